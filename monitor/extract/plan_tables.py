"""Plans read from a comparison table, in either orientation. Pure functions over the marked
lines of ``monitor.extract.page`` (a row per line, its cells marked).

Which way a table runs is read from its cells, not its words: along the axis of plans, the
cells of one feature are of one kind (all prices, all ticks, all quantities), and across it,
one plan's cells are of many kinds. So the orientation whose lines of cells are the more
uniform names the plans on the other axis: the header row's cells (plans as columns), or
each row's first cell (plans as rows).
"""

import functools
import re
from dataclasses import dataclass, replace

from monitor.extract import features, money, page, words
from monitor.extract.plans import Plan
from monitor.extract.prices import PriceRecord, bracket_head, of_plan

MAX_ROWS = 400
MAX_COLUMNS = 40
_NAME_CHARS = 60
_DIGIT = re.compile(r"\d")
_MARKS = re.compile(f"[{page.HEADINGS}{page.ROW}]")
_FIELD_HEADS = frozenset(head for heads in words.FIELD_HEADS.values() for head in heads)


def cells(line: str) -> list[str]:
    """The cells of a row's marked line, empty ones kept (their place says their column)."""
    return _split(line)[1]


def _split(line: str) -> tuple[str, list[str]]:
    """What a row's line holds before its first cell (most: nothing), and its cells."""
    parts = _MARKS.sub("", line).split(page.CELL, MAX_COLUMNS + 1)
    return parts[0].strip(), [" ".join(part.split()) for part in parts[1 : MAX_COLUMNS + 1]]


Found = dict[tuple[int, int], list[money.Money]]


@dataclass
class Rows:
    """A table's marked lines, with the price records the page's table has for each (a row
    is a plan of its own there) and the prices found in each line's text, if read."""

    lines: list[str]
    records: list[list[PriceRecord]] | None = None
    prices: list[list[money.Money]] | None = None


def read(table: Rows) -> list[Plan]:
    """The plans of a table; none when it names fewer than two."""
    at = [k for k, line in enumerate(table.lines) if line.startswith(page.ROW)][:MAX_ROWS]
    split = [_split(table.lines[k]) for k in at]
    read_rows = [
        (
            row,
            table.records[k] if table.records else None,
            (lead, row, table.prices[k]) if table.prices is not None else None,
        )
        for k, (lead, row) in zip(at, split, strict=True)
    ]
    read_rows = [row for row in read_rows if any(row[0])]
    rows = [row for row, _, _ in read_rows]
    if len(rows) < 2 or max(map(len, rows)) < 2:
        return []
    found = _prices(rows, [prices for _, _, prices in read_rows])
    of_rows = [records for _, records, _ in read_rows]
    headless = _headless(rows, found, of_rows)
    header = [] if headless else rows[0]
    body = [(i, row) for i, row in enumerate(rows) if (i or headless) and len(row) >= 2]
    if not body:  # one row of cells over rows of one cell (a caption's, a note's): no plans
        return []
    kinds = [[_kind(cell, (i, j) in found) for j, cell in enumerate(row)] for i, row in body]
    if (
        not headless
        and _uniform_rows(kinds) >= _uniform_columns(kinds)
        and not _heads_fields(header)
    ):
        named = [p for p in _by_columns(header, body, found) if p.prices or p.features]
        # A matrix of ticks names its plans even where the cards above hold their prices.
        counts = any(p.prices for p in named) or any(
            f[:1] in (features.INCLUDED, features.EXCLUDED) for p in named for f in p.features
        )
    else:  # plans as rows: a list of what has prices, not a table of features
        named = [plan for plan in _by_rows(header, body, found, kinds, of_rows) if plan.prices]
        counts = True
    return named if len(named) >= 2 and counts else []


def _headless(rows: list[list[str]], found: Found, records: list[list[PriceRecord] | None]) -> bool:
    """Whether a table has no header row (its currency in a line above it): its first row is
    a product's, priced as the next row is (in the same columns, or by the page's records of
    amounts a caption signed), and named in its first cell. A comparison's header of plans
    and prices has rows of features under it, unpriced."""

    def priced(i: int) -> set[int]:
        cells = {j for j in range(len(rows[i])) if (i, j) in found}
        return cells or ({-1} if records[i] else set())

    first = priced(0)
    return bool(first) and 0 not in first and first == priced(1)


def _heads_fields(header: list[str]) -> bool:
    """Whether a column head past the first names a field of each row ("Fee | Price |
    Notes"): the rows are then the priced things, whatever the cells' kinds say."""
    return any(cell.strip(" :*").casefold() in _FIELD_HEADS for cell in header[1:])


def _prices(
    rows: list[list[str]], read: list[tuple[str, list[str], list[money.Money]] | None]
) -> Found:
    """Every cell's prices: from where the prices of each row's text are, where the page's
    scan found them, else from one scan of all the cells."""
    if all(line is not None for line in read):
        found: Found = {}
        for i, line in enumerate(read):
            for j, in_cell in _by_cell(*line).items() if line else ():
                found[(i, j)] = in_cell
        return found
    places = [(i, j) for i, row in enumerate(rows) for j in range(len(row))]
    scanned = money.prices_by_line([rows[i][j] for i, j in places])
    return {places[k]: prices for k, prices in scanned.items()}


def _by_cell(lead: str, row: list[str], prices: list[money.Money]) -> dict[int, list[money.Money]]:
    """A row's prices by cell, from where they are in the row's text as a reader sees it:
    what comes before its first cell, then its cells but the empty ones, `` | `` between
    them (``page.plain``; the line's spaces are already collapsed)."""
    found: dict[int, list[money.Money]] = {}
    if not prices:
        return found
    spans = cell_spans(lead, row)
    for price in prices:
        # A row has a few cells: a walk costs less than building an index to bisect.
        for column, start, end in spans:
            if start <= price.start < end:
                moved = money.Money(
                    price.amount, price.currency, price.start - start, price.end - start
                )
                found.setdefault(column, []).append(moved)
                break
    return found


def cell_spans(lead: str, row: list[str]) -> list[tuple[int, int, int]]:
    """Each non-empty cell's column, with where it starts and ends in the row's text as a
    reader sees it (``page.plain``: ``lead``, then the cells, `` | `` between them)."""
    spans, start = [], len(lead) + len(" | ") if lead else 0
    for column, cell in enumerate(row):
        if cell:
            spans.append((column, start, start + len(cell)))
            start += len(cell) + len(" | ")
    return spans


def _kind(cell: str, priced: bool) -> str:
    if not cell:
        return "empty"
    if priced:
        return "price"
    if _DIGIT.search(cell):  # no mark holds a digit
        return "quantity"
    if features.cell_mark(cell) is not None:
        return "mark"
    return "quantity" if features.is_limit(cell) else "text"


def _uniformity(groups: list[list[str]]) -> float:
    """How much each group's kinds agree, over the groups of two cells or more."""
    scores = []
    known: dict[tuple[str, ...], float | None] = {}  # most rows of a table repeat their kinds
    for group in map(tuple, groups):
        if group not in known:
            known[group] = _agreement(group)
        if (score := known[group]) is not None:
            scores.append(score)
    return sum(scores) / len(scores) if scores else 0.0


def _agreement(group: tuple[str, ...]) -> float | None:
    """The share of a group's filled cells of its most common kind; None for fewer than two
    filled cells."""
    filled = [kind for kind in group if kind != "empty"]
    return max(map(filled.count, set(filled))) / len(filled) if len(filled) >= 2 else None


def _uniform_rows(kinds: list[list[str]]) -> float:
    return _uniformity([row[1:] for row in kinds])


def _uniform_columns(kinds: list[list[str]]) -> float:
    width = max(map(len, kinds), default=0)
    return _uniformity([[row[j] for row in kinds if j < len(row)] for j in range(1, width)])


Body = list[tuple[int, list[str]]]


def _by_columns(header: list[str], body: Body, found: Found) -> list[Plan]:
    """Plans named by the header's cells; each row a feature (its first cell) of each."""
    offset = 1 if len(header) < max(len(row) for _, row in body) else 0  # no corner cell
    plans = []
    for j, title in enumerate(header):
        column = j + offset
        name = _column_name(title, found.get((0, j)))
        if column == 0 or not name:
            continue
        prices = _priced(title, found.get((0, j)), name, "")
        lines = []
        for i, row in body:
            if column < len(row):
                prices += _priced(row[column], found.get((i, column)), name, row[0])
                lines.append(_feature(row[0], row[column], (i, column) in found))
        plans.append(Plan(name, tuple(prices), _kept(lines)))
    return plans


def _by_rows(
    header: list[str],
    body: Body,
    found: Found,
    kinds: list[list[str]],
    records: list[list[PriceRecord] | None],
) -> list[Plan]:
    """Plans named by each row's first cell; the header names each column's feature. A
    row's prices are the records the page's table has for it (a row is a plan there too)."""
    plans: list[Plan] = []
    memo: dict[str, str | None] = {}
    for (i, row), kinds_of_row in zip(body, kinds, strict=True):
        name = _row_name(row, i, found)
        if not name:
            continue
        read = records[i]
        if read and all(of_plan(r.label, name) and r.period is not None for r in read):
            prices = list(read)  # most rows: the records are the plan's as they are
        else:
            undated = read is not None and any(record.period is None for record in read)
            periods = _column_periods(header, row, i, found) if undated else {}
            prices = [_with_period(r, name, periods) for r in read or ()]
        lines: list[str | None] = []
        kinds_of_row = _as_terms(
            kinds_of_row, [found.get((i, j), []) for j in range(len(row))], read
        )
        for j in range(1, len(row)):
            kind, cell = kinds_of_row[j], row[j]
            label = header[j] if j < len(header) else ""
            if kind == "quantity":  # not its button's words
                text = f"{label}: {cell}" if label else cell
            elif kind == "mark" and label:
                text = f"{features.cell_mark(cell)} {label}"
            else:
                if read is None and (kind == "price" or kind == "text"):
                    prices += _priced(cell, found.get((i, j)), name, label)
                continue
            if text not in memo:  # a table's rows repeat their values
                memo[text] = features.normalised(text)
            lines.append(memo[text])
        plans.append(Plan(name, tuple(prices), _kept(lines)))
    return plans


def _as_terms(
    kinds: list[str], found: list[list[money.Money]], read: list[PriceRecord] | None
) -> list[str]:
    """A row's cells' kinds, a cell of amounts the page's reading of the row took for no
    price (an excess, a benefit's cap: "通算2,000万円まで") a quantity: a term of the plan."""
    if read is None:
        return kinds
    amounts = {record.amount for record in read}
    return [
        "quantity" if kind == "price" and not any(p.amount in amounts for p in found[j]) else kind
        for j, kind in enumerate(kinds)
    ]


def _column_periods(header: list[str], row: list[str], i: int, found: Found) -> dict[object, str]:
    """The period each amount of a row has by its column's name (``月額``, ``Annual``)."""
    periods: dict[object, str] = {}
    for j in range(1, min(len(row), len(header))):
        for price in found.get((i, j), ()):
            if (period := _label_period(header[j])) is not None:
                periods.setdefault(price.amount.normalize(), period)
    return periods


def _with_period(record: PriceRecord, name: str, periods: dict[object, str]) -> PriceRecord:
    """A row's record as its plan's, with the period its column names if it has none."""
    period = record.period
    if period is None and record.amount is not None:
        period = periods.get(record.amount.normalize())
    label = record.label if of_plan(record.label, name) else name
    if label == record.label and period == record.period:
        return record
    return replace(record, label=label, period=period)


def _name(cell: str, prices: list[money.Money] | None) -> str:
    """A plan's name from its cell (the words before a price in it: ``Pro $12/mo``)."""
    name = cell[: prices[0].start].strip(" :-|") if prices else cell
    return name if len(name) <= _NAME_CHARS else ""


def _row_name(row: list[str], i: int, found: Found) -> str:
    """A row's plan name from its first cell; all of it where it is a bracket of amounts
    whose price a later cell holds ("da 22.000,01 € a 30.000,00 € | 450,00 €")."""
    head = found.get((i, 0))
    bracket = head and len(row[0]) <= _NAME_CHARS and bracket_head(row[0])
    if bracket and any((i, j) in found for j in range(1, len(row))):
        return row[0]
    return _name(row[0], head)


def _column_name(cell: str, prices: list[money.Money] | None) -> str:
    """A plan's name from its column's header cell: the words before its price, else those
    after its one price and its period, where the price stands above the name (a
    marketplace's packages, "£45 | Basic", and cards that lead with the amount: "$29/mo
    Pro")."""
    name = _name(cell, prices)
    if name or not prices or len(prices) != 1:
        return name
    after = cell[money.period_end(cell, prices[0].end) :].strip(" :-|")
    return after if len(after) <= _NAME_CHARS else ""


def _priced(
    cell: str, prices: list[money.Money] | None, name: str, label: str
) -> list[PriceRecord]:
    """The prices in a cell, as records of plan ``name``; the period from the cell, else
    from its feature's ``label`` (a row named "Annual")."""
    if not prices:
        return (
            [PriceRecord(label=name, amount=None)]
            if cell and money.CONTACT_SALES.search(cell)
            else []
        )
    records = []
    for price in prices:
        period = money.period_after(cell, price.end) or money.period_before(cell, price.start)
        period = money.with_unit_before(period, cell, price.start)
        if period is None and len(prices) == 1:
            period = money.period_in(cell) or (_label_period(label) if label else None)
        records.append(
            PriceRecord(label=name, amount=price.amount, currency=price.currency, period=period)
        )
    return records


@functools.lru_cache(maxsize=256)
def _label_period(label: str) -> str | None:
    return money.period_from_words(label)


def _feature(label: str, value: str, priced: bool) -> str | None:
    mark = features.cell_mark(value)
    if mark is not None:
        return features.normalised(f"{mark} {label}") if label else None
    if not value or priced or money.CONTACT_SALES.search(value):
        return None
    text = f"{label}: {value}" if label else value
    return features.normalised(text) or (text if len(text) <= features.MAX_CHARS else None)


def _kept(lines: list[str | None]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(line for line in lines if line))
