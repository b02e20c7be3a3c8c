"""A disabled choice's state is that choice's: one sold-out size is not the product sold out."""

import pytest

from monitor.extract import Rules, extract

_PAGE = """<!doctype html><html lang="{lang}"><body><main>
<h1>Produkt Nordwand</h1><div class="price">{price}</div>{stock}
<form>{choices}<button type="submit" class="buy">{cart}</button></form></main></body></html>"""


def states(lang: str, price: str, choices: str, stock: str = "", cart: str = "") -> set[str]:
    page = _PAGE.format(lang=lang, price=price, stock=stock, choices=choices, cart=cart or "Kaufen")
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    return {record.availability or "-" for record in found}


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
