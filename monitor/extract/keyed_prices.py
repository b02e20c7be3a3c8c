"""Prices a switcher's script keeps by variant: an object whose values are the same table of
amounts for each location, region or currency (``{"amsterdam": {"name": "Amsterdam Oost",
"prices": {"day_pass": 2750, "desk": 19500}}, "rotterdam": {...}}``), of which the markup
shows one. The table the page shows is found by its amounts (as written, or in minor units),
and each other variant's amount is a record of the shown price it stands for, named by the
variant: a change to a location not shown is a change."""

from collections.abc import Iterator
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any

from monitor.extract import money, structured
from monitor.extract.prices import PriceRecord


@dataclass(frozen=True)
class _Variant:
    name: str
    amounts: dict[str, Decimal]
    currency: str | None


def alternatives(documents: list[Any], shown: list[PriceRecord]) -> list[PriceRecord]:
    """The records of each variant the page does not show, of every table of ``documents``
    whose shown variant holds two or more of ``shown``'s amounts under two or more keys."""
    by_amount: dict[Decimal, PriceRecord] = {}
    for record in shown:
        if record.amount:
            by_amount.setdefault(record.amount.normalize(), record)
    if len(by_amount) < _MATCHES:
        return []
    found: list[PriceRecord] = []
    for variants in _tables(documents):
        found += _unshown(variants, by_amount)
        if len(found) >= money.MAX_PRICES:  # a snapshot keeps no more; the rest is not read
            return found[: money.MAX_PRICES]
    return found


def _unshown(variants: list[_Variant], by_amount: dict[Decimal, PriceRecord]) -> list[PriceRecord]:
    """The records of the variants but the one whose amounts the page shows (at a scale of
    one, or of a hundred for minor units), each named as the shown record of its key."""
    labels = {record.label.casefold() for record in by_amount.values()}
    if any(variant.name.casefold() in labels for variant in variants):
        return []  # the variants are the shown plans themselves, their keys the periods
    for scale in _SCALES:
        for shown in variants:
            matched = _matched(shown, scale, by_amount)
            if len({record.label for record in matched.values()}) >= _MATCHES:
                return [
                    replace(
                        record,
                        label=f"{record.label} ({variant.name})",
                        amount=variant.amounts[key] / scale,
                        currency=variant.currency or record.currency,
                    )
                    for variant in variants
                    if variant is not shown
                    for key, record in matched.items()
                    if key in variant.amounts
                ]
    return []


def _matched(
    variant: _Variant, scale: int, by_amount: dict[Decimal, PriceRecord]
) -> dict[str, PriceRecord]:
    """The keys of ``variant`` whose amount, divided by ``scale``, is a shown record's."""
    whole = all(amount == amount.to_integral_value() for amount in variant.amounts.values())
    if scale != 1 and not whole:
        return {}  # minor units are whole
    found = {}
    for key, amount in variant.amounts.items():
        record = by_amount.get((amount / scale).normalize())
        if record is not None:
            found[key] = record
    return found


def _tables(documents: list[Any]) -> Iterator[list[_Variant]]:
    """Each object of ``documents`` (walked breadth first, within bounds) whose values hold
    alike tables of amounts: two or more variants with two or more keys in common."""
    queue: list[tuple[Any, int]] = [(document, 0) for document in documents]
    for value, depth in queue:
        if len(queue) > _MAX_NODES:
            return
        if isinstance(value, dict):
            tables = _variant_tables(value)
            yield from tables
            children: Any = () if tables else value.values()
        else:
            children = value if isinstance(value, list) else ()
        if depth < _MAX_DEPTH:
            queue += [(child, depth + 1) for child in children if isinstance(child, (dict, list))]


def _variant_tables(value: dict[str, Any]) -> list[list[_Variant]]:
    """The tables of ``value``'s object values, by where in each the amounts are: its own
    numbers, or those of one of its objects (``prices``)."""
    by_place: dict[str, list[_Variant]] = {}
    for key, item in value.items():
        if not isinstance(item, dict):
            continue
        if structured.key_or_word_period(str(key)):
            return []  # a toggle's table by period: ``structured.counted_by_period``'s
        name = structured.name_of(item) or str(key)
        currency = _currency(item)
        for place, amounts in _amount_tables(item):
            by_place.setdefault(place, []).append(_Variant(name, amounts, currency))
    return [variants for variants in by_place.values() if _alike(variants)]


def _amount_tables(item: dict[str, Any]) -> Iterator[tuple[str, dict[str, Decimal]]]:
    own = _numbers(item)
    if len(own) >= _MATCHES:
        yield "", own
    for key, value in item.items():
        if isinstance(value, dict) and len(numbers := _numbers(value)) >= _MATCHES:
            yield key, numbers


def _numbers(item: dict[str, Any]) -> dict[str, Decimal]:
    return {
        key: Decimal(str(value))
        for key, value in item.items()
        if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0
    }


def _alike(variants: list[_Variant]) -> bool:
    if len(variants) < _MATCHES:
        return False
    common = set.intersection(*(set(variant.amounts) for variant in variants))
    return len(common) >= _MATCHES


def _currency(item: dict[str, Any]) -> str | None:
    code = structured.stated_currency(item)
    return code.upper() if len(code) == 3 and code.isalpha() else None


_MATCHES = 2  # one amount alike may be chance; two under two keys is the shown table
_SCALES = (1, 100)
_MAX_NODES = 20_000  # a state of more is walked no further: the tables sit near the top
_MAX_DEPTH = 8
