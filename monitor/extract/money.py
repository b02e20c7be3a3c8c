"""Prices in text: finding them, and reading their amount and currency.

Pure functions. The amount's decimal and thousands separators are read by ``price-parser``
(``1.099,00 €``, ``$1,099.00``, ``CHF 1'099.00``); this module finds where a price is and
names its currency from the table in ``monitor.extract.currencies``. The words around a
price (its period, its availability) are ``monitor.extract.phrases``'s, reached from here too.
"""

import bisect
import itertools
import re
from decimal import Decimal
from typing import NamedTuple

from price_parser import Price

from monitor.extract import currencies
from monitor.extract.phrases import CONTACT_SALES as CONTACT_SALES
from monitor.extract.phrases import alternation
from monitor.extract.phrases import availability_by_line as availability_by_line
from monitor.extract.phrases import availability_in as availability_in
from monitor.extract.phrases import period_after as period_after
from monitor.extract.phrases import period_before as period_before
from monitor.extract.phrases import period_from_words as period_from_words
from monitor.extract.phrases import period_in as period_in

_LETTER = r"[^\W\d_]"


def _currency_pattern() -> str:
    """Every spelling of every currency, longest first (``CA$`` before ``A$``, ``SGD$`` before
    ``SGD``); one that begins with a letter does not continue a word (``CA$`` is not ``A$``),
    and one that ends with a letter is not continued by one (``kr`` is not ``krona``). A
    lookahead for the characters a currency can start with comes first: most of a page's
    characters then fail one set test instead of entering the pattern."""
    spellings = currencies.SPELLINGS
    worded = [written for written in spellings if written[0].isalpha()]
    signs = [written for written in spellings if not written[0].isalpha()]
    first = "".join(sorted({written[0] for written in spellings}))
    end = f"(?!{_LETTER})"
    return (
        f"(?=[{re.escape(first)}])(?:(?<!{_LETTER})"
        f"{alternation(worded, lower=False, end=end)}|{alternation(signs, lower=False, end=end)})"
    )


# Grouped thousands (1,099 / 1.099 / 1 099 / 1'099) with decimals, or plain digits with up
# to four decimals (cloud prices per hour: 0.0072), or only decimals (.75); "19,-" and Swiss
# "49.-" (a dash or an en dash) are whole amounts. Before a currency: not after a letter (the
# 4 of "IPv4" is no amount), a plain space groups thousands (1 099,00 kr) and a decimal part
# may follow a space (1.837, 32 €). After one, a plain space groups thousands only with
# decimals (€1 298,00): after "$19", " 100 GB" is another number.
_WHOLE = r"[.,][-\u2013]"
_SEPARATORS = ",.'\u2019\u00a0\u202f"


def _number(groups: str, before: bool) -> str:
    if before:
        start, decimals, spaced = r"(?<![\d.,A-Za-z])", r"(?:[.,]\d{1,4}|, \d\d(?!\d))?", ""
    else:
        start, decimals = r"(?<![\d.,])", r"(?:[.,]\d{1,4})?"
        spaced = rf"\d{{1,3}}(?: \d{{3}}){{1,4}}(?:[.,]\d\d|{_WHOLE})(?!\d)|"
    return (
        rf"{start}(?:{spaced}\d{{1,3}}(?:[{groups}]\d{{3}}){{1,4}}{decimals}(?!\d)"
        r"|\d{1,2}(?:,\d\d){1,4},\d{3}(?:\.\d{1,2})?(?!\d)"  # Indian grouping: 1,09,999
        r"|\d{1,12}(?:[.,]\d{1,4})?"
        rf"|[.,]\d{{1,2}}(?!\d))(?:{_WHOLE})?"
    )


_CURRENCY_TOKEN = re.compile(_currency_pattern())
_AMOUNT_AFTER = re.compile(rf"(?: ?:)? ?({_number(_SEPARATORS, before=False)})")  # US$:12.99
_AMOUNT_BEFORE = re.compile(rf"({_number(_SEPARATORS + ' ', before=True)})\s?$")
_CODE_AFTER = re.compile(rf" ?([A-Z]{{3}})(?!{_LETTER})")  # $1,190.00 AUD
# What "written as money" means for a currency that is also a word (TRY, PHP, R): two
# decimals, a thousands group, or three digits ("PHP 8.2" and "R2" are no prices).
_MONEY_LIKE = re.compile(r"[.,]\d\d(?!\d)|\d[.,'\u00a0\u202f ]\d{3}|\d{3}")
_LONGEST_WRITTEN = 48  # characters an amount and its space can take before a currency

_SYMBOL_FIRST = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "$": "$", "¥": "¥"}
_PERIOD_SUFFIX = {
    "month": "/mo",
    "year": "/yr",
    "hour": "/h",
    "day": "/day",
    "week": "/wk",
    "quarter": "/qtr",
    "once": " one-time",
}


class Money(NamedTuple):
    amount: Decimal
    currency: str
    """An ISO 4217 code, or the sign as written when several currencies write it (``$``)."""
    start: int
    end: int
    """Where the price is in the line it was found in."""


def currency_code(written: str | None) -> str | None:
    """``€`` → ``EUR``, ``usd`` → ``USD``; ambiguous signs (``$``, ``kr``) stay signs, other
    text stays as written."""
    if not written:
        return None
    written = written.strip()
    spelled = currencies.SPELLINGS.get(written) or currencies.SPELLINGS.get(written.upper())
    return spelled.currency if spelled else written


# A page's price table has at most this many prices: a pricing page has tens, a page with
# more is not a price list, and each one costs time and memory.
MAX_PRICES = 1000
_MAX_CURRENCIES = 10 * MAX_PRICES
_PLAIN_NUMBER = re.compile(r"\d+(?:\.\d{1,2})?|0\.\d+")


# No price has more than a trillion in it; longer "amounts" are not prices, and price-parser
# takes quadratic time over a long run of grouped digits.
_LONGEST_AMOUNT = 32
_LARGEST_AMOUNT = Decimal(10) ** 13


def plausible(amount: Decimal) -> bool:
    return amount.is_finite() and 0 <= amount < _LARGEST_AMOUNT


def parse_amount(text: str) -> Decimal | None:
    """The number in ``text`` with its separators read as the locale writes them."""
    if len(text) > _LONGEST_AMOUNT:
        return None
    if _PLAIN_NUMBER.fullmatch(text):  # 19 or 3.79: nothing to read, and most prices
        return Decimal(text)
    digits = re.sub(_WHOLE + "$", "", text).replace("\u2019", "'")  # Swiss: 1\u2019099
    # A leading "0." or "0," is always decimal, though price-parser reads 0.007 as 7.
    hint = digits[1] if re.match(r"0[.,]\d", digits) else None
    amount = Price.fromstring(digits, decimal_separator=hint).amount
    return amount if amount is not None and plausible(amount) else None


def read_price(text: str) -> Money | None:
    """The first price in a short text (``$121.95``), or None."""
    return next(iter(prices_by_line([text]).get(0, [])), None)


def prices_by_line(lines: list[str]) -> dict[int, list[Money]]:
    """The prices of each line that has any, by line number, from one scan of the whole text.

    The scan looks for currencies, then for the amount written just before each (``3,79 €``)
    or else just after it (``$19``), the way the leftmost match would read them; searching
    for amounts everywhere costs far more, most digits on a page being no price.
    """
    text = "\n".join(lines)
    found: dict[int, list[Money]] = {}
    starts = list(itertools.accumulate((len(line) + 1 for line in lines[:-1]), initial=0))
    taken, count = 0, 0  # where the last price ended; prices found
    for seen, token in enumerate(_CURRENCY_TOKEN.finditer(text)):
        if seen == _MAX_CURRENCIES:  # a page of currency signs is no price list
            break
        if token.start() < taken:  # the code after a price: "$1,190.00 AUD"
            continue
        price = _price_at(text, token, taken)
        if price is None:
            continue
        index = bisect.bisect_right(starts, price.start) - 1
        offset = starts[index]
        found.setdefault(index, []).append(
            Money(price.amount, price.currency, price.start - offset, price.end - offset)
        )
        taken, count = price.end, count + 1
        if count == MAX_PRICES:
            break
    return found


def _price_at(text: str, token: re.Match[str], taken: int) -> Money | None:
    """The price around a currency (where it is in all of ``text``), or None: the amount
    written just before it (``49 €``, ``49.- CHF``), else just after it (``$49``)."""
    written = currencies.SPELLINGS[token.group()]
    price = None
    if written.trails:
        before = _amount_before(text, token, taken)
        if before is not None:
            price = _read(text, before.group(1), before.start(1), token.end(), written)
    if price is None and written.leads:
        after = _AMOUNT_AFTER.match(text, token.end())
        if after is not None:
            price = _read(text, after.group(1), token.start(), after.end(), written)
    return price


def _amount_before(text: str, token: re.Match[str], taken: int) -> re.Match[str] | None:
    last = token.start() - 1
    if last > taken and text[last].isspace():
        last -= 1
    if last < taken or not (text[last].isdigit() or text[last] in "-\u2013"):
        return None
    window_start = max(taken, token.start() - _LONGEST_WRITTEN)
    before = _AMOUNT_BEFORE.search(text, window_start, token.start())
    return None if before is None or "\n" in before.group() else before


def _read(
    text: str, number: str, start: int, end: int, written: currencies.Written
) -> Money | None:
    """The price whose amount is written ``number``, with the code that may follow it: a
    code after an ambiguous sign names its currency (``$1,190.00 AUD``)."""
    if written.word and not _MONEY_LIKE.search(number):
        return None
    amount = parse_amount(number)
    if amount is None:
        return None
    currency = written.currency
    code = _CODE_AFTER.match(text, end)
    if code and (code.group(1) == currency or code.group(1) in currencies.candidates(currency)):
        currency, end = code.group(1), code.end()
    return Money(amount, currency, start, end)


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
        shown = f"{number} {currency or ''}".rstrip()
    return shown + _PERIOD_SUFFIX.get(period or "", "")
