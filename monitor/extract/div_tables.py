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
roles let the currency or the period a head names reach the amounts under it. Its head may
be two rows (zones or durations over fares), or none (its currency in a line above it: "Alle
Preise in CHF pro Monat"). A flat CSS grid has no element per row: its cells are all the
grid's children, and its columns (stated in its style, else told by the rows' shape) say
where each row ends. Its rows may be sections or a list's items, its cells paragraphs; a
fee schedule's cells are rates or a waived fee, its rows named by their tiers' bounds
("$0 - $50,000 | 0.40% | 0.60%"). A reader sees a row's cells apart, however the markup
glues them.
"""

import itertools
import re
from collections import Counter
from collections.abc import Callable

from selectolax.lexbor import LexborNode

from monitor.extract import layout, money, nodes, phrases, signed_columns

# Fewest value rows and columns (a label and two products) that make a grid a comparison.
_FEWEST_ROWS = 3
_FEWEST_CELLS = 3
_MOST_CELLS = 9
_LONGEST_VALUE = 160  # a cell's text: a spec's value, not a product's description
_MOST_CONTAINERS = 4000  # elements looked at in a region: a page's grids are near its top
_MOST_ROWS = 1000  # a price list's rows, however long its fare or parts list
# A row's and a list's tags: a section is a box like a div to a reader, and so is a custom
# element (``_box``).
_BOXES = frozenset({"div", "section"})
# A list's items are rows as well, in a list that wraps them.
_ROWS = _BOXES | {"li"}
_WRAPPERS = _BOXES | {"ul", "ol"}
# A description list of names and amounts (<dt>, <dd>) is a price list's rows too.
_CONTAINERS = _WRAPPERS | {"dl"}
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
    return _mark(nodes, _lists)


def _any_rows(container: LexborNode, budget: list[int], kids: list[LexborNode]) -> Rows:
    return _rows(container, budget, kids) or _lists(container, budget, kids)


def _lists(container: LexborNode, budget: list[int], kids: list[LexborNode]) -> Rows:
    return _price_rows(container, budget, kids) or _flat_rows(container, budget, kids)


def _mark(
    nodes: list[LexborNode], find: Callable[[LexborNode, list[int], list[LexborNode]], Rows]
) -> bool:
    found = False
    budget = [_TEXT_BUDGET]
    containers = (
        container for node in nodes for container in node.traverse() if _box(container, _CONTAINERS)
    )
    for container in itertools.islice(containers, _MOST_CONTAINERS):
        if budget[0] <= 0:
            break
        # Its children, listed once for every pass over it (reading adds no element). A box
        # around one child (most of a page's) is no grid, no list and no row of cells.
        kids = _kids(container)
        if len(kids) < _FEWEST_PRICED:
            continue
        rows = find(container, budget, kids)
        if rows:
            _give_roles(container, rows)
            found = True
        else:
            _space_cells(budget, kids)
    return found


def _space_cells(budget: list[int], kids: list[LexborNode]) -> None:
    """A space between each two touching cells of the rows of a container (its ``kids``)
    that repeat one shape (two or more of the same cells), where the two are not one price's
    parts: a row's cells are apart to a reader, laid out side by side. Glued, a tier's
    quantity ran into its price ("3\u20135 stk.229,00 kr.") and a network's name into the
    minimum after it ("ERC-2020 USDT")."""
    if not _may_be_rows(kids):
        return
    rows = [cells for kid in _grouped(kids) if (cells := _cells(kid))]
    shapes = Counter(tuple(map(_kind, cells)) for cells in rows)
    for cells in rows:
        if shapes[tuple(map(_kind, cells))] < _FEWEST_PRICED:
            continue
        for cell, after in itertools.pairwise(cells):
            if _touching(cell, after) and layout.apart(
                _text(cell, budget).strip(), _text(after, budget).strip()
            ):
                cell.insert_after(" ")


def _touching(cell: LexborNode, after: LexborNode) -> bool:
    """Whether ``after`` follows ``cell`` with no space between them (extraction's marks are
    none)."""
    beside = layout.next_item(cell)
    return beside is not None and beside.mem_id == after.mem_id


def _box(node: LexborNode, tags: frozenset[str]) -> bool:
    """Whether ``node`` is one of ``tags`` or a custom element: a framework's grid is written
    in its components (Ionic's ``<ion-row>``, Angular Material's ``<mat-row>``), which its
    stylesheet lays out as a div's rows and cells."""
    tag = node.tag or ""
    return tag in tags or ("-" in tag and not tag.startswith("-"))


def _kids(node: LexborNode) -> list[LexborNode]:
    return [kid for kid in node.iter(include_text=False) if kid.tag != "-comment"]


def _rows(
    container: LexborNode, budget: list[int], kids: list[LexborNode]
) -> list[list[LexborNode]]:
    """The head row and the value rows of ``container`` (whose children are ``kids``) if it
    is a comparison grid: its children of one count of cells, the first with a price in each
    cell but its first (the labels' column's, which has none), the others of short text
    without a block or a price. The cells' text read is taken from ``budget``."""
    if container.attrs.get("role") or len(kids) > _MOST_ROWS:
        return []
    rows = [cells for kid in kids if (cells := _kids(kid))]
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
    """``cell``'s text, its runs apart and collapsed: a sign boxed after a no-break space
    (``12,00&nbsp;<span>\u20ac</span>``) read "12,00\u00a0 \u20ac", no price, and its list
    no list."""
    text = nodes.read(cell, " ")
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


def _price_rows(
    container: LexborNode, budget: list[int], kids: list[LexborNode]
) -> list[list[LexborNode]]:
    """The head row and the product rows of ``container`` (whose children are ``kids``) if it
    is a price list of divs: rows
    of inline cells (a card's heading, list or button is none), a head of words without an
    amount, then at least two rows of its width whose first cell names a product and whose
    others hold an amount. Rows may be grouped in one wrapper each (a head's, a body's)."""
    # Rows are divs: a head's and two products' (or a head's wrapper and a body's), and most
    # of a page's divs hold fewer, so their grandchildren are never listed.
    if container.attrs.get("role") or not _may_be_rows(kids):
        return []
    rows = [cells for kid in _grouped(kids) if (cells := _cells(kid))]
    if _one_wrappers(container, rows):
        return []
    for index, cells in enumerate(rows[: len(rows) - _FEWEST_PRICED + 1]):
        if not _priced(cells, budget):
            continue
        if not index:
            return _headless(rows, budget)
        heads = _heads(rows[max(0, index - 2) : index], cells, budget)
        body = _body(rows[index:], cells, budget)
        priced = [row for row in body if _priced(row, budget)]
        return [*heads, *body] if heads and _charged(body, priced, budget) else []
    return []


def _may_be_rows(kids: list[LexborNode]) -> bool:
    """Whether ``kids`` are as many as a price list's rows: two or more, and not a feed's or a
    catalogue's thousands, whose cells would each be read again on every pass."""
    return len(kids) <= _MOST_ROWS and sum(_box(kid, _ROWS) for kid in kids) >= _FEWEST_PRICED


def _one_wrappers(container: LexborNode, rows: Rows) -> bool:
    """Whether every one of ``rows`` is a child of one wrapper inside ``container``: that
    wrapper is the list, read as a container of its own (a section's title box beside it
    counted as a row, and the list was marked twice, a table in a table, its columns' heads
    lost)."""
    wrappers = {
        wrapper.mem_id
        for cells in rows
        if cells and (row := cells[0].parent) is not None and (wrapper := row.parent) is not None
    }
    return len(wrappers) == 1 and container.mem_id not in wrappers


def _charged(body: Rows, priced: Rows, budget: list[int]) -> bool:
    """Whether a list's ``body`` rows, of which ``priced`` say what something costs, are a
    price list's: two or more, those priced as wide as the first, with money in them. A
    plan's price may be one row over its features' ("Pr\u00e4mie | \u20ac 38,90 | \u20ac 52,40"
    over "Glasbruch | \u2013 | \u2713"); rates alone are a spec sheet's ("E-vitamin | 6 mg |
    50 %"), a fee schedule names the money its rates are of ("0 \u20ac bis 50.000 \u20ac |
    0,25 %")."""
    return (
        len(body) >= _FEWEST_PRICED
        and all(len(row) == len(priced[0]) for row in priced)
        and any(_holds_amount(row, budget) for row in priced)
    )


def _body(rows: Rows, cells: list[LexborNode], budget: list[int]) -> Rows:
    """The rows of a price list from its first product's ``cells`` on: those priced, and
    those of their shape without an amount right after them, as a table's rows are all its
    own: a plan on request ("Enterprise | Contact us"), a feature's ("Glasbruch | \u2013 |
    \u2713"), the buttons' under the plans, whose states are theirs."""
    body = [cells]
    for row in rows[1:]:
        if not (_priced(row, budget) or _alike(row, body[-1])):
            break
        body.append(row)
    return body


def _alike(row: list[LexborNode], above: list[LexborNode]) -> bool:
    """Whether ``row`` is the next row of the same list as ``above``: its element right
    after the row above, of the same tag, with as many cells of the same tags, the first
    naming its item or empty. (Classes tell a row apart: a plan's price row is set bold.)"""
    element, before = row[0].parent, above[0].parent
    first = row[0].text().strip()
    return (
        element is not None
        and before is not None
        and element.tag == before.tag
        and _right_after(element, before)
        and [cell.tag for cell in row] == [cell.tag for cell in above]
        and (not first or _named(first))
    )


def _right_after(node: LexborNode, before: LexborNode) -> bool:
    """Whether ``node`` is the element right after ``before``, with no words between them."""
    previous = node.prev
    while previous is not None and previous.tag in ("-text", "-comment"):
        if previous.tag == "-text" and not layout.empty(previous):
            return False
        previous = previous.prev
    return previous is not None and previous.mem_id == before.mem_id


def _headless(rows: Rows, budget: list[int]) -> Rows:
    """An empty head and the rows of a price list without a head row, its currency or
    period named in a line above it ("Alle Preise in CHF pro Monat"): rows of one kind, each
    a name and amounts, one at least bare and written as money (a list of signed prices reads
    as lines; a spec's counts, "Users | 1 | 5", are no money)."""
    texts = [[_text(cell, budget).strip() for cell in row] for row in rows]
    kinds = {(_kind(row[0].parent), len(row)) for row in rows if row[0].parent is not None}
    if len(rows) < _FEWEST_PRICED or len(kinds) != 1 or not all(map(_flat_priced, texts)):
        return []
    bare = any(signed_columns.written_as_money(text) for row in texts for text in row[1:])
    return [[], *rows] if bare else []


def _heads(above: Rows, cells: list[LexborNode], budget: list[int]) -> Rows:
    """The head rows over a price list's first product's ``cells``: the row right above, of
    words set apart from them, as wide, or one cell narrower under a row of groups whose first
    cell spans both ("Ticket" beside "Zone 1 | Zone 1+2" over "Voll | Erm\u00e4\u00dfigt |
    ..."); with the row of groups over it where there is one (zones or durations over fares)."""
    heads = [row for row in above if _set_apart(row, cells) and not _holds_amount(row, budget)]
    if not heads or heads[-1] is not above[-1]:
        return []
    head, groups = heads[-1], heads[:-1]
    if groups and 1 < len(groups[0]) < len(head) + 1 and len(head) >= len(cells) - 1:
        return [groups[0], head]
    return [head] if len(head) == len(cells) else []


def _holds_amount(cells: list[LexborNode], budget: list[int]) -> bool:
    return any(_amount(_text(cell, budget)) for cell in cells)


_FEWEST_PRICED = 2
# Tags a price list's cell is: a card's parts are headings, lists and buttons.
_CELL_TAGS = frozenset(
    {*_BOXES, "p", "span", "strong", "b", "em", "small", "data", "time", "output", "dt", "dd"}
)


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
        inner = _kids(kid) if _box(kid, _WRAPPERS) else []
        kids.extend(inner if inner and all(map(_cells, inner)) else [kid])
    return kids


def _cells(row: LexborNode) -> list[LexborNode]:
    """The cells of ``row`` if it may be a price list's: two to a few inline boxes."""
    if not _box(row, _ROWS):
        return []
    cells = [kid for kid in _kids(row) if not _icon(kid)]
    if not 2 <= len(cells) <= _MOST_CELLS or not all(_box(cell, _CELL_TAGS) for cell in cells):
        return []
    return cells if _inline(cells) else []


def _icon(node: LexborNode) -> bool:
    """Whether ``node`` is a row's icon, no cell: a picture or a glyph without text."""
    return node.tag in _ICON_TAGS and not node.text().strip()


_ICON_TAGS = frozenset({"i", "img", "svg", "picture"})


def _priced(cells: list[LexborNode], budget: list[int]) -> bool:
    """Whether ``cells`` are a product's row: its name, then short cells, one a charge."""
    texts = [_text(cell, budget).strip() for cell in cells]
    if any(len(text) > _LONGEST_VALUE for text in texts) or not _named(texts[0]):
        return False
    return any(map(_charge, texts[1:]))


def _charge(text: str) -> bool:
    """Whether a cell says what something costs: an amount, a rate alone (a fee's "0,25 %",
    "2.99%") or the word for free (a fee waived: "Free", "kostenlos")."""
    return _amount(text) or _RATE.fullmatch(text) is not None or phrases.free_alone(text)


_RATE = re.compile(r"\d{1,3}(?:[.,]\d{1,4})?\s?%")


def _named(text: str) -> bool:
    """Whether a row's first cell names its product: words, which may quote money ("Credit
    3 000 K\u010d"), or a tier's bounds in money ("$0 - $50,000", "\u2265 1 000 \u20ac"); not an
    amount."""
    if signed_columns.amount_alone(text):
        return False
    return any(char.isalpha() for char in text) or _bounds(text)


def _bounds(text: str) -> bool:
    """Whether ``text`` is money and the marks that bound a range or a tier, nothing else."""
    found = money.prices_by_line([text]).get(0, [])
    rest = text
    for price in reversed(found):
        rest = rest[: price.start] + rest[price.end :]
    return bool(found) and bool(rest.strip()) and _BOUND_MARKS.fullmatch(rest) is not None


_BOUND_MARKS = re.compile(r"[\s\-+<>~\u2013\u2014\u2264\u2265]*")


def _amount(text: str) -> bool:
    return signed_columns.amount_alone(text) or money.first_price(text) is not None


def _flat_rows(container: LexborNode, budget: list[int], cells: list[LexborNode]) -> Rows:
    """The head rows and the product rows of ``container`` if it is a price list laid out as
    one CSS grid: every cell a child of it, no element per row ("Billett | Erwachsene |
    Kinder | Einzelfahrt | 4.40 | 2.20 | ..."). Its rows are runs of cells as wide as its
    columns: as its style says (``grid-template-columns``, ``grid-cols-3``), else the fewest
    that make rows of one shape, each a product's, under one or two heads of words (zones or
    durations spanning columns over fares). A list without a head (its currency or period in
    a line above it) has an empty head. ``cells`` are its children."""
    if container.attrs.get("role") or len(cells) < 2 * _FEWEST_PRICED:
        return []
    if not all(_box(cell, _CELL_TAGS) for cell in cells) or not _inline(cells):
        return []
    if _loose_text(container):  # a paragraph's words between bold names and amounts
        return []
    texts = [_text(cell, budget).strip() for cell in cells]
    spans = [_span(cell) for cell in cells]
    stated = _stated_columns(container)
    for width in [stated] if stated else range(2, _MOST_CELLS + 1):
        runs = _runs(spans, width)
        if runs is None:
            continue
        rows = [[texts[c] for c in run] for run in runs]
        heads = runs[: len(list(itertools.takewhile(lambda row: not _flat_priced(row), rows[:2])))]
        body = runs[len(heads) :]
        if _flat_list(cells, texts, heads, body):
            return [[cells[c] for c in run] for run in [*(heads or [[]]), *body]]
    return []


def _loose_text(container: LexborNode) -> bool:
    """Whether ``container`` holds words of its own, outside its children: a grid's cells
    are all its text."""
    return any(
        kid.tag == "-text" and (kid.text_content or "").strip()
        for kid in container.iter(include_text=True)
    )


def _flat_list(
    cells: list[LexborNode], texts: list[str], heads: list[list[int]], body: list[list[int]]
) -> bool:
    """Whether a flat grid's ``body`` runs (of cell numbers) are a price list's rows: of one
    shape, each a product's, under ``heads`` of words, or without a head where an amount is
    bare and written as money (a spec's counts are no money)."""
    if len(body) < _FEWEST_PRICED or not all(_flat_priced([texts[c] for c in r]) for r in body):
        return False
    if any(_amount(texts[c]) for run in heads for c in run):
        return False
    shapes = {tuple(_kind(cells[c]) for c in run) for run in body}
    bare = any(signed_columns.written_as_money(texts[c]) for run in body for c in run[1:])
    return len(shapes) == 1 and (bool(heads) or bare)


def _runs(spans: list[int], width: int) -> list[list[int]] | None:
    """The cell numbers of each row of a grid ``width`` columns wide whose cells span
    ``spans`` columns; None where a cell would overflow its row or the last row is short."""
    runs: list[list[int]] = [[]]
    filled = 0
    for number, span in enumerate(spans):
        if filled == width:
            runs.append([])
            filled = 0
        filled += span
        if filled > width:
            return None
        runs[-1].append(number)
    return runs if filled == width else None


def _span(cell: LexborNode) -> int:
    """How many columns a grid's cell spans, as its own style or utility class says."""
    said = _SPAN.search(cell.attrs.get("style") or "") or _COL_SPAN.search(
        cell.attrs.get("class") or ""
    )
    return int(said[1]) if said else 1


_SPAN = re.compile(r"grid-column\s*:\s*span\s+(\d+)")
_COL_SPAN = re.compile(r"(?<![\w-])col-span-(\d+)(?![\w-])")


def _flat_priced(texts: list[str]) -> bool:
    """Whether the texts of a run of cells are a product's row: its name, then amounts alone,
    money or dashes only (a flat grid's run that starts in the middle of a row holds a name
    elsewhere)."""
    rest = [text for text in texts[1:] if text not in _DASHES]
    return _named(texts[0]) and bool(rest) and all(map(_amount, rest))


_DASHES = frozenset({"-", "\u2013", "\u2014", ""})


def _stated_columns(container: LexborNode) -> int | None:
    """How many columns a grid's own style or utility class gives it, if it says so."""
    style = _TEMPLATE.search(container.attrs.get("style") or "")
    if style is not None and "auto-" not in style[1]:  # "repeat(auto-fill, ...)": as many as fit
        repeats = _REPEAT.findall(style[1])
        rest = _REPEAT.sub(" ", style[1])
        count = sum(int(times) * len(_TRACK.findall(tracks)) for times, tracks in repeats)
        return count + len(_TRACK.findall(rest)) or None
    utility = _GRID_COLS.search(container.attrs.get("class") or "")
    if utility is None:
        return None
    return int(utility[1]) if utility[1] else len(utility[2].split("_"))


_TEMPLATE = re.compile(r"grid-template-columns\s*:\s*([^;]+)")
# A track: a function with its arguments (``minmax(0, 1fr)``), or a size; ``repeat(4, 1fr)``
# is its tracks as many times.
_TRACK = re.compile(r"[\w-]+\([^()]*\)|[^\s(),]+")
_REPEAT = re.compile(r"repeat\(\s*(\d+)\s*,((?:[^()]|\([^()]*\))*)\)")
_GRID_COLS = re.compile(r"(?<![\w-])grid-cols-(?:(\d+)|\[([^\]\s]+)\])(?![\w-])")


def _inline(cells: list[LexborNode]) -> bool:
    return all(kid.tag not in _BLOCKS for cell in cells for kid in cell.iter(include_text=False))


def _give_roles(container: LexborNode, rows: list[list[LexborNode]]) -> None:
    """A flat grid's rows have no element: each cell's column says where its row starts."""
    container.attrs["role"] = "table"
    heads = 1 + sum(
        1
        for _ in itertools.takewhile(
            lambda row: not any(_amount(cell.text()) for cell in row), rows[1:]
        )
    )
    for index, cells in enumerate(rows):
        row = cells[0].parent if cells else None
        if row is not None and row.mem_id != container.mem_id:
            row.attrs["role"] = "row"
        column = 1
        for cell in cells:
            cell.attrs["role"] = "cell" if index >= heads else "columnheader"
            if row is not None and row.mem_id == container.mem_id:
                cell.attrs["aria-colindex"] = str(column)
                column += _span(cell)
