"""A precious metal's rate of the moment is no price of a jeweller's offers."""

# Turkish words are written as Turkish pages write them, with a dotless i.
# ruff: noqa: RUF001

import pytest

from monitor.extract import Rules, extract, metal_rates, money


def _prices(html: str) -> list[tuple[str, str]]:
    page = f"<html><body>{html}</body></html>".encode()
    found = extract(page, "text/html; charset=utf-8", Rules(extract="prices")).prices
    return [(price.label, str(price.amount)) for price in found]


@pytest.mark.parametrize(
    ("html", "rates"),
    [
        # A header's strip of the day's rates, per gram, each named by its purity.
        (
            "<div>Today's Gold Rate 24KT: <b>₹7,004/g</b> 22KT: <b>₹6,420/g</b>"
            " Silver: <b>₹92.40/g</b></div><p>Aarohi Ring</p><p>₹48,765</p>",
            {"7004", "6420", "92.40"},
        ),
        # Turkish: the unit is the rate's name ("Gram Alt\u0131n"), a coin beside it its metal.
        (
            "<div>Gram Altın: 2.978,52 ₺ 22 Ayar Bilezik (gr): 2.742,10 ₺"
            " Çeyrek Altın: 4.890,00 ₺</div><p>Burma Bilezik</p><p>44.870,00 TL</p>",
            {"2978.52", "2742.10", "4890.00"},
        ),
        # German, Italian, Chinese, Arabic: per gram after the amount.
        (
            "<p>Goldpreis aktuell: 78,40 € pro Gramm</p><p>Ring 585 Gold</p><p>349,00 €</p>",
            {"78.40"},
        ),
        ("<p>Quotazione oro 18 kt: 61,20 €/grammo</p><p>Anello</p><p>890,00 €</p>", {"61.20"}),
        ("<p>今日金价 足金 ¥612/克</p><p>足金手镯</p><p>¥18,600</p>", {"612"}),
        ("<p>سعر الذهب عيار 21: 312 درهم/جرام</p><p>خاتم</p><p>2,450 درهم</p>", {"312"}),
        # A price breakup's rate row: the rate goes, the metal's value stays.
        (
            "<table><tr><th>Component</th><th>Rate</th><th>Weight</th><th>Value</th></tr>"
            "<tr><td>Yellow Gold 18KT</td><td>₹5,253/g</td><td>4.120 g</td><td>₹21,643</td></tr>"
            "</table>",
            {"5253"},
        ),
    ],
)
def test_a_metals_rate_is_no_offer(html: str, rates: set[str]) -> None:
    amounts = {amount for _, amount in _prices(html)}
    assert not amounts & rates
    assert amounts


@pytest.mark.parametrize(
    "html",
    [
        # A weighed product: its weight is a count, not what the amount is per.
        "<p>1 gr Külçe Altın (995,0)</p><p>3.065,00 TL</p>",
        "<p>22K Gold Chain 10 g</p><p>₹68,900</p>",
        "<p>Silver plan</p><p>$12/month</p>",
        # Per gram, but no metal: tea sold loose.
        "<p>Darjeeling first flush</p><p>₹12/g</p>",
    ],
)
def test_an_offer_by_weight_or_a_metals_name_stays(html: str) -> None:
    assert _prices(html)


@pytest.mark.parametrize(
    ("text", "starts"),
    [
        ("Gold 22K: ₹6,420/g", 1),
        ("Gram Altın: 2.978,52 ₺", 1),
        ("22K Gold Chain 10 g ₹68,900", 0),
        ("Silver plan $12/month", 0),
    ],
)
def test_metal_rates_of_a_line(text: str, starts: int) -> None:
    found = money.prices_by_line([text])
    prices = found[0] if found else []
    assert len(metal_rates.metal_rates(text, prices)) == starts
