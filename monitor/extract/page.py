"""An HTML page's visible text, as lines, with the structure that labels its prices.

Parsing and selecting is Lexbor's (through selectolax); this module only decides what a reader
does not see and where lines break. Block boundaries are marked by inserting text into the
tree, so that Lexbor's own (fast) text extraction does the walking: headings start with
``HEADING``, table rows with ``ROW`` and every cell with ``CELL``.
"""

import re
from collections.abc import Iterable

from selectolax.lexbor import LexborHTMLParser, LexborNode, SelectolaxError

HEADING, ROW, CELL, ROW_END = "\x01", "\x02", "\x03", "\x04"
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_SPACE = re.compile(r"[^\S\n]+")
_ROWS = re.compile(f"{ROW}(.*?){ROW_END}", re.DOTALL)

# Never shown, or not text: scripts, styles, form controls, and elements hidden with the
# attributes a page uses for decoys; inline styles are looked at one by one.
_NEVER_SHOWN = (
    "script, style, noscript, template, svg, iframe, object, head, input, select, textarea,"
    " [hidden], [aria-hidden=true]"
)
_STYLED = "[style*=display], [style*=visibility]"
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


def scripts(tree: LexborHTMLParser, selector: str) -> list[str]:
    """The text of the scripts ``selector`` finds (JSON-LD, embedded state); read them before
    ``hide`` removes every script."""
    return [node.text(deep=True) for node in tree.css(selector)]


def hide(tree: LexborHTMLParser, ignore: Iterable[str]) -> None:
    """Remove what a reader does not see, and what the operator said to ignore."""
    hidden = tree.css(_NEVER_SHOWN)
    hidden += [node for node in tree.css(_STYLED) if _HIDING_STYLE.search(_style(node))]
    for selector in ignore:
        hidden += tree.css(selector)
    for node in hidden:
        # Unlinks the subtree without walking it; nodes inside it stay valid to unlink too.
        node.decompose(recursive=False)


def _style(node: LexborNode) -> str:
    return node.attributes.get("style") or ""


def region(tree: LexborHTMLParser, selector: str | None) -> list[LexborNode]:
    """The nodes to compare: every match of ``selector`` in document order, else the body."""
    if selector is not None:
        return tree.css(selector)
    root = tree.body or tree.root
    return [root] if root is not None else []


def marked_lines(nodes: list[LexborNode]) -> list[str]:
    """The visible text of ``nodes``, one line per block, whitespace collapsed, with the
    structure markers; a table row is one line, its cells marked."""
    for node in nodes:
        for block in node.css(_BLOCKS):
            block.insert_before("\n")
            block.insert_after("\n")
        for heading in node.css(_HEADINGS):
            heading.insert_before("\n" + HEADING)
            heading.insert_after("\n")
        for row in node.css("tr"):
            row.insert_before("\n" + ROW)
            row.insert_after(ROW_END + "\n")
        for cell in node.css("td, th"):
            cell.insert_before(CELL)
    text = "\n".join(node.text(deep=True, separator="") for node in nodes)
    text = _ROWS.sub(lambda row: ROW + row.group(1).replace("\n", " ") + "\n", text)
    lines = (_SPACE.sub(" ", line).strip() for line in text.replace(ROW_END, "").split("\n"))
    return [line for line in lines if line.strip(HEADING + ROW + CELL + " ")]


def plain(line: str) -> str:
    """A marked line as a reader sees it: cells separated by `` | ``."""
    cells = [cell.strip() for cell in line.lstrip(HEADING + ROW).split(CELL)]
    return " | ".join(cell for cell in cells if cell)
