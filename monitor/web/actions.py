"""``monitor web --allow-actions``: replay and drop a quarantine entry from its page, as
``monitor quarantine replay`` and ``drop`` do, through the same functions.

Only with ``web.auth``: a browser sends basic credentials with every request to the host,
a form posted from another site's page too, so each POST carries this process's CSRF token
as well, which only a page of the dashboard holds.
"""

import hmac
import secrets

from aiohttp import web

from monitor.errors import CommandError, ConfigError, UsageError
from monitor.ops import quarantine
from monitor.store import Store
from monitor.web import routes, views

CSRF = web.AppKey("csrf", str)
WRITER = web.AppKey("writer", Store)

actions = web.RouteTableDef()


def csrf_token() -> str:
    return secrets.token_urlsafe(32)


async def _asked(request: web.Request) -> tuple[int, str]:
    """The entry the path names and the form's reason; 403 without this process's token."""
    form = await request.post()
    token = form.get("csrf")
    if not isinstance(token, str) or not hmac.compare_digest(token, request.app[CSRF]):
        raise web.HTTPForbidden(text="missing or wrong csrf token\n")
    try:
        entry_id = views.whole_number("entry", request.match_info["entry"], routes.LARGEST_ID)
    except views.BadQuery:
        raise web.HTTPNotFound(text="no such quarantine entry\n") from None
    reason = form.get("reason", "")
    return entry_id, reason.strip() if isinstance(reason, str) else ""


def _said(request: web.Request, entry_id: int, line: str, status: int = 200) -> web.Response:
    answered = routes.html(request, "action.html", entry_id=entry_id, said=line)
    answered.set_status(status)
    return answered


@actions.post("/quarantine/{entry}/replay")
async def replay(request: web.Request) -> web.Response:
    entry_id, _ = await _asked(request)
    app = request.app
    try:
        replayed = await quarantine.replay_as_configured(
            app[WRITER], app[routes.SETTINGS], app[routes.CLOCK], entry_id
        )
    except UsageError as error:  # no such entry
        raise web.HTTPNotFound(text=f"{error}\n") from None
    except (CommandError, ConfigError) as error:  # busy, or a broken targets file
        return _said(request, entry_id, str(error), 409)
    return _said(request, entry_id, replayed.line)


@actions.post("/quarantine/{entry}/drop")
async def drop(request: web.Request) -> web.Response:
    entry_id, reason = await _asked(request)
    if not reason:
        raise web.HTTPBadRequest(text="a drop needs a reason\n")
    try:
        line = await quarantine.drop(
            request.app[WRITER], request.app[routes.CLOCK], entry_id, reason
        )
    except UsageError as error:  # no such entry
        raise web.HTTPNotFound(text=f"{error}\n") from None
    except CommandError as error:  # the work is in hand right now
        return _said(request, entry_id, str(error), 409)
    return _said(request, entry_id, line)
