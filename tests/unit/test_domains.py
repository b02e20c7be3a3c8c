"""Domain names and extensions that start a line or a cell (``monitor.extract.domains``)."""

import pytest

from monitor.extract import domains


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("sakura-kissa.com \u53d6\u5f97\u53ef\u80fd 1\u5186", "sakura-kissa.com"),
        ("sakura.com\u53d6\u5f97\u53ef\u80fd", "sakura.com"),  # a state the markup runs in
        ("example.co.uk \u2013 \u00a32.99", "example.co.uk"),
        ("example.shop: \u20ac2.99", "example.shop"),
        ("kaffee-m\u00fcller.de verf\u00fcgbar", "kaffee-m\u00fcller.de"),
        ("пример.рф 200 ₽", "пример.рф"),
        ("Node.js hosting $5/mo", ""),  # a product's name in capitals
        ("v2.0 release", ""),
        ("e.g. a domain", ""),
        ("example.com/pricing $5", ""),  # an address, not a name
        ("Results for example", ""),
        (".com $10.44 first year, renews at $20.44", ".com"),
        (".co.uk £5.99/yr", ".co.uk"),
        (".5 GB extra $2", ""),
    ],
)
def test_a_lines_leading_domain_name(text: str, name: str) -> None:
    assert domains.leading(text) == name


@pytest.mark.parametrize(
    ("cell", "expected"),
    [
        (".com", True),
        (".co.jp", True),
        (".com Sale", True),
        (".\u0440\u0444", True),
        ("Price", False),
        (".5 GB", False),
        ("com", False),
    ],
)
def test_a_cell_headed_by_an_extension(cell: str, expected: bool) -> None:
    assert domains.extension(cell) is expected
