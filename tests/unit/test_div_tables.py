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
