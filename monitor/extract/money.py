"""Prices in text: finding them, reading their amount, currency, period and availability.

Pure functions. The amount's decimal and thousands separators are read by ``price-parser``
(``1.099,00 €``, ``$1,099.00``, ``CHF 1'099.00``); this module finds where a price is, names
its currency and reads the words around it.
"""

import re
from dataclasses import dataclass
from decimal import Decimal

from price_parser import Price

# Currency as written → ISO 4217 where the sign is unambiguous; ``$`` and ``kr`` stay signs.
_CURRENCY_SIGNS = {
    "€": "EUR",
    "£": "GBP",
    "¥": "JPY",
    "₹": "INR",
    "₩": "KRW",
    "₽": "RUB",
    "₺": "TRY",
    "zł": "PLN",
    "Kč": "CZK",
    "Ft": "HUF",
    "US$": "USD",
    "R$": "BRL",
    "C$": "CAD",
    "A$": "AUD",
    "HK$": "HKD",
    "S$": "SGD",
    "Fr.": "CHF",
}
_CODES = "CHF|EUR|USD|GBP|JPY|SEK|NOK|DKK|PLN|CZK|AUD|CAD|INR|BRL|CNY|HUF|NZD|SGD|HKD|MXN|ZAR"
_SIGNS = r"US\$|R\$|C\$|A\$|HK\$|S\$|\$|€|£|¥|₹|₩|₽|₺|zł|Kč|Ft|kr|Fr\."
_CURRENCY = rf"(?<![A-Za-z])(?:{_CODES})(?![A-Za-z])|(?:{_SIGNS})(?![A-Za-z])"
# Grouped thousands (1,099 / 1.099 / 1 099 / 1'099) with decimals, or plain digits with up
# to four decimals (cloud prices per hour: 0.0072); "19,-" is a whole amount.
_NUMBER = (
    r"(?<![\d.,])(?:\d{1,3}(?:[,. '\u2019\u00a0\u202f]\d{3})+(?:[.,]\d{1,4})?(?!\d)"
    r"|\d+(?:[.,]\d{1,4})?)(?:,-)?"
)
PRICE = re.compile(
    rf"(?P<before>{_CURRENCY})\s?(?P<amount>{_NUMBER})"
    rf"|(?P<amount2>{_NUMBER})\s?(?P<after>{_CURRENCY})"
)

_PER = r"^\s*(?:/|per|pro|par|al|a|an|every)?\s*(?:(?:user|seat|member)\s*/?\s*)?"
_PERIODS = tuple(
    (re.compile(_PER + rf"(?:{words})\b", re.I), period)
    for words, period in (
        (r"mo|mon|months?|monat|mois|mes|mese", "month"),
        (r"yr|years?|annum|jahr|année|an|año|anno", "year"),
        (r"hr|hours?|h|std|stunde", "hour"),
        (r"days?|tag", "day"),
        (r"wk|weeks?|woche", "week"),
    )
)
_LINE_PERIODS = (
    (re.compile(r"\b(?:monthly|per month|a month|billed monthly)\b", re.I), "month"),
    (re.compile(r"\b(?:yearly|annually|per year|a year|billed annually)\b", re.I), "year"),
    (re.compile(r"\b(?:hourly|per hour)\b", re.I), "hour"),
)
_AVAILABILITY = (
    (re.compile(r"\bsold out\b", re.I), "SoldOut"),
    (re.compile(r"\bout of stock\b|\bunavailable\b", re.I), "OutOfStock"),
    (re.compile(r"\bpre-?order\b|\bcoming soon\b", re.I), "PreOrder"),
    (re.compile(r"\bdiscontinued\b", re.I), "Discontinued"),
)
CONTACT_SALES = re.compile(
    r"\bcontact (?:sales|us)\b|\bcustom (?:pricing|quote)\b|\b(?:get|request) a quote\b"
    r"|\blet'?s talk\b|\bon request\b",
    re.I,
)
_PERIOD_SUFFIX = {"month": "/mo", "year": "/yr", "hour": "/h", "day": "/day", "week": "/wk"}
_SYMBOL_FIRST = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "$": "$"}


@dataclass(frozen=True, slots=True)
class Money:
    amount: Decimal
    currency: str | None
    end: int
    """Where the price ends in the text it was found in."""


def currency_code(written: str | None) -> str | None:
    """``€`` → ``EUR``; ISO codes stay; ambiguous signs (``$``, ``kr``) are kept as written."""
    if not written:
        return None
    written = written.strip()
    if written in _CURRENCY_SIGNS:
        return _CURRENCY_SIGNS[written]
    return written.upper() if re.fullmatch(_CODES, written, re.I) else written


def parse_amount(text: str) -> Decimal | None:
    """The number in ``text`` with its separators read as the locale writes them."""
    digits = text.replace(",-", "")
    # A leading "0." or "0," is always decimal, though price-parser reads 0.007 as 7.
    hint = digits[1] if re.match(r"0[.,]\d", digits) else None
    amount = Price.fromstring(digits, decimal_separator=hint).amount
    if amount is None or not amount.is_finite():
        return None
    return amount


def find_prices(line: str) -> list[Money]:
    """Every price in a line of visible text, in order."""
    found = []
    for match in PRICE.finditer(line):
        amount = parse_amount(match["amount"] or match["amount2"])
        if amount is not None:
            found.append(
                Money(amount, currency_code(match["before"] or match["after"]), match.end())
            )
    return found


def period_after(text: str) -> str | None:
    """The billing period written right after a price (``/mo``, ``per user/month``)."""
    for pattern, period in _PERIODS:
        if pattern.match(text):
            return period
    return None


def period_in(text: str) -> str | None:
    """A billing period named anywhere in ``text`` (``billed annually``)."""
    for pattern, period in _LINE_PERIODS:
        if pattern.search(text):
            return period
    return None


def period_from_words(value: object) -> str | None:
    """A period given as data (``"month"``, ``"P1M"``, ``"MON"``, ``"annual"``)."""
    text = str(value or "").strip().lower()
    for prefix, period in (
        ("p1m", "month"),
        ("mon", "month"),
        ("p1y", "year"),
        ("ann", "year"),
        ("year", "year"),
        ("yr", "year"),
        ("p1d", "day"),
        ("day", "day"),
        ("hour", "hour"),
        ("hr", "hour"),
        ("p1w", "week"),
        ("week", "week"),
    ):
        if text.startswith(prefix):
            return period
    return None


def availability_in(text: str) -> str | None:
    for pattern, state in _AVAILABILITY:
        if pattern.search(text):
            return state
    return None


def schema_availability(value: object) -> str | None:
    """``https://schema.org/InStock`` → ``InStock``."""
    text = str(value or "").strip()
    return text.rstrip("/").rsplit("/", 1)[-1] or None


def format_price(amount: Decimal | None, currency: str | None, period: str | None) -> str:
    """``$19.00/mo``, ``CHF 1099.00``, ``1099.00 kr``, or ``contact sales``."""
    if amount is None:
        return "contact sales"
    number = (
        f"{amount:.2f}" if amount == amount.quantize(Decimal("0.01")) else f"{amount.normalize():f}"
    )
    if currency in _SYMBOL_FIRST:
        shown = f"{_SYMBOL_FIRST[currency]}{number}"
    elif currency and len(currency) == 3 and currency.isupper():
        shown = f"{currency} {number}"
    else:
        shown = f"{number} {currency}".rstrip()
    return shown + _PERIOD_SUFFIX.get(period or "", "")
