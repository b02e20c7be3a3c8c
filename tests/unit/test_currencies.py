"""The currency table: what it holds, and that every spelling in it reads as its currency."""

from decimal import Decimal

import pytest

from monitor import errors
from monitor.extract import Rules, currencies, extract, language
from monitor.extract.currencies import BY_CODE, CURRENCIES, candidates, exponent, of_locale
from monitor.extract.money import prices_by_line

# The 40 currencies most used (BIS 2022 turnover, then by use on the web) must be there.
MOST_USED = ("USD", "EUR", "JPY", "GBP", "CNY", "AUD", "CAD", "CHF", "HKD", "SGD", "SEK", "KRW",
             "NOK", "NZD", "INR", "MXN", "TWD", "ZAR", "BRL", "DKK", "PLN", "THB", "ILS", "IDR",
             "CZK", "AED", "TRY", "HUF", "CLP", "SAR", "PHP", "MYR", "COP", "RUB", "RON", "PEN",
             "BHD", "BGN", "ARS", "UAH")  # fmt: skip


def test_the_table_has_the_most_used_currencies_once_each() -> None:
    codes = [currency.code for currency in CURRENCIES]
    assert len(codes) == len(set(codes))
    assert set(MOST_USED) <= set(codes)
    assert codes[:4] == ["USD", "EUR", "JPY", "GBP"]  # in order of use: see candidates()


@pytest.mark.parametrize(
    ("code", "digits"),
    [
        ("USD", 2),
        ("EUR", 2),
        ("JPY", 0),
        ("KRW", 0),
        ("CLP", 0),
        ("VND", 0),
        ("ISK", 0),
        ("KWD", 3),
        ("BHD", 3),
        ("OMR", 3),
        ("JOD", 3),
        ("IQD", 3),
        ("LYD", 3),
        ("TND", 3),
        ("LBP", 2),
        ("jpy", 0),
        ("XXX", None),
    ],
)
def test_the_minor_unit_exponent_is_iso_4217s(code: str, digits: int | None) -> None:
    assert exponent(code) == digits


@pytest.mark.parametrize(
    ("sign", "most_common", "others"),
    [
        (
            "$",
            "USD",
            {"CAD", "AUD", "NZD", "SGD", "HKD", "MXN", "ARS", "CLP", "COP", "TWD", "UYU", "DOP"},
        ),
        ("kr", "SEK", {"NOK", "DKK", "ISK"}),
        ("kr.", "SEK", {"NOK", "DKK", "ISK"}),
        ("¥", "JPY", {"CNY"}),
        ("￥", "JPY", {"CNY"}),
        ("元", "CNY", {"TWD"}),
        ("Rs", "INR", {"PKR", "LKR", "NPR", "MUR"}),
        ("रु", "INR", {"PKR", "LKR", "NPR", "MUR"}),  # spellings of "Rs": the page decides
        ("ரூ.", "INR", {"PKR", "LKR", "NPR", "MUR"}),
        ("रू", "INR", {"PKR", "LKR", "NPR", "MUR"}),  # the same letters with the long vowel sign
        ("रू.", "INR", {"PKR", "LKR", "NPR", "MUR"}),
        ("ريال", "SAR", {"QAR", "OMR", "YER"}),  # the riyal, rial: the page's region says which
        # The dinar: Kuwait's, Bahrain's, Jordan's, Iraq's, Libya's or Tunisia's.
        ("دينار", "BHD", {"KWD", "JOD", "IQD", "LYD", "TND", "DZD"}),
        ("ليرة", "LBP", {"SYP"}),  # the Lebanese or the Syrian pound
        ("lei", "RON", {"MDL"}),  # Romania's leu, or Moldova's on a Moldovan page
        ("جنيه", "EGP", {"SDG"}),  # the Egyptian pound, or Sudan's on a Sudanese page
        ("francs", "CHF", {"RWF", "XOF", "XAF", "CDF", "GNF", "BIF", "DJF", "XPF"}),
        ("shillings", "KES", {"TZS", "UGX", "SOS"}),
        ("Dhs", "AED", {"MAD"}),  # the Emirati and the Moroccan dirham
        ("درهم", "AED", {"MAD"}),
    ],
)
def test_an_ambiguous_sign_lists_its_currencies_most_common_first(
    sign: str, most_common: str, others: set[str]
) -> None:
    found = candidates(sign)
    assert found[0] == most_common
    assert set(found[1:]) == others


@pytest.mark.parametrize("sign", ["€", "£", "zł", "R$", "CHF", "EUR", "₹", "円", "R"])
def test_a_sign_of_one_currency_is_not_ambiguous(sign: str) -> None:
    assert candidates(sign) == ()


@pytest.mark.parametrize(
    ("tag", "code"),
    [
        ("nb-NO", "NOK"),
        ("nb", "NOK"),
        ("nn", "NOK"),
        ("sv_SE", "SEK"),
        ("sv-FI", "EUR"),  # the region wins over the language
        ("da", "DKK"),
        ("de-CH", "CHF"),
        ("de-AT", "EUR"),
        ("en-US", "USD"),
        ("en-CA", "CAD"),
        ("fr-CA", "CAD"),
        ("en-AU", "AUD"),
        ("es-MX", "MXN"),
        ("zh-Hant-TW", "TWD"),
        ("zh-CN", "CNY"),
        ("zh", "CNY"),
        ("ja", "JPY"),
        ("ko-KR", "KRW"),
        ("pt-BR", "BRL"),
        ("km-KH", "USD"),  # Cambodia's "$" is the US dollar; the riel has a sign of its own
        ("km", "KHR"),
        ("sq-AL", "ALL"),
        ("mk", "MKD"),
        ("my-MM", "MMK"),
        ("en", None),  # English is spoken where many currencies are
        ("de", None),
        ("es", None),
        ("x-klingon", None),
        ("", None),
    ],
)
def test_a_locale_names_its_regions_currency_else_its_languages(tag: str, code: str | None) -> None:
    assert of_locale(tag) == code


def _written_examples() -> list[tuple[str, str, str]]:
    """Every spelling in the table, written with an amount on the side it may stand, and
    what it must read as (the code, or the sign when several currencies write it)."""
    cases = []
    for currency in CURRENCIES:
        spelled = [(currency.code, True), *((sign, True) for sign in currency.signs)]
        spelled += [(sign, True) for sign in currency.before]
        spelled += [(sign, False) for sign in currency.after]
        for written, leads in spelled:
            expected = currencies.SPELLINGS[written].currency
            text = f"{written} 1,234.50" if leads else f"1 234,50 {written}"
            cases.append((currency.code, text, expected))
    return cases


@pytest.mark.parametrize(("code", "text", "expected"), _written_examples())
def test_every_spelling_in_the_table_reads_as_its_currency(
    code: str, text: str, expected: str
) -> None:
    # A letter that is a sign only on a page of its currency's place ("N5,000", "2 500 F")
    # is read on one (en-NG, en-SN), the first of its currency's that reads it (the euro's
    # "e" is Finland's only).
    sign = text.split(" ")[0] if not text[0].isdigit() else text.rsplit(" ", 1)[1]
    local = not currencies.read_in(sign, ())
    regions = [r for r in BY_CODE[code].regions if currencies.read_in(sign, (), (r,))]
    with language.reading([f"en-{regions[0]}"] if local else []):
        [found] = prices_by_line([text])[0]
    assert found.amount == Decimal("1234.50")
    assert found.currency == expected
    assert expected == code or code in candidates(expected)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("1.279,90 Lei", "Lei"),  # a shop's capitalised local spelling (Romania's or Moldova's)
        ("1.279,90 LEI", "LEI"),
        ("12 999 Грн", "UAH"),
        ("12 999 ГРН", "UAH"),
        ("49,99 Zł", "PLN"),
        ("990 Руб.", "Руб."),  # noqa: RUF001 - Cyrillic: Russia's rouble or Belarus's
        ("24,90 Лв.", "BGN"),
    ],
)
def test_a_local_spelling_after_an_amount_may_be_capitalised(text: str, code: str) -> None:
    [found] = prices_by_line([text])[0]
    assert found.currency == code


@pytest.mark.parametrize("text", ["Lei 20", "Din. 12"])
def test_a_capitalised_local_spelling_does_not_lead_an_amount(text: str) -> None:
    assert not prices_by_line([text])


@pytest.mark.parametrize(
    ("spelling", "languages", "read"),
    [
        ("R", (), True),  # a page that names no language: as the sign says
        ("R", ("en",), True),
        ("R", ("af",), True),
        ("R", ("tr",), False),  # "ECE R129" on a Turkish page: a standard's name
        ("R", ("de",), False),  # "R410A": a refrigerant
        ("Q", ("es",), True),
        ("Q", ("en",), False),
        ("€", ("tr",), True),  # a sign of its own: on any page
        ("kr", ("en",), True),
    ],
)
def test_a_currencys_one_letter_is_read_in_the_languages_that_write_it(
    spelling: str, languages: tuple[str, ...], read: bool
) -> None:
    assert currencies.read_in(spelling, languages) is read


@pytest.mark.parametrize(
    ("languages", "text", "currency"),
    [
        # Baltic shops capitalise the code as a word.
        (("lt",), "249,00 Eur", "EUR"),
        (("lv",), "9,99 Eur/mēn.", "EUR"),
        # The euro's name in the case a count takes, written out after an amount.
        (("fi",), "29,90 euroa kuukaudessa", "EUR"),
        (("et",), "9,99 eurot kuus", "EUR"),
        (("lv",), "9,99 eiro mēnesī", "EUR"),
        (("lt",), "9,99 eurų per mėnesį", "EUR"),
        (("de",), "9,99 Euro im Monat", "EUR"),
        (("fr",), "49 euros par mois", "EUR"),
        (("it",), "10 euro al mese", "EUR"),
        (("nl",), "12,50 euro per maand", "EUR"),
        (("en",), "5 EUROS", "EUR"),
        # The crowns' names: the page's language says whose "kroner" are meant.
        (("sv",), "99 kronor i månaden", "SEK"),
        (("da",), "99 kroner om måneden", "DKK"),
        (("nb",), "199 kroner per måned", "NOK"),
        (("is",), "2.990 krónur á mánuði", "ISK"),
        # Every currency's name in the forms a count takes, and names several currencies
        # share, decided by the page's locale as "$" is.
        (("pl-PL",), "49 złotych miesięcznie", "PLN"),
        (("pl-PL",), "2 złote dziennie", "PLN"),
        (("pl-PL",), "1 złoty dziennie", "PLN"),
        (("ru-RU",), "200 рублей в месяц", "RUB"),
        (("ru-RU",), "2 рубля в день", "RUB"),
        (("uk-UA",), "99 гривень на місяць", "UAH"),
        (("uk-UA",), "3 гривні на день", "UAH"),
        (("cs-CZ",), "149 korun měsíčně", "CZK"),
        (("cs-CZ",), "3 koruny denně", "CZK"),
        (("bg-BG",), "20 лева на месец", "BGN"),
        (("vi-VN",), "1,2 triệu đồng/tháng", "VND"),
        (("pt-BR",), "15 reais por mês", "BRL"),
        (("de-CH",), "20 Franken pro Monat", "CHF"),
        (("fr-CH",), "49 francs par mois", "CHF"),
        (("fr-SN",), "5 000 francs par mois", "XOF"),
        (("es-CO",), "499 pesos al mes", "COP"),
        (("es-AR",), "2 mil pesos por mes", "ARS"),
        (("es-MX",), "499 pesos al mes", "MXN"),
        (("en-US",), "49 dollars a month", "USD"),
        (("en-CA",), "49 dollars a month", "CAD"),
        (("en-AU",), "49 dollars a month", "AUD"),
        (("fr-CA",), "49 dollars par mois", "CAD"),
        (("en-IN",), "500 rupees per month", "INR"),
        (("en-PK",), "500 rupees per month", "PKR"),
        (("en-GB",), "12 pounds a month", "GBP"),
        (("en-JP",), "3000 yen per month", "JPY"),
        (("en-ZA",), "199 rand per month", "ZAR"),
        (("en-AE",), "100 dirhams per month", "AED"),
        (("fr-MA",), "100 dirhams par mois", "MAD"),
        (("en-KE",), "1,500 shillings per month", "KES"),
        (("es-PE",), "49 soles al mes", "PEN"),
        (("es",), "49 dólares al mes", "USD"),
    ],
)
def test_a_currencys_name_written_out_after_an_amount(
    languages: tuple[str, ...], text: str, currency: str
) -> None:
    page = f'<html lang="{languages[0]}"><body><h3>Plan</h3><p>{text}</p></body></html>'
    [found] = extract(page.encode(), "text/html; charset=utf-8", Rules(extract="prices")).prices
    assert found.currency == currency


@pytest.mark.parametrize(
    "text",
    [
        "Euroa 29,90",  # a name leads no amount
        "Eur 12",
        "kroner",
        "Eurovision 2026",
        "euroalue 20 maata",  # Finnish "euro area": a word that starts with the name
        "dollars 49",  # nor does a name in words
        "Rand Corporation",
        "won 3 awards",
        "5 pounds of coffee",
        "2 dollars cheaper",
        "in 2024 pesos",
        "a million dollars of revenue processed",
    ],
)
def test_a_currencys_name_without_an_amount_before_it_is_no_price(text: str) -> None:
    assert not prices_by_line([text])


@pytest.mark.parametrize(
    ("html", "found"),
    [
        # Nepal writes the rupee with the long vowel sign, in Devanagari or Latin digits.
        ('<html lang="ne"><p>रू २४,९९९</p></html>', [(Decimal("24999"), "NPR")]),
        ('<html lang="ne"><p>रू. १,४९९ प्रति महिना</p></html>', [(Decimal("1499"), "NPR")]),
        ('<html lang="ne"><p>मूल्य: रू 1,499</p></html>', [(Decimal("1499"), "NPR")]),
        # the short vowel sign, as before
        ('<html lang="ne"><p>रु २४,९९९</p></html>', [(Decimal("24999"), "NPR")]),
        # a Hindi page's rupee with the same letters is India's
        ('<html lang="hi"><p>रू 999</p></html>', [(Decimal("999"), "INR")]),
        # India's other scripts abbreviate the rupee in their own letters; a page in any of
        # them, or in Marathi, is India's.
        ('<html lang="te"><p>రూ. 499 నెలకు</p></html>', [(Decimal("499"), "INR")]),
        ('<html lang="kn"><p>ರೂ. 1,299</p></html>', [(Decimal("1299"), "INR")]),
        ('<html lang="ml"><p>രൂ. 349</p></html>', [(Decimal("349"), "INR")]),
        ('<html lang="gu"><p>રૂ. ૧,૨૯,૯૯૯</p></html>', [(Decimal("129999"), "INR")]),
        ('<html lang="pa"><p>ਰੁ. 299</p></html>', [(Decimal("299"), "INR")]),
        ('<html lang="mr"><p>रु. ४९९ दरमहा</p></html>', [(Decimal("499"), "INR")]),
        # the letters inside a word are no sign: "रूप" (form), "रूस" (Russia)
        ('<html lang="ne"><p>रूप 3 र रूस 12</p></html>', []),
    ],
)
def test_the_rupee_in_devanagari_with_either_vowel_sign(
    html: str, found: list[tuple[Decimal, str]]
) -> None:
    try:
        prices = extract(html.encode(), "text/html; charset=utf-8", Rules()).prices
    except errors.NoPrices:
        prices = ()
    assert [(p.amount, p.currency) for p in prices] == found


@pytest.mark.parametrize(
    ("lang", "line", "found"),
    [
        # A name several countries write is the page's region's currency.
        ("ro-MD", "Abonament 99 lei / lună", ("99", "MDL")),
        ("ar-DZ", "اشتراك 990 دينار شهريًا", ("990", "DZD")),
        ("ar-SD", "الباقة 1,299 جنيه", ("1299", "SDG")),
        ("fr-CD", "Forfait 9 900 francs", ("9900", "CDF")),
        ("fr-SN", "Forfait 9 900 francs CFA / mois", ("9900", "XOF")),
        ("fr-CM", "Forfait 9 900 francs CFA", ("9900", "XAF")),
        ("fr-PF", "Forfait 1 500 F CFP", ("1500", "XPF")),
        ("en-MU", "Starter Rs 1,250", ("1250", "MUR")),
        ("so-SO", "Basic 1,500 shillings / month", ("1500", "SOS")),
        # Algeria's dinar has two decimals: "12.500" is twelve thousand five hundred; Kuwait's
        # three.
        ("ar-DZ", "اشتراك 12.500 دينار", ("12500", "DZD")),
        ("ar-KW", "اشتراك 12.500 دينار", ("12.500", "KWD")),
        ("ar", "اشتراك 12.500 دينار", ("12.500", "دينار")),  # the Gulf's, where none says
        # Serbia writes its dinar in Latin letters, of two decimals: where no region says
        # whose, "1.500 dinar" is a thousand five hundred, as it was.
        ("sr", "Cena 1.500 dinar", ("1500", "RSD")),
        ("", "Cena 1.500 dinar", ("1500", "dinar")),
        ("en", "Price 12.500 dinars", ("12500", "dinars")),
        # Near misses: the usual currency where the page's region is not the other's.
        ("ro", "Abonament 99 lei / lună", ("99", "RON")),
        ("ro-RO", "Abonament 99 Lei / lună", ("99", "RON")),
        ("", "Abonament 99 lei / lună", ("99", "RON")),
        ("ar-EG", "الباقة 1,299 جنيه", ("1299", "EGP")),
        ("fr-CH", "Forfait 99 francs par mois", ("99", "CHF")),
        ("en-IN", "Starter Rs 1,250", ("1250", "INR")),
    ],
)
def test_a_shared_name_is_the_currency_of_the_pages_region(
    lang: str, line: str, found: tuple[str, str]
) -> None:
    html = f'<html lang="{lang}"><body><h2>Pro</h2><p>{line}</p></body></html>'
    [price] = extract(html.encode(), "text/html; charset=utf-8", Rules()).prices
    assert (str(price.amount), price.currency) == found
