"""Group commit: requests that arrive together share one transaction and one fsync.

A transaction through aiosqlite costs a round trip to its thread per statement, and the
write lock is held across all of them; with many consumers the lock, not the work, becomes
the limit. A ``Batcher`` hands every request that queued while the previous batch was being
written to one call of ``run``, which answers each request separately.
"""

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Generic, TypeVar

from monitor.logs import get_logger, log_failure

Request = TypeVar("Request")
Answer = TypeVar("Answer")

log = get_logger()


class Batcher(Generic[Request, Answer]):
    def __init__(
        self,
        run: Callable[[list[Request]], Awaitable[Sequence[Answer | Exception]]],
        orphaned: Callable[[Answer], Awaitable[None]] | None = None,
    ) -> None:
        """``run`` answers a batch in order; ``orphaned`` undoes an answer nobody takes."""
        self._run = run
        self._orphaned = orphaned
        self._pending: list[tuple[Request, asyncio.Future[Answer]]] = []
        self._writer: asyncio.Task[None] | None = None
        self._cleanups: set[asyncio.Task[None]] = set()

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
            elif future.done() and not future.cancelled() and future.exception() is None:
                self._orphan(future.result())  # answered, but its caller stopped first
            raise

    async def drain(self) -> None:
        """Wait until everything submitted so far is written and cleaned up."""
        if self._writer is not None:
            await asyncio.gather(self._writer, return_exceptions=True)
        await asyncio.gather(*self._cleanups, return_exceptions=True)

    async def _write(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            try:
                answers = await self._run([request for request, _ in batch])
            except Exception as error:
                answers = [error for _ in batch]
            except BaseException:  # cancelled: nobody may wait forever
                for _, future in batch:
                    future.cancel()
                raise
            for (_, future), answer in zip(batch, answers, strict=True):
                self._deliver(future, answer)

    def _deliver(self, future: asyncio.Future[Answer], answer: Answer | Exception) -> None:
        if future.cancelled():
            if not isinstance(answer, Exception):
                self._orphan(answer)  # its caller gave up while the batch was written
        elif isinstance(answer, Exception):
            future.set_exception(answer)
        else:
            future.set_result(answer)

    def _orphan(self, answer: Answer) -> None:
        if self._orphaned is not None:
            cleanup = asyncio.get_running_loop().create_task(self._clean_up(answer))
            self._cleanups.add(cleanup)
            cleanup.add_done_callback(self._cleanups.discard)

    async def _clean_up(self, answer: Answer) -> None:
        assert self._orphaned is not None
        try:
            await self._orphaned(answer)
        except Exception as error:  # the lease it could not release expires by itself
            log_failure(log, "store.orphan_failed", error)
