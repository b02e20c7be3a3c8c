"""Declarative shadow DOM is read as a browser renders it."""

import pytest

from monitor.extract import Rules, extract
from monitor.extract.shadow_roots import opened


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            '<x-card><template shadowrootmode="open"><p>$29</p></template></x-card>',
            "<x-card><div data-shadow-root><p>$29</p></div></x-card>",
        ),
        (  # the older attribute, in capitals, and a closed root
            "<x-card><TEMPLATE ShadowRoot=closed><p>$29</p></TEMPLATE></x-card>",
            "<x-card><div data-shadow-root><p>$29</p></div></x-card>",
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
