"""The tab that shows a panel: an alternative in a hidden tab panel is named by its tab.

A page that puts its monthly and yearly prices in two tab panels names each panel by its tab
("Annual", "Jährlich", "Anual -20%"); nothing else in the panel says which it is. A panel
is tied to its tab by ARIA: the tab's ``aria-controls`` holds the panel's id, or the panel's
``aria-labelledby`` holds the tab's.

The document's tabs are looked up once, on the first alternative asked about, and only on a
page whose markup mentions a tab role at all: most pages have no alternatives, and most
pages with alternatives have no tabs.
"""

import functools
import itertools
import re
from collections.abc import Iterator

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, nodes

_RADIO_WORDS = clues.words("radio")
# A class part that says its element is a tab set's ("tabbed-block", "tab-content",
# "tabs__panel"): two plan cards beside a CSS-only billing toggle's radios are no panels.
_TAB_PARTS = frozenset({"tab", "tabs", "tabbed", "tabpanel", "tabpane", "tabcontent"})
_CLASS_PARTS = re.compile(r"[-_]+")
_MENTIONS_TABS = re.compile(r"""role\s*=\s*["']?tab""", re.IGNORECASE)
MAX_TABS = 256  # past these, a page's tabs are navigation, not a price toggle
_MAX_NAME = 40
# What a reader clicks to switch a variant on: its name is what the control says.
_CONTROLS = 'button, label, [role="tab"], [role="radio"], [role="option"]'
_MAX_DEPTH = 8
# A panel is seldom more than a wrapper or two above its price: a node and at most this many
# nodes above it are asked, so a page nested thousands deep pays no more.
_lineage = functools.partial(nodes.lineage, levels=_MAX_DEPTH - 1)
# A tab list beside its panels' wrapper is found within a few levels up, among a few lists.
_MAX_SET_DEPTH = 3
_MAX_NODES = 32  # a tab is a word or two and a badge: past these, a card, not its name
_DIGIT = re.compile(r"\d")
# Where a remark on the offer starts in a tab's run of text: after a dash or a dot between
# spaces ("Yearly - 2 months free", "Jährlich · spare 15 %"), or in brackets ("Annual (save
# 20%)").
_REMARK = re.compile("\\s+[-\u2013\u2014\u00b7|/:]\\s|\\s*\\(")
# The alternatives' own markers and their private-use numbers (see ``alternatives``).
_NOT_TEXT = re.compile("[\x0e\x0f\x10\ue000-\uf8ff]")


class Tabs:
    """A document's tabs, by their own ids and by the ids of the panels they control."""

    def __init__(
        self, tree: LexborHTMLParser, source: str, named: dict[int, str] | None = None
    ) -> None:
        self._tree, self._source = tree, source
        self._named = named or {}  # radio tabs' unchecked panels, by their labels' text
        self._mentioned: bool | None = None
        self._by_panel: dict[str, LexborNode] | None = None
        self._by_id: dict[str, LexborNode] = {}
        self._controls: dict[str, LexborNode] | None = None

    def name(self, alternative: LexborNode, shown: LexborNode) -> str | None:
        """The text of the tab whose panel holds ``alternative`` but not ``shown``: the
        alternative itself or one of its ancestors below the container of both."""
        if self._mentioned is None:
            self._mentioned = bool(self._named) or _MENTIONS_TABS.search(self._source) is not None
        if not self._mentioned:
            return None
        container = {node.mem_id for node in _lineage(shown.parent)}
        for node in _lineage(alternative):
            if node.mem_id in container:
                return None
            found = self._panel_name(node)
            if found:
                return found
        return None

    def control_name(self, value: str) -> str | None:
        """The text of the control that selects a variant the page names only by a number
        (``data-term="12"``): the button, label or tab whose ``value`` or data attribute is
        that number ("12 months"). (A ``<select>``'s options are gone by then, as forms
        are no text.)"""
        if self._controls is None:
            self._controls = {}
            for control in self._tree.css(_CONTROLS)[:MAX_TABS]:
                for name, written in control.attributes.items():
                    if written and written.isdigit() and (name == "value" or name[:5] == "data-"):
                        self._controls.setdefault(written, control)
        found = self._controls.get(value)
        return tab_name(found) if found is not None else None

    def _panel_name(self, node: LexborNode) -> str | None:
        if node.mem_id in self._named:
            return self._named[node.mem_id]
        attributes = node.attributes
        by_panel = self._index()
        tab = by_panel.get(attributes.get("id") or "")
        for labelled_by in (attributes.get("aria-labelledby") or "").split():
            tab = tab or self._by_id.get(labelled_by)
        if tab is not None:
            return tab_name(tab)
        if attributes.get("role") == "tabpanel":
            found = _text(attributes.get("aria-label") or "")
            tab = None if found else tab_by_position(node)
            return tab_name(tab) if tab is not None else found
        return None

    def _index(self) -> dict[str, LexborNode]:
        if self._by_panel is None:
            self._by_panel = {}
            for tab in self._tree.css('[role="tab"]')[:MAX_TABS]:
                attributes = tab.attributes
                for panel in (attributes.get("aria-controls") or "").split():
                    self._by_panel.setdefault(panel, tab)
                if attributes.get("id"):
                    self._by_id.setdefault(attributes["id"] or "", tab)
        return self._by_panel


def tab_name(tab: LexborNode) -> str | None:
    """A tab's name: its ``aria-label``, else its first run of text without a digit (up to a
    remark after a dash or in brackets), else its first run of text. A badge beside the name
    ("Anual <span>-20%</span>", "Yearly <em>2 months free</em>", "Yearly &ndash; save 20%") is
    the offer's copy, which changes with a campaign; the name does not."""
    label = _text(tab.attributes.get("aria-label") or "")
    if label:
        return label
    runs = (
        text
        for node in itertools.islice(tab.traverse(include_text=True), _MAX_NODES)
        if node.tag == "-text" and (text := _text(node.text_content or ""))
    )
    first = None
    for run in runs:
        name = _REMARK.split(run, 1)[0].strip() or run
        if not _DIGIT.search(name):
            return name
        first = first or name
    return first


def unchecked_radio_panels(
    tree: LexborHTMLParser, source: str
) -> dict[int, tuple[LexborNode, str | None]]:
    """The panels of CSS-only tabs that their radio does not show, each with its label's text.

    MkDocs Material's content tabs (and other CSS-only tab sets) are radio inputs, a label
    ``for`` each, and as many panels in order; the stylesheet that shows only the checked
    radio's panel is linked, not inline, so nothing the page holds hides the others. The
    panels must be as many as the radios and a class of theirs (or their wrapper's) must say
    tab, and the set's radios its own children: a billing toggle's radios beside two plan
    cards are no tab set."""
    if not clues.holds(source, *_RADIO_WORDS):
        return {}
    sets: dict[int, LexborNode] = {}
    for radio in tree.css('input[type="radio" i]')[:MAX_TABS]:
        if radio.parent is not None:
            sets.setdefault(radio.parent.mem_id, radio.parent)
    found: dict[int, tuple[LexborNode, str | None]] = {}
    for tab_set in sets.values():
        radios = [node for node in _children(tab_set) if _is_radio(node)]
        panels = _radio_panels(tab_set, len(radios)) if len(radios) > 1 else None
        if panels is None:
            continue
        labels = {label.attributes.get("for"): label for label in tab_set.css("label[for]")}
        checked = next((i for i, radio in enumerate(radios) if "checked" in radio.attributes), 0)
        for index, (radio, panel) in enumerate(zip(radios, panels, strict=True)):
            label = labels.get(radio.attributes.get("id") or "")
            name = tab_name(label) if label is not None else None
            if index != checked:
                found[panel.mem_id] = (panel, name)
    return found


def unselected_panels(
    tree: LexborHTMLParser, source: str
) -> dict[int, tuple[LexborNode, str | None]]:
    """The tab panels that a script or a linked stylesheet hides beside the one it shows,
    each with its tab's name: Bootstrap's ``.tab-pane`` without ``active`` beside one with
    it (``.tab-content > .tab-pane`` is hidden by a stylesheet the page links, not holds),
    and an ARIA tab panel whose tab says ``aria-selected="false"`` beside one whose tab
    says "true". Read as shown, a hidden panel's yearly prices were more of the shown
    plans' prices, no period of their own. Only among sibling panels one of which is
    shown: a set that says none is left as it is."""
    if not clues.holds(source, *_PANE_WORDS):
        return {}
    tabs = _tabs_by_panel(tree)
    sets: dict[int, list[LexborNode]] = {}
    for pane in tree.css(_PANES)[:MAX_TABS]:
        if pane.parent is not None:
            sets.setdefault(pane.parent.mem_id, []).append(pane)
    found: dict[int, tuple[LexborNode, str | None]] = {}
    for panes in sets.values():
        shown = [_pane_shown(pane, tabs) for pane in panes]
        if True not in shown:
            continue
        for pane, state in zip(panes, shown, strict=True):
            if state is False:
                tab = _pane_tab(pane, tabs)
                found[pane.mem_id] = (pane, tab_name(tab) if tab is not None else None)
    return found


_PANE_WORDS = clues.words("tab-pane", "tabpanel")
_PANES = '.tab-pane, [role="tabpanel"]'


def _tabs_by_panel(tree: LexborHTMLParser) -> dict[str, LexborNode]:
    """The document's tabs by the ids of the panels they control and by their own ids
    (a panel's ``aria-labelledby``)."""
    found: dict[str, LexborNode] = {}
    for tab in tree.css('[role="tab"]')[:MAX_TABS]:
        for key in (tab.attributes.get("aria-controls") or "").split():
            found.setdefault(key, tab)
        found.setdefault("#" + (tab.attributes.get("id") or ""), tab)
    return found


def _pane_tab(pane: LexborNode, tabs: dict[str, LexborNode]) -> LexborNode | None:
    attributes = pane.attributes
    tab = tabs.get(attributes.get("id") or "")
    labelled = (attributes.get("aria-labelledby") or "").split()
    return tab or next((tabs[f"#{key}"] for key in labelled if f"#{key}" in tabs), None)


def _pane_shown(pane: LexborNode, tabs: dict[str, LexborNode]) -> bool | None:
    """Whether a tab panel is shown (its class says ``active``, or its tab says it is
    selected), hidden (its tab says it is not, or it is a Bootstrap pane not active), or
    neither is said."""
    classes = (pane.attributes.get("class") or "").split()
    if "active" in classes:
        return True
    tab = _pane_tab(pane, tabs)
    selected = tab.attributes.get("aria-selected") if tab is not None else None
    if selected in ("true", "false"):
        return selected == "true"
    return False if "tab-pane" in classes else None


def _is_radio(node: LexborNode) -> bool:
    return node.tag == "input" and (node.attributes.get("type") or "").lower() == "radio"


def _radio_panels(tab_set: LexborNode, count: int) -> list[LexborNode] | None:
    """The tab set's ``count`` panels: its own children that are neither inputs nor labels
    (each panel after its radio and label), else the children of one of those (a wrapper of
    the panels beside a wrapper of the labels)."""
    own = [node for node in _children(tab_set) if node.tag not in ("input", "label")]
    own = [node for node in own if not _holds_labels(node)]  # the labels' wrapper
    if len(own) == count and all(_says_tab(node) for node in own):
        return own
    for wrapper in own:
        inner = list(_children(wrapper))
        if len(inner) != count or any(_holds_labels(node) for node in inner):
            continue
        if _says_tab(wrapper) or all(_says_tab(node) for node in inner):
            return inner
    return None


def _holds_labels(node: LexborNode) -> bool:
    return node.tag == "label" or any(child.tag == "label" for child in _children(node))


def _says_tab(node: LexborNode) -> bool:
    classes = (node.attributes.get("class") or "").lower().split()
    return any(part in _TAB_PARTS for name in classes for part in _CLASS_PARTS.split(name))


def tab_by_position(panel: LexborNode) -> LexborNode | None:
    """The tab at ``panel``'s place in the nearest tab list, where nothing ties the two but
    their order (Docusaurus: ``<li role=tab>`` items in a ``role=tablist`` beside a wrapper of
    ``<div role=tabpanel>``, neither with an id): the list's tabs and the panel's sibling
    panels must be as many, and a tab list inside one of the panels (tabs nested in a tab)
    is another set's."""
    parent = panel.parent
    if parent is None:
        return None
    siblings = [node for node in _children(parent) if node.attributes.get("role") == "tabpanel"]
    panels = [node.mem_id for node in siblings]
    if panel.mem_id not in panels:  # past the children read: no set of tabs
        return None
    tablist = _list_before(siblings[0])
    if tablist is None:
        return None
    tabs = tablist.css('[role="tab"]')[:MAX_TABS]
    return tabs[panels.index(panel.mem_id)] if len(tabs) == len(panels) else None


def _list_before(first: LexborNode) -> LexborNode | None:
    """The tab list nearest before the ``first`` panel: among its earlier siblings, then
    its parent's, the closest (a page of two tab sets, periods then regions, names each
    set's panels by its own list, not the first on the page)."""
    node: LexborNode | None = first
    for _ in range(_MAX_SET_DEPTH):
        if node is None:
            return None
        sibling, steps = node.prev, 0
        while sibling is not None and steps < MAX_TABS:
            if sibling.tag != "-text":
                if sibling.attributes.get("role") == "tablist":
                    return sibling
                inner = sibling.css('[role="tablist"]')[-1:]
                if inner:
                    return inner[0]
            sibling, steps = sibling.prev, steps + 1
        node = node.parent
    return None


def _children(node: LexborNode) -> Iterator[LexborNode]:
    child = node.child
    for _ in range(MAX_TABS):
        if child is None:
            return
        if child.tag != "-text":
            yield child
        child = child.next


def _text(text: str) -> str | None:
    return " ".join(_NOT_TEXT.sub("", text).split())[:_MAX_NAME].strip() or None
