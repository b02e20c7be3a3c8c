"""An alternative in a hidden tab panel is named by its tab, in the page's own words; each
case is a small page of tabs and panels tied together by ARIA in one of the ways pages do."""

from typing import Literal

import pytest
from selectolax.lexbor import LexborHTMLParser

from monitor.extract import Rules, extract
from monitor.extract.tabs import tab_name


def table(html: str) -> list[str]:
    snapshot = extract(html.encode(), "text/html; charset=utf-8", Rules(extract="prices"))
    return [f"{record.label}: {record.shown()}" for record in snapshot.prices]


def panel(attributes: str, price: str) -> str:
    return f"<div class='panel' {attributes}><article><h3>Basic</h3><p>{price}</p></article></div>"


def tab(attributes: str, text: str) -> str:
    return f"<button role='tab' {attributes}>{text}</button>"


CASES = [
    pytest.param(  # Radix: both ways, the tab's badge apart from its name
        tab("id='t-m' aria-controls='p-m'", "Monthly")
        + tab("id='t-y' aria-controls='p-y'", "Annual <span class='badge'>-20%</span>")
        + panel("role='tabpanel' id='p-m' aria-labelledby='t-m'", "$10/month")
        + panel("role='tabpanel' id='p-y' aria-labelledby='t-y' hidden", "$96/year"),
        ["Basic: $10.00/mo", "Basic (Annual): $96.00/yr"],
        id="radix-panels",
    ),
    pytest.param(  # only the tab says which panel it shows; the period from its name
        tab("aria-controls='monatlich'", "Monatlich")
        + tab("aria-controls='jaehrlich'", "Jährlich &ndash; 2 Monate gratis")
        + panel("id='monatlich'", "10 € / Monat")
        + panel("id='jaehrlich' style='display:none'", "100 €"),
        ["Basic: €10.00/mo", "Basic (Jährlich): €100.00/yr"],
        id="aria-controls-only",
    ),
    pytest.param(  # only the panel says which tab names it
        tab("id='tab-a'", "<span>Mensuel</span>")
        + tab("id='tab-b'", "<span>Annuel</span><span class='promo'>2 mois offerts</span>")
        + panel("aria-labelledby='tab-a'", "10 € / mois")
        + panel("aria-labelledby='tab-b' hidden", "100 € / an"),
        ["Basic: €10.00/mo", "Basic (Annuel): €100.00/yr"],
        id="aria-labelledby-only",
    ),
    pytest.param(  # a tab's accessible name is its aria-label
        tab("aria-controls='a' aria-label='Pay monthly'", "M")
        + tab("aria-controls='b' aria-label='Pay yearly'", "Y")
        + panel("id='a'", "$10/mo")
        + panel("id='b' hidden", "$96/yr"),
        ["Basic: $10.00/mo", "Basic (Pay yearly): $96.00/yr"],
        id="tab-aria-label",
    ),
    pytest.param(  # a panel without a tab element, named by its own label
        panel("role='tabpanel' aria-label='Mensal'", "R$ 49/mês")
        + panel("role='tabpanel' aria-label='Anual' hidden", "R$ 468/ano"),
        ["Basic: BRL 49.00/mo", "Basic (Anual): BRL 468.00/yr"],
        id="tabpanel-aria-label",
    ),
    pytest.param(  # three tabs: each panel its own variant, not one "alternative" of two
        tab("aria-controls='m'", "Monthly")
        + tab("aria-controls='q'", "Quarterly")
        + tab("aria-controls='y'", "Yearly (save 20%)")
        + panel("id='m'", "$10/mo")
        + panel("id='q' hidden", "$27/quarter")
        + panel("id='y' hidden", "$96/yr"),
        ["Basic: $10.00/mo", "Basic (Quarterly): $27.00/qtr", "Basic (Yearly): $96.00/yr"],
        id="three-tabs",
    ),
    pytest.param(  # a tab that controls no panel of the price names nothing
        tab("aria-controls='menu'", "Products")
        + "<article><h3>Basic</h3><p class='price'>$10/mo</p>"
        + "<p class='price yearly' hidden>$96/yr</p></article>",
        ["Basic: $10.00/mo", "Basic (yearly): $96.00/yr"],
        id="unrelated-tab",
    ),
]


@pytest.mark.parametrize(("html", "expected"), CASES)
def test_a_tab_panels_alternative_is_named_by_its_tab(html: str, expected: list[str]) -> None:
    assert table(html) == expected


@pytest.mark.parametrize(
    ("markup", "name"),
    [
        ("Annual", "Annual"),
        ("  Jährlich\n  <span>-15 %</span>", "Jährlich"),
        ("<span>Yearly</span> <em>2 months free</em>", "Yearly"),
        ("<b>12 months</b>", "12 months"),  # no run without a digit: the first run
        ("Yearly \u2013 save 20%", "Yearly"),
        ("שנתי &ndash; חודשיים מתנה", "שנתי"),
        ("(Annual)", "(Annual)"),
        ("", None),
    ],
)
def test_a_tabs_name_leaves_its_badge_out(markup: str, name: str | None) -> None:
    node = LexborHTMLParser(f"<button role='tab'>{markup}</button>").css_first("button")
    assert node is not None
    assert tab_name(node) == name


def term(value: str, price: str, shown: bool) -> str:
    hidden = "" if shown else " style='display:none'"
    return f"<div class='price' data-term='{value}'{hidden}>{price}</div>"


@pytest.mark.parametrize(
    ("controls", "expected"),
    [
        pytest.param(
            "<button data-term='12'>12 months</button><button data-term='36'>36 months</button>",
            "Basic (12 months): $3.99/mo",
            id="a-button-with-the-same-data-value",
        ),
        pytest.param(
            "<label><input type='radio' name='t'> 12 Monate</label>"
            "<button value='12'>12 Monate</button>",
            "Basic (12 Monate): $3.99/mo",
            id="a-button-with-that-value",
        ),
        pytest.param(
            "<button data-term='24'>24 months</button>",
            "Basic (12): $3.99/mo",
            id="no-control-for-the-number-keeps-it",
        ),
    ],
)
def test_a_variant_named_by_a_number_takes_its_controls_words(controls: str, expected: str) -> None:
    html = (
        f"<main>{controls}<article><h3>Basic</h3>"
        + term("36", "$2.99/mo", shown=True)
        + term("12", "$3.99/mo", shown=False)
        + "</article></main>"
    )
    assert table(html) == ["Basic: $2.99/mo", expected]


def docusaurus(tabs: list[str], panels: str) -> str:
    items = "".join(f"<li role='tab' class='tabs__item'>{name}</li>" for name in tabs)
    return (
        f"<div class='tabs-container'><ul role='tablist' class='tabs'>{items}</ul>"
        f"<div class='margin-top--md'>{panels}</div></div>"
    )


def bare_panel(price: str, hidden: bool = False) -> str:
    return panel("role='tabpanel'" + (" hidden" if hidden else ""), price)


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        pytest.param(
            docusaurus(["Mensual", "Anual"], bare_panel("12 €") + bare_panel("120 €", True)),
            ["Basic: €12.00/mo", "Basic (Anual): €120.00/yr"],
            id="docusaurus-tab-at-the-panels-place",
        ),
        pytest.param(
            "<section><div role='tablist'><button role='tab'>Monatlich</button>"
            "<button role='tab'>Quartal</button><button role='tab'>Jährlich</button></div>"
            + bare_panel("10 €")
            + bare_panel("28 €", True)
            + bare_panel("100 €", True)
            + "</section>",
            ["Basic: €10.00/mo", "Basic (Quartal): €28.00/qtr", "Basic (Jährlich): €100.00/yr"],
            id="panels-beside-their-list-third-of-three",
        ),
        pytest.param(  # three tabs for two panels: which is which is a guess, so no name
            docusaurus(
                ["Monthly", "Annual", "Lifetime"], bare_panel("$12") + bare_panel("$99", True)
            ),
            ["Basic: $12.00", "Basic (alternative): $99.00"],
            id="as-many-tabs-as-panels-or-none",
        ),
        pytest.param(  # the only tab list is inside a panel: another set's tabs
            "<div class='wrap'>"
            + panel(
                "role='tabpanel'",
                "$12<div role='tablist'><b role='tab'>A</b><b role='tab'>B</b></div>",
            )
            + bare_panel("$99", True)
            + "</div>",
            ["Basic: $12.00", "Basic (alternative): $99.00"],
            id="a-nested-tab-list-names-nothing",
        ),
        pytest.param(  # two tab sets in one container: each set's panels by its own list
            "<section>"
            + docusaurus(["Monthly", "Yearly"], bare_panel("$10") + bare_panel("$100", True))
            .replace("<div class='tabs-container'>", "")
            .replace("</div></div>", "</div>", 1)
            + "<ul role='tablist'><li role='tab'>Europe</li><li role='tab'>United States</li></ul>"
            + "<div>"
            + panel("role='tabpanel'", "€20").replace("Basic", "Support")
            + panel("role='tabpanel' hidden", "$25").replace("Basic", "Support")
            + "</div></section>",
            [
                "Basic: $10.00/mo",
                "Support: €20.00",
                "Basic (Yearly): $100.00/yr",
                "Support (United States): $25.00",
            ],
            id="each-set-by-the-list-before-it",
        ),
        pytest.param(  # the panel's own label comes first
            docusaurus(
                ["Mensal", "Anual"],
                bare_panel("R$ 49")
                + panel("role='tabpanel' aria-label='Plano anual' hidden", "R$ 468"),
            ),
            ["Basic: BRL 49.00/mo", "Basic (Plano anual): BRL 468.00/yr"],
            id="panel-label-before-position",
        ),
    ],
)
def test_a_panel_tied_to_no_tab_is_named_by_the_tab_at_its_place(
    html: str, expected: list[str]
) -> None:
    assert table(html) == expected


def radios(names: list[str], checked: int = 0, prefix: str = "t") -> tuple[str, str]:
    """A CSS-only tab set's radio inputs and their labels."""
    inputs = "".join(
        f"<input type='radio' name='{prefix}' id='{prefix}{i}'{' checked' if i == checked else ''}>"
        for i in range(len(names))
    )
    labels = "".join(f"<label for='{prefix}{i}'>{name}</label>" for i, name in enumerate(names))
    return inputs, labels


def card(price: str, kind: str = "tabbed-block") -> str:
    return f"<div class='{kind}'><h3>Basic</h3><p>{price}</p></div>"


MKDOCS_INPUTS, MKDOCS_LABELS = radios(["Monatlich", "Jährlich <small>-20 %</small>"])
FIRST_INPUTS, FIRST_LABELS = radios(["Mensuel", "Annuel"], checked=1)
TOGGLE_INPUTS, TOGGLE_LABELS = radios(["Monthly", "Yearly"])
THREE_INPUTS, THREE_LABELS = radios(["A", "B", "C"])


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        pytest.param(  # MkDocs Material's "alternate" tabs: labels, then the panels' wrapper
            f"<div class='tabbed-set tabbed-alternate'>{MKDOCS_INPUTS}"
            f"<div class='tabbed-labels'>{MKDOCS_LABELS}</div><div class='tabbed-content'>"
            + card("10 €")
            + card("100 €")
            + "</div></div>",
            ["Basic: €10.00", "Basic (Jährlich): €100.00/yr"],
            id="mkdocs-alternate",
        ),
        pytest.param(  # the second radio checked: the first panel is the hidden one
            f"<div class='tabs'>{FIRST_INPUTS}<div class='labels'>{FIRST_LABELS}</div>"
            "<div class='tab-content'>"
            + card("100 € / an", "pane")
            + card("10 € / mois", "pane")
            + "</div></div>",
            ["Basic: €10.00/mo", "Basic (Mensuel): €100.00/yr"],
            id="checked-second",
        ),
        pytest.param(  # the older markup: each panel after its radio and label
            "<div class='tabbed-set'>"
            "<input type='radio' name='l' id='l1' checked><label for='l1'>Cloud</label>"
            + card("$29", "tabbed-content")
            + "<input type='radio' name='l' id='l2'><label for='l2'>Self-hosted</label>"
            + card("$990", "tabbed-content")
            + "</div>",
            ["Basic: $29.00", "Basic (Self-hosted): $990.00"],
            id="legacy-each-panel-after-its-label",
        ),
        pytest.param(  # a billing toggle's radios beside two plan cards: no panels
            f"<div class='pricing'>{TOGGLE_INPUTS}<div class='switch'>{TOGGLE_LABELS}</div>"
            "<div class='cards'><div class='card'><h3>Basic</h3><p>$10/mo</p></div>"
            "<div class='card'><h3>Team</h3><p>$30/mo</p></div></div></div>",
            ["Basic: $10.00/mo", "Team: $30.00/mo"],
            id="billing-toggle-and-two-cards",
        ),
        pytest.param(  # three radios for two panels: no tab set to read
            f"<div class='tabbed-set'>{THREE_INPUTS}<div class='tabbed-labels'>{THREE_LABELS}</div>"
            "<div class='tabbed-content'>" + card("$10") + card("$12") + "</div></div>",
            ["Basic: $10.00", "Basic: $12.00"],
            id="as-many-radios-as-panels-or-none",
        ),
    ],
)
def test_a_css_radio_tabs_unchecked_panel_is_an_alternative_named_by_its_label(
    html: str, expected: list[str]
) -> None:
    assert table(html) == expected


def _period_tabs(names: tuple[str, str], tie: str, prices: tuple[str, str]) -> str:
    """Two tabs and their panels, the second hidden, tied by ``tie``: the tab's
    ``aria-controls``, the panel's ``aria-labelledby``, or only their order."""
    ties = {
        "controls": ("aria-controls='p{n}'", "id='p{n}'"),
        "labelledby": ("id='t{n}'", "aria-labelledby='t{n}'"),
        "order": ("", ""),
    }[tie]
    tabs = "".join(tab(ties[0].format(n=n), name) for n, name in enumerate(names))
    panels = "".join(
        panel(f"role='tabpanel' {ties[1].format(n=n)}{' hidden' * n}", price)
        for n, price in enumerate(prices)
    )
    return f"<div role='tablist'>{tabs}</div><div>{panels}</div>"


@pytest.mark.parametrize("tie", ["controls", "labelledby", "order"])
@pytest.mark.parametrize(
    ("names", "prices", "expected"),
    [
        # The shown panel's prices, which say no period, take the one its tab names, as the
        # hidden panel's take theirs: before, a change of the period shown read as none.
        (
            ("Monthly", "Yearly"),
            ("$10", "$96"),
            ["Basic: $10.00/mo", "Basic (Yearly): $96.00/yr"],
        ),
        (
            ("Mensuel", "Annuel"),
            ("10 \u20ac", "96 \u20ac"),
            ["Basic: \u20ac10.00/mo", "Basic (Annuel): \u20ac96.00/yr"],
        ),
        (
            ("J\u00e4hrlich", "Monatlich"),
            ("96 \u20ac", "10 \u20ac"),
            ["Basic: \u20ac96.00/yr", "Basic (Monatlich): \u20ac10.00/mo"],
        ),
        (
            ("\u6708\u984d", "\u5e74\u984d"),
            ("1,000\u5186", "10,000\u5186"),
            ["Basic: \u00a51000.00/mo", "Basic (\u5e74\u984d): \u00a510000.00/yr"],
        ),
        # Near-misses: a price that says its period keeps it; tabs that name no period (or
        # one only) date nothing.
        (
            ("Monthly", "Yearly"),
            ("$96/yr", "$120/yr"),
            ["Basic: $96.00/yr", "Basic (Yearly): $120.00/yr"],
        ),
        (
            ("Europe", "Asia"),
            ("\u20ac10", "\u20ac12"),
            ["Basic: \u20ac10.00", "Basic (Asia): \u20ac12.00"],
        ),
        (("Standard", "Yearly"), ("$10", "$96"), ["Basic: $10.00", "Basic (Yearly): $96.00/yr"]),
    ],
)
def test_a_shown_tab_panels_prices_take_the_period_of_its_tab(
    names: tuple[str, str], prices: tuple[str, str], expected: list[str], tie: str
) -> None:
    assert table(_period_tabs(names, tie, prices)) == expected


def _cards(*priced: tuple[str, str]) -> str:
    return "".join(f"<article><h3>{name}</h3><p>{price}</p></article>" for name, price in priced)


@pytest.mark.parametrize("mode", ["prices", "plans"])
def test_a_price_outside_the_tab_panels_keeps_no_period(mode: Literal["prices", "plans"]) -> None:
    html = (
        "<div role='tablist'>"
        + tab("aria-controls='m'", "Monthly")
        + tab("aria-controls='y'", "Yearly")
        + "</div><div><div role='tabpanel' id='m'>"
        + _cards(("Basic", "$10"), ("Team", "$20"))
        + "</div><div role='tabpanel' id='y' hidden>"
        + _cards(("Basic", "$96"), ("Team", "$192"))
        + "</div></div><section><h2>Add-ons</h2><p>Extra seat $5</p></section>"
    )
    snapshot = extract(html.encode(), "text/html; charset=utf-8", Rules(extract=mode))
    dated = {"Basic": "month", "Team": "month", "Basic (Yearly)": "year", "Team (Yearly)": "year"}
    assert {record.label: record.period for record in snapshot.prices} == (
        {**dated, "Add-ons": None}
    )
    if mode == "plans":
        assert {r.label: r.period for plan in snapshot.plans for r in plan.prices} == dated


def _bootstrap(names: tuple[str, str], prices: tuple[str, str], active: str = " active") -> str:
    """Bootstrap's tabs: the second pane not ``active``, which only its linked stylesheet
    hides."""
    tabs = "".join(
        f"<li class='nav-item'><button class='nav-link' data-bs-toggle='tab' role='tab'"
        f" data-bs-target='#p{n}' aria-controls='p{n}'>{name}</button></li>"
        for n, name in enumerate(names)
    )
    panes = "".join(
        f"<div class='tab-pane fade{' show' + active if n == 0 else ''}' id='p{n}'>"
        f"<article><h3>Basic</h3><p>{price}</p></article></div>"
        for n, price in enumerate(prices)
    )
    return f"<ul class='nav nav-tabs'>{tabs}</ul><div class='tab-content'>{panes}</div>"


def _aria_selected(names: tuple[str, str], prices: tuple[str, str]) -> str:
    """ARIA tabs whose second panel only its tab's ``aria-selected="false"`` says is hidden
    (Webflow's ``w-tab-pane``, a stylesheet it links hides it)."""
    tabs = "".join(
        tab(f"aria-controls='p{n}' aria-selected='{str(n == 0).lower()}'", name)
        for n, name in enumerate(names)
    )
    return tabs + "".join(
        panel(f"role='tabpanel' id='p{n}'", price) for n, price in enumerate(prices)
    )


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # A pane its class or its tab says is not shown is the shown one's alternative, named
        # and dated by its tab: read as shown, its yearly price was one more of the plan's.
        (
            _bootstrap(
                ("Mensual", "Anual <span class='badge'>-20%</span>"), ("9 \u20ac", "90 \u20ac")
            ),
            ["Basic: \u20ac9.00/mo", "Basic (Anual): \u20ac90.00/yr"],
        ),
        (
            _bootstrap(("Monthly", "Yearly"), ("$9", "$90")).replace(" role='tab'", ""),
            ["Basic: $9.00", "Basic (alternative): $90.00"],
        ),
        (
            _aria_selected(("Monatlich", "J\u00e4hrlich"), ("10 \u20ac", "100 \u20ac")),
            ["Basic: \u20ac10.00/mo", "Basic (J\u00e4hrlich): \u20ac100.00/yr"],
        ),
        (
            _aria_selected(("Mensuel", "Annuel"), ("10 \u20ac", "100 \u20ac")),
            ["Basic: \u20ac10.00/mo", "Basic (Annuel): \u20ac100.00/yr"],
        ),
        # Near-misses: a set that says no pane is shown is read as it is, both panes shown.
        (
            _bootstrap(("Monthly", "Yearly"), ("$9", "$90"), active=""),
            ["Basic: $9.00", "Basic: $90.00"],
        ),
        (
            _aria_selected(("Monthly", "Yearly"), ("$9", "$90")).replace(
                " aria-selected='true'", ""
            ),
            ["Basic: $9.00", "Basic: $90.00"],
        ),
    ],
)
def test_a_tab_pane_not_selected_is_hidden_in_prices_mode(html: str, expected: list[str]) -> None:
    assert table(html) == expected


def test_a_tab_pane_not_selected_keeps_its_words_in_text_mode() -> None:
    html = _bootstrap(("Monthly", "Yearly"), ("$9", "$90 for up to 5 Macs"))
    text = extract(html.encode(), "text/html; charset=utf-8", Rules(extract="text")).text
    assert "up to 5 Macs" in text
