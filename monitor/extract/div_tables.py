"""Comparison grids written in ``<div>``s: a shop's "compare products" page or a plan
comparison laid out with CSS grid (rows of ``display: contents``), with no ``<table>`` and no
ARIA roles. A row of the products' heads (each with its price), then rows of a label and one
value per product ("Gwarancja | 24 miesiące | 24 miesiące | 36 miesięcy"). Given the roles
of an ARIA grid, ``plans`` reads each value as its column's feature, as it reads a table's.

A grid of plan cards has the same shape turned (a card per child, a part of it per
grandchild), but each of its "rows" holds a price: here the value rows hold none, and the
head row holds one price per product.

A price list of divs is the other way round: a head row of words ("Ligação | Normal (€) |
Jovem (€)", "Tarif | Preis / Monat"), then a row per product, its name first and its
amounts after it, often bare ("Setúbal \u2013 Troia | 4,50 | 2,25"). Rows are told by their
repeated shape (siblings of one count of cells), columns by position, as a table's are; the
roles let the currency or the period a head names reach the amounts under it.
"""

import itertools
from collections.abc import Callable

from selectolax.lexbor import LexborNode

from monitor.extract import money, signed_columns

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
Rows = list[list[LexborNode]]


def mark(nodes: list[LexborNode]) -> bool:
    """Give each comparison grid and each price list in the region ``nodes`` an ARIA grid's
    roles; whether any was found."""
    return _mark(nodes, _any_rows)


def mark_price_lists(nodes: list[LexborNode]) -> bool:
    """Give each price list in the region ``nodes`` an ARIA grid's roles; whether any was
    found. (A comparison grid's head row of products is no row of prices: read as a table's,
    its products took the name of the cell above their labels, "Show differences only".)"""
    return _mark(nodes, _price_rows)


def _any_rows(container: LexborNode, budget: list[int]) -> Rows:
    return _rows(container, budget) or _price_rows(container, budget)


def _mark(nodes: list[LexborNode], find: Callable[[LexborNode, list[int]], Rows]) -> bool:
    found = False
    budget = [_TEXT_BUDGET]
    containers = (container for node in nodes for container in node.css("div"))
    for container in itertools.islice(containers, _MOST_CONTAINERS):
        if budget[0] <= 0:
            break
        rows = find(container, budget)
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


def _price_rows(container: LexborNode, budget: list[int]) -> list[list[LexborNode]]:
    """The head row and the product rows of ``container`` if it is a price list of divs: rows
    of inline cells (a card's heading, list or button is none), a head of words without an
    amount, then at least two rows of its width whose first cell names a product and whose
    others hold an amount. Rows may be grouped in one wrapper each (a head's, a body's)."""
    kids = _kids(container)
    # Rows are divs: a head's and two products' (or a head's wrapper and a body's), and most
    # of a page's divs hold fewer, so their grandchildren are never listed.
    if container.attrs.get("role") or sum(kid.tag == "div" for kid in kids) < _FEWEST_PRICED:
        return []
    rows = [cells for kid in _grouped(kids) if (cells := _cells(kid))]
    for index, cells in enumerate(rows[: len(rows) - _FEWEST_PRICED + 1]):
        if not _priced(cells, budget):
            continue
        head = rows[index - 1] if index else []
        priced = list(itertools.takewhile(lambda row: _priced(row, budget), rows[index:]))
        if (
            len(head) == len(cells)
            and _set_apart(head, cells)
            and len(priced) >= _FEWEST_PRICED
            and all(len(row) == len(head) for row in priced)
            and not any(_amount(_text(cell, budget)) for cell in head)
        ):
            return [head, *priced]
        return []
    return []


_FEWEST_PRICED = 2
# Tags a price list's cell is: a card's parts are headings, paragraphs, lists and buttons.
_CELL_TAGS = frozenset({"div", "span", "strong", "b", "em", "small", "data", "time", "output"})


def _set_apart(head: list[LexborNode], cells: list[LexborNode]) -> bool:
    """Whether the row of ``head`` is marked up as a head beside the row of ``cells``: in a
    wrapper of its own, of another class, or with cells of another kind (``columnheader``,
    ``<strong>``). A service priced in words ("Consultation | 20 min | free") is a row like
    the others, not a head over them."""
    top, row = head[0].parent, cells[0].parent
    if top is None or row is None or top.parent is None or row.parent is None:
        return False
    return (
        top.parent.mem_id != row.parent.mem_id
        or _kind(top) != _kind(row)
        or list(map(_kind, head)) != list(map(_kind, cells))
    )


def _kind(node: LexborNode) -> tuple[str, str | None, str | None]:
    return node.tag or "", node.attrs.get("class"), node.attrs.get("role")


def _grouped(children: list[LexborNode]) -> list[LexborNode]:
    """``children``, with those of a wrapper of rows in its place."""
    kids = []
    for kid in children:
        inner = _kids(kid) if kid.tag == "div" else []
        kids.extend(inner if inner and all(map(_cells, inner)) else [kid])
    return kids


def _cells(row: LexborNode) -> list[LexborNode]:
    """The cells of ``row`` if it may be a price list's: two to a few inline boxes."""
    if row.tag != "div":
        return []
    cells = _kids(row)
    if not 2 <= len(cells) <= _MOST_CELLS or any(cell.tag not in _CELL_TAGS for cell in cells):
        return []
    inline = all(kid.tag not in _BLOCKS for cell in cells for kid in cell.iter(include_text=False))
    return cells if inline else []


def _priced(cells: list[LexborNode], budget: list[int]) -> bool:
    """Whether ``cells`` are a product's row: its name, then short cells, one an amount."""
    texts = [_text(cell, budget).strip() for cell in cells]
    if any(len(text) > _LONGEST_VALUE for text in texts) or not _named(texts[0]):
        return False
    return any(map(_amount, texts[1:]))


def _named(text: str) -> bool:
    """Whether a row's first cell names its product: words, which may quote money ("Credit
    3 000 K\u010d"), not an amount."""
    return any(char.isalpha() for char in text) and not signed_columns.amount_alone(text)


def _amount(text: str) -> bool:
    return signed_columns.amount_alone(text) or money.first_price(text) is not None


def _give_roles(container: LexborNode, rows: list[list[LexborNode]]) -> None:
    container.attrs["role"] = "table"
    for index, cells in enumerate(rows):
        row = cells[0].parent
        if row is not None:
            row.attrs["role"] = "row"
        for cell in cells:
            cell.attrs["role"] = "cell" if index else "columnheader"
