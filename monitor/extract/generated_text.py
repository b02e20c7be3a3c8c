"""Text a reader sees that the markup does not hold as text.

A page may draw a price's currency rather than write it: a rule of its stylesheet generates
it (``.price::before{content:"$"}``), an icon font shows it (Font Awesome's ``fa fa-inr``,
Bootstrap's ``bi-currency-euro``, a Material Symbols ligature ``currency_rupee``), or an
image whose ``alt`` names it (``<img src="rupee.svg" alt="₹">``). Without it, "₹ 999" reads
as a bare 999, no price at all. A web component may draw the whole price from its attributes
(``<price-tag amount="49" currency="EUR"></price-tag>``, rendered by its script): an empty
custom element that states an amount and a currency shows that price. Each is written into
the tree as text, where a reader sees it, before anything is hidden (an icon is often
``aria-hidden``).

Only inline ``<style>`` rules count, as for what a page hides (``monitor.extract.styles``),
and only a page whose source holds a clue pays for a query.
"""

import itertools
import re
import unicodedata
from decimal import Decimal

from selectolax.lexbor import LexborHTMLParser, LexborNode, SelectolaxError

from monitor.extract import clues, currencies, money, page, phrases, styles, words

_MAX_GENERATING_RULES = 32
_MAX_GENERATED = 4096  # elements given generated text: a bound on a hostile stylesheet
_LONGEST_GENERATED = 24  # characters: a sign, a period ("/mo"), a short word; not prose


def write(tree: LexborHTMLParser, source: str) -> None:
    """Write into ``tree`` the text its stylesheet generates, and the currencies its icons
    and images show."""
    if styles.may_generate(source):
        _generate(tree)
    if clues.holds(source, *_ICON_CLUES):
        _spell_icons(tree)
    if clues.holds(source, *_IMAGE_CLUES) or _alt_with_digit(source) or _named_alt(source):
        _spell_images(tree)
    if clues.holds(source, *_DRAWING_CLUES):
        _spell_drawings(tree)
    if clues.holds(source, *_COMPONENT_CLUES):
        _spell_components(tree)
    if clues.holds(source, *_COUNTED_CLUES):
        _spell_counts(tree)


def _generate(tree: LexborHTMLParser) -> None:
    written = 0
    rules = styles.generated_contents(page.scripts(tree, "style"))
    # A query per rule: only those that may generate text, and a bounded number of them.
    worth = [rule for rule in rules if rule[2].attribute or _readable(rule[2].text)]
    for selector, after, content in worth[:_MAX_GENERATING_RULES]:
        try:
            matched = tree.css(selector)
        except SelectolaxError:  # a selector Lexbor cannot run is one the page cannot rely on
            continue
        for node in matched[: _MAX_GENERATED - written]:
            text = node.attributes.get(content.attribute) if content.attribute else content.text
            if text and _readable(text):
                _insert(node, text, after)
        written += min(len(matched), _MAX_GENERATED - written)
        if written >= _MAX_GENERATED:
            return


def _readable(text: str) -> bool:
    """Whether generated ``text`` is words, a number or a currency a reader reads: not a
    paragraph, not an icon font's private-use glyph, not a bullet, a tick or an arrow alone
    (decoration, which would only prefix a label)."""
    if len(text) > _LONGEST_GENERATED:
        return False
    kinds = {unicodedata.category(char) for char in text}
    return "Co" not in kinds and any(kind[0] in "LN" or kind == "Sc" for kind in kinds)


def _insert(node: LexborNode, text: str, after: bool) -> None:
    """``text`` inside ``node``, first or last, as its pseudo-element is."""
    first = node.child
    if after or first is None:
        node.insert_child(text)
    else:
        first.insert_before(text)


# Icon classes by library: Font Awesome 4-6 (``fa-inr``, ``fa-euro-sign``,
# ``fa-indian-rupee-sign``), Bootstrap Icons (``bi-currency-euro``), Remix (``ri-money-euro-
# circle-line``), Material Design Icons (``mdi-currency-inr``), Tabler, Boxicons, Line
# Awesome, Unicons, Glyphicons and a theme's own ``icon-``: the library's name, words that
# say an icon is of money, the currency's name, words that say how it is drawn.
_ICON_LIBRARIES = frozenset(
    {"fa", "bi", "ri", "mdi", "ti", "bx", "bxs", "la", "las", "uil", "glyphicon", "icon"}
)
_ICON_PREFIXES = frozenset({"currency", "money", "solid"})
_ICON_SUFFIXES = frozenset(
    {"sign", "symbol", "circle", "box", "fill", "line", "alt", "square", "outline", "o"}
)
# What each names: the sign a reader sees. A sign several currencies share ("$", "Rs") is
# decided by the page, as when it is written.
_ICON_SIGNS = {
    **dict.fromkeys(("inr", "rupee", "indian-rupee"), "₹"),
    **dict.fromkeys(("usd", "dollar"), "$"),
    **dict.fromkeys(("eur", "euro"), "€"),
    **dict.fromkeys(("gbp", "pound", "sterling"), "£"),
    **dict.fromkeys(("jpy", "yen", "cny", "rmb", "yuan"), "¥"),
    **dict.fromkeys(("rub", "ruble", "rouble"), "₽"),
    **dict.fromkeys(("krw", "won"), "₩"),
    **dict.fromkeys(("try", "lira", "turkish-lira"), "₺"),
    **dict.fromkeys(("ils", "shekel", "sheqel"), "₪"),
    **dict.fromkeys(("ngn", "naira"), "₦"),
    **dict.fromkeys(("uah", "hryvnia"), "₴"),
    **dict.fromkeys(("kzt", "tenge"), "₸"),
    **dict.fromkeys(("thb", "baht"), "฿"),
    **dict.fromkeys(("vnd", "dong"), "₫"),
    **dict.fromkeys(("bdt", "taka"), "৳"),
    **dict.fromkeys(("brl", "brazilian-real"), "R$"),
    **dict.fromkeys(("idr", "rupiah"), "Rp"),
    # The riyal's sign of 2025 (U+20C1), which Saudi shops draw with an icon font of their own
    **dict.fromkeys(("sar", "saudi-riyal", "riyal", "saudi_riyal"), "\u20c1"),
}
# Material Symbols and Icons draw a ligature: the element's text is the icon's name.
_LIGATURES = {
    "currency_rupee": "₹",
    "euro": "€",
    "euro_symbol": "€",
    "currency_pound": "£",
    "currency_yen": "¥",
    "currency_yuan": "¥",
    "currency_ruble": "₽",
    "currency_lira": "₺",
    "attach_money": "$",
}
_ICON_CLUES = clues.words(
    *(f"-{name}" for name in _ICON_SIGNS), *(f"{name}<" for name in _LIGATURES)
)
_MATERIAL = ("material-icons", "material-symbols")
_MAX_ICONS = 1024


def _spell_icons(tree: LexborHTMLParser) -> None:
    """The sign before each icon of a currency (an icon font's glyph is no text)."""
    for node in page.select(tree, "i, span, em, svg")[:_MAX_ICONS]:
        classes = (node.attributes.get("class") or "").split()
        sign = next((s for c in classes if (s := _icon_sign(c)) is not None), None)
        text = node.text(deep=True).strip()
        if sign is None and any(c.startswith(_MATERIAL) for c in classes):
            sign = _LIGATURES.get(text)
            text = "" if sign else text
        if sign is not None and not text:
            node.insert_before(sign)
            if node.child is not None:  # a ligature's name is no text of the page's
                node.child.decompose()


def _icon_sign(name: str) -> str | None:
    """The sign an icon's class names (``fa-indian-rupee-sign``: ₹), if it names one."""
    library, _, rest = name.partition("-")
    if library not in _ICON_LIBRARIES:
        return None
    words = rest.split("-")
    while words and words[0] in _ICON_PREFIXES:
        words = words[1:]
    while words and words[-1] in _ICON_SUFFIXES:
        words.pop()
    return _ICON_SIGNS.get("-".join(words))


# The signs a shop draws as an image rather than trust a font with (the rupee's, new in
# 2010), and the codes.
_IMAGE_SIGNS = ("₹", "₨", "Rs", "Rs.", "$", "€", "£", "¥", "₦", "₱", "৳", "₩", "₺", "₽", "R$")
_IMAGE_CLUES = clues.words(
    *(f"alt={quote}{sign}{quote}" for sign in _IMAGE_SIGNS for quote in ('"', "'"))
)
_LONGEST_SIGN = 4  # "Rs.", "USD", "R$": an alt text longer than a sign says more
_MAX_IMAGES = 1024


def _spell_images(tree: LexborHTMLParser) -> None:
    """The ``alt`` before each image whose ``alt`` is a currency's sign or code alone, or a
    price alone where nothing beside the image says one: a plan's price drawn as an image
    (``<img src="pro-price.svg" alt="49 € pro Monat">``), which a screen reader reads and the
    eye sees, was no price at all."""
    beside: dict[int, bool] = {}  # by parent: a thousand images in one wrapper read it once
    priced = 0
    for node in tree.css("img[alt]")[:_MAX_IMAGES]:
        alt = " ".join((node.attributes.get("alt") or "").split())
        if alt and len(alt) <= _LONGEST_NAME and alt in currencies.SPELLINGS:
            node.insert_before(f" {alt} " if len(alt) > _LONGEST_SIGN else alt)
        elif priced < _MAX_PRICE_IMAGES and _price_alone(alt):
            priced += 1
            if not _priced_beside(node, beside):
                node.insert_before(f" {alt} ")


_MAX_PRICE_IMAGES = 64  # a plan's or a product's prices drawn as images: not a gallery's
# A currency's code or name as an image's whole ``alt`` ("EUR", "ريال سعودي"): a sign a shop
# draws rather than trusts a font with (the riyal's new sign, U+20C1, is in few fonts yet).
_LONGEST_NAME = 16
# From the literal: a \b first made the engine try the pattern at every character.
_NAMED_ALT = re.compile(r"""alt(?<![\w-]alt)=["']?([^"'<>]{3,16})["'\s/>]""")


def _named_alt(source: str) -> bool:
    """Whether an image's ``alt`` in ``source`` is a currency's code or name alone."""
    return any(
        " ".join(found[1].split()) in currencies.SPELLINGS
        for found in itertools.islice(_NAMED_ALT.finditer(source), _MAX_IMAGES)
    )


# An inline SVG or an element drawn as an image (``role="img"``) whose accessible name
# (``aria-label``, an SVG's ``<title>``) is a currency's sign, code or name: the sign it
# draws, which a screen reader says. An SVG's text is never read as the page's.
_DRAWING_CLUES = clues.words("<svg", 'role="img"', "role='img'", "role=img")


def _spell_drawings(tree: LexborHTMLParser) -> None:
    """The currency before each drawing that names one and holds no text of its own."""
    for node in page.select(tree, "svg, [role=img][aria-label]")[:_MAX_IMAGES]:
        name = " ".join(_drawn_name(node).split())
        if name and len(name) <= _LONGEST_NAME and name in currencies.SPELLINGS:
            node.insert_before(f" {name} ")


def _drawn_name(node: LexborNode) -> str:
    """A drawing's accessible name: its ``aria-label``, else an SVG's own ``<title>``; an
    element that shows text of its own is no drawing."""
    label = node.attributes.get("aria-label")
    if node.tag != "svg":
        return label or "" if not node.text(deep=True).strip() else ""
    if label:
        return label
    title = node.css_first("title")
    return title.text(deep=True) if title is not None else ""


def _price_alone(alt: str) -> bool:
    """Whether ``alt`` is one price with its currency and at most its period ("$49/mo"): not
    a banner's words about one ("Sale: everything from $9.99")."""
    if len(alt) > _LONGEST_PRICE_ALT or not any(char.isdigit() for char in alt):
        return False
    found = money.prices_by_line([alt]).get(0, [])
    if len(found) != 1 or found[0].amount is None or found[0].currency is None:
        return False
    rest = alt[phrases.period_end(alt, found[0].end) :]
    return not alt[: found[0].start].strip() and not rest.strip()


def _priced_beside(node: LexborNode, beside: dict[int, bool]) -> bool:
    """Whether the text around ``node`` (its parent's, or its ``<picture>``'s parent's) holds
    a price: the image then shows the price written beside it again. A parent of much text
    (a page's wrapper) has no text beside the image: the image says it again, as it is
    taken to."""
    parent = node.parent
    if parent is not None and parent.tag == "picture":
        parent = parent.parent
    if parent is None:
        return False
    if parent.mem_id not in beside:
        text = parent.text(deep=True)
        long = len(text) > _LONGEST_BESIDE
        beside[parent.mem_id] = long or bool(money.prices_by_line([page.collapse(text)]).get(0))
    return beside[parent.mem_id]


_LONGEST_BESIDE = 4096  # characters of an image's parent that may be a price's box


def _alt_with_digit(source: str) -> bool:
    """Whether an image's ``alt`` text in ``source`` holds a digit near its start (a
    price's): one search from the literal ``alt=``, which the regex engine finds as fast as
    ``str.find`` does."""
    return _ALT_WITH_DIGIT.search(source) is not None


_LONGEST_PRICE_ALT = 40
_ALT_WITH_DIGIT = re.compile(rf"""alt=["']?[^"'>\d]{{0,{_LONGEST_PRICE_ALT - 1}}}\d""")


# A price's custom element is named so (``_names_a_price``); its attributes say the amount,
# in the minor unit where their name says so (``amount-cents``, ``price-in-minor``), and the
# currency's ISO code. An element with text shows that text (its fallback, or a shadow
# root's copy).
_COMPONENT_CLUES = clues.words(" currency=", " currency-code=")
# Not "value": a cart's count or a picker's choice states one beside a currency too
# (<cart-count currency="USD" value="0">).
_AMOUNT_ATTRIBUTES = ("amount", "price", "amount-cents", "price-cents", "cents",
                      "amount-minor", "price-in-cents")  # fmt: skip
_CURRENCY_ATTRIBUTES = ("currency", "currency-code")
_PLAIN_AMOUNT = re.compile(r"\d{1,12}(?:\.\d{1,4})?")
_ISO_CODE = re.compile(r"[A-Z]{3}")
_MAX_COMPONENTS = 512


# A link or a button that shows a bare count beside an icon and says in its title or label
# what it counts (a deal feed's ``<a title="Kommentare"><svg/><span>47</span></a>``): a reader
# sees a speech bubble and 47 and reads a count of comments. Written with its word ("47
# Kommentare"), it is the counter ``volatile`` knows, one more with each comment.
_COMMENT_WORDS = frozenset(word for spelled in words.COMMENTS.values() for word in spelled)
# The word right before the attribute's closing quote, double or single: ``title="Kommentare"``,
# ``title='Kommentare'``, and ``aria-label="23 Comments"``, which says the count again.
_COUNTED_CLUES = clues.words(
    *(
        f"{spelling}{quote}"
        for word in _COMMENT_WORDS
        for spelling in (word, word.capitalize())
        for quote in "\"'"
    )
)
_BARE_COUNT = re.compile(r"\d{1,3}(?:[.,\u00a0 ]\d{3})*\+?|\d{1,4}[kK]\+?")
_COUNTERS = "a[title], a[aria-label], button[title], button[aria-label]"


def _spell_counts(tree: LexborHTMLParser) -> None:
    """The word of what each link's or button's bare count counts, after the count."""
    for node in page.select(tree, _COUNTERS)[:_MAX_ICONS]:
        attributes = node.attributes
        label = attributes.get("aria-label") or attributes.get("title") or ""
        word = _BARE_COUNT.sub("", label).strip()
        if word.lower() in _COMMENT_WORDS and _BARE_COUNT.fullmatch(node.text(deep=True).strip()):
            node.insert_child(f" {word}")


def _spell_components(tree: LexborHTMLParser) -> None:
    """The price each empty custom element states in its attributes, written as its text."""
    for node in tree.css("[currency], [currency-code]")[:_MAX_COMPONENTS]:
        if not _names_a_price(node.tag or "") or node.text(deep=True).strip():
            continue
        price = component_price(node.attributes)
        if price is not None:
            node.insert_child(price)


def _names_a_price(tag: str) -> bool:
    """Whether a custom element's name says it is a price (``price-tag``, ``x-price``,
    ``plan-amount``): a pay-later widget (``afterpay-placement``) or a free-shipping bar
    states an amount and a currency too, none of them the offer's price."""
    parts = tag.split("-")
    return len(parts) > 1 and any(part in words.PRICE_NAME_WORDS for part in parts)


def component_price(attributes: dict[str, str | None]) -> str | None:
    """The price a custom element's attributes state ("49.00 EUR"), or None."""
    code = next((v for a in _CURRENCY_ATTRIBUTES if (v := attributes.get(a))), None)
    if code is None or not _ISO_CODE.fullmatch(code.strip().upper()):
        return None
    for name in _AMOUNT_ATTRIBUTES:
        written = (attributes.get(name) or "").strip()
        if _PLAIN_AMOUNT.fullmatch(written):
            minor = "cents" in name or "minor" in name
            exponent = currencies.exponent(code.strip().upper()) if minor else 0
            if exponent is None:
                return None
            if exponent and "." not in written:
                written = str(Decimal(written).scaleb(-exponent))
            return f"{written} {code.strip().upper()}"
    return None
