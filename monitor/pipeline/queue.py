"""The bounded in-process queue between the tick and the consumers.

It only carries proposals. It remembers which slots are queued or being checked in this
process so the tick never proposes one twice; the lease still decides across processes.
"""

import asyncio

from monitor.store import Slot


class SlotQueue:
    def __init__(self, maxsize: int, consumers: int) -> None:
        # Room for one stop marker per consumer once the queue is drained.
        self._queue: asyncio.Queue[Slot | None] = asyncio.Queue(max(maxsize, consumers))
        self._consumers = consumers
        self._pending: set[Slot] = set()

    def __len__(self) -> int:
        return len(self._pending)

    async def propose(self, slot: Slot) -> bool:
        """Queue ``slot`` unless it is already queued or in flight; waits for room."""
        if slot in self._pending:
            return False
        self._pending.add(slot)
        await self._queue.put(slot)
        return True

    async def take(self) -> Slot | None:
        """The next slot, or None once the queue is closed."""
        return await self._queue.get()

    def done(self, slot: Slot) -> None:
        """Acknowledge ``slot``: its outcome is committed, or it was left for later."""
        self._pending.discard(slot)
        self._queue.task_done()

    async def join(self) -> None:
        await self._queue.join()

    def close(self) -> None:
        """Drop what has not started (the schedule keeps it) and stop every consumer."""
        while not self._queue.empty():
            slot = self._queue.get_nowait()
            if slot is not None:
                self.done(slot)
        for _ in range(self._consumers):
            self._queue.put_nowait(None)
