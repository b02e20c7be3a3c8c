"""A page's state read by its keys' words, as the last resort of ``prices`` mode."""

import json
from decimal import Decimal
from typing import Any

import pytest

from monitor import errors
from monitor.extract import PriceRecord, Rules, extract, structured, worded_keys

STARTER, TEAM = "Starter", "Team"


def record(
    label: str, amount: str, currency: str | None = None, period: str | None = None
) -> PriceRecord:
    return PriceRecord(label=label, amount=Decimal(amount), currency=currency, period=period)


@pytest.mark.parametrize(
    ("state", "expected"),
    [
        # a currency's code in the key
        (
            {"plans": [{"name": STARTER, "priceUSD": 12}, {"name": TEAM, "priceUSD": 29}]},
            [record(STARTER, "12", "USD"), record(TEAM, "29", "USD")],
        ),
        # a period and a code under a price's key
        (
            {"tiers": [{"title": STARTER, "cost": {"monthlyUsd": 12}}]},
            [record(STARTER, "12", "USD", "month")],
        ),
        # cents, in snake case
        (
            {"plans": [{"name": STARTER, "monthly_price_cents": 1200, "currency": "eur"}]},
            [record(STARTER, "12.00", "EUR", "month")],
        ),
        # an amount written as people read it
        ({"plans": [{"label": TEAM, "price_eur": "29,00"}]}, [record(TEAM, "29.00", "EUR")]),
        # periods as keys under a price's key, the currency the object's
        (
            {"plans": [{"name": TEAM, "pricing": {"month": 29, "year": 290}, "currency": "USD"}]},
            [record(TEAM, "29", "USD", "month"), record(TEAM, "290", "USD", "year")],
        ),
        # codes as keys under a period's adverb
        (
            {"packages": [{"heading": TEAM, "monthly": {"usd": 29, "eur": 27}}]},
            [record(TEAM, "29", "USD", "month"), record(TEAM, "27", "EUR", "month")],
        ),
        # a name under a key of its words, the price an object with its value
        (
            {"items": [{"productName": "Mug", "unitPrice": {"value": 12.99, "currency": "EUR"}}]},
            [record("Mug", "12.99", "EUR")],
        ),
        # a price word beside words of its own
        (
            {"models": [{"name": "fast-1", "inputPricePerMillion": "0.15"}]},
            [record("fast-1", "0.15")],
        ),
        # what is added or taken off is no offer, nor what such a key holds
        (
            {
                "product": {
                    "name": "Mug",
                    "shippingCost": 4.9,
                    "taxAmount": 2,
                    "discount": {"price": 3},
                    "priceId": "price_1",
                    "pricingVersion": 3,
                    "priceCurrency": "EUR",
                }
            },
            [],
        ),
        # a filter's bounds, a loan's sum, a fund's goal, a connector alone
        ({"filter": {"label": "Price", "priceFrom": 0, "priceTo": 500}}, []),
        ({"fund": {"title": "Save the park", "goalAmount": 50000, "raisedAmount": 123}}, []),
        ({"form": {"title": "Loan calculator", "loanAmount": 10000}}, []),
        ({"plan": {"title": "Plan", "price": {"a": 1}}}, []),
        # a count, a trial's length, a limit: no price's words
        ({"plans": [{"name": TEAM, "seats": 5, "months": 3, "storageGb": 100}]}, []),
        # an amount without a name has no label to be read by
        ({"priceUSD": 12}, []),
        # no amount: a price's key holding words
        ({"plans": [{"name": TEAM, "priceLabel": "Contact us"}]}, []),
    ],
)
def test_keys_words_say_what_an_amount_is(state: Any, expected: list[PriceRecord]) -> None:
    assert worded_keys.prices([structured.load_json(json.dumps(state))]) == expected


def page(state: Any, shown: str = "") -> bytes:
    return (
        "<html><body><h1>Pricing</h1><div id=root>" + shown + "</div>"
        "<script>window.__STATE__ = " + json.dumps(state) + ";</script></body></html>"
    ).encode()


STATE = {"tiers": [{"title": STARTER, "cost": {"monthlyUsd": 12}}]}


def test_a_page_that_shows_no_price_is_read_by_its_state_keys() -> None:
    snapshot = extract(page(STATE), "text/html", Rules(extract="prices"))
    assert snapshot.prices == (record(STARTER, "12", "USD", "month"),)


def test_a_page_that_shows_a_price_is_not_read_by_them() -> None:
    shown = "<h2>Basic</h2><p>$5/mo</p>"
    snapshot = extract(page(STATE, shown), "text/html", Rules(extract="prices"))
    assert [price.label for price in snapshot.prices] == ["Basic"]


def test_only_prices_mode_reads_them() -> None:
    snapshot = extract(page(STATE), "text/html", Rules(extract="text"))
    assert snapshot.prices == ()


def test_a_state_of_no_worded_price_still_fails() -> None:
    with pytest.raises(errors.NoPrices):
        extract(page({"plans": [{"name": TEAM, "seats": 5}]}), "text/html", Rules(extract="prices"))


def test_documents_of_any_shape_are_read_or_skipped() -> None:
    documents: list[Any] = [
        "text",
        None,
        12,
        [1, "a", None],
        {"1": {"2": []}},
        {"name": "x", "price": []},
    ]
    assert worded_keys.prices([*documents, {"name": TEAM, "priceEur": 5}]) == [
        record(TEAM, "5", "EUR")
    ]


def test_a_huge_state_is_walked_within_its_bounds() -> None:
    state = {"items": [{"name": f"item {n}", "priceUsd": n} for n in range(50_000)]}
    found = worded_keys.prices([state])
    assert 0 < len(found) <= 1000
