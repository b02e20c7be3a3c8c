"""Prices read from marked lines: which name and stock state each price takes."""

import pytest

from monitor.extract import Rules, extract, language, page
from monitor.extract.page import CARD, CELL, GRID_END, HEADINGS, ROW
from monitor.extract.prices import from_lines, joined_cents, joined_signs

H3 = HEADINGS[2]
H4 = HEADINGS[3]


def row(*cells: str) -> str:
    return ROW + "".join(CELL + cell for cell in cells)


def read(lines: list[str]) -> list[tuple[str, str, str | None]]:
    texts = [
        " | ".join(line[2:].split(CELL)) if line[:1] == ROW else line.lstrip(HEADINGS)
        for line in lines
    ]
    return [(r.label, str(r.amount), r.availability) for r in from_lines(lines, texts)]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                "Espresso",
                "8,99 €",
                "(1 kg = 17,98 €)",
                "In stock",
                "Oat drink",
                "2,49 €",
                "(1 l = 2,49 €)",
                "Sold out",
            ],
            [
                ("Espresso", "8.99", "InStock"),
                ("Espresso", "17.98", "InStock"),
                ("Oat drink", "2.49", "SoldOut"),
                ("Oat drink", "2.49", "SoldOut"),
            ],
            id="a-tiles-price-per-kg-is-the-tiles-and-so-is-its-stock",
        ),
        pytest.param(
            [
                H3 + "Plus",
                "Most popular",
                "299 kr/mån",
                "3490 kr/år",
                H3 + "Bas",
                "99 kr/mån",
                "990 kr/år",
            ],
            [
                ("Plus", "299", None),
                ("Plus", "3490", None),
                ("Bas", "99", None),
                ("Bas", "990", None),
            ],
            id="under-a-heading-two-prices-without-a-name-each-are-the-headings",
        ),
        pytest.param(
            ["Starter", "$9/mo", "Team", "$19/mo"],
            [("Starter", "9", None), ("Team", "19", None)],
            id="cards-named-by-their-lines",
        ),
        pytest.param(
            ["$9/mo", "Team", "$19/mo"],
            [("", "9", None), ("", "19", None)],
            id="a-first-price-without-a-name-names-none",
        ),
        pytest.param(
            [
                H3 + "Hobby",
                "Free",
                "3 projects",
                H3 + "Team",
                "$19/mo",
                H3 + "Enterprise",
                "Contact sales",
                H3 + "FAQ",
                "Is there a free plan?",
                "Start a free trial",
            ],
            [("Hobby", "0", None), ("Team", "19", None), ("Enterprise", "None", None)],
            id="a-free-card-and-one-on-request-but-no-faq",
        ),
        pytest.param(
            [H3 + "Básico", "Gratis", H3 + "Equipo", "8 € al mes", H3 + "無料プラン", "無料"],
            [("Básico", "0", None), ("Equipo", "8", None), ("無料プラン", "0", None)],
            id="free-in-other-languages",
        ),
        pytest.param(
            [H3 + "Hobby", "Gratis für immer", H3 + "Team", "12 € pro Monat"],
            [("Hobby", "0", None), ("Team", "12", None)],
            id="free-saying-it-stays-free",
        ),
        pytest.param(
            [H3 + "Pricing", "Hobby", "Free. Forever.", "1 project", "Team", "$19/mo", "10 pro"],
            [("Hobby", "0", None), ("Team", "19", None)],
            id="a-card-free-forever-beside-a-priced-one",
        ),
        pytest.param(
            [H3 + "Shipping", "Free shipping", H3 + "Team", "$19/mo"],
            [("Team", "19", None)],
            id="free-shipping-is-no-plan",
        ),
        pytest.param(
            [
                row("Plan", "Basic", "Plus", "Premium", "Enterprise"),
                row("Price", "$15/mo", "$39/mo", "$89/mo", "Contact us"),
                row("Seats", "1", "5", "20", "∞"),
            ],
            [("Basic", "15", None), ("Plus", "39", None), ("Premium", "89", None)],
            id="plans-as-columns-named-by-the-header",
        ),
        pytest.param(
            [row("", "Basic", "Plus"), row("Monthly", "$15", "$39"), row("Yearly", "$150", "$390")],
            [
                ("Basic", "15", None),
                ("Plus", "39", None),
                ("Basic", "150", None),
                ("Plus", "390", None),
            ],
            id="an-empty-corner-cell",
        ),
        pytest.param(
            [
                row("Extension", "Création", "Renouvellement"),
                row(".fr", "7,99 €/an", "9,99 €/an"),
                row(".com", "11,49 €/an", "13,99 €/an"),
            ],
            [
                (".fr (Création)", "7.99", None),
                (".fr (Renouvellement)", "9.99", None),
                (".com (Création)", "11.49", None),
                (".com (Renouvellement)", "13.99", None),
            ],
            id="plans-as-rows-keep-their-row-labels-and-name-their-columns",
        ),
        pytest.param(
            [
                row("Server", "vCPU", "RAM", "Monthly", "Hourly"),
                row("CX22", "2", "4 GB", "€3.79", "€0.006"),
            ],
            [("CX22", "3.79", None), ("CX22", "0.006", None)],
            id="a-row-with-few-priced-cells",
        ),
        pytest.param(
            [
                row("TLD", "Register", "Renew", "Transfer", ""),
                row(".com", "$12.99 $7.99/yr", "$14.49/yr", "$12.99/yr", "Buy"),
                row(".net", "$15.99/yr", "$15.99/yr", "$15.99/yr", "Buy"),
                row(".org", "$9.99/yr", "$10.99/yr", "$9.99/yr", "Buy"),
            ],
            [
                (".com (Register)", "12.99", None),
                (".com (Register)", "7.99", None),
                (".com (Renew)", "14.49", None),
                (".com (Transfer)", "12.99", None),
                (".net (Register)", "15.99", None),
                (".net (Renew)", "15.99", None),
                (".net (Transfer)", "15.99", None),
                (".org (Register)", "9.99", None),
                (".org (Renew)", "10.99", None),
                (".org (Transfer)", "9.99", None),
            ],
            id="a-header-over-a-column-of-buttons-names-each-price-column",
        ),
        pytest.param(
            [row("Product", "Price"), row("Mug", "$9 $12"), row("Cap", "$15")],
            [("Mug", "9", None), ("Mug", "12", None), ("Cap", "15", None)],
            id="prices-in-one-cell-take-no-column-name",
        ),
        pytest.param(
            [
                row("Extension", "Price", "Price"),
                row(".fr", "7,99 €/an", "9,99 €/an"),
                row(".com", "11,49 €/an", "13,99 €/an"),
            ],
            [
                (".fr", "7.99", None),
                (".fr", "9.99", None),
                (".com", "11.49", None),
                (".com", "13.99", None),
            ],
            id="a-header-that-names-two-columns-alike-names-neither",
        ),
        pytest.param(
            [H3 + "Pricing", "Starter: $5/mo", "Pro: $9/mo", "All prices exclude tax."],
            [("Pricing (Starter)", "5", None), ("Pricing (Pro)", "9", None)],
            id="plans-named-on-their-own-lines-under-one-heading",
        ),
        # A plan one a line named before a spaced dash, its limits after the price (before:
        # every price was named by the heading alone, so one moving to another plan was no
        # change).
        pytest.param(
            [
                H3 + "Bảng giá",
                "Gói Cơ bản \u2014 99k/tháng: gửi tối đa 5.000 email, 1 người dùng.",
                "Gói Tăng trưởng \u2014 299k/tháng: gửi tối đa 30.000 email, 3 người dùng.",
            ],
            [
                ("Bảng giá (Gói Cơ bản)", "99000", None),
                ("Bảng giá (Gói Tăng trưởng)", "299000", None),
            ],
            id="plans-named-before-a-dash-vi",
        ),
        pytest.param(
            [
                H3 + "Mailer pricing",
                "Starter \u2013 $9/month: up to 5,000 emails, 1 user.",
                "Growth \u2013 $29/month: up to 30,000 emails, 3 users.",
            ],
            [("Mailer pricing (Starter)", "9", None), ("Mailer pricing (Growth)", "29", None)],
            id="plans-named-before-a-dash-en",
        ),
        pytest.param(
            [H3 + "Paket", "Dasar - Rp 149.000/bulan", "Bisnis - Rp 499.000/bulan"],
            [("Paket (Dasar)", "149000", None), ("Paket (Bisnis)", "499000", None)],
            id="plans-named-before-a-spaced-hyphen-id",
        ),
        # Near misses: a dash after the price, and one line only, name nothing of their own.
        pytest.param(
            [H3 + "Pricing", "$9/month \u2014 up to 5,000 emails", "$29/month \u2014 up to 30,000"],
            [("Pricing", "9", None), ("Pricing", "29", None)],
            id="a-dash-after-the-price-names-nothing",
        ),
        pytest.param(
            [H3 + "Pro", "Launch offer \u2014 $19"],
            [("Pro", "19", None)],
            id="one-line-named-before-a-dash-is-a-note-on-its-heading",
        ),
        pytest.param(
            [H3 + "In-App Purchases", "Theme pack $4.99", "Icon pack $4.99", "Pro Yearly $39.99"],
            [
                ("In-App Purchases (Theme pack)", "4.99", None),
                ("In-App Purchases (Icon pack)", "4.99", None),
                ("In-App Purchases (Pro Yearly)", "39.99", None),
            ],
            id="a-list-of-items-each-a-name-and-a-price-names-each",
        ),
        pytest.param(
            [
                H3 + "Add-ons",
                "Card payments $9 / mo In stock",
                "Inventory module $15 / mo In stock",
                "Data migration $99 one-time Sold out",
            ],
            [
                ("Add-ons (Card payments)", "9", "InStock"),
                ("Add-ons (Inventory module)", "15", "InStock"),
                ("Add-ons (Data migration)", "99", "SoldOut"),
            ],
            id="items-each-with-a-period-then-a-state-are-named-each",
        ),
        pytest.param(
            [
                H3 + "Kiegészítők",
                "Online fizetés 2 490 Ft / hó Elérhető",
                "Raktármodul 3 990 Ft / hó Elérhető",
                "Adatmigráció 29 900 Ft egyszeri Jelenleg nem elérhető",
            ],
            [
                ("Kiegészítők (Online fizetés)", "2490", "InStock"),
                ("Kiegészítők (Raktármodul)", "3990", "InStock"),
                ("Kiegészítők (Adatmigráció)", "29900", "OutOfStock"),
            ],
            id="items-each-with-a-period-then-a-state-are-named-each-hu",
        ),
        pytest.param(
            [
                H3 + "Complementos",
                "Usuario extra 5 € / mes Disponible",
                "Dominio 12 € al año Disponible",
                "Migración 99 € pago único Agotado",
            ],
            [
                ("Complementos (Usuario extra)", "5", "InStock"),
                ("Complementos (Dominio)", "12", "InStock"),
                ("Complementos (Migración)", "99", "SoldOut"),
            ],
            id="items-each-with-a-period-then-a-state-are-named-each-es",
        ),
        pytest.param(
            # A sentence after the period is no state: the items are the heading's notes.
            [
                H3 + "Add-ons",
                "Card payments $9 / mo in stock at our partner bank today",
                "Inventory module $15 / mo",
                "Data migration $99 one-time",
            ],
            [("Add-ons", "9", "InStock"), ("Add-ons", "15", None), ("Add-ons", "99", None)],
            id="decoy-a-sentence-after-an-items-period-is-no-state",
        ),
        pytest.param(
            [H3 + "App内課金", "プレミアム月額 ¥800", "プレミアム年額 ¥6,000", "コイン500枚 ¥480"],
            [
                ("App内課金 (プレミアム月額)", "800", None),
                ("App内課金 (プレミアム年額)", "6000", None),
                ("App内課金 (コイン500枚)", "480", None),
            ],
            id="a-name-that-ends-in-a-period-unspaced-is-still-a-name-ja",
        ),
        pytest.param(
            [H3 + "앱 내 구입", "프리미엄월간 ₩9,900", "프리미엄연간 ₩79,000", "보석 500개 ₩5,900"],
            [
                ("앱 내 구입 (프리미엄월간)", "9900", None),
                ("앱 내 구입 (프리미엄연간)", "79000", None),
                ("앱 내 구입 (보석 500개)", "5900", None),
            ],
            id="a-name-that-ends-in-a-period-unspaced-is-still-a-name-ko",
        ),
        pytest.param(
            [H3 + "In-App Purchases", "Monthly $4.99", "Yearly $39.99", "Coin pack $1.99"],
            [
                ("In-App Purchases", "4.99", None),
                ("In-App Purchases", "39.99", None),
                ("In-App Purchases", "1.99", None),
            ],
            id="a-period-word-alone-is-the-prices-period-no-name",
        ),
        pytest.param(
            [
                H3 + "In-App Purchases",
                "Notes Pro \u2013 Monthly",
                "$4.99",
                "Notes Pro - Yearly",
                "$39",
            ],
            [("Notes Pro \u2013 Monthly", "4.99", None), ("Notes Pro - Yearly", "39", None)],
            id="a-dash-between-a-cards-words-is-no-word-of-its-name",
        ),
        pytest.param(
            [H3 + "Pricing", "Starter $9/mo", "Pro $29/mo"],
            [("Pricing (Starter)", "9", None), ("Pricing (Pro)", "29", None)],
            id="two-plans-one-a-line-each-with-its-period",
        ),
        pytest.param(
            [H3 + "Add-ons", "Extra storage (100 GB) — $5/mo", "Priority support — $49/mo"],
            [
                ("Add-ons (Extra storage (100 GB))", "5", None),
                ("Add-ons (Priority support)", "49", None),
            ],
            id="a-figure-in-brackets-is-what-an-item-holds-no-count",
        ),
        pytest.param(  # a telco's packs named by their data (before: the heading's alone)
            [H3 + "Add-ons", "Netflix mobile $5.99 per month", "Asia roaming 6GB $11.99 / 8 days"],
            [
                ("Add-ons (Netflix mobile)", "5.99", None),
                ("Add-ons (Asia roaming 6GB)", "11.99", None),
            ],
            id="a-data-volume-is-what-an-item-holds-no-count",
        ),
        pytest.param(
            [H3 + "แพ็กเสริม", "Netflix มือถือ 169 บาท ต่อเดือน", "โรมมิ่ง 6GB 399 บาท ใช้ได้ 8 วัน"],
            [("แพ็กเสริม (Netflix มือถือ)", "169", None), ("แพ็กเสริม (โรมมิ่ง 6GB)", "399", None)],
            id="a-data-volume-is-what-an-item-holds-no-count-th",
        ),
        pytest.param(
            [H3 + "Opciók", "Extra 20 GB adat 2 990 Ft / hó", "Fibra 500 Mbps 9 990 Ft / hó"],
            [
                ("Opciók (Extra 20 GB adat)", "2990", None),
                ("Opciók (Fibra 500 Mbps)", "9990", None),
            ],
            id="a-data-volume-or-speed-is-what-an-item-holds-no-count-hu",
        ),
        pytest.param(  # a count of devices is a count still: one offer's steps
            [H3 + "Mesh", "Pack of 3 units $9/mo", "then $12/mo"],
            [("Mesh", "9", None), ("Mesh", "12", None)],
            id="a-count-of-units-is-no-data-volume",
        ),
        pytest.param(
            [H3 + "Tarife", "Basis 9,99 € / Monat", "Pro 19,99 € / Monat", "Max 29,99 € / Monat"],
            [
                ("Tarife (Basis)", "9.99", None),
                ("Tarife (Pro)", "19.99", None),
                ("Tarife (Max)", "29.99", None),
            ],
            id="plans-one-a-line-each-with-its-period",
        ),
        pytest.param(
            [H3 + "Presse", "Les 3 premiers mois à 5 €/mois", "ensuite 29,99 €/mois"],
            [("Presse (for 3 mois)", "5", None), ("Presse", "29.99", None)],
            id="an-offers-two-steps-are-no-two-plans",
        ),
        pytest.param(
            [H3 + "Team", "Save 20% $8/mo", "Standard $10/mo"],
            [("Team", "8", None), ("Team", "10", None)],
            id="a-savings-badge-names-no-plan",
        ),
        pytest.param(
            [H3 + "Lamp", "Regular price $49", "Regular price Sale price $39"],
            [("Lamp", "49", None), ("Lamp", "39", None)],
            id="two-lines-under-a-heading-are-one-offers-pair-of-prices",
        ),
        pytest.param(
            [H3 + "Tee", "S \u2013 $19.99", "M \u2013 $21.99", "L \u2013 $23.99 (Out of stock)"],
            [
                ("Tee (S)", "19.99", None),
                ("Tee (M)", "21.99", None),
                ("Tee (L)", "23.99", "OutOfStock"),
            ],
            id="a-list-items-price-may-have-a-note-in-brackets-after-it",
        ),
        pytest.param(
            [H3 + "Pro", "Monthly $5", "Quarterly $14", "Yearly $50"],
            [("Pro", "5", None), ("Pro", "14", None), ("Pro", "50", None)],
            id="a-periods-word-alone-names-no-item",
        ),
        pytest.param(
            [H3 + "Add-ons", "Theme pack $4.99", "Extra storage $1.99 with any plan", "Sync $2"],
            [("Add-ons", "4.99", None), ("Add-ons", "1.99", None), ("Add-ons", "2", None)],
            id="a-line-with-more-after-its-price-is-no-list-item",
        ),
        pytest.param(
            [H3 + "Add-ons", "Theme pack $4.99", "Extra storage $1.99 per month", "Sync $2"],
            [
                ("Add-ons (Theme pack)", "4.99", None),
                ("Add-ons (Extra storage)", "1.99", None),
                ("Add-ons (Sync)", "2", None),
            ],
            id="a-list-items-price-may-have-its-period-after-it",
        ),
        pytest.param(
            [
                H3 + "Välj utgåva",
                "Bas 399 kr 299 kr / år",
                "Plus 599 kr 449 kr / år",
                "Premium 899 kr 649 kr / år",
            ],
            [
                ("Välj utgåva (Bas)", "399", None),
                ("Välj utgåva (Bas)", "299", None),
                ("Välj utgåva (Plus)", "599", None),
                ("Välj utgåva (Plus)", "449", None),
                ("Välj utgåva (Premium)", "899", None),
                ("Välj utgåva (Premium)", "649", None),
            ],
            id="an-items-price-struck-through-before-the-one-paid-is-its-sv",
        ),
        pytest.param(
            [
                H3 + "Stav zboží",
                "Nový 29 990 Kč 24 990 Kč",
                "Rozbalený 24 990 Kč 22 490 Kč",
                "Repasovaný 21 990 Kč 19 990 Kč",
            ],
            [
                ("Stav zboží (Nový)", "29990", None),
                ("Stav zboží (Nový)", "24990", None),
                ("Stav zboží (Rozbalený)", "24990", None),
                ("Stav zboží (Rozbalený)", "22490", None),
                ("Stav zboží (Repasovaný)", "21990", None),
                ("Stav zboží (Repasovaný)", "19990", None),
            ],
            id="an-items-price-struck-through-before-the-one-paid-is-its-cs",
        ),
        pytest.param(
            [
                H3 + "Edizioni",
                "Home 59,99 € 39,99 €",
                "Pro 99,99 € 79,99 €",
                "Business 149,99 € 119,99 €",
            ],
            [
                ("Edizioni (Home)", "59.99", None),
                ("Edizioni (Home)", "39.99", None),
                ("Edizioni (Pro)", "99.99", None),
                ("Edizioni (Pro)", "79.99", None),
                ("Edizioni (Business)", "149.99", None),
                ("Edizioni (Business)", "119.99", None),
            ],
            id="an-items-price-struck-through-before-the-one-paid-is-its-it",
        ),
        pytest.param(
            # A cheaper price after a dearer one, a word or a mark between: no pair of one
            # item's, no list.
            [H3 + "Add-ons", "Theme pack $4.99 or $3.99", "Icon pack $5.99 / $4.99", "Sync $2"],
            [
                ("Add-ons", "4.99", None),
                ("Add-ons", "3.99", None),
                ("Add-ons", "5.99", None),
                ("Add-ons", "4.99", None),
                ("Add-ons", "2", None),
            ],
            id="two-prices-with-words-between-are-no-struck-pair",
        ),
        pytest.param(
            [H3 + "Add-ons", "Theme pack $3.99 $4.99", "Icon pack $4.99 $5.99", "Sync $2"],
            [
                ("Add-ons", "3.99", None),
                ("Add-ons", "4.99", None),
                ("Add-ons", "4.99", None),
                ("Add-ons", "5.99", None),
                ("Add-ons", "2", None),
            ],
            id="a-dearer-price-after-a-cheaper-one-is-no-struck-pair",
        ),
        pytest.param(
            [
                H3 + "Add-ons",
                "Guest seats \u2013 $2 per guest/month",
                "Extra storage \u2013 $5 per 100 GB/month",
            ],
            [("Add-ons (Guest seats)", "2", None), ("Add-ons (Extra storage)", "5", None)],
            id="a-count-in-what-a-list-items-price-is-per-is-no-second-item",
        ),
        pytest.param(
            [
                H3 + "Zusatzoptionen",
                "Gastzugänge \u2013 2,00 € pro Gast/Monat",
                "Zusätzlicher Speicher \u2013 5,00 € pro 100 GB/Monat",
            ],
            [
                ("Zusatzoptionen (Gastzugänge)", "2.00", None),
                ("Zusatzoptionen (Zusätzlicher Speicher)", "5.00", None),
            ],
            id="a-count-in-what-a-list-items-price-is-per-is-no-second-item-de",
        ),
        pytest.param(
            [
                H3 + "Options",
                "Stockage \u2013 5 € par 100 Go / mois",
                "Extra $5 per 100 GB and 3 seats",
            ],
            [("Options", "5", None), ("Options", "5", None)],
            id="words-after-a-list-items-period-are-no-period-alone",
        ),
        pytest.param(
            [H3 + "Pro", "Launch offer: $19/mo", "Then $29/mo"],
            [("Pro", "19", None), ("Pro", "29", None)],
            id="one-line-before-a-colon-is-a-note-on-the-headings-plan",
        ),
        pytest.param(
            [
                H3 + "Deluxe King Room",
                "Flexible rate $249 per night",
                "Non-refundable $219 per night",
                "Total for 2 nights: $498",
            ],
            [
                ("Deluxe King Room (Flexible rate)", "249", None),
                ("Deluxe King Room (Non-refundable)", "219", None),
                ("Deluxe King Room (Total for 2 nights)", "498", None),
            ],
            id="rates-one-a-line-keep-their-names-beside-a-total-named-by-a-colon",
        ),
        pytest.param(
            [
                H3 + "Δίκλινο δωμάτιο",
                "Με πρωινό €120 / βράδυ",
                "Χωρίς πρωινό €105 / βράδυ",
                "Φόρος διαμονής: €1,50 ανά δωμάτιο ανά διανυκτέρευση",
            ],
            [
                ("Δίκλινο δωμάτιο (Με πρωινό)", "120", None),
                ("Δίκλινο δωμάτιο (Χωρίς πρωινό)", "105", None),
                ("Δίκλινο δωμάτιο (Φόρος διαμονής)", "1.50", None),
            ],
            id="board-options-keep-their-names-beside-a-tax-named-by-a-colon",
        ),
        pytest.param(
            [H3 + "デスクトップ", "1ウェイト\uff1a\u00a511,000", "パック\uff1a\u00a535,200"],
            [("デスクトップ (1ウェイト)", "11000", None), ("デスクトップ (パック)", "35200", None)],
            id="ja-a-full-width-colon-names-each-line-as-an-ascii-one-does",
        ),
        pytest.param(
            [H3 + "字体授权", "个人版\uff1a\u00a5199", "商业版\uff1a\u00a51,299"],
            [("字体授权 (个人版)", "199", None), ("字体授权 (商业版)", "1299", None)],
            id="zh-a-full-width-colon-names-each-line-as-an-ascii-one-does",
        ),
        pytest.param(
            [H3 + "プロ", "価格\uff1a\u00a51,900", "価格\uff1a\u00a52,900"],
            [("プロ", "1900", None), ("プロ", "2900", None)],
            id="ja-the-same-words-before-each-full-width-colon-name-no-plans",
        ),
        pytest.param(
            [H3 + "プロ", "発売記念\uff1a\u00a51,900\uff0f月", "通常\u00a52,900\uff0f月"],
            [("プロ", "1900", None), ("プロ", "2900", None)],
            id="ja-one-line-before-a-full-width-colon-is-a-note-on-the-headings-plan",
        ),
        pytest.param(
            [H3 + "Pro", "Price: $19/mo", "Price: $29/mo"],
            [("Pro", "19", None), ("Pro", "29", None)],
            id="the-same-words-before-each-colon-name-no-plans",
        ),
        pytest.param(
            [H3 + "Lamp", "S — $10", "M — $12 (sold out)", "L — $14"],
            [("Lamp (S)", "10", None), ("Lamp (M)", "12", "SoldOut"), ("Lamp (L)", "14", None)],
            id="a-state-beside-one-of-several-prices-is-that-prices",
        ),
        pytest.param(
            [H3 + "Lamp", "S — $10 (sold out)", "M — $12", "L — $14 (sold out)"],
            [
                ("Lamp (S)", "10", "SoldOut"),
                ("Lamp (M)", "12", None),
                ("Lamp (L)", "14", "SoldOut"),
            ],
            id="so-each-priced-lines-state-changes-alone",
        ),
        pytest.param(
            [
                H3 + "Pricing",
                "Pro",
                "$12 per user/month billed annually",
                "$15 billed monthly",
                "Start",
                "Team",
                "$30 per user/month billed annually",
                "$36 billed monthly",
                "Start",
            ],
            [("Pro", "12", None), ("Pro", "15", None), ("Team", "30", None), ("Team", "36", None)],
            id="a-cards-second-price-right-after-its-first-is-the-cards",
        ),
        pytest.param(
            [H3 + "Pricing", "Basic", "$9/mo", "Plus", "Most popular", "$19/mo", "Pro", "$29/mo"],
            [("Basic", "9", None), ("Plus", "19", None), ("Pro", "29", None)],
            id="a-badge-between-a-cards-name-and-price-names-no-card",
        ),
        pytest.param(
            [H3 + "Team", "Most popular", "$10/mo", "$100/yr"],
            [("Team", "10", None), ("Team", "100", None)],
            id="one-name-over-two-prices-is-one-plan-named-by-its-heading",
        ),
        pytest.param(
            [H3 + "Pricing", "Basic", "Free", "1 project", "Start", "Pro", "$12/mo", "10 projects"],
            [("Basic", "0", None), ("Pro", "12", None)],
            id="one-priced-card-beside-a-free-one",
        ),
        pytest.param(
            [H3 + "Pricing", "Pro", "$12/mo", "10 projects", "Start", "Enterprise", "Contact us"],
            [("Pro", "12", None), ("Enterprise", "None", None)],
            id="one-priced-card-beside-one-on-request",
        ),
        pytest.param(
            [H3 + "Lamp", "Price", "$49", "Shipping", "Free"],
            [("Lamp", "49", None)],
            id="a-free-line-right-below-a-price-is-no-card",
        ),
        # A price's own words on a line of their own, between its amount and the next price
        # of the card, name no card.
        pytest.param(
            [
                H3 + "Tarifs",
                "Solo",
                "99 DH",
                "HT / mois",
                "ou 990 DH HT / an",
                "Équipe",
                "249 DH",
                "HT / mois",
                "ou 2 490 DH HT / an",
            ],
            [
                ("Solo", "99", None),
                ("Solo", "990", None),
                ("Équipe", "249", None),
                ("Équipe", "2490", None),
            ],
            id="a-period-on-a-line-of-its-own-names-no-card-fr",
        ),
        pytest.param(
            [
                H3 + "Memberships",
                "Off-Peak",
                "£24.99",
                "every four weeks",
                "Joining fee £20",
                "Anytime",
                "£32.99",
                "every four weeks",
                "Joining fee £30",
            ],
            [
                ("Off-Peak", "24.99", None),
                ("Off-Peak", "20", None),
                ("Anytime", "32.99", None),
                ("Anytime", "30", None),
            ],
            id="a-period-on-a-line-of-its-own-names-no-card-en",
        ),
        pytest.param(
            [
                H3 + "Tarife",
                "Basis",
                "9 €",
                "pro Monat, zzgl. MwSt.",
                "Einrichtung 29 €",
                "Plus",
                "19 €",
                "pro Monat, zzgl. MwSt.",
                "Einrichtung 49 €",
            ],
            [
                ("Basis", "9", None),
                ("Basis", "29", None),
                ("Plus", "19", None),
                ("Plus", "49", None),
            ],
            id="a-period-on-a-line-of-its-own-names-no-card-de",
        ),
        pytest.param(
            ["Hammer drill", "(38)", "\u00a3289.00", "Circular saw", "[12]", "\u00a399.00"],
            [("Hammer drill", "289.00", None), ("Circular saw", "99.00", None)],
            id="a-ratings-count-under-a-name-is-no-name",
        ),
        pytest.param(
            ["500", "$9/mo", "1000", "$19/mo"],
            [("500", "9", None), ("1000", "19", None)],
            id="a-number-alone-may-name-a-card",
        ),
        pytest.param(
            [H3 + "Lamp", "$49.99", "$39.99 with a subscription", "Sold out"],
            [("Lamp", "49.99", "SoldOut"), ("Lamp", "39.99", "SoldOut")],
            id="a-state-on-a-line-of-its-own-is-the-products",
        ),
    ],
)
def test_names_and_states_of_prices(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read(lines) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                H3 + "Getränke",
                "Coca-Cola 0,33 l 2,50 € | 1,0 l 4,20 €",
                "Fanta 0,33 l 2,50 € | 1,0 l 4,20 €",
                "Apfelschorle 0,33 l 2,50 €",
            ],
            ["Getränke (Coca-Cola 0,33 l)"] * 2
            + ["Getränke (Fanta 0,33 l)"] * 2
            + ["Getränke (Apfelschorle 0,33 l)"],
            id="drinks-each-in-two-sizes",
        ),
        pytest.param(
            [
                H3 + "Getränke",
                "Cola 0,33 l 2,50 € | 1,0 l 4,20 € zzgl. 0,25 € Pfand",
                "Fanta 0,33 l 2,50 € | 1,0 l 4,20 € zzgl. 0,25 € Pfand",
                "Wasser 0,5 l 2,00 € zzgl. 0,25 € Pfand",
            ],
            ["Getränke (Cola 0,33 l)"] * 2
            + ["Getränke (Cola 0,33 l) (deposit)"]
            + ["Getränke (Fanta 0,33 l)"] * 2
            + ["Getränke (Fanta 0,33 l) (deposit)"]
            + ["Getränke (Wasser 0,5 l)", "Getränke (Wasser 0,5 l) (deposit)"],
            id="a-deposit-after-the-sizes",
        ),
        pytest.param(
            [
                H3 + "Boissons chaudes",
                "Café crème petit 2,40 € grand 3,60 €",
                "Chocolat chaud petit 3,20 € grand 4,50 €",
                "Thé 3,00 €",
            ],
            ["Boissons chaudes (Café crème petit)"] * 2
            + ["Boissons chaudes (Chocolat chaud petit)"] * 2
            + ["Boissons chaudes (Thé)"],
            id="petit-grand",
        ),
        pytest.param(
            [
                H3 + "ドリンク",
                "ブレンド S 420円 M 480円",
                "カフェラテ S 480円 M 540円",
                "紅茶 450円",
            ],
            ["ドリンク (ブレンド S)"] * 2 + ["ドリンク (カフェラテ S)"] * 2 + ["ドリンク (紅茶)"],
            id="japanese-sizes",
        ),
        pytest.param(
            [
                H3 + "ランチ",
                "日替わり定食 980円\uff08税込1,078円\uff09",
                "唐揚げ定食 1,050円\uff08税込1,155円\uff09",
                "焼き魚定食 1,100円\uff08税込1,210円\uff09 品切れ",
            ],
            ["ランチ (日替わり定食)"] * 2
            + ["ランチ (唐揚げ定食)"] * 2
            + ["ランチ (焼き魚定食)"] * 2,
            id="a-price-with-its-tax-in-brackets",
        ),
        pytest.param(
            [
                H3 + "Mains",
                "Fish pie £12.50 (inc. VAT £15.00)",
                "Ploughman's £9 (inc. VAT £10.80)",
                "Soup of the day £6 (inc. VAT £7.20)",
            ],
            ["Mains (Fish pie)"] * 2
            + ["Mains (Ploughman's)"] * 2
            + ["Mains (Soup of the day)"] * 2,
            id="a-price-with-its-vat-in-brackets",
        ),
        pytest.param(
            [
                H3 + "Pizza",
                'Pepperoni 10" $13 / 14" $18',
                'Margherita 10" $12 / 14" $16',
                "Garlic bread $6",
            ],
            ['Pizza (Pepperoni 10")'] * 2
            + ['Pizza (Margherita 10")'] * 2
            + ["Pizza (Garlic bread)"],
            id="sizes-in-inches",
        ),
        pytest.param(
            # Two items on one line, a price and its offer: no sizes.
            [H3 + "Kaffee", "Espresso 2,20 € Cappuccino 3,40 €", "Widget $29.99 Now $19.99"],
            ["Kaffee"] * 4,
            id="two-items-are-no-sizes",
        ),
        pytest.param(
            # A plan's two terms are no sizes: its heading names them.
            [H3 + "Plans", "Starter $9/mo $90/yr", "Team $19/mo $190/yr", "Business $49/mo"],
            ["Plans"] * 5,
            id="terms-are-no-sizes",
        ),
    ],
)
def test_a_list_item_in_sizes_is_named_by_its_words(lines: list[str], expected: list[str]) -> None:
    """A price list whose items each give a price per size, or their price again in brackets
    (with its tax), names each item by the words before its first price, as one of one price
    is: before, the section's heading named all of them, and an item replaced by another at
    the same prices was no change."""
    assert [label for label, *_ in read(lines)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [H3 + "Volle yoghurt", "€ 1,49", "Bonusprijs met kaart € 1,19", "€ 1,49 per liter"],
            [
                ("Volle yoghurt", "1.49"),
                ("Volle yoghurt (member)", "1.19"),
                ("Volle yoghurt", "1.49"),
            ],
            id="a-card-holders-price",
        ),
        pytest.param(
            [H3 + "Cola zero", "4,29 €", "zzgl. 0,90 € Pfand", "Mit Karte 3,79 €"],
            [
                ("Cola zero", "4.29"),
                ("Cola zero (deposit)", "0.90"),
                ("Cola zero (member)", "3.79"),
            ],
            id="a-deposit-and-a-card-price",
        ),
        pytest.param(
            [H3 + "Peanut Butter 340g", "£2.10", "Any 3 for £5", H3 + "Oats 1kg", "£1.39"],
            [
                ("Peanut Butter 340g", "2.10"),
                ("Peanut Butter 340g (3 for)", "5"),
                ("Oats 1kg", "1.39"),
            ],
            id="a-multibuy-named-by-its-count",
        ),
        pytest.param(
            [H3 + "Smoothie 750 ml", "2,95 €", "ab 3 Stück je 2,75 €"],
            [("Smoothie 750 ml", "2.95"), ("Smoothie 750 ml (from 3)", "2.75")],
            id="a-quantity-tier-named-by-its-count",
        ),
        pytest.param(
            [H3 + "Windows 11 Pro", "Windows 11 for $99"],
            [("Windows 11 Pro", "99")],
            id="a-number-in-a-name-is-no-multibuy",
        ),
    ],
)
def test_a_products_other_prices_say_which_they_are(
    lines: list[str], expected: list[tuple[str, str]]
) -> None:
    assert [(label, amount) for label, amount, _ in read(lines)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # A page builder's price widget: integer part, then the cents in a block beside it.
        (["39", "€ .90 /mois"], ["", "39.90 € /mois"]),
        (["€39", "90 /mois"], ["", "€39.90 /mois"]),
        (["1.299", "€ ,90"], ["", "1.299,90 €"]),
        (["89", "€ .00 /mois"], ["", "89.00 € /mois"]),
        (["$19", "99"], ["", "$19.99"]),
        (["$ 29", ".99"], ["", "$ 29.99"]),  # the cents' block starts with their point
        (["29", ",99 €"], ["", "29,99 €"]),
        # A code or a currency's letters lead the cents as a sign would.
        (["39", "EUR .90 /mois"], ["", "39.90 EUR /mois"]),
        (["149", "kr ,50"], ["", "149,50 kr"]),
        # An abbreviation before a number of its own is no currency: a size, a number.
        (["19 \u20ac", "Gr.38"], ["19 \u20ac", "Gr.38"]),
        (["$49", "No.12"], ["$49", "No.12"]),
        (["29,90 \u20ac", "Nr.10 Blau"], ["29,90 \u20ac", "Nr.10 Blau"]),
        # The whole amount with its sign after it ("19" / "€" joined by ``joined_signs``),
        # then the cents: they go before the sign.
        (["19 €", ".90 /mois"], ["", "19.90 € /mois"]),
        (["1 299 Kč", ",90"], ["", "1 299,90 Kč"]),
        (["49 zł", "99 / mies."], ["", "49.99 zł / mies."]),
        (
            ["€179/mån", "10 000 SMS ingår varje månad"],
            ["€179/mån", "10 000 SMS ingår varje månad"],
        ),
        # Not one price: a number, then another that is no cents.
        (["$5", "10 GB storage"], ["$5", "10 GB storage"]),
        (["19", "30 days free"], ["19", "30 days free"]),
        (["5", "10"], ["5", "10"]),
        (["49,90 €", "39"], ["49,90 €", "39"]),
        (["Pro", "$19"], ["Pro", "$19"]),
        (["19", "Only 90 left"], ["19", "Only 90 left"]),
        (["19", "ab ,90"], ["19", "ab ,90"]),
        (["Up to 20 users on every plan", "€ .90"], ["Up to 20 users on every plan", "€ .90"]),
        # A heading that ends in a number, then the plan's whole price: two lines, not $2.29.
        (["Tier 2", "$29/mo"], ["Tier 2", "$29/mo"]),
        (["Plan 1", "19 €/Monat"], ["Plan 1", "19 €/Monat"]),
        (["Pro 3", "29"], ["Pro 3", "29"]),
        (["Stufe 4", "49,-"], ["Stufe 4", "49,-"]),
        # A price of its own after a number: its sign is its own, it has no separator.
        (["2", "$29/mo"], ["2", "$29/mo"]),
        (["12", "€45"], ["12", "€45"]),
    ],
)
def test_a_price_split_over_two_lines_is_joined_on_its_cents(
    lines: list[str], expected: list[str]
) -> None:
    assert joined_cents(lines) == expected


def test_a_price_split_over_two_lines_is_read_once_with_its_cents() -> None:
    lines = ["Site vitrine", "19", "€ .90 /mois", "Boutique", "€39", "90 /mois"]
    assert read(lines) == [("Site vitrine", "19.90", None), ("Boutique", "39.90", None)]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (["Pro", "$", "29", "/mo"], ["Pro", "", "$ 29", "/mo"]),
        (["Pro", "29", "€", "per month"], ["Pro", "", "29 €", "per month"]),
        (["USD", "29.99"], ["", "USD 29.99"]),
        (["1 299", "kr"], ["", "1 299 kr"]),
        (["$", "29", "99"], ["", "$ 29", "99"]),  # the cents are joined next
        (["29", "$"], ["", "29 $"]),  # fr-CA writes the dollar after
        # The amount's line before a sign's with its period, tax or footnote, or after a
        # sign's line with its own period.
        (["Pro", "29", "€ HT / mois"], ["Pro", "", "29 € HT / mois"]),
        (["1 299", "Kč / měsíc"], ["", "1 299 Kč / měsíc"]),
        (["49", "zł netto / mies."], ["", "49 zł netto / mies."]),
        (["99", "kr/mån"], ["", "99 kr/mån"]),
        (["29,90", "€*"], ["", "29,90 €*"]),
        (["$", "29/mo"], ["", "$ 29/mo"]),
        (["€", "29 / Monat"], ["", "€ 29 / Monat"]),
        (["R$", "29,90/mês"], ["", "R$ 29,90/mês"]),
        (["$", "19 per user per month"], ["", "$ 19 per user per month"]),
        # ... with its whole amount and its cents each in a block of their own
        (["Pro", "29", ",99", "€/mois"], ["Pro", "", "", "29,99 €/mois"]),
        (["29", "99", "€"], ["", "", "29.99 €"]),
        (["1.299", "99", "€"], ["", "", "1.299,99 €"]),
        # ... in the digits of another script
        (
            ["\u06f8\u06f9\u06f0\u066c\u06f0\u06f0\u06f0", "\u062a\u0648\u0645\u0627\u0646"],
            ["", "\u06f8\u06f9\u06f0\u066c\u06f0\u06f0\u06f0 \u062a\u0648\u0645\u0627\u0646"],
        ),
        (
            ["\u0661\u0664\u066c\u0662\u0669\u0669", "\u062c.\u0645"],
            ["", "\u0661\u0664\u066c\u0662\u0669\u0669 \u062c.\u0645"],
        ),
        # A number before a price of its own, or before its cents (``joined_cents``); a sign
        # that only leads; a word that is a currency only beside money.
        (["12", "€45"], ["12", "€45"]),
        (["24", "CHF 5.\u2013"], ["24", "CHF 5.\u2013"]),
        (["19", "€ .90 /mois"], ["19", "€ .90 /mois"]),
        (["29", "Rs. / month"], ["29", "Rs. / month"]),
        (["29", "R per month"], ["29", "R per month"]),
        # No amount beside it, an amount with words, a word that is a currency only beside
        # money: left as they are.
        (["$", "Contact us"], ["$", "Contact us"]),
        (["€", "29 users"], ["€", "29 users"]),
        (["R", "1 299"], ["R", "1 299"]),
        # Between two amounts, the later with the same sign after it too: a struck and a
        # current price, each with its sign after it; not where the sign leads each.
        (["Medus", "11,90", "€", "9,50", "€"], ["Medus", "", "11,90 €", "", "9,50 €"]),
        (["Pro", "$", "29", "$", "49"], ["Pro", "", "$ 29", "", "$ 49"]),
        (["€", "9", "€", "19"], ["", "€ 9", "", "€ 19"]),
    ],
)
def test_a_currency_alone_on_its_line_is_joined_to_its_amount(
    lines: list[str], expected: list[str]
) -> None:
    assert joined_signs(lines) == expected


def test_a_price_in_blocks_of_sign_amount_cents_and_period_is_read_once() -> None:
    lines = ["Pro", "$", "29", "99", "/mo", "Team", "49", "€", "per month"]
    assert read(lines) == [("Pro", "29.99", None), ("Team", "49", None)]


@pytest.mark.parametrize(
    ("line", "period"),
    [
        ("Lekki gravel na co dzień i na wyprawy. Już od 4 299,00 zł.", None),
        ("Built for every day. From $49.", None),
        ("Billed annually: $480", "year"),
        ("$29, billed monthly", "month"),
        # A stop only after the price ends no sentence before it: the first word is whole.
        ("Jährlich abgerechnet: 948,00 € zzgl. MwSt.", "year"),
        ("Jährlich abgerechnet 948,00 € inkl. MwSt.", "year"),
    ],
)
def test_a_lone_price_takes_a_period_from_its_own_sentence(line: str, period: str | None) -> None:
    assert [record.period for record in from_lines([line], [line])] == [period]


@pytest.mark.parametrize(
    ("lines", "period"),
    [
        (["$8 per user/month with annual billing"], "month per user billed year"),
        (["€10 / mois, facturation annuelle"], "month billed year"),
        (["12 € pro Monat bei jährlicher Abrechnung"], "month billed year"),
        (["€9 / maand", "bij jaarlijkse facturering"], "month billed year"),
        (["$8 per user/month billed annually"], "month per user billed year"),
        (["$96 / year with annual billing"], "year"),
        (["$10 / month", "$96 / year with annual billing"], "month"),
        (
            ["3,00 € / Monat", "Bei jährlicher Zahlung wird der Jahresbetrag im Voraus fällig."],
            "month",
        ),
    ],
)
def test_a_billing_named_as_a_noun_is_how_a_price_is_billed(lines: list[str], period: str) -> None:
    assert from_lines(lines, lines)[0].period == period


@pytest.mark.parametrize(
    ("lines", "periods"),
    [
        # The next card's title is a period word over its own price: the one-time price above
        # it takes no period from it.
        ([H3 + "Lifetime", "$79", H3 + "Monthly", "$4.99/mo"], [None, "month"]),
        ([H3 + "평생 소장", "₩59,000", H3 + "월간", "₩9,900/월"], [None, "month"]),
        ([H3 + "買い切り版", "¥3,600", H3 + "月額", "¥480/月"], [None, "month"]),
        (
            [H3 + "Einzellizenz", "CHF 89.\u2013", H3 + "Monatlich", "CHF 4.50 / Monat"],
            [None, "month"],
        ),
        # A heading under the price that is its period, with no price of its own under it.
        (
            [H3 + "Pro", "$79", H3 + "per month", H3 + "Team", "$99", H3 + "per month"],
            ["month", "month"],
        ),
        # The price set as a heading itself, its period a heading under it.
        ([H3 + "$49", H3 + "per month", "$588 billed yearly"], ["month", "year"]),
    ],
)
def test_the_next_cards_title_is_no_period_of_the_price_above(
    lines: list[str], periods: list[str | None]
) -> None:
    texts = [line.lstrip(HEADINGS) for line in lines]
    assert [record.period for record in from_lines(lines, texts)] == periods


@pytest.mark.parametrize(
    ("lines", "periods"),
    [
        # Options titled by their periods in boxes of their own: the next option's title
        # under a price is no period of it; its own title over it is.
        (["Monthly", "€29", "Quarterly", "€79", "Yearly", "€290"],
         ["month", "quarter", "year"]),
        (["Monatlich", "29 €", "Jährlich", "290 €"], ["month", "year"]),
        (["Mensual", "29 €", "Anual", "290 €"], ["month", "year"]),
        (["月払い", "¥980", "年払い", "¥9,800"], ["month", "year"]),
        # A name over the price: the period under it is its own, the pattern of a card.
        (["Pro", "€29", "per month", "€290", "per year"], ["month", "year"]),
        (["Pro", "€29", "Monthly", "Team", "€49", "Monthly"], ["month", "month"]),
    ],
)  # fmt: skip
def test_the_next_options_period_label_is_no_period_of_the_price_above(
    lines: list[str], periods: list[str | None]
) -> None:
    assert [record.period for record in from_lines(lines, lines)] == periods


@pytest.mark.parametrize(
    ("lines", "periods"),
    [
        # A fare card's unit in a block of its own under the amount: per one traveller, as
        # on the price's line.
        (["Light", "289 lei", "per persoană, taxe incluse", "Flex", "689 lei", "per persoană"],
         ["1 persoană", "1 persoană"]),
        (["Basic", "$89", "per passenger, taxes included"], ["1 passenger"]),
        (["Light", "R$ 389,90", "por passageiro"], ["1 passageiro"]),
        (["Basic", "1 290 Kč", "za osobu"], ["1 osobu"]),
        (["Eco", "1.290.000 ₫", "/ khách"], ["1 khách"]),
        (["Pro", "$9", "per seat"], ["1 seat"]),
        # A line of its own that starts with an article or "each": no unit of the price.
        (["Basic", "$89", "A guest favourite", "Flex", "$149", "Each member saves 10%"],
         [None, None]),
        (["Basic", "$89", "adult fare, non-refundable"], [None]),
    ],
)  # fmt: skip
def test_a_unit_in_the_line_under_a_price_is_what_it_is_per(
    lines: list[str], periods: list[str | None]
) -> None:
    assert [record.period for record in from_lines(lines, lines)] == periods


@pytest.mark.parametrize(
    ("lines", "state"),
    [
        # Size buttons with their own stock, then the product's badge: the badge is its state.
        (
            [
                H3 + "Trasa 2",
                "4 299,00 zł",
                "S Dostępny",
                "L Ostatnie sztuki",
                "XL Niedostępny",
                "Niedostępny Wysyłka w 24 h",
            ],
            "OutOfStock",
        ),
        ([H3 + "Trasa 2", "4 299,00 zł", "S Dostępny", "XL Niedostępny", "Dostępny"], "InStock"),
        (
            [H3 + "Boots", "$129", "Size 9: Out of stock", "Size 10: In stock", "In stock"],
            "InStock",
        ),
        # Only the options say: the first of them, as before.
        ([H3 + "Boots", "$129", "Size 9: Out of stock", "Size 10: In stock"], "OutOfStock"),
        ([H3 + "Boots", "$129", "Out of stock"], "OutOfStock"),
    ],
)
def test_a_products_state_is_not_one_of_its_options(lines: list[str], state: str) -> None:
    assert [r[2] for r in read(lines)] == [state]


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("月額", ["month", "month"]),
        ("Price per month", ["month", "month"]),
        ("Monatlich", ["month", "month"]),
        ("Prix annuel", ["year", "year"]),
        ("Price", [None, None]),  # no period: the rows as they are, named by their own cells
    ],
)
def test_a_single_column_headed_by_a_period_dates_its_prices(
    header: str, expected: list[str | None]
) -> None:
    lines = [row("Plan", header), row("Lite", "$5"), row("Pro", "$9")]
    texts = [" | ".join(line[2:].split(CELL)) for line in lines]
    assert [(r.label, r.period) for r in from_lines(lines, texts)] == list(
        zip(["Lite", "Pro"], expected, strict=True)
    )


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # A bundle's validity set off after its price.
        (["1GB ₦1,000 - 30 days", "3GB ₦2,500 (30 days)"], ["30 days", "30 days"]),
        # The next item's name is its own, not a period of the price above it.
        (["Daily 100MB \u2013 KSh 20", "Weekly 1GB \u2013 KSh 250"], ["day", "week"]),
        # A line without a price of its own still gives the price above it its period.
        (["$49", "per user / month"], ["month per user"]),
        # A period word that starts the line below, with the term after it: said of the price.
        (["$25", "monthly for 24 months"], ["month"]),
        (["25 zł", "miesięcznie przez 24 miesiące"], ["month"]),
        (["25 €", "Mensual, durante 12 meses"], ["month"]),
        # An adjective of what follows it, not the price's period.
        (["$25", "monthly limit for 24 months"], [None]),
        (["$25", "annual plan for teams"], [None]),
    ],
)
def test_a_list_items_period(lines: list[str], expected: list[str | None]) -> None:
    marked = [H3 + "Bundles", *lines]
    texts = [line.lstrip(HEADINGS) for line in marked]
    assert [r.period for r in from_lines(marked, texts)] == expected


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("Custom", [("Pro", "29", None), ("Enterprise", "None", None)]),
        ("Individuell", [("Pro", "29", None), ("Enterprise", "None", None)]),
        ("Sur mesure", [("Pro", "29", None), ("Enterprise", "None", None)]),
        ("個別見積", [("Pro", "29", None), ("Enterprise", "None", None)]),
        ("Custom domains", [("Pro", "29", None)]),  # a feature, not the card's price
    ],
)
def test_a_card_whose_price_is_only_a_word_for_custom_is_a_plan_on_request(
    word: str, expected: list[tuple[str, str, str | None]]
) -> None:
    lines = [H3 + "Pro", "$29/mo", "Up to 5 users", H3 + "Enterprise", word, "SSO"]
    assert read(lines) == expected


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        pytest.param(("Fibra 500", "Fibra 1 Giga"), ["Fibra 500", "Fibra 1 Giga"], id="a-figure"),
        pytest.param(("VPS 4 GB", "VPS 8 GB"), ["VPS 4 GB", "VPS 8 GB"], id="a-figure-and-unit"),
        pytest.param(("92% de 100", "88% de 100"), ["Internet"], id="a-rating-names-none"),
        pytest.param(("EAN 4006381333931", "EAN 4006381333948"), ["Internet"], id="a-code"),
    ],
)
def test_cards_of_two_prices_each_are_named_by_words_and_a_figure_after_them(
    names: tuple[str, str], expected: list[str]
) -> None:
    lines = [H3 + "Internet"]
    for name, (low, high) in zip(names, (("24,99", "34,99"), ("44,99", "54,99")), strict=True):
        lines += [
            name,
            f"{low} €/mês",
            "Com fidelização de 24 meses",
            f"Sem fidelização: {high} €/mês",
        ]
    labels = [label for label, _, _ in read(lines)]
    assert sorted(set(labels), key=labels.index) == expected


GRID = [
    H3 + "Pricing",
    "Starter",
    "$15/mo",
    "1 user",
    "Try it",
    "Team",
    "$39/mo",
    "5 users",
    "Try it",
]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            ["Enterprise", "Contact us", "SSO", "Talk to us"], "Enterprise", id="where-its-price-is"
        ),
        pytest.param(["Ettevõte", "Hind kokkuleppel", "SSO", "Proovi"], "Ettevõte", id="estonian"),
        pytest.param(
            ["Na míru", "Individuální nabídka", "SSO", "Domluvit schůzku"],
            "Na míru",
            id="its-words-only-in-its-card",
        ),
        pytest.param(
            ["Corporate", "Custom", "SSO", "Contact sales"], "Corporate", id="custom-then-button"
        ),
        pytest.param(["Need help?", "Read our docs", "FAQ", "Blog"], None, id="no-plan"),
        pytest.param(
            [
                "Need help?",
                "Read our docs",
                "FAQ",
                "Blog",
                "Jobs",
                "Press",
                "Careers",
                "Contact sales",
            ],
            None,
            id="beyond-the-grid",
        ),
    ],
)
def test_a_card_after_a_grid_that_says_its_price_is_on_request_is_a_plan(
    lines: list[str], expected: str | None
) -> None:
    grid = GRID.copy()
    grid[6:6] = ["Most popular"]  # a badge one card wears shifts none of its lines
    plans = [label for label, amount, _ in read([*grid, *lines]) if amount == "None"]
    assert plans == ([expected] if expected else [])


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [*GRID[:5], "Most popular", *GRID[5:], "Enterprise", "Let's talk", "Contact sales"],
            ["Starter", "Team", "Enterprise"],
            id="after-a-card-wearing-a-badge-over-its-name",
        ),
        pytest.param(
            [GRID[0], "Entreprise", "Sur devis", "Nous contacter", *GRID[1:]],
            ["Entreprise", "Starter", "Team"],
            id="before-the-grid-named-a-cards-span-before-it",
        ),
    ],
)
def test_a_card_on_request_beside_a_grid_is_named_where_a_card_starts(
    lines: list[str], expected: list[str]
) -> None:
    assert [label for label, _, _ in read(lines)] == expected


@pytest.mark.parametrize(
    ("header", "cell", "expected"),
    [
        pytest.param("月額", "¥440", ("Lite", "month"), id="a-period-column-dates-a-price"),
        pytest.param("Annual", "$99/mo", ("Lite", "month"), id="the-cells-own-period-first"),
        pytest.param("Renew", "$14.49", ("Lite (Renew)", None), id="another-column-names-it"),
        # A Turkish term's count and adjective: three months, not monthly.
        pytest.param("3 ayl\u0131k", "\u20ba399", ("Lite", "quarter"), id="a-counted-term"),
        pytest.param("12 ayl\u0131k", "\u20ba1.490", ("Lite", "year"), id="a-counted-year"),
    ],
)
def test_a_column_header_names_or_dates_a_rows_price(
    header: str, cell: str, expected: tuple[str, str | None]
) -> None:
    lines = [row("Plan", "Setup", header), row("Lite", "$5", cell), row("Pro", "$9", cell)]
    texts = [" | ".join(line[2:].split(CELL)) for line in lines]
    read = from_lines(lines, texts)
    assert (read[1].label, read[1].period) == expected


@pytest.mark.parametrize(
    ("line", "labels"),
    [
        pytest.param(
            "$2.99/mo for the first 12 months, renews at $10.99/mo",
            ["Pro (for 12 months)", "Pro (renews)"],
            id="en-intro-then-renewal",
        ),
        pytest.param("Renewal price: $10.99/mo", ["Pro (renews)"], id="en-renewal-price-alone"),
        pytest.param(
            "4,99 €/Monat, 59,88 € für das erste Jahr. Verlängert sich zu 89,88 € pro Jahr.",
            ["Pro", "Pro", "Pro (renews)"],
            id="de-verlaengert-sich",
        ),
        pytest.param(
            "2,99 €/mes durante 12 meses, se renueva a 9,99 €/mes",
            ["Pro (for 12 meses)", "Pro (renews)"],
            id="es-se-renueva",
        ),
        pytest.param("Renouvellement : 14,49 € HT/an", ["Pro (renews)"], id="fr-renouvellement"),
        pytest.param("€ 2,99 p/m, verlenging € 9,99 p/m", ["Pro", "Pro (renews)"], id="nl"),
        pytest.param("Rinnovo a 8,99 €/mese", ["Pro (renews)"], id="it-rinnovo"),
        pytest.param("Renew $14.99/yr", ["Pro (renews)"], id="a-registrars-renew-line"),
        pytest.param("Verlängern 15,00 €/Jahr", ["Pro (renews)"], id="de-verlaengern"),
        pytest.param("Auto-renew on. $10/mo", ["Pro"], id="a-setting-in-an-earlier-sentence"),
        pytest.param(
            "Auto-renews monthly. $10/mo", ["Pro"], id="a-renewal-in-an-earlier-sentence-is-not-its"
        ),
        pytest.param(
            "1 000 Anfragen gratis, danach 0,01 €",
            ["Pro (over 1 000)"],
            id="then-alone-is-no-renewal",
        ),
        pytest.param(
            "14 days free, then $9/mo",
            ["Pro (after 14 days free)"],
            id="a-trials-then-is-no-renewal",
        ),
    ],
)
def test_a_renewal_price_is_a_record_of_its_own(line: str, labels: list[str]) -> None:
    assert [label for label, _, _ in read([H3 + "Pro", line])] == labels


@pytest.mark.parametrize(
    ("line", "labels"),
    [
        pytest.param(
            "$2.99/mo for the first year, $10.99/mo at renewal",
            ["Pro (for 1 year)", "Pro (renews)"],
            id="en-at-renewal",
        ),
        pytest.param(
            "4,99 €/Monat, 89,88 € pro Jahr bei Verlängerung",
            ["Pro", "Pro (renews)"],
            id="de-bei-verlaengerung",
        ),
        pytest.param(
            "4,99 € la première année, 14,49 € au renouvellement",
            ["Pro", "Pro (renews)"],
            id="fr-au-renouvellement",
        ),
        pytest.param(
            "$2.99/mo. Price lock at renewal is not included.",
            ["Pro"],
            id="a-renewal-in-the-next-sentence-is-not-its",
        ),
    ],
)
def test_a_renewal_word_after_a_price_names_it(line: str, labels: list[str]) -> None:
    assert [label for label, _, _ in read([H3 + "Pro", line])] == labels


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                *(H3 + ".com", "Register", "$9.99/yr", "Renew", "$14.99/yr"),
                *(H3 + ".net", "Register", "$11.99/yr", "Renew", "$15.99/yr"),
            ],
            [".com (Register)", ".com (Renew)", ".net (Register)", ".net (Renew)"],
            id="names-under-each-heading-are-the-headings",
        ),
        pytest.param(
            [
                *(H3 + "Hosting", "Basic", "$3/mo", "Pro", "$9/mo"),
                *(H3 + "VPS", "Small", "$12/mo", "Large", "$24/mo"),
            ],
            ["Basic", "Pro", "Small", "Large"],
            id="names-under-one-heading-each-are-plans",
        ),
        pytest.param(
            [H3 + "Plans", "Monthly", "$10", "Yearly", "$100"],
            ["Monthly", "Yearly"],
            id="one-heading-alone-keeps-its-cards-names",
        ),
    ],
)
def test_card_names_repeated_under_headings(lines: list[str], expected: list[str]) -> None:
    assert [label for label, _, _ in read(lines)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                *(H3 + "Standard Double", row("Flexible rate", "from $129 / night")),
                row("Non-refundable", "$116 / night"),
                *(H3 + "Junior Suite", row("Flexible rate", "from $219 / night")),
                row("Non-refundable", "$197 / night"),
            ],
            [
                "Standard Double (Flexible rate)",
                "Standard Double (Non-refundable)",
                "Junior Suite (Flexible rate)",
                "Junior Suite (Non-refundable)",
            ],
            id="a-room's-rates-in-each-room's-table-are-the-room's",
        ),
        pytest.param(
            [
                *(H3 + "Hosting", row("Basic", "$3/mo"), row("Pro", "$9/mo")),
                *(H3 + "VPS", row("Small", "$12/mo"), row("Large", "$24/mo")),
            ],
            ["Basic", "Pro", "Small", "Large"],
            id="rows-under-one-heading-each-are-plans",
        ),
        pytest.param(
            [
                *(H3 + "Tarife", row("", "Basis", "Pro")),
                *(row("Monatlich", "10 €", "20 €"), row("Jährlich", "100 €", "200 €")),
                *(H3 + "Add-ons", row("", "Basis", "Pro")),
                *(row("Monatlich", "2 €", "4 €"), row("Jährlich", "20 €", "40 €")),
            ],
            ["Basis", "Pro", "Basis", "Pro", "Basis", "Pro", "Basis", "Pro"],
            id="a-repeated-period-row-still-gives-its-period",
        ),
    ],
)
def test_row_labels_repeated_under_headings(lines: list[str], expected: list[str]) -> None:
    assert [label for label, _, _ in read(lines)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(  # a fee tier's bounds are its amounts, its maker and taker rates its name
            [
                row("30-day volume", "Maker", "Taker"),
                row("$0 - $50,000", "0.40%", "0.60%"),
                row("> $100M", "0.00%", "0.05%"),
            ],
            ["0.40% | 0.60%", "0.40% | 0.60%", "0.00% | 0.05%"],
            id="maker-taker-tiers",
        ),
        pytest.param(  # the words before a bound name the row, its rate with them
            [row("0 € bis 50.000 €", "0,25 %"), row("über 250.000 €", "0,12 %")],
            ["0,25 %", "0,25 %", "über (0,12 %)"],
            id="custody-tiers-de",
        ),
        pytest.param(
            [row("Do 50 000 zł", "0,39 %"), row("Powyżej 50 000 zł", "0,29 %")],
            ["Do (0,39 %)", "Powyżej (0,29 %)"],
            id="tiers-pl",
        ),
        pytest.param(  # a rate with words is a cell that says something, not a bare rate
            [
                row("Card payments", "1.5% + $0.25"),
                row("Foreign card", "2.9% of the amount", "$0.30"),
            ],
            ["Card payments (1.5% +)", "Foreign card"],
            id="rates-with-words",
        ),
        pytest.param(  # amounts in the columns are the prices: a rate beside them is no tier's
            [row("Foreign transfer", "0,5 % + 3,00 €", "0,5 % + 1,50 €", "0,3 %", "0 %")],
            ["Foreign transfer (0.5% +)", "Foreign transfer (0.5% +)"],
            id="plans-by-column",
        ),
        pytest.param(  # a tier named in its head cell, its bounds in the next
            [
                row("Nivå", "Handelsvolum siste 30 dager", "Maker", "Taker"),
                row("VIP 1", "100 000 \u2013 1 000 000 kr", "0,08 %", "0,16 %"),
                row("VIP 4", "Over 50 000 000 kr", "0,00 %", "0,05 %"),
            ],
            ["VIP 1 (0,08 % | 0,16 %)", "VIP 1 (0,08 % | 0,16 %)", "VIP 4 (0,00 % | 0,05 %)"],
            id="named-tiers-nb",
        ),
        pytest.param(
            [row("Nível 2", "R$ 50.000 a R$ 500.000", "0,25%", "0,35%")],
            ["Nível 2 (0,25% | 0,35%)", "Nível 2 (0,25% | 0,35%)"],
            id="named-tiers-pt",
        ),
        pytest.param(  # Turkish writes the percent sign first
            [
                row("Seviye", "Hacim", "Yap\u0131c\u0131", "Al\u0131c\u0131"),
                row("VIP 1", "\u20ba1.000.000 \u2013 \u20ba10.000.000", "%0,08", "%0,16"),
                row("VIP 2", "\u20ba10.000.000 \u00fczeri", "%0,06", "%0,12"),
            ],
            ["VIP 1 (%0,08 | %0,16)", "VIP 1 (%0,08 | %0,16)", "VIP 2 (%0,06 | %0,12)"],
            id="named-tiers-tr",
        ),
        pytest.param(  # a rate before the amount is no tier's charge
            [row("Sofortüberweisung", "1,4 %", "0,25 €")],
            ["Sofortüberweisung"],
            id="rate-before-the-amount",
        ),
        pytest.param(  # no rate: the row's name as before
            [row("Domestic wire", "Free", "$10.00")],
            ["Domestic wire"],
            id="no-rate",
        ),
    ],
)
def test_a_rows_bare_rates_name_its_prices(lines: list[str], expected: list[str]) -> None:
    assert [label for label, _, _ in read(lines)] == expected


def periods(lines: list[str]) -> list[tuple[str, str, str | None]]:
    texts = [" | ".join(line[2:].split(CELL)) if line[:1] == ROW else line for line in lines]
    return [(r.label, str(r.amount), r.period) for r in from_lines(lines, texts)]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(  # plans by column, billing by row: the row's label is its period
            [row("", "Basic", "Pro"), row("Monthly", "$10", "$20"), row("Annual", "$100", "$200")],
            [
                ("Basic", "10", "month"),
                ("Pro", "20", "month"),
                ("Basic", "100", "year"),
                ("Pro", "200", "year"),
            ],
            id="billing-rows",
        ),
        pytest.param(
            [
                row("", "Start", "Pro"),
                row("Jährlich", "100 €", "200 €"),
                row("Monatlich", "10 €", "20 €"),
            ],
            [
                ("Start", "100", "year"),
                ("Pro", "200", "year"),
                ("Start", "10", "month"),
                ("Pro", "20", "month"),
            ],
            id="billing-rows-de",
        ),
        pytest.param(  # two rows of one period: with and without a contract, each named
            [
                row("", "Mobil S", "Mobil M"),
                row("Havidíj 2 év hűségidővel", "4 990 Ft/hó", "7 990 Ft/hó"),
                row("Havidíj hűségidő nélkül", "6 490 Ft/hó", "9 990 Ft/hó"),
            ],
            [
                ("Havidíj 2 év hűségidővel (Mobil S)", "4990", "month"),
                ("Havidíj 2 év hűségidővel (Mobil M)", "7990", "month"),
                ("Havidíj hűségidő nélkül (Mobil S)", "6490", "month"),
                ("Havidíj hűségidő nélkül (Mobil M)", "9990", "month"),
            ],
            id="one-period-rows-hu",
        ),
        pytest.param(
            [
                row("", "Start", "Pro"),
                row("Monatlich mit Vertrag", "10 €", "20 €"),
                row("Monatlich ohne Vertrag", "15 €", "25 €"),
            ],
            [
                ("Monatlich mit Vertrag (Start)", "10", "month"),
                ("Monatlich mit Vertrag (Pro)", "20", "month"),
                ("Monatlich ohne Vertrag (Start)", "15", "month"),
                ("Monatlich ohne Vertrag (Pro)", "25", "month"),
            ],
            id="one-period-rows-de",
        ),
        pytest.param(  # a setup fee's row beside them keeps the plans' names, paid once
            [
                row("", "Basic", "Pro"),
                row("Monthly", "$10", "$20"),
                row("Setup fee", "$50", "$50"),
            ],
            [
                ("Basic", "10", "month"),
                ("Pro", "20", "month"),
                ("Setup fee (Basic)", "50", "once"),
                ("Setup fee (Pro)", "50", "once"),
            ],
            id="billing-rows-and-a-fee",
        ),
        pytest.param(  # a fee's row in a list of charges, and what it is for in brackets
            [
                row("契約事務手数料", "3,300円"),
                row("開通工事費\uff08戸建て\uff09", "19,800円"),
                row("移転工事費", "9,900円"),
            ],
            [
                ("契約事務手数料", "3300", "once"),
                ("開通工事費\uff08戸建て\uff09", "19800", "once"),
                ("移転工事費", "9900", None),  # paid on a move, if at all
            ],
            id="fee-rows-ja",
        ),
        pytest.param(
            [
                row("Einrichtungsgebühr", "49 €"),
                row("Grundgebühr", "39,99 € / Monat"),
                row("Kündigungsgebühr", "29 €"),
            ],
            [
                ("Einrichtungsgebühr", "49", "once"),
                ("Grundgebühr", "39.99", "month"),
                ("Kündigungsgebühr", "29", None),
            ],
            id="fee-rows-de",
        ),
        pytest.param(
            [row("Frais de mise en service (Fibre)", "48 €"), row("Frais de retard", "15 €")],
            [("Frais de mise en service (Fibre)", "48", "once"), ("Frais de retard", "15", None)],
            id="fee-rows-fr",
        ),
        pytest.param(  # a price's own period wins over its row's
            [row("Monthly", "$10 per user / year")],
            [("Monthly", "10", "year per user")],
            id="own-period",
        ),
        pytest.param(  # the next row's label is no period of this row's last price
            [row("Small", "$10"), row("Annual plan", "$100")],
            [("Small", "10", None), ("Annual plan", "100", "year")],
            id="next-row",
        ),
    ],
)
def test_a_rows_label_that_is_a_period_is_its_prices_period(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert periods(lines) == expected


@pytest.mark.parametrize(
    ("tiers", "state"),
    [
        # A table of the product's quantity tiers is its own: the state below is the product's.
        ([("Bis 9 Paar", "109,20 €"), ("Ab 10 Paar", "98,28 €")], "InStock"),
        ([("1-9", "4,60 €"), ("10+", "3,90 €")], "InStock"),
        ([("vanaf 10 stuks", "€ 3,90"), ("vanaf 50 stuks", "€ 3,50")], "InStock"),
        ([("od 10 szt.", "3,90 zł"), ("od 50 szt.", "3,50 zł")], "InStock"),
        ([("à partir de 10", "3,90 €")], "InStock"),
        # Other sellers' offers each have their own state: none is the product's.
        ([("Baumarkt Nord", "104,90 €"), ("Werkzeug Direkt", "99,00 €")], None),
    ],
)
def test_a_tier_table_leaves_the_product_its_state(
    tiers: list[tuple[str, str]], state: str | None
) -> None:
    lines = [H3 + "Sicherheitsschuh", "109,20 €", *(row(*tier) for tier in tiers), "Auf Lager"]
    [product, *_] = read(lines)
    assert product == ("Sicherheitsschuh", "109.20", state)


@pytest.mark.parametrize(
    ("table", "state"),
    [
        # Shopware's tiers in rows, its delivery state under the table.
        ([row("Aantal", "Stukprijs"), row("Tot 9", "€ 8,95*"), row("Vanaf 10", "€ 7,95*")],
         "OutOfStock"),
        # nopCommerce's tiers in columns: quantities over their prices.
        ([row("Menge", "10+", "50+"), row("Preis", "4,99 €", "4,49 €")], "OutOfStock"),
        ([row("Ilość", "5+", "10+", "25+"), row("Cena", "3 799,00 zł", "3 699,00 zł", "3 549 zł")],
         "OutOfStock"),
        # Sellers over their prices are other offers, each with its own state.
        ([row("Shop", "Baumarkt Nord", "Werkzeug Direkt"), row("Preis", "104,90 €", "99,00 €")],
         None),
        # Capacities and years over prices are no counts of the product's pieces.
        ([row("Kapazität", "16 GB", "32 GB"), row("Preis", "49 €", "79 €")], None),
        ([row("Jahr", "2023", "2024"), row("Preis", "49 €", "52 €")], None),
    ],
)  # fmt: skip
def test_a_tier_table_takes_the_state_of_its_product(table: list[str], state: str | None) -> None:
    """Whether rows or columns, a product's quantity tiers are its prices: the state written
    under its heading, after the table, is theirs too (nopCommerce, Shopware, PrestaShop set
    the stock after the tiers)."""
    found = read([H3 + "Bio Darjeeling", *table, "Niet beschikbaar"])
    assert found
    assert {found_state for *_, found_state in found} == {state}


@pytest.mark.parametrize(
    ("cells", "label"),
    [
        # The product named before its price in one cell, its state in the next.
        (("Plancha 2 zones 60 cm 1 299,00 € HT", "En stock", "0"), "Plancha 2 zones 60 cm"),
        (("Zestaw 10 szt.: 39,90 zł", "Dostępny"), "Zestaw 10 szt."),
        # A cell without a price, before or after a cell with only the price.
        (("Starter", "9,00 €"), "Starter"),
        (("9,00 €", "Starter"), "Starter"),
    ],
)
def test_a_row_is_labelled_by_its_first_words_but_prices(
    cells: tuple[str, ...], label: str
) -> None:
    [(found, _, _)] = read([H3 + "Gamme", row(*cells)])
    assert found == label


def read_periods(lines: list[str]) -> list[tuple[str, str, str | None]]:
    texts = [line.lstrip(HEADINGS) for line in lines]
    return [(r.label, str(r.amount), r.period) for r in from_lines(lines, texts)]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [H3 + "Digital", "£1 a week for 12 weeks", "then £4.50 a week"],
            [("Digital (for 12 weeks)", "1", "week"), ("Digital", "4.50", "week")],
            id="an-intro-price-keeps-its-term-after-its-period",
        ),
        pytest.param(
            [H3 + "Print", "£3 a week", "for your first 8 weeks", "then £7.25 a week"],
            [("Print (for 8 weeks)", "3", "week"), ("Print", "7.25", "week")],
            id="the-term-on-the-line-below-the-price",
        ),
        pytest.param(
            [H3 + "Digital", "£1", "a week", "for 12 weeks", "then £4.50 a week"],
            [("Digital (for 12 weeks)", "1", "week"), ("Digital", "4.50", "week")],
            id="the-term-under-the-period-s-own-line",
        ),
        pytest.param(
            [H3 + "Obegränsat", "595,00 kr", "/ månad i 12 månader"],
            [("Obegränsat (for 12 månader)", "595.00", "month")],
            id="the-term-after-the-period-on-the-line-below-the-price",
        ),
        pytest.param(
            [H3 + "Flex", "745,00 kr", "/ månad", "Ingen bindningstid"],
            [("Flex", "745.00", "month")],
            id="no-term-under-the-period",
        ),
        pytest.param(
            [H3 + "200 Go", "24,99 € 14,99 €/mois", "la 1re année, puis 24,99 €/mois"],
            [
                ("200 Go", "24.99", None),
                ("200 Go (for 1 year)", "14.99", "month"),
                ("200 Go", "24.99", "month"),
            ],
            id="the-term-below-the-price-paid-after-a-struck-one",
        ),
        pytest.param(
            [H3 + "Starter", "$10.99 $2.99/mo", "for your first 12 months"],
            [("Starter", "10.99", None), ("Starter (for 12 months)", "2.99", "month")],
            id="the-term-below-a-struck-price-and-the-one-paid-in-english",
        ),
        pytest.param(
            [H3 + "Duo", "9,99 € 19,99 €/Monat", "für die ersten 3 Monate"],
            [("Duo", "9.99", None), ("Duo", "19.99", "month")],
            id="a-lower-price-before-is-no-struck-one-and-the-term-below-is-no-ones",
        ),
        pytest.param(
            [H3 + "Hosting", "$2.99/mo", "the 1st year, then $10.99/mo"],
            [("Hosting (for 1 year)", "2.99", "month"), ("Hosting", "10.99", "month")],
            id="an-ordinal-term-below-the-price-then-its-regular-price",
        ),
        pytest.param(
            [H3 + "Fibra", "24,90 €/mese", "per 12 mesi, poi 29,90 €/mese"],
            [("Fibra (for 12 mesi)", "24.90", "month"), ("Fibra", "29.90", "month")],
            id="a-term-below-before-then-is-the-price-above-s",
        ),
        pytest.param(
            [H3 + "Fibre", "£24.90/month", "for 12 months, then £29.90/month"],
            [("Fibre (for 12 months)", "24.90", "month"), ("Fibre", "29.90", "month")],
            id="a-term-below-before-then-in-english",
        ),
        pytest.param(
            [H3 + "Fibra", "24,99 €/mês", "durante 12 meses, depois 34,99 €/mês"],
            [("Fibra (for 12 meses)", "24.99", "month"), ("Fibra", "34.99", "month")],
            id="a-term-below-before-then-in-portuguese",
        ),
        pytest.param(
            [H3 + "Glasfaser", "24,99 €/Monat", "für die ersten 6 Monate, danach 44,99 €/Monat"],
            [("Glasfaser (for 6 monate)", "24.99", "month"), ("Glasfaser", "44.99", "month")],
            id="a-term-below-before-then-in-german",
        ),
        pytest.param(
            [H3 + "Glasvezel", "€ 25 per maand", "de eerste 6 maanden, daarna € 45 per maand"],
            [("Glasvezel (for 6 maanden)", "25", "month"), ("Glasvezel", "45", "month")],
            id="a-term-below-before-then-in-dutch",
        ),
        pytest.param(
            [H3 + "Numérique", "1 € pour 3 mois, puis 9,99 €/mois"],
            [("Numérique", "1", "3 mois"), ("Numérique", "9.99", "month")],
            id="a-term-and-no-period-is-the-price-s-period",
        ),
        pytest.param(
            [H3 + "Intégral", "Les 3 premiers mois à 5 €/mois", "ensuite 29,99 €/mois"],
            [("Intégral (for 3 mois)", "5", "month"), ("Intégral", "29.99", "month")],
            id="a-term-written-before-the-price",
        ),
        pytest.param(
            [H3 + "Basis", "Erste 4 Wochen gratis", "danach 12,99 €/Monat"],
            [("Basis (after 4 wochen free)", "12.99", "month")],
            id="a-free-trial-above-a-then-price",
        ),
        pytest.param(
            [H3 + "Yksilö", "1 kk ilmaiseksi, sitten 11,99 €/kk"],
            [("Yksilö (after 1 month free)", "11.99", "month")],
            id="a-free-trial-before-the-price-on-its-line",
        ),
        pytest.param(
            [H3 + "Estándar", "10,99 € /mes", "Prueba gratis 7 días, luego 10,99 €/mes"],
            [("Estándar", "10.99", "month"), ("Estándar (after 7 días free)", "10.99", "month")],
            id="a-free-trial-s-count-after-the-word-for-free",
        ),
        pytest.param(
            [H3 + "Digitale", "Prova gratuita 14 giorni, poi CHF 19.90 al mese"],
            [("Digitale (after 14 giorni free)", "19.90", "month")],
            id="a-free-trial-s-count-after-the-word-for-free-in-italian",
        ),
        pytest.param(
            [H3 + "Pro", "R$ 99/mês", "Testar grátis por 14 dias", "Usuário adicional: R$ 15/mês"],
            [("Pro (after 14 dias free)", "99", "month"), ("Pro", "15", "month")],
            id="a-trial-button-above-a-note-is-not-the-note-s-trial",
        ),
        pytest.param(
            [H3 + "Aile", "1 ay ücretsiz", "sonra aylık 229,99 TL"],  # noqa: RUF001
            [("Aile (after 1 month free)", "229.99", "month")],
            id="a-free-trial-above-a-then-price-in-turkish",
        ),
        pytest.param(
            [H3 + "Unlimited Max", "34,90 € /μήνα", "Δωρεάν ο πρώτος μήνας", "Απεριόριστα GB"],  # noqa: RUF001
            [("Unlimited Max (after 1 month free)", "34.90", "month")],
            id="a-free-trial-below-its-price",
        ),
        pytest.param(
            [H3 + "ファミリー", "月額1,680円（税込）", "初回30日間無料"],  # noqa: RUF001
            [("ファミリー (after 30 日 free)", "1680", "month")],
            id="a-free-trial-below-its-price-in-japanese",
        ),
        pytest.param(
            [H3 + "Max", "$34.90/month, first month free"],
            [("Max (after 1 month free)", "34.90", "month")],
            id="a-free-trial-after-its-price",
        ),
        pytest.param(
            [H3 + "Jahrespaket", "99 € / Jahr", "2 Monate gratis"],
            [("Jahrespaket", "99", "year")],
            id="months-free-under-a-year-s-price-are-a-saving-not-a-trial",
        ),
    ],
)
def test_an_introductory_price_s_term(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read_periods(lines) == expected


def test_a_cell_counting_periods_after_a_price_is_its_validity() -> None:
    lines = [
        row("Pack", "Data", "Price", "Validity"),
        row("Mini", "3 GB", "7 €", "28 days"),
        row("Extra", "25 GB", "18 €", "30 days"),
    ]
    texts = [" | ".join(line[2:].split(CELL)) for line in lines]
    periods = [(r.label, r.period) for r in from_lines(lines, texts)]
    assert periods == [("Mini", "28 days"), ("Extra", "30 days")]


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        # One plan's row: its columns are its periods, not plans.
        (("Plan", "Monthly", "Yearly"), [("Pro", "month"), ("Pro", "year")]),
        (("Tarif", "Monatlich", "Jährlich"), [("Pro", "month"), ("Pro", "year")]),
        # Plans as columns, over a row of their prices.
        (("", "Basic", "Plus"), [("Basic", None), ("Plus", None)]),
    ],
)
def test_a_single_rows_columns_headed_by_periods_are_its_prices(
    header: tuple[str, str, str], expected: list[tuple[str, str | None]]
) -> None:
    lines = [row(*header), row("Pro", "$29", "$290")]
    texts = [" | ".join(line[2:].split(CELL)) for line in lines]
    assert [(r.label, r.period) for r in from_lines(lines, texts)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [H3 + "Paket", "Paket bis 5 kg: 6,99 €", "Haftung bis 500 € inklusive"],
            [("Paket (Paket bis 5 kg)", "6.99")],
            id="a-carriers-liability-in-german",
        ),
        pytest.param(
            [H3 + "Extras", "Höherversicherung bis 2.500 €: 3,00 €"],
            [("Extras (Höherversicherung bis 2.500 €)", "3.00")],
            id="a-cover-and-its-price-on-one-line",
        ),
        pytest.param(
            [H3 + "Parcel", "Up to 2 kg £5.60", "Compensation for loss up to £100 included"],
            [("Parcel", "5.60")],
            id="compensation-in-english",
        ),
        pytest.param(
            [H3 + "Colis", "Frais de port : 5,90 €", "Assurance jusqu'à 500 € incluse"],
            [("Colis", "5.90")],
            id="an-insurance-in-french",
        ),
        pytest.param(
            [H3 + "Paczka", "Kurier: 16,99 zł", "Przesyłki są ubezpieczone do 5000 zł"],
            [("Paczka", "16.99")],
            id="the-word-before-the-cap-in-polish",
        ),
        pytest.param(
            [H3 + "Paket", "Paket: 6,99 €", "Sendungen sind bis 500 € versichert"],
            [("Paket", "6.99")],
            id="the-word-after-the-amount",
        ),
        pytest.param(
            [H3 + "Extras", "Nachnahme 4,90 €", "Nachnahmebetrag bis 3.500 €"],
            [("Extras", "4.90")],
            id="a-sum-collected-on-delivery",
        ),
        pytest.param(
            [H3 + "送料", "全国一律 550円", "破損・紛失は1配送につき30万円まで補償いたします。"],
            [("送料", "550")],
            id="a-cap-after-the-amount-in-japanese",
        ),
        pytest.param(
            [
                row("Leistung", "Umfang", "Preis"),
                row("Haftung", "bis 500 €", "inklusive"),
                row("Höherversicherung", "bis 2.500 €", "3,00 €"),
            ],
            [("Höherversicherung", "3.00")],
            id="a-table-row-named-by-its-head",
        ),
        # Not a cap: a cap without an insurance's word, an insurance's price from a bound.
        pytest.param(
            [H3 + "Paket", "Pakete bis 31,5 kg: bis 19,99 €"],
            [("Paket", "19.99")],
            id="a-cap-with-no-insurance",
        ),
        pytest.param(
            [H3 + "Versicherung", "Transportversicherung ab 2,50 €"],
            [("Versicherung", "2.50")],
            id="an-insurance-from-a-price",
        ),
    ],
)
def test_an_insurances_cap_on_a_carriers_page_is_no_price(
    lines: list[str], expected: list[tuple[str, str]]
) -> None:
    assert [(label, amount) for label, amount, _ in read(lines)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [H3 + "OC + AC", "Składka roczna 1 249 zł", "Udział własny w szkodzie AC", "500 zł"],
            [("OC + AC", "1249", "year")],
            id="an-excess-under-its-label-in-polish",
        ),
        pytest.param(
            [H3 + "Comprehensive", "Annual premium £412.80", "Voluntary excess: £250"],
            [("Comprehensive", "412.80", "year")],
            id="an-excess-after-its-label-on-its-line",
        ),
        pytest.param(
            [H3 + "Casa Plus", "Premio annuo 189 €", "Franchigia | 150 €", "Massimale 300.000 €"],
            [("Casa Plus", "189", "year")],
            id="an-excess-and-a-cover-limit-in-italian",
        ),
        pytest.param(
            [
                H3 + "Hausrat",
                "Beitrag jährlich 89 €",
                "Selbstbeteiligung 150 €",
                "Versicherungssumme",
            ],
            [("Hausrat", "89", "year")],
            id="an-excess-in-german",
        ),
        pytest.param(
            [H3 + "Auto", "Prima anual 420 €", "Franquicia de 300 € en daños propios"],
            [("Auto", "420", "year")],
            id="an-excess-named-first-in-a-sentence",
        ),
        pytest.param(
            [H3 + "Liability Reduction", "$45 per day", "Reduces your excess to $2,500"],
            [("Liability Reduction", "45", "day")],
            id="the-excess-an-add-on-brings-down",
        ),
        pytest.param(
            [
                H3 + "Versicherung",
                "Alle Fahrzeuge sind vollkaskoversichert. Selbstbeteiligung je Schaden: 1.000 €.",
                "Reduzierung der Selbstbeteiligung auf 300 €: 12,00 € pro Tag",
            ],
            [("Versicherung", "12.00", "day")],
            id="a-van-rentals-excess-and-its-reduction-in-german",
        ),
        pytest.param(
            [H3 + "Options", "Rachat de franchise : 19 € par jour", "Franchise : 1 500 €"],
            [("Options", "19", "day")],
            id="an-add-on-buying-the-excess-down-in-french",
        ),
        pytest.param(
            [H3 + "Reis", "€ 4,50 per maand", "Zonder eigen risico", "Pechhulp € 2 per maand"],
            [("Reis", "4.50", "month"), ("Reis", "2", "month")],
            id="a-price-beside-a-cover-word-that-labels-no-amount-stays",
        ),
    ],
)
def test_an_excess_or_a_sum_insured_is_no_price(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read_periods(lines) == expected


def read_terms(lines: list[str]) -> list[tuple[str, str, str | None]]:
    texts = [
        " | ".join(line[2:].split(CELL)) if line[:1] == ROW else line.lstrip(HEADINGS)
        for line in lines
    ]
    return [(r.label, str(r.amount), r.period) for r in from_lines(lines, texts)]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                row("Leistung", "Teilkasko", "Vollkasko"),
                row("Prämie monatlich", "€ 52,40", "€ 89,70"),
                row("Selbstbehalt", "\u2013", "€ 500,\u2013"),
                row("Versicherungssumme", "€ 10.000.000,\u2013", "€ 10.000.000,\u2013"),
            ],
            [("Teilkasko", "52.40", "month"), ("Vollkasko", "89.70", "month")],
            id="a-row-head-names-every-cell-past-a-dash",
        ),
        pytest.param(
            [
                row("Cover", "Annual benefit limit", "Monthly premium"),
                row("Essential", "$10,000", "$29.40"),
                row("Classic", "$15,000", "$37.50"),
            ],
            [("Essential", "29.40", "month"), ("Classic", "37.50", "month")],
            id="a-column-head-names-its-cells",
        ),
        pytest.param(
            [
                row("Formule", "Franchise", "Prix par mois"),
                row("Essentielle", "150 €", "12,90 €"),
                row("Confort", "0 €", "18,40 €"),
            ],
            [("Essentielle", "12.90", "month"), ("Confort", "18.40", "month")],
            id="a-column-head-in-french",
        ),
        pytest.param(
            [H3 + "Classic", "$37.50 per month", "Excess per condition", "$0, $100 or $250"],
            [("Classic", "37.50", "month")],
            id="a-list-of-alternatives-under-its-term",
        ),
        pytest.param(
            [H3 + "Cover", "Choose your excess", "$0", "$100", "$250", "Classic", "$37.50 / month"],
            [("Cover", "37.50", "month")],
            id="buttons-under-the-name-last-in-their-label",
        ),
        pytest.param(
            [
                H3 + "Classic",
                "$37.50 per month",
                "Shown with a $100 excess. A $0 excess costs more.",
            ],
            [("Classic", "37.50", "month")],
            id="the-name-right-after-the-amount",
        ),
        pytest.param(
            [H3 + "Classic", "$37.50 per month", "You choose a $0, $100 or $250 excess per claim."],
            [("Classic", "37.50", "month")],
            id="the-name-after-a-list-of-alternatives",
        ),
        pytest.param(
            [H3 + "Haushalt", "€ 9,80 monatlich", "mit 150 € Selbstbehalt je Schadensfall"],
            [("Haushalt", "9.80", "month")],
            id="the-name-after-the-amount-in-german",
        ),
        pytest.param(
            [H3 + "Haushalt", "€ 9,80 monatlich", "Haftpflicht mit Deckungssumme € 3.000.000,-"],
            [("Haushalt", "9.80", "month")],
            id="the-name-last-before-the-amount",
        ),
        pytest.param(
            [
                H3 + "Premium",
                "$54.80 per month",
                "Excess: $100",
                "Dental covered up to $300 a year",
            ],
            [("Premium", "54.80", "month")],
            id="a-benefits-cap-on-an-insurance",
        ),
        pytest.param(
            [
                H3 + "Haushalt",
                "€ 9,80 monatlich",
                "Versicherungssumme € 40.000",
                "Glasbruch bis € 1.000",
            ],
            [("Haushalt", "9.80", "month")],
            id="a-benefits-cap-in-german",
        ),
        pytest.param(
            [
                H3 + "スタンダードコース",
                "30歳男性 月額1,520円",
                "入院給付金",
                "日額5,000円",
                "手術給付金",
                "入院中の手術 50,000円\uff0f外来の手術 25,000円",
            ],
            [("スタンダードコース", "1520", "month")],
            id="benefits-under-their-japanese-terms",
        ),
        pytest.param(
            [
                row("特約", "限度", "保険料"),
                row("先進医療特約", "通算2,000万円まで", "月額 120円"),
                row("がん一時金特約", "1年に1回", "月額 680円"),
            ],
            [("先進医療特約", "120", "month"), ("がん一時金特約", "680", "month")],
            id="a-japanese-cap-after-its-amount",
        ),
        # What these must leave: a range, an add-on that takes the excess away, a product named
        # with the word, and alternatives without a cover's name.
        pytest.param(
            [H3 + "Haushalt", "Selbstbehalt € 150", "Prämie € 10 bis € 20 monatlich"],
            [("Haushalt", "10", "month"), ("Haushalt", "20", "month")],
            id="a-range-is-no-cap",
        ),
        pytest.param(
            [H3 + "Car hire", "Excess: £1,200", "Zero excess: £9.99 a day"],
            [("Car hire", "9.99", "day")],
            id="an-add-on-taking-the-excess-away-is-a-price",
        ),
        pytest.param(
            [H3 + "Flight", "Excess: £100", "£30 excess baggage"],
            [("Flight", "30", None)],
            id="excess-baggage-is-a-price",
        ),
        pytest.param(
            [H3 + "Plans", "Monthly premium", "$29, $39 or $49"],
            [("Plans", "29", None), ("Plans", "39", None), ("Plans", "49", None)],
            id="alternatives-under-a-premium-are-prices",
        ),
    ],
)
def test_an_insurances_terms_by_structure_are_no_price(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read_terms(lines) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                row("", "Haftpflicht", "Teilkasko", "Vollkasko"),
                row("Prämie", "€ 38,90", "€ 52,40", "€ 89,70"),
                row("", "Jetzt berechnen", "Jetzt berechnen", "Derzeit nicht verfügbar"),
            ],
            [
                ("Haftpflicht", "38.90", None),
                ("Teilkasko", "52.40", None),
                ("Vollkasko", "89.70", "OutOfStock"),
            ],
            id="a-row-of-buttons-in-german",
        ),
        pytest.param(
            [
                row("", "Basic", "Plus", "Pro"),
                row("Price", "$10", "$20", "$30"),
                row("", "Buy now", "Sold out", "Buy now"),
            ],
            [("Basic", "10", None), ("Plus", "20", "SoldOut"), ("Pro", "30", None)],
            id="a-row-of-buttons",
        ),
        pytest.param(
            [
                row("", "Basic", "Plus", "Pro"),
                row("Price", "$10", "$20", "$30"),
                row("Support", "Email", "Chat", "Phone"),
            ],
            [("Basic", "10", None), ("Plus", "20", None), ("Pro", "30", None)],
            id="a-row-of-features-says-no-state",
        ),
    ],
)
def test_a_plan_columns_state_in_a_row_without_prices(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read(lines) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                row("Condition", "128GB", "256GB"),
                row("Excellent", "\u00a3349.00 In stock", "\u00a3399.00 Only 2 left"),
                row("Good", "\u00a3309.00 In stock", "\u00a3359.00 Out of stock"),
            ],
            [
                ("Excellent (128GB)", "349.00", "InStock"),
                ("Excellent (256GB)", "399.00", "LimitedAvailability"),
                ("Good (128GB)", "309.00", "InStock"),
                ("Good (256GB)", "359.00", "OutOfStock"),
            ],
            id="a-grade-s-stock-per-storage-size",
        ),
        pytest.param(
            [
                row("Zustand", "64 GB", "128 GB"),
                row("Sehr gut", "219,00 \u20ac Ausverkauft", "249,00 \u20ac"),
                row("Gut", "189,00 \u20ac", "209,00 \u20ac"),
            ],
            [
                ("Sehr gut (64 GB)", "219.00", "SoldOut"),
                ("Sehr gut (128 GB)", "249.00", None),
                ("Gut (64 GB)", "189.00", None),
                ("Gut (128 GB)", "209.00", None),
            ],
            id="one-cell-s-state-is-none-of-its-neighbour-s-in-german",
        ),
        pytest.param(
            [
                row("\u00c9tat", "128 Go", "256 Go", "Stock"),
                row(
                    "Tr\u00e8s bon \u00e9tat",
                    "299,00 \u20ac \u00c9puis\u00e9",
                    "339,00 \u20ac",
                    "En stock",
                ),
                row("Bon \u00e9tat", "259,00 \u20ac", "289,00 \u20ac", "En stock"),
            ],
            [
                ("Tr\u00e8s bon \u00e9tat (128 Go)", "299.00", "SoldOut"),
                ("Tr\u00e8s bon \u00e9tat (256 Go)", "339.00", "InStock"),
                ("Bon \u00e9tat (128 Go)", "259.00", "InStock"),
                ("Bon \u00e9tat (256 Go)", "289.00", "InStock"),
            ],
            id="a-stock-column-is-the-state-of-a-price-whose-cell-says-none-in-french",
        ),
        pytest.param(  # a fare not sold in its own column: the others are no less on sale
            [
                row("Flight", "Basic", "Standard", "Flex"),
                row("06:15 BA 123", "\u00a349", "\u00a379", "\u00a3129"),
                row("10:40 BA 125", "\u00a359", "Sold out", "\u00a3139"),
            ],
            [
                ("Basic (06:15 BA 123)", "49", None),
                ("Standard (06:15 BA 123)", "79", None),
                ("Flex (06:15 BA 123)", "129", None),
                ("10:40 BA 125 (Basic)", "59", None),
                ("10:40 BA 125 (Flex)", "139", None),
            ],
            id="a-sold-out-fare-amid-the-row-s-prices",
        ),
        pytest.param(
            [
                row("Zbor", "Light", "Clasic", "Flex"),
                row("18:20 RO 395", "339 lei", "Epuizat", "799 lei"),
            ],
            [("Light", "339", None), ("Flex", "799", None)],
            id="a-sold-out-fare-amid-the-row-s-prices-in-romanian",
        ),
        pytest.param(
            [
                row("Spoj", "Basic", "Standard", "Flex"),
                row("07:05 Praha", "1 290 K\u010d", "Vyprod\u00e1no", "2 490 K\u010d"),
            ],
            [("Basic", "1290", None), ("Flex", "2490", None)],
            id="a-sold-out-fare-amid-the-row-s-prices-in-czech",
        ),
        # Must not apply: a state said apart from the prices is every price's.
        pytest.param(  # before the prices as after them
            [row("Size", "Stock", "Monthly", "Yearly"), row("Small", "Sold out", "$10", "$100")],
            [("Small", "10", "SoldOut"), ("Small", "100", "SoldOut")],
            id="a-stock-column-before-the-prices-is-every-price-s",
        ),
        pytest.param(
            [
                row("Size", "Monthly", "Yearly", "Stock"),
                row("Small", "$10", "$100", "Sold out"),
            ],
            [("Small", "10", "SoldOut"), ("Small", "100", "SoldOut")],
            id="a-row-s-stock-column-is-every-price-s",
        ),
        pytest.param(
            [row("Model", "Price", "Status"), row("Kettle", "$49", "Only 3 left")],
            [("Kettle", "49", "LimitedAvailability")],
            id="one-price-keeps-its-row-s-state",
        ),
    ],
)
def test_a_price_s_own_cell_says_its_state(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read(lines) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [H3 + "Konto Plus", "9,99 zł / mies.", "Kurs sprzedaży: 1 EUR = 4,3187 PLN"],
            [("Konto Plus", "9.99", "month")],
            id="a-bank-s-rate-in-polish",
        ),
        pytest.param(
            [H3 + "Plus", "3,99 € / Monat", "Wechselkurs 1 € = 1,0841 CHF, Gebühr 0,5 %"],
            [("Plus", "3.99", "month")],
            id="a-rate-beside-a-percent-in-german",
        ),
        pytest.param(
            [H3 + "International", "£1 = €1.1523 · fee £0.99 per transfer"],
            [("International", "0.99", None)],
            id="a-rate-beside-a-fee-on-its-line",
        ),
        pytest.param(
            [H3 + "Pack", "1 kg = € 24,90"],
            [("Pack", "24.90", "1 kg")],
            id="a-unit-price-is-no-rate",
        ),
        # A rate written as one amount after its label, with words of its own before it.
        pytest.param(
            [H3 + "Max 39", "S/ 39.90 al mes", "Tipo de cambio referencial: S/ 3.752"],
            [("Max 39", "39.90", "month")],
            id="a-labelled-rate-in-spanish",
        ),
        pytest.param(
            [H3 + "Max 39", "S/ 39.90 al mes", "T.C. S/ 3.752 por dólar"],
            [("Max 39", "39.90", "month")],
            id="an-abbreviated-label",
        ),
        pytest.param(
            [H3 + "Notebook", "$ 24.990", "Cotización del dólar hoy: $ 40,15"],
            [("Notebook", "24990", None)],
            id="a-shop-s-dollar-quote",
        ),
        pytest.param(
            [H3 + "Plus", "3,99 € / Monat", "Wechselkurs heute: 1,0841 CHF"],
            [("Plus", "3.99", "month")],
            id="a-labelled-rate-in-german",
        ),
        pytest.param(
            [H3 + "Remessa", "Tarifa R$ 9,90", "Taxa de câmbio comercial: R$ 5,42"],
            [("Remessa", "9.90", None)],
            id="a-labelled-rate-in-portuguese",
        ),
        # A fixed conversion rate, its other side's five decimals read as no price.
        pytest.param(
            [H3 + "Тостер", "15,99 лв. / 8,18 €", "Фиксиран обменен курс: 1 € = 1,95583 лв."],
            [("Тостер", "15.99", None), ("Тостер", "8.18", None)],
            id="a-fixed-rate-in-bulgarian",
        ),
        pytest.param(
            [H3 + "Тостер", "15,99 лв. / 8,18 €", "1 € = 1,95583 лв."],
            [("Тостер", "15.99", None), ("Тостер", "8.18", None)],
            id="a-fixed-rate-unlabelled",
        ),
        pytest.param(
            [H3 + "Toster", "15,93 €", "Cijene preračunate po tečaju 7,53450 kn = 1 €"],
            [("Toster", "15.93", None)],
            id="a-fixed-rate-the-other-way",
        ),
        pytest.param(
            [H3 + "Тариф", "4 990 ₸ айына", "Валюта бағамы: 512,40 ₸"],
            [("Тариф", "4990", "month")],
            id="a-labelled-rate-in-kazakh",
        ),
        # A shop's header quotes a named currency's or a central bank's rate of the day.
        pytest.param(
            [H3 + "Утюг", "7 490 ₽", "Курс доллара: 92,47 руб."],  # noqa: RUF001
            [("Утюг", "7490", None)],
            id="a-dollar-s-rate-in-russian",
        ),
        pytest.param(
            [H3 + "Праска", "1 499 грн", "Курс НБУ на сьогодні: 41,25 грн"],  # noqa: RUF001
            [("Праска", "1499", None)],
            id="a-central-bank-s-rate-in-ukrainian",
        ),
        pytest.param(
            [H3 + "Утюг", "74,90 Br", "Курс НБРБ: 1 USD = 3,2714 Br"],  # noqa: RUF001
            [("Утюг", "74.90", None)],
            id="a-belarusian-rate-after-its-br",
        ),
        pytest.param(
            [H3 + "Курс Python", "29 900 ₽"],  # noqa: RUF001
            [("Курс Python", "29900", None)],  # noqa: RUF001
            id="a-course-is-no-rate",
        ),
        # Neighbouring words that label a price: a gearbox, an oil change, a plan's type.
        pytest.param(
            [H3 + "Sedan", "R$ 129.900", "Câmbio automático: R$ 5.000"],
            [("Sedan", "129900", None), ("Sedan", "5000", None)],
            id="a-gearbox-is-no-rate",
        ),
        pytest.param(
            [H3 + "Servicio", "Cambio de aceite: $ 29.990"],
            [("Servicio", "29990", None)],
            id="an-oil-change-is-no-rate",
        ),
        pytest.param(
            [H3 + "Envío", "Tipo de cambio: consultar. Envío $ 3.990"],
            [("Envío", "3990", None)],
            id="a-label-far-from-the-amount-labels-none",
        ),
    ],
)
def test_an_exchange_rate_is_no_price(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read_periods(lines) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # One price shown in two currencies, its period written once after both.
        pytest.param(
            [H3 + "Старт", "10,17 € / 19,90 лв. на месец"],
            [("Старт", "10.17", "month"), ("Старт", "19.90", "month")],
            id="the-euro-first-the-period-after-the-lev",
        ),
        pytest.param(
            [H3 + "Старт", "19,90 лв. / 10,17 € месечно"],
            [("Старт", "19.90", "month"), ("Старт", "10.17", "month")],
            id="the-lev-first-the-period-after-the-euro",
        ),
        pytest.param(
            [H3 + "Start", "75,00 HRK | 9,95 EUR mjesečno"],
            [("Start", "75.00", "month"), ("Start", "9.95", "month")],
            id="a-bar-between-kuna-and-euro",
        ),
        # Not one price twice: the same currency twice, two plans, a unit that is no price.
        pytest.param(
            [H3 + "Pro", "19,90 € / 29,90 € месечно"],
            [("Pro", "19.90", None), ("Pro", "29.90", "month")],
            id="one-currency-twice",
        ),
        pytest.param(
            [H3 + "Pro", "Basic 5 € · Pro 19 $/mo"],
            [("Pro", "5", None), ("Pro", "19", "month")],
            id="two-plans-in-two-currencies",
        ),
        pytest.param(
            [H3 + "Pro", "10 € / 100 km / Monat"],
            [("Pro", "10", "month per 100 km")],
            id="a-unit-per-a-period",
        ),
    ],
)
def test_a_price_shown_in_two_currencies_has_one_period(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read_periods(lines) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [H3 + "Starter", "1.5% + 20p per transaction"],
            [("Starter (1.5% +)", "0.2", "1 transaction")],
            id="a-processor-s-card-rate-in-english",
        ),
        pytest.param(
            [H3 + "Standard", "2,9 % + 0,30 € par transaction"],
            [("Standard (2.9% +)", "0.30", "1 transaction")],
            id="a-card-rate-in-french",
        ),
        pytest.param(
            [H3 + "Plus", "3,99 € / Monat", "Auslandsüberweisung 0,5 % + 1,50 €"],
            [("Plus", "3.99", "month"), ("Plus (0.5% +)", "1.50", None)],
            id="a-plan-s-price-and-a-transfer-fee-in-german",
        ),
    ],
)
def test_a_fee_names_the_percentage_its_amount_is_added_to(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read_periods(lines) == expected


def read_table(lines: list[str]) -> list[tuple[str, str, str | None]]:
    texts = [" | ".join(line[2:].split(CELL)) if line[:1] == ROW else line for line in lines]
    return [(r.label, str(r.amount), r.period) for r in from_lines(lines, texts)]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                row("Tarifário", "Termo fixo", "Energia"),
                row(
                    "Bi-horária", "0,3257 €/dia", "Fora de vazio: 0,1790 €/kWh Vazio: 0,1080 €/kWh"
                ),
            ],
            [
                ("Bi-horária (Termo fixo)", "0.3257", "day"),
                ("Bi-horária (Energia) (Fora de vazio)", "0.1790", None),
                ("Bi-horária (Energia) (Vazio)", "0.1080", None),
            ],
            id="a-peak-and-an-off-peak-rate-in-one-cell",
        ),
        pytest.param(
            [
                row("Tariff", "Standing charge", "Unit rate"),
                row("Economy 7", "53.35p per day", "Day: 28.10p/kWh Night: 14.20p/kWh"),
            ],
            [
                ("Economy 7 (Standing charge)", "0.5335", "day"),
                ("Economy 7 (Unit rate) (Day)", "0.281", None),
                ("Economy 7 (Unit rate) (Night)", "0.142", None),
            ],
            id="day-and-night-rates-in-english",
        ),
        pytest.param(
            [
                row("Billett", "Dag", "Måned"),
                row("Sone 1", "Voksen 45 kr Barn 23 kr", "Voksen 890 kr Barn 445 kr"),
            ],
            [
                ("Sone 1 (Voksen)", "45", "day"),
                ("Sone 1 (Barn)", "23", "day"),
                ("Sone 1 (Voksen)", "890", "month"),
                ("Sone 1 (Barn)", "445", "month"),
            ],
            id="an-adult-and-a-child-fare-in-each-period-s-column",
        ),
    ],
)
def test_prices_sharing_a_cell_are_named_by_their_words_in_it(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read_table(lines) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # A lease's facts as a definition list below its rate: the rate is for its term.
        (
            ["Leasingrate 349 €/Monat", "Sonderzahlung", "2.500 €", "Laufzeit", "48 Monate"],
            [("Angebot (for 48 monate)", "month"), ("Angebot", None)],
        ),
        # A dealer's card: the count of payments on the rate's own line, after the deposit.
        (
            ["Rata da 229 €/mese Anticipo 3.000 € · 48 rate · TAN 6,99%"],
            [("Angebot (for 48 payments)", "month"), ("Angebot", None)],
        ),
        # A finance table: each row's facts end at the next rate.
        (
            [
                row("Deposit", "£1,500"),
                row("35 monthly payments of", "£129"),
                row("Duration of agreement", "36 months"),
                row("Weekly budget", "£30 per week"),
                row("Term", "12 weeks"),
            ],
            [
                ("Deposit", None),
                ("35 monthly payments of (for 36 months)", "month"),
                ("Weekly budget (for 12 weeks)", "week"),
            ],
        ),
        # A rate without a term among its facts, a yearly price, a term before the rate (its
        # facts are below it), and a term past the next rate are as they were.
        (
            ["29 €/Monat", "Monatlich kündbar", "99 €/Monat", "Laufzeit 24 Monate"],
            [("Angebot", "month"), ("Angebot (for 24 monate)", "month")],
        ),
        (["Laufzeit 12 Monate", "290 €/Jahr", "Laufzeit 24 Monate"], [("Angebot", "year")]),
        # A plan's minimum term below its rate, after a one-off fee (a fact of the offer).
        (
            ["29,99 €/mes", "Alta 0 € (pago único)", "Permanencia 12 meses"],
            [("Angebot (for 12 meses)", "month"), ("Angebot", "once")],
        ),
        # A plan card's features over its only rate, a one-off fee below it.
        (
            ["20 GB w 5G", "Umowa na 24 miesiące", "36,90 zł/mies.", "Aktywacja 49 zł jednorazowo"],
            [("Angebot (for 24 miesiące)", "month"), ("Angebot", "once")],
        ),
        # Not over one of two rates: which one the term is of, the lines do not say.
        (
            ["Umowa na 12 miesięcy", "61,50 zł/mies.", "Pierwsze 6 miesięcy 30,75 zł/mies."],
            [("Angebot", "month"), ("Angebot (for 6 miesięcy)", "month")],
        ),
        # Nor without a count.
        (["Sin permanencia", "35 €/mes"], [("Angebot", "month")]),
        # Nor over a monthly equivalent beside a yearly price: the term is the year's.
        (
            ["Laufzeit: 1 Jahr", "19,99 €/Jahr", "entspricht 1,67 €/Monat"],
            [("Angebot", "year"), ("Angebot", "month")],
        ),
        # A plan named for its term is still named with its contract's.
        (
            [H3 + "Stroom Vast 1 jaar", "6,99 €/maand", "Looptijd 12 maanden"],
            [("Stroom Vast 1 jaar (for 12 maanden)", "month")],
        ),
        # The price after a shorter promotion is the contract's.
        (
            ["29,99 €/mes", "durante 6 meses, después 39,99 €/mes", "Permanencia 12 meses"],
            [("Angebot (for 6 meses)", "month"), ("Angebot (for 12 meses)", "month")],
        ),
        # Not the price after a promotion as long as the contract, counted before or above it.
        (
            ["24,99 €/mês", "Depois dos 24 meses: 29,99 €/mês · Fidelização 24 meses"],
            [("Angebot", "month"), ("Angebot (Depois dos 24 meses)", "month")],
        ),
        (
            ["24,99 €/mês", "Depois dos 24 meses", "29,99 €/mês", "Fidelização 24 meses"],
            [("Angebot", "month"), ("Angebot", "month")],
        ),
        # Nor on the price after a promotion, whose label counts its months already.
        (
            ["24,99 €/mês", "Depois dos 24 meses: 29,99 €/mês", "Fidelização 24 meses"],
            [("Angebot", "month"), ("Angebot (Depois dos 24 meses)", "month")],
        ),
    ],
)
def test_a_rate_is_named_with_the_term_of_its_offer(
    lines: list[str], expected: list[tuple[str, str | None]]
) -> None:
    marked = [H3 + "Angebot", *lines]
    texts = [
        " | ".join(line[2:].split(CELL)) if line[:1] == ROW else line.lstrip(HEADINGS)
        for line in marked
    ]
    assert [(r.label, r.period) for r in from_lines(marked, texts)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                row("Usługa", "Konto Start", "Konto Plus"),
                row("Przelew natychmiastowy", "5,00 zł", "3,00 zł"),
                row("Dzienny limit wypłat z bankomatu", "5 000 zł", "10 000 zł"),
            ],
            [("Konto Start", "5.00", None), ("Konto Plus", "3.00", None)],
            id="a-polish-bank-s-daily-limit-row",
        ),
        pytest.param(
            [
                row("Leistung", "Standard", "Metal"),
                row("Ersatzkarte", "10,00 €", "0 €"),
                row("Tageslimit Kartenzahlung", "2.500 €", "25.000 €"),
            ],
            [("Standard", "10.00", None), ("Metal", "0", None)],
            id="a-german-compound-limit-row",
        ),
        pytest.param(
            [H3 + "Business", "£29 per month", "Daily payout limit: £50,000"],
            [("Business", "29", "month")],
            id="a-limit-labelled-on-its-line",
        ),
        pytest.param(
            [H3 + "Standard", "Plafond de paiement : 3 000 €", "Carte : 2 € par mois"],
            [("Standard", "2", "month")],
            id="a-limit-before-its-amount-in-french",
        ),
        pytest.param(
            [row("Pakiet", "Cena"), row("Domowy Bez Limitu", "54,99 zł"), row("Start", "29 zł")],
            [("Domowy Bez Limitu", "54.99", None), ("Start", "29", None)],
            id="a-plan-named-for-no-limit-stays",
        ),
        pytest.param(
            [H3 + "Smart M", "SMS pa limit", "1 200 Lekë / muaj"],
            [("Smart M", "1200", "month")],
            id="an-unlimited-allowance-above-a-price-stays",
        ),
        pytest.param(
            [row("Service", "Price"), row("Fee for exceeding the limit", "£5"), row("Card", "£0")],
            [("Fee for exceeding the limit", "5", None), ("Card", "0", None)],
            id="a-fee-for-a-limit-stays",
        ),
    ],
)
def test_an_account_s_limit_is_no_price(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    read = read_table if lines[0][:1] == ROW else read_periods
    assert read(lines) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [row("Реставрация зуба", "7 500 \u2013 12 000 ₽"), row("Пломба", "3 900 ₽")],
            [("Реставрация зуба", "7500"), ("Реставрация зуба", "12000"), ("Пломба", "3900")],
            id="a table's row (Russian, spaced dash)",
        ),
        pytest.param(
            ["Фарбування коренів", "1 200\u20131 800 грн", "Укладка", "від 500 грн"],
            [("Фарбування коренів", "1200"), ("Фарбування коренів", "1800"), ("Укладка", "500")],
            id="a card's line (Ukrainian, no space)",
        ),
        pytest.param(
            ["Féktárcsa csere: 28 000 - 36 000 Ft"],
            [("Féktárcsa csere", "28000"), ("Féktárcsa csere", "36000")],
            id="a sentence's line (Hungarian, a hyphen)",
        ),
        pytest.param(
            ["Coloration de 45 à 80 €"],
            [("Coloration de", "45"), ("Coloration de", "80")],
            id="a word between the ends (French)",
        ),
        pytest.param(
            ["Kinder 6\u201311 Jahre: 9 €", "Model 2024-100 €"],
            [("Kinder 6\u201311 Jahre", "9"), ("Model 2024", "100")],
            id="decoy: an age range before the price, a code above it",
        ),
        pytest.param(
            ["InPost Paczkomaty 24/7 \u2013 11,99 zł", "Hotline 24/7 - 9,99 €"],
            [("InPost Paczkomaty 24/7", "11.99"), ("Hotline 24/7", "9.99")],
            id="decoy: a ratio's end before the dash (around the clock)",
        ),
        pytest.param(
            ["Öffnungszeiten 8:30 - 12 €", "Preis:100 - 200 €"],
            [("Öffnungszeiten 8:30", "12"), ("Preis", "100"), ("Preis", "200")],
            id="a time's end before the dash; a label's colon before the range",
        ),
        pytest.param(
            ["Size 10 \u2013 ₹47,980", "Taglia 52 - €49,00", "Ring size 7 \u2013 $1,240"],
            [("Size 10", "47980"), ("Taglia 52", "49.00"), ("Ring size 7", "1240")],
            id="decoy: a size before the dash, the price's sign before its amount",
        ),
        pytest.param(
            [row("Pro", "$19.99 to $49.99 per month"), row("Team", "$99 per month")],
            [("Pro", "19.99"), ("Pro", "49.99"), ("Team", "99")],
            id="both ends with a sign: read as before",
        ),
    ],
)
def test_a_ranges_bare_lower_end_is_a_price_in_its_upper_ends_currency(
    lines: list[str], expected: list[tuple[str, str]]
) -> None:
    assert [(label, amount) for label, amount, _ in read(lines)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            ["Жіноча стрижка", "60 хв", "від 650 грн", "Чоловіча стрижка", "45 хв", "450 грн"],
            ["Жіноча стрижка", "Чоловіча стрижка"],
            id="Ukrainian, a salon's cards",
        ),
        pytest.param(
            [
                "Olajcsere olajszűrővel (munkadíj)",
                "kb. 30 perc",
                "9 900 Ft-tól",
                "Kis szerviz csomag (olaj + szűrők + átvizsgálás)",
                "kb. 1 óra",
                "29 900 Ft",
            ],
            [
                "Olajcsere olajszűrővel (munkadíj)",
                "Kis szerviz csomag (olaj + szűrők + átvizsgálás)",
            ],
            id="Hungarian, approximate, a long name",
        ),
        pytest.param(
            ["Deep tissue massage", "60 min", "£65", "Hot stone massage", "1 h 30 min", "£95"],
            ["Deep tissue massage", "Hot stone massage"],
            id="English, hours then minutes",
        ),
        pytest.param(
            ["Bike hire", "1 hour", "£10", "2 hours", "£18"],
            ["1 hour", "2 hours"],
            id="decoy: durations that name cards, with no name between them",
        ),
    ],
)
def test_a_services_duration_between_its_name_and_price_names_nothing(
    lines: list[str], expected: list[str]
) -> None:
    assert [label for label, _, _ in read(lines)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                H3 + "Prețuri",
                "Tuns damă \u2014 120 lei",
                "Vopsit rădăcină: 150\u2013220 lei",
                "Manichiură 90 lei / ședință",
            ],
            [
                ("Prețuri (Tuns damă)", "120"),
                ("Prețuri (Vopsit rădăcină)", "150"),
                ("Prețuri (Vopsit rădăcină)", "220"),
                ("Prețuri (Manichiură)", "90"),
            ],
            id="Romanian: a colon on one item, a range, a unit after a slash",
        ),
        pytest.param(
            [H3 + "Ceník", "Výměna baterie: 990 Kč", "Výměna displeje 2 490 Kč", "Čištění 390 Kč"],
            [
                ("Ceník (Výměna baterie)", "990"),
                ("Ceník (Výměna displeje)", "2490"),
                ("Ceník (Čištění)", "390"),
            ],
            id="Czech: the colon on the first item only",
        ),
        pytest.param(
            [H3 + "Pricing", "Starter: $5/mo", "Pro: $9/mo"],
            [("Pricing (Starter)", "5"), ("Pricing (Pro)", "9")],
            id="every item with its colon: read as before",
        ),
        pytest.param(
            ["Coafor", "Tuns damă \u2014 120 lei", "Tuns bărbați: 70 lei", "Coafat \u2014 150 lei"],
            [("Tuns damă", "120"), ("Tuns bărbați", "70"), ("Coafat", "150")],
            id="under an accordion's title, no heading: each item its own, not the title's",
        ),
        pytest.param(
            ["Pro", "$10/mo", "$100/yr", "Team", "$20/mo", "$200/yr"],
            [("Pro", "10"), ("Pro", "100"), ("Team", "20"), ("Team", "200")],
            id="decoy: a card's prices without names of their own are the card's",
        ),
    ],
)
def test_a_price_lists_items_are_named_however_each_ends_its_name(
    lines: list[str], expected: list[tuple[str, str]]
) -> None:
    assert [(label, amount) for label, amount, _ in read(lines)] == expected


@pytest.mark.parametrize(
    ("lang", "body", "expected"),
    [
        pytest.param(
            "de",
            "<h2>Gebühren</h2><ul><li>Karten 0,25 \u20ac</li><li>SEPA 0,35 \u20ac</li></ul>",
            [("Gebühren (Karten)", "0.25"), ("Gebühren (SEPA)", "0.35")],
            id="German fees in a list",
        ),
        pytest.param(
            "fr",
            "<h3>Frais</h3><p>Carte bancaire 0,25 \u20ac</p><p>Virement 0,50 \u20ac</p>",
            [("Frais (Carte bancaire)", "0.25"), ("Frais (Virement)", "0.50")],
            id="French fees in paragraphs",
        ),
        pytest.param(
            "en",
            "<h2>Add-ons</h2><div><span>Extra user $5</span></div>"
            "<div><span>Priority support $20</span></div>",
            [("Add-ons (Extra user)", "5"), ("Add-ons (Priority support)", "20")],
            id="English add-ons in divs",
        ),
        pytest.param(
            "pl",
            "<h2>Karnet</h2><ul><li>Normalny 100 zł</li><li>Ulgowy 80 zł</li></ul>",
            [("Karnet (Normalny)", "100"), ("Karnet (Ulgowy)", "80")],
            id="Polish tickets by kind",
        ),
        pytest.param(
            "de",
            "<h2>Preis</h2><ul><li>Normalpreis 25 \u20ac</li><li>Angebot 19 \u20ac</li></ul>",
            [("Preis", "25"), ("Preis", "19")],
            id="decoy: one offer's regular and sale price",
        ),
        pytest.param(
            "en",
            "<h2>Pro</h2><p>Regular price $25</p><p>Sale price $19</p>",
            [("Pro", "25"), ("Pro", "19")],
            id="decoy: English regular and sale price",
        ),
        pytest.param(
            "de",
            "<h2>Pro</h2><p>Heute 19 \u20ac</p><p>Danach 29 \u20ac</p>",
            [("Pro", "19"), ("Pro", "29")],
            id="decoy: an offer's two steps",
        ),
        pytest.param(
            "de",
            "<h2>Pro</h2><p>Netto 10 \u20ac</p><p>Brutto 11,90 \u20ac</p>",
            [("Pro", "10"), ("Pro", "11.90")],
            id="decoy: a price without and with tax",
        ),
    ],
)
def test_two_items_each_a_name_and_a_price_are_named_by_their_own_words(
    lang: str, body: str, expected: list[tuple[str, str]]
) -> None:
    assert _labels(f'<html lang="{lang}"><body><main>{body}</main></body></html>') == expected


_FEE = "<p>Grundgebühr 9 \u20ac / Monat</p>"


@pytest.mark.parametrize(
    ("lang", "body", "expected"),
    [
        pytest.param(
            "no",
            "<h2>Gebyrer</h2><dl><dt>Vipps</dt><dd>1,5 %</dd><dt>Kort</dt><dd>2,4 %</dd>"
            "<dt>Faktura</dt><dd>29 kr</dd></dl>",
            [
                ("Gebyrer", "29"),
                ("Gebyrer (Vipps) (1.5%)", "None"),
                ("Gebyrer (Kort) (2.4%)", "None"),
            ],
            id="Norwegian definition list under a heading of fees",
        ),
        pytest.param(
            "de",
            "<h2>Gebühren</h2><ul><li>Kort: 2,9 %</li><li>SEPA: 0,35 \u20ac</li></ul>",
            [("Gebühren", "0.35"), ("Gebühren (Kort) (2.9%)", "None")],
            id="German list item with its colon",
        ),
        pytest.param(
            "de",
            "<h2>Preise</h2><p>Transaktionsgebühr: 1,4 %</p>" + _FEE,
            [("Preise", "9"), ("Preise (Transaktionsgebühr) (1.4%)", "None")],
            id="a fee named so in a compound, under no heading of fees",
        ),
        pytest.param(
            "fr",
            "<h2>Tarifs</h2><dl><dt>Commission par transaction</dt><dd>1,4 %</dd>"
            "<dt>Abonnement</dt><dd>29 \u20ac / mois</dd></dl>",
            [("Tarifs", "29"), ("Tarifs (Commission par transaction) (1.4%)", "None")],
            id="French definition list, the fee named in its term",
        ),
        pytest.param(
            "pt-BR",
            "<h2>Taxas</h2><ul><li>Pix: 0,99%</li><li>Boleto: R$ 3,49</li></ul>",
            [("Taxas", "3.49"), ("Taxas (Pix) (0.99%)", "None")],
            id="Brazilian list",
        ),
        pytest.param(
            "en",
            "<h2>Fees</h2><ul><li>International cards: +1.5%</li><li>Payouts: $0.25</li></ul>",
            [("Fees", "0.25"), ("Fees (International cards) (+ 1.5%)", "None")],
            id="a surcharge's signed rate",
        ),
        pytest.param(
            "de",
            "<h2>Gebühren</h2><p>Spare 15 %</p><p>Rabatt: 20 %</p><p>Jahresrabatt 15 %</p>"
            "<p>inkl. 19 % MwSt.</p><p>MwSt.: 19 %</p>" + _FEE,
            [("Gebühren", "9")],
            id="decoy: savings, discounts and tax under a heading of fees",
        ),
        pytest.param(
            "en", "<h2>Fees</h2><p>+ 20% VAT</p><p>Monthly $9</p>", [("Fees", "9")], id="decoy: VAT"
        ),
        pytest.param(
            "de",
            "<h2>Finanzierung</h2><p>Sollzins: 3,9 %</p><p>Rate 49 \u20ac / Monat</p>",
            [("Finanzierung", "49")],
            id="decoy: a loan's interest",
        ),
        pytest.param(
            "de",
            "<h2>Weißwein</h2><p>Alkohol 13,5 %</p><p>9,90 \u20ac</p>",
            [("Weißwein", "9.90")],
            id="decoy: a wine's alcohol",
        ),
        pytest.param(
            "en",
            "<h2>Campaign</h2><p>Funded: 45%</p><p>Rated 98%</p><p>Pledge $10</p>",
            [("Campaign", "10")],
            id="decoy: a progress and a rating",
        ),
    ],
)
def test_a_fee_listed_with_a_rate_alone_is_a_record_named_with_its_rate(
    lang: str, body: str, expected: list[tuple[str, str]]
) -> None:
    assert _labels(f'<html lang="{lang}"><body><main>{body}</main></body></html>') == expected


@pytest.mark.parametrize(
    ("lang", "body", "expected"),
    [
        pytest.param(
            "en-AU",
            "<h2>Pricing</h2><table><tr><th>Card</th><th>Fee</th></tr>"
            "<tr><td>Domestic</td><td>1.75% + 30c</td></tr>"
            "<tr><td>International</td><td>2.9% + 30c</td></tr></table>",
            [("Domestic (1.75% +)", "0.3"), ("International (2.9% +)", "0.3")],
            id="a fee table's cells",
        ),
        pytest.param(
            "en",
            "<h2>Fees</h2><dl><dt>Online</dt><dd>2.9% + 30c</dd>"
            "<dt>In person</dt><dd>2.7% + 5c</dd></dl>",
            [("Online (2.9% +)", "0.3"), ("In person (2.7% +)", "0.05")],
            id="a definition list",
        ),
        pytest.param(
            "en-NZ",
            "<h2>Fees</h2><p>Card payments <b>2.9%</b> + <b>30c</b> per transaction</p>",
            [("Fees (2.9% +)", "0.3")],
            id="rate and cents in inline elements",
        ),
        pytest.param(
            "en",
            "<h2>Server</h2><p>4c/8t, 32 GB, max 30c</p><p>$49 / month</p>",
            [("Server", "49")],
            id="decoy: a chip's cores and a temperature",
        ),
    ],
)
def test_a_fees_cents_written_with_a_bare_c_are_its_fixed_part(
    lang: str, body: str, expected: list[tuple[str, str]]
) -> None:
    assert _labels(f'<html lang="{lang}"><body><main>{body}</main></body></html>') == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                H3 + "Escolha o pacote de Diamantes",
                "100 Diamantes + 10 de bônus R$ 4,99",
                "520 Diamantes + 52 de bônus R$ 24,90",
                "1.060 Diamantes + 106 de bônus R$ 49,90",
                "Pacote especial: 1.200 Diamantes por R$ 24,90 \u2013 limitado a 1 por conta",
            ],
            [
                ("Escolha o pacote de Diamantes (100 Diamantes + 10 de bônus)", "4.99"),
                ("Escolha o pacote de Diamantes (520 Diamantes + 52 de bônus)", "24.90"),
                ("Escolha o pacote de Diamantes (1.060 Diamantes + 106 de bônus)", "49.90"),
                ("Escolha o pacote de Diamantes", "24.90"),
            ],
            id="a top-up's packs, a sentence with a price under them",
        ),
        pytest.param(
            [
                H3 + "Gem packs",
                "80 Gems $0.99",
                "500 Gems $4.99",
                "1,200 Gems $9.99",
                "6,500 Gems $49.99",
                "Starter offer: 300 Gems and a hero skin for $1.99, once per account",
            ],
            [
                ("Gem packs (80 Gems)", "0.99"),
                ("Gem packs (500 Gems)", "4.99"),
                ("Gem packs (1,200 Gems)", "9.99"),
                ("Gem packs (6,500 Gems)", "49.99"),
                ("Gem packs", "1.99"),
            ],
            id="English packs and a starter offer's sentence",
        ),
        pytest.param(
            [
                H3 + "Spielwährung",
                "500 Kristalle 4,99 €",
                "1.100 Kristalle 9,99 €",
                "Im Angebot: 2.400 Kristalle für 19,99 € statt 24,99 €, nur heute",
                "Einmalig: 6.000 Kristalle für 49,99 € mit Bonus-Skin",
            ],
            [
                ("Spielwährung", "4.99"),
                ("Spielwährung", "9.99"),
                ("Spielwährung", "19.99"),
                ("Spielwährung", "24.99"),
                ("Spielwährung", "49.99"),
            ],
            id="decoy: two items beside two sentences are no list",
        ),
        pytest.param(
            [
                H3 + "Bambu Nevresim Seti",
                "₺1.299,90",
                "Vergiler hariç: ₺1.083,25",
                "3 veya daha fazla ₺1.199,90",
                "6 veya daha fazla ₺1.099,90",
                "12 ay x ₺108,33",
            ],
            [
                ("Bambu Nevresim Seti", "1299.90"),
                ("Bambu Nevresim Seti", "1083.25"),
                ("Bambu Nevresim Seti", "1199.90"),
                ("Bambu Nevresim Seti", "1099.90"),
                ("Bambu Nevresim Seti (in 12 instalments)", "108.33"),
            ],
            id="decoy: a product's bare price, and notes on it with a name each",
        ),
        pytest.param(
            [H3 + "Pro", "Regular price $40", "Sale price $29", "Save $11 when you buy today"],
            [("Pro", "40"), ("Pro", "29")],
            id="decoy: one offer's two prices and a saving",
        ),
    ],
)
def test_a_price_lists_items_are_named_beside_a_sentence_with_a_price(
    lines: list[str], expected: list[tuple[str, str]]
) -> None:
    assert [(label, amount) for label, amount, _ in read(lines)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                row("Valore ISEE", "Contributo annuale"),
                row("fino a 22.000,00 €", "0,00 €"),
                row("da 22.000,01 € a 30.000,00 €", "450,00 €"),
                row("oltre 70.000,00 € o ISEE non presentato", "2.950,00 €"),
            ],
            [
                ("fino a 22.000,00 €", "0.00", "year"),
                ("da 22.000,01 € a 30.000,00 €", "450.00", "year"),
                ("oltre 70.000,00 € o ISEE non presentato", "2950.00", "year"),
            ],
            id="an-italian-university-s-income-brackets",
        ),
        pytest.param(
            [row("Household income", "Tuition"), row("Up to $50,000", "$1,200")],
            [("Up to $50,000", "1200", None)],
            id="an-english-bound",
        ),
        pytest.param(
            [row("Umsatz", "Gebühr"), row("10.000 € \u2013 50.000 €", "19 € / Monat")],
            [("10.000 € \u2013 50.000 €", "19", "month")],
            id="a-range-of-amounts-without-words",
        ),
        pytest.param(
            [
                row("Jahresumsatz", "Preis"),
                row("bis 10.000 €", "9 €"),
                row("ab 10.000,01 €", "19 €"),
            ],
            [("bis 10.000 €", "9", None), ("ab 10.000,01 €", "19", None)],
            id="german-bounds",
        ),
        # Japanese, Chinese and Korean write the bound after the amount and its currency.
        pytest.param(
            [
                row("ご購入金額", "代引き手数料"),
                row("1万円未満", "330円"),
                row("1万円以上3万円未満", "440円"),
                row("10万円以上30万円まで", "1,100円"),
            ],
            [
                ("1万円未満", "330", None),
                ("1万円以上3万円未満", "440", None),
                ("10万円以上30万円まで", "1100", None),
            ],
            id="japanese-bounds-after-the-amount",
        ),
        pytest.param(
            [row("구매 금액", "배송비"), row("5만원 미만", "3,000원"), row("5만원 이상", "0원")],
            [("5만원 미만", "3000", None), ("5만원 이상", "0", None)],
            id="korean-bounds-after-the-amount",
        ),
        # Not a bracket: a head without a bound word (a product and its price), a head whose
        # bracket is the only price of its row, a head that is a plan's name.
        pytest.param(
            [row("Paket", "Preis"), row("Starter 9 €", "90 € / Jahr")],
            [("Starter", "9", None), ("Starter", "90", "year")],
            id="a-head-with-its-own-price",
        ),
        pytest.param(
            [row("Kurs", "Hinweis"), row("ab 49 €", "Anmeldung online")],
            [("ab", "49", None)],
            id="a-bound-alone-in-its-row-is-the-price",
        ),
    ],
)
def test_a_rows_head_that_is_a_bracket_names_its_price(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read_table(lines) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [H3 + "Rugalmas havi", "21 990 Ft", "/", "hó", "Korlátlan belépés"],
            [("Rugalmas havi", "21990", "month")],
            id="a-slash-in-a-block-of-its-own-before-the-unit",
        ),
        pytest.param(
            [H3 + "Team", "29 €", "/", "Monat", "billed yearly"],
            [("Team", "29", "month billed year")],
            id="and-the-billing-after-the-unit",
        ),
        pytest.param(
            [H3 + "Team", "29 €", "/", "$5 per month"],
            [("Team", "29", None), ("Team", "5", "month")],
            id="a-slash-before-a-price-of-its-own-is-no-unit",
        ),
        pytest.param(
            [H3 + "Wiślane TU", "Składka roczna", "1 249 zł", "lub 12 rat po 109,90 zł"],
            [("Wiślane TU", "1249", "year"), ("Wiślane TU (in 12 instalments)", "109.90", None)],
            id="a-label-naming-a-period-over-the-price",
        ),
        pytest.param(
            [
                H3 + "Pro",
                "Notável Pro \u2013 Mensal",
                "R$ 14,90",
                "Notável Pro \u2013 Anual",
                "R$ 119,90",
            ],
            [
                ("Notável Pro \u2013 Mensal", "14.90", "month"),
                ("Notável Pro \u2013 Anual", "119.90", "year"),
            ],
            id="each-price-under-its-own-label",
        ),
        pytest.param(
            [H3 + "Pro", "Up to 5 users", "$10"],
            [("Pro", "10", None)],
            id="a-label-naming-no-period",
        ),
        pytest.param(
            [H3 + "Pro", "$5 per month", "$10"],
            [("Pro", "5", "month"), ("Pro", "10", None)],
            id="a-price-over-a-price-is-no-label",
        ),
        pytest.param(
            [H3 + "Pro", "Pay yearly and save more on every seat", "$10"],
            [("Pro", "10", None)],
            id="a-sentence-over-a-price-is-no-label",
        ),
        pytest.param(
            [H3 + "Monthly", "$10", H3 + "Pro", "$20"],
            [("Monthly", "10", "month"), ("Pro", "20", None)],
            id="a-heading-is-a-label-of-its-own-only-as-a-period",
        ),
    ],
)
def test_a_unit_or_a_label_in_a_block_of_its_own_dates_a_price(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read_periods(lines) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # A variant's stock after its price, unbracketed, in the page's language.
        (
            ["250 g 12,99 €", "1 kg 39,00 €", "2 kg 69,00 € Ausverkauft"],
            [
                ("Kaffee (250 g)", "12.99", None),
                ("Kaffee (1 kg)", "39.00", None),
                ("Kaffee (2 kg)", "69.00", "SoldOut"),
            ],
        ),
        (
            ["S 49,00 €", "M 49,00 € \u2013 Épuisé", "L 54,00 €"],
            [
                ("Kaffee (S)", "49.00", None),
                ("Kaffee (M)", "49.00", "SoldOut"),
                ("Kaffee (L)", "54.00", None),
            ],
        ),
        # A quantity's tiers, each unit's price.
        (
            ["1 bag $19.00", "2 bags Save 5% $18.05 each", "3 bags Save 10% $17.10 each"],
            [
                ("Kaffee (1 bag)", "19.00", None),
                ("Kaffee (2 bags Save 5%)", "18.05", None),
                ("Kaffee (3 bags Save 10%)", "17.10", None),
            ],
        ),
        (
            ["1 Dose 4,90 €", "3 Dosen 4,50 € pro Stück", "6 Dosen 4,20 € pro Stück"],
            [
                ("Kaffee (1 Dose)", "4.90", None),
                ("Kaffee (3 Dosen)", "4.50", None),
                ("Kaffee (6 Dosen)", "4.20", None),
            ],
        ),
        # A size's or fabric group's lead time after its price: the item's own note.
        (
            [
                "90x200 899,00 € Lieferzeit: 6\u20138 Wochen",
                "140x200 1.199,00 € Lieferzeit: 8 Wochen",
                "180x200 1.499,00 €",
            ],
            [
                ("Kaffee (90x200)", "899.00", None),
                ("Kaffee (140x200)", "1199.00", None),
                ("Kaffee (180x200)", "1499.00", None),
            ],
        ),
        (
            [
                "90 x 200 cm 8 995 kr Leveranstid 2\u20134 veckor",
                "160 x 200 cm 16 995 kr Leveranstid 4\u20136 veckor",
                "180 x 200 cm 18 995 kr",
            ],
            [
                ("Kaffee (90 x 200 cm)", "8995", None),
                ("Kaffee (160 x 200 cm)", "16995", None),
                ("Kaffee (180 x 200 cm)", "18995", None),
            ],
        ),
        (
            [
                "Stoffgruppe 1 12 990 kr Leveringstid 4-6 uker",
                "Stoffgruppe 2 14 490 kr Leveringstid 4-6 uker",
                "Stoffgruppe 3 15 990 kr",
            ],
            [
                ("Kaffee (Stoffgruppe 1)", "12990", None),
                ("Kaffee (Stoffgruppe 2)", "14490", None),
                ("Kaffee (Stoffgruppe 3)", "15990", None),
            ],
        ),
        (
            [
                "Tissu 1 : 1 290 € D\u00e9lai de livraison : 6 \u00e0 8 semaines",
                "Tissu 2 : 1 490 € D\u00e9lai de livraison : 6 \u00e0 8 semaines",
                "Tissu 3 : 1 690 €",
            ],
            [
                ("Kaffee (Tissu 1)", "1290", None),
                ("Kaffee (Tissu 2)", "1490", None),
                ("Kaffee (Tissu 3)", "1690", None),
            ],
        ),
        (
            [
                "80x200 cm 799 € Toimitusaika 3\u20135 viikkoa",
                "120x200 cm 1 099 €",
                "160x200 cm 1 399 €",
            ],
            [
                ("Kaffee (80x200 cm)", "799", None),
                ("Kaffee (120x200 cm)", "1099", None),
                ("Kaffee (160x200 cm)", "1399", None),
            ],
        ),
        (
            ["Double $899 Ships in 3-5 weeks", "Queen $999", "King $1,199 Ships in 6-8 weeks"],
            [
                ("Kaffee (Double)", "899", None),
                ("Kaffee (Queen)", "999", None),
                ("Kaffee (King)", "1199", None),
            ],
        ),
        # A lead time with more words after it is a sentence, no note.
        (
            [
                "90x200 899,00 € Lieferzeit 6 Wochen, Aufbau gegen Aufpreis",
                "140x200 1.199,00 €",
                "180x200 1.499,00 €",
            ],
            [("Kaffee", "899.00", None), ("Kaffee", "1199.00", None), ("Kaffee", "1499.00", None)],
        ),
        # A sentence after a price is no item's note: the heading names them all.
        (
            ["250 g 12,99 €", "1 kg 39,00 € und gratis Versand", "2 kg 69,00 €"],
            [("Kaffee", "12.99", None), ("Kaffee", "39.00", None), ("Kaffee", "69.00", None)],
        ),
    ],
)
def test_an_items_stock_or_unit_after_its_price_keeps_its_name(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read([H3 + "Kaffee", *lines]) == expected


def _cards(note: str, currency: str = "$") -> bytes:
    def card(badge: str, name: str, monthly: int, yearly: int) -> str:
        return (
            f'<div class="card">{badge}<h3>{name}</h3><p>For small teams</p>'
            f"<p>{currency}{monthly}</p><p>per month</p><div>{note}</div>"
            f"<p>or {currency}{yearly} per year</p><ul><li>1 user</li><li>5 projects</li></ul>"
            '<a href="#">Try</a></div>'
        )

    cards = card("", "Basic", 9, 90) + card(
        '<span class="badge">Most popular</span>', "Pro", 19, 190
    )
    return f'<html><body><main><div class="grid">{cards}</div></main></body></html>'.encode()


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        # A tax note under a card's monthly price names none of its prices: they were
        # "Basic (+ VAT)" (and so "Basic (For small teams)"), or "+ VAT" alone.
        (_cards("+ VAT"), ["Basic", "Basic", "Pro", "Pro"]),
        (_cards("zzgl. MwSt.", "€"), ["Basic", "Basic", "Pro", "Pro"]),
        (_cards("excl. VAT"), ["Basic", "Basic", "Pro", "Pro"]),
        # A short line that is no note still tells a card's prices apart, as before.
        (
            _cards("Team seats"),
            [
                "Basic (For small teams)",
                "Basic (Team seats)",
                "Pro (For small teams)",
                "Pro (Team seats)",
            ],
        ),
    ],
)
def test_a_tax_note_names_no_price(page: bytes, expected: list[str]) -> None:
    prices = extract(page, "text/html", Rules(extract="prices")).prices
    assert [record.label for record in prices] == expected


def test_a_multibuy_named_by_its_count_alone_says_it_once() -> None:
    # A price list's items named "5 for", "10 for": the name already says the multibuy.
    lines = [H3 + "Class packs", "1 class: £12", "5 for £50", "10 for £90"]
    assert [label for label, _, _ in read(lines)] == [
        "Class packs (1 class)",
        "Class packs (5 for)",
        "Class packs (10 for)",
    ]


@pytest.mark.parametrize(
    ("lang", "given", "other", "amount"),
    [
        # A classified ad given away says so in its price's place: a price of nothing.
        ("de", "Zu verschenken", "80 €", "0"),
        ("fr", "À donner", "40 €", "0"),
        ("ru", "Отдам даром", "1 500 ₽", "0"),
        ("uk", "Віддам безкоштовно", "1 500 ₴", "0"),
        ("es", "Se regala", "40 €", "0"),
        ("pl", "Oddam za darmo", "120 zł", "0"),
        # One whose price is to be agreed has none.
        ("ru", "Цена договорная", "1 500 ₽", "None"),
    ],
)
def test_a_classified_ad_given_away_or_by_agreement(
    lang: str, given: str, other: str, amount: str
) -> None:
    html = (
        f'<html lang="{lang}"><body><ul><li><h3>Sofa</h3><p class="price">{given}</p></li>'
        f'<li><h3>Tisch</h3><p class="price">{other}</p></li></ul></body></html>'
    )
    found = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert (found[0].label, str(found[0].amount)) == ("Sofa", amount)


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # A deal feed's titles name the product and its price; the prices under each are its.
        (
            [
                H3 + "Air fryer for £89.99 at Argos",
                "£89.99",
                "£129.99",
                H3 + "Backpack 45L",
                "£54.95",
            ],
            [
                ("Air fryer for", "89.99", None),
                ("Air fryer for", "89.99", None),
                ("Air fryer for", "129.99", None),
                ("Backpack 45L", "54.95", None),
            ],
        ),
        (
            [H3 + "Frytkownica Krion za 349 zł", "349 zł", "499 zł", H3 + "Plecak", "219 zł"],
            [
                ("Frytkownica Krion za", "349", None),
                ("Frytkownica Krion za", "349", None),
                ("Frytkownica Krion za", "499", None),
                ("Plecak", "219", None),
            ],
        ),
        # A heading that is a price alone names nothing: its lines stay the section's above.
        (
            [H3 + "Pro", "Billed yearly", H3 + "$19/mo", "$190/yr"],
            [("Pro", "19", None), ("Pro", "190", None)],
        ),
        # Nor does a teaser's, the least of the prices below it.
        (
            [H3 + "Pricing", "Plans from $9/mo", H3 + "Tarife ab 9 €", "Basis", "9 €"],
            [("Pricing", "9", None), ("Pricing", "9", None), ("Pricing", "9", None)],
        ),
        # Nor one whose words only say which price it is: a course card's fee under its name.
        (
            [
                H3 + "IELTS 6.5+",
                H4 + "Học phí: 8.900.000đ",
                "48 buổi",
                H3 + "TOEIC 750+",
                H4 + "Học phí: 5.400.000đ",
            ],
            [("IELTS 6.5+", "8900000", None), ("TOEIC 750+", "5400000", None)],
        ),
        (
            [
                H3 + "Python Bootcamp",
                H4 + "Tuition: $1,200",
                H3 + "SQL Basics",
                H4 + "Tuition: $400",
            ],
            [("Python Bootcamp", "1200", None), ("SQL Basics", "400", None)],
        ),
        (
            [
                H3 + "Kelas Laravel",
                H4 + "Biaya kursus: Rp 1.250.000",
                H3 + "Kelas Vue",
                H4 + "Harga: Rp 990.000",
            ],
            [("Kelas Laravel", "1250000", None), ("Kelas Vue", "990000", None)],
        ),
        # A title with a name of its own before its price still names what is under it.
        (
            [H3 + "Courses", H4 + "Python course: $49", "$79"],
            [("Python course", "49", None), ("Python course", "79", None)],
        ),
        # So does a role's word that is also what is sold, alone: who pays, a size, a dish.
        (
            [H3 + "Day pass", H4 + "Member: $10", "with card", H4 + "Guest: $15"],
            [("Member", "10", None), ("Guest", "15", None)],
        ),
        (
            [H3 + "Pizza Margherita", H4 + "Regular: $12", H4 + "Large: $16"],
            [("Regular", "12", None), ("Large", "16", None)],
        ),
        (
            [H3 + "Lunch", H4 + "Special: $14", "Soup and a sandwich"],
            [("Special", "14", None)],
        ),
        # ... but not with a price's word beside it: which price it is.
        (
            [
                H3 + "Python Bootcamp",
                H4 + "Regular price: $1,200",
                H3 + "SQL Basics",
                H4 + "Regular price: $400",
            ],
            [("Python Bootcamp", "1200", None), ("SQL Basics", "400", None)],
        ),
    ],
)
def test_a_title_that_names_its_price_names_the_prices_under_it(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read(lines) == expected


def _labels(html: str) -> list[tuple[str, str]]:
    found = extract(html.encode(), "text/html; charset=utf-8", Rules(extract="prices")).prices
    return [(record.label, str(record.amount)) for record in found]


@pytest.mark.parametrize(
    ("lang", "results", "expected"),
    [
        pytest.param(
            "en",
            [
                "<span>example.shop</span> <span>Available</span> "
                "<span>\u20ac2.99 for the first year, then \u20ac34.99/year</span>",
                "<span>example.store</span> <span>Available</span> "
                "<span>\u20ac1.99 for the first year, then \u20ac49.99/year</span>",
            ],
            [
                ("R (example.shop)", "2.99"),
                ("R (example.shop)", "34.99"),
                ("R (example.store)", "1.99"),
                ("R (example.store)", "49.99"),
            ],
            id="en-first-year-then",
        ),
        pytest.param(
            "ja",
            [
                "<span>sakura.com</span><span>\u53d6\u5f97\u53ef\u80fd</span>"
                "<span><b>1\u5186</b> 2\u5e74\u76ee\u4ee5\u964d 1,408\u5186/\u5e74</span>",
                "<span>sakura.jp</span><span>\u53d6\u5f97\u53ef\u80fd</span>"
                "<span><b>350\u5186</b> 2\u5e74\u76ee\u4ee5\u964d 3,124\u5186/\u5e74</span>",
            ],
            [
                ("R (sakura.com)", "1"),
                ("R (sakura.com) (renews)", "1408"),
                ("R (sakura.jp)", "350"),
                ("R (sakura.jp) (renews)", "3124"),
            ],
            id="ja-spans",
        ),
        pytest.param(
            "de",
            [
                "kaffee-m\u00fcller.de \u2013 9,99 \u20ac/Jahr",
                "kaffee-m\u00fcller.co.at \u2013 14,99 \u20ac/Jahr",
            ],
            [("R (kaffee-m\u00fcller.de)", "9.99"), ("R (kaffee-m\u00fcller.co.at)", "14.99")],
            id="de-idn-dash",
        ),
        pytest.param(
            "en",
            ["Node.js hosting $5/mo", "Python hosting $7/mo"],
            [("R (Node.js hosting)", "5"), ("R (Python hosting)", "7")],
            id="a-product-with-a-dot-is-no-domain",
        ),
        pytest.param(
            "en",
            [
                ".com $10.44 first year, renews at $20.44",
                ".net $12.98 first year, renews at $16.98",
            ],
            [
                ("R (.com)", "10.44"),
                ("R (.com) (renews)", "20.44"),
                ("R (.net)", "12.98"),
                ("R (.net) (renews)", "16.98"),
            ],
            id="en-extensions-listed",
        ),
        pytest.param(
            "en",
            [
                "example.com $10.99/yr",
                "example.net $12.99/yr",
                "WHOIS privacy: $4.99/yr",
                "SSL certificate: $29.99/yr",
            ],
            [
                ("R (example.com)", "10.99"),
                ("R (example.net)", "12.99"),
                ("R (WHOIS privacy)", "4.99"),
                ("R (SSL certificate)", "29.99"),
            ],
            id="a-carts-add-ons-keep-their-names",
        ),
    ],
)
def test_a_domain_searchs_results_are_named_by_their_domains(
    lang: str, results: list[str], expected: list[tuple[str, str]]
) -> None:
    items = "".join(f"<li>{result}</li>" for result in results)
    html = f'<html lang="{lang}"><body><main><h2>R</h2><ul>{items}</ul></main></body></html>'
    assert _labels(html) == expected


@pytest.mark.parametrize(
    ("lang", "header", "rows", "expected"),
    [
        pytest.param(
            "es",
            ["Extensi\u00f3n", "Registro", "Renovaci\u00f3n", "Traslado"],
            [[".es", "4,99 \u20ac", "9,99 \u20ac", "5,99 \u20ac"],
             [".com", "9,99 \u20ac", "14,99 \u20ac", "9,99 \u20ac"]],
            [".es (Registro)", ".es (Renovaci\u00f3n)", ".es (Traslado)",
             ".com (Registro)", ".com (Renovaci\u00f3n)", ".com (Traslado)"],
            id="es-two-rows",
        ),
        pytest.param(
            "ja",
            ["\u30c9\u30e1\u30a4\u30f3", "\u53d6\u5f97", "\u66f4\u65b0", "\u79fb\u7ba1"],
            [[".com", "1\u5186", "1,408\u5186", "1,298\u5186"],
             [".co.jp", "3,980\u5186", "6,980\u5186", "4,980\u5186"]],
            [".com (\u53d6\u5f97)", ".com (\u66f4\u65b0)", ".com (\u79fb\u7ba1)",
             ".co.jp (\u53d6\u5f97)", ".co.jp (\u66f4\u65b0)", ".co.jp (\u79fb\u7ba1)"],
            id="ja-two-rows",
        ),
        pytest.param(
            "en",
            ["Plan", "Basic", "Plus", "Premium"],
            [["Price", "$15", "$39", "$89"], ["Setup", "$0", "$49", "$99"]],
            # Two priced rows: each plan's price and its setup fee named apart.
            ["Basic (Price)", "Plus (Price)", "Premium (Price)",
             "Basic (Setup)", "Plus (Setup)", "Premium (Setup)"],
            id="a-comparison-tables-columns-stay-its-plans",
        ),
    ],
)  # fmt: skip
def test_a_row_headed_by_an_extension_is_that_extensions_prices(
    lang: str, header: list[str], rows: list[list[str]], expected: list[str]
) -> None:
    head = "".join(f"<th>{cell}</th>" for cell in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>" for cells in rows)
    table = f"<table><tr>{head}</tr>{body}</table>"
    html = f'<html lang="{lang}"><body><main><h1>T</h1>{table}</main></body></html>'
    assert [label for label, _ in _labels(html)] == expected


@pytest.mark.parametrize(
    ("lang", "line", "expected"),
    [
        pytest.param(
            "ja",
            "初年度 月額990円、2年目以降 月額1,320円",
            [("S (for 1 year)", "990", "month"), ("S (renews)", "1320", "month")],
            id="ja-monthly-for-the-first-year-then-from-the-second",
        ),
        pytest.param(
            "ja",
            "1\u5186\uff08\u521d\u5e74\u5ea6\uff09 2\u5e74\u76ee\u4ee5\u964d 1,408\u5186/\u5e74",
            [("S", "1", "year"), ("S (renews)", "1408", "year")],
            id="ja-registrars-second-year-on",
        ),
        pytest.param(
            "en",
            "$2.99/mo for the first year, renews at $10.99/mo",
            [("S (for 1 year)", "2.99", "month"), ("S (renews)", "10.99", "month")],
            id="en-period-after-wins",
        ),
    ],
)
def test_a_price_for_a_first_year_keeps_its_own_period_and_the_next_renews(
    lang: str, line: str, expected: list[tuple[str, str, str | None]]
) -> None:
    html = f'<html lang="{lang}"><body><main><h2>S</h2><p>{line}</p></main></body></html>'
    found = extract(html.encode(), "text/html; charset=utf-8", Rules(extract="prices")).prices
    assert [(r.label, str(r.amount), r.period) for r in found] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # Two options a plus adds to the product's price are each named: they were both
        # the heading's, so that two surcharges trading their prices changed nothing.
        (
            [H3 + "Produktion", "Express-Produktion + 9,95 €", "Datencheck + 4,95 €"],
            [("Produktion (Express-Produktion)", "9.95"), ("Produktion (Datencheck)", "4.95")],
        ),
        (
            [H3 + "Wykończenie", "Zgrzewanie krawędzi + 4,50 zł/mb netto", "Tunel + 6,00 zł/mb"],
            [("Wykończenie (Zgrzewanie krawędzi)", "4.50"), ("Wykończenie (Tunel)", "6.00")],
        ),
        (
            [H3 + "Papier", "170 g/m² mc gesatineerd + € 5,45", "Recycled + € 3,63"],
            [("Papier (170 g/m² mc gesatineerd)", "5.45"), ("Papier (Recycled)", "3.63")],
        ),
        (
            [H3 + "Finitura", "Plastificazione opaca +12,90 €", "Angoli arrotondati +6,50 €"],
            [
                ("Finitura (Plastificazione opaca)", "12.90"),
                ("Finitura (Angoli arrotondati)", "6.50"),
            ],
        ),
        # Three or more were named already, with the plus: it is the price's sign.
        (
            [H3 + "Options", "Express + $9.95", "File check + $4.95", "Proof + $14.95"],
            [
                ("Options (Express)", "9.95"),
                ("Options (File check)", "4.95"),
                ("Options (Proof)", "14.95"),
            ],
        ),
        # A plus written onto a name is the name's.
        (
            [H3 + "Streaming", "Disney+ 9,99 €", "Netflix 12,99 €", "Apple TV+ 9,99 €"],
            [
                ("Streaming (Disney+)", "9.99"),
                ("Streaming (Netflix)", "12.99"),
                ("Streaming (Apple TV+)", "9.99"),
            ],
        ),
        # An offer's pair of prices, no plus before them, stays its heading's.
        (
            [H3 + "Visitenkarten", "Regulär 24,90 €", "Angebot 19,90 €"],
            [("Visitenkarten", "24.90"), ("Visitenkarten", "19.90")],
        ),
    ],
)
def test_a_surcharge_signed_with_a_plus_is_named_by_its_option(
    lines: list[str], expected: list[tuple[str, str]]
) -> None:
    assert [(label, amount) for label, amount, _ in read(lines)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # A product's own price, then its options each adding to it, the plus apart or in a
        # bracket: the options were all the title's, so that two trading prices changed
        # nothing.
        (
            [H3 + "Bohrschrauber BS 18", "149,00 €", "in L-BOXX + 24,90 €", "Gravur (+ 7,50 €)"],
            [
                ("Bohrschrauber BS 18", "149.00"),
                ("Bohrschrauber BS 18 (in L-BOXX)", "24.90"),
                ("Bohrschrauber BS 18 (Gravur)", "7.50"),
            ],
        ),
        (
            [H3 + "Boormachine X2", "€ 99,00", "Extra accu (+ € 39,00)", "Koffer (+ € 12,50)"],
            [
                ("Boormachine X2", "99.00"),
                ("Boormachine X2 (Extra accu)", "39.00"),
                ("Boormachine X2 (Koffer)", "12.50"),
            ],
        ),
        (
            [H3 + "Desk Pro", "$499.00", "Cable tray [+ $29.00]", "Castors [+ $19.00]"],
            [
                ("Desk Pro", "499.00"),
                ("Desk Pro (Cable tray)", "29.00"),
                ("Desk Pro (Castors)", "19.00"),
            ],
        ),
        # One plus is a note on the title's price, no option of it.
        (
            [H3 + "Bohrschrauber BS 18", "149,00 €", "Versand + 4,95 €"],
            [("Bohrschrauber BS 18", "149.00"), ("Bohrschrauber BS 18", "4.95")],
        ),
        # A bracket without a plus is no surcharge.
        (
            [H3 + "Bohrschrauber BS 18", "149,00 €", "Regulär (219,00 €)", "Outlet (99,00 €)"],
            [
                ("Bohrschrauber BS 18", "149.00"),
                ("Bohrschrauber BS 18", "219.00"),
                ("Bohrschrauber BS 18", "99.00"),
            ],
        ),
    ],
)
def test_a_products_options_with_a_plus_beside_its_price_are_named_by_their_own(
    lines: list[str], expected: list[tuple[str, str]]
) -> None:
    assert [(label, amount) for label, amount, _ in read(lines)] == expected


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        # Two quantities by three turnarounds read as a plan table (more priced columns than
        # priced rows): each price named by its column alone, the quantity lost.
        pytest.param(
            [
                row("Quantité", "Standard", "Express", "Prix unitaire"),
                row("250 ex.", "19,90 €", "23,88 €", "0,08 €"),
                row("500 ex.", "24,90 €", "29,88 €", "0,05 €"),
            ],
            [
                "Standard (250 ex.)",
                "Express (250 ex.)",
                "Prix unitaire (250 ex.)",
                "Standard (500 ex.)",
                "Express (500 ex.)",
                "Prix unitaire (500 ex.)",
            ],
            id="fr-two-quantities-by-three-columns",
        ),
        pytest.param(
            [
                row("Auflage", "135 g", "170 g", "250 g"),
                row("500 Stück", "19,90 €", "23,90 €", "29,90 €"),
                row("1.000 Stück", "24,90 €", "29,90 €", "36,90 €"),
            ],
            [
                "135 g (500 Stück)",
                "170 g (500 Stück)",
                "250 g (500 Stück)",
                "135 g (1.000 Stück)",
                "170 g (1.000 Stück)",
                "250 g (1.000 Stück)",
            ],
            id="de-two-quantities-by-three-papers",
        ),
        # A plan table's one priced row names its prices by the plans alone, as before.
        pytest.param(
            [row("Plan", "Basic", "Plus", "Premium"), row("Price", "$15", "$39", "$89")],
            ["Basic", "Plus", "Premium"],
            id="one-priced-row-of-a-plan-table",
        ),
        # Rows that name periods date their prices and name nothing.
        pytest.param(
            [
                row("Plan", "Basic", "Plus", "Premium"),
                row("Monthly", "$15", "$39", "$89"),
                row("Yearly", "$150", "$390", "$890"),
            ],
            ["Basic", "Plus", "Premium", "Basic", "Plus", "Premium"],
            id="period-rows",
        ),
        # A fare table's tickets, some named with a period ("Monatskarte", "Monthly pass"),
        # others not: each row is a ticket, named by its row and its zone. The month's
        # tickets had been named by the zone alone, both rows alike.
        pytest.param(
            [
                row("Fahrkarte", "Preisstufe 1", "Preisstufe 2", "Preisstufe 3"),
                row("Einzelfahrt", "2,90 €", "3,80 €", "5,20 €"),
                row("Monatskarte", "84,20 €", "107,10 €", "146,90 €"),
                row("Monatskarte Azubi", "63,10 €", "80,30 €", "110,20 €"),
            ],
            [
                *(f"Einzelfahrt (Preisstufe {n})" for n in (1, 2, 3)),
                *(f"Monatskarte (Preisstufe {n})" for n in (1, 2, 3)),
                *(f"Monatskarte Azubi (Preisstufe {n})" for n in (1, 2, 3)),
            ],
            id="de-fare-table-with-monthly-tickets",
        ),
        pytest.param(
            [
                row("Ticket", "Zone 1", "Zones 1-2", "Zones 1-3"),
                row("Single", "$2.75", "$3.50", "$4.25"),
                row("Weekly pass", "$33.00", "$42.00", "$51.00"),
                row("Monthly pass", "$127.00", "$162.00", "$196.00"),
            ],
            [
                *(f"Single ({z})" for z in ("Zone 1", "Zones 1-2", "Zones 1-3")),
                *(f"Weekly pass ({z})" for z in ("Zone 1", "Zones 1-2", "Zones 1-3")),
                *(f"Monthly pass ({z})" for z in ("Zone 1", "Zones 1-2", "Zones 1-3")),
            ],
            id="en-fare-table-with-passes",
        ),
    ],
)
def test_a_priced_rows_label_stays_where_the_columns_are_the_plans(
    rows: list[str], expected: list[str]
) -> None:
    texts = [" | ".join(line[2:].split(CELL)) for line in rows]
    assert [record.label for record in from_lines(rows, texts)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # A price per a count of weeks, in words the term's table holds too: its period, no
        # term besides it (a Dutch or a Swedish gym's four-weekly card).
        ([H3 + "Basic", "€ 24,99 per 4 weken"], ("Basic", "4 weeks")),
        ([H3 + "Flex", "595 kr per 4 veckor"], ("Flex", "4 weeks")),
        ([H3 + "Basic", "£24.99 per 4 weeks"], ("Basic", "4 weeks")),
        # A term that is no period of the price's: its label says it.
        ([H3 + "Start", "$1 a week for 12 weeks"], ("Start (for 12 weeks)", "week")),
    ],
)
def test_a_count_of_periods_a_price_is_per_is_no_term(
    lines: list[str], expected: tuple[str, str]
) -> None:
    texts = [line.lstrip(HEADINGS) for line in lines]
    [record] = from_lines(lines, texts)
    assert (record.label, record.period) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [H3 + "Preise", "PK 1: 59,90 € \u00b7 PK 2: 49,90 € \u00b7 PK 3: 39,90 €"],
            ["Preise (PK 1)", "Preise (PK 2)", "Preise (PK 3)"],
            id="de-price-categories-apart-by-dots",
        ),
        pytest.param(
            [H3 + "Tickets", "Adults: £12, Children: £6, Seniors: £9"],
            ["Tickets (Adults)", "Tickets (Children)", "Tickets (Seniors)"],
            id="en-concessions-apart-by-commas",
        ),
        pytest.param(
            [
                H3 + "Tarifs",
                "Plein tarif : 25 € \u2013 Tarif réduit : 18 € \u2013 Moins de 12 ans : 10 €",
            ],
            ["Tarifs (Plein tarif)", "Tarifs (Tarif réduit)", "Tarifs (Moins de 12 ans)"],
            id="fr-concessions-apart-by-dashes",
        ),
        pytest.param(
            [H3 + "料金", "大人 1,000円\u30fb小人 500円"],
            ["料金 (大人)", "料金 (小人)"],
            id="ja-adult-and-child-apart-by-a-middle-dot",
        ),
        pytest.param(
            ["Eintritt: Erwachsene 12 € | Kinder 6 €"],
            ["Erwachsene", "Kinder"],
            id="a-lines-own-heading-before-a-colon-is-no-pairs-name",
        ),
        pytest.param(
            [H3 + "Tickets", "Saison Herbst \u00b7 Adults £12 \u00b7 Children £6"],
            ["Tickets (Adults)", "Tickets (Children)"],
            id="what-comes-before-the-first-pair-is-no-part-of-its-name",
        ),
        # One offer's prices: its terms, its sale price, its names in lower case, its period
        # words alone; and two names that are one.
        pytest.param(
            [H3 + "Pro", "$10/mo or $100/yr", "Monthly $10 \u00b7 Yearly $100"],
            ["Pro"] * 4,
            id="terms-and-periods-are-no-names",
        ),
        pytest.param(
            [H3 + "Widget", "12 € statt 15 €", "$29.99, then $39.99"],
            ["Widget"] * 4,
            id="an-offers-two-prices-are-no-pairs",
        ),
        pytest.param(
            [
                H3 + "Widget",
                "Was $20, Now $15",
                "Regular price $30 | Sale price $20",
                "Excl. VAT €10 \u00b7 Incl. VAT €12.10",
                "Preis: 29,99 €, Grundpreis: 39,99 €",
                "通常価格 3,980円 / 定期便価格 3,580円",
            ],
            ["Widget"] * 10,
            id="a-sale-a-tax-or-a-unit-names-no-pairs",
        ),
        pytest.param(
            [H3 + "Tickets", "Adults: £12 \u00b7 Adults: £14"],
            ["Tickets"] * 2,
            id="one-name-twice-is-no-pairs",
        ),
    ],
)
def test_a_line_of_names_each_before_its_price_names_each_price(
    lines: list[str], expected: list[str]
) -> None:
    """A line of two or more names, each before its price and apart from the one before by
    a mark, names each price by its own words: before, every price took the line's first name
    (or the heading alone), and a category's price moving to another was no change."""
    assert [label for label, *_ in read(lines)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                H3 + "Enterprise",
                "Need more than 100 seats? Contact sales for a custom quote.",
                H3 + "Pro",
                "$20/mo",
            ],
            [("Enterprise", "None", None), ("Pro", "20", None)],
            id="a-short-sentence-of-a-longer-line",
        ),
        pytest.param(
            [
                H3 + "法人",
                "大規模なご利用をご検討の法人様は、お気軽に営業担当までお問い合わせください。",
                H3 + "Pro",
                "2,000円/月",
            ],
            [("法人", "None", None), ("Pro", "2000", None)],
            id="a-clause-in-japanese",
        ),
        pytest.param(
            [
                H3 + "Access",
                "For wheelchair spaces please contact us on 020 7946 0000 before",
                H3 + "Stalls",
                "£40",
            ],
            [("Stalls", "40", None)],
            id="a-notice-is-no-plan",
        ),
    ],
)
def test_a_plan_on_request_asks_in_a_short_sentence(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    """A "contact sales" in a short sentence of its own is a plan on request, whatever else
    its line says; a notice that sends a reader to a phone number is none."""
    assert read(lines) == expected


def test_one_plans_terms_named_by_their_periods_keep_the_plans_name() -> None:
    """Rates each named before a price for a period, beside a line named before a colon, are
    named by their words, unless those words are a period alone: one plan's terms."""
    lines = [H3 + "Pro", "Intro price: $19/mo", "Monthly $29/mo", "Annually $290/yr"]
    assert [label for label, *_ in read(lines)] == ["Pro"] * 3


_CHIPS = (
    '<html lang="{lang}"><body><h2>{title}</h2><button>{free}</button><button>{other}</button>'
    "<article><h3>Python</h3><p>{a}</p></article><article><h3>SQL</h3><p>{b}</p></article>"
    "<h2>Bootcamp</h2><p>{b}</p></body></html>"
)


@pytest.mark.parametrize(
    ("lang", "title", "free", "other", "a", "b"),
    [
        ("en", "Popular courses", "Free", "Top rated", "$14.99", "$19.99"),
        ("id", "Kelas terpopuler", "Gratis", "Terbaru", "Rp 149.000", "Rp 199.000"),
        ("de", "Beliebte Kurse", "Kostenlos", "Neueste", "49 €", "59 €"),
    ],
)
def test_a_free_filter_over_a_listings_priced_cards_is_no_plan(
    lang: str, title: str, free: str, other: str, a: str, b: str
) -> None:
    html = _CHIPS.format(lang=lang, title=title, free=free, other=other, a=a, b=b)
    assert [label for label, _ in _labels(html)] == ["Python", "SQL", "Bootcamp"]


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # A free plan's card beside priced ones is a plan.
        (
            "<h2>Starter</h2><p>Free</p><h2>Pro</h2><p>$9/mo</p>",
            [("Starter", "0"), ("Pro", "9")],
        ),
        # And so is one with a single priced add-on under it.
        (
            "<h2>Basic</h2><p>Free</p><h3>Extra storage</h3><p>$5/mo</p><h2>Pro</h2><p>$9/mo</p>",
            [("Basic", "0"), ("Extra storage", "5"), ("Pro", "9")],
        ),
    ],
)
def test_a_free_plans_card_is_still_a_plan(html: str, expected: list[tuple[str, str]]) -> None:
    assert sorted(_labels(html)) == sorted(expected)


_BUY_BOX = (
    '<html lang="{lang}"><body><nav><a href="/">Home</a></nav><main><div class="product">'
    "<h1>{name}</h1>{first}{second}<p>{state}</p></div></main></body></html>"
)


@pytest.mark.parametrize(
    ("lang", "name", "normal", "member", "state"),
    [
        ("en", "Trail Runner GTX", "<div>€ 29,99</div>", "<h3>Club price</h3>", "Out of stock"),
        ("de", "Barista Pro 3000", "<p>349,00 €</p>", "<h3>Mitgliederpreis</h3>", "Ausverkauft"),
        ("fr", "Montre Série 9", "<div>449,00 €</div>", "<h4>Prix membre</h4>", "Épuisé"),
        ("nl", "Airfryer XXL", "<div>€ 249,-</div>", "<h2>Clubprijs</h2>", "Uitverkocht"),
        ("ja", "イヤホン X200", "<p>¥12,980</p>", "<h3>会員価格</h3>", "在庫なし"),
        ("en", "Trail Runner GTX", "<div>€ 29,99</div>", "<p>Club price</p>", "Sold out"),
    ],
)
@pytest.mark.parametrize("club_first", [False, True])
def test_a_member_price_titled_in_the_buy_box_is_the_products(
    lang: str, name: str, normal: str, member: str, state: str, club_first: bool
) -> None:
    """A heading naming the member price in a product's buy box is a line of the product,
    not a section: before, the member price was labelled by its heading alone, and the
    product's state, said below it, went to the member price and not the shelf price."""
    club = f'<div class="club">{member}<span>{normal.replace("9", "8")}</span></div>'
    first, second = (club, normal) if club_first else (normal, club)
    html = _BUY_BOX.format(lang=lang, name=name, first=first, second=second, state=state)
    found = extract(html.encode(), "text/html; charset=utf-8", Rules(extract="prices")).prices
    assert {record.label for record in found} == {name, f"{name} (member)"}
    assert len({record.availability for record in found} - {None}) == 1
    assert all(record.availability for record in found)


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        pytest.param(
            "<h1>Museum tickets</h1><div><h3>Member price</h3><p>$10</p></div>"
            "<div><h3>Guest price</h3><p>$15</p></div>",
            [("Member price", "10"), ("Guest price", "15")],
            id="member-and-guest-cards",
        ),
        pytest.param(
            "<h1>Weinclub</h1><h2>Clubpreis</h2><p>Mitglieder zahlen 24,99 € je Flasche.</p>"
            "<h2>Versand</h2><p>Pauschal 9,99 €</p>",
            [("Clubpreis", "24.99"), ("Versand", "9.99")],
            id="a-page-section-beside-a-priced-section",
        ),
        pytest.param(
            "<h1>Coffee machines</h1><div><h3>Barista Pro</h3><p>€ 349,00</p></div>"
            "<div><h3>Barista Mini</h3><p>€ 199,00</p></div>",
            [("Barista Pro", "349.00"), ("Barista Mini", "199.00")],
            id="a-listings-cards",
        ),
    ],
)
def test_a_member_price_titling_a_card_among_cards_is_a_card(
    html: str, expected: list[tuple[str, str]]
) -> None:
    assert _labels(html) == expected


@pytest.mark.parametrize(
    ("lang", "rows", "expected"),
    [
        pytest.param(
            "de",
            "<tr><td>\u00dcberweisung</td><td>\u20ac 2,50</td><td>+ 0,5%</td></tr>"
            "<tr><td>Lastschrift</td><td>\u20ac 0,35</td><td>\u2014</td></tr>",
            [("\u00dcberweisung (+ 0.5%)", "2.50"), ("Lastschrift", "0.35")],
            id="a-signed-rate-in-its-own-cell",
        ),
        pytest.param(
            "fr",
            "<tr><th>Op\u00e9ration</th><th>Frais fixes</th><th>Commission</th></tr>"
            "<tr><td>Virement SEPA</td><td>0,50 \u20ac</td><td>0,2 %</td></tr>"
            "<tr><td>Carte</td><td>0,25 \u20ac</td><td>1,5 %</td></tr>",
            [("Virement SEPA (+ 0.2%)", "0.50"), ("Carte (+ 1.5%)", "0.25")],
            id="a-column-of-rates",
        ),
        pytest.param(
            "en",
            "<tr><td>Online cards</td><td>1.9% + 30\u00a2</td></tr>"
            "<tr><td>Wire</td><td>$15</td></tr>",
            [("Online cards (1.9% +)", "0.3"), ("Wire", "15")],
            id="the-rate-before-its-amount",
        ),
        pytest.param(
            "en",
            "<tr><td>Widget</td><td>$49.99</td><td>-20%</td></tr>"
            "<tr><td>Gadget</td><td>$19.99</td><td>-15%</td></tr>",
            [("Widget", "49.99"), ("Gadget", "19.99")],
            id="a-discount-is-no-rate",
        ),
    ],
)
def test_a_fee_s_rate_beside_its_amount_is_part_of_its_label(
    lang: str, rows: str, expected: list[tuple[str, str]]
) -> None:
    """A rate added to a fee's fixed amount changes as the amount does: before, a rate after
    the amount was no part of the record (or, signed in a cell of its own, the rows were
    dropped as market quotes), and its change was missed."""
    html = f'<html lang="{lang}"><body><h1>Fees</h1><table>{rows}</table></body></html>'
    assert [(label, amount) for label, amount in _labels(html)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [H3 + "Monthly", "\u20ac29", H3 + "Quarterly", "\u20ac79", H3 + "Yearly", "\u20ac290"],
            [("Monthly", "29", "month"), ("Quarterly", "79", "quarter"), ("Yearly", "290", "year")],
            id="en",
        ),
        pytest.param(
            [H3 + "Monatlich", "29 \u20ac", H3 + "Viertelj\u00e4hrlich", "79 \u20ac"],
            [("Monatlich", "29", "month"), ("Viertelj\u00e4hrlich", "79", "quarter")],
            id="de",
        ),
        pytest.param(
            [H4 + "Mensual", "$ 299 MXN", H4 + "Anual", "$ 2.990 MXN"],
            [("Mensual", "299", "month"), ("Anual", "2990", "year")],
            id="es",
        ),
        pytest.param(
            [H3 + "\u6708\u6255\u3044", "980\u5186", H3 + "\u5e74\u6255\u3044", "9,800\u5186"],
            [("\u6708\u6255\u3044", "980", "month"), ("\u5e74\u6255\u3044", "9800", "year")],
            id="ja",
        ),
        # Near-misses: a name that ends in a period is a plan's; a period the line states
        # is the price's own; a row of a toggle's periods over a price says none of them.
        pytest.param(
            [H3 + "Premium Monthly", "\u20ac29"],
            [("Premium Monthly", "29", None)],
            id="a-plan-named-with-a-period",
        ),
        pytest.param(
            [H3 + "Monthly", "\u20ac290/yr"],
            [("Monthly", "290", "year")],
            id="the-lines-own-period",
        ),
        pytest.param(
            [H3 + "Coffee", "Monthly", "Quarterly", "$24"],
            [("Coffee", "24", None)],
            id="a-toggles-periods",
        ),
    ],
)
def test_an_option_titled_by_a_period_is_for_that_period(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    """A heading that is a period alone over a price is the price's period, as a label in a
    block of its own is: before, period options titled by headings had no period. A row of
    periods over a price (a toggle's, a tab list's) names none: before, the last took it."""
    assert read_periods(lines) == expected


def _bundle(lang: str, title: str, sizes: list[tuple[str, str]], said: str) -> bytes:
    options = "".join(
        f'<label><input type="radio" name="q"/><span>{size}</span> <span>{said}{price}</span>'
        "</label>"
        for size, price in sizes
    )
    main = f"<h1>{title}</h1><fieldset><legend>Bundle</legend>{options}</fieldset>"
    return f'<html lang="{lang}"><body><main>{main}</main></body></html>'.encode()


SIZES = {
    "en": [("2 bags", "$18.05 each"), ("3 bags", "$17.50 each"), ("4 bags Save 10%", "$17.10")],
    "de": [("2 Dosen", "4,50 \u20ac"), ("4 Dosen", "4,30 \u20ac"), ("6 Dosen", "4,20 \u20ac")],
    "fr": [("Lot de 2", "8,90 \u20ac"), ("Lot de 4", "8,50 \u20ac"), ("Lot de 6", "8,20 \u20ac")],
}


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        # A theme's words for screen readers before every price say which price it is, not
        # what is offered: the option's name is what a reader sees (they were read into it,
        # "2 bags Regular price", and a theme renaming them changed every label).
        ("en", '<span class="visually-hidden">Regular price</span>'),
        ("en", '<span class="sr-only">Sale price</span>'),
        ("de", '<span class="visually-hidden">Preis</span>'),
        ("de", '<span class="sr-only">Unser Preis</span>'),
        ("fr", '<span class="visually-hidden">Prix</span>'),
        ("fr", '<span class="sr-only">Prix TTC</span>'),
    ],
)
def test_a_price_role_said_before_an_options_price_is_no_part_of_its_name(
    lang: str, said: str
) -> None:
    def read(said: str) -> list[tuple[str, str]]:
        found = extract(
            _bundle(lang, "Kaffee", SIZES[lang], said), "text/html", Rules(extract="prices")
        )
        return [(r.label, str(r.amount)) for r in found.prices]

    assert read(said) == read("")
    assert len({label for label, _ in read(said)}) == len(SIZES[lang])


@pytest.mark.parametrize(
    ("size", "expected"),
    [
        ("2 bags Regular price", "Kaffee (2 bags)"),
        # Near-misses: role words that are the whole name, or no price's ("New", a count).
        ("Regular price", "Kaffee (Regular price)"),
        ("2 bags Save 5%", "Kaffee (2 bags Save 5%)"),
        ("2 bags New", "Kaffee (2 bags New)"),
        ("2 Gold member", "Kaffee (2 Gold member)"),
    ],
)
def test_a_name_that_is_no_price_role_keeps_its_words(size: str, expected: str) -> None:
    sizes = [(size, "$9.00 each"), ("3 bags", "$8.00 each"), ("4 bags", "$7.00 each")]
    assert extract(_bundle("en", "Kaffee", sizes, ""), "text/html", Rules(extract="prices")).prices[
        0
    ].label == (expected)


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # Role words that tell one price of a name from another stay: a member's, a unit's,
        # one without tax. Dropped, two prices took one label ("Adult" twice).
        (
            ["Adult Member Price: $10", "Adult Price: $15", "Child Price: $5"],
            ["Adult Member Price", "Adult", "Child"],
        ),
        (
            ["Box of 12 unit price 1,20 \u20ac", "Box of 12 14,40 \u20ac"],
            ["Box of 12 unit price", "Box of 12"],
        ),
        (["Pro Prix HT 100 \u20ac", "Pro Prix TTC 120 \u20ac"], ["Pro Prix HT", "Pro"]),
        (
            ["Pro excl. VAT 100 \u20ac", "Pro incl. VAT 119 \u20ac"],
            ["Pro excl. VAT", "Pro incl. VAT"],
        ),
        (["Kaffee Grundpreis 1,20 \u20ac", "Kaffee 12,00 \u20ac"], ["Kaffee Grundpreis", "Kaffee"]),
        (["Basic Net Price $10", "Basic Price $12"], ["Basic Net Price", "Basic"]),
        # Near-misses: words that only say a price follows are dropped still.
        (["Basis Preis 9 \u20ac", "Premium Preis 19 \u20ac"], ["Basis", "Premium"]),
        (["Early Bird Sale Price $99", "Student Price $49"], ["Early Bird", "Student"]),
    ],
)
def test_role_words_that_set_a_price_apart_stay_in_its_name(
    lines: list[str], expected: list[str]
) -> None:
    body = "<ul>" + "".join(f"<li>{line}</li>" for line in lines) + "</ul>"
    found = extract(body.encode(), "text/html; charset=utf-8", Rules(extract="prices")).prices
    assert [record.label.removesuffix(" (member)") for record in found] == expected


def _plan_cards(lang: str, cards: list[tuple[str, str]]) -> str:
    body = "".join(f"<div class=card><h3>{name}</h3>{inner}</div>" for name, inner in cards)
    grid = f"<h2>Plans</h2><div class=grid>{body}</div>"
    return f"<html lang={lang}><body><main>{grid}</main></body></html>"


def _per_over(per: str, price: str, period: str) -> str:
    return f"<small>{per}</small><div>{price}</div><small>{period}</small>"


@pytest.mark.parametrize(
    ("lang", "cards", "periods"),
    [
        # What a price is per, in a line of its own over it: its unit, as on its own line.
        (
            "en",
            [("Basic", _per_over("per user", "$12", "/month"))] * 2,
            ["month per user"] * 2,
        ),
        (
            "de",
            [("Basis", _per_over("pro Nutzer", "12 \u20ac", "/Monat"))] * 2,
            ["month per nutzer"] * 2,
        ),
        (
            "fr",
            [("Pro", _per_over("par utilisateur", "12 \u20ac", "par mois"))] * 2,
            ["month per utilisateur"] * 2,
        ),
        (
            "pl",
            [("Start", _per_over("za u\u017cytkownika", "49 z\u0142", "/mies."))] * 2,
            ["month per u\u017cytkownika"] * 2,
        ),
        # The line says the period too.
        (
            "de",
            [("Basis", "<small>Pro Nutzer und Monat</small><div>12 \u20ac</div>")] * 2,
            ["month per nutzer"] * 2,
        ),
        # Near misses: a plan's name in another language's "per", a tier's count of users.
        (
            "en",
            [("Basic", _per_over("Pro Member", "$12", "/month"))] * 2,
            ["month"] * 2,
        ),
        (
            "de",
            [("Basis", _per_over("Pro 10 Nutzer", "12 \u20ac", "/Monat"))] * 2,
            ["month"] * 2,
        ),
    ],
)
def test_what_a_price_is_per_set_over_it_is_its_unit(
    lang: str, cards: list[tuple[str, str]], periods: list[str]
) -> None:
    prices = extract(_plan_cards(lang, cards).encode(), "text/html", Rules(extract="prices")).prices
    assert [p.period for p in prices] == periods


def test_what_a_price_is_per_under_another_price_is_that_ones() -> None:
    """ "per user" under "$10" and over "$100": a note of the price above it, that one's unit
    (as a fare's "per passenger" under its amount), not the one below's."""
    lines = ["Plans", "$10", "per user", "$100", "per year"]
    assert [record.period for record in from_lines(lines, lines)] == ["1 user", "year"]


@pytest.mark.parametrize(
    ("lang", "line", "periods"),
    [
        # What the first price is per, written before it, its alternatives after an "or" are
        # per too: the year's price lost its seat.
        ("en", "per seat $10 / month or $100 / year", ["month per seat", "year per seat"]),
        ("en", "Per user $10/month, $100/year", ["month per user", "year per user"]),
        (
            "de",
            "Pro Nutzer 9 \u20ac / Monat oder 90 \u20ac / Jahr",
            ["month per nutzer", "year per nutzer"],
        ),
        (
            "fr",
            "Par utilisateur 8 \u20ac/mois ou 80 \u20ac/an",
            ["month per utilisateur", "year per utilisateur"],
        ),
        (
            "ja",
            "1\u30e6\u30fc\u30b6\u30fc\u3042\u305f\u308a \u00a51,200/\u6708 \u307e\u305f\u306f"
            " \u00a512,000/\u5e74",
            ["month per 1\u30e6\u30fc\u30b6\u30fc", "year per 1\u30e6\u30fc\u30b6\u30fc"],
        ),
        # Near misses: another item's price after other words, one with a unit of its own,
        # a unit after the first price that is its own.
        (
            "de",
            "Pro Nutzer 9 \u20ac/Monat, Einrichtung 49 \u20ac einmalig",
            ["month per nutzer", "once"],
        ),
        ("en", "Per user $10/month and $5/month per extra GB", ["month per user", "month"]),
        ("en", "$5 per user $8/mo", ["1 user", "month"]),
    ],
)
def test_a_unit_before_a_price_is_its_alternatives_too(
    lang: str, line: str, periods: list[str]
) -> None:
    with language.reading((lang,)):
        assert [record.period for record in from_lines([line], [line])] == periods


def _fee_table(lang: str, rows: list[tuple[str, str]], markup: str) -> str:
    """A fee table of ``rows`` (a name and a cell each) as a ``<table>`` or as a list of
    divs under a head row."""
    if markup == "table":
        body = "".join(f"<tr><td>{name}</td><td>{cell}</td></tr>" for name, cell in rows)
        table = f"<table><tr><th>Fee</th><th>Rate</th></tr>{body}</table>"
    else:
        body = "".join(
            f"<div class=r><span>{name}</span><span>{cell}</span></div>" for name, cell in rows
        )
        table = f"<div><div class=h><b>Fee</b><b>Rate</b></div>{body}</div>"
    return f'<html lang="{lang}"><body><main><h1>Fees</h1>{table}</main></body></html>'


@pytest.mark.parametrize("markup", ["table", "divs"])
@pytest.mark.parametrize(
    ("lang", "rows", "expected"),
    [
        # A row that charges a rate alone beside priced rows: a surcharge's, or any in a table
        # whose priced rows hold rates too. Its rate moving was no change at all.
        (
            "en",
            [
                ("Domestic cards", "2.9% + 30\u00a2"),
                ("International cards", "+1.5%"),
                ("Chargeback", "$15.00"),
            ],
            "International cards (+ 1.5%)",
        ),
        (
            "de",
            [
                ("Inl\u00e4ndische Karten", "1,5 % + 0,25 \u20ac"),
                ("Internationale Karten", "+ 1,5 %"),
                ("R\u00fcckbuchung", "15,00 \u20ac"),
            ],
            "Internationale Karten (+ 1.5%)",
        ),
        (
            "fr",
            [
                ("Cartes europ\u00e9ennes", "1,5 % + 0,25 \u20ac"),
                ("Cartes internationales", "3,25 %"),
                ("Litige", "15,00 \u20ac"),
            ],
            "Cartes internationales (3.25%)",
        ),
        # Near misses: a share beside a product's price charges nothing, nor does a discount.
        (
            "de",
            [("Preis", "12,99 \u20ac"), ("Alkohol", "13,5 %"), ("Flasche", "0,75 l")],
            None,
        ),
        ("en", [("Basic", "$10"), ("Pro", "$20"), ("Annual plans", "-25%")], None),
    ],
)
def test_a_fee_tables_row_of_a_rate_alone_is_a_record(
    lang: str, rows: list[tuple[str, str]], expected: str | None, markup: str
) -> None:
    html = _fee_table(lang, rows, markup)
    unpriced = [label for label, amount in _labels(html) if amount == "None"]
    assert unpriced == ([expected] if expected else [])
    rate = next(cell for _, cell in rows if "%" in cell and "+ " not in cell[2:])
    moved = html.replace(rate, rate.replace("5", "7", 1))
    was, now = (
        extract(page.encode(), "text/html", Rules(extract="prices")).digest
        for page in (html, moved)
    )
    assert (was != now) is bool(expected)


@pytest.mark.parametrize(
    ("lang", "items", "labels"),
    [
        # The rate a fee's fixed part is added to stands between the fee's name and its
        # amount: the name was lost, and with it the other items' names.
        (
            "de",
            ["Karten: 1,9%+0,35 \u20ac", "SEPA: 0,35 \u20ac"],
            ["Geb\u00fchren (Karten) (1.9% +)", "Geb\u00fchren (SEPA)"],
        ),
        (
            "en",
            ["Cards: 2.9% + 30\u00a2", "ACH: $0.80"],
            ["Fees (Cards) (2.9% +)", "Fees (ACH)"],
        ),
        (
            "fr",
            ["Cartes : 1,4 %+0,25 \u20ac", "Virement : 0,50 \u20ac"],
            ["Frais (Cartes) (1.4% +)", "Frais (Virement)"],
        ),
        # The rate after the amount was no part of the name already.
        (
            "nl",
            ["Kaarten: \u20ac 0,29+1,5%", "iDEAL: \u20ac 0,29"],
            ["Kosten (Kaarten) (+ 1.5%)", "Kosten (iDEAL)"],
        ),
    ],
)
def test_a_fees_name_before_its_rate_names_it(
    lang: str, items: list[str], labels: list[str]
) -> None:
    title = labels[0].split(" (")[0]
    body = "".join(f"<li>{item}</li>" for item in items)
    html = f'<html lang="{lang}"><body><main><h1>{title}</h1><ul>{body}</ul></main></body></html>'
    assert [label for label, _ in _labels(html)] == labels


@pytest.mark.parametrize(
    ("lines", "names"),
    [
        # A card's name of four or five words, each starting as a name's does: its card's.
        # Read as no name, both cards took their heading's, and a swap of their prices read
        # as no change.
        (
            [
                H3 + "Plans",
                "Small Business Plus Plan",
                "$29/mo",
                "5 users",
                "Professional Services Bundle Annual",
                "$990/yr",
                "20 users",
            ],
            ["Small Business Plus Plan", "Professional Services Bundle Annual"],
        ),
        (
            [
                H3 + "Planes",
                "Plan Empresa Avanzado Anual",
                "290 \u20ac al a\u00f1o",
                "Soporte 24/7",
                "Plan Hogar Fibra Total",
                "39 \u20ac al mes",
                "Fibra 1 Gb",
            ],
            ["Plan Empresa Avanzado Anual", "Plan Hogar Fibra Total"],
        ),
        (
            [
                H3 + "Tarife",
                "Business Premium Paket Jahresabo",
                "99,00 \u20ac",
                "5 Nutzer",
                "Profi Paket Plus 2025",
                "12,00 \u20ac",
                "1 Nutzer",
            ],
            ["Business Premium Paket Jahresabo", "Profi Paket Plus 2025"],
        ),
        # Near-misses: a tagline under the name, in lower case or of six words, names no card.
        (
            [
                H3 + "Plans",
                "Pro",
                "Best for small teams",
                "$29/mo",
                "5 users",
                "Team",
                "Best for growing teams",
                "$99/mo",
                "20 users",
            ],
            ["Pro", "Team"],
        ),
        (
            [
                H3 + "Plans",
                "Pro",
                "The Best Plan For Growing Teams",
                "$29/mo",
                "5 users",
                "Team",
                "The Best Plan For Large Teams",
                "$99/mo",
                "20 users",
            ],
            ["Pro", "Team"],
        ),
        (
            [
                H3 + "Tarife",
                "Basis",
                "F\u00fcr kleine Teams geeignet",
                "9,00 \u20ac",
                "5 Nutzer",
                "Profi",
                "F\u00fcr gro\u00dfe Teams geeignet",
                "19,00 \u20ac",
                "20 Nutzer",
            ],
            ["Basis", "Profi"],
        ),
    ],
)
def test_a_cards_name_of_capitalised_words_names_it(lines: list[str], names: list[str]) -> None:
    assert [label for label, _, _ in read(lines)] == names


H6 = HEADINGS[5]
_ENDS = GRID_END  # the line after a grid of cards: the next card's first


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                HEADINGS[1] + "Zboruri disponibile",
                "06:15 OTP",
                "RO 391 \u00b7 Airbus A318",
                H6 + "Light",
                "289 lei",
                H6 + "Flex",
                "529 lei",
                _ENDS + "10:40 OTP",
                "RO 393 \u00b7 Boeing 737",
                H6 + "Light",
                "Epuizat",
                H6 + "Flex",
                "739 lei",
            ],
            ["06:15 OTP (Light)", "06:15 OTP (Flex)", "10:40 OTP (Flex)"],
            id="ro-flights-sold-out-first-fare",
        ),
        pytest.param(
            [
                H3 + "Rooms",
                CARD + "Deluxe Room",
                H4 + "Flexible",
                "\u00a3120 per night",
                H4 + "Non-refundable",
                "\u00a399 per night",
                CARD + "Standard Room",
                H4 + "Flexible",
                "\u00a390 per night",
                H4 + "Non-refundable",
                "\u00a375 per night",
            ],
            [
                "Deluxe Room (Flexible)",
                "Deluxe Room (Non-refundable)",
                "Standard Room (Flexible)",
                "Standard Room (Non-refundable)",
            ],
            id="en-room-cards",
        ),
        pytest.param(
            [
                HEADINGS[1] + "Verbindungen",
                "Hinfahrt",
                "08:00 Berlin ZOB",
                H6 + "Spar",
                "19,99 \u20ac",
                H6 + "Flex",
                "29,99 \u20ac",
                _ENDS + "12:00 Berlin ZOB",
                H6 + "Spar",
                "24,99 \u20ac",
                H6 + "Flex",
                "34,99 \u20ac",
            ],
            [
                "08:00 Berlin ZOB (Spar)",
                "08:00 Berlin ZOB (Flex)",
                "12:00 Berlin ZOB (Spar)",
                "12:00 Berlin ZOB (Flex)",
            ],
            id="de-bus-connections",
        ),
        pytest.param(
            [H3 + "Basic", "$9 / month", H3 + "Pro", "$19 / month"],
            ["Basic", "Pro"],
            id="near-miss-plans-named-once",
        ),
        pytest.param(
            [
                HEADINGS[1] + "Tarifs",
                "Meilleur choix",
                H6 + "Mensuel",
                "9 \u20ac",
                H6 + "Annuel",
                "90 \u20ac",
                _ENDS + "Meilleur choix",
                H6 + "Mensuel",
                "19 \u20ac",
                H6 + "Annuel",
                "190 \u20ac",
            ],
            ["Mensuel", "Annuel", "Mensuel", "Annuel"],
            id="near-miss-fr-cards-told-apart-by-no-line",
        ),
        pytest.param(
            [CARD + "Deluxe Room", H4 + "Flexible", "\u00a3120", H4 + "Non-refundable", "\u00a399"],
            ["Flexible", "Non-refundable"],
            id="near-miss-one-card",
        ),
    ],
)
def test_alike_cards_name_their_boxes_by_the_line_that_tells_them_apart(
    lines: list[str], expected: list[str]
) -> None:
    texts = [page.plain(line) for line in lines]
    assert [r.label for r in from_lines(lines, texts)] == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                H3 + "Zboruri",
                row("Ora", "Light", "Clasic", "Flex"),
                row("06:15 BA 123", "289 lei", "389 lei", "529 lei"),
                row("10:40 BA 125", "339 lei", "Epuizat", "579 lei"),
                row("18:20 BA 127", "Epuizat", "429 lei", "Epuizat"),
            ],
            [
                ("06:15 BA 123 (Light)", "289", None),
                ("06:15 BA 123 (Clasic)", "389", None),
                ("06:15 BA 123 (Flex)", "529", None),
                ("10:40 BA 125 (Light)", "339", None),
                ("10:40 BA 125 (Flex)", "579", None),
                ("18:20 BA 127 (Clasic)", "429", None),
            ],
            id="ro-one-fare-left",
        ),
        pytest.param(
            [
                H3 + "Trains",
                row("Departure", "Standard", "First"),
                row("07:05", "\u00a329.50", "\u00a389.00"),
                row("09:35", "\u00a334.00", "Sold out"),
            ],
            [
                ("07:05 (Standard)", "29.50", None),
                ("07:05 (First)", "89.00", None),
                ("09:35 (Standard)", "34.00", None),
            ],
            id="en-first-class-sold-out",
        ),
        pytest.param(
            [
                H3 + "Fernbus",
                row("Abfahrt", "Spar", "Flex"),
                row("08:00", "19,99 \u20ac", "29,99 \u20ac"),
                row("12:00", "Ausgebucht", "34,99 \u20ac"),
            ],
            [
                ("08:00 (Spar)", "19.99", None),
                ("08:00 (Flex)", "29.99", None),
                ("12:00 (Flex)", "34.99", None),
            ],
            id="de-saver-fare-booked-up",
        ),
        pytest.param(
            [
                H3 + "T-shirt",
                row("Size", "Price", "Stock"),
                row("M", "\u00a319.00", "In stock"),
                row("L", "\u00a319.00", "Sold out"),
            ],
            [("M", "19.00", "InStock"), ("L", "19.00", "SoldOut")],
            id="near-miss-a-stock-column-no-row-prices",
        ),
    ],
)
def test_a_rows_one_fare_beside_other_fares_states_is_its_columns(
    lines: list[str], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read(lines) == expected


@pytest.mark.parametrize(
    ("cells", "expected"),
    [
        # A buy box's table of label and value: the free-shipping threshold in the delivery
        # charge's cell and the store credit a purchase earns are no offers (before: a row of
        # cells was never asked, so 50,000 and 390 won were prices).
        (
            (
                "\ubc30\uc1a1\ube44",
                "3,000\uc6d0 (50,000\uc6d0 \uc774\uc0c1 \ubb34\ub8cc\ubc30\uc1a1)",
            ),
            [("\ubc30\uc1a1\ube44", "3000", None)],
        ),
        (("\uc801\ub9bd\uae08", "390\uc6d0 (1%)"), []),
        (("Versand", "4,90 \u20ac (versandkostenfrei ab 50 \u20ac)"), [("Versand", "4.90", None)]),
        (
            ("Delivery", "$5.99 \u00b7 free delivery on orders over $60"),
            [("Delivery", "5.99", None)],
        ),
        # the product's own prices and a quantity tier stay
        (("\ud310\ub9e4\uac00", "39,000\uc6d0"), [("\ud310\ub9e4\uac00", "39000", None)]),
        (("Ab 10 St\u00fcck", "3,90 \u20ac"), [("Ab 10 St\u00fcck", "3.90", None)]),
        # an amount in the row's head is its tier or bracket, whatever the head says
        (
            ("Orders over $50 ship free", "Standard", "$0.00"),
            [("Orders over", "50", None), ("Orders over (over 50)", "0.00", None)],
        ),
    ],
)
def test_a_rows_order_terms_are_read_in_the_amounts_cell(
    cells: tuple[str, ...], expected: list[tuple[str, str, str | None]]
) -> None:
    assert read([H3 + "Produkt", row(*cells)]) == expected
