"""Declarative shadow DOM is read as a browser renders it."""

import pytest

from monitor.extract import Rules, extract, page
from monitor.extract.shadow_roots import opened


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            '<x-card><template shadowrootmode="open"><p>$29</p></template></x-card>',
            "<x-card><div data-shadow-root><p>$29</p></div></x-card>",
        ),
        (  # the draft's attribute, in capitals, and a closed root: marked as the draft's
            "<x-card><TEMPLATE ShadowRoot=closed><p>$29</p></TEMPLATE></x-card>",
            '<x-card><div data-shadow-root="draft"><p>$29</p></div></x-card>',
        ),
        (  # a plain template inside a root stays one, and so does its closing tag
            '<x-a><template shadowrootmode="open"><template><b>1</b></template>'
            "<p>2</p></template></x-a>",
            "<x-a><div data-shadow-root><template><b>1</b></template><p>2</p></div></x-a>",
        ),
        (  # a root inside a plain template is opened, the template kept
            '<template><x-a><template shadowrootmode="open">3</template></x-a></template>',
            "<template><x-a><div data-shadow-root>3</div></x-a></template>",
        ),
        ("<template><p>$19 for members</p></template> shadowroot", None),  # no root's
        ("<p>no templates</p>", None),
    ],
)
def test_a_shadow_roots_template_is_opened(text: str, expected: str | None) -> None:
    assert opened(text) == (text if expected is None else expected)


def test_cards_in_shadow_roots_are_read() -> None:
    card = '<plan-card><template shadowrootmode="open"><h3>{}</h3><p>{}</p></template></plan-card>'
    page = (
        '<html lang="en"><body><main><h1>Pricing</h1>'
        + card.format("Pro", "$29/mo")
        + card.format("Max", "$59/mo")
        + "</main></body></html>"
    )
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    assert [(r.label, str(r.amount), r.period) for r in found] == [
        ("Pro", "29", "month"),
        ("Max", "59", "month"),
    ]


def test_many_roots_are_opened_in_linear_time() -> None:
    root = '<x-a><template shadowrootmode="open"><p>$1</p></template></x-a>'
    text = root * 50_000
    assert opened(text).count("<div data-shadow-root>") == 5_000  # the first _MAX_TAGS tags


def composed(html: str) -> str:
    """The body as a browser composes it: each shadow root's slots filled."""
    body = page.parse(html).body
    assert body is not None
    inner = "".join(child.html or "" for child in body.iter(include_text=True))
    return inner.replace('data-shadow-root=""', "data-shadow-root")


_ROOT = '<x-card><template shadowrootmode="open">{root}</template>{light}</x-card>'


@pytest.mark.parametrize(
    ("root", "light", "expected"),
    [
        (  # a named slot takes the child that names it, the unnamed one the rest
            '<h3><slot name="name"></slot></h3><div class="price"><slot></slot></div>',
            '<b slot="name">Pro</b><span>29 €</span>',
            '<h3><b>Pro</b></h3><div class="price"><span>29 €</span></div>',
        ),
        (  # the root's heading around a slotted heading: one heading, not two
            '<h3 part="name"><slot name="name"></slot></h3>',
            '<h3 slot="name">Pro</h3>',
            '<h3 part="name">Pro</h3>',
        ),
        (  # a slot nothing is assigned to shows its fallback content
            '<p><slot name="note">Cancel anytime</slot></p>',
            "",
            "<p>Cancel anytime</p>",
        ),
        (  # a text fallback beside a root without slots is not shown: the root is
            "<span>29 €</span>",
            "29 €",
            "<span>29 €</span>",
        ),
        (  # a child naming a slot the root does not have is not shown
            "<p><slot></slot></p>",
            '<i slot="old-price">39 €</i><b>29 €</b>',
            "<p><b>29 €</b></p>",
        ),
        (  # of two slots of one name, the first takes the children, the second shows its own
            '<p><slot name="a"></slot></p><p><slot name="a">x</slot></p>',
            '<b slot="a">1</b>',
            "<p><b>1</b></p><p>x</p>",
        ),
    ],
)
def test_a_hosts_children_fill_its_roots_slots(root: str, light: str, expected: str) -> None:
    html = _ROOT.format(root=root, light=light)
    assert composed(html) == f"<x-card><div data-shadow-root>{expected}</div></x-card>"


@pytest.mark.parametrize(
    "html",
    [
        # An inert template is a script's prototype: its slots and the host's children stay.
        '<x-card><template id="t"><slot name="a"></slot></template><b slot="a">1</b></x-card>',
        # A host without a root shows its children where they are.
        '<x-card><h3 slot="name">Pro</h3><span>29 €</span></x-card>',
    ],
)
def test_slots_outside_a_shadow_root_are_left_as_written(html: str) -> None:
    assert composed(html) == html


def test_nested_roots_fill_their_own_slots() -> None:
    html = (
        '<x-plan><template shadowrootmode="open"><h3><slot name="n"></slot></h3>'
        '<x-price><template shadowrootmode="open"><em><slot></slot></em></template>'
        "<slot name=p></slot></x-price></template>"
        '<span slot="n">Team</span><span slot="p">49 €</span></x-plan>'
    )
    assert composed(html) == (
        "<x-plan><div data-shadow-root><h3><span>Team</span></h3>"
        "<x-price><div data-shadow-root><em><span>49 €</span></em></div>"
        "</x-price></div></x-plan>"
    )


SLOTTED_CARD = (
    '<plan-card><template shadowrootmode="open"><header><h3><slot name="name"></slot></h3>'
    '</header><div class="amount"><slot name="price"></slot></div><slot name="period"></slot>'
    '<ul><slot></slot></ul></template><h3 slot="name">{name}</h3>'
    '<span slot="price"><x-price><template shadowrootmode="open">{price}</template>{price}'
    '</x-price></span><span slot="period">{period}</span><li>{feature}</li></plan-card>'
)


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        (  # Italian: a name and a price from the host's children, in the card's heading
            [
                ("Base", "19,00 €", "al mese", "1 utente"),
                ("Team", "49,00 €", "al mese", "5 utenti"),
            ],
            [("Base", "19.00", "month"), ("Team", "49.00", "month")],
        ),
        (  # German, the period in a slot too
            [("Start", "9 €", "pro Monat", "1 Nutzer"), ("Plus", "29 €", "pro Jahr", "5 Nutzer")],
            [("Start", "9", "month"), ("Plus", "29", "year")],
        ),
    ],
)
def test_slotted_cards_read_as_shown_each_price_once(
    cards: list[tuple[str, str, str, str]], expected: list[tuple[str, str, str]]
) -> None:
    html = (
        '<html><body><main><h1>Prezzi</h1><section class="plans">'
        + "".join(SLOTTED_CARD.format(name=n, price=p, period=t, feature=f) for n, p, t, f in cards)
        + "</section><section><h2>Confronto</h2><table><tr><th></th>"
        + "".join(f"<th>{n}</th>" for n, *_ in cards)
        + "</tr><tr><td>Utenti</td>"
        + "".join(f"<td>{f}</td>" for *_, f in cards)
        + "</tr></table></section></main></body></html>"
    )
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert [(r.label, str(r.amount), r.period) for r in found] == expected
    plans = extract(html.encode(), "text/html", Rules(extract="plans")).plans
    assert [(plan.name, [str(r.amount) for r in plan.prices]) for plan in plans] == [
        (name, [amount]) for name, amount, _ in expected
    ]


@pytest.mark.parametrize("mode", ["prices", "plans"])
def test_a_root_by_the_drafts_attribute_leaves_its_hosts_children_shown(mode: str) -> None:
    """Browsers no longer compose a ``shadowroot`` template (only ``shadowrootmode``): its
    host's own children show, as a polyfill leaves them."""
    html = (
        '<html><body><main><h2>Pro</h2><div class=card><template shadowroot="open">'
        "<style>p{color:red}</style></template><p>$29/mo</p></div></main></body></html>"
    )
    found = extract(html.encode(), "text/html", Rules(extract=mode)).prices  # type: ignore[arg-type]
    assert [str(record.amount) for record in found] == ["29"]
