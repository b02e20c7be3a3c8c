"""Prices and stock a shop keeps keyed by option, not listed as variants.

A configurable product ships a map from each purchasable option's id to its prices
(``{"1201": {"finalPrice": {"amount": 1490}, "oldPrice": {…}}}``), beside the attributes
whose options name the ids that have them (``{"label": "Nero opaco", "products": ["1202"]}``)
and maps from the same ids to their stock (``{"1201": "in_stock"}``). A stock matrix
(``{"black": {"S": "in", "M": "out"}}``) says for every combination whether it can be
bought, without prices. Both are read by shape; which shop wrote them does not matter.
"""

import re
from collections.abc import Callable, Iterator
from decimal import Decimal
from typing import Any

from monitor.extract import clues, money, phrases, words
from monitor.extract.prices import PriceRecord
from monitor.extract.structured import english_key, key_period, names_renewal, read_amount

_MAX_DEPTH = 24
_MAX_NODES = 20_000  # objects and lists walked per document: past them it is no product
MAX_OPTIONS = 500
# The price a customer pays first: a final or sale price before a list or base price.
_PRICE_KEYS = ("finalPrice", "final_price", "salePrice", "sale_price", "specialPrice",
               "special_price", "price", "amount", "basePrice", "base_price")  # fmt: skip
_LABEL_KEYS = ("label", "name", "title", "value")
_MEMBER_KEYS = ("products", "product_ids", "productIds", "variants", "variant_ids", "ids")
_NAME_KEYS = frozenset({"name", "title", "label", "sku"})
# A map of the ids that can be bought now, whole or by attribute and option (Magento's
# configurable ``salable``): the ids it leaves out are the ones that cannot.
_SALABLE_KEYS = frozenset({"salable", "saleable", "salableIds", "saleableIds", "salable_ids",
                           "saleable_ids", "availableIds", "available_ids", "inStockIds",
                           "in_stock_ids", "buyable", "purchasable"})  # fmt: skip
_LONGEST_STOCK_WORDS = 40


def stock_state(value: Any) -> str | None:
    """The schema.org state a data value names: a code (``in_stock``, ``out``, ``InStock``),
    else a short phrase in one of the words tables' languages (``Slutsåld``)."""
    if not isinstance(value, str) or not value or len(value) > _LONGEST_STOCK_WORDS:
        return None
    code = value.strip().rsplit("/", 1)[-1].lower().replace("-", "_").replace(" ", "_")
    return words.STOCK_CODES.get(code) or phrases.availability_in(value)


def option_records(data: Any) -> list[PriceRecord]:
    """One record per option of every id-keyed price map in ``data``, labelled by the
    options that name its id, with the stock a map of the same ids gives; an id that a map
    of the ids that can be bought leaves out (``_SALABLE_KEYS``), else that has attribute
    options but that none of them lists, cannot be chosen: out of stock."""
    records: list[PriceRecord] = []
    for owner, key in _price_maps(data):
        prices = owner[key]
        labels = _labels(owner, set(prices))
        stock = _stock_maps(owner, set(prices), key)
        buyable = _salable(owner, set(prices)) or labels.listed
        for option, entry in list(prices.items())[:MAX_OPTIONS]:
            amount = _amount(entry)
            state = stock.get(option)
            if state is None and buyable:
                state = "InStock" if option in buyable else "OutOfStock"
            label = " / ".join(labels.names.get(option, ())) or option
            records.append(
                PriceRecord(
                    label=label, amount=amount, currency=None, period=None, availability=state
                )
            )
    return records


def _price_maps(data: Any) -> Iterator[tuple[dict[str, Any], str]]:
    """Each object holding, under ``key``, a map from two or more ids (keys with a digit) to
    unnamed objects that each hold a price."""
    for node in _objects(data):
        for key, value in node.items():
            if isinstance(value, dict) and len(value) >= 2 and _priced_by_id(value):
                yield node, key


def _priced_by_id(mapping: dict[str, Any]) -> bool:
    return all(
        any(char.isdigit() for char in key)
        and isinstance(entry, dict)
        and not _NAME_KEYS & entry.keys()
        and _amount(entry) is not None
        for key, entry in mapping.items()
    )


def _amount(entry: Any) -> Decimal | None:
    if not isinstance(entry, dict):
        return None
    for key in _PRICE_KEYS:
        price = entry.get(key)
        if isinstance(price, dict):  # {"finalPrice": {"amount": 1490}}
            price = price.get("amount", price.get("value"))
        amount = read_amount(price)
        if amount is not None:
            return amount
    return None


class _Labels:
    def __init__(self) -> None:
        self.names: dict[str, list[str]] = {}
        self.listed: set[str] = set()


def _labels(owner: dict[str, Any], ids: set[str]) -> _Labels:
    """The names of each id's options, from option lists that name the ids having them
    (``products``), else from a map of ids to their options' ids (``index``)."""
    found, by_option = _Labels(), {}
    for node in _objects(owner):
        label = next((node[k].strip() for k in _LABEL_KEYS if isinstance(node.get(k), str)), "")
        members = next((node[k] for k in _MEMBER_KEYS if isinstance(node.get(k), list)), None)
        if not label or members is None:
            continue
        if isinstance(node.get("id"), str | int):
            by_option[str(node["id"])] = label
        for member in members:
            if str(member) in ids:
                found.names.setdefault(str(member), []).append(label)
                found.listed.add(str(member))
    for mapping in _id_maps(owner, ids):
        for option, chosen in mapping.items():
            names = [by_option.get(str(value)) for value in chosen.values()]
            if option not in found.names and names and all(names):
                found.names[option] = [name for name in names if name]
    return found


def _id_maps(owner: dict[str, Any], ids: set[str]) -> Iterator[dict[str, dict[str, Any]]]:
    for value in owner.values():
        if (
            isinstance(value, dict)
            and value
            and set(value) <= ids
            and all(isinstance(entry, dict) and entry for entry in value.values())
            and not any(_amount(entry) is not None for entry in value.values())
        ):
            yield value


def _salable(owner: dict[str, Any], ids: set[str]) -> set[str]:
    """The ids of ``ids`` that a map of the owner's lists as can be bought now, by attribute
    and option (``"salable": {"93": {"49": ["4121", "4122"]}}``); none when it lists none (an
    empty map says nothing)."""
    for key in _SALABLE_KEYS & owner.keys():
        found = _ids_listed(owner[key], ids, 0)
        if found:
            return found
    return set()


def _ids_listed(value: Any, ids: set[str], depth: int) -> set[str]:
    if isinstance(value, list):
        return {str(member) for member in value[:MAX_OPTIONS]} & ids
    if not isinstance(value, dict) or depth >= _MATRIX_DEPTH:
        return set()
    found: set[str] = set()
    for inner in list(value.values())[:MAX_OPTIONS]:
        found |= _ids_listed(inner, ids, depth + 1)
    return found


def _stock_maps(owner: dict[str, Any], ids: set[str], prices_key: str) -> dict[str, str]:
    """id → stock state, from the owner's maps of the same ids to stock codes."""
    stock: dict[str, str] = {}
    for key, value in owner.items():
        if key == prices_key or not isinstance(value, dict) or not set(value) & ids:
            continue
        states = {option: stock_state(entry) for option, entry in value.items()}
        if all(states.values()):
            stock.update({option: state for option, state in states.items() if state})
    return stock


def stock_records(data: Any) -> list[PriceRecord]:
    """A stock matrix's combinations, each a record without an amount: ``Black / M`` out of
    stock. A matrix is an object of two or more entries, nested at most three deep, whose
    every leaf is a stock state."""
    records: list[PriceRecord] = []
    for node in _objects(data):
        leaves = _stock_leaves(node, (), 0)
        if leaves is not None and len(leaves) >= 2:
            records += [
                PriceRecord(
                    label=" / ".join(path), amount=None, currency=None, period=None, availability=s
                )
                for path, s in leaves
            ]
            break  # the outermost matrix holds the ones inside it
    return records[:MAX_OPTIONS]


_MATRIX_DEPTH = 3


def _stock_leaves(
    node: dict[str, Any], path: tuple[str, ...], depth: int
) -> list[tuple[tuple[str, ...], str]] | None:
    if depth >= _MATRIX_DEPTH or not node:
        return None
    leaves = []
    for key, value in list(node.items())[:MAX_OPTIONS]:
        if isinstance(value, dict):
            inner = _stock_leaves(value, (*path, key), depth + 1)
            if inner is None:
                return None
            leaves += inner
        elif (state := stock_state(value)) is not None:
            leaves.append(((*path, key), state))
        else:
            return None
    return leaves


def _objects(data: Any) -> Iterator[dict[str, Any]]:
    """Every object in ``data``, outermost first, at most ``_MAX_NODES`` and ``_MAX_DEPTH``
    deep (an explicit stack: no recursion limit to meet)."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    walked = 0
    while stack and walked < _MAX_NODES:
        node, depth = stack.pop()
        walked += 1
        if depth > _MAX_DEPTH:
            continue
        if isinstance(node, dict):
            yield node
            children = list(node.values())
        elif isinstance(node, list):
            children = node
        else:
            continue
        stack.extend(
            (child, depth + 1) for child in reversed(children) if isinstance(child, dict | list)
        )


# An option's own price kept in a data attribute for the script that shows it when chosen
# (<option value="24" data-price="6,99">24 meses</option>): the name says only "price", in
# the languages attribute names borrow; data-price-old or data-renew name another price.
_OPTION_PRICE_WORDS = words.PRICE_NAME_WORDS
_BARE_AMOUNT = re.compile(r"\d{1,9}(?:[.,]\d{1,3})?")
_LONGEST_UNIT = 16  # characters after a price that may say its period ("€/mes", " per month")


def data_price(attributes: dict[str, str | None]) -> str | None:
    """The amount an option's data attribute gives as its price (bare, or a whole price with
    its sign), if one does: one that says only "price", or the price per a period (a term's
    ``data-monthly``, ``data-mensal``, ``data-price-monthly``: what its term costs a month)."""
    return _data_amount(attributes, _names_option_price)


def data_renewal(attributes: dict[str, str | None]) -> str | None:
    """The amount (bare or signed) an option's data attribute gives as the price its term renews at
    (``data-renewal``, ``data-renovacao``, ``data-verlaengerung``), if one does."""
    return _data_amount(attributes, lambda words: names_renewal(_key(words)))


def _data_amount(
    attributes: dict[str, str | None], names: Callable[[list[str]], bool]
) -> str | None:
    for name, value in attributes.items():
        words = name.split("-")
        if words[0] != "data" or len(words) < 2 or not value:
            continue
        if names(words[1:]):
            amount = value.strip()
            return amount if _BARE_AMOUNT.fullmatch(amount) else _signed_amount(amount)
    return None


def _signed_amount(value: str) -> str | None:
    """A price written whole, sign and all, in an attribute (Sylius's ``data-value="$19.99"``,
    ``data-price="1.299,00 €"``): the option's line writes it as it is."""
    price = money.read_price(value)
    if price is None or value[: price.start].strip() or value[price.end :].strip():
        return None
    return value


def _names_option_price(words: list[str]) -> bool:
    if words[0] in _CHOICE_WORDS:  # data-variant-price: the price of the choice it sits on
        words = words[1:] or words
    return all(word in _OPTION_PRICE_WORDS for word in words) or key_period(_key(words)) is not None


# What a picker's element is, said before "price" in the name of the attribute that keeps
# its price (data-variant-price, data-swatch-price, data-option-preis).
_CHOICE_WORDS = frozenset({"variant", "option", "swatch", "choice", "sku", "variante", "auswahl",
                           "varianta", "wariant", "opcion", "opzione", "optie"})  # fmt: skip
# The attributes a swatch, a button or a radio of a variant picker keeps its price in.
_CHOICE_PRICE_ATTRIBUTES = tuple(
    f"data-{qualifier}{word}"
    for qualifier in ("", *(f"{choice}-" for choice in sorted(_CHOICE_WORDS)))
    for word in sorted(_OPTION_PRICE_WORDS)
)
# The attributes a variant's element keeps what it adds to the product's price in, for the
# script that updates the shown price when it is chosen ("+5", "5.00"; "0" on the base one).
_SURCHARGE_ATTRIBUTES = (
    "data-price-diff",
    "data-price-difference",
    "data-price-modifier",
    "data-price-adjustment",
    "data-price-delta",
    "data-price-change",
    "data-surcharge",
    "data-extra-price",
    "data-additional-price",
    "data-aufpreis",
    "data-supplement",
)
CHOICE_PRICE_CLUES = clues.words(
    *(f"{name}=" for name in (*_CHOICE_PRICE_ATTRIBUTES, *_SURCHARGE_ATTRIBUTES))
)
_SURCHARGE_VALUE = re.compile(r"\+? ?(\d{1,9}(?:[.,]\d{1,3})?)")


def data_surcharge(attributes: dict[str, str | None]) -> str | None:
    """The bare amount a variant's data attribute says it adds to the product's price
    (``data-price-diff="+5"``), where it adds something: a reduction or nothing is no
    surcharge."""
    for name in _SURCHARGE_ATTRIBUTES:
        added = _SURCHARGE_VALUE.fullmatch((attributes.get(name) or "").strip())
        if added is not None and any(digit in "123456789" for digit in added.group(1)):
            return added.group(1)
    return None


# The states a picker's element is given in its classes when its variant cannot be bought.
UNBUYABLE = frozenset({"OutOfStock", "SoldOut", "Discontinued"})
_CLASS_AFFIXES = re.compile(r"^(?:is|has|js|state)[-_]|^.*(?:--|__)")
_CHOICE_STOCK_WORDS = {"SoldOut": "sold out", "Discontinued": "discontinued"}


def choice_state(attributes: dict[str, str | None]) -> str | None:
    """The state of a picker's variant that cannot be bought, as its element says it: disabled
    (``disabled``, ``aria-disabled="true"``: out of stock), a data attribute a script reads
    (``data-stock="0"``, ``data-available="false"``), or a class naming a state
    (``sold-out``, ``swatch--soldout``, ``is-unavailable``, ``ausverkauft``)."""
    disabled = "disabled" in attributes or attributes.get("aria-disabled") == "true"
    disabled = disabled or _none_in_stock(attributes)
    for token in (attributes.get("class") or "").split():
        word = _CLASS_AFFIXES.sub("", token.lower())
        state = stock_state(word)
        if state in UNBUYABLE:
            return state
        disabled = disabled or word == "disabled"
    return "OutOfStock" if disabled else None


# The data attributes a picker's element keeps its variant's stock in for the script that
# greys it out when chosen: a flag, or a count (a quantity stepper's ``data-quantity`` is
# none). An empty count says nothing.
_STOCK_FLAGS = ("data-available", "data-in-stock", "data-instock", "data-is-available",
                "data-salable", "data-saleable", "data-purchasable")  # fmt: skip
_STOCK_COUNTS = ("data-stock", "data-stock-qty", "data-stock-quantity", "data-inventory",
                 "data-inventory-quantity", "data-inventory-qty")  # fmt: skip
_FALSE = frozenset({"false", "0", "no"})


def _none_in_stock(attributes: dict[str, str | None]) -> bool:
    flags = ((attributes.get(name) or "").strip().lower() for name in _STOCK_FLAGS)
    counts = ((attributes.get(name) or "").strip() for name in _STOCK_COUNTS)
    return any(flag in _FALSE for flag in flags) or any(count == "0" for count in counts)


def stock_words(state: str) -> str:
    """The words that say ``state`` on a price's line, read so in any page's language."""
    return _CHOICE_STOCK_WORDS.get(state, "out of stock")


def _key(words: list[str]) -> str:
    """An attribute's words as a data key in the readers' words: ``precio-mensual`` →
    ``priceMonthly``."""
    return english_key("_".join(words))


def data_price_line(
    text: str, amount: str, context: str, renewal: str | None = None, added: bool = False
) -> str | None:
    """An option's line with the price its data attribute gives, written as the first price
    of ``context`` (the visible price beside the select, whose currency and period it
    shares): "24 meses" with 6,99 beside "3,99 €/mes" → "24 meses 6,99 €/mes"; and the
    price it renews at (``renewal``) after it, written so and said to be one. An ``added``
    amount is written as a surcharge, as a shop writes one in the option's text: "XXL (+$5)"."""
    shown = money.prices_by_line([context]).get(0)
    if not shown:
        return None
    price = shown[0]
    written = _WRITTEN_AMOUNT.search(context, price.start, price.end)
    if written is None:
        return None
    unit = _UNIT_END.split(context[price.end : price.end + _LONGEST_UNIT], 1)[0].rstrip(" /")
    # Only a period: a picker's names follow a bare price too ("19,90 \u20ac M L XL").
    unit = unit if phrases.period_after(unit) else ""
    before, after = context[price.start : written.start()], context[written.end() : price.end]

    def as_shown(value: str) -> str:
        """``value`` written as the visible price is, unless it has a sign of its own."""
        if not _BARE_AMOUNT.fullmatch(value):
            return value
        cents = "." in value or "," in value  # a whole amount's dash ("9.\u2013") goes with them
        return f"{before}{value}{_WHOLE_MARK.sub('', after) if cents else after}"

    renews = f", {_RENEWS} {as_shown(renewal)}{unit}" if renewal else ""
    stated = f"{as_shown(amount)}{unit}"
    return f"{text} {f'(+{stated})' if added else stated}{renews}"


_RENEWS = "renews at"  # a word the price lines read as a renewal's in any page's language


# A unit ends before a digit too: the options' own words follow a bare price ("$12.99 250 g
# 1 kg"), and their sizes read as part of the price.
_UNIT_END = re.compile(r"[,;()|.!?\d]")
_WHOLE_MARK = re.compile("^[.,][-\u2013]")


_WRITTEN_AMOUNT = re.compile("\\d(?:[\\d.,'\u00a0\u202f\u2009 ]*\\d)?")
