"""Each page of the dashboard and its JSON twin under ``/api``: one function reads the data
(``*_data``), a template shows it, and the API answers it as it is. What the CLI's
``--json`` prints is what the API answers, from the same functions."""

import json
from collections.abc import Awaitable, Callable
from dataclasses import asdict
from typing import Any

import jinja2
from aiohttp import web

from monitor.config.model import Settings
from monitor.errors import StoreUnavailable
from monitor.logs import get_logger
from monitor.ops import history as explain
from monitor.ops import quarantine, status, weekly_runs
from monitor.schedule import Clock
from monitor.web import feeds, views
from monitor.web.charts import chart
from monitor.web.reader import WebReader

STORE = web.AppKey("store", WebReader)
SETTINGS = web.AppKey("settings", Settings)
CLOCK: web.AppKey[Clock] = web.AppKey("clock")
TEMPLATES = web.AppKey("templates", jinja2.Environment)

CHART_CHECKS = 1000  # results a target page charts: three years of daily checks
RECENT = 20  # checks, failures and changes a target page lists
FEED_ENTRIES = 50
LARGEST_ID = 2**63 - 1  # a quarantine entry's id is a 64-bit integer on either backend

log = get_logger()
routes = web.RouteTableDef()

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
Data = Callable[[web.Request], Awaitable[Any]]


def html(request: web.Request, template: str, **context: Any) -> web.Response:
    shown = request.app[TEMPLATES].get_template(template)
    page = shown.render(query=request.query, **context)
    return web.Response(text=page, content_type="text/html")


def answer(data: Any) -> web.Response:
    return web.json_response(data, dumps=lambda value: json.dumps(value, indent=2))


def twins(path: str, api: str, template: str, name: str | None = None) -> Callable[[Data], Data]:
    """Serve what ``data`` reads as a page at ``path`` and as JSON at ``api``; the template
    sees it as ``name``, or each of its keys when it has none."""

    def register(data: Data) -> Data:
        async def page(request: web.Request) -> web.Response:
            found = await data(request)
            return html(request, template, **(found if name is None else {name: found}))

        async def as_json(request: web.Request) -> web.Response:
            return answer(await data(request))

        routes.get(path)(page)
        routes.get(api)(as_json)
        return data

    return register


async def _target(request: web.Request) -> str:
    """The target the path names; 404 when there is none."""
    target_id = request.match_info["target"]
    if await request.app[STORE].target_settings(target_id) is None:
        raise web.HTTPNotFound(text=f"no target {target_id!r}\n")
    return target_id


def _limit(request: web.Request, default: int) -> int:
    return views.whole_number("limit", request.query.get("limit", str(default)), CHART_CHECKS)


@twins("/", "/api/targets", "overview.html")
async def overview_data(request: web.Request) -> dict[str, Any]:
    store, now = request.app[STORE], request.app[CLOCK]()
    where = views.target_filter(request.query.get("status"), request.query.get("q"))
    page = views.page_number(request.query.get("page"))
    rows = []
    for target in await store.target_page(where, views.PER_PAGE, (page - 1) * views.PER_PAGE):
        said = None
        if target.last_change is not None:
            lines = await explain.diff_lines(store, target.state.id, target.last_change)
            said = views.summary_line(lines)
        rows.append(views.listed_row(target, said, now))
    return {
        "signals": asdict(await store.signals(now)),
        "filter": {"status": where.status, "q": where.search},
        "pages": views.pages(await store.target_count(where), page),
        "targets": rows,
    }


@routes.get("/api/status")
async def status_json(request: web.Request) -> web.Response:
    """``monitor status --json``."""
    app = request.app
    return answer(await status.gather(app[STORE], app[SETTINGS], app[CLOCK]()))


async def change_entries(
    store: WebReader, target_id: str | None, limit: int = FEED_ENTRIES
) -> list[feeds.Entry]:
    """The latest ``limit`` changes, each with its diff: only those shown are compared."""
    entries = []
    for change in await store.changes(target_id, limit):
        lines = await explain.diff_lines(store, change.target_id, change.work_id)
        entries.append(
            feeds.Entry(
                change.work_id,
                change.target_id,
                change.checked_at,
                views.summary_line(lines),
                lines,
            )
        )
    return entries


@routes.get("/targets/{target}")
async def target(request: web.Request) -> web.Response:
    store, target_id = request.app[STORE], await _target(request)
    settings = await store.target_settings(target_id)
    assert settings is not None
    rows = await store.history(target_id, CHART_CHECKS)
    plans = views.price_series(rows)
    charts = [
        (plan, list(series), chart(plan, series, number))
        for number, (plan, series) in enumerate(plans.items())
    ]
    held = [
        quarantine.entry_json(e)
        for e in await store.quarantined(include_resolved=False)
        if e.target_id == target_id
    ]
    return html(
        request,
        "target.html",
        target=settings,
        url=views.shown_url(settings.url),
        href=views.safe_href(settings.url),
        settings=views.settings_rows(settings),
        charts=charts,
        tables=views.price_tables(plans),
        changes=await change_entries(store, target_id, RECENT),
        checks=views.check_rows(rows[:RECENT]),
        failures=views.check_rows([row for row in rows if row.status == "failed"][:RECENT]),
        quarantined=held,
    )


@routes.get("/api/targets/{target}/history")
async def history_json(request: web.Request) -> web.Response:
    """``monitor history TARGET --json``."""
    store, target_id = request.app[STORE], await _target(request)
    return answer(explain.history_json(await store.history(target_id, _limit(request, 20))))


@twins(
    "/targets/{target}/changes/{work_id}", "/api/targets/{target}/changes/{work_id}", "change.html"
)
async def change_data(request: web.Request) -> dict[str, Any]:
    """``monitor diff TARGET WORK_ID``'s lines, and the result's plans."""
    store, target_id = request.app[STORE], await _target(request)
    work_id = request.match_info["work_id"]
    row = await store.result(target_id, work_id)
    if row is None:
        raise web.HTTPNotFound(text=f"no result {work_id!r} for target {target_id!r}\n")
    return {
        "target_id": target_id,
        "work_id": work_id,
        "status": row.status,
        "plans": views.plan_rows(row.decoded_snapshot()),
        "diff": await explain.diff_lines(store, target_id, work_id),
    }


@twins("/quarantine", "/api/quarantine", "quarantine.html", "entries")
async def quarantine_data(request: web.Request) -> list[dict[str, Any]]:
    """``monitor quarantine list --json`` (``?all=1``: ``--all``)."""
    every = views.resolved_too(request.query)
    entries = await request.app[STORE].quarantined(include_resolved=every)
    return [quarantine.entry_json(entry) for entry in entries]


@twins("/quarantine/{entry}", "/api/quarantine/{entry}", "entry.html", "entry")
async def entry_data(request: web.Request) -> dict[str, Any]:
    """``monitor quarantine show ID --json``."""
    text, store = request.match_info["entry"], request.app[STORE]
    try:
        entry = await store.quarantine_entry(views.whole_number("entry", text, LARGEST_ID))
    except views.BadQuery:
        entry = None
    if entry is None:
        raise web.HTTPNotFound(text=f"no quarantine entry {text!r}\n")
    return quarantine.entry_json(entry, await store.attempts(entry.work_id))


@twins("/runs", "/api/runs", "runs.html", "runs")
async def runs_data(request: web.Request) -> list[dict[str, Any]]:
    """``monitor runs --json``."""
    reports = await request.app[STORE].run_reports(_limit(request, 10))
    return [weekly_runs.report_json(report) for report in reports]


@routes.get("/feed.atom")
@routes.get("/targets/{target}/feed.atom")
async def feed(request: web.Request) -> web.Response:
    """Every target's changes, or the one's the path names."""
    target_id = await _target(request) if "target" in request.match_info else None
    entries = await change_entries(request.app[STORE], target_id)
    title = f"pricing-monitor: {target_id or 'changes'}"
    body = feeds.feed(title, request.path, entries, request.app[CLOCK]())
    return web.Response(body=body, content_type="application/atom+xml", charset="utf-8")


@web.middleware
async def faults(request: web.Request, handler: Handler) -> web.StreamResponse:
    """A query the page cannot take is the client's mistake (400); a database that refuses is
    the server's trouble (503), said without its details."""
    try:
        return await handler(request)
    except views.BadQuery as error:
        raise web.HTTPBadRequest(text=f"{error}\n") from None
    except StoreUnavailable as error:
        log.warning("web.database_failed", path=request.path, error=str(error))
        raise web.HTTPServiceUnavailable(text="the database did not answer; try again\n") from None
