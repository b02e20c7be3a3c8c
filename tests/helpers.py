"""Shared test helpers: the injected clock, config files, reading the database from outside."""

import re
import sqlite3
import sys
from pathlib import Path
from typing import Any

import psycopg
import yaml

from monitor.config import Settings, Target, read_targets
from monitor.fields import PostgresURL

T0 = 1_785_916_800_000  # 2026-08-05T08:00:00Z, the seed's example slot
MINUTE = 60_000
MONITOR = str(Path(sys.executable).parent / "monitor")


class FakeClock:
    """The injected clock: Unix milliseconds that move only when a test says so."""

    def __init__(self, now: int = T0) -> None:
        self.now = now

    def __call__(self) -> int:
        return self.now

    def advance(self, ms: int) -> None:
        self.now += ms


def write_config(directory: Path, targets: list[dict[str, Any]], **settings: Any) -> Path:
    """Write monitor.yaml and targets.yaml for a test; returns the settings file."""
    base = {"database": "monitor.sqlite3", "allow_private_networks": True}
    (directory / "monitor.yaml").write_text(yaml.safe_dump(base | settings))
    write_targets(directory / "targets.yaml", targets)
    return directory / "monitor.yaml"


def write_targets(path: Path, targets: list[dict[str, Any]]) -> None:
    path.write_text(yaml.safe_dump({"targets": targets}))


def load_targets(path: Path, channels: set[str] | None = None) -> tuple[Target, ...]:
    """The whole target list at once, or its ConfigError: what the file says, for a test."""
    return tuple(read_targets(path, channels))


def rows(
    database: Path | PostgresURL, sql: str, params: tuple[Any, ...] | dict[str, Any] = ()
) -> list[tuple[Any, ...]]:
    """Run one statement the way an operator would, from outside the daemon: a query's rows,
    or nothing. SQLite's placeholders (? and :name) are PostgreSQL's (%s and %(name)s) there."""
    if isinstance(database, PostgresURL):
        with psycopg.connect(database.url, autocommit=True) as conn:
            cursor = conn.execute(_pg_placeholders(sql), params)
            return cursor.fetchall() if cursor.description else []
    with sqlite3.connect(database) as conn:
        return conn.execute(sql, params).fetchall()


def _pg_placeholders(sql: str) -> str:
    sql = sql.replace("%", "%%").replace("?", "%s")
    return re.sub(r"(?<![:\w]):([a-z_]+)", r"%(\1)s", sql)


def sqlite_file(settings: Settings) -> Path:
    """The SQLite file of a test that is about SQLite's file itself."""
    assert isinstance(settings.database, Path), "a test about SQLite's file runs on SQLite"
    return settings.database


def alert(
    key: str,
    url: str = "https://example.com/p",
    price_lines: tuple[str, ...] = ("Team: $19.00/mo → $24.00/mo",),
    text_lines: tuple[str, ...] = (),
) -> dict[str, Any]:
    """The content of a `changed` alert about target acme's slot at T0."""
    from monitor.notify.content import alert_body
    from monitor.store import CheckRow

    row = CheckRow("acme:2026-08-05T08:00:00.000Z", "acme", T0, T0, "changed", 1, "h", None,
                   200, 5)  # fmt: skip
    return alert_body(key, "changed", url, row, (list(price_lines), list(text_lines)), None)
