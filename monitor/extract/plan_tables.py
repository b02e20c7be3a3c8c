"""Plans read from a comparison table, in either orientation. Pure functions over the marked
lines of ``monitor.extract.page`` (a row per line, its cells marked).

Which way a table runs is read from its cells, not its words: along the axis of plans, the
cells of one feature are of one kind (all prices, all ticks, all quantities), and across it,
one plan's cells are of many kinds. So the orientation whose lines of cells are the more
uniform names the plans on the other axis: the header row's cells (plans as columns), or
each row's first cell (plans as rows).
"""

import re
from collections import Counter
from dataclasses import replace

from monitor.extract import features, money, page
from monitor.extract.plans import Plan
from monitor.extract.prices import PriceRecord, from_lines

MAX_ROWS = 400
MAX_COLUMNS = 40
_NAME_CHARS = 60
_MARKS = re.compile(f"[{page.HEADINGS}{page.ROW}]")


def cells(line: str) -> list[str]:
    """The cells of a row's marked line, empty ones kept (their place says their column)."""
    parts = _MARKS.sub("", line).split(page.CELL)
    return [" ".join(part.split()) for part in parts[1:]][:MAX_COLUMNS]


def read(lines: list[str]) -> list[Plan]:
    """The plans of a table's lines; none when it names fewer than two."""
    rows = [cells(line) for line in lines if line.startswith(page.ROW)][:MAX_ROWS]
    rows = [row for row in rows if any(row)]
    if len(rows) < 2 or max(map(len, rows)) < 2:
        return []
    header, body = rows[0], [row for row in rows[1:] if len(row) >= 2]
    kinds = [[_kind(cell) for cell in row] for row in body]
    if _uniform_rows(kinds) >= _uniform_columns(kinds):
        named = [plan for plan in _by_columns(header, body) if plan.prices or plan.features]
        # A matrix of ticks names its plans even where the cards above hold their prices.
        counts = any(p.prices for p in named) or any(
            f[:1] in (features.INCLUDED, features.EXCLUDED) for p in named for f in p.features
        )
    else:  # plans as rows: a list of what has prices, not a table of features
        named = [plan for plan in _by_rows(header, body) if plan.prices]
        counts = True
    return named if len(named) >= 2 and counts else []


def _kind(cell: str) -> str:
    if not cell:
        return "empty"
    if money.read_price(cell) is not None:
        return "price"
    if features.cell_mark(cell) is not None:
        return "mark"
    return "quantity" if features.is_limit(cell) else "text"


def _uniformity(groups: list[list[str]]) -> float:
    """How much each group's kinds agree, over the groups of two cells or more."""
    scores = []
    for group in groups:
        filled = [kind for kind in group if kind != "empty"]
        if len(filled) >= 2:
            scores.append(Counter(filled).most_common(1)[0][1] / len(filled))
    return sum(scores) / len(scores) if scores else 0.0


def _uniform_rows(kinds: list[list[str]]) -> float:
    return _uniformity([row[1:] for row in kinds])


def _uniform_columns(kinds: list[list[str]]) -> float:
    width = max(map(len, kinds), default=0)
    return _uniformity([[row[j] for row in kinds if j < len(row)] for j in range(1, width)])


def _by_columns(header: list[str], body: list[list[str]]) -> list[Plan]:
    """Plans named by the header's cells; each row a feature (its first cell) of each."""
    offset = 1 if len(header) < max(map(len, body)) else 0  # a header without a corner cell
    plans = []
    for j, title in enumerate(header):
        column = j + offset
        if column == 0:
            continue
        name, prices = _name_and_prices(title)
        if not name:
            continue
        lines = []
        for row in body:
            if column < len(row):
                prices += _priced(row[column], name, row[0])
                lines.append(_feature(row[0], row[column]))
        plans.append(Plan(name, tuple(prices), _kept(lines)))
    return plans


def _by_rows(header: list[str], body: list[list[str]]) -> list[Plan]:
    """Plans named by each row's first cell; the header names each column's feature."""
    plans = []
    for row in body:
        name, prices = _name_and_prices(row[0])
        if not name:
            continue
        lines = []
        for j, cell in enumerate(row[1:], start=1):
            label = header[j] if j < len(header) else ""
            found = _priced(cell, name, label)
            prices += found
            if not found and (features.is_limit(cell) or features.cell_mark(cell)):
                lines.append(_feature(label, cell))  # not its button's words
        plans.append(Plan(name, tuple(prices), _kept(lines)))
    return plans


def _name_and_prices(cell: str) -> tuple[str, list[PriceRecord]]:
    """A plan's name from its cell (the words before a price in it: ``Pro $12/mo``)."""
    found = money.prices_by_line([cell]).get(0)
    name = cell[: found[0].start].strip(" :-|") if found else cell
    if len(name) > _NAME_CHARS:
        return "", []
    return name, _priced(cell, name, "") if found else []


def _priced(cell: str, name: str, label: str) -> list[PriceRecord]:
    """The prices in a cell, as records of plan ``name``; the period from the cell, else
    from its feature's ``label`` (a row named "Annual")."""
    if not cell or money.read_price(cell) is None:
        return [PriceRecord(name, None)] if cell and money.CONTACT_SALES.search(cell) else []
    records = from_lines([cell], [cell])
    period = money.period_from_words(label) if label else None
    return [replace(r, label=name, period=r.period or period) for r in records]


def _feature(label: str, value: str) -> str | None:
    mark = features.cell_mark(value)
    if mark is not None:
        return features.normalised(f"{mark} {label}") if label else None
    if not value:
        return None
    if money.read_price(value) is not None or money.CONTACT_SALES.search(value):
        return None
    text = f"{label}: {value}" if label else value
    return features.normalised(text) or (text if len(text) <= features.MAX_CHARS else None)


def _kept(lines: list[str | None]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(line for line in lines if line))
