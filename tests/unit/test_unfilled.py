"""A billing provider's placeholders: a zero the server wrote where Paddle.js writes the
visitor's price is no price; a default price written there is one."""

from typing import Literal

import pytest

from monitor import errors
from monitor.extract import Rules, extract

FREE = '<div class="plan"><h3>Free</h3><p>$0 forever</p></div>'


def _prices(
    html: str, mode: Literal["prices", "plans"] = "prices"
) -> list[tuple[str, str, str | None]]:
    found = extract(html.encode(), "text/html; charset=utf-8", Rules(extract=mode))
    return [(r.label, str(r.amount), r.period) for r in found.prices]


def _card(name: str, attribute: str, written: str) -> str:
    price = f'<span {attribute}="pri_01h">{written}</span>'
    return f'<div class="plan"><h3>{name}</h3><p>{price} / month</p></div>'


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        # Zeros the script replaces: only the plan priced in the markup itself is read.
        (
            [
                _card("Starter", "data-paddle-price-id", "$0.00"),
                _card("Pro", "data-paddle-price-id", "$0.00"),
                FREE,
            ],
            [("Free", "0", None)],
        ),
        (
            [
                _card("Basis", "data-paddle-price", "0,00 €"),
                _card("Pro", "data-paddle-price", "19 €"),
            ],
            [("Pro", "19", "month")],
        ),
        # A default price the server wrote is the page's price without its script.
        (
            [
                _card("Persönlich", "data-paddle-price-id", "4,99 €"),
                _card("Team", "data-paddle-price-id", "8,99 €"),
            ],
            [("Persönlich", "4.99", "month"), ("Team", "8.99", "month")],
        ),
        # A zero outside a provider's hook is a free plan.
        (
            [_card("Free", "data-plan", "$0"), _card("Pro", "data-plan", "$9")],
            [("Free", "0", "month"), ("Pro", "9", "month")],
        ),
    ],
)
def test_a_providers_zero_placeholder_is_no_price(
    cards: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    html = "<html><body><h1>Pricing</h1>" + "".join(cards) + "</body></html>"
    assert _prices(html) == expected
    assert _prices(html, "plans") == expected


def test_a_page_of_placeholders_alone_is_a_clear_failure() -> None:
    card = _card("Pro", "data-paddle-price-id", "$0.00")
    with pytest.raises(errors.NoPrices):
        _prices(f"<html><body><h1>Pricing</h1>{card}</body></html>")
