import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from monitor.config import Settings, load_settings
from monitor.store import SQLiteStore
from tests.helpers import FakeClock, write_config
from tests.pageserver import PageServer

# Nothing may leave this machine: no proxy may be picked up from the environment by httpx,
# neither in this process nor in the daemons the tests start.
for _name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy"):
    os.environ.pop(_name, None)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def pages() -> Iterator[PageServer]:
    server = PageServer()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return load_settings(write_config(tmp_path, [], lease="5m", fetch_timeout="5s"))


@pytest.fixture
async def store(settings: Settings, clock: FakeClock) -> AsyncIterator[SQLiteStore]:
    opened = await SQLiteStore.open(
        settings.database, clock(), settings.busy_timeout.total_seconds()
    )
    yield opened
    await opened.close()
