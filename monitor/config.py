"""Settings (``monitor.yaml``) and the target list (``targets.yaml``) as validated, frozen objects.

Every mistake becomes a ``Problem`` naming file, line and field, e.g.
``targets.yaml:14 targets[3].interval: must be at least 15m``.
"""

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

import httpx
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ByteSize,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
)

from monitor import __version__, yamlfile
from monitor.errors import ConfigError, Problem
from monitor.extract import Rules
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


def format_duration(value: timedelta) -> str:
    """The shortest spelling ``parse_duration`` reads back: ``timedelta(minutes=90)`` → ``90m``."""
    seconds = int(value.total_seconds())
    for unit, size in _UNITS.items():
        if seconds % size == 0:
            return f"{seconds // size}{unit}"
    raise AssertionError("unreachable: every whole number of seconds is a multiple of 1s")


def _printable(value: str) -> str:
    if any((ord(char) < 0x20 and char != "\t") or ord(char) == 0x7F for char in value):
        raise ValueError("contains a line break or control character")
    return value


def _header_value(value: str) -> str:
    if not value.isascii():
        raise ValueError("must be ASCII text (HTTP sends header values as bytes)")
    return _printable(value)


def _not_empty(value: object) -> object:
    if isinstance(value, str) and not value.strip():
        raise ValueError("must not be empty")
    return value


def _positive_size(value: object) -> object:
    if isinstance(value, int | float) and not isinstance(value, bool) and value <= 0:
        raise ValueError("must be larger than zero")
    return value


def _nonzero_size(value: ByteSize) -> ByteSize:
    if value == 0:
        raise ValueError("must be larger than zero")
    return value


def _not_bool(value: object) -> object:
    if isinstance(value, bool):  # YAML reads `yes` and `on` as true, which pydantic takes as 1
        raise ValueError("must be a valid integer, not yes/no")
    return value


Duration = Annotated[timedelta, BeforeValidator(parse_duration)]
Count = Annotated[int, BeforeValidator(_not_bool), Field(gt=0)]
FilePath = Annotated[Path, BeforeValidator(_not_empty)]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=False)


class Settings(_Frozen):
    """Daemon settings. Relative paths are relative to the settings file's directory."""

    database: FilePath = Path("monitor.sqlite3")
    targets: FilePath = Path("targets.yaml")
    tick_interval: Duration = timedelta(minutes=15)
    concurrency: Count = 16
    per_host_concurrency: Count = 2
    lease: Duration = timedelta(minutes=5)
    fetch_timeout: Duration = timedelta(seconds=20)
    max_body_bytes: Annotated[
        ByteSize, BeforeValidator(_positive_size), AfterValidator(_nonzero_size)
    ] = ByteSize(5 * 1024**2)
    user_agent: Annotated[str, AfterValidator(_header_value)] = f"pricing-monitor/{__version__}"
    allow_private_networks: bool = False
    shutdown_grace: Duration = timedelta(seconds=30)
    retry_base_delay: Duration = timedelta(seconds=30)
    retry_max_delay: Duration = timedelta(minutes=15)
    retry_max_attempts: Count = 5


_SLUG = r"^[a-z0-9](?:[a-z0-9_-]{0,62}[a-z0-9])?$"
_HEADER_NAME = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")
_HOST = re.compile(r"[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?|[0-9a-f:.]+")  # name, IPv4 or IPv6


def _header_name(name: str) -> str:
    if not _HEADER_NAME.fullmatch(name):
        raise ValueError("not a valid header name")
    return name


HeaderName = Annotated[str, AfterValidator(_header_name)]
HeaderValue = Annotated[str, AfterValidator(_header_value)]


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


def _one_or_many(value: object) -> object:
    return [value] if isinstance(value, str) else value


Selector = Annotated[str, AfterValidator(_css_selector)]
Regex = Annotated[str, AfterValidator(_regex)]
Selectors = Annotated[tuple[Selector, ...], BeforeValidator(_one_or_many)]
Regexes = Annotated[tuple[Regex, ...], BeforeValidator(_one_or_many)]


class Target(_Frozen):
    """One page to check. ``start_at`` anchors the due slots; a naive time is UTC."""

    id: Annotated[str, Field(pattern=_SLUG)]
    url: str = Field(repr=False)  # may carry credentials
    interval: Duration
    enabled: bool = True
    headers: dict[HeaderName, HeaderValue] = Field(default_factory=dict, repr=False)
    start_at: datetime | None = None
    selector: Selector | None = None
    ignore: Selectors = ()
    ignore_text: Regexes = ()
    extract: Literal["text", "prices"] = "text"
    compare_last: Annotated[int, BeforeValidator(_not_bool), Field(ge=1, le=100)] = 1

    @field_validator("url")
    @classmethod
    def _http_url(cls, value: str) -> str:
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

    @field_validator("interval")
    @classmethod
    def _schedulable(cls, value: timedelta) -> timedelta:
        if value < MIN_INTERVAL:
            raise ValueError(f"must be at least {format_duration(MIN_INTERVAL)}")
        if value % timedelta(minutes=1):
            raise ValueError("must be a whole number of minutes")
        return value

    @field_validator("start_at")
    @classmethod
    def _aware(cls, value: datetime | None) -> datetime | None:
        if value is not None and value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value

    @property
    def interval_minutes(self) -> int:
        return int(self.interval / timedelta(minutes=1))

    @property
    def rules(self) -> Rules:
        return Rules(self.extract, self.selector, self.ignore, self.ignore_text)


class _TargetsFile(_Frozen):
    targets: list[Target]


Model = TypeVar("Model", bound=BaseModel)


def _validate(model: type[Model], source: yamlfile.YamlFile, extra: list[Problem]) -> Model:
    """Validate, reporting pydantic's problems and ``extra`` ones together, in file order."""
    if not isinstance(source.data, dict):
        raise ConfigError([source.problem((), "must be a mapping of keys to values")])
    try:
        validated = model.model_validate(source.data)
    except ValidationError as error:
        problems = [_problem(source, detail) for detail in error.errors()] + extra
    else:
        problems = extra
    if problems:
        raise ConfigError(sorted(problems, key=lambda problem: problem.line or 0))
    return validated


def _problem(source: yamlfile.YamlFile, detail: Any) -> Problem:
    kind, message = detail["type"], detail["msg"]
    if kind == "extra_forbidden":
        message = "unknown key"
    elif kind == "missing":
        message = "required"
    elif message.startswith("Value error, "):
        message = message.removeprefix("Value error, ")
    elif kind == "string_pattern_mismatch":
        message = "must be a lowercase slug (letters, digits, - and _; at most 64 characters)"
    loc = tuple(part for part in detail["loc"] if part != "[key]")
    return source.problem(loc, message + _extraction_target(source, loc))


_EXTRACTION_KEYS = ("selector", "ignore", "ignore_text", "extract", "compare_last")


def _extraction_target(source: yamlfile.YamlFile, loc: tuple[Any, ...]) -> str:
    """`` (target pricing-page)`` for a problem in a target's extraction settings: a selector
    is easier to find by the page it is for than by its position in the list."""
    if len(loc) < 3 or loc[0] != "targets" or loc[2] not in _EXTRACTION_KEYS:
        return ""
    listed = source.data.get("targets")
    raw = listed[loc[1]] if isinstance(listed, list) and isinstance(loc[1], int) else None
    target_id = raw.get("id") if isinstance(raw, dict) else None
    return (
        f" (target {target_id})" if isinstance(target_id, str) and target_id.isprintable() else ""
    )


def load_settings(path: Path) -> Settings:
    """Read and validate the settings file; relative paths are taken from its directory."""
    settings = _validate(Settings, yamlfile.load(path), [])
    base = path.parent
    return settings.model_copy(
        update={"database": base / settings.database, "targets": base / settings.targets}
    )


def load_targets(path: Path) -> tuple[Target, ...]:
    """Read and validate the target list; ids must be unique, and header names per target."""
    source = yamlfile.load(path)
    return tuple(_validate(_TargetsFile, source, _duplicates(source)).targets)


def _duplicates(source: yamlfile.YamlFile) -> list[Problem]:
    """Duplicate ids and header names (case-insensitive), found in the raw data so that they
    are reported together with every other problem."""
    listed = source.data.get("targets") if isinstance(source.data, dict) else None
    problems: list[Problem] = []
    first_ids: dict[str, int] = {}
    for index, raw in enumerate(listed if isinstance(listed, list) else []):
        if not isinstance(raw, dict):
            continue
        target_id = raw.get("id")
        if isinstance(target_id, str) and target_id in first_ids:
            message = f"duplicate id (also targets[{first_ids[target_id]}])"
            problems.append(source.problem(("targets", index, "id"), message))
        elif isinstance(target_id, str):
            first_ids[target_id] = index
        headers = raw.get("headers")
        seen: set[str] = set()
        for name in headers if isinstance(headers, dict) else {}:
            if str(name).lower() in seen:
                loc = ("targets", index, "headers", str(name))
                problems.append(source.problem(loc, "duplicate header (names ignore case)"))
            seen.add(str(name).lower())
    return problems
