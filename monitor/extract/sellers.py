"""A marketplace's list of one product's offers from several sellers: each offer named by
who sells it and the condition it is sold in ("TechHaus Bremen, Neu", "ReCycle Technik,
Gebraucht \u2013 Sehr gut"), so that one seller's price, stock or grade changing is that
offer's change, and two offers at one price are two records.

An offer is the lines around its seller's line (``words.SOLD_BY``): a list that names its
first seller before its first price names each seller first, and an offer runs from its
seller's line to the next one's; else each offer ends at its seller's line. A seller's
rating after the name ("4,8/5", "98 % positiv") is no part of it: it moves with each
review.
"""

import bisect
import re

from monitor.extract import words
from monitor.extract.phrases import bounded, lower

_SOLD_BY_WORDS = bounded(w for ws in words.SOLD_BY.values() for w in ws)
_SOLD_BY = re.compile(rf"^(?:{_SOLD_BY_WORDS})\s*[:\uff1a]?\s*(?=\S)")
_BARE_SOLD_BY = re.compile(rf"(?:{_SOLD_BY_WORDS})\s*[:\uff1a]?")
_CONDITION = re.compile(
    rf"^(?:{bounded(w for ws in words.CONDITIONS.values() for w in ws)})(?:\s*[\u2013\u2014:-]|$)"
)
# The name of the line's field before a condition ("Staat: Nieuw"), with its colon.
_CONDITION_LABEL = re.compile(
    rf"^(?:{bounded(w for ws in words.CONDITION_LABELS.values() for w in ws)})\s*[:\uff1a]\s*"
)
_LONGEST_CONDITION = 60
_NAME_WORDS = 6  # a seller's name is a few words; what follows is its rating or its pitch
_DIGIT = re.compile(r"\d")


def offer_names(texts: list[str], lines: list[int], priced: list[int]) -> dict[int, str]:
    """The name of the offer each of the ``priced`` lines belongs to, by line, among a
    section's ``lines`` (their ``texts``), where two or more of them name a seller."""
    sellers = [
        (j, name) for k, j in enumerate(lines) if (name := _seller_at(texts, lines, k)) is not None
    ]
    if len(sellers) < 2 or not priced:
        return {}
    first = _sellers_open_offers([j for j, _ in sellers], priced)
    conditions = _conditions_by_price(texts, lines, priced, len(sellers))
    names: dict[int, str] = {}
    k = 0
    for i in priced:
        while k < len(sellers) and (sellers[k][0] <= i if first else sellers[k][0] < i):
            k += 1
        index = k - 1 if first else k
        if not 0 <= index < len(sellers):
            continue
        if conditions is None:
            condition = _condition(texts, lines, _offer_bounds(sellers, index, first, lines))
        else:
            condition = conditions.get(i)
        name = sellers[index][1]
        names[i] = f"{name}, {condition}" if condition else name
    return names


def _seller_at(texts: list[str], lines: list[int], k: int) -> str | None:
    """The seller that line ``lines[k]`` names: on it, or on the next line where it holds
    the words alone (a grid's label column beside the name's: "\u8ca9\u58f2\u5143" | "Gadget
    Store", "Sold by" | "Acme Outlet")."""
    text = texts[lines[k]].strip()
    if k + 1 < len(lines) and _BARE_SOLD_BY.fullmatch(lower(text)):
        return seller_name(f"{text} {texts[lines[k + 1]]}")
    return seller_name(text)


_NAME_ENDS = frozenset(",;:\u00b7|")


def seller_name(text: str) -> str | None:
    """``Verkauft von TechHaus Bremen`` → ``TechHaus Bremen``: the seller a line names, its
    rating or anything after its few words left out."""
    found = _SOLD_BY.match(lower(text.strip()))
    if found is None:
        return None
    kept: list[str] = []
    for word in text.strip()[found.end() :].split()[:_NAME_WORDS]:
        if kept and (_DIGIT.match(word) or not word[0].isalnum()):
            break  # "4,8/5", "(1.203", "\u2605\u2605\u2605"
        kept.append(word)
        if word[-1] in _NAME_ENDS:
            break  # "TechHaus Bremen, Lieferung Mittwoch": the day changes, the seller not
    name = " ".join(kept).strip(" ,;:\u00b7|")
    return name or None


def condition_of(text: str) -> str | None:
    """``Gebraucht \u2013 Sehr gut`` as it is written, if a line is an offer's condition,
    after the name of its field if it has one (``Staat: Zo goed als nieuw``)."""
    line = text.strip()
    label = _CONDITION_LABEL.match(lower(line))
    line = line[label.end() :] if label else line
    if len(line) > _LONGEST_CONDITION or _DIGIT.search(line):
        return None
    return line if _CONDITION.match(lower(line)) else None


def _sellers_open_offers(marks: list[int], priced: list[int]) -> bool:
    """Whether each offer opens with its seller's line (over its price), else ends with it,
    as most sellers' lines say: a summary's price over the first ("3 Angebote ab 44,80 €")
    turns none of them."""
    after, before = [*marks[1:], priced[-1] + 1], [-1, *marks[:-1]]
    opens = sum(_any_between(priced, j, n) for j, n in zip(marks, after, strict=True))
    ends = sum(_any_between(priced, b, j) for b, j in zip(before, marks, strict=True))
    return opens >= ends


def _conditions_by_price(
    texts: list[str], lines: list[int], priced: list[int], offers: int
) -> dict[int, str] | None:
    """By each of the ``priced`` lines, the condition of its offer, where two or more of
    the section's ``lines`` say one: each opens its offer (over its price) or ends it, as
    most say, whichever side of it the seller's line stands ("Used - Like new" over the
    seller's line and the price, "449,00 €" over the seller's line and "Neu"), and
    no other price stands between. None unless there is one for each of the ``offers``
    (where an offer says none, its neighbour's would take its place): the offer's bounds
    find each then."""
    marks = [j for j in lines if condition_of(texts[j]) is not None]
    if len(marks) != offers:
        return None
    opens = _sellers_open_offers(marks, priced)
    found: dict[int, str] = {}
    for i in priced:
        k = bisect.bisect_left(marks, i)
        j = (marks[k - 1] if k else None) if opens else (marks[k] if k < len(marks) else None)
        if j is not None and not _any_between(priced, min(i, j), max(i, j)):
            found[i] = condition_of(texts[j]) or ""
    return found


def _any_between(ascending: list[int], low: int, high: int) -> bool:
    return bisect.bisect_right(ascending, low) < bisect.bisect_left(ascending, high)


def _offer_bounds(
    sellers: list[tuple[int, str]], index: int, first: bool, lines: list[int]
) -> tuple[int, int]:
    """The first and the last line of the offer of ``sellers[index]``."""
    if first:
        end = sellers[index + 1][0] - 1 if index + 1 < len(sellers) else lines[-1]
        return sellers[index][0], end
    start = sellers[index - 1][0] + 1 if index else lines[0]
    return start, sellers[index][0]


def _condition(texts: list[str], lines: list[int], bounds: tuple[int, int]) -> str | None:
    start, end = bounds
    within = lines[bisect.bisect_left(lines, start) : bisect.bisect_right(lines, end)]
    return next((c for j in within if (c := condition_of(texts[j])) is not None), None)
