"""Volatile content that a target's own page taught: what moved between two fetches seconds
apart, learned as patterns and left out of that target's later snapshots. Pure functions.

A check whose snapshot differs from the previous result fetches the page once more
(``monitor.pipeline.confirm``). What the first fetch shows that neither the previous result nor the
second fetch shows came and went within seconds: nobody edits a page that fast, so it is
volatile for this target (a counter, a rotated banner, a re-randomised token, a carousel of
other products). Everything else the first fetch shows is kept, which is what makes a real
edit safe whenever it lands:

- before the first fetch: both fetches show it, so it is not learned, and is the change;
- between the two fetches: the first fetch still shows what the previous result showed, so
  nothing of it is learned, and the next check (which sees it twice) reports it.

A line is learned as its template: each number in it (and each word holding a digit: an
id, a token) written ``#``, except the digits of a price, which stay as written. A template
matches a whole line, so a learned line never takes a price with it: the same line with
another price is another template. A line with no letter left in its template (``1,204``
alone) would match every bare number on the page; it is learned together with the template
of the line before it.

A price record is learned only when the two fetches disagree on it (and the first fetch's
also differs from the previous result's): a record both fetches agree on is what the page
offers, however much it differs from before. It is learned by its plan (label and period),
whose amount is then what moves: that plan's price is left out of this target's table until
the operator clears the learned set (``monitor volatile TARGET --clear``).
"""

import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any, Literal

from monitor.extract import Snapshot, money
from monitor.extract.compare import by_plan
from monitor.extract.prices import PriceRecord

__all__ = ["MAX_PATTERNS", "Learned", "Pattern", "SetAside", "apply", "learn", "merged"]

# How many patterns a target keeps, the oldest forgotten first: a page of random lines would
# otherwise teach a few thousand new ones at every check.
MAX_PATTERNS = 200
# A longer template is kept as its hash: a page's one long paragraph with a counter in it is
# still learned, without storing the paragraph.
MAX_PATTERN_CHARS = 300
SHOWN = 20  # set-aside lines kept with a check for ``history`` and ``diff`` to show

# A number (1,204 / 02:14:33 / 4.8), or a word holding a digit (a7f3c9, CX11), from a word's
# start: a letter-only word is scanned once.
_NUMBER = re.compile(r"(?<!\w)[^\W\d]*\d(?:\w|[.,:'\u2019\u00a0\u202f](?=\d))*")
_LETTER = re.compile(r"[^\W\d_]")
_HASHED = "sha256:"

Kind = Literal["line", "record"]


@dataclass(frozen=True, slots=True)
class Pattern:
    """A line's template (``text``; with ``context``, the template of the line before it),
    or a plan's record (``text`` its label, ``context`` its period)."""

    kind: Kind
    text: str
    context: str | None = None

    def to_json(self) -> dict[str, str | None]:
        return {"kind": self.kind, "text": self.text, "context": self.context}

    @classmethod
    def from_json(cls, data: dict[str, str | None]) -> "Pattern":
        kind: Kind = "record" if data.get("kind") == "record" else "line"
        return cls(kind, str(data.get("text") or ""), data.get("context"))

    def shown(self) -> str:
        if self.kind == "record":
            period = f" /{self.context}" if self.context else ""
            return f"price of {self.text or '(page)'}{period}"
        return self.text if self.context is None else f"{self.text}  (after: {self.context})"


Learned = tuple[Pattern, ...]


def to_json(learned: Learned) -> str:
    return json.dumps([pattern.to_json() for pattern in learned], ensure_ascii=False)


def from_json(text: str | None) -> Learned:
    data = json.loads(text) if text else []
    return tuple(Pattern.from_json(item) for item in data if isinstance(item, dict))


def merged(old: Learned, new: Iterable[Pattern], cap: int = MAX_PATTERNS) -> Learned:
    """``old`` then ``new``, each pattern once (where it was first learned), the oldest
    dropped beyond ``cap``."""
    return tuple(dict.fromkeys((*old, *new)))[-cap:] if cap > 0 else ()


@dataclass(frozen=True, slots=True)
class SetAside:
    """What a learned set left out of one snapshot, and how much of it was kept."""

    lines: tuple[str, ...] = ()
    records: tuple[PriceRecord, ...] = ()
    kept: int = 0

    def __add__(self, other: "SetAside") -> "SetAside":
        return SetAside(self.lines + other.lines, self.records + other.records, other.kept)

    @property
    def count(self) -> int:
        return len(self.lines) + len(self.records)

    def to_json(self) -> str | None:
        """What a check row keeps: the counts, and the first lines and records as shown."""
        if not self.count:
            return None
        shown = [*self.lines, *(f"{r.label or '(page)'}: {r.shown()}" for r in self.records)]
        return json.dumps(
            {"set_aside": self.count, "kept": self.kept, "shown": shown[:SHOWN]},
            ensure_ascii=False,
        )


def summary(text: str | None) -> dict[str, Any] | None:
    """A check's ``SetAside.to_json`` read back: ``set_aside``, ``kept`` and ``shown``."""
    if not text:
        return None
    data = json.loads(text)
    return data if isinstance(data, dict) else None


def learn(previous: Snapshot, first: Snapshot, second: Snapshot) -> Learned:
    """The patterns of what ``first`` shows that came and went: neither ``previous`` (the
    result it was compared with) nor ``second`` (the confirming fetch) shows it."""
    before, after = set(map(_collapsed, _lines(previous))), set(map(_collapsed, _lines(second)))
    lines = _lines(first)
    moved = [
        index
        for index, line in enumerate(lines)
        if (seen := _collapsed(line)) not in before and seen not in after
    ]
    patterns = [pattern for _, pattern in _line_patterns(lines, moved)]
    old, again = by_plan(previous.prices), by_plan(second.prices)
    for key, record in by_plan(first.prices).items():
        if old.get(key) != record and again.get(key) != record:
            patterns.append(Pattern("record", record.label, record.period))
    return tuple(dict.fromkeys(patterns))


def apply(learned: Learned, snapshot: Snapshot) -> tuple[Snapshot, SetAside]:
    """``snapshot`` without the lines and records ``learned`` matches, and what they were."""
    lines = _lines(snapshot)
    if not learned:
        return snapshot, SetAside(kept=len(lines) + len(snapshot.prices))
    wanted = set(learned)
    plans = {(p.text, p.context) for p in learned if p.kind == "record"}
    candidates, coarse = _candidates(lines, learned)
    dropped = {
        index for index, pattern in _line_patterns(lines, candidates, coarse) if pattern in wanted
    }
    records = [r for r in snapshot.prices if (r.label, r.period) not in plans]
    if not dropped and len(records) == len(snapshot.prices):
        return snapshot, SetAside(kept=len(lines) + len(records))
    kept = [line for index, line in enumerate(lines) if index not in dropped]
    aside = SetAside(
        tuple(lines[index] for index in sorted(dropped)),
        tuple(r for r in snapshot.prices if (r.label, r.period) in plans),
        len(kept) + len(records),
    )
    return replace(snapshot, text="\n".join(kept), prices=tuple(records)), aside


def _lines(snapshot: Snapshot) -> list[str]:
    return snapshot.text.split("\n") if snapshot.text else []


def _collapsed(line: str) -> str:
    return " ".join(line.split())


def _coarse(line: str) -> str:
    """The template with every number ``#``, prices' too: what a line must read as for one of
    the learned templates to match it."""
    return _collapsed(_NUMBER.sub("#", line))


def _candidates(lines: list[str], learned: Learned) -> tuple[list[int], dict[int, str]]:
    """The lines one of ``learned``'s templates may match, found without reading prices, and
    the coarse template of every line."""
    wanted = {_coarse(p.text) for p in learned if p.kind == "line"}
    hashed = any(p.text.startswith(_HASHED) for p in learned)
    if not wanted:  # plans only: no line is read
        return [], {}
    coarse = {index: _coarse(line) for index, line in enumerate(lines)}
    found = [
        index
        for index, line in enumerate(lines)
        if (hashed and len(line) > MAX_PATTERN_CHARS) or coarse[index] in wanted
    ]
    return found, coarse


def _line_patterns(
    lines: list[str], indexes: list[int], coarse: dict[int, str] | None = None
) -> list[tuple[int, Pattern]]:
    """The pattern of each of these lines; a line without a letter with the line before it.
    ``coarse``: the lines' coarse templates known already (filled in as needed)."""
    if not indexes:
        return []
    plain = {} if coarse is None else coarse
    for index in indexes:
        if index not in plain:
            plain[index] = _coarse(lines[index])
    before = {index - 1 for index in indexes if index and not _LETTER.search(plain[index])}
    needed = sorted(set(indexes) | before)
    prices = money.prices_by_line([lines[index] for index in needed])
    templates = {
        index: _template(lines[index], prices.get(n, []), plain.get(index))
        for n, index in enumerate(needed)
    }
    found = []
    for index in indexes:
        text = templates[index]
        if _LETTER.search(plain[index]):
            found.append((index, Pattern("line", text)))
        else:
            found.append((index, Pattern("line", text, templates.get(index - 1, ""))))
    return found


def _template(line: str, prices: list[money.Money], coarse: str | None = None) -> str:
    """The line's template; ``coarse``, its coarse one if known (the same without a price)."""
    spans = [(price.start, price.end) for price in prices]

    def number(found: re.Match[str]) -> str:
        start, end = found.span()
        return found.group() if any(s < end and start < e for s, e in spans) else "#"

    if spans:
        template = _collapsed(_NUMBER.sub(number, line))
    else:
        template = _coarse(line) if coarse is None else coarse
    if len(template) <= MAX_PATTERN_CHARS:
        return template
    return _HASHED + hashlib.sha256(template.encode(errors="surrogatepass")).hexdigest()[:32]
