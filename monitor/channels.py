"""Where alerts go: the ``channels:`` of ``monitor.yaml``, validated and frozen.

Secrets (a webhook's signing secret, an SMTP password, Apprise URLs, which carry tokens) are
``SecretStr`` or kept out of ``repr``, so that a logged or printed settings object shows none
of them. Any string under ``channels:`` may name an environment variable, ``${NAME}``, read
when the file is loaded.
"""

import os
import re
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BeforeValidator, Field, SecretStr

from monitor.fields import Frozen, HeaderName, HeaderValue, HttpUrl, one_or_many

_VARIABLE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
_ADDRESS = re.compile(r"[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+")


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


Address = Annotated[str, AfterValidator(_address)]


class WebhookChannel(Frozen):
    type: Literal["webhook"]
    url: HttpUrl = Field(repr=False)  # may carry a token
    secret: SecretStr | None = None
    """Signs each body with HMAC-SHA256 (the ``X-Monitor-Signature`` header)."""
    headers: Annotated[dict[HeaderName, HeaderValue], AfterValidator(_own_headers)] = Field(
        default_factory=dict, repr=False
    )


class EmailChannel(Frozen):
    type: Literal["email"]
    host: Annotated[str, Field(min_length=1)]
    port: Annotated[int, Field(gt=0, lt=65536)] = 587
    tls: Literal["starttls", "ssl", "none"] = "starttls"
    username: Annotated[str, AfterValidator(_ascii)] | None = None
    password: Annotated[SecretStr, AfterValidator(_ascii_secret)] | None = None
    sender: Address = Field(alias="from")
    to: Annotated[tuple[Address, ...], BeforeValidator(one_or_many), Field(min_length=1)]


class AppriseChannel(Frozen):
    type: Literal["apprise"]
    urls: Annotated[
        tuple[Annotated[str, AfterValidator(_apprise_url)], ...],
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
