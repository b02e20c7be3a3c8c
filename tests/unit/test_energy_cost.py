"""An appliance's estimated running cost (``phrases.energy_cost``): no price of the page."""

import pytest

from monitor.extract import Rules, extract

HTML = "text/html; charset=utf-8"


# An appliance's spec table names its estimated running cost in a row of its own: the row's
# amount is no price of the page, in a table as on a line.
@pytest.mark.parametrize(
    ("lang", "price", "label", "cost"),
    [
        ("de", "899,00 €", "Energiekosten pro Jahr", "ca. 45,60 €"),
        ("en", "$899.99", "Estimated Yearly Energy Cost", "$21"),
        ("ja", "89,800円", "年間電気代", "約4,650円"),
        ("ko", "1,290,000원", "연간 에너지비용", "42,000원"),
    ],
)
def test_a_spec_tables_energy_cost_is_no_price(
    lang: str, price: str, label: str, cost: str
) -> None:
    html = (
        f"<html lang={lang}><body><main><h1>Fridge</h1><p>{price}</p><button>Buy</button>"
        f"<table><tr><th>Energy class</th><td>C</td></tr><tr><th>{label}</th><td>{cost}</td></tr>"
        "<tr><th>Volume</th><td>363 l</td></tr></table></main></body></html>"
    )
    assert len(extract(html.encode(), HTML, Rules(extract="prices")).prices) == 1
