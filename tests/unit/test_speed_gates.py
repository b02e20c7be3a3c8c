"""The cheap tests that let a step of reading prices pass most lines or pages at once say
what the step itself would: nothing where they pass."""

import pytest

from monitor.extract import instalments, money, prices


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        ("ou 10x de R$ 129,99", True),
        ("9 taksit \u00d7 \u20ba2.055", True),  # a phrase with the sign in it, after a digit
        ("10\u00d7 R$ 12,99", True),  # the sign alone
        ("\u6708\u3005550\u5186\u00d736\u56de", True),  # a count after the amount
        ("CX0 | 1 vCPU | \u20ac3.79/mo", False),  # an "x" after a letter
        ("taksit \u00d7 \u20ba2.055", False),  # no count before the words
        ("$9/mo", False),
    ],
)
def test_instalments_mentioned(text: str, offered: bool) -> None:
    assert instalments.mentioned([text]) is offered
    assert instalments._after_digit("9 x", 2)
    assert not instalments._after_digit(" x", 1)


def _found(texts: list[str]) -> dict[int, list[money.Money]]:
    return money.prices_by_line(texts)


def test_list_items_stop_at_a_bare_price() -> None:
    texts = ["$39/mo", "Theme pack $4.99", "Icon pack $2.99"]
    assert prices._list_items([0, 1, 2], texts, _found(texts)) is None


def test_list_items_of_a_price_list() -> None:
    texts = ["Theme pack $4.99", "Icon pack $2.99", "Sound pack $1.99"]
    items = prices._list_items([0, 1, 2], texts, _found(texts))
    assert items == {0: "Theme pack", 1: "Icon pack", 2: "Sound pack"}
