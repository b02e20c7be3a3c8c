"""What a page says, for comparing one check with the previous one.

``extract`` turns a response body into a ``Snapshot``: the visible text of the pricing region
and the table of prices, without the markup, scripts and tokens that change on every request.
Its hash is what a check records; equal hashes mean nothing a customer sees has changed.
"""

import hashlib
import json
import re
import zlib
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from selectolax.lexbor import LexborHTMLParser

from monitor import errors
from monitor.extract import (
    currencies,
    currency_context,
    features,
    money,
    page,
    plan_reading,
    plans,
    shop,
    structured,
    volatile,
)
from monitor.extract.decode import decode, media_type
from monitor.extract.plans import Plan
from monitor.extract.prices import PriceRecord, from_lines

__all__ = ["Plan", "PriceRecord", "Rules", "Snapshot", "classify_change", "extract", "features"]

Mode = Literal["text", "prices", "plans"]
Volatile = Literal["drop", "keep"]
# Stored with every target's rules: bump it when a release extracts differently, so that each
# target's next check is a new baseline instead of every target reporting a change at once.
EXTRACTION_VERSION = 3


@dataclass(frozen=True, slots=True)
class Rules:
    """A target's extraction settings, as stored with it."""

    extract: Mode = "text"
    selector: str | None = None
    ignore: tuple[str, ...] = ()
    ignore_text: tuple[str, ...] = ()
    volatile: Volatile = "drop"

    def to_json(self) -> str:
        # ``volatile`` only when not the default: rules stored before it still compare equal.
        keep = {"volatile": self.volatile} if self.volatile != "drop" else {}
        return json.dumps(
            {
                "version": EXTRACTION_VERSION,
                "extract": self.extract,
                "selector": self.selector,
                "ignore": list(self.ignore),
                "ignore_text": list(self.ignore_text),
                **keep,
            },
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, text: str) -> "Rules":
        data = json.loads(text)
        return cls(
            data.get("extract", "text"),
            data.get("selector"),
            tuple(data.get("ignore", ())),
            tuple(data.get("ignore_text", ())),
            data.get("volatile", "drop"),
        )


@dataclass(frozen=True, slots=True)
class Snapshot:
    """What a check saw: normalised text (``text`` mode) and the price table; in ``plans``
    mode the table of plans, whose prices are also the price table. A ``plans`` snapshot of
    a page without plan structure is ``fallback``: its price table and, as ``text``, the
    region's lines that hold a number."""

    mode: Mode
    text: str
    prices: tuple[PriceRecord, ...] = field(default=())
    plans: tuple[Plan, ...] = field(default=())
    fallback: bool = False

    def encoded(self) -> bytes:
        """The stored form (``plans`` and ``fallback`` only in ``plans`` mode: snapshots
        stored before it had them read as they did)."""
        content: dict[str, Any] = {
            "mode": self.mode,
            "text": self.text,
            "prices": [record.to_json() for record in self.prices],
        }
        if self.mode == "plans":
            content["plans"] = [plan.to_json() for plan in self.plans]
            content["fallback"] = self.fallback
        return json.dumps(content, sort_keys=True, ensure_ascii=False).encode()

    @property
    def digest(self) -> str:
        """SHA-256 of the content with what a reader cannot tell apart made equal: whitespace
        (markup re-indented between two spans puts a space into "$ 19"), the spelling of an
        amount (12 and 12.00), and the order of the price table (plans listed in another
        order, as a JSON state may list them, offer the same prices)."""
        records = sorted(record.canonical() for record in self.prices)
        content: dict[str, Any] = {
            "mode": self.mode,
            "text": "".join(self.text.split()),
            "prices": records,
        }
        if self.mode == "plans" and not self.fallback:
            # The plans hold their prices; cards in another order are the same plans.
            content["prices"] = sorted(record.canonical() for record in self.loose_prices())
            content["plans"] = sorted(
                (plan.canonical() for plan in self.plans), key=lambda p: p["name"]
            )
        return hashlib.sha256(json.dumps(content, sort_keys=True).encode()).hexdigest()

    def loose_prices(self) -> tuple[PriceRecord, ...]:
        """In ``plans`` mode, the records of the price table that no plan holds: the table is
        the plans' records, in plan order, then those."""
        if self.mode != "plans" or self.fallback:
            return self.prices
        return self.prices[sum(len(plan.prices) for plan in self.plans) :]

    def compressed(self) -> bytes:
        return zlib.compress(self.encoded(), 6)

    @classmethod
    def decompressed(cls, blob: bytes) -> "Snapshot":
        data = json.loads(zlib.decompress(blob))
        prices = tuple(PriceRecord.from_json(record) for record in data["prices"])
        found = tuple(Plan.from_json(plan) for plan in data.get("plans", ()))
        return cls(data["mode"], data["text"], prices, found, data.get("fallback", False))


def extract(body: bytes, content_type: str, rules: Rules) -> Snapshot:
    """The snapshot of a response body; ``ExtractionError`` when the rules find nothing."""
    media = media_type(content_type)
    html = media in ("text/html", "application/xhtml+xml") or (
        not media and body.lstrip()[:15].lower().startswith((b"<!doctype html", b"<html"))
    )
    text = decode(body, content_type, html)
    planner = _Planner() if rules.extract == "plans" else None
    if html:
        lines, prices = _from_html(text, rules, planner)
    else:
        lines, prices = _from_text(text, media, rules)
    table = tuple(_storable_record(record) for record in prices[: money.MAX_PRICES])
    if rules.extract == "plans":
        return _plans_snapshot(planner.found if planner else [], lines, table, rules)
    if rules.extract == "prices":
        if not table:
            raise errors.NoPrices(_where(rules, "no prices found"))
        return Snapshot("prices", "", table)
    if not lines and not table:
        # Also what an `ignore` that removes everything leaves: comparing nothing with
        # nothing would report "unchanged" forever.
        raise errors.EmptyPage(_where(rules, "no visible text"))
    return Snapshot("text", _storable("\n".join(lines)), table)


def _storable(text: str) -> str:
    """Lone surrogates (JSON can spell them: "\\ud800") cannot be stored as UTF-8. A no-break
    space kept between digits for the price reader (1 298,00) is a space to a reader."""
    text = text.replace(page.NO_BREAK, " ")
    try:
        text.encode()
    except UnicodeEncodeError:
        return text.encode(errors="replace").decode()
    return text


def _storable_record(record: PriceRecord) -> PriceRecord:
    fields = (record.label, record.currency, record.period, record.availability)
    if all(value is None or value.isascii() for value in fields):
        return record
    return PriceRecord(
        _storable(record.label),
        record.amount,
        *(None if value is None else _storable(value) for value in fields[1:]),
    )


_DIGIT = re.compile(r"\d")


def _plans_snapshot(
    found: list[Plan], lines: list[str], table: tuple[PriceRecord, ...], rules: Rules
) -> Snapshot:
    """The plans, or without plan structure the price table and the lines with a number."""
    if found:
        stored = tuple(_storable_plan(plan) for plan in found[: plans.MAX_BLOCKS])
        records = tuple(record for plan in stored for record in plan.prices)
        records += tuple(plan_reading.outside(list(stored), table))
        return Snapshot("plans", "", records[: money.MAX_PRICES], stored)
    numbered = [line for line in lines if _DIGIT.search(line)]
    if not numbered and not table:
        raise errors.NoPrices(_where(rules, "no plans, prices or numbers found"))
    return Snapshot("plans", _storable("\n".join(numbered)), table, (), fallback=True)


def _storable_plan(plan: Plan) -> Plan:
    if plan.name.isascii() and all(line.isascii() for line in plan.features):
        return Plan(plan.name, tuple(map(_storable_record, plan.prices)), plan.features)
    lines = tuple(_storable(line) for line in plan.features)
    return Plan(_storable(plan.name), tuple(map(_storable_record, plan.prices)), lines)


class _Planner:
    """What ``plans`` mode adds to reading a page: icons as marks, the plan blocks marked,
    and the plans read from the views."""

    def __init__(self) -> None:
        self.structure = plans.Structure()
        self.found: list[Plan] = []
        self.reads: list[plan_reading.Read] = []

    def read(
        self,
        views: list[list[str]],
        variants: tuple[str, ...],
        rules: Rules,
        stated: list[PriceRecord],
    ) -> None:
        """Each view read once (its lines as kept, its prices), and the plans in them."""
        split = [plan_reading.split(view) for view in views]
        self.reads = [plan_reading.read_view(view, lambda x: _kept(x, rules)) for view in split]
        named = list(zip((None, *variants), split, strict=True))
        found = plan_reading.read(self.structure, named, self.reads, alternative_record)
        self.found = plan_reading.with_stated(found, stated)

    def price_table(self, variants: tuple[str, ...]) -> list[PriceRecord]:
        """The price table of the views already read, as ``_from_html`` reads it."""
        shown = [record for _, record in self.reads[0].records]
        if not shown:
            return []
        table = list(shown)
        for variant, read in zip(variants, self.reads[1:], strict=True):
            switched = [record for _, record in read.records]
            table += plan_reading.alternatives(shown, switched, variant, alternative_record)
        return table


def _from_html(
    text: str, rules: Rules, planner: _Planner | None = None
) -> tuple[list[str], list[PriceRecord]]:
    """The visible lines of the region, and the page's price table (and in ``plans`` mode,
    the ``planner``'s plans)."""
    tree = page.parse(text)
    page.remove(tree, rules.ignore)
    # Data about the page as a whole, read before hide() removes <head> and the scripts; it
    # describes the page's offer whatever region is compared. To leave a page's JSON-LD out,
    # ignore it: script[type="application/ld+json"].
    ld = page.scripts(tree, structured.JSON_LD)
    meta = structured.from_meta(tree)
    locales = currency_context.locales(tree)
    state = page.scripts(tree, structured.EMBEDDED_JSON)
    variants = _variants(tree, state) if _mentions_variants(text) else []
    data = page.data_region(tree, rules.selector)
    if data is not None:  # a <script>, <template> or <noscript> chosen as the region
        return _from_data_region(data, rules, planner)
    present = plans.present(text) if rules.extract != "prices" else frozenset()
    if rules.extract != "prices":  # a tick or a cross is what a reader sees, as ✓ or ✗
        plans.mark_icons(tree, present)
    pairer = page.hide(tree, text)
    nodes = page.region(tree, rules.selector)
    if not nodes:
        raise errors.RegionNotFound(_where(rules, "the selector matches nothing"))
    microdata = [record for node in nodes for record in structured.from_microdata(node)]
    if planner is not None:
        planner.structure = plans.mark_blocks(tree, nodes, present)
    views = page.marked_views(tree, nodes, pairer)
    prices = structured.from_json_ld(ld) + microdata + meta
    if planner is not None:  # the views read once, for the plans and the price table
        planner.read(views, pairer.variants, rules, prices)
        texts = planner.reads[0].texts
        if shown_prices := planner.price_table(pairer.variants):
            prices += _not_stated(shown_prices, prices, rules.selector is not None)
        return _completed(prices, variants, state, texts, locales)
    shown, *switched = views
    lines = _without(shown, rules)
    texts = [page.plain(line) for line in lines]
    if shown_prices := from_lines(lines, texts):
        for variant, view in zip(pairer.variants, switched, strict=True):
            shown_prices += _alternative_records(shown_prices, _without(view, rules), variant)
        prices += _not_stated(shown_prices, prices, rules.selector is not None)
    return _completed(prices, variants, state, texts, locales)


def _completed(
    prices: list[PriceRecord],
    variants: list[PriceRecord],
    state: list[str],
    texts: list[str],
    locales: tuple[str, ...],
) -> tuple[list[str], list[PriceRecord]]:
    """The page's lines and its price table, with what its embedded data adds."""
    if not prices and not variants:
        prices = structured.from_embedded([structured.load_json(script) for script in state])
    prices += _unseen(variants, prices)
    return texts, currency_context.with_currencies(prices, texts, locales)


def _not_stated(
    shown: list[PriceRecord], stated: list[PriceRecord], chosen: bool
) -> list[PriceRecord]:
    """The prices the region shows that the page's data does not state: all of them without
    data; else, in a region the operator ``chosen``, those of other amounts (a variation table
    beside one offer). A whole page beside its data adds none: its carousels of other
    products would come and go."""
    if not stated:
        return shown
    if not chosen:
        return []
    amounts = {record.amount.normalize() for record in stated if record.amount is not None}
    return [r for r in shown if r.amount is not None and r.amount.normalize() not in amounts]


# A product JSON with its variants, in a script or (HTML-escaped) in an attribute.
_VARIANTS = re.compile(r"(?:[\"'_-]|&quot;|&#34;)(?:variants|variations|skus)\b")


def _mentions_variants(text: str) -> bool:
    # str.find first: one regex of alternatives over a whole page cost a fifth of a millisecond.
    return any(word in text for word in ("variants", "variations", "skus")) and bool(
        _VARIANTS.search(text)
    )


def _variants(tree: LexborHTMLParser, state: list[str]) -> list[PriceRecord]:
    """Every variant of the products a shop's JSON lists, whichever the page shows selected."""
    documents = [script for script in state if _VARIANTS.search(script)]
    documents += page.json_attributes(tree, _VARIANTS)
    return [
        record for text in documents for record in shop.variant_records(structured.load_json(text))
    ]


def _unseen(variants: list[PriceRecord], prices: list[PriceRecord]) -> list[PriceRecord]:
    """The variants not already in the table; with the page's one currency where their JSON
    names none."""
    if not variants:  # most pages: no set of a table's records to hash
        return []
    currencies = {record.currency for record in prices if record.currency}
    only = currencies.pop() if len(currencies) == 1 else None
    seen = set(prices)
    found = []
    for record in variants:
        if record.currency is None and only is not None:
            record = replace(record, currency=only)
        if record not in seen:
            seen.add(record)
            found.append(record)
    return found


def _alternative_records(
    shown: list[PriceRecord], lines: list[str], variant: str
) -> list[PriceRecord]:
    """The records of a view with ``variant`` switched on that the page as it loads does not
    show, each labelled with its variant: ``Growth (annual)``."""
    unseen = Counter(shown)
    found = []
    for record in from_lines(lines, [page.plain(line) for line in lines]):
        if unseen[record]:
            unseen[record] -= 1
            continue
        found.append(alternative_record(record, variant))
    return found


def alternative_record(record: PriceRecord, variant: str) -> PriceRecord:
    """``record`` as the alternative ``variant``: named after it, and with the period or the
    currency the variant's name gives, when the record's own text said none."""
    label = f"{record.label} ({variant})" if record.label else f"({variant})"
    period = record.period or money.period_from_words(variant)
    currency = record.currency
    named = variant.upper()
    if (currency is None or currencies.candidates(currency)) and currencies.exponent(
        named
    ) is not None:
        currency = named
    return replace(record, label=label, period=period, currency=currency)


def _from_data_region(
    region: page.DataRegion, rules: Rules, planner: _Planner | None
) -> tuple[list[str], list[PriceRecord]]:
    """A script's content is data (JSON, compared as canonical JSON) or text; a template's or
    a noscript's is markup, read as a page of its own."""
    inside = replace(rules, selector=None, ignore=())
    if region.markup:
        return _from_html(region.content, inside, planner)
    data = structured.load_json(region.content)
    return _from_text(region.content, "application/json" if data is not None else "", inside)


def _from_text(text: str, media: str, rules: Rules) -> tuple[list[str], list[PriceRecord]]:
    if rules.selector is not None or rules.ignore:
        raise errors.RegionNotFound(f"{media or 'the response'} is not HTML; selectors need HTML")
    data = structured.load_json(text) if "json" in media else None
    if data is not None:
        prices = structured.from_data(data)
        if prices and rules.extract != "text":
            return [], prices  # the prices are all that is compared: no text to lay out
        text = json.dumps(data, sort_keys=True, indent=1, ensure_ascii=False, default=str)
    else:
        prices = []
    lines = _without([line for line in map(_columns, text.splitlines()) if line], rules)
    texts = [page.plain(line) for line in lines]
    return texts, prices or from_lines(lines, texts)


_COLUMN_GAP = re.compile(r"\t+| {2,}")


def _columns(line: str) -> str:
    """A text line laid out in columns (two spaces or a tab apart) is a table row."""
    cells = [
        " ".join(cell.split()) if cell.isascii() else page.collapse(cell)  # most, at C speed
        for cell in _COLUMN_GAP.split(line.strip())
    ]
    cells = [cell for cell in cells if cell]
    if len(cells) < 2:
        return " ".join(cells)
    return page.ROW + "".join(page.CELL + cell for cell in cells)


def _without(lines: list[str], rules: Rules) -> list[str]:
    """``ignore_text`` removed from each line as a reader sees it (each cell of a row), so
    that ``^`` and ``$`` are the line's, then volatile text (unless ``volatile: keep``); a
    line left empty goes."""
    return [line for line in _kept(lines, rules) if line is not None]


def _kept(lines: list[str], rules: Rules) -> list[str | None]:
    """``_without``, line by line: each line as kept, or None where it goes."""
    compiled = [re.compile(pattern) for pattern in rules.ignore_text]
    searched = volatile.candidates(lines) if rules.volatile == "drop" else set()
    kept: list[str | None] = []
    for index, line in enumerate(lines):
        if not compiled and index not in searched:
            kept.append(line)
            continue
        marker = line[:1] if page.heading_level(line) or line.startswith(page.ROW) else ""
        drop = index in searched
        cells = [_remove(compiled, cell, drop) for cell in line[len(marker) :].split(page.CELL)]
        rebuilt = marker + page.CELL.join(cells)
        kept.append(rebuilt if page.plain(rebuilt) else None)
    return kept


def _remove(patterns: list[re.Pattern[str]], text: str, drop_volatile: bool) -> str:
    if patterns:
        for pattern in patterns:
            text = pattern.sub("", text)
        text = page.collapse(text)
    return volatile.stripped(text) if drop_volatile else text


def _where(rules: Rules, message: str) -> str:
    return f"{message} (selector {rules.selector!r})" if rules.selector else message


def classify_change(recent: tuple[str, ...], digest: str) -> str:
    """``baseline`` without a previous result; ``unchanged`` when ``digest`` equals one of the
    ``recent`` distinct results (the latest only, unless the target sets ``compare_last``)."""
    if not recent:
        return "baseline"
    return "unchanged" if digest in recent else "changed"
