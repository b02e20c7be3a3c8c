"""An HTML page's visible text, as lines, with the structure that labels its prices.

Parsing and selecting is Lexbor's (through selectolax); this module only decides what a reader
does not see and where lines break. Block boundaries are marked by inserting text into the
tree, so that Lexbor's own (fast) text extraction does the walking: headings start with
a marker per heading level (``HEADINGS[0]`` for ``h1``), table rows with ``ROW`` and every
cell with ``CELL``. Markers are control characters, which ``parse`` removes from the page.

Lexbor answers a selector list (``a, b``) with a node once per selector it matches, so every
query here goes through ``select``, which keeps each node once.
"""

import re
from collections.abc import Iterable

from selectolax.lexbor import LexborHTMLParser, LexborNode, SelectolaxError

ROW, CELL, ROW_END, BREAK = "\x02", "\x03", "\x04", "\x05"
HEADINGS = "\x11\x12\x13\x14\x15\x16"
_MARKERS = HEADINGS + ROW + CELL
_LINE_MARKERS = re.compile(f"[{HEADINGS}{ROW}]")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_CENTS = re.compile(r"\d\d")
_ROWS = re.compile(f"{ROW}(.*?){ROW_END}", re.DOTALL)

# Never shown, or not text: scripts, styles, form controls, and elements hidden with the
# attributes a page uses for decoys; inline styles are looked at one by one.
_NEVER_SHOWN = (
    "script, style, noscript, template, svg, iframe, object, head, input, select, textarea,"
    " [hidden], [aria-hidden=true]"
)
_STYLED = "[style*=display i], [style*=visibility i]"
_HIDING_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
_BLOCKS = (
    "address, article, aside, blockquote, button, dd, details, dialog, div, dl, dt, fieldset,"
    " figcaption, figure, footer, form, header, hgroup, hr, li, main, nav, ol, p, pre,"
    " section, summary, table, ul, caption, legend, option, label, br"
)
_HEADINGS = "h1, h2, h3, h4, h5, h6"


def valid_selector(selector: str) -> bool:
    """Whether Lexbor can compile ``selector`` (what a target's ``selector`` must be)."""
    try:
        LexborHTMLParser("<p></p>").css(selector)
    except SelectolaxError:
        return False
    return True


def parse(text: str) -> LexborHTMLParser:
    return LexborHTMLParser(_CONTROL.sub("", text))


def select(scope: LexborHTMLParser | LexborNode, selector: str) -> list[LexborNode]:
    """The nodes ``selector`` matches in ``scope``, each once, in document order."""
    nodes = scope.css(selector)
    if "," not in selector:
        return nodes
    seen: set[int] = set()
    unique = []
    for node in nodes:
        if node.mem_id not in seen:
            seen.add(node.mem_id)
            unique.append(node)
    return unique


def scripts(tree: LexborHTMLParser, selector: str) -> list[str]:
    """The text of the scripts ``selector`` finds (JSON-LD, embedded state); read them before
    ``hide`` removes every script."""
    return [node.text(deep=True) for node in select(tree, selector)]


def remove(tree: LexborHTMLParser, selectors: Iterable[str]) -> None:
    """Remove what the operator said to ignore. Lexbor will not unlink the root, so ``html``
    (or ``*``) empties it instead."""
    root = tree.root
    for selector in selectors:
        for node in tree.css(selector):
            if root is not None and node.mem_id == root.mem_id:
                _unlink(list(node.iter(include_text=True)))
            else:
                node.decompose(recursive=False)


def hide(tree: LexborHTMLParser) -> None:
    """Remove what a reader does not see."""
    _unlink(tree.css(_NEVER_SHOWN))
    _unlink([node for node in tree.css(_STYLED) if _HIDING_STYLE.search(_style(node))])


def _unlink(nodes: list[LexborNode]) -> None:
    # Unlinks each subtree without walking it; a node inside one already unlinked is still
    # valid to unlink, and a repeat changes nothing.
    for node in nodes:
        node.decompose(recursive=False)


def _style(node: LexborNode) -> str:
    return node.attributes.get("style") or ""


def region(tree: LexborHTMLParser, selector: str | None) -> list[LexborNode]:
    """The nodes to compare: every match of ``selector`` in document order (a match inside
    another counts as part of it), else the body."""
    if selector is None:
        root = tree.body or tree.root
        return [root] if root is not None else []
    matches = select(tree, selector)
    chosen = {node.mem_id for node in matches}
    return [node for node in matches if not _inside(node, chosen)]


def _inside(node: LexborNode, chosen: set[int]) -> bool:
    parent = node.parent
    while parent is not None:
        if parent.mem_id in chosen:
            return True
        parent = parent.parent
    return False


def marked_lines(nodes: list[LexborNode]) -> list[str]:
    """The visible text of ``nodes``, one line per block, whitespace collapsed, with the
    structure markers; a table row is one line, its cells marked."""
    for node in nodes:
        # Tag-only lists: no node matches two of their selectors, so no repeats to drop.
        for block in node.css(_BLOCKS):
            block.insert_before(BREAK)
            block.insert_after(BREAK)
        for heading in node.css(_HEADINGS):
            heading.insert_before(BREAK + HEADINGS[int((heading.tag or "h1")[1]) - 1])
            heading.insert_after(BREAK)
        for row in node.css("tr"):
            row.insert_before(BREAK + ROW)
            row.insert_after(ROW_END + BREAK)
        for cell in node.css("td, th"):
            cell.insert_before(CELL)
        for cents in node.css("sup"):  # $29<sup>99</sup> reads as $29.99
            if _CENTS.fullmatch(cents.text(deep=True).strip()):
                cents.insert_before(".")
    # Line breaks in the source are spaces to a reader; only the markers break lines.
    text = " ".join(BREAK.join(node.text(deep=True, separator="") for node in nodes).split())
    text = _ROWS.sub(lambda row: ROW + row.group(1).replace(BREAK, " ") + BREAK, text)
    lines = (" ".join(line.split()) for line in text.replace(ROW_END, "").split(BREAK))
    return [line for line in lines if line.strip(_MARKERS + " ")]


def heading_level(line: str) -> int | None:
    """1 to 6 for a heading's line, else None."""
    level = HEADINGS.find(line[:1]) + 1 if line else 0
    return level or None


def plain(line: str) -> str:
    """A marked line as a reader sees it: cells separated by `` | ``."""
    if line.isprintable():  # no markers (control characters): most lines
        return line
    cells = (cell.strip() for cell in _LINE_MARKERS.sub("", line).split(CELL))
    return " | ".join(cell for cell in cells if cell)
