"""Where alerts go: the ``channels:`` of ``monitor.yaml``, validated and frozen.

Secrets (a webhook's signing secret, an SMTP password, Apprise URLs, which carry tokens) are
``SecretStr`` or kept out of ``repr``, so that a logged or printed settings object shows none
of them. Any string under ``channels:`` may name an environment variable, ``${NAME}``, read
when the file is loaded by a command that sends. A command that sends nothing (``status``,
``history``) loads the settings with the variables unread: a value naming one is kept as
written (a number stands in as its default) and the channel judged by its shape alone, so that
an operator's shell needs none of the service's secrets.
"""

import os
import re
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BeforeValidator,
    Field,
    SecretStr,
    ValidationInfo,
    ValidatorFunctionWrapHandler,
    WrapValidator,
)

from monitor.config.fields import Frozen, HeaderName, HeaderValue, HttpUrl, one_or_many

_VARIABLE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
_ADDRESS = re.compile(r"[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+")
UNREAD = "variables_unread"
"""The validation context's key that loads the channels with their variables unread."""


def _unread(value: Any, info: ValidationInfo) -> bool:
    """Whether ``value`` names a variable that this load leaves unread."""
    unread = bool((info.context or {}).get(UNREAD))
    return unread and isinstance(value, str) and _VARIABLE.search(value) is not None


def _as_written(value: Any, handler: ValidatorFunctionWrapHandler, info: ValidationInfo) -> Any:
    """With the variables unread, a value naming one stays as written, unjudged: only the
    variable's value could be (a URL, an address). Nothing sends such a value: a ``Sender``
    refuses settings loaded so."""
    return value if _unread(value, info) else handler(value)


def _standing_in(stand_in: Any) -> WrapValidator:
    """``_as_written`` for a value that is not text (a port): ``stand_in`` takes its place."""

    def validate(value: Any, handler: ValidatorFunctionWrapHandler, info: ValidationInfo) -> Any:
        return stand_in if _unread(value, info) else handler(value)

    return WrapValidator(validate)


AsWritten = WrapValidator(_as_written)


def _address(value: str) -> str:
    if not _ADDRESS.fullmatch(value):
        raise ValueError("not an email address")
    return value


def _apprise_url(value: str) -> str:
    import apprise  # a tenth of a second to import: only for configurations that use it

    if not apprise.Apprise().add(value):
        raise ValueError("not an Apprise URL Apprise can use")
    return value


# Set by the monitor for every alert: a second copy in another letter case would reach the
# receiver beside ours, and one that reads the first would see one key for every alert.
_RESERVED_HEADERS = frozenset({"content-type", "content-length", "idempotency-key",
                               "x-monitor-signature", "host"})  # fmt: skip


def _own_headers(headers: dict[str, str]) -> dict[str, str]:
    for name in headers:
        if name.lower() in _RESERVED_HEADERS:
            raise ValueError(f"{name} is set by the monitor itself")
    return headers


def _ascii(value: str) -> str:
    if not value.isascii():
        raise ValueError("must be ASCII: SMTP sends credentials as ASCII")
    return value


def _ascii_secret(value: SecretStr) -> SecretStr:
    _ascii(value.get_secret_value())
    return value


Address = Annotated[str, AfterValidator(_address), AsWritten]


class WebhookChannel(Frozen):
    type: Literal["webhook"]
    url: Annotated[HttpUrl, AsWritten] = Field(repr=False)  # may carry a token
    secret: SecretStr | None = None
    """Signs each body with HMAC-SHA256 (the ``X-Monitor-Signature`` header)."""
    headers: Annotated[dict[HeaderName, HeaderValue], AfterValidator(_own_headers)] = Field(
        default_factory=dict, repr=False
    )


class EmailChannel(Frozen):
    type: Literal["email"]
    host: Annotated[str, Field(min_length=1)]
    port: Annotated[int, Field(gt=0, lt=65536), _standing_in(587)] = 587
    tls: Annotated[Literal["starttls", "ssl", "none"], _standing_in("starttls")] = "starttls"
    username: Annotated[str, AfterValidator(_ascii)] | None = None
    password: Annotated[SecretStr, AfterValidator(_ascii_secret)] | None = None
    sender: Address = Field(alias="from")
    to: Annotated[tuple[Address, ...], BeforeValidator(one_or_many), Field(min_length=1)]


class AppriseChannel(Frozen):
    type: Literal["apprise"]
    urls: Annotated[
        tuple[Annotated[str, AfterValidator(_apprise_url), AsWritten], ...],
        BeforeValidator(one_or_many),
        Field(min_length=1, repr=False),
    ]


Channel = Annotated[WebhookChannel | EmailChannel | AppriseChannel, Field(discriminator="type")]
CHANNEL_TYPES = ("webhook", "email", "apprise")


Missing = tuple[tuple[Any, ...], str]  # where, and the variable's name


def substitute(data: Any, location: tuple[Any, ...] = ()) -> tuple[Any, list[Missing]]:
    """``data`` with each ``${NAME}`` replaced from the environment, and where a string names
    a variable that is not set (with its name: the value is never shown)."""
    if isinstance(data, dict):
        missing: list[Missing] = []
        replaced = {}
        for key, value in data.items():
            replaced[key], found = substitute(value, (*location, key))
            missing += found
        return replaced, missing
    if isinstance(data, list):
        items = [substitute(value, (*location, index)) for index, value in enumerate(data)]
        return [value for value, _ in items], [where for _, found in items for where in found]
    if isinstance(data, str):
        unset = [name for name in _VARIABLE.findall(data) if name not in os.environ]
        if unset:
            return data, [(location, unset[0])]
        return _VARIABLE.sub(lambda match: os.environ[match.group(1)], data), []
    return data, []


def variables(data: Any) -> set[str]:
    """The names of the variables ``data``'s strings name; none of them is read."""
    if isinstance(data, dict):
        return set().union(*map(variables, data.values()))
    if isinstance(data, list):
        return set().union(*map(variables, data))
    return set(_VARIABLE.findall(data)) if isinstance(data, str) else set()
