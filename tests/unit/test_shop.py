"""A shop's product variants from its product JSON, whatever shop wrote it: the shape decides."""

import html
import json
from decimal import Decimal
from typing import Any

import pytest

from monitor.extract import Rules, extract
from monitor.extract.shop import variant_records, whole_amounts

CENTS_PRODUCT = {
    "id": 1, "title": "Trail Jacket", "price_min": 12900, "price_max": 13900,
    "variants": [
        {"id": 11, "title": "S / Blue", "option1": "S", "option2": "Blue", "price": 12900,
         "compare_at_price": 15900, "available": True},
        {"id": 12, "title": "M / Blue", "option1": "M", "option2": "Blue", "price": 13900,
         "available": False},
    ],
}  # fmt: skip


def shown(data: Any) -> list[tuple[str, str | None, str | None, str | None]]:
    return [
        (
            r.label,
            None if r.amount is None else format(r.amount.normalize(), "f"),
            r.currency,
            r.availability,
        )
        for r in variant_records(data)
    ]


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        pytest.param(
            CENTS_PRODUCT,
            [
                ("Trail Jacket (S / Blue)", "129", None, "InStock"),
                ("Trail Jacket (M / Blue)", "139", None, "OutOfStock"),
            ],
            id="cents-by-shape",
        ),
        pytest.param(
            {
                "product": {
                    "name": "Mug",
                    "currency": "EUR",
                    "variants": [
                        {
                            "name": "Red",
                            "price": "12,50",
                            "availability": "https://schema.org/InStock",
                        },
                        {
                            "options": [{"name": "Colour", "value": "Black"}],
                            "price": Decimal("13.5"),
                            "inStock": False,
                        },
                    ],
                }
            },
            [("Mug (Red)", "12.5", "EUR", "InStock"), ("Mug (Black)", "13.5", "EUR", "OutOfStock")],
            id="decimal-prices-nested-and-option-objects",
        ),
        pytest.param(
            {
                "title": "Tea",
                "variants": [
                    {
                        "title": "250 g",
                        "price": {"amount": "9.90", "currencyCode": "GBP"},
                        "currencyCode": "GBP",
                        "availableForSale": True,
                    }
                ],
            },
            [("Tea (250 g)", "9.9", "GBP", "InStock")],
            id="price-object",
        ),
        pytest.param(  # a list of variations, as an attribute holds it, named by attributes
            [
                {
                    "attributes": {"attribute_pa_size": "m", "attribute_pa_colour": "slate"},
                    "display_price": 18990,
                    "is_in_stock": True,
                },
                {
                    "attributes": {"attribute_pa_size": "l", "attribute_pa_colour": "slate"},
                    "display_price": 19990,
                    "is_in_stock": False,
                },
            ],
            [("m / slate", "18990", None, "InStock"), ("l / slate", "19990", None, "OutOfStock")],
            id="variations-list-by-attributes",
        ),
        pytest.param(
            {"skus": [{"sku": "A-1", "salePrice": "5.00"}]}, [("A-1", "5", None, None)], id="skus"
        ),
        pytest.param(  # a price object by value, stock as a count or a count and a flag
            [
                {
                    "attributes": {"Size": "S"},
                    "priceMoney": {"currency": "USD", "value": "40.00"},
                    "stock": {"quantity": 0, "unlimited": False},
                },
                {
                    "attributes": {"Size": "M"},
                    "priceMoney": {"currency": "USD", "value": "45.00"},
                    "stock": {"quantity": 0, "unlimited": True},
                },
                {
                    "attributes": {"Size": "L"},
                    "priceMoney": {"currency": "USD", "value": "45.00"},
                    "qtyInStock": 3,
                },
            ],
            [
                ("S", "40", "USD", "OutOfStock"),
                ("M", "45", "USD", "InStock"),
                ("L", "45", "USD", "InStock"),
            ],
            id="price-money-and-stock-counts",
        ),
        pytest.param(  # a shop system's price object by unit price, options by group
            {
                "productName": "Espresso",
                "variants": [
                    {
                        "options": [{"group": "Größe", "option": "500 g"}],
                        "price": {
                            "unitPrice": "12.99",
                            "currency": "EUR",
                            "referencePrice": {"price": "25.98", "unit": "kg"},
                        },
                        "available": True,
                    },
                    {
                        "options": [{"group": "Größe", "option": "1 kg"}],
                        "price": {"gross": "22.90", "net": "19.24", "currency": "EUR"},
                        "available": False,
                    },
                ],
            },
            [
                ("Espresso (500 g)", "12.99", "EUR", "InStock"),
                ("Espresso (1 kg)", "22.9", "EUR", "OutOfStock"),
            ],
            id="unit-price-object-and-option-groups",
        ),
        pytest.param(  # a GraphQL connection of variants, by edges or by nodes
            {
                "title": "Shirt",
                "variants": {
                    "edges": [
                        {
                            "node": {
                                "title": "S",
                                "priceV2": {"amount": "40.0", "currencyCode": "EUR"},
                                "availableForSale": False,
                            }
                        }
                    ]
                },
            },
            [("Shirt (S)", "40", "EUR", "OutOfStock")],
            id="graphql-edges",
        ),
        pytest.param(
            {
                "title": "Shirt",
                "variants": {
                    "nodes": [{"title": "M", "price": {"amount": "45.0", "currencyCode": "EUR"}}]
                },
            },
            [("Shirt (M)", "45", "EUR", None)],
            id="graphql-nodes",
        ),
        pytest.param(  # variants that name their option values by id, the product by name
            {
                "name": "Musk",
                "options": [
                    {
                        "name": "Size",
                        "values": [{"id": 11, "name": "50 ml"}, {"id": 12, "name": "100 ml"}],
                    }
                ],
                "skus": [
                    {
                        "sku": "",
                        "price": {"amount": 189, "currency": "SAR"},
                        "is_available": True,
                        "related_option_values": [11],
                    },
                    {
                        "sku": "M-12",
                        "price": {"amount": 289, "currency": "SAR"},
                        "stock_quantity": 0,
                        "related_option_values": [12],
                    },
                ],
            },
            [
                ("Musk (50 ml)", "189", "SAR", "InStock"),
                ("Musk (100 ml)", "289", "SAR", "OutOfStock"),
            ],
            id="option-values-by-id",
        ),
        pytest.param(  # Wix Stores: values as "selections", a colour named by its description
            {
                "name": "Tazza Vesuvio",
                "options": [
                    {
                        "title": "Colore",
                        "selections": [
                            {"id": 1, "value": "#9caf88", "description": "Salvia"},
                            {"id": 2, "value": "#c4673f", "description": "Terracotta"},
                        ],
                    },
                    {"title": "Formato", "selections": [{"id": 100, "value": "Mug 400 ml"}]},
                ],
                "productItems": [
                    {
                        "optionsSelections": [1, 100],
                        "price": "54.90",
                        "inventory": {"status": "in_stock", "quantity": 7},
                    },
                    {
                        "optionsSelections": [2, 100],
                        "price": "57.90",
                        "inventory": {"status": "out_of_stock", "quantity": 0},
                    },
                ],
            },
            [
                ("Tazza Vesuvio (Salvia / Mug 400 ml)", "54.9", None, "InStock"),
                ("Tazza Vesuvio (Terracotta / Mug 400 ml)", "57.9", None, "OutOfStock"),
            ],
            id="product-items-by-selections",
        ),
        pytest.param(  # a stock object's status, or its count where it says none
            {
                "title": "Sneaker",
                "variants": [
                    {"title": "41", "price": "89.00", "stock": {"state": "SOLD_OUT"}},
                    {"title": "42", "price": "89.00", "inventory": {"quantity": 3}},
                    {"title": "43", "price": "89.00", "availability": {"status": "preorder"}},
                ],
            },
            [
                ("Sneaker (41)", "89", None, "SoldOut"),
                ("Sneaker (42)", "89", None, "InStock"),
                ("Sneaker (43)", "89", None, "PreOrder"),
            ],
            id="stock-objects",
        ),
        pytest.param(  # ids the product does not name leave a variant unnamed: no list
            {
                "options": [{"values": [{"id": 11, "name": "S"}]}],
                "skus": [{"price": 5, "related_option_values": [99]}],
            },
            [],
            id="option-ids-not-named",
        ),
        pytest.param(  # a Chinese shop's SKUs, each named by its spec, its stock a count
            {
                "name": "云米 电饭煲",
                "skus": [
                    {"skuId": "1", "spec": "3L 经典款", "price": "459.00", "stock": 86},
                    {"skuId": "2", "spec": "4L IH加热", "price": "599.00", "stock": 0},
                ],
            },
            [
                ("云米 电饭煲 (3L 经典款)", "459", None, "InStock"),
                ("云米 电饭煲 (4L IH加热)", "599", None, "OutOfStock"),
            ],
            id="skus-named-by-spec",
        ),
        pytest.param(
            {
                "productName": "로션",
                "variants": [
                    {"skuName": "200ml", "salePrice": 12900},
                    {"variantName": "400ml", "salePrice": 19900},
                ],
            },
            [("로션 (200ml)", "12900", None, None), ("로션 (400ml)", "19900", None, None)],
            id="sku-and-variant-names",
        ),
        pytest.param(  # Magento's and the marketplaces' list, each named by its option
            {
                "name": "Nồi chiên AF",
                "configurable_products": [
                    {"option1": "4L", "price": 1290000, "inventory_status": "available"},
                    {"option1": "6L", "price": 1890000, "inventory_status": "out_of_stock"},
                ],
            },
            [
                ("Nồi chiên AF (4L)", "1290000", None, "InStock"),
                ("Nồi chiên AF (6L)", "1890000", None, "OutOfStock"),
            ],
            id="configurable-products",
        ),
        pytest.param(  # keys in the shop's own language, by the table of data keys
            {
                "nama": "Sepatu Aero",
                "mataUang": "IDR",
                "varian": [
                    {"nama": "Hitam", "harga": 189000, "stok": 14},
                    {"nama": "Putih", "harga": 199000, "stok": 0},
                ],
            },
            [
                ("Sepatu Aero (Hitam)", "189000", "IDR", "InStock"),
                ("Sepatu Aero (Putih)", "199000", "IDR", "OutOfStock"),
            ],
            id="indonesian-keys",
        ),
        pytest.param(  # a marketplace's SKUs keyed by their ids, the price paid in an object
            {
                "title": "Penggoreng Udara AF-55",
                "skuInfos": {
                    "880112": {
                        "variationName": "Hitam, 5.5L",
                        "price": {
                            "salePrice": {"value": 199, "text": "RM199.00"},
                            "originalPrice": {"value": 329, "text": "RM329.00"},
                        },
                        "stock": 14,
                    },
                    "880114": {
                        "variationName": "Hitam, 7.5L",
                        "price": {
                            "originalPrice": {"value": 399, "text": "RM399.00"},
                            "salePrice": {"value": 259, "text": "RM259.00"},
                        },
                        "stock": 0,
                    },
                },
            },
            [
                ("Penggoreng Udara AF-55 (Hitam, 5.5L)", "199", None, "InStock"),
                ("Penggoreng Udara AF-55 (Hitam, 7.5L)", "259", None, "OutOfStock"),
            ],
            id="sku-infos-by-id",
        ),
        pytest.param(  # a list of SKUs by another name, each with its own currency
            {
                "skuList": [
                    {"skuName": "1kg", "salePrice": "45.50", "currency": "MYR"},
                    {"skuName": "2kg", "salePrice": "84.90", "currency": "MYR"},
                ]
            },
            [("1kg", "45.5", "MYR", None), ("2kg", "84.9", "MYR", None)],
            id="sku-list",
        ),
        pytest.param(  # near miss: SKU info that is no list of priced variants
            {"skuInfos": {"880112": {"variationName": "Hitam", "stock": 3}}},
            [],
            id="sku-infos-without-prices",
        ),
        pytest.param(
            {
                "ten": "Áo thun",
                "bienThe": [{"ten": "M", "gia": 149000}, {"ten": "L", "gia": 159000}],
            },
            [("Áo thun (M)", "149000", None, None), ("Áo thun (L)", "159000", None, None)],
            id="vietnamese-keys",
        ),
        pytest.param(
            {
                "nombre": "Camiseta",
                "moneda": "MXN",
                "variantes": [{"nombre": "Roja", "precio": 299, "disponible": False}],
            },
            [("Camiseta (Roja)", "299", "MXN", "OutOfStock")],
            id="spanish-keys",
        ),
        pytest.param(  # a response fetched on the server, kept as text (SvelteKit's)
            {
                "status": 200,
                "body": json.dumps(
                    {
                        "product": {
                            "name": "พัดลม",
                            "currency": "THB",
                            "variants": [{"name": "สีดำ", "price": 1290, "stock": 0}],
                        }
                    }
                ),
            },
            [("พัดลม (สีดำ)", "1290", "THB", "OutOfStock")],
            id="json-kept-as-a-string",
        ),
        pytest.param(  # the currency the state around the product states
            {
                "moneda": "MXN",
                "producto": {
                    "nombre": "Audífonos",
                    "variantes": [{"nombre": "Negro", "precio": 1299}],
                },
            },
            [("Audífonos (Negro)", "1299", "MXN", None)],
            id="currency-of-the-state-around",
        ),
        pytest.param(
            {
                "currency": "EUR",
                "items": [
                    {
                        "title": "Mug",
                        "variants": [{"title": "Red", "price": "12.50", "currency": "GBP"}],
                    }
                ],
            },
            [("Mug (Red)", "12.5", "GBP", None)],
            id="a-variants-own-currency-first",
        ),
        pytest.param(
            {"bezeichnung": "Tasse", "varianten": [{"bezeichnung": "Blau", "preis": "12,90"}]},
            [("Tasse (Blau)", "12.9", None, None)],
            id="german-keys",
        ),
        pytest.param(
            {
                "name": "Kubek",
                "variants": [
                    {
                        "name": "350 ml",
                        "quantityAvailable": 7,
                        "pricing": {
                            "onSale": False,
                            "price": {"gross": {"amount": Decimal("49.0"), "currency": "PLN"}},
                            "priceUndiscounted": {
                                "gross": {"amount": Decimal("55.0"), "currency": "PLN"}
                            },
                        },
                    },
                    {
                        "name": "500 ml",
                        "quantityAvailable": 0,
                        "pricing": {
                            "price": {"gross": {"amount": Decimal("59.0"), "currency": "PLN"}}
                        },
                    },
                ],
            },
            [
                ("Kubek (350 ml)", "49", "PLN", "InStock"),
                ("Kubek (500 ml)", "59", "PLN", "OutOfStock"),
            ],
            id="saleor-pricing-gross-money",
        ),
        pytest.param(
            {
                "name": "Oak Desk",
                "variants": [
                    {
                        "name": "120 cm",
                        "priceWithTax": 24900,
                        "currencyCode": "GBP",
                        "stockLevel": "IN_STOCK",
                    },
                    {
                        "name": "160 cm",
                        "priceWithTax": 31900,
                        "currencyCode": "GBP",
                        "stockLevel": "OUT_OF_STOCK",
                    },
                ],
            },
            [
                ("Oak Desk (120 cm)", "24900", "GBP", "InStock"),
                ("Oak Desk (160 cm)", "31900", "GBP", "OutOfStock"),
            ],
            id="vendure-price-with-tax-and-stock-level",
        ),
        pytest.param(
            {
                "title": "Camisa de lino",
                "variants": [
                    {
                        "title": "S",
                        "inventory_quantity": 3,
                        "calculated_price": {
                            "calculated_amount": 45,
                            "original_amount": 50,
                            "currency_code": "eur",
                        },
                    },
                    {"title": "M", "inventory_quantity": 0, "calculated_price": 4700},
                ],
            },
            [
                ("Camisa de lino (S)", "45", "EUR", "InStock"),
                ("Camisa de lino (M)", "4700", None, "OutOfStock"),
            ],
            id="medusa-calculated-price-object-or-minor-units",
        ),
        pytest.param(
            {
                "title": "Wollen trui",
                "variants": {
                    "911": {
                        "title": "Maat: S",
                        "price": {"price": Decimal("29.95"), "price_old": Decimal("39.95")},
                        "stock": {"available": True, "on_stock": True, "level": 5},
                    },
                    "912": {
                        "title": "Maat: M",
                        "price": {"price": Decimal("31.95")},
                        "stock": {"available": False, "level": 0},
                    },
                    "913": {
                        "title": "Maat: L",
                        "price": {"price": Decimal("31.95")},
                        "stock": {"level": 0},
                    },
                },
            },
            [
                ("Wollen trui (Maat: S)", "29.95", None, "InStock"),
                ("Wollen trui (Maat: M)", "31.95", None, "OutOfStock"),
                ("Wollen trui (Maat: L)", "31.95", None, "OutOfStock"),
            ],
            id="lightspeed-variants-keyed-by-id-stock-object",
        ),
        pytest.param(
            {"title": "Mug", "variants": {"red": {"title": "Red", "price": "5.00"}}},
            [],
            id="variants-keyed-by-names-are-no-id-map",
        ),
        # A Cafe24 shop's option stock: the document itself keys each option by its code,
        # names it by its values, prices it whole and flags its sale by a letter.
        pytest.param(
            {
                "P0000BKZ000A": {
                    "option_name": "\uc0c9\uc0c1#$%\uc0ac\uc774\uc988",
                    "option_value": "\ube14\ub799-S",
                    "option_price": 39000,
                    "stock_price": "0.00",
                    "stock_number": 14,
                    "is_selling": "T",
                },
                "P0000BKZ000F": {
                    "option_name": "\uc0c9\uc0c1#$%\uc0ac\uc774\uc988",
                    "option_value": "\ud654\uc774\ud2b8-L",
                    "option_price": 42000,
                    "stock_price": "3000.00",
                    "stock_number": 0,
                    "is_selling": "F",
                },
            },
            [
                ("\ube14\ub799-S", "39000", None, "InStock"),
                ("\ud654\uc774\ud2b8-L", "42000", None, "OutOfStock"),
            ],
            id="cafe24-option-stock-keyed-by-option-code",
        ),
        pytest.param(
            {"11": {"option_value": "S", "option_price": 10, "stock_number": 0}},
            [("S", "10", None, "OutOfStock")],
            id="keyed-by-numbers-stock-counted",
        ),
        # Keyed by names, or objects that are no variants (no title, no price): no variants.
        pytest.param(
            {"basic": {"title": "Basic", "price": 9}, "pro": {"title": "Pro", "price": 19}},
            [],
            id="plans-keyed-by-names-are-no-variants",
        ),
        pytest.param(
            {"1": {"title": "Home"}, "2": {"price": 5}},
            [],
            id="objects-keyed-by-ids-without-title-and-price-are-no-variants",
        ),
        pytest.param(
            {
                "product": {
                    "name": "Vestido midi",
                    "currency": "EUR",
                    "colors": [
                        {
                            "name": "Negro",
                            "sizes": [
                                {"name": "S", "price": "39.95", "availability": "in_stock"},
                                {"name": "M", "price": "39.95", "availability": "out_of_stock"},
                                {"name": "L", "price": "39.95", "availability": "low_on_stock"},
                            ],
                        }
                    ],
                }
            },
            [
                ("Negro (S)", "39.95", "EUR", "InStock"),
                ("Negro (M)", "39.95", "EUR", "OutOfStock"),
                ("Negro (L)", "39.95", "EUR", "LimitedAvailability"),
            ],
            id="a-fashion-shops-sizes-each-with-its-stock",
        ),
        pytest.param(
            {
                "product": {
                    "name": "Wollmantel",
                    "currency": "EUR",
                    "sizes": [
                        {"size": "38", "sku": "W-38", "price": "159.95", "stockLevel": "LOW"},
                        {"size": "40", "sku": "W-40", "price": "159.95", "stockLevel": "OUT"},
                    ],
                }
            },
            [
                ("Wollmantel (38)", "159.95", "EUR", "LimitedAvailability"),
                ("Wollmantel (40)", "159.95", "EUR", "OutOfStock"),
            ],
            id="sizes-named-by-their-size-not-their-stock-code",
        ),
        pytest.param(
            {
                "product": {
                    "name": "Runner",
                    "currency": "EUR",
                    "sizes": [
                        {"size": 42, "price": "89.95", "stockLevel": "IN_STOCK"},
                        {"size": 42.5, "price": "89.95", "stockLevel": "OUT"},
                    ],
                }
            },
            [
                ("Runner (42)", "89.95", "EUR", "InStock"),
                ("Runner (42.5)", "89.95", "EUR", "OutOfStock"),
            ],
            id="a-shoes-sizes-kept-as-numbers",
        ),
        # An image's sizes have no price: no variants.
        pytest.param(
            {
                "image": {
                    "sizes": [{"name": "thumb", "width": 150}, {"name": "large", "width": 1200}]
                }
            },
            [],
            id="an-images-sizes-are-no-variants",
        ),
        pytest.param([{"price": 5}, {"price": 6}], [], id="a-list-of-bare-prices-names-nothing"),
        pytest.param({"variants": [{"id": 1}, {"id": 2}]}, [], id="variants-without-prices"),
        pytest.param({"variants": "none"}, [], id="not-a-list"),
        pytest.param(
            {
                "title": "Box",
                "variants": [{"title": "XL", "price": "free"}, {"title": "L", "price": True}],
            },
            [],
            id="prices-that-are-not-amounts",
        ),
    ],
)
def test_variants_by_their_shape(data: Any, expected: list[tuple[str, ...]]) -> None:
    assert shown(data) == expected


def test_a_deep_document_is_read_only_so_deep() -> None:
    data: Any = CENTS_PRODUCT
    for _ in range(100):
        data = {"inner": data}
    assert variant_records(data) == []


PAGE = """<html lang="de"><head>
<script type="application/ld+json">{{"@type":"Product","name":"Trail Jacket","offers":
{{"@type":"Offer","price":"129.00","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}}}
</script></head><body><h1>Trail Jacket</h1><p>129,00 €</p>
<select><option>S / Blue</option><option>M / Blue</option></select>
<form class="product-form" data-product="{escaped}"><button>In den Warenkorb</button></form>
</body></html>"""


def page(product: dict[str, Any]) -> bytes:
    return PAGE.format(escaped=html.escape(json.dumps(product))).encode()


def test_every_variant_of_the_page_is_a_record_with_the_page_currency() -> None:
    snapshot = extract(page(CENTS_PRODUCT), "text/html", Rules(extract="prices"))
    assert [record.shown() for record in snapshot.prices] == [
        "€129.00 (InStock)",
        "€129.00 (InStock)",
        "€139.00 (OutOfStock)",
    ]


def test_a_variant_other_than_the_selected_one_changing_is_a_change() -> None:
    moved = json.loads(json.dumps(CENTS_PRODUCT))
    moved["variants"][1]["available"] = True  # back in stock
    before = extract(page(CENTS_PRODUCT), "text/html", Rules(extract="prices"))
    after = extract(page(moved), "text/html", Rules(extract="prices"))
    assert before.digest != after.digest
    assert [r.availability for r in after.prices][-1] == "InStock"


@pytest.mark.parametrize(
    ("data", "whole"),
    [
        ([{"title": "S", "option1": "S", "price": 2900}], True),
        ({"product": {"variants": [{"public_title": "S", "price": 2900}]}}, True),
        (CENTS_PRODUCT, False),  # its ranges say cents: no need to judge
        ([{"title": "S", "price": "29.00"}], False),
        ([{"title": "S", "price": 29}, {"title": "M", "price": Decimal("29.5")}], False),
        ({"variants": [{"id": 1}]}, False),
    ],
)
def test_whole_amounts_are_those_only_the_page_can_tell_cents(data: Any, whole: bool) -> None:
    assert whole_amounts(data) is whole


DAWN = """<html lang="en"><body><h1>Kiln Tee</h1><span class="price">$29.00</span>
<variant-radios><script type="application/json">{variants}</script></variant-radios>
<script>var meta = {{product: {{id: 7, variants: {meta}}}, page: {{pageType: "product"}}}};
for (var attr in meta) {{ window.ShopifyAnalytics.meta[attr] = meta[attr]; }}</script>
</body></html>"""


def theme_page(where: str, m_price: int, available: bool = True) -> bytes:
    variants = [{"id": 1, "title": "S", "option1": "S", "price": 2900, "available": True},
                {"id": 2, "title": "M", "option1": "M", "price": m_price,
                 "available": available}]  # fmt: skip
    listed = json.dumps(variants)
    return DAWN.format(
        variants=listed if where == "json" else "[]", meta=listed if where == "code" else "[]"
    ).encode()


@pytest.mark.parametrize("where", ["json", "code"])
def test_a_themes_bare_variants_are_read_in_cents_when_the_page_shows_them_so(where: str) -> None:
    def snapshot(m_price: int, available: bool = True) -> Any:
        return extract(theme_page(where, m_price, available), "text/html", Rules(extract="prices"))

    found = snapshot(3100)
    assert [(r.label, r.amount, r.availability) for r in found.prices][-2:] == [
        ("S", Decimal("29.00"), "InStock"),
        ("M", Decimal("31.00"), "InStock"),
    ]
    assert snapshot(3300).digest != found.digest
    assert snapshot(3100, available=False).digest != found.digest


def _held_in_a_string(data: Any, form: str) -> str:
    """``data`` as a page's code keeps it for its own JSON.parse: in a call to it, or in a
    string of either quote, every quote inside escaped (or, in ``\\u0022``, every one)."""
    written = json.dumps(data, ensure_ascii=False)
    if form == "parse":
        return f"JSON.parse({json.dumps(written, ensure_ascii=False)})"
    if form == "single":
        return "'" + written.replace("\\", "\\\\").replace('"', '\\"') + "'"
    return '"' + written.replace("\\", "\\\\").replace('"', "\\u0022") + '"'


@pytest.mark.parametrize("form", ["parse", "single", "unicode"])
def test_variants_kept_as_json_in_a_string_are_read(form: str) -> None:
    def snapshot(m_price: int, available: bool = True) -> Any:
        variants = [{"id": 1, "title": "S", "option1": "S", "price": "29.00", "available": True},
                    {"id": 2, "title": "M", "option1": "M", "price": f"{m_price}.00",
                     "available": available}]  # fmt: skip
        held = _held_in_a_string({"product": {"id": 7, "variants": variants}}, form)
        page = (
            '<html lang="en"><body><h1>Kiln Tee</h1><span class="price">$29.00</span>'
            f"<script>var meta = {held};\nrender(meta);</script></body></html>"
        )
        return extract(page.encode(), "text/html", Rules(extract="prices"))

    found = snapshot(31)
    assert [(r.label, r.amount, r.availability) for r in found.prices][-2:] == [
        ("S", Decimal("29.00"), "InStock"),
        ("M", Decimal("31.00"), "InStock"),
    ]
    assert snapshot(33).digest != found.digest
    assert snapshot(31, available=False).digest != found.digest


def test_whole_amounts_the_page_shows_as_they_are_stay_whole() -> None:
    body = theme_page("json", 31).replace(b"$29.00", b"$2900").replace(b"2900,", b"2900,")
    found = extract(body, "text/html", Rules(extract="prices"))
    assert [r.amount for r in found.prices][-2:] == [Decimal(2900), Decimal(31)]


def test_a_storefront_apis_json_body_gives_every_variant_with_its_stock() -> None:
    def snapshot(available: bool) -> Any:
        node = {"title": "M", "availableForSale": available,
                "price": {"amount": "45.0", "currencyCode": "EUR"}}  # fmt: skip
        data = {"data": {"product": {"title": "Shirt", "variants": {"edges": [{"node": node}]}}}}
        return extract(json.dumps(data).encode(), "application/json", Rules(extract="prices"))

    found = snapshot(True)
    assert ("Shirt (M)", Decimal(45), "InStock") in [
        (r.label, r.amount, r.availability) for r in found.prices
    ]
    assert snapshot(False).digest != found.digest


_NUXT_VARIAN = (
    'window.__NUXT__={{"produk":{{"nama":"Sepatu","varian":['
    '{{"nama":"Hitam","harga":189000,"stok":5}},{{"nama":"Putih","harga":{other},"stok":3}}]}}}}'
)
_REDUX_CONFIGURABLE = (
    'window.__INITIAL_STATE__={{"product":{{"name":"Nồi","configurable_products":['
    '{{"option1":"6L","price":1890000}},{{"option1":"8L","price":{other}}}]}}}}'
)
_VUE_DECLINAISONS = (
    'window.__INITIAL_STATE__={{"produit":{{"nom":"Moulin","declinaisons":['
    '{{"nom":"Noir","prix":149.0,"stock":3}},{{"nom":"Noyer","prix":{other},"stock":2}}]}}}}'
)
_ACCENTED_DECLINAISONS = (
    'var fiche = {{"nom": "Théière", "déclinaisons": ['
    '{{"nom": "0,8 L", "prix": 39}}, {{"nom": "1,2 L", "prix": {other}}}]}};'
)
_BARE_VARIACOES = (
    'var produto = {{nome: "Caneca", variacoes: ['
    '{{nome: "Azul", preco: 49.9}}, {{nome: "Verde", preco: {other}}}]}};'
)


@pytest.mark.parametrize(
    ("language", "shown_price", "others", "state"),
    [
        ("id", "Rp189.000", ("209000", "219000"), _NUXT_VARIAN),
        ("vi", "1.890.000 ₫", ("2390000", "2290000"), _REDUX_CONFIGURABLE),
        ("pt", "R$ 49,90", ("59.9", "64.9"), _BARE_VARIACOES),
        ("fr", "149,00 €", ("159.0", "169.0"), _VUE_DECLINAISONS),
        ("fr", "39,00 €", ("45", "49"), _ACCENTED_DECLINAISONS),
    ],
)
def test_a_variant_under_a_list_named_in_another_way_is_read_from_a_script(
    language: str, shown_price: str, others: tuple[str, str], state: str
) -> None:
    def page(other: str) -> bytes:
        script = state.format(other=other)
        return (
            f'<html lang="{language}"><body><main><h1>X</h1><p>{shown_price}</p></main>'
            f"<script>{script}</script></body></html>"
        ).encode()

    one, other = (extract(page(n), "text/html", Rules(extract="prices")) for n in others)
    assert one.digest != other.digest
    assert len(one.prices) >= 2


@pytest.mark.parametrize(
    ("variant", "other", "shown"),
    [
        pytest.param(
            {
                "name": "500 ml",
                "pricing": {"price": {"gross": {"amount": 59.0, "currency": "PLN"}}},
            },
            {
                "name": "500 ml",
                "pricing": {"price": {"gross": {"amount": 62.0, "currency": "PLN"}}},
            },
            "<p>49,00 zł</p>",
            id="saleor",
        ),
        pytest.param(
            {"name": "160 cm", "priceWithTax": 31900, "currencyCode": "GBP"},
            {
                "name": "160 cm",
                "priceWithTax": 31900,
                "currencyCode": "GBP",
                "stockLevel": "OUT_OF_STOCK",
            },
            "<p>£249.00</p>",
            id="vendure-stock",
        ),
    ],
)
def test_a_headless_shops_variant_in_an_apollo_cache_changing_is_a_change(
    variant: dict[str, Any], other: dict[str, Any], shown: str
) -> None:
    def page(second: dict[str, Any]) -> bytes:
        cache = {
            "ROOT_QUERY": {'product({"slug":"x"})': {"__ref": "Product:7"}},
            "Product:7": {"name": "Item", "variants": [{"__ref": "V:1"}, {"__ref": "V:2"}]},
            "V:1": {"name": "first", "priceWithTax": 24900, "currencyCode": "GBP"}
            if "GBP" in json.dumps(second)
            else {"name": "first", "pricing": {"price": {"gross": {"amount": 49.0,
                                                                   "currency": "PLN"}}}},
            "V:2": second,
        }  # fmt: skip
        data = {"props": {"pageProps": {"__APOLLO_STATE__": cache}}}
        state = f'<script id="__NEXT_DATA__" type="application/json">{json.dumps(data)}</script>'
        return f"<main><h1>Item</h1>{shown}</main>{state}".encode()

    one, two = (extract(page(v), "text/html", Rules(extract="prices")) for v in (variant, other))
    assert len(one.prices) > 1
    assert one.digest != two.digest


def test_variants_an_apollo_cache_links_by_ref_are_records() -> None:
    def page(blue_stock: bool) -> bytes:
        cache = {
            "ROOT_QUERY": {'product({"slug":"mug"})': {"__ref": "Product:7"}},
            "Product:7": {"name": "Mug",
                          "variants": [{"__ref": "Variant:1"}, {"__ref": "Variant:2"}]},
            "Variant:1": {"title": "Red", "price": {"amount": "12.00", "currencyCode": "EUR"},
                          "availableForSale": True},
            "Variant:2": {"title": "Blue", "price": {"amount": "14.00", "currencyCode": "EUR"},
                          "availableForSale": blue_stock},
        }  # fmt: skip
        state = f"<script>window.__APOLLO_STATE__={json.dumps(cache)};</script>"
        return f"<main><h1>Mug</h1><p>12,00 €</p></main>{state}".encode()

    one, other = (
        extract(page(stock), "text/html", Rules(extract="prices")) for stock in (True, False)
    )
    found = [(r.label, str(r.amount), r.currency, r.availability) for r in one.prices]
    assert ("Mug (Blue)", "14.00", "EUR", "InStock") in found
    assert one.digest != other.digest


@pytest.mark.parametrize(
    ("lang", "shown", "currency"), [("es", "45,00 €", "eur"), ("en-GB", "£45.00", "gbp")]
)
def test_variants_in_a_server_components_payload_are_records(
    lang: str, shown: str, currency: str
) -> None:
    # A Medusa storefront on Next.js' App Router streams its product only in the flight rows.
    def page(medium_stock: int) -> bytes:
        product = {"product": {"title": "Linen Shirt", "variants": [
            {"title": "S", "inventory_quantity": 3,
             "calculated_price": {"calculated_amount": 45, "currency_code": currency}},
            {"title": "M", "inventory_quantity": medium_stock,
             "calculated_price": {"calculated_amount": 47, "currency_code": currency}},
        ]}}  # fmt: skip
        row = json.dumps(f'5:["$","$L12",null,{json.dumps(product)}]\n')
        flight = f"<script>self.__next_f.push([1,{row}])</script>"
        return f'<html lang="{lang}"><h1>Linen Shirt</h1><p>{shown}</p>{flight}'.encode()

    one, other = (extract(page(stock), "text/html", Rules(extract="prices")) for stock in (4, 0))
    found = [(r.label, str(r.amount), r.currency, r.availability) for r in one.prices]
    assert ("Linen Shirt (M)", "47", currency.upper(), "InStock") in found
    assert one.digest != other.digest


def _bitrix_offer(name: str, price: int, can_buy: bool = True) -> dict[str, Any]:
    return {
        "ID": "45212", "NAME": name, "TREE": {"PROP_112": "401"},
        "ITEM_PRICES": [{"BASE_PRICE": price + 5000, "PRICE": price, "CURRENCY": "RUB",
                         "PRINT_PRICE": f"{price} ₽", "DISCOUNT": 5000}],
        "ITEM_PRICE_SELECTED": 0, "CAN_BUY": can_buy, "MAX_QUANTITY": "7",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        pytest.param(
            {
                "PRODUCT": {"ID": "4521", "NAME": "Galant X12"},
                "OFFERS": [
                    _bitrix_offer("Galant X12 8/128 ГБ", 79990),
                    _bitrix_offer("Galant X12 8/256 ГБ", 89990, can_buy=False),
                ],
            },
            [
                ("Galant X12 8/128 ГБ", "79990", "RUB", "InStock"),
                ("Galant X12 8/256 ГБ", "89990", "RUB", "OutOfStock"),
            ],
            id="bitrix-item-prices",
        ),
        pytest.param(
            {
                "OFFERS": [
                    {
                        "NAME": "Чайник, белый",
                        "CAN_BUY": True,
                        "PRICE": {"VALUE": "64.90", "DISCOUNT_VALUE": "59.90", "CURRENCY": "BYN"},
                    }
                ]
            },
            [("Чайник, белый", "59.9", "BYN", "InStock")],
            id="bitrix-older-discount-value",
        ),
        pytest.param(
            {
                "OFFERS": [
                    {
                        "NAME": "S",
                        "ITEM_PRICES": [{"PRICE": 10}, {"PRICE": 8}],
                        "ITEM_PRICE_SELECTED": 1,
                    }
                ]
            },
            [("S", "8", None, None)],
            id="bitrix-selected-quantity-range",
        ),
        pytest.param(
            {"offers": [{"name": "S", "price": 10}]},
            [],
            id="lower-case-offers-are-schema-orgs-not-variants",
        ),
        pytest.param(
            {"USD": {"variants": [{"title": "S", "price": 10}]}},
            [("S", "10", None, None)],
            id="currency-codes-are-no-capital-keys",
        ),
    ],
)
def test_a_php_shops_capital_keys_are_read_as_variants(
    data: Any, expected: list[tuple[str, ...]]
) -> None:
    assert shown(data) == expected


def test_a_bitrix_offer_the_page_does_not_show_changing_is_a_change() -> None:
    def page(hidden_price: int) -> bytes:
        offers = [
            _bitrix_offer("Galant X12 8/256 ГБ", 89990),
            _bitrix_offer("Galant X12 12/512 ГБ", hidden_price),
        ]
        params = json.dumps({"PRODUCT": {"ID": "4521"}, "OFFERS": offers}, ensure_ascii=False)
        code = params.replace('"', "'")  # the component writes a PHP array as a JS literal
        return (
            '<html lang="ru"><body><h1>Galant X12 8/256 ГБ</h1><p>89 990 ₽</p>'
            f"<script>var obbx_117848907_4521 = new JCCatalogElement({code});</script>"
            "</body></html>"
        ).encode()

    one, other = (extract(page(n), "text/html", Rules(extract="prices")) for n in (104990, 99990))
    assert one.digest != other.digest
    assert "Galant X12 12/512 ГБ" in {record.label for record in one.prices}
