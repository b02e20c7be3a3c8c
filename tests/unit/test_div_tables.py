"""Comparison grids written in divs (``monitor.extract.div_tables``): read as a table's
columns in ``plans`` mode, and a grid of plan cards left as it was."""

import pytest
from selectolax.lexbor import LexborHTMLParser

from monitor.extract import Rules, div_tables, extract

HTML = "text/html; charset=utf-8"


def grid(lang: str, products: list[tuple[str, str]], rows: list[tuple[str, list[str]]]) -> str:
    head = "<div class=row><div class=label></div>" + "".join(
        f"<div class=col><h3>{name}</h3><p>{price}</p><button>Add</button></div>"
        for name, price in products
    )
    body = "".join(
        f"<div class=row><div class=label>{label}</div>"
        + "".join(f"<div class=value>{value}</div>" for value in values)
        + "</div>"
        for label, values in rows
    )
    return (
        f"<html lang={lang}><body><main><h1>Compare</h1><div class=grid>{head}</div>{body}"
        "</div></main></body></html>"
    )


CASES = [
    (
        "pl",
        [
            ("ASUS TUF A15", "4 299,00 zł"),
            ("Lenovo LOQ 15", "4 499,00 zł"),
            ("MSI Katana", "5 199,00 zł"),
        ],
        [
            ("Procesor", ["AMD Ryzen 7", "Intel Core i5", "Intel Core i7"]),
            ("Pamięć RAM", ["16 GB (DDR5, 4800 MHz)", "16 GB (DDR5, 4800 MHz)", "32 GB (DDR5)"]),
            ("Waga", ["2,20 kg", "2,40 kg", "2,25 kg"]),
            ("Gwarancja", ["24 miesiące", "24 miesiące", "36 miesięcy"]),
        ],
    ),
    (
        "de",
        [("QN90D 55 Zoll", "999,00 €"), ("QN90D 65 Zoll", "1.299,00 €")],
        [
            ("Bildschirmdiagonale", ["139 cm / 55 Zoll", "163 cm / 65 Zoll"]),
            ("Energieeffizienzklasse", ["F", "G"]),
            ("Energieverbrauch SDR", ["98 kWh/1000h", "119 kWh/1000h"]),
            ("Garantie", ["2 Jahre", "3 Jahre"]),
        ],
    ),
    (
        "en",
        [("Basic", "$9/mo"), ("Pro", "$19/mo"), ("Team", "$49/mo")],
        [
            ("Users", ["1", "5", "25"]),
            ("Storage", ["10 GB", "100 GB", "1 TB"]),
            ("Support", ["Email", "Chat", "Phone"]),
        ],
    ),
]


@pytest.mark.parametrize(("lang", "products", "rows"), CASES)
def test_a_comparison_grid_of_divs_gives_each_product_its_column(
    lang: str, products: list[tuple[str, str]], rows: list[tuple[str, list[str]]]
) -> None:
    plans = extract(grid(lang, products, rows).encode(), HTML, Rules(extract="plans")).plans
    assert [plan.name for plan in plans] == [name for name, _ in products]
    for column, plan in enumerate(plans):
        for label, values in rows:
            assert f"{label}: {values[column]}" in plan.features


CARDS = (
    "<html><body><main><div class=plans>"
    "<div class=card><h3>Basic</h3><p>$9/mo</p><p>1 user</p><p>10 GB</p></div>"
    "<div class=card><h3>Pro</h3><p>$19/mo</p><p>5 users</p><p>100 GB</p></div>"
    "<div class=card><h3>Team</h3><p>$49/mo</p><p>25 users</p><p>1 TB</p></div>"
    "<div class=card><h3>Max</h3><p>$99/mo</p><p>99 users</p><p>5 TB</p></div>"
    "</div></main></body></html>"
)


@pytest.mark.parametrize(
    "html",
    [
        CARDS,  # a grid of cards: each "row" holds a price
        grid("en", [("Basic", "$9"), ("Pro", "$19")], [("Users", ["1", "5"])] * 2),  # too few rows
        grid(
            "en", [("Basic", "Free"), ("Pro", "Contact us")], [("Users", ["1", "5"])] * 4
        ),  # no prices
        # No labels' column: its first head holds a price too, and the first values are no
        # labels ("1 user").
        "<html><body><main><div class=grid>"
        + "<div><div>Basic $9/mo</div><div>Pro $19/mo</div><div>Team $49/mo</div></div>"
        + "<div><div>1 user</div><div>5 users</div><div>20 users</div></div>" * 4
        + "</div></main></body></html>",
    ],
)
def test_other_grids_take_no_roles(html: str) -> None:
    tree = LexborHTMLParser(html)
    assert tree.body is not None
    assert not div_tables.mark([tree.body])
    assert "role=" not in (tree.html or "")


def price_list(lang: str, title: str, head: list[str], rows: list[list[str]], wrap: bool) -> str:
    """A page whose prices are only in a grid of divs: a head row of words, then a row per
    product; ``wrap`` puts the head and the body rows in a wrapper each, as a table's
    sections (Tailwind's ``<div class="grid grid-cols-3">`` rows, CSS modules' hashed ones)."""

    def row(cells: list[str], kind: str) -> str:
        spans = "".join(f'<span class="c_{kind}__x8Qz1">{cell}</span>' for cell in cells)
        return f'<div class="grid grid-cols-{len(cells)} {kind}">{spans}</div>'

    head_row, body = row(head, "head"), "".join(row(cells, "row") for cells in rows)
    grid = f"<div>{head_row}</div><div>{body}</div>" if wrap else head_row + body
    return (
        f"<html lang={lang}><body><nav><a href=/>Home</a></nav><main><h1>{title}</h1>"
        f'<div class="rounded-xl border">{grid}</div><p>{title}.</p></main></body></html>'
    )


PRICE_LISTS = [
    (
        "pt",
        ["Ligação", "Normal (€)", "Jovem (€)"],
        [["Setúbal \u2013 Troia", "4,50", "2,25"], ["Comporta \u2013 Troia", "2,80", "1,40"]],
        False,
        [
            ("Setúbal \u2013 Troia (Normal (€))", "4.50", "EUR", None),
            ("Setúbal \u2013 Troia (Jovem (€))", "2.25", "EUR", None),
            ("Comporta \u2013 Troia (Normal (€))", "2.80", "EUR", None),
            ("Comporta \u2013 Troia (Jovem (€))", "1.40", "EUR", None),
        ],
    ),
    (
        "de",
        ["Tarif", "Preis / Monat (EUR)"],
        [["Basis", "9,90"], ["Komfort", "14,90"], ["Premium", "1.249,00"]],
        True,
        [
            ("Basis", "9.90", "EUR", "month"),
            ("Komfort", "14.90", "EUR", "month"),
            ("Premium", "1249.00", "EUR", "month"),
        ],
    ),
    (
        # The period only in the head, the cells signed: each cell was the page title's.
        "de",
        ["Tarif", "Preis / Monat", "Preis / Jahr"],
        [["Basis", "9,90 €", "99,00 €"], ["Komfort", "14,90 €", "149,00 €"]],
        False,
        [
            ("Basis", "9.90", "EUR", "month"),
            ("Basis", "99.00", "EUR", "year"),
            ("Komfort", "14.90", "EUR", "month"),
            ("Komfort", "149.00", "EUR", "year"),
        ],
    ),
    (
        "fr",
        ["Formule", "Prix HT (EUR)", "Prix TTC (EUR)"],
        [["Essentiel", "10,00", "12,00"], ["Pro", "25,00", "30,00"]],
        True,
        [
            ("Essentiel (Prix HT (EUR))", "10.00", "EUR", None),
            ("Essentiel (Prix TTC (EUR))", "12.00", "EUR", None),
            ("Pro (Prix HT (EUR))", "25.00", "EUR", None),
            ("Pro (Prix TTC (EUR))", "30.00", "EUR", None),
        ],
    ),
    (
        "cs",
        ["Permanentka", "Cena (Kč)", "Platnost"],
        [["10 vstupů", "1 250", "6 měsíců"], ["Kredit 3 000 Kč", "3 000", "12 měsíců"]],
        True,
        [
            # A validity column's months are the period, as "6 months" or "6 Monate" are.
            ("10 vstupů", "1250", "CZK", "6 měsíců"),
            ("Kredit", "3000", "CZK", None),
            ("Kredit", "3000", "CZK", "12 měsíců"),
        ],
    ),
    (
        "ja",
        ["券種", "大人\uff08円\uff09", "小学生\uff08円\uff09"],
        [["1日券", "6,500", "3,300"], ["4時間券", "5,200", "2,600"]],
        False,
        [
            ("1日券 (大人\uff08円\uff09)", "6500", "JPY", None),
            ("1日券 (小学生\uff08円\uff09)", "3300", "JPY", None),
            ("4時間券 (大人\uff08円\uff09)", "5200", "JPY", None),
            ("4時間券 (小学生\uff08円\uff09)", "2600", "JPY", None),
        ],
    ),
    # Each sign in a box of its own beside a no-break space (WooCommerce's, Shopify's), after
    # the amount or before it, in a <bdi> or not: the cells are amounts all the same.
    (
        "de",
        ["Karte", "Preis", "Ermäßigt"],
        [
            [
                "Tageskarte",
                '12,00&nbsp;<span class="currency">\u20ac</span>',
                '8,00&nbsp;<span class="currency">\u20ac</span>',
            ],
            [
                "Wochenkarte",
                '45,00&nbsp;<span class="currency">\u20ac</span>',
                '30,00&nbsp;<span class="currency">\u20ac</span>',
            ],
        ],
        False,
        [
            ("Tageskarte (Preis)", "12.00", "EUR", None),
            ("Tageskarte (Ermäßigt)", "8.00", "EUR", None),
            ("Wochenkarte (Preis)", "45.00", "EUR", None),
            ("Wochenkarte (Ermäßigt)", "30.00", "EUR", None),
        ],
    ),
    (
        "pt-BR",
        ["Serviço", "Avulso", "Pacote"],
        [
            [
                "Corte",
                '<bdi><span class="currency">R$</span>&nbsp;45,00</bdi>',
                '<bdi><span class="currency">R$</span>&nbsp;40,00</bdi>',
            ],
            [
                "Barba",
                '<bdi><span class="currency">R$</span>&nbsp;30,00</bdi>',
                '<bdi><span class="currency">R$</span>&nbsp;25,00</bdi>',
            ],
        ],
        True,
        [
            ("Corte (Avulso)", "45.00", "BRL", None),
            ("Corte (Pacote)", "40.00", "BRL", None),
            ("Barba (Avulso)", "30.00", "BRL", None),
            ("Barba (Pacote)", "25.00", "BRL", None),
        ],
    ),
    # Cents raised in a superscript under a head that names the currency.
    (
        "pt",
        ["Ligação", "Normal (€)", "Jovem (€)"],
        [
            ["Setúbal \u2013 Troia", "4<sup>,50</sup>", "2<sup>,25</sup>"],
            ["Comporta \u2013 Troia", "2<sup>,80</sup>", "1<sup>,40</sup>"],
        ],
        False,
        [
            ("Setúbal \u2013 Troia (Normal (€))", "4.50", "EUR", None),
            ("Setúbal \u2013 Troia (Jovem (€))", "2.25", "EUR", None),
            ("Comporta \u2013 Troia (Normal (€))", "2.80", "EUR", None),
            ("Comporta \u2013 Troia (Jovem (€))", "1.40", "EUR", None),
        ],
    ),
]


@pytest.mark.parametrize(("lang", "head", "rows", "wrap", "expected"), PRICE_LISTS)
def test_a_price_list_of_divs_reads_as_a_table(
    lang: str,
    head: list[str],
    rows: list[list[str]],
    wrap: bool,
    expected: list[tuple[str, str, str, str | None]],
) -> None:
    html = price_list(lang, "Preços", head, rows, wrap)
    prices = extract(html.encode(), HTML, Rules(extract="prices")).prices
    found = [(p.label, str(p.amount), p.currency, p.period) for p in prices]
    assert found == expected


NOT_PRICE_LISTS = [
    # Opening hours: no row holds an amount.
    price_list(
        "cs", "Otevírací doba", ["Den", "Bazén"], [["Pondělí", "6:00\u201321:30"]] * 3, False
    ),
    # A spec sheet: counts and sizes, no amount alone.
    price_list("en", "Specs", ["Spec", "Value"], [["RAM", "16 GB"], ["Disk", "1 TB"]], False),
    # Cards: the "head" holds a price too.
    price_list("en", "Plans", ["Basic", "$9/mo"], [["Pro", "$19/mo"], ["Team", "$49/mo"]], False),
    # One product's row is no list.
    price_list("pt", "Preços", ["Ligação", "Normal (€)"], [["Setúbal", "4,50"]], False),
    # Rows of another width than the head's.
    price_list(
        "de", "Preise", ["Tarif", "Preis (EUR)", "Laufzeit"], [["Basis", "9,90"]] * 3, False
    ),
    # A service priced in words is a row like the others (one class, one wrapper), no head.
    "<html lang=uk><body><main><div class=t1013__wrapper>"
    + "".join(
        f"<div class=t1013__item><div>{name}</div><div>{minutes}</div><div>{price}</div></div>"
        for name, minutes, price in [
            ("Консультація", "20 хв", "безкоштовно"),
            ("Чистка обличчя", "75 хв", "1 100 грн"),
            ("Пілінг", "40 хв", "1 900 грн"),
        ]
    )
    + "</div></main></body></html>",
    # A product's cells are a card's parts: a heading, a paragraph, a button.
    "<html><body><main><div class=grid>"
    "<div><span>Plan</span><span>Price (USD)</span></div>"
    + "<div><h3>Pro</h3><p>19.00</p><button>Buy</button></div>" * 3
    + "</div></main></body></html>",
]


@pytest.mark.parametrize("html", NOT_PRICE_LISTS)
def test_other_div_rows_take_no_roles(html: str) -> None:
    tree = LexborHTMLParser(html)
    assert tree.body is not None
    assert not div_tables.mark([tree.body])
    assert "role=" not in (tree.html or "")


def test_a_timetable_of_divs_gives_no_prices() -> None:
    """Times written with a dot ("06.30") are amounts alone, and the grid a table, but no
    header nor caption names a currency: they stay no prices."""
    html = price_list(
        "de",
        "Fahrplan",
        ["Abfahrt", "Hamburg", "Lübeck"],
        [["Montag", "06.30", "07.15"], ["Dienstag", "06.45", "07.30"]],
        False,
    ).replace("</main>", "<p>Fahrkarte 9,90 €</p></main>")
    prices = extract(html.encode(), HTML, Rules(extract="prices")).prices
    assert [(str(p.amount), p.currency) for p in prices] == [("9.90", "EUR")]


def test_rows_with_roles_in_a_box_without_one_read_as_a_table() -> None:
    """ARIA rows whose box says no ``role=table``, the head told apart only by its cells'
    roles: before, the amounts were no prices."""
    rows = "".join(
        f"<div role=row><span role=cell>{name}</span><span role=cell>{fare}</span></div>"
        for name, fare in [("20-minutowy", "3,40"), ("60-minutowy", "4,60")]
    )
    html = (
        "<html lang=pl><body><main><h1>Cennik</h1><div><div role=row>"
        "<span role=columnheader>Bilet</span><span role=columnheader>Normalny (zł)</span>"
        f"</div>{rows}</div></main></body></html>"
    )
    prices = extract(html.encode(), HTML, Rules(extract="prices")).prices
    assert [(p.label, str(p.amount), p.currency) for p in prices] == [
        ("20-minutowy", "3.40", "PLN"),
        ("60-minutowy", "4.60", "PLN"),
    ]


def flat_grid(lang: str, above: str, cells: list[str], style: str = "") -> str:
    """A page whose price list is one CSS grid: every cell a child of the grid, no element
    per row; ``style`` is the grid's own attributes (its columns), if it states them."""
    return (
        f"<html lang={lang}><body><nav><a href=/>Start</a></nav><main><h1>Tarife</h1>"
        f"<p>{above}</p><div {style}>{''.join(cells)}</div><p>Gute Fahrt.</p></main></body></html>"
    )


def cells(kind: str, *texts: str) -> list[str]:
    return [f'<div class="{kind}">{text}</div>' for text in texts]


FLAT_GRIDS = [
    (
        # Swiss German, the columns in the grid's own style, the currency in a line above.
        flat_grid(
            "de-CH",
            "Alle Preise in CHF",
            cells("h", "Billett", "Erwachsene", "Kinder")
            + cells("c", "Einzelfahrt", "4.40", "2.20", "Tageskarte", "8.80", "\u2014"),
            'style="display:grid;grid-template-columns:minmax(10rem,2fr) repeat(2, 1fr)"',
        ),
        [
            ("Einzelfahrt (Erwachsene)", "4.40", "CHF", None),
            ("Einzelfahrt (Kinder)", "2.20", "CHF", None),
            ("Tageskarte", "8.80", "CHF", None),  # one price in its row, as a table's
        ],
    ),
    (
        # Austrian, a utility class's columns, the currency in the head's cells; a row of
        # zones spanning two columns each over the fares.
        flat_grid(
            "de-AT",
            "Gültig ab 1. Jänner 2027",
            [
                *cells("g", ""),
                '<div class="g col-span-2">Kernzone</div>',
                '<div class="g col-span-2">Region</div>',
                *cells("h", "Fahrschein", "Voll (€)", "Ermäßigt (€)", "Voll (€)", "Ermäßigt (€)"),
                *cells("c", "Stundenkarte", "2,40", "1,20", "3,60", "1,80"),
                *cells("c", "Wochenkarte", "17,10", "8,60", "26,40", "13,20"),
            ],
            'class="grid grid-cols-5 gap-px"',
        ),
        [
            ("Stundenkarte (Kernzone Voll (€))", "2.40", "EUR", None),
            ("Stundenkarte (Kernzone Ermäßigt (€))", "1.20", "EUR", None),
            ("Stundenkarte (Region Voll (€))", "3.60", "EUR", None),
            ("Stundenkarte (Region Ermäßigt (€))", "1.80", "EUR", None),
            ("Wochenkarte (Kernzone Voll (€))", "17.10", "EUR", None),
            ("Wochenkarte (Kernzone Ermäßigt (€))", "8.60", "EUR", None),
            ("Wochenkarte (Region Voll (€))", "26.40", "EUR", None),
            ("Wochenkarte (Region Ermäßigt (€))", "13.20", "EUR", None),
        ],
    ),
    (
        # Swedish, the columns stated nowhere (a stylesheet's rule): as many as make a head
        # over rows of a name and amounts.
        flat_grid(
            "sv",
            "Priser i SEK",
            cells("x", "Tjänst", "Pris", "Medlem")
            + cells("x", "Däckbyte", "495,00", "395,00", "Hjulinställning", "1 195,00", "995,00"),
        ),
        [
            ("Däckbyte (Pris)", "495.00", "SEK", None),
            ("Däckbyte (Medlem)", "395.00", "SEK", None),
            ("Hjulinställning (Pris)", "1195.00", "SEK", None),
            ("Hjulinställning (Medlem)", "995.00", "SEK", None),
        ],
    ),
    (
        # No head row: the currency and the period in the line above the grid.
        flat_grid(
            "de-CH",
            "Alle Preise in CHF pro Monat",
            cells("c", "Velo-Abo", "25.00", "Auto-Abo Nord", "180.00", "Motorrad-Abo", "60.00"),
            'style="display:grid;grid-template-columns:1fr auto"',
        ),
        [
            ("Velo-Abo", "25.00", "CHF", "month"),
            ("Auto-Abo Nord", "180.00", "CHF", "month"),
            ("Motorrad-Abo", "60.00", "CHF", "month"),
        ],
    ),
]


@pytest.mark.parametrize(("html", "expected"), FLAT_GRIDS)
def test_a_flat_css_grid_reads_as_a_table(
    html: str, expected: list[tuple[str, str, str | None, str | None]]
) -> None:
    prices = extract(html.encode(), HTML, Rules(extract="prices")).prices
    assert [(p.label, str(p.amount), p.currency, p.period) for p in prices] == expected


NOT_FLAT_GRIDS = [
    # A timetable: times with a dot are no amounts, even under a currency's line.
    flat_grid(
        "de-CH",
        "Preise in CHF",
        cells("h", "Abfahrt", "Luzern", "Vitznau")
        + cells("c", "Montag", "06.30", "07.15", "Dienstag", "06.45", "07.30"),
    ),
    # Opening hours and a spec sheet of sizes: no amount alone.
    flat_grid(
        "de",
        "Öffnungszeiten",
        cells("c", "Montag\u2013Freitag", "06.00\u201322.00", "Samstag", "08.00\u201320.00"),
        'style="display:grid;grid-template-columns:1fr 1fr"',
    ),
    flat_grid(
        "da",
        "Mål",
        cells("c", "Længde", "4,40 m", "Bredde", "2,20 m", "Højde", "1,80 m"),
        'class="grid grid-cols-2"',
    ),
    # Years and counts without a head: no money, no list.
    flat_grid(
        "de-CH",
        "Statistik",
        cells("c", "2024", "1'311'000", "2025", "1'402'500", "2026", "1'480'000"),
        'style="display:grid;grid-template-columns:repeat(2, 1fr)"',
    ),
    flat_grid("en", "Limits", cells("c", "Users", "5", "Projects", "20", "Seats", "3")),
    # A paragraph's words between its bold names and amounts: no grid's cells.
    flat_grid(
        "de-CH",
        "Preise in CHF",
        ["Die Karte <b>Basis</b> kostet <b>19.00</b>, die Karte <b>Plus</b> kostet <b>29.00</b>."],
    ),
    # Cards in a grid: each child holds blocks.
    flat_grid(
        "en",
        "Plans",
        [f"<div><h3>{n}</h3><p>${p}/mo</p></div>" for n, p in [("A", 9), ("B", 19), ("C", 29)]] * 2,
        'class="grid grid-cols-3"',
    ),
]


@pytest.mark.parametrize("html", NOT_FLAT_GRIDS)
def test_other_flat_grids_take_no_roles(html: str) -> None:
    tree = LexborHTMLParser(html)
    assert tree.body is not None
    assert not div_tables.mark_price_lists([tree.body])
    assert "role=" not in (tree.html or "")


def rows_of(kind: str, *rows: list[str]) -> str:
    return "".join(
        f'<div class="{kind}">' + "".join(f"<span>{c}</span>" for c in row) + "</div>"
        for row in rows
    )


@pytest.mark.parametrize(
    ("lang", "html", "expected"),
    [
        # A head of two rows, the corner cell ("Ticket") spanning both: the lower row is a
        # cell narrower than the fares' rows, and was no head, so no list was read.
        (
            "de-AT",
            rows_of("g", ["Ticket", "Kernzone", "Region"])
            + rows_of("h", ["Voll (€)", "Ermäßigt (€)", "Voll (€)", "Ermäßigt (€)"])
            + rows_of("r", ["Einzelfahrt", "2,40", "1,20", "3,60", "1,80"])
            + rows_of("r", ["Tageskarte", "5,80", "2,90", "8,00", "4,00"]),
            [
                ("Einzelfahrt (Kernzone Voll (€))", "2.40", "EUR", None),
                ("Einzelfahrt (Kernzone Ermäßigt (€))", "1.20", "EUR", None),
                ("Einzelfahrt (Region Voll (€))", "3.60", "EUR", None),
                ("Einzelfahrt (Region Ermäßigt (€))", "1.80", "EUR", None),
                ("Tageskarte (Kernzone Voll (€))", "5.80", "EUR", None),
                ("Tageskarte (Kernzone Ermäßigt (€))", "2.90", "EUR", None),
                ("Tageskarte (Region Voll (€))", "8.00", "EUR", None),
                ("Tageskarte (Region Ermäßigt (€))", "4.00", "EUR", None),
            ],
        ),
        # Durations over fares, a row as wide as the others with an empty corner: only the
        # lower row was the head, and the four prices of a row were one label's.
        (
            "sv",
            "<p>Priser i kronor (SEK)</p>"
            + rows_of("g", ["", "1 dag", "1 dag", "7 dagar", "7 dagar"])
            + rows_of("h", ["Kort", "Vuxen", "Barn", "Vuxen", "Barn"])
            + rows_of("r", ["Liftkort", "495,00", "395,00", "2 195,00", "1 695,00"])
            + rows_of("r", ["Skidhyra", "350,00", "250,00", "1 450,00", "950,00"]),
            [
                ("Liftkort (1 dag Vuxen)", "495.00", "SEK", None),
                ("Liftkort (1 dag Barn)", "395.00", "SEK", None),
                ("Liftkort (7 dagar Vuxen)", "2195.00", "SEK", None),
                ("Liftkort (7 dagar Barn)", "1695.00", "SEK", None),
                ("Skidhyra (1 dag Vuxen)", "350.00", "SEK", None),
                ("Skidhyra (1 dag Barn)", "250.00", "SEK", None),
                ("Skidhyra (7 dagar Vuxen)", "1450.00", "SEK", None),
                ("Skidhyra (7 dagar Barn)", "950.00", "SEK", None),
            ],
        ),
        # No head row, the currency and period in the line above: the period was lost.
        (
            "de-CH",
            "<p>Alle Preise in CHF pro Monat</p>"
            + rows_of("r", ["Basis", "19.00"], ["Plus", "29.00"], ["Max", "49.00"]),
            [
                ("Basis", "19.00", "CHF", "month"),
                ("Plus", "29.00", "CHF", "month"),
                ("Max", "49.00", "CHF", "month"),
            ],
        ),
    ],
)
def test_rows_of_divs_under_two_heads_or_none(
    lang: str, html: str, expected: list[tuple[str, str, str | None, str | None]]
) -> None:
    page = f"<html lang={lang}><body><main><h1>Priser</h1><div>{html}</div></main></body></html>"
    prices = extract(page.encode(), HTML, Rules(extract="prices")).prices
    assert [(p.label, str(p.amount), p.currency, p.period) for p in prices] == expected


def description_list(lang: str, caption: str, pairs: list[tuple[str, str]], grouped: bool) -> str:
    """A page whose price list is a ``<dl>``: names (``<dt>``) and bare amounts (``<dd>``),
    each pair in a ``<div>`` where ``grouped``, beside a signed price elsewhere on the page."""
    rows = "".join(
        f"<div><dt>{name}</dt><dd>{amount}</dd></div>"
        if grouped
        else f"<dt>{name}</dt><dd>{amount}</dd>"
        for name, amount in pairs
    )
    return (
        f"<html lang={lang}><body><main><h1>Priser</h1><h2>Service</h2><p>{caption}</p>"
        f"<dl>{rows}</dl><h2>Gavekort</h2><p>Gavekort 200 kr.</p></main></body></html>"
    )


@pytest.mark.parametrize("grouped", [False, True])
@pytest.mark.parametrize(
    ("lang", "caption", "pairs", "currency"),
    [
        (
            "da",
            "Alle priser i DKK inkl. moms",
            [("Lille service", "449,00"), ("Stort service", "899,00")],
            "DKK",
        ),
        ("sv", "Priser (SEK)", [("Fönsterputs", "495,00"), ("Storstädning", "1 295,00")], "SEK"),
        ("fi", "Hinnat (€)", [("Hieronta 30 min", "39,00"), ("Hieronta 60 min", "65,00")], "EUR"),
    ],
)
def test_a_description_list_of_bare_amounts_under_a_currency_reads_as_a_table(
    grouped: bool, lang: str, caption: str, pairs: list[tuple[str, str]], currency: str
) -> None:
    """Its amounts were read only on a page without another price: beside one, none was."""
    html = description_list(lang, caption, pairs, grouped)
    prices = extract(html.encode(), HTML, Rules(extract="prices")).prices
    found = [(p.label, str(p.amount).replace(".", ","), p.currency) for p in prices]
    assert found[: len(pairs)] == [
        (name, amount.replace(" ", ""), currency) for name, amount in pairs
    ]


@pytest.mark.parametrize(
    "pairs",
    [
        [("Mandag\u2013fredag", "08.00\u201317.30"), ("Lørdag", "10.00\u201314.00")],  # hours
        [("Telefon", "33 12 45 67"), ("CVR", "38 21 47 90")],  # a phone, a company number
        [("Stelstørrelse", "54 cm"), ("Vægt", "16,5 kg"), ("Årgang", "2021")],  # a bike's specs
    ],
)
def test_other_description_lists_take_no_roles(pairs: list[tuple[str, str]]) -> None:
    tree = LexborHTMLParser(description_list("da", "Alle priser i DKK", pairs, grouped=False))
    assert tree.body is not None
    assert not div_tables.mark_price_lists([tree.body])
    assert "role=" not in (tree.html or "")


def test_a_row_of_the_lists_shape_without_an_amount_is_a_plan_on_request() -> None:
    """A plan on request under priced ones, in a list of divs (Japanese): it was left out of
    the list, so its going was no change."""
    html = (
        "<html lang=ja><body><main><h1>料金</h1><div class=t>"
        + rows_of("h", ["プラン", "料金", "ユーザー数"])
        + rows_of("r", ["ライト", "￥980／月", "1人"], ["プロ", "￥3,980／月", "20人"])  # noqa: RUF001
        + rows_of("r", ["法人", "お問い合わせ", "100人"])
        + "</div></main></body></html>"
    )
    prices = extract(html.encode(), HTML, Rules(extract="prices")).prices
    assert [(p.label, p.amount) for p in prices][-1] == ("法人", None)


def _page(lang: str, title: str, grid: str) -> str:
    return (
        f"<html lang={lang}><body><main><h1>{title}</h1><div class=t>{grid}</div>"
        "<p>Fin.</p></main></body></html>"
    )


@pytest.mark.parametrize(
    ("lang", "rows", "lines", "amounts"),
    [
        # Cells written with no space between them (a table's tags as divs and spans, a
        # minifier's markup) are apart to a reader: a tier's quantity ran into its price, and
        # a list of signed prices read as lines found none.
        (
            "da",
            [["1\u20132 stk.", "249,00 kr./stk."], ["3\u20135 stk.", "229,00 kr./stk."]],
            ["1\u20132 stk. 249,00 kr./stk.", "3\u20135 stk. 229,00 kr./stk."],
            ["249.00", "229.00"],
        ),
        # A network's name ran into the minimum after it ("ERC-2020 USDT").
        (
            "en",
            [["Tether", "ERC-20", "20 USDT", "$6.00"], ["Dai", "ERC-20", "20 DAI", "$5.00"]],
            ["Tether ERC-20 20 USDT $6.00", "Dai ERC-20 20 DAI $5.00"],
            ["6.00", "5.00"],
        ),
        # A zone's number ran into the price (0,49 zł read 20,49 zł).
        (
            "pl",
            [["Roaming, strefa 2", "0,49 zł/MB"], ["Pakiet na 30 dni", "12,19 zł"]],
            ["Roaming, strefa 2 0,49 zł/MB", "Pakiet na 30 dni 12,19 zł"],
            ["0.49", "12.19"],
        ),
        # Not a price's own parts boxed apart: its cents, its thousands.
        (
            "fr",
            [["Essentiel", "19", ",99 €"], ["Pro", "2", "499 €"]],
            ["Essentiel 19,99 €", "Pro 2499 €"],
            ["19.99", "2499"],
        ),
    ],
)
def test_the_touching_cells_of_repeated_rows_read_apart(
    lang: str, rows: list[list[str]], lines: list[str], amounts: list[str]
) -> None:
    html = _page(lang, "Priser", rows_of("r", *rows)).encode()
    assert extract(html, HTML, Rules(extract="text")).text.splitlines()[1:-1] == lines
    prices = extract(html, HTML, Rules(extract="prices")).prices
    assert [str(p.amount) for p in prices] == amounts


def fee_list(lang: str, head: list[str], rows: list[list[str]]) -> str:
    """A page whose fees are a list of divs: a head row in a wrapper, then the rows."""
    return _page(lang, "Fees", f"<div>{rows_of('h', head)}</div><div>{rows_of('r', *rows)}</div>")


FEE_LISTS = [
    # Rates by a tier's bounds in money: the rows were no products' (a rate is no amount,
    # and bounds in money alone no name), so their cells ran together and a rate's change
    # was missed.
    (
        "de",
        ["Depotvolumen", "Entgelt p.a."],
        [["0 € bis 50.000 €", "0,25 %"], ["50.000,01 € bis 250.000 €", "0,18 %"]],
        ("0,18 %", "0,20 %"),
    ),
    (
        "en",
        ["30-day volume (USD)", "Maker", "Taker"],
        [["$0 - $50,000", "0.40%", "0.60%"], ["$50,001 - $500,000", "0.25%", "0.40%"]],
        ("0.60%", "0.65%"),
    ),
    (
        "fr",
        ["Solde moyen", "Frais annuels"],
        [["jusqu'à 10 000 €", "0,30 %"], ["plus de 10 000 €", "0,15 %"]],
        ("0,15 %", "0,12 %"),
    ),
    # A fee waived ("Gratis") is a charge too: its row was taken for a second head.
    (
        "es",
        ["Método", "Depósito", "Retiro"],
        [["Transferencia", "Gratis", "Gratis"], ["Tarjeta", "1,5 %", "2,50 €"]],
        ("2,50 €", "2,90 €"),
    ),
]


@pytest.mark.parametrize(("lang", "head", "rows", "change"), FEE_LISTS)
def test_a_fee_schedule_of_divs_reads_as_a_table(
    lang: str, head: list[str], rows: list[list[str]], change: tuple[str, str]
) -> None:
    html = fee_list(lang, head, rows)
    lines = extract(html.encode(), HTML, Rules(extract="text")).text.splitlines()
    assert lines[2:4] == [" | ".join(row) for row in rows]
    was, now = (
        extract(page.encode(), HTML, Rules(extract="prices")).digest
        for page in (html, html.replace(*change))
    )
    assert was != now


@pytest.mark.parametrize(
    ("head", "rows"),
    [
        # Rates without money are a spec sheet's, a nutrition table's.
        (
            ["Indhold", "Pr. 2 kapsler", "% RI"],
            [["E-vitamin", "6 mg", "50 %"], ["D3-vitamin", "10 µg", "200 %"]],
        ),
        (["Akku", "Kapazität", "Zustand"], [["Original", "5000 mAh", "100 %"]] * 2),
        # Opening hours, phone numbers and sizes hold no charge.
        (["Dag", "Åbent"], [["Mandag", "08.00\u201317.30"], ["Lørdag", "10.00\u201314.00"]]),
        (["Afdeling", "Telefon"], [["Butik", "33 12 45 67"], ["Værksted", "33 12 45 68"]]),
        (["Størrelse", "Mål"], [["M", "54 cm"], ["L", "58 cm"]]),
    ],
)
def test_other_lists_of_rates_or_words_take_no_roles(
    head: list[str], rows: list[list[str]]
) -> None:
    tree = LexborHTMLParser(fee_list("da", head, rows))
    assert tree.body is not None
    assert not div_tables.mark_price_lists([tree.body])
    assert "role=" not in (tree.html or "")


def plan_columns(lang: str, head: list[str], rows: list[list[str]], between: str = "") -> str:
    """Plans as a list's columns: a head of their names, a price row, features' rows, then
    a row of their buttons, ``between`` the features and the buttons."""
    *body, buttons = rows
    return _page(
        lang,
        "Tarife",
        f"{rows_of('h', head)}{rows_of('r', *body)}{between}{rows_of('b', buttons)}",
    )


PLAN_COLUMNS = [
    (
        "de",
        ["Leistung", "Haftpflicht", "Teilkasko", "Vollkasko"],
        [
            ["Prämie", "€ 38,90 monatlich", "€ 52,40 monatlich", "€ 89,70 monatlich"],
            ["Selbstbehalt", "\u2013", "€ 300,\u2013", "€ 500,\u2013"],
            ["Glasbruch", "\u2013", "\u2713", "\u2713"],
            ["", "Jetzt berechnen", "Jetzt berechnen", "Derzeit nicht online abschließbar"],
        ],
        ["Haftpflicht", "Teilkasko", "Vollkasko"],
    ),
    (
        "en",
        ["Feature", "Starter", "Team", "Scale"],
        [
            ["Price", "$9/mo", "$29/mo", "$99/mo"],
            ["Support", "Email", "Chat", "Phone"],
            ["", "Buy now", "Buy now", "Sold out"],
        ],
        ["Starter", "Team", "Scale"],
    ),
    # One price row over the features: it was no list.
    (
        "nl",
        ["Dienst", "Basis", "Plus", "Pro"],
        [
            ["Prijs", "€ 5 per maand", "€ 10 per maand", "€ 20 per maand"],
            ["Opslag", "10 GB", "100 GB", "1 TB"],
            ["", "Bestel", "Bestel", "Uitverkocht"],
        ],
        ["Basis", "Plus", "Pro"],
    ),
]


@pytest.mark.parametrize(("lang", "head", "rows", "names"), PLAN_COLUMNS)
def test_the_rows_after_a_lists_prices_are_its_own(
    lang: str, head: list[str], rows: list[list[str]], names: list[str]
) -> None:
    """Features' rows and the buttons' row under the plans, without an amount and with an
    empty first cell: the list ended at its last priced row, so a plan's button saying it
    is sold out was no plan's state."""
    html = plan_columns(lang, head, rows).encode()
    prices = extract(html, HTML, Rules(extract="prices")).prices
    found = [(p.label, p.availability) for p in prices]
    assert found == [(name, None) for name in names[:-1]] + [(names[-1], found[-1][1])]
    assert found[-1][1] is not None


def test_a_row_past_a_lists_end_is_not_its_own() -> None:
    rows = PLAN_COLUMNS[1][2]
    html = plan_columns("en", PLAN_COLUMNS[1][1], rows, between="<p>Prices in USD.</p>")
    lines = extract(html.encode(), HTML, Rules(extract="text")).text.splitlines()
    assert "Support | Email | Chat | Phone" in lines
    assert "Buy now Buy now Sold out" in lines


@pytest.mark.parametrize(("lang", "head", "rows", "wrap", "expected"), PRICE_LISTS[:3])
def test_a_price_list_of_sections_reads_as_one_of_divs(
    lang: str,
    head: list[str],
    rows: list[list[str]],
    wrap: bool,
    expected: list[tuple[str, str, str, str | None]],
) -> None:
    """A section is a box as a div is: a list written in sections was read as lines."""
    html = price_list(lang, "Preços", head, rows, wrap).replace("div", "section")
    prices = extract(html.encode(), HTML, Rules(extract="prices")).prices
    assert [(p.label, str(p.amount), p.currency, p.period) for p in prices] == expected


def cell_rows(kind: str, tag: str, icon: str, *rows: list[str]) -> str:
    """Rows of ``tag`` cells, each after an ``icon`` (a picture or a glyph), if any."""
    return "".join(
        f'<div class="{kind}">{icon}' + "".join(f"<{tag}>{c}</{tag}>" for c in row) + "</div>"
        for row in rows
    )


@pytest.mark.parametrize(
    ("lang", "tag", "icon", "head", "rows", "expected"),
    [
        # Cells written as paragraphs, set side by side by the page's CSS.
        (
            "de",
            "p",
            "",
            ["Leistung", "Preis (€)"],
            [["Herrenhaarschnitt", "28,00"], ["Damenhaarschnitt", "45,00"]],
            [("Herrenhaarschnitt", "28.00", "EUR"), ("Damenhaarschnitt", "45.00", "EUR")],
        ),
        # An icon before each row's name is no cell of its own.
        (
            "sv",
            "span",
            '<img src="/i/klipp.svg" alt="">',
            ["Behandling", "Pris (kr)"],
            [["Klippning", "450,00"], ["Skäggtrimning", "250,00"]],
            [("Klippning", "450.00", "SEK"), ("Skäggtrimning", "250.00", "SEK")],
        ),
        (
            "en-GB",
            "span",
            '<i class="icon icon-scissors"></i>',
            ["Service", "Price (GBP)"],
            [["Gents cut", "24.00"], ["Beard trim", "12.00"]],
            [("Gents cut", "24.00", "GBP"), ("Beard trim", "12.00", "GBP")],
        ),
    ],
)
def test_a_price_lists_cells_may_be_paragraphs_or_follow_an_icon(
    lang: str,
    tag: str,
    icon: str,
    head: list[str],
    rows: list[list[str]],
    expected: list[tuple[str, str, str]],
) -> None:
    """Such rows were no list's: the amounts under a head naming the currency were none."""
    grid = cell_rows("h", tag, "", head) + cell_rows("r", tag, icon, *rows)
    prices = extract(_page(lang, "Priser", grid).encode(), HTML, Rules(extract="prices")).prices
    assert [(p.label, str(p.amount), p.currency) for p in prices] == expected


@pytest.mark.parametrize(
    "grid",
    [
        # Cards of paragraphs, their prices signed, under no head of words.
        cell_rows("card", "p", "", ["Basic", "$9/mo"], ["Pro", "$19/mo"], ["Team", "$49/mo"]),
        # A paragraph between a head and its rows' cells is a card's text, not a cell.
        cell_rows("h", "span", "", ["Plan", "Price"])
        + '<div class="r"><span>Pro</span><span><p>Billed yearly</p>$19</span></div>' * 2,
    ],
)
def test_other_rows_of_paragraphs_take_no_roles(grid: str) -> None:
    tree = LexborHTMLParser(_page("en", "Plans", grid))
    assert tree.body is not None
    assert not div_tables.mark_price_lists([tree.body])
    assert "role=" not in (tree.html or "")


def test_a_hidden_row_between_a_lists_rows_does_not_end_it() -> None:
    """The yearly prices' row hidden until a toggle shows it: the rows after it are still
    the list's, so the last plan's button saying it is sold out is that plan's state."""
    hidden = rows_of("r", ["Price", "$90/yr", "$290/yr", "$990/yr"]).replace(
        'class="r"', 'class="r" style="display:none"'
    )
    grid = (
        rows_of("h", ["Feature", "Starter", "Team", "Scale"])
        + rows_of("r", ["Price", "$9/mo", "$29/mo", "$99/mo"])
        + hidden
        + rows_of("r", ["Support", "Email", "Chat", "Phone"])
        + rows_of("b", ["", "Buy now", "Buy now", "Sold out"])
    )
    prices = extract(_page("en", "Plans", grid).encode(), HTML, Rules(extract="prices")).prices
    assert [(p.label, p.availability) for p in prices if p.period == "month"] == [
        ("Starter", None),
        ("Team", None),
        ("Scale", "SoldOut"),
    ]


def list_items(kind: str, *rows: list[str]) -> str:
    return "".join(
        f'<li class="{kind}">' + "".join(f"<span>{c}</span>" for c in row) + "</li>" for row in rows
    )


@pytest.mark.parametrize(
    ("items", "lang", "expected"),
    [
        # A list's items are its rows, as divs are: the amounts under the head naming their
        # currency were no prices.
        (
            list_items("head", ["Leistung", "Preis (€)"])
            + list_items("r", ["Herrenhaarschnitt", "28,00"], ["Damenhaarschnitt", "45,00"]),
            "de",
            [("Herrenhaarschnitt", "28.00", "EUR"), ("Damenhaarschnitt", "45.00", "EUR")],
        ),
        (
            list_items("head", ["Behandling", "Pris (kr)"])
            + list_items("r", ["Klippning", "450,00"], ["Skäggtrimning", "250,00"]),
            "sv",
            [("Klippning", "450.00", "SEK"), ("Skäggtrimning", "250.00", "SEK")],
        ),
        # Its items' cells touching: a tier's quantity ran into its price.
        (
            list_items(
                "r", ["1\u20132 stk.", "249,00 kr./stk."], ["3\u20135 stk.", "229,00 kr./stk."]
            ),
            "da",
            [
                ("Priser (1\u20132 stk.)", "249.00", "DKK"),
                ("Priser (3\u20135 stk.)", "229.00", "DKK"),
            ],
        ),
    ],
)
def test_a_lists_items_are_rows_as_divs_are(
    items: str, lang: str, expected: list[tuple[str, str, str]]
) -> None:
    html = _page(lang, "Priser", f"<ul>{items}</ul>")
    prices = extract(html.encode(), HTML, Rules(extract="prices")).prices
    assert [(p.label, str(p.amount), p.currency) for p in prices] == expected


@pytest.mark.parametrize(
    "items",
    [
        # A menu's links, a card's features with a tick, a spec's sizes: no price list.
        '<li><a href="/a">Tarife</a><a href="/b">Hilfe</a></li>' * 3,
        list_items("f", ["\u2713", "10 GB Speicher"], ["\u2713", "5 Nutzer"]),
        list_items("head", ["Spec", "Value"]) + list_items("r", ["RAM", "16 GB"], ["Disk", "1 TB"]),
    ],
)
def test_other_lists_items_take_no_roles(items: str) -> None:
    tree = LexborHTMLParser(_page("de", "Tarife", f"<ul>{items}</ul>"))
    assert tree.body is not None
    assert not div_tables.mark_price_lists([tree.body])
    assert "role=" not in (tree.html or "")


@pytest.mark.parametrize(
    ("lang", "head", "period"),
    [
        ("pt", ["Passe", "Pre\u00e7o / trimestre (\u20ac)"], "quarter"),
        ("de", ["Abo", "Preis / Monat (\u20ac)"], "month"),
    ],
)
def test_a_list_in_a_wrapper_beside_a_title_box_is_one_table(
    lang: str, head: list[str], period: str
) -> None:
    """A section whose title is a box (no heading's tag) and whose list sits in a wrapper of
    its own: the wrapper is the list, marked once (the section counted the title's box as a
    row, marked the list as its own too, and the head's period was lost)."""
    rows = [["Residente", "38,00"], ["Estudante", "19,00"]]
    page = price_list(lang, "Passes", head, rows, False)
    html = page.replace("<h1>Passes</h1>", '<section><div class="text-2xl">Passes</div>')
    html = html.replace("</main>", "</section></main>")
    tree = LexborHTMLParser(html)
    assert tree.body is not None
    assert div_tables.mark([tree.body])
    assert [node.attrs.get("class") for node in tree.css('[role="table"]')] == ["rounded-xl border"]
    prices = extract(html.encode(), HTML, Rules(extract="prices")).prices
    assert {p.period for p in prices} == {period}


def _components(grid: str, head: tuple[str, str], row: tuple[str, str], *rows: list[str]) -> str:
    """A grid of a framework's components: its ``grid`` element, then a head row of
    ``head``'s row and cell tags over rows of ``row``'s, the first of ``rows`` the head's."""

    def line(tags: tuple[str, str], cells: list[str]) -> str:
        return (
            f"<{tags[0]}>"
            + "".join(f"<{tags[1]}>{c}</{tags[1]}>" for c in cells)
            + (f"</{tags[0]}>")
        )

    body = "".join(line(row, cells) for cells in rows[1:])
    return f"<{grid}>{line(head, rows[0])}{body}</{grid}>"


@pytest.mark.parametrize(
    ("lang", "grid", "expected"),
    [
        # Ionic's grid: the head's period reached no price, and its columns named none.
        (
            "en",
            _components(
                "ion-grid",
                ("ion-row class=head", "ion-col"),
                ("ion-row", "ion-col"),
                ["Plan", "Monthly", "Yearly"],
                ["Basic", "$10", "$100"],
                ["Pro", "$20", "$200"],
            ),
            [
                ("Basic", "10", "month"),
                ("Basic", "100", "year"),
                ("Pro", "20", "month"),
                ("Pro", "200", "year"),
            ],
        ),
        # Angular Material's table: bare amounts under a head naming their currency.
        (
            "pt",
            _components(
                "mat-table",
                ("mat-header-row", "mat-header-cell"),
                ("mat-row", "mat-cell"),
                ["Ligação", "Normal (€)", "Jovem (€)"],
                ["Setúbal \u2013 Troia", "4,50", "2,25"],
                ["Comporta \u2013 Troia", "2,80", "1,40"],
            ),
            [
                ("Setúbal \u2013 Troia (Normal (€))", "4.50", None),
                ("Setúbal \u2013 Troia (Jovem (€))", "2.25", None),
                ("Comporta \u2013 Troia (Normal (€))", "2.80", None),
                ("Comporta \u2013 Troia (Jovem (€))", "1.40", None),
            ],
        ),
        # A shop's own components, in a div.
        (
            "fr",
            "<div class=tarifs>"
            + _components(
                "x-fares",
                ("x-head", "x-cell"),
                ("x-fare", "x-cell"),
                ["Zone", "Adulte", "Enfant"],
                ["Zone 1", "2,10 €", "1,05 €"],
                ["Zone 2", "3,20 €", "1,60 €"],
            )
            + "</div>",
            [
                ("Zone 1 (Adulte)", "2.10", None),
                ("Zone 1 (Enfant)", "1.05", None),
                ("Zone 2 (Adulte)", "3.20", None),
                ("Zone 2 (Enfant)", "1.60", None),
            ],
        ),
    ],
)
def test_a_grid_of_custom_elements_reads_as_one_of_divs(
    lang: str, grid: str, expected: list[tuple[str, str, str | None]]
) -> None:
    prices = extract(_page(lang, "Tarifs", grid).encode(), HTML, Rules(extract="prices")).prices
    assert [(p.label, str(p.amount), p.period) for p in prices] == expected


@pytest.mark.parametrize(
    "grid",
    [
        # Plan cards written as components: a heading, a paragraph and a button each.
        "<pricing-card><h3>Basic</h3><p>$10/mo</p><button>Buy</button></pricing-card>" * 3,
        # A row of a framework's chips, no amount in them.
        "<mat-chip-set>"
        + "<mat-chip-row><mat-chip>SSD</mat-chip><mat-chip>16 GB</mat-chip></mat-chip-row>" * 3
        + "</mat-chip-set>",
        # A comment is no row.
        "<!-- rows -->" * 3 + "<p>Basic $10</p>",
    ],
)
def test_other_custom_elements_take_no_roles(grid: str) -> None:
    tree = LexborHTMLParser(_page("en", "Plans", grid))
    assert tree.body is not None
    assert not div_tables.mark([tree.body])
    assert "role=" not in (tree.html or "")
