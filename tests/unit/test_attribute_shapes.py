"""``_attribute_shapes`` finds the same shapes as the one pattern it replaced."""

import random
import re

from monitor.extract import _attribute_shapes

# The pattern tried at each "=" of a page before: the groups it finds are the shapes.
_SHAPES = re.compile(
    r"=(?:(?P<grid>(?<=role=)[\"']?(?:table|grid)[\"'\s>])"
    r"|(?P<state>(?<=props=)|[\"'](?:\{|\[\{?)(?:&quot;|&#34;|\"|\s)"
    r"|(?:(?<=x-data=)|(?<=v-scope=))[\"'][A-Za-z_$][\w$.]{0,60}\(\s*[\[{])"
    r"|(?P<price>(?<=data-price=)|(?<=name=)[\"']?(?:price|amount|a3)[\"'\s>])"
    r"|(?P<heading>(?<=role=)[\"']?heading[\"'\s>]))"
)

_PIECES = (
    *("role=", "props=", "x-data=", "v-scope=", "data-price=", "name=", "role", "data-price"),
    *("=", '"', "'", "{", "[", "&quot;", "&#34;", " ", "\u2003", ">", "(", ".", "_", "\n"),
    *("table", "grid", "heading", "price", "amount", "a3", "foo", "x"),
)


def _expected(text: str) -> set[str]:
    return {found.lastgroup or "" for found in _SHAPES.finditer(text)}


def test_the_same_shapes_as_the_pattern() -> None:
    chosen = random.Random(7)
    for _ in range(20000):
        text = "".join(chosen.choice(_PIECES) for _ in range(chosen.randint(1, 12)))
        assert _attribute_shapes(text) == _expected(text), text


def test_each_shape() -> None:
    assert _attribute_shapes('<div role="table">') == {"grid"}
    assert _attribute_shapes("<h2 role='heading' aria-level=2>") == {"heading"}
    assert _attribute_shapes('<x-card props="a">') == {"state"}
    assert _attribute_shapes('<div data-x="{&quot;a&quot;:1}">') == {"state"}
    assert _attribute_shapes('<div x-data="pricing({ a: 1 })">') == {"state"}
    assert _attribute_shapes('<input name="price">') == {"price"}
    assert _attribute_shapes("<b data-price=9>") == {"price"}
    assert _attribute_shapes('<b data-price="{&quot;a&quot;:1}">') == {"state"}
    assert _attribute_shapes('<div class="a" id=b>') == set()
