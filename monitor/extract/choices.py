"""A product's choices that cannot be chosen: one variant's state, not the product's.

A shop disables the size or colour that is sold out: the radio in "XL - ausverkauft", a
swatch button "L - Sold out", an ARIA option. Its words describe that choice; the product
is still offered in the others. ``mark`` starts the text of each such choice with
``page.CHOICE``, so that the price reader gives the product no state from that line (a
reader still sees the words: text mode compares them).
"""

import itertools
import re
from collections.abc import Iterator

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, money, options, page, phrases, words

_DISABLED = clues.words("disabled")
# A disabled radio or checkbox (read through its label), an ARIA radio or option, a button
# that is not the form's submit (a size swatch), an element marked disabled for assistive
# technology.
_CONTROLS = (
    "input[type=radio][disabled], input[type=checkbox][disabled], [role=radio][disabled],"
    " [role=radio][aria-disabled=true], [role=option][aria-disabled=true],"
    " button[type=button][disabled], button[type=button][aria-disabled=true],"
    " [aria-disabled=true]"
)
_MAX_CONTROLS = 128
# The enabled radios, whose class or label may still say their variant cannot be bought.
_RADIO = clues.words("radio")
_RADIOS = "input[type=radio]:not([disabled])"
_ROLES = frozenset({"radio", "option", "menuitemradio"})
# A slider's arrows or dots, a pager's buttons, a toggle or a switcher of currency or
# language, one disabled at an end or as the one chosen: they choose no variant.
NOT_PICKER = re.compile(
    r"arrow|prev|next|carousel|slider|swiper|slick|splide|glide|flickity|pagination|pager"
    r"|currency|language|locale|billing|toggle|country|shipping|delivery"
    r"|versand|liefer|livraison|env[i\u00ed]o|verzend|spedizion|wysy[l\u0142]k|frakt|entrega",
    re.IGNORECASE,
)
_WIDGET_DEPTH = 4
_GROUP = 2  # choices of one kind side by side


def mark(tree: LexborHTMLParser, source: str) -> None:
    """Every disabled choice's text, marked (only a page whose ``source`` says "disabled"
    pays for the query)."""
    found = page.select(tree, _CONTROLS)[:_MAX_CONTROLS] if clues.holds(source, *_DISABLED) else []
    for control in found:
        if control.tag != "input" and _a_choice(control):
            _starts_marked(control, selected(control))
    inputs = [control for control in found if control.tag == "input"]
    seen = {control.mem_id for control in inputs}
    radios = page.select(tree, _RADIOS)[:_MAX_CONTROLS] if clues.holds(source, *_RADIO) else []
    inputs += [control for control in radios if control.mem_id not in seen]
    _mark_labels(_labelled(tree, inputs), seen)
    for button in page.select(tree, _BUTTONS)[:_MAX_CONTROLS]:
        if _states_its_own(button) and _a_choice(button):
            _starts_marked(button, selected(button))


# The enabled buttons of a picker, whose words may say their own variant's stock.
_BUTTONS = "button[type=button]:not([disabled]):not([aria-disabled=true])"


def _states_its_own(button: LexborNode) -> bool:
    """Whether a button names a choice and its stock ("L \u00a1\u00daltimas unidades!", "38 -
    nur noch 2"): that stock is the choice's, not the product's."""
    text = button.text(deep=True, separator=" ")
    if len(text) > LONGEST_LABEL or phrases.availability_in(text) is None:
        return False
    return not _only_a_state(text)


# Characters of radios' labels read in all: a label left unclosed holds the rest of the page.
_LABELS_READ = 1_000_000


def _mark_labels(labelled: Iterator[tuple[LexborNode, LexborNode]], disabled: set[int]) -> None:
    """The label of each input ``disabled`` or unbuyable marked, or the item that holds the
    label and says its state beside it: that state is the variant's, not the product's."""
    budget = [_LABELS_READ]
    for control, label in labelled:
        if control.mem_id in disabled or _unbuyable(control, label, budget):
            _starts_marked(label, selected(control))
        elif (item := label_item(control, label)) is not None and _says_unbuyable(item, budget):
            _starts_marked(label, selected(control))
            # The state may be set on a line of its own ("S" over "Sold out").
            for beside in item.iter():
                if beside.mem_id != label.mem_id:
                    _mark_start(beside)


def label_item(radio: LexborNode, label: LexborNode | None) -> LexborNode | None:
    """The box that holds a radio's label and no other radio, beside the boxes of the other
    radios of its name: a size's state is often written beside its label, not in it
    ("<li><label><input> S</label> <span>Sold out</span></li>"); a lone radio's is no
    choice's ("Gift wrap" beside the product's "Sold out")."""
    item = label.parent if label is not None else None
    if item is None or item.tag in _NO_ITEMS or item.parent is None:
        return None
    # Each radio's item is looked for, so each search stops at its first find: a picker of
    # thousands of radios, each searched for in the whole list, took seconds.
    if next(_radios(item, radio), None) is not None:
        return None
    name = radio.attributes.get("name")
    for sibling in itertools.islice(_siblings(item), _MAX_CONTROLS):
        if any(other.attributes.get("name") == name for other in _radios(sibling, radio)):
            return item
    return None


def _radios(element: LexborNode, radio: LexborNode) -> Iterator[LexborNode]:
    """The radios in ``element`` other than ``radio``, in the document's order."""
    for node in element.traverse(include_text=False):
        if node.tag == "input" and node.mem_id != radio.mem_id and _a_radio(node):
            yield node


def _a_radio(node: LexborNode) -> bool:
    return (node.attributes.get("type") or "").lower() == "radio"


def _siblings(element: LexborNode) -> Iterator[LexborNode]:
    """The elements beside ``element``, the nearest first, alternately before and after."""
    before, after = element.prev, element.next
    while before is not None or after is not None:
        for node in (before, after):
            if node is not None and node.tag not in ("-text", "-comment"):
                yield node
        before = before.prev if before is not None else None
        after = after.next if after is not None else None


_NO_ITEMS = frozenset({"form", "fieldset", "body", "html"})  # a picker's, a page's box


def _unbuyable(control: LexborNode, label: LexborNode, budget: list[int]) -> bool:
    """Whether an enabled radio's variant cannot be bought, as its class says (Shopify
    Dawn's ``class="disabled"``, kept clickable so that its label can tell a screen reader
    "Variant sold out or unavailable") or its label's words after its name ("L \u2013
    esaurito", PrestaShop's); its label's text is taken from ``budget``."""
    if options.choice_state(control.attributes) is not None:
        return True
    return _says_unbuyable(label, budget)


def _says_unbuyable(element: LexborNode, budget: list[int]) -> bool:
    """Whether an option's words name it and say it cannot be bought; its text is taken
    from ``budget``."""
    if budget[0] <= 0:
        return False
    text = element.text(deep=True, separator=" ")
    budget[0] -= len(text)
    if len(text) > LONGEST_LABEL:  # no option's label: the rest of a page, left unclosed
        return False
    return phrases.availability_in(text) in options.UNBUYABLE and not _only_a_state(text)


def _starts_marked(element: LexborNode, chosen: bool) -> None:
    """``page.CHOICE`` as the element's first text: inside it, on its line (a label or a
    button may be a block of its own); and where it says no state, the state its being
    disabled says, after it (greyed out, "2 kg  $69.00" or a size "43" cannot be bought: a
    reader sees so, and a choice disabled or enabled again is a change). Not so for the
    choice ``chosen`` without a price of its own: a picker may disable the chosen one only
    so that it is not chosen twice."""
    _mark_start(element)
    text = element.text(deep=True)
    priced = money.read_price(text) is not None
    picked = priced or (not chosen and not in_widget(element))
    if money.availability_phrase(text) is None and picked:
        element.insert_child(f" ({options.stock_words('OutOfStock')})")


def _mark_start(element: LexborNode) -> None:
    first = element.child
    if first is None:
        element.insert_child(page.CHOICE)
    else:
        first.insert_before(page.CHOICE)


# An option's label: its name and its state's words, not a paragraph.
LONGEST_LABEL = 120
_SELECTED_CLASSES = frozenset(
    {"selected", "active", "is-selected", "is-active", "checked", "current", "is-current"}
)


def selected(control: LexborNode) -> bool:
    """Whether a choice is the one chosen: a button may be disabled for that alone (it is
    not chosen twice), and which one is chosen changes with the visitor, not the stock."""
    attributes = control.attributes
    if "checked" in attributes or "selected" in attributes:
        return True
    chosen = ("aria-checked", "aria-selected", "aria-pressed")
    if "true" in (attributes.get(name) for name in chosen):
        return True
    if attributes.get("aria-current") not in (None, "false"):
        return True
    return not _SELECTED_CLASSES.isdisjoint((attributes.get("class") or "").split())


def in_widget(element: LexborNode) -> bool:
    """Whether an element is a slider's, a pager's or a switcher's (``NOT_PICKER``, or inside
    a ``<nav>``), a few levels up."""
    return any(widget(node, named) for node, named in boxes(element))


def widget(node: LexborNode, named: str) -> bool:
    """Whether a box (its tag, its class and id ``named``) is a slider's, a pager's or a
    switcher's."""
    return node.tag == "nav" or NOT_PICKER.search(named) is not None


def boxes(element: LexborNode) -> Iterator[tuple[LexborNode, str]]:
    """The element and a few of its ancestors, each with its class and id."""
    node: LexborNode | None = element
    for _ in range(_WIDGET_DEPTH):
        if node is None:
            return
        attributes = node.attributes
        yield node, f"{attributes.get('class') or ''} {attributes.get('id') or ''}"
        node = node.parent


def _a_choice(control: LexborNode) -> bool:
    """Whether an element is one of a group of choices: by its role, or beside others of its
    kind (a row of size buttons, each maybe in a list item of its own)."""
    if control.attributes.get("role") in _ROLES:
        return True
    parent = row(control)
    if parent is None or _only_a_state(control.text()):
        return False
    own = kind(control)
    found = itertools.islice(page.select(parent, control.tag or "*"), _MAX_CONTROLS)
    return sum(kind(item) == own and _same(row(item), parent) for item in found) >= _GROUP


def _same(node: LexborNode | None, other: LexborNode) -> bool:
    return node is not None and node.mem_id == other.mem_id


_WRAPPERS = 2  # levels of elements that wrap one item alone: a list's item, a cell's div


def row(item: LexborNode) -> LexborNode | None:
    """The element whose children hold a row's items: the item's parent, or, for an item
    alone in its wrapper (``<li><button>39</button></li>``), the parent the wrappers share:
    each size in a list item of its own is one picker, not a picker for each size."""
    node = item.parent
    for _ in range(_WRAPPERS):
        if node is None or node.parent is None or not _alone(node):
            break
        node = node.parent
    return node


def _alone(node: LexborNode) -> bool:
    """Whether ``node`` holds one element and no words of its own beside it."""
    children = list(itertools.islice(node.iter(include_text=True), 3))
    elements = [child for child in children if child.tag != "-text"]
    words = [child for child in children if child.tag == "-text" and child.text().strip()]
    return len(elements) == 1 and not words


_DECOR = " \t\n-\u2013\u2014:\u00b7()"


def _only_a_state(text: str) -> bool:
    """Whether a control says a state and names nothing: a cart's button disabled because
    the product is sold out ("Ausverkauft"), not a size ("XL - ausverkauft")."""
    phrase = money.availability_phrase(text)
    return phrase is not None and " ".join(text.split()).strip(_DECOR).lower() == phrase


def kind(element: LexborNode) -> tuple[str, str]:
    """Its tag and first class: a size's buttons share theirs (a state class comes after),
    a cart's button and the wish list's beside it differ."""
    classes = (element.attributes.get("class") or "").split()
    return element.tag or "", classes[0] if classes else ""


_LABEL_DEPTH = 4  # wrappers between a label and its input: a swatch's spans


def enclosing_label(control: LexborNode) -> LexborNode | None:
    """The ``<label>`` a few wrappers around ``control``, if one is."""
    parent = control.parent
    for _ in range(_LABEL_DEPTH):
        if parent is None or parent.tag == "label":
            return parent
        parent = parent.parent
    return None


_MAX_LABELS = 512


def _labelled(
    tree: LexborHTMLParser, controls: list[LexborNode]
) -> Iterator[tuple[LexborNode, LexborNode]]:
    """Each input of ``controls`` with its label: the one around it, else the one that names
    its id (the page's labels are looked up once, and only if one is needed)."""
    labels: dict[str, LexborNode] | None = None
    for control in controls:
        label = enclosing_label(control)
        if label is None and control.attributes.get("id"):
            labels = labels_for(tree) if labels is None else labels
            label = labels.get(control.attributes.get("id") or "")
        if label is not None:
            yield control, label


def labels_for(tree: LexborHTMLParser) -> dict[str, LexborNode]:
    """The page's labels by the id they name (``<label for=…>``)."""
    return {
        label.attributes.get("for") or "": label
        for label in page.select(tree, "label[for]")[:_MAX_LABELS]
    }


_FILTER_CONTROLS = clues.words("checkbox", "radio")
_BOUND_WORDS = re.compile(
    phrases.bounded(
        bound
        for table in (words.BRACKET_BOUNDS, words.RANGE_JOINERS)
        for bounds in table.values()
        for bound in bounds
    ),
    re.IGNORECASE,
)
# What else a filter's choice writes beside its bounds: the count of items in its range
# ("(14)", "[3]"), signs of a bound ("< $25", "$100+", "≥ 50 €") and dashes between two,
# or the tildes a Japanese shop writes there ("2,000円\u301c3,999円", half or full width).
_FILTER_DECOR = re.compile(
    r"[(\[]\s*\d[\d.,\s]*[)\]]|[\s\-\u2013\u2014+<>\u2264\u2265:|/&~\u301c\uff5e]+"
)
_PRICED = 2  # a range's two ends, or two choices of a group
_LONGEST_BOUND = 80  # characters of a filter's choice: a longer label says more than a range


def drop_price_filters(tree: LexborHTMLParser, source: str) -> None:
    """Removes the labels of every group of radios or checkboxes (one ``name``'s) that is a
    filter of price ranges: two or more of them a price and nothing but its bounds, one at
    least a bound's words or a range ("Under $25", "$25 to $50", "50 \u20ac und mehr"), and no
    other one naming a thing ("Any price" is none). A picker's variants ("250 g  $12.99"), a
    quantity's tiers ("Buy 2: $9.99 each") and a gift card's amounts alone ("$25", "$50")
    are kept. And the box of a filter by a range's two inputs (``_bound_boxes``)."""
    for box in _bound_boxes(tree, source):
        box.decompose()
    if not clues.holds(source, *_FILTER_CONTROLS):
        return
    groups: dict[str, list[LexborNode]] = {}
    controls = page.select(tree, "input[type=radio], input[type=checkbox]")[:_MAX_CONTROLS]
    for control, label in _labelled(tree, controls):
        groups.setdefault(control.attributes.get("name") or "", []).append(label)
    for group in groups.values():
        kinds = [price_bound(label.text(deep=True)) for label in group]
        priced = [kind for kind in kinds if kind is not None]
        if len(priced) >= _PRICED and all(priced) and "ranged" in priced:
            for label in group:
                label.decompose()


# An input of a price range's bound, by its name or id: Shopify's "filter.v.price.gte",
# WooCommerce's "min_price", Shopware's "max-price", "priceFrom", "price[to]".
_BOUND_INPUT_CLUES = clues.words("price", "Price", "PRICE")
_BOUND_INPUT = re.compile(
    r"(?<![^\W_])(?:min|max)[\W_]?price|price[\W_]*(?:gte|lte|min|max|from|to)(?![^\W_])",
    re.IGNORECASE,
)
_BOUND_LEVELS = 4  # from a bound's input up to the box that states the range
_LONGEST_RANGE_BOX = 240  # characters of that box: a longer one holds the listing too


def _bound_boxes(tree: LexborHTMLParser, source: str) -> list[LexborNode]:
    """The boxes around a listing's filter by a price range's bounds, each the nearest of a
    few ancestors of a bound's input whose short text states a price ("The highest price is
    $429.00", "Det högsta priset är 429,00 kr", "Price: $10 \u2014 $120"): a filter's
    figures, which change with the listing's other pages, no product's price."""
    if not clues.holds(source, *_BOUND_INPUT_CLUES):
        return []
    boxes: dict[int, LexborNode] = {}
    for control in page.select(tree, "input[name], input[id]")[:_MAX_CONTROLS]:
        attributes = control.attributes
        named = f"{attributes.get('name') or ''} {attributes.get('id') or ''}"
        if _BOUND_INPUT.search(named) is None:
            continue
        box = _stating_box(control)
        if box is not None:
            boxes[box.mem_id] = box
    return list(boxes.values())


def _stating_box(control: LexborNode) -> LexborNode | None:
    node = control.parent
    for _ in range(_BOUND_LEVELS):
        if node is None:
            return None
        text = node.text(deep=True, separator=" ")
        if len(text) > _LONGEST_RANGE_BOX:
            return None
        if money.prices_by_line([" ".join(text.split())]).get(0):
            return node
        node = node.parent
    return None


def price_bound(text: str) -> str | None:
    """What a choice of a group says: ``"ranged"``, a price filter's range or bound ("Under
    $25", "$25 - $50"); ``"bare"``, a price alone; ``""``, a price and words that name
    something ("250 g  $12.99"); None, no price ("All")."""
    if len(text) > _LONGEST_BOUND:
        return ""
    prices = money.prices_by_line([text]).get(0, [])
    if not prices:
        return None
    rest, start = [], 0
    for price in prices:
        rest.append(text[start : price.start])
        start = price.end
    rest.append(text[start:])
    between = " ".join(rest)
    worded = _BOUND_WORDS.search(between) is not None
    if _FILTER_DECOR.sub("", _BOUND_WORDS.sub(" ", between)).strip():
        return ""
    return "ranged" if worded or len(prices) >= _PRICED else "bare"
