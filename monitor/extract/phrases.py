"""The words around a price, read with patterns built from ``monitor.extract.words``: its
billing period (written after it, before it, or anywhere on a short line), the stock state
of its product, and "contact sales".

Pure functions. Each table becomes one pattern whose alternatives are factored by their
common beginnings (a trie), so that the engine tests a character once rather than once per
word: the tables have hundreds of words, and a page is read in about a millisecond.
"""

import re
from collections.abc import Iterable, Mapping
from typing import Any

from monitor.extract import words

# Where a word of a script written with spaces must not continue: "mo" is not "model".
_LETTER = r"[^\W\d_]"


def alternation(phrases: Iterable[str], lower: bool = True, end: str = "") -> str:
    """A pattern matching any of ``phrases`` (in lower case, unless ``lower`` is false),
    longest first; a phrase that ends in a letter is followed by ``end``."""
    trie: dict[str, Any] = {}
    for phrase in phrases:
        node = trie
        for char in phrase.lower() if lower else phrase:
            node = node.setdefault(char, {})
        node[""] = end if end and _spaced(phrase[-1]) else ""
    return _branches(trie)


def _branches(node: dict[str, Any]) -> str:
    alternatives = [re.escape(char) + _branches(child) for char, child in node.items() if char]
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


class Phrases:
    """One pattern of many phrases, each standing for an answer, searched in lower case."""

    def __init__(self, answers: Mapping[str, str]) -> None:
        self._answers = dict(answers)
        self._pattern = re.compile(bounded(self._answers))

    def search(self, text: str) -> re.Match[str] | None:
        return self._pattern.search(text.lower())

    def answer(self, text: str) -> str | None:
        found = self.search(text)
        return self._answers[found.group()] if found else None

    def answers_by_line(self, lines: list[str]) -> dict[int, str]:
        """The first answer of each line that has one, from one scan of all of them."""
        text = "\n".join(lines).lower()  # lower() may change a length, never a line break
        found: dict[int, str] = {}
        line, counted = 0, 0
        for match in self._pattern.finditer(text):
            line += text.count("\n", counted, match.start())
            counted = match.start()
            found.setdefault(line, self._answers[match.group()])
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
_AFTER = re.compile(
    rf" ?+[(\-\u2013\u2014,]?+ ?+(?:{_TAX})?"
    rf"(?:(?P<lead>{alternation(_CONNECTORS)})? ?+"
    rf"(?:{_COUNT}(?P<unit>{alternation(_flat(words.UNITS))}) ?+,?+ ?+"
    rf"(?P<joiner>{alternation(_flat(words.JOINERS))})? ?+)?"
    rf"(?P<join>{alternation(_CONNECTORS)})? ?+(?P<noun>{alternation(_NOUNS)})(?!{_LETTER})"
    rf"|(?:{alternation(_flat(words.BILLED))}) (?P<billed>{alternation(_WORDS)})(?!{_LETTER})"
    # Alone, a period word may be an adjective: "$500 monthly limit" is no monthly price.
    rf"|(?P<word>{alternation(_WORDS)})(?: ?{_TAX})?(?! ?{_LETTER}))"
)
# What the text after a price can start with, for a period to be there at all (most prices
# in a table are followed by " | ").
_AFTER_FIRST = frozenset(
    "(-\u2013\u2014,0123456789"
    + "".join(
        word[0].lower()
        for table in (words.CONNECTORS, words.UNITS, words.BILLED)
        for word in _flat(table)
    )
    + "".join(word[0].lower() for word in (*_WORDS, *words.TAX_WORDS, *words.TAX_PREFIXES))
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
    rest = text[start : start + _LONGEST_AFTER]  # a slice, but a short one
    if (rest[1:2] if rest[:1] == " " else rest[:1]).lower() not in _AFTER_FIRST:
        return None
    found = _AFTER.match(rest.lower())
    if found is None:
        return None
    lead, unit, joiner, join, noun, billed, word = found.groups()
    if word or billed:
        return _WORDS[word or billed]
    if not (join or (lead and not unit) or (unit and joiner)):
        return None  # "$5 an item", "per user month": a period follows a word that joins it
    return _NOUNS[noun]


def period_before(text: str, end: int) -> str | None:
    """The period written just before a price that ends at ``end``: ``月額 ¥1,200``,
    ``Monthly: $10``, ``월 9,900원``."""
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
    """A period given as data (``"month"``, ``"P1M"``, ``"MON"``, ``"annual"``)."""
    text = str(value or "").strip().lower()
    for prefix, period in _DATA_PERIODS:
        if text.startswith(prefix):
            return period
    return None


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


def availability_by_line(lines: list[str]) -> dict[int, str]:
    """The stock state each line announces, by line number, from one scan of them all."""
    return _AVAILABILITY.answers_by_line(lines)
