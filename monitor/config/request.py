"""How a target's page is requested, beyond its URL and headers: rendered or fetched, through
which proxy, with which cookies. Synced from the targets file to the database with the rest
of the target, and returned with each claim, so that the worker fetching a slot needs no
configuration.
"""

import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import quote, urlsplit

from monitor import errors

Render = Literal["http", "browser"]
DIRECT = "direct"
"""``proxy: direct``: no proxy for this target, whatever the settings' default."""
PROXY_SCHEMES = ("http", "https", "socks5")
_VARIABLE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")


@dataclass(frozen=True, slots=True, kw_only=True)
class RequestOptions:
    render: Render = "http"
    wait_for: str | None = None
    render_timeout_ms: int | None = None
    """The total deadline of load plus wait; None: the settings' ``fetch_timeout``."""
    proxy: str | None = field(default=None, repr=False)
    """As written: its credentials are ``${NAME}``, read by ``resolve_proxy`` when used."""
    cookies: Mapping[str, str] = field(default_factory=dict, repr=False)

    def to_json(self) -> str:
        """Only what differs from the defaults: a target without options stores ``{}``."""
        values = {
            "render": self.render if self.render != "http" else None,
            "wait_for": self.wait_for,
            "render_timeout_ms": self.render_timeout_ms,
            "proxy": self.proxy,
            "cookies": dict(self.cookies) or None,
        }
        return json.dumps({k: v for k, v in values.items() if v is not None}, sort_keys=True)

    @classmethod
    def from_json(cls, text: str | None) -> "RequestOptions":
        values: dict[str, Any] = json.loads(text or "{}")
        return cls(**values)

    def cookie_header(self) -> str:
        return "; ".join(f"{name}={value}" for name, value in self.cookies.items())


def check_proxy(value: str) -> str:
    """An ``http://``, ``https://`` or ``socks5://`` URL with a host and port, whose
    credentials, if any, are written as ``${NAME}``: no secret in the file; or ``direct``."""
    if value == DIRECT:
        return value
    try:
        parts = urlsplit(value)
        port = parts.port
    except ValueError as error:
        raise ValueError(f"not a valid proxy URL ({error})") from None
    if parts.scheme not in PROXY_SCHEMES or not parts.hostname:
        raise ValueError("must be an http://, https:// or socks5:// URL with a host, or direct")
    if port is None:
        raise ValueError("must name the proxy's port, such as socks5://proxy.example:1080")
    if parts.path not in ("", "/") or parts.query or parts.fragment:
        raise ValueError("must be the proxy's address only: scheme, host and port")
    for credential in (parts.username, parts.password):
        if credential and not _VARIABLE.fullmatch(credential):
            raise ValueError("credentials must come from the environment: write them as ${NAME}")
    return value


def resolve_proxy(written: str) -> str:
    """The proxy URL with its ``${NAME}`` credentials read from the environment now."""
    unset = [name for name in _VARIABLE.findall(written) if name not in os.environ]
    if unset:
        raise errors.InvalidRequest(f"proxy: environment variable {unset[0]} is not set")
    return _VARIABLE.sub(lambda match: quote(os.environ[match[1]], safe=""), written)


_TOKEN = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")
# RFC 6265's cookie-octet: printable ASCII but space, '"', ',', ';' and '\'.
_COOKIE_OCTETS = re.compile(r"[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*")


def check_cookie_name(name: str) -> str:
    if not _TOKEN.fullmatch(name):
        raise ValueError("not a valid cookie name")
    return name


def check_cookie_value(value: str) -> str:
    if not _COOKIE_OCTETS.fullmatch(value):
        raise ValueError("must be printable ASCII without spaces, quotes, commas or semicolons")
    return value
