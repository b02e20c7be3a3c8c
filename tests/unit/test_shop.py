"""A shop's product variants from its product JSON, whatever shop wrote it: the shape decides."""

import html
import json
from decimal import Decimal
from typing import Any

import pytest

from monitor.extract import Rules, extract
from monitor.extract.shop import variant_records

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
        (r.label, None if r.amount is None else format(r.amount.normalize(), "f"), r.currency,
         r.availability)
        for r in variant_records(data)
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        pytest.param(CENTS_PRODUCT, [("Trail Jacket (S / Blue)", "129", None, "InStock"),
                                     ("Trail Jacket (M / Blue)", "139", None, "OutOfStock")],
                     id="cents-by-shape"),
        pytest.param(
            {"product": {"name": "Mug", "currency": "EUR", "variants": [
                {"name": "Red", "price": "12,50", "availability": "https://schema.org/InStock"},
                {"options": [{"name": "Colour", "value": "Black"}], "price": Decimal("13.5"),
                 "inStock": False}]}},
            [("Mug (Red)", "12.5", "EUR", "InStock"), ("Mug (Black)", "13.5", "EUR", "OutOfStock")],
            id="decimal-prices-nested-and-option-objects"),
        pytest.param(
            {"title": "Tea", "variants": [{"title": "250 g", "price": {"amount": "9.90",
                                                                       "currencyCode": "GBP"},
                                           "currencyCode": "GBP", "availableForSale": True}]},
            [("Tea (250 g)", "9.9", "GBP", "InStock")],
            id="price-object"),
        pytest.param(  # a list of variations, as an attribute holds it, named by attributes
            [{"attributes": {"attribute_pa_size": "m", "attribute_pa_colour": "slate"},
              "display_price": 18990, "is_in_stock": True},
             {"attributes": {"attribute_pa_size": "l", "attribute_pa_colour": "slate"},
              "display_price": 19990, "is_in_stock": False}],
            [("m / slate", "18990", None, "InStock"), ("l / slate", "19990", None, "OutOfStock")],
            id="variations-list-by-attributes"),
        pytest.param({"skus": [{"sku": "A-1", "salePrice": "5.00"}]}, [("A-1", "5", None, None)],
                     id="skus"),
        pytest.param([{"price": 5}, {"price": 6}], [], id="a-list-of-bare-prices-names-nothing"),
        pytest.param({"variants": [{"id": 1}, {"id": 2}]}, [], id="variants-without-prices"),
        pytest.param({"variants": "none"}, [], id="not-a-list"),
        pytest.param({"title": "Box", "variants": [{"title": "XL", "price": "free"},
                                                   {"title": "L", "price": True}]},
                     [], id="prices-that-are-not-amounts"),
    ],
)  # fmt: skip
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
    snapshot = extract(page(CENTS_PRODUCT), "text/html", Rules("prices"))
    assert [record.shown() for record in snapshot.prices] == [
        "€129.00 (InStock)", "€129.00 (InStock)", "€139.00 (OutOfStock)"
    ]  # fmt: skip


def test_a_variant_other_than_the_selected_one_changing_is_a_change() -> None:
    moved = json.loads(json.dumps(CENTS_PRODUCT))
    moved["variants"][1]["available"] = True  # back in stock
    before = extract(page(CENTS_PRODUCT), "text/html", Rules("prices"))
    after = extract(page(moved), "text/html", Rules("prices"))
    assert before.digest != after.digest
    assert [r.availability for r in after.prices][-1] == "InStock"
