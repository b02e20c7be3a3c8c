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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import psycopg
import yaml
from psycopg import sql

from monitor.config.fields import PostgresURL
from monitor.config.model import load_settings
from tests import helpers
from tests.pgcluster import drop_database

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
