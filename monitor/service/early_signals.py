"""Signals that arrive before the daemon's event loop takes them over.

Imports, reading the configuration and opening the database take a moment, and nothing is
claimed yet. A stop request then is only noted, so that the daemon exits 0 as soon as it is
able to, instead of being killed half-way through a migration or leaving a thread behind;
SIGHUP, which would otherwise kill the process, is ignored.
"""

import signal
from types import FrameType


class _Requests:
    # A plain attribute, not a threading.Event: a second signal may arrive while the handler
    # of the first runs, and Event.set() would then wait forever for its own lock.
    stop = False


def _note_stop(signum: int, frame: FrameType | None) -> None:
    _Requests.stop = True


def install() -> None:
    signal.signal(signal.SIGTERM, _note_stop)
    signal.signal(signal.SIGINT, _note_stop)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)


def stop_requested() -> bool:
    return _Requests.stop
