"""The cart a shop's theme writes around a product is the visitor's: its items, subtotal and
free-shipping progress are no change of the page, in any mode, whatever the theme and the
language; the product's own price still is."""

import pytest

from monitor.extract import Rules, extract
from monitor.extract.carts import names_cart

HTML = "text/html; charset=utf-8"
MODES = ("prices", "text", "plans")

# (language, the product's name and price, the cart's markup empty, the same with an item)
THEMES = [
    pytest.param(
        "en",
        "<h1>Linen Shirt</h1><div class='price'><span>$48.00</span> <s>$60.00</s></div>",
        "<cart-drawer class='drawer is-empty'><h2>Your cart is empty</h2>"
        "<p class='totals__total-value'>$0.00 USD</p></cart-drawer>",
        "<cart-drawer class='drawer'><h2>Your cart</h2><p>Wool Socks</p><p>$19.00</p>"
        "<p>Spend $56.00 more for free shipping</p>"
        "<p class='totals__total-value'>$19.00 USD</p></cart-drawer>",
        id="shopify-dawn",
    ),
    pytest.param(
        "de",
        "<h1>Leinenhemd</h1><p class='price'>48,00 €</p>",
        "<div class='widget_shopping_cart_content'><p>Es befinden sich keine Produkte im"
        " Warenkorb.</p></div>",
        "<div class='widget_shopping_cart_content'><ul><li>Wollsocken <span>1 \u00d7 12,90 €"
        "</span></li></ul><p>Zwischensumme: 12,90 €</p>"
        "<p>Noch 37,10 € bis zum kostenlosen Versand</p></div>",
        id="woocommerce-mini-cart",
    ),
    pytest.param(
        "nl",
        "<h1>Linnen overhemd</h1><p class='price'>€ 48,00</p>",
        "<div data-block='minicart' class='minicart-wrapper'><span class='counter-number'>0"
        "</span><p>U heeft geen artikelen in uw winkelwagen.</p></div>",
        "<div data-block='minicart' class='minicart-wrapper'><span class='counter-number'>1"
        "</span><p>Wollen sokken</p><p>€ 12,90</p><p>Subtotaal € 12,90</p></div>",
        id="magento-luma",
    ),
    pytest.param(
        "fr",
        "<h1>Chemise en lin</h1><p class='price'>48,00 €</p>",
        "<div class='offcanvas offcanvas-end cart-offcanvas'><p>Votre panier est vide</p></div>",
        "<div class='offcanvas offcanvas-end cart-offcanvas'><p>Chaussettes</p><p>12,90 €</p>"
        "<p>Sous-total 12,90 €</p><p>Plus que 37,10 € pour la livraison offerte</p></div>",
        id="shopware",
    ),
    pytest.param(
        "sv",
        "<h1>Linneskjorta</h1><p class='price'>449 kr</p>",
        "<div id='CartDrawer' class='drawer drawer--right'><p>Din varukorg är tom</p></div>",
        "<div id='CartDrawer' class='drawer drawer--right'><p>Ullstrumpor</p><p>129 kr</p>"
        "<p>Delsumma 129 kr</p><p>Handla för 371 kr till för fri frakt</p></div>",
        id="shopify-impulse",
    ),
    pytest.param(
        "pl",
        "<h1>Koszula lniana</h1><p class='price'>189,00 zł</p>",
        "<div class='blockcart cart-preview inactive'><span class='cart-products-count'>(0)"
        "</span><p>Suma: 0,00 zł</p></div>",
        "<div class='blockcart cart-preview active'><span class='cart-products-count'>(1)"
        "</span><p>Skarpety wełniane 39,00 zł</p><p>Suma: 39,00 zł</p></div>",
        id="prestashop",
    ),
    pytest.param(
        "es",
        "<h1>Camisa de lino</h1><p class='price'>48,00 €</p>",
        "<a href='/carrito' class='header-cart-link'><span class='cart-price'>0,00 €</span>"
        "<strong>0</strong></a>",
        "<a href='/carrito' class='header-cart-link'><span class='cart-price'>12,90 €</span>"
        "<strong>1</strong></a>",
        id="flatsome-header-link",
    ),
    pytest.param(
        "en",
        "<h1>Linen Shirt</h1><p class='price'>$48.00</p>",
        "<div id='cart' class='btn-group'><button><span id='cart-total'>0 item(s) - $0.00"
        "</span></button><ul class='dropdown-menu'><li>Your shopping cart is empty!</li></ul>"
        "</div>",
        "<div id='cart' class='btn-group'><button><span id='cart-total'>1 item(s) - $19.00"
        "</span></button><ul class='dropdown-menu'><li>Wool Socks x 1 $19.00</li></ul></div>",
        id="opencart",
    ),
    pytest.param(
        "de",
        "<h1>Leinenhemd</h1><p class='price'>48,00 €</p>",
        "<a class='btn cart--link' href='/checkout/cart'><span class='cart--display'>Warenkorb"
        "</span><span class='cart--amount'>0,00 € *</span></a>"
        "<div class='container--ajax-cart'></div>",
        "<a class='btn cart--link' href='/checkout/cart'><span class='cart--display'>Warenkorb"
        "</span><span class='cart--amount'>12,90 € *</span></a>"
        "<div class='container--ajax-cart'><p>Wollsocken 12,90 €</p></div>",
        id="shopware-5",
    ),
    pytest.param(
        "it",
        "<h1>Camicia di lino</h1><p class='price'>48,00 €</p>",
        "<div class='navUser-item--cart'><span class='countPill'>0</span></div>"
        "<div class='dropdown-menu' id='cart-preview-dropdown'></div>",
        "<div class='navUser-item--cart'><span class='countPill'>1</span></div>"
        "<div class='dropdown-menu' id='cart-preview-dropdown'><p>Calzini 12,90 €</p>"
        "<p>Subtotale 12,90 €</p></div>",
        id="bigcommerce",
    ),
]


def page(language: str, product: str, cart: str) -> bytes:
    return (
        f"<html lang='{language}'><body><header><a href='/'>Shop</a>{cart}</header>"
        f"<main>{product}<form action='/cart/add' method='post'>"
        "<button class='add-to-cart'>Add to cart</button></form></main></body></html>"
    ).encode()


@pytest.mark.parametrize(("language", "product", "empty", "full"), THEMES)
@pytest.mark.parametrize("mode", MODES)
def test_what_the_visitor_put_in_the_cart_is_no_change(
    language: str, product: str, empty: str, full: str, mode: str
) -> None:
    rules = Rules(extract=mode)  # type: ignore[arg-type]
    before = extract(page(language, product, empty), HTML, rules)
    assert before.digest == extract(page(language, product, full), HTML, rules).digest


@pytest.mark.parametrize(("language", "product", "empty", "full"), THEMES)
def test_the_products_own_price_is_read_and_the_carts_is_not(
    language: str, product: str, empty: str, full: str
) -> None:
    for cart in (empty, full):
        prices = extract(page(language, product, cart), HTML, Rules(extract="prices")).prices
        assert prices, cart
        assert all((record.amount or 0) >= 48 for record in prices), prices


@pytest.mark.parametrize("mode", MODES)
def test_a_selector_that_takes_the_cart_in_keeps_it(mode: str) -> None:
    language, product, empty, full = THEMES[0].values  # an amount in both
    rules = Rules(extract=mode, selector="header")  # type: ignore[arg-type]
    one = extract(page(str(language), str(product), str(empty)), HTML, rules)
    two = extract(page(str(language), str(product), str(full)), HTML, rules)
    assert one.digest != two.digest


@pytest.mark.parametrize(
    ("name", "cart"),
    [
        ("mini-cart", True),
        ("minicart", True),
        ("CartDrawer", True),
        ("cart-drawer__footer", True),
        ("widget_shopping_cart", True),
        ("header-cart-link", True),
        ("cart-count-bubble", True),
        ("offcanvas-cart", True),
        ("cart-preview", True),
        ("previewCart", True),
        ("side-basket", True),
        ("cart-container", True),
        ("container--ajax-cart", True),
        ("cart--link", True),
        ("header-cart", True),
        # a product's own buy form and buttons, wherever they sit
        ("add-to-cart", False),
        ("sticky-add-to-cart", False),
        ("single_add_to_cart_button", False),
        ("product-form__cart-submit", False),
        ("quick-add-cart", False),
        ("product-cart-wrapper", False),
        ("add-to-cart-container", False),
        # a cart word with nothing that holds it, or no cart at all
        ("cart", False),
        ("cart-item", False),
        ("cartography", False),
        ("drawer", False),
        # German: the word is "cart", no box of one alone (a theme's button to add to it)
        ("warenkorb-dropdown", True),
        ("knopf-warenkorb", False),
    ],
)
def test_which_names_name_a_cart(name: str, cart: bool) -> None:
    assert names_cart(name) is cart


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # A German header's cart by its word (it had stayed in the text).
        (
            "<header><div id='warenkorb-dropdown'>2 Artikel \u2013 120,00 €</div></header>"
            "<h1>Kaffeemühle</h1><p>49,90 €</p>",
            ["49.90"],
        ),
        # A buy box a theme names "cart-panel" holds the product's add button: no cart.
        (
            "<h1>Kaffeemühle</h1><div class='cart-panel'><span>49,90 €</span>"
            "<button name='add'>In den Warenkorb</button></div>",
            ["49.90"],
        ),
    ],
)
def test_a_cart_by_its_german_word_and_a_buy_box_named_for_one(
    body: str, expected: list[str]
) -> None:
    page = f"<html lang='de'><body>{body}</body></html>".encode()
    found = extract(page, HTML, Rules(extract="prices")).prices
    assert [str(record.amount) for record in found] == expected
