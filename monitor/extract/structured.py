"""Prices a page states as data: schema.org JSON-LD and microdata, ``product:price`` meta tags,
and the JSON state that client-rendered pages ship instead of markup."""

import dataclasses
import functools
import html
import itertools
import json
import re
from collections.abc import Callable, Iterator
from decimal import Decimal, InvalidOperation
from typing import Any

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, currencies, literals, money, words
from monitor.extract.page import select
from monitor.extract.prices import PriceRecord

_MAX_DEPTH = 64  # JSON nested deeper than this is not a price list
_BRACKETS = re.compile(r"[\[\]{}]")
_MAX_MICRODATA_OFFERS = 250
_WRITTEN_NUMBER = re.compile(r"\d[\d.,' \u00a0\u2019]*(?:[.,]-)?")
_OFFER_TYPES = {"Offer", "AggregateOffer"}
# Where offers are nested, also in other letter cases ("Offers"): a page's JSON-LD is often
# hand-written. Spelled out, so that each key of a large document costs one lookup.
_HOLDERS = {
    spelling: holder.lower()
    for holder in ("offers", "@graph", "mainEntity", "itemListElement", "item", "hasVariant")
    for spelling in (holder, holder.lower(), holder.upper(), holder[:1].upper() + holder[1:])
}
_OFFER_FIELDS = {"price", "lowprice", "pricespecification"}
_NAME_KEYS: tuple[str, ...] = ("name", "title", "label", "plan", "planName", "tier", "nickname")
_NAME_KEYS += ("displayName", "seller", "sellerName", "merchantName")  # a marketplace's offers
# Failing a name, the identifier a price list gives what it prices by: a cloud's sizes
# ({"slug": "s-2vcpu-4gb", "price_hourly": 0.03571}), a machine type, a stock code.
_NAME_KEYS += ("slug", "instanceType", "instance_type", "machineType", "machine_type", "sku")
_NAMING = frozenset({*_NAME_KEYS, "product"})  # keys without which an object has no name
_PRICE_KEYS = ("price", "amount", "monthlyPrice", "priceMonthly")
# Amounts in the currency's minor unit (cents), as payment APIs and their clients keep them.
_MINOR_KEYS = ("unit_amount", "unit_amount_decimal", "unitAmount", "amount_cents", "amountCents",
               "price_in_cents", "priceInCents", "price_cents", "priceCents", "cents",
               "centAmount")  # fmt: skip
_CURRENCY_KEYS: tuple[str, ...] = ("currency", "priceCurrency", "currencyCode", "currency_code")
# A toggle's script may keep only the sign it writes before each amount ("NZ$", "kr").
_CURRENCY_KEYS += ("currencySymbol", "currency_symbol")
# SAP Commerce's OCC API, which a Spartacus storefront's state keeps: {"currencyIso": "USD",
# "value": 114.12, "formattedValue": "$114.12"}.
_CURRENCY_KEYS += ("currencyIso",)
# A product JSON in cents says so in its own shape: price ranges kept beside its price.
CENTS_SHAPE = ("price_min", "price_max", "compare_at_price_min", "compare_at_price_max")
_PERIOD_KEYS: tuple[str, ...] = ("interval", "period", "billingPeriod", "billingCycle", "recurring")
# Also as billing APIs and price lists name it (Paddle's "billing_cycle", Chargebee's
# "period_unit", a price list's "per": "month").
_PERIOD_KEYS += ("billing_cycle", "billing_period", "period_unit", "periodUnit", "per")
# How many of its period a price is for, beside the period's unit ({"period": 3,
# "period_unit": "month"}, {"interval": "month", "interval_count": 3}, Paddle's "frequency").
_COUNT_KEYS = ("interval_count", "intervalCount", "frequency", "period")
# A prepaid pack's validity, keyed by the unit it counts ({"price": 299, "validityDays": 28}):
# what its price pays for, as "₹299 · 28 days" on the page says.
_VALIDITY_KEYS = {
    "validityDays": "day",
    "validity_days": "day",
    "validityInDays": "day",
    "validity_in_days": "day",
    "validityMonths": "month",
    "validity_months": "month",
}


def load_json(text: str) -> Any:
    """A script's JSON, or None; numbers stay exact. JSON nested deeper than ``_MAX_DEPTH``
    is refused before parsing: how deep json.loads can go depends on the caller's stack,
    and the same bytes must always give the same snapshot."""
    text = text.strip().removeprefix("<!--").removesuffix("-->")
    if _too_deep(text):
        return None
    try:
        return json.loads(text, parse_float=Decimal)
    except (ValueError, RecursionError):
        pass
    if not text.startswith(_ESCAPED_OBJECT):
        return None
    try:
        return json.loads(_unescaped_transfer_state(text), parse_float=Decimal)
    except (ValueError, RecursionError):
        return None


def load_ld(text: str) -> Any:
    """A JSON-LD script's data, read as leniently as search engines read it: with the
    comments and trailing commas a hand-written or templated script keeps (a theme's
    ``"offers": [..., ]`` after its loop), and two or more objects written one after the
    other (a plugin's beside the theme's, in one script) as a list of them."""
    return _graph_linked(_lenient_json(text))


def _lenient_json(text: str) -> Any:
    data = load_json(text)
    if data is not None or _too_deep(text):
        return data
    written = text.strip().removeprefix("<!--").removesuffix("-->").strip()
    repaired = _LD_SLIPS.sub(_kept_string, written)
    if repaired != written and (data := load_json(repaired)) is not None:
        return data
    return _concatenated(repaired)


def _graph_linked(data: Any) -> Any:
    """A ``@graph`` whose nodes point at one another by ``@id`` (a product's ``"offers":
    [{"@id": "#pro-monthly"}]``, its offers nodes of their own, as Yoast and headless sites
    write them) with each node so pointed at in place of its pointer, where a product's
    offers, variants or a list's items are looked for, and not again on its own: an offer is
    then read with the name of what it offers."""
    if isinstance(data, list):
        return [_graph_linked(item) for item in data[:_MAX_CONCATENATED]]
    graph = data.get("@graph") if isinstance(data, dict) else None
    if not isinstance(graph, list):
        return data
    nodes = {
        node["@id"]: node
        for node in graph
        if isinstance(node, dict) and isinstance(node.get("@id"), str) and len(node) > 1
    }
    linker = _Linker(nodes)
    linked_graph = [linker.linked(node, 0) for node in graph]
    kept = [node for node in linked_graph if not _pointed(node, linker.pointed)]
    return {**data, "@graph": kept}


def _pointed(node: Any, pointed: set[str]) -> bool:
    identifier = node.get("@id") if isinstance(node, dict) else None
    return isinstance(identifier, str) and identifier in pointed


_MAX_LINKED = 512  # objects linked in: nodes that point at the next many times grow as a power


@dataclasses.dataclass
class _Linker:
    """A graph's nodes by ``@id``, those pointed at so far, and how many more objects may be
    linked in."""

    nodes: dict[str, Any]
    pointed: set[str] = dataclasses.field(default_factory=set)
    left: int = _MAX_LINKED

    def linked(self, value: Any, depth: int) -> Any:
        """``value`` with the nodes its holders (``_HOLDERS``) point at in place of the
        pointers."""
        if depth > 8 or not isinstance(value, dict | list) or self.left <= 0:
            return value
        self.left -= 1
        if isinstance(value, list):
            return [self.linked(item, depth + 1) for item in value]
        linked_value = dict(value)
        for key, held in value.items():
            if _HOLDERS.get(key) in (None, "@graph"):
                continue
            items = held if isinstance(held, list) else [held]
            found = [_node_for(item, self.nodes, self.pointed) for item in items]
            found = [self.linked(item, depth + 1) for item in found]
            linked_value[key] = found if isinstance(held, list) else found[0]
        return linked_value


_POINTER_KEYS = frozenset({"@id", "@type"})


def _node_for(item: Any, nodes: dict[str, Any], pointed: set[str]) -> Any:
    """The node a pointer (an object of only its ``@id``, perhaps its ``@type``) names, else
    the item itself."""
    if not isinstance(item, dict) or not _POINTER_KEYS.issuperset(item) or "@id" not in item:
        return item
    if not isinstance(item["@id"], str) or item["@id"] not in nodes:
        return item
    pointed.add(item["@id"])
    return nodes[item["@id"]]


# A string (kept as it is, a URL's "//" included), a comment, or a comma before a closing bracket.
_LD_SLIPS = re.compile(r'"(?:\\.|[^"\\])*"|//[^\n]*|/\*.*?\*/|,(?=\s*[}\]])', re.DOTALL)
_DECODER = json.JSONDecoder(parse_float=Decimal)
_MAX_CONCATENATED = 16


def _kept_string(found: re.Match[str]) -> str:
    return found.group() if found.group().startswith('"') else ""


def _concatenated(text: str) -> list[Any] | None:
    """The JSON values ``text`` writes one after the other, when it is only those (with
    whitespace, commas or semicolons between them); else None."""
    values: list[Any] = []
    at = 0
    while at < len(text) and len(values) < _MAX_CONCATENATED:
        try:
            value, at = _DECODER.raw_decode(text, at)
        except (ValueError, RecursionError):
            return None
        values.append(value)
        while at < len(text) and text[at] in " \t\r\n,;":
            at += 1
    return values if len(values) > 1 and at >= len(text) else None


# Angular's TransferState (serverApp-state before Angular 16) escapes its JSON for the page
# with entities of its own: every quote is "&q;", so that no JSON parser reads it as it is.
_ESCAPED_OBJECT = "{&q;"
_TRANSFER_ESCAPES = {"&a;": "&", "&q;": '"', "&s;": "'", "&l;": "<", "&g;": ">"}
_TRANSFER_ESCAPE = re.compile("&[aqslg];")


def _unescaped_transfer_state(text: str) -> str:
    """``text`` with Angular's entities replaced in one pass (as Angular's unescapeHtml does:
    "&a;q;" is the text "&q;", not a quote)."""
    return _TRANSFER_ESCAPE.sub(lambda found: _TRANSFER_ESCAPES[found.group()], text)


def _too_deep(text: str) -> bool:
    """Whether brackets nest deeper than ``_MAX_DEPTH`` (brackets inside strings count too:
    an overestimate, wrong only for pages no one writes)."""
    if text.count("[") + text.count("{") <= _MAX_DEPTH:
        return False
    depth = 0
    for bracket in _BRACKETS.finditer(text):
        depth += 1 if bracket.group() in "[{" else -1
        if depth > _MAX_DEPTH:
            return True
    return False


def from_json_ld(documents: list[str]) -> list[PriceRecord]:
    records: list[PriceRecord] = []
    for document in documents:
        records += _schema_records(load_ld(document))
        if len(records) >= money.MAX_PRICES:
            break
    return records[: money.MAX_PRICES]


def summaries_only(documents: list[str]) -> bool:
    """Whether the JSON-LD states its prices only as summaries: aggregate offers with a lowest
    price and no offers of their own (a software's "from 0 to 29"), so that the offers the
    page shows are not in its data."""
    offers = [offer for document in documents for offer, _ in _offers(load_ld(document), "", 0)]
    return bool(offers) and all(_summary(_lower_keys(offer)) for offer in offers)


def _summary(offer: dict[str, Any]) -> bool:
    return "lowprice" in offer and "price" not in offer and "pricespecification" not in offer


def from_data(data: Any) -> list[PriceRecord]:
    """The prices in one JSON document, whatever its kind: schema.org offers where it has
    any (a JSON-LD script chosen as the region), else plans in framework or API state."""
    return _schema_records(data) or from_embedded([data])


def _schema_records(data: Any) -> list[PriceRecord]:
    records: list[PriceRecord] = []
    for offer, name in _offers(data, "", 0):
        records += _offer_records(offer, name)
        if len(records) >= money.MAX_PRICES:
            break
    return records


def _offers(
    data: Any, name: str, depth: int, offered: bool = False
) -> Iterator[tuple[dict[str, Any], str]]:
    """Every schema.org offer in ``data`` with the name of what it offers; ``offered`` for
    what a product's ``offers`` hold, an offer whether or not it says its ``@type``."""
    if depth > _MAX_DEPTH:
        return
    if isinstance(data, list):
        for item in data:
            yield from _offers(item, name, depth + 1, offered)
        return
    if not isinstance(data, dict):
        return
    declared = data.get("@type")
    types = {
        kind
        for kind in (declared if isinstance(declared, list) else [declared])
        if isinstance(kind, str)
    }
    own = _text(data.get("name") or data.get("Name"))
    if types & _OFFER_TYPES or (offered and not types and _has_offer_fields(data)):
        # An AggregateOffer that lists its offers: those count.
        nested = next((v for k, v in data.items() if _HOLDERS.get(k) == "offers"), None)
        if nested:
            yield from _offers(nested, own or name, depth + 1, True)
        else:
            yield data, own or name
        return
    for key, value in data.items():
        if holder := _HOLDERS.get(key):
            yield from _offers(value, own or name, depth + 1, holder == "offers")


def lists_offers(documents: list[str]) -> bool:
    """Whether the JSON-LD is a listing's: an ``itemListElement`` that holds two or more
    items with offers of their own (a catalogue's courses, a category's products). Its page
    is that list, so every price it shows is one of the page's, not a carousel's; a
    breadcrumb's list offers nothing."""
    return any(_listed_offers(load_ld(document), 0) for document in documents)


def _listed_offers(data: Any, depth: int) -> bool:
    if depth > _MAX_DEPTH:
        return False
    if isinstance(data, list):
        return any(_listed_offers(item, depth + 1) for item in data)
    if not isinstance(data, dict):
        return False
    for key, value in data.items():
        holder = _HOLDERS.get(key)
        if holder == "itemlistelement" and isinstance(value, list):
            if sum(any(True for _ in _offers(item, "", depth + 1)) for item in value) >= 2:
                return True
        elif holder in ("@graph", "mainentity") and _listed_offers(value, depth + 1):
            return True
    return False


def product_names(documents: list[str]) -> set[str]:
    """The names of what the JSON-LD's offers are offers of (a product, its variants' group):
    what a page's heading names when each offer has a name of its own ("Drill - 2 batteries")."""
    names: set[str] = set()
    for document in documents:
        _offering_names(load_ld(document), names, 0)
    return names


def _offering_names(data: Any, names: set[str], depth: int) -> None:
    if depth > _MAX_DEPTH:
        return
    if isinstance(data, list):
        for item in data:
            _offering_names(item, names, depth + 1)
        return
    if not isinstance(data, dict):
        return
    holders = [(key, _HOLDERS[key]) for key in data if isinstance(key, str) and key in _HOLDERS]
    own = _text(data.get("name") or data.get("Name"))
    if own and any(holder in ("offers", "hasvariant") for _, holder in holders):
        names.add(own)
    for key, _ in holders:
        _offering_names(data[key], names, depth + 1)


def _has_offer_fields(data: dict[str, Any]) -> bool:
    return any(isinstance(key, str) and key.lower() in _OFFER_FIELDS for key in data)


def _lower_keys(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with its keys in lower case but ``@type`` (itself when they are already)."""
    if all(key.islower() or not key.isalpha() for key in data if key != "@type"):
        return data
    return {key if key == "@type" else str(key).lower(): value for key, value in data.items()}


def _offer_records(offer: dict[str, Any], name: str) -> list[PriceRecord]:
    offer = _lower_keys(offer)
    # A name a template wrote for HTML, its entities and all ("Caf&eacute; &amp; Co"): a
    # script's text is not decoded, and the page shows the name decoded.
    label = html.unescape(_text(offer.get("name")) or name)
    stated = offer.get("availability")
    availability = _named_state(stated) if isinstance(stated, str) and stated else None
    currency = money.currency_code(_text(offer.get("pricecurrency")))
    records: list[PriceRecord] = []
    for spec in _specifications(offer):
        price = offer.get("price", spec.get("price", offer.get("lowprice")))
        stated = currency or money.currency_code(_text(spec.get("pricecurrency")))
        amount, written = written_price(price, stated)
        if amount is None and price is not None:
            continue
        record = PriceRecord(
            label=label,
            amount=amount,
            currency=written,
            period=_specified_period(spec),
            availability=availability,
        )
        high = offer.get("highprice") if "price" not in offer else None
        records += [record, *_upper_end(record, written_price(high, written)[0])]
    return records


_MAX_SPECIFICATIONS = 8


def _specifications(offer: dict[str, Any]) -> list[dict[str, Any]]:
    """The offer's price specifications, each a price of its own where the offer states none
    (a sale price beside the ``StrikethroughPrice`` it replaces, as a struck price on the
    page is one, so that the regular price changing is seen; a monthly and a yearly price);
    else the first the customer pays (``_reference_price``), for its period. At least one,
    empty if none."""
    given = offer.get("pricespecification")
    listed = given if isinstance(given, list) else [given]
    specs = [_lower_keys(spec) for spec in listed[:_MAX_SPECIFICATIONS] if isinstance(spec, dict)]
    specs = [part for spec in specs for part in _components(spec)][:_MAX_SPECIFICATIONS]
    if not specs:
        return [{}]
    if "price" in offer:
        paid = [spec for spec in specs if not _reference_price(spec)]
        return (paid or specs)[:1]
    return specs


def _components(spec: dict[str, Any]) -> list[dict[str, Any]]:
    """A compound specification's parts, each a price of its own (a phone's down payment and
    its monthly subscription, a lease's instalments), in its currency where a part states
    none; else the specification itself."""
    given = spec.get("pricecomponent")
    listed = given if isinstance(given, list) else [given]
    parts = [_lower_keys(part) for part in listed if isinstance(part, dict)]
    if not parts:
        return [spec]
    currency = {"pricecurrency": spec["pricecurrency"]} if "pricecurrency" in spec else {}
    return [{**currency, **part} for part in parts]


# The prices a price type names as what the price paid is compared with, not as one paid: the
# struck-through "was" price of a sale, the list price, the maker's suggested one. Each is a
# price of its own, but not the one whose period the offer's own price takes.
_REFERENCE_TYPES = frozenset({"strikethroughprice", "listprice", "msrp", "srp"})


def _reference_price(spec: dict[str, Any]) -> bool:
    stated = spec.get("pricetype")
    kind = stated.rsplit("/", 1)[-1].strip().lower() if isinstance(stated, str) else ""
    return kind in _REFERENCE_TYPES


def _specified_period(spec: dict[str, Any]) -> str | None:
    """A specification's period: its billing duration (``"P1M"``, ``"P2Y"``; a number of its
    unit code's periods; a quantity), its unit, or its reference quantity's (a price per one
    month: ``{"value": 1, "unitCode": "MON"}``; per 3 months, a quarter)."""
    quantity = spec.get("referencequantity")
    quantity = _lower_keys(quantity) if isinstance(quantity, dict) else {}
    duration = spec.get("billingduration")
    if isinstance(duration, dict):  # {"value": 2, "unitCode": "ANN"}
        return _counted_period(_lower_keys(duration), duration)
    if isinstance(duration, int | Decimal) and not isinstance(duration, bool):
        return _counted_period(spec, duration)  # 12 of its unitCode's months
    stated = money.period_from_words(duration) if isinstance(duration, str) else None
    return stated or _counted_period(spec, None) or _counted_period(quantity, quantity)


def _counted_period(source: dict[str, Any], count: Any) -> str | None:
    """The period a unit code or text names, times ``count`` (a quantity's own ``value``
    where ``count`` is the quantity) where that is a whole number."""
    unit = source.get("unitcode") or source.get("unittext")
    period = money.period_from_words(unit) if isinstance(unit, str) else None
    if isinstance(count, dict):
        count = _lower_keys(count).get("value")
    amount = read_amount(count) if count is not None else None
    if period is None or not amount or amount != int(amount):
        return period
    return money.counted(period, int(amount))


def _upper_end(lowest: PriceRecord, high: Decimal | None) -> list[PriceRecord]:
    """An aggregate's highest price beside its lowest, as a record of its own ("from 59.99"
    over variants up to 64.99: the dearest one's change is a change too)."""
    if high is None or high == lowest.amount:
        return []
    return [dataclasses.replace(lowest, amount=high)]


def written_price(value: Any, currency: str | None) -> tuple[Decimal | None, str | None]:
    """The amount of a price given as data, and its currency: ``priceCurrency`` if given,
    else the sign a price written with one carries ("$121.95")."""
    amount = read_amount(value)
    if amount is None and isinstance(value, str):
        written = money.read_price(value.strip())
        if written is not None:
            return written.amount, currency or written.currency
    return amount, currency


@dataclasses.dataclass(frozen=True)
class _Markup:
    """How a markup of schema.org names a property and marks the item that owns it."""

    attribute: str  # the property's name: itemprop="price", property="schema:price"
    scope: str  # the attribute an item has: itemscope, typeof="Offer"
    prefixes: tuple[str, ...]  # before a property's name


_MICRODATA = _Markup("itemprop", "itemscope", ("",))
# RDFa Lite (Drupal's, a theme's): vocab="https://schema.org/" and bare names, or a prefix.
_RDFA = _Markup("property", "typeof", ("", "schema:"))
_RDFA_OFFERS = ", ".join(
    f'[typeof~="{prefix}{kind}"]' for prefix in _RDFA.prefixes for kind in sorted(_OFFER_TYPES)
)


# An attribute every offer's query below needs: one query of these, which most pages'
# elements lack, costs a third of those eight selectors' (a query tests each element
# against each selector: 8 ms against 3 at 1 MB under load).
_ANY_MARKUP = "[itemprop], [itemtype], [typeof]"


def from_microdata(scope: LexborNode) -> list[PriceRecord]:
    """The offers that microdata states in ``scope``, else those that RDFa does."""
    if scope.css_first(_ANY_MARKUP) is None:
        return []
    records = []
    markup = _MICRODATA
    offers = select(scope, '[itemprop~="offers"], [itemtype*="schema.org/Offer"]')
    if not offers:  # a product that states its price itself, without an offer item
        offers = _owners(select(scope, '[itemprop~="price"]'))
    if not offers:
        markup, offers = _RDFA, select(scope, _RDFA_OFFERS)
    # Each offer's properties are looked up in its subtree: nested offers cost the square of
    # their number, so a page gets the first few hundred (a product page has a handful).
    for offer in offers[:_MAX_MICRODATA_OFFERS]:
        record = _microdata_offer(offer, markup)
        if record is not None:
            records += [record, *_microdata_high(offer, record, markup)]
    return records


def _microdata_offer(offer: LexborNode, markup: _Markup) -> PriceRecord | None:
    currency = money.currency_code(_property(offer, "priceCurrency", markup))
    price = _property(offer, "price", markup) or _property(offer, "lowPrice", markup)
    amount, currency = written_price(price, currency)
    if amount is None:
        return None
    availability = _property(offer, "availability", markup)
    product = _item(offer, markup)
    label = _property(offer, "name", markup) or (
        _property(product, "name", markup) if product else ""
    )
    state = _named_state(availability) if availability else None
    return PriceRecord(
        label=label, amount=amount, currency=currency, period=None, availability=state
    )


def _owners(properties: list[LexborNode]) -> list[LexborNode]:
    """The items that own these properties, each once, in order."""
    owners: dict[int, LexborNode] = {}
    for node in properties[:_MAX_MICRODATA_OFFERS]:
        owner = _item(node, _MICRODATA)
        if owner is not None:
            owners.setdefault(owner.mem_id, owner)
    return list(owners.values())


def _microdata_high(offer: LexborNode, lowest: PriceRecord, markup: _Markup) -> list[PriceRecord]:
    if _property(offer, "price", markup):
        return []
    high = _property(offer, "highPrice", markup)
    return _upper_end(lowest, written_price(high, lowest.currency)[0])


def _property(scope: LexborNode, name: str, markup: _Markup) -> str:
    """The item's own property ``name``, not one of an item nested in it (a seller's name)."""
    selector = ", ".join(f'[{markup.attribute}~="{prefix}{name}"]' for prefix in markup.prefixes)
    for node in scope.css(selector):
        owner = _item(node, markup)
        if owner is not None and owner.mem_id == scope.mem_id:
            attributes = node.attributes
            value = (
                attributes.get("content")
                or attributes.get("href")
                or attributes.get("resource")
                or node.text(deep=True)
            )
            return " ".join((value or "").split())  # as the page's lines read it
    return ""


def _item(node: LexborNode, markup: _Markup) -> LexborNode | None:
    """The item a property belongs to: the nearest ``itemscope`` (or RDFa ``typeof``) above
    it."""
    parent = node.parent
    while parent is not None and markup.scope not in parent.attributes:
        parent = parent.parent
    return parent


def page_title(tree: LexborHTMLParser) -> str:
    """What the page says it is: its ``og:title``, else its ``<title>`` without the site's
    name after a separator ("Káva Arabica Premium 1 kg | Kávovaraj.sk")."""
    meta = tree.css_first('meta[property="og:title"]')
    title = (meta.attributes.get("content") or "") if meta is not None else ""
    if not title.strip():
        node = tree.css_first("title")
        title = _SITE_NAME.split(node.text() if node is not None else "", maxsplit=1)[0]
    return " ".join(title.split())


_SITE_NAME = re.compile(r"\s[|\u2013\u2014\u00b7\u2022-]\s")  # before it: "Name | Site"


def from_meta(tree: LexborHTMLParser) -> list[PriceRecord]:
    """``product:price:amount`` / ``og:price:amount`` with their currency."""
    values = {
        (node.attributes.get("property") or "").lower(): node.attributes.get("content") or ""
        for node in tree.css("meta[property]")
    }
    for prefix in ("product:price", "og:price"):
        amount = read_amount(values.get(f"{prefix}:amount"))
        if amount is not None:
            currency = money.currency_code(values.get(f"{prefix}:currency"))
            label = values.get("og:title", "").strip()
            return [PriceRecord(label=label, amount=amount, currency=currency)]
    return []


def not_restated(meta: list[PriceRecord], offered: list[PriceRecord]) -> list[PriceRecord]:
    """The meta tags' price where the page's offers do not state it already: a shop's
    ``product:price:amount`` is its lowest offer's, restated for link previews (a product's
    variants, each an offer of the JSON-LD), and no price of its own."""
    stated = {(record.amount, record.currency) for record in offered}
    return [record for record in meta if (record.amount, record.currency) not in stated]


def from_embedded(documents: list[Any]) -> list[PriceRecord]:
    """Objects in embedded JSON state that have a name and a price; the first
    ``money.MAX_PRICES`` of them, however large the state (no walk past them)."""
    walked: dict[int, Any] = {}
    found = (record for document in documents for record in _walk_state(document, 0, walked))
    return list(itertools.islice(found, money.MAX_PRICES))


def _walk_state(
    data: Any, depth: int, walked: dict[int, Any], currency: str | None = None
) -> Iterator[PriceRecord]:
    """The records of ``data``; ``currency``: the one an object around it states, which is
    that of its prices that state none ({"currency": "GBP", "items": [{"amount": "4.50"}]}).
    An object or array met again (shared in a devalue payload) was read the first time:
    ``walked`` holds each one read, by its id, and keeps it alive so that no id is reused."""
    if depth > _MAX_DEPTH or _walked_before(data, walked):
        return
    if isinstance(data, list):
        for item in data:
            yield from _walk_state(item, depth + 1, walked, currency)
        return
    if not isinstance(data, dict):
        if isinstance(data, str):
            yield from _walk_state(json_in(data), depth + 1, walked, currency)
        return
    data = in_english(data)
    if (each := _each_currency(data)) is not None:
        for priced in each:
            yield from _walk_state(priced, depth + 1, walked, currency)
        return
    stated = money.currency_code(next((_text(data[k]) for k in _CURRENCY_KEYS if k in data), ""))
    currency = stated or currency
    for record in _records_of(data, depth, walked, currency):
        inherit = currency and record.currency is None and record.amount is not None
        yield dataclasses.replace(record, currency=currency) if inherit else record


# A list of named objects in a framework's state: the page's plans or products are such a
# list, whichever of them its markup shows (a skeleton, cards drawn on the client).
_MAX_LISTED = 32  # lists read; a state of hundreds of lists is a catalogue, not one offer
_MAX_LIST_LOOKS = 20_000  # objects and arrays looked into for them


def listed_records(documents: list[Any]) -> list[list[PriceRecord]]:
    """The records of each list of two or more named objects in ``documents``, one group a
    list, each item's with the currency an object around it states; a listed object's own
    lists are its options, no group of their own."""
    groups: list[list[PriceRecord]] = []
    stack: list[tuple[Any, str | None]] = [(document, None) for document in reversed(documents)]
    looks, seen, room = _MAX_LIST_LOOKS, set[int](), money.MAX_PRICES
    while stack and looks > 0 and room > 0 and len(groups) < _MAX_LISTED:
        data, currency = stack.pop()
        looks -= 1
        if not isinstance(data, list | dict) or id(data) in seen:
            continue
        seen.add(id(data))
        if isinstance(data, dict):
            data = in_english(data)
            stated = money.currency_code(stated_currency(data))
            values = list(itertools.islice(data.values(), looks))
            stack += [(value, stated or currency) for value in reversed(values)]
        elif _named_items(data) >= 2:
            # No walk past the records a table keeps, however long the list; an object the
            # list's items share (a devalue payload's) read once.
            walked: dict[int, Any] = {}
            items = data[: money.MAX_PRICES]
            records = (r for item in items for r in _walk_state(item, 1, walked, currency))
            groups.append(list(itertools.islice(records, room)))
            room -= len(groups[-1])
        else:
            stack += [(item, currency) for item in reversed(data[:looks])]
    return [group for group in groups if group]


def stated_currency(data: dict[str, Any]) -> str:
    return next((_text(data[key]) for key in _CURRENCY_KEYS if key in data), "")


def _named_items(items: list[Any]) -> int:
    return sum(1 for item in items[:_SAMPLE] if isinstance(item, dict) and _named(item))


def _named(item: dict[str, Any]) -> bool:
    """Whether an object has a name, or one of its own objects has (JSON:API's resource with
    its ``attributes``, a GraphQL connection's edge with its ``node``)."""
    inner = (value for value in item.values() if isinstance(value, dict))
    return bool(name_of(in_english(item))) or any(name_of(in_english(value)) for value in inner)


def _walked_before(data: Any, walked: dict[int, Any]) -> bool:
    """Whether ``data`` is an object or array walked before; notes it if not."""
    if not isinstance(data, list | dict):
        return False
    if id(data) in walked:
        return True
    walked[id(data)] = data
    return False


# Each word of the keys a site's own data is written with (``words.DATA_KEYS``) → the English
# word of the keys the readers know.
_ENGLISH_KEY_WORDS = {
    local: english
    for table in words.DATA_KEYS.values()
    for english, spellings in table.items()
    for local in spellings
}
# Where a key's words meet: "_", "-", a space, or a capital after a small letter.
_KEY_BREAKS = re.compile(r"[_\-\s]+|(?<=[a-zß-ÿ])(?=[A-ZÀ-Þ])")


@functools.lru_cache(maxsize=4096)
def english_key(key: str) -> str:
    """A key of a site's data in the words the readers know, as camel case: ``precioMensual``
    → ``priceMonthly``, ``preisInCent`` → ``priceInCents``, ``paraBirimi`` → ``currency``,
    ``価格`` → ``price``; any other key as it is. A state repeats its keys: each is read once."""
    whole = _ENGLISH_KEY_WORDS.get(_KEY_BREAKS.sub("", key).lower())
    if whole is not None:
        return whole
    parts = [part for part in _KEY_BREAKS.split(key) if part]
    if not any(part.lower() in _ENGLISH_KEY_WORDS for part in parts):
        # JSON:API's dasherized keys (Ember Data's "price-cents", "billing-period") are the
        # camel case ones the readers know.
        return _camel(parts) if "-" in key and len(parts) > 1 else key
    english = [_ENGLISH_KEY_WORDS.get(part.lower(), part.lower()) for part in parts]
    return english[0] + "".join(word[:1].upper() + word[1:] for word in english[1:])


def _camel(parts: list[str]) -> str:
    return parts[0].lower() + "".join(part[:1].upper() + part[1:].lower() for part in parts[1:])


def in_english(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with its keys in the readers' words (``english_key``); itself when they are
    already. A key the object also has in English stays as it is: the English one is read."""
    renamed = {key: english_key(key) for key in data if isinstance(key, str)}
    if all(key == english for key, english in renamed.items()):
        return data
    return {
        (english if (english := renamed.get(key, key)) not in data else key): value
        for key, value in data.items()
    }


_MAX_CURRENCIES = 64


def _currency_map(value: Any) -> bool:
    """Whether ``value`` is a price kept per currency, keyed by ISO codes in any case:
    ``{"USD": 29, "EUR": 27}``, ``{"pln": {"monthly": 49, "yearly": 490}}``."""
    return (
        isinstance(value, dict)
        and 0 < len(value) <= _MAX_CURRENCIES
        and all(
            isinstance(key, str)
            and len(key) == 3
            and key.isalpha()
            and currencies.exponent(key.upper()) is not None
            for key in value
        )
    )


def _each_currency(data: dict[str, Any]) -> list[dict[str, Any]] | None:
    """An object whose prices are maps by currency (under a key that names a price or its
    period: ``"prices": {"USD": 29, "EUR": 27}``, ``"monthly": {"USD": 29}``) as one object
    per currency, each with that currency's prices and stating it; None for any other."""
    keys = [
        key
        for key, value in data.items()
        if _currency_map(value) and (_names_a_price(key) or key_period(key) is not None)
    ]
    if not keys:
        return None
    rest = {
        key: value for key, value in data.items() if key not in keys and key not in _CURRENCY_KEYS
    }
    found = []
    for code in dict.fromkeys(code for key in keys for code in data[key]):
        each = dict(rest, currency=code.upper())
        for key in keys:
            if code in data[key]:
                value = data[key][code]
                plain = key_period(key) is None and not isinstance(value, dict)
                each["price" if plain else key] = value  # "prices": {"USD": 29}: its price
        found.append(each)
    return found


def _records_of(
    data: dict[str, Any], depth: int, walked: dict[int, Any], currency: str | None
) -> Iterator[PriceRecord]:
    name = name_of(data)
    by_period = period_keyed(data, name) if name else []
    if len(by_period) > 1:  # {"name": "Pro", "monthlyPrice": 29, "annualPrice": 290}
        yield from by_period
        return
    record = _state_record(data)
    if record is not None:
        yield record
        yield from _options(data, record)
        return
    prices = _plan_prices(data) if name else []
    if prices:  # {"name": "Team", "prices": {"monthly": {…}, "yearly": {…}}}
        yield from _plan_records(data, name, prices)
        return
    if by_period:  # {"name": "Team", "yearly": 290}
        yield from by_period
        return
    table = [] if name else (_plans_by_period(data) or _plans_by_key(data))
    if table:  # {"monthly": {"basic": "149 kr"}, …}, {"basic": {"monthly": 149, …}, …}
        yield from table
        return
    for key, value in data.items():
        if not names_tally(key):
            yield from _walk_state(value, depth + 1, walked, currency)


# Words of a key whose money is a campaign's or a creator's tally or target, not an offer's
# price: Kickstarter's {"pledged": {"amount": "187462.0", "currency": "USD"}, "goal": {...}},
# "usdPledged", "amountRaised", "totalFunded". The tally grows with each pledge, so read as a
# price it was a change at every load.
_TALLY_KEY_WORDS = frozenset(
    {"pledged", "goal", "goals", "raised", "funded", "backed", "collected", "donated",
     "contributed"}
)  # fmt: skip


def names_tally(key: object) -> bool:
    """Whether ``key`` names a tally of what supporters gave or the goal it is counted to."""
    if not isinstance(key, str):
        return False
    return not _TALLY_KEY_WORDS.isdisjoint(key_words(key))


def _plan_records(
    plan: dict[str, Any], name: str, prices: list[dict[str, Any]]
) -> Iterator[PriceRecord]:
    """The records of a named plan's (or product's) price objects, with the currency and the
    stock the plan states where the price states none (WooCommerce's ``is_in_stock`` beside
    its ``prices``), and each price's other prices (``_options``)."""
    own = {key: plan[key] for key in _CURRENCY_KEYS if key in plan}  # the plan's
    state = availability_of(plan)
    for price in prices:
        merged = {**own, **price, "name": name}
        record = _state_record(merged)
        if record is None:
            continue
        if record.availability is None and state is not None:
            record = dataclasses.replace(record, availability=state)
        yield record
        yield from _options(merged, record)


def _plans_by_period(data: dict[str, Any]) -> list[PriceRecord]:
    """The prices of a table of plans by billing period, two or more periods each a map of
    plan names to prices written with their currency, as a toggle's script keeps them (a
    Stimulus value: ``{"monthly": {"basic": "149 kr"}, "yearly": {"basic": "1 490 kr"}}``);
    [] for any other shape (a count per period is no price: ``{"monthly": {"users": 5}}``)."""
    return _table_by_period(data, _written_amount_of)


_MAX_PERIODS = 8


def counted_by_period(documents: list[Any]) -> list[PriceRecord]:
    """The tables of plans by billing period in ``documents`` whose amounts are bare numbers
    (``{"monthly": {"pro": 29}, "yearly": {"pro": 278}}``), as a toggle's script keeps them:
    counts or prices, which only the prices a page shows can tell apart (a caller's to ask).
    Each amount a record without a currency."""
    found: list[PriceRecord] = []
    pending = [(document, 0) for document in documents]
    visits = 0
    while pending and len(found) < money.MAX_PRICES and visits < _MAX_COUNTED_VISITS:
        data, depth = pending.pop()
        visits += 1
        items = data.values() if isinstance(data, dict) else data if isinstance(data, list) else ()
        table = _counts_by_period(data) if isinstance(data, dict) else []
        found += table
        if not table and depth < _MAX_DEPTH:
            pending += [(item, depth + 1) for item in itertools.islice(items, money.MAX_PRICES)]
    return found[: money.MAX_PRICES]


# Objects and arrays looked at for such a table: a toggle's is a few; a state of megabytes
# (a shop's catalogue) holds none worth a walk of all its values.
_MAX_COUNTED_VISITS = 10_000


def _counts_by_period(data: dict[str, Any]) -> list[PriceRecord]:
    """``_plans_by_period``'s shape, with numbers for prices; [] for any other."""
    return _table_by_period(data, _bare_amount_of)


_Amount = tuple[Decimal | None, str | None]  # an amount and its currency, if written


def _table_by_period(
    data: dict[str, Any], read: Callable[[Any], _Amount | None]
) -> list[PriceRecord]:
    """The records of a table of plans by billing period, each plan's price as ``read``
    reads it; [] where a key names no period or ``read`` reads no price."""
    if not 2 <= len(data) <= _MAX_PERIODS:
        return []
    records = []
    for key, plans in data.items():
        # The shape first: reading a key's words costs more, and most objects fail here.
        if not isinstance(plans, dict) or not plans:
            return []
        period = key_or_word_period(key)
        if period is None:
            return []
        for plan, value in itertools.islice(plans.items(), money.MAX_PRICES):
            read_value = read(value)
            if read_value is None:
                return []
            amount, currency = read_value
            records.append(PriceRecord(label=plan, amount=amount, currency=currency, period=period))
    return records


def _written_amount_of(value: Any) -> _Amount | None:
    """A price written with its currency ("1 490 kr")."""
    price = money.read_price(value) if isinstance(value, str) else None
    return None if price is None else (price.amount, price.currency)


def _bare_amount_of(value: Any) -> _Amount | None:
    """A number (not a flag): an amount without a currency."""
    if isinstance(value, bool) or not isinstance(value, int | Decimal):
        return None
    return Decimal(value), None


def _plans_by_key(data: dict[str, Any]) -> list[PriceRecord]:
    """The prices of a map of plans by their key, each an object of two or more amounts keyed
    by their period and without a name of its own, as a toggle's script keeps them (``{"team":
    {"monthly": "19", "annually": "190"}, "business": {…}}``): each plan named by its key;
    [] for any other shape (a key that names a price or a period is no plan's)."""
    if len(data) < 2:
        return []
    records = []
    for key, plan in itertools.islice(data.items(), money.MAX_PRICES):
        # The shape first: most objects fail at their first value.
        if not isinstance(plan, dict) or len(plan) < 2 or _NAMING.intersection(plan):
            return []
        if _names_a_price(key) or key_or_word_period(key) is not None:
            return []
        found = period_keyed(plan, key)
        if len(found) < 2:
            return []
        records += found
    return records


def json_in(text: str) -> Any:
    """JSON kept as a string in JSON: a response a framework fetched on the server and hands
    the client as text (SvelteKit's data-sveltekit-fetched "body"); else None."""
    if text.startswith(("{", "[")) and text.endswith(("}", "]")):
        return load_json(text)
    return None


def _options(price: dict[str, Any], record: PriceRecord) -> list[PriceRecord]:
    """A price object's other prices: the same price in other currencies (Stripe's
    ``currency_options``), and the tiers of a tiered price, each a record of its own."""
    found = []
    options = price.get("currency_options")
    for code, option in options.items() if isinstance(options, dict) else ():
        if isinstance(option, dict):
            found.append(
                _state_record(
                    {
                        **option,
                        "name": record.label,
                        "currency": code,
                        "recurring": price.get("recurring"),
                    }
                )
            )
    tiers = price.get("tiers")
    below = None
    for tier in (tiers if isinstance(tiers, list) else [])[: money.MAX_PRICES]:
        if isinstance(tier, dict):
            up_to = tier.get("up_to")
            bound = f"up to {up_to}" if up_to is not None else f"over {below}"
            named = {
                **tier,
                "name": f"{record.label} ({bound})",
                "currency": price.get("currency"),
                "recurring": price.get("recurring"),
            }
            found.append(_state_record(named))
            below = up_to
    found.append(_range_end(price, record))
    found.append(_renewal(price, record))
    return [option for option in found if option is not None and option.amount is not None]


# A price object's range over its variants (WooCommerce's "price_range": {"min_amount": …,
# "max_amount": …}, Shopify's "priceRange": {"maxVariantPrice": {…}}): its dearest price is a
# record of its own beside the lowest the object states, as an aggregate offer's is.
_RANGES = ("price_range", "priceRange")
_RANGE_ENDS = ("max_amount", "maxAmount", "max_price", "maxPrice", "maxVariantPrice")


def _range_end(price: dict[str, Any], record: PriceRecord) -> PriceRecord | None:
    ranged = next((price[key] for key in _RANGES if isinstance(price.get(key), dict)), None)
    high = next((ranged[key] for key in _RANGE_ENDS if key in ranged), None) if ranged else None
    key = _price_key(price)
    if high is None or key is None:
        return None
    upper = _state_record({**price, key: high, "name": record.label})
    if upper is None or upper.amount == record.amount:
        return None
    return dataclasses.replace(upper, availability=record.availability)


# A host's term or a registrar's extension keeps the price it renews at beside its own
# ({"months": 36, "price": 2.99, "renewalPrice": 10.99}, {"tld": "de", "price": 0.49,
# "renewal": 8.99}): a record of its own, named as "renews at $10.99" on a card is.
_RENEWAL_KEY_WORDS = frozenset({"renewal", "renew", "renews"})


def _renewal(price: dict[str, Any], record: PriceRecord) -> PriceRecord | None:
    key = _price_key(price)
    renewal = next((name for name in price if names_renewal(name)), None)
    if key is None or renewal is None:
        return None
    renews = _state_record({**price, key: price[renewal], "name": f"{record.label} (renews)"})
    return renews and dataclasses.replace(renews, availability=record.availability)


def names_renewal(key: str) -> bool:
    """Whether a key names a renewal's price (``renewal``, ``renewalPrice``, ``renew_price``,
    ``priceRenewal``) and nothing else (``renewalDate``, ``autoRenew``: no amount)."""
    found = key_words(key)
    return bool(_RENEWAL_KEY_WORDS.intersection(found)) and all(
        word in _RENEWAL_KEY_WORDS or word in _KEY_PRICE_WORDS for word in found
    )


_KEY_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


@functools.lru_cache(maxsize=1024)  # a state repeats its keys in every object
def key_words(key: str) -> tuple[str, ...]:
    """A key's words, in lower case, as code joins them (``monthly_price_cents``,
    ``priceUSD``, ``planTitle``)."""
    return tuple(word.lower() for word in _KEY_WORDS.findall(key))


_KEY_PRICE_WORDS = frozenset({"price", "pricing", "amount", "cost", "fee", "rate"})
PERIOD_ADVERBS = frozenset(
    {"monthly", "yearly", "annual", "annually", "quarterly", "weekly", "daily"}
)


def key_period(key: str) -> str | None:
    """The period a key of a plan's data says its amount is for: ``monthly``, ``yearly``,
    ``annualPrice``, ``price_per_year``; None for a key that names no price (``days``,
    ``months``: a trial's length, a count)."""
    words = key_words(key)
    named = [word for word in words if word not in _KEY_PRICE_WORDS and word != "per"]
    if len(named) != 1 or (len(words) == 1 and named[0] not in PERIOD_ADVERBS):
        return None
    if named[0] == "minute":  # spelled whole ("pricePerMinute"); "min" is a minimum's
        return "minute"
    return money.period_from_words(named[0])


@functools.lru_cache(maxsize=1024)
def key_or_word_period(key: str) -> str | None:
    """The period a key names as a price's key does (``key_period``) or in words (``month``,
    ``Monat``). A state repeats its keys in every object: each is read once."""
    return key_period(key) or money.period_from_words(key)


def _names_a_price(key: str) -> bool:
    """Whether a key names a price or prices (``price``, ``annualPrice``, ``prices``)."""
    return any(word.removesuffix("s") in _KEY_PRICE_WORDS for word in key_words(key))


def period_keyed(plan: dict[str, Any], name: str) -> list[PriceRecord]:
    """A named plan's amounts kept under keys that name their period, each a record."""
    currency = next((_text(plan[key]) for key in _CURRENCY_KEYS if _text(plan.get(key))), "")
    found = []
    for key, value in plan.items():
        if isinstance(value, dict) and _names_a_price(key):  # "price": {"monthly": 29, …}
            found += period_keyed({"currency": currency, **value}, name)
            continue
        if isinstance(value, dict | list) or (period := key_period(key)) is None:
            continue
        amount, sign = _written_amount(value)
        if amount is not None:
            found.append(
                PriceRecord(
                    label=name,
                    amount=amount,
                    currency=money.currency_code(currency or sign) or None,
                    period=period,
                )
            )
    return found


def unwrapped(data: Any, depth: int = 0) -> Any:
    """Data a framework serialised with a type tag on every value, as plain data: Astro's
    island props (``{"plans": [1, [[0, {"name": [0, "Team"]}]]]}``: 0 tags a value, 1 an
    array); an object whose values are not all so tagged is plain already."""
    if not isinstance(data, dict) or not data or not all(map(_tagged, data.values())):
        return data
    return {key: _untag(value, depth + 1) for key, value in data.items()}


def _tagged(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and isinstance(value[0], int)
        and not isinstance(value[0], bool)
    )


def _untag(value: Any, depth: int) -> Any:
    if depth > _MAX_DEPTH or not _tagged(value):
        return value
    tag, inner = value
    if tag == 1 and isinstance(inner, list):
        return [_untag(item, depth + 1) for item in inner]
    return unwrapped(inner, depth) if isinstance(inner, dict) else inner


# A normalised cache (Apollo's, Relay's): entities kept once under their ids, each link to one
# written {"__ref": id} (Relay's lists {"__refs": [ids]}); the root query names what the page
# asked for.
_ROOTS = ("ROOT_QUERY", "client:root")
_MAX_LINKED = 200_000  # values rebuilt: an entity is copied at each of its links


def linked(data: Any) -> Any:
    """``data`` with every link of a normalised cache replaced by the entity it names (from
    the nearest enclosing object that holds it), so that a product and its variants read as
    one object; a cache with a root query as that root alone (its entities once, not also
    on their own). A link back to an entity on its own path stays a link."""
    if not isinstance(data, dict):
        return data
    budget = [_MAX_LINKED]
    found = _linked(data, (), frozenset(), 0, budget)
    root = next((found[key] for key in _ROOTS if isinstance(found.get(key), dict)), None)
    return found if root is None else root


def _linked(
    value: Any,
    scopes: tuple[dict[str, Any], ...],
    path: frozenset[str],
    depth: int,
    budget: list[int],
) -> Any:
    budget[0] -= 1
    if depth > _MAX_DEPTH or budget[0] < 0:
        return None
    if isinstance(value, list):
        return [_linked(item, scopes, path, depth + 1, budget) for item in value]
    if not isinstance(value, dict):
        return value
    ref, refs = value.get("__ref"), value.get("__refs")
    if isinstance(ref, str):
        return _entity(ref, scopes, path, depth, budget) or value
    if isinstance(refs, list):
        entities = (
            _entity(item, scopes, path, depth, budget) for item in refs if isinstance(item, str)
        )
        return [entity for entity in entities if entity is not None]
    inner = (*scopes, value)
    return {key: _linked(item, inner, path, depth + 1, budget) for key, item in value.items()}


def _entity(
    ref: str,
    scopes: tuple[dict[str, Any], ...],
    path: frozenset[str],
    depth: int,
    budget: list[int],
) -> Any:
    if ref in path:
        return None
    target = next((scope[ref] for scope in reversed(scopes) if ref in scope), None)
    return _linked(target, scopes, path | {ref}, depth + 1, budget) if target is not None else None


# devalue's flat form (Nuxt's __NUXT_DATA__, SvelteKit's data): one array whose first item is
# the root, every object's and array's members indices into it; a tagged pair wraps a value.
_WRAPPERS = frozenset({"Reactive", "ShallowReactive", "Ref", "ShallowRef", "Object"})
_MAX_DEVALUED = 200_000  # values rebuilt: shared ones are rebuilt each time they are used
_SAMPLE = 64


def unflattened(data: Any) -> Any:
    """``data`` rebuilt from the flat form a framework serialised it in (devalue's,
    turbo-stream's, Qwik's), else as it is."""
    return devalued(resumed(data))


def devalued(data: Any) -> Any:
    """``data`` rebuilt from devalue's flat form, if it is in that form (an array of objects
    whose values are all indices, beside standalone strings); else ``data`` as it is.
    turbo-stream's form (React Router's and Remix's streamed loader data) is devalue's with
    each key an index too ("_3": the string at 3), and is read with its keys looked up."""
    if not isinstance(data, list) or len(data) < 2:
        return data
    data = _keys_looked_up(data) if _keyed_by_index(data[:_SAMPLE]) else data
    if not _flat_form(data):
        return data
    budget = [_MAX_DEVALUED]
    return _rebuilt(data, 0, 0, budget, {})


def _flat_form(data: list[Any]) -> bool:
    sample = data[:_SAMPLE]
    objects = [item for item in sample if isinstance(item, dict)]
    size = len(data)
    indices = all(
        # devalue's constants down to -6, turbo-stream's to -7 (undefined)
        isinstance(v, int) and not isinstance(v, bool) and -8 < v < size
        for item in objects
        for v in item.values()
    )
    return bool(objects) and indices and any(isinstance(item, str) for item in sample)


_INDEX_KEY = re.compile(r"_\d{1,7}")


def _keyed_by_index(sample: list[Any]) -> bool:
    """Whether the sample's objects have keys and every one is turbo-stream's ("_3")."""
    keys = [key for item in sample if isinstance(item, dict) for key in item]
    return bool(keys) and all(_INDEX_KEY.fullmatch(key) for key in keys)


def _keys_looked_up(data: list[Any]) -> list[Any]:
    """``data`` with each object's keys the strings they index ("_3": the string at 3); a
    key that indexes no string stays as it is."""
    size = len(data)

    def looked_up(key: str) -> str:
        at = int(key[1:]) if _INDEX_KEY.fullmatch(key) else size
        found = data[at] if at < size else None
        return found if isinstance(found, str) else key

    return [
        {looked_up(key): value for key, value in item.items()} if isinstance(item, dict) else item
        for item in data
    ]


def _rebuilt(
    data: list[Any], index: Any, depth: int, budget: list[int], done: dict[int, Any]
) -> Any:
    """The value at ``index``; an object or array used again is the one rebuilt the first
    time (``done``), so the result shares what the payload shares and costs what the payload
    holds, not what it expands to. (A cycle is not closed: it ends at the depth limit.)"""
    budget[0] -= 1  # every member counts: a cycle or a long list of non-indices ends too
    if depth > _MAX_DEPTH or budget[0] < 0:
        return None
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(data):
        return None  # devalue's negative constants: undefined, null, NaN, infinities
    if index in done:
        return done[index]
    item = data[index]
    if isinstance(item, dict):
        value: Any = {key: _rebuilt(data, at, depth + 1, budget, done) for key, at in item.items()}
    elif not isinstance(item, list):
        return item
    elif item and isinstance(item[0], str):  # a tagged value: ["Reactive", 1], ["Date", "…"]
        if item[0] in _WRAPPERS and len(item) == 2:
            return _rebuilt(data, item[1], depth + 1, budget, done)
        if not all(isinstance(at, int) for at in item[1:]):  # ["Date", "2025-…"]
            return item[1] if len(item) == 2 else item[1:]
        value = [_rebuilt(data, at, depth + 1, budget, done) for at in item[1:]]
    else:
        value = [_rebuilt(data, at, depth + 1, budget, done) for at in item]
    done[index] = value
    return value


# Qwik's paused state (<script type="qwik/json">): every value once in "objs", an object's
# members and an array's items ids into it, in base 36 ("a" is objs[10]), a store's with "!"
# after it ("4!"), an element's "#" before it; a string that starts with a control character
# is a value of Qwik's own (undefined, a QRL, a signal), no text.
_QWIK_ID = re.compile(r"#?[0-9a-z]{1,7}[!~]?")
_QWIK_OWN = "\x20"  # Qwik's own values' strings start below a space
_MAX_RESUMED = 200_000


def resumed(data: Any) -> Any:
    """The objects of a Qwik container's paused state that no other holds (its stores, its
    components' props), rebuilt from their ids; else ``data`` as it is."""
    objs = data.get("objs") if isinstance(data, dict) else None
    if not isinstance(objs, list) or not _qwik_form(objs[:_SAMPLE]):
        return data
    held = {
        _qwik_index(member)
        for item in objs
        if isinstance(item, dict | list)
        for member in (item.values() if isinstance(item, dict) else item)
    }
    budget, done = [_MAX_RESUMED], dict[int, Any]()
    return [
        _resumed(objs, index, 0, budget, done)
        for index, item in enumerate(objs)
        if isinstance(item, dict | list) and index not in held
    ]


def _qwik_form(sample: list[Any]) -> bool:
    objects = [item for item in sample if isinstance(item, dict)]
    members = [
        member
        for item in sample
        if isinstance(item, dict | list)
        for member in (item.values() if isinstance(item, dict) else item)
    ]
    return bool(objects) and all(
        isinstance(member, str) and _QWIK_ID.fullmatch(member) for member in members
    )


def _qwik_index(member: Any) -> int | None:
    """The index a member's id names; None for an element's or what is no id."""
    if not isinstance(member, str) or not _QWIK_ID.fullmatch(member) or member[0] == "#":
        return None
    return int(member.rstrip("!~"), 36)


def _resumed(
    objs: list[Any], index: int | None, depth: int, budget: list[int], done: dict[int, Any]
) -> Any:
    """The value at ``index``, an object or array used again the one rebuilt before."""
    budget[0] -= 1
    if index is None or depth > _MAX_DEPTH or budget[0] < 0 or not 0 <= index < len(objs):
        return None
    if index in done:
        return done[index]
    item = objs[index]
    if isinstance(item, str):
        return None if item and item[0] < _QWIK_OWN else item
    if not isinstance(item, dict | list):
        return item
    value: Any
    if isinstance(item, dict):
        value = {
            key: _resumed(objs, _qwik_index(at), depth + 1, budget, done)
            for key, at in item.items()
        }
    else:
        value = [_resumed(objs, _qwik_index(at), depth + 1, budget, done) for at in item]
    done[index] = value
    return value


# React Server Components' payload as Next.js inlines it: string chunks pushed by scripts
# (self.__next_f.push([1,"…"])), which joined are rows "<hex id>:<JSON>" (or a module
# reference, "I[…]", or text, "T…"); a client component's props are in the JSON rows.
_FLIGHT_PUSH = re.compile(r"self\.__next_f\.push\(\[1,(\"(?:[^\"\\]|\\.)*+\")\]\)")
_FLIGHT_ROW = re.compile(r"[0-9a-f]{1,8}:(?=[\[{])")
_MAX_FLIGHT_ROWS = 2000


def flight_rows(page: str) -> list[Any]:
    """The JSON rows of the payload that ``page``'s scripts push, the first
    ``_MAX_FLIGHT_ROWS`` of them; [] for a page without one."""
    return _rows(_pushed_text(_FLIGHT_PUSH, page), _FLIGHT_ROW)


# React Router's loader data (and Remix's with single fetch) as the server streams it into the
# page: turbo-stream text that scripts enqueue (window.__reactRouterContext.streamController
# .enqueue("…")), whose lines are the payload in devalue's flat form and each deferred value's
# ("P12:[…]").
_ENQUEUE = re.compile(r"\.streamController\.enqueue\((\"(?:[^\"\\]|\\.)*+\")\)")
_STREAM_LINE = re.compile(r"(?:P\d{1,7}:)?(?=\[)")


def streamed_state(page: str) -> list[Any]:
    """The values of the turbo-stream ``page``'s scripts enqueue, each rebuilt from its flat
    form; [] for a page without one."""
    return [devalued(row) for row in _rows(_pushed_text(_ENQUEUE, page), _STREAM_LINE)]


def _pushed_text(push: re.Pattern[str], page: str) -> str:
    """The JSON strings that ``page``'s scripts hand to ``push``, joined: a line may be split
    between two of them."""
    chunks = []
    for found in push.finditer(page):
        try:
            chunks.append(json.loads(found.group(1)))
        except ValueError:  # a string JSON cannot read (a lone escape) is no row of ours
            continue
    return "".join(chunks)


def _rows(text: str, head: re.Pattern[str]) -> list[Any]:
    """The JSON of ``text``'s lines after a ``head``, the first ``_MAX_FLIGHT_ROWS``."""
    rows = []
    for line in text.split("\n"):
        found = head.match(line)
        if found is not None and (row := load_json(line[found.end() :])) is not None:
            rows.append(row)
            if len(rows) == _MAX_FLIGHT_ROWS:
                break
    return rows


# State a page assigns to a global in a plain script after "=" (Remix's
# window.__remixContext, Redux's window.__PRELOADED_STATE__ or var __PRELOADED_STATE__,
# Apollo's __APOLLO_STATE__): JSON, a literal, JSON.parse("…"), JSON kept in a string ('{\"…'),
# or Nuxt 2's function called at once (see ``literals``).
_ASSIGNMENT = re.compile(
    r"(?<![\w$.])(?:(?:window|self|globalThis)\.|(?:var|let|const)\s+)__[\w$]{1,60}\s*=\s*"
    r"(?=[\[{]|\(?function\b|JSON\.parse\(|[\"']\s*[\[{])"
)
_MAX_ASSIGNMENTS = 16
_MAX_LOOKS = 512
# Where such an assignment's name starts, after what comes before it.
_GLOBALS = ("window", "self", "globalThis")
_DECLARATIONS = ("var", "let", "const")
_MEMBER = re.compile(r"\.__")
_DECLARED = re.compile(r" __")
_GLOBAL_NAMES = clues.words(".__", " __")  # what _MEMBER and _DECLARED find
# State a page's own script assigns to a property of ``window`` of any name, as code that
# renders the page on the client reads it (window.pricingData = {plans: [{name: 'Pro'}]},
# window["__STATE__"] = {…}); looked for at each "window." or "window[" of its inline
# scripts' code (not of the whole source: most of a page is no script).
WINDOW = clues.words("window.", "window[")
_WINDOW = re.compile(r"window[.\[]")
_WINDOW_MEMBER = re.compile(
    r"(?<![\w$.])window(?:\.[A-Za-z_$][\w$]{0,60}|\[\s*([\"'])[\w$]{1,60}\1\s*\])\s*=\s*"
    r"(?=[\[{]|\(?function\b|JSON\.parse\(|[\"']\s*[\[{])"
)


def assigned_state(source: str, code: str = "") -> list[Any]:
    """The values ``source`` (a page's markup) assigns to globals named ``__…`` and ``code``
    (its inline scripts') to properties of ``window``, the first ``_MAX_ASSIGNMENTS``; a
    value that is code (a call, an operator) is no state."""
    found: list[Any] = []
    starts = _assignment_starts(source) if clues.holds(source, *_GLOBAL_NAMES) else iter(())
    looked = set()
    for start in itertools.islice(starts, _MAX_LOOKS):
        assignment = _ASSIGNMENT.match(source, start)
        if assignment is not None:
            looked.add(assignment.end())
    for end in sorted(looked):
        if len(found) == _MAX_ASSIGNMENTS:
            break
        value = literals.value_at(source, end)
        if value is not None:
            found.append(value)
    found += _window_state(code, _MAX_ASSIGNMENTS - len(found))
    return found[:_MAX_ASSIGNMENTS] + _kit_data(source)


def _window_state(code: str, room: int) -> list[Any]:
    """The values ``code`` assigns to properties of ``window`` (but its ``__…`` globals,
    read from the markup) and to members of the globals it shares (``_NAMESPACE``)."""
    found: list[Any] = []
    namespaces: list[str] = []
    for member in itertools.islice(_WINDOW.finditer(code), _MAX_LOOKS):
        if len(found) >= room:
            break
        assignment = _WINDOW_MEMBER.match(code, member.start())
        if assignment is None:
            declared = _NAMESPACE.match(code, member.start())
            namespaces += [declared.group(1)] if declared is not None else []
        elif not assignment.group().startswith("window.__"):
            value = literals.value_at(code, assignment.end())
            if value is not None:
                found.append(value)
    return found + _namespace_members(code, namespaces[:_MAX_NAMESPACES])


# A global a page's scripts share, made once by whichever runs first (``window.hsPricing =
# window.hsPricing || {}``), and state assigned to its members by each module's script
# (``hsPricing['widget_1701'] = {plans: …}``, ``hsPricing.toggle = {…}``).
_NAMESPACE = re.compile(r"window\.([A-Za-z_$][\w$]{0,60})\s*=\s*window\.\1\s*\|\|\s*\{\s*\}")
_MAX_NAMESPACES = 4


def _namespace_members(code: str, namespaces: list[str]) -> list[Any]:
    """The values ``code`` assigns to members of the shared globals ``namespaces``."""
    found: list[Any] = []
    for name in namespaces:
        member = re.compile(
            rf"(?<![\w$.])(?:window\.)?{re.escape(name)}"
            r"(?:\.[A-Za-z_$][\w$]{0,60}|\[\s*([\"'])[\w$-]{1,60}\1\s*\])\s*=\s*(?=[\[{])"
        )
        for assignment in itertools.islice(member.finditer(code), _MAX_ASSIGNMENTS):
            value = literals.value_at(code, assignment.end())
            if value is not None:
                found.append(value)
    return found


# SvelteKit's start script hands the page's data to kit.start as a literal: a const (data =
# [null, {type: "data", data: {…}}]) or a member of the call's options (data: [...]).
_SVELTEKIT = re.compile("__sveltekit_")
_KIT = clues.words("__sveltekit_")
_KIT_DATA = re.compile(r"(?:\b(?:const|let|var)\s+data\s*=\s*|[{,]\s*data:\s*)(?=\[)")
_MAX_KIT_DATA = 4


def _kit_data(source: str) -> list[Any]:
    """The data a SvelteKit page's start script holds, after its ``__sveltekit_`` global."""
    marker = _SVELTEKIT.search(source) if clues.holds(source, *_KIT) else None
    if marker is None:
        return []
    found = itertools.islice(_KIT_DATA.finditer(source, marker.end()), _MAX_KIT_DATA)
    values = (literals.value_at(source, data.end()) for data in found)
    return [value for value in values if value is not None]


def _assignment_starts(source: str) -> Iterator[int]:
    """Where an assignment to a ``__…`` global may start: before each ``.__`` that follows
    a global's name (bundles write many, t.__esModule), and at each declaration. (Searched
    with a regex: a literal's search is faster there than str.find on text that is not
    Latin-1.)"""
    for found in itertools.islice(_MEMBER.finditer(source), _MAX_LOOKS):
        position = found.start()
        for name in _GLOBALS:
            if source.startswith(name, position - len(name)):
                yield position - len(name)
    for found in itertools.islice(_DECLARED.finditer(source), _MAX_LOOKS):
        position = found.start()
        for keyword in _DECLARATIONS:
            if source.startswith(keyword, position - len(keyword)):
                yield position - len(keyword)


def _plan_prices(plan: dict[str, Any]) -> list[dict[str, Any]]:
    """The unnamed price objects a named plan keeps one or two levels down (a list of them,
    or a map by billing period or currency), which are all its prices."""
    found: list[dict[str, Any]] = []
    for key, value in plan.items():
        if names_tally(key):
            continue
        items = [_value_priced(item) for item in (value if isinstance(value, list) else [value])]
        if len(items) == 1 and isinstance(items[0], dict) and not _priced(items[0]):
            # {"monthly": {…}, "yearly": {…}}: the key is the period, if the price says none
            items = [_with_period(item, key) for key, item in items[0].items()]
        else:  # the plan's own "yearly": {"amount": 29000}: the same
            items = [_with_period(item, key) for item in items]
        found += [item for item in items if isinstance(item, dict) and _priced(item)]
    return [] if any(name_of(price) for price in found) else found


def _value_priced(item: Any) -> Any:
    """A price object that keeps its amount as its ``value`` object (commercetools' prices,
    one per country or channel: {"value": {"centAmount": 12990, "currencyCode": "EUR"},
    "country": "DE"}) with that amount as its own; any other item as it is. Else a list of
    two such prices (a product sold in Germany and in Switzerland) held no price at all."""
    if not isinstance(item, dict) or _priced(item):
        return item
    value = item.get("value")
    return _valued(item) if isinstance(value, dict) and _priced(value) else item


def _with_period(item: Any, key: str) -> Any:
    """A price object kept under a key that names its period, with that period: an adverb
    (``monthly``) or, as the key of a price object (no count's), a noun (``month``)."""
    if not isinstance(item, dict) or any(item.get(k) for k in _PERIOD_KEYS):
        return item
    if not key_or_word_period(key):
        return item
    return {**item, "interval": key}


def _priced(data: dict[str, Any]) -> bool:
    return any(key in data for key in (*_MINOR_KEYS, *_PRICE_KEYS))


# A graduated or volume price's tiers, each up to a quantity (Stripe's tiers; the last one's
# bound null or "inf": no end).
TIER_BOUNDS = ("up_to", "upTo", "upto", "last_unit", "lastUnit", "max_quantity", "maxQuantity")
_NO_END = (None, "inf", "infinity", "Infinity")


def tier_names(items: list[Any], *, stops: bool = True) -> list[str]:
    """The names of a price's tiers by the quantities each covers ("1-10", "11-50", "51+"),
    when ``items`` are tiers without names of their own: two or more, each bounded but the
    last, in rising order; else, where ``stops`` (a page with a slider), a usage slider's
    stops (``_stop_names``); else []."""
    if len(items) < 2:
        return []
    bounds = [_tier_bound(item) for item in items]
    if all(bound is False for bound in bounds):
        return _stop_names(items) if stops else []
    if any(bound is False for bound in bounds):
        return []
    names, below = [], 0
    for k, bound in enumerate(bounds):
        if bound is None:
            if k != len(bounds) - 1:
                return []
            names.append(f"{below + 1}+")
        elif isinstance(bound, int) and bound > below:
            names.append(f"{below + 1}-{bound}")
            below = bound
        else:
            return []
    return names


def tier_records(items: list[Any], owner: str, *, stops: bool = True) -> list[PriceRecord]:
    """The prices of ``owner``'s tiers (``tier_names``), each labelled by its quantities."""
    names = tier_names(items, stops=stops)
    if not names:
        return []
    found = (
        _state_record({**tier, "name": f"{owner} ({name})".strip()})
        for tier, name in zip(items, names, strict=True)
    )
    return [record for record in found if record is not None]


def _stop_names(items: list[Any]) -> list[str]:
    """A usage slider's stops, each a count of its unit beside the price of that many
    (``{"contacts": 1000, "price": 19}``, ``{"mau": 5000, "amount": 49}``): named by the
    count and the unit's key, the first key whose whole numbers rise from stop to stop."""
    if not all(isinstance(item, dict) and _priced(item) and not name_of(item) for item in items):
        return []
    key = next((key for key in items[0] if _counts_up(items, key)), None)
    return [] if key is None else [f"{item[key]} {key}" for item in items]


def _counts_up(items: list[dict[str, Any]], key: str) -> bool:
    """Whether ``key`` counts a unit, rising in each of ``items``: not a price, an id nor a
    position (a list's ids and indexes rise too)."""
    if _NOT_A_COUNT.search(key):
        return False
    values = [item.get(key) for item in items]
    counts = [value for value in values if isinstance(value, int) and not isinstance(value, bool)]
    return len(counts) == len(values) and all(
        0 < low < high for low, high in itertools.pairwise(counts)
    )


# The words of a site's own keys for a price and its periods (Livewire's {"mensal": 49,
# "anual": 490}, {"preis": 19}), in every language of ``words.DATA_KEYS``.
LOCAL_PRICE_WORDS = [
    word
    for table in words.DATA_KEYS.values()
    for kind in ("price", "monthly", "annual")
    for word in table.get(kind, ())
]
# Keys that rise with a slider's stops but count no unit: its prices, their periods and
# savings, the stop's id or position; and what a shop's list of a product's variants or its
# reviews keeps in an attribute beside each price (``data-variants='[{"size": 36, "price":
# 20, "stock": 3}, ...]'``), which rises by chance and which the variants' reader reads.
_NOT_A_COUNT = re.compile(
    r"(?i)price|amount|cost|fee|total|discount|saving|percent"
    r"|\A(?:cents?|monthly|yearly|annual|annually)\Z"
    r"|(?:\A|_)(?:id|idx|index|pos|position|order|sort|rank|step|level|value)\Z|(?-i:[a-z]Id)\Z"
    r"|(?:\A|_)(?:size|rating|stars|votes|reviews|year|stock|inventory|sku|ean|gtin|variant"
    r"|sold|likes|views)\Z|(?-i:[a-z](?:Size|Rating|Year|Stock))\Z"
    rf"|\A(?:{'|'.join(map(re.escape, LOCAL_PRICE_WORDS))})\Z"
)


def _tier_bound(item: Any) -> int | bool | None:
    """A tier's upper bound, None for no end, False when ``item`` is no unnamed tier."""
    if not isinstance(item, dict) or name_of(item):
        return False
    key = next((key for key in TIER_BOUNDS if key in item), None)
    if key is None:
        return False
    bound = item[key]
    if bound in _NO_END:
        return None
    return bound if isinstance(bound, int) and not isinstance(bound, bool) else False


def name_of(data: dict[str, Any]) -> str:
    """An object's name, else that of the product it prices where the product is written in
    it (a payment API's price with its product expanded: ``"nickname": null, "product":
    {"name": "Starter"}``)."""
    if _NAMING.isdisjoint(data):  # most of a state's objects: one set operation
        return ""
    own = next((_text(data[key]) for key in _NAME_KEYS if _text(data.get(key))), "")
    product = data.get("product")
    if own or not isinstance(product, dict) or not _priced(data):
        return own
    return next((_text(product[key]) for key in _NAME_KEYS if _text(product.get(key))), "")


# (A Cafe24 shop's option stock: "is_selling": "F" once an option is sold out.)
_AVAILABLE_KEYS = ("available", "availableForSale", "in_stock", "inStock", "is_in_stock",
                   "is_available", "is_purchasable", "canBuy", "can_buy", "is_selling")  # fmt: skip
# A flag as PHP shop systems write it, a letter: "T"/"F", "Y"/"N".
_LETTER_FLAGS = {"T": True, "Y": True, "F": False, "N": False}
# How many a product has in stock: a count, or {"quantity": 0, "unlimited": false}.
_STOCK_KEYS = ("stock", "qtyInStock", "inventory_quantity", "stock_quantity", "stockQuantity",
               "inventory", "quantityAvailable", "stock_number")  # fmt: skip
# An object of stock may say it by a flag alone, under the name schema.org gives the state:
# Shoper's {"availability": {"can_buy": false, "name": "Wyprzedane"}}.
_FLAGGED_STOCK_KEYS = (*_STOCK_KEYS, "availability")


# An object of stock whose status says the state in words, beside its count: Wix Stores'
# {"inventory": {"status": "out_of_stock", "quantity": 0}}, SAP Commerce's OCC API's
# {"stock": {"stockLevelStatus": "lowStock", "stockLevel": 3}}.
_STOCK_OBJECTS = ("inventory", "stock", "availability")
_STATUS_KEYS = ("status", "state", "stockLevelStatus")


def _stock_status(data: dict[str, Any]) -> str:
    for key in _STOCK_OBJECTS:
        stock = data.get(key)
        if isinstance(stock, dict):
            stated = next((stock[k] for k in _STATUS_KEYS if isinstance(stock.get(k), str)), "")
            if stated:
                return str(stated)
    return ""


# Where a shop's data states its stock in words ("InStock", WooCommerce's "instock", a
# marketplace's "out_of_stock"), and those words as schema.org names them.
# Vendure's "stockLevel" ("IN_STOCK", "LOW_STOCK", "OUT_OF_STOCK").
_STATE_KEYS = ("availability", "stock_status", "stockStatus", "inventory_status", "stock",
               "stockLevel")  # fmt: skip
_SCHEMA_STATES = "InStock OutOfStock SoldOut PreOrder BackOrder Discontinued LimitedAvailability"
_STATE_NAMES = {name.lower(): name for name in _SCHEMA_STATES.split()} | {
    "onbackorder": "BackOrder",
    "available": "InStock",
    "unavailable": "OutOfStock",
}


def _folded_state(state: str) -> str:
    return state.replace("_", "").replace("-", "").replace(" ", "").lower()


def _named_state(stated: str) -> str | None:
    """A stock state as data words it, by schema.org's name: its own (``InStock``, a URL,
    ``schema:InStock``), a shop's code (``out_of_stock``), or a word of the site's language
    (``agotado``, ``nicht lieferbar``); else as the data words it."""
    state = money.schema_availability(stated)
    if not state:
        return state
    state = state.removeprefix("schema:")  # a prefixed name, as RDFa and JSON-LD allow
    code = state.strip().lower().replace("-", "_").replace(" ", "_")
    named = _STATE_NAMES.get(_folded_state(state)) or words.STOCK_CODES.get(code)
    return named or money.availability_in(state) or state


def availability_of(data: dict[str, Any]) -> str | None:
    """The stock state an object of a shop's data states: schema.org's name (or an object
    of stock's status), a flag, or a count in stock."""
    for key in _STATE_KEYS:
        stated = data.get(key)
        if isinstance(stated, str) and stated:
            return _named_state(stated)
    stated = _stock_status(data)
    if stated:
        return _named_state(stated)
    for key in _AVAILABLE_KEYS:
        flag = _flag(data.get(key))
        if flag is not None:
            return "InStock" if flag else "OutOfStock"
    for key in _FLAGGED_STOCK_KEYS:
        stock = data.get(key)
        if isinstance(stock, dict):
            stated = _stock_object_state(stock)
            if stated:
                return stated
            stock = stock.get("quantity", stock.get("level"))
        if isinstance(stock, int) and not isinstance(stock, bool):
            return "InStock" if stock > 0 else "OutOfStock"
    return None


def _flag(value: Any) -> bool | None:
    """A flag: a boolean, or one written as a letter (``_LETTER_FLAGS``); else None."""
    if isinstance(value, bool):
        return value
    return _LETTER_FLAGS.get(value) if isinstance(value, str) else None


def _stock_object_state(stock: dict[str, Any]) -> str | None:
    """What an object of stock says by a flag: ``{"unlimited": true}``, Lightspeed's
    ``{"available": false, "on_stock": false, "level": 0}``, Shoper's ``{"can_buy": false}``."""
    if stock.get("unlimited") is True:
        return "InStock"
    flag = next((stock[key] for key in _AVAILABLE_KEYS if isinstance(stock.get(key), bool)), None)
    return None if flag is None else ("InStock" if flag else "OutOfStock")


def _state_record(data: dict[str, Any]) -> PriceRecord | None:
    name = name_of(data)
    if not name:
        return None
    key = _price_key(data)
    price = data[key] if key else None
    if isinstance(price, dict):  # {"price": {"amount": 19, "currency": "USD"}}
        inner = _state_record({"name": name, **_valued(price)})
        if inner is None or inner.availability is not None:
            return inner
        return dataclasses.replace(inner, availability=availability_of(data))
    amount, sign = _written_amount(price)
    if key is None or (amount is None and price is not None):
        return None  # "price": null is a plan without a price ("contact sales")
    if amount is None:
        return PriceRecord(label=name, amount=None)
    currency = next((_text(data[key]) for key in _CURRENCY_KEYS if _text(data.get(key))), "")
    if not sign and _in_minor_units(data, key, price):
        amount = amount.scaleb(-_minor_exponent(data, currency))
    code = money.currency_code(currency or sign) or None
    return PriceRecord(
        label=name,
        amount=amount,
        currency=code,
        # a price under a key that names its period, if the object states none ("priceMonthly")
        period=stated_period(data) or key_period(key),
        availability=availability_of(data),
    )


def _written_amount(value: Any) -> tuple[Decimal | None, str]:
    """An amount as data writes it, a number or as people read it with its sign (``"12,90 €"``,
    ``_signed``), and that sign."""
    amount = read_amount(value)
    if amount is None and isinstance(value, str):
        return _signed(value)
    return amount, ""


def _signed(price: str) -> tuple[Decimal | None, str]:
    """A price data writes as people read it, with its currency (``"9,00 zł"``,
    ``"+€2,50"``: a surcharge's price), and that currency; none for a deduction
    (``"-€5.00"``), as a negative number is none."""
    text = price.strip()
    if text[:1] in ("-", "\u2212"):
        return None, ""
    written = money.read_price(text)
    return (written.amount, written.currency) if written is not None else (None, "")


def stated_period(data: dict[str, Any]) -> str | None:
    """The period an object states for its price: a word or an interval object, counted by
    a number beside a unit (Chargebee's ``"period": 3, "period_unit": "month"``)."""
    key = next(
        (key for key in _PERIOD_KEYS if data.get(key) and not isinstance(data[key], int | Decimal)),
        None,
    )
    if key is None:
        return _validity(data)
    period = _period(data[key])
    count = _whole(next((data[k] for k in _COUNT_KEYS if k != key and k in data), 1))
    if period is None or isinstance(data[key], dict) or count < 2:
        return period
    return money.counted(period, count)


def _validity(data: dict[str, Any]) -> str | None:
    """The count of periods a prepaid pack's data says its price lasts, if it says one."""
    counts = ((key, _whole(data.get(key))) for key in _VALIDITY_KEYS)
    key, count = next(((key, count) for key, count in counts if count), ("", 0))
    return money.counted(_VALIDITY_KEYS[key], count) if count else None


_WHOLE = re.compile(r"[0-9]{1,4}")


def _whole(count: Any) -> int:
    """A whole count above zero, as a number or a string of a few ASCII digits ("28")."""
    if isinstance(count, str) and _WHOLE.fullmatch(count.strip()):
        return int(count)
    return count if isinstance(count, int) and not isinstance(count, bool) and count > 0 else 0


def _price_key(data: dict[str, Any]) -> str | None:
    """The key of an object's price: the first that says something (Stripe's unit_amount is
    null beside a unit_amount_decimal), else the first there is."""
    keys = [key for key in (*_MINOR_KEYS, *_PRICE_KEYS) if key in data]
    return next((key for key in keys if data[key] is not None), keys[0] if keys else None)


# The exponent of the minor unit its amounts are written in, where the data says it
# (WooCommerce's Store API: {"price": "8990", "currency_minor_unit": 2}).
_MINOR_UNIT_KEYS = ("currency_minor_unit", "currencyMinorUnit", "minor_unit", "minorUnit")


def _stated_exponent(data: dict[str, Any]) -> int | None:
    stated = next((data[key] for key in _MINOR_UNIT_KEYS if key in data), None)
    if isinstance(stated, int) and not isinstance(stated, bool) and 0 <= stated <= 4:
        return stated
    return None


def _minor_exponent(data: dict[str, Any], currency: str) -> int:
    stated = _stated_exponent(data)
    if stated is not None:
        return stated
    exponent = currencies.exponent(currency)
    return 2 if exponent is None else exponent


def _valued(price: dict[str, Any]) -> dict[str, Any]:
    """A price object that keeps its amount as its ``value`` ({"value": 199, "currency":
    "PLN"}; commercetools' {"value": {"centAmount": 1999, "currencyCode": "EUR"}}), with it
    as its price."""
    value = price.get("value")
    if isinstance(value, dict):
        return {**price, **value}
    return {**price, "price": value} if value is not None and not _priced(price) else price


def _period(value: Any) -> str | None:
    """A period as data gives it: a word, or an interval with its count."""
    if not isinstance(value, dict):
        # also as code spells its words, without diacritics: "jaehrlich", "miesiecznie"
        return money.period_from_name(value) if isinstance(value, str) else None
    unit = money.period_from_words(value.get("interval"))
    count = next((value[key] for key in _COUNT_KEYS if key in value), 1)
    if unit is None or not isinstance(count, int):
        return unit
    return money.counted(unit, count)


def _in_minor_units(data: dict[str, Any], key: str, price: Any) -> bool:
    """Whether an amount is in cents: its key says so, the object states the exponent of its
    minor unit (``_MINOR_UNIT_KEYS``), or it is the whole ``amount`` of a payment API's price
    object (``recurring``, or ``"object": "price"``)."""
    if key in _MINOR_KEYS:
        return True
    if _stated_exponent(data) is not None:  # an integer, or a string of one: "8990"
        return isinstance(price, int) or (isinstance(price, str) and price.strip().isdigit())
    if key == "price" and isinstance(price, int):  # a shop's product JSON, ranges beside it
        return any(isinstance(data.get(shape), int) for shape in CENTS_SHAPE) or formatted_cents(
            data, price
        )
    stripe_like = isinstance(data.get("recurring"), dict) or data.get("object") in ("price", "plan")
    return key == "amount" and isinstance(price, int) and stripe_like


# The price as the page writes it, kept beside the number (a store's Inertia props: "price":
# 2900, "price_formatted": "€29").
_FORMATTED_KEYS = ("price_formatted", "formatted_price", "priceFormatted", "formattedPrice",
                   "display_price", "displayPrice", "price_display", "priceDisplay")  # fmt: skip


def formatted_cents(data: dict[str, Any], price: int) -> bool:
    """Whether an object writes its integer ``price`` for people as a hundredth of it: the
    number is in cents, whatever its key."""
    written = next((data[key] for key in _FORMATTED_KEYS if isinstance(data.get(key), str)), "")
    found = money.read_price(written) if written else None
    return found is not None and found.amount * 100 == price and found.amount != price


def read_amount(value: Any) -> Decimal | None:
    """An amount as data writes it: a number, or a string of one (``"1.099,00"``); None for
    anything else (``"free"``, ``true``, a list)."""
    if isinstance(value, bool) or not isinstance(value, int | Decimal | str):
        return None  # a list or an object is no amount
    amount: Decimal | None
    if isinstance(value, int | Decimal):
        amount = Decimal(value)
    else:
        text = value.strip()
        try:
            amount = Decimal(text)
        except InvalidOperation:
            # "1.099,00" or "1'099": a number written for people, not "0x10" or "free"
            amount = money.parse_amount(text) if _WRITTEN_NUMBER.fullmatch(text) else None
    return amount if amount is not None and money.plausible(amount) else None


def _text(value: Any) -> str:
    """A string of the data as the page's lines read text: each run of whitespace one space
    (a name written "Camp\\n  Stove" names the product its line calls "Camp Stove")."""
    return " ".join(value.split()) if isinstance(value, str) else ""
