"""``monitor try URL|TARGET_ID``: the command around one try (``monitor.ops.try_page``): which
target it is about, the latest result to compare with (read only), the report printed, and with
``--add`` the target appended to the targets file."""

import argparse
import json
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from monitor.config.model import Settings, Target, format_duration, read_targets
from monitor.config.targets_edit import append_target, check_appendable
from monitor.errors import UsageError
from monitor.extract import Snapshot
from monitor.ops import try_page, try_report
from monitor.states import CheckStatus

if TYPE_CHECKING:  # the store's drivers only when a target's latest result is read
    from monitor.store import Store

OpenStore = Callable[[Settings, bool], Awaitable["Store"]]
RELOAD = "a running daemon picks it up on `systemctl reload pricing-monitor` (SIGHUP)"


async def command(settings: Settings, args: argparse.Namespace, open_store: OpenStore) -> int:
    """Exit 0 when the page was fetched and extracted, 1 when either failed (the class and a
    hint on stderr); a usage error (2) before anything is fetched."""
    started = time.perf_counter()
    by_id = "://" not in args.page
    target = _target(settings, args, by_id)
    if args.add:
        check_appendable(settings.targets, args.add, settings.channels, _chromium(settings))
    latest = await _latest(settings, target.id, open_store) if by_id else None
    tried = await try_page.run(settings, target, latest.learned if latest else ())
    shown = try_page.report(tried, round((time.perf_counter() - started) * 1000))
    if by_id:
        snapshot = tried.snapshot
        shown["compared"] = try_page.compared(latest, snapshot) if latest and snapshot else None
    if args.add and tried.failure is None:
        shown["added"] = _add(settings, target, shown)
    _print(shown, args.json)
    return 0 if tried.failure is None else 1


def _target(settings: Settings, args: argparse.Namespace, by_id: bool) -> Target:
    values: dict[str, Any] = {
        "selector": args.selector,
        "ignore": args.ignore,
        "ignore_text": args.ignore_text,
        "extract": args.extract,
        "render": args.render,
        "headers": try_report.headers(args.header),
    }
    if not by_id:
        given = {"url": args.page, "id": args.add, "interval": args.interval}
        return try_report.target_of(values | given)
    if args.add:
        raise UsageError("--add goes with a URL: this target is in the targets file already")
    stored = next(
        (
            t
            for t in read_targets(settings.targets, settings.channels, _chromium(settings))
            if t.id == args.page
        ),
        None,
    )
    if stored is None:
        raise UsageError(f"no target {args.page!r} in {settings.targets} (a URL needs http://)")
    return try_report.target_of(values, stored)


def _chromium(settings: Settings) -> str:
    return settings.browser.executable


async def _latest(
    settings: Settings, target_id: str, open_store: OpenStore
) -> try_page.Latest | None:
    """The target's latest result with a snapshot, read only; None before its first (or
    before the daemon created the database)."""
    database = settings.database
    if isinstance(database, Path) and not database.exists():
        return None
    store = await open_store(settings, False)
    try:
        for row in await store.history(target_id, 20):
            if row.snapshot is not None and row.status != CheckStatus.FAILED:
                known = await store.learned(target_id) or ()
                return try_page.Latest(row.work_id, Snapshot.decompressed(row.snapshot), known)
        return None
    finally:
        await store.close()


def _add(settings: Settings, target: Target, shown: dict[str, Any]) -> dict[str, Any]:
    """Append the tried target with its selector, or the first proposed one."""
    proposals = shown["proposals"]
    selector = target.selector or (proposals[0]["selector"] if proposals else None)
    entry: dict[str, Any] = {
        "id": target.id,
        "url": target.url,
        "interval": format_duration(target.interval, "h"),
    }
    optional = {
        "selector": selector,
        "ignore": list(target.ignore),
        "ignore_text": list(target.ignore_text),
        "extract": target.extract if target.extract != "text" else None,
        "render": target.render if target.render != "http" else None,
        "headers": dict(target.headers),
    }
    entry |= {name: value for name, value in optional.items() if value}
    append_target(settings.targets, entry, settings.channels, _chromium(settings))
    return {"id": target.id, "file": str(settings.targets), "selector": selector}


def _print(shown: dict[str, Any], as_json: bool) -> None:
    error = shown["error"]
    if error is not None:
        error["hint"] = try_report.hint(error["class"], shown["proposals"])
    if as_json:
        print(json.dumps(shown, indent=2, ensure_ascii=False))
    else:
        out = try_report.lines(shown)
        if added := shown.get("added"):
            where = f"selector {added['selector']!r}" if added["selector"] else "the whole page"
            out.append(f"added target {added['id']!r} ({where}) to {added['file']}; {RELOAD}")
        print("\n".join(out))
    if error is not None:
        print(f"monitor: {try_report.failure_line(shown)}", file=sys.stderr)
