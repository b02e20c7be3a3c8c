"""Live market quotes beside a page's prices: a ticker's items and a market table's rows
go, the page's own prices and rates stay."""

import pytest
from selectolax.lexbor import LexborHTMLParser

from monitor.extract import Rules, extract, page, quotes


def left(markup: str) -> str:
    """The text ``markup`` keeps once its quotes are dropped."""
    tree = LexborHTMLParser(f"<html><body>{markup}</body></html>")
    quotes.drop(tree, markup)
    assert tree.body is not None
    return " ".join(tree.body.text(separator=" ").split())


@pytest.mark.parametrize(
    ("markup", "kept"),
    [
        # A ticker strip of list items: symbol, price, change; the items without a change
        # (a rate, a metal) go with them.
        pytest.param(
            '<ul class="t"><li class="q"><b>BTC</b> <span>$97,412.55</span> <span>+2.1%</span>'
            '</li><li class="q"><b>ETH</b> <span>€3,210.07</span> <span>-0.8%</span></li>'
            '<li class="q"><b>EUR/USD</b> <span>1.0842</span></li></ul><p>Plus $9.99/mo</p>',
            "Plus $9.99/mo",
            id="crypto-strip",
        ),
        # A template's indentation around each element's text.
        pytest.param(
            '<ul class="t">\n  <li class="q">\n    <b>\n      BTC\n    </b>\n    <span>\n'
            "      $97,412.55\n    </span>\n    <span>\n      +2.1%\n    </span>\n  </li>\n"
            '  <li class="q">\n    <b>ETH</b> <span>\u20ac3,210.07</span>\n    <span>\n'
            "      -0.8% </span>\n  </li>\n</ul>\n<p>\n  Plus $9.99/mo\n</p>",
            "Plus $9.99/mo",
            id="crypto-strip-indented",
        ),
        # German figures, a minus sign, a space before the percent sign.
        pytest.param(
            '<div><span class="w">DAX <em>19.842,31</em> <i>+0,42&nbsp;%</i></span>'
            '<span class="w">MDAX <em>26.911,04</em> <i>\u22120,18 %</i></span></div>'
            "<p>Orderentgelt 1 € pro Trade</p>",
            "Orderentgelt 1 € pro Trade",
            id="index-strip-de",
        ),
        # A market table: each row's change in a cell of its own.
        pytest.param(
            "<table><tr><th>Pair</th><th>Last</th><th>24h</th></tr>"
            "<tr><td>BTC/USD</td><td>$97,412.55</td><td>+2.14%</td></tr>"
            "<tr><td>SOL/USD</td><td>$184.22</td><td>(-4.61%)</td></tr></table>",
            "Pair Last 24h",
            id="market-table",
        ),
        # Japanese: the yen after the figure, an arrow for the sign.
        pytest.param(
            '<ol><li class="i">日経平均 <span>38,915.87円</span> <span>▲0.52%</span></li>'
            '<li class="i">TOPIX <span>2,731.04</span> <span>▼0.11%</span></li></ol>'
            "<p>月額 550円</p>",
            "月額 550円",
            id="index-strip-ja",
        ),
        # A strip with no element per quote: its changes are its own.
        pytest.param(
            "<p><span>BTC 97,412.55</span> <span>+2.1%</span> <span>ETH 3,210.07</span>"
            " <span>-0.8%</span></p><p>Pro $29.99/mo</p>",
            "Pro $29.99/mo",
            id="flat-strip",
        ),
        # A page builder's box around each item's words: the items, each holding one box,
        # are the strip (and the German rate without a change goes with them).
        pytest.param(
            '<ul><li class="q"><div><b>BTC</b> <span>$97,412.55</span> <span>+2.1%</span>'
            '</div></li><li class="q"><div><b>ETH</b> <span>€3,210.07</span> <span>-0.8%'
            "</span></div></li></ul><p><div>Plus $9.99/mo</div></p>",
            "Plus $9.99/mo",
            id="wrapped-strip",
        ),
        pytest.param(
            '<ul><li class="w"> <div><div><span>DAX</span> <span>19.842,31</span> '
            '<span>+0,42 %</span></div></div> </li><li class="w"><!----><div><div><span>MDAX'
            "</span> <span>26.911,04</span> <span>\u22120,18 %</span></div></div></li>"
            '<li class="w"><div><div><span>EUR/USD</span> <span>1,0842</span></div></div></li>'
            "</ul><p>Orderentgelt 1 € pro Trade</p>",
            "Orderentgelt 1 € pro Trade",
            id="doubly-wrapped-strip-de",
        ),
        # React writes its expressions apart, with empty comments between them.
        pytest.param(
            '<ul><li class="q"><b>BTC</b> <span>$<!-- -->97,412.55</span> <span>+<!-- -->2.1'
            '<!-- -->%</span></li><li class="q"><b>ETH</b> <span>$<!-- -->3,210.07</span> '
            "<span>-<!-- -->0.8<!-- -->%</span></li></ul><p>Plus $9.99/mo</p>",
            "Plus $9.99/mo",
            id="react-comments",
        ),
        # The figure of each change in a box of its own, the sign and the percent outside.
        pytest.param(
            '<div><span class="w">DAX <em>19.842,31</em> <i>+<b class="v">0,42</b> %</i></span>'
            '<span class="w">MDAX <em>26.911,04</em> <i>\u2212<b class="v">0,18</b> %</i></span>'
            "</div><p>Orderentgelt 1 € pro Trade</p>",
            "Orderentgelt 1 € pro Trade",
            id="boxed-figures-de",
        ),
        # A plus spaced from its figure, on a strip whose other changes fall: a market's
        # style, not a fee table's added rate (read as prices, they changed on every check).
        pytest.param(
            '<ul><li class="q"><b>BTC</b> <span>$97,412.55</span> <span>+ 2.1%</span></li>'
            '<li class="q"><b>ETH</b> <span>$3,210.07</span> <span>+ 0.8%</span></li>'
            '<li class="q"><b>SOL</b> <span>$210.07</span> <span>- 1.8%</span></li></ul>'
            "<p>Pro $29.99/mo</p>",
            "Pro $29.99/mo",
            id="spaced-plus-strip",
        ),
        pytest.param(
            "<table><tr><td>DAX</td><td>19.842,31</td><td>+ 0,42 %</td></tr><tr><td>MDAX</td>"
            "<td>26.911,04</td><td>\u2193 0,18 %</td></tr></table>"
            "<p>Orderentgelt 1 \u20ac pro Trade</p>",
            "Orderentgelt 1 \u20ac pro Trade",
            id="spaced-plus-table-de",
        ),
    ],
)
def test_quotes_are_dropped(markup: str, kept: str) -> None:
    assert left(markup) == kept


@pytest.mark.parametrize(
    "markup",
    [
        # A shop's discount badges: whole percentages.
        '<div class="p"><span>$49.99</span> <span>-20%</span></div>'
        '<div class="p"><span>$19.99</span> <span>-15%</span></div>',
        # A plan's cashback: a signed rate without a figure beside it.
        "<ul><li><span>+0.5%</span> cashback</li><li><span>+1.5%</span> cashback</li></ul>",
        # One change alone: a product's own, not a strip or a table.
        '<p class="q">Gold 1 oz <span>2.512,40 €</span> <span>+0,35 %</span></p>',
        # Discount badges whose figure is boxed: whole percentages still.
        '<div class="p"><span>$49.99</span> <span>-<b>20</b>%</span></div>'
        '<div class="p"><span>$19.99</span> <span>-<b>15</b>%</span></div>',
        # Discount badges with decimals on products' tiles: a tile names its product in a
        # heading, or strikes its old price beside the new one.
        '<div class="p"><h3>Lampe</h3><span>-12,5 %</span> <span>19,99 \u20ac</span></div>'
        '<div class="p"><h3>Tisch</h3><span>-7,5 %</span> <span>1.299,00 \u20ac</span></div>',
        '<div class="p"><b>Lampe</b> <span>-12<sup>,5</sup> %</span> <del>22,85 \u20ac</del> '
        '<span>19,99 \u20ac</span></div><div class="p"><b>Tisch</b> <span>-7<sup>,5</sup> %'
        "</span> <s>1.404,00 \u20ac</s> <span>1.299,00 \u20ac</span></div>",
        # A fee table's rate added to each fixed amount: a plus spaced from its figure, as no
        # market writes its change. Before, the rows were dropped as quotes, and the page had
        # no prices.
        "<table><tr><td>\u00dcberweisung</td><td>\u20ac 2,50</td><td>+ 0,5%</td></tr>"
        "<tr><td>Kartenzahlung</td><td>\u20ac 0,25</td><td>+ 1,4 %</td></tr></table>",
        "<ul><li><span>Transfer</span> <span>$2.50</span> <span>+ 0.50%</span></li>"
        "<li><span>Card</span> <span>$0.25</span> <span>+ 1.40%</span></li></ul>",
        # Fee rates without a sign.
        "<table><tr><td>$0 - $50,000</td><td>0.40%</td><td>0.60%</td></tr>"
        "<tr><td>&gt; $100M</td><td>0.00%</td><td>0.05%</td></tr></table>",
        # One quote in a box of a page builder, alone: the box's wrapper is no strip.
        '<ul><li><div class="q">Gold 1 oz <span>2.512,40 €</span> <span>+0,35 %</span>'
        "</div></li><li><div>Silber 1 oz 29,80 €</div><div>Lieferbar</div></li></ul>",
        # Two quotes in one box beside other words: the box's parent holds more than the box.
        "<div><p><span>BTC 97,412.55</span> <span>+2.1%</span></p><p>Trade BTC and ETH with"
        " zero fees on your first $1,000.00 of volume every month this year</p></div>",
        # A change's words, not a change: the figure is a price with words after it.
        "<ul><li>Save <b>+2.5%</b> on every order over $1,000.00 this month, all year</li>"
        "<li>Earn <b>+1.5%</b> back on $2,500.00 and more in purchases, paid monthly</li>"
        "<li>Your loyalty tier sets the rate: it is reviewed once a year in January and then"
        " again in July, whichever comes first</li></ul>",
    ],
)
def test_what_is_no_quote_stays(markup: str) -> None:
    tree = LexborHTMLParser(f"<html><body>{markup}</body></html>")
    before = " ".join((tree.body.text(separator=" ") if tree.body else "").split())
    assert left(markup) == before


def test_a_quote_strip_is_no_price_and_no_change_of_text() -> None:
    page = (
        '<html lang="en"><body><header><ul class="tk">{}</ul></header><main><h2>Plus</h2>'
        "<p>$9.99 / month</p></main></body></html>"
    )
    item = '<li class="q"><b>{}</b> <span>${}</span> <span>{}</span></li>'
    one = page.format(
        item.format("BTC", "97,412.55", "+2.1%") + item.format("SOL", "184.22", "-0.4%")
    )
    two = page.format(
        item.format("BTC", "96,101.03", "-1.2%") + item.format("SOL", "190.02", "+3.0%")
    )
    for mode in ("prices", "text", "plans"):
        first, second = (extract(p.encode(), "text/html", Rules(extract=mode)) for p in (one, two))
        assert first.digest == second.digest, mode
    prices = extract(one.encode(), "text/html", Rules(extract="prices")).prices
    assert [str(record.amount) for record in prices] == ["9.99"]


@pytest.mark.parametrize(
    ("markup", "kept"),
    [
        # A transfer calculator: the rate of the moment, the sum worked out from it.
        pytest.param(
            "<form><p>Cotação VET: 1 USD = R$ 5,5102</p><p>Você paga</p>"
            "<output>R$ 5.520,10</output><p>Tarifa R$ 9,90</p></form>",
            "Cotação VET: 1 USD = R$ 5,5102 Você paga Tarifa R$ 9,90",
            id="remittance-pt",
        ),
        pytest.param(
            '<form><label>Sie senden <input value="1.000"> €</label><span>1 € = 1,0841 CHF</span>'
            '<p>Empfänger erhält <output name="r"><b>1.084,10</b> CHF</output></p></form>',
            "Sie senden € 1 € = 1,0841 CHF Empfänger erhält",
            id="transfer-de",
        ),
    ],
)
def test_a_sum_worked_out_from_a_quoted_rate_is_dropped(markup: str, kept: str) -> None:
    assert left(markup) == kept


@pytest.mark.parametrize(
    "markup",
    [
        # A seat calculator's total is the plan's price: no rate beside it.
        '<form><input type="range" value="25"><output>A$275.00 / month</output></form>',
        # A unit price is an equation of one currency, no rate.
        "<form><p>1 kg = 24,90 €</p><output>49,80 €</output></form>",
        # An output outside the form that quotes the rate.
        "<form><p>1 EUR = 4,3187 PLN</p></form><output>431,87 zł</output>",
    ],
)
def test_an_output_beside_no_rate_stays(markup: str) -> None:
    tree = LexborHTMLParser(f"<html><body>{markup}</body></html>")
    before = " ".join((tree.body.text(separator=" ") if tree.body else "").split())
    assert left(markup) == before


def _merged_and_left(markup: str) -> str:
    """The text ``markup`` keeps once its raised decimals are read with their figures, as
    ``extract`` reads them first, and its quotes dropped."""
    tree = LexborHTMLParser(f"<html><body>{markup}</body></html>")
    page.merge_raised_cents(tree, markup)
    quotes.drop(tree, markup)
    assert tree.body is not None
    return " ".join(tree.body.text(separator=" ").split())


@pytest.mark.parametrize(
    ("markup", "kept"),
    [
        # Each change's decimals raised, as its figure's are.
        pytest.param(
            '<div><span class="w">Dólar <b>R$ 5<sup>,43</sup></b> <i>+0<sup>,42</sup>%</i>'
            '</span><span class="w">Euro <b>R$ 5<sup>,88</sup></b> <i>-0<sup>,18</sup>%</i>'
            "</span></div><p>Tarifa fixa R$ 9,90</p>",
            "Tarifa fixa R$ 9,90",
            id="raised-pt-BR",
        ),
        pytest.param(
            '<ul><li class="q">DAX <em>19.842<small>,31</small></em> <i>\u22120<small>,42'
            '</small> %</i></li><li class="q">MDAX <em>26.911<small>,04</small></em> '
            "<i>+1<small>,18</small> %</i></li></ul><p>Orderentgelt 1 € pro Trade</p>",
            "Orderentgelt 1 € pro Trade",
            id="small-de",
        ),
        pytest.param(
            '<ul><li class="q"><b>BTC</b> <span>$97,412<sup>.55</sup></span> <span>+2<sup>.10'
            '</sup>%</span></li><li class="q"><b>ETH</b> <span>$3,210<sup>.07</sup></span> '
            "<span>-0<sup>.80</sup>%</span></li></ul><p>Plus $9.99/mo</p>",
            "Plus $9.99/mo",
            id="raised-en",
        ),
    ],
)
def test_quotes_with_raised_decimals_are_dropped(markup: str, kept: str) -> None:
    assert _merged_and_left(markup) == kept


def test_one_quote_with_raised_decimals_stays() -> None:
    markup = (
        '<p class="q">Gold 1 oz <span>2.512<sup>,40</sup> €</span> '
        "<span>+0<sup>,35</sup> %</span></p>"
    )
    assert _merged_and_left(markup) == "Gold 1 oz 2.512,40 € +0,35 %"
