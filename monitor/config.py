"""Settings (``monitor.yaml``) and the target list (``targets.yaml``) as validated, frozen objects.

Every mistake becomes a ``Problem`` naming file, line and field, e.g.
``targets.yaml:14 targets[3].interval: must be at least 15m``.
"""

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Annotated, Any, TypeVar

import httpx
from pydantic import (
    BaseModel,
    BeforeValidator,
    ByteSize,
    ConfigDict,
    Field,
    PositiveInt,
    ValidationError,
    field_validator,
)

from monitor import __version__, yamlfile
from monitor.errors import ConfigError, Problem

_DURATION_PART = re.compile(r"(\d+)(ms|s|m|h|d|w)")
_UNITS = {"ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}
MIN_INTERVAL = timedelta(minutes=15)


def parse_duration(value: object) -> timedelta:
    """``"30s"``, ``"5m"``, ``"24h"``, ``"1h30m"`` → timedelta; anything else is an error."""
    if isinstance(value, timedelta):
        return value
    text = value.strip() if isinstance(value, str) else ""
    if not text or _DURATION_PART.sub("", text):
        raise ValueError("must be a duration like 30s, 5m or 24h")
    seconds = sum(int(n) * _UNITS[unit] for n, unit in _DURATION_PART.findall(text))
    if seconds <= 0:
        raise ValueError("must be longer than zero")
    return timedelta(seconds=seconds)


def format_duration(value: timedelta) -> str:
    """The shortest spelling ``parse_duration`` reads back: ``timedelta(minutes=90)`` → ``90m``."""
    seconds = int(value.total_seconds())
    for unit in ("w", "d", "h", "m"):
        if seconds % _UNITS[unit] == 0:
            return f"{seconds // _UNITS[unit]}{unit}"
    return f"{seconds}s"


Duration = Annotated[timedelta, BeforeValidator(parse_duration)]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=False)


class Settings(_Frozen):
    """Daemon settings. Relative paths are relative to the settings file's directory."""

    database: Path = Path("monitor.sqlite3")
    targets: Path = Path("targets.yaml")
    tick_interval: Duration = timedelta(minutes=15)
    concurrency: PositiveInt = 16
    per_host_concurrency: PositiveInt = 2
    lease: Duration = timedelta(minutes=5)
    fetch_timeout: Duration = timedelta(seconds=20)
    max_body_bytes: ByteSize = ByteSize(5 * 1024 * 1024)
    user_agent: str = f"pricing-monitor/{__version__}"
    allow_private_networks: bool = False
    shutdown_grace: Duration = timedelta(seconds=30)

    @field_validator("max_body_bytes")
    @classmethod
    def _positive_size(cls, value: ByteSize) -> ByteSize:
        if value <= 0:
            raise ValueError("must be larger than zero")
        return value


_SLUG = r"^[a-z0-9](?:[a-z0-9_-]{0,62}[a-z0-9])?$"
_HEADER_NAME = re.compile(r"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$")


class Target(_Frozen):
    """One page to check. ``start_at`` anchors the due slots; a naive time is UTC."""

    id: Annotated[str, Field(pattern=_SLUG)]
    url: str
    interval: Duration
    enabled: bool = True
    headers: dict[str, str] = Field(default_factory=dict, repr=False)
    start_at: datetime | None = None

    @field_validator("url")
    @classmethod
    def _http_url(cls, value: str) -> str:
        try:
            url = httpx.URL(value)
        except httpx.InvalidURL as error:
            raise ValueError(f"not a valid URL ({error})") from None
        if url.scheme not in ("http", "https") or not url.host:
            raise ValueError("must be an http:// or https:// URL with a host")
        return value

    @field_validator("interval")
    @classmethod
    def _schedulable(cls, value: timedelta) -> timedelta:
        if value < MIN_INTERVAL:
            raise ValueError(f"must be at least {format_duration(MIN_INTERVAL)}")
        if value % timedelta(minutes=1):
            raise ValueError("must be a whole number of minutes")
        return value

    @field_validator("headers")
    @classmethod
    def _valid_headers(cls, value: dict[str, str]) -> dict[str, str]:
        for name, text in value.items():
            if not _HEADER_NAME.match(name):
                raise ValueError(f"{name!r} is not a valid header name")
            if "\r" in text or "\n" in text:
                raise ValueError(f"the value of {name!r} contains a line break")
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


class _TargetsFile(_Frozen):
    targets: list[Target]


Model = TypeVar("Model", bound=BaseModel)


def _validate(model: type[Model], source: yamlfile.YamlFile) -> Model:
    if not isinstance(source.data, dict):
        raise ConfigError([source.problem((), "must be a mapping of keys to values")])
    try:
        return model.model_validate(source.data)
    except ValidationError as error:
        raise ConfigError([_problem(source, detail) for detail in error.errors()]) from None


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
    return source.problem(tuple(detail["loc"]), message)


def load_settings(path: Path) -> Settings:
    """Read and validate the settings file; relative paths are taken from its directory."""
    settings = _validate(Settings, yamlfile.load(path))
    base = path.parent
    return settings.model_copy(
        update={"database": base / settings.database, "targets": base / settings.targets}
    )


def load_targets(path: Path) -> tuple[Target, ...]:
    """Read and validate the target list; ids must be unique."""
    source = yamlfile.load(path)
    targets = _validate(_TargetsFile, source).targets
    first_seen: dict[str, int] = {}
    problems = []
    for index, target in enumerate(targets):
        if target.id in first_seen:
            message = f"duplicate id (also targets[{first_seen[target.id]}])"
            problems.append(source.problem(("targets", index, "id"), message))
        first_seen.setdefault(target.id, index)
    if problems:
        raise ConfigError(problems)
    return tuple(targets)
