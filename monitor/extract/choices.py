"""A product's choices that cannot be chosen: one variant's state, not the product's.

A shop disables the size or colour that is sold out: the radio in "XL - ausverkauft", a
swatch button "L - Sold out", an ARIA option. Its words describe that choice; the product
is still offered in the others. ``mark`` starts the text of each such choice with
``page.CHOICE``, so that the price reader gives the product no state from that line (a
reader still sees the words: text mode compares them).
"""

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, money, page

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
_ROLES = frozenset({"radio", "option", "menuitemradio"})
_GROUP = 2  # choices of one kind side by side


def mark(tree: LexborHTMLParser, source: str) -> None:
    """Every disabled choice's text, marked (only a page whose ``source`` says "disabled"
    pays for the query)."""
    if not clues.holds(source, *_DISABLED):
        return
    found = page.select(tree, _CONTROLS)[:_MAX_CONTROLS]
    labels: dict[str, LexborNode] | None = None
    for control in found:
        if control.tag != "input":
            if _a_choice(control):
                _starts_marked(control)
            continue
        label = _enclosing_label(control)
        if label is None and control.attributes.get("id"):
            labels = _labels_for(tree) if labels is None else labels
            label = labels.get(control.attributes.get("id") or "")
        if label is not None:
            _starts_marked(label)


def _starts_marked(element: LexborNode) -> None:
    """``page.CHOICE`` as the element's first text: inside it, on its line (a label or a
    button may be a block of its own)."""
    first = element.child
    if first is None:
        element.insert_child(page.CHOICE)
    else:
        first.insert_before(page.CHOICE)


def _a_choice(control: LexborNode) -> bool:
    """Whether an element is one of a group of choices: by its role, or beside others of its
    kind (a row of size buttons)."""
    if control.attributes.get("role") in _ROLES:
        return True
    parent = control.parent
    if parent is None or _only_a_state(control.text()):
        return False
    kind = _kind(control)
    return sum(_kind(child) == kind for child in parent.iter(include_text=False)) >= _GROUP


_DECOR = " \t\n-\u2013\u2014:\u00b7()"


def _only_a_state(text: str) -> bool:
    """Whether a control says a state and names nothing: a cart's button disabled because
    the product is sold out ("Ausverkauft"), not a size ("XL - ausverkauft")."""
    phrase = money.availability_phrase(text)
    return phrase is not None and " ".join(text.split()).strip(_DECOR).lower() == phrase


def _kind(element: LexborNode) -> tuple[str, str]:
    """Its tag and first class: a size's buttons share theirs (a state class comes after),
    a cart's button and the wish list's beside it differ."""
    classes = (element.attributes.get("class") or "").split()
    return element.tag or "", classes[0] if classes else ""


_LABEL_DEPTH = 4  # wrappers between a label and its input: a swatch's spans


def _enclosing_label(control: LexborNode) -> LexborNode | None:
    parent = control.parent
    for _ in range(_LABEL_DEPTH):
        if parent is None or parent.tag == "label":
            return parent
        parent = parent.parent
    return None


_MAX_LABELS = 512


def _labels_for(tree: LexborHTMLParser) -> dict[str, LexborNode]:
    """The page's labels by the id they name (``<label for=…>``)."""
    return {
        label.attributes.get("for") or "": label
        for label in page.select(tree, "label[for]")[:_MAX_LABELS]
    }
