"""The shopping cart a shop's theme writes around a product: a drawer or a mini-cart in the
header (Shopify's ``<cart-drawer>``, WooCommerce's ``widget_shopping_cart``, Magento's
``minicart``, Shopware's ``offcanvas-cart``, BigCommerce's ``previewCart``), the header's
cart link with its count and total, a cart notification. What it holds is the visitor's:
empty for a check, a returning visitor's items, their subtotal, how much more would earn
free shipping. None of it is the page's offer or its copy, so a whole page leaves it out in
every mode (a ``selector`` that takes it in keeps it).

Found by the names themes give it, in English whatever the page's language: a class or an
id that names a cart and what holds it ("mini-cart", "CartDrawer", "header-cart-link"), or
a cart's custom element. Never a product's buy form ("add-to-cart", "sticky-add-to-cart"):
a name that says adding or buying is none.
"""

import re

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, nodes, page

CLUES = clues.words("cart", "basket", "warenkorb", "Warenkorb")
# A cart's custom elements, as themes name them.
_ELEMENTS = frozenset({"cart-drawer", "cart-notification", "mini-cart", "cart-popup"})
_CANDIDATES = (
    "cart-drawer, cart-notification, mini-cart, cart-popup, [class*=cart i], [id*=cart i],"
    " [class*=basket i], [id*=basket i], [class*=warenkorb i], [id*=warenkorb i],"
    " [data-block=minicart]"
)
_CART_WORDS = frozenset({"cart", "basket", "minicart", "minibasket", "sidecart", "warenkorb"})
# The words that name a cart's box alone; "cart" names a button or a form's too
# ("knopf-warenkorb", a German theme's button to add to the cart).
_CART_BOXES = _CART_WORDS - {"cart", "basket", "warenkorb"}
# What a theme calls the box that holds the cart, or the parts of the header's cart link.
_HOLDER_WORDS = frozenset(
    {"drawer", "mini", "popup", "popover", "flyout", "offcanvas", "canvas", "sidebar", "side",
     "slideout", "dropdown", "notification", "preview", "modal", "panel", "widget", "header",
     "icon", "count", "counter", "total", "totals", "subtotal", "price", "link", "bubble",
     "summary", "toggle", "badge", "overlay", "dialog", "tray", "shopping", "nav", "ajax",
     "container", "wrapper", "menu"}
)  # fmt: skip
# A name that says adding or buying belongs to the product's own form or button.
_BUYING_WORDS = frozenset({"add", "buy", "sticky", "atc", "quick", "upsell", "product"})
_WORDS = re.compile(r"[a-z]+")
_CAMEL = re.compile(r"([a-z])([A-Z])")
# What a cart never holds: the product's heading, the page's main content, its buy form or
# its add button (Shopify's name="add", WooCommerce's name="add-to-cart"): a buy box a
# theme names "cart-panel" holds the product's own price.
_PRODUCT = (
    "h1, main, [role=main], form[action*=add i], [itemtype*=Product], [name=add],"
    " [name=add-to-cart], [data-add-to-cart]"
)
_MAX_CANDIDATES = 256


def found(tree: LexborHTMLParser) -> list[LexborNode]:
    """The outermost elements of a whole page that its theme names as the cart."""
    carts = [node for node in page.select(tree, _CANDIDATES)[:_MAX_CANDIDATES] if _a_cart(node)]
    ids = {node.mem_id for node in carts}
    return [
        node
        for node in carts
        if not any(parent.mem_id in ids for parent in nodes.lineage(node.parent))
    ]


def _a_cart(node: LexborNode) -> bool:
    named = node.tag in _ELEMENTS or node.attributes.get("data-block") == "minicart"
    # OpenCart's header cart is the one element whose id is the bare word.
    named = named or node.attributes.get("id") == "cart"
    named = named or any(names_cart(name) for name in _names(node))
    return named and node.tag not in ("html", "body", "main") and not node.css_first(_PRODUCT)


def _names(node: LexborNode) -> list[str]:
    attributes = node.attributes
    return [*(attributes.get("class") or "").split(), attributes.get("id") or ""]


def names_cart(name: str) -> bool:
    """Whether a class or an id names a cart's box or a part of the header's cart link:
    a word for a cart with a word for what holds it ("mini-cart", "CartDrawer",
    "widget_shopping_cart"), or a cart's one word ("minicart"); not a product's buy
    button or form ("add-to-cart", "sticky-add-to-cart")."""
    said = set(_WORDS.findall(_CAMEL.sub(r"\1 \2", name).lower()))
    if not said & _CART_WORDS or said & _BUYING_WORDS:
        return False
    return bool(said & _HOLDER_WORDS) or bool(said & _CART_BOXES)
