"""The tick: find every due slot in the database and propose it to the consumers."""

import time

from monitor.logs import get_logger
from monitor.queue import SlotQueue
from monitor.schedule import Clock
from monitor.store import Slot, Store

PAGE_SIZE = 500

log = get_logger()


class Ticker:
    def __init__(self, store: Store, queue: SlotQueue, clock: Clock) -> None:
        self._store = store
        self._queue = queue
        self._clock = clock

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
            if len(page) < PAGE_SIZE:
                break
            after = page[-1]
        duration_ms = round((time.monotonic() - started) * 1000)
        log.info("tick.finished", due=due, enqueued=enqueued, duration_ms=duration_ms)
        return due, enqueued

    async def tick_logging_errors(self) -> None:
        """The scheduled job: a failing tick is logged and the next one runs as usual."""
        try:
            await self.tick()
        except Exception:
            log.exception("tick.failed")
