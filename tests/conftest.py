import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from monitor.config.model import Settings, load_settings
from monitor.store import Store, open_store
from tests.helpers import FakeClock, write_config
from tests.pageserver import PageServer

pytest_plugins = ["tests.pgcluster"]

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


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """The store's contract holds on both backends: every test of it runs on each (as River
    runs one driver suite against every driver), but those about SQLite's file itself."""
    # "backend": a test that starts daemons on the database its ``database`` fixture names
    uses_store = "store" in metafunc.fixturenames or "backend" in metafunc.fixturenames
    if uses_store and not metafunc.definition.get_closest_marker("sqlite_only"):
        metafunc.parametrize("database", BACKENDS, indirect=True)


BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)]


@pytest.fixture
def database(request: pytest.FixtureRequest) -> str:
    """What ``database:`` says in the test's settings: the SQLite file, or a new PostgreSQL
    database of its own."""
    if getattr(request, "param", "sqlite") == "sqlite":
        return "monitor.sqlite3"
    return str(request.getfixturevalue("postgres_dsn"))


@pytest.fixture
def settings(tmp_path: Path, database: str) -> Settings:
    return load_settings(
        write_config(tmp_path, [], database=database, lease="5m", fetch_timeout="5s")
    )


@pytest.fixture
async def store(settings: Settings, clock: FakeClock) -> AsyncIterator[Store]:
    busy_timeout = settings.busy_timeout.total_seconds()
    opened = await open_store(settings.database, clock(), busy_timeout)
    yield opened
    await opened.close()
