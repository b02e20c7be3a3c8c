"""A table's rows read as plans: where each cell is in a row's text, and how much the kinds of
cells agree along an axis."""

from dataclasses import replace
from decimal import Decimal

import pytest

from monitor.extract import Rules, extract, money, page, plan_tables
from monitor.extract.prices import PriceRecord


@pytest.mark.parametrize(
    ("lead", "row", "spans"),
    [
        ("", [], []),
        ("", ["Pro"], [(0, 0, 3)]),
        ("", ["Pro", "$12/mo"], [(0, 0, 3), (1, 6, 12)]),
        # What the row holds before its first cell comes first, `` | `` after it.
        ("Plans", ["Pro", "$12"], [(0, 8, 11), (1, 14, 17)]),
        # An empty cell has no place in the text, but keeps its column.
        ("", ["", "Pro", "", "$12"], [(1, 0, 3), (3, 6, 9)]),
        ("", ["", ""], []),
    ],
)
def test_cell_spans(lead: str, row: list[str], spans: list[tuple[int, int, int]]) -> None:
    assert plan_tables.cell_spans(lead, row) == spans
    text = page.plain(page.CELL.join([lead, *row]))
    for column, start, end in spans:
        assert text[start:end] == row[column]


@pytest.mark.parametrize(
    ("group", "agreement"),
    [
        ((), None),
        (("price",), None),
        (("price", "empty", "empty"), None),  # one filled cell agrees with nothing
        (("price", "price"), 1.0),
        (("quantity", "price", "empty", "quantity"), 2 / 3),
        (("mark", "text", "quantity", "price"), 0.25),
    ],
)
def test_agreement(group: tuple[str, ...], agreement: float | None) -> None:
    assert plan_tables._agreement(group) == agreement


@pytest.mark.parametrize(
    ("groups", "uniformity"),
    [
        ([], 0.0),
        ([["price"], ["empty", "text"]], 0.0),
        # A repeated group counts each time it occurs.
        ([["price", "price"], ["price", "price"], ["price", "text"]], (1 + 1 + 0.5) / 3),
        ([["quantity", "mark", "mark"], ["price"]], 2 / 3),
    ],
)
def test_uniformity(groups: list[list[str]], uniformity: float) -> None:
    assert plan_tables._uniformity(groups) == pytest.approx(uniformity)


def _row(*cells: str) -> str:
    return page.ROW + "".join(page.CELL + cell for cell in cells)


@pytest.mark.parametrize(
    ("label", "kept"),
    [
        pytest.param(".com (Renew)", ".com (Renew)", id="a-column-name-after-the-plans-is-kept"),
        pytest.param(".com", ".com", id="the-plans-own-name"),
        pytest.param(".community", ".com", id="a-longer-word-is-no-qualifier"),
        pytest.param("Renew", ".com", id="another-name-is-the-plans"),
    ],
)
def test_a_rows_record_keeps_what_tells_its_prices_apart(label: str, kept: str) -> None:
    lines = [_row("TLD", "Register", "Renew", "Privacy"), _row(".com", "$9/yr", "$12/yr", "✓")]
    lines.append(_row(".net", "$11/yr", "$13/yr", "✓"))
    record = PriceRecord(label=label, amount=Decimal(12), currency="$", period="year")
    net = [PriceRecord(label=".net", amount=Decimal(13), currency="$", period="year")]
    found = plan_tables.read(plan_tables.Rows(lines, records=[[], [record], net]))
    assert [p.prices[0].label for p in found if p.name == ".com"] == [kept]


def test_a_row_of_cells_over_rows_of_one_cell_names_no_plans() -> None:
    """A rate card's table whose only row of two cells is its first, over notes of one cell
    each, has no plans (reading it as columns found no body row to take its width from)."""
    row, cell = page.ROW, page.CELL
    lines = [
        f"{row}{cell}Usługa{cell}Cena brutto",
        f"{row}{cell}Aktywacja usługi 49,00 zł",
        f"{row}{cell}Faktura papierowa 5,00 zł/mies.",
    ]
    assert plan_tables.read(plan_tables.Rows(lines=lines)) == []


@pytest.mark.parametrize(
    ("header", "name"),
    [
        ("Pro $12/mo", "Pro"),  # the name before its price, as before
        ("£45 Basic Starter landing page", "Basic Starter landing page"),  # a gig's package
        ("$29/mo Pro", "Pro"),
        ("29 € / Monat Business", "Business"),
        ("19,90 € par mois Essentiel", "Essentiel"),
        ("R$ 49,90 Básico", "Básico"),
        ("$0 Free", "Free"),
        # Decoys: a price alone names nothing, nor do two prices before words, nor a
        # sentence of copy after a price.
        ("£45", ""),
        ("$10 $20 Pro", ""),
        ("$9 " + "a sentence of copy that runs on far past any plan's name " * 2, ""),
    ],
)
def test_a_column_is_named_by_the_words_before_or_after_its_price(header: str, name: str) -> None:
    prices = money.prices_by_line([header]).get(0)
    assert plan_tables._column_name(header, prices) == name


def test_plans_as_columns_whose_header_leads_with_the_price() -> None:
    """A marketplace's "Compare packages": each header cell is the package's price over its
    name, the rows its delivery time and revisions; they were no plans when a name had to
    come before its price."""
    row, cell = page.ROW, page.CELL
    lines = [
        f"{row}{cell}Package{cell}£45 Basic{cell}£120 Standard{cell}£260 Premium",
        f"{row}{cell}Revisions{cell}1{cell}3{cell}Unlimited",
        f"{row}{cell}Delivery Time{cell}3 days{cell}5 days{cell}10 days",
    ]
    plans = plan_tables.read(plan_tables.Rows(lines=lines))
    assert [(p.name, [r.amount for r in p.prices]) for p in plans] == [
        ("Basic", [Decimal(45)]),
        ("Standard", [Decimal(120)]),
        ("Premium", [Decimal(260)]),
    ]
    assert plans[1].features == ("Revisions: 3", "Delivery Time: 5 days")


@pytest.mark.parametrize(
    ("header", "body", "names"),
    [
        pytest.param(
            ("Service", "Fee", "Details"),
            [
                ("Card reader", "£49 one-off", "Ships in 2 days"),
                ("Refunds", "Free", "The original fee is not returned"),
                ("Chargebacks", "£15 per dispute", "Refunded if you win"),
                ("Payment links", "Same as card rates", "No extra fee"),
            ],
            ["Card reader", "Chargebacks"],
            id="a-payment-processor-s-other-fees",
        ),
        pytest.param(
            ("Usługa", "Opłata", "Uwagi"),
            [
                ("Przelew natychmiastowy", "5,00 zł", "Express Elixir"),
                ("Wypłata za granicą", "3%", "Bankomaty Visa"),
                ("Karta zastępcza", "25,00 zł", "Wysyłka kurierem"),
            ],
            ["Przelew natychmiastowy", "Karta zastępcza"],
            id="a-polish-bank-s-fee-schedule",
        ),
        pytest.param(
            ("Leistung", "Gebühr", "Hinweis"),
            [
                ("Ersatzkarte", "10,00 €", "Bei Verlust"),
                ("Kartenzahlung in Fremdwährung", "1,7 %", "Vom Umsatz"),
                ("Echtzeitüberweisung", "0,99 €", "Pro Überweisung"),
            ],
            ["Ersatzkarte", "Echtzeitüberweisung"],
            id="a-german-neobank-s-fee-list",
        ),
    ],
)
def test_a_table_whose_heads_name_fields_lists_its_rows(
    header: tuple[str, ...], body: list[tuple[str, ...]], names: list[str]
) -> None:
    """A fee schedule's head names the fields of each row ("Service | Fee | Details"): its
    rows are the priced things, not its columns plans called "Fee" and "Details" (the cells'
    kinds alone, a column of prices between columns of words, read it so)."""
    row, cell = page.ROW, page.CELL
    lines = [row + cell + cell.join(cells) for cells in (header, *body)]
    assert [plan.name for plan in plan_tables.read(plan_tables.Rows(lines=lines))] == names


@pytest.mark.parametrize(
    ("rows", "names"),
    [
        pytest.param(
            [("fino a 22.000 €", "0,00 €"), ("da 22.000,01 € a 30.000 €", "450,00 €")],
            ["fino a 22.000 €", "da 22.000,01 € a 30.000 €"],
            id="income-brackets",
        ),
        pytest.param(
            [("Up to $50,000", "$1,200"), ("Over $50,000", "$2,400")],
            ["Up to $50,000", "Over $50,000"],
            id="english-bounds",
        ),
        # a plan's name before its own price is the words before it, as it was
        pytest.param(
            [("Starter $9", "$90/yr"), ("Pro $19", "$190/yr")],
            ["Starter", "Pro"],
            id="a-plan-before-its-price",
        ),
    ],
)
def test_a_row_whose_head_is_a_bracket_is_named_by_all_of_it(
    rows: list[tuple[str, str]], names: list[str]
) -> None:
    lines = [_row("Bracket", "Price"), *(_row(*cells) for cells in rows)]
    texts = [" | ".join(line[2:].split(page.CELL)) for line in lines]
    found = money.prices_by_line(texts)
    moneys = [found.get(i, []) for i in range(len(lines))]
    plans = plan_tables.read(plan_tables.Rows(lines, prices=moneys))
    assert [plan.name for plan in plans] == names


def _yen(amount: int, label: str = "") -> PriceRecord:
    return PriceRecord(label=label, amount=Decimal(amount), currency="JPY", period="month")


@pytest.mark.parametrize(
    ("cells", "records", "features"),
    [
        pytest.param(
            ("先進医療特約", "技術料と同額", "通算2,000万円まで", "月額 120円"),
            [_yen(120)],
            ("限度: 通算2,000万円まで",),
            id="a-cap-the-reading-took-for-no-price-is-a-term",
        ),
        pytest.param(
            ("がん特約", "一時金50万円", "1年に1回", "月額 680円"),
            [_yen(680)],
            ("保障内容: 一時金50万円", "限度: 1年に1回"),
            id="a-benefit-the-reading-took-for-no-price-is-a-term",
        ),
        # A cell whose amount the reading took for a price stays a price: no feature.
        pytest.param(
            ("がん特約", "一時金50万円", "1年に1回", "月額 680円"),
            [_yen(500000), _yen(680)],
            ("限度: 1年に1回",),
            id="a-price-the-reading-kept",
        ),
    ],
)
def test_a_rows_amount_read_as_no_price_is_a_term_of_its_plan(
    cells: tuple[str, ...], records: list[PriceRecord], features: tuple[str, ...]
) -> None:
    lines = [
        _row("特約", "保障内容", "限度", "保険料"),
        _row(*cells),
        _row("女性特約", "日額5,000円を上乗せ", "60日まで", "月額 410円"),
        _row("三大疾病特約", "一時金100万円", "1回限り", "月額 520円"),
    ]
    texts = [" | ".join(line[2:].split(page.CELL)) for line in lines]
    found = money.prices_by_line(texts)
    read = [
        [],
        [replace(r, label=cells[0]) for r in records],
        [_yen(410, "女性特約")],
        [_yen(520, "三大疾病特約")],
    ]
    moneys = [found.get(i, []) for i in range(len(lines))]
    plans = plan_tables.read(plan_tables.Rows(lines, records=read, prices=moneys))
    assert [plan.features for plan in plans if plan.name == cells[0]] == [features]


def _page_plans(lang: str, html: str) -> list[tuple[str, list[str]]]:
    from monitor.extract import Rules, extract

    page_html = f"<html lang={lang}><body><main><h1>Preise</h1>{html}</main></body></html>"
    plans = extract(page_html.encode(), "text/html", Rules(extract="plans")).plans
    return [(plan.name, [str(record.amount) for record in plan.prices]) for plan in plans]


def _headless(caption: str, rows: list[tuple[str, str]], markup: str) -> str:
    if markup == "table":
        body = "".join(f"<tr><td>{name}</td><td>{price}</td></tr>" for name, price in rows)
        return f"<p>{caption}</p><table>{body}</table>"
    body = "".join(f"<div class=r><span>{n}</span><span>{p}</span></div>" for n, p in rows)
    return f"<p>{caption}</p><div class=l>{body}</div>"


@pytest.mark.parametrize("markup", ["table", "divs"])
@pytest.mark.parametrize(
    ("lang", "caption", "rows"),
    [
        ("de", "Alle Preise in CHF pro Monat", [("Seepass", "96.00"), ("Jugend", "64.00")]),
        ("sv", "Priser i SEK", [("Däckbyte", "495,00"), ("Hjulinställning", "1 195,00")]),
        ("en", "All prices in USD", [("Basic", "9.00"), ("Pro", "19.00"), ("Team", "49.00")]),
    ],
)
def test_a_table_without_a_header_row_is_a_plan_per_row(
    markup: str, lang: str, caption: str, rows: list[tuple[str, str]]
) -> None:
    """Its first row was taken for a header of plans named by their prices ("96.00"), and
    that product's price went unseen."""
    plans = _page_plans(lang, _headless(caption, rows, markup))
    assert [name for name, _ in plans] == [name for name, _ in rows]
    assert all(len(amounts) == 1 for _, amounts in plans)


def test_a_header_of_priced_plans_over_rows_of_features_keeps_its_columns() -> None:
    html = (
        "<table><tr><th></th><th>Basic $9/mo</th><th>Pro $19/mo</th></tr>"
        "<tr><td>Users</td><td>1</td><td>5</td></tr>"
        "<tr><td>Storage</td><td>10 GB</td><td>100 GB</td></tr></table>"
    )
    assert [name for name, _ in _page_plans("en", html)] == ["Basic", "Pro"]


@pytest.mark.parametrize(
    ("lang", "cells", "period"),
    [
        # What a plan's price is per, written before it in its cell, as after it.
        ("en", ("Per user: $8/mo", "Per user: $12/mo"), "month per user"),
        ("de", ("Pro Nutzer 8 \u20ac/Monat", "Pro Nutzer 12 \u20ac/Monat"), "month per nutzer"),
        (
            "fr",
            ("Par utilisateur 8 \u20ac/mois", "Par utilisateur 12 \u20ac/mois"),
            "month per utilisateur",
        ),
        ("en", ("$8 per user/mo", "$12 per user/mo"), "month per user"),
        # Near miss: a flat price stays flat.
        ("en", ("$8/mo", "$12/mo"), "month"),
    ],
)
def test_a_plan_columns_unit_written_before_its_price(
    lang: str, cells: tuple[str, str], period: str
) -> None:
    html = (
        f'<html lang="{lang}"><body><table><tr><th></th><th>Basic</th><th>Pro</th></tr>'
        f"<tr><td>Price</td><td>{cells[0]}</td><td>{cells[1]}</td></tr></table></body></html>"
    )
    found = extract(html.encode(), "text/html", Rules(extract="plans"))
    assert [(p.name, [r.period for r in p.prices]) for p in found.plans] == [
        ("Basic", [period]),
        ("Pro", [period]),
    ]
