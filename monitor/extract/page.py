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
# C0 controls but tab, line feed and carriage return, and DEL: deleted from the UTF-8 bytes,
# where each is one byte and never part of another character (a third of a regex's time).
_CONTROL = bytes([*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F])
# The same characters written as references (&#2; &#x11;), which the parser would turn into
# our markers: a page could fake a table cell or a heading that labels its prices.
_CONTROL_REFERENCE = re.compile(
    r"&#(?:0*(?:[1-8]|1[1-9]|2[0-9]|3[01]|127)(?![0-9])"
    r"|[xX]0*(?:[1-8bBcCeEfF]|1[0-9a-fA-F]|7[fF])(?![0-9a-fA-F]));?"
)
_CENTS = re.compile(r"\d\d")
_MANY_NODES = 64

# Never shown, or not text: scripts, styles, form controls, and elements hidden with the
# attributes a page uses for decoys; inline styles are looked at one by one.
_NEVER_SHOWN = (
    "script, style, noscript, template, svg, iframe, object, head, input, select, textarea,"
    " [hidden], [aria-hidden=true]"
)
_STYLED = "[style*=display i], [style*=visibility i]"
_HIDING_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
# Elements that start a line. Matched by name in one walk: Lexbor answers a list of type
# selectors by testing each against every node, which cost five times the walk.
_BLOCKS = frozenset(
    {
        "address", "article", "aside", "blockquote", "button", "dd", "details", "dialog", "div",
        "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "header", "hgroup",
        "hr", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table", "ul",
        "caption", "legend", "option", "label", "br",
    }
)  # fmt: skip
_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")


def valid_selector(selector: str) -> bool:
    """Whether Lexbor can compile ``selector`` (what a target's ``selector`` must be)."""
    try:
        LexborHTMLParser("<p></p>").css(selector)
    except SelectolaxError:
        return False
    return True


def parse(text: str) -> LexborHTMLParser:
    utf8 = text.encode(errors="surrogatepass")  # JSON-escaped text can hold a lone surrogate
    visible = utf8.translate(None, _CONTROL).decode(errors="surrogatepass")
    return LexborHTMLParser(_CONTROL_REFERENCE.sub("", visible))


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
    """Remove what the operator said to ignore."""
    for selector in selectors:
        _unlink(tree, tree.css(selector))


def hide(tree: LexborHTMLParser) -> None:
    """Remove what a reader does not see."""
    _unlink(tree, tree.css(_NEVER_SHOWN))
    _unlink(tree, [node for node in tree.css(_STYLED) if _HIDING_STYLE.search(_style(node))])


def _unlink(tree: LexborHTMLParser, nodes: list[LexborNode]) -> None:
    # Unlinks each subtree without walking it; a node inside one already unlinked is still
    # valid to unlink, and a repeat changes nothing. Lexbor will not unlink the root
    # (<html hidden>, an ignore of "html" or "*"): that empties it instead.
    root = tree.root
    for node in nodes:
        if root is not None and node.mem_id == root.mem_id:
            for child in list(node.iter(include_text=True)):
                child.decompose(recursive=False)
        else:
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
    known: dict[int, bool] = {}
    return [node for node in matches if not _inside(node, chosen, known)]


def _inside(node: LexborNode, chosen: set[int], known: dict[int, bool]) -> bool:
    """Whether an ancestor of ``node`` is chosen. ``known`` remembers the answer for every
    ancestor walked through, so many matches deep in one tree cost one walk, not one each."""
    walked, parent, inside = [], node.parent, False
    while parent is not None:
        if parent.mem_id in known:
            inside = known[parent.mem_id]
            break
        if parent.mem_id in chosen:
            inside = True
            break
        walked.append(parent.mem_id)
        parent = parent.parent
    known.update(dict.fromkeys(walked, inside))
    return inside


def marked_lines(tree: LexborHTMLParser, nodes: list[LexborNode]) -> list[str]:
    """The visible text of ``nodes``, one line per block, whitespace collapsed, with the
    structure markers; a table row is one line, its cells marked."""
    # Marking costs five queries per scope: a selector matching thousands of nodes marks the
    # whole page once instead.
    scopes = nodes if len(nodes) <= _MANY_NODES or tree.root is None else [tree.root]
    for node in scopes:
        for element in node.css("*"):
            _mark(element)
    # Line breaks in the source are spaces to a reader; only the markers break lines.
    text = " ".join(BREAK.join(node.text(deep=True, separator="") for node in nodes).split())
    text = _one_line_rows(text)
    lines = (" ".join(line.split()) for line in text.replace(ROW_END, "").split(BREAK))
    return [line for line in lines if line.strip(_MARKERS + " ")]


def _mark(element: LexborNode) -> None:
    """Text around ``element`` that says where it starts and ends a line, a heading, a table
    row or a cell. (Each is inserted next to the element itself: the order does not matter.)"""
    tag = element.tag or ""
    if tag in _BLOCKS:
        element.insert_before(BREAK)
        element.insert_after(BREAK)
    elif tag in _HEADINGS:
        element.insert_before(BREAK + HEADINGS[_HEADINGS.index(tag)])
        element.insert_after(BREAK)
    elif tag == "tr":
        element.insert_before(BREAK + ROW)
        element.insert_after(ROW_END + BREAK)
    elif tag in ("td", "th"):
        element.insert_before(CELL)
    elif tag == "sup" and _CENTS.fullmatch(element.text(deep=False).strip()):
        element.insert_before(".")  # $29<sup>99</sup> reads as $29.99


def _one_line_rows(text: str) -> str:
    """A table row's line breaks become spaces, from its ROW to its ROW_END. (A lazy regex
    would rescan to the end of the page from every ROW without an end: quadratic.)"""
    parts = text.split(ROW)
    joined = [parts[0]]
    for part in parts[1:]:
        row, end, rest = part.partition(ROW_END)
        joined.append(ROW + row.replace(BREAK, " ") + BREAK + rest if end else ROW + part)
    return "".join(joined)


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
