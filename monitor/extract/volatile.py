"""Text that changes on its own, recognised in a line of visible text and left out of it.

Relative times (``Updated 5 minutes ago``), clocks and countdowns (``Ends in 02:14:33``),
live counters (``27 people are viewing this``), rating and review counts (``4.8 (1,203
reviews)``) and visitor or order numbers change between two fetches of a page nobody edited.
Each comes from a pattern table per language and kind (``LANGUAGES``, with the forms every
language shares under ``COMMON``); a fragment one of them matches is removed from the line,
unless it overlaps a price or reads as a plan's limit (``Up to 500 reviews``, ``100 orders /
month``). Pure functions.

Most lines hold none, and a page's lines are many: ``candidates`` finds in one pass over the
page the lines that hold a clue (a word that a language's fragments hold, a clock, stars),
and ``stripped`` searches a line only with the expressions of the clues it holds.
"""

import bisect
import re
import string
from collections.abc import Iterable, Iterator

from monitor.extract import money, phrases, volatile_further, volatile_world
from monitor.extract.volatile_patterns import COMMON, KINDS, Kind, Language, with_counters
from monitor.extract.volatile_patterns import LANGUAGES as _FIRST

__all__ = [
    "COMMON",
    "KINDS",
    "LANGUAGES",
    "SEARCHED",
    "Kind",
    "Language",
    "candidates",
    "patterns",
    "split_values",
    "stripped",
]

# A count, not inside another number or a word (CX11, IPv4): 1,204 / 1.204 / 1 204 / 12k+,
# and Switzerland's 1'204 (with a straight or a curly apostrophe).
# Atomic, as are a duration's parts below: a count or a part once read is not read again in
# another way, which in a line of many ("1d 1d 1d ... left") would cost a millisecond.
_COUNT = (
    r"(?<![\d.,a-zA-Z\u00c0-\u024f])"
    r"(?>(?:\d{1,3}(?:[,.\u00a0\u202f '\u2019]\d{3}){1,4}|\d+)(?:[.,]\d+)?"
    r"(?:\s?[kK](?![^\W\d_]))?\+?)"
)
_RATING = r"(?<![\d.,])[0-5][.,]\d{1,2}(?![\d])"
LANGUAGES = with_counters(_FIRST | volatile_world.LANGUAGES | volatile_further.LANGUAGES)
_LETTER = r"a-zA-Z\u00c0-\u024f"
_AND = r"(?:and|und|et|y|e|en|i|in|ir|un|dan|и|og|och|ja|a)\s+"


def _duration(unit: str) -> str:
    """One to four amounts of ``unit`` (``2 Std. 14 Min.``, ``3 days``, ``3d 4h``), then
    perhaps a clock, or a clock."""
    part = rf"(?>{_COUNT}\s*(?:(?:{unit})\.?(?![{_LETTER}])|[dhms](?![{_LETTER}])))"
    clock = r"(?<![\d:])\d{1,2}(?:\s?:\s?[0-5]\d){1,2}(?![\d:])"
    # "2 days 04:13:22": the days, then the clock that counts down the last one.
    return rf"(?:{clock}|{part}(?:[\s,]*(?:{_AND})?{part}){{0,3}}+(?:\s+{clock})?)"


# Before and after noon in Arabic (10:42 ص, 9:05 مساءً) and Persian (10:42 ق.ظ): left behind,
# the word alone was the stamp's change.
_MERIDIEM = (
    "(?:\u0635|\u0645|(?:\u0635\u0628\u0627\u062d|\u0645\u0633\u0627\u0621)[\u0627\u064b]*"
    "|[\u0642\u0628]\\.\\s?\u0638)(?![\u0600-\u06ff])"
)
# A time of day (07:31, 7.31 Uhr, 07h31, 7:31 pm, 07:31:05 UTC), a date (2026-12-02,
# 02.12.2026, 12/02/26, 2 Dec 2026, 2. Dezember 2026, 2 de diciembre de 2026, Dec 2nd, 2026,
# 2026年12月2日), or a
# date at a time. Only after a word for "updated": alone, "9.30" may be an amount.
# Hungarian joins its case ending to the clock ("9:14-kor"); Russian and Ukrainian write a
# month's name in Cyrillic and may abbreviate the word for year after it ("2026 g." as they
# spell it).
_CLOCK = (
    r"(?<![\d:.,])\d{1,2}(?:[:.]|h(?=\d))[0-5]\d(?:[:.][0-5]\d)?(?![\d.,]\d)(?:-kor\b)?"
    rf"(?:\s?(?:[ap]\.?m\b\.?|{_MERIDIEM}))?"
    r"(?:\s?(?:uhr|utc|gmt|[a-z]{2,4}t|[+-][01]\d:?\d\d|h)\b)?"
)
# A month's name in Latin or Cyrillic letters ("2 Dec 2026", "5 грудня 2026").
_MONTH_LETTER = _LETTER + "\u0400-\u04ff"
_DATE = (
    r"(?:(?:\d{4}-[01]\d-[0-3]\d(?:T(?=\d))?|\d{1,2}[./-]\s?\d{1,2}[./-]\s?(?:\d{4}|\d{2})(?!\d)"
    rf"|\d{{1,2}}\.?\s?(?:de\s)?[{_MONTH_LETTER}]{{3,10}}\.?,?\s(?:de\s)?\d{{4}}"
    rf"|[{_LETTER}]{{3,10}}\.?\s\d{{1,2}}(?:st|nd|rd|th)?,?\s\d{{4}}"
    r"|\d{4}\s?年\s?\d{1,2}\s?月\s?\d{1,2}\s?日|\d{4}[./]\s?\d{1,2}[./]\s?\d{1,2}(?!\d)\.?)"
    r"(?:\s?[\u0433\u0440]\.(?!\w))?)"
)
_AT = (
    r"(?:\.?\s*,?\s*(?:at|um|à|alle|a las|a les|às|om|o|u|ob|kl\.?|klo\.?|kell|plkst\.?|pada"
    r"|v|den|le|(?:la\s)?ora|\u043e\u0431|\u043e|\u0432|\u0443)?\s*)"
)
_WHEN = rf"(?:{_DATE}(?:{_AT}{_CLOCK})?|{_CLOCK})"

# A day without its year, as a shop's delivery estimate writes it ("Fri, Dec 5", "Freitag,
# 5. Dezember", "le vendredi 5 décembre", "5 de diciembre", "Fr. 05.12.", "Dec 5-8"): only
# after a language's words for a delivery promise (``{dlv}``), since alone it is as often an
# offer's own date ("Price increase on January 1"). Months and weekdays by their first letters
# in the languages of Europe; a weekday's two letters only with a period or a comma, or where
# they are no word of another language ("do" is Polish for "until").
_MONTH = (
    rf"(?:(?:jan|feb|f[ée]v|fev|mar|m[äa]r|mrt|apr|avr|abr|ma[iy]|maj|mei|magg|jun|jui|giu|jul"
    rf"|lug|aug|ao[uû]|agost|sep|settem|setem|okt|oct|ottob|outub|nov|de[csz]|d[ée]c|dic|ener"
    rf"|genn|stycz|lut|kwie|czerw|lip|sierp|wrze|pa[źz]dz|listop|grud|led|[úu]nor|b[řr]ez|dub"
    rf"|kv[ěe]t|[čc]erv|srp|z[áa][řr][íi]|[řr][íi]j|prosin)[{_LETTER}]{{0,8}}"
    rf"|(?:set|ott|out|sie|lis|gru|cze|sty|ene)\."
    rf"|[{_LETTER}]{{3,7}}kuu(?:ta)?)\.?"
)
_WEEKDAY_WORD = (
    rf"(?:mon|tue|wed|thu|fri|sat|sun|die|mit|don|fre|sam|son|lun|mar|mer|jeu|ven|dim|mi[ée]"
    rf"|jue|vie|s[áa]b|dom|gio|seg|ter|qua|qui|sex|maa|din|woe|vri|zat|zon|pon|wto|[śs]ro|czw"
    rf"|pi[ąa]|sob|nie|m[åa]n|tis|ons|tor|l[öø]r|s[öø]n|tir|tii|kes|per|lau|[úu]te|st[řr]"
    rf"|[čc]tv|p[áa]t|ned)[{_LETTER}]{{0,10}}(?:-feira)?\.?"
)
_WEEKDAY = (
    rf"(?:{_WEEKDAY_WORD}"
    r"|(?:mo|di|mi|do|fr|sa|so|ma|wo|vr|za|zo|ti|ke|to|pe|la|su|po|[úu]t|st|[čc]t|p[áa]|ne"
    r"|wt|[śs]r|pt|nd|l[öø]|s[öø]|on|ti)[.,]"
    r"|(?:mo|di|mi|fr|sa|ma|wo|vr|za|zo|ti|ke|pe|la|su))"
    r",?\s+(?:d\.\s*|den\s+)?"
)
_DAY_MONTH = rf"\d{{1,2}}\.?\s?(?:de\s+)?{_MONTH}"
_MONTH_DAY = rf"{_MONTH}\s?\d{{1,2}}(?:st|nd|rd|th)?(?!\d)"
# In figures, as a day's own ("05.12.") or after its weekday ("Fri 12/5", Dutch "vr 05-12",
# "vr 05-12-2026"): "24/7" is no day.
_DAY_DOTTED = r"[0-3]?\d\.\s?[01]?\d\.(?!\d)"
_DAY_SLASHED = r"[0-3]?\d(?:[./][0-3]?\d\.?(?![\d,/]|\.\d)|-[0-3]?\d(?:-\d{4})?(?![\d,/-]))"
# The weekday may follow the day too, after a comma: "Delivery by 11 Dec, Wed".
_ONE_DAY = (
    rf"(?:(?:{_WEEKDAY})?(?:{_DAY_MONTH}|{_MONTH_DAY}|{_DAY_DOTTED})"
    rf"(?:,\s?{_WEEKDAY_WORD}(?![{_LETTER}]))?|{_WEEKDAY}{_DAY_SLASHED})"
)
# A range's end: "5-8 Dec", "5 to 8", or the "and" of "between 5 and 8 Dec" ("entre le lun. 8
# déc. et le mer. 10 déc.", "tussen 5 en 8 dec.", "entre el 5 y el 8 de diciembre").
_UNTIL = (
    r"\s?(?:[-\u2013\u2014]|to|bis|au|al|a|tot|till|til|do|až"
    r"|and|und|en|et(?:\sle)?|y(?:\sel)?|e(?:\sil)?)\s?"
)
_DAY = (
    rf"(?:\d{{1,2}}\.?{_UNTIL}{_DAY_MONTH}"
    rf"|{_ONE_DAY}(?:{_UNTIL}(?:{_ONE_DAY}|\d{{1,2}}(?:st|nd|rd|th|\.)?(?!\d)))?)"
    r"(?:,?\s\d{4}(?!\d))?"
)
# The same in Japanese, Chinese and Korean: "12月5日(金)", "12월 5일(금)", "12/5(金)〜12/8".
_CJK_ONE_DAY = (
    r"(?:\d{1,2}\s?[月월]\s?\d{1,2}\s?[日일]|\d{1,2}/\d{1,2}(?![\d/]))"
    r"(?:\s?[(\uff08][^)\uff09\d]{1,3}[)\uff09])?"
)
_CJK_DAY = rf"{_CJK_ONE_DAY}(?:\s?[~\u301c\uff5e\u2013-]\s?(?:{_CJK_ONE_DAY}|\d{{1,2}}\s?[日일]))?"


# Who did what a notification tells, before its verb in the clause: from a word's start (a
# search that tried each character, and each with up to 60 after it, cost a second per 100 KB
# of a line that names buyers), up to 60 characters.
_WHO = r"(?<![^\W_])(?=[^\W_])[^!?\u00b7\u2022|\n]{0,60}?"


def _expanded(language: Language, pattern: str) -> str:
    return (
        pattern.replace("{when}", _WHEN)
        .replace("{who}", _WHO)
        .replace("{day}", _CJK_DAY if not language.spaced else _DAY)
        .replace("{dlv}", language.delivers)
        .replace("{dur}", _duration(language.unit))
        .replace("{unit}", language.unit)
        .replace("{upd}", language.updated)
        .replace("{of}", f"(?:{language.out_of})")
        .replace("{n}", _count(language))
        .replace("{r}", _RATING)
    )


def _count(language: Language) -> str:
    """A count, maybe rounded to one of the language's ``multiples`` (``10RB+``); where
    words are spaced, the multiple is a word of its own (not the "tr" of "trang")."""
    if language.multiples == "(?!)":
        return _COUNT
    alone = r"(?![^\W\d_])" if language.spaced else ""
    return rf"{_COUNT}(?:\s?(?:{language.multiples}){alone}\+?)?"


def patterns(language: Language, kind: Kind) -> list[str]:
    """The regular expressions of one language and kind, placeholders filled in."""
    return [_expanded(language, pattern) for pattern in getattr(language, kind)]


class Expression:
    """One language's patterns of one kind as one expression, compiled at its first search:
    compiling all the tables takes a third of a second, at every start of every command, and
    a page needs a few of them or none."""

    __slots__ = ("_compiled", "_source")

    def __init__(self, source: str) -> None:
        self._source = source
        self._compiled: re.Pattern[str] | None = None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        if self._compiled is None:
            self._compiled = re.compile(self._source, re.IGNORECASE)
        return self._compiled.finditer(text)


_TABLES = {"common": COMMON, **LANGUAGES}
_EXPRESSIONS = {
    (name, kind): Expression("|".join(f"(?:{found})" for found in patterns(language, kind)))
    for name, language in _TABLES.items()
    for kind in KINDS
    if getattr(language, kind)
}
Expressions = frozenset[Expression]
# The fragments that hold no digit: "a minute ago", "gerade eben", stars. A line without a
# digit is searched for these only.
_DIGITLESS = frozenset(
    expression
    for (name, kind), expression in _EXPRESSIONS.items()
    if kind == "relative" or (name, kind) == ("common", "rating")
)


def _by_word(spaced: bool) -> dict[str, Expressions]:
    """Each word of the (un)spaced languages → the expressions of the kinds whose patterns
    name it."""
    found: dict[str, set[Expression]] = {}
    for (name, kind), expression in _EXPRESSIONS.items():
        language = _TABLES[name]
        if language.spaced != spaced:
            continue
        source = "|".join(patterns(language, kind)).lower()
        if spaced:  # once per pattern, not per word: \bvor: the b is no letter before "vor"
            source = _ESCAPE.sub(" ", source)
        words = language.words.split() + (_update_words(language) if kind == "timestamp" else [])
        for word in words:
            if _names(source, word, spaced):
                found.setdefault(word, set()).add(expression)
    return {word: frozenset(expressions) for word, expressions in found.items()}


def _update_words(language: Language) -> list[str]:
    """The words of a language's "updated" (``zuletzt``, ``aktualisiert``, ``stand``): those
    its timestamps start with. The short ones ("on", "am", "set") are left out: as clues
    they would make most lines worth a search."""
    plain = _ESCAPE.sub(" ", language.updated.lower())
    shortest = 4 if language.spaced else 2
    return [word for word in _WORD.findall(plain) if len(word) >= shortest]


_WORD = re.compile(r"[^\W\d_]+")


def _names(source: str, word: str, spaced: bool) -> bool:
    """Whether a pattern's ``source`` (its escapes blanked, where words are spaced) names
    ``word``: as the start of a word where words are spaced ("go" is no part of "ago",
    "review" is one of "reviews?")."""
    if not spaced:
        return word in source
    # str.find rather than a regex per word: compiling one per word took a fifth of a second
    # at every start.
    start = source.find(word)
    while start >= 0:
        if start == 0 or not _letter(source[start - 1]):
            return True
        start = source.find(word, start + 1)
    return False


def _letter(char: str) -> bool:
    r"""What ``[^\W\d_]`` matches: a word character that is no digit and no underscore."""
    return char.isalnum() and not char.isdecimal()


_ESCAPE = re.compile(r"\\(?:u[0-9a-fA-F]{4}|[A-Za-z])")


# A text's words as bytes.translate and split find them, in a tenth of a regular expression's
# time: UTF-8 between ASCII spaces, digits, punctuation and control characters (the markers
# that start a heading's line or a table's cell: "\x12Reviews 128"), ASCII lowercased.
# Outside ASCII bytes keep their case, so each word is looked up as written, Capitalised and
# in capitals.
_NOT_IN_WORDS = string.digits + string.punctuation + "".join(map(chr, range(0x20)))
_TOKENS = bytes.maketrans(
    (_NOT_IN_WORDS + string.ascii_uppercase).encode(),
    (" " * len(_NOT_IN_WORDS) + string.ascii_lowercase).encode(),
)


def _spellings(word: str) -> set[bytes]:
    return {form.encode().translate(_TOKENS) for form in (word, word.capitalize(), word.upper())}


_BY_TOKEN = {
    spelling: found
    for word, found in _by_word(spaced=True).items()
    for spelling in _spellings(word)
}
_WORDS = frozenset(_BY_TOKEN)
_BARE_WORDS = frozenset(token for token, found in _BY_TOKEN.items() if found & _DIGITLESS)
_BY_PART = {part.encode(): found for part, found in _by_word(spaced=False).items()}


def _any_of(parts: Iterable[bytes]) -> re.Pattern[bytes]:
    """One expression of ``parts``, the longest first (of two at one place, the first in the
    alternation wins); one that never matches if there are none."""
    longest_first = sorted(parts, key=lambda part: -len(part))
    return re.compile(b"|".join(map(re.escape, longest_first)) or b"(?!)")


_PARTS = _any_of(_BY_PART)
_BARE_PARTS = _any_of(part for part, found in _BY_PART.items() if found & _DIGITLESS)


# A compact duration (3d 4h, 12m 30s) in the text with every digit a 0, each d, h and m a
# \x01, ASCII lowercased: a search for "0\x01" passes over the rest of a page at once.
def _zeroing() -> bytes:
    table = bytearray(range(256))
    for byte in string.ascii_uppercase.encode():
        table[byte] = byte | 0x20  # lowercase
    for byte in string.digits.encode():
        table[byte] = ord("0")
    for byte in b"dhmDHM":
        table[byte] = 1
    return bytes(table)


_ZEROED = _zeroing()
_COMPACT = re.compile(rb"0\x01(?:in)? ?0")
_COMMON = frozenset(_EXPRESSIONS[("common", kind)] for kind in ("countdown", "rating"))
# A copyright's year and a cache buster: a footer's line is searched for them alone.
_STAMPS = frozenset({_EXPRESSIONS[("common", "timestamp")]})
# An identifier of seven hex digits or more, found by a search for a run of them in the text
# with every hex digit an x and every other byte a space; then checked by COMMON's pattern.
_IDENTIFIER = frozenset({_EXPRESSIONS[("common", "number")]})
_ALPHANUMERIC = string.ascii_letters + string.digits
_HEX = bytes.maketrans(
    bytes(range(256)),
    bytes(ord("x") if chr(b) in string.hexdigits else ord(" ") for b in range(256)),
)
_HEX_RUN = b"x" * 7
_HEX_RUNS = re.compile(rb"x{7,}")
# A ULID or a token, found the same way: a run of 20 letters and digits or more in the text
# with each an x.
_ALNUM = bytes.maketrans(
    bytes(range(256)),
    bytes(ord("x") if chr(b) in _ALPHANUMERIC else ord(" ") for b in range(256)),
)
_ULID_RUN = b"x" * 20
_ULID_RUNS = re.compile(rb"x{20,}")
# An exchange rate, found by its equals sign between two amounts.
_RATES = frozenset({_EXPRESSIONS[("common", "counter")]})
# Where COMMON's patterns without a word of their own may start, each searched for only in
# text that holds its first character, and the expressions to search a line with that holds
# one: a clock; a copyright's year; a cache-busting query; a rating out of 5 or with a count
# ("4.8/5", "4.8 (1,203)"), found by what follows the rating and then checked for it; an
# exchange rate by its equals sign, a deal's temperature by its degree sign.
_STARTS = (
    (b":", re.compile(rb":\s?[0-5]\d\s?:\s?[0-5]\d"), None, _COMMON),
    ("©".encode(), re.compile("©\\s?(?:19|20)\\d\\d".encode()), None, _STAMPS),
    (
        b"?",
        re.compile(rb"\?(?:v|ver|version|cb|cache|cachebust|t|ts|_|rev|build|hash)="),
        None,
        _STAMPS,
    ),
    (b"/", re.compile(rb"/\s?5(?!\d)"), re.compile(rb"[0-5][.,]\d\d?\s*$"), _COMMON),
    (b"(", re.compile(rb"[(\[]\s?\d"), re.compile(rb"[0-5][.,]\d\d?\s*$"), _COMMON),
    (b"=", re.compile(rb"=\s?(?:\S{1,6}\s?)?\d"), re.compile(rb"1[^=\n]{0,8}$"), _RATES),
    ("\u2248".encode(), re.compile("\u2248\\s?(?:\\S{1,6}\\s?)?\\d".encode()), None, _RATES),
    ("°".encode(), re.compile("\\d\\s?°".encode()), None, _RATES),
)
# A rating out of 5 in words, found by the " 5" it ends with ("4,8 de 5", "4,8 ud af 5"), and
# the rating patterns of the languages whose word before the 5 it is.
_FIVE = re.compile(rb" 5(?![\d.,])")
_RATED = re.compile(rb"[0-5][.,]\d\s*(?:[^\s\d]+\s+)?([^\s\d]+)$")


def _by_word_before_five() -> dict[bytes, Expressions]:
    found: dict[bytes, set[Expression]] = {}
    for name, language in LANGUAGES.items():
        if (name, "rating") in _EXPRESSIONS and language.out_of != "(?!)":
            for words in language.out_of.split("|"):
                for spelling in _spellings(words.split()[-1]):
                    found.setdefault(spelling, set()).add(_EXPRESSIONS[(name, "rating")])
    return {word: frozenset(expressions) for word, expressions in found.items()}


_OF_FIVE = _by_word_before_five()
_STARS = re.compile("|".join("★☆⭐✩✰\uff08").encode())
# All bytes but those of stars (their second: \x98, \x9c, \xad) and the first bytes of a
# full-width parenthesis and of the unspaced languages' scripts (Thai's is \xe0): what
# deleting them leaves tells in a fraction of a regular expression's time whether to look for
# stars or parts.
_USUAL = bytes(set(range(256)) - {0x98, 0x9C, 0xAD, 0xE0, 0xEF, *range(0xE3, 0xEE)})
_NOT_DIGITS = bytes(set(range(256)) - set(string.digits.encode()))
# Volatile text is a widget's few words: a page is searched in at most this many characters
# of its candidate lines, so that a page of nothing but counters takes no longer than others.
SEARCHED = 100_000

# A fragment right after one of these, or right before a period, is a plan's limit or an
# allowance (``Up to 500 reviews``, ``100 orders / month``), not a live count; and a trial's
# length is the offer, not a countdown (``Free trial ends in 14 days``).
_LIMIT_BEFORE = frozenset(
    {
        "up to", "max", "max.", "maximum", "unlimited", "collect", "request", "send", "invite",
        "bis zu", "jusqu'à", "jusqu\u2019à", "hasta", "fino a", "até", "tot", "do", "upp till",
        "op til", "opp til", "opptil", "enintään", "až",
        "trial", "testphase", "probezeit", "essai", "prueba", "prova", "teste", "proefperiode",
        "provperiod", "provperioden", "prøveperiode", "prøveperioden", "kokeilu",
        "zkušební doba", "skúšobná doba", "preizkusno obdobje", "пробният период",
        "bandomasis laikotarpis", "izmēģinājuma periods", "prooviperiood", "prufutímabilið",
        "percubaan", "iki", "līdz", "kuni", "allt að", "fins a", "sehingga", "hingga",
    }
)  # fmt: skip
_LIMIT_BEFORE_UNSPACED = ("最大", "最多", "최대")
_LIMIT_AFTER = re.compile(
    r"\s*(?:/|per\b|(?:pro|im) (?:monat|jahr|tag|woche)|par (?:mois|an|jour|semaine)"
    r"|a month|each month|monthly|included|inklusive|inbegriffen|al mes|por mes|al mese"
    r"|por mês|miesięcznie|i månaden|om måneden|i måneden|kuukaudessa|měsíčně|每月|매월"
    r"|(?:requests?|invit\w*|responses?|cycles?|widgets?|sites?|platforms?|integrations?"
    r"|sources?)\b)",
    re.IGNORECASE,
)
_WINDOW = 24
# What separated a removed fragment from the rest of its line, removed with it.
_SEPARATORS = " \t\u00a0·•|,;:\u2013—-()[]{}!?*\uff08\uff09、。\uff1a・"


def candidates(lines: list[str]) -> set[int]:
    """The indexes of the ``lines`` that may hold volatile text, from one pass over the whole
    page (most pages have none); the first of them only, up to ``SEARCHED`` characters."""
    # A line longer than SEARCHED is never searched: its text need not be read either.
    text = "\n".join(line if len(line) <= SEARCHED else "" for line in lines)
    # Digits of other scripts as ASCII: "٠٣:١٢:٤٤" is a clock as "03:12:44" is.
    read = money.ascii_digits(text)
    utf8 = read.encode(errors="surrogatepass")
    searched = lines if read is text else read.split("\n")
    found = set(_counting_stock(text))
    for positions, digit in _clues(utf8):
        indexes = _lines_of(positions, utf8)
        if digit:
            indexes = (index for index in indexes if _has_digit(searched[index]))
        found.update(_within(indexes, lines))
    return set(_within(sorted(found), lines))


def split_values(lines: list[str]) -> set[int]:
    """The indexes of the ``lines`` that are a volatile value set apart from its label, which
    a reader sees as one line: a listing's term and definition (``<dt>入札</dt><dd>5</dd>``,
    "Time left:" then "2d 4h", "「カメラ」の検索結果" then "1,284件"), a stat block's figure
    under or over its caption ("支援者" over "38人", "2,941" over "backers"), a tally's
    amount beside its caption ("US$ 187,462" over "pledged of US$ 30,000 goal"). ``stripped``
    reads a line at a time, and kept each (the amount as a price)."""
    pairs = [
        (value, label)
        for value, line in enumerate(lines)
        if _value(line)
        for label in (value - 1, value + 1)
        if 0 <= label < len(lines) and _label(lines[label])
    ]
    joined = [_pair(lines, value, label) for value, label in pairs]
    found = {pairs[k][0] for k in candidates(joined) if _loses_value(lines, pairs[k], joined[k])}
    for caption in set(phrases.tally_captions(lines)):
        found.update(
            i for i in (caption - 1, caption + 1) if 0 <= i < len(lines) and _lone_tally(lines, i)
        )
    return found


def _value(line: str) -> bool:
    """Whether ``line`` may be a value set apart: short, starting with a digit."""
    value = line.strip()
    return 0 < len(value) <= _SHORT and value[0].isdigit()


def _label(line: str) -> bool:
    """Whether ``line`` may be a value's label: a few words without a digit."""
    return 0 < len(line.strip()) <= _LABEL and not any(c.isdigit() for c in line)


def _loses_value(lines: list[str], pair: tuple[int, int], joined: str) -> bool:
    """Whether the ``joined`` lines of a value and its label (``pair``) lose all of the value,
    and at most the label's end next to it ("検索結果" of the count): a price beside a count
    stays, and so does its line."""
    value, label = pair
    kept, words = stripped(joined).strip(), _printable(lines[label]).strip()
    return words.startswith(kept) if label < value else words.endswith(kept)


def _pair(lines: list[str], value: int, label: int) -> str:
    """A value's line and its label's as one, in the order of the page."""
    first, second = sorted((value, label))
    return f"{_printable(lines[first]).strip()} {_printable(lines[second]).strip()}"


# A value and its label, each a line of a listing's card or a stat block: a count or a
# duration, and a few words ("days left to back this project").
_SHORT = 24
_LABEL = 40


def _lone_tally(lines: list[str], i: int) -> bool:
    text = _printable(lines[i])
    prices = money.prices_by_line([text]).get(0, [])
    if len(prices) != 1 or text[: prices[0].start].strip() or text[prices[0].end :].strip():
        return False  # words beside the amount: its line is its own clause
    before = _printable(lines[i - 1]) if i else ""
    after = _printable(lines[i + 1]) if i + 1 < len(lines) else ""
    offset = len(before) + 1
    joined = f"{before} {text} {after}"
    return phrases.raised(joined, offset + prices[0].start, offset + prices[0].end)


def _printable(line: str) -> str:
    """A line without its markers (a heading's level, a row's cells), as one clause."""
    return line if line.isprintable() else "".join(c if c.isprintable() else " " for c in line)


def _counting_stock(text: str) -> Iterator[int]:
    """The indexes of the lines of ``text`` that count what is left of a product."""
    line, counted = 0, 0
    for start, _ in phrases.stock_counts_left(text):
        line += text.count("\n", counted, start)
        counted = start
        yield line


def _clues(utf8: bytes) -> Iterator[tuple[Iterator[int], bool]]:
    """Where in ``utf8`` volatile text may be, by kind of clue (each in ascending order), and
    whether the fragments it begins hold a digit: one of the languages' words, a compact
    duration, a start of the patterns without words, stars, an unspaced language's part."""
    tokens = utf8.translate(_TOKENS)
    for word in _WORDS.intersection(tokens.split()):
        yield _held(tokens, word), word not in _BARE_WORDS
    zeroed = utf8.translate(_ZEROED)
    if b"0\x01" in zeroed:
        yield (match.start() for match in _COMPACT.finditer(zeroed)), True
    for first, pattern, before, _ in _STARTS:
        if first in utf8:
            yield _starts(utf8, pattern, before), True
    if b" 5" in utf8:
        yield (start for start, _ in _fives(utf8)), True
    hexed = utf8.translate(_HEX)
    if _HEX_RUN in hexed:
        yield (match.start() for match in _HEX_RUNS.finditer(hexed)), True
    alphanumeric = utf8.translate(_ALNUM)
    if _ULID_RUN in alphanumeric:
        yield (match.start() for match in _ULID_RUNS.finditer(alphanumeric)), True
    if not utf8.isascii() and utf8.translate(None, _USUAL):
        for pattern, digit in ((_STARS, False), (_PARTS, True), (_BARE_PARTS, False)):
            yield (match.start() for match in pattern.finditer(utf8)), digit


def _starts(
    utf8: bytes, pattern: re.Pattern[bytes], before: re.Pattern[bytes] | None
) -> Iterator[int]:
    """Where ``pattern`` matches, ``before`` (if any) just before it."""
    for found in pattern.finditer(utf8):
        start = found.start()
        if before is None or before.search(utf8, max(0, start - _WINDOW), start):
            yield start


def _held(tokens: bytes, word: bytes) -> Iterator[int]:
    """Where ``tokens`` hold ``word`` as a word. By bytes.find: a pattern per word would be
    compiled again and again once extraction's other patterns have filled re's cache."""
    at = tokens.find(word)
    while at >= 0:
        end = at + len(word)
        if (at == 0 or tokens[at - 1] in _SPACES) and (
            end == len(tokens) or tokens[end] in _SPACES
        ):
            yield at
        at = tokens.find(word, end)


_SPACES = frozenset(b" \t\n\r\x0b\x0c")


def _fives(utf8: bytes) -> Iterator[tuple[int, Expressions]]:
    """Where a rating out of 5 ends, and the expressions its word before the 5 brings."""
    for five in _FIVE.finditer(utf8):
        rated = _RATED.search(utf8, max(0, five.start() - _WINDOW), five.start())
        if rated and (expressions := _OF_FIVE.get(rated[1].translate(_TOKENS).strip())):
            yield five.start(), expressions


def _has_digit(text: str) -> bool:
    return bool(text.encode(errors="surrogatepass").translate(None, _NOT_DIGITS))


def _lines_of(positions: Iterator[int], utf8: bytes) -> Iterator[int]:
    """The lines of ``utf8`` that hold ``positions`` (ascending, in ``utf8`` or in a
    translation of it byte for byte), each once."""
    index, counted, end = 0, 0, -1
    for position in positions:
        if position < end:
            continue
        index += utf8.count(b"\n", counted, position)
        counted = position
        end = utf8.find(b"\n", position)
        if end < 0:  # the last line
            end = len(utf8)
        yield index


def _within(indexes: Iterable[int], lines: list[str]) -> Iterator[int]:
    """``indexes`` (ascending) while their lines hold at most ``SEARCHED`` characters in all:
    a page of nothing but counters is searched no longer than the first of them."""
    left, last = SEARCHED, -1
    for index in indexes:
        if index == last:  # found twice (by two kinds of start)
            continue
        left -= len(lines[index])
        if left < 0:
            return
        yield index
        last = index


def stripped(line: str) -> str:
    """``line`` without its volatile fragments; ``""`` when nothing but them (and the
    punctuation between them) was left. A fragment that overlaps a price stays. Digits of
    other scripts are read as their ASCII ones (an Arabic rating with its count)."""
    line = phrases.hidden_stock_counts(line)
    read = money.ascii_digits(line)
    expressions = _expressions(read)
    if not expressions:
        return line
    spans = _merged(sorted(_fragments(read, expressions)))
    if not spans:
        return line
    # A tally of pledges or savings and an exchange rate are money but no price: they change
    # as a counter does; so is what a purchase notification says another buyer paid, and the
    # least of a marketplace's other copies.
    read_prices = money.prices_by_line([line]).get(0, [])
    rates = money.exchange_rates(line, read_prices)
    found = [
        price
        for price in read_prices
        if price.start not in rates
        and not phrases.raised(line, price.start, price.end)
        and not phrases.bought(line, price.start, price.end)
        and not phrases.marketplace_offer(line, price.start)
    ]
    prices = Spans([(price.start, price.end) for price in found])
    spans = [
        part for span in spans if not prices.overlap(*span) for part in _stock_kept(read, span)
    ]
    if not spans:
        return line
    pieces = _pieces(line, spans, prices)
    if not any(character.isalnum() for piece in pieces for character in piece):
        return ""
    # Pieces that meet may read as another price ("4.8 " + "$19" is 4.8 dollars): then they
    # are kept apart by a separator, or else the line is kept as it is.
    for glue in (" ", " · "):
        kept = glue.join(pieces)
        if _readings(money.prices_by_line([kept]).get(0, [])) == _readings(found):
            return kept
    return line


def _expressions(line: str) -> set[Expression]:
    """The expressions worth searching ``line`` with: those of the clues it holds."""
    utf8 = line.encode(errors="surrogatepass")
    tokens = utf8.translate(_TOKENS).split()
    found: set[Expression] = set()
    if not _WORDS.isdisjoint(tokens):
        for token in tokens:
            found.update(_BY_TOKEN.get(token, ()))
    found |= _started(utf8)
    if not utf8.isascii() and utf8.translate(None, _USUAL):
        if _STARS.search(utf8):
            found.update(_COMMON)
        for part in set(_PARTS.findall(utf8)):
            found.update(_BY_PART[part])
    return found if utf8.translate(None, _NOT_DIGITS) else found & _DIGITLESS


def _started(utf8: bytes) -> set[Expression]:
    """The expressions of the patterns without words of their own that may start in a line."""
    found: set[Expression] = set()
    if _COMPACT.search(utf8.translate(_ZEROED)):
        found.update(_COMMON)
    for first, pattern, before, expressions in _STARTS:
        if first in utf8 and next(_starts(utf8, pattern, before), None) is not None:
            found.update(expressions)
    if b" 5" in utf8:
        for _, expressions in _fives(utf8):
            found.update(expressions)
    if _HEX_RUN in utf8.translate(_HEX) or _ULID_RUN in utf8.translate(_ALNUM):
        found.update(_IDENTIFIER)
    return found


def _fragments(line: str, expressions: set[Expression]) -> Iterator[tuple[int, int]]:
    for expression in expressions:
        for found in expression.finditer(line):
            start, end = found.span()
            if end > start and not _a_limit(line, start, end):
                yield start, end


def _a_limit(line: str, start: int, end: int) -> bool:
    before = line[max(0, start - _WINDOW) : start].lower()
    words = [word.strip(_SEPARATORS) for word in before.split()[-2:]]
    # "L'essai", "l\u2019offre" (written with either apostrophe): the word after the article.
    last = words[-1].replace("\u2019", "'").rsplit("'", 1)[-1] if words else ""
    return (
        not _LIMIT_BEFORE.isdisjoint((last, *words[-1:], " ".join(words)))
        or before.rstrip().endswith(_LIMIT_BEFORE_UNSPACED)
        or _LIMIT_AFTER.match(line, end, end + _WINDOW) is not None
    )


_ON_HAND = frozenset({"InStock", "LimitedAvailability"})


def _stock_kept(line: str, span: tuple[int, int]) -> list[tuple[int, int]]:
    """The span without the stock phrase it holds: a stock counter's count changes on its
    own, but what it says about stock does not ("Only 2 left in stock" is in stock, as is
    "In stock"), so ``in stock`` stays for the availability to be read from. Only a phrase
    of stock on hand: what a counter says of sales ("5 sold today") is no state of stock."""
    start, end = span
    fragment = line[start:end].lower()
    phrase = money.availability_phrase(fragment) if len(fragment) == end - start else None
    if phrase is None or money.availability_in(phrase) not in _ON_HAND:
        return [span]
    at = start + fragment.index(phrase)
    return [(start, at), (at + len(phrase), end)]


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


class Spans:
    """Sorted spans that do not overlap (the prices of a line), to test positions against."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        self._starts = [start for start, _ in spans]
        self._ends = [end for _, end in spans]

    def overlap(self, start: int, end: int) -> bool:
        before = bisect.bisect_left(self._starts, end)  # the spans that start before ``end``
        return before > 0 and self._ends[before - 1] > start

    def __contains__(self, position: int) -> bool:
        return self.overlap(position, position + 1)


def _pieces(line: str, spans: list[tuple[int, int]], prices: Spans) -> list[str]:
    """The text between the removed spans, each piece without the separators that stood
    next to a removed span (never eating into a price: ``19,-``); the empty ones left out."""
    bounds = [0, *(edge for span in spans for edge in span), len(line)]
    pieces = []
    for index in range(0, len(bounds), 2):
        start, end = bounds[index], bounds[index + 1]
        if index:  # after a removed span
            while start < end and _loose(line, start, (start + 1, end), prices):
                start += 1
        if index + 2 < len(bounds):  # before one
            while end > start and _loose(line, end - 1, (start, end - 1), prices):
                end -= 1
        if piece := " ".join(line[start:end].split()):
            pieces.append(piece)
    return pieces


_PAIRS = {"(": ")", "[": "]", "{": "}", "\uff08": "\uff09"}
_PAIRED = {**_PAIRS, **{close: opening for opening, close in _PAIRS.items()}}


def _loose(line: str, at: int, kept: tuple[int, int], prices: Spans) -> bool:
    """Whether the character ``at`` is a separator next to a removed span, to go with it: not
    a price's, nor a bracket that pairs one the ``kept`` text leaves open ("48 lessons (3
    months) \u00b7 1,247 students" keeps its closing bracket)."""
    character = line[at]
    if character not in _SEPARATORS or at in prices:
        return False
    other = _PAIRED.get(character)
    if other is None:
        return True
    text = line[kept[0] : kept[1]]
    return text.count(other) <= text.count(character)


def _readings(prices: list[money.Money]) -> list[tuple[object, str | None]]:
    return [(price.amount, price.currency) for price in prices]
