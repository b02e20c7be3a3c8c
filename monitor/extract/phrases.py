"""The words around a price, read with patterns built from ``monitor.extract.words``: its
billing period (written after it, before it, or anywhere on a short line), the stock state
of its product, and "contact sales".

Pure functions. Each table becomes one pattern whose alternatives are factored by their
common beginnings (a trie), so that the engine tests a character once rather than once per
word: the tables have hundreds of words, and a page is read in about a millisecond.
"""

import functools
import re
import string
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from monitor.extract import clues, currencies, language, lazy, words

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


def _unglued(char: str) -> str:
    """A phrase's first character where no letter is before it: the same as a lookbehind
    ``(?<!{_LETTER})`` before the alternation, looked at once the character matched, so that
    a search of a whole text skips in one set test to the next place a phrase may start (a
    lookbehind first has the search enter the pattern at each character: a third of the
    time of reading a typical page's tally captions)."""
    escaped = re.escape(char)
    return rf"{escaped}(?<!{_LETTER}{escaped})"


def bounded(phrases: Iterable[str]) -> str:
    """``alternation`` of whole words: a phrase of a script written with spaces is not the
    beginning or the end of a longer word; a Japanese or Chinese one may be (月額 in 月額料金)."""
    spaced: list[str] = []
    unspaced: list[str] = []
    for phrase in phrases:
        (spaced if _spaced(phrase[0]) or _spaced(phrase[-1]) else unspaced).append(phrase)
    parts = []
    if spaced:
        parts.append(rf"(?:{alternation(spaced, first=_unglued)})(?!{_LETTER})")
    if unspaced:
        parts.append(alternation(unspaced))
    return "|".join(parts)


def _spaced(char: str) -> bool:
    """Latin, Greek and Cyrillic letters: scripts whose words end where a space is."""
    return char.isalpha() and char < "\u0530"


def _flat(table: Mapping[str, Iterable[str]]) -> list[str]:
    return [form for entries in table.values() for word in entries for form in _forms(word)]


def _forms(word: str) -> tuple[str, ...]:
    """``word``, and a Turkish or Azerbaijani one's dotless i as lower-casing its capital
    gives it: "KULLANICI BAŞINA" lowers to "kullanici başina", not "kullan\u0131c\u0131
    ba\u015f\u0131na"."""
    dotted = word.replace("\u0131", "i")
    return (word, dotted) if dotted != word else (word,)


def _answers(table: Mapping[str, Mapping[str, Iterable[str]]]) -> dict[str, str]:
    """phrase (lower case) → what it stands for, the first language's answer first."""
    answers: dict[str, str] = {}
    for by_answer in table.values():
        for answer, phrases in by_answer.items():
            for phrase in phrases:
                for form in _forms(phrase.lower()):
                    answers.setdefault(form, answer)
    return answers


# What a word of a spaced script follows: a line's start (a line break, once text is joined),
# a space, punctuation, a digit (blocks set side by side without a space between them read
# "£39.99Sold out"), a currency sign that ends a price the same way ("749,99 €Rupture de
# stock") or a symbol: an icon font's glyph (private use), a dingbat, an arrow or an emoji
# glued to the word ("\ue5caBrak w magazynie"), Spanish opening marks ("\u00a1Agotado!",
# "\u00bfSin stock?"). Spelled out, so that a search tests one set
# per character and enters the pattern only at these: a lookbehind for "not a letter" would
# enter it at each.
_SEPARATOR = (
    "[\n\t \u00a00-9\u3000(\\[{|/,.:;!?*+<>#\"'$\u00a2-\u00a5\u20a0-\u20c0"
    "\u00a1\u00ab\u00bb\u00b7\u00bf\u2000-\u206f\u2190-\u2bff\ue000-\uf8ff\U0001f000-\U0001faff-]"
)


# A page with more phrases of one kind than this is no price list; what it says after them
# goes unread.
_MAX_FOUND = 10_000


def _matches(
    pattern: lazy.Pattern, text: str, starts: set[int], limit: int = _MAX_FOUND
) -> list[tuple[int, str]]:
    """(where, phrase) of the first ``limit`` of ``pattern``'s matches in ``text`` that
    ``finditer`` would find, tried only at ``starts``, the only places where one may start."""
    found: list[tuple[int, str]] = []
    end = 0
    for start in sorted(starts):
        if start < end:
            continue
        match = pattern.match(text, start)
        if match is not None:
            found.append((match.start(1), match.group(1)))
            end = match.end()
            if len(found) == limit:
                break
    return found


# Spaces a page writes to keep words together ("Vagas&nbsp;esgotadas"), read as the plain
# space the tables write: one character each, so a phrase is found where it stands.
_NO_BREAK_SPACES = "\u00a0\u202f\u2007\u2009"
_NO_BREAK = str.maketrans(_NO_BREAK_SPACES, " " * len(_NO_BREAK_SPACES))


def _unbroken(text: str) -> str:
    # Most texts hold none: four searches cost a tenth of a translation.
    return text.translate(_NO_BREAK) if any(c in text for c in _NO_BREAK_SPACES) else text


class Phrases:
    """Many phrases, each standing for an answer, found in lower case and whole: one pattern
    for the phrases of spaced scripts, after a separator, one for the others, anywhere.

    Where a phrase may start is found first, by one Aho-Corasick scan of the text
    (``clues.Needles``); each pattern is then tried only there. A pattern whose first step is
    a class of separators entered the alternation at each space of the text."""

    def __init__(
        self,
        answers: Mapping[str, str],
        ambiguous: Mapping[str, Mapping[str, str]] | None = None,
        generic: str | None = None,
        masked: Iterable[str] = (),
    ) -> None:
        self._answers = dict(answers)
        # Words that hold a phrase but say something else, blanked before the search (the
        # same length, so that each place stays where it was).
        masks = [phrase.lower() for phrase in masked]
        self._mask = lazy.Pattern(alternation(masks)) if masks else None
        self._ambiguous = ambiguous or {}
        # An answer that any other in the same line overrides: the word it stands for also
        # qualifies another's ("available for pre-order", "disponible sur commande").
        self._generic = generic
        spaced = [phrase for phrase in self._answers if _spaced(phrase[0]) or _spaced(phrase[-1])]
        others = [phrase for phrase in self._answers if phrase not in spaced]
        first = re.escape("".join(sorted({phrase[0] for phrase in spaced})))
        self._spaced = lazy.Pattern(
            rf"{_SEPARATOR}(?=[{first}])({alternation(spaced)})(?!{_LETTER})"
        )
        self._others = lazy.Pattern(f"({alternation(others)})" if others else "(?!)")
        self._starts = clues.Needles([phrase.lower() for phrase in spaced + others])
        self._count = len(spaced)  # the needles of the spaced phrases come first

    def _found(self, lowered: str, limit: int = _MAX_FOUND) -> list[tuple[int, str]]:
        """(where, phrase) of the first ``limit`` phrases of each pattern in ``lowered``
        (which starts with a separator), in order, as its ``finditer`` finds them."""
        if self._mask is not None:
            lowered = self._mask.sub(lambda found: " " * len(found[0]), lowered)
        starts = self._starts.starts(lowered)
        if not starts:  # most texts: no phrase starts anywhere, and none is found
            return []
        spaced, others = set(), set()
        for index, start in starts:
            if index < self._count:
                spaced.add(start - 1)  # a spaced phrase's pattern starts at its separator
            else:
                others.add(start)
        found = _matches(self._spaced, lowered, spaced, limit)
        found += _matches(self._others, lowered, others, limit)
        return sorted(found) if found else found

    def search(self, text: str) -> str | None:
        """The first phrase in ``text``, in lower case."""
        found = self._found("\n" + _unbroken(lower(text)), limit=1)
        return found[0][1] if found else None

    def answer(self, text: str) -> str | None:
        return self.answers_by_line([text]).get(0)

    def answers_by_line(self, lines: list[str]) -> dict[int, str]:
        """The first answer of each line that has one (the first but the generic one, where
        the line has another), from one scan of all of them."""
        # lower() may change a length, never a line; a dotted capital I lowers to the i the
        # tables write ("ÖN SİPARİŞ" is "ön sipariş")
        text = "\n" + _unbroken(lower("\n".join(lines)))
        found: dict[int, str] = {}
        matches = self._found(text)
        if not matches:
            return found
        lines_at = _lines_at(text, [at for at, _ in matches], 1)
        for line, (_, phrase) in zip(lines_at, matches, strict=True):
            if line not in found or found[line] == self._generic:
                found[line] = language.meaning(self._answers, self._ambiguous, phrase)
        return found


_NOUNS = _answers(words.PERIOD_NOUNS)
# A minute is a period only right after a price ("0,05 €/min", "$0.0085 per minute"). In data,
# labels and the rest of a line, "min" is a minimum (a shop's ``price_min``, "Min. 24 Monate")
# and minutes are an allowance or a time ("500 Minuten", "ready in a minute"): no period. So
# are seconds ("ms" a time, "second" an ordinal), which are no term either ("30-second").
_SECONDS = ("millisecond", "second")
_BILLING_NOUNS = {noun: p for noun, p in _NOUNS.items() if p not in ("minute", *_SECONDS)}
_TERM_NOUNS = [noun for noun, period in _NOUNS.items() if period not in _SECONDS]
# A power term's period after its unit is a day, a month or a year: "kW h" and "kW\u00b7h" are
# how a tariff writes a kilowatt-hour ("32,5 ct/kW\u00b7h"), no price per kW for each hour.
# Only a unit of power takes a period after it; a unit of energy is what a rate is per, and
# the word after it is the next rate's ("Day: 28.10p/kWh Night: 14.20p/kWh").
_POWER_UNITS = ("kw", "mw")
_POWER_NOUNS = [
    noun for noun, period in _NOUNS.items() if period not in ("hour", "minute", *_SECONDS)
]
_WORDS = _answers(words.PERIOD_WORDS)
_COMPOUNDS = _answers(words.PERIOD_COMPOUNDS)  # "Jahresgebühr": before or right after
_WORDS_RIGHT_AFTER = _WORDS | _answers(words.PERIOD_AFTER_ONLY) | _COMPOUNDS
_DOTTED_RIGHT_AFTER = [word for word in _WORDS_RIGHT_AFTER if word.endswith(".")]
# The words that stand for one period in a language and another in another (Bulgarian
# "година", a year; Ukrainian, an hour): the document's language decides.
_NOUNS_AMBIGUOUS = language.ambiguous(words.PERIOD_NOUNS)
_WORDS_AMBIGUOUS = language.ambiguous(
    {
        code: {**words.PERIOD_WORDS.get(code, {}), **words.PERIOD_PREFIXES.get(code, {})}
        for code in words.LANGUAGES
    }
)


def _noun_period(noun: str) -> str:
    return language.meaning(_NOUNS, _NOUNS_AMBIGUOUS, noun)


def term_period(term: str) -> str:
    """The period an introductory term written as a count and its noun is ("4 weken", "4
    veckor": 4 weeks), to tell it from the price's own period; else the term as written."""
    count, _, noun = term.partition(" ")
    if not count.isdigit() or (noun not in _NOUNS and noun not in _NOUNS_AMBIGUOUS):
        return term
    return counted(_noun_period(noun), int(count))


def _word_period(word: str, answers: Mapping[str, str] = _WORDS_RIGHT_AFTER) -> str:
    return language.meaning(answers, _WORDS_AMBIGUOUS, word)


_CONNECTORS = [*_flat(words.CONNECTORS), *_flat(words.VALIDITY)]
# A connector that is a word of a spaced script ends where its word does: "na" and "v" are
# not "nav" (Latvian "not"); "/mo", "pr.md." and "毎月" are written joined.
_CONNECTOR = alternation(_CONNECTORS, end=rf"(?!{_LETTER})")
_TAX = (
    rf"(?:(?:{alternation(words.TAX_PREFIXES)})\.? ?(?:{alternation(words.TAX_NOUNS)})\.?"
    rf"|(?:{alternation(words.TAX_NOUNS)}) (?:{alternation(words.TAX_SUFFIXES)})\.?"
    rf"|{alternation(words.TAX_WORDS)}) ?"
)
TAX = _TAX  # a tax note: "incl. VAT", "zzgl. MwSt.", "HT", "税込"
# As written under a price, in small letters: "Pro" with a capital is a plan's name.
_CONNECTED = re.compile(rf"\s?(?:{_CONNECTOR}) ?\S")


def connected(text: str) -> bool:
    """Whether ``text`` starts with a word that says what a price is per, and then what it
    is per ("per seat", "/ mese", "за 1 ніготь"): set under a price, it goes on with it."""
    return _CONNECTED.match(text) is not None


_TAX_NOTE = re.compile(rf"[(*]? ?(?:{_TAX})[)*.]?", re.IGNORECASE)


def tax_note(text: str) -> bool:
    """Whether ``text`` is a tax note and nothing else ("+ VAT", "(zzgl. MwSt.)", "HT"): a
    line of its own under a price is that price's note, and names none below it."""
    return _TAX_NOTE.fullmatch(" ".join(text.split())) is not None


# A count before a unit: "per 1,000 requests", "/ 1M requests".
_COUNT = r"(?:\d[\d,.]{0,9} ?(?:k|m|million|mio\.?|thousand|tsd\.?)? ?)?"
# What a price is per: a unit of the table ("active user"), or any one word, as long as a
# connector or a joiner, then a period, follow it ("pr. medarbejder pr. md.", "per employee
# / month", "pro Nutzer und Monat").
# A connector may follow the unit as well as precede the period: Turkish puts its "per"
# after the unit ("user per / month"). The unit is kept: a price per seat is
# not a flat one, nor one per agent. A unit of Chinese or Japanese is joined to the "per"
# of the period after it ("每人每月", "每位使用者每月"), so no space need end it; so is
# one of Thai, Lao, Khmer or Burmese, scripts that space no words ("ต่อผู้ใช้ต่อเดือน"). Any
# word but a connector: in "24,90 € per un anno" the "per" is no unit of a price per year.
_UNSPACED_SCRIPTS = (("\u0e00", "\u0eff"), ("\u1000", "\u109f"), ("\u1780", "\u17ff"))
_JOINED_UNITS = [
    unit
    for unit in _flat(words.UNITS)
    if unit[-1] >= "\u2e80" or any(low <= unit[-1] <= high for low, high in _UNSPACED_SCRIPTS)
]
# Where a period noun ends: before no letter, or before a word that a script spacing no words
# joins to it ("¥99/月起", "980円/月から", "฿299/เดือนเท่านั้น"); not before any letter, or
# "/日本語" would be per day.
_NOUN_END = rf"(?:(?!{_LETTER})|(?={alternation(_flat(words.PERIOD_ENDINGS))}))"
# How a price is billed, before its period ("billed every month", "facturés chaque mois"):
# no unit of it, so "$12.99 billed every month" is monthly, not per "billed".
_BILLED = alternation(_flat(words.BILLED), end=rf"(?!{_LETTER})")
_PER = (
    rf"{_COUNT}(?:(?:{alternation(u for u in _flat(words.UNITS) if u not in _JOINED_UNITS)}"
    rf"|(?!(?:{_CONNECTOR}|{_BILLED})){_LETTER}{{2,24}}\.?)(?!{_LETTER})"
    rf"|{alternation(_JOINED_UNITS)})"
)


# "extra" before what a price is per ("per additional user", "pro zusätzliche SMS"): no part
# of the unit, which is per one of them all the same.
_EXTRA = rf"(?:(?:{alternation(_flat(words.EXTRA))}) )?"


# A joiner is a word, ended as a connector is: the "a" of "au" is no Czech "and" ("14,49 €
# HT/an au renouvellement" is per year, not per "an" an hour, "u").
_JOINER = alternation(_flat(words.JOINERS), end=rf"(?!{_LETTER})")


def _unit(name: str) -> str:
    return (
        rf"{_EXTRA}(?P<{name}>{_PER}) ?+,?+ ?+"
        rf"(?:(?:{_JOINER}) ?+(?:(?:{_CONNECTOR}) ?+)?"
        rf"|(?:(?:{_CONNECTOR}) ?+){{1,2}})"
    )


# What a price is per, with its "per" after it (``words.PER_AFTER``): the shortest run of
# letters before one, since Japanese and Korean join it to the unit ("사용자당").
_PER_POSTPOSED = (
    rf"(?P<unit_post>{_COUNT}{_LETTER}{{1,24}}?) ?+(?:{bounded(_flat(words.PER_AFTER))})"
)


def _word(name: str, alone: bool = True) -> str:
    """A period word; written ``alone`` after a price, not an adjective of what follows
    ("$500 monthly limit" is no monthly price), which one after what the price is per is
    not ("$8 per user monthly or $80 per user yearly")."""
    if not alone:
        return rf"(?P<{name}>{alternation(_WORDS)})(?: ?{_TAX})?(?!{_LETTER})"
    # An abbreviation with its dot ("mtl.", "jährl.", "p.a.") is no adjective of a noun
    # after it: "54,13 € mtl. bei 24 Monaten Laufzeit" is a monthly rate.
    return (
        rf"(?P<{name}>{alternation(_DOTTED_RIGHT_AFTER)}"
        rf"|{alternation(_WORDS_RIGHT_AFTER)}(?=(?: ?{_TAX})?(?! ?{_LETTER})))(?: ?{_TAX})?"
    )


# A small count in words, or an ordinal ("four", "vier", "fjerde"): by word, its number.
_COUNT_WORDS = {
    word: number
    for counts in words.COUNTS.values()
    for number, written in counts.items()
    for word in written
}
_COUNT_WORD = alternation(_COUNT_WORDS, end=rf"(?!{_LETTER})")


_ENDING = alternation(_flat(words.AMOUNT_ENDINGS), end=rf"(?!{_LETTER})")


# A period abbreviated as only a compound unit writes it: the "s" of "GB-s".
_DASH_ONLY = {"s": "second"}
# "every second month": "second" an ordinal of the period after it (every two months).
_ORDINAL_OF = re.compile(rf" ?+({alternation(_TERM_NOUNS)})(?!{_LETTER})")
# A note in brackets between a price and its period: "$29 (excl. VAT) / mo", and in Japanese
# (tax included) in full-width brackets.
_NOTE = r"(?:[(\[\uff08][^)\]\uff09\d]{1,24}[)\]\uff09] ?+)?"
# A footnote's mark right after the amount (a German shop's "19,99 €* / 1 Liter", the star
# that points to "inkl. MwSt. zzgl. Versand"): no part of what the price is per.
_MARK = r"(?:\*{1,3}+ ?+)?"
# A period noun follows a connector ("/mo", "per seat / year") or a unit ("user/month"), never
# nothing ("$5 an item").
_AFTER = lazy.Pattern(
    rf"(?:{_ENDING})?+ ?+{_MARK}{_NOTE}[(\-\u2013\u2014,]?+ ?+(?:{_TAX})?"
    # A slash may stand before a connector that is a word: "/ 每人每月", "/ per month"; and
    # how it is billed: "billed every month".
    rf"(?:(?:(?:{_BILLED}) ?+)?(?:(?:[/\uff0f] ?+)?(?:{_CONNECTOR}) ?+(?:{_unit('unit')})?"
    rf"|{_unit('unit_first')})"
    # A count of periods: "every 2 weeks", "/ Lieferung, alle 2 Wochen", "hver 4. uge",
    # "every four weeks".
    rf"(?:(?P<count>\d{{1,3}}\.?|{_COUNT_WORD}) ?+)?(?P<noun>{alternation(_NOUNS)}){_NOUN_END}"
    # Swahili writes the count after the noun: "kwa siku 30", "kila miezi 3".
    rf"(?: (?P<count_after>\d{{1,3}})(?![\d.,:]))?"
    # "/mo per user": what it is per, after the period (a unit of the table only), or with
    # its "per" after it: "/\uc6d4 1\uc778\ub2f9", "/ay kullan\u0131c\u0131 ba\u015f\u0131na".
    rf"(?: ?+(?:(?:{_CONNECTOR}) ?+(?P<unit_after>{_COUNT}"
    rf"(?:{alternation(_flat(words.UNITS))}))(?!{_LETTER})"
    rf"|(?P<unit_later>{_COUNT}(?:{alternation(_flat(words.UNITS))})) ?+"
    rf"(?:{bounded(_flat(words.PER_AFTER))})))?"
    rf"|(?:{alternation(_flat(words.BILLED))}) (?P<billed>{alternation(_WORDS)})(?!{_LETTER})"
    rf"|{_word('word')}"
    # A period word after what the price is per ("per user monthly", "ユーザーあたり月額"),
    # or a noun after a "per" that follows its unit ("사용자당 월").
    rf"|(?:{_CONNECTOR}) ?+{_EXTRA}(?P<unit_per>{_PER}) ?+,?+ ?+"
    rf"{_word('per_word', alone=False)}"
    rf"|{_PER_POSTPOSED} ?+,?+ ?+(?:{_word('post_word', alone=False)}"
    rf"|(?P<post_noun>{alternation(_NOUNS)})(?!{_LETTER}))"
    # A unit that says its own "per", then its period: "felhasználónként havonta".
    rf"|(?P<unit_own>{bounded(_flat(words.UNITS_WITH_PER))}) ?+,?+ ?+(?:[/\uff0f] ?+)?"
    rf"(?:{_word('own_word', alone=False)}"
    rf"|(?:(?:{_CONNECTOR}) ?+)?(?P<own_noun>{alternation(_NOUNS)})(?!{_LETTER}))"
    # A unit of power, its period right after it: a Spanish tariff's "€/kW día", "€/kW·año".
    # Not a word that labels the next price: "Día: 0,10 €/kW Noche: 0,05 €".
    rf"|(?:{_CONNECTOR}) ?+(?P<unit_power>{alternation(_POWER_UNITS)})"
    rf"[ \u00b7](?P<power_noun>{alternation(_POWER_NOUNS)})(?!{_LETTER}| ?[:\uff1a])"
    # What it is per joined to the period: "per GB-month", "/vCPU-hour", "per GB-s"; Japanese
    # writes a Latin unit right before its period, or with a middle dot ("/GB秒", "/GB・月").
    rf"|(?:{_CONNECTOR}) ?+(?P<unit_dash>{_COUNT}{_LETTER}{{2,24}}?)"
    rf"(?:-|(?<=[a-z])\u30fb?(?=[\u3000-\u9fff]))"
    rf"(?P<dash_noun>{alternation([*_NOUNS, *_DASH_ONLY])})(?!{_LETTER}|-)"
    # "per user, billed monthly": what it is per, then how it is billed (last: rare).
    rf"|(?:{_CONNECTOR}) ?+{_EXTRA}(?P<unit_billed>{_PER}) ?+,?+ ?+"
    rf"(?:{alternation(_flat(words.BILLED))}) (?P<per_billed>{alternation(_WORDS)})(?!{_LETTER}))"
)
_LONGEST_AFTER = 96
# What may stand before a count of periods: "/" or a word for "every" (``words.EVERY``).
# Or a word that says how long the price lasts ("valid for 30 days": ``words.VALIDITY``).
_EVERY_WORDS = [*_flat(words.EVERY), *_flat(words.VALIDITY)]
_EVERY_BEFORE = re.compile(
    rf"(?:[/\uff0f]|(?<!{_LETTER})(?:{alternation(_EVERY_WORDS)})) ?$", re.IGNORECASE
)


def _adjectives() -> dict[str, str]:
    """Each period word, and the adjectives its language makes of it (``ADJECTIVE_ENDINGS``),
    with the period each stands for."""
    found = dict(_WORDS)
    for code, (dropped, endings) in words.ADJECTIVE_ENDINGS.items():
        for period, written in words.PERIOD_WORDS[code].items():
            for word in map(str.lower, written):
                if word.endswith(dropped) and word[-1].isalpha():  # not "jährl."
                    stem = word.removesuffix(dropped)
                    found |= {stem + ending: period for ending in endings}
    return found


_ADJECTIVES = _adjectives()
# Before a price, a period word or its adjective after the noun it qualifies ("Składka
# roczna 1 249 zł", "Prima anual: 420 €").
_BEFORE_WORDS = (
    _ADJECTIVES
    | _answers(words.PERIOD_PREFIXES)
    | _COMPOUNDS
    | dict.fromkeys((fee.lower() for fee in _flat(words.ONE_TIME_FEES)), "once")
)
# An estimate's "about" stands there too ("Månadskostnad ca 412 kr", "Monthly cost approx. £62").
_FILLERS = _flat(words.PERIOD_FILLERS) + _flat(words.APPROXIMATELY)
# The period word and its price apart with a colon or a spaced hyphen, en or em dash
# ("Monthly: $10", "Mensual - $199.00": a select's options and old price lists), or closing
# the label's brackets, half or full width ("Setup fee (one-time) $99").
# A tariff's example cost names the use it is for between its period and its amount:
# "Jahreskosten bei 2.500 kWh: 889,55 €", "Coût annuel pour 2 500 kWh : 742 €".
_USAGE = (
    rf" (?:{alternation(_flat(words.USAGE_AT))}) \d[\d.,\u00a0\u202f ]{{0,9}}"
    rf"(?:{alternation(words.ENERGY_UNITS)})(?: ?/ ?[^\W\d_]{{1,5}}\.?)?"
)
_BEFORE = lazy.Pattern(
    rf"(?<!\d)({bounded(_BEFORE_WORDS)})(?:{_USAGE})?(?: ?[)\uff09])?"
    rf"(?: ?[:\uff1a]| [-\u2013\u2014])? ?(?:(?:{bounded(_FILLERS)}) ?)?$",
    re.IGNORECASE,
)
_LONGEST_USAGE = 32
_LONGEST_BEFORE = 6 + max(map(len, _BEFORE_WORDS)) + max(map(len, _FILLERS)) + _LONGEST_USAGE
# In a line: a period word, or a noun after a connector that is a word ("billed annually",
# "a month"); "/mo" is read after the price it follows.
_IN_LINE = lazy.Pattern(
    rf"(?<!{_LETTER})(?:(?P<word>{alternation(_WORDS)})"
    rf"|(?:{alternation(c for c in _CONNECTORS if c[0].isalpha())}) "
    rf"(?P<noun>{alternation(n for n in _BILLING_NOUNS if len(n) > 2)}))(?!{_LETTER})"
)
_AVAILABILITY = Phrases(
    _answers(words.AVAILABILITY),
    language.ambiguous(words.AVAILABILITY),
    generic="InStock",
    masked=_flat(words.NOT_AVAILABILITY),
)
CONTACT_SALES = Phrases(dict.fromkeys(map(str.lower, _flat(words.CONTACT_SALES)), "contact"))
QUOTE_REQUEST = Phrases(dict.fromkeys(map(str.lower, _flat(words.QUOTE_REQUEST)), "quote"))


def period_after(text: str, start: int = 0) -> str | None:
    """The billing period written at ``start``, right after a price: ``/mo``, ``per seat /
    year``, `` pro Nutzer und Monat``, ``HT par an``, ``/月``, `` billed annually``. A
    currency's code in capitals after words is none of a unit's abbreviations ("Alla priser i
    SEK" is no "i sek", per second); right after the price it is the price's ("SEK/mån")."""
    written = text[start : start + _LONGEST_AFTER]  # a short slice
    languages = language.current()
    period = _period_at(written, languages)
    if period is None or written.lower() == written or _LATER_CODE.search(written) is None:
        return period  # most slices: no capitals, no code (each read once, on a hot path)
    return _period_at(_LATER_CODE.sub(_masked_code, written), languages)


_LATER_CODE = re.compile(r"(?<=[^\W\d_] )[A-Z]{3}(?![^\W\d_])")


def _masked_code(found: re.Match[str]) -> str:
    code = found.group()
    return "\u00a4" * len(code) if code in currencies.BY_CODE else code


def period_end(text: str, start: int = 0) -> int:
    """Where the billing period written at ``start`` ends (``start`` where none is): the
    words after a price and its period are the price's own (a plan's name under it)."""
    written = text[start : start + _LONGEST_AFTER]
    lowered = written.lower()
    if len(lowered) != len(written) or period_after(text, start) is None:
        return start
    found = _AFTER.match(lowered)
    return start + found.end() if found else start


# A count of periods with "every" after it ("30日ごと", "4주마다", "4 viikon välein"), or an
# ordinal of the period after Swedish "var" ("var 4:e vecka"): a subscription's interval.
_EVERY_LATER_WORDS = [*_flat(words.EVERY_AFTER), *(f"{w} " for w in _flat(words.EVERY_ORDINAL))]
_EVERY_LATER = re.compile(
    rf"(?:{_ENDING})?+ ?+{_MARK}{_NOTE}(?:{_TAX})?+ ?+[\u30fb,]? ?+"
    rf"(?:(?P<count>\d{{1,3}}) ?+(?P<noun>{alternation(_NOUNS)}) ?+"
    rf"(?:{alternation(_flat(words.EVERY_AFTER))})"
    rf"|(?:{alternation(_flat(words.EVERY_ORDINAL))}) (?P<ordinal>\d{{1,2}}:[ae]|{_COUNT_WORD}) "
    rf"(?P<ordinal_noun>{alternation(_NOUNS)})(?!{_LETTER}))"
)


def _every_later(lowered: str) -> str | None:
    """The interval a price comes round at, written with "every" after its count, or with an
    ordinal: ``30 days`` for "30日ごと", ``4 weeks`` for "var 4:e vecka"."""
    if not any(word in lowered for word in _EVERY_LATER_WORDS):
        return None  # most prices (one scan of a short slice)
    found = _EVERY_LATER.match(lowered)
    if found is None:
        return None
    count = found["count"] or found["ordinal"]
    number = _COUNT_WORDS.get(count) or int(count.split(":")[0])
    return counted(_noun_period(found["noun"] or found["ordinal_noun"]), number)


@functools.lru_cache(maxsize=4096)  # a page repeats its periods ("/mo"), and so do checks
def _period_at(written: str, languages: tuple[str, ...]) -> str | None:
    """The period at the start of ``written`` in a document of ``languages`` (part of the
    cache's key: "/година" is a year on a Bulgarian page, an hour on a Ukrainian one)."""
    found = _after(lower(written))
    if found is None:
        return _every_later(lower(written))
    parts = found.groupdict()
    noun = (
        parts["noun"]
        or parts["post_noun"]
        or parts["own_noun"]
        or parts["dash_noun"]
        or parts["power_noun"]
    )
    word = (
        parts["word"]
        or parts["billed"]
        or parts["per_billed"]
        or parts["per_word"]
        or parts["post_word"]
        or parts["own_word"]
    )
    if noun in _DASH_ONLY:
        period = _DASH_ONLY[noun]
    else:
        period = _noun_period(noun) if noun else _word_period(word)
    if period == "second" and (then := _ORDINAL_OF.match(written, found.end())):
        period = counted(_noun_period(then.group(1)), 2)
    if parts["count"]:
        # "al mese per 3 mesi": after a period, "per" is "for", before a term.
        before = _period_at(written[: found.start("count")], languages) if parts["unit"] else None
        if before is not None:
            return before
        if not _EVERY_BEFORE.search(written, 0, found.start("count")):
            return None  # "Lieferbar in 3 Wochen": a time, no period
        count = parts["count"].rstrip(".")
        period = counted(period, _COUNT_WORDS.get(count) or int(count))
    elif parts["count_after"] and _counts_after(found, languages):
        period = counted(period, int(parts["count_after"]))
    unit = (
        parts["unit"]
        or parts["unit_first"]
        or parts["unit_after"]
        or parts["unit_later"]
        or parts["unit_billed"]
        or parts["unit_per"]
        or parts["unit_post"]
        or parts["unit_own"]
        or parts["unit_dash"]
        or parts["unit_power"]
    )
    # The price's currency before its period ("USD/month") is no unit, nor the same price in
    # another currency ("10,17 € / 19,90 лв. на месец": both a month's).
    if not unit or unit.strip().upper() in currencies.BY_CODE or _priced(unit, languages):
        return period
    unit = _unit_name(unit)
    # The period written twice, as a page's two renderings of it side by side ("pro
    # Monat/Mt.", a wide screen's words and a narrow one's): no unit, the period once.
    if unit in _NOUNS and _noun_period(unit) == period:
        return period
    return f"{period} per {unit.rstrip('.')}"


def _unit_name(unit: str) -> str:
    """What a price is per, however its page spaces or capitalises it: a table's dotless i
    stays dotless ("KULLANICI" is "kullan\u0131c\u0131")."""
    unit = _SPACES.sub(" ", unit)
    return _UNDOTTED_UNITS.get(unit, unit)


_UNDOTTED_UNITS = {
    form: unit.lower() for unit in _flat(words.UNITS) for form in _forms(unit.lower())[1:]
}


def _short_noun_connectors() -> dict[str, frozenset[str]]:
    """Each period noun of two Latin letters ("mo", German "Mo."), with the connectors that
    are words in the languages that write it ("mo": "per", "a", "every", ...)."""
    found: dict[str, set[str]] = {}
    for code, by_period in words.PERIOD_NOUNS.items():
        joined = (*words.CONNECTORS.get(code, ()), *words.VALIDITY.get(code, ()))
        for noun in (noun.lower() for nouns in by_period.values() for noun in nouns):
            letters = noun.removesuffix(".")
            if len(letters) == 2 and letters.isalpha() and max(letters) < "\u0250" and noun != "ms":
                found.setdefault(noun, set()).update(map(str.lower, joined))
    return {noun: frozenset(joined) for noun, joined in found.items()}


# A period noun of two letters abbreviates a word of its language, and in another language
# it is a word or an abbreviation of something else: French "le Mo" is a megabyte, English
# "per mo" a month. After a connector that is a word, it is a period only in a language that
# has both ("/" is every language's). "ms" is the SI's millisecond, the same in every one.
_SHORT_NOUN_CONNECTORS = _short_noun_connectors()
_WORD_CONNECTORS = frozenset(c.lower() for c in _CONNECTORS if c[0].isalpha())
_LAST_WORD = re.compile(rf"({_LETTER}+)[\s\d.]*$")


def _after(lowered: str) -> re.Match[str] | None:
    """``_AFTER``'s match at the start of ``lowered``; none for a short noun after another
    language's connector ("10 F le Mo": a French megabyte, no English month)."""
    found = _AFTER.match(lowered)
    if found is None or not found["noun"]:
        return found
    return None if _foreign_connector(lowered[: found.start("noun")], found["noun"]) else found


def _foreign_connector(before: str, noun: str) -> bool:
    """Whether the connector that is the last word ``before`` a short period ``noun`` is
    only of languages that do not write the noun ("le" before "mo")."""
    allowed = _SHORT_NOUN_CONNECTORS.get(noun)
    if allowed is None:
        return False
    last = _LAST_WORD.search(before)
    return last is not None and last.group(1) in _WORD_CONNECTORS - allowed


_SPACES = re.compile(r"\s+")
_AMOUNT_AND_WORD = re.compile(r"\d[\d\s.,]*?\s?([^\W\d]+\.?)")


def _priced(unit: str, languages: tuple[str, ...]) -> bool:
    """Whether what a price seems to be per (``unit``, in lower case) is an amount and a
    currency written after one, in a document of ``languages``: "19,90 лв", "120,00 kn"."""
    found = _AMOUNT_AND_WORD.fullmatch(unit.strip())
    if found is None:
        return False
    spelling = found.group(1)
    spellings = (spelling, spelling.upper(), spelling.rstrip("."))
    return any(_trails_here(form, languages) for form in spellings)


def _trails_here(spelling: str, languages: tuple[str, ...], regions: tuple[str, ...] = ()) -> bool:
    """Whether ``spelling`` is a currency written after an amount on a page of ``languages``
    and ``regions``: a sign of letters only in its place ("KM" marks in Bosnia only)."""
    written = currencies.SPELLINGS.get(spelling, currencies.NO_SPELLING)
    if not written.trails:
        return False
    return spelling not in currencies.LETTER_SIGNS or currencies.read_in(
        spelling, languages, regions
    )


_COUNT_AFTER = frozenset(words.COUNT_AFTER_NOUN)
# The connectors only those languages write ("kwa", "kila"): they say the language of a
# document that names none.
_COUNT_AFTER_CONNECTORS = frozenset(
    connector.lower()
    for code in _COUNT_AFTER
    for connector in words.CONNECTORS.get(code, ())
    if connector[0].isalpha()
) - {c.lower() for code, cs in words.CONNECTORS.items() if code not in _COUNT_AFTER for c in cs}


def _counts_after(found: re.Match[str], languages: tuple[str, ...]) -> bool:
    """Whether the count after a period's noun is the period's ("kwa siku 7": for 7 days): in
    a document of a language that writes it so; in one that names no language, after a
    connector only such a language writes."""
    if languages:
        return not _COUNT_AFTER.isdisjoint(languages)
    last = _LAST_WORD.search(found.string, 0, found.start("noun"))
    return last is not None and last.group(1) in _COUNT_AFTER_CONNECTORS


# The whole periods a count of smaller ones makes: "every 3 months", Stripe's
# {"interval": "month", "interval_count": 3}.
_MULTIPLES = {
    ("month", 3): "quarter",
    ("month", 6): "half-year",
    ("month", 12): "year",
    ("week", 52): "year",
    ("day", 7): "week",
}


def counted(period: str, count: int) -> str:
    """``count`` of ``period``: the whole period they make (3 months: a quarter), else
    ``2 weeks``; one is the period itself."""
    if count <= 1:
        return period
    return _MULTIPLES.get((period, count), f"{count} {period}s")


# A price per a count of a unit, with no period: "/ 1M tokens", "per 1,000 requests",
# "/ 1K calls". The count is part of what the price means (per 1K is a thousand times per 1M).
# A multiple in words counts alone: "per million tokens" is per 1 million.
_MULTIPLE_WORDS = sorted(
    word
    for by_factor in words.MULTIPLES.values()
    for spelled in by_factor.values()
    for word in spelled
    if len(word) > 3
)
# A model API's units that a multiple's letter alone may count: "$2 /M tokens".
_LETTER_MULTIPLE_UNITS = ("tokens", "token", "jetons", "jeton", "characters", "caractères")
# A Chinese or Japanese multiple alone before the unit, with no digit: "2元/百万tokens", "0.3元
# /千tokens", "每百万Token" (a hundred myriads, a million). Its own word after the count is
# glued to the unit, so it is read apart; a digit after it is a count's ("万1000").
_CJK_MULTIPLES = ("百万", "百萬", "千万", "千萬", "千", "万", "萬", "亿", "億")
# How it is billed may come first: "billed every 6 months", "facturado cada 3 meses"; and a
# tax note, as before a period ("139,98 € HT/2 ans", "¥4,980 (incl. tax) / 1 licence").
_PER_COUNT = re.compile(  # a count's thousands may be spaced ("per 1 000 e-mails")
    rf" ?+{_MARK}{_NOTE}(?:{_TAX})?(?:(?:{alternation(_flat(words.BILLED))}) )?(?:{_CONNECTOR}) ?+"
    rf"(?:(?:{_CONNECTOR}) ?+)?{_EXTRA}(?:(\d{{1,3}}(?:[ \u00a0\u202f]\d{{3}})+(?!\d)"
    rf"|\d[\d,.]{{0,9}}) ?"
    rf"(?:(million|thousand|mio\.?|tsd\.?|k|m|b)(?!{_LETTER}))?"
    rf"|({alternation(_MULTIPLE_WORDS)})(?!{_LETTER})(?: (?:of|de|di|der))?"
    rf"|({alternation(_CJK_MULTIPLES)})(?! ?\d)"
    rf"|(k|m)(?=toks?(?!{_LETTER}))"  # glued to an abbreviated unit: "$3 / MTok"
    # a multiple's letter alone before a model's unit: Mistral's "$2 /M tokens", "/M de tokens"
    rf"|(k|m)(?: de)?(?= ?(?:{alternation(_LETTER_MULTIPLE_UNITS)})(?!{_LETTER})))"
    rf" ?({_LETTER}(?:{_LETTER}|-(?={_LETTER})){{1,23}})(?!{_LETTER})"  # "e-mails" too
)
# A multiple in words may end the rate, its unit named in the label before the price
# ("Requêtes : 0,40 € par million", "Requisições: R$ 1,20 por milhão").
_PER_MULTIPLE_ALONE = re.compile(
    rf" ?+{_NOTE}(?:{_TAX})?(?:{_CONNECTOR}) ?+({alternation(_MULTIPLE_WORDS)})"
    rf"(?! ?{_LETTER}|-)"
)
_DIGIT = re.compile(r"\d")
_MULTIPLE_IN = re.compile(
    f"{alternation(_MULTIPLE_WORDS)}|{alternation(_CJK_MULTIPLES)}|(?<![^\\W\\d_])[km]toks?"
    f"|(?<![^\\W\\d_])[km](?: de)? ?(?:{alternation(_LETTER_MULTIPLE_UNITS)})"
)
# A shop's unit price: "/ 100 g", "per kg", "€/l"; not an elided article ("a l'hora" is per
# hour, no litre). A usage price's unit is read so too: "/SMS", "/ 100 MB", "za połączenie";
# after a tax note too: "499 zł netto za stanowisko", "9 € (inkl. MwSt.) / Lizenz".
_PER_MEASURE = re.compile(
    # "each" or "additional" may stand before the count too: "por cada 1.000 contactos", "per
    # additional 1,000 contacts", "je weitere 1.000 Kontakte".
    rf" ?+{_MARK}{_NOTE}(?:{_TAX})?(?:{_CONNECTOR}) ?+(?:(?:{_CONNECTOR}) ?+)?{_EXTRA}"
    rf"(?:(\d[\d,.]{{0,9}}) ?)?{_EXTRA}"
    rf"({alternation([*words.MEASURES, *_flat(words.USAGE_UNITS), *_flat(words.UNITS)])})"
    rf"(?!{_LETTER}|['\u2019])"
)
_LONGEST_PER_COUNT = 48
# What a price is per with its "per" after it and no period (a Turkish fare's "1.899 TL
# ki\u015fi ba\u015f\u0131", "yolcu ba\u015f\u0131na"): per one of it, as "per passenger" is.
_UNIT_PER_AFTER = re.compile(
    rf" ?+{_MARK}{_NOTE}(?:{_TAX})?,? ?+({bounded(_flat(words.UNITS))}) ?+"
    rf"(?:{bounded(_flat(words.PER_AFTER))})"
)
# A shop's unit price written with its measure first and an equals sign: "1 l = 3,98 €",
# "(100 g = 1,29 €)", "1 kg = € 7,49". Without the sign a measure before a price is the
# pack's ("250 g 12,90 €").
_MEASURE_EQUALS = re.compile(
    rf"(?<![\d.,])(\d[\d,.]{{0,9}}) ?({alternation(words.MEASURES)})(?!{_LETTER}) ?= ?$"
)
_LONGEST_MEASURE_EQUALS = 24
# A label that names the measure before a colon: "cena za 1 kg: 259,98 zł" (IdoSell), "Cena
# za 1 l: 89 Kč", "Preis pro kg: 7,49 €", "Price per kg: £3.99". A measure after "per" is
# what the price is per, as after the price ("3,98 € / 1 l"); so is one after a slash glued
# to the label ("Preis/kg: 19,96 €", "Grundpreis/100 g:").
_MEASURE_NAMED = re.compile(
    # Not a count's "x" ("Sparpaket 2 x 12 kg: 99,90 €" is a multipack's price, not per
    # 12 kg: Latin America's "x" for "por" is no sign after a digit).
    rf"(?:(?<!{_LETTER})(?<!\d )(?<!\d)(?:{_CONNECTOR}) ?|[/\uff0f] ?)(?:(\d[\d,.]{{0,9}}) ?)?"
    rf"({alternation(words.MEASURES)})"
    rf"(?!{_LETTER}) ?: ?$"
)

# A measure with "per" written after it, as Japanese, Korean, Turkish and Finnish put it: a
# pet food shop's "100gあたり 209円", a grocer's "(100g당 1,290원)", and Turkish likewise.
_PER_AFTER_WORDS = _flat(words.PER_AFTER)
_MEASURE_PER_AFTER = re.compile(
    rf"(?<![\d.,])(\d[\d,.]{{0,9}})? ?({alternation(words.MEASURES)}) ?"
    rf"(?:{alternation(_PER_AFTER_WORDS)})(?!{_LETTER}) ?[:\uff1a]? ?$"
)


# A count of a usage unit with "per" after it, before an overage's price: "1,000 MAUごとに
# ¥300", "1,000건당 500원", Turkish's "1.000 ki\u015fi ba\u015f\u0131na 50 TL"; the unit a
# word of letters (kana, hangul, Latin), or Japanese's counters of items and messages, not
# "1回あたり" (an instalment's share) nor "30日ごと" (a period's count, ``EVERY_AFTER``'s).
_COUNT_PER_AFTER_WORDS = [*_PER_AFTER_WORDS, *_flat(words.COUNT_PER_AFTER)]
_COUNT_PER_AFTER = re.compile(
    rf"(?<![\d.,])(\d[\d,.]{{0,9}}) ?((?:(?![\u3400-\u9fff]){_LETTER}){{1,20}}|件|通) ?"
    rf"(?:{alternation(_COUNT_PER_AFTER_WORDS)}) ?[:\uff1a]? ?$"
)


def per_count(text: str, start: int = 0) -> str | None:
    """What a price right before ``start`` is per, when that is a count of a unit and no
    period: ``1m tokens``, ``1,000 requests``, ``million tokens`` (as ``1million``), ``100 g``,
    ``kg`` (as ``1 kg``); None for "/mo" or "per seat"."""
    after = text[start : start + _LONGEST_PER_COUNT].lower()
    measure = _PER_MEASURE.match(after)
    if measure is not None:
        return f"{measure.group(1) or 1} {measure.group(2)}"
    if postposed := _UNIT_PER_AFTER.match(after):
        return f"1 {postposed.group(1)}"
    found = _PER_COUNT.match(after) if _DIGIT.search(after) or _MULTIPLE_IN.search(after) else None
    if found is None:
        ending = _PER_MULTIPLE_ALONE.match(after) if _MULTIPLE_IN.search(after) else None
        return f"1{ending.group(1)}" if ending else None
    count, multiple, alone, cjk, glued, letter, unit = found.groups()
    if count and _another_price(text, start, found.span(7)):
        return None
    count = "".join(count.split()) if count else "1"
    return f"{count}{multiple or alone or cjk or glued or letter or ''} {unit}"


# A line under a price that says what it is per starts with "per" itself or a slash: one
# that starts with an article or "each" is a line of its own ("A guest favourite").
_PER_BELOW = re.compile(rf"(?:[/\uff0f]|(?:{bounded(_flat(words.PER_BEFORE))}))", re.IGNORECASE)


def per_count_below(line: str) -> str | None:
    """What the price above ``line`` is per, where the line starts by saying so: a fare's
    ``per passenger, taxes included`` under ``$89`` is ``1 passenger``, as on its line."""
    return per_count(line) if _PER_BELOW.match(line) else None


def _another_price(text: str, start: int, unit: tuple[int, int]) -> bool:
    """Whether what a count after a price is per (at ``unit`` past ``start``) is a currency
    written after an amount: then the count is the same price in another currency ("8,18 € /
    15,99 лв.", "15,93 € / 120,00 kn"), as a country adopting the euro shows its prices, not a
    rate per 15,99 leva. Read in the page's case: "100 km" is a distance, "100 KM" marks."""
    spelling = text[start + unit[0] : start + unit[1]]
    return _trails_here(spelling, language.current(), language.regions())


def measure_before(text: str, start: int) -> str | None:
    """The measure a unit price starting at ``start`` is per, written before it with an
    equals sign, named by its label, or followed by "per": ``1 l`` for "1 l = 3,98 €",
    "cena za 1 l: 3,98 zł" and "1lあたり 398円", as ``per_count`` reads "3,98 € / 1 l"."""
    before = text[max(0, start - _LONGEST_MEASURE_EQUALS) : start]
    if "=" in before:
        found = _MEASURE_EQUALS.search(lower(before))
    elif ":" in before:  # "Preis pro kg:", "1kgあたり:"
        found = _MEASURE_NAMED.search(lower(before)) or _MEASURE_PER_AFTER.search(lower(before))
    elif any(word in before for word in _COUNT_PER_AFTER_WORDS):
        lowered = lower(before)
        found = _MEASURE_PER_AFTER.search(lowered) or _COUNT_PER_AFTER.search(lowered)
    else:  # most prices
        return None
    return f"{found.group(1) or 1} {found.group(2)}" if found else None


# The term an introductory price pays for, after it: "for the first year", "für die ersten 2
# Jahre" (a count, as ``per_count`` gives one: "2 jahre").
_INTRO_TERM = re.compile(
    rf" ?+(?:{_TAX})?,? ?(?:(?:{alternation(_flat(words.INTRO_TERM))}) ?+(?:(\d{{1,3}}) ?)?"
    rf"|(?:(?:{alternation(_flat(words.FIRST_ORDINAL_LEADS))}) )?"
    rf"(?:{alternation(_flat(words.FIRST_ORDINAL))}) ?)"
    rf"({alternation(_TERM_NOUNS)})(?!{_LETTER})"
)
_LONGEST_INTRO_TERM = 48


def intro_term(text: str, start: int = 0) -> str | None:
    """The term a price right before ``start`` pays for when it is an introductory one:
    ``year`` for "for the first year", ``12 months`` for "for the first 12 months"."""
    return _term(_INTRO_TERM.match(lower(text[start : start + _LONGEST_INTRO_TERM])))


# The term of an introductory price written with a count or "first", before its price or
# after it (and after its period): "for 12 weeks", "pour 3 mois", "the first 3 months", "les
# 3 premiers mois", "die ersten 4 Wochen". A bare "for" needs a count ("$5 for month" is none).
_FIRST = alternation(_flat(words.TERM_FIRST))
_TERM_ARTICLE = alternation(_flat(words.TERM_ARTICLES))
# A letter of a script that spaces its words: Japanese, Chinese and Korean join a term to the
# words around it ("最初の3か月は", "初月無料", "3개월간"), whose letters are no word's end.
_SPACED_LETTER = r"[^\W\d_\u3040-\u9fff\uac00-\ud7af]"
# What joins a count of periods to its "for" in those scripts: "31日間", "3개월간".
_DURING = "(?:間|간)?"
# A term has a count or "first": most lines have neither, and skip the patterns.
_DIGIT_OR_FIRST = re.compile(rf"\d|{_FIRST}", re.IGNORECASE)
# "First" as a numeral before the one period it names, perhaps after its article: "the 1st
# year", "la 1re année", "il 1° anno", "im 1. Jahr" (not "21. Jahr").
_ORDINAL_TERM = (
    rf"(?<![\d.,])(?:(?:{alternation(_flat(words.FIRST_ORDINAL_LEADS))}) )?"
    rf"(?:{alternation(_flat(words.FIRST_ORDINAL))}) ?"
)
_TERM = (
    rf"(?:(?<!{_SPACED_LETTER})(?:(?:{alternation(_flat(words.INTRO_TERM))}) ?+(?:(\d{{1,3}}) ?)?"
    rf"|{_ORDINAL_TERM}"
    rf"|(?:{alternation(_flat(words.TERM_FOR))}) ?+(\d{{1,3}}) ?"
    rf"|(?:(?:{alternation(_flat(words.TERM_FOR))}) )?(?:(?:{_TERM_ARTICLE}) )?"
    rf"(?:(\d{{1,3}}) ?)?(?:{_FIRST}) ?(?:(\d{{1,3}}) ?)?)"
    rf"({alternation(_TERM_NOUNS)}){_DURING}(?!{_SPACED_LETTER})"
    rf"|(?<!{_SPACED_LETTER})(?:{alternation(_flat(words.TERM_IN))}) (\d{{1,3}}) "
    rf"({alternation(_flat(words.TERM_IN_NOUNS))})(?!{_SPACED_LETTER}))"
)
_TERM_AFTER = re.compile(_TERM)
# A count of periods alone: "3 Monate", "30-day".
_COUNTED = (
    rf"(?<![\d.,_])(?<!{_SPACED_LETTER})(\d{{1,3}})[ -]?({alternation(_TERM_NOUNS)}){_DURING}"
    rf"(?!{_SPACED_LETTER})"
)
# A word for "then" (``words.THEN``): the price after it is what is paid after an offer.
_THEN_WORD = rf"(?:{alternation(_flat(words.THEN))})(?!{_SPACED_LETTER})"
# Right before the price, with a short word between them at most: "… mois à 5 €", "… months:
# £1", "3 Monate für 1 €"; not "erste 4 Wochen gratis, danach 12,99 €" nor "per 12 mesi, poi
# 29,90 €", whose price is what comes after the term. A count's "at" ("12 meses a 25 €")
# only right before the price.
_TERM_BEFORE = re.compile(
    rf"(?:(?:{_TERM}|{_COUNTED} (?:{alternation(_flat(words.TERM_FOR))}))"
    rf"[^\w]{{0,3}}(?:(?!{_THEN_WORD}){_LETTER}{{1,4}}[^\w]{{1,3}}|[\u3040-\u9fff]{{1,4}})?"
    rf"|{_COUNTED} (?:{alternation(_flat(words.TERM_AT))}) ?)$"
)
# A line that starts with a term and then the price paid after it: "for 12 months, then
# £29.90/month", "per 12 mesi, poi 29,90 €/mese", "for the first year, renews at $10.99/mo"
# (the term is the price's above).
_RENEWS_WORD = rf"(?:{alternation(_flat(words.RENEWAL))})(?!{_SPACED_LETTER})"
_TERM_THEN = re.compile(rf"{_TERM}[^\w]{{0,3}}(?:{_THEN_WORD}|{_RENEWS_WORD})")
_LONGEST_TERM = 56
# A free trial's term: "Erste 4 Wochen gratis", "30-day free trial", "1 mois offert", "free for
# 30 days", "gratis für die ersten 2 Wochen", and the count right after the word for free, as
# a streaming service's or a paper's button writes it: "Prueba gratis 7 días", "Prova gratuita
# 14 giorni", "Testa gratis 14 dagar".
_FREE_TERM_WORDS = alternation(_flat(words.FREE) + _flat(words.FREE_TERM))
_FREE_TERM = re.compile(
    rf"(?:{_TERM}|{_COUNTED})[^\w]{{0,3}}(?:{_FREE_TERM_WORDS})(?!{_SPACED_LETTER})"
    rf"|(?<!{_LETTER})(?:{_FREE_TERM_WORDS}) ?+(?:{_TERM}|{_COUNTED})"
)


# A count of minutes or hours that starts a line or a cell right before a price, with a space
# at most between them: the time a parking or rental rate is per, as Japanese, Chinese and
# Korean write it first ("30分 330円", "1時間 600円", "30분 1,000원"). Inside a line it is
# something else's (a delivery's "25-35 min 1,99 €"); months or years there are a term or a
# pack's ("Lahjakortti 3 kk 35,97 €"), and a count of grams is none ("250 g 12,90 €").
_COUNTED_RIGHT_BEFORE = re.compile(rf"(?:^|\| ){_COUNTED} ?$")
_RATE_PERIODS = ("minute", "hour")


# A stay's count of nights right before its total, perhaps said to be the total: "3 nopți:
# 1.470 lei", "3 noci celkem 4 350 Kč", "Tổng 3 đêm: 3.750.000 ₫" are the price of that many
# nights, as "Total for 3 nights: $747" is.
_STAY_TOTAL = alternation(_flat(words.STAY_TOTAL))
_STAY_RIGHT_BEFORE = re.compile(
    rf"(?:^|\| )(?:(?:{_STAY_TOTAL}) )?{_COUNTED}(?: (?:{_STAY_TOTAL}))?:? ?$"
)


def counted_before(text: str, end: int) -> str | None:
    """The time a rate is per, counted right before its price that starts at ``end``: ``30
    minutes`` for "30分 330円", ``hour`` for "1時間 600円"; or the nights a stay's total is
    for (``_STAY_RIGHT_BEFORE``)."""
    before = lower(text[max(0, end - _LONGEST_TERM) : end])
    found = _COUNTED_RIGHT_BEFORE.search(before)
    period = None if found is None else _noun_period(found.group(2))
    if found is None or period not in _RATE_PERIODS:
        found = _STAY_RIGHT_BEFORE.search(before)
        period = None if found is None else _noun_period(found.group(2))
    return counted(period, int(found.group(1))) if found and period in _COUNTED_BEFORE else None


_COUNTED_BEFORE = (*_RATE_PERIODS, "night")


# A service's length, written as a line of its own: a count of minutes or hours, with a
# fraction or as a range ("60 хв", "45 min", "1,5 год", "4-6 h"), or hours then minutes
# ("1 h 30 min").
# Every language's words for them: which one a word is, the page's language says.
_TIME_NOUNS = {
    noun
    for by_period in words.PERIOD_NOUNS.values()
    for period in _RATE_PERIODS
    for noun in by_period.get(period, ())
}
_TIME_PART = (
    r"(\d{1,3}(?:[.,]\d{1,2})?(?: ?[-\u2013] ?\d{1,3}(?:[.,]\d{1,2})?)?) ?"
    rf"({alternation(_TIME_NOUNS)})(?!{_SPACED_LETTER})"
)
# Perhaps said to be approximate: "kb. 45 perc", "около 60 минут", "~ 1 h".
_DURATION = re.compile(
    rf"(?:(?:{alternation(_flat(words.APPROXIMATELY))}) ?)?{_TIME_PART}(?: {_TIME_PART})?"
)


def duration_only(text: str) -> bool:
    """Whether ``text`` is only a length of time in minutes or hours, as the page's language
    means its words ("год" is an hour in Ukrainian, a year in Russian): a service's duration
    beside its name and its price, which names no price."""
    found = _DURATION.fullmatch(lower(text.strip()))
    nouns = [] if found is None else [noun for noun in found.groups()[1::2] if noun]
    return bool(nouns) and all(_noun_period(noun) in _RATE_PERIODS for noun in nouns)


# A cell that holds only a count of periods: "28 days", "30 ημέρες" (a prepaid pack's
# validity beside its price).
_COUNTED_CELL = re.compile(rf"{_COUNTED}(?: \|.*)?")


def counted_cell(text: str, start: int = 0) -> str | None:
    """The term a table's cell at ``start`` of a row's ``text`` is, where it is only a count
    of a period ("28 days": a pack's validity), as ``per_count`` gives one ("28 days")."""
    found = _COUNTED_CELL.fullmatch(lower(text[start : start + _LONGEST_TERM]))
    return None if found is None else f"{found.group(1)} {found.group(2)}"


# A count of periods set off after a price and ending its line or its brackets: "₦1,000 - 30
# days", "KSh 99 (7 days)", "R29, 30 days" (a prepaid bundle's validity, as its table's cell).
# A recharge list sets a pack's facts off with a middle dot or a bar, the validity first of
# them: "₹299 · 28 दिन · 2GB/दिन", "₹479 | 56 days | 1.5GB/day".
_FACT_MARKS = "\u00b7\u2022|"
_SET_OFF_COUNT = re.compile(
    rf" ?+(?:[-\u2013\u2014,:{_FACT_MARKS}] ?+|[(\[\uff08] ?+)"
    rf"(?:(?:{alternation(_flat(words.VALIDITY))}) ?+)?"
    rf"{_COUNTED} ?+(?:[)\]\uff09]|$|[{_FACT_MARKS}])"
)


def set_off_count(text: str, start: int = 0) -> str | None:
    """The count of periods a price at ``start`` of ``text`` lasts, where it is set off after
    the price and ends the line or its brackets ("- 30 days", "(7 days)"); else None."""
    found = _SET_OFF_COUNT.match(lower(text[start : start + _LONGEST_TERM]))
    return None if found is None else f"{found.group(1)} {found.group(2)}"


def lower(text: str) -> str:
    """``text`` in lower case as the word tables write it: Turkish "İlk" lowers to "i̇lk",
    an i with a combining dot above, which no table's "ilk" matches."""
    lowered = text.lower()
    return lowered.replace("i\u0307", "i") if "\u0307" in lowered else lowered


def _term(found: re.Match[str] | None) -> str | None:
    """The term a match of the patterns above names: its count (if any) and period noun."""
    if found is None:
        return None
    written = [group for group in found.groups() if group is not None]
    count = next((group for group in written if group.isdigit()), None)
    noun = next(group for group in written if not group.isdigit())
    return f"{count} {noun}" if count and count != "1" else _noun_period(noun)


_THEN = re.compile(rf"(?:{alternation(_flat(words.THEN))})(?!{_SPACED_LETTER})")


def starts_then(text: str) -> bool:
    """Whether ``text`` starts with a word for "then": its price follows an offer above it."""
    return _THEN.match(lower(text.lstrip())) is not None


_COUNTED_TERM = re.compile(_COUNTED)
_LABEL_EDGES = " -\u2013\u2014:|(["


def counts_periods(label: str) -> bool:
    """Whether the words ``label`` qualifies its name with hold a count of periods ("Fibra
    500 (Depois dos 24 meses)"): a price so labelled already says which term it is of. Not
    the name's own ("Vast 1 jaar"): a plan may be named for its term."""
    qualifier = label.find(" (")
    return qualifier >= 0 and _COUNTED_TERM.search(lower(label[qualifier:])) is not None


def names_term(label: str) -> bool:
    """Whether ``label`` (an option's words before its price) names a billing term: a
    period's word or its adjective (``Anual``, ``Jährlich``, ``Roczna``, ``Roční``) or a
    count of periods (``12 meses``, ``24 Monate``), as a select of billing cycles writes each
    cycle beside its price."""
    text = label.strip(_LABEL_EDGES).lower()
    return bool(text) and (
        text in _ADJECTIVES
        or period_from_words(text) is not None
        or _COUNTED_TERM.search(text) is not None
    )


def free_term(text: str) -> str | None:
    """The term of a free trial ``text`` names: ``4 wochen`` for "Erste 4 Wochen gratis"."""
    return _term(_FREE_TERM.search(lower(text))) if _DIGIT_OR_FIRST.search(text) else None


# What every term's pattern holds, as whole words: "first", or a bare "for" with a count
# after it or a counted word before it ("for 12 weeks", "12 weeks for £12"; "per month" and
# "format" are none). Found by one scan of a page's priced lines and those below them: a
# regex of the words cost a tenth of a typical page's price reading.
_ORDINALS = frozenset(_flat(words.FIRST_ORDINAL))
_TERM_CLUES = sorted(
    {*_flat(words.TERM_FIRST), *_flat(words.TERM_FOR), *_flat(words.TERM_IN), *_ORDINALS}
)
_TERM_NEEDLES = clues.Needles(_TERM_CLUES)
_FIRST_WORDS = frozenset(_flat(words.TERM_FIRST))
_COUNTED_WORD_BEFORE = re.compile(rf"\d[ -]?{_LETTER}+ $")


def may_name_terms(texts: list[str]) -> bool:
    """Whether ``texts`` may name an introductory price's term."""
    text = lower("\n".join(texts))
    for index, start in _TERM_NEEDLES.starts(text):
        word = _TERM_CLUES[index]
        end = start + len(word)
        if word in _ORDINALS:  # "1st year", "1re année", "1. Jahr"; not "21.", "1.299"
            if _ordinal_names_term(text, start, end):
                return True
            continue
        joined = word[-1] >= "\u3040"  # "初月", "最初の3か月": no spaces around it
        if not joined and (text[start - 1 : start].isalpha() or text[end : end + 1].isalpha()):
            continue  # a part of a word: "before", "format"
        if word in _FIRST_WORDS or text[end : end + 2].strip()[:1].isdigit():
            return True
        if _COUNTED_WORD_BEFORE.search(text, max(0, start - 24), start):
            return True
    return False


def _ordinal_names_term(text: str, start: int, end: int) -> bool:
    """Whether the numeral for "first" at ``start:end`` of ``text`` is one, before a word."""
    return not text[start - 1 : start].isalnum() and text[end : end + 2].strip()[:1].isalpha()


def term_around(text: str, start: int, end: int, bounds: tuple[int, int]) -> str | None:
    """The introductory term written around the price at ``start:end`` of ``text``, within
    ``bounds``: right before it where it starts them (a term between two prices is the first
    one's: "£1 a week for 12 weeks then £4.50", "4,50 €/mês durante 24 meses ou 99,00 €"),
    else shortly after it (its period may come between)."""
    found = None
    before = text[max(0, start - _LONGEST_TERM) : start] if bounds[0] == 0 else ""
    if _DIGIT_OR_FIRST.search(before):
        found = _term(_TERM_BEFORE.search(lower(before)))
    after = text[end : min(bounds[1], end + _LONGEST_TERM)]
    if found is None and _DIGIT_OR_FIRST.search(after):
        found = _term(_TERM_AFTER.search(lower(after)))
    return found


def term_below(text: str, priced: bool = False) -> str | None:
    """The introductory term a line starts with, for the price that ends the line above it:
    "£3 a week" over "for your first 8 weeks"; on a ``priced`` line, only where a word for
    "then" or for renewing follows the term ("£24.90/month" over "for 12 months, then
    £29.90/month", "$2.99/mo" over "for the first year, renews at $10.99/mo")."""
    if not _DIGIT_OR_FIRST.search(text):
        return None
    return _term((_TERM_THEN if priced else _TERM_AFTER).match(lower(text).lstrip()))


# A lease's or a loan's term among its facts: its name starting a line, a cell or a fact set
# off by a comma or a dot ("/mes, permanencia 12 meses", "· Vincolo 24 mesi"), then its
# count of periods ("Laufzeit | 48 Monate"); or a count of its payments set off as a fact of
# its own ("· 48 rate ·"), which no amount follows ("10 Raten à 99 €" is one share's price).
_CONTRACT_TERM = re.compile(
    rf"(?:^|[|,;\u00b7\u2022\n] ?)(?:{alternation(_flat(words.CONTRACT_TERM))}) ?:? ?"
    rf"(?:\| |\n)?{_COUNTED}"
)
_PAYMENTS = re.compile(
    rf"(?:^|[|\u00b7\u2022,;\n] ?)(\d{{1,3}}) (?:{alternation(_flat(words.PAYMENTS))})"
    rf" ?(?:$|[|\u00b7\u2022,;\n])"
)


def contract_term(text: str) -> str | None:
    """The term of a lease or a finance agreement ``text`` (its facts, lines joined by line
    breaks) names: ``48 monate`` for "Laufzeit" over "48 Monate", ``48 payments`` for "48
    rate"; a term named so first."""
    lowered = lower(text)
    named = _CONTRACT_TERM.search(lowered)
    if named is not None:
        return f"{named.group(1)} {named.group(2)}"
    counted_payments = _PAYMENTS.search(lowered)
    return None if counted_payments is None else f"{counted_payments.group(1)} payments"


# A usage price's free allowance written before it on its line: "The first 10,000 requests
# are free, then $0.002 / request", "1 000 Anfragen gratis, danach 0,01 €". The price is for
# what is over it, as a tiered price's is.
_FREE_WORDS = bounded({word for words_ in words.FREE.values() for word in words_})
_ALLOWANCE = re.compile(
    rf"(?<![\d.,])(\d(?:[\d,.\u00a0 ]{{0,12}}\d)?) ?(k|m|million|thousand)?(?!{_LETTER})"
    # Not the free of a compound that says what something is free of ("4 interest-free
    # payments", "fee-free"): that is no allowance.
    rf"[^\d]{{0,48}}?(?<!{_LETTER}-)(?:{_FREE_WORDS})(?!{_LETTER})[^\d]{{0,32}}$"
)
_LONGEST_ALLOWANCE = 120


# One Aho-Corasick scan for all the words: a regex of them all per line cost a third of a
# typical page's extraction, and a find per word most of a scan's time again.
_FREE_TABLE = sorted({word for words_ in words.FREE.values() for word in words_})
_FREE = clues.Needles(_FREE_TABLE)


_ENDS_IN_FROM = re.compile(rf"(?<!{_LETTER})(?:{alternation(_flat(words.FROM_COUNT))})\s*$")


def ends_in_from(words_: str) -> bool:
    """Whether ``words_`` end in a word for "from" ("Plans from", "Tarife ab"): a teaser's,
    before the least of the prices below it."""
    return _ENDS_IN_FROM.search(words_.lower()) is not None


def mentions_free(text: str) -> bool:
    """Whether ``text`` holds a word for free."""
    return _FREE.holds(lower(text))


_FOREVER = alternation(_flat(words.FOREVER))
_FREE_ALONE = re.compile(
    rf"(?:(?:{_FOREVER})[\s.,!]*)?(?:{alternation(_FREE_TABLE)})(?:[\s.,!]*(?:{_FOREVER}))?"
)


def free_alone(line: str) -> bool:
    """Whether ``line`` is a plan's price written as the word for free, alone or saying it
    stays free ("Free", "Kostenlos", "Free forever", "Für immer kostenlos", "ずっと無料")."""
    return _FREE_ALONE.fullmatch(line.strip(" .!*").casefold()) is not None


# The patterns only on a page whose priced lines have one of the words (``priced_mentions``).
_RENEWAL_WORDS = sorted({word.lower() for words_ in words.RENEWAL.values() for word in words_})
_RENEWAL_AFTER = sorted({w.lower() for words_ in words.RENEWAL_AFTER.values() for w in words_})
# Each word after it stems from one before it ("renewal", "verlängerung", "renouvellement").
_RENEWAL = re.compile(bounded(_RENEWAL_WORDS))
_RENEWAL_BEHIND = re.compile(bounded(_RENEWAL_AFTER))


def renewal_in(text: str) -> bool:
    """Whether ``text`` says what follows it is a renewal's price ("renews at")."""
    return _RENEWAL.search(lower(text)) is not None


def renewal_after(text: str) -> bool:
    """Whether ``text`` says what precedes it is a renewal's price ("at renewal")."""
    return _RENEWAL_BEHIND.search(lower(text)) is not None


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

# See ``words.FREE_SHIPPING``: words for free shipping near the amount and a word for "over"
# right before it (or, in Japanese, Chinese and Korean, right after it); or an order's value
# named before it (or after it: ``words.ORDER_VALUE_AFTER``), or a discount's word before or
# after it (``words.ORDER_VALUE``,
# ``DISCOUNT_BEFORE``, ``DISCOUNT_AFTER``).
_SHIPPING = re.compile(alternation(_flat(words.FREE_SHIPPING)))


def _ending(*tables: Mapping[str, Iterable[str]]) -> re.Pattern[str]:
    """A pattern for one of the ``tables``' phrases as a text's last words (before an
    amount), a colon or a dash between them (a Ukrainian shop's minimum order: "Мінімальна
    сума замовлення", a dash, "1 000 грн")."""
    phrases = [phrase for table in tables for phrase in _flat(table)]
    return re.compile(rf"(?<!{_LETTER})(?:{alternation(phrases)}) ?[:\u2013\u2014-]? ?$")


_OVER_BEFORE = _ending(words.THRESHOLD_BEFORE)
# A trade-in's credit, named before its amount with at most a cap's words between ("Trade-in
# value: up to $630"); a clause that goes on names something else ("Trade in your old phone
# and get the new one for $999").
_TRADE_IN_BEFORE = re.compile(
    rf"(?<!{_LETTER})(?:{alternation(_flat(words.TRADE_IN_BEFORE))})[^\d\n.!?]{{0,20}}$"
)
# An appliance's estimated running cost: its name, then at most a note ("ca.", "estimé :",
# "約") before the amount.
_ENERGY_COST_BEFORE = re.compile(rf"(?:{alternation(_flat(words.ENERGY_COST))})[^\d\n]{{0,16}}$")
# An order value's upper bound, after its lower one and a "to" ("przy zakupie od 300 zł do
# 30 000 zł", "on purchases of $300 to $30,000"): a financing offer's eligible basket.
_ORDER_RANGE_BEFORE = re.compile(
    rf"(?<!{_LETTER})(?:{alternation(_flat(words.ORDER_VALUE) + _flat(words.ORDER_RANGE_FROM))})"
    rf" ?:? ?[^\d\n]{{0,6}}"
    rf"\d[\d .,'\u00a0\u202f]*[^\d\n]{{0,6}}? (?:{alternation(_flat(words.ORDER_VALUE_TO))}) ?$"
)
# ... and its lower bound, where only the range makes the words an order value's.
_ORDER_RANGE_FROM = re.compile(
    rf"(?<!{_LETTER})(?:{alternation(_flat(words.ORDER_RANGE_FROM))}) ?:? ?[^\d\n]{{0,6}}$"
)
_RANGE_TO = re.compile(
    rf"[^\d\n]{{0,6}}? (?:{alternation(_flat(words.ORDER_VALUE_TO))}) [^\d\n]{{0,6}}\d"
)
# A shop's delivery charge: its words with a "from" right before the amount ("Bezorgkosten
# vanaf € 3,95", "Delivery charge from £1.50"), the least of the basket's charges; or an
# "otherwise" after a free-shipping threshold in its clause. Not the words alone: a plan's
# own charge ("Vaste leveringskosten € 6,99 per maand", a meal kit's "Delivery fee: $5.99")
# and a total that includes it ("inkl. Versandkosten: 249,00 €") are prices.
_SHIPPING_FEE_BEFORE = re.compile(
    rf"(?<!{_LETTER})(?:{alternation(_flat(words.SHIPPING_FEE))})"
    rf" (?:{alternation([*_flat(words.THRESHOLD_BEFORE), *_flat(words.FROM_COUNT)])})"
    r" ?:? ?$"
)
_OTHERWISE = _ending(words.OTHERWISE)
_OVER_AFTER = re.compile(rf" ?(?:{alternation(_flat(words.THRESHOLD_AFTER))})")
_ORDER_BEFORE = _ending(
    words.ORDER_VALUE,
    words.DISCOUNT_BEFORE,
    words.SHARE_CAPITAL,
    words.INCLUDED_SHARE_BEFORE,
    words.RAISED_BEFORE,
    words.STRETCH_GOAL,
    words.TRANSFER_EXAMPLE,
    words.REWARD_BEFORE,
)
# A repeat delivery's program named before the amount ("Autoship & Save $68.86"): the
# discount's word is part of its name (``words.SUBSCRIBE_AND``).
_SUBSCRIBE_AND_SAVE = re.compile(
    rf"(?<!{_LETTER})(?:{alternation(_flat(words.SUBSCRIBE_AND))}) ?[&+] ?"
    rf"(?:{alternation(_flat(words.DISCOUNT_BEFORE))}) ?[:\u2013\u2014-]? ?$"
)
# A usage example's estimate: Japanese and Chinese write its words glued to the sentence's
# ("要約の料金は約$0.001"), so only a spaced script's phrase needs a word's start.
_ESTIMATE_BEFORE = re.compile(rf"(?:{bounded(_flat(words.ESTIMATED_COST))}) ?[:\uff1a]? ?$")
# See ``words.GROSS_SALARY``: its words, then at most a short word ("van", "von", "of")
# before the amount; or right after it ("3.500 \u20ac brutto Monatsgehalt"). Only in a
# sentence, the pay after a word that leads it ("bij een", "with a", "bei"): a label that
# starts its line or ends with a colon is a job's pay ("Gross salary: \u20ac3,500",
# "Bruttogehalt 4.000 \u20ac"), what a job page is about.
_SALARY = bounded(_flat(words.GROSS_SALARY))
_SALARY_BEFORE = re.compile(rf"{_LETTER} (?:{_SALARY})(?: {_LETTER}{{1,4}})? ?$")
_SALARY_AFTER = re.compile(rf"[ *]{{0,2}}(?:{_SALARY})")
_SALARY_LED = re.compile(rf"{_LETTER} $")
# A percent discount's cap: "10% Instant Discount on HDFC cards, up to ₹1,500" (the percent
# said before it on its line, within a sentence's reach).
_CAP_BEFORE = _ending(words.DISCOUNT_CAP)
_CAP_REACH = 160
# A discount's word after an amount, or what the amount is worth; one of a spaced script ends
# before any letter but those of scripts that join words ("OFFクーポン").
_NOT_JOINED_LETTER = r"[^\W\d_\u3040-\u9fff\uac00-\ud7af]"
_AFTER_AMOUNT = [
    *_flat(words.ORDER_VALUE_AFTER),
    *_flat(words.DISCOUNT_AFTER),
    *_flat(words.WORTH_AFTER),
    *_flat(words.REWARD_AFTER),
    *_flat(words.INCLUDED_SHARE_AFTER),
    *_flat(words.RAISED_AFTER),
    *_flat(words.TALLIED_AFTER),
    *_flat(words.FREE_CREDIT_AFTER),
]
_DISCOUNT_AFTER = re.compile(
    rf" ?(?:{alternation(_AFTER_AMOUNT)})"
    rf"(?!{_NOT_JOINED_LETTER})"
)
_NEAR = 48
# How far before a threshold its free shipping may be named, within its clause (a clause's
# end still cuts it): a Faroese banner says where and how before the amount ("Ókeypis
# sending í Føroyum tá ið keypt verður fyri meira enn 500 kr.", 60 letters).
_SHIPPING_REACH = 96
# A free allowance's cap: a word for free, then, with no digit or end of a clause between, an
# "up to" right before the amount ("kostenlos bis 200 €", "Free withdrawals up to £200").
# The word for free may be inflected ("kostenlose", "gratuitas") or compounded ("fee-free").
_FREE_STEMS = alternation(sorted({word for words_ in words.FREE.values() for word in words_}))
_FREE_CAP = re.compile(
    rf"(?<!{_LETTER})(?:{_LETTER}+-)?(?:{_FREE_STEMS}){_LETTER}{{0,2}}(?!{_LETTER})"
    rf"[^\d.;!?|\u00b7\u2022]{{0,64}}?(?<!{_LETTER})(?:{alternation(_flat(words.FREE_UP_TO))})"
    r" ?:? ?$"
)
_FREE_CAP_REACH = 112
_RAISED_BEFORE = _ending(words.RAISED_BEFORE)
_RAISED_AFTER = re.compile(
    rf" ?(?:{alternation([*_flat(words.RAISED_AFTER), *_flat(words.TALLIED_AFTER)])})"
    rf"(?!{_NOT_JOINED_LETTER})"
)
# A purchase notification's verb anywhere before the amount in its clause, or its participle
# right after it.
_BOUGHT_BEFORE = re.compile(
    rf"(?<!{_LETTER})(?:{alternation(_flat(words.BOUGHT_BEFORE))})(?!{_LETTER})"
)
_BOUGHT_AFTER = re.compile(
    rf" ?(?:{alternation(_flat(words.BOUGHT_AFTER))})(?!{_NOT_JOINED_LETTER})"
)
_BOUGHT_IF_AGO = re.compile(
    rf"(?<!{_LETTER})(?:{alternation(_flat(words.BOUGHT_IF_AGO))})(?!{_LETTER})"
)
# An order's number ("Order #4411", "Bestellung Nr. 4411", "commande n° 4411"), which, with how
# long ago after the amount, names a purchase as a verb does.
_ORDER_NUMBERED = re.compile(
    rf"(?<!{_LETTER})(?:{alternation(_flat(words.ORDER_NUMBERED))}) ?"
    r"(?:#|no\.?|nr\.?|n[°º]\.?|\u2116) ?\d{1,12}(?!\d)"
)
# A dash that sets the amount after a notification's clause: "Alex just bought Pro \u2013 $79"
# is one clause, not two.
_SET_AFTER = re.compile(r" ?[-\u2013\u2014] ?\Z")
_JUST_HAPPENED = re.compile(
    rf"(?<!{_LETTER})(?:{alternation(_flat(words.JUST_HAPPENED))})(?!{_LETTER})"
)
# How long ago, right after the amount and its unit ("$79 4 minutes ago", "(£29) 8 mins ago",
# "129 kr för 5 minuter sedan", "$12/seat just now"): not a sentence's "two years ago" further on.
_AGO_AFTER = re.compile(
    r"\W{0,3}(?:/ ?[^\W\d_]+\W{0,3})?(?:(?:för|for) )?"
    rf"(?:(?:\d+|an?|one|a few|en|ett|et) ?[^\W\d_]+\.? )?(?:{alternation(_flat(words.AGO_AFTER))})"
    rf"(?!{_LETTER})"
)
_CLAUSE_REACH = 96
# Approximation words end right before the amount, or before its bracket (a full-width one
# in Japanese and Chinese): "(≈ €27.31)", "約".
_APPROXIMATE_BEFORE = re.compile(
    rf"(?<![^\W\d_])(?:{alternation(_flat(words.APPROXIMATELY))}) ?[(:\uff08]? ?$"
)
_LONGEST_APPROXIMATE = 4 + max(len(word) for word in _flat(words.APPROXIMATELY))

# What a page's priced lines may mention that a closer reading of each price then asks
# about: a free allowance, a renewal, an approximate amount (most pages mention none). One
# scan of them all: three of a page's priced lines cost a tenth of a second each on a 5 MB
# page of one long line.
_MENTIONED = [
    *((word, "free") for word in _FREE_TABLE),
    *((word, "renewal") for word in _RENEWAL_WORDS),
    *((word.lower(), "approximation") for word in _flat(words.APPROXIMATELY)),
    # A trial's words ("1 mois offert") and a price's "then" after one above it.
    *((word, "trial") for word in [*_flat(words.FREE_TERM), *_flat(words.THEN)]),
]
_MENTIONS = clues.Needles(word for word, _ in _MENTIONED)


def priced_mentions(texts: list[str]) -> frozenset[str]:
    """Which of "free", "renewal", "approximation" and "trial" the priced lines ``texts``
    may mention (clues, not whole words)."""
    found = _MENTIONS.starts(lower("\n".join(texts)))
    return frozenset(_MENTIONED[index][1] for index, _ in found)


def approximated(text: str, start: int) -> bool:
    """Whether the amount at ``start`` in ``text`` is written as approximate."""
    before = text[max(0, start - _LONGEST_APPROXIMATE) : start].lower()
    return _APPROXIMATE_BEFORE.search(before) is not None


# Each phrase's longest word, as a clue that a text may hold it: a set's lookup of a text's
# words costs a fraction of a search of every phrase. Words are split at ASCII punctuation
# and digits by bytes.translate, many times faster than str.translate on text that is not
# Latin-1.
_WORD_BREAKS = bytes.maketrans(
    (string.punctuation + string.digits).encode(),
    b" " * len(string.punctuation + string.digits),
)
_TERM_PHRASES = [
    *_flat(words.FREE_SHIPPING),
    *_flat(words.SHIPPING_FEE),
    *_flat(words.ORDER_VALUE),
    *_flat(words.ORDER_VALUE_AFTER),
    *_flat(words.DISCOUNT_AFTER),
    *_flat(words.DISCOUNT_BEFORE),
    *_flat(words.DISCOUNT_CAP),
    *_flat(words.WORTH_AFTER),
    *_flat(words.REWARD_AFTER),
    *_flat(words.REWARD_BEFORE),
    *_flat(words.TRADE_IN_BEFORE),
    *_flat(words.GROSS_SALARY),
    *_flat(words.SHARE_CAPITAL),
    *_flat(words.INCLUDED_SHARE_AFTER),
    *_flat(words.INCLUDED_SHARE_BEFORE),
    *_flat(words.RAISED_BEFORE),
    *_flat(words.RAISED_AFTER),
    *_flat(words.TALLIED_AFTER),
    *_flat(words.BOUGHT_BEFORE),
    *_flat(words.BOUGHT_AFTER),
    *_flat(words.STRETCH_GOAL),
    *_flat(words.TRANSFER_EXAMPLE),
    *_flat(words.FREE_UP_TO),
    *_flat(words.LOYALTY_POINTS),
    "pt=",
    "pt\uff1d",
    *_flat(words.COMPARISON_BEFORE),
    *_flat(words.MARKETPLACE_FROM),
    *_flat(words.ENERGY_COST),
    *_flat(words.ESTIMATED_COST),
    *_flat(words.FREE_CREDIT_AFTER),
]


def _words(text: str) -> list[bytes]:
    return text.lower().encode(errors="surrogatepass").translate(_WORD_BREAKS).split()


_TERM_WORDS = frozenset(max(_words(p), key=len) for p in _TERM_PHRASES if _spaced(p[0]))
# Phrases looked for as parts of a text: those of scripts written without spaces, and the
# Latin words those scripts join to theirs ("500円OFFクーポン").
_TERM_PARTS = tuple(
    dict.fromkeys(
        [phrase for phrase in _TERM_PHRASES if not _spaced(phrase[0])]
        + [word for code in ("ja", "zh", "ko") for word in words.DISCOUNT_AFTER[code]]
    )
)
# All of them found by one scan of a text, not one substring test each (140).
_TERM_PART_NEEDLES = clues.Needles(_TERM_PARTS)


def mentions_terms(texts: list[str]) -> bool:
    """Whether any of ``texts`` may name free shipping, an order's value or a discount (most
    pages' visible text does not): only then is ``order_terms`` worth asking of each price."""
    text = "\n".join(texts)
    if not _TERM_WORDS.isdisjoint(_words(text)):
        return True
    return not text.isascii() and _TERM_PART_NEEDLES.holds(text)


# A word each term's name and each count of payments hold (its longest): a page that has
# none names no term (most do not), and its monthly prices' facts are not searched.
_CONTRACT_WORDS = frozenset(
    max(_words(phrase), key=len) for phrase in (*_flat(words.CONTRACT_TERM), *_flat(words.PAYMENTS))
)


def mentions_contract_terms(texts: list[str]) -> bool:
    """Whether any of ``texts`` may name a lease's or a loan's term (``contract_term``)."""
    return not _CONTRACT_WORDS.isdisjoint(_words("\n".join(texts)))


def energy_cost(text: str, start: int) -> bool:
    """Whether the amount at ``start`` in ``text`` is an appliance's estimated running cost,
    named right before it, on a line or in a spec table's row ("Energiekosten pro Jahr |
    ca. 45,60 €")."""
    before = text[max(0, start - _NEAR) : start].lower()
    return _ENERGY_COST_BEFORE.search(before) is not None


def traded_in(before: str) -> bool:
    """Whether the lower-case text ``before`` an amount names it a trade-in's credit."""
    return _TRADE_IN_BEFORE.search(before) is not None


def _order_before(before: str) -> bool:
    """Whether the lower-case text ``before`` an amount names it an order value, a saving or
    the like (``_ORDER_BEFORE``), not a repeat delivery's price ("Autoship & Save")."""
    return _ORDER_BEFORE.search(before) is not None and not _SUBSCRIBE_AND_SAVE.search(before)


def order_terms(text: str, start: int, end: int) -> bool:
    """Whether the amount at ``start:end`` in ``text`` is the order value that earns free
    shipping or a discount ("Free shipping on orders over $50", "Versandkostenfrei ab 50 €"),
    a discount ("$10 off") or its cap ("10% off, up to ₹1,500"), a company's share capital
    ("Capitale sociale 10.000.000 €"), a share the price includes ("dont 2,50 €
    d'éco-participation"), a transfer example's sum ("You send £1,000"), a free
    allowance's cap ("kostenlos bis 200 € pro Monat"), loyalty points' worth ("189 points
    (worth €1.89)"), another's price quoted for comparison ("For comparison: an NHS
    prescription costs £9.90"), a usage example's estimate ("an essay costs roughly $0.002"),
    a grant of credit ("$5 in free credits"), a trade-in's credit ("Trade-in value: up to
    $630") or the least of other sellers' copies ("2 new from $12.80"), rather than the price
    of an offer."""
    before = text[max(0, start - _NEAR) : start].lower()
    after = _after_tax_note(text[end : end + _NEAR].lower())
    if _order_before(before) or _DISCOUNT_AFTER.match(after) or bought(text, start, end):
        return True
    if _ORDER_RANGE_BEFORE.search(before) or energy_cost(text, start) or traded_in(before):
        return True
    if _ORDER_RANGE_FROM.search(before) and _RANGE_TO.match(text[end : end + _NEAR].lower()):
        return True
    if points_worth(text, start) or compared(text, start) or _example(before, after):
        return True
    if marketplace_offer(text, start):
        return True
    if _FREE_CAP.search(text[max(0, start - _FREE_CAP_REACH) : start].lower()):
        return True
    if _CAP_BEFORE.search(before) and "%" in text[max(0, start - _CAP_REACH) : start]:
        return True
    if _SHIPPING_FEE_BEFORE.search(before):
        return True
    shipping_before = text[max(0, start - _SHIPPING_REACH) : start]
    if not _shipping_in_clause(shipping_before, text[end : end + _NEAR]):
        return False
    return bool(
        _OVER_BEFORE.search(before) or _OVER_AFTER.match(after) or _OTHERWISE.search(before)
    )


def _example(before: str, after: str) -> bool:
    """Whether an amount is a worked example's, with the text ``before`` and ``after`` it:
    a usage estimate's ("an essay costs roughly $0.002") or the gross pay a lease's example
    assumes ("bij een bruto maandsalaris van \u20ac 3.500")."""
    salary = _SALARY_BEFORE.search(before) or (
        _SALARY_LED.search(before) is not None and _SALARY_AFTER.match(after) is not None
    )
    return bool(salary or _ESTIMATE_BEFORE.search(before))


# An insurance's excess or sum insured named at the start of an amount's label, then what it
# applies to, if anything: a short code ("Suma ubezpieczenia AC"), or a few words after a
# word that starts them ("Udział własny w szkodzie AC", "Excess per claim"). Japanese,
# Chinese and Korean write the word as the end of a compound with no space before it
# ("入院給付金", "手術給付金"): a run of those scripts' letters may come first. The label may
# start a sentence after another on its line ("Alle Fahrzeuge sind vollkaskoversichert.
# Selbstbeteiligung pro Schadensfall: 1.000 €").
_COVER_WORDS = alternation(_flat(words.COVER_AMOUNT))
_UNSPACED_RUN = r"[\u3040-\u9fff\uac00-\ud7af]*"
_COVER = re.compile(
    rf"(?:^|[|\u00b7\u2022] |(?<=\D[.!?]) ){_UNSPACED_RUN}(?:{_COVER_WORDS})(?!{_SPACED_LETTER})"
    rf"(?: (?:{alternation(_flat(words.COVER_OF))})(?!{_LETTER})[^\d|.!?:]{{0,40}}?"
    rf"| {_LETTER}{{1,3}})?(?: ?[:\uff1a|])? ?$"
)
# The name last, right before the amount, after words of its own and no figure ("Haftpflicht
# mit Deckungssumme € 3 Mio.", "an excess of $250", "がんと診断されたとき 一時金50万円"): a
# label with a figure is another thing's ("Annual premium with £250 excess: £412").
_COVER_LAST = re.compile(
    rf"^(\D*?)(?:(?<!{_LETTER})|(?<={_UNSPACED_RUN[:-1]}))(?:{_COVER_WORDS})(?!{_SPACED_LETTER})"
    rf"(?: ({alternation(_flat(words.COVER_LINK))}))?(?: ?[:\uff1a])? ?$"
)
# The links that name the amount the excess is brought down to, whatever the words before.
_COVER_TARGET = frozenset(_flat(words.COVER_TARGET))
_COVER_REDUCER = frozenset(_flat(words.COVER_REDUCER))
# The name right after the amounts ("a $100 excess", "500 € Selbstbehalt", "300 € de
# franchise"), unless a word after it makes a product of it ("£30 excess baggage").
_COVER_AFTER = re.compile(
    rf"^ ?(?:(?:{alternation(_flat(words.COVER_LINK))}) ?)?(?:{_COVER_WORDS})(?!{_SPACED_LETTER})"
    rf"(?! (?:{alternation(_flat(words.COVER_PRODUCT))})(?!{_LETTER}))"
)
# "Zero excess: £9.99 a day" names an add-on that takes the excess away, a price.
_NO_COVER = frozenset(["zero", *_flat(words.WITHOUT_LIMIT)])
_COVER_CLUE = re.compile(
    rf"(?:(?<!{_LETTER})|(?<={_UNSPACED_RUN[:-1]}))(?:{_COVER_WORDS})(?!{_SPACED_LETTER})"
)
_COVER_STARTS = clues.Needles(word.lower() for word in _flat(words.COVER_AMOUNT))
_LONGEST_COVER_LABEL = 96


def mentions_cover(texts: list[str]) -> bool:
    """Whether any of ``texts`` (priced lines and the lines above them) may name an
    insurance's excess or sum insured: only then is ``names_cover`` worth asking."""
    text = lower("\n".join(texts))
    # The words' starts from one scan, each then tried where it stands: a search of the
    # pattern, which starts with a lookbehind, tried it at every character of the lines.
    return any(_COVER_CLUE.match(text, start) for _, start in _COVER_STARTS.starts(text))


def names_cover(label: str) -> bool:
    """Whether ``label``, the words before an amount on its line or the line above it, names
    an insurance's excess or its sum insured ("Udział własny w szkodzie AC", "Excess:",
    "Choose your excess"): the amount is a term of the cover, not its price (the premium)."""
    lowered = lower(label[-_LONGEST_COVER_LABEL:].strip())
    if _COVER.search(lowered) is not None:
        return True
    last = _COVER_LAST.match(lowered)
    if last is None:
        return False
    before = last.group(1).split()
    if last.group(2) in _COVER_TARGET:
        return True
    return not (before and before[-1] in _NO_COVER) and _COVER_REDUCER.isdisjoint(before)


def cover_after(text: str) -> bool:
    """Whether ``text``, the words right after an amount (or a list of amounts), names it an
    excess or a sum insured ("a $0, $100 or $250 excess per condition")."""
    return _COVER_AFTER.match(lower(text[:_LONGEST_COVER_LABEL])) is not None


# A cap's words right before an amount, after words (not an amount: "€ 10 bis € 20" is a
# range), or right after it in a language that writes them there.
_COVER_CAP = re.compile(
    rf"(?<![\d\s])\s*(?<!{_LETTER})(?:{alternation(_flat(words.COVER_CAP))}) ?$"
)
_COVER_CAP_AFTER = re.compile(rf"^ ?(?:{alternation(_flat(words.COVER_CAP_AFTER))})")


def caps_cover(before: str, after: str) -> bool:
    """Whether the words ``before`` an amount or right ``after`` it say it is what a cover
    pays at most ("covered up to $3,000 per year", "通算2,000万円まで"): asked only of an
    insurance's lines, where a cap is a benefit's and no price."""
    lowered = lower(before[-_LONGEST_COVER_LABEL:])
    if (found := _COVER_CAP.search(lowered)) is not None and lowered[: found.start()].strip():
        return True
    return _COVER_CAP_AFTER.match(after[:8]) is not None


# A cover's cap in one clause with a word that names the insurance, on a carrier's or a
# shop's page (``words.INSURED``): the word, words but no figure, then the cap right before
# the amount ("Haftung bis ", "Höherversicherung bis ", "Insured up to "); or the cap before
# the amount and the word right after it ("bis 500 € versichert"); or, where the cap follows
# the amount, the word in the clause before it or right after the cap ("補償額 30,000円まで",
# "30,000円まで補償"); so is a sum collected on delivery (``words.COLLECTED``). A price beside
# it keeps no cap ("Höherversicherung bis 2.500 €: 3,00 €").
# A word's start, or a compound's part in the languages that join their words ("Transport-
# versicherung", "送料補償"): elsewhere a stem inside a word is another word ("recovery").
_INSURED_WORDS = [*_flat(words.INSURED), *_flat(words.COLLECTED)]
_COMPOUNDED = [stem for code in ("de", "nl", "sv", "da", "no", "ja", "zh", "ko")
               for stem in words.INSURED.get(code, ())]  # fmt: skip
_INSURED = (
    rf"(?<!{_LETTER})(?:{_LETTER}*?(?:{alternation(_COMPOUNDED)})"
    rf"|(?:{alternation(_INSURED_WORDS)}))"
)
_CAPS = alternation(_flat(words.COVER_CAP))
_COVER_CAP_BEFORE = re.compile(rf"(?<!{_LETTER})(?:{_CAPS}) ?$")
_INSURED_BEFORE = re.compile(rf"{_INSURED}[^.!?;\d\u3002]{{0,48}}$")
_INSURED_AFTER = re.compile(
    rf"^ ?(?:{alternation(_flat(words.COVER_CAP_AFTER))})?[^.!?;\d|\u3002]{{0,24}}?{_INSURED}"
)
_INSURED_STARTS = clues.Needles(sorted({stem.lower() for stem in _INSURED_WORDS}))
_AMOUNT_RIGHT_BEFORE = re.compile(r"\d\D{0,4}$")
_LONGEST_INSURED_AFTER = 32


def mentions_insured(texts: list[str]) -> bool:
    """Whether any of ``texts`` may name an insurance or a compensation: only then is
    ``insured_cap`` worth asking."""
    return _INSURED_STARTS.holds(lower("\n".join(texts)))


def insured_cap(before: str, after: str) -> bool:
    """Whether the words ``before`` an amount and right ``after`` it say it is the most an
    insurance or a carrier's liability pays ("Haftung bis 500 € inklusive", "Insured up to
    £1,000", "補償額 30,000円まで"): a cover's limit, not a price. A range's second bound
    ("5 € bis 50 €") is no cap, nor an amount with a period (a premium's)."""
    lowered = lower(before[-_LONGEST_COVER_LABEL:])
    tail = lower(after[:_LONGEST_INSURED_AFTER])
    cap = _COVER_CAP_BEFORE.search(lowered)
    if cap is not None:
        clause = lowered[: cap.start()]
        if _AMOUNT_RIGHT_BEFORE.search(clause):
            return False
    elif _COVER_CAP_AFTER.match(tail) is not None:
        clause = lowered
    else:
        return False
    insured = _INSURED_BEFORE.search(clause) or _INSURED_AFTER.match(tail)
    # Asked last, of a cap's clause only: a premium's ("up to $15/month"), no cover's.
    return insured is not None and period_after(after) is None


# What may stand between two amounts of a list of alternatives ("$0, $100 or $250", "€ 150 /
# € 300"): one label names them all.
_ALTERNATIVES_BETWEEN = re.compile(
    rf"\s*[,/;\u3001\uff0f]?\s*(?:(?:{alternation(_flat(words.ALTERNATIVE_OR))})(?!{_LETTER})\s*)?"
)


def alternatives_between(text: str) -> bool:
    """Whether ``text``, between two amounts, only lists them as alternatives."""
    return _ALTERNATIVES_BETWEEN.fullmatch(lower(text)) is not None


# A limit's word, or a compound ending in "limit" ("Tageslimit"), and a fee's word: a label
# that names both prices the limit's overrun ("Fee for exceeding the limit").
_LIMIT_WORDS = alternation(_flat(words.LIMIT_LABEL))
_LIMIT = re.compile(rf"(?<!{_LETTER})(?:{_LETTER}*limit|{_LIMIT_WORDS})(?!{_LETTER})")
_FEE_WORD = re.compile(rf"(?<!{_LETTER})(?:{alternation(_flat(words.FIELD_HEADS))})(?!{_LETTER})")


# Each limit's word as a part of a text, "limit" for its compounds: a clue, found at a
# fraction of the cost of the pattern's search of a page's priced lines.
_LIMIT_CLUES = clues.Needles(["limit", *_flat(words.LIMIT_LABEL)])


def mentions_limit(texts: list[str]) -> bool:
    """Whether any of ``texts`` may name a limit: only then is ``names_limit`` worth
    asking."""
    return _LIMIT_CLUES.holds("\n".join(texts).lower())


_WITHOUT = frozenset(word for words_ in words.WITHOUT_LIMIT.values() for word in words_)


def names_limit(label: str) -> bool:
    """Whether ``label``, an amount's row head or the words before it, names a limit of an
    account or a card ("Dzienny limit wypłat z bankomatu", "Tageslimit Kartenzahlung") and
    no fee: the amount is a term of the plan, not a price of it. A limit said to be none
    ("Domowy Bez Limitu") names none."""
    lowered = lower(label)
    if _FEE_WORD.search(lowered) is not None:
        return False
    return any(_limited(lowered, found.start()) for found in _LIMIT.finditer(lowered))


def _limited(text: str, start: int) -> bool:
    """Whether the limit's word at ``start`` of ``text`` is not said to be none by the word
    before it."""
    before = text[:start].split()
    return not before or before[-1] not in _WITHOUT


# An exchange rate's label, then at most three words of its own ("referencial", "del día",
# "BROU") and a colon, right before the amount.
_RATE_LABELS = _flat(words.EXCHANGE_RATE_LABEL)
_RATE_LABEL = re.compile(
    rf"(?<!{_LETTER})(?:{alternation(_RATE_LABELS)})(?: [^\W\d_][\w.$/]{{0,15}}){{0,3}} ?[:=]? ?$"
)
_RATE_CLUES = clues.Needles(_RATE_LABELS)
_LONGEST_RATE_LABEL = 80


def mentions_rate(text: str) -> bool:
    """Whether ``text`` may label an exchange rate: only then is ``names_rate`` worth
    asking."""
    return _RATE_CLUES.holds(text.lower())


def names_rate(label: str) -> bool:
    """Whether ``label``, the words right before an amount, label it as an exchange rate
    ("Tipo de cambio referencial:", "Cotización del dólar", "Wechselkurs heute:"): the price
    of a currency on the day, not of an offer."""
    return _RATE_LABEL.search(lower(label[-_LONGEST_RATE_LABEL:].strip())) is not None


_IN_APP = re.compile(rf"(?:{alternation(_flat(words.IN_APP_PURCHASES))})\s*(?:\(\d+\))?\s*:?")
_LONGEST_IN_APP = 64


def titles_in_app_purchases(text: str) -> bool:
    """Whether ``text`` is the title of an app's list of in-app purchases, and nothing more
    (not "Contains in-app purchases", a note beside the free download)."""
    return len(text) <= _LONGEST_IN_APP and _IN_APP.fullmatch(lower(text.strip())) is not None


_OWN_LIST = re.compile(
    rf"(?:{alternation(_flat(words.IN_APP_PURCHASES) + _flat(words.PRODUCT_EXTRAS))})"
    r"\s*(?:\(\d+\))?\s*:?"
)


def titles_own_offers(text: str) -> bool:
    """Whether ``text`` is the title of a list of a product's own offers, and nothing more:
    an app's in-app purchases, a game's editions, bundles or add-ons ("Add-ons (5)"), not a
    sentence about them ("Add-ons are billed monthly")."""
    return len(text) <= _LONGEST_IN_APP and _OWN_LIST.fullmatch(lower(text.strip())) is not None


def raised(text: str, start: int, end: int) -> bool:
    """Whether the amount at ``start:end`` in ``text`` is what supporters have given so far
    ("zebrano 21 820 zł", "$12,340 pledged") or what customers have saved or been paid
    ("$4,382,120 saved by our customers"): a tally that grows with each pledge or sale."""
    before = text[max(0, start - _NEAR) : start].lower()
    return bool(
        _RAISED_BEFORE.search(before) or _RAISED_AFTER.match(text[end : end + _NEAR].lower())
    )


# A tally's words anywhere in a line: its caption, when its figure stands on a line of its own.
_TALLY_PHRASES = [*_flat(words.RAISED_BEFORE), *_flat(words.RAISED_AFTER)]
_TALLY_CAPTION = re.compile(
    rf"(?:{alternation(_TALLY_PHRASES, first=_unglued)})(?!{_NOT_JOINED_LETTER})"
)


def tally_captions(lines: list[str]) -> Iterator[int]:
    """The indexes of the ``lines`` that hold a tally's words ("pledged of US$ 30,000 goal",
    "現在の支援総額"), from one search of the whole text (most pages have none)."""
    text = "\n".join(lines).lower()
    line, counted = 0, 0
    for found in _TALLY_CAPTION.finditer(text) if _may_tally(text) else ():
        line += text.count("\n", counted, found.start())
        counted = found.start()
        yield line


# The words of a tally's caption as ``_TALLY_CAPTION`` searches them, in lower case: a
# text without any holds no caption, and most pages' lines have none. One scan of their
# words costs a tenth of that pattern's search (which tries each character: 3.4 ms on a
# 1 MB page's lines).
_TALLY_WORDS = clues.Needles(sorted({phrase.lower() for phrase in _TALLY_PHRASES}))


def _may_tally(text: str) -> bool:
    """Whether ``text`` (lines joined, in lower case) may hold a tally's caption."""
    return _TALLY_WORDS.holds(text)


def bought(text: str, start: int, end: int) -> bool:
    """Whether the amount at ``start:end`` in ``text`` is what someone paid in a purchase
    notification ("Sarah from Austin just bought the Pro plan for $49", "Jan aus Köln hat
    Kaffee Crema für 12,90 € gekauft"): its verb before the amount in the same clause, or
    its participle right after it; a plain past tense ("bought"), or an order's number, with
    how long ago after the amount. The amount may be set after the clause by a dash ("Alex
    just bought Pro \u2013 $79"). Another buyer and product at each load, no offer."""
    after = text[end : end + _NEAR].lower()
    if _BOUGHT_AFTER.match(after):
        return True
    before = text[max(0, start - _CLAUSE_REACH) : start]
    lowered = before.lower()
    verbs = list(_BOUGHT_BEFORE.finditer(lowered))
    ago = _AGO_AFTER.match(after) is not None
    if not verbs and ago:
        verbs = list(_BOUGHT_IF_AGO.finditer(lowered)) or list(_ORDER_NUMBERED.finditer(lowered))
    if not verbs:
        return False
    # The amount set after the clause by a dash is still the clause's when how long ago follows
    # it ("Order #4411 \u2013 $79 \u2013 2 min ago") or the verb says it just happened
    # (``words.JUST_HAPPENED``); else the dash sets a price after a condition.
    just = ago or _JUST_HAPPENED.search(verbs[-1][0]) is not None
    set_after = _SET_AFTER.search(before, verbs[-1].end()) if just else None
    clause_end = set_after.start() if set_after else len(before)
    return not _clause_ends(before, verbs[-1].end(), clause_end, comma=False)


# A count of loyalty points, then, in the same clause, their worth's words right before the
# amount (an opening bracket between them: "189 πόντους (αξίας 0,95 €").
_POINTS_COUNT = re.compile(rf"\d ?(?:{alternation(_flat(words.LOYALTY_POINTS))})(?!{_LETTER})")
_WORTH_BEFORE = re.compile(rf"(?<!{_LETTER})(?:{alternation(_flat(words.POINTS_WORTH))}) ?:? ?$")
# The rate of a shop's points, counted and set equal to the amount, the sign full width too:
# "1pt=1円" (a pet shop's note under its points column), "100 points = $1", "1ポイント=1円".
# "pt" is a point only glued to its count: "1 pt = $5.99" is a pint's price.
_POINTS_EQUAL = re.compile(
    rf"(?<![\d.,])\d[\d,.]{{0,6}}(?: ?(?:{alternation(_flat(words.LOYALTY_POINTS))})|pt)"
    r" ?[=\uff1d] ?$"
)


_COMPARISON = re.compile(
    rf"(?<!{_LETTER})(?:{alternation(_flat(words.COMPARISON_BEFORE))})(?!{_LETTER})"
)


# A count of other sellers' copies right before their words (``MARKETPLACE_FROM``), which
# end right before the amount: "2 neu ab 24,80 €". The count stands alone: a figure that
# ends another number ("1.2 new from") or a word ("X2 new from") counts no sellers.
_MARKETPLACE_BEFORE = re.compile(
    rf"(?<![\w.,]){words.NOT_A_NAMES_NUMBER}\d{{1,4}} "
    rf"(?:{alternation(_flat(words.MARKETPLACE_FROM))}) ?:? ?$",
    re.IGNORECASE,
)


# A tax note in brackets right after an amount, before the words that say what it is
# ("5,000円(税込)以上のご注文で送料無料", "50 € (TTC) d'achat"): the words are the amount's;
# Japanese writes the brackets full width as well.
_BRACKETED_TAX = re.compile(rf" ?[(\uff08] ?(?:{_TAX}) ?[)\uff09]")


def _after_tax_note(after: str) -> str:
    note = _BRACKETED_TAX.match(after)
    return after[note.end() :] if note else after


def marketplace_offer(text: str, start: int) -> bool:
    """Whether the amount at ``start`` in ``text`` is the least of other sellers' copies,
    counted right before ("2 neu ab 24,80 €", "5 used from $4.99"): a marketplace's offer."""
    return bool(_MARKETPLACE_BEFORE.search(text[max(0, start - _NEAR) : start]))


def compared(text: str, start: int) -> bool:
    """Whether the amount at ``start`` in ``text`` is another's price that its clause quotes
    for comparison ("For comparison: an NHS prescription costs £9.90"): not this page's."""
    before = text[max(0, start - _CLAUSE_REACH) : start]
    lowered = before.lower()
    if len(lowered) != len(before):
        return False
    opened = list(_COMPARISON.finditer(lowered))
    return bool(opened) and not _clause_ends(before, opened[-1].end(), len(before), comma=False)


def points_worth(text: str, start: int) -> bool:
    """Whether the amount at ``start`` in ``text`` is what loyalty points counted before it
    in its clause are worth ("Earn 189 points (worth €1.89)", "189 Punkte im Wert von 0,95
    €", "1pt=1円"): a credit toward another purchase, no price."""
    before = text[max(0, start - _CLAUSE_REACH) : start]
    lowered = before.lower()
    if _POINTS_EQUAL.search(lowered):
        return True
    worth = _WORTH_BEFORE.search(lowered)
    if worth is None or len(lowered) != len(before):
        return False
    counts = list(_POINTS_COUNT.finditer(lowered, 0, worth.start()))
    return bool(counts) and not _clause_ends(before, counts[-1].end(), len(before), comma=False)


_DAILY_DEAL = re.compile(rf"(?:{alternation(_flat(words.DAILY_DEAL))})(?!{_LETTER})")
# Each phrase's longest word without its first letter, whose case a banner may write either
# way ("Angebot des Tages", "Offre Du Jour"): clues are matched in their case.
DAILY_DEAL_WORDS = clues.words(
    *dict.fromkeys(max(phrase.split(), key=len)[1:] for phrase in _flat(words.DAILY_DEAL))
)


def daily_deal(text: str) -> bool:
    """Whether ``text`` opens with the words of a banner's deal of the day ("Deal of the
    day: …", "★ Angebot des Tages: …")."""
    return _DAILY_DEAL.match(lower(text.lstrip(_BADGE_DECOR))) is not None


# What ends a clause: a threshold and the free shipping it earns are said in one ("Gratis
# verzending vanaf € 20", "ab 50 € versandkostenfrei"); a "from" price beside a shipping note
# is an offer ("ab 19,99 € · versandkostenfrei", "Vanaf € 19,99 per maand, gratis
# verzending"). A comma after the amount ends its clause, one before it may not ("Free
# delivery, over £40"); a point ends a sentence before a capital, not an abbreviation
# ("Versandkostenfrei innerhalb Dtl. ab 50 €").
_CLAUSE_END = re.compile(r"[;·•|!?]|[\u2013\u2014] | - |\. ?(?=[^\W\d_])")


def _clause_ends(text: str, start: int, end: int, comma: bool) -> bool:
    """Whether a clause ends in ``text[start:end]`` (the original text, not lower-cased)."""
    if comma and "," in text[start:end]:
        return True
    for found in _CLAUSE_END.finditer(text, start, end):
        if not found.group().startswith(".") or text[found.end()].isupper():
            return True
    return False


def _shipping_in_clause(before: str, after: str) -> bool:
    """Whether free shipping is named in the amount's clause, in the text ``before`` or
    ``after`` it (as written)."""
    named = list(_SHIPPING.finditer(before.lower()))
    if named and not _clause_ends(before, named[-1].end(), len(before), comma=False):
        return True
    found = _SHIPPING.search(after.lower())
    return found is not None and not _clause_ends(after, 0, found.start(), comma=True)


# A badge that states a saving in percent ("Save 20%", "-20%", "20% off", "Ahorra 15%"): a
# mark on a plan's card (of its yearly billing), never the plan's name.
_SAVING_MARK = re.compile(
    rf"(?:(?:{alternation(_flat(words.DISCOUNT_BEFORE))}) ?)?"
    r"[-\u2212\u2013]? ?\d{1,2}(?:[.,]\d{1,2})? ?%"
    rf"(?: ?(?:{alternation(_flat(words.DISCOUNT_AFTER))}))?"
)


_BADGE_WORDS = frozenset(word.lower() for spelled in words.BADGES.values() for word in spelled)
_BADGE_DECOR = " \t\n\u00a0·•-–—!*★⭐🔥✨🚀()[]"  # noqa: RUF001 - a badge's dashes and stars


def badge(text: str) -> str | None:
    """The badge's words ``text`` says and nothing else ("Most popular", "★ Beliebt ★"), in
    lower case; else None."""
    said = " ".join(text.strip(_BADGE_DECOR).lower().split())
    return said if said in _BADGE_WORDS else None


def saving_mark(text: str) -> bool:
    """Whether a line is only a saving in percent (a badge), not a name."""
    return "%" in text and _SAVING_MARK.fullmatch(text.lower().strip(" !()")) is not None


def period_before(text: str, end: int) -> str | None:
    """The period written just before a price that starts at ``end``: ``月額 ¥1,200``,
    ``Monthly: $10``, ``월 9,900원``."""
    last = text[max(0, end - 6) : end].rstrip(" .:\uff1a-\u2013\u2014)\uff09")[-1:]
    if not last.isalpha():  # most prices follow a digit, a " | " or nothing (or "ca.")
        return None
    found = _BEFORE.search(text, max(0, end - _LONGEST_BEFORE), end)
    if found is None:
        return None
    # The pattern ignores case as ``re`` folds it ("İLLİK" is "illik"); str.lower() gives the
    # Turkish capital I with a dot an i with a combining dot, a key no table holds.
    return _word_period(lower(found.group(1)), _BEFORE_WORDS)


# What a price is per, written before it: "per" and a unit of the table ("Per user:", "Pro
# Nutzer", "每位使用者"), a unit and its postposed "per" ("1인당", "사용자당"), or a unit
# that says its own ("Felhasználónként"); then nothing but a colon, or the period the same
# words would give after a price ("Pro Nutzer und Monat:", "每人每月", "사용자당 월").
_UNITS_LOWER = [unit.lower() for unit in _flat(words.UNITS)]
_UNIT_BEFORE = lazy.Pattern(
    rf"(?:(?P<per>{bounded(_flat(words.PER_BEFORE))}) ?+{_EXTRA}"
    rf"(?P<unit>{_COUNT}(?:{bounded(_UNITS_LOWER)}))"
    rf"|(?P<unit_post>{_COUNT}(?:{bounded(_UNITS_LOWER)})) ?+(?:{bounded(_flat(words.PER_AFTER))})"
    rf"|(?P<unit_own>{bounded(_flat(words.UNITS_WITH_PER))}))"
    r"(?P<rest>[^\d\n]{0,24}?)$"
)
_LONGEST_UNIT_BEFORE = 64
# A word of one of ``_UNIT_BEFORE``'s branches, as it bounds it: one is in each of its matches.
_PER_WORD = lazy.Pattern(
    bounded([*_flat(words.PER_BEFORE), *_flat(words.PER_AFTER), *_flat(words.UNITS_WITH_PER)])
)
_MORE_THAN_ONE = re.compile(r"(?!1\b)\d")
_PER_BEFORE_LANGUAGES = {
    per: frozenset(code for code, pers in words.PER_BEFORE.items() if per in pers)
    for per in _flat(words.PER_BEFORE)
}


def with_unit_before(period: str | None, text: str, start: int, taken: int = 0) -> str | None:
    """``period`` per what the words before a price at ``start`` say it is per ("Per user:
    $12/mo", "1인당 ₩5,000/월"), as after it; where no period is read, the one those words
    give ("Pro Nutzer und Monat: 9 €"). A period that is per something already stays."""
    if period is not None and " per " in period:
        return period
    written = unit_before(text, start, taken)
    if written is None:
        return period
    unit, own = written
    return f"{period} per {unit}" if period else own


def with_unit_over(period: str | None, over: str) -> str | None:
    """``period`` per what a line set over a price says and nothing more ("per user" over
    "$12", "pro Nutzer" over "12 €"), as if written before it on its line; not a plan's
    name that holds such words ("Pro Nutzer-Paket")."""
    line = over.strip()
    if len(line) > _LONGEST_UNIT_BEFORE or _UNIT_BEFORE.match(lower(line)) is None:
        return period
    return with_unit_before(period, line, len(line))


def unit_before(text: str, start: int, taken: int = 0) -> tuple[str, str | None] | None:
    """What a price that starts at ``start`` is per, written before it (``_UNIT_BEFORE``),
    with the period the same words give, if any: ("user", None) for "Per user: $12/mo",
    ("nutzer", "month per nutzer") for "Pro Nutzer und Monat: 9 €". Not after ``taken``, the
    end of the line's previous price, with no word between: "$5 per user $8" is $5's unit."""
    window = lower(text[max(taken, start - _LONGEST_UNIT_BEFORE) : start])
    # Most prices have no such word before them; the whole pattern, tried at each place of
    # the window, cost a tenth of a typical page's extraction.
    found = _UNIT_BEFORE.search(window) if _PER_WORD.search(window) else None
    if found is None or (taken and not any(c.isalpha() for c in window[: found.start()])):
        return None
    per = found["per"]
    if per and language.current() and _PER_BEFORE_LANGUAGES[per].isdisjoint(language.current()):
        return None  # "Pro Member $9/mo" on an English page: a plan's name
    if per and _MORE_THAN_ONE.match(found["unit"]):
        return None  # a plan's name and its tier ("Pro 10 Nutzer"), no "per 10 users"
    unit = _unit_name(found["unit"] or found["unit_post"] or found["unit_own"])
    rest = found["rest"].strip(" :\uff1a-\u2013\u2014")
    if not rest:
        return unit, None
    written = period_after(" " + found.group().rstrip(" :\uff1a-\u2013\u2014"))
    return (unit, written) if written and " per " in written else None


def period_word_only(text: str) -> bool:
    """Whether ``text`` is one period's word and nothing more ("Monthly", "月額:"), not a name
    that ends in one: "Premium Monthly", or "プレミアム月額" where the script writes no space;
    nor a name of two words that is a fee ("Setup fee"), nor of one ("Startavgift",
    "Wpisowe", "入会金"): an item of a list, as a club's price list names its joining fee."""
    stripped = text.strip()
    found = _BEFORE.search(stripped)
    return (
        found is not None
        and found.start() == 0
        and " " not in stripped
        and not names_fee(stripped)
        and period_before(stripped, len(stripped)) is not None
    )


def names_fee(text: str) -> bool:
    """Whether ``text`` is a one-off fee's name and nothing more ("Setup fee", "Wpisowe:"),
    or with what it is for in brackets after it ("Setup fee (Pro)", "工事費\uff08戸建て\uff09")."""
    name = _QUALIFIER.sub("", text.strip().rstrip(":\uff1a"))
    return name.lower() in _FEE_NAMES


_FEE_NAMES = frozenset(fee.lower() for fee in _flat(words.ONE_TIME_FEES))
_QUALIFIER = re.compile(r"\s*[(\uff08][^()\uff08\uff09]{1,24}[)\uff09]$")


_BILLED_WORD = alternation(_flat(words.BILLED))
_BILLED_GLUED = _answers(words.BILLED_GLUED)
_BILLING_NOUN = alternation(_flat(words.BILLING))
# How a price is billed, in either order ("billed annually", "jährlich abgerechnet"), or the
# billing named with its period ("with annual billing", "facturation annuelle", "按年付费").
_BILLING = lazy.Pattern(
    rf"(?<!{_LETTER})(?:{_BILLED_WORD} (?P<after>{alternation(_WORDS)})"
    rf"|(?P<before>{alternation(_WORDS)}) {_BILLED_WORD}"
    rf"|(?P<adjective>{alternation(_ADJECTIVES)}) ?{_BILLING_NOUN}"
    rf"|{_BILLING_NOUN} ?(?P<following>{alternation(_ADJECTIVES)}))(?!{_LETTER})"
    rf"|(?P<glued>{alternation(_BILLED_GLUED)})"  # joined to the sentence's words: no bounds
)


# Each of ``_BILLING``'s matches holds one of these as written (a billing word or noun, or a
# glued phrase): a text without any has none, found by one scan rather than by the pattern,
# which a lookbehind first has tried at each character (6 us for "Up to 5 users").
_BILLING_CLUES = clues.Needles(
    phrase.lower() for phrase in [*_flat(words.BILLED), *_flat(words.BILLING), *_BILLED_GLUED]
)


def billed_in(text: str) -> str | None:
    """The period a price is billed by, where ``text`` says it: ``billed annually`` → year."""
    # The words are spaced but in Chinese; most prices' rest ("/mo") is one word.
    if " " not in text and text.isascii():
        return None
    lowered = lower(text)
    if not _BILLING_CLUES.holds(lowered):
        return None
    found = _BILLING.search(lowered)
    if found is None:
        return None
    billed = found.group("after") or found.group("before")
    if billed:
        return _word_period(billed)
    if found["glued"]:
        return _BILLED_GLUED[found["glued"]]
    return _word_period(found.group("adjective") or found["following"], _ADJECTIVES)


# Which of a product's prices an amount is, where the words beside it on its line say so: a
# member's or a card holder's, a container deposit, a ticket's booking fee
# (``words.MEMBER_PRICE``, ``words.DEPOSIT``, ``words.BOOKING_FEE``); a payment's words
# first, which the card's may follow.
_PRICE_KINDS = (
    ("payment", words.CARD_PAYMENT),
    ("member", words.MEMBER_PRICE),
    ("deposit", words.DEPOSIT),
    ("fee", words.BOOKING_FEE),
)
# Japanese and Chinese words stand among other letters ("プレミアム会員価格"): no word's
# edge; but not after "non-" ("非会員価格", "非会员价"). Korean spaces its words: "회원가입"
# (signing up) and "비회원가" (a non-member's) are no member's price.
_KIND_LETTER = r"[^\W\d_\u3040-\u9fff]"
_PRICE_KIND = lazy.Pattern(
    "|".join(
        rf"(?P<{kind}>(?<!{_KIND_LETTER})(?<!\u975e){alternation(_flat(table))}(?!{_KIND_LETTER}))"
        for kind, table in _PRICE_KINDS
    )
)
_KIND_WORDS = [word.lower() for _, table in _PRICE_KINDS for word in _flat(table)]
_PRICE_KIND_NEEDLES = clues.Needles(_KIND_WORDS)
# A multibuy's count and its word just before the amount ("Any 3 for ", "| 2 voor "): the
# count starts its line or cell, or follows one of ``words.MULTIBUY_BEFORE``.
_MULTIBUY = lazy.Pattern(
    rf"(?:(?:^|[|()\[\]:;\u2022\u00b7,/\u2013-]) *|(?<!{_SPACED_LETTER})"
    rf"{alternation(_flat(words.MULTIBUY_BEFORE))}(?: |(?<![ -~])))"
    rf"(?P<count>\d{{1,2}}) ?{alternation(_flat(words.MULTIBUY_FOR))}[ \u00a0:]*$"
)
# Each unit's, said right after a multibuy's amount: the count is a quantity tier's
# ("Achetez 3 pour 1 249,00 € chacun", "Koop 3 voor € 84,95 per stuk").
_EACH_AFTER = lazy.Pattern(rf"[ \u00a0]*(?:{alternation(_flat(words.EACH_ITEM))})(?!{_LETTER})")
# A quantity tier's count and its words just before the amount ("ab 3 Stück je ").
_TIER = lazy.Pattern(
    rf"(?<!{_LETTER})(?:{alternation(_flat(words.FROM_COUNT))}) (?P<count>\d{{1,3}}) ?"
    rf"(?:{alternation(_flat(words.STOCK_COUNT_UNITS))})"
    rf"(?: (?:{alternation(_flat(words.EACH_ITEM))}))?[ \u00a0:]*$"
)
# How far before an amount the words naming its kind may start, and what may stand between
# an amount and such words after it ("0,25 € Pfand", "0,20 € de consigne", "£1.35*
# Clubcard Price"): marks, and one short word.
_KIND_REACH = 40
_KIND_AFTER_GAP = re.compile(r"[^\w]*(?:\w{1,3}[^\w]+)?")
_KIND_BEFORE_GAP = re.compile(r"[\s:]*")
# The word that makes a kind's words before an amount part of it ("Stehplatz inkl.
# VVK-Gebühr 18,50 €", "incl. booking fee £16.80"), where no price comes before it on its
# line: after one, the words name the fee's own amount ("18,50 € inkl. VVK-Gebühr 1,50 €";
# "dont" and "w tym" always do).
_INCLUDED = re.compile(
    rf"(?<![^\W\d_])(?:{alternation(_flat(words.INCLUDES))})\.?\s*\Z", re.IGNORECASE
)


# Every word that may name a price's kind, a multibuy's or a tier's: a line without any
# is read for none (one scan of the line, not one of each price's neighbourhood).
_KIND_CLUES = clues.Needles({*_KIND_WORDS, *_flat(words.MULTIBUY_FOR), *_flat(words.FROM_COUNT)})


def may_name_kinds(line: str) -> bool:
    """Whether ``line`` may name the kind of any of its prices (see ``price_kind``)."""
    return _KIND_CLUES.holds(line.lower())


def price_kind(text: str, starts: list[int], ends: list[int], k: int) -> str | None:
    """Which price of a product the ``k``-th of a line's prices (at ``starts[k]`` to
    ``ends[k]``) is, where its line says: ``member`` ("Clubcard Price £1.35", "1,29 € mit
    Karte"), ``deposit`` ("zzgl. 0,25 € Pfand") or a multibuy's count (``3 for``: "Any 3 for
    £4"); else None, a shelf price. Words between two prices name the later one, but where
    they follow the earlier at once and stand apart from the later ("£1.50 Clubcard Price |
    £2.00")."""
    low = ends[k - 1] if k else 0
    before = text[max(low, starts[k] - _KIND_REACH) : starts[k]].lower()
    last = k == len(starts) - 1
    # Only the text beside the price is lowered: a line of a thousand prices costs no more.
    after = text[ends[k] : min(len(text) if last else starts[k + 1], ends[k] + _KIND_REACH)]
    after = after.lower()
    multibuy = _MULTIBUY.search(before) if any(c.isdigit() for c in before) else None
    if multibuy is not None and int(multibuy["count"]) > 1:
        each = _EACH_AFTER.match(after) is not None  # "3 voor € 84,95 per stuk"
        return f"from {multibuy['count']}" if each else f"{multibuy['count']} for"
    tier = _TIER.search(before) if multibuy is None and before else None
    if tier is not None:
        return f"from {tier['count']}"
    if not _PRICE_KIND_NEEDLES.holds(f"{before}\n{after}"):
        return None
    whole = starts[k] - _KIND_REACH <= low  # the window starts at the earlier price
    for found in _PRICE_KIND.finditer(before):
        if not k and _INCLUDED.search(before, 0, found.start()):
            continue  # "inkl. VVK-Gebühr 18,50 €": the price holds the fee, it is no fee
        if not (k and whole and _earlier_price(before, found)):
            return _kind(found)
    for found in _PRICE_KIND.finditer(after):
        if not _KIND_AFTER_GAP.fullmatch(after, 0, found.start()):
            return None
        if last or _earlier_price(after, found):
            return _kind(found)
    return None


def kind_alone(text: str) -> str | None:
    """The kind of price a line names with nothing else ("Club price", "Mitgliederpreis:",
    "会員価格"): a label set over the price it names, in a block or a heading of its own."""
    if not _PRICE_KIND_NEEDLES.holds(lowered := text.lower()):
        return None
    found = _PRICE_KIND.fullmatch(lowered.strip(_KIND_LABEL_MARKS))
    return None if found is None else _kind(found)


_KIND_LABEL_MARKS = " \t\u00a0:*\uff1a"


def _kind(found: re.Match[str]) -> str | None:
    """The kind ``found`` names; None for a payment's words ("Zahlung mit Karte"): a fee for
    paying by card, not a card holder's price."""
    return None if found.lastgroup == "payment" else found.lastgroup


def _earlier_price(between: str, found: re.Match[str]) -> bool:
    """Whether the words ``found`` in the text ``between`` two prices name the earlier: they
    follow it at once, and stand apart from the later."""
    at_earlier = _KIND_AFTER_GAP.fullmatch(between, 0, found.start()) is not None
    return at_earlier and _KIND_BEFORE_GAP.fullmatch(between, found.end()) is None


def period_in(text: str) -> str | None:
    """A billing period named anywhere in ``text`` (``billed annually``, ``per month``)."""
    lowered = lower(text)
    found = _IN_LINE.search(lowered)
    return None if found is None else _found_period(lowered, found)


def _found_period(lowered: str, found: re.Match[str]) -> str:
    """The period ``_IN_LINE`` found in ``lowered``: a word's, so many of it where a count
    right before makes it a count of periods ("3 ayl\u0131k": a quarter), or a noun's."""
    word = found.group("word")
    if not word:
        return _noun_period(found.group("noun"))
    count = _COUNT_BEFORE.search(lowered, 0, found.start()) if word in _COUNTED_WORDS else None
    return counted(_word_period(word), int(count.group(1))) if count else _word_period(word)


_COUNTED_WORDS = frozenset(_flat(words.COUNTED_PERIOD_WORDS))
_COUNT_BEFORE = re.compile(r"(?<![\d.,])(\d{1,3}) ?$")


# A count and the words it counts, up to a period: a limit's ("3 meals per week", "100 SMS
# pro Monat", "2 h měsíčně"), not the period a price is billed by.
_COUNTED_UP_TO = re.compile(rf"(?<![\d.,])\d+ ?{_LETTER}+(?: {_LETTER}+){{0,2}} $")


def sentence_period(text: str, price_end: int) -> str | None:
    """The billing period a price's own sentence ``text`` names anywhere (``period_in``), but
    for a limit's, on either side of the price that ends at ``price_end`` ("$6.49 per serving,
    3 meals per week" is per serving, and weekly only in what it counts)."""
    lowered = lower(text)
    for found in _IN_LINE.finditer(lowered):
        start = found.start()
        if not _COUNTED_UP_TO.search(lowered, price_end if start >= price_end else 0, start):
            return _found_period(lowered, found)
    return None


# word → the languages in which it names no period (``words.NOT_PERIODS``).
_NOT_PERIODS = {
    word: frozenset(code for code, written in words.NOT_PERIODS.items() if word in written)
    for word in _flat(words.NOT_PERIODS)
}


def period_from_words(value: object) -> str | None:
    """A period given as data (``"month"``, ``"P1M"``, ``"MON"``, ``"annual"``), or named in
    words of any language of the table (a toggle's ``Jährlich``, ``Mensuel``)."""
    text = str(value or "").strip().lower()
    if text in _NOT_PERIODS and not _NOT_PERIODS[text].isdisjoint(language.current()[:1]):
        return None
    if text in _UN_CODES:
        return _UN_CODES[text]
    if (duration := _ISO_DURATION.fullmatch(text)) is not None:
        return _duration_period(duration)
    if text.startswith(_DATA_PREFIXES):  # one test first: most texts start with none
        for prefix, period in _DATA_PERIODS:
            if text.startswith(prefix):
                return period
    if len(text) < 3 and text.isascii():  # "an", "h", "kk": periods only after a connector
        return None
    if (compound := _COMPOUND.search(text)) is not None:  # "Jahrespreis", "月額料金"
        return _COMPOUNDS[compound.group()]
    return (_noun_period(text) if text in _BILLING_NOUNS else None) or period_in(text)


_COMPOUND = lazy.Pattern(bounded(_COMPOUNDS))  # of lower-case text


def heading_period(text: str) -> str | None:
    """The period a heading over prices names (a column's, a toggle's): as words of the
    table (``period_from_words``), or after the noun of what it heads ("Price / year", "Prix
    par an", "Kosten / Monat"), where "/" and "an" say a period as they do after an amount."""
    found = period_from_words(text)
    if len(text) > _LONGEST_HEADING:
        return found
    gap = next(
        (g.start() for g in _HEADING_GAPS.finditer(text) if period_after(text, g.start())), -1
    )
    period = period_after(text, gap) if gap >= 0 else None
    if period is None or (found is not None and " per " not in period):
        return found if found is not None else period
    # What the price is per and its period, then how it is billed: "Price per seat / month
    # (billed annually)", "Prix HT par utilisateur / mois (annuel)" head monthly prices per
    # seat billed yearly, not yearly prices (the billing's word alone read first).
    billed = _billed_after(text[period_end(text, gap) :])
    return period if billed is None or period.startswith(billed) else f"{period} billed {billed}"


def _billed_after(rest: str) -> str | None:
    """How a heading's period is billed, from the words after it: a billing's phrase
    ("billed annually"), or a period's word alone, bracketed or after a comma ("(jährlich)")."""
    return billed_in(rest) or period_from_words(rest.strip(" ()[],;-\u2013"))


_LONGEST_HEADING = 48
_HEADING_GAPS = re.compile(r"(?<=\w)(?= ?[/\uff0f]| )")


def period_from_name(name: str) -> str | None:
    """A period named by a name written for code (an attribute's, a variant's): in words of
    the table (``period_from_words``), or without their diacritics, as code spells them
    (``data-cena-rocne`` for Czech ročně, ``mesicne``, ``miesiecznie``)."""
    found = period_from_words(name)
    if found is None and name.isascii():
        words = name.lower().split()
        return next((_FOLDED[word] for word in words if word in _FOLDED), None)
    return found


def _folded(word: str) -> str:
    """``word`` without its diacritics, as a name written for code spells it: "ročně" →
    "rocne", "miesięcznie" → "miesiecznie"; Polish ł and Turkish dotless i decompose to no
    letter of their own, so are given theirs."""
    decomposed = unicodedata.normalize("NFKD", word.replace("ł", "l").replace("\u0131", "i"))
    return "".join(char for char in decomposed if not unicodedata.combining(char))


# How German writes its umlauts where code has no room for them: "jaehrlich", "woechentlich".
_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})


def _transliterated(word: str) -> str:
    return word.translate(_UMLAUTS)


def _folded_words() -> dict[str, str]:
    """The period words of the table whose spelling without diacritics is ASCII and another
    (``rocne``, ``mesicne``, ``evente``) → their period; none that two periods share, or
    that spells a word of the table already."""
    found: dict[str, set[str]] = {}
    for word, period in _WORDS.items():
        for folded in {_folded(word), _folded(_transliterated(word))}:
            if folded != word and folded.isascii() and len(folded) > 3 and " " not in folded:
                found.setdefault(folded, set()).add(period)
    return {
        word: periods.pop()
        for word, periods in found.items()
        if len(periods) == 1 and word not in _WORDS and word not in _NOUNS
    }


_FOLDED = _folded_words()


# An ISO 8601 duration of one unit, as schema.org's billingDuration gives it: "P1M", "P2Y"
# (a plan billed every two years), "P6M", "P2W", "PT1H". Two units ("P1Y6M") are counted in
# the smaller when they are years and months.
_ISO_DURATION = re.compile(
    r"p(?:(\d{1,3})y)?(?:(\d{1,3})m)?(?:(\d{1,3})w)?(?:(\d{1,3})d)?(?:t(\d{1,3})h)?"
)
_ISO_UNITS = ("year", "month", "week", "day", "hour")
# UN/CEFACT common codes, schema.org's unitCode for a period (MON and ANN are read below).
_UN_CODES = {
    "mon": "month", "mon.": "month", "wee": "week", "qan": "quarter", "san": "half-year",
    "hur": "hour",
}  # fmt: skip


def _duration_period(duration: re.Match[str]) -> str | None:
    counts = [int(count) if count else 0 for count in duration.groups()]
    if counts[:2] != [0, 0] and not any(counts[2:]):  # years and months: in months
        counts = [0, counts[0] * 12 + counts[1], 0, 0, 0]
        if counts[1] % 12 == 0:
            counts = [counts[1] // 12, 0, 0, 0, 0]
    stated = [(unit, count) for unit, count in zip(_ISO_UNITS, counts, strict=True) if count]
    if len(stated) != 1:
        return None
    unit, count = stated[0]
    return counted(unit, count)


_DATA_PERIODS = (
    ("p1m", "month"),
    ("p3m", "quarter"),
    # "monthly", "Monat" ("MON" is a code of ``_UN_CODES``); not a word that only starts as
    # they do: a weekday ("Montag", "Monday": a timetable's row) or a verb ("Montere
    # sk\u00e6rme", a repair).
    ("month", "month"),
    ("monat", "month"),
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
_DATA_PREFIXES = tuple(prefix for prefix, _ in _DATA_PERIODS)


def availability_in(text: str) -> str | None:
    """``Sold out`` → ``SoldOut``: the schema.org name of the state ``text`` announces."""
    return _counted_left(text, _AVAILABILITY.answer(text)) or badge_state(text)


# A count of what is left (``words.STOCK_LEFT_BEFORE``): the words before it, or after it,
# with the count (or the ellipsis ``hidden_stock_counts`` wrote in its place) and its unit.
# Before it, a word says nothing alone ("only 3 users"): the count ends the phrase, or a
# word after it or a phrase of stock on hand follows ("Nur noch 3 auf Lager").
_STOCK_COUNT = r"(?:(?<![\d.,:])\d{1,4}(?![.,:]?\d)|\u2026)"
_STOCK_UNIT = rf"(?:[ \u00a0]?(?:{bounded(_flat(words.STOCK_COUNT_UNITS))}))?"
_ON_HAND_WORDS = [
    *_flat(words.STOCK_LEFT_AFTER),
    *(word for states in words.AVAILABILITY.values() for word in states.get("InStock", ())),
]
_STOCK_BEFORE = [word.lower() for word in _flat(words.STOCK_LEFT_BEFORE)]
_STOCK_LEFT_BEFORE = lazy.Pattern(
    rf"(?:{bounded(_STOCK_BEFORE)})[ \u00a0]?{_STOCK_COUNT}{_STOCK_UNIT}"
    rf"(?=[ \u00a0]?(?:[\n.!;:)\]\u3001\u3002\uff01]|,(?! ?\d)|$|{bounded(_ON_HAND_WORDS)}))"
)
_STOCK_LEFT_AFTER = lazy.Pattern(
    rf"{_STOCK_COUNT}{_STOCK_UNIT}[ \u00a0]?(?:{bounded(_flat(words.STOCK_LEFT_AFTER))})(?!-)"
)
# Where each kind may start, found by one Aho-Corasick scan rather than tried at each
# character: a word before a count that a count follows; a count a word after it follows
# within a count and its unit's reach.
_STOCK_AFTER = [word.lower() for word in _flat(words.STOCK_LEFT_AFTER)]
_STOCK_NEEDLES = clues.Needles(_STOCK_BEFORE + _STOCK_AFTER)
_STOCK_COUNT_STARTS = re.compile(r"(?<![\d.,:])\d|\u2026")
_STOCK_REACH = 6 + max(map(len, _flat(words.STOCK_COUNT_UNITS)))
_STOCK_DIGITS = re.compile(r"\d+")
# The states a count of what is left tells more of: stock on hand, or none said.
_COUNTED_STATES = frozenset({None, "InStock"})


def _counted_left(text: str, state: str | None) -> str | None:
    if state in _COUNTED_STATES and next(stock_counts_left(text[:_LONGEST_LINE]), None):
        return "LimitedAvailability"
    return state


def stock_counts_left(text: str) -> Iterator[tuple[int, int]]:
    """Where ``text`` counts what is left of a product (``Only 3 left``, ``残り3点``), in
    order, none overlapping."""
    if _STOCK_COUNT_STARTS.search(text) is None:
        return
    lowered = lower(text)
    if len(lowered) != len(text):  # a letter whose lower case is longer: read as is
        lowered = text
    end = 0
    for match in sorted(_stock_candidates(lowered), key=lambda found: found.start()):
        if match.start() >= end and not _signed(text, match.start()):
            end = match.end()
            yield match.span()


def _signed(text: str, start: int) -> bool:
    """Whether a currency symbol glued to the count at ``start`` leads it: "$12 left" is
    money left (to spend, in a budget), which reads as a price; no count of stock. One
    spaced before it is mostly the price before's ("29,99 € 3 left")."""
    return start > 0 and unicodedata.category(text[start - 1]) == "Sc"


def _stock_candidates(lowered: str) -> Iterator[re.Match[str]]:
    before = len(_STOCK_BEFORE)
    for index, start in _STOCK_NEEDLES.starts(lowered):
        if index < before:
            after = start + len(_STOCK_BEFORE[index])
            if _STOCK_COUNT_STARTS.search(lowered[after : after + 2]) is not None:
                yield from filter(None, [_STOCK_LEFT_BEFORE.match(lowered, start)])
            continue
        reach = max(0, start - _STOCK_REACH)
        for count in _STOCK_COUNT_STARTS.finditer(lowered[reach:start]):  # a short slice
            match = _STOCK_LEFT_AFTER.match(lowered, reach + count.start())
            if match is not None and match.end() > start:
                yield match
                break


def hidden_stock_counts(text: str) -> str:
    """``Only 3 left`` → ``Only \u2026 left``: a count of what is left changes on its own
    (one sale lowers it); that some is left, low stock, does not."""
    spans = list(stock_counts_left(text))
    if not spans:
        return text
    pieces, last = [], 0
    for start, end in spans:
        pieces += [text[last:start], _STOCK_DIGITS.sub("\u2026", text[start:end])]
        last = end
    return "".join(pieces) + text[last:]


# A listing's badge (``words.AVAILABILITY_ALONE``), read only as the whole of a line or of a
# table row's cell (a season's "Complet" beside its weekly rate): what decorates it
# ("● Vermietet", "RÉSERVÉ !") is no part of it.
_BADGE_STATES = _answers(words.AVAILABILITY_ALONE)
_BADGE_AMBIGUOUS = language.ambiguous(words.AVAILABILITY_ALONE)
_LINE_BADGES = {**words.AVAILABILITY_ALONE, **words.STOCK_LEVEL_ALONE}
_LINE_BADGE_STATES = _answers(_LINE_BADGES)
_LINE_BADGE_AMBIGUOUS = language.ambiguous(_LINE_BADGES)
_BADGE_SPANS = [span for spans in words.BADGE_SPANS.values() for span in spans]
_BADGE_LONGEST = 2 * max(map(len, _BADGE_STATES)) + max(map(len, _BADGE_SPANS))
_BADGE_EDGES = re.compile(r"^[\W_]+|[\W_]+$")
# How long a badge holds, after it at the end of its line (``words.BADGE_SPANS``).
_BADGE_SPAN = re.compile(rf"(?:\s*[,\u2013\u2014-])?\s+(?:{alternation(_BADGE_SPANS)})$")
# What it may end with: a word that ends with none holds no span (``str.endswith``, where
# ``_BADGE_SPAN``'s search entered its pattern at each space of the word).
_BADGE_SPAN_ENDS = tuple(span.lower() for span in _BADGE_SPANS)
_CELL = " | "  # between a table row's cells (``page``)


def badge_state(line: str) -> str | None:
    """``Vermietet`` → ``SoldOut``: the state of a line, or of a row's cell, that is a
    listing's badge alone."""
    if _CELL not in line:
        return _badge(line, (_LINE_BADGE_STATES, _LINE_BADGE_AMBIGUOUS))
    # A row is read as far as a line is (``availability_by_line``), whole cells only.
    cells = line[:_LONGEST_LINE].split(_CELL)
    if len(line) > _LONGEST_LINE:
        cells.pop()
    cell_badges = (_BADGE_STATES, _BADGE_AMBIGUOUS)
    return next((state for cell in cells if (state := _badge(cell, cell_badges))), None)


def _badge(text: str, badges: tuple[dict[str, str], dict[str, dict[str, str]]]) -> str | None:
    # Most lines and cells are longer than a badge, or hold a figure no badge has.
    if len(text) > _BADGE_LONGEST or _DIGIT.search(text) is not None:
        return None
    states, ambiguous = badges
    word = _BADGE_EDGES.sub("", text.lower())
    if word not in states and word.endswith(_BADGE_SPAN_ENDS):
        word = _BADGE_EDGES.sub("", _BADGE_SPAN.sub("", word))
    if word not in states:
        return None
    return language.meaning(states, ambiguous, word)


# A lead time: its word, a count or range of units ("6\u20138 Wochen", "6 \u00e0 8 semaines",
# "2-4 veckor"), and nothing more.
_LEAD_TIME = re.compile(
    rf"(?:{alternation(_flat(words.LEAD_TIME_WORDS))})\s*:?\s*(?:ca\.?\s*)?\d{{1,3}}"
    r"(?:\s*(?:[-\u2013\u2014]|bis|to|till|til|tot|\u00e0)\s*\d{1,3})?\s*"
    rf"(?:{alternation(_flat(words.LEAD_TIME_UNITS))})\.?",
    re.IGNORECASE,
)


def lead_time(text: str) -> bool:
    """Whether ``text`` (stripped) is a delivery lead time and nothing more ("Lieferzeit:
    6\u20138 Wochen", "Leveringstid 4-6 uker"): when it stands after a price, the note of
    the item the price is of, as a stock state is; a time, never an amount nor a period."""
    return _LEAD_TIME.fullmatch(" ".join(text.split())) is not None


def availability_phrase(text: str) -> str | None:
    """The first stock phrase of ``text`` (``in stock`` of ``Only 2 left in stock``), in
    lower case."""
    return _AVAILABILITY.search(text)


def availability_by_line(lines: list[str], wanted: list[int] | None = None) -> dict[int, str]:
    """The stock state each line announces, by line number, from one scan of them all (or of
    the ``wanted`` ones, in order)."""
    if wanted is None:
        wanted = list(range(len(lines)))
    # A product's line is short: a longer one is read as far as one goes.
    read = [lines[i][:_LONGEST_LINE] for i in wanted]
    found = _AVAILABILITY.answers_by_line(read)
    lowered = "\n".join(read).lower()  # lower() may change a length, never a line
    counting = _counting_left(lowered)
    badges = _may_hold_badge(lowered)
    states = (
        (i, _line_state(lines[i], found.get(index), (index in counting, badges)))
        for index, i in enumerate(wanted)
    )
    return {i: state for i, state in states if state is not None}


def _line_state(line: str, said: str | None, may: tuple[bool, bool]) -> str | None:
    """The state of a ``line`` whose words ``said`` one, low stock if it may count what is
    left, else the badge it is, if the lines may hold one (``may``: both)."""
    counting, badges = may
    state = _counted_left(line, said) if counting else said
    return state or (badge_state(line) if badges else None)


# Every badge's words: a line, or a cell, that is a badge holds them in lower case, with no
# letter or digit just before or after them (``_badge`` strips only what is neither).
_BADGE_KEYS = tuple(dict.fromkeys([*_LINE_BADGE_STATES, *_BADGE_STATES]))
_BADGE_NEEDLES = clues.Needles(_BADGE_KEYS)


def _may_hold_badge(lowered: str) -> bool:
    """Whether any line of ``lowered`` (lines joined, in lower case) may be a badge, or hold
    one in a cell, from one scan of them all: most hold no badge's words standing alone."""
    for index, start in _BADGE_NEEDLES.starts(lowered):
        end = start + len(_BADGE_KEYS[index])
        if not (lowered[start - 1 : start].isalnum() or lowered[end : end + 1].isalnum()):
            return True
    return False


def _counting_left(text: str) -> set[int]:
    """The lines that may count what is left (a word of such a count, and a digit or an
    ellipsis in the ``text`` of them, joined and in lower case), from one scan of them all
    rather than one of each."""
    if _STOCK_COUNT_STARTS.search(text) is None:
        return set()
    return set(_lines_at(text, sorted(start for _, start in _STOCK_NEEDLES.starts(text)), 0))


def _lines_at(text: str, starts: list[int], first: int) -> Iterator[int]:
    """The number of the line of ``text`` each of ``starts`` (in order) is on, counting
    lines from the ``first`` character."""
    line, counted = 0, first
    for start in starts:
        line += text.count("\n", counted, start)
        counted = start
        yield line


_LONGEST_LINE = 2000
