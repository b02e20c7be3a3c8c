"""Extraction and hashing cost per page: the median of many runs, per page and per MB.

Run: python bench/extract.py [--repeat 30]

The two generated kinds of page of ``pagegen`` (typical and dense) at 20 KB, 200 KB and
1 MB, then every page in ``tests/data/pages`` (hand-written, realistic) with its own rules;
then ``plans`` mode against ``prices`` mode on the same pages, measured in turns in one run,
in CPU time (the machine is shared: turns see the same load).
"""

import argparse
import contextlib
import gzip
import json
import statistics
import time
from dataclasses import replace
from pathlib import Path

from pagegen import dense, typical

from monitor import errors
from monitor.extract import Mode, Rules, extract

PAGES = Path(__file__).parent.parent / "tests" / "data" / "pages"


def median_ms(body: bytes, content_type: str, rules: Rules, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        extract(body, content_type, rules).digest  # noqa: B018 (the hash is part of the work)
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def row(name: str, body: bytes, content_type: str, rules: Rules, repeat: int) -> str:
    try:
        ms = median_ms(body, content_type, rules, repeat)
    except errors.ExtractionError as error:  # a corpus page today's extraction cannot read
        return f"| {name} | {len(body) / 1000:.0f} | {error.code} | | |"
    found = len(extract(body, content_type, rules).prices)
    per_mb = ms / (len(body) / 1e6)
    return f"| {name} | {len(body) / 1000:.0f} | {ms:.2f} | {per_mb:.0f} | {found} |"


def modes_row(name: str, body: bytes, content_type: str, rules: Rules, repeat: int) -> str:
    """``prices`` and ``plans`` mode's medians for one page, measured in turns, in CPU time
    of this process (on a machine shared with other work, wall time counts theirs too)."""
    timed: dict[Mode, list[float]] = {"prices": [], "plans": []}
    for _ in range(repeat):
        for mode in timed:
            started = time.process_time()
            with contextlib.suppress(errors.ExtractionError):
                extract(body, content_type, replace(rules, extract=mode)).digest  # noqa: B018
            timed[mode].append(time.process_time() - started)
    prices, plans = (statistics.median(timed[mode]) * 1000 for mode in ("prices", "plans"))
    found = _plans_found(body, content_type, rules)
    kb, ratio = len(body) / 1000, plans / prices
    return f"| {name} | {kb:.0f} | {prices:.2f} | {plans:.2f} | {ratio:.2f} | {found} |"


def _plans_found(body: bytes, content_type: str, rules: Rules) -> str:
    try:
        snapshot = extract(body, content_type, replace(rules, extract="plans"))
    except errors.ExtractionError as error:
        return error.code
    return "fallback" if snapshot.fallback else str(len(snapshot.plans))


def body_of(directory: Path) -> bytes:
    plain = directory / "page.html"
    return (
        plain.read_bytes()
        if plain.exists()
        else gzip.decompress(plain.with_suffix(".html.gz").read_bytes())
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
    print("| page | KB | ms/page (median) | ms/MB | prices |\n| --- | --- | --- | --- | --- |")
    html = "text/html; charset=utf-8"
    for size in (20_000, 200_000, 1_000_000):
        print(row("typical, whole page", typical(size), html, Rules(), args.repeat))
        print(
            row("typical, #pricing", typical(size), html, Rules(selector="#pricing"), args.repeat)
        )
        print(row("dense table", dense(size), html, Rules(), args.repeat))
    for expected in sorted(PAGES.glob("*/expected.json")):
        case = json.loads(expected.read_text())
        if "error" in case:
            continue
        raw = case.get("rules", {})
        rules = Rules(
            extract=raw.get("extract", "text"),
            selector=raw.get("selector"),
            ignore=tuple(raw.get("ignore", ())),
            ignore_text=tuple(raw.get("ignore_text", ())),
        )
        body = body_of(expected.parent)
        print(
            row(
                f"tests/data/pages/{expected.parent.name}",
                body,
                case.get("content_type", html),
                rules,
                args.repeat,
            )
        )
    plans_table(args.repeat)


def plans_table(repeat: int) -> None:
    print("\n| page | KB | prices ms | plans ms | plans/prices | plans found |")
    print("| --- | --- | --- | --- | --- | --- |")
    html = "text/html; charset=utf-8"
    for size in (20_000, 200_000, 1_000_000):
        for name, rules in (("whole page", Rules()), ("#pricing", Rules(selector="#pricing"))):
            print(modes_row(f"typical, {name}", typical(size), html, rules, repeat))
    for expected in sorted(PAGES.glob("*/expected.json")):
        case = json.loads(expected.read_text())
        raw = case.get("score", {}).get("rules", case.get("rules", {}))
        rules = Rules(
            extract="prices",
            selector=raw.get("selector"),
            ignore=tuple(raw.get("ignore", ())),
            ignore_text=tuple(raw.get("ignore_text", ())),
        )
        body = body_of(expected.parent)
        name = f"tests/data/pages/{expected.parent.name}"
        print(modes_row(name, body, case.get("content_type", html), rules, repeat))


if __name__ == "__main__":
    main()
