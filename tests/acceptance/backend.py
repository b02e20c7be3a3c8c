"""The database an acceptance test's daemons run on: SQLite's file, or a PostgreSQL database.

A test that starts the daemon, or runs a ``monitor`` command against its database, asks for
the ``backend`` fixture (conftest.py): it then runs once on each backend (tests/conftest.py
parametrizes it), and ``write_config`` here points ``database:`` at that test's backend unless
the test names one itself. ``database_of`` is what the daemon opens, for ``rows`` to look at
from outside, whichever backend it is.
"""

import secrets
import shutil
import sqlite3
import tempfile
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import psycopg
import yaml
from psycopg import sql

from monitor.config import Settings, load_settings
from monitor.fields import PostgresURL
from monitor.store import open_store
from tests import helpers
from tests.pgcluster import drop_database
from tests.yearsim import START
from tests.yearsim import prepare as prepare_on_sqlite

# What ``database:`` says in the configs this test writes: set by the ``backend`` fixture for
# its test; None in a test without it, which gets helpers.write_config's SQLite file.
_database: str | None = None

# A table the daemon has not created yet: SQLite's error, PostgreSQL's.
NO_SCHEMA_YET = (sqlite3.OperationalError, psycopg.errors.UndefinedTable)


def write_config(directory: Path, targets: list[dict[str, Any]], **settings: Any) -> Path:
    """helpers.write_config, on the test's backend."""
    if _database is not None:
        settings.setdefault("database", _database)
    return helpers.write_config(directory, targets, **settings)


def database_of(config: Path) -> Path | PostgresURL:
    """The database the settings file names, as the daemon resolves it."""
    return load_settings(config).database


@dataclass
class Backend:
    name: str  # "sqlite" or "postgresql"
    database: str  # what ``database:`` says
    server: str | None = None  # PostgreSQL's admin DSN, for copies of the database
    _copies: list[str] = field(default_factory=list)

    @property
    def sqlite(self) -> bool:
        return self.name == "sqlite"

    def copy(self, config: Path, directory: Path) -> Path:
        """A twin of the test's settings and database in ``directory``; its settings file."""
        directory.mkdir()
        for name in ("monitor.yaml", "targets.yaml"):
            shutil.copy(config.parent / name, directory / name)
        source = database_of(config)
        if isinstance(source, Path):
            for path in source.parent.glob(f"{source.name}*"):  # and its -wal, if any
                shutil.copy(path, directory / path.name)
            return directory / "monitor.yaml"
        assert self.server is not None
        twin = _copy_database(self.server, source)
        self._copies.append(twin)
        settings = yaml.safe_load((directory / "monitor.yaml").read_text())
        (directory / "monitor.yaml").write_text(yaml.safe_dump(settings | {"database": twin}))
        return directory / "monitor.yaml"

    def drop_copies(self) -> None:
        assert self.server is not None or not self._copies
        for dsn in self._copies:
            drop_database(str(self.server), dsn)


def _copy_database(server: str, source: PostgresURL) -> str:
    """A new database on ``server`` as a copy of ``source`` (nobody may be connected to it);
    its URL."""
    parts = urlsplit(source.url)
    name = f"monitor_twin_{secrets.token_hex(6)}"
    with psycopg.connect(server, autocommit=True, connect_timeout=10) as admin:
        admin.execute(
            sql.SQL("CREATE DATABASE {} TEMPLATE {}").format(
                sql.Identifier(name), sql.Identifier(parts.path.lstrip("/"))
            )
        )
    return parts._replace(path=f"/{name}").geturl()


async def prepare(settings: Settings, targets: int, weeks: int, changing: float) -> None:
    """yearsim.prepare on either backend: weeks of daily checks as the daemon leaves them.

    yearsim writes SQLite; for PostgreSQL its rows are copied over as they are, into the
    schema the store creates, so that both backends hold the same checks."""
    if isinstance(settings.database, Path):
        await prepare_on_sqlite(settings, targets, weeks, changing)
        return
    with tempfile.TemporaryDirectory() as scratch:
        written = Path(scratch) / "yearsim.sqlite3"
        await prepare_on_sqlite(
            settings.model_copy(update={"database": written}), targets, weeks, changing
        )
        store = await open_store(settings.database, START, settings.busy_timeout.total_seconds())
        await store.close()
        _copy_rows(written, settings.database)


# What yearsim writes, parents first.
_YEARSIM_TABLES = ("monitor_targets", "source_checks", "snapshots", "outbox")


def _copy_rows(source: Path, target: PostgresURL) -> None:
    with closing(sqlite3.connect(source)) as lite, psycopg.connect(target.url) as pg:
        for table in _YEARSIM_TABLES:
            cursor = lite.execute(f"SELECT * FROM {table}")
            columns = [column[0] for column in cursor.description]
            insert = f"INSERT INTO {table} ({', '.join(columns)}) VALUES"
            values = ", ".join(["%s"] * len(columns))
            with pg.cursor() as writing:
                writing.executemany(f"{insert} ({values})", cursor.fetchall())
