"""A picker's options as records, where only its markup says which can be bought."""

import pytest

from monitor.extract import Rules, extract

_PAGE = """<!doctype html><html lang="{lang}"><body><main>
<h1>Produkt Nordwand</h1><p class="price">{price}</p>
<form class="product-form">{picker}<button type="submit">{cart}</button></form>
</main></body></html>"""


def options(lang: str, price: str, picker: str) -> set[tuple[str, str | None]]:
    page = _PAGE.format(lang=lang, price=price, picker=picker, cart="Kaufen")
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    return {(record.label, record.availability) for record in found if record.amount is None}


@pytest.mark.parametrize(
    ("lang", "price", "picker", "expected"),
    [
        # Shopify Dawn: radios, the sold-out one by its class and a screen reader's words.
        (
            "en",
            "$68.00 USD",
            '<fieldset><input type="radio" id="a" name="Size" value="S" checked>'
            '<label for="a">S</label><input type="radio" id="b" name="Size" value="M"'
            ' class="disabled"><label for="b">M<span class="visually-hidden">Variant sold out'
            " or unavailable</span></label></fieldset>",
            {("S", "InStock"), ("M", "SoldOut")},
        ),
        # A select whose placeholder has no value; the sold-out size disabled with its words.
        (
            "de",
            "89,95 €",
            '<select name="groesse"><option value="">Bitte Größe wählen</option>'
            '<option value="41">41</option><option value="42" disabled>42 (ausverkauft)'
            "</option></select>",
            {("41", "InStock"), ("42", "SoldOut")},
        ),
        # A Korean shop builder's select: its placeholder's value "*" and its rule's "**" are
        # marks alone, no variant (before: "[\ud544\uc218] \uc635\uc158..." was an option).
        (
            "ko",
            "39,000\uc6d0",
            '<select name="option1"><option value="*" selected>- [\ud544\uc218] \uc635\uc158\uc744'
            ' \uc120\ud0dd\ud574 \uc8fc\uc138\uc694 -</option><option value="**" disabled>'
            '-------------------</option><option value="P0000BKZ000A">\ube14\ub799 / S</option>'
            '<option value="P0000BKZ000F">[\ud488\uc808] \ud654\uc774\ud2b8 / L</option></select>',
            {("\ube14\ub799 / S", "InStock"), ("\ud654\uc774\ud2b8 / L", "SoldOut")},
        ),
        # WooCommerce's swatches: ARIA radios, one aria-disabled, its badge glued to its name.
        (
            "fr",
            "59,00 €",
            '<ul role="radiogroup" class="variable-items-wrapper">'
            '<li role="radio" class="variable-item" title="S" data-value="s"><span>S</span></li>'
            '<li role="radio" class="variable-item disabled" title="M" data-value="m"'
            ' aria-disabled="true"><span>M</span><span>Épuisé</span></li></ul>',
            {("S", "InStock"), ("M", "SoldOut")},
        ),
        # Shopware: radios named by ids, their labels by a title; the one not combinable.
        (
            "nl",
            "€ 79,95",
            '<div class="product-detail-configurator-options">'
            '<input type="radio" name="size" value="0193aa11bb22cc33dd44ee55ff660011" id="o1"'
            ' title="S"><label for="o1" title="S">S</label>'
            '<input type="radio" name="size" value="0193aa11bb22cc33dd44ee55ff660012" id="o2"'
            ' title="L" class="is-disabled" disabled><label for="o2" title="L">L</label></div>',
            {("S", "InStock"), ("L", "OutOfStock")},
        ),
        # PrestaShop: only its words say so, in Italian.
        (
            "it",
            "49,90 €",
            '<ul id="group_1"><li><label><input type="radio" name="group[1]" value="1" checked>'
            '<span>S</span></label></li><li><label><input type="radio" name="group[1]" value="3">'
            "<span>L \u2013 esaurito</span></label></li></ul>",
            {("S", "InStock"), ("L", "SoldOut")},
        ),
        # Buttons in a size box, Japanese brackets around the state's words.
        (
            "ja",
            "¥6,990",
            '<div class="sizes"><button type="button" class="size-btn">S</button>'
            '<button type="button" class="size-btn is-soldout" disabled>M\uff08在庫なし\uff09'
            "</button></div>",
            {("S", "InStock"), ("M", "OutOfStock")},
        ),
        # Shopify Debut: the sold-out variant's option has no value, its words are its value;
        # the placeholder is disabled and chosen. A country list is no picker.
        (
            "nl",
            "€129,00",
            '<select name="id"><option disabled selected>Kies een maat</option>'
            '<option value="39281112334455">S</option><option disabled="disabled">'
            'M - Uitverkocht</option></select><select id="land">'
            + "".join(f'<option value="c{k}">Land {k}</option>' for k in range(80))
            + "<option disabled>---</option></select>",
            {("S", "InStock"), ("M", "SoldOut")},
        ),
        # A picker repeated in a sticky bar gives each name once.
        (
            "sv",
            "1 299 kr",
            '<select name="id"><option value="1">S</option><option value="2">M - Slutsåld'
            '</option></select><div class="sticky"><select name="id"><option value="1">S'
            '</option><option value="2" disabled>M - Slutsåld</option></select></div>',
            {("S", "InStock"), ("M", "SoldOut")},
        ),
        # Polish ARIA radios, the state in a class and for a screen reader.
        (
            "pl",
            "599,00 zł",
            '<div role="radiogroup"><div role="radio" aria-checked="true" class="size">S</div>'
            '<div role="radio" aria-disabled="true" class="size size--unavailable">L'
            '<span class="sr-only"> niedostępny</span></div></div>',
            {("S", "InStock"), ("L", "OutOfStock")},
        ),
        # Sizes with a slash in their name, and a name whose lower case is longer (Turkish).
        (
            "en",
            "$20.00",
            '<select name="size"><option value="1001">S/M</option><option value="1002" '
            'disabled>M/L</option><option value="1003">L/XL</option></select>',
            {("S/M", "InStock"), ("M/L", "OutOfStock"), ("L/XL", "InStock")},
        ),
        (
            "tr",
            "200 TL",
            '<select name="renk"><option value="a">İndigo İpek \u2013 Tükendi'
            '</option><option value="b">Mavi</option></select>',
            {("İndigo İpek", "SoldOut"), ("Mavi", "InStock")},
        ),
        # Each size's state beside its label, in a list item of its own.
        (
            "cs",
            "590 Kč",
            '<ul class="sizes"><li><label><input type="radio" name="size">S</label> <span>'
            'Vyprodáno</span></li><li><label><input type="radio" name="size">M</label> <span>'
            "Skladem</span></li></ul>",
            {("S", "SoldOut"), ("M", "InStock")},
        ),
        (
            "de",
            "149,00 €",
            '<div class="swatch"><input type="radio" name="size" id="a"><label for="a">S</label>'
            '</div><div class="swatch"><input type="radio" name="size" id="b"><label for="b">M'
            '</label><span class="badge">Ausverkauft</span></div>',
            {("S", "InStock"), ("M", "SoldOut")},
        ),
        # Arabic's "small" holds the letters of "not" (\u063a\u064a\u0631): in stock all the same.
        (
            "ar",
            "129 ر.س",
            '<ul><li><label><input type="radio" name="size">صغير</label> <span>متوفر</span></li>'
            '<li><label><input type="radio" name="size">كبير</label> <span>غير متوفر</span></li>'
            "</ul>",
            {("صغير", "InStock"), ("كبير", "OutOfStock")},
        ),
    ],
)
def test_a_pickers_options_are_read_with_their_stock(
    lang: str, price: str, picker: str, expected: set[tuple[str, str | None]]
) -> None:
    assert options(lang, price, picker) == expected


@pytest.mark.parametrize(
    ("lang", "price", "picker", "expected"),
    [
        # Each size's button alone in a list item: the list is the picker.
        (
            "es",
            "119,95 \u20ac",
            '<fieldset><legend>Talla</legend><ul><li><button type="button" name="talla"'
            ' value="39">39</button></li><li><button type="button" name="talla" value="40">40'
            '</button></li><li><button type="button" name="talla" value="41" disabled>41'
            " <small>Agotado</small></button></li></ul></fieldset>",
            {("39", "InStock"), ("40", "InStock"), ("41", "SoldOut")},
        ),
        # Two wrappers deep, a grid's cell and its inner div; the state by its class.
        (
            "pl",
            "249,00 z\u0142",
            '<div class="size-picker"><div class="cell"><div class="in"><button type="button"'
            ' class="size">S</button></div></div><div class="cell"><div class="in"><button'
            ' type="button" class="size sold-out">M</button></div></div><div class="cell">'
            '<div class="in"><button type="button" class="size">L</button></div></div></div>',
            {("S", "InStock"), ("M", "SoldOut"), ("L", "InStock")},
        ),
        # Swatches each in a list item, the sold-out one by its words.
        (
            "cs",
            "1 290 K\u010d",
            '<ul class="variant-swatches"><li><span data-value="cerna">\u010cern\u00e1</span>'
            '</li><li><span data-value="bila">B\u00edl\u00e1 \u2013 vyprod\u00e1no</span>'
            "</li></ul>",
            {("\u010cern\u00e1", "InStock"), ("B\u00edl\u00e1", "SoldOut")},
        ),
    ],
)
def test_options_each_wrapped_alone_are_one_picker(
    lang: str, price: str, picker: str, expected: set[tuple[str, str | None]]
) -> None:
    assert options(lang, price, picker) == expected


@pytest.mark.parametrize(
    ("lang", "price", "picker"),
    [
        # Near misses: wrappers that hold words of their own beside the button are items of
        # a list of something else (a list of offers, each with its button).
        (
            "en",
            "$35.00",
            '<form class="options"><ul><li>Gift wrap <button type="button">Add</button></li>'
            '<li>Engraving <button type="button" disabled>Add</button></li></ul></form>',
        ),
        # Each button in a picker of its own, its only option the chosen and disabled one.
        (
            "de",
            "49,00 \u20ac",
            '<form><div class="a"><p>Farbe</p><div><button type="button" disabled'
            ' aria-pressed="true">Rot</button></div></div></form>',
        ),
    ],
)
def test_wrapped_buttons_with_words_of_their_own_give_no_records(
    lang: str, price: str, picker: str
) -> None:
    assert options(lang, price, picker) == set()


@pytest.mark.parametrize(
    ("lang", "price", "picker"),
    [
        # Only the chosen option is disabled: it is not chosen twice, nothing is sold out.
        (
            "en",
            "$35.00",
            '<div class="swatches"><button type="button" class="swatch is-selected" disabled>'
            'Natural</button><button type="button" class="swatch">Black</button></div>',
        ),
        # A quantity's select and stepper, and a carousel's arrow disabled at its start.
        (
            "de",
            "19,90 €",
            '<select name="quantity"><option value="1">1</option><option value="2">2</option>'
            '<option value="3" disabled>3</option></select><div class="qty">'
            '<button type="button" disabled>-</button><button type="button">+</button></div>'
            '<div class="carousel"><button type="button" aria-label="Zurück" disabled>'
            '</button><button type="button" aria-label="Weiter"></button></div>',
        ),
        # A placeholder disabled and chosen; no option is marked.
        (
            "es",
            "39,95 €",
            '<select name="talla"><option value="" disabled selected>Elige una talla</option>'
            '<option value="s">S</option><option value="m">M</option></select>',
        ),
        # Options that show their own price: the price reader gives each its state.
        (
            "nl",
            "Vanaf € 89,95",
            '<fieldset><label><input type="radio" name="m" value="S"> S € 89,95</label>'
            '<label><input type="radio" name="m" value="XL" disabled> XL € 99,95'
            " Uitverkocht</label></fieldset>",
        ),
        # A billing toggle and a currency switcher, the current one disabled.
        (
            "en",
            "$29 / month",
            '<div class="billing-selector"><button type="button" class="t" aria-pressed="true"'
            ' disabled>Monthly</button><button type="button" class="t">Yearly</button></div>'
            '<div class="currency-selector"><button type="button" class="c" aria-disabled='
            '"true">USD</button><button type="button" class="c">EUR</button></div>',
        ),
        # A country's select with a disabled rule between its parts; a delivery's radios.
        (
            "en",
            "$29.00",
            '<select name="country"><option>United States</option><option disabled>'
            "────</option><option>Germany</option></select>"
            '<fieldset class="delivery"><label><input type="radio" name="ship" checked> '
            'Standard</label><label><input type="radio" name="ship" disabled> Express</label>'
            "</fieldset>",
        ),
    ],
)
def test_a_picker_that_says_no_stock_gives_no_records(lang: str, price: str, picker: str) -> None:
    assert options(lang, price, picker) == set()


def test_numbers_only_a_digits_test_takes_for_digits_are_no_crash() -> None:
    picker = '<select name="x"><option>1</option><option>\u00b2</option><option disabled>3'
    assert ("3", "OutOfStock") in options("en", "$100.00", picker + "</option></select>")


def test_a_text_page_reads_the_option_records_its_closed_select_hides() -> None:
    """Text mode shows a closed select's chosen option alone: a size back in stock or added
    changed nothing in it (before: no option record in text mode), as a priced option's
    record in the table always did."""

    def text_digest(options: str) -> str:
        page = _PAGE.format(
            lang="de", price="89,95 €", picker=f'<select name="g">{options}</select>', cart="Kaufen"
        )
        return extract(page.encode(), "text/html", Rules(extract="text")).digest

    sold_out = '<option value="41">41</option><option value="42" disabled>42</option>'
    back = '<option value="41">41</option><option value="42">42</option>'
    assert text_digest(sold_out) != text_digest(back)
    assert text_digest(sold_out) == text_digest(sold_out.replace("41<", " 41 <"))
