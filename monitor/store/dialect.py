"""The store's statements in each database's dialect, written once.

Every statement is written with SQLite's named parameters (``:name``). Those that read the
same in both databases live in ``queries`` and ``run_queries``; each backend adds its own
spelling of the few that differ (``sqlite_queries``, ``pg_queries`` and their ``run_``
twins). A backend's ``Statements`` are both, under the one set of names the shared code uses
(``tx.q.CLAIM``); PostgreSQL's are converted to psycopg's placeholders here, once, at import.

A statement module's public upper-case names are its statements (a list is several, run in
order); the parts they are built from are private, or in ``sql_shared``.
"""

import re
from collections.abc import Callable
from types import ModuleType, SimpleNamespace
from typing import Any

# What psycopg must not read as SQLite's: string literals, quoted names and comments are left
# as they are (an alert key ends in ':quarantined'), a PostgreSQL cast (``::jsonb``) too. A
# percent sign, wherever it stands, is psycopg's own placeholder character: it is doubled.
_TOKENS = re.compile(
    r"""
      '(?:[^']|'')*'        # a string literal
    | "(?:[^"]|"")*"        # a quoted name
    | --[^\n]*              # a comment
    | ::                    # a cast
    | :([A-Za-z_]\w*)       # a named parameter
    | (\?)                  # a positional parameter (the tests' statements; never the store's)
    | %                     # a percent sign
    """,
    re.VERBOSE,
)


def for_psycopg(sql: str) -> str:
    """``sql`` with psycopg's placeholders (``%(name)s``, ``%s``) for SQLite's."""
    return _TOKENS.sub(_psycopg_token, sql)


def _psycopg_token(match: re.Match[str]) -> str:
    name, positional = match.groups()
    if name is not None:
        return f"%({name})s"
    if positional is not None:
        return "%s"
    return match[0].replace("%", "%%")


class Statements(SimpleNamespace):
    """One backend's named statements, as the shared code reads them (``q.CLAIM``)."""

    def __init__(self, *modules: ModuleType, convert: Callable[[str], str] | None = None):
        found: dict[str, Any] = {}
        for module in modules:
            for name, statement in vars(module).items():
                if not name.isupper() or name.startswith("_"):
                    continue  # a part of statements, or an import
                if name in found:
                    raise ValueError(f"{name} is defined by two of {[m.__name__ for m in modules]}")
                found[name] = statement if convert is None else _converted(statement, convert)
        super().__init__(**found)

    def names(self) -> set[str]:
        return set(vars(self))


def _converted(statement: str | list[str], convert: Callable[[str], str]) -> str | list[str]:
    if isinstance(statement, list):
        return [convert(part) for part in statement]
    return convert(statement)
