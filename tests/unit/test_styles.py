"""Which CSS hides an element: declarations, media queries and a page's rules, by table."""

import pytest

from monitor.extract.styles import (
    MAX_SELECTORS,
    display_rules,
    hides,
    may_hide,
    media_applies,
    shows,
    specificity,
    style_effect,
    turned_selectors,
)


@pytest.mark.parametrize(
    ("declarations", "hidden"),
    [
        ({"display": "none"}, True),
        ({"display": "block"}, False),
        ({"visibility": "hidden"}, True),
        ({"visibility": "collapse"}, True),
        ({"font-size": "0"}, True),
        ({"font-size": "0px"}, True),
        ({"font-size": "0.0em"}, True),
        ({"font-size": "12px"}, False),
        ({"opacity": "0"}, True),
        ({"opacity": "0.5"}, False),
        ({"color": "transparent"}, True),
        ({"transform": "scale(0)"}, True),
        ({"position": "absolute", "left": "-9999px"}, True),
        ({"position": "fixed", "top": "-10000px"}, True),
        ({"position": "relative", "left": "-9999px"}, False),
        ({"position": "absolute", "left": "-20px"}, False),
        ({"text-indent": "-9999px"}, True),
        ({"clip": "rect(0, 0, 0, 0)"}, True),
        ({"clip-path": "inset(50%)"}, True),
        ({"width": "1px", "height": "1px", "overflow": "hidden"}, True),
        ({"width": "1px", "height": "40px", "overflow": "hidden"}, False),
        ({"width": "0", "height": "0"}, False),  # its overflow still shows
        ({}, False),
    ],
)
def test_declarations_that_hide(declarations: dict[str, str], hidden: bool) -> None:
    assert hides(declarations) is hidden


@pytest.mark.parametrize(
    ("declarations", "shown"),
    [
        ({"display": "flex"}, True),
        ({"display": "inline-block"}, True),
        ({"visibility": "visible"}, True),
        ({"display": "none"}, False),
        ({"color": "red"}, False),
    ],
)
def test_declarations_that_show(declarations: dict[str, str], shown: bool) -> None:
    assert shows(declarations) is shown


@pytest.mark.parametrize(
    ("query", "applies"),
    [
        ("screen", True),
        ("all", True),
        ("only screen and (min-width: 768px)", True),
        ("(min-width: 1440px)", False),
        ("(max-width: 600px)", False),
        ("(max-width: 1920px)", True),
        ("(min-width: 48em)", True),
        ("print", False),
        ("not screen", False),
        ("(prefers-color-scheme: dark)", False),
        ("print, (min-width: 640px)", True),
        ("", False),
    ],
)
def test_media_queries_on_a_desktop_screen(query: str, applies: bool) -> None:
    assert media_applies(query) is applies


def test_a_page_rules_in_the_order_they_apply() -> None:
    sheet = (
        "/* a comment */ .hidden{display:none} .card{padding:4px}"
        " .a, .b:hover, .c::after, .d {visibility: hidden !important}"
        " @media (min-width: 768px) { .md\\:block { display: block } }"
        " @media (max-width: 640px) { .phone-only { display: none } }"
        " @supports (display: grid) { .e { display: none } }"
        " .broken { display: none"
    )
    # In the cascade's order: of equal specificity as written, "!important" last (it wins).
    assert display_rules([sheet]) == [
        (".hidden", True),
        (".md\\:block", False),
        (".broken", True),
        (".a", True),
        (".d", True),
    ]


@pytest.mark.parametrize(
    ("sheet", "last"),
    [
        # A theme shows the sale price with a more specific rule written before the one that
        # hides it by default (Shopify's Dawn): the more specific wins wherever it stands.
        (".price--on-sale .price__sale{display:initial}.price__sale{display:none}",
         (".price--on-sale .price__sale", False)),
        (".price__sale{display:none}.price--on-sale .price__sale{display:flex}",
         (".price--on-sale .price__sale", False)),
        # An id outweighs any number of classes; a class an element's tag.
        ("#plans .yearly{display:block}.card .plan .yearly{display:none}",
         ("#plans .yearly", False)),
        ("div.hide{display:none}.hide{display:block}", ("div.hide", True)),
        # An attribute or a pseudo-class weighs as a class.
        (".slide[aria-hidden=true]{visibility:hidden}.slide{visibility:visible}",
         (".slide[aria-hidden=true]", True)),
        # "!important" outweighs specificity.
        (".hidden{display:none!important}#main .card .hidden{display:block}",
         (".hidden", True)),
        # Of equal weight, the later rule wins, as before.
        (".a{display:none}.a{display:block}", (".a", False)),
        (".md\\:hidden{display:none}.block{display:block}", (".block", False)),
    ],
)  # fmt: skip
def test_the_rule_that_wins_applies_last(sheet: str, last: tuple[str, bool]) -> None:
    assert display_rules([sheet])[-1] == last


@pytest.mark.parametrize(
    ("selector", "weight"),
    [
        (".price__sale", (0, 1, 0)),
        (".price--on-sale .price__sale", (0, 2, 0)),
        ("#plans li.yearly", (1, 1, 1)),
        ("[data-state=inactive] > div", (0, 1, 1)),
        ('[data-x="a.b#c"]', (0, 1, 0)),
        (".md\\:block", (0, 1, 0)),
        ("ul li:first-child", (0, 1, 2)),
        ("*", (0, 0, 0)),
        # :where() weighs nothing; a pseudo-class's argument that is no selector is no type.
        (":where(#plans .yearly) .price", (0, 1, 0)),
        ("p:lang(en)", (0, 1, 1)),
        ("li:nth-child(2n+1)", (0, 1, 1)),
        (".plan:has(.badge)", (0, 2, 0)),
    ],
)
def test_a_selectors_specificity(selector: str, weight: tuple[int, int, int]) -> None:
    assert specificity(selector) == weight


@pytest.mark.parametrize(
    ("sheet", "rules"),
    [
        # CSS-only tabs: a panel shows when its radio button is checked, which on load is
        # where the markup says so; the other panels stay hidden (alternatives of it).
        (
            ".panel{display:none} #tab-a:checked ~ .panel--a, #tab-b:checked~.panel--b"
            "{display:block}",
            [
                (".panel", True),
                ("#tab-a[checked] ~ .panel--a", False),
                ("#tab-b[checked]~.panel--b", False),
            ],
        ),
        (".tab input:checked + label{display:none}", [(".tab input[checked] + label", True)]),
        # A hover or a link's target is no state of the page on load.
        (".sub{display:none} .menu:hover .sub{display:block}", [(".sub", True)]),
        (".x{display:none} .x:target{display:block}", [(".x", True)]),
    ],
)
def test_a_checked_input_is_the_state_a_page_loads_in(
    sheet: str, rules: list[tuple[str, bool]]
) -> None:
    assert display_rules([sheet]) == rules


@pytest.mark.parametrize(
    ("sheet", "turned"),
    [
        (
            ".y{display:none} #yr:checked ~ .plans .y, #yr:checked~.plans .m{display:inline}",
            ["#yr ~ .plans .y", "#yr~.plans .m"],
        ),
        (".sw:checked + div .a{display:none} .sw:checked + div .b{color:red}", [".sw + div .a"]),
        # No control's state: nothing takes turns.
        (".y{display:none} .plans:hover .y{display:inline}", []),
    ],
)
def test_what_a_checked_control_shows_or_hides_takes_turns(sheet: str, turned: list[str]) -> None:
    assert turned_selectors([sheet]) == turned


def test_a_megabyte_of_rules_is_read_only_so_far() -> None:
    sheet = "".join(f".r{n}{{display:none}}" for n in range(100_000))
    assert len(display_rules([sheet])) == MAX_SELECTORS


@pytest.mark.parametrize(
    ("style", "effect"),
    [
        ("display:none", True),
        ("DISPLAY: NONE", True),
        ("color: red; display: block", False),
        ("color: red", None),
        ("display: none; display: block", False),
        ("}{;;", None),
    ],
)
def test_an_inline_style(style: str, effect: bool | None) -> None:
    assert style_effect(style) is effect


@pytest.mark.parametrize(
    ("page", "hides"),
    [
        ("<style>.q7x{display:none}</style><p>x</p>", True),
        ("<STYLE>.Q{Display : None}</STYLE>", True),
        ('<p style="left:-9999px">x</p>', True),
        ("<p style = 'opacity:0'>x</p>", True),
        ("<p style=visibility:hidden>x</p>", True),
        ('<p style="color:red">x</p><style>.a{color:blue}</style>', False),
        # what a script or the copy says is no declaration of the page's
        ("<script>el.style.display = 'none'</script><p>Our style: display none</p>", False),
        ('<p data-style="display:none">x</p>', True),  # a longer name: read, to be safe
        ("<style>.a{color:red}", False),  # never closed: the rest of the page is its content
        ('<p style="display:none', True),
        ("<p>style=</p>", False),
    ],
)
def test_a_page_may_hide_only_by_its_styles(page: str, hides: bool) -> None:
    assert may_hide(page) is hides
