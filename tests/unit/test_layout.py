"""Lines a page's CSS lays out where its tags do not (``monitor.extract.layout``): utility
classes, the page's own ``<style>`` display rules, stacked flex boxes; by table."""

import pytest

from monitor import errors
from monitor.extract import Rules, extract
from monitor.extract.layout import stacks, utility_display
from monitor.extract.styles import (
    Layout,
    hidden_from_breakpoint,
    layout_rules,
    shown_from_breakpoint,
)

PRICES = Rules(extract="prices")


def _page(body: str, style: str = "", lang: str = "en") -> bytes:
    head = f"<head><style>{style}</style></head>" if style else ""
    return f'<html lang="{lang}">{head}<body><main>{body}</main></body></html>'.encode()


def _read(page: bytes) -> list[tuple[str, str, str | None]]:
    try:
        snapshot = extract(page, "text/html", PRICES)
    except errors.NoPrices:
        return []
    return [(p.label, str(p.amount), p.period) for p in snapshot.prices]


def _text(page: bytes) -> list[str]:
    return extract(page, "text/html", Rules(extract="text")).text.splitlines()


@pytest.mark.parametrize(
    ("classes", "expected"),
    [
        ("block text-lg font-semibold", "block"),
        ("mt-4 inline-flex items-center", "inline-flex"),
        ("hidden md:block", "block"),  # shown on a desktop screen
        ("block md:inline", "inline"),  # the widest breakpoint that holds wins
        ("md:inline block", "inline"),  # whatever the order of the classes
        ("inline 2xl:block", "inline"),  # wider than a desktop screen: does not hold
        ("d-block fw-bold", "block"),  # Bootstrap
        ("d-none d-lg-flex", "flex"),
        ("text-block blocky block-title", None),  # words that contain "block" are no utility
        ("flex-1 grow", None),
        ("", None),
    ],
)
def test_utility_display(classes: str, expected: str | None) -> None:
    assert utility_display(classes) == expected


@pytest.mark.parametrize(
    ("classes", "expected"),
    [
        ("md:hidden", True),  # Tailwind: a phone's copy
        ("block lg:hidden", True),
        ("mt-4 xl:hidden text-sm", True),  # xl starts at a desktop screen's width
        ("d-block d-lg-none", True),  # Bootstrap
        ("d-flex d-md-none", True),
        ("hidden", False),  # hidden everywhere: a script may show it (a toggle's other side)
        ("d-none", False),
        ("hidden md:block", False),  # the wide screens' copy
        ("d-none d-lg-inline", False),
        ("md:hidden lg:block", False),  # shown again from a wider breakpoint that holds
        ("2xl:hidden", False),  # wider than a desktop screen: does not hold
        ("max-md:hidden", False),  # hidden below md only
        ("group-hover:hidden", False),  # a state's, not a screen's
        ("md:hidden-text", False),  # a class that merely contains the word
        ("", False),
    ],
)
def test_hidden_from_breakpoint(classes: str, expected: bool) -> None:
    assert hidden_from_breakpoint(classes) is expected


@pytest.mark.parametrize(
    ("classes", "expected"),
    [
        ("d-none d-lg-block", True),  # Bootstrap: the wide screens' copy
        ("d-none d-md-inline-flex fw-bold", True),
        ("hidden md:flex", True),  # Tailwind
        ("d-none", False),  # hidden everywhere: a toggle's other side
        ("hidden", False),
        ("d-block d-lg-none", False),  # a phone's copy
        ("d-none d-xxl-block", False),  # wider than a desktop screen: stays hidden
        ("d-lg-block", True),  # what hides it below lg is asked apart (a hiding class)
        ("", False),
    ],
)
def test_shown_from_breakpoint(classes: str, expected: bool) -> None:
    assert shown_from_breakpoint(classes) is expected


@pytest.mark.parametrize(
    ("body", "lang", "expected"),
    [
        # Bootstrap's wide screens' copy is a price, not a toggle's other side.
        (
            '<div class="card"><h3>Alus</h3><p class="d-none d-lg-block">19 € kuus</p></div>'
            '<div class="card"><h3>Äri</h3><p class="d-none d-lg-block">39 € kuus</p></div>'
            '<p class="d-lg-none">Alus 19 € \u00b7 Äri 39 €</p>',
            "et",
            [("Alus", "19", "month"), ("Äri", "39", "month")],
        ),
        (
            '<table class="d-none d-md-table"><tr><th>Plan</th><th>Price</th></tr>'
            "<tr><td>Solo</td><td>$12 per month</td></tr>"
            "<tr><td>Team</td><td>$30 per month</td></tr></table>",
            "en",
            [("Solo", "12", "month"), ("Team", "30", "month")],
        ),
    ],
)
def test_a_wide_screens_copy_is_read_as_shown(
    body: str, lang: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert _read(_page(body, lang=lang)) == expected


@pytest.mark.parametrize(
    ("body", "lang", "expected"),
    [
        # The same price for small and wide screens, the period after both: once, with it.
        (
            '<div><h3>Starter</h3><span class="md:hidden">$29</span>'
            '<span class="hidden md:inline">$29</span>/mo</div>'
            '<div><h3>Pro</h3><span class="md:hidden">$59</span>'
            '<span class="hidden md:inline">$59</span>/mo</div>',
            "en",
            [("Starter", "29", "month"), ("Pro", "59", "month")],
        ),
        # Bootstrap's utilities, a whole line copied.
        (
            '<div class="card"><h3>Basis</h3><p class="d-block d-lg-none">29,00 € pro Monat</p>'
            '<p class="d-none d-lg-block">29,00 € pro Monat</p></div>',
            "de",
            [("Basis", "29.00", "month")],
        ),
        # A phone's list of the plans beside the wide screens' cards.
        (
            '<ul class="w-full sm:hidden"><li>Essentiel 12 € par mois</li>'
            "<li>Pro 29 € par mois</li></ul>"
            '<div class="hidden sm:grid grid-cols-2"><div><h3>Essentiel</h3><p>12 € par mois</p>'
            "</div><div><h3>Pro</h3><p>29 € par mois</p></div></div>",
            "fr",
            [("Essentiel", "12", "month"), ("Pro", "29", "month")],
        ),
        # A phone's table stays: its rows name the plans where cards may not.
        (
            '<div class="md:hidden"><table><tr><th>Basis</th><td>9 € pro Monat</td></tr>'
            "</table></div>"
            '<div class="hidden md:block"><h3>Basis</h3><p>9 € pro Monat</p></div>',
            "de",
            [("Basis", "9", "month"), ("Basis", "9", "month")],
        ),
        # Copies that disagree: a phone's reader is offered the other price, and an edit of
        # either copy alone is a change.
        (
            '<div><h3>Плюс</h3><span class="lg:hidden">1 490 ₽</span>'
            '<span class="hidden lg:inline">1 290 ₽</span> в месяц</div>',
            "ru",
            [("Плюс", "1490", None), ("Плюс", "1290", "month")],
        ),
        (
            '<div class="d-lg-none"><div><h3>Team</h3><p>9 € pro Monat</p></div></div>'
            '<div class="d-none d-lg-block"><div><h3>Team</h3><p>8 € pro Monat</p></div></div>',
            "de",
            [("Team", "9", "month"), ("Team", "8", "month")],
        ),
        (
            '<ul class="md:hidden"><li>Start 29 zł miesięcznie</li><li>Pro 69 zł miesięcznie</li>'
            '</ul><div class="hidden md:grid"><div><h3>Start</h3><p>29 zł miesięcznie</p></div>'
            "<div><h3>Pro</h3><p>59 zł miesięcznie</p></div></div>",
            "pl",
            [
                ("Start", "29", "month"),
                ("Pro", "69", "month"),
                ("Start", "29", "month"),
                ("Pro", "59", "month"),
            ],
        ),
        # Copies that agree are read once, however the phone's is written.
        (
            '<div class="d-block d-md-none"><h3>ライト</h3><p>月額 ¥1,100</p></div>'
            '<div class="d-none d-md-block"><h3>ライト</h3><p>月額 ¥1,100</p></div>',
            "ja",
            [("ライト", "1100", "month")],
        ),
        # Not a phone's copy: shown again on a desktop screen, or hidden on wider ones only.
        (
            '<div><h3>Solo</h3><p class="md:hidden lg:block">$9 per month</p></div>'
            '<div><h3>Duo</h3><p class="2xl:hidden">$15 per month</p></div>'
            '<div><h3>Trio</h3><p class="max-md:hidden">$19 per month</p></div>',
            "en",
            [("Solo", "9", "month"), ("Duo", "15", "month"), ("Trio", "19", "month")],
        ),
    ],
)
def test_small_screen_copy_not_read(
    body: str, lang: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert _read(_page(body, lang=lang)) == expected


@pytest.mark.parametrize(
    ("classes", "expected"),
    [
        ("flex flex-col gap-2", True),
        ("flex flex-col-reverse", True),
        ("flex flex-col md:flex-row", False),  # a row on a desktop screen
        ("d-flex flex-column", True),  # Bootstrap
        ("d-flex flex-column flex-lg-row", False),
        ("flex items-center", False),
        ("flex-column-wrapper", False),
    ],
)
def test_stacks(classes: str, expected: bool) -> None:
    assert stacks(classes) is expected


@pytest.mark.parametrize(
    ("css", "expected"),
    [
        (".amount{display:block}", [Layout(".amount", "block")]),
        ("div.inline{display:inline}", [Layout("div.inline", "inline")]),
        (".c{display:contents}", [Layout(".c", "inline")]),
        (".a, .b{display:block !important}", [Layout(".a", "block"), Layout(".b", "block")]),
        (".card{display:flex;flex-direction:column}", [Layout(".card", "column")]),
        # A flex row or a grid sets its items side by side, each a box apart.
        (".row{display:flex}", [Layout(".row", "block", "", True)]),
        (".g{display:grid;grid-template-columns:1fr auto}", [Layout(".g", "block", "", True)]),
        (".i{display:inline-flex}", [Layout(".i", "inline", "", True)]),
        (".b{display:block}", [Layout(".b", "block", "", False)]),
        (".n{font-weight:700}", [Layout(".n", "", "font-weight:700")]),
        (".n{font-weight:400;font-size:1.5rem}", [Layout(".n", "", "font-size:1.5rem")]),
        (".n{font-size:14px}", []),  # a card's text, not its name
        ("@media (min-width:768px){.x{display:block}}", [Layout(".x", "block")]),
        ("@media (max-width:767px){.x{display:block}}", []),  # a phone's layout
        ("a:hover{display:block}", []),  # a state's
        (".p::before{display:block}", []),  # a pseudo-element's
        (".x{color:red}", []),
    ],
)
def test_layout_rules(css: str, expected: list[Layout]) -> None:
    assert layout_rules([css]) == expected


@pytest.mark.parametrize(
    ("body", "style", "expected"),
    [
        # Each plan's parts on lines of their own by a utility class: the second card's price
        # was labelled by the first card's name ("Pro$49per month" glued, "Pro" no label).
        (
            '<a class="block" href="/s"><b class="block">Starter</b>'
            '<strong class="block">$19</strong><small class="block">per year</small></a>'
            '<a class="block" href="/p"><b class="block">Pro</b>'
            '<strong class="block">$49</strong><small class="block">per month</small></a>',
            "",
            [("Starter", "19", "year"), ("Pro", "49", "month")],
        ),
        # A flex box that stacks its items (Tailwind).
        (
            '<div class="grid"><a class="flex flex-col" href="/a"><b>Starter</b>'
            "<strong>$19</strong><em>per month</em></a>"
            '<a class="flex flex-col" href="/b"><b>Pro</b><strong>$49</strong>'
            "<em>per year</em></a></div>",
            "",
            [("Starter", "19", "month"), ("Pro", "49", "year")],
        ),
        # A card's name in bold by a class, its tagline under it: the name labels the price.
        (
            '<div class="cards">'
            + "".join(
                f'<div class="card"><span class="block font-bold">{name}</span>'
                f'<span class="block">{tag}</span><span class="block">${amount}/mo</span>'
                '<ul><li>1 user</li><li>5 projects</li></ul><a href="#">Start</a></div>'
                for name, tag, amount in (
                    ("Starter", "Best for individuals", 19),
                    ("Pro", "Best for teams", 49),
                )
            )
            + "</div>",
            "",
            [("Starter", "19", "month"), ("Pro", "49", "month")],
        ),
        # The same by the page's own rules: display and weight in its <style>.
        (
            '<div class="cards">'
            + "".join(
                f'<div class="card"><span class="nm">{name}</span><span class="tg">{tag}</span>'
                f'<span class="pr">${amount}/mo</span><ul><li>1 user</li><li>5 projects</li>'
                '</ul><a href="#">Start</a></div>'
                for name, tag, amount in (
                    ("Starter", "Best for individuals", 19),
                    ("Pro", "Best for teams", 49),
                )
            )
            + "</div>",
            ".nm{display:block;font-weight:700}.tg,.pr{display:block}",
            [("Starter", "19", "month"), ("Pro", "49", "month")],
        ),
        # A flex column by the page's rule, in Italian.
        (
            '<div class="piano"><b>Base</b><strong>9 €</strong><em>al mese</em></div>'
            '<div class="piano"><b>Pro</b><strong>19 €</strong><em>all\'anno</em></div>',
            ".piano{display:flex;flex-direction:column}",
            [("Base", "9", "month"), ("Pro", "19", "year")],
        ),
    ],
)
def test_blocks_read_as_lines(
    body: str, style: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert _read(_page(body, style)) == expected


@pytest.mark.parametrize(
    ("body", "style", "expected"),
    [
        # Block spans: lines of their own.
        (
            '<div><span class="block">Starter</span><span class="block">$19</span>'
            '<span class="block">per month</span></div>',
            "",
            ["Starter", "$19 per month"],  # its period goes on with the price
        ),
        # Shown inline on a desktop screen: one line.
        (
            '<p><span class="block md:inline">Starter plan from</span> '
            '<span class="block md:inline">$19</span> per month</p>',
            "",
            ["Starter plan from $19 per month"],
        ),
        (
            '<p><span class="x">Starter plan from</span> <span class="x">$19</span></p>',
            ".x{display:block}@media (min-width:768px){.x{display:inline}}",
            ["Starter plan from $19"],
        ),
        # A row on a desktop screen.
        (
            '<div class="flex flex-col md:flex-row"><span>Starter plan</span> '
            "<span>from $19</span></div>",
            "",
            ["Starter plan from $19"],
        ),
        # A heading's boxes are one name's words, spaced, not lines.
        (
            '<h3><span class="brand">Motiva</span><span>Phone G54 128 GB</span></h3><p>$199</p>',
            ".brand{display:block}",
            ["Motiva Phone G54 128 GB", "$199"],
        ),
        # A price's parts boxed apart are one price; a price alone stays with its label.
        (
            '<p><span class="amt">24,90</span><span class="cur">€</span>/mese</p>',
            ".cur{display:flex}",
            ["24,90€/mese"],
        ),
        (
            '<p><span class="lbl">List price</span><span class="price">$1,690.00</span></p>',
            ".price{display:block}",
            ["List price$1,690.00"],
        ),
        # What a price is per, set under it, is that price's (Ukrainian "per 1 nail").
        (
            '<p>30 грн <span class="u">за 1 ніготь</span></p><p>Далі</p>',
            ".u{display:block}",
            ["30 грн за 1 ніготь", "Далі"],
        ),
        # A control's label is one option's words (Portuguese: a top-up pack).
        (
            '<label><input type="radio" name="p"><span class="q">100 Diamantes</span>'
            '<span class="b">+ 10 de bônus</span><span class="v">R$ 4,99</span></label>',
            ".q,.b,.v{display:block}",
            ["100 Diamantes + 10 de bônus R$ 4,99"],
        ),
        # A flex row's or a grid's items that touch are boxes apart: a name's last number
        # and a word no longer run into the price beside them (Polish add-ons).
        (
            '<ul class="addons"><li><span>Roaming, strefa 2</span><span>0,49 zł/MB</span></li>'
            "<li><span>Pakiet na 30 dni</span><b>12,19 zł</b></li></ul>",
            ".addons li{display:flex;justify-content:space-between}",
            ["Roaming, strefa 2 0,49 zł/MB", "Pakiet na 30 dni 12,19 zł"],
        ),
        (
            '<div class="row"><a href="/a">Extra SIM</a><span>€4/mo</span></div>',
            ".row{display:grid;grid-template-columns:1fr auto}",
            ["Extra SIM €4/mo"],
        ),
        # An empty box between them (a price list's dotted leader, an icon) parts them too:
        # a name's count no longer runs into its price (a Swedish climbing hall's list).
        (
            '<div class="h"><span class="t">Klippkort 10 gånger</span><span class="sep"></span>'
            '<span class="p">1 450 kr</span></div>',
            ".h{display:flex}.sep{flex-grow:1;border-bottom:2px dotted}",
            ["Klippkort 10 gånger 1 450 kr"],
        ),
        (
            '<p class="row"><span>Day pass</span><i class="icon"></i><b>$35</b></p>',
            ".row{display:flex;gap:8px}",
            ["Day pass $35"],
        ),
        # A word's abbreviation ends with its full stop, not a price's separator: a tier's
        # quantity ran into its price (Danish, German).
        (
            '<p class="p"><span>3\u20135 stk.</span><span>229,00 kr.</span></p>',
            ".p{display:flex}",
            ["3\u20135 stk. 229,00 kr."],
        ),
        (
            '<p class="p"><span>ab 10 Stk.</span><span>4,90 \u20ac</span></p>',
            ".p{display:flex}",
            ["ab 10 Stk. 4,90 \u20ac"],
        ),
        (
            '<p class="p"><span>19.</span><span>99 \u20ac</span></p>',
            ".p{display:flex}",
            ["19.99 \u20ac"],
        ),
        # Not a price's own parts boxed apart (its decimals, its cents), nor items spaced
        # already, nor a block's inline parts outside a flex box.
        (
            '<p class="p"><span>29</span><span>,99 €</span>/mes</p>',
            ".p{display:flex}",
            ["29,99 €/mes"],
        ),
        (
            '<p class="p"><span>$49</span><span>99</span></p>',
            ".p{display:flex}",
            ["$4999"],
        ),
        # Its separators in boxes of their own (an Italian shop's pack sizes).
        (
            '<p class="p"><span>599</span><span>,</span><span>00</span> €</p>',
            ".p{display:flex}",
            ["599,00 €"],
        ),
        (
            '<p class="p"><span>1</span><span>.</span><span>299</span><span>,</span>'
            "<span>00</span><span>€</span></p>",
            ".p{display:flex;align-items:baseline}",
            ["1.299,00 €"],
        ),
        # Its thousands in a box of their own.
        (
            '<p class="p"><span>2</span><span>499</span><span>€</span></p>',
            ".p{display:flex}",
            ["2499 €"],
        ),
        (
            '<div class="p"><span>Starter</span> <span>$19</span></div>',
            ".p{display:flex}",
            ["Starter $19"],
        ),
        (
            '<p class="p"><span>Zone 2</span><span>0,49 €</span></p>',
            ".p{display:block}",
            ["Zone 20,49 €"],
        ),
        # A class that merely contains the word: no utility.
        (
            '<p><span class="text-block">Starter</span> <span class="blocky">$19</span></p>',
            "",
            ["Starter $19"],
        ),
    ],
)
def test_lines(body: str, style: str, expected: list[str]) -> None:
    assert _text(_page(body, style)) == expected


_CARDS_FROM_768 = "@media (min-width: 768px){.cards{display:none}}"


@pytest.mark.parametrize(
    ("body", "lang", "expected"),
    [
        # A phone's cards that an inline @media rule hides on wide screens, as the table
        # says: read once.
        (
            '<div role="table"><div role="row"><span role="rowheader">VPS S</span>'
            '<span role="cell">39 zł / mies.</span></div></div>'
            '<div class="cards"><h3>VPS S</h3><p>39 zł / mies.</p></div>',
            "pl",
            [("VPS S", "39", "month")],
        ),
        # The cards disagree with the table: both prices are offered, whatever else on the
        # page costs the same (the hosting plan at 99 zł is not the other copy).
        (
            "<section><h2>Hosting</h2><p>Start 99 zł / rok</p></section><section>"
            '<div role="table"><div role="row"><span role="rowheader">VPS L</span>'
            '<span role="cell">109 zł / mies.</span></div></div>'
            '<div class="cards"><h3>VPS L</h3><p>99 zł / mies.</p></div></section>',
            "pl",
            [("Hosting", "99", "year"), ("VPS L", "109", "month"), ("VPS L", "99", "month")],
        ),
        (
            "<table><tr><th>Plan</th><th>Price</th></tr><tr><td>Solo</td><td>$12 / month</td>"
            '</tr></table><div class="cards"><h3>Solo</h3><p>$15 / month</p></div>',
            "en",
            [("Solo", "12", "month"), ("Solo", "15", "month")],
        ),
        # The sign in a box of its own beside a no-break space, as WooCommerce and Shopify
        # write it, before or after the amount, in a <bdi> or not.
        (
            "<table><tr><th>Tarif</th><th>Preis</th></tr><tr><td>Team</td><td>8&nbsp;<span "
            'class="currency">\u20ac</span> / Monat</td></tr></table><div class="cards"><h3>Team'
            '</h3><p>9&nbsp;<span class="currency">\u20ac</span> / Monat</p></div>',
            "de",
            [("Team", "8", "month"), ("Team", "9", "month")],
        ),
        (
            "<table><tr><th>Plan</th><th>Price</th></tr><tr><td>Solo</td><td><span "
            'class="currency">$</span>&nbsp;12 / month</td></tr></table><div class="cards">'
            '<h3>Solo</h3><p><span class="currency">$</span>&nbsp;15 / month</p></div>',
            "en",
            [("Solo", "12", "month"), ("Solo", "15", "month")],
        ),
        (
            "<table><tr><th>Πακέτο</th><th>Τιμή</th></tr><tr><td>Βασικό</td><td><bdi>12,00&nbsp;"
            '<span class="woocommerce-Price-currencySymbol">\u20ac</span></bdi> / μήνα</td></tr>'
            '</table><div class="cards"><h3>Βασικό</h3><p><bdi>14,00&nbsp;<span class='
            '"woocommerce-Price-currencySymbol">\u20ac</span></bdi> / μήνα</p></div>',
            "el",
            [("Βασικό", "12.00", "month"), ("Βασικό", "14.00", "month")],
        ),
        # Near-miss: the copy agrees, its sign boxed alike: read once.
        (
            "<table><tr><th>Tarif</th><th>Preis</th></tr><tr><td>Team</td><td>8&nbsp;<span "
            'class="currency">\u20ac</span> / Monat</td></tr></table><div class="cards"><h3>Team'
            '</h3><p>8&nbsp;<span class="currency">\u20ac</span> / Monat</p></div>',
            "de",
            [("Team", "8", "month")],
        ),
    ],
)
def test_a_copy_hidden_from_a_width_is_read_when_it_disagrees(
    body: str, lang: str, expected: list[tuple[str, str, str | None]]
) -> None:
    assert _read(_page(body, style=_CARDS_FROM_768, lang=lang)) == expected
