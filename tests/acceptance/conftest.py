from collections.abc import Iterator
from pathlib import Path

import pytest

import tests.acceptance.backend as chosen
from tests.acceptance.backend import Backend
from tests.acceptance.daemon import DaemonProcess


@pytest.fixture
def daemons(database: str) -> Iterator[list[DaemonProcess]]:
    """Every daemon a test starts is stopped, whatever the test did: before its database
    (``database``) is dropped, which a daemon still connected would see as a fault."""
    started: list[DaemonProcess] = []
    yield started
    for daemon in started:
        if daemon.process.poll() is None:
            daemon.kill()


@pytest.fixture
def backend(
    request: pytest.FixtureRequest, database: str, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Backend]:
    """The database this test's daemons run on: the test runs once on SQLite and once on
    PostgreSQL (tests/conftest.py), but once only, on SQLite, when marked ``sqlite_only``.
    The configs it writes with backend.write_config name it."""
    monkeypatch.setattr(chosen, "_database", database)
    if database.startswith("postgresql://"):
        server = str(request.getfixturevalue("postgres_server"))
        picked = Backend("postgresql", database, server)
        yield picked
        picked.drop_copies()
    else:
        yield Backend("sqlite", database)


@pytest.fixture(autouse=True)
def _runs_on_both_backends(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[None]:
    """A test that made a database without the ``backend`` fixture ran on SQLite alone,
    silently: it must ask for ``backend``, or say why it is SQLite's (``sqlite_only``)."""
    yield
    if "backend" in request.fixturenames or request.node.get_closest_marker("sqlite_only"):
        return
    made = sorted(str(path.relative_to(tmp_path)) for path in tmp_path.rglob("*.sqlite3"))
    assert not made, f"made {made} but runs on SQLite only: ask for the backend fixture"
