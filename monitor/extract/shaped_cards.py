"""Card grids whose names no tag and no class word says, found by the cards' shape: pure.

A styled-components, Svelte or CSS-module build writes a card's name in a ``<div>`` or a
``<p>`` whose class is a hash (``sc-bcXHqe gRtWvx``, ``ad svelte-1x9k2qp``), so neither a
heading's tag nor a class word (``monitor.extract.plans``) finds it. Yet the cards of a grid
are built by one component: each writes its name at the same place (the same path of tags
and classes from the card down), before its price, and each card's name differs where the
text every card repeats ("per month", "Start free trial") does not. The first such text of
the cards is their name.
"""

from typing import NamedTuple

from selectolax.lexbor import LexborNode

# A card says its name within its first few texts (a badge may come before it), and a page's
# grids are looked for in its first containers only.
_FIRST_TEXTS = 4
_MAX_CONTAINERS = 3000
_MAX_DEPTH = 64
_MAX_CARD_NODES = 96
_MAX_NAME_CHARS = 40
_CARD_TEXTS = 3  # a name, a price and a line more: a menu's links say one text each
# Two boxes of a name and a price may be a product and its add-on; three of one component
# are a grid (as ``plan_reading.unboxed`` reads three names).
_CARDS = 3
_CONTAINERS = "div, section, ul, ol, main, article"
_SKIPPED = frozenset({"script", "style", "template", "noscript", "svg"})

Path = tuple[tuple[str, str], ...]


class Card(NamedTuple):
    """A card, its name and the element that says it."""

    card: LexborNode
    name: str
    element: LexborNode


class _Said(NamedTuple):
    path: Path
    text: str
    element: LexborNode


Grid = tuple[int, list[Card]]


def grids(nodes: list[LexborNode], taken: list[LexborNode]) -> list[Grid]:
    """The grids of ``nodes`` whose cards share the path of a name (``_named``), with each
    card and its name; none that holds or lies in an element of ``taken`` (the cards other
    names found)."""
    found: list[Grid] = []
    inner = {card.mem_id for card in taken}
    holding = _ancestors(taken)
    for node in nodes:
        # The innermost first: a page's sections around a grid are twins too.
        for container in reversed(_containers(node)):
            if container.mem_id in holding or _inside(container, inner):
                continue
            kids = _twins(container)
            named = _named(kids) if len(kids) >= 2 else []
            if named:
                found.append((container.mem_id, named))
                inner.update(card.card.mem_id for card in named)
                holding |= _ancestors([card.card for card in named])
    return found


def _containers(node: LexborNode) -> list[LexborNode]:
    """The first ``_MAX_CONTAINERS`` elements of ``node`` that may hold a grid, each once, in
    the order of the page."""
    seen: set[int] = set()
    found: list[LexborNode] = []
    for element in node.css(_CONTAINERS):
        if element.mem_id not in seen and len(found) < _MAX_CONTAINERS:
            seen.add(element.mem_id)
            found.append(element)
    return found


def _ancestors(elements: list[LexborNode]) -> set[int]:
    """The ancestors of ``elements``, by mem_id."""
    found: set[int] = set()
    for element in elements:
        ancestor = element.parent
        while ancestor is not None and ancestor.mem_id not in found:
            found.add(ancestor.mem_id)
            ancestor = ancestor.parent
    return found


def _inside(container: LexborNode, cards: set[int]) -> bool:
    """Whether ``container`` is or lies in one of ``cards`` (by mem_id)."""
    node: LexborNode | None = container
    for _ in range(_MAX_DEPTH):
        if node is None or not cards:
            return False
        if node.mem_id in cards:
            return True
        node = node.parent
    return False


def _twins(container: LexborNode) -> list[LexborNode]:
    """The children of ``container`` of its most common tag, if blocks."""
    by_tag: dict[str, list[LexborNode]] = {}
    for kid in container.iter(include_text=False):
        if kid.tag in ("div", "li", "article", "section"):
            by_tag.setdefault(kid.tag, []).append(kid)
    return max(by_tag.values(), key=len, default=[])


def _named(kids: list[LexborNode]) -> list[Card]:
    """Each card of ``kids`` with its name: the text at the first path every card holds a
    text at, where each card's differs and reads as a name; none where there is no such, or
    where the cards are not a component's (a class on each card and on its name)."""
    if len(kids) < _CARDS or not all(kid.attributes.get("class") for kid in kids):
        return []
    texts = [_texts(kid) for kid in kids]
    if any(len(said) < _CARD_TEXTS for said in texts):
        return []
    for first in texts[0][:_FIRST_TEXTS]:
        if not first.path[-1][1]:
            continue  # a component styles its name: a bare element is a part of a line
        names = [_at(said, first.path) for said in texts]
        if any(name is None for name in names):
            continue
        found = [name for name in names if name is not None and _a_name(name.text)]
        if len(found) == len(kids) and len({name.text for name in found}) == len(found):
            return [
                Card(kid, name.text, name.element) for kid, name in zip(kids, found, strict=True)
            ]
    return []


def _at(said: list[_Said], path: Path) -> _Said | None:
    """The first text of a card at ``path`` among its first texts."""
    return next((text for text in said[:_FIRST_TEXTS] if text.path == path), None)


def _a_name(text: str) -> bool:
    """A few words that start with a letter: not a price, a count, a size or a sentence.
    A digit after the first word is a part of many names ("Offre Fixe 2 ans", "Pro 50",
    "Plan M2"), where a text that starts with one is a figure ("10 GB", "3 users")."""
    return (
        len(text) <= _MAX_NAME_CHARS
        and text[:1].isalpha()
        and not any(char.isdigit() for char in text.split(None, 1)[0])
    )


def _texts(card: LexborNode) -> list[_Said]:
    """The texts of ``card``'s elements of their own, in order, each with its path of tags
    and classes from the card down."""
    said: list[_Said] = []
    for k, element in enumerate(card.traverse(include_text=False)):
        if k == _MAX_CARD_NODES:
            break
        if element.mem_id == card.mem_id or element.tag in _SKIPPED:
            continue
        own = " ".join(element.text(deep=False).split())
        if own:
            said.append(_Said(_path(card, element), own, element))
    return said


def _path(card: LexborNode, element: LexborNode) -> Path:
    path: list[tuple[str, str]] = []
    node: LexborNode | None = element
    while node is not None and node.mem_id != card.mem_id:
        path.append((node.tag or "", node.attributes.get("class") or ""))
        node = node.parent
    return tuple(reversed(path))
