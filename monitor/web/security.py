"""What keeps the dashboard harmless: where it may listen, who may look, and the headers
every answer carries."""

import base64
import binascii
import hashlib
import hmac
import ipaddress
from collections.abc import Awaitable, Callable

from aiohttp import web
from aiohttp.typedefs import Middleware

from monitor.config.web_auth import PASSWORD_HASH, WebAuth
from monitor.errors import UsageError

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

# No inline script or style, nothing from another origin, no frame around it, no form
# posted elsewhere; the charts are inline SVG, styled by the one stylesheet.
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-origin",
}


def check_listen(host: str, auth: WebAuth | None) -> None:
    """Anything but the loopback needs ``web.auth``: the pages name every target."""
    if auth is None and not is_loopback(host):
        raise UsageError(
            f"web: listening on {host} needs web.auth in the settings (a token, or a user "
            "and password_hash); without it, listen on 127.0.0.1"
        )


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a host name may resolve anywhere


def password_hash(password: str, salt: str, iterations: int = 600_000) -> str:
    """The ``password_hash`` setting of ``password`` (docs/web.md)."""
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), iterations)
    return f"pbkdf2_sha256${iterations}${salt}${base64.b64encode(digest).decode()}"


def authorized(auth: WebAuth, header: str) -> bool:
    """Whether the ``Authorization`` header carries the token, or the user and password."""
    scheme, _, credentials = header.partition(" ")
    if scheme.lower() == "bearer" and auth.token is not None:
        return hmac.compare_digest(credentials.strip().encode(), auth.token.encode())
    if scheme.lower() != "basic" or auth.user is None or auth.password_hash is None:
        return False
    try:
        user, _, password = base64.b64decode(credentials, validate=True).decode().partition(":")
    except (binascii.Error, UnicodeDecodeError):
        return False
    found = PASSWORD_HASH.fullmatch(auth.password_hash)
    if found is None:
        return False
    expected = password_hash(password, found[2], int(found[1]))
    same_hash = hmac.compare_digest(expected.encode(), auth.password_hash.encode())
    return hmac.compare_digest(user.encode(), auth.user.encode()) and same_hash


def middleware(auth: WebAuth | None) -> Middleware:
    """Authentication (when set) before anything is read, and the headers on every answer,
    errors included."""

    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        if auth is not None and not authorized(auth, request.headers.get("Authorization", "")):
            scheme = "Bearer" if auth.token is not None else 'Basic realm="monitor"'
            response: web.StreamResponse = web.Response(
                status=401, text="authentication required\n", headers={"WWW-Authenticate": scheme}
            )
        else:
            try:
                response = await handler(request)
            except web.HTTPException as error:
                response = error
        response.headers.update(HEADERS)
        return response

    return guard


def capped(limit: int) -> Middleware:
    """Past ``limit`` requests in flight, 503 at once: each page holds its rows until it is
    sent, so a flood would otherwise hold a flood of rows. The daemon is another process."""
    in_flight = 0

    @web.middleware
    async def cap(request: web.Request, handler: Handler) -> web.StreamResponse:
        nonlocal in_flight
        if in_flight >= limit:
            raise web.HTTPServiceUnavailable(
                text="too many requests at once; try again\n", headers={"Retry-After": "1"}
            )
        in_flight += 1
        try:
            return await handler(request)
        finally:
            in_flight -= 1

    return cap
