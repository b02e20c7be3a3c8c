"""The plan blocks of a pricing page, found by structure: cards and comparison tables.

A **card grid** is an element whose children repeat: at least two of the same tag, each
holding exactly one plan name (its first heading, or a heading-like element) of one kind.
Whether each holds a price is only known once its text is read, so here every such child is
marked in the tree (``OPEN``/``CLOSE`` with its number), and ``monitor.extract.plan_reading``
keeps the grids of which two children or more hold prices. A **comparison table** (a
``<table>``, or an ARIA ``table``/``grid`` of ``row``s and cells) is marked the same way and
read by ``monitor.extract.plan_tables``. Icons that say "included" or "not included" become
the glyphs ✓ and ✗ before ``page.hide`` removes them (``mark_icons``).

Nothing here reads a site's names: only tags, nesting, ARIA roles and the words of
``monitor.extract.features``.
"""

import itertools
import re
from dataclasses import dataclass, field
from typing import Any

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, div_tables, features, page, shaped_cards, words
from monitor.extract.prices import PriceRecord

# A block's start and end (each followed by its number and END), and a list item's line:
# control characters no other marker uses, which page.parse removes from the page itself.
OPEN, CLOSE, END, ITEM = "\x17", "\x18", "\x19", "\x1a"
# Names looked at, blocks marked and tables read: past these a page is not a pricing page,
# and each costs time (a page of 5,000 cards is read as its first ones).
MAX_NAMES = 2000
MAX_BLOCKS = 600
MAX_TABLES = 16
_MAX_DEPTH = 64
_MAX_NAME_CHARS = 80
_MAX_ICONS = 2000

# Each kind of name, with what the page's source must hold for it to be worth a query (a
# query walks the whole tree once per selector of a list): a tag, a role or a class word
# (see ``present``).
_NAMES = (("h1", "<h1"), ("h2", "<h2"), ("h3", "<h3"), ("h4", "<h4"), ("h5", "<h5"),
          ("h6", "<h6"), ("[role=heading]", "role=heading"))  # fmt: skip
# Where no heading names the cards: the first strong text, a term, or an element whose class
# says it is a name or a title (class names are the markup's, not a language's).
# A class word is the markup's, in the language its developers write it in: "name", and a
# class in Italian or Dutch ("piano__nome", "pakket-naam") names its card as well; not one so
# short that it is a part of other words ("nom" of "economy").
_NAME_WORDS = tuple(
    dict.fromkeys(word for table in words.NAME_CLASSES.values() for word in table if len(word) > 3)
)
_WEAK_NAMES = (("strong", "<strong"), ("b", "<b"), ("dt", "<dt"),
               *((f"[class*={word}]", f"class={word}") for word in _NAME_WORDS),
               ("[class*=tier]", "class=tier"), ("[class*=plan-]", "class=plan-"))  # fmt: skip
# Each kind of icon, with what the page's source must hold for it to be worth a query.
# An image without words (alt="") says nothing; an <i> or <span> with text is text.
# An icon font's element holds nothing a reader reads, yet a formatter may indent its closing
# tag onto a line of its own: ``:blank`` takes whitespace for nothing, ``:empty`` does not.
_ICONS = (("svg", "<svg"), ("img[alt]:not([alt=''])", "<img"), ("i:blank", "<i"),
          ("span:blank", "class=icon"), ("[role=img]", "role=img"),
          ("[data-icon]", "data-icon"))  # fmt: skip
_TAGS = ("h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "dt", "svg", "img", "i", "table",
         "title")  # fmt: skip
# Each pattern starts with its literal, in either case, which re searches for fast: an
# alternative of spellings first is tried at every character of the page. After the "<", one
# test of the first letter turns away most tags (<div, <a, </) before the alternatives.
_TAG_SPELLINGS = _TAGS + tuple(tag.upper() for tag in _TAGS)
_TAG_SCAN = re.compile(
    f"<(?=[{''.join(sorted({tag[0] for tag in _TAG_SPELLINGS}))}])"
    f"({'|'.join(_TAG_SPELLINGS)})[\\s/>]"
)
_ATTRIBUTE_SCANS = {
    spelling: re.compile(spelling + r"=[\"']?" + value)
    for name, value in (("role", r"(\w+)"), ("class", r"([^\"'>]*)"))
    for spelling in (name, name.upper())
}
_CLASS_WORDS = (*_NAME_WORDS, "tier", "plan-", "icon")
# The attributes that say what an icon shows (not aria-hidden="true": that says nothing).
_DESCRIBING = ("class", "aria-label", "alt", "title", "data-icon", "name", "data-state")
_CELLS = frozenset({"td", "th", "tr"})
_INLINE = frozenset(
    {"a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "del", "dfn", "em", "i",
     "img", "ins", "kbd", "label", "mark", "q", "s", "samp", "small", "span", "strong", "sub",
     "sup", "time", "u", "var", "wbr", "h1", "h2", "h3", "h4", "h5", "h6"}
)  # fmt: skip
_CELL_ROLES = frozenset({"cell", "gridcell", "columnheader", "rowheader", "row"})
_TABLES = (("table", "<table"), ("[role=table]", "role=table"), ("[role=grid]", "role=grid"))
_ROLE_ROWS = "[role=row]"
_ROLE_CELLS = "[role=cell], [role=gridcell], [role=columnheader], [role=rowheader]"


@dataclass(frozen=True, slots=True)
class Plan:
    """One plan: its name, its price records (alternatives included) and its limit and
    feature lines."""

    name: str
    prices: tuple[PriceRecord, ...] = ()
    features: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "prices": [record.to_json() for record in self.prices],
            "features": list(self.features),
        }

    def canonical(self) -> dict[str, Any]:
        """What the digest sees: neither the order of the prices nor of the features, nor
        the spelling of an amount (``12`` and ``12.00``)."""
        records = sorted(record.canonical() for record in self.prices)
        return {"name": self.name, "prices": records, "features": sorted(set(self.features))}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Plan":
        prices = tuple(PriceRecord.from_json(record) for record in data.get("prices", ()))
        return cls(data["name"], prices, tuple(data.get("features", ())))


@dataclass
class Block:
    """A marked element: a card that may be a plan (with its name), or a table."""

    number: int
    name: str
    container: int  # the grid's mem_id; -1 for a table
    run: bool = False  # a name and the siblings after it (a <dt> and its <dd>s), not a box


@dataclass
class Structure:
    """What ``mark_blocks`` marked, by block number."""

    blocks: list[Block] = field(default_factory=list)
    kid_ids: dict[int, int] = field(default_factory=dict)  # a card's mem_id: its number

    def add(
        self, node: LexborNode, name: str, container: int, last: LexborNode | None = None
    ) -> None:
        """Mark ``node`` as a block, or, with ``last``, the siblings from ``node`` to it."""
        number = len(self.blocks)
        self.blocks.append(Block(number, name, container, last is not None))
        self.kid_ids[node.mem_id] = number
        node.insert_before(f"{page.BREAK}{OPEN}{number}{END}{page.BREAK}")
        (last or node).insert_after(f"{page.BREAK}{CLOSE}{number}{END}{page.BREAK}")


def mark_icons(tree: LexborHTMLParser, present: frozenset[str]) -> None:
    """Put ✓ or ✗ before each icon whose class, label, title or ``alt`` says it, so that
    the text a reader reads says what the icon shows; ``present`` is what the page's source
    holds (``present``)."""
    titled = "<title" in present
    wanted = _wanted(_ICONS, present)
    for node in page.select(tree, wanted)[:_MAX_ICONS] if wanted else ():
        attributes = node.attributes
        described = " ".join(attributes.get(name) or "" for name in _DESCRIBING)
        if titled and node.tag == "svg":
            title = node.css_first("title")
            described += " " + (title.text() if title is not None else "")
        if node.tag == "svg" and (used := node.css_first("use")) is not None:
            described += " " + " ".join(v or "" for v in used.attributes.values())  # the sprite
        mark = features.icon_mark(described) if described.strip() else None
        if mark is not None:
            node.insert_before(f" {mark} ")


def _wanted(kinds: tuple[tuple[str, str], ...], present: frozenset[str]) -> str:
    """The selectors of ``kinds`` whose needle the page's source holds."""
    return ", ".join(selector for selector, needle in kinds if needle in present)


# What the page's source must hold for each needle of ``_ICONS``, in the spellings a page
# writes (a tag in lower or upper case): more pages than hold an icon (a superset costs a
# query), but one scan of the page for them all (``clues``).
_ICON_SPELLINGS = tuple(
    (needle, clues.words(*spellings))
    for needle, spellings in (
        ("<svg", ("<svg", "<SVG")), ("<img", ("<img", "<IMG")),
        ("<i", ("<i>", "<i ", "<I>", "<I ")), ("class=icon", ("icon", "ICON")),
        ("role=img", ("role=", "ROLE=")), ("data-icon", ("data-icon", "DATA-ICON")),
    )
)  # fmt: skip


def icons_present(source: str) -> frozenset[str]:
    """The needles of ``_ICONS`` that ``source`` may hold: all ``mark_icons`` needs."""
    return frozenset(
        needle for needle, spellings in _ICON_SPELLINGS if clues.holds(source, *spellings)
    )


def present(source: str) -> frozenset[str]:
    """The tags, roles and class words of ``_NAMES``, ``_WEAK_NAMES`` and ``_ICONS`` that
    ``source`` holds, from one scan (``<meta name>`` and ``<title>`` are no class word)."""
    # Searched as written, in lower or upper case (a tag in mixed case is rare): lowering a
    # page copies it, and a search in any letter case is slower than both, most of all on
    # text that is not ASCII.
    found = {"<" + tag.lower() for tag in _TAG_SCAN.findall(source)}
    values = {name: _attribute_values(source, name) for name in ("role", "class")}
    found.update("role=" + role.lower() for role in values["role"])
    if "data-icon" in source or "DATA-ICON" in source:
        found.add("data-icon")
    words = " ".join(values["class"]).lower()
    found.update("class=" + word for word in _CLASS_WORDS if word in words)
    return frozenset(found)


def _attribute_values(source: str, name: str) -> list[str]:
    """The values of the attribute ``name`` in ``source``, in lower or upper case."""
    # No test for the spelling first: a pattern that starts with its literal is searched as
    # fast as ``in``, so a test first scanned a page that has the spelling twice.
    return [
        value
        for spelling in (name, name.upper())
        for value in _ATTRIBUTE_SCANS[spelling].findall(source)
    ]


def mark_blocks(
    tree: LexborHTMLParser, nodes: list[LexborNode], present: frozenset[str]
) -> Structure:
    """Mark, in the region ``nodes``, every child of a possible card grid and every table;
    ``present``, what the page's source holds, says which queries are worth making."""
    structure = Structure()
    # A comparison grid of divs takes an ARIA grid's roles before the cards are looked for:
    # its head row's products are its columns, not cards.
    if div_tables.mark(nodes):
        present = present | {"role=table"}
    roots = {node.mem_id for node in nodes}
    cards: list[LexborNode] = []
    for selector in (_wanted(_NAMES, present), _wanted(_WEAK_NAMES, present)):
        if not selector:
            continue
        names = [name for node in nodes for name in page.select(node, selector)][:MAX_NAMES]
        names = [name for name in names if not _subtitle(name)]
        grids = _grids(names, roots)
        for container, kids in grids:
            for kid, name in kids:
                if len(structure.blocks) < MAX_BLOCKS and kid.mem_id not in structure.kid_ids:
                    run = _run(kid) if kid.tag in _RUN_TAGS else None
                    last = run[-1] if run else (kid if _grouped(kid) else None)
                    structure.add(kid, name, container, last)
                    cards += run or [kid]
    cards += _mark_shaped(structure, nodes, cards)
    tables = _wanted(_TABLES, present)
    for node in nodes if tables else ():
        for table in page.select(node, tables)[:MAX_TABLES]:
            _mark_role_rows(table)
            _unbadge_header(table)
            structure.add(table, "", -1)
    _mark_items(cards)
    return structure


def _mark_shaped(
    structure: Structure, nodes: list[LexborNode], named: list[LexborNode]
) -> list[LexborNode]:
    """Mark the cards whose names only their shape says (``shaped_cards``: hashed classes),
    outside the cards a name found (``named``); the cards marked."""
    marked = []
    for container, kids in shaped_cards.grids(nodes, named):
        for kid, name, _ in kids[: MAX_BLOCKS - len(structure.blocks)]:
            structure.add(kid, name, container)
            marked.append(kid)
    return marked


_MAX_ITEMS = 50 * MAX_BLOCKS
# Names that may head a run of siblings rather than a box: a list of terms and their
# descriptions (<dt>Pro</dt><dd>$12</dd>), or headings one after another in one element.
_RUN_TAGS = frozenset({"dt", "h2", "h3", "h4", "h5", "h6"})
_RUN_ENDS = {"dt": frozenset({"dt"})} | {
    f"h{rank}": frozenset(f"h{higher}" for higher in range(1, rank + 1)) for rank in range(2, 7)
}
_MAX_RUN = 40


def _subtitle(name: LexborNode) -> bool:
    """Whether a name found by its class is a subtitle ("ui-pdp-price__subtitles",
    "card-subtitle", "untertitel"): the line under a card's name (its instalments, its
    tagline), which named each of a marketplace's offers by its instalments before."""
    said = (name.attributes.get("class") or "").lower()
    if name.tag in ("strong", "b", "dt") or not _SUBTITLE.search(said):
        return False
    rest = _SUBTITLE.sub(" ", said)
    return not any(word in rest for word in (*_NAME_WORDS, "tier", "plan-"))


# A title's word after a word for under ("sub", "unter", "sous-", "sotto", "onder", "pod").
_SUBTITLE = re.compile(
    r"(?:sub|unter|sous-?|sotto|onder|under|pod)[_-]?(?:title|titre|titulo|titolo|titel|tytul)"
)


def _run(name: LexborNode) -> list[LexborNode]:
    """The name and the siblings after it up to the next name of its kind (a term, or a
    heading of its rank or above): the plan's block when the markup has no box around it."""
    ends, run, node = _RUN_ENDS[name.tag or ""], [name], name.next
    while node is not None and len(run) < _MAX_RUN and node.tag not in ends:
        if node.tag != "-text" or (node.text_content or "").strip():
            run.append(node)
        node = node.next
    return run


def _grouped(kid: LexborNode) -> bool:
    """Whether ``kid`` is a ``<div>`` around a term and its descriptions in a ``<dl>``, as
    HTML allows: the same run as a bare ``<dt>`` and its ``<dd>``s, so inside a card it is a
    row of the card ("Zápisné 1 500 Kč"), not a card of its own."""
    parent = kid.parent
    return kid.tag == "div" and parent is not None and parent.tag == "dl"


def _mark_items(cards: list[LexborNode]) -> None:
    """Mark the list items of the cards: a card lists what its plan includes."""
    marked: set[int] = set()
    for card in cards:
        for item in card.css("li"):
            if item.mem_id not in marked and len(marked) < _MAX_ITEMS:
                marked.add(item.mem_id)
                item.insert_before(f"{page.BREAK}{ITEM}{page.BREAK}")


def mark_grids(nodes: list[LexborNode]) -> None:
    """Mark, in the region ``nodes``, the rows and cells of ARIA grids (``role="table"``)
    as a ``<table>``'s are, where ``mark_blocks`` does not: a row of ``<span role=cell>``
    is one line of cells, not "$91" from a price beside "1 GB"."""
    for node in nodes:
        for table in page.select(node, "[role=table], [role=grid]")[:MAX_TABLES]:
            _mark_role_rows(table)


def _unbadge_header(table: LexborNode) -> None:
    """A table's header cells without a badge (``_unbadged``): where most name their plan in
    text alone, the worded elements of the others are removed."""
    row = _first_row(table) if table.tag == "table" else table.css_first(_ROLE_ROWS)
    if row is None:
        return
    cells = list(row.iter(include_text=False))
    owns = [_own_text(cell) for cell in cells]
    if all(own is None for own in owns):
        return  # most tables: no header cell holds words beside its text
    owns = [own for cell, own in zip(cells, owns, strict=True) if cell.text().strip()]
    cells = [cell for cell in cells if cell.text().strip()]
    if len(cells) < _BADGED_GRID:
        return
    plain = sum(1 for own in owns if own is None)
    if plain == len(cells) or plain * 2 < len(cells):
        return
    for cell, own in zip(cells, owns, strict=True):
        for child in list(cell.iter(include_text=False)) if own else ():
            if _worded(child.text(deep=True)):
                child.decompose()


def _first_row(table: LexborNode) -> LexborNode | None:
    """A table's first row, from its children and its sections' (a query for "tr" would
    match every row of the table first)."""
    for child in table.iter(include_text=False):
        if child.tag == "tr":
            return child
        if child.tag in _SECTIONS:
            return next((row for row in child.iter(include_text=False) if row.tag == "tr"), None)
    return None


_SECTIONS = frozenset({"thead", "tbody", "tfoot"})


def _mark_role_rows(table: LexborNode) -> None:
    """An ARIA grid's rows and cells, marked as a ``<table>``'s are."""
    if table.tag == "table":
        return
    for first, last in _role_row_ends(table):
        first.insert_before(page.BREAK + page.ROW)
        last.insert_after(page.ROW_END + page.BREAK)
    for cell in table.css(_ROLE_CELLS):
        cell.insert_before(page.CELL)


def _role_row_ends(table: LexborNode) -> list[tuple[LexborNode, LexborNode]]:
    """The first and the last element of each of an ARIA grid's rows: a row's own, else,
    where its cells are all its children (a CSS grid of cells), each run from a cell in its
    first column (``aria-colindex="1"``) to the cell before the next."""
    rows = [(row, row) for row in table.css(_ROLE_ROWS)]
    if rows or table.css_first("[aria-colindex]") is None:
        return rows
    cells = [cell for cell in table.iter(include_text=False) if cell.attrs.get("aria-colindex")]
    starts = [n for n, cell in enumerate(cells) if cell.attrs.get("aria-colindex") == "1"]
    return [(cells[a], cells[b - 1]) for a, b in itertools.pairwise([*starts, len(cells)])]


Grid = tuple[int, list[tuple[LexborNode, str]]]


def _grids(names: list[LexborNode], roots: set[int]) -> list[Grid]:
    """Each element of which two children or more of one tag hold one name each, of one
    kind, with those children and their names (the first name in each)."""
    held: dict[int, dict[int, list[LexborNode]]] = {}
    elements: dict[int, LexborNode] = {}
    texts: dict[int, str] = {}  # each name's, read once however many grids it is looked at in
    owns: dict[int, str | None] = {}  # and its own text (``_own_text``)
    for name in names:
        child, parent, depth = name, name.parent, 0
        while parent is not None and depth < _MAX_DEPTH:
            held.setdefault(parent.mem_id, {}).setdefault(child.mem_id, []).append(name)
            elements[child.mem_id], elements[parent.mem_id] = child, parent
            if parent.mem_id in roots:
                break
            child, parent, depth = parent, parent.parent, depth + 1
    grids = []
    for container, kids in held.items():
        if len(kids) < 2:
            continue
        chosen = _repeated([(elements[kid], found) for kid, found in kids.items()], texts, owns)
        if len(chosen) >= 2:
            grids.append((container, chosen))
    return grids


def _repeated(
    kids: list[tuple[LexborNode, list[LexborNode]]],
    texts: dict[int, str],
    owns: dict[int, str | None],
) -> list[tuple[LexborNode, str]]:
    """The children of the most common (tag, name tag) that hold one name of that kind; a
    child that is its name heads a run (``_run``)."""
    kinds: dict[tuple[str, str], list[tuple[LexborNode, str, LexborNode]]] = {}
    for kid, found in kids:
        first = found[0]
        if kid.tag in _CELLS or (kid.attributes.get("role") or "") in _CELL_ROLES:
            continue  # a table's cells are read as the table's
        if kid.tag in _INLINE and not (
            (kid.tag in _RUN_TAGS and kid.mem_id == first.mem_id) or _boxed_link(kid)
        ):
            continue  # a card is a block: marking a run of text would break its line
        if sum(1 for name in found if name.tag == first.tag) != 1:
            continue
        text = texts.get(first.mem_id)
        if text is None:
            # As a reader sees it: without the bidirectional marks a page may put around it.
            text = texts[first.mem_id] = _plain(first.text(deep=True))
        if text and len(text) <= _MAX_NAME_CHARS:
            kinds.setdefault((kid.tag or "", first.tag or ""), []).append((kid, text, first))
    return _unbadged(max(kinds.values(), key=len, default=[]), owns)


def _boxed_link(kid: LexborNode) -> bool:
    """Whether ``kid`` is a link laid out as a box: a format's or an edition's swatch that
    links to its own page ("<a><span>Taschenbuch</span><span>14,00 €</span></a>"). Its text
    lies in two elements or more and none outside them, so no line of prose runs through it
    (a link in a sentence, "<a><b>Pro</b> for $12</a>", holds text of its own)."""
    if kid.tag != "a":
        return False
    worded = 0
    for child in kid.iter(include_text=True):
        text = (child.text(deep=True) if child.tag != "-text" else child.text_content) or ""
        if not text.strip():
            continue
        if child.tag == "-text":
            return False
        worded += 1
    return worded >= _BOXED_PARTS


_BOXED_PARTS = 2


def _plain(text: str) -> str:
    return page.plain(page.collapse(text).strip())


def _unbadged(
    kids: list[tuple[LexborNode, str, LexborNode]], owns: dict[int, str | None]
) -> list[tuple[LexborNode, str]]:
    """The cards with their names, without a badge: where most names are text alone, one
    that also holds an element with words ("Pro <span>Best value</span>") is named by its
    own text, whatever the badge says and wherever it moves."""
    if len(kids) < _BADGED_GRID:  # two cards: "Pro <span>Plus</span>" beside "Basic"
        return [(kid, text) for kid, text, _ in kids]
    for _, _, name in kids:
        if name.mem_id not in owns:
            owns[name.mem_id] = _own_text(name)
    own = [owns[name.mem_id] for _, _, name in kids]
    plain = sum(1 for text in own if text is None)
    if plain == len(kids) or plain * 2 < len(kids):
        return [(kid, text) for kid, text, _ in kids]
    names = {text for _, text, _ in kids}
    return [
        (kid, mine if mine and mine not in names else text)  # "Pro" beside "Pro <b>Plus</b>"
        for (kid, text, _), mine in zip(kids, own, strict=True)
    ]


_BADGED_GRID = 3


def _worded(text: str) -> bool:
    """Words, as a badge says, not a price or a quantity (``Pro <span>$12</span>``)."""
    return any(char.isalpha() for char in text) and not any(char.isdigit() for char in text)


def _own_text(name: LexborNode) -> str | None:
    """The text of ``name`` outside its child elements, where a child holds words; else None
    (a name of text alone, or text beside a mark: ``Pro<sup>+</sup>``)."""
    own, worded = [], False
    for child in name.iter(include_text=True):
        if child.tag == "-text":
            own.append(child.text_content or "")
        elif _worded(child.text(deep=True)):
            worded = True
    text = _plain(" ".join(own)) if worded else ""
    return text or None
