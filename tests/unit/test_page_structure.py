"""Prices read from a page's structure where it is not the usual markup: ARIA grids of
``<div role=row>`` and ``<span role=cell>``, and headings by their role."""

import json
import re
from decimal import Decimal

import pytest
from selectolax.lexbor import LexborHTMLParser

from monitor import errors
from monitor.extract import Rules, extract, page
from tests.unit.test_pages import PAGES

GRID = """<html lang="en"><body><h1>Pricing</h1><div role="{table}" aria-label="Plans">
<div role="row"><span role="columnheader">Plan</span><span role="columnheader">Price</span>
<span role="columnheader">Storage</span></div>
<div role="row"><span role="{cell}">Basic</span><span role="{cell}">$9</span>
<span role="{cell}">1 GB</span></div><div role="row"><span role="{cell}">Pro</span>
<span role="{cell}">$29</span><span role="{cell}">10 GB</span></div>
</div></body></html>"""


@pytest.mark.parametrize(("table", "cell"), [("table", "cell"), ("grid", "gridcell")])
@pytest.mark.parametrize("mode", ["prices", "text"])
def test_an_aria_grids_cells_are_cells_not_one_run_of_digits(
    table: str, cell: str, mode: str
) -> None:
    body = GRID.format(table=table, cell=cell).encode()
    found = extract(body, "text/html", Rules(extract=mode))  # type: ignore[arg-type]
    assert [(r.label, r.amount) for r in found.prices] == [
        ("Basic", Decimal(9)),
        ("Pro", Decimal(29)),
    ]


def whole_page(main: str, mode: str = "prices") -> list[tuple[str, Decimal | None, str | None]]:
    body = f'<html lang="en"><body><header><nav><a href="/">Home</a></nav></header><main>{main}'
    body += "</main><footer><p>&copy; 2026 Acme</p></footer></body></html>"
    found = extract(body.encode(), "text/html", Rules(extract=mode))  # type: ignore[arg-type]
    return [(r.label, r.amount, r.currency) for r in found.prices]


SEATS = """<h2>Choose your team size</h2><form><select name="seats"><option>5 users \u2013 $45/month
</option><option>10 users \u2013 $90/month</option></select></form>
<form><select name="country"><option>France</option><option>Germany</option></select></form>"""


@pytest.mark.parametrize("mode", ["prices", "plans"])
def test_a_whole_pages_select_that_offers_prices_is_read_where_no_price_is_shown(
    mode: str,
) -> None:
    assert whole_page(SEATS, mode) == [
        ("Choose your team size 5 users", Decimal(45), "$"),
        ("Choose your team size 10 users", Decimal(90), "$"),
    ]
    # Beside prices shown, a select of tiers counted in what they sell is read too (a country's
    # is none); a select of other options may be a decoy (see hidden-decoys).
    assert whole_page("<h2>Team</h2><p>$49/month</p>" + SEATS, mode) == [
        ("Team", Decimal(49), "$"),
        ("Team 5 users", Decimal(45), "$"),
        ("Team 10 users", Decimal(90), "$"),
    ]


@pytest.mark.parametrize(
    ("main", "expected"),
    [
        pytest.param(
            '<div class="plan" data-price="9" data-currency="USD"><h3>Basic</h3>'
            '<span class="amount"></span>/month</div><div class="plan" data-price="19.50" '
            'data-currency="USD"><h3>Pro</h3><span class="amount"></span>/month</div>',
            [("Basic", Decimal(9), "USD"), ("Pro", Decimal("19.50"), "USD")],
            id="cards-whose-amount-a-script-writes-from-data-price",
        ),
        pytest.param(
            '<form action="/cart"><h1>Espresso Grinder</h1><input type="hidden" name="price" '
            'value="49,00"><input type="hidden" name="currency" value="EUR"><p class="js-price">'
            "</p><button>Buy</button></form>",
            [("Espresso Grinder", Decimal(49), "EUR")],
            id="a-forms-hidden-price-field",
        ),
        pytest.param(  # a payment button's fields: its amount, its currency, its item's name
            '<table><tr><td><font size="2"><b>Recipe book</b></font></td><td><form '
            'action="https://www.paypal.com/cgi-bin/webscr"><input type="hidden" name="cmd" '
            'value="_xclick"><input type="hidden" name="item_name" value="Recipe book">'
            '<input type="hidden" name="amount" value="24.95"><input type="hidden" '
            'name="currency_code" value="CAD"><input type="image" alt="Buy now"></form>'
            "</td></tr></table>",
            [("Recipe book", Decimal("24.95"), "CAD")],
            id="a-payment-buttons-amount",
        ),
        pytest.param(  # a post's offers, each under its own heading: the nearest above it
            "<div class='post-body'><p>Support my work.</p><h3>Monthly</h3><p>A pattern a "
            "month.</p><div><form><input type='hidden' name='amount' value='6.90'>"
            "<input type='hidden' name='currency_code' value='EUR'></form></div><h3>E-book"
            "</h3><div><form><input type='hidden' name='amount' value='14.90'><input "
            "type='hidden' name='currency_code' value='EUR'></form></div></div>",
            [("Monthly", Decimal("6.90"), "EUR"), ("E-book", Decimal("14.90"), "EUR")],
            id="each-under-the-heading-before-it",
        ),
        pytest.param(
            '<div data-price="$12.00"><h3>Mug</h3></div>',
            [("Mug", Decimal(12), "$")],
            id="a-price-with-its-sign",
        ),
        pytest.param(  # a price shown: the attributes say it again, or a script's other state
            '<div class="plan" data-price="7"><h3>Basic</h3><p>$9/month</p></div>',
            [("Basic", Decimal(9), "$")],
            id="only-where-no-price-is-shown",
        ),
    ],
)
def test_a_price_only_an_attribute_holds(
    main: str, expected: list[tuple[str, Decimal, str]]
) -> None:
    assert whole_page(main) == expected


@pytest.mark.parametrize(
    ("main", "expected"),
    [
        pytest.param(
            '<div class="plan"><h3>Basic</h3><p class="price" data-currency="USD">9.99</p></div>'
            '<div class="plan"><h3>Pro</h3><p class="price" data-currency="USD">19.99</p></div>',
            [("Basic", Decimal("9.99"), "USD"), ("Pro", Decimal("19.99"), "USD")],
            id="a-grid-whose-signs-a-stylesheet-draws",
        ),
        pytest.param(
            '<ul><li><h4>Lampe</h4><div class="product-price"><span class="price__value">49,90'
            '</span></div></li><li><h4>Stuhl</h4><div class="product-price"><span '
            'class="price__value">1.299,00</span></div></li></ul>',
            [("Lampe", Decimal("49.90"), None), ("Stuhl", Decimal("1299.00"), None)],
            id="the-innermost-of-nested-price-classes-in-no-currency",
        ),
        pytest.param(
            '<div><p class="amount">12</p><p>projects</p></div>',
            [],
            id="one-classed-number-may-be-any-figure",
        ),
        pytest.param(
            '<div><h3>Laptop A</h3><span class="ocena">4.5</span></div><div><h3>Laptop B</h3>'
            '<span class="ocena">4.8</span></div>',
            [],
            id="a-price-word-inside-another-word-a-polish-rating",
        ),
        pytest.param(
            '<div><h3>A</h3><span class="amount">2</span></div><div><h3>B</h3><span '
            'class="amount">3</span></div>',
            [],
            id="an-amount-is-a-carts-count",
        ),
        pytest.param(
            '<div><h3>A</h3><span class="preis-leistung-score">8.5</span></div><div><h3>B</h3>'
            '<span class="preis-leistung-score">7.9</span></div>',
            [],
            id="a-score-of-the-price",
        ),
        pytest.param(
            '<div><h3>Basic</h3><p class="price" data-currency="ZZZ">9.99</p></div><div><h3>Pro'
            '</h3><p class="productPrice" data-currency="usd">19.99</p></div>',
            [("Basic", Decimal("9.99"), None), ("Pro", Decimal("19.99"), "USD")],
            id="only-a-currency-a-code-names",
        ),
        pytest.param(
            '<div><h3>Basic</h3><p class="price">9.99</p><p class="price">Free trial</p>'
            '<p class="price-note">Billed 2 times</p></div>',
            [],
            id="only-amounts-alone",
        ),
    ],
)
def test_a_price_whose_class_says_so_on_a_page_without_signs(
    main: str, expected: list[tuple[str, Decimal, str | None]]
) -> None:
    if not expected:
        with pytest.raises(errors.NoPrices):
            whole_page(main)
    else:
        assert whole_page(main) == expected


def subscribe_button(name: str, amount: str, count: int, unit: str) -> str:
    fields = {"cmd": "_xclick-subscriptions", "item_name": name, "a3": amount, "p3": count,
              "t3": unit, "currency_code": "USD"}  # fmt: skip
    inputs = "".join(f'<input type="hidden" name="{k}" value="{v}">' for k, v in fields.items())
    return f'<form action="https://www.paypal.com/cgi-bin/webscr">{inputs}</form>'


@pytest.mark.parametrize(
    ("count", "unit", "period"),
    [(1, "M", "month"), (3, "M", "quarter"), (1, "Y", "year"), (2, "W", "2 weeks"), (1, "X", None)],
)
def test_a_subscription_buttons_term_is_its_period(
    count: int, unit: str, period: str | None
) -> None:
    main = "<h2>Gold membership</h2>" + subscribe_button("Gold", "9.95", count, unit)
    found = extract(f'<html lang="en">{main}'.encode(), "text/html", Rules(extract="prices"))
    assert [(r.label, r.amount, r.currency, r.period) for r in found.prices] == [
        ("Gold membership", Decimal("9.95"), "USD", period)
    ]


def cards(popular: int, pro: str = "29") -> bytes:
    def card(i: int, name: str, price: str) -> str:
        badge = ' <span class="badge badge--accent">Most popular</span>' if i == popular else ""
        return (f'<div class="card"><h3 class="card__name">{name}{badge}</h3>'
                f'<p class="price">${price}<span>/mo</span></p><ul><li>{i + 2} projects</li>'
                "</ul></div>")  # fmt: skip

    plans = card(0, "Starter", "9") + card(1, "Pro", pro) + card(2, "Scale", "79")
    body = f'<html lang="en"><body><main><div class="cards">{plans}</div></main></body></html>'
    return body.encode()


@pytest.mark.parametrize("mode", ["prices", "plans"])
def test_a_badge_moving_between_plan_headings_is_no_change(mode: str) -> None:
    def digest(popular: int, pro: str = "29") -> str:
        return extract(cards(popular, pro), "text/html", Rules(extract=mode)).digest  # type: ignore[arg-type]

    assert digest(1) == digest(2) == digest(0)
    assert digest(1, pro="31") != digest(1)


def test_in_text_mode_a_badge_is_what_a_reader_sees() -> None:
    def digest(popular: int) -> str:
        return extract(cards(popular), "text/html", Rules(extract="text")).digest

    assert digest(1) != digest(2)


@pytest.mark.parametrize(
    ("main", "expected"),
    [
        pytest.param(
            '<div id="app"></div><script type="text/x-template" id="plans"><div><h3>Pro</h3>'
            "<p>$29/mo</p></div></script>",
            [("Pro", Decimal(29), "$")],
            id="a-vue-x-template-a-script-renders",
        ),
        pytest.param(
            '<iframe title="pricing" srcdoc="&lt;h3&gt;Pro&lt;/h3&gt;&lt;p&gt;$29/mo&lt;/p&gt;">'
            "</iframe>",
            [("Pro", Decimal(29), "$")],
            id="an-iframes-srcdoc",
        ),
        pytest.param(  # beside prices shown, a template is the renderer's prototype
            '<h3>Team</h3><p>$49/mo</p><script type="text/x-template"><h3>Sample</h3><p>$1/mo</p>'
            "</script>",
            [("Team", Decimal(49), "$")],
            id="a-prototype-beside-prices-shown",
        ),
        pytest.param(  # a reader without scripts sees the fallback, under its card's heading
            '<h3>Basic</h3><div class="js-price"></div><noscript>$9/mo</noscript><h3>Pro</h3>'
            '<div class="js-price"></div><noscript><p>$29/mo</p></noscript>',
            [("Basic", Decimal(9), "$"), ("Pro", Decimal(29), "$")],
            id="a-noscript-fallback",
        ),
        pytest.param(  # beside the price shown, the fallback says it again: read once
            "<h3>Pro</h3><p>$29/mo</p><noscript><p>$29/mo</p></noscript>",
            [("Pro", Decimal(29), "$")],
            id="a-noscript-duplicate-beside-prices-shown",
        ),
        pytest.param(  # a field holds the price: the fallback repeats it
            '<form><h3>Mug</h3><input type="hidden" name="price" value="12.00"><noscript>'
            "$12.00</noscript></form>",
            [("Mug", Decimal(12), None)],
            id="a-noscript-duplicate-of-a-held-price",
        ),
    ],
)
def test_markup_a_script_renders_where_the_page_shows_no_price(
    main: str, expected: list[tuple[str, Decimal, str]]
) -> None:
    assert whole_page(main) == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ('<div><strong role="heading" aria-level="2">Related</strong> items</div>', {"Related": 2}),
        ('<div role="heading" aria-level="3">Specs</div>', {"Specs": 3}),
        ('<span role="heading">Reviews</span>', {"Reviews": 2}),  # ARIA's default level
        ('<span role="heading" aria-level="9">Odd</span>', {"Odd": 2}),
        ('<span role="headings">Not one</span>', {}),
    ],
)
def test_elements_that_say_they_are_headings(html: str, expected: dict[str, int]) -> None:
    tree = page.parse(html)
    found = page.role_headings([tree.body] if tree.body else [])
    by_id = {node.mem_id: node.text() for node in tree.css("*")}
    assert {by_id[key]: level for key, level in found.items()} == expected


@pytest.mark.parametrize(
    ("html", "heads"),
    [
        # Headings over prices, by role or by tag: the page writes its headings, and guessed
        # ones beside those took the cards' texts for their names ("Includes 4 items: ...").
        ('<div><div role="heading" aria-level="2">Pro</div><p>$29/mo</p></div>', True),
        ("<section><span role='heading'>Basis</span><div><p>9,00 \u20ac</p></div></section>", True),
        ("<div><div><p role=heading>Start</p></div><p>49 z\u0142</p></div>", True),
        ('<div class="card"><h3>Pro</h3><p>$29/mo</p></div>', True),
        ("<section><H2>Tarife</H2><div><p>9,00 \u20ac</p></div></section>", True),
        # Headings over no price: a cookie banner's, a modal's, a site header's, a footer's.
        (
            '<div role="dialog"><div role="heading">We value your privacy</div><p>Cookies'
            "</p></div><div><p>$29/mo</p></div>",
            False,
        ),
        (
            '<div class="modal"><span role="heading">Newsletter</span><p>Inscrivez-vous</p>'
            "</div><section><p>9,00 \u20ac</p></section>",
            False,
        ),
        ('<header><div role="heading">Acme</div></header><p>$29/mo</p>', False),
        (
            '<div id="onetrust-banner-sdk"><h2 id="onetrust-policy-title">Datenschutz</h2>'
            "<p>Wir verwenden Cookies.</p></div><main><p>9,00 \u20ac</p></main>",
            False,
        ),
        (
            "<main><p>$29/mo</p></main><footer><div><h4>Company</h4><a>About</a></div></footer>",
            False,
        ),
    ],
)
def test_headings_that_head_prices(html: str, heads: bool) -> None:
    tree = page.parse(f"<html><body>{html}</body></html>")
    selector = "h1, h2, h3, h4, h5, h6, [role=heading]"
    assert page.heads_prices([tree.body] if tree.body else [], selector) is heads


_CHROME_HEADINGS = [
    '<div id="cookie-banner" role="dialog" aria-modal="true"><div role="heading" aria-level="2">'
    "We value your privacy</div><p>We use cookies.</p><button>Accept</button></div>",
    '<div id="onetrust-banner-sdk"><h2 id="onetrust-policy-title">We value your privacy</h2>'
    "<p>We use cookies.</p><button>Accept</button></div>",
    '<div class="modal" aria-hidden="true"><span role="heading">Newsletter</span><p>Sign up.'
    "</p></div>",
    '<header><div role="heading" aria-level="1">Acme</div><nav><a href="/">Home</a></nav></header>',
]


def test_headings_said_by_their_role_read_as_their_tags() -> None:
    source = (PAGES / "en-us-game-store-editions-usd" / "page.html").read_text("utf-8")
    heading = re.compile(r"<h([1-6])(?=[\s>])(.*?)</h\1\s*>", re.S)
    roles = heading.sub(r'<div role="heading" aria-level="\1"\2</div>', source)
    assert heading.search(roles) is None

    def read(html: str) -> list[tuple[str, Decimal | None]]:
        return [
            (r.label, r.amount)
            for r in extract(html.encode(), "text/html", Rules(extract="prices")).prices
        ]

    assert read(roles) == read(source)


@pytest.mark.parametrize(
    ("heading", "label"),
    [
        ("<h2><div>Growth</div></h2>", "Growth"),
        ("<h3 class='plan'><p class='name'>Equipo</p></h3>", "Equipo"),
        ("<div role='heading' aria-level='2'><div>Growth</div></div>", "Growth"),
        # A line break inside a heading is one all the same: its first line names the plan.
        ("<h2>Growth<br><small>for teams</small></h2>", "Growth"),
    ],
)
def test_a_block_inside_a_heading_is_on_its_line(heading: str, label: str) -> None:
    html = (
        f"<html><body><main>{heading}<p>$29/mo</p><h2>Scale</h2><p>$99/mo</p></main></body></html>"
    )
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert [(r.label, r.amount) for r in found] == [(label, Decimal(29)), ("Scale", Decimal(99))]


_RELATED = (
    '<h1>Arabica 1 kg</h1><div itemprop="offers" itemscope itemtype="http://schema.org/Offer">'
    '<meta itemprop="price" content="18.90"><meta itemprop="priceCurrency" content="EUR">'
    '<span class="price">18,90 €</span></div><p>Old price <s>22,90 €</s></p>'
    '<div class="{block}"><strong {role}>Related products</strong>'
    '<ol><li>Robusta 1 kg <span class="price">14,90 €</span></li></ol></div>'
)


@pytest.mark.parametrize(
    ("role", "block", "amounts"),
    [
        # A heading by its role ends the product's heading's reach: the carousel is not read.
        ('role="heading" aria-level="2"', "carousel", ["18.90", "22.90"]),
        ("role=heading", "carousel", ["18.90", "22.90"]),
        # Without it, the carousel's price reads as the product's.
        ('class="title"', "carousel", ["18.90", "22.90", "14.90"]),
        # Unless the block is a shop platform's widget (Magento's), known by its markup.
        ('class="title"', "block related", ["18.90", "22.90"]),
    ],
)
def test_a_role_heading_ends_the_products_section(
    role: str, block: str, amounts: list[str]
) -> None:
    html = "<html><body><main>" + _RELATED.format(role=role, block=block) + "</main></body></html>"
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert sorted({str(r.amount) for r in found}, key=amounts.index) == amounts


_PRICE_HEADING = (
    '<script type="application/ld+json">{{"@type": "Product", "name": "{name}", "offers":'
    ' {{"@type": "Offer", "price": "{amount}", "priceCurrency": "{code}"}}}}</script>'
    "<h1>{name}</h1><ul><li><s>{old}</s></li><li><h2>{shown}</h2></li><li>{net}</li>"
    "<li>{tier}</li></ul><h3>{related}</h3><div>Other <span>{other}</span></div>"
)


@pytest.mark.parametrize(
    ("fields", "amounts"),
    [
        # OpenCart's buy box sets the price as a heading: the net price and the quantity
        # tiers under it are the product's, the related product after the next heading not.
        (
            {"name": "Canon EOS R50", "amount": "3299.00", "code": "PLN", "old": "3 599,00 zł",
             "shown": "3 299,00 zł", "net": "Cena netto: 2 682,11 zł",
             "tier": "2 lub więcej 3 199,00 zł", "related": "Podobne produkty",
             "other": "4 199,00 zł"},
            ["3299", "3599", "2682.11", "3199"],
        ),
        (
            {"name": "Akku-Bohrschrauber X18", "amount": "129.00", "code": "EUR",
             "old": "UVP 159,00 €", "shown": "129,00 €", "net": "108,40 € netto",
             "tier": "ab 3 Stück 119,00 €", "related": "Zubehör", "other": "24,90 €"},
            ["129", "159", "108.4", "119"],
        ),
    ],
)  # fmt: skip
def test_a_heading_that_is_the_products_price_ends_no_section(
    fields: dict[str, str], amounts: list[str]
) -> None:
    html = f"<html><body><main>{_PRICE_HEADING.format(**fields)}</main></body></html>"
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    shown = {str(r.amount.normalize()) for r in found if r.amount is not None}
    assert sorted(shown, key=amounts.index) == amounts


@pytest.mark.parametrize(
    ("price", "expected"),
    [
        # A screen reader's words glued to the price they introduce: the price reads alone.
        ('<span class="sr-only">Preu reduït de</span>189,95 €', ["189.95"]),
        ('<span class="visually-hidden">Prix</span>24,90\u00a0€', ["24.9"]),
        ('<span class="screen-reader-text">Original price was:</span>59,00 zł', ["59"]),
        # A build that hashes its class names leaves no such class: the words, glued to the
        # price across their element's end, are apart from it all the same.
        ('<span class="c3f9a1">Preu reduït de</span>189,95 €', ["189.95"]),
        ('<span class="sc-kOjRmS">Prix barré</span>24,90\u00a0€', ["24.9"]),
        ('<del><small class="Price_sr__x7Yz">Was</small>$59.00</del> $49.00', ["59", "49"]),
        ('<span class="css-1q2w3e">Früher</span>19,99 EUR', ["19.99"]),
        # Not where the text after is no price, nor inside one text (the 4 of "IPv4").
        ('<span class="c3f9a1">IPv</span>4 inklusive', []),
        ("Preu reduït de189,95 €", []),
        ('<span class="label">Modell X</span>2 Stück', []),
    ],
)
def test_a_screen_reader_text_before_a_price_is_apart_from_it(
    price: str, expected: list[str]
) -> None:
    html = f"<html><body><main><h3>Jaqueta</h3><p>{price}</p></main></body></html>"
    try:
        found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    except errors.NoPrices:
        found = ()
    assert [str(r.amount.normalize()) for r in found if r.amount is not None] == expected


@pytest.mark.parametrize(
    ("lang", "cards", "expected"),
    [
        # Custom elements as a component's boxes, laid out as blocks by a stylesheet the page
        # ships apart: each its line, as divs are (a card ran into one line, no price read).
        (
            "sl",
            "<plan-card><plan-name>Osnovni</plan-name><plan-price><span>9,90 \u20ac</span>"
            "<span> / mesec</span></plan-price><plan-note>Do 2 uporabnikov</plan-note>"
            "</plan-card><plan-card><plan-name>Podjetje</plan-name><plan-price><span>24,90 \u20ac"
            "</span><span> / mesec</span></plan-price><plan-note>Do 10 uporabnikov</plan-note>"
            "</plan-card>",
            [("Osnovni", "9.90", "month"), ("Podjetje", "24.90", "month")],
        ),
        (
            "en",
            "<sl-card><sl-name>Starter</sl-name><price-tag>$9</price-tag><sl-note>per month, 3"
            " users</sl-note></sl-card><sl-card><sl-name>Team</sl-name><price-tag>$29</price-tag>"
            "<sl-note>per month, 10 users</sl-note></sl-card>",
            [("Starter", "9", "month"), ("Team", "29", "month")],
        ),
        (
            "de",
            "<product-card><h3>Basis</h3><x-price>4,99 \u20ac</x-price><x-note>pro Monat</x-note>"
            "</product-card><product-card><h3>Plus</h3><x-price>9,99 \u20ac</x-price><x-note>pro"
            " Monat</x-note></product-card>",
            [("Basis", "4.99", "month"), ("Plus", "9.99", "month")],
        ),
        # Near-misses: a custom element set in a line of text is a word of it, and the parts
        # of one price stay one price.
        (
            "en",
            "<div><h3>Starter</h3><p>Only <price-tag>$9</price-tag> per month</p></div><div><h3>"
            "Team</h3><p><span>$</span><x-amount>29</x-amount> per month</p></div>",
            [("Starter", "9", "month"), ("Team", "29", "month")],
        ),
        (
            "fr",
            "<div><h3>Solo</h3><div><x-amount>12</x-amount><x-cents>,50</x-cents> \u20ac / mois"
            "</div></div>",
            [("Solo", "12.50", "month")],
        ),
    ],
)
def test_custom_elements_among_boxes_are_boxes(
    lang: str, cards: str, expected: list[tuple[str, str, str]]
) -> None:
    html = f'<html lang="{lang}"><body><main>{cards}</main></body></html>'
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert [(r.label, str(r.amount), r.period) for r in found] == expected


@pytest.mark.parametrize(
    ("price", "expected"),
    [
        # A count glued to a price whose cents are written, or to digits a word follows:
        # two things, the price alone (it read $145.0012 and $14512).
        ('<span class="s-item__price">$145.00</span><span>12 bids</span>', ["145"]),
        ('<span class="price">$145</span><span class="bids">12 bids</span>', ["145"]),
        ("<b>45,00 €</b><small>3 Gebote</small>", ["45"]),
        ('<span class="p">1.200円</span><span>5件</span>', ["1200"]),
        # A word glued to a currency written in letters (OLX's "do negocjacji").
        ("2 100 zł<span>do negocjacji</span>", ["2100"]),
        ("1 290 Kč<span>vč. DPH</span>", ["1290"]),
        ("15 000 руб.<span>Торг уместен</span>", ["15000"]),  # noqa: RUF001
        # A struck old price glued to the new one.
        ("<del>4 290 \u0440.</del><ins>3 990 \u0440.</ins>", ["4290", "3990"]),
        ("<s>1 490 Kč</s><b>1 290 Kč</b>", ["1490", "1290"]),
        # Digits that may be the price's cents stay with it.
        ('<span class="w">19,</span><span>99 €</span>', ["19.99"]),
        ('<span class="w">$19</span><span class="c">99</span>', ["1999"]),
    ],
)
def test_a_price_glued_to_the_text_after_it_is_apart_from_it(
    price: str, expected: list[str]
) -> None:
    html = f"<html><body><main><h3>Kamera</h3><p>{price}</p></main></body></html>"
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert [f"{r.amount.normalize():f}" for r in found if r.amount is not None] == expected


@pytest.mark.parametrize(
    ("lang", "price", "between", "expected"),
    [
        # A tile's link (its name's heading, then the price) glued to its button: the
        # currency written in letters ran into the button's word, and the tile had no price.
        ("pl", "19,90 zł", "", ["19.9"]),
        ("ro", "49,90 lei", "", ["49.9"]),
        ("hu", "4 990 Ft", "", ["4990"]),
        ("cs", "299 Kč", "", ["299"]),
        ("pl", '<del aria-hidden="true">29,90 zł</del> <ins>19,90 zł</ins>', "", ["19.9"]),
        # An empty badge between the link and the button.
        ("ro", "49,90 lei", '<span class="stock"></span>', ["49.9"]),
        ("hu", "4 990 Ft", "<span></span>", ["4990"]),
        # A sign that is no letter was read before, and still is.
        ("fr", "19,90 €", "", ["19.9"]),
    ],
)
def test_a_tiles_price_glued_to_its_button_is_apart_from_it(
    lang: str, price: str, between: str, expected: list[str]
) -> None:
    html = (
        f'<html lang="{lang}"><body><ul><li class="product"><a href="/p"><h2>Kubek</h2>'
        f'<span class="price">{price}</span></a>{between}<a class="button">Add</a></li>'
        "</ul></body></html>"
    )
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert [f"{r.amount.normalize():f}" for r in found if r.amount is not None] == expected


# A listing's tile: a badge, the photo and a category glued to each other, then the name and
# the price. The badge over the photo is the tile's state.
TILE = (
    '<html lang="{lang}"><body><ul class="products">'
    '<li><a href="/a">{badge}<img src="a.jpg" alt=""><span class="kind">{kind}</span>'
    "<h2>{name}</h2><span class=price>{price}</span></a></li>"
    '<li><a href="/b"><img src="b.jpg" alt=""><span class="kind">{kind}</span>'
    "<h2>Other</h2><span class=price>{price}</span></a></li></ul></body></html>"
)


@pytest.mark.parametrize(
    ("lang", "badge", "kind", "name", "price", "expected"),
    [
        # WooCommerce, French: "\u00c9puis\u00e9VAE pliant" named no state.
        (
            "fr",
            '<span class="oos">\u00c9puis\u00e9</span>',
            "VAE pliant",
            "Cyclo",
            "949,00 \u20ac",
            "SoldOut",
        ),
        # a sale badge before it, glued too
        (
            "fr",
            "<span>-14 %</span><span>\u00c9puis\u00e9</span>",
            "VAE",
            "Cyclo",
            "949 \u20ac",
            "SoldOut",
        ),
        (
            "de",
            "<span class=badge>Ausverkauft</span>",
            "E-Bike",
            "Stadtrad",
            "2.499,00 \u20ac",
            "SoldOut",
        ),
        ("en", "<small>Sold out</small>", "Gravel", "Ridge 2", "$1,249.00", "SoldOut"),
        ("nl", "<b>Uitverkocht</b>", "Bakfiets", "Duo", "\u20ac 3.999,00", "SoldOut"),
        # near misses: a badge that says no state, and a sentence that mentions one, stay
        ("fr", "<span>Nouveau</span>", "VAE", "Cyclo", "949 \u20ac", None),
        ("en", "<span>Free delivery</span>", "Gravel", "Ridge 2", "$1,249.00", None),
    ],
)
def test_a_stock_badge_glued_to_a_tile_s_words_is_the_tile_s_state(
    lang: str, badge: str, kind: str, name: str, price: str, expected: str | None
) -> None:
    html = TILE.format(lang=lang, badge=badge, kind=kind, name=name, price=price)
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert [(r.label, r.availability) for r in found] == [(name, expected), ("Other", None)]


@pytest.mark.parametrize(
    ("lang", "price", "state", "after", "expected"),
    [
        # A product page's stock state as a link or a button, glued to the link after it by
        # markup that echoes one after the other: "Niet beschikbaarAlle maten" named no state.
        ("nl", "\u20ac 89,95", '<a href="#">Niet beschikbaar</a>', "Alle maten", "OutOfStock"),
        (
            "de",
            "89,95 \u20ac",
            '<a class="btn">Ausverkauft</a>',
            "Alle Gr\u00f6\u00dfen",
            "SoldOut",
        ),
        ("en", "$89.95", '<a href="#">Sold out</a>', "View all", "SoldOut"),
        (
            "fr",
            "89,95 \u20ac",
            '<button type="button">\u00c9puis\u00e9</button>',
            "Voir tout",
            "SoldOut",
        ),
        ("es", "89,95 \u20ac", '<a href="#"><span>Agotado</span></a>', "Ver todo", "SoldOut"),
        ("pl", "89,95 z\u0142", '<a href="#">Brak w magazynie</a>', "Wszystkie", "OutOfStock"),
        # near misses: a link that says no state, or more than a badge's words, stays
        ("en", "$89.95", '<a href="#">Size guide</a>', "View all", None),
        ("de", "89,95 \u20ac", '<a href="#">Ausverkaufte Artikel ansehen</a>', "Alle", None),
    ],
)
def test_a_stock_state_link_glued_to_the_next_link_is_the_products_state(
    lang: str, price: str, state: str, after: str, expected: str | None
) -> None:
    html = (
        f'<html lang="{lang}"><body><h1>Jas</h1><p class="price">{price}</p>'
        f'<p>{state}<a href="/all">{after}</a></p></body></html>'
    )
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert [(r.label, r.availability) for r in found] == [("Jas", expected)]


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        # A picker's option names its grade glued to the price after it: one price each (the
        # grade's last letter glued to the amount read as no price at all).
        (
            "<button>Sehr gut<span>549,00 €</span></button><button>Gut<span>499,00 €</span>"
            "</button>",
            ["549", "499"],
        ),
        ('<a href="/a">Como nuevo<span>549,00 €</span></a>', ["549"]),
        ("<li>Come nuovo<b>549,00 €</b></li><li>Ottimo<b>499,00 €</b></li>", ["549", "499"]),
        ("<label>Très bon état<span>469,00\u00a0€</span></label>", ["469"]),
        ("<button>Excellent<span>£349.00</span></button>", ["349"]),  # a sign first: as before
        # Digits that open no price stay glued: a model's number.
        ("<p>Model A<span>12</span> for 19,00 €</p>", ["19"]),
    ],
)
def test_a_name_glued_to_the_price_after_it_is_apart_from_it(
    options: str, expected: list[str]
) -> None:
    html = f"<html><body><main><h3>Handy</h3><div>{options}</div></main></body></html>"
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert [f"{r.amount.normalize():f}" for r in found if r.amount is not None] == expected


@pytest.mark.parametrize(
    "source",
    [
        "<title>Shop 1</title><p>Pro $29</p>",  # no <head>: the parser makes one for the title
        "<SCRIPT>var x = '$5'</SCRIPT><p>Pro $29</p>",
        "<Style>p::after{}</Style><p>Pro $29</p><Select><option>$5</option></Select>",
        "<p>Pro $29</p><svg><text>$5</text></svg><TEXTAREA>$7</TEXTAREA>",
    ],
)
def test_what_holds_no_text_is_removed_however_its_tag_is_written(source: str) -> None:
    # Each query for such elements is asked only of a page that writes their tag
    # (``page.mentions``), in whichever case HTML allows.
    found = extract(source.encode(), "text/html", Rules(extract="text"))
    assert found.text == "Pro $29"


@pytest.mark.parametrize(
    ("source", "label"),
    [
        ("<h2><ruby>基本<rt>きほん</rt></ruby>プラン</h2><p>月額 980円</p>", "基本プラン"),
        (
            "<h2><ruby>基本<rp>(</rp><rt>きほん</rt><rp>)</rp></ruby>プラン</h2><p>月額 980円</p>",
            "基本プラン",
        ),
        ("<h2><RUBY>上級<RT>じょうきゅう</RT></RUBY>プラン</h2><p>月額 1,980円</p>", "上級プラン"),
    ],
)
def test_a_rubys_reading_is_no_part_of_a_name(source: str, label: str) -> None:
    # Furigana added or dropped over a plan's name is no new plan.
    found = extract(f'<html lang="ja">{source}'.encode(), "text/html", Rules(extract="prices"))
    assert [record.label for record in found.prices] == [label]


@pytest.mark.parametrize(
    ("source", "tags", "expected"),
    [
        ("<p>x</p><SCRIPT>", ("script",), True),
        ("<Nav>", ("header", "footer", "nav"), True),
        ("<p>a script</p>", ("script",), False),
        ("<h1>x</h1>", ("h2", "h3"), False),
    ],
)
def test_a_page_mentions_a_tag_it_writes(
    source: str, tags: tuple[str, ...], expected: bool
) -> None:
    assert page.mentions(source, *tags) is expected


_TILE = (
    '<li class="tile"><img src="/{n}.jpg" alt=""><div class="{name}">{product}</div>'
    '<div class="price">{price}</div>{state}</li>'
)


def _listing(name: str, picture: bool | str = True) -> bytes:
    tiles = [
        ("삼다수 2L x 12개", "9,900원", ""),
        ("햇반 210g x 24개", "23,900원", '<div class="sold">품절</div>'),
        ("신라면 120g x 40개", "27,500원", ""),
    ]
    items = "".join(
        _TILE.format(n=k, name=name, product=product, price=price, state=state)
        for k, (product, price, state) in enumerate(tiles)
    )
    if isinstance(picture, str):  # the picture drawn as an element's background, so styled
        items = items.replace('<img src="/', f'<span style="{picture}/').replace('.jpg"', '.jpg)"')
    elif not picture:
        items = items.replace('<img src="/', '<span data-src="/')
    return f'<html lang="ko"><body><h2>베스트</h2><ul>{items}</ul></body></html>'.encode()


@pytest.mark.parametrize("name", ["name", "product-name", "p-name", "item__title"])
def test_a_listing_tiles_name_heads_its_prices_and_stock(name: str) -> None:
    found = extract(_listing(name), "text/html", Rules(extract="prices")).prices
    assert [(r.label, r.availability) for r in found] == [
        ("삼다수 2L x 12개", None),
        ("햇반 210g x 24개", "SoldOut"),
        ("신라면 120g x 40개", None),
    ]


@pytest.mark.parametrize(
    "background", ["background-image: url(", "background:#fff url(", "BACKGROUND-IMAGE:url("]
)
def test_a_listing_tiles_picture_may_be_its_background(background: str) -> None:
    found = extract(_listing("name", background), "text/html", Rules(extract="prices")).prices
    names = ["삼다수 2L x 12개", "햇반 210g x 24개", "신라면 120g x 40개"]
    assert [r.label for r in found] == names


def test_a_listing_tiles_name_hidden_from_screen_readers_still_names_it() -> None:
    # Shopify's Debut hides the name the eye sees from readers, and writes it for them in its
    # link's visually-hidden span.
    html = _listing('product-card__title" aria-hidden="true')
    found = extract(html, "text/html", Rules(extract="prices")).prices
    names = ["삼다수 2L x 12개", "햇반 210g x 24개", "신라면 120g x 40개"]
    assert [r.label for r in found] == names


@pytest.mark.parametrize(
    ("name", "picture"),
    [
        ("name", False),  # a tile without its picture: an option's, a feature's
        ("name", "background-color: red; x: url("),  # a style without a background image
        ("username", True),  # a class word's part names nothing
    ],
)
def test_what_is_no_products_tile_is_named_by_its_heading(name: str, picture: bool | str) -> None:
    found = extract(_listing(name, picture), "text/html", Rules(extract="prices")).prices
    assert {r.label for r in found} == {"베스트"}


_PICTURED = [("Kettle Arc 1.7 L", "$39.00", ""), ("Toaster Duo", "$54.00", "Sold out")]


@pytest.mark.parametrize(
    "tile",
    [
        # Classes a build hashed: the name is the element that says what the picture's alt does.
        '<div class="c9f2a1"><img src="/p.jpg" alt="{name}"><div class="x81b">{name}</div>'
        '<div class="q0d">{price}</div><div class="z7">{state}</div></div>',
        '<li class="g-3 p-2"><a href="/p"><img src="/p.jpg" alt="{name}"></a>'
        '<a href="/p" class="t-sm">{name}</a><p class="f-b">{price}</p><p>{state}</p></li>',
        '<article class="k"><picture><img alt=" {name} "></picture><p><span>{name}</span></p>'
        "<span>{price}</span> <em>{state}</em></article>",
    ],
)
def test_a_listing_tiles_name_is_what_its_picture_says(tile: str) -> None:
    items = "".join(tile.format(name=n, price=p, state=s) for n, p, s in _PICTURED)
    html = f'<html lang="en-US"><body><h2>Kitchen</h2><div class="grid">{items}</div></body></html>'
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert [(r.label, r.availability) for r in found] == [
        ("Kettle Arc 1.7 L", None),
        ("Toaster Duo", "SoldOut"),
    ]


def test_a_picture_that_says_no_elements_text_names_nothing() -> None:
    tile = '<div class="c"><img alt="Photo of {name}"><div>{name}</div><div>{price}</div></div>'
    items = "".join(tile.format(name=n, price=p) for n, p, _ in _PICTURED)
    html = f'<html lang="en-US"><body><h2>Kitchen</h2><div class="grid">{items}</div></body></html>'
    tree = page.parse(html)
    # The names on their own lines over the prices name the tiles all the same.
    assert page.pictured_names([tree.body] if tree.body else [], {}, []) == {}


@pytest.mark.parametrize(
    ("row", "amounts"),
    [
        # A layout table's banner, a row of one cell: its order value earns free shipping.
        ("<tr><td>5,500円以上のご注文で送料無料</td></tr>", ["3980"]),
        # A table of cells is a table of offers, as it was: "5,500円以上" is a tier's price.
        ("<tr><td>5,500円以上のご注文で送料無料</td><td>適用</td></tr>", ["5500", "3980"]),
    ],
)
def test_a_one_cell_rows_order_value_is_no_price(row: str, amounts: list[str]) -> None:
    price = "<p>3,980円(税込)</p>"
    html = f'<html lang="ja"><body><h1>米</h1><table>{row}</table>{price}</body></html>'
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert [str(r.amount) for r in found] == amounts


# A plan's card whose name is in no heading's tag: its name, a tagline, its price, features,
# and its button or its state.
_PLAN_CARD = (
    '<div class="plan"{card}>{top}<div {attr}>{name}</div><p class="tagline">{tagline}</p>'
    '<p class="price">{price}</p><ul><li>{feature}</li><li>Support</li></ul>{end}</div>'
)
_PLANS = {
    "en": (
        "Pricing",
        [
            ("Starter", "$9 / month", ""),
            ("Team", "$29 / month", "Sold out"),
            ("Scale", "$99 / month", ""),
        ],
        ("Contact sales", "Choose", "Ideal for small teams", "Unlimited projects"),
    ),
    "fr": (
        "Tarifs",
        [
            ("Essentiel", "9,99 € / mois", ""),
            ("Pulse", "19,99 € / mois", "Épuisé"),
            ("Ultra", "39,99 € / mois", ""),
        ],
        ("Nous contacter", "Choisir", "Idéal pour les petites équipes", "Projets illimités"),
    ),
    "pt": (
        "Preços",
        [
            ("Base", "9,90 € / mês", ""),
            ("Mais", "19,90 € / mês", "Esgotado"),
            ("Total", "29,90 € / mês", ""),
        ],
        ("Fale connosco", "Escolher", "Ideal para pequenas equipas", "Projetos ilimitados"),
    ),
}


def _plan_page(
    attr: str, language: str = "en", top: bool = False, extra: str = "", card: str = ""
) -> bytes:
    heading, plans, (_, choose, tagline, feature) = _PLANS[language]
    cards = "".join(
        _PLAN_CARD.format(
            attr=attr.format(n=k),
            card=card.format(n=k),
            name=name,
            tagline=f"{tagline} {'I' * (k + 1)}",
            feature=feature,
            price=price,
            top=f'<span class="ribbon">{state}</span>' if top and state else "",
            end=f"<p>{state}</p>" if state and not top else f'<a href="/buy/{k}">{choose}</a>',
        )
        for k, (name, price, state) in enumerate(plans)
    )
    body = f'<h2>{heading}</h2><div class="grid">{cards}{extra}</div><p>Notes.</p>'
    return f'<html lang="{language}"><body>{body}</body></html>'.encode()


def _named_states(html: bytes) -> list[tuple[str, str | None]]:
    found = extract(html, "text/html", Rules(extract="prices")).prices
    return [(record.label, record.availability) for record in found]


@pytest.mark.parametrize(
    ("attr", "language"),
    [
        # A class that says so, on a card without a picture: a plan's card.
        ('class="card-title"', "en"),
        ('class="forfait__nom"', "fr"),  # a class word of the page's language
        ('class="plano__nome"', "pt"),
        ('class="name__6da76"', "en"),  # a CSS module's hash after the word
        ('class="PlanCard_name__dQ4Sn"', "en"),  # whatever its letters: one per build
        ('class="PlanCard_name__4hxMB"', "en"),
        # Else the card's first line set in bold or large.
        ('class="text-lg font-semibold text-gray-900"', "en"),
        ('class="h4 mb-0"', "fr"),  # Bootstrap's heading class
        ('style="font-weight: 700"', "pt"),
        ('style="font-size:22px;color:#12263a"', "en"),
        ('class="plain"', "fr"),  # a <strong> alone on its line (``_in_strong``)
    ],
)
@pytest.mark.parametrize("top", [False, True])
def test_a_plan_cards_name_outside_a_heading_heads_its_prices_and_state(
    attr: str, language: str, top: bool
) -> None:
    # A state worn over the name (top) is the card's too, as over a heading.
    names = [name for name, _, _ in _PLANS[language][1]]
    html = _plan_page(attr, language, top)
    assert _named_states(_in_strong(html, names) if attr == 'class="plain"' else html) == [
        (names[0], None),
        (names[1], "SoldOut"),
        (names[2], None),
    ]


def _in_strong(html: bytes, names: list[str]) -> bytes:
    for name in names:
        html = html.replace(f">{name}</div>".encode(), f"><strong>{name}</strong></div>".encode())
    return html


def test_a_plan_cards_name_is_the_element_that_labels_it() -> None:
    html = _plan_page('id="plan-{n}" class="plain"', top=True, card=' aria-labelledby="plan-{n}"')
    assert _named_states(html) == [("Starter", None), ("Team", "SoldOut"), ("Scale", None)]


def _card_names(html: bytes) -> list[str]:
    """The texts of the elements ``page`` takes for the names of cards (by class, by bold)."""
    tree = page.parse(html.decode())
    body = tree.body
    assert body is not None
    found = page.card_names([body], page.tile_names([body], {}, []), [])
    return [node.text(deep=True) for node in body.traverse() if node.mem_id in found]


@pytest.mark.parametrize(
    "attr",
    [
        'class="subtitle"',  # a class word's part names nothing
        'class="name__badge"',  # a part of a name, with no hash
        'style="font-size:14px"',  # the card's own size of text
        'style="font-weight:400"',
        'class="plain"',
        'class="h7"',
    ],
)
def test_a_plan_cards_plain_first_line_is_no_name(attr: str) -> None:
    assert _card_names(_plan_page(attr)) == []


@pytest.mark.parametrize(
    "first",
    [
        "<p><strong>Unlimited</strong> seats for everyone</p>",  # bold inside a sentence
        "<p>Seats for <span><b>everyone</b></span></p>",
        "<p><strong>Most popular</strong></p>",  # a badge
        "<p><strong>Sold out</strong></p>",  # a state
        "<p><strong>Contact sales</strong></p>",  # on request
        f"<p><strong>{'Long ' * 12}</strong></p>",  # a sentence's length
    ],
)
def test_what_no_plan_is_named_by_is_passed_over_for_the_next_bold_line(first: str) -> None:
    html = _in_strong(_plan_page('class="plain"'), ["Starter", "Team", "Scale"])
    html = html.replace(b'<div class="plan">', f'<div class="plan">{first}'.encode())
    assert _card_names(html) == ["Starter", "Team", "Scale"]


@pytest.mark.parametrize(
    "after",
    [
        "<p>FREE delivery <b>Tuesday, December 9</b></p>",  # a date below the price
        "<p><b>Tuesday, December 9</b></p>",
        "<p><strong>One-time purchase:</strong></p>",  # a label that introduces a value
    ],
)
def test_a_bold_line_below_the_price_or_a_label_names_no_card(after: str) -> None:
    box = (
        '<div class="box"><p class="p">{price}</p>{after}<p>Ships from Sydney</p>'
        '<p>Sold by us</p><a href="/b">Buy</a></div>'
    )
    boxes = "".join(box.format(price=p, after=after) for p in ("$20.41", "$21.49"))
    if "One-time" in after:
        boxes = boxes.replace('<p class="p">', after + '<p class="p">').replace(
            f"{after}<p>Ships", "<p>Ships"
        )
    html = f'<html lang="en"><body><h1>Bottle</h1><div class="g">{boxes}</div></body></html>'
    assert _card_names(html.encode()) == []


def test_a_grid_of_bold_titles_without_prices_names_no_plan() -> None:
    features = "".join(
        f'<div class="feature"><strong>{title}</strong><p>Line one</p><p>Line two</p>'
        f"<p>Line three</p><p>Contact sales</p></div>"
        for title in ("Fast", "Safe", "Simple")
    )
    html = (
        '<html lang="en"><body><h2>Why us</h2><div class="features">'
        f"{features}</div><h2>Pricing</h2><p>Pro</p><p>$9 / month</p></body></html>"
    )
    labels = [label for label, _ in _named_states(html.encode())]
    assert {"Fast", "Safe", "Simple"}.isdisjoint(labels)


@pytest.mark.parametrize(
    ("attr", "language"),
    [
        ('class="text-lg font-bold"', "en"),
        ('class="forfait__nom"', "fr"),
        ("style='font-size:1.5rem'", "pt"),
    ],
)
@pytest.mark.parametrize("short", [False, True])  # saying fewer lines than its priced twins
def test_a_contact_sales_card_among_cards_named_outside_headings_is_a_plan(
    attr: str, language: str, short: bool
) -> None:
    _, _, (contact, _, tagline, feature) = _PLANS[language]
    extra = _PLAN_CARD.format(
        attr=attr,
        card="",
        name="Enterprise",
        tagline="" if short else tagline,
        price=contact,
        feature=feature,
        top="",
        end="",
    )
    found = extract(_plan_page(attr, language, extra=extra), "text/html", Rules(extract="prices"))
    assert ("Enterprise", None) in [(record.label, record.amount) for record in found.prices]


@pytest.mark.parametrize(
    ("attr", "own", "language", "plan"),
    [
        # A dark card's name set in another colour than its twins' is one of theirs.
        (
            'class="text-lg font-semibold text-slate-900"',
            "text-lg font-semibold text-white",
            "en",
            True,
        ),
        ('class="plan-name text-dark"', "plan-name text-light", "fr", True),
        ('class="fw-bold fs-4"', "fw-bold fs-4 text-white", "pt", True),
        # ... not one set another size or another way: a section's title, no plan.
        ('class="text-lg font-semibold text-slate-900"', "text-3xl font-semibold", "en", False),
        ('class="fw-bold fs-4"', "fw-bold fs-2 text-white", "pt", False),
        # A weight's "light" is no colour.
        ('class="text-lg"', "text-lg font-light", "en", False),
        ('class="fs-4"', "fs-4 fw-light", "pt", False),
    ],
)
def test_a_contact_sales_card_named_in_another_colour_is_a_plan(
    attr: str, own: str, language: str, plan: bool
) -> None:
    _, _, (contact, _, tagline, feature) = _PLANS[language]
    extra = _PLAN_CARD.format(
        attr=f'class="{own}"',
        card="",
        name="Enterprise",
        tagline=tagline,
        price=contact,
        feature=feature,
        top="",
        end="",
    )
    found = extract(_plan_page(attr, language, extra=extra), "text/html", Rules(extract="prices"))
    named = ("Enterprise", None) in [(record.label, record.amount) for record in found.prices]
    assert named is plan


_DISH = (
    '<li class="item"><p class="item-title">{name}</p><span class="item-price">{price}</span>'
    "<p>With aioli</p><p>Allergens: 1</p><p>Gluten free on request</p></li>"
)
_ROW = (
    '<tr><td class="name">{name}</td><td>2 vCPU</td><td>4 GB</td><td>40 GB</td>'
    '<td>{price}</td><td><a href="/order">Order</a></td></tr>'
)
_SECTION = (
    '<div class="card"><div class="card-title">{name}</div><p>{price}</p><p>One</p><p>Two</p>'
    '<p>Three</p><a href="/more">More</a></div>'
)


@pytest.mark.parametrize(
    ("template", "wrap"),
    [
        (_DISH, '<ul class="menu">{}</ul>'),  # a menu's dishes, with no link nor button
        (_ROW, "<table><tbody>{}</tbody></table>"),  # a table's rows, named by their cells
    ],
)
def test_what_is_no_plans_card_keeps_its_names_out_of_headings(template: str, wrap: str) -> None:
    items = "".join(
        template.format(name=name, price=price)
        for name, price in [
            ("Fideuà", "13,40 €"),
            ("Canelons", "11,90 €"),
            ("Botifarra", "10,50 €"),
        ]
    )
    assert (
        _card_names(
            f'<html lang="ca"><body><h2>Carta</h2>{wrap.format(items)}</body></html>'.encode()
        )
        == []
    )


def test_a_pages_sections_titled_each_their_own_way_are_no_cards() -> None:
    # A product's description beside its accessories: one priced, titled unlike the other.
    sections = _SECTION.format(
        name="Product information", price="Sizes 39 to 48"
    ) + _SECTION.format(name="Accessories", price="$4.60").replace(
        'class="card-title"', 'class="card-title accessories"'
    )
    html = (
        f'<html lang="en"><body><h1>Safety boot</h1><div class="row">{sections}</div></body></html>'
    )
    assert _card_names(html.encode()) == []


_LINKED_TILE = (
    '<div class="t"><a href="/p/{k}"><img src="/{k}.jpg" alt=""></a>'
    '<div class="c"><a class="l" href="{address}">{name}</a><p class="p">{price}</p>'
    '<span class="b">{state}</span><a href="/cart?add={k}">Add to cart</a></div></div>'
)


def _linked_listing(same_address: bool) -> bytes:
    tiles = "".join(
        _LINKED_TILE.format(
            k=k, address=f"/p/{k}" if same_address else "#quick", name=n, price=p, state=s
        )
        for k, (n, p, s) in enumerate([*_PICTURED, ("Jug Mini", "$19.00", "In stock")])
    )
    body = f'<h2>Kitchen</h2><div class="g">{tiles}</div>'
    return f'<html lang="en-AU"><body>{body}</body></html>'.encode()


def test_a_listing_tiles_name_is_its_link_to_its_pictures_address() -> None:
    assert _named_states(_linked_listing(same_address=True)) == [
        ("Kettle Arc 1.7 L", None),
        ("Toaster Duo", "SoldOut"),
        ("Jug Mini", "InStock"),
    ]


def test_a_link_elsewhere_names_no_tile() -> None:
    # A "quick view" link is the tile's too, but no link to its product's page.
    tree = page.parse(_linked_listing(same_address=False).decode())
    assert page.linked_names([tree.body] if tree.body else [], {}, []) == {}


def test_a_listing_whose_tiles_each_state_their_product_keeps_each_tiles_price() -> None:
    # Microdata per tile: each tile's name, a heading, is a product the data states.
    tile = (
        '<div class="t" itemscope itemtype="http://schema.org/Product"><a href="/p/{k}">'
        '<img src="/{k}.jpg" alt=""></a><a href="/p/{k}"><span itemprop="name">{name}</span></a>'
        '<p itemprop="offers" itemscope itemtype="http://schema.org/Offer">'
        '<span itemprop="price" content="{amount}">${amount}</span>'
        '<meta itemprop="priceCurrency" content="AUD"></p><span>{state}</span></div>'
    )
    items = [("Kettle Arc", "39.00", "In stock"), ("Toaster Duo", "54.00", "Sold out")]
    tiles = "".join(
        tile.format(k=k, name=n, amount=a, state=s) for k, (n, a, s) in enumerate(items)
    )
    html = f'<html lang="en-AU"><body><h1>Kitchen</h1><div class="g">{tiles}</div></body></html>'
    states = {(label, availability) for label, availability in _named_states(html.encode())}
    assert {("Kettle Arc", "InStock"), ("Toaster Duo", "SoldOut")} <= states


_PRODUCT_DATA = (
    '<script type="application/ld+json">{"@type": "Product", "name": "Smartphone Galáxia X12",'
    ' "offers": {"@type": "Offer", "price": "2399.00", "priceCurrency": "BRL"}}</script>'
)


def _phone_with_plans(data: str) -> bytes:
    cards = "".join(
        f'<div class="plan-card"><div class="plan-card__name">{name}</div><div>R$ {price}/mês'
        "</div><ul><li>WhatsApp à vontade</li><li>Ligações ilimitadas</li></ul>"
        "<button>Escolher</button></div>"
        for name, price in (("Controle 25 GB", "59,99"), ("Pós 50 GB", "119,99"))
    )
    return (
        f'<html lang="pt-BR"><head>{data}</head><body><main><div class="title">Smartphone Galáxia'
        f' X12</div><div class="price">R$ 2.399,00</div><div class="plans">{cards}</div></main>'
        "</body></html>"
    ).encode()


def test_a_product_pages_plan_cards_are_its_offers_not_products_of_their_own() -> None:
    # Beside data that states the product, its cards without a picture are its own offers
    # (the plans a phone is sold with), not tiles of products the data does not state.
    found = extract(_phone_with_plans(_PRODUCT_DATA), "text/html", Rules(extract="prices")).prices
    assert [(str(r.amount), r.period) for r in found] == [
        ("2399.00", None),
        ("59.99", "month"),
        ("119.99", "month"),
    ]
    # Without such data the cards are named by their own names.
    found = extract(_phone_with_plans(""), "text/html", Rules(extract="prices")).prices
    assert [(r.label, str(r.amount)) for r in found][1:] == [
        ("Controle 25 GB", "59.99"),
        ("Pós 50 GB", "119.99"),
    ]


def _bouquet_with_cards(lang: str, names: tuple[str, str], section: str, cards: str) -> bytes:
    """A bouquet's page: its JSON-LD, its name and price, a description under a heading of
    its own (which ends the product's block), then ``cards`` under ``section``."""
    offer = {"@type": "Offer", "price": "39.95", "priceCurrency": "EUR"}
    data = json.dumps({"@type": "Product", "name": names[0], "offers": offer})
    return (
        f'<html lang="{lang}"><head><script type="application/ld+json">{data}</script></head>'
        f"<body><main><h1>{names[0]}</h1><p>39,95 €</p><button>{names[1]}</button>"
        f"<h2>FAQ</h2><p>{names[0]}: 15, 22 / 30 (2026-12-06 07:30, Utrecht).</p>"
        f"<section><h2>{section}</h2>{cards}"
        "</section><footer><h2>Info</h2><p>KvK 1234</p></footer></main></body></html>"
    ).encode()


def _cards(*cards: tuple[str, str]) -> str:
    return "".join(f"<div><h3>{name}</h3><p>{price}</p></div>" for name, price in cards)


@pytest.mark.parametrize(
    ("lang", "names", "section", "cards", "expected"),
    [
        # A florist's subscription beside the bouquet its data states: each card recurs at a
        # price of its own, and the data states none of them.
        (
            "nl",
            ("Boeket Zonnestraal", "In winkelwagen"),
            "Bloemenabonnement",
            _cards(("Wekelijks", "24,95 € per week"), ("Maandelijks", "32,95 € per maand")),
            [("Wekelijks", "24.95", "week"), ("Maandelijks", "32.95", "month")],
        ),
        (
            "fr",
            ("Bouquet Pivoine", "Ajouter au panier"),
            "Abonnement floral",
            _cards(("Chaque semaine", "24,95 € / semaine"), ("Chaque mois", "32,95 € / mois")),
            [("Chaque semaine", "24.95", "week"), ("Chaque mois", "32.95", "month")],
        ),
        (
            "da",
            ("Buket Solstråle", "Læg i kurv"),
            "Blomsterabonnement",
            _cards(("Hver uge", "24,95 € pr. uge"), ("Hver måned", "32,95 € pr. måned")),
            [("Hver uge", "24.95", "week"), ("Hver måned", "32.95", "month")],
        ),
        # Other products sold once, a recommendation's cards that recur, and one card alone
        # are none of the page's plans.
        (
            "nl",
            ("Boeket Zonnestraal", "In winkelwagen"),
            "Boeketten",
            _cards(("Boeket Lente", "29,95 €"), ("Boeket Roos", "34,95 €")),
            [],
        ),
        (
            "fr",
            ("Bouquet Pivoine", "Ajouter au panier"),
            "Vous aimerez aussi",
            _cards(("Plante à louer", "9,95 € / mois"), ("Orchidée à louer", "12,95 € / mois")),
            [],
        ),
        (
            "da",
            ("Buket Solstråle", "Læg i kurv"),
            "Blomsterabonnement",
            _cards(("Hver uge", "24,95 € pr. uge")),
            [],
        ),
        # Other products sold once whose cards show their monthly instalments too.
        (
            "de",
            ("Fernseher Lumo 55", "In den Warenkorb"),
            "Weitere Modelle",
            _cards(
                ("Lumo 65", "899,00 € oder 37,46 € / Monat in 24 Raten"),
                ("Lumo 75", "1.299,00 € oder 54,13 € / Monat in 24 Raten"),
            ),
            [],
        ),
        (
            "nl",
            ("Boeket Zonnestraal", "In winkelwagen"),
            "Ook mooi",
            _cards(
                ("Fiets Stad", "899,00 € of 37,46 € per maand"),
                ("Fiets Sport", "1.299,00 € of 54,13 € per maand"),
            ),
            [],
        ),
        # Other products each sold once, their instalments by the month beside: no plans.
        (
            "nl",
            ("Boeket Zonnestraal", "In winkelwagen"),
            "Bekijk ook",
            _cards(
                ("Plantenbak Groot", "299 € of 12,46 € per maand"),
                ("Plantenbak Klein", "199 € of 8,29 € per maand"),
            ),
            [],
        ),
        (
            "en",
            ("Phone X", "Add to cart"),
            "Explore",
            _cards(("Phone Y", "$799 or $33.29/mo. for 24 mo."), ("Phone Z", "$599 or $24.96/mo.")),
            [],
        ),
    ],
)
def test_a_product_pages_recurring_cards_the_data_states_none_of_are_its_own(
    lang: str,
    names: tuple[str, str],
    section: str,
    cards: str,
    expected: list[tuple[str, str, str]],
) -> None:
    html = _bouquet_with_cards(lang, names, section, cards)
    found = extract(html, "text/html", Rules(extract="prices")).prices
    assert [(r.label, str(r.amount), r.period) for r in found if r.period] == expected


SCREEN_READER_CSS = (
    "<style>.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;"
    "clip:rect(0,0,0,0)}</style>"
)


@pytest.mark.parametrize(
    ("price", "expected"),
    [
        # The eye sees the amount in fragments hidden from readers, without their currency;
        # the reader's text, which the stylesheet clips, is the price's only complete one.
        (
            '<span class="sr-only">Prijs: € 1,69</span><span aria-hidden="true">1</span>'
            '<span aria-hidden="true">69</span>',
            [("Melk", "1.69")],
        ),
        (
            '<span class="sr-only">Price: £1.69</span><span aria-hidden="true">'
            "<span>1</span>.<sup>69</sup></span>",
            [("Melk", "1.69")],
        ),
        (
            '<b class="a1x">Preis 2,49 €</b>'
            '<i aria-hidden="true">2</i><i aria-hidden="true">49</i>',
            [("Melk", "2.49")],
        ),
        # Read once where the fragments write a complete price themselves; where a price is
        # shown beside them, the reader's stays hidden, another price's alternative as before.
        (
            '<span class="sr-only">Prijs: € 1,69</span><span aria-hidden="true">€ 1,69</span>',
            [("Melk", "1.69")],
        ),
        (
            '<span class="sr-only">Vorher 2,49 €</span><span aria-hidden="true">2</span>'
            "<span>1,99 €</span>",
            [("Melk", "1.99"), ("Melk (alternative)", "2.49")],
        ),
        # Not what is hidden from readers itself: a tooltip's struck price stays hidden.
        (
            '<span>$99/mo</span><x-tip><span aria-hidden="true">Was $149</span></x-tip>',
            [("Melk", "99")],
        ),
        # Not a reader's text beside an icon: hidden as before.
        (
            '<span class="sr-only">Vorher 2,49 €</span><span aria-hidden="true">★</span> 1,99 €',
            [("Melk", "1.99")],
        ),
        # Not what the page hides from everyone beside the fragments: another size's price,
        # hidden, or an alternative where an inline style hides it.
        (
            '<span class="sr-only">Prijs: € 1,69</span><span aria-hidden="true">1</span>'
            '<span aria-hidden="true">69</span><span style="display:none">€ 2,99</span>',
            [("Melk", "1.69"), ("Melk (alternative)", "2.99")],
        ),
        (
            '<span class="sr-only">Prijs: € 1,69</span><span aria-hidden="true">1</span>'
            '<span aria-hidden="true">69</span><span class="gone">€ 2,99</span>',
            [("Melk", "1.69")],
        ),
    ],
)
def test_a_readers_price_shows_where_the_eye_sees_only_its_fragments(
    price: str, expected: list[tuple[str, str]]
) -> None:
    css = SCREEN_READER_CSS.replace(".sr-only", ".sr-only, .a1x").replace(
        "</style>", ".gone{display:none}</style>"
    )
    html = f"<html><head>{css}</head><body><main><h3>Melk</h3><p>{price}</p></main></body></html>"
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert [(r.label, str(r.amount)) for r in found] == expected


def _plans(main: str, lang: str, css: str = "") -> list[tuple[str, str, str | None]]:
    head = f"<head>{css}</head>" if css else ""
    html = f'<html lang="{lang}">{head}<body><main>{main}</main></body></html>'
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    return [(r.label, str(r.amount), r.period) for r in found]


VISUALLY_HIDDEN_CSS = (
    "<style>.sr-only,.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;"
    "clip:rect(0 0 0 0)}</style>"
)


@pytest.mark.parametrize(
    ("price", "lang", "css", "expected"),
    [
        # The eye's price hidden from readers, the reader's words for it clipped from the eye:
        # one price, not a second one named by the reader's words ("Pro (month)").
        (
            '<span aria-hidden="true">$49</span><span class="sr-only">$49 per month</span>',
            "en",
            VISUALLY_HIDDEN_CSS,
            [("Pro", "49", None)],
        ),
        (
            '<span aria-hidden="true">149 kr</span><span aria-hidden="true">/mån</span>'
            '<span class="visually-hidden">149 kronor per månad</span>',
            "sv",
            VISUALLY_HIDDEN_CSS,
            [("Pro", "149", "month")],
        ),
        (
            '<span aria-hidden="true">9,99 €</span><span class="sr-only">9,99 euros al mes</span>'
            '<span aria-hidden="true">/mes</span>',
            "es",
            VISUALLY_HIDDEN_CSS,
            [("Pro", "9.99", "month")],
        ),
        # Without the stylesheet the reader's words are read, and the eye's price is theirs.
        (
            '<span aria-hidden="true">49 €</span><span class="visually-hidden">49 Euro pro '
            "Monat</span>",
            "de",
            "",
            [("Pro", "49", "month")],
        ),
        # A reader's words for another amount stay what they were: another price's alternative.
        (
            '<span class="sr-only">Vorher 59 €</span><span aria-hidden="true">4</span>'
            "<span>49 €</span>",
            "de",
            VISUALLY_HIDDEN_CSS,
            [("Pro", "49", None), ("Pro (alternative)", "59", None)],
        ),
    ],
)
def test_a_price_said_again_for_screen_readers_is_read_once(
    price: str, lang: str, css: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert _plans(f"<div><h3>Pro</h3><p>{price}</p></div>", lang, css) == expected


@pytest.mark.parametrize(
    ("price", "lang", "period"),
    [
        # The period the eye reads after the price, hidden from readers who hear its words.
        (
            '49 € <span aria-hidden="true">/mois</span><span class="sr-only">par mois</span>',
            "fr",
            "month",
        ),
        ('€ 29 <span aria-hidden="true">/mnd</span>', "nl", "month"),
        ('<span>$12</span><span aria-hidden="true"> / yr</span>', "en", "year"),
        # Past the reader's words set between the price and its period.
        (
            '<span aria-hidden="true">199 kr</span><span class="visually-hidden">199 kronor per år'
            '</span><span aria-hidden="true">/år</span>',
            "sv",
            "year",
        ),
        # The sign first, after an amount written without it ("49,-"), and a period.
        (
            '<span aria-label="49 Euro pro Monat">49,-<span aria-hidden="true">€/Monat</span>'
            "</span>",
            "de",
            "month",
        ),
        ('<span>199</span><span aria-hidden="true">kr/mån</span>', "sv", "month"),
        # After a price whose sign is letters no table of last characters held.
        ('1 290 Kč<span aria-hidden="true">/měsíc</span>', "cs", "month"),
        ('5 990 Ft<span aria-hidden="true">/hó</span>', "hu", "month"),
        # Not a period (an icon's mark), nor one after no price.
        ('49 € <span aria-hidden="true">*</span>', "de", None),
        ('49 € <span>inkl. MwSt.</span><span aria-hidden="true">€/Monat</span>', "de", None),
        ('49 € <span>inkl. MwSt.</span><span aria-hidden="true">/Monat</span>', "de", None),
    ],
)
def test_a_period_hidden_from_readers_is_the_prices(
    price: str, lang: str, period: str | None
) -> None:
    main = f"<div><h3>Pro</h3><p>{price}</p></div>"
    assert [found[2] for found in _plans(main, lang, VISUALLY_HIDDEN_CSS)] == [period]


@pytest.mark.parametrize(
    ("price", "lang", "expected"),
    [
        # Every glyph hidden from readers, the price said whole in the label: the label is
        # its only complete rendering.
        (
            '<p aria-label="19 Euro pro Monat"><span aria-hidden="true">€</span>'
            '<span aria-hidden="true">19</span><span aria-hidden="true">,00</span>'
            '<abbr title="pro Monat" aria-hidden="true">/Mon.</abbr></p>',
            "de",
            [("Pro", "19", "month")],
        ),
        (
            '<div class="price" aria-label="$12 per month"><span aria-hidden="true">$</span>'
            '<span aria-hidden="true">12</span><span aria-hidden="true">/mo</span></div>',
            "en",
            [("Pro", "12", "month")],
        ),
        (
            '<p aria-label="29,90 zł miesięcznie"><span aria-hidden="true">29</span>'
            '<sup aria-hidden="true">90</sup><span aria-hidden="true">zł/mies.</span></p>',
            "pl",
            [("Pro", "29.90", "month")],
        ),
        # The cents said in words, as a marketplace's label says them; the separator joined
        # before the cents' box hidden with them, not left over before the label's amount.
        (
            '<span class="andes-money-amount" role="img" aria-label="1279 reais com 90 centavos">'
            '<span class="andes-money-amount__currency-symbol" aria-hidden="true">R$</span>'
            '<span class="andes-money-amount__fraction" aria-hidden="true">1.279</span>'
            '<span class="andes-money-amount__cents" aria-hidden="true">90</span></span>',
            "pt-BR",
            [("Pro", "1279.90", None)],
        ),
        (
            '<span class="andes-money-amount" role="img" aria-label="98 reais com 90 centavos">'
            '<span aria-hidden="true">R$</span><span aria-hidden="true">98</span>'
            '<span class="andes-money-amount__cents" aria-hidden="true">90</span></span>',
            "pt-BR",
            [("Pro", "98.90", None)],
        ),
        (
            '<span class="price" aria-label="1549 pesos con 5 centavos">'
            '<span aria-hidden="true">$</span><span aria-hidden="true">1,549</span>'
            '<span class="price__cents" aria-hidden="true">05</span></span>',
            "es-MX",
            [("Pro", "1549.05", None)],
        ),
        # A reader's text says the cents in words: the amount's, not 99 cents alone.
        (
            '<p><span class="sr-only">12 dollars and 99 cents per month</span>'
            '<span aria-hidden="true">12</span><sup aria-hidden="true">99</sup></p>',
            "en",
            [("Pro", "12.99", "month")],
        ),
        # A label that says no price adds nothing; a reader's text shown beside wins.
        (
            '<p aria-label="Preis"><span aria-hidden="true">19</span>'
            '<span aria-hidden="true">,00</span></p><p>29 €</p>',
            "de",
            [("Pro", "29", None)],
        ),
        (
            '<p aria-label="19 Euro"><span class="sr-only">Preis: 19 €</span>'
            '<span aria-hidden="true">19</span><span aria-hidden="true">,00</span></p>',
            "de",
            [("Pro", "19", None)],
        ),
    ],
)
def test_a_price_whose_glyphs_are_hidden_from_readers_is_read_from_its_label(
    price: str, lang: str, expected: list[tuple[str, str, str | None]]
) -> None:
    main = f"<div><h3>Pro</h3>{price}</div>"
    assert _plans(main, lang, VISUALLY_HIDDEN_CSS) == expected


def _stock(main: str, lang: str) -> list[tuple[str, str | None]]:
    body = f'<html lang="{lang}"><body><main>{main}</main></body></html>'
    found = extract(body.encode(), "text/html", Rules(extract="prices"))
    return [(str(r.amount), r.availability) for r in found.prices]


@pytest.mark.parametrize(
    ("main", "lang", "expected"),
    [
        # A theme's submit button, the only place that says the product is sold out.
        (
            '<h1>Trail shoe</h1><p class="price">$129.00</p><form action="/cart/add">'
            '<input type="submit" value="Sold out" class="btn" disabled></form>',
            "en",
            [("129.00", "SoldOut")],
        ),
        (
            '<div class="produit"><h2>Théière</h2><span>39,90 €</span>'
            '<INPUT TYPE="Submit" VALUE="Épuisé"></div>',
            "fr",
            [("39.90", "SoldOut")],
        ),
        (
            "<table><tr><td>Lampa stołowa</td><td>249,00 zł</td><td><form>"
            '<input type="button" value="Niedostępny"></form></td></tr></table>',
            "pl",
            [("249.00", "OutOfStock")],
        ),
        (
            "<h2>Lautsprecher</h2><p>199,00 €</p>"
            '<input type="submit" value="  Vorbestellen  " name="add">',
            "de",
            [("199.00", "PreOrder")],
        ),
        # Its words say no state: no state.
        (
            '<h1>Trail shoe</h1><p>$129.00</p><input type="submit" value="Add to cart">',
            "en",
            [("129.00", None)],
        ),
        # A listing's filter: its words say so, or its form asks (GET, a search).
        (
            '<form><input type="submit" value="In stock only"></form>'
            '<div class="p"><h3>Crema 1kg</h3><p>$19.90</p></div>',
            "en",
            [("19.90", None)],
        ),
        (
            '<form method="get" action="/kaffee"><input type="submit" value="Auf Lager"></form>'
            "<div><h3>Crema 1kg</h3><p>19,90 €</p></div>",
            "de",
            [("19.90", None)],
        ),
        # Not a button: a form's hidden field, a filter's checkbox, a hidden button.
        (
            '<h1>Trail shoe</h1><p>$129.00</p><input type="hidden" name="s" value="Sold out">'
            '<label><input type="checkbox" value="Out of stock"> Show all</label>'
            '<input type="submit" value="Sold out" style="display:none">',
            "en",
            [("129.00", None)],
        ),
    ],
)
def test_a_buttons_value_that_says_a_stock_state_is_the_products(
    main: str, lang: str, expected: list[tuple[str, str | None]]
) -> None:
    assert _stock(main, lang) == expected


@pytest.mark.parametrize(
    ("classes", "style", "level"),
    [
        ("h2", "", 2),  # Bootstrap's heading class on a div
        ("h4 mt-4", "", 4),
        ("card h1x", "", None),  # a word that only starts like one
        ("", "font-size:40px;font-weight:800", 1),
        ("", "font-weight: bold; font-size: 1.75rem", 2),
        ("", "font-size:2.5em;font-weight:600", 1),
        ("", "font-size:24pt;font-weight:700", 1),  # 32 px
        ("", "font-size:22px;font-weight:800", None),  # a logo's or a card name's size
        ("", "font-size:16px", None),
        ("", "font-size:40px;font-size:15px", None),  # the element's own style, written last
        ("h3", "font-size:40px", 3),  # its class names its level
    ],
)
def test_the_heading_level_a_style_gives(classes: str, style: str, level: int | None) -> None:
    assert page.styled_level(classes, style) == level


def _styled(html: str) -> dict[str, int]:
    tree = page.parse(html)
    found = page.styled_headings([tree.body] if tree.body else [], {})
    by_id = {node.mem_id: node.text() for node in tree.css("*")}
    return {by_id[key]: level for key, level in found.items()}


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ('<div class="h2">Trasa 2</div><div>Opis</div>', {"Trasa 2": 2}),
        (
            '<div style="font-size:36px;font-weight:700"><span>Filtry</span> <b>Pro</b></div>',
            {"Filtry Pro": 1},
        ),
        # Set large but light: a decoration's or a figure's size, no heading.
        ('<div style="font-size:36px;font-weight:300">Filtry</div>', {}),
        ('<div style="font-size:36px">Filtry</div>', {}),
        # A price set large is a price, not its heading.
        ('<div style="font-size:36px"><span>1</span> <span>649 Kč</span></div>', {}),
        # An amount set large, its currency and period in the next span: a price's figure.
        ('<div><span style="font-size:48px">29</span><span>€ / Monat</span></div>', {}),
        ('<div><span style="font-size:40px">1.299,</span><sup>00</sup></div>', {}),
        # An unpriced plan's price box, set large: its class names it a price's.
        ('<div class="card__amount" style="font-size:44px">Custom</div>', {}),
        (
            '<div class="price-card__title" style="font-size:32px;font-weight:700">Team</div>',
            {"Team": 1},
        ),
        # The figure's own span set large in a box whose class or layer's name is a price's.
        (
            '<div class="elementor-price-table__price"><span class="elementor-price-table__'
            'integer-part" style="font-size:34px;font-weight:800">Na kontaktoni</span></div>',
            {},
        ),
        (
            '<div data-framer-name="Price"><p style="--framer-font-size:40px;'
            '--framer-font-weight:700">Su misura</p></div>',
            {},
        ),
        (
            '<div id="plan-price"><b style="font-size:40px;font-weight:700">Sob consulta</b></div>',
            {},
        ),
        # A layer named with several words is named by its last: a card's heading stays one.
        (
            '<div data-framer-name="Price Card"><p style="--framer-font-size:28px;'
            '--framer-font-weight:700">Ateneo</p></div>',
            {"Ateneo": 2},
        ),
        (
            '<div class="pricing-plan__header"><div style="font-size:32px;font-weight:700">'
            "Business</div></div>",
            {"Business": 1},
        ),
        # A parent that is a plan's whole card, in words that also name a price's box.
        ('<div class="tarif"><div class="h3">Tarif M</div><p>30 GB</p></div>', {"Tarif M": 3}),
        ('<div class="card tarifa"><div class="h2">Tarifa Plus</div></div>', {"Tarifa Plus": 2}),
        # A word price set large and the rest of its line beside it, in a card of hashed
        # classes: no heading of the card.
        (
            '<div class="gHjKlm"><span style="font-size:40px;font-weight:800">Offert</span>'
            "<span>anpassat pris</span></div>",
            {},
        ),
        ('<p><b style="font-size:36px;font-weight:700">Gratis</b> <small>/ Monat</small></p>', {}),
        (
            '<div><strong style="font-size:2.5rem;font-weight:700">Na zapytanie</strong> '
            "netto</div>",
            {},
        ),
        # Alone on its line, a run is the line: a name set large in a span, a heading's class.
        ('<div><span style="font-size:40px;font-weight:800">Koncern</span></div>', {"Koncern": 1}),
        (
            '<div class="x1"><strong class="h2">Plano Fam\u00edlia</strong></div><p>9 \u20ac</p>',
            {"Plano Fam\u00edlia": 2},
        ),
        # A box that holds blocks is a section, whatever its font.
        ('<div style="font-size:32px"><div>Name</div><div>More</div></div>', {}),
        ('<div class="h3">' + "long words " * 10 + "</div>", {}),
    ],
)
def test_elements_a_style_sets_as_headings(html: str, expected: dict[str, int]) -> None:
    assert _styled(html) == expected


DIV_SOUP = """<html lang="{lang}"><head><style>.t1{{font-size:40px;font-weight:800}}
.t2{{font-size:28px;font-weight:700}}.n{{font-size:20px;font-weight:700}}
.g{{display:grid;grid-template-columns:1fr 1fr}}.c{{display:flex;flex-direction:column}}</style>
</head><body><div class="c"><div class="t1">{product}</div><div>{lead}</div>
<div><span>{state}</span></div></div><div class="t2">{choose}</div><div class="g">
<div class="c"><div class="n">{one}</div><div>{p1}</div><div>Add</div></div>
<div class="c"><div class="n">{three}</div><div>{p3}</div><div>Add</div></div></div>
<div class="t2">FAQ</div><div>Ask us.</div></body></html>"""

_CS = {
    "lang": "cs",
    "product": "Náhradní filtry",
    "lead": "Filtry do konvic.",
    "choose": "Vyberte si balíček",
    "one": "1 filtr",
    "three": "3 filtry",
    "p1": "349 Kč",
    "p3": "899 Kč",
}
_PL = _CS | {
    "lang": "pl",
    "product": "Filtry zapasowe",
    "lead": "Filtry do dzbanków.",
    "choose": "Wybierz pakiet",
    "one": "1 filtr",
    "three": "3 filtry",
    "p1": "49 zł",
    "p3": "129 zł",
}


@pytest.mark.parametrize(
    ("words", "state", "expected"),
    [
        (_CS, "Skladem", "InStock"),
        (_CS, "Vyprodáno", "SoldOut"),
        (_PL, "Niedostępny", "OutOfStock"),
        # A lead's words that name no state leave the packs' stock unread.
        (_CS, "Novinka", None),
    ],
)
def test_a_products_state_over_its_packs_on_a_page_of_divs(
    words: dict[str, str], state: str, expected: str | None
) -> None:
    body = DIV_SOUP.format(**words, state=state).encode()
    found = extract(body, "text/html; charset=utf-8", Rules(extract="prices")).prices
    assert [r.availability for r in found] == [expected, expected]


def test_a_large_amount_leaves_its_cards_names() -> None:
    card = (
        '<div class="c"><div style="font-size:18px;font-weight:700">{name}</div><div><span '
        'style="font-size:48px">{amount}</span><span>€ / Monat</span></div></div>'
    )
    main = card.format(name="Basic", amount=29) + card.format(name="Pro", amount=59)
    body = f'<html lang="de"><body><div class="g">{main}</div></body></html>'.encode()
    found = extract(body, "text/html; charset=utf-8", Rules(extract="prices")).prices
    assert [(r.label, str(r.amount)) for r in found] == [("Basic", "29"), ("Pro", "59")]


def test_a_pages_heading_tags_keep_its_styled_boxes_plain() -> None:
    """A page that writes one heading's tag is read by its tags: a large box is no heading."""
    words = _CS | {"lead": "<h3>Filtry do konvic.</h3>"}
    body = DIV_SOUP.format(**words, state="Skladem").encode()
    found = extract(body, "text/html; charset=utf-8", Rules(extract="prices")).prices
    assert [r.availability for r in found] == [None, None]


@pytest.mark.parametrize(
    ("main", "expected"),
    [
        pytest.param(
            "<h1>Trail pack</h1><p>Sold out</p><h2>Choose a size</h2><h3>30 L</h3><p>$99</p>"
            "<h3>45 L</h3><p>$129</p>",
            ["SoldOut", "SoldOut"],
            id="under-its-name-over-subheadings",
        ),
        pytest.param(
            "<h2>Trail pack</h2><p>Sold out</p><h2>Day pack</h2><p>$99</p><h3>Large</h3>"
            "<p>$129</p>",
            [None, None],
            id="another-products-heading-as-high-ends-it",
        ),
        pytest.param(
            "<h1>Kafe</h1><p>Na skladě</p><h2>Balení</h2><h3>250 g</h3><p>189 Kč</p>"
            "<h3>1 kg</h3><p>599 Kč</p><p>Vyprodáno</p>",
            ["InStock", "SoldOut"],
            id="a-packs-own-state-wins",
        ),
        pytest.param(
            "<h1>Kávédarálók</h1><p>Válogatott kézi és elektromos darálók.</p><p>Ingyenes "
            "szállítás</p><p>Elérhetőség</p><p>Elfogyott termékek elrejtése</p><h2>Termékek</h2>"
            "<h3>Malomkő kézi daráló</h3><p>12 990 Ft</p>",
            [None],
            id="a-listings-filter-further-down-is-no-products-state",
        ),
        pytest.param(
            "<h1>Offerte mobile</h1><p>Scegli l'offerta più adatta a te: nessun vincolo e la "
            "rete 5G inclusa dove disponibile.</p><h2>Le offerte</h2><h3>Giga 50</h3>"
            "<p>6,99 € al mese</p><h3>Giga 150</h3><p>9,99 € al mese</p>",
            [None, None],
            id="a-leads-sentence-that-names-availability-is-no-state",
        ),
        pytest.param(
            "<h1>Wanderschuh</h1><p>Leicht und wasserdicht.</p><p>Auf Lager, Versand heute</p>"
            "<h2>Größe wählen</h2><h3>42</h3><p>129,00 €</p><h3>43</h3><p>129,00 €</p>",
            ["InStock", "InStock"],
            id="a-short-state-line-under-its-lead",
        ),
        pytest.param(
            "<h1>Offerte Fibra</h1><p>Disponibile in 7.000 comuni</p><h2>Fibra 1 Giga</h2>"
            "<p>24,90 €/mese</p><h2>Fibra 2,5 Giga</h2><p>29,90 €/mese</p>",
            [None, None],
            id="a-services-coverage-is-no-stock-of-its-plans",
        ),
    ],
)
def test_a_state_under_a_products_name_over_its_priced_subsections(
    main: str, expected: list[str | None]
) -> None:
    body = f"<html><body><main>{main}</main></body></html>".encode()
    found = extract(body, "text/html; charset=utf-8", Rules(extract="prices")).prices
    assert [r.availability for r in found] == expected


@pytest.mark.parametrize(
    ("heading", "label"),
    [
        pytest.param(  # MkDocs, Sphinx
            "Add-ons<a class='headerlink' href='#add-ons' title='Permanent link'>&para;</a>",
            "Add-ons",
            id="pilcrow",
        ),
        pytest.param(  # Docusaurus: a zero-width space
            "Zusatzoptionen<a href='#zusatz' class='hash-link' aria-label='Direkter Link'>"
            "\u200b</a>",
            "Zusatzoptionen",
            id="zero-width",
        ),
        pytest.param("<a class='anchor' href='#extras'>#</a> Extras", "Extras", id="hash-before"),
        pytest.param(  # a heading that is a link to its section keeps its words
            "<a href='#complementos'>Complementos</a>", "Complementos", id="the-heading-a-link"
        ),
        pytest.param(  # a mark that is no link is the heading's own text
            "Options \u00a7 <a href='/legal'>\u00a7</a>", "Options \u00a7 \u00a7", id="no-own-link"
        ),
    ],
)
def test_a_headings_permalink_mark_is_no_part_of_its_name(heading: str, label: str) -> None:
    body = (
        f"<html><body><h1>Pricing</h1><h2>{heading}</h2><ul><li>Backups: $5/month</li>"
        "<li>Support: $49/month</li></ul></body></html>"
    )
    found = extract(body.encode(), "text/html", Rules(extract="prices"))
    assert {record.label.split(" (")[0] for record in found.prices} == {label}


@pytest.mark.parametrize(
    ("sample", "mode", "expected"),
    [
        pytest.param(  # a fenced YAML block of a docs site
            "<div class='highlight'><pre><span></span><code>plan: team\nbudget: \"50 €\"\n"
            "</code></pre></div>",
            "prices",
            ["€29.00/mo"],
            id="yaml-sample",
        ),
        pytest.param(
            '<pre class="language-json"><code>{"amount": "$12.00", "currency": "usd"}</code></pre>',
            "prices",
            ["€29.00/mo"],
            id="json-sample",
        ),
        pytest.param(  # a price list typed into a bare <pre> is the page's own list
            "<pre>Extra seat ........ 9 €/Monat</pre>",
            "prices",
            ["€29.00/mo", "€9.00/mo"],
            id="bare-pre-stays",
        ),
        pytest.param(  # Sphinx's highlighted sample writes no <code>
            "<div class='highlight'><pre><span class='nt'>budget_cap</span>: "
            "<span class='s'>\"60 €\"</span></pre></div>",
            "prices",
            ["€29.00/mo"],
            id="sphinx-sample",
        ),
        pytest.param(  # a price list in a fenced block without a language is the page's
            "<pre><code>Extra seat   9 €/Monat\nExtra space 19 €/Monat</code></pre>",
            "prices",
            ["€29.00/mo", "€9.00/mo", "€19.00/mo"],
            id="fenced-price-list-stays",
        ),
        pytest.param(  # inline code in a sentence is no block
            "<p>Extra seat: <code>9 €</code> a month</p>",
            "prices",
            ["€29.00/mo", "€9.00/mo"],
            id="inline-code-stays",
        ),
    ],
)
def test_a_code_samples_amounts_are_no_offer(sample: str, mode: str, expected: list[str]) -> None:
    body = f"<html><body><h1>Preise</h1><h2>Team</h2><p>29 € / Monat</p>{sample}</body></html>"
    found = extract(body.encode(), "text/html", Rules(extract=mode))  # type: ignore[arg-type]
    assert [record.shown() for record in found.prices] == expected


@pytest.mark.parametrize(
    ("lang", "table", "expected"),
    [
        # A plan's name spanning its terms' rows: the yearly row's price is that plan's.
        (
            "en",
            "<thead><tr><th>Plan</th><th>Term</th><th>Price</th></tr></thead><tbody>"
            '<tr><th rowspan="2">Starter</th><td>Monthly</td><td>$9</td></tr>'
            "<tr><td>Yearly</td><td>$90</td></tr>"
            '<tr><th rowspan="2">Pro</th><td>Monthly</td><td>$29</td></tr>'
            "<tr><td>Yearly</td><td>$290</td></tr></tbody>",
            [("Starter", "9", "month"), ("Starter", "90", "year"), ("Pro", "29", "month"),
             ("Pro", "290", "year")],
        ),
        (
            "ja",
            "<thead><tr><th>プラン</th><th>契約期間</th><th>料金</th></tr></thead><tbody>"
            '<tr><th rowspan="2">ライト</th><td>月払い</td><td>¥1,100</td></tr>'
            "<tr><td>年払い</td><td>¥11,000</td></tr></tbody>",
            [("ライト", "1100", "month"), ("ライト", "11000", "year")],
        ),
        # A plan's name with a figure in it ("VPS 2") spans its rows too: it is no price.
        (
            "pl",
            "<tr><th>Plan</th><th>Okres</th><th>Cena</th></tr>"
            '<tr><th rowspan="2">VPS 2</th><td>Pierwszy rok</td><td>100 zł</td></tr>'
            "<tr><td>Odnowienie</td><td>180 zł</td></tr>"
            '<tr><th rowspan="2">VPS 4</th><td>Pierwszy rok</td><td>200 zł</td></tr>'
            "<tr><td>Odnowienie</td><td>380 zł</td></tr>",
            [("VPS 2", "100", "year"), ("VPS 2 (renews)", "180", None), ("VPS 4", "200", "year"),
             ("VPS 4 (renews)", "380", None)],
        ),
        # Plans as columns, a price row's name spanning the renewal row below it (a
        # <tfoot>): the renewals sit under their plans, not one column to the left.
        (
            "pl",
            "<thead><tr><td></td><th>Start</th><th>Pro</th></tr></thead><tfoot>"
            '<tr><th rowspan="2">Cena</th><td>99 zł / rok</td><td>349 zł / rok</td></tr>'
            "<tr><td>odnowienie 149 zł / rok</td><td>odnowienie 449 zł / rok</td></tr></tfoot>"
            "<tbody><tr><th>Dysk</th><td>10 GB</td><td>150 GB</td></tr></tbody>",
            [("Cena (Start)", "99", "year"), ("Cena (Pro)", "349", "year"),
             ("Cena (renews) (Start)", "149", "year"), ("Cena (renews) (Pro)", "449", "year")],
        ),
        # A price spanning two rows is one price, not copied into the second.
        (
            "en",
            "<tr><th>Plan</th><th>Seats</th><th>Price</th></tr>"
            '<tr><td>Team</td><td>5 seats</td><td rowspan="2">$49 per month</td></tr>'
            "<tr><td>Team plus</td><td>10 seats</td></tr>",
            [("Team", "49", "month")],
        ),
        # So is one whose sign is in a box of its own beside a no-break space.
        (
            "de",
            "<tr><th>Tarif</th><th>Plätze</th><th>Preis</th></tr>"
            '<tr><td>Team</td><td>5 Plätze</td><td rowspan="2">49&nbsp;<span class="currency">'
            "\u20ac</span> pro Monat</td></tr><tr><td>Team plus</td><td>10 Plätze</td></tr>",
            [("Team", "49", "month")],
        ),
        (
            "en",
            "<tr><th>Plan</th><th>Seats</th><th>Price</th></tr>"
            '<tr><td>Team</td><td>5 seats</td><td rowspan="2"><bdi><span class="currency">$'
            "</span>&nbsp;49</bdi> per month</td></tr><tr><td>Team plus</td><td>10 seats</td></tr>",
            [("Team", "49", "month")],
        ),
    ],
)  # fmt: skip
def test_a_cell_spanning_rows_names_each_of_them(
    lang: str, table: str, expected: list[tuple[str, str, str | None]]
) -> None:
    body = f'<html lang="{lang}"><body><main><table>{table}</table></main></body></html>'
    found = extract(body.encode(), "text/html", Rules(extract="prices"))
    assert [(r.label, str(r.amount), r.period) for r in found.prices] == expected


@pytest.mark.parametrize(
    ("lang", "table", "expected"),
    [
        # A value spanning two plans' columns is each plan's; the plan after it keeps its
        # own (it had taken its right neighbour's, and the last plan had none).
        (
            "en",
            "<tr><th></th><th>Solo</th><th>Team</th><th>Business</th></tr>"
            "<tr><th>Price</th><td>$9 per month</td><td>$19 per month</td>"
            '<td>$49 per month</td></tr><tr><th colspan="4">Service</th></tr>'
            '<tr><th>Support</th><td colspan="2">Email</td><td>Phone</td></tr>',
            {
                "Solo": ["Support: Email"],
                "Team": ["Support: Email"],
                "Business": ["Support: Phone"],
            },
        ),
        (
            "fr",
            "<thead><tr><th></th><th>Essentiel</th><th>Pro</th><th>Entreprise</th></tr></thead>"
            "<tbody><tr><th>Prix</th><td>12 € par mois</td><td>29 € par mois</td>"
            "<td>59 € par mois</td></tr><tr><th>Assistance</th><td>E-mail</td>"
            '<td colspan="2">Téléphone, 7j/7</td></tr></tbody>',
            {
                "Essentiel": ["Assistance: E-mail"],
                "Pro": ["Assistance: Téléphone, 7j/7"],
                "Entreprise": ["Assistance: Téléphone, 7j/7"],
            },
        ),
    ],
)
def test_a_cell_spanning_columns_is_each_plans(
    lang: str, table: str, expected: dict[str, list[str]]
) -> None:
    body = f'<html lang="{lang}"><body><main><table>{table}</table></main></body></html>'
    found = extract(body.encode(), "text/html", Rules(extract="plans"))
    assert {plan.name: list(plan.features) for plan in found.plans} == expected


# A listed product laid out as a row of two columns: its picture's, its text's (Spartacus'
# cx-product-list-item, any Bootstrap, Bulma, Foundation or Tailwind list view). The columns
# share their first class; their widths tell a layout's columns from a grid's tiles.
COLUMNS = (
    ('<div class="col-12 col-md-4">', '<div class="col-12 col-md-8">'),
    ('<div class="column is-4">', '<div class="column is-8">'),
    ('<div class="cell small-12 medium-4">', '<div class="cell small-12 medium-8">'),
    ('<div class="flex-none w-1/3">', '<div class="flex-none w-2/3">'),
)


def listed(columns: tuple[str, str], name: str, price: str, code: str) -> str:
    picture, text = columns
    return (
        f'<li class="item"><div class="row">{picture}<a href="/p/{code}"><img src="/{code}.jpg"'
        f' alt=""></a></div>{text}<a class="name" href="/p/{code}">{name}</a>'
        f"<div>Art.-Nr. {code}</div><div>{price}</div></div></div></li>"
    )


@pytest.mark.parametrize("columns", COLUMNS)
def test_a_listed_products_columns_are_one_tile_named_by_its_link(
    columns: tuple[str, str],
) -> None:
    items = listed(
        columns, "Drehmomentschl\u00fcssel 1/2 Zoll 40 bis 200 Nm", "189,00 \u20ac", "4471"
    )
    items += listed(
        columns, "Einsteck-Ringschl\u00fcssel 14 mm 9x12 verzinkt", "38,90 \u20ac", "0871"
    )
    assert whole_page(f'<ul class="list">{items}</ul>') == [
        ("Drehmomentschl\u00fcssel 1/2 Zoll 40 bis 200 Nm", Decimal("189.00"), "EUR"),
        ("Einsteck-Ringschl\u00fcssel 14 mm 9x12 verzinkt", Decimal("38.90"), "EUR"),
    ]


def test_a_grids_tiles_of_one_width_are_still_tiles() -> None:
    tile = (
        '<div class="col-md-4"><a href="/p/{0}"><img src="/{0}.jpg" alt=""></a>'
        '<a href="/p/{0}">{1}</a><p>{2}</p></div>'
    )
    grid = '<div class="row">' + tile.format(1, "Alpha wool scarf long grey", "\u00a330")
    grid += tile.format(2, "Beta cotton scarf short blue", "\u00a325") + "</div>"
    assert whole_page(grid) == [
        ("Alpha wool scarf long grey", Decimal(30), "GBP"),
        ("Beta cotton scarf short blue", Decimal(25), "GBP"),
    ]


def titled(title: str, name: str, state: str) -> bytes:
    return (
        f'<html lang="en"><head><title>{title}</title></head><body><nav><ol>'
        f'<li><a href="/">Home</a></li><li>Drills</li><li class="active">{name}</li></ol></nav>'
        f'<div class="product-details"><div class="name">{name}<span class="sku">ID</span>'
        f'<span class="code">6110526</span></div><a href="#reviews">(38)</a></div>'
        '<div class="row"><div class="col-lg-6"><p class="price">\u00a3289.00</p>'
        "<p>Volume prices</p><table><tr><td>1-4</td><td>\u00a3289.00</td></tr>"
        "<tr><td>5+</td><td>\u00a3274.50</td></tr></table><p>A compact rotary hammer.</p></div>"
        f'<div class="col-lg-6"><div class="stock">{state}</div><button>Add to basket</button>'
        "</div></div></body></html>"
    ).encode()


@pytest.mark.parametrize(
    "title",
    [
        "Cordless rotary hammer RH 18-26 | Torvik | Trade Shop",
        "Cordless rotary hammer RH 18-26 \u2013 Trade Shop",
        "Cordless rotary hammer RH 18-26, 4.0 Ah kit | Trade Shop",
    ],
)
def test_the_box_that_says_the_pages_title_heads_its_product_on_a_page_without_h1(
    title: str,
) -> None:
    name = "Cordless rotary hammer RH 18-26"
    found = extract(titled(title, name, "Out of stock"), "text/html", Rules(extract="prices"))
    first = found.prices[0]
    assert first.label.startswith(name)
    assert (first.amount, first.availability) == (Decimal("289.00"), "OutOfStock")


@pytest.mark.parametrize(
    "name",
    [
        "Cordless rotary hammer RH&nbsp;18-26&#160;(body only)",
        # React's server rendering marks each seam of a text's parts with an empty comment.
        "Cordless rotary hammer RH <!-- -->18<!-- -->-<!-- -->26<!-- --> (body only)",
    ],
)
def test_the_box_that_says_the_title_as_written_heads_its_product(name: str) -> None:
    title = "Cordless rotary hammer RH 18-26 (body only) | Trade Shop"
    found = extract(titled(title, name, "Out of stock"), "text/html", Rules(extract="prices"))
    first = found.prices[0]
    assert first.label.startswith("Cordless rotary hammer RH 18-26 (body only)")
    assert (first.amount, first.availability) == (Decimal("289.00"), "OutOfStock")


@pytest.mark.parametrize(
    ("title", "box", "found"),
    [
        # A shop's title adds the variant shown after a comma; the box names the product.
        (
            "Dolorex Ibuprofen 400 mg Filmtabletten, 20 St",
            "Dolorex Ibuprofen 400 mg Filmtabletten",
            True,
        ),
        (
            "Cr\u00e8me hydratante Alo\u00e9 50 ml, lot de 2",
            "Cr\u00e8me hydratante Alo\u00e9 50 ml",
            True,
        ),
        ("Kurtka puchowa m\u0119ska Tatra, czarna, XL", "Kurtka puchowa m\u0119ska Tatra", True),
        # Before the comma a word or two: a category's or a shop's name, no product.
        ("Kaffee, Tee und mehr", "Kaffee", False),
        # The box says more than the title's leading part: another text.
        ("Trail shoe Ridge 2, blue", "Trail shoe Ridge 2 GTX", False),
    ],
)
def test_the_box_of_a_titles_leading_part_before_a_comma_heads_the_product(
    title: str, box: str, found: bool
) -> None:
    tree = LexborHTMLParser(
        f'<html><body><ol><li><a href="/">Home</a></li><li>{box}</li></ol>'
        f'<div class="product-detail-name">{box}</div><p>4,19 \u20ac</p></body></html>'
    )
    assert tree.body is not None
    named = page.titled_name(title, tree, [tree.body])
    box_id = tree.css("div")[0].mem_id
    assert named == ({box_id: 1} if found else {})


def test_the_box_of_the_whole_title_is_taken_before_its_leading_part() -> None:
    title = "Merino hoodie Fjell, charcoal"
    tree = LexborHTMLParser(
        f"<html><body><div>Merino hoodie Fjell</div><div>{title}</div><p>$89</p></body></html>"
    )
    assert tree.body is not None
    assert page.titled_name(title, tree, [tree.body]) == {tree.css("div")[1].mem_id: 1}


def test_a_title_of_the_shops_name_alone_heads_nothing() -> None:
    tree = LexborHTMLParser("<html><body><div>Trade Shop</div><p>\u00a35</p></body></html>")
    assert tree.body is not None
    assert page.titled_name("Trade Shop", tree, [tree.body]) == {}


def _shaped_grid(card: str, cards: list[tuple[str, str, str]], language: str) -> bytes:
    """A grid of ``cards`` (name, short tagline, price), each written by ``card``."""
    grid = "".join(card.format(name=n, tagline=t, price=p) for n, t, p in cards)
    return (
        f'<html lang="{language}"><body><h2>Pricing</h2><div class="grid">{grid}</div>'
        "<p>Notes.</p></body></html>"
    ).encode()


_STYLED_CARD = (
    '<div class="sc-gswNZR kQzPdV"><div class="sc-bcXHqe gRtWvx">{name}</div>'
    '<p class="sc-gKPRtg bHnJkm">{tagline}</p><div class="sc-iBYQkv">{price}</div>'
    '<a class="sc-jrcTuL" href="/x">Go</a></div>'
)
_SVELTE_CARD = (
    '<article class="kart svelte-1x9k2qp"><p class="ad svelte-1x9k2qp">{name}</p>'
    '<p class="alt svelte-1x9k2qp">{tagline}</p><div class="svelte-1x9k2qp">{price}</div>'
    '<ul class="svelte-1x9k2qp"><li class="svelte-1x9k2qp">Destek</li></ul></article>'
)
_MODULE_CARD = (
    '<div class="Card_root__x7Yq2"><span class="Card_t__k9Q1z">{name}</span>'
    '<span class="Card_d__p0L3s">{tagline}</span><b class="Card_p__m3N4b">{price}</b>'
    "<p>OK</p></div>"
)


@pytest.mark.parametrize(
    ("card", "cards", "language"),
    [
        # A name in a hashed class over a tagline short enough to read as a name: the
        # tagline, the line right over the price, named each card before.
        (
            _STYLED_CARD,
            [
                ("Start", "För små team", "149 kr/mån"),
                ("Team", "För byråer", "349 kr/mån"),
                ("Företag", "För stora bolag", "Kontakta oss"),
            ],
            "sv",
        ),
        (
            _SVELTE_CARD,
            [
                ("Temel", "Küçük ekipler", "299 ₺ / ay"),
                ("Büyüme", "Ajanslar için", "749 ₺ / ay"),
                ("Kurumsal", "Büyük şirketler", "1.899 ₺ / ay"),
            ],
            "tr",
        ),
        (
            _MODULE_CARD,
            [
                ("Perus", "Pienille tiimeille", "9 € / kk"),
                ("Tiimi", "Kasvaville", "19 € / kk"),
                ("Yritys", "Suurille", "49 € / kk"),
            ],
            "fi",
        ),
        (
            _MODULE_CARD,
            [
                ("베이직", "개인용", "₩9,000 / 월"),
                ("스탠다드", "소규모 팀", "₩19,000 / 월"),
                ("프리미엄", "대규모 팀", "₩49,000 / 월"),
            ],
            "ko",
        ),
    ],
    ids=["styled-components", "svelte", "css-modules", "css-modules-ko"],
)
def test_a_cards_name_its_shape_says_heads_its_prices(
    card: str, cards: list[tuple[str, str, str]], language: str
) -> None:
    labels = [label for label, _ in _named_states(_shaped_grid(card, cards, language))]
    assert labels == [name for name, _, _ in cards]


def _shaped_names(html: bytes) -> list[str]:
    tree = page.parse(html.decode())
    body = tree.body
    assert body is not None
    found = page.shaped_names([body], {})
    return [node.text(deep=True) for node in body.traverse() if node.mem_id in found]


@pytest.mark.parametrize(
    ("card", "cards"),
    [
        # A grid of features, none priced: its titles head nothing.
        (
            _STYLED_CARD,
            [
                ("Snabb", "Alltid", "Läs mer"),
                ("Säker", "Krypterat", "Läs mer"),
                ("Enkel", "Inga kurser", "Läs mer"),
            ],
        ),
        # One priced card among them: a section beside a plan, not a grid of plans.
        (
            _STYLED_CARD,
            [
                ("Snabb", "Alltid", "99 kr"),
                ("Säker", "Krypterat", "Läs mer"),
                ("Enkel", "Inga kurser", "Läs mer"),
            ],
        ),
        # The cards' names in a heading's tag: their tagline is no name beside it.
        (
            _STYLED_CARD.replace('<div class="sc-bcXHqe gRtWvx">{name}</div>', "<h3>{name}</h3>"),
            [
                ("Start", "För små team", "149 kr/mån"),
                ("Team", "För byråer", "349 kr/mån"),
                ("Företag", "För stora bolag", "749 kr/mån"),
            ],
        ),
    ],
    ids=["unpriced", "one-priced", "headed"],
)
def test_cards_whose_shape_heads_no_prices_keep_their_names_out_of_headings(
    card: str, cards: list[tuple[str, str, str]]
) -> None:
    assert _shaped_names(_shaped_grid(card, cards, "sv")) == []


def _picker(field: str, tile: str, choices: list[tuple[str, str]], language: str) -> bytes:
    """A product's picker: ``field`` (a label, a dropdown) beside a list of ``tile``s."""
    tiles = "".join(tile.format(name=n, price=p) for n, p in choices)
    return (
        f'<html lang="{language}"><body><div class="product"><div class="attribute">{field}'
        f'<ul class="tiles">{tiles}</ul></div></div></body></html>'
    ).encode()


_SIZE_TILE = (
    '<li class="size-tile"><span class="size-tile__name">{name}</span> '
    '<span class="size-tile__price">{price}</span><span class="size-tile__stock">OK</span></li>'
)
_SWATCH_TILE = (
    '<li class="swatch"><button type="button" class="swatch__btn"><span class="swatch__name">'
    '{name}</span><span class="swatch__price">{price}</span><span class="swatch__stock">ok'
    "</span></button></li>"
)
# Swatches and tiles written as links (before: only a button or a label was a control's,
# so each link's name headed its price as another product's card, and the product's block
# ended at the first).
_PRESSED_LINK_TILE = (
    '<li class="pdp-color"><a href="/uno/{name}" class="pdp-color__btn" aria-pressed="false">'
    '<span class="pdp-color__name">{name}</span><span class="pdp-color__price">{price}</span>'
    '<span class="pdp-color__stock">ok</span></a></li>'
)
_SCRIPT_LINK_TILE = (
    '<li class="c"><a href="#" class="c__a"><span class="c__name">{name}</span>'
    '<span class="c__price">{price}</span><span class="c__stock">ok</span></a></li>'
)
_SWATCH_LINK_TILE = (
    '<li class="c"><a href="/uno-{name}.html" class="swatch-link"><span class="c__name">{name}'
    '</span><span class="c__price">{price}</span><span class="c__stock">ok</span></a></li>'
)
_VARIANT_LINK_TILE = (
    '<li class="c"><a href="/products/uno?variant=4{name}" class="c__a"><span class="c__name">'
    '{name}</span><span class="c__price">{price}</span><span class="c__stock">ok</span></a></li>'
)
_PRODUCT_LINK_TILE = (
    '<li class="c"><a href="{href}" class="c__a"><span class="c__name">{name}</span></a>'
    '<span class="c__price">{price}</span><span class="c__stock">ok</span></li>'
)
_RADIO_TILE = (
    '<li class="opt"><span class="opt__name" role="radio" aria-checked="false">{name}</span>'
    '<span class="opt__price">{price}</span><span class="opt__note">netto</span></li>'
)


@pytest.mark.parametrize(
    ("field", "tile", "choices", "language"),
    [
        # A size's tiles under the field's own label (its dropdown filled by a script).
        (
            '<label for="size-1">Size</label>',
            _SIZE_TILE,
            [("Single", "\u00a328.00"), ("Double", "\u00a336.00"), ("King", "\u00a345.00")],
            "en",
        ),
        # Colour swatches, each a button.
        (
            "",
            _SWATCH_TILE,
            [
                ("Mat zwart", "\u20ac 399,00"),
                ("RVS", "\u20ac 429,00"),
                ("Cr\u00e8me", "\u20ac 399,00"),
            ],
            "nl",
        ),
        # An ARIA radio group of a print's finishes.
        (
            "",
            _RADIO_TILE,
            [
                ("Mat", "12,00 z\u0142"),
                ("Po\u0142ysk", "18,00 z\u0142"),
                ("Satyna", "29,00 z\u0142"),
            ],
            "pl",
        ),
        # A dropdown offering the same names as the tiles beside it.
        (
            "<div><select><option>S</option><option>Klein</option><option>Mittel</option>"
            "<option>Gro\u00df</option></select></div>",
            _SIZE_TILE,
            [("Klein", "19,90 \u20ac"), ("Mittel", "24,90 \u20ac"), ("Gro\u00df", "29,90 \u20ac")],
            "de",
        ),
        # Swatches as links: pressed, to a script, of a swatch's class, to one page's
        # variants.
        (
            "",
            _PRESSED_LINK_TILE,
            [("Mat", "\u20ac 399,00"), ("RVS", "\u20ac 429,00"), ("Cr\u00e8me", "\u20ac 399,00")],
            "nl",
        ),
        (
            "",
            _SCRIPT_LINK_TILE,
            [("S", "19,90 \u20ac"), ("M", "24,90 \u20ac"), ("L", "29,90 \u20ac")],
            "de",
        ),
        (
            "",
            _SWATCH_LINK_TILE,
            [("Rouge", "19,90 \u20ac"), ("Bleu", "24,90 \u20ac"), ("Vert", "29,90 \u20ac")],
            "fr",
        ),
        (
            "",
            _VARIANT_LINK_TILE,
            [("Whole bean", "$14.00"), ("Espresso grind", "$15.00"), ("Filter grind", "$15.50")],
            "en",
        ),
    ],
    ids=[
        "labelled-field",
        "swatch-buttons",
        "aria-radios",
        "select-beside",
        "pressed-links",
        "script-links",
        "swatch-links",
        "variant-links",
    ],
)
def test_a_products_choices_are_no_cards_of_their_own(
    field: str, tile: str, choices: list[tuple[str, str]], language: str
) -> None:
    assert _shaped_names(_picker(field, tile, choices, language)) == []


@pytest.mark.parametrize(
    "hrefs",
    [
        ["/p/gorra.html", "/p/motxilla.html", "/p/pantalo.html"],  # pages of their own
        # near-misses: each product's page with a tracking query; one placeholder's link
        ["/p/gorra?ref=rail", "/p/motxilla?ref=rail", "/p/pantalo?ref=rail"],
        ["/p/gorra.html", "#", "/p/pantalo.html"],
        ["/p?variant=1", "/p?variant=1", "/p?variant=1"],  # one link thrice: no variants
        # a legacy shop's script, each product by its own query
        [f"index.php?route=product/product&product_id={n}" for n in (42, 43, 44)],
        # Joomla's component beside each product's id; a SKU per product
        [
            f"index.php?option=com_virtuemart&view=productdetails&virtuemart_product_id={n}"
            for n in (42, 43, 44)
        ],
        [f"/item.aspx?sku=B{n}" for n in (42, 43, 44)],
        [f"/catalog?colour=red&id={n}" for n in (42, 43, 44)],
        # a script's listing: each name linked to the script, its price outside the link
        ["#", "#", "#"],
        ["javascript:void(0)", "javascript:void(0)", "javascript:void(0)"],
        ["", "", ""],
    ],
)
def test_other_products_cards_named_by_their_links_keep_their_names(hrefs: list[str]) -> None:
    names = ["Gorra", "Motxilla", "Pantal\u00f3"]
    tiles = "".join(
        _PRODUCT_LINK_TILE.format(href=href, name=name, price=f"{19 + i},95 \u20ac")
        for i, (href, name) in enumerate(zip(hrefs, names, strict=True))
    )
    html = f'<html lang="ca"><body><div><ul class="tiles">{tiles}</ul></div></body></html>'
    assert _shaped_names(html.encode()) == names


def test_a_grid_of_plans_beside_a_billing_toggle_keeps_its_names() -> None:
    """A toggle's label nested in its own box is no field of the grid's."""
    toggle = (
        '<div class="toggle"><label for="y">\u00c5rsvis</label><input id="y" type="checkbox"></div>'
    )
    html = _picker(
        toggle,
        _SIZE_TILE,
        [
            ("Start", "149 kr/m\u00e5n"),
            ("Team", "349 kr/m\u00e5n"),
            ("F\u00f6retag", "749 kr/m\u00e5n"),
        ],
        "sv",
    )
    assert _shaped_names(html) == ["Start", "Team", "F\u00f6retag"]


_PAY_OPTION = (
    '<div class="pay svelte-9q"><p class="pay__t svelte-9q">{name}</p>'
    '<p class="svelte-9q">{price}</p><p class="svelte-9q">{note}</p></div>'
)
_PAY_OPTIONS = "".join(
    _PAY_OPTION.format(name=name, price=price, note=note)
    for name, price, note in (
        ("Bayar di muka", "Rp12.500.000", "Hemat 2 juta"),
        ("Cicilan 0%", "Rp1.041.667/bulan", "12 kali bayar"),
        ("Bayar setelah kerja", "Rp0", "Setelah diterima kerja"),
    )
)


@pytest.mark.parametrize(
    ("before", "names"),
    [
        # Alone, the options are a grid of offers, each named by its first text (one holds
        # a figure after its first word).
        ("", ["Bayar di muka", "Cicilan 0%", "Bayar setelah kerja"]),
        # Under a card's name (a heading rewritten as a div that a title class names), they
        # are that card's ways to pay: as names at its level they cut its stock state off.
        ('<div class="section__title">Bootcamp Full-Stack</div><p>Batch 14 penuh</p>', []),
    ],
    ids=["alone", "under-a-named-card"],
)
def test_a_cards_own_options_are_no_grid_of_names(before: str, names: list[str]) -> None:
    html = (
        f'<html lang="id"><body><main><section class="bootcamp">{before}'
        f'<div class="pays">{_PAY_OPTIONS}</div></section></main></body></html>'
    )
    tree = page.parse(html)
    body = tree.body
    assert body is not None
    named = {node.mem_id: len(page.HEADINGS) for node in body.css(".section__title")}
    found = page.shaped_names([body], named)
    shown = [node.text(deep=True) for node in body.traverse() if node.mem_id in found]
    assert [name for name in shown if not name.startswith("Bootcamp")] == names


_BADGED_CARD = (
    '<article data-v-7a1c class="plan-card"><header data-v-7a1c class="plan-card__head">'
    '<div data-v-7a1c class="t3">{name}</div><p data-v-7a1c class="tagline">For you</p>'
    '</header><div data-v-7a1c class="plan-card__price"><span data-v-7a1c class="{badge}">'
    '{saving}</span><p data-v-7a1c class="plan-card__amount">{price}</p></div>'
    '<a data-v-7a1c class="btn" href="/cart">Go</a></article>'
)


@pytest.mark.parametrize(
    ("badge", "language", "cards"),
    [
        (
            "save-badge",
            "en",
            [
                ("Starter", "Save 73%", "$2.99/mo"),
                ("Plus", "Save 71%", "$3.99/mo"),
                ("Pro", "Save 70%", "$7.99/mo"),
            ],
        ),
        (
            "plan__ribbon",
            "de",
            [
                ("Basis", "Spare 20 %", "4,99 \u20ac/Monat"),
                ("Profi", "Spare 25 %", "9,99 \u20ac/Monat"),
                ("Max", "Spare 30 %", "19,99 \u20ac/Monat"),
            ],
        ),
        (
            "priceBadge",
            "es",
            [
                ("B\u00e1sico", "Mejor precio", "5 \u20ac/mes"),
                ("Pro", "Ahorra 30%", "12 \u20ac/mes"),
                ("Empresa", "Ahorra 40%", "29 \u20ac/mes"),
            ],
        ),
    ],
    ids=["save-badge", "ribbon", "camel-badge"],
)
def test_a_bold_badge_in_a_card_is_no_name_of_it(
    badge: str, language: str, cards: list[tuple[str, str, str]]
) -> None:
    """A Vue card's name in a class that says nothing, its badge set bold by a scoped rule."""
    grid = "".join(_BADGED_CARD.format(name=n, badge=badge, saving=s, price=p) for n, s, p in cards)
    html = (
        f'<html lang="{language}"><head><style>.{badge}[data-v-7a1c]{{font-weight:700}}</style>'
        f'</head><body><div data-v-7a1c class="plan-grid">{grid}</div></body></html>'
    )
    labels = [label for label, _ in _named_states(html.encode())]
    assert labels == [name for name, _, _ in cards]


@pytest.mark.parametrize(
    "classes", ["plan-name", "badger-title", "ribbons-name", "plan-card__name badged"]
)
def test_a_bold_name_whose_class_only_resembles_a_badge_names_its_card(classes: str) -> None:
    card = (
        '<div class="card"><strong class="{classes}">{name}</strong><p>{price}</p>'
        "<p>10 users</p></div>"
    )
    grid = card.format(classes=classes, name="Team", price="$10/mo") + card.format(
        classes=classes, name="Business", price="$20/mo"
    )
    html = f'<html lang="en"><body><div class="grid">{grid}</div></body></html>'
    assert [label for label, _ in _named_states(html.encode())] == ["Team", "Business"]


_BOOTSTRAP_CARDS = (
    ("Starter", "$9 / month"),
    ("Team", "$29 / month"),
    ("Enterprise", "Contact sales"),
)
# Two sections whose items have the same names: only the sections' titles, set in boxes a
# class names, tell them apart.
_TITLED_SECTIONS = [
    (
        "fr",
        '<div class="bloc"><div class="block__heading">H\u00e9bergement</div><ul>'
        "<li>Standard <b>12 \u20ac</b> / mois</li><li>Premium <b>24 \u20ac</b> / mois</li>"
        '</ul></div><div class="bloc"><div class="block__heading">Support</div><ul>'
        "<li>Standard <b>29 \u20ac</b> / mois</li><li>Premium <b>59 \u20ac</b> / mois</li>"
        "</ul></div>",
        [
            "H\u00e9bergement (Standard)",
            "H\u00e9bergement (Premium)",
            "Support (Standard)",
            "Support (Premium)",
        ],
    ),
    (
        "de",
        '<section><div class="section-title">Speicher</div><div class="row"><span>Klein</span>'
        ' <span>2,00 \u20ac</span> / Monat</div><div class="row"><span>Gro\u00df</span>'
        ' <span>5,00 \u20ac</span> / Monat</div></section><section><div class="section-title">'
        'Backup</div><div class="row"><span>Klein</span> <span>3,00 \u20ac</span> / Monat'
        '</div><div class="row"><span>Gro\u00df</span> <span>7,00 \u20ac</span> / Monat</div>'
        "</section>",
        ["Speicher (Klein)", "Speicher (Gro\u00df)", "Backup (Klein)", "Backup (Gro\u00df)"],
    ),
    (
        "en",
        '<div class="addons"><p class="addons__headline">Extra seats</p><ul>'
        "<li>Basic: $4 per month</li><li>Pro: $9 per month</li></ul></div>"
        '<div class="addons"><p class="addons__headline">Extra storage</p><ul>'
        "<li>Basic: $2 per month</li><li>Pro: $6 per month</li></ul></div>",
        [
            "Extra seats (Basic)",
            "Extra seats (Pro)",
            "Extra storage (Basic)",
            "Extra storage (Pro)",
        ],
    ),
    (
        # Bootstrap cards named by their header, one of them unpriced: a card's name keeps the
        # level of its grid's other names, and its plan, whichever class names it.
        "en",
        '<div class="page-header">Pricing</div><div class="row">'
        + "".join(
            f'<div class="col"><div class="card"><div class="card-header">{name}</div>'
            f'<div class="card-body"><div class="price">{price}</div><ul><li>SSO</li></ul>'
            '<a class="btn">Buy</a></div></div></div>'
            for name, price in _BOOTSTRAP_CARDS
        )
        + '</div><div class="addons"><div class="section-title">Add-ons</div>'
        "<p>Extra user $5 / month</p><p>Priority support $49 / month</p></div>",
        ["Starter", "Team", "Enterprise", "Add-ons (Extra user)", "Add-ons (Priority support)"],
    ),
]


@pytest.mark.parametrize(
    "chrome", ["", *_CHROME_HEADINGS], ids=["", "cookie", "onetrust", "modal", "header"]
)
@pytest.mark.parametrize(
    ("language", "body", "labels"),
    _TITLED_SECTIONS,
    ids=["block-heading", "section-title", "bem", "card-header"],
)
def test_a_title_box_heads_its_sections_prices_on_a_page_without_heading_tags(
    language: str, body: str, labels: list[str], chrome: str
) -> None:
    """Whatever role headings head no price (a cookie banner's title, a modal's)."""
    html = f'<html lang="{language}"><body>{chrome}<main>{body}</main></body></html>'
    assert [label for label, _ in _named_states(html.encode())] == labels


_UNTITLED_BOXES = [
    # A plan's tagline, a badge, a price's box and a swatch's title head nothing.
    '<div class="plan"><div class="plan__subtitle">For teams</div><p>Pro $29/mo</p></div>'
    '<div class="plan"><div class="plan__subtitle">For firms</div><p>Max $99/mo</p></div>',
    '<div class="deal"><div class="badge-title">Hot deal</div><p>Pro $29/mo</p>'
    "<p>Max $99/mo</p></div>",
    '<div class="card"><div class="plan-price"><div class="title">Custom</div></div>'
    "<p>Pro $29/mo</p></div>",
    '<div class="picker"><label><span class="swatch-title">Red</span></label><p>Pro $29</p>'
    '<label><span class="swatch-title">Blue</span></label><p>Max $35</p></div>',
    # A page that writes its headings' tags: its boxes are no headings.
    '<h2>Plans</h2><div class="box"><div class="box-title">Team</div><p>Pro $29/mo</p>'
    "<p>Max $99/mo</p></div>",
    # A hero carousel's promotions, dealt first in another order at each load (ARIA's slides
    # in Thai, Swiper's): a slide's title heads no prices after the carousel.
    '<div aria-roledescription="carousel"><div aria-roledescription="slide">'
    '<p class="cmp-teaser__title">ย้ายค่าย รับส่วนลด 20% นาน 12 เดือน</p></div>'
    '<div aria-roledescription="slide"><p class="cmp-teaser__title">สมาชิก Privilege</p></div>'
    "</div><div><p>Netflix 169 บาท/เดือน</p><p>Roaming 399 บาท/สัปดาห์</p></div>",
    '<div class="swiper"><div class="swiper-slide"><div class="slide-title">Spring sale: 20% '
    'off for 12 months</div></div><div class="swiper-slide"><div class="slide-title">New app'
    "</div></div></div><p>Pro $29/mo</p><p>Max $99/mo</p>",
]


@pytest.mark.parametrize(
    "body",
    _UNTITLED_BOXES,
    ids=["tagline", "badge", "price", "swatch", "h2", "aria-slide", "swiper-slide"],
)
def test_boxes_that_only_resemble_a_title_head_nothing(body: str) -> None:
    """Read as the same page whose classes name nothing."""
    plain = re.sub(r'class="[^"]*"', 'class="x"', body)
    read = [
        _named_states(f'<html lang="en"><body><main>{html}</main></body></html>'.encode())
        for html in (body, plain)
    ]
    assert read[0] == read[1]


def _titled_product(language: str, name: str, boxes: str, related: str) -> bytes:
    """A product's page without heading tags, as a site builder exports it: its name in the
    box that says the page's title, its price, the titled ``boxes`` of its buy box, then a
    titled rail of another product."""
    data = json.dumps(
        {
            "@type": "Product",
            "name": name,
            "offers": {"@type": "Offer", "price": "149.95", "priceCurrency": "EUR"},
        }
    )
    return (
        f'<html lang="{language}"><head><title>{name} | Botiga</title>'
        f'<script type="application/ld+json">{data}</script></head><body><div class="product">'
        f'<div class="gallery"><img src="/p.jpg" alt=""></div><div class="buy">'
        f'<div class="product-name">{name}</div><p class="price">149,95 \u20ac</p>{boxes}'
        f'</div></div><div class="related"><div class="section-title">{related}</div>'
        '<div class="tile"><a href="/p/2">Gorra t\u00e8rmica</a> <span>9,90 \u20ac</span>'
        "</div></div></body></html>"
    ).encode()


@pytest.mark.parametrize(
    ("language", "name", "boxes", "related", "added"),
    [
        (
            "ca",
            "Jaqueta Pica d'Estats",
            '<div class="club"><p class="club-title">Club Muntanya</p>'
            "<p>Fes-te soci per 29,00 \u20ac a l'any.</p></div>",
            "Novetats",
            ["29.00"],
        ),
        (
            "de",
            "Riesling vom Muschelkalk",
            '<div class="case"><p class="case-title">Kiste 6 Flaschen</p><p>74,90 \u20ac</p>'
            '</div><div class="club"><p class="club-title">Weinclub</p><p>6 Weine: 89,00 \u20ac'
            " pro Quartal</p></div>",
            "Neu im Sortiment",
            ["74.90", "89.00"],
        ),
        (
            "sk",
            "K\u00e1va Arabica Premium",
            '<div class="sub"><p class="subscription-title">Pravideln\u00e9 doru\u010dovanie'
            "</p><p>Predplatn\u00e9: 17,50 \u20ac / mesiac</p></div>",
            "Novinky",
            ["17.50"],
        ),
    ],
)
def test_a_title_box_in_the_products_buy_box_heads_one_more_of_its_offers(
    language: str, name: str, boxes: str, related: str, added: list[str]
) -> None:
    """The title box outside the buy box still heads its rail: the other product's price is
    none of this page's (before: the buy box's title ended the product's block as a heading
    would, and its offer's price was dropped as another product's)."""
    html = _titled_product(language, name, boxes, related)
    found = extract(html, "text/html", Rules(extract="prices"))
    assert sorted(str(r.amount) for r in found.prices) == sorted(["149.95", *added])


_RAIL_TILES = "".join(
    f'<div class="tile"><a href="/p/{name}">{name}</a><span class="price">{price} \u20ac</span>'
    "</div>"
    for name, price in (("Gorra", "19,95"), ("Motxilla", "89,95"), ("Pantal\u00f3", "79,95"))
)


@pytest.mark.parametrize(
    "rail",
    [
        # a flat page: the rail's title at the level of the box around the name and price
        f'<div class="section-title">Novetats</div><div class="grid">{_RAIL_TILES}</div>',
        # a rail in a box of its own, its cards each linking to their product
        f'<div class="related"><div class="section-title">Novetats</div>{_RAIL_TILES}</div>',
    ],
    ids=["flat", "boxed"],
)
def test_a_rails_title_box_beside_the_products_name_still_heads_the_rail(rail: str) -> None:
    """Near-misses of the buy box: the rail's prices are none of the product's (they rotate)."""
    html = _titled_product(
        "ca",
        "Jaqueta Pica d'Estats",
        '<div class="club"><p class="club-title">Club</p><p>29,00 \u20ac a l\'any</p></div>' + rail,
        "Recomanats",
    )
    found = extract(html, "text/html", Rules(extract="prices"))
    assert sorted(str(r.amount) for r in found.prices) == ["149.95", "29.00"]


def _merged(markup: str) -> str:
    """``markup``'s text, its runs read apart, once its raised cents are merged."""
    tree = LexborHTMLParser(f"<html><body>{markup}</body></html>")
    page.merge_raised_cents(tree, markup)
    assert tree.body is not None
    return " ".join(tree.body.text(separator=" ").split())


@pytest.mark.parametrize(
    ("markup", "read"),
    [
        ("<p>19<sup>,90</sup> EUR</p>", "19,90 EUR"),
        ("<p>$29<sup>.99</sup>/mo</p>", "$29.99/mo"),
        ("<p>$29<sup>99</sup>/mo</p>", "$29.99/mo"),
        ("<p>19,<sup>99</sup> € / Monat</p>", "19,99 € / Monat"),
        ("<p>1.279<sup>90</sup> Lei</p>", "1.279,90 Lei"),
        ("<p>CHF 89<sup>.\u2013</sup></p>", "CHF 89.\u2013"),
        ("<p>49<small>,00</small> zł</p>", "49,00 zł"),
        ("<p>R$ 129<sub>,90</sub></p>", "R$ 129,90"),
        ("<p>ou 12x de R$ 99<sup>,90</sup></p>", "ou 12x de R$ 99,90"),
        ("<p>3x 49<sup>,90</sup> zł</p>", "3x 49,90 zł"),
        ('<p>€<span class="int">49</span><span class="fraction">,00</span></p>', "€ 49,00"),
        ('<p><span>449</span><span class="price-cents">,00</span> kr.</p>', "449,00 kr."),
        # Both hidden from a reader alike: merged, and hidden with the amount.
        (
            '<p><span aria-hidden="true">12</span><sup aria-hidden="true">99</sup></p>',
            "12.99",
        ),
        # Near-misses: a footnote's mark after a price, a unit's power, an exponent, a
        # footnote list after a name, cents hidden apart from their amount, a word's class.
        ("<p>9,99 €<sup>1</sup> / Monat</p>", "9,99 € 1 / Monat"),
        ("<p>$29<sup>*</sup>/mo</p>", "$29 * /mo"),
        ("<p>$29<sup>1</sup>/mo</p>", "$29 1 /mo"),
        ("<p>85 m<sup>2</sup> Wohnfläche</p>", "85 m 2 Wohnfläche"),
        ("<p>2 \u00d7 10<sup>12</sup> Byte</p>", "2 \u00d7 10 12 Byte"),
        ("<p>Pizza Margherita<sup>1,3</sup> 8,50 €</p>", "Pizza Margherita 1,3 8,50 €"),
        ('<p>29<sup aria-hidden="true">,90</sup> zł</p>', "29 ,90 zł"),
        ('<p>$<b>1</b><span class="percents">99</span></p>', "$ 1 99"),
        # Digits set apart by a space: a count, not cents.
        ("<p>$29 <small>24</small> months</p>", "$29 24 months"),
    ],
)
def test_raised_cents_are_written_into_their_amount(markup: str, read: str) -> None:
    assert _merged(markup) == read


_SPLIT_PRICE = (
    '<h3>Vitrine</h3><{0} class="price"><span class="int">19</span>{2}<{1} class="after">'
    '<span class="sign">\u20ac</span>{2}<span class="frac"><sup>90</sup></span>'
    '<span class="per">/mois</span></{1}></{0}>'
)


@pytest.mark.parametrize(
    "markup",
    [
        # The sign between the amount and its raised cents stands in the separator's place,
        # glued to both, spaced from them, or with the cents in a box of their own beside
        # the sign's, in inline boxes (spans, custom elements that lay no box) or blocks.
        "<h3>Vitrine</h3><p>19\u20ac<sup>90</sup>/mois</p>",
        "<h3>Vitrine</h3><p>19 \u20ac <sup>90</sup>/mois</p>",
        _SPLIT_PRICE.format("div", "div", ""),
        _SPLIT_PRICE.format("div", "div", "\n  "),
        _SPLIT_PRICE.format("price-box", "after-price", ""),
        _SPLIT_PRICE.format("price-box", "after-price", "\n  "),
        _SPLIT_PRICE.format("span", "span", " "),
    ],
)
def test_raised_cents_after_an_amount_and_its_sign_are_its_cents(markup: str) -> None:
    found = extract(markup.encode(), "text/html", Rules(extract="prices")).prices
    assert [(r.amount, r.currency, r.period) for r in found] == [(Decimal("19.90"), "EUR", "month")]


@pytest.mark.parametrize(
    ("lang", "note", "cells", "expected"),
    [
        # A description list, its amounts bare in the currency a note names once.
        (
            "da",
            "Alle priser i DKK inkl. moms",
            ("449<sup>,00</sup>", "899<sup>,00</sup>"),
            [
                ("Lille service", Decimal("449.00"), "DKK"),
                ("Stort service", Decimal("899.00"), "DKK"),
            ],
        ),
        (
            "de-CH",
            "Alle Preise in CHF",
            ("12<small>.50</small>", "24<small>.00</small>"),
            [
                ("Lille service", Decimal("12.50"), "CHF"),
                ("Stort service", Decimal("24.00"), "CHF"),
            ],
        ),
        (
            "pt-PT",
            "Preços em euros",
            ('4<span class="cents">,50</span>', '2<span class="cents">,25</span>'),
            [("Lille service", Decimal("4.50"), "EUR"), ("Stort service", Decimal("2.25"), "EUR")],
        ),
        (
            "fr",
            "Tous les prix en euros",
            ("19,<sup>90</sup>", "24,<sup>00</sup>"),
            [
                ("Lille service", Decimal("19.90"), "EUR"),
                ("Stort service", Decimal("24.00"), "EUR"),
            ],
        ),
    ],
)
def test_a_price_lists_cells_with_raised_cents_are_prices(
    lang: str, note: str, cells: tuple[str, str], expected: list[tuple[str, Decimal, str]]
) -> None:
    rows = "".join(
        f'<div class="row"><dt>{name}</dt><dd>{cell}</dd></div>'
        for name, cell in zip(("Lille service", "Stort service"), cells, strict=True)
    )
    body = (
        f'<html lang="{lang}"><body><main><h1>Service</h1><section><h2>Liste</h2>'
        f'<p>{note}</p><dl class="list">{rows}</dl></section><section><h2>Abo</h2>'
        "<article><h3>Abo Plus</h3><p>149 kr./md.</p></article></section></main></body></html>"
    )
    found = extract(body.encode(), "text/html", Rules(extract="prices"))
    assert [(r.label, r.amount, r.currency) for r in found.prices][:2] == expected


_BUY_BOX_PAGE = (
    '<html lang="{lang}"><head><title>{title}</title></head><body><header><nav>'
    '<a href="/">Home</a></nav></header><main><div class="pdp">{heading}'
    '<div class="buy-box"><div class="price-box"><span class="price">{price}</span></div>'
    '<p class="stock">{state}</p></div></div><aside><h2>{aside}</h2></aside></main></body></html>'
)


@pytest.mark.parametrize(
    ("lang", "title", "heading", "price", "state", "aside", "selector", "label"),
    [
        pytest.param(
            "en",
            "Torvik Hammer Drill 18V | ToolShop",
            "<h1>Torvik Hammer Drill 18V</h1>",
            "\u20ac 189,00",
            "In stock",
            "Delivery",
            ".price-box",
            "Torvik Hammer Drill 18V",
            id="the-h1-over-the-region",
        ),
        pytest.param(
            "de",
            "Kaffeem\u00fchle Pro 2 | Shop",
            '<div class="name">Kaffeem\u00fchle Pro</div>',
            "49,90 \u20ac",
            "Ausverkauft",
            "Versand",
            ".buy-box",
            "Kaffeem\u00fchle Pro 2",
            id="no-h1-the-title",
        ),
        pytest.param(
            "ja",
            "\u30c9\u30ea\u30eb X200 \u5145\u96fb\u5f0f | \u5de5\u5177\u5e97",
            "<h1>\u30c9\u30ea\u30eb X200 \u5145\u96fb\u5f0f</h1>",
            "\u00a512,980",
            "\u5728\u5eab\u3042\u308a",
            "\u914d\u9001",
            ".buy-box",
            "\u30c9\u30ea\u30eb X200 \u5145\u96fb\u5f0f",
            id="ja",
        ),
        # Near-misses: a name inside the region is the region's; a title of one word (a
        # shop's own name) and no h1 names nothing.
        pytest.param(
            "en",
            "Torvik Drill | ToolShop",
            "",
            "<b>Kit</b> \u20ac 189,00",
            "In stock",
            "Delivery",
            ".pdp",
            "Kit",
            id="a-name-in-the-region",
        ),
        pytest.param(
            "en",
            "ToolShop",
            "",
            "\u20ac 189,00",
            "In stock",
            "Delivery",
            ".price-box",
            "",
            id="a-shops-name-alone",
        ),
        # A name that says the price, a sale or the stock changes with them: none taken.
        pytest.param(
            "en",
            "Torvik Drill for \u20ac 189,00 | ToolShop",
            "",
            "\u20ac 189,00",
            "In stock",
            "Delivery",
            ".price-box",
            "",
            id="a-title-with-the-price",
        ),
        pytest.param(
            "en",
            "ToolShop",
            "<h1>Torvik Drill - only 3 left</h1>",
            "\u20ac 189,00",
            "In stock",
            "Delivery",
            ".price-box",
            "",
            id="an-h1-with-a-stock-count",
        ),
        pytest.param(
            "de",
            "Shop",
            "<h1>SALE: Kaffeem\u00fchle Pro 20% reduziert</h1>",
            "49,90 \u20ac",
            "Auf Lager",
            "Versand",
            ".price-box",
            "",
            id="an-h1-with-a-sale",
        ),
        pytest.param(
            "en",
            "Buy Torvik Drill (In stock) | ToolShop",
            "",
            "\u20ac 189,00",
            "In stock",
            "Delivery",
            ".price-box",
            "",
            id="a-title-with-a-stock-state",
        ),
    ],
)
def test_a_selectors_region_without_a_name_takes_the_pages(
    lang: str,
    title: str,
    heading: str,
    price: str,
    state: str,
    aside: str,
    selector: str,
    label: str,
) -> None:
    """A region a selector chose that names none of its prices is the page's product: its
    one ``<h1>`` outside the region, else its title. Before, its one price was unlabelled."""
    html = _BUY_BOX_PAGE.format(
        lang=lang, title=title, heading=heading, price=price, state=state, aside=aside
    )
    rules = Rules(extract="prices", selector=selector)
    found = extract(html.encode(), "text/html; charset=utf-8", rules).prices
    assert [record.label for record in found] == [label]


def _badge_titled(title_class: str, titles: tuple[str, str], items: str) -> str:
    return "".join(
        f'<div class="block"><div class="{title_class}">{title}</div>{items}</div>'
        for title in titles
    )


@pytest.mark.parametrize(
    ("language", "body", "labels"),
    [
        pytest.param(
            "en",
            _badge_titled(
                "pdp-mod-product-badge-title",
                ("Tecno Camon 30 8GB RAM PTA Approved", "Tecno Spark 20 Pro 256GB Dual SIM"),
                "<p>Standard: Rs. 42,999</p><p>Premium: Rs. 49,999</p>",
            ),
            [
                "Tecno Camon 30 8GB RAM PTA Approved (Standard)",
                "Tecno Camon 30 8GB RAM PTA Approved (Premium)",
                "Tecno Spark 20 Pro 256GB Dual SIM (Standard)",
                "Tecno Spark 20 Pro 256GB Dual SIM (Premium)",
            ],
            id="en-pk-shop-module-badge-title",
        ),
        pytest.param(
            "de",
            _badge_titled(
                "produkt__badge-title",
                (
                    "Kaffeevollautomat Barista Pro mit Milchsystem",
                    "Siebtr\u00e4ger Classic aus Edelstahl",
                ),
                "<p>Standard: 499 \u20ac</p><p>Premium: 649 \u20ac</p>",
            ),
            [
                "Kaffeevollautomat Barista Pro mit Milchsystem (Standard)",
                "Kaffeevollautomat Barista Pro mit Milchsystem (Premium)",
                "Siebtr\u00e4ger Classic aus Edelstahl (Standard)",
                "Siebtr\u00e4ger Classic aus Edelstahl (Premium)",
            ],
            id="de-badge-title-of-many-words",
        ),
        pytest.param(
            "id",
            _badge_titled(
                "ribbon-title",
                ("Kelas Online Python untuk Pemula", "Kelas Online Golang untuk Backend"),
                "<p>Bulanan: Rp 99.000</p><p>Tahunan: Rp 990.000</p>",
            ),
            [
                "Kelas Online Python untuk Pemula (Bulanan)",
                "Kelas Online Python untuk Pemula (Tahunan)",
                "Kelas Online Golang untuk Backend (Bulanan)",
                "Kelas Online Golang untuk Backend (Tahunan)",
            ],
            id="id-ribbon-title-of-many-words",
        ),
        pytest.param(
            "en",
            _badge_titled(
                "badge-title",
                ("Best value", "Most popular"),
                "<p>Standard: $9</p><p>Premium: $19</p>",
            ),
            ["Standard", "Premium", "Standard", "Premium"],
            id="near-miss-a-badges-few-words-head-nothing",
        ),
    ],
)
def test_a_title_box_of_many_words_is_no_badge_whatever_its_class(
    language: str, body: str, labels: list[str]
) -> None:
    html = f'<html lang="{language}"><body><main>{body}</main></body></html>'
    assert [label for label, _ in _named_states(html.encode())] == labels


def _options(*options: tuple[str, str]) -> str:
    return (
        '<div class="options">'
        + "".join(
            f'<div class="option"><p class="option__title">{title}</p><div>{price}</div></div>'
            for title, price in options
        )
        + "</div>"
    )


_ID_PAYS = _options(("Bayar di muka", "Rp 12.500.000"), ("Cicilan 0%", "12x Rp 1.041.667"))
_EN_PAYS = _options(("Pay upfront", "$9,900"), ("Pay monthly", "$990 / month"))
_ES_PAYS = _options(("Pago \u00fanico", "1.990 \u20ac"), ("En cuotas", "199 \u20ac / mes"))


@pytest.mark.parametrize(
    ("body", "titles"),
    [
        pytest.param(
            '<div class="bootcamp"><div><div class="name">Bootcamp Full-Stack</div>'
            f"<p>16 minggu</p></div>{_ID_PAYS}</div>",
            [],
            id="id-bootcamp-named-over-its-payment-options",
        ),
        pytest.param(
            f'<article><div class="name">Data Science Bootcamp</div>{_EN_PAYS}</article>',
            [],
            id="en-course-card",
        ),
        pytest.param(
            f'<div><div><div class="name">Bootcamp de Dise\u00f1o UX</div></div>{_ES_PAYS}</div>',
            [],
            id="es-name-in-a-wrapper",
        ),
        pytest.param(
            f'<div class="bootcamp"><div><p>Bootcamp Full-Stack</p></div>{_ID_PAYS}</div>',
            ["Bayar di muka", "Cicilan 0%"],
            id="near-miss-no-card-name",
        ),
        pytest.param(
            f'<div class="course">{_EN_PAYS}<div class="name">Data Science Bootcamp</div></div>',
            ["Pay upfront", "Pay monthly"],
            id="near-miss-the-name-after-the-titles",
        ),
        pytest.param(
            '<div class="grid"><div class="name">Basic</div><p>$9 / month</p>'
            f'<div class="name">Pro</div><p>$19 / month</p>{_EN_PAYS}</div>',
            ["Pay upfront", "Pay monthly"],
            id="near-miss-a-grid-of-several-names",
        ),
    ],
)
def test_a_title_box_in_a_card_under_its_name_is_a_part_of_the_card(
    body: str, titles: list[str]
) -> None:
    """A card's name (the lowest level) keeps its card's prices from the title boxes its
    parts have, whose level is above it."""
    tree = page.parse(f"<html><body>{body}</body></html>")
    assert tree.body is not None
    names = {name.mem_id: len(page.HEADINGS) for name in page.select(tree.body, ".name")}
    found = page.titled_boxes([tree.body], names)
    boxes = [node for node in tree.body.traverse(include_text=False) if found.get(node.mem_id) == 3]
    assert [node.text(deep=True) for node in boxes] == titles


def _cards_then_titled(cards: tuple[str, str], title: str, rows: str) -> str:
    named = "".join(f'<div class="card"><div class="card__name">{n}</div></div>' for n in cards)
    return (
        f'<section class="cards">{named}</section>'
        f'<section class="packs"><div class="elementor-heading-title">{title}</div>'
        f"<table>{rows}</table></section>"
    )


@pytest.mark.parametrize(
    ("body", "level"),
    [
        pytest.param(
            _cards_then_titled(
                ("Smart L", "Smart Biznes"),
                "Paketa me parapagim",
                "<tr><td>Paketa Ditore</td><td>100 Lek\u00eb / dit\u00eb</td></tr>",
            ),
            2,
            id="sq-section-title-after-cards",
        ),
        pytest.param(
            _cards_then_titled(
                ("Team", "Enterprise"),
                "Prepaid bundles",
                "<tr><td>Day pass</td><td>$5 / day</td></tr>",
            ),
            2,
            id="en-section-title-after-cards",
        ),
        pytest.param(
            _cards_then_titled(
                ("Business", "Konzern"),
                "Zusatzpakete",
                "<tr><td>Extra-Speicher</td><td>4,90 \u20ac / Monat</td></tr>",
            ),
            2,
            id="de-section-title-after-cards",
        ),
        pytest.param(
            _cards_then_titled(("Team", "Enterprise"), "Our story", "<tr><td>Since 2009</td></tr>"),
            6,
            id="near-miss-no-price-in-its-box",
        ),
        pytest.param(
            '<ul><li><div class="product__title">Mug</div><p>$9</p></li>'
            '<li><div class="product__title">Cup</div><p>$7</p></li></ul>',
            6,
            id="near-miss-tiles-after-tiles",
        ),
    ],
)
def test_a_section_title_named_as_a_tile_after_headed_cards_is_their_peer(
    body: str, level: int
) -> None:
    tree = page.parse(f"<html><body>{body}</body></html>")
    assert tree.body is not None
    names = page.select(tree.body, ".card__name")
    titles = page.select(tree.body, '[class*="title"]')
    headings = {node.mem_id: 2 for node in names} | {node.mem_id: 6 for node in titles}
    found = page.section_titles([tree.body], headings)
    assert found[titles[-1].mem_id] == level


TOGGLED = """<html lang="{lang}"><head><style>.billing-yearly .price-monthly,.billing-monthly
 .price-yearly{{display:none}}</style></head>
<body class="billing-monthly"><main><table><thead><tr><th></th>{cells}</tr></thead><tbody><tr><th>
Users</th><td>1</td><td>5</td></tr></tbody></table></main></body></html>"""


def toggled_cell(name: str, monthly: str, yearly: str, period: str) -> str:
    """A plan's header cell: its name's box, then its monthly price with the yearly one
    hidden beside it, no white space between them (as a minifier writes them)."""
    return (
        f'<th>{name}<span class="price-monthly"><b>{monthly}</b> {period}</span>'
        f'<span class="price-yearly"><b>'
        f"{yearly}</b> {period}</span><a href=/s>OK</a></th>"
    )


@pytest.mark.parametrize(
    ("lang", "names", "prices", "period", "expected"),
    [
        # A name's box glued to a toggled price: the name apart, whatever its box's tag.
        (
            "de",
            ("<plan-name>Basis</plan-name>", "<plan-name>Team</plan-name>"),
            (("4,50\u00a0\u20ac", "3,60\u00a0\u20ac"), ("8\u00a0\u20ac", "6,40\u00a0\u20ac")),
            "pro Monat",
            [
                ("Basis", "4.50"),
                ("Team", "8"),
                ("Basis (yearly)", "3.60"),
                ("Team (yearly)", "6.40"),
            ],
        ),
        (
            "fr",
            ('<span class="n">Solo</span>', '<span class="n">Equipe</span>'),
            (("9\u00a0\u20ac", "7\u00a0\u20ac"), ("19\u00a0\u20ac", "15\u00a0\u20ac")),
            "par mois",
            [("Solo", "9"), ("Equipe", "19"), ("Solo (yearly)", "7"), ("Equipe (yearly)", "15")],
        ),
        (
            "pl",
            ("<strong>Start</strong>", "<strong>Firma</strong>"),
            (("49\u00a0z\u0142", "39\u00a0z\u0142"), ("99\u00a0z\u0142", "79\u00a0z\u0142")),
            "miesi\u0119cznie",
            [("Start", "49"), ("Firma", "99"), ("Start (yearly)", "39"), ("Firma (yearly)", "79")],
        ),
        # Near-miss: a script that writes no spaces between words keeps its prices as read.
        (
            "ja",
            ("<span>\u30e9\u30a4\u30c8</span>", "<span>\u30d7\u30ed</span>"),
            (("1,080\u5186", "980\u5186"), ("2,180\u5186", "1,980\u5186")),
            "\u6708\u984d",
            [
                ("\u30e9\u30a4\u30c8", "1080"),
                ("\u30d7\u30ed", "2180"),
                ("\u30e9\u30a4\u30c8 (yearly)", "980"),
                ("\u30d7\u30ed (yearly)", "1980"),
            ],
        ),
    ],
)
def test_a_name_glued_to_a_toggled_price_is_apart_from_it_in_each_view(
    lang: str,
    names: tuple[str, str],
    prices: tuple[tuple[str, str], tuple[str, str]],
    period: str,
    expected: list[tuple[str, str]],
) -> None:
    # The toggle's marker stood between the name and the price, where no seam was looked
    # for: "Basis4,50 \u20ac" was no price, and "MonatOK" no period.
    cells = "".join(
        toggled_cell(name, monthly, yearly, period)
        for name, (monthly, yearly) in zip(names, prices, strict=True)
    )
    html = TOGGLED.format(lang=lang, cells=cells)
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert [(r.label, str(r.amount)) for r in found if r.amount] == expected
    text = extract(html.encode(), "text/html", Rules(extract="text")).text
    assert f"{period} OK" in text or lang == "ja"


@pytest.mark.parametrize(
    ("lang", "cell", "said"),
    [
        # A custom element read inline beside a box whose words it was glued to: apart.
        (
            "de",
            "<x-h5>Enterprise</x-h5><span>Auf Anfrage</span><x-note>individueller Vertrag</x-note>",
            "Enterprise Auf Anfrage individueller Vertrag",
        ),
        (
            "en",
            "<span>Enterprise</span><plan-price>Custom</plan-price><plan-note>annual contract"
            "</plan-note>",
            "Enterprise Custom annual contract",
        ),
        (
            "es",
            "<b>Pro</b><x-amount>29</x-amount><x-sign>\u20ac</x-sign> al mes",
            "Pro 29\u20ac al mes",
        ),
        # Near-misses: the parts of one price stay one, and so do a sign and its amount.
        ("fr", "<x-amount>12</x-amount><x-cents>,50</x-cents> \u20ac", "12,50 \u20ac"),
        ("en", "<span>$</span><x-amount>29</x-amount> per month", "$29 per month"),
        ("ja", "<span>\u6708</span><x-amount>1,080</x-amount>\u5186", "\u67081,080\u5186"),
    ],
)
def test_an_inline_custom_element_is_apart_from_the_word_it_is_glued_to(
    lang: str, cell: str, said: str
) -> None:
    html = (
        f'<html lang="{lang}"><body><main><table><tr><th>Plan</th><td>{cell}</td></tr>'
        "</table></main></body></html>"
    )
    text = extract(html.encode(), "text/html", Rules(extract="text")).text
    assert said in text


@pytest.mark.parametrize(
    ("lang", "option", "expected"),
    [
        # An add-on's price box, then its button's link glued to the period's word: the
        # period stays the price's.
        ("hu", "<x-ar>1\u00a0490\u00a0Ft /nap</x-ar><a href=/o>Bekapcsolom</a>", "day"),
        ("de", "<span>29\u00a0\u20ac / Monat</span><a href=/o>Buchen</a>", "month"),
        ("en", "<b>$5 per week</b><a href=/o>Add</a>", "week"),
        ("cs", "<span>290\u00a0K\u010d / m\u011bs\u00edc</span><a href=/o>Objednat</a>", "month"),
        # Near-miss: a link that opens no word is left as written.
        ("en", "<b>$5 per week</b><a href=/o>(details)</a>", "week"),
    ],
)
def test_a_link_glued_to_a_prices_period_leaves_it_the_period(
    lang: str, option: str, expected: str
) -> None:
    html = (
        f'<html lang="{lang}"><body><main><h2>Add-ons</h2><div><div>Roaming</div>{option}'
        "</div></main></body></html>"
    )
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert [r.period for r in found] == [expected]


@pytest.mark.parametrize(
    ("lang", "note", "button", "kept"),
    [
        # A card's note as a custom element, then its closing button: the note a line of
        # its own (it ran into the price before it and the button after it, "13 990
        # \u20b8\u0421\u0456\u0437\u0434\u0456\u04a3 ...").
        (
            "kk",
            "\u0423\u0430\u049b\u044b\u0442\u0448\u0430 \u049b\u043e\u043b\u0436\u0435"
            "\u0442\u0456\u043c\u0441\u0456\u0437",
            '<a href="#" aria-disabled="true">\u04e8\u0442\u0456\u043d\u0456\u043c</a>',
            False,
        ),
        ("en", "Sold out", '<button type="button" disabled>Join the waitlist</button>', False),
        ("de", "Ausverkauft", '<a class="btn" href="/warteliste">Benachrichtigen</a>', False),
        # Near-miss: a link within the note's line (words after it) leaves the note inline.
        ("en", "Billed yearly", '<a href="/terms">terms</a> apply', True),
    ],
)
def test_a_custom_note_before_a_cards_button_is_a_line_of_its_own(
    lang: str, note: str, button: str, kept: bool
) -> None:
    html = (
        f'<html lang="{lang}"><body><main><plan-card><h3>Pro</h3><plan-price>'
        f"<span>13\u00a0990 \u20b8</span></plan-price><plan-note>{note}</plan-note>{button}"
        "</plan-card></main></body></html>"
    )
    lines = extract(html.encode(), "text/html", Rules(extract="text")).text.splitlines()
    assert (note in lines) is not kept


@pytest.mark.parametrize(
    ("lang", "after_list", "line"),
    [
        # A custom element after a card's list of features, a box among boxes: a line of its
        # own (the break marked after the list hid that a box stood there).
        (
            "zh-HK",
            '<plan-status>\u5df2\u6eff</plan-status><a href="/w">\u52a0\u5165\u8f2a\u5019</a>',
            "\u5df2\u6eff",
        ),
        ("en", '<plan-status>Sold out</plan-status><a href="/w">Notify me</a>', "Sold out"),
        ("pt", '<x-estado>Esgotado</x-estado><button type="button">Avise-me</button>', "Esgotado"),
        # Near-miss: one set in a line of text beside it stays a word of the line.
        ("en", "<x-amount>29</x-amount> dollars a month", "29 dollars a month"),
    ],
)
def test_a_custom_element_after_a_list_is_a_box_among_boxes(
    lang: str, after_list: str, line: str
) -> None:
    html = (
        f'<html lang="{lang}"><body><main><plan-card><h3>Pro</h3><plan-price><span>$29</span>'
        f"</plan-price><ul><li>24/7</li></ul>{after_list}</plan-card></main></body></html>"
    )
    lines = extract(html.encode(), "text/html", Rules(extract="text")).text.splitlines()
    assert line in lines
