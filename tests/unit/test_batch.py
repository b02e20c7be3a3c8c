"""Group commit: what arrives while a batch is written goes into the next one."""

import asyncio

import pytest

from monitor.store.batch import Batcher


class Recorder:
    """A ``run`` that records each batch and can be held open."""

    def __init__(self) -> None:
        self.batches: list[list[int]] = []
        self.gate = asyncio.Event()
        self.gate.set()
        self.orphans: list[int] = []

    async def run(self, batch: list[int]) -> list[int | Exception]:
        self.batches.append(batch)
        await self.gate.wait()
        return [ValueError(n) if n < 0 else n * 10 for n in batch]

    async def orphaned(self, answer: int) -> None:
        self.orphans.append(answer)


async def test_requests_that_wait_for_a_batch_share_the_next_one() -> None:
    recorder = Recorder()
    batcher = Batcher(recorder.run)
    recorder.gate.clear()
    first = asyncio.create_task(batcher.submit(1))
    await asyncio.sleep(0)
    rest = [asyncio.create_task(batcher.submit(n)) for n in (2, 3, 4)]
    await asyncio.sleep(0)
    recorder.gate.set()
    assert await asyncio.gather(first, *rest) == [10, 20, 30, 40]
    assert recorder.batches == [[1], [2, 3, 4]]


async def test_each_request_gets_its_own_answer_or_error() -> None:
    batcher = Batcher(Recorder().run)
    results = await asyncio.gather(
        batcher.submit(1), batcher.submit(-2), batcher.submit(3), return_exceptions=True
    )
    assert results[0] == 10
    assert results[2] == 30
    assert isinstance(results[1], ValueError)


async def test_a_failing_batch_fails_every_request_in_it() -> None:
    async def broken(batch: list[int]) -> list[int | Exception]:
        raise RuntimeError("disk full")

    batcher = Batcher(broken)
    results = await asyncio.gather(batcher.submit(1), batcher.submit(2), return_exceptions=True)
    assert [str(r) for r in results] == ["disk full", "disk full"]


async def test_a_request_cancelled_before_its_batch_starts_is_never_run() -> None:
    recorder = Recorder()
    batcher = Batcher(recorder.run, orphaned=recorder.orphaned)
    recorder.gate.clear()
    first = asyncio.create_task(batcher.submit(1))
    await asyncio.sleep(0)
    waiting = asyncio.create_task(batcher.submit(2))
    await asyncio.sleep(0)
    waiting.cancel()
    recorder.gate.set()
    assert await first == 10
    with pytest.raises(asyncio.CancelledError):
        await waiting
    await batcher.drain()
    assert recorder.batches == [[1]]
    assert recorder.orphans == []


async def test_an_answer_whose_caller_was_cancelled_mid_batch_is_handed_to_orphaned() -> None:
    recorder = Recorder()
    batcher = Batcher(recorder.run, orphaned=recorder.orphaned)
    recorder.gate.clear()
    caller = asyncio.create_task(batcher.submit(7))
    await asyncio.sleep(0.01)  # the batch is being written
    caller.cancel()
    recorder.gate.set()
    await batcher.drain()
    assert recorder.orphans == [70]
