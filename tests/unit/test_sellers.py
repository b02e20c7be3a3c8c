"""A marketplace's offers of one product from several sellers, named by seller and
condition."""

import pytest

from monitor.extract import sellers
from monitor.extract.page import HEADINGS
from monitor.extract.prices import from_lines

H1 = HEADINGS[0]
H2 = HEADINGS[1]
H5 = HEADINGS[4]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Verkauft von TechHaus Bremen", "TechHaus Bremen"),
        ("Sold by Acme Outlet", "Acme Outlet"),
        ("V\u00e2ndut de: TechHub Distribution SRL 4,8/5", "TechHub Distribution SRL"),
        ("Vendu par Boutique \u00c9clair (98 % d'avis positifs)", "Boutique \u00c9clair"),
        ("Vendido por Tienda Sol \u2605\u2605\u2605\u2605\u2605", "Tienda Sol"),
        ("Verk\u00e4ufer: Shop24 Berlin", "Shop24 Berlin"),
        ("Vendido por LOJAGADGET", "LOJAGADGET"),
        ("Verkoper: Elektro Noord", "Elektro Noord"),
        # Japanese: with a full-width colon, or none; the rating after it left out.
        (
            "\u51fa\u54c1\u8005\uff1a\u30ac\u30b8\u30a7\u30c3\u30c8\u5802",
            "\u30ac\u30b8\u30a7\u30c3\u30c8\u5802",
        ),
        (
            "\u8ca9\u58f2\u5143 \u6771\u4eac\u96fb\u6a5f 98% \u9ad8\u3044\u8a55\u4fa1",
            "\u6771\u4eac\u96fb\u6a5f",
        ),
        # What follows the name in its line changes each day: the delivery's.
        ("Verkauft von TechHaus Bremen, Lieferung Mittwoch", "TechHaus Bremen"),
        ("Sold by Acme Outlet \u00b7 Arrives Friday", "Acme Outlet"),
        # Must not apply: a word that merely starts like one, or a bare word with no colon.
        ("Verk\u00e4uferbewertung 4,8", None),
        ("Seller rating 98%", None),
        ("Sold out", None),
        ("Versand durch Kaufhafen", None),
    ],
)
def test_a_seller_s_name_without_its_rating(text: str, name: str | None) -> None:
    assert sellers.seller_name(text) == name


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("Gebraucht \u2013 Sehr gut", "Gebraucht \u2013 Sehr gut"),
        ("Neu", "Neu"),
        ("Used - Like New", "Used - Like New"),
        (
            "Reconditionn\u00e9 \u2013 Tr\u00e8s bon \u00e9tat",
            "Reconditionn\u00e9 \u2013 Tr\u00e8s bon \u00e9tat",
        ),
        ("Como nuevo", "Como nuevo"),
        # After the name of its field: the condition alone.
        ("Staat: Zo goed als nieuw", "Zo goed als nieuw"),
        ("Stan: U\u017cywany", "U\u017cywany"),
        ("Estado: Recondicionado", "Recondicionado"),
        ("Condition: Used - Very Good", "Used - Very Good"),
        (
            "\u4e2d\u53e4\u54c1 - \u975e\u5e38\u306b\u826f\u3044",
            "\u4e2d\u53e4\u54c1 - \u975e\u5e38\u306b\u826f\u3044",
        ),
        ("\u65b0\u54c1", "\u65b0\u54c1"),
        (
            "\u30b3\u30f3\u30c7\u30a3\u30b7\u30e7\u30f3\uff1a\u4e2d\u53e4\u54c1 - \u826f\u3044",
            "\u4e2d\u53e4\u54c1 - \u826f\u3044",
        ),
        # Must not apply: a sentence that opens with the word, a figure, a longer word.
        ("Neue Farben jetzt erh\u00e4ltlich", None),
        ("New customers save 10% on their first order", None),
        ("Neu ab 279,00 \u20ac", None),
        ("Usedom-Urlaub", None),
        ("Staat van het product: zie foto's", None),
        ("Stan magazynowy: 3 szt.", None),
    ],
)
def test_an_offer_s_condition(text: str, condition: str | None) -> None:
    assert sellers.condition_of(text) == condition


def labels(lines: list[str]) -> list[tuple[str, str]]:
    return [
        (r.label, str(r.amount)) for r in from_lines(lines, [x.lstrip(HEADINGS) for x in lines])
    ]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                H2 + "Weitere Angebote",
                "279,00 \u20ac",
                "Neu",
                "Verkauft von TechHaus Bremen",
                "239,00 \u20ac",
                "Gebraucht \u2013 Wie neu",
                "Verkauft von ReCycle Technik",
                "219,00 \u20ac",
                "Gebraucht \u2013 Sehr gut",
                "Verkauft von ReCycle Technik",
            ],
            [
                ("Weitere Angebote (TechHaus Bremen, Neu)", "279.00"),
                ("Weitere Angebote (ReCycle Technik, Gebraucht \u2013 Wie neu)", "239.00"),
                ("Weitere Angebote (ReCycle Technik, Gebraucht \u2013 Sehr gut)", "219.00"),
            ],
            id="each-offer-ends-with-its-seller-in-german",
        ),
        pytest.param(
            [
                H2 + "Other sellers on Shopway",
                "Sold by Acme Outlet 4.8/5",
                "$129.00",
                "Used - Very Good",
                "Sold by Northside Deals",
                "$149.00",
                "New",
            ],
            [
                ("Other sellers on Shopway (Acme Outlet, Used - Very Good)", "129.00"),
                ("Other sellers on Shopway (Northside Deals, New)", "149.00"),
            ],
            id="each-offer-opens-with-its-seller",
        ),
        pytest.param(
            [
                H2 + "Weitere Angebote",
                "3 Angebote ab 44,80 \u20ac",
                "Verkauft von TechHaus",
                "Neu",
                "44,80 \u20ac",
                "Verkauft von ReCycle",
                "Neu",
                "47,00 \u20ac",
            ],
            [
                ("Weitere Angebote", "44.80"),
                ("Weitere Angebote (TechHaus, Neu)", "44.80"),
                ("Weitere Angebote (ReCycle, Neu)", "47.00"),
            ],
            id="a-summary-price-over-the-first-seller-turns-none",
        ),
        pytest.param(
            [
                H2 + "\u305d\u306e\u4ed6\u306e\u51fa\u54c1\u8005",
                "\uffe511,980",
                H5 + "\u65b0\u54c1",
                "\u8ca9\u58f2\u5143",
                "\u30ac\u30b8\u30a7\u30c3\u30c8\u5802",
                "\uffe59,800",
                H5 + "\u4e2d\u53e4\u54c1 - \u826f\u3044",
                "\u8ca9\u58f2\u5143",
                "\u5927\u962a\u5e02\u5834",
            ],
            [
                (
                    "\u305d\u306e\u4ed6\u306e\u51fa\u54c1\u8005 "
                    "(\u30ac\u30b8\u30a7\u30c3\u30c8\u5802, \u65b0\u54c1)",
                    "11980",
                ),
                (
                    "\u305d\u306e\u4ed6\u306e\u51fa\u54c1\u8005 "
                    "(\u5927\u962a\u5e02\u5834, \u4e2d\u53e4\u54c1 - \u826f\u3044)",
                    "9800",
                ),
            ],
            id="a-condition-set-as-a-heading-and-the-seller-in-a-grid-column-in-japanese",
        ),
        pytest.param(
            [
                H2 + "Other sellers on Shopway",
                "$129.00",
                H5 + "Used - Like New",
                "Sold by",
                "Acme Outlet",
                "$149.00",
                H5 + "New",
                "Sold by",
                "Northside Deals",
            ],
            [
                ("Other sellers on Shopway (Acme Outlet, Used - Like New)", "129.00"),
                ("Other sellers on Shopway (Northside Deals, New)", "149.00"),
            ],
            id="a-condition-set-as-a-heading-and-the-seller-in-a-grid-column",
        ),
        # A title of the offers set in no heading, under the product's own heading; a line
        # that recommends other products ends them.
        pytest.param(
            [
                H1 + "Klangwerk Boom 4",
                "279,00 \u20ac",
                "Weitere Angebote",
                "284,90 \u20ac",
                "Gebraucht \u2013 Wie neu",
                "Verkauft von Elektro-Kontor",
                "239,00 \u20ac",
                "Gebraucht \u2013 Gut",
                "Verkauft von ReCycle Technik",
                "Kunden kauften auch",
                "89,99 \u20ac",
                "Verkauft von TechHaus Bremen",
            ],
            [
                ("Klangwerk Boom 4", "279.00"),
                ("Klangwerk Boom 4 (Elektro-Kontor, Gebraucht \u2013 Wie neu)", "284.90"),
                ("Klangwerk Boom 4 (ReCycle Technik, Gebraucht \u2013 Gut)", "239.00"),
                ("Klangwerk Boom 4", "89.99"),
            ],
            id="a-title-in-no-heading-in-german",
        ),
        # Other products under such a title, each sold by a seller: each card keeps its own
        # name, which is no line the offers repeat, where two sold by one seller read alike.
        pytest.param(
            [
                H1 + "Kettle deals",
                "More offers",
                "Red Kettle",
                "$20.00",
                "Sold by ShopA",
                "Blue Kettle",
                "$25.00",
                "Sold by ShopA",
                "Green Kettle",
                "$30.00",
                "Sold by ShopB",
            ],
            [("Red Kettle", "20.00"), ("Blue Kettle", "25.00"), ("Green Kettle", "30.00")],
            id="other-products-under-a-title-in-no-heading-keep-their-names",
        ),
        pytest.param(
            [
                H1 + "Vento Air 14",
                "$1,249.00",
                "Other sellers on Shopway",
                "Sold by Acme Outlet",
                "$1,129.00",
                "Used - Very Good",
                "Sold by Northside Deals",
                "$1,149.00",
                "New",
            ],
            [
                ("Vento Air 14", "1249.00"),
                ("Vento Air 14 (Acme Outlet, Used - Very Good)", "1129.00"),
                ("Vento Air 14 (Northside Deals, New)", "1149.00"),
            ],
            id="a-title-in-no-heading",
        ),
        pytest.param(
            [
                "\u305d\u306e\u4ed6\u306e\u51fa\u54c1\u8005",
                "\uffe511,980",
                "\u65b0\u54c1",
                "\u8ca9\u58f2\u5143",
                "\u30ac\u30b8\u30a7\u30c3\u30c8\u5802",
                "\u30ab\u30fc\u30c8\u306b\u5165\u308c\u308b",
                "\uffe59,800",
                "\u4e2d\u53e4\u54c1 - \u826f\u3044",
                "\u8ca9\u58f2\u5143",
                "\u5927\u962a\u5e02\u5834",
                "\u30ab\u30fc\u30c8\u306b\u5165\u308c\u308b",
            ],
            [
                ("\u30ac\u30b8\u30a7\u30c3\u30c8\u5802, \u65b0\u54c1", "11980"),
                ("\u5927\u962a\u5e02\u5834, \u4e2d\u53e4\u54c1 - \u826f\u3044", "9800"),
            ],
            id="a-title-in-no-heading-over-offers-each-with-its-button-in-japanese",
        ),
        pytest.param(
            [
                H1 + "Vento Air 14",
                "$1,249.00",
                "Compare offers from other sellers and save on your next laptop",
                "Sold by Acme Outlet",
                "$1,129.00",
                "Sold by Northside Deals",
                "$1,149.00",
            ],
            [
                ("Vento Air 14", "1249.00"),
                ("Vento Air 14", "1129.00"),
                ("Vento Air 14", "1149.00"),
            ],
            id="a-sentence-that-mentions-the-offers-is-no-title",
        ),
        # Must not apply: a heading that names no other sellers' offers.
        pytest.param(
            [
                H2 + "Kunden kauften auch",
                "89,99 \u20ac",
                "Verkauft von TechHaus Bremen",
                "24,99 \u20ac",
                "Verkauft von ReCycle Technik",
            ],
            [("Kunden kauften auch", "89.99"), ("Kunden kauften auch", "24.99")],
            id="not-under-another-heading",
        ),
        pytest.param(
            [H2 + "Autres vendeurs", "249,00 \u20ac", "Vendu par Boutique \u00c9clair"],
            [("Autres vendeurs", "249.00")],
            id="one-seller-is-no-list-of-offers",
        ),
    ],
)
def test_other_sellers_offers_are_named_by_seller_and_condition(
    lines: list[str], expected: list[tuple[str, str]]
) -> None:
    assert labels(lines) == expected


_OFFERS = {
    "en": (
        "Other sellers on Shopway",
        "Sold by",
        [("Acme Outlet", "$449.00", "New"), ("ReCycle Tech", "$379.00", "Used - Like new")],
    ),
    "de": (
        "Weitere Angebote",
        "Verkauft von",
        [
            ("TechHaus Bremen", "449,00 \u20ac", "Neu"),
            ("ReCycle Technik", "379,00 \u20ac", "Gebraucht - Sehr gut"),
        ],
    ),
    "fr": (
        "Autres vendeurs",
        "Vendu par",
        [
            ("Boutique \u00c9clair", "449,00 \u20ac", "Neuf"),
            ("Occaz Pro", "379,00 \u20ac", "Occasion - Tr\u00e8s bon \u00e9tat"),
        ],
    ),
}
# Where each offer's seller (S), price (P) and condition (C) stand, one over the next.
_ORDERS = ("SPC", "CPS", "PCS", "SCP", "CSP", "PSC")


@pytest.mark.parametrize("lang", sorted(_OFFERS))
@pytest.mark.parametrize("order", _ORDERS)
def test_an_offers_condition_is_its_own_wherever_it_stands(lang: str, order: str) -> None:
    """Each offer's condition is its own, on either side of its seller's line: before, a
    condition over the seller's line that opens its offer (or under the one that ends it)
    went to the offer before (or after), each condition shifted by one."""
    heading, sold_by, offers = _OFFERS[lang]
    lines = [H2 + heading]
    for seller, price, condition in offers:
        parts = {"S": f"{sold_by} {seller}", "P": price, "C": condition}
        lines += [parts[part] for part in order]
    found = labels(lines)
    assert [label for label, _ in found] == [
        f"{heading} ({seller}, {condition})" for seller, _, condition in offers
    ]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                "Sold by Acme Outlet",
                "$129.00",
                "Used - Good",
                "Sold by Northside Deals",
                "$149.00",
                "New",
                "Sold by Budget Bits",
                "$99.00",
            ],
            ["Acme Outlet, Used - Good", "Northside Deals, New", "Budget Bits"],
            id="the-last-offer-says-none",
        ),
        pytest.param(
            [
                "Sold by Acme Outlet",
                "$129.00",
                "Used - Good",
                "Sold by Northside Deals",
                "New",
                "$149.00",
                "Sold by Budget Bits",
                "$99.00",
            ],
            ["Acme Outlet, Used - Good", "Northside Deals, New", "Budget Bits"],
            id="over-and-under-their-prices",
        ),
    ],
)
def test_where_an_offer_says_no_condition_each_offer_keeps_its_own(
    lines: list[str], expected: list[str]
) -> None:
    """Fewer conditions than offers are each found within their seller's offer, not by
    their side of the prices: a condition would go to the offer it does not stand in."""
    heading = "Other sellers on Shopway"
    found = labels([H2 + heading, *lines])
    assert [label for label, _ in found] == [f"{heading} ({name})" for name in expected]
