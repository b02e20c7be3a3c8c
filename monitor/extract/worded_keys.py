"""Prices a page's state keeps under keys in its own words, read as a last resort.

A page its browser draws may keep its plans in a state whose keys no reader knows:
``{"title": "Starter", "cost": {"monthlyUsd": 12}}``, ``"price_eur": "12,00"``,
``"monthly_price_cents": 1200``, ``"pricing": {"month": 12, "year": 120}``. Such a key says
what its value is in its words: a price word, a period, a currency's code, cents. Read only
where a page shows and states no price at all, where the check would otherwise fail: beside
a price shown, a state's other amounts are no offer's.
"""

import dataclasses
import itertools
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

from monitor.extract import currencies, money, structured
from monitor.extract.prices import PriceRecord

_PRICE_WORDS = frozenset(
    {"price", "prices", "pricing", "cost", "costs", "amount", "fee", "fees", "charge"}
)
# Amounts that are no offer: what is added or taken off, counts and rates.
_NOT_OFFERED = frozenset(
    {
        "tax", "vat", "gst", "shipping", "delivery", "discount", "discounted", "saving",
        "savings", "save", "off", "percent", "pct", "percentage", "count", "id", "quantity",
        "qty", "total", "subtotal", "rate", "deposit", "min", "max", "limit", "step", "credit",
        "credits", "refund", "threshold", "exchange", "version", "index", "tier", "level",
        "group", "rank", "position", "order", "type", "code", "key", "number", "num", "ratio",
        "factor", "multiplier", "change", "diff", "delta", "history", "date", "time", "days",
        "currency", "symbol", "format", "locale", "from", "to", "filter", "range", "balance",
        "loan", "last", "previous", "old", "retry",
    }
)  # fmt: skip
_MINOR = frozenset({"cents", "cent", "minor"})
_CONNECTORS = frozenset({"per", "in"})
# Words that say which of an item's prices an amount is ("unitPrice", "value" under "cost"):
# a price's, where the key around says it is one. A key with a price word may say anything
# else of it ("inputPricePerMillion", "setupFee") but what ``_NOT_OFFERED`` says.
_WHICH = frozenset(
    {
        "unit", "value", "base", "regular", "sale", "current", "final", "list", "display",
        "net", "gross", "start", "starting", "retail", "offer", "special", "member",
        "seat", "user", "now", "our", "formatted", "text", "label", "string",
    }
)  # fmt: skip
_NAME_WORDS = frozenset({"name", "title", "heading", "label"})
_LONGEST_NAME = 80
_NAMING_KEYS = 64  # an object's first keys, where its name is: a map of ids has thousands
_MAX_LOOKS = 20_000  # objects and arrays looked into: a state of more is a catalogue


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class _Around:
    """What the objects and keys around a value say of it."""

    label: str = ""
    currency: str | None = None
    period: str | None = None
    minor: bool = False
    priced: bool = False  # under a key that names a price ("cost": {"monthlyUsd": 12})


def prices(documents: list[Any]) -> list[PriceRecord]:
    """The named objects' amounts under keys whose words name a price, each a record, in the
    documents' order; the first ``money.MAX_PRICES``."""
    found = dict.fromkeys(itertools.islice(_walk(documents), money.MAX_PRICES))
    return list(found)


def _walk(documents: list[Any]) -> Iterator[PriceRecord]:
    stack: list[tuple[Any, _Around]] = [(doc, _Around()) for doc in reversed(documents)]
    looks, seen = _MAX_LOOKS, set[int]()
    while stack and looks > 0:
        data, around = stack.pop()
        looks -= 1
        if id(data) in seen:
            continue
        seen.add(id(data))
        if isinstance(data, list):
            stack += [(item, around) for item in reversed(data[:looks])]
            continue
        if not isinstance(data, dict):  # a document may be a string, a number, null
            continue
        own = _own(data, around)
        nested = []
        for key, value in itertools.islice(data.items(), looks):
            words = structured.key_words(key) if isinstance(key, str) else ()
            if not _NOT_OFFERED.isdisjoint(words) or structured.names_tally(key):
                continue  # nor the amounts inside: "tax": {...}
            keyed = _keyed(words, own)
            if isinstance(value, dict | list):
                nested.append((value, keyed or _Around(label=own.label)))
            elif keyed is not None and keyed.label:
                yield from _record(value, keyed, data)
        stack += reversed(nested)


def _own(data: dict[str, Any], around: _Around) -> _Around:
    """What an object says of its own amounts: its name, currency and period, else those of
    the objects around it."""
    data = structured.in_english(data)
    label = structured.name_of(data) or _worded_name(data) or around.label
    stated = money.currency_code(structured.stated_currency(data)) or around.currency
    period = structured.stated_period(data) or around.period
    return dataclasses.replace(around, label=label, currency=stated, period=period)


def _worded_name(data: dict[str, Any]) -> str:
    """A name under a key of its own words ("productName", "plan_title")."""
    for key, value in itertools.islice(data.items(), _NAMING_KEYS):
        if isinstance(key, str) and isinstance(value, str) and 0 < len(value) <= _LONGEST_NAME:
            words = structured.key_words(key)
            if words and words[-1] in _NAME_WORDS:
                return value.strip()
    return ""


def _keyed(words: tuple[str, ...], around: _Around) -> _Around | None:
    """What a key's words say of its value, if they say it is a price: a price word, or
    nothing but a period, a currency's code and cents (under a price's key, or with an
    adverb or a code of their own: "monthlyUsd", not "months")."""
    codes = [word.upper() for word in words if word.upper() in currencies.BY_CODE]
    periods = {word: period for word in words if (period := money.period_from_words(word))}
    if _PRICE_WORDS.isdisjoint(words):
        said = {word for word in words if word.upper() in codes or word in periods}
        rest = set(words) - said - _MINOR - _CONNECTORS - (_WHICH if around.priced else set())
        if rest or not (around.priced or codes or not structured.PERIOD_ADVERBS.isdisjoint(words)):
            return None
    return dataclasses.replace(
        around,
        currency=codes[0] if codes else around.currency,
        period=next(iter(periods.values()), around.period),
        minor=around.minor or not _MINOR.isdisjoint(words),
        priced=True,
    )


def _record(value: Any, keyed: _Around, data: dict[str, Any]) -> Iterator[PriceRecord]:
    amount, currency = structured.written_price(value, keyed.currency)
    if amount is None or amount < 0:
        return
    if keyed.minor:
        exponent = currencies.exponent(currency or "")
        amount = amount.scaleb(-(2 if exponent is None else exponent))
    yield PriceRecord(
        label=keyed.label,
        amount=Decimal(amount),
        currency=money.currency_code(currency),
        period=keyed.period,
        availability=structured.availability_of(data),
    )
