"""The worker, with a real fetcher, for the tests that run checks."""

from collections.abc import AsyncIterator

import pytest

from monitor.config.model import Settings
from monitor.fetch.fetcher import Fetcher
from monitor.pipeline.worker import Worker
from monitor.store import Store
from tests.helpers import FakeClock


@pytest.fixture
async def fetcher(settings: Settings) -> AsyncIterator[Fetcher]:
    client = Fetcher(settings)
    yield client
    await client.aclose()


@pytest.fixture
def worker(store: Store, fetcher: Fetcher, clock: FakeClock, settings: Settings) -> Worker:
    return Worker(store, fetcher, clock, settings.lease)
