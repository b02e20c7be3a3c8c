"""Who holds a target's lease, and whether they are still there.

A daemon takes its leases under its heartbeat id (``daemons.id``), so whoever reads the
database can tell from the heartbeat whether that daemon is alive. A command that checks a
slot itself (``run --once``, ``quarantine replay``) writes no heartbeat: its leases carry
``command:NAME@HOST:PID``, which says who, not whether it still runs.
"""

import os
import socket

COMMAND = "command:"


def command_holder(name: str) -> str:
    """The holder a command's leases are taken under."""
    return f"{COMMAND}{name}@{socket.gethostname()}:{os.getpid()}"


def holder_state(holder: str | None, daemons: dict[str, str]) -> tuple[str, bool | None]:
    """What is known of a lease's holder, given each daemon's state by id as ``status``
    shows them (running, silent, stopped): that state, ``no heartbeat``, ``command`` or
    ``unknown`` (a lease from before holders were recorded); and whether it is alive, None
    when no heartbeat can tell.

    >>> holder_state("h:1:5", {"h:1:5": "silent"})
    ('silent', False)
    >>> holder_state("command:run-once@h:7", {})
    ('command', None)
    """
    if holder is None:
        return "unknown", None
    if holder.startswith(COMMAND):
        return "command", None
    state = daemons.get(holder)
    if state is None:  # it died before its first heartbeat, or was forgotten a week later
        return "no heartbeat", False
    return state, state == "running"
