"""Price lists that name their currency once, in a column's header."""

import pytest

from monitor.extract import Rules, extract
from monitor.extract.page import CELL, ROW
from monitor.extract.signed_columns import signed_columns


def table(header: list[str], *rows: list[str]) -> str:
    head = "".join(f"<th>{cell}</th>" for cell in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def records(html: str, lang: str = "en") -> list[tuple[str, str, str | None, str | None]]:
    page = f'<html lang="{lang}"><body><main><h1>Price list</h1>{html}</main></body></html>'
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    return [(r.label, str(r.amount), r.currency, r.period) for r in found]


@pytest.mark.parametrize(
    ("html", "lang", "expected"),
    [
        (
            table(["Plan", "Price (USD/month)"], ["Basic", "10"], ["Pro", "20.00"]),
            "en",
            [("Basic", "10", "USD", "month"), ("Pro", "20.00", "USD", "month")],
        ),
        (
            table(["Artikel", "Preis in EUR"], ["Schraube M4", "0,12"], ["Mutter M4", "1.250,00"]),
            "de",
            [("Schraube M4", "0.12", "EUR", None), ("Mutter M4", "1250.00", "EUR", None)],
        ),
        (
            table(["Instance", "vCPU", "$/hour"], ["s-1", "1", "0.0104"]),
            "en",
            [("s-1", "0.0104", "$", "hour")],
        ),
        (
            table(["Offre", "Prix HT (€)"], ["Essentiel", "19"]),
            "fr",
            [("Essentiel", "19", "EUR", None)],
        ),
        (
            table(["プラン", "月額（円）"], ["ライト", "980"], ["スタンダード", "1,980"]),  # noqa: RUF001
            "ja",
            [("ライト", "980", "JPY", "month"), ("スタンダード", "1980", "JPY", "month")],
        ),
        (
            table(["Pakke", "Pris (kr)"], ["Basis", "99"]),
            "da",
            [("Basis", "99", "DKK", None)],
        ),
        # A cell that writes its own price keeps it; one of words is none of this.
        (
            table(["Plan", "Price (EUR)"], ["Basic", "€10"], ["Pro", "on request"]),
            "en",
            [("Basic", "10", "EUR", None), ("Pro", "None", None, None)],
        ),
    ],
)
def test_a_columns_header_names_the_currency_of_its_amounts(
    html: str, lang: str, expected: list[tuple[str, str, str | None, str | None]]
) -> None:
    assert records(html, lang) == expected


def row(*cells: str) -> str:
    return ROW + "".join(CELL + cell for cell in cells)


@pytest.mark.parametrize(
    ("header", "cells"),
    [
        (["Size", "Length (ft)"], ["M", "12"]),  # feet, no forint
        (["Plan", "Users"], ["Pro", "10"]),  # no currency named
        (["Plan", "USD or EUR"], ["Pro", "10"]),  # two currencies: which is not said
        (["2024", "Price (USD)"], ["Pro", "10"]),  # a row with a digit is no header
        (["Plan", "Price (USD)"], ["Pro", "10 - 20"]),  # no amount alone
    ],
)
def test_no_currency_is_written_where_the_header_does_not_name_one(
    header: list[str], cells: list[str]
) -> None:
    texts = [" | ".join(header), " | ".join(cells)]
    assert signed_columns([row(*header), row(*cells)], texts) is texts


@pytest.mark.parametrize(
    ("html", "lang", "expected"),
    [
        # A fare table (Polish): the caption names the currency, a header of two rows names
        # each column by its zone, then by its fare; a dash is no price.
        (
            "<table><caption>Ceny biletów (zł)</caption>"
            '<tr><th rowspan="2">Bilet</th><th colspan="2">Strefa I</th>'
            '<th colspan="2">Strefy I+II</th></tr>'
            "<tr><th>normalny</th><th>ulgowy</th><th>normalny</th><th>ulgowy</th></tr>"
            "<tr><td>20-minutowy</td><td>3,40</td><td>1,70</td><td>4,00</td><td>—</td></tr>"
            "</table><p>Opłata dodatkowa: 250,00 zł</p>",
            "pl",
            [
                ("20-minutowy (Strefa I normalny)", "3.40", "PLN", None),
                ("20-minutowy (Strefa I ulgowy)", "1.70", "PLN", None),
                ("20-minutowy (Strefy I+II normalny)", "4.00", "PLN", None),
                ("Price list", "250.00", "PLN", None),
            ],
        ),
        # A title row of one cell over the header row (English, a telephone tariff): the
        # second row names the columns. It had divided by the first row's groups, of which
        # there are none, and failed the check in every mode.
        (
            '<table><tr><th colspan="3">Calls within the UK</th></tr>'
            "<tr><th>Destination</th><th>Peak</th><th>Off-peak</th></tr>"
            "<tr><td>Landline</td><td>$0.10</td><td>$0.05</td></tr>"
            "<tr><td>Mobile</td><td>$0.20</td><td>$0.15</td></tr></table>",
            "en",
            [
                ("Landline (Peak)", "0.10", "$", None),
                ("Landline (Off-peak)", "0.05", "$", None),
                ("Mobile (Peak)", "0.20", "$", None),
                ("Mobile (Off-peak)", "0.15", "$", None),
            ],
        ),
        # A title right above the table (a museum's admission, Italian): ages as columns.
        (
            "<p>Tariffe (EUR)</p>"
            + table(
                ["Biglietto", "Adulti", "Ridotto 18-25"],
                ["Museo", "14,00", "9,00"],
                ["Museo + mostra", "18,00", "12,00"],
            )
            + "<p>Audioguida € 5,00</p>",
            "it",
            [
                ("Museo (Adulti)", "14.00", "EUR", None),
                ("Museo (Ridotto 18-25)", "9.00", "EUR", None),
                ("Museo + mostra (Adulti)", "18.00", "EUR", None),
                ("Museo + mostra (Ridotto 18-25)", "12.00", "EUR", None),
                ("Price list", "5.00", "EUR", None),
            ],
        ),
        # A lift pass table (Japanese): the caption's unit after a full-width colon, the
        # yen written without cents but with its thousands grouped; ages as columns.
        (
            "<p>リフト券料金（単位：円・税込）</p>"  # noqa: RUF001
            + table(
                ["券種", "大人", "小学生"],
                ["1日券", "6,500", "3,300"],
                ["4時間券", "5,200", "2,600"],
            )
            + "<p>保証金 500円</p>",
            "ja",
            [
                ("1日券 (大人)", "6500", "JPY", None),
                ("1日券 (小学生)", "3300", "JPY", None),
                ("4時間券 (大人)", "5200", "JPY", None),
                ("4時間券 (小学生)", "2600", "JPY", None),
                ("Price list", "500", "JPY", "once"),  # the card's deposit, paid once
            ],
        ),
        # A heading names the currency over a caption that names the fares' validity (a
        # transit authority's fare table, German): zones as columns, an age range in a row.
        (
            "<h2>Bartarif (Preise in Euro)</h2>"
            "<table><caption>Gültig ab 01.01.2027</caption>"
            "<tr><th>Fahrkarte</th><th>Preisstufe 1</th><th>Preisstufe 2</th></tr>"
            "<tr><td>Einzelfahrt Erwachsene</td><td>2,90</td><td>3,80</td></tr>"
            "<tr><td>Einzelfahrt Kinder (6\u201314 Jahre)</td><td>1,70</td><td>2,20</td></tr>"
            "</table>",
            "de",
            [
                ("Einzelfahrt Erwachsene (Preisstufe 1)", "2.90", "EUR", None),
                ("Einzelfahrt Erwachsene (Preisstufe 2)", "3.80", "EUR", None),
                ("Einzelfahrt Kinder (6\u201314 Jahre) (Preisstufe 1)", "1.70", "EUR", None),
                ("Einzelfahrt Kinder (6\u201314 Jahre) (Preisstufe 2)", "2.20", "EUR", None),
            ],
        ),
        # The same in French, a ferry's fares by season, the caption a sentence of dates.
        (
            "<h3>Tarifs passagers (en €)</h3>"
            "<table><caption>Du 1er avril au 30 septembre</caption>"
            "<tr><th>Passager</th><th>Aller simple</th><th>Aller-retour</th></tr>"
            "<tr><td>Adulte</td><td>32,50</td><td>58,00</td></tr>"
            "<tr><td>Enfant (4 à 11 ans)</td><td>16,25</td><td>29,00</td></tr></table>",
            "fr",
            [
                ("Adulte (Aller simple)", "32.50", "EUR", None),
                ("Adulte (Aller-retour)", "58.00", "EUR", None),
                ("Enfant (4 à 11 ans) (Aller simple)", "16.25", "EUR", None),
                ("Enfant (4 à 11 ans) (Aller-retour)", "29.00", "EUR", None),
            ],
        ),
        # A column of counts under a title naming a currency is no price: no cents.
        (
            "<p>Pricing (USD)</p>"
            + table(["Plan", "Seats", "Monthly"], ["Team", "5", "49.00"])
            + "<p>Support $9.00</p>",
            "en",
            [("Team", "49.00", "USD", "month"), ("Price list (Support)", "9.00", "USD", None)],
        ),
    ],
)
def test_a_tables_caption_names_the_currency_of_its_columns_of_prices(
    html: str, lang: str, expected: list[tuple[str, str, str | None, str | None]]
) -> None:
    assert records(html, lang) == expected


@pytest.mark.parametrize(
    ("caption", "cells"),
    [
        (["Prices in USD or EUR"], ["Pro", "10,00"]),  # two currencies
        (["Dimensions (ft)"], ["M", "12.50"]),  # feet, no forint
        (["Tariffe (EUR)"], ["Museo", "14"]),  # no cents: maybe a count
        (["Tariffe (EUR)"], ["Museo", "14,00 - 18,00"]),  # no amount alone
        (["リフト一覧（円）"], ["第1クワッド", "1450"]),  # noqa: RUF001 (a length, not grouped)
        (["Prices (EUR)"], ["Pro", "1,450"]),  # a currency with cents: a count grouped
    ],
)
def test_no_currency_is_written_where_the_caption_does_not_name_one_for_amounts(
    caption: list[str], cells: list[str]
) -> None:
    header = ["Item", "Cost"]
    lines = [caption[0], row(*header), row(*cells)]
    texts = [caption[0], " | ".join(header), " | ".join(cells)]
    assert signed_columns(lines, texts) is texts


@pytest.mark.parametrize(
    "title",
    [
        # A paragraph, no heading, two lines above: not the table's title.
        "Alle Preise in Euro, Kinder zahlen die Hälfte.",
        # A heading that names two currencies.
        "\x12Preise in EUR und CHF",
    ],
)
def test_only_a_heading_over_a_caption_names_its_tables_currency(title: str) -> None:
    header = ["Fahrkarte", "Preisstufe 1"]
    caption = "Gültig ab 01.01.2027"
    lines = [title, caption, row(*header), row("Einzelfahrt", "2,90")]
    texts = [title.lstrip("\x12"), caption, " | ".join(header), "Einzelfahrt | 2,90"]
    assert signed_columns(lines, texts) is texts


def headless(caption: str, *rows: list[str]) -> str:
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<p>{caption}</p><table><tbody>{body}</tbody></table>"


@pytest.mark.parametrize(
    ("html", "lang", "expected"),
    [
        # A table without a header row, its currency and period in the line above: its
        # first row was read as a header, and that product's price went unseen.
        (
            headless("Alle Preise in CHF pro Monat", ["Basis", "19.00"], ["Plus", "29.00"]),
            "de",
            [("Basis", "19.00", "CHF", "month"), ("Plus", "29.00", "CHF", "month")],
        ),
        (
            headless("Priser i DKK", ["Herreklip", "395,00"], ["Dameklip", "545,00"]),
            "da",
            [("Herreklip", "395.00", "DKK", None), ("Dameklip", "545.00", "DKK", None)],
        ),
        (
            headless(
                "Hinnat (€)",
                ["Hieronta 30 min", "39,00", "\u2014"],
                ["Hieronta 60 min", "65,00", "59,00"],
            ),
            "fi",
            [
                ("Hieronta 30 min", "39.00", "EUR", None),
                ("Hieronta 60 min", "65.00", "EUR", None),
                ("Hieronta 60 min", "59.00", "EUR", None),
            ],
        ),
        # A header of years holds no amount written as money: it stays the header.
        (
            headless(
                "Preise in EUR",
                ["Tarif", "2026", "2027"],
                ["Basis", "9,90", "10,90"],
                ["Plus", "14,90", "15,90"],
            ),
            "de",
            [
                ("Basis (2026)", "9.90", "EUR", None),
                ("Basis (2027)", "10.90", "EUR", None),
                ("Plus (2026)", "14.90", "EUR", None),
                ("Plus (2027)", "15.90", "EUR", None),
            ],
        ),
    ],
)
def test_a_table_without_a_header_is_priced_from_its_first_row(
    html: str, lang: str, expected: list[tuple[str, str, str | None, str | None]]
) -> None:
    assert records(html, lang) == expected


@pytest.mark.parametrize(
    ("caption", "cells"),
    [
        (["Preise in CHF"], ["Montag", "06.30"]),  # a time as a timetable writes it
        (["Preise in CHF"], ["Zürich HB", "07.05"]),
        (["Tarifs (EUR)"], ["Départ", "09.45"]),
    ],
)
def test_a_time_written_with_a_dot_is_no_amount(caption: list[str], cells: list[str]) -> None:
    header = ["Abfahrt", "Zeit"]
    lines = [caption[0], row(*header), row(*cells)]
    texts = [caption[0], " | ".join(header), " | ".join(cells)]
    assert signed_columns(lines, texts) is texts
