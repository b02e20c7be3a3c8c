"""How a page writes its numbers, where the shape of a number beside a currency tells a
price from something else.

- A currency that is also an abbreviation ("Fr." is the Swiss franc and Freitag) before a
  date ("Fr. 05.12.", "Fr. 5.12.2026") names a weekday: a German date is day, point,
  month, point; a price is never written with a leading zero ("05") nor closed by a point
  after two decimals.
- A comma before the last three digits of a dinar or a rial of three decimals ("29,900 DT",
  "1 290,500 DT") is its decimal sign where nothing else can be: after thousands grouped
  otherwise, or on a page that writes decimal commas (French, and North Africa's Arabic);
  "KD 1,249" in English or in the Gulf's Arabic is a thousand.
- A plain space groups thousands only where the page groups them so ("1 299,00 €" in
  French, Nordic, Polish). A page that groups them with points, commas or apostrophes
  ("1.299,00 €", "$1,299.00", "CHF 1'299.00"), or whose language does, writes a size or a
  count before a price with a space that is no group: "Größe 42 129,95 €" is 129,95 €.
  But a page may write both ("15 000 Ft" beside "12.000 Ft"), and a space before three
  digits that start with a zero ("15 000", "2 050") can only group them: no amount or
  size is written with a leading zero.

Pure functions; the page's language is the reading's (``monitor.extract.language``).
"""

import re

from monitor.extract import language

# Day (1-31), point, month (1-12): then a point (the German date's own, or a year's), or a
# day with a leading zero no amount has. "Fr. 12.50", "Fr. 5.05" and "Fr. 10.20" are prices.
_DATE = re.compile(r"(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])")


def dated(text: str, number: str, end: int) -> bool:
    """Whether ``number``, read before ``end`` in ``text`` after a currency that is also a
    word, is a day and a month ("05.12.", "5.12.2026") rather than an amount."""
    ranged = number.rstrip("-\u2013")  # "5.12.\u2013Mo. 8.12.": read as a whole amount's dash
    if ranged != number:
        return ranged.endswith(".") and _DATE.fullmatch(ranged[:-1]) is not None
    if _DATE.fullmatch(number) is None:
        return False
    return number[0] == "0" or text.startswith(".", end)


def clocked(text: str, number: str, end: int) -> bool:
    """Whether ``number``, read before ``end`` in ``text`` after a currency that is also a
    word, is a time of day: "Mo. bis Fr. 8.00-18.00 Uhr" is Friday's opening hours."""
    return _TIME.fullmatch(number) is not None and _TIME_AFTER.match(text, end) is not None


# On the hour or a quarter past: opening hours are, prices mostly are not ("Fr. 12.50").
_TIME = re.compile(r"(?:[01]?\d|2[0-3])[.:](?:00|15|30|45)")
_TIME_AFTER = re.compile(rf"\s?(?:[-\u2013]\s?{_TIME.pattern}|Uhr\b|h\b)")


# A thousands group written with a plain space between digits, and with a point, a comma or
# an apostrophe (a leading zero is a decimal: "0.125 €/kWh").
_SPACED = re.compile(r"\d \d{3}(?!\d)")
_MARKED = re.compile(r"(?<![\d.,])[1-9]\d{0,2}[.,'\u2019]\d{3}(?!\d)")
# A plain space before a group with a leading zero, which no number after a space starts with.
_ZERO_LED_GROUP = re.compile(r"\d 0\d\d(?!\d)")

# Languages whose amounts group thousands with a point, a comma or an apostrophe, never a
# plain space. Left out: Portuguese (Brazil groups with points, Portugal with spaces) and
# English, which shops write for every market ("1 299 kr" on a Swedish shop's English page).
_MARKED_LANGUAGES = frozenset(
    {"de", "nl", "it", "es", "ca", "da", "is", "el", "ro", "tr", "id", "hr", "sl", "sr", "vi"}
    | {"ja", "zh", "ko", "th", "hi", "he", "ar", "ms", "tl", "bn", "ur", "ne", "si"}
)


def spaced(written: str) -> bool:
    """Whether an amount as written groups its thousands with a plain space."""
    return " " in written and _SPACED.search(written) is not None


def marked(written: str) -> bool:
    """Whether an amount as written groups its thousands with a point, comma or apostrophe."""
    return _MARKED.search(written) is not None


# Languages whose amounts group thousands with a space: their shops write a point too, older
# templates and price feeds beside the theme's own ("39 990 Ft" and "12.990 Ft", "24 990 Kč"
# and "1.290,- Kč"), so a point here and there does not make their spaces something else.
_SPACED_LANGUAGES = frozenset(
    {"fr", "pl", "cs", "sk", "hu", "ru", "uk", "bg", "be", "kk", "sv", "no", "fi", "et"}
    | {"lv", "lt"}
)


def spaces_group(writings: list[str]) -> bool:
    """Whether a plain space groups thousands in the page that writes its prices so: not
    where another price groups them with a mark, nor, without one, where its language
    groups them so; but always where a group after a space starts with a zero, whatever else
    the page writes ("15 000 Ft" beside "12.000 Ft"), and where the language groups them with
    a space and the page writes no fewer prices so than with marks. The Maghreb's Arabic
    groups them as French does ("2 500,00 \u062f\u062c"), whatever its language's marks."""
    if any(_ZERO_LED_GROUP.search(written) for written in writings if " " in written):
        return True
    marks, first = sum(map(marked, writings)), set(language.current()[:1])
    french = not _DECIMAL_COMMA_REGIONS.isdisjoint(language.regions())
    if not marks:
        return french or not first & _MARKED_LANGUAGES
    return (french or bool(first & _SPACED_LANGUAGES)) and sum(map(spaced, writings)) >= marks


# Languages and regions that write a decimal comma, where "29,900" can only be 29.9 of a
# currency that has three decimals: French (Tunisia's and Morocco's shops write it), and the
# Maghreb, whose Arabic writes it as French does, in Western digits (the Gulf, the Levant and
# Libya write a point, and the Arabic thousands sign, read as a comma, after Arabic digits).
_DECIMAL_COMMA_LANGUAGES = frozenset({"fr", "de", "es", "it", "pt", "nl", "tr", "ru", "pl"})
_DECIMAL_COMMA_REGIONS = frozenset({"TN", "DZ", "MA"})
# Three digits after a comma, last, and thousands before it grouped by anything but a comma.
_COMMA_THOUSANDTHS = re.compile(r"\d{1,3}(?:[ .\u00a0\u202f]\d{3})*,\d{3}")
_OTHER_GROUPS = re.compile(r"\d[ .\u00a0\u202f]\d{3},")


def comma_thousandths(number: str) -> bool:
    """Whether ``number``, an amount of a currency of three decimals, ends in its thousandths
    after a decimal comma ("29,900", "1 290,500", "1.290,500"), as the page writes them."""
    if _COMMA_THOUSANDTHS.fullmatch(number) is None:
        return False
    if _OTHER_GROUPS.search(number):
        return True
    regions = language.regions()
    return any(code in _DECIMAL_COMMA_LANGUAGES for code in language.current()[:1]) or any(
        region in _DECIMAL_COMMA_REGIONS for region in regions
    )
