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
from decimal import Decimal
from typing import Any, Literal

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor import errors
from monitor.extract import (
    currencies,
    currency_context,
    features,
    money,
    options,
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
        the plans' records, in plan order, then those (unless records were set aside since,
        as learned volatile ones are: then they are told apart one by one)."""
        if self.mode != "plans" or self.fallback:
            return self.prices
        held = tuple(record for plan in self.plans for record in plan.prices)
        if self.prices[: len(held)] == held:
            return self.prices[len(held) :]
        left = Counter(held)
        loose = []
        for record in self.prices:
            if left[record]:
                left[record] -= 1
            else:
                loose.append(record)
        return tuple(loose)

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
    """The visible lines of the region, and the page's price table, with the prices of the
    region's templates (markup a script shows: a member's price); in ``plans`` mode, the
    ``planner``'s plans too."""
    tree = page.parse(text)
    page.remove(tree, rules.ignore)
    # Data about the page as a whole, read before hide() removes <head> and the scripts; it
    # describes the page's offer whatever region is compared. To leave a page's JSON-LD out,
    # ignore it: script[type="application/ld+json"].
    ld, state, other = _scripts(tree)
    meta = structured.from_meta(tree)
    locales = currency_context.locales(tree)
    option = currency_context.selected_option(tree)  # before hide() removes <select>
    variants = _variants(tree, state) if _mentions_variants(text) else []
    variants += _options(tree, text, other)
    data = page.data_region(tree, rules.selector)
    if data is not None:  # a <script>, <template> or <noscript> chosen as the region
        return _from_data_region(data, rules, planner)
    kept = _template_prices(tree, text, rules) + _option_prices(tree, text, rules)
    for node in _no_offer(tree, rules):
        node.decompose(recursive=False)
    present = plans.present(text) if rules.extract == "plans" else frozenset()
    if rules.extract != "prices":  # a tick or a cross is what a reader sees, as ✓ or ✗
        plans.mark_icons(tree, present or plans.icons_present(text))
    pairer = page.hide(tree, text)
    nodes = page.region(tree, rules.selector)
    if not nodes:
        raise errors.RegionNotFound(_where(rules, "the selector matches nothing"))
    microdata = [record for node in nodes for record in structured.from_microdata(node)]
    if planner is not None:
        planner.structure = plans.mark_blocks(tree, nodes, present)
    views = page.marked_views(tree, nodes, pairer)
    prices = structured.from_json_ld(ld) + microdata + meta
    lines, texts, shown_prices = _read_views(views, pairer.variants, rules, planner, prices, kept)
    if shown_prices:
        if prices and rules.selector is None:  # a whole page beside its data
            only_ld = [] if microdata or meta else ld
            shown_prices = _product_prices(lines, texts, prices, shown_prices, only_ld)
        prices += _not_stated(shown_prices, prices)
    embedded = structured.from_embedded(
        [structured.devalued(structured.load_json(script)) for script in state]
        + _island_props(tree, text)
        + (structured.flight_rows(text) if "__next_f" in text else [])
        + (structured.assigned_state(text) if ".__" in text else [])
    )
    prices += embedded if not prices and not variants else _of_other_amounts(embedded, prices)
    prices += _unseen(variants, prices)

    def toggle() -> str | None:
        return currency_context.switched_toggle(tree)

    codes = currency_context.codes_for(prices, texts, locales, option, toggle)
    if planner is not None and codes:  # a plan's prices are the table's, in its currencies
        planner.found = [
            replace(plan, prices=tuple(currency_context.with_codes(list(plan.prices), codes)))
            for plan in planner.found
        ]
    return texts, currency_context.with_codes(prices, codes)


def _read_views(
    views: list[list[str]],
    variants: tuple[str, ...],
    rules: Rules,
    planner: _Planner | None,
    stated: list[PriceRecord],
    kept: list[PriceRecord],
) -> tuple[list[str], list[str], list[PriceRecord]]:
    """The region's lines as kept, as a reader sees them, and the prices they show with
    ``kept`` (its templates' and options'), each alternative as its own record; in ``plans``
    mode each view is read once, for the plans and the prices."""
    if planner is not None:
        planner.read(views, variants, rules, stated)
        read = planner.reads[0]
        return read.lines, read.texts, planner.price_table(variants) + kept
    shown, *switched = views
    lines = _without(shown, rules)
    texts = [page.plain(line) for line in lines]
    shown_prices = from_lines(lines, texts) + kept
    for variant, view in zip(variants, switched, strict=True) if shown_prices else ():
        shown_prices += _alternative_records(shown_prices, _without(view, rules), variant)
    return lines, texts, shown_prices


# The page's own header, navigation and footer (landmarks, not a card's <header>): a whole
# page's prices there are its chrome's (a cart's total, "free delivery over €50" in a rotating
# bar), not its offers.
# By tag only: the roles' attribute selectors cost as much again and mostly sit on these.
_LANDMARKS = "header, footer, nav"
_SECTIONING = frozenset({"article", "aside", "main", "section"})
_MAX_LANDMARKS = 64
_LANDMARK_DEPTH = 2  # wrappers between the body and its header: <div id="app"><div class="…">


_CHROME_PRICES = 2  # a cart's total and a banner's threshold; more is a pricing table
_DIGIT = re.compile(r"\d")


def _chrome(tree: LexborHTMLParser) -> list[LexborNode]:
    """The page's landmark header, navigation and footer: those not inside content (an
    article's, a section's or main's own header or footer is content) and at most
    ``_LANDMARK_DEPTH`` wrappers below the body, holding at most ``_CHROME_PRICES`` prices (a
    landing page's hero may be its header)."""
    chrome = []
    for node in page.select(tree, _LANDMARKS)[:_MAX_LANDMARKS]:
        parent, depth = node.parent, 0
        while parent is not None and parent.tag not in _SECTIONING and parent.tag != "body":
            parent, depth = parent.parent, depth + 1
        # A card's <header> in a <div> is the card's: the page's is near the body.
        if parent is None or parent.tag != "body" or depth > _LANDMARK_DEPTH:
            continue
        text = node.text(deep=True)
        if _DIGIT.search(text):
            found = money.prices_by_line([" ".join(text.split())]).get(0, [])
            if len(found) > _CHROME_PRICES:
                continue
        chrome.append(node)
    return chrome


def _no_offer(tree: LexborHTMLParser, rules: Rules) -> list[LexborNode]:
    """What a whole page holds that is none of its offers, for the modes that compare
    offers: its chrome (prices mode) and its quotations (prices and plans modes)."""
    if rules.selector is not None or rules.extract == "text":
        return []
    return (_chrome(tree) if rules.extract == "prices" else []) + _quotes(tree)


# A quotation is someone's words, not an offer: a testimonial's "cut our bill from $4,000 to
# $900 a month" rotates with every load.
_QUOTES = "blockquote, q"
_MAX_QUOTES = 64


def _quotes(tree: LexborHTMLParser) -> list[LexborNode]:
    """A whole page's quotations that hold a digit (the rest cost nothing to leave)."""
    return [node for node in page.select(tree, _QUOTES)[:_MAX_QUOTES]
            if _DIGIT.search(node.text(deep=True))]  # fmt: skip


_MAX_TEMPLATES = 16
_MANY_NODES = 64


def _in_region(tree: LexborHTMLParser, selector: str, wanted: str) -> list[LexborNode]:
    """The elements ``wanted`` finds inside the region: one query per region node, or one for
    the whole page when the selector matches so many that it is most of it."""
    nodes = page.region(tree, selector)
    scopes = nodes if len(nodes) <= _MANY_NODES or tree.root is None else [tree.root]
    return [found for scope in scopes for found in page.select(scope, wanted)]


def _template_prices(tree: LexborHTMLParser, text: str, rules: Rules) -> list[PriceRecord]:
    """The prices in the ``<template>`` markup of a region the operator chose (a member's
    price a script swaps in), read from the templates' own content (no part of the tree's
    text) before ``hide`` removes them; not serialised and parsed again, which would recurse
    as deep as templates nest. A whole page's templates are its renderer's prototypes (a
    sample card), not offers."""
    if rules.selector is None or "<template" not in text:
        return []
    fragments = [
        fragment
        for template in _in_region(tree, rules.selector, "template")[:_MAX_TEMPLATES]
        for fragment in template.template_fragments()
    ]
    if not fragments:
        return []
    lines = _without(page.marked_views(tree, fragments)[0], rules)
    return from_lines(lines, [page.plain(line) for line in lines])


_MAX_OPTIONS = 200
_OPTION_CONTEXT = 4  # ancestors of a select searched for the visible price it sets
_LONGEST_CONTEXT = 4000
_CONTEXT_BUDGET = 1_000_000  # characters of text read for all of them: linear on any page


@dataclass
class _Contexts:
    """The text of the ancestors read so far, by node, within a budget."""

    texts: dict[int, str] = field(default_factory=dict)
    left: int = _CONTEXT_BUDGET

    def text(self, node: LexborNode) -> str | None:
        if node.mem_id not in self.texts:
            if self.left <= 0:
                return None
            text = node.text(deep=True)
            self.left -= len(text)
            self.texts[node.mem_id] = (
                " ".join(text.split()) if len(text) <= _LONGEST_CONTEXT else ""
            )
        return self.texts[node.mem_id] or None


def _option_line(option: LexborNode, contexts: _Contexts) -> str:
    """An option's text, with the price a data attribute gives it (``data-price="6,99"``)
    written as the visible price beside its select is, and its card's heading before it."""
    text = " ".join(option.text(deep=True).split())
    amount = options.data_price(option.attributes)
    if amount is None or money.read_price(text) is not None:
        return text
    ancestor = option.parent
    for _ in range(_OPTION_CONTEXT):
        ancestor = ancestor.parent if ancestor is not None else None
        context = contexts.text(ancestor) if ancestor is not None else None
        if ancestor is None or context is None:
            break
        line = options.data_price_line(text, amount, context)
        if line is not None:
            heading = ancestor.css_first("h1, h2, h3, h4, h5, h6")
            name = " ".join(heading.text(deep=True).split()) if heading is not None else ""
            return f"{name} {line}".strip()
    return text


def _option_prices(tree: LexborHTMLParser, text: str, rules: Rules) -> list[PriceRecord]:
    """The prices a ``<select>`` of a region the operator chose offers in its options
    ("Sage (+$15.00)": a customer sees them when opening it), each labelled by its option;
    read before ``hide`` removes the form controls. A whole page's selects are its chrome
    (country, language, sort order)."""
    if rules.selector is None or "<option" not in text:
        return []
    options = _in_region(tree, rules.selector, "select option")[:_MAX_OPTIONS]
    contexts = _Contexts()
    lines = [_option_line(option, contexts) for option in options]
    lines = [line for line in lines if any(char.isdigit() for char in line)]
    return [
        replace(record, label=record.label.rstrip(" (+")) for record in from_lines(lines, lines)
    ]


def _product_prices(
    lines: list[str],
    texts: list[str],
    stated: list[PriceRecord],
    shown: list[PriceRecord],
    only_ld: list[str],
) -> list[PriceRecord]:
    """The prices a whole page shows of what its data states: those under the heading that
    names the data's product; else, when the data is JSON-LD alone (``only_ld``) that only
    sums the page's offers up (an aggregate's "from 0 to 29" for a software), every price
    shown. Else none: the page's carousels of other products come and go."""
    under = _under_product(lines, texts, stated)
    if under is not None:
        return under
    return shown if structured.summaries_only(only_ld) else []


def _under_product(
    lines: list[str], texts: list[str], stated: list[PriceRecord]
) -> list[PriceRecord] | None:
    """The prices shown under the heading that names the product the page's data states (its
    sizes and their stock, beside JSON-LD's lowest price), as far as the next heading: what
    follows (reviews, "recently viewed") is not the product's. None without such a heading."""
    names = {record.label.casefold() for record in stated if record.label}
    headings = [i for i, line in enumerate(lines) if page.heading_level(line)]
    start = next((i for i in headings if texts[i].casefold() in names), None)
    if start is None:  # a variant's heading ("Merino Hoodie, Charcoal"), a brand before it
        start = next((i for i in headings if _names_product(texts[i].casefold(), names)), None)
    if start is None:
        return None
    end = next(
        (j for j in range(start + 1, len(lines)) if page.heading_level(lines[j])), len(lines)
    )
    return from_lines(lines[start:end], texts[start:end])


def _names_product(heading: str, names: set[str]) -> bool:
    """Whether ``heading`` names one of the products ``names`` as a whole run of its words,
    or one of them names it so: a heading of a few letters names nothing."""
    for name in names:
        shorter, longer = sorted((heading, name), key=len)
        if len(shorter) >= _SHORTEST_NAME and re.search(
            rf"(?<!\w){re.escape(shorter)}(?!\w)", longer
        ):
            return True
    return False


_SHORTEST_NAME = 6


def _not_stated(shown: list[PriceRecord], stated: list[PriceRecord]) -> list[PriceRecord]:
    """The ``shown`` prices that the page's data does not state: all of them without data;
    else those of another amount, or of the same amount in a stock the data does not say (a
    variation table beside one offer, or beside an aggregate's lowest price that is also one
    row's)."""
    if not stated:
        return shown
    said = {(r.amount.normalize(), r.availability) for r in stated if r.amount is not None}
    amounts = {amount for amount, _ in said}
    return [
        r
        for r in shown
        if r.amount is not None
        and (r.amount.normalize(), r.availability) not in said
        and (r.availability is not None or r.amount.normalize() not in amounts)
    ]


def _of_other_amounts(records: list[PriceRecord], table: list[PriceRecord]) -> list[PriceRecord]:
    """The ``records`` of a framework's state for plans the table has, at amounts it has not:
    the prices of the toggle's other state that the server did not render (the annual ones),
    where the rendered ones say the rest again. The state's other objects with a price (a
    cart, recommendations) are not the page's plans."""
    if not records:
        return records
    amounts: dict[str, set[Decimal]] = {}
    for record in table:
        if record.amount is not None:
            amounts.setdefault(record.label.casefold(), set()).add(record.amount.normalize())
    return [
        r
        for r in records
        if r.amount is not None
        and r.label.casefold() in amounts
        and r.amount.normalize() not in amounts[r.label.casefold()]
    ]


# A product JSON with its variants, in a script or (HTML-escaped) in an attribute.
_VARIANTS = re.compile(r"(?:[\"'_-]|&quot;|&#34;)(?:variants|variations|skus)\b")


# The props a server hands a client component in an attribute (Astro's <astro-island props>,
# data-props, data-react-props, Vue's :props): state like a framework's script.
_PROPS = re.compile(r"\A(?::|data-(?:[\w-]+-)?)?props\Z")


def _island_props(tree: LexborHTMLParser, text: str) -> list[object]:
    if "props=" not in text:  # str.find: most pages have none
        return []
    found = page.json_attributes(tree, _PROPS)
    return [structured.unwrapped(structured.load_json(props)) for props in found]


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


# Data a page keeps by option id or as a stock matrix: an id's prices ("1201": {"finalPrice"…),
# or a stock map by name (data-stock='{"black": {"M": "out"}}', "stockStatus": {…}).
_ID_PRICES = re.compile(r"\"\d{1,20}\"\s*:\s*\{\s*\"[A-Za-z_]{0,24}(?:[Pp]rice|amount)")
_STOCK_KEY = re.compile(
    r"\"[A-Za-z_]{0,24}(?:[Ss]tock|[Ii]nventory|[Aa]vailability)\w{0,24}\"\s*:\s*\{"
)
# One name only: a regex of several names, or a find per name, cost a tenth of a typical
# page's extraction.
_STOCK_ATTRIBUTE = re.compile(r"stock[\w-]{0,24}=[\"']?[\[{]")
_STOCK_NAME = re.compile(r"^data-[\w-]{0,24}stock")
_CODE_TYPES = ("", "text/javascript", "module", "application/javascript", "text/ecmascript",
               "application/ecmascript")  # fmt: skip
_MAX_DATA_SCRIPTS = 32


def _scripts(tree: LexborHTMLParser) -> tuple[list[str], list[str], list[str]]:
    """The text of the page's JSON-LD, of its state (``application/json``, ``__NEXT_DATA__``),
    and of its other scripts of a type that is not code and whose text looks like JSON (the
    first ``_MAX_DATA_SCRIPTS``: ``text/x-magento-init``), from one query; read before
    ``hide`` removes every script."""
    ld: list[str] = []
    state: list[str] = []
    other: list[str] = []
    for node in tree.css("script"):
        kind = (node.attributes.get("type") or "").strip().lower()
        if kind == "application/ld+json":
            ld.append(node.text(deep=True))
        elif kind == "application/json" or node.attributes.get("id") == "__NEXT_DATA__":
            state.append(node.text(deep=True))
        elif kind not in _CODE_TYPES and len(other) < _MAX_DATA_SCRIPTS:
            content = node.text(deep=True)
            if content.lstrip()[:1] in ("{", "["):
                other.append(content)
    return ld, state, other


def _options(tree: LexborHTMLParser, text: str, scripts: list[str]) -> list[PriceRecord]:
    """The options of a product its data keeps by id (with their stock), else the
    combinations of a stock matrix, in data ``scripts`` (``text/x-magento-init``), the
    page's state, or ``data-*stock*`` attributes."""
    records: list[PriceRecord] = []
    documents = scripts
    for document in documents:
        if _ID_PRICES.search(document):
            records += options.option_records(structured.load_json(document))
    if records:
        return records
    documents = [document for document in documents if _STOCK_KEY.search(document)]
    if _STOCK_ATTRIBUTE.search(text):
        documents += page.json_attributes(tree, _STOCK_NAME)
    for document in documents:
        records += options.stock_records(structured.load_json(document))
    return records


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
        if record.currency is None and only is not None and record.amount is not None:
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
    return texts, prices or from_lines(lines, texts, markup=False)


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
