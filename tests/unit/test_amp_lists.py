"""AMP's lists drawn from the page's own state: rendered as the runtime renders them, each
item through the list's mustache template, so an add-on's price is read beside its name."""

import pytest

from monitor.extract import Rules, amp_lists, extract, page


def table(html: str) -> list[str]:
    snapshot = extract(html.encode(), "text/html; charset=utf-8", Rules(extract="prices"))
    return [f"{record.label}: {record.shown()}" for record in snapshot.prices]


def _list(state: str, template: str, attributes: str = 'items="items"') -> str:
    return (
        f'<amp-state id="extra"><script type="application/json">{state}</script></amp-state>'
        f'<amp-list layout="fixed-height" height="90" src="amp-state:extra" {attributes}>'
        f'<template type="amp-mustache">{template}</template>'
        "<div placeholder>Caricamento…</div></amp-list>"
    )


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # Italian, the period inside the state's string: read with it, as a reader sees it.
        (
            '<html lang="it"><body><h2>Servizi aggiuntivi</h2>'
            + _list(
                '{"items": [{"nome": "Firma digitale", "prezzo": "€ 4 / mese"},'
                ' {"nome": "Utente aggiuntivo", "prezzo": "€ 5 / mese"}]}',
                "<div><span>{{nome}}</span> <strong>{{prezzo}}</strong></div>",
            )
            + "</body></html>",
            [
                "Servizi aggiuntivi (Firma digitale): €4.00/mo",
                "Servizi aggiuntivi (Utente aggiuntivo): €5.00/mo",
            ],
        ),
        # Dutch, the amount a number beside its sign in the template; a section per item.
        (
            '<html lang="nl"><body><h2>Extra</h2>'
            + _list(
                '{"opties": {"lijst": [{"naam": "Extra kassa", "bedrag": "10,00"}]}}',
                "{{#lijst}}<p>{{naam}} € {{bedrag}} per maand</p>{{/lijst}}",
                'items="opties"',
            )
            + "</body></html>",
            ["Extra: €10.00/mo"],
        ),
        # A list fetched from a URL is not the page's: nothing to render.
        (
            '<html lang="en"><body><h2>Pro</h2><p>$9/mo</p><h2>Add-ons</h2><amp-list src="https://x.test/addons.json"'
            ' layout="fixed-height" height="90"><template type="amp-mustache"><p>{{name}}'
            " {{price}}</p></template></amp-list></body></html>",
            ["Pro: $9.00/mo"],
        ),
    ],
)
def test_an_amp_list_of_the_pages_state_is_read_as_rendered(html: str, expected: list[str]) -> None:
    assert table(html) == expected


def test_the_placeholder_goes_where_the_items_are_rendered() -> None:
    source = (
        "<html><body>"
        + _list('{"items": [{"n": "A"}, {"n": "B"}]}', "<i>{{n}}</i>")
        + "</body></html>"
    )
    text = page.parse(source).body.text(deep=True)  # type: ignore[union-attr]
    assert "Caricamento" not in text
    assert "AB" in text


@pytest.mark.parametrize(
    ("template", "item", "written"),
    [
        ("{{a}} {{b.c}}", {"a": "x", "b": {"c": 2}}, "x 2"),
        ("{{a}}", {"a": "<b>"}, "&lt;b&gt;"),  # escaped, as mustache writes a double one
        ("{{{a}}}|{{&a}}", {"a": "<b>"}, "<b>|<b>"),
        ("{{#on}}yes{{/on}}{{^on}}no{{/on}}", {"on": False}, "no"),
        ("{{#xs}}[{{.}}]{{/xs}}", {"xs": [1, 2]}, "[1][2]"),
        ("{{missing}}-", {}, "-"),
    ],
)
def test_a_mustache_template_is_filled_as_mustache_fills_it(
    template: str, item: object, written: str
) -> None:
    assert amp_lists.fill(template, item) == written
