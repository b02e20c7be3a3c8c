"""Price parsing as tables: what a price looks like in each locale, and what it means."""

from decimal import Decimal

import pytest

from monitor.extract.money import (
    Money,
    format_price,
    period_after,
    period_from_words,
    prices_by_line,
    schema_availability,
)


def find_prices(line: str) -> list[Money]:
    """Every price in one line of visible text, in order."""
    return prices_by_line([line]).get(0, [])


@pytest.mark.parametrize(
    ("text", "amount", "currency"),
    [
        ("$1,099.00", "1099.00", "$"),
        ("1.099,00 €", "1099.00", "EUR"),
        ("3,79 €", "3.79", "EUR"),
        ("CHF 1'099.00", "1099.00", "CHF"),
        ("CHF 1\u2019099.00", "1099.00", "CHF"),
        ("1 099,00 kr", "1099.00", "kr"),
        ("1\u00a0099,00\u00a0kr", "1099.00", "kr"),
        ("¥1200", "1200", "¥"),  # Japan's and China's: the page's context says which
        ("¥1,200", "1200", "¥"),
        ("3,980円", "3980", "JPY"),
        ("£4.99", "4.99", "GBP"),
        ("US$5", "5", "USD"),
        ("R$ 29,90", "29.90", "BRL"),
        ("12,50 zł", "12.50", "PLN"),
        ("€0.0072", "0.0072", "EUR"),
        ("$0.007", "0.007", "$"),
        ("19,- EUR", "19", "EUR"),
        ("EUR 19", "19", "EUR"),
        ("€ 4.90", "4.90", "EUR"),
        ("1.500 €", "1500", "EUR"),
        ("$12,345,678.90", "12345678.90", "$"),
    ],
)
def test_a_price_in_any_locale_reads_as_one_amount(text: str, amount: str, currency: str) -> None:
    [found] = find_prices(text)
    assert (found.amount, found.currency) == (Decimal(amount), currency)


@pytest.mark.parametrize(
    "text",
    [
        "Up to 5 users and 10 GB",
        "Version 2.5 released 2026-01-05",
        "Call 0800 123 456",
        "SKUs 1,099 left",
        "krona",
        "USDT",
        "",
    ],
)
def test_numbers_without_a_currency_are_not_prices(text: str) -> None:
    assert find_prices(text) == []


def test_every_price_in_a_line_is_found_in_order() -> None:
    found = find_prices("CX22 | 2 vCPU | €0.0060/h | €3.79/mo | was $5")
    assert [(m.amount, m.currency) for m in found] == [
        (Decimal("0.0060"), "EUR"),
        (Decimal("3.79"), "EUR"),
        (Decimal("5"), "$"),
    ]


@pytest.mark.parametrize(
    ("after", "period"),
    [
        ("/mo", "month"),
        (" / month", "month"),
        (" per month", "month"),
        (" per user/month", "month"),
        ("/user/mo", "month"),
        (" pro Monat", "month"),
        (" par mois", "month"),
        ("/yr", "year"),
        (" per year", "year"),
        (" / Jahr", "year"),
        ("/h", "hour"),
        (" per hour", "hour"),
        ("/day", "day"),
        ("/week", "week"),
        (" one-time", "once"),
        (" monthly limit", None),
        ("", None),
        (" and more", None),
    ],
)
def test_the_period_written_after_a_price(after: str, period: str | None) -> None:
    assert period_after(after) == period


@pytest.mark.parametrize(
    ("value", "period"),
    [
        ("month", "month"),
        ("MONTHLY", "month"),
        ("P1M", "month"),
        ("annual", "year"),
        ("year", "year"),
        ("P1Y", "year"),
        ("hour", "hour"),
        ("", None),
        (None, None),
        ("lifetime", None),
    ],
)
def test_a_period_given_as_data(value: object, period: str | None) -> None:
    assert period_from_words(value) == period


@pytest.mark.parametrize(
    ("value", "state"),
    [
        ("https://schema.org/InStock", "InStock"),
        ("http://schema.org/OutOfStock/", "OutOfStock"),
        ("SoldOut", "SoldOut"),
    ],
)
def test_schema_org_availability_is_its_last_path_part(value: str, state: str) -> None:
    assert schema_availability(value) == state


@pytest.mark.parametrize(
    ("amount", "currency", "period", "shown"),
    [
        ("19", "$", "month", "$19.00/mo"),
        ("3.79", "EUR", "month", "€3.79/mo"),
        ("0.0072", "EUR", "hour", "€0.0072/h"),
        ("1099.00", "CHF", "year", "CHF 1099.00/yr"),
        ("1099.00", "kr", None, "1099.00 kr"),
        ("5", None, None, "5.00"),
        (None, None, None, "contact sales"),
    ],
)
def test_prices_are_shown_the_way_people_write_them(
    amount: str | None, currency: str | None, period: str | None, shown: str
) -> None:
    value = Decimal(amount) if amount is not None else None
    assert format_price(value, currency, period) == shown
