"""Hostile input for ``monitor.extract``: the contract a daemon fetching the internet relies on.

``extract(body, content_type, rules)`` returns a ``Snapshot`` whose ``digest`` and
``compressed()`` work, or raises ``ExtractionError``; nothing else, for any bytes. A 5 MB body
takes at most 2 s and 500 MB; a smaller one proportionally less (1 s here, for bodies well
under 1 MB, where a realistic page takes ~0.05 s). The same bytes always give the same digest.

Not yet held, and so not here: shapes where Lexbor's own tree building is quadratic or
amplifies memory (thousands of nested <div>, <ul> or <table>; formatting elements reopened in
every paragraph; tens of thousands of distinct attributes), and millions of elements or lines
at 5 MB (3 to 6 s, linear). Bounding those needs extraction in a child process with a time
and memory limit.

Time (the child's CPU time) and memory are measured in a forked child that is killed when it
runs far past its limit, so a quadratic case costs seconds here instead of hours. A case over
its time budget is judged against a reference extraction the same child runs at once after
it: CI's other test worker, a browser or a database server on the same two cores made the same
extraction cost up to 2.5 times the CPU time it costs on an idle machine. Reference
figures on the 2-core review machine: ``bench/extract.py``'s typical page takes 0.05 s at
1 MB, 0.44 s / 106 MB at 5 MB; 5 MB of one text node 0.15 s.
"""

import asyncio
import gc
import importlib.util
import json
import multiprocessing
import os
import random
import resource
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

import pytest

from monitor import errors
from monitor.extract import Mode, Rules, Snapshot, extract

HTML = "text/html; charset=utf-8"
TEXT = "text/plain; charset=utf-8"
JSON = "application/json"
MB = 1_000_000
PRICES = Rules(extract="prices")
ROOT = Path(__file__).resolve().parents[2]


def fill(unit: str, size: int = 5 * MB, prefix: str = "", suffix: str = "") -> bytes:
    """``prefix + unit * n + suffix``, about ``size`` bytes."""
    n = max(1, (size - len(prefix) - len(suffix)) // len(unit.encode()))
    return (prefix + unit * n + suffix).encode()


def ld_json(document: str) -> bytes:
    return f'<script type="application/ld+json">{document}</script><p>x</p>'.encode()


def spaced_digits(groups: int, separator: str = " ") -> str:
    """``1 000 000 ...``: one price amount, grouped, ``groups`` groups long."""
    return "1" + (separator + "000") * groups


# --- the child that measures one extraction -----------------------------------------------


@pytest.fixture(scope="module", autouse=True)
def _patterns_compiled() -> None:
    """The patterns ``monitor.extract.lazy`` compiles at their first use, compiled here once
    (a daemon's worker has them after its first check): each case runs in a child forked from
    this process, and none of their budgets is for compiling them (the periods' alone took
    0.3 s of a 2 s budget in a child whose worker had not extracted a page before)."""
    for body, content_type in ((_bench("typical", 20_000), HTML), (b"Pro\t$1/mo\n", TEXT)):
        for mode in ("text", "prices", "plans"):
            extract(body, content_type, Rules(extract=mode))


def _status_kb(field: str) -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def _cpu_seconds(call: Callable[[], object]) -> float:
    started = time.process_time()
    call()
    return time.process_time() - started


def _slowdown() -> float:
    """How much slower than on an idle review machine this process runs now, at least 1.

    CPU time is not enough on its own: the other test worker shares the two cores' caches and
    memory bandwidth, and the same extraction then costs up to 1.5 times the CPU time. So a
    case over its budget is judged against a reference page extracted by the same child at the
    same moment; a quadratic case is many times over, and no slowdown of the machine hides it.
    """
    body = _bench("typical", 5 * MB)
    times = sorted(_cpu_seconds(lambda: extract(body, HTML, PRICES)) for _ in range(3))
    return max(1.0, times[1] / REFERENCE_SECONDS)


def _measure(
    conn: "multiprocessing.connection.Connection",
    make: Callable[[], bytes],
    content_type: str,
    rules: Rules,
    budget: "Budget",
) -> None:
    body = make()
    size = len(body)
    # Safety net for the review machine: a runaway case fails instead of taking the host down.
    limit = _status_kb("VmSize") * 1024 + 6 * 1024**3
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    start_rss = _status_kb("VmRSS")
    # The test run's own objects, forked with the child, out of the collector's sight: a full
    # collection walks them all, and an extraction of many nodes triggers several (50,000
    # headings took 3.7 s on CI, forked from a worker that had collected 20,000 tests, and 2.0
    # alone).
    gc.freeze()
    # CPU time, not wall time: the other test workers share the cores, and a budget measured
    # on the wall fails whenever they are busy.
    started = time.process_time()
    try:
        snapshot = extract(body, content_type, rules)
        snapshot.digest  # noqa: B018 - part of the contract: the worker hashes what it gets
        snapshot.compressed()
        outcome = "snapshot"
    except errors.ExtractionError as error:
        outcome = f"ExtractionError ({type(error).__name__})"
    except BaseException as error:  # reported to the parent
        outcome = f"CRASH {type(error).__name__}: {str(error)[:200]}"
    seconds = time.process_time() - started
    peak_mb = (_status_kb("VmHWM") - start_rss) / 1024
    slowdown = _slowdown() if seconds > budget.seconds else 1.0
    conn.send(
        Measured(
            outcome=outcome,
            seconds=seconds / slowdown,
            slowdown=slowdown,
            megabytes=peak_mb,
            size=size,
        )
    )
    conn.close()


@dataclass(frozen=True)
class Budget:
    """CPU seconds on an idle review machine, and megabytes above the child's start."""

    seconds: float
    megabytes: float = 500


FIVE_MB = Budget(2.0)
SMALL = Budget(1.0)  # bodies of at most ~1 MB
# 5 MB holding hundreds of thousands of prices or price words: linear, about 1.8 s here, with
# room for a busy CI machine.
FIVE_MB_OF_PRICES = Budget(4.0)
# 5 MB of random bytes: one text of every script's characters, whose every word table (the
# clues' scans, about a third of its time) reads all of it. Linear (2.5 MB takes half); 3.6 s
# on 2026-12-07 against the reference measured that day, each word table of issue 19's
# languages one more scan of the whole text (it was 2.0 s, against a reference of 0.35 s).
FIVE_MB_OF_NOISE = Budget(4.5)
# 5 MB of elements nested 833,000 deep: linear, about 1.3 s here, but its 230 MB of tree is
# bound by memory, which the other worker slows more than it slows the reference page (once
# 2.35 s on CI, the machine judged 1.12 times slower).
FIVE_MB_DEEP = Budget(4.0)
# The median CPU time of ``_slowdown``'s reference extraction (bench/pagegen.py's typical page
# of 5 MB in prices mode) on the idle 2-core review machine: 0.54 s on 2026-12-07 (median of
# 7). Kept at an older, faster figure, it judged the idle machine 1.5 times slower than it is
# and every budget here as loose.
REFERENCE_SECONDS = 0.54


@dataclass(frozen=True, kw_only=True)
class Measured:
    """One extraction in a child: its outcome, and its CPU seconds as the idle review machine
    would have spent them (the seconds measured, divided by the slowdown of the moment)."""

    outcome: str
    seconds: float
    slowdown: float
    megabytes: float
    size: int


def _cpu_used(pid: int | None) -> float:
    """The CPU time a process has used so far (user and system), 0 once it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run_measured(
    make: Callable[[], bytes], content_type: str, rules: Rules, budget: Budget
) -> Measured:
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_measure, args=(send, make, content_type, rules, budget))
    child.start()
    send.close()
    # Killed only when it must be runaway, judged by the CPU time it has used: on a busy
    # machine the wall clock runs several times as fast as the child's CPU time.
    deadline = 5 * budget.seconds + 10
    while not receive.poll(0.5):
        if _cpu_used(child.pid) <= deadline:
            continue
        child.kill()
        child.join()
        return Measured(
            outcome=f"KILLED: no answer within {deadline:.1f} CPU seconds",
            seconds=float("inf"),
            slowdown=1.0,
            megabytes=0.0,
            size=0,
        )
    try:
        measured: Measured = receive.recv()
    except EOFError:
        measured = Measured(
            outcome=f"CHILD DIED (exit code {child.exitcode})",
            seconds=float("inf"),
            slowdown=1.0,
            megabytes=0,
            size=0,
        )
    child.join()
    return measured


def assert_within(
    make: Callable[[], bytes], content_type: str, rules: Rules, budget: Budget
) -> None:
    measured = run_measured(make, content_type, rules, budget)
    if measured.seconds > budget.seconds and measured.seconds != float("inf"):
        # Once more, in a fresh child: a burst of the machine's own work (another worker's
        # browser, the kernel reclaiming memory) can land in one run and not in the reference
        # after it; a case that is really too slow is too slow both times.
        measured = min(
            measured, run_measured(make, content_type, rules, budget), key=lambda run: run.seconds
        )
    report = (
        f"{measured.outcome}; {measured.seconds:.2f} s (the machine {measured.slowdown:.2f}"
        f" times slower than idle), +{measured.megabytes:.0f} MB for {measured.size / MB:.2f} MB"
    )
    assert not measured.outcome.startswith(("CRASH", "KILLED", "CHILD")), measured.outcome
    assert measured.seconds <= budget.seconds, report
    assert measured.megabytes <= budget.megabytes, report


# --- 1. size and shape: time and memory ----------------------------------------------------

# (id, body, content type, rules, budget). Comments give what the case did on review.
SHAPES: list[tuple[str, Callable[[], bytes], str, Rules, Budget]] = [
    # Healthy references.
    ("typical-page-5mb", lambda: _bench("typical", 5 * MB), HTML, Rules(), FIVE_MB),
    ("typical-page-5mb-prices", lambda: _bench("typical", 5 * MB), HTML, PRICES, FIVE_MB),
    ("one-text-node-5mb", lambda: fill("a", prefix="<p>"), HTML, Rules(), FIVE_MB),
    (
        "one-long-attribute-5mb",
        lambda: fill("a", prefix='<p title="', suffix='">x</p>'),
        HTML,
        Rules(),
        FIVE_MB,
    ),
    (
        "one-attribute-repeated-5mb",
        lambda: fill(" a=b", prefix="<p", suffix=">x</p>"),
        HTML,
        Rules(),
        FIVE_MB,
    ),
    ("comments-5mb", lambda: fill("<!--x-->"), HTML, Rules(), FIVE_MB),
    ("scripts-5mb", lambda: fill("<script>1</script>"), HTML, Rules(), FIVE_MB),
    (
        "one-script-5mb",
        lambda: fill("x", prefix="<script>", suffix="</script>"),
        HTML,
        Rules(),
        FIVE_MB,
    ),
    ("tr-without-table-5mb", lambda: fill("<tr>"), HTML, Rules(), FIVE_MB),
    ("nested-spans-5mb", lambda: fill("<span>", suffix="<p>$1</p>"), HTML, PRICES, FIVE_MB_DEEP),
    ("hidden-styles-5mb", lambda: fill("<p style='display:none'>x</p>"), HTML, Rules(), FIVE_MB),
    ("shown-styles-5mb", lambda: fill("<p style='color:red'>x</p>"), HTML, Rules(), FIVE_MB),
    ("unclosed-style-values-5mb", lambda: fill('<p style="x'), HTML, Rules(), FIVE_MB),
    ("unclosed-style-elements-5mb", lambda: fill("<style>x"), HTML, Rules(), FIVE_MB),
    (
        "json-ld-offers-150k",
        lambda: ld_json(
            '{"@type":"Product","name":"x","offers":['
            + ",".join('{"@type":"Offer","price":"1"}' for _ in range(150_000))
            + "]}"
        ),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "json-nested-100k-deep",
        lambda: fill("[", 2_500_000) + fill("]", 2_500_000),
        JSON,
        Rules(),
        FIVE_MB,
    ),
    (
        "json-one-long-string-5mb",
        lambda: fill("a", prefix='{"x":"', suffix='"}'),
        JSON,
        Rules(),
        FIVE_MB,
    ),
    (
        "random-bytes-no-charset-5mb",
        lambda: random.Random(0).randbytes(5 * MB),
        "text/html",
        Rules(),
        FIVE_MB_OF_NOISE,
    ),
    ("nested-sup-140kb", lambda: ("<sup>12" * 20_000).encode(), HTML, Rules(), SMALL),
    ("priced-p-555k", lambda: fill("<p>$1</p>"), HTML, PRICES, FIVE_MB_OF_PRICES),
    # A heading over each price, most past the last price read: each heading's look at the
    # headings under it copied the list of every later one (1.7 MB took 13 s).
    (
        "headed-prices-2mb",
        lambda: fill("<h3>Monthly</h3><p>€29</p>", size=2 * MB),
        HTML,
        PRICES,
        FIVE_MB_OF_PRICES,
    ),
    # Radios each in an item with its state beside its label: each item's search for the
    # other radios of its name stops at the first (it searched the whole list: 50 s).
    (
        "radio-items-5mb",
        lambda: fill(
            "<li><label><input type=radio name=size> S</label><span>Sold out</span></li>",
            prefix="<h1>T</h1><p>$5</p><ul>",
        ),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "radio-labels-in-one-box-5mb",
        lambda: fill(
            "<label><input type=radio name=size> S</label>", prefix="<h1>T</h1><p>$5</p><div>"
        ),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    # A normalised cache whose every link names one entity that links to many others: the
    # links followed are bounded, not the cache's size squared.
    (
        "apollo-refs-shared-5mb",
        lambda: fill(
            '{"__ref":"V"},',
            prefix='<p>$1</p><script>window.__APOLLO_STATE__={"ROOT_QUERY":{"p":{"__ref":"P"}},'
            '"V":{"title":"x","price":1,"variants":[{"__ref":"P"}]},"P":{"name":"p","variants":[',
            suffix='{"__ref":"V"}]}};</script>',
        ),
        HTML,
        PRICES,
        FIVE_MB_OF_PRICES,
    ),
    # Whole amounts with a dash and no currency ("99,-"), one line of them and many lines.
    ("dashed-wholes-one-line-5mb", lambda: fill("1,- "), HTML, PRICES, FIVE_MB_OF_PRICES),
    ("dashed-wholes-p-5mb", lambda: fill("<p>1,-</p>"), HTML, PRICES, FIVE_MB_OF_PRICES),
    ("text-plain-priced-lines-5mb", lambda: fill("$1\n"), TEXT, PRICES, FIVE_MB_OF_PRICES),
    # A million priced strings, each its own line: 3.6 s on the idle machine (2026-12-07).
    (
        "json-array-of-price-strings-5mb",
        lambda: fill('"$1",', prefix="[", suffix="1]"),
        JSON,
        Rules(),
        Budget(5.0),
    ),
    ("one-line-of-prices-5mb", lambda: fill("$1", prefix="<p>"), HTML, Rules(), FIVE_MB),
    ("one-row-of-priced-cells-5mb", lambda: fill("<td>$1"), HTML, Rules(), FIVE_MB),
    ("dollar-entities-one-line-5mb", lambda: fill("&#36;1 ", prefix="<p>"), HTML, Rules(), FIVE_MB),
    ("text-plain-one-line-of-prices-5mb", lambda: fill("$1"), TEXT, Rules(), FIVE_MB),
    ("text-plain-tab-columns-of-prices-5mb", lambda: fill("a\t$1\t"), TEXT, Rules(), FIVE_MB),
    (
        "json-escaped-prices-5mb",
        lambda: fill("\\u0024\\u0031 ", prefix='["', suffix='"]'),
        JSON,
        Rules(),
        FIVE_MB,
    ),
    (
        "row-marker-entities-100kb",
        lambda: ("<p>" + "&#2;x" * 20_000).encode(),
        HTML,
        Rules(),
        SMALL,
    ),
    # options: id-keyed price maps, stock matrices and templates in the region.
    (
        "id-keyed-option-prices-5mb",
        lambda: fill(
            '"1": {"finalPrice": {"amount": 1}},',
            prefix='<p>$1</p><script type="text/x-init">{"optionPrices": {',
            suffix='"2": {"price": 2}}}</script>',
        ),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "id-keyed-prices-nested-100k-deep",
        lambda: (
            fill('{"1":', 500_000, prefix='<p>$1</p><script type="text/x-init">')
            + b'{"1": {"price": 1}}</script>'
        ),
        HTML,
        PRICES,
        SMALL,
    ),
    (
        "stock-matrix-attribute-5mb",
        lambda: fill(
            '"s": "in", ', prefix='<main><p>$1</p><div data-stock=\'{"a": {', suffix="}}'></main>"
        ),
        HTML,
        Rules(extract="prices", selector="main"),
        FIVE_MB,
    ),
    (
        "templates-in-the-region-100k",
        lambda: fill("<template><p>$1</p><template>", prefix="<main><p>$2</p>"),
        HTML,
        Rules(extract="prices", selector="main"),
        FIVE_MB,
    ),
    # A template chosen as the region is serialised: Lexbor recurses into nested templates'
    # content, which overflowed the stack at 50,000 deep (CHILD DIED, a segfault).
    (
        "templates-nested-50k-as-the-region",
        lambda: ("<main><p>$2</p>" + "<template><p>$1</p><template>" * 50_000).encode(),
        HTML,
        Rules(extract="prices", selector="template"),
        SMALL,
    ),
    (
        "templates-nested-100k-as-the-region-text",
        lambda: fill("<template><div><p>$1</p><template>", prefix="<main><p>$2</p>"),
        HTML,
        Rules(extract="text", selector="template"),
        FIVE_MB,
    ),
    (
        "deep-spans-in-a-template-region-200k",
        lambda: ("<template>" + "<span>" * 200_000 + "$1</template>").encode(),
        HTML,
        Rules(extract="prices", selector="template"),
        FIVE_MB,
    ),
    (
        "priced-select-options-in-10k-matches",
        lambda: fill("<b class=p><select><option>$1</option></select></b>", MB // 2),
        HTML,
        Rules(extract="prices", selector=".p"),
        SMALL,
    ),
    # An option's data-price is written as the price beside its select: its ancestors' text
    # is read within a budget, whatever their size or nesting.
    (
        "data-priced-options-in-many-matches-5mb",
        lambda: fill(
            "<div class=p>$1 <select><option data-price=2>x</option></select></div>",
            prefix="<main>",
        ),
        HTML,
        Rules(extract="prices", selector=".p"),
        FIVE_MB,
    ),
    # A whole page's selects are read beside its prices where an option keeps its own.
    (
        "data-priced-options-of-a-whole-page-5mb",
        lambda: fill(
            "<div>$1 <select><option data-price=2>x</option><option>y</option></select></div>",
            prefix="<main>",
        ),
        HTML,
        Rules(extract="prices"),
        FIVE_MB,
    ),
    (
        "data-priced-options-beside-a-long-text-5mb",
        lambda: fill(
            "a ",
            prefix="<main><div>$1 <select>" + "<option data-price=2>x</option>" * 300 + "</select>",
            suffix="</div></main>",
        ),
        HTML,
        Rules(extract="prices", selector="main"),
        FIVE_MB,
    ),
    # A client component's props: type-tagged values unwrapped, period-keyed amounts read.
    (
        "tagged-island-props-150k-plans",
        lambda: (
            '<main><h2>a</h2><p>$1</p><astro-island props=\'{"plans":[1,['
            + ",".join('[0,{"name":[0,"a"],"monthly":[0,2]}]' for _ in range(150_000))
            + "]]}'></astro-island></main>"
        ).encode(),
        HTML,
        Rules(extract="prices", selector="main"),
        FIVE_MB,
    ),
    (
        "tagged-island-props-nested-10k-deep",
        lambda: (
            "<p>$1</p><b data-props='" + '{"a":[0,' * 10_000 + "1" + "]}" * 10_000 + "'></b>"
        ).encode(),
        HTML,
        PRICES,
        SMALL,
    ),
    # Usage prices: a free allowance before each price, a count of a unit after it.
    (
        "free-allowances-and-counted-units-one-line-5mb",
        lambda: fill("first 10,000 free, then $1 / 1M tokens ", prefix="<p>"),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "free-allowances-and-counted-units-per-line-5mb",
        lambda: fill("<p>first 10,000 requests are free, then $1 per 1,000 requests</p>"),
        HTML,
        PRICES,
        FIVE_MB_OF_PRICES,
    ),
    # devalue's flat form: values shared exponentially, and a 5 MB payload.
    (
        "devalue-payload-shared-exponentially",
        lambda: (
            '<p>$1</p><script type="application/json">'
            + json.dumps([{"a": i + 1, "b": i + 1} for i in range(60)] + ["x"])
            + "</script>"
        ).encode(),
        HTML,
        PRICES,
        SMALL,
    ),
    (
        "devalue-payload-5mb",
        lambda: fill(
            '{"name":1,"monthly":2},',
            prefix='<h2>x</h2><p>$1</p><script type="application/json">[{"p":3},"x",5,[',
            suffix="0]]</script>",
        ),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    # A React Server Components payload: unclosed or escaped pushes, and 100k rows.
    (
        "flight-pushes-unclosed-5mb",
        lambda: fill('self.__next_f.push([1,"\\"', prefix="<p>$1</p><script>"),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "flight-rows-100k",
        lambda: (
            "<h2>a</h2><p>$1</p><script>self.__next_f.push([1,"
            + json.dumps('1:{"name":"a","monthly":1,"yearly":2}\n' * 100_000)
            + "])</script>"
        ).encode(),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    # State assigned to a global in a script: many assignments, deep or unclosed values.
    (
        "global-state-assignments-5mb",
        lambda: fill("window.__S={[", prefix="<p>$1</p><script>"),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "global-state-nested-100k-deep",
        lambda: fill("[", 2_500_000, prefix="<p>$1</p><script>window.__S=") + fill("]", 2_500_000),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    # Values a script's code assigns (literals.value_at): a function called at once, object
    # literals with bare keys, variants of a product, brackets that never close.
    (
        "nuxt-function-state-5mb",
        lambda: fill(
            "{name:a,price:1},",
            prefix="<p>$1</p><script>window.__NUXT__=(function(a){return {plans:[",
            suffix="]}}('x'))</script>",
        ),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "code-literal-variants-5mb",
        lambda: fill(
            "{title:'S',option1:'S',price:1},",
            prefix="<p>$1</p><script>var p = {variants: [",
            suffix="]}</script>",
        ),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "code-assignments-unclosed-5mb",
        lambda: fill("x={variants:[", prefix="<p>$1</p><script>"),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "code-assignments-open-pairs-5mb",
        lambda: fill("[]", prefix="<p>$1</p><script>" + "x={variants:[" * 20),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "declared-state-open-pairs-5mb",
        lambda: fill("[]", prefix="<p>$1</p><script>" + "var __S={a:[" * 20),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    # State and prices kept in attributes: many, broken, or the only prices of a page.
    (
        "state-attributes-5mb",
        lambda: fill('<i data-x=\'{"price": 1, "name": "a"}\'>', prefix="<p>$1</p>"),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    ("broken-state-attributes-5mb", lambda: fill('<i x-data="{ price: [">'), HTML, PRICES, FIVE_MB),
    (  # a slider's tiers, read from the first few JSON lists of the region's attributes
        "tier-attributes-5mb",
        lambda: fill(
            """<i data-tiers='[{"up_to": 1, "unit_amount": 1}, {"up_to": null}]'>""",
            prefix="<p>$1</p>",
        ),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "price-fields-only-5mb",
        lambda: fill("<div><h3>a</h3><input name=price value=1><select><option>$1"),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (  # markup a script renders, read where a page shows no price: the first few
        "template-scripts-5mb",
        lambda: fill("<script type='text/x-template'><p>a</p>" + "<i>1</i>" * 50 + "</script>"),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    ("priced-two-column-rows-5mb", lambda: fill("<tr><td>a<td>$1<td>$2"), HTML, PRICES, FIVE_MB),
    (
        "comparison-table-one-priced-row-many-columns",
        lambda: fill("<td>$1", MB, prefix="<table><tr><th>x" + "<th>p" * 1000 + "<tr><td>Price"),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "aria-hidden-prices-under-one-parent-100k",
        lambda: fill("<b aria-hidden=true>$1</b>", 3 * MB, prefix="<p>"),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    # structured._item walk to the root once per match / per property.
    (
        "selector-matches-under-deep-spans-330kb",
        lambda: ("<span>" * 50_000 + "<b class=p>$1</b>" * 2_000).encode(),
        HTML,
        Rules(selector=".p"),
        SMALL,
    ),
    (  # a page that shows no price: the plans its scripts declare, read from the first 64 KB
        "declared-literals-no-price-5mb",
        lambda: fill("<script>var a = {" + "k: 1, " * 20_000 + "};</script>"),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (  # beside a price shown, a toggle's tables by period: a script's and an attribute's
        "declared-period-tables-beside-a-price-5mb",
        lambda: fill(
            "<script>var t = {monthly: {a: 1}, yearly: {a: 2}, m: [" + "{b: 1}, " * 2_000 + "]};"
            '</script><i data-t=\'{"monthly": {"a": 1}, "yearly": {"a": 3}}\'>',
            prefix="<h3>a</h3><p>$1/month</p>",
        ),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (  # one line of a widget's words (who bought, how long ago, stars), searched up to the
        # volatile budget: each pattern tried once per word, not per character
        "volatile-widget-words-in-one-line-100kb",
        lambda: fill(
            "the plan includes 5 users updated 3 minutes ago with 4.8 stars from 1,204 reviews ",
            100_000,
            prefix="<p>$1</p><p>",
        ),
        HTML,
        Rules(),
        SMALL,
    ),
    (
        "nested-microdata-offers-4k",
        lambda: ('<div itemscope itemprop="offers"><span itemprop=price>1</span>' * 4000).encode(),
        HTML,
        Rules(),
        FIVE_MB,  # 0.27 s here, 4,000 deep: a busy machine once took 1.26 s
    ),
]


def _bench(kind: str, size: int) -> bytes:
    spec = importlib.util.spec_from_file_location("pagegen", ROOT / "bench" / "pagegen.py")
    assert spec is not None
    assert spec.loader is not None
    pagegen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(pagegen)
    return bytes(pagegen.KINDS[kind](size))


@pytest.mark.parametrize(
    ("make", "content_type", "rules", "budget"),
    [pytest.param(*case[1:], id=case[0]) for case in SHAPES],
)
def test_shapes_stay_within_time_and_memory(
    make: Callable[[], bytes], content_type: str, rules: Rules, budget: Budget
) -> None:
    assert_within(make, content_type, rules, budget)


# --- 2. the price pattern and price-parser --------------------------------------------------

REGEX: list[tuple[str, Callable[[], bytes], str, Rules, Budget]] = [
    # PRICE and the period/phrase patterns hold: these pass.
    ("comma-groups-5mb", lambda: fill("1,000", prefix="<p>$"), HTML, Rules(), FIVE_MB),
    ("comma-groups-text-5mb", lambda: fill("1,000", prefix="$"), TEXT, Rules(), FIVE_MB),
    ("dots-5mb", lambda: fill("1.1", prefix="<p>$"), HTML, Rules(), FIVE_MB),
    ("digit-run-5mb", lambda: fill("1", prefix="<p>$"), HTML, Rules(), FIVE_MB),
    ("digit-run-then-sign-5mb", lambda: fill("1", suffix=" $"), TEXT, Rules(), FIVE_MB),
    ("dollar-run-5mb", lambda: fill("$", prefix="<p>"), HTML, Rules(), FIVE_MB),
    ("whitespace-run-5mb", lambda: fill(" \t", prefix="$1", suffix="x"), TEXT, Rules(), FIVE_MB),
    ("mixed-separators-5mb", lambda: fill("1,1.1 1'1", prefix="<p>$"), HTML, Rules(), FIVE_MB),
    (
        "comma-groups-no-decimals-5mb",
        lambda: fill(",000", prefix="1", suffix="1 €"),
        TEXT,
        Rules(),
        FIVE_MB,
    ),
    ("period-slash-run-5mb", lambda: fill("/ ", prefix="$1 "), TEXT, Rules(), FIVE_MB),
    ("period-user-run-5mb", lambda: fill("user ", prefix="$1 per "), TEXT, Rules(), FIVE_MB),
    ("tax-word-run-5mb", lambda: fill("HT ", prefix="$1 "), TEXT, Rules(), FIVE_MB),
    ("month-word-run-5mb", lambda: fill("month ", prefix="$1 "), TEXT, Rules(), FIVE_MB),
    (
        "contact-word-run-5mb",
        lambda: fill("contact ", prefix="<h2>A</h2><p>$1</p><h2>B</h2><p>"),
        HTML,
        Rules(),
        FIVE_MB_OF_PRICES,
    ),
    # One amount grouped by spaces, no-break spaces or apostrophes: PRICE matches it in linear
    # time, but price-parser's _search_decimal_sep (r"\d*([.,€])...$", a search) is quadratic
    # in the digits left once the spaces are removed: 16 KB 0.93 s, 64 KB 15 s, 5 MB ~ a day.
    (
        "space-grouped-amount-32kb",
        lambda: ("<p>$" + spaced_digits(8_000) + "</p>").encode(),
        HTML,
        Rules(),
        SMALL,
    ),
    (
        "nbsp-grouped-amount-32kb",
        lambda: ("<p>$" + spaced_digits(8_000, "\u00a0") + "</p>").encode(),
        HTML,
        Rules(),
        SMALL,
    ),
    (
        "apostrophe-grouped-amount-32kb",
        lambda: ("<p>CHF " + spaced_digits(8_000, "'") + "</p>").encode(),
        HTML,
        Rules(),
        SMALL,
    ),
    ("space-grouped-amount-text-5mb", lambda: fill(" 000", prefix="$1"), TEXT, Rules(), FIVE_MB),
    (
        "space-grouped-json-ld-price-32kb",
        lambda: ld_json('{"@type":"Offer","price":"' + spaced_digits(8_000) + '"}'),
        HTML,
        Rules(),
        SMALL,
    ),
    (
        "space-grouped-meta-price-32kb",
        lambda: (
            '<meta property="product:price:amount" content="' + spaced_digits(8_000) + '"><p>x</p>'
        ).encode(),
        HTML,
        Rules(),
        SMALL,
    ),
    (
        "space-grouped-microdata-price-32kb",
        lambda: (
            '<div itemscope itemprop=offers><span itemprop=price content="'
            + spaced_digits(8_000)
            + '"></span></div>'
        ).encode(),
        HTML,
        Rules(),
        SMALL,
    ),
    (
        "space-grouped-json-price-32kb",
        lambda: json.dumps({"name": "a", "price": spaced_digits(8_000)}).encode(),
        JSON,
        PRICES,
        SMALL,
    ),
    # The currency table's spellings, the words around prices and the page's context
    # (issue 19): long runs of what each pattern repeats or backtracks over.
    ("lower-case-codes-5mb", lambda: fill("1 pln "), TEXT, Rules(), FIVE_MB_OF_PRICES),
    ("trailing-spellings-5mb", lambda: fill("1lei1\u0440\u0443\u0431."), TEXT, Rules(), FIVE_MB),
    # 2.5 million bare amounts, each asked once whether a period follows it: linear (2.5 MB
    # takes half), 2.1 s on the idle machine on 2026-12-07, a price list's worth of numbers.
    ("digits-and-dashes-5mb", lambda: fill("1-", prefix="<p>"), HTML, Rules(), FIVE_MB_OF_PRICES),
    ("kr-run-5mb", lambda: fill("kr ", prefix="<p>"), HTML, Rules(), FIVE_MB),
    ("codes-glued-to-signs-5mb", lambda: fill("SGD $", prefix="<p>"), HTML, Rules(), FIVE_MB),
    ("codes-after-a-price-5mb", lambda: fill(" AUD", prefix="<p>$1"), HTML, Rules(), FIVE_MB),
    ("one-letter-sign-run-5mb", lambda: fill("R R1 ", prefix="<p>"), HTML, Rules(), FIVE_MB),
    (
        "no-break-space-digit-groups-5mb",
        lambda: fill("1\u00a0", prefix="<p>\u20ac"),
        HTML,
        Rules(),
        FIVE_MB,
    ),
    (
        "plain-space-groups-after-a-sign-5mb",
        lambda: fill(" 000", prefix="<p>\u20ac1", suffix=",00"),
        HTML,
        Rules(),
        FIVE_MB,
    ),
    ("space-decimals-run-5mb", lambda: fill(", 32", prefix="1.837"), TEXT, Rules(), FIVE_MB),
    (
        "leading-dots-5mb",
        lambda: fill(".", prefix="<p>", suffix="75 \u20ac"),
        HTML,
        Rules(),
        FIVE_MB,
    ),
    ("colons-after-a-sign-5mb", lambda: fill(" :", prefix="US$"), TEXT, Rules(), FIVE_MB),
    ("per-seat-slash-run-5mb", lambda: fill("per seat / ", prefix="$1 "), TEXT, Rules(), FIVE_MB),
    ("joiner-run-5mb", lambda: fill("und ", prefix="9 \u20ac pro Nutzer "), TEXT, Rules(), FIVE_MB),
    ("count-run-5mb", lambda: fill("1,0", prefix="$1 per "), TEXT, Rules(), FIVE_MB),
    ("tax-prefix-run-5mb", lambda: fill("excl. ", prefix="$1 "), TEXT, Rules(), FIVE_MB),
    ("period-word-run-5mb", lambda: fill("monthly ", prefix="$1 "), TEXT, Rules(), FIVE_MB),
    (
        "cjk-period-prefix-run-5mb",
        lambda: fill("\u6708\u984d", suffix="\u00a51"),
        TEXT,
        Rules(),
        FIVE_MB,
    ),
    (
        "stock-words-5mb",
        lambda: fill("in stock ", prefix="<h2>A</h2><p>$1</p><p>"),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "stock-words-every-line-5mb",
        lambda: fill("<p>Sold out</p><p>$1</p>", prefix="<h2>A</h2>"),
        HTML,
        PRICES,
        FIVE_MB_OF_PRICES,
    ),
    (
        "currency-named-everywhere-5mb",
        lambda: fill("Preise in DKK ", prefix="<p>99 kr</p><p>"),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    # 1.7 million currency codes, each a price word: 2.0 s on the idle machine, at
    # FIVE_MB's budget, which a busy moment between the reference and the case crossed.
    (
        "codes-written-everywhere-5mb",
        lambda: fill("CAD", prefix="<p>$1</p><p>"),
        HTML,
        PRICES,
        FIVE_MB_OF_PRICES,
    ),
    (
        "json-ld-offers-in-other-case-150k",
        lambda: ld_json(
            '{"@type":"Product","Name":"x","Offers":['
            + ",".join('{"Price":"$1","PriceCurrency":"USD"}' for _ in range(150_000))
            + "]}"
        ),
        HTML,
        PRICES,
        FIVE_MB,
    ),
    (
        "microdata-prices-with-signs-4k",
        lambda: ('<div itemscope itemprop="offers"><span itemprop=price>$1</span>' * 4000).encode(),
        HTML,
        Rules(),
        FIVE_MB,
    ),
]


@pytest.mark.parametrize(
    ("make", "content_type", "rules", "budget"),
    [pytest.param(*case[1:], id=case[0]) for case in REGEX],
)
def test_price_patterns_stay_linear(
    make: Callable[[], bytes], content_type: str, rules: Rules, budget: Budget
) -> None:
    assert_within(make, content_type, rules, budget)


def test_extraction_in_a_thread_does_not_freeze_the_event_loop() -> None:
    """The worker extracts bodies over 256 KB with asyncio.to_thread; Lexbor parses without the
    GIL, but re and price-parser hold it. A healthy 5 MB page leaves the loop silent for 0.05 s
    at most; 16 KB of a spaced amount (padded over 256 KB) freezes every check for ~1 s, and
    the gap grows as the square of the amount's length (64 KB: 15 s)."""
    body = ("<p>$" + spaced_digits(4_000) + "</p><!--" + " " * 300_000 + "-->").encode()

    async def longest_gap() -> float:
        gaps: list[float] = []

        async def heartbeat() -> None:
            last = time.perf_counter()
            while True:
                await asyncio.sleep(0.005)
                now = time.perf_counter()
                gaps.append(now - last)
                last = now

        beat = asyncio.create_task(heartbeat())
        await asyncio.sleep(0.02)
        await asyncio.to_thread(extract, body, "text/html", Rules())
        beat.cancel()
        return max(gaps)

    assert asyncio.run(longest_gap()) < 0.25


# --- 3. nothing but ExtractionError ------------------------------------------------------------


def assert_contract(body: bytes, content_type: str, rules: Rules = Rules()) -> None:  # noqa: B008
    """A snapshot that can be hashed, stored and read back, or an ExtractionError."""
    try:
        snapshot = extract(body, content_type, rules)
    except errors.ExtractionError:
        return
    digest = snapshot.digest  # what the worker does next, outside its exception wrapper
    assert Snapshot.decompressed(snapshot.compressed()).digest == digest


# Lone surrogates: json.loads accepts "\ud800"; the text or a label then holds a surrogate and
# Snapshot.encoded() raises UnicodeEncodeError in worker._snapshot, outside _extract's wrapper.
SURROGATES = [
    pytest.param(b'{"plan": {"name": "Pro\\ud800", "price": 10}}', JSON, id="json-name"),
    pytest.param(b'{"x": "\\udc80"}', JSON, id="json-text-only"),
    pytest.param(
        ld_json('{"@type":"Offer","name":"\\ud800","price":"1"}'), HTML, id="json-ld-name"
    ),
    pytest.param(
        ld_json('{"@type":"Offer","priceCurrency":"\\ud800","price":"1"}'),
        HTML,
        id="json-ld-currency",
    ),
    pytest.param(
        b'<script id=__NEXT_DATA__>{"p":{"name":"\\ud800","price":1}}</script><p>x',
        HTML,
        id="next-data",
    ),
    pytest.param(
        b'<script type="application/json">[{"title":"\\udfff","amount":"5"}]</script>',
        HTML,
        id="application-json-script",
    ),
    pytest.param(b"$1 \\ud800", "text/plain; charset=unicode_escape", id="unicode-escape-charset"),
    pytest.param(b"$1 \\ud800", "text/plain; charset=raw_unicode_escape", id="raw-unicode-escape"),
]

# Codecs Python knows but that are not text encodings, or do not take errors="replace":
# codecs.lookup() accepts them, bytes.decode() then raises LookupError / UnicodeError.
NOT_TEXT_CODECS = ["base64", "hex", "zlib", "zip", "bz2", "uu", "quopri", "rot13", "idna",
                   "undefined", "punycode"]  # fmt: skip

# The root element hidden: page.hide() decomposes <html>, Lexbor refuses (SelectolaxError).
HIDDEN_ROOT = [
    pytest.param(b"<html hidden><p>$1</p>", id="html-hidden"),
    pytest.param(b"<html aria-hidden=true><p>$1</p>", id="html-aria-hidden"),
    pytest.param(b"<html style='display:none'><p>$1</p>", id="html-display-none"),
    pytest.param(b"<html style='visibility: hidden'><p>$1</p>", id="html-visibility-hidden"),
]

# JSON-LD whose @type is not a string or a list of strings: set(types) / {types} raises
# TypeError (unhashable) in structured._offers.
ODD_TYPES = [
    pytest.param(ld_json('{"@type":{"a":1}}'), id="type-dict"),
    pytest.param(ld_json('{"@type":[{"a":1}],"price":"1"}'), id="type-list-of-dict"),
    pytest.param(ld_json('{"@type":[["Offer"]],"price":"1"}'), id="type-list-of-list"),
    pytest.param(
        ld_json('[{"@graph":[{"@type":{"x":[]},"offers":{"@type":"Offer","price":1}}]}]'),
        id="type-dict-in-graph",
    ),
]

# The rest hold; kept so that they keep holding.
ODD_BUT_HANDLED = [
    pytest.param(  # more digits than Python reads as an integer (4,300)
        b"<script>var plans = [{name: 'Pro', price: " + b"9" * 100_000 + b"}];</script>",
        "text/html",
        id="script-literal-number-of-100k-digits",
    ),
    pytest.param(  # a tab panel past the children a set of tabs is looked for in
        b"<div role=tablist><b role=tab>A</b><b role=tab>B</b></div><div>"
        + b"<p>x</p>" * 300
        + b"<div role=tabpanel><h3>Pro</h3><p>$10/mo</p></div>"
        b"<div role=tabpanel hidden><h3>Pro</h3><p>$100/yr</p></div></div>",
        "text/html",
        id="tab-panels-past-300-siblings",
    ),
    pytest.param(b"", "text/html", id="empty-html"),
    pytest.param(b"", "", id="empty-no-content-type"),
    pytest.param(b"", JSON, id="empty-json"),
    pytest.param(b"<p>$1</p>", "", id="no-content-type"),
    pytest.param(b"<p>$1</p>", "\x00;;;=;charset", id="garbage-content-type"),
    pytest.param(b"<p>$1</p>", "text/html; charset=", id="empty-charset"),
    pytest.param(b"<p>$1</p>", 'text/html; charset="', id="lone-quote-charset"),
    pytest.param(b"<p>$1</p>", "text/html; charset=x-no-such-thing", id="unknown-charset"),
    pytest.param(b"<p>$1</p>", "text/html; charset=\u00e9", id="non-ascii-charset"),
    pytest.param(b"<p>$1</p>", "text/html;" + "a=b;" * 100_000, id="huge-content-type"),
    pytest.param(b"<meta charset=no-such-codec><p>$1", "text/html", id="unknown-meta-charset"),
    pytest.param(b"<meta charset=utf-16><p>$1", "text/html", id="meta-utf-16"),
    pytest.param(b"<meta charset=utf-7><p>+ACQ-1", "text/html", id="meta-utf-7"),
    pytest.param(b"\xff\xfe<\x00p\x00>\x00$\x001\x00\x00\xd8", "text/html", id="utf16-bom-lone"),
    pytest.param(b"<\x00p\x00>\x00$\x001\x00\x00", "text/html; charset=utf-16-le", id="utf16-odd"),
    pytest.param("\ufeff<p>$1</p>".encode("utf-32-le"), "text/html", id="utf32-bom"),
    pytest.param(b"<p>$1 \xed\xa0\x80 \xff\xfe</p>", HTML, id="invalid-utf8"),
    pytest.param(b"<p>$\x001\x00</p>\x00", HTML, id="nul-bytes"),
    pytest.param(bytes(range(256)) * 100, "application/octet-stream", id="binary"),
    pytest.param(b"<p>$1 &#xD800; &#0; &#x110000;</p>", HTML, id="bad-char-refs"),
    pytest.param(b'{"name":"a","price":NaN}', JSON, id="json-nan"),
    pytest.param(b'[{"name":"a","price":-Infinity}]', JSON, id="json-infinity"),
    pytest.param(b'{"name":"a","price":1e999999}', JSON, id="json-huge-exponent"),
    pytest.param(b'{"name":"a","price":"1e999999999999999999"}', JSON, id="json-huge-exp-str"),
    pytest.param(b'{"name":"a","price":"sNaN"}', JSON, id="json-snan-str"),
    pytest.param(b'{"name":"a","price":' + b"9" * 10_000 + b"}", JSON, id="json-10k-digit-int"),
    pytest.param(b'{"name":"a","price":1.' + b"9" * 100_000 + b"}", JSON, id="json-100k-digits"),
    pytest.param(b"42", JSON, id="json-root-number"),
    pytest.param(b'"$5"', JSON, id="json-root-string"),
    pytest.param(b"null", JSON, id="json-root-null"),
    pytest.param(b"[" * 990 + b"]" * 990, JSON, id="json-990-deep"),
    pytest.param(
        b'{"name":"a","price":' + b'{"price":' * 900 + b"1" + b"}" * 901,
        JSON,
        id="json-price-in-price-900-deep",
    ),
    pytest.param(ld_json('{"@type":5,"price":"1"}'), HTML, id="ld-type-number"),
    pytest.param(ld_json('{"@type":"Product","offers":"$5"}'), HTML, id="ld-offers-string"),
    pytest.param(
        ld_json('{"@type":"Offer","priceSpecification":[[]],"price":"1"}'), HTML, id="ld-spec-list"
    ),
    pytest.param(
        ld_json('{"@type":"Offer","price":1e400,"availability":["x"]}'), HTML, id="ld-odd-values"
    ),
    pytest.param(ld_json('{"@graph":' * 900 + "1" + "}" * 900), HTML, id="ld-900-deep"),
    pytest.param(b'<meta property="og:price:amount" content="NaN"><p>x', HTML, id="meta-nan"),
    pytest.param(
        b'<div itemscope itemprop="offers"><div itemprop="price offers" itemscope '
        b'content="5"><span itemprop=price>7</span></div></div>',
        HTML,
        id="microdata-self-nested",
    ),
    pytest.param(
        b"<html itemscope itemprop=offers><span itemprop=price>5</span>",
        HTML,
        id="microdata-on-root",
    ),
    pytest.param(b"<body hidden><p>$1</p>", HTML, id="body-hidden"),
    pytest.param(b"<frameset><frame src=x></frameset>", HTML, id="frameset"),
    pytest.param(b"<plaintext><p>$5</p>", HTML, id="plaintext"),
]


@pytest.mark.parametrize(("body", "content_type"), SURROGATES)
def test_lone_surrogates_do_not_break_the_hash(body: bytes, content_type: str) -> None:
    assert_contract(body, content_type)


@pytest.mark.parametrize("where", ["content-type", "meta"])
@pytest.mark.parametrize("codec", NOT_TEXT_CODECS)
def test_a_charset_that_is_no_text_encoding_is_ignored(codec: str, where: str) -> None:
    page = b"<p>$1 \xff</p>"
    if where == "meta":
        assert_contract(f"<meta charset={codec}>".encode() + page, "text/html")
    else:
        assert_contract(page, f"text/html; charset={codec}")


@pytest.mark.parametrize("body", HIDDEN_ROOT)
def test_a_hidden_root_element_is_no_crash(body: bytes) -> None:
    assert_contract(body, HTML)


@pytest.mark.parametrize("body", ODD_TYPES)
def test_json_ld_type_of_any_shape(body: bytes) -> None:
    assert_contract(body, HTML)
    assert_contract(body, HTML, PRICES)


@pytest.mark.parametrize(("body", "content_type"), ODD_BUT_HANDLED)
def test_odd_inputs_that_are_handled(body: bytes, content_type: str) -> None:
    assert_contract(body, content_type)
    assert_contract(body, content_type, PRICES)


# --- 4. the page must not speak in the extractor's own markers -------------------------------


def test_control_character_references_are_removed_like_control_characters() -> None:
    """parse() strips U+0001-U+001F from the source, and the text of <p>a\\x03b</p> is "ab";
    the same characters written as references reach the text as markers: &#3; is a cell
    break, &#5; a line break, &#x11; makes a line an h1 (a price label), &#2; a table row."""
    raw = extract(b"<p>a\x02b\x03c\x04d\x05e\x11f</p>", HTML, Rules()).text
    referenced = extract(b"<p>a&#2;b&#3;c&#4;d&#5;e&#x11;f</p>", HTML, Rules()).text
    assert raw == "abcdef"
    assert referenced == raw


def test_a_reference_cannot_make_a_paragraph_a_heading_that_labels_prices() -> None:
    snapshot = extract(b"<p>&#x11;Enterprise</p><p>$99/mo</p>", HTML, PRICES)
    assert snapshot.prices[0].label == ""


# --- 5. what the operator writes --------------------------------------------------------------


@pytest.mark.parametrize("selector", ["html", ":root", "*", "html, p"])
def test_an_ignore_selector_matching_the_root_is_no_crash(selector: str) -> None:
    """These pass config validation (valid_selector); every check of the target then crashes
    with SelectolaxError "Decomposing the root node is not allowed"."""
    assert_contract(b"<p>$1</p>", HTML, Rules(ignore=(selector,)))


def test_an_ignore_selector_removing_the_region_is_region_not_found() -> None:
    with pytest.raises(errors.RegionNotFound):
        extract(
            b"<main><div id=plans>$1</div></main>",
            HTML,
            Rules(extract="text", selector="#plans", ignore=("main",)),
        )


# --- 6. determinism --------------------------------------------------------------------------

DETERMINISM_BODIES = [
    b"<h3>Team</h3><p>$19/mo</p><table><tr><td>CX11</td><td>\xe2\x82\xac3,79</td></tr></table>",
    ld_json('{"@type":"Product","name":"P","offers":[{"@type":"Offer","price":"5"}]}'),
    b"<p>Pr\xe9\xe7is \xe0 3,79 \x80 \xa4 \xdf</p>",  # no charset: the detector decides
    bytes(range(128, 256)) * 40,
    b"<div itemscope itemprop=offers><span itemprop=price>5</span></div><sup>99</sup>",
]


@pytest.mark.parametrize("body", DETERMINISM_BODIES)
def test_the_same_bytes_give_the_same_digest_every_time(body: bytes) -> None:
    for rules in (Rules(), PRICES, Rules(), PRICES):
        digests = set()
        for _ in range(20):
            try:
                digests.add(extract(body, "text/html", rules).digest)
            except errors.ExtractionError as error:
                digests.add(type(error).__name__)
        assert len(digests) == 1


def test_the_same_bytes_give_the_same_digest_in_every_process() -> None:
    """String hashing is randomised per process; nothing may depend on set order."""
    code = (
        "import sys; from monitor.extract import extract, Rules\n"
        "bodies = [bytes(range(128, 256)) * 40, 'Préçis à 3,79 € ÖÄÜ'.encode('cp1252'),\n"
        "          'Cena 3,79 € ĘŁŚ źż'.encode('cp1250'),\n"
        "          '価格は月額です'.encode('shift_jis') * 20, b'<p>\\xe9\\xe8 \\x80 $5</p>' * 30]\n"
        "print([extract(b, 'text/html', Rules()).digest for b in bodies])"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
            env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)},
        ).stdout
        for seed in ("0", "1", "4242")
    }
    assert len(outputs) == 1


def _at_depth(frames: int, call: Callable[[], Snapshot]) -> Snapshot:
    return call() if frames == 0 else _at_depth(frames - 1, call)


def test_the_digest_does_not_depend_on_the_callers_stack_depth() -> None:
    """json.loads fails with RecursionError (caught: "not JSON") at a nesting that depends on
    how deep the caller's stack already is, so the same body is read as JSON in a fresh thread
    and as plain text from a deeper stack: two digests for one body."""
    body = b'{"plans":' + b"[" * 930 + b'{"name":"Pro","price":10}' + b"]" * 930 + b"}"
    digests: dict[str, str] = {}
    thread = threading.Thread(
        target=lambda: digests.update(thread=extract(body, JSON, Rules()).digest)
    )
    thread.start()
    thread.join()
    for frames in (0, 60, 120):
        snapshot = _at_depth(frames, lambda: extract(body, JSON, Rules()))
        digests[f"+{frames} frames"] = snapshot.digest
    assert len(set(digests.values())) == 1, digests


# --- 7. values that are not prices -----------------------------------------------------------


@pytest.mark.parametrize(
    "document",
    [
        '{"@type":"Offer","price":[1,2]}',  # read as 1.2 (str([1, 2]) through price-parser)
        '{"@type":"Offer","price":{"a":1}}',  # read as 1
        '{"@type":"Offer","price":"0x10"}',  # read as 0
    ],
)
def test_a_structured_price_that_is_not_a_number_is_no_amount(document: str) -> None:
    snapshot = extract(ld_json(document), HTML, Rules())
    assert [record.amount for record in snapshot.prices] in ([], [None])


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        (b'{"name":"Pro","price":1e40}', JSON),
        (b'{"name":"Pro","price":"1e999999"}', JSON),
        (b"<h3>Pro</h3><p>$1,000,000,000,000,000,000,000,000,000/mo</p>", HTML),
    ],
)
def test_every_extracted_price_can_be_shown(body: bytes, content_type: str) -> None:
    """Downstream of extract: PriceRecord.shown() (monitor diff, explain, compare.changes)
    quantizes to cents in the default 28-digit context and raises decimal.InvalidOperation
    for any amount of 1e26 or more, which any page can state."""
    try:
        found = extract(body, content_type, PRICES).prices
    except errors.NoPrices:  # no plausible price: 1e26 is no price
        return
    for record in found:
        assert isinstance(record.amount, Decimal)
        record.shown()


@pytest.mark.parametrize("mode", ["prices", "text", "plans"])
@pytest.mark.parametrize("tag", ["noscripts", "noscriptx", "NOSCRIPTS"])
def test_a_tag_that_only_starts_as_noscript_is_no_endless_fallback(tag: str, mode: Mode) -> None:
    # A page without prices is read again with its <noscript> fallbacks shown; a tag whose
    # name only starts so was found, stripped of nothing, and read again without end.
    assert_contract(f"<{tag}>x</{tag}><p>Pro</p>".encode(), "text/html", Rules(extract=mode))


def _chained_graph(pointers: int) -> bytes:
    graph: list[dict[str, object]] = [
        {"@id": f"n{i}", "@type": "Product", "name": f"P{i}",
         "offers": [{"@id": f"n{i + 1}"}] * pointers}
        for i in range(6)
    ]  # fmt: skip
    graph.append({"@id": "n6", "@type": "Offer", "price": "5", "priceCurrency": "EUR"})
    data = json.dumps({"@graph": graph})
    return f'<script type="application/ld+json">{data}</script><p>x</p>'.encode()


@pytest.mark.parametrize(
    "body",
    [
        # An @id that is no string: it had raised TypeError (unhashable).
        b'<script type="application/ld+json">{"@graph":[{"@id":["a"],"x":1}]}</script>',
        b'<script type="application/ld+json">{"@graph":[{"@id":{"a":1},"x":1}]}</script>',
        # Nodes that each point at the next many times: linked in whole, they grew as a
        # power of the pointers (14 took a minute).
        _chained_graph(14),
        # A thousand images whose alt is a price in one wrapper of much text: each had read
        # the wrapper's text again (34 s).
        b"<h1>x</h1>" + b'<img alt="$49/mo">' * 1000 + b"<p>" + b"lorem ipsum " * 60000 + b"</p>",
        # Three thousand phone copies that disagree: each had read its ancestors again.
        b"<h1>x</h1>"
        + b"".join(
            f'<div class="d-lg-none"><p>${i}</p></div><div class="d-none d-lg-block">'
            f"<p>${i + 1}</p></div>".encode()
            for i in range(3000)
        ),
    ],
)
def test_a_graph_images_or_copies_that_cost_a_power_or_a_square_are_read_in_time(
    body: bytes,
) -> None:
    started = time.monotonic()
    assert_contract(body, "text/html")
    assert time.monotonic() - started < 20  # minutes before, under a second now


_PAYPAL = (
    '<h2>Pro</h2><form><input name="a3" value="9.99"><input name="currency_code" value="USD">'
    '<input name="t3" value="M"><input name="p3" value="{}"></form>'
)


@pytest.mark.parametrize("mode", ["prices", "text", "plans"])
@pytest.mark.parametrize(
    "body",
    [
        # A span or a term count of a digit str.isdigit() takes and int() does not (a
        # superscript), or of more digits than int() reads: each had raised ValueError.
        '<table><tr><th>a</th><td colspan="³">Support</td></tr><tr><td>$6</td></tr></table>',
        '<table><tr><th rowspan="²">Cena</th><td>$5</td></tr><tr><td>$6</td></tr></table>',
        _PAYPAL.format("²"),
        _PAYPAL.format("9" * 5000),
        # A media query's width that is no number: float("...") had raised ValueError.
        "<style>@media (max-width: ...px){.m{display:none}}</style><h1>x</h1>"
        '<div class="m"><p>$5</p></div><p>$6</p>',
    ],
)
def test_a_number_only_str_isdigit_reads_is_no_crash(body: str, mode: Mode) -> None:
    assert_contract(body.encode(), HTML, Rules(extract=mode))


def _nested_hidden_twins(depth: int) -> bytes:
    unit = '<span class="sr-only">$5 <span aria-hidden="true">$5</span>'
    return ("<h1>x</h1>" + unit * depth + "</span>" * depth).encode()


@pytest.mark.parametrize("mode", ["prices", "text"])
def test_nested_hidden_twins_are_paired_in_time(mode: Mode) -> None:
    # 66 KB of hidden prices, each beside a sibling that holds all the nested rest: pairing
    # each read its twin's thousand prices and searched its whole text for a period (8 s).
    # What is left, a square in C (Lexbor's text of each nested span), takes up to 1 s.
    assert_within(lambda: _nested_hidden_twins(1000), HTML, Rules(extract=mode), NESTED_TWINS)


NESTED_TWINS = Budget(3.0)


def _glued_after_nested(depth: int) -> bytes:
    nested = "<i>" * depth + "Preis 12,00 € " * 2000
    return ("<p>" + nested + "</i><span>3 Gebote</span>" * depth + "</p>").encode()


def test_counts_glued_after_nested_inline_elements_are_spaced_in_time() -> None:
    # 56 KB: each count glued to an inline element that holds the whole nested rest; looking
    # for a price at the end of each one's text read all of it (24 s).
    assert_within(lambda: _glued_after_nested(1000), HTML, Rules(extract="prices"), NESTED_TWINS)


_AMP_LIST = '<amp-state id="s"><script type="application/json">{}</script></amp-state>{}<p>€5</p>'


@pytest.mark.parametrize(
    "body",
    [
        # A state nested deeper than the JSON parser's recursion: RecursionError.
        _AMP_LIST.format(
            "[" * 5000 + "]" * 5000,
            '<amp-list src="amp-state:s"><template>{{a}}</template></amp-list>',
        ),
        _AMP_LIST.format("[" * 5000 + "]" * 5000, '<p [text]="s.a ? s.b : s.c">€5</p>'),
        # A template named by an id no selector can hold: SelectolaxError.
        _AMP_LIST.format('{"items": [1]}', '<amp-list src="amp-state:s" template="a&#10;">'),
    ],
)
def test_an_amp_state_or_template_that_cannot_be_read_is_no_crash(body: str) -> None:
    assert_contract(body.encode(), HTML)


@pytest.mark.parametrize(
    "body",
    [
        # Sections never closed, filled in for each of 200 items (6.5 s for 8 KB).
        _AMP_LIST.format(
            json.dumps({"items": [{"a": 1}] * 200}),
            '<amp-list src="amp-state:s"><template>' + "{{#a}}x" * 1000 + "</template></amp-list>",
        ),
        # Three lists of one template of 100 KB, 200 items each (28 s).
        _AMP_LIST.format(
            json.dumps({"items": [{"a": "x"}] * 200}),
            '<template id="t">'
            + "<b>{{a}}</b>" * 8000
            + "</template>"
            + '<amp-list src="amp-state:s" template="t"></amp-list>' * 3,
        ),
        # A binding of sixty thousand branches, each read against the others (11 s).
        '<p [text]="a ? plans.pro.yearly' + " : plans.pro.yearly" * 60000 + '">$5</p>',
    ],
)
def test_amp_lists_and_bindings_are_read_in_time(body: str) -> None:
    started = time.monotonic()
    assert_contract(body.encode(), HTML)
    assert time.monotonic() - started < 3


def _nested(opening: str, inner: str, depth: int = 500) -> str:
    return opening * depth + inner + ")" * depth


@pytest.mark.parametrize(
    "body",
    [
        # CSS nested 500 deep in a selector, a value, a style attribute, a media query or a
        # rule that lays out: tinycss2 writes it back by recursion (RecursionError).
        f"<style>{_nested(':is(', 'a')}{{display:none}} .x{{display:none}}</style>",
        f"<style>.x{{display:none;width:{_nested('calc(', '1px')}}}</style>",
        f'<p style="display:none;width:{_nested("calc(", "1px")}">$4</p>',
        f"<style>@media {_nested('(', 'min-width:1px')}{{.x{{display:none}}}}</style>",
        f"<style>.x{{display:grid;font-weight:{_nested('f(', 'x')}}}</style>",
    ],
)
@pytest.mark.parametrize("mode", ["prices", "plans"])
def test_css_nested_past_any_author_is_no_crash(body: str, mode: Mode) -> None:
    page = body + '<h1>x</h1><p class="x">$5</p><p>$6</p>'
    assert_contract(page.encode(), HTML, Rules(extract=mode))


@pytest.mark.parametrize(
    "body",
    [
        # Numbers of more digits than int() reads (ValueError out of tinycss2), in a rule, a
        # style attribute and a media query.
        f"<style>.b{{display:none;z-index:{'1' * 5000}}}</style>",
        f"<style>.a{{width:{'9' * 4301}px}} .x{{display:none}}</style>",
        f'<p style="width:{"1" * 5000}px;display:none">$4</p>',
        f"<style>@media (min-width: {'1' * 5000}px){{.x{{display:none}}}}</style>",
    ],
)
@pytest.mark.parametrize("mode", ["prices", "text"])
def test_css_numbers_longer_than_any_length_are_no_crash(body: str, mode: Mode) -> None:
    page = body + '<h1>x</h1><p class="x">$5</p><p>$6</p>'
    assert_contract(page.encode(), HTML, Rules(extract=mode))


def _long_media_widths() -> bytes:
    queries = "".join(
        f"@media (min-width: {'1' * 999}pt) {{.x{n}{{display:none}}}}" for n in range(200)
    )
    style = f"<style>{queries}@media (max-width: 767px){{.m{{display:none}}}}</style>"
    return f'{style}<h1>x</h1><p class="m">Pro $9</p><p>Team $19</p>'.encode()


@pytest.mark.parametrize("mode", ["prices", "text"])
def test_media_widths_of_long_numbers_are_read_in_time(mode: Mode) -> None:
    # A width of hundreds of digits in an unknown unit: the width's pattern tried each split
    # of the digits (26 s for forty queries of 4,200 digits; 5 s for these).
    assert_within(_long_media_widths, HTML, Rules(extract=mode), SMALL)


def _spanning_rows(cells: int) -> bytes:
    columns = '<td>x</td><td colspan="31">E-Mail</td>' * cells
    rows = '<th rowspan="31">Cena</th>' * cells
    return (
        f"<h1>x</h1><table><tr>{columns}</tr><tr>{'<td>$5</td>' * 300}</tr></table>"
        f"<table><tr>{rows}</tr>{'<tr><td>$5</td></tr>' * 31}</table>"
    ).encode()


@pytest.mark.parametrize("mode", ["prices", "plans"])
def test_rows_of_hundreds_of_spanning_cells_are_read_in_time(mode: Mode) -> None:
    # 19 KB: each spanning cell was written again 30 times and counted the columns of all
    # the cells before it, copies included (a square: 0.8 s, where such a page takes 0.03 s).
    assert_within(lambda: _spanning_rows(256), HTML, Rules(extract=mode), Budget(0.25))


def _footnotes_after_empty_siblings() -> bytes:
    return ("<p>$5" + "<i></i>" * 150_000 + "<sup>1</sup>" * 40 + "</p>").encode()


def _unclosed_radio_labels() -> bytes:
    radios = "".join(f"<label>Size {i}<input type=radio name=s value=v{i}>" for i in range(400))
    return ("<p class=price>$5</p><form>" + radios + "<p>lorem ipsum</p>" * 30_000).encode()


def _nested_div_grids(depth: int) -> bytes:
    rows = "<div><div>a</div><div>b</div><div>c</div></div>" * 4
    nested = "x"
    for _ in range(depth):
        nested = f"<div><div><div>a</div><div>{nested}</div><div>c</div></div>{rows}</div>"
    return f"<html><body><main><p>$5/mo</p>{nested}</main></body></html>".encode()


@pytest.mark.parametrize(
    ("make", "mode"),
    [
        # A footnote after a price walked back over every empty sibling before it, from each
        # of forty footnotes (4 s for 1 MB).
        (_footnotes_after_empty_siblings, "prices"),
        # Comparison grids of divs nested in each other's cells: each level read the text of
        # all the levels inside it (3 s for 250 KB, 17 s for 700 KB).
        (lambda: _nested_div_grids(1000), "plans"),
        # Radios' labels left unclosed, each holding the rest of the page: each option's
        # stock read all of it (32 s for 680 KB), and the choices' states in text mode (2 s).
        (_unclosed_radio_labels, "prices"),
        (_unclosed_radio_labels, "text"),
    ],
)
def test_footnotes_and_div_grids_are_read_in_time(make: Callable[[], bytes], mode: Mode) -> None:
    assert_within(make, HTML, Rules(extract=mode), NESTED_TWINS)


def _json_strings_unclosed() -> bytes:
    # State kept as JSON in a string, each assignment's string left open on one long line:
    # each is scanned to its bound (``literals._LONGEST_STRING``), and no further.
    code = 'var d = \'{\\"variants\\":[{\\"price\\":1' + ", x = '{" * 5000 + "b" * 1_500_000
    parsed = 'window.__INITIAL_STATE__ = JSON.parse("{\\"plans\\":[' + "[" * 20_000
    return (
        f'<p class="price">$5</p><script>{code}</script><script>{parsed}</script>'
        f"<script>var s = '{'[' * 100_000}'</script>"
    ).encode()


@pytest.mark.parametrize("mode", ["prices", "plans", "text"])
def test_json_kept_in_strings_is_read_in_time(mode: Mode) -> None:
    assert_within(_json_strings_unclosed, HTML, Rules(extract=mode), NESTED_TWINS)
