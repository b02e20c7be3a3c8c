"""Text a page draws rather than writes: a stylesheet's generated content, an icon font's
currency, an image's currency ``alt`` (``monitor.extract.generated_text``), by table."""

import pytest

from monitor import errors
from monitor.extract import Rules, extract
from monitor.extract.styles import Generated, generated_contents

PRICES = Rules(extract="prices")


def _page(body: str, style: str = "", lang: str = "en") -> bytes:
    head = f"<head><style>{style}</style></head>" if style else ""
    return f'<html lang="{lang}">{head}<body><main>{body}</main></body></html>'.encode()


def _read(page: bytes) -> list[tuple[str, str, str | None, str | None]]:
    try:
        snapshot = extract(page, "text/html", PRICES)
    except errors.NoPrices:
        return []
    return [(p.label, str(p.amount), p.currency, p.period) for p in snapshot.prices]


@pytest.mark.parametrize(
    ("css", "expected"),
    [
        ('.cur::before{content:"$"}', [(".cur", False, Generated(text="$"))]),
        ('.p:after { content: " /mo" }', [(".p", True, Generated(text=" /mo"))]),
        (".x::before{content:attr(data-sym)}", [(".x", False, Generated(attribute="data-sym"))]),
        (
            'li::before, .k::after{content:"€"}',
            [("li", False, Generated(text="€")), (".k", True, Generated(text="€"))],
        ),
        ('a:hover::before{content:"x"}', []),  # a state's: not what the page loads with
        (".z::before{content:counter(item)}", []),  # a counter is no text of the page's
        ('.q::before{content:"a" "b"}', []),
        ('.e::before{content:""}', []),  # a clearfix
        ('@media print{.m::before{content:"€"}}', []),
    ],
)
def test_generated_contents(css: str, expected: list[tuple[str, bool, Generated]]) -> None:
    assert generated_contents([css]) == expected


@pytest.mark.parametrize(
    ("body", "style", "lang", "expected"),
    [
        # A stylesheet's content before or after the amount.
        (
            '<h2>Pro</h2><p><span class="cur">29</span>/mo</p>'
            '<h2>Team</h2><p><span class="cur">49</span>/mo</p>',
            '.cur::before{content:"$"}',
            "en",
            [("Pro", "29", "$", "month"), ("Team", "49", "$", "month")],
        ),
        (
            '<h2>Basis</h2><p class="preis">29,00</p>',
            '.preis::after{content:" €"}',
            "de",
            [("Basis", "29.00", "EUR", None)],
        ),
        (
            '<h2>Pro</h2><p><span class="amt" data-symbol="£">12</span> a month</p>',
            ".amt::before{content:attr(data-symbol)}",
            "en-GB",
            [("Pro", "12", "GBP", "month")],
        ),
        # An icon font's currency.
        (
            '<h2>Pro</h2><p><i class="fa fa-inr"></i> 999 / month</p>',
            "",
            "en-IN",
            [("Pro", "999", "INR", "month")],
        ),
        (
            '<h2>Shirt</h2><p><i class="fa-solid fa-indian-rupee-sign" aria-hidden="true"></i>'
            "1,299</p>",
            "",
            "en-IN",
            [("Shirt", "1299", "INR", None)],
        ),
        (
            '<h2>Pro</h2><p><i class="bi bi-currency-euro"></i>29</p>',
            "",
            "en",
            [("Pro", "29", "EUR", None)],
        ),
        (
            '<h2>Pro</h2><p><i class="ri-money-pound-circle-line"></i>29</p>',
            "",
            "en",
            [("Pro", "29", "GBP", None)],
        ),
        (
            '<h2>Pro</h2><p><span class="material-symbols-outlined">currency_rupee</span>499</p>',
            "",
            "en-IN",
            [("Pro", "499", "INR", None)],
        ),
        # An image of the sign.
        (
            '<h2>Mug</h2><p><img src="/img/rupee.svg" alt="₹">499</p>',
            "",
            "en-IN",
            [("Mug", "499", "INR", None)],
        ),
        (
            "<h2>Mug</h2><p><img src=/img/rs.png alt='Rs.'>499</p>",
            "",
            "en-IN",
            [("Mug", "499", "INR", None)],
        ),
        # An image whose alt is a currency's code or name, not its sign.
        (
            '<h2>Pro</h2><p><img src="/eur.svg" alt="EUR"> 29 / Monat</p>',
            "",
            "de",
            [("Pro", "29", "EUR", "month")],
        ),
        (
            '<h2>برو</h2><p>49 <img src="/sar.svg" alt="ريال سعودي"> / شهر</p>',
            "",
            "ar-SA",
            [("برو", "49", "SAR", "month")],
        ),
        # An inline SVG or a role="img" element whose accessible name is a currency.
        (
            '<h2>Pro</h2><p><svg role="img"><title>€</title><path d="M0"/></svg>29 / Monat</p>',
            "",
            "de",
            [("Pro", "29", "EUR", "month")],
        ),
        (
            '<h2>برو</h2><p><svg aria-label="ر.س" viewBox="0 0 9 9">'
            '<path d="M0"/></svg>&nbsp;٤٩ / شهر</p>',
            "",
            "ar",
            [("برو", "49", "SAR", "month")],
        ),
        (
            '<h2>Pro</h2><p><span class="riyal" role="img" aria-label="SAR"></span>49 / month</p>',
            "",
            "en",
            [("Pro", "49", "SAR", "month")],
        ),
        (
            '<h2>برو</h2><p>٤٩ <i class="icon-saudi-riyal"></i></p>',
            "",
            "ar-SA",
            [("برو", "49", "SAR", None)],
        ),
        # A drawing named otherwise, or one that shows text, draws no currency.
        ("<h2>Pro</h2><p><svg><title>Check</title></svg> 29 users</p>", "", "en", []),
        # None of these is a currency.
        ('<h2>Pro</h2><p><i class="fa fa-try"></i> Try 14 days</p><p>29</p>', "", "en", []),
        ('<h2>Pro</h2><p><img src=/a.png alt="Rupee coins">499</p>', "", "en-IN", []),
        (
            '<h2>Pro</h2><p><span class="n">499</span></p>',
            '.n::before{content:"\\f156"}',  # an icon font's glyph, which we cannot read
            "en-IN",
            [],
        ),
        (
            '<ul><li class="t">Sauna 4 990 Ft</li></ul>',
            '.t::before{content:"✓"}',  # decoration: no part of the label
            "hu",
            [("Sauna", "4990", "HUF", None)],
        ),
    ],
)
def test_drawn_currencies_are_read(
    body: str, style: str, lang: str, expected: list[tuple[str, str, str | None, str | None]]
) -> None:
    assert _read(_page(body, style, lang)) == expected


@pytest.mark.parametrize(
    ("body", "lang", "expected"),
    [
        (  # an empty component states its price in attributes its script renders
            '<h3>Essentiel</h3><price-tag amount="49" currency="EUR"></price-tag> par mois',
            "fr",
            [("Essentiel", "49", "EUR", "month")],
        ),
        (  # in the minor unit where the attribute's name says so
            '<h3>Team</h3><x-price amount-cents="4900" currency="usd"></x-price>/mo',
            "en",
            [("Team", "49.00", "USD", "month")],
        ),
        (  # a currency without minor units: cents of yen are yen
            '<h3>ライト</h3><x-price price-cents="980" currency-code="JPY"></x-price>',
            "ja",
            [("ライト", "980", "JPY", None)],
        ),
        (  # a text fallback is what shows: the attributes add no second price
            '<h3>Pro</h3><price-tag amount="99" currency="EUR">99 €</price-tag> pro Monat',
            "de",
            [("Pro", "99", "EUR", "month")],
        ),
        (  # a plain element's attributes are data of no component: nothing drawn
            '<h3>Pro</h3><span amount="99" currency="EUR"></span>',
            "en",
            [],
        ),
        (  # an amount that is no plain number, a currency that is no ISO code
            '<h3>Pro</h3><x-price amount="{{price}}" currency="EUR"></x-price>'
            '<x-price amount="12" currency="euro"></x-price>',
            "en",
            [],
        ),
        (  # a pay-later widget or a shipping bar states an amount: no price's element
            '<h3>Pro</h3><afterpay-placement amount="12.50" currency="AUD"></afterpay-placement>'
            '<free-shipping-bar amount="50" currency="AUD"></free-shipping-bar>',
            "en",
            [],
        ),
        (  # a cart's count or a picker's choice beside a currency: no price's attribute
            '<h3>Pro</h3><cart-count currency="USD" value="0"></cart-count>'
            '<currency-picker currency="EUR" value="1"></currency-picker>',
            "en",
            [],
        ),
    ],
)
def test_a_components_attributes_draw_its_price(
    body: str, lang: str, expected: list[tuple[str, str, str | None, str | None]]
) -> None:
    assert _read(_page(body, lang=lang)) == expected


@pytest.mark.parametrize(
    ("body", "lang", "expected"),
    [
        # A plan's price drawn as an image: its alt is what a screen reader reads, and the
        # price the eye sees.
        (
            '<h2>Pro</h2><p><img src="/img/pro-price.svg" alt="$49 per month"></p>',
            "en",
            [("Pro", "49", "$", "month")],
        ),
        (
            '<h2>Team</h2><p><picture><img src="/p/team.webp" alt="99 € pro Monat"></picture></p>',
            "de",
            [("Team", "99", "EUR", "month")],
        ),
        (
            '<h2>Bas</h2><div><img src="/p/bas.png" alt="149 kr/mån"></div>',
            "sv",
            [("Bas", "149", "SEK", "month")],
        ),
        # Beside the price written as text, the image says it again: read once.
        (
            '<h2>Pro</h2><p><img src="/img/badge.png" alt="$49"> $49/mo</p>',
            "en",
            [("Pro", "49", "$", "month")],
        ),
        # A banner's words about a price, a product's photo: no price of their own.
        (
            '<img src="/b.jpg" alt="Sale: everything from $9.99"><h2>Pro</h2><p>$49/mo</p>',
            "en",
            [("Pro", "49", "$", "month")],
        ),
        (
            '<h2>Kaffe</h2><img src="/k.jpg" alt="Kaffe 250 g"><p>129 kr</p>',
            "sv",
            [("Kaffe", "129", "SEK", None)],
        ),
    ],
)
def test_a_price_drawn_as_an_image_is_read_from_its_alt(
    body: str, lang: str, expected: list[tuple[str, str, str | None, str | None]]
) -> None:
    assert _read(_page(body, lang=lang)) == expected


def _text(body: str, lang: str) -> str:
    return extract(_page(body, lang=lang), "text/html", Rules(extract="text")).text


@pytest.mark.parametrize(
    ("body", "lang", "shown"),
    [
        # A deal feed's comment link: an icon, a bare count, and its title says of what.
        (
            '<p>Kaffeevollautomat 399,00 €</p><a href="/d/1#comments" title="Kommentare">'
            '<svg class="icon icon--comment"><use href="#c"></use></svg><span>{n}</span></a>',
            "de",
            "Kaffeevollautomat 399,00 €",
        ),
        (
            '<p>Air fryer £89.99</p><button aria-label="Comments"><i class="i-chat"></i>'
            "{n}</button>",
            "en",
            "Air fryer £89.99",
        ),
        # The label says the count again.
        (
            '<p>Air fryer $89.99</p><a aria-label="{n} comments" href="/d/1#c">{n}</a>',
            "en",
            "Air fryer $89.99",
        ),
        (
            '<p>Frytkownica 349 zł</p><a title="komentarze" href="#k"><span>{n}</span></a>',
            "pl",
            "Frytkownica 349 zł",
        ),
        # The attribute in single quotes.
        (
            "<p>Kaffeevollautomat 399,00 €</p><a title='Kommentare'><svg></svg>"
            "<span>{n}</span></a>",
            "de",
            "Kaffeevollautomat 399,00 €",
        ),
    ],
)
def test_a_count_a_link_names_as_comments_is_no_text_of_the_page(
    body: str, lang: str, shown: str
) -> None:
    before, after = (_text(body.replace("{n}", n), lang) for n in ("47", "1.204"))
    assert before == after
    assert shown in before


@pytest.mark.parametrize(
    "body",
    [
        # A count without a title, or a title that names no comments: text as it is.
        '<p>Plan 9 €</p><a href="#k"><span>47</span></a>',
        '<p>Plan 9 €</p><a title="Seite" href="#k">47</a>',
        '<p>Plan 9 €</p><a title="Kommentare" href="#k">Alle lesen 47</a>',
    ],
)
def test_other_counts_stay(body: str) -> None:
    assert "47" in _text(body, "de")
