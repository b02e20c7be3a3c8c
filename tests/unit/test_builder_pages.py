"""Pages of marketing-site builders (Notion-based sites, HubSpot, Unbounce): a disclosure's
panel that the page's stylesheet hides until it is opened, cards drawn with an icon above
their name, a table of yearly prices under the cards."""

from decimal import Decimal

import pytest

from monitor.extract import Rules, extract

Read = list[tuple[str, Decimal | None, str | None]]


def read(main: str, style: str = "", lang: str = "en") -> Read:
    body = f"<html lang={lang}><head><style>{style}</style></head><body><main>{main}</main>"
    body += "<footer><p>&copy; 2026</p></footer></body></html>"
    found = extract(body.encode(), "text/html", Rules(extract="prices"))
    return [(r.label, r.amount, r.period) for r in found.prices]


CLOSED = ".toggle.closed > div { display: none }"


@pytest.mark.parametrize(
    ("main", "style", "expected"),
    [
        pytest.param(
            '<h2>Pro</h2><p>$20 / month</p><details class="toggle closed"><summary>Pay yearly'
            "</summary><div><p>Pro: $200 / year</p></div></details>",
            CLOSED,
            [("Pro", Decimal(20), "month"), ("Pro", Decimal(200), "year")],
            id="a Notion-like toggle hidden by its class rule",
        ),
        pytest.param(
            '<h2>Plus</h2><p>149 kr/mån</p><details><summary>Årsvis</summary><div style="display:'
            'none"><p>Plus: 1 490 kr/år</p></div></details>',
            "",
            [("Plus", Decimal(149), "month"), ("Plus", Decimal(1490), "year")],
            id="an accordion's script hides the panel inline (Swedish)",
        ),
        pytest.param(
            '<h2>Groei</h2><p>€ 39 per maand</p><details class="toggle closed"><summary>Vragen'
            "</summary><section><p>Onderwijs: € 19 per maand</p></section></details>",
            ".toggle.closed > section { display: none }",
            [("Groei", Decimal(39), "month"), ("Groei", Decimal(19), "month")],
            id="an FAQ answer with a price (Dutch)",
        ),
        pytest.param(
            '<h2>Pro</h2><p>$20 / month</p><div class="toggle closed"><div><p>$999 / month</p>'
            "</div></div>",
            CLOSED,
            [("Pro", Decimal(20), "month")],
            id="decoy: the same rule outside a <details> still hides",
        ),
        pytest.param(
            "<h2>Pro</h2><details><summary>Yearly</summary><div><p>$2<span style="
            '"display:none">7</span>00 / year</p></div></details>',
            "",
            [("Pro", Decimal(200), "year")],
            id="decoy: a digit hidden inside the panel's price stays hidden",
        ),
        pytest.param(
            "<h2>Pro</h2><p>$20 / month</p><details><summary>Yearly</summary><div hidden><p>$200"
            " / year</p></div></details>",
            "",
            [("Pro", Decimal(20), "month")],
            id="decoy: a panel its markup hides is hidden whatever the disclosure",
        ),
    ],
)
def test_a_disclosures_panel_hidden_by_a_style_is_the_pages(
    main: str, style: str, expected: Read
) -> None:
    assert read(main, style) == expected


def cards(*names: str, price: str = "${}/mo") -> str:
    return "".join(
        f"<div class=card><div>{icon}</div><p><strong>{name}</strong></p>"
        f"<p>{price.format(10 * (k + 1))}</p></div>"
        for k, (icon, name) in enumerate(zip(["🌱", "✂️", "★"], names, strict=False))
    )


@pytest.mark.parametrize(
    ("main", "expected"),
    [
        pytest.param(
            "<h1>Pricing</h1>" + cards("Basic", "Team", "Scale"),
            [("Basic", Decimal(10)), ("Team", Decimal(20)), ("Scale", Decimal(30))],
            id="an icon above each card's name",
        ),
        pytest.param(
            "<h1>Tillval</h1><div><div>📱</div><p>SMS: 0,59 kr per sms</p></div>"
            "<div><div>🧾</div><p>Kassa: 49 kr/mån</p></div>",
            [("Tillval (SMS)", Decimal("0.59")), ("Tillval (Kassa)", Decimal(49))],
            id="an icon above lines that name themselves (Swedish)",
        ),
        pytest.param(
            "<h1>Pricing</h1>"
            + cards("Basic", "Team")
            + "<table><tr><th>Plan</th><th>Yearly</th></tr><tr><td>Basic</td><td>$100/yr</td>"
            "</tr><tr><td>Team</td><td>$200/yr</td></tr></table>",
            [
                ("Basic", Decimal(10)),
                ("Team", Decimal(20)),
                ("Basic", Decimal(100)),
                ("Team", Decimal(200)),
            ],
            id="a table of yearly prices under the cards",
        ),
        pytest.param(
            "<h1>Pricing</h1><p>Plan 2</p><p>$20/mo</p><p>Plan 3</p><p>$30/mo</p>",
            [("Plan 2", Decimal(20)), ("Plan 3", Decimal(30))],
            id="decoy: a name with a digit is still a name",
        ),
    ],
)
def test_cards_are_named_by_their_words(main: str, expected: list[tuple[str, Decimal]]) -> None:
    assert [(label, amount) for label, amount, _ in read(main)] == expected


def accordion(
    head: str, panel: str, hidden: str = ' style="display:none"', at: str = "p1", **control: str
) -> str:
    """An accordion's section: its button names the panel it opens (``aria-controls``)."""
    attributes = {"aria-expanded": "false", "aria-controls": at, **control}
    written = " ".join(f'{name}="{value}"' for name, value in attributes.items())
    return f'<button type="button" {written}>{head}</button><div id="{at}"{hidden}>{panel}</div>'


@pytest.mark.parametrize(
    ("main", "lang", "expected"),
    [
        pytest.param(
            "<h2>Консультации</h2><table><tr><td>Осмотр</td><td>900 ₽</td></tr></table>"
            + accordion(
                "Лечение зубов",
                "<table><tr><td>Пломба</td><td>от 3 900 ₽</td></tr>"
                "<tr><td>Винир</td><td>34 000 ₽</td></tr></table>",
            ),
            "ru",
            [("Осмотр", Decimal(900)), ("Пломба", Decimal(3900)), ("Винир", Decimal(34000))],
            id="a price list's closed category, hidden inline (Russian, a table)",
        ),
        pytest.param(
            "<h2>Strzyżenie</h2><p>Damskie</p><p>120 zł</p>"
            + accordion("Koloryzacja", "<p>Odrosty</p><p>od 180 zł</p>", hidden=" hidden"),
            "pl",
            [("Damskie", Decimal(120)), ("Odrosty", Decimal(180))],
            id="a WAI-ARIA accordion's panel, hidden by its markup (Polish)",
        ),
        pytest.param(
            "<h2>Servis</h2><dl><dt>Výměna oleje</dt><dd>690 Kč</dd></dl>"
            + accordion(
                "Pneuservis",
                "<dl><dt>Přezutí</dt><dd>990 Kč</dd></dl>",
                **{"class": "accordion-button collapsed", "data-bs-toggle": "collapse"},
            ),
            "cs",
            [("Výměna oleje", Decimal(690)), ("Přezutí", Decimal(990))],
            id="a Bootstrap collapse (Czech, a definition list)",
        ),
        pytest.param(
            "<h2>Webhosting</h2>"
            + accordion(
                "Hosting", "<p>Start</p><p>49 Kč / měsíc</p>", "", "a1", **{"aria-expanded": "true"}
            )
            + accordion("Domény", "<p>.cz</p><p>219 Kč / rok</p>", ' aria-hidden="true"', "a2"),
            "cs",
            [("Start", Decimal(49)), (".cz", Decimal(219))],
            id="an accordion's panel hidden from screen readers, beside an open twin (Czech)",
        ),
        pytest.param(
            "<h2>Planes</h2><p>Pro</p><p>49 € / mes</p>"
            + accordion(
                "Ver todos los precios",
                "<h2>Complementos</h2><ul><li>Usuario adicional: 5 € / mes</li>"
                "<li>Dominio propio: 12 € / año</li></ul>",
                ' class="drawer" aria-hidden="true"',
                "todos",
            ),
            "es",
            [
                ("Planes", Decimal(49)),
                ("Complementos (Usuario adicional)", Decimal(5)),
                ("Complementos (Dominio propio)", Decimal(12)),
            ],
            id="a drawer of prices a closed control opens, aria-hidden (Spanish)",
        ),
        pytest.param(
            "<h2>Csomagok</h2>"
            + accordion("Alap", "<p>4 900 Ft / hó</p>", "", "a1", **{"aria-expanded": "true"})
            + accordion("Mennyibe kerül a költözés?", "<p>Egyszeri 9 900 Ft.</p>", " hidden", "a2"),
            "hu",
            [("Csomagok", Decimal(4900))],
            id="decoy: an FAQ's answer beside an open twin panel is no alternative of it",
        ),
        pytest.param(
            "<h2>Csomagok</h2>"
            + accordion("Alap", "<p>4 900 Ft / hó</p>", "", "a1", **{"aria-expanded": "true"})
            + accordion(
                "Mennyibe kerül a költözés?",
                "<p>Egyszeri 9 900 Ft.</p>",
                ' aria-hidden="true"',
                "a2",
            ),
            "hu",
            [("Csomagok", Decimal(4900))],
            id="decoy: an FAQ's answer hidden from screen readers stays hidden",
        ),
        pytest.param(
            "<h2>Pro</h2><p>$20 / month</p>"
            + accordion("Can I change plans later?", "<p>Yes; Enterprise is $999 / month.</p>"),
            "en",
            [("Pro", Decimal(20))],
            id="decoy: an FAQ's answer behind a question stays hidden",
        ),
        pytest.param(
            "<h2>Pro</h2><p>$20 / month</p>"
            + accordion("Yearly", "<p>$200 / year</p>", role="tab"),
            "en",
            [("Pro", Decimal(20))],
            id="decoy: a tab's panel is not opened (only a twin makes it an alternative)",
        ),
        pytest.param(
            "<h2>Pro</h2><p>$20 / month</p>"
            + accordion("Pro", "<p>$999 / month</p>", **{"aria-expanded": "true"}),
            "en",
            [("Pro", Decimal(20))],
            id="decoy: an open disclosure's hidden panel is hidden by something else",
        ),
    ],
)
def test_a_closed_accordions_section_of_prices_is_the_pages(
    main: str, lang: str, expected: list[tuple[str, Decimal]]
) -> None:
    assert [(label, amount) for label, amount, _ in read(main, lang=lang)] == expected
