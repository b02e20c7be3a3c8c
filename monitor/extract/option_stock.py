"""The stock of each option of a product's picker, as only its markup says it.

A shop with one price for a product shows which of its sizes or colours can be bought in
the picker alone: a disabled ``<option>`` or radio, ``aria-disabled``, a class
(``is-unavailable``, ``sold-out``), or words after the option's name ("42 (ausverkauft)",
"XL \u2013 épuisé"). No data lists the variants, so a size selling out changed no price's
record. Each option of a picker that marks one it does not have selected as unavailable
becomes a record without an amount, as a stock matrix's combinations are (``options``): its
name and its state. A picker that marks none, or only the one chosen (a button disabled so
that it is not chosen twice), says nothing of stock and gives nothing.
"""

import re
from collections.abc import Iterator
from dataclasses import dataclass

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import choices, clues, money, options, page, phrases
from monitor.extract.prices import PriceRecord

# A page whose source has none of these has no picker: it pays for no query.
_CLUES = clues.words("<select", "radio", "button", "data-value")
_MAX_GROUPS = 24
_MAX_CHOICES = 64  # options of one picker: past them it is a list of something else
_LONGEST_NAME = 40
# A picker of how many, not of which: its options are counts, not variants.
_QUANTITY = re.compile(
    r"qty|quantit|menge|anzahl|cantidad|aantal|ilo[sś][cć]|antal|数量", re.IGNORECASE
)
# Text kept for a screen reader only: it says an option's state, not its name.
_SCREEN_READER = re.compile(r"visually-hidden|sr-only|screen-reader|visuallyhidden|a11y")
_ID_LIKE = re.compile(r"[0-9a-f]{16,}|\d{6,}|https?:|^/", re.IGNORECASE)
# and the marks around a badge's words ("L \u00a1\u00daltimas unidades!")
_DECOR = " \t\n-\u2013\u2014:\u00b7()[]|,/!\u00a1"
# Brackets its state's words were written in, left empty once they are taken out ("M (  )",
# and the full-width ones of a Japanese shop).
_EMPTY_BRACKETS = re.compile("[(\\[\uff08\u3010\uff3b]\\s*[)\\]\uff09\u3011\uff3d]")


@dataclass(frozen=True, slots=True)
class _Choice:
    name: str
    state: str | None  # a schema.org state, None where the choice says none
    selected: bool
    priced: bool  # it has its own price: the price reader gives it its state


def records(tree: LexborHTMLParser, source: str) -> list[PriceRecord]:
    """A record per option of each picker that marks an option other than the chosen one
    unavailable: its name, no amount, and its state (``InStock`` where it says none); an
    option with its own price ("XXL (+5,00 €)") is the price reader's. A picker repeated (a
    sticky bar's, a quick view's) gives each name once."""
    if not clues.holds(source, *_CLUES):
        return []
    found: dict[str, PriceRecord] = {}
    for group in _groups(tree):
        if not _tells_stock(group):
            continue
        for choice in group:
            if choice.priced:  # the price reader's record, with its state
                continue
            found.setdefault(
                choice.name,
                PriceRecord(
                    label=choice.name,
                    amount=None,
                    currency=None,
                    period=None,
                    availability=choice.state or "InStock",
                ),
            )
    return list(found.values())[: options.MAX_OPTIONS]


def _tells_stock(group: list[_Choice]) -> bool:
    """Whether a picker marks an option it has not chosen unavailable, and is a picker of
    variants: two or more named options, not counts from one up."""
    names = [choice.name for choice in group]
    if len(set(names)) < 2 or _counts(names):
        return False
    return any(choice.state in options.UNBUYABLE and not choice.selected for choice in group)


def _counts(names: list[str]) -> bool:
    counted = all(name.isdecimal() and name.isascii() for name in names)  # not "²", "①"
    return counted and [int(name) for name in names] == list(range(1, len(names) + 1))


def _groups(tree: LexborHTMLParser) -> Iterator[list[_Choice]]:
    """The pickers of the page: selects, radios by name, and rows of ARIA options, buttons
    or items side by side."""
    for select in page.select(tree, "select")[:_MAX_GROUPS]:
        # A list of countries or languages is no product's picker, nor one of counts, nor a
        # shipping's or a currency's.
        if not picker(select):
            continue
        found = select.css("option")
        if len(found) <= _MAX_CHOICES:
            yield list(_select_choices(found))
    yield from _radio_groups(tree)
    yield from _rows(tree)


def picker(select: LexborNode) -> bool:
    """Whether a select may be a product's picker: not one of counts, nor a sort order's or
    a filter's, nor a shipping's or a currency's, nor a list of countries or languages (by
    its name, id and class)."""
    attributes = select.attributes
    named = " ".join(attributes.get(key) or "" for key in ("name", "id"))
    # A sort order by its name or id: a class's "order-first" is Bootstrap's layout.
    return (
        not _of_quantity(select)
        and choices.NOT_PICKER.search(_named(select)) is None
        and _NOT_OF_VARIANTS.search(named) is None
    )


def of_variants(select: LexborNode) -> bool:
    """Whether a select is named as a picker of a product's variants by its name or id
    ("id", "options[Size]", "attribute_pa_colour", "super_attribute[93]", "group[1]",
    "size"): a select of shipping methods, of stores or of payments ("store_id"), with a
    price per option too, is named otherwise."""
    attributes = select.attributes
    names = [attributes.get(key) or "" for key in ("name", "id")]
    return picker(select) and any(
        _ID.fullmatch(name) or _VARIANT_NAMED.search(name) for name in names
    )


# Shopify's "id", osCommerce's and its heirs' "id[1]" (Gambio, modified, xt:Commerce).
_ID = re.compile(r"id(?:\[\d{1,6}\])?", re.IGNORECASE)


# Each a word's start: "options[Size]", "attribute_pa_size", "product-size", not "resize".
_VARIANT_NAMED = re.compile(
    r"(?<![a-z])(?:variant|option|attr|size|colou?r|group|pa_|sku|model|style|edition"
    r"|capacity|storage|weight|format|flavou?r|gr\u00f6|gewicht|farbe|sorte|eigenschaft|taille|couleur"
    r"|talla|taglia|rozmiar|maat|kleur|storlek|farge|v\u00e4ri|koko|tama)",
    re.IGNORECASE,
)
# Each a word of its own, not a class's "border" nor German's "Sorte" (a variety).
_NOT_OF_VARIANTS = re.compile(
    r"(?<![a-z])(?:sort(?:[-_]?by|[-_]?order|ing|ierung)?|order(?:[-_]?by)?|orden(?:ar)?"
    r"|ordre|ordina|tri|filt(?:er|re|ro)s?)(?![a-z])",
    re.IGNORECASE,
)


def _of_quantity(control: LexborNode) -> bool:
    return _QUANTITY.search(_named(control)) is not None


def _named(control: LexborNode) -> str:
    attributes = control.attributes
    return " ".join(attributes.get(key) or "" for key in ("name", "id", "class"))


def _select_choices(found: list[LexborNode]) -> Iterator[_Choice]:
    """A select's options but its placeholder ("choose a size")."""
    for option in found:
        if _placeholder(option.attributes):
            continue
        choice = _choice(option, option, option.text(deep=True))
        if choice is not None:
            yield choice


def _placeholder(attributes: dict[str, str | None]) -> bool:
    """Whether an option is a select's placeholder: an empty value or one of marks alone
    (a Korean shop builder's "*" before "- [필수] 옵션을 선택해 주세요 -" and "**" before its
    rule of dashes: no variant's id), or none (its words are its value: Shopify Debut's
    sold-out "M - Sold out") while disabled and chosen or hidden."""
    value = attributes.get("value")
    if value is not None:
        return not any(char.isalnum() for char in value)
    return "disabled" in attributes and ("selected" in attributes or "hidden" in attributes)


def _radio_groups(tree: LexborHTMLParser) -> Iterator[list[_Choice]]:
    """The radios of each name, each read with its label (the one around it or naming its
    id): its class or its label's may say its state, its label's words too."""
    by_name: dict[str, list[_Choice]] = {}
    radios = page.select(tree, "input[type=radio][name]")[: _MAX_GROUPS * _MAX_CHOICES]
    labels = choices.labels_for(tree) if radios else {}
    budget = _TEXT_BUDGET
    for radio in radios:
        if _of_quantity(radio) or budget <= 0 or choices.in_widget(radio):
            continue
        label = choices.enclosing_label(radio) or labels.get(radio.attributes.get("id") or "")
        text = _shown(label) if label else ""
        around = _item_text(radio, label)
        budget -= len(text) + len(around)
        choice = _choice(radio, label, text, around)
        if choice is not None:
            by_name.setdefault(radio.attributes.get("name") or "", []).append(choice)
    yield from by_name.values()


def _item_text(radio: LexborNode, label: LexborNode | None) -> str:
    item = choices.label_item(radio, label)
    return _shown(item) if item is not None else ""


_ROW_ITEMS = (
    "[role=radio], [role=option], button[type=button], li[data-value], a[data-value],"
    " div[data-value], span[data-value], li[title], button[data-value]"
)


def _rows(tree: LexborHTMLParser) -> Iterator[list[_Choice]]:
    """Rows of swatches: ARIA options or radios, buttons or items of one kind side by side
    under one parent (a size's buttons share a tag and a first class)."""
    rows: dict[tuple[int, str, str], list[_Choice]] = {}
    budget = _TEXT_BUDGET
    for item in page.select(tree, _ROW_ITEMS)[: _MAX_GROUPS * _MAX_CHOICES]:
        parent = choices.row(item)
        if parent is None or budget <= 0 or not _in_picker(item):
            continue
        text = _shown(item)
        budget -= len(text)
        choice = _choice(item, item, text)
        if choice is not None:
            rows.setdefault((parent.mem_id, *choices.kind(item)), []).append(choice)
    yield from rows.values()


# What a picker's box is called, in its class or id (``swatch-attribute-options``,
# ``variable-items-wrapper``, ``product-detail-configurator``, ``size-picker``): a row of
# buttons elsewhere is a carousel's arrows or a pager.
_PICKER = re.compile(
    r"swatch|variant|variation|option|size|attribute|picker|configurator|selector|choice",
    re.IGNORECASE,
)
_PICKER_BOXES = frozenset({"form", "fieldset"})
_PICKER_ROLES = frozenset({"radiogroup", "listbox", "radio", "option"})


def _in_picker(item: LexborNode) -> bool:
    """Whether an item is an option of a picker: by its role, or inside a form, a fieldset,
    a radio group or list box, or a box a picker's name names, a few levels up, and not
    first inside a slider's or a quantity's box."""
    for node, named in choices.boxes(item):
        if choices.widget(node, named) or _QUANTITY.search(named):
            return False
        if node.tag in _PICKER_BOXES or node.attributes.get("role") in _PICKER_ROLES:
            return True
        if _PICKER.search(named):
            return True
    return False


def _choice(
    control: LexborNode, label: LexborNode | None, text: str, around: str = ""
) -> _Choice | None:
    """An option read: its name (its title, its value where that is a name, else its words
    without its state's) and the state its element, its label or its words say, or else the
    words ``around`` its label, in the item that holds it alone."""
    if len(text) > choices.LONGEST_LABEL:  # no option's words: a paragraph, a page unclosed
        return None
    state = _marked(control) or (_marked(label) if label is not None else None)
    said = _said(text) or (_said(around) if len(around) <= choices.LONGEST_LABEL else None)
    name = _name(control, label, text)
    if name is None:
        return None
    # Its own price, shown or kept in a data attribute for a script (``data-variant-price``):
    # the price reader reads it with its state.
    shown = bool(text) and money.read_price(text) is not None
    priced = shown or options.data_price(control.attributes) is not None
    return _Choice(name, said or state, choices.selected(control), priced)


def _said(text: str) -> str | None:
    return phrases.availability_in(text) if text else None


def _marked(element: LexborNode) -> str | None:
    return options.choice_state(element.attributes)


# Characters of labels read in all: a label left unclosed holds the rest of the page, and
# each radio after it would read it again.
_TEXT_BUDGET = 1_000_000


def _name(control: LexborNode, label: LexborNode | None, text: str) -> str | None:
    """The option's name: what its words say without the state, else an attribute that
    names it (a swatch with no words: ``title``, ``aria-label``, ``data-value``)."""
    named = _without_state(_visible(label) if label is not None else text)
    candidates = (
        named,
        control.attributes.get("title"),
        label.attributes.get("title") if label is not None else None,
        control.attributes.get("aria-label"),
        control.attributes.get("data-value"),
        control.attributes.get("value"),
    )
    return next((name for name in map(_a_name, candidates) if name), None)


def _a_name(value: str | None) -> str | None:
    name = " ".join((value or "").split()).strip(_DECOR)
    if len(name) > _LONGEST_NAME or _ID_LIKE.search(name):
        return None
    return name if any(character.isalnum() for character in name) else None  # not "──"


def named_without_state(text: str) -> str | None:
    """A choice's name in ``text`` without the words that say its state ("XL - Agotado" →
    "XL"), if a name is left."""
    return _a_name(_without_state(text))


def _without_state(text: str) -> str:
    """``text`` without the words that say a state ("42 (ausverkauft)" → "42")."""
    phrase = money.availability_phrase(text) if text else None
    # In the text as written: a lower-cased "İ" is two characters.
    found = re.search(re.escape(phrase), text, re.IGNORECASE) if phrase else None
    if found is None:
        return text
    return _EMPTY_BRACKETS.sub(" ", f"{text[: found.start()]} {text[found.end() :]}")


def _shown(element: LexborNode) -> str:
    """An element's words, its blocks spaced apart (a swatch's name and its badge are
    written without a space between them: "M" "Épuisé")."""
    return " ".join(element.text(deep=True, separator=" ").split())


def _visible(element: LexborNode) -> str:
    """An element's words without the text it keeps for a screen reader only."""
    text = element.text(deep=True, separator=" ")
    for hidden in element.css("[class]"):
        if _SCREEN_READER.search(hidden.attributes.get("class") or ""):
            text = text.replace(hidden.text(deep=True, separator=" "), " ", 1)
    return " ".join(text.split())
