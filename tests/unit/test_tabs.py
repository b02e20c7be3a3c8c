"""An alternative in a hidden tab panel is named by its tab, in the page's own words; each
case is a small page of tabs and panels tied together by ARIA in one of the ways pages do."""

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
