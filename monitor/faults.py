"""Crash points and a shifted clock for the fault tests: TEST-ONLY, inert in production.

``MONITOR_CRASH_AT=<point>[:<n>]`` in the environment, read once when this module is
imported, makes the process kill itself with SIGKILL the ``n``-th time (default: first) it
reaches ``point``; a real crash, with nothing flushed or released. Unset, as in production,
``crash_point`` is one comparison with None.

The points, in the order a unit of work passes them:

- ``after_claim``: a slot's lease is taken, nothing fetched;
- ``during_fetch``: the response's headers are in, its body is not;
- ``after_fetch``: the page is fetched and extracted, nothing committed;
- ``before_commit``: the result's statements ran inside the transaction, ``COMMIT`` did not;
- ``after_commit``: the result is committed, the queue not yet acknowledged;
- ``after_send``: an alert or digest reached its receiver, it is not marked delivered;
- ``after_delete``: a cleanup batch's rows are deleted inside its transaction, the batch is not
  recorded done.

``MONITOR_CLOCK_OFFSET_MS=<ms>``, also read once at import, shifts the clock of the daemon and
of every command by that many milliseconds: the chaos soak advances it between process lives,
so that hours of due slots pass in minutes. Unset, the offset is zero.
"""

import os
import signal

POINTS = ("after_claim", "during_fetch", "after_fetch", "before_commit", "after_commit",
          "after_send", "after_delete")  # fmt: skip


def _armed(value: str) -> tuple[str, int] | None:
    if not value:
        return None
    point, _, count = value.partition(":")
    if point not in POINTS or not (count or "1").isdigit():
        raise SystemExit(f"MONITOR_CRASH_AT={value}: not one of {', '.join(POINTS)}[:N]")
    return point, int(count or "1")


def _offset(value: str) -> int:
    try:
        return int(value or "0")
    except ValueError:
        raise SystemExit(f"MONITOR_CLOCK_OFFSET_MS={value}: not a whole number") from None


_ARMED = _armed(os.environ.get("MONITOR_CRASH_AT", ""))
CLOCK_OFFSET_MS = _offset(os.environ.get("MONITOR_CLOCK_OFFSET_MS", ""))
_reached = 0


def crash_point(name: str) -> None:
    global _reached
    if _ARMED is None or _ARMED[0] != name:
        return
    _reached += 1
    if _reached >= _ARMED[1]:
        os.kill(os.getpid(), signal.SIGKILL)
