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
import unicodedata
from collections.abc import Callable, Iterator
from decimal import Decimal
from typing import NamedTuple

from price_parser.parser import extract_price_text, parse_number

from monitor.extract import clues, currencies, language, words, writing
from monitor.extract.phrases import CONTACT_SALES as CONTACT_SALES
from monitor.extract.phrases import TAX, alternation, lower
from monitor.extract.phrases import alternatives_between as alternatives_between
from monitor.extract.phrases import approximated as approximated
from monitor.extract.phrases import availability_by_line as availability_by_line
from monitor.extract.phrases import availability_in as availability_in
from monitor.extract.phrases import availability_phrase as availability_phrase
from monitor.extract.phrases import billed_in as billed_in
from monitor.extract.phrases import caps_cover as caps_cover
from monitor.extract.phrases import contract_term as contract_term
from monitor.extract.phrases import counted as counted
from monitor.extract.phrases import counted_before as counted_before
from monitor.extract.phrases import counted_cell as counted_cell
from monitor.extract.phrases import counts_periods as counts_periods
from monitor.extract.phrases import cover_after as cover_after
from monitor.extract.phrases import energy_cost as energy_cost
from monitor.extract.phrases import free_allowance as free_allowance
from monitor.extract.phrases import free_term as free_term
from monitor.extract.phrases import insured_cap as insured_cap
from monitor.extract.phrases import intro_term as intro_term
from monitor.extract.phrases import may_name_terms as may_name_terms
from monitor.extract.phrases import measure_before as measure_before
from monitor.extract.phrases import mentions_contract_terms as mentions_contract_terms
from monitor.extract.phrases import mentions_cover as mentions_cover
from monitor.extract.phrases import mentions_free as mentions_free
from monitor.extract.phrases import mentions_insured as mentions_insured
from monitor.extract.phrases import mentions_limit as mentions_limit
from monitor.extract.phrases import mentions_rate as mentions_rate
from monitor.extract.phrases import mentions_terms as mentions_terms
from monitor.extract.phrases import names_cover as names_cover
from monitor.extract.phrases import names_limit as names_limit
from monitor.extract.phrases import names_rate as names_rate
from monitor.extract.phrases import names_term as names_term
from monitor.extract.phrases import order_terms as order_terms
from monitor.extract.phrases import per_count as per_count
from monitor.extract.phrases import per_count_below as per_count_below
from monitor.extract.phrases import period_after as period_after
from monitor.extract.phrases import period_before as period_before
from monitor.extract.phrases import period_end as period_end
from monitor.extract.phrases import period_from_name as period_from_name
from monitor.extract.phrases import period_from_words as period_from_words
from monitor.extract.phrases import period_in as period_in
from monitor.extract.phrases import priced_mentions as priced_mentions
from monitor.extract.phrases import renewal_after as renewal_after
from monitor.extract.phrases import renewal_in as renewal_in
from monitor.extract.phrases import sentence_period as sentence_period
from monitor.extract.phrases import set_off_count as set_off_count
from monitor.extract.phrases import starts_then as starts_then
from monitor.extract.phrases import term_around as term_around
from monitor.extract.phrases import term_below as term_below
from monitor.extract.phrases import with_unit_before as with_unit_before

_LETTER = r"[^\W\d_]"


# East Asian amounts count in myriads: "1万2800円" is 12 800 yen, "12만 9천원" 129 000 won.
_MYRIADS = {
    unit: factor
    for by_factor in words.MULTIPLES.values()
    for factor, units in by_factor.items()
    for unit in units
    if unit >= "\u2e80"
}
_MYRIAD_UNITS = "".join(sorted(_MYRIADS))


def _first_letter(char: str) -> str:
    """A spelling's first character; a letter must not continue a word (``CA$`` is not
    ``A$``), but for a myriad's unit ("12万円"). That is looked at once the letter matched: a
    lookbehind first would have the scan enter the pattern at every character of the page,
    where a character first lets it skip in one set test to the next one a currency can
    start with."""
    if not char.isalpha():
        return re.escape(char)
    return rf"{re.escape(char)}(?<![^\W\d_{_MYRIAD_UNITS}]{re.escape(char)})"


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
# A multiple written after an amount its sign leads (``$4k``, ``Rp 1,5 juta``), or before a
# sign that trails (``149k ₫``, ``1,5 triệu đ``).
_MULTIPLES = {
    written: factor
    for by_factor in words.MULTIPLES.values()
    for factor, spellings in by_factor.items()
    for written in spellings
}
_MULTIPLE_WORDS = f"(?i:{alternation(_MULTIPLES)})"  # a trie, in lower case: "149K ₫" too
_MULTIPLE_FIRSTS = "".join(sorted({c for w in _MULTIPLES for c in (w[0], w[0].upper())}))
_TRAILING_FIRSTS = "".join(sorted({w[0] for w in _TRAILING}))
# A digit, a multiple, a space, the spelling.
_LONGEST_TRAILING = 5 + max(map(len, _MULTIPLES)) + max(map(len, _TRAILING))
_TRAILING_TOKEN = re.compile(  # the lookaheads fail at once after most digits: a digit
    rf"[\d\-\u2013](?=[ \u00a0\u202f]?[{_TRAILING_FIRSTS}{_MULTIPLE_FIRSTS}])"
    rf"(?: ?{_MULTIPLE_WORDS}\.?)?[ \u00a0\u202f]?({alternation(_TRAILING, lower=False, end=_END)})"
)


# Grouped thousands (1,099 / 1.099 / 1 099 / 1'099) with decimals, or plain digits with up
# to four decimals (cloud prices per hour: 0.0072), or only decimals (.75); "19,-" and Swiss
# "49.-" (a dash or an en dash) and Indian "999/-" are whole amounts. Before a currency: not
# after a letter (the 4 of "IPv4" is no amount), a plain space groups thousands (1 099,00 kr)
# and a decimal part may follow a space (1.837, 32 €). After one, a plain space groups
# thousands with decimals (€1 298,00), or where only the price's own words follow
# (``_SPACED_AFTER``): after "$19", " 100 GB" is another number.
_WHOLE = r"(?:[.,][-\u2013]|/-)"  # and Indian "999/-"
_SEPARATORS = ",.'\u2019\u00a0\u202f"


# Cents in an element of their own, the markup's line break before it ("<span>19</span>
# <span>,90</span>"): a flex box shows no space there, and the text has one.
_SPACED_CENTS = r" [.,]\d\d(?![\d.,])"


def _number(groups: str, before: bool) -> str:
    if before:
        # Nor the second term of a ratio: "1:1 원어민" (one-to-one with a native speaker),
        # whose "원" starts a word in Korean, written unspaced, as the won does.
        start = r"(?<![\d.,A-Za-z])(?<!\d:)"
        decimals, spaced = rf"(?:[.,]\d{{1,4}}|, \d\d(?!\d)|{_SPACED_CENTS})?", ""
    else:
        # Not inside a number; but a sign may end in a point: "Rs.499", "Ksh.1,200", "B/.25"
        start, decimals = r"(?<![\d,])(?<!\d\.)", rf"(?:[.,]\d{{1,4}}|{_SPACED_CENTS})?"
        spaced = rf"\d{{1,3}}(?: \d{{3}}){{1,4}}(?:[.,]\d\d|{_WHOLE})(?!\d)|"
    return (
        rf"{start}(?:{spaced}\d{{1,3}}(?:[{groups}]\d{{3}}){{1,4}}{decimals}(?!\d)"
        r"|0[.,]\d{5,12}(?!\d)"  # a usage rate: $0.0000166667 per GB-second
        r"|\d{1,2}(?:,\d\d){1,4},\d{3}(?:\.\d{1,2})?(?!\d)"  # Indian grouping: 1,09,999
        rf"|\d{{1,12}}(?:[.,]\d{{1,4}}|{_SPACED_CENTS})?"
        rf"|[.,]\d{{1,2}}(?!\d))(?:{_WHOLE})?"
    )


_AMOUNT_AFTER = re.compile(rf"(?: ?:)? ?({_number(_SEPARATORS, before=False)})")  # US$:12.99
_AMOUNT_BEFORE = re.compile(rf"({_number(_SEPARATORS + ' ', before=True)})\s?$")
_UNSPACED_BEFORE = re.compile(rf"({_number(_SEPARATORS, before=True)})\s?$")
# $1,190.00 AUD; not the currency's own code again where it leads the next amount ("EUR
# 20.500 EUR 18.900": a price struck and the one paid). A code that names an ambiguous
# sign's currency is its, whatever follows: "$99 USD 12 months" is no price of 12.
_CODE_AFTER = re.compile(rf" ?([A-Z]{{3}})(?!{_LETTER})")
_LEADS_AMOUNT = re.compile(r" ?[\d.,]?\d")
_CODE_STARTS = frozenset(" ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_SPELLINGS = currencies.SPELLINGS
# What "written as money" means for a currency that is also a word (TRY, PHP, R, Fr.): two
# decimals, a thousands group, three digits, or a Swiss whole amount ("49.-"); "PHP 8.2",
# "R2" and "Fr. 12." are no prices.
_MONEY_LIKE = re.compile(rf"[.,]\d\d(?!\d)|\d[.,'\u00a0\u202f ]\d{{3}}|\d{{3}}|\d{_WHOLE}")
_LONGEST_WRITTEN = 48  # characters an amount and its space can take before a currency

_SYMBOL_FIRST = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "$": "$", "¥": "¥"}
_PERIOD_SUFFIX = {
    "month": "/mo",
    "year": "/yr",
    "millisecond": "/ms",
    "second": "/s",
    "minute": "/min",
    "hour": "/h",
    "day": "/day",
    "night": "/night",
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
_WHOLE_LAST = re.compile(_WHOLE + "$")
_DECIMAL_FIRST = re.compile(r"0[.,]\d")


# No price has more than a trillion in it; longer "amounts" are not prices, and price-parser
# takes quadratic time over a long run of grouped digits.
_LONGEST_AMOUNT = 32
_LARGEST_AMOUNT = Decimal(10) ** 13


def plausible(amount: Decimal) -> bool:
    return amount.is_finite() and 0 <= amount < _LARGEST_AMOUNT


def scaled(amount: Decimal, factor: int | Decimal) -> Decimal:
    """``amount`` times a multiple's ``factor``, with no zeros the multiple's decimals left
    ("1.2万円" is 12000 yen, not 12000.0): a record shows its amount as a reader writes it."""
    product = amount * factor
    if factor == 1 or not plausible(product):  # no multiple: the cents are as written
        return product
    whole = product.to_integral_value()
    return whole if product == whole else product.normalize()


def parse_amount(text: str) -> Decimal | None:
    """The number in ``text`` with its separators read as the locale writes them."""
    if len(text) > _LONGEST_AMOUNT:
        return None
    if _PLAIN_NUMBER.fullmatch(text):  # 19 or 3.79: nothing to read, and most prices
        return Decimal(text)
    digits = _WHOLE_LAST.sub("", text).replace("\u2019", "'")  # Swiss: 1\u2019099
    # A leading "0." or "0," is always decimal, though price-parser reads 0.007 as 7.
    hint = digits[1] if _DECIMAL_FIRST.match(digits) else None
    # ``Price.fromstring(digits, decimal_separator=hint).amount``, without the currency it
    # also looks for (a third of its time), which is not read here.
    written = extract_price_text(digits)
    amount = None if written is None else parse_number(written, hint)
    return amount if amount is not None and plausible(amount) else None


def read_price(text: str) -> Money | None:
    """The first price in a short text (``$121.95``), or None."""
    return next(iter(prices_by_line([text]).get(0, [])), None)


# A percentage the amount is added to, right before it: a payment fee's "1.5% + 20p",
# "2,9 % + 0,30 €", "1,4 % + 0,25 €".
_PERCENT_PLUS = re.compile(r"(?<![\d.,])(\d{1,2}(?:[.,]\d{1,3})?)\s?%\s?\+\s?$")
_LONGEST_PERCENT_PLUS = 12


def percent_plus(text: str, start: int) -> str | None:
    """The percentage that the amount at ``start`` is added to, as one number ("1.5%" for
    "1,5 % + 0,25 €"), if any: the fee is both, and the percentage changes as often as the
    amount does."""
    found = _PERCENT_PLUS.search(text, max(0, start - _LONGEST_PERCENT_PLUS), start)
    return None if found is None else percent(found.group(1))


def percent_plus_start(text: str, start: int) -> int:
    """Where the percentage that the amount at ``start`` is added to starts ("Karten:
    1,9%+0,35 €": after the colon), else ``start``: the words before it name the fee."""
    found = _PERCENT_PLUS.search(text, max(0, start - _LONGEST_PERCENT_PLUS), start)
    return start if found is None else found.start()


# A percentage added to the amount right before it: a fee's "€ 2,50 + 0,5 %" on its line, or
# its rate in the next cell of its row ("€ 2,50 | + 0,5%", "0,50 € | 0,2 %"), a cell of
# the percentage alone.
_PLUS_PERCENT = re.compile(r"(?: ?\+ ?| \| (?:\+ ?)?)(\d{1,2}(?:[.,]\d{1,3})?) ?%")


def plus_percent(text: str, end: int) -> str | None:
    """The percentage added to the amount that ends at ``end``, as one number ("0.5%" for
    "€ 2,50 + 0,5%"), if any: the fee is both, and a rate moving is the fee's change."""
    found = _PLUS_PERCENT.match(text, end)
    if found is None or not _percent_ends(text, found):
        return None
    return percent(found.group(1))


def _percent_ends(text: str, found: re.Match[str]) -> bool:
    """Whether a percentage ``found`` after an amount ends its cell, if it is a cell of its
    own (no "0,2 % p.a." nor "20 % Rabatt") and a rate's, to a fraction ("0,2 %", not a
    discount column's "20%", which moves with every sale), else ends a word, and a whole one
    ends its cell."""
    rest = text[found.end() :]
    fraction = any(mark in found.group(1) for mark in ".,")
    ends = not rest or rest.startswith(" |")
    if found.group(0).lstrip().startswith("|") and "+" not in found.group(0):
        return fraction and ends
    # A whole percentage with words after it is a tax's or an offer's ("+ 20% VAT", "+ 10%
    # off", "+ 5 % Cashback"), not the fee's rate.
    return not rest[:1].isalnum() and (fraction or ends or not any(c.isalpha() for c in rest))


def percent(figure: str) -> str:
    """A rate's figure as one number, its sign after it: "1.5%" for "1,5"."""
    return f"{Decimal(figure.replace(',', '.')).normalize():f}%"


# What joins the two sides of an exchange rate quoted as an equation ("1 EUR = 4,3187 PLN",
# "£1 = €1.1523", "100 JPY ≈ 0,58 EUR").
_RATE_EQUALS = re.compile(r"\s*[=\u2248]\s*")
# A rate's other side may be no price as read, having more decimals than money's four: a
# fixed conversion rate ("1 € = 1,95583 лв.", "1 € = 7,53450 kn"), after or before it.
_RATE_DIGITS_AFTER = re.compile(r"\s*[=\u2248]\s*\d{1,4}[.,]\d{5,}")
_RATE_DIGITS_BEFORE = re.compile(r"\d{1,4}[.,]\d{5,}\D{0,6}?\s*[=\u2248]\s*$")
_LONGEST_RATE_BEFORE = 24


def exchange_rates(text: str, prices: list[Money]) -> frozenset[int]:
    """The starts of those of a line's ``prices`` that quote an exchange rate: two amounts in
    different currencies joined by an equals sign, or one amount its label names a rate
    ("Tipo de cambio: S/ 3.752"). Neither is a price of anything; the rate moves with the
    market, as a bank's, a transfer service's or a shop's page shows it."""
    quoted: set[int] = set()
    for left, right in itertools.pairwise(prices):
        if left.currency != right.currency and _RATE_EQUALS.fullmatch(text, left.end, right.start):
            quoted.update((left.start, right.start))
    if "=" in text or "\u2248" in text:
        quoted.update(price.start for price in prices if _against_rate_digits(text, price))
    if prices and mentions_rate(text):
        ends = [0, *(price.end for price in prices)]
        quoted.update(
            price.start
            for price, end in zip(prices, ends, strict=False)
            if price.start not in quoted and names_rate(text[end : price.start])
        )
    return frozenset(quoted)


def _against_rate_digits(text: str, price: Money) -> bool:
    """Whether ``price`` is one side of an exchange rate whose other side is a rate's many
    decimals, unread as a price: "1 €" of "1 € = 1,95583 лв."."""
    before = text[max(0, price.start - _LONGEST_RATE_BEFORE) : price.start]
    return (
        _RATE_DIGITS_AFTER.match(text, price.end) is not None
        or _RATE_DIGITS_BEFORE.search(before) is not None
    )


def prices_by_line(lines: list[str], most: int = MAX_PRICES) -> dict[int, list[Money]]:
    """The prices of each line that has any, by line number, from one scan of the whole text
    that stops at the ``most``-th price.

    The scan looks for currencies, then for the amount written just before each (``3,79 €``)
    or else just after it (``$19``), the way the leftmost match would read them; searching
    for amounts everywhere costs far more, most digits on a page being no price.
    """
    joined = "\n".join(lines)
    if _BIDI_MARK.search(joined) is not None:
        return _unmarked(lines, most)
    text = ascii_digits(joined)
    found, writings = _scan(text, lines, spaced=True, most=most)
    # A plain space read as a thousands group ("Größe 42 129,95 €") on a page that groups
    # them otherwise is none: read again without (only such a page pays).
    if any(map(writing.spaced, writings)) and not writing.spaces_group(writings):
        found, _ = _scan(text, lines, spaced=False, most=most)
    return found


def first_price(text: str) -> Money | None:
    """The first price of ``text``, from a scan that stops there: whether an element holds a
    price, and its first one's currency and end, without reading the thousand prices a
    block of a whole page holds (nested blocks each read to their end cost a square). Its
    amount may group a thousand by a space the whole text's other prices would not."""
    found = prices_by_line([text], most=1).get(0)
    return found[0] if found else None


# Bidirectional marks and isolates a right-to-left page writes around an amount or its sign
# ("\u200f₪\u200e89.90", "\u2067₪\u2069\u206659\u2069"): invisible, so a price
# reads as a reader sees it. The page's own lines lose them before they are read
# (``page.plain``); an element's text, an attribute or a label read on its own still has them.
BIDI_MARKS = "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_BIDI_MARK = re.compile(f"[{BIDI_MARKS}]")


def _unmarked(lines: list[str], most: int) -> dict[int, list[Money]]:
    """``prices_by_line`` of ``lines`` read without their bidirectional marks, each price
    where it stands in its line as written."""
    plain = [_BIDI_MARK.sub("", line) for line in lines]
    found = prices_by_line(plain, most)
    for index, prices in found.items():
        if plain[index] != lines[index]:
            kept = [at for at, char in enumerate(lines[index]) if not _BIDI_MARK.match(char)]
            found[index] = [
                price._replace(start=kept[price.start], end=kept[price.end - 1] + 1)
                for price in prices
            ]
    return found


def _scan(
    text: str, lines: list[str], spaced: bool, most: int
) -> tuple[dict[int, list[Money]], list[str]]:
    """``prices_by_line``'s prices, with each as written (its amount and its currency)."""
    found: dict[int, list[Money]] = {}
    writings: list[str] = []
    starts = list(itertools.accumulate((len(line) + 1 for line in lines[:-1]), initial=0))
    taken, count = 0, 0  # where the last price ended; prices found
    for seen, token in enumerate(_tokens(text)):
        if seen == _MAX_CURRENCIES:  # a page of currency signs is no price list
            break
        if _token_start(token) < taken:  # the code after a price: "$5 AUD"
            continue
        price = _price_at(text, token, taken, spaced)
        if price is None:
            continue
        amount, currency, start, end = price
        amount, end = _with_minor(text, (amount, currency, end))
        writings.append(_grouping(text[start:end], amount, currency))
        index = bisect.bisect_right(starts, start) - 1
        offset = starts[index]
        found.setdefault(index, []).append(Money(amount, currency, start - offset, end - offset))
        taken, count = end, count + 1
        if count == most:
            break
    return found, writings


# The hundredths after a whole amount, named by their own unit: kopecks after roubles or
# hryvnias ("49 грн 50 коп."), "3 zł 50 gr", "990 тг 50 тиын" (older and CIS shops, and
# receipts, write a price so).
_MINOR_AFTER = re.compile(
    r"\s?(\d{1,2})\s?(?:(?P<kopeck>коп(?:\.|еек|ейки|ейка|ійок|ійки|ійка)?)"
    r"|(?P<grosz>gr\.?|groszy|grosze)|(?P<tiyin>тиын|tiyin))(?![^\W\d_])"
)
# Whose hundredths each unit is: "gr" after euros is grams ("8 € 10 gr" of saffron).
_MINOR_OF = {"kopeck": ("RUB", "UAH", "BYN"), "grosz": ("PLN",), "tiyin": ("KZT", "UZS")}
_CYRILLIC = re.compile("[\u0400-\u04ff]")


def _with_minor(text: str, price: tuple[Decimal, str, int]) -> tuple[Decimal, int]:
    """The ``price``'s amount (of its currency, ending at its end) with the hundredths
    written after it in its minor unit's name, and where they end; a whole amount and its
    end as they are without one."""
    amount, currency, end = price
    minor = _MINOR_AFTER.match(text, end)
    if minor is None:  # most prices: no minor unit's name after them
        return amount, end
    exponent = amount.as_tuple().exponent
    if not isinstance(exponent, int) or exponent < 0:
        return amount, end
    unit = minor.lastgroup or ""
    # A rouble's sign may stay as written in Cyrillic, where the page names no country.
    if currency not in _MINOR_OF[unit] and not (unit == "kopeck" and _CYRILLIC.search(currency)):
        return amount, end
    return amount + Decimal(minor.group(1)).scaleb(-2), minor.end()


_LAST_THOUSANDTHS = re.compile(r"[.,]\d{3}(?!.*\d)")


def _grouping(written: str, amount: Decimal, currency: str) -> str:
    """A price as written, for how the page groups thousands: without the thousandths of a
    currency of three decimals ("1 290,500 DT" groups with a space, not a comma)."""
    if currencies.thousandths(currency, language.regions()) and amount.as_tuple().exponent == -3:
        return _LAST_THOUSANDTHS.sub("", written, count=1)
    return written


# A whole amount written with a dash for its cents and no currency ("3 for 99,-", "Nå 4 990,-",
# "49.-"): how Nordic, German and Swiss shops write a price in the one currency they sell in.
# One with its currency beside it is ``prices_by_line``'s.
# Swedish shops write the whole amount with a colon: "199:-".
_DASHED_CLUES = (",-", ".-", ",\u2013", ".\u2013", ":-", ":\u2013")
# Each starts with its first digit, then looks behind it: a pattern that starts with a
# lookbehind is tried at every character of a line, one that starts with a digit skips to
# the next digit (a 5 MB line in a fifth of the time).
_DASHED = re.compile(
    r"(\d(?<![\d.,']\d)(?:\d{0,2}(?:[ .'\u00a0\u202f]\d{3})+|\d{0,8}))[.,:][-\u2013]"
    r"(?![\w\-\u2013])"
)


def with_dashed_wholes(lines: list[str], found: dict[int, list[Money]]) -> dict[int, list[Money]]:
    """``found`` (``prices_by_line``'s) with the whole amounts of ``lines`` written with a dash
    and no currency (``_DASHED``), each where no price was found, in the currency its dash
    says (``_dashed_currency``). At most ``MAX_PRICES`` in all."""
    return _with_bare(
        lines, found, _dashed_clue, _dashed, lambda seen: _dashed_currency(seen, found)
    )


def with_bare_multiples(lines: list[str], found: dict[int, list[Money]]) -> dict[int, list[Money]]:
    """``found`` with the amounts written with a multiple and no currency right before their
    period (``99k/tháng``, ``1,5tr/tháng``): how a page in one currency, which it names once
    in words, writes its plans' prices. Their currency is empty."""
    return _with_bare(lines, found, _multiple_clue, _multiple_before_period)


def with_bare_periods(lines: list[str], found: dict[int, list[Money]]) -> dict[int, list[Money]]:
    """``found`` with the amounts written with no currency right before a period and nothing
    else ("29/month", "290 per year"; not "5 users/month"): how a page that names its one
    currency once in words ("All prices in USD") writes its plans' prices. Their currency is
    empty; only a page that shows no price is read so."""
    return _with_bare(lines, found, _has_digit, _before_period)


def with_listed_amounts(lines: list[str], found: dict[int, list[Money]]) -> dict[int, list[Money]]:
    """``found`` with the amounts a price list writes with their cents and nothing after them,
    alone or ending their line or table cell ("4,80", "Cafè sol | 1,40 | 1,80", "Croissant
    ...... 1.70", "12.5"): how a menu, an admission table or a fare table in the one currency
    its page names once ("Preus en euros", "Ceny w złotych") writes its prices. A time
    ("13:00"), a count or a year has no cents; their currency is empty."""
    return _with_bare(lines, found, _has_digit, _listed)


# An amount with its cents (one digit: "12.5"), its thousands grouped or not, after the line's
# start, a space, a cell's bar or a leader's dots, and before the line's or the cell's end.
_LISTED = re.compile(
    r"(?:(?<=^)|(?<=[\s|.\u2026_\u00b7-]))"
    r"(\d{1,3}(?:[.\u00a0\u202f ]\d{3})+,\d{1,2}|\d{1,3}(?:[,\u00a0\u202f ]\d{3})+\.\d{1,2}"
    r"|\d{1,6}[.,]\d{1,2})"
    r"(?=\s*(?:$|\|))"
)


def _listed(line: str) -> Iterator[tuple[str, Decimal, int, int]]:
    for match in _LISTED.finditer(line):
        before = line[: match.start()].rstrip(" .\u2026_\u00b7-")
        if not before or before.endswith("|") or len(before) < len(line[: match.start()]):
            yield match.group(1), Decimal(1), match.start(1), match.end(1)


_BARE_NUMBER = re.compile(
    r"(?<![\w.,])(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d{1,7}(?:[.,]\d{1,2})?)(?!\d)"
)


def _has_digit(text: str) -> bool:
    return _DIGIT.search(text) is not None


# How long the words of a period alone may be ("/mo", "per month", "pro Nutzer und Monat").
_LONGEST_PERIOD_WORDS = 24


def _period_alone(text: str, start: int = 0) -> bool:
    """Whether ``text`` from ``start`` on is a period and nothing else ("/mo", "per month";
    not "users per month" or "5 users/month", a plan's limit)."""
    rest = text[start:].strip()
    if not rest or len(rest) > _LONGEST_PERIOD_WORDS or _DIGIT.search(rest):
        return False
    period = period_after(f" {rest}", 0)
    return period is not None and " per " not in period


def over_periods(lines: list[str]) -> list[str]:
    """``lines`` where a bare amount alone on its line has its period alone on the next one
    ("29" over "per month": a card sets its amount large and its period small below it),
    with that period written after the amount too, as ``with_bare_periods`` reads it."""
    joined = list(lines)
    for i, (line, below) in enumerate(itertools.pairwise(lines)):
        if bare_amount(line) and _period_alone(below):
            joined[i] = f"{line} {below}"
    return joined


def bare_amount(text: str) -> bool:
    """Whether ``text`` is an amount alone, with no sign ("9.99", "1.299,00")."""
    return _BARE_NUMBER.fullmatch(text.strip()) is not None


def bare_period_alone(line: str) -> bool:
    """Whether ``line`` is a bare amount and its period and nothing else ("29/mo", "29 per
    month"): on a page that names no currency, the only sign that it is a price."""
    number = _BARE_NUMBER.match(line.strip())
    return number is not None and _period_alone(line.strip(), number.end())


def _before_period(line: str) -> Iterator[tuple[str, Decimal, int, int]]:
    for number in _BARE_NUMBER.finditer(line):
        period = period_after(line, number.end())
        if period is not None and " per " not in period:
            yield number.group(1), Decimal(1), number.start(), number.end()


def _dashed_currency(seen: str, found: dict[int, list[Money]]) -> str:
    """The currency a whole amount's dash says, asked only of a page that writes one (most do
    not): Swedish shops' colon ("199:-") is the krona's sign where the page's prices
    (``found``) name no other (a "3:-)" on a page in dollars is none); a comma's or a
    point's the page's home one (``_dashed_home``)."""
    written = {price.currency for prices in found.values() for price in prices if price.currency}
    if seen[-2] == ":":
        return "kr" if _names_only(written, "SEK") else ""
    return _dashed_home(written)


def _dashed_home(written: set[str]) -> str:
    """The one currency the page's language names (Norwegian, Danish, Czech "990,-"), none
    where it names none (German "29,-" beside "49,- €"), where the page's region has another
    (Finland's Swedish) or where the page's prices are ``written`` in another: a Polish page
    priced in euros writes its "29,-" in euros too."""
    homes = {code for spoken in language.current() for code in currencies.of_language(spoken)}
    if len(homes) != 1:
        return ""
    home = homes.pop()
    if any(currencies.of_region(region) not in (None, home) for region in language.regions()):
        return ""
    return home if _names_only(written, home) else ""


def _names_only(written: set[str], code: str) -> bool:
    """Whether each currency ``written`` (a code, an ambiguous sign) may be ``code``."""
    return all(code in (currencies.candidates(sign) or (sign,)) for sign in written)


def _dashed_clue(text: str) -> bool:
    return any(clue in text for clue in _DASHED_CLUES)


def _multiple_clue(text: str) -> bool:
    # The pattern itself (a "/" alone is on most pages' lines), searched only where it can
    # end: a multiple's last letter before a "/". From every digit of a page, the search
    # cost a thirtieth of its reading; past a few such ends, the rest of the text in one.
    for seen, end in enumerate(_MULTIPLE_ENDS.finditer(text)):
        if seen == _MAX_MULTIPLE_ENDS:
            return _BARE_MULTIPLE.search(text, max(0, end.start() - _LONGEST_BARE)) is not None
        if _BARE_MULTIPLE.search(text, max(0, end.start() - _LONGEST_BARE), end.end()):
            return True
    return False


def _dashed(line: str) -> Iterator[tuple[str, Decimal, int, int]]:
    for match in _DASHED.finditer(line):
        yield match.group(1), Decimal(1), *match.span()


# Three digits after a separator group thousands, before a multiple too: "1.499k/tháng" is
# 1 499 thousand (no one writes 1.499 thousand so); "1,5tr" is one and a half million.
_BARE_MULTIPLE = re.compile(  # its first digit first, as ``_DASHED``'s
    rf"(\d(?<![\w.,']\d)\d{{0,2}}(?:[.,]\d{{3}})*(?:[.,]\d{{1,2}})?) ?({_MULTIPLE_WORDS})\.? ?(?=/)"
)


# Its digits, separators and spaces, the multiple and its dot.
_LONGEST_BARE = 13 + max(map(len, _MULTIPLES))
_MULTIPLE_ENDS = re.compile(rf"(?i:[{''.join(sorted({w[-1] for w in _MULTIPLES}))}])\.? ?/")
_MAX_MULTIPLE_ENDS = 64


def _multiple_before_period(line: str) -> Iterator[tuple[str, Decimal, int, int]]:
    for match in _BARE_MULTIPLE.finditer(line):
        if period_after(line, match.end()) is not None:
            yield match.group(1), Decimal(_MULTIPLES[lower(match.group(2))]), *match.span()


def _with_bare(
    lines: list[str],
    found: dict[int, list[Money]],
    clue: Callable[[str], bool],
    amounts: Callable[[str], Iterator[tuple[str, Decimal, int, int]]],
    currency: Callable[[str], str] = lambda written: "",
) -> dict[int, list[Money]]:
    """``found`` with the ``amounts`` (number, factor, start, end) of the lines that hold a
    clue, each where no price was found, in the ``currency`` its writing says, if any. At
    most ``MAX_PRICES`` in all."""
    text = "\n".join(lines)  # one search of the whole text: most have none
    if not clue(text):
        return found
    added, count = dict(found), sum(map(len, found.values()))
    for index, line in enumerate(lines):
        if count >= MAX_PRICES:
            break
        if not clue(line):
            continue
        taken = [(price.start, price.end) for price in found.get(index, [])]
        bare = []
        for number, factor, start, end in itertools.islice(amounts(line), MAX_PRICES - count):
            amount = parse_amount(number)
            if amount is not None and not any(s < end and start < e for s, e in taken):
                bare.append(Money(scaled(amount, factor), currency(line[start:end]), start, end))
        if bare:
            count += len(bare)
            priced = [*added.get(index, []), *bare]
            added[index] = sorted(priced, key=lambda price: price.start)
    return added


def _ascii_digits() -> dict[int, str]:
    """Digits and separators as other scripts write them, one character for one (so that a
    price's place in the text stays where it was): full-width digits and comma (U+FF10-FF19,
    U+FF0C), Arabic-Indic digits with their decimal and thousands signs (U+0660-0669, U+066B,
    U+066C), Persian, Devanagari and Bengali digits. The Arabic comma (U+060C), which an
    Arabic keyboard types where the thousands sign is not at hand ("1،850 ر.ق"), is a comma:
    between digits it groups them as a Latin comma does, elsewhere it separates as one."""
    table = {0xFF0C: ",", 0xFF0E: ".", 0x066B: ".", 0x066C: ",", 0x060C: ",", 0xFF07: "'"}
    for zero in (0xFF10, 0x0660, 0x06F0, 0x0966, 0x09E6):
        table |= {zero + digit: str(digit) for digit in range(10)}
    return table


_ASCII_DIGITS = _ascii_digits()
_OTHER_DIGIT = re.compile("[" + "".join(map(chr, _ASCII_DIGITS)) + "]")


def ascii_digits(text: str) -> str:
    """``text`` with the digits and separators of other scripts in ASCII, one character for
    one: what is found in it is where it is in ``text``."""
    if _OTHER_DIGIT.search(text):  # a regex search is 20 times faster than a translate
        return text.translate(_ASCII_DIGITS)
    return text


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
        return _currency_tokens(text)
    return iter(sorted([*_currency_tokens(text), *trailing], key=_token_start))


# Every spelling ``_CURRENCY_TOKEN`` matches, each match being one of them as written.
_SPELLINGS_MATCHED = [w for w in currencies.SPELLINGS if w not in _TRAILING]
_SPELLED = clues.Needles(_SPELLINGS_MATCHED)
_LONGEST_SPELLING = max(map(len, _SPELLINGS_MATCHED))
_SCANNED = 100  # characters of text from which ``_SPELLED`` finds the places to try


def _currency_tokens(text: str) -> Iterator[re.Match[str]]:
    """``_CURRENCY_TOKEN.finditer(text)``: in a longer text, its pattern tried only where a
    spelling starts, as an Aho-Corasick scan finds them a chunk at a time. ``finditer``
    enters the pattern at each capital (most of them start some code), a quarter of a
    microsecond each: the typical page's text (1.8 KB) took 93 us so, 55 us now."""
    if len(text) < _SCANNED:
        return _CURRENCY_TOKEN.finditer(text)
    return _tokens_at(text, _spelled_starts(text))


def _spelled_starts(text: str) -> Iterator[int]:
    """Where a spelling starts in ``text``, in order, found a chunk at a time (with the
    characters after it that a spelling starting in it may take)."""
    for chunk in range(0, len(text), _CHUNK):
        end = chunk + _CHUNK
        window = text[chunk : end + _LONGEST_SPELLING]
        starts = {chunk + start for _, start in _SPELLED.starts(window)}
        yield from sorted(start for start in starts if start < end)


def _tokens_at(text: str, starts: Iterator[int]) -> Iterator[re.Match[str]]:
    """``_CURRENCY_TOKEN``'s matches at ``starts`` (in order) as ``finditer`` finds them: each
    where the one before ended or later (a match's lookbehind sees the text before it)."""
    end = 0
    for start in starts:
        if start >= end and (token := _CURRENCY_TOKEN.match(text, start)) is not None:
            end = token.end()
            yield token


def _chunked_tokens(text: str) -> Iterator[re.Match[str]]:
    scanned = 0
    waiting: collections.deque[re.Match[str]] = collections.deque()
    for token in _currency_tokens(text):
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


def _price_at(text: str, token: re.Match[str], taken: int, spaced: bool = True) -> _Price | None:
    """The price around a currency (where it is in all of ``text``), or None: the amount
    written just before it (``49 €``, ``49.- CHF``), else just after it (``$49``); its
    thousands grouped by plain spaces only if ``spaced``."""
    group = token.lastindex or 0  # the currency, without the digit before it
    spelling = token.group(group)
    if spelling in currencies.LETTER_SIGNS and not currencies.read_in(
        spelling, language.current(), language.regions()
    ):
        return None
    written = _SPELLINGS[spelling]
    start, end = token.span(group)
    price = None
    last = start - 1
    if last > taken and text[last].isspace():
        last -= 1
    # A digit or a dash just before (or a multiple's letter: "149k ₫"): the only cases worth
    # a search backwards.
    if written.trails and last >= taken:
        if text[last].isdigit() or text[last] in "-\u2013":
            before = _AMOUNT_BEFORE if spaced else _UNSPACED_BEFORE
            price = _before(text, before, taken, start, end, _at_home(spelling, written))
            price = _sign_as_separator(text, price, start)
        # A letter that ends a multiple, or its abbreviating dot, on the sign's line, after a
        # digit a few characters before ("149k ₫", "150 тыс. ₸"; "from $19", "Starter\n$19"
        # are none): a search only then.
        elif (
            text[last - (text[last] == "." and last > taken)] in _MULTIPLE_LASTS
            and text[start - 1] != "\n"
            and _DIGIT.search(text, max(taken, last - _LONGEST_MULTIPLE), last)
        ):
            price = _before(text, _MULTIPLE_BEFORE, taken, start, end, written)
        if price is not None and _after_myriad(text, price[2], taken):
            price = _with_myriads(text, price, taken)
    after = _AMOUNT_AFTER.match(text, end) if written.leads else None
    if after is not None and (price is None or _leads_here(text, price, (start, end), after)):
        price = _after(text, start, (end, after), written) or price
    return price


def _at_home(spelling: str, written: currencies.Written) -> currencies.Written:
    """How a currency written after an amount reads: a code that is also a word ("SAR",
    "MAD", "TRY") is no word there on a page of its own country ("49 SAR / month" on a Saudi
    page, "99 MAD / mois" on a Moroccan one), where it needs no amount written as money; one
    before its amount stays a word ("PHP 8" on a Philippine page)."""
    code = currencies.BY_CODE.get(spelling)
    if not written.word or code is None or code.code != spelling:
        return written
    home = not set(code.regions).isdisjoint(language.regions())
    return written._replace(word=False) if home else written


def _after(
    text: str, start: int, found: tuple[int, re.Match[str]], written: currencies.Written
) -> _Price | None:
    """The price whose amount is written just after its sign at ``start`` (``found``: where
    the sign ends, and the amount's match there)."""
    end, after = found
    # "R1" then " 299": a plain space, and three digits
    if text.startswith(" ", after.end()) and _GROUP_FOLLOWS.match(text, after.end()):
        grouped = _SPACED_AFTER.match(text, end)
        after = grouped if grouped is not None and _closed(text, grouped.end()) else after
    price = _read(text, after.group(1), start, after.end(), written)
    if price is None:
        return None
    price = _multiplied(text, price)
    unit = text[price[3] - 1]
    return _with_smaller_groups(text, price, Decimal(_MYRIADS[unit])) if unit in _MYRIADS else price


def _leads_here(text: str, before: _Price, sign: tuple[int, int], after: re.Match[str]) -> bool:
    """Whether a sign that may lead or trail, read with the number before it, leads the
    amount after it instead: the number before is a name's ("iPhone 15 $799", "Pack of 12
    €24,99", "Plan 2 CHF 29.90"). So where the sign is glued to the amount after and spaced
    from the one before, or only the amount after is written as money; not where that amount
    is the next price's ("49 € 39 €") or a rate ("15 € 20,5 %")."""
    start, end = sign
    if before[3] > end:  # its cents written after the sign: "49 €99" is 49,99 €
        return False
    # The next price's amount, its thousands grouped by spaces: "4 290 ₽8 990 ₽", two prices
    # side by side in inline elements with no space between them.
    if _next_is_price(text, _past_thousands(text, after.end())):
        return False
    # A symbol glued to the amount after it leads it ("$799"); a word so glued is two blocks
    # side by side ("99 kr50"), and so is a symbol that ends a price written as money before
    # a bare number (a picker's buttons with no space between them: "629,00 €256 GB").
    after_money = _AS_MONEY.search(after.group(1)) is not None
    before_money = _AS_MONEY.search(text, before[2], start) is not None
    glued = (
        text[end : end + 1].isdigit() and text[start - 1].isspace() and not text[end - 1].isalpha()
    )
    return (
        (glued and (after_money or not before_money))
        or (after_money and not before_money)
        # The amount after has the price's period ("Plan 2 £ 15/mo"), or a symbol leads its
        # amount in the page's language ("Model 3 US$ 99" in English; "29,99 $" trails in
        # French).
        or period_after(text, after.end()) is not None
        or (_symbol(text[start:end]) and "en" in language.current())
    )


def _symbol(sign: str) -> bool:
    """Whether ``sign`` ends in a currency symbol (``$``, ``US$``, ``€``), not a letter."""
    return unicodedata.category(sign[-1:] or "a") == "Sc"


def _next_is_price(text: str, end: int) -> bool:
    """Whether a currency follows an amount ending at ``end`` (it is that price's amount), or
    a percent sign."""
    at = end + 1 if text[end : end + 1] in _SPACES else end
    return (
        text.startswith("%", at)
        or _CURRENCY_TOKEN.match(text, at) is not None
        or _TRAILING_TOKEN.match(text, end - 1) is not None
    )


_SPACES = (" ", "\u00a0", "\u202f")
_THOUSANDS_AFTER = re.compile(r"(?:[ \u00a0\u202f]\d{3}(?!\d))+")


def _past_thousands(text: str, at: int) -> int:
    """Where the groups of three digits that follow ``at`` after spaces end; ``at`` itself
    without one."""
    found = _THOUSANDS_AFTER.match(text, at)
    return at if found is None else found.end()


_AS_MONEY = re.compile(r"\d[.,]\d\d(?!\d)|\d[.,'\u2019\u00a0\u202f ]\d{3}")


# French shops write the sign where the decimal comma goes: "149€99" is 149,99 €.
_CENTS_AFTER_SIGN = re.compile(r"\d\d(?![\d.,'\u2019])")
# An amount whose thousands a space groups: "12 990 ₸".
_SPACE_GROUPED = re.compile(r"\d[ \u00a0\u202f]\d{3}(?!\d)")
# Cents before the sign, or a dash that says there are none ("49,- €12left" is 49 €).
_HAS_DECIMALS = re.compile(r"[.,](?:\d{1,2}|[-\u2013])\s?$")


def _sign_as_separator(text: str, price: _Price | None, sign: int) -> _Price | None:
    """``price`` with the cents written straight after its sign (at ``sign``), when its
    amount before the sign has none and the sign is a symbol ("99 kr50" is no 99,50)."""
    if price is None:
        return price
    amount, currency, first, last = price
    if text[last - 1].isalpha():
        return price
    cents = _CENTS_AFTER_SIGN.match(text, last)
    if cents is None or _HAS_DECIMALS.search(text, first, sign):
        return price
    # Two digits that start the next amount, grouped by spaces as this one is: "12 990 ₸15
    # 990 ₸" (two prices glued in inline elements), where "149€99 119€99" is two with cents.
    if _past_thousands(text, cents.end()) > cents.end() and _SPACE_GROUPED.search(
        text, first, sign
    ):
        return price
    return amount + Decimal(cents.group()) / 100, currency, first, cents.end()


def _before(
    text: str,
    pattern: re.Pattern[str],
    taken: int,
    start: int,
    end: int,
    written: currencies.Written,
) -> _Price | None:
    """The price whose amount (and multiple, if ``pattern`` reads one) is written just before
    its currency at ``start``."""
    before = pattern.search(text, max(taken, start - _LONGEST_WRITTEN), start)
    offset = 0  # where the text searched starts: the glued amount's own start, if searched
    if before is None and (glued := _glued_start(text, taken, start)) is not None:
        before, offset = pattern.search(text[glued:start]), glued
    if before is None or "\n" in before.group():
        return None
    price = _read(text, *_unsized(text, before.group(1), before.start(1) + offset), end, written)
    if price is None or before.lastindex != 2:
        return price
    amount, currency, first, last = price
    product = scaled(amount, _MULTIPLES[lower(before.group(2))])
    return (product, currency, first, last) if plausible(product) else price


# A region's letters ("EU 44", "UK 9") are matched in capitals only: in lower case they are
# words ("eu" is Portuguese's and Romanian's "I", "us" English's).
_SIZE_WORDS = [w for ws in words.SIZE_BEFORE.values() for w in ws]
_SIZE_WORD = (
    rf"(?<!{_LETTER})(?:(?i:{alternation(w for w in _SIZE_WORDS if not w.isupper())})"
    rf"|{alternation((w for w in _SIZE_WORDS if w.isupper()), lower=False)})"
)
_SIZE_BEFORE = re.compile(rf"{_SIZE_WORD} ?:? ?$")
# A size, whole or a half ("UK 2", "Gr. 38", "EU 42,5"), ending a text.
_SIZE_END = re.compile(rf"{_SIZE_WORD} ?:? ?\d{{1,3}}(?:[.,]5)?$")
_LONGEST_SIZE = 3 + max(len(w) for w in _SIZE_WORDS)


def ends_in_size(text: str) -> bool:
    """Whether ``text`` ends in a size or a model's number ("UK 2", "Gr. 38", "Size 10")."""
    return _SIZE_END.search(text[-_LONGEST_SIZE - 8 :]) is not None


def _unsized(text: str, number: str, at: int) -> tuple[str, int]:
    """``number`` (at ``at``) and where it starts, without its first group where a plain space
    sets that off after a word that names a size, a model or a count: "Rozmiar 42 129,95 zł"
    costs 129,95. A price starts with no zero: "Gr. 42 099,95 €" is one amount."""
    first, _, rest = number.partition(" ")
    if rest[:1] in "0" or not _SIZE_BEFORE.search(text, max(0, at - _LONGEST_SIZE), at):
        return number, at  # no space (nothing after it), or a zero's group
    return rest, at + len(first) + 1


def _glued_start(text: str, taken: int, start: int) -> int | None:
    """Where an amount may start right after the price before it, glued to that one's sign:
    two prices side by side in blocks with nothing between ("199,00 DH249,00 DH", "1.299
    kr1.499 kr", "13.490 ден.14.990 ден."), which the amount's own start would read as a
    word's end. None where the price before ends otherwise."""
    if not 1 < taken < start <= taken + _LONGEST_WRITTEN:
        return None
    sign_end = text[taken - 2 : taken].rstrip(".")  # an abbreviation's point: "ден."
    if not sign_end[-1:].isalpha():
        return None
    return taken + 1 if text[taken] == "." else taken


# After a sign, thousands grouped by plain spaces without decimals ("R1 299", "CHF 12 900")
# are one amount where nothing but the price's own words follow them: the line's end,
# punctuation, a period or a tax note. After "$19", " 100 GB" is another number.
_GROUP_FOLLOWS = re.compile(r" \d{3}(?!\d)")
_SPACED_AFTER = re.compile(r"(?: ?:)? ?(\d{1,3}(?: \d{3}){1,4})(?![\d.,'\u2019])")
_CLOSES = re.compile(rf" ?(?:$|[\n/)(*\-\u2013\u2014,;:!?|]|{TAX})", re.IGNORECASE)


def _closed(text: str, end: int) -> bool:
    return _CLOSES.match(text, end) is not None or period_after(text, end) is not None


# Of an amount in myriads, the amount before the sign is the last group ("2800", "9천"); the
# groups before it, each a number and a larger unit, add to it.

_MYRIAD_UNIT = alternation(_MYRIADS)  # longest first: "천만" is one unit, not "천" then "만"
_MYRIAD_GROUP = re.compile(rf"(\d{{1,4}}(?:\.\d{{1,2}})?) ?({_MYRIAD_UNIT}) ?")
_MYRIAD_GROUPS = re.compile(rf"(?<![\d.,])(?:{_MYRIAD_GROUP.pattern}){{1,3}}$")


_SMALLER_GROUP = re.compile(rf" ?(\d{{1,4}})({_MYRIAD_UNIT})?(?![\d.,])")


def _with_smaller_groups(text: str, price: _Price, factor: Decimal) -> _Price:
    """``price``, its amount ending in a myriad's unit of ``factor`` ("¥1万"), with the
    groups of smaller units written after it ("¥1万2800", "₩12만 9천", "¥1億2000万")."""
    amount, currency, start, end = price
    while group := _SMALLER_GROUP.match(text, end):
        unit = Decimal(_MYRIADS[group[2]] if group[2] else 1)
        count = Decimal(group[1])
        # A bare count after a space is another number ("¥1万 20 items").
        if unit >= factor or count * unit >= factor or (not group[2] and group[0][0] == " "):
            break
        amount, end, factor = amount + count * unit, group.end(), unit
        if not group[2]:
            break
    return amount, currency, start, end


def _after_myriad(text: str, first: int, taken: int) -> bool:
    """Whether an amount starting at ``first`` follows a myriad's unit, or it and a space."""
    before = text[max(taken, first - 2) : first]
    return bool(before) and (
        before[-1] in _MYRIADS or (before[-1] == " " and before[-2:-1] in _MYRIADS)
    )


def _with_myriads(text: str, price: _Price, taken: int) -> _Price:
    """``price`` with the groups of larger units written right before its amount, if their
    units descend and each is larger than what follows it."""
    amount, currency, first, last = price
    groups = _MYRIAD_GROUPS.search(text, max(taken, first - 24), first)
    if groups is None:
        return price
    total, below = amount, amount  # ``below``: what the groups after each one count
    for group in reversed(_MYRIAD_GROUP.findall(groups.group())):
        number, factor = Decimal(group[0]), _MYRIADS[group[1]]
        if below >= factor:
            return price
        total += scaled(number, factor)
        below = total
    return total, currency, groups.start(), last


# A vowel sign or a virama of India's and Sri Lanka's scripts is no letter to ``_LETTER`` but
# goes on with the word: "लाख" in "लाखों ग्राहक" (lakhs of customers) is no multiple. The danda
# (U+0964, U+0965) ends a sentence.
_BRAHMIC_WORD = "\u0900-\u0963\u0966-\u0dff"
_MULTIPLE = re.compile(rf" ?({_MULTIPLE_WORDS})\.?(?!{_LETTER}|[{_BRAHMIC_WORD}])")
_LONGEST_MULTIPLE = 2 + max(map(len, _MULTIPLES))
_MULTIPLE_LASTS = frozenset(c for w in _MULTIPLES for c in (w[-1], w[-1].upper()))
_DIGIT = re.compile(r"\d")
_MULTIPLE_BEFORE = re.compile(rf"({_number(_SEPARATORS, before=True)}) ?({_MULTIPLE_WORDS})\.?\s?$")


# South Asia's listings shorten a lakh to a capital glued to a rupee amount ("₹1.5L", "Rs 45L"
# for a flat or a car); beside another currency, or spaced, an "L" is a litre or a size.
_LAKH_GLUED = re.compile(rf"L(?!{_LETTER})")
_RUPEES = frozenset({"INR", "PKR", "NPR", "LKR", "Rs"})
# A hundred lakh are a crore, written so ("\u20b91.2Cr"): a rupee price of a hundred or more
# glued to an "L" is a size's ("Rs.999L", a kurta's price and size in spans without a space).
_MOST_LAKH = 100


def _multiplied(text: str, price: _Price) -> _Price:
    amount, currency, start, end = price
    multiple = _MULTIPLE.match(text, end)
    if multiple is not None:
        factor, multiple_end = _MULTIPLES[lower(multiple.group(1))], multiple.end()
    elif currency in _RUPEES and amount < _MOST_LAKH and _LAKH_GLUED.match(text, end):
        factor, multiple_end = 10**5, end + 1
    else:
        return price
    product = scaled(amount, factor)
    return (product, currency, start, multiple_end) if plausible(product) else price


def _read(
    text: str, number: str, start: int, end: int, written: currencies.Written
) -> _Price | None:
    """The price whose amount is written ``number``, with the code that may follow it: a
    code after an ambiguous sign names its currency (``$1,190.00 AUD``)."""
    if not _written_as_money(text, number, (start, end), written):
        return None
    amount = parse_amount(number)
    if amount is None:
        return None
    if written.minor:  # a hundred hundredths or more are written in the currency: "720p"
        hundredths = amount < 100 or _PER_ENERGY.match(text, end) is not None
        return (amount / 100, written.currency, start, end) if hundredths else None
    currency = written.currency
    if written.named:
        currency, end = _whose(text, currency, end)
    code = _CODE_AFTER.match(text, end) if text[end : end + 1] in _CODE_STARTS else None
    if code and code.group(1) == currency and _LEADS_AMOUNT.match(text, code.end()):
        code = None
    if code and (code.group(1) == currency or code.group(1) in currencies.candidates(currency)):
        currency, end = code.group(1), code.end()
    if currencies.thousandths(currency, language.regions()):
        amount = _in_thousandths(number) or amount
    return amount, currency, start, end


def _written_as_money(
    text: str, number: str, span: tuple[int, int], written: currencies.Written
) -> bool:
    """Whether ``number`` beside a currency ``written`` so (``span``: from the amount to the
    currency's end) is written as money: a hundredth in letters before what it is per or
    beside the rate it is added to (a fee's "1.4% + 20p", "25 ct + 1,5 %"), a name or a word
    beside an amount that is a price."""
    start, end = span
    if written.minor:  # "18ct gold", "1080p/60": a hundredth in letters is a price per a unit
        rated = percent_plus(text, start) is not None or (
            _PLUS.match(text, end) is not None and plus_percent(text, end) is not None
        )
        if text[end - 1] == "c":  # "30c per transaction"; "4c/8t", "8c per socket" cores
            return rated or per_count(text, end) is not None
        return text[end - 1] == "\u00a2" or _PER_FOLLOWS.match(text, end) is not None or rated
    if written.named:  # "5 pounds of coffee", "in 2024 pesos", "2 dollars cheaper"
        return _named_price(text, number, span, written.weight)
    # "PHP 8.2", "R2", "Fr. 12."; "Fr. 05.12.", "Fr. 8.00-18.00" a Friday. A period after it
    # is money's: "R49 per month", "49 MAD / mois".
    return not written.word or (
        bool(_MONEY_LIKE.search(number) or period_after(text, end))
        and not _a_time(text, number, end)
    )


# A rate added in the same cell, not one in the next ("18ct | 0,75 %": a jeweller's gold).
_PLUS = re.compile(r" ?\+")


def _a_time(text: str, number: str, end: int) -> bool:
    """Whether ``number`` (ending the price at ``end``) is a date's or a clock's."""
    return writing.dated(text, number, end) or writing.clocked(text, number, end)


# Around an amount a currency's name follows: the words before that make it a price, those
# after that make it none (``words.NAMED_PRICE_BEFORE``, ``words.NAMED_NOT_PRICE_AFTER``).
_NAMED_LEADS = [lead for leads in words.NAMED_PRICE_BEFORE.values() for lead in leads]
_NAMED_LEAD = re.compile(
    rf"(?<!{_LETTER})(?:{alternation(_NAMED_LEADS)}) ?:? ?$"  # "for 49 dollars", "Precio: 99"
    r"|: ?$"  # a label's value: "Matrícula: 90 pesos"
    r"|(?:^|\n)[^\S\n]*$",  # the line's start, where its end must close the price too
    re.IGNORECASE,
)
_NAMED_NOT_LEADS = [lead for leads in words.NAMED_NOT_PRICE_BEFORE.values() for lead in leads]
_NAMED_NOT_LEAD = re.compile(
    rf"(?<!{_LETTER})(?:{alternation(_NAMED_NOT_LEADS)}) ?$", re.IGNORECASE
)
_LONGEST_LEAD = 4 + max(map(len, [*_NAMED_LEADS, *_NAMED_NOT_LEADS]))
_NAMED_NOT_PRICE = re.compile(
    rf"[ \u00a0](?:{alternation(w for ws in words.NAMED_NOT_PRICE_AFTER.values() for w in ws)})"
    rf"(?!{_LETTER})",
    re.IGNORECASE,
)
_YEAR = re.compile(r"(?:1[89]|2[01])\d\d")
_CENTS = re.compile(r"[.,]\d\d$")


def _named_price(text: str, number: str, span: tuple[int, int], weight: bool) -> bool:
    """Whether ``number``, before a currency's name in words (``span``: from the amount to
    the name's end), is a price: not before what says it is none ("5 pounds of coffee", "2
    dollars cheaper"); with its period ("49 złotych miesięcznie"), its multiple ("2 mil
    pesos"), its cents or thousands, or three digits that are no year ("in 2024 pesos"), but
    cents only before a name that also ``weight``s ("lose 100 pounds"); else alone on its
    line, after a label's colon, or after a word that says it is one ("for 49 dollars"). Not
    after a word that makes it a sum saved or earned ("we saved 42 million đồng a year"),
    nor right before the same price in signs, a screen reader's words ("29 Franken CHF29.-")."""
    start, end = span
    if _NAMED_NOT_PRICE.match(text, end) or _next_is_price(text, end):
        return False
    lead_from = max(0, start - _LONGEST_LEAD)
    if _NAMED_NOT_LEAD.search(text, lead_from, start):  # "we saved 42 million đồng a year"
        return False
    if period_after(text, end) is not None or _MULTIPLE.match(text, start + len(number)):
        return True
    money_like = _CENTS if weight else _MONEY_LIKE
    if money_like.search(number) and not _YEAR.fullmatch(number):
        return not _a_time(text, number, end)
    lead = _NAMED_LEAD.search(text, lead_from, start)
    return lead is not None and (lead.group().strip() != "" or _closed(text, end))


# A currency's name with the adjective after it that says whose it is ("499 pesos mexicanos",
# "49 dollars canadiens", "20 dólares estadounidenses"): the phrases of
# ``words.CURRENCY_NAMES``, by their adjective, with the name before it and its currency.
def _whose_names() -> dict[str, list[tuple[str, str]]]:
    whose: dict[str, list[tuple[str, str]]] = {}
    for code, phrases in words.CURRENCY_NAMES.items():
        for name, _, adjective in (phrase.partition(" ") for phrase in phrases):
            if adjective and currencies.SPELLINGS.get(name, currencies.NO_SPELLING).named:
                whose.setdefault(adjective, []).append((name, code))
    return whose


_WHOSE = _whose_names()
_ADJECTIVE_AFTER = re.compile(rf"[ \u00a0]({_LETTER}+)")


def _whose(text: str, currency: str, end: int) -> tuple[str, int]:
    """The currency a name ending at ``end`` is, with the adjective after it that says whose
    ("pesos mexicanos" is MXN), and where that ends; else ``currency`` and ``end``."""
    after = _ADJECTIVE_AFTER.match(text, end)
    if after is None:
        return currency, end
    for name, code in _WHOSE.get(after.group(1).lower(), ()):
        if text[end - len(name) : end].lower() == name:
            return code, after.end()
    return currency, end


def _in_thousandths(number: str) -> Decimal | None:
    """The amount of a currency of three decimals written ``number``, where its last three
    digits are its thousandths ("12.500 KWD", "29,900 DT": fils and millimes, not
    thousands); else None."""
    if _THOUSANDTHS.fullmatch(number):
        return Decimal(number.replace(",", ""))
    if writing.comma_thousandths(number):
        return Decimal(re.sub(r"[ .\u00a0\u202f]", "", number).replace(",", "."))
    return None


# What a hundredth written in letters is a price of: "ct/kWh", "p per day", "Cent pro Minute",
# also a count of it, as a shop's unit price: "11.0p per 100g", "45p/10 ct" ("1080p/60" is none).
_PER_WORDS = [c for cs in words.CONNECTORS.values() for c in cs if len(c) > 1]  # "a" is none
_PER_FOLLOWS = re.compile(
    rf" ?(?:[/\uff0f]|(?:{alternation(_PER_WORDS)}) ) ?(?:\d[\d.,]* ?)?{_LETTER}", re.IGNORECASE
)
# But for a unit of energy, whose price a tariff writes in hundredths however high it runs
# ("109,90 öre/kWh" in a dear winter, "120,5 ct/kWh"): "1080p/60" stays none.
_PER_ENERGY = re.compile(
    rf" ?(?:[/\uff0f]|(?:{alternation(_PER_WORDS)}) ) ?(?:{alternation(words.ENERGY_UNITS)})"
    rf"(?!{_LETTER})",
    re.IGNORECASE,
)


# A point and three digits last, after comma groups if any: thousands in most currencies, but
# the minor units of those that have three decimals (Kuwaiti, Bahraini, Omani, Jordanian),
# which write them so, with a point or the Arabic decimal sign (U+066B, read as a point).
_THOUSANDTHS = re.compile(r"\d{1,3}(?:,\d{3})*\.\d{3}")


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
    # "month per seat billed year": the period's suffix, then what it is per and how billed.
    base, _, rest = (period or "").partition(" ")
    return (
        shown
        + _PERIOD_SUFFIX.get(base, "")
        + (f" {rest}" if rest and base in _PERIOD_SUFFIX else "")
    )
