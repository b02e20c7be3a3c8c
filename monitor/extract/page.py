"""An HTML page's visible text, as lines, with the structure that labels its prices.

Parsing and selecting is Lexbor's (through selectolax); this module only decides what a reader
does not see and where lines break. Block boundaries are marked by inserting text into the
tree, so that Lexbor's own (fast) text extraction does the walking: headings start with
a marker per heading level (``HEADINGS[0]`` for ``h1``), table rows with ``ROW`` and every
cell with ``CELL``. Markers are control characters, which ``parse`` removes from the page.

Lexbor answers a selector list (``a, b``) with a node once per selector it matches, so every
query here goes through ``select``, which keeps each node once.
"""

import collections
import functools
import itertools
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from decimal import Decimal

from selectolax.lexbor import LexborHTMLParser, LexborNode, SelectolaxError

from monitor.extract import (
    alternatives,
    amp_lists,
    bound_state,
    clues,
    currencies,
    greek_caps,
    literals,
    money,
    nodes,
    phrases,
    shadow_roots,
    shaped_cards,
    styles,
    tabs,
    words,
)
from monitor.extract.alternatives import Pairer
from monitor.extract.nodes import inside
from monitor.extract.tabs import Tabs

ROW, CELL, ROW_END, BREAK = "\x02", "\x03", "\x04", "\x05"
HEADINGS = "\x11\x12\x13\x14\x15\x16"
# Starts the first line of a card (a grid's product tile) that comes before its heading: a
# product's mark on its image ("Sold out") above its name is that product's.
CARD = "\x1b"
# Starts the first line after a grid of cards (after its last card): a line there, a note under
# the grid ("Installation fee $50 one-time"), stands under the heading above the grid, not
# under the last card's name.
GRID_END = "\x08"
# Starts the text of a choice the page disables (a sold-out size): its words are its own, not
# the product's (``monitor.extract.choices``).
CHOICE = "\x07"
_MARKERS = HEADINGS + ROW + CELL + CARD + CHOICE + GRID_END
_BLANK = _MARKERS + " "  # what a line that shows nothing holds
# Bidirectional marks and isolates (&rlm; around an amount on a Hebrew page) are invisible:
# a line that loses or gains one reads the same. Not printable, so only such lines pay.
_LINE_MARKERS = re.compile(f"[{HEADINGS}{ROW}{CARD}{CHOICE}{GRID_END}{money.BIDI_MARKS}]")
# C0 controls but tab, line feed and carriage return, and DEL: deleted from the UTF-8 bytes,
# where each is one byte and never part of another character (a third of a regex's time).
_CONTROL = bytes([*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F])
# The same characters written as references (&#2; &#x11;), which the parser would turn into
# our markers: a page could fake a table cell or a heading that labels its prices.
_CONTROL_REFERENCE = re.compile(
    r"&#(?:0*(?:[1-8]|1[1-9]|2[0-9]|3[01]|127)(?![0-9])"
    r"|[xX]0*(?:[1-8bBcCeEfF]|1[0-9a-fA-F]|7[fF])(?![0-9a-fA-F]));?"
)
# Characters a reader does not see (a zero-width space, a word joiner, a soft hyphen that
# only shows where a line breaks, a byte order mark) or sees as one of the three dashes the
# readers know (a minus sign, a figure dash, a horizontal bar): written inside an amount
# ("$1\u200b,299", "1\u00ad299 \u20ac") or between a range's prices ("\u20ac89\u2212\u20ac129"),
# each split or hid a price. Also as references (&shy; &#8203; &minus;), which the parser
# would turn into them. Not the zero-width joiner and non-joiner inside a word: Persian and
# Indic words are spelled with them.
_GLYPHS = {
    **dict.fromkeys("\u200b\u2060\u2061\u2062\u2063\u2064\u00ad\ufeff", ""),
    **dict.fromkeys("\u2212\u2010\u2011\ufe63\uff0d", "-"),
    "\u2012": "\u2013",
    **dict.fromkeys("\u2015\ufe58", "\u2014"),
}
_GLYPH_NAMES = {
    "shy": "\u00ad",
    "ZeroWidthSpace": "\u200b",
    "NoBreak": "\u2060",
    "minus": "\u2212",
    "hyphen": "\u2010",
    "dash": "\u2010",
    "horbar": "\u2015",
}
# The zero-width joiner and non-joiner beside a digit or a currency's sign join no letters:
# "\u20b9\u200d499" was no price.
_JOINERS = "\u200c\u200d"
_SIGNS = "$\u00a2-\u00a5\u060b\u09f3\u0e3f\u17db\u20a0-\u20cf\ufdfc"
_GLYPH_REFERENCE = (
    rf"&(?:#0*(?:{'|'.join(str(ord(c)) for c in _GLYPHS)})(?![0-9])"
    rf"|#[xX]0*(?i:{'|'.join(f'{ord(c):x}' for c in _GLYPHS)})(?![0-9a-fA-F])"
    rf"|(?:{'|'.join(_GLYPH_NAMES)})(?=;)|shy);?"
)
_GLYPH = re.compile(
    f"[{''.join(_GLYPHS)}]"
    f"|(?<=[\\d{_SIGNS}])[{_JOINERS}]|[{_JOINERS}](?=[\\d{_SIGNS}])|{_GLYPH_REFERENCE}"
)
# Most pages hold none: each character looked for on its own (a search for a character a
# page's text cannot hold returns at once), then the references, is a fraction of the
# pattern's scan, which tries its lookbehind at every character.
_GLYPH_CHARACTERS = (*_GLYPHS, *_JOINERS)
_ANY_GLYPH_REFERENCE = re.compile(_GLYPH_REFERENCE)
_CENTS = re.compile(r"\d\d")
_DOT_GROUPED = re.compile(r"\d\.\d{3}\s*\Z")
# A no-break or thin space between digits groups thousands ("€1&nbsp;298,00"): the collapse of
# whitespace keeps it, as a no-break space, for the price reader (a plain space after a sign
# may start another number: "$19 100 GB"). Held as a control character while collapsing.
_SPACES = re.compile("[\u00a0\u202f\u2007\u2009]")
_DIGIT_GAP = re.compile("(?<=\\d)[\u00a0\u202f\u2007\u2009](?=\\d)")
_HELD, NO_BREAK = "\x06", "\u00a0"
# A part between breaks that shows something: from its start (a break's end), it holds a
# character that is not blank.
_SHOWN_PART = re.compile(f"[{_BLANK}]*+[^{BREAK}{_BLANK}][^{BREAK}]*+")
_MANY_NODES = 64

# Never text: scripts, styles, form controls, embedded documents; and a ruby's annotation
# (its reading, drawn above the words it spells: 基本<rt>きほん</rt> is 基本) with the
# brackets only a browser without ruby shows (<rp>).
_NEVER_TEXT = (
    *("script", "style", "noscript", "template", "svg", "iframe", "object"),
    *("select", "textarea", "rt", "rp"),
)
# Inputs hold no text either, but go only once the styles are applied: a checked radio button
# shows its CSS-only tab (``#region-a:checked ~ .panel--a``, ``monitor.extract.styles``).
_INPUTS = "input"
# Hidden from readers by the page's markup: each may be an alternative a toggle shows.
_HIDDEN = "[hidden], [data-state=inactive]"
# Hidden from screen readers; from the eye too, unless it is the only rendering of its
# parent's price (WooCommerce's <del aria-hidden="true"> and <ins aria-hidden="true">, whose
# screen-reader text the stylesheet clips away).
_ARIA_HIDDEN = "[aria-hidden=true]"
_MARKED_HIDDEN = f"{_HIDDEN}, {_ARIA_HIDDEN}"
_MARKED_HIDDEN_WORDS = clues.words("hidden", "HIDDEN", "Hidden", "inactive")
_CLOSED_DISCLOSURE = '[aria-expanded="false"][aria-controls]:not([role="tab"])'
_DISCLOSURE_WORDS = clues.words("aria-expanded")
_MAX_DISCLOSURES = 256  # past these, a page's disclosures are navigation, not price lists
_QUESTION_MARKS = ("?", "\uff1f", "\u061f")  # Latin and others, full-width, Arabic
# Classes of CSS frameworks that hide what they mark (Bootstrap's d-none and hide, Tailwind's
# hidden and invisible, Bulma's is-hidden, UIkit's uk-hidden), whose stylesheet a page links
# rather than inlines. A fragment of digits so marked inside a price is a decoy ("$4<span
# class="d-none">7</span>9"); an element that holds more is not judged by its class, which
# a framework's responsive class beside it may undo ("hidden md:block").
_HIDING_CLASSES = ".d-none, .hidden, .is-hidden, .hide, .invisible, .uk-hidden"
# Where a class's name may stand in an attribute's value: first, last or between others.
_CLASS_ENDS = (('"', ""), ("'", ""), ("=", ""), ("", '"'), ("", "'"), (" ", " "))
_HIDING_CLASS_WORDS = clues.words(
    "d-none",
    "is-hidden",
    "uk-hidden",
    "invisible",
    *(f"{before}{word}{after}" for word in ("hidden", "hide") for before, after in _CLASS_ENDS),
)
_FRAGMENT = re.compile(r"[\d.,'\u00a0\u202f ]{1,8}")
# A class that shows again, on a wide screen, what a framework's hiding class hides ("hidden
# md:block", "hidden @lg:flex"; Bootstrap's in ``styles.shown_from_breakpoint``): shown to a
# desktop reader. One that shows it on a state
# ("hidden group-data-[checked]:inline", "hidden peer-checked:block") shows an alternative.
_SHOWN_WIDE = re.compile(
    r"(?:^|\s)(?:sm|md|lg|xl|2xl|min-\[[^\]\s]*\]|@[\w\[\]-]+):"
    r"(?:block|inline|inline-block|flex|inline-flex|grid|inline-grid|table|contents|flow-root)"
    r"(?:\s|$)"
)
# Shown on a framework's condition: in the page as sent, every one of them is there.
_CONDITIONAL = "[x-show], [v-show], [v-if], [v-else], [v-else-if], [x-if]"
_CONDITIONAL_WORDS = clues.words("-show", "v-if", "x-if", "v-else")
_ANY_CONDITION = re.compile(r"\s(?:x-show|v-show|v-if|v-else|x-if)\b")
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
_HEADING_TAGS = frozenset(_HEADINGS)


# Tags whose query a page is spared unless its source writes one: on a page of a million
# elements, each whole-tree query costs about 50 ms, and most pages lack some of these. A tag
# is looked for as HTML writes it: in lower case, in capitals, capitalised.
_TAGS_ASKED = (
    *_NEVER_TEXT,
    *("input", "meta", "header", "footer", "nav", "blockquote", "q", "figcaption", "pre"),
    *("h2", "h3", "h4", "h5", "h6", "dialog"),
)
_TAG_CLUES = {
    tag: clues.words(*dict.fromkeys((f"<{tag}", f"<{tag.upper()}", f"<{tag.capitalize()}")))
    for tag in _TAGS_ASKED
}


def mentions(source: str, *tags: str) -> bool:
    """Whether ``source`` (a page) writes an element of any of ``tags`` (of ``_TAGS_ASKED``)."""
    written = clues.found(source)
    return any(not written.isdisjoint(_TAG_CLUES[tag]) for tag in tags)


MAX_WRAPPERS = 4  # a page builder's boxes around a text: its block, its rich-text field


def valid_selector(selector: str) -> bool:
    """Whether Lexbor can compile ``selector`` (what a target's ``selector`` must be)."""
    try:
        LexborHTMLParser("<p></p>").css(selector)
    except SelectolaxError:
        return False
    return True


def parse(text: str) -> LexborHTMLParser:
    shown = shadow_roots.opened(text)
    utf8 = shown.encode(errors="surrogatepass")  # JSON-escaped text can hold a lone surrogate
    kept = utf8.translate(None, _CONTROL)
    # Most pages write no control character: the text is then the one encoded.
    visible = shown if len(kept) == len(utf8) else kept.decode(errors="surrogatepass")
    # Removing references removes no glyph: whether one is written is asked of the text now.
    seen = _unseen_glyphs(_CONTROL_REFERENCE.sub("", visible), _writes_glyphs(kept, visible))
    # A Greek capital vowel's UTF-8 starts with 0xCE: most pages write none.
    tree = LexborHTMLParser(greek_caps.accented(seen, b"\xce" in kept))
    if shown is not text:  # a shadow root was opened: its host's children fill its slots
        shadow_roots.slotted(tree, text)
    amp_lists.render(tree, text)
    return tree


def _seen_glyph(match: re.Match[str]) -> str:
    """What a reader sees of a ``_GLYPH``: nothing, or a dash the readers know."""
    written = match[0]
    if written[0] != "&":
        return _GLYPHS.get(written, "")  # or a joiner
    name = written[1:].rstrip(";")
    if name[0] != "#":
        return _GLYPHS[_GLYPH_NAMES.get(name, "\u00ad")]
    code = int(name[2:], 16) if name[1] in "xX" else int(name[1:])
    return _GLYPHS[chr(code)]


def unseen_glyphs(text: str) -> str:
    """``text`` as a reader sees its ``_GLYPH`` characters."""
    return _unseen_glyphs(text, any(character in text for character in _GLYPH_CHARACTERS))


def _writes_glyphs(utf8: bytes, text: str) -> bool:
    """Whether ``text`` (``utf8`` encoded) holds a ``_GLYPH`` character. None is ASCII: of a
    text mostly of ASCII, only the other characters are searched (each character's bytes
    kept whole, in order), not the whole text once per glyph."""
    others = utf8.translate(None, _ASCII)
    held = others.decode(errors="surrogatepass") if len(others) <= len(utf8) // 8 else text
    return any(character in held for character in _GLYPH_CHARACTERS)


_ASCII = bytes(range(128))


def _unseen_glyphs(text: str, written: bool) -> str:
    """``unseen_glyphs``, told whether ``text`` holds a ``_GLYPH`` character (``written``)."""
    if written or ("&" in text and _ANY_GLYPH_REFERENCE.search(text)):
        return _GLYPH.sub(_seen_glyph, text)
    return text


def select(scope: LexborHTMLParser | LexborNode, selector: str) -> list[LexborNode]:
    """The nodes ``selector`` matches in ``scope``, each once, in document order."""
    nodes = scope.css(selector)
    if "," not in selector or _distinct_types(selector):
        return nodes
    seen: set[int] = set()
    unique = []
    for node in nodes:
        if node.mem_id not in seen:
            seen.add(node.mem_id)
            unique.append(node)
    return unique


@functools.lru_cache(maxsize=256)  # the module's selectors, and the operators'
def _distinct_types(selector: str) -> bool:
    """Whether ``selector`` is a list of tags, each once ("blockquote, figcaption"): an
    element has one tag, so Lexbor answers each node once."""
    if _TYPE_LIST.fullmatch(selector) is None:
        return False
    names = [name.strip().lower() for name in selector.split(",")]
    return len(set(names)) == len(names)


_TYPE_LIST = re.compile(r"\s*[a-zA-Z][\w-]*(?:\s*,\s*[a-zA-Z][\w-]*)*\s*")


def scripts(tree: LexborHTMLParser, selector: str) -> list[str]:
    """The text of the scripts ``selector`` finds (JSON-LD, embedded state); read them before
    ``hide`` removes every script."""
    return [node.text(deep=True) for node in select(tree, selector)]


_MAX_JSON_ATTRIBUTES = 64


def json_attributes(
    tree: LexborHTMLParser, wanted: re.Pattern[str], calls: bool = False
) -> list[str]:
    """The values of attributes that hold JSON (``data-product='{"variants": …}'``), or with
    ``calls`` a call given a literal (``literals.argument_at``), whose name or value
    ``wanted`` finds, the first ``_MAX_JSON_ATTRIBUTES`` of them."""
    found = []
    for node in tree.css("*"):
        for name, value in node.attributes.items():
            if not value or not (
                value[:1] in "[{" or (calls and literals.argument_at(value) is not None)
            ):
                continue
            if wanted.search(name) or wanted.search(value):
                found.append(value)
                if len(found) == _MAX_JSON_ATTRIBUTES:
                    return found
    return found


def remove(tree: LexborHTMLParser, selectors: Iterable[str]) -> None:
    """Remove what the operator said to ignore."""
    for selector in selectors:
        _unlink(tree, tree.css(selector))


def hide(tree: LexborHTMLParser, source: str, unselected: bool = False) -> Pairer:
    """Remove what a reader does not see, but for the alternatives of what it sees (see
    ``monitor.extract.alternatives``), which are marked for the views of ``marked_views``.
    ``source`` is the page's text, which tells at once whether its CSS or a framework's
    conditions are worth a query: most pages' CSS hides nothing. With ``unselected``, the
    tab panels a linked stylesheet or a script hides (``tabs.unselected_panels``) too: in
    the modes that read the words of a plan's card (its limits), another tab's are still
    the page's offers."""
    styled = styles.may_hide(source)
    sheets = scripts(tree, "style") if styled else []
    rules = styles.display_rules(sheets)
    states = bound_state.amp_states(tree, source) | bound_state.factory_states(tree, source)
    panes = tabs.unselected_panels(tree, source) if unselected else {}
    unchecked = _tidy(tree, source, inputs=not rules) | panes
    marked = clues.holds(source, *_MARKED_HIDDEN_WORDS)
    # Asked of a fragmented price, and of a hidden price said again beside it: once.
    readers = functools.cache(functools.partial(_reader_texts, tree, sheets))
    panels, answers = _closed_panels(tree, source)
    hidden = _hidden(tree, (rules, readers), styled, marked, panels)
    turned = _matched(tree, styles.turned_selectors(sheets)) if rules else frozenset()
    if rules:
        hidden = _without_inputs(tree, hidden)
        hidden = _without_stale_copies(tree, hidden, styles.breakpoint_hiding(sheets))
    classed = (
        tree.css(_HIDING_CLASSES)[:_MAX_DECOYS] if clues.holds(source, *_HIDING_CLASS_WORDS) else []
    )
    hidden += _decoy_fragments(classed)
    ids = {node.mem_id for node in hidden}
    hidden += [node for mem_id, (node, _) in unchecked.items() if mem_id not in ids]
    ids.update(unchecked)
    known: dict[int, bool] = {}
    outermost = [node for node in hidden if not _inside(node, ids, known)]
    pairer = Pairer(
        alternatives.swappable_selector(source),
        Tabs(tree, source, {mem_id: name for mem_id, (_, name) in unchecked.items() if name}),
        turned,
        states,
    )
    restating = _restatements(outermost, ids, readers)
    with alternatives.hiding_classes(rules):
        kept = {
            node.mem_id
            for node in outermost
            if node.mem_id not in restating
            and node.attributes.get("id") not in answers
            and pairer.pair(node, lambda n: n.mem_id in ids)
        }
        _pair_class_hidden(pairer, classed, ids)
        _pair_conditional(tree, source, pairer, ids)
    _unlink(tree, [node for node in hidden if node.mem_id not in kept])
    return pairer


def _tidy(
    tree: LexborHTMLParser, source: str, inputs: bool
) -> dict[int, tuple[LexborNode, str | None]]:
    """Remove what is never read as text (the ``inputs`` too, unless a stylesheet may ask
    whether one is checked), a phone's restated copies and permalinks, and spread the cells
    that span rows or columns; the radio panels not checked, read before the inputs go
    (``tabs.unchecked_radio_panels``)."""
    _label_stock_buttons(tree, source)
    unchecked = tabs.unchecked_radio_panels(tree, source)
    _unlink(tree, tree.css(_never_text(source, inputs=inputs)))  # one query for all
    _unlink(tree, _space_read_copies(_small_screen_copies(tree, source)))
    _spread_row_spans(tree, source)
    _spread_column_spans(tree, source)
    _unlink(tree, _permalinks(tree, source))
    _unlink(tree, _footnote_references(tree, source))
    return unchecked


def _pair_conditional(tree: LexborHTMLParser, source: str, pairer: Pairer, ids: set[int]) -> None:
    """Mark each element a framework shows on a condition (``x-show``, ``v-if``; not among
    the hidden ``ids``) after a sibling of its kind that is one too as an alternative of the
    first: which a script shows is unknown, and the first is taken for the one drawn."""
    worth = clues.holds(source, *_CONDITIONAL_WORDS) and _ANY_CONDITION.search(source)
    conditions = select(tree, _CONDITIONAL) if worth else []
    conditional = [node for node in conditions if node.mem_id not in ids]
    conditional = conditional[: alternatives.MAX_GROUPS]
    conditional_ids = {node.mem_id for node in conditional}
    firsts = {node.mem_id for node in conditional if not _has_earlier_twin(node, conditional_ids)}
    for node in conditional:
        if node.mem_id not in firsts:
            pairer.pair(node, lambda n: n.mem_id not in firsts)


def closed_dialogs(
    tree: LexborHTMLParser, source: str, selector: str | None = None
) -> list[LexborNode]:
    """The ``<dialog>`` elements no script has opened, which a browser does not draw: a quick
    view of another product, a size guide, a modal of a plan's details. Never an alternative:
    a dialog opens over the page, not in a price's place. Those a region ``selector`` chose
    lies in are kept: the operator chose what the dialog holds, as a region around one did
    not (a plan's details restated in a modal inside ``main``)."""
    dialogs = tree.css("dialog:not([open])") if mentions(source, "dialog") else []
    if not dialogs or selector is None:
        return dialogs
    holding: set[int] = set()
    for node in region(tree, selector):
        ancestor: LexborNode | None = node
        while ancestor is not None and ancestor.mem_id not in holding:
            holding.add(ancestor.mem_id)
            ancestor = ancestor.parent
    return [dialog for dialog in dialogs if dialog.mem_id not in holding]


_BUTTON_INPUTS = frozenset({"submit", "button"})


def _label_stock_buttons(tree: LexborHTMLParser, source: str) -> None:
    """Each button written as an input whose value says a stock state (``<input
    type="submit" value="Sold out">``) made a ``<button>`` of that text, its other attributes
    kept: an input holds no text, and goes with the rest, but a reader sees its value as a
    button's words, the only place that a shop's theme may say the product is sold out."""
    if not mentions(source, "input"):
        return
    for node in tree.css("input[value]")[:_MAX_DECOYS]:
        attributes = node.attributes
        value = attributes.get("value") or ""
        kind = (attributes.get("type") or "").lower()
        if kind not in _BUTTON_INPUTS or phrases.availability_in(value.strip()) is None:
            continue
        if _in_a_query_form(node) or _FILTER_WORD.search(value.lower()):
            continue  # a listing's filter: "In stock only", "Nur verfügbare anzeigen"
        button = LexborHTMLParser("<button></button>").css_first("button")
        if button is None:  # the parser always makes it
            continue
        for name, kept in attributes.items():
            if name not in ("type", "value"):
                button.attrs[name] = kept or ""
        button.insert_child(value)
        node.replace_with(button)


_FILTER_WORD = re.compile(
    rf"(?<!\w)(?:{phrases.alternation(w for ws in words.FILTER_WORDS.values() for w in ws)})(?!\w)"
)


def _in_a_query_form(node: LexborNode) -> bool:
    """Whether ``node`` is in a form that says it asks (a search, a filter: its method GET
    or its role search); a product's buy form posts, or says nothing."""
    parent = node.parent
    while parent is not None and parent.tag != "form":
        parent = parent.parent
    if parent is None:
        return False
    attributes = parent.attributes
    method = (attributes.get("method") or "").strip().lower()
    return method == "get" or (attributes.get("role") or "") == "search"


# The mark a documentation generator links each heading to itself with: MkDocs' and
# Sphinx's pilcrow, Docusaurus' zero-width space, a section sign or a hash. Read, it became
# part of the heading's text, and so of every label the heading gives ("Add-ons¶").
_PERMALINK_MARKS = frozenset({"", "\u00b6", "#", "\u00a7", "\u200b", "\U0001f517"})
_PERMALINK_WORDS = clues.words("headerlink", "&para;", "\u00b6", "hash-link", "anchor")
_HEADING_LINKS = ", ".join(f"h{level} > a[href^='#']" for level in range(1, 7))


def _permalinks(tree: LexborHTMLParser, source: str) -> list[LexborNode]:
    """Each heading's link to itself that says nothing but its mark: a heading that is a
    link to its section as a whole ("<h2><a href='#plans'>Plans</a></h2>") keeps its words."""
    if not clues.holds(source, *_PERMALINK_WORDS):
        return []
    return [
        node
        for node in tree.css(_HEADING_LINKS)[:_MAX_DECOYS]
        if node.text(deep=True).strip() in _PERMALINK_MARKS
    ]


def _footnote_references(tree: LexborHTMLParser, source: str) -> list[LexborNode]:
    """Each superscript right after a price that refers to a footnote ("9,99 \u20ac<sup>1</sup>",
    "$29<sup>1</sup>/mo", "990\u5186<sup>\u203b2</sup>"): read with it, the amount took its digit
    ($291) or the sign went to it (\u20ac 1), and a new price was read as the same."""
    if not clues.holds(source, *_SUPERSCRIPT_WORDS):
        return []
    return [node for node in tree.css("sup")[:_MAX_DECOYS] if _refers_after_price(node)]


_SUPERSCRIPT_WORDS = clues.words("<sup", "<SUP")
# A footnote's number, its mark before it or its bracket after it: "1", "*2", "\u203b1", "1)",
# "(3)", "1,2"; a mark alone ("\u2020", "**"), or a circled number ("\u2460"), which stood
# between the amount and its period ("$29\u2020/mo" had none).
_FOOTNOTE = re.compile(
    r"[*\u2020\u2021\u203b#]{0,3}\(?\d{1,2}\)?(?: ?, ?\d{1,2})*|[*\u2020\u2021\u203b#]{1,3}"
    r"|[\u2460-\u2473\u24ea\u2776-\u277f]"
)


def _refers_after_price(sup: LexborNode) -> bool:
    """Whether ``sup`` is a footnote's number after the price its sibling before ends with.
    Not two digits, the cents of the amount or of the sign before them (``_join_cents``:
    "119\u20ac<sup>99</sup>"), nor a digit after an amount of two decimals that names no
    currency: a fuel price's tenth of a cent ("1,78<sup>9</sup> \u20ac") is read with it."""
    said = sup.text(deep=True).strip()
    if _FOOTNOTE.fullmatch(said) is None:
        return False
    tail = _text_before_sibling(sup)
    if not tail[-1:].isprintable() or _CENTS.fullmatch(said):
        return False
    found = money.prices_by_line([tail]).get(0, [])
    return bool(found) and found[-1].end >= len(tail)


_PRICE_TAIL = 40  # characters: a price and its sign, not the paragraph before it
# Siblings: a price in boxes has a few; empty ones (a comment per text node) count too, so
# that a run of thousands of them is not walked back over from each footnote.
_PRICE_BOXES = 8


def _text_before_sibling(node: LexborNode) -> str:
    """The last characters of the text of ``node``'s siblings before it, collapsed: a price
    split into boxes ("<span>495</span><span>\u5186</span><sup>1</sup>") ends there whole."""
    said: list[str] = []
    before, length = node.prev, 0
    while before is not None and length < _PRICE_TAIL and len(said) < _PRICE_BOXES:
        text = before.text(deep=True) if before.tag not in ("-comment", "_comment") else ""
        said.append(text)
        length += len(text)
        before = before.prev
    return collapse("".join(reversed(said)))[-_PRICE_TAIL:].rstrip()


def _small_screen_copies(tree: LexborHTMLParser, source: str) -> list[LexborNode]:
    """The elements that a framework's class hides on a desktop screen from a breakpoint on
    (``styles.hidden_from_breakpoint``): a phone's copy of what the page writes again for
    wide screens (``<span class="md:hidden">$29</span><span class="hidden
    md:inline">$29</span>``), whose stylesheet is linked. Read, each price was read twice,
    the phone's copy without the period the other's line gives it. A phone's table stays:
    its rows name each plan beside its price and its limits, where the wide screens' cards
    may name theirs in no element a plan is read from. Which copies are read all the same is
    ``_space_read_copies``'s to say."""
    if not clues.holds(source, *styles.RESPONSIVE_HIDING_WORDS):
        return []
    copies = [
        node
        for node in tree.css(styles.RESPONSIVE_HIDING)[:_MAX_DECOYS]
        if styles.hidden_from_breakpoint(node.attributes.get("class") or "")
    ]
    if not copies:
        return []
    holding = _holding_tables(tree)
    return [node for node in copies if node.mem_id not in holding]


def _space_read_copies(copies: list[LexborNode]) -> list[LexborNode]:
    """Of a phone's ``copies``, those whose prices the page states beside them as well, to be
    removed. The others disagree with the desktop's copy (one edited, the other not): a
    phone's reader is offered their prices, which are read, each copy now set apart from its
    neighbours by a space, as
    the two copies of a price a page writes side by side (``<span class="lg:hidden">1 490
    ₽</span><span class="hidden lg:inline">1 290 ₽</span>``) would otherwise be read as one
    number. Past the first ``_MAX_COPIES``, a copy is taken for restated."""
    unread = []
    stated: dict[int, collections.Counter[tuple[Decimal, str]]] = {}  # by ancestor, read once
    for index, node in enumerate(copies):
        if index >= _MAX_COPIES or _copy_restated(node, stated):
            unread.append(node)
        else:
            node.insert_after(" ")
    return unread


_MAX_COPIES = 256


def _stated_prices(
    node: LexborNode, stated: dict[int, collections.Counter[tuple[Decimal, str]]]
) -> collections.Counter[tuple[Decimal, str]]:
    """How many times ``node``'s text states each amount in each currency (kept in
    ``stated``: the copies of one section share their ancestors)."""
    if node.mem_id not in stated:
        # Collapsed: a sign boxed after a no-break space (``8&nbsp;<span>\u20ac</span>``)
        # read "8\u00a0 \u20ac", no price, and a phone's copy that disagreed was restated.
        found = money.prices_by_line([collapse(node.text(deep=True, separator=" "))])
        stated[node.mem_id] = collections.Counter(
            (price.amount, price.currency) for line in found.values() for price in line
        )
    return stated[node.mem_id]


def _copy_restated(
    copy: LexborNode, stated: dict[int, collections.Counter[tuple[Decimal, str]]]
) -> bool:
    """Whether the other copy states each of ``copy``'s prices as often: looked for in the
    nearest ancestor that states at least twice as many prices (the section that holds both
    copies, not the whole page, where another product may cost the same). A copy with no
    such ancestor near it is taken for restated, as a copy is."""
    own = _stated_prices(copy, stated)
    if not own:
        return True
    needed = 2 * sum(own.values())
    node = copy.parent
    for _ in range(_COPY_DEPTH):
        if node is None or node.tag in ("html", "-undef"):
            break
        around = _stated_prices(node, stated)
        if sum(around.values()) >= needed:
            return all(around[price] >= 2 * count for price, count in own.items())
        node = node.parent
    return True


_COPY_DEPTH = 8  # wrappers between a copy and the section that holds the other


def _without_stale_copies(
    tree: LexborHTMLParser, hidden: list[LexborNode], selectors: list[str]
) -> list[LexborNode]:
    """``hidden`` but for the copies that the page's ``@media`` rules hide from a width on
    (``styles.breakpoint_hiding``) and that state a price the rest of the page does not
    (``_space_read_copies``): a phone's reader is offered it."""
    if not selectors:
        return hidden
    copies = _matched(tree, selectors)
    candidates = [node for node in hidden if node.mem_id in copies]
    unread = {node.mem_id for node in _space_read_copies(candidates)}
    return [node for node in hidden if node.mem_id not in copies or node.mem_id in unread]


# Asked of the page's one scan for clues: a search of a page of two-byte characters for one
# word costs about 0.7 ms a megabyte.
_ROWSPAN = clues.words("rowspan")
_COLSPAN = clues.words("colspan")


def _spread_row_spans(tree: LexborHTMLParser, source: str) -> None:
    """Each cell that names the rows it spans (``<th rowspan="2">Price</th>`` beside a first
    year's and a renewal's rows) written again at its column in each row after the first:
    read row by row, the next row's cells each sat one column to the left, its first read
    as the row's name and each other under the wrong plan's. A cell that holds a price is
    not copied (a price shared by two rows is one price); a plan's name with a figure is
    ("VPS 2", "Fibra 600")."""
    if not clues.holds(source, *_ROWSPAN):
        return
    made = 0
    for cell in tree.css("th[rowspan], td[rowspan]")[:_MAX_SPANS]:
        text = collapse(cell.text(deep=True, separator=" "))
        row = cell.parent
        if row is None or row.tag != "tr" or _wide(row) or money.prices_by_line([text]):
            continue
        column = _column_of(cell)
        for _ in range(min(_count(cell, "rowspan"), _MAX_SPANNED) - 1):
            row = _next_element(row)
            if row is None or row.tag != "tr" or _wide(row) or made == _MAX_MADE_CELLS:
                break
            _insert_cell(row, column, cell.tag or "td", text)
            made += 1


def _spread_column_spans(tree: LexborHTMLParser, source: str) -> None:
    """Each cell after a row's first that spans columns (``<td colspan="2">E-Mail-Support
    </td>`` under two plans) written once per column it spans: read as one cell, each plan
    after it took its right neighbour's value, and the last plan had none. A row's first
    cell spanning (a group's title over the whole table) and a price are left as written."""
    if not clues.holds(source, *_COLSPAN):
        return
    made = 0
    for cell in tree.css("td[colspan], th[colspan]")[:_MAX_SPANS]:
        span = min(_count(cell, "colspan"), _MAX_SPANNED, _MAX_MADE_CELLS - made + 1)
        if span < 2 or cell.parent is None or _wide(cell.parent) or _column_of(cell) == 0:
            continue
        text = collapse(cell.text(deep=True, separator=" "))
        if not text or money.prices_by_line([text]):
            continue
        cell.attrs["colspan"] = "1"
        for _ in range(span - 1):
            copy = _new_cell(cell.tag or "td", text)
            if copy is not None:
                cell.insert_after(copy)
        made += span - 1


def _column_of(cell: LexborNode) -> int:
    """The column ``cell`` starts at in its row, by the spans of the cells before it."""
    column, before = 0, cell.prev
    while before is not None:
        if before.tag in ("td", "th"):
            column += _count(before, "colspan")
        before = before.prev
    return column


def _count(cell: LexborNode, attribute: str) -> int:
    """A cell's ``rowspan`` or ``colspan``: 1 where it is missing or no number."""
    written = _SPAN.match(cell.attributes.get(attribute) or "")
    return int(written[1]) if written and 0 < int(written[1]) < 1000 else 1


# A span as a browser reads it: ASCII digits after any spaces ("²" is a digit to str.isdigit
# and no number to int(), and a browser reads "2px" as 2); more than four are past our cap.
_SPAN = re.compile(r"\s*\+?([0-9]{1,4})(?![0-9])")


def _next_element(node: LexborNode) -> LexborNode | None:
    after = node.next
    while after is not None and after.tag in ("-text", "-comment"):
        after = after.next
    return after


def _new_cell(tag: str, text: str) -> LexborNode | None:
    """A ``tag`` cell (``td`` or ``th``) of ``text``, made by the parser as a table's (it
    always makes one)."""
    made = LexborHTMLParser(f"<table><tr><{tag}></{tag}></tr></table>").css_first(tag)
    if made is not None:
        made.insert_child(text)
    return made


def _insert_cell(row: LexborNode, column: int, tag: str, text: str) -> None:
    """A ``tag`` cell of ``text`` put in ``row`` at ``column``."""
    made = _new_cell(tag, text)
    if made is None:
        return
    at = 0
    for node in row.iter(include_text=False):
        if node.tag not in ("td", "th"):
            continue
        if at >= column:
            node.insert_before(made)
            return
        at += _count(node, "colspan")
    row.insert_child(made)


_MAX_SPANS = 256
_MAX_SPANNED = 32  # rows or columns a copied cell is written into: a whole table's is bounded
# Cells written again in all, and the cells of a row whose spans are read: a row of more is
# no plan's (3,000 spanning cells cost seconds of walks along their row, 11 KB of them 0.6 s).
_MAX_MADE_CELLS = 1024
_MAX_ROW_CELLS = 64


def _wide(row: LexborNode) -> bool:
    """Whether ``row`` holds more than ``_MAX_ROW_CELLS`` elements."""
    return len(list(itertools.islice(row.iter(), _MAX_ROW_CELLS + 1))) > _MAX_ROW_CELLS


def _holding_tables(tree: LexborHTMLParser) -> set[int]:
    """The ids of the tables and of the elements that hold one: each table's ancestors, one
    walk up from each (of the first few)."""
    found: set[int] = set()
    for table in tree.css("table")[:_MAX_DECOYS]:
        node: LexborNode | None = table
        while node is not None and node.mem_id not in found:
            found.add(node.mem_id)
            node = node.parent
    return found


def _reader_texts(tree: LexborHTMLParser, sheets: list[str]) -> frozenset[int]:
    """The ids of the elements the stylesheet hides from the eye only (``sr-only``)."""
    return _matched(tree, styles.reader_selectors(sheets))


def _matched(tree: LexborHTMLParser, selectors: list[str]) -> frozenset[int]:
    """The ids of the elements any of ``selectors`` matches."""
    return frozenset(node.mem_id for selector in selectors for node in _query(tree, selector))


def _query(tree: LexborHTMLParser, selector: str) -> list[LexborNode]:
    """What a page's own ``selector`` matches; nothing where Lexbor cannot run it, as the page
    cannot rely on it."""
    try:
        return tree.css(selector)
    except SelectolaxError:
        return []


def _never_text(source: str, inputs: bool) -> str:
    """The selector of what holds no text that ``source`` writes (and of the ``<head>``, which
    the parser makes where a page writes none: a bare ``<title>`` goes there)."""
    asked = (*_NEVER_TEXT, *(("input",) if inputs else ()))
    written = clues.found(source)
    tags = [tag for tag in asked if not written.isdisjoint(_TAG_CLUES[tag])]
    return ", ".join(("head", *tags))


def _hidden(
    tree: LexborHTMLParser,
    styling: tuple[list[tuple[str, bool]], Callable[[], frozenset[int]]],
    styled: bool,
    marked: bool,
    panels: frozenset[str],
) -> list[LexborNode]:
    """Every element the markup (if ``marked`` may be), an inline style (if any may hide) or
    the page's stylesheet hides, but for the closed ``panels`` that hold a price (whether
    ``hidden`` or, as many accordions write them, ``aria-hidden``). ``styling``:
    the stylesheet's rules, and the ids of what it hides from the eye only."""
    rules, readers = styling
    effect = _styled(tree, rules, styled, panels)
    # One query for both kinds of mark: each is a walk of the whole tree.
    aria: list[LexborNode] = []
    for node in tree.css(_MARKED_HIDDEN) if marked else ():
        if _hidden_by_markup(node):  # final: no stylesheet shows what the markup hides
            if not _opened(node, panels):
                effect[node.mem_id] = (True, node)
        else:
            aria.append(node)
    hidden = {mem_id for mem_id, (hides, _) in effect.items() if hides}
    looked = 0
    fragmented: dict[int, LexborNode] = {}  # the parents of hidden fragments, by id
    for node in aria:
        if node.mem_id in hidden or _opened(node, panels):
            continue
        # Most are icons, without a digit; past the first few hundred with one, the rest are
        # hidden unread.
        text = node.text(deep=True)
        digits = _DIGIT.search(text) is not None
        shown = digits and looked < _MAX_ARIA_PRICES and _only_price(node, hidden)
        shown = shown or (not digits and _sign_of_price(node, text)) or _names_tile(node)
        shown = shown or (not digits and _period_of_price(node, text))
        shown = shown or (digits and _rating_of_count(node, text))
        looked += digits
        if not shown:
            effect[node.mem_id] = (True, node)
            if digits:
                fragmented.setdefault(_parent_id(node), node.parent or node)
    if fragmented:
        _show_reader_prices(effect, set(fragmented), readers())
        _say_labelled_prices(effect, fragmented)
    return [node for hides, node in effect.values() if hides]


def _parent_id(node: LexborNode) -> int:
    parent = node.parent
    return -1 if parent is None else parent.mem_id


def _show_reader_prices(
    effect: dict[int, tuple[bool, LexborNode]], fragmented: set[int], readers: frozenset[int]
) -> None:
    """Show the screen reader's text of a price that the eye sees only in fragments hidden
    from readers (``<span class="sr-only">Prijs: € 1,69</span>`` beside ``<span
    aria-hidden="true">1</span><span aria-hidden="true">69</span>``, the stylesheet clipping
    the first): the fragments, without their currency, read as no price, so the reader's text
    is the price's only complete rendering. ``fragmented``: the ids of the parents of
    hidden fragments with a digit; not where the parent shows a complete price besides.
    ``readers``: the ids of what the stylesheet hides from the eye only."""
    hidden = {mem_id for mem_id, (hides, _) in effect.items() if hides}
    for mem_id, (hides, node) in list(effect.items()):
        reader = hides and _parent_id(node) in fragmented and _for_readers(node, readers)
        if reader and alternatives.holds_price(node) and _no_shown_price(node, hidden):
            effect[mem_id] = (False, node)


def _say_labelled_prices(
    effect: dict[int, tuple[bool, LexborNode]], fragmented: dict[int, LexborNode]
) -> None:
    """Write as its text the ``aria-label`` of a price that the eye sees only in fragments
    hidden from readers (``<p aria-label="19 Euro pro Monat"><span aria-hidden="true">€</span>
    <span aria-hidden="true">19</span><span aria-hidden="true">,00</span></p>``), and hide the
    fragments: the label is the price's only complete rendering, and without it the price
    was lost. Not where a price is shown beside the fragments (a reader's ``sr-only`` text,
    shown by ``_show_reader_prices``), nor where the label says no price.
    ``fragmented``: the parents of hidden fragments with a digit, by id."""
    hidden = {mem_id for mem_id, (hides, _) in effect.items() if hides}
    for parent in fragmented.values():
        label = spoken_cents(" ".join((parent.attributes.get("aria-label") or "").split()))
        first = parent.child
        if not _DIGIT.search(label) or len(label) > _LONGEST_LABEL or first is None:
            continue
        if not _no_shown_price(first, hidden) or not _amounts(label):
            continue
        for child in itertools.islice(parent.iter(), _MAX_ARIA_SIBLINGS):
            if child.attributes.get("aria-hidden") == "true":
                effect[child.mem_id] = (True, child)
        parent.insert_child(f" {label} ")


_LONGEST_LABEL = 80


def spoken_cents(label: str) -> str:
    """``1279 reais com 90 centavos`` as ``1279.90 reais``: a label that says an amount's
    cents in words was read as its whole units alone, or as no price (``98 reais com 90
    centavos``: two amounts for one)."""
    if not _DIGIT.search(label):
        return label
    return _SPOKEN_CENTS.sub(lambda found: f"{found[1]}.{int(found[3]):02d}{found[2]}", label)


# A whole amount without separators, its currency's name in a word or two, and its cents.
_SPOKEN_CENTS = re.compile(
    r"(?<![\d.,])(\d+)(\s+[^\W\d_]+(?:\s+[^\W\d_]+)?)\s+(?:"
    + phrases.alternation(w for joins, _ in words.SPOKEN_CENTS.values() for w in joins)
    + r")\s+(\d{1,2})\s+(?:"
    + phrases.alternation(w for _, names in words.SPOKEN_CENTS.values() for w in names)
    + r")(?!\w)",
    re.IGNORECASE,
)


def _for_readers(node: LexborNode, readers: frozenset[int]) -> bool:
    """Whether ``node`` is a text for screen readers: the stylesheet hides it from the eye
    only (``readers``), or its class says so (``sr-only``); not hidden from readers by the
    markup, nor from everyone (``display:none``: another size's price, a decoy)."""
    if _hidden_by_markup(node) or node.attributes.get("aria-hidden") == "true":
        return False
    said = (node.attributes.get("class") or "").split()
    return node.mem_id in readers or not _READER_CLASSES.isdisjoint(said)


def _no_shown_price(node: LexborNode, hidden: set[int]) -> bool:
    """Whether none of the first siblings of ``node`` that are not ``hidden`` holds a price."""
    parent = node.parent
    children = parent.iter(include_text=True) if parent is not None else iter(())
    for sibling in itertools.islice(children, _MAX_ARIA_SIBLINGS):
        shown = sibling.mem_id not in hidden and _DIGIT.search(sibling.text(deep=True))
        if shown and alternatives.holds_price(sibling):
            return False
    return True


def _styled(
    tree: LexborHTMLParser, rules: list[tuple[str, bool]], styled: bool, panels: frozenset[str]
) -> dict[int, tuple[bool, LexborNode]]:
    """What the page's stylesheet and inline styles (if any may hide) do to each element they
    name: whether they hide it, by its id; but for a disclosure's panel (``_disclosed``, or
    one of the closed ``panels`` that holds a price)."""
    effect: dict[int, tuple[bool, LexborNode]] = {}
    for selector, hides in rules:  # in order: the last rule that applies wins
        effect.update((node.mem_id, (hides, node)) for node in _query(tree, selector))
    for node in tree.css("[style]") if styled else ():
        style = _style(node)
        said = styles.style_effect(style) if styles.HIDING_PROPERTIES.search(style) else None
        if said is not None:
            effect[node.mem_id] = (said, node)
    disclosed = [
        mem_id
        for mem_id, (hides, node) in effect.items()
        if hides and (_disclosed(node) or _opened(node, panels))
    ]
    for mem_id in disclosed:
        del effect[mem_id]
    return effect


def _disclosed(node: LexborNode) -> bool:
    """Whether ``node``, hidden by a style, is the panel of a disclosure (a ``<details>``'s
    content beside its ``<summary>``, ``<details class="toggle closed">`` with a rule
    ``.closed > div {display: none}``): a reader opens it with a click, as a browser's own
    closed ``<details>`` is, so what it holds (a price, an FAQ's answer) is the page's."""
    parent = node.parent
    return parent is not None and parent.tag == "details" and node.tag != "summary"


def _closed_panels(tree: LexborHTMLParser, source: str) -> tuple[frozenset[str], frozenset[str]]:
    """The ids of the panels that a closed disclosure's control opens (``<button
    aria-expanded="false" aria-controls="cat-2">``): an accordion's closed sections of a
    price list, which a reader opens with a click as a ``<details>``; then apart, those of
    the controls that ask a question ("Wie funktioniert EU-Roaming?"): an FAQ's answers,
    prose that mentions amounts (a cap, a fee in passing) in no list of the page's prices,
    which stay hidden and are no alternative of the panel beside them either. A tab's
    control (``role=tab``) switches between alternatives instead, which ``alternatives``
    pairs."""
    if not clues.holds(source, *_DISCLOSURE_WORDS):
        return frozenset(), frozenset()
    opened: set[str] = set()
    answers: set[str] = set()
    for control in tree.css(_CLOSED_DISCLOSURE)[:_MAX_DISCLOSURES]:
        asks = control.text(deep=True).rstrip().endswith(_QUESTION_MARKS)
        (answers if asks else opened).update(
            (control.attributes.get("aria-controls") or "").split()
        )
    return frozenset(opened), frozenset(answers)


def _opened(node: LexborNode, panels: frozenset[str]) -> bool:
    """Whether ``node`` is one of the closed ``panels`` and holds a price: a closed menu or
    answer (no price) stays as hidden as it was."""
    return bool(panels) and node.attributes.get("id") in panels and alternatives.holds_price(node)


def _names_tile(node: LexborNode) -> bool:
    """Whether ``node`` (hidden from screen readers) is a listing tile's name that its class
    calls so (Shopify's Debut: ``<div class="product-card__title" aria-hidden="true">``, the
    name written again for readers in its link's ``visually-hidden`` span): the eye sees it."""
    return _NAME_CLASS.search(node.attributes.get("class") or "") is not None


def _hidden_by_markup(node: LexborNode) -> bool:
    """Whether ``node`` matches ``_HIDDEN`` (else only ``_ARIA_HIDDEN``)."""
    attributes = node.attributes
    return "hidden" in attributes or attributes.get("data-state") == "inactive"


def _without_inputs(tree: LexborHTMLParser, hidden: list[LexborNode]) -> list[LexborNode]:
    """``hidden`` but the inputs, which are removed: their styles are applied."""
    inputs = tree.css(_INPUTS)
    _unlink(tree, inputs)
    gone = {node.mem_id for node in inputs}
    return [node for node in hidden if node.mem_id not in gone] if gone else hidden


def _pair_class_hidden(pairer: Pairer, classed: list[LexborNode], ids: set[int]) -> None:
    """Mark as alternatives the prices a framework's class hides (``classed``) beside a shown
    twin of their kind: a toggle's other side (``<span class="hidden
    group-data-[checked]:inline">R$ 79</span>`` beside the monthly price). Without a twin, or
    shown again on a wide screen, such an element stays in the text: its stylesheet is
    linked, and the page may show it."""
    candidates = [
        node
        for node in classed
        if node.mem_id not in ids and not _shown_wide(node.attributes.get("class") or "")
    ]
    soft = {node.mem_id for node in candidates}
    for node in candidates:
        pairer.pair(node, lambda n: n.mem_id in ids or n.mem_id in soft)


def _shown_wide(classes: str) -> bool:
    """Whether a framework's ``classes`` show again on a wide screen what they hide: by a
    breakpoint's prefix (Tailwind's "md:block", a container's "@lg:flex") or Bootstrap's
    infix ("d-none d-lg-block"), which was read as a toggle's hidden side."""
    return bool(_SHOWN_WIDE.search(classes)) or styles.shown_from_breakpoint(classes)


def _decoy_fragments(classed: list[LexborNode]) -> list[LexborNode]:
    """The fragments of digits inside a price that a framework's class hides (of
    ``classed``, the elements such a class marks)."""
    found = []
    for node in classed:
        text = node.text(deep=True)
        parent = node.parent
        if not _FRAGMENT.fullmatch(text) or not _DIGIT.search(text) or parent is None:
            continue
        if len(_DIGIT.findall(parent.text(deep=True))) > len(_DIGIT.findall(text)):
            found.append(node)
    return found


_MAX_DECOYS = 1024
_MAX_ARIA_PRICES = 256
_DIGIT = re.compile(r"\d")
_MAX_ARIA_SIBLINGS = 32


def _only_price(node: LexborNode, hidden: set[int]) -> bool:
    """Whether ``node`` holds a price that its parent shows nowhere else: its siblings (the
    first few), but for the hidden ones and the other screen-reader-hidden ones, hold no
    price. Those of its outermost wrapper, if it is alone in one (a component's root)."""
    wrapper, _ = nodes.outermost(node, alternatives.MAX_WRAPPERS)
    parent = wrapper.parent
    if parent is None or not alternatives.holds_price(node):
        return False
    for count, sibling in enumerate(parent.iter(include_text=True)):
        if count == _MAX_ARIA_SIBLINGS:
            return False
        attributes = sibling.attributes if sibling.tag != "-text" else {}
        if sibling.mem_id in hidden or sibling.mem_id == wrapper.mem_id:
            continue
        if attributes.get("aria-hidden") == "true":
            continue
        if _DIGIT.search(sibling.text(deep=True)) and alternatives.holds_price(sibling):
            return False
    return True


def _sign_of_price(node: LexborNode, text: str) -> bool:
    """Whether ``node`` (hidden from screen readers) holds only a currency's sign written
    against an amount beside it (``<span aria-hidden="true">R$</span><span>49</span>``, the
    words for a reader in a ``sr-only`` span after): the eye sees it as the price's."""
    sign = text.strip()
    if not sign or len(sign) > _LONGEST_SIGN or sign not in currencies.SPELLINGS:
        return False
    after = _next_text(node, forward=True)
    before = _next_text(node, forward=False)
    return after[:1].isdigit() or before[-1:].isdigit()


_LONGEST_SIGN = 4


def _period_of_price(node: LexborNode, text: str) -> bool:
    """Whether ``node`` (hidden from screen readers) holds only the billing period written
    after the price right before it (``49 € <span aria-hidden="true">/mois</span>``, the
    words for a reader in a ``sr-only`` span after, which the stylesheet clips): the eye
    reads it as the price's period, which was lost with it. Its currency's sign may come
    first, after an amount written without one (``49,-<span aria-hidden="true">€/Monat
    </span>``, the price said whole in an ``aria-label``)."""
    said = " ".join(text.split())
    sign = _LEADING_SIGN.match(said)
    signed = sign is not None and sign.group() in currencies.SPELLINGS
    said = " " + (said[sign.end() :] if sign is not None and signed else said)
    if len(said) > _LONGEST_PERIOD or phrases.period_after(said) is None:
        return False
    before = _shown_text_before(node)
    if signed:  # the amount the sign completes
        return _BARE_AMOUNT_END.search(before) is not None
    # The text before ends with a price, whatever writes its end ("49 €", "1 290 Kč", "5 990
    # Ft", "49,90 zł*").
    found = money.prices_by_line([before]).get(0, []) if before else []
    return bool(found) and not before[found[-1].end :].strip(" *")


# A currency's sign or code before a period ("€/Monat", "kr/mån"), and the end of an amount
# written without its sign ("49", "49,90", "49,-").
_LEADING_SIGN = re.compile(r"[^\s/\d]{1,4}")
_BARE_AMOUNT_END = re.compile(r"\d(?:[.,](?:\d{1,2}|--?|\u2013))?$")


def _shown_text_before(node: LexborNode) -> str:
    """The text of the first sibling before ``node`` that holds any, stripped, past the texts
    whose class says they are for screen readers only (the price's words for a reader, set
    between the price and its period)."""
    sibling = node.prev
    for _ in range(_MAX_PERIOD_SIBLINGS):
        if sibling is None:
            return ""
        said = (sibling.attributes.get("class") or "").split() if sibling.tag != "-text" else []
        text = sibling.text(deep=True).strip()
        if text and _READER_CLASSES.isdisjoint(said):
            return text
        sibling = sibling.prev
    return ""


_LONGEST_PERIOD = 32
# Siblings looked past: the blanks written around each text for readers, and the texts.
_MAX_PERIOD_SIBLINGS = 6
# What a price ends in after its amount: a sign written after it ("49 €", "99 kr").


def _restatements(
    outermost: list[LexborNode], ids: set[int], readers: Callable[[], frozenset[int]]
) -> set[int]:
    """The ids of the hidden elements (``outermost``, hidden ``ids``) that say again a price
    the eye or a screen reader gets beside them: a reader's words for the price shown
    (``<span aria-hidden="true">$49</span><span class="sr-only">$49 per month</span>``), or,
    where the reader's are shown, the eye's price hidden from readers. Paired with the price
    they restate as its alternative, each price was read twice, the second named by the
    reader's words ("Pro (month)"). ``readers``: asked only where one restates."""
    # Only a text for readers or what is hidden from them is looked at: most hidden elements
    # are neither, and a page of many thousands would parse each one's siblings.
    found: set[int] = set()
    looked = 0
    for node in outermost:
        if looked >= _MAX_ARIA_PRICES:
            break
        eye = node.attributes.get("aria-hidden") == "true"
        if not eye and not _classed_for_readers(node) and node.mem_id not in readers():
            continue
        looked += 1
        twin = _restated(node, ids)
        if twin is not None and _for_readers(twin if eye else node, readers()):
            found.add(node.mem_id)
    return found


def _classed_for_readers(node: LexborNode) -> bool:
    """Whether the class of ``node`` says it is a text for screen readers (``sr-only``)."""
    return not _READER_CLASSES.isdisjoint((node.attributes.get("class") or "").split())


def _restated(node: LexborNode, ids: set[int]) -> LexborNode | None:
    """The first of the first siblings of ``node`` that are not hidden (``ids``) that holds
    an amount ``node`` holds, if any."""
    parent = node.parent
    text = node.text(deep=True)
    if parent is None or not _DIGIT.search(text):
        return None
    said = _amounts(text)
    if not said:  # most hidden elements with a digit: no price, nothing said again
        return None
    for sibling in itertools.islice(parent.iter(include_text=True), _MAX_ARIA_SIBLINGS):
        if sibling.mem_id == node.mem_id or sibling.mem_id in ids:
            continue
        beside = sibling.text(deep=True)
        if _DIGIT.search(beside) and not said.isdisjoint(_amounts(beside)):
            return sibling
    return None


def _amounts(text: str) -> set[object]:
    """The amounts of the prices ``text`` holds."""
    found = money.prices_by_line([" ".join(text.split())]).get(0, [])
    return {price.amount for price in found if price.amount is not None}


# A star rating's figure, and the count of ratings a widget writes after it ("(2,318)").
_RATING_FIGURE = re.compile(r"\s*[0-5][.,]\d\s*")
_BRACKETED_COUNT = re.compile(r"[(\[]\s*\d[\d,.\s\u00a0\u202f]*[kK]?\+?\s*[)\]]")


def _rating_of_count(node: LexborNode, text: str) -> bool:
    """Whether ``node`` (hidden from screen readers) is the figure of a star rating whose
    count follows it in brackets (``<span aria-hidden="true">4.7</span>`` stars
    ``(2,318)``, the words for a reader in a ``sr-only`` span before): the eye reads the two
    as one rating, which changes as a whole between two loads (``volatile``); without the
    figure the count stood alone, as nothing a rating pattern knows."""
    if _RATING_FIGURE.fullmatch(text) is None:
        return False
    sibling = node.next
    for _ in range(_MAX_RATING_SIBLINGS):  # the stars' icons between, without text
        if sibling is None:
            return False
        after = sibling.text(deep=True).strip()
        if after:
            return _BRACKETED_COUNT.match(after) is not None
        sibling = sibling.next
    return False


_MAX_RATING_SIBLINGS = 8


def _next_text(node: LexborNode, *, forward: bool) -> str:
    """The text of the first sibling after (or before) ``node`` that holds any, stripped."""
    sibling = node.next if forward else node.prev
    for _ in range(_MAX_SIGN_SIBLINGS):
        if sibling is None:
            return ""
        text = sibling.text(deep=True).strip()
        if text:
            return text
        sibling = sibling.next if forward else sibling.prev
    return ""


_MAX_SIGN_SIBLINGS = 3


def _has_earlier_twin(node: LexborNode, ids: set[int]) -> bool:
    """Whether one of the ``_MAX_TWIN_DISTANCE`` siblings before ``node`` is a conditional
    element of its kind (``ids``)."""
    previous = node.prev
    for _ in range(_MAX_TWIN_DISTANCE):
        if previous is None:
            return False
        if previous.mem_id in ids and alternatives.same_kind(previous, node):
            return True
        previous = previous.prev
    return False


_MAX_TWIN_DISTANCE = 64  # siblings, text between them included


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


@dataclass(frozen=True, slots=True)
class DataRegion:
    """What a selector naming a ``<script>``, ``<template>`` or ``<noscript>`` chose: their
    content, and whether it is markup (a template's, a noscript's) rather than data."""

    content: str
    markup: bool


_DATA_TAGS = frozenset({"script", "template", "noscript"})


def data_region(tree: LexborHTMLParser, selector: str | None) -> DataRegion | None:
    """The region, if ``selector`` matches only elements whose content is no part of the page
    as shown; looked for before ``hide`` removes them."""
    matches = select(tree, selector) if selector is not None else []
    if not matches or any(node.tag not in _DATA_TAGS for node in matches):
        return None
    if all(node.tag == "script" for node in matches):
        return DataRegion("\n".join(node.text(deep=True) for node in matches), markup=False)
    parts = []
    for node in matches:
        if node.tag == "template":
            parts += [_template_markup(fragment) for fragment in node.template_fragments()]
        else:
            parts.append(node.text(deep=True))
    return DataRegion("\n".join(parts), markup=True)


def _template_markup(fragment: LexborNode) -> str:
    """A template's content as markup, without the templates inside it: Lexbor serialises a
    template's content by recursing into it, so templates nested some 50,000 deep overflow
    the stack (a segfault, the whole daemon). Read as a page of their own, the inner
    templates would be removed unread anyway (never text)."""
    for inner in fragment.css("template"):
        inner.decompose(recursive=False)
    return fragment.html or ""


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


def marked_views(
    tree: LexborHTMLParser,
    nodes: list[LexborNode],
    pairer: Pairer | None = None,
    headings: dict[int, int] | None = None,
) -> list[list[str]]:
    """The visible text of ``nodes``, one line per block, whitespace collapsed, with the
    structure markers; a table row is one line, its cells marked; the elements of
    ``headings`` (``role_headings``) marked as headings of their level. First as the page
    loads, then once with each of ``pairer``'s variants switched on."""
    # Marking costs five queries per scope: a selector matching thousands of nodes marks the
    # whole page once instead.
    scopes = nodes if len(nodes) <= _MANY_NODES or tree.root is None else [tree.root]
    cards = _Tiles(named=headings or {})
    for node in scopes:
        _mark_elements(node.css("*"), headings or {}, cards)
    if pairer is not None:
        _mark_attribute_alternatives(scopes, pairer)
    return views(nodes, pairer)


def _mark_elements(elements: list[LexborNode], headings: dict[int, int], cards: "_Tiles") -> None:
    """Mark each of ``elements`` (``_mark``), or as a heading of its level in ``headings``."""
    inline = cards.inline  # added to, never replaced
    for element in elements:
        level = headings.get(element.mem_id) if headings else None
        if level is not None:
            element.insert_before(BREAK + HEADINGS[level - 1])
            element.insert_after(BREAK)
            # A tile's name set without a heading's tag (``tile_names``) starts and
            # ends its card as a heading does: the add-ons after the grid are not its.
            _mark_heading(element, cards)
            continue
        # Most of a page's elements are inline and unmarked: they cost one lookup here; a
        # block, a row or a cell is marked without a call, inserted next to the element
        # itself (the order does not matter).
        tag = element.tag or ""
        around = _AROUND.get(tag)
        if around is not None:
            before, after = _INLINE if inline and element.mem_id in inline else around
            element.insert_before(before)
            if after:
                element.insert_after(after)
            if tag in _HEADING_TAGS:
                _mark_heading(element, cards)
        elif tag in _MARKED:
            _mark(element, tag)
        elif "-" in tag:
            _mark_custom(element)


def _mark_custom(element: LexborNode) -> None:
    """A custom element as its component's stylesheet lays it out: a box among boxes on a
    line of its own, else an inline box spaced from the word it is glued to (a cell's
    ``<span>Auf Anfrage</span><plan-note>individueller Vertrag</plan-note>``, whose words
    ran into one, "Anfrageindividueller", and so no longer said the plan is on request).
    Not in a paragraph or a phrase, where it is a word of the text (``<p><x-item>Premium
    Family</x-item><x-item>Basic</x-item></p>``)."""
    if _component_box(element):
        element.insert_before(BREAK)
        element.insert_after(BREAK)
    elif element.parent is not None and element.parent.tag not in _PHRASING_NOT_CELLS:
        _space_amount(element)


def views(nodes: list[LexborNode], pairer: Pairer | None = None) -> list[list[str]]:
    """The views of ``marked_views`` read from ``nodes`` as they are marked now: again, once
    elements were removed from them after marking."""
    # Line breaks in the source are spaces to a reader; only the markers break lines.
    joined = BREAK.join(node.text(deep=True, separator="") for node in nodes)
    held = _hold_digit_groups(joined)
    text = " ".join(held.split())
    variants = range(len(pairer.variants)) if pairer is not None else range(0)
    read = [_lines(alternatives.view(text, variant)) for variant in (None, *variants)]
    if held is joined:
        return read
    return [[line.replace(_HELD, NO_BREAK) for line in view] for view in read]


def _lines(text: str) -> list[str]:
    text = _one_line_rows(text)
    parts = _shown_parts(text.replace(ROW_END, ""))
    if CARD in text or GRID_END in text:
        return _carded(parts)
    # The text is collapsed: a part's only spaces are plain ones.
    return [" ".join(part.split()) for _, part in parts]


def _shown_parts(text: str) -> Iterator[tuple[str, str]]:
    """Each part of ``text`` between breaks that shows something (a character not of
    ``_BLANK``), after what is before it since the last such part (breaks and blank parts):
    most parts are blank, the two breaks around each block, and are skipped by the regex."""
    end = 0
    for found in _SHOWN_PART.finditer(text):
        yield text[end : found.start()], found[0]
        end = found.end()


def _carded(parts: Iterable[tuple[str, str]]) -> list[str]:
    """The lines of the ``parts`` that show something (each after the blank parts before
    it), a card's mark (on a line of its own, before the card's first block) moved to the
    start of the card's first line, unless that is its heading (one that holds a price is
    the card's price set large: see ``_one_heading``); a grid's end, to the start of the next
    line but one that starts a block of its own (a heading, a table's row), after a card's
    mark."""
    kept = []
    for blanks, part in parts:
        line = " ".join(part.split())
        if GRID_END in blanks and line[:1] not in _MARKERS:
            line = GRID_END + line
        if CARD in blanks and (heading_level(line) is None or _priced(line)):
            line = CARD + line
        kept.append(line)
    return kept


def collapse(text: str) -> str:
    """Whitespace collapsed to single spaces, but for a no-break space between digits."""
    if text.isascii():  # most text, and no no-break space: as fast as it was
        return " ".join(text.split())
    held = _hold_digit_groups(text)
    collapsed = " ".join(held.split())
    return collapsed if held is text else collapsed.replace(_HELD, NO_BREAK)


def _hold_digit_groups(text: str) -> str:
    """``text``, itself when it has no no-break space (most pages; ASCII text, at once)."""
    return text if text.isascii() or not _SPACES.search(text) else _DIGIT_GAP.sub(_HELD, text)


def _mark_attribute_alternatives(scopes: list[LexborNode], pairer: Pairer) -> None:
    """The elements whose attributes hold other variants' prices (``data-price-yearly``);
    an empty one shows the price its script writes at load (``alternatives.fill_default``)."""
    if pairer.swappable is None:
        return
    for node in scopes:
        for element in select(node, pairer.swappable):
            if pairer.full:
                return
            if element.child is None:  # a script writes its text from the attributes
                alternatives.fill_default(element)
            found = alternatives.attribute_alternatives(element, pairer.states)
            pairer.add_texts(element, list(found))


def lift_slider_data(tree: LexborHTMLParser, source: str) -> None:
    """A range input's JSON lists (a usage slider's tiers: ``<input type="range"
    data-tiers='[{"up_to": 1000, "price": 9}, ...]'>``) copied onto its parent, where the
    region's tiers are looked for: ``hide`` removes inputs, which hold no text, and with them
    the only place such a page keeps its prices beyond the first tier."""
    if not mentions(source, "input"):
        return
    for node in tree.css('input[type="range"]')[:_MAX_SLIDERS]:
        parent = node.parent
        if parent is None:
            continue
        for name, value in node.attributes.items():
            if value and value[:1] == "[" and name not in parent.attributes:
                parent.attrs[name] = value


_MAX_SLIDERS = 16  # a page of more is no plan's price calculator


def space_screen_reader_texts(tree: LexborHTMLParser, source: str) -> None:
    """A space on each side of the texts a page writes for screen readers only (``sr-only``,
    ``visually-hidden``): they are glued to the price they introduce ("Price reduced
    from</span>189,95 €"), where a reader sees the price alone. Their cents said in words are
    an amount's (``spoken_cents``: "12 dollars and 99 cents per month" read 99 cents). Only a
    page whose ``source`` names such a class pays for the query."""
    if not clues.holds(source, *_SCREEN_READER_NAMES):
        return
    for element in select(tree, _SCREEN_READER_ONLY)[:_MAX_SCREEN_READER_TEXTS]:
        element.insert_before(" ")
        element.insert_after(" ")
        for text in itertools.islice(element.iter(include_text=True), _MAX_ARIA_SIBLINGS):
            said = (text.text_content or "") if text.tag == "-text" else ""
            if (spoken := spoken_cents(said)) != said:
                text.replace_with(spoken)


def space_glued_phrases(tree: LexborHTMLParser, source: str) -> None:
    """A space after an inline element whose words end glued to the price that follows it
    ("<span>Preu reduït de</span>189,95 €"): a build that hashes its class names hides such
    a screen reader's words with a class nothing here can read, and a reader sees the price
    alone either way. Not where the text after is no price ("<b>IPv</b>4 only"), nor inside
    one text ("IPv4"). Only a page whose ``source`` glues a letter to a digit across a
    closing tag pays for the walk."""
    if not any(
        source[end.start() - 1 : end.start()].isalpha() for end in _GLUED_END.finditer(source)
    ):
        return
    for element in select(tree, _GLUING_TAGS)[:_MAX_GLUED_PHRASES]:
        after = element.next
        if after is None or after.tag != "-text":
            continue
        following = after.text_content or ""
        if not following[:1].isdigit() or not _ends_in_letter(element.text(deep=True)):
            continue
        if any(found.amount is not None for found in money.prices_by_line([following]).get(0, ())):
            element.insert_after(" ")


def space_glued(tree: LexborHTMLParser, source: str) -> None:
    """A space before an inline element glued to the price that ends just before it, where a
    reader sees a price and then something else: a word after a currency written in letters
    (OLX's "2 100 zł<span>do negocjacji</span>" read "złdo", no currency) or a count after a
    price ("<span>$145.00</span><span>12 bids</span>" read $145.0012, "<b>45,00 €</b><small>3
    Gebote</small>" read €3). Not where the digits after may be the price's cents
    ("<span>$19</span><span>99</span>"): only after cents already written, or before digits
    a word follows.

    And a space on each side of an inline badge, a link or a button whose whole text is a
    stock state, where the next thing is glued to it ("<span>\u00c9puis\u00e9</span><img>
    <span>VAE pliant</span>" read "\u00c9puis\u00e9VAE pliant", a word no list holds): a
    reader sees a pill of its own, set over a tile's photo.

    Only a page whose ``source`` glues text to such an element's start, or closes one right
    before a tag or a word, pays for a walk; one query serves both, since the badges' tags
    are some of the prices' (2 ms a query at 1 MB) and spacing prices adds no element."""
    prices = any(_glued_before(source, start.start()) for start in _GLUED_START.finditer(source))
    states = _GLUED_BADGE_END.search(source) is not None
    if not prices:
        if states:
            _space_states(select(tree, _BADGE_TAGS)[:_MAX_GLUED_PHRASES])
        return
    elements = select(tree, _PRICE_GLUING_TAGS)
    _space_prices(elements[:_MAX_GLUED_PHRASES])
    if states:
        badges = [element for element in elements if element.tag in _BADGE_TAG_NAMES]
        _space_states(badges[:_MAX_GLUED_PHRASES])


def _space_prices(elements: list[LexborNode]) -> None:
    for element in elements:
        before = _previous_shown(element)
        if before is None:
            continue
        if before.tag == "-text":
            left = before.text_content or ""
        elif before.tag in _INLINE_TAGS:
            left = _inline_text(before) if element.tag in _BUTTON_TAGS else before.text(deep=True)
        else:  # a block before: the element starts a line of its own
            continue
        right = element.text(deep=True)
        # A name written as bare text before the price's element is an option's own; an
        # element's before it may be another item's, whose state the glue keeps its own.
        named = before.tag == "-text" and _named_price(left, right)
        if named or _splits_price(left, right):
            element.insert_before(" ")


def _space_states(elements: list[LexborNode]) -> None:
    glued = [element for element in elements if _glued_to_next(element)]
    badges = [(element, words) for element in glued if (words := _badge_words(element))]
    # One scan of every badge's words for their states, not one of each.
    states = phrases.availability_by_line([words for _, words in badges])
    for index in states:
        badges[index][0].insert_before(" ")
        badges[index][0].insert_after(" ")


def _glued_to_next(element: LexborNode) -> bool:
    after = element.next
    if after is None:
        return False
    return after.tag != "-text" or not (after.text_content or " ")[:1].isspace()


def _badge_words(element: LexborNode) -> str:
    """The words of ``element``, if they are few enough for a badge's ("Sold out",
    "Agotado"), on one line; else nothing."""
    text = element.text(deep=True)
    words_of = text.split()
    if len(words_of) > _BADGE_WORDS or len(text) > _BADGE_CHARS:
        return ""
    return " ".join(words_of)


def _previous_shown(element: LexborNode) -> LexborNode | None:
    """The node before ``element``, past the few empty inline elements between (a tile's
    empty stock badge between its link and its button)."""
    before = element.prev
    for _ in range(_EMPTY_SKIPPED):
        if before is None or before.tag not in _INLINE_TAGS or before.text(deep=True):
            break
        before = before.prev
    return before


_EMPTY_SKIPPED = 4


def _inline_text(element: LexborNode) -> str:
    """The text of an inline element, its last block's on a line of its own: a tile's link
    holds its name's heading, then the price ("<a><h2>Cana</h2>19,90 zł</a>"), whose amount
    is no part of the name's last word."""
    text = element.text(deep=True)
    # Most links hold their text alone (a menu's "Pricing"): no element, no query.
    blocks = select(element, _BLOCKS_IN_LINKS) if _holds_elements(element) else []
    if not blocks:
        return text
    last = blocks[-1].text(deep=True)
    return text[text.rfind(last) + len(last) :] if last and last in text else text


_BLOCKS_IN_LINKS = "h1, h2, h3, h4, h5, h6, p, div"


def _holds_elements(element: LexborNode) -> bool:
    """Whether ``element`` has a child element (no text, no comment): else no selector
    matches inside it."""
    child = element.child
    while child is not None:
        if child.tag not in _NO_ELEMENTS:
            return True
        child = child.next
    return False


_NO_ELEMENTS = frozenset(("-text", "-comment"))


def _named_price(left: str, right: str) -> bool:
    """Whether ``right`` starts with a price glued to the word ``left`` ends with: a picker's
    option names its grade glued to it ("Sehr gut<span>549,00 €</span>" read "gut549,00
    €", no price at all)."""
    if not (left[-1:].isalpha() and right[:1].isdigit()):
        return False
    head = right[:_LONGEST_PRICE]
    found = money.prices_by_line([head]).get(0)
    return found is not None and found[0].start == 0


def _glued_before(source: str, start: int) -> bool:
    """Whether the tag at ``start`` follows text (no space, no tag) or an inline element's end."""
    before = source[max(0, start - 9) : start]
    glued = before[-1:] not in ("", ">") and not before[-1:].isspace()
    return glued or _INLINE_END.search(before) is not None


def _splits_price(left: str, right: str) -> bool:
    """Whether ``left``, which ends in a price, and ``right`` glued to it are two things: a
    word after a currency ("zł|do"), digits after one ("45,00 €|3 Gebote", else read €3),
    digits after written cents or digits a word follows ("$145.00|12 bids")."""
    last, first = left[-1:], right[:1]
    if not last or last.isspace() or not first.isalnum():
        return False
    if last.isdigit() and (first.isalpha() or not _digits_apart(left, right)):
        return False
    tail = left[-_LONGEST_PRICE:]  # an inline element may hold a page's worth of text
    found = money.prices_by_line([tail]).get(0)
    return found is not None and found[-1].end == len(tail)


def _digits_apart(left: str, right: str) -> bool:
    return bool(_CENTS_END.search(left) or _COUNT_START.match(right))


def _ends_in_letter(text: str) -> bool:
    return bool(text) and text[-1].isalpha()


# An inline element's closing tag and a digit, after a letter (tested apart: a pattern that
# starts with a letter tries it at every letter of the page, 40 ms a megabyte; its closing
# tag first, the regex engine skips to each "</").
_GLUED_END = re.compile(r"</(?:span|small|em|i|b|strong|label)>\d", re.IGNORECASE)
_GLUING_TAGS = "span, small, em, i, b, strong, label"
# A struck old price beside the new one: "<del>4 290 RUB</del><ins>3 990 RUB</ins>".
_STRUCK_TAGS = ("s", "del", "ins", "strike")
# A tile's button after the link that holds its name and price, glued by a shop that echoes
# one after the other ("<a>…19,90 zł</a><a class=button>Add</a>" read "złAdd", no price).
_BUTTON_TAGS = ("a", "button")
_PRICE_GLUING_TAGS = ", ".join((_GLUING_TAGS, *_STRUCK_TAGS, *_BUTTON_TAGS))
_INLINE_TAGS = frozenset(("span", "small", "em", "i", "b", "strong", "label", "a", *_STRUCK_TAGS))
# An inline element's start, its text beginning with a letter or digit (the character before,
# or the closing tag before, is tested apart).
_GLUED_START = re.compile(
    r"<(?:span|small|em|i|b|strong|label|s|del|ins|strike|a|button)(?:\s[^>]*)?>\w",
    re.IGNORECASE,
)
_INLINE_END = re.compile(
    r"</(?:span|small|em|i|b|strong|label|a|s|del|ins|strike)>$", re.IGNORECASE
)
# A price whose cents are written ("145.00"), and a count a word follows ("12 bids").
_CENTS_END = re.compile(r"\d[.,]\d{2}$")
_COUNT_START = re.compile(r"\d+\s+[^\W\d_]")
_MAX_GLUED_PHRASES = 4096
# An inline element's end right before a tag or a word (not a space): where a badge may be
# glued to what follows it. A state may be a link or a button too, a shop's echoed one after
# the other ("<a>Niet beschikbaar</a><a>Alle maten</a>" read "beschikbaarAlle").
_BADGE_TAGS = ", ".join((_GLUING_TAGS, *_BUTTON_TAGS))
_BADGE_TAG_NAMES = frozenset(name.strip() for name in _BADGE_TAGS.split(","))
_GLUED_BADGE_END = re.compile(r"</(?:span|small|em|i|b|strong|label|a|button)>[<\w]", re.IGNORECASE)
_BADGE_WORDS = 3
_BADGE_CHARS = 32
_LONGEST_PRICE = 48  # "CHF 1 234 567.00 inkl. MwSt." and then some


_SCREEN_READER_NAMES = clues.words(
    "sr-only", "visually-hidden", "screen-reader-text", "visuallyhidden"
)
_SCREEN_READER_ONLY = ", ".join(f".{name}" for name in _SCREEN_READER_NAMES)
_READER_CLASSES = frozenset(_SCREEN_READER_NAMES)
_MAX_SCREEN_READER_TEXTS = 1024


def role_headings(nodes: list[LexborNode]) -> dict[int, int]:
    """The elements of ``nodes`` that say they are a heading (``role="heading"``), by id, with
    their ``aria-level`` (2 when they say none, as ARIA has it): a shop's "Related products"
    written <strong role=heading aria-level=2> ends what its product's heading heads."""
    found: dict[int, int] = {}
    for node in nodes:
        for element in select(node, '[role="heading"]')[:_MAX_ROLE_HEADINGS]:
            found[element.mem_id] = aria_level(element)
    return found


def aria_level(heading: LexborNode) -> int:
    """The level, 1 to 6, that an element whose role is a heading says it has (2 when it says
    none or another, as ARIA has it)."""
    level = (heading.attributes.get("aria-level") or "").strip()
    return int(level) if level in _LEVELS else 2


_LEVELS = frozenset("123456")
_MAX_ROLE_HEADINGS = 256


def heads_prices(roots: list[LexborNode], headings: str) -> bool:
    """Whether one of the ``headings`` (a selector) of ``roots`` heads prices: a price in its
    box (the whole page's, for a heading written right in it), or a few levels above it but
    below the whole page. A cookie banner's or a modal's title (<div role="dialog"><h2>We
    value your privacy</h2>) heads no price: that page writes its content's headings no
    more than a page without it does."""
    priced: dict[int, bool] = {}  # a box's answer, for the headings it holds beside others
    for root in roots:
        for heading in select(root, headings)[:_MAX_ROLE_HEADINGS]:
            for box in _heading_boxes(heading):
                if box.mem_id not in priced:
                    priced[box.mem_id] = _priced_text(box)
                if priced[box.mem_id]:
                    return True
    return False


def _heading_boxes(heading: LexborNode) -> list[LexborNode]:
    """The boxes a heading may head: its parent, and the wrappers around that below the
    whole page."""
    box = heading.parent
    if box is None:
        return []
    around = nodes.lineage(box.parent, _HEADING_BOX_DEPTH - 1)
    return [box, *itertools.takewhile(_below_page, around)]


_HEADING_BOX_DEPTH = 2  # the heading's box, and a wrapper or two around it


def _below_page(node: LexborNode) -> bool:
    return node.tag not in _PAGE_TAGS


_PAGE_TAGS = frozenset({"html", "body"})


def styled_headings(nodes: list[LexborNode], headings: dict[int, int]) -> dict[int, int]:
    """``headings`` and, on a page that writes no heading over its prices (a site builder's
    export of divs and spans, its cookie banner's <h2> aside), the elements its styles set
    as one: a class that names a heading's level (Bootstrap's ``h2``) or a font as large as
    a heading's (an inline style, or a stylesheet's rule that ``layout.break_blocks`` wrote
    there). Each holds a short text of its own, no price (a price set large is a price) and
    no block: the product's name heads its prices and its stock as an ``<h1>`` would."""
    found = dict(headings)
    for node in nodes:
        for element in select(node, _STYLED_HEADINGS)[:_MAX_ROLE_HEADINGS]:
            if element.mem_id in found:
                continue
            attributes = element.attributes
            classes = attributes.get("class") or ""
            level = styled_level(classes, attributes.get("style") or "")
            if level is None or _in_a_price_box(element) or _shares_its_line(element):
                continue
            if _heading_text(element):
                found[element.mem_id] = level
    return found


# A carousel's slides (``carousels``): a slide's role description in every language's words
# (a French site's reads "diapositive"), and the slide classes of the libraries most sites use.
_SLIDE_ROLES = sorted({role for roles in words.SLIDE_ROLES.values() for role in roles})
SLIDES = ", ".join(
    [f'[aria-roledescription="{role}" i]' for role in _SLIDE_ROLES]
    + [".carousel-item", ".swiper-slide", ".slick-slide", ".splide__slide", ".glide__slide"]
    + [".ladi-carousel-item"]
    + [".owl-item", ".w-slide", ".owl-carousel > *", "[data-slick] > *"]
    + ["[data-flickity] > *", "[data-flickity-options] > *"]
    + ["amp-carousel > *", "amp-base-carousel > *"]
)
_MAX_SLIDES = 512


def titled_boxes(nodes: list[LexborNode], headings: dict[int, int]) -> dict[int, int]:
    """``headings`` and, on a page that writes no heading over its prices, each box whose
    class calls it a title or a heading (``productView-bulk__title``, ``section-title``,
    ``block__heading``, ``headline``), as a heading of the third level: a section's title
    set in a ``<div>`` heads the priced lines of its box (a product's bulk tiers, a plan
    page's add-ons) as an ``<h3>`` would, and so keeps the sub-labels and the stock their
    lines have under a heading. A short text alone on its line, no price, in a box that
    holds figures; not a subtitle, a badge, a price's box nor a control's name (a swatch's
    title, an option's), nor a title in the product's buy box (``_buy_boxes``), nor a
    carousel slide's (a hero's promotion, dealt first in another order at each load: as a
    heading it named the prices far below it, and rotated, renamed them)."""
    found = dict(headings)
    boxes = _buy_boxes(nodes, headings)
    names = _lowest_names(headings)
    for node in nodes:
        slides: set[int] | None = None
        for element in select(node, _TITLE_CLASSES)[:_MAX_ROLE_HEADINGS]:
            if element.mem_id in found or not _a_title_box(element):
                continue
            if names and _in_named_card(element, names):
                continue
            if _in_titled_context(element) or not _heads_figures(element):
                continue
            if slides is None:  # most pages: no title box to look for slides around
                slides = {slide.mem_id for slide in select(node, SLIDES)[:_MAX_SLIDES]}
            if _within(element, boxes) or inside(element, slides):
                continue
            found[element.mem_id] = _TITLE_BOX_LEVEL
    return found


def section_titles(nodes: list[LexborNode], headings: dict[int, int]) -> dict[int, int]:
    """``headings`` with each box's title that a tile's name took for the lowest level raised
    to the highest level of the headings in the boxes before its own: a page builder's
    section title (``<div class="elementor-heading-title">``, the first thing in its
    section, over a table of prices) after a section of plan cards whose names are headings
    is the cards' peer, not a part of the last card; under the last card, an unpriced
    "Contact us" plan, it took that card for a title of priced parts and lost it."""
    lowest = len(HEADINGS)
    if lowest not in headings.values() or min(headings.values()) == lowest:
        return headings  # most pages: no title below another heading's level
    found = dict(headings)
    for node in nodes:
        for element in select(node, _TITLE_CLASSES)[:_MAX_ROLE_HEADINGS]:
            if found.get(element.mem_id) != lowest or not _names_a_title(
                element.attributes.get("class") or ""
            ):
                continue
            box = element.parent
            if box is None or not _first_in(box, element) or not _priced_text(box):
                continue
            found[element.mem_id] = _level_before(box, found)
    return found


def _first_in(box: LexborNode, element: LexborNode) -> bool:
    first = next(iter(box.iter(include_text=False)), None)
    return first is not None and first.mem_id == element.mem_id


def _level_before(box: LexborNode, found: dict[int, int]) -> int:
    """The highest level of the headings in the few boxes before ``box``, or the lowest."""
    level = len(HEADINGS)
    before = _element_beside(box.prev, True)
    for _ in range(_BOXES_BEFORE):
        if before is None:
            break
        inside = itertools.islice(before.traverse(include_text=False), _BOX_NODES)
        level = min([level, *(found[node.mem_id] for node in inside if node.mem_id in found)])
        before = _element_beside(before.prev, True)
    return level


_BOXES_BEFORE = 2  # a section of cards, and a banner or a toggle between it and the title
_BOX_NODES = 2048  # a section of four plan cards with their features is some hundreds


def _lowest_names(headings: dict[int, int]) -> set[int]:
    """The headings at the lowest level: the names of cards and tiles (``_in_named_card``)."""
    return {mem_id for mem_id, level in headings.items() if level == len(HEADINGS)}


def _in_named_card(element: LexborNode, names: set[int]) -> bool:
    """Whether ``element`` lies in a card whose name (a card's or a tile's, ``names``) comes
    before it: the nearest box around it that holds a name holds one, before it. A title
    box there is a part of the card (a bootcamp's payment options, "Bayar di muka" and
    "Cicilan 0%", under its name): as a heading above the name's level it took the card's
    prices from it. A grid around several cards' names is no card."""
    for box in nodes.lineage(element.parent, _CARD_DEPTH):
        # The names in document order, and ``element`` (no name: not a heading yet) among them.
        order = [
            node.mem_id
            for node in box.traverse(include_text=False)
            if node.mem_id in names or node.mem_id == element.mem_id
        ]
        if len(order) > 1:
            return len(order) == 2 and order[0] != element.mem_id
    return False


def _buy_boxes(roots: list[LexborNode], headings: dict[int, int]) -> set[int]:
    """The product's buy boxes: around each name at the first level (the box that says the
    page's title, ``titled_name``), the nearest box that holds a price too, not the whole
    page. A title set in one (a club's membership, a case of six, a subscription beside the
    product's price) heads one more of the product's offers, not a section of its own: as a
    heading it would end the product's block, and its price would be another product's."""
    names = {mem_id for mem_id, level in headings.items() if level == 1}
    found: set[int] = set()
    if not names:  # most pages: no tree to walk
        return found
    for root in roots:
        for element in root.traverse(include_text=False):
            if element.mem_id not in names:
                continue
            box = next(
                (
                    node
                    for node in nodes.lineage(element.parent, _BUY_BOX_DEPTH)
                    if _priced_text(node)
                ),
                None,
            )
            if box is not None and box.tag not in _WHOLE_PAGE:
                found.add(box.mem_id)
    return found


_BUY_BOX_DEPTH = 4


def _within(element: LexborNode, boxes: set[int]) -> bool:
    """Whether ``element`` titles a box of its own inside one of the buy ``boxes``: not one
    at a buy box's own level (a flat page's whole content may hold a price, and a title set
    in it heads what follows, a rail's cards), nor the title of a box of links (the cards of
    a rail, each linking to its product)."""
    box = element.parent
    if box is None or box.mem_id in boxes:
        return False
    links = (link.attributes.get("href") or "#" for link in select(box, "a[href]"))
    if sum(not href.startswith("#") for href in links) > _BUY_BOX_LINKS:
        return False
    return any(ancestor.mem_id in boxes for ancestor in nodes.lineage(box.parent))


_BUY_BOX_LINKS = 1  # an offer's "more about the club"


_WHOLE_PAGE = frozenset({"html", "body", "main"})


def _a_title_box(element: LexborNode) -> bool:
    classes = element.attributes.get("class") or ""
    if not _names_a_title(classes) or _a_badge(element):
        return False
    if element.tag in _INLINE_RUNS or _in_a_price_box(element):
        return False
    return _heading_text(element)


def _names_a_title(classes: str) -> bool:
    """Whether a class names a title's box by its last word ("section-title",
    "sectionTitle", not "subtitle", "title-badge" nor "titleBar")."""
    last_words = (re.findall(r"[A-Z]?[a-z]+", name)[-1:] for name in classes.split())
    return any(found and found[0].lower() in words.TITLE_CLASS_WORDS for found in last_words)


def _heads_figures(element: LexborNode) -> bool:
    """Whether the box around ``element`` shows a figure beside it: a price, or a table's
    bare amounts that the title says the currency of ("Bartarif (Preise in Euro)")."""
    parent = element.parent
    return parent is not None and _DIGIT.search(parent.text(deep=True)) is not None


_TITLE_CLASSES = ", ".join(f'[class*="{word}" i]' for word in words.TITLE_CLASS_WORDS)
_TITLE_BOX_LEVEL = 3
# A source that may set its titles in boxes: a class word for one (``titled_boxes``).
TITLE_CLASS_CLUES = clues.words(*words.TITLE_CLASS_WORDS, "Title", "Heading", "Headline", "Header")


def _shares_its_line(element: LexborNode) -> bool:
    """Whether ``element`` is a run of a line its parent's other text goes on: a word price
    set large ("Offert" before "anpassat pris", "Gratis" before "/ Monat") in a plan's card
    whose classes are hashes, no heading of the card."""
    parent = element.parent
    if element.tag not in _INLINE_RUNS or parent is None:
        return False
    return collapse(parent.text(deep=True, separator=" ")) != collapse(
        element.text(deep=True, separator=" ")
    )


_INLINE_RUNS = frozenset({"span", "b", "strong", "em", "i", "small", "sup", "sub", "font"})


def titled_name(title: str, tree: LexborHTMLParser, nodes: list[LexborNode]) -> dict[int, int]:
    """On a page without an ``<h1>``, the element whose own text is the page's ``title``
    (``structured.page_title``: "Cordless rotary hammer 18 V" of "Cordless rotary hammer
    18 V | Torvik | Trade Shop"), as a heading of the first level: a legacy shop's product
    page writes its product's name in a box of its own (SAP Commerce's accelerator ``<div
    class="name">``), and that name heads the product's prices and its stock as an ``<h1>``
    would. Not in a link, a list's item (a breadcrumb's last step says it too) or a
    control; the last such box."""
    if not _a_title_name(title):
        return {}  # a word or two may be the shop's own name, its logo's text
    if tree.body is None or tree.body.css_first("h1") is not None:
        return {}
    # A shop's title may add the variant shown after a comma ("Ibuprofen 400 mg, 20 St")
    # where the box says the product's name alone.
    named = title.split(", ", 1)[0]
    found = _titled_box(title, nodes)
    if not found and named != title and _a_title_name(named):
        found = _titled_box(named, nodes)
    return found


def _a_title_name(title: str) -> bool:
    return len(title) >= _SHORTEST_TITLE_NAME and len(title.split()) >= 2


def _titled_box(title: str, nodes: list[LexborNode]) -> dict[int, int]:
    """The last element whose own text is ``title``, as a heading of the first level."""
    # Its longest word: the page may space its words with no-break spaces ("18&nbsp;V"),
    # which ``_own_text`` reads as spaces and the selector engine does not.
    quoted = css_string(max(title.split(), key=len))
    found: dict[int, int] = {}
    for node in nodes:
        for element in select(node, f'*:lexbor-contains("{quoted}")')[:_MAX_ROLE_HEADINGS]:
            if _own_text(element) == title and not _in_titled_context(element):
                found = {element.mem_id: 1}
    return found


_SHORTEST_TITLE_NAME = 12


def css_string(value: str) -> str:
    """``value`` escaped to be written between the double quotes of a CSS string."""
    return value.replace("\\", "\\\\").replace('"', '\\"')


_NOT_TITLE_NAMES = frozenset(("a", "li", "option", "button", "label", "dt", "th", "td"))


def _own_text(element: LexborNode) -> str:
    """The text of an element's own text nodes, not its children's: a child element parts
    them, a comment does not (React writes one at each seam of a text's parts, ``RH
    18<!-- -->-<!-- -->26``)."""
    runs: list[str] = []
    run = ""
    for child in element.iter(include_text=True):
        if child.tag == "-text":
            run += child.text_content or ""
        elif child.tag != "-comment":
            runs.append(run)
            run = ""
    return " ".join(" ".join([*runs, run]).split())


def _in_titled_context(element: LexborNode) -> bool:
    return any(around.tag in _NOT_TITLE_NAMES for around in nodes.lineage(element, _CARD_DEPTH))


def _in_a_price_box(element: LexborNode) -> bool:
    """Whether the element's names or its parent's name a price's box: a builder sets the
    figure large in a box of its own (``elementor-price-table__integer-part`` in a
    ``…__price`` box, Framer's ``data-framer-name="Price"``). Of the parent's, only a word
    that means the price alone: a plan's whole card is a ``tarif`` or a ``tarifa``."""
    parent = element.parent
    if _names_a_price(element.attributes.get("class") or ""):
        return True
    return parent is not None and _names_a_price(_box_names(parent.attributes), _ONLY_PRICE)


# The words of ``words.PRICE_NAME_WORDS`` that never name a plan's card ("Tarif M", "valor").
_ONLY_PRICE = words.PRICE_NAME_WORDS - {"tarif", "tarifa", "valor", "cost", "costo"}


def _box_names(attributes: dict[str, str | None]) -> str:
    """What an element's attributes call it: its classes, its id and a builder's name of
    the layer (``data-framer-name``)."""
    named = (value for key, value in attributes.items() if key == "id" or key.endswith("-name"))
    # A layer's name is one name of several words ("Pricing Card" is a card, not a price).
    return " ".join(
        [attributes.get("class") or "", *("-".join((value or "").split()) for value in named)]
    )


def _names_a_price(classes: str, price_words: frozenset[str] = words.PRICE_NAME_WORDS) -> bool:
    """Whether a class names a price's box by its last word ("hs-pricing-card__amount", not
    "price-card__title"): set large, its words ("Custom", "Auf Anfrage") are an unpriced
    plan's price, not a heading over the card."""
    last_words = (re.findall(r"[a-z]+", name)[-1:] for name in classes.lower().split())
    return any(found and found[0] in price_words for found in last_words)


def styled_level(classes: str, style: str) -> int | None:
    """The heading level (1 to 6) that an element's ``classes`` or its inline ``style``
    give it: a class ``h1`` to ``h6``, else its font's size (``_HEADING_SIZES``); none for
    a body text's size."""
    named = _LEVEL_CLASS.search(classes)
    if named is not None:
        return int(named[1])
    sizes = [_pixels(float(value), unit) for value, unit in _FONT_SIZE.findall(style)]
    weights = _FONT_WEIGHT.findall(style)
    # A heading is set large and bold: a large light figure or a decoration's size is not.
    if not sizes or not weights or not _BOLD.fullmatch(weights[-1]):
        return None
    size = sizes[-1]  # the element's own style is written after the stylesheet's
    return next((level for least, level in _HEADING_SIZES if size >= least), None)


def _pixels(value: float, unit: str) -> float:
    return value * _PIXELS_PER[unit.lower()]


def _heading_text(element: LexborNode) -> bool:
    """Whether ``element`` reads as a heading: a short text with a letter (an amount set
    large, its currency in the next span, is a price's), no price, no block inside."""
    text = collapse(element.text(deep=True, separator=" "))
    if len(text) > _LONGEST_STYLED_HEADING or not any(c.isalpha() for c in text):
        return False
    if _priced(text):
        return False
    inside = itertools.islice(element.traverse(include_text=False), 1, _HEADING_NODES)
    return all(node.tag not in _BLOCKS_INSIDE for node in inside)


_STYLED_HEADINGS = (
    '[class~="h1"], [class~="h2"], [class~="h3"], [class~="h4"], [class~="h5"],'
    ' [class~="h6"], [style*="font-size"]'
)
_LEVEL_CLASS = re.compile(r"(?:^|\s)h([1-6])(?:$|\s)")
_PIXELS_PER = {"px": 1.0, "pt": 4 / 3, "rem": 16.0, "em": 16.0}
# A heading's size by its level, at least (px): a browser's defaults for h1 and h2 (32, 24)
# less a little; a logo, a card's name or a lead paragraph set at 18 to 22 px is none.
_HEADING_SIZES = ((30.0, 1), (23.0, 2))
_LONGEST_STYLED_HEADING = 80
_BLOCKS_INSIDE = frozenset({"div", "p", "ul", "ol", "li", "table", "section", "article", "br"})
_HEADING_NODES = 16  # elements inside a heading's box, at most: a name and a mark or two
# A source that writes a heading's tag in any case: its styled headings are not looked for.
HEADING_TAGS = clues.words(*(f"<{tag}{case}" for tag in ("h", "H") for case in "123456"))
STYLED_HEADING_WORDS = clues.words(
    *(f" h{level}" for level in range(1, 7)), *(f'"h{level}' for level in range(1, 7)), "font-size"
)


class _Apart:
    """The blocks ``apart`` (other products a page recommends), asked whether a tile is in
    one: each tile's ancestors walked once for all its page's tiles."""

    def __init__(self, apart: list[LexborNode]) -> None:
        self._ids = {node.mem_id for node in apart}
        self._known: dict[int, bool] = {}  # ``_inside``'s answers for the ancestors walked

    def __contains__(self, node: LexborNode) -> bool:
        return node.mem_id in self._ids or _inside(node, self._ids, self._known)


def tile_names(
    nodes: list[LexborNode],
    headings: dict[int, int],
    apart: list[LexborNode],
    cards: bool = True,
) -> dict[int, int]:
    """``headings`` and the name of each tile of a grid without headings, as a heading of the
    lowest level: a listing's product tile (``<li class="product">`` beside its kind, with
    its picture) whose one element a class calls its name (``class="name"``,
    ``product-title``, ``p-name``) heads its prices and its stock, as a heading would; the
    other tiles' are not its. Not in the blocks ``apart`` (other products a page
    recommends, which their heading heads). Plan cards without a picture too, if ``cards``:
    not on a product's page, whose tiles without a picture are its own offers (the plans a
    phone is sold with, a coffee's sizes), not products of their own."""
    found = dict(headings)
    outside = _Apart(apart)
    tiles: dict[int, str | None] = {}  # a tile's mem_id: what it is, if one name's
    for node in nodes:
        for element in select(node, _NAME_CLASSES)[:_MAX_TILE_NAMES]:
            if not _NAME_CLASS.search(element.attributes.get("class") or ""):
                continue
            tile = _tile(element)
            if tile is None or element.mem_id in found:
                continue
            if tile in outside:
                continue
            if tile.mem_id not in tiles:
                tiles[tile.mem_id] = _one_name(tile)
            kind = tiles[tile.mem_id]
            # A card's name says no more than a name: not its state ("Pulse Sold out").
            named = kind == "pictured" or (
                cards
                and kind == "card"
                and _a_cards_name(element)
                and _priced_card(tile, found)
                and _named_alike(tile, element)
            )
            if named and element.text(deep=True).strip():
                found[element.mem_id] = len(HEADINGS)
    return found


def pictured_names(
    nodes: list[LexborNode], headings: dict[int, int], apart: list[LexborNode]
) -> dict[int, int]:
    """``headings`` and the name of each tile of a grid without headings that no class names
    (``tile_names``): the element whose text is what its picture's ``alt`` says, as a shop
    writes the product's name there for a reader who cannot see the picture; a heading of the
    lowest level, as in ``tile_names``. Not in the blocks ``apart``."""
    found = dict(headings)
    outside = _Apart(apart)
    looked: set[int] = set()  # tiles
    for node in nodes:
        for picture in select(node, "img[alt]")[:_MAX_TILE_NAMES]:
            alt = " ".join((picture.attributes.get("alt") or "").split())
            tile = _tile(picture) if len(alt) >= _SHORTEST_ALT_NAME else None
            if tile is None or tile.mem_id in looked:
                continue
            looked.add(tile.mem_id)
            if tile in outside:
                continue
            name = _saying(tile, alt, found)
            if name is not None:
                found[name.mem_id] = len(HEADINGS)
    return found


_SHORTEST_ALT_NAME = 3  # "TV" or an icon's "x" names no product


def card_names(
    nodes: list[LexborNode], headings: dict[int, int], apart: list[LexborNode]
) -> dict[int, int]:
    """``headings`` and the name of each card of a grid whose names are in no heading's tag
    and no class says so (``tile_names``): the element a card says labels it
    (``aria-labelledby``), else the card's first line set in bold or large (``<strong>``, a
    class ``font-bold``, an inline ``font-weight: 700`` or ``font-size: 22px``) that stands
    on a line of its own and says no price, no state, no badge and no "on request". A
    heading of the lowest level, as in ``tile_names``; only in a card of a grid of priced
    cards (a feature grid's bold titles head no prices), not in the blocks ``apart``."""
    found = dict(headings)
    outside = _Apart(apart)
    named: set[int] = set()  # cards
    for node in nodes:
        for element in select(node, _CARD_NAME_CANDIDATES)[:_MAX_TILE_NAMES]:
            name, card = _named_by(element)
            if name is None or card is None or card.mem_id in named:
                continue
            if card in outside:
                continue
            if not (_a_cards_name(name) and _before_price(card, name)):
                continue
            if _priced_card(card, found) and _named_alike(card, name):
                named.add(card.mem_id)
                found[name.mem_id] = len(HEADINGS)
    return found


def shaped_names(nodes: list[LexborNode], headings: dict[int, int]) -> dict[int, int]:
    """``headings`` and the name of each card of a grid whose names only the cards' shape
    says (``shaped_cards``: a hashed or utility class, no heading's tag, no bold), as a
    heading of the lowest level, as in ``tile_names``: only in a grid of two priced cards or
    more, none of which holds a heading already (its tagline is no name)."""
    found = dict(headings)
    names = _lowest_names(headings)
    for _, cards in shaped_cards.grids(nodes, []):
        if sum(1 for card in cards if _priced_text(card.card)) < _PRICED_CARDS:
            continue
        if names and _in_named_card(cards[0].element, names):
            continue  # a card's own options ("Bayar di muka", "Cicilan 0%") under its name
        if not any(_holds(card.card, found) for card in cards) and not _choices(cards):
            found.update((card.element.mem_id, len(HEADINGS)) for card in cards)
    return found


_PRICED_CARDS = 2


def _choices(cards: list[shaped_cards.Card]) -> bool:
    """Whether ``cards`` are a product's choices, not offers of their own: each name is a
    control's (a swatch's button or link, a radio's label), or each links to the same page
    but for its query (one product's variants, "?variant=41", where other products' cards
    link to pages of their own), or the grid is a form field's, beside the field's own
    label ("Size" over a size's tiles, whose dropdown a script fills), or the picker around
    it offers the same names as a ``<select>``'s options or radios' labels. A choice's price
    and stock are its product's, under its name."""
    if any(_in(card, _a_control) for card in cards) or _variant_links(cards):
        return True
    if all(_in(card, _a_choices_link) for card in cards):  # one placeholder's is no swatch
        return True
    grid = cards[0].card.parent
    picker = grid.parent if grid is not None else None
    if picker is None:
        return False
    if any(kid.tag in _FIELD_LABELS for kid in picker.iter(include_text=False)):
        return True
    offered = {
        collapse(choice.text(deep=True, separator=" ")).casefold()
        for choice in select(picker, "option, label")[:_MAX_CHOICES]
    }
    return any(card.name.casefold() in offered for card in cards)


_MAX_CHOICES = 256
_FIELD_LABELS = frozenset({"label", "legend"})
_CONTROLS = frozenset({"button", "label", "option", "select"})
_CONTROL_ROLES = frozenset({"radio", "option", "menuitemradio", "checkbox"})


def _in(card: shaped_cards.Card, control: Callable[[LexborNode], bool]) -> bool:
    """Whether ``card``'s name lies in a ``control``, up to the card."""
    for node in nodes.lineage(card.element, _CARD_DEPTH):
        if control(node):
            return True
        if node.mem_id == card.card.mem_id:
            return False
    return False


def _a_control(node: LexborNode) -> bool:
    """Whether ``node`` is a control that picks a choice: a form's, an ARIA radio's or
    option's, or one that says it is pressed, checked or selected (a swatch written as a
    link, ``<a aria-pressed="false">``)."""
    attributes = node.attributes
    if node.tag in _CONTROLS or attributes.get("role") in _CONTROL_ROLES:
        return True
    return not _CHOICE_STATES.isdisjoint(attributes)


def _a_choices_link(node: LexborNode) -> bool:
    """Whether ``node`` is a link whose class names a swatch or an option, or a tile written
    as a link, its price in it, that goes nowhere but to a script (``href="#"``). Not a
    script's link around a card's name alone (``<h3><a href="#">Gorra</a></h3>`` over its
    price): a listing drawn by a script links its products' names so, each its own."""
    if node.tag != "a":
        return False
    attributes = node.attributes
    named = re.findall(r"[a-z]+", (attributes.get("class") or "").casefold())
    if not words.CHOICE_CLASS_WORDS.isdisjoint(named):
        return True
    href = (attributes.get("href") or "").strip().casefold()
    scripted = not href or href.startswith(("#", "javascript:"))
    return scripted and _priced_text(node)


_CHOICE_STATES = frozenset({"aria-pressed", "aria-checked", "aria-selected"})


def _variant_links(cards: list[shaped_cards.Card]) -> bool:
    """Whether each of ``cards`` names a link to one page, each with a variant's query of its
    own (Shopify's "?variant=41", Salesforce's "?dwvar_BM22_size=S") and otherwise the same:
    a legacy shop's cards link to one script too, each with its product's
    ("index.php?product_id=42", Joomla's "index.php?option=com_virtuemart&virtuemart_product_id=42",
    "item.aspx?sku=42")."""
    hrefs = [_link(card) for card in cards]
    if len(set(hrefs)) < len(hrefs):
        return False
    pages: set[tuple[str, tuple[str, ...]]] = set()
    for href in hrefs:
        path, _, query = href.partition("#")[0].partition("?")
        parameters = [part for part in re.split(r"[&;]", query) if part]
        others = [part for part in parameters if not _VARIANT_PARAMETER.match(part)]
        if len(others) == len(parameters):
            return False
        pages.add((path, tuple(sorted(others))))
    return len(pages) == 1


# A variant's parameter; not a SKU's, which names a legacy shop's product as much.
_VARIANT_PARAMETER = re.compile(
    r"(?:variant|dwvar_|attribute_|option|size|colou?r)\w*=", re.IGNORECASE
)


def _link(card: shaped_cards.Card) -> str:
    """The address of the link around ``card``'s name, up to the card ("" for none)."""
    for node in nodes.lineage(card.element, _CARD_DEPTH):
        if node.tag == "a":
            return (node.attributes.get("href") or "").strip()
        if node.mem_id == card.card.mem_id:
            break
    return ""


def _holds(card: LexborNode, found: dict[int, int]) -> bool:
    """Whether one of the first elements of ``card`` is a heading, by its tag or in ``found``."""
    return any(
        element.tag in _HEADINGS or element.mem_id in found
        for element in itertools.islice(card.traverse(include_text=False), _CARD_NODES)
    )


def _named_by(element: LexborNode) -> tuple[LexborNode | None, LexborNode | None]:
    """The name ``element`` is or points at, and its card: a card's label by its id, or an
    emphasised element's own."""
    label = (element.attributes.get("aria-labelledby") or "").strip()
    if not label:
        return (element, _card(element)) if _emphasised(element) else (None, None)
    if not _IDENTIFIER.fullmatch(label) or _card_texts(element) < _CARD_TEXTS:
        return None, None
    return element.css_first(f'[id="{label}"]'), element if _has_twin(element) else None


def _card(name: LexborNode) -> LexborNode | None:
    """The nearest ancestor of ``name``, a few wrappers up, beside one of its kind that
    says a card's lines: a page builder's blocks of one line each are twins too."""
    node = name.parent
    for _ in range(_CARD_DEPTH + 2):
        if node is None or node.tag in ("body", "html") or node.tag in _TABLE_PARTS:
            return None  # a table's rows are named by their cells
        if _has_twin(node) and _says_a_cards_lines(node):
            return node
        node = node.parent
    return None


def _says_a_cards_lines(node: LexborNode) -> bool:
    """Whether ``node`` or a twin beside it says a card's lines: an on-request plan's card
    ("Groupe", "Sur devis", a feature, its button) may say fewer than its priced twins."""
    twins = (_element_beside(node.prev, True), _element_beside(node.next, False))
    return any(
        other is not None
        and (other is node or _twins(node, other))
        and _card_texts(other) >= _CARD_TEXTS
        for other in (node, *twins)
    )


def _card_texts(node: LexborNode) -> int:
    """How many texts of their own the first ``_CARD_NODES`` elements of ``node`` hold."""
    texts = 0
    for k, element in enumerate(node.traverse(include_text=False)):
        if k == _CARD_NODES:
            break
        texts += bool(element.text(deep=False).strip())
    return texts


def _emphasised(element: LexborNode) -> bool:
    """Whether ``element`` is set in bold or in a large font, by its tag, its class or its
    inline style."""
    if element.tag in ("strong", "b"):
        return True
    if _BOLD_CLASS.search(element.attributes.get("class") or ""):
        return True
    style = _style(element)
    if _BOLD_STYLE.search(style):
        return True
    size = _FONT_SIZE.search(style)
    return size is not None and float(size.group(1)) >= _LARGE_FONT[size.group(2).lower()]


def _a_cards_name(name: LexborNode) -> bool:
    """Whether ``name`` says what a card's name says: a few words on a line of their own,
    neither a price nor a stock state nor a badge nor "on request"."""
    text = nodes.read(name)
    if not text or len(text) > _LONGEST_CARD_NAME or not any(c.isalpha() for c in text):
        return False
    if text.endswith(words.COLONS):
        return False  # a label that introduces what follows: "One-time purchase:"
    if _a_badge(name):
        return False  # a badge that says what its words do not: "Save 73%", "Best value"
    if not _on_own_line(name):
        return False  # an emphasised word in a sentence: "<strong>Unlimited</strong> users"
    if _priced(text) or phrases.badge(text) is not None or money.CONTACT_SALES.search(text):
        return False
    return phrases.availability_in(text) is None


# A class word that calls a box a badge or a ribbon ("save-badge", "plan__ribbon",
# "badgeSale"), not a part of a longer word.
_BADGE_CLASS = re.compile(
    r"(?:(?:^|[\s_-])(?:badge|ribbon)|(?<=[a-z])(?:Badge|Ribbon))(?=$|[\s_A-Z0-9-])"
)


def _a_badge(element: LexborNode) -> bool:
    """Whether a class calls ``element`` a badge or a ribbon and its words are as few as a
    badge's: a product's name of many words in a ``pdp-mod-product-badge-title`` (a shop's
    module that may show badges beside the name) is its title whatever its class says."""
    return _BADGE_CLASS.search(element.attributes.get("class") or "") is not None and bool(
        _badge_words(element)
    )


def _on_own_line(name: LexborNode) -> bool:
    """Whether ``name`` makes a line of its own: it, or the outermost inline box around it,
    is a block, or has nothing but blocks beside it."""
    box = name
    while box.tag not in _BLOCKS and box.parent is not None and box.parent.tag not in _BLOCKS:
        box = box.parent
    if box.tag in _BLOCKS:
        return True
    return _breaks(_shown_beside(box.prev, True)) and _breaks(_shown_beside(box.next, False))


def _shown_beside(node: LexborNode | None, backwards: bool) -> LexborNode | None:
    """``node`` or the first node after it in its direction that shows something: past
    blank text and comments."""
    for _ in range(_SKIPPED):
        if node is None:
            return None
        if node.tag not in ("-text", "_comment", "-comment") or node.text(deep=False).strip():
            return node
        node = node.prev if backwards else node.next
    return None


def _breaks(node: LexborNode | None) -> bool:
    """Whether ``node`` (beside an inline box) starts or ends its line: none, a block, or a
    box that shows no words (a picture's link, an icon)."""
    # A line's break that CSS lays out (``monitor.extract.layout``) is a marker's text.
    return node is None or node.tag in _BLOCKS or not node.text(deep=True).strip(_BLANK + BREAK)


def _priced_card(card: LexborNode, found: dict[int, int]) -> bool:
    """Whether ``card`` is small, with no heading nor named element (in ``found``), and holds
    a price, or stands at the end of a run of two twins that do (a plan that names no price
    after or before priced ones: "Enterprise", "Contact sales"; a page's section beside one
    priced block is no plan)."""
    for k, node in enumerate(card.traverse(include_text=False)):
        if k == _CARD_NODES or node.tag in _HEADINGS or node.mem_id in found:
            return False
    if _priced_text(card):
        return True
    return _priced_twins(card, backwards=True) or _priced_twins(card, backwards=False)


def _before_price(card: LexborNode, name: LexborNode) -> bool:
    """Whether ``name`` comes before the first price of ``card``: a card's name heads its
    price, where a date set in bold under it ("FREE delivery <b>Tuesday</b>") says when."""
    said = []
    for k, node in enumerate(card.traverse(include_text=True)):
        if node.mem_id == name.mem_id or k == 2 * _CARD_NODES:
            break
        if node.tag == "-text":
            said.append(node.text(deep=False))
    return not _priced(collapse(" ".join(said)))


def _named_alike(card: LexborNode, name: LexborNode) -> bool:
    """Whether a twin beside ``card`` holds an element of the kind of its ``name`` (its tag,
    class and style): a grid's cards name each other alike, where a page's sections (a
    product's description, its accessories) title themselves each their own way."""
    kind = _kind_of_name(name)
    for twin in (_element_beside(card.prev, True), _element_beside(card.next, False)):
        if twin is None or not _twins(card, twin):
            continue
        for k, node in enumerate(twin.traverse(include_text=False)):
            if k == _CARD_NODES:
                break
            if _kind_of_name(node) == kind:
                return True
    return False


def _kind_of_name(element: LexborNode) -> tuple[str | None, frozenset[str], str | None]:
    """An element's tag, class words and style, its colour's words apart: a grid's dark
    card (its "Enterprise" plan, "Contact sales") sets its name in white where its twins
    set theirs in black ("text-white", "text-slate-900"), one component's name still."""
    words = (element.attributes.get("class") or "").split()
    shape = frozenset(word for word in words if not _COLOUR_WORD.search(word))
    return element.tag, shape, element.attributes.get("style")


# A class word that says a colour: a utility's (Tailwind's "text-slate-900", "text-white",
# Bootstrap's "text-light", "text-muted") or a theme's ("is-inverted", "color-primary").
_COLOUR_WORD = re.compile(
    r"(?:^|[-_])(?:white|black|light|dark|muted|inverse|inverted|contrast|colou?r"
    r"|(?:slate|gr[ae]y|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal"
    r"|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)(?:-\d{2,3})?)(?:$|[-_/])"
)


def _priced_twins(card: LexborNode, backwards: bool) -> bool:
    """Whether the two elements before (or after) ``card`` are its twins and hold a price."""
    node = card
    for _ in range(2):
        beside = _element_beside(node.prev if backwards else node.next, backwards)
        if beside is None or not _twins(card, beside) or not _priced_text(beside):
            return False
        node = beside
    return True


def _priced_text(node: LexborNode) -> bool:
    """Whether the text of ``node`` holds a price, its boxes' texts apart ("équipes" and
    "9,99 €" are two lines, not "équipes9,99 €")."""
    return _priced(collapse(node.text(deep=True, separator=" ")))


_LONGEST_CARD_NAME = 48
_IDENTIFIER = re.compile(r"[A-Za-z][\w:.-]{0,80}")
# What says an element is set in bold or as a heading: a class word (Tailwind's font-bold,
# font-semibold, Bootstrap's fw-bold and its heading classes h1 to h6), an inline font weight.
_BOLD_CLASS = re.compile(r"(?:^|[\s_-])(?:semi|extra)?bold(?:$|\s)|(?:^|\s)h[1-6](?:$|\s)")
_BOLD_WEIGHT = r"(?:bold|bolder|[6-9]00)\b"
_BOLD_STYLE = re.compile(rf"font-weight\s*:\s*{_BOLD_WEIGHT}", re.IGNORECASE)
_BOLD = re.compile(_BOLD_WEIGHT, re.IGNORECASE)  # a weight's value, as the style's last says
_FONT_WEIGHT = re.compile(r"font-weight\s*:\s*(\w+)", re.IGNORECASE)
# A font larger than a card's text (14 to 16 pixels), by its unit: a name's or a price's.
_FONT_SIZE = re.compile(r"font-size\s*:\s*(\d{1,3}(?:\.\d+)?)\s*(px|pt|rem|em)\b", re.IGNORECASE)
_LARGE_FONT = {"px": 18.0, "pt": 14.0, "rem": 1.125, "em": 1.125}
_CARD_NAME_CANDIDATES = (
    'strong, b, [class*="bold"], [class~="h1"], [class~="h2"], [class~="h3"], [class~="h4"],'
    ' [class~="h5"], [class~="h6"], [style*="font-weight"], [style*="font-size"],'
    " [aria-labelledby]"
)
CARD_NAME_WORDS = clues.words(
    "<strong",
    "<b>",
    "<b ",
    "bold",
    "font-weight",
    "font-size",
    "aria-labelledby",
    *(f'"h{level}' for level in range(1, 7)),
    *(f" h{level}" for level in range(1, 7)),
)


def linked_names(
    nodes: list[LexborNode], headings: dict[int, int], apart: list[LexborNode]
) -> dict[int, int]:
    """``headings`` and the name of each tile of a grid that writes its name only in a link:
    the tile's other link to the address its picture links to (``<a href="/kettle"><img
    alt=""></a>`` … ``<a href="/kettle">Kettle Arc</a>``), as a shop links both to the
    product's page; a heading of the lowest level, as in ``tile_names``. Not in the blocks
    ``apart``."""
    found = dict(headings)
    outside = _Apart(apart)
    looked: set[int] = set()  # tiles
    for node in nodes:
        for picture in select(node, _LINKED_PICTURES)[:_MAX_TILE_NAMES]:
            link = _link_around(picture)
            tile = _tile(link) if link is not None else None
            if link is None or tile is None or tile.mem_id in looked:
                continue
            looked.add(tile.mem_id)
            if tile in outside:
                continue
            name = _linking(tile, link, found)
            if name is not None and _a_cards_name(name):
                found[name.mem_id] = len(HEADINGS)
    return found


_LINKED_PICTURES = "a[href] img, a[href] picture"
LINKED_WORDS = clues.words("<img", "<IMG", "<picture")


def _link_around(picture: LexborNode) -> LexborNode | None:
    """The link ``picture`` is in, a few wrappers up."""
    node = picture.parent
    for _ in range(_CARD_DEPTH):
        if node is None:
            return None
        if node.tag == "a":
            return node
        node = node.parent
    return None


def _linking(tile: LexborNode, link: LexborNode, found: dict[int, int]) -> LexborNode | None:
    """The first other link of a small ``tile`` without a heading or a name (in ``found``) to
    the address ``link`` (its picture's) has, with text of its own."""
    address = link.attributes.get("href")
    said = None
    for k, node in enumerate(tile.traverse(include_text=False)):
        if k == _CARD_NODES or node.tag in _HEADINGS or node.mem_id in found:
            return None
        other = said is None and node.tag == "a" and node.mem_id != link.mem_id
        if other and node.attributes.get("href") == address and node.text(deep=True).strip():
            said = node
    return said


def _saying(tile: LexborNode, alt: str, found: dict[int, int]) -> LexborNode | None:
    """The first element of a small ``tile`` without a heading or a name (in ``found``) whose
    text is ``alt``."""
    said = None
    for k, node in enumerate(tile.traverse(include_text=False)):
        if k == _CARD_NODES or node.tag in _HEADINGS or node.mem_id in found:
            return None
        if said is None and k and nodes.read(node) == alt:
            said = node
    return said


NAME_CLASS_WORDS = tuple(dict.fromkeys(w for table in words.NAME_CLASSES.values() for w in table))
_NAME_CLASSES = ", ".join(f'[class*="{word}"]' for word in NAME_CLASS_WORDS)
# A class word, not a part of one ("username", "subtitle"), nor a part's ("name-badge",
# "name__badge"); a build's hash may follow it, CSS modules' ``name__6da76`` or
# ``name__dQ4Sn``: a run with a digit or a capital anywhere (a hash whose first letters were
# asked to be followed by a digit was read in one build and not in the next).
_NAME_CLASS = re.compile(
    rf"(?:^|[\s_-])(?:{'|'.join(NAME_CLASS_WORDS)})"
    r"(?:$|\s|__?(?=[a-z]*[A-Z\d])[a-zA-Z0-9]+(?:$|\s))"
)
_MAX_TILE_NAMES = 256


def _tile(name: LexborNode) -> LexborNode | None:
    """The nearest ancestor of ``name`` beside one of its kind (a grid's tile), a few wrappers
    up."""
    node = name.parent
    for _ in range(_CARD_DEPTH + 2):
        if node is None or node.tag in ("body", "html"):
            return None
        if _has_twin(node):
            return node
        node = node.parent
    return None


def _one_name(tile: LexborNode) -> str | None:
    """What ``tile`` is, if a product's or a plan's: small, with no heading and one element a
    class names its name, and with its picture (``"pictured"``) or else the lines of a card
    and its button (``"card"``: a plan's name, price, features and "Choose"). A size
    button's or a delivery option's name, with no picture, says its name and price only; a
    menu's dish, its name, price and description, with no button (``_acted_on``); a table's
    row is named by its cells. The picture may be an element's background (1C-Bitrix's
    catalog draws it so: ``<span style="background-image: url(…)">``)."""
    names = pictures = texts = 0
    for k, node in enumerate(tile.traverse(include_text=False)):
        if k == _CARD_NODES or node.tag in _HEADINGS:
            return None
        attributes = node.attributes
        pictures += (
            node.tag in ("img", "picture")
            or _BACKGROUND.search(attributes.get("style") or "") is not None
        )
        names += bool(_NAME_CLASS.search(attributes.get("class") or ""))
        texts += bool(node.text(deep=False).strip())
    if names != 1:
        return None
    if pictures:
        return "pictured"
    lines = texts >= _CARD_TEXTS or _says_a_cards_lines(tile)
    carded = lines and tile.tag not in _TABLE_PARTS and _acted_on(tile)
    return "card" if carded else None


def _acted_on(tile: LexborNode) -> bool:
    """Whether ``tile`` or a twin beside it holds a link or a button (a plan's "Choose"; the
    sold-out one may show its state instead): a menu's dishes, listed with their
    descriptions, have none."""
    twins = (_element_beside(tile.prev, True), _element_beside(tile.next, False))
    return any(
        node is not None and (node is tile or _twins(tile, node)) and node.css_first(_ACTIONS)
        for node in (tile, *twins)
    )


_ACTIONS = "a, button"


_TABLE_PARTS = frozenset({"table", "thead", "tbody", "tfoot", "tr", "td", "th"})
# A plan's card says its name, its price, a feature or two and its button's words, each a
# text of its own; an option's, its name and price, and a state.
_CARD_TEXTS = 5


_BACKGROUND = re.compile(r"background(?:-image)?\s*:[^;]*url\(", re.IGNORECASE)


def _mark(element: LexborNode, tag: str) -> None:
    """An inline ``element`` (a ``tag`` of ``_MARKED``) made to read as a reader sees it: a
    superscript's cents joined, a link's box broken, an amount or a badge spaced from what it
    is glued to. (Blocks, rows and cells are marked by ``_mark_elements``.)"""
    if tag == "sup":
        _join_cents(element)
    elif tag == "a":
        _break_link_box(element)
        # A button's words glued to the price's period before it ("1 490 Ft /napBekapcsolom")
        # left the price without its period.
        _space_amount(element)
    else:
        _space_amount(element)
        _space_badge(element)


def _component_box(element: LexborNode) -> bool:
    """Whether ``element``, a custom element (``<plan-card>``, ``<plan-price>``), is a box
    among boxes, which its component's stylesheet lays out as a block: nothing but blocks or
    other custom elements beside it, in a box. An element is inline until CSS says otherwise,
    and a web-component page ships that CSS apart: read inline, its cards' names, prices and
    notes ran into one line ("Osnovni9,90 € / mesecDo 2 uporabnikov"). Not one set in a line of
    text (``<p>Only <price-tag>$9</price-tag> a month</p>``, ``<span>$</span><x-amount>``)."""
    parent = element.parent
    if parent is None or parent.tag in _PHRASING:
        return False
    before, after = _shown_beside(element.prev, True), _shown_beside(element.next, False)
    return _box_edge(before) and (_box_edge(after) or _call_to_action(after))


def _box_edge(node: LexborNode | None) -> bool:
    """Whether ``node``, beside a custom element, is a box's edge: none, a box, or the break
    marked after a block already (a card's ``<ul>`` of features, then its ``<plan-status>``)."""
    return node is None or _a_box(node.tag or "") or _breaks(node)


def _call_to_action(node: LexborNode | None) -> bool:
    """Whether ``node`` is a card's closing button: a link or a button, the last of its box
    (``<plan-note>…</plan-note><a class="btn">Choose</a>``), which every design sets
    apart; as a word of the note's line it took the note into its state ("Temporarily
    unavailable at your address Leave a request (out of stock)")."""
    return (
        node is not None and node.tag in ("a", "button") and _shown_beside(node.next, False) is None
    )


def _a_box(tag: str) -> bool:
    """Whether an element of ``tag`` is a box: a block's tag, or a custom element's (not text)."""
    return tag in _BLOCKS or tag in _HEADINGS or ("-" in tag and tag != "-text")


# Elements whose content is a line of text: a custom element inside one is a word of it.
_PHRASING = frozenset(
    {*_HEADINGS, "p", "span", "a", "b", "strong", "em", "i", "small", "label", "button", "bdi",
     "s", "del", "ins", "sup", "sub", "mark", "data", "font", "option", "summary", "td", "th"}
)  # fmt: skip
# A cell is a box of boxes (a plan's name, its price, a note), not a line of words.
_PHRASING_NOT_CELLS = _PHRASING - {"td", "th"}


def _break_link_box(link: LexborNode) -> None:
    """A line of its own for a link set as a box beside others of its kind: a row of a
    book's formats or a product's variants, each a link of a name, a price and a state
    (``<a><span>Pocket</span><span>129 kr</span><span>I lager</span></a><a>…``), which an
    outside stylesheet lays out as buttons. Read as one line, each took the strongest state
    of the row. Only a link of two boxes or more that shows a price, beside another such (not
    a pager's "Page 1", "Page 2")."""
    beside = (_past_blank(link.prev, backwards=True), _past_blank(link.next, backwards=False))
    if _boxes(link) and any(map(_boxes, beside)) and alternatives.holds_price(link):
        link.insert_before(BREAK)
        link.insert_after(BREAK)


def _past_blank(node: LexborNode | None, backwards: bool) -> LexborNode | None:
    """``node``, or the node after it in its direction where it is blank text."""
    if node is not None and node.tag == "-text" and not (node.text_content or "").strip():
        return node.prev if backwards else node.next
    return node


def _boxes(node: LexborNode | None) -> bool:
    """Whether ``node`` is a link of two inline boxes or more (a name's, a price's)."""
    if node is None or node.tag != "a":
        return False
    count, child = 0, node.child
    while child is not None and count < 2:
        count += child.tag in _SIDE_BY_SIDE
        child = child.next
    return count >= 2


def _space_badge(element: LexborNode) -> None:
    """A space between ``element`` and a box it is glued to where it is a badge that says a
    stock state: after the name before it (``Fideuà de sípia<span class="flag">Esgotat</span>``,
    read as one word "sípiaEsgotat", said no state), or before the button after it (``<span
    class="status">Últimas vagas</span><a class="btn">Quero me inscrever</a>``, read as
    "vagasQuero"); a stylesheet's margin spaces them apart. Only where a small letter meets a
    capital, as no word is written ("iPhone" has its capital inside)."""
    said = element.text(deep=False)
    before = element.prev
    glued_before = said[:1].isupper() and _glued(before, lambda box: box[-1:].islower())
    glued_after = said[-1:].islower() and _starts_capital(_box_after(element))
    if (glued_before or glued_after) and phrases.availability_in(said) is not None:
        if glued_before:
            element.insert_before(" ")
        if glued_after:
            element.insert_after(" ")


def _box_after(element: LexborNode) -> LexborNode | None:
    """The box after ``element``: its next sibling, or where it ends its parent, the box after
    that (a minified item's last badge before the next item: ``<i-item>…<span>Sold
    out</span></i-item><i-item><span>Gift card`` reads "outGift")."""
    for _ in range(MAX_WRAPPERS):
        if element.next is not None or element.parent is None:
            return element.next
        element = element.parent
    return None


def _starts_capital(box: LexborNode | None) -> bool:
    if box is None or box.tag == "-comment":
        return False
    return (box.text(deep=False) or _first_text(box))[:1].isupper()


def _glued(box: LexborNode | None, meets: Callable[[str], bool]) -> bool:
    """Whether a box beside a badge is there and its own text ``meets`` the badge's case (a
    small letter against a capital)."""
    return box is not None and box.tag != "-comment" and meets(box.text(deep=False))


def _first_text(box: LexborNode) -> str:
    """The text that starts ``box``, a few first children down (an item's name's)."""
    node: LexborNode | None = box
    for _ in range(MAX_WRAPPERS):
        node = nodes.shown_from(node.child) if node is not None else None
        if node is None or node.tag == "-text":
            return node.text_content or "" if node is not None else ""
    return ""


def _space_amount(element: LexborNode) -> None:
    """A space before ``element`` where it starts with a digit right after a box whose text
    ends in a letter: ``<span>Standard</span><span>149,00 €</span>`` read as "Standard149,00
    €", whose amount, glued to a word as a model's number is ("IPv4"), was no price; or
    where it starts with a letter (``<span>/ Monat</span><span>zzgl. MwSt.</span>``, whose
    period was no period); or where it starts with a digit right after a size
    (``<span>UK 2</span><span>2 499 kr</span>``, read as "UK 22 499 kr": 499, and "Gr. 3849,95
    €" one amount). Not in a script that writes no spaces between words
    (``月額<span>1,080</span>円``)."""
    before = element.prev
    while before is not None and _no_seam(before):
        before = before.prev
    if before is None or before.tag == "-text":
        return  # text between them, or none before: as the page writes it
    first = element.text()[:1]
    if not (first.isdigit() or (first.isalpha() and first < "\u3000")):
        return
    said = before.text()
    last = said[-1:]
    if (last.isalpha() and last < "\u3000") or (
        last.isdigit() and first.isdigit() and money.ends_in_size(said)
    ):
        # After ``before``, not before ``element``: a toggled price's marker between them
        # is where each view's price goes, and the alternative's needs the space too.
        before.insert_after(" ")


def _no_seam(node: LexborNode) -> bool:
    """Whether ``node`` is nothing a reader sees between two boxes: a comment (Vue's
    ``<!--[-->``), or the marker ``alternatives`` put before a price it toggles (a name's
    ``<span>Basis</span>`` then the shown ``<span class="price-monthly">``, its yearly twin
    hidden beside it, read "Basis4,50 \u20ac")."""
    if node.tag == "-comment":
        return True
    return node.tag == "-text" and _MARKER_ONLY.fullmatch(node.text_content or "") is not None


_MARKER_ONLY = re.compile(f"[{alternatives.MARKERS}\ue000-\uf8ff]+")


def _join_cents(element: LexborNode) -> None:
    """The separator before ``element`` if it holds the cents of the amount before it."""
    if not _CENTS.fullmatch(element.text(deep=False).strip()):
        return
    if _after_amount_and_sign(element):
        _close_gap(element)
        return
    before = (element.prev.text() if element.prev is not None else "").rstrip()
    # 19,<sup>99</sup> has its separator; so has 119€<sup>99</sup>, in the sign's place
    if before[-1:] not in (".", ",") and unicodedata.category(before[-1:] or "a") != "Sc":
        # $29<sup>99</sup> reads as $29.99; 1.279<sup>90</sup> Lei, its thousands
        # grouped by dots, as 1.279,90. Written inside the cents' element, so that it is
        # hidden with them from readers (``aria-hidden``, the price said whole in an
        # ``aria-label``): left over, it stood before the label's amount as its cents.
        separator = "," if _DOT_GROUPED.search(before) else "."
        first = element.child
        if first is None:
            element.insert_before(separator)
        else:
            first.insert_before(separator)


def _after_amount_and_sign(element: LexborNode) -> bool:
    """Whether ``element`` follows an amount and its sign on its line: "19\u20ac<sup>90</sup>",
    "19 \u20ac <sup>90</sup>", or the cents first in an inline box of their own beside the
    sign's (``<span>19</span> <x-after><span>\u20ac</span> <span><sup>90</sup></span>``). The
    sign stands in the separator's place; given another, "19 \u20ac .90" read as \u20ac0.90, and
    spaced from it, "19 \u20ac 90" as \u20ac90. A sign that starts a line of its own (a block
    beside the amount's) is not."""
    said: list[str] = []
    for node in _before_on_line(element):
        said.append(node.text(deep=True) if node.tag not in ("-comment", "_comment") else "")
        tail = "".join(reversed(said)).rstrip()
        if len(tail) >= _PRICE_TAIL or tail[:1].isdigit():
            break
    tail = collapse("".join(reversed(said))).rstrip()
    return unicodedata.category(tail[-1:] or "a") == "Sc" and tail[:-1].rstrip()[-1:].isdigit()


def _close_gap(element: LexborNode) -> None:
    """The blank text between ``element`` and the sign before it taken out: what a reader
    sees as one price ("19 \u20ac\u2079\u2070") reads as one ("19 \u20ac90")."""
    for node in list(_before_on_line(element)):  # walked before any is taken out
        if node.tag != "-text":
            return
        said = node.text_content or ""
        if said.strip():
            node.replace_with(said.rstrip())
            return
        node.decompose()


def _before_on_line(element: LexborNode) -> Iterator[LexborNode]:
    """The nodes before ``element`` on its line, nearest first: its siblings, and, where it
    is first in an inline box, the box's; up to a block's edge, a few boxes at most."""
    node = element
    for _ in range(_PRICE_BOXES):
        before = node.prev
        if before is None:
            parent = node.parent
            if parent is None or not _inline(parent):
                return
            node = parent
            continue
        if before.tag not in ("-text", "-comment", "_comment") and not _inline(before):
            return
        yield before
        node = before


def _inline(element: LexborNode) -> bool:
    """Whether ``element`` is laid in its line: a phrasing element, or a custom element that
    is no box among boxes (``_component_box``)."""
    tag = element.tag or ""
    return tag in _PHRASING or ("-" in tag and not _component_box(element))


def merge_raised_cents(tree: LexborHTMLParser, source: str) -> None:
    """The cents an amount sets in an element of their own, raised or small
    (``19<sup>,90</sup>``, ``$29<sup>99</sup>``, ``49<small>,00</small>``, ``<span
    class="cents">``), written into the amount's own text. Readers that keep an element's
    text runs apart (a grid's cells, a quote strip's figures) read "19 ,90", two numbers: a
    price list of such cells was none, and a rate so written was no rate. Not a footnote's
    mark (``<sup>1</sup>``, ``<sup>*</sup>``), a unit's power (``m<sup>2</sup>``) nor an
    exponent (``\u00d7 10<sup>12</sup>``); nor cents hidden from a reader apart from their
    amount (which ``_join_cents`` joins where they stand)."""
    if not clues.holds(source, *_RAISED_WORDS, *_CENTS_NAMES):
        return
    for element in select(tree, _RAISED_OR_NAMED)[:_MAX_NAMED_CENTS]:
        named = _CENTS_CLASS.search(element.attributes.get("class") or "")
        amount = _amount_before(element) if named or element.tag in _RAISED_TAGS else None
        cents = _only_text(element)
        joined = _with_cents(amount, cents) if amount is not None and cents else None
        if amount is not None and joined is not None:
            after = element.next  # the text after the cents, one with them: "0<sup>,42</sup>%"
            if after is not None and after.tag == "-text":
                joined += after.text_content or ""
                after.decompose()
            amount.replace_with(joined)
            element.decompose()


_RAISED_TAGS = frozenset({"sup", "sub", "small"})
_RAISED_WORDS = clues.words("<sup", "<SUP", "<sub", "<SUB", "<small", "<SMALL")
# Cents with their own separator, or the dash a Swiss price writes for none ("89.\u2013").
_SEPARATED_CENTS = re.compile(r"[.,](?:\d\d|[-\u2013])")
# Ten after a times sign: the digits raised after it are its exponent's, not cents (an
# instalment's count is no base: "12x 99<sup>,90</sup>").
_EXPONENT = re.compile(r"[\u00d7x\u00b7\u22c5*]\s*10\Z")


def _only_text(element: LexborNode) -> str:
    """``element``'s text, where it holds one text and nothing else."""
    only = element.child
    if only is None or only.tag != "-text" or only.next is not None:
        return ""
    return (only.text_content or "").strip()


def _amount_before(element: LexborNode) -> LexborNode | None:
    """The text node right before ``element`` that may end with its amount: its sibling, or
    the last text of an inline box beside it (``<span>19</span><sup>,90</sup>``) that a reader
    is kept from as much as from ``element`` (both ``aria-hidden``, or neither)."""
    node = element.prev
    if node is None or _unread(node) != _unread(element):
        return None
    for _ in range(MAX_WRAPPERS):
        if node is None or node.tag == "-text":
            return node
        if node.tag not in _SIDE_BY_SIDE:
            return None
        node = node.last_child
    return None


def _unread(node: LexborNode) -> bool:
    attributes = node.attributes if node.tag != "-text" else {}
    return "hidden" in attributes or attributes.get("aria-hidden") == "true"


def _with_cents(amount: LexborNode, cents: str) -> str | None:
    """The text of ``amount`` with ``cents`` written after it, if it ends with the digits of
    an amount (or their separator, ``19,<sup>99</sup>``) that the cents may end, glued to
    them: digits set apart by a space are a count of their own ("$29 <small>24</small>
    months")."""
    said = amount.text_content or ""
    if said[-2:-1].isdigit() and said[-1:] in (".", ",") and _CENTS.fullmatch(cents):
        return said + cents
    if not said[-1:].isdigit() or _EXPONENT.search(said):
        return None
    if _SEPARATED_CENTS.fullmatch(cents):
        return said + cents
    if _CENTS.fullmatch(cents):
        return said + ("," if _DOT_GROUPED.search(said) else ".") + cents
    return None


def join_named_cents(tree: LexborHTMLParser, source: str) -> None:
    """The separator before each element whose class names it the cents of the amount
    before it (``<span class="price__cents">99</span>``, ``decimals``, ``fraction``), as a
    superscript's: a reader sees them raised or small, and $29.99 was read as $2999. Only a
    page whose ``source`` names such a class pays for the query."""
    if not clues.holds(source, *_CENTS_NAMES):
        return
    for element in select(tree, _NAMED_CENTS)[:_MAX_NAMED_CENTS]:
        named = _CENTS_CLASS.search(element.attributes.get("class") or "")
        before = element.prev.text() if element.prev is not None else ""
        if named and element.tag != "sup" and before[-1:].isdigit():
            _join_cents(element)


_CENTS_NAMES = clues.words("cents", "decimal", "fraction")
_NAMED_CENTS = ", ".join(f'[class*="{name}"]' for name in _CENTS_NAMES)
# A class word, not a part of one ("text-center", "percent"): after and before a separator.
_CENTS_CLASS = re.compile(r"(?:^|[\s_-])(?:cents|decimals?|fraction)(?:$|[\s_-])")
_MAX_NAMED_CENTS = 1024
_RAISED_OR_NAMED = ", ".join([*sorted(_RAISED_TAGS), _NAMED_CENTS])


# What is inserted before and after each element that starts a line, a heading, a table
# row or a cell.
_AROUND = {
    **dict.fromkeys(_BLOCKS, (BREAK, BREAK)),
    **{tag: (BREAK + HEADINGS[level], BREAK) for level, tag in enumerate(_HEADINGS)},
    "tr": (BREAK + ROW, ROW_END + BREAK),
    "td": (CELL, ""),
    "th": (CELL, ""),
}


# Inline elements a minifier or a framework's compiler writes side by side, with no space
# between them that the markup keeps (Vue drops a newline between two elements): a label's
# and its price's boxes, which a stylesheet spaces apart.
_SIDE_BY_SIDE = frozenset({"span", "strong", "b", "em", "small", "data", "mark"})
# The inline elements ``_mark`` marks: a superscript that may hold cents, and inline boxes
# that may start with an amount right after another's words.
_MARKED = frozenset({"sup", *_SIDE_BY_SIDE, "a"})


_CARD_DEPTH = 4  # a tile's heading is a few wrappers below the tile: its link, its meta
_CARD_NODES = 96  # a product tile's elements: its image, its marks, name, prices, buttons
_SKIPPED = 12  # text nodes between two tiles, each marker one


@dataclass
class _Tiles:
    """The headings the markup's tags do not say (``role_headings``, ``tile_names``), by
    mem_id, and whether each box looked at is a tile of one heading."""

    named: dict[int, int]
    known: dict[int, bool] = field(default_factory=dict)
    # The blocks inside a heading (``<h2><div>Pro</div></h2>``): words of its line, which a
    # line break before them would leave without a heading.
    inline: set[int] = field(default_factory=set)


def _mark_heading(heading: LexborNode, cards: _Tiles) -> None:
    """The card ``heading`` names marked (``_mark_card``), and the blocks inside it kept on its
    line, if it is a heading's few elements (not a card set in a heading's tag)."""
    inner: list[int] = []
    for k, node in enumerate(heading.traverse(include_text=False)):
        if k > _HEADING_ELEMENTS:
            inner = []
            break
        if k and node.tag in _BLOCKS and node.tag not in _LINE_ENDS:
            inner.append(node.mem_id)
    cards.inline.update(inner)
    _mark_card(heading, cards)


_HEADING_ELEMENTS = 8
_LINE_ENDS = frozenset({"br", "hr"})  # a line break inside a heading is one all the same
_INLINE = (" ", " ")


def _mark_card(heading: LexborNode, cards: _Tiles) -> None:
    """Marks the start of the card ``heading`` names, when the card shows something before
    it (a product's "Sold out" on its image, above its name), and the end of its grid after
    it, when it is the grid's last. The card is the nearest ancestor beside one of its kind
    (a grid's tiles: the same tag, the same first class), holding no other heading (known in
    ``cards``, once a box)."""
    path, node = [heading], heading.parent
    for _ in range(_CARD_DEPTH):
        if node is None or node.tag in ("body", "html"):
            return
        if _has_twin(node):
            if node.tag == "tr":
                return  # a table's row: its marks say where it starts, and its cells
            # Cheapest first: most headings come first in their boxes; and the text before
            # one is read only in a tile, which is small (a page's section is not).
            if _element_before(path) and _one_tile(node, cards) and any(map(_text_before, path)):
                node.insert_before(BREAK + CARD)
            if _last_card(node, cards):
                node.insert_after(BREAK + GRID_END + BREAK)
            return
        path.append(node)
        node = node.parent


def _last_card(node: LexborNode, cards: _Tiles) -> bool:
    """Whether ``node`` ends a grid of cards, each a tile of one heading: the one before it
    is its twin and a tile too (a product's picture beside its details is no grid)."""
    if _twins(node, _element_beside(node.next, False)):
        return False
    before = _element_beside(node.prev, True)
    if before is None or not _twins(node, before):
        return False
    return _one_tile(node, cards) and _one_tile(before, cards)


def _one_tile(node: LexborNode, cards: _Tiles) -> bool:
    """Whether ``node``, a box beside one of its kind, is a tile of one heading."""
    one = cards.known.get(node.mem_id)
    if one is None:
        one = cards.known[node.mem_id] = _one_heading(node, cards.named)
    return one


def _element_before(path: list[LexborNode]) -> bool:
    return any(_element_beside(node.prev, True) is not None for node in path)


def _one_heading(card: LexborNode, named: dict[int, int]) -> bool:
    """Whether ``card`` is a tile of one heading, of at most ``_CARD_NODES`` nodes: a box of
    many is a section, whose text before its first heading is its own. A heading that holds
    a price is the card's price set large (``<h2>$9/mo</h2>`` above the name)."""
    headings = 0
    for k, node in enumerate(card.traverse(include_text=False)):
        if k == _CARD_NODES:
            return False
        heading = node.tag in _HEADINGS or node.mem_id in named
        headings += heading and not _priced(node.text(deep=True))
    return headings == 1


def _priced(text: str) -> bool:
    return _DIGIT.search(text) is not None and money.read_price(text) is not None


def _text_before(node: LexborNode) -> bool:
    """Whether a sibling before ``node`` shows text."""
    sibling = node.prev
    for _ in range(_CARD_DEPTH):
        if sibling is None:
            return False
        if sibling.text(deep=True).strip():
            return True
        sibling = sibling.prev
    return False


def _has_twin(node: LexborNode) -> bool:
    """Whether the element right before or after ``node`` is of its kind: the same tag and
    first class."""
    return any(
        _twins(node, sibling)
        for sibling in (_element_beside(node.prev, True), _element_beside(node.next, False))
    )


def _twins(node: LexborNode, sibling: LexborNode | None) -> bool:
    """Of one kind, and as wide: a layout's row of a picture's column beside a text column
    (Bootstrap's ``col-12 col-md-4`` beside ``col-12 col-md-8``, as Spartacus lays out a
    listed product) shares its first class, and is one tile, not two."""
    if sibling is None or sibling.tag != node.tag:
        return False
    classes, others = node.attrs.get("class"), sibling.attrs.get("class")
    # Most twins' classes are written alike, and most pages' boxes have none.
    return classes == others or (
        _kind(classes) == _kind(others) and _widths(classes) == _widths(others)
    )


def _kind(classes: str | None) -> str:
    return classes.split(maxsplit=1)[0] if classes and classes.strip() else ""


# A grid framework's column widths: Bootstrap's col-md-4 (span4 before 3), Bulma's is-4,
# Foundation's medium-4, Tailwind's w-1/3, md:col-span-2 and basis-1/3, UIkit's
# uk-width-1-3@m, Pure's pure-u-1-3.
_WIDTH_CLASS = re.compile(
    r"(?:[a-z0-9]+:)?(?:col(?:-(?:xs|sm|md|lg|xl|xxl))?-\d+|col-span-\d+|span\d+|is-\d+"
    r"|(?:small|medium|large|xlarge)-\d+|(?:w|basis)-\d+/\d+|uk-width-\d+-\d+(?:@\w+)?"
    r"|pure-u(?:-\w+)?-\d+-\d+)"
)


def _widths(classes: str | None) -> frozenset[str]:
    return frozenset(c for c in (classes or "").split() if _WIDTH_CLASS.fullmatch(c))


def _element_beside(node: LexborNode | None, backwards: bool) -> LexborNode | None:
    """``node`` or the first element after it in its direction, past text and comments (and
    the markers inserted as text: a plan block's, a line break's)."""
    for _ in range(_SKIPPED):
        if node is None or node.tag not in ("-text", "_comment", "-comment"):
            return node
        node = node.prev if backwards else node.next
    return None


def _one_line_rows(text: str) -> str:
    """A table row's line breaks become spaces, from its ROW to its ROW_END. (A lazy regex
    would rescan to the end of the page from every ROW without an end: quadratic.)"""
    parts = text.split(ROW)
    joined = [parts[0]]
    for part in parts[1:]:
        row, end, rest = part.partition(ROW_END)
        joined.append(ROW + row.replace(BREAK, " ") + BREAK + rest if end else ROW + part)
    return "".join(joined)


def tables(lines: list[str]) -> list[tuple[int, int]]:
    """Each table among marked lines, a run of row lines: its first line and the line after
    its last."""
    spans, start = [], None
    for i, line in enumerate([*lines, ""]):
        if line.startswith(ROW):
            start = i if start is None else start
        elif start is not None:
            spans.append((start, i))
            start = None
    return spans


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
