"""The document's language, for the words that mean different things in two languages.

Bulgarian "година" is a year, the same word in Ukrainian an hour; Ukrainian "год." is an
hour, Russian "год" a year. The words tables (``monitor.extract.words``) list each word under
its own language; where two languages read a word differently, the page's own language
(``<html lang>``, ``og:locale``) decides, and a page that names none reads it as the table's
first language does.

The language is the reading's context, not an argument: the words are read in many places
(periods after and before prices, in data, in stock lines) that all serve one document.
``reading`` sets it for the time one document is read.
"""

import contextlib
from collections.abc import Iterable, Iterator, Mapping
from contextvars import ContextVar

# Tags that name a language of the tables by another code: Norwegian Bokmål and Nynorsk,
# the codes Hebrew and Indonesian had before 1989, which old sites still write, and Filipino,
# which the tables read as the Tagalog it is written in.
_ALIASES = {"nb": "no", "nn": "no", "iw": "he", "in": "id", "fil": "tl"}

# BCP 47's language of a tag that names a region only (``und-SN``): a page that names no
# locale, placed by the country it names (``currency_context.named_region``).
UNDETERMINED = "und"

_LANGUAGES: ContextVar[tuple[str, ...]] = ContextVar("languages", default=())
_REGIONS: ContextVar[tuple[str, ...]] = ContextVar("regions", default=())


def languages_of(tags: Iterable[str]) -> tuple[str, ...]:
    """The languages that locale tags name, in order, once each: ``bg-BG``, ``bg_BG`` → bg."""
    found = []
    for tag in tags:
        code = tag.strip().lower().replace("_", "-").split("-", 1)[0]
        if code.isalpha() and code != UNDETERMINED:
            found.append(_ALIASES.get(code, code))
    return tuple(dict.fromkeys(found))


def regions_of(tags: Iterable[str]) -> tuple[str, ...]:
    """The regions that locale tags name, in order, once each: ``en-NG``, ``en_NG`` → NG."""
    found = []
    for tag in tags:
        for part in tag.strip().replace("_", "-").split("-")[1:]:
            if len(part) == 2 and part.isalpha():
                found.append(part.upper())
    return tuple(dict.fromkeys(found))


@contextlib.contextmanager
def reading(tags: Iterable[str]) -> Iterator[None]:
    """Read words as the languages of ``tags`` mean them, until the ``with`` ends; a part of
    a document that names no language (a template's markup) reads as the document does."""
    tags = list(tags)
    languages = languages_of(tags) or _LANGUAGES.get()
    token = _LANGUAGES.set(languages)
    regions = _REGIONS.set(regions_of(tags) or _REGIONS.get())
    try:
        yield
    finally:
        _REGIONS.reset(regions)
        _LANGUAGES.reset(token)


def current() -> tuple[str, ...]:
    """The languages of the document being read, if it names any."""
    return _LANGUAGES.get()


def regions() -> tuple[str, ...]:
    """The regions the document's locale tags name (``en-NG``: NG), if any."""
    return _REGIONS.get()


def ambiguous(table: Mapping[str, Mapping[str, Iterable[str]]]) -> dict[str, dict[str, str]]:
    """word (lower case) → language → what the word stands for in it, for each word of a
    table (language → answer → words) that stands for different things in two languages."""
    by_word: dict[str, dict[str, str]] = {}
    for language, by_answer in table.items():
        for answer, written in by_answer.items():
            for word in written:
                by_word.setdefault(word.lower(), {}).setdefault(language, answer)
    return {word: meanings for word, meanings in by_word.items() if len(set(meanings.values())) > 1}


def meaning(
    answers: Mapping[str, str], ambiguous: Mapping[str, Mapping[str, str]], word: str
) -> str:
    """What ``word`` stands for: in the document's language, where the languages differ;
    else the table's first answer (``answers``)."""
    meanings = ambiguous.get(word)
    if meanings:
        for language in _LANGUAGES.get():
            if language in meanings:
                return meanings[language]
    return answers[word]
