"""Prices in text: finding them, reading their amount, currency, period and availability.

Pure functions. The amount's decimal and thousands separators are read by ``price-parser``
(``1.099,00 €``, ``$1,099.00``, ``CHF 1'099.00``); this module finds where a price is, names
its currency and reads the words around it.
"""

import bisect
import itertools
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
    "￥": "JPY",
    "円": "JPY",
}
_CODES = "CHF|EUR|USD|GBP|JPY|SEK|NOK|DKK|PLN|CZK|AUD|CAD|INR|BRL|CNY|HUF|NZD|SGD|HKD|MXN|ZAR"
# Not "Fr." for the Swiss franc: it is also German for Friday ("Mo.-Fr. 8-18 Uhr").
_SIGNS = r"US\$|R\$|C\$|A\$|HK\$|S\$|\$|€|£|¥|￥|円|₹|₩|₽|₺|zł|Kč|Ft|kr"
_CODE = re.compile(_CODES, re.IGNORECASE)
_CURRENCY = rf"(?<![A-Za-z])(?:{_CODES})(?![A-Za-z])|(?:{_SIGNS})(?![A-Za-z])"
# The characters a currency can start with, looked ahead for first: most of a page's
# characters then fail one set test instead of every alternative (a third of the time).
_CURRENCY_FIRST = "".join(
    sorted({written.replace("\\", "")[0] for written in f"{_CODES}|{_SIGNS}".split("|")})
)
# Grouped thousands (1,099 / 1.099 / 1 099 / 1'099) with decimals, or plain digits with up
# to four decimals (cloud prices per hour: 0.0072); "19,-" and Swiss "49.-" (a dash or an en
# dash) are whole amounts.
# Not after a letter: the 4 of "IPv4" is no amount. A plain space groups thousands only
# before the currency (1 099,00 kr): after "$19", " 100 GB" is another number.
_WHOLE = r"[.,][-\u2013]"


def _number(groups: str) -> str:
    return (
        rf"(?<![\d.,A-Za-z])(?:\d{{1,3}}(?:[{groups}]\d{{3}}){{1,4}}(?:[.,]\d{{1,4}})?(?!\d)"
        r"|\d{1,2}(?:,\d\d){1,4},\d{3}(?:\.\d{1,2})?(?!\d)"  # Indian grouping: 1,09,999
        rf"|\d{{1,12}}(?:[.,]\d{{1,4}})?)(?:{_WHOLE})?"
    )


_SEPARATORS = ",.'\u2019\u00a0\u202f"
_CURRENCY_TOKEN = re.compile(rf"(?=[{re.escape(_CURRENCY_FIRST)}])(?:{_CURRENCY})")
_AMOUNT_AFTER = re.compile(rf"\s?({_number(_SEPARATORS)})")
_AMOUNT_BEFORE = re.compile(rf"({_number(_SEPARATORS + ' ')})\s?$")
_LONGEST_WRITTEN = 48  # characters an amount and its space can take before a currency

# What may stand between a price and its period: a tax note, a currency, "per user".
_TAX = r"(?:(?:HT|TTC|(?:excl|incl|inkl|zzgl|exkl)\.?\s*(?:VAT|MwSt|tax)\.?|net|netto|brutto)\s*)?"
_PER = (
    rf"\s*{_TAX}(?:(?:[A-Z]{{3}})\s*)?(?:/|per|pro|par|al|a|an|every|je)?\s*"
    r"(?:(?:user|seat|member|nutzer|utilisateur)\s*/?\s*)?"
)
# One pattern, a group per period; hours before years, so that "an hour" is not "par an".
_PERIOD_AFTER = re.compile(
    _PER
    + r"(?:(?P<hour>hr|hours?|h|std|stunde|heure)"
    + r"|(?P<month>mo|mon|months?|monat|mt|mois|mes|mês|mese|mån|månad|måned|md|月)"
    + r"|(?P<year>yr|years?|annum|jahr|année|año|ano|anno|år|年)"
    + r"|(?P<day>days?|tag|jour)"
    + r"|(?P<week>wk|weeks?|woche|semaine))(?!\w)"
    + rf"|\s*{_TAX}(?:par|/)\s*(?P<year__fr>an)(?!\w)",
    re.IGNORECASE,
)


class Phrases:
    """Alternatives in one pattern, a named group per answer where there are answers.

    The pattern runs only on text holding one of ``words``: a substring test is far cheaper
    than the regex engine, and most lines of a page hold none of them.
    """

    def __init__(self, pattern: str, words: tuple[str, ...]) -> None:
        self._pattern = re.compile(pattern, re.IGNORECASE)
        self._words = re.compile("|".join(map(re.escape, words)))

    def search(self, text: str) -> re.Match[str] | None:
        if not self._words.search(text.lower()):
            return None
        return self._pattern.search(text)

    def answer(self, text: str) -> str | None:
        """The name of the group that matched (its suffix after ``__`` dropped)."""
        found = self.search(text)
        return found.lastgroup.split("__")[0] if found and found.lastgroup else None


_LINE_PERIOD = Phrases(
    r"\b(?:(?P<month>monthly|per month|a month|monatlich|mensuel|per månad)"
    r"|(?P<year>yearly|annually|per year|a year|jährlich|annuel|per år)"
    r"|(?P<hour>hourly|per hour|stündlich))\b"
    r"|(?P<month__ja>月額)|(?P<year__ja>年額)",
    (
        "month",
        "year",
        "annual",
        "hour",
        "monat",
        "jährlich",
        "mensuel",
        "annuel",
        "stündlich",
        "månad",
        " år",
        "月額",
        "年額",
    ),
)
_AVAILABILITY = Phrases(
    r"\b(?:(?P<SoldOut>sold out)|(?P<OutOfStock>out of stock|unavailable)"
    r"|(?P<PreOrder>pre-?order|coming soon)|(?P<Discontinued>discontinued))\b",
    ("sold", "stock", "unavailable", "order", "soon", "discontinued"),
)
CONTACT_SALES = Phrases(
    r"\bcontact (?:sales|us)\b|\bcustom (?:pricing|quote)\b|\b(?:get|request) a quote\b"
    r"|\blet'?s talk\b|\bon request\b|\bauf anfrage\b|\bkontaktieren sie uns\b"
    r"|\bsur devis\b|\bnous contacter\b|\bkontakta oss\b|\bpå begäran\b"
    r"|\bcontáctanos\b|お問い合わせ|要見積",
    (
        "contact",
        "custom",
        "quote",
        "talk",
        "request",
        "anfrage",
        "kontakt",
        "devis",
        "begäran",
        "contáct",
        "お問い合わせ",
        "要見積",
    ),
)
_PERIOD_SUFFIX = {"month": "/mo", "year": "/yr", "hour": "/h", "day": "/day", "week": "/wk"}
_SYMBOL_FIRST = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "$": "$"}


@dataclass(frozen=True, slots=True)
class Money:
    amount: Decimal
    currency: str | None
    start: int
    end: int
    """Where the price is in the line it was found in."""


def currency_code(written: str | None) -> str | None:
    """``€`` → ``EUR``; ISO codes stay; ambiguous signs (``$``, ``kr``) are kept as written."""
    if not written:
        return None
    written = written.strip()
    if written in _CURRENCY_SIGNS:
        return _CURRENCY_SIGNS[written]
    return written.upper() if _CODE.fullmatch(written) else written


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
        price = _price_at(text, token, taken)
        if price is None:
            continue
        start, end, amount = price
        index = bisect.bisect_right(starts, start) - 1
        offset = starts[index]
        found.setdefault(index, []).append(
            Money(amount, currency_code(token.group()), start - offset, end - offset)
        )
        taken, count = end, count + 1
        if count == MAX_PRICES:
            break
    return found


def _price_at(text: str, token: re.Match[str], taken: int) -> tuple[int, int, Decimal] | None:
    """The price around a currency: (start, end, amount), or None."""
    before = None
    last = token.start() - 1
    if last > taken and text[last].isspace():
        last -= 1
    if last >= taken and (text[last].isdigit() or text[last] in "-\u2013"):  # 49 € / 49.- CHF
        window_start = max(taken, token.start() - _LONGEST_WRITTEN)
        before = _AMOUNT_BEFORE.search(text, window_start, token.start())
    if before is not None and "\n" not in before.group():
        amount = parse_amount(before.group(1))
        if amount is not None:
            return before.start(1), token.end(), amount
    after = _AMOUNT_AFTER.match(text, token.end())
    if after is not None and "\n" not in after.group():
        amount = parse_amount(after.group(1))
        if amount is not None:
            return token.start(), after.end(), amount
    return None


def period_after(text: str, start: int = 0) -> str | None:
    """The billing period written at ``start`` (right after a price: ``/mo``, ``per user /
    month``). A position, not a slice: a line of many prices is not copied once per price."""
    found = _PERIOD_AFTER.match(text, start)
    return found.lastgroup.split("__")[0] if found and found.lastgroup else None


def period_in(text: str) -> str | None:
    """A billing period named anywhere in ``text`` (``billed annually``)."""
    return _LINE_PERIOD.answer(text)


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
    """``Sold out`` → ``SoldOut``: the schema.org name of the state a line announces."""
    return _AVAILABILITY.answer(text)


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
