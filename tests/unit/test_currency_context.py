"""Currency from context: which ISO code an ambiguous sign stands for, first that says."""

import json
from decimal import Decimal

import pytest

from monitor import errors
from monitor.extract import Rules, currency_context, extract
from monitor.extract.currency_context import (
    Context,
    Resolved,
    choice_currency,
    codes_for,
    locales,
    page_codes,
    resolve,
    selected_option,
    switched_toggle,
    switcher_choice,
    with_codes,
)
from monitor.extract.page import parse
from monitor.extract.prices import PriceRecord

NO = ("nb-NO",)


@pytest.mark.parametrize(
    ("sign", "context", "data", "expected"),
    [
        # Nothing says: the sign's most common currency, inferred.
        ("$", Context(), None, Resolved("USD", True)),
        ("kr", Context(), None, Resolved("SEK", True)),
        ("¥", Context(), None, Resolved("JPY", True)),
        ("Rs", Context(), None, Resolved("INR", True)),
        # The locale: <html lang>, then og:locale; one that names another currency is no help.
        ("kr", Context(locales=NO), None, Resolved("NOK", False)),
        ("kr", Context(locales=("da",)), None, Resolved("DKK", False)),
        ("kr", Context(locales=("de-DE", "sv_SE")), None, Resolved("SEK", False)),
        ("$", Context(locales=("en",)), None, Resolved("USD", True)),
        ("$", Context(locales=("fr-CA",)), None, Resolved("CAD", False)),
        ("¥", Context(locales=("zh-CN",)), None, Resolved("CNY", False)),
        ("$", Context(locales=("de-DE",)), None, Resolved("USD", True)),
        ("ريال", Context(locales=("ar-SA",)), None, Resolved("SAR", False)),
        ("ريال", Context(locales=("ar-QA",)), None, Resolved("QAR", False)),
        ("ريال", Context(locales=("ar-OM",)), None, Resolved("OMR", False)),
        ("ريال", Context(locales=("ar-YE",)), None, Resolved("YER", False)),
        ("ريال", Context(locales=("ar",)), None, Resolved("SAR", True)),  # Arabic names none
        ("دينار", Context(locales=("ar-KW",)), None, Resolved("KWD", False)),
        ("دينار", Context(locales=("ar-JO",)), None, Resolved("JOD", False)),
        ("دينار", Context(locales=("fr-TN",)), None, Resolved("TND", False)),
        ("دينار", Context(), None, Resolved("BHD", True)),
        ("ليرة", Context(locales=("ar-SY",)), None, Resolved("SYP", False)),
        ("Dhs", Context(locales=("fr-MA",)), None, Resolved("MAD", False)),
        ("درهم", Context(locales=("ar-MA",)), None, Resolved("MAD", False)),
        ("درهم", Context(locales=("ar-AE",)), None, Resolved("AED", False)),
        # Uruguay and the Dominican Republic write their pesos with a bare "$" too.
        ("$", Context(locales=("es-UY",)), None, Resolved("UYU", False)),
        ("$", Context(locales=("es-DO",)), None, Resolved("DOP", False)),
        # Cambodia prices in US dollars beside its riel, whose own sign is "៛"; its language
        # alone names the riel, which writes no "$": the dollar stays inferred.
        ("$", Context(locales=("km", "km_KH")), None, Resolved("USD", False)),
        ("$", Context(locales=("km",)), None, Resolved("USD", True)),
        ("៛", Context(locales=("km", "km_KH")), None, Resolved("KHR", False)),
        # A name others write only at home is theirs where the page's region is: "lei" in
        # Moldova, "جنيه" in Sudan; else the usual currency's, not inferred. A name shared
        # alike ("دينار", "francs") stays inferred where no region says.
        ("lei", Context(locales=("ro-MD",)), None, Resolved("MDL", False)),
        ("Lei", Context(locales=("ro-MD",)), None, Resolved("MDL", False)),
        ("lei", Context(locales=("ro",)), None, Resolved("RON", False)),
        ("lei", Context(), None, Resolved("RON", False)),
        ("جنيه", Context(locales=("ar-SD",)), None, Resolved("SDG", False)),
        ("جنيه", Context(), None, Resolved("EGP", False)),
        ("دينار", Context(locales=("ar-DZ",)), None, Resolved("DZD", False)),
        ("دينار", Context(locales=("ar",)), None, Resolved("BHD", True)),
        ("francs", Context(locales=("fr-CD",)), None, Resolved("CDF", False)),
        ("francs", Context(locales=("fr-BE",)), None, Resolved("CHF", True)),
        ("Rs", Context(locales=("en-MU",)), None, Resolved("MUR", False)),
        ("shillings", Context(locales=("so-SO",)), None, Resolved("SOS", False)),
        # A code written alone on the page beats the locale, if it is the only candidate.
        ("kr", Context(written=("DKK",), locales=NO), None, Resolved("DKK", False)),
        ("kr", Context(written=("DKK", "DKK", "EUR"), locales=NO), None, Resolved("DKK", False)),
        ("kr", Context(written=("DKK", "SEK"), locales=NO), None, Resolved("NOK", False)),
        ("$", Context(written=("EUR", "GBP")), None, Resolved("USD", True)),
        # A code the page names as its prices' beats one merely written.
        ("kr", Context(named=("DKK",), written=("SEK", "DKK")), None, Resolved("DKK", False)),
        ("$", Context(named=("EUR", "CAD")), None, Resolved("CAD", False)),
        # A switcher's selection beats the page's words.
        ("$", Context(selected="AUD", named=("CAD",)), None, Resolved("AUD", False)),
        ("$", Context(selected="EUR", named=("CAD",)), None, Resolved("CAD", False)),
        # The one candidate the page's other records state in their data (a headless shop's
        # variants' "currencyCode") where nothing else says: a language without its country
        # names no dollar; a country's locale or the page's words say more ("US$" records
        # beside "$" pesos); two codes say nothing.
        ("$", Context(stated=("CAD",), locales=("en",)), None, Resolved("CAD", False)),
        ("$", Context(stated=("USD", "USD"), locales=("en",)), None, Resolved("USD", False)),
        ("$", Context(stated=("USD",), locales=("es-MX",)), None, Resolved("MXN", False)),
        ("$", Context(stated=("AUD",), written=("NZD",)), None, Resolved("NZD", False)),
        ("$", Context(stated=("AUD", "NZD"), locales=("en",)), None, Resolved("USD", True)),
        ("$", Context(named=("MXN",), stated=("USD",)), None, Resolved("MXN", False)),
        # The record's own data beats everything.
        ("$", Context(selected="AUD", named=("CAD",)), "NZD", Resolved("NZD", False)),
        # Signs of one currency, and codes, are what they are; text that is no sign is None.
        ("€", Context(locales=NO), None, Resolved("EUR", False)),
        ("CHF", Context(), None, Resolved("CHF", False)),
        ("points", Context(), None, None),
    ],
)
def test_an_ambiguous_sign_is_resolved_first_that_says(
    sign: str, context: Context, data: str | None, expected: Resolved | None
) -> None:
    assert resolve(sign, context, data) == expected


@pytest.mark.parametrize(
    ("text", "named", "written"),
    [
        ("Alle Preise in DKK inkl. MwSt.\n99 kr/Monat", ("DKK",), ("DKK",)),
        ("All prices in CAD. Taxes extra.", ("CAD",), ("CAD",)),
        ("Currency: AUD", ("AUD",), ("AUD",)),
        ("USD | CAD | AUD", (), ("AUD", "CAD", "USD")),  # sorted by place, then named
        ("Switch to CAD\nPrices in USD", ("USD",), ("CAD", "USD")),
        ("vCPU, CADENCE, XCAD, CAD-ready", (), ("CAD",)),
        ("Prices\nCAD", (), ("CAD",)),  # the naming words are on their own line's
        # A currency named in words, as a code is.
        ("All prices are in Canadian dollars.", ("CAD",), ("CAD",)),
        ("Alle Preise in dänische Kronen", ("DKK",), ("DKK",)),
        ("Pay in US dollars or Australian dollars", (), ("USD", "AUD")),
        ("Swiss francs", (), ()),  # a currency the page's signs cannot stand for
    ],
)
def test_the_codes_a_page_names_and_writes(
    text: str, named: tuple[str, ...], written: tuple[str, ...]
) -> None:
    found_named, found_written = page_codes(text, ["AUD", "CAD", "DKK", "USD"])
    assert found_named == named
    assert sorted(found_written) == sorted(written)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Hinnat euroina, sis. ALV", ("EUR",)),  # Finnish names it by its case
        ("Kaikki hinnat euroissa", ("EUR",)),
        ("Precios en euros", ("EUR",)),
        ("\u4fa1\u683c\u306f\u65e5\u672c\u5186\uff08\u7a0e\u8fbc\uff09", ("JPY",)),
        ("\u4ef7\u683c\u5355\u4f4d\uff1a\u4eba\u6c11\u5e01", ("CNY",)),
        # A name inside a longer word of a spaced script is no name.
        ("Prices for Eurostar tickets", ()),
        ("Hinnat eurooppalaisille", ()),
    ],
)
def test_a_currency_named_in_words_in_any_script(text: str, named: tuple[str, ...]) -> None:
    assert page_codes(text, ["CNY", "EUR", "JPY"])[0] == named


def test_the_codes_are_in_page_order() -> None:
    assert page_codes("EUR then DKK then EUR", ["DKK", "EUR"])[1] == ("EUR", "DKK", "EUR")
    text = "Canadian dollars, then USD, then CAD"
    assert page_codes(text, ["CAD", "USD"])[1] == ("CAD", "USD", "CAD")


@pytest.mark.parametrize(
    ("html", "tags"),
    [
        ('<html lang="nb-NO"><body></body></html>', ("nb-NO",)),
        (
            '<html lang="de"><head><meta property="og:locale" content="de_CH"></head></html>',
            ("de", "de_CH"),
        ),
        ('<html xml:lang="fr" lang="fr"></html>', ("fr",)),
        ("<html><body><p>x</p></body></html>", ()),
        ('<html lang=" "><body></body></html>', ()),
    ],
)
def test_the_documents_language_tags(html: str, tags: tuple[str, ...]) -> None:
    assert locales(parse(html)) == tags


@pytest.mark.parametrize(
    ("text", "tags"),
    [
        ("Pass Internet au S\u00e9n\u00e9gal. Agence de Dakar, Plateau.", ("und-SN",)),
        ("Restez connect\u00e9 en C\u00f4te d\u2019Ivoire. \u00a9 Abidjan", ("und-CI",)),
        ("Douala, Yaound\u00e9: livraison partout au Cameroun", ("und-CM",)),
        ("Postpaid plans in Bahrain. Visit us in Manama.", ("und-BH",)),
        ("Fri frakt i hela Sverige. Butik i G\u00f6teborg.", ("und-SE",)),
        ("Gratis levering i hele Danmark, butik i K\u00f8benhavn og Aarhus", ("und-DK",)),
        # Near misses: named once, a country's name inside a word, two regions alike, a
        # dollar's country, a name in lower case that is a word ("mali" is small).
        ("Wir liefern auch nach Norwegen. Oslo ist sch\u00f6n.", ()),
        ("Nigerian and Nigerians", ()),
        ("Dakar et Abidjan, S\u00e9n\u00e9gal et C\u00f4te d'Ivoire", ()),
        ("Stores in Toronto, Canada, and Vancouver, Canada", ()),
        ("mali paket, mali bonus, mali popust", ()),
        ("Offices in Stockholm, Sweden, Oslo and Copenhagen and Oslo", ()),
        # A destination is no home: a Norwegian shop that ships to Sweden (before: und-SE, so
        # its "kr" read as SEK, and as "kr" again when the shipping note went), a Danish one
        # that delivers to Norway; its own after another word ("til hele Norge") still counts.
        ("Vi sender ogs\u00e5 til Sverige. Levering til Sverige tar 3-5 dager.", ()),
        ("Levering til Norge og til Norge\u2019s \u00f8er", ()),
        ("We ship to India. Orders to India take a week.", ()),
        ("Wir liefern nach Oman und nach Oman", ()),
        ("Fri frakt til hele Norge. Butikk i Oslo.", ("und-NO",)),
        ("Tilbud i Oslo og Trondheim", ("und-NO",)),
        ("Bienvenue au S\u00e9n\u00e9gal, livraison \u00e0 Dakar", ("und-SN",)),
        ("Toyota in Oman. Muscat showroom.", ("und-OM",)),
    ],
)
def test_a_page_without_a_locale_is_placed_by_the_region_it_names(
    text: str, tags: tuple[str, ...]
) -> None:
    assert currency_context.named_region(text) == tags


@pytest.mark.parametrize(
    ("html", "tags"),
    [
        ("<html><body><p>Dakar</p><p>S\u00e9n\u00e9gal</p></body></html>", ("und-SN",)),
        # The document's own locale first, whatever the page names.
        ('<html lang="fr-CM"><body><p>Dakar, S\u00e9n\u00e9gal</p></body></html>', ("fr-CM",)),
    ],
)
def test_a_documents_named_region_stands_for_its_locale(html: str, tags: tuple[str, ...]) -> None:
    assert locales(parse(html)) == tags


@pytest.mark.parametrize(
    ("body", "currency"),
    [
        # A CFA franc's letter, read only in the region, and the two francs' one spelling.
        ("<li>Pass Mois <b>10 000 F</b> / mois</li><p>Dakar, S\u00e9n\u00e9gal</p>", "XOF"),
        ("<li>Forfait <b>5 000 FCFA</b> / mois</li><p>Douala, Cameroun</p>", "XAF"),
        ("<li>Postpaid Lite <b>BD 6.500</b> / month</li><p>Bahrain. Manama</p>", "BHD"),
        ("<li>Kanna <b>299 kr</b></li><p>Fri frakt i Norge. Butikk i Oslo</p>", "NOK"),
        ("<li>Kanna <b>299 kr</b></li><p>Vi sender til Sverige. Frakt til Sverige</p>", "kr"),
        # Finland's euro in its letter, on a page that names Finland's places.
        ("<li>Perus <b>19,90 e</b>/kk</li><p>Myym\u00e4l\u00e4 Tampereella, Tampere</p>", "EUR"),
        # Near misses: no region named, or a dollar's country, keep the sign as written.
        ("<li>Forfait <b>5 000 FCFA</b> / mois</li>", "FCFA"),
        ("<li>Perus <b>19,90 e</b>/kk</li><li>Pro <b>29,90 \u20ac</b>/kk</li>", "EUR"),
        ("<li>Team <b>$29</b> / month</li><p>Toronto, Canada. Vancouver, Canada</p>", "$"),
    ],
)
def test_a_page_without_a_locale_reads_its_signs_as_its_region_does(
    body: str, currency: str
) -> None:
    html = f"<html><head><title>Tarifs</title></head><body><ul>{body}</ul></body></html>"
    prices = extract(html.encode(), "text/html; charset=utf-8", Rules(extract="prices")).prices
    assert [price.currency for price in prices] == [currency]


def record(currency: str | None, label: str = "Team") -> PriceRecord:
    return PriceRecord(label=label, amount=Decimal(9), currency=currency, period="month")


def with_currencies(
    records: list[PriceRecord], texts: list[str], tags: tuple[str, ...]
) -> list[PriceRecord]:
    """``records`` as ``monitor.extract`` writes them: each sign the context names, its code."""
    return with_codes(records, codes_for(records, texts, tags))


def test_records_take_the_currency_the_page_names() -> None:
    records = [record("kr"), record("EUR", "Add-on"), record(None, "Enterprise")]
    resolved = with_currencies(records, ["Preise in DKK", "99 kr"], ("de",))
    assert [r.currency for r in resolved] == ["DKK", "EUR", None]


@pytest.mark.parametrize(
    ("lang", "note", "amounts", "expected"),
    [
        # A page that writes its thousands in words names its currency once, elsewhere.
        ("id", "Semua harga dalam Rupiah", ("149rb/bulan", "299rb/bulan"), ["IDR", "IDR"]),
        ("ms", "Semua harga dalam Ringgit", ("49k/bulan", "99k/bulan"), ["MYR", "MYR"]),
        (
            "vi",
            "Gi\u00e1 t\u00ednh b\u1eb1ng Vi\u1ec7t Nam \u0111\u1ed3ng",
            ("149k/th\u00e1ng", "299k/th\u00e1ng"),
            ["VND", "VND"],
        ),
        # Two currencies named, or a record in another than the named one: none is filled in.
        ("id", "Bayar dengan Rupiah atau USD", ("149rb/bulan", "299rb/bulan"), [None, None]),
        ("id", "Tanpa kartu kredit", ("149rb/bulan", "299rb/bulan"), [None, None]),
        ("en", "All prices in USD", ("$9 / month", "\u20ac12 / month"), ["USD", "EUR"]),
    ],
)
def test_amounts_without_a_currency_take_the_one_the_page_states(
    lang: str, note: str, amounts: tuple[str, str], expected: list[str | None]
) -> None:
    cards = "".join(
        f'<div class="plan"><h3>{name}</h3><p>{amount}</p></div>'
        for name, amount in zip(("Basic", "Pro"), amounts, strict=True)
    )
    page = f'<html lang="{lang}"><body><p>{note}</p>{cards}</body></html>'
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    assert [record.currency for record in found] == expected


def test_an_inferred_currency_is_not_stored_the_sign_stays() -> None:
    records = [record("$"), record("$", "Pro")]
    assert with_currencies(records, ["$9/mo"], ()) is records


@pytest.mark.parametrize(
    ("lang", "code"), [("en", "USD"), ("en", "CAD"), ("es", "MXN"), ("fr", "CAD"), ("", "AUD")]
)
def test_a_sign_drawn_by_markup_takes_the_currency_the_shops_data_states(
    lang: str, code: str
) -> None:
    # A Hydrogen (Remix) storefront draws "$120.00"; its loader data says which dollar.
    state = {"product": {"title": "Trail Runner", "variants": {"nodes": [
        {"title": "9", "price": {"amount": "120.0", "currencyCode": code}},
        {"title": "10", "price": {"amount": "125.0", "currencyCode": code}},
    ]}}}  # fmt: skip
    head = f'<html lang="{lang}">' if lang else "<html>"
    page = (
        f"{head}<body><h1>Trail Runner</h1><div>$120.00</div>"
        f'<script>window.__remixContext = {{"state": {json.dumps(state)}}};</script>'
        "</body></html>"
    )
    found = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    assert {record.currency for record in found} == {code}


@pytest.mark.parametrize(
    ("stated", "code"),
    [
        (["USD"], "USD"),  # the page's one code names its dollar
        (["USD", "USD"], "USD"),
        (["CAD", "EUR"], "$"),  # a switcher's hidden alternatives: none is the shown price's
        (["CAD", "USD"], "$"),
    ],
)
def test_a_sign_takes_the_one_code_the_pages_data_states(stated: list[str], code: str) -> None:
    data = [record(c, f"Team ({c})") for c in stated]
    records = [record("$"), *data]
    assert (
        with_codes(records, codes_for(records, ["$9/mo"], ("en",), data=data))[0].currency == code
    )


def test_a_price_the_text_writes_with_its_own_sign_names_no_other() -> None:
    records = [record("$", "Pro"), record("AUD", "Also in Australia")]  # "from A$79"
    assert with_currencies(records, ["Pro $49 / month", "from A$79"], ("en",))[0].currency == "$"


def test_a_change_of_context_is_a_change_of_currency() -> None:
    before = with_currencies([record("kr")], ["99 kr"], ("nb-NO",))
    after = with_currencies([record("kr")], ["99 kr"], ("sv-SE",))
    assert (before[0].currency, after[0].currency) == ("NOK", "SEK")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("EUR", "EUR"),
        ("Euro (EUR)", "EUR"),
        (" € EUR ", "EUR"),
        ("€", "EUR"),
        ("£", "GBP"),
        ("$", None),
        ("kr", None),
        ("USD / CAD", None),
        ("Monthly", None),
        ("XYZ", None),
        ("Pay in EUR and save on every order this year", None),
        ("", None),
    ],
)
def test_the_currency_a_switchers_choice_names(text: str, expected: str | None) -> None:
    assert choice_currency(text) == expected


SELECT = """<select name="currency"><option value="USD">US dollar</option>
<option value="CAD" selected>Canadian dollar</option><option value="AUD">AUD</option></select>"""
TOGGLES = """<div class="switch"><button aria-pressed="false">USD</button>
<button aria-pressed="true">AUD $</button><button aria-pressed="false">NZD</button></div>"""
TABS = """<ul role="tablist"><li class="tab">US$</li><li class="tab is-active">CA$ (CAD)</li>
<li class="tab">EUR</li></ul>"""


@pytest.mark.parametrize(
    ("html", "option", "toggle"),
    [
        pytest.param(SELECT, "CAD", None, id="a-select-of-currencies"),
        pytest.param(TOGGLES, None, "AUD", id="pressed-buttons"),
        pytest.param(TABS, None, "CAD", id="a-tab-with-a-state-class"),
        pytest.param(
            '<p><button aria-pressed="true">EUR</button></p>',
            None,
            None,
            id="a-lone-choice-switches-nothing",
        ),
        pytest.param(
            "<select><option selected>Monthly</option><option>Yearly</option></select>",
            None,
            None,
            id="a-select-of-periods",
        ),
        pytest.param(
            '<nav><a class="active">Pricing</a><a>EUR</a></nav>',
            None,
            None,
            id="the-active-link-names-no-currency",
        ),
    ],
)
def test_a_switchers_selected_currency(html: str, option: str | None, toggle: str | None) -> None:
    assert selected_option(parse(html)) == option
    assert switched_toggle(parse(html)) == toggle


PAGE = """<html lang="en"><body><main>{switch}<h2>Team</h2><p>$49/month</p></main></body></html>"""


@pytest.mark.parametrize("switch", [SELECT, TOGGLES, TABS])
def test_the_switchers_selected_currency_is_the_prices_currency(switch: str) -> None:
    before = extract(PAGE.format(switch=switch).encode(), "text/html", Rules(extract="prices"))
    other = switch.replace("AUD", "XXX").replace("CAD", "AUD").replace("XXX", "CAD")
    after = extract(PAGE.format(switch=other).encode(), "text/html", Rules(extract="prices"))
    assert before.prices[0].currency in ("CAD", "AUD")
    assert before.prices[0].currency != after.prices[0].currency


HEADER = """<html lang="en"><body><header>{switch}</header><main><h2>Team</h2>
<p>$49/month</p></main></body></html>"""


@pytest.mark.parametrize(
    ("switch", "expected"),
    [
        pytest.param(
            '<form id="localization_form"><button aria-expanded="false">CAD $ | Canada</button>'
            "<ul hidden><li>USD $ | United States</li><li>CAD $ | Canada</li></ul></form>",
            "CAD",
            id="a-shops-button-over-its-closed-list",
        ),
        pytest.param(
            '<div class="currency-picker"><a class="active">SGD</a> <a>USD</a></div>',
            "SGD",
            id="links-one-of-them-active",
        ),
        pytest.param(
            '<div role="radiogroup" aria-label="Currency"><button role="radio" '
            'aria-checked="false">USD</button><button role="radio" aria-checked="true">AUD'
            "</button></div>",
            "AUD",
            id="radios-one-checked",
        ),
        pytest.param(
            '<div class="currency-picker"><a>USD</a> <a>CAD</a></div>', None, id="none-chosen"
        ),
        pytest.param('<span class="price-currency">$</span>', None, id="a-sign-names-no-code"),
    ],
)
def test_a_switcher_in_the_header_chooses_the_currency(switch: str, expected: str | None) -> None:
    page = HEADER.format(switch=switch)
    assert switcher_choice(parse(page)) == expected
    [record] = extract(page.encode(), "text/html", Rules(extract="prices")).prices
    assert record.currency == (expected or "$")


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("All prices in USD.", "USD"),
        ("Alle Preise in Euro, zzgl. MwSt.", "EUR"),
        ("Prices in pounds sterling", "GBP"),
        ("Ceny w złotych", "PLN"),
        ("Precios en pesos uruguayos, IVA incluido.", "UYU"),
        ("Todos los precios están expresados en pesos dominicanos", "DOP"),
        ("Precios en pesos chilenos (CLP)", "CLP"),
        ("Aceptamos pesos uruguayos y dólares", None),  # named, not as the prices' currency
        ("We accept euros and dollars", None),  # named, but not as the prices' currency
        ("Preise in EUR oder CHF", None),  # two: neither is the page's one
    ],
)
def test_the_one_currency_a_page_states_for_its_prices(text: str, code: str | None) -> None:
    assert currency_context.stated_code(text) == code


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            "<p>All prices in USD.</p><h2>Pro</h2><p>29/month</p><p>5 users/month</p>"
            "<h2>Team</h2><p>49 per month</p><p>Up to 10 projects</p>",
            [("Pro", "29", "USD", "month"), ("Team", "49", "USD", "month")],
        ),
        (
            "<p>Alle Preise in Euro</p><h2>Basis</h2><p>19,90 / Monat</p>"
            "<h2>Profi</h2><p>39,90 / Monat</p>",
            [("Basis", "19.90", "EUR", "month"), ("Profi", "39.90", "EUR", "month")],
        ),
        # A price shown with its sign: the bare counts beside it are no prices.
        (
            "<p>All prices in USD.</p><h2>Pro</h2><p>$29/month</p><p>10/month extra</p>",
            [("Pro", "29", "USD", "month")],
        ),
        # The amount large, its period small on the line below.
        (
            "<p>All prices in EUR, excl. VAT.</p><h2>Basic</h2><p>29</p><p>per month</p>"
            "<h2>Pro</h2><p>59</p><p>per month</p>",
            [("Basic", "29", "EUR", "month"), ("Pro", "59", "EUR", "month")],
        ),
        ("<h2>Pro</h2><p>29/month</p>", []),  # no currency stated: one amount is no price
        # ... but cards that each show only an amount and its period are plans, in no currency.
        (
            "<h2>Basic</h2><p>29<small>/mo</small></p><h2>Pro</h2><p>59</p><p>/mo</p>",
            [("Basic", "29", None, "month"), ("Pro", "59", None, "month")],
        ),
        # Limits: the amount is of something named, or written with other words.
        ("<h2>Basic</h2><p>500/month</p><h2>Pro</h2><p>Up to 5000/month emails</p>", []),
        ("<h3>Basic</h3><p>1000 / month</p><h3>Pro</h3><p>5000 / month</p>", []),
        ("<h2>Basic</h2><p>29</p><p>users per month</p><h2>Pro</h2><p>59 users/month</p>", []),
        ("<p>Prices in USD</p><h2>Pro</h2><p>Send 1,000 emails/month</p>", []),
    ],
)
def test_bare_amounts_before_a_period_are_in_the_currency_the_page_states(
    body: str, expected: list[tuple[str, str, str | None, str]]
) -> None:
    page = f"<html><body><main>{body}</main></body></html>".encode()
    try:
        found = extract(page, "text/html", Rules(extract="prices")).prices
    except errors.NoPrices:
        found = ()
    assert [(r.label, str(r.amount), r.currency, r.period) for r in found] == expected


def menu(*items: tuple[str, str]) -> str:
    """A menu's items, each a name over its amount, as a menu plugin writes them."""
    return "".join(f"<li><p>{name}</p><p>{amount}</p></li>" for name, amount in items)


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # A café's menu (Catalan): amounts with their cents alone under each name, the
        # currency only in a note; the hours, a year and the allergens' numbers are none.
        (
            "<h2>Esmorzars</h2><p>Fins a les 12:00</p><ul>"
            + menu(("Croissant", "1,70"), ("Entrepà de truita", "4,20"))
            + "</ul><p>Al·lèrgens: 1, 3, 7</p><p>Des del 2016</p>"
            "<p>Preus en euros, IVA inclòs. Obert de 7:30 a 20:00.</p>",
            [("Croissant", "1.70", "EUR", None), ("Entrepà de truita", "4.20", "EUR", None)],
        ),
        # A name and its amount on one line, after a leader's dots or a space (Italian).
        (
            "<p>Prezzi in euro</p><h2>Pizze</h2><p>Margherita ........ 7.50</p>"
            "<p>Diavola 8.5</p><p>Calzone … … 9,00</p>"
            "<p>Forno a legna dal 1987, 2 sale da 40 coperti</p>",
            [
                ("Pizze (Margherita)", "7.50", "EUR", None),
                ("Pizze (Diavola)", "8.5", "EUR", None),
                ("Pizze (Calzone)", "9.00", "EUR", None),
            ],
        ),
        # A table of sizes: each cell an amount alone; a dash is no price.
        (
            "<p>Ceny w złotych</p><h2>Kawa</h2><table><tr><th>Napój</th><th>S</th><th>L</th></tr>"
            "<tr><td>Latte</td><td>9,00</td><td>12,50</td></tr>"
            "<tr><td>Espresso</td><td>7,00</td><td>—</td></tr></table>",
            [
                ("Latte (S)", "9.00", "PLN", None),
                ("Latte (L)", "12.50", "PLN", None),
                ("Espresso", "7.00", "PLN", None),
            ],
        ),
        # One decimal number alone is no list: a version, a rating.
        ("<p>All prices in USD.</p><h2>Release</h2><p>Version</p><p>2.5</p>", []),
        # No currency stated: a list of decimals is no price list (scores, measures).
        ("<h2>Results</h2><ul>" + menu(("Anna", "9,50"), ("Berta", "8,75")) + "</ul>", []),
        # Amounts followed by a unit are measures, not prices.
        (
            "<p>Prices in EUR</p><h2>Specs</h2><p>Weight 2,50 kg</p><p>Height 1,20 m</p>",
            [],
        ),
    ],
)
def test_a_price_list_writes_its_amounts_alone_in_the_currency_the_page_states(
    body: str, expected: list[tuple[str, str, str, str | None]]
) -> None:
    page = f"<html><body><main>{body}</main></body></html>".encode()
    try:
        found = extract(page, "text/html", Rules(extract="prices")).prices
    except errors.NoPrices:
        found = ()
    assert [(r.label, str(r.amount), r.currency, r.period) for r in found] == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # A page in Spanish of no country: its words say whose pesos its "$" is.
        (
            '<html lang="es"><p>Precios en pesos uruguayos, IVA incluido.</p>'
            "<h3>Moto G54</h3><p>$ 12.990</p></html>",
            "UYU",
        ),
        (
            '<html lang="es"><p>Todos los precios en pesos dominicanos.</p>'
            "<h3>Plan Plus</h3><p>$ 2,995 al mes</p></html>",
            "DOP",
        ),
        # Two pesos named, neither as the prices': the sign stays a sign.
        (
            '<html lang="es"><p>Pagá con pesos uruguayos o pesos dominicanos.</p>'
            "<h3>Moto G54</h3><p>$ 12.990</p></html>",
            "$",
        ),
        # The locale says another country: its words name the prices' currency still.
        (
            '<html lang="es-AR"><p>Precios en pesos uruguayos.</p>'
            "<h3>Moto G54</h3><p>$ 12.990</p></html>",
            "UYU",
        ),
    ],
)
def test_pesos_are_named_in_words(html: str, expected: str) -> None:
    [record] = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert record.currency == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ('<html lang="ru"><h3>Утюг</h3><p>74,90 р.</p></html>', "RUB"),  # noqa: RUF001
        ('<html lang="ru"><h3>Утюг</h3><p>7 490 руб.</p></html>', "RUB"),  # noqa: RUF001
        ('<html lang="ru-BY"><h3>Утюг</h3><p>74,90 р.</p></html>', "BYN"),  # noqa: RUF001
        ('<html lang="be"><h3>Прас</h3><p>74,90 руб.</p></html>', "BYN"),  # noqa: RUF001
        ('<html lang="ru"><h3>Утюг</h3><p>74,90 Br</p></html>', "BYN"),
        (
            '<html lang="ru"><p>Все цены указаны в BYN.</p>'  # noqa: RUF001
            "<h3>Утюг</h3><p>74,90 р.</p></html>",  # noqa: RUF001
            "BYN",
        ),
        ('<html lang="am"><h3>Kettle</h3><p>250 Br</p></html>', "ETB"),
    ],
)
def test_a_roubles_abbreviation_is_russias_or_belaruss_as_the_page_says(
    html: str, expected: str
) -> None:
    [record] = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert record.currency == expected
