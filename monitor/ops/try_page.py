"""``monitor try``: one fetch and extraction of a page, as the daemon would do them, shown to
the operator before the page becomes a target (or before a target's edit is reloaded).

The page is fetched by the daemon's ``Fetcher`` (its guard, deadline, size cap, decoding,
redirects, browser) and extracted by ``monitor.extract`` with the target's rules; nothing is
written to the database. What is shown is built here as one report (a dict, the ``--json``
output); ``monitor.ops.try_report`` lays it out as lines.
"""

import time
from dataclasses import dataclass, field, replace
from typing import Any

from monitor import errors
from monitor.config.model import Settings, Target
from monitor.extract import Rules, Snapshot, compare, extract, learned
from monitor.extract.decode import decode, media_type
from monitor.extract.learned import Learned
from monitor.extract.regions import Candidate, propose
from monitor.fetch.fetcher import Fetcher, Page
from monitor.states import CheckStatus

TEXT_LINES = 12  # the region's first lines shown
VOLATILE_LINES = 10
SAMPLE_PRICES = 3  # of each proposal, the first prices shown


@dataclass(frozen=True, slots=True)
class Latest:
    """What a target's latest result was, to compare the try with: its work id, snapshot,
    and the patterns its confirming fetches learned."""

    work_id: str
    snapshot: Snapshot
    learned: Learned = ()


@dataclass(kw_only=True)
class Trial:
    """What one try found: the page, its snapshot or failure, and what goes with them."""

    target: Target
    page: Page | None = None
    snapshot: Snapshot | None = None
    failure: errors.WorkFailed | None = None
    extract_ms: int = 0
    volatile: list[str] = field(default_factory=list)
    learned: list[str] = field(default_factory=list)
    proposals: list[dict[str, Any]] = field(default_factory=list)


async def fetch_page(settings: Settings, target: Target) -> Page:
    """The page as a check fetches it; a ``WorkFailed`` when it cannot be."""
    fetcher = Fetcher(settings)
    try:
        return await fetcher.fetch(
            target.url,
            dict(target.headers),
            allow_private=target.allow_private_networks,
            request=target.request,
        )
    finally:
        await fetcher.aclose()


async def run(settings: Settings, target: Target, known: Learned = ()) -> Trial:
    """Fetch and extract once; a failure is part of the trial, not raised."""
    trial = Trial(target=target)
    try:
        trial.page = await fetch_page(settings, target)
    except errors.WorkFailed as error:
        trial.failure = error
        return trial
    examine(trial, trial.page, known)
    return trial


def examine(trial: Trial, page: Page, known: Learned = ()) -> None:
    """Extract ``page`` with the trial target's rules, and find what the report shows."""
    rules = trial.target.rules
    started = time.perf_counter()
    try:
        snapshot, aside = learned.apply(known, _extract(page, rules))
        trial.snapshot = snapshot
        trial.learned = [*aside.lines, *compare.table_lines(aside.records)]
    except errors.ExtractionError as error:
        trial.failure = error
    trial.extract_ms = round((time.perf_counter() - started) * 1000)
    if trial.snapshot is not None and rules.volatile == "drop":
        trial.volatile = _set_aside(page, rules, trial.snapshot)
    if rules.selector is None or isinstance(trial.failure, errors.RegionNotFound):
        trial.proposals = proposals(page, rules)


def _extract(page: Page, rules: Rules) -> Snapshot:
    """The daemon's extraction; a page that breaks the extractor is an ``ExtractionError``
    here as in a check (``monitor.pipeline.attempt``)."""
    try:
        return extract(page.body, page.content_type, rules)
    except errors.WorkFailed:
        raise
    except Exception as error:
        failed = f"extraction failed: {type(error).__name__}: {error}"
        raise errors.ExtractionError(failed) from None


def _set_aside(page: Page, rules: Rules, snapshot: Snapshot) -> list[str]:
    """The lines that the built-in volatile recognition changed or left out, as the page
    wrote them: the region read again with ``volatile: keep``."""
    try:
        kept = extract(page.body, page.content_type, replace(rules, volatile="keep"))
    except errors.WorkFailed:
        return []
    compared = set(snapshot.text.splitlines())
    return [line for line in kept.text.splitlines() if line not in compared][:VOLATILE_LINES]


def is_html(page: Page) -> bool:
    media = media_type(page.content_type)
    if media:
        return media in ("text/html", "application/xhtml+xml")
    return page.body.lstrip()[:15].lower().startswith((b"<!doctype html", b"<html"))


def proposals(page: Page, rules: Rules) -> list[dict[str, Any]]:
    """The region proposals for the page, each with what extracting it captures."""
    if not is_html(page):
        return []
    html = decode(page.body, page.content_type, True)
    return [_captured(page, rules, candidate) for candidate in propose(html, rules.ignore)]


def _captured(page: Page, rules: Rules, candidate: Candidate) -> dict[str, Any]:
    try:
        chosen = replace(rules, selector=candidate.selector)
        snapshot = extract(page.body, page.content_type, chosen)
        prices = compare.table_lines(snapshot.prices)
        plans = [plan.name for plan in snapshot.plans]
    except errors.WorkFailed:
        prices, plans = [], []
    return {
        "selector": candidate.selector,
        "prices_shown": candidate.prices,
        "prices_on_page": candidate.total,
        "prices": prices,
        "plans": plans,
    }


def compared(latest: Latest, snapshot: Snapshot) -> dict[str, Any]:
    """What a check would report against the latest result: ``unchanged``, or the changes
    (both sides without what is known to be volatile now, as ``monitor diff`` shows them)."""
    before = learned.apply(latest.learned, latest.snapshot)[0]
    if before.digest == snapshot.digest:
        return {"against": latest.work_id, "status": CheckStatus.UNCHANGED, "changes": []}
    return {
        "against": latest.work_id,
        "status": CheckStatus.CHANGED,
        "changes": compare.changes(before, snapshot),
    }


def report(trial: Trial, total_ms: int) -> dict[str, Any]:
    """The trial as one object: what ``--json`` prints and ``monitor.ops.try_report`` lays out."""
    target, page, snapshot, failure = trial.target, trial.page, trial.snapshot, trial.failure
    text = snapshot.text.splitlines() if snapshot is not None else []
    return {
        "url": target.url,
        "final_url": (page.url or target.url) if page is not None else None,
        "status": page.status_code if page is not None else getattr(failure, "status_code", None),
        "fetch_ms": page.duration_ms if page is not None else None,
        "extract_ms": trial.extract_ms,
        "total_ms": total_ms,
        "rules": _rules(target),
        "prices": [record.to_json() for record in snapshot.prices] if snapshot else [],
        "plans": [plan.to_json() for plan in snapshot.plans] if snapshot else [],
        "plan_lines": _plan_lines(snapshot),
        "price_lines": compare.table_lines(snapshot.prices) if snapshot else [],
        "text": text[:TEXT_LINES],
        "text_line_count": len(text),
        "volatile": trial.volatile,
        "learned": trial.learned,
        "proposals": trial.proposals,
        "error": None if failure is None else {"class": failure.code, "message": str(failure)},
    }


def _plan_lines(snapshot: Snapshot | None) -> list[str]:
    """Each plan (``extract: plans``) as an alert names it, its limit and feature lines
    under it."""
    lines = []
    for plan in snapshot.plans if snapshot is not None else ():
        lines += [compare.plan_line(plan), *(f"  {line}" for line in plan.features)]
    return lines


def _rules(target: Target) -> dict[str, Any]:
    rules = target.rules
    return {
        "selector": rules.selector,
        "extract": rules.extract,
        "ignore": list(rules.ignore),
        "ignore_text": list(rules.ignore_text),
        "volatile": rules.volatile,
        "render": target.render,
    }
