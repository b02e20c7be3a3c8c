"""Shared test helpers: the injected clock, config files, reading and writing the database
from outside, and holding the store's group commit."""

import asyncio
import ipaddress
import sqlite3
import sys
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager, closing
from pathlib import Path
from typing import Any

import psycopg
import pytest
import yaml

from monitor.config.fields import PostgresURL
from monitor.config.model import Settings, Target, read_targets
from monitor.fetch import guard
from monitor.states import CheckStatus
from monitor.store import CheckRow, DaemonBeat, Outcome, TargetState, writes
from monitor.store.dialect import for_psycopg
from monitor.store.sqlstore import SQLStore
from tests.dbconn import connect

T0 = 1_785_916_800_000  # 2026-08-05T08:00:00Z, the seed's example slot
MINUTE = 60_000
CHANGED_AT_T0 = CheckRow(
    work_id="acme:2026-08-05T08:00:00.000Z",
    target_id="acme",
    scheduled_for=T0,
    checked_at=T0,
    status=CheckStatus.CHANGED,
    attempt_count=1,
    result_hash="h",
    error_message=None,
    http_status=200,
    duration_ms=5,
)
"""Target acme's result of a change at its slot at T0."""
IDLE = TargetState(
    id="acme",
    url="https://example.com/",
    enabled=True,
    interval_minutes=60,
    next_check_at=T0,
    lease_expires_at=None,
    last_slot=None,
    last_status=None,
    last_checked_at=None,
)
"""A stored target as ``status`` reads it: hourly, due at T0, never checked, not leased."""
BEAT = DaemonBeat(
    id="host:1:0",
    host="host",
    pid=1,
    started_at=T0,
    beat_at=T0,
    last_tick_at=T0,
    queue_depth=0,
    healthy=True,
    reasons=(),
)
"""A healthy daemon's heartbeat, started and heard at T0."""

MONITOR = str(Path(sys.executable).parent / "monitor")


class FakeClock:
    """The injected clock: Unix milliseconds that move only when a test says so."""

    def __init__(self, now: int = T0) -> None:
        self.now = now

    def __call__(self) -> int:
        return self.now

    def advance(self, ms: int) -> None:
        self.now += ms


def checked(
    at: int,
    result_hash: str = "h",
    status: CheckStatus = CheckStatus.BASELINE,
    duration_ms: int = 1,
) -> Outcome:
    """A check's outcome at ``at``: the page answered 200 with this result (a baseline unless
    told otherwise)."""
    return Outcome(
        checked_at=at,
        duration_ms=duration_ms,
        status=status,
        http_status=200,
        result_hash=result_hash,
    )


def not_found(at: int) -> Outcome:
    """A check's outcome at ``at``: the page answered 404."""
    return Outcome(
        checked_at=at,
        duration_ms=0,
        status=CheckStatus.FAILED,
        http_status=404,
        error="HTTP 404",
        error_class="http_404",
    )


def write_config(directory: Path, targets: list[dict[str, Any]], **settings: Any) -> Path:
    """Write monitor.yaml and targets.yaml for a test; returns the settings file."""
    # No confirming fetch unless the test asks for one: a test that counts a page's requests,
    # or times a check, counts and times one fetch per check.
    base = {"database": "monitor.sqlite3", "allow_private_networks": True, "confirm_delay": "0"}
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
    with connect(database) as conn:
        return conn.execute(sql, params)


def execute(
    database: Path | PostgresURL,
    sql: str,
    params: tuple[Any, ...] | dict[str, Any] = (),
    *,
    translate: bool = True,
) -> int:
    """Run one write statement from outside the daemon, as another process would; how many
    rows it inserted, updated or deleted. ``translate=False``: ``sql`` is in the backend's own
    dialect already (a statement of the store's), its placeholders left as they are."""
    if isinstance(database, PostgresURL):
        with psycopg.connect(database.url, autocommit=True) as conn:
            return conn.execute(for_psycopg(sql) if translate else sql, params).rowcount
    with closing(sqlite3.connect(database)) as file, file:
        before = file.total_changes  # a cursor's rowcount is -1 after WITH ... INSERT
        file.execute(sql, params)
        return file.total_changes - before


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

    lines = (list(price_lines), list(text_lines))
    return alert_body(key, "changed", url, CHANGED_AT_T0, lines, None)


@asynccontextmanager
async def batches_held(store: SQLStore) -> AsyncIterator[list[int]]:
    """The group commit's writer takes each batch, then waits until the block ends before it
    writes it, as it would behind a slow transaction: whatever is submitted meanwhile lands in
    one batch. Yields the sizes of the batches taken."""
    sizes: list[int] = []
    release = asyncio.Event()
    write_batch = store._writes._run

    async def held(batch: list[writes.Write]) -> Sequence[writes.Answer | Exception]:
        sizes.append(len(batch))
        await release.wait()
        return await write_batch(batch)

    store._writes._run = held
    try:
        yield sizes
    finally:
        store._writes._run = write_batch
        release.set()


async def in_one_batch(store: SQLStore, *submitted: Any) -> list[Any]:
    """Each write's answer (or exception), all of them written in one group commit."""
    async with batches_held(store) as sizes:
        tasks = [asyncio.ensure_future(write) for write in submitted]
        await asyncio.sleep(0.05)
    answers = list(await asyncio.gather(*tasks, return_exceptions=True))
    assert sizes == [len(submitted)]
    return answers


STAND_IN = ipaddress.ip_address("127.0.0.1")
"""What the SSRF guard's tests treat as a public address: no server here has one."""


def stand_in_public(monkeypatch: pytest.MonkeyPatch) -> None:
    """The guard's policy, but for 127.0.0.1 (only), which it takes as public."""
    policy = guard.refused
    monkeypatch.setattr(guard, "refused", lambda address: address != STAND_IN and policy(address))
