"""Instalments: "ou 10x de R$ 129,99 sem juros", "12 cuotas sin interés de $2.166", "Or 4
payments of R474.75". Such an amount is one share of the product's price, not its price: its
record is named so ("… (in 10 instalments)"), and the count of shares is read into it, since a
shop that changes 10 shares for 12 changes its terms.

Pure functions, asked only of the lines that hold a price.
"""

import re

from monitor.extract import clues, words
from monitor.extract.money import Money
from monitor.extract.phrases import alternation, lower

_LETTER = r"[^\W\d_]"
_TIMES = "\u00d7"
_PHRASES = {phrase for phrases in words.INSTALMENTS.values() for phrase in phrases}


def _with_sign(phrase: str) -> str:
    """The phrase with its "x" written as the multiplication sign it stands for ("9 taksit",
    the sign, "₺2.055"), as pages write it too."""
    return " ".join(_TIMES if word == "x" else word for word in phrase.split(" "))


_SIGNED = _PHRASES | {_with_sign(phrase) for phrase in _PHRASES}
_WORDS = alternation(_SIGNED, end=rf"(?!{_LETTER})")
# A count of instalments (not the end of a larger number or amount, nor of a code's letters),
# the words for it, then the amount: "10x de", "10 x", "12 cuotas de", "4 payments of". In
# Chinese and Japanese a word may come right before it: "分3期", "分割3回".
_COUNT = r"(?<![.,])(?<![^\W\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])(\d{1,2}) ?"
_ANY = re.compile(rf"{_COUNT}(?:{_WORDS}|{_TIMES})")  # or a multiplication sign
# _ANY's start, from a digit: a search that starts with a lookbehind is tried at every
# character, one that starts with a digit only at digits (a tenth of the cost on the typical
# page's priced lines); _ANY confirms what it finds.
_DIGIT_THEN_WORDS = re.compile(rf"\d ?(?:{_WORDS}|{_TIMES})")
_BEFORE = re.compile(rf"{_COUNT}(?:{_WORDS}|{_TIMES}) ?:? ?$")
_NEAR = 40  # characters before an amount that its count and words fit in
# Or the count after the amount, times it, as East Asia writes a charge split over months: a
# line's installation "月々550円\u00d736回", "월 1,100원 \u00d7 36개월", "每月¥50\u00d724期".
_TIMES_AFTER = re.compile(
    rf" ?[{_TIMES}xX] ?(\d{{1,2}}) ?(?:(回(?!線)|회)|ヶ月|か月|カ月|개월|期|个月|個月)"
)
# A count of times ("回", "회") is one of sessions as well ("1回 3,000円\u00d710回", "회당
# 45,000원 \u00d7 10회": a pack of ten lessons): shares only of an amount paid by the month.
_MONTHLY_BEFORE = re.compile("月々|月額|毎月|月 ?[\\d\u00a5\uffe5]|월 ?\\d|매월|월납")
_MONTHLY_REACH = 16  # characters before an amount's end that its monthly word fits in


# What each match of the patterns above holds as written: one of the phrases (in lower case,
# as ``alternation`` writes them) or the multiplication sign, right after a digit (and a
# space), for ``_DIGIT_THEN_WORDS``; one of the words of a count of months or times, for
# ``_TIMES_AFTER``. One scan for them all tells most pages that neither pattern is worth a
# search (each tried at every digit or character of the priced lines cost a fortieth of the
# typical page's extraction).
_WORD_CLUES = (*sorted({phrase.lower() for phrase in _SIGNED}), _TIMES)
_COUNT_CLUES = (
    *("\u56de", "\ud68c", "\u30f6\u6708", "\u304b\u6708", "\u30ab\u6708"),
    *("\uac1c\uc6d4", "\u671f", "\u4e2a\u6708", "\u500b\u6708"),
)
_CLUES = clues.Needles((*_WORD_CLUES, *_COUNT_CLUES))


def mentioned(texts: list[str]) -> bool:
    """Whether any of ``texts`` may offer instalments (most pages' priced lines do not)."""
    lowered = lower("\n".join(texts))  # no count and its words run across lines
    held = _CLUES.starts(lowered)
    worded = any(index < len(_WORD_CLUES) and _after_digit(lowered, at) for index, at in held)
    before = (
        worded
        and _DIGIT_THEN_WORDS.search(lowered) is not None
        and _ANY.search(lowered) is not None
    )
    counted = any(index >= len(_WORD_CLUES) for index, _ in held)
    return before or (counted and _TIMES_AFTER.search(lowered) is not None)


def _after_digit(text: str, start: int) -> bool:
    """Whether ``start`` follows a digit, or a digit and a space: where ``_DIGIT_THEN_WORDS``
    has its words."""
    before = text[max(0, start - 2) : start]
    if before[-1:] == " ":
        return len(before) == 2 and before[0].isdecimal()
    return before[-1:].isdecimal()


def count(text: str, start: int) -> str | None:
    """How many instalments the amount starting at ``start`` in ``text`` is one of, if it is
    one: "10" for "ou 10x de R$ 129,99"."""
    found = _BEFORE.search(lower(text[max(0, start - _NEAR) : start]))  # "9 AY TAKSİT"
    return found.group(1) if found else None


def count_after(text: str, end: int) -> str | None:
    """How many instalments the amount ending at ``end`` is one of, where the count follows
    it: "36" for "月々550円\u00d736回"."""
    found = _TIMES_AFTER.match(text, end)
    if found is None:
        return None
    times = found.group(2) is not None
    if times and not _MONTHLY_BEFORE.search(text, max(0, end - _MONTHLY_REACH), end):
        return None
    return found.group(1)


def shares(
    texts: list[str], found: dict[int, list[Money]], rows: set[int]
) -> dict[int, dict[int, str]]:
    """By line, where each instalment starts and how many there are; not in ``rows`` of a
    table, whose cells are prices of their own."""
    counts: dict[int, dict[int, str]] = {}
    for i, prices in found.items():
        if i in rows:
            continue
        text = texts[i]
        line = {
            p.start: n for p in prices if (n := count(text, p.start) or count_after(text, p.end))
        }
        if line:
            counts[i] = line
    return counts


def named(label: str, count: str) -> str:
    """The label of one of ``count`` instalments of what ``label`` names."""
    return f"{label} (in {count} instalments)"
