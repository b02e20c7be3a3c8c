"""Alternatives and decoys: what a page hides is either another price a customer can choose
(an alternative of a visible price of its kind) or no part of the page. Each case is a small
page; decoys and alternatives often share one."""

from decimal import Decimal

import pytest

from monitor.extract import Rules, alternative_record, alternatives, extract, page
from monitor.extract.alternatives import attribute_variant, condition_name, view
from monitor.extract.prices import PriceRecord

PRICES = Rules(extract="prices")


def table(html: str, rules: Rules = PRICES) -> list[str]:
    snapshot = extract(html.encode(), "text/html; charset=utf-8", rules)
    return [f"{record.label}: {record.shown()}" for record in snapshot.prices]


def card(name: str, inner: str) -> str:
    return f"<article class='card'><h3>{name}</h3>{inner}</article>"


# A hashed build's classes: no word in them says state, period or currency.
_FADED = "<style>.c0a1f3{opacity:0}.c0a1f4{opacity:1}.c0a1f5{pointer-events:none}</style>"
_LAYOUT = "kA1b kB2c kC3d kD4e kE5f kF6g"
_SWITCHED = "<style>.sc-hX{display:none}</style>"


def _four(first_price: str, hidden_class: str = "sc-hX") -> str:
    """A plan's price in two periods and two currencies, the three not shown hidden by a
    hashed class, each named by hashed classes only."""
    return card(
        "Plus",
        f"<div class='sc-p sc-m1 sc-d1'>{first_price}</div>"
        f"<div class='sc-p sc-a1 sc-d1 {hidden_class}'>RD$ 29,950 /año</div>"
        f"<div class='sc-p sc-m1 sc-u1 {hidden_class}'>US$ 51 /mes</div>"
        f"<div class='sc-p sc-a1 sc-u1 {hidden_class}'>US$ 510 /año</div>",
    )


HASHED_CASES = [
    pytest.param(  # two prices stacked in one place, faded in turn by utilities a build hashed
        _FADED
        + card(
            "Pro",
            f"<p class='{_LAYOUT} c0a1f4'>$29/mo</p>"
            f"<p class='{_LAYOUT} c0a1f3 c0a1f5' aria-hidden='true'>$290/yr</p>",
        ),
        ["Pro: $29.00/mo", "Pro (year): $290.00/yr"],
        id="faded-utilities-hashed",
    ),
    pytest.param(  # with three classes of layout, three that differ are another kind
        _FADED
        + card(
            "Pro",
            "<p class='kA1b kB2c kC3d c0a1f4'>$29/mo</p>"
            "<p class='kA1b kB2c kC3d c0a1f3 c0a1f5 c0a1f6' aria-hidden='true'>$19/mo</p>",
        ),
        ["Pro: $29.00/mo"],
        id="few-shared-classes-decoy",
    ),
    pytest.param(  # a period toggle and a currency switcher, each price named by its text
        _SWITCHED + _four("RD$ 2,995 /mes"),
        [
            "Plus: DOP 2995.00/mo",
            "Plus (year): DOP 29950.00/yr",
            "Plus (USD): $51.00/mo",
            "Plus (year USD): $510.00/yr",
        ],
        id="hashed-period-and-currency",
    ),
    pytest.param(  # a hidden price in the shown one's period and currency is no alternative
        _SWITCHED
        + card(
            "Plus",
            "<div class='sc-p sc-m1 sc-d1'>RD$ 2,995 /mes</div>"
            "<div class='sc-p sc-a1 sc-u1 sc-hX'>RD$ 1,995 /mes</div>",
        ),
        ["Plus: DOP 2995.00/mo"],
        id="hashed-same-terms-decoy",
    ),
    pytest.param(  # nor one that shares no class with it
        _SWITCHED
        + card(
            "Plus",
            "<div class='sc-p sc-m1'>RD$ 2,995 /mes</div>"
            "<div class='sc-q sc-a1 sc-hX'>US$ 510 /año</div>",
        ),
        ["Plus: DOP 2995.00/mo"],
        id="hashed-no-shared-class",
    ),
    # Emotion writes one class per style, a hidden twin's its own for its hiding: the prices'
    # periods (or currencies) say they are one plan's, where no data attribute does.
    pytest.param(
        "<style>.css-r6mpiqg{visibility:hidden}</style>"
        + card(
            "Growth",
            "<div class='css-vpn1af4'><span>\u20b9699</span><span>/month</span></div>"
            "<div class='css-r6mpiqg' aria-hidden='true'><span>\u20b96,899</span>"
            "<span>/quarter</span></div>",
        ),
        ["Growth: \u20b9699.00/mo", "Growth (quarter): \u20b96899.00/qtr"],
        id="emotion-one-hash-each",
    ),
    pytest.param(
        "<style>.css-1b2c3d{display:none}</style>"
        + card(
            "Team",
            "<p class='css-9x8y7z'>19 \u20ac / Monat</p>"
            "<p class='css-1b2c3d'>190 \u20ac / Jahr</p>",
        ),
        ["Team: \u20ac19.00/mo", "Team (year): \u20ac190.00/yr"],
        id="emotion-one-hash-each-de",
    ),
    # Near-misses: a hidden price in the shown one's terms is a decoy; a person's class
    # beside a hash names two kinds.
    pytest.param(
        "<style>.css-r6mpiqg{visibility:hidden}</style>"
        + card(
            "Growth",
            "<div class='css-vpn1af4'>\u20b9699/month</div>"
            "<div class='css-r6mpiqg' aria-hidden='true'>\u20b9599/month</div>",
        ),
        ["Growth: \u20b9699.00/mo"],
        id="emotion-same-terms-decoy",
    ),
    pytest.param(
        "<style>.css-r6mpiqg{visibility:hidden}</style>"
        + card(
            "Growth",
            "<div class='price'>\u20b9699/month</div>"
            "<div class='css-r6mpiqg' aria-hidden='true'>\u20b96,899/quarter</div>",
        ),
        ["Growth: \u20b9699.00/mo"],
        id="person-class-beside-hash",
    ),
    # A shown price written in parts (a digit hidden inside it, its sign or its cents in an
    # element of their own) is read whole for its terms: a hidden one in the same terms beside
    # it is a decoy, one in another period its alternative.
    pytest.param(
        "<style>.c1d2e3{visibility:hidden}</style>"
        + card(
            "Pro",
            "<p class='c9f8e7'>$<span style='display:none'>7</span>29.00/mo</p>"
            "<p class='c1d2e3'>Launch offer: $19.00/mo</p>",
        ),
        ["Pro: $29.00/mo"],
        id="parts-hidden-digit-same-terms-decoy",
    ),
    pytest.param(
        "<style>.css-1b2c3d{display:none}</style>"
        + card(
            "Team",
            "<p class='css-9x8y7z'><span>19</span><sup>,90</sup> \u20ac / Monat</p>"
            "<p class='css-1b2c3d'>Nur heute: 14,90 \u20ac / Monat</p>",
        ),
        ["Team: \u20ac19.90/mo"],
        id="parts-cents-apart-same-terms-decoy",
    ),
    pytest.param(
        "<style>.css-r6mpiqg{visibility:hidden}</style>"
        + card(
            "Growth",
            "<div class='css-vpn1af4'><span>\u20b9</span>6<span>99</span>/month</div>"
            "<div class='css-r6mpiqg' aria-hidden='true'>\u20b96,899/quarter</div>",
        ),
        ["Growth: \u20b9699.00/mo", "Growth (quarter): \u20b96899.00/qtr"],
        id="parts-sign-apart-other-period-alternative",
    ),
]


@pytest.mark.parametrize(("html", "expected"), HASHED_CASES)
def test_a_hashed_builds_alternatives_are_read_by_their_layout_and_their_prices(
    html: str, expected: list[str]
) -> None:
    assert table(html) == expected


CASES = [
    pytest.param(  # the yearly price, hidden by the attribute, beside the monthly one
        card("Hobby", "<p class='price'>$9/mo</p><p class='price price--yearly' hidden>$90/yr</p>"),
        ["Hobby: $9.00/mo", "Hobby (yearly): $90.00/yr"],
        id="hidden-attribute-twin",
    ),
    pytest.param(  # an inline style, and the period from the variant's own text
        card("Pro", "<p class='amt'>€29 / Monat</p><p class='amt' style='display: none'>€290</p>"),
        ["Pro: €29.00/mo", "Pro (alternative): €290.00"],
        id="inline-style-twin-unnamed",
    ),
    pytest.param(  # a class the page's stylesheet hides; the variant named by its class
        "<style>.is-annual{display:none}</style>"
        + card(
            "Team",
            "<span class='amount is-monthly'>$48</span>"
            "<span class='amount is-annual'>$40</span><span>/mo</span>",
        ),
        ["Team: $48.00/mo", "Team (annual): $40.00/mo"],
        id="stylesheet-twin",
    ),
    pytest.param(  # digits hidden inside a price are no part of it
        "<style>.q7x{display:none}</style>"
        + card(
            "Scale",
            "<p class='price'>$<span class='q7x'>4</span>9<span class='q7x'>1</span>9"
            "<span class='q7x'>.5</span>/mo</p>",
        ),
        ["Scale: $99.00/mo"],
        id="decoy-digits-by-class",
    ),
    pytest.param(
        card("Scale", "<p>$1<span style='font-size:0'>7</span>9/mo</p>"),
        ["Scale: $19.00/mo"],
        id="decoy-digit-font-size-zero",
    ),
    pytest.param(  # a hidden price with nothing of its kind beside it: a decoy
        card("Pro", "<p class='price'>$29/mo</p>")
        + "<div class='modal' hidden><p>Get Pro for $14/mo today only</p></div>",
        ["Pro: $29.00/mo"],
        id="hidden-modal-is-a-decoy",
    ),
    pytest.param(  # both on one page: the decoy inside, the alternative beside
        card(
            "Pro",
            "<p class='price'>$<span hidden>7</span>29/mo</p>"
            "<p class='price' data-billing='annual' hidden>$2<i hidden>1</i>90/yr</p>"
            "<div class='tip' aria-hidden='true'>Was $149/mo</div>",
        ),
        ["Pro: $29.00/mo", "Pro (year): $290.00/yr"],
        id="decoys-and-an-alternative",
    ),
    pytest.param(  # a currency switcher: the switcher's value names the currency
        card(
            "Team",
            "<span class='p' data-currency='USD'>$49</span>"
            "<span class='p' data-currency='CAD' hidden>$66</span>"
            "<span class='p' data-currency='EUR' hidden>45 €</span>",
        ),
        ["Team: $49.00", "Team (CAD): CAD 66.00", "Team (EUR): €45.00"],
        id="currency-switcher",
    ),
    pytest.param(  # a framework's conditions: both are in the page as sent, the first shows
        card(
            "Growth",
            "<span class='n' x-show=\"billing === 'monthly'\">$48</span>"
            "<span class='n' x-show=\"billing === 'annual'\">$40</span> per seat / month",
        ),
        ["Growth: $48.00/mo per seat", "Growth (annual): $40.00/mo per seat"],
        id="alpine-x-show",
    ),
    pytest.param(  # the variant's class and the state's beside the shown one's own class
        "<style>.is-hidden{display:none}</style>"
        + card(
            "Pro",
            "<p class='price monthly'>$29/mo</p><p class='price annual is-hidden'>$290/yr</p>",
        ),
        ["Pro: $29.00/mo", "Pro (annual): $290.00/yr"],
        id="variant-and-state-classes",
    ),
    pytest.param(  # a build's hashed class names no variant (every deploy would rename it):
        # the alternative's own price says which it is
        "<style>.P_hidden__Xy12a{display:none}</style>"
        + card(
            "Pro",
            "<p class='P_price__Xy12a'>$29/mo</p>"
            "<p class='P_price__Xy12a P_hidden__Xy12a'>$290/yr</p>",
        ),
        ["Pro: $29.00/mo", "Pro (year): $290.00/yr"],
        id="hashed-class-names-no-variant",
    ),
    pytest.param(  # a line shown on the condition too, under the line whose spans take turns
        card(
            "Startup",
            "<p><span x-show='!annual'>$29</span><span x-show='annual' style='display:none'>"
            "$24</span> / month</p><p x-show='annual' style='display:none'>billed annually"
            " ($288)</p>",
        ),
        ["Startup: $29.00/mo", "Startup (annual): $24.00/mo"],
        id="alpine-x-show-beside-a-conditional-line",
    ),
    pytest.param(  # Radix tabs: the inactive panel is hidden and says so
        "<div class='plans' data-state='active' data-value='monthly'>"
        + card("Basic", "<b>$10/month</b>")
        + "</div><div class='plans' data-state='inactive' data-value='yearly' hidden>"
        + card("Basic", "<b>$100/year</b>")
        + "</div>",
        ["Basic: $10.00/mo", "Basic (yearly): $100.00/yr"],
        id="inactive-tab-panel",
    ),
    pytest.param(  # a closed <dialog> is not drawn: a quick view of another product
        card("Sweater", "<b>$89</b>")
        + "<dialog id='quick-view'>"
        + card("Scarf", "<b>$35</b>")
        + "</dialog><dialog open>"
        + card("Gloves", "<b>$19</b>")
        + "</dialog>",
        ["Sweater: $89.00", "Gloves: $19.00"],
        id="closed-dialog",
    ),
    pytest.param(  # a price a script swaps in from an attribute
        card("Team", "<p><span data-price-yearly='$40' data-price-monthly='$48'>$48</span>/mo</p>"),
        ["Team: $48.00/mo", "Team (yearly): $40.00/mo"],
        id="data-attribute-price",
    ),
    pytest.param(  # a bare amount in the attribute stands for the visible amount
        card("Team", "<p><span data-monthly='48' data-annually='38'>€48</span> / month</p>"),
        ["Team: €48.00/mo", "Team (annually): €38.00/mo"],
        id="data-attribute-bare-amount",
    ),
    pytest.param(  # the whole written amount is swapped, its groups and decimals with it
        card(
            "Web",
            "<p><span data-price-1='49900' data-price-36='19900'>Rp 29.900</span>/bln</p>"
            "<p><span data-monthly='1499' data-annually='1299'>$1,399.00</span> / month</p>",
        ),
        [
            "Web: IDR 29900.00/mo",
            "Web: $1399.00/mo",
            "Web (1): IDR 49900.00/mo",
            "Web (36): IDR 19900.00/mo",
            "Web (monthly): $1499.00/mo",
            "Web (annually): $1299.00/mo",
        ],
        id="data-attribute-bare-amount-grouped",
    ),
    pytest.param(
        card("Team", "<p x-text=\"yearly ? '$40' : '$48'\">$48</p>"),
        ["Team: $48.00", "Team (yearly): $40.00/yr"],  # the period from the toggle's word
        id="x-text-ternary",
    ),
    pytest.param(  # AMP's binding, the period swapped beside the amount
        card(
            "Pro",
            "<p><span [text]=\"billing.annual ? '24,99 $' : '29,99 $'\">29,99 $</span> "
            "<span [text]=\"billing.annual ? '/an' : '/mois'\">/mois</span></p>",
        ),
        ["Pro: $29.99/mo", "Pro (annual): $24.99/yr"],
        id="amp-bind-text-with-period",
    ),
    pytest.param(  # the page shows the condition's price: the other branch is its opposite
        card("Team", "<p x-text=\"yearly ? '$40/yr' : '$48/mo'\">$40/yr</p>"),
        ["Team: $40.00/yr", "Team (not yearly): $48.00/mo"],
        id="x-text-ternary-else-branch",
    ),
    pytest.param(  # a box of prices whose script's value is a bare number swaps no price
        "<section data-controller='pricing' data-pricing-discount-value='20'>"
        + card("Free", "<p>0 kr.</p>")
        + card("Team", "<p>4.990 kr.</p>")
        + "</section>",
        ["Free: 0.00 kr", "Team: 4990.00 kr"],
        id="data-value-of-a-box-of-prices",
    ),
    pytest.param(  # data attributes that hold no other price are nothing
        card("Team", "<p data-id='48' data-tooltip='$5 off' data-testid='price'>$48</p>"),
        ["Team: $48.00"],
        id="data-attributes-without-prices",
    ),
    pytest.param(  # hidden on a phone, shown on a desktop: a reader sees it
        "<style>.hidden{display:none}@media (min-width: 768px){.md\\:block{display:block}}"
        "@media (max-width: 600px){.wide{display:none}}.x:hover{display:none}</style>"
        + card("Pro", "<p class='hidden md:block'>$29/mo</p><p class='wide x'>$5 setup</p>"),
        ["Pro: $29.00/mo", "Pro: $5.00"],
        id="responsive-and-stateful-rules",
    ),
    pytest.param(
        "<style>.sr{position:absolute;left:-10000px}.fade{opacity:0}"
        ".clip{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}</style>"
        + card(
            "Pro", "<p>$29/mo</p><p class='sr'>$1</p><p class='fade'>$2</p><p class='clip'>$3</p>"
        ),
        ["Pro: $29.00/mo"],
        id="off-screen-transparent-clipped",
    ),
    pytest.param(  # classes that differ only by the period or the currency they name
        card(
            "Pro",
            "<p class='monthly'>$29/mo</p><p class='yearly' aria-hidden='true' "
            "style='display:none'>$290/yr</p>",
        )
        + card(
            "Max", "<span class='price-usd'>$99</span><span class='price-eur' hidden>€95</span>"
        ),
        ["Pro: $29.00/mo", "Max: $99.00", "Pro (yearly): $290.00/yr", "Max (eur): €95.00"],
        id="twins-by-classes-naming-their-variant",
    ),
    pytest.param(  # two switchers, a period's and a currency's: four prices, three hidden
        card(
            "Plus",
            "<div class='price price-mensual price-dop'>RD$ 2,995 /mes</div>"
            "<div class='price price-anual price-dop' style='display:none'>RD$ 29,950 /año</div>"
            "<div class='price price-mensual price-usd' style='display:none'>US$ 51 /mes</div>"
            "<div class='price price-anual price-usd' style='display:none'>US$ 510 /año</div>",
        ),
        [
            "Plus: DOP 2995.00/mo",
            "Plus (anual): DOP 29950.00/yr",
            "Plus (usd): $51.00/mo",
            "Plus (anual usd): $510.00/yr",
        ],
        id="twins-of-two-switchers",
    ),
    pytest.param(  # the same, in English and with BEM modifiers
        card(
            "Team",
            "<p class='amount amount--monthly amount--eur'>€29 / month</p>"
            "<p class='amount amount--yearly amount--eur' hidden>€290 / year</p>"
            "<p class='amount amount--monthly amount--gbp' hidden>£25 / month</p>"
            "<p class='amount amount--yearly amount--gbp' hidden>£250 / year</p>",
        ),
        [
            "Team: €29.00/mo",
            "Team (yearly): €290.00/yr",
            "Team (gbp): £25.00/mo",
            "Team (gbp yearly): £250.00/yr",
        ],
        id="twins-of-two-switchers-bem",
    ),
    pytest.param(  # a period and a word that names no variant: still a decoy
        card(
            "Pro",
            "<p class='price price-monthly'>$29/mo</p>"
            "<p class='price price-yearly promo' hidden>$19/mo</p>",
        ),
        ["Pro: $29.00/mo"],
        id="a-period-and-another-class-is-no-twin",
    ),
    pytest.param(  # other classes: a decoy, whatever it holds
        card("Pro", "<p class='price'>$29/mo</p><p class='promo' hidden>$19/mo</p>"),
        ["Pro: $29.00/mo"],
        id="hidden-of-another-kind",
    ),
    *(
        pytest.param(  # a framework's class hides a fragment of digits: a decoy
            card("Pro", f"<p class='price'>$4<span class='{hiding}'>7</span>9/mo</p>"),
            ["Pro: $49.00/mo"],
            id=f"digits-a-framework-class-hides-{hiding}",
        )
        for hiding in ("d-none", "hidden", "is-hidden", "hide", "invisible", "uk-hidden")
    ),
    pytest.param(  # a whole price: its class alone is no reason, a responsive one may show it
        card("Pro", "<p class='price'>$29/mo</p><p class='hidden md:block'>$290/yr</p>"),
        ["Pro: $29.00/mo", "Pro: $290.00/yr"],
        id="a-price-a-framework-class-hides",
    ),
    *(
        pytest.param(  # a framework's class hides a price beside its shown twin: the toggle's
            # other side, shown on a state (Tailwind's variants), not on a wider screen
            card(
                "Pro",
                f"<p><span class='{shown}'>R$ 99</span><span class='{other}'>R$ 79</span>/mês</p>",
            ),
            ["Pro: BRL 99.00/mo", "Pro (alternative): BRL 79.00/mo"],
            id=f"a-twin-a-framework-class-hides-{other}",
        )
        for shown, other in (
            ("price", "price hidden"),
            ("group-data-[checked]:hidden", "hidden group-data-[checked]:inline"),
            ("peer-checked:hidden", "hidden peer-checked:block"),
            ("amount", "amount d-none"),
        )
    ),
    pytest.param(  # shown again on a wide screen: the desktop's rendering, no alternative;
        # the phone's copy beside it (lg:hidden) is read only where it states another price,
        # which a customer on a phone sees (``page._copy_restated``)
        card(
            "Pro",
            "<p><span class='lg:hidden'>R$ 99</span><span class='hidden lg:inline'>"
            "R$ 79</span>/mês</p>",
        ),
        ["Pro: BRL 99.00", "Pro: BRL 79.00/mo"],
        id="a-twin-shown-on-a-wide-screen",
    ),
    pytest.param(  # no price around it: no decoy's
        card("Pro", "<p class='price'>$29/mo</p><p>Seats: <span class='d-none'>5</span></p>"),
        ["Pro: $29.00/mo"],
        id="digits-a-framework-class-hides-outside-a-price",
    ),
    pytest.param(  # two prices stacked in one place, one faded out: a utility class's state
        card(
            "Solo",
            "<div class='grid'><p class='price row-start-1 opacity-100'>9 € / mois</p>"
            "<p class='price row-start-1 opacity-0 pointer-events-none' aria-hidden='true'>"
            "90 € / an</p></div>",
        ),
        ["Solo: €9.00/mo", "Solo (year): €90.00/yr"],
        id="a-faded-out-twin",
    ),
    pytest.param(  # a currency switcher's and a region's prices, named for their switcher
        card(
            "VPS S",
            "<p><b data-currency-try='₺349' data-currency-usd='$9.90'>₺349</b> / ay</p>"
            "<p>€<span data-region-fsn='4.90' data-region-sin='6.10'>4.90</span> / saat</p>",
        ),
        [
            "VPS S: TRY 349.00/mo",
            "VPS S: €4.90/h",
            "VPS S (usd): $9.90/mo",
            "VPS S (sin): €6.10/h",
        ],
        id="a-switchers-prices-in-attributes",
    ),
    *(
        pytest.param(  # the shown panel's state class is a framework's own spelling of "active"
            "<div role='tablist'><button role='tab' id='t1' aria-controls='p1'"
            " aria-selected='true'>Mensual</button><button role='tab' id='t2' aria-controls='p2'"
            " aria-selected='false'>Anual</button></div>"
            f"<div id='p1' role='tabpanel' class='{state}'><p>Básico 29,90 €/mes</p></div>"
            "<div id='p2' role='tabpanel' hidden><p>Básico 340,86 €/año</p></div>",
            ["Básico: €29.90/mo", "Básico (Anual): €340.86/yr"],
            id=f"tab-panel-shown-by-{state}",
        )
        for state in ("e-active", "uk-active", "w--tab-active", "tabs__panel--active", "is-current")
    ),
    pytest.param(  # a class only the hidden element has that names no state: another kind
        card(
            "Pro",
            "<p class='price'>$29/mo</p>"
            "<p class='price-teaser' hidden>Pro for $14/mo today only</p>",
        ),
        ["Pro: $29.00/mo"],
        id="a-class-that-is-no-state-tells-kinds-apart",
    ),
    pytest.param(  # a script's prices by period, as JSON in one attribute of the shown price
        card("Team", '<p><span data-prices=\'{"monthly":48,"yearly":480}\'>$48</span>/mo</p>')
        + card("Solo", '<p><span data-prices=\'{"monthly":12,"yearly":120}\'>$12</span>/mo</p>'),
        [
            "Team: $48.00/mo",
            "Solo: $12.00/mo",
            "Team (yearly): $480.00/mo",
            "Solo (yearly): $120.00/mo",
        ],
        id="prices-by-period-in-a-json-attribute",
    ),
    pytest.param(  # a CSS-only toggle: classes that say nothing, a rule on :checked each side
        "<style>.y{display:none} #yr:checked ~ .card .y{display:inline}"
        " #yr:checked ~ .card .m{display:none}</style>"
        "<input type='radio' name='b' id='mo' checked><input type='radio' name='b' id='yr'>"
        + card("Team", "<span class='m'>$48/mo</span><span class='y'>$480/yr</span>"),
        ["Team: $48.00/mo", "Team (y): $480.00/yr"],
        id="css-only-toggle-of-opaque-classes",
    ),
    pytest.param(  # one checkbox, checked on load: what it shows is what a reader sees
        "<style>.b1{display:none} .sw:checked ~ section .a1{display:none}"
        " .sw:checked ~ section .b1{display:block}</style>"
        "<input type='checkbox' class='sw' checked>"
        "<section><h3>Équipe</h3><p class='b1'>39 € / mois</p><p class='a1'>390 € / an</p>"
        "</section>",
        ["Équipe: €39.00/mo", "Équipe (a1): €390.00/yr"],
        id="css-only-toggle-checked-on-load",
    ),
    pytest.param(  # beside the toggle, a price the stylesheet hides on no state is a decoy
        "<style>.y, .z{display:none} #yr:checked ~ .card .y{display:inline}"
        " #yr:checked ~ .card .m{display:none}</style>"
        "<input type='radio' name='b' id='yr'>"
        + card("Team", "<span class='m'>$48/mo</span><span class='y'>$480/yr</span>")
        + card("Solo", "<span class='m'>$12/mo</span><span class='z'>$99/mo</span>"),
        ["Team: $48.00/mo", "Solo: $12.00/mo", "Team (y): $480.00/yr"],
        id="css-only-toggle-beside-a-decoy",
    ),
    # A class the page's own stylesheet hides by is a state in its own words, as "hidden" is
    # one in a framework's: the hidden price is of its shown sibling's kind if it is priced
    # in another period or currency.
    pytest.param(
        "<style>.is-off{opacity:0;position:absolute}</style>"
        + card(
            "Pro",
            "<span class='monthly'>$29/mo</span><span class='annual is-off'>$290/yr</span>",
        ),
        ["Pro: $29.00/mo", "Pro (annual): $290.00/yr"],
        id="own-hiding-class-beside-variant-classes",
    ),
    pytest.param(
        "<style>.oculto{display:none}</style>"
        + card(
            "Pro",
            "<span class='precio-mensual'>29 \u20ac/mes</span>"
            "<span class='precio-anual oculto'>290 \u20ac/a\u00f1o</span>",
        ),
        ["Pro: \u20ac29.00/mo", "Pro (anual): \u20ac290.00/yr"],
        id="own-hiding-class-in-another-language",
    ),
    pytest.param(  # named by what its price says, not by the hiding class
        "<style>div.verborgen{visibility:hidden}</style>"
        + card(
            "Pro",
            "<div class='prijs'>\u20ac 29 per maand</div>"
            "<div class='prijs verborgen'>\u20ac 290 per jaar</div>",
        ),
        ["Pro: \u20ac29.00/mo", "Pro (year): \u20ac290.00/yr"],
        id="own-hiding-class-on-the-same-kind",
    ),
    pytest.param(  # in the shown price's terms: a decoy, whatever hides it
        "<style>.is-off{display:none}</style>"
        + card("Pro", "<span>$29/mo</span><span class='is-off'>$19/mo</span>"),
        ["Pro: $29.00/mo"],
        id="own-hiding-class-decoy-in-the-same-terms",
    ),
    pytest.param(
        "<style>.is-off{display:none}</style>"
        + card("Pro", "<span>$29/mo</span><span class='is-off'>$290/yr</span>"),
        ["Pro: $29.00/mo", "Pro (year): $290.00/yr"],
        id="own-hiding-class-alone-in-other-terms",
    ),
    pytest.param(  # each side in a custom element of its own: twins one wrapper apart
        card(
            "Growth",
            "<price-tag><p class='price monthly'>$29/mo</p></price-tag>\n"
            "<price-tag><p class='price yearly' hidden>$290/yr</p></price-tag>",
        ),
        ["Growth: $29.00/mo", "Growth (yearly): $290.00/yr"],
        id="twins-each-in-a-custom-element",
    ),
    pytest.param(  # a component's root and its transition wrapper around each side
        card(
            "Equipo",
            "<div class='v-root'><div><span class='amt' data-term='mes'>19 €/mes</span></div>"
            "</div><div class='v-root'><div><!-- v-if --><span class='amt' data-term='año'"
            " style='display:none'>190 €/año</span></div></div>",
        ),
        ["Equipo: €19.00/mo", "Equipo (año): €190.00/yr"],
        id="twins-two-wrappers-deep",
    ),
    pytest.param(  # a wrapper with words of its own is no wrapper: its hidden price a decoy
        card(
            "Pro",
            "<div><p class='price'>$29/mo</p></div>"
            "<div>Limited offer <p class='price' hidden>$14/mo</p></div>",
        ),
        ["Pro: $29.00/mo"],
        id="no-twin-past-a-wrapper-with-words",
    ),
    pytest.param(  # wrappers of other kinds: a modal's price beside the card's is a decoy
        card(
            "Pro",
            "<div class='card-body'><p class='price'>$29/mo</p></div>"
            "<div class='promo-modal'><p class='price' hidden>$14/mo</p></div>",
        ),
        ["Pro: $29.00/mo"],
        id="no-twin-across-wrappers-of-other-kinds",
    ),
    pytest.param(  # the visible twin's sign between bidirectional marks still holds a price
        card(
            "Fiber",
            "<p class='price'><span>\u200f₪\u200e</span>89.90<span>\u200f / mo</span></p>"
            "<p class='price price--yearly' hidden>\u2067₪\u2069\u20661,019\u2069 / yr</p>",
        ),
        ["Fiber: ILS 89.90/mo", "Fiber (yearly): ILS 1019.00/yr"],
        id="twin-with-bidirectional-marks",
    ),
    pytest.param(  # marks around a hidden amount without a currency: still a decoy
        card(
            "Fiber",
            "<p class='price'>\u200f₪\u200e89.90 / mo</p>"
            "<p class='price' hidden>\u200e1,019\u200e</p>",
        ),
        ["Fiber: ILS 89.90/mo"],
        id="no-twin-without-a-currency-between-marks",
    ),
    pytest.param(  # a toggle written in parts: the hidden unit is the hidden price's
        card(
            "Hobby",
            "<p><span class='amount'>$12</span><span class='amount' hidden>$115</span> "
            "<span>/month</span><span hidden>/year</span></p>",
        ),
        ["Hobby: $12.00/mo", "Hobby (alternative): $115.00/yr"],
        id="unit-in-a-part-of-its-own-hidden-attribute",
    ),
    pytest.param(  # the same by a framework's condition, shown at first by its style
        card(
            "Hobby",
            "<p><span x-show='!annual'>$12</span>"
            "<span x-show='annual' style='display:none'>$115</span> "
            "<span x-show='!annual'>/month</span>"
            "<span x-show='annual' style='display:none'>/year</span></p>",
        ),
        ["Hobby: $12.00/mo", "Hobby (annual): $115.00/yr"],
        id="unit-in-a-part-of-its-own-x-show",
    ),
    pytest.param(  # the same by a framework's hiding class, whose stylesheet is linked
        card(
            "Hobby",
            "<p><span class='price-monthly'>12 €</span>"
            "<span class='price-yearly hidden'>115 €</span> "
            "<span class='price-monthly'>/ Monat</span>"
            "<span class='price-yearly hidden'>/ Jahr</span></p>",
        ),
        ["Hobby: €12.00/mo", "Hobby (yearly): €115.00/yr"],
        id="unit-in-a-part-of-its-own-hiding-class",
    ),
    pytest.param(  # no price paired beside it: a hidden unit is no part of the page
        card("Hobby", "<p><span>$12</span> <span>/month</span><span hidden>/year</span></p>"),
        ["Hobby: $12.00/mo"],
        id="no-part-twin-without-a-paired-price",
    ),
    pytest.param(  # a hidden part of another kind beside a paired price: no unit of it
        card(
            "Hobby",
            "<p><span class='amount'>$12</span><span class='amount' hidden>$115</span> "
            "<span class='unit'>/month</span><em class='note' hidden>/year</em></p>",
        ),
        ["Hobby: $12.00/mo", "Hobby (alternative): $115.00/mo"],
        id="no-part-twin-of-another-kind",
    ),
]


@pytest.mark.parametrize(("html", "expected"), CASES)
def test_what_a_page_hides_is_an_alternative_or_nothing(html: str, expected: list[str]) -> None:
    assert table(html) == expected


@pytest.mark.parametrize(
    ("inner", "expected"),
    [
        # A script writes each card's price from its attributes at load: the month's shown.
        (
            "<p><span class='price' data-price-yearly='$90' data-price-monthly='$9'></span></p>",
            ["Basic: $9.00", "Basic (yearly): $90.00/yr"],
        ),
        (
            "<p>$<span class='amount' data-monthly='9' data-annual='7'></span>/mo</p>",
            ["Basic: $9.00/mo", "Basic (annual): $7.00/mo"],
        ),
        (
            "<p><span data-eur='9 \u20ac' data-usd='$10'></span> / Monat</p>",
            ["Basic: €9.00/mo", "Basic (usd): $10.00/mo"],
        ),
    ],
)
def test_an_empty_price_a_script_fills_from_its_attributes_is_read(
    inner: str, expected: list[str]
) -> None:
    assert table(card("Basic", inner)) == expected


PAGE = (
    "<style>.r{display:none}</style>"
    + card(
        "Team",
        "<p class='price'>$4<span class='r'>3</span>8/mo</p>"
        "<p class='price price--annual' hidden>$40/mo</p>",
    )
    + "<p>Questions? Call us.</p>"
)


def test_an_alternative_changing_is_a_change_and_a_decoy_is_not() -> None:
    def digest(html: str, mode: str) -> str:
        return extract(html.encode(), "text/html", Rules(extract=mode)).digest  # type: ignore[arg-type]

    annual_up = PAGE.replace("$40/mo", "$44/mo")
    decoy_moved = PAGE.replace("<span class='r'>3</span>", "<span class='k'>9</span>").replace(
        ".r{", ".k{"
    )
    for mode in ("prices", "text"):
        assert digest(annual_up, mode) != digest(PAGE, mode)
        assert digest(decoy_moved, mode) == digest(PAGE, mode)


def test_text_mode_reads_what_a_reader_sees_and_tables_every_alternative() -> None:
    snapshot = extract(PAGE.encode(), "text/html", Rules(extract="text"))
    assert "$40" not in snapshot.text
    assert [record.label for record in snapshot.prices] == ["Team", "Team (annual)"]


@pytest.mark.parametrize(
    ("name", "variant"),
    [
        ("data-price-yearly", "yearly"),
        ("data-yearly-price", "yearly"),
        ("data-annual", "annual"),
        ("data-eur", "eur"),
        (":data-price-quarterly", "quarterly"),
        ("data-precio-sin-plazo", "sin plazo"),
        ("data-prix-annuel", "annuel"),
        ("data-preis-jahr", "jahr"),
        # Period words without their diacritics, as names written for code spell them.
        ("data-rocne", "rocne"),
        ("data-cena-mesicne", "mesicne"),
        ("data-cena-miesiecznie", "miesiecznie"),
        ("data-eves", "eves"),
        ("data-ar-jahrlich", "jahrlich"),
        # A switcher's word says which kind of variant, the rest which one.
        ("data-currency-usd", "usd"),
        ("data-region-fsn1", "fsn1"),
        ("data-term-36", "36"),
        ("data-currency", None),
        ("data-price", None),
        ("data-id", None),
        ("data-tooltip", None),
        ("data-testid", None),
    ],
)
def test_an_attribute_names_the_variant_it_holds(name: str, variant: str | None) -> None:
    assert attribute_variant(name) == variant


@pytest.mark.parametrize(
    ("condition", "name"),
    [
        ("billing === 'annual'", "annual"),
        ("yearly", "yearly"),
        ('currency == "EUR"', "EUR"),
        ("plan.interval", "interval"),
        # A negated condition shows the opposite's side: the monthly price beside an annual one.
        ("!isAnnual", "not isAnnual"),
        ("!state.yearly", "not yearly"),
        ("billing !== 'annual'", "not annual"),
        ("cycle != 'year'", "not year"),
        ("!promo && yearly", "yearly"),
    ],
)
def test_a_condition_names_its_variant(condition: str, name: str) -> None:
    assert condition_name(condition) == name


def test_a_view_without_markers_is_the_text_itself() -> None:
    assert view("Team $48", None) == "Team $48"
    assert view("Team $48", 0) == "Team $48"


@pytest.mark.parametrize(
    ("element", "expected"),
    [
        # A whole price in the attribute, or a bare amount in place of the shown one.
        ('<span data-price-yearly="$40">$48</span>', [("yearly", "$40")]),
        ('<span data-yearly="40">$48/mo</span>', [("yearly", "$40/mo")]),
        # The element shows a bare amount, its currency beside it: the amount is swapped.
        ('<span data-monthly="19" data-yearly="190">19</span>', [("yearly", "190")]),
        # An attribute named for a currency gives its amount that currency, not the shown one.
        ('<span data-eur="17,90">19,90</span>', [("eur", "17,90 EUR")]),
        ('<span data-eur="14">15 USD</span>', [("eur", "14 EUR")]),
        ('<b data-currency-usd="15">₺499 / ay</b>', [("usd", "15 USD / ay")]),
        # Thousands grouped as the page's language writes them; a name without diacritics.
        ('<span data-mesicne="290" data-rocne="2 900">290</span>', [("rocne", "2 900")]),
        ('<span data-yearly="1.290,50">129,05</span>', [("yearly", "1.290,50")]),
        # The unit beside a toggled amount: another period, no amount.
        ('<small data-monthly="/month" data-yearly="/year">/month</small>', [("yearly", "/year")]),
        ('<small data-monthly="/месец" data-yearly="/год.">/месец</small>', [("yearly", "/год.")]),
        ('<small data-rocne="/&nbsp;rok">/&nbsp;měsíc</small>', [("rocne", "/ rok")]),  # as read
        # Words that are no period, or a period beside no amount's text: nothing.
        ('<small data-yearly="Save 20%">Billed monthly</small>', []),
        ('<small data-yearly="best value">popular</small>', []),
        ('<span data-id="42">19</span>', []),
        # One attribute of prices by the variant each key names, as JSON: all but the shown.
        ('<span data-prices=\'{"monthly":19,"yearly":190}\'>$19</span>', [("yearly", "$190")]),
        (
            '<b data-pricing="{&quot;eur&quot;:&quot;19 €&quot;,&quot;usd&quot;:20.5}">19 €</b>',
            [("usd", "20.5 USD")],
        ),
        (
            '<span data-price=\'{"anual": "1.490", "mensal": "149"}\'>R$ 149</span>',
            [("anual", "R$ 1.490")],
        ),
        # Keys that name no variant, values that are no amount, JSON that is broken: nothing.
        ('<span data-price=\'{"sku":123,"qty":2}\'>$19</span>', []),
        ('<span data-prices=\'{"yearly":true,"monthly":null}\'>$19</span>', []),
        ("<span data-prices='{\"yearly\":190'>$19</span>", []),
        ('<span data-price="19.00">$19</span>', []),
    ],
)
def test_the_alternatives_an_elements_attributes_hold(
    element: str, expected: list[tuple[str, str]]
) -> None:
    node = page.parse(element).css_first("span, small, b")
    assert node is not None
    assert list(alternatives.attribute_alternatives(node)) == expected


@pytest.mark.parametrize(
    ("variant", "period"),
    [
        ("annual", "year"),
        ("jaehrlich", "year"),
        ("月額", "month"),
        ("Daily", "day"),
        # A name holding an amount of its own names that amount's period, not its prices':
        # an insurance's course by its daily benefit over a table of monthly premiums.
        ("日額10,000円コース", None),
        ("Daily $50 cover", None),
        ("Tagegeld 50 € pro Tag", None),
    ],
)
def test_a_variants_name_gives_its_prices_a_period(variant: str, period: str | None) -> None:
    record = PriceRecord(label="30歳", amount=Decimal(2880), currency="JPY")
    assert alternative_record(record, variant).period == period


@pytest.mark.parametrize(
    ("html", "selector", "expected"),
    [
        # A region around a closed dialog: the modal's restated plan is not drawn.
        (
            "<main id='m'><h3>Profi</h3><p>12 900 Ft / hó</p><dialog><h2>Mit tartalmaz a"
            " Profi csomag?</h2><p>Havi 12 900 Ft.</p></dialog></main>",
            "#m",
            ["Profi: HUF 12900.00/mo"],
        ),
        (
            "<div class='precios'><h3>Pro</h3><p>49 € / mes</p><dialog id='vista'><h2>Vista"
            " rápida</h2><p>Empresa: 199 € / mes</p></dialog></div>",
            ".precios",
            ["Pro: €49.00/mo"],
        ),
        # Near misses: the dialog chosen itself, or one a script opened, is read.
        (
            "<main><h3>Pro</h3><p>49 € / mes</p><dialog id='vista'><h2>Empresa</h2><p>199 €"
            " / mes</p></dialog></main>",
            "#vista",
            ["Empresa: €199.00/mo"],
        ),
        (
            "<main id='m'><h3>Pro</h3><p>49 € / mes</p><dialog open><h2>Empresa</h2><p>199 €"
            " / mes</p></dialog></main>",
            "#m",
            ["Pro: €49.00/mo", "Empresa: €199.00/mo"],
        ),
    ],
)
def test_a_region_around_a_closed_dialog_leaves_it_out(
    html: str, selector: str, expected: list[str]
) -> None:
    assert table(html, Rules(extract="prices", selector=selector)) == expected


def test_a_selector_into_a_closed_dialog_keeps_what_it_chose() -> None:
    # The operator chose the dialog's price: it had been removed first (no region found).
    html = "<p>$89</p><dialog id='m'><p class='price'>$5</p></dialog>"
    assert table(html, Rules(extract="prices", selector="#m .price")) == [": $5.00"]


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # Alpine: the amount bound to a path of the x-data object, the unit to a literal.
        (
            '<html lang="it"><body><div x-data="{ annuale: false, prezzi: { base: { mese: 12,'
            ' anno: 120 } } }"><h3>Base</h3><p>€ <span x-text="annuale ? prezzi.base.anno :'
            " prezzi.base.mese\">12</span> <span x-text=\"annuale ? '/anno' : '/mese'\">/mese"
            "</span></p></div></body></html>",
            ["Base: €12.00/mo", "Base (annuale): €120.00/yr"],
        ),
        # AMP: the price bound to a path of an amp-state's JSON, written with its currency.
        (
            '<html lang="en-GB"><body><amp-state id="pricing"><script type="application/json">'
            '{"annual": false, "team": {"monthly": "£12", "annual": "£120"}}</script>'
            '</amp-state><h3>Team</h3><p><span [text]="pricing.annual ? pricing.team.annual :'
            " pricing.team.monthly\">£12</span> <span [text]=\"pricing.annual ? 'per year' :"
            " 'per month'\">per month</span></p></body></html>",
            ["Team: £12.00/mo", "Team (annual): £120.00/yr"],
        ),
        # A path to nothing the state holds, or to a flag: no alternative of it.
        (
            '<html lang="en"><body><div x-data="{ yearly: false }"><h3>Pro</h3><p>$<span'
            ' x-text="yearly ? plans.pro.yearly : plans.pro.monthly">29</span> / month</p>'
            "</div></body></html>",
            ["Pro: $29.00/mo"],
        ),
    ],
)
def test_a_binding_to_a_path_of_the_state_reads_the_other_sides_price(
    html: str, expected: list[str]
) -> None:
    assert table(html) == expected


def _card(lang: str, scope: str, name: str, expression: str, shown: str, period: str) -> str:
    """A plan's card in an Alpine scope: its amount and its period each bound to a ternary
    whose last branch is the one shown."""
    shown_period = period.rsplit("'", 2)[-2]
    return (
        f'<html lang="{lang}"><body><div x-data="{scope}"><h3>{name}</h3><p><span'
        f' x-text="{expression}">{shown}</span> <span x-text="{period}">{shown_period}</span>'
        "</p></div>"
    )


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # A factory declared as a function, its object holding methods beside the prices.
        (
            _card(
                "hu",
                "arazas()",
                "Profi",
                "eves ? csomagok.profi.ev : csomagok.profi.ho",
                "12 900 Ft",
                "eves ? '/ év' : '/ hó'",
            )
            + "<script>function arazas() { const alap = 1; return { eves: false, csomagok:"
            " { profi: { ho: '12 900 Ft', ev: '129 000 Ft' } }, valt() { this.eves ="
            " !this.eves } } }</script></body></html>",
            ["Profi: HUF 12900.00/mo", "Profi (eves): HUF 129000.00/yr"],
        ),
        # Registered by its name with Alpine.data, a plan picked by its index.
        (
            _card(
                "cs",
                "cenik",
                "Firma",
                "rocne ? tarify[1].rok : tarify[1].mesic",
                "990 Kč",
                "rocne ? '/ rok' : '/ měsíc'",
            )
            + "<script>document.addEventListener('alpine:init', () => { Alpine.data('cenik',"
            " () => ({ rocne: false, tarify: [{ mesic: 290, rok: 2900 }, { mesic: 990,"
            " rok: 9900 }], get popis() { return this.rocne ? 'ročně' : 'měsíčně' } })) })"
            "</script></body></html>",
            ["Firma: CZK 990.00/mo", "Firma (rocne): CZK 9900.00/yr"],
        ),
        # Assigned to window as a function; a plan picked by its quoted key.
        (
            _card(
                "pt-BR",
                "precos()",
                "Equipe",
                "anual ? planos['equipe'].ano : planos['equipe'].mes",
                "R$ 49",
                "anual ? '/ano' : '/mês'",
            )
            + "<script>window.precos = function () { return { anual: false, planos:"
            " { equipe: { mes: 'R$ 49', ano: 'R$ 490' } } } }</script></body></html>",
            ["Equipe: BRL 49.00/mo", "Equipe (anual): BRL 490.00/yr"],
        ),
        # A formatter called on the path writes its value as money.
        (
            _card(
                "pl",
                "{ roczna: false, ceny: { firma: { m: 49, r: 490 } } }",
                "Firma",
                "roczna ? zl(ceny.firma.r) : zl(ceny.firma.m)",
                "49 zł",
                "roczna ? '/ rok' : '/ mies.'",
            )
            + "</body></html>",
            ["Firma: PLN 49.00/mo", "Firma (roczna): PLN 490.00/yr"],
        ),
        # A sum of it is another amount: the path's own is no branch's price.
        (
            _card(
                "es",
                "{ anual: false, planes: { pro: { mes: 29 } } }",
                "Pro",
                "anual ? Math.round(planes.pro.mes * 10) : planes.pro.mes",
                "29 €",
                "'/mes'",
            )
            + "</body></html>",
            ["Pro: €29.00/mo"],
        ),
        # The object in the attribute itself, beside a method.
        (
            _card(
                "es",
                "{ anual: false, planes: { pro: { mes: 29, anual: 290 } }, alternar() {"
                " this.anual = !this.anual } }",
                "Pro",
                "anual ? planes.pro.anual : planes.pro.mes",
                "29 €",
                "anual ? '/año' : '/mes'",
            )
            + "</body></html>",
            ["Pro: €29.00/mo", "Pro (anual): €290.00/yr"],
        ),
        # An arrow assigned to a constant, returning its object in brackets.
        (
            _card(
                "es",
                "tarifas()",
                "Equipo",
                "anual ? planes.equipo.anual : planes.equipo.mes",
                "29 €",
                "anual ? '/año' : '/mes'",
            )
            + "<script>const tarifas = () => ({ anual: false, planes: { equipo: { mes: 29,"
            " anual: 290 } }, cambiar() { this.anual = !this.anual } });</script></body></html>",
            ["Equipo: €29.00/mo", "Equipo (anual): €290.00/yr"],
        ),
        # No factory of that name in the page's scripts: nothing but what it shows.
        (
            _card(
                "es",
                "precios()",
                "Pro",
                "anual ? planes.pro.anual : planes.pro.mes",
                "29 €",
                "'/mes'",
            )
            + "<script>function preciosViejos() { return { planes: { pro: { mes: 29,"
            " anual: 290 } } } }</script></body></html>",
            ["Pro: €29.00/mo"],
        ),
        # A factory that returns code, not an object: nothing read.
        (
            _card(
                "es",
                "precios()",
                "Pro",
                "anual ? planes.pro.anual : planes.pro.mes",
                "29 €",
                "'/mes'",
            )
            + "<script>function precios() { return crear(29) }</script></body></html>",
            ["Pro: €29.00/mo"],
        ),
    ],
)
def test_a_binding_reads_the_state_a_components_factory_returns(
    html: str, expected: list[str]
) -> None:
    assert table(html) == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # A Stimulus value is named after its controller: the variant is the rest; a year's
        # amount over a text that says a month is that year's.
        (
            '<html lang="nl"><body><h3>Start</h3><p data-controller="pakket"'
            ' data-pakket-maandelijks-value="29" data-pakket-jaarlijks-value="290">€ 29 per maand'
            "</p></body></html>",
            ["Start: €29.00/mo", "Start (jaarlijks): €290.00/yr"],
        ),
        (
            '<html lang="pt-BR"><body><h3>Essencial</h3><p data-controller="plan-card"'
            ' data-plan-card-anual-value="490">R$ 49 por mês</p></body></html>',
            ["Essencial: BRL 49.00/mo", "Essencial (anual): BRL 490.00/yr"],
        ),
        # A yearly plan's monthly rate stays a month's.
        (
            '<html lang="en"><body><h3>Pro</h3><p data-controller="pricing"'
            ' data-pricing-yearly-value="24">€29 per month</p></body></html>',
            ["Pro: €29.00/mo", "Pro (yearly): €24.00/mo"],
        ),
    ],
)
def test_a_stimulus_value_is_the_variant_its_name_gives_in_that_variants_period(
    html: str, expected: list[str]
) -> None:
    assert table(html) == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # AMP: the hidden side's class is one its [class] binding toggles, in Dutch.
        (
            '<html lang="nl"><head><style amp-custom>.verborgen{display:none}</style></head>'
            '<body><div class="kaart"><h3>Plus</h3><p class="maand" [class]="p.jaar ?'
            " 'maand verborgen' : 'maand'\">€ 19 per maand</p><p class=\"jaar verborgen\""
            " [class]=\"p.jaar ? 'jaar' : 'jaar verborgen'\">€ 190 per jaar</p></div>"
            "</body></html>",
            ["Plus: €19.00/mo", "Plus (jaar): €190.00/yr"],
        ),
        # Alpine, in Italian.
        (
            '<html lang="it"><head><style>.nascosto{display:none}</style></head><body>'
            '<div class="card"><h3>Base</h3><span class="mese" x-bind:class="annuale ?'
            " 'mese nascosto' : 'mese'\">€ 12 al mese</span><span class=\"anno nascosto\""
            " x-bind:class=\"annuale ? 'anno' : 'anno nascosto'\">€ 120 all'anno</span></div>"
            "</body></html>",
            ["Base: €12.00/mo", "Base (anno): €120.00/yr"],
        ),
        # Vue's object of classes, in Portuguese: named by the variant, not by "oculto".
        (
            '<html lang="pt-BR"><head><style>.oculto{display:none}</style></head><body>'
            '<div class="card"><h3>Essencial</h3><p class="preco mensal" :class="{ oculto:'
            ' anual }">R$ 49 por mês</p><p class="preco anual oculto" :class="{ oculto: !anual'
            ' }">R$ 490 por ano</p></div></body></html>',
            ["Essencial: BRL 49.00/mo", "Essencial (anual): BRL 490.00/yr"],
        ),
    ],
)
def test_a_class_its_binding_toggles_is_a_state_not_a_kind(html: str, expected: list[str]) -> None:
    assert table(html) == expected


@pytest.mark.parametrize(
    ("lang", "inner", "expected"),
    [
        # A component's price in each variant as custom elements named by it: one price,
        # the hidden ones its alternatives (they were no part of the page).
        (
            "en",
            "<price-monthly>$12 / month</price-monthly>"
            "<price-yearly hidden>$115 / year</price-yearly>",
            ["Hobby: $12.00/mo", "Hobby (year): $115.00/yr"],
        ),
        (
            "fr",
            "<style>.annuel prix-annuel,.mensuel prix-mensuel{display:block}"
            "prix-annuel{display:none}</style>"
            "<prix-mensuel>3,99 \u20ac / mois</prix-mensuel>"
            "<prix-annuel>29,90 \u20ac / an</prix-annuel>",
            ["Hobby: \u20ac3.99/mo", "Hobby (year): \u20ac29.90/yr"],
        ),
        (
            "es",
            "<x-precio-mensual>19 \u20ac /mes</x-precio-mensual>"
            "<x-precio-anual hidden>190 \u20ac /a\u00f1o</x-precio-anual>",
            ["Hobby: \u20ac19.00/mo", "Hobby (year): \u20ac190.00/yr"],
        ),
        (
            "de",
            "<plan-price-eur>12 \u20ac / Monat</plan-price-eur>"
            "<plan-price-chf hidden>13 CHF / Monat</plan-price-chf>",
            ["Hobby: \u20ac12.00/mo", "Hobby (CHF): CHF 13.00/mo"],
        ),
        # Near-misses: a hidden element of another component is no alternative of it, nor is
        # one whose name differs by more than its variant.
        (
            "en",
            "<price-monthly>$12 / month</price-monthly>"
            "<promo-banner-yearly hidden>$99 / year</promo-banner-yearly>",
            ["Hobby: $12.00/mo"],
        ),
        (
            "en",
            "<plan-card>$12 / month</plan-card><addon-card hidden>$5 / month</addon-card>",
            ["Hobby: $12.00/mo"],
        ),
    ],
)
def test_custom_elements_named_by_their_variant_are_alternatives(
    lang: str, inner: str, expected: list[str]
) -> None:
    html = f"<html lang='{lang}'><body><main>{card('Hobby', inner)}</main></body></html>"
    assert table(html) == expected


@pytest.mark.parametrize(
    ("tag", "kind"),
    [
        ("price-yearly", "price"),
        ("prix-mensuel", "prix"),
        ("x-price-usd", "x-price"),
        ("plan-card", "plan-card"),
        ("monthly-yearly", "monthly-yearly"),  # all variant: no kind left but the tag
        ("div", "div"),
    ],
)
def test_a_custom_elements_kind_is_its_name_without_its_variant(tag: str, kind: str) -> None:
    assert alternatives.tag_kind(tag) == kind
