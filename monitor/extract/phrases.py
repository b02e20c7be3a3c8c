"""The words around a price, read with patterns built from ``monitor.extract.words``: its
billing period (written after it, before it, or anywhere on a short line), the stock state
of its product, and "contact sales".

Pure functions. Each table becomes one pattern whose alternatives are factored by their
common beginnings (a trie), so that the engine tests a character once rather than once per
word: the tables have hundreds of words, and a page is read in about a millisecond.
"""

import itertools
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from monitor.extract import words

# Where a word of a script written with spaces must not continue: "mo" is not "model".
_LETTER = r"[^\W\d_]"


def alternation(
    phrases: Iterable[str],
    lower: bool = True,
    end: str = "",
    first: Callable[[str], str] = re.escape,
) -> str:
    """A pattern matching any of ``phrases`` (in lower case, unless ``lower`` is false),
    longest first; a phrase that ends in a letter is followed by ``end``, and the pattern
    for each first character is ``first``'s."""
    trie: dict[str, Any] = {}
    for phrase in phrases:
        node = trie
        for char in phrase.lower() if lower else phrase:
            node = node.setdefault(char, {})
        node[""] = end if end and _spaced(phrase[-1]) else ""
    return _branches(trie, first)


def _branches(node: dict[str, Any], first: Callable[[str], str] = re.escape) -> str:
    alternatives = [first(char) + _branches(child) for char, child in node.items() if char]
    if "" in node:
        alternatives.append(node[""])
    if len(alternatives) == 1:
        return alternatives[0]
    if alternatives[-1] == "" and len(alternatives) == 2 and len(alternatives[0]) == 1:
        return alternatives[0] + "?"
    return f"(?:{'|'.join(alternatives)})"


def bounded(phrases: Iterable[str]) -> str:
    """``alternation`` of whole words: a phrase of a script written with spaces is not the
    beginning or the end of a longer word; a Japanese or Chinese one may be (月額 in 月額料金)."""
    spaced: list[str] = []
    unspaced: list[str] = []
    for phrase in phrases:
        (spaced if _spaced(phrase[0]) or _spaced(phrase[-1]) else unspaced).append(phrase)
    parts = []
    if spaced:
        parts.append(rf"(?<!{_LETTER})(?:{alternation(spaced)})(?!{_LETTER})")
    if unspaced:
        parts.append(alternation(unspaced))
    return "|".join(parts)


def _spaced(char: str) -> bool:
    """Latin, Greek and Cyrillic letters: scripts whose words end where a space is."""
    return char.isalpha() and char < "\u0530"


def _flat(table: Mapping[str, Iterable[str]]) -> list[str]:
    return [word for entries in table.values() for word in entries]


def _answers(table: Mapping[str, Mapping[str, Iterable[str]]]) -> dict[str, str]:
    """phrase (lower case) → what it stands for, the first language's answer first."""
    answers: dict[str, str] = {}
    for by_answer in table.values():
        for answer, phrases in by_answer.items():
            for phrase in phrases:
                answers.setdefault(phrase.lower(), answer)
    return answers


# What a word of a spaced script follows: a line's start (a line break, once text is joined),
# a space, punctuation, or a symbol: an icon font's glyph (private use), a dingbat, an arrow or
# an emoji glued to the word ("\ue5caBrak w magazynie"). Spelled out, so that a search tests one
# set per character and enters the pattern only at these: a lookbehind for "not a letter"
# would enter it at each.
_SEPARATOR = (
    "[\n\t \u00a0\u3000(\\[{|/,.:;!?*+<>#\"'"
    "\u00ab\u00bb\u00b7\u2000-\u206f\u2190-\u2bff\ue000-\uf8ff\U0001f000-\U0001faff-]"
)


# A page with more phrases of one kind than this is no price list; what it says after them
# goes unread.
_MAX_FOUND = 10_000


class Phrases:
    """Many phrases, each standing for an answer, found in lower case and whole: one pattern
    for the phrases of spaced scripts, after a separator, one for the others, anywhere."""

    def __init__(self, answers: Mapping[str, str]) -> None:
        self._answers = dict(answers)
        spaced = [phrase for phrase in self._answers if _spaced(phrase[0]) or _spaced(phrase[-1])]
        others = [phrase for phrase in self._answers if phrase not in spaced]
        first = re.escape("".join(sorted({phrase[0] for phrase in spaced})))
        self._patterns = [
            re.compile(rf"{_SEPARATOR}(?=[{first}])({alternation(spaced)})(?!{_LETTER})"),
            re.compile(f"({alternation(others)})" if others else "(?!)"),
        ]

    def _found(self, lowered: str) -> list[tuple[int, str]]:
        """(where, phrase) of every phrase in ``lowered``, in order."""
        found = [
            (match.start(1), match.group(1))
            for pattern in self._patterns
            for match in itertools.islice(pattern.finditer(lowered), _MAX_FOUND)
        ]
        return sorted(found) if found else found

    def search(self, text: str) -> str | None:
        """The first phrase in ``text``, in lower case."""
        lowered = "\n" + text.lower()
        firsts = [match for pattern in self._patterns if (match := pattern.search(lowered))]
        return min(firsts, key=lambda match: match.start(1)).group(1) if firsts else None

    def answer(self, text: str) -> str | None:
        found = self.search(text)
        return self._answers[found] if found else None

    def answers_by_line(self, lines: list[str]) -> dict[int, str]:
        """The first answer of each line that has one, from one scan of all of them."""
        text = "\n" + "\n".join(lines).lower()  # lower() may change a length, never a line
        found: dict[int, str] = {}
        line, counted = 0, 1
        for start, phrase in self._found(text):
            line += text.count("\n", counted, start)
            counted = start
            found.setdefault(line, self._answers[phrase])
        return found


_NOUNS = _answers(words.PERIOD_NOUNS)
_WORDS = _answers(words.PERIOD_WORDS)
_CONNECTORS = _flat(words.CONNECTORS)
_TAX = (
    rf"(?:(?:{alternation(words.TAX_PREFIXES)})\.? ?(?:{alternation(words.TAX_NOUNS)})\.?"
    rf"|{alternation(words.TAX_WORDS)}) ?"
)
# A count before a unit: "per 1,000 requests", "/ 1M requests".
_COUNT = r"(?:\d[\d,.]{0,9} ?(?:k|m|million|mio\.?|thousand|tsd\.?)? ?)?"
# What a price is per: a unit of the table ("active user"), or any one word, as long as a
# connector or a joiner, then a period, follow it ("pr. medarbejder pr. md.", "per employee
# / month", "pro Nutzer und Monat").
_UNIT = (
    rf"{_COUNT}(?:{alternation(_flat(words.UNITS))}|{_LETTER}{{2,24}}\.?)(?!{_LETTER}) ?+,?+ ?+"
    rf"(?:(?:{alternation(_flat(words.JOINERS))}) ?+(?:(?:{alternation(_CONNECTORS)}) ?+)?"
    rf"|(?:{alternation(_CONNECTORS)}) ?+)"
)
# A note in brackets between a price and its period: "$29 (excl. VAT) / mo", and in Japanese
# (tax included) in full-width brackets.
_NOTE = r"(?:[(\[\uff08][^)\]\uff09\d]{1,24}[)\]\uff09] ?+)?"
# A period noun follows a connector ("/mo", "per seat / year") or a unit ("user/month"), never
# nothing ("$5 an item").
_AFTER = re.compile(
    rf" ?+{_NOTE}[(\-\u2013\u2014,]?+ ?+(?:{_TAX})?"
    rf"(?:(?:(?:{alternation(_CONNECTORS)}) ?+(?:{_UNIT})?|{_UNIT})"
    rf"(?P<noun>{alternation(_NOUNS)})(?!{_LETTER})"
    rf"|(?:{alternation(_flat(words.BILLED))}) (?P<billed>{alternation(_WORDS)})(?!{_LETTER})"
    # Alone, a period word may be an adjective: "$500 monthly limit" is no monthly price.
    rf"|(?P<word>{alternation(_WORDS)})(?: ?{_TAX})?(?! ?{_LETTER}))"
)
_LONGEST_AFTER = 96
_BEFORE_WORDS = _WORDS | _answers(words.PERIOD_PREFIXES)
_BEFORE = re.compile(rf"(?<!\d)(?:{bounded(_BEFORE_WORDS)}) ?[:\uff1a]? ?$", re.IGNORECASE)
_LONGEST_BEFORE = 3 + max(map(len, _BEFORE_WORDS))
# In a line: a period word, or a noun after a connector that is a word ("billed annually",
# "a month"); "/mo" is read after the price it follows.
_IN_LINE = re.compile(
    rf"(?<!{_LETTER})(?:(?P<word>{alternation(_WORDS)})"
    rf"|(?:{alternation(c for c in _CONNECTORS if c[0].isalpha())}) "
    rf"(?P<noun>{alternation(n for n in _NOUNS if len(n) > 2)}))(?!{_LETTER})"
)
_AVAILABILITY = Phrases(_answers(words.AVAILABILITY))
CONTACT_SALES = Phrases(dict.fromkeys(map(str.lower, _flat(words.CONTACT_SALES)), "contact"))


def period_after(text: str, start: int = 0) -> str | None:
    """The billing period written at ``start``, right after a price: ``/mo``, ``per seat /
    year``, `` pro Nutzer und Monat``, ``HT par an``, ``/月``, `` billed annually``."""
    found = _AFTER.match(text[start : start + _LONGEST_AFTER].lower())  # a short slice
    if found is None:
        return None
    noun, billed, word = found.groups()
    return _NOUNS[noun] if noun else _WORDS[word or billed]


# A price per a count of a unit, with no period: "/ 1M tokens", "per 1,000 requests",
# "/ 1K calls". The count is part of what the price means (per 1K is a thousand times per 1M).
_PER_COUNT = re.compile(
    rf" ?+(?:{alternation(_CONNECTORS)}) ?+(\d[\d,.]{{0,9}}) ?"
    rf"(?:(million|thousand|mio\.?|tsd\.?|k|m|b)(?!{_LETTER}))? ?({_LETTER}{{2,24}})(?!{_LETTER})"
)
_DIGIT = re.compile(r"\d")
_LONGEST_PER_COUNT = 48


def per_count(text: str, start: int = 0) -> str | None:
    """What a price right before ``start`` is per, when that is a count of a unit and no
    period: ``1m tokens``, ``1,000 requests``; None for "/mo" or "per seat"."""
    after = text[start : start + _LONGEST_PER_COUNT]
    found = _PER_COUNT.match(after.lower()) if _DIGIT.search(after) else None
    if found is None:
        return None
    count, multiple, unit = found.groups()
    return f"{count}{multiple or ''} {unit}"


# A usage price's free allowance written before it on its line: "The first 10,000 requests
# are free, then $0.002 / request", "1 000 Anfragen gratis, danach 0,01 €". The price is for
# what is over it, as a tiered price's is.
_FREE_WORDS = bounded({word for words_ in words.FREE.values() for word in words_})
_ALLOWANCE = re.compile(
    rf"(?<![\d.,])(\d(?:[\d,.\u00a0 ]{{0,12}}\d)?) ?(k|m|million|thousand)?(?!{_LETTER})"
    rf"[^\d]{{0,48}}?(?:{_FREE_WORDS})(?!{_LETTER})[^\d]{{0,32}}$"
)
_LONGEST_ALLOWANCE = 120


# A find per phrase, in a plain loop: a regex of them all per line cost a third of a typical
# page's extraction, a generator of finds twice the loop.
_FREE_FLAT = tuple(sorted({word for words_ in words.FREE.values() for word in words_}))


def mentions_free(text: str) -> bool:
    """Whether ``text`` holds a word for free."""
    lowered = text.lower()
    for word in _FREE_FLAT:  # noqa: SIM110 (a generator of finds costs twice the loop)
        if word in lowered:
            return True
    return False


def free_allowance(text: str, start: int) -> str | None:
    """The count a usage price's line gives free before the price at ``start``, if any."""
    before = text[max(0, start - _LONGEST_ALLOWANCE) : start]
    if not _DIGIT.search(before) or not mentions_free(before):
        return None
    found = _ALLOWANCE.search(before.lower())
    if found is None:
        return None
    unit = _NEXT_WORD.match(before, found.end(2) if found.group(2) else found.end(1))
    if unit is not None and period_from_words(unit.group(1)):  # "14-day free trial"
        return None
    return found.group(1) + (found.group(2) or "")


_NEXT_WORD = re.compile(r"[-\s]*(\w+)")


def period_before(text: str, end: int) -> str | None:
    """The period written just before a price that starts at ``end``: ``月額 ¥1,200``,
    ``Monthly: $10``, ``월 9,900원``."""
    last = text[max(0, end - 3) : end].rstrip(" :\uff1a")[-1:]
    if not last.isalpha():  # most prices follow a digit, a " | " or nothing
        return None
    found = _BEFORE.search(text, max(0, end - _LONGEST_BEFORE), end)
    if found is None:
        return None
    return _BEFORE_WORDS[found.group().rstrip(" :\uff1a").lower()]


def period_in(text: str) -> str | None:
    """A billing period named anywhere in ``text`` (``billed annually``, ``per month``)."""
    found = _IN_LINE.search(text.lower())
    if found is None:
        return None
    word = found.group("word")
    return _WORDS[word] if word else _NOUNS[found.group("noun")]


def period_from_words(value: object) -> str | None:
    """A period given as data (``"month"``, ``"P1M"``, ``"MON"``, ``"annual"``), or named in
    words of any language of the table (a toggle's ``Jährlich``, ``Mensuel``)."""
    text = str(value or "").strip().lower()
    for prefix, period in _DATA_PERIODS:
        if text.startswith(prefix):
            return period
    if len(text) < 3 and text.isascii():  # "an", "h", "kk": periods only after a connector
        return None
    return _NOUNS.get(text) or period_in(text)


_DATA_PERIODS = (
    ("p1m", "month"),
    ("p3m", "quarter"),
    ("mon", "month"),
    ("p1y", "year"),
    ("p12m", "year"),
    ("ann", "year"),
    ("year", "year"),
    ("yr", "year"),
    ("p1d", "day"),
    ("day", "day"),
    ("daily", "day"),
    ("hour", "hour"),
    ("hr", "hour"),
    ("p1w", "week"),
    ("week", "week"),
    ("quarter", "quarter"),
    ("one_time", "once"),
    ("one-time", "once"),
    ("onetime", "once"),
    ("once", "once"),
)


def availability_in(text: str) -> str | None:
    """``Sold out`` → ``SoldOut``: the schema.org name of the state ``text`` announces."""
    return _AVAILABILITY.answer(text)


def availability_by_line(lines: list[str], wanted: list[int] | None = None) -> dict[int, str]:
    """The stock state each line announces, by line number, from one scan of them all (or of
    the ``wanted`` ones, in order)."""
    if wanted is None:
        wanted = list(range(len(lines)))
    # A product's line is short: a longer one is read as far as one goes.
    found = _AVAILABILITY.answers_by_line([lines[i][:_LONGEST_LINE] for i in wanted])
    return {wanted[index]: state for index, state in found.items()}


_LONGEST_LINE = 2000
