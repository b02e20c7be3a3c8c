"""systemd's notification protocol: readiness, reload, stop, status and the watchdog.

Datagrams of ``KEY=value`` lines to the AF_UNIX socket in ``$NOTIFY_SOCKET`` (an initial ``@``
names the abstract namespace). Without that variable, as under a plain shell or in a
container, every call does nothing. Written here rather than taken from a library: the
protocol is one ``sendto``, and the one pure-Python package for it (sdnotify) is unmaintained
since 2017 and ignores the abstract namespace.
"""

import os
import socket

from monitor.logs import get_logger

log = get_logger()


class Notifier:
    def __init__(self, environ: dict[str, str] | None = None) -> None:
        env = os.environ if environ is None else environ
        path = env.get("NOTIFY_SOCKET", "")
        self._address = "\0" + path[1:] if path.startswith("@") else path
        usec = env.get("WATCHDOG_USEC", "")
        pid = env.get("WATCHDOG_PID", "")
        mine = not pid or pid == str(os.getpid())
        self.watchdog_seconds = int(usec) / 1_000_000 if usec.isdigit() and mine else None
        """How often systemd wants to hear from us; None when it does not watch."""

    def notify(self, *lines: str) -> None:
        if not self._address:
            return
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
                sock.setblocking(False)  # a full socket must not stall the event loop
                sock.sendto("\n".join(lines).encode(), self._address)
        except OSError as error:  # systemd gone or the socket full: the service goes on
            log.warning("systemd.notify_failed", error=str(error))
