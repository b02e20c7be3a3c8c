"""Single elements as a reader meets them: their text, and the wrappers around them.

A wrapper holds another element and nothing beside it (a page builder's boxes around a text,
a component's root around its content). A reader sees the content alone, so readers look
through wrappers, inward to what they hold or outward to where it stands."""

from __future__ import annotations

from collections.abc import Iterator

from selectolax.lexbor import LexborNode


def read(node: LexborNode, separator: str = "") -> str:
    """``node``'s text as a reader reads it: its text nodes joined by ``separator`` (a space
    to keep blocks written without whitespace between them apart), each run of whitespace
    one space."""
    return " ".join(node.text(deep=True, separator=separator).split())


def lineage(node: LexborNode | None, levels: int | None = None) -> Iterator[LexborNode]:
    """``node`` and its ancestors, at most ``levels`` of them (all without a limit); none
    for no node."""
    current = node
    steps = 0
    while current is not None and (levels is None or steps <= levels):
        yield current
        current, steps = current.parent, steps + 1


def inside(element: LexborNode, ids: set[int]) -> bool:
    """Whether ``element`` is, or lies in, one of the elements of ``ids`` (their mem_ids)."""
    return bool(ids) and any(around.mem_id in ids for around in lineage(element))


def innermost(element: LexborNode, levels: int) -> LexborNode:
    """The innermost of the elements, at most ``levels`` down, that each hold all of
    ``element``'s content and nothing beside (``<h3><div><div>Pro <span>Popular</span></div>
    </div></h3>``): through them, the children a reader sees side by side are the last one's."""
    for _ in range(levels):
        only = only_child(element)
        if only is None:
            return element
        element = only
    return element


def outermost(element: LexborNode, levels: int) -> tuple[LexborNode, int]:
    """The outermost of the ancestors, at most ``levels`` up and below ``<body>``, that hold
    ``element`` and nothing beside (the list item around a page builder's box), and how many
    levels up it is: ``innermost``'s way back."""
    depth = 0
    while depth < levels:
        parent = element.parent
        if parent is None or parent.tag in ("body", "html"):
            break
        only = only_child(parent)
        if only is None or only.mem_id != element.mem_id:
            break
        element, depth = parent, depth + 1
    return element, depth


def only_child(element: LexborNode) -> LexborNode | None:
    """The one child of ``element`` a reader sees, if it is an element and alone."""
    only = shown_from(element.child)
    if only is None or only.tag == "-text" or shown_from(only.next) is not None:
        return None
    return only


def shown_from(node: LexborNode | None) -> LexborNode | None:
    """The first of ``node`` and its next siblings that is an element or text a reader sees
    (not a comment, as Vue writes ``<!--[-->``, nor the blank text between tags)."""
    while node is not None and (
        node.tag == "-comment" or (node.tag == "-text" and not (node.text_content or "").strip())
    ):
        node = node.next
    return node
