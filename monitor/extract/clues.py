"""Whether a page's source holds the words that say a step of reading it is worth its cost.

Most steps of reading a page serve a few pages only (a framework's conditions, a screen
reader's texts, a stylesheet that may hide, a shop's variants); each asks first whether the
page's source holds a word of its own. A ``str.find`` per word read the whole source once
per word, some forty times a page; an Aho-Corasick automaton of every module's words reads
it once for all of them (``ahocorasick_rs``, a Rust implementation, many times faster than a
regex of alternatives in Python's engine, which tries each word at each position).

Each module registers its words when it is imported (``words``); the automaton is built at
the first question, and the answer for a source is kept while the same source object is asked
about, as one page's reading does.
"""

import re
from collections.abc import Iterable

import ahocorasick_rs

_REGISTERED: dict[str, None] = {}  # in order of registration, each word once
_built: list[tuple[ahocorasick_rs.BytesAhoCorasick, tuple[str, ...]]] = []  # at the first question


def words(*needles: str) -> tuple[str, ...]:
    """``needles``, registered to be looked for in every source asked about."""
    if _built:
        raise RuntimeError("clues are registered when their module is imported")
    _REGISTERED.update(dict.fromkeys(needles))
    return needles


def holds(source: str, *needles: str) -> bool:
    """Whether ``source`` holds any of ``needles``, each registered by ``words`` (a word not
    registered would never be found: asking for one is an error)."""
    found = _found(source)
    if needles in _ASKED:  # each registered: whether any is found, in one set operation
        return not found.isdisjoint(needles)
    for needle in needles:
        if needle in found:
            return True
        if needle not in _REGISTERED:
            raise KeyError(f"{needle!r} is not a registered clue")
    _ASKED.add(needles)
    return False


# The tuples of needles asked about whose every needle is registered (a module's fixed words):
# asked again, the answer needs no test of each.
_ASKED: set[tuple[str, ...]] = set()


def found(source: str) -> frozenset[str]:
    """The registered words ``source`` holds: to ask of many words at once, a set's test each
    (``page.mentions`` asks of a dozen tags)."""
    return _found(source)


# The last source asked about and the words it holds: one page's steps ask of the same
# source object in turn. Kept by identity, not by equality: a cache keyed on the string's
# value compares a new source of equal text with the kept one character by character at
# every question (0.15 ms a question on a 1 MB page), where ``is`` costs nothing, and a
# new source object is read afresh.
_last: list[tuple[str, frozenset[str]]] = []


def _found(source: str) -> frozenset[str]:
    if _last and _last[0][0] is source:
        return _last[0][1]
    if not _built:
        patterns = tuple(_REGISTERED)
        encoded = [pattern.encode() for pattern in patterns]
        _built.append((ahocorasick_rs.BytesAhoCorasick(encoded, implementation=_DFA), patterns))
    automaton, patterns = _built[0]
    # Which words a source holds, not where: searched as UTF-8 bytes, no match's place is
    # mapped back to a character, which cost the search of a string a third of its time. A
    # lone surrogate ("\ud800" in JSON) is kept as bytes no word holds.
    utf8 = source.encode("utf-8", "surrogatepass")
    found = automaton.find_matches_as_indexes(utf8, overlapping=True)
    answer = frozenset(patterns[index] for index in {index for index, _, _ in found})
    _last[:] = [(source, answer)]
    return answer


_SURROGATE = re.compile("[\ud800-\udfff]")
# The source clues' automaton, some hundreds of short words, as a DFA: the fastest to
# search a whole page with, and small. A table of phrases in dozens of scripts (the stock
# phrases, 678) makes a DFA of 8 MB; as a contiguous NFA it is 0.3 MB and searches a page's
# priced lines about as fast (12.7 against 11.6 us), so ``Needles`` use that.
_DFA = ahocorasick_rs.Implementation.DFA
_NFA = ahocorasick_rs.Implementation.ContiguousNFA


def _scan(automaton: ahocorasick_rs.AhoCorasick, text: str) -> list[tuple[int, int, int]]:
    try:
        return automaton.find_matches_as_indexes(text, overlapping=True)
    except UnicodeEncodeError:  # a lone surrogate ("\ud800" in JSON) is no word's character
        # One character for one, so that where a needle starts holds.
        readable = _SURROGATE.sub("\ufffd", text)
        return automaton.find_matches_as_indexes(readable, overlapping=True)


class Needles:
    """Where any of many fixed strings start in a text, from one scan of it: for a text of
    its own (a page's lines), where ``holds`` answers for a page's source."""

    def __init__(self, needles: Iterable[str]) -> None:
        self._needles = tuple(needles)
        self._reach = max(map(len, self._needles), default=1) - 1  # a needle past a chunk's end
        self._automaton: ahocorasick_rs.AhoCorasick | None = None  # built at the first scan

    def holds(self, text: str) -> bool:
        """Whether ``text`` holds any of the needles: a long text is searched a chunk at a
        time, each with the start of the next that a needle begun in it may reach, and the
        search stops at the first chunk that holds one. The automaton lists every match it
        finds, and a text of every script's characters (5 MB of noise) holds them by the
        hundred thousand."""
        for start in range(0, len(text), _CHUNK):
            if self.starts(text[start : start + _CHUNK + self._reach]):
                return True
        return False

    def starts(self, text: str) -> list[tuple[int, int]]:
        """(needle's index, where it starts) of every needle in ``text``, overlapping ones
        too."""
        if self._automaton is None:
            self._automaton = ahocorasick_rs.AhoCorasick(self._needles, implementation=_NFA)
        return [(index, start) for index, start, _ in _scan(self._automaton, text)]


_CHUNK = 1 << 16  # characters: most lines and sources are one chunk
