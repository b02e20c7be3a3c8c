"""The ``web:`` settings: how ``monitor web`` authenticates its visitors.

A bearer token, or HTTP basic with a password hash; both are secrets, written as ``${NAME}``
and read from the environment by ``monitor web`` alone (``config.load_settings``).
"""

import re
from typing import Annotated

from pydantic import AfterValidator, Field, model_validator

from monitor.config.fields import Frozen

# pbkdf2_sha256$<iterations>$<salt>$<base64 digest>: Django's spelling, made by the stdlib.
PASSWORD_HASH = re.compile(r"pbkdf2_sha256\$(\d{5,7})\$([^$]{8,})\$([A-Za-z0-9+/=]{43,44})")
MIN_TOKEN = 32


def _password_hash(value: str) -> str:
    if value.startswith("${") or PASSWORD_HASH.fullmatch(value):
        return value  # a variable left unread by a command that needs no web secret
    raise ValueError(
        "must be pbkdf2_sha256$ITERATIONS$SALT$HASH (docs/web.md says how to make one)"
    )


def _token(value: str) -> str:
    if value.startswith("${") or len(value) >= MIN_TOKEN:
        return value
    raise ValueError(f"must be at least {MIN_TOKEN} characters")


class WebAuth(Frozen):
    """One of: ``token`` (``Authorization: Bearer …``), or ``user`` and ``password_hash``
    (HTTP basic)."""

    token: Annotated[str, AfterValidator(_token)] | None = Field(default=None, repr=False)
    user: str | None = None
    password_hash: Annotated[str, AfterValidator(_password_hash)] | None = Field(
        default=None, repr=False
    )

    @model_validator(mode="after")
    def _one_way(self) -> "WebAuth":
        basic = (self.user is not None, self.password_hash is not None)
        if basic[0] != basic[1]:
            raise ValueError("user and password_hash go together")
        if (self.token is None) == (self.user is None):
            raise ValueError("needs either token, or user and password_hash")
        return self


class WebSettings(Frozen):
    auth: WebAuth | None = None
    """Required to listen on any address but the loopback."""
