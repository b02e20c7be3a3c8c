"""Prices in text: finding them, and reading their amount and currency.

Pure functions. The amount's decimal and thousands separators are read by ``price-parser``
(``1.099,00 €``, ``$1,099.00``, ``CHF 1'099.00``); this module finds where a price is and
names its currency from the table in ``monitor.extract.currencies``. The words around a
price (its period, its availability) are ``monitor.extract.phrases``'s, reached from here too.
"""

import bisect
import collections
import itertools
import re
from collections.abc import Iterator
from decimal import Decimal
from typing import NamedTuple

from price_parser import Price

from monitor.extract import currencies
from monitor.extract.phrases import CONTACT_SALES as CONTACT_SALES
from monitor.extract.phrases import alternation
from monitor.extract.phrases import availability_by_line as availability_by_line
from monitor.extract.phrases import availability_in as availability_in
from monitor.extract.phrases import free_allowance as free_allowance
from monitor.extract.phrases import mentions_free as mentions_free
from monitor.extract.phrases import per_count as per_count
from monitor.extract.phrases import period_after as period_after
from monitor.extract.phrases import period_before as period_before
from monitor.extract.phrases import period_from_words as period_from_words
from monitor.extract.phrases import period_in as period_in

_LETTER = r"[^\W\d_]"


def _first_letter(char: str) -> str:
    """A spelling's first character; a letter must not continue a word (``CA$`` is not
    ``A$``), which is looked at once the letter matched: a lookbehind first would have the
    scan enter the pattern at every character of the page, where a character first lets it
    skip in one set test to the next one a currency can start with."""
    return (
        rf"{re.escape(char)}(?<!{_LETTER}{re.escape(char)})" if char.isalpha() else re.escape(char)
    )


# Spellings that start with a lower-case letter and come only after an amount (99 pln, 49 lei,
# 990 rub. in Cyrillic) are looked for after a digit: letters are most of a page, digits few.
_TRAILING = [
    written
    for written, spelled in currencies.SPELLINGS.items()
    if written[0].islower() and (not spelled.leads or written.upper() in currencies.BY_CODE)
]
_END = f"(?!{_LETTER})"  # a spelling that ends in a letter: "kr" is not "krona"
_CURRENCY_TOKEN = re.compile(
    alternation(
        (written for written in currencies.SPELLINGS if written not in _TRAILING),
        lower=False,
        end=_END,
        first=_first_letter,
    )
)
_LONGEST_TRAILING = 3 + max(map(len, _TRAILING))  # a digit, a space, the spelling
_TRAILING_TOKEN = re.compile(  # the lookahead fails at once after most digits: a digit
    rf"[\d\-\u2013](?=[ \u00a0\u202f]?[{''.join(sorted({w[0] for w in _TRAILING}))}])"
    rf"[ \u00a0\u202f]?({alternation(_TRAILING, lower=False, end=_END)})"
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
        r"|0[.,]\d{5,12}(?!\d)"  # a usage rate: $0.0000166667 per GB-second
        r"|\d{1,2}(?:,\d\d){1,4},\d{3}(?:\.\d{1,2})?(?!\d)"  # Indian grouping: 1,09,999
        r"|\d{1,12}(?:[.,]\d{1,4})?"
        rf"|[.,]\d{{1,2}}(?!\d))(?:{_WHOLE})?"
    )


_AMOUNT_AFTER = re.compile(rf"(?: ?:)? ?({_number(_SEPARATORS, before=False)})")  # US$:12.99
_AMOUNT_BEFORE = re.compile(rf"({_number(_SEPARATORS + ' ', before=True)})\s?$")
_CODE_AFTER = re.compile(rf" ?([A-Z]{{3}})(?!{_LETTER})")  # $1,190.00 AUD
_CODE_STARTS = frozenset(" ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_SPELLINGS = currencies.SPELLINGS
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
    if _OTHER_DIGIT.search(text):  # a regex search is 20 times faster than a translate
        text = text.translate(_ASCII_DIGITS)
    found: dict[int, list[Money]] = {}
    starts = list(itertools.accumulate((len(line) + 1 for line in lines[:-1]), initial=0))
    taken, count = 0, 0  # where the last price ended; prices found
    for seen, token in enumerate(_tokens(text)):
        if seen == _MAX_CURRENCIES:  # a page of currency signs is no price list
            break
        if _token_start(token) < taken:  # the code after a price: "$5 AUD"
            continue
        price = _price_at(text, token, taken)
        if price is None:
            continue
        amount, currency, start, end = price
        index = bisect.bisect_right(starts, start) - 1
        offset = starts[index]
        found.setdefault(index, []).append(Money(amount, currency, start - offset, end - offset))
        taken, count = end, count + 1
        if count == MAX_PRICES:
            break
    return found


def _ascii_digits() -> dict[int, str]:
    """Digits and separators as other scripts write them, one character for one (so that a
    price's place in the text stays where it was): full-width digits and comma (U+FF10-FF19,
    U+FF0C), Arabic-Indic digits with their decimal and thousands signs (U+0660-0669, U+066B,
    U+066C), Persian, Devanagari and Bengali digits."""
    table = {0xFF0C: ",", 0xFF0E: ".", 0x066B: ".", 0x066C: ",", 0xFF07: "'"}
    for zero in (0xFF10, 0x0660, 0x06F0, 0x0966, 0x09E6):
        table |= {zero + digit: str(digit) for digit in range(10)}
    return table


_ASCII_DIGITS = _ascii_digits()
_OTHER_DIGIT = re.compile("[" + "".join(map(chr, _ASCII_DIGITS)) + "]")


def _token_start(token: re.Match[str]) -> int:
    return token.start(token.lastindex or 0)


_CHUNK = 4096  # characters of text scanned at a time for spellings that follow a digit


def _tokens(text: str) -> Iterator[re.Match[str]]:
    """Every currency in ``text``, in order. In a long text the scan for the spellings that
    follow a digit keeps only a chunk ahead of the other, so that it reads no further than
    the prices are read (a page's first thousand)."""
    if len(text) > _CHUNK:
        return _chunked_tokens(text)
    trailing = list(_TRAILING_TOKEN.finditer(text))
    if not trailing:  # most texts
        return _CURRENCY_TOKEN.finditer(text)
    return iter(sorted([*_CURRENCY_TOKEN.finditer(text), *trailing], key=_token_start))


def _chunked_tokens(text: str) -> Iterator[re.Match[str]]:
    scanned = 0
    waiting: collections.deque[re.Match[str]] = collections.deque()
    for token in _CURRENCY_TOKEN.finditer(text):
        while scanned <= token.start():
            waiting += _trailing(text, scanned)
            scanned += _CHUNK
        while waiting and _token_start(waiting[0]) < token.start():
            yield waiting.popleft()
        yield token
    yield from waiting
    while scanned < len(text):
        yield from _trailing(text, scanned)
        scanned += _CHUNK


def _trailing(text: str, start: int) -> list[re.Match[str]]:
    """The spellings after a digit whose digit is in the chunk at ``start`` (a match may end
    beyond it; one that starts in the chunk before was that chunk's)."""
    end = start + _CHUNK
    return [
        match
        for match in _TRAILING_TOKEN.finditer(text, start, end + _LONGEST_TRAILING)
        if match.start() < end
    ]


_Price = tuple[Decimal, str, int, int]  # amount, currency, start, end


def _price_at(text: str, token: re.Match[str], taken: int) -> _Price | None:
    """The price around a currency (where it is in all of ``text``), or None: the amount
    written just before it (``49 €``, ``49.- CHF``), else just after it (``$49``)."""
    group = token.lastindex or 0  # the currency, without the digit before it
    written = _SPELLINGS[token.group(group)]
    start, end = token.span(group)
    price = None
    last = start - 1
    if last > taken and text[last].isspace():
        last -= 1
    # A digit or a dash just before: the only case worth a search backwards.
    if written.trails and last >= taken and (text[last].isdigit() or text[last] in "-\u2013"):
        before = _AMOUNT_BEFORE.search(text, max(taken, start - _LONGEST_WRITTEN), start)
        if before is not None and "\n" not in before.group():
            price = _read(text, before.group(1), before.start(1), end, written)
    if price is None and written.leads:
        after = _AMOUNT_AFTER.match(text, end)
        if after is not None:
            price = _read(text, after.group(1), start, after.end(), written)
            price = _multiplied(text, price) if price is not None else None
    return price


# A multiple written after an amount its sign leads: $4k, Rp49rb, Rp 1,5 juta, € 2,5 Mio.
_MULTIPLES = {"k": 1000, "rb": 1000, "ribu": 1000, "tsd": 1000, "jt": 10**6, "juta": 10**6,
              "mio": 10**6, "million": 10**6, "triệu": 10**6}  # fmt: skip
_MULTIPLE = re.compile(
    rf" ?({'|'.join(sorted(_MULTIPLES, key=len, reverse=True))})\.?(?!{_LETTER})", re.IGNORECASE
)


def _multiplied(text: str, price: _Price) -> _Price:
    amount, currency, start, end = price
    multiple = _MULTIPLE.match(text, end)
    if multiple is None:
        return price
    scaled = amount * _MULTIPLES[multiple.group(1).lower()]
    return (scaled, currency, start, multiple.end()) if plausible(scaled) else price


def _read(
    text: str, number: str, start: int, end: int, written: currencies.Written
) -> _Price | None:
    """The price whose amount is written ``number``, with the code that may follow it: a
    code after an ambiguous sign names its currency (``$1,190.00 AUD``)."""
    if written.word and not _MONEY_LIKE.search(number):
        return None
    amount = parse_amount(number)
    if amount is None:
        return None
    currency = written.currency
    code = _CODE_AFTER.match(text, end) if text[end : end + 1] in _CODE_STARTS else None
    if code and (code.group(1) == currency or code.group(1) in currencies.candidates(currency)):
        currency, end = code.group(1), code.end()
    return amount, currency, start, end


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
