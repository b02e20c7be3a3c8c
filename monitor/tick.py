"""The tick: find every due slot in the database and propose it to the consumers."""

import asyncio
import time
from collections.abc import Callable
from dataclasses import asdict

from monitor.logs import get_logger, log_failure
from monitor.queue import SlotQueue
from monitor.schedule import Clock
from monitor.store import Slot, Store

PAGE_SIZE = 500

log = get_logger()


class Ticker:
    def __init__(
        self,
        store: Store,
        queue: SlotQueue,
        clock: Clock,
        wake: Callable[[int], None] = lambda at: None,
    ) -> None:
        """``wake`` hears when the next retry falls due, so that it need not wait a tick."""
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
        due = enqueued = 0
        after: Slot | None = None
        while True:
            page = await self._store.due_slots(now, after, PAGE_SIZE)
            for slot in page:
                due += 1
                enqueued += await self._queue.propose(slot)
                self.last_progress = time.monotonic()
            if len(page) < PAGE_SIZE:
                break
            after = page[-1]
        duration_ms = round((time.monotonic() - started) * 1000)
        signals = asdict(await self._store.signals(self._clock()))
        log.info("tick.finished", due=due, enqueued=enqueued, duration_ms=duration_ms, **signals)
        next_retry = await self._store.next_retry_at(now)
        if next_retry is not None:
            self._wake(next_retry)
        self.last_finished = (time.monotonic(), self._clock())
        self.last_progress = self.last_finished[0]
        return due, enqueued

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
