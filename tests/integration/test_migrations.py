import shutil
from pathlib import Path

import aiosqlite
import pytest

from monitor.store import pg_connect
from monitor.store.migrate import load_migrations, migrate, migrations_dir, split_statements


async def schema_of(path: Path) -> list[tuple[str, str, str]]:
    async with aiosqlite.connect(path) as conn:
        found = await conn.execute_fetchall(
            "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
            " ORDER BY type, name"
        )
    return [(kind, name, " ".join((sql or "").split())) for kind, name, sql in found]


async def migrate_file(path: Path, directory: Path | None = None) -> list[int]:
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        return await migrate(conn, 0, directory)


async def test_reapplying_is_a_no_op(tmp_path: Path) -> None:
    database = tmp_path / "db.sqlite3"
    everything = [m.version for m in load_migrations(migrations_dir())]
    assert await migrate_file(database) == everything
    assert await migrate_file(database) == []


@pytest.mark.postgresql
async def test_reapplying_is_a_no_op_on_postgresql(postgres_dsn: str) -> None:
    everything = [m.version for m in load_migrations(pg_connect.migrations_dir())]
    pool = await pg_connect.open_pool(postgres_dsn, 5.0, read_only=False)
    try:
        assert await pg_connect.migrate(pool, 0) == everything
        assert await pg_connect.migrate(pool, 0) == []
    finally:
        await pool.close()


@pytest.mark.parametrize("start", range(len(load_migrations(migrations_dir()))))
async def test_a_database_upgraded_from_any_version_equals_a_fresh_one(
    tmp_path: Path, start: int
) -> None:
    fresh, upgraded = tmp_path / "fresh.sqlite3", tmp_path / "upgraded.sqlite3"
    await migrate_file(fresh)
    older = tmp_path / "older"
    older.mkdir()
    for migration in load_migrations(migrations_dir())[:start]:
        shutil.copy(migrations_dir() / f"{migration.name}.sql", older)
    await migrate_file(upgraded, older)
    await migrate_file(upgraded)
    assert await schema_of(upgraded) == await schema_of(fresh)


async def test_a_failing_migration_leaves_nothing_behind(tmp_path: Path) -> None:
    directory = tmp_path / "migrations"
    directory.mkdir()
    (directory / "0001_good.sql").write_text("CREATE TABLE kept (id INTEGER);\n")
    (directory / "0002_bad.sql").write_text(
        "CREATE TABLE half (id INTEGER);\nINSERT INTO missing VALUES (1);\n"
    )
    database = tmp_path / "db.sqlite3"
    with pytest.raises(Exception, match="no such table: missing"):
        await migrate_file(database, directory)
    names = [name for _, name, _ in await schema_of(database)]
    assert "kept" in names
    assert "half" not in names
    async with aiosqlite.connect(database) as conn:
        versions = await conn.execute_fetchall("SELECT version FROM schema_migrations")
    assert list(versions) == [(1,)]


@pytest.mark.parametrize(
    ("script", "expected"),
    [
        (
            "CREATE TABLE a (x);\nCREATE TABLE b (y);\n",
            ("CREATE TABLE a (x);", "CREATE TABLE b (y);"),
        ),
        (
            "-- a comment\nCREATE TABLE a (\n  x TEXT -- ; not the end\n);\n-- trailing\n",
            ("-- a comment\nCREATE TABLE a (\n  x TEXT -- ; not the end\n);",),
        ),
        ("INSERT INTO t VALUES ('a;b');\n", ("INSERT INTO t VALUES ('a;b');",)),
    ],
)
def test_split_statements(script: str, expected: tuple[str, ...]) -> None:
    assert split_statements(script) == expected


def test_an_unterminated_statement_is_refused() -> None:
    with pytest.raises(RuntimeError, match="incomplete SQL statement"):
        split_statements("CREATE TABLE a (x);\nCREATE TABLE b (y)\n")


async def test_results_from_before_snapshots_survive_and_the_next_check_is_a_baseline(
    tmp_path: Path,
) -> None:
    """A database from before migration 0003 (raw-body hashes) upgrades without losing a row,
    and its targets start a new baseline rather than reporting a change."""
    database, older = tmp_path / "db.sqlite3", tmp_path / "older"
    older.mkdir()
    for migration in load_migrations(migrations_dir())[:2]:
        shutil.copy(migrations_dir() / f"{migration.name}.sql", older)
    await migrate_file(database, older)
    async with aiosqlite.connect(database) as conn:
        await conn.execute(
            "INSERT INTO monitor_targets (id, url, interval_minutes, next_check_at, created_at,"
            " updated_at) VALUES ('acme', 'https://example.com/', 60, 3600000, 0, 0)"
        )
        await conn.execute(
            "INSERT INTO source_checks (work_id, target_id, scheduled_for, checked_at, status,"
            " result_hash) VALUES ('acme:1970-01-01T00:00:00.000Z', 'acme', 0, 1, 'baseline',"
            " 'rawbodyhash')"
        )
        await conn.commit()
    await migrate_file(database)
    async with aiosqlite.connect(database) as conn:
        target = await conn.execute_fetchall(
            "SELECT rules_json, compare_last, recent_hashes, etag FROM monitor_targets"
        )
        kept = await conn.execute_fetchall("SELECT result_hash FROM source_checks")
    assert list(target) == [("{}", 1, "[]", None)]  # '{}' differs from any synced rules
    assert list(kept) == [("rawbodyhash",)]
