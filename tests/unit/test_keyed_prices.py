"""A switcher's prices kept by variant in a script's data (``keyed_prices``): each variant the
page does not show is a record of the shown price it stands for."""

import html
import json
from decimal import Decimal
from typing import Any

import pytest

from monitor.extract import Rules, extract, keyed_prices, money
from monitor.extract.prices import PriceRecord


def _shown(*records: tuple[str, str, str | None]) -> list[PriceRecord]:
    return [
        PriceRecord(label=label, amount=Decimal(amount), currency="EUR", period=period)
        for label, amount, period in records
    ]


LOCATIONS = {
    "amsterdam": {"naam": "Amsterdam", "prijzen": {"dagpas": 2750, "flexplek": 19500}},
    "rotterdam": {"naam": "Rotterdam", "prijzen": {"dagpas": 2250, "flexplek": 16500}},
}
SHOWN = _shown(("Dagpas", "27.50", "day"), ("Flexplek", "195", "month"))


@pytest.mark.parametrize(
    ("documents", "shown", "expected"),
    [
        # Locations in cents, each under a key of its own: the shown one by its amounts.
        (
            [{"locations": LOCATIONS}],
            SHOWN,
            [("Dagpas (rotterdam)", "22.5", "EUR"), ("Flexplek (rotterdam)", "165", "EUR")],
        ),
        # Regions as written, named, with their currency; the amounts the object's own.
        (
            [
                {
                    "de": {"name": "Deutschland", "currency": "eur", "start": 9, "team": 29},
                    "ch": {"name": "Schweiz", "currency": "chf", "start": 10, "team": 32},
                    "uk": {"name": "UK", "currency": "gbp", "start": 8, "team": 25},
                }
            ],
            _shown(("Start", "9", "month"), ("Team", "29", "month")),
            [
                ("Start (Schweiz)", "10", "CHF"),
                ("Team (Schweiz)", "32", "CHF"),
                ("Start (UK)", "8", "GBP"),
                ("Team (UK)", "25", "GBP"),
            ],
        ),
        # Plans keyed by their names, their periods the keys: no variants of a switcher.
        (
            [{"starter": {"monthly": 29, "yearly": 290}, "pro": {"monthly": 79, "yearly": 790}}],
            _shown(("Starter", "29", "month"), ("Starter", "290", "year")),
            [],
        ),
        (
            [{"Starter": {"month": 29, "year": 290}, "Pro": {"month": 79, "year": 790}}],
            _shown(("Starter", "29", "month"), ("Pro (annual)", "790", "year")),
            [],
        ),
        # One amount alike is chance; coordinates and counts are no shown prices.
        (
            [{"a": {"x": 2750, "y": 3}, "b": {"x": 2250, "y": 4}}],
            SHOWN,
            [],
        ),
        (
            [{"amsterdam": {"lat": 52.37, "lng": 4.89}, "utrecht": {"lat": 52.09, "lng": 5.12}}],
            SHOWN,
            [],
        ),
        # A toggle's table by period is no switcher's: the period reader reads it.
        (
            [{"monthly": {"hobby": 12, "pro": 29}, "annually": {"hobby": 115, "pro": 278}}],
            _shown(("Hobby", "12", "month"), ("Pro", "29", "month")),
            [],
        ),
        # A table of one variant has nothing beside what the page shows.
        ([{"amsterdam": LOCATIONS["amsterdam"]}], SHOWN, []),
        # Minor units are whole: 2750.5 hundredths is no price of 27.505.
        (
            [{"a": {"p": {"x": 2750.5, "y": 19500.5}}, "b": {"p": {"x": 1, "y": 2}}}],
            SHOWN,
            [],
        ),
    ],
)
def test_a_switchers_variants_are_the_shown_prices_records(
    documents: list[Any], shown: list[PriceRecord], expected: list[tuple[str, str, str]]
) -> None:
    found = keyed_prices.alternatives(documents, shown)
    read = [(r.label, format(r.amount.normalize(), "f"), r.currency) for r in found if r.amount]
    assert read == expected


def _stimulus_page(lang: str, names: tuple[str, str], prices: dict[str, Any]) -> bytes:
    value = html.escape(json.dumps(prices), quote=True)
    first, second = names
    return (
        f'<html lang="{lang}"><body><main><h1>{first}</h1>'
        f'<section data-controller="pricing" data-pricing-prices-value="{value}">'
        f'<div><h3>{second}</h3><p><span data-pricing-target="day">27,50 €</span></p></div>'
        '<div><h3>Flex</h3><p><span data-pricing-target="flex">195 €</span> / mois</p></div>'
        "</section></main></body></html>"
    ).encode()


@pytest.mark.parametrize(
    ("lang", "names"),
    [("fr", ("Nos espaces", "Pass journée")), ("de", ("Unsere Standorte", "Tagespass"))],
)
def test_a_price_changed_in_a_location_not_shown_is_a_change(
    lang: str, names: tuple[str, str]
) -> None:
    def digest(lyon: int) -> str:
        prices = {
            "paris": {"tarifs": {"day": 2750, "flex": 19500}},
            "lyon": {"tarifs": {"day": 2250, "flex": lyon}},
        }
        page = _stimulus_page(lang, names, prices)
        return extract(page, "text/html", Rules(extract="prices")).digest

    assert digest(16500) != digest(17500)
    assert digest(16500) == digest(16500)


def test_a_switchers_records_stop_at_what_a_snapshot_keeps() -> None:
    # A location per key, thousands of them: each a record, but no more than a snapshot keeps.
    places = {
        f"city{n}": {"prijzen": {"dagpas": 2750 + n, "flexplek": 19500}} for n in range(2_000)
    }
    found = keyed_prices.alternatives([places], SHOWN)
    assert len(found) == money.MAX_PRICES
