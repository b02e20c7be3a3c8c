"""PostgreSQL's schema is SQLite's: the same tables, columns (in order, with their types,
nullability and defaults), keys, foreign keys and indexes, so that one set of statements
means the same on both and an operator's query runs on either."""

import re
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

import psycopg
import pytest

from monitor.config.fields import PostgresURL
from monitor.store import PostgresStore, SQLiteStore
from tests.helpers import T0

pytestmark = pytest.mark.postgresql

# What a column of SQLite's declared type may be on PostgreSQL.
TYPES = {"INTEGER": {"integer", "bigint"}, "TEXT": {"text"}, "BLOB": {"bytea"}}
# Unix milliseconds outgrow a 32-bit integer: a time is a BIGINT.
TIME = re.compile(r"(_at|_for|^at|^period_start|^period_end|^cutoff)$")
# The table the migrations keep their versions in, which the monitor creates itself.
BOOKKEEPING = "schema_migrations"


class Schema:
    """One database's tables, as both backends can be read: comparable values only."""

    def __init__(self) -> None:
        self.columns: dict[str, list[tuple[str, bool, str | None]]] = {}
        """Each table's columns in order: name, NOT NULL, default."""
        self.types: dict[tuple[str, str], str] = {}
        self.keys: set[tuple[str, str, tuple[str, ...]]] = set()
        """(table, "primary" or "unique", columns)"""
        self.references: set[tuple[str, tuple[str, ...], str, tuple[str, ...], bool]] = set()
        """(table, columns, referenced table, its columns, checked at commit)"""
        self.indexes: dict[str, tuple[str, bool, str]] = {}
        """Each named index: its table, UNIQUE, what it indexes (as written)."""


def _indexed(definition: str) -> tuple[str, bool, str]:
    """(table, unique, columns) of a CREATE INDEX statement, as either backend writes it."""
    found = re.fullmatch(
        r"CREATE (UNIQUE )?INDEX \w+ ON (?:public\.)?(\w+)(?: USING btree)? \((.*)\)",
        " ".join(definition.split()),
    )
    assert found is not None, definition
    return found.group(2), found.group(1) is not None, found.group(3)


def _default(value: str | None) -> str | None:
    """A column default without PostgreSQL's cast: ``'[]'::text`` is SQLite's ``'[]'``."""
    return None if value is None else re.sub(r"::\w+( \w+)?$", "", value)


def sqlite_schema(path: Path) -> Schema:
    schema = Schema()
    with closing(sqlite3.connect(path)) as conn:
        tables = [
            name
            for (name,) in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'"
                " AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
        ]
        for table in tables:
            info = conn.execute(f"PRAGMA table_info({table})").fetchall()
            schema.columns[table] = [
                (name, bool(notnull) or pk > 0, default)
                for _, name, _, notnull, default, pk in info
            ]
            schema.types |= {(table, name): kind for _, name, kind, *_ in info}
            primary = tuple(
                name for *_, name, _, _, _, pk in sorted(info, key=lambda c: c[5]) if pk
            )
            schema.keys.add((table, "primary", primary))
            for _, index, _unique, origin, _ in conn.execute(f"PRAGMA index_list({table})"):
                if origin == "u":
                    columns = tuple(c[2] for c in conn.execute(f"PRAGMA index_info({index})"))
                    schema.keys.add((table, "unique", columns))
            references: dict[int, list[Any]] = {}
            for key, _, other, column, referenced, *_ in conn.execute(
                f"PRAGMA foreign_key_list({table})"
            ):
                references.setdefault(key, [other, [], []])
                references[key][1].append(column)
                references[key][2].append(referenced)
            [(sql,)] = conn.execute("SELECT sql FROM sqlite_master WHERE name = ?", (table,))
            deferred = "DEFERRABLE INITIALLY DEFERRED" in sql  # SQLite keeps no flag for it
            for other, columns, referenced in references.values():
                schema.references.add((table, tuple(columns), other, tuple(referenced), deferred))
        for name, sql in conn.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"
        ):
            schema.indexes[name] = _indexed(sql)
    return schema


def postgres_schema(url: str) -> Schema:
    schema = Schema()
    with psycopg.connect(url) as conn:
        for table, name, nullable, default, kind in conn.execute(
            "SELECT table_name, column_name, is_nullable, column_default, data_type"
            " FROM information_schema.columns WHERE table_schema = 'public'"
            " ORDER BY table_name, ordinal_position"
        ):
            schema.columns.setdefault(table, []).append((name, nullable == "NO", _default(default)))
            schema.types[(table, name)] = kind
        constraints = conn.execute(
            "SELECT c.contype, t.relname,"
            " ARRAY(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY AS k(n, i)"
            "       JOIN pg_attribute AS a ON a.attrelid = c.conrelid AND a.attnum = k.n"
            "       ORDER BY k.i),"
            " f.relname,"
            " ARRAY(SELECT a.attname FROM unnest(c.confkey) WITH ORDINALITY AS k(n, i)"
            "       JOIN pg_attribute AS a ON a.attrelid = c.confrelid AND a.attnum = k.n"
            "       ORDER BY k.i),"
            " c.condeferred"
            " FROM pg_constraint AS c JOIN pg_class AS t ON t.oid = c.conrelid"
            " LEFT JOIN pg_class AS f ON f.oid = c.confrelid"
            " JOIN pg_namespace AS n ON n.oid = c.connamespace"
            " WHERE n.nspname = 'public' AND c.contype IN ('p', 'u', 'f')"
        )
        for kind, table, columns, other, referenced, deferred in constraints:
            if kind == "f":
                schema.references.add((table, tuple(columns), other, tuple(referenced), deferred))
            else:
                schema.keys.add((table, "primary" if kind == "p" else "unique", tuple(columns)))
        for name, definition in conn.execute(
            "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'"
            " AND indexname NOT IN (SELECT conname FROM pg_constraint)"  # a key's own index
        ):
            schema.indexes[name] = _indexed(definition)
    return schema


@pytest.fixture
async def migrated(postgres_dsn: str) -> str:
    """A new PostgreSQL database as the daemon's first start leaves it."""
    await (await PostgresStore.open(PostgresURL(postgres_dsn), T0, 5)).close()
    return postgres_dsn


@pytest.fixture
async def schemas(tmp_path: Path, migrated: str) -> tuple[Schema, Schema]:
    """The schema each backend's migrations make of a new database: SQLite's, PostgreSQL's."""
    await (await SQLiteStore.open(tmp_path / "monitor.sqlite3", T0)).close()
    return sqlite_schema(tmp_path / "monitor.sqlite3"), postgres_schema(migrated)


def test_the_same_tables_with_the_same_columns_in_the_same_order(
    schemas: tuple[Schema, Schema],
) -> None:
    sqlite, postgres = schemas
    assert len(sqlite.columns) == 13
    assert sorted(postgres.columns) == sorted(sqlite.columns)
    for table, columns in sqlite.columns.items():
        assert postgres.columns[table] == columns, table


def test_each_column_holds_what_sqlite_declares_and_a_time_fits_in_it(
    schemas: tuple[Schema, Schema],
) -> None:
    sqlite, postgres = schemas
    assert sqlite.types.keys() == postgres.types.keys()
    for (table, column), declared in sqlite.types.items():
        kind = postgres.types[(table, column)]
        assert kind in TYPES[declared], f"{table}.{column}: {declared} is {kind}"
        if TIME.search(column):
            assert kind == "bigint", f"{table}.{column} holds Unix milliseconds"


def test_the_same_keys_and_foreign_keys(schemas: tuple[Schema, Schema]) -> None:
    sqlite, postgres = schemas
    assert ("outbox", "primary", ("key",)) in sqlite.keys
    assert postgres.keys == sqlite.keys
    assert ("check_attempts", ("work_id",), "source_checks", ("work_id",), True) in (
        sqlite.references
    )
    assert postgres.references == sqlite.references


def test_the_same_indexes_by_name_on_the_same_columns(schemas: tuple[Schema, Schema]) -> None:
    sqlite, postgres = schemas
    assert sqlite.indexes["source_checks_hash_prefix_idx"] == (
        "source_checks",
        False,
        "substr(result_hash, 1, 16)",
    )
    assert postgres.indexes == sqlite.indexes


def test_text_compares_and_sorts_by_its_bytes_as_in_sqlite(migrated: str) -> None:
    """SQLite's BINARY collation: whatever the server's locale, ``ORDER BY`` and ``<`` on a
    column give the order SQLite gives (its bookkeeping table, the store's own, aside)."""
    with psycopg.connect(migrated) as conn:
        found = conn.execute(
            "SELECT table_name, column_name, collation_name FROM information_schema.columns"
            " WHERE table_schema = 'public' AND data_type = 'text' AND table_name != %s",
            (BOOKKEEPING,),
        ).fetchall()
    assert len(found) > 50
    assert [row for row in found if row[2] != "C"] == []
