"""AMP's lists drawn from the page's own state. An ``<amp-list src="amp-state:extras">``
shows the items of the ``<amp-state id="extras">`` JSON, each written through the list's
``amp-mustache`` template (``{{name}} <b>{{price}}</b>``) as soon as the page loads: a reader
sees an add-on's name beside its price. To the HTML parser the list holds only the
template, which no reader sees, and a placeholder; the state's JSON alone names no period
("€ 4 / mese" is one string) and is read apart from the cards. Rendered into the list as the
AMP runtime renders it, the items are read as the rest of the page is.
"""

import html
import re
from typing import Any

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import bound_state, clues

_CLUES = clues.words("amp-state:")
_MAX_LISTS = 32  # lists rendered: a page with more is no pricing page
_MAX_ITEMS = 200  # items of one list
_MAX_DEPTH = 4  # sections nested in a template
# A template's size: each section is looked for to its end, once per item. A list's item is
# a card of a few lines.
_LONGEST_TEMPLATE = 4096
_MAX_SECTIONS = 32
# Characters of templates filled in on a page: each item's copy of its template and of its
# sections' (a state's lists nested in lists multiply them).
_MAX_RENDERED = 1024 * 1024
_ID = re.compile(r"[\w-]+")  # an id that a selector may name as it is
_SOURCE = re.compile(r"\Aamp-state:([\w-]+)((?:\.[\w-]+)*)\Z")
_SECTION = re.compile(r"\{\{([#^])\s*([\w.-]+)\s*\}\}(.*?)\{\{/\s*\2\s*\}\}", re.DOTALL)
_VARIABLE = re.compile(r"\{\{(\{|&)?\s*([\w.-]+)\s*\}?\}\}")
# What the runtime shows until the list is rendered, and in its stead if it fails.
_STAND_INS = ("placeholder", "fallback")


def render(tree: LexborHTMLParser, source: str) -> None:
    """Render each ``amp-list`` of ``tree`` whose items are the page's own state (not a URL
    fetched later, whose content the page does not hold) into the list, in place of its
    placeholder."""
    if not clues.holds(source, *_CLUES):
        return
    states = bound_state.amp_states(tree, source)  # each parsed once, whatever lists name it
    budget = Budget(_MAX_RENDERED)
    for found in tree.css('amp-list[src^="amp-state:"]')[:_MAX_LISTS]:
        markup = _rendered(tree, found, states, budget)
        if markup is None:
            continue
        for child in list(found.iter(include_text=False)):
            if any(name in child.attributes for name in _STAND_INS):
                child.decompose()
        holder = LexborHTMLParser(f"<div data-amp-rendered>{markup}</div>").css_first("div")
        if holder is not None:
            found.insert_child(holder)


class Budget:
    """The characters of templates a page may still fill in."""

    def __init__(self, left: int) -> None:
        self.left = left

    def spend(self, characters: int) -> bool:
        """Whether ``characters`` more may be filled in (and if so, they are spent)."""
        self.left -= characters
        return self.left >= 0


def _rendered(
    tree: LexborHTMLParser, found: LexborNode, states: dict[str, Any], budget: Budget
) -> str | None:
    """The markup of the list's items (of the page's ``states``, by id) through its
    template; None where either is missing, or where the template is no card's (too long,
    too many sections) or the page's ``budget`` runs out."""
    template = _template(tree, found)
    items = _items(found, states)
    if template is None or items is None or not _card_sized(template):
        return None
    markup = "".join(fill(template, item, budget=budget) for item in items[:_MAX_ITEMS])
    return markup if budget.left >= 0 else None


def _card_sized(template: str) -> bool:
    sections = template.count("{{#") + template.count("{{^")
    return len(template) <= _LONGEST_TEMPLATE and sections <= _MAX_SECTIONS


def _template(tree: LexborHTMLParser, found: LexborNode) -> str | None:
    """The list's mustache template: its own child, or the one its ``template`` names."""
    named = found.attributes.get("template")
    holder = tree.css_first(f'[id="{named}"]') if named and _ID.fullmatch(named) else None
    holder = holder or found.css_first("template, script[template]")
    if holder is None:
        return None
    if holder.tag == "template":
        return "".join(fragment.html or "" for fragment in holder.template_fragments())
    return holder.text(deep=True)


def _items(found: LexborNode, states: dict[str, Any]) -> list[Any] | None:
    """The items the list shows: the state's value at the source's path, then at the
    ``items`` path (``items`` unless given; ``.`` is the value itself); a single object is
    one item."""
    source = _SOURCE.match(found.attributes.get("src") or "")
    if source is None:
        return None
    state = states.get(source[1])
    path = (found.attributes.get("items") or "items").strip()
    value = bound_state.at(state, source[2].strip(".").split(".") if source[2] else [])
    if path != ".":
        value = bound_state.at(value, path.split("."))
    if "single-item" in found.attributes or isinstance(value, dict):
        return [value]
    return value if isinstance(value, list) else None


def fill(template: str, item: Any, depth: int = 0, budget: Budget | None = None) -> str:
    """The mustache ``template`` written with ``item``: its sections (``{{#a}}…{{/a}}``, once
    per item of a list, once for a true value; ``{{^a}}`` for a false or empty one), then
    its variables, HTML-escaped but for a triple mustache's. A name off the item is empty,
    as mustache writes it; nothing once the ``budget`` of characters filled in is spent."""
    budget = budget or Budget(_MAX_RENDERED)
    if not budget.spend(len(template)):
        return ""

    def section(found: re.Match[str]) -> str:
        value = bound_state.at(item, found[2].split("."))
        inner = found[3]
        if found[1] == "^":
            return fill(inner, item, depth + 1, budget) if not value else ""
        if isinstance(value, list):
            return "".join(fill(inner, each, depth + 1, budget) for each in value[:_MAX_ITEMS])
        if not value:
            return ""
        return fill(inner, value if isinstance(value, dict) else item, depth + 1, budget)

    if depth < _MAX_DEPTH:
        template = _SECTION.sub(section, template)
    return _VARIABLE.sub(lambda found: _written(item, found), template)


def _written(item: Any, found: re.Match[str]) -> str:
    value = item if found[2] == "." else bound_state.at(item, found[2].split("."))
    if value is None or isinstance(value, dict | list):
        return ""
    text = str(value).lower() if isinstance(value, bool) else str(value)
    return text if found[1] else html.escape(text)
