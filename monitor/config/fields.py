"""Validated field types shared by the settings, the targets and the channels.

Each raises ``ValueError`` with the message an operator reads after file, line and field.
"""

import re
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Annotated

import httpx
from pydantic import AfterValidator, BaseModel, BeforeValidator, ByteSize, ConfigDict, Field

from monitor.extract.page import valid_selector

_DURATION = re.compile(r"(?:(\d+)w)?(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?")
_UNITS = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1}
MIN_INTERVAL = timedelta(minutes=15)
MAX_DURATION = timedelta(days=3650)


def parse_duration(value: object) -> timedelta:
    """``"30s"``, ``"5m"``, ``"24h"``, ``"1h30m"`` → timedelta; units largest first, each once."""
    if isinstance(value, timedelta):
        return value
    text = value.strip() if isinstance(value, str) else ""
    match = _DURATION.fullmatch(text)
    if not text or match is None:
        raise ValueError("must be a duration like 30s, 5m or 24h")
    counts = zip(match.groups(), _UNITS.values(), strict=True)
    seconds = sum(int(count) * size for count, size in counts if count)
    if seconds <= 0:
        raise ValueError("must be longer than zero")
    if seconds > MAX_DURATION.total_seconds():
        raise ValueError(f"is too long (at most {format_duration(MAX_DURATION)})")
    return timedelta(seconds=seconds)


MAX_CONFIRM_DELAY = timedelta(minutes=5)
_DELAY = re.compile(r"(\d+(?:\.\d+)?)(ms|s)")


def parse_delay(value: object) -> timedelta:
    """A short wait: ``0`` (none), ``250ms``, ``0.2s``, ``5s``, or any duration up to 5m.

    >>> parse_delay("0.2s")
    datetime.timedelta(microseconds=200000)
    """
    if isinstance(value, bool):
        raise ValueError("must be 0 (off) or a duration like 250ms, 0.5s or 5s")
    if isinstance(value, timedelta):
        delay = value
    elif value == 0 or (isinstance(value, str) and value.strip() in ("0", "0s")):
        delay = timedelta(0)
    elif isinstance(value, str) and (match := _DELAY.fullmatch(value.strip())):
        amount, unit = float(match.group(1)), match.group(2)
        delay = timedelta(milliseconds=amount) if unit == "ms" else timedelta(seconds=amount)
    else:
        try:
            delay = parse_duration(value)
        except ValueError:
            raise ValueError("must be 0 (off) or a duration like 250ms, 0.5s or 5s") from None
    if delay < timedelta(0) or delay > MAX_CONFIRM_DELAY:
        raise ValueError(f"must be between 0 and {format_duration(MAX_CONFIRM_DELAY)}")
    return delay


def format_duration(value: timedelta, largest: str = "w") -> str:
    """The shortest spelling ``parse_duration`` reads back in units up to ``largest``:
    ``timedelta(minutes=90)`` → ``90m``; ``timedelta(hours=24)`` → ``1d``, or ``24h`` up to
    hours, as intervals are written."""
    seconds = int(value.total_seconds())
    names = list(_UNITS)
    for unit in names[names.index(largest) :]:
        if seconds % _UNITS[unit] == 0:
            return f"{seconds // _UNITS[unit]}{unit}"
    raise AssertionError("unreachable: every whole number of seconds is a multiple of 1s")


def _printable(value: str) -> str:
    if any((ord(char) < 0x20 and char != "\t") or ord(char) == 0x7F for char in value):
        raise ValueError("contains a line break or control character")
    return value


def header_value(value: str) -> str:
    if not value.isascii():
        raise ValueError("must be ASCII text (HTTP sends header values as bytes)")
    return _printable(value)


def _not_empty(value: object) -> object:
    if isinstance(value, str) and not value.strip():
        raise ValueError("must not be empty")
    return value


def positive_size(value: object) -> object:
    if isinstance(value, int | float) and not isinstance(value, bool) and value <= 0:
        raise ValueError("must be larger than zero")
    return value


def nonzero_size(value: ByteSize) -> ByteSize:
    if value == 0:
        raise ValueError("must be larger than zero")
    return value


def listen_address(value: object) -> tuple[str, int]:
    """``host:port`` (an IPv6 host in brackets) to serve on."""
    found = re.fullmatch(r"\[?([^\[\]]+?)\]?:(\d{1,5})", value) if isinstance(value, str) else None
    if found is None or not 0 < int(found[2]) < 65536:
        raise ValueError("must be host:port, such as 127.0.0.1:9464 or [::1]:9464")
    return found[1], int(found[2])


def not_bool(value: object) -> object:
    if isinstance(value, bool):  # YAML reads `yes` and `on` as true, which pydantic takes as 1
        raise ValueError("must be a valid integer, not yes/no")
    return value


Duration = Annotated[timedelta, BeforeValidator(parse_duration)]
Delay = Annotated[timedelta, BeforeValidator(parse_delay)]
Count = Annotated[int, BeforeValidator(not_bool), Field(gt=0)]
FilePath = Annotated[Path, BeforeValidator(_not_empty)]


@dataclass(frozen=True)
class PostgresURL:
    """A PostgreSQL server's ``postgresql://`` URL, without its password: libpq takes that
    from the environment (``PGPASSWORD``) or a password file (``PGPASSFILE``, ``~/.pgpass``),
    so that the settings file holds no secret, and no log line can show one."""

    url: str

    def __str__(self) -> str:
        return self.url


_POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def _database(value: object) -> object:
    """A PostgreSQL URL names a server; anything else is the SQLite file's path."""
    if not (isinstance(value, str) and value.startswith(_POSTGRES_SCHEMES)):
        return _not_empty(value)  # here, or both members of the union would say why not
    # Imported here: a command on SQLite, or none, need not load libpq's bindings.
    import psycopg
    from psycopg.conninfo import conninfo_to_dict

    try:
        given = conninfo_to_dict(value)
    except psycopg.ProgrammingError as error:
        raise ValueError(f"not a valid PostgreSQL URL ({error})") from None
    if "password" in given:
        raise ValueError(
            "must not contain the password: set PGPASSWORD in the daemon's environment, "
            "or use a password file (PGPASSFILE, ~/.pgpass)"
        )
    return PostgresURL(value)


Database = Annotated[FilePath | PostgresURL, BeforeValidator(_database)]


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=False)


SLUG = r"^[a-z0-9](?:[a-z0-9_-]{0,62}[a-z0-9])?$"
_HEADER_NAME = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")
_HOST = re.compile(r"[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?|[0-9a-f:.]+")  # name, IPv4 or IPv6


def _header_name(name: str) -> str:
    if not _HEADER_NAME.fullmatch(name):
        raise ValueError("not a valid header name")
    return name


HeaderName = Annotated[str, AfterValidator(_header_name)]
HeaderValue = Annotated[str, AfterValidator(header_value)]


def _css_selector(selector: str) -> str:
    if not selector.strip():
        raise ValueError("must not be empty")
    if not valid_selector(selector):
        raise ValueError(f"not a valid CSS selector: {selector!r}")
    return selector


def _regex(pattern: str) -> str:
    try:
        re.compile(pattern)
    except (re.error, RecursionError, OverflowError) as error:
        raise ValueError(f"not a valid regular expression ({error})") from None
    return pattern


def one_or_many(value: object) -> object:
    return [value] if isinstance(value, str) else value


Selector = Annotated[str, AfterValidator(_css_selector)]
Regex = Annotated[str, AfterValidator(_regex)]
Selectors = Annotated[tuple[Selector, ...], BeforeValidator(one_or_many)]
Regexes = Annotated[tuple[Regex, ...], BeforeValidator(one_or_many)]


def http_url(value: str) -> str:
    """An http:// or https:// URL with a valid host and port."""
    try:
        url = httpx.URL(value)
    except httpx.InvalidURL as error:
        raise ValueError(f"not a valid URL ({error})") from None
    if url.scheme not in ("http", "https") or not url.host:
        raise ValueError("must be an http:// or https:// URL with a host")
    if not _HOST.fullmatch(url.raw_host.decode("ascii", "replace").lower()):
        raise ValueError("not a valid URL (bad host name)")
    if url.port is not None and not 0 < url.port < 65536:
        raise ValueError("not a valid URL (port out of range)")
    return value


HttpUrl = Annotated[str, AfterValidator(http_url)]
Slug = Annotated[str, Field(pattern=SLUG)]
