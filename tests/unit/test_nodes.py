"""Single elements as a reader meets them: their text, and the walk through wrappers."""

from __future__ import annotations

import pytest
from selectolax.lexbor import LexborHTMLParser

from monitor.extract import nodes


@pytest.mark.parametrize(
    ("html", "levels", "expected"),
    [
        ("<div id=a><div><p id=p>Pro</p></div></div>", 4, "p"),
        ("<div id=a><!--[--><div>\n <p id=p>Pro</p> </div><!--]--></div>", 4, "p"),
        ("<div id=a><div id=b><p>Pro</p> <p>$9</p></div></div>", 4, "b"),
        ("<div id=a><div id=b><p id=p>Pro</p></div> trial</div>", 4, "a"),
        ("<div id=a><div id=b><div id=c><p id=p>Pro</p></div></div></div>", 2, "c"),
        ("<div id=a>Pro <b id=b>Popular</b></div>", 4, "a"),
    ],
)
def test_innermost_looks_through_wrappers_that_hold_nothing_beside(
    html: str, levels: int, expected: str
) -> None:
    tree = LexborHTMLParser(html)
    start = tree.css_first("#a")
    assert start is not None
    assert nodes.innermost(start, levels).attributes.get("id") == expected


@pytest.mark.parametrize(
    ("html", "levels", "expected"),
    [
        ("<ul><li id=w><div><span id=s>$9</span></div></li><li>x</li></ul>", 4, ("w", 2)),
        ("<ul><li id=w><div id=d><span id=s>$9</span> /mo</div></li></ul>", 4, ("s", 0)),
        ("<ul><li id=w><div id=d><span id=s>$9</span></div></li></ul>", 1, ("d", 1)),
        ("<div id=d><span id=s>$9</span></div>", 4, ("d", 1)),
        ("<span id=s>$9</span>", 4, ("s", 0)),
    ],
)
def test_outermost_climbs_wrappers_below_the_body(
    html: str, levels: int, expected: tuple[str, int]
) -> None:
    tree = LexborHTMLParser(html)
    start = tree.css_first("#s")
    assert start is not None
    wrapper, depth = nodes.outermost(start, levels)
    assert (wrapper.attributes.get("id"), depth) == expected


@pytest.mark.parametrize(
    ("html", "separator", "expected"),
    [
        ("<p id=a>Pro\n   <b>$9</b>\u00a0/mo</p>", "", "Pro $9 /mo"),
        ("<div id=a><div>Prezzo</div><div>150 \u20ac</div></div>", "", "Prezzo150 \u20ac"),
        ("<div id=a><div>Prezzo</div><div>150 \u20ac</div></div>", " ", "Prezzo 150 \u20ac"),
    ],
)
def test_read_is_the_text_as_a_reader_reads_it(html: str, separator: str, expected: str) -> None:
    node = LexborHTMLParser(html).css_first("#a")
    assert node is not None
    assert nodes.read(node, separator) == expected
