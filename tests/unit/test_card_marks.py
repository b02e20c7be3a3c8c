"""A product's stock mark is the product's whose tile it is in: above its name (on its image,
as page builders draw "Sold out", as a listing site draws "Reserved" over a car or a flat whose
prices have names of their own), or below its price; never the tile's before it, whose price
is the last line before it."""

import pytest

from monitor.extract import Rules, extract


def states(html: str) -> list[str]:
    snapshot = extract(html.encode(), "text/html; charset=utf-8", Rules(extract="prices"))
    return [f"{record.label}: {record.availability}" for record in snapshot.prices]


def tile(name: str, price: str, above: str = "", below: str = "", kind: str = "item") -> str:
    mark = f"<div class='mark'>{above}</div>" if above else ""
    after = f"<p class='stock'>{below}</p>" if below else ""
    return (
        f"<div class='{kind} product'><a href='/p'><div class='image'>{mark}<img src='x.jpg'>"
        f"</div><h2>{name}</h2><div class='price'>{price}</div></a>{after}</div>"
    )


CASES = [
    pytest.param(  # marks on the images, above the names
        tile("Mug", "24,00 €")
        + tile("Plate", "34,00 €", above="Išparduota")
        + tile("Vase", "89,00 €")
        + tile("Teapot", "64,50 €", above="Liko nedaug"),
        ["Mug: None", "Plate: SoldOut", "Vase: None", "Teapot: LimitedAvailability"],
        id="marks-above-names",
    ),
    pytest.param(  # the state below the price, in its own tile
        tile("Mug", "$24", below="In stock")
        + tile("Plate", "$34", below="Sold out")
        + tile("Vase", "$89", below="In stock"),
        ["Mug: InStock", "Plate: SoldOut", "Vase: InStock"],
        id="states-below-prices",
    ),
    pytest.param(  # a sale mark above a name is no stock state, and takes none
        tile("Mug", "$24", below="Sold out")
        + tile("Plate", "$29 $34", above="Sale")
        + tile("Vase", "$89", above="Sold out"),
        ["Mug: SoldOut", "Plate: None", "Plate: None", "Vase: SoldOut"],
        id="sale-and-sold-out-marks",
    ),
    pytest.param(  # a card that shows its price first, above its name
        "".join(
            f"<div class='card'><div class='price'>{price}<span>/mo</span></div><h3>{name}</h3>"
            f"<ul><li>{users}</li></ul></div>"
            for name, price, users in (("Starter", "$9", "1 user"), ("Pro", "$29", "5 users"))
        ),
        ["Starter: None", "Pro: None"],
        id="a-price-above-its-cards-name",
    ),
    pytest.param(  # the price set as a heading of its own, above the card's name
        "".join(
            f"<div class='card'><h2>{price}/mo</h2><h3>{name}</h3><p>For you</p></div>"
            for name, price in (("Starter", "$9"), ("Pro", "$29"))
        ),
        ["Starter: None", "Pro: None"],
        id="a-price-heading-above-its-cards-name",
    ),
    pytest.param(  # a name with a digit is a name still
        tile("Omega-3 1000 mg", "$24", above="Sold out") + tile("Vitamin D3", "$12"),
        ["Omega-3 1000 mg: SoldOut", "Vitamin D3: None"],
        id="names-with-digits",
    ),
    pytest.param(  # a listing's badge on its photo, above a card whose prices have labels
        "".join(
            f"<div class='card'>{mark}<img src='x.jpg'><h3>{name}</h3><ul><li>2021</li>"
            f"<li>32,150 miles</li></ul><p>Cash price</p><p>{cash}</p><p>PCP from</p>"
            f"<p>{monthly} per month</p><table><tr><th>Deposit</th><td>£2,500.00</td></tr>"
            "<tr><th>APR</th><td>9.9%</td></tr></table><a href='/r'>Reserve online</a></div>"
            for name, mark, cash, monthly in (
                ("Golf", "", "£17,495", "£289"),
                ("Puma", "<div class='badge'>Reserved</div>", "£14,990", "£249"),
                ("Yaris", "<div class='badge'>Sold</div>", "£18,250", "£305"),
            )
        ),
        [
            "Golf (Cash price): None",
            "Golf (PCP from): None",
            "Golf (Deposit): None",
            "Puma (Cash price): OutOfStock",
            "Puma (PCP from): OutOfStock",
            "Puma (Deposit): None",  # a table's row is read on its own
            "Yaris (Cash price): SoldOut",
            "Yaris (PCP from): SoldOut",
            "Yaris (Deposit): None",
        ],
        id="a-badge-above-a-card-of-labelled-prices",
    ),
    pytest.param(  # the same in German: a flat's rents under their own names
        "".join(
            f"<article><span class='badge'>{mark}</span><h2>{name}</h2><dl><dt>Kaltmiete</dt>"
            f"<dd>{cold} €</dd><dt>Warmmiete</dt><dd>{warm} €</dd></dl></article>"
            for name, mark, cold, warm in (
                ("3-Zimmer-Altbau", "Vermietet", "845", "1.130"),
                ("Dachgeschoss", "", "1.095", "1.420"),
            )
        ),
        [
            "3-Zimmer-Altbau (Kaltmiete): SoldOut",
            "3-Zimmer-Altbau (Warmmiete): SoldOut",
            "Dachgeschoss (Kaltmiete): None",
            "Dachgeschoss (Warmmiete): None",
        ],
        id="a-rented-flats-badge",
    ),
    pytest.param(  # one product's page: its heading over a box of text is no tile of a grid
        "<section class='product'><p class='crumbs'>Home / Mugs</p><h1>Mug</h1>"
        "<p>$24</p><p>Out of stock</p></section>",
        ["Mug: OutOfStock"],
        id="a-single-product",
    ),
]


@pytest.mark.parametrize(("html", "expected"), CASES)
def test_a_mark_is_the_products_whose_tile_it_is_in(html: str, expected: list[str]) -> None:
    assert states(f"<div class='grid'>{html}</div>") == expected


def labels(html: str) -> list[str]:
    snapshot = extract(html.encode(), "text/html; charset=utf-8", Rules(extract="prices"))
    return [f"{record.label}: {record.amount}" for record in snapshot.prices]


def modules(kind: str, first: str, sentence: str, heading: str, price: str) -> str:
    """Two of a page builder's text modules, twin boxes of one class: the second holds a
    sentence with a price, then the next part's heading and its price."""
    return (
        f"<div class='{kind}'><div class='inner'><h2>{first}</h2><p>Lorem ipsum.</p></div></div>"
        f"<div class='{kind}'><div class='inner'><p>{sentence}</p><h3>{heading}</h3>"
        f"<p>{price}</p></div></div>"
    )


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        pytest.param(
            modules(
                "fl-module fl-module-rich-text",
                "Mitgliedschaften",
                "Einmalige Aufnahmegebühr für Monatsmitgliedschaften: CHF 150.\u2013. Alle Preise"
                " inkl. 8,1 % MWST.",
                "Sitzungszimmer",
                "CHF 25.\u2013 pro Stunde",
            ),
            ["Mitgliedschaften: 150", "Sitzungszimmer: 25"],
            id="beaver-builder-de",
        ),
        pytest.param(
            modules(
                "wpb_text_column wpb_content_element",
                "Abonnements",
                "Frais d'inscription uniques pour tous les abonnements : 49 €, réglés lors de"
                " la première séance.",
                "Cours particuliers",
                "65 € la séance",
            ),
            ["Abonnements: 49", "Cours particuliers: 65"],
            id="wpbakery-fr",
        ),
        pytest.param(
            modules(
                "et_pb_module et_pb_text",
                "Abonnementen",
                "Eenmalig inschrijfgeld voor elk abonnement: € 25,00, te betalen bij je"
                " eerste les.",
                "Privéles",
                "€ 55,00 per les",
            ),
            ["Abonnementen: 25.00", "Privéles: 55.00"],
            id="divi-nl",
        ),
        pytest.param(
            modules(
                "wp-block-group is-layout-constrained",
                "Karnety",
                "Jednorazowa opłata wpisowa do każdego karnetu wynosi 99 zł i jest płatna przy"
                " pierwszej wizycie.",
                "Treningi personalne",
                "180 zł za trening",
            ),
            ["Karnety: 99", "Treningi personalne: 180"],
            id="gutenberg-group-pl",
        ),
    ],
)
def test_a_sentence_before_a_heading_in_a_builders_module_is_no_cards_top(
    html: str, expected: list[str]
) -> None:
    assert labels(f"<main>{html}</main>") == expected
