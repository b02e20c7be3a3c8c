"""A shop's product variants, as its product JSON states them: every variant's price and stock,
not only the one the page shows pre-selected.

Shops ship a product as JSON with a ``variants`` list (in a ``<script>``, or HTML-escaped in a
``data-*`` attribute): each variant with a title or options, a price, maybe a compare-at price
and whether it can be bought. Which shop wrote it does not matter; the shape does.
"""

import itertools
import re
from decimal import Decimal
from typing import Any

from monitor.extract import money
from monitor.extract.prices import PriceRecord
from monitor.extract.structured import (
    CENTS_SHAPE,
    availability_of,
    formatted_cents,
    in_english,
    json_in,
    read_amount,
    stated_period,
)

_MAX_DEPTH = 32
MAX_VARIANTS = 500  # per document: a product with more is a catalogue, read this far
# A variant's own name; East Asian shops name a SKU by its spec (``"spec": "4L IH"``,
# ``"skuName"``), as others by a variant or variation name.
_TITLE_KEYS = (
    "title",
    "name",
    "public_title",
    "label",
    "spec",
    "specName",
    "spec_name",
    "skuName",
    "sku_name",
    "variantName",
    "variant_name",
    "variationName",
    # a Cafe24 shop's option stock names a variant by its values ("option_value": "Black-S"),
    # its "option_name" being the options' own names ("Colour#$%Size")
    "option_value",
    "optionName",
    "option_name",
    # a fashion shop's list of sizes, each named by its size alone ({"size": "38", …})
    "size",
    "sizeName",
    "size_name",
)
_CODE_KEYS = ("sku",)  # a stock code: a variant's title when nothing better names it
_PRODUCT_KEYS = ("title", "name", "product_title", "productName")
_OPTION_KEYS = ("option1", "option2", "option3")
_PRICE_KEYS: tuple[str, ...] = ("price", "display_price", "amount", "salePrice", "sale_price",
                                "finalPrice", "final_price", "priceMoney", "priceV2")  # fmt: skip
# Headless shops' GraphQL and REST names: Saleor's {"pricing": {"price": {"gross": {…}}}},
# Vendure's "priceWithTax" (in minor units, as its "price"), Medusa's "calculated_price" (a
# number in minor units, or {"calculated_amount": 45, "currency_code": "eur"}).
_PRICE_KEYS += ("pricing", "priceWithTax", "calculated_price")
# A Cafe24 shop's option stock: each option's whole price (its surcharge is "stock_price").
_PRICE_KEYS += ("option_price",)
# What a price object calls the amount a buyer pays: {"amount": …}, {"value": …}, a shop
# system's {"unitPrice": 22.9, "referencePrice": {…}} or {"gross": 22.9, "net": 19.24};
# the amount may itself be an object ({"gross": {"amount": 49, "currency": "PLN"}}), and a
# price's summary may hold the price ({"price": {…}, "priceUndiscounted": {…}}).
# A marketplace's price object holds the price paid beside the one before the sale
# ({"salePrice": {"value": 199, "text": "RM199.00"}, "originalPrice": {…}}).
_AMOUNT_KEYS = ("amount", "value", "unitPrice", "unit_price", "gross", "final", "finalPrice",
                "calculated_amount", "price", "salePrice", "sale_price")  # fmt: skip
_MAX_NESTED = 4  # price objects in price objects: Saleor's pricing → price → gross → amount
# Where a product keeps its variants, by the names shops give the list (Magento's and the
# marketplaces built on it: "configurable_products", Wix Stores' "productItems"); a list named
# in the site's own language ("varian", "variantes") is read under its English name
# (``words.DATA_KEYS``); a fashion shop's state lists a colour's sizes, each with its price
# and stock ({"sizes": [{"name": "M", "price": 3995, "availability": "out_of_stock"}]}); a
# Southeast Asian marketplace's SKUs keyed by their ids ({"skuInfos": {"880112": {…}}}).
LISTS = ("variants", "variations", "skus", "product_variations", "configurable_products",
         "productItems", "sizes", "skuInfos", "skuList", "sku_list")  # fmt: skip
_CURRENCY_KEYS = ("currency", "priceCurrency", "currency_code", "currencyCode")


def variant_records(data: Any, depth: int = 0, currency: str = "") -> list[PriceRecord]:
    """One record per variant of every product in ``data`` that lists its variants; in the
    ``currency`` an object around the product states where neither it nor the variant does
    (``{"moneda": "MXN", "producto": {"variantes": […]}}``)."""
    if depth > _MAX_DEPTH:
        return []
    if depth == 0 and (keyed := _keyed_variants(data)):  # {"P0A": {…}, "P0B": {…}}
        return _product({}, keyed)
    if isinstance(data, list):
        if depth == 0 and _variant_list(data):  # a data-* attribute holding the list itself
            return _product({}, data[:MAX_VARIANTS])
        return [
            record
            for item in data[:MAX_VARIANTS]
            for record in variant_records(item, depth + 1, currency)
        ]
    if isinstance(data, str):  # SvelteKit's fetched "body": JSON kept as a string
        return variant_records(json_in(data), depth + 1, currency)
    if not isinstance(data, dict):
        return []
    data = _in_shop_keys(data)
    currency = _first_text(data, _CURRENCY_KEYS) or currency
    for key in LISTS:
        variants = _variants_at(data, key)
        if not variants:
            continue
        names = _option_names(data)
        if _variant_list(variants, names):
            return _product(data, variants, names, currency)
    return [
        record for value in data.values() for record in variant_records(value, depth + 1, currency)
    ]


# A PHP shop system's arrays as its page's script writes them, keys in capitals (1C-Bitrix's
# ``new JCCatalogElement({'OFFERS': [{'NAME': …, 'ITEM_PRICES': [{'PRICE': 89990,
# 'CURRENCY': 'RUB'}], 'CAN_BUY': true}]})``): its trade offers are the product's variants, an
# offer's prices a list by quantity (the one ``ITEM_PRICE_SELECTED`` names is paid), and an
# older template's price object pays its ``DISCOUNT_VALUE`` (its ``VALUE`` is before the
# discount).
_CAPITAL_KEY = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*")
_CAPITAL_NAMES = {"OFFERS": "variants", "DISCOUNT_VALUE": "amount", "ITEM_PRICES": "prices"}
CAPITAL_LISTS = ("OFFERS",)


def _in_shop_keys(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with its keys as the readers name them: a shop system's capitals, then a
    language's words, in English."""
    return in_english(in_capitals(data))


def in_capitals(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with its keys in camel case where all of them are in capitals and one is a
    word (``CAN_BUY`` → ``canBuy``; not a map of currency codes), with the price an offer's
    list selects as its ``price``; else ``data`` itself."""
    keys = [key for key in data if isinstance(key, str)]
    if len(keys) != len(data) or not any(len(key) > 3 for key in keys):
        return data
    if not all(_CAPITAL_KEY.fullmatch(key) for key in keys):
        return data
    renamed = {_CAPITAL_NAMES.get(key) or _camel(key): value for key, value in data.items()}
    price = renamed.get("price", _selected_price(renamed))
    if price is not None:
        renamed["price"] = in_capitals(price) if isinstance(price, dict) else price
    return renamed


def _selected_price(offer: dict[str, Any]) -> Any:
    """The price an offer's list by quantity selects, else its first; None without one."""
    prices, selected = offer.get("prices"), offer.get("itemPriceSelected", 0)
    if not isinstance(prices, list) or not prices:
        return None
    return prices[selected if isinstance(selected, int) and 0 <= selected < len(prices) else 0]


def _camel(key: str) -> str:
    first, *rest = key.lower().split("_")
    return first + "".join(part.capitalize() for part in rest)


def _variants_at(product: dict[str, Any], key: str) -> list[Any]:
    """The first ``MAX_VARIANTS`` items of the list ``product`` keeps under ``key``, each
    object's keys in the readers' words (``{"nama": "Hitam", "harga": 189000}``); none where
    ``key`` holds no list."""
    variants = _listed(product.get(key))
    if not isinstance(variants, list):
        return []
    return [
        _in_shop_keys(item) if isinstance(item, dict) else item for item in variants[:MAX_VARIANTS]
    ]


def _listed(value: Any) -> Any:
    """A list as it is; a GraphQL connection's items (``{"edges": [{"node": …}]}``, or
    ``{"nodes": […]}``) as a list; variants keyed by their ids (Lightspeed's ``{"911":
    {"title": "Maat: S", …}}``) as the list of them."""
    if not isinstance(value, dict):
        return value
    nodes, edges = value.get("nodes"), value.get("edges")
    if isinstance(nodes, list):
        return nodes
    if isinstance(edges, list):
        return [edge.get("node") for edge in edges if isinstance(edge, dict)]
    return _by_ids(value) or value


_LONGEST_ID = 64


def _by_ids(value: dict[str, Any]) -> list[Any]:
    """The items of ``value`` where it keys objects by their ids (``"911"``, Cafe24's
    ``"P0000BKZ000A"``: a word with a digit, no space), the first ``MAX_VARIANTS``; else none."""
    if not value or not all(isinstance(item, dict) for item in value.values()):
        return []
    for key in itertools.islice(value, MAX_VARIANTS):
        if len(key) > _LONGEST_ID or not _ID.fullmatch(key):
            return []
        if not any(character.isdigit() for character in key):
            return []
    return list(itertools.islice(value.values(), MAX_VARIANTS))


_ID = re.compile(r"[\w.:-]+")


def _keyed_variants(data: Any) -> list[Any]:
    """A document that is itself a product's variants keyed by their ids (a Cafe24 shop's
    ``option_stock_data``, a theme's ``{"911": {"title": "S", "price": …}}``), each in the
    readers' words; none for any other document."""
    if not isinstance(data, dict):
        return []
    items = [_in_shop_keys(item) for item in _by_ids(data)]
    return items if items and _variant_list(items) else []


def _variant_list(items: list[Any], names: dict[str, str] | None = None) -> bool:
    """Priced items that say which variant each is: a title, options or attributes, or the
    ids of option values that the product's ``names``."""
    sample = [item for item in items[:MAX_VARIANTS] if isinstance(item, dict)]
    return bool(sample) and all(_priced(item) and _variant_title(item, names) for item in sample)


_MAX_OPTIONS = 16
# What an option object calls the value a variant has: not its "name", the option's own.
_OPTION_VALUE_KEYS = ("value", "option", "label")
# What an option value calls its name: a colour's "value" may be its swatch's code, which its
# "description" names (Wix Stores: {"value": "#9caf88", "description": "Salvia"}).
_VALUE_NAME_KEYS = ("name", "description", "value", "label", "title")
# Where an option keeps its values: "values", or Wix Stores' "selections".
_VALUE_LISTS = ("values", "selections")


def _option_names(product: dict[str, Any]) -> dict[str, str]:
    """id → name of each option value a product lists, by which its variants may name
    theirs: ``{"options": [{"name": "Size", "values": [{"id": 5011, "name": "50 ml"}]}]}``
    with ``{"related_option_values": [5011], …}`` in each variant (Salla, Zid and others),
    or ``{"selections": [{"id": 1, "description": "Salvia"}]}`` with ``"optionsSelections":
    [1, 100]`` (Wix Stores)."""
    options = product.get("options")
    if not isinstance(options, list):
        return {}
    names: dict[str, str] = {}
    for option in options[:_MAX_OPTIONS]:
        values = _values(option)
        for value in values[:MAX_VARIANTS]:
            if isinstance(value, dict) and isinstance(value.get("id"), int | str):
                name = _first_text(value, _VALUE_NAME_KEYS)
                if name:
                    names[str(value["id"])] = name
    return names


def _values(option: Any) -> list[Any]:
    if not isinstance(option, dict):
        return []
    return next((found for key in _VALUE_LISTS if isinstance(found := option.get(key), list)), [])


def _priced(item: Any) -> bool:
    return isinstance(item, dict) and any(key in item for key in _PRICE_KEYS)


def _product(
    product: dict[str, Any],
    variants: list[Any],
    names: dict[str, str] | None = None,
    currency: str = "",
) -> list[PriceRecord]:
    name = _first_text(product, _PRODUCT_KEYS)
    cents = any(isinstance(product.get(key), int) for key in CENTS_SHAPE)
    records = []
    for variant in variants:
        if not _priced(variant):
            continue
        title = _variant_title(variant, names)
        label = f"{name} ({title})" if name and title else name or title
        amount = _amount(variant, cents)
        if amount is None:
            continue
        own_currency = _first_text(variant, _CURRENCY_KEYS) or _price_currency(variant) or currency
        code = money.currency_code(own_currency) if own_currency else None
        records.append(
            PriceRecord(
                label=label,
                amount=amount,
                currency=code,
                # a subscription variant's own interval ("interval": "month")
                period=stated_period(variant),
                availability=availability_of(variant),
            )
        )
    return records


def _price_currency(variant: dict[str, Any]) -> str:
    """The currency a variant's price object names: {"value": "40.00", "currency": "USD"},
    the innermost where objects nest ({"price": {"gross": {"currency": "PLN", …}}})."""
    price = next(variant[key] for key in _PRICE_KEYS if key in variant)
    stated = ""
    for _ in range(_MAX_NESTED):
        if not isinstance(price, dict):
            break
        stated = _first_text(price, _CURRENCY_KEYS) or stated
        price = next((price[key] for key in _AMOUNT_KEYS if key in price), None)
    return stated


def _variant_title(variant: dict[str, Any], names: dict[str, str] | None = None) -> str:
    options = [variant[key] for key in _OPTION_KEYS if isinstance(variant.get(key), str)]
    attributes = variant.get("attributes")  # {"attribute_pa_size": "l", "attribute_pa_colour": …}
    if not options and isinstance(attributes, dict):
        options = [value.strip() for value in attributes.values() if isinstance(value, str)]
    listed = variant.get("options")
    if not options and isinstance(listed, list):
        options = [_option_text(option) for option in listed if _option_text(option)]
    if options:
        return " / ".join(options)
    return (
        _first_text(variant, _TITLE_KEYS)
        or _numbered_size(variant)
        or _named_values(variant, names)
        or _first_text(variant, _CODE_KEYS)
    )


def _numbered_size(variant: dict[str, Any]) -> str:
    """A shoe's size kept as a number ({"size": 38}, {"size": 7.5})."""
    size = variant.get("size")
    return str(size) if isinstance(size, int | float) and not isinstance(size, bool) else ""


def _named_values(variant: dict[str, Any], names: dict[str, str] | None) -> str:
    """The names of the option values a variant lists by id, where the product names them."""
    if not names:
        return ""
    for value in variant.values():
        if isinstance(value, list) and value and all(str(item) in names for item in value):
            return " / ".join(names[str(item)] for item in value)
    return ""


def _option_text(option: Any) -> str:
    if isinstance(option, dict):  # {"name": "Size", "value": "L"}, {"group": …, "option": "L"}
        option = next((option[key] for key in _OPTION_VALUE_KEYS if key in option), None)
    return option.strip() if isinstance(option, str) else ""


def _amount(variant: dict[str, Any], cents: bool) -> Decimal | None:
    price = _raw_price(variant)  # {"amount": "19.99", "currencyCode": "EUR"}, {"value": …}
    amount = read_amount(price)
    # A variant that writes its price for people beside the number says its unit itself
    # (Lemon Squeezy's "price": 2900, "price_formatted": "€29"), with or without markup.
    in_cents = cents or (isinstance(price, int) and formatted_cents(variant, price))
    if amount is not None and in_cents and isinstance(price, int):
        return amount.scaleb(-2)
    return amount


def whole_amounts(data: Any, depth: int = 0) -> bool:
    """Whether every variant price in ``data`` is an integer of a product that does not say
    its unit (no ``CENTS_SHAPE``): a theme's bare variant list (``"price": 2900``) may be in
    cents or in whole units, which only the price the page shows can tell."""
    if depth > _MAX_DEPTH:
        return False
    if depth == 0 and (keyed := _keyed_variants(data)):
        return _whole(keyed)
    if isinstance(data, list):
        if depth == 0 and _variant_list(data):
            return _whole(data)
        return any(whole_amounts(item, depth + 1) for item in data[:MAX_VARIANTS])
    if isinstance(data, str):
        return whole_amounts(json_in(data), depth + 1)
    if not isinstance(data, dict):
        return False
    data = _in_shop_keys(data)
    for key in LISTS:
        variants = _variants_at(data, key)
        if variants and _variant_list(variants, _option_names(data)):
            shaped = any(isinstance(data.get(shape), int) for shape in CENTS_SHAPE)
            return not shaped and _whole(variants)
    return any(whole_amounts(value, depth + 1) for value in data.values())


def _whole(variants: list[Any]) -> bool:
    prices = [_raw_price(variant) for variant in variants[:MAX_VARIANTS] if _priced(variant)]
    return bool(prices) and all(isinstance(p, int) and not isinstance(p, bool) for p in prices)


def _raw_price(variant: dict[str, Any]) -> Any:
    price = next(variant[key] for key in _PRICE_KEYS if key in variant)
    for _ in range(_MAX_NESTED):
        if not isinstance(price, dict):
            return price
        price = next((price[key] for key in _AMOUNT_KEYS if key in price), None)
    return None


def _first_text(data: dict[str, Any], keys: tuple[str, ...]) -> str:
    for key in keys:
        value = data.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""
