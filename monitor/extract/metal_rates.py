"""A precious metal's rate of the moment beside a jeweller's prices.

A jeweller's or a bullion dealer's page quotes the metal's market rate in its header or
beside a product's price breakup: "Today's Gold Rate 22KT (916): ₹6,420/g", "Gram Alt\u0131n:
2.978,52 ₺", "Goldpreis pro Gramm: 78,40 €", "黄金 ¥612/克". The rate moves every hour;
it is the price of no offer, and the jewellery priced from it is read on its own line.

What tells a rate is a metal priced by a unit of weight with no count of its own: after the
amount ("/g", "per 10 g", "/克"), or as the label's bare unit ("Gram Alt\u0131n", "(gr)"). A
product weighed by a count ("1 gr Külçe Alt\u0131n", "22K Chain 10 g") is an offer: its weight
is what it is, not what the amount is per. A strip quoting several such rates quotes its
other metals too ("Çeyrek Alt\u0131n: 4.890,00 ₺", a coin of the day's rate), named by a metal
alone between two rates.
"""

import re
from collections.abc import Sequence
from typing import Protocol

from monitor.extract import clues, phrases, words

_METAL_WORDS = [word for entries in words.PRECIOUS_METALS.values() for word in entries]
_METAL_CLUES = clues.Needles(_METAL_WORDS)
# A purity in karats names gold as well: "22K", "24KT", "18 karat", "22 Ayar", "21 عيار".
_KARAT = r"(?<![\d.,])(?:[89]|1[0-9]|2[0-4])\s?(?:k|kt|ct|karat|carat|kr|ayar|قيراط)(?![^\W\d_])"
_METAL = re.compile(rf"{phrases.bounded(_METAL_WORDS)}|{_KARAT}", re.IGNORECASE)
# ``_KARAT`` alone, its lookbehind tried after the first digit: a pattern that opens with a
# set of characters is entered only where one stands, where the lookbehind was entered at
# every character (the same matches; 2x faster).
_KARAT_ALONE = re.compile(
    r"(?:[89](?<![\d.,].)|1(?<![\d.,].)[0-9]|2(?<![\d.,].)[0-4])\s?" + _KARAT.split(r"\s?", 1)[1],
    re.IGNORECASE,
)
_UNIT = phrases.bounded(words.WEIGHT_UNITS)
# The amount's own "per weight": "/g", "/ 10g", "per gram", "pro Gramm", "/克", "每克".
_PER_AFTER = re.compile(
    rf"\s?(?:/|per\s|pro\s|je\s|al\s|a\s|il\s|每|للـ?|لكل\s)\s?(?:\d{{1,4}}\s?)?(?:{_UNIT})",
    re.IGNORECASE,
)
# A unit of weight in the label with no count before it: "Gram Alt\u0131n", "22 Ayar (gr)",
# "gram fiyat\u0131", "Price per gram:".
_BARE_UNIT = re.compile(rf"(?<![\d.,]\s)(?<![\d.,])(?:{_UNIT})", re.IGNORECASE)
_AFTER = 16  # "/ 10 gram" and its spaces
_STRIP = 2  # rates side by side that make a strip of quotes


class _Priced(Protocol):
    @property
    def start(self) -> int: ...

    @property
    def end(self) -> int: ...


def mentions_metal(text: str) -> bool:
    """Whether ``text`` may name a precious metal: only then is ``metal_rates`` worth asking."""
    return _METAL_CLUES.holds(phrases.lower(text)) or _KARAT_ALONE.search(text) is not None


def metal_rates(text: str, prices: Sequence[_Priced]) -> frozenset[int]:
    """The starts of those of a line's ``prices`` that quote a precious metal's rate."""
    ends = [0, *(_past_unit(text, price.end) for price in prices)]
    labels = [text[end : price.start] for price, end in zip(prices, ends, strict=False)]
    first_metal = _METAL.search(text)
    rated = {
        price.start
        for price, label in zip(prices, labels, strict=False)
        if first_metal is not None
        and _per_weight(text, price, label)
        and _names_metal(text, price, label, first_metal)
    }
    if len(rated) >= _STRIP:
        rated |= {p.start for p, label in zip(prices, labels, strict=False) if _METAL.search(label)}
    return frozenset(rated)


def _past_unit(text: str, end: int) -> int:
    """Where an amount's own "per weight" ends: not the next amount's label."""
    found = _PER_AFTER.match(text, end, end + _AFTER)
    return end if found is None else found.end()


def _per_weight(text: str, price: _Priced, label: str) -> bool:
    return (
        _PER_AFTER.match(text, price.end, price.end + _AFTER) is not None
        or _BARE_UNIT.search(label) is not None
    )


def _names_metal(text: str, price: _Priced, label: str, first_metal: re.Match[str]) -> bool:
    """Whether the amount's label, or the line before it when the label names no metal of
    its own ("Today's Gold Rate 24KT: ₹7,004/g ... Silver: ₹92.40/g"), names a metal.

    The line's first metal answers for the line before most amounts: searching the line
    again before each of a long line's amounts cost seconds on 5 MB of garbage."""
    if first_metal.end() <= price.start:
        return True
    return _METAL.search(label) is not None or (
        first_metal.start() < price.start and _METAL.search(text, 0, price.start) is not None
    )
