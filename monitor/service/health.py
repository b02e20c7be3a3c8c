"""Is the schedule healthy? One rule for systemd's watchdog, ``/healthz`` and the container's
health check: the event loop answers, within twice ``tick_interval`` a tick finished or made
progress (got a due slot into the queue), and the database takes work.

A process that is alive but whose scheduler is wedged (a tick stuck waiting for queue room
behind hung fetches, a loop blocked by a bug) must stop looking healthy, so that systemd
restarts it instead of it running silently dead. Pure, given the monotonic times.
"""

from dataclasses import dataclass

# The loop beats every second; this late and it is not answering.
MAX_BEAT_AGE = 10.0


@dataclass(kw_only=True)
class Health:
    tick_interval: float
    """Seconds."""
    started: float
    """Monotonic seconds when the daemon started: the first tick is owed from here."""
    last_tick: float | None = None
    last_beat: float | None = None
    database_fault: tuple[str, float] | None = None
    """Why the database refuses work (unreachable, full, ...), and since when."""
    retimed: float | None = None
    """Monotonic seconds when a reload changed ``tick_interval``: the new interval's first
    tick is owed from here, as the first one was from the start."""

    def retime(self, tick_interval: float, now: float) -> None:
        if tick_interval != self.tick_interval:
            self.tick_interval = tick_interval
            self.retimed = now

    def database_failed(self, reason: str, now: float) -> None:
        since = self.database_fault[1] if self.database_fault is not None else now
        self.database_fault = (reason, since)

    def database_recovered(self) -> None:
        self.database_fault = None

    def beat(self, now: float) -> None:
        self.last_beat = now

    def tick_progressed(self, now: float) -> None:
        self.last_tick = now

    def verdict(self, now: float) -> list[str]:
        """Why the schedule is unhealthy; empty when it is healthy."""
        why = []
        beat = self.last_beat if self.last_beat is not None else self.started
        if now - beat > MAX_BEAT_AGE:
            why.append(f"the event loop has not answered for {now - beat:.0f}s")
        what, since = self._tick_owed()
        if now - since > 2 * self.tick_interval:
            why.append(f"{what} {now - since:.0f}s ago; tick_interval is {self.tick_interval:g}s")
        if self.database_fault is not None:
            reason, failing = self.database_fault
            why.append(f"the database refuses work for {now - failing:.0f}s: {reason}")
        return why

    def _tick_owed(self) -> tuple[str, float]:
        """Since when a tick's progress is owed, and how to say it."""
        if self.retimed is not None and (self.last_tick is None or self.last_tick < self.retimed):
            return "no tick progress since tick_interval changed", self.retimed
        if self.last_tick is None:
            return "no tick progress since start", self.started
        return "last tick progress", self.last_tick
