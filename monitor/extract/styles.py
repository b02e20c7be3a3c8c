"""What a page's own CSS hides: its ``<style>`` rules and its elements' ``style`` attributes.

A page can hide digits inside a price from readers (``<style>.q7x{display:none}</style>`` and
``<span class="q7x">4</span>``) to confuse scrapers, and re-randomise them on every request;
what a reader cannot see is no part of the page. Parsing is tinycss2's; which declarations
hide is decided here. Only rules that always apply count: a rule inside ``@media`` or
``@supports``, or one for a state (``:hover``, ``:checked``), hides only sometimes.
External stylesheets are never fetched.
"""

import bisect
import functools
import itertools
import math
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import tinycss2
from tinycss2.ast import (
    AtRule,
    Declaration,
    FunctionBlock,
    IdentToken,
    LiteralToken,
    Node,
    QualifiedRule,
    StringToken,
)

from monitor.extract import clues

# A stylesheet is read this far, and this many selectors are applied: a megabyte of CSS
# costs a bounded parse and a bounded number of tree queries.
MAX_STYLE_CHARS = 256 * 1024
MAX_SELECTORS = 256
# Selectors for a state or a pseudo-element: not what the page shows when it loads.
_STATEFUL = re.compile(
    r"::|:(?:hover|focus|active|visited|checked|target|focus-within|focus-visible|before|after"
    r"|placeholder|selection|open|popover-open|modal|fullscreen|invalid|valid|disabled)",
    re.IGNORECASE,
)
# Properties worth parsing a ``style`` attribute for.
HIDING_PROPERTIES = re.compile(
    r"display|visibility|font-size|opacity|left|top|right|text-indent|clip|transform|color|"
    r"width|height|max-height",
    re.IGNORECASE,
)
_LENGTH = re.compile(r"^(-?\d*\.?\d+)(px|em|rem|%|pt|vw|vh)?$")
_OFF_SCREEN_PX = -999.0


def display_rules(sheets: Iterable[str]) -> list[tuple[str, bool]]:
    """(selector, hides) for each rule in ``sheets`` (the text of each ``<style>``) that hides
    what it matches or shows it again, in the order they apply: a later rule showing an
    element (``md:block`` after ``hidden``) wins over an earlier one hiding it. Rules under
    ``@media`` count where the query holds for a desktop screen."""
    read = _budgeted(sheets)
    # Most of a page's styles hide nothing: one search of them all finds the few worth
    # parsing (a regex per <style> cost more than the parse of a page's CSS-in-JS).
    starts = list(itertools.accumulate((len(css) + 1 for css in read), initial=0))
    positions = _may_hide("\n".join(read).lower())
    hiding = sorted({bisect.bisect_right(starts, position) - 1 for position in positions})
    # The first rules as written, as before the cascade was weighed; then in its order.
    written = [rule for index in hiding for rule in _sheet_rules(read[index]) if not rule.turned]
    # Stable: of two rules that weigh the same, the later wins.
    return [
        (rule.selector, rule.hides) for rule in sorted(written[:MAX_SELECTORS], key=_precedence)
    ]


@dataclass(frozen=True)
class _Effect:
    """What one selector of a rule does: hides what it matches (or shows it again),
    ``turned`` once a control is checked, ``important`` (``!important``) or not."""

    selector: str
    hides: bool
    turned: bool
    important: bool


def _precedence(rule: _Effect) -> tuple[bool, tuple[int, int, int]]:
    """How a rule weighs in the cascade: ``!important`` first, then its selector's
    specificity. A theme hides the sale price by default and shows it on sale with a more
    specific rule written earlier (``.price--on-sale .price__sale{display:initial}`` before
    ``.price__sale{display:none}``), as a browser shows it."""
    return rule.important, specificity(rule.selector)


_ESCAPE = re.compile(r"\\.")
_ATTRIBUTES = re.compile(r"\[[^\]]*\]")
_IDS = re.compile(r"#[\w-]+")
_CLASSES = re.compile(r"\.[\w-]+|(?<!:):(?!not\b|is\b|where\b|has\b)[\w-]+")
_TYPES = re.compile(r"(?:^|[\s>+~(,])([a-z][\w-]*)", re.IGNORECASE)
# What weighs nothing, and a pseudo-class's argument that is no selector (":lang(en)",
# ":nth-child(2n+1)"): the pseudo-class alone counts, as a class.
_WEIGHTLESS = re.compile(r":where\([^()]*\)", re.IGNORECASE)
_ARGUMENT = re.compile(r"(:(?:lang|dir|nth-[\w-]+))\([^()]*\)", re.IGNORECASE)


def specificity(selector: str) -> tuple[int, int, int]:
    """A selector's specificity as CSS counts it (ids, classes with attributes and
    pseudo-classes, types), near enough: ``:not()``, ``:is()`` and ``:has()`` count what they
    hold (CSS counts their weightiest argument), and ``:where()`` nothing."""
    unescaped = _ESCAPE.sub("x", selector)  # Tailwind's ".md\\:block" is one class
    unescaped = _ARGUMENT.sub(r"\1", _WEIGHTLESS.sub("", unescaped))
    attributes = len(_ATTRIBUTES.findall(unescaped))
    bare = _ATTRIBUTES.sub("", unescaped)
    return (
        len(_IDS.findall(bare)),
        attributes + len(_CLASSES.findall(bare)),
        len(_TYPES.findall(bare)),
    )


def reader_selectors(sheets: Iterable[str]) -> list[str]:
    """Selectors of the rules in ``sheets`` that hide what they match from the eye only, as
    a text for screen readers is hidden (clipped to a pixel, moved off the screen), not from
    everyone (``display:none``: another size's price, a decoy)."""
    found = [
        selector
        for css in _budgeted(sheets)
        if _may_hide_from_the_eye(css)
        for rule in _applying(_parsed(css), 0)
        if _for_readers_only(_declarations(rule.content))
        for selector, turned in _selectors(rule.prelude)
        if not turned
    ]
    return found[:MAX_SELECTORS]


def _may_hide_from_the_eye(css: str) -> bool:
    """Whether ``css`` may hold a rule ``_for_readers_only``: it writes, in some letter case,
    the words that clip (``clip``, ``clip-path``; ``overflow`` ``hidden``) or move a text off
    the screen (``text-indent``; ``position`` ``absolute`` or ``fixed``), or an escape that may
    spell them. Most sheets hold none, and are not read rule by rule."""
    if "\\" in css or _CLIP_OR_INDENT.search(css) is not None:
        return True
    if _OVERFLOW.search(css) is not None and _HIDDEN_WORD.search(css) is not None:
        return True
    return _POSITION.search(css) is not None and _PLACED.search(css) is not None


_CLIP_OR_INDENT = re.compile("clip|text-indent", re.IGNORECASE)
_OVERFLOW = re.compile("overflow", re.IGNORECASE)
_HIDDEN_WORD = re.compile("hidden", re.IGNORECASE)
_POSITION = re.compile("position", re.IGNORECASE)
_PLACED = re.compile("absolute|fixed", re.IGNORECASE)


def _for_readers_only(declarations: dict[str, str]) -> bool:
    shown = declarations.get("display") != "none" and declarations.get("visibility") not in (
        "hidden",
        "collapse",
    )
    return shown and (_clipped(declarations) or _off_screen(declarations))


def turned_selectors(sheets: Iterable[str]) -> list[str]:
    """Selectors of what a rule hides or shows once a radio button or a checkbox is checked,
    whichever is checked on load (``#yearly:checked ~ .plans .y{display:inline}`` gives
    ``#yearly ~ .plans .y``): a CSS-only toggle's two sides, each shown in its turn."""
    read = [sheet for sheet in _budgeted(sheets) if _CHECKED.search(sheet)]
    found = [rule.selector for css in read for rule in _sheet_rules(css) if rule.turned]
    return found[:MAX_SELECTORS]


def _budgeted(sheets: Iterable[str]) -> list[str]:
    """``sheets``, read up to ``MAX_STYLE_CHARS`` in all."""
    read, budget = [], MAX_STYLE_CHARS
    for sheet in sheets:
        if budget <= 0:
            break
        read.append(sheet[:budget])
        budget -= len(sheet)
    return read


# Any declaration ``hides`` can say yes to, found from the words it starts with (``str.find``
# is many times faster than one regex of alternatives over a page's CSS). A sheet without one
# is not parsed, so a rule that shows something again counts only beside the rule that hid
# it (as utility classes are).
_MAY_HIDE = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)|font-size\s*:\s*0|opacity\s*:\s*0"
    r"|transparent|:\s*-\d{3}|clip|scale"
)
_HIDING_WORDS = clues.words(
    "display", "visibility", "font-size", "opacity", "transparent", "clip", "scale", ":-", ": -"
)
_CAPITALS = clues.words("STYLE")


def may_hide(text: str) -> bool:
    """Whether anything in ``text`` (a page, its styles and style attributes included) may be
    a declaration that hides: if not, no stylesheet or style attribute needs reading. CSS is
    written in lowercase but for pages that write their tags in capitals, which are lowered
    first: lowering every page cost more than all the searches."""
    if clues.holds(text, *_HIDING_WORDS) and next(_may_hide(text), None) is not None:
        return True
    return clues.holds(text, *_CAPITALS) and next(_may_hide(text.lower()), None) is not None


def _may_hide(css: str) -> Iterator[int]:
    """Where, in ``css``, a declaration that may hide starts."""
    for word in _HIDING_WORDS:
        at = css.find(word)
        while at != -1:
            if _MAY_HIDE.match(css, at):
                yield at
            at = css.find(word, at + 1)


@functools.lru_cache(maxsize=256)  # a component's styles repeat on a page and across checks
def _sheet_rules(css: str) -> tuple[_Effect, ...]:
    return tuple(_effects(_parsed(css)))


@functools.lru_cache(maxsize=64)  # what hides, what lays out and what generates text: one parse
def _parsed(css: str) -> list[Node]:
    """The rules of a stylesheet (not to be changed: they are shared); none of one nested
    deeper, or with longer numbers, than any CSS is written (``_unreadable``)."""
    if _unreadable(css):
        return []
    rules: list[Node] = tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True)
    return rules


# Brackets nested deeper than this are no stylesheet an author wrote (a framework's nest a few
# levels): tinycss2 writes nested blocks back by recursion, ":is(" 500 times over raised
# RecursionError, and how deep it may go depends on the caller's stack.
_MAX_NESTING = 64
_BRACKETS = re.compile(r"[(\[{]|[)\]}]")
_LONG_NUMBER = re.compile(r"[0-9]{1000}")


def _unreadable(css: str) -> bool:
    """Whether the brackets of ``css`` nest deeper than ``_MAX_NESTING`` (those in strings
    and comments count too: an overestimate), or it writes a number longer than any length
    is (tinycss2 reads each number with ``int()``, which refuses more than 4,300 digits)."""
    if _LONG_NUMBER.search(css):
        return True
    if css.count("(") + css.count("[") + css.count("{") <= _MAX_NESTING:
        return False
    depth = 0
    for bracket in _BRACKETS.finditer(css):
        depth = depth + 1 if bracket.group() in "([{" else max(0, depth - 1)
        if depth > _MAX_NESTING:
            return True
    return False


def _effects(rules: list[Node]) -> Iterator[_Effect]:
    """The ``_Effect`` of each selector of each rule that hides or shows: ``turned``, the
    selector with its ``:checked`` left out, of a rule that applies once a control is
    checked."""
    for rule in _applying(rules, 0):
        declarations = _declarations(rule.content)
        effect = True if hides(declarations) else False if shows(declarations) else None
        if effect is not None:
            important = _important(rule.content)
            for selector, turned in _selectors(rule.prelude):
                yield _Effect(selector, effect, turned, important)


def _important(content: list[Node] | None) -> bool:
    """Whether a rule's declaration of what shows or hides is ``!important``."""
    return any(
        isinstance(item, Declaration) and item.important and item.lower_name in _VISIBILITY
        for item in tinycss2.parse_blocks_contents(content or [], skip_whitespace=True)
    )


_VISIBILITY = frozenset({"display", "visibility"})


def _applying(rules: list[Node], depth: int) -> Iterator[QualifiedRule]:
    """The style rules of ``rules`` that apply on a desktop screen: those of the sheet, and
    those under an ``@media`` query that holds there (two levels deep at most)."""
    for rule in rules:
        if isinstance(rule, QualifiedRule):
            yield rule
        elif (
            isinstance(rule, AtRule)
            and rule.lower_at_keyword == "media"
            and depth < 2
            and rule.content is not None
            and media_applies(tinycss2.serialize(rule.prelude))
        ):
            inner = tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True)
            yield from _applying(inner, depth + 1)


def breakpoint_hiding(sheets: Iterable[str]) -> list[str]:
    """Selectors of the rules in ``sheets`` that hide what they match from a width on, as a
    page hides a phone's copy of its plans on wider screens (``@media (min-width: 768px)
    { .plan-cards { display: none } }``): the copy's prices are the desktop's, or a change
    that one of the copies missed."""
    return [
        selector
        for css in _budgeted(sheets)
        if _may_query_a_width(css)
        for rule in _parsed(css)
        if isinstance(rule, AtRule)
        and rule.lower_at_keyword == "media"
        and rule.content
        and _from_a_width(tinycss2.serialize(rule.prelude))
        for inner in tinycss2.parse_rule_list(
            rule.content, skip_comments=True, skip_whitespace=True
        )
        if isinstance(inner, QualifiedRule) and hides(_declarations(inner.content))
        for selector, turned in _selectors(inner.prelude)
        if not turned
    ][:MAX_SELECTORS]


def _may_query_a_width(css: str) -> bool:
    """Whether ``css`` may hold an ``@media`` rule whose query says "min-width": it writes
    both in some letter case, or an escape that may spell them. (Serialized, a query's
    tokens are written apart where a comment parted them: "min/**/-width" stays so.) Most
    sheets hold none, and are not parsed for them."""
    if "\\" in css:
        return True
    return _AT_MEDIA.search(css) is not None and _MIN_WIDTH.search(css) is not None


_AT_MEDIA = re.compile("@media", re.IGNORECASE)
_MIN_WIDTH = re.compile("min-width", re.IGNORECASE)


def _from_a_width(query: str) -> bool:
    """Whether a media query holds on a desktop screen from a minimum width on."""
    return "min-width" in query.lower() and media_applies(query)


DESKTOP_WIDTH_PX = 1280
# A width is a CSS number ("768", ".5", "47.9375"): "..." or "1.2.3" is none, and a query
# that says it is read as any other feature, as not holding. Possessive: a run of thousands
# of digits with no unit after it is given up at once, not tried at each split.
_FEATURE = re.compile(
    r"\(\s*(min|max)-width\s*:\s*([0-9]++(?:\.[0-9]++)?|\.[0-9]++)(px|em|rem)\s*\)"
)
_MEDIA_WORDS = frozenset({"screen", "all", "only", "and"})


def media_applies(query: str) -> bool:
    """Whether a media query holds on a desktop screen ``DESKTOP_WIDTH_PX`` wide: media
    types and width ranges are read; any other feature, or ``not``, does not hold."""
    return any(_one_query_applies(part) for part in query.lower().split(","))


def _one_query_applies(query: str) -> bool:
    widths = list(_FEATURE.finditer(query))
    rest = _FEATURE.sub(" ", query).split()
    if not query.strip() or any(word not in _MEDIA_WORDS for word in rest):
        return False
    for feature in widths:
        bound, number, unit = feature.groups()
        pixels = float(number) * (1 if unit == "px" else 16)
        if (bound == "min" and pixels > DESKTOP_WIDTH_PX) or (
            bound == "max" and pixels < DESKTOP_WIDTH_PX
        ):
            return False
    return True


@functools.lru_cache(maxsize=1024)  # a page repeats its inline styles
def style_effect(style: str) -> bool | None:
    """An element's ``style`` attribute: True if it hides the element, False if it shows it
    (overriding a stylesheet), None if it says neither."""
    declarations = _declarations(style)
    return True if hides(declarations) else False if shows(declarations) else None


def _declarations(content: list[Node] | str | None) -> dict[str, str]:
    """The declarations of a rule's block, or of a style attribute (none of one nested too
    deep or with too long a number: ``_unreadable``)."""
    if isinstance(content, str) and _unreadable(content):
        return {}
    values = {}
    for item in tinycss2.parse_blocks_contents(content or [], skip_whitespace=True):
        if isinstance(item, Declaration):
            values[item.lower_name] = tinycss2.serialize(item.value).strip().lower()
    return values


# A radio button or a checkbox is ``:checked`` on load where its markup says ``checked``: a
# CSS-only tab shows its panel so (``#region-a:checked ~ .panel--a{display:block}``), and the
# other panels stay hidden, alternatives of it.
_CHECKED = re.compile(r":checked(?![\w-])", re.IGNORECASE)


def _selectors(prelude: list[Node]) -> Iterator[tuple[str, bool]]:
    """Each selector of a selector list, as text; none that depends on a state but the one
    the page loads in (``:checked`` is ``[checked]``), and then again without its state, as
    turned (True)."""
    current: list[Node] = []
    for token in [*prelude, LiteralToken(0, 0, ",")]:
        if isinstance(token, LiteralToken) and token.value == ",":
            written = tinycss2.serialize(current).strip()
            selector = _CHECKED.sub("[checked]", written)
            if selector and not _STATEFUL.search(selector):
                yield selector, False
                if selector != written:
                    yield _CHECKED.sub("", written), True
            current = []
        else:
            current.append(token)


_GENERATED_WORDS = clues.words("content:", "content :")
# A pseudo-element that a rule gives content to, at the end of a selector (``.price::before``)
_PSEUDO = re.compile(r"^(.+?)::?(before|after)$", re.IGNORECASE)


def may_generate(text: str) -> bool:
    """Whether ``text`` (a page) may hold a rule that gives an element text of its own."""
    return clues.holds(text, *_GENERATED_WORDS)


@dataclass(frozen=True)
class Generated:
    """A ``content`` value: a string, or the attribute whose value the element shows."""

    text: str = ""
    attribute: str = ""


def generated_contents(sheets: Iterable[str]) -> list[tuple[str, bool, Generated]]:
    """(selector, after, content) for each rule of ``sheets`` at their top level that puts
    text before (or ``after``) what its selector matches: a string, or an attribute's value
    (``attr(data-currency)``, given as ``Generated`` with ``attribute`` set)."""
    found: list[tuple[str, bool, Generated]] = []
    budget = MAX_STYLE_CHARS
    for sheet in sheets:
        if budget <= 0 or len(found) >= MAX_SELECTORS:
            break
        if "content" in sheet:
            found += _sheet_contents(sheet[:budget])
        budget -= len(sheet)
    return found[:MAX_SELECTORS]


@functools.lru_cache(maxsize=256)
def _sheet_contents(css: str) -> tuple[tuple[str, bool, Generated], ...]:
    found = []
    for rule in _parsed(css):
        if not isinstance(rule, QualifiedRule):
            continue
        content = _content(rule.content)
        if content is None:
            continue
        for selector in tinycss2.serialize(rule.prelude).split(","):
            pseudo = _PSEUDO.match(selector.strip())
            if pseudo and not _STATEFUL.search(pseudo[1]):
                found.append((pseudo[1], pseudo[2].lower() == "after", content))
    return tuple(found)


def _content(block: list[Node] | None) -> Generated | None:
    """The text a rule's ``content`` declaration generates, if it is one string or one
    ``attr()``: counters, quotes and images are no text of the page's."""
    for item in tinycss2.parse_blocks_contents(block or [], skip_whitespace=True):
        if isinstance(item, Declaration) and item.lower_name == "content":
            tokens = [token for token in item.value if token.type != "whitespace"]
            if len(tokens) != 1:
                return None
            token = tokens[0]
            if isinstance(token, StringToken) and token.value.strip():
                return Generated(text=token.value)
            if isinstance(token, FunctionBlock) and token.lower_name == "attr":
                names = [part for part in token.arguments if isinstance(part, IdentToken)]
                return Generated(attribute=names[0].value) if len(names) == 1 else None
            return None
    return None


def hides(declarations: dict[str, str]) -> bool:
    """Whether these declarations leave nothing of an element's text for a reader to see."""
    get = declarations.get
    return (
        get("display") == "none"
        or get("visibility") in ("hidden", "collapse")
        or _zero(get("font-size"))
        or _zero(get("opacity"))
        or get("color") == "transparent"
        or get("transform", "").replace(" ", "") in ("scale(0)", "scale(0,0)", "scalex(0)")
        or _off_screen(declarations)
        or _clipped(declarations)
    )


_SHOWN_DISPLAYS = frozenset(
    {"block", "inline", "inline-block", "flex", "inline-flex", "grid", "inline-grid", "table",
     "table-row", "table-cell", "list-item", "contents", "flow-root", "revert", "initial"}
)  # fmt: skip


def shows(declarations: dict[str, str]) -> bool:
    """Whether these declarations show an element that an earlier rule hid."""
    return (
        declarations.get("display") in _SHOWN_DISPLAYS
        or declarations.get("visibility") == "visible"
    )


def _zero(value: str | None) -> bool:
    match = _LENGTH.match(value or "")
    return match is not None and float(match.group(1)) == 0


def _off_screen(declarations: dict[str, str]) -> bool:
    """Moved far past the page's edge, as the text of a screen-reader-only label is."""
    if _px(declarations.get("text-indent")) <= _OFF_SCREEN_PX:
        return True
    if declarations.get("position") not in ("absolute", "fixed"):
        return False
    return any(_px(declarations.get(side)) <= _OFF_SCREEN_PX for side in ("left", "top", "right"))


def _px(value: str | None) -> float:
    match = _LENGTH.match(value or "")
    if match is None or match.group(2) not in (None, "px"):
        return 0.0
    return float(match.group(1))


def _clipped(declarations: dict[str, str]) -> bool:
    """Clipped to nothing, or shrunk to a pixel that hides its overflow."""
    clip = declarations.get("clip", "").replace(" ", "")
    if clip in ("rect(0,0,0,0)", "rect(0px,0px,0px,0px)", "rect(1px,1px,1px,1px)"):
        return True
    if declarations.get("clip-path", "").replace(" ", "") in ("inset(50%)", "circle(0)"):
        return True
    sides = [declarations.get(side) for side in ("width", "height")]
    tiny = all(side and _px(side) in (0.0, 1.0) for side in sides)
    return tiny and declarations.get("overflow") == "hidden"


_LAYOUT_WORDS = clues.words("display:", "display :", "flex-direction", "font-weight")
# What a display value makes of an element on a line: a box of its own ("block", which
# starts and ends a line) or a part of the line around it ("inline").
BLOCK_DISPLAYS = frozenset(
    {"block", "flex", "grid", "table", "flow-root", "list-item", "table-row", "table-caption"}
)
INLINE_DISPLAYS = frozenset(
    {"inline", "inline-block", "inline-flex", "inline-grid", "inline-table", "contents"}
)
# Breakpoints by their prefix, as wide as they start (px): Tailwind's ("md:block") and
# Bootstrap's ("d-md-block"). One that starts wider than a desktop screen does not hold.
BREAKPOINTS = {"": 0, "sm": 640, "md": 768, "lg": 1024, "xl": 1280, "2xl": 1536, "xxl": 1400}
# A display utility: Tailwind's bare value ("block", "md:inline-flex"), Bootstrap's "d-" one.
_TAILWIND_DISPLAY = re.compile(r"^(?:(sm|md|lg|xl|2xl):)?([a-z-]+)$")
_BOOTSTRAP_DISPLAY = re.compile(r"^d-(?:(sm|md|lg|xl|xxl)-)?([a-z-]+)$")
_UTILITY_DISPLAYS = BLOCK_DISPLAYS | INLINE_DISPLAYS | {"hidden", "none"}
# The classes that hide an element from a breakpoint on (Tailwind's "md:hidden", Bootstrap's
# "d-lg-none"): a copy for small screens, whose twin for wide ones is written beside it.
RESPONSIVE_HIDING_WORDS = clues.words(
    *(f"{size}:hidden" for size in ("sm", "md", "lg", "xl")),
    *(f"d-{size}-none" for size in ("sm", "md", "lg", "xl")),
)
RESPONSIVE_HIDING = ", ".join(f'[class*="{word}"]' for word in RESPONSIVE_HIDING_WORDS)


@functools.lru_cache(maxsize=4096)  # a page repeats its few class lists on every card
def utility_display(classes: str) -> tuple[int, str] | None:
    """The display that an element's utility ``classes`` give it on a desktop screen, with
    the breakpoint (px) it starts at: the one of the widest breakpoint that holds ("hidden
    md:block" is "block" from 768); None where none says."""
    found: tuple[int, str] | None = None
    for name in classes.split():
        match = _BOOTSTRAP_DISPLAY.match(name) or _TAILWIND_DISPLAY.match(name)
        if match is None or match[2] not in _UTILITY_DISPLAYS:
            continue
        width = BREAKPOINTS[match[1] or ""]
        if width <= DESKTOP_WIDTH_PX and (found is None or width >= found[0]):
            found = (width, match[2])
    return found


def shown_from_breakpoint(classes: str) -> bool:
    """Whether utility ``classes`` show on a desktop screen, from a breakpoint on, what
    they hide on a phone (Bootstrap's "d-none d-lg-block", Tailwind's "hidden md:flex")."""
    found = utility_display(classes)
    return found is not None and found[0] > 0 and found[1] not in ("hidden", "none")


def hidden_from_breakpoint(classes: str) -> bool:
    """Whether utility ``classes`` hide an element on a desktop screen from a breakpoint on
    ("md:hidden", "d-flex d-lg-none"): shown on a phone only. Not one hidden everywhere
    ("hidden", "d-none"), which a script may show, nor one a wider class shows again."""
    found = utility_display(classes)
    return found is not None and found[0] > 0 and found[1] in ("hidden", "none")


@dataclass(frozen=True)
class Layout:
    """What one rule of a stylesheet does to the lines of what ``selector`` matches: its
    ``display`` ("block" or "inline" by its display value, "column" for a flex box whose
    items are stacked, each then a block whatever its own display; "" for none), and its
    ``emphasis``, the declarations that set it in bold or large, as a style attribute's;
    ``row``: whether it is a flex box or a grid that sets its items side by side, each a box
    of its own apart from the next."""

    selector: str
    display: str = ""
    emphasis: str = ""
    row: bool = False


def may_lay_out(text: str) -> bool:
    """Whether ``text`` (a page) may hold a rule that lays out lines or emphasises."""
    return clues.holds(text, *_LAYOUT_WORDS)


def layout_rules(sheets: Iterable[str]) -> list[Layout]:
    """The ``Layout`` of each rule of ``sheets`` that lays out or emphasises what it matches,
    in the order they apply. Rules under ``@media`` count where the query holds for a
    desktop screen; a rule for a state or a pseudo-element does not count."""
    found: list[Layout] = []
    for css in _budgeted(sheets):
        if "display" in css or "flex-direction" in css or "font-" in css:
            found += _sheet_layouts(css)
        if len(found) >= MAX_SELECTORS:
            break
    return found[:MAX_SELECTORS]


@functools.lru_cache(maxsize=256)
def _sheet_layouts(css: str) -> tuple[Layout, ...]:
    return tuple(_layouts(_parsed(css)))


def _layouts(rules: list[Node]) -> Iterator[Layout]:
    for rule in _applying(rules, 0):
        if not _names_layout(rule.content):
            continue  # most rules: colours, margins, fonts' families
        declarations = _declarations(rule.content)
        display = _display(declarations)
        emphasis = _emphasis(declarations)
        if not (display or emphasis):
            continue
        row = display != "column" and _boxes_items(declarations)
        for selector in tinycss2.serialize(rule.prelude).split(","):
            selector = selector.strip()
            if selector and not _STATEFUL.search(selector):
                yield Layout(selector, display, emphasis, row)


_LAYOUT_PROPERTIES = frozenset({"display", "flex-direction", "font-weight", "font-size"})


def _names_layout(content: list[Node] | None) -> bool:
    """Whether a rule's declarations name a property ``Layout`` reads, from their tokens
    (parsing every rule's declarations cost more than the stylesheet's parse)."""
    return any(
        isinstance(token, IdentToken) and token.lower_value in _LAYOUT_PROPERTIES
        for token in content or ()
    )


def _emphasis(declarations: dict[str, str]) -> str:
    """The declarations that set an element in bold or large, as a style attribute's."""
    weight = declarations.get("font-weight", "")
    size = _LENGTH.match(declarations.get("font-size", ""))
    said = []
    if weight in _BOLD_WEIGHTS:
        said.append(f"font-weight:{weight}")
    if size is not None and float(size[1]) >= _LARGE_SIZES.get(size[2] or "", math.inf):
        said.append(f"font-size:{size[0]}")
    return ";".join(said)


_BOLD_WEIGHTS = frozenset({"bold", "bolder", "600", "700", "800", "900"})
# A font larger than a card's text (14 to 16 pixels), by its unit.
_LARGE_SIZES = {"px": 18.0, "pt": 14.0, "rem": 1.125, "em": 1.125}


_ITEM_BOXES = frozenset({"flex", "inline-flex", "grid", "inline-grid"})


def _boxes_items(declarations: dict[str, str]) -> bool:
    """Whether a rule's display makes each of its element's children a box of its own."""
    return declarations.get("display", "").removesuffix("!important").strip() in _ITEM_BOXES


def _display(declarations: dict[str, str]) -> str:
    """What one rule's declarations make of a line: see ``Layout``."""
    display = declarations.get("display", "").removesuffix("!important").strip()
    direction = declarations.get("flex-direction", "")
    if direction.startswith("column") and display in ("", "flex", "inline-flex"):
        return "column"
    if display in BLOCK_DISPLAYS:
        return "block"
    return "inline" if display in INLINE_DISPLAYS else ""
