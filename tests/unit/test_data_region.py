"""A selector may name a ``<script>``, ``<template>`` or ``<noscript>``: the region is its
content, data compared as canonical JSON and read for prices, or markup read as a page."""

import json
from decimal import Decimal

import pytest

from monitor import errors
from monitor.extract import Rules, extract, structured

NEXT = {
    "props": {
        "pageProps": {
            "plans": [
                {"name": "Starter", "price": {"unit_amount": 900, "currency": "usd",
                                              "recurring": {"interval": "month"}}},
                {"name": "Team", "price": 29, "currency": "USD", "interval": "month"},
            ]
        }
    },
    "buildId": "a1b2",
}  # fmt: skip
LD = {
    "@context": "https://schema.org",
    "@type": "Product",
    "name": "Kettle",
    "offers": {"@type": "Offer", "price": "49.90", "priceCurrency": "EUR",
               "availability": "https://schema.org/InStock"},
}  # fmt: skip


def page(head: str = "", body: str = "") -> bytes:
    return f"<html><head>{head}</head><body><h1>Pricing</h1>{body}</body></html>".encode()


def script(data: object, kind: str = "application/json", element_id: str = "") -> str:
    named = f' id="{element_id}"' if element_id else ""
    return f'<script type="{kind}"{named}>{json.dumps(data)}</script>'


def shown(body: bytes, selector: str, mode: str = "prices") -> list[str]:
    snapshot = extract(body, "text/html", Rules(extract=mode, selector=selector))  # type: ignore[arg-type]
    return [f"{record.label}: {record.shown()}" for record in snapshot.prices]


def test_a_framework_state_script_is_the_region() -> None:
    body = page(body=script(NEXT, element_id="__NEXT_DATA__"))
    assert shown(body, "script#__NEXT_DATA__") == ["Starter: $9.00/mo", "Team: $29.00/mo"]


def test_json_ld_in_the_head_is_a_region_with_its_offers() -> None:
    body = page(head=script(LD, "application/ld+json"))
    assert shown(body, 'head > script[type="application/ld+json"]') == ["Kettle: €49.90 (InStock)"]


@pytest.mark.parametrize("mode", ["prices", "text"])
def test_key_order_and_whitespace_of_the_data_do_not_count(mode: str) -> None:
    one = page(body=f'<script id="s" type="application/json">{json.dumps(NEXT)}</script>')
    reordered = json.dumps(dict(reversed(NEXT.items())), indent=4)
    other = page(body=f'<script id="s" type="application/json">{reordered}</script>')
    rules = Rules(extract=mode, selector="#s")  # type: ignore[arg-type]
    assert extract(one, "text/html", rules).digest == extract(other, "text/html", rules).digest
    changed = page(body=script({**NEXT, "buildId": "zz"}, element_id="s"))
    assert extract(changed, "text/html", Rules(extract="text", selector="#s")).digest != (
        extract(one, "text/html", Rules(extract="text", selector="#s")).digest
    )


def test_a_script_that_is_not_json_is_compared_as_text() -> None:
    body = page(body='<script id="p">window.PRICES = "Pro $29/mo";</script>')
    snapshot = extract(body, "text/html", Rules(extract="text", selector="#p"))
    assert snapshot.text == 'window.PRICES = "Pro $29/mo";'


def test_a_template_is_read_as_markup() -> None:
    body = page(body="<template id='t'><div><h3>Pro</h3><p>$29/mo</p></div></template>")
    assert shown(body, "template#t") == ["Pro: $29.00/mo"]


def test_a_selector_that_matches_shown_elements_too_is_no_data_region() -> None:
    body = page(body="<div class='x'><p>Pro $29/mo</p></div><script class='x'>1</script>")
    assert shown(body, ".x") == ["Pro: $29.00/mo"]


def test_a_data_region_without_prices_is_no_prices() -> None:
    body = page(body=script({"theme": "dark"}, element_id="s"))
    with pytest.raises(errors.NoPrices):
        extract(body, "text/html", Rules(extract="prices", selector="#s"))


@pytest.mark.parametrize(
    ("price", "amount", "currency"),
    [
        (
            {"unit_amount": 1999, "currency": "usd", "recurring": {"interval": "month"}},
            "19.99",
            "USD",
        ),
        ({"unit_amount": 1200, "currency": "jpy"}, "1200", "JPY"),
        ({"unit_amount": 12500, "currency": "KWD"}, "12.5", "KWD"),
        ({"amount_cents": 4900, "currency": "EUR"}, "49", "EUR"),
        ({"amount": 900, "currency": "usd", "object": "price"}, "9", "USD"),
        ({"amount": 900, "currency": "usd", "recurring": {"interval": "year"}}, "9", "USD"),
        ({"amount": 9, "currency": "usd"}, "9", "USD"),  # no sign of cents: as written
        ({"amount": "9.00", "currency": "usd", "object": "price"}, "9", "USD"),
    ],
)
def test_amounts_in_minor_units_by_their_currency(
    price: dict[str, object], amount: str, currency: str
) -> None:
    [record] = structured.from_data({"plans": [{"name": "Pro", "price": price}]})
    assert (record.amount, (record.currency or "").upper()) == (Decimal(amount), currency)


def test_a_price_object_in_other_currencies_and_tiers_is_a_record_each() -> None:
    price = {
        "object": "price", "nickname": "OCR", "currency": "jpy", "unit_amount": None,
        "unit_amount_decimal": "4", "recurring": {"interval": "month"},
        "currency_options": {"usd": {"unit_amount": 3}, "eur": {"unit_amount_decimal": "2.5"}},
        "tiers": [{"up_to": 1000, "unit_amount": None, "unit_amount_decimal": "4"},
                  {"up_to": None, "unit_amount_decimal": "3"}],
    }  # fmt: skip
    shown = [(r.label, str(r.amount), r.currency, r.period) for r in structured.from_data(price)]
    assert shown == [
        ("OCR", "4", "JPY", "month"),
        ("OCR", "0.03", "USD", "month"),
        ("OCR", "0.025", "EUR", "month"),
        ("OCR (up to 1000)", "4", "JPY", "month"),
        ("OCR (over 1000)", "3", "JPY", "month"),
    ]


def _offer(specification: object, **fields: object) -> dict[str, object]:
    offer = {"@type": "Offer", "priceSpecification": specification, **fields}
    return {"@type": "Product", "name": "Pro", "offers": offer}


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        # A unit price's period is its billing duration, its unit, or its reference quantity's.
        (
            _offer({"price": 29, "priceCurrency": "USD", "billingDuration": "P1M"}),
            [("29", "USD", "month")],
        ),
        (
            _offer(
                {
                    "@type": "UnitPriceSpecification",
                    "price": 29,
                    "priceCurrency": "USD",
                    "referenceQuantity": {"value": 1, "unitCode": "MON"},
                }
            ),
            [("29", "USD", "month")],
        ),
        (
            _offer(
                {
                    "price": 79,
                    "priceCurrency": "EUR",
                    "referenceQuantity": {"value": 3, "unitText": "month"},
                }
            ),
            [("79", "EUR", "quarter")],
        ),
        # Billed every two years: the duration's count is the period's, whatever unit code
        # names its unit (ANN, a year).
        (
            _offer(
                {"price": 180, "priceCurrency": "EUR", "billingDuration": "P2Y", "unitCode": "ANN"}
            ),
            [("180", "EUR", "2 years")],
        ),
        (
            _offer({"price": 54, "priceCurrency": "PLN", "billingDuration": "P6M"}),
            [("54", "PLN", "half-year")],
        ),
        # A number of the unit code's periods, or a quantity of them.
        (
            _offer({"price": 99, "priceCurrency": "USD", "billingDuration": 12, "unitCode": "MON"}),
            [("99", "USD", "year")],
        ),
        (
            _offer(
                {
                    "price": 30,
                    "priceCurrency": "CHF",
                    "billingDuration": {
                        "@type": "QuantitativeValue",
                        "value": 3,
                        "unitCode": "MON",
                    },
                }
            ),
            [("30", "CHF", "quarter")],
        ),
        (
            _offer({"price": 4, "priceCurrency": "GBP", "unitCode": "WEE"}),
            [("4", "GBP", "week")],
        ),
        # A sale price and the struck-through one it replaces, in either order: each is a
        # price, as a struck price on the page is one (the regular price changing is seen).
        (
            _offer(
                [
                    {"price": "29.99", "priceCurrency": "EUR"},
                    {
                        "priceType": "https://schema.org/StrikethroughPrice",
                        "price": "39.99",
                        "priceCurrency": "EUR",
                    },
                ]
            ),
            [("29.99", "EUR", None), ("39.99", "EUR", None)],
        ),
        (
            _offer(
                [
                    {
                        "@type": "UnitPriceSpecification",
                        "priceType": "ListPrice",
                        "price": "1.299,00",
                    },
                    {"@type": "UnitPriceSpecification", "price": "1.099,00"},
                ],
                priceCurrency="EUR",
            ),
            [("1299.00", "EUR", None), ("1099.00", "EUR", None)],
        ),
        (
            _offer(
                [
                    {"priceType": "http://schema.org/MSRP", "price": 499, "priceCurrency": "USD"},
                    {
                        "priceType": "https://schema.org/SalePrice",
                        "price": 449,
                        "priceCurrency": "USD",
                    },
                ]
            ),
            [("499", "USD", None), ("449", "USD", None)],
        ),
        # The offer's own price beside its list price: that list price gives no period either.
        (
            _offer(
                [
                    {"priceType": "https://schema.org/ListPrice", "price": 59, "unitCode": "ANN"},
                    {"unitCode": "MON"},
                ],
                price="49",
                priceCurrency="GBP",
            ),
            [("49", "GBP", "month")],
        ),
        # A compound specification: each of its parts is a price, in its currency.
        (
            _offer(
                {
                    "@type": "CompoundPriceSpecification",
                    "priceCurrency": "EUR",
                    "priceComponent": [
                        {"priceComponentType": "https://schema.org/Downpayment", "price": 99},
                        {
                            "priceComponentType": "https://schema.org/Subscription",
                            "price": "39.99",
                            "billingDuration": "P1M",
                        },
                    ],
                }
            ),
            [("99", "EUR", None), ("39.99", "EUR", "month")],
        ),
        (
            _offer(
                {
                    "@type": "CompoundPriceSpecification",
                    "priceComponent": {
                        "priceComponentType": "Installment",
                        "price": 25,
                        "priceCurrency": "PLN",
                        "unitCode": "MON",
                    },
                }
            ),
            [("25", "PLN", "month")],
        ),
        # Only a struck price stated: it is all the data says.
        (
            _offer([{"priceType": "StrikethroughPrice", "price": 20, "priceCurrency": "EUR"}]),
            [("20", "EUR", None)],
        ),
        # An offer that states its price: its first specification gives only the period.
        (
            _offer([{"unitCode": "ANN"}, {"price": 5}], price="49", priceCurrency="GBP"),
            [("49", "GBP", "year")],
        ),
        (_offer("monthly", price="9", priceCurrency="USD"), [("9", "USD", None)]),
    ],
)
def test_an_offers_price_specifications(
    data: object, expected: list[tuple[str, str, str | None]]
) -> None:
    found = [(str(r.amount), r.currency, r.period) for r in structured.from_data(data)]
    assert found == expected


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        # A currency an object states is that of the prices inside it that state none.
        (
            {"pricing": {"currency": "GBP", "items": [{"label": "Widget", "amount": "4.50"}]}},
            [("Widget", "4.50", "GBP", None)],
        ),
        (
            {"currency": "EUR", "plans": [{"name": "Pro", "price": 9, "currency": "USD"}]},
            [("Pro", "9", "USD", None)],  # its own first
        ),
        # A price object that keeps its amount as its value; commercetools' cents.
        (
            {"offers": [{"seller": "A", "price": {"value": "199.0", "currency": "PLN"}}]},
            [("A", "199.0", "PLN", None)],
        ),
        (
            {
                "name": "Mug",
                "price": {"value": {"currencyCode": "EUR", "centAmount": 1999}},
            },
            [("Mug", "19.99", "EUR", None)],
        ),
        # commercetools' prices of a variant, one per country, each keeping its amount as
        # its value: two (or one) such prices are the variant's.
        (
            {
                "sku": "KM-1",
                "prices": [
                    {"value": {"currencyCode": "EUR", "centAmount": 12990}, "country": "DE"},
                    {"value": {"currencyCode": "CHF", "centAmount": 13490}, "country": "CH"},
                ],
            },
            [("KM-1", "129.90", "EUR", None), ("KM-1", "134.90", "CHF", None)],
        ),
        (
            {
                "sku": "KM-2",
                "prices": [{"value": {"currencyCode": "EUR", "centAmount": 14990}, "id": "p1"}],
            },
            [("KM-2", "149.90", "EUR", None)],
        ),
        # SAP Commerce's OCC API (a Spartacus storefront's state): its currency and its
        # stock's status.
        (
            [
                {
                    "name": "Camera",
                    "price": {"currencyIso": "USD", "value": Decimal("114.12")},
                    "stock": {"stockLevelStatus": "inStock", "stockLevel": 23},
                },
                {
                    "name": "Lens",
                    "price": {"currencyIso": "EUR", "value": Decimal("89.0")},
                    "stock": {"stockLevelStatus": "lowStock"},
                },
                {
                    "name": "Strap",
                    "price": {"currencyIso": "EUR", "value": Decimal("9.5")},
                    "stock": {"stockLevelStatus": "outOfStock", "stockLevel": 0},
                },
            ],
            [
                ("Camera", "114.12", "USD", "InStock"),
                ("Lens", "89.0", "EUR", "LimitedAvailability"),
                ("Strap", "9.5", "EUR", "OutOfStock"),
            ],
        ),
        # Stock stated in words: schema.org's, WooCommerce's, a marketplace's.
        (
            [
                {"name": "S", "price": "5", "stock_status": "instock"},
                {"name": "M", "price": "5", "stock": "out_of_stock"},
                {"name": "L", "price": "5", "stock_status": "onbackorder"},
            ],
            [
                ("S", "5", None, "InStock"),
                ("M", "5", None, "OutOfStock"),
                ("L", "5", None, "BackOrder"),
            ],
        ),
    ],
)
def test_prices_in_data_from_their_surroundings(
    data: object, expected: list[tuple[str, str, str | None, str | None]]
) -> None:
    found = [
        (r.label, str(r.amount), r.currency, r.availability) for r in structured.from_data(data)
    ]
    assert found == expected


_MUG = '"@type": "Product", "name": "Mug", "offers": {"@type": "Offer", "price": "12.90", '


@pytest.mark.parametrize(
    ("script", "expected"),
    [
        # Slips search engines read past: a trailing comma, comments, a script in a comment.
        ("{" + _MUG + '"priceCurrency": "GBP",},}', [("Mug", "12.90", "GBP")]),
        ("[{" + _MUG + '"priceCurrency": "GBP"}},]', [("Mug", "12.90", "GBP")]),
        (
            '{"@context": "https://schema.org", // the theme\'s\n'
            + _MUG
            + '/* net */ "priceCurrency": "GBP"}}',
            [("Mug", "12.90", "GBP")],
        ),
        # A URL's "//" and a comma before a bracket inside a string are the string's.
        (
            "{" + _MUG + '"priceCurrency": "GBP", "url": "https://x.example/a,]"},}',
            [("Mug", "12.90", "GBP")],
        ),
        # Two objects written one after the other in one script: both read.
        (
            "{" + _MUG + '"priceCurrency": "GBP"}}\n{"@type": "Product", "name": "Cup", '
            '"offers": {"price": 8, "priceCurrency": "GBP"}}',
            [("Mug", "12.90", "GBP"), ("Cup", "8", "GBP")],
        ),
        # A name written for HTML is read as the page shows it.
        (
            '{"@type": "Product", "name": "Caf&eacute; &amp; Co", "offers": {"price": 5, '
            '"priceCurrency": "EUR"}}',
            [("Café & Co", "5", "EUR")],
        ),
        # Not JSON at all, or code after it: nothing.
        ("{" + _MUG + '"priceCurrency": "GBP"}}; track()', []),
        ("price: 12", []),
    ],
)
def test_json_ld_as_pages_write_it(script: str, expected: list[tuple[str, str, str]]) -> None:
    found = [(r.label, str(r.amount), r.currency) for r in structured.from_json_ld([script])]
    assert found == expected


_SITE = "https://shop.example/"


@pytest.mark.parametrize(
    ("graph", "expected"),
    [
        # A product's offers as pointers to nodes of their own: each read once, with the
        # name of the product where it has none.
        (
            [
                {"@type": "Product", "@id": _SITE + "#p", "name": "Pro",
                 "offers": [{"@id": _SITE + "#m"}, {"@type": "Offer", "@id": _SITE + "#y"}]},
                {"@type": "Offer", "@id": _SITE + "#m", "price": 9, "priceCurrency": "USD"},
                {"@type": "Offer", "@id": _SITE + "#y", "price": 90, "priceCurrency": "USD",
                 "name": "Pro yearly"},
            ],
            [("Pro", "9"), ("Pro yearly", "90")],
        ),
        # A node pointed at from elsewhere than offers (a seller) stays where it is.
        (
            [
                {"@type": "Organization", "@id": _SITE + "#org", "name": "Shop"},
                {"@type": "Product", "name": "Kettle", "offers": {"@type": "Offer", "price": 30,
                 "priceCurrency": "USD", "seller": {"@id": _SITE + "#org"}}},
            ],
            [("Kettle", "30")],
        ),
        # A pointer to no node is no offer.
        (
            [{"@type": "Product", "name": "Lamp", "offers": {"@id": _SITE + "#gone"}}],
            [],
        ),
    ],
)  # fmt: skip
def test_a_graphs_offers_by_their_ids(
    graph: list[dict[str, object]], expected: list[tuple[str, str]]
) -> None:
    script = json.dumps({"@context": "https://schema.org", "@graph": graph})
    assert [(r.label, str(r.amount)) for r in structured.from_json_ld([script])] == expected


@pytest.mark.parametrize(
    ("availability", "expected"),
    [
        ("https://schema.org/InStock", "InStock"),
        ("http://schema.org/OutOfStock", "OutOfStock"),
        ("InStock", "InStock"),
        # As shops write it: a short word, a prefixed name, the site's words.
        ("in stock", "InStock"),
        ("schema:SoldOut", "SoldOut"),
        ("out_of_stock", "OutOfStock"),
        ("https://schema.org/PreOrder", "PreOrder"),
        ("https://schema.org/BackOrder", "BackOrder"),
    ],
)
def test_an_offers_availability_by_schema_orgs_name(availability: str, expected: str) -> None:
    data = {"@type": "Product", "name": "Kettle", "offers": {"@type": "Offer", "price": 30,
            "priceCurrency": "EUR", "availability": availability}}  # fmt: skip
    assert [record.availability for record in structured.from_data(data)] == [expected]
