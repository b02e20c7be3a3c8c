"""The tick: find every due slot in the database and propose it to the consumers."""

import asyncio
import time
from collections.abc import Callable
from dataclasses import asdict
from typing import Protocol

from monitor.logs import get_logger, log_failure
from monitor.pipeline.queue import SlotQueue
from monitor.schedule import Clock
from monitor.store import DaemonBeat, Proposals, Pulse, Share, Slot

PAGE_SIZE = 500
# A daemon whose heartbeat is this old is not counted among those sharing the due slots (it
# beats every few seconds); what it would have taken, the second pass of the others proposes.
LIVE_MS = 20_000

log = get_logger()


class TickStore(Proposals, Pulse, Protocol):
    """What the tick asks: what is due, and which daemons share it."""


class Ticker:
    def __init__(
        self,
        store: TickStore,
        queue: SlotQueue,
        clock: Clock,
        wake: Callable[[int], None] = lambda at: None,
        daemon_id: str | None = None,
        *,
        wake_for_slots: bool = True,
    ) -> None:
        """``wake`` hears when the next retry falls due and (``wake_for_slots``) when the
        earliest slot does, so that neither waits for the next tick. ``daemon_id``: this
        daemon's heartbeat, to take its share of the due slots first."""
        self._daemon_id = daemon_id
        self._wake_for_slots = wake_for_slots
        self._store = store
        self._queue = queue
        self._clock = clock
        self._wake = wake
        self._again = False
        self.running = False
        self.last_finished: tuple[float, int] | None = None
        """(monotonic seconds, clock ms) of the last tick that finished."""
        self.last_progress: float | None = None
        """Monotonic seconds when a tick last finished or got a slot into the queue: a tick
        through 100,000 due slots is long but moving; one stuck behind hung fetches is not."""

    async def tick(self) -> tuple[int, int]:
        """Propose every slot due now, page by page; returns (due, enqueued)."""
        started = time.monotonic()
        now = self._clock()
        seen: set[Slot] = set()
        due, enqueued, shared = await self._propose(now, seen, shared=self._daemon_id is not None)
        if shared:  # what the other daemons' shares left: a dead one's, a slow one's
            more, added, _ = await self._propose(now, seen, shared=False)
            due, enqueued = due + more, enqueued + added
        duration_ms = round((time.monotonic() - started) * 1000)
        signals = asdict(await self._store.signals(self._clock()))
        log.info("tick.finished", due=due, enqueued=enqueued, duration_ms=duration_ms, **signals)
        next_retry = await self._store.next_retry_at(now)
        if next_retry is not None:
            self._wake(next_retry)
        # From the tick's own start: a slot that fell due while it ran is due at once.
        next_due = await self._store.next_due(now) if self._wake_for_slots else None
        if next_due is not None:
            self._wake(next_due.scheduled_for)
        self.last_finished = (time.monotonic(), self._clock())
        self.last_progress = self.last_finished[0]
        return due, enqueued

    async def _propose(self, now: int, seen: set[Slot], shared: bool) -> tuple[int, int, bool]:
        """Propose the slots due now, page by page: (due, enqueued, whether only a share of
        them was asked for). The share is looked up for every page, as daemons come and go.
        A slot in ``seen`` (the share's pass already found it, and it waits in the queue, so
        it is still due) is not counted again."""
        due = enqueued = 0
        after: Slot | None = None
        partial = False
        while True:
            share = await self._share() if shared else None
            partial = partial or share is not None
            page = await self._store.due_slots(now, after, PAGE_SIZE, share)
            for slot in page:
                if slot in seen:
                    continue
                seen.add(slot)
                due += 1
                enqueued += await self._queue.propose(slot)
                self.last_progress = time.monotonic()
            if len(page) < PAGE_SIZE:
                return due, enqueued, partial
            after = page[-1]

    async def _share(self) -> Share | None:
        assert self._daemon_id is not None
        return share_of(await self._store.daemons(), self._daemon_id, self._clock())

    def tick_again(self) -> None:
        """Make a tick in progress run once more when it ends: a reload may have added slots
        that its query, made before the reload, did not see."""
        self._again = True

    async def tick_logging_errors(self) -> None:
        """The scheduled job: a failing tick is logged and the next one runs as usual."""
        self.running = True
        self._again = True
        try:
            while self._again:
                self._again = False
                await self._tick_once()
        except asyncio.CancelledError:
            # Shutdown cancels a tick waiting for queue room. This coroutine is the job's
            # whole task, so ending quietly stops it; APScheduler would log it as a failure.
            log.info("tick.cancelled")
        finally:
            self.running = False

    async def _tick_once(self) -> None:
        try:
            await self.tick()
        except Exception as error:
            log_failure(log, "tick.failed", error)


def share_of(daemons: list[DaemonBeat], me: str, now: int) -> Share | None:
    """This daemon's share among the live ones, by their ids' order; None when alone."""
    beating = (beat for beat in daemons if beat.stopped_at is None)
    live = sorted({me} | {beat.id for beat in beating if now - beat.beat_at <= LIVE_MS})
    if len(live) == 1:
        return None
    return Share(live.index(me), len(live))
