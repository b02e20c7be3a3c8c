"""``monitor web``: the dashboard's process. aiohttp serves it (already the fetcher's
dependency: no second server), on a store opened read-only, until SIGTERM or SIGINT. With
``--allow-actions`` a second store, which writes, replays and drops quarantine entries."""

import asyncio
import signal
from collections.abc import Awaitable, Callable
from pathlib import Path

import jinja2
from aiohttp import web

from monitor.config.model import Settings
from monitor.errors import MonitorError, UsageError
from monitor.logs import get_logger
from monitor.schedule import Clock
from monitor.store.sqlstore import SQLStore
from monitor.web import actions, feeds, routes, security, views
from monitor.web.reader import WebReader

STATIC = Path(__file__).parent / "static"
STOP_WAIT = 5.0  # seconds
MAX_BODY = 64 * 1024  # it takes no uploads: a request with a body is refused past this
MAX_IN_FLIGHT = 64  # requests served at once; more are answered 503 (docs/web.md)

log = get_logger()

OpenStore = Callable[[Settings, bool], Awaitable[SQLStore]]  # the settings', writing or not


def build_app(
    settings: Settings, store: WebReader, clock: Clock, writer: SQLStore | None = None
) -> web.Application:
    """The dashboard on ``store``; its actions too when it has a ``writer``."""
    app = web.Application(
        middlewares=[
            security.middleware(settings.web.auth),
            security.capped(MAX_IN_FLIGHT),
            routes.faults,
        ],
        client_max_size=MAX_BODY,
    )
    app[routes.STORE] = store
    app[routes.SETTINGS] = settings
    app[routes.CLOCK] = clock
    app[routes.TEMPLATES] = jinja2.Environment(
        loader=jinja2.PackageLoader("monitor.web", "templates"),
        autoescape=True,  # every value is text unless a template says otherwise (the SVG)
        undefined=jinja2.StrictUndefined,
    )
    app[routes.TEMPLATES].globals.update(
        statuses=views.STATUSES, change_path=feeds.change_path, resolved_too=views.resolved_too
    )
    app[routes.TEMPLATES].filters["marked"] = views.diff_rows
    app.add_routes(routes.routes)
    app[actions.CSRF] = actions.csrf_token() if writer is not None else ""
    app[routes.TEMPLATES].globals["csrf"] = app[actions.CSRF]  # '': the pages offer no action
    if writer is not None:
        app[actions.WRITER] = writer
        app.add_routes(actions.actions)
    app.router.add_static("/static", STATIC, follow_symlinks=False, append_version=False)
    return app


def serve(
    settings: Settings,
    listen: tuple[str, int],
    open_store: OpenStore,
    clock: Clock,
    allow_actions: bool = False,
) -> int:
    security.check_listen(listen[0], settings.web.auth)
    if allow_actions and settings.web.auth is None:
        raise UsageError("web: --allow-actions needs web.auth in the settings")
    return asyncio.run(_serve(settings, listen, open_store, clock, allow_actions))


async def _serve(
    settings: Settings,
    listen: tuple[str, int],
    open_store: OpenStore,
    clock: Clock,
    allow_actions: bool,
) -> int:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    # First: a stop while the store opens ends the process once it is open.
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    store = await open_store(settings, False)
    writer = await open_store(settings, True) if allow_actions else None
    # A stop waits this long for the requests in flight (a page behind a slow database), not
    # aiohttp's 60 s: well inside the unit's TimeoutStopSec.
    runner = web.AppRunner(
        build_app(settings, store, clock, writer), access_log=None, shutdown_timeout=STOP_WAIT
    )
    try:
        await runner.setup()
        host, port = listen
        try:
            await web.TCPSite(runner, host, port).start()
        except OSError as error:
            why = error.strerror or error
            raise MonitorError(f"web: cannot listen on {host}:{port}: {why}") from None
        log.info("web.started", host=host, port=port, database=str(settings.database))
        await stop.wait()
        log.info("web.stopped")
    finally:
        await runner.cleanup()
        await store.close()
        if writer is not None:
            await writer.close()
    return 0
