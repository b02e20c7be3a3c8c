"""Normalisation, decoding, classification and diffs: small cases, each showing one rule."""

import json
import re
from collections.abc import Callable, Sequence
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from monitor import errors
from monitor.extract import (
    PriceRecord,
    Rules,
    Snapshot,
    _of_other_amounts,
    classify_change,
    extract,
)
from monitor.extract.compare import price_changes, text_changes
from monitor.extract.decode import decode

HTML = "text/html; charset=utf-8"


def text(html: str, **rules: object) -> str:
    return extract(html.encode(), HTML, Rules(**rules)).text  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ("<p>a</p><p>b</p>", "a\nb"),
        ("<p>  a \n\t b  </p>", "a b"),
        ("<p><span>$</span><span>19</span>.<span>99</span></p>", "$19.99"),
        ("<p>$1<!-- -->9</p>", "$19"),
        ("<p>a<br>b</p>", "a\nb"),
        ("<ul><li>one</li><li>two</li></ul>", "one\ntwo"),
        ("<table><tr><td>CX11</td><td><p>€3</p></td></tr></table>", "CX11 | €3"),
        ("<p>a</p><script>var t='x'</script><style>p{}</style><p>b</p>", "a\nb"),
        ("<p>a</p><input type=hidden value=tok><!-- build 42 --><p>b</p>", "a\nb"),
        ("<p hidden>x</p><p style='display: none'>y</p><p aria-hidden=true>z</p><p>a</p>", "a"),
        ("<p style='visibility:hidden'>x</p><p style='color:red'>a</p>", "a"),
        ("<body><template><p>x</p></template><noscript>y</noscript><p>a</p>", "a"),
        ("<p>caf\u00e9\u00a0bar</p>", "café bar"),
        ("<p>a\x01b\x07</p>", "ab"),
        (
            "<p>&rlm;<span dir=ltr>\u20aa39</span>&rlm; \u05dc\u05d7\u05d5\u05d3\u05e9</p>",
            "\u20aa39 \u05dc\u05d7\u05d5\u05d3\u05e9",
        ),  # bidi marks are invisible
        ("<p>\u2067$9\u2069/mo &lrm;x</p>", "$9/mo x"),
        # aria-hidden hides from screen readers: from the eye only what the page shows again
        (
            "<p><del aria-hidden=true>$24</del> <ins aria-hidden=true>$19</ins><span style='posit"
            "ion:absolute;clip:rect(1px,1px,1px,1px)'>Was $24, now $19</span></p>",
            "$24 $19",
        ),
        ("<div><p>$99/mo</p><div aria-hidden=true>Was $149/mo</div></div>", "$99/mo"),
        # ... in a component's wrapper of its own, as much as beside the price
        ("<div><p>$99/mo</p><x-tip><div aria-hidden=true>Was $149</div></x-tip></div>", "$99/mo"),
        ("<div><x-tip><p><del aria-hidden=true>$24</del></p></x-tip><p>Pro</p></div>", "$24\nPro"),
        ("<p>Pro<span aria-hidden=true>\u2605 4</span></p>", "Pro"),
        # a currency's sign hidden from readers (who hear the price in words) is the eye's
        (
            "<p><span aria-hidden=true>R$</span><span>49</span>/mês"
            "<span class=sr-only>49 reais por mês</span></p>",
            "R$49/mês 49 reais por mês",
        ),
        ("<p><span>49</span> <span aria-hidden=true>zł</span></p>", "49 zł"),
        ("<p>Pro <span aria-hidden=true>€</span> plan</p>", "Pro plan"),  # no amount beside it
    ],
)
def test_visible_text_is_normalised(html: str, expected: str) -> None:
    assert text(html) == expected


STARS = "<svg aria-hidden=true><use href='#star'></use></svg>" * 5


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # a star rating's figure, hidden from readers who hear the sr-only words, with the
        # count after the stars: the eye reads both
        (
            "<div><span class=sr-only>Rating: 4.7 out of 5</span><span aria-hidden=true>4.7"
            f"</span>{STARS}<span>(2,318)</span></div>",
            "Rating: 4.7 out of 5 4.7(2,318)",
        ),
        (f"<div><span aria-hidden=true>4,6</span>{STARS}<span>[912]</span></div>", "4,6[912]"),
        # no count after it, a figure that is no rating, a count that is no bracketed count
        (
            f"<div><span aria-hidden=true>4.7</span>{STARS}<span>Bestseller</span></div>",
            "Bestseller",
        ),
        (f"<div><span aria-hidden=true>12.5</span>{STARS}<span>(212)</span></div>", "(212)"),
        ("<div><span aria-hidden=true>4.7</span><span>212 reviews</span></div>", "212 reviews"),
    ],
)
def test_a_ratings_figure_before_its_count_is_the_eyes(html: str, expected: str) -> None:
    assert text(html, volatile="keep") == expected


def test_selector_ignore_and_ignore_text_narrow_what_is_compared() -> None:
    html = (
        "<nav>Home</nav><main><div class=banner>Sale ends in 3h</div>"
        "<h3>Team</h3><p>$19/mo</p><p>Updated 2026-11-30</p></main>"
    )
    assert text(html, selector="main", ignore=(".banner",), ignore_text=(r"Updated \S+",)) == (
        "Team\n$19/mo"
    )


def test_every_match_of_the_selector_counts_in_document_order() -> None:
    assert text("<p class=x>a</p><p>b</p><p class=x>c</p>", selector=".x") == "a\nc"


@pytest.mark.parametrize(
    ("rules", "html", "error"),
    [
        (Rules(selector="#plans"), "<p>$10</p>", errors.RegionNotFound),
        (Rules(extract="prices"), "<p>Free for everyone</p>", errors.NoPrices),
        (Rules(extract="prices", selector="#x"), "<p id=x>nothing</p>", errors.NoPrices),
    ],
)
def test_rules_that_find_nothing_fail_permanently(
    rules: Rules, html: str, error: type[errors.ExtractionError]
) -> None:
    with pytest.raises(error):
        extract(html.encode(), HTML, rules)


_OTHER_LINES = "".join(f"<p>Detail {n}</p>" for n in range(12))


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # A shop that hides a product's price while it cannot be bought: its state.
        (
            "<h1>Acme Widget</h1><p>Currently unavailable.</p><button>Notify me</button>",
            PriceRecord(label="Acme Widget", amount=None, availability="OutOfStock"),
        ),
        (
            "<header><h1>Boutique</h1></header><main><h2>Chaise Oslo</h2>"
            "<p>Rupture de stock</p></main>",
            PriceRecord(label="Chaise Oslo", amount=None, availability="OutOfStock"),
        ),
        (
            "<h1>Kaffeem\u00fchle</h1><p>Ausverkauft</p>",
            PriceRecord(label="Kaffeem\u00fchle", amount=None, availability="SoldOut"),
        ),
        (
            "<h1>Silla Oslo</h1><p>Agotado</p>",
            PriceRecord(label="Silla Oslo", amount=None, availability="SoldOut"),
        ),
        (
            "<h1>\u6905\u5b50</h1><p>\u5728\u5eab\u5207\u308c</p>",
            PriceRecord(label="\u6905\u5b50", amount=None, availability="OutOfStock"),
        ),
        (
            "<h1>Widget</h1><p>Discontinued</p>",
            PriceRecord(label="Widget", amount=None, availability="Discontinued"),
        ),
        # A product on sale, or one that asks to contact sales, with no price shown is drawn
        # by a script: the check fails.
        ("<h1>Bagger X200</h1><p>Preis auf Anfrage</p>", None),
        ("<h1>Enterprise</h1><p>Contact us for pricing</p>", None),
        ("<h1>Acme Widget</h1><p>In stock</p><button>Add to cart</button>", None),
        ("<h1>Pricing</h1><p>Our prices are being revised.</p>", None),
        ("<p>Widget</p><p>Sold out</p>", None),  # no heading names a product
        (f"<h1>Widget</h1>{_OTHER_LINES}<p>Sold out</p>", None),  # far below it: another's
    ],
)
def test_a_page_that_shows_no_price_has_its_products_state_if_it_cannot_be_bought(
    html: str, expected: PriceRecord | None
) -> None:
    body = f"<html><body>{html}</body></html>".encode()
    if expected is None:
        with pytest.raises(errors.NoPrices):
            extract(body, HTML, Rules(extract="prices"))
    else:
        assert extract(body, HTML, Rules(extract="prices")).prices == (expected,)


_TIERS = (
    '[{"up_to": 10, "unit_amount": 900, "currency": "usd"},'
    ' {"up_to": null, "unit_amount": 700, "currency": "usd"}]'
)


@pytest.mark.parametrize(
    ("hero", "expected"),
    [
        # A page whose only prices are a region's tiers shows prices: its hero's "Contact
        # sales" or a badge is no product without an amount beside them.
        ("<p>Contact sales</p>", ["Team (1-10)", "Team (11+)"]),
        ("<p>Sold out</p>", ["Team (1-10)", "Team (11+)"]),
        ("<p>Preis auf Anfrage</p>", ["Team (1-10)", "Team (11+)"]),
        ("<p>Simple pricing for teams.</p>", ["Team (1-10)", "Team (11+)"]),
    ],
)
def test_a_page_priced_by_its_regions_tiers_has_no_unpriced_product(
    hero: str, expected: list[str]
) -> None:
    body = (
        f"<html><body><h1>Pricing</h1>{hero}<div data-tiers='{_TIERS}'><h3>Team</h3>"
        "<p>Per seat</p></div></body></html>"
    ).encode()
    prices = extract(body, HTML, Rules(extract="prices")).prices
    assert [record.label for record in prices] == expected
    assert all(record.amount is not None for record in prices)


@pytest.mark.parametrize(
    ("body", "content_type", "expected"),
    [
        ("<p>3,79 €</p>".encode("cp1252"), "text/html; charset=windows-1252", "3,79 €"),
        ("<p>3,79 €</p>".encode("cp1252"), "text/html; charset=iso-8859-1", "3,79 €"),
        ('<meta charset="windows-1252"><p>3,79 €</p>'.encode("cp1252"), "text/html", "3,79 €"),
        (
            '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-15">'
            "<p>3,79 €</p>".encode("iso-8859-15"),
            "text/html",
            "3,79 €",
        ),
        ("\ufeff<p>3,79 €</p>".encode(), "text/html; charset=latin-1", "3,79 €"),
        ("<p>3,79 €</p>".encode(), "text/html", "3,79 €"),
        ("<p>3,79 €</p>".encode(), "text/html; charset=nonsense", "3,79 €"),
    ],
)
def test_the_charset_comes_from_the_header_then_the_page_then_detection(
    body: bytes, content_type: str, expected: str
) -> None:
    assert extract(body, content_type, Rules()).text == expected


def test_json_bodies_compare_as_canonical_text() -> None:
    one = extract(
        b'{"plans": [{"name": "Team", "price": 19}], "ts": 1}', "application/json", Rules()
    )
    two = extract(
        b'{"ts": 1,\n "plans": [{"price": 19, "name": "Team"}]}', "application/json", Rules()
    )
    assert one.digest == two.digest
    assert one.prices == (PriceRecord(label="Team", amount=Decimal(19)),)


@pytest.mark.parametrize(
    ("one", "two", "same"),
    [
        # An API's products in another order (by popularity, by when a cache filled): the same.
        (
            '{"products": [{"name": "A", "price": 1}, {"name": "B", "price": 2}]}',
            '{"products": [{"name": "B", "price": 2}, {"name": "A", "price": 1}]}',
            True,
        ),
        # A list of plain values keeps its order: a feature list moved is a change.
        ('{"features": ["SSO", "API"]}', '{"features": ["API", "SSO"]}', False),
    ],
)
def test_a_json_bodys_text_holds_its_lists_of_objects_in_one_order(
    one: str, two: str, same: bool
) -> None:
    digests = [extract(body.encode(), "application/json", Rules()).digest for body in (one, two)]
    assert (digests[0] == digests[1]) == same


def test_plain_text_compares_as_lines() -> None:
    found = extract(b"Basic  $5/mo\r\n\r\nPro $9/mo\n", "text/plain", Rules())
    assert found.text == "Basic | $5/mo\nPro $9/mo"  # two spaces or a tab apart: columns
    assert [record.label for record in found.prices] == ["Basic", "Pro"]


@pytest.mark.parametrize("text", ["Team\n$19/mo", "Team\n$19/mo\n" + "ab3f" * 100_000])
def test_a_snapshot_survives_compression(text: str) -> None:
    # The second is compressed at the fastest level, as large snapshots are.
    snapshot = Snapshot(
        mode="text",
        text=text,
        prices=(PriceRecord(label="Team", amount=Decimal("19"), currency="$", period="month"),),
    )
    assert Snapshot.decompressed(snapshot.compressed()) == snapshot


def test_rules_survive_storage() -> None:
    rules = Rules(extract="prices", selector="#p", ignore=(".a", ".b"), ignore_text=(r"\d+ left",))
    assert Rules.from_json(rules.to_json()) == rules


@pytest.mark.parametrize(
    ("recent", "digest", "status"),
    [
        ((), "a", "baseline"),
        (("a",), "a", "unchanged"),
        (("a",), "b", "changed"),
        (("b", "a"), "a", "unchanged"),
        (("b", "a"), "c", "changed"),
    ],
)
def test_classify_change(recent: tuple[str, ...], digest: str, status: str) -> None:
    assert classify_change(recent, digest) == status


def plan(label: str, amount: str | None, period: str | None = "month", **extra: str) -> PriceRecord:
    value = Decimal(amount) if amount is not None else None
    return PriceRecord(
        label=label,
        amount=value,
        currency=extra.get("currency", "$"),
        period=period,
        availability=extra.get("availability"),
    )


@pytest.mark.parametrize(
    ("before", "after", "lines"),
    [
        ([plan("Team", "19")], [plan("Team", "24")], ["Team: $19.00/mo → $24.00/mo"]),
        ([plan("Team", "19")], [plan("Team", "19"), plan("Scale", "99")], ["+ Scale: $99.00/mo"]),
        ([plan("Starter", "0"), plan("Team", "19")], [plan("Team", "19")], ["- Starter"]),
        (
            [plan("Team", "19")],
            [plan("Team", "19", currency="EUR")],
            ["Team: $19.00/mo → €19.00/mo"],
        ),
        ([plan("Team", "19")], [plan("Team", "19", "year")], ["Team: $19.00/mo → $19.00/yr"]),
        (
            [plan("Team", "19"), plan("Team", "190", "year")],
            [plan("Team", "190", "year")],
            ["- Team"],
        ),
        (
            [plan("Box", "5", None, availability="InStock")],
            [plan("Box", "5", None, availability="OutOfStock")],
            ["Box: $5.00 (InStock) → $5.00 (OutOfStock)"],
        ),
        (
            [plan("Enterprise", None, None)],
            [plan("Enterprise", "99")],
            ["Enterprise: contact sales → $99.00/mo"],
        ),
        (
            [plan("Enterprise", None)],
            [plan("Enterprise", "99")],
            ["Enterprise: contact sales → $99.00/mo"],
        ),
        (
            [plan("A", "1"), plan("A", "2")],
            [plan("A", "1"), plan("A", "3")],
            ["A: $2.00/mo → $3.00/mo"],
        ),
        ([plan("Team", "19")], [plan("Team", "19")], []),
    ],
)
def test_price_changes_name_the_plan(
    before: list[PriceRecord], after: list[PriceRecord], lines: list[str]
) -> None:
    assert price_changes(tuple(before), tuple(after)) == lines


def test_text_changes_are_a_unified_diff_without_file_headers() -> None:
    assert text_changes("a\nb\nc", "a\nB\nc") == ["@@ -1,3 +1,3 @@", " a", "-b", "+B", " c"]


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=4096), st.sampled_from([HTML, "text/plain", "application/json", ""]))
def test_extraction_is_deterministic_and_fails_only_as_extraction_errors(
    body: bytes, content_type: str
) -> None:
    for rules in (Rules(), Rules(extract="prices"), Rules(selector="p")):
        try:
            first = extract(body, content_type, rules)
        except errors.ExtractionError as error:
            with pytest.raises(type(error)):
                extract(body, content_type, rules)
            continue
        assert extract(body, content_type, rules).digest == first.digest


TAGS = st.sampled_from(["p", "div", "span", "h3", "li", "td", "tr", "table", "b", "script"])
WORDS = st.sampled_from(["Team", "$19/mo", "1.099,00 €", "Contact sales", " ", "\n", "<!-- x -->"])


@st.composite
def documents(draw: st.DrawFn) -> str:
    parts = draw(st.lists(st.tuples(TAGS, WORDS, st.booleans()), max_size=40))
    return "".join(f"<{tag}>{word}" + (f"</{tag}>" if close else "") for tag, word, close in parts)


@settings(max_examples=200, deadline=None)
@given(documents())
def test_the_same_markup_always_gives_the_same_hash(html: str) -> None:
    assert len({digest_or_error(html.encode()) for _ in range(3)}) == 1


def digest_or_error(body: bytes) -> str:
    try:
        return extract(body, HTML, Rules()).digest
    except errors.ExtractionError as error:  # a page with no text at all
        return error.code


def prices(html: str, **rules: object) -> list[tuple[str, str | None, str | None, str | None]]:
    found = extract(html.encode(), HTML, Rules(**rules)).prices  # type: ignore[arg-type]
    return [
        (r.label, None if r.amount is None else str(r.amount), r.currency, r.period) for r in found
    ]


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # Found in review: og/product meta tags live in <head>, which hide() removes.
        (
            '<head><meta property="og:title" content="Lamp">'
            '<meta property="product:price:amount" content="129.00">'
            '<meta property="product:price:currency" content="EUR"></head><body><p>A lamp</p>',
            [("Lamp", "129.00", "EUR", None)],
        ),
        # The period in the next block.
        (
            "<h3>Team</h3><div>$49</div><div>per user / month</div>",
            [("Team", "49", "$", "month per user")],
        ),
        # An FAQ's "contact us" under a smaller heading is not a plan.
        (
            "<h3>Team</h3><p>$19/mo</p><h3>Enterprise</h3><p>Contact sales</p>"
            "<h4>Discounts for non-profits?</h4><p>Contact us for 30% off.</p>",
            [("Team", "19", "$", "month"), ("Enterprise", None, None, None)],
        ),
        # "Contact sales" and a price made to measure, in Latin American Spanish and Portuguese.
        (
            "<h3>Emprendedor</h3><p>$499 MXN/mes + IVA</p>"
            "<h3>Corporativo</h3><p>Precio a la medida</p><a>Contactar a ventas</a>",
            [("Emprendedor", "499", "MXN", "month"), ("Corporativo", None, None, None)],
        ),
        (
            "<h3>Básico</h3><p>R$ 49/mês</p><h3>Empresa</h3><p>Fale com um consultor</p>",
            [("Básico", "49", "BRL", "month"), ("Empresa", None, None, None)],
        ),
        (
            "<h3>Básico</h3><p>29 €/mês</p><h3>Empresarial</h3><p>Solicite um orçamento</p>",
            [("Básico", "29", "EUR", "month"), ("Empresarial", None, None, None)],
        ),
        # The same, as Dutch, Swiss German, Spanish and Italian pages say it.
        (
            "<h3>Groei</h3><p>€ 39 per maand</p><h3>Enterprise</h3><p>Neem contact op</p>",
            [("Groei", "39", "EUR", "month"), ("Enterprise", None, None, None)],
        ),
        (
            "<h3>Team</h3><p>CHF 29.\u2013 / Monat</p><h3>Enterprise</h3><p>Kontakt aufnehmen</p>",
            [("Team", "29", "CHF", "month"), ("Enterprise", None, None, None)],
        ),
        (
            "<h3>Equipo</h3><p>29 €/mes</p><h3>Empresa</h3><p>Contacta con ventas</p>",
            [("Equipo", "29", "EUR", "month"), ("Empresa", None, None, None)],
        ),
        (
            "<h3>Team</h3><p>29 €/mese</p><h3>Enterprise</h3><p>Contatta le vendite</p>",
            [("Team", "29", "EUR", "month"), ("Enterprise", None, None, None)],
        ),
        # A note below the grid, of two sentences or more, gives none of the last card's
        # prices: that card is still a plan on request. A price line of its own still counts.
        (
            "<h3>Móvil 20GB</h3><p>9,90 €/mes</p><h3>Empresas</h3><p>Pide presupuesto</p>"
            "<p>Llamadas internacionales desde 0,05 €. Línea adicional por 6 € al mes.</p>",
            [
                ("Móvil 20GB", "9.90", "EUR", "month"),
                ("Empresas", "0.05", "EUR", None),
                ("Empresas", "6", "EUR", "month"),
                ("Empresas", None, None, None),
            ],
        ),
        (
            "<h3>Lite</h3><p>$9/mo</p><h3>Team</h3><p>Contact sales</p><p>$49/mo</p>",
            [("Lite", "9", "$", "month"), ("Team", "49", "$", "month")],
        ),
        # Cards whose names are no headings: the one that says "contact us" where the others
        # give their price is a plan; a button below a card's features that says so is none.
        (
            "<h2>Plans</h2>"
            + "".join(
                f'<div><p class="name">{name}</p><p>{price}</p><ul><li>{feature}</li>'
                f"<li>Email support</li></ul><a>{button}</a></div>"
                for name, price, feature, button in (
                    ("Lite", "¥980/月", "3 users", "Start"),
                    ("Standard", "¥2,980/月", "20 users", "Contact sales"),
                    ("Premium", "お問い合わせ", "Unlimited users", "Contact sales"),
                )
            ),
            [
                ("Lite", "980", "¥", "month"),
                ("Standard", "2980", "¥", "month"),
                ("Premium", None, None, None),
            ],
        ),
        (
            "<h2>Plans</h2><p>Hobby</p><p>$0</p><p>Free forever</p>"
            "<p>Pro</p><p>$9/mo</p><p>Most popular</p><p>Team</p><p>$29/mo</p><p>For teams</p>"
            "<p>Questions?</p><p>Contact us</p>",
            [("Hobby", "0", "$", None), ("Pro", "9", "$", "month"), ("Team", "29", "$", "month")],
        ),
        # A comparison table's header row names each plan beside its price, in its own cell.
        (
            "<table><tr><th><th>Basic<br>$10/mo<th>Pro<br>$30/mo<th>Enterprise<br>Contact us"
            "<tr><td>Seats<td>3<td>10<td>Unlimited</table>",
            [
                ("Basic", "10", "$", "month"),
                ("Pro", "30", "$", "month"),
                ("Enterprise", None, None, None),
            ],
        ),
        # Words before the price label it when there is no heading.
        (
            "<p>Starter: $5/mo</p><p>Pro - $9/mo</p>",
            [("Starter", "5", "$", "month"), ("Pro", "9", "$", "month")],
        ),
        # "Mo.-Fr." is a weekday range, not Swiss francs.
        ("<h3>Support</h3><p>Mo.\u2013Fr. 8\u201318 Uhr</p>", []),
        # A period word in a long sentence is not the price's: what it is per is.
        (
            "<p>Servers are billed by the hour up to the monthly cap; outgoing traffic beyond"
            " the included volume costs \u20ac 1.00 per TB.</p>",
            [("", "1.00", "EUR", "1 tb")],
        ),
        ("<p>$29<sup>99</sup>/month</p>", [("", "29.99", "$", "month")]),
        # Cents in a superscript after the separator the page wrote itself.
        ("<p>19,<sup>99</sup> € / Monat</p>", [("", "19.99", "EUR", "month")]),
        ("<p><span>29.</span><sup>99</sup> $</p>", [("", "29.99", "$", None)]),
        # Cents in a superscript after thousands grouped by dots: the decimal comma is
        # implied.
        ("<p>1.279<sup>90</sup> Lei</p>", [("", "1279.90", "RON", None)]),
        ("<p>12.499<sup>00</sup> €</p>", [("", "12499.00", "EUR", None)]),
        ("<p>1,279<sup>90</sup> $</p>", [("", "1279.90", "$", None)]),
        # The sign in the decimal comma's place, the cents raised after it.
        ("<p><span>119</span><span>€</span><sup>99</sup></p>", [("", "119.99", "EUR", None)]),
        (
            "<p><del>149€99</del> 119€<sup>99</sup></p>",
            [("", "149.99", "EUR", None), ("", "119.99", "EUR", None)],
        ),
        # Cents in an element whose class names them so, raised or small as a superscript.
        (
            '<p>$<span class="price__whole">29</span><span class="price__cents">99</span>/mo</p>',
            [("", "29.99", "$", "month")],
        ),
        (
            '<p><span>1.279</span><span class="decimals">90</span> Lei</p>',
            [("", "1279.90", "RON", None)],
        ),
        (
            '<p>€<span class="int">49</span><span class="fraction">,00</span></p>',
            [("", "49.00", "EUR", None)],
        ),
        # A class that holds the letters of cents in another word names none.
        ('<p>$<b>1</b><span class="percents">99</span></p>', [("", "199", "$", None)]),
        # A conversion into another currency, written as approximate, moves with the
        # exchange rate: no price. An approximate amount alone (an estimate) is one.
        ("<p>$29.99 <span>(≈ €27.31)</span></p>", [("", "29.99", "$", None)]),
        ("<p>US $29.99</p><p>Approximately EUR 27.31</p>", [("", "29.99", "USD", None)]),
        ("<p>29,99 € (ca. 32,50 $)</p>", [("", "29.99", "EUR", None)]),
        ("<p>$29.99\uff08約4,500円\uff09</p>", [("", "29.99", "$", None)]),
        (
            "<p>Estimated: approx. $500 a month</p>",
            [("Estimated: approx.", "500", "$", "month")],
        ),
        ("<p>$20 ≈ $19.99</p>", [("", "20", "$", None), ("", "19.99", "$", None)]),
        ("<p>$12/month</p><p>About £9.48 in your currency</p>", [("", "12", "$", "month")]),
        ("<p>$12/month (roughly €11.05)</p>", [("", "12", "$", "month")]),
        ("<p>Budget: about $300 a month</p>", [("Budget: about", "300", "$", "month")]),
        # A whole amount written with a dash and no currency, as Nordic, German and Swiss
        # shops write it; a dash between numbers is none.
        ("<h3>Skyr</h3><p>3 for 99,-</p>", [("Skyr (3 for)", "99", None, None)]),
        ("<p>Nå 4 990,-</p>", [("Nå", "4990", None, None)]),
        ("<p>Preis: 49.\u2013</p>", [("Preis", "49", None, None)]),
        ("<p>kr 99,-</p>", [("", "99", "kr", None)]),
        # Swedish shops' colon is the krona's: its sign, which no page here says whose.
        ("<h3>Plus</h3><p>199:- /mån</p>", [("Plus", "199", "kr", "month")]),
        ("<p>Öppet 10:-18</p>", []),
        ("<p>2020-2021, Mo.-Fr.</p>", []),
        # A note in brackets between the price and its period.
        ("<p>$29 (excl. VAT) / month</p>", [("", "29", "$", "month")]),
        # A table of plans, one a row: a row whose price cell says free or contact sales is
        # a plan too, but not a feature row of a table whose columns are the plans.
        (
            "<table><tr><th>Plan<th>Price<tr><td>Basic<td>$9/month<tr><td>Enterprise"
            "<td>Contact sales<tr><td>Hobby<td>Free</table>",
            [
                ("Basic", "9", "$", "month"),
                ("Enterprise", None, None, None),
                ("Hobby", "0", None, None),
            ],
        ),
        (
            "<table><tr><th><th>Basic<th>Pro<tr><td>Price<td>$9<td>$29<tr><td>Setup<td>Free"
            "<td>Free</table>",
            [("Basic", "9", "$", None), ("Pro", "29", "$", None)],
        ),
        # Tiers named by their bound, under one heading: the bound is part of the name.
        (
            "<h2>HTTP APIs</h2><ul><li>First 1M requests: $0.40</li>"
            "<li>Next 9M requests: $0.30</li></ul>",
            [
                ("HTTP APIs (First 1M requests)", "0.40", "$", None),
                ("HTTP APIs (Next 9M requests)", "0.30", "$", None),
            ],
        ),
        # A price range: its lower end is for the period written after the upper.
        (
            "<p>$19.99\u2013$49.99/mo</p>",
            [("", "19.99", "$", "month"), ("", "49.99", "$", "month")],
        ),
        ("<p>$150 to $250 per hour</p>", [("", "150", "$", "hour"), ("", "250", "$", "hour")]),
        ("<p>$9/mo - $90/yr</p>", [("", "9", "$", "month"), ("", "90", "$", "year")]),
        # Digits as other scripts write them.
        (
            "<p>\uffe5\uff13\uff0c\uff19\uff18\uff10\uff0f\u6708</p>",
            [("", "3980", "\u00a5", "month")],
        ),
        # A label's box and its price's side by side, no space between them in the markup
        # (a minifier's, Vue's): the amount is not glued to the label's last word.
        (
            "<div><span>Standard</span><span>149,00 € / Jahr</span></div>",
            [("Standard", "149.00", "EUR", "year")],
        ),
        (
            "<div><span>Aile Yıllık</span><!----><strong>2.299,00 TL</strong> / yıl</div>",  # noqa: RUF001
            [("Aile Yıllık", "2299.00", "TRY", "year")],  # noqa: RUF001
        ),
        # Nor a period's box glued to a tax note's: "/ Monatzzgl. MwSt." read no period.
        (
            "<p>9,90 € <span>/ Monat</span><span>zzgl. MwSt.</span></p>",
            [("", "9.90", "EUR", "month")],
        ),
        # A price list's leader dots are no part of its item's name.
        ("<p>Margherita ........ 7,50 €</p>", [("Margherita", "7.50", "EUR", None)]),
        ("<p>Espresso . . . 1,40 €</p>", [("Espresso", "1.40", "EUR", None)]),
        ("<p>Acme Co. 9,00 €</p>", [("Acme Co.", "9.00", "EUR", None)]),
        # Not in a script that spaces no words, nor between an amount's own boxes.
        ("<p>月額<span>1,080</span>円</p>", [("月額", "1080", "JPY", "month")]),
        ("<p><span>1</span><span>.299</span> €</p>", [("", "1299", "EUR", None)]),
        # A sign's prefix in a box of its own is the sign's.
        ("<p><span>CA</span><span>$20.00</span></p>", [("", "20.00", "CAD", None)]),
    ],
)
def test_text_prices(
    html: str, expected: list[tuple[str, str | None, str | None, str | None]]
) -> None:
    assert prices(html) == expected


@pytest.mark.parametrize(
    ("lang", "size", "price", "expected"),
    [
        # A size's box and its price's side by side, no space between them in the markup:
        # the size's digits ran into the amount ("UK 22 499 kr" read 499, "Gr. 3849,95 €"
        # one amount).
        ("sv", "UK 2", "2 499 kr", ("2499", "SEK")),
        ("sv", "EU 42", "1 299 kr", ("1299", "SEK")),
        ("de", "Gr. 38", "49,95 €", ("49.95", "EUR")),
        ("de", "Gr. 38", "1.299,00 €", ("1299.00", "EUR")),
        ("en", "Size 10", "$1,299", ("1299", "$")),
        ("fr", "Pointure 42,5", "1 299 €", ("1299", "EUR")),
        ("nb", "EU 42", "1 299,-", ("1299", "NOK")),
        # Near misses: an amount's own boxes stay one amount.
        ("de", "1", ".299 \u20ac", ("1299", "EUR")),
        ("sv", "1", "299 kr", ("1299", "SEK")),
    ],
)
def test_a_sizes_box_is_apart_from_the_price_beside_it(
    lang: str, size: str, price: str, expected: tuple[str, str]
) -> None:
    html = (
        f'<html lang="{lang}"><body><h1>Runner</h1>'
        f"<div class=v><span>{size}</span><span>{price}</span></div></body></html>"
    )
    assert [(amount, currency) for _, amount, currency, _ in prices(html)] == [expected]


@pytest.mark.parametrize(
    ("lang", "html", "expected"),
    [
        # A whole amount with a dash is in the currency the page's language names.
        ("nb", "<h3>Basis</h3><p>990,- per år</p>", [("Basis", "990", "NOK", "year")]),
        ("nb-NO", "<p>Nå 4 990,-</p>", [("Nå", "4990", "NOK", None)]),
        ("da", "<h3>Plus</h3><p>149,- om måneden</p>", [("Plus", "149", "DKK", "month")]),
        ("cs", "<h3>Základ</h3><p>1 299,-</p>", [("Základ", "1299", "CZK", None)]),
        ("sv", "<h3>Plus</h3><p>199:- /mån</p>", [("Plus", "199", "SEK", "month")]),
        ("nb", "<h3>Plus</h3><p>299:-</p>", [("Plus", "299", "NOK", None)]),
        # German names no country: "29,-" stays as written, beside "49,- \u20ac" too.
        ("de", "<h3>Basis</h3><p>29,-</p>", [("Basis", "29", None, None)]),
        ("de-DE", "<p>Preis: 49.\u2013</p>", [("Preis", "49", None, None)]),
        ("nl", "<h3>Basis</h3><p>29,-</p><h3>Plus</h3><p>\u20ac 49,-</p>",
         [("Basis", "29", None, None), ("Plus", "49", "EUR", None)]),
        ("en", "<p>Nå 4 990,-</p>", [("Nå", "4990", None, None)]),
        # Not where the page's region has another currency (Finland's Swedish), nor where
        # its prices are written in another: a Polish or Czech page priced in euros.
        ("sv-FI", "<h3>Bas</h3><p>29,-</p>", [("Bas", "29", None, None)]),
        ("pl", "<h3>Mini</h3><p>29,-</p><h3>Maxi</h3><p>49,- EUR</p>",
         [("Mini", "29", None, None), ("Maxi", "49", "EUR", None)]),
        ("cs", "<h3>Bunda</h3><p>29,-</p><p>Doprava 3,50 \u20ac</p>",
         [("Bunda", "29", None, None), ("Bunda", "3.50", "EUR", None)]),
        # The near misses: its own region, its own currency's sign, an ambiguous one of it.
        ("cs-CZ", "<h3>Bunda</h3><p>990,-</p><p>Doprava 79 Kč</p>",
         [("Bunda", "990", "CZK", None), ("Bunda", "79", "CZK", None)]),
        ("nb", "<h3>Basis</h3><p>990,-</p><h3>Plus</h3><p>kr 1 490</p>",
         [("Basis", "990", "NOK", None), ("Plus", "1490", "NOK", None)]),
        # A colon's krona neither, on a page priced in dollars or euros ("3:-)" is a smile);
        # beside a krona's own sign it stays.
        ("en", "<h3>Plus</h3><p>$10</p><p>Win 3:-)</p>",
         [("Plus", "10", "$", None), ("Plus", "3", None, None)]),
        ("de", "<h3>Spiel</h3><p>29,- \u20ac</p><p>Ergebnis 2:-</p>",
         [("Spiel", "29", "EUR", None), ("Spiel", "2", None, None)]),
        ("sv", "<h3>Plus</h3><p>199:-</p><h3>Max</h3><p>299 kr</p>",
         [("Plus", "199", "SEK", None), ("Max", "299", "SEK", None)]),
    ],
)  # fmt: skip
def test_a_dashed_whole_amount_is_in_the_currency_of_the_pages_language(
    lang: str, html: str, expected: list[tuple[str, str | None, str | None, str | None]]
) -> None:
    assert prices(f'<html lang="{lang}"><body>{html}</body></html>') == expected


@pytest.mark.parametrize(
    ("links", "expected"),
    [
        # A row of a book's formats, each a link of boxes an outside stylesheet lays out.
        (
            '<a href="/a"><span>Inbunden</span><span>249 kr</span><span>I lager</span></a>'
            '<a href="/b"><span>Pocket</span><span>129 kr</span><span>Utkommer</span></a>',
            [("249", "InStock"), ("129", "PreOrder")],
        ),
        (
            '<a href="/h"><b>Hardcover</b><span>$25.00</span><span>In stock</span></a>\n'
            '<a href="/p"><b>Paperback</b><span>$15.00</span><span>Pre-order</span></a>',
            [("25.00", "InStock"), ("15.00", "PreOrder")],
        ),
    ],
)
def test_each_link_box_of_a_row_is_a_line(
    links: str, expected: list[tuple[str, str | None]]
) -> None:
    html = f"<html><body><h1>Boken</h1><div>{links}</div></body></html>".encode()
    found = extract(html, "text/html", Rules(extract="prices")).prices
    assert [(str(record.amount), record.availability) for record in found] == expected


@pytest.mark.parametrize(
    "links",
    [
        # links of words alone, in a sentence
        '<p>See <a href="/a">our 2 plans</a> <a href="/b">or 3 offers</a> today</p>',
        # a pager's links of boxes
        '<p><a href="/1"><span>Page</span><span>1</span></a><a href="/2"><span>Page</span>'
        "<span>2</span></a></p>",
        # links of boxes with words between them
        '<p><a href="/a"><span>Get</span><span>1</span></a> or <a href="/b"><span>Get</span>'
        "<span>2</span></a></p>",
    ],
)
def test_other_links_stay_in_their_line(links: str) -> None:
    html = f"<html><body>{links}</body></html>".encode()
    assert len(extract(html, "text/html", Rules()).text.splitlines()) == 1


def _cards(rows: list[tuple[str, ...]], after: str = "") -> str:
    """Plan cards named without headings, each line a paragraph, and what follows them."""
    boxes = "".join("<div>" + "".join(f"<p>{line}</p>" for line in row) + "</div>" for row in rows)
    return f"<h2>Plans</h2>{boxes}{after}"


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # A period on its own line under the amount, written with its slash, names no card:
        # the yearly price under it is the card's.
        (
            _cards(
                [
                    ("Base", "19 €", "/mese", "oppure 190 € all'anno", "Prova gratis"),
                    ("Pro", "49 €", "/mese", "oppure 490 € all'anno", "Prova gratis"),
                ]
            ),
            [
                ("Base", "19", "EUR", "month"),
                ("Base", "190", "EUR", "year"),
                ("Pro", "49", "EUR", "month"),
                ("Pro", "490", "EUR", "year"),
            ],
        ),
        (
            _cards(
                [
                    ("Starter", "$12", "/mo", "or $120 billed yearly", "Start trial"),
                    ("Team", "$29", "/mo", "or $290 billed yearly", "Start trial"),
                ]
            ),
            [
                ("Starter", "12", "$", "month"),
                ("Starter", "120", "$", "year"),
                ("Team", "29", "$", "month"),
                ("Team", "290", "$", "year"),
            ],
        ),
        (
            _cards(
                [
                    ("Basis", "12 €", "/Monat", "oder 120 € jährlich", "Testen"),
                    ("Profi", "24 €", "/Monat", "oder 240 € jährlich", "Testen"),
                ]
            ),
            [
                ("Basis", "12", "EUR", "month"),
                ("Basis", "120", "EUR", "year"),
                ("Profi", "24", "EUR", "month"),
                ("Profi", "240", "EUR", "year"),
            ],
        ),
        # Add-ons named over their price after the grid (no heading of their own) give
        # their price a line sooner than the cards: the card on request between is found.
        (
            _cards(
                [
                    ("Base", "Per iniziare.", "19 €/mese", "1 corso", "Prova"),
                    ("Pro", "Per crescere.", "49 €/mese", "Corsi illimitati", "Prova"),
                    ("Ateneo", "Per le università.", "Su misura", "SSO", "Parliamone"),
                ],
                "<p>Servizi aggiuntivi</p><p>Docente aggiuntivo</p><p>12 € al mese</p>"
                "<p>Migrazione</p><p>290 € una tantum</p>",
            ),
            [
                ("Base", "19", "EUR", "month"),
                ("Pro", "49", "EUR", "month"),
                ("Ateneo", None, None, None),
                ("Docente aggiuntivo", "12", "EUR", "month"),
                ("Migrazione", "290", "EUR", "once"),
            ],
        ),
        (
            _cards(
                [
                    ("Starter", "For one.", "$12/mo", "3 seats", "Try it"),
                    ("Team", "For teams.", "$29/mo", "10 seats", "Try it"),
                    ("Enterprise", "For companies.", "Contact sales", "SSO", "Talk to us"),
                ],
                "<p>Add-ons</p><p>Extra seat</p><p>$5/mo</p><p>Onboarding</p><p>$300 once</p>",
            ),
            [
                ("Starter", "12", "$", "month"),
                ("Team", "29", "$", "month"),
                ("Enterprise", None, None, None),
                ("Extra seat", "5", "$", "month"),
                ("Onboarding", "300", "$", "once"),
            ],
        ),
        (
            _cards(
                [
                    ("Start", "For enkeltpersoner.", "149 kr/mnd", "1 bruker", "Prøv"),
                    ("Vekst", "For små bedrifter.", "349 kr/mnd", "3 brukere", "Prøv"),
                    ("Konsern", "For konsern.", "Pris på forespørsel", "SSO", "Kontakt salg"),
                ],
                "<p>Tillegg</p><p>Ekstra bruker</p><p>49 kr/mnd</p><p>Oppstart</p><p>1 500 kr</p>",
            ),
            [
                ("Start", "149", "kr", "month"),
                ("Vekst", "349", "kr", "month"),
                ("Konsern", None, None, None),
                ("Ekstra bruker", "49", "kr", "month"),
                ("Oppstart", "1500", "kr", None),
            ],
        ),
        # The card on request in languages that had no words for it.
        (
            _cards(
                [
                    ("Hemat", "Untuk pemula.", "Rp 49.000/bln", "1 situs", "Pilih"),
                    ("Bisnis", "Untuk UMKM.", "Rp 99.000/bln", "10 situs", "Pilih"),
                    (
                        "Korporat",
                        "Untuk perusahaan.",
                        "Harga sesuai kebutuhan",
                        "SLA",
                        "Hubungi kami",
                    ),
                ]
            ),
            [
                ("Hemat", "49000", "IDR", "month"),
                ("Bisnis", "99000", "IDR", "month"),
                ("Korporat", None, None, None),
            ],
        ),
        (
            _cards(
                [
                    ("Cơ bản", "Cho cá nhân.", "149.000 ₫/tháng", "1 người dùng", "Dùng thử"),
                    ("Nhóm", "Cho nhóm nhỏ.", "390.000 ₫/tháng", "10 người dùng", "Dùng thử"),
                    ("Doanh nghiệp", "Cho công ty.", "Liên hệ báo giá", "SSO", "Liên hệ"),
                ]
            ),
            [
                ("Cơ bản", "149000", "VND", "month"),
                ("Nhóm", "390000", "VND", "month"),
                ("Doanh nghiệp", None, None, None),
            ],
        ),
        (
            _cards(
                [
                    ("เริ่มต้น", "฿290/เดือน", "1 ผู้ใช้", "ทดลองใช้"),
                    ("ทีม", "฿890/เดือน", "10 ผู้ใช้", "ทดลองใช้"),
                    ("องค์กร", "สอบถามราคา", "SSO", "ติดต่อฝ่ายขาย"),
                ]
            ),
            [
                ("เริ่มต้น", "290", "THB", "month"),
                ("ทีม", "890", "THB", "month"),
                ("องค์กร", None, None, None),
            ],
        ),
        (
            _cards(
                [
                    ("Start", "Για ελεύθερους επαγγελματίες.", "9 €/μήνα", "1 χρήστης", "Δοκιμή"),
                    ("Business", "Για μικρές επιχειρήσεις.", "24 €/μήνα", "3 χρήστες", "Δοκιμή"),
                    (
                        "Enterprise",
                        "Για ομίλους.",
                        "Κατόπιν προσφοράς",
                        "SSO",
                        "Επικοινωνήστε μαζί μας",
                    ),
                ]
            ),
            [
                ("Start", "9", "EUR", "month"),
                ("Business", "24", "EUR", "month"),
                ("Enterprise", None, None, None),
            ],
        ),
    ],
    ids=[
        "it-slash",
        "en-slash",
        "de-slash",
        "it-addons",
        "en-addons",
        "nb-addons",
        "id-on-request",
        "vi-on-request",
        "th-on-request",
        "el-on-request",
    ],
)
def test_cards_named_without_headings(
    html: str, expected: list[tuple[str, str | None, str | None, str | None]]
) -> None:
    assert prices(html) == expected


def _tiles(kind: str, rows: Sequence[tuple[str, ...]], after: str) -> str:
    """Tiles of a grid, each an icon, a name its class says, then its lines; then ``after``."""
    return (
        "<main>"
        + "".join(
            f'<div class="{kind}"><img src="/i/{name}.svg" alt=""><div class="{kind}-name">{name}'
            "</div>" + "".join(f"<p>{line}</p>" for line in lines) + "</div>"
            for name, *lines in rows
        )
        + f"{after}</main>"
    )


_KRONER_TILES = [
    ("Start", "For enkeltpersoner.", "149 kr/mnd", "1 bruker"),
    ("Vekst", "For små bedrifter.", "349 kr/mnd", "3 brukere"),
    ("Proff", "For regnskapsførere.", "799 kr/mnd", "10 brukere"),
]
_DOLLAR_TILES = [
    ("Starter", "For one.", "$12/mo", "3 seats"),
    ("Team", "For teams.", "$29/mo", "10 seats"),
    ("Business", "For firms.", "$79/mo", "50 seats"),
]


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        (
            _tiles(
                "pricing-card",
                _KRONER_TILES,
                "<p>Oppstartshjelp med rådgiver: 1 500 kr engangsbeløp.</p>",
            ),
            [
                ("Start", "149", "kr", "month"),
                ("Vekst", "349", "kr", "month"),
                ("Proff", "799", "kr", "month"),
                ("Oppstartshjelp med rådgiver", "1500", "kr", "once"),
            ],
        ),
        (
            _tiles("plan", _DOLLAR_TILES, "<p>Onboarding with a specialist: $300 once.</p>"),
            [
                ("Starter", "12", "$", "month"),
                ("Team", "29", "$", "month"),
                ("Business", "79", "$", "month"),
                ("Onboarding with a specialist", "300", "$", "once"),
            ],
        ),
        (
            _tiles(
                "tarjeta",
                [
                    ("Básico", "Para empezar.", "9 €/mes", "1 usuario"),
                    ("Equipo", "Para equipos.", "29 €/mes", "10 usuarios"),
                ],
                "<div><div>Extras</div><div>Usuario adicional</div><div>5 €/mes</div>"
                "<div>Migración</div><div>90 € pago único</div></div>",
            ),
            [
                ("Básico", "9", "EUR", "month"),
                ("Equipo", "29", "EUR", "month"),
                ("Usuario adicional", "5", "EUR", "month"),
                ("Migración", "90", "EUR", "once"),
            ],
        ),
    ],
    ids=["nb-note", "en-note", "es-add-ons"],
)
def test_tiles_named_by_their_class_end_their_grid(
    html: str, expected: list[tuple[str, str | None, str | None, str | None]]
) -> None:
    """A grid whose tiles' names a class says (no heading tag) ends after its last tile, as
    a grid of headings does: what follows it is not its last tile's."""
    assert prices(html, extract="prices") == expected


def test_nested_or_repeated_selector_matches_count_once() -> None:
    html = "<main><section id=p><p>$5/mo</p></section></main>"
    assert text(html, selector="main, #p, section") == "$5/mo"


def test_microdata_offers_count_once_and_take_the_products_name() -> None:
    html = (
        '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Knife</h1>'
        '<div itemprop="offers" itemscope itemtype="https://schema.org/Offer">'
        '<span itemprop="price" content="249.99">$249.99</span>'
        '<meta itemprop="priceCurrency" content="USD">'
        '<div itemprop="seller" itemscope><span itemprop="name">ACME Ltd</span></div>'
        "</div></div>"
    )
    assert prices(html) == [("Knife", "249.99", "USD", None)]


TILE = (
    '<div itemscope itemtype="http://schema.org/Product"><a href="/{slug}"><img alt=""'
    ' src="/{slug}.jpg"></a><a href="/{slug}"><span itemprop="name">{name}</span></a>'
    '<p itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="price"'
    ' content="{price}">${price}</span><meta itemprop="priceCurrency" content="AUD"></p>'
    "<span>{state}</span></div>"
)


@pytest.mark.parametrize(
    "name",
    ["Camp\n        Stove Pro", "Camp\u00a0Stove\u00a0Pro", "Camp  Stove Pro", " Camp Stove Pro "],
    ids=["template-indented", "no-break-spaces", "double-space", "padded"],
)
def test_a_microdata_name_reads_as_its_line_does(name: str) -> None:
    """A name whose markup breaks or spaces it otherwise names the same product as its tile's
    line: before, the tiles' stock states were lost beside the data's names."""
    html = TILE.format(slug="stove", name=name, price="79.95", state="Sold out") + TILE.format(
        slug="billy", name="Billy 1.5 L", price="34.95", state="In stock"
    )
    found = extract(f'<html lang="en-AU"><body>{html}</body></html>'.encode(), HTML, Rules())
    states = {(r.label, r.availability) for r in found.prices}
    assert ("Camp Stove Pro", "SoldOut") in states
    assert all(" ".join(r.label.split()) == r.label for r in found.prices)


@pytest.mark.parametrize(
    "name", ["Camp  Stove\\n Pro", "Camp\\u00a0Stove Pro", "Camp\\tStove Pro "]
)
def test_a_json_ld_name_reads_as_its_line_does(name: str) -> None:
    data = (
        f'{{"@type": "Product", "name": "{name}", "offers": {{"@type": "Offer", "price":'
        ' "34.95", "priceCurrency": "AUD", "availability": "https://schema.org/InStock"}}'
    )
    html = (
        f'<html lang="en-AU"><head><script type="application/ld+json">{data}</script></head>'
        "<body><h1>Camp Stove Pro</h1><p>$34.95</p><p>In stock</p></body></html>"
    )
    assert prices(html, extract="prices") == [("Camp Stove Pro", "34.95", "AUD", None)]


def test_a_microdata_product_that_states_its_price_itself_keeps_its_stock_state() -> None:
    html = (
        '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Kettle</h1>'
        '<meta itemprop="priceCurrency" content="GBP">'
        '<span itemprop="price" content="39.99">\u00a339.99</span>'
        '<link itemprop="availability" href="https://schema.org/OutOfStock"></div>'
    )
    found = extract(html.encode(), HTML, Rules(extract="prices")).prices
    assert [(r.label, str(r.amount), r.currency, r.availability) for r in found] == [
        ("Kettle", "39.99", "GBP", "OutOfStock")
    ]


LD = (
    '<script type="application/ld+json">{"@type": "Product", "name": "Ebook",'
    ' "offers": {"@type": "Offer", "price": "29", "priceCurrency": "USD"}}</script>'
)


def test_json_ld_describes_the_page_and_can_be_ignored() -> None:
    html = f"<div id=plans><h3>Team</h3><p>$19/mo</p></div><aside>{LD}</aside>"
    # A region the operator chose adds the prices it shows that the data does not state;
    # its "$" is the one dollar the page's data prices in.
    assert prices(html, selector="#plans") == [
        ("Ebook", "29", "USD", None),
        ("Team", "19", "USD", "month"),
    ]
    assert prices(html) == [("Ebook", "29", "USD", None)]
    ignored = prices(html, selector="#plans", ignore=('script[type="application/ld+json"]',))
    assert ignored == [("Team", "19", "$", "month")]


@pytest.mark.parametrize(
    ("text", "encoding"),
    [
        ("<h3>Starter</h3><p>€9 per month</p>", "cp1252"),  # one € and nothing else to go by
        ("Basic €5/mo\nPro €9/mo", "cp1252"),
        ("<p>Préparez-vous à économiser: 3,79 € par mois, TVA incluse.</p>", "cp1252"),
        (
            "<p>Цена: 990 руб. в месяц. Тариф Базовый включает поддержку и хостинг.</p>"  # noqa: RUF001
            * 3,
            "cp1251",
        ),
        ("<p>Cena: 49 zł miesięcznie, płatność z góry. Zniżka dla firm.</p>" * 3, "cp1250"),
        (
            "<p>スタンダードプランの価格は月額 ¥1,200 (税込) です。年払いなら二か月分お得です。</p>"
            * 4,
            "shift_jis",
        ),
        # East Asian multi-byte pages too short for the detector's language statistics: that
        # their bytes pair cleanly is the evidence.
        (
            "<h2>プロ</h2><p>月額 ¥3,980（税込）</p><p>在庫あり。ご不明な点はお気軽にどうぞ。</p>",  # noqa: RUF001
            "euc-jp",
        ),
        ("<h2>专业版</h2><p>￥199/月</p><p>有货。如有疑问请联系我们的客服团队。</p>", "gb2312"),
    ],
)
def test_an_undeclared_charset_is_detected_as_a_browser_would(text: str, encoding: str) -> None:
    assert decode(text.encode(encoding), "text/html", html=True) == text


@pytest.mark.parametrize("charset", ["hex", "idna", "rot13", "utf-7", ""])
def test_a_declared_charset_that_is_no_page_encoding_is_ignored(charset: str) -> None:
    body = "<p>3,79 €</p>".encode()
    assert decode(body, f"text/html; charset={charset}", html=True) == "<p>3,79 €</p>"


@pytest.mark.parametrize(
    "rules",
    [Rules(ignore=("body",)), Rules(ignore=("html",)), Rules(ignore=("*",)), Rules()],
)
def test_a_page_that_shows_nothing_is_an_error_not_a_blind_spot(rules: Rules) -> None:
    body = b"<html><body><p>$5</p></body></html>" if rules.ignore else b""
    with pytest.raises(errors.EmptyPage):
        extract(body, HTML, rules)


def test_ignore_text_applies_to_each_line_as_shown() -> None:
    html = "<p>Updated 3 minutes ago</p><table><tr><td>CX11</td><td>12 left</td></tr></table>"
    rules = Rules(ignore_text=(r"^Updated .*$", r"\d+ left"))
    assert extract(html.encode(), HTML, rules).text == "CX11"


def test_reindented_markup_and_amount_spelling_do_not_change_the_hash() -> None:
    tight = extract(b"<p><span>$</span><span>19</span>/mo</p>", HTML, Rules()).digest
    loose = extract(b"<p>\n  <span>$</span>\n  <span>19</span>\n  /mo\n</p>", HTML, Rules())
    assert loose.digest == tight
    twelve = extract(b"<p>$12/mo</p>", HTML, Rules(extract="prices")).digest
    assert extract(b"<p>$12.00/mo</p>", HTML, Rules(extract="prices")).digest == twelve


def table(
    html: str, **rules: object
) -> list[tuple[str, str | None, str | None, str | None, str | None]]:
    found = extract(html.encode(), HTML, Rules(**rules)).prices  # type: ignore[arg-type]
    return [
        (r.label, None if r.amount is None else str(r.amount), r.currency, r.period, r.availability)
        for r in found
    ]


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # JSON-LD offers under another letter case, and without @type.
        (
            '<script type="application/ld+json">{"@type": "Product", "name": "Kettle",'
            ' "Offers": {"@type": "Offer", "Price": "39.90", "PriceCurrency": "EUR",'
            ' "Availability": "https://schema.org/OutOfStock"}}</script><p>x</p>',
            [("Kettle", "39.90", "EUR", None, "OutOfStock")],
        ),
        (
            '<script type="application/ld+json">{"@type": "Product", "name": "Kettle",'
            ' "offers": [{"price": 39.9, "priceCurrency": "EUR", "availability": "InStock"},'
            ' {"name": "Kettle XL", "price": "49.90", "priceCurrency": "EUR"}]}</script><p>x</p>',
            [("Kettle", "39.9", "EUR", None, "InStock"), ("Kettle XL", "49.90", "EUR", None, None)],
        ),
        # An aggregate's highest price beside its lowest, in JSON-LD and in microdata; one
        # that is also its lowest is no other price.
        (
            '<script type="application/ld+json">{"@type": "Product", "name": "Boots",'
            ' "offers": {"@type": "AggregateOffer", "lowPrice": "59.99", "highPrice": "64.99",'
            ' "priceCurrency": "EUR"}}</script><p>x</p>',
            [("Boots", "59.99", "EUR", None, None), ("Boots", "64.99", "EUR", None, None)],
        ),
        (
            '<div itemscope itemtype="https://schema.org/Product"><h2 itemprop="name">Boots</h2>'
            '<div itemprop="offers" itemscope itemtype="https://schema.org/AggregateOffer">'
            '<meta itemprop="lowPrice" content="59.99"><meta itemprop="highPrice" content="64.99">'
            '<meta itemprop="priceCurrency" content="EUR">desde 59,99 €</div></div>',
            [("Boots", "59.99", "EUR", None, None), ("Boots", "64.99", "EUR", None, None)],
        ),
        (
            '<script type="application/ld+json">{"@type": "Product", "name": "Boots",'
            ' "offers": {"@type": "AggregateOffer", "lowPrice": "59.99", "highPrice": "59.99",'
            ' "priceCurrency": "EUR"}}</script><p>x</p>',
            [("Boots", "59.99", "EUR", None, None)],
        ),
        # An offer's price written with its sign.
        (
            '<script type="application/ld+json">{"@type": "Product", "name": "Mug",'
            ' "offers": {"@type": "Offer", "price": "$12.50"}}</script><p>x</p>',
            [("Mug", "12.50", "$", None, None)],
        ),
        # Microdata whose price is its text, sign and all: the currency is the sign's unless
        # priceCurrency says otherwise.
        (
            '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Tent</h1>'
            '<div itemprop="offers" itemscope itemtype="https://schema.org/Offer">'
            '<span itemprop="price">£121.95</span>'
            '<link itemprop="availability" href="https://schema.org/InStock"></div></div>',
            [("Tent", "121.95", "GBP", None, "InStock")],
        ),
        (
            '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Tent</h1>'
            '<div itemprop="offers" itemscope itemtype="https://schema.org/Offer">'
            '<span itemprop="price">$121.95</span><meta itemprop="priceCurrency" content="CAD">'
            "</div></div>",
            [("Tent", "121.95", "CAD", None, None)],
        ),
    ],
)
def test_structured_data_as_pages_write_it(
    html: str, expected: list[tuple[str, str | None, str | None, str | None, str | None]]
) -> None:
    assert table(html) == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # The next block of the same product says it is out of stock.
        (
            "<h2>Desk lamp</h2><p>$49.00</p><p>Out of stock</p>",
            [("Desk lamp", "49.00", "$", None, "OutOfStock")],
        ),
        # A badge above the price, under the product's heading.
        (
            "<h2>Desk lamp</h2><span>Ausverkauft</span><p>49,00 €</p><p>Versand in 2 Tagen</p>",
            [("Desk lamp", "49.00", "EUR", None, "SoldOut")],
        ),
        # Cards: each state is its own card's, up to the next card's name; a state is never a
        # card's name.
        (
            "<h2>Lamps</h2><div><h3>Mini</h3><p>€19</p><p>En stock</p></div>"
            "<div><h3>Maxi</h3><p>€39</p></div>"
            "<div><h3>Giga</h3><p>€59</p><p>Épuisé</p></div>",
            [
                ("Mini", "19", "EUR", None, "InStock"),
                ("Maxi", "39", "EUR", None, None),
                ("Giga", "59", "EUR", None, "SoldOut"),
            ],
        ),
        (
            "<section><p>Lamps</p><div>Mini</div><div>€19</div><div>Maxi</div><div>Sold out</div>"
            "<div>€39</div></section>",
            [("Mini", "19", "EUR", None, None), ("Maxi", "39", "EUR", None, "SoldOut")],
        ),
        # Offers under one heading whose lines before them are too long to name them (a
        # marketplace's sellers): each its own state below it, not the first one's, and
        # named by its seller (``sellers``).
        (
            "<h3>Other offers</h3><div><p>Sold by: Tech Hub Distribution Ltd</p><p>$279</p>"
            "<p>In stock</p></div><div><p>Sold by: Digital Zone Store Ltd</p><p>$289</p>"
            "<p>Out of stock</p></div>",
            [
                ("Other offers (Tech Hub Distribution Ltd)", "279", "$", None, "InStock"),
                ("Other offers (Digital Zone Store Ltd)", "289", "$", None, "OutOfStock"),
            ],
        ),
        # A table row is a product of its own: the next row's state is not this one's, nor
        # is a state in another row the state of all under their heading.
        (
            "<h2>Lamps</h2><table><tr><td>Red</td><td>$5</td><td>Sold out</td></tr>"
            "<tr><td>Blue</td><td>$6</td></tr></table>",
            [("Red", "5", "$", None, "SoldOut"), ("Blue", "6", "$", None, None)],
        ),
        (
            "<table><tr><td>Red</td><td>$5</td></tr>"
            "<tr><td>Blue</td><td>$6</td><td>Sold out</td></tr></table>",
            [("Red", "5", "$", None, None), ("Blue", "6", "$", None, "SoldOut")],
        ),
        # One thing's prices listed by their terms (a <dl>): a state under its heading after
        # its other lines is its, every price's.
        (
            "<h3>Private office</h3><dl><dt>Rent</dt><dd>from $1,850 / month</dd>"
            "<dt>Joining fee</dt><dd>$300</dd></dl><dl><dt>Access</dt><dd>24/7</dd>"
            "<dt>Meeting room</dt><dd>10 h monthly</dd></dl><p>Fully booked</p>",
            [
                ("Rent", "1850", "$", "month", "SoldOut"),
                ("Joining fee", "300", "$", "once", "SoldOut"),
            ],
        ),
        # A menu's or a ticket list's mark beside the name, over a price alone on its line
        # (Catalan, Italian; the badge glued to the name in the markup): that price's.
        (
            "<h2>Plats</h2><ul><li><p>Canelons</p><p>11,90 €</p></li>"
            '<li><p>Fideuà<span class="flag">Esgotat</span></p><p>13,40 €</p></li>'
            "<li><p>Botifarra</p><p>10,50 €</p></li></ul>",
            [
                ("Plats", "11.90", "EUR", None, None),
                ("Plats", "13.40", "EUR", None, "SoldOut"),
                ("Plats", "10.50", "EUR", None, None),
            ],
        ),
        (
            "<h2>Visite</h2><p>Visita guidata — Esaurito</p><p>€ 7,00</p>"
            "<p>Laboratorio</p><p>€ 8,00</p>",
            [("Visite", "7.00", "EUR", None, "SoldOut"), ("Visite", "8.00", "EUR", None, None)],
        ),
        # One product's state above its price alone is every one of its prices' (a shop's
        # product page: the price, then the price without tax), not the first's only.
        (
            "<h1>Kettle</h1><p>In stock</p><p>€39,90</p><p>Excl. VAT: €33,53</p>",
            [
                ("Kettle", "39.90", "EUR", None, "InStock"),
                ("Kettle", "33.53", "EUR", None, "InStock"),
            ],
        ),
        # A card's state glued to the button after it ("vagasQuero", "outNotify", "dolduSepete"):
        # the stylesheet's margin parts them, so it is a state still (Portuguese, English,
        # Turkish).
        (
            "<h3>Direito</h3><p>R$ 1.249,00/mês</p>"
            '<p><span class="status">Últimas vagas</span><a class="btn">Quero me inscrever</a></p>'
            "<h3>Medicina</h3><p>R$ 9.890,00/mês</p><p>Inscrições abertas</p>",
            [
                ("Direito", "1249.00", "BRL", "month", "LimitedAvailability"),
                ("Medicina", "9890.00", "BRL", "month", None),
            ],
        ),
        (
            "<h3>Workshop</h3><p>$90</p>"
            '<div><span>Sold out</span><a class="button">Notify me</a></div>',
            [("Workshop", "90", "$", None, "SoldOut")],
        ),
        (
            "<h3>Kamp</h3><p>₺4.500</p><div><small>Kontenjan doldu</small><a>Sepete ekle</a></div>",
            [("Kamp", "4500", "TRY", None, "SoldOut")],
        ),
        # A minified list's items side by side, the state the last box of one, glued to the
        # next item's name ("saatavillaÄänikirjalisä"): a state still. Custom elements among
        # their kind are their component's boxes (``page._component_box``): the state is the
        # first item's line's only.
        (
            "<h2>Ostot</h2><ul><i-item><span>Lahjakortti 1 kk</span><span>11,99 €</span>"
            "<span>Ei saatavilla</span></i-item><i-item><span>Äänikirjalisä</span>"
            "<span>9,99 €</span></i-item></ul>",
            [
                ("Ostot (Lahjakortti 1 kk)", "11.99", "EUR", None, "OutOfStock"),
                ("Ostot (\u00c4\u00e4nikirjalis\u00e4)", "9.99", "EUR", None, None),
            ],
        ),
        # A state under a price stays that price's: the next item's name comes between.
        (
            "<h2>Plats</h2><ul><li><p>Canelons</p><p>11,90 €</p><p>Esgotat</p></li>"
            '<li><p>Fideuà<span class="flag">Esgotat</span></p><p>13,40 €</p></li>'
            "<li><p>Botifarra</p><p>10,50 €</p></li></ul>",
            [
                ("Plats", "11.90", "EUR", None, "SoldOut"),
                ("Plats", "13.40", "EUR", None, "SoldOut"),
                ("Plats", "10.50", "EUR", None, None),
            ],
        ),
    ],
)
def test_availability_from_the_products_own_blocks(
    html: str, expected: list[tuple[str, str | None, str | None, str | None, str | None]]
) -> None:
    assert table(html) == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # The whole unit after the amount, in the next block.
        ("<h3>Team</h3><p>$40</p><p>per seat / year</p>", [("Team", "40", "$", "year per seat")]),
        (
            "<h3>Team</h3><p>40 €</p><p>pro Nutzer und Monat</p>",
            [("Team", "40", "EUR", "month per nutzer")],
        ),
        # Before the amount; the next line's period word is its own price's.
        (
            "<h3>Pro</h3><p>月額 ¥2400</p><p>年額 ¥24000</p>",
            [("Pro", "2400", "¥", "month"), ("Pro", "24000", "¥", "year")],
        ),
        ("<h3>Pro</h3><p>Monthly: $12</p>", [("Pro", "12", "$", "month")]),
        ("<h3>Pro</h3><p>$12</p><p>Monthly limits apply</p>", [("Pro", "12", "$", None)]),
        # What it is per is part of the period: per seat is neither flat nor per agent.
        ("<h3>Team</h3><p>$10 / month</p>", [("Team", "10", "$", "month")]),
        # Written before the amount, it is the same unit as after it.
        ("<h3>Team</h3><p>Per seat: $10 / month</p>", [("Team", "10", "$", "month per seat")]),
        (
            '<html lang="de"><h3>Team</h3><p>Pro Nutzer 9 \u20ac / Monat</p></html>',
            [("Team", "9", "EUR", "month per nutzer")],
        ),
        (
            '<html lang="fr"><h3>Team</h3><p>Par utilisateur 8 \u20ac/mois</p></html>',
            [("Team", "8", "EUR", "month per utilisateur")],
        ),
        (
            '<html lang="ko"><h3>Team</h3><p>1\uc778\ub2f9 \u20a95,000/\uc6d4</p></html>',
            [("Team", "5000", "KRW", "month per 1\uc778")],
        ),
        (
            '<html lang="zh-TW"><h3>Team</h3>'
            "<p>\u6bcf\u4f4d\u4f7f\u7528\u8005\u6bcf\u6708 NT$199</p></html>",
            [("Team", "199", "TWD", "month per \u4f7f\u7528\u8005")],
        ),
        (
            "<h3>Team</h3><p>Per seat: $10 / month</p><p>billed annually</p>",
            [("Team", "10", "$", "month per seat billed year")],
        ),
        # Not another language's "per", as a plan's name ("Pro"), nor a price's unit before
        # the next price on its line.
        (
            '<html lang="en"><h3>Team</h3><p>Pro Member $9/mo</p></html>',
            [("Team", "9", "$", "month")],
        ),
        (
            "<h3>Team</h3><p>$5/mo per seat, $8/mo flat</p>",
            [("Team", "5", "$", "month per seat"), ("Team", "8", "$", "month")],
        ),
        ("<h3>Team</h3><p>15 € por agente/mês</p>", [("Team", "15", "EUR", "month per agente")]),
        # How it is billed, on its line or the next, where that is another period.
        (
            "<h3>Pro</h3><p>$8 /mo</p><p>billed annually</p>",
            [("Pro", "8", "$", "month billed year")],
        ),
        ("<h3>Pro</h3><p>$8 /mo</p><p>billed monthly</p>", [("Pro", "8", "$", "month")]),
        ("<h3>Pro</h3><p>$8/mo, billed yearly</p>", [("Pro", "8", "$", "month billed year")]),
        (
            "<h3>Pro</h3><p>₺249 kullanıcı başına / ay</p><p>Yıllık faturalandırılır</p>",  # noqa: RUF001
            [("Pro", "249", "TRY", "month per kullanıcı billed year")],  # noqa: RUF001
        ),
        # Under the period's own line below the price (a card's amount, unit and billing
        # note each a block).
        (
            "<h3>Team</h3><p>15 €</p><p>por agente/mês</p><p>faturado anualmente</p>",
            [("Team", "15", "EUR", "month per agente billed year")],
        ),
        (
            "<h3>Pro</h3><div>$8</div><div>per seat / month</div><div>billed annually</div>",
            [("Pro", "8", "$", "month per seat billed year")],
        ),
        (
            "<h3>Pro</h3><div>$8</div><div>per month</div><div>billed monthly</div>",
            [("Pro", "8", "$", "month")],
        ),
        # Past the price's code in a block of its own, and past a block that shows nothing
        # but a direction mark.
        (
            "<h3>Brisa</h3><div>$0.21</div><div>MXN</div><div>/hora</div>",
            [("Brisa", "0.21", "MXN", "hour")],
        ),
        (
            '<html lang="he"><h3>Basic</h3><div>\u20aa39</div><div>&rlm;</div>'
            "<div>\u05dc\u05d7\u05d5\u05d3\u05e9</div></html>",
            [("Basic", "39", "ILS", "month")],
        ),
        # A code's block over the next card's heading gives no period.
        (
            "<h3>Pro</h3><div>$29</div><div>USD</div><h3>per month</h3><p>Team</p>",
            [("Pro", "29", "USD", None)],
        ),
        # Not from two lines below a price whose period is on its own line, nor from the next
        # card's heading, nor past a line with a price of its own.
        (
            "<h3>Pro</h3><p>$8/mo</p><p>Up to 5 users</p><p>billed annually</p>",
            [("Pro", "8", "$", "month")],
        ),
        (
            "<h3>Pro</h3><p>$8</p><p>per month</p>"
            "<h3>Billed annually</h3><p>$80</p><p>per year</p>",
            [("Pro", "8", "$", "month"), ("Billed annually", "80", "$", "year")],
        ),
        (
            "<h3>Pro</h3><p>$8</p><p>per month</p><p>$80 billed annually</p>",
            [("Pro", "8", "$", "month"), ("Pro", "80", "$", "year")],
        ),
        # Past a tax note after the price, and how it is billed on the period's own line.
        (
            "<h3>Growth</h3><p>€49 <span>excl. VAT</span></p><p>per month, paid yearly</p>",
            [("Growth", "49", "EUR", "month billed year")],
        ),
        (
            "<h3>Basis</h3><p>49 € zzgl. MwSt.</p><p>pro Monat</p>",
            [("Basis", "49", "EUR", "month")],
        ),
        ("<h3>Essentiel</h3><p>49 € HT</p><p>par mois</p>", [("Essentiel", "49", "EUR", "month")]),
        # Not past other words: "for 3 seats" is no period's place.
        ("<h3>Team</h3><p>$99 for 3 seats</p><p>per month</p>", [("Team", "99", "$", None)]),
        # Month-to-month is by the month, without a commitment.
        (
            "<h3>Starter</h3><p>$29/month billed annually or $35 month-to-month</p>",
            [("Starter", "29", "$", "month"), ("Starter", "35", "$", "month")],
        ),
        # Nor from a note after a grid of cards: the last card's no more than the first's.
        (
            '<section class="plans"><div class="plan"><h3>Pro</h3><p>$12 per user/month</p>'
            '</div><div class="plan"><h3>Team</h3><p>$20 per user/month</p></div></section>'
            "<p>Prices exclude VAT. Billed annually.</p>",
            [("Pro", "12", "$", "month per user"), ("Team", "20", "$", "month per user")],
        ),
        (
            '<div class="grid"><div class="card"><h3>Basis</h3><div>9 €</div><div>pro Monat</div>'
            '</div><div class="card"><h3>Plus</h3><div>19 €</div><div>pro Monat</div></div></div>'
            "<p>Jährliche Abrechnung</p>",
            [("Basis", "9", "EUR", "month"), ("Plus", "19", "EUR", "month")],
        ),
        # A price without a period gets none from how something else is billed.
        ("<h3>Pro</h3><p>$5 setup fee</p><p>then billed annually</p>", [("Pro", "5", "$", None)]),
        (  # the next line's billing is its own price's
            "<h3>Pro</h3><p>$10/mo</p><p>$96 billed annually</p>",
            [("Pro", "10", "$", "month"), ("Pro", "96", "$", "year")],
        ),
    ],
)
def test_periods_from_the_whole_unit_around_the_amount(
    html: str, expected: list[tuple[str, str | None, str | None, str | None]]
) -> None:
    assert prices(html) == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ("<p>Pro: €1&nbsp;298,00</p>", "1298.00"),
        ("<p>Pro: CHF&nbsp;1&#8239;298.00</p>", "1298.00"),
        ("<p>Pro: kr&nbsp;12&nbsp;900</p>", "12900"),
    ],
)
def test_a_thousands_separator_that_is_a_no_break_space(html: str, expected: str) -> None:
    [found] = prices(html)
    assert found[1] == expected


def test_a_no_break_space_between_digits_is_shown_as_a_space() -> None:
    found = extract("<p>Pro: €1&nbsp;298,00</p>".encode(), HTML, Rules())
    assert found.text == "Pro: €1 298,00"
    ignored = extract("<p>Pro: €1&nbsp;298,00 x</p>".encode(), HTML, Rules(ignore_text=(" x",)))
    assert [str(r.amount) for r in ignored.prices] == ["1298.00"]


@pytest.mark.parametrize(
    ("html", "currency"),
    [
        ('<html lang="nb-NO"><body><h3>Pro</h3><p>kr 99</p></body></html>', "NOK"),
        ('<html lang="da"><body><h3>Pro</h3><p>99 kr.</p></body></html>', "DKK"),
        (
            '<html lang="de"><head><meta property="og:locale" content="sv_SE"></head>'
            "<body><h3>Pro</h3><p>99 kr</p></body></html>",
            "SEK",
        ),
        # The page's words beat the locale.
        (
            '<html lang="de"><body><p>Alle Preise in DKK</p><h3>Pro</h3><p>99 kr</p></body>',
            "DKK",
        ),
        ('<html lang="en-CA"><body><h3>Pro</h3><p>$99</p></body></html>', "CAD"),
        ('<html lang="en"><body><h3>Pro</h3><p>$99</p></body></html>', "$"),  # inferred
        ('<html lang="ja"><body><h3>Pro</h3><p>¥990</p></body></html>', "JPY"),
        ('<html lang="zh-CN"><body><h3>Pro</h3><p>¥99</p></body></html>', "CNY"),
    ],
)
def test_an_ambiguous_sign_takes_the_currency_of_the_pages_context(
    html: str, currency: str
) -> None:
    [found] = prices(html)
    assert found[2] == currency


CARDS = (
    "<div class=grid><div class=card><h3>Starter</h3><p>$9/mo</p></div><div class=card>"
    "<h3>Pro</h3><p>$29/mo</p></div></div>"
)
TESTIMONIAL = (
    CARDS + "<section><blockquote>Acme cut our bill from {saved}"
    " to $900 a month. <cite>Jane</cite></blockquote><p>In her <q>{saved} a year</q>.</p>"
    "</section>"
)
# Quotations marked up otherwise: by a class that says so, as a figure whose
# caption names who said the words it opens with a quotation mark.
QUOTATIONS = [
    TESTIMONIAL,
    CARDS + '<p class="testimonial">"We saved {saved} in the first year!" - Ana, CTO</p>',
    CARDS + '<div class="c-Testimonios__item"><p>Ahorramos {saved} al año.</p></div>',
    CARDS + '<div class="testimonianza"><span>Abbiamo risparmiato {saved}</span></div>',
    CARDS + '<li class="temoignage-card"><p>Nous avons économisé {saved}.</p></li>',
    CARDS
    + "<figure><p>\u201cCut our bill by {saved}.\u201d</p><figcaption>Jo</figcaption></figure>",
    # A customer's review, marked up as one by schema.org or by a class.
    CARDS + '<div class="review"><p>Well worth {saved}, bought two.</p><p>Mike, 1.12.</p></div>',
    CARDS + '<li class="review-item"><p>Vaut bien ses {saved}.</p></li>',
    CARDS + '<article class="s-review"><p>Lo pagué {saved} y vale la pena.</p></article>',
    CARDS + '<div class="ProductReviewCard"><p>Für {saved} ein Schnäppchen.</p></div>',
    # A review whose class is written in the language of the markup's developers.
    CARDS + '<article class="rezension"><p>Für {saved} ein Schnäppchen.</p></article>',
    CARDS + '<li class="avis-client"><p>Payé {saved}, aucun regret.</p></li>',
    CARDS + '<div class="producto__resena"><p>Lo pagué {saved}.</p></div>',
    CARDS + '<div class="KundenrezensionItem"><p>Für {saved} gekauft.</p></div>',
    CARDS
    + '<div itemprop="review" itemscope itemtype="https://schema.org/Review">'
    + '<span itemprop="reviewBody">Paid {saved}, no regrets.</span></div>',
]


@pytest.mark.parametrize("markup", QUOTATIONS)
@pytest.mark.parametrize("mode", ["prices", "plans"])
def test_a_whole_pages_quotations_are_no_offer(mode: str, markup: str) -> None:
    def snapshot(saved: str) -> Snapshot:
        body = markup.format(saved=saved).encode()
        return extract(body, HTML, Rules(extract=mode))  # type: ignore[arg-type]

    assert [(r.label, str(r.amount)) for r in snapshot("$4,000").prices] == [
        ("Starter", "9"),
        ("Pro", "29"),
    ]
    assert snapshot("$4,000").digest == snapshot("$5,000").digest


# The store or suburb a shop chose for the visitor, by the attributes that name it.
STORE_CHOICES = [
    '<button data-testid="@web/StoreName/Button">{store}</button>',
    '<p>Pick up today at <span class="pdp-cnc__selected-store">{store}</span></p>',
    '<p>Delivery to <span class="fulfilment-selector__suburb">{store}</span></p>',
    '<div id="my-store">{store}</div>',
]


@pytest.mark.parametrize("markup", STORE_CHOICES)
@pytest.mark.parametrize("mode", ["text", "prices", "plans"])
def test_the_store_a_page_chose_for_the_visitor_is_no_change(mode: str, markup: str) -> None:
    def snapshot(store: str) -> Snapshot:
        body = (f"<header>{markup}</header>".format(store=store) + CARDS).encode()
        return extract(body, HTML, Rules(extract=mode))  # type: ignore[arg-type]

    assert snapshot("Springfield North").digest == snapshot("Shelbyville").digest


# A banner in the page's header or navigation that sells another product each day.
DAILY_DEALS = [
    '<header><div class="announcement">Deal of the day: {deal} &middot; ends tonight</div>'
    "<nav><a href=/>Home</a></nav></header>",
    '<header class="header-main"><div class="top-bar"><strong>Angebot des Tages:</strong> '
    "<a href=/d>{deal}</a> \u2013 nur heute!</div></header>",
    '<nav><ul><li class="promo">★ Offre du jour : {deal}</li><li><a href=/>Accueil</a></li>'
    "</ul></nav>",
]


@pytest.mark.parametrize("markup", DAILY_DEALS)
@pytest.mark.parametrize("mode", ["text", "prices", "plans"])
def test_a_headers_deal_of_the_day_is_no_change(mode: str, markup: str) -> None:
    def snapshot(deal: str) -> Snapshot:
        body = (markup.format(deal=deal) + CARDS).encode()
        return extract(body, HTML, Rules(extract=mode))  # type: ignore[arg-type]

    assert snapshot("Grinder X for $89").digest == snapshot("Kettle Y for $39").digest
    assert [str(r.amount) for r in snapshot("Grinder X for $89").prices] == ["9", "29"]


def test_a_deal_of_the_day_in_the_content_is_read() -> None:
    body = b"<main><h1>Deal of the day</h1><h2>Grinder X</h2><p>$89</p></main>"
    found = extract(body, HTML, Rules(extract="prices")).prices
    assert [str(r.amount) for r in found] == ["89"]


# A purchase notification, another buyer, product and price at each load.
PURCHASE_TOASTS = [
    '<div class="toast"><p><strong>{who}</strong> just bought the {what} for {price}</p>'
    "<p>3 minutes ago</p></div>",
    '<div class="purchase-notification"><p>{who} hat vor 5 Minuten {what} für {price} gekauft'
    "</p></div>",
    '<div class="preuve-sociale" role="status"><p>{who} a acheté {what} pour {price}</p></div>',
    '<aside class="ticker"><span>{who} just bought {what}</span> \u2013 <b>{price}</b></aside>',
    '<ul class="recent-orders"><li>Order #4411 \u2013 {price} \u2013 <time>2 min ago</time>'
    "</li></ul>",
    '<p class="last-sale">Last sold for <span>{price}</span></p>',
]


@pytest.mark.parametrize("markup", PURCHASE_TOASTS)
@pytest.mark.parametrize("mode", ["text", "prices", "plans"])
def test_a_purchase_notification_is_no_change(mode: str, markup: str) -> None:
    def snapshot(who: str, what: str, price: str) -> Snapshot:
        body = (CARDS + markup.format(who=who, what=what, price=price)).encode()
        return extract(body, HTML, Rules(extract=mode))  # type: ignore[arg-type]

    first = snapshot("Jan aus Köln", "Pro plan", "$29")
    assert first.digest == snapshot("Lena aus Hamburg", "Starter plan", "$9").digest
    assert [str(r.amount) for r in first.prices] == ["9", "29"]


# Other sellers' copies of the product, counted, with the least of their prices: another
# count and price as sellers come and go.
MARKETPLACE_OFFERS = [
    "<p><a href=/offers>{new} new from {low}</a> &middot; 5 used from $4.99</p>",
    "<p class=kaufbox__markt><a href=/m>{new} neu ab {low}, 5 gebraucht ab 11,40 $</a></p>",
    "<div>{new} neufs à partir de {low} &middot; 7 d'occasion dès 4,20 $</div>",
    "<span>{new} nuevos desde {low}</span>",
    # a bookshop's and a record shop's: copies, offers
    "<p class=marketplace><a href=/m>{new} used &amp; new copies from {low}</a></p>",
    "<p class=product-occasion><a href=/o>Voir les {new} offres d'occasion dès {low}</a></p>",
]


@pytest.mark.parametrize("markup", MARKETPLACE_OFFERS)
@pytest.mark.parametrize("mode", ["text", "prices", "plans"])
def test_a_marketplaces_other_offers_are_no_change(mode: str, markup: str) -> None:
    def snapshot(new: str, low: str) -> Snapshot:
        body = (CARDS + markup.format(new=new, low=low)).encode()
        return extract(body, HTML, Rules(extract=mode))  # type: ignore[arg-type]

    first = snapshot("2", "$12.80")
    assert first.digest == snapshot("3", "$11.95").digest
    assert [str(r.amount) for r in first.prices] == ["9", "29"]


@pytest.mark.parametrize(
    "line",
    [
        "<p>Team: new from $49/mo</p>",  # no count: the offer's own "from" price
        "<p>Team for 3 users, new from $49/mo</p>",  # a count of something else
        "<p>Team 1.2 new from $49/mo</p>",  # a figure that ends another number
    ],
)
def test_a_new_from_price_without_a_count_of_sellers_is_read(line: str) -> None:
    found = extract((CARDS + line).encode(), HTML, Rules(extract="prices")).prices
    assert [str(r.amount) for r in found] == ["9", "29", "49"]


def test_a_list_of_stores_is_read() -> None:
    def listed(*stores: str) -> str:
        names = "".join(f'<li class="store-name">{store}</li>' for store in stores)
        return text(f"<h1>Our stores</h1><ul>{names}</ul>")

    assert "Bondi" in listed("Bondi", "Parramatta")
    assert listed("Bondi", "Parramatta") != listed("Bondi", "Penrith")


@pytest.mark.parametrize(
    "markup",
    [
        '<div class="product-preview"><h3>Team</h3><p>$49/mo</p></div>',  # no review
        # Words that only start like a review's: a notice ("aviso"), opinions of the press.
        '<div class="avisos"><h3>Team</h3><p>$49/mo</p></div>',
        '<div class="AvisoPlan"><h3>Team</h3><p>$49/mo</p></div>',
        '<div class="opinionated-card"><h3>Team</h3><p>$49/mo</p></div>',
        # A French notice and a Portuguese trial plan: "avis", "avaliação".
        '<div class="avis-promo"><h3>Team</h3><p>$49/mo</p></div>',
        '<div class="plano plano-avaliacao"><h3>Team</h3><p>$49/mo</p></div>',
        # A block far longer than a review, whose class says it is a review page's.
        '<div class="review-product-list"><h3>Team</h3><p>$49/mo</p><p>{long}</p></div>',
    ],
)
def test_what_only_looks_like_a_review_is_read(markup: str) -> None:
    body = (CARDS + markup.format(long="Words of a description. " * 80)).encode()
    found = extract(body, HTML, Rules(extract="prices")).prices
    assert [str(r.amount) for r in found] == ["9", "29", "49"]


def test_a_figure_that_quotes_nobody_is_read() -> None:
    body = (CARDS + "<figure><img src=t.png><figcaption>Team $49/mo</figcaption></figure>").encode()
    found = extract(body, HTML, Rules(extract="prices")).prices
    assert [str(r.amount) for r in found] == ["9", "29", "49"]


def test_a_quotation_chosen_as_the_region_is_read() -> None:
    body = TESTIMONIAL.format(saved="$4,000").encode()
    found = extract(body, HTML, Rules(extract="prices", selector="blockquote")).prices
    assert [str(r.amount) for r in found] == ["4000", "900"]


@pytest.mark.parametrize(
    ("markup", "read"),
    [
        # A state that ends an item, glued to the next item's name, a wrapper or two between.
        (
            "<x-item><b>One month</b><b>$9.99</b><b>Sold out</b></x-item>"
            "<x-item><b>Three months</b></x-item>",
            "Sold out Three months",
        ),
        (
            "<i-item><span>11,99 €</span><em><b>Ei saatavilla</b></em></i-item>"
            "<i-item><span><b>Äänikirjalisä</b></span></i-item>",
            "Ei saatavilla Äänikirjalisä",
        ),
        # Words that say no state stay glued across the items; so does a state before a small
        # letter.
        (
            "<x-item><b>Premium</b><b>Family</b></x-item><x-item><b>Basic</b></x-item>",
            "FamilyBasic",
        ),
        ("<x-item><b>Sold out</b></x-item><x-item><b>iPhone</b></x-item>", "Sold outiPhone"),
    ],
)
def test_a_state_glued_to_the_next_items_name_is_spaced(markup: str, read: str) -> None:
    body = f"<html lang=en><body><p>{markup}</p></body></html>".encode()
    assert read in extract(body, HTML, Rules(extract="text")).text


@pytest.mark.parametrize(
    ("heading", "label"),
    [
        ("Pro <small>Most popular</small>", "Pro"),
        ("Team <span>Beliebt</span>", "Team"),
        ("<em>⭐ Recommandé</em> Business", "Business"),
        ("Profesyonel <span class='ml-2 rounded-full'>En popüler</span>", "Profesyonel"),
        ("Pro <span>Plus</span>", "Pro Plus"),  # a word of the name, no badge
        ("<span>Popular</span>", "Popular"),  # a heading that says only a badge keeps it
        # A page builder's boxes around the heading's words (Malay, Italian, through a Vue
        # comment): the badge is still a child beside the name.
        ("<div>Pro <span>Paling popular</span></div>", "Pro"),
        (" <div><div>Pro <small>Il più scelto</small></div></div> ", "Pro"),
        ("<div><!--[--><div>Pro <span>Most popular</span></div><!--]--></div>", "Pro"),
        ("<div>Pro <span>Plus</span></div>", "Pro Plus"),  # a word of the name, no badge
        # A box beside words is no wrapper: its badge is the words' sibling, not a child.
        ("Pro <div>Edition <span>Plus</span></div>", "Pro Edition Plus"),
    ],
)
def test_a_badge_in_a_plans_heading_names_no_plan(heading: str, label: str) -> None:
    html = f"<div><h3>{heading}</h3><p>$10/mo</p></div><div><h3>Basic</h3><p>$5/mo</p></div>"
    for mode in ("prices", "plans"):
        assert table(html, extract=mode)[0][0] == label


def _table_page(head: str, lang: str) -> bytes:
    rows = "".join(
        f"<tr><td>{name}</td><td>{first}</td><td>{second}</td></tr>"
        for name, first, second in (("Monthly", "$20/mo", "$10/mo"), ("Extra", "5 GB", "1 GB"))
    )
    header = f"<tr><th></th><th>{head}</th><th>Basic</th></tr>"
    return f'<html lang="{lang}"><table>{header}{rows}</table></html>'.encode()


def _grid_page(head: str, lang: str) -> bytes:
    """A grid of divs, a div per row, its head's cells of a class of their own."""
    rows = [("Havidíj", "7 990 Ft/hó", "4 990 Ft/hó"), ("Nélkül", "9 990 Ft/hó", "6 490 Ft/hó")]
    body = "".join(
        f"<div class=r><div class=c>{name}</div><div class=c>{first}</div>"
        f"<div class=c>{second}</div></div>"
        for name, first, second in [*rows, ("Adat", "5 GB", "1 GB")]
    )
    header = f"<div class=r><div class=c></div><div class=h>{head}</div>"
    header += "<div class=h>Alap</div></div>"
    return f'<html lang="{lang}"><main><div class=g>{header}{body}</div></main></html>'.encode()


@pytest.mark.parametrize(
    ("head", "lang", "page", "label"),
    [
        # A badge beside the plan's name in a comparison's header cell moves from plan to plan
        # (before: it was the name's, so moved it read as plans removed and added).
        ("<span>Most popular</span> Pro", "en", _table_page, "Pro"),
        ("Team <small>Beliebt</small>", "de", _table_page, "Team"),
        ("<span>Populärast</span> Pro", "sv", _table_page, "Pro"),
        ("<span class=cimke>Legnépszerűbb</span><strong>Profi</strong>", "hu", _grid_page, "Profi"),
        # a word of the name, and a cell that says only a badge, stay
        ("Pro <span>Plus</span>", "en", _table_page, "Pro Plus"),
        ("<span>Recommended</span>", "en", _table_page, "Recommended"),
    ],
)
def test_a_badge_in_a_comparisons_header_cell_names_no_plan(
    head: str, lang: str, page: Callable[[str, str], bytes], label: str
) -> None:
    found = extract(page(head, lang), HTML, Rules(extract="prices")).prices
    names = {name for record in found for name in re.split(r" \(|\)", record.label)}
    assert label in names


@pytest.mark.parametrize(
    ("first", "second", "labels"),
    [
        # "New" beside another condition is the column's condition, no badge: dropped, the
        # new phone and the used one were one name and a name with its condition.
        ("iPhone 15 <span>New</span>", "iPhone 15 <span>Used</span>", ["iPhone 15 New"]),
        ("Galaxy <span>Neu</span>", "<span>Gebraucht</span>", ["Galaxy Neu"]),
        ("iPhone 15 <span>New</span>", "iPhone 15 <b>Refurbished</b>", ["iPhone 15 New"]),
        # near misses: beside a plan, or beside another badge, "New" is a badge
        ("Team <span>New</span>", "Basic", ["Team"]),
        ("Team <span>New</span>", "Pro <span>Popular</span>", ["Team", "Pro"]),
    ],
)
def test_a_condition_among_conditions_in_header_cells_is_no_badge(
    first: str, second: str, labels: list[str]
) -> None:
    header = f"<tr><th></th><th>{first}</th><th>{second}</th></tr>"
    html = f"<html lang=en><table>{header}<tr><td>Price</td><td>$799</td><td>$599</td></tr></table>"
    found = extract(html.encode(), HTML, Rules(extract="prices")).prices
    assert [record.label for record in found][: len(labels)] == labels


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        (  # Bootstrap's columns: a fee under the grid is none of the last card's
            "<h1>Plans</h1><div class=row>"
            + "".join(
                f"<div class=col><div class=card><div class=card-header><h3>{name}</h3>"
                f"<small>Speed {speed} Mbps</small></div><p>${price} / month</p>"
                "<a href=/a>Apply</a></div></div>"
                for name, speed, price in (("Basic", 30, 10), ("Pro", 60, 20))
            )
            + "</div><p>Installation fee $50 one-time</p>",
            [("Basic", "10", "month"), ("Pro", "20", "month"), ("Plans", "50", "once")],
        ),
        (  # a list's tiles, in German
            "<h2>Tarife</h2><ul class=tarife>"
            "<li class=tarif><h3>S</h3><p>Bis 10 Nutzer</p><p>9 € / Monat</p><p>Buchen</p></li>"
            "<li class=tarif><h3>M</h3><p>Bis 50 Nutzer</p><p>19 € / Monat</p><p>Buchen</p></li>"
            "</ul><p>Einrichtung: 49 € einmalig</p>",
            [("S", "9", "month"), ("M", "19", "month"), ("Tarife", "49", "once")],
        ),
        (  # Burmese: a grid under a heading, the fee after it in a line of its own
            "<h1>အစီအစဉ်များ</h1><div class=grid>"
            "<div class=plan><h3>Home 30</h3><p>မြန်နှုန်း 30 Mbps</p><p>35,000 ကျပ် / လ</p></div>"
            "<div class=plan><h3>Home 60</h3><p>မြန်နှုန်း 60 Mbps</p><p>49,000 ကျပ် / လ</p></div>"
            "</div><p>ကြိုးသွယ်တန်းခ Ks 50,000 တစ်ကြိမ်သာ</p>",
            [
                ("Home 30", "35000", "month"),
                ("Home 60", "49000", "month"),
                ("အစီအစဉ်များ", "50000", "once"),
            ],
        ),
        # Unchanged: the last card's own second price, inside it, is its own.
        (
            "<h1>Plans</h1><div class=grid>"
            "<div class=card><h3>Basic</h3><p>$10/mo</p><p>$100/yr</p></div>"
            "<div class=card><h3>Pro</h3><p>$20/mo</p><p>$200/yr</p></div></div>",
            [
                ("Basic", "10", "month"),
                ("Basic", "100", "year"),
                ("Pro", "20", "month"),
                ("Pro", "200", "year"),
            ],
        ),
        # Unchanged: one box is no grid: the line after it stands under its heading.
        (
            "<h1>Plans</h1><div class=card><h3>Pro</h3><p>$20/mo</p></div>"
            "<p>Setup fee $50 one-time</p>",
            [("Pro", "20", "month"), ("Pro", "50", "once")],
        ),
        # Unchanged: a box of two headings is a section of the page, no card.
        (
            "<h1>Plans</h1>"
            "<div class=box><h3>Pro</h3><p>$20/mo</p><h4>Extras</h4><p>Extra seat $5/mo</p></div>"
            "<div class=box><h3>Team</h3><p>$40/mo</p><h4>Extras</h4><p>Extra seat $4/mo</p></div>"
            "<p>Setup fee $50 one-time</p>",
            [
                ("Pro", "20", "month"),
                ("Extras", "5", "month"),
                ("Team", "40", "month"),
                ("Extras (Extra seat)", "4", "month"),
                ("Extras (Setup fee)", "50", "once"),
            ],
        ),
    ],
)
def test_a_line_after_a_grid_of_cards_is_none_of_its_last_cards(
    html: str, expected: list[tuple[str, str, str]]
) -> None:
    found = [(label, amount, period) for label, amount, _, period, _ in table(html)]
    assert found == expected
    if "Extras" not in html:  # plans mode names the extras' cards apart, as before
        plans = table(html, extract="plans")
        assert [(label, amount, period) for label, amount, _, period, _ in plans] == expected


def test_a_cards_stock_below_its_specs_is_its_own() -> None:
    def card(name: str, state: str) -> str:
        specs = "".join(
            f"<dd>{n} vCPU</dd><dd>{n * 2} GB RAM</dd><dd>{n * 40} GB NVMe</dd>" for n in (2,)
        )
        return f"<dl><dt>{name}</dt><dd><b>€{len(name)}</b> /mo</dd>{specs}<dd>{state}</dd></dl>"

    html = (
        "<div>"
        + card("Nano", "In stock")
        + card("Standard", "In stock")
        + card("GPU", "Out of stock")
        + "</div>"
    )
    states = [(label, availability) for label, _, _, _, availability in table(html)]
    assert states == [("Nano", "InStock"), ("Standard", "InStock"), ("GPU", "OutOfStock")]


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        (  # a usage table's unit in a column of its own
            "<table><tr><th>E-mail</th><td>kr 0,45</td><td>per 1 000 e-mails</td></tr>"
            "<tr><th>SMS</th><td>kr 0,39</td><td>per message</td></tr></table>",
            # a message is a usage unit too, counted one by one
            [("E-mail", "0.45", "kr", "1000 e-mails"), ("SMS", "0.39", "kr", "1 message")],
        ),
        (  # a limit under a free plan's price is no unit of it
            "<div><h3>Free</h3><p>$0</p><p>100 SMS per month</p></div>"
            "<div><h3>Dev</h3><p>$9 / mo</p><p>2 000 SMS per month</p></div>",
            [("Free", "0", "$", None), ("Dev", "9", "$", "month")],
        ),
    ],
)
def test_what_a_usage_price_is_per(
    html: str, expected: list[tuple[str, str | None, str | None, str | None]]
) -> None:
    assert [row[:4] for row in table(html)] == expected


@pytest.mark.parametrize(
    ("faq", "plans"),
    [
        ("<h3>Do you offer discounts for nonprofits?</h3><p>On request.</p>", ["Basic", "Pro"]),
        ("<h3>Gibt es Rabatte für Vereine?</h3><p>Auf Anfrage.</p>", ["Basic", "Pro"]),
        ("<h3>専用サーバーは\uff1f</h3><p>お問い合わせください</p>", ["Basic", "Pro"]),
        ("<h3>Enterprise</h3><p>Contact sales</p>", ["Basic", "Pro", "Enterprise"]),
    ],
)
def test_an_faq_question_over_on_request_is_no_plan(faq: str, plans: list[str]) -> None:
    html = f"<div><h3>Basic</h3><p>$9/mo</p></div><div><h3>Pro</h3><p>$19/mo</p></div>{faq}"
    assert [label for label, *_ in table(html)] == plans


_BUY_BOX = (
    '<h1 class="page-title">Espresso Maker</h1><div class="price-box">'
    '<span itemprop="offers" itemscope itemtype="http://schema.org/Offer">'
    '<span class="price">449,00 €</span><meta itemprop="price" content="449">{currency}</span>'
    '<span class="old-price">529,00 €</span></div><div class="stock">{stock}</div>'
    '<ul class="tier"><li>Buy 2 for <span class="price">429,00 €</span> each</li></ul>'
)


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # An offer whose data names no product is the page's title's: the prices and stock
        # shown under it are the product's too (its old price, its tier, its stock).
        (
            _BUY_BOX.format(
                currency='<meta itemprop="priceCurrency" content="EUR">', stock="Auf Lager"
            ),
            [
                ("", "449", "EUR", None, None),
                ("Espresso Maker", "449.00", "EUR", None, "InStock"),
                ("Espresso Maker", "529.00", "EUR", None, "InStock"),
                ("Espresso Maker (from 2)", "429.00", "EUR", None, "InStock"),
            ],
        ),
        # Data without a currency states no price: the one shown says it.
        (
            _BUY_BOX.format(currency="", stock=""),
            [
                ("", "449", None, None, None),
                ("Espresso Maker", "449.00", "EUR", None, None),
                ("Espresso Maker", "529.00", "EUR", None, None),
                ("Espresso Maker (from 2)", "429.00", "EUR", None, None),
            ],
        ),
        # Two top-level headings: no one title, the shown prices are left out as before.
        (
            "<h1>Shop</h1>"
            + _BUY_BOX.format(
                currency='<meta itemprop="priceCurrency" content="EUR">', stock="Auf Lager"
            ),
            [("", "449", "EUR", None, None)],
        ),
    ],
)
def test_an_unnamed_offer_is_the_title_headings_product(
    html: str, expected: list[tuple[str, str | None, str | None, str | None, str | None]]
) -> None:
    assert table(html, extract="prices") == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        (
            '<html lang="de"><h1>Apfelschorle 12 x 1,0 l</h1><p>8,99 €</p>'
            "<p><span>Grundpreis:</span> <span>1 l = 0,75 €</span></p>",
            [("8.99", None), ("0.75", "1 l")],
        ),
        (
            '<html lang="fr"><div class="tile"><h3>Café en grains 500 g</h3>'
            '<span class="price">6,45 €</span><small>(1 kg = 12,90 €)</small></div>',
            [("6.45", None), ("12.90", "1 kg")],
        ),
        (
            '<html lang="cs"><li><b>Pivo ležák 20 x 0,5 l</b> 389 Kč <i>1 l = 38,90 Kč</i></li>',
            [("389", None), ("38.90", "1 l")],
        ),
    ],
)
def test_a_unit_price_written_measure_first_is_per_that_measure(
    html: str, expected: list[tuple[str, str | None]]
) -> None:
    """ "1 l = 0,75 €" is the same base price as "0,75 € / 1 l", not a second price of the
    pack."""
    found = [(amount, period) for _, amount, _, period, _ in table(html, extract="prices")]
    assert found == expected


_WORDED_APART = """<html lang="{lang}"><body>
<script type="application/ld+json">{{"@context": "https://schema.org", "@type": "Product",
"name": "{name}", "offers": {{"@type": "Offer", "price": "{price}", "priceCurrency": "{code}",
"availability": "https://schema.org/InStock"}}}}</script>
<h1>{title}</h1><p>{shown}</p>
<fieldset><label><input type="radio" name="v"> {other}</label></fieldset>
<h2>{reviews}</h2><p>{quoted}</p></body></html>"""


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        # The title adds a model number and a speed, the data puts the variant after a dash.
        (
            {"lang": "fr", "name": "Lave-linge hublot Lumina \u2013 9 kg", "price": "649.99",
             "code": "EUR", "title": "Lave-linge hublot Lumina WH90 \u2013 9 kg, 1400 tr/min",
             "shown": "649,99 €", "other": "10 kg 749,99 € Rupture de stock",
             "reviews": "Avis clients", "quoted": "Vu à 599 € ailleurs"},
            ["649.99", "749.99"],
        ),
        # Words in another order, a dash and a size added.
        (
            {"lang": "de", "name": "Voltaro Tour 7 Diamant", "price": "3299.00", "code": "EUR",
             "title": "E-Bike Voltaro Tour 7 \u2013 Diamant, 28 Zoll", "shown": "3.299,00 €",
             "other": "750 Wh (+ 450,00 €) Ausverkauft", "reviews": "Bewertungen",
             "quoted": "Woanders 3.499 €"},
            ["3299.00", "450.00"],
        ),
        (
            {"lang": "en", "name": "Acme Kettle 1.7L Brushed Steel", "price": "39.99",
             "code": "USD", "title": "Acme 1.7L Kettle \u2013 Brushed Steel",
             "shown": "$39.99", "other": "Matte Black $44.99", "reviews": "Reviews",
             "quoted": "Saw it for $35"},
            ["39.99", "44.99"],
        ),
        # A title that shares fewer than two thirds of the name's words is another page's:
        # the prices shown are left to the data, as before.
        (
            {"lang": "en", "name": "Acme Kettle 1.7L Brushed Steel", "price": "39.99",
             "code": "USD", "title": "Acme Kitchen Sale", "shown": "$39.99",
             "other": "Matte Black $44.99", "reviews": "Reviews", "quoted": "Saw it for $35"},
            ["39.99"],
        ),
        (
            {"lang": "ja", "name": "ルミナクリーン R7 ロボット掃除機", "price": "89800",
             "code": "JPY", "title": "ルミナ 冬の家電セール", "shown": "89,800円",
             "other": "ブラック 92,800円 在庫なし", "reviews": "レビュー",
             "quoted": "他店で85,000円"},
            ["89800"],
        ),
    ],
)  # fmt: skip
def test_a_title_worded_apart_from_the_data_names_its_product(
    fields: dict[str, str], expected: list[str]
) -> None:
    """The page's one title holds most of the data's product name in its own words: the
    prices under it are the product's (another variant's, with its stock), what follows the
    next heading is not."""
    html = _WORDED_APART.format(**fields)
    assert [amount for _, amount, *_ in table(html, extract="prices")] == expected


_TITLE_IN_A_BOX = """<html lang="{lang}"><body>
<script type="application/ld+json">{{"@context": "https://schema.org", "@type": "Product",
"name": "{name}", "offers": {{"@type": "Offer", "price": "{price}", "priceCurrency": "{code}",
"availability": "https://schema.org/InStock"}}}}</script>
<nav class="crumbs"><a href="/">{home}</a> <span>/</span> <span>{crumb}</span></nav>
<div class="product-info"><div class="product-title">{title}</div>
<div class="rating">4,7 / 5</div><div class="price">{shown}</div>
<ul class="sizes"><li>{other}</li></ul></div>
<h2>{also}</h2><div class="tile"><div>{tile}</div><div>{tile_price}</div></div>
</body></html>"""


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        (
            {"lang": "de", "name": "Regenjacke Nordwind", "price": "89.95", "code": "EUR",
             "home": "Start", "crumb": "Jacken", "title": "Regenjacke Nordwind",
             "shown": "89,95 €", "other": "XXL 94,95 € Ausverkauft",
             "also": "Kunden kauften auch", "tile": "Softshell Fjell", "tile_price": "59,95 €"},
            ["89.95", "94.95"],
        ),
        # Worded its own way, after a breadcrumb whose last item is the name with no price.
        (
            {"lang": "en", "name": "Acme Kettle 1.7L Brushed Steel", "price": "39.99",
             "code": "USD", "home": "Home", "crumb": "Acme Kettle 1.7L Brushed Steel",
             "title": "Acme 1.7L Kettle \u2013 Brushed Steel", "shown": "$39.99",
             "other": "Matte Black $44.99", "also": "You may also like",
             "tile": "Acme Toaster", "tile_price": "$29.99"},
            ["39.99", "44.99"],
        ),
        # Named only in a recommended tile, over a price the data does not state: the
        # prices shown are left to the data, as before.
        (
            {"lang": "en", "name": "Acme Kettle 1.7L Brushed Steel", "price": "39.99",
             "code": "USD", "home": "Home", "crumb": "Kitchen", "title": "Kitchen deals",
             "shown": "$39.99", "other": "Matte Black $44.99", "also": "You may also like",
             "tile": "Acme Kettle 1.7L Brushed Steel", "tile_price": "$41.99"},
            ["39.99"],
        ),
    ],
)  # fmt: skip
def test_a_title_set_in_no_heading_names_its_product(
    fields: dict[str, str], expected: list[str]
) -> None:
    """A product page whose title is a styled box, not a heading: the line that names the
    data's product with its price shown close below heads the product's prices (another
    size's, with its stock) as a title heading does, up to the next heading."""
    html = _TITLE_IN_A_BOX.format(**fields)
    assert [amount for _, amount, *_ in table(html, extract="prices")] == expected


_TITLED_MICRODATA = """<html lang="{lang}"><head><title>{title}</title>{og}</head><body>
<nav class="crumbs"><a href="/">{home}</a> / <span>{crumb}</span></nav>
<div class="page-title"><span>{name}</span></div>
<div class="price-box" itemscope itemtype="https://schema.org/Offer">
<meta itemprop="priceCurrency" content="{code}">
<span itemprop="price" content="{price}">{shown}</span></div><div class="tier">{tier}</div>
<h2 class="section-title">{also}</h2>
<div class="tile"><div>{tile}</div><div>{tile_price}</div></div>
</body></html>"""


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        (
            {"lang": "sk", "title": "Káva Arabica Premium 1 kg | Kávovaraj.sk", "og": "",
             "home": "Domov", "crumb": "Káva", "name": "Káva Arabica Premium 1 kg",
             "code": "EUR", "price": "18.90", "shown": "18,90 €",
             "tier": "Kúpte 2 ks za 17,90 € za kus", "also": "Podobné produkty",
             "tile": "Káva Robusta Forte 1 kg", "tile_price": "14,90 €"},
            ["18.90", "17.90"],
        ),
        # Its og:title first, whatever the <title> adds.
        (
            {"lang": "en", "title": "Buy now! Best prices", "home": "Home", "crumb": "Tools",
             "og": '<meta property="og:title" content="Cordless Drill PVX18">',
             "name": "Cordless Drill PVX18", "code": "USD", "price": "149.00",
             "shown": "$149.00", "tier": "With two batteries: $219.00",
             "also": "Customers also bought", "tile": "Drill bits set", "tile_price": "$19.00"},
            ["149.00", "219.00"],
        ),
        # A title of one word is a category's: the prices shown are left to the data.
        (
            {"lang": "sk", "title": "Káva | Kávovaraj.sk", "og": "", "home": "Domov",
             "crumb": "Káva", "name": "Káva", "code": "EUR", "price": "18.90",
             "shown": "18,90 €", "tier": "Kúpte 2 ks za 17,90 € za kus",
             "also": "Podobné produkty", "tile": "Káva Robusta Forte 1 kg",
             "tile_price": "14,90 €"},
            ["18.90"],
        ),
    ],
)  # fmt: skip
def test_a_page_title_names_the_product_its_data_leaves_unnamed(
    fields: dict[str, str], expected: list[str]
) -> None:
    """A shop's microdata in its buy box names no product, and the product's title is a
    styled box: the page's own title names it, so the prices under that box are the
    product's (a quantity's price) and the recommended tile's are not."""
    html = _TITLED_MICRODATA.format(**fields)
    assert [amount for _, amount, *_ in table(html, extract="prices")] == expected


_NAMED_OFFERS = """<html lang="fr"><body>
<script type="application/ld+json">{{"@context": "https://schema.org", "@type": "Product",
"name": "Perceuse PVX18 18V", "offers": [
{{"@type": "Offer", "name": "PVX18 - 1 batterie", "price": "149.99", "priceCurrency": "EUR",
"availability": "https://schema.org/InStock"}},
{{"@type": "Offer", "name": "PVX18 - 2 batteries", "price": "219.00", "priceCurrency": "EUR",
"availability": "https://schema.org/InStock"}}]}}</script>
<h1>Perceuse PVX18 18V</h1><p>149,99 €</p><p>Prix barré : <del>{was}</del></p>
<p>dont 0,50 € d'éco-participation</p>
<h2>Avis clients</h2><p>Bien pour 20 € de plus</p></body></html>"""


@pytest.mark.parametrize(
    ("was", "expected"),
    [
        ("179,99 €", ["149.99", "219.00", "179.99"]),
        ("169,99 €", ["149.99", "219.00", "169.99"]),
    ],
)
def test_offers_named_apart_are_the_headed_products(was: str, expected: list[str]) -> None:
    """Each offer has a name of its own ("PVX18 - 1 batterie"): the heading names their
    product, so the struck price shown under it is read beside the data's (the levy the price
    includes is none, the reviews after the product are not its)."""
    amounts = [amount for _, amount, *_ in table(_NAMED_OFFERS.format(was=was), extract="prices")]
    assert amounts == expected


_AGGREGATE = (
    '<script type="application/ld+json">{{"@type": "Product", "name": "{name}", "offers":'
    ' {{"@type": "AggregateOffer", "lowPrice": "{low}", "highPrice": "{high}",'
    ' "priceCurrency": "{code}"}}}}</script>'
)


@pytest.mark.parametrize(
    ("name", "low", "high", "code", "body", "expected"),
    [
        # Radios whose labels name each size: the sizes at the data's lowest and highest price
        # keep their names beside the data's records.
        (
            "House Blend",
            "12.99",
            "69.00",
            "USD",
            "<h1>House Blend</h1><form><fieldset>"
            '<label><input type="radio" name="s"> 250 g <span>$12.99</span></label>\n'
            '<label><input type="radio" name="s"> 1 kg <span>$39.00</span></label>\n'
            '<label><input type="radio" name="s"> 2 kg <span>$69.00</span></label>'
            "</fieldset></form>",
            {
                ("House Blend", "12.99"),
                ("House Blend", "69.00"),
                ("House Blend (250 g)", "12.99"),
                ("House Blend (1 kg)", "39.00"),
                ("House Blend (2 kg)", "69.00"),
            },
        ),
        (
            "Kaffee Hausmischung",
            "12.99",
            "39.00",
            "EUR",
            "<h1>Kaffee Hausmischung</h1><ul>"
            "<li>250 g <b>12,99 €</b></li>\n<li>500 g <b>22,99 €</b></li>\n"
            "<li>1 kg <b>39,00 €</b></li></ul>",
            {
                ("Kaffee Hausmischung", "12.99"),
                ("Kaffee Hausmischung", "39.00"),
                ("Kaffee Hausmischung (250 g)", "12.99"),
                ("Kaffee Hausmischung (500 g)", "22.99"),
                ("Kaffee Hausmischung (1 kg)", "39.00"),
            },
        ),
        # The product's own price shown again, and another product's of the same amount,
        # are no variant of it.
        (
            "House Blend",
            "12.99",
            "12.99",
            "USD",
            "<h1>House Blend</h1><p>$12.99</p><h2>House Blender Pro</h2><p>$12.99</p>",
            {("House Blend", "12.99")},
        ),
    ],
)
def test_a_variant_named_beside_datas_aggregate_keeps_its_name(
    name: str, low: str, high: str, code: str, body: str, expected: set[tuple[str, str]]
) -> None:
    head = _AGGREGATE.format(name=name, low=low, high=high, code=code)
    html = f'<html lang="en"><head>{head}</head><body>{body}</body></html>'
    assert {(label, amount) for label, amount, *_ in table(html)} == expected


_OFFER = (
    '<div {offer}><span {name}>{label}</span> <span {price} content="{amount}">{shown} €</span>'
)
_OFFER += '<meta {currency} content="EUR"> / {per}</div>'


def _offers(markup: dict[str, str]) -> str:
    offers = "".join(
        _OFFER.format(**markup, label=label, amount=amount, shown=shown, per=per)
        for label, amount, shown, per in (("Mensuel", "9.90", "9,90", "mois"),
                                          ("Annuel", "99.00", "99,00", "an"))
    )  # fmt: skip
    return f"<div {markup['product']}><h1>Abonnement</h1>{offers}</div>"


_MICRODATA = {
    "product": 'itemscope itemtype="https://schema.org/Product"',
    "offer": 'itemprop="offers" itemscope itemtype="https://schema.org/Offer"',
    "name": 'itemprop="name"',
    "price": 'itemprop="price"',
    "currency": 'itemprop="priceCurrency"',
}
_RDFA = {
    "product": 'vocab="https://schema.org/" typeof="Product"',
    "offer": 'property="offers" typeof="Offer"',
    "name": 'property="name"',
    "price": 'property="price"',
    "currency": 'property="priceCurrency"',
}
_RDFA_PREFIXED = {key: value.replace('"', '"schema:', 1) for key, value in _RDFA.items()}
_RDFA_PREFIXED["product"] = 'prefix="schema: https://schema.org/" typeof="schema:Product"'


@pytest.mark.parametrize("markup", [_MICRODATA, _RDFA, _RDFA_PREFIXED])
def test_offers_in_markup_are_named_and_take_the_period_the_page_shows(
    markup: dict[str, str],
) -> None:
    """Each offer by its own name, in microdata or RDFa (bare names under a vocab, or with a
    prefix); its period, which an offer without a price specification does not state, the
    one the page shows beside its amount."""
    page = f'<html lang="fr"><body>{_offers(markup)}</body></html>'
    found = extract(page.encode(), HTML, Rules(extract="prices"))
    assert [(r.label, r.amount, r.currency, r.period) for r in found.prices] == [
        ("Mensuel", Decimal("9.90"), "EUR", "month"),
        ("Annuel", Decimal("99.00"), "EUR", "year"),
    ]


def test_an_rdfa_offers_stock_is_read_by_schema_orgs_name() -> None:
    page = (
        '<html lang="de"><body><div vocab="https://schema.org/" typeof="Product">'
        '<h1 property="name">Stuhl</h1><div property="offers" typeof="Offer">'
        '<span property="price" content="149.00">149,00 €</span>'
        '<meta property="priceCurrency" content="EUR">'
        '<link property="availability" href="https://schema.org/OutOfStock"></div></div>'
        "</body></html>"
    )
    found = extract(page.encode(), HTML, Rules(extract="prices"))
    assert [(r.label, r.amount, r.availability) for r in found.prices] == [
        ("Stuhl", Decimal("149.00"), "OutOfStock")
    ]


_COFFEE = {
    "@context": "https://schema.org",
    "@type": "Product",
    "name": "Café Serra",
    "offers": [
        {"@type": "Offer", "name": "Café Serra \u2013 250 g", "price": "39.90",
         "priceCurrency": "BRL", "availability": "https://schema.org/InStock"},
        {"@type": "Offer", "name": "Café Serra \u2013 1 kg", "price": "129.90",
         "priceCurrency": "BRL", "availability": "InStock"},
    ],
}  # fmt: skip


@pytest.mark.parametrize(
    ("variations", "expected"),
    [
        # The same variations again, under their attribute's value: no records of their own.
        (
            [("250g", 39.9, True), ("1kg", 129.9, True)],
            [
                ("Café Serra \u2013 250 g", "39.90", "InStock"),
                ("Café Serra \u2013 1 kg", "129.90", "InStock"),
            ],
        ),
        # A name that only ends in the same letters is another variation's ("50g" is no
        # "250 g"; a size "s" no "XS").
        (
            [("50g", 39.9, True), ("1kg", 129.9, True)],
            [
                ("Café Serra \u2013 250 g", "39.90", "InStock"),
                ("Café Serra \u2013 1 kg", "129.90", "InStock"),
                ("50g", "39.9", "InStock"),
            ],
        ),
        # A stock or a price the data does not state is the variation's own.
        (
            [("250g", 39.9, False), ("1kg", 134.9, True)],
            [
                ("Café Serra \u2013 250 g", "39.90", "InStock"),
                ("Café Serra \u2013 1 kg", "129.90", "InStock"),
                ("250g", "39.9", "OutOfStock"),
                ("1kg", "134.9", "InStock"),
            ],
        ),
    ],
)
def test_a_variation_the_json_ld_offers_by_name_is_that_offer(
    variations: list[tuple[str, float, bool]], expected: list[tuple[str, str, str | None]]
) -> None:
    data = [
        {"attributes": {"attribute_pa_peso": name}, "display_price": price, "is_in_stock": stock,
         "variation_id": number}
        for number, (name, price, stock) in enumerate(variations)
    ]  # fmt: skip
    attribute = json.dumps(data).replace('"', "&quot;")
    page = (
        f'<html lang="pt-BR"><head><script type="application/ld+json">{json.dumps(_COFFEE)}'
        '</script></head><body><h1>Café Serra</h1><form class="variations_form cart" '
        f'data-product_variations="{attribute}"><select name="attribute_pa_peso">'
        '<option value="250g">250 g</option><option value="1kg">1 kg</option></select></form>'
        "</body></html>"
    )
    found = extract(page.encode(), HTML, Rules(extract="prices")).prices
    assert [(r.label, str(r.amount), r.availability) for r in found] == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # A zero-width space, a word joiner or a soft hyphen inside an amount is unseen: the
        # amount was split ("$1" and no "$29") or lost its thousands ("299,00 €").
        (
            "<h3>Pro</h3><p>$\u200b29\u200b/month</p><h3>Team</h3><p>$1\u200b,\u200b299/month</p>",
            [("Pro", "29", "$", "month"), ("Team", "1299", "$", "month")],
        ),
        ("<h3>Pro</h3><p>\u20ac\u206029,99 / Monat</p>", [("Pro", "29.99", "EUR", "month")]),
        ("<h3>Pro</h3><p>1&shy;299,00&nbsp;\u20ac pro Monat</p>",
         [("Pro", "1299.00", "EUR", "month")]),
        ("<h3>Pro</h3><p>1\u00ad299,00 \u20ac</p>", [("Pro", "1299.00", "EUR", None)]),
        ("<h3>Pro</h3><p>&#8203;\u20b9&#x200B;1,499 / month</p>",
         [("Pro", "1499", "INR", "month")]),
        ("<h3>\u0e42\u0e1b\u0e23</h3>"
         "<p>\u0e3f1\u200b,\u200b299 / \u0e40\u0e14\u0e37\u0e2d\u0e19</p>",
         [("\u0e42\u0e1b\u0e23", "1299", "THB", "month")]),
        # A range's dash written as a minus sign, a figure dash or a horizontal bar is its
        # dash: the period after the second price is the first's too.
        ("<h3>Hotel</h3><p>\u20ac89\u2212\u20ac129 per night</p>",
         [("Hotel", "89", "EUR", "night"), ("Hotel", "129", "EUR", "night")]),
        ("<h3>Hotel</h3><p>\u20ac89&minus;\u20ac129 per night</p>",
         [("Hotel", "89", "EUR", "night"), ("Hotel", "129", "EUR", "night")]),
        ("<h3>Hotel</h3><p>$89\u2012$129 per night</p>",
         [("Hotel", "89", "$", "night"), ("Hotel", "129", "$", "night")]),
        ("<h3>Hotel</h3><p>$89\u2015$129 per night</p>",
         [("Hotel", "89", "$", "night"), ("Hotel", "129", "$", "night")]),
        # A joiner beside a digit or a sign joins no letters; inside a word it stays.
        ("<h3>\u092a\u094d\u0930\u094b</h3><p>\u20b9\u200d\u096a\u096f\u096f/\u092e\u093e\u0939</p>",
         [("\u092a\u094d\u0930\u094b", "499", "INR", "month")]),
        # Persian is spelled with the zero-width non-joiner: it stays in the name.
        ("<h3>\u062d\u0631\u0641\u0647\u200c\u0627\u06cc</h3>"
         "<p>\u06f4\u06f9\u06f9\u066c\u06f0\u06f0\u06f0 \u062a\u0648\u0645\u0627\u0646</p>",
         [("\u062d\u0631\u0641\u0647\u200c\u0627\u06cc", "499000", "IRT", None)]),
    ],
)  # fmt: skip
def test_unseen_characters_and_other_dashes_read_as_a_reader_sees_them(
    html: str, expected: list[tuple[str, str | None, str | None, str | None]]
) -> None:
    assert prices(html, extract="prices") == expected


def _plan_grid(between: str) -> str:
    card = (
        '<div class="plan-card"><h3>{}</h3>'
        '<p class="price">{} \u0631.\u0633 / \u0634\u0647\u0631\u064a\u064b\u0627</p>'
        '<a class="btn" href="/buy">\u0627\u0634\u062a\u0631\u0643</a></div>'
    )
    cards = "".join(card.format(name, amount) for name, amount in (("Lite", "99"), ("Max", "299")))
    return (
        f'<html lang="ar"><body><main><h2>\u0627\u0644\u0628\u0627\u0642\u0627\u062a</h2>'
        f'<div class="plans-grid">{cards}</div>{between}'
        "<p>\u0627\u0644\u0628\u0627\u0642\u0627\u062a \u0645\u062a\u0627\u062d\u0629 "
        "\u0644\u0644\u0623\u0641\u0631\u0627\u062f.</p></main></body></html>"
    )


@pytest.mark.parametrize(
    "between",
    [
        "",
        "<p>\u064a\u062a\u0635\u0641\u062d \u0647\u0630\u0647 \u0627\u0644\u0635\u0641\u062d\u0629 "
        "\u0627\u0644\u0622\u0646 \u0663\u0667 \u0634\u062e\u0635\u064b\u0627</p>",
        "<p>\u0622\u062e\u0631 \u062a\u062d\u062f\u064a\u062b \u0661\u0660:\u0664\u0662</p>",
    ],
)
def test_a_volatile_line_after_a_grid_keeps_the_note_under_it_the_grids(between: str) -> None:
    # The note under the grid ("packages are available to individuals") is no card's stock
    # state, also where a viewers' count or a stamp that goes stood between them.
    found = extract(_plan_grid(between).encode(), HTML, Rules(extract="prices")).prices
    assert [(r.label, r.availability) for r in found] == [("Lite", None), ("Max", None)]


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # A footnote's number raised after a price is no part of it: it was read as the
        # amount's last digit ($291) or as the amount after the sign (1 EUR).
        (
            "<h3>Pro</h3><p>$29<sup>1</sup>/mo</p><h3>Team</h3><p>$49<sup>2</sup>/mo</p>",
            [("Pro", "29", "$", "month"), ("Team", "49", "$", "month")],
        ),
        (
            '<html lang="de"><h3>Basis</h3><p>9,99 \u20ac<sup>1</sup> / Monat</p>'
            "<h3>Plus</h3><p>19,99 \u20ac<sup>1)</sup> / Monat</p>",
            [("Basis", "9.99", "EUR", "month"), ("Plus", "19.99", "EUR", "month")],
        ),
        ("<h3>Pro</h3><p>$29.99<sup>*2</sup> per month</p>", [("Pro", "29.99", "$", "month")]),
        (
            '<html lang="ja"><h3>\u30e9\u30a4\u30c8</h3>'
            "<p>\u6708\u984d990\u5186<sup>\u203b1</sup></p>",
            [("\u30e9\u30a4\u30c8", "990", "JPY", "month")],
        ),
        # A mark alone or a circled number stood between the amount and its period.
        ("<h3>Pro</h3><p>$29<sup>\u2020</sup>/mo</p>", [("Pro", "29", "$", "month")]),
        ('<html lang="zh"><h3>Pro</h3><p>\u00a5299<sup>\u2460</sup>/\u5e74</p>',
         [("Pro", "299", "CNY", "year")]),
        # A price set in boxes of its own ends whole before the footnote.
        (
            '<html lang="ja"><h3>Pro</h3>'
            "<p><span>\u00a5</span><span>1,320</span><sup>1</sup>/\u6708</p>",
            [("Pro", "1320", "JPY", "month")],
        ),
        # Two digits after a whole amount are its cents, as before.
        ("<h3>Pro</h3><p>$29<sup>99</sup>/mo</p>", [("Pro", "29.99", "$", "month")]),
        ('<html lang="fr"><h3>Four</h3><p>249<sup>99</sup>\u20ac</p>',
         [("Four", "249.99", "EUR", None)]),
        # A raised number after a unit is no footnote of a price: the square metre's stays.
        ("<h3>Office</h3><p>$12/m<sup>2</sup> per month</p>", [("Office", "12", "$", "month")]),
    ],
)  # fmt: skip
def test_a_footnotes_number_raised_after_a_price_is_no_part_of_it(
    html: str, expected: list[tuple[str, str | None, str | None, str | None]]
) -> None:
    assert prices(html, extract="prices") == expected


def _record(label: str, amount: str) -> PriceRecord:
    return PriceRecord(label=label, amount=Decimal(amount), currency="EUR")


@pytest.mark.parametrize(
    ("state", "shown", "kept"),
    [
        # A fashion shop's app state keeps each colour's price in cents ("price": 15995)
        # beside the "159,95 €" its swatch shows: the same price, no other one.
        (("Camel", "15995"), [("Camel", "229.95"), ("Wollmantel", "159.95")], False),
        (("Navy", "8900"), [("Navy", "89.00")], False),
        (("Noir", "34900"), [("Noir", "390"), ("Manteau", "349")], False),
        # A toggle's annual price the server did not render is another amount.
        (("Pro", "290"), [("Pro", "29")], True),
        # An amount the page shows itself is no cents: read as the state's other amount.
        (("Pro", "2900"), [("Pro", "29"), ("Team", "2900")], True),
        (("Team", "1200"), [("Team", "29"), ("Pro", "19")], True),
    ],
)
def test_a_states_price_in_cents_of_a_shown_one_is_no_other_amount(
    state: tuple[str, str], shown: list[tuple[str, str]], kept: bool
) -> None:
    found = _of_other_amounts([_record(*state)], [_record(*pair) for pair in shown])
    assert bool(found) == kept


@pytest.mark.parametrize(
    ("state", "shown", "expected"),
    [
        # The state keeps each plan's monthly and yearly price in cents, the page shows the
        # monthly one: the yearly one is in cents too.
        ([("Pro", "7900"), ("Pro", "82800")], [("Pro", "79")], ["828"]),
        ([("Équipe", "1990"), ("Équipe", "19900")], [("Équipe", "19.90")], ["199"]),
        ([("プロ", "98000"), ("プロ", "980000")], [("プロ", "980")], ["9800"]),
        # near-misses: no price of the plan in cents of a shown one, or another plan's
        ([("Pro", "79"), ("Pro", "790")], [("Pro", "79")], ["790"]),
        ([("Pro", "7900"), ("Team", "82800")], [("Pro", "79"), ("Team", "99")], ["82800"]),
    ],
)
def test_a_plans_other_prices_are_in_the_cents_its_shown_one_is_kept_in(
    state: list[tuple[str, str]], shown: list[tuple[str, str]], expected: list[str]
) -> None:
    found = _of_other_amounts([_record(*r) for r in state], [_record(*pair) for pair in shown])
    assert [r.amount for r in found] == [Decimal(amount) for amount in expected]


def _plans_with_data(plans: list[tuple[str, str]], fee: str, period: str, order: str) -> str:
    """A plans page whose JSON-LD names each plan, each card as Elementor's price table
    writes it: its amount split into spans, its period and a fee note after it, a line
    each."""
    offers = ",".join(
        f'{{"@type": "Offer", "name": "{name}", "price": "{whole}.90", "priceCurrency": "EUR"}}'
        for name, whole in plans
    )
    cards = [
        f"<div>\n<div>\n<h3>{name}</h3>\n</div>\n<div>\n<span>{whole}</span>\n"
        f"<div>\n<span>,90</span>\n</div>\n<span>€</span>\n<span>{period}</span>\n</div>\n"
        f'<div>\n<a href="/order">{order}</a>\n<div>{fee}</div>\n</div>\n</div>'
        for name, whole in plans
    ]
    return (
        '<html><head><script type="application/ld+json">'
        f'{{"@type": "Product", "name": "Netzwierk", "offers": [{offers}]}}</script></head>'
        "<body>\n<h2>Our subscriptions</h2>\n<div>\n"
        + "\n".join(cards)
        + "\n</div>\n</body></html>"
    )


@pytest.mark.parametrize(
    ("html", "count"),
    [
        # A plans page's JSON-LD names each plan, which heads its card: each card's lines are
        # its own once, not read again under every plan heading above it.
        (
            _plans_with_data(
                [("Fiber Start", "29"), ("Fiber Famill", "44")],
                "Aktivéierungskäschten: 0 €",
                "am Mount",
                "Elo bestellen",
            ),
            4,
        ),
        (
            _plans_with_data(
                [("Basic", "9"), ("Team", "19"), ("Business", "49")],
                "Setup fee: 0 €",
                "per month",
                "Order now",
            ),
            6,
        ),
    ],
)
def test_each_named_offers_block_is_read_once(html: str, count: int) -> None:
    records = extract(html.encode(), HTML, Rules(extract="prices")).prices
    assert len(records) == len(set(records)) == count


@pytest.mark.parametrize(
    ("state", "shown"),
    [
        # A Shopify listing's meta states each variant's price without its stock: the tile
        # that shows the same price with "Á goymslu" is that record, not another.
        ("Troyggja", "<p>1.495,00 kr.</p><p>Á goymslu</p>"),
        ("Sweater", "<p>$149.00</p><p>Sold out</p>"),
    ],
)
def test_a_datas_record_without_stock_is_the_shown_one_with_it(state: str, shown: str) -> None:
    cents = "149500" if "kr." in shown else "14900"
    meta = (
        '{"products": [{"id": 1, "variants": [{"id": 2, "price": '
        + cents
        + ', "name": "'
        + state
        + '"}]}], "page": {"pageType": "collection"}}'
    )
    html = (
        f"<html><head><script>var meta = {meta};</script></head><body><ul>"
        f"<li><h3>{state}</h3>{shown}</li><li><h3>Other</h3><p>{shown}</p></li></ul></body></html>"
    )
    records = extract(html.encode(), HTML, Rules(extract="prices")).prices
    named = [record for record in records if record.label == state]
    assert len(named) == 1, records
    assert named[0].availability is not None


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # A ticket page's access notice says to contact the box office in a sentence: no
        # seat on request (before: a record "Access" with no amount, in every language).
        (
            "<h2>Prices</h2><table><tr><th>Stalls</th><td>£45.00</td></tr>"
            "<tr><th>Circle</th><td>£32.50</td></tr></table><h2>Access</h2><p>For wheelchair"
            " spaces and companion seats please contact us on 020 7946 0148 before booking.</p>",
            [("Stalls", "45.00", "GBP", None), ("Circle", "32.50", "GBP", None)],
        ),
        (
            "<h2>Preise</h2><table><tr><th>Parkett</th><td>45,00 €</td></tr>"
            "<tr><th>Rang</th><td>32,50 €</td></tr></table><h2>Barrierefreiheit</h2><p>Für "
            "Rollstuhlplätze kontaktieren Sie uns bitte vor der Buchung unter 030 1234567.</p>",
            [("Parkett", "45.00", "EUR", None), ("Rang", "32.50", "EUR", None)],
        ),
        (
            "<h2>料金</h2><table><tr><th>S席</th><td>9,800円</td></tr><tr><th>A席</th>"
            "<td>7,500円</td></tr></table><h2>注意事項</h2><p>※車椅子スペースをご希望のお客様は"
            "、事務局\uff0803-5555-0148\uff09までお問い合わせください。</p>",
            [("S席", "9800", "JPY", None), ("A席", "7500", "JPY", None)],
        ),
        # A card whose price slot asks to contact sales stays a plan on request.
        (
            "<h3>Team</h3><p>$19/mo</p><h3>Enterprise</h3><p>Contact us for a quote</p>",
            [("Team", "19", "$", "month"), ("Enterprise", None, None, None)],
        ),
        (
            "<h3>スタンダード</h3><p>月額 3,300円</p><h3>エンタープライズ</h3>"
            "<p>お問い合わせください</p>",
            [("スタンダード", "3300", "JPY", "month"), ("エンタープライズ", None, None, None)],
        ),
    ],
)
def test_a_notice_that_says_to_contact_us_is_no_plan_on_request(
    html: str, expected: list[tuple[str, str | None, str | None, str | None]]
) -> None:
    assert prices(html) == expected


def _grid(language: str, names: tuple[str, str], priced: str, slot: str) -> str:
    first, second = names
    return (
        f'<html lang="{language}"><body><h2>Plans</h2><div class="grid"><div class="card">'
        f'<h3>{first}</h3><p>{priced}</p><a>Go</a></div><div class="card"><h3>{second}</h3>'
        f"<p>{slot}</p><ul><li>SSO</li><li>SLA</li></ul><a>Go</a></div></div></body></html>"
    )


@pytest.mark.parametrize(
    ("html", "on_request"),
    [
        # A card's slot that asks for a quote at length is a plan on request (before: no
        # record, so the card going was no change), in Vietnamese, which spaces each
        # syllable, and in other languages.
        (
            _grid(
                "vi",
                ("Cơ bản", "Doanh nghiệp"),
                "199.000đ/tháng",
                "Liên hệ với bộ phận kinh doanh để được tư vấn và nhận báo giá theo quy mô",
            ),
            "Doanh nghiệp",
        ),
        (
            _grid(
                "id",
                ("Dasar", "Korporat"),
                "Rp 149.000/bulan",
                "Hubungi kami untuk mendapatkan penawaran harga yang sesuai dengan kebutuhan"
                " bisnis Anda",
            ),
            "Korporat",
        ),
        (
            _grid(
                "ms",
                ("Asas", "Korporat"),
                "RM 49/bulan",
                "Hubungi kami hari ini untuk mendapatkan sebut harga bagi syarikat dan cawangan"
                " anda",
            ),
            "Korporat",
        ),
        (
            _grid(
                "en",
                ("Team", "Enterprise"),
                "$19/mo",
                "Contact our sales team to get a custom quote for your whole organisation today",
            ),
            "Enterprise",
        ),
        # Near misses: a long sentence that only sends the reader to us, and a quote's words
        # in a sentence longer than any slot's, are no plan.
        (
            _grid(
                "en",
                ("Team", "Accessibility"),
                "$19/mo",
                "If you need wheelchair spaces or a companion seat please contact us before you"
                " book",
            ),
            None,
        ),
        (
            _grid(
                "vi",
                ("Cơ bản", "Lưu ý"),
                "199.000đ/tháng",
                "Nếu bạn cần hỗ trợ lắp đặt ngoài giờ hành chính hoặc vào ngày lễ tết hãy liên hệ"
                " với chúng tôi trước",
            ),
            None,
        ),
        (
            _grid(
                "en",
                ("Team", "Notes"),
                "$19/mo",
                "Please contact us for a quote once you have read the terms and the conditions of"
                " service that apply to every order placed through our shop",
            ),
            None,
        ),
    ],
)
def test_a_card_that_asks_for_a_quote_at_length_is_a_plan_on_request(
    html: str, on_request: str | None
) -> None:
    unpriced = [label for label, amount, _, _ in prices(html) if amount is None]
    assert unpriced == ([on_request] if on_request else [])


@pytest.mark.parametrize(
    ("language", "names", "priced", "slot", "on_request"),
    [
        # A card's slot that names a price on request or asks to contact sales in a language
        # the tables had no such words for is a plan on request (before: no record, so the
        # card going was no change).
        ("uk", ("Базовий", "Корпоративний"), "199 грн/міс", "Індивідуальна ціна", True),
        ("uk", ("Базовий", "Корпоративний"), "199 грн/міс", "Зв\u2019яжіться з нами", True),  # noqa: RUF001
        ("hu", ("Alap", "Vállalati"), "4 990 Ft/hó", "Egyedi ár", True),
        ("hu", ("Alap", "Vállalati"), "4 990 Ft/hó", "Egyedi", True),
        ("ru", ("Старт", "Корпоративный"), "990 ₽/мес.", "Свяжитесь с нами", True),  # noqa: RUF001
        ("ro", ("Start", "Enterprise"), "49 lei / lună", "Contactează-ne", True),
        ("he", ("בסיסי", "ארגוני"), "49 ₪ לחודש", "צרו קשר", True),
        ("hi", ("बेसिक", "एंटरप्राइज़"), "₹499/माह", "हमसे संपर्क करें", True),
        ("bg", ("Базов", "Корпоративен"), "19 лв./месец", "Индивидуална цена", True),
        ("hr", ("Osnovni", "Poslovni"), "9,90 € mjesečno", "Cijena po dogovoru", True),
        ("tr", ("Temel", "Kurumsal"), "₺99/ay", "Satış ekibiyle iletişime geçin", True),  # noqa: RUF001
        ("ko", ("베이직", "엔터프라이즈"), "월 9,900원", "맞춤 견적", True),
        # Near misses: the words inside a longer word, or a notice longer than a slot.
        ("hu", ("Alap", "Árnyékolás"), "4 990 Ft/hó", "Egyedi árnyékolás", False),
        ("hu", ("Alap", "Dizájn"), "4 990 Ft/hó", "Egyedi dizájn", False),
        (
            "uk",
            ("Базовий", "Примітка"),
            "199 грн/міс",
            "Якщо вам потрібне встановлення у вихідні або святкові дні, зв'яжіться з нами"  # noqa: RUF001
            " заздалегідь",
            False,
        ),
        (
            "ru",
            ("Старт", "Доставка"),
            "990 ₽/мес.",
            "По вопросам доставки в другие города и страны, пожалуйста, свяжитесь с нами по"  # noqa: RUF001
            " почте",
            False,
        ),
    ],
)
def test_a_card_priced_on_request_in_more_languages_is_a_plan(
    language: str, names: tuple[str, str], priced: str, slot: str, on_request: bool
) -> None:
    records = prices(_grid(language, names, priced, slot))
    unpriced = [label for label, amount, _, _ in records if amount is None]
    assert unpriced == ([names[1]] if on_request else [])


@pytest.mark.parametrize(
    ("slot", "on_request"),
    [
        # "Contact" alone where a Vietnamese card gives its price asks for a quote (before:
        # no record, so the card going or getting a price was no change).
        ("Liên hệ", True),
        ("Giá: Liên hệ", True),
        ("Giá liên hệ", True),
        # Near misses: the word as a label of an address, and in a sentence about support.
        ("Liên hệ: 0901 234 567", False),
        ("Liên hệ bộ phận hỗ trợ nếu quên mật khẩu", False),
    ],
)
def test_a_vietnamese_card_that_says_contact_alone_is_a_plan_on_request(
    slot: str, on_request: bool
) -> None:
    html = (
        '<html lang="vi"><body><h2>Bảng giá</h2><div class="grid"><div class="c"><h3>Cơ bản</h3>'
        '<p>99.000đ/tháng</p><a>Đăng ký</a></div><div class="c"><h3>Doanh nghiệp</h3>'
        f"<p>{slot}</p><a>Đăng ký</a></div></div></body></html>"
    )
    unpriced = [label for label, amount, _, _ in prices(html) if amount is None]
    assert unpriced == (["Doanh nghiệp"] if on_request else [])


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # Vietnamese spaces each syllable: a product's name of five or six spaced parts is
        # three words, and names its tile (before: every tile was named by the heading, so
        # a price moving between two was no change).
        (
            '<html lang="vi"><body><h2>Phụ kiện</h2><div class="grid">'
            '<div class="tile"><p class="name"><a>Bộ phát Wi-Fi Mesh AX3000</a></p>'
            '<span class="price">1.490.000đ</span><button>Mua</button></div>'
            '<div class="tile"><p class="name"><a>Bộ giải mã truyền hình 4K</a></p>'
            '<span class="price">990.000đ</span><button>Mua</button></div></div></body></html>',
            ["Bộ phát Wi-Fi Mesh AX3000", "Bộ giải mã truyền hình 4K"],
        ),
        (
            '<html lang="vi"><body><h2>Dịch vụ cộng thêm</h2><dl>'
            "<dt>Gói truyền hình thể thao</dt><dd>79.000đ/tháng</dd>"
            "<dt>Lưu trữ camera bảy ngày</dt><dd>30.000đ/tháng</dd>"
            "<dt>Địa chỉ IP tĩnh riêng</dt><dd>200.000đ/tháng</dd></dl></body></html>",
            ["Gói truyền hình thể thao", "Lưu trữ camera bảy ngày", "Địa chỉ IP tĩnh riêng"],
        ),
        # Near misses: a Vietnamese sentence of more than six syllables under the name names
        # nothing, and a name of as many spaced words in another language is still no name.
        (
            '<html lang="vi"><body><h2>Bảng giá</h2><div class="grid"><div class="c">'
            "<p>Giga</p><p>Phù hợp căn hộ một đến hai phòng ngủ</p><p>220.000đ/tháng</p></div>"
            '<div class="c"><p>Sky</p><p>Dành cho gia đình từ ba đến năm người</p>'
            "<p>285.000đ/tháng</p></div></div></body></html>",
            ["Giga", "Sky"],
        ),
        (
            '<html lang="id"><body><h2>Aksesori</h2><div class="grid">'
            '<div class="tile"><p class="name"><a>Router Wi-Fi Mesh AX3000 terbaru</a></p>'
            '<span class="price">Rp 1.490.000</span><button>Beli</button></div>'
            '<div class="tile"><p class="name"><a>Kotak dekoder TV 4K terbaru</a></p>'
            '<span class="price">Rp 990.000</span><button>Beli</button></div></div>'
            "</body></html>",
            ["Aksesori", "Aksesori"],
        ),
    ],
)
def test_a_vietnamese_name_is_counted_in_words_not_syllables(
    html: str, expected: list[str]
) -> None:
    assert [label for label, _, _, _ in prices(html)] == expected


def _packs_beside_plans(lang: str, packs: tuple[str, str], plan: tuple[str, str]) -> str:
    name, shown = packs
    offers = [{"@type": "Offer", "name": name, "price": "29.00", "priceCurrency": "EUR"}]
    data = {"@context": "https://schema.org", "@type": "Product", "name": name, "offers": offers}
    return (
        f'<html lang="{lang}"><head><script type="application/ld+json">{json.dumps(data)}'
        f"</script></head><body><h2>{plan[0]}</h2><p>{plan[1]}</p>"
        f"<h2>{name}</h2><p>{shown}</p></body></html>"
    )


@pytest.mark.parametrize(
    ("lang", "packs", "plan", "period"),
    [
        # the pack shown under its own name without a period: a one-off price
        ("es", ("10 créditos", "29 €"), ("Básica", "29 € /mes"), None),
        ("pl", ("10 kredytów", "29 €"), ("Podstawowy", "29 € / miesiąc"), None),
        ("ja", ("10クレジット", "29 €"), ("ベーシック", "29 € / 月"), None),
        # near-misses: the offer shown under its own name with its period takes it
        ("es", ("Suscripción", "29 € /mes"), ("Básica", "29 € /mes"), "month"),
        ("fr", ("Abonnement", "29 € / an"), ("Mensuel", "9 € / mois"), "year"),
    ],
)
def test_a_data_offer_takes_the_period_shown_under_its_own_name(
    lang: str, packs: tuple[str, str], plan: tuple[str, str], period: str | None
) -> None:
    """A plan at the amount of a pack the data names lends the pack no period, where the
    page shows the pack under its name without one."""
    page = _packs_beside_plans(lang, packs, plan)
    found = extract(page.encode(), HTML, Rules(extract="prices"))
    assert [r.period for r in found.prices if r.label == packs[0]] == [period]


@pytest.mark.parametrize(
    ("lang", "packs", "plan", "kept"),
    [
        # a plan by the month at the amount of a pack the data names: a price of its own
        ("es", ("10 créditos", "29 €"), ("Básica", "29 € /mes"), [("Básica", "month")]),
        (
            "pl",
            ("10 kredytów", "29 €"),
            ("Podstawowy", "29 € / miesiąc"),
            [("Podstawowy", "month")],
        ),
        ("ja", ("10クレジット", "29 €"), ("ベーシック", "29 € / 月"), [("ベーシック", "month")]),
        # near-misses: the data's offer recurs at that amount (the plan is the offer shown),
        # or the other price is a one-off too (the data's offer shown again)
        ("es", ("Suscripción", "29 € /mes"), ("Básica", "29 € /mes"), []),
        ("fr", ("Pack", "29 €"), ("Unique", "29 €"), []),
    ],
)
def test_a_plan_at_the_amount_of_a_one_off_data_offer_is_kept(
    lang: str, packs: tuple[str, str], plan: tuple[str, str], kept: list[tuple[str, str]]
) -> None:
    """Beside a second plan, as plan cards come: the pair reads as the page's plans."""
    pro = f"<h2>Pro</h2><p>{plan[1].replace('29', '79')}</p>"
    page = _packs_beside_plans(lang, packs, plan).replace("<body>", f"<body>{pro}")
    found = extract(page.encode(), HTML, Rules(extract="prices"))
    read = [(r.label, r.period) for r in found.prices if r.label not in (packs[0], "Pro")]
    assert read == kept
