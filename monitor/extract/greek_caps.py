"""Greek written in capitals drops its accents ("ΕΞΑΝΤΛΗΘΗΚΕ", "19,90 € /ΜΗΝΑ", "ΑΜΕΣΑ
ΔΙΑΘΕΣΙΜΟ"), so no word table's "εξαντλήθηκε" or "μήνα" matched them in any letter case. A
word in capitals that the tables know without its accents gets them back ("ΕΞΑΝΤΛΉΘΗΚΕ"),
and the tables match it as they match any other case. Only the tables' own words: a word
they do not know is left as written (a name's own word keeps its capitals bare, though a
name's word the tables know is accented too, the same at every load), and two words that
differ only by their accents ("ΜΟΝΟ": "μόνο", only, or "μονό", single) are left to neither.
"""

# Greek capitals that look like Latin ones are what these words are.
# ruff: noqa: RUF002

import re
import unicodedata
from collections.abc import Iterator
from functools import cache

from monitor.extract import words

# A word in capitals has one of these vowels: a page without any (most pages) is returned
# at once, by a substring search each (a regular expression's class scans a megabyte in 16 ms).
_CAPITAL_VOWELS = "\u0391\u0395\u0397\u0399\u039f\u03a5\u03a9"
_CAPITAL_WORD = re.compile("(?<![^\\W\\d_])[\u0391-\u03a9]{2,}(?![^\\W\\d_])")


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _strings(item)


def _greek_words() -> Iterator[str]:
    """Every word of every Greek entry of ``words``'s tables, in lower case."""
    for table in vars(words).values():
        if isinstance(table, dict) and isinstance(table.get("el"), dict | tuple | str):
            for phrase in _strings(table["el"]):
                yield from phrase.lower().split()


def _unaccented(word: str) -> str:
    decomposed = unicodedata.normalize("NFD", word)
    return unicodedata.normalize(
        "NFC", "".join(char for char in decomposed if not unicodedata.combining(char))
    )


@cache
def _accents() -> dict[str, str]:
    """Each accented table word in capitals, by its capitals without accents."""
    found: dict[str, str | None] = {}
    for word in set(_greek_words()):
        bare, spelled = _unaccented(word).upper(), word.upper()
        if bare.isalpha():
            found[bare] = spelled if found.get(bare, spelled) == spelled else None
    return {bare: spelled for bare, spelled in found.items() if spelled not in (None, bare)}


# A page may write its Greek as numeric references (an older CMS encodes every character
# outside ASCII so: "&#917;&#926;&#913;..."); the parser reads them as the capitals they are,
# after this step, so they are written as characters first. Only the Greek block's letters:
# a reference to "<" or "&" is markup's business.
# The whole reference: "&#9733;" (a star) is no Greek "&#973;" with a "3;" after it.
_REFERENCE = re.compile(
    r"&#(?:(9[0-9]{2})(?![0-9])|[xX]0*(3[89a-cA-C][0-9a-fA-F])(?![0-9a-fA-F]));?"
)
_GREEK_LETTERS = range(0x386, 0x3CF)


def _referenced(match: re.Match[str]) -> str:
    code = int(match[1]) if match[1] else int(match[2], 16)
    return chr(code) if code in _GREEK_LETTERS else match[0]


def _restored(match: re.Match[str]) -> str:
    return _accents().get(match[0], match[0])


def accented(text: str, greek: bool = True) -> str:
    """``text`` with its Greek words in capitals that the tables know accented again. Told
    that ``text`` writes no Greek letter (``greek`` false: its UTF-8 holds no 0xCE byte, with
    which every capital vowel starts, a ``bytes`` search of 0.01 ms where a search of each
    vowel in a 1 MB page's text cost 0.8 ms), only its references may write one."""
    if "&#" in text:
        text, greek = _REFERENCE.sub(_referenced, text), True
    if not greek or not any(vowel in text for vowel in _CAPITAL_VOWELS):
        return text
    return _CAPITAL_WORD.sub(_restored, text)
