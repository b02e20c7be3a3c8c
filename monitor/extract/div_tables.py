"""Comparison grids written in ``<div>``s: a shop's "compare products" page or a plan
comparison laid out with CSS grid (rows of ``display: contents``), with no ``<table>`` and no
ARIA roles. A row of the products' heads (each with its price), then rows of a label and one
value per product ("Gwarancja | 24 miesiące | 24 miesiące | 36 miesięcy"). Given the roles
of an ARIA grid, ``plans`` reads each value as its column's feature, as it reads a table's.

A grid of plan cards has the same shape turned (a card per child, a part of it per
grandchild), but each of its "rows" holds a price: here the value rows hold none, and the
head row holds one price per product.
"""

import itertools

from selectolax.lexbor import LexborNode

from monitor.extract import money

# Fewest value rows and columns (a label and two products) that make a grid a comparison.
_FEWEST_ROWS = 3
_FEWEST_CELLS = 3
_MOST_CELLS = 9
_LONGEST_VALUE = 160  # a cell's text: a spec's value, not a product's description
_MOST_CONTAINERS = 4000  # elements looked at in a region: a page's grids are near its top
# Tags a value cell holds only as inline text: a cell with a block in it is a card's part.
_BLOCKS = frozenset(
    {"div", "section", "article", "ul", "ol", "table", "p", "dl", "form", "h1", "h2", "h3"}
)


# Characters of cells' text read in all: a cell may hold the rest of a page nested in it, and
# a page of grids nested in grids would read each level's again.
_TEXT_BUDGET = 1_000_000


def mark(nodes: list[LexborNode]) -> bool:
    """Give each comparison grid in the region ``nodes`` an ARIA grid's roles; whether any
    was found."""
    found = False
    budget = [_TEXT_BUDGET]
    containers = (container for node in nodes for container in node.css("div"))
    for container in itertools.islice(containers, _MOST_CONTAINERS):
        if budget[0] <= 0:
            break
        rows = _rows(container, budget)
        if rows:
            _give_roles(container, rows)
            found = True
    return found


def _kids(node: LexborNode) -> list[LexborNode]:
    return [kid for kid in node.iter(include_text=False) if kid.tag != "-comment"]


def _rows(container: LexborNode, budget: list[int]) -> list[list[LexborNode]]:
    """The head row and the value rows of ``container`` if it is a comparison grid: its
    children of one count of cells, the first with a price in each cell but its first (the
    labels' column's, which has none), the others of short text without a block or a price.
    The cells' text read is taken from ``budget``."""
    if container.attrs.get("role"):
        return []
    rows = [cells for kid in _kids(container) if (cells := _kids(kid))]
    rows = [cells for cells in rows if _FEWEST_CELLS <= len(cells) <= _MOST_CELLS]
    if len(rows) <= _FEWEST_ROWS:
        return []
    width = len(rows[0])
    values = [cells for cells in rows[1:] if len(cells) == width and _values(cells, budget)]
    if len(values) < _FEWEST_ROWS:
        return []
    heads = [_text(cell, budget) for cell in rows[0]]
    if money.first_price(heads[0]) or not all(map(money.first_price, heads[1:])):
        return []
    return [rows[0], *values]


def _text(cell: LexborNode, budget: list[int]) -> str:
    text = cell.text(separator=" ")
    budget[0] -= len(text)
    return text


def _values(cells: list[LexborNode], budget: list[int]) -> bool:
    """Whether ``cells`` are a value row's: a label, then values, each short text alone."""
    if any(kid.tag in _BLOCKS for cell in cells for kid in cell.iter(include_text=False)):
        return False
    for cell in cells:
        text = _text(cell, budget)
        if len(text) > _LONGEST_VALUE or money.first_price(text):
            return False
    return bool(cells[0].text().strip())


def _give_roles(container: LexborNode, rows: list[list[LexborNode]]) -> None:
    container.attrs["role"] = "table"
    for index, cells in enumerate(rows):
        row = cells[0].parent
        if row is not None:
            row.attrs["role"] = "row"
        for cell in cells:
            cell.attrs["role"] = "cell" if index else "columnheader"
