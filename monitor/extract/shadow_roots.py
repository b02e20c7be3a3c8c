"""Declarative shadow DOM: a ``<template shadowrootmode="open">`` is the shadow root of the
element that holds it, and a browser renders its content there, as a web component rendered
on the server (Lit, Stencil, Astro) ships its cards. To the HTML parser it is a template,
whose content no reader sees; opened into a plain element first, it is read as it is shown.
"""

import itertools
import re

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, nodes

_CLUES = clues.words("shadowroot", "shadowRoot", "ShadowRoot", "SHADOWROOT")
_TEMPLATE_TAG = re.compile(r"<(/?)template\b([^>]*)>", re.IGNORECASE)
_SHADOW_ROOT = re.compile(r"\sshadowroot(mode)?\s*=", re.IGNORECASE)
_MAX_TAGS = 10_000  # template tags read: a page with more is no product's


# A root by today's attribute (``shadowrootmode``), or by the draft's (``shadowroot``) that
# browsers no longer compose: its host's own children still show, as a polyfill leaves them.
_ROOTS = {True: "<div data-shadow-root>", False: '<div data-shadow-root="draft">'}


def opened(text: str) -> str:
    """``text`` with each declarative shadow root's template written as a ``<div>`` (its
    closing tag too, nested templates counted); ``text`` itself where there is none."""
    if not clues.holds(text, *_CLUES):
        return text
    parts, written, shadows = [], 0, []  # shadows: for each open template, whether a root's
    for count, tag in enumerate(_TEMPLATE_TAG.finditer(text)):
        if count == _MAX_TAGS:
            break
        if not tag.group(1):
            root = _SHADOW_ROOT.search(tag.group(2))
            shadows.append(root is not None)
            replacement = None if root is None else _ROOTS[root.group(1) is not None]
        else:
            replacement = "</div>" if shadows and shadows.pop() else None
        if replacement is not None:
            parts += [text[written : tag.start()], replacement]
            written = tag.end()
    return "".join([*parts, text[written:]]) if parts else text


_SLOT_CLUES = clues.words("<slot", "<SLOT", "<Slot")
_MAX_ROOTS = 2_000  # shadow roots whose slots are filled: a page with more is no product's


def slotted(tree: LexborHTMLParser, source: str) -> None:
    """Fill each opened shadow root's ``<slot>``s with its host's children, as a browser
    composes them: a child whose ``slot`` names a slot shows there, the other children in
    the unnamed slot, a slot nothing is assigned to shows its own fallback content, and a
    child no slot takes is not shown at all (a host shows its shadow root, not its light
    children). Without this a card's name and price, written as the host's children, read
    after the card and apart from its heading; and a host's text fallback beside a root that
    shows the same price is read twice."""
    if not clues.holds(source, *_CLUES):
        return
    roots = tree.css("[data-shadow-root]")[:_MAX_ROOTS]
    has_slots = clues.holds(source, *_SLOT_CLUES)
    for root in roots:
        host = root.parent
        if host is None or root.attributes.get("data-shadow-root") == "draft":
            continue
        light = [child for child in _children(host) if child.mem_id != root.mem_id]
        slots = [slot for slot in root.css("slot") if _root_of(slot) == root.mem_id]
        if not has_slots or not slots:
            _hide(light)
            continue
        _assign(slots, light)


def _children(node: LexborNode) -> list[LexborNode]:
    """A node's element children and its text children that show something."""
    return [child for child in node.iter(include_text=True) if _shows(child)]


def _shows(child: LexborNode) -> bool:
    """Whether a child is an element or a text with more than spaces (not a comment)."""
    tag = child.tag or ""
    if tag == "-text":
        return bool((child.text_content or "").strip())
    return not tag.startswith(("-", "_", "!"))


def _root_of(slot: LexborNode) -> int | None:
    """The ``mem_id`` of the nearest shadow root holding ``slot``."""
    around = nodes.lineage(slot.parent)
    return next((node.mem_id for node in around if "data-shadow-root" in node.attributes), None)


def _assign(slots: list[LexborNode], light: list[LexborNode]) -> None:
    """Move each light child into the slot it names (the unnamed slot for the rest)."""
    wanted: dict[str, list[LexborNode]] = {}
    for child in light:
        name = child.attributes.get("slot") if child.tag != "-text" else None
        wanted.setdefault(name or "", []).append(child)
    taken: set[str] = set()
    for slot in slots:
        name = slot.attributes.get("name") or ""
        assigned = [] if name in taken else wanted.get(name, [])
        taken.add(name)  # a second slot of the same name receives nothing
        if not assigned:
            slot.unwrap()  # its fallback content shows
            continue
        boxes = _enclosing_tags(slot)
        for child in assigned:
            slot.insert_before(child, move=True)
            if child.tag != "-text" and "slot" in child.attributes:
                del child.attrs["slot"]  # taken: in a nested root, it is an unnamed child
            if child.tag in boxes:
                child.unwrap()  # an <h3 slot> in the root's <h3>: one heading, not two
        slot.decompose()
    _hide([child for name, children in wanted.items() if name not in taken for child in children])


def _enclosing_tags(slot: LexborNode) -> set[str]:
    """The tags of the elements around ``slot`` inside its shadow root."""
    inside = itertools.takewhile(
        lambda node: "data-shadow-root" not in node.attributes, nodes.lineage(slot.parent)
    )
    return {node.tag or "" for node in inside}


def _hide(unshown: list[LexborNode]) -> None:
    for node in unshown:
        node.decompose()
