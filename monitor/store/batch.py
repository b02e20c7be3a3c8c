"""Group commit: requests that arrive together share one transaction and one fsync.

A transaction through aiosqlite costs a round trip to its thread per statement, and the
write lock is held across all of them; with many consumers the lock, not the work, becomes
the limit. A ``Batcher`` hands every request that queued while the previous batch was being
written to one call of ``run``, which answers each request separately.
"""

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Generic, TypeVar

from monitor.logs import get_logger

Request = TypeVar("Request")
Answer = TypeVar("Answer")

log = get_logger()


class Batcher(Generic[Request, Answer]):
    def __init__(
        self,
        run: Callable[[list[Request]], Awaitable[Sequence[Answer | Exception]]],
        orphaned: Callable[[Answer], Awaitable[None]] | None = None,
    ) -> None:
        """``run`` answers a batch in order; ``orphaned`` undoes an answer nobody awaits."""
        self._run = run
        self._orphaned = orphaned
        self._pending: list[tuple[Request, asyncio.Future[Answer]]] = []
        self._writer: asyncio.Task[None] | None = None

    async def submit(self, request: Request) -> Answer:
        future: asyncio.Future[Answer] = asyncio.get_running_loop().create_future()
        entry = (request, future)
        self._pending.append(entry)
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._write(), name="store-batch")
        try:
            return await future
        except asyncio.CancelledError:
            if entry in self._pending:  # not taken yet: it never happens
                self._pending.remove(entry)
            raise

    async def drain(self) -> None:
        """Wait until everything submitted so far is written."""
        if self._writer is not None:
            await self._writer

    async def _write(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            try:
                answers = await self._run([request for request, _ in batch])
            except Exception as error:
                answers = [error for _ in batch]
            for (_, future), answer in zip(batch, answers, strict=True):
                try:
                    await self._deliver(future, answer)
                except Exception:  # one failed clean-up must not strand the rest
                    log.exception("store.orphan_failed")

    async def _deliver(self, future: asyncio.Future[Answer], answer: Answer | Exception) -> None:
        """Answer the caller; a claim whose caller gave up is released (``orphaned``)."""
        if future.cancelled():
            if self._orphaned is not None and not isinstance(answer, Exception):
                await self._orphaned(answer)
        elif isinstance(answer, Exception):
            future.set_exception(answer)
        else:
            future.set_result(answer)
