"""A product's options keyed by id, and stock matrices, read by shape: which shop wrote the
data does not matter."""

from typing import Any

import pytest

from monitor.extract import Rules, extract, options
from monitor.extract.options import option_records, stock_records, stock_state

Row = tuple[str, str | None, str | None]


def rows(records: Any) -> list[Row]:
    return [
        (r.label, None if r.amount is None else format(r.amount.normalize(), "f"), r.availability)
        for r in records
    ]


def prices(**by_id: Any) -> dict[str, Any]:
    return {
        key.lstrip("_"): {"finalPrice": {"amount": v}, "oldPrice": {"amount": 1}}
        for key, v in by_id.items()
    }


COLOURS = {"attributes": {"93": {"code": "color", "options": [
    {"id": "49", "label": "Steel", "products": ["101"]},
    {"id": "50", "label": "Black", "products": ["102"]},
    {"id": "51", "label": "Green", "products": []}]}}}  # fmt: skip


def _changes(page: str, before: tuple[str, str, str], after: tuple[str, str, str]) -> bool:
    """Whether ``page`` filled in with ``before`` and with ``after`` (for its marks @1, @2 and
    @3) differ in prices mode."""

    def filled(values: tuple[str, str, str]) -> bytes:
        text = page
        for mark, value in zip(("@1", "@2", "@3"), values, strict=True):
            text = text.replace(mark, value)
        return text.encode()

    rules = Rules(extract="prices")
    one, other = (extract(filled(v), "text/html", rules) for v in (before, after))
    return one.digest != other.digest


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        pytest.param(
            {
                "config": {
                    **COLOURS,
                    "optionPrices": prices(_101=1490, _102=1540, _103=1590),
                    "index": {"101": {"93": "49"}, "102": {"93": "50"}, "103": {"93": "51"}},
                }
            },
            [
                ("Steel", "1490", "InStock"),
                ("Black", "1540", "InStock"),
                ("Green", "1590", "OutOfStock"),
            ],
            id="labels-from-options-and-an-index-unlisted-is-out",
        ),
        pytest.param(
            {
                **COLOURS,
                "optionPrices": prices(_101=10, _102=11),
                "stockStatus": {"101": "out_of_stock", "102": "in_stock"},
            },
            [("Steel", "10", "OutOfStock"), ("Black", "11", "InStock")],
            id="a-stock-map-says-first",
        ),
        pytest.param(
            {
                "attributes": {
                    "93": {
                        "code": "color",
                        "options": [
                            {"id": "49", "label": "Marine", "products": ["4121", "4122"]},
                            {"id": "50", "label": "Olijf", "products": ["4123"]},
                        ],
                    }
                },
                "optionPrices": prices(_4121="89.95", _4122="94.95", _4123="89.95"),
                "salable": {"93": {"49": ["4121"], "50": ["4123"]}},
            },
            [
                ("Marine", "89.95", "InStock"),
                ("Marine", "94.95", "OutOfStock"),
                ("Olijf", "89.95", "InStock"),
            ],
            id="listed-by-its-option-but-not-salable-is-out",
        ),
        pytest.param(
            {**COLOURS, "optionPrices": prices(_101=10, _102=11), "saleable_ids": [102]},
            [("Steel", "10", "OutOfStock"), ("Black", "11", "InStock")],
            id="a-flat-list-of-buyable-ids",
        ),
        pytest.param(
            {
                **COLOURS,
                "optionPrices": prices(_101=10, _102=11, _103=12),
                "salable": [],
                "purchasable": True,
            },
            [("Steel", "10", "InStock"), ("Black", "11", "InStock"), ("103", "12", "OutOfStock")],
            id="an-empty-map-or-a-flag-says-nothing-the-options-do",
        ),
        pytest.param(
            {"prices": {"7001": {"price": 5}, "7002": {"price": 6}}, "buyable": {"x": ["9"]}},
            [("7001", "5", None), ("7002", "6", None)],
            id="a-map-of-other-ids-says-nothing",
        ),
        pytest.param(
            {
                "sizes": [{"name": "S", "variants": [7001]}, {"name": "M", "variants": [7002]}],
                "colours": [{"name": "Red", "variants": [7001, 7002]}],
                "prices": {"7001": {"price": "19.90"}, "7002": {"price": "21,90"}},
            },
            [("S / Red", "19.9", "InStock"), ("M / Red", "21.9", "InStock")],
            id="several-attributes-joined-in-their-order",
        ),
        pytest.param(
            {"prices": {"sku-1": {"amount": 5}, "sku-2": {"amount": 6}}},
            [("sku-1", "5", None), ("sku-2", "6", None)],
            id="ids-alone-name-options",
        ),
        pytest.param(
            {"plans": {"pro": {"price": 9}, "team": {"price": 19}}},
            [],
            id="keys-without-a-digit-are-names-not-ids",
        ),
        pytest.param(
            {"p": {"1": {"name": "Pro", "price": 9}, "2": {"name": "T", "price": 1}}},
            [],
            id="named-objects-are-plans-read-elsewhere",
        ),
        pytest.param({"p": {"1": {"price": 9}}}, [], id="one-entry-is-no-map"),
        pytest.param(
            {"p": {"1": {"price": 9}, "2": {"price": "free"}}},
            [],
            id="an-entry-without-an-amount-is-no-price-map",
        ),
        pytest.param(
            [[[[{"x": {"1": {"price": 2}, "2": {"price": 3}}}]]]],
            [("1", "2", None), ("2", "3", None)],
            id="anywhere-in-the-document",
        ),
    ],
)
def test_option_records(data: Any, expected: list[Row]) -> None:
    assert rows(option_records(data)) == expected


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        pytest.param(
            {"black": {"S": "in", "M": "out"}, "sand": {"S": "low"}},
            [
                ("black / S", None, "InStock"),
                ("black / M", None, "OutOfStock"),
                ("sand / S", None, "LimitedAvailability"),
            ],
            id="two-levels-of-codes",
        ),
        pytest.param(
            {"stock": {"38": "InStock", "39": "https://schema.org/SoldOut"}},
            [("stock / 38", None, "InStock"), ("stock / 39", None, "SoldOut")],
            id="schema-names-inside-a-wrapper",
        ),
        pytest.param(
            {"S": "Slutsåld", "M": "auf Lager"},
            [("S", None, "SoldOut"), ("M", None, "InStock")],
            id="words-of-any-language",
        ),
        pytest.param({"S": "in", "M": "medium"}, [], id="a-leaf-that-is-no-state-is-no-matrix"),
        pytest.param({"S": "in"}, [], id="one-leaf-is-no-matrix"),
        pytest.param(
            {"a": {"b": {"c": {"d": "in", "e": "out"}}}},
            [("b / c / d", None, "InStock"), ("b / c / e", None, "OutOfStock")],
            id="the-outermost-matrix-three-deep",
        ),
        pytest.param({"autoplay": True, "loop": False}, [], id="booleans-say-nothing"),
    ],
)
def test_stock_records(data: Any, expected: list[Row]) -> None:
    assert rows(stock_records(data)) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("in_stock", "InStock"),
        ("OUT-OF-STOCK", "OutOfStock"),
        ("low", "LimitedAvailability"),
        ("backordered", "BackOrder"),
        ("pre order", "PreOrder"),
        ("épuisé", "SoldOut"),
        ("nicht auf Lager", "OutOfStock"),
        ("", None),
        ("blue", None),
        (3, None),
        ("x" * 500, None),
    ],
)
def test_stock_state(value: Any, expected: str | None) -> None:
    assert stock_state(value) == expected


MAGENTO_LIKE = """<html><body><div class="product">
<h1>Espresso machine</h1><p class="price">1.490,00 €</p></div>
<script type="text/x-magento-init">{"[data-role=swatch-options]": {"renderer": {"jsonConfig":
{"attributes": {"93": {"options": [{"id": "49", "label": "Steel", "products": ["101"]},
{"id": "50", "label": "Black", "products": ["102"]}]}},
"optionPrices": {"101": {"finalPrice": {"amount": 1490}},
"102": {"finalPrice": {"amount": @1}}}}}}}</script></body></html>"""
STOCK_ATTRIBUTE = """<html><body><product-page><h1>Jacket</h1><p>2 495 kr</p>
<size-picker data-stock='{"black": {"S": "in", "M": "@1"}}'></size-picker>
</product-page></body></html>"""
MEMBER_TEMPLATE = """<html><body><main><h1>Jacket</h1><p>2 495 kr</p>
<member-price><a href="/login">Log in for the member price</a>
<template><span>Member price @1 kr</span></template></member-price></main>
<template><article><h2>Sample</h2><p>@2 kr</p></article></template></body></html>"""


SELECT_OPTIONS = """<html><body><div id="product"><h1>Duvet set</h1><p>₺1.299,90</p>
<select name="colour"><option value="">--- Please choose ---</option><option>Cream</option>
<option>Sage (+₺@1,00)</option></select></div><select name="country"><option>Türkiye</option>
<option>Shipping to 1 of @2 countries</option></select></body></html>"""


@pytest.mark.parametrize(
    ("page", "before", "after", "selector"),
    [
        pytest.param(MAGENTO_LIKE, "1540", "1590", ".product", id="an-options-price"),
        pytest.param(SELECT_OPTIONS, "150", "200", "#product", id="a-select-options-price"),
        pytest.param(STOCK_ATTRIBUTE, "out", "in", "product-page", id="a-combinations-stock"),
        pytest.param(MEMBER_TEMPLATE, "2245", "1995", "main", id="a-template-in-the-region"),
    ],
)
def test_a_change_only_the_data_or_a_template_holds_is_a_change(
    page: str, before: str, after: str, selector: str
) -> None:
    rules = Rules(extract="prices", selector=selector)
    one = extract(page.replace("@1", before).replace("@2", "1").encode(), "text/html", rules)
    other = extract(page.replace("@1", after).replace("@2", "1").encode(), "text/html", rules)
    assert one.digest != other.digest


def test_a_whole_pages_templates_are_prototypes_not_offers() -> None:
    rules = Rules(extract="prices")
    one = extract(
        MEMBER_TEMPLATE.replace("@1", "2245").replace("@2", "49").encode(), "text/html", rules
    )
    other = extract(
        MEMBER_TEMPLATE.replace("@1", "1995").replace("@2", "59").encode(), "text/html", rules
    )
    assert one.digest == other.digest


def test_a_select_option_is_labelled_by_its_option_and_outside_the_region_is_not_read() -> None:
    page = SELECT_OPTIONS.replace("@1", "150")
    rules = Rules(extract="prices", selector="#product")
    found = extract(page.replace("@2", "30").encode(), "text/html", rules)
    assert ("Sage", "150.00") in [(r.label, str(r.amount)) for r in found.prices]
    other = extract(page.replace("@2", "31").encode(), "text/html", rules)
    assert found.digest == other.digest


SEATS = """<html><body><main><div class="card"><h2>Perpetual licence</h2>
<p><span class="js-price">499</span> zł netto</p><select name="seats">
<option value="1" data-price="499" selected>1 seat</option>
<option value="5" data-price="@1">5 seats (@1 zł / seat)</option>@2</select></div>
<form><select name="sort"><option>Price: under @3 zł</option></select></form>
</main></body></html>"""


@pytest.mark.parametrize(
    ("before", "after", "changes"),
    [
        pytest.param(("399", "", "50"), ("379", "", "50"), True, id="a-tiers-price"),
        pytest.param(
            ("399", "", "50"),
            ("399", '<option value="20" data-price="299">20 seats</option>', "50"),
            True,
            id="a-tier-added",
        ),
        # A select whose options keep no price of their own is no offer beside prices.
        pytest.param(("399", "", "50"), ("399", "", "60"), False, id="a-filters-bound"),
    ],
)
def test_a_whole_pages_select_whose_options_keep_their_price_is_read(
    before: tuple[str, str, str], after: tuple[str, str, str], changes: bool
) -> None:
    assert _changes(SEATS, before, after) is changes


SIGNED = """<html><body><main><h1>Trail Shoe</h1><span class="price">$119.99</span>
<select name="size"><option value="8" data-price="$119.99">US 8</option>
<option value="9" data-price="@1">US 9</option>@2</select></main></body></html>"""


@pytest.mark.parametrize(
    ("before", "after", "changes"),
    [
        pytest.param(("$129.99", "", ""), ("$134.99", "", ""), True, id="a-sizes-price"),
        pytest.param(
            ("$129.99", "", ""),
            ("$129.99", '<option value="10" data-price="$139.99">US 10</option>', ""),
            True,
            id="a-size-added",
        ),
    ],
)
def test_a_select_whose_options_keep_their_price_with_its_sign_is_read(
    before: tuple[str, str, str], after: tuple[str, str, str], changes: bool
) -> None:
    assert _changes(SIGNED, before, after) is changes


VARIANT_SELECTS = [
    # A classic theme's select without script: each variant with its price, one sold out.
    """<html lang="en"><body><main><h1>Linen Shirt</h1><p class="price">$49.00</p>
<form><select name="id" class="product-form__variants"><option value="1">S / Blue - $49.00
</option><option value="2">L / Blue - @1</option><option value="3" disabled>XL / Blue - Sold
out</option>@2</select><select name="sort_by" class="border"><option>Price, low to high
</option><option>Under @3</option><option>Over @3</option></select></form></main></body></html>""",
    """<html lang="de"><body><div class="product"><h1>Kaffee Espresso</h1>
<span class="preis">12,99\u00a0\u20ac</span><label>Gr\u00f6\u00dfe<select id="attribute_pa_gewicht">
<option value="">W\u00e4hle eine Option</option><option>250 g (12,99\u00a0\u20ac)</option>
<option>1 kg (@1)</option>@2</select></label><select name="orderby"><option>Preis aufsteigend
</option><option>bis @3</option></select><select name="versand"><option>DHL \u2013 @3</option>
<option>DPD \u2013 4,95\u00a0\u20ac</option></select></div></body></html>""",
]
_VARIANT_VALUES = [("$54.00", "$19.00"), ("39,99\u00a0\u20ac", "4,50\u00a0\u20ac")]
_VARIANT_ADDED = [
    '<option value="4">M / Blue - $49.00</option>',
    "<option>500 g (22,99\u00a0\u20ac)</option>",
]


@pytest.mark.parametrize("index", range(len(VARIANT_SELECTS)))
def test_a_whole_pages_select_of_variants_with_their_prices_is_read(index: int) -> None:
    """A select whose options each name a variant and its price is a list of offers; a sort
    order's, a filter's or a shipping's select beside it is none."""
    page, (price, bound), added = (
        VARIANT_SELECTS[index],
        _VARIANT_VALUES[index],
        _VARIANT_ADDED[index],
    )
    before = (price, "", bound)
    assert _changes(page, before, ("77,00 €" if "€" in price else "$77.00", "", bound))
    assert _changes(page, before, (price, added, bound))
    assert not _changes(page, before, (price, "", bound.replace("4", "6").replace("1", "2")))


@pytest.mark.parametrize(
    "select",
    [
        '<select name="store_id"><option>Berlin - 0,00 \u20ac</option><option>Hamburg - @1'
        "</option>",
        '<select name="payment_method_id"><option>PayPal - 0,00 \u20ac</option><option>Nachnahme'
        " - @1</option>",
        '<select name="versand" id="id_versand"><option>DHL - 0,00 \u20ac</option><option>DPD -'
        " @1</option>",
    ],
)
def test_a_select_named_as_no_variants_picker_is_no_offer(select: str) -> None:
    """A store's, a payment's or a shipping's select, each option with its price."""
    page = (
        f"<html><body><h1>Hemd</h1><p>29,00 \u20ac</p><form>{select}</select></form></body></html>"
    )
    assert not _changes(page, ("4,90 \u20ac", "", ""), ("6,90 \u20ac", "", ""))


@pytest.mark.parametrize(
    ("select", "expected"),
    [
        # osCommerce's heirs name a variant's select "id[1]".
        (
            '<select name="id[1]"><option>Rot - 12,00 EUR</option><option>Blau - 13,00 EUR'
            "</option>",
            [("Blau", "13.00"), ("Pulli", "12.00"), ("Rot", "12.00")],
        ),
        # A share off in brackets is no amount taken off.
        (
            '<select name="id"><option>Single - 12,00 EUR</option><option>Bundle of 3 (-10%) -'
            " 32,40 EUR</option>",
            [("Bundle of 3 (-10%)", "32.40"), ("Pulli", "12.00"), ("Single", "12.00")],
        ),
        # Bootstrap's "order-first" class is layout, no sort order.
        (
            '<select name="options[Size]" class="form-select order-first"><option>S</option>'
            "<option disabled>XL - ausverkauft</option>",
            [("Pulli", "12.00"), ("S", "None"), ("XL", "None")],
        ),
    ],
)
def test_a_variant_select_by_its_shops_names(select: str, expected: list[tuple[str, str]]) -> None:
    page = f"<html><body><h1>Pulli</h1><p>12,00 EUR</p><form>{select}</select></form></body></html>"
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    assert sorted((r.label, str(r.amount)) for r in found) == expected


def test_a_variety_picker_named_in_german_tells_its_stock() -> None:
    """German's "Sorte" is a variety, no sort order."""
    page = """<html><body><h1>Kaffeebohnen</h1><p>12,99 \u20ac</p><select name="sorte"><option
selected>Arabica</option><option @1>Robusta</option><option>Liberica</option></select>
</body></html>"""
    assert _changes(page, ("", "", ""), ("disabled", "", ""))


def test_an_options_reduction_in_brackets_is_taken_off() -> None:
    page = """<html><body><h1>Laptop</h1><p>$999.00</p><select name="product_attribute_5">
<option>16 GB</option><option>8 GB [-$50.00]</option><option>32 GB [+$50.00]</option>
</select></body></html>"""
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    assert sorted((r.label, str(r.amount)) for r in found) == [
        ("32 GB", "50.00"),
        ("8 GB", "-50.00"),
        ("Laptop", "999.00"),
    ]


def test_a_variant_sold_out_beside_a_variant_with_a_surcharge_is_read() -> None:
    """One option's own price ("XXL (+$5.00)") leaves the others' stock read."""
    page = """<html><body><h1>Linen Shirt</h1><p class="price">$49.00</p><form><select
name="size"><option>S</option><option @1>M</option><option>XXL (+$5.00)</option></select>
<button>Add to cart</button></form></body></html>"""
    assert _changes(page, ("", "", ""), ("disabled", "", ""))


@pytest.mark.parametrize(
    ("option", "expected"),
    [
        # The state's words are no part of the option's name: sold out, it is the same
        # option (before: "[\ud488\uc808] \ube14\ub799 / L" was another option's record).
        ("[\ud488\uc808] \ube14\ub799 / L (+3,000\uc6d0)", ("\ube14\ub799 / L", "3000", "SoldOut")),
        ("XXL (+$5.00) - Sold out", ("XXL", "5.00", "SoldOut")),
        ("Rot / 42 (+5,00 \u20ac) ausverkauft", ("Rot / 42", "5.00", "SoldOut")),
        ("\ube14\ub799 / L (+3,000\uc6d0)", ("\ube14\ub799 / L", "3000", None)),
    ],
)
def test_a_priced_options_state_is_no_part_of_its_name(
    option: str, expected: tuple[str, str, str | None]
) -> None:
    page = f"""<html><body><h1>Shirt</h1><p>39,000\uc6d0</p><select name="option1">
<option value="a">S</option><option value="b">{option}</option></select></body></html>"""
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    priced = [(r.label, str(r.amount), r.availability) for r in found if r.label != "Shirt"]
    assert expected in priced


ADD_ONS = """<html><body><main><h1>Banarasi Saree</h1><p>\u20b91,499</p>
<select name="option[218]"><option value=""> --- Please Select --- </option>
<option value="40">Without blouse</option><option value="41">Blouse stitching (+@1)</option>
@2</select>
<form><select name="sort"><option>Price: Low to High</option><option>Under @3</option></select>
<select name="country"><option>India (+91)</option><option>Nepal (+977)</option></select></form>
</main></body></html>"""


@pytest.mark.parametrize(
    ("before", "after", "changes"),
    [
        pytest.param(
            ("\u20b9350.00", "", "\u20b9500"),
            ("\u20b9400.00", "", "\u20b9500"),
            True,
            id="an-add-ons-price",
        ),
        pytest.param(
            ("$5.00", "", "$50"),
            ("$5.00", "<option>Gift box (+$2.00)</option>", "$50"),
            True,
            id="an-add-on-added",
        ),
        pytest.param(
            (" 350 \u20ac", "", "50 \u20ac"),
            (" 375 \u20ac", "", "50 \u20ac"),
            True,
            id="spaced-after-the-plus",
        ),
        # A sort order's bound and a dialling code's "(+91)" are no add-on.
        pytest.param(("$5.00", "", "$50"), ("$5.00", "", "$60"), False, id="a-filters-bound"),
        pytest.param(
            ("$5.00", "", "$50"),
            ("$5.00", "<option>Sri Lanka (+94)</option>", "$50"),
            False,
            id="a-dialling-code",
        ),
    ],
)
def test_a_whole_pages_select_whose_options_write_what_they_add_is_read(
    before: tuple[str, str, str], after: tuple[str, str, str], changes: bool
) -> None:
    assert _changes(ADD_ONS, before, after) is changes


# A whole page whose data states the product: what an option adds is the product form's, even
# where the form's options wait hidden for the theme's script (BigCommerce's Cornerstone).
LD = (
    '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Product",'
    ' "name": "@N", "offers": {"@type": "Offer", "price": "@P", "priceCurrency": "@C"}}</script>'
)
DATA_AND_SURCHARGE = [
    """<html lang="en-CA"><head>@LD</head><body><main><h1>Cascade 64</h1><p>$479.00</p>
<form><div data-product-option-change style="display:none;"><select name="attribute[158]">
<option>No extended warranty</option><option>2-Year Protection Plan (+$@1)</option></select>
</div></form><h2>Related Products</h2><ul><li>Tamper <span>$54.00</span></li></ul></main>
</body></html>""",
    """<html lang="de"><head>@LD</head><body><div class="product"><h1>Kaffeedose</h1>
<p class="price">24,90 € *</p><label>Verpackung <select name="wrap"><option>Ohne</option>
<option>Geschenkverpackung (+@1 €)</option></select></label></div><footer>Impressum</footer>
</body></html>""",
    """<html lang="es"><head>@LD</head><body><div class="ec-product"><h1>Taza Azul</h1>
<div class="ec-price">18,00 €</div><select class="form-control"><option>Sin grabado</option>
<option>Con grabado (+€@1)</option></select></div></body></html>""",
]


@pytest.mark.parametrize(
    ("page", "ld", "before", "after"),
    [
        (DATA_AND_SURCHARGE[0], ("Cascade 64", "479.00", "CAD"), "39.00", "45.00"),
        (DATA_AND_SURCHARGE[1], ("Kaffeedose", "24.90", "EUR"), "2,50", "2,90"),
        (DATA_AND_SURCHARGE[2], ("Taza Azul", "18.00", "EUR"), "5.00", "6.00"),
    ],
)
def test_a_surcharge_beside_the_products_data_is_read(
    page: str, ld: tuple[str, str, str], before: str, after: str
) -> None:
    data = LD.replace("@N", ld[0]).replace("@P", ld[1]).replace("@C", ld[2])
    whole = page.replace("@LD", data)
    assert _changes(whole, (before, "", ""), (after, "", ""))


@pytest.mark.parametrize(
    ("lang", "options", "expected"),
    [
        pytest.param(
            "pl",
            ("250 g", "500 g (+ 160,00 zł)", "1 kg (+ 480,00 zł)"),
            [("500 g", "160.00"), ("1 kg", "480.00")],
            id="a-base-size-with-a-figure",
        ),
        pytest.param(
            "de",
            ("0,5 l", "1 l (+ 5,00 €)", "Rot"),
            [("1 l", "5.00")],
            id="a-measure-over-a-surcharge",
        ),
        # nopCommerce writes an attribute's adjustment in square brackets.
        pytest.param(
            "pl",
            ("8 GB", "16 GB [+320,00 zł]", "32 GB [+890,00 zł]"),
            [("16 GB", "320.00"), ("32 GB", "890.00")],
            id="square-brackets",
        ),
        pytest.param(
            "nl",
            ("Zonder gravure", "Met gravure [+ €7,50]"),
            [("Met gravure", "7.50")],
            id="square-brackets-spaced",
        ),
    ],
)
def test_an_unpriced_option_names_no_other_options_surcharge(
    lang: str, options: tuple[str, ...], expected: list[tuple[str, str]]
) -> None:
    # The base option ("250 g") holds a figure: read with the others, it headed their
    # surcharges as a line without a price heads a list.
    listed = "".join(f"<option>{option}</option>" for option in options)
    data = LD.replace("@N", "Miód").replace("@P", "189.00").replace("@C", "PLN")
    page = f"""<html lang="{lang}"><head>{data}</head><body><div class="product"><h1>Miód</h1>
<p class="price">189,00</p><select name="size">{listed}</select></div></body></html>"""
    found = extract(page.encode(), "text/html; charset=utf-8", Rules(extract="prices")).prices
    surcharges = [(record.label, str(record.amount)) for record in found]
    assert surcharges[-len(expected) :] == expected


CYCLES = """<html lang="es-CL"><body><main><article class="plan"><h3>Pyme</h3>
<p class="price">$8.990 <span>/mes</span></p><form><label>Ciclo de facturación</label>
<select name="ciclo"><option selected>Mensual — $8.990 /mes</option>
<option>Anual — $@1</option>@2</select></form></article>
<form><select name="orden"><option>Precio: hasta $@3</option><option>Express — $@3</option>
</select></form></main></body></html>"""


@pytest.mark.parametrize(
    ("before", "after", "changes"),
    [
        pytest.param(("86.280", "", "50.000"), ("89.880", "", "50.000"), True, id="a-terms-price"),
        pytest.param(
            ("86.280", "", "50.000"),
            ("86.280", "<option>Bienal — $151.080</option>", "50.000"),
            True,
            id="a-term-added",
        ),
        pytest.param(
            ("86.280", "<option>Semestral — $48.540</option>", "50.000"),
            ("86.280", "<option>Trimestral — $48.540</option>", "50.000"),
            True,
            id="a-terms-period",
        ),
        # A price filter's bound and a shipping method name no term: no offer beside prices.
        pytest.param(("86.280", "", "50.000"), ("86.280", "", "60.000"), False, id="a-filter"),
    ],
)
def test_a_whole_pages_select_of_billing_terms_with_their_prices_is_read(
    before: tuple[str, str, str], after: tuple[str, str, str], changes: bool
) -> None:
    assert _changes(CYCLES, before, after) is changes


def test_a_billing_terms_price_is_named_by_its_plans_card() -> None:
    page = CYCLES.replace("@1", "86.280").replace("@2", "").replace("@3", "50.000")
    found = extract(page.encode(), "text/html", Rules(extract="prices"))
    assert ("Pyme Anual", "86280", "CLP", "year") in [
        (r.label, str(r.amount), r.currency, r.period) for r in found.prices
    ]


TIERS = """<html lang="@0"><body><main><article class="plan"><h3>Pro</h3>
<p class="price">@1</p><label>@2<select name="tier">@3</select></label></article>
<form><select name="ship"><option>Standard — @4</option><option>Express — @4</option>
</select></form></main></body></html>"""


@pytest.mark.parametrize(
    ("language", "shown", "options", "expected"),
    [
        pytest.param(
            "en",
            "$49 / year",
            ["1 site - $49/year", "5 sites - $99/year", "25 sites - $199/year"],
            [("Pro 5 sites", "99", "year"), ("Pro 25 sites", "199", "year")],
            id="sites",
        ),
        pytest.param(
            "de",
            "19 € / Monat",
            ["1 Nutzer \u2013 19 € / Monat", "10 Nutzer \u2013 149 € / Monat"],
            [("Pro 10 Nutzer", "149", "month")],
            id="users-de",
        ),
        pytest.param(
            "es",
            "29 € al mes",
            ["3 licencias: 29 € al mes", "10 licencias: 79 € al mes"],
            [("Pro 10 licencias", "79", "month")],
            id="licences-es",
        ),
        pytest.param(
            "pl",
            "99 zł / rok",
            ["1 stanowisko (99 zł / rok)", "5 stanowisk (399 zł / rok)"],
            [("Pro 5 stanowisk", "399", "year")],
            id="seats-pl-bracketed",
        ),
    ],
)
def test_a_select_of_counted_tiers_with_their_prices_is_read(
    language: str, shown: str, options: list[str], expected: list[tuple[str, str, str]]
) -> None:
    page = (
        TIERS.replace("@0", language)
        .replace("@1", shown)
        .replace("@2", "")
        .replace("@3", "".join(f"<option>{option}</option>" for option in options))
        .replace("@4", "$9.99")
    )
    found = extract(page.encode(), "text/html", Rules(extract="prices"))
    read = [(r.label, str(r.amount), r.period) for r in found.prices]
    assert all(tier in read for tier in expected)
    # The shipping methods beside them are no offer, nor their change a change.
    other = extract(page.replace("$9.99", "$12.99").encode(), "text/html", Rules(extract="prices"))
    assert other.digest == found.digest


TOGGLED_TEMPLATE = """<html><body><main x-data="{ annual: false }">
<div class="grid" x-show="!annual"><div class="card"><h3>Team</h3><p>$29 /mo</p></div></div>
@1</main><template id="card-template"><div class="card"><h3>Sample</h3><p>$@2 /mo</p></div>
</template></body></html>"""


@pytest.mark.parametrize(
    ("template", "toggled"),
    [
        ('<template x-if="annual">@T</template>', True),
        ("<template v-else>@T</template>", True),
        ('<template id="plans-yearly">@T</template>', True),
        ('<template data-currency="eur">@T</template>', True),
        # A renderer's prototype, named for what it renders, is no offer.
        ('<template id="plan-card">@T</template>', False),
        ('<template x-for="plan in plans">@T</template>', False),
    ],
)
def test_a_whole_pages_template_a_toggle_renders_is_its_other_side(
    template: str, toggled: bool
) -> None:
    def page(annual: str, sample: str) -> bytes:
        card = f'<div class="card"><h3>Team</h3><p>${annual} /yr</p></div>'
        filled = TOGGLED_TEMPLATE.replace("@1", template.replace("@T", card))
        return filled.replace("@2", sample).encode()

    rules = Rules(extract="prices")
    one = extract(page("290", "49"), "text/html", rules)
    assert (one.digest != extract(page("320", "49"), "text/html", rules).digest) is toggled
    assert one.digest == extract(page("290", "59"), "text/html", rules).digest


@pytest.mark.parametrize(
    ("attributes", "expected"),
    [
        ({"value": "24", "data-price": "6,99", "data-renew": "5,99"}, "6,99"),
        ({"data-amount": "120"}, "120"),
        ({"data-precio": "4.99"}, "4.99"),
        ({"data-price-old": "9.99"}, None),  # another price than the option's
        ({"data-renew": "5,99"}, None),
        # A term's price per month, as a host's select of terms keeps it.
        ({"value": "36", "data-mensal": "9,99", "data-renovacao": "29,99"}, "9,99"),
        ({"data-monthly": "2.99"}, "2.99"),
        ({"data-price-monthly": "2.99"}, "2.99"),
        ({"data-preis-monatlich": "3,49"}, "3,49"),
        ({"data-months": "12"}, None),  # a count of months
        ({"data-term": "12"}, None),
        ({"data-value": "12"}, None),
        ({"data-price": "call us"}, None),
        # A whole price, sign and all, as some shops keep it.
        ({"data-price": "$129.99"}, "$129.99"),
        ({"data-price": "1.299,00 \u20ac"}, "1.299,00 \u20ac"),
        ({"data-precio": "US$ 9"}, "US$ 9"),
        ({"data-price": "$129.99 today"}, None),
        ({"data-price": "ab $129.99"}, None),
        ({"data-price": None}, None),
        ({"price": "12"}, None),
    ],
)
def test_an_options_price_in_a_data_attribute(
    attributes: dict[str, str | None], expected: str | None
) -> None:
    assert options.data_price(attributes) == expected


@pytest.mark.parametrize(
    ("attributes", "expected"),
    [
        ({"value": "24", "data-price": "6,99", "data-renew": "5,99"}, "5,99"),
        ({"data-renewal": "10.99"}, "10.99"),
        ({"data-renewal-price": "10.99"}, "10.99"),
        ({"data-mensal": "9,99", "data-renovacao": "29,99"}, "29,99"),
        ({"data-precio-renovacion": "12,99"}, "12,99"),
        ({"data-verlaengerung": "8,99"}, "8,99"),
        ({"data-price": "6,99"}, None),
        ({"data-renewal-date": "2027-01-01"}, None),
        ({"data-auto-renew": "1"}, None),
    ],
)
def test_an_options_renewal_price_in_a_data_attribute(
    attributes: dict[str, str | None], expected: str | None
) -> None:
    assert options.data_renewal(attributes) == expected


TERM_SELECT = """<html lang="{lang}"><body><main><div class="card"><h3>Basic</h3>
<select>{options}</select>
<p>{shown}</p></div></main></body></html>"""


@pytest.mark.parametrize(
    ("lang", "attributes", "shown"),
    [
        ("pt", ('data-mensal="{0}" data-renovacao="{1}"', "{0} meses"), "R$ 9,99/mês"),
        ("en", ('data-monthly="{0}" data-renewal="{1}"', "{0} months"), "$9.99/mo"),
        ("de", ('data-preis="{0}" data-verlaengerung="{1}"', "{0} Monate"), "9,99 € / Monat"),
    ],
)
def test_a_select_of_terms_reads_each_terms_price_and_renewal(
    lang: str, attributes: tuple[str, str], shown: str
) -> None:
    def page(renewal_24: str) -> bytes:
        held, text = attributes
        terms = [("12", "14,99", "29,99"), ("24", "11,99", renewal_24), ("36", "9,99", "29,99")]
        if lang == "en":
            terms = [(t, a.replace(",", "."), r.replace(",", ".")) for t, a, r in terms]
        listed = "".join(
            f"<option {held.format(a, r)}>{text.format(t)}</option>" for t, a, r in terms
        )
        return TERM_SELECT.format(lang=lang, options=listed, shown=shown).encode()

    rules = Rules(extract="prices", selector="main")
    found = extract(page("29,99"), "text/html", rules)
    renewals = [r for r in found.prices if r.label.endswith("(renews)")]
    assert len(renewals) == 3
    assert found.digest != extract(page("31,99"), "text/html", rules).digest


@pytest.mark.parametrize(
    ("text", "amount", "context", "expected"),
    [
        ("24 meses", "6,99", "desde 2,99 €/mes", "24 meses 6,99 €/mes"),
        ("Annual", "96", "$9 per month, billed monthly", "Annual $96 per month"),
        ("1 year", "120", "€ 12 /mo", "1 year € 120 /mo"),
        ("3 ans", "4.99", "CHF 9.\u2013 / mois. TVA incluse", "3 ans CHF 4.99 / mois"),
        ("1 kg", "39.00", "Coffee $12.99 250 g 1 kg", "1 kg $39.00"),
        ("Groß", "9,50", "Tee 4,20 € / 100 g", "Groß 9,50 €"),
        # A bare price followed by the choices' own names: no unit of the price.
        ("XL", "24,90", "Sweatshirt 19,90 € M L XL", "XL 24,90 €"),
        # A price with its own sign is written as it is, with the visible price's period.
        ("US 9", "$129.99", "Trail Shoe $119.99", "US 9 $129.99"),
        ("groß", "US$ 9", "Tee 1.299,00 € / Monat", "groß US$ 9 / Monat"),
        ("x", "5", "no price here", None),
    ],
)
def test_an_options_price_is_written_as_the_visible_price_beside_it(
    text: str, amount: str, context: str, expected: str | None
) -> None:
    assert options.data_price_line(text, amount, context) == expected


@pytest.mark.parametrize(
    ("attributes", "expected"),
    [
        ({"data-variant-price": "39.00"}, "39.00"),
        ({"data-option-preis": "24,90"}, "24,90"),
        ({"data-swatch-prix": "59"}, "59"),
        ({"data-price": "12.99"}, "12.99"),
        # Another price than the choice's own, or no price at all.
        ({"data-variant-id": "4471"}, None),
        ({"data-compare-price": "49.00"}, None),
        ({"data-variant-price-old": "49.00"}, None),
        ({"data-variant": "39.00"}, None),
    ],
)
def test_a_pickers_price_attribute_may_say_what_it_is_the_price_of(
    attributes: dict[str, str | None], expected: str | None
) -> None:
    assert options.data_price(attributes) == expected


@pytest.mark.parametrize(
    ("attributes", "expected"),
    [
        ({"disabled": None}, "OutOfStock"),
        ({"aria-disabled": "true"}, "OutOfStock"),
        ({"class": "swatch sold-out"}, "SoldOut"),
        ({"class": "swatch swatch--soldout"}, "SoldOut"),
        ({"class": "size is-unavailable"}, "OutOfStock"),
        ({"class": "option is-disabled"}, "OutOfStock"),
        ({"class": "groesse ausverkauft"}, "SoldOut"),
        ({"class": "taille epuise"}, None),  # a class without its accent is no word read
        # The stock a script reads from a data attribute: a flag, or a count of none.
        ({"data-stock": "0"}, "OutOfStock"),
        ({"data-available": "false"}, "OutOfStock"),
        ({"data-in-stock": "False"}, "OutOfStock"),
        ({"data-inventory-quantity": "0"}, "OutOfStock"),
        ({"data-salable": "0"}, "OutOfStock"),
        ({"data-stock": "3"}, None),
        ({"data-stock": "10"}, None),
        ({"data-stock": ""}, None),  # a count not filled in says nothing
        ({"data-available": "true"}, None),
        ({"data-quantity": "0"}, None),  # a quantity stepper's, no stock
        ({"data-price": "0"}, None),
        # Buyable, or a state of the page rather than of the choice.
        ({"class": "swatch available"}, None),
        ({"class": "swatch in-stock"}, None),
        ({"aria-disabled": "false"}, None),
        ({"class": "disabled-look"}, None),
        ({}, None),
    ],
)
def test_a_choices_element_says_it_cannot_be_bought(
    attributes: dict[str, str | None], expected: str | None
) -> None:
    assert options.choice_state(attributes) == expected


def _picked(lang: str, price: str, picker: str) -> list[tuple[str, str, str | None]]:
    page = (
        f'<!doctype html><html lang="{lang}"><body><main><h1>Nordwand Hoodie</h1>\n'
        f'<p class="price">{price}</p>\n<form>\n{picker}\n</form></main></body></html>'
    )
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    return [(record.label, str(record.amount), record.availability) for record in found]


@pytest.mark.parametrize(
    ("lang", "price", "picker", "expected"),
    [
        # Swatch buttons named for a screen reader, a sold-out one by its class.
        (
            "en",
            "$12.99",
            '<div class="swatches"><button type="button" class="swatch"'
            ' data-variant-price="12.99" aria-label="250 g"></button>\n'
            '<button type="button" class="swatch" data-variant-price="39.00"'
            ' aria-label="1 kg"></button>\n<button type="button" class="swatch sold-out"'
            ' data-variant-price="69.00" aria-label="2 kg"></button></div>',
            [
                ("Nordwand Hoodie", "12.99", None),
                ("Nordwand Hoodie 250 g", "12.99", None),
                ("Nordwand Hoodie 1 kg", "39.00", None),
                ("Nordwand Hoodie 2 kg", "69.00", "SoldOut"),
            ],
        ),
        # List items by their value, the sizes' names written after the visible price.
        (
            "de",
            "19,90 €",
            '<ul class="sizes"><li data-value="M" data-preis="19,90">M</li>\n'
            '<li data-value="XL" data-preis="24,90" aria-disabled="true">XL</li></ul>',
            [
                ("Nordwand Hoodie", "19.90", None),
                ("Nordwand Hoodie M", "19.90", None),
                ("Nordwand Hoodie XL", "24.90", "OutOfStock"),
            ],
        ),
        # Radios named by the labels that name their ids, one disabled.
        (
            "fr",
            "49,00 €",
            '<div class="tailles"><div><input type="radio" name="taille" id="t-s"'
            ' data-prix="49,00"><label for="t-s">S</label></div>\n<div><input type="radio"'
            ' name="taille" id="t-l" data-prix="54,00" disabled><label for="t-l">L</label>'
            "</div></div>",
            [
                ("Nordwand Hoodie", "49.00", None),
                ("Nordwand Hoodie S", "49.00", None),
                ("Nordwand Hoodie L", "54.00", "OutOfStock"),
            ],
        ),
        # Not a picker: one element alone, and cards whose text shows their price (read as
        # shown, once each).
        (
            "en",
            "$12.99",
            '<div><button type="button" class="fav" data-price="12.99">Save</button></div>',
            [("Nordwand Hoodie", "12.99", None)],
        ),
        (
            "en",
            "$12.99",
            '<div class="grid"><div class="card" data-price="9.99">Beanie $9.99</div>\n'
            '<div class="card" data-price="19.99">Gloves $19.99</div></div>',
            [
                ("Nordwand Hoodie", "12.99", None),
                ("Nordwand Hoodie", "9.99", None),
                ("Nordwand Hoodie", "19.99", None),
            ],
        ),
    ],
)
def test_a_picker_that_is_no_select_reads_each_variants_price_name_and_stock(
    lang: str, price: str, picker: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert _picked(lang, price, picker) == expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # A name in a box styled large is no heading to the picker: the sizes that cost the
        # data's lowest price were taken for its restatement and dropped.
        ('<div style="font-size:32px;font-weight:700">Nordwand Hoodie</div>', ["S", "M", "XL"]),
        (
            "<h1>Nordwand Hoodie</h1>",
            ["Nordwand Hoodie S", "Nordwand Hoodie M", "Nordwand Hoodie XL"],
        ),
    ],
)
def test_a_pickers_variants_of_the_datas_lowest_price_are_offers_of_their_own(
    name: str, expected: list[str]
) -> None:
    offer = '{"@type": "AggregateOffer", "lowPrice": "49.00", "highPrice": "54.00",'
    offer += ' "priceCurrency": "EUR"}'
    page = (
        '<!doctype html><html lang="de"><head><script type="application/ld+json">'
        '{"@context": "https://schema.org", "@type": "Product", "name": "Nordwand Hoodie",'
        f' "offers": {offer}}}</script></head><body><main>{name}'
        '<p class="price">49,00 €</p><div class="sizes">'
        '<input type="radio" name="g" id="g-s" data-preis="49,00"><label for="g-s">S</label>'
        '<input type="radio" name="g" id="g-m" data-preis="49,00"><label for="g-m">M</label>'
        '<input type="radio" name="g" id="g-xl" data-preis="54,00"><label for="g-xl">XL</label>'
        "</div></main></body></html>"
    )
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    assert [record.label for record in found if record.label != "Nordwand Hoodie"] == expected


def _product(lang: str, price: str, picker: str) -> bytes:
    return (
        f'<html lang="{lang}"><body><h1>Hoodie</h1><p class="price">{price}</p>'
        f"{picker}</body></html>"
    ).encode()


@pytest.mark.parametrize(
    ("lang", "price", "picker", "expected"),
    [
        # A variant whose surcharge only its data attribute keeps, for the script that adds it.
        (
            "en",
            "$20.00",
            '<div><button data-price-diff="+0">M</button>'
            '<button data-price-diff="+5">XXL</button></div>',
            [("Hoodie XXL", "5", "$")],
        ),
        (
            "de",
            "20,00 \u20ac",
            '<select name="size"><option data-price-modifier="0">M</option>'
            '<option data-price-modifier="5.00">XXL</option></select>',
            [("Hoodie XXL", "5.00", "EUR")],
        ),
        (
            "pl",
            "89,00 z\u0142",
            '<ul><li data-surcharge="0">S</li><li data-surcharge="10,00">XL</li>'
            '<li data-surcharge="15,00">XXL</li></ul>',
            [("Hoodie XL", "10.00", "PLN"), ("Hoodie XXL", "15.00", "PLN")],
        ),
        (
            "fr",
            "39,90 \u20ac",
            '<div><button data-aufpreis="0">Standard</button>'
            '<button data-price-adjustment="+4,50">Brod\u00e9</button></div>',
            [("Hoodie Brod\u00e9", "4.50", "EUR")],
        ),
        # Nothing added, a reduction, or one button alone: no variant's price.
        (
            "en",
            "$20.00",
            '<div><button data-price-diff="+0">M</button>'
            '<button data-price-diff="0.00">L</button></div>',
            [],
        ),
        (
            "en",
            "$20.00",
            '<div><button data-price-diff="0">M</button>'
            '<button data-price-diff="-5">XS</button></div>',
            [],
        ),
        ("en", "$20.00", '<div><button data-surcharge="5">Gift wrap</button></div>', []),
    ],
)
def test_a_variants_surcharge_kept_only_in_its_data_is_read(
    lang: str, price: str, picker: str, expected: list[tuple[str, str, str]]
) -> None:
    found = extract(_product(lang, price, picker), "text/html", Rules(extract="prices")).prices
    assert [(r.label, str(r.amount), r.currency) for r in found[1:]] == expected
