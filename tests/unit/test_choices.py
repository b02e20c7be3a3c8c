"""A disabled choice's state is that choice's: one sold-out size is not the product sold out."""

import pytest

from monitor.extract import Rules, choices, extract

_PAGE = """<!doctype html><html lang="{lang}"><body><main>
<h1>Produkt Nordwand</h1><div class="price">{price}</div>{stock}
<form>{choices}<button type="submit" class="buy">{cart}</button></form></main></body></html>"""


def states(lang: str, price: str, choices: str, stock: str = "", cart: str = "") -> set[str]:
    page = _PAGE.format(lang=lang, price=price, stock=stock, choices=choices, cart=cart or "Kaufen")
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    # The product's records: each option's own (no amount) states its option's stock.
    return {record.availability or "-" for record in found if record.amount is not None}


@pytest.mark.parametrize(
    ("lang", "price", "choices", "stock", "expected"),
    [
        # A disabled radio's label, around it or naming its id.
        (
            "de",
            "89,90 €",
            '<label><input type="radio" name="s" value="M"> M</label>'
            '<label><input type="radio" name="s" value="XL" disabled>'
            " XL &ndash; ausverkauft</label>",
            "",
            {"-"},
        ),
        (
            "de",
            "89,90 €",
            '<input type="radio" name="s" id="m"><label for="m">M</label>'
            '<input type="radio" name="s" id="xl" disabled>'
            '<label for="xl">XL &ndash; ausverkauft</label>',
            "<p>Auf Lager</p>",
            {"InStock"},
        ),
        (
            "nl",
            "€ 49,95",
            '<label><input type="checkbox" name="k" disabled>'
            "<span>Rood</span> <span>Uitverkocht</span></label>",
            "",
            {"-"},
        ),
        # A row of swatch buttons, one disabled; an ARIA option.
        (
            "fr",
            "59,00 €",
            '<div><button type="button" class="sw">S</button>'
            '<button type="button" class="sw is-off" disabled>L &ndash; Épuisé</button></div>',
            "",
            {"-"},
        ),
        (
            "it",
            "39,00 €",
            '<ul role="listbox"><li role="option">S</li>'
            '<li role="option" aria-disabled="true">XL esaurito</li></ul>',
            "",
            {"-"},
        ),
        (
            "pl",
            "129,00 zł",
            '<div><span class="sz" aria-disabled="true">44 Niedostępny</span>'
            '<span class="sz">42</span></div>',
            "<p>Dostępny</p>",
            {"InStock"},
        ),
        # A radio whose class alone says its variant cannot be bought (Shopify Dawn keeps it
        # enabled; its label tells a screen reader), and a WooCommerce swatch's.
        (
            "en",
            "$68.00 USD",
            '<input type="radio" id="a" name="Size" value="S" checked><label for="a">S</label>'
            '<input type="radio" id="b" name="Size" value="M" class="disabled">'
            '<label for="b">M<span class="visually-hidden">Variant sold out or unavailable'
            "</span></label>",
            "",
            {"-"},
        ),
        (
            "es",
            "39,95 €",
            '<label><input type="radio" name="t" value="S"> S</label>'
            '<label><input type="radio" name="t" value="L" class="swatch is-sold-out">'
            " L · Agotado</label>",
            "",
            {"-"},
        ),
        (
            "sv",
            "499 kr",
            '<label><input type="radio" name="s" value="38"> 38</label>'
            '<label><input type="radio" name="s" value="40" class="option--unavailable">'
            " 40 Slutsåld</label>",
            "<p>I lager</p>",
            {"InStock"},
        ),
        # An enabled radio whose label's words alone say so (PrestaShop).
        (
            "it",
            "49,90 €",
            '<label><input type="radio" name="group[1]" value="1" checked> S</label>'
            '<label><input type="radio" name="group[1]" value="3"> L \u2013 esaurito</label>',
            "",
            {"-"},
        ),
        # Size buttons each in a list item or a cell of its own are one row of choices.
        (
            "es",
            "119,95 €",
            '<ul class="tallas"><li><button type="button" value="44">44</button></li>'
            '<li><button type="button" value="45" disabled>45 <small>Agotado</small>'
            "</button></li></ul>",
            "",
            {"-"},
        ),
        (
            "de",
            "89,90 €",
            '<div class="gr"><div class="c"><button type="button">42</button></div>'
            '<div class="c"><button type="button" disabled>44 ausverkauft</button></div></div>',
            "",
            {"-"},
        ),
        # A button alone in its item, beside items of links, is no row of choices.
        (
            "de",
            "89,90 €",
            '<ul><li><button type="button" disabled>44 ausverkauft</button></li>'
            '<li><a href="/tabelle">Größentabelle</a></li></ul>',
            "",
            {"SoldOut"},
        ),
        # Not a choice: the product's own state, and a cart button disabled because the product
        # is sold out ("Ausverkauft" names no choice).
        (
            "de",
            "89,90 €",
            '<label><input type="radio" name="s" value="M"> M</label>',
            "<p>Ausverkauft</p>",
            {"SoldOut"},
        ),
        (
            "de",
            "89,90 €",
            '<div class="actions"><button type="button" class="btn" disabled>'
            'Ausverkauft</button><button type="button" class="btn">Merken</button></div>',
            "",
            {"SoldOut"},
        ),
    ],
)
def test_a_disabled_choice_states_no_state_of_the_product(
    lang: str, price: str, choices: str, stock: str, expected: set[str]
) -> None:
    assert states(lang, price, choices, stock) == expected


def test_a_disabled_choice_with_its_own_price_keeps_its_state() -> None:
    choices = (
        '<label><input type="radio" name="s" value="M"><span>M</span> <span>€ 89,95</span>'
        " <span>Op voorraad</span></label>"
        '<label><input type="radio" name="s" value="XL" disabled><span>XL</span>'
        " <span>€ 99,95</span> <span>Uitverkocht</span></label>"
    )
    page = _PAGE.format(lang="nl", price="Vanaf € 89,95", stock="", choices=choices, cart="Koop")
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    by_amount = {str(record.amount): record.availability for record in found}
    assert by_amount["99.95"] == "SoldOut"


def test_a_disabled_choice_that_shows_its_price_and_no_state_is_out_of_stock() -> None:
    choices = (
        '<label><input type="radio" name="s" value="M"> M <span>89,90 €</span></label>\n'
        '<label><input type="radio" name="s" value="XL" disabled> XL <span>99,90 €</span></label>'
    )
    page = _PAGE.format(lang="de", price="89,90 €", stock="", choices=choices, cart="Kaufen")
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    by_amount = {str(record.amount): record.availability for record in found}
    assert by_amount == {"89.90": None, "99.90": "OutOfStock"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Under $25", "ranged"),
        ("$25 to $50", "ranged"),
        ("$50 \u2013 $100 (12)", "ranged"),
        ("$100 & above", "ranged"),
        ("Über 100 €", "ranged"),
        ("50 € und mehr", "ranged"),
        ("De 20 € à 50 €", "ranged"),
        ("Moins de 20 € [4]", "ranged"),
        ("Hasta 30 €", "ranged"),
        # A Japanese shop's facet joins its bounds by a tilde, half or full width.
        ("2,000円\u301c3,999円", "ranged"),
        ("¥2,000\uff5e¥3,999", "ranged"),
        ("2,000円~3,999円 (14)", "ranged"),
        ("5,000円以上", "ranged"),
        ("1,000円未満", "ranged"),
        # Greek bounds: "up to", "over", "from … to".
        ("Έως 10 €", "ranged"),
        ("Άνω των 25 € (12)", "ranged"),
        ("Από 10 € έως 25 €", "ranged"),
        ("$25", "bare"),
        ("All", None),
        # A variant, a quantity's tier, a purchase option: they name what the price buys.
        ("250 g $12.99", ""),
        ("Buy 2: $9.99 each", ""),
        ("One-time purchase $24.99", ""),
        ("Standard shipping $4.99", ""),
        ("Συσκευασία 3 τεμαχίων 24,90 €", ""),
    ],
)
def test_what_a_choice_of_a_group_says_of_its_price(text: str, expected: str | None) -> None:
    assert choices.price_bound(text) == expected


_LISTING = """<!doctype html><html lang="{lang}"><body><main><h1>{title}</h1>
<aside><form class="facets">{facets}</form></aside>
<ul class="products"><li><h2>Arabica Blend</h2> <span>{first}</span></li>
<li><h2>Robusta Blend</h2> <span>{second}</span></li></ul></main></body></html>"""


@pytest.mark.parametrize(
    ("lang", "facets", "first", "second", "expected"),
    [
        (
            "en",
            '<label><input type="radio" name="price"> Under $25</label>\n'
            '<label><input type="radio" name="price"> $25 to $50</label>\n'
            '<label><input type="radio" name="price"> $50 &amp; above</label>',
            "$12.99",
            "$9.99",
            {"12.99", "9.99"},
        ),
        (
            "de",
            '<input type="checkbox" name="preis[]" id="p1"><label for="p1">bis 20 € (14)</label>\n'
            '<input type="checkbox" name="preis[]" id="p2"><label for="p2">20 € - 50 € (3)</label>',
            "12,99 €",
            "9,99 €",
            {"12.99", "9.99"},
        ),
        (
            "fr",
            '<label><input type="radio" name="prix"> Tous les prix</label>\n'
            '<label><input type="radio" name="prix"> Moins de 20 €</label>\n'
            '<label><input type="radio" name="prix"> 20 € à 50 €</label>',
            "12,99 €",
            "9,99 €",
            {"12.99", "9.99"},
        ),
        (
            "el",
            '<label><input type="radio" name="price"> Έως 10 €</label>\n'
            '<label><input type="radio" name="price"> 10 € - 25 €</label>\n'
            '<label><input type="radio" name="price"> Άνω των 25 €</label>',
            "12,99 €",
            "9,99 €",
            {"12.99", "9.99"},
        ),
        # A range's two inputs and the box that states its bounds or the highest price
        # (Shopify's Dawn, WooCommerce's price slider, Shopware): a filter's figures.
        (
            "sv",
            '<div class="facets__price"><price-range><span aria-hidden="true">kr</span>'
            '<input name="filter.v.price.gte" id="Filter-Price-GTE" type="text">'
            '<label for="Filter-Price-GTE">Från</label></price-range>'
            '<p class="facets__price-note">Det högsta priset är 429,00 kr</p></div>',
            "149,00 kr",
            "129,00 kr",
            {"149.00", "129.00"},
        ),
        (
            "en",
            '<div class="price_slider_amount"><input type="text" id="min_price" name="min_price">'
            '<input type="text" id="max_price" name="max_price"><div class="price_label">'
            'Price: <span class="from">$10</span> &mdash; <span class="to">$120</span></div>'
            "</div>",
            "$12.99",
            "$9.99",
            {"12.99", "9.99"},
        ),
        (
            "de",
            '<div class="filter-range"><label>Preis von <input name="min-price"></label>'
            '<label>bis <input name="max-price"></label><small>bis 89,00 €</small></div>',
            "12,99 €",
            "9,99 €",
            {"12.99", "9.99"},
        ),
        # Not a filter: a gift card's amounts alone, and a product's sizes with their prices.
        (
            "en",
            '<label><input type="radio" name="amount"> $25</label>\n'
            '<label><input type="radio" name="amount"> $50</label>',
            "$12.99",
            "$9.99",
            {"12.99", "9.99", "25", "50"},
        ),
        (
            "en",
            '<label><input type="radio" name="size"> 250 g $14.99</label>\n'
            '<label><input type="radio" name="size"> 1 kg $39.00</label>',
            "$12.99",
            "$9.99",
            {"12.99", "9.99", "14.99", "39.00"},
        ),
    ],
)
def test_a_listings_filter_of_price_ranges_is_no_price(
    lang: str, facets: str, first: str, second: str, expected: set[str]
) -> None:
    page = _LISTING.format(lang=lang, title="Coffee", facets=facets, first=first, second=second)
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    assert {str(record.amount) for record in found} == expected


def test_a_filters_ranges_are_still_text() -> None:
    facets = (
        '<label><input type="radio" name="price"> Under $25</label>\n'
        '<label><input type="radio" name="price"> $25 to $50</label>'
    )
    page = _LISTING.format(lang="en", title="Coffee", facets=facets, first="$12.99", second="$9")
    assert "$25 to $50" in extract(page.encode(), "text/html", Rules(extract="text")).text


@pytest.mark.parametrize(
    ("choices", "expected"),
    [
        # A size greyed out without a word: a reader sees it cannot be bought.
        (
            '<div class="sizes"><button type="button" class="size">42</button>'
            '<button type="button" class="size" disabled>43</button></div>',
            "43 (out of stock)",
        ),
        # The chosen one disabled only so that it is not chosen twice: no state.
        (
            '<div class="sizes"><button type="button" class="size selected" disabled>42</button>'
            '<button type="button" class="size">43</button></div>',
            None,
        ),
        # ... or pressed (a toggle's state).
        (
            '<div class="sizes"><button type="button" class="size" aria-pressed="true" '
            'disabled>42</button><button type="button" class="size">43</button></div>',
            None,
        ),
        # A pager's button disabled at its end: no choice of a variant.
        (
            '<nav><button type="button" class="page-btn" disabled>Previous</button>'
            '<button type="button" class="page-btn">Next</button></nav>',
            None,
        ),
    ],
)
def test_a_disabled_choice_says_its_state_to_a_reader(choices: str, expected: str | None) -> None:
    page = _PAGE.format(lang="de", price="89,90 €", stock="", choices=choices, cart="Kaufen")
    text = extract(page.encode(), "text/html", Rules(extract="text")).text
    if expected is None:
        assert "(out of stock)" not in text
    else:
        assert expected in text


@pytest.mark.parametrize(
    ("lang", "price", "choices", "stock", "expected"),
    [
        # An enabled size button that says its own stock: that stock is the size's.
        (
            "es",
            "59,95 €",
            '<div><button type="button" class="size">M</button>'
            '<button type="button" class="size">L \u00a1\u00daltimas unidades!</button></div>',
            "",
            {"-"},
        ),
        (
            "pt",
            "49,99 €",
            '<div><button type="button" class="tam">38</button>'
            '<button type="button" class="tam">40 - \u00daltimas unidades</button></div>',
            "",
            {"-"},
        ),
        (
            "de",
            "89,90 €",
            '<div><button type="button" class="gr">42</button>'
            '<button type="button" class="gr">44 (ausverkauft)</button></div>',
            "",
            {"-"},
        ),
        # The product's own stock line is still its.
        (
            "nl",
            "€ 49,95",
            '<div><button type="button" class="mt">S</button>'
            '<button type="button" class="mt">M - Uitverkocht</button></div>',
            "<p>Op voorraad</p>",
            {"InStock"},
        ),
        # A button alone, or one saying only a state, names no choice: the product's.
        (
            "de",
            "89,90 €",
            '<div><button type="button" class="gr">44 (ausverkauft)</button>'
            '<a href="/merken">Merken</a></div>',
            "",
            {"SoldOut"},
        ),
        (
            "es",
            "59,95 €",
            '<div><button type="button" class="b">Agotado</button>'
            '<button type="button" class="b">Avisarme</button></div>',
            "",
            {"SoldOut"},
        ),
    ],
)
def test_an_enabled_choice_that_says_its_stock_states_none_of_the_product(
    lang: str, price: str, choices: str, stock: str, expected: set[str]
) -> None:
    assert states(lang, price, choices, stock) == expected


def _items(sizes: list[tuple[str, str]], item: str = "li") -> str:
    """Radios each in an item of its own, a state written beside each label."""
    return "".join(
        f'<{item}><label><input type="radio" name="size" value="{size}">{size}</label>'
        f' <span class="stock">{state}</span></{item}>'
        for size, state in sizes
    )


def _for_labels(sizes: list[tuple[str, str]]) -> str:
    """Radios and the labels that name their ids, a badge after the label."""
    return "".join(
        f'<div class="swatch"><input type="radio" name="size" id="s{k}" value="{size}">'
        f'<label for="s{k}">{size}</label><span class="badge">{state}</span></div>'
        for k, (size, state) in enumerate(sizes)
    )


@pytest.mark.parametrize(
    ("lang", "price", "choices", "expected"),
    [
        # A size's state beside its radio's label, in the item that holds it alone: the
        # size's, not the product's.
        ("fi", "24,90 €", _items([("S", "Loppuunmyyty"), ("M", "Varastossa")]), {"InStock"}),
        ("cs", "590 Kč", _items([("S", "Vyprodáno"), ("M", "Skladem")]), {"InStock"}),
        ("uk", "499 грн", _items([("S", "Немає в наявності"), ("M", "є в наявності")]),
         {"InStock"}),
        ("th", "฿590", _items([("S", "สินค้าหมด"), ("M", "มีสินค้า")], "div"), {"InStock"}),
        ("de", "149,00 €", "<div>" + _for_labels([("S", ""), ("M", "Ausverkauft")]) + "</div>",
         {"-"}),
        ("es", "149,00 €", "<div>" + _for_labels([("S", ""), ("M", "Agotado")]) + "</div>",
         {"-"}),
        # A lone radio's item says the product's state: no choice among others.
        ("en", "$50.00", '<p><label><input type="radio" name="wrap"> Gift wrap</label>'
         " <span>Sold out</span></p>", {"SoldOut"}),
        # Two radios in one item: the item is no one size's.
        ("en", "$50.00", '<p><label><input type="radio" name="size"> S</label> <label>'
         '<input type="radio" name="size"> M</label> <span>Sold out</span></p>', {"SoldOut"}),
    ],
)  # fmt: skip
def test_a_state_beside_a_radios_label_is_its_choices(
    lang: str, price: str, choices: str, expected: set[str]
) -> None:
    assert states(lang, price, choices) == expected


def priced_choices(lang: str, price: str, choices: str) -> list[tuple[str, str | None]]:
    page = _PAGE.format(lang=lang, price=price, stock="", choices=choices, cart="Kaufen")
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    return [(record.label, record.availability) for record in found if "Nordwand " in record.label]


@pytest.mark.parametrize(
    ("lang", "price", "choices", "expected"),
    [
        (
            "es",
            "59,95 €",
            '<div><button type="button" class="s" data-price="59.95">M</button>'
            '<button type="button" class="s" data-price="59.95" disabled>XL - Agotado</button>'
            "</div>",
            [("Produkt Nordwand M", None), ("Produkt Nordwand XL", "SoldOut")],
        ),
        (
            "de",
            "89,90 €",
            '<div><button type="button" class="g" data-price="89.90">42</button>'
            '<button type="button" class="g" data-price="94.90">44 (ausverkauft)</button></div>',
            [("Produkt Nordwand 42", None), ("Produkt Nordwand 44", "SoldOut")],
        ),
        (
            "pt",
            "49,99 €",
            '<select name="tamanho"><option value="38" data-price="49.99">38</option>'
            '<option value="40" data-price="49.99">40 - Esgotado</option></select>',
            [("Produkt Nordwand 38", None), ("Produkt Nordwand 40", "SoldOut")],
        ),
        # The state said by the element alone is said after the price, the name kept.
        (
            "fr",
            "59,00 €",
            '<div><button type="button" class="t" data-price="59.00">S</button>'
            '<button type="button" class="t" data-price="59.00" disabled>L</button></div>',
            [("Produkt Nordwand S", None), ("Produkt Nordwand L", "OutOfStock")],
        ),
    ],
)
def test_a_priced_choice_keeps_its_name_when_its_stock_changes(
    lang: str, price: str, choices: str, expected: list[tuple[str, str | None]]
) -> None:
    assert priced_choices(lang, price, choices) == expected


@pytest.mark.parametrize(
    ("lang", "picker", "expected"),
    [
        # A size whose stock only a data attribute says, its button or radio enabled.
        (
            "es",
            '<div class="tallas"><button type="button" class="t" data-stock="4">M</button>'
            '<button type="button" class="t" data-stock="0">XL</button></div>',
            {("M", "InStock"), ("XL", "OutOfStock")},
        ),
        (
            "de",
            '<fieldset class="size-picker">'
            '<label><input type="radio" name="g" value="m" data-available="true"> M</label>'
            '<label><input type="radio" name="g" value="l" data-available="false"> L</label>'
            "</fieldset>",
            {("M", "InStock"), ("L", "OutOfStock")},
        ),
        (
            "nl",
            '<div class="maten"><button type="button" class="m" data-in-stock="true">S</button>'
            '<button type="button" class="m" data-in-stock="false">M</button></div>',
            {("S", "InStock"), ("M", "OutOfStock")},
        ),
        # All in stock: no picker that tells stock, no records of its own.
        (
            "es",
            '<div class="tallas"><button type="button" class="t" data-stock="4">M</button>'
            '<button type="button" class="t" data-stock="2">XL</button></div>',
            set(),
        ),
    ],
)
def test_a_choices_stock_in_a_data_attribute_is_its_own(
    lang: str, picker: str, expected: set[tuple[str, str]]
) -> None:
    page = _PAGE.format(lang=lang, price="49,00 \u20ac", stock="", choices=picker, cart="Kaufen")
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    assert {(r.label, r.availability or "-") for r in found if r.amount is None} == expected
