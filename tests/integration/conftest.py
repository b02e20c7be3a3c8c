"""The worker, with a real fetcher, for the tests that run checks."""

from collections.abc import AsyncIterator

import pytest

from monitor.config import Settings
from monitor.fetch import Fetcher
from monitor.store import Store
from monitor.worker import Worker
from tests.helpers import FakeClock


@pytest.fixture
async def fetcher(settings: Settings) -> AsyncIterator[Fetcher]:
    client = Fetcher(settings)
    yield client
    await client.aclose()


@pytest.fixture
def worker(store: Store, fetcher: Fetcher, clock: FakeClock, settings: Settings) -> Worker:
    return Worker(store, fetcher, clock, settings.lease)
