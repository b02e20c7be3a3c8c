"""``extract: plans``: plan blocks found by structure in many markups and languages, each
plan with its prices and its limit and feature lines; the digest, the stored form and the
fallback of a page without plans."""

import zlib
from decimal import Decimal

import pytest
from selectolax.lexbor import LexborHTMLParser

from monitor import errors
from monitor.extract import (
    Plan,
    PriceRecord,
    Rules,
    Snapshot,
    extract,
    plan_reading,
    plans,
    shaped_cards,
)

PLANS = Rules(extract="plans")

TAILWIND_CARDS = """<main><section id="pricing"><h2>Simple pricing</h2>
<p>Loved by 2,000 teams.</p>
<div class="grid grid-cols-3 gap-6">
 <div class="rounded-2xl border p-7"><h3 class="font-bold">Free</h3><p class="text-4xl">$0</p>
  <ul><li><svg class="h-4 w-4 text-emerald-500" aria-hidden="true"></svg>Up to 4 seats</li>
  <li><svg aria-label="Included"></svg>Community support</li>
  <li><svg class="icon-x" aria-hidden="true"></svg>Priority support</li></ul></div>
 <div class="rounded-2xl border p-7"><h3 class="font-bold">Pro</h3>
  <p><span class="text-4xl">$12</span> per month</p>
  <ul><li>25GB storage</li><li><svg><title>Included</title></svg>Priority support</li></ul></div>
 <div class="rounded-2xl border p-7"><h3 class="font-bold">Enterprise</h3>
  <p>Contact sales</p><ul><li>Unlimited projects</li><li>✓ SAML SSO</li></ul></div>
</div></section>
<section><h2>FAQ</h2><p>Can I pay $99 once? No.</p></section></main>"""

UL_CARDS = """<ul class="plans">
 <li class="plan"><strong>Basic</strong><br>
  <span>9,00 €</span> <span>pro Monat</span>
  <ul><li>Bis zu 3 Nutzer</li><li>10 GB Speicher</li></ul></li>
 <li class="plan"><strong>Plus</strong><br>
  <span>19,00 €</span> <span>pro Monat</span>
  <ul><li>Bis zu 10 Nutzer</li><li>100 GB Speicher</li><li>Telefon-Support</li></ul></li>
</ul>"""

ROLE_GRID = """<div role="table" aria-label="Compare plans">
 <div role="row"><span role="columnheader">Funktion</span><span role="columnheader">Start</span>
  <span role="columnheader">Pro</span></div>
 <div role="row"><span role="rowheader">Preis</span><span role="cell">29 € / Monat</span>
  <span role="cell">79 € / Monat</span></div>
 <div role="row"><span role="rowheader">Projekte</span><span role="cell">5</span>
  <span role="cell">Unbegrenzt</span></div>
 <div role="row"><span role="rowheader">SSO</span><span role="cell">Nein</span>
  <span role="cell">Ja</span></div>
</div>"""

COLUMNS_TABLE = """<table><thead><tr><th></th><th>Starter</th><th>Équipe</th><th>Entreprise</th>
</tr></thead><tbody>
<tr><td>Prix</td><td>9 €/mois</td><td>29 €/mois</td><td>Nous contacter</td></tr>
<tr><td>Utilisateurs</td><td>1</td><td>10</td><td>Illimités</td></tr>
<tr><td>SSO SAML</td><td><img alt="Non inclus" src="x.svg"></td><td>—</td><td>✓</td></tr>
<tr><td>Support prioritaire</td><td>Non</td><td>Oui</td><td>Oui</td></tr>
</tbody></table>"""

ROWS_TABLE = """<table class="table table-striped"><thead><tr><th>Plan</th><th>vCPU</th>
<th>RAM</th><th>Preis</th></tr></thead><tbody>
<tr><td>S</td><td>2</td><td>4 GB</td><td>€5/mo</td></tr>
<tr><td>M</td><td>4</td><td>8 GB</td><td>€10/mo</td></tr>
<tr><td>L</td><td>8</td><td>16 GB</td><td>€20/mo</td></tr></tbody></table>"""

BOOTSTRAP_CARDS = """<div class="container"><div class="row row-cols-md-3">
 <div class="col"><div class="card"><div class="card-header"><h4 class="my-0">Free</h4></div>
  <div class="card-body"><h1 class="card-title">$0<small>/mo</small></h1>
  <ul class="list-unstyled"><li>10 users included</li><li>2 GB of storage</li></ul>
  <button class="btn btn-outline-primary">Sign up for free</button></div></div></div>
 <div class="col"><div class="card"><div class="card-header"><h4 class="my-0">Pro</h4></div>
  <div class="card-body"><h1 class="card-title">$15<small>/mo</small></h1>
  <ul class="list-unstyled"><li>20 users included</li><li>10 GB of storage</li></ul>
  <button class="btn btn-primary">Get started</button></div></div></div>
</div></div>"""

WEB_COMPONENTS = """<plan-grid><plan-card tier="a">
<h3 slot="name">ライト</h3><p slot="price">月額 ¥1,200</p>
<ul><li>ユーザー 3人まで</li><li>ストレージ 10GB</li></ul></plan-card>
<plan-card tier="b"><h3 slot="name">スタンダード</h3><p slot="price">月額 ¥3,400</p>
<ul><li>ユーザー 10人まで</li><li>ストレージ 100GB</li></ul></plan-card></plan-grid>"""


# A page builder's cards (Framer): plain divs, the name a paragraph, the heading the price.
HEADING_PRICES = (
    "<div>"
    + "".join(
        f"<div><div><p>{name}</p></div><div><h3>{price} lei<span>/lună</span></h3></div>"
        f"<div><div><p>{invoices} de facturi pe lună</p></div></div></div>"
        for name, price, invoices in (("Start", 49, 50), ("Business", 99, 500))
    )
    + "</div>"
)

# No box around a plan: a term and its descriptions, or headings one after another.
TERMS = """<dl class="cennik"><dt>Štart</dt><dd>9,90 € / mesiac</dd><dd>Do 3 používateľov</dd>
<dt>Tím</dt><dd>24,90 € / mesiac</dd><dd>Do 10 používateľov</dd><dd>✓ SSO</dd>
<dt>Firma</dt><dd>Cena dohodou</dd><dd>500 GB úložisko</dd></dl>"""
FLAT_HEADINGS = """<section><h2>Plans</h2><h3>Solo</h3><p>$8 per month</p><ul><li>1 seat</li>
<li>Email support</li></ul><h3>Studio</h3><p>$24 per month</p><ul><li>5 seats</li></ul></section>
<section><h2>FAQ</h2><p>Can I cancel? Any time, within 30 days.</p></section>"""
# Headings inside a card label its prices: the cards are the plans.
CARD_HEADINGS = (
    """<div class="g">"""
    + "".join(
        f"<div class=c><h3>{name}</h3><h4>Monthly</h4><p>${month}/mo</p><h4>Yearly</h4>"
        f"<p>${year}/yr</p></div>"
        for name, month, year in (("Lite", 5, 50), ("Max", 9, 90))
    )
    + "</div>"
)

# A badge whose words no table knows, in one card's heading: not part of the plan's name.
BADGED = (
    "<div>"
    + "".join(
        f"<div><h3>{name}{badge}</h3><p>RM{price} sebulan</p>"
        f"<ul><li>{seats} pengguna</li></ul></div>"
        for name, badge, price, seats in (
            ("Asas", "", 29, 3),
            ("Pro", " <span>Pilihan terbaik</span>", 79, 15),
            ("Perniagaan", "", 199, 50),
        )
    )
    + "</div>"
)

# No markup says where a plan is: the price table's names, each on a line of its own before
# its price, and blocks of one shape from one name to the next. (Their list items are not
# marked as a card's are: a line there is a feature by its mark or its quantity.)
UNBOXED = (
    "<div>"
    + "".join(
        f"<div><div><span>{name}</span></div><div>{price} € / mj.</div>"
        f"<div>Do {users} korisnika</div>"
        f"<ul><li>Podrška e-poštom</li><li>✓ SSO</li></ul></div>"
        for name, price, users in (
            ("Osnovni", "9,00", 3),
            ("Tim", "19,00", 10),
            ("Tvrtka", "49,00", 50),
        )
    )
    + "</div><p>Cijene su bez PDV-a (25 %).</p>"
)

# Two plans without boxes: as many lines from each name to its price, one period, and a
# list of what each includes.
UNBOXED_TWO = (
    "<div>"
    + "".join(
        f"<div><div><span>{name}</span></div><div><span>R$ {price}</span> /mês</div>"
        f"<div>Até {users} usuários</div><div>{storage} GB de armazenamento</div></div>"
        for name, price, users, storage in (
            ("Essencial", "49,90", 3, 20),
            ("Equipe", "129,90", 15, 200),
        )
    )
    + "</div><p>Preços sem impostos.</p>"
)


def _unboxed_two(first: str, second: str) -> str:
    """Two names, each on a line of its own above what follows it: ``first`` and
    ``second`` are each block's lines after the name."""
    return (
        "<div><div><div><span>Atlas</span></div>" + first + "</div>"
        "<div><div><span>Borealis</span></div>" + second + "</div></div>"
    )


# One sentence a plan, in a script without spaces between words.
ZH_SENTENCES = (
    '<ol class="tc"><li><b>基础版</b>每月¥99，包含3个用户、10GB存储空间和邮件支持。</li>'  # noqa: RUF001
    "<li><b>专业版</b>每月¥299，包含10个用户、100GB存储空间和优先支持。</li></ol>"  # noqa: RUF001
)


# A badge in one header cell of a comparison table, in words no table knows.
BADGED_COLUMNS = """<table><tr><th></th><th>Starter</th><th>Growth <span class="pill">Best
deal</span>
</th><th>Scale</th></tr><tr><td>Price</td><td>$19/mo</td><td>$49/mo</td><td>$99/mo</td></tr>
<tr><td>SAML SSO</td><td>—</td><td>—</td><td>✓</td></tr></table>"""


# Cards named by headings whose prices are a <dl> of terms, each term and its price wrapped
# in a <div> (as HTML allows): the terms label the card's prices; "Měsíční členství" in two
# cards is no plan of two prices.
GROUPED_TERMS = """<div class="plans">
<article><h3>Hot desk</h3><dl><div><dt>Denní vstup</dt><dd>350 Kč / den</dd></div>
<div><dt>Měsíční členství</dt><dd>4 900 Kč / měsíc</dd></div></dl>
<dl><div><dt>Zasedačka</dt><dd>2 h měsíčně</dd></div></dl></article>
<article><h3>Fixní stůl</h3><dl><div><dt>Měsíční členství</dt><dd>6 900 Kč / měsíc</dd></div>
<div><dt>Zápisné</dt><dd>1 500 Kč jednorázově</dd></div></dl>
<dl><div><dt>Zasedačka</dt><dd>4 h měsíčně</dd></div></dl></article></div>"""


def plans_of(html: str) -> dict[str, tuple[list[str], list[str]]]:
    """Each plan by name: its prices as shown, and its feature lines."""
    snapshot = extract(f"<html><body>{html}</body></html>".encode(), "text/html", PLANS)
    assert not snapshot.fallback
    return {
        plan.name: ([record.shown() for record in plan.prices], list(plan.features))
        for plan in snapshot.plans
    }


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        (
            TAILWIND_CARDS,
            {
                "Free": (["$0.00"], ["Up to 4 seats", "✓ Community support", "✗ Priority support"]),
                "Pro": (["$12.00/mo"], ["25 GB storage", "✓ Priority support"]),
                "Enterprise": (["contact sales"], ["Unlimited projects", "✓ SAML SSO"]),
            },
        ),
        (
            UL_CARDS,
            {
                "Basic": (["€9.00/mo"], ["Bis zu 3 Nutzer", "10 GB Speicher"]),
                "Plus": (
                    ["€19.00/mo"],
                    ["Bis zu 10 Nutzer", "100 GB Speicher", "✓ Telefon-Support"],
                ),
            },
        ),
        (
            ROLE_GRID,
            {
                "Start": (["€29.00/mo"], ["Projekte: 5", "✗ SSO"]),
                "Pro": (["€79.00/mo"], ["Projekte: Unbegrenzt", "✓ SSO"]),
            },
        ),
        (
            COLUMNS_TABLE,
            {
                "Starter": (
                    ["€9.00/mo"],
                    ["Utilisateurs: 1", "✗ SSO SAML", "✗ Support prioritaire"],
                ),
                "Équipe": (
                    ["€29.00/mo"],
                    ["Utilisateurs: 10", "✗ SSO SAML", "✓ Support prioritaire"],
                ),
                "Entreprise": (
                    ["contact sales"],
                    ["Utilisateurs: Illimités", "✓ SSO SAML", "✓ Support prioritaire"],
                ),
            },
        ),
        (
            ROWS_TABLE,
            {
                "S": (["€5.00/mo"], ["vCPU: 2", "RAM: 4 GB"]),
                "M": (["€10.00/mo"], ["vCPU: 4", "RAM: 8 GB"]),
                "L": (["€20.00/mo"], ["vCPU: 8", "RAM: 16 GB"]),
            },
        ),
        (
            BOOTSTRAP_CARDS,
            {
                "Free": (["$0.00/mo"], ["10 users included", "2 GB of storage"]),
                "Pro": (["$15.00/mo"], ["20 users included", "10 GB of storage"]),
            },
        ),
        (
            WEB_COMPONENTS,
            {
                "ライト": (["¥1200.00/mo"], ["ユーザー 3人まで", "ストレージ 10 GB"]),
                "スタンダード": (["¥3400.00/mo"], ["ユーザー 10人まで", "ストレージ 100 GB"]),
            },
        ),
        (
            HEADING_PRICES,
            {
                "Start": (["RON 49.00/mo"], ["50 de facturi pe lună"]),
                "Business": (["RON 99.00/mo"], ["500 de facturi pe lună"]),
            },
        ),
        (
            TERMS,
            {
                "Štart": (["€9.90/mo"], ["Do 3 používateľov"]),
                "Tím": (["€24.90/mo"], ["Do 10 používateľov", "✓ SSO"]),
                "Firma": (["contact sales"], ["500 GB úložisko"]),
            },
        ),
        (
            FLAT_HEADINGS,
            {
                "Solo": (["$8.00/mo"], ["1 seat", "✓ Email support"]),
                "Studio": (["$24.00/mo"], ["5 seats"]),
            },
        ),
        (
            CARD_HEADINGS,
            {
                "Lite": (["$5.00/mo", "$50.00/yr"], []),
                "Max": (["$9.00/mo", "$90.00/yr"], []),
            },
        ),
        (
            BADGED,
            {
                "Asas": (["MYR 29.00/mo"], ["3 pengguna"]),
                "Pro": (["MYR 79.00/mo"], ["15 pengguna"]),
                "Perniagaan": (["MYR 199.00/mo"], ["50 pengguna"]),
            },
        ),
        (
            UNBOXED,
            {
                "Osnovni": (["€9.00/mo"], ["Do 3 korisnika", "✓ SSO"]),
                "Tim": (["€19.00/mo"], ["Do 10 korisnika", "✓ SSO"]),
                "Tvrtka": (["€49.00/mo"], ["Do 50 korisnika", "✓ SSO"]),
            },
        ),
        (
            UNBOXED_TWO,
            {
                "Essencial": (["BRL 49.90/mo"], ["Até 3 usuários", "20 GB de armazenamento"]),
                "Equipe": (["BRL 129.90/mo"], ["Até 15 usuários", "200 GB de armazenamento"]),
            },
        ),
        (
            ZH_SENTENCES,
            {
                "基础版": (["¥99.00/mo"], ["包含3个用户", "10GB存储空间和邮件支持"]),
                "专业版": (["¥299.00/mo"], ["包含10个用户", "100GB存储空间和优先支持"]),
            },
        ),
        (
            BADGED_COLUMNS,
            {
                "Starter": (["$19.00/mo"], ["✗ SAML SSO"]),
                "Growth": (["$49.00/mo"], ["✗ SAML SSO"]),
                "Scale": (["$99.00/mo"], ["✓ SAML SSO"]),
            },
        ),
        (
            GROUPED_TERMS,
            {
                "Hot desk": (["CZK 350.00/day", "CZK 4900.00/mo"], ["2 h měsíčně"]),
                "Fixní stůl": (["CZK 6900.00/mo", "CZK 1500.00 one-time"], ["4 h měsíčně"]),
            },
        ),
    ],
    ids=[
        "tailwind-cards",
        "ul-cards-de",
        "aria-grid-de",
        "columns-table-fr",
        "rows-table",
        "bootstrap-cards",
        "web-components-ja",
        "heading-is-the-price",
        "terms-sk",
        "flat-headings",
        "headings-inside-cards",
        "unknown-badge-ms",
        "unboxed-hr",
        "unboxed-two-pt",
        "sentences-zh",
        "badged-columns",
        "grouped-terms-cs",
    ],
)
def test_plans_are_found_by_structure(
    html: str, expected: dict[str, tuple[list[str], list[str]]]
) -> None:
    assert plans_of(html) == expected


def test_what_lies_outside_the_plans_is_not_compared() -> None:
    page = TAILWIND_CARDS.replace("Loved by 2,000 teams.", "Loved by 3,000 teams.")
    page = page.replace("</h2><p>Loved", "</h2><p>Since 2019: 40 countries</p><p>Loved")
    assert digest(page) == digest(TAILWIND_CARDS)


def test_a_price_outside_the_plans_is_still_compared() -> None:
    # A price change is never lost for being outside a card: prices mode would see it.
    changed = TAILWIND_CARDS.replace("Can I pay $99 once?", "Can I pay $89 once?")
    assert digest(changed) != digest(TAILWIND_CARDS)


def digest(html: str) -> str:
    return extract(f"<html><body>{html}</body></html>".encode(), "text/html", PLANS).digest


def reordered(html: str) -> str:
    start = html.index('<div class="rounded-2xl')
    end = html.index("</div></section>")
    cards = html[start:end].split(' <div class="rounded-2xl')
    cards = [cards[0]] + [' <div class="rounded-2xl' + card for card in cards[1:]]
    return html[:start] + "".join(reversed([card.strip() for card in cards])) + html[end:]


@pytest.mark.parametrize(
    ("changed", "same"),
    [
        ("\n".join(line.strip() for line in TAILWIND_CARDS.splitlines()), True),  # reindented
        (reordered(TAILWIND_CARDS), True),  # cards in another order
        (TAILWIND_CARDS.replace("Up to 4 seats", "Up to 2 seats"), False),
        (TAILWIND_CARDS.replace("<li>✓ SAML SSO</li>", ""), False),
        (
            TAILWIND_CARDS.replace("<li>25GB storage</li>", "<li>25GB storage</li><li>API</li>"),
            False,
        ),
        (TAILWIND_CARDS.replace("$12", "$14"), False),
        (TAILWIND_CARDS.replace('aria-label="Included"', 'aria-label="Not included"'), False),
        # A plan offered on request in a sentence beside the cards; a link is no sentence.
        (
            TAILWIND_CARDS + "<p>Need more? Our Scale plan adds audit logs: contact sales.</p>",
            False,
        ),
        (TAILWIND_CARDS + "<footer><a href='/c'>Contact us</a></footer>", True),
    ],
    ids=[
        "reindented",
        "reordered",
        "limit",
        "feature-removed",
        "feature-added",
        "price",
        "mark-flipped",
        "on-request-sentence",
        "contact-link",
    ],
)
def test_the_digest_sees_plans_not_noise(changed: str, same: bool) -> None:
    assert reordered(TAILWIND_CARDS) != TAILWIND_CARDS
    assert (digest(changed) == digest(TAILWIND_CARDS)) is same


def test_a_snapshot_of_plans_round_trips() -> None:
    snapshot = extract(f"<html><body>{TAILWIND_CARDS}</body></html>".encode(), "text/html", PLANS)
    assert Snapshot.decompressed(snapshot.compressed()) == snapshot
    assert [plan.name for plan in snapshot.plans] == ["Free", "Pro", "Enterprise"]


def test_a_snapshot_stored_before_plans_still_reads() -> None:
    old = b'{"mode": "prices", "prices": [{"amount": "19", "availability": null,'
    old += b' "currency": "$", "label": "Team", "period": "month"}], "text": ""}'
    snapshot = Snapshot.decompressed(zlib.compress(old))
    assert snapshot == Snapshot(
        mode="prices",
        text="",
        prices=(PriceRecord(label="Team", amount=Decimal(19), currency="$", period="month"),),
    )
    assert snapshot.plans == ()
    assert not snapshot.fallback


def test_a_page_without_plans_falls_back_and_says_so() -> None:
    html = b"<html><body><h1>Acme Widget</h1><p>Only $19.99 today</p><p>Ships in 2 days</p>"
    html += b"<p>Handmade in Oslo</p></body></html>"
    snapshot = extract(html, "text/html", PLANS)
    assert snapshot.fallback
    assert snapshot.plans == ()
    assert snapshot.text == "Only $19.99 today\nShips in 2 days"
    assert [record.shown() for record in snapshot.prices] == ["$19.99"]


@pytest.mark.parametrize(
    "html",
    [
        # A product and an add-on after it: a price once, and one a month.
        _unboxed_two(
            "<div>$499</div><div>Up to 4 cameras</div>",
            "<div>$9 per month</div><div>30 days of recordings</div>",
        ),
        # Monthly and yearly: no two plans are billed so, side by side.
        _unboxed_two(
            "<div>$12 per month</div><div>5 projects</div>",
            "<div>$99 per year</div><div>50 projects</div>",
        ),
        # The price as many lines below each name, but the second states nothing it includes.
        _unboxed_two(
            "<div>$12 per month</div><div>5 projects</div>",
            "<div>$20 per month</div><div>Read our guide</div>",
        ),
    ],
    ids=["one-off-and-monthly", "monthly-and-yearly", "no-features"],
)
def test_two_unboxed_names_that_do_not_read_as_two_plans_fall_back(html: str) -> None:
    snapshot = extract(f"<html><body>{html}</body></html>".encode(), "text/html", PLANS)
    assert snapshot.fallback


def _unboxed_cards(rows: list[tuple[str, ...]], after: str = "") -> bytes:
    """Plan cards of <div>s without headings or classes that say so, then ``after``."""
    boxes = "".join(
        "<div class='c'>" + "".join(f"<div>{line}</div>" for line in row) + "</div>" for row in rows
    )
    return f"<html><body><main>{boxes}{after}</main></body></html>".encode()


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # Add-ons named over their price after the grid end its plans, and the card on
        # request before them is one.
        (
            _unboxed_cards(
                [
                    ("Base", "Per iniziare.", "19 €/mese", "1 corso", "Prova"),
                    ("Pro", "Per crescere.", "49 €/mese", "Corsi illimitati", "Prova"),
                    ("Scuola", "Per le scuole.", "129 €/mese", "10 docenti", "Prova"),
                    ("Ateneo", "Per le università.", "Su misura", "SSO", "Parliamone"),
                ],
                "<div>Servizi aggiuntivi</div><div>Docente aggiuntivo</div><div>12 € al mese</div>"
                "<div>Migrazione</div><div>290 € una tantum</div>",
            ),
            [("Base", ["19"]), ("Pro", ["49"]), ("Scuola", ["129"]), ("Ateneo", [None])],
        ),
        (
            _unboxed_cards(
                [
                    ("Starter", "For one.", "$12/mo", "3 seats", "Try it"),
                    ("Team", "For teams.", "$29/mo", "10 seats", "Try it"),
                    ("Business", "For firms.", "$79/mo", "50 seats", "Try it"),
                    ("Enterprise", "For companies.", "Contact sales", "SSO", "Talk to us"),
                ],
                "<div>Add-ons</div><div>Extra seat</div><div>$5/mo</div>"
                "<div>Onboarding</div><div>$300 once</div>",
            ),
            [("Starter", ["12"]), ("Team", ["29"]), ("Business", ["79"]), ("Enterprise", [None])],
        ),
        (
            _unboxed_cards(
                [
                    ("Hemat", "Untuk pemula.", "Rp 49.000/bln", "atau Rp 490.000/thn", "1 situs"),
                    ("Bisnis", "Untuk UMKM.", "Rp 99.000/bln", "atau Rp 990.000/thn", "10 situs"),
                    (
                        "Korporat",
                        "Untuk korporasi.",
                        "Rp 199.000/bln",
                        "atau Rp 1.990.000/thn",
                        "SSO",
                    ),
                ],
                "<div>Layanan tambahan</div><div>Domain .id</div><div>Rp 250.000/thn</div>"
                "<div>SSL premium</div><div>Rp 450.000/thn</div>",
            ),
            [
                ("Hemat", ["49000", "490000"]),
                ("Bisnis", ["99000", "990000"]),
                ("Korporat", ["199000", "1990000"]),
            ],
        ),
        # A price in instalments under each card's is the card's, no end of the run of names.
        (
            _unboxed_cards(
                [
                    (
                        "Estudante",
                        "Com carteirinha.",
                        "R$ 290,00",
                        "ou 10x de R$ 29,00 sem juros",
                        "2 dias",
                    ),
                    (
                        "Profissional",
                        "Para quem trabalha.",
                        "R$ 690,00",
                        "ou 10x de R$ 69,00 sem juros",
                        "Almoço",
                    ),
                    (
                        "VIP",
                        "Primeiras fileiras.",
                        "R$ 1.490,00",
                        "ou 10x de R$ 149,00 sem juros",
                        "Jantar",
                    ),
                ]
            ),
            [
                ("Estudante", ["290.00", "29.00"]),
                ("Profissional", ["690.00", "69.00"]),
                ("VIP", ["1490.00", "149.00"]),
            ],
        ),
    ],
    ids=["it-addons-on-request", "en-addons-on-request", "id-addons", "pt-br-instalments"],
)
def test_unboxed_cards_beside_add_ons_and_instalments(
    html: bytes, expected: list[tuple[str, list[str | None]]]
) -> None:
    snapshot = extract(html, "text/html", PLANS)
    found = [
        (plan.name, [None if r.amount is None else str(r.amount) for r in plan.prices])
        for plan in snapshot.plans
    ]
    assert found == expected


@pytest.mark.parametrize(
    "live",
    [
        "<p role='status'>{promo}</p>",
        "<div aria-live='polite'><span>{promo}</span></div>",
        "<marquee>{promo}</marquee>",
    ],
)
def test_a_rotating_live_promo_is_not_compared_without_plans(live: str) -> None:
    def page(promo: str) -> bytes:
        ticker = live.format(promo=promo)
        return f"<html><body>{ticker}<p>Basic 99k/month: 5,000 e-mails</p></body></html>".encode()

    first = extract(page("20% off on 12 months"), "text/html", PLANS)
    second = extract(page("2 months free when paying 24 months"), "text/html", PLANS)
    assert first.fallback
    assert first.digest == second.digest
    assert first.text == "Basic 99k/month: 5,000 e-mails"


def _live_state_cards(state: str) -> bytes:
    cards = "".join(
        f"<article><h3>{name}</h3><ul><li>{speed}</li></ul><p>{price}</p>{extra}"
        "<button>Choose</button></article>"
        for name, speed, price, extra in (
            ("Fibre 300", "300 Mb/s", "€24.90/month", state),
            ("Fibre 600", "600 Mb/s", "€29.90/month", ""),
        )
    )
    return f"<html><body><main><h2>Broadband</h2><div>{cards}</div></main></body></html>".encode()


@pytest.mark.parametrize(
    ("state", "expected"),
    [
        # A card's stock state announced as a status or a live region is its availability.
        ("<p role='status'>Sold out</p>", "SoldOut"),
        ("<p role='status'>No disponible en tu zona</p>", "OutOfStock"),
        ("<div aria-live='polite'><span>Esaurito</span></div>", "SoldOut"),
        ("<span role=status>Niedostępny</span>", "OutOfStock"),
        # A live ticker's sentence, or a count of viewers, is no state: dropped as before.
        ("<p role='status'>1,204 people are looking at broadband deals right now</p>", None),
        (
            "<p role='status'>Hurry: our last fibre offer of the year is almost sold out</p>",
            None,
        ),
    ],
)
def test_a_live_stock_state_is_its_plan_s_availability(state: str, expected: str | None) -> None:
    snapshot = extract(_live_state_cards(state), "text/html", PLANS)
    first = snapshot.plans[0]
    assert first.name == "Fibre 300"
    assert {record.availability for record in first.prices} == {expected}
    assert all(state.split(">")[1][:6] not in feature for feature in first.features)


def test_a_live_region_with_a_price_is_compared() -> None:
    html = "<html><body><h1>Calculator</h1><output aria-live='polite'>$49/mo</output></body></html>"
    snapshot = extract(html.encode(), "text/html", PLANS)
    assert [record.shown() for record in snapshot.prices] == ["$49.00/mo"]


# Cards that are no plan structure: a name only beside its price, no element around either.
UNNAMED_CARDS = "".join(
    f"<div><div>{name} {price}</div><div>{seats}</div></div>"
    for name, price, seats in (("Solo", "$9/mo", "1 seat"), ("Crew", "$29/mo", "5 seats"))
)


@pytest.mark.parametrize(
    ("changed", "same"),
    [
        (
            UNNAMED_CARDS[UNNAMED_CARDS.index("<div><div>Crew") :]
            + UNNAMED_CARDS[: UNNAMED_CARDS.index("<div><div>Crew")],
            True,
        ),
        (UNNAMED_CARDS.replace("5 seats", "10 seats"), False),
        (UNNAMED_CARDS.replace("$29", "$35"), False),
        # Lines without a number that are a plan's still: a feature's mark, a price on request.
        (UNNAMED_CARDS.replace("5 seats</div>", "5 seats</div><div>✓ SAML SSO</div>"), False),
        (UNNAMED_CARDS + "<div><div>Corp</div><div>Contact sales</div></div>", False),
        (UNNAMED_CARDS + "<button>×</button>", True),  # noqa: RUF001 - a close button
    ],
    ids=["reordered", "limit", "price", "feature", "on-request", "close-button"],
)
def test_without_plan_structure_the_order_of_the_lines_with_a_number_does_not_count(
    changed: str, same: bool
) -> None:
    assert extract(
        f"<html><body>{UNNAMED_CARDS}</body></html>".encode(), "text/html", PLANS
    ).fallback
    assert (digest(changed) == digest(UNNAMED_CARDS)) is same


def test_a_page_with_nothing_to_compare_is_an_error() -> None:
    with pytest.raises(errors.NoPrices):
        extract(b"<html><body><p>Hello</p></body></html>", "text/html", PLANS)


def test_a_plan_is_stored_as_json() -> None:
    plan = Plan(
        "Pro",
        (PriceRecord(label="Pro", amount=Decimal("12"), currency="$", period="month"),),
        ("25 GB storage",),
    )
    assert Plan.from_json(plan.to_json()) == plan


def test_text_mode_reads_a_tick_icon_as_a_reader_sees_it() -> None:
    html = b'<html><body><ul><li><svg aria-label="Included"></svg>SSO</li>'
    html += b'<li><i class="fa fa-times"></i>Audit log</li></ul></body></html>'
    assert extract(html, "text/html", Rules()).text == "\u2713 SSO\n\u2717 Audit log"


@pytest.mark.parametrize(
    ("item", "text"),
    [
        # An icon font's element whose closing tag a formatter put on a line of its own.
        (
            '<i class="fas fa-check">\n  </i>\n  <span>Taquilla incluida</span>',
            "\u2713 Taquilla incluida",
        ),
        (
            '<i class="fa fa-times" aria-hidden="true"> </i>Telefonische support',
            "\u2717 Telefonische support",
        ),
        (
            '<span class="icon icon-check">\n</span>\n<span>Accesso 24/7</span>',
            "\u2713 Accesso 24/7",
        ),
        # Near misses: an italic word and an icon with text are no bare icon.
        ('<i class="fa-check">incluida</i> Taquilla', "incluida Taquilla"),
        ('<span class="icon-check">\n<b>Sala</b>\n</span>', "Sala"),
    ],
)
def test_an_icon_with_only_whitespace_in_it_is_still_an_icon(item: str, text: str) -> None:
    html = f"<html><body><ul><li>{item}</li></ul></body></html>".encode()
    assert extract(html, "text/html", Rules()).text == text


def test_spans_a_class_calls_names_do_not_break_a_price_line() -> None:
    # Every element of these cards has a class with "tier" in it: the spans of the price line
    # are no grid of cards, so "$39" keeps its "per month".
    card = (
        '<div class="tier"><h3 class="tier__name">{name}</h3><p class="tier__price">'
        '<span class="tier__amount">${price}</span> <span class="tier__per">per month</span>'
        "</p><ul><li>{n} projects</li></ul></div>"
    )
    html = "".join(card.format(name=n, price=p, n=k) for n, p, k in [("A", 9, 5), ("B", 19, 10)])
    assert plans_of(f'<div class="tiers">{html}</div>') == {
        "A": (["$9.00/mo"], ["5 projects"]),
        "B": (["$19.00/mo"], ["10 projects"]),
    }


def test_a_plans_prices_take_the_currency_the_pages_context_names() -> None:
    body = (
        "<html lang='ja'><body><div class='grid'>"
        "<div class='card'><h3>Lite</h3><p>\u00a5980/\u6708</p><ul><li>5 users</li></ul></div>"
        "<div class='card'><h3>Standard</h3><p>\u00a51,980/\u6708</p><ul><li>20 users</li></ul>"
        "</div></div></body></html>"
    ).encode()
    snapshot = extract(body, "text/html", Rules(extract="plans"))
    assert [(p.name, [(str(r.amount), r.currency) for r in p.prices]) for p in snapshot.plans] == [
        ("Lite", [("980", "JPY")]),
        ("Standard", [("1980", "JPY")]),
    ]
    assert [(r.label, r.currency) for r in snapshot.prices] == [
        ("Lite", "JPY"),
        ("Standard", "JPY"),
    ]


@pytest.mark.parametrize(
    ("lines", "found"),
    [
        # A card's terms and values: the bare quantity takes the label before it.
        (
            [("Storage", None), ("25 GB", "25 GB"), ("Seats", None), ("3", "3")],
            ["Storage: 25 GB", "Seats: 3"],
        ),
        # A quantity that names what it counts keeps its line; a price is no label.
        ([("Storage", None), ("25 GB storage", "25 GB storage")], ["25 GB storage"]),
        ([("$12/mo", ""), ("3", "3")], ["3"]),
        # A line that states a feature is no label either.
        ([("✓ SSO", "✓ SSO"), ("3", "3")], ["✓ SSO", "3"]),
        ([("x" * 50, None), ("3", "3")], ["3"]),
    ],
)
def test_a_bare_quantity_takes_the_label_before_it(
    lines: list[tuple[str, str | None]], found: list[str]
) -> None:
    assert [line for _, line in plan_reading.labelled(lines) if line] == found


@pytest.mark.parametrize(
    ("source", "tags"),
    [
        ("<div><h3>Pro</h3></div>", {"<h3"}),
        ("<H2 class=x>Pro</H2><B>$9</B>", {"<h2", "<b"}),
        ("<br><button><bdi>x</bdi><body>", set()),  # tags that begin as a wanted tag does
        ("<strong/><dt>Pro<i class=check></i><table>", {"<strong", "<dt", "<i", "<table"}),
        ("<Strong>mixed case</Strong><tITLE>", set()),
        (
            "<svg viewBox='0 0 1 1'><title>Included</title></svg><img\nalt=x>",
            {"<svg", "<title", "<img"},
        ),
    ],
)
def test_present_names_the_tags_a_source_holds(source: str, tags: set[str]) -> None:
    assert {needle for needle in plans.present(source) if needle.startswith("<")} == tags


COURSE_CARD = (
    "<div class=card><h3>{name}</h3><p>{price}</p><ul><li>60 CFU</li>"
    "<li>Numero massimo di partecipanti: 40</li></ul></div>"
)


@pytest.mark.parametrize(
    "name",
    [
        "Master di I livello in Data Science per la Pubblica Amministrazione",
        "The Complete Machine Learning Engineering Bootcamp: Zero to Production",
        "Corso B",
    ],
)
def test_a_courses_long_title_names_its_card(name: str) -> None:
    """A course's or a programme's title is longer than a plan's name, and still names it."""
    html = "<main>" + COURSE_CARD.format(name=name, price="6.500 €")
    html += COURSE_CARD.format(name="Corso di lingua italiana", price="390,00 €") + "</main>"
    found = plans_of(html)
    assert found[name] == (["€6500.00"], ["60 CFU", "Numero massimo di partecipanti: 40"])


def _italian_cards(name_class: str) -> bytes:
    cards = "".join(
        f'<article class="piano"><div class="piano__corpo"><span class="{name_class}">{name}'
        f'</span><span class="piano__desc">{desc}</span><span class="prezzo">'
        f'<span class="importo">{amount} €</span> al mese</span><ul class="limiti">'
        f'<li>{invoices}</li><li>{users}</li></ul><a href="#">Prova gratis</a></div></article>'
        for name, desc, amount, invoices, users in (
            ("Base", "Per professionisti", "9,90", "fino a 100 fatture l'anno", "1 utente"),
            ("Impresa", "Per aziende", "39,90", "fatture illimitate", "10 utenti"),
        )
    )
    return (
        '<html lang="it"><body><main><h1>Prezzi semplici</h1>'
        f'<section class="listino">{cards}</section>'
        "<h2>Moduli</h2><p>Firma digitale 29 € all'anno</p></main></body></html>"
    ).encode()


@pytest.mark.parametrize(
    ("name_class", "expected"),
    [
        # A card named by a class word in the language its developers write in (no plan
        # was found: only an English "name" or "title" was a name's class).
        ("piano__nome", ["Base", "Impresa"]),
        ("pakket-naam", ["Base", "Impresa"]),
        ("plan-name", ["Base", "Impresa"]),
        # A class that names no name: no card is found by it.
        ("piano__testo", []),
        # A subtitle is the line under a name (a marketplace offer's instalments, "em 10x R$
        # 124,90"), which named each card before; not where a class names the name too.
        ("piano__sottotitolo", []),
        ("card-subtitle", []),
        ("plan-subtitle plan-name", ["Base", "Impresa"]),
    ],
)
def test_cards_named_by_a_class_word_of_any_language(name_class: str, expected: list[str]) -> None:
    found = extract(_italian_cards(name_class), "text/html", PLANS).plans
    assert [plan.name for plan in found] == expected


def _swatches(link: str, selected: str = ' aria-current="true"') -> str:
    """A product's formats as links laid out as boxes, the first one selected."""
    formats = [("Gebundenes Buch", "26,00 €"), ("Taschenbuch", "14,00 €"), ("E-Book", "19,99 €")]
    return "".join(
        link.format(name=name, price=price, current=selected if i == 0 else "")
        for i, (name, price) in enumerate(formats)
    )


@pytest.mark.parametrize(
    ("formats", "expected"),
    [
        # Each format a link to its own page, its name and price in elements of their own
        # (the first one was no plan: a link was never a card).
        (
            '<a href="/f"{current}><span class="name">{name}</span>'
            '<span class="preis">{price}</span><span>Lieferbar</span></a>',
            ["Gebundenes Buch", "Taschenbuch", "E-Book"],
        ),
        (
            '<a class="swatch" href="/f"{current}><strong>{name}</strong><div>{price}</div></a>',
            ["Gebundenes Buch", "Taschenbuch", "E-Book"],
        ),
        # Links in a sentence hold text of their own: no card, one line of prose.
        ("<a href=/f><strong>{name}</strong> für {price}</a> ", []),
        # A link whose words are one element: a line, as a menu's link is.
        ("<a href=/f><strong>{name}</strong><span></span></a> {price} ", []),
    ],
    ids=["spans", "strong-and-div", "prose-links", "one-part-links"],
)
def test_a_format_linked_as_a_box_is_a_card(formats: str, expected: list[str]) -> None:
    body = (
        '<html lang="de"><body><main><h1>Das Salzhaus</h1>'
        f'<div class="formate">{_swatches(formats)}</div>'
        "<aside><p>Gebundenes Buch</p><p>26,00 €</p><button>Vorbestellen</button></aside>"
        "</main></body></html>"
    ).encode()
    snapshot = extract(body, "text/html", PLANS)
    assert [plan.name for plan in snapshot.plans] == expected


def _hashed_cards(card: str, names: tuple[str, ...], language: str) -> bytes:
    """Cards of one component, one named by each of ``names`` (three at most), whose markup
    ``card`` writes with ``{name}``, ``{price}`` and ``{limit}``; then a note under the grid."""
    prices, limits = ("149", "349", "749"), ("3", "10", "50")
    cards = "".join(
        card.format(name=name, price=price, limit=limit)
        for name, price, limit in zip(names, prices, limits, strict=False)
    )
    return (
        f'<html lang="{language}"><body><main><h1>Pricing</h1>'
        f'<div class="grid">{cards}</div><p>VAT 25 %</p></main></body></html>'
    ).encode()


@pytest.mark.parametrize(
    ("card", "names", "language", "expected"),
    [
        # A styled-components card: its name in a div of hashed classes, its tagline under
        # it (no plan was found: the cards were only text, their items no features).
        (
            '<div class="sc-gswNZR kQzPdV"><div class="sc-bcXHqe gRtWvx">{name}</div>'
            '<p class="sc-gKPRtg bHnJkm">Liten text</p><span class="sc-eDv aB">{price} kr</span>'
            "<span>/mån</span><ul><li>{limit} användare</li><li>Support</li></ul></div>",
            ("Start", "Team", "Företag"),
            "sv",
            {"Start": ["3 användare", "✓ Support"], "Team": ["10 användare", "✓ Support"]},
        ),
        # Svelte's scoped classes, a badge before one card's name.
        (
            '<article class="kart svelte-1x9k2qp"><p class="ad svelte-1x9k2qp">{name}</p>'
            '<div class="svelte-1x9k2qp">{price}&nbsp;₺ / ay</div>'
            '<ul class="svelte-1x9k2qp"><li>{limit} kişi</li><li>Destek</li></ul></article>',
            ("Temel", "Büyüme", "Profesyonel"),
            "tr",
            {"Temel": ["3 kişi", "✓ Destek"], "Büyüme": ["10 kişi", "✓ Destek"]},
        ),
        # Tailwind's utility classes, a name a class sets in bold.
        (
            '<div class="rounded-xl border p-6"><p class="text-lg font-bold">{name}</p>'
            '<p class="mt-4 text-4xl">{price} €</p><p>/ kk</p>'
            '<ul class="mt-6"><li>{limit} käyttäjää</li><li>Tuki</li></ul></div>',
            ("Perus", "Tiimi", "Yritys"),
            "fi",
            {"Perus": ["3 käyttäjää", "✓ Tuki"], "Tiimi": ["10 käyttäjää", "✓ Tuki"]},
        ),
        # CSS modules, the name in a span.
        (
            '<div class="Card_root__x7Yq2"><div class="Card_top__a1B2c">'
            '<span class="Card_t__k9Q1z">{name}</span></div>'
            '<div class="Card_p__m3N4b">₩{price},000 / 월</div>'
            "<ul><li>사용자 {limit}명</li><li>지원</li></ul></div>",
            ("베이직", "스탠다드", "프리미엄"),
            "ko",
            {"베이직": ["사용자 3명", "✓ 지원"], "스탠다드": ["사용자 10명", "✓ 지원"]},
        ),
        # A name with a figure after its first word (a fixed-price term) in a div of its
        # scoped class, as a build writes a card's title without a heading's tag.
        (
            '<article class="s-card svelte-3ne7fh"><div class="svelte-3ne7fh">{name}</div>'
            '<p class="s-kind svelte-3ne7fh">Prix fixe</p>'
            '<p class="svelte-3ne7fh">{price},00\u00a0\u20ac / mois</p>'
            "<ul><li>{limit} compteurs</li><li>Assistance</li></ul></article>",
            ("Offre Essentielle", "Offre Fixe 2 ans", "Offre Verte 3 ans"),
            "fr",
            {"Offre Essentielle": ["3 compteurs", "\u2713 Assistance"]},
        ),
    ],
    ids=["styled-components", "svelte", "tailwind", "css-modules", "digit-in-name"],
)
def test_cards_named_by_their_shape(
    card: str, names: tuple[str, ...], language: str, expected: dict[str, list[str]]
) -> None:
    found = {
        plan.name: list(plan.features)
        for plan in extract(_hashed_cards(card, names, language), "text/html", PLANS).plans
    }
    assert list(found) == list(names)
    for name, lines in expected.items():
        assert found[name] == lines


@pytest.mark.parametrize(
    ("card", "names"),
    [
        # The text at one place in every card is the same ("Popular"): it names none.
        (
            '<div class="sc-a kQ"><div class="sc-b gR">Suosittu</div><div>{price} €</div>'
            "<p>/ kk</p><p>{name}</p></div>",
            ("Tuki", "Tuki", "Tuki"),
        ),
        # Every card's first texts hold a digit: a size or a price, no name.
        (
            '<div class="sc-a kQ"><div class="sc-b gR">{limit} GB</div><div>{price} €</div>'
            "<p>/ kk</p><p>{name}</p></div>",
            ("1 CPU", "2 CPU", "4 CPU"),
        ),
        # Texts that start with a figure are counts or sizes, whatever words follow.
        (
            '<div class="sc-a kQ"><div class="sc-b gR">{limit} Nutzer {name}</div>'
            "<div>{price} \u20ac</div><p>/ Monat</p><p>Support</p></div>",
            ("Basis", "Team", "Firma"),
        ),
        # A menu's links and a footer's columns of one text each: no cards.
        ('<div class="sc-a kQ"><a href="/x">{name}</a></div>', ("Koti", "Hinnat", "Blogi")),
        # Two boxes: a product and its add-on as often as two plans.
        (
            '<div class="sc-a kQ"><p class="sc-b gR">{name}</p><p>{price} €</p><p>Tuki</p></div>',
            ("Kamera", "Pilvitallennus"),
        ),
        # Boxes without classes: no component's, left to the unboxed plans' reader.
        (
            "<div><div><span>{name}</span></div><div>{price} €</div><p>Tuki</p></div>",
            ("Perus", "Tiimi", "Yritys"),
        ),
    ],
    ids=["same-text", "digits", "figure-first", "links", "two-boxes", "no-classes"],
)
def test_cards_whose_shape_names_nothing_are_no_grid(card: str, names: tuple[str, ...]) -> None:
    tree = LexborHTMLParser(_hashed_cards(card, names, "fi").decode())
    assert tree.body is not None
    assert shaped_cards.grids([tree.body], []) == []
