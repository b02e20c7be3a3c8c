"""The plans of a region, read from its views marked by ``monitor.extract.plans``.

Pure functions over lines. Each view (the page as it loads, then with each alternative
switched on) is split into its marker-free lines and the span of lines each block covers.
A card grid counts when two of its cards or more hold prices (a grid of section headings,
a FAQ, is no plan table), the innermost first: a card that holds a whole counted grid is a
wrapper, not a plan.
"""

import bisect
import itertools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from monitor.extract import features, money, page, plan_tables
from monitor.extract.plans import CLOSE, END, ITEM, OPEN, Plan, Structure
from monitor.extract.prices import PriceRecord, located, of_plan

_MARK = re.compile(f"([{OPEN}{CLOSE}])(\\d+){END}")
_MARKS_CUT = re.compile(f"[{ITEM}{page.CARD}{page.GRID_END}]")
Clean = Callable[[list[str]], list[str | None]]
Alternative = Callable[[PriceRecord, str], PriceRecord]


@dataclass
class View:
    """A view's lines without the block markers, which of them are list items, and the
    lines [start, end) of each block it shows."""

    lines: list[str] = field(default_factory=list)
    items: set[int] = field(default_factory=set)
    spans: dict[int, tuple[int, int]] = field(default_factory=dict)


def split(view: list[str]) -> View:
    """A view's lines as ``View``: a block's markers are lines of their own, but inside a
    table row, which is one line (they are cut out of it there)."""
    found, opened, item = View(), {}, False
    # A card's mark (``page.CARD``) and a grid's end (``page.GRID_END``) cut out with a
    # block's, for the next line.
    marks = ""
    for line in view:
        if line == ITEM:
            item = True
            continue
        if OPEN not in line and CLOSE not in line:
            if item:
                found.items.add(len(found.lines))
                item = False
            line = line.replace(ITEM, "") if ITEM in line else line
            found.lines.append(marked(line, marks))
            marks = ""
            continue
        marks += "".join(mark for mark in (page.CARD, page.GRID_END) if mark in line)
        pieces = _MARK.split(_MARKS_CUT.sub("", line))
        for k in range(0, len(pieces), 3):
            if pieces[k].strip(page.ROW + page.CELL + " "):
                found.lines.append(marked(pieces[k].strip(), marks))
                marks = ""
            if k + 2 < len(pieces):
                number, at = int(pieces[k + 2]), len(found.lines)
                if pieces[k + 1] == OPEN:
                    opened[number] = at
                else:
                    found.spans[number] = (opened.pop(number, at), at)
    return found


def marked(line: str, marks: str) -> str:
    """The first line after a card's mark, marked as a card's first line but for its heading
    (see ``page.CARD``), and the first line after a grid's end as such but for one that
    starts a block of its own (``page.GRID_END``)."""
    if not marks:  # most lines
        return line
    if page.GRID_END in marks and line[:1].isprintable():
        line = page.GRID_END + line
    if page.CARD in marks and not page.heading_level(line) and not line.startswith(page.CARD):
        line = page.CARD + line
    return line


@dataclass(kw_only=True)
class Read:
    """A view as read: its lines as kept (``ignore_text`` and volatile text out), as a
    reader sees them, where each was in the view, and its price records by that place."""

    lines: list[str]
    texts: list[str]
    at: list[int]
    records: list[tuple[int, PriceRecord]]
    found: dict[int, list[money.Money]]  # each line's prices, where they are in its text
    places: list[int] = field(default_factory=list)  # each record's line, for bisection
    priced: set[int] = field(default_factory=set)  # the lines with a record

    def __post_init__(self) -> None:
        self.places = [i for i, _ in self.records]
        self.priced = set(self.places)

    def within(self, span: tuple[int, int]) -> list[PriceRecord]:
        """The records read from the lines of ``span`` (of the view's lines)."""
        places = self.places
        start, end = bisect.bisect_left(places, span[0]), bisect.bisect_left(places, span[1])
        return [record for _, record in self.records[start:end]]

    def kept(self, span: tuple[int, int]) -> range:
        """Which of the lines as kept are those of ``span``: a bisection, not a walk, for
        a page of many blocks."""
        return range(bisect.bisect_left(self.at, span[0]), bisect.bisect_left(self.at, span[1]))


def read_view(view: View, clean: Clean) -> Read:
    """One scan of a whole view for prices: the cards' records are then picked by place."""
    kept = clean(view.lines)
    at = [i for i, line in enumerate(kept) if line is not None]
    lines = [kept[i] or "" for i in at]
    texts = [page.plain(line) for line in lines]
    found = money.prices_by_line(texts)
    records = [(at[k], r) for k, r in located(lines, texts, found)]
    return Read(
        lines=lines,
        texts=texts,
        at=at,
        records=records,
        found={at[k]: prices for k, prices in found.items()},
    )


@dataclass(kw_only=True)
class _Card:
    number: int
    name: str
    span: tuple[int, int]
    prices: list[PriceRecord]
    features: tuple[str, ...]


def read(
    structure: Structure,
    views: list[tuple[str | None, View]],
    reads: list[Read],
    alternative: Alternative,
) -> list[Plan]:
    """The plans of the blocks the first view (the page as it loads) shows, from each
    view's ``reads``."""
    shown = views[0][1]
    cards = [
        _card(block.number, block.name, views, reads, alternative)
        for block in structure.blocks
        if block.container != -1 and block.number in shown.spans
    ]
    tables = [
        (span, found)
        for block in structure.blocks
        if block.container == -1 and (span := shown.spans.get(block.number))
        if (found := plan_tables.read(_rows(span, reads[0])))
    ]
    # A card that holds a table of plans is a section around them, not a plan.
    cards = [card for card in cards if not any(_within(s, card.span) for s, _ in tables)]
    chosen = _counted(cards, structure)
    _switched_cards(chosen, structure, views, reads, alternative)
    plans = [Plan(card.name, tuple(card.prices), card.features) for card in chosen]
    for span, found in tables:
        if not any(_within(span, card.span) for card in chosen):
            plans += found
    return merged(plans)


def _rows(span: tuple[int, int], read: Read) -> plan_tables.Rows:
    """A table's lines, each with the price records read from it and its prices."""
    by_line: dict[int, list[PriceRecord]] = {}
    for i, record in read.records:
        if span[0] <= i < span[1]:
            by_line.setdefault(i, []).append(record)
    kept = read.kept(span)
    places = [read.at[k] for k in kept]
    lines = [read.lines[k] for k in kept]
    moneys = [read.found.get(i, []) for i in places]
    return plan_tables.Rows(lines, [by_line.get(i, []) for i in places], moneys)


def _card(
    number: int,
    name: str,
    views: list[tuple[str | None, View]],
    reads: list[Read],
    alternative: Alternative,
) -> _Card:
    shown, read = views[0][1], reads[0]
    span = shown.spans[number]
    # The name's line with a badge beside it ("Pro Best value") is the name's, not a line
    # that names an add-on or states a feature.
    kept = [(read.at[k], read.texts[k]) for k in read.kept(span)]
    kept = [(i, text) for i, text in kept if i in read.priced or not _badged(text, name)]
    own = {text for _, text in kept}
    records = _named(read.within(span), name, own)
    for (variant, view), other in zip(views[1:], reads[1:], strict=True):
        if variant is not None and number in view.spans:
            switched = _named(other.within(view.spans[number]), name, own)
            records += alternatives(records, switched, variant, alternative)
    if not records and any(money.CONTACT_SALES.search(text) for _, text in kept):
        records = [PriceRecord(label=name, amount=None)]
    # The price scan of the name only where it would rename the card: most cards' first
    # record has the card's name already.
    first = records[0].label if records else name
    if first != name and first in own and money.prices_by_line([name]):
        name = first  # the heading is the price (a page builder's card): its name
    elif records and all(i in read.priced for i, _ in kept) and money.prices_by_line([name]):
        # A price in bold, one line of a plan's block: a card of its own only in name.
        return _Card(number=number, name=name, span=span, prices=[], features=())
    lines_of_features = labelled(
        [
            (text, "" if i in read.priced else features.normalised(text, i in shown.items))
            for i, text in kept
            if text != name
        ]
    )
    lines_of_features += [
        (text, line)
        for i, text in kept
        if i in read.priced and text != name
        for line in features.besides(text, [(p.start, p.end) for p in read.found.get(i, ())])
    ]
    # The stock states' patterns (each language's) only for the lines that state a feature.
    found = tuple(
        dict.fromkeys(line for text, line in lines_of_features if line and not _a_state(text))
    )
    return _Card(number=number, name=name, span=span, prices=records, features=found)


def labelled(lines: list[tuple[str, str | None]]) -> list[tuple[str, str | None]]:
    """Each line with the feature it states, a bare quantity ("25 GB", "3") with the label
    on the line before it that states none ("Storage" / "25 GB": ``Storage: 25 GB``), as a
    card's list of terms and values writes it. A priced line states "" (it is no label)."""
    found: list[tuple[str, str | None]] = []
    for k, (text, line) in enumerate(lines):
        before, said = lines[k - 1] if k else ("", "")
        if line and said is None and before and features.bare(line):
            line = features.normalised(f"{before}: {text}") if len(before) <= _LABEL else line
        found.append((text, line))
    return found


_LABEL = 40


def _badged(line: str, name: str) -> bool:
    """Whether ``line`` is the name with words after it, as short as a name is (not "Pro 5
    seats": a quantity after the name is a feature)."""
    return (
        len(line) <= _BADGED_CHARS
        and line.startswith(name + " ")
        and not line[len(name) + 1 :][:1].isdigit()
    )


_BADGED_CHARS = 60


def _named(records: list[PriceRecord], name: str, own: set[str]) -> list[PriceRecord]:
    """A card's records, labelled with its name unless a line of the card names them (an
    add-on in it): a label from a heading above the cards is the section's, not the plan's."""
    return [
        r if of_plan(r.label, name) or r.label in own else replace(r, label=name) for r in records
    ]


def alternatives(
    shown: list[PriceRecord], switched: list[PriceRecord], variant: str, alternative: Alternative
) -> list[PriceRecord]:
    """The records a switched view shows that the page as it loads does not, each named
    after the ``variant`` (as the price table names them)."""
    unseen = Counter(shown)
    found = []
    for record in switched:
        if unseen[record]:
            unseen[record] -= 1
            continue
        found.append(alternative(record, variant))
    return found


def _switched_cards(
    chosen: list[_Card],
    structure: Structure,
    views: list[tuple[str | None, View]],
    reads: list[Read],
    alternative: Alternative,
) -> None:
    """The prices of cards that only a switched view shows (a tab of annual prices, a panel
    per currency), as alternatives of the shown plans of their names."""
    by_name = {card.name.casefold(): card for card in chosen}
    shown = views[0][1].spans
    for (variant, view), read in zip(views[1:], reads[1:], strict=True):
        for number, span in view.spans.items():
            block = structure.blocks[number]
            card = by_name.get(block.name.casefold())
            if variant is None or number in shown or block.container == -1 or card is None:
                continue
            switched = _named(read.within(span), card.name, set())
            card.prices += alternatives(card.prices, switched, variant, alternative)


def _a_state(text: str) -> bool:
    """A stock state (``Sold out``) is its price's availability, not a feature."""
    return len(text) <= _STATE_CHARS and money.availability_in(text) is not None


_STATE_CHARS = 40


def _counted(cards: list[_Card], structure: Structure) -> list[_Card]:
    """The cards of the grids that hold two priced cards or more, innermost grid first; runs
    of siblings after boxes, and only outside them: "Monthly" and "Yearly" headings inside a
    card are its prices' labels, not plans."""
    grids: dict[tuple[int, bool], list[_Card]] = {}
    for card in cards:
        block = structure.blocks[card.number]
        grids.setdefault((block.container, block.run), []).append(card)

    def order(kids: list[_Card]) -> tuple[bool, int]:
        return structure.blocks[kids[0].number].run, kids[-1].span[1] - kids[0].span[0]

    chosen: list[_Card] = []
    for kids in sorted(grids.values(), key=order):
        run = structure.blocks[kids[0].number].run
        plans = [
            kid
            for kid in kids
            if not any(
                _within(c.span, kid.span) or (run and _within(kid.span, c.span)) for c in chosen
            )
        ]
        priced = sum(1 for kid in plans if any(r.amount is not None for r in kid.prices))
        if priced < 2 or (run and priced * 2 < len(plans)):
            continue  # sections of a document, of which a few quote a price
        # Where most cards of a grid are priced, one without a price (whose price the
        # page words as no scan reads it) is a plan still.
        chosen += [
            kid for kid in plans if kid.prices or (priced * 2 >= len(plans) and kid.features)
        ]
    return sorted(chosen, key=lambda card: card.span)


def _within(inner: tuple[int, int], outer: tuple[int, int]) -> bool:
    return outer[0] <= inner[0] and inner[1] <= outer[1] and inner != outer


@dataclass(frozen=True)
class _Start:
    """A kept line that is only a name of the price table's records, a few lines before
    the line of its first record."""

    line: int
    name: str
    price: int
    record: PriceRecord


def unboxed(view: View, read: Read) -> list[Plan]:
    """Plans without markup that says where each is (<div>s without headings or classes):
    from the price table's names, where each names a line of its own before its prices and
    the lines from one name to the next are of one shape. The last plan ends where the
    longest of the others would. Three names or more are plans; two are when they read as
    two plans do (``_alike``)."""
    runs = _named_runs(read)
    for starts in [run for run in runs if len(run) >= _UNBOXED][:1] or [
        run for run in runs if len(run) == 2
    ]:
        plans = _unboxed(view, read, starts)
        if plans and (len(starts) >= _UNBOXED or _alike(starts, plans)):
            return plans
    return []


def _unboxed(view: View, read: Read, starts: list[_Start]) -> list[Plan]:
    """The plans from each name of ``starts`` to the next, or none where the blocks differ
    in shape."""
    if len({start.name for start in starts}) < len(starts):
        return []  # one name twice: a product and its section, not two plans
    starts, after = _shaped(starts)
    if len(starts) < 2:
        return []
    sizes = [b.line - a.line for a, b in itertools.pairwise(starts)]
    last = starts[-1].line + max(sizes)
    ends = [start.line for start in starts[1:]] + [min(last, after) if after else last]
    plans = []
    for start, end in zip(starts, ends, strict=True):
        span = (read.at[start.line], read.at[end] if end < len(read.at) else read.at[-1] + 1)
        records = _named(read.within(span), start.name, set())
        lines = [
            line
            for k in range(start.line + 1, min(end, len(read.texts)))
            for line in _line_features(read, view, k)
        ]
        plans.append(Plan(start.name, tuple(records), tuple(dict.fromkeys(lines))))
    return plans


def _shaped(starts: list[_Start]) -> tuple[list[_Start], int | None]:
    """The first of ``starts`` whose blocks are of one shape, and the line where the first
    that is not starts (None where all are): rows named over their price under the cards
    ("Extra seat" / "$5 / mo", without a heading of their own) end the plans."""
    for n in range(2, len(starts)):
        sizes = [b.line - a.line for a, b in itertools.pairwise(starts[: n + 1])]
        if max(sizes) - min(sizes) > max(_SHAPE_SLACK, min(sizes)):
            return starts[: n - 1], starts[n - 1].line  # the block the new size measures
    return starts, None


def _alike(starts: list[_Start], plans: list[Plan]) -> bool:
    """Whether two names and what follows them read as two plans side by side, not as a
    product and a section after it: each priced for one period, the same, in one currency,
    its price as many lines below its name, and each stating what it includes."""
    first, second = (start.record for start in starts)
    return (
        first.period is not None
        and (first.period, first.currency) == (second.period, second.currency)
        and len({start.price - start.line for start in starts}) == 1
        and all(plan.features for plan in plans)
    )


_UNBOXED = 3
_SHAPE_SLACK = 3
_NEAR = 3  # lines between a plan's name and its first price


def _named_runs(read: Read) -> list[list[_Start]]:
    """The runs of records of the price table, in the order of the page, whose names each
    have a kept line of their own a few lines before the record's, up to the first run of
    three or more: a price before them (a hero's "from $9") or after them (an add-on's
    under its section's heading) is none of theirs."""
    runs: list[list[_Start]] = []
    starts: list[_Start] = []
    for i, record in read.records:
        if starts and of_plan(record.label, starts[-1].name):  # its "(in 10 instalments)"
            continue
        k = bisect.bisect_left(read.at, i)
        found = [j for j in range(k, max(k - _NEAR - 1, -1), -1) if read.texts[j] == record.label]
        if record.amount is None and not found:
            continue
        if (
            found
            and len(record.label) <= _BADGED_CHARS
            and (not starts or found[0] > starts[-1].line)
        ):
            starts.append(_Start(found[0], record.label, k, record))
            continue
        runs.append(starts)
        if len(starts) >= _UNBOXED:
            return runs
        starts = []
    return [*runs, starts]


def _line_features(read: Read, view: View, k: int) -> list[str]:
    text, i = read.texts[k], read.at[k]
    if i in read.priced:
        return features.besides(text, [(p.start, p.end) for p in read.found.get(i, ())])
    line = features.normalised(text, listed=i in view.items)
    return [line] if line else []


def merged(plans: list[Plan]) -> list[Plan]:
    """One plan per name (in any letter case): a card and a table's column of one plan, or
    a plan shown in two grids, are one plan with the prices and features of both."""
    by_name: dict[str, Plan] = {}
    for plan in plans:
        known = by_name.get(plan.name.casefold())
        if known is None:
            by_name[plan.name.casefold()] = plan
            continue
        prices = tuple(dict.fromkeys(known.prices + plan.prices))
        lines = tuple(dict.fromkeys(known.features + plan.features))
        by_name[plan.name.casefold()] = Plan(known.name, prices, lines)
    return list(by_name.values())


def outside(plans: list[Plan], table: tuple[PriceRecord, ...]) -> list[PriceRecord]:
    """The records of the page's price table that no plan holds (an add-on beside the
    cards, a rate list): compared as ``prices`` mode compares them, so that a price change
    is never lost for being outside a plan. A record is a plan's when its amount, currency,
    period and availability are one of the plan's (labels differ: data names plans its
    own way)."""
    mine = [r for plan in plans for r in plan.prices]
    same = Counter(map(id, mine))
    unmatched = []
    for record in table:  # most are a plan's very record: the same object
        if same[id(record)]:
            same[id(record)] -= 1
        else:
            unmatched.append(record)
    if not unmatched or len(table) - len(unmatched) == len(mine):
        return unmatched  # every record of the plans is one of the table's: none is left
    left = []  # the plans' records no record of the table is
    for record in mine:
        if same[id(record)]:
            same[id(record)] -= 1
            left.append(record)
    held = Counter(_priced_as(record) for record in left)
    found = []
    for record in unmatched:
        if held[_priced_as(record)]:
            held[_priced_as(record)] -= 1
        else:
            found.append(record)
    return found


def _priced_as(record: PriceRecord) -> tuple[object, ...]:
    amount = None if record.amount is None else record.amount.normalize()
    return (amount, record.currency, record.period, record.availability)


def with_stated(plans: list[Plan], stated: list[PriceRecord]) -> list[Plan]:
    """The page's data's records (JSON-LD, microdata) added to the plans they name."""
    if not stated:
        return plans
    found = []
    for plan in plans:
        named = plan.name.casefold()
        extra = [
            r
            for r in stated
            if r.label.casefold() == named or r.label.casefold().startswith(named + " (")
        ]
        found.append(replace(plan, prices=tuple(dict.fromkeys(plan.prices + tuple(extra)))))
    return found
