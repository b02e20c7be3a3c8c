"""Lines that a page's CSS lays out, where its tags do not.

A tag says where a line starts (``<div>``, ``<p>``) only until a stylesheet says otherwise:
a utility class (Tailwind's ``<span class="block">``, Bootstrap's ``d-block``), the page's
own ``<style>`` (``.amount{display:block}``) or a flex box that stacks its items
(``flex flex-col``) puts a plan's name, its price and its period on lines of their own.
Read by its tags, a card glued them into one ("Pro$49per monthBilled yearly"), and a word
of one line labelled or qualified the price of another. Each inline element that CSS makes
a block is given the line breaks a block's tag has.

Utility classes are read from a table of the frameworks' public vocabulary, each at the
widest breakpoint that holds on a desktop screen (``block md:inline`` is inline there);
only inline ``<style>`` rules count, as for what a page hides (``monitor.extract.styles``),
and only a page whose source holds a clue pays for a query.
"""

import functools
import re

from selectolax.lexbor import LexborHTMLParser, LexborNode, SelectolaxError

from monitor.extract import clues, currencies, money, page, phrases, styles

# Inline elements that a class may make a block: the rest start a line by their tag, or
# hold no text of their own line (a superscript holds a price's cents).
_INLINE_TAGS = (
    "span", "a", "b", "strong", "em", "i", "small", "data", "mark", "time", "abbr", "del",
    "s", "ins", "u", "bdi", "cite", "q", "font",
)  # fmt: skip
_CLASSED = ", ".join(f"{tag}[class]" for tag in _INLINE_TAGS)
_MAX_CLASSED = 4096  # inline elements read: a bound on a page of a hundred thousand spans
_MAX_CONTAINERS = 1024
_DIGIT = re.compile(r"\d")
_AMOUNT = re.compile(r"\d[\d.,'\u00a0\u202f ]{0,12}")
_WORDED = re.compile(r"[^\W\d_]{2,}")  # a word beside a price: more than its sign
_ONE_LINE_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6", "label", "button", "option"})
_MAX_RULES = 64  # a query each: a site's whole stylesheet inlined costs a bounded walk
# The last compound of a selector ("span" of ".card > span.amount"), and its tag if any.
_SUBJECT = re.compile(r"(?:^|[\s>+~])([a-zA-Z][\w-]*)?[^\s>+~]*$")
_NOT_NAMES = frozenset({"html", "body", "h1", "h2", "h3", "h4", "h5", "h6", "b", "strong", "th"})

# A flex box's direction: Tailwind's "flex-col", "md:flex-row"; Bootstrap's "flex-column",
# "flex-md-row".
_TAILWIND_DIRECTION = re.compile(r"^(?:(sm|md|lg|xl|2xl):)?flex-(col|row)(?:-reverse)?$")
_BOOTSTRAP_DIRECTION = re.compile(r"^flex-(?:(sm|md|lg|xl|xxl)-)?(column|row)(?:-reverse)?$")

_CLASS_CLUES = clues.words(
    'class="block', "class='block", " block ", ' block"', "d-block", "d-md-block", "d-flex",
    ":block", "flex-col", "flex-column", "d-lg-block",
)  # fmt: skip
_COLUMN_CLUES = clues.words("flex-col", "flex-column", "flex-direction")


def rules(tree: LexborHTMLParser, source: str) -> list[styles.Layout]:
    """The layout rules of ``tree``'s stylesheets (``styles.layout_rules``), read before
    ``page.hide`` removes them; none unless ``source`` may hold one."""
    if not styles.may_lay_out(source):
        return []
    return styles.layout_rules(page.scripts(tree, "style"))


def break_blocks(tree: LexborHTMLParser, source: str, rules: list[styles.Layout]) -> None:
    """Line breaks around each inline element of ``tree`` that CSS lays out as a block (by
    the page's ``rules`` or its utility classes), and around each inline item of a stacked
    flex box; and the emphasis the ``rules`` give an element written as its own style, where
    a card's name is looked for (``page.card_names``). ``source`` is the page's text: only
    one whose classes may lay out lines pays for their query."""
    classed = clues.holds(source, *_CLASS_CLUES)
    if not (classed or rules):
        return
    blocks: dict[int, tuple[bool, LexborNode]] = {}
    for rule in [rule for rule in rules if _worth(rule)][:_MAX_RULES]:  # the last one wins
        for node in _query(tree, rule.selector):
            _apply(rule, node, blocks)
    if classed:
        _read_classes(tree, blocks, columns=clues.holds(source, *_COLUMN_CLUES))
    for block, node in blocks.values():
        if block and not _price_alone(node):
            # A heading or a control's label is one line, whatever boxes it is set in: its
            # parts are one name's words ("Motiva" over "Celular Motiva G54"), one option's
            # ("100 Diamantes" over "+ 10 de bônus"), spaced apart.
            mark = " " if _in_one_line(node) else page.BREAK
            node.insert_before(" " if mark == " " or _a_period(node) else mark)
            node.insert_after(mark)


def _apply(
    rule: styles.Layout, node: LexborNode, blocks: dict[int, tuple[bool, LexborNode]]
) -> None:
    """What one stylesheet ``rule`` does to ``node``: its emphasis, its display (noted in
    ``blocks``), its items stacked or spaced apart."""
    if rule.emphasis:
        _emphasise(node, rule.emphasis)
    if rule.display == "column":
        _stack_items(node, blocks)
    elif rule.display and _inline_tag(node):
        blocks[node.mem_id] = (rule.display == "block", node)
    if rule.row:
        _space_items(node)


_HEADING_DEPTH = 6  # wrappers between a heading and a box set in it


def _price_alone(node: LexborNode) -> bool:
    """Whether ``node`` shows a price or a part of one and nothing else: an amount, its
    currency's sign, or both. A price's parts boxed apart ("24,90" / "€") are one price to a
    reader; a price set under the words that say which price it is ("Prezzo di listino",
    "Special price", "From") is read with them, as its label's, not as a name's."""
    text = page.collapse(node.text(deep=True))
    if _AMOUNT.fullmatch(text):
        return True
    sign = currencies.SPELLINGS.get(text)
    if sign is not None and not sign.word:
        return True
    if not _DIGIT.search(text):
        return False
    found = money.prices_by_line([text]).get(0, [])
    return len(found) == 1 and not _WORDED.search(text[: found[0].start] + text[found[0].end :])


def _a_period(node: LexborNode) -> bool:
    """Whether ``node`` says the period or the unit of the price right before it ("30 грн"
    over "за 1 ніготь", "€ 19,90" over "al mese"): that price's, on its line."""
    before = node.prev
    while before is not None and before.tag == "-text" and not (before.text_content or "").strip():
        before = before.prev
    said = page.collapse(before.text(deep=True)) if before is not None else ""
    if not said.rstrip()[-1:].isalnum() or not money.prices_by_line([said]).get(0):
        return False
    text = page.collapse(node.text(deep=True))
    return phrases.connected(text) or phrases.period_after(" " + text) is not None


def _in_one_line(node: LexborNode) -> bool:
    """Whether ``node`` is set inside a heading or a control's label, a few wrappers down."""
    parent = node.parent
    for _ in range(_HEADING_DEPTH):
        if parent is None:
            return False
        if parent.tag in _ONE_LINE_TAGS or parent.attributes.get("role") == "heading":
            return True
        parent = parent.parent
    return False


def _worth(rule: styles.Layout) -> bool:
    """Whether ``rule`` may change a line or name a card: not one for a tag that is a block
    whatever it says of its display (``nav li{display:inline}``) unless it sets its items
    side by side, nor emphasis of a heading or of all the page."""
    subject = _SUBJECT.search(rule.selector)
    tag = subject[1].lower() if subject is not None and subject[1] else ""
    if rule.display == "column" or rule.row or (rule.display and (not tag or tag in _INLINE_TAGS)):
        return True
    return bool(rule.emphasis) and tag not in _NOT_NAMES


def _emphasise(node: LexborNode, emphasis: str) -> None:
    """``emphasis`` before ``node``'s own style, which wins over a stylesheet's."""
    own = node.attributes.get("style")
    node.attrs["style"] = f"{emphasis};{own}" if own else emphasis


def _read_classes(
    tree: LexborHTMLParser, blocks: dict[int, tuple[bool, LexborNode]], *, columns: bool
) -> None:
    """What utility classes lay out, over what the page's rules did (a utility is written
    last in a framework's stylesheet); and the items of the flex boxes they stack, if
    ``columns`` may be."""
    for node in _classed(tree)[:_MAX_CLASSED]:
        display = utility_display(node.attributes.get("class") or "")
        if display is not None:
            blocks[node.mem_id] = (display in styles.BLOCK_DISPLAYS, node)
    if not columns:
        return
    for container in page.select(tree, "[class*=flex-col]")[:_MAX_CONTAINERS]:
        if stacks(container.attributes.get("class") or ""):
            _stack_items(container, blocks)


def _classed(tree: LexborHTMLParser) -> list[LexborNode]:
    """The inline elements with a class (``_CLASSED``), in document order: one query of the
    elements with a class, told by their tags, rather than one selector per tag, each tried
    at every element."""
    return [node for node in tree.css("[class]") if node.tag in _INLINE_TAG_SET]


_INLINE_TAG_SET = frozenset(_INLINE_TAGS)


def utility_display(classes: str) -> str | None:
    """The display that an element's utility ``classes`` give it on a desktop screen:
    the one of the widest breakpoint that holds ("hidden md:block" is "block"); None where
    none says."""
    found = styles.utility_display(classes)
    return found[1] if found is not None else None


@functools.lru_cache(maxsize=4096)
def stacks(classes: str) -> bool:
    """Whether utility ``classes`` make a flex box that stacks its items on a desktop screen
    ("flex flex-col", not "flex-col md:flex-row")."""
    found: tuple[int, str] | None = None
    for name in classes.split():
        match = _TAILWIND_DIRECTION.match(name) or _BOOTSTRAP_DIRECTION.match(name)
        if match is None:
            continue
        width = styles.BREAKPOINTS[match[1] or ""]
        if width <= styles.DESKTOP_WIDTH_PX and (found is None or width >= found[0]):
            found = (width, match[2])
    return found is not None and found[1] in ("col", "column")


def _stack_items(container: LexborNode, blocks: dict[int, tuple[bool, LexborNode]]) -> None:
    """Each inline element of ``container``'s own items a block: a flex item is one."""
    child = container.child
    while child is not None:
        if _inline_tag(child):
            blocks[child.mem_id] = (True, child)
        child = child.next


def _space_items(container: LexborNode) -> None:
    """A space between each two inline items of a flex row or a grid that touch, or that only
    an empty box parts: boxes side by side, apart to a reader. Glued, a name's last number
    ran into the price beside it ("strefa 2" and "0,49 zł" read as 20,49 zł) and a word hid
    it ("30 dni12,19 zł")."""
    child = container.child
    while child is not None:
        after = next_item(child)
        # An empty box between two (a price list's dotted leader, an icon) parts them too.
        while after is not None and _inline_tag(after) and empty(after):
            after = next_item(after)
        if (
            after is not None
            and _inline_tag(child)
            and _inline_tag(after)
            and apart(page.collapse(child.text(deep=True)), page.collapse(after.text(deep=True)))
        ):
            child.insert_after(" ")
        child = after


def empty(node: LexborNode) -> bool:
    """Whether a node shows no text: a leader's or an icon's box, a space, extraction's
    marks."""
    return not _MARKS.sub("", node.text(deep=True)).strip()


# What extraction marks between elements (a shown or switched price's bounds, a line's
# break): control and private-use characters, which a reader does not see.
_MARKS = re.compile("[\x00-\x08\x0e-\x1f\ue000-\uf8ff]*")


def next_item(node: LexborNode) -> LexborNode | None:
    """The sibling after ``node``, past text of extraction's marks only."""
    after = node.next
    while after is not None and after.tag == "-text" and _MARKS.fullmatch(after.text_content or ""):
        after = after.next
    return after


# A price's own parts boxed apart: its decimals after a separator ("29" and ",99"), the
# separator in a box of its own ("599", ",", "00"), its cents alone ("49" and "99"), which a
# space would split into two numbers.
_DECIMALS = re.compile(r"[.,](?:\d|$)|\d{1,2}$")
# Its thousands boxed apart from the rest ("2" and "499", then "€"): a group of three digits
# and what may end an amount.
_THOUSANDS_BOX = re.compile(r"\d{1,3}")
_REST_OF_AMOUNT = re.compile(r"\d{3}(?:[.,]\d{1,2})?(?!\d)")
# A separator an amount's next digits may follow: not a word's full stop.
_SEPARATOR_END = re.compile(r"(?<![^\W\d_])[.,]$")


def apart(before: str, after: str) -> bool:
    """Whether two items' texts are two things a space may part, not one price's parts (a
    word's abbreviation is whole: "3\u20135 stk." and "229,00 kr." are two)."""
    if not before or not after or _SEPARATOR_END.search(before):
        return False
    if _THOUSANDS_BOX.fullmatch(before) and _REST_OF_AMOUNT.match(after):
        return False
    return not (before[-1].isdigit() and _DECIMALS.match(after))


def _inline_tag(node: LexborNode) -> bool:
    return node.tag in _INLINE_TAGS


def _query(tree: LexborHTMLParser, selector: str) -> list[LexborNode]:
    try:
        return tree.css(selector)
    except SelectolaxError:  # a selector Lexbor cannot run is one the page cannot rely on
        return []
