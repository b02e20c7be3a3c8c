"""Prices a page ships but shows one at a time: billing toggles, currency and region switchers.

A pricing page renders every alternative and hides all but one (``hidden``, ``display:none``,
a class its stylesheet hides, ``x-show``), or keeps one in an attribute a script swaps in
(``data-price-yearly="$40"``). The rule: **a hidden element that holds a complete price,
beside a visible element of the same kind** (same tag and classes, or the same data attribute
with another value) **is an alternative** of it; any other hidden element is no part of the
page (a decoy, a modal, a digit hidden inside a price).

The visible text is marked around each pair, so that one pass of text extraction serves
every view: ``view(text, None)`` is what a reader sees at first, ``view(text, n)`` the page
with variant ``n`` switched on.
"""

import contextlib
import functools
import itertools
import json
import re
from collections.abc import Callable, Iterable, Iterator
from contextvars import ContextVar
from typing import Any

from selectolax.lexbor import LexborNode

from monitor.extract import bound_state, clues, currencies, money, nodes, words
from monitor.extract.names import generated
from monitor.extract.tabs import Tabs

# Around a visible element that has alternatives (then its group), around an alternative
# (then its group and variant), and the end of either. Groups and variants are numbered as
# private-use characters right after their marker.
SHOWN, ALTERNATIVE, END = "\x0e", "\x0f", "\x10"
MARKERS = SHOWN + ALTERNATIVE + END
_NUMBERS = 0xE000
MAX_GROUPS = 1024  # a page of more toggled prices than this is not a pricing page
MAX_VARIANTS = 8
# Hidden elements looked at for a twin, and siblings a twin is looked for among: past these,
# the rest of a page's hidden elements are decoys, whatever they hold.
MAX_CANDIDATES = 2 * MAX_GROUPS
_MAX_SIBLINGS = 256
# Classes that say an element is hidden or shown, not what it is.
_STATE_CLASSES = frozenset(
    {"hidden", "is-hidden", "d-none", "invisible", "inactive", "is-inactive", "active",
     "is-active", "selected", "is-selected", "current", "show", "shown", "visible",
     "is-visible", "collapsed", "open", "closed", "sr-only", "visually-hidden", "js-hidden",
     "display-none", "hide", "u-hidden", "none"}
)  # fmt: skip
# Classes the page's own stylesheet hides what they mark with (``.is-off{display:none}``,
# ``.oculto{opacity:0}``): a state in the page's own words, as "hidden" is one in a
# framework's. Set while a page's hidden elements are paired (``hiding_classes``).
_HIDING: ContextVar[frozenset[str]] = ContextVar("hiding_classes", default=frozenset())
# A rule that hides by one class alone, on any tag: ``.is-off``, ``span.oculto``.
_ONE_CLASS = re.compile(r"[A-Za-z]*\.(-?[A-Za-z_][\w-]*)")
_CLASS = re.compile(r"\.(-?[A-Za-z_][\w-]*)")
_CONDITIONS = ("x-show", "v-show", "v-if", "v-else-if", "x-if", "data-show-if", "data-if")
_WORD = re.compile(r"[A-Za-z\u00c0-\uffff][\w\u00c0-\uffff-]*")
_LITERAL = re.compile(r"""['"]([^'"]{1,40})['"]""")
_NAME_PARTS = re.compile(r"--|__|[-_:]")
# Attributes that hold another variant's price for a script to swap in: data-price-yearly,
# data-annual-price, data-eur. Words that only say "price" name no variant.
# In the languages pages are written in, as attribute names borrow them: data-precio-anual.
_PRICE_WORDS = words.PRICE_NAME_WORDS | {
    "prices", "value", "data", "text", "label", "pricing", "kosten", "ar", "kakaku"
}  # fmt: skip
# Words that say which kind of switcher the attribute's variant belongs to, not which variant
# it is: data-currency-usd, data-region-fsn1, data-term-36, data-seats-10 hold the price of
# the variant their other words name, as data-price-usd does.
_SWITCHER_WORDS = frozenset({"currency", "region", "location", "zone", "term", "seats"})


@contextlib.contextmanager
def hiding_classes(rules: Iterable[tuple[str, bool]]) -> Iterator[None]:
    """Within it, a class that a rule of ``rules`` (``styles.display_rules``) hides its
    elements by, alone, is a state: a hidden price classed ``annual is-off`` beside a shown
    ``monthly`` is the same kind of element, if its price is in another period or currency
    (``_restyled_alike``). Not one that names a variant (``.yearly``, hidden until a toggle
    shows it) nor one another rule shows again (``body.ttc .price-ttc{display:inline}``),
    which name the alternative, nor a build's hash, which is its whole style."""
    rules = list(rules)
    shown = {name for selector, hides in rules if not hides for name in _CLASS.findall(selector)}
    names = (_ONE_CLASS.fullmatch(selector.strip()) for selector, hides in rules if hides)
    found = frozenset(
        name[1]
        for name in names
        if name and name[1] not in shown and not _names_variant(name[1]) and not generated(name[1])
    )
    token = _HIDING.set(found)
    try:
        yield
    finally:
        _HIDING.reset(token)


class Pairer:
    """Marks alternatives in the tree as they are found, numbering groups and variants."""

    def __init__(
        self,
        swappable: str | None = None,
        tabs: Tabs | None = None,
        turned: frozenset[int] = frozenset(),
        states: dict[str, Any] | None = None,
    ) -> None:
        # A selector of the elements with attributes that may hold alternatives, if any.
        self.swappable = swappable
        self.tabs = tabs
        # The elements a CSS-only toggle shows or hides in turn (``styles.turned_selectors``):
        # two siblings of one tag among them take turns, whatever their classes.
        self.turned = turned
        # AMP's states by id (``bound_state``), read before the scripts that hold them go.
        self.states = states or {}
        # A variant's name: the name of the tab that shows the side it replaces ("Monthly"
        # for "Yearly"), which dates that side's prices as the variant's dates its own.
        self.sides: dict[str, str] = {}
        self._names: dict[str, int] = {}
        self._groups: dict[int, int] = {}  # a visible element's mem_id: its group
        self._tried = 0
        self._crowded: set[int] = set()  # parents with too many children of a kind to pair
        self._priced: set[int] = set()  # parents of a hidden price paired with its twin

    @property
    def full(self) -> bool:
        """No more alternatives are taken: the rest of the page's are left as they are."""
        return len(self._groups) >= MAX_GROUPS

    @property
    def variants(self) -> tuple[str, ...]:
        """The variants' names, by number."""
        return tuple(self._names)

    def pair(self, node: LexborNode, is_hidden: Callable[[LexborNode], bool]) -> bool:
        """Mark ``node`` (hidden, or shown only on a condition) as an alternative of the
        visible sibling of its kind, if it has one."""
        self._tried += 1
        if len(self._groups) >= MAX_GROUPS or self._tried > MAX_CANDIDATES:
            return False
        parent = node.parent
        if parent is None or parent.mem_id in self._crowded:
            return False
        # Beside a price already paired, what holds none may be that price's unit.
        part = parent.mem_id in self._priced and not holds_price(node)
        twin = _part_twin(node, is_hidden) if part else _twin(node, is_hidden, self.turned)
        if twin is _CROWDED:
            self._crowded.add(parent.mem_id)
        if twin is None or twin is _CROWDED:
            return False
        name = variant_name(twin, node, self.tabs)
        if not self._mark(twin, name, node):
            return False
        side = self.tabs.name(twin, node) if self.tabs is not None else None
        if side:
            self.sides.setdefault(name, side)
        self._priced.add(parent.mem_id)
        return True

    def add_texts(self, node: LexborNode, texts: list[tuple[str, str]]) -> None:
        """Alternatives that exist only as text (its attributes', as (name, text)) of a
        visible ``node`` that has no other alternatives."""
        numbered = [(self._number(name), text) for name, text in texts]
        kept = [(variant, text) for variant, text in numbered if variant is not None]
        if not kept or node.mem_id in self._groups or len(self._groups) >= MAX_GROUPS:
            return
        group = self._groups[node.mem_id] = len(self._groups)
        node.insert_before(SHOWN + chr(_NUMBERS + group))
        alternatives = "".join(
            ALTERNATIVE + chr(_NUMBERS + group) + chr(_NUMBERS + variant) + text + END
            for variant, text in kept
        )
        node.insert_after(END + alternatives)

    def _number(self, name: str) -> int | None:
        if name.isdigit() and self.tabs is not None:  # "12" says nothing: its control does
            name = self.tabs.control_name(name) or name
        if name not in self._names and len(self._names) < MAX_VARIANTS:
            self._names[name] = len(self._names)
        return self._names.get(name)

    def _mark(self, twin: LexborNode, name: str, node: LexborNode) -> bool:
        variant = self._number(name)
        if variant is None:
            return False
        group = self._groups.get(twin.mem_id)
        if group is None:
            group = self._groups[twin.mem_id] = len(self._groups)
            twin.insert_before(SHOWN + chr(_NUMBERS + group))
            twin.insert_after(END)
        node.insert_before(ALTERNATIVE + chr(_NUMBERS + group) + chr(_NUMBERS + variant))
        node.insert_after(END)
        return True


_CROWDED = object()  # what _twin answers for a parent of more than _MAX_SIBLINGS of a kind


def _twin(node: LexborNode, is_hidden: Callable[[LexborNode], bool], turned: frozenset[int]) -> Any:
    """The visible sibling of the same kind that ``node`` is an alternative of, or that takes
    turns with it (both ``turned``): the nearest before it, else after it; both must hold a
    price. The twin of a ``node`` alone in its wrappers (a component's ``<div>``, a custom
    element) is looked for beside its outermost wrapper, at the same depth in a wrapper of
    its kind: a toggle's sides are often rendered each in its own."""
    if node.parent is None or not holds_price(node):
        return None
    wrapper, depth = nodes.outermost(node, MAX_WRAPPERS)
    for candidate in _nearest_of_kind(wrapper):
        if candidate is _CROWDED:
            return _CROWDED if depth == 0 else None
        inner = _wrapped_twin(candidate, wrapper, depth, is_hidden)
        if inner is not None and _takes_turns(node, inner, is_hidden, turned):
            return inner
    return None


def _part_twin(node: LexborNode, is_hidden: Callable[[LexborNode], bool]) -> Any:
    """The visible sibling of its kind that hidden ``node`` takes turns with, beside a price
    already paired with its alternative: a toggle's other side written in parts, each in its
    own element ("$12" and "/month" shown, "$115" and "/year" hidden), is read with its own
    unit. Neither holds a price."""
    for candidate in _nearest_of_kind(node):
        if candidate is _CROWDED:
            return _CROWDED
        if (
            same_kind(candidate, node)
            and not is_hidden(candidate)
            and (_conditioned(candidate) or not _conditioned(node))
            and not holds_price(candidate)
        ):
            return candidate
    return None


# One-child wrappers a hidden price is looked past for its twin: a component's root, a custom
# element, a framework's transition wrapper.
MAX_WRAPPERS = 3


def _wrapped_twin(
    candidate: LexborNode, wrapper: LexborNode, depth: int, is_hidden: Callable[[LexborNode], bool]
) -> LexborNode | None:
    """What stands ``depth`` wrappers deep in ``candidate``, a visible wrapper of the kind of
    ``wrapper`` (``candidate`` itself at depth 0)."""
    if depth == 0:
        return candidate
    if is_hidden(candidate) or not same_kind(candidate, wrapper):
        return None
    return _only_descendant(candidate, depth)


def _nearest_of_kind(node: LexborNode) -> Iterator[Any]:
    """The siblings of ``node``'s tag, nearest first, the ones before it first; ``_CROWDED``
    for a parent of more than ``_MAX_SIBLINGS`` of them."""
    parent = node.parent
    if parent is None:
        return
    siblings = []
    kind = tag_kind(node.tag or "")
    for child in parent.iter():
        if tag_kind(child.tag or "") == kind:
            siblings.append(child)
            if len(siblings) > _MAX_SIBLINGS:
                yield _CROWDED
                return
    at = next(i for i, child in enumerate(siblings) if child.mem_id == node.mem_id)
    yield from reversed(siblings[:at])
    yield from siblings[at + 1 :]


def _only_descendant(node: LexborNode, depth: int) -> LexborNode | None:
    """The element ``depth`` levels below ``node``, each level's only content."""
    for _ in range(depth):
        children = _content(node)
        if len(children) != 1 or children[0].tag == "-text":
            return None
        node = children[0]
    return node


def _content(node: LexborNode) -> list[LexborNode]:
    """``node``'s first two elements and words: a wrapper has one element and no words of its
    own. (Two tell it: a parent of 100,000 children is not walked for each of them.)"""
    content = (
        child
        for child in node.iter(include_text=True)
        if child.tag != "-comment" and (child.tag != "-text" or (child.text_content or "").strip())
    )
    return list(itertools.islice(content, 2))


def _takes_turns(
    node: LexborNode,
    candidate: LexborNode,
    is_hidden: Callable[[LexborNode], bool],
    turned: frozenset[int],
) -> bool:
    """Whether visible ``candidate`` is what hidden ``node`` is an alternative of."""
    # Shown on a condition, it takes turns only with a sibling shown on one too: beside one
    # always shown, it is shown as well when its condition holds ("billed annually ($288)"
    # under the price line whose own spans take turns), and no alternative of that one.
    if _conditioned(node) and not _conditioned(candidate):
        return False
    turns = node.mem_id in turned and candidate.mem_id in turned
    return (
        (
            turns
            or same_kind(candidate, node)
            or _priced_alike(candidate, node)
            or _restyled_alike(candidate, node)
        )
        and not is_hidden(candidate)
        and holds_price(candidate)
    )


def _priced_alike(shown: LexborNode, node: LexborNode) -> bool:
    """Whether siblings of one tag that share a class are one price in another period or
    currency, as their texts say: a hashed build's ``price c3f2a1 c9b0e4`` beside ``price
    c7d1e2 c0a9f3`` names no variant by its classes any longer (``price-anual price-usd``
    beside ``price-mensual price-dop``), but "US$ 510 /año" beside "RD$ 2,995 /mes" does."""
    if not _tagged_alike(shown, node) or not _classed_alike(shown, node):
        return False
    return _described(shown, node) is not None


def _restyled_alike(shown: LexborNode, node: LexborNode) -> bool:
    """Whether hidden ``node`` is of ``shown``'s kind but for a class the page's own
    stylesheet hides it by (``hiding_classes``: ``annual is-off`` beside ``monthly``), and
    its price is in another period or currency: a hidden price in the shown one's terms,
    classed by the page's hiding class alone, is a decoy."""
    hiding = _HIDING.get()
    return (
        not hiding.isdisjoint(_classes(node))
        and same_kind(shown, node, hiding)
        and _described(shown, node) is not None
    )


def _classed_alike(shown: LexborNode, node: LexborNode) -> bool:
    """Whether siblings share a class that says their kind, or are each classed by one
    build's hash alone: emotion writes one class per style, and a hidden twin's style
    differs by its hiding (``css-vpn1af4`` beside ``css-r6mpiqg``), so that only a data
    attribute said they were one price (``data-cycle``), which a build may not write.
    (styled-components gives a component's elements a class they share: two of them that
    share none are two components' elements.)"""
    ours, theirs = _kind_classes(shown), _kind_classes(node)
    if ours & theirs:
        return True
    hashes = ours | theirs
    return len(ours) == len(theirs) == 1 and all(map(generated, hashes))


def toggled(template: LexborNode) -> bool:
    """Whether a ``<template>`` holds a toggle's other side, not a renderer's prototype: a
    framework renders it on a condition (``x-if="annual"``, ``v-else``), or its id or a data
    attribute names a period or a currency (``id="plans-yearly"``, ``data-currency="eur"``)."""
    attributes = template.attributes
    if _conditioned(template) or "v-else" in attributes:
        return True
    return any(
        value and (name == "id" or name.startswith("data-")) and _names_variant(value)
        for name, value in attributes.items()
    )


def _names_variant(value: str) -> bool:
    """Whether a name written for code names a billing period or a currency by one of its
    parts: ``plans-yearly``, ``price_eur``; not ``card-template``."""
    parts = [part for part in _NAME_PARTS.split(value) if part][:_MAX_NAME_PARTS]
    return any(money.period_from_name(part) or _is_currency_code(part) for part in parts)


_MAX_NAME_PARTS = 6


def _conditioned(node: LexborNode) -> bool:
    attributes = node.attributes
    return any(condition in attributes for condition in _CONDITIONS)


def holds_price(node: LexborNode) -> bool:
    """Whether ``node``'s text holds a complete price, read as one run (a price split across
    spans), else with its text nodes apart (table cells written without whitespace between
    them: "Prezzo150 €" is no price, "Prezzo 150 €" is)."""
    return any(_is_price(nodes.read(node, separator)) for separator in ("", " "))


def _is_price(text: str) -> bool:
    """Whether ``text`` holds a complete price: an amount with its currency."""
    return money.first_price(text) is not None


def same_kind(one: LexborNode, other: LexborNode, hiding: frozenset[str] = frozenset()) -> bool:
    """Same tag, and the same classes (but for the ones that say which variant or state it
    is, and the ``hiding`` ones), or a data attribute both have with different values, or
    both a tab list's panels."""
    if not _tagged_alike(one, other):
        return False
    # A tab list's panels take turns, whatever classes a build gives them.
    if one.attributes.get("role") == other.attributes.get("role") == "tabpanel":
        return True
    # A class that says hidden or shown is the state, not the kind ("price annual is-hidden"
    # beside "price monthly").
    first, second = _kind_classes(one) - hiding, _kind_classes(other) - hiding
    if first == second or (first & second and len(first ^ second) <= _differing(first & second)):
        return True
    # Classes that differ only by the variant they name ("monthly" beside "yearly",
    # "price-usd" beside "price-eur"): the kind is the same.
    if first and second and _name_variants(first ^ second):
        return True
    ours, theirs = one.attributes, other.attributes
    return any(
        name.startswith("data-") and name in theirs and theirs[name] != value
        for name, value in ours.items()
    )


def _tagged_alike(one: LexborNode, other: LexborNode) -> bool:
    return one.tag == other.tag or tag_kind(one.tag or "") == tag_kind(other.tag or "")


@functools.lru_cache(maxsize=256)
def tag_kind(tag: str) -> str:
    """What an element of ``tag`` is: its tag, but a custom element's name without the parts
    that name a billing period or a currency, as a class's are (``<price-monthly>`` beside a
    hidden ``<price-yearly>``, ``<prix-mensuel>`` beside ``<prix-annuel>``: one price, two
    variants). Not a name that is all variant (``<monthly-yearly>``)."""
    if "-" not in tag:
        return tag
    parts = [part for part in tag.split("-") if part][:_MAX_NAME_PARTS]
    kept = [part for part in parts if not _variant_part(part)]
    return "-".join(kept) if kept else tag


def _differing(shared: frozenset[str]) -> int:
    """How many classes two elements of one kind may differ by, given the ones they share:
    two, or half the shared ones where a utility build writes many (a hashed build's
    ``opacity-0 pointer-events-none`` beside ``opacity-100`` name no state any longer, but
    the eight classes of its layout are the same)."""
    return max(2, len(shared) // 2)


def _name_variants(names: frozenset[str]) -> bool:
    """Whether each class of ``names`` names a billing period or a currency: the kind's
    classes differ only by its variant, or by one of each of two switchers (a period toggle
    and a currency toggle render four prices; the yearly one in dollars, "price-annual
    price-usd", stands beside the monthly one in euros, "price-monthly price-eur")."""
    parts = [[part for part in _NAME_PARTS.split(name) if part] for name in names]
    return all(any(map(_variant_part, each)) for each in parts)


def _variant_part(part: str) -> bool:
    """Whether a part of a name written for code names a billing period or a currency."""
    return bool(money.period_from_words(part) or _is_currency_code(part))


def _kind_classes(node: LexborNode) -> frozenset[str]:
    """The classes that say what ``node`` is: not its state, nor when a utility framework
    shows it (``annual:hidden``, ``group-data-[checked]:inline``), nor one its class
    binding toggles (``bound_classes``)."""
    toggled = bound_classes(node)
    return frozenset(
        name
        for name in _classes(node)
        if not _states(name)
        and not _SHOWN_ON.search(name)
        and not _FADES.match(name)
        and name not in toggled
    )


def bound_classes(node: LexborNode) -> frozenset[str]:
    """The classes a framework's class binding of ``node`` turns on and off: those of one
    branch of AMP's ``[class]="p.jaar ? 'jaar' : 'jaar verborgen'"`` and not the other
    (``verborgen``: Dutch for hidden, a word no list holds), or the keys of an object of
    Vue's and Alpine's ``:class="{ 'is-off': !yearly }"``. They say its state, not its kind."""
    toggled: set[str] = set()
    for name in _CLASS_BINDINGS:
        value = node.attributes.get(name)
        if not value:
            continue
        if value.lstrip().startswith("{"):
            toggled.update(key for found in _OBJECT_KEY.finditer(value) for key in found[1].split())
            continue
        branches = [frozenset(found[1].split()) for found in _LITERAL.finditer(value)]
        if len(branches) >= 2:
            toggled.update(frozenset.union(*branches) - frozenset.intersection(*branches))
    return frozenset(toggled)


_CLASS_BINDINGS = ("[class]", ":class", "x-bind:class", "v-bind:class")
# A key of an object literal: quoted ('is-off': …) or bare (hidden: …).
_OBJECT_KEY = re.compile(r"""[{,]\s*['"]?([\w\s:-]+?)['"]?\s*:""")


def _states(name: str) -> bool:
    """Whether a class says its element's state: one of ``_STATE_CLASSES``, or a name whose
    last part is (Elementor's ``e-active``, UIkit's ``uk-active``, Webflow's
    ``w--tab-active``, BEM's ``tabs__panel--active``): a tab panel shown beside its hidden
    twin has it, and is of the twin's kind all the same."""
    if name in _STATE_CLASSES:
        return True
    last = _NAME_PARTS.split(name)[-1]
    return last != name and last.lower() in _STATE_CLASSES


# A utility class that displays or hides its element on a condition: Tailwind's variants.
_SHOWN_ON = re.compile(
    r":(?:hidden|block|inline|inline-block|flex|inline-flex|grid|inline-grid|contents)$"
)
# A utility class that fades its element in or out: one of two prices stacked in one place
# taking turns (``opacity-0 pointer-events-none`` beside ``opacity-100``).
_FADES = re.compile(r"(?:opacity-\d+|pointer-events-(?:none|auto))\Z")


def _classes(node: LexborNode) -> frozenset[str]:
    return frozenset((node.attributes.get("class") or "").split())


def variant_name(shown: LexborNode, alternative: LexborNode, tabs: Tabs | None = None) -> str:
    """What the alternative is, in the page's own words: the text of the tab that shows it
    (a tab panel's alternative is what its tab says, "Annual"), the value of the data
    attribute that tells the two apart (``data-period="annual"``), the class only it has
    (``price--yearly``), its framework condition (``x-show="billing === 'annual'"``), else
    ``alternative``."""
    tab = tabs.name(alternative, shown) if tabs is not None else None
    if tab:
        return tab
    ours, theirs = alternative.attributes, shown.attributes
    for name, value in ours.items():
        if (
            name.startswith("data-")
            and name in theirs
            and value
            and theirs[name] != value
            and value.lower() not in _STATE_CLASSES  # data-state="inactive" says no variant
        ):
            return _short(value)
    # A build's hash (P_hidden__Xy12a, css-9o8i7u) changes with every deploy: no name.
    # A class its binding toggles is its state ("verborgen"), not the variant's name.
    toggled = bound_classes(alternative)
    extra = sorted(
        name
        for name in _classes(alternative)
        - _classes(shown)
        - _STATE_CLASSES
        - _HIDING.get()
        - toggled
        if not generated(name) and not _FADES.match(name)
    )
    # An alternative of two switchers at once is named by both ("annual usd"): either alone
    # is another alternative's name.
    both = list(dict.fromkeys(_short(name) for name in extra if _names_variant(name)))
    if len(both) > 1:
        return " ".join(both)
    if extra:
        return _short(extra[-1])
    for name in _CONDITIONS:
        condition = ours.get(name)
        if condition:
            return condition_name(condition)
    return _described(shown, alternative) or "alternative"


def _described(shown: LexborNode, alternative: LexborNode) -> str | None:
    """What an alternative's own price says that its shown twin's does not: its period and
    its currency ("US$ 510 /año" beside "RD$ 2,995 /mes" is ``year USD``). A build that
    hashes its class names (``price-anual price-usd`` become ``c3f2a1 c9b0e4``) leaves no
    other name, and a toggle's two switchers' alternatives must not all be one."""
    ours, theirs = _terms(alternative), _terms(shown)
    if ours is None or theirs is None:
        return None
    said = [mine for mine, other in zip(ours, theirs, strict=True) if mine and mine != other]
    return " ".join(said) or None


def _terms(node: LexborNode) -> tuple[str | None, str] | None:
    """The period and the currency of the first price in ``node``'s text, if it holds one:
    read as one run first, as ``holds_price`` reads it, so that a price written in parts (its
    sign, its digits and its cents each in a span, or a digit hidden among them) is read
    whole and its unit after it, not as the sign and the first part alone."""
    for separator in ("", " "):
        text = nodes.read(node, separator)
        first = money.first_price(text)
        if first is not None:
            break
    else:
        return None
    # The period its box names about the price, not one a whole page's block names far
    # from it (each of a page of nested twins searched to its end cost a square).
    near = text[max(0, first.start - _PERIOD_REACH) : first.end + _PERIOD_REACH]
    return money.period_after(text, first.end) or money.period_in(near), first.currency


_PERIOD_REACH = 1024  # characters either side of a price: a plan's card is read whole


def condition_name(condition: str) -> str:
    """``billing === 'annual'`` → ``annual``; ``yearly`` → ``yearly``; a negated one is the
    opposite's: ``!annual`` and ``billing !== 'annual'`` → ``not annual``."""
    literal = _LITERAL.findall(condition)
    words = _WORD.findall(condition)
    name = _short(literal[-1]) if literal else _short(words[-1]) if words else None
    if name is None:
        return "alternative"
    return f"not {name}" if _NEGATED.search(condition) else name


# A condition that is a negation as a whole ("!annual", "!state.yearly") or a comparison's
# ("billing !== 'annual'", "cycle != 'year'"); not one of several terms ("!a && b").
_NEGATED = re.compile(r"\A\s*!\s*[\w.$]+\s*\Z|\A[^!=&|?]*!==?[^=&|?]*\Z")


def _branch(expression: str, start: int) -> str | None:
    """The variant of the ternary's literal at ``start``: the condition before its ``?``
    (``yearly ? '$40'`` → ``yearly``), or that condition's opposite after its ``:``
    (``yearly ? '$40' : '$48'`` → ``not yearly``: the page that shows the yearly price
    by default has the monthly one as its alternative); None for a literal of a condition
    (``billing === 'annual'``)."""
    before = expression[:start].rstrip()
    if not before.endswith(("?", ":")):
        return None
    asked = before[:-1] if before.endswith("?") else before[: max(before[:-1].rfind("?"), 0)]
    if not asked.strip():
        return None
    name = condition_name(asked.rsplit(":", 1)[-1])
    if before.endswith("?"):
        return name
    return name.removeprefix("not ") if name.startswith("not ") else f"not {name}"


def _short(value: str) -> str:
    """The last part of a name written for code: ``price--yearly`` → ``yearly``."""
    parts = [part for part in _NAME_PARTS.split(value.strip()) if part]
    return (parts[-1] if parts else value.strip())[:40] or "alternative"


def attribute_alternatives(
    node: LexborNode, states: dict[str, Any] | None = None
) -> Iterator[tuple[str, str]]:
    """(variant, text) for each attribute of ``node`` that holds another variant's price:
    ``data-price-yearly="$40"``, or a bare amount (``data-yearly="40"``) standing for the
    visible text's first amount; and the other branch of ``x-text="yearly ? '$40' : '$48'"``
    (AMP's binding writes it ``[text]``), or of a period swapped beside the amount
    (``x-text="yearly ? '/year' : '/month'"``), or of one bound to a path of the state
    (``bound_state``: the page's ``states`` of AMP, by id, and its ``x-data`` objects)."""
    shown = nodes.read(node)
    for name, value in node.attributes.items():
        value = " ".join((value or "").split())  # as the text is read: "/&nbsp;rok" is "/ rok"
        if not value or value == shown:
            continue
        if name in _SCRIPT_TEXTS and "?" in value:
            yield from _ternary_alternatives(node, shown, value, states)
        elif name.startswith(("data-", ":data-")) and (variant := _data_variant(node, name)):
            swapped = _swapped(shown, value, variant)
            if swapped is not None and swapped != shown:
                yield variant, swapped
        elif value.startswith("{") and _keyed_name(name):
            yield from _keyed_alternatives(shown, value)


def fill_default(node: LexborNode) -> None:
    """An empty element whose data attributes hold each variant's price (``<span
    data-monthly="9" data-yearly="90"></span>``, a script writes one at load) given the
    price the page shows first: the month's, else its first variant's. Empty, every price of
    the toggle was lost, and a page of such cards read no price at all."""
    held = [
        (variant, value)
        for name, value in node.attributes.items()
        if value and name.startswith("data-") and (variant := _data_variant(node, name))
    ]
    if not held:
        return
    monthly = [value for variant, value in held if money.period_from_name(variant) == "month"]
    node.insert_child(" ".join((monthly or [held[0][1]])[0].split()))


def _ternary_alternatives(
    node: LexborNode, shown: str, expression: str, states: dict[str, Any] | None
) -> Iterator[tuple[str, str]]:
    """(variant, text) for each branch of a bound ternary but the one shown: a literal
    (``yearly ? '$40' : '$48'``) or a path of the state (``yearly ? prices.pro.yearly :
    prices.pro.monthly``): a price, or an amount or a period that takes the shown one's
    place. Without the path's amount, the period beside it was swapped alone: the yearly
    view read ``12 /anno`` where the page shows ``120 /anno``."""
    if len(expression) > _LONGEST_BINDING:
        return
    literals = [(found.start(), found[1].strip()) for found in _LITERAL.finditer(expression)]
    bound = list(bound_state.path_values(node, expression, states or {}))
    for start, written in sorted(literals + bound):
        branch = _branch(expression, start)
        if branch is None or written == shown:
            continue
        if _is_price(written) or _swapped_period(shown, written):
            yield branch, written
        elif (start, written) in bound and (swapped := _swapped_amount(shown, written)):
            yield branch, swapped


# A binding's expression: a toggle's ternary is a line; one of thousands of branches is
# no toggle, and read each branch against all the others.
_LONGEST_BINDING = 1024


def _data_variant(node: LexborNode, name: str) -> str | None:
    """The variant a data attribute of ``node`` holds the price of (``attribute_variant``).
    A Stimulus value is named after its controller, ``data-<controller>-<name>-value``:
    the controller's name (``data-controller="plan-card"``) is no part of the variant's, as
    ``data-plan-card-yearly-value`` is the yearly price, not the "plan card yearly" one."""
    if name.endswith("-value") and (controllers := node.attributes.get("data-controller")):
        for controller in controllers.split():
            if name.startswith(f"data-{controller}-"):
                return attribute_variant(f"data-{name[len(controller) + 6 :]}")
    return attribute_variant(name)


def _swapped(shown: str, value: str, variant: str) -> str | None:
    """The text ``value`` (an attribute's, for ``variant``) makes of the ``shown`` text."""
    if _is_price(value):
        return value
    swapped = _swapped_amount(shown, value, _code(variant))
    if swapped is not None:
        return _in_variant_period(shown, swapped, variant)
    return _swapped_period(shown, value)


def _in_variant_period(shown: str, swapped: str, variant: str) -> str:
    """``swapped`` (the shown text with another variant's amount in its place) without the
    shown text's period after the price, where the variant's name gives another period and
    its amount is that period's, not the shown one's: ``data-yearly-value="290"`` over
    ``€ 29 per maand`` is ``€ 290`` a year, not a month, where a script writes both the
    amount and the unit. An amount near the shown one (``data-yearly-value="24"``, a yearly
    plan's monthly rate) keeps the shown period."""
    named = money.period_from_name(variant)
    before, after = money.first_price(shown), money.first_price(swapped)
    if named is None or before is None or after is None or not before.amount:
        return swapped
    written = money.period_after(swapped, after.end)
    if written is None or written == named:
        return swapped
    ratio = after.amount / before.amount
    return swapped[: after.end] if ratio > _OTHER_PERIOD or ratio < 1 / _OTHER_PERIOD else swapped


# An amount more than this many times the shown one (or less than its part) is a longer (or
# shorter) period's: a toggle's discount never halves a price nor doubles it.
_OTHER_PERIOD = 2


def _keyed_name(name: str) -> bool:
    """Whether an attribute's name says only that it holds prices (``data-prices``), as one
    that holds them by variant, a JSON object, is named."""
    words = _name_words(name)
    return name.startswith(("data-", ":data-")) and bool(words) and set(words) <= _PRICE_WORDS


def _name_words(name: str) -> list[str]:
    """The words of a data attribute's name after its ``data``: ``data-price-yearly`` →
    ``price``, ``yearly``."""
    return [word for word in _NAME_PARTS.split(name.removeprefix(":")) if word][1:]


_MAX_KEYED = 4096  # characters of a JSON object of prices by variant read


def _keyed_alternatives(shown: str, value: str) -> Iterator[tuple[str, str]]:
    """(variant, text) for each price of a JSON object of prices by the variant its key
    names (``data-prices='{"monthly": 19, "yearly": 190}'``, ``{"usd": "$19", "eur": "19 €"}``),
    but the one shown."""
    try:
        keyed = json.loads(value[:_MAX_KEYED])
    except ValueError:
        return
    if not isinstance(keyed, dict):
        return
    for key, amount in list(keyed.items())[:MAX_VARIANTS]:
        named = money.period_from_name(key) or _is_currency_code(key)
        written = amount if isinstance(amount, str) else _number(amount)
        swapped = _swapped(shown, written, key) if named and written else None
        if swapped is not None and swapped != shown:
            yield key, swapped


def _number(value: Any) -> str | None:
    """A JSON number as an amount is written (``19``, ``19.9``); None for anything else."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return str(value)


# Attributes whose expression a script writes as the element's text: Alpine's, Vue's and
# AMP's (amp-bind, ``[text]="billing.annual ? '24,99 $' : '29,99 $'"``).
_SCRIPT_TEXTS = clues.words(":text", "x-text", "v-text", "[text]")
# Each a literal's search: a pattern that may start otherwise is tried at every character.
_DATA_NAME = re.compile(r"data-[\w:.-]*")
_BOUND_NAME = re.compile(r":data-[\w:.-]*")  # Vue binds one with a colon: ":data-price"
_BOUND = clues.words(":data-")
MAX_SWAPPABLE_NAMES = 64  # kinds of attribute: a page with more is not a pricing page


def swappable_selector(source: str) -> str | None:
    """A selector for the elements of ``source`` (a page's markup) that have an attribute
    which may hold another variant's price, if any does. Found in the markup's text: reading
    every element's attributes cost more than the rest of marking the page."""
    names = {name for name in _SCRIPT_TEXTS if clues.holds(source, name)}
    # Each name once (a page repeats its attributes' names by the thousand), in the order found.
    bound = _BOUND_NAME.findall(source) if clues.holds(source, *_BOUND) else []
    for written in dict.fromkeys([*_DATA_NAME.findall(source), *bound]):
        name = written.lower()
        if swappable(name):
            names.add(name)
            if len(names) == MAX_SWAPPABLE_NAMES:
                break
    if not names:
        return None
    escaped = (re.sub(r"([:.\[\]])", r"\\\1", name) for name in sorted(names))
    return ",".join(f"[{name}]" for name in escaped)


@functools.lru_cache(maxsize=1024)  # a page repeats its attribute names
def swappable(name: str) -> bool:
    """Whether an attribute, by its name, may hold another variant's price."""
    if name in _SCRIPT_TEXTS:
        return True
    return name.startswith(("data-", ":data-")) and (
        attribute_variant(name) is not None or _keyed_name(name)
    )


def attribute_variant(name: str) -> str | None:
    """The variant an attribute's name says it holds the price of: ``data-price-yearly`` and
    ``data-yearly`` → ``yearly``, ``data-eur`` → ``eur``; None for ``data-id`` or
    ``data-tooltip``, which hold no price of another variant."""
    words = _name_words(name)
    named = [word for word in words if word.lower() not in _PRICE_WORDS | _SWITCHER_WORDS]
    if not named:
        return None
    variant = " ".join(named)
    priced = len(named) < len(words)
    if priced or money.period_from_name(variant) or _is_currency_code(variant):
        return variant
    return None


def _is_currency_code(word: str) -> bool:
    """Whether ``word`` is an ISO 4217 code of the currency table (``eur``, ``CAD``)."""
    return len(word) == 3 and currencies.exponent(word) is not None


# A bare amount, its thousands grouped as the page's language writes them ("2 900", "12.900").
_BARE_AMOUNT = re.compile(r"(?:\d{1,3}(?:[ .,'\u00a0\u202f]\d{3})+|\d+)(?:[.,]\d{1,2})?")


# The whole amount as written, groups and decimals with it ("29.900", "1,299.00", "1 299,00").
_WRITTEN_AMOUNT = re.compile("\\d(?:[\\d.,'\u00a0\u202f\u2009 ]*\\d)?")


def _swapped_amount(shown: str, value: str, code: str | None = None) -> str | None:
    """The visible price with its amount, as written, replaced by ``value``, a bare amount,
    where the element shows one price; or ``value`` itself where the element shows a bare
    amount too, its currency beside it (``<span data-yearly="190">19</span> лв.``). Where the
    attribute's name gives the amount's currency (``data-eur="14"``), the amount is written
    with it, in place of the visible price's own (``15 USD`` → ``14 EUR``)."""
    if not _BARE_AMOUNT.fullmatch(value):
        return None
    if _WRITTEN_AMOUNT.fullmatch(shown):
        return f"{value} {code}" if code else value
    prices = money.prices_by_line([shown]).get(0)
    # An element of several prices is a box of them (a pricing section, whose
    # data-pricing-discount-value="20" configures its script), not the one price it swaps.
    if not prices or len(prices) > 1:
        return None
    if code and prices[0].currency != code:
        return f"{shown[: prices[0].start]}{value} {code}{shown[prices[0].end :]}"
    digits = _WRITTEN_AMOUNT.search(shown, prices[0].start, prices[0].end)
    if digits is None:
        return None
    return shown[: digits.start()] + value + shown[digits.end() :]


def _code(variant: str) -> str | None:
    """The ISO 4217 code a variant's name is, if it is one (``eur`` → ``EUR``)."""
    return variant.upper() if _is_currency_code(variant) else None


def _swapped_period(shown: str, value: str) -> str | None:
    """``value`` where the element shows a period and the attribute another one, neither
    with an amount: the unit beside a toggled amount (``data-yearly="/year"`` on ``/month``)."""
    if _DIGIT.search(shown) or _DIGIT.search(value):
        return None
    if money.period_after(f" {shown}") is None or money.period_after(f" {value}") is None:
        return None
    return value


_DIGIT = re.compile(r"\d")


def view(text: str, variant: int | None) -> str:
    """The marked text as it reads with ``variant`` switched on (None: as the page loads): an
    alternative of it replaces its visible twin; every other alternative is left out."""
    if SHOWN not in text and ALTERNATIVE not in text:
        return text
    switched = _switched_groups(text, variant)
    out, keep, i = [], [True], 0
    while i < len(text):
        char = text[i]
        if char == SHOWN:
            group = ord(text[i + 1]) - _NUMBERS
            keep.append(keep[-1] and group not in switched)
            i += 2
        elif char == ALTERNATIVE:
            chosen = ord(text[i + 2]) - _NUMBERS == variant
            keep.append(keep[-1] and chosen)
            i += 3
        elif char == END:
            if len(keep) > 1:
                keep.pop()
            i += 1
        else:
            j = _next_marker(text, i)
            if keep[-1]:
                out.append(text[i:j])
            i = j
    return "".join(out)


def _switched_groups(text: str, variant: int | None) -> set[int]:
    if variant is None:
        return set()
    wanted = chr(_NUMBERS + variant)
    return {
        ord(text[i + 1]) - _NUMBERS
        for i in _positions(text, ALTERNATIVE)
        if i + 2 < len(text) and text[i + 2] == wanted
    }


def _positions(text: str, char: str) -> Iterator[int]:
    i = text.find(char)
    while i != -1:
        yield i
        i = text.find(char, i + 1)


_ANY_MARKER = re.compile(f"[{MARKERS}]")


def _next_marker(text: str, start: int) -> int:
    found = _ANY_MARKER.search(text, start)
    return found.start() if found else len(text)
