"""A plan's limits and features as short normalised lines: ``Up to 4 seats``, ``25 GB
storage``, ``Unlimited projects``, ``✓ SAML SSO``, ``✗ Priority support``.

Pure functions over text. What says "included" or "not included" is data, in the languages
of ``monitor.extract.words``: glyphs, the words a comparison table's cell holds (``Yes``,
``Nein``, ``Inclus``), and the words an icon's class, label or title holds (``icon-check``,
``aria-label="Not included"``).
"""

import re

INCLUDED, EXCLUDED = "✓", "✗"

_INCLUDED_GLYPHS = "✓✔✅☑🗸√"
_EXCLUDED_GLYPHS = "✗✘×❌✕⨯🗙"  # noqa: RUF001 - crosses, as tables draw them
# A cell that holds only one of these says whether the plan of its column has the feature.
# Dashes alone are "not included" in every language's tables.
CELL_WORDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en": (("yes", "included", "available"), ("no", "not included", "unavailable", "n/a")),
    "de": (("ja", "inklusive", "inkl.", "enthalten", "verfügbar"),
           ("nein", "nicht enthalten", "nicht verfügbar")),
    "fr": (("oui", "inclus", "incluse", "disponible"), ("non", "non inclus", "non incluse")),
    "es": (("sí", "si", "incluido", "incluida", "disponible"), ("no", "no incluido")),
    "it": (("sì", "si", "incluso", "inclusa", "disponibile"), ("no", "non incluso")),
    "pt": (("sim", "incluído", "incluido", "disponível"), ("não", "nao", "não incluído")),
    "nl": (("ja", "inbegrepen", "beschikbaar"), ("nee", "niet inbegrepen")),
    "pl": (("tak", "w cenie", "dostępne"), ("nie", "niedostępne")),
    "sv": (("ja", "ingår", "inkluderat"), ("nej", "ingår ej", "ingår inte")),
    "da": (("ja", "inkluderet", "inkl."), ("nej", "ikke inkluderet")),
    "no": (("ja", "inkludert", "inkl."), ("nei", "ikke inkludert")),
    "fi": (("kyllä", "sisältyy", "mukana"), ("ei", "ei sisälly")),
    "cs": (("ano", "v ceně", "zahrnuto"), ("ne", "není v ceně")),
    "ja": (("はい", "あり", "対応", "含む", "○", "〇", "◯"), ("いいえ", "なし", "非対応")),  # noqa: RUF001
    "zh": (("是", "有", "支持", "包含"), ("否", "无", "無", "不支持", "不包含")),
    "ko": (("예", "네", "포함", "지원"), ("아니오", "아니요", "미포함", "미지원")),
    "sk": (("áno", "zahrnuté", "v cene"), ("nie", "nie je zahrnuté")),
    "hr": (("da", "uključeno", "uključen"), ("ne", "nije uključeno")),
    "ms": (("ya", "termasuk", "disertakan"), ("tidak", "tidak termasuk")),
    "id": (("ya", "termasuk"), ("tidak", "tidak termasuk")),
    "hi": (("हाँ", "हां", "शामिल"), ("नहीं", "शामिल नहीं")),
}  # fmt: skip
_DASHES = ("-", "–", "—", "−", "--")  # noqa: RUF001 - every dash a table writes
# Words in an icon's class, label, title or alt that say what it shows.
ICON_WORDS: tuple[tuple[str, ...], tuple[str, ...]] = (
    ("check", "checkmark", "tick", "yes", "included", "include", "available", "enabled",
     "success", "inklusive", "enthalten", "inclus", "incluido", "incluso", "incluído",
     "inbegrepen", "ingår", "inkluderet", "inkludert", "sisältyy", "zahrnuto", "zahrnuté",
     "uključeno", "termasuk", "शामिल"),
    ("cross", "times", "xmark", "x", "close", "no", "not", "excluded", "unavailable",
     "disabled", "minus", "dash", "nicht", "non", "nein", "nej", "nei", "nee", "ei",
     "nie", "ne", "não", "nije", "tidak", "नहीं"),
)  # fmt: skip


def _lower_set(words: tuple[str, ...]) -> frozenset[str]:
    return frozenset(word.lower() for word in words)


_CELL_INCLUDED = _lower_set(tuple(w for yes, _ in CELL_WORDS.values() for w in yes))
_CELL_EXCLUDED = _lower_set(tuple(w for _, no in CELL_WORDS.values() for w in no) + _DASHES)
_ICON_INCLUDED, _ICON_EXCLUDED = (_lower_set(words) for words in ICON_WORDS)
_ICON_PARTS = re.compile(r"[^\w]+|_")


def cell_mark(text: str) -> str | None:
    """✓ or ✗ when a table cell's whole ``text`` says included or not, else None."""
    cell = text.strip().strip(".!").strip().lower()
    if not cell or len(cell) > 20:
        return None
    if cell[0] in _INCLUDED_GLYPHS or cell[0] in _EXCLUDED_GLYPHS:
        # An icon's glyph, alone or with the words it says to a screen reader ("✓ Included").
        rest = cell[1:].strip()
        if rest and rest not in _CELL_INCLUDED and rest not in _CELL_EXCLUDED:
            return None
        return INCLUDED if cell[0] in _INCLUDED_GLYPHS else EXCLUDED
    if cell in _CELL_INCLUDED:
        return INCLUDED
    if cell in _CELL_EXCLUDED:
        return EXCLUDED
    return None


def icon_mark(description: str) -> str | None:
    """✓ or ✗ from the words that describe an icon (its class, ``aria-label``, ``<title>``,
    ``alt``, a ``<use href="#icon-check">``); a word that says "not" wins: ``not-included``."""
    words = set(_ICON_PARTS.split(description.lower()))
    if words & _ICON_EXCLUDED:
        return EXCLUDED
    if words & _ICON_INCLUDED:
        return INCLUDED
    return cell_mark(description)


# Words that qualify a quantity without naming what it counts: "Up to 4 seats" and
# "Unlimited seats" are the same feature, changed.
_QUALIFIERS = frozenset(
    {
        "up", "to", "unlimited", "max", "maximum", "min", "minimum", "bis", "zu", "unbegrenzt",
        "unbegrenzte", "unbegrenzter", "unlimitiert", "jusqu'à", "jusqu'a", "illimité",
        "illimités", "illimitée", "illimitées", "hasta", "ilimitado", "ilimitados", "ilimitadas",
        "fino", "a", "illimitato", "illimitati", "illimitate", "até", "tot",
        "onbeperkt", "onbeperkte", "do", "nieograniczony", "nieograniczone", "upp", "till",
        "obegränsat", "obegränsade", "op", "til", "ubegrænset", "ubegrænsede", "ubegrenset",
        "enintään", "rajaton", "rajattomasti", "až", "neomezeně", "neomezený", "無制限", "最大",
        "無限", "无限", "最多", "不限", "무제한", "최대", "of", "per", "and", "und", "et", "y", "e",
        "og", "och", "en", "i",
    }
)  # fmt: skip
_UNITS = frozenset(
    {"b", "kb", "mb", "gb", "tb", "pb", "k", "m", "mio", "bn", "million", "millions", "thousand",
     "tausend", "mil"}
)  # fmt: skip
_NUMBER = re.compile(r"\d[\d.,'\u00a0\u202f ]*\d|\d")
_GLUED_UNIT = re.compile(r"(?<=\d)(?=[A-Za-z]{2,3}\b)")
_TOKENS = re.compile(r"[^\W\d_]+(?:['’.-][^\W\d_]+)*")  # noqa: RUF001 - an apostrophe
MAX_CHARS = 120
_QUANTITY = re.compile(r"\d|∞")
_ALNUM = re.compile(r"[^\W_]")  # a letter or a digit: one search, not a test per character
_UNLIMITED = re.compile(
    r"(?i)\b(?:unlimited|unbegrenzt\w*|illimit\w*|ilimitad\w*|onbeperkt\w*|nieograniczon\w*|"
    r"obegränsa\w*|ubegr\w*|rajat\w*|neomezen\w*|neobmedzen\w*|neograničen\w*|neomejen\w*|"
    r"korlátlan\w*|nelimitat\w*|sınırsız\w*|безлимит\w*|неогранич\w*|необмежен\w*|"  # noqa: RUF001 - Turkish
    r"απεριόριστ\w*|tanpa (?:had|batas)|không giới hạn)|無制限|无限|不限|무제한|ไม่จำกัด|असीमित|"
    r"ללא הגבלה|غير محدود"
)


def glyph_of(line: str) -> tuple[str | None, str]:
    """The mark ``line`` starts or ends with, and the line without it."""
    text = line.strip()
    if text[:1] in _INCLUDED_GLYPHS:
        return INCLUDED, text[1:].strip()
    if text[:1] in _EXCLUDED_GLYPHS:
        return EXCLUDED, text[1:].strip()
    if text[-1:] in _INCLUDED_GLYPHS:
        return INCLUDED, text[:-1].strip()
    if text[-1:] in _EXCLUDED_GLYPHS:
        return EXCLUDED, text[:-1].strip()
    return None, text


def is_limit(text: str) -> bool:
    """Whether ``text`` states a quantity: a number, ∞ or a word for unlimited."""
    return bool(_QUANTITY.search(text) or _UNLIMITED.search(text))


def normalised(line: str, listed: bool = False) -> str | None:
    """The feature ``line`` states, short and normalised, or None when it states none: a
    mark and its feature (``✓ SAML SSO``), a quantity with its unit (``25 GB storage``).
    A ``listed`` line (a list item of a plan's card) is a feature even without a mark or a
    quantity: cards list what a plan includes."""
    mark, text = glyph_of(" ".join(line.replace(" | ", " ").split()))
    text = _GLUED_UNIT.sub(" ", text).strip(" :;,.·•-–—*")  # noqa: RUF001 - bullets, dashes
    if not text or len(text) > MAX_CHARS or not _ALNUM.search(text):
        return None
    if mark is None and not is_limit(text):
        return f"{INCLUDED} {text}" if listed else None
    if mark == INCLUDED and is_limit(text):
        return text  # a limit with a tick is the limit
    return f"{mark} {text}" if mark else text


# Where a sentence's clauses part: "99k/month: 5,000 emails a month, 1 user"; in Chinese and
# Japanese, at their commas, colons and brackets, which no space follows ("3个用户、10GB存储").
_CLAUSES = re.compile(r"[,;:()]\s|\s[|·•—–-]\s|[;:]$|[，、；：（）。]")  # noqa: RUF001 - dashes
_SENTENCE_WORDS = 5
# Scripts written without spaces between words, each with a word's usual length in its
# characters: Chinese and Japanese about two (存储 空间, ご 利用), Thai, Lao, Khmer and
# Burmese about four (ราคา, เดือน). Their words are counted by length, not by spaces.
_UNSPACED = (
    (re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+"), 2),
    (re.compile("[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]+"), 4),
)
_ANY_UNSPACED = re.compile("|".join(script.pattern[:-1] for script, _ in _UNSPACED))


def words(text: str) -> int:
    """How many words ``text`` has: its tokens, and in a script written without spaces, one
    per a word's usual length of its characters."""
    if text.isascii():
        return len(_TOKENS.findall(text))
    count = 0
    for script, length in _UNSPACED:
        runs = script.findall(text)
        if runs:
            count += sum(-(-len(run) // length) for run in runs)
            text = script.sub(" ", text)
    return count + len(_TOKENS.findall(text))


def sentence(line: str) -> bool:
    """Whether ``line`` has words enough to be a sentence: by its spaces, or where its script
    puts none between words, by ``words``."""
    if line.count(" ") >= _SENTENCE_WORDS - 1:
        return True
    # One search of a line for such a script: most lines are of others.
    return (
        not line.isascii()
        and _ANY_UNSPACED.search(line) is not None
        and words(line) >= _SENTENCE_WORDS
    )


def besides(line: str, prices: list[tuple[int, int]]) -> list[str]:
    """The limits a line states beside its prices (``prices``: where they are in it): a plan
    worded as a sentence ("Basic costs $9 a month for 3 users, 10 GB storage") states them
    on its price's line. Each clause without a price that states a quantity is one, on a
    line of words enough to be a sentence."""
    if len(line) > 2 * MAX_CHARS:
        return []
    pieces, at = [], 0
    for start, end in sorted(prices):
        pieces.append(line[at:start])
        at = max(at, end)
    pieces.append(line[at:])
    if sum(map(words, pieces)) < _SENTENCE_WORDS:
        return []  # a price with its unit or its saving ("per 1,000 requests", "Save 50%")
    found = []
    for piece in pieces:
        for clause in _CLAUSES.split(piece):
            if (text := normalised(clause)) is not None:
                found.append(text)
    return found


def bare(line: str) -> bool:
    """Whether a feature line is a quantity alone, naming nothing it counts (``25 GB``, ``3``,
    ``Unlimited``)."""
    return glyph_of(line)[0] is None and not key(line)


def key(line: str) -> str:
    """What a feature line is about, for pairing its old and new lines in a diff: its words
    without marks, numbers, units and qualifiers (``Up to 4 seats`` → ``seats``)."""
    _, text = glyph_of(line)
    words = [word.lower() for word in _TOKENS.findall(_NUMBER.sub(" ", text))]
    return " ".join(word for word in words if word not in _QUALIFIERS and word not in _UNITS)
