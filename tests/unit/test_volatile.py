"""Volatile text as tables, per language and kind: what is removed from a line (``REMOVED``:
line → what is left), and the real content that looks like it but must stay (``KEPT``: plan
limits, trial lengths, opening hours, dates of a price change)."""

# Greek and Turkish letters that look like Latin ones: that is what they are.
# ruff: noqa: RUF001

import json
import re
from collections.abc import Callable
from decimal import Decimal

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from monitor import errors
from monitor.extract import EXTRACTION_VERSION, Mode, Rules, extract, money, volatile
from monitor.extract.money import prices_by_line
from monitor.extract.volatile import COMMON, KINDS, LANGUAGES, Kind, Language
from tests.unit import volatile_further_cases as further
from tests.unit.test_extract_hostile import (
    FIVE_MB,
    FIVE_MB_OF_PRICES,
    JSON,
    TEXT,
    Budget,
    assert_within,
    fill,
)

Cases = dict[Kind, list[tuple[str, str]]]

REMOVED: dict[str, Cases] = {
    "common": {
        "countdown": [("02:14:33", ""), ("3d 4h", ""), ("5h 12m 3s", ""), ("12m 30s", "")],
        "rating": [
            ("★★★★☆", ""),
            ("4.8/5 (1,203)", ""),
            ("4.8 (1203)", ""),
            ("4.8/5.", ""),
            ("Our score 4.8/5. Thanks", "Our score . Thanks"),
        ],
        "number": [
            ("Request ID: 1df06ef851fa27b1", "Request ID"),
            ("ID запиту: 122B598615DCBE81", "ID запиту"),
            ("trace 3f2a9c1e-8b7d-4e21-9a0f-5c6d7e8f9a0b", "trace"),
            ("Trace 3f2a9c1e-1b2c-4d5e-8f90-a1b2c3d4e5f6", "Trace"),
            ("© 2026 Acme · build 9c1e5d2", "Acme · build"),
            # A release's build metadata: the same release rebuilt.
            ("Version 2026.48.3-9f2c1ab", "Version 2026.48.3"),
            ("v2.14.0+9f2c1ab · ok", "v2.14.0+ ok"),
            ("Art. 12-9f2c1ab", "Art. 12-9f2c1ab"),  # no dotted release before it
            # git describe: the commits since the release and their hash, the release kept.
            ("Build 2026.12.04-1187-g3fa9c2e", "Build 2026.12.04"),
            ("Verze v3.2.0-14-g9f2c1ab0d · ok", "Verze v3.2.0 ok"),
            ("Versione 41-7-g0a1b2c3d4e5f", "Versione 41"),
            ("Modell X-200-gold", "Modell X-200-gold"),  # no hash after the "g"
            ("Art. 1187-g3fa9c2", "Art. 1187-g3fa9c2"),  # no count after a release
            ("Ray ID: 8c2f1a3b4d5e6f70", "Ray ID"),
            ("Plan CX11, 4 vCPU", "Plan CX11, 4 vCPU"),  # a product's code, no hash
            ("Order 1234567 items", "Order 1234567 items"),  # digits alone are a number
            ("A DEADBEEF1 key", "A DEADBEEF1 key"),  # in capitals: a code
            ("Request ID: 7F3A9C2B11D04E5F", "Request ID"),
            ("Request ID: 01HZY3K6Q7ZP8X9V2M4N5B6C7D", "Request ID"),  # a ULID
            ("trace 01hzy3k6q7zp8x9v2m4n5b6c7d · ok", "trace ok"),
            ("Event 01ARZ3NDEKTSV4RRFFQ69G5FAV: saved", "Event saved"),
            ("Session token: Of0aVQGrpAv1sy4FRrzqIhlHQTzhPql5", "Session token"),
            ("csrf k2Jd8sPq0ZxW4vNt7yHbR1cLmE5uA9gF= ok", "csrf ok"),
        ],
        # An exchange rate of the moment, a bank's or a transfer service's.
        "counter": [
            ("Kurs sprzedaży: 1 EUR = 4,3187 PLN", "Kurs sprzedaży"),
            ("Tageskurs 1 € = 1,0841 CHF · Gebühr 3,50 €", "Tageskurs Gebühr 3,50 €"),
            ("Our rate: £1 = €1.1523", "Our rate"),
            ("USD 1 = MXN 17.24", ""),
            ("100 JPY ≈ 0,58 EUR", ""),
            ("Taux du jour : 1 EUR = 0,8612 GBP", "Taux du jour"),
            ("Cotação VET: 1 USD = R$ 5,5102", "Cotação VET"),
            ("1 CAD = US$ 0.7124 today", "today"),
            # A sign with its country's letters, as the Americas write theirs.
            ("Tipo de cambio referencial: US$1 = S/3.752", "Tipo de cambio referencial"),
            ("Cotización: U$S 1 = $U 40,15 hoy", "Cotización hoy"),
            ("tasa de referencia: US$1 = RD$58.90.", "tasa de referencia ."),
            ("US$ 1 = S/. 3.75", ""),
            ("Câmbio: US$ 1 = R$ 5,42", "Câmbio"),
            # A price and a plan's allowance joined by "=": no two currencies, no rate.
            ("Plan Max S/ 39.90 = 30 GB", "Plan Max S/ 39.90 = 30 GB"),
            ("Pack US$ 10 = 1.000 SMS", "Pack US$ 10 = 1.000 SMS"),
        ],
        "timestamp": [
            ("© 2026 Acme, Inc.", "Acme, Inc."),
            ("© 2008–2026 Техномаркет", "Техномаркет"),
            ("Copyright 2026 Acme", "Acme"),
            ("Download pricing.pdf?v=1764661234", "Download pricing.pdf"),
            ("/assets/app.css?ver=6.4.2&cb=9f3a", "/assets/app.css"),
        ],
    },
    "en": {
        "relative": [
            ("Last delivery about 2 hours", ""),
            ("Last seen 3 days ago · Bristol", "Bristol"),
            ("Last order: 5 hours", ""),
            ("Updated 5 minutes ago", ""),
            ("Last updated: 3 hours ago", ""),
            ("Posted 2d ago", ""),
            ("Updated about an hour ago", ""),
            ("Edited a few seconds ago", ""),
            ("Pro plan — updated 3 weeks ago", "Pro plan"),
            ("Updated just now", ""),
            ("moments ago", ""),
            ("Sale ends Sunday", ""),
            ("This offer expires tomorrow!", ""),
        ],
        "countdown": [
            # A status from the clock: it flips at each opening and closing.
            ("Open now · Closes at 8 pm", ""),
            ("Closed now - opens tomorrow at 7:30", ""),
            ("Next cohort starts in 12 days", "Next cohort"),
            ("Doors close in 2 days 14 hours", "Doors"),
            ("Order within 2 hrs 14 mins for same-day dispatch", "for same-day dispatch"),
            ("Ends in 02:14:33", ""),
            ("This offer ends in 3 days", ""),
            ("3d 4h left", ""),
            ("Offer expires in 2 hours 15 minutes", ""),
            ("Boxing Day deals end in 2 days, 4 hrs, 13 mins", "Boxing Day"),
            ("Offers expire in 3 days", ""),
            ("Time left: 14:33", ""),
            ("Only 2 days left!", ""),
            ("Hurry, 5h 12m 3s remaining", "Hurry"),
            ("FREE delivery Sunday. Order within 6 hrs 17 mins.", "FREE delivery Sunday."),
            ("Free if ordered within 3 hrs 12 mins", "Free if"),
        ],
        "counter": [
            # A gym's live occupancy in a share.
            ("Gym occupancy: 40%", "Gym"),
            ("Live occupancy right now 63 %", ""),
            ("Current bid: £12.00 [3 bids]", "Current bid: £12.00"),
            ("1 bid · 23 watchers", ""),
            # The carts a handmade listing is in, one more at each shopper's click.
            ("In 20 baskets", ""),
            ("Only 2 left and in 20+ carts", "Only … left and"),
            ("Lightning deal · 72% claimed", "Lightning deal"),
            ("50 % sold", ""),
            ("1,190 results for 35mm film camera", "35mm film camera"),
            ("Showing 1-48 of 1,190 results", "Showing 1-48"),
            # Other sellers' copies, counted, and the least of their prices.
            ("2 New from $12.80 · 5 Used from $4.99", ""),
            ("Other sellers: 12 used & new from £6.40", "Other sellers"),
            ("2,184 Canadian sites launched on HearthCloud this week", ""),
            ("312 stores launched today", ""),
            # An exchange rate after its label, one amount: the rate of the day.
            ("Exchange rate today: $1.0841", ""),
            # An insurer's tally of the quotes it gave, who got them named any way.
            ("1,284 Aussies got a quote today", ""),
            ("312 quotes requested this week · Get yours", "Get yours"),
            ("Conversion rate: €0.9231 · fee $2.99", "fee $2.99"),
            # A support line's queue, told live in minutes.
            ("Estimated wait time: about 7 min", ""),
            ("Average response time: 4 min", ""),
            ("312 teams are comparing plans right now", ""),
            # What was delivered or served so far this week or today.
            ("12,480 boxes delivered this week", ""),
            ("Over 3,200 meals served today", "Over"),
            (
                "Current hold time is under 12 minutes. Thanks for waiting.",
                "Thanks for waiting.",
            ),
            ("Queue time: 4 mins", ""),
            ("Waiting time: 7 min", ""),
            ("$4,382,120 saved by our customers this year", "our customers this year"),
            ("Over €1,204,000 paid out to creators", "Over creators"),
            ("Sarah from Austin, TX just bought the Growth plan for $49", ""),
            ("Kevin just upgraded to Scale for $129 · 12 minutes ago", ""),
            ("Alex from Leeds just bought Pro \u2013 $79", ""),
            ("Order #4411 \u2013 $79 \u2013 2 min ago", ""),
            ("Booking no. 88213 \u2013 £120 \u2013 just now", ""),
            ("Last sold for $74.50 \u00b7 Free returns", "Free returns"),
            # A sales ticker's last sale, with who bought it and how long ago.
            ("Last sold: Ch\u00e2teau Lestanque 2023 to a customer in Leeds, 4 minutes ago", ""),
            ("Recently purchased: Rioja Reserva 2018 by someone in Bath 2 hours ago", ""),
            # An order's number alone is a stamp; its amount without how long ago stays.
            ("Order #4411 \u2013 $79", "$79"),
            # A gym's live occupancy.
            ("Now in the gym Leeds: 42 people", ""),
            ("42 members training right now", ""),
            # A game's, a creator's or a campaign's followers, players and tally.
            # A sharing fleet's vehicles near the rider, counted live.
            ("87 scooters available within 0.5 mi · updated 2 min ago", ""),
            ("12 e-bikes nearby", ""),
            ("Find a ride: 4 cars near you", "Find a ride"),
            ("31 vehicles within 500 m", ""),
            ("Follow 1,204,331 followers", "Follow"),
            ("412 patrons", ""),
            # A creator's stats: members, paid members, posts, a post's likes.
            ("786 paid members", ""),
            ("1,204 members", ""),
            ("312 posts", ""),
            ("Nov 28 \u00b7 148 likes", "Nov 28"),
            ("Jana bought 3 coffees \u00b7 2 hours ago", ""),
            ("Sam bought 1 coffee \u00b7 yesterday", ""),
            # A stat block's caption before its figure.
            ("Backers 2,941", ""),
            ("Supporters: 245", ""),
            ("12,408 players in-game right now", ""),
            ("Recommended by 3,381 curators", ""),
            # A game store's live tallies: who plays now, who wishes for it, hours played, how
            # many players earned an achievement.
            ("Overwhelmingly Positive 23,184 playing now", "Overwhelmingly Positive"),
            ("Wishlisted by 1.2M", ""),
            ("Kestrel \u00b7 126.4 hours played", "Kestrel"),
            ("quietcomet, 312.7 hrs on record", "quietcomet"),
            ("71.3% of players", ""),
            ("2.1% of players have this achievement", "have this achievement"),
            # A listing's demand (a flat, a car), counted live.
            ("14 people have viewed this property", ""),
            ("Popular: 9 buyers saved this car", "Popular"),
            ("Already 23 enquiries", ""),
            ("Now live: 18,342 jobs", ""),
            ("Currently 2,410 active listings", ""),
            ("Trusted by over 12,000 customers", ""),
            ("$12,340 raised of $20,000 goal", "of $20,000 goal"),
            ("62% funded", ""),
            ("7 Orders in Queue", ""),
            ("marta_builds Level 2 Seller 12 orders in the queue", "marta_builds Level 2 Seller"),
            ("127 students enrolled this week", ""),
            ("Join 1,284 students learning with us", ""),
            ("Join over 12,000 learners", ""),
            # A course card's tally of its students, its facts after it (their dots hidden).
            ("12,483 students 22.5 total hours 184 lectures", "22.5 total hours 184 lectures"),
            ("(1.2k learners)", ""),
            ("87 students · 2 total hours", "2 total hours"),
            # Last after a separator, in the hundreds or more; a bracket the rest leaves open
            # is closed as before.
            ("2 hours · 862 students", "2 hours"),
            ("22 hours (3 weeks) · 12,483 students", "22 hours (3 weeks)"),
            ("12,483 students (22.5 hours)", "(22.5 hours)"),
            # A sign-up notification, who and where before the course, how long ago after it.
            ("Priya from Austin, TX enrolled in SQL Basics 4 minutes ago", ""),
            ("Tom from Leeds signed up for Python 101 an hour ago", ""),
            ("31 people are browsing this topic right now", ""),
            ("12 spots remaining", ""),
            ("Only 3 seats left in this cohort", "in this cohort"),
            ("4 open seats left", ""),
            ("27 people are viewing this", ""),
            ("12 riders are building a Kestrel right now", ""),
            ("31 drivers configuring the new Avenro now", ""),
            ("1,204 sold today", ""),
            ("12 people have this in their cart", ""),
            ("143 visitors online now", ""),
            ("182,409 traders online now", ""),
            ("2,310 investors online", ""),
            ("1k+ bought in past month", ""),
            ("38 orders in the last 24 hours", ""),
            ("Only 3 left in stock", "Only \u2026 left in stock"),
            ("5 left in stock", "\u2026 left in stock"),
            ("7 items left", "\u2026 items left"),
            ("Hurry! 12 units remaining", "Hurry! \u2026 units remaining"),
            ("27 people viewing Pro plan", "Pro plan"),
            ("27 people bought this plan today", ""),
            ("1,204 teams signed up this week", ""),
            ("Bought 312 times this month", ""),
            ("Viewed 230 times today", ""),
            ("Only 3 left at this price", "Only \u2026 left at this price"),
            ("12 seats left at this price", ""),
            ("Only 2 rooms left!", ""),
            ("12 people bought this in the last hour", ""),
            ("23 viewing now", ""),
            ("In stock: 3 units", "In stock"),
            ("Join 3,204 others who upgraded this month", ""),
            ("3,412 households compared energy deals today", ""),
            ("Today 1,284 drivers switched", ""),
            # A registrar's live tally of searches.
            ("1,482 people searched for domains in the last hour", ""),
            ("312 people are searching right now", ""),
            ("18 people are searching Queensland campers right now", ""),
            ("41 people searched this route today", ""),
            ("You have 2 free articles left this month.", "You have ."),
            ("3 more free stories remaining", ""),
        ],
        "rating": [
            ("Very Positive (18,422)", "Very Positive"),
            ("4.8 (1,203 reviews)", ""),
            ("Reviews (128)", ""),
            ("Customer reviews 1,203", ""),
            ("4.8 out of 5 stars", ""),
            ("Rating: 4.7 out of 5 (2,318)", ""),
            ("Rated 4.9", ""),
            ("Based on 2,345 reviews", ""),
            ("★★★★★ 4.8/5 (1,203)", ""),
            ("4.7 stars · 892 ratings", ""),
            ("Rated 4.8/5 by 1,200 customers", ""),
            ("4.6 out of 5 stars12,408", ""),
            ("18,204 global ratings", ""),
            ("312 people found this review helpful", ""),
        ],
        "number": [
            ("Your personal discount code: WELCOME-83KD", ""),
            ("Your unique code ABC12X gives 10% off", "gives 10% off"),
            ("You are visitor #1,234,567", ""),
            ("Visitor count: 98,765", ""),
            ("Order #10432", ""),
            ("You're the 1000th visitor", ""),
            ("Booking no. 5512", ""),
            ("Quote reference: Q-2026-48213977", ""),
        ],
    },
    "de": {
        "relative": [
            ("Aktualisiert vor 5 Minuten", ""),
            ("vor 3 Stunden", ""),
            ("Zuletzt aktualisiert: vor einer Stunde", ""),
            ("vor 2 Tagen", ""),
            ("aktualisiert gerade eben", ""),
            ("Aktion endet Sonntag", ""),
        ],
        "countdown": [
            ("Noch 3 Std. 12 Min. bestellen, Versand heute", "Versand heute"),
            ("Innerhalb von 3 Std. 12 Min. bestellen", ""),
            ("Bestellen Sie innerhalb von 2 Std. 14 Min.", ""),
            ("Das Angebot endet in 02:14:33", ""),
            ("Black Friday endet in: 02 Tage 04 Std 13 Min 22 Sek", "Black Friday"),
            ("Nur noch 3 Tage!", ""),
            ("2 Std. 14 Min. übrig", ""),
            ("Restzeit: 4 Tage 3 Stunden", ""),
            ("Restzeit: 2T 4Std | Sonntag, 14:15", "Sonntag, 14:15"),
            # A restaurant's status from the clock, "now" said first.
            ("Jetzt geöffnet · schließt um 22:30 Uhr", ""),
            ("Jetzt geschlossen · öffnet morgen um 11:30 Uhr", ""),
            ("Gerade geschlossen – wir öffnen heute um 17:00", ""),
            ("Geöffnet Mo–Fr 11:30–22:30 Uhr", "Geöffnet Mo–Fr 11:30–22:30 Uhr"),  # a schedule
            # A delivery service's live estimate; a promise alone is kept.
            ("Aktuelle Lieferzeit: ca. 35 Min.", ""),
            ("Aktuelle Antwortzeit: ca. 3 Minuten", ""),
            ("Durchschnittliche Antwortzeit: 4 Min.", ""),
            ("Derzeitige Wartezeit 20-30 Min.", ""),
            ("Lieferzeit 30–45 Min.", "Lieferzeit 30–45 Min."),
        ],
        "counter": [
            # A sign-up notification with its time ago; a gym's live occupancy in a share.
            ("Anna aus Köln ist gerade beigetreten \u2013 Flex, vor 4 Minuten", ""),
            ("Auslastung: 40 %", ""),
            ("Blitzangebot · 72 % verkauft", "Blitzangebot"),
            ("In den letzten 24 Stunden 14-mal gekauft", "In den letzten 24 Stunden"),
            ("113 Stück verkauft", ""),
            ("EUR 45,00 (12 Gebote)", "EUR 45,00"),
            ("In 20 Warenkörben", ""),
            ("1 Gebot · 23 Beobachter", ""),
            ("1.190 Ergebnisse für Fahrrad", "Fahrrad"),
            ("1 - 25 von 1.190 Ergebnissen", "1 - 25"),
            # Other sellers' copies, counted, and the least of their prices.
            ("2 neu ab 24,80 €, 5 gebraucht ab 11,40 €", ""),
            ("Marktplatz: 3 gebraucht ab 9,95 €", "Marktplatz"),
            ("Wechselkurs heute: 1,0841 CHF", ""),
            ("Kurs: 29,90 € / Monat", "Kurs: 29,90 € / Monat"),  # a course, no rate
            (
                "Unsere Abo-Kunden haben 2026 bereits 184.220 € gespart",
                "Unsere Abo-Kunden haben 2026 bereits",
            ),
            ("Jan aus Köln hat vor 5 Minuten Kaffee Crema für 12,90 € gekauft", ""),
            ("Lena aus Hamburg hat soeben Espresso Napoli für 12,90 € bestellt", ""),
            ("Aktuell im Studio Mitte: 42 Personen", ""),
            ("Seitenaufrufe heute: 4817", ""),
            ("Heute schon 41 Bestellungen – danke, Bochum!", "danke, Bochum!"),
            # A carrier's tally of the day's parcels; a tariff's weight band stays.
            ("Heute bereits 18.204 Sendungen verschickt", ""),
            ("Bereits 1.204 Pakete versendet", ""),
            # A mailing service's messages, by whom; a plan's sending limit stays.
            ("Heute bereits 1.284.512 E-Mails über Postfluss versendet", ""),
            ("Bereits 90.412 SMS verschickt", ""),
            ("2.500 E-Mails pro Monat versenden", "2.500 E-Mails pro Monat versenden"),
            ("Pakete bis 5 kg versichert", "Pakete bis 5 kg versichert"),
            ("Besucher gesamt: 128.419 · Impressum", "Impressum"),
            ("42 Personen trainieren gerade", ""),
            ("Mehr als 4.218.770 Kundinnen und Kunden vertrauen Schildwerk", "Schildwerk"),
            ("Über 12.418 Teams planen bereits mit Taktwerk.", "mit Taktwerk."),
            ("1.204.388 Depots vertrauen uns bereits.", "uns bereits."),
            ("Über 850.000 Anlegerinnen und Anleger vertrauen uns", "uns"),
            ("23 E-Scooter in deiner Nähe", ""),
            ("8 Fahrzeuge im Umkreis von 500 m", ""),
            ("Bereits gesammelt: 3.120 €", ""),
            ("5 Aufträge in der Warteschlange", ""),
            ("Noch 3 freie Plätze im Januar-Kurs", "im Januar-Kurs"),
            ("27 Personen sehen sich das gerade an", ""),
            ("Gerade konfigurieren 14 Personen dieses Modell", "dieses Modell"),
            ("Jetzt vergleichen 212 Kunden diesen Tarif", "diesen Tarif"),
            ("Gerade sehen sich 17 Personen diesen Artikel an.", "diesen Artikel an."),
            ("Jetzt schauen sich 5 Leute dieses Angebot an", "dieses Angebot an"),
            ("Sehen Sie sich 3 Sorten im Vergleich an", "Sehen Sie sich 3 Sorten im Vergleich an"),
            ("14 Interessenten konfigurieren gerade dieses Fahrzeug", "dieses Fahrzeug"),
            ("Jetzt 2.431 Teams vergleichen gerade Tarife", "Jetzt Tarife"),
            ("1.204 verkauft in den letzten 24 Stunden", ""),
            ("Heute 58 mal verkauft", ""),
            ("Zuletzt verkauft für 74,00 € · Versand 4,95 €", "Versand 4,95 €"),
            ("Nur noch 3 Stück auf Lager", "Nur noch \u2026 Stück auf Lager"),
            ("Nur noch 3 Plätze frei", ""),
            ("Nur noch 2 Zimmer frei!", ""),
            ("Heute 5-mal gebucht", "Heute"),
            ("In den letzten 24 Stunden 7 Mal reserviert", "In den letzten 24 Stunden"),
            ("Noch 12 Stück auf Lager", "Noch \u2026 Stück auf Lager"),
            ("5 Personen haben dies im Warenkorb", ""),
            ("12 Besucher gerade online", ""),
            ("12 Personen haben das in der letzten Stunde gekauft", ""),
            ("17 Kunden haben diesen Artikel in den letzten 24 Stunden gekauft", ""),
            ("8 Personen haben dieses Produkt heute bestellt", ""),
            ("1,2k Mal angesehen", ""),
            ("Hohe Nachfrage: bereits 23 Anfragen", "Hohe Nachfrage"),
            ("Bereits 7 Kontaktanfragen", ""),
            ("Aktuell 18.342 Stellenangebote", ""),
            ("412 Personen haben sich diese Wohnung angesehen", ""),
            ("14 Personen haben sich diesen Artikel in den letzten 24 Stunden angesehen", ""),
            ("9 Nutzer haben sich dieses Auto in der letzten Woche angeschaut", ""),
            (
                "Preis: 279,00 \u20ac, 14 Personen haben diesen Artikel heute gemerkt",
                "Preis: 279,00 \u20ac",
            ),
            ("31 Nutzer haben dieses Fahrzeug heute gemerkt", ""),
            ("Heute haben bereits 3.412 Haushalte ihren Stromtarif verglichen", ""),
            ("1.284 Kunden haben heute schon gewechselt", ""),
            ("Sie haben noch 2 kostenlose Artikel in diesem Monat", "Sie haben"),
            ("über 128'400 Downloads", ""),
            # A creator's stats and supporters' feed.
            ("1.204 Unterstützer*innen", ""),
            ("245 Unterstützende", ""),
            ("86 zahlende Mitglieder", ""),
            ("1.204 Mitglieder", ""),
            ("312 Beiträge", ""),
            ("Jana hat 3 Kaffees spendiert", ""),
            ("Anonym hat 5 Kaffees spendiert \u00b7 gestern", ""),
        ],
        "rating": [
            ("4,8 von 5 Sternen", ""),
            ("4,8 (1.203 Bewertungen)", ""),
            ("Basierend auf 350 Kundenbewertungen", ""),
            ("312 Personen fanden diese Rezension hilfreich", ""),
            ("4,8 von 5 · 2'314 Bewertungen", ""),
        ],
        "number": [
            ("Ihr persönlicher Gutscheincode: ELB-7QX2K9 – 10 % Rabatt", "10 % Rabatt"),
            ("Besucherzähler: 123.456", ""),
            ("Sie sind Besucher Nr. 1.234", ""),
            ("Sie sind der 1000. Besucher", ""),
            ("Bestellnummer: 40012", ""),
            ("Angebotsnummer: A-2026-55812", ""),
        ],
    },
    "fr": {
        "relative": [
            ("Mis à jour il y a 5 minutes", ""),
            ("il y a 3 heures", ""),
            ("il y a une heure", ""),
            ("Mis à jour à l'instant", ""),
            ("Fin des soldes dimanche", ""),
            ("L'offre se termine demain", ""),
        ],
        "countdown": [
            ("Fin de l'offre dans 2 jours 04:13:22", ""),
            ("Fin des soldes : 3 j 4 h", ""),
            (
                "Commandez dans les 3 h 12 min pour une livraison demain",
                "pour une livraison demain",
            ),
            ("L'offre se termine dans 02:14:33", ""),
            ("Plus que 3 jours !", ""),
            ("2 jours restants", ""),
            ("Temps restant : 4 h 12 min", ""),
            ("Ouvert maintenant · ferme à 22:30", ""),
            ("Fermé actuellement · ouvre demain à 11h30", ""),
        ],
        "counter": [
            ("Julie de Lyon vient de s'inscrire \u2013 Premium, il y a 4 minutes", ""),
            ("Affluence actuelle : 40 %", ""),
            ("Vente flash · 72 % vendus", "Vente flash"),
            # A creator's supporters and posts.
            ("1 204 tipeurs", ""),
            ("312 publications", ""),
            ("Déjà 113 vendus", ""),
            ("Acheté 14 fois ces dernières 24 heures", ""),
            ("Mise actuelle 120 € 3 enchères", "Mise actuelle 120 €"),
            ("Dans 20 paniers", ""),
            # A campaign's tally, its goal kept.
            ("12 450 € collectés sur 10 000 €", "sur 10 000 €"),
            ("Déjà collectés : 3 120 €", ""),
            # Other sellers' copies, counted, and the least of their prices.
            ("3 neufs à partir de 18,50 € · 7 d'occasion dès 4,20 €", ""),
            ("Taux de change : 0,8612 £", ""),
            ("Plus de 1 200 000 CHF économisés par nos clients", "Plus de par nos clients"),
            ("Marie (Lyon) a acheté la formule Cabinet pour 59.00 CHF il y a 2 h", ""),
            ("Julien vient d'acheter le pack Solo pour 29 €", ""),
            ("3 commandes en file d'attente", ""),
            ("14 trottinettes disponibles à proximité", ""),
            ("6 vélos dans un rayon de 300 m", ""),
            ("4 commandes en attente", ""),
            ("Il reste 3 places pour la session de janvier", "pour la session de janvier"),
            ("sam. 12 déc. 214 places restantes", "sam. 12 déc."),
            ("1 284 visiteurs dans le musée en ce moment", ""),
            ("312 personnes actuellement", ""),
            ("27 personnes regardent ce produit", ""),
            ("312 équipes comparent nos offres en ce moment", ""),
            ("Support en ligne : réponse moyenne en 4 min", "Support en ligne"),
            ("Temps de réponse moyen : 7 min", ""),
            ("58 visiteurs en ligne", ""),
            ("1 204 vendus aujourd'hui", ""),
            # What was delivered or served so far this week or today.
            ("18 432 boîtes livrées cette semaine", ""),
            ("1 204 repas servis aujourd’hui · merci!", "merci!"),
            ("Déjà 3 210 commandes expédiées ce mois-ci", "Déjà"),
            ("Déjà 1 284 512 e-mails envoyés aujourd\u2019hui", "Déjà"),
            ("10 000 e-mails envoyés chaque mois", "10 000 e-mails envoyés chaque mois"),
            ("Plus que 3 en stock", "Plus que \u2026 en stock"),
            ("Plus que 4 places disponibles", ""),
            ("Plus que 2 chambres disponibles", ""),
            ("Réservée 5 fois aujourd’hui", ""),
            ("Réservé 3 fois au cours des dernières 24 heures", ""),
            ("12 personnes ont acheté ceci au cours de la dernière heure", ""),
            ("1 284 personnes ont rejoint Clévia aujourd’hui", ""),
            ("312 familles ont souscrit cette offre cette semaine", ""),
            ("2 017 utilisateurs ont rejoint MotSûr+ aujourd'hui", ""),
            ("2 417 personnes ont consulté ces offres aujourd’hui", ""),
            ("85 visiteurs ont vu cette page ces dernières 24 heures", ""),
            (
                "312 clients ont regardé ce forfait cette semaine · Sans engagement",
                "Sans engagement",
            ),
            ("Vu 1,2k fois", ""),
            ("Il vous reste 2 articles gratuits ce mois-ci", "Il vous"),
        ],
        "rating": [
            ("4,8 sur 5 étoiles", ""),
            ("4,8 (1 203 avis)", ""),
            ("Basé sur 350 avis", ""),
            ("Note 4,6/5", "Note"),
            ("ElectroPlus 4,6/5 (12 874 ventes)", "ElectroPlus"),
            ("312 personnes ont trouvé cet avis utile", ""),
        ],
        "number": [
            ("Votre code promo personnel : BIENVENUE-4K2, valable 7 jours", "valable 7 jours"),
            ("Visiteur n° 12345", ""),
            ("Vous êtes le 1000e visiteur", ""),
            ("Commande n° 40012", ""),
            ("Compteur de visites : 98 765", ""),
        ],
    },
    "es": {
        "relative": [
            ("Actualizado hace 5 minutos", ""),
            ("hace 3 horas", ""),
            ("hace un día", ""),
            ("La rebaja termina el domingo", ""),
        ],
        "countdown": [
            ("Abierto ahora · Cierra a las 20:00", ""),
            ("Cerrado ahora · abre mañana a las 8:00", ""),
            ("La inscripción cierra en 2 días 14 horas", "La inscripción"),
            ("Pide en las próximas 3 h 12 min y recíbelo mañana", "y recíbelo mañana"),
            ("Comprando dentro de las próximas 3 h 12 min", ""),
            ("La oferta termina en 02:14:33", ""),
            ("Quedan 3 días", ""),
            ("2 días restantes", ""),
            ("Tiempo restante: 4 h 12 min", ""),
        ],
        "counter": [
            ("Lucía de Sevilla se acaba de apuntar \u2013 Premium, hace 4 minutos", ""),
            ("Ocupación actual: 40 %", ""),
            ("Oferta relámpago · 72% vendido", "Oferta relámpago"),
            # A creator's patrons and posts.
            ("1.204 mecenas", ""),
            ("312 publicaciones", ""),
            ("Ahora mismo lo están viendo 12 personas", "Ahora mismo"),
            # A campaign's tally, its goal kept.
            ("12.450 € recaudados de 10.000 €", "de 10.000 €"),
            ("Ya recaudado: 3.120 €", ""),
            # Other sellers' copies, counted, and the least of their prices.
            ("4 nuevos desde 21,90 € y 6 usados desde 9,50 €", "y"),
            ("Tipo de cambio referencial: S/ 3.752", ""),
            ("Cotización del dólar hoy: $ 40,15", ""),
            ("Cambio de aceite $ 1.200", "Cambio de aceite $ 1.200"),  # a service's price
            ("6 pedidos en cola", ""),
            ("9 patinetes disponibles cerca de ti", ""),
            ("3 coches a menos de 400 m", ""),
            ("¡Solo quedan 3 cupos!", ""),
            ("¡Solo queda 1 habitación!", ""),
            ("Reservada 4 veces hoy", ""),
            ("Reservado 7 veces en las últimas 24 horas", ""),
            ("Quedan 7 lugares", ""),
            ("Quedan solo 12 unidades", "Quedan solo \u2026 unidades"),
            ("12 personas han comprado este plan hoy", ""),
            ("12 personas compraron esto en la última hora", ""),
            ("Visto 1,2k veces", ""),
            ("27 personas están viendo esto", ""),
            ("1 284 personas revisaron estos planes hoy", ""),
            ("87 personas vieron este producto en las últimas 24 horas", ""),
            ("Plan familiar para 5 personas", "Plan familiar para 5 personas"),  # a limit
            ("3 personas comparten este plan", "3 personas comparten este plan"),
            ("1,284 empresas se unieron este mes", ""),
            ("312 negocios ya se registraron esta semana", ""),
            ("58 usuarios en línea", ""),
            ("31 distribuidores en línea", ""),  # a wholesaler's trade customers
            # Who is doing it live, in a gerund or as connected, then "now".
            ("1,204 personas entrenando ahora", ""),
            ("87 usuarios conectados en este momento", ""),
            ("12 alumnos están practicando ahora mismo", ""),
            # Or with the day or the moment first: a coworking's head count.
            ("Hoy hay 37 personas trabajando en nuestras sedes.", "en nuestras sedes."),
            ("Ahora mismo hay 12 miembros conectados", ""),
            ("1.204 vendidos hoy", ""),
            # A mailing service's tally of the day; a plan's sending limit stays.
            ("Hoy ya se han enviado 1.284.512 correos", ""),
            ("48.120 mensajes enviados hoy", ""),
            ("Envía hasta 5.000 correos al mes", "Envía hasta 5.000 correos al mes"),
            ("+5mil vendidos", ""),
            ("+50 mil vendidos", ""),
            ("MercadoLíder Platinum | +10mil ventas", "MercadoLíder Platinum"),
            ("Oferta actual US$ 45,00 (12 pujas)", "Oferta actual US$ 45,00"),
            ("En 20 carritos", ""),
            ("3 personas lo tienen en su carrito", ""),
            ("Solo quedan 3 unidades", "Solo quedan \u2026 unidades"),
            ("Quedan solo 4 billetes", ""),
            ("Te queda 1 artículo gratis este mes", "Te"),
            ("Te quedan 3 artículos gratuitos", "Te"),
        ],
        "rating": [
            ("4,8 de 5 estrellas", ""),
            ("4,8 de 5", ""),
            ("4,8 (1.203 reseñas)", ""),
            ("A 312 personas les ha parecido útil esta reseña", ""),
            ("312 personas encontraron esta reseña útil", ""),
        ],
        "number": [
            ("Eres el visitante número 1.234", ""),
            ("Visitante nº 1234", ""),
            ("Pedido n.º 40012", ""),
            ("Contador de visitas: 98.765", ""),
        ],
    },
    "it": {
        "relative": [
            ("Aggiornato 5 minuti fa", ""),
            ("3 ore fa", ""),
            ("un'ora fa", ""),
            ("L'offerta termina domenica", ""),
        ],
        "countdown": [
            ("Aperto ora · chiude alle 19:00", ""),
            ("Chiuso ora · apre domani alle 9:30", ""),
            ("Ordina entro 3 ore 12 min e ricevi domani", "e ricevi domani"),
            ("L'offerta termina tra 02:14:33", ""),
            ("Mancano 3 giorni", ""),
            ("2 giorni rimasti", ""),
            ("Tempo rimanente: 4 h 12 min", ""),
        ],
        "counter": [
            # An auction's watchers, and the carts a listing is in.
            ("3 osservatori", ""),
            ("In 20 carrelli", ""),
            ("Adesso lo stanno guardando 8 persone", "Adesso"),
            # Other sellers' copies, counted, and the least of their prices.
            ("2 nuovi da 19,00 € · 5 usati da 7,90 €", ""),
            ("1.248 persone hanno attivato un’offerta Lumina oggi", ""),
            ("37 clienti hanno sottoscritto questa offerta questa settimana", ""),
            ("Tasso di cambio: 1,0841 CHF", ""),
            ("Ci sono 12 persone che stanno guardando", ""),
            ("27 persone stanno guardando questo prodotto", ""),
            ("58 utenti online", ""),
            ("317 utenti collegati ora", ""),
            ("40 iscritti connessi adesso", ""),
            ("12 persone ordinando in questo momento", ""),
            # Whoever the count names, "stanno" and a gerund then now: live.
            ("2.318 professionisti stanno fatturando in questo momento", ""),
            ("Oggi 140 ristoranti stanno prenotando ora", "Oggi"),
            ("1.204 venduti oggi", ""),
            ("Solo 3 disponibili", ""),
            ("Solo 2 camere rimaste", ""),
            # A hotel's rooms left and bookings, one of each in the singular.
            ("Solo 1 camera rimasta!", ""),
            ("Prenotata 5 volte nelle ultime 24 ore", ""),
            ("Prenotato 12 volte oggi", ""),
            ("Ultimi 5 biglietti disponibili", ""),
            ("12 persone hanno acquistato questo prodotto nell'ultima ora", ""),
            ("Visto 1.204 volte", ""),
            ("Hai ancora 3 articoli gratuiti questo mese. Abbonati", "Hai ancora . Abbonati"),
        ],
        "rating": [("4,8 su 5 stelle", ""), ("4,8 (1.203 recensioni)", "")],
        "number": [
            ("Sei il visitatore numero 1234", ""),
            ("Visitatore n. 1234", ""),
            ("Ordine n. 40012", ""),
        ],
    },
    "pt": {
        "relative": [
            ("Atualizado há 5 minutos", ""),
            ("2 dias atrás", ""),
            ("há uma hora", ""),
            ("A promoção termina no domingo", ""),
        ],
        "countdown": [
            ("Compre em até 3 h 12 min e receba amanhã", "e receba amanhã"),
            # A marketplace's cut-off for tomorrow's delivery.
            ("Comprando dentro das próximas 3 h 12 min", ""),
            ("A oferta termina em 02:14:33", ""),
            ("Faltam 3 dias", ""),
            ("2 dias restantes", ""),
            ("Tempo restante: 4 h 12 min", ""),
            ("Aberto agora · Fecha às 22:00", ""),
            ("Fechado agora · abre amanhã às 11:30", ""),
        ],
        "counter": [
            # A creator's supporters and posts.
            ("1.204 apoiadores", ""),
            ("312 publicações", ""),
            # Other sellers' copies, counted, and the least of their prices.
            ("3 novos a partir de R$ 49,90 · 8 usados a partir de R$ 19,90", ""),
            ("Taxa de câmbio comercial: R$ 5,42", ""),
            ("Câmbio automático: R$ 5.000", "Câmbio automático: R$ 5.000"),  # a gearbox
            ("2 pedidos na fila", ""),
            ("Restam 7 vagas", ""),
            ("Últimas 3 vagas!", ""),
            ("Restam apenas 12 unidades", "Restam apenas \u2026 unidades"),
            ("Restam apenas 37 bilhetes", ""),
            ("Só resta 1 quarto!", "Só"),
            ("Reservado 5 vezes hoje", ""),
            ("27 pessoas estão vendo este produto", ""),
            ("58 usuários online", ""),
            ("1.204 vendidos hoje", ""),
            ("+5mil vendidos", ""),
            ("+500 vendidos", ""),
            # A marketplace seller's sales, rounded, beside its level.
            ("MercadoLíder | +10mil vendas", "MercadoLíder"),
            ("+500 vendas", ""),
            ("Em 20 carrinhos", ""),
            ("Apenas 3 em estoque", "Apenas \u2026 em estoque"),
            ("12 pessoas compraram isto na última hora", ""),
            ("57 pessoas estão a ver esta página", ""),
            ("312 pessoas viram este plano hoje", ""),
            ("Plano para 4 pessoas", "Plano para 4 pessoas"),  # a limit
            ("Vestibular 2027: 87 pessoas estão vendo esta página agora", "Vestibular 2027"),
            ("12 utilizadores a consultar agora", ""),
            ("Visualizado 1.204 vezes", ""),
            # A purchase notification, with how long ago, or "just".
            ("Jo***o recarregou 520 Diamantes há 2 minutos", ""),
            ("Lu***s recarregou 2.180 Diamantes por R$ 99,90 há 8 minutos", ""),
            ("Ana acabou de assinar o Plano Pro por R$ 49,90", ""),
        ],
        "rating": [
            ("4,8 de 5 estrelas", ""),
            ("4,8 (1.203 avaliações)", ""),
            ("312 pessoas acharam esta avaliação útil", ""),
        ],
        "number": [
            ("Você é o visitante nº 1234", ""),
            ("Visitante nº 1234", ""),
            ("Número do pedido: 40012", ""),
        ],
    },
    "nl": {
        "relative": [
            ("Bijgewerkt 5 minuten geleden", ""),
            ("een dag geleden", ""),
            ("bijgewerkt zojuist", ""),
            ("Actie eindigt zondag", ""),
        ],
        "countdown": [
            ("Bestel binnen 3 uur 12 min, morgen in huis", "morgen in huis"),
            ("De aanbieding eindigt over 02:14:33", ""),
            ("Nog 3 dagen!", ""),
            ("2 dagen resterend", ""),
        ],
        "counter": [
            ("Sanne uit Utrecht is net lid geworden \u2013 Flex, 4 minuten geleden", ""),
            ("Drukte nu: 40%", ""),
            ("Flitsdeal · 72% verkocht", "Flitsdeal"),
            ("14 keer gekocht in de afgelopen 24 uur", ""),
            ("Nog maar 1 kamer beschikbaar", ""),
            ("Vandaag 5 keer geboekt", "Vandaag"),
            ("Al 113 verkocht", ""),
            ("Hoogste bod € 40,00 12 biedingen", "Hoogste bod € 40,00"),
            ("In 20 winkelwagens", ""),
            ("20 mensen hebben dit in hun winkelwagen", ""),
            ("23 volgers", ""),
            ("Nu bekijken 6 mensen dit product", ""),
            # Other sellers' copies, counted, and the least of their prices.
            ("2 nieuw vanaf € 22,50 · 4 tweedehands vanaf € 8,99", ""),
            ("Wisselkoers vandaag: 1,0841 CHF", ""),
            ("Nog maar 7 plekken vrij", ""),
            ("Nog maar 2 kamers beschikbaar", ""),
            # A creator platform's purchase notification, another buyer at each load.
            ("Sanne uit Utrecht kocht Persoonlijke licentie 4 minuten geleden", ""),
            ("Sanne uit Utrecht heeft 4 minuten geleden Persoonlijke licentie gekocht", ""),
            ("Er kijken nu 12 mensen naar deze pagina", ""),
            ("27 mensen bekijken dit product", ""),
            # What was delivered or roasted so far this week or today.
            ("3.214 zakken gebrand deze week", ""),
            ("Al 1.204 pakketten verzonden vandaag", "Al"),
            ("58 bezoekers online", ""),
            # Who is in now, counted live.
            ("Nu 14 mensen aan het werk in Amsterdam Oost", "in Amsterdam Oost"),
            ("Op dit moment zijn er 9 leden ingecheckt", ""),
            ("1.204 verkocht vandaag", ""),
            ("Nog maar 3 op voorraad", "Nog maar \u2026 op voorraad"),
            ("12 mensen kochten dit in het afgelopen uur", ""),
            ("1.204 keer bekeken", ""),
            ("Vandaag vergeleken al 3.412 huishoudens", ""),
            ("1.284 mensen zijn vandaag overgestapt", ""),
            ("Je hebt nog 2 gratis artikelen deze maand", "Je hebt"),
        ],
        "rating": [("4,8 van 5 sterren", ""), ("4,8 (1.203 beoordelingen)", "")],
        "number": [
            ("U bent bezoeker 1234", ""),
            ("Bezoeker nr. 1234", ""),
            ("Bestelnummer: 40012", ""),
            ("Bezoekersteller: 98.765", ""),
        ],
    },
    "pl": {
        "relative": [
            ("Zaktualizowano 5 minut temu", ""),
            ("godzinę temu", ""),
            ("przed chwilą", ""),
            ("Promocja kończy się w niedzielę", ""),
        ],
        "countdown": [
            ("Zamów w ciągu 3 godz. 12 min, wyślemy dziś", "wyślemy dziś"),
            ("Promocja kończy się za 02:14:33", ""),
            ("Zostały 3 dni", ""),
            ("Pozostały czas: 4 godz. 12 min", ""),
            ("Black Week: do końca promocji 2 dni 04:13:22", "Black Week"),
            ("Koniec oferty za 3 godz. 12 min", ""),
            ("Do końca wyprzedaży: 1 dzień 23:02:10", ""),
            ("Black Week trwa jeszcze: 2 dni 04 godz. 13 min", "Black"),
        ],
        "counter": [
            ("Ostatnio dołączyła: Kasia z Mokotowa \u2013 karnet Open, 4 min temu", ""),
            ("obłożenie 40%", ""),
            ("Błyskawiczna oferta · Sprzedano 72%", "Błyskawiczna oferta"),
            ("72% sprzedanych", ""),
            ("Sprzedano 113 szt.", ""),
            ("Ostatnio kupione 14 razy w ciągu 24 godzin", ""),
            ("Aktualna cena 120 zł (5 ofert)", "Aktualna cena 120 zł"),
            ("12 osób obserwuje", ""),
            ("3 osoby licytują", ""),
            ("Zaufało nam już 48 213 klientów.", ""),
            ("Dostępność w tym miesiącu: 99,98%", ""),
            ("Kurs wymiany: 4,3187 zł", ""),
            ("Teraz w klubie Wielicka: 42 osób", ""),
            ("42 osoby trenuje teraz", ""),
            ("1 145 patronów", ""),
            ("Teraz w serwisie: 18 342 aktywnych ofert pracy", ""),
            ("Obecnie 2 410 ogłoszeń", ""),
            ("73% celu · zebrano 21 905 zł z 30 000 zł miesięcznie", "z 30 000 zł miesięcznie"),
            ("Zostało tylko 7 wolnych miejsc", ""),
            ("27 osób ogląda ten produkt", ""),
            ("Ten produkt ogląda teraz 14 osób", ""),
            ("Przegląda obecnie 3 klientów", ""),
            ("Teraz ogląda 14 osób", ""),
            ("Ten produkt ogląda teraz 9 osób", ""),
            ("58 użytkowników online", ""),
            ("1 204 sprzedanych dzisiaj", ""),
            ("Zostało tylko 3 szt.", "Zostało tylko \u2026 szt."),
            ("Sprzedano dziś 5 sztuk", ""),
            ("12 osób kupiło to w ciągu ostatniej godziny", ""),
            ("Wyświetlono 1 204 razy", ""),
            ("Teraz porównuje ceny 214 osób", ""),
            ("Dziś porównało już 3 412 kierowców", ""),
        ],
        "rating": [("4,8 na 5 gwiazdek", ""), ("4,8 z 5", ""), ("4,8 (1 203 opinii)", "")],
        "number": [
            ("Odwiedzający nr 1234", ""),
            ("Jesteś 1234. odwiedzającym", ""),
            ("Zamówienie nr 40012", ""),
            ("Licznik odwiedzin: 98 765", ""),
            ("Numer kalkulacji: KAL-2026-8F3A9C", ""),
        ],
    },
    "sv": {
        "relative": [
            ("Uppdaterad för 5 minuter sedan", ""),
            ("för en timme sedan", ""),
            ("uppdaterad nyss", ""),
            ("Rean slutar på söndag", ""),
        ],
        "countdown": [
            ("Beställ inom 2 tim 14 min", ""),
            ("Erbjudandet slutar om 02:14:33", ""),
            ("3 dagar kvar", ""),
            ("Tid kvar: 4 tim 12 min", ""),
        ],
        "counter": [
            ("Anna från Malmö blev just medlem \u2013 Månadskort, för 4 minuter sedan", ""),
            ("Beläggning just nu: 40 %", ""),
            ("Just nu i hallen: 43 klättrare", ""),
            ("Just nu tittar 6 personer på den här", ""),
            ("Just nu på gymmet Haga: 42 personer", ""),
            ("42 tränar just nu", ""),
            ("27 personer tittar på den här produkten", ""),
            ("58 besökare online", ""),
            ("1 204 sålda idag", ""),
            ("Bara 3 kvar i lager", "Bara \u2026 kvar i lager"),
            ("12 personer har köpt denna den senaste timmen", ""),
            ("Visad 1 204 gånger", ""),
            ("Du har 2 gratisartiklar kvar den här månaden", "Du har"),
            ("Väntetid just nu: ca 7 min", ""),
            ("Kötiden är cirka 12 minuter. Tack för ditt tålamod.", "Tack för ditt tålamod."),
            # Other sellers' copies, counted, and the least of their prices.
            ("Marknadsplats: 4 begagnade från 59 kr", "Marknadsplats"),
        ],
        "rating": [("4,8 av 5 stjärnor", ""), ("4,8 (1 203 recensioner)", "")],
        "number": [
            ("Du är besökare nr 1234", ""),
            ("Besökare nr 1234", ""),
            ("Ordernummer: 40012", ""),
            ("Besöksräknare: 98 765", ""),
        ],
    },
    "da": {
        "relative": [
            ("Opdateret for 5 minutter siden", ""),
            ("for en time siden", ""),
            ("opdateret lige nu", ""),
        ],
        "countdown": [
            ("Bestil inden 2 t 14 min, så sender vi i dag", "så sender vi i dag"),
            ("Tilbuddet slutter om 02:14:33", ""),
            ("3 dage tilbage", ""),
            ("Tid tilbage: 4 timer 12 min", ""),
        ],
        "counter": [
            ("Kun 7 pladser tilbage", ""),
            ("Kun 2 ledige pladser tilbage", ""),
            ("12 kunder har købt i dag", ""),
            ("27 personer kigger på dette produkt", ""),
            ("58 besøgende online", ""),
            ("1.204 solgt i dag", ""),
            ("Kun 3 tilbage på lager", "Kun \u2026 tilbage på lager"),
            ("Du har 2 gratis artikler tilbage denne måned", "Du har"),
            ("Ventetid lige nu: ca. 7 min", ""),
            ("Lige nu i centret: 42 personer", ""),
            ("Nu i centret Aarhus: 42", ""),
            ("42 træner lige nu", ""),
            ("Ventetiden er omkring 12 minutter", ""),
        ],
        "rating": [("4,8 ud af 5 stjerner", ""), ("4,8 (1.203 anmeldelser)", "")],
        "number": [("Du er besøgende nr. 1234", ""), ("Ordrenummer: 40012", "")],
    },
    "no": {
        "relative": [
            ("Oppdatert for 5 minutter siden", ""),
            ("for en time siden", ""),
            ("oppdatert akkurat nå", ""),
        ],
        "countdown": [
            ("Bestill innen 01:23:45 for levering i dag", "for levering i dag"),
            ("Tilbudet slutter om 02:14:33", ""),
            ("3 dager igjen", ""),
            ("Tid igjen: 4 timer 12 min", ""),
        ],
        "counter": [
            ("27 personer ser på dette produktet", ""),
            ("58 brukere pålogget", ""),
            ("1 204 solgt i dag", ""),
            ("Bare 3 igjen på lager", "Bare \u2026 igjen på lager"),
            ("Ventetid akkurat nå: ca. 7 min", ""),
            ("Akkurat nå på senteret: 42 personer", ""),
            ("42 trener nå", ""),
            ("Ventetiden er omtrent 12 minutter", ""),
        ],
        "rating": [("4,8 av 5 stjerner", ""), ("4,8 (1 203 vurderinger)", "")],
        "number": [("Du er besøkende nr. 1234", ""), ("Ordrenummer: 40012", "")],
    },
    "fi": {
        "relative": [
            ("Päivitetty 5 minuuttia sitten", ""),
            ("tunti sitten", ""),
            ("päivitetty juuri nyt", ""),
        ],
        "countdown": [
            ("Tilaa 3 t 12 min kuluessa", ""),
            ("Tarjous päättyy 3 päivän kuluttua", ""),
            ("Tarjous päättyy: 02:14:33", ""),
            ("2 päivää jäljellä", ""),
            ("Aikaa jäljellä: 4 h 12 min", ""),
        ],
        "counter": [
            ("27 henkilöä katselee tätä tuotetta", ""),
            ("58 kävijää paikalla", ""),
            ("1 204 myyty tänään", ""),
            ("Tänään tilattu 184 liittymää", "liittymää"),
            ("184 liittymää tilattu tänään", ""),
            ("Tällä viikolla myyty 1 204 kpl", ""),
            ("Vain 3 jäljellä", "Vain \u2026 jäljellä"),
            ("12 henkilöä osti tämän viimeisen tunnin aikana", ""),
            ("Arvioitu jonotusaika noin 7 min.", ""),
            (
                "Asiakaspalvelu ruuhkautunut, jonotusaika tällä hetkellä: 23 minuuttia",
                "Asiakaspalvelu ruuhkautunut",
            ),
        ],
        "rating": [("4,8 / 5 tähteä", ""), ("4,8 (1 203 arvostelua)", "")],
        "number": [
            ("Olet kävijä numero 1234", ""),
            ("Kävijä nro 1234", ""),
            ("Tilausnumero: 40012", ""),
            ("Kävijälaskuri: 98 765", ""),
        ],
    },
    "cs": {
        "relative": [
            ("Aktualizováno před 5 minutami", ""),
            ("před 3 hodinami", ""),
            ("před hodinou", ""),
            ("Akce končí v neděli", ""),
        ],
        "countdown": [
            ("Objednejte do 3 hod. 12 min. a odešleme dnes", "a odešleme dnes"),
            ("Akce končí za 02:14:33", ""),
            ("Zbývají 3 dny", ""),
            ("Zbývající čas: 4 hod. 12 min", ""),
        ],
        "counter": [
            ("Prodáno 113 ks", ""),
            ("Koupeno 14× za posledních 24 hodin", ""),
            ("Zbývá posledních 7 míst", ""),
            ("Zbývají 3 volná místa", ""),
            ("27 lidí si právě prohlíží tento produkt", ""),
            ("58 uživatelů online", ""),
            ("1 204 prodáno dnes", ""),
            ("Poslední 3 ks skladem", "Poslední \u2026 ks skladem"),
            ("Zbývají jen 3 kusy", ""),
            ("Právě si prohlíží 12 lidí", ""),
            ("Dnes prodáno 5 ks", ""),
            ("12 lidí si koupilo tento produkt za poslední hodinu", ""),
            ("Zobrazeno 1 204krát", ""),
            ("Aktuálně v areálu: 143 návštěvníků", ""),
            ("Právě v bazénu 37 osob", ""),
            ("Aktuálně v posilovně: 24", ""),
            ("Před 3 minutami si někdo koupil Káva Keňa AA 250 g", ""),
            ("Zákazník z Brna si právě objednal 2 ks Espresso směs Milano", ""),
        ],
        "rating": [("4,8 z 5 hvězdiček", ""), ("4,8 (1 203 hodnocení)", "")],
        "number": [
            ("Návštěvník č. 1234", ""),
            ("Jste 1234. návštěvník", ""),
            ("Objednávka č. 40012", ""),
            ("Počítadlo návštěv: 98 765", ""),
        ],
    },
    "ja": {
        "relative": [
            ("5分前に更新", ""),
            ("最終更新: 2日前", ""),
            ("更新: たった今", ""),
            ("ただいま営業中", ""),
            ("本日の営業は終了しました", ""),
            ("店内の混雑状況：やや混雑しています", ""),
            ("混雑状況 空いています", ""),
        ],
        "countdown": [
            ("終了まであと 02:14:33", ""),
            ("残り3日", ""),
            ("セール終了まで 2時間15分", ""),
            # A marketplace's cut-off for tomorrow's delivery.
            ("最短で明日 3 時間 12 分以内にご注文の場合", "最短で明日 の場合"),
        ],
        "counter": [
            ("タイムセール 72%販売済み", "タイムセール"),
            ("72%が取得済み", ""),
            ("現在 1,200円 入札 5件", "現在 1,200円"),
            ("「カメラ」の検索結果 1,284件", "「カメラ」の"),
            ("ウォッチ 12", ""),
            ("27人が閲覧中", ""),
            ("現在12人がこの商品を見ています", ""),
            # A fashion chain's category listing counts its own viewers.
            ("現在128人がこのカテゴリーを閲覧中", ""),
            ("34人がこのショップを見ています", ""),
            ("12人がカートに入れています", ""),
            # A registrar's live tally of searches.
            ("ただいま1,284人がドメインを検索中", ""),
            ("本日58個販売", ""),
            # A pet food shop's tally of the last day's sales, said going on.
            ("この24時間で17個売れています", ""),
            ("直近3日間で42袋売れました", ""),
            ("過去24時間以内に8件注文", ""),
            ("残り3個", "残り\u2026個"),
            ("残り2室", ""),
            ("現在8人がこの宿を見ています", ""),
            ("12人が閲覧中", ""),
            ("あと3部屋", ""),
            ("本日5件の予約がありました", "がありました"),
            ("24時間以内に5件予約", ""),
            ("過去1時間で12人が購入しました", ""),
            # A marketplace's rounded tally of the month's sales.
            ("過去1か月で300点以上購入されました", ""),
            ("1,204回閲覧", ""),
            # An insurer's tally of today's requests.
            ("本日の資料請求 128件", ""),
            ("今日のお見積り 42件", ""),
            # A shop's tally of the day's parcels.
            ("本日の出荷件数：128件", ""),
            ("本日の発送 42件", ""),
            # A campaign's backers and how far it is to its goal.
            ("支援者 245人", ""),
            ("支援総額 4,521,000円 目標金額 3,000,000円", "目標金額 3,000,000円"),
            ("現在の応援購入総額 12,800,000円", ""),
            ("サポーター数 1,204人", ""),
            ("612人の支援者", ""),
            ("達成率 150%", ""),
            ("150%達成", ""),
        ],
        "rating": [
            ("1,203件のレビュー", ""),
            ("口コミ（350件）", ""),
            ("評価 4.8", ""),
            ("312人のお客様がこれが役に立ったと考えています", ""),
            ("45人が参考になったと回答", ""),
            ("4.7 • 1.2万件の評価", "4.7"),
            ("5つ星のうち4.3 1,234個の評価", "5つ星のうち4.3"),
            # A seller's share of good ratings.
            ("98%の高い評価", ""),
        ],
        "number": [
            ("あなたは1234人目の訪問者です", ""),
            ("注文番号: 40012", ""),
            ("アクセス数: 98,765", ""),
        ],
    },
    "zh": {
        "relative": [("5分钟前更新", ""), ("更新于 3小时前", ""), ("刚刚更新", "")],
        "countdown": [("距结束还有 02:14:33", ""), ("剩余 3天", "")],
        "counter": [
            ("27人正在浏览", ""),
            ("58人在线", ""),
            ("今日已售出 1,204", ""),
            ("已售 1,204件", ""),
            ("仅剩 3件", "仅剩 \u2026件"),
            ("过去1小时内有12人购买", ""),
            # A gym's or a class's tally of the day, in Hong Kong's and the mainland's script.
            ("今日已有 63 位會員打卡", ""),
            ("今天已有12人预约", ""),
            ("灣仔分店通用。今日已有 118 位會員打卡。", "灣仔分店通用"),
            # A model platform's tally of the calls it served.
            ("今日平台调用量 1,284,337,920 tokens", ""),
            ("累计调用量：3,204,118 次", ""),
        ],
        "rating": [
            ("1,203条评价", ""),
            ("评分 4.8", ""),
            ("1.2万个评分", ""),
        ],
        "number": [("您是第 1234 位访客", ""), ("订单号: 40012", ""), ("访问量: 98,765", "")],
    },
    "ko": {
        "relative": [("5분 전", ""), ("업데이트: 3시간 전", ""), ("방금 전", "")],
        "countdown": [("종료까지 02:14:33", ""), ("3일 남음", ""), ("남은 시간: 2시간 15분", "")],
        "counter": [
            ("27명이 보고 있습니다", ""),
            ("12명 접속 중", ""),
            ("오늘 58개 판매", ""),
            ("3개 남음", "\u2026개 남음"),
            ("지난 1시간 동안 12명이 구매했습니다", ""),
            ("현재 5명이 이 페이지를 보고 있습니다", "현재"),
            ("지금 87명이 이 상품을 보고 있어요", "지금"),
            ("12명이 이 과정을 보고 있습니다", ""),
            ("오늘 상담 신청 17건", ""),
            ("공지사항 조회 4,812", "공지사항"),
            ("오늘 37 · 어제 112 · 최대 530 · 전체 128,419", ""),
        ],
        "rating": [
            ("리뷰 1,203개", ""),
            ("1,203개의 리뷰", ""),
            ("평점 4.8", ""),
            ("상품의견 1,234건", ""),
            ("상품평 512", ""),
            ("312명이 이 리뷰가 유용하다고 평가함", ""),
            ("87명이 이 리뷰를 유용하다고 평가했습니다", ""),
        ],
        "number": [("1234번째 방문자", ""), ("주문번호: 40012", ""), ("방문자 수: 98,765", "")],
    },
    "el": {
        "relative": [("Ενημερώθηκε πριν από 5 λεπτά", ""), ("Ενημέρωση: μόλις τώρα", "")],
        "countdown": [("Η προσφορά λήγει σε 02:14:33", ""), ("Απομένουν 3 ημέρες", "")],
        "counter": [
            ("Απομένουν μόνο 7 θέσεις", ""),
            ("12 άτομα βλέπουν αυτό το προϊόν", ""),
            ("Πουλήθηκαν 5 σήμερα", ""),
            ("58 πωλήσεις σήμερα", ""),
            ("Μόνο 3 έμειναν", ""),
            ("Έμειναν μόνο 2 τεμάχια", "Έμειναν μόνο \u2026 τεμάχια"),
            # A hero's live tally of customers.
            ("Εμπιστεύονται το Παραστατικό.gr 1.284 επιχειρήσεις αυτή τη στιγμή", ""),
            ("Μας εμπιστεύονται πάνω από 12.000 πελάτες", "Μας"),
        ],
        "rating": [("4,8 από 5 αστέρια", ""), ("4,8 (1.203 κριτικές)", "")],
        "number": [("Είστε ο 1234ος επισκέπτης", ""), ("Αριθμός παραγγελίας: 40012", "")],
    },
    "ro": {
        "relative": [("Actualizat acum 5 minute", ""), ("acum câteva ore", "")],
        "countdown": [("Oferta se încheie în 02:14:33", ""), ("Au mai rămas 3 zile", "")],
        "counter": [
            ("Cumpărat de 37 de ori astăzi", ""),
            ("12 persoane văd acest produs acum", ""),
            ("23 de persoane văd acest produs acum", ""),
            ("Doar 25 de bucăți rămase", ""),
            ("Vândute azi: 5", ""),
            ("58 vândute astăzi", ""),
            ("Doar 3 rămase în stoc", "Doar \u2026 rămase în stoc"),
            ("Au mai rămas doar 2 bucăți", "Au mai rămas doar \u2026 bucăți"),
            # A flight's searchers and a fare's seats left.
            ("17 persoane caută acum acest zbor", ""),
            ("Doar 4 locuri la acest preț", ""),
            ("Mai sunt doar 2 locuri libere", ""),
        ],
        "rating": [
            ("4,8 din 5 stele", ""),
            ("4,8 (1.203 recenzii)", ""),
            ("4,7 · 342 de recenzii", ""),
        ],
        "number": [("Sunteți vizitatorul nr. 1234", ""), ("Comanda nr. 40012", "")],
    },
    "hu": {
        "relative": [
            ("Frissítve 5 perce", ""),
            ("3 órával ezelőtt", ""),
            ("Frissítve épp most", ""),
        ],
        "countdown": [
            ("Az akció vége: 2 nap 14 óra", ""),
            ("Az akció véget ér 2 nap múlva", ""),
            ("Még 3 óra van hátra", ""),
            ("Hátralévő idő: 02:14:33", ""),
            ("Az akció 2 nap múlva véget ér", ""),
        ],
        "counter": [
            ("Ma már 23-an rendeltek", ""),  # the count with its case ending
            ("Az elmúlt 24 órában 17-en vásárolták", "Az elmúlt 24 órában"),
            ("Már csak 7 hely maradt", ""),
            ("Még 5 szabad hely", ""),
            ("12 ember nézi most ezt a terméket", ""),
            ("Ma 5 darab kelt el", ""),
            ("Már csak 3 db maradt", "Már csak \u2026 db maradt"),
            ("Még 2 db van", ""),
            ("Ma már 7 páciens foglalt időpontot online.", ""),
            ("Ma 12 vendég foglalt időpontot", ""),
        ],
        "rating": [("4,8 csillag", ""), ("4,8 (1 203 értékelés)", "")],
        "number": [("Ön a 1234. látogató", ""), ("Rendelésszám: 40012", "")],
    },
    "tr": {
        "relative": [
            ("Güncellendi 5 dakika önce", ""),
            ("birkaç saat önce", ""),
            ("Güncellendi az önce", ""),
        ],
        "countdown": [
            ("Kampanya bitimine 02:14:33 kaldı", ""),
            ("Kalan süre: 3 gün", ""),
            ("Kampanyanın bitmesine 2 gün 04:13:22 kaldı", ""),
        ],
        "counter": [
            ("Döviz kuru: 34,52 ₺", ""),
            ("Şu anda 12 kişi bu ürünü inceliyor", ""),
            ("Şu an 23 kişi bu kategoriye bakıyor", ""),
            ("41 kişi şu an bu sayfayı görüntülüyor", ""),
            ("Bugün 5 adet satıldı", ""),
            ("Sadece 3 adet kaldı", "Sadece \u2026 adet kaldı"),
            ("Son 2 oda!", ""),
            ("Sadece 3 bilet kaldı", ""),
            ("Stokta son 2 adet kaldı", "Stokta son \u2026 adet kaldı"),
            ("Son 1 saatte 12 kişi satın aldı", ""),
            # A host's and a game's live tallies.
            ("Şu an 3.412 aktif sunucu", "Şu an"),
            ("18.207 oyuncu çevrimiçi", ""),
            ("412 kişi şu an online", ""),
            # A site's tally of customers this month or week.
            ("Bu ay 12.480 işletme Postakutu ile gönderim yaptı", "Postakutu ile gönderim yaptı"),
            ("Bu hafta 312 şirket katıldı", "katıldı"),
        ],
        "rating": [
            ("4,8 yıldız", ""),
            ("4,8 (1.203 değerlendirme)", ""),
            # An app store's count of ratings, in thousands: "B" for bin.
            ("4,6 • 131.208 Puan", ""),
            ("128,4 B Puan", ""),
            ("2,1 Mn yorum", ""),
            ("312 kişi bu yorumu faydalı buldu", ""),
            ("87 kişi bunu yararlı buldu", ""),
        ],
        "number": [("Sipariş no: 40012", ""), ("1234. ziyaretçisiniz", "")],
    },
    "vi": {
        "relative": [("Cập nhật 5 phút trước", ""), ("Cập nhật vừa xong", "")],
        "countdown": [
            ("Khuyến mãi kết thúc sau 02:14:33", ""),
            ("Thời gian còn lại: 3 ngày", ""),
            ("Còn 2 giờ nữa", ""),
        ],
        "counter": [
            ("12 người đang xem sản phẩm này", ""),
            ("Có 27 khách hàng đang xem trang này", "Có"),
            ("8 người dùng đang xem ưu đãi này", ""),
            ("Đã bán 5 hôm nay", ""),
            # a marketplace's running total, rounded to its thousands or millions
            ("Đã bán 2,3k", ""),
            ("Đã bán 1,2 triệu", ""),
            ("Chỉ còn 3 sản phẩm", "Chỉ còn \u2026 sản phẩm"),
            # A course card's tally of its students, its facts after it.
            ("1.247 học viên \u00b7 36 buổi", "36 buổi"),
            ("48 buổi (3 tháng) \u00b7 1.247 học viên", "48 buổi (3 tháng)"),
            ("8 buổi mỗi tháng \u00b7 862 học viên", "8 buổi mỗi tháng"),
            ("(2,1k học viên)", ""),
            ("86 học sinh | 12 giờ", "12 giờ"),
            ("1.247 học viên đã đăng ký", ""),
        ],
        "rating": [("4,8/5 sao", ""), ("4,8 (1.203 đánh giá)", "")],
        "number": [("Bạn là khách truy cập thứ 1234", ""), ("Mã đơn hàng: 40012", "")],
    },
    "id": {
        "relative": [("Diperbarui 5 menit yang lalu", ""), ("Diperbarui baru saja", "")],
        "countdown": [
            ("Promo berakhir dalam 02:14:33", ""),
            ("Sisa waktu: 3 hari", ""),
            ("2 jam lagi", ""),
        ],
        "counter": [
            ("12 orang sedang melihat produk ini", ""),
            ("27 pelanggan sedang melihat ini", ""),
            ("5 pengguna sedang melihat produk ini", ""),
            ("Terjual 5 hari ini", ""),
            ("10RB+ terjual", ""),
            ("Terjual 1,2jt", ""),
            ("Stok tersisa 3", "Stok tersisa \u2026"),
            ("Stok: Sisa 14", "Stok: Sisa \u2026"),
            ("Hanya 2 lagi", "Hanya \u2026 lagi"),
            ("12 orang membeli ini dalam 1 jam terakhir", ""),
            # A course card's tally of its students, its facts after it.
            ("12.483 siswa \u00b7 22,5 jam video", "22,5 jam video"),
            ("(1,2k peserta)", ""),
            ("87 pelajar | 2 jam", "2 jam"),
            ("8.921 peserta telah bergabung", ""),
            ("12,5rb siswa sudah belajar di Kelasria", "di Kelasria"),
            ("318 orang sedang online", ""),
        ],
        "rating": [("4,8 bintang", ""), ("4,8 (1.203 ulasan)", ""), ("4,9 (2,1RB ulasan)", "")],
        "number": [("Anda pengunjung ke-1234", ""), ("Nomor pesanan: 40012", "")],
    },
    "th": {
        "relative": [("อัปเดต 5 นาทีที่แล้ว", ""), ("อัปเดตเมื่อสักครู่", "")],
        "countdown": [("สิ้นสุดใน 02:14:33", "")],
        "counter": [
            ("มีผู้เข้าชม 12 คนในขณะนี้", ""),
            ("12 คนกำลังดูสินค้านี้", ""),
            ("ขายแล้ว 5 ชิ้นวันนี้", ""),
            ("ขายแล้ว 1.2พัน ชิ้น", ""),
            ("เหลือเพียง 3 ชิ้น", "เหลือเพียง \u2026 ชิ้น"),
            ("วันนี้มีผู้สมัครแล้ว 1,284 คน", ""),
            ("มีผู้ซื้อแล้ว 57 ราย", ""),
        ],
        "rating": [("1,203 รีวิว", ""), ("คะแนน 4.8", "")],
        "number": [("คุณเป็นผู้เข้าชมคนที่ 1234", ""), ("หมายเลขคำสั่งซื้อ: 40012", "")],
    },
    "ru": {
        "relative": [("Обновлено 5 минут назад", ""), ("Обновлено только что", "")],
        "countdown": [
            ("До конца акции 02:14:33", ""),
            ("Акция закончится через 2 дня 04:13:22", ""),
        ],
        "counter": [
            ("Сейчас смотрят 12 человек", ""),
            ("27 человек смотрят этот товар", ""),
            ("Купили 5 раз сегодня", ""),
            ("Осталось 3 шт.", "Осталось \u2026 шт."),
            ("12 человек купили это за последний час", ""),
            ("Просмотрено 1 204 раза", ""),
            ("Цены с НДС. Сейчас на сайте: 37 человек", "Цены с НДС."),
            ("52 посетителя онлайн", ""),
            ("Сегодня записались 14 пациентов", ""),
            ("Сегодня к нам уже записались 9 клиентов", ""),
            ("23 человека записались сегодня", ""),
            ("Сейчас на сайте 23 покупателя", ""),
            ("Курс доллара: 92,47 руб.", ""),
            ("Курс Python: 29 900 ₽", "Курс Python: 29 900 ₽"),  # a course, no rate
            ("41 покупатель онлайн", ""),
            ("Сейчас на сайте 41 пользователь", ""),
            ("Онлайн: 12 гостей", ""),
        ],
        "rating": [
            ("4,8 из 5 звёзд", ""),
            ("4,8 (1 203 отзыва)", ""),
            ("Отзывы покупателей (128)", ""),
        ],
        "number": [("Номер заказа: 40012", ""), ("Вы 1234-й посетитель", "")],
    },
    "uk": {
        "relative": [("Оновлено 5 хвилин тому", ""), ("Оновлено щойно", "")],
        "countdown": [
            ("До кінця акції 02:14:33", ""),
            ("Акція закінчиться через 2 дні", ""),
        ],
        "counter": [
            ("Курс НБУ: 41,25 грн", ""),
            ("Зараз переглядають 12 осіб", ""),
            ("27 людей переглядають цей товар", ""),
            ("Купили 5 разів сьогодні", ""),
            ("Залишилось 3 шт.", "Залишилось \u2026 шт."),
            ("12 людей купили це за останню годину", ""),
            ("Сьогодні до нас записалися 17 клієнтів", ""),
            ("Сьогодні вже записалося 5 осіб", ""),
            ("23 клієнти вже записалися сьогодні", ""),
            ("Зараз на сайті 23 покупці", ""),
            ("41 відвідувач онлайн", ""),
            ("Зараз на сайті 21 покупець", ""),
        ],
        "rating": [
            ("4,8 з 5 зірок", ""),
            ("4,8 (1 203 відгуки)", ""),
            ("Відгуки покупців 128", ""),
            ("Відгуки (1 203)", ""),
        ],
        "number": [("Номер замовлення: 40012", ""), ("Ви 1234-й відвідувач", "")],
    },
    "he": {
        "relative": [("עודכן לפני 5 דקות", ""), ("עודכן לפני רגע", "")],
        "countdown": [("המבצע מסתיים בעוד 02:14:33", "")],
        "counter": [
            ("12 אנשים צופים במוצר זה כעת", ""),
            ("נמכרו 5 היום", ""),
            ("נותרו 3 יחידות במלאי", "נותרו \u2026 יחידות במלאי"),
        ],
        "rating": [("4.8 מתוך 5 כוכבים", ""), ("4.8 (1,203 ביקורות)", "")],
        "number": [("מספר הזמנה: 40012", ""), ("אתה המבקר ה-1234", "אתה")],
    },
    "ar": {
        "relative": [("تم التحديث منذ 5 دقائق", ""), ("تم التحديث منذ لحظات", "")],
        "countdown": [
            ("ينتهي العرض خلال 02:14:33", ""),
            ("الوقت المتبقي: 3 أيام", ""),
            ("ينتهي العرض خلال ٠٣:١٢:٤٤", ""),  # in Arabic-Indic digits
        ],
        "counter": [
            ("12 شخصًا يشاهدون هذا المنتج الآن", ""),
            ("يشاهد هذا المنتج ١٧ شخصًا الآن", ""),
            # Browsing a section, visitors in the accusative spelled with its alif first.
            ("يتصفح هذا القسم ٣٧ زائراً الآن", ""),
            ("15 زائرًا يتصفحون هذه الصفحة", ""),
            ("بيعت 5 قطع اليوم", ""),
            ("تبقى 3 قطع فقط", "تبقى \u2026 قطع فقط"),
        ],
        "rating": [("4.8 من 5 نجوم", ""), ("4.8 (1,203 تقييمات)", ""), ("٤٫٦ (٢٣٤ تقييم)", "")],
        "number": [("رقم الطلب: 40012", ""), ("أنت الزائر رقم 1234", "أنت")],
    },
}

KEPT: dict[str, list[str]] = {
    "common": [
        # A plan's or a server's share, no live gauge; a sign-up without its time ago.
        "Auslastung bis 80 %",
        "Ocupación máxima 100%",
        "Sarah ist gerade beigetreten",
        "Occupancy rate guaranteed 99%",
        "Version 2.1 (2026)",
        "Open 09:00–17:00",
        "Backups kept 7d 30d 90d",
        "4.8/5.5 GHz",
        "Call 0800 300 500 123",
        "SKU ABCDEFABCDEF",
        # Not a ULID: no letter, a first character past 7, a character outside its alphabet,
        # one short, one long.
        "Part 01234567890123456789012345",
        "Part 8ZZZZZZZZZZZZZZZZZZZZZZZZZ",
        "Part 01HZY3K6Q7ZP8X9V2M4N5B6CUL",
        "Part 01HZY3K6Q7ZP8X9V2M4N5B6C7",
        # Not a token: no lower case, no digit; a long word.
        "Code ABCDEFGH1234JKLMNPQRST",
        "Key abcdefghABCDEFGHabcdefgh",
        "Kundenzufriedenheitsgarantie 2026",
        "Omega-3MagnesiumProbiotikaKollagenZink",
        "Search?q=pricing&page=2",
        "Since 2026 (c)",
        "Part 01HZY3K6Q7ZP8X9V2M4N5B6C7DE",
        "SKU-01HZY3K6Q7ZP8X9V2M4N5B6CIO",
        "Model A1B2-C3D4-E5F6",
        # Not an exchange rate: a unit price, an equation of one currency, a bare number.
        "1 kg = € 24,90",
        "1 un. = R$ 24,90",
        "Plan 10 € = 10 €",
        "x = 5 EUR",
    ],
    "en": [
        "Up to 5 bids per month",
        "500 results per search on the Starter plan",
        "Pro: new from $9 a month",
        "Upgrade price: 3 licences, used from $49 each",
        # today and a time, but no word of an update: a delivery promise's cut-off
        "Order today and it ships at 9:00 tomorrow",
        # a plan's limit of sites, and a feature's, with no when
        "10 websites",
        "Unlimited sites launched with one click",
        # a plan's deliveries, not a tally of this week's
        "3 meals delivered every week",
        "Delivered this week: 4 recipes for 2 people",
        # a plan's limit of traders, not who is online now
        "Up to 5 traders on one account",
        # a plan's allowance of quotes, no tally
        "Up to 3 quotes a month on the free plan",
        "Get 3 quotes today and compare",
        # a plan's limit, no count of what is left
        "Digital: 10 free articles a month, then $4.99/month",
        "Buy the Pro plan for $49 per month",
        "Use code SAVE20 at checkout",
        "Just $19 per month for the Starter plan",
        "Compare 12 providers in 2 minutes",
        "Up to 5 users building apps",
        "2 riders are building their own bike",
        "Switched to us? Get 3 months free",
        "Up to 10 enquiries per listing",  # a posting package's allowance, no tally
        # A wait of days or weeks is a lead time the offer states, not a live queue.
        "Wait time 3 days for delivery",
        "Waiting time: 2 weeks after your order",
        "Post up to 5 jobs at once",
        "Saved searches for 5 people",
        "Up to 5,000 followers",
        # A plan's members or posts: its seats, its allowance.
        "5 members",
        "Up to 1,000 members",
        "1,000 members included",
        "100 posts per month",
        "Unlimited posts",
        # A game's edition and features: hours of early access, a player count, credits.
        "72 hours of early access",
        "Up to 4 players",
        "3,000 Orbit Credits",
        "Earn 5% back in Rewards",
        # A plan's limit or a fleet's size names no place near the rider.
        "Up to 5 cars per account",
        "Over 4,000 e-bikes in Austin",
        "Positive reviews only",
        "Pledge $5 or more per month",
        # A package's terms, a delivery promise, a limit: no clock.
        "3 Days Delivery",
        "Delivery in 5 days",
        "Unlimited orders in your queue",
        "Last 3 days of the sale",
        "Up to 10 orders in queue per seller",
        "Closes at 22:00 on Thursdays",  # a schedule, not the status now
        "Open until 8pm on Fridays",
        "Up to 12 students per class",
        # a class's size or a plan's limit, no tally of who enrolled
        "Groups of 6 students",
        "4-6 students",
        "30 students",
        "2,000 students and 50 teachers",
        "1,000 students per school",
        "Taught to 12,483 students",
        "Pro · 30 students",
        "8 lessons · 862 students per year",
        # a plan's limit last on its line, round: no tally
        "Starter · 500 students",
        "School license · 250 students",
        "$49/mo · 1000 learners",
        # a sign-up without when is a testimonial's
        "Priya from Austin enrolled in SQL Basics",
        "Courses start in January",
        "Up to 12 spots per class",
        "Max. 20 seats per cohort",
        "Delivery 24/7 available",
        "Delivery Mon–Fri 9:00–17:00",
        "Price increase on January 1",
        "Offer valid until 31 December",
        "Free delivery until 31 December",
        "Delivery in 3–5 business days",
        "Up to 5 users",
        "30-day free trial",
        "24/7 support",
        "99.9% uptime",
        "1,000 API calls / month",
        "Save 20%",
        "3 projects",
        "Prices valid from 1 March",
        "Free trial ends in 14 days",
        "Size 4 sold out",
        "Up to 500 reviews / month",
        "Collect 100 reviews",
        "200 review requests",
        "Order 3 or more and save 10%",
        "You are 3 steps away",
        "Support 09:00–17:00",
        "Up to 10 viewers",
        "Now in the gym: 120 machines",
        "Max 20 students per cohort",
        "10,000 monthly visitors",
        "100 orders per day",
        "2 months free",
        "Response within 4 hours",
        "Cancel up to 30 days before renewal",
    ],
    "de": [
        "2 Stück im Lieferumfang",
        "5 Mitglieder",
        "Bis zu 1.000 Mitglieder",
        "10 Beiträge pro Monat",
        "Unbegrenzte Beiträge",
        "Bis zu 10 Gebote pro Monat",
        "Bis zu 500 Ergebnisse pro Suche",
        "Bis zu 50 Teams planen im Business-Tarif",
        "Jetzt neu ab 9,99 € im Monat",
        "PlayStation 5 neu ab 449,00 €",
        "Version 2026.48.3",
        # a tariff's allowance, no tally of views
        "Seitenaufrufe bis 10.000 pro Monat inklusive",
        "Aktuell bis 5 Personen pro Tarif",
        # an allowance of accounts, not a tally of who trusts the bank
        "Bis zu 3 Depots pro Kunde",
        "3 Nutzer konfigurieren Regeln",
        # today named, but no time of it: what is sold today, not when the page was
        "Heute bestellt, morgen geliefert",
        # a plan's own window of history, no tally of views
        "5 Nutzer haben diese Berichte der letzten 30 Tage im Blick",
        "Statistiken der letzten 24 Stunden angesehen von bis zu 3 Nutzern",
        "Jetzt Kaffee Crema für 12,90 € kaufen",
        "Mit dem Code SOMMER24 sparen Sie 10 %",
        "Hat 2 Mahlgrade und 1 Jahr Garantie",
        "Über 40 Anbieter verglichen",
        "Aktuell im Studio: 30 Geräte",
        "Maximal 12 Plätze pro Kurs",
        "Bis zu 3 Fahrzeuge pro Konto",
        "Preiserhöhung zum 1. Januar",
        "Kostenlose Lieferung bis 31. Dezember",
        "Lieferung in 2–4 Werktagen",
        "Bis zu 5 Nutzer",
        "Paket mit 10 Anfragen pro Monat",  # a posting package's allowance, no tally
        "Bis zu 3 Stellenanzeigen gleichzeitig",
        "Bis zu 25 Interessenten pro Anzeige",
        "30 Tage kostenlos testen",
        "24/7 Support",
        "99,9 % Verfügbarkeit",
        "1.000 API-Aufrufe / Monat",
        "20 % sparen",
        "3 Projekte",
        "Preise gültig ab 1. März",
        "Jetzt noch 14 Tage kostenlos testen",
        "Kündigung bis 30 Tage vor Ablauf",
        "Mo.–Fr. 09:00–18:00 Uhr",
        "Bis zu 500 Bewertungen pro Monat",
        "Sie sind 3 Schritte entfernt",
        "Testphase endet in 14 Tagen",
    ],
    "fr": [
        # A capacity or an age is no live count; a visit "at the moment" neither.
        "Atelier de 12 places, de 6 à 10 ans",
        "Visite guidée : 25 personnes maximum",
        "Livré 2 fois par mois",
        "10 publications par mois",
        "Enchères illimitées",
        "Nouveau : neufs à partir de 19 € le mois",
        "Acheter la formule Cabinet pour 59 CHF",
        # A limit of who may see it, not a tally of who saw it.
        "Jusqu'à 5 personnes ont accès à cette offre",
        "Les 3 clients ont consulté un conseiller",
        "4 repas livrés chaque semaine",
        "Livrées cette semaine : 3 recettes pour 2 personnes",
        "Économisez 20 % avec le code ETE24",
        "Il a 3 ans de garantie",
        "12 places par session",
        "Jusqu'à 2 vélos par abonnement",
        "Livraison gratuite jusqu'au 31 décembre",
        "Offre valable jusqu'au 31 décembre",
        "Jusqu'à 5 utilisateurs",
        "Famille : jusqu’à 6 utilisateurs ont accès au coffre",
        "Essai gratuit de 30 jours",
        "Support 24/7",
        "Disponibilité de 99,9 %",
        "1 000 appels API / mois",
        "Économisez 20 %",
        "3 projets",
        "Prix valables à partir du 1er mars",
        "Il y a 3 forfaits",
        "L'essai se termine dans 14 jours",
        "Jusqu'à 1 000 ventes par mois",
    ],
    "es": [
        "Cierra a las 22:00 los jueves",
        "10 publicaciones al mes",
        "Hasta 5.000 seguidores",
        "Hasta 2 patinetes por cuenta",
        "Grupos reducidos de 8 lugares",
        "Cupos limitados a 20 alumnos",
        "Entrega gratis hasta el 31 de diciembre",
        "Oferta válida hasta el 31 de diciembre",
        "Hasta 5 usuarios",
        "Prueba gratuita de 30 días",
        "Las empresas se unieron en 2019",
        "12 empresas se unieron al programa piloto",
        "Soporte 24/7",
        "99,9 % de disponibilidad",
        "1.000 llamadas a la API / mes",
        "Ahorra un 20 %",
        "3 proyectos",
        "Precios válidos desde el 1 de marzo",
        "Confían en nosotros desde hace 10 años",
        # Who a plan is for, not who is there now.
        "Clases para 20 personas, entrenando ahora mismo",
        "Hasta 6 usuarios conectados",
        "5 usuarios trabajando en equipo",
        "Hay 5 usuarios trabajando en equipo",
        "Hoy hay 3 salas disponibles",
        "Comando 2 personas ahora",
        "La prueba termina en 14 días",
    ],
    "it": [
        # a plan's limit of who may use it, not a tally of who signed up
        # a room's guests, and a cancellation's terms: no count of what is left
        "Ospiti: max 4 persone",
        "Cancellazione gratuita fino a 7 giorni prima dell’arrivo",
        "Fino a 4 persone hanno accesso all’abbonamento",
        # a plan's limit, no count of what is left
        "Registrati: 5 articoli gratuiti al mese",
        "Chiude alle 22:00 il giovedì",
        "Fino a 5 utenti collegati",
        # a plan's limit: no progressive, no now
        "Fino a 10 professionisti possono fatturare insieme",
        "3 commercialisti stanno nel piano Studio",
        "20 utenti inclusi ora anche nel piano Base",
        "Offerta valida fino al 31 dicembre",
        "Consegna gratuita fino al 31 dicembre",
        "Ordina entro le 14:00",
        "Fino a 5 utenti",
        "Prova gratuita di 30 giorni",
        "Assistenza 24/7",
        "Disponibilità del 99,9%",
        "1.000 chiamate API / mese",
        "Risparmia il 20%",
        "3 progetti",
        "Prezzi validi dal 1° marzo",
        "Solo 3 utenti inclusi",
    ],
    "pt": [
        "Turmas de 12 vagas",
        "Até 1.000 seguidores",
        "Oferta válida até 31 de dezembro",
        "Entrega grátis até 31 de dezembro",
        "Até 5 usuários",
        "Teste grátis de 30 dias",
        "Suporte 24/7",
        "99,9% de disponibilidade",
        "1.000 chamadas de API / mês",
        "Economize 20%",
        "3 projetos",
        "Preços válidos a partir de 1º de março",
        "Há 3 planos",
        "O teste termina em 14 dias",
        # A purchase named without when: a heading of other products, a plan's note.
        "Quem comprou também comprou",
        "Quem assinou o plano anual recebeu 2 meses grátis",
    ],
    "nl": [
        "2 keer per week bezorgd",
        # A room's capacity, not who is in now.
        "Ruimte voor 14 mensen aan het werk",
        "Nu ook 24/7 toegang voor 3 personen",
        "Bieden vanaf € 10,00",
        "Vergelijk 40 leveranciers voor 3 huishoudens",
        "Wij kochten 3 licenties uit overtuiging",
        "2 zakken geleverd elke week",
        "Deze week gebrand: 3 zakken Ethiopië",
        "Maximaal 8 plekken per les",
        "Gratis bezorging tot 31 december",
        "Aanbieding geldig tot 31 december",
        "Tot 5 gebruikers",
        "30 dagen gratis proberen",
        "24/7 support",
        "99,9% uptime",
        "1.000 API-aanroepen / maand",
        "Bespaar 20%",
        "3 projecten",
        "Prijzen geldig vanaf 1 maart",
        "Nog 14 dagen gratis proberen",
        "Proefperiode eindigt over 14 dagen",
        "€19 net",
    ],
    "pl": [
        "Kupione produkty wysyłamy w 24 godziny",
        "Oferta ważna do końca miesiąca",
        "Pakiet Start: 10 ofert",
        "Film ogląda 3 osoby naraz na koncie Premium",
        "Gwarancja dostępności 99,9% w pakiecie Biznes",
        "Zaufało nam 12 miast i gmin w Małopolsce",
        "Kawa dla ekipy 10 zł miesięcznie",
        "Teraz w klubie: sauna i 40 stanowisk cardio",
        "Do 10 aktywnych ogłoszeń w pakiecie",  # a package's limit, no live tally
        "Porównaj ceny 12 towarzystw",  # a comparison's scope, no live tally
        "Numer kalkulacji znajdziesz w e-mailu",
        "Do 50 patronów w progu",
        "Maksymalnie 12 miejsc w grupie",
        "Dostawa 24 godziny",
        "Darmowa dostawa do 31 grudnia",
        "Oferta ważna do 31 grudnia",
        "Do 5 użytkowników",
        "30-dniowy bezpłatny okres próbny",
        "Wsparcie 24/7",
        "99,9% dostępności",
        "1000 wywołań API / miesiąc",
        "Oszczędź 20%",
        "3 projekty",
        "Ceny obowiązują od 1 marca",
    ],
    "sv": [
        "Väntetid 3 veckor på leverans",  # a lead time, not a live queue
        # a plan's limit, no count of what is left
        "Digital Bas: 5 gratisartiklar per månad",
        "Fri leverans till 31 december",
        "Nu på gymmet: 12 nya löpband",
        "Erbjudandet gäller till 31 december",
        "Upp till 5 användare",
        "30 dagars gratis provperiod",
        "Support dygnet runt 24/7",
        "99,9 % drifttid",
        "1 000 API-anrop / månad",
        "Spara 20 %",
        "3 projekt",
        "Priserna gäller från 1 mars",
        "Provperioden slutar om 14 dagar",
    ],
    "da": [
        "Nu i centret: 12 nye løbebånd",  # what the gym has, not who is in it
        "Ventetid 3 uger på levering",  # a lead time, not a live queue
        "Max 14 pladser pr. hold",
        "Gratis levering til 31. december",
        "Tilbuddet gælder til 31. december",
        "Op til 5 brugere",
        "30 dages gratis prøveperiode",
        "Support 24/7",
        "99,9 % oppetid",
        "1.000 API-kald / måned",
        "Spar 20 %",
        "3 projekter",
        "Priserne gælder fra 1. marts",
        "30 dages pengene-tilbage-garanti",
        "Prøveperioden slutter om 14 dage",
        "Spar 20 % lige nu",
    ],
    "no": [
        "Nå på senteret: 12 nye tredemøller",  # what the gym has, not who is in it
        "Ventetid 2 uker på levering",  # a lead time, not a live queue
        "Gratis levering til 31. desember",
        "Tilbudet gjelder til 31. desember",
        "Opptil 5 brukere",
        "30 dagers gratis prøveperiode",
        "Støtte 24/7",
        "99,9 % oppetid",
        "1 000 API-kall / måned",
        "Spar 20 %",
        "3 prosjekter",
        "Prisene gjelder fra 1. mars",
        "Prøveperioden slutter om 14 dager",
    ],
    "fi": [
        "Jonotusaika 2 viikkoa kuntosalin jäsenyyteen",  # a lead time, not a live queue
        "Tarjous voimassa 31. joulukuuta asti",
        "Ilmainen toimitus 31.12. asti",
        "Enintään 5 käyttäjää",
        "30 päivän ilmainen kokeilu",
        "Tuki 24/7",
        "99,9 % käytettävyys",
        "1 000 API-kutsua / kk",
        "Säästä 20 %",
        "3 projektia",
        "Hinnat voimassa 1.3. alkaen",
        "Kokeilu päättyy 14 päivän kuluttua",
        "Tilaa tänään, 12 kk määräaikainen",
        "Tilattu tänään klo 16 mennessä, perillä huomenna",
    ],
    "cs": [
        "Prodáno jako nové, 2 roky záruka",
        "Kapacita kurzu 12 míst",
        "Kapacita bazénu 120 osob",
        "Nyní v areálu 12 nových běžeckých pásů",
        "Co si zákazník objednal, vracíme do 30 dnů zdarma",
        "Co když si někdo koupil špatnou velikost? Výměnu zajistíme do 30 dnů.",
        "Doprava zdarma do 31. prosince",
        "Objednejte do 14:00",
        "Až 5 uživatelů",
        "30denní zkušební verze zdarma",
        "Podpora 24/7",
        "Dostupnost 99,9 %",
        "1 000 volání API / měsíc",
        "Ušetřete 20 %",
        "3 projekty",
        "Ceny platí od 1. března",
        "Zkušební doba končí za 14 dní",
    ],
    "ja": [
        "アップルウォッチ 9 GPSモデル 59,800円",  # a wristwatch, no watchers
        "入札方法について",
        # a plan's allowance of requests, no tally of today's
        "資料請求は何件でも無料",
        "価格改定：1月1日より",
        "12月5日発売",
        "最大5ユーザー",
        "30日間無料トライアル",
        "24時間365日サポート",
        "稼働率99.9%",
        "月1,000回のAPIコール",
        "20%お得",
        "3プロジェクト",
        "3月1日より新価格",
        "2027/01/01から新価格",
        "3日前までにキャンセル",
        "5人まで利用可能",
    ],
    "zh": [
        "1月1日起调价",
        "12月5日开售",
        "最多5个用户",
        "30天免费试用",
        "24/7 支持",
        "99.9% 正常运行时间",
        "每月 1,000 次 API 调用",
        "节省 20%",
        "3个项目",
        "价格自3月1日起生效",
        "提前3天通知",
        "到期前3天提醒",
        "月访问量: 10,000",
        # What a class holds, not who came today.
        "今日已有 3 堂課程開放預約",
        "已有 12 位教練",
    ],
    "ko": [
        # a class's size and a limit; a period of inquiry; a course count; a state
        "최대 8명",
        "정원 8명",
        "최대 8명 전체 12명",
        "조회 기간 3개월",
        "전체 12개 과정",
        "오늘 신청 마감",
        "1월 1일부터 가격 인상",
        "12월 5일 출시",
        "최대 5명",
        "30일 무료 체험",
        "연중무휴 24/7 지원",
        "가동률 99.9%",
        "월 1,000회 API 호출",
        "20% 절약",
        "프로젝트 3개",
        "3월 1일부터 가격 적용",
        "30일 전에 알림",
        "사용자 5명",
    ],
    "el": [
        "Έως 10 θέσεις ανά τμήμα",
        "Έως 5 χρήστες",
        "Δωρεάν δοκιμή 30 ημερών",
        "Υποστήριξη 24/7",
        "99,9% διαθεσιμότητα",
        "1.000 κλήσεις API / μήνα",
        "Εξοικονομήστε 20%",
        "3 έργα",
        "Οι τιμές ισχύουν από 1 Μαρτίου",
        # A plan's limit of customers or users, and a price list's title: no tally, no stamp.
        "Έως 500 πελάτες",
        "Εμπιστευτείτε μας για 3 χρήστες",
        "Ενημέρωση τιμών",
    ],
    "ro": [
        "Până la 5 utilizatori",
        "Perioadă de probă gratuită de 30 de zile",
        "Asistență 24/7",
        "Disponibilitate 99,9%",
        "1.000 de apeluri API / lună",
        "Economisiți 20%",
        "3 proiecte",
        "Prețurile sunt valabile de la 1 martie",
    ],
    "hu": [
        "Legfeljebb 12 hely csoportonként",
        "Legfeljebb 5 felhasználó",
        "30 napos ingyenes próbaidőszak",
        "Ügyfélszolgálat 24/7",
        "99,9% rendelkezésre állás",
        "1 000 API-hívás / hó",
        "Spóroljon 20%-ot",
        "3 projekt",
        "Az árak március 1-jétől érvényesek",
        "Ma 8 órától 20 óráig rendelünk",
        "Egy időpontra 2 páciens foglalhat",
    ],
    "tr": [
        "Puan tablosu",
        "5 kullanıcıya kadar",
        "30 gün ücretsiz deneme",
        "7/24 destek",
        "%99,9 çalışma süresi",
        "Ayda 1.000 API çağrısı",
        "%20 tasarruf edin",
        "3 proje",
        "Fiyatlar 1 Mart'tan itibaren geçerlidir",
        # A plan's slots and its RAM: no "now", no "online".
        "40 oyuncu slotu",
        "4 GB RAM, 40 Slot",
        "Aynı anda 64 oyuncu",
        # A plan's monthly allowance of contacts or users: no "this month".
        "Ayda 10.000 kişi",
        "Aylık 5 kullanıcı",
        "10.000 kişiye kadar",
    ],
    "vi": [
        "Tối đa 5 người dùng",
        "Dành cho 50 khách hàng đầu tiên",
        "Hơn 200 khách hàng xem demo mỗi tháng",
        "Dùng thử miễn phí 30 ngày",
        "Hỗ trợ 24/7",
        "Thời gian hoạt động 99,9%",
        "1.000 lệnh gọi API / tháng",
        "Tiết kiệm 20%",
        "3 dự án",
        "Giá áp dụng từ ngày 1 tháng 3",
        "Voucher giảm ₫20k cho đơn từ 149k",
        "Còn 12 trang",
        # A class's size or a school's reach: no thousands alone, or a limit's word after it.
        "Tối đa 12 học viên mỗi lớp",
        "Lớp 8 học viên",
        "1.000 học viên mỗi năm",
        "2.000 học viên và 80 giáo viên",
    ],
    "id": [
        "Hingga 5 pengguna",
        "Untuk 50 pelanggan pertama",
        "Uji coba gratis 30 hari",
        "Dukungan 24/7",
        "Uptime 99,9%",
        "1.000 panggilan API / bulan",
        "Hemat 20%",
        "3 proyek",
        "Harga berlaku mulai 1 Maret",
        "Diskon Rp15RB, min. belanja Rp150RB",
        "Cicilan 0% mulai Rp15.750/bln",
        "Sisa kuota 5 GB",
        # A class's size or a school's reach: no thousands alone, or a limit's word after it.
        "Maks. 20 peserta per kelas",
        "Kelas kecil 8 siswa",
        "Paket Sekolah \u00b7 500 siswa",
        "1.000 siswa per sekolah",
        "2.000 siswa dan 80 guru",
    ],
    "th": [
        "ผู้ใช้สูงสุด 5 คน",
        "ทดลองใช้ฟรี 30 วัน",
        "บริการ 24/7",
        "ความพร้อมใช้งาน 99.9%",
        "เรียก API 1,000 ครั้ง / เดือน",
        "ประหยัด 20%",
        "3 โปรเจกต์",
        "ราคาใหม่มีผลตั้งแต่วันที่ 1 มีนาคม",
        # A promotion's last day and a plan's allowance of people: no stamp, no tally.
        "ระยะเวลาโปรโมชั่น: วันนี้ \u2013 31 ม.ค. 2570",
        "สมัครได้ถึงวันที่ 31 ธ.ค. 2569",
        "แชร์ได้สูงสุด 5 คน",
        "฿1.2K ส่งฟรีเมื่อซื้อครบ ฿500",
    ],
    "ru": [
        "До 5 пользователей",
        "Консультации онлайн 24 часа",
        "Онлайн-касса на 3 человека",
        "30 дней бесплатно",
        "Поддержка 24/7",
        "Доступность 99,9%",
        "1 000 запросов API в месяц",
        "Экономия 20%",
        "3 проекта",
        "Цены действуют с 1 марта",
        "Групповое занятие до 12 человек",
        "Записаться сегодня можно до 20:00",
    ],
    "uk": [
        "До 5 користувачів",
        "30 днів безкоштовно",
        "Підтримка 24/7",
        "Доступність 99,9%",
        "1 000 запитів API на місяць",
        "Економія 20%",
        "3 проєкти",
        "Ціни діють з 1 березня",
        "Група до 8 осіб",
        "Записатися сьогодні можна до 20:00",
    ],
    "he": [
        "עד 5 משתמשים",
        "30 ימי ניסיון חינם",
        "תמיכה 24/7",
        "זמינות 99.9%",
        "1,000 קריאות API בחודש",
        "חיסכון של 20%",
        "3 פרויקטים",
        "המחירים בתוקף מ-1 במרץ",
    ],
    "ar": [
        "حتى 5 مستخدمين",
        "تجربة مجانية لمدة 30 يومًا",
        "دعم 24/7",
        "نسبة تشغيل 99.9%",
        "1,000 طلب API شهريًا",
        "وفّر 20%",
        "3 مشاريع",
        "الأسعار سارية من 1 مارس",
    ],
}

# When the page was written, after each language's words for "updated": a date, a time of
# day, or both.
TIMESTAMPS: dict[str, list[tuple[str, str]]] = {
    "en": [
        ("Prices updated 2 Dec 2026, 07:31 UTC", "Prices"),
        ("Last updated: Dec 2nd, 2026 at 7:31 pm", ""),
        ("Refreshed 2026-12-02T07:31", ""),
        ("Server time: 07:31", ""),
        ("Page generated in 0.231 seconds", ""),
        # Today's time, the day said in a word.
        ("Prices and stock checked today at 12:41.", "Prices and stock ."),
        ("Last updated today at 7:31 pm", ""),
    ],
    "de": [
        ("Stand: 02.12.2026, 07:31 Uhr", ""),
        ("Stand: heute, 12:41 Uhr", ""),
        ("Preise aktualisiert heute um 12:41 Uhr", "Preise"),
        ("Preise zuletzt aktualisiert am 2. Dezember 2026 um 7.31 Uhr", "Preise"),
        # When a billing provider's prices were last fetched, as English says "synced".
        ("Preise zuletzt abgeglichen am 05.12.2026, 22:41 Uhr", "Preise"),
        ("Preise synchronisiert am 05.12.2026, 22:41 Uhr", "Preise"),
        ("Zuletzt geprüft: 05.12.2026, 22:41", ""),
    ],
    "fr": [
        ("Dernière mise à jour : 2 déc. 2026 à 07h31", ""),
        ("Tarifs mis à jour le 02/12/2026", "Tarifs"),
        # Of what, between the words and the date.
        ("Dernière mise à jour des tarifs : 04/12/2026 à 05:12", ""),
        ("Mise à jour du catalogue le 02/12/2026", ""),
        ("Prix synchronisés le 05/12/2026 à 22:41", "Prix"),
        ("Tarifs vérifiés le 05/12/2026", "Tarifs"),
    ],
    "es": [
        ("Precios actualizados el 02/12/2026", "Precios"),
        ("Última actualización: 02/12/2026 07:31", ""),
        # The long date joins its day, month and year with "de"; a clock may follow.
        ("Página actualizada el 5 de diciembre de 2026, 09:41", "Página"),
        ("Actualizado el 5 de diciembre de 2026", ""),
        ("Precios verificados el 05/12/2026 a las 22:41", "Precios"),
        ("Tarifas sincronizadas el 05/12/2026", "Tarifas"),
    ],
    "it": [
        ("Aggiornato il 02/12/2026 alle 07:31", ""),
        ("Prezzi aggiornati al 04/12/2026 09:41", "Prezzi"),
        ("Quotazioni aggiornate al 4 dicembre 2026", "Quotazioni"),
        ("Prezzi verificati il 05/12/2026 alle 22:41", "Prezzi"),
        ("Tariffe sincronizzate il 05/12/2026", "Tariffe"),
    ],
    "pt": [
        ("Atualizado em 02/12/2026 às 07:31", ""),
        ("Atualizado em 5 de dezembro de 2026, 07:31", ""),
        ("Preços atualizados em 04/12/2026 às 08:02", "Preços"),
    ],
    "nl": [("Laatst bijgewerkt op 2 december 2026 om 07:31", "")],
    "pl": [
        ("Ostatnio zaktualizowano 02.12.2026 o 07:31", ""),
        ("Ceny z dnia 04.12.2026, 09:41", ""),
    ],
    "sv": [
        ("Senast uppdaterad 2026-12-02 kl. 07.31", ""),
        # The participle of a neuter noun and of a plural.
        ("Lagersaldo uppdaterat 18:42", "Lagersaldo"),
        ("Senast uppdaterat 2026-12-02 kl. 07.31", ""),
        ("Priserna uppdaterade 2026-12-02 kl. 07.31", "Priserna"),
    ],
    "da": [("Senest opdateret 02.12.2026 kl. 07.31", "")],
    "no": [("Sist oppdatert 02.12.2026 kl. 07.31", "")],
    "fi": [("Päivitetty 2.12.2026 klo 7.31", "")],
    "cs": [
        ("Aktualizováno 2. 12. 2026 v 7:31", ""),
        ("Ceny aktualizovány 4. 12. 2026 v 7:42", "Ceny"),  # the plural's "updated"
    ],
    "ja": [
        ("最終更新：2026年12月2日 7:31", ""),
        ("ランキング 1位（2026/12/03 04:00 更新）", "ランキング 1位"),  # the date first
    ],
    "zh": [("更新时间：2026-12-02 07:31", ""), ("2026/12/03 更新", "")],
    "ko": [
        ("업데이트: 2026.12.02 07:31", ""),
        ("2026.12.02 07:31 업데이트", ""),
        # A shop's stock as of a time.
        ("14:32 기준 재고 정보", "재고 정보"),
        ("2026.12.06 14:32 기준", ""),
    ],
    "el": [
        ("Τελευταία ενημέρωση: 02/12/2026 07:31", ""),
        # Of what, before the date; the plural's "updated" with "at".
        ("Τελευταία ενημέρωση τιμών: 06/12/2026 08:14", ""),
        ("Τελευταία ενημέρωση τιμοκαταλόγου: 06/12/2026 09:41", ""),
        ("Οι τιμές ενημερώθηκαν στις 06/12/2026 10:14", "Οι τιμές"),
    ],
    "ro": [
        ("Ultima actualizare: 02.12.2026, 07:31", ""),
        ("Actualizat la 04.12.2026, ora 09:14", ""),  # the hour's word before the clock
    ],
    "hu": [
        ("Frissítve: 2026.12.02. 07:31", ""),
        ("Utolsó frissítés: 2026. 12. 04. 08:12", ""),  # as a noun, the date spaced
        ("Frissítve: 2026.12.04. 9:14-kor", ""),  # the case ending joined to the clock
    ],
    "tr": [
        ("Son güncelleme: 02.12.2026 07:31", ""),
        ("Liste güncellenme zamanı: 05.12.2026 15:42", "Liste"),  # the noun with its time
        ("Fiyat güncelleme tarihi: 05.12.2026", "Fiyat"),
    ],
    "vi": [("Cập nhật: 02/12/2026 07:31", "")],
    "id": [("Terakhir diperbarui 02/12/2026 07.31", "")],
    "th": [
        ("อัปเดตเมื่อ 02/12/2026 07:31", ""),
        # "As of" a Thai date (a Buddhist-era year) at a clock with its "o'clock".
        ("ข้อมูล ณ วันที่ 7 ธ.ค. 2569 เวลา 10:32 น.", ""),
        ("อัปเดตล่าสุด 7 ธันวาคม 2569", ""),
        ("ราคา ณ วันที่ 1 ม.ค. 2570", "ราคา"),
    ],
    "ru": [
        ("Обновлено: 02.12.2026 07:31", ""),
        ("Последнее обновление: 04.12.2026 09:14", ""),
        # "at" before the clock, a month's name in Cyrillic, the year's word after it.
        ("Обновлено 04.12.2026 в 09:14", ""),
        ("Цены обновлены 5 декабря 2026 г.", "Цены"),  # the plural's "updated"
        ("Обновлено 5 декабря 2026 г.", ""),
        ("Цены по состоянию на 05.12.2026", "Цены"),  # "as of"
        ("Цены актуальны на 05.12.2026", "Цены"),
    ],
    "uk": [
        ("Оновлено 02.12.2026, 07:31", ""),
        ("Останнє оновлення: 04.12.2026 09:14", ""),
        ("Ціни оновлено 05.12.2026 о 11:42", "Ціни"),  # "at" before the clock
        ("Ціни оновлені 5 грудня 2026", "Ціни"),
        ("Ціни станом на 05.12.2026", "Ціни"),  # "as of"
        ("Ціни актуальні на 05.12.2026", "Ціни"),
    ],
    "he": [("עודכן 02/12/2026 07:31", "")],
    "ar": [
        ("تم التحديث 02/12/2026 07:31", ""),
        ("آخر تحديث للأسعار: ٠٤/١٢/٢٠٢٦ ٠٥:١٢", ""),  # the prices' last update
        ("آخر تحديث: 02/12/2026 07:31", ""),
        # Before or after noon after the clock: "ص" (morning), "مساءً" (evening).
        ("آخر تحديث ١٠:٤٢ ص", ""),
        ("تم التحديث 02/12/2026 9:05 مساءً", ""),
        ("آخر تحديث: ٠٤/١٢/٢٠٢٦ ٠٥:١٢ م", ""),
    ],
}
# Slovak, Croatian, Slovenian, Bulgarian, Lithuanian, Latvian, Estonian, Icelandic, Catalan,
# Malay and Hindi: their tables are in a module of their own.
REMOVED |= further.REMOVED
KEPT |= further.KEPT
TIMESTAMPS |= further.TIMESTAMPS
for _name, _cases in TIMESTAMPS.items():
    REMOVED[_name]["timestamp"] = _cases
# A shop's delivery estimate: a day without its year, after the words of a delivery promise.
DELIVERIES: dict[str, list[tuple[str, str]]] = {
    "en": [
        ("Get it by Friday, December 5", ""),
        ("Arrives Fri, Dec 5", ""),
        ("Estimated delivery: Dec 5–8", ""),
        ("Delivery Friday 5 December · Free returns", "Free returns"),
        ("Get it Dec 5 - Dec 8 with Prime", "with Prime"),
        # A range between two days, its words after a colon.
        ("Estimated delivery: between Fri, Dec 5 and Mon, Dec 8", ""),
        # A marketplace's promise: "Guaranteed by 8-11 Dec".
        ("Standard Delivery · Guaranteed by 8-11 Dec", "Standard Delivery"),
        ("Guaranteed delivery by Friday, December 5", ""),
        # The weekday after the day, as Indian marketplaces write it.
        ("Delivery by 11 Dec, Wed | Free", "Free"),
        ("Delivery by 11 Dec, Wednesday", ""),
    ],
    "de": [
        ("Lieferung bis Freitag, 5. Dezember", ""),
        ("Voraussichtliche Lieferung: Fr., 05.12.", ""),
        ("Lieferung zwischen 5.–8. Dezember", ""),
        ("Lieferung: zwischen Fr. 5.12. und Mo. 8.12.", ""),
    ],
    "fr": [
        ("Livraison estimée le vendredi 5 décembre", ""),
        ("Livraison estimée : entre le lun. 8 déc. et le mer. 10 déc.", ""),
    ],
    "es": [
        ("Recíbelo el viernes 5 de diciembre", ""),
        ("Entrega estimada: 5-8 dic.", ""),
        ("Entrega estimada: entre el 5 y el 8 de diciembre", ""),
    ],
    "it": [("Consegna prevista venerdì 5 dicembre", "")],
    "pt": [("Receba até sexta-feira, 5 de dezembro", "")],
    "nl": [
        ("Bezorgd op vrijdag 5 december", ""),
        ("Verwachte levering: vr 05-12", ""),  # a Dutch day in figures, with dashes
        ("Verwachte levering: vr 05-12-2026", ""),
        ("Bezorging: tussen 5 en 8 dec.", ""),
    ],
    "pl": [("Dostawa w piątek, 5 grudnia", "")],
    "sv": [("Leverans fredag 5 december", "")],
    "da": [("Forventet levering fredag d. 5. december", "")],
    "no": [("Levering fredag 5. desember", "")],
    "fi": [("Arvioitu toimitus perjantaina 5. joulukuuta", "")],
    "cs": [("Doručení v pátek 5. prosince", "")],
    "ja": [("お届け予定日：12月5日(金)", ""), ("最短12月5日(金)にお届け", "")],
    "zh": [("预计送达：12月5日（周五）", ""), ("预计12月5日送达", "")],
    "ko": [("도착 예정일: 12월 5일(금)", ""), ("12월 5일(금) 도착 예정", "")],
}
# A shop that makes what it sells (a print shop's flyers, a bakery's cake) promises the day
# its customer receives them, the goods named between the verb and the day.
RECEIVED_ON: dict[str, list[tuple[str, str]]] = {
    "en": [("Order by 2pm and receive your flyers on Tuesday, December 8", "Order by 2pm and")],
    "de": [
        (
            "Bis 12 Uhr bestellen und Sie erhalten Ihre Visitenkarten am Dienstag, 8. Dezember",
            "Bis 12 Uhr bestellen und Sie",
        ),
        ("Du erhältst deine Flyer bis Di., 08.12.", "Du"),
    ],
    "fr": [
        ("Commandez avant 14h et recevez vos flyers le mardi 8 décembre", "Commandez avant 14h et")
    ],
    "it": [
        (
            "Ordina entro le 13 e ricevi i tuoi volantini entro martedì 8 dicembre",
            "Ordina entro le 13 e",
        )
    ],
    "nl": [
        (
            "Bestel vóór 14:00 uur en ontvang je flyers met Spoed op dinsdag 8 december.",
            "Bestel vóór 14:00 uur en",
        ),
    ],
    "pl": [
        ("Zamów do 12:00, a ulotki otrzymasz już we wtorek, 8 grudnia", "Zamów do 12:00, a ulotki")
    ],
}
for _name, _cases in RECEIVED_ON.items():
    DELIVERIES[_name] = [*DELIVERIES[_name], *_cases]
for _name, _cases in DELIVERIES.items():
    REMOVED[_name]["timestamp"] = [*REMOVED[_name]["timestamp"], *_cases]
# A day named relative to today with its weekday ("내일(금)"): it moves daily.
RELATIVE_DELIVERIES: dict[str, list[tuple[str, str]]] = {
    "ja": [("最短明日(金)にお届け", "")],
    "zh": [("预计明天（周五）送达", "")],
    "ko": [("로켓배송 내일(금) 도착 보장", "로켓배송 보장"), ("모레(토) 도착 예정", "")],
}
for _name, _cases in RELATIVE_DELIVERIES.items():
    REMOVED[_name]["relative"] = [*REMOVED[_name]["relative"], *_cases]
# A shop's stock count after its stock words and a colon: the count goes, the words stay.
STOCK_COUNTS: dict[str, list[tuple[str, str]]] = {
    "pl": [("Na stanie: 14 szt.", "Na stanie"), ("Stan magazynowy: 3 sztuki", "Stan magazynowy")],
    "de": [("Lagerbestand: 14 Stück", "Lagerbestand"), ("Auf Lager: 3 Stk.", "Auf Lager")],
    "nl": [("Op voorraad: 14 stuks", "Op voorraad")],
    "fr": [("En stock : 14 pièces", "En stock"), ("Stock : 2 unités", "Stock")],
    "it": [
        ("Disponibili: 14 pezzi", "Disponibili"),
        ("In magazzino: 3 pz.", "In magazzino"),
        # a wholesaler's stock in its unit, before the warehouse
        ("Disponibile \u00b7 4.800 m a magazzino", "Disponibile"),
        ("120 rotoli in magazzino", "in magazzino"),
    ],
    # in parentheses after the stock words, in whatever unit the article is sold by
    "cs": [
        ("Skladem (2 480 ks)", "Skladem"),
        ("Skladem (864 rolí)", "Skladem"),
        ("Na skladě: 14 ks", "Na skladě"),
        ("Poslední kusy (180 ks)", "Poslední kusy"),
    ],
    "es": [
        ("En existencia: 3,450 pzas", "En existencia"),
        ("Existencias: 12 unidades", "Existencias"),
        ("En stock (14 uds.)", "En stock"),
    ],
}
for _name, _cases in STOCK_COUNTS.items():
    REMOVED[_name]["counter"] = [*REMOVED[_name]["counter"], *_cases]

# A post's count of comments, in a deal feed, a blog or a forum: one more with each comment.
COMMENT_COUNTS = {
    "en": [("23 comments", ""), ("dealhunter 12 Comments", "dealhunter")],
    "de": [
        ("47 Kommentare", ""),
        ("Kommentare (12)", ""),
        ("dealjaeger_92 47 Kommentare", "dealjaeger_92"),
    ],
    "fr": [("18 commentaires", "")],
    "es": [("Comentarios: 9", "")],
    "it": [("31 commenti", "")],
    "pt": [("7 comentários", "")],
    "nl": [("23 reacties", "")],
    "pl": [("12 komentarzy", ""), ("Komentarze (4)", "")],
    "sv": [("8 kommentarer", "")],
    "da": [("5 kommentarer", "")],
    "no": [("3 kommentarer", "")],
    "fi": [("14 kommenttia", "")],
    "cs": [("27 komentářů", "")],
    "sk": [("6 komentárov", "")],
    "hu": [("15 hozzászólás", "")],
    "ro": [("11 comentarii", "")],
    "el": [("19 σχόλια", "")],
    "tr": [("42 yorum", "")],
    "ru": [("35 комментариев", "")],
    "uk": [("21 коментар", "")],
}
for _name, _cases in COMMENT_COUNTS.items():
    REMOVED[_name]["counter"] = [*REMOVED[_name]["counter"], *_cases]
# A deal's temperature, the sum of its readers' votes, alone on its line but for the vote
# buttons' signs: it moves with every vote (a weather widget's as much).
REMOVED["common"]["counter"] = [
    *REMOVED["common"]["counter"],
    ("325°", ""),
    ("-12°", ""),
    ("− 1.204° +", ""),
]
# A comparison site's shop rating with its count of ratings in the counter word of Japanese,
# Korean or Chinese ("4.5 (1,234件)"), and a rating of two decimals (kakaku's "満足度 4.52")
# with its counter word: without it, two decimals and a bracketed number are a menu's price and
# its allergen ("Kuchen 4,80 (3)").
REMOVED["common"]["rating"] = [
    *REMOVED["common"]["rating"],
    ("4.5 (1,234件)", ""),
    ("평점 4.8 (2,031건)", ""),
    ("4.9\uff08812条\uff09", ""),
    ("Rating 4.52 (1,234件)", "Rating"),
]
KEPT["de"] = [*KEPT["de"], "Kuchen 4,80 (3)", "Espresso 2,50 (1)"]
REMOVED["ja"]["rating"] = [
    *REMOVED["ja"]["rating"],
    ("ショップの評価 4.5 (1,234件)", "ショップの"),
    ("満足度 4.52 (1,234件)", "満足度"),
]
# A post's time after today or yesterday: tomorrow its day's word is another.
DAYS_AT = {
    "en": [("Yesterday at 11:40 PM", ""), ("Today 09:12", "")],
    "de": [("Heute, 09:12", ""), ("Gestern um 14:05 Uhr", "")],
    "fr": [("Aujourd'hui à 09:12", ""), ("Hier à 14h05", "")],
    "es": [("Hoy a las 09:12", "")],
    "it": [("Oggi alle 09:12", "")],
    "pt": [("Ontem às 14:05", "")],
    "nl": [("Vandaag om 09:12", "")],
    "pl": [("Wczoraj 14:05", ""), ("Dzisiaj, 09:12", "")],
    "sv": [("Idag kl. 09:12", "")],
    "da": [("I går kl. 14.05", "")],
    "no": [("I dag kl. 09:12", "")],
    "cs": [("Dnes v 9:12", "")],
    "el": [("Σήμερα στις 09:12", "")],
}
for _name, _cases in DAYS_AT.items():
    REMOVED[_name]["relative"] = [*REMOVED[_name]["relative"], *_cases]
# A shop's hours today, a delivery's cut-off: no post's time.
KEPT["de"] = [*KEPT["de"], "Heute 09:00\u201318:00", "Lieferung heute bis 18:00"]
KEPT["en"] = [*KEPT["en"], "Order today before 14:00", "Open today 9:00 - 17:30"]
# ... also with a word between its two times.
KEPT["de"] = [*KEPT["de"], "Heute 9:00 bis 18:00 Uhr"]
KEPT["en"] = [*KEPT["en"], "Support: today 9.30 to 17.00"]
KEPT["es"] = [*KEPT["es"], "Hoy 10:00 a 20:00"]
KEPT["pl"] = [*KEPT["pl"], "Dziś 10:00 do 18:00"]
# A measure in degrees and a count a plan allows stay.
KEPT["common"] = [*KEPT["common"], "Drehbar um 360°", "bis 230 °C", "360° Rundumsicht", "n° 5"]
KEPT["en"] = [*KEPT["en"], "Unlimited comments", "Up to 10 comments", "500 comments / month"]
KEPT["de"] = [*KEPT["de"], "Bis zu 50 Kommentare pro Monat", "Kommentare schreiben"]
# A registrar's plan's limit on searches, and a tally that says no time of its own, stay.
KEPT["en"] = [*KEPT["en"], "Up to 500 searches per month", "Searched by 10,000 people"]
KEPT["ja"] = [*KEPT["ja"], "月500回まで検索できます"]
# A car park's live board: the free spaces, the capacity and the board's word for none left
# beside them, as the cars come and go (the tariff beside it stays).
_FREE_SPACES: dict[str, list[tuple[str, str]]] = {
    "de": [
        ("212 frei", ""),
        ("212 frei von 480 Pl\u00e4tzen", ""),
        ("Vollbelegt 0 von 860 Pl\u00e4tzen frei", ""),
        ("Freie Pl\u00e4tze: 212", ""),
        ("Parkhaus Am Zentrum: 57 freie Stellpl\u00e4tze", "Parkhaus Am Zentrum"),
    ],
    "nl": [
        ("Nog 34 plekken vrij", ""),
        ("34 vrije plekken", ""),
        ("Vol \u00b7 0 van 300 vrij", ""),
    ],
    "it": [("Posti liberi: 45", ""), ("45 posti liberi su 300", ""), ("Completo 0 liberi", "")],
    "fr": [("123 places libres", ""), ("Places libres : 123", ""), ("Complet 0 places libres", "")],
    "en": [("12 spaces available", ""), ("Full \u00b7 0 of 300 spaces free", "")],
}
for _language, _cases in _FREE_SPACES.items():
    REMOVED[_language]["counter"] = [*REMOVED[_language]["counter"], *_cases]
# A count the free word follows that is no space ("1 Monat frei", a gift "1 free"), a plan's
# count of spaces, and a board's word alone (a course that is full) stay.
KEPT["de"] = [*KEPT["de"], "1 Monat frei", "30 Stellpl\u00e4tze", "Kurs vollbelegt"]
KEPT["en"] = [*KEPT["en"], "Buy 2 get 1 free", "Up to 3 free spaces per account"]
KEPT["nl"] = [*KEPT["nl"], "2 maanden vrij", "Cursus vol"]
KEPT["it"] = [*KEPT["it"], "30 posti auto", "2 mesi liberi da vincoli"]
KEPT["fr"] = [*KEPT["fr"], "3 mois libres", "120 places"]
# A limit's bound before the count: who goes free (an age), no count of spaces.
KEPT["de"] = [
    *KEPT["de"],
    "Kinder bis 6 frei",
    "Eintritt: Kinder unter 6 frei, Erwachsene 12 \u20ac",
]
KEPT["nl"] = [*KEPT["nl"], "Kinderen t/m 3 vrij", "Kinderen tot 4 vrij"]
KEPT["it"] = [*KEPT["it"], "Bambini fino a 6 liberi"]
# A shop's tally of the day's orders with "today" first, which grows with each order; a
# cut-off for delivery today, a promise in the future tense and a tally of all time stay.
REMOVED["pl"]["counter"] = [
    *REMOVED["pl"]["counter"],
    ("Dziś zrealizowaliśmy już 143 zamówień", ""),
    ("Dzisiaj wysłaliśmy 87 paczek", ""),
    ("Wysłaliśmy dziś ponad 87 przesyłek", ""),
    ("Dziś dostarczyliśmy już 64 bukiety", ""),
]
REMOVED["nl"]["counter"] = [
    *REMOVED["nl"]["counter"],
    ("Vandaag al 143 bestellingen verzonden", ""),
    ("Vandaag hebben we al 87 boeketten bezorgd", ""),
    ("Deze week 1.204 pakketten verstuurd", ""),
]
REMOVED["da"]["counter"] = [
    *REMOVED["da"]["counter"],
    ("I dag har vi sendt 143 buketter", ""),
    ("I dag har vi allerede leveret 87 ordrer", ""),
    ("143 ordrer afsendt i dag", ""),
]
KEPT["pl"] = [
    *KEPT["pl"],
    "Zamówienia złożone dziś do 14:00 wysyłamy tego samego dnia",
    "Dziś dostarczymy 3 bukiety w ciągu 3 godzin",
    "Dostarczyliśmy już 10 000 bukietów",
]
KEPT["nl"] = [
    *KEPT["nl"],
    "Vandaag voor 14:00 besteld, vandaag bezorgd",
    "Vandaag besteld, morgen 2 boeketten bezorgd",
    "Elke week 2 boeketten bezorgd",
]
KEPT["da"] = [
    *KEPT["da"],
    "Ordrer afgivet inden kl. 14 sendes i dag",
    "I dag har vi sendt dig 2 e-mails med din kvittering",
    "Vi har sendt 2 buketter til din adresse",
]


@pytest.mark.parametrize(
    "line",
    [
        "Offer valid until 31 Dec 2026",
        "New prices from 01.01.2027: Pro 25 €",
        "Support 09:00–17:00 CET",
        "Updated pricing from 1 Jan 2027",
        "Sold 10.50 € per kg",
        "Gültig ab 02.12.2026",
        "Geldig van 05-12 tot 31-12",
    ],
)
def test_a_date_that_is_an_offers_own_is_kept(line: str) -> None:
    assert volatile.stripped(line) == line


# The brief's own list of real content, which every language must keep, in its words.
REAL_CONTENT = 8


def table(name: str) -> Language:
    return COMMON if name == "common" else LANGUAGES[name]


@pytest.mark.parametrize(
    ("language", "kind", "line", "left"),
    [
        (language, kind, line, left)
        for language, kinds in REMOVED.items()
        for kind, cases in kinds.items()
        for line, left in cases
    ],
)
def test_volatile_text_is_removed(language: str, kind: Kind, line: str, left: str) -> None:
    assert volatile.stripped(line) == left
    assert volatile.stripped(left) == left


@pytest.mark.parametrize(
    ("language", "line"), [(language, line) for language, lines in KEPT.items() for line in lines]
)
def test_real_content_is_kept(language: str, line: str) -> None:
    assert volatile.stripped(line) == line


@pytest.mark.parametrize(
    ("language", "kind", "index"),
    [
        (name, kind, index)
        for name in REMOVED
        for kind in KINDS
        for index in range(len(getattr(table(name), kind)))
    ],
)
def test_every_pattern_has_a_case(language: str, kind: Kind, index: int) -> None:
    pattern = re.compile(volatile.patterns(table(language), kind)[index], re.IGNORECASE)
    assert any(pattern.search(line) for line, _ in REMOVED[language].get(kind, []))


@pytest.mark.parametrize(
    ("lines", "dropped"),
    [
        # A listing's term and definition, two lines a reader sees as one: the value goes.
        (["入札", "5", "残り", "2日"], {1, 3}),
        (["「フィルムカメラ」の検索結果", "1,284件"], {1}),
        (["Time left:", "2d 4h"], {1}),
        (["Bids", "12 bids"], {1}),
        (["Restzeit:", "2 Tage 5 Std."], {1}),
        # A label whose value is real content, or no label, keeps it.
        (["Versand", "4,95 €"], set()),
        (["Nutzer", "5 Nutzer inklusive"], set()),
        (["Starter", "5 users"], set()),
        (["入札 5", "残り 2日"], set()),  # one line each already
        (["Kamera", "45,00 € 3 Gebote"], set()),  # the price stays, so does its line
    ],
)
def test_a_volatile_labels_value_on_the_next_line_goes(lines: list[str], dropped: set[int]) -> None:
    assert volatile.split_values(lines) == dropped


def test_every_language_has_cases_of_every_kind_and_real_content() -> None:
    assert set(REMOVED) == set(KEPT) == {"common", *LANGUAGES}
    assert len(LANGUAGES) >= 16
    for name, language in LANGUAGES.items():
        assert all(getattr(language, kind) for kind in KINDS), name
        assert set(REMOVED[name]) == set(KINDS), name
        assert len(KEPT[name]) >= REAL_CONTENT, name


@pytest.mark.parametrize(
    ("line", "left"),
    [
        ("Pro $19/mo · 27 people viewing", "Pro $19/mo"),
        ("4.8 (1,203 reviews) · $49", "$49"),
        ("Ends in 02:14:33 — now $19", "now $19"),
        ("49,- € · vor 3 Stunden", "49,- €"),
        ("€19 · ends in 3 days", "€19"),
        ("CHF 49.– (12 left in stock)", "CHF 49.– (\u2026 left in stock)"),
        # A count that is a price's amount stays, with everything around it.
        ("$1,204 sold today", "$1,204 sold today"),
    ],
)
def test_a_line_with_a_price_keeps_the_price(line: str, left: str) -> None:
    assert volatile.stripped(line) == left


@pytest.mark.parametrize(
    "line",
    [
        "· 27 people viewing ·",
        "(Updated 5 minutes ago)",
        "— 3d 4h left! —",
        "02:14:33 | 1,204 sold",
    ],
)
def test_a_line_of_only_volatile_text_and_punctuation_is_dropped(line: str) -> None:
    assert volatile.stripped(line) == ""


@pytest.mark.parametrize(
    "line",
    [
        "",
        "Pricing",
        "Start your free trial",
        "Link 12",
        "CX11 | 2 vCPU | 4 GB | €3.79/mo",
        # A cabin's seats and a search for flights: no tally of the moment.
        "Avionul are 180 de locuri",
        "Caută zboruri ieftine",
    ],
)
def test_a_line_without_volatile_text_is_returned_as_it_is(line: str) -> None:
    assert volatile.stripped(line) is line


# Pieces of lines: prices, volatile fragments, plan limits, words and separators.
PIECES = [
    "$19/mo", "49,- €", "CHF 1'099.00", "3,79 €", "¥1,200", "1.099,00 kr", "€0.0060/h",
    "Updated 5 minutes ago", "vor 3 Stunden", "Ends in 02:14:33", "3d 4h left", "5h 12m",
    "27 people are viewing this", "1,204 sold today", "4.8 (1,203 reviews)", "★★★★☆",
    "Order #10432", "5分前", "27人が閲覧中", "Up to 5 users", "30-day free trial", "Pro",
    "24/7 support", "·", "|", "—", "(", ")", "!", ",", "", "12", "ago", "left", "4.8",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=8), st.sampled_from([" ", "", " · "]))
@example(["49,- €", "12", "left"], "")  # money left ("€12left") is no count of stock
def test_every_price_reads_as_it_did(pieces: list[str], glue: str) -> None:
    line = glue.join(pieces)
    left = volatile.stripped(line)
    assert readings(left) == readings(line), (line, left)


def readings(line: str) -> list[tuple[Decimal, str | None]]:
    return [(found.amount, found.currency) for found in prices_by_line([line]).get(0, [])]


def test_pieces_that_would_read_as_another_price_are_kept_apart() -> None:
    # Joined, "4.8 € 19" would read 4.8 €; "4.8 $19/mo" reads $19 either way.
    assert volatile.stripped("4.8 Updated 5 minutes ago € 19") == "4.8 · € 19"
    assert volatile.stripped("4.8 Updated 5 minutes ago $19/mo") == "4.8 $19/mo"


# --- which lines of a page are searched ------------------------------------------------------


def test_the_candidates_are_the_lines_with_a_clue() -> None:
    lines = [
        "Pro",
        "$19/mo",
        "Up to 5 users",
        "Updated 5 minutes ago",  # 3
        "02:14:33",
        "★★★★☆",
        "27人が閲覧中",
        "3d 4h",
        "4.8/5",
        "4,8 de 5",
        "Contact sales",  # 10: words of fragments that hold a digit, in a line without one
        "Ready to go",
        "Updated a minute ago",  # 12: a fragment without a digit
        "5分前",
    ]
    assert volatile.candidates(lines) == {3, 4, 5, 6, 7, 8, 9, 12, 13}


def test_every_word_is_named_by_a_pattern_of_its_language() -> None:
    for name, language in LANGUAGES.items():
        words = language.words.split()
        source = "|".join(p for kind in KINDS for p in volatile.patterns(language, kind)).lower()
        source = re.sub(r"\\(?:u[0-9a-f]{4}|[a-z])", " ", source)
        start = "" if not language.spaced else r"(?<![^\W\d_])"  # not "go" in "ago"
        unnamed = [word for word in words if not re.search(start + re.escape(word), source)]
        assert unnamed == [], name
        assert len(set(words)) == len(words), name


def test_at_most_searched_characters_of_a_page_are_searched() -> None:
    line = "Updated 5 minutes ago"
    lines = [line] * (2 * volatile.SEARCHED // len(line))
    assert volatile.candidates(lines) == set(range(volatile.SEARCHED // len(line)))


# --- extraction: the digest of a page whose only change is volatile -------------------------

HTML = "text/html; charset=utf-8"
PAGE = (
    "<html><body><main><h2>Pro</h2><p>$19/mo</p>"
    "<ul><li>Up to 5 users</li><li>30-day free trial</li><li>24/7 support</li></ul>"
    "<p class=updated>{updated}</p><div class=timer>Sale ends in {countdown}</div>"
    "<p>{viewers} people are viewing this</p><p>4.8 ({reviews} reviews)</p>"
    "<h2>Team</h2><p>$49/mo · {sold} sold today</p>"
    "<table><tr><td>Scale</td><td>$99/mo</td><td>Only {stock} left in stock</td></tr></table>"
    "</main></body></html>"
)
SEEN = {
    "updated": "Updated 5 minutes ago",
    "countdown": "02:14:33",
    "viewers": "27",
    "reviews": "1,203",
    "sold": "1,204",
    "stock": "3",
}


def page(**changed: str) -> bytes:
    return PAGE.format(**(SEEN | changed)).encode()


@pytest.mark.parametrize(
    "changed",
    [
        {"countdown": "01:59:02"},
        {"updated": "Updated 2 hours ago"},
        {"viewers": "31"},
        {"reviews": "1,210"},
        {"sold": "1,310"},
        {"stock": "2"},
        {"countdown": "00:00:01", "updated": "Updated just now", "viewers": "5"},
    ],
)
@pytest.mark.parametrize("mode", ["text", "prices"])
def test_a_page_whose_only_change_is_volatile_keeps_its_digest(
    changed: dict[str, str], mode: Mode
) -> None:
    assert extract(page(**changed), HTML, Rules(extract=mode)).digest == (
        extract(page(), HTML, Rules(extract=mode)).digest
    )
    keep = Rules(extract=mode, volatile="keep")
    if mode == "text":
        assert extract(page(**changed), HTML, keep).digest != extract(page(), HTML, keep).digest


@pytest.mark.parametrize(
    ("line", "state"),
    [
        # A count of what is left is low stock, in every language alike.
        ("Plus que 2 en stock", "LimitedAvailability"),
        ("Nur noch 3 auf Lager", "LimitedAvailability"),
        ("Már csak 3 db raktáron", "LimitedAvailability"),
        ("残り3点", "LimitedAvailability"),
        ("Осталось 3 шт.", "LimitedAvailability"),
        ("Only 3 users", None),  # a plan's limit
        ("Nur noch 3 Tage", None),  # a countdown
        ("Only 2 left in stock - order soon.", "LimitedAvailability"),
        ("Bugün 5 adet satıldı", None),  # sales, no state of stock
        ("27 personnes consultent ce produit", None),
    ],
)
def test_a_stock_counter_keeps_the_state_it_tells(line: str, state: str | None) -> None:
    assert money.availability_in(volatile.stripped(line)) == state


def test_text_mode_compares_the_page_without_its_volatile_text() -> None:
    snapshot = extract(page(), HTML, Rules())
    assert snapshot.text.splitlines() == [
        "Pro",
        "$19/mo",
        "Up to 5 users",
        "30-day free trial",
        "24/7 support",
        "Team",
        "$49/mo",
        "Scale | $99/mo | Only \u2026 left in stock",
    ]
    assert [(record.label, str(record.amount)) for record in snapshot.prices] == [
        ("Pro", "19"),
        ("Team", "49"),
        ("Scale", "99"),
    ]


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Only 3 left in stock", "Out of stock"),
        ("Only 3 left in stock", "Sold out"),
        ("Nur noch 3 Stück auf Lager", "Ausverkauft"),
        ("Plus que 3 en stock", "Rupture de stock"),
        ("Samo još 3 komada na zalihi", "Nema na zalihi"),
        ("Sale ends Sunday", "Sale ends Sunday: 20% off"),
        ("© 2026 Acme", "© 2026 Acme Pro"),
    ],
)
def test_a_stock_state_or_an_offer_beside_volatile_text_is_kept(before: str, after: str) -> None:
    """How many are left is a live count; whether any are, or what a sale gives, is not."""
    assert volatile.stripped(before) != volatile.stripped(after)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Up to 5 users", "Up to 10 users"),
        ("$19/mo", "$29/mo"),
        ("30-day free trial", "14-day free trial"),
        ("$49/mo ·", "$59/mo ·"),
    ],
)
def test_a_real_change_beside_volatile_text_still_counts(before: str, after: str) -> None:
    edited = page().decode().replace(before, after).encode()
    assert extract(edited, HTML, Rules()).digest != extract(page(), HTML, Rules()).digest


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        ("Pro  $19/mo\nUpdated {} minutes ago\n", "text/plain"),
        ('{{"plans": [{{"name": "Pro", "price": 19}}], "updated": "{} minutes ago"}}', JSON),
    ],
)
def test_text_and_json_bodies_leave_volatile_text_out_too(body: str, content_type: str) -> None:
    one, other = (extract(body.format(n).encode(), content_type, Rules()) for n in (5, 7))
    assert one.digest == other.digest
    keep = Rules(volatile="keep")
    assert extract(body.format(5).encode(), content_type, keep).digest != (
        extract(body.format(7).encode(), content_type, keep).digest
    )


def test_a_data_region_keeps_the_targets_setting() -> None:
    body = b"<template id=t><p>$19/mo</p><p>Updated 5 minutes ago</p></template><p>x</p>"
    assert extract(body, HTML, Rules(selector="#t")).text == "$19/mo"
    kept = extract(body, HTML, Rules(selector="#t", volatile="keep")).text
    assert kept == "$19/mo\nUpdated 5 minutes ago"


def test_a_page_of_nothing_but_volatile_text_is_an_empty_page() -> None:
    with pytest.raises(errors.EmptyPage):
        extract(b"<p>Updated 5 minutes ago</p><p>27 people are viewing this</p>", HTML, Rules())


def test_the_default_is_stored_as_rules_were_before_it_existed() -> None:
    # What the previous build stored: the same rules must compare equal, or every target
    # would get a second new baseline.
    stored = '{"extract": "text", "ignore": [], "ignore_text": [], "selector": null, "version": 2}'
    assert Rules.from_json(stored) == Rules()
    assert Rules().to_json() == stored.replace('"version": 2', f'"version": {EXTRACTION_VERSION}')
    keep = Rules(
        extract="prices", selector="#p", ignore=(".a",), ignore_text=(r"\d+ left",), volatile="keep"
    )
    assert Rules.from_json(keep.to_json()) == keep
    assert json.loads(keep.to_json())["volatile"] == "keep"


# --- hostile input: volatile text in bulk stays within extraction's time limits --------------

SHAPES = [
    (
        "relative-times-and-counters-5mb",
        lambda: fill("<p>Updated 5 minutes ago · 27 people are viewing this</p>"),
        HTML,
        FIVE_MB_OF_PRICES,
    ),
    (
        "relative-times-one-line-5mb",
        lambda: fill("Updated 5 minutes ago ", prefix="<p>"),
        HTML,
        FIVE_MB,
    ),
    (
        "every-kind-in-long-lines-5mb",
        lambda: fill("<p>" + "Updated 5 minutes ago, 4.8 (1,203 reviews), ends in 02:14:33. " * 3),
        HTML,
        FIVE_MB_OF_PRICES,
    ),
    (
        "duration-runs-5mb",
        lambda: fill("<p>ends in " + "1d " * 30 + "left</p>"),
        HTML,
        FIVE_MB_OF_PRICES,
    ),
    ("stars-one-line-5mb", lambda: fill("★", prefix="<p>"), HTML, FIVE_MB),
    ("stars-and-counts-5mb", lambda: fill("<p>★★★★★ (12)</p>"), HTML, FIVE_MB_OF_PRICES),
    ("review-counts-text-5mb", lambda: fill("4.8 (1,203 reviews)\n"), TEXT, FIVE_MB_OF_PRICES),
    ("unspaced-counters-5mb", lambda: fill("<p>27人が閲覧中 5分前</p>"), HTML, FIVE_MB_OF_PRICES),
    ("plan-limits-5mb", lambda: fill("<p>up to 500 reviews</p>"), HTML, FIVE_MB_OF_PRICES),
    ("clock-run-one-line-5mb", lambda: fill("12:00:00 ", prefix="<p>"), HTML, FIVE_MB),
    (
        "plan-lines-and-one-relative-time-5mb",
        lambda: fill("<p>Up to 5 users, 10 GB, $19/mo</p>", suffix="<p>Updated 5 minutes ago</p>"),
        HTML,
        FIVE_MB_OF_PRICES,
    ),
    (
        "json-relative-times-5mb",
        lambda: fill('"5 minutes ago",', prefix="[", suffix='"x"]'),
        JSON,
        FIVE_MB_OF_PRICES,
    ),
]


@pytest.mark.parametrize(
    ("make", "content_type", "budget"), [pytest.param(*case[1:], id=case[0]) for case in SHAPES]
)
def test_volatile_text_in_bulk_stays_within_time_and_memory(
    make: Callable[[], bytes], content_type: str, budget: Budget
) -> None:
    assert_within(make, content_type, Rules(), budget)


def test_a_delivery_day_relative_to_today_without_its_weekday_stays() -> None:
    assert volatile.stripped("내일 도착") == "내일 도착"  # the same tomorrow as today


@pytest.mark.parametrize(
    ("before", "after", "same"),
    [
        # Counts of stock left that no counter pattern of their language cut: only the count
        # changes, so the page does not.
        ("Már csak 3 db raktáron", "Már csak 2 db raktáron", True),
        ("Doar 3 bucăți în stoc", "Doar 2 bucăți în stoc", True),
        ("Son 3 ürün", "Son 2 ürün", True),
        ("Nur noch 3 auf Lager", "Nur noch 2 auf Lager", True),
        # A change of state is one.
        ("Már csak 3 db raktáron", "Elfogyott", False),
        ("Nur noch 3 auf Lager", "Auf Lager", False),
    ],
)
@pytest.mark.parametrize("mode", ["text", "prices"])
def test_a_count_of_stock_left_changing_is_no_change_of_the_page(
    before: str, after: str, same: bool, mode: Mode
) -> None:
    def shop(state: str) -> bytes:
        return (
            f"<html><body><main><h2>Daráló</h2><p>12 990 Ft</p><p>{state}</p></main></body></html>"
        ).encode()

    rules = Rules(extract=mode)
    digests = (extract(shop(before), HTML, rules).digest, extract(shop(after), HTML, rules).digest)
    assert (digests[0] == digests[1]) is same


@pytest.mark.parametrize(
    ("lines", "figures"),
    [
        # A stat block's figure on its own line, its caption before or after it.
        (["US$ 187,462", "pledged of US$ 30,000 goal", "US$ 39"], {0}),
        (["現在の支援総額", "4,521,000円", "目標金額は3,000,000円"], {1}),
        (["12 450 €", "collectés sur 10 000 €"], {0}),
        (["Bereits gesammelt", "3.120 €"], {1}),
        (["2,941", "backers", "12", "days to go"], {0, 2}),
        (["支援者", "38人", "募集終了まで残り", "12日"], {1, 3}),
        # Decoys: a tier's price, a figure whose caption is no tally, a tally in a sentence.
        (["Pledge US$ 25 or more", "Early bird"], set()),
        (["US$ 39", "Lanternfall"], set()),
        (["12", "months"], set()),
        (["3", "users included"], set()),
        (["We have raised $5,000 so far", "$25"], set()),
    ],
)
def test_a_stat_blocks_figure_with_its_caption_on_another_line_is_volatile(
    lines: list[str], figures: set[int]
) -> None:
    assert volatile.split_values(lines) == figures


@pytest.mark.parametrize(
    "line",
    [
        "Валюта бағамы: 512,40 ₸",
        "Srednji kurs: 117,17 din.",
        "Курс валют: 92,47 ₽",
        "Курс НБРБ: 3,2714 Br",
    ],
)
def test_a_rate_of_the_day_is_a_counter_in_every_language_that_labels_one(line: str) -> None:
    # The labels of a language of the world's modules were never counters: they were added
    # to the first module's languages only.
    assert volatile.stripped(line) == ""


# A term that is the offer's own, not a sale's clock: how long a set-up, a delivery, a
# contract or a trial lasts.
KEPT["pl"] = [*KEPT["pl"], "Wdrożenie trwa tylko 15 minut.", "Dostawa trwa tylko 2 dni robocze."]
KEPT["en"] = [*KEPT["en"], "Annual contracts end in 12 months.", "Free trials end in 14 days."]
# An event's audience watching live, or a ticket shop's waiting room: the count moves at every
# load, whoever the page names ("Fans", "tifosi", "kibiców"), as it does for "people".
REMOVED["de"]["counter"] = [
    *REMOVED["de"]["counter"],
    ("318 Fans sehen sich dieses Spiel gerade an", ""),
    ("Gerade sehen sich 27 Zuschauer dieses Konzert an", "dieses Konzert an"),
]
REMOVED["en"]["counter"] = [
    *REMOVED["en"]["counter"],
    ("318 fans are viewing this match", "match"),
    ("1,204 people are in the queue", ""),
    ("Your position in the queue: #318", ""),
]
REMOVED["fr"]["counter"] = [
    *REMOVED["fr"]["counter"],
    ("127 spectateurs consultent cet événement", "cet événement"),
]
REMOVED["es"]["counter"] = [
    *REMOVED["es"]["counter"],
    ("318 aficionados están viendo este partido", "este partido"),
]
REMOVED["it"]["counter"] = [
    *REMOVED["it"]["counter"],
    ("318 tifosi stanno guardando questa partita", "questa partita"),
]
REMOVED["nl"]["counter"] = [
    *REMOVED["nl"]["counter"],
    ("120 fans bekijken dit evenement", "evenement"),
]
REMOVED["pl"]["counter"] = [
    *REMOVED["pl"]["counter"],
    ("318 kibiców ogląda teraz ten mecz", "ten mecz"),
]
REMOVED["ja"]["counter"] = [
    *REMOVED["ja"]["counter"],
    ("152人がこの公演を閲覧中", ""),
    ("待機人数 1,204人", ""),
    ("あなたの順番 318番目", ""),
]
# A venue's capacity or a ticket's group size names fans too, with no verb of watching.
KEPT["de"] = [*KEPT["de"], "Bis zu 500 Fans pro Event"]
KEPT["en"] = [*KEPT["en"], "Up to 500 fans per event", "Groups of 10 fans or more"]
# A plan's promised response in hours, and a plan's count of teams, are no live tally.
KEPT["en"] = [*KEPT["en"], "Response time: 4 hours", "Up to 10 teams", "Comparing plans"]
KEPT["de"] = [*KEPT["de"], "Garantierte Reaktionszeit 4 Stunden", "Bis zu 50 Teams"]
KEPT["fr"] = [*KEPT["fr"], "Temps de réponse garanti : 4 heures", "Jusqu'à 5 équipes"]
