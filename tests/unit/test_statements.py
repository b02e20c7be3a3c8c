"""The store's statements: written once, converted for psycopg in one place, the same names in
both dialects, and every name used."""

import re
from pathlib import Path

import pytest

from monitor.store import PostgresStore, SQLiteStore, queries, run_queries
from monitor.store.dialect import Statements, for_psycopg

STORE = Path(__file__).parents[2] / "monitor" / "store"


@pytest.mark.parametrize(
    ("sql", "psycopg"),
    [
        ("SELECT :a, :b_2 FROM t WHERE x = :a", "SELECT %(a)s, %(b_2)s FROM t WHERE x = %(a)s"),
        ("SELECT ?, ?", "SELECT %s, %s"),
        # a cast, also straight after a parameter
        (
            "SELECT :ids::jsonb, x::text, (e->>1)::bigint",
            "SELECT %(ids)s::jsonb, x::text, (e->>1)::bigint",
        ),
        # literals are left alone, their percent signs doubled as every other one
        (
            "SELECT ':' || :event WHERE k = ':quarantined'",
            "SELECT ':' || %(event)s WHERE k = ':quarantined'",
        ),
        (
            "SELECT 'it''s :x', json_extract(v, '$[0]')",
            "SELECT 'it''s :x', json_extract(v, '$[0]')",
        ),
        (
            "SELECT x FROM t WHERE u LIKE '%:%' AND n % 2 = :n",
            "SELECT x FROM t WHERE u LIKE '%%:%%' AND n %% 2 = %(n)s",
        ),
        ('SELECT ":odd" FROM t', 'SELECT ":odd" FROM t'),
        # a comment, whatever it holds: an apostrophe would otherwise open a literal
        (
            "SELECT 1 -- a join's :x, 100%\nWHERE y = :y",
            "SELECT 1 -- a join's :x, 100%%\nWHERE y = %(y)s",
        ),
    ],
)
def test_sqlites_placeholders_become_psycopgs(sql: str, psycopg: str) -> None:
    assert for_psycopg(sql) == psycopg


def test_a_name_defined_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="RECORD is defined by two"):
        Statements(queries, queries)


@pytest.mark.parametrize("kind", ["q", "rq"])
def test_both_backends_define_the_same_statements(kind: str) -> None:
    sqlite, postgresql = getattr(SQLiteStore, kind), getattr(PostgresStore, kind)
    assert sqlite.names() == postgresql.names()
    shared = queries if kind == "q" else run_queries
    # The shared ones are the same text, only converted.
    for name in Statements(shared).names():
        assert getattr(postgresql, name) == _converted(getattr(sqlite, name))


def _converted(statement: str | list[str]) -> str | list[str]:
    if isinstance(statement, list):
        return [for_psycopg(part) for part in statement]
    return for_psycopg(statement)


@pytest.mark.parametrize("kind", ["q", "rq"])
def test_every_statement_is_used_and_named_parameters_only(kind: str) -> None:
    code = "\n".join(path.read_text() for path in (STORE.parent).rglob("*.py"))
    statements = vars(getattr(SQLiteStore, kind))
    unused = [name for name in statements if not re.search(rf"\b{kind}\.{name}\b", code)]
    assert unused == []
    for name, statement in statements.items():
        for part in statement if isinstance(statement, list) else [statement]:
            assert not re.search(r"(?<!%)%s", for_psycopg(part)), f"{name} has a ? parameter"
