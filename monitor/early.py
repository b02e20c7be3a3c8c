"""Signals that arrive before the daemon's event loop takes them over.

Imports, reading the configuration and opening the database take a moment, and nothing is
claimed yet. A stop request then is only noted, so that the daemon exits 0 as soon as it is
able to, instead of being killed half-way through a migration or leaving a thread behind;
SIGHUP, which would otherwise kill the process, is ignored.
"""

import signal
import threading
from types import FrameType

_stop = threading.Event()


def _note_stop(signum: int, frame: FrameType | None) -> None:
    _stop.set()


def install() -> None:
    signal.signal(signal.SIGTERM, _note_stop)
    signal.signal(signal.SIGINT, _note_stop)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)


def stop_requested() -> bool:
    return _stop.is_set()
