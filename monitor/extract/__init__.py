"""What a page says, for comparing one check with the previous one.

``extract`` turns a response body into a ``Snapshot``: the visible text of the pricing region
and the table of prices, without the markup, scripts and tokens that change on every request.
Its hash is what a check records; equal hashes mean nothing a customer sees has changed.
"""

import bisect
import hashlib
import itertools
import json
import operator
import re
import zlib
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Any, Literal

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor import errors
from monitor.extract import (
    alternatives,
    carousels,
    carts,
    choices,
    clues,
    currencies,
    currency_context,
    div_tables,
    features,
    generated_text,
    keyed_prices,
    language,
    layout,
    literals,
    money,
    nodes,
    option_stock,
    options,
    page,
    phrases,
    plan_reading,
    plans,
    quotes,
    recommended,
    sellers,
    shop,
    structured,
    unfilled,
    volatile,
    worded_keys,
    words,
)
from monitor.extract.alternatives import Pairer
from monitor.extract.decode import decode, media_type
from monitor.extract.plans import Plan
from monitor.extract.prices import PriceRecord, from_lines, located, unpriced_product
from monitor.states import CheckStatus

__all__ = ["Plan", "PriceRecord", "Rules", "Snapshot", "classify_change", "extract", "features"]

Mode = Literal["text", "prices", "plans"]
Volatile = Literal["drop", "keep"]
# Stored with every target's rules: bump it when a release extracts differently, so that each
# target's next check is a new baseline instead of every target reporting a change at once.
EXTRACTION_VERSION = 37


@dataclass(frozen=True, slots=True, kw_only=True)
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
            extract=data.get("extract", "text"),
            selector=data.get("selector"),
            ignore=tuple(data.get("ignore", ())),
            ignore_text=tuple(data.get("ignore_text", ())),
            volatile=data.get("volatile", "drop"),
        )


@dataclass(frozen=True, slots=True, kw_only=True)
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
        order, as a JSON state may list them, offer the same prices) and, in ``plans`` mode
        without plan structure, of the lines with a number."""
        # In ``plans`` mode the plans hold their prices (each read once, there), and cards in
        # another order are the same plans.
        records = sorted(record.canonical() for record in self.loose_prices())
        content: dict[str, Any] = {
            "mode": self.mode,
            "text": "".join(self.text.split()),
            "prices": records,
        }
        if self.fallback:  # lines with a number from cards the page may show in any order
            content["text"] = sorted("".join(line.split()) for line in self.text.splitlines())
        if self.mode == "plans" and not self.fallback:
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
        # A large snapshot is mostly text that compresses little (a dump, a feed of random
        # ids): the fastest level costs a sixth of the time for a seventh more bytes.
        encoded = self.encoded()
        return zlib.compress(encoded, 6 if len(encoded) < _LARGE_SNAPSHOT else 1)

    @classmethod
    def decompressed(cls, blob: bytes) -> "Snapshot":
        data = json.loads(zlib.decompress(blob))
        prices = tuple(PriceRecord.from_json(record) for record in data["prices"])
        found = tuple(Plan.from_json(plan) for plan in data.get("plans", ()))
        return cls(
            mode=data["mode"],
            text=data["text"],
            prices=prices,
            plans=found,
            fallback=data.get("fallback", False),
        )


_LARGE_SNAPSHOT = 256 * 1024


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
        return Snapshot(mode="prices", text="", prices=table)
    if not lines and not table:
        # Also what an `ignore` that removes everything leaves: comparing nothing with
        # nothing would report "unchanged" forever.
        raise errors.EmptyPage(_where(rules, "no visible text"))
    return Snapshot(mode="text", text=_storable("\n".join(lines)), prices=table)


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
    # One string's test, not four (None reads "None", ASCII too): the snapshot of a page of
    # plans tests each record twice, in the table and in its plan.
    if f"{record.label}{record.currency}{record.period}{record.availability}".isascii():
        return record
    return replace(
        record,
        label=_storable(record.label),
        currency=record.currency and _storable(record.currency),
        period=record.period and _storable(record.period),
        availability=record.availability and _storable(record.availability),
    )


def _plans_snapshot(
    found: list[Plan], lines: list[str], table: tuple[PriceRecord, ...], rules: Rules
) -> Snapshot:
    """The plans, or without plan structure the price table and the lines with a number."""
    if found:
        storable = set(map(id, table))
        stored = tuple(_storable_plan(plan, storable) for plan in found[: plans.MAX_BLOCKS])
        records = tuple(record for plan in stored for record in plan.prices)
        records += tuple(plan_reading.outside(list(stored), table))
        text = _storable("\n".join(_on_request(lines)))
        return Snapshot(mode="plans", text=text, prices=records[: money.MAX_PRICES], plans=stored)
    numbered = _fallback_lines(lines)
    if not numbered and not table:
        raise errors.NoPrices(_where(rules, "no plans, prices or numbers found"))
    return Snapshot(
        mode="plans", text=_storable("\n".join(numbered)), prices=table, plans=(), fallback=True
    )


def _on_request(lines: list[str]) -> list[str]:
    """The sentences that offer something on request ("Our Enterprise plan adds SSO: contact
    sales"): a plan that has no card and no price, compared beside the plans. A link that
    only says "Contact us" is no sentence, and a table's row is its plans'."""
    # The sentences first (their spaces, or their words where a script puts no spaces: no
    # line is split), then one scan of them.
    sentences = [line for line in lines if features.sentence(line) and " | " not in line]
    found = money.CONTACT_SALES.answers_by_line(sentences) if sentences else {}
    return [line for k, line in enumerate(sentences) if k in found]


def _fallback_lines(lines: list[str]) -> list[str]:
    """Without plan structure, the lines with a number, and those compared as such a line is:
    a plan's, that mark a feature included or not ("✓ SAML SSO") or price a plan on request
    (found by one scan of all the lines, not one a line)."""
    on_request = money.CONTACT_SALES.answers_by_line(lines)
    return [
        line
        for k, line in enumerate(lines)
        if _DIGIT.search(line) or _fallback_kept(line, k in on_request)
    ]


def _fallback_kept(line: str, on_request: bool) -> bool:
    mark, rest = features.glyph_of(line)
    if mark is not None:
        return any(char.isalpha() for char in rest)  # not a close button's cross alone
    return on_request


def _storable_plan(plan: Plan, storable: set[int]) -> Plan:
    """``plan`` as it can be stored; ``storable``: the ids of records that can be stored as
    they are (the price table's, made so already: most records of a plan are the table's)."""
    if storable.issuperset(map(id, plan.prices)):
        prices = plan.prices  # one test of the ids, not a string built per record
    else:
        prices = tuple(map(_storable_record, plan.prices))
    # One string's test, not one per line: joined, they are ASCII when each line is.
    if plan.name.isascii() and "".join(plan.features).isascii():
        # Most plans are storable as they are: a frozen dataclass costs its fields' setting.
        same = prices is plan.prices or (
            len(prices) == len(plan.prices) and all(map(operator.is_, prices, plan.prices))
        )
        return plan if same else Plan(plan.name, prices, plan.features)
    lines = tuple(_storable(line) for line in plan.features)
    return Plan(_storable(plan.name), prices, lines)


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
        stripped: dict[str, str] = {}  # a view's lines again in the next, read once
        self.reads = [
            plan_reading.read_view(view, lambda x: _kept(x, rules, stripped)) for view in split
        ]
        named = list(zip((None, *variants), split, strict=True))
        found = plan_reading.read(self.structure, named, self.reads, alternative_record)
        found = found or plan_reading.unboxed(split[0], self.reads[0])
        self.found = plan_reading.with_stated(found, stated)

    def price_table(self, pairer: Pairer) -> list[PriceRecord]:
        """The price table of the views already read, as ``_from_html`` reads it."""
        shown = [record for _, record in self.reads[0].records]
        if not shown:
            return []
        others: list[PriceRecord] = []
        periods: dict[int, str] = {}
        for variant, read in zip(pairer.variants, self.reads[1:], strict=True):
            switched = [record for _, record in read.records]
            others += plan_reading.alternatives(shown, switched, variant, alternative_record)
            periods = _side_periods(shown, switched, (variant, pairer.sides.get(variant))) | periods
        dated = _dated_at(shown, periods)
        if periods:  # the plans' prices as the table dates them
            by_record = {shown[k]: dated[k] for k in periods}
            self.found = [
                replace(plan, prices=tuple(by_record.get(r, r) for r in plan.prices))
                for plan in self.found
            ]
        return dated + others


def _from_html(
    text: str, rules: Rules, planner: _Planner | None = None
) -> tuple[list[str], list[PriceRecord]]:
    """The visible lines of the region, and the page's price table, with the prices of the
    region's templates (markup a script shows: a member's price); in ``plans`` mode, the
    ``planner``'s plans too."""
    tree = page.parse(text)
    page.remove(tree, rules.ignore)
    locales = currency_context.locales(tree)
    with language.reading(locales):  # "/година" is a year in Bulgarian, an hour in Ukrainian
        return _read_html(tree, text, rules, planner, locales)


def _read_html(
    tree: LexborHTMLParser,
    text: str,
    rules: Rules,
    planner: _Planner | None,
    locales: tuple[str, ...],
) -> tuple[list[str], list[PriceRecord]]:
    # Data about the page as a whole, read before hide() removes <head> and the scripts; it
    # describes the page's offer whatever region is compared. To leave a page's JSON-LD out,
    # ignore it: script[type="application/ld+json"].
    ld, state, other, templated, code = (
        _scripts(tree) if page.mentions(text, "script") else _NO_SCRIPTS
    )
    meta = structured.from_meta(tree) if page.mentions(text, "meta") else []
    title = structured.page_title(tree)
    # Before hide() removes <select>, and before the header that may hold a switcher goes.
    selected = clues.holds(text, *_SELECTED) and currency_context.selected_option(tree)
    option = selected or (
        currency_context.switcher_choice(tree)
        if clues.holds(text, *currency_context.SWITCHER_WORDS)
        else None
    )
    links = clues.holds(text, *_LINK)
    streamed = _streamed(text)
    groups = _variants(tree, (state, code), streamed, links) if _mentions_variants(text) else []
    # Before hide() removes the scripts: state a script assigns to window.X (any name).
    scripts = _code_text(code) if clues.holds(text, *structured.WINDOW) else ""
    declared = _declared_code(text, code)
    by_option = _options(tree, text, other)
    # Before hide() removes the inputs and the selects whose state says which is which.
    picked = option_stock.records(tree, text) if _reads_picked(rules, by_option) else []
    data = page.data_region(tree, rules.selector)
    if data is not None:  # a <script>, <template> or <noscript> chosen as the region
        return _from_data_region(data, rules, planner)
    shapes = _shapes(text)
    optional = _option_prices(tree, text, rules)
    kept = _template_prices(tree, text, rules) + optional
    # A banner's deal inside the chrome goes first, before the chrome that may hold it (or be
    # it: each element once).
    unfilled.drop_placeholders(tree, text, rules.extract)  # before the cards are read
    dropped = _daily_deals(tree, text, rules) + _no_offer(tree, text, rules)
    dropped += _store_choice(tree, text, rules) + _carts(tree, text, rules)
    for node in {node.mem_id: node for node in dropped}.values():
        node.decompose(recursive=False)
    _drop_badges(tree, text, rules)
    page.merge_raised_cents(tree, text)  # before any reader keeps their runs apart
    quotes.drop(tree, text)  # the market of the moment, beside the page's own prices
    _slides_in_order(tree, text, rules)
    if rules.extract == "plans" and any(live.search(text) for live in _LIVE):
        _drop_live(tree)
    present = plans.present(text) if rules.extract == "plans" else frozenset()
    if rules.extract != "prices":  # a tick or a cross is what a reader sees, as ✓ or ✗
        plans.mark_icons(tree, present or plans.icons_present(text))
    generated_text.write(tree, text)  # before hide(): an icon is often aria-hidden
    page.space_screen_reader_texts(tree, text)
    page.lift_slider_data(tree, text)
    page.space_glued_phrases(tree, text)
    page.space_glued(tree, text)
    _read_choices(tree, text, rules)
    page.join_named_cents(tree, text)
    laid_out = layout.rules(tree, text)  # before hide() removes the styles
    pairer = page.hide(tree, text, unselected=rules.extract == "prices")
    nodes = page.region(tree, rules.selector)
    if not nodes:
        raise errors.RegionNotFound(_where(rules, "the selector matches nothing"))
    microdata = [record for node in nodes for record in structured.from_microdata(node)]
    _mark_structure(tree, nodes, planner, present, shapes)
    offered = structured.from_json_ld(ld) + microdata
    stated = offered + structured.not_restated(meta, offered)
    # Before the cards' names are looked for: a name CSS sets on a line of its own is one.
    layout.break_blocks(tree, text, laid_out)
    headings = _headings(tree, nodes, shapes, (rules, not stated, title))
    tabbed = clues.holds(text, *recommended.TABS)
    widgets = clues.holds(text, *recommended.WIDGETS)
    titled = recommended.titled_in(text) if rules.extract == "text" else frozenset()
    views = _recommended_in_order(
        tree,
        nodes,
        pairer,
        page.marked_views(tree, nodes, pairer, headings),
        rules,
        (tabbed, widgets, titled),
    )
    prices = list(stated)
    lines, texts, shown_prices = _read_views(views, pairer, rules, planner, prices, kept)
    shown_prices = _named_by_page(shown_prices, rules, (tree, nodes, title))
    if shown_prices:
        # Any line's, as the product's lines may be under no heading that names it.
        prices = _periods_shown(prices, shown_prices)
        if prices and rules.selector is None:  # a whole page beside its data
            only_ld = [] if microdata or meta else ld
            products = structured.product_names(ld) | _title_name(title, prices)
            shown_prices = _product_prices(lines, texts, prices, shown_prices, only_ld, products)
            # A select's options are the product form's, wherever the page shows them.
            shown_prices += _unseen(optional, shown_prices)
        prices += _not_stated(shown_prices, prices, frozenset(optional))
    documents = _embedded(tree, text, (state + other, streamed), shapes, links, scripts)
    embedded = structured.from_embedded(documents)
    variants = _in_units(groups, prices) + by_option
    coded = _assigned_values(declared, _CODE_LITERAL) if declared else []
    # The state's plans the markup does not draw, by the plans it does (not by its other amounts).
    listing = [*documents, *coded] if embedded or coded else []
    peers = _unshown_peers(listing, prices) if prices and not variants else []
    prices += embedded if not prices and not variants else _of_other_amounts(embedded, prices)
    prices += _unseen(peers, prices)
    prices += _unseen(keyed_prices.alternatives(documents, prices), prices) if documents else []
    tables = _period_tables(coded, documents, text)
    prices += _unseen(_declared_alternatives(tables, prices), prices) if tables else []
    prices += _unseen(_not_offered(variants, stated), prices)
    prices += _unseen(structured.from_embedded(list(map(structured.load_json, templated))), prices)
    prices = prices or _held_prices(text, rules, shapes) or _in_stated_currency(lines, texts)
    prices = prices or _last_resorts(text, rules, nodes, documents)
    prices += _unseen(_in_owners_period(_region_tiers(nodes, text, shapes), prices), prices)
    # A picker's options, where its data lists no variants: one price, a size sold out.
    prices += _unseen(picked, prices) if prices and not variants else []
    # Last, where nothing else was read: a region's tiers are prices, and a badge above them
    # ("Sold out") is no product without a price beside them.
    prices = prices or (unpriced_product(lines, texts) if rules.extract == "prices" else [])

    def toggle() -> str | None:
        return currency_context.switched_toggle(tree)

    from_data = [*stated, *embedded, *variants]  # not the text's prices: "from A$79" names no "$"
    codes = currency_context.codes_for(prices, texts, locales, option, toggle, from_data)
    if planner is not None and codes:  # a plan's prices are the table's, in its currencies
        planner.found = [
            replace(plan, prices=tuple(currency_context.with_codes(list(plan.prices), codes)))
            for plan in planner.found
        ]
    return texts, currency_context.with_stated(currency_context.with_codes(prices, codes), texts)


def _page_name(tree: LexborHTMLParser, region: list[LexborNode], title: str) -> str:
    """What a selector's region is the price of, where nothing in it names it: the page's
    one ``<h1>`` outside the region (a product page's name over its buy box), else its
    title, if that is a name of a few words."""
    found = tree.css("h1")
    one = found[0] if len(found) == 1 else None
    if one is not None and not nodes.inside(one, {node.mem_id for node in region}):
        name = " ".join(one.text(separator=" ").split())
        return name or _title_as_name(title)
    return _title_as_name(title)


def _title_as_name(title: str) -> str:
    return title if len(title.split()) >= _FEWEST_TITLE_WORDS else ""


def _named_by_page(
    records: list[PriceRecord],
    rules: Rules,
    page_of: tuple[LexborHTMLParser, list[LexborNode], str],
) -> list[PriceRecord]:
    """``records`` with the page's name (``_page_name``) for each that nothing in the region
    a selector chose named: the region's one price was labelled by nothing."""
    if rules.selector is None or all(record.label for record in records):
        return records
    if not (name := _page_name(*page_of)) or not _steady_name(name):
        return records
    return [record if record.label else replace(record, label=name) for record in records]


def _steady_name(name: str) -> bool:
    """Whether a page's ``name`` stays as the price does: no price, percentage or stock state
    in it. A shop's title or heading that says its price ("Red Shoes for $49 | Shop"), its sale
    ("20% off") or its stock ("Only 3 left") changes with them, and would take a price's change
    for one price gone and another come."""
    if "%" in name or money.prices_by_line([name]):
        return False
    return (
        phrases.availability_in(name) is None
        and next(phrases.stock_counts_left(name), None) is None
    )


def _reads_picked(rules: Rules, by_option: list[PriceRecord]) -> bool:
    """Whether a picker's options are read as records: on a whole page (a selector's region
    may leave the picker out) whose data keeps no option by id. In text mode too: the text
    shows a closed select's chosen option alone, so a size added or back in stock (one
    without a price of its own, which the table would hold) changed nothing there."""
    return rules.selector is None and not by_option


def _read_choices(tree: LexborHTMLParser, text: str, rules: Rules) -> None:
    """A listing's filter of price ranges left out of its prices (a reader still sees its
    ranges: text mode keeps them), and the disabled choices marked; before ``hide`` removes
    the inputs that say which are which."""
    if rules.extract != "text":
        choices.drop_price_filters(tree, text)
    choices.mark(tree, text)


def _mark_structure(
    tree: LexborHTMLParser,
    nodes: list[LexborNode],
    planner: _Planner | None,
    present: frozenset[str],
    shapes: frozenset[str],
) -> None:
    """The region's plan blocks marked, in ``plans`` mode; else its ARIA grids, if any, and
    its price lists of divs (``div_tables``) as ARIA grids."""
    if planner is not None:
        planner.structure = plans.mark_blocks(tree, nodes, present)
    elif div_tables.mark_price_lists(nodes) or "grid" in shapes:
        plans.mark_grids(nodes)
        for node in nodes:  # the grids' header cells name their columns' prices
            _drop_worded_badges(node, "[role=columnheader]")


def _headings(
    tree: LexborHTMLParser,
    nodes: list[LexborNode],
    shapes: frozenset[str],
    asked: tuple[Rules, bool, str],
) -> dict[int, int] | None:
    """The elements that are headings by their role, and in the modes that read prices, the
    names of a listing's tiles, by their class (``page.tile_names``) or by their picture's
    ``alt`` (``page.pictured_names``): a name heads its tile's prices only; on a page
    without an ``<h1>``, the box that says the page's title (``page.titled_name``).
    ``asked``: the rules, whether plan cards without a picture may be named so (not on a
    page whose data states a product's offers: see ``page.tile_names``), and the title."""
    rules, cards, title = asked
    headings = page.role_headings(nodes) if "heading" in shapes else None
    if rules.extract != "text" and _guessed_beside_written(nodes, shapes):
        shapes = shapes - {"styled", "titled"}
    if "styled" in shapes and rules.extract != "text":
        headings = page.styled_headings(nodes, headings or {})
    if rules.extract == "text":
        return headings
    if rules.selector is None and (titled := page.titled_name(title, tree, nodes)):
        headings = {**titled, **(headings or {})}
    if not shapes.isdisjoint(("named", "pictured", "carded", "linked")):
        headings = _tile_names(tree, nodes, shapes, headings or {}, cards)
    # A grid's cards that another name found hold a heading, and keep it.
    shaped = page.shaped_names(nodes, headings or {})
    if "titled" in shapes:  # last: a card's name is its card's, not a section's title
        shaped = page.titled_boxes(nodes, shaped)
    shaped = page.section_titles(nodes, shaped) if shaped else shaped
    return shaped if shaped or headings is not None else None


def _guessed_beside_written(nodes: list[LexborNode], shapes: frozenset[str]) -> bool:
    """Whether the page would have headings guessed from classes and styles beside those it
    writes, by tag or by role, over its prices: guessed ones beside those took the cards'
    texts for their names ("Includes 4 items: ..."). Headings that head no price (a cookie
    banner's <h2>, a modal's role heading) say nothing of how the content writes its own."""
    if shapes.isdisjoint(("styled", "titled")):
        return False
    said = [selector for shape, selector in _WRITTEN if shape in shapes]
    return bool(said) and page.heads_prices(nodes, ", ".join(said))


# The headings a page writes, by the shape that says it writes them.
_WRITTEN = (("tagged", "h1, h2, h3, h4, h5, h6"), ("heading", '[role="heading"]'))


def _tile_names(
    tree: LexborHTMLParser,
    nodes: list[LexborNode],
    shapes: frozenset[str],
    headings: dict[int, int],
    cards: bool,
) -> dict[int, int]:
    """``headings`` and the names of the tiles and cards the page's ``shapes`` may hold."""
    apart = recommended.named(tree)
    if "named" in shapes:
        headings = page.tile_names(nodes, headings, apart, cards)
    if "pictured" in shapes:
        headings = page.pictured_names(nodes, headings, apart)
    if "carded" in shapes:
        headings = page.card_names(nodes, headings, apart)
    if "linked" in shapes:
        headings = page.linked_names(nodes, headings, apart)
    return headings


def _recommended_in_order(
    tree: LexborHTMLParser,
    nodes: list[LexborNode],
    pairer: Pairer,
    views: list[list[str]],
    rules: Rules,
    marked: tuple[bool, bool, frozenset[str]],
) -> list[list[str]]:
    """In ``text`` mode, a whole page's ``views`` with the other products it recommends
    ("Customers also bought", "Recently viewed") in an order of their own: a shop shuffles
    them at every load, and only another product or price is a change a reader sees (the
    other modes never read them). Found by the heading lines already read, or on a page with
    tabs by any line, or by a shop platform's widget, or by a title written as a box of
    text (an accelerator's ``<div class="headline">Recently viewed</div>``; ``marked``:
    whether the source holds tabs, a widget, and the titles it may hold): a page without
    any pays nothing, one with it is read again."""
    if rules.extract != "text" or rules.selector is not None:
        return views
    tabbed, widgets, titled = marked
    if not widgets and not titled and not any(_heads_others(line, tabbed) for line in views[0]):
        return views
    blocks = recommended.named(tree, widgets, titled)
    for node in blocks:
        recommended.in_order(node, page.BREAK)
    return page.views(nodes, pairer) if blocks else views


def _heads_others(line: str, tabbed: bool) -> bool:
    level = page.heading_level(line)
    headed = level is not None and level > 1
    return (headed or tabbed) and recommended.recommends(page.plain(line))


def _embedded(
    tree: LexborHTMLParser,
    text: str,
    data: tuple[list[str], list[Any]],
    shapes: frozenset[str],
    links: bool,
    code: str,
) -> list[Any]:
    """The documents of a framework's state: in data scripts, in attributes, in a server
    components' payload or a streamed loader's (``data``: the scripts' texts, the payloads'
    documents), or assigned by a script's ``code``; a normalised cache's entities read
    through its ``links``."""
    scripts, streamed = data
    documents = (
        [structured.unflattened(structured.load_json(script)) for script in scripts]
        + (_attribute_state(tree) if "state" in shapes else [])
        + streamed
        + structured.assigned_state(text, code)
    )
    return _linked(documents) if links else documents


def _streamed(text: str) -> list[Any]:
    """The documents of a server components' payload and of a streamed loader's, parsed once
    for the variants and the embedded state both."""
    return (structured.flight_rows(text) if clues.holds(text, *_FLIGHT) else []) + (
        structured.streamed_state(text) if clues.holds(text, *_STREAM) else []
    )


_FLIGHT = clues.words("__next_f")  # a server components' payload
_STREAM = clues.words("streamController")  # React Router's streamed loader data


# A normalised cache's link (Apollo's and Relay's {"__ref": id}): only a page that has one
# pays for following them.
_LINK = clues.words("__ref")


def _linked(documents: list[Any]) -> list[Any]:
    return [structured.linked(document) for document in documents]


def _read_views(
    views: list[list[str]],
    pairer: Pairer,
    rules: Rules,
    planner: _Planner | None,
    stated: list[PriceRecord],
    kept: list[PriceRecord],
) -> tuple[list[str], list[str], list[PriceRecord]]:
    """The region's lines as kept, as a reader sees them, and the prices they show with
    ``kept`` (its templates' and options'), each alternative as its own record; in ``plans``
    mode each view is read once, for the plans and the prices."""
    if planner is not None:
        planner.read(views, pairer.variants, rules, stated)
        read = planner.reads[0]
        return read.lines, read.texts, planner.price_table(pairer) + kept
    shown, *switched = views
    stripped: dict[str, str] = {}  # a view's lines again in the next, read once
    lines = _without(shown, rules, stripped)
    texts = [page.plain(line) for line in lines]
    own = from_lines(lines, texts) + kept
    others: list[PriceRecord] = []
    periods: dict[int, str] = {}
    for variant, view in zip(pairer.variants, switched, strict=True) if own else ():
        switched_lines = _without(view, rules, stripped)
        records = from_lines(switched_lines, [page.plain(line) for line in switched_lines])
        others += plan_reading.alternatives(own + others, records, variant, alternative_record)
        periods = _side_periods(own, records, (variant, pairer.sides.get(variant))) | periods
    return lines, texts, _dated_at(own, periods) + others


def _side_periods(
    shown: list[PriceRecord], switched: list[PriceRecord], names: tuple[str, str | None]
) -> dict[int, str]:
    """By their place in ``shown``, the records to date by the name of their side, where the
    variant's ``names`` (its own, its shown side's) are two periods: a tab panel's prices
    beside a hidden panel's ("Monthly" over the shown cards, "Yearly" over the hidden ones)
    are dated by their tab as the hidden ones are. Only the records the switched view
    replaces (the shown side's), and only where their text says no period."""
    variant, side = names
    period = _variant_period(side) if side else None
    if period is None or _variant_period(variant) in (None, period):
        return {}
    replaced = Counter(shown) - Counter(switched)
    found = {}
    for k, record in enumerate(shown):
        if replaced[record] and record.period is None:
            replaced[record] -= 1
            found[k] = period
    return found


def _dated_at(records: list[PriceRecord], periods: dict[int, str]) -> list[PriceRecord]:
    if not periods:  # most pages
        return records
    return [replace(r, period=periods[k]) if k in periods else r for k, r in enumerate(records)]


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
    for node in _page_landmarks(tree):
        text = node.text(deep=True, separator=" ")  # apart: a name glued to a price hides it
        if _DIGIT.search(text):
            found = money.prices_by_line([" ".join(text.split())]).get(0, [])
            if len(found) > _CHROME_PRICES:
                continue
        chrome.append(node)
    return chrome


def _page_landmarks(tree: LexborHTMLParser) -> Iterator[LexborNode]:
    """The page's header, navigation and footer, not inside content and at most
    ``_LANDMARK_DEPTH`` wrappers below the body."""
    for node in page.select(tree, _LANDMARKS)[:_MAX_LANDMARKS]:
        parent, depth = node.parent, 0
        while parent is not None and parent.tag not in _SECTIONING and parent.tag != "body":
            parent, depth = parent.parent, depth + 1
        # A card's <header> in a <div> is the card's: the page's is near the body.
        if parent is not None and parent.tag == "body" and depth <= _LANDMARK_DEPTH:
            yield node


def _no_offer(tree: LexborHTMLParser, text: str, rules: Rules) -> list[LexborNode]:
    """What a whole page holds that is none of its offers, for the modes that compare
    offers: its chrome (prices mode), its quotations, code samples and the other products it
    recommends (prices and plans modes)."""
    if rules.selector is not None or rules.extract == "text":
        return []
    landmarks = rules.extract == "prices" and page.mentions(text, "header", "footer", "nav")
    chrome = _chrome(tree) if landmarks else []
    quoted = page.mentions(text, "blockquote", "q", "figcaption") or clues.holds(
        text, *_QUOTE_WORDS
    )
    headed = page.mentions(text, "h2", "h3", "h4", "h5", "h6") or clues.holds(
        text, *recommended.ROLE_HEADING, *recommended.TABS
    )
    widgets = clues.holds(text, *recommended.WIDGETS)
    titled = recommended.titled_in(text)
    reviewed = clues.holds(text, *_REVIEW_WORDS)
    return (
        chrome
        + (_quotes(tree) if quoted else [])
        + (_reviews(tree, text) if reviewed else [])
        + (_code_samples(tree) if page.mentions(text, "pre") else [])
        + (recommended.blocks(tree, widgets, titled) if headed or widgets or titled else [])
        + (recommended.sponsored(tree, text) if clues.holds(text, *recommended.SPONSORED) else [])
    )


_MAX_DEAL_TEXT = 300  # a banner's sentence, not a header holding one


def _daily_deals(tree: LexborHTMLParser, text: str, rules: Rules) -> list[LexborNode]:
    """The banners of a whole page's header or navigation that sell a deal of the day ("Deal
    of the day: Grinder X for $89"): another product at each load or day, no offer of this
    page in any mode. The smallest element that opens with the words and holds the amount."""
    if rules.selector is not None or not clues.holds(text, *phrases.DAILY_DEAL_WORDS):
        return []
    # A navigation inside the header is a landmark of its own: each banner once.
    deals = {deal.mem_id: deal for node in _page_landmarks(tree) for deal in _deals_in(node)}
    return list(deals.values())


def _deals_in(node: LexborNode) -> Iterator[LexborNode]:
    for child in node.iter(include_text=False):
        said = child.text(deep=True)
        if _a_deal_said(said):
            yield _smallest_deal(child)
        elif _DIGIT.search(said):  # else no element inside it holds a digit either
            yield from _deals_in(child)


def _smallest_deal(node: LexborNode) -> LexborNode:
    inner = next((child for child in node.iter(include_text=False) if _a_deal(child)), None)
    return node if inner is None else _smallest_deal(inner)


def _a_deal(node: LexborNode) -> bool:
    return _a_deal_said(node.text(deep=True))


def _a_deal_said(said: str) -> bool:
    return len(said) <= _MAX_DEAL_TEXT and bool(_DIGIT.search(said)) and phrases.daily_deal(said)


# The store or suburb a shop chose for the visitor ("Pick up today at <button>Springfield
# North</button>", the header's "Delivery to <span>Bondi Junction</span>"): the shop picks it by
# the visitor's address, so it changes with where a load comes from, and it is no part of the
# offer. Found by the attributes that name it (``data-testid="store-name"``,
# ``class="StorePicker"``, ``class="header__suburb"``), asked only of a page whose source has
# one of their words. One name, however often it is shown: a list of stores or suburbs (a
# store locator's) is what its page is about, and stays; so does what holds a digit (an
# address, a price).
_STORE_PAIRS = (
    ("store", "name"),
    ("store", "picker"),
    ("store", "selector"),
    ("my", "store"),
    ("selected", "store"),
    ("preferred", "store"),
    ("delivery", "location"),
)
_STORE_NAMES = ("suburb", *(f"{a}{joint}{b}" for a, b in _STORE_PAIRS for joint in ("", "-", "_")))
# Clues as a source spells the names, camel case too ("StoreName"), from their second letter
# on: clues are matched in their case.
_STORE_WORDS = clues.words(
    "uburb",
    *(f"{a}{joint}{b}"[1:] for a, b in _STORE_PAIRS for joint in ("", "-", "_")),
    *(f"{a}{b.capitalize()}"[1:] for a, b in _STORE_PAIRS),
)
_STORE = ", ".join(
    f"[{attribute}*={name} i]"
    for attribute in ("data-testid", "class", "id")
    for name in _STORE_NAMES
)
_MAX_STORE_NAME = 64


def _carts(tree: LexborHTMLParser, text: str, rules: Rules) -> list[LexborNode]:
    """The cart a whole page's theme writes around its product, in every mode: what it holds
    is the visitor's (``carts``); and the dialogs no script has opened. Not in a region a
    selector chose, which keeps what it chose: a cart, a dialog it lies in."""
    dialogs = page.closed_dialogs(tree, text, rules.selector)
    if rules.selector is not None:
        return dialogs
    return dialogs + carts.found(tree) if clues.holds(text, *carts.CLUES) else dialogs


def _store_choice(tree: LexborHTMLParser, text: str, rules: Rules) -> list[LexborNode]:
    """The elements that name the one store or suburb a whole page chose for the visitor
    (not in a region a selector chose: it keeps what it chose)."""
    if rules.selector is not None or not clues.holds(text, *_STORE_WORDS):
        return []
    found = page.select(tree, _STORE)
    names = {nodes.read(node) for node in found}
    if len(names) != 1 or any(len(name) > _MAX_STORE_NAME or _DIGIT.search(name) for name in names):
        return []
    return found


# A quotation is someone's words, not an offer: a testimonial's "cut our bill from $4,000 to
# $900 a month" rotates with every load. Marked up as a quotation, by a class that says
# testimonial (Testimonial, testimonio, testimonianza; témoignage: matched without the first
# letter, case-sensitive selectors cost less), or as a figure whose caption names who said
# the words it opens with a quotation mark (found by its caption: ":has()" costs a pass).
_QUOTES = "blockquote, q, figcaption, [class*=estimoni], [class*=moignage]"
_QUOTE_WORDS = clues.words("estimoni", "moignage")
_QUOTATION_MARKS = "\"'\u201c\u201d\u201e\u2018\u2019\u00ab\u00bb\u300c\u300e"
_MAX_QUOTES = 64


def _code_samples(tree: LexborHTMLParser) -> list[LexborNode]:
    """A whole page's code samples that hold a digit: a ``<pre>`` a highlighter marks as
    code (``language-yaml``, Sphinx's ``highlight``, ``hljs``) or whose text is written in a
    code's syntax (braces, ``=``, ``;``, a quoted value, a ``snake_case`` key). A sample's
    ``price: 29`` or ``budget_cap: "50 €"`` is a value in an example, no offer of the page;
    a price list typed into a ``<pre>`` ("Basic $5/mo", fenced or not) is the page's own."""
    found = []
    for block in tree.css("pre")[:_MAX_CODE_BLOCKS]:
        text = block.text(deep=True)
        if _DIGIT.search(text) and (_highlighted(block) or _CODE_SYNTAX.search(text)):
            found.append(block)
    return found


_MAX_CODE_BLOCKS = 512
_CODE_SYNTAX = re.compile(r"[{};=]|\"[^\"\n]*\"|\b[a-z]+_[a-z_]+\s*:")
_HIGHLIGHTERS = re.compile(r"\b(?:language-|lang-|highlight|sourcecode|hljs|prism|shiki)", re.I)


def _highlighted(block: LexborNode) -> bool:
    """Whether a highlighter marks ``block`` as code: on it, its ``<code>``, or around it."""
    marked = [block, block.css_first("code"), block.parent]
    return any(
        node is not None and _HIGHLIGHTERS.search(node.attributes.get("class") or "")
        for node in marked
    )


def _quotes(tree: LexborHTMLParser) -> list[LexborNode]:
    """A whole page's quotations that hold a digit (the rest cost nothing to leave)."""
    found = []
    for node in page.select(tree, _QUOTES)[:_MAX_QUOTES]:
        quoted = node.parent if node.tag == "figcaption" else node
        if quoted is None or (node.tag == "figcaption" and not _quoted(quoted, node)):
            continue
        if _DIGIT.search(quoted.text(deep=True)):
            found.append(quoted)
    return found


# A customer's review is someone's words too ("Well worth $35, bought two"), and a shop shows
# other reviews at each load: marked up as a review by schema.org, or by a class that has
# a review's word (``words.REVIEW_CLASSES``, in the language the markup's developers write)
# as a word of its own ("review", "review-item", "s-review", "product__review",
# "ProductReview", "rezension"; not "preview"). One review, not a block that holds the whole
# product (a review page's body class "review-product-list"): a review's text is short.
_REVIEW_CLASS_WORDS = tuple(
    dict.fromkeys(word for table in words.REVIEW_CLASSES.values() for word in table)
)


# A word joined in CamelCase ("ProductReview") is found inside the class; not a short one,
# which starts longer words ("AvisoLegal" is a notice).
_CAMEL_REVIEW_WORDS = tuple(word.capitalize() for word in _REVIEW_CLASS_WORDS if len(word) > 5)


def _review_classes(word: str) -> str:
    return (
        f'[class~={word}], [class^={word}-], [class^={word}_], [class*=" {word}-"], '
        f'[class*=" {word}_"], [class*="-{word} "], [class$="-{word}"], '
        f'[class*="_{word} "], [class$="_{word}"]'
    )


_REVIEW_MARKUP = ("[itemprop=review]", '[itemtype*="schema.org/Review"]')
_REVIEW_WORDS = clues.words(*_REVIEW_CLASS_WORDS, *_CAMEL_REVIEW_WORDS)


def _review_selector(text: str) -> str:
    """The selector of the review classes whose words the page's source holds (each word
    costs a query of every element in each of its shapes)."""
    return ", ".join(
        [
            *_REVIEW_MARKUP,
            *(_review_classes(word) for word in _REVIEW_CLASS_WORDS if clues.holds(text, word)),
            *(f"[class*={word}]" for word in _CAMEL_REVIEW_WORDS if clues.holds(text, word)),
        ]
    )


_LONGEST_REVIEW = 1500


def _reviews(tree: LexborHTMLParser, text: str) -> list[LexborNode]:
    """A whole page's reviews that hold a digit, each short enough to be one review."""
    found = []
    for node in page.select(tree, _review_selector(text))[:_MAX_QUOTES]:
        words = node.text(deep=True)
        if len(words) <= _LONGEST_REVIEW and _DIGIT.search(words):
            found.append(node)
    return found


def _quoted(figure: LexborNode, caption: LexborNode) -> bool:
    """Whether a figure's words (its text without its caption) open with a quotation mark."""
    if figure.tag != "figure":
        return False
    words = figure.text(deep=True).replace(caption.text(deep=True), "", 1)
    opening = words.strip()[:1]
    return bool(opening) and opening in _QUOTATION_MARKS


_MAX_TEMPLATES = 16
_MAX_CANDIDATE_TEMPLATES = 256  # a whole page's, looked at for a toggle's
_MANY_NODES = 64


def _in_scope(tree: LexborHTMLParser, selector: str | None, wanted: str) -> list[LexborNode]:
    """The elements ``wanted`` finds in the region, or in the whole page without one."""
    return page.select(tree, wanted) if selector is None else _in_region(tree, selector, wanted)


def _in_region(tree: LexborHTMLParser, selector: str, wanted: str) -> list[LexborNode]:
    """The elements ``wanted`` finds inside the region: one query per region node, or one for
    the whole page when the selector matches so many that it is most of it."""
    nodes = page.region(tree, selector)
    scopes = nodes if len(nodes) <= _MANY_NODES or tree.root is None else [tree.root]
    return [found for scope in scopes for found in page.select(scope, wanted)]


# What a page's attributes may hold that extraction reads only when they are there, each
# found by the "=" of an attribute: an ARIA grid (role="table", not "tablist"), state in an
# attribute (props, JSON as HTML escapes it in double quotes or as written in single ones,
# an object literal: x-data="{ \u2026 }", or one handed to a component's factory:
# x-data="pricing({ \u2026 })"), a price only in an attribute (data-price, a field named
# price), a heading by its role. Each looked for only where the one clue scan found the word
# before its "=" (or, for state as an attribute's JSON, the quote and bracket after it):
# most pages hold none of these, and one pattern of them all tried at each of a 1 MB page's
# 15,500 "=" signs cost 2.4 ms. (That pattern's alternatives exclude one another at any "="
# but for data-price= followed by a quoted JSON object, which is state, not a price: the
# test of ``_attribute_shapes`` keeps it, to compare.)
_ROLE = clues.words("role=")
_ROLES = re.compile(r"role=[\"']?(?:(?P<grid>table|grid)|(?P<heading>heading))[\"'\s>]")
_PROPS = clues.words("props=")
_JSON_VALUE = r"[\"'](?:\{|\[\{?)(?:&quot;|&#34;|\"|\s)"
_QUOTED = clues.words('="{', '="[', "='{", "='[")
_QUOTED_STATE = re.compile("=" + _JSON_VALUE)
_CALLS = clues.words("x-data=", "v-scope=")
_CALLED_STATE = re.compile(r"(?:x-data|v-scope)=[\"'][A-Za-z_$][\w$.]{0,60}\(\s*[\[{]")
_NAME = clues.words("name=")
_NAMED_PRICE = re.compile(r"name=[\"']?(?:price|amount|a3)[\"'\s>]")
_DATA_PRICE_WORD = clues.words("data-price=")
_DATA_PRICE = re.compile("data-price=(?!" + _JSON_VALUE + ")")
# A class that calls an element a name or a title, as a word of its own: a listing's tile
# may be named so. Found by the one clue scan (a pattern at each class of a 1 MB page cost
# 8 ms); ``page.tile_names`` reads the classes themselves.
_NAMED = clues.words(
    *(
        f"{before}{word}{after}"
        for word in page.NAME_CLASS_WORDS
        for before in "-_ \"'"
        for after in "\"' _"
    )
)
_OPTION = clues.words("<option")
_TEMPLATE = clues.words("<template")


def _shapes(text: str) -> frozenset[str]:
    shapes = _attribute_shapes(text)
    shapes |= {"named"} if clues.holds(text, *_NAMED) else set()
    shapes |= {"carded"} if clues.holds(text, *page.CARD_NAME_WORDS) else set()
    shapes |= {"linked"} if clues.holds(text, *page.LINKED_WORDS) else set()
    shapes |= {"tagged"} if clues.holds(text, *page.HEADING_TAGS) else set()
    shapes |= {"styled"} if _styled_headings(text) else set()
    shapes |= {"titled"} if _titled_boxes(text) else set()
    return frozenset(shapes | {"pictured"} if clues.holds(text, *_ALT) else shapes)


def _attribute_shapes(text: str) -> set[str]:
    """The attribute shapes ``text`` holds (grid, heading, state, price), each looked for only
    where the clue scan found its word."""
    found = clues.found(text)
    shapes: set[str] = set()
    if not found.isdisjoint(_ROLE):
        shapes.update(_roles(text))
    if not found.isdisjoint(_PROPS) or _state_value(text, found):
        shapes.add("state")
    if not found.isdisjoint(_NAME) and _matched_at(text, "name=", _NAMED_PRICE):
        shapes.add("price")
    if not found.isdisjoint(_DATA_PRICE_WORD) and _matched_at(text, "data-price=", _DATA_PRICE):
        shapes.add("price")
    return shapes


def _roles(text: str) -> set[str]:
    """The shapes a role says in ``text``: a grid's, a heading's (one ``str.find`` of every
    "role=", as a pattern's search would read the whole page too: 0.6 ms at 1 MB)."""
    said = (_ROLES.match(text, at) for at in _occurrences(text, "role="))
    return {found.lastgroup or "" for found in said if found}


def _state_value(text: str, found: frozenset[str]) -> bool:
    """Whether ``text`` holds state as an attribute's JSON or handed to a factory."""
    if not found.isdisjoint(_QUOTED) and _QUOTED_STATE.search(text):
        return True
    return any(_matched_at(text, call, _CALLED_STATE) for call in _CALLS if call in found)


def _matched_at(text: str, word: str, pattern: re.Pattern[str]) -> bool:
    """Whether ``pattern`` matches where ``word`` starts in ``text``: ``str.find`` finds the
    few places (a pattern's search, even of a literal start, reads a 1 MB page in 0.6 ms)."""
    return any(pattern.match(text, at) for at in _occurrences(text, word))


def _styled_headings(text: str) -> bool:
    """Whether ``text`` (a page) may set its headings by style alone (``page.styled_headings``):
    a class or a style that may set one (whether its heading tags head its prices, if it
    writes any, is the tree's to say: ``_headings``)."""
    return clues.holds(text, *page.STYLED_HEADING_WORDS)


def _titled_boxes(text: str) -> bool:
    """Whether ``text`` (a page) may set its sections' titles in boxes a class names
    (``page.titled_boxes``)."""
    return clues.holds(text, *page.TITLE_CLASS_CLUES)


_ALT = clues.words(" alt=")  # a picture described in words (``page.pictured_names``)


# A badge inside a plan's heading ("Pro <span class=badge>Most popular</span>") moves from
# card to card between loads: it names no plan.
_BADGES = "[class*=badge]"
_BADGE = clues.words("badge")
_MAX_BADGES = 64
_BADGE_DEPTH = 3  # wrappers between a heading and its badge


def _drop_badges(tree: LexborHTMLParser, text: str, rules: Rules) -> None:
    """In the modes that compare offers, the badges inside headings, removed; in ``text``
    mode a badge is what a reader sees."""
    if rules.extract == "text":
        return
    if _HEADING_CHILD.search(text):
        _drop_worded_badges(tree)
    if not clues.holds(text, *_BADGE):
        return
    for badge in page.select(tree, _BADGES)[:_MAX_BADGES]:
        ancestor = badge.parent
        for _ in range(_BADGE_DEPTH):
            if ancestor is None or ancestor.tag in _HEADINGS:
                break
            ancestor = ancestor.parent
        if ancestor is not None and ancestor.tag in _HEADINGS:
            badge.decompose()


# A region the page says changes on its own (a rotating promo ticker, a live status line):
# in plans mode, one without a price is no plan's, and without plan structure its number
# would be compared. A pricing calculator's live output holds its price and stays, and so
# does a card's stock state announced as a status ("<p role="status">Agotado</p>"): what
# the plan's availability is, not a ticker.
# Each searched from the one character it holds in any letter case ("-", "=", "<"): the scan
# skips to it, where one pattern of their alternatives in any case tries every position.
_LIVE = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (r"-(?<=aria-)live", r"=(?<=role=)[\"']?(?:status|marquee|timer)\b", "<marquee")
)
_LIVE_REGIONS = (
    "[aria-live=polite], [aria-live=assertive], [role=status], [role=marquee], [role=timer],"
    " marquee"
)
_MAX_LIVE = 64


def _drop_live(tree: LexborHTMLParser) -> None:
    for region in page.select(tree, _LIVE_REGIONS)[:_MAX_LIVE]:
        said = " ".join(region.text().split())
        if not money.prices_by_line([said]) and not _a_stock_state(said):
            region.decompose()


_STATE_CHARS = 40  # a stock state is a few words: a ticker's sentence that names one is none


def _a_stock_state(text: str) -> bool:
    return len(text) <= _STATE_CHARS and money.availability_in(text) is not None


def _slides_in_order(tree: LexborHTMLParser, text: str, rules: Rules) -> None:
    """In ``text`` mode, each carousel's slides in an order of their own: a site deals them
    anew at each load (``carousels``)."""
    if rules.extract == "text" and clues.holds(text, *carousels.CLUES):
        carousels.shown_in_turn(tree)
        carousels.in_order(tree, page.BREAK)
    if rules.extract == "text" and page.mentions(text, "blockquote", "figcaption"):
        carousels.dealt(_testimonials(tree), page.BREAK)


def _testimonials(tree: LexborHTMLParser) -> list[LexborNode]:
    """A page's quotations as whole blocks (a figure around its quote and caption): side by
    side, they are testimonials a site deals in another order at each load, which ``text``
    mode reads in an order of their own. Who said what is the change a reader sees."""
    found: dict[int, LexborNode] = {}
    for node in page.select(tree, "blockquote, figcaption")[:_MAX_QUOTES]:
        block = node.parent if node.parent is not None and node.parent.tag == "figure" else node
        if node.tag == "figcaption" and (block is node or not _quoted(block, node)):
            continue
        found.setdefault(block.mem_id, block)
    return [block for block in found.values() if _among_quotes(block, found)]


def _among_quotes(block: LexborNode, quotes: dict[int, LexborNode]) -> bool:
    """Whether the element around ``block`` holds quotations only (a grid or a strip of
    them), not an article that quotes between its paragraphs, whose order is its own."""
    parent = block.parent
    siblings = list(parent.iter(include_text=False)) if parent is not None else []
    return len(siblings) <= _MAX_QUOTES and all(kid.mem_id in quotes for kid in siblings)


# A heading or a table's header cell with an element inside it, where a badge without a class
# may be.
_HEADING_CHILD = re.compile(r"<(?:[hH][1-6]|th|TH)\b[^>]*>[^<]*<(?![/!]|br\b|BR\b)")
_MAX_HEADINGS = 400


def _drop_worded_badges(
    tree: LexborHTMLParser | LexborNode, headings: str = "h1, h2, h3, h4, h5, h6, th"
) -> None:
    """The elements inside headings that only say a badge's words ("Pro <small>Most
    popular</small>", "Team <span>Beliebt</span>"), removed: a badge without a class. So in
    a comparison table's header cells, which name its columns' prices as headings do, but
    for a condition among conditions ("New" beside "Refurbished": ``_conditioned``)."""
    rows: dict[int, set[int]] = {}
    for heading in page.select(tree, headings)[:_MAX_HEADINGS]:
        for child in nodes.innermost(heading, page.MAX_WRAPPERS).iter(include_text=False):
            said = phrases.badge(child.text())
            if said and phrases.badge(heading.text()) != said:
                if sellers.condition_of(child.text()) and _conditioned(heading, rows) - {
                    heading.mem_id
                }:
                    break  # "iPhone 15 <span>New</span>" beside "... <span>Used</span>"
                child.decompose()
                break


_MAX_ROW_CELLS = 32


def _conditioned(cell: LexborNode, rows: dict[int, set[int]]) -> set[int]:
    """The header cells of ``cell``'s row that name an offer's condition that is no badge
    ("Refurbished", "Used"), found once a row (``rows``): beside them, the row's columns are
    the conditions' offers, and "New" in a cell is its condition, not a plan's badge."""
    row = cell.parent
    if row is None or (cell.tag != "th" and cell.attributes.get("role") != "columnheader"):
        return set()
    if row.mem_id not in rows:
        found = rows[row.mem_id] = set()
        for other in itertools.islice(row.iter(include_text=False), _MAX_ROW_CELLS):
            for part in (other, *other.traverse(include_text=False)):
                text = part.text()
                if sellers.condition_of(text) and not phrases.badge(text):
                    found.add(other.mem_id)
                    break
    return rows[row.mem_id]


def _in_stated_currency(lines: list[str], texts: list[str]) -> list[PriceRecord]:
    """For a page that shows no price: the amounts it writes right before a period
    ("29/month", or "29" over "per month"), and those a price list writes with their cents
    alone or ending a line or a cell (a menu's "4,80", a fare table's "3,40": two or more), in
    the one currency it says its prices are in ("All prices in USD", "Preus en euros").
    A page that names no currency has prices too where two lines or more are each an amount
    and its period alone (plans' cards: "29/mo", "59/mo"), in no currency."""
    code = currency_context.stated_code("\n".join(texts))
    texts = money.over_periods(texts)
    found = money.with_bare_periods(texts, {})
    if code is None:
        found = {i: found[i] for i in found if money.bare_period_alone(texts[i])}
        found = found if len(found) >= _LIST and not _all_round(found) else {}
    else:
        listed = money.with_listed_amounts(texts, found)
        found = listed if _count(listed) - _count(found) >= _LIST else found
    read = [record for _, record in located(lines, texts, found, markup=False)] if found else []
    return [replace(record, currency=record.currency or code) for record in read]


_LIST = 2  # amounts alone that make a price list: one may be any decimal number


def _count(found: dict[int, list[money.Money]]) -> int:
    return sum(map(len, found.values()))


def _all_round(found: dict[int, list[money.Money]]) -> bool:
    """Whether the amounts are all round hundreds: plans' quotas (``1000 / month``, ``5000 /
    month``), where a grid of prices has one that is not."""
    return all(price.amount % 100 == 0 for prices in found.values() for price in prices)


def _held_prices(text: str, rules: Rules, shapes: frozenset[str]) -> list[PriceRecord]:
    """For a page that shows no price: those its selects offer (a whole page's; a region's
    are read with what it shows), those its attributes hold, and those of the markup a
    script renders (a ``text/x-template`` script, an iframe's ``srcdoc``), read from the
    page as parsed again, since ``hide`` removed them (a page without any costs no parse).
    Beside prices shown, they may be decoys or prototypes; where none is shown, they are
    its prices: plans in a select, the amounts or the cards a script writes out. Failing
    all of them, those its ``<noscript>`` fallbacks show a reader without scripts (read
    last: they say again what the others hold)."""
    whole = rules.selector is None and clues.holds(text, *_OPTION)
    markup = _MARKUP.search(text) is not None
    fallback = clues.holds(text, *_NOSCRIPT)
    if not whole and not markup and not fallback and "price" not in shapes:
        return []
    tree = page.parse(text)
    page.remove(tree, rules.ignore)
    offered = _offered(page.select(tree, "select option")[:_MAX_OPTIONS]) if whole else []
    held = offered + (_attribute_prices(tree, rules) if "price" in shapes else [])
    held += _rendered_prices(tree, rules) if markup else []
    return held or (_fallback_prices(text, rules) if fallback else [])


_NOSCRIPT = clues.words("<noscript", "<NOSCRIPT", "<Noscript")
_NOSCRIPT_TAG = re.compile(r"</?noscript\b[^>]*>", re.IGNORECASE)


def _last_resorts(
    text: str, rules: Rules, nodes: list[LexborNode], documents: list[Any]
) -> list[PriceRecord]:
    """For a whole page that shows no price and holds none in its markup, its state, its
    attributes or its templates: the plans its inline scripts assign as literals to names of
    their own, or hand as literals to the code that draws the page in the browser (``const
    PLANS = [{name: 'Pro', monthly: 49}]``, ``new Vue({data: {plans: [...]}})``), read as a
    framework's state is; else its elements classed as prices (``_classed_prices``); else, in
    ``prices`` mode, where the check would fail, the amounts its state and those literals keep
    under keys whose words name a price (``worded_keys``). Read last, from the page parsed
    again: beside prices shown, a script's other literals would be no offer's."""
    declared = _declared_values(text, rules)
    found = structured.from_embedded(declared)
    if found or (found := _classed_prices(nodes)) or rules.extract != "prices":
        return found
    return worded_keys.prices([*documents, *declared])


def _declared_values(text: str, rules: Rules) -> list[Any]:
    """The literals a whole page's inline scripts assign or hand to code (``_CODE_LITERAL``),
    from the page parsed again."""
    if rules.selector is not None or not page.mentions(text, "script"):
        return []
    code = _code_text(_scripts(page.parse(text))[4])[:_LONGEST_DECLARED]
    # A component's object beside its methods (Alpine.data('pricing', () => ({plans: [...],
    # toggle() {…}})), whose plans a template renders in the browser: the page's only prices.
    return _assigned_values(code, _CODE_LITERAL, methods=True) if code else []


def _declared_code(text: str, code: list[LexborNode]) -> str:
    """The inline scripts' code where it may declare a toggle's prices by their period
    (``const PRICES = {monthly: {...}, yearly: {...}}``), read before ``hide`` removes the
    scripts; "" on most pages, which name no period in their keys."""
    if not code or not clues.holds(text, *_PERIOD_KEYS):
        return ""
    return _code_text(code)[:_LONGEST_DECLARED]


# A period's stem as keys write it, in English (most scripts') and in the languages whose
# scripts name keys in their own (monatlich, jaehrlich, mensuel, anual, mensile, annuale).
_PERIOD_KEYS = clues.words(
    "month", "Month", "year", "Year", "annu", "Annu", "monat", "jahr", "jaehr", "jähr",
    "mensu", "mensa", "mensi", "anual", "annuel", "anno", "maand", "jaar", "miesi", "rocz",
)  # fmt: skip


def _period_tables(values: list[Any], state: list[Any], text: str) -> list[PriceRecord]:
    """The plans' prices by period that a toggle's script declares in its code (its literals,
    ``values``, read as state is) or keeps in the page's ``state`` as bare numbers
    (``{"monthly": {"pro": 29}, "yearly": {"pro": 278}}``, which only the shown prices tell
    from counts)."""
    if not (values or state) or not clues.holds(text, *_PERIOD_KEYS):
        return []
    return structured.from_embedded(values) + structured.counted_by_period(values + state)


def _declared_alternatives(
    declared: list[PriceRecord], table: list[PriceRecord]
) -> list[PriceRecord]:
    """The prices of the plans shown that a toggle's script declares (``_period_tables``) and
    the page does not show (the other side, which the script writes in when clicked), where
    the declaration holds the shown prices too: of two plans shown, or of the only one. Any
    other literal of a script (a tracker's settings, a cart) is no offer's."""
    shown = _amounts_by_name(table)
    said = {
        _words(r.label)
        for r in declared
        if r.amount is not None and r.amount.normalize() in shown.get(_words(r.label), ())
    }
    if len(said) < min(2, len(shown)):
        return []
    # Named as the page names the plan: the script's key is often its name in lower case.
    names = {_words(record.label): record.label for record in table}
    return [
        replace(record, label=names.get(_words(record.label), record.label))
        for record in _of_other_amounts(declared, table)
    ]


# Plans a script declares for the page are a few kilobytes at its start; a page of megabytes
# of inline code (a bundle) cost seconds to read as literals.
_LONGEST_DECLARED = 64 * 1024


def _fallback_prices(text: str, rules: Rules) -> list[PriceRecord]:
    """The prices of the page with its ``<noscript>`` fallbacks shown, each in its place
    under its card's heading (the page read again: it has no fallback left to read). A tag
    that only starts as one (``<noscripts>``) is none: the page read again would be itself."""
    shown = _NOSCRIPT_TAG.sub("", text)
    return _from_html(shown, rules)[1] if shown != text else []


# Markup a script renders: a Vue x-template or another template script, an iframe's srcdoc.
_MARKUP = re.compile(r"text/(?:x-)?template|srcdoc=")
_MARKUP_HOLDERS = "script[type='text/x-template'], script[type='text/template'], iframe[srcdoc]"
_MAX_MARKUP = 8


def _rendered_prices(tree: LexborHTMLParser, rules: Rules) -> list[PriceRecord]:
    """The prices of the markup ``_MARKUP_HOLDERS`` hold, each read as a page of its own (a
    script's markup holds no script: it cannot nest)."""
    inside = replace(rules, selector=None, ignore=())
    records: list[PriceRecord] = []
    for holder in _in_scope(tree, rules.selector, _MARKUP_HOLDERS)[:_MAX_MARKUP]:
        source = holder.attributes.get("srcdoc") if holder.tag == "iframe" else None
        content = source or holder.text(deep=True)
        if holder.tag == "iframe" or "<" in content:
            records += _from_html(content, inside)[1]
    return records


def _template_prices(tree: LexborHTMLParser, text: str, rules: Rules) -> list[PriceRecord]:
    """The prices in the ``<template>`` markup of a region the operator chose (a member's
    price a script swaps in), read from the templates' own content (no part of the tree's
    text) before ``hide`` removes them; not serialised and parsed again, which would recurse
    as deep as templates nest. A whole page's templates are its renderer's prototypes (a
    sample card), not offers, but for those a toggle renders (``alternatives.toggled``:
    ``<template x-if="yearly">``, ``<template id="plans-annual">``), its other side."""
    if not clues.holds(text, *_TEMPLATE):
        return []
    if rules.selector is None:
        found = page.select(tree, "template")[:_MAX_CANDIDATE_TEMPLATES]
        templates = [template for template in found if alternatives.toggled(template)]
    else:
        templates = _in_region(tree, rules.selector, "template")
    fragments = [
        fragment
        for template in templates[:_MAX_TEMPLATES]
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
    """The text of the ancestors read so far, by node and separator, within a budget."""

    texts: dict[tuple[int, str], str | None] = field(default_factory=dict)
    left: int = _CONTEXT_BUDGET

    def text(self, node: LexborNode, separator: str = "") -> str | None:
        """The node's text, "" where it has none (a row of swatches named only for a screen
        reader: the price is further up), None past the budget or the longest context."""
        key = (node.mem_id, separator)
        if key not in self.texts:
            if self.left <= 0:
                return None
            text = node.text(deep=True, separator=separator)
            self.left -= len(text)
            self.texts[key] = " ".join(text.split()) if len(text) <= _LONGEST_CONTEXT else None
        return self.texts[key]


def _option_line(
    option: LexborNode, contexts: _Contexts, terms: frozenset[int], name: str | None = None
) -> str:
    """An option's text (or ``name``), with the price a data attribute gives it
    (``data-price="6,99"``) written as the visible price beside its select is, and its card's
    heading before it (as before a billing term's own price: "Pyme Anual — $86.280"); its
    stock after the price (``_choice_stock``)."""
    text = name or nodes.read(option)
    price = options.data_price(option.attributes)
    surcharge = None if price else options.data_surcharge(option.attributes)
    amount = price or surcharge

    if option.mem_id in terms:  # "Anual — $47.880" of its plan's card
        return f"{_card_heading(option)} {text}".strip()
    if amount is None or money.read_price(text) is not None:
        return text
    renewal = options.data_renewal(option.attributes)
    name, stock = _choice_stock(option, text)
    # Blocks minified without whitespace between them glue a name to the price beside it
    # ("Hoodie49,00 €"); spaced apart, a price split over spans falls apart instead.
    for ancestor, separator in itertools.product(_select_ancestors(option), ("", " ")):
        context = contexts.text(ancestor, separator)
        if context is None:
            break
        line = options.data_price_line(name, amount, context, renewal, surcharge is not None)
        if line is not None:
            return f"{_heading_text(ancestor)} {line}{stock}".strip()
    return text


def _choice_stock(option: LexborNode, text: str) -> tuple[str, str]:
    """A variant's name and its stock, said after its price: the words of ``text`` that say
    it ("XL - Agotado" is "XL", sold out: the choice keeps its name when its stock changes,
    and the product's name before it), else the stock its element says it is out of
    (disabled, a "sold-out" class)."""
    phrase = phrases.availability_phrase(text)
    name = option_stock.named_without_state(text) if phrase is not None else None
    if phrase is not None and name is not None:
        return name, f" ({phrase})"
    state = options.choice_state(option.attributes)
    if state is None or phrases.availability_in(text) is not None:
        return text, ""
    return text, f" ({options.stock_words(state)})"


def _card_heading(option: LexborNode) -> str:
    """The heading of the nearest of a few ancestors of ``option``'s select that has one."""
    headings = (_heading_text(ancestor) for ancestor in _select_ancestors(option))
    return next((heading for heading in headings if heading), "")


def _select_ancestors(option: LexborNode) -> Iterator[LexborNode]:
    """The first ``_OPTION_CONTEXT`` ancestors of ``option``'s select, nearest first."""
    ancestor = option.parent
    for _ in range(_OPTION_CONTEXT):
        ancestor = ancestor.parent if ancestor is not None else None
        if ancestor is None:
            return
        yield ancestor


def _heading_text(node: LexborNode) -> str:
    heading = node.css_first("h1, h2, h3, h4, h5, h6")
    return nodes.read(heading) if heading is not None else ""


# A price kept only in an attribute, for a script to write out: a card's data-price, a
# form's hidden price field (a payment button's: PayPal's "amount", a subscription's "a3");
# with the currency an attribute or a field beside it names.
_PRICE_HOLDERS = "[data-price], input[name=price], input[name=amount], input[name=a3]"
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_MAX_CHILDREN = 64
_CURRENCY_FIELDS = frozenset({"currency", "currency_code"})
# A payment button's subscription: its term's unit ("t3") and count ("p3").
_TERM_UNITS = {"D": "day", "W": "week", "M": "month", "Y": "year"}
_TERM_COUNT = re.compile(r"[0-9]{1,4}")


@dataclass
class _Fields:
    """What the fields and headings around a price held in an attribute say of it."""

    label: str = ""
    currency: str | None = None
    item: str = ""  # a payment button's "item_name": the label where no heading gives one
    fields: dict[str, str] = field(default_factory=dict)

    def read_level(self, ancestor: LexborNode, branch: LexborNode | None) -> None:
        """The children of ``ancestor``, ``branch`` the one that holds the price: the label
        is the last heading before it (each offer of a post under its own), else the first."""
        first = before = ""
        passed = branch is None
        for child in itertools.islice(ancestor.iter(), _MAX_CHILDREN):
            passed = passed or (branch is not None and child.mem_id == branch.mem_id)
            if child.tag in _HEADINGS and not self.label:
                text = nodes.read(child)
                first, before = first or text, before if passed else text
            self.read(child)
        self.label = self.label or before or first

    def read(self, child: LexborNode) -> None:
        if child.tag == "input":
            name, value = child.attributes.get("name") or "", child.attributes.get("value")
            if value is not None:
                self.fields.setdefault(name, value)
            if self.currency is None and name in _CURRENCY_FIELDS:
                self.currency = value
            elif name == "item_name" and not self.item:
                self.item = " ".join((value or "").split())

    def period(self) -> str | None:
        unit = _TERM_UNITS.get(self.fields.get("t3", "").strip().upper())
        count = self.fields.get("p3", "1").strip()
        # A count PayPal takes is a few ASCII digits: "²" is a digit to str.isdigit and no
        # number to int(), and int() reads no 5,000 digits.
        return money.counted(unit, int(count)) if unit and _TERM_COUNT.fullmatch(count) else None


def _around(node: LexborNode) -> _Fields:
    """What the fields and headings around ``node`` say of the price it holds: its label and
    the currency a ``data-currency`` on it or a currency field near it names."""
    found, ancestor = _Fields(currency=node.attributes.get("data-currency")), node
    branch = None
    for _ in range(_OPTION_CONTEXT):
        found.read_level(ancestor, branch)
        if ancestor.parent is None or (found.label and found.currency):
            break
        ancestor, branch = ancestor.parent, ancestor
    return found


# The classes that say an element is a price, in the languages shops name them in: the word
# as a class of its own or a part of one ("product-price", "price__value", "productPrice"),
# not inside another word ("ocena", a rating; "enterprise"). Not "amount": a cart's count.
_PRICE_WORDS = ("price", "preis", "prix", "precio", "prezzo", "preco", "cena", "prijs", "pris",
                "hinta", "fiyat")  # fmt: skip
_PRICE_CLASSES = ", ".join(
    selector
    for word in _PRICE_WORDS
    for selector in (
        f'[class~="{word}"]',
        *(f'[class*="{part}"]' for part in (f"-{word}", f"{word}-", f"_{word}", f"{word}_")),
        f'[class*="{word.capitalize()}"]',
    )
)
# A class that names a price and what is measured of it: a score, a rating, a count.
_NOT_A_PRICE = re.compile(r"(?i)score|rating|leistung|count|qty|quantity|vote")


def _classed_prices(nodes: list[LexborNode]) -> list[PriceRecord]:
    """For a page that shows no price with its sign and states no currency: the elements
    whose class says they are a price and that show a bare amount alone (``<span
    class="price" data-currency="EUR">9.99</span>``, its sign drawn by a stylesheet), each
    labelled by the heading near it, in the currency a ``data-currency`` names. Two or more
    (a grid of plans, a list of products): one number so classed may be any figure's."""
    shown: dict[int, tuple[LexborNode, Decimal]] = {}
    for node in itertools.islice(
        (found for scope in nodes for found in page.select(scope, _PRICE_CLASSES)), _MAX_OPTIONS
    ):
        written = node.text(strip=True)
        amount = money.parse_amount(written)
        measured = _NOT_A_PRICE.search(node.attributes.get("class") or "")
        if amount is not None and not measured and money.bare_amount(written):
            shown.pop(node.parent.mem_id if node.parent else 0, None)  # the innermost
            shown[node.mem_id] = (node, amount)
    if len(shown) < _LIST:
        return []
    records = []
    for node, amount in shown.values():
        found = _around(node)
        code = money.currency_code(found.currency)
        known = code if code in currencies.BY_CODE else None  # not any attribute's text
        records.append(PriceRecord(label=found.label, amount=amount, currency=known))
    return records


def _attribute_prices(tree: LexborHTMLParser, rules: Rules) -> list[PriceRecord]:
    """The prices a page keeps only in attributes (``_PRICE_HOLDERS``), each labelled by the
    heading among the children of its element or of the nearest of a few ancestors that has
    one, with the currency a ``data-currency`` or a currency field there names (children
    only: a subtree's search from each ancestor is quadratic in markup nested unclosed), and
    a subscription button's term as its period."""
    records = []
    for node in _in_scope(tree, rules.selector, _PRICE_HOLDERS)[:_MAX_OPTIONS]:
        attributes = node.attributes
        value = attributes.get("data-price") if "data-price" in attributes else None
        written = structured.written_price(value or attributes.get("value"), None)
        if written[0] is None:
            continue
        found = _around(node)
        code = money.currency_code(found.currency) if found.currency else written[1]
        period = found.period() if attributes.get("name") == "a3" else None
        label = found.label or found.item
        records.append(
            PriceRecord(label=label, amount=written[0], currency=code or None, period=period)
        )
    return records


def _option_prices(tree: LexborHTMLParser, text: str, rules: Rules) -> list[PriceRecord]:
    """The prices a ``<select>`` of a region the operator chose offers in its options
    ("Sage (+$15.00)": a customer sees them when opening it), each labelled by its option;
    read before ``hide`` removes the form controls. A whole page's are read where it shows
    no price (``_held_prices``), and beside prices only where each option keeps its own
    price for the script that shows it when chosen (``data-price``), writes what it adds
    to the product's price ("Gift wrap (+₹49.00)") or writes a billing term's price
    ("Anual — $47.880"): the offer's quantity tiers, terms or add-ons. Other selects beside
    prices (a sort order, a price filter, a country) may be decoys."""
    found = clues.found(text)
    held = [clue.removesuffix("=") for clue in options.CHOICE_PRICE_CLUES if clue in found]
    chosen = _priced_choices(tree, rules, held) if held else {}
    picked = _offered(list(chosen.values()), names=chosen) if chosen else []
    if not clues.holds(text, *_OPTION):
        return picked
    if rules.selector is None:
        return _offered(*_self_priced(tree)) + picked
    return _offered(_in_region(tree, rules.selector, "select option")[:_MAX_OPTIONS]) + picked


_LONGEST_CHOICE = 48  # characters of a variant's name: a longer text is a card's, not a swatch's
_CHOICES = 2  # a choice is one of a group


def _priced_choices(tree: LexborHTMLParser, rules: Rules, held: list[str]) -> dict[str, LexborNode]:
    """The variants of a picker that is no ``<select>`` (swatches, buttons, list items,
    radios) each of which keeps its own price in a data attribute of ``held``
    (``data-variant-price="39.00"``), by the name a customer sees: its text, else what
    names it for a screen reader or its value (``aria-label="1 kg"``, ``data-value="XL"``),
    a radio's its label's. Only two or more of one group (one parent's, or one radio name's);
    one whose name shows a price is read with the page, and a long one is a product card."""
    css = ", ".join(f"[{name}]" for name in held)
    found = _in_scope(tree, rules.selector, css)[:_MAX_OPTIONS]
    labels = choices.labels_for(tree) if any(node.tag == "input" for node in found) else {}
    named: dict[int, tuple[str, LexborNode]] = {}
    for node in found:
        name = " ".join(_choice_name(node, labels).split())
        short = bool(name) and len(name) <= _LONGEST_CHOICE
        if node.tag != "option" and short and money.read_price(name) is None:
            named[node.mem_id] = (name, node)
    groups = Counter(_choice_group(node) for _, node in named.values())
    return {name: node for name, node in named.values() if groups[_choice_group(node)] >= _CHOICES}


def _choice_name(node: LexborNode, labels: dict[str, LexborNode]) -> str:
    attributes = node.attributes
    if node.tag == "input":
        label = labels.get(attributes.get("id") or "") or choices.enclosing_label(node)
        return label.text(deep=True) if label is not None else attributes.get("value") or ""
    said = (attributes.get(key) for key in ("aria-label", "title", "data-value"))
    return node.text(deep=True).strip() or next((value for value in said if value), "")


def _choice_group(node: LexborNode) -> tuple[str, int | str]:
    if node.tag == "input":
        return "input", node.attributes.get("name") or ""
    return "element", node.parent.mem_id if node.parent is not None else 0


# What an option adds to the price, in brackets after its name, as OpenCart, WooCommerce's
# add-ons, Magento's and PrestaShop's custom options write it: "XL (+$5.00)", "(+ 350 ₹)";
# in square ones as nopCommerce writes its attributes' adjustments: "16 GB [+320,00 zł]".
_SURCHARGE_CLUES = ("(+", "[+")
_SURCHARGE = re.compile(r"\(\+ ?([^()]{1,24})\)|\[\+ ?([^\[\]]{1,24})\]")


def _self_priced(tree: LexborHTMLParser) -> tuple[list[LexborNode], frozenset[int]]:
    """A whole page's options of the selects (or option groups) one of whose options keeps
    its own price in a data attribute (``options.data_price``) or writes what it adds to
    the price (``_SURCHARGE``), or two or more of whose options write a billing term's price
    (``_term_priced``) or a variant's ("XL - 52,00 €", ``_variant_priced``); with the
    term-priced options, which their card's heading names."""
    found = page.select(tree, "select option")[:_MAX_OPTIONS]
    priced: set[int] = set()
    terms: dict[int, list[int]] = {}  # a select's term-priced options
    variants: dict[int, list[LexborNode]] = {}
    for option in found:
        if option.parent is None:
            continue
        attributes = option.attributes
        if (
            options.data_price(attributes)
            or options.data_surcharge(attributes)
            or _surcharge(option)
        ):
            priced.add(option.parent.mem_id)
        elif _term_priced(option):
            terms.setdefault(option.parent.mem_id, []).append(option.mem_id)
        elif _variant_priced(option):
            variants.setdefault(option.parent.mem_id, []).append(option.parent)
    terms = {select: termed for select, termed in terms.items() if len(termed) >= _TERMS}
    priced |= {
        select
        for select, named in variants.items()
        if len(named) >= _TERMS and _variant_picker(named[0])
    }
    chosen = [
        option
        for option in found
        if option.parent and option.parent.mem_id in priced | terms.keys()
    ]
    return chosen, frozenset(itertools.chain.from_iterable(terms.values()))


_TERMS = 2  # a select of one term is no choice of terms ("Hobby - $3/mo" of a checkout form)


def _term_priced(option: LexborNode) -> bool:
    """Whether an option names a billing term or a count of what it sells before its price,
    as a select of billing cycles or of licence tiers writes each ("Anual — $47.880", "24
    Monate: 71,76 €", "5 sites - $99/year"), whose options are prices a customer chooses
    among; a price filter ("Hasta $50.000"), a shipping method or a plan's name ("Hobby -
    $3/mo") names neither."""
    text = nodes.read(option)
    # A term is words and an amount: a quantity's "12" or a year's "1990" is neither read.
    if not any(char.isdigit() for char in text) or not any(char.isalpha() for char in text):
        return False
    price = money.read_price(text)
    if price is None:
        return False
    before = text[: price.start]
    return money.names_term(before) or _COUNTED.fullmatch(before) is not None


# A count of what an option sells, then a word or two and what sets the price off: "5 sites - ",
# "10 users: ", "25 Nutzer \u2013 ", "1 licencia (".
_COUNTED_WORD = r"[^\W\d_][\w.'-]{0,24}"
_COUNTED = re.compile(
    rf"\d{{1,6}}(?:[.,]\d{{3}})* ?{_COUNTED_WORD}(?: {_COUNTED_WORD})? ?[-\u2013\u2014:|(/]? ?"
)


def _variant_priced(option: LexborNode) -> bool:
    """Whether an option names a variant and its price, as a product's picker writes each
    ("XL - 52,00 €", "500 g (12,99 €) - ausverkauft"): a price and words that name a thing
    (a price filter's "Under $25" names none)."""
    text = option.text(deep=True)
    return any(char.isdigit() for char in text) and choices.price_bound(text) == ""


def _variant_picker(parent: LexborNode) -> bool:
    """Whether the select of an option's ``parent`` (itself, or an option group's) is named
    as a picker of the product's variants (``option_stock.of_variants``), and is none of a
    switcher's."""
    select = parent.parent if parent.tag == "optgroup" else parent
    return select is not None and option_stock.of_variants(select) and not choices.in_widget(select)


def _surcharge(option: LexborNode) -> bool:
    """Whether an option's text writes, in brackets, a price it adds: "Gift wrap (+₹49)"."""
    text = option.text(deep=True).replace("( +", "(+").replace("[ +", "[+")
    if not any(clue in text for clue in _SURCHARGE_CLUES):
        return False
    found = _SURCHARGE.search(text)
    return found is not None and money.read_price(found.group(1) or found.group(2)) is not None


def _offered(
    chosen: list[LexborNode],
    terms: frozenset[int] = frozenset(),
    names: dict[str, LexborNode] | None = None,
) -> list[PriceRecord]:
    """The prices of the ``chosen`` options, those of ``terms`` (mem_ids) named by their card,
    each named by its text or by its name in ``names`` (a picker's variants)."""
    contexts = _Contexts()
    said = {node.mem_id: name for name, node in (names or {}).items()}
    lines = [_option_line(option, contexts, terms, said.get(option.mem_id)) for option in chosen]
    lines = [line for line in lines if any(char.isdigit() for char in line)]
    # Each option is read alone: an unpriced option ("250 g", the base size) heads no other
    # ("500 g (+ 160,00 zł)"), as a line without a price heads a list in a page's text.
    return [_signed(record, line) for line in lines for record in from_lines([line], [line])]


# What an option takes off the product's price, in brackets: "8 GB [-$50.00]", "(- 5 €)".
_REDUCTION = re.compile(
    "[(\\[] ?[-\u2212\u2013] ?[^\\W\\d_]{0,3}[^\\w\\s]{0,2} ?\\d(?![\\d.,\\s]*%)"
)  # not a share: "Bundle of 3 (-10%) - $45.00"


def _signed(record: PriceRecord, line: str) -> PriceRecord:
    """An option's record named without its bracket and without the words of its state
    ("[품절] 블랙 / L (+3,000원)" is "블랙 / L", sold out: the same option as when it was in
    stock, not another one), with its amount taken off where its ``line`` writes it so (a
    reduction read as a surcharge would be another offer)."""
    label = record.label.rstrip(" ([+-\u2212\u2013")
    if record.availability is not None:
        label = option_stock.named_without_state(label) or label
    named = replace(record, label=label)
    if named.amount is None or _REDUCTION.search(line) is None:
        return named
    return replace(named, amount=-named.amount)


def _title_name(title: str, stated: list[PriceRecord]) -> set[str]:
    """The page's own ``title`` as its product's name, where the data leaves an offer unnamed
    (a shop's microdata in its buy box, its title heading outside the item). A word alone is
    more likely a category's name."""
    if all(record.label for record in stated):
        return set()
    return {title} if len(title.split()) >= _FEWEST_TITLE_WORDS else set()


_FEWEST_TITLE_WORDS = 2


def _product_prices(
    lines: list[str],
    texts: list[str],
    stated: list[PriceRecord],
    shown: list[PriceRecord],
    only_ld: list[str],
    products: set[str],
) -> list[PriceRecord]:
    """The prices a whole page shows of what its data states: those under the heading that
    names the data's product (one of ``products``, or an offer's own name); else, when the
    data is JSON-LD alone (``only_ld``) that only sums the page's offers up (an aggregate's
    "from 0 to 29" for a software), every price shown. Else none: the page's carousels of
    other products come and go. A listing's JSON-LD (``structured.lists_offers``) names
    some of the items the page lists: every price shown is the listing's."""
    if structured.lists_offers(only_ld):
        return shown
    under = _under_product(lines, texts, stated, products)
    if under is None:
        under = shown if structured.summaries_only(only_ld) else []
    return under + _unseen(_plan_cards((lines, texts), shown, stated), under)


def _plan_cards(
    marked: tuple[list[str], list[str]], shown: list[PriceRecord], stated: list[PriceRecord]
) -> list[PriceRecord]:
    """The plans a page shows beside the ones its data names, as cards each under its own
    heading: a card whose price recurs (or is free) and is an amount the data states (a
    software's JSON-LD names its free plan, or one or two of its plans), or two such cards
    the data names (its yearly prices, the cards' by the month), bring in the recurring and
    free prices of the cards beside them at their level (``_card_group``), two or more.
    Another product's card under the page's title, or under a heading of its own above the
    cards' level ("Our other boxes"), is none of them. Where the data states none of them,
    the cards that recur at a price (a florist's bouquet by the week, the fortnight or the
    month, beside the one bouquet its data states) are the page's own subscription: another
    product's card is sold once, and a card with a price paid once beside its monthly one
    ("$799 or $33.29/mo. for 24 mo.", another phone's instalments) is such a card."""
    plans = [r for r in shown if _plan_like(r)]
    if len(plans) < _PLANS_WITH_PRODUCT:
        return []
    amounts = {r.amount for r in stated if r.amount is not None}
    names = {r.label for r in stated if r.label}
    by_name = len({r.label for r in plans} & names) >= _PLANS_WITH_PRODUCT
    unstated = not by_name and not any(r.amount in amounts for r in plans)
    lines, texts = marked
    read = located(lines, texts)
    placed = [(i, r) for i, r in read if _plan_like(r)]
    headings = [j for j, line in enumerate(lines) if page.heading_level(line)]
    sold_once = {
        bisect.bisect_right(headings, i) - 1 for i, r in read if r.amount and not _plan_like(r)
    }
    linked = [
        i
        for i, r in placed
        if r.amount in amounts
        or (by_name and r.label in names)
        or (unstated and r.amount and bisect.bisect_right(headings, i) - 1 not in sold_once)
    ]
    spans: dict[int, tuple[int, int]] = {}  # by the card's heading: each group read once
    for i in linked:
        card = bisect.bisect_right(headings, i) - 1
        if card not in spans and not any(start <= i < end for start, end in spans.values()):
            spans[card] = _card_group((lines, texts), headings, card, by_name)
    found = [r for i, r in placed if any(start <= i < end for start, end in spans.values())]
    return found if len({r.label for r in found}) >= _PLANS_WITH_PRODUCT else []


def _plan_like(record: PriceRecord) -> bool:
    """Whether a record may be a plan's: a price that recurs, or a free plan's."""
    return record.amount is not None and (_recurring(record.period) or not record.amount)


def _card_group(
    marked: tuple[list[str], list[str]], headings: list[int], card: int, named: bool
) -> tuple[int, int]:
    """The lines of the cards beside the one under ``headings[card]`` (the lines' headings,
    by line): from the first heading at its level (or below) before it to the first heading
    above that level or heading other products after it; none where the card is under the
    page's title, nor where it is under no heading (``card`` is -1) but cards the data
    ``named`` (then all of the page's)."""
    lines, texts = marked
    if card < 0:
        return (0, len(lines) if named else 0)
    level = page.heading_level(lines[headings[card]]) or 1
    if level == 1:
        return (0, 0)

    def beside(k: int) -> bool:
        j = headings[k]
        return (page.heading_level(lines[j]) or 1) >= level and not recommended.recommends(texts[j])

    first = card
    while first > 0 and beside(first - 1):
        first -= 1
    last = card + 1
    while last < len(headings) and beside(last):
        last += 1
    return (
        0 if first == 0 else headings[first],
        headings[last] if last < len(headings) else len(lines),
    )


def _under_product(
    lines: list[str], texts: list[str], stated: list[PriceRecord], products: set[str]
) -> list[PriceRecord] | None:
    """The prices shown under the heading that names the product the page's data states (its
    sizes and their stock, beside JSON-LD's lowest price), as far as the next heading: what
    follows (reviews, "recently viewed") is not the product's; with them, the product's
    other blocks (every heading that names it at the first one's level: a game's editions),
    the lists of its own offers (an app's in-app purchases, a game's editions and add-ons
    under a heading of their own), and the items named for it (its add-ons). None
    without such a heading or list."""
    names = {record.label.casefold() for record in stated if record.label}
    names |= {name.casefold() for name in products}
    headings = [i for i, line in enumerate(lines) if page.heading_level(line)]
    starts = _exactly_naming(lines, texts, headings, names)
    if not starts:  # a variant's heading ("Merino Hoodie, Charcoal"), a brand before it
        starts = _naming_headings(lines, texts, headings, names)
    if not starts:
        starts = _title_naming(lines, texts, headings, stated, names)
    amounts = {record.amount.normalize() for record in stated if record.amount is not None}
    if not starts:
        starts = _naming_line(texts, names, amounts)
    found: list[PriceRecord] = []
    taken: set[int] = set()
    for start in starts:
        # One offer's block ends where the next offer's heading starts: a plans page's data
        # names each plan, and each plan's section holds one of the data's amounts, which
        # ``_product_end`` reads as more of the first plan's offers (each plan read again).
        following = min((other for other in starts if other > start), default=len(lines))
        end = min(_product_end(lines, texts, start, amounts), following)
        end = _spanned((lines, texts), (end, following), amounts)
        # A title set in no heading heads the product's lines as one would.
        title = (
            lines[start] if page.heading_level(lines[start]) else page.HEADINGS[0] + texts[start]
        )
        found += from_lines([title, *lines[start + 1 : end]], texts[start:end])
        taken.update(range(start, end))
    for start, end in _own_lists(lines, texts, taken):
        found += from_lines(lines[start:end], texts[start:end])
    if not starts and not found:  # a product's own name may be set in no heading
        return None
    for start, end in _named_items(lines, texts, names, taken):
        found += [
            _of_item(record, texts[start])
            for record in from_lines(lines[start:end], texts[start:end])
        ]
    return found


def _exactly_naming(
    lines: list[str], texts: list[str], headings: list[int], names: set[str]
) -> list[int]:
    """The first heading that is a product's name the data states, and those at its level
    that are another's: a listing whose tiles each state their product (microdata per tile)
    heads each tile's price and stock with its name. One name twice is one product's."""
    exact = [i for i in headings if texts[i].casefold() in names]
    if not exact:
        return []
    level = page.heading_level(lines[exact[0]])
    seen: set[str] = set()
    starts = []
    for i in exact:
        name = texts[i].casefold()
        if page.heading_level(lines[i]) == level and name not in seen:
            seen.add(name)
            starts.append(i)
    return starts


def _own_lists(lines: list[str], texts: list[str], taken: set[int]) -> Iterator[tuple[int, int]]:
    """The lists of the product's own offers outside its headed blocks (an app's in-app
    purchases, a game's editions and add-ons), each from its title to the end of what it
    heads: a heading's section with its cards' subheadings ("Editions" over each edition's
    own heading), else (a definition list's term) the next heading. Each is added to
    ``taken``."""
    for start in range(len(texts)):
        if start not in taken and phrases.titles_own_offers(texts[start]):
            heading = page.heading_level(lines[start])
            end = _section_end(lines, start) if heading else _next_heading(lines, start + 1)
            taken.update(range(start, end))
            yield start, end


def _of_item(record: PriceRecord, name: str) -> PriceRecord:
    """An item's price, named by its line, in the state that line says ("Season Pass
    Pre-Purchase") unless the price's own lines say one."""
    state = record.availability or phrases.availability_in(name)
    return replace(record, label=record.label or name, availability=state)


_ITEM_LINES = 4  # a name, a badge, a price struck through and the price paid
_LONGEST_ITEM = 120  # an item's name, not a paragraph about the product


def _named_items(
    lines: list[str], texts: list[str], names: set[str], taken: set[int]
) -> Iterator[tuple[int, int]]:
    """The items outside the product's headed blocks whose own line names the product, each
    as far as the next heading or named line: its add-ons and downloadable content listed
    under a heading of their own ("Content for this game": "Ashen Tides — Season Pass",
    "$29.99")."""
    named_as = [re.escape(name) for name in names if len(name) >= _SHORTEST_NAME]
    if not named_as:
        return
    naming = re.compile(rf"(?<!\w)(?:{'|'.join(named_as)})(?!\w)")
    named = {
        i
        for i, text in enumerate(texts)
        if i not in taken
        and len(text) <= _LONGEST_ITEM
        and not page.heading_level(lines[i])
        and naming.search(text.casefold())
    }
    for start in sorted(named):
        end = start + 1
        while (
            end < min(len(lines), start + _ITEM_LINES)
            and end not in taken
            and end not in named
            and not page.heading_level(lines[end])
        ):
            end += 1
        yield start, end


def _naming_headings(
    lines: list[str], texts: list[str], headings: list[int], names: set[str]
) -> list[int]:
    """The headings that name the product, at the level of the first that does: a store's
    editions and bundles of one game, each a block of its own ("Buy Ashen Tides — Deluxe
    Edition", "Buy Ashen Tides Complete Bundle"), are all the product's offers."""
    naming = [i for i in headings if _names_product(texts[i].casefold(), names)]
    if not naming:
        return []
    level = page.heading_level(lines[naming[0]])
    return [i for i in naming if page.heading_level(lines[i]) == level]


def _naming_line(texts: list[str], names: set[str], amounts: set[Decimal]) -> list[int]:
    """The first line that is the product's name (alone, or most of its words worded its own
    way, as ``_title_naming`` reads a title) with one of the data's ``amounts`` shown close
    below it: the title of a product page whose markup sets it in no heading (a styled
    ``<div>``), as a breadcrumb's last item or a carousel's tile may also name it, without
    the offer's price."""
    naming = (i for i, text in enumerate(texts) if _names_as_title(text.casefold(), names))
    for i in itertools.islice(naming, _MAX_TITLES):
        below = money.prices_by_line(texts[i + 1 : i + 1 + _TITLE_REACH])
        if any(price.amount.normalize() in amounts for found in below.values() for price in found):
            return [i]
    return []


def _names_as_title(line: str, names: set[str]) -> bool:
    return line in names or (len(line) <= _LONGEST_TITLE and _resembles(line, names))


# How many lines below a product's name its price is shown at most (a rating, a brand, a
# SKU and a badge between them).
_TITLE_REACH = 8
_LONGEST_TITLE = 160  # a longer line is the product's description, not its title
_MAX_TITLES = 16  # lines that name the product looked under (a page of its name is no title)


def _title_naming(
    lines: list[str],
    texts: list[str],
    headings: list[int],
    stated: list[PriceRecord],
    names: set[str],
) -> list[int]:
    """The page's title heading, when it is the stated offer's: the data names no product
    (a shop's microdata in its buy box), or the title holds most of a name's words, worded
    its own way ("Lave-linge hublot Lumina WH90, 9 kg, 1400 tr/min" for the JSON-LD's
    "Lave-linge hublot Lumina 9 kg": a model number added, the variant put elsewhere)."""
    title = _title_heading(lines, headings)
    if title is None:
        return []
    unnamed = any(not record.label for record in stated)
    return [title] if unnamed or _resembles(texts[title].casefold(), names) else []


def _resembles(heading: str, names: set[str]) -> bool:
    """Whether ``heading`` holds at least two of a name's words and two thirds of them."""
    held = set(_words(heading))
    for name in names:
        words = set(_words(name))
        shared = len(words & held)
        if shared >= _FEWEST_SHARED and shared * 3 >= len(words) * 2:
            return True
    return False


_FEWEST_SHARED = 2


def _title_heading(lines: list[str], headings: list[int]) -> int | None:
    """The page's one top-level heading: what an offer whose data names no product is for (a
    shop's microdata in its buy box, with the product's name outside the offer's item)."""
    titles = [i for i in headings if page.heading_level(lines[i]) == 1]
    return titles[0] if len(titles) == 1 else None


# A quantity's range at a line's start: a tier of the product's own price ("1-2 stk.",
# "10+ pcs", "3\u20135 Stück").
_QUANTITY_TIER = re.compile(r"\d+\s*(?:[-\u2013]\s*\d+|\+)(?![\d.,])")


def _product_end(lines: list[str], texts: list[str], start: int, amounts: set[Decimal]) -> int:
    """Where what the product's heading at ``start`` heads ends: at the next heading, unless
    that one heads the product's other sellers' offers, its add-ons (a warranty, a protection
    plan), or nothing but its quantity tiers (its "Quantity discounts" table, each priced row
    a range of pieces), or a section of the product's offers (``_of_product``: a
    configurator's table of terms, quantities or papers, one cell of which is the data's
    offer, "Durée et kilométrage" under a car's name whose 37 months at 10,000 km is the
    JSON-LD's 249 €; the plans a phone is sold with). A picker without prices between them
    (a colour's swatches between the grades and the warranty) ends it only where no such
    section follows."""
    end, unpriced = start, None
    while True:
        end = _next_heading(lines, end + 1)
        if end == len(lines):
            return end
        following = _next_heading(lines, end + 1)
        if _heads_offers(texts[end], texts[end + 1 : following], amounts):
            unpriced = None
            continue
        closing = _section_end(lines, end)
        section = (lines[end + 1 : closing], texts[end + 1 : closing])
        # The section's own prices, or a run of tiles from it that are the product's variants.
        ours = _of_product(*section, amounts)
        run = _offer_run(lines, texts, end) if ours else _variant_run(lines, texts, end, amounts)
        if ours or run:
            unpriced, closing = None, max(closing, run)
        elif _unpriced_picker(*section):
            unpriced = end if unpriced is None else unpriced
        else:
            return end if unpriced is None else unpriced
        end = closing - 1


def _offer_run(lines: list[str], texts: list[str], start: int) -> int:
    """Where a run of the product's offers ends, from the offer at ``start`` (a section that
    shows the data's amount): with the sections after it at its level that hold its last
    line, a button of its own ("Id\u017a do sklepu", "Go to store"), each as far as that line.
    A comparison site's shops are cards of one shape under a title set in no heading, the
    first at the data's lowest price, the others at theirs; a line that recommends other
    products, or a card without that button (a rail's tile), ends the run."""
    level, end = page.heading_level(lines[start]), _section_end(lines, start)
    action = texts[end - 1].strip()
    if end - 1 <= start or not _to_shop(action):
        return end
    for _ in range(_MOST_OFFERS):
        if end >= len(lines) or page.heading_level(lines[end]) != level:
            break
        following = _section_end(lines, end)
        card = [text.strip() for text in texts[end + 1 : following]]
        if action not in card:
            break
        cut = end + 2 + card.index(action)
        if any(recommended.recommends(text) for text in card[: cut - end - 1]):
            break
        end = cut
    return end


_MOST_OFFERS = 64  # shops a comparison site lists for one product


def _to_shop(action: str) -> bool:
    """Whether a card's last line is a button to another shop ("Id\u017a do sklepu", "Zum
    Shop", "View deal"): a line a shop's own cards end in as well (its stock's "In stock",
    "Darmowa dostawa", its cart's "Dodaj do koszyka") is no comparison's."""
    lowered = action.lower()
    return (
        len(action) <= _LONGEST_ACTION
        and _SHOP.search(lowered) is not None
        and _CART.search(lowered) is None
        and not money.prices_by_line([action])
    )


_LONGEST_ACTION = 40
# Where a comparison site's button sends: a shop, its offer, its site.
_SHOP = re.compile(
    r"shop|\bstore|sklep|boutique|tienda|negozio|winkel|butik|obchod|\bbolt\b|mağaza|магазин"
    r"|\bdeal|offer|angebot|oferta|offre|offert|aanbieding|erbjudande|tilbud|nabídk|ajánlat"
    r"|händler|retailer|\bseller|sprzedaw|verkäufer|vendeur|vendedor|venditore|\bsite|\bseite"
)  # each a word's start where a word holds it: "ideal", "Bestseller", "restore", "Rückseite"
# A button that puts the product in this shop's own cart ("Add to cart", "In den Warenkorb",
# "Dodaj do koszyka", "Shopping bag").
_CART = re.compile(
    r"cart|basket|\bbag\b|warenkorb|koszyk|panier|carrito|carrello|carrinho|winkelwagen"
    r"|mandje|varukorg|handlekurv|indkøbskurv|ostoskor|košík|kosár|coș|sepet|корзин|кошик"
    r"|カート|购物车|購物車|장바구니|\bcesta\b|\bcos\b"
)


def _variant_run(lines: list[str], texts: list[str], start: int, amounts: set[Decimal]) -> int:
    """Where a run of sibling tiles from the heading at ``start`` ends, when they are the
    product's variants: each headed by a short option's name ("10 St", "250 ml", "XL") and
    priced, one of them at the data's amount beside other amounts (a pharmacy's pack sizes,
    each with its price, its list price and its price per tablet, the first not the one the
    data states). 0 where the tiles are not such a run: a tile named otherwise (another
    product's, "Ibuprofen 400") ends it, and none shows the product's own price."""
    level, end, ours, tiles = page.heading_level(lines[start]), start, False, 0
    while end < len(lines) and page.heading_level(lines[end]) == level and tiles < _MOST_TILES:
        if not _PACK_NAME.fullmatch(texts[end].strip()):
            break
        closing = _section_end(lines, end)
        shown = {
            r.amount.normalize()
            for r in from_lines(lines[end + 1 : closing], texts[end + 1 : closing])
            if r.amount is not None
        }
        if not shown or len(texts[end + 1 : closing]) > _PICKER_OPTIONS:
            break
        ours, tiles, end = ours or bool(shown & amounts and shown - amounts), tiles + 1, closing
    return end if ours and tiles >= _SPAN else 0


# A pack's or a size's name: a count and its unit ("10 St", "30 Kapseln", "250 ml", "2 x 100
# Stück"), or a size's letters ("XL"); not another product's ("Ibuprofen 400", "Voltaren
# Gel"). A picker shows a dozen at most.
_PACK_NAME = re.compile(
    r"\d{1,5}(?:[.,]\d{1,3})?\s?(?:[x\u00d7]\s?\d{1,5}\s?)?[^\W\d_]{1,12}\.?"
    r"(?:\s[^\W\d_]{1,12}\.?)?|X{0,3}[SML]|X{1,3}L",
    re.IGNORECASE,
)
_MOST_TILES = 12


def _spanned(
    marked: tuple[list[str], list[str]], span: tuple[int, int], amounts: set[Decimal]
) -> int:
    """Where the product's block ends, past the sections from its ``span``'s end on (as far
    as its stop, the next product's heading) that its data sums up, each under its own
    heading: every price within the data's lowest and highest amounts (an aggregate's "from
    49 to 199"), up to the first that shows the highest. A recommendation's heading, a
    heading above the first card's level ("Our other products" over cards of its own), a
    card that strays out of the range or ``_MOST_SECTIONS`` cards end the run. (Recurring
    plans are ``_plan_cards``'.)"""
    lines, texts = marked
    end, stop = span
    if len(amounts) < _SPAN or end >= stop:
        return end
    low, high = min(amounts), max(amounts)
    level = page.heading_level(lines[end]) or 1
    heading = end
    for _ in range(_MOST_SECTIONS):
        if heading >= stop or recommended.recommends(texts[heading]):
            break
        if (page.heading_level(lines[heading]) or level) < level:
            break
        following = min(_next_heading(lines, heading + 1), stop)
        shown = [r.amount for r in from_lines(lines[heading:following], texts[heading:following])]
        if any(amount is not None and not low <= amount <= high for amount in shown):
            break
        if high in shown:  # the last card: what follows at its level is another product's
            return following
        heading = following
    return end


_SPAN = 2  # a lowest and a highest amount
_MOST_SECTIONS = 48  # cards a plans page sets between its lowest price and its highest


def _heads_offers(heading: str, texts: list[str], amounts: set[Decimal]) -> bool:
    """Whether a heading heads more of the product's own offers by what it says: its other
    sellers', its add-ons, its quantity tiers, or its price alone."""
    return (
        recommended.other_offers(heading)
        or recommended.adds_on(heading)
        or _tiers(texts)
        or _price_heading(heading, amounts)
        or _surcharges(texts)
    )


def _surcharges(texts: list[str]) -> bool:
    """Whether every price of a section is an amount added to the product's, its plus sign
    before it ("Add a case +$29", "함께 구매 +59,000원", "Hülle + 19,99 €"): accessories and
    services bought with it. Another product's tile gives its own price, with no plus."""
    found = [(text, price) for text in texts if (price := money.read_price(text)) is not None]
    return bool(found) and all(text[: price.start].rstrip().endswith("+") for text, price in found)


def _unpriced_picker(lines: list[str], texts: list[str]) -> bool:
    """Whether a section is a picker without prices: a few short option names (a colour's
    "Graphit", "Silber", "Gold"), not a description or a list of specifications. Two options
    or more may have one note beside them (a phone's "Unlocked" and "Carrier" with "An
    unlocked phone takes any carrier's SIM"): a note alone is a description. A heading alone
    heads swatches drawn without text ("Colour: Titanium Black" over buttons named by their
    ``aria-label``)."""
    notes = sum(len(text) > _OPTION_NAME for text in texts)
    options = len(texts) - notes
    return (
        len(texts) <= _PICKER_OPTIONS
        and (not notes or (notes == 1 and options >= _OPTIONS_WITH_NOTE))
        and not from_lines(lines, texts)
    )


_PICKER_OPTIONS = 8
# A name with its bracketed detail: "Carrier (AT&T, Verizon, T-Mobile)".
_OPTION_NAME = 40
_OPTIONS_WITH_NOTE = 2


def _price_heading(text: str, amounts: set[Decimal]) -> bool:
    """Whether a heading is the data's price and nothing else: OpenCart's buy box sets it as
    ``<h2>3 299,00 zł</h2>``, and the product's net price, tiers and Omnibus note follow it."""
    price = money.read_price(text)
    if price is None or price.amount.normalize() not in amounts:
        return False
    rest = text[: price.start] + text[price.end :]
    return not any(char.isalnum() for char in rest)


def _section_end(lines: list[str], heading: int) -> int:
    """The next heading at the level of the one at ``heading`` or above: where its section
    (its subheadings' too) ends."""
    level = page.heading_level(lines[heading]) or 1
    return next(
        (j for j in range(heading + 1, len(lines)) if (page.heading_level(lines[j]) or 7) <= level),
        len(lines),
    )


def _of_product(lines: list[str], texts: list[str], amounts: set[Decimal]) -> bool:
    """Whether marked ``lines`` (with their ``texts``) are a section of the product's offers:
    they show one of the data's ``amounts`` beside a price of another, or two or more plans
    sold with it, each a price with its period (a phone's carrier plans, "R$ 59,99/mês" with
    the device "por R$ 1.799,00"; a protection plan by the month), however their blocks
    split them ("R$" / "59" / ",99" / "/mês")."""
    records = from_lines(lines, texts)
    shown = {record.amount.normalize() for record in records if record.amount is not None}
    if shown & amounts and shown - amounts:
        return True
    plans = sum(_recurring(record.period) for record in records)
    return plans >= _PLANS_WITH_PRODUCT


_PLANS_WITH_PRODUCT = 2


def _recurring(period: str | None) -> bool:
    """Whether ``period`` recurs in time ("month", "year billed month", "2 weeks"): not a
    measure's unit ("1 kg", an item's price per kilo) or "once"."""
    units = (word.removesuffix("s") for word in (period or "").split()[:2])
    return not _TIME_UNITS.isdisjoint(units)


_TIME_UNITS = frozenset({"minute", "hour", "day", "week", "month", "quarter", "year"})


def _next_heading(lines: list[str], start: int) -> int:
    return next((j for j in range(start, len(lines)) if page.heading_level(lines[j])), len(lines))


def _tiers(texts: list[str]) -> bool:
    priced = money.prices_by_line(texts)
    return bool(priced) and all(_QUANTITY_TIER.match(texts[i]) for i in priced)


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


def _periods_shown(stated: list[PriceRecord], shown: list[PriceRecord]) -> list[PriceRecord]:
    """The data's prices, each without a period of its own with the one the page shows beside
    the same amount, where it shows one only (microdata's or RDFa's offers, "9,90 € / mois":
    schema.org's offer states no period without a price specification). Where the page shows
    the offer under its own name, that showing's period, or none: a pack of credits named
    "10 créditos" at 29 € is not the plan beside it at "29 € / mes"."""
    if not stated:  # most pages' markup states no data's prices: nothing to give a period
        return stated
    periods: dict[Decimal, set[str]] = {}
    named: dict[tuple[str, Decimal], set[str | None]] = {}
    for record in shown:
        if record.amount is not None:
            named.setdefault((record.label, record.amount.normalize()), set()).add(record.period)
        if record.amount is not None and record.period:
            periods.setdefault(record.amount.normalize(), set()).add(record.period)
    if not periods:  # most pages: nothing to give
        return stated
    return [_shown_period(record, periods, named) for record in stated]


def _shown_period(
    record: PriceRecord,
    periods: dict[Decimal, set[str]],
    named: dict[tuple[str, Decimal], set[str | None]],
) -> PriceRecord:
    if record.period is not None or record.amount is None:
        return record
    amount = record.amount.normalize()
    shown = named.get((record.label, amount)) or periods.get(amount, set())
    period = next(iter(shown)) if len(shown) == 1 else None
    return replace(record, period=period) if period else record


def _not_stated(
    shown: list[PriceRecord], stated: list[PriceRecord], chosen: frozenset[PriceRecord]
) -> list[PriceRecord]:
    """The ``shown`` prices that the page's data does not state: all of them without data;
    else those of another amount, or of the same amount in a stock the data does not say (a
    variation table beside one offer, or beside an aggregate's lowest price that is also one
    row's). Data without a currency states no price: the one shown says the currency. A
    variant ``chosen`` in a picker is its own offer whatever its amount: sizes S, M and L
    often cost the product's price, and only their name says whose variant they are. A
    price that recurs is not the data's offer of that amount that does not ("29 € /mes",
    a plan, beside a pack of credits at 29 €)."""
    said = {
        (r.amount.normalize(), _stock(r.availability))
        for r in stated
        if r.amount is not None and r.currency
    }
    if not said:
        return shown
    amounts = {amount for amount, _ in said}
    products = {r.label for r in stated if r.label}
    terms = {r.amount.normalize() for r in stated if r.amount is not None and r.period}
    return [
        r
        for r in shown
        if r.amount is not None
        and (
            r in chosen
            or _names_variant(r.label, products)
            or (_recurring(r.period) and r.amount.normalize() not in terms)
            or (
                (r.amount.normalize(), _stock(r.availability)) not in said
                and (r.availability is not None or r.amount.normalize() not in amounts)
            )
        )
    ]


def _names_variant(label: str, products: set[str]) -> bool:
    """Whether ``label`` names one of a product's variants: the data's product name and the
    variant's own after it ("Coffee (250 g)", "Hoodie XL"). Data that states a product's
    lowest and highest price (an aggregate's) says nothing of which variant costs them, nor
    of how many there are: one of the same amount is still its own offer."""
    return any(
        label.startswith(product) and label[len(product) : len(product) + 1] in _VARIANT_JOINS
        for product in products
    )


_VARIANT_JOINS = frozenset(" (")


def _stock(availability: str | None) -> str | None:
    """A stock state as data and page both say it: "Sold out" shown is the data's
    ``OutOfStock``, not another offer."""
    return "OutOfStock" if availability == "SoldOut" else availability


def _of_other_amounts(records: list[PriceRecord], table: list[PriceRecord]) -> list[PriceRecord]:
    """The ``records`` of a framework's state for plans the table has, at amounts it has not:
    the prices of the toggle's other state that the server did not render (the annual ones),
    where the rendered ones say the rest again. A plan the table has is one whose label
    holds the state's name as a run of whole words (the state's "Pro" is the card's "Pro
    plan"); the state's other objects with a price (a cart, recommendations) are not the
    page's plans. A plan whose state keeps one price in cents of the one shown keeps its
    others so too (``"price": {"monthly": 7900, "yearly": 82800}`` beside "79 € /mes")."""
    if not records:
        return records
    shown = _Shown(table)
    every = {record.amount.normalize() for record in table if record.amount is not None}
    in_cents = {r.label for r in records if r.amount and _in_cents_of(r.amount.normalize(), every)}
    found = []
    for r in records:
        if r.amount is None or _in_cents_of(r.amount.normalize(), every):
            continue
        r, amount = _from_cents(r, r.amount.normalize()) if r.label in in_cents else (r, r.amount)
        amount, labels = amount.normalize(), shown.labels(r.label)
        if labels and all(amount not in shown.amounts[label] for label in labels):
            found.append(r)
    return found


def _from_cents(record: PriceRecord, amount: Decimal) -> tuple[PriceRecord, Decimal]:
    """A state's whole ``amount`` kept in cents, as the page would show it."""
    if amount != amount.to_integral_value():
        return record, amount
    return replace(record, amount=amount.scaleb(-2)), amount.scaleb(-2)


def _in_cents_of(amount: Decimal, shown: set[Decimal]) -> bool:
    """Whether a state's whole ``amount`` is a price the page shows, kept in cents (a fashion
    shop's colours ``"price": 15995`` beside "159,95 €"): no toggle's other price is a
    hundred times one, and the page shows no such amount itself."""
    whole = amount == amount.to_integral_value()
    return whole and amount not in shown and amount.scaleb(-2).normalize() in shown


def _unshown_peers(documents: list[Any], table: list[PriceRecord]) -> list[PriceRecord]:
    """The records of a state's list of plans whose names the table does not show, where the
    list holds one the table shows at its amount: the list is the page's offer, of which the
    markup drew only some (a skeleton, cards a client script draws, "show all plans"). A
    list none of whose items the page shows at its price (a cart, other products) adds
    nothing."""
    groups = structured.listed_records(documents)
    if not groups:  # most pages' state lists no plans: the table is not worth indexing
        return []
    shown = _Shown(table)
    found = []
    # Plans are billed by a period, in the state or on the card: a list of products ("also
    # viewed", a cart) may hold this page's product, priced once, and be none of its offer.
    billed = {_words(record.label) for record in table if record.period is not None}
    for group in groups:
        periodic = any(record.period is not None for record in group)
        confirmed = any(
            record.amount is not None
            and record.amount.normalize() in shown.amounts[label]
            and (periodic or label in billed)
            for record in group
            for label in shown.labels(record.label)
        )
        if confirmed:
            # A plan without a price ("contact sales") is one of them too.
            found += [r for r in group if _words(r.label) and not shown.labels(r.label)]
    return found


class _Shown:
    """The table's amounts by the words of their labels, and which of its labels show a
    state's name: hold its words as a run, found by their first word."""

    def __init__(self, table: list[PriceRecord]) -> None:
        self.amounts = _amounts_by_name(table)
        self._by_word: dict[str, list[tuple[str, ...]]] = {}
        for label in self.amounts:
            for word in set(label):
                self._by_word.setdefault(word, []).append(label)

    def labels(self, name: str) -> list[tuple[str, ...]]:
        said = _words(name)
        if not said:
            return []
        return [label for label in self._by_word.get(said[0], ()) if _holds(label, said)]


def _amounts_by_name(table: list[PriceRecord]) -> dict[tuple[str, ...], set[Decimal]]:
    """The amounts of ``table`` by the words of their labels."""
    amounts: dict[tuple[str, ...], set[Decimal]] = {}
    for record in table:
        if record.amount is not None:
            amounts.setdefault(_words(record.label), set()).add(record.amount.normalize())
    return amounts


def _words(label: str) -> tuple[str, ...]:
    return tuple(_LABEL_WORD.findall(label.casefold()))


def _holds(label: tuple[str, ...], name: tuple[str, ...]) -> bool:
    """Whether ``name``'s words are a run of ``label``'s."""
    size = len(name)
    return any(label[i : i + size] == name for i in range(len(label) - size + 1))


_LABEL_WORD = re.compile(r"\w+")


# The keys under which a product JSON lists its variants, in English or the site's language
# ("varian", "variantes"), or names a variant's first option.
_LOCAL_VARIANT_KEYS = tuple(
    word for table in words.DATA_KEYS.values() for word in table.get("variants", ())
)
# (Or a Cafe24 shop's option stock, keyed by option codes: each names its "option_value".)
_VARIANT_KEYS = (*shop.LISTS, *shop.CAPITAL_LISTS, "option1", "option_value", *_LOCAL_VARIANT_KEYS)
_VARIANT_KEY = "|".join(map(re.escape, dict.fromkeys(_VARIANT_KEYS)))
# A product JSON with its variants, in a script or (HTML-escaped) in an attribute.
_VARIANTS = re.compile(rf"(?:[\"'_{{,-]|&quot;|&#34;)(?:{_VARIANT_KEY})\b")


# State a page keeps in an attribute, like a framework's script: the props a server hands a
# client component (Astro's <astro-island props>, data-props, data-react-props, Vue's
# :props), and any other attribute's object with a key that names a price (Inertia's
# data-page, Stimulus's data-*-value, Livewire's wire:snapshot, Alpine's x-data literal or
# the literal its x-data hands a component's factory: pricing({…})).
# The keys are English, or the site's language's (Livewire's {"mensal": 49, "anual": 490}).
_LOCAL_PRICE_KEYS = "|".join(map(re.escape, structured.LOCAL_PRICE_WORDS))
_PRICED_STATE = re.compile(
    r"\A(?::|data-(?:[\w-]+-)?)?props\Z"
    # A controller's value named for its prices (Stimulus' data-pricing-prices-value).
    r"|\Adata-(?:[\w-]+-)?prices?(?:-[\w-]+)?\Z"
    r"|[\"']?\w{0,30}(?:[Pp]rice|[Aa]mount|[Mm]onthly|[Yy]early|[Aa]nnual)\w{0,30}[\"']?\s*:"
    # A local key whole: as part of a longer one, "cena" is in "scena", "gia" in "strategia".
    rf"|(?:[\"'{{,]|\A)\s*(?i:{_LOCAL_PRICE_KEYS})[\"']?\s*:"
)


def _attribute_state(tree: LexborHTMLParser) -> list[object]:
    """The state a page keeps in attributes (``_PRICED_STATE``), JSON or an object literal."""
    found = page.json_attributes(tree, _PRICED_STATE, calls=True)
    values = [
        structured.load_json(value) or literals.value_at(value, literals.argument_at(value) or 0)
        for value in found
    ]
    return [structured.unwrapped(value) for value in values if value is not None]


# A volume price's tiers kept for a quantity slider's script, in a JSON attribute of the plan
# they price (``structured.tier_names``), or in its Alpine state (``x-data="{stops: [...]}"``):
# a tier's price is one a customer pays. A slider's stops need no bound's word, only a list
# of objects in an attribute.
_TIER_WORDS = clues.words(*structured.TIER_BOUNDS, "='[{", '="[{', "x-data=")
_TIER_OWNER = "h1, h2, h3, h4, h5, h6, [role=heading]"
# A slider a customer drags: a page without one keeps no slider's stops, and a list of
# priced objects with a number that rises is a shop's variants (by size, by year), a listing's
# products or their reviews, read by their own readers or none.
_SLIDERS = clues.words('type="range"', "type='range'", "type=range", 'role="slider"')


def _region_tiers(nodes: list[LexborNode], text: str, shapes: frozenset[str]) -> list[PriceRecord]:
    """The tiers of the region's attributes' lists, each named by the plan the data names
    around them, else by its element's heading; only on a page whose source has JSON in an
    attribute and a tier's bound or a list of objects."""
    if "state" not in shapes or not clues.holds(text, *_TIER_WORDS):
        return []
    found, stops = [], clues.holds(text, *_SLIDERS)
    for element, value in itertools.islice(_list_attributes(nodes), _MAX_TIER_ATTRIBUTES):
        # The heading is looked for only where tiers are found: each query reads the whole
        # of a box, and a page of unclosed elements nests the rest of the page in each.
        owner: str | None = None
        for tiers, name in _tier_lists(value, None, _MAX_TIER_DEPTH, stops):
            if name is None and owner is None:
                owner = _tier_owner(element)
            found += structured.tier_records(tiers, name or owner or "", stops=stops)
    return found


_MAX_TIER_ATTRIBUTES = 64  # a page of thousands of JSON lists is no plan's slider


def _in_owners_period(tiers: list[PriceRecord], prices: list[PriceRecord]) -> list[PriceRecord]:
    """Tiers whose data states no period in that of their plan's price shown (``Essential``
    ``19 € / Monat`` over a slider's stops): a slider's data keeps amounts only. A plan shown
    by the month and by the year ("19 € / Monat", "190 € / Jahr") gives the period of the
    price that is one of its stops', else none."""
    owned: dict[str, list[PriceRecord]] = {}
    for tier in tiers:
        owned.setdefault(tier.label.rpartition(" (")[0], []).append(tier)
    periods: dict[str, str | None] = {}
    for owner, its in owned.items():
        shown = [r for r in prices if r.label == owner and r.period]
        if len({r.period for r in shown}) > 1:
            amounts = {tier.amount for tier in its}
            shown = [r for r in shown if r.amount in amounts]
        stated = {r.period for r in shown}
        periods[owner] = stated.pop() if len(stated) == 1 else None
    return [
        replace(tier, period=periods.get(tier.label.rpartition(" (")[0]))
        if tier.period is None
        else tier
        for tier in tiers
    ]


def _tier_owner(element: LexborNode) -> str:
    """The heading of the nearest box around ``element`` that has one: a slider sits in a
    box of its own inside its plan's card, under the card's heading."""
    heading = element.css_first(_TIER_OWNER)
    box = element
    for _ in range(_MAX_OWNER_BOXES - 1):
        if heading is not None or box.parent is None:
            break
        # The box around: its other children only, the box itself read already (a page of
        # unclosed elements nests the rest of the page in each box).
        inner, box = box.mem_id, box.parent
        others = (child for child in box.iter(include_text=False) if child.mem_id != inner)
        heading = next(filter(None, (child.css_first(_TIER_OWNER) for child in others)), None)
    return "" if heading is None else heading.text(deep=True, strip=True)


_MAX_OWNER_BOXES = 4  # further up, the heading is the page's or the section's, not the plan's
_MAX_TIER_DEPTH = 4  # {plans: [{name, tiers: [...]}]}: a state's plans, each with its stops


def _list_attributes(nodes: list[LexborNode]) -> Iterator[tuple[LexborNode, Any]]:
    """Each element of ``nodes`` (and below) with the value of each of its attributes that
    holds a JSON list, or Alpine's state (an object literal) with a list in it, in document
    order: a page's dozens of menus and accordions (``x-data="{ open: false }"``) count
    for none of the attributes read."""
    for node in nodes:
        for element in itertools.chain((node,), node.traverse(include_text=False)):
            for name, value in element.attributes.items():
                if value and value[:1] == "[":
                    yield element, structured.load_json(value)
                elif name == "x-data" and value and "[" in value and value.lstrip()[:1] == "{":
                    yield element, literals.value_at(value.lstrip(), 0)


def _tier_lists(
    value: Any, owner: str | None, depth: int, stops: bool
) -> Iterator[tuple[list[Any], str | None]]:
    """The lists of tiers in ``value``, each with its owner: the nearest object around it
    that has a name, else ``owner``; a slider's stops among them where ``stops``."""
    if isinstance(value, list) and structured.tier_names(value, stops=stops):
        yield value, owner
        return
    if depth <= 0 or not isinstance(value, (list, dict)):
        return
    if isinstance(value, dict):
        owner = structured.name_of(value) or owner
    for item in value.values() if isinstance(value, dict) else value:
        yield from _tier_lists(item, owner, depth - 1, stops)


def _mentions_variants(text: str) -> bool:
    # The words first (``clues``): the regex over a whole page cost a fifth of a millisecond.
    # A script's code may name the list bare ({nome: "Caneca", variacoes: […]}).
    return clues.holds(text, *_VARIANT_WORDS) and any(
        _keyed_at(text, at, len(key)) for key in _FOUND_KEYS for at in _occurrences(text, key)
    )


# The keys as ``_VARIANTS`` and ``_CODE_VARIANTS`` find them, each once: a page's keys are
# found by str.find and the characters around each tested, where the patterns tried each
# position of the page for a character before a key (a millisecond of a 100 KB page).
_FOUND_KEYS = tuple(dict.fromkeys(_VARIANT_KEYS))
_OPENING = frozenset("\"'_{,-")  # before a key, as ``_VARIANTS`` reads it
_CODE_OPENING = frozenset("\"'{,")  # or whitespace, as ``_CODE_VARIANTS`` reads it
_ESCAPED_QUOTES = ("&quot;", "&#34;", "\\u0022")


def _occurrences(text: str, key: str) -> Iterator[int]:
    at = text.find(key)
    while at >= 0:
        yield at
        at = text.find(key, at + 1)


def _keyed_at(text: str, at: int, length: int) -> bool:
    """Whether ``_VARIANTS`` or ``_CODE_VARIANTS`` matches around the key at ``at``: an
    opening character (or an escaped quote) before it and a word's end after it, or one
    of code's openings before it and its colon after it (a quote and spaces between)."""
    end = at + length
    before = text[at - 1] if at else ""
    opened = before in _OPENING or text.endswith(_ESCAPED_QUOTES, 0, at)
    if opened and (end == len(text) or not _word_character(text[end])):
        return True
    if not before or not (before in _CODE_OPENING or before.isspace()):
        return False
    end += end < len(text) and text[end] in "\"'"
    while end < len(text) and text[end].isspace():
        end += 1
    return end < len(text) and text[end] == ":"


def _word_character(character: str) -> bool:
    r"""What ``\w`` matches: a letter, a digit or an underscore (every key ends with one)."""
    return character.isalnum() or character == "_"


# A key in the site's language as a key, its quote or colon after it: "varian" alone is in
# every page that says "variant", and would have the regexes read most pages for nothing.
_VARIANT_WORDS = clues.words(
    *shop.LISTS,
    *shop.CAPITAL_LISTS,
    "option1",
    "option_value",
    *(key + end for key in _LOCAL_VARIANT_KEYS for end in ('"', "'", ":", "&quot;")),
)
# In a script's code a key may be bare (var meta = {product: {variants: [...]}}), and the
# variants a value assigned to a name of the script's own.
# Its quotes escaped where the product is JSON in a string ({\"variants\":[...]}, or each
# quote as \u0022).
_CODE_VARIANTS = re.compile(rf"(?:[\"'{{,\s]|\\u0022)(?:{_VARIANT_KEY})(?:\\?[\"']|\\u0022)?\s*:")


def _value_starts(stated: str, passed: str, opens: tuple[str, str]) -> re.Pattern[str]:
    """Where a value starts after what ``stated`` finds (an assignment, a ``return``) or
    what ``passed`` finds (a call's argument), each followed by what its ``opens`` looks
    ahead for (a literal's bracket, or a string that JSON fills too)."""
    return re.compile(rf"(?:{stated})\s*{opens[0]}|(?:{passed})\s*{opens[1]}")


_ASSIGNED = r"(?<![=!<>])="
_LITERAL_OPENS = r"(?=[\[{])"
# Or handed to a constructor (1C-Bitrix's var ob = new JCCatalogElement({'OFFERS': [...]})).
_CONSTRUCTED = r"\bnew\s+[\w$.]{1,80}\s*\("
_CODE_VALUE = _value_starts(_ASSIGNED, _CONSTRUCTED, (_LITERAL_OPENS, _LITERAL_OPENS))
# Or handed to the code that draws the page: new Vue({el: '#app', data: {plans: [...]}}),
# mount('#app', {plans: [...]}), React.createElement(Pricing, {plans: [...]}); an argument
# after a name, a string or a call, not the next item of an array ("}, {": read in the array);
# or what a component's factory returns (Alpine's x-data="pricing()" calls a function pricing()
# { return {plans: [...]} }).
_RETURNED = rf"{_ASSIGNED}|\breturn"
_ARGUMENT = r"\(|(?<=[\w$'\")]),"
_CODE_LITERAL = _value_starts(_RETURNED, _ARGUMENT, (_LITERAL_OPENS, _LITERAL_OPENS))
# The same, where the value is JSON kept in a string for the page's own JSON.parse: Redux's and
# Vue's window.__INITIAL_STATE__ = JSON.parse("{\"plans\":[...]}"), a Cafe24 shop's var
# option_stock_data = '{\"P0...\":{...}}' (a string only after "=" or "return": an argument
# in quotes is a message, a selector or a format more often than state). Only in code that
# holds such a string (``_holds_json_strings``): the typical page's scripts pay nothing.
_HELD = r"(?=[\[{]|JSON\.parse\s*\()"
_HELD_OR_QUOTED = r"(?=[\[{]|JSON\.parse\s*\(|[\"']\s*[\[{])"
_CODE_VALUE_HELD = _value_starts(_ASSIGNED, _CONSTRUCTED, (_HELD_OR_QUOTED, _HELD))
_CODE_LITERAL_HELD = _value_starts(_RETURNED, _ARGUMENT, (_HELD_OR_QUOTED, _HELD))
_IN_STRINGS = {_CODE_VALUE: _CODE_VALUE_HELD, _CODE_LITERAL: _CODE_LITERAL_HELD}
_JSON_STRINGS = ("JSON.parse", "'{", '"{', "'[", '"[')
_MAX_CODE_SCRIPTS = 64
_MAX_CODE_VALUES = 16

Variants = list[tuple[list[PriceRecord], bool]]


def _variants(
    tree: LexborHTMLParser,
    scripts: tuple[list[str], list[LexborNode]],
    streamed: list[Any],
    links: bool,
) -> Variants:
    """Every variant of the products a shop's JSON lists, whichever the page shows selected:
    in its state (``scripts``' data), its attributes, a server components' payload or a
    streamed loader's (``streamed``, see ``_streamed``), or assigned in its scripts' code (a
    normalised cache read through its ``links``); per document, with whether its amounts are
    whole numbers that may be cents (see ``_in_units``)."""
    state, code = scripts
    documents = [structured.load_json(script) for script in state if _VARIANTS.search(script)]
    documents += map(structured.load_json, page.json_attributes(tree, _VARIANTS))
    # A headless shop's storefront on the App Router (Medusa's, Saleor's) or on React Router
    # (Hydrogen's) streams its product with every variant there, and nowhere else.
    documents += streamed
    for node in code[:_MAX_CODE_SCRIPTS]:
        content = node.text(deep=True)
        if _CODE_VARIANTS.search(content):
            documents += _assigned_values(content)
    if links:
        documents = _linked(documents)
    groups = [(shop.variant_records(data), shop.whole_amounts(data)) for data in documents]
    return [(records, whole) for records, whole in groups if records]


def _code_text(code: list[LexborNode]) -> str:
    """The text of the page's first inline scripts of code, one after the other."""
    return "\n;\n".join(node.text(deep=True) for node in code[:_MAX_CODE_SCRIPTS])


def _assigned_values(
    code: str, where: re.Pattern[str] = _CODE_VALUE, methods: bool = False
) -> list[Any]:
    """The literals ``code`` assigns (JSON or an object literal, see ``literals``, with
    ``methods`` a component's), or that start where ``where`` ends, the first
    ``_MAX_CODE_VALUES``."""
    found = []
    if _holds_json_strings(code):
        where = _IN_STRINGS.get(where, where)
    for assignment in itertools.islice(where.finditer(code), _MAX_CODE_VALUES):
        value = literals.value_at(code, assignment.end(), methods)
        if value is not None:
            found.append(value)
    return found


def _holds_json_strings(code: str) -> bool:
    """Whether ``code`` may keep a value as JSON in a string (``JSON.parse("{…")``, ``=
    '[…'``): a substring's test, the regexes that read such values tried only then."""
    return any(form in code for form in _JSON_STRINGS)


def _in_units(groups: Variants, shown: list[PriceRecord]) -> list[PriceRecord]:
    """The variants' records, each document's whole amounts in cents where the page shows
    them so (a theme's ``"price": 2900`` beside "$29.00": a hundredth of one is a price the
    page shows, and none of them is)."""
    if not groups:
        return []
    amounts = {record.amount for record in shown if record.amount is not None}
    found = []
    for records, whole in groups:
        priced = [record.amount for record in records if record.amount is not None]
        cents = (amount.scaleb(-2) for amount in priced)
        if whole and amounts.isdisjoint(priced) and not amounts.isdisjoint(cents):
            records = [_hundredth(record) for record in records]
        found += records
    return found


def _hundredth(record: PriceRecord) -> PriceRecord:
    return record if record.amount is None else replace(record, amount=record.amount.scaleb(-2))


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
_NO_SCRIPTS: tuple[list[str], list[str], list[str], list[str], list[LexborNode]] = (
    [],
    [],
    [],
    [],
    [],
)
# A <select> whose chosen option may name the currency: the attribute that says so.
_SELECTED = clues.words("selected", "SELECTED")


def _scripts(
    tree: LexborHTMLParser,
) -> tuple[list[str], list[str], list[str], list[str], list[LexborNode]]:
    """The text of the page's JSON-LD, of its state (``application/json``, ``__NEXT_DATA__``),
    of its other scripts of a type that is not code and whose text looks like JSON (the
    first ``_MAX_DATA_SCRIPTS``: ``text/x-magento-init``), apart those of a template's type
    (``text/template``: data the page's script renders into it, whose prices are the page's
    as a ``<template>``'s markup is), and the inline scripts of code (their text unread: most
    pages never need it), from one query; read before ``hide`` removes every script."""
    ld: list[str] = []
    state: list[str] = []
    other: list[str] = []
    templated: list[str] = []
    code: list[LexborNode] = []
    for node in tree.css("script"):
        attributes = node.attributes  # a dict built at each call: once a script, not thrice
        kind = (attributes.get("type") or "").strip().lower()
        if kind == "application/ld+json":
            ld.append(node.text(deep=True))
        elif kind == "application/json" or attributes.get("id") == "__NEXT_DATA__":
            state.append(node.text(deep=True))
        elif kind not in _CODE_TYPES and len(other) < _MAX_DATA_SCRIPTS:
            content = node.text(deep=True)
            if content.lstrip()[:1] in ("{", "["):
                (templated if "template" in kind else other).append(content)
        elif kind in _CODE_TYPES and "src" not in attributes:
            code.append(node)
    return ld, state, other, templated, code


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


def _not_offered(variants: list[PriceRecord], stated: list[PriceRecord]) -> list[PriceRecord]:
    """The variants the page's structured data does not offer already under a name that ends
    with theirs, at their amount and in their stock: a WooCommerce variation ``250g`` beside
    Yoast's offer "Café Especial - 250 g" is that offer again, not a product of its own."""
    if not variants or not stated:
        return variants
    offered = [
        (record.label.casefold(), record.amount, record.availability)
        for record in stated
        if record.label and record.amount is not None
    ]
    return [
        variant
        for variant in variants
        if not variant.label
        or variant.amount is None
        or not any(
            _ends_with_name(name, _squeezed(variant.label))
            and amount == variant.amount
            and variant.availability in (None, availability)
            for name, amount, availability in offered
        )
    ]


def _squeezed(label: str) -> str:
    return "".join(label.split()).casefold()


def _ends_with_name(name: str, variant: str) -> bool:
    """Whether ``name`` (in lower case) ends with ``variant`` (squeezed) as a word of its own,
    its spaces aside: "hoodie - 250 g" ends with "250g", "hoodie xs" with no size "s"."""
    if not _squeezed(name).endswith(variant):
        return False
    start, left = len(name), len(variant)
    while left:  # back over the variant's characters in the name, skipping its spaces
        start -= 1
        left -= not name[start].isspace()
    return start == 0 or not name[start - 1].isalnum()


def _unseen(variants: list[PriceRecord], prices: list[PriceRecord]) -> list[PriceRecord]:
    """The variants not already in the table; with the page's one currency where their JSON
    names none. A variant whose data says no stock state is the shown record that says one
    (a Shopify listing's ``meta`` beside its tile's "Á goymslu"), not another."""
    if not variants:  # most pages: no set of a table's records to hash
        return []
    currencies = {record.currency for record in prices if record.currency}
    only = currencies.pop() if len(currencies) == 1 else None
    seen = set(prices) | {replace(record, availability=None) for record in prices}
    found = []
    for record in variants:
        if record.currency is None and only is not None and record.amount is not None:
            record = replace(record, currency=only)
        if record not in seen:
            seen.add(record)
            found.append(record)
    return found


def alternative_record(record: PriceRecord, variant: str) -> PriceRecord:
    """``record`` as the alternative ``variant``: named after it, and with the period or the
    currency the variant's name gives, when the record's own text said none."""
    label = f"{record.label} ({variant})" if record.label else f"({variant})"
    period = record.period or _variant_period(variant)
    currency = record.currency
    named = variant.upper()
    if (currency is None or currencies.candidates(currency)) and currencies.exponent(
        named
    ) is not None:
        currency = named
    return replace(record, label=label, period=period, currency=currency)


def _variant_period(variant: str) -> str | None:
    """The period a variant's name gives its prices, unless the name holds an amount of its
    own, whose period that is: an insurance's tab "日額10,000円コース" (a daily benefit of
    10,000 yen) over a table of monthly premiums, "Daily $50 cover"."""
    if _DIGIT.search(variant) and money.prices_by_line([variant]):
        return None
    return money.period_from_name(variant)


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
        # A product's variants with their stock (a storefront API's), then the rest.
        prices = shop.variant_records(data) + structured.from_data(data)
        if prices and rules.extract != "text":
            return [], prices  # the prices are all that is compared: no text to lay out
        text = _canonical_json(data)
    else:
        prices = []
    lines = _without([line for line in map(_columns, text.splitlines()) if line], rules)
    texts = [page.plain(line) for line in lines]
    return texts, prices or from_lines(lines, texts, markup=False)


def _canonical_json(data: Any) -> str:
    """A JSON body as text to compare: its keys sorted, and its lists of objects in one order
    (an API lists its products by popularity or by when the cache was filled: the same items
    in another order are the same body). A list of plain values keeps its order. A GraphQL
    response's ``extensions`` are the server's word on the request (its cost, the rate limit
    left, a trace), no part of what was asked for: its ``data`` and ``errors`` are compared."""
    if _graphql_response(data):
        data = {key: value for key, value in data.items() if key != "extensions"}
    return json.dumps(_ordered(data), sort_keys=True, indent=1, ensure_ascii=False, default=str)


_GRAPHQL_KEYS = frozenset({"data", "errors", "extensions"})


def _graphql_response(data: Any) -> bool:
    return isinstance(data, dict) and "data" in data and data.keys() <= _GRAPHQL_KEYS


def _ordered(data: Any) -> Any:
    if isinstance(data, dict):
        return {key: _ordered(value) for key, value in data.items()}
    if not isinstance(data, list):
        return data
    items = [_ordered(item) for item in data]
    if len(items) < 2 or not all(isinstance(item, dict) for item in items):
        return items
    return sorted(items, key=lambda item: json.dumps(item, sort_keys=True, default=str))


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


def _without(lines: list[str], rules: Rules, stripped: dict[str, str] | None = None) -> list[str]:
    """``ignore_text`` removed from each line as a reader sees it (each cell of a row), so
    that ``^`` and ``$`` are the line's, then volatile text (unless ``volatile: keep``); a
    line left empty goes."""
    return [line for line in _kept(lines, rules, stripped) if line is not None]


def _kept(
    lines: list[str], rules: Rules, stripped: dict[str, str] | None = None
) -> list[str | None]:
    """``_without``, line by line: each line as kept, or None where it goes; ``stripped``
    holds each cell already read without its volatile text (in this view, or in another view
    of the same page: a cell said again is read once)."""
    stripped = {} if stripped is None else stripped
    compiled = [re.compile(pattern) for pattern in rules.ignore_text]
    searched = volatile.candidates(lines) if rules.volatile == "drop" else set()
    # A label's count or time left on the line after it, a stat block's figure beside its
    # caption.
    values = volatile.split_values(lines) if rules.volatile == "drop" else set()
    kept: list[str | None] = []
    for index, line in enumerate(lines):
        if index in values:
            kept.append(None)
            continue
        if not compiled and index not in searched:
            kept.append(line)
            continue
        marker = line[:1] if page.heading_level(line) or line.startswith(page.ROW) else ""
        drop = index in searched
        cells = [
            _remove(compiled, cell, drop, stripped) for cell in line[len(marker) :].split(page.CELL)
        ]
        rebuilt = marker + page.CELL.join(cells)
        kept.append(rebuilt if page.plain(rebuilt) else None)
    return _carried_marks(lines, kept)


def _carried_marks(lines: list[str], kept: list[str | None]) -> list[str | None]:
    """``kept``, where a line that goes started a card or ended a grid, with that mark moved
    to the next line kept: a grid's end on a viewers' count that goes ("37 people are
    viewing this page") was lost with it, and the note under the grid ("Plans available to
    residents") read as the last card's own, its stock state."""
    marks = ""
    for index, line in enumerate(kept):
        if line is None:
            marks += "".join(mark for mark in _CARRIED if mark in lines[index][:2])
        elif marks:
            kept[index] = plan_reading.marked(line, marks)
            marks = ""
    return kept


_CARRIED = (page.CARD, page.GRID_END)


def _remove(
    patterns: list[re.Pattern[str]], text: str, drop_volatile: bool, stripped: dict[str, str]
) -> str:
    if patterns:
        for pattern in patterns:
            text = pattern.sub("", text)
        text = page.collapse(text)
    if not drop_volatile:
        return text
    if text not in stripped:
        stripped[text] = volatile.stripped(text)
    return stripped[text]


def _where(rules: Rules, message: str) -> str:
    return f"{message} (selector {rules.selector!r})" if rules.selector else message


def classify_change(recent: tuple[str, ...], digest: str) -> CheckStatus:
    """``baseline`` without a previous result; ``unchanged`` when ``digest`` equals one of the
    ``recent`` distinct results (the latest only, unless the target sets ``compare_last``)."""
    if not recent:
        return CheckStatus.BASELINE
    return CheckStatus.UNCHANGED if digest in recent else CheckStatus.CHANGED
