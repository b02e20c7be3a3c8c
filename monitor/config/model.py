"""Settings (``monitor.yaml``) and the target list (``targets.yaml``) as validated, frozen objects.

Every mistake becomes a ``Problem`` naming file, line and field, e.g.
``targets.yaml:14 targets[3].interval: must be at least 15m``.
"""

import difflib
import re
from collections.abc import Collection, Iterator
from datetime import UTC, datetime, time, timedelta
from pathlib import Path
from types import UnionType
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ByteSize,
    Field,
    PrivateAttr,
    ValidationError,
    ValidationInfo,
    field_validator,
)

from monitor import __version__
from monitor.config import yamlfile
from monitor.config.alert_rules import NO_RULES, Alerting, Confirm
from monitor.config.alert_rules import Rules as AlertRules
from monitor.config.channels import CHANNEL_TYPES, UNREAD, Channel, substitute, variables
from monitor.config.fields import (
    MAX_DURATION,
    MIN_INTERVAL,
    Count,
    Database,
    Delay,
    Duration,
    FilePath,
    Frozen,
    HeaderName,
    HeaderValue,
    HttpUrl,
    Regexes,
    Selector,
    Selectors,
    Slug,
    format_duration,
    header_value,
    listen_address,
    nonzero_size,
    not_bool,
    one_or_many,
    parse_duration,
    positive_size,
)
from monitor.config.request import (
    Render,
    RequestOptions,
    check_cookie_name,
    check_cookie_value,
    check_proxy,
)
from monitor.config.web_auth import WebSettings
from monitor.errors import ConfigError, Problem
from monitor.extract import Rules
from monitor.fetch.browser.chromium import INSTALL_HINT, find_executable
from monitor.period import WEEKDAYS, DigestSchedule, Weekday

__all__ = [
    "MAX_DURATION",
    "Settings",
    "Target",
    "format_duration",
    "load_settings",
    "parse_duration",
    "read_targets",
]


TimeOfDay = time  # the digest's field is named ``time``, which would hide the type


def _not_empty_text(value: object) -> object:
    if isinstance(value, str) and not value.strip():
        raise ValueError("must not be empty")
    return value


def _time_of_day(value: object) -> time:
    # Unquoted, YAML reads 8:00 as the sexagesimal number 480.
    if isinstance(value, time):
        return value
    if isinstance(value, str) and (found := re.fullmatch(r"(\d{1,2}):(\d{2})", value)):
        hour, minute = int(found[1]), int(found[2])
        if hour < 24 and minute < 60:
            return time(hour, minute)
    raise ValueError('must be a time of day written "HH:MM", in quotes')


def _timezone(value: str) -> str:
    try:
        ZoneInfo(value)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError("not an IANA timezone name, such as Europe/Berlin") from None
    return value


def _at_least_a_period(value: timedelta) -> timedelta:
    if value < timedelta(days=7):
        raise ValueError("must be at least 7d, one digest period")
    return value


def _at_most_an_hour(value: timedelta) -> timedelta:
    if value > timedelta(hours=1):
        raise ValueError("must be at most 1h")
    return value


class DigestSettings(Frozen):
    """When the weekly digest goes out, and to which channels."""

    channels: Annotated[tuple[Slug, ...], BeforeValidator(one_or_many)] | None = None
    """Channel names; None (the default) is every channel, an empty list none."""
    weekday: Weekday = "monday"
    time: Annotated[TimeOfDay, BeforeValidator(_time_of_day)] = TimeOfDay(8)
    timezone: Annotated[str, AfterValidator(_timezone)] = "UTC"

    def schedule(self) -> DigestSchedule:
        return DigestSchedule(WEEKDAYS.index(self.weekday), self.time, ZoneInfo(self.timezone))


Proxy = Annotated[str, AfterValidator(check_proxy)]
CookieName = Annotated[str, AfterValidator(check_cookie_name)]
CookieValue = Annotated[str, AfterValidator(check_cookie_value)]


class BrowserSettings(Frozen):
    """The browser that renders ``render: browser`` targets: one per daemon."""

    executable: Annotated[str, BeforeValidator(_not_empty_text)] = "auto"
    """``auto``: Debian's ``chromium`` or ``chromium-headless-shell`` on the PATH; else a path."""
    concurrency: Annotated[Count, Field(le=64)] = 2
    wait: Literal["networkidle", "load", "domcontentloaded"] = "networkidle"
    max_pages_per_browser: Count = 200
    max_memory: Annotated[
        ByteSize, BeforeValidator(positive_size), AfterValidator(nonzero_size)
    ] = ByteSize(1024**3)
    """The browser's resident memory, all its processes together: over it, it is restarted
    between pages."""


class Settings(Frozen):
    """Daemon settings. Relative paths are relative to the settings file's directory."""

    database: Database = Path("monitor.sqlite3")
    """The SQLite file, or a ``postgresql://`` URL for several daemons on one schedule."""
    targets: FilePath = Path("targets.yaml")
    tick_interval: Duration = timedelta(minutes=15)
    concurrency: Count = 16
    per_host_concurrency: Count = 2
    lease: Duration = timedelta(minutes=5)
    busy_timeout: Annotated[Duration, AfterValidator(_at_most_an_hour)] = timedelta(seconds=30)
    """How long a write waits for another process's write lock (a backup, a second daemon)."""
    fetch_timeout: Duration = timedelta(seconds=20)
    max_body_bytes: Annotated[
        ByteSize, BeforeValidator(positive_size), AfterValidator(nonzero_size)
    ] = ByteSize(5 * 1024**2)
    user_agent: Annotated[str, AfterValidator(header_value)] = f"pricing-monitor/{__version__}"
    allow_private_networks: bool = False
    shutdown_grace: Duration = timedelta(seconds=30)
    retry_base_delay: Duration = timedelta(seconds=30)
    retry_max_delay: Duration = timedelta(minutes=15)
    retry_max_attempts: Count = 5
    confirm_delay: Delay = timedelta(seconds=5)
    """A check that differs from the previous result fetches the page again after this long,
    within its lease, and leaves out what the two fetches disagree on; ``0`` turns it off."""
    channels: dict[Slug, Channel] = Field(default_factory=dict)
    digest: DigestSettings = DigestSettings()
    retention: Annotated[Duration, AfterValidator(_at_least_a_period)] = timedelta(days=90)
    cleanup_batch_size: Annotated[Count, Field(le=10_000)] = 100
    metrics_listen: Annotated[tuple[str, int], BeforeValidator(listen_address)] | None = None
    proxy: Proxy | None = Field(default=None, repr=False)
    """Every target's proxy unless it names its own (or ``direct``)."""
    browser: BrowserSettings = BrowserSettings()
    alert_when: AlertRules = ()
    """Every target's alert rules unless it sets its own; none: every change alerts."""
    confirm: Confirm = 1
    on_first_check: bool = True
    web: WebSettings = WebSettings()
    """``monitor web``'s; the daemon reads none of it."""
    _unread: frozenset[str] = PrivateAttr(default_factory=frozenset)

    @property
    def unread_variables(self) -> frozenset[str]:
        """The variables the channels name, left unread (``load_settings`` without
        ``resolve_secrets``): their values are as written, and nothing may send on them."""
        return self._unread

    @property
    def alerting(self) -> Alerting:
        """What a target without its own ``alert_when``, ``confirm`` or ``on_first_check``
        takes."""
        return Alerting(
            when=self.alert_when, confirm=self.confirm, on_first_check=self.on_first_check
        )

    def digest_channels(self) -> list[str]:
        """Where the digest goes: the ones it names, else every channel."""
        named = self.digest.channels
        return sorted(self.channels) if named is None else list(named)


Event = Literal["changed", "quarantined", "recovered"]


class Target(Frozen):
    """One page to check. ``start_at`` anchors the due slots; a naive time is UTC."""

    id: Slug
    url: HttpUrl = Field(repr=False)  # may carry credentials
    interval: Duration
    enabled: bool = True
    headers: dict[HeaderName, HeaderValue] = Field(default_factory=dict, repr=False)
    start_at: datetime | None = None
    selector: Selector | None = None
    ignore: Selectors = ()
    ignore_text: Regexes = ()
    extract: Literal["text", "prices", "plans"] = "text"
    volatile: Literal["drop", "keep"] = "drop"
    """Whether volatile text (``Updated 5 minutes ago``, a countdown, a viewer counter, a
    review count) is left out of what is compared."""
    compare_last: Annotated[int, BeforeValidator(not_bool), Field(ge=1, le=100)] = 1
    confirm_delay: Delay | None = None
    """This target's wait before its confirming fetch; None: the settings' ``confirm_delay``."""
    notify: Annotated[tuple[Slug, ...], BeforeValidator(one_or_many)] | None = None
    """Channel names; None (the default) is every channel, an empty list none."""
    notify_on: Annotated[tuple[Event, ...], BeforeValidator(one_or_many)] = ("changed",)
    allow_private_networks: bool = False
    """This target's requests, redirects included, may reach non-public addresses (an
    intranet page) while every other target stays behind the SSRF guard."""
    render: Render = "http"
    wait_for: Selector | None = None
    """With ``render: browser``: a CSS selector that must appear before the page is read."""
    render_timeout: Duration | None = None
    """With ``render: browser``: the deadline of load plus wait (default ``fetch_timeout``)."""
    proxy: Proxy | None = Field(default=None, repr=False)
    cookies: dict[CookieName, CookieValue] = Field(default_factory=dict, repr=False)
    alert_when: AlertRules | None = None
    """None: the settings' rules; an empty list: none, every change alerts."""
    confirm: Confirm | None = None
    on_first_check: bool | None = None

    @field_validator("wait_for", "render_timeout")
    @classmethod
    def _rendered(cls, value: object, info: ValidationInfo) -> object:
        if value is not None and info.data.get("render") != "browser":
            raise ValueError("needs render: browser")
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
        return Rules(
            extract=self.extract,
            selector=self.selector,
            ignore=self.ignore,
            ignore_text=self.ignore_text,
            volatile=self.volatile,
        )

    def alerting(self, defaults: Alerting = NO_RULES) -> Alerting:
        """The target's rules, each of its keys over the settings' ``defaults``."""
        return Alerting(
            when=defaults.when if self.alert_when is None else self.alert_when,
            confirm=self.confirm or defaults.confirm,
            on_first_check=(
                defaults.on_first_check if self.on_first_check is None else self.on_first_check
            ),
        )

    @property
    def request(self) -> RequestOptions:
        timeout = self.render_timeout
        timeout_ms = None if timeout is None else int(timeout.total_seconds() * 1000)
        return RequestOptions(
            render=self.render,
            wait_for=self.wait_for,
            render_timeout_ms=timeout_ms,
            proxy=self.proxy,
            cookies=self.cookies,
        )


class _TargetsFile(Frozen):
    targets: list[Any]  # each one is validated on its own, as it is read


Model = TypeVar("Model", bound=BaseModel)


def _validate(
    model: type[Model], source: yamlfile.YamlFile, extra: list[Problem], context: dict[str, Any]
) -> Model:
    """Validate, reporting pydantic's problems and ``extra`` ones together, in file order."""
    if problems := _not_a_mapping(source):
        raise ConfigError(problems)
    validated, problems = _check(model, source, context)
    if validated is None or extra:
        raise ConfigError(_in_file_order(problems + extra))
    return validated


def _not_a_mapping(source: yamlfile.YamlFile) -> list[Problem]:
    """A whole file must be a mapping (pydantic would say it is no valid model instance)."""
    if isinstance(source.data, dict):
        return []
    return [source.problem((), "must be a mapping of keys to values")]


def _check(
    model: type[Model], source: yamlfile.YamlFile, context: dict[str, Any] | None = None
) -> tuple[Model | None, list[Problem]]:
    """``source``'s data as a ``model``, or None and every problem in the way."""
    try:
        return model.model_validate(source.data, context=context), []
    except ValidationError as error:
        return None, [_problem(source, model, detail) for detail in error.errors()]


def _in_file_order(problems: list[Problem]) -> list[Problem]:
    return sorted(problems, key=lambda problem: problem.line or 0)


def _problem(source: yamlfile.YamlFile, model: type[BaseModel], detail: Any) -> Problem:
    kind, message = detail["type"], detail["msg"]
    if kind == "extra_forbidden":
        message = "unknown key" + _did_you_mean(model, detail["loc"])
    elif kind == "missing":
        message = "required"
    elif kind == "union_tag_not_found":
        message = "required: the channel's type (webhook, email or apprise)"
    elif kind == "union_tag_invalid":
        message = "must be webhook, email or apprise"
        detail = detail | {"loc": (*detail["loc"], "type")}
    elif message.startswith("Value error, "):
        message = message.removeprefix("Value error, ")
    elif kind == "string_pattern_mismatch":
        message = "must be a lowercase slug (letters, digits, - and _; at most 64 characters)"
    loc = tuple(part for part in detail["loc"] if part != "[key]")
    if len(loc) > 2 and loc[0] == "channels" and loc[2] in CHANNEL_TYPES:
        loc = loc[:2] + loc[3:]  # pydantic names the union member; the file does not
    return source.problem((*source.at, *loc), message + _extraction_target(source, model, loc))


def _did_you_mean(model: type[BaseModel], loc: tuple[Any, ...]) -> str:
    """The known key closest to the unknown one, if any is close."""
    known = [
        spelling
        for found in _models_at(model, loc[:-1])
        for name, field in found.model_fields.items()
        for spelling in (name, field.alias)
        if spelling
    ]
    close = difflib.get_close_matches(str(loc[-1]), known, n=1, cutoff=0.7)
    return f"; did you mean {close[0]}?" if close else ""


def _models_at(model: type[BaseModel], path: tuple[Any, ...]) -> list[type[BaseModel]]:
    """The models that may hold the keys at ``path``, following fields, list items, mapping
    values and union members (a channel's loc names its type, which selects the member)."""
    current: list[Any] = [model]
    for part in path:
        following = []
        for option in (alt for annotation in current for alt in _alternatives(annotation)):
            origin = get_origin(option)
            if isinstance(option, type) and issubclass(option, BaseModel):
                if part in option.model_fields:
                    following.append(option.model_fields[part].annotation)
                elif part in CHANNEL_TYPES and _tag(option) == part:
                    following.append(option)
            elif origin in (list, tuple) and isinstance(part, int):
                following += [arg for arg in get_args(option) if arg is not Ellipsis]
            elif origin is dict:
                following.append(get_args(option)[1])
        current = following
    return [
        m
        for a in current
        for m in _alternatives(a)
        if isinstance(m, type) and issubclass(m, BaseModel)
    ]


def _alternatives(annotation: Any) -> list[Any]:
    """``Annotated``, ``Optional`` and unions unwrapped."""
    origin = get_origin(annotation)
    if origin is Annotated:
        return _alternatives(get_args(annotation)[0])
    if origin in (Union, UnionType):
        return [alt for arg in get_args(annotation) for alt in _alternatives(arg)]
    return [annotation]


def _tag(model: type[BaseModel]) -> str | None:
    field = model.model_fields.get("type")
    args = get_args(field.annotation) if field is not None else ()
    return str(args[0]) if args else None


_EXTRACTION_KEYS = (
    "selector",
    "ignore",
    "ignore_text",
    "extract",
    "volatile",
    "compare_last",
    "confirm_delay",
)


def _extraction_target(
    source: yamlfile.YamlFile, model: type[BaseModel], loc: tuple[Any, ...]
) -> str:
    """`` (target pricing-page)`` for a problem in a target's extraction settings: a selector
    is easier to find by the page it is for than by its position in the list."""
    if model is not Target or not loc or loc[0] not in _EXTRACTION_KEYS:
        return ""
    target_id = source.data.get("id") if isinstance(source.data, dict) else None
    return (
        f" (target {target_id})" if isinstance(target_id, str) and target_id.isprintable() else ""
    )


def load_settings(path: Path, resolve_secrets: bool = True, web_secrets: bool = False) -> Settings:
    """Read and validate the settings file; relative paths are taken from its directory, and
    ``${NAME}`` under ``channels:`` from the environment, unless ``resolve_secrets`` is off:
    then no variable is read, and a value naming one is kept as written (``unread_variables``),
    for a command that sends nothing. ``${NAME}`` under ``web:`` is read for ``monitor web``
    alone (``web_secrets``): no other process needs its credentials in its environment."""
    source = yamlfile.load(path)
    named = source.data.get("channels") if isinstance(source.data, dict) else None
    problems = _substituted(source, "web") if web_secrets else []
    if resolve_secrets:
        problems += _substituted(source, "channels")
    settings = _validate(Settings, source, problems, {UNREAD: not resolve_secrets})
    if not resolve_secrets:
        settings._unread = frozenset(variables(named))
    unknown = [
        source.problem(("digest", "channels", position), _no_channel(name, settings.channels))
        for position, name in enumerate(settings.digest.channels or ())
        if name not in settings.channels
    ]
    if unknown:
        raise ConfigError(unknown)
    base = path.parent
    database = settings.database
    if isinstance(database, Path):
        database = base / database
    return settings.model_copy(update={"database": database, "targets": base / settings.targets})


def _substituted(source: yamlfile.YamlFile, key: str) -> list[Problem]:
    """``${NAME}`` under ``key:`` read from the environment, in place; a problem for each
    variable that is not set."""
    written = source.data.get(key) if isinstance(source.data, dict) else None
    if written is None:
        return []
    replaced, missing = substitute(written, (key,))
    source.data = source.data | {key: replaced}
    return [
        source.problem(where, f"environment variable {name} is not set") for where, name in missing
    ]


# A file generated with one mistake in every target would report it once per target; the first
# hundred show every kind of mistake, and keep the log line under journald's 48K.
MAX_PROBLEMS = 100


def listed_targets(settings: Settings) -> Iterator[Target]:
    """The settings' targets file as ``read_targets`` reads it for the daemon: with their
    channels, their browser and their alerting defaults."""
    return read_targets(
        settings.targets, settings.channels, settings.browser.executable, settings.alerting
    )


def read_targets(
    path: Path,
    channels: Collection[str] | None = None,
    chromium: str = "auto",
    alerting: Alerting | None = None,
) -> Iterator[Target]:
    """The target list, validated one target at a time as the file is read: nothing holds
    them all. Ids must be unique, header names per target, and (given the settings'
    ``channels``) every channel a target notifies must exist; a target that names none then
    notifies them all.

    Every problem is raised together, as a ConfigError, after the last target, and no target
    is yielded after the first problem: a consumer that keeps nothing until the iteration
    ends (the store's sync) changes nothing for a broken file.

    A target that renders in a browser needs Chromium (the settings' ``browser.executable``,
    ``chromium``) installed: without it, that is a problem of the file, not of every check.
    """
    listing = _Listing(path, channels, chromium, alerting)
    for part in yamlfile.stream(path, "targets"):
        if not part.at:  # the rest of the document, last
            listing.note(_not_a_mapping(part) or _check(_TargetsFile, part)[1])
        elif (target := listing.target(part)) is not None and not listing.problems:
            yield target
    listing.raise_problems()


class _Listing:
    """What reading one targets file has found so far: the ids, and the problems."""

    def __init__(
        self,
        path: Path,
        channels: Collection[str] | None,
        chromium: str,
        alerting: Alerting | None = None,
    ) -> None:
        self._path = path
        self._alerting = alerting
        self._chromium = chromium
        self._has_chromium: bool | None = None  # looked for at the first target that renders
        self._channels = channels
        self._every = tuple(sorted(channels or ()))  # what a target naming no channel notifies
        self._ids: dict[str, int] = {}  # the position each was first seen at
        self.problems: list[Problem] = []
        self._more = 0

    def target(self, item: yamlfile.YamlFile) -> Target | None:
        """The item as a target, or None when it has problems (noted)."""
        problems = self._duplicates(item)
        target, invalid = _check(Target, item)
        problems += invalid
        if target is not None and target.render == "browser" and not self._found_chromium():
            where = "" if self._chromium == "auto" else f" ({self._chromium} is not executable)"
            message = f"browser needs Chromium{where}: {INSTALL_HINT}"
            problems.append(item.problem((*item.at, "render"), message))
        if target is not None and self._channels is not None:
            problems += _unknown_channels(item, target, self._channels)
            if target.notify is None:
                target = target.model_copy(update={"notify": self._every})
        if target is not None and self._alerting is not None:
            resolved = target.alerting(self._alerting)
            target = target.model_copy(
                update={
                    "alert_when": resolved.when,
                    "confirm": resolved.confirm,
                    "on_first_check": resolved.on_first_check,
                }
            )
        self.note(problems)
        return None if problems else target

    def _found_chromium(self) -> bool:
        if self._has_chromium is None:
            self._has_chromium = find_executable(self._chromium) is not None
        return self._has_chromium

    def _duplicates(self, item: yamlfile.YamlFile) -> list[Problem]:
        """A repeated id, and header names repeated (case-insensitive), found in the raw data
        so that they are reported together with every other problem."""
        raw = item.data if isinstance(item.data, dict) else {}
        problems = []
        target_id, index = raw.get("id"), int(item.at[-1])
        if isinstance(target_id, str) and self._ids.setdefault(target_id, index) != index:
            message = f"duplicate id (also targets[{self._ids[target_id]}])"
            problems.append(item.problem((*item.at, "id"), message))
        headers = raw.get("headers")
        seen: set[str] = set()
        for name in headers if isinstance(headers, dict) else {}:
            if str(name).lower() in seen:
                loc = (*item.at, "headers", str(name))
                problems.append(item.problem(loc, "duplicate header (names ignore case)"))
            seen.add(str(name).lower())
        return problems

    def note(self, problems: list[Problem]) -> None:
        """Keep the first ``MAX_PROBLEMS``; count the others."""
        room = max(0, MAX_PROBLEMS - len(self.problems))
        self.problems += problems[:room]
        self._more += len(problems[room:])

    def raise_problems(self) -> None:
        if not self.problems:
            return
        problems = _in_file_order(self.problems)
        if self._more:
            more = f"and {self._more:,} more problems"
            problems.append(Problem(str(self._path), None, "", more))
        raise ConfigError(problems)


def _unknown_channels(
    item: yamlfile.YamlFile, target: Target, channels: Collection[str]
) -> list[Problem]:
    return [
        item.problem((*item.at, "notify", position), _no_channel(name, channels))
        for position, name in enumerate(target.notify or ())
        if name not in channels
    ]


def _no_channel(name: str, channels: Collection[str]) -> str:
    known = ", ".join(sorted(channels)) or "none are configured"
    return f"no channel {name!r} in the settings (channels: {known})"
