"""Where a page's prices are: up to three CSS selectors for its pricing region, for
``monitor try`` to propose when the operator names none. Pure functions.

Each visible element is given the number of prices its subtree shows (a price split over
elements, ``<span>$</span><span>19</span>``, counts where it is whole). From the body down,
the region is the child that holds the page's prices but a stray few (a cart's total in the
page's header, a banner's "free delivery over €50"): where the prices spread over several
children, that element is the region, the smallest that holds them. Its ancestors that hold
more of them are the wider proposals.

A proposal must outlive the page's next build: an ``id``, a ``data-*`` attribute or a class
that names what the element is (``pricing``, ``plan-grid``), never one a build tool
generates (``css-1x2y3z``, ``sc-aXZVg``, ``jsx-123``, ``Pricing_card__x7Yq2``), a utility
class (``flex``, ``mt-4``) or a position (``:nth-child``); an element without one is
proposed through its nearest ancestor that has one. Each selector matches exactly one
element of the page as the extractor sees it.
"""

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, currency_context, language, money, nodes, page, recommended
from monitor.extract.names import generated

MAX_PROPOSALS = 3
# An element whose text is this short is read whole for its prices; a longer one is the sum
# of its children's and its own text's: a price is a few words, never a page.
_ATOM_CHARS = 160
# A price offered stands with a few words (a plan's name, a period, "from", "inc. VAT"); one
# in a sentence of more is mentioned.
_WORDS_PER_PRICE = 2
_WORDS_BESIDE = 10
_LANDMARKS = frozenset({"header", "footer", "nav", "aside"})
_STRAY_LANDMARK = 2  # a landmark's prices left out of the region: a cart, a banner
_STRAY_SHARE = 0.1
_MAX_VALUE = 48  # longer attribute values are data, not names
_MAX_ELEMENTS = 20_000  # a page larger than that is proposed nothing: too slow to walk


@dataclass(frozen=True, slots=True)
class Candidate:
    """A selector and how many of the page's prices (of ``total``) its element shows."""

    selector: str
    prices: int
    total: int


def propose(html: str, ignore: tuple[str, ...] = ()) -> list[Candidate]:
    """Up to ``MAX_PROPOSALS`` selectors for the page's pricing region, smallest first."""
    tree = page.parse(html)
    page.remove(tree, ignore)
    # Prices are read as extraction reads them, in the page's language and place: a letter
    # is a currency's sign only there ("2 500 F" on a page of Côte d'Ivoire).
    with language.reading(currency_context.locales(tree)):
        page.hide(tree, html)
        found = _proposals(tree)
        # Where the other products a page recommends hold as many prices as its offer, no
        # region stands out, or theirs does (more of them than the product's own): they are
        # left out then (each is priced on a page of its own).
        blocks = recommended.blocks(tree, clues.holds(html, *recommended.WIDGETS))
        if not blocks or (found and not _recommends(tree, found[0], blocks)):
            return found
        for block in blocks:
            block.decompose(recursive=False)
        return _proposals(tree)


def _recommends(tree: LexborHTMLParser, found: Candidate, blocks: list[LexborNode]) -> bool:
    """Whether the region ``found`` proposes is in one of the blocks of recommended products."""
    inside = {block.mem_id for block in blocks}
    return any(
        around.mem_id in inside
        for node in page.select(tree, found.selector)
        for around in nodes.lineage(node)
    )


def _proposals(tree: LexborHTMLParser) -> list[Candidate]:
    body = tree.body
    if body is None:
        return []
    counts = _counts(body)
    total = counts.get(body.mem_id, 0)
    if not total:
        return []
    for leniency in _LENIENCIES:
        found = _stable_widening(tree, _region(body, counts, leniency), counts, total)
        if found:
            return found
    return []


def _stable_widening(
    tree: LexborHTMLParser, region: LexborNode, counts: dict[int, int], total: int
) -> list[Candidate]:
    """The region's and its ancestors' stable selectors, up to ``MAX_PROPOSALS``."""
    found: list[Candidate] = []
    for node in _widening(region):
        selector = stable_selector(tree, node)
        if selector is not None:
            found.append(Candidate(selector, counts.get(node.mem_id, 0), total))
        if len(found) == MAX_PROPOSALS:
            break
    return found


def _widening(node: LexborNode) -> Iterator[LexborNode]:
    """``node``, then its ancestors below the body (the body's own classes and attributes
    name the whole page: its template, its language, an A/B bucket)."""
    current: LexborNode | None = node
    while current is not None and current.tag not in ("body", "html"):
        yield current
        current = current.parent


def _counts(body: LexborNode) -> dict[int, int]:
    """The prices each element's subtree shows, by ``mem_id`` (elements with none left out)."""
    elements = list(body.traverse(include_text=False))
    if len(elements) > _MAX_ELEMENTS:
        return {}
    counts: dict[int, int] = {}
    lengths: dict[int, int] = {}
    for node in reversed(elements):  # children before their parents
        children = [child for child in node.iter() if child.tag != "-text"]
        own = node.text(deep=False)
        length = len(own) + sum(lengths.get(child.mem_id, 0) for child in children)
        lengths[node.mem_id] = length
        held = sum(counts.get(child.mem_id, 0) for child in children) + _prices_in(own)
        if length <= _ATOM_CHARS and held <= 1:
            held = max(held, _prices_in(node.text(deep=True)))
        if held:
            counts[node.mem_id] = held
    return counts


def _prices_in(text: str) -> int:
    """The prices ``text`` offers: none when they are words of a sentence (``we moved the
    Team plan from $29 to $19 a month``), which mentions prices rather than offers them."""
    if not any(char.isdigit() for char in text):
        return 0
    words = text.split()
    found = len(money.prices_by_line([" ".join(words)]).get(0, []))
    return found if len(words) <= _WORDS_PER_PRICE * found + _WORDS_BESIDE else 0


Leniency = Literal["all", "but_one", "one", "most"]
# How far the region may leave prices out, tried in turn until one finds a stable selector:
# none but the landmarks' few; one more alone beside nine tenths of them (a banner's
# threshold); any, for the child holding most of them.
_LENIENCIES: tuple[Leniency, ...] = ("all", "but_one", "one", "most")


def _region(body: LexborNode, counts: dict[int, int], leniency: Leniency) -> LexborNode:
    """From the body down, into the child holding the prices but a stray few."""
    node = body
    while True:
        children = [child for child in node.iter() if counts.get(child.mem_id)]
        if not children:
            return node
        best = max(children, key=lambda child: (counts[child.mem_id], child.tag not in _LANDMARKS))
        strays = [child for child in children if child is not best]
        if not _only_strays(strays, counts, counts[node.mem_id], leniency):
            return node
        node = best


def _only_strays(
    strays: list[LexborNode], counts: dict[int, int], held: int, leniency: Leniency
) -> bool:
    """Whether the prices outside the best child are the page's chrome, not its offer: each
    few, in a landmark (the page's header, navigation, footer, a sidebar); or, as lenient,
    one more alone, or fewer than half."""
    outside = [
        child
        for child in strays
        if child.tag not in _LANDMARKS or counts[child.mem_id] > _STRAY_LANDMARK
    ]
    left_out = sum(counts[child.mem_id] for child in outside)
    if leniency == "all":
        return not left_out
    if leniency == "but_one":
        return left_out <= 1 and left_out <= held * _STRAY_SHARE
    if leniency == "one":
        return left_out <= 1
    return sum(counts[child.mem_id] for child in strays) * 2 < held


# Classes that say how an element looks or where it sits, not what it is: utility prefixes
# (``mt-4``, ``bg-white``) and layout or state words (``container``, ``active``).
_UTILITY_PREFIX = re.compile(
    r"^-?(?:[mp][trblxyse]?|[wh]|(?:min|max)-[wh]|text|bg|border|rounded|shadow|gap|space"
    r"|items|justify|content|self|order|z|font|leading|tracking|opacity|duration|ease|cursor"
    r"|select|d|is|has|js|u|l|o|col|row|grid|flex|sm|md|lg|xl|xs|small|medium|large|padding"
    r"|margin)-",
    re.IGNORECASE,
)
_LAYOUT_WORDS = frozenset(
    """flex grid container wrapper wrap inner outer clearfix clear float block inline hidden
    visible relative absolute fixed sticky static overflow transition transform pointer
    sr-only active show fade in open selected current light dark small large medium full
    half center left right top bottom section div span el item box row col column columns
    content body main page layout""".split()  # noqa: SIM905 (a list of words, read as one)
)


def semantic(name: str) -> bool:
    """A class naming what the element is: a word of three letters or more, not generated,
    not a utility."""
    if generated(name) or _UTILITY_PREFIX.match(name) or name.lower() in _LAYOUT_WORDS:
        return False
    return re.search(r"[a-z]{3}", name.lower()) is not None


def stable_selector(tree: LexborHTMLParser, node: LexborNode) -> str | None:
    """The first stable selector that matches ``node`` alone; None when it has none."""
    for selector in _selectors(node):
        if page.valid_selector(selector):
            matches = page.select(tree, selector)
            if len(matches) == 1 and matches[0].mem_id == node.mem_id:
                return selector
    return None


_DATA_FIRST = ("data-testid", "data-test", "data-test-id", "data-qa", "data-cy", "data-section")


def _selectors(node: LexborNode) -> Iterator[str]:
    """``node``'s stable selectors, the most telling first: its id, its test ids and other
    ``data-*`` names, its semantic classes, its custom element's tag, a landmark's tag."""
    tag = node.tag or ""
    attributes = node.attributes
    element_id = attributes.get("id")
    if element_id and not generated(element_id):
        yield f"#{element_id}"
    named = sorted(
        (name for name in attributes if name.startswith("data-")),
        key=lambda name: (name not in _DATA_FIRST, name),
    )
    for name in named:
        value = attributes.get(name)
        if value and len(value) <= _MAX_VALUE and not generated(value.replace(" ", "-")):
            yield f'{tag}[{name}="{page.css_string(value)}"]'
    classes = [name for name in (attributes.get("class") or "").split() if semantic(name)]
    for name in classes:
        yield f".{name}"
        yield f"{tag}.{name}"
    for first, second in itertools.pairwise(classes):
        yield f"{tag}.{first}.{second}"
    if "-" in tag or tag in ("main", "article"):
        yield tag
