"""Price parsing as tables: what a price looks like in each locale, and what it means."""

from decimal import Decimal

import pytest

from monitor.extract import language, money
from monitor.extract.money import (
    Money,
    currency_code,
    format_price,
    percent_plus,
    period_after,
    period_from_name,
    period_from_words,
    plus_percent,
    prices_by_line,
    read_price,
    schema_availability,
    with_bare_multiples,
)


def find_prices(line: str) -> list[Money]:
    """Every price in one line of visible text, in order."""
    return prices_by_line([line]).get(0, [])


@pytest.mark.parametrize(
    ("text", "amount", "currency"),
    [
        ("$1,099.00", "1099.00", "$"),
        ("1.099,00 €", "1099.00", "EUR"),
        ("3,79 €", "3.79", "EUR"),
        ("CHF 1'099.00", "1099.00", "CHF"),
        ("CHF 1\u2019099.00", "1099.00", "CHF"),
        ("1 099,00 kr", "1099.00", "kr"),
        ("1\u00a0099,00\u00a0kr", "1099.00", "kr"),
        ("¥1200", "1200", "¥"),  # Japan's and China's: the page's context says which
        ("¥1,200", "1200", "¥"),
        ("3,980円", "3980", "JPY"),
        ("£4.99", "4.99", "GBP"),
        ("US$5", "5", "USD"),
        ("R$ 29,90", "29.90", "BRL"),
        ("12,50 zł", "12.50", "PLN"),
        ("€0.0072", "0.0072", "EUR"),
        ("$0.007", "0.007", "$"),
        ("19,- EUR", "19", "EUR"),
        ("EUR 19", "19", "EUR"),
        ("€ 4.90", "4.90", "EUR"),
        ("1.500 €", "1500", "EUR"),
        ("$12,345,678.90", "12345678.90", "$"),
        # French shops' sign in the decimal comma's place; a word is no sign there.
        ("149€99", "149.99", "EUR"),
        ("1 299€99", "1299.99", "EUR"),
        ("1.299€99", "1299.99", "EUR"),
        ("12€99/mois", "12.99", "EUR"),
        ("19,99€", "19.99", "EUR"),
        ("99 kr50", "99", "kr"),
        # A dash that says there are no cents: what the sign is glued to is no cents of it.
        ("49,- €12", "12", "EUR"),
    ],
)
def test_a_price_in_any_locale_reads_as_one_amount(text: str, amount: str, currency: str) -> None:
    [found] = find_prices(text)
    assert (found.amount, found.currency) == (Decimal(amount), currency)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A number that ends a name, before a sign that leads the price after it.
        ("iPhone 15 $799", [("799", "$")]),
        ("Pack of 12 $24.99/mo", [("24.99", "$")]),
        ("Trail Runner 3 $99.99.", [("99.99", "$")]),
        ("Paket 3 €19,99*", [("19.99", "EUR")]),
        ("Plan 2 CHF 29.90 par mois", [("29.90", "CHF")]),
        ("Tier 3 R$ 49,90", [("49.90", "BRL")]),
        # The amount after is the next price's, or a rate; or only the one before is money.
        ("49 € 39 €", [("49", "EUR"), ("39", "EUR")]),
        ("3 € 19,99 EUR", [("3", "EUR"), ("19.99", "EUR")]),
        ("2 € 49,99 pln", [("2", "EUR"), ("49.99", "PLN")]),
        ("15 € 20,5 % Rabatt", [("15", "EUR")]),
        ("99 kr 2 år", [("99", "kr")]),
        ("19,99 € 2 Stück", [("19.99", "EUR")]),
        ("99 kr50", [("99", "kr")]),  # a word glued to a number: two blocks side by side
        # A price written as money, then a bare number glued to its sign: the next button's
        # name (a storage picker's links side by side), not an amount the sign leads.
        ("128 GB 629,00 €256 GB 709,00 €", [("629.00", "EUR"), ("709.00", "EUR")]),
        ("Wie neu 1.229,00 €2 Jahre Garantie", [("1229.00", "EUR")]),
        ("64 Go 499,99 €128 Go", [("499.99", "EUR")]),
        ("Pack 9.99 $12.99", [("12.99", "$")]),  # both as money: the sign leads the one after
        ("Prix 49 €99 TTC", [("49.99", "EUR")]),  # the cents after the sign, as in "49€99"
        # Spaced on both sides: the amount after has the price's period.
        ("Plan 2 £ 15/mo", [("15", "GBP")]),
        ("Model 3 US$ 99", [("3", "USD")]),  # in a page that names no language: as written
    ],
)
def test_a_number_before_a_sign_that_leads_the_amount_after_it(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert [(str(found.amount), found.currency) for found in find_prices(text)] == expected


@pytest.mark.parametrize(
    ("languages", "text", "expected"),
    [
        # A symbol leads its amount in English, spaced on both sides too.
        (["en"], "Model 3 US$ 99", [("99", "USD")]),
        (["en-US"], "Size 10 $ 89", [("89", "$")]),
        (["en"], "49 € 39 €", [("49", "EUR"), ("39", "EUR")]),  # the next price's amount
        (["fr-CA"], "Size 10 $ 89", [("10", "$")]),  # in French it trails: "29,99 $"
        (["en"], "10 kr 50", [("10", "kr")]),  # a word, not a symbol
    ],
)
def test_a_symbol_leads_in_the_pages_language(
    languages: list[str], text: str, expected: list[tuple[str, str]]
) -> None:
    with language.reading(languages):
        found = find_prices(text)
    assert [(str(price.amount), price.currency) for price in found] == expected


@pytest.mark.parametrize(
    ("locales", "text", "expected"),
    [
        # Nigeria's "N" for the naira: where the page's locale or language is Nigeria's.
        (["en-NG"], "N5,000", [("5000", "NGN")]),
        (["en_NG"], "N 189,500.00", [("189500.00", "NGN")]),
        (["yo"], "N5,000", [("5000", "NGN")]),
        # Elsewhere an "N" before a number is a name's or a size's, not money.
        (["en"], "Model N 1,299", []),
        (["en-US"], "N5,000", []),
        ([], "N5,000", []),
        # The Philippine peso's "P", the same way: on a Philippine page or in Filipino.
        (["en-PH"], "P1,299 / month", [("1299", "PHP")]),
        (["en-PH"], "P 1,299.00", [("1299.00", "PHP")]),
        (["fil"], "P999/buwan", [("999", "PHP")]),
        (["en-PH"], "P2P transfers, 5G plans", []),
        (["en-PH"], "P99", []),
        (["en"], "P1,299", []),
        (["en-BW"], "P1,299", []),
        # The CFA franc's "F", on a page of West or Central Africa (whose region then says
        # which of the two: see test_language).
        (["fr-SN"], "2 500 F", [("2500", "F")]),
        (["fr-CM"], "15 000F", [("15000", "F")]),
        (["fr"], "2 500 F", []),
        (["en-US"], "72 F", []),
        # The Gulf's and the Levant's two letters, on a page of their country or in Arabic.
        (["en-KW"], "KD 129.900", [("129.900", "KWD")]),
        (["ar"], "129.900 KD", [("129.900", "KWD")]),
        (["en-BH"], "BD 10.500 / month", [("10.500", "BHD")]),
        (["en-JO"], "JD 55", [("55", "JOD")]),
        (["en-QA"], "QR 450", [("450", "QAR")]),
        (["en-OM"], "RO 12.500", [("12.500", "OMR")]),
        (["ar-LY"], "LD 1,250.000", [("1250.000", "LYD")]),
        (["en-GB"], "22 Hall Ings, BD1 5SG", []),  # a postcode
        (["sv"], '"id": "sms_01JD3W8Q6N5VZ2"', []),  # an identifier
        (["ro-RO"], "CUI RO 12345678", []),  # a VAT number
        (["en"], "LD 50 rating", []),
        # Bosnia's convertible mark, on either side; a kilometre's capitals elsewhere.
        (["bs-BA"], "49,90 KM", [("49.90", "BAM")]),
        (["bs"], "KM 1.299,00", [("1299.00", "BAM")]),
        (["sr-BA"], "29,90 KM mjesečno", [("29.90", "BAM")]),
        (["hr"], "9,90 KM mjesečno", [("9.90", "BAM")]),
        (["sr"], "KM 19,90", [("19.90", "BAM")]),
        (["en"], "Range 350 KM", []),
        (["pl"], "Moc 150 KM", []),  # Polish horsepower
        (["de-DE"], "Reichweite 420 KM", []),
        # Croatia's kuna beside the euro; a knot elsewhere.
        (["hr-HR"], "120,00 kn / 15,93 €", [("120.00", "HRK"), ("15.93", "EUR")]),
        (["hr"], "99 kn", [("99", "HRK")]),
        (["en-GB"], "Top speed 25 kn", []),
        # Finnish abbreviates the euro to its letter; elsewhere "e" is "and", "E" a class.
        (["fi-FI"], "19,90 e/kk", [("19.90", "EUR")]),
        (["fi"], "Hinta 149 e.", [("149", "EUR")]),
        (["fi"], "5 e-kirjaa", []),
        (["it"], "tra 2 e 3 giorni", []),
        (["pt-PT"], "10 e 20", []),
        ([], "19,90 e", []),
        (["de-DE"], "Effizienzklasse 5 E", []),
        (["fi"], "1 284 512 E-kirjaa", []),
        (["de"], "1.284.512 E-Mails", []),
        # Kyrgyzstan's som by its code; kilograms elsewhere.
        (["ru-KG"], "1 290 KGS", [("1290", "KGS")]),
        (["en-ZA"], "Weight: 1.48 KGS", []),
        (["en-CA"], "Weight: 9.40 kgs", []),
    ],
)
def test_a_currencys_letter_is_read_only_on_a_page_of_its_place(
    locales: list[str], text: str, expected: list[tuple[str, str]]
) -> None:
    with language.reading(locales):
        found = find_prices(text)
    assert [(str(price.amount), price.currency) for price in found] == expected


@pytest.mark.parametrize(
    ("locales", "text", "expected"),
    [
        # A sign written in small letters, in capitals, as shops of its place also write it.
        (["da-DK"], "199 KR. / md.", [("199", "kr")]),
        (["nb"], "KR 1 299,-", [("1299", "kr")]),
        (["sv-SE"], "Från 49 KR", [("49", "kr")]),
        (["en-KE"], "KSH 1,200", [("1200", "KES")]),
        (["id"], "RP 150.000", [("150000", "IDR")]),
        (["cs-CZ"], "1 290 KČ", [("1290", "CZK")]),
        (["hu"], "4 990 FT", [("4990", "HUF")]),
        (["en-PK"], "RS. 1,499", [("1499", "Rs")]),
        (["es-PY"], "GS. 150.000", [("150000", "PYG")]),
        (["en-AE"], "DHS 49", [("49", "Dhs")]),  # AED or MAD: the page says which
        # Elsewhere capitals beside a number are a unit's, a standard's, a name's.
        (["en-US"], "USB cable 6 FT", []),
        (["en"], "1,290 FT", []),
        (["en-US"], "RS 485 adapter", []),
        (["en-GB"], "BS 5750", []),
        (["en-US"], "Topeka, KS 66044", []),
        (["ko"], "KR 2024", []),
        ([], "199 KR", []),
    ],
)
def test_a_signs_capitals_are_read_only_on_a_page_of_its_place(
    locales: list[str], text: str, expected: list[tuple[str, str]]
) -> None:
    with language.reading(locales):
        found = find_prices(text)
    assert [(str(price.amount), price.currency) for price in found] == expected


@pytest.mark.parametrize(
    "text",
    [
        "Up to 5 users and 10 GB",
        "Version 2.5 released 2026-01-05",
        "Call 0800 123 456",
        "SKUs 1,099 left",
        "Releases 12 .99 and 13 ,04",
        "krona",
        "USDT",
        "",
    ],
)
def test_numbers_without_a_currency_are_not_prices(text: str) -> None:
    assert find_prices(text) == []


# Strings other price readers get right and this one got wrong (issue 19, point 9), each
# written here again: what was read before, then what a reader of the page sees.
@pytest.mark.parametrize(
    ("text", "amount", "currency"),
    [
        # A thousands separator that is a no-break or narrow no-break space, after the sign.
        ("€2\u00a0450,00", "2450.00", "EUR"),
        ("CHF 3\u202f120.50", "3120.50", "CHF"),
        ("kr 12\u00a0900", "12900", "kr"),
        ("₽7\u00a0800", "7800", "RUB"),
        # ... or a plain space, when decimals follow: the reader cannot mean two numbers.
        ("€2 450,00", "2450.00", "EUR"),
        ("R 1 299,00", "1299.00", "ZAR"),
        # A sign that begins with a letter is not the end of another one.
        ("CA$7.45", "7.45", "CAD"),
        ("AU$12", "12", "AUD"),
        ("NZ$59.90", "59.90", "NZD"),
        # A code glued to an ambiguous sign, or after the amount, names the currency.
        ("SGD$12.40", "12.40", "SGD"),
        ("NZD $88.10", "88.10", "NZD"),
        ("HKD$ 320", "320", "HKD"),
        ("$2,315.00 AUD", "2315.00", "AUD"),
        ("$49 CAD", "49", "CAD"),
        ("¥3,400 CNY", "3400", "CNY"),
        ("kr 499 NOK", "499", "NOK"),
        # Codes glued to the amount, decimals after a space, decimals alone, a tax note glued
        # to the sign, a colon after the sign.
        ("EUR41.20", "41.20", "EUR"),
        ("41.20EUR", "41.20", "EUR"),
        ("2.604, 18 €", "2604.18", "EUR"),
        (".95 €", "0.95", "EUR"),
        ("$.49", "0.49", "$"),
        ("312,40 €HT", "312.40", "EUR"),
        ("59,90 €TTC", "59.90", "EUR"),
        ("US$:8.75", "8.75", "USD"),
        ("EUR: 15", "15", "EUR"),
        # Local spellings and lower-case codes.
        # The rouble's abbreviations are Russia's and Belarus's: the page says whose.
        ("1 490 руб.", "1490", "руб."),  # noqa: RUF001 - Cyrillic, as Russian writes them
        ("1 490 руб", "1490", "руб"),  # noqa: RUF001
        ("1 490 р.", "1490", "р."),  # noqa: RUF001
        ("59,90 Br", "59.90", "Br"),  # Belarus's (or Ethiopia's) after the amount too
        ("Br 59,90", "59.90", "Br"),
        ("64,90 бел. руб.", "64.90", "BYN"),  # noqa: RUF001
        # The hundredths after a whole amount in their own unit's name.
        ("99 руб. 90 коп.", "99.90", "руб."),  # noqa: RUF001
        ("99 ₽ 5 коп.", "99.05", "RUB"),
        ("49 грн 50 коп.", "49.50", "UAH"),
        ("3 zł 50 gr", "3.50", "PLN"),
        ("990 тг 50 тиын", "990.50", "KZT"),
        ("Azafrán 8 € 10 gr", "8", "EUR"),  # grams after euros, no hundredths
        ("₽ 990", "990", "RUB"),
        ("Rs 1,299", "1299", "Rs"),
        ("Rs. 2,499.00", "2499.00", "Rs"),
        ("Fr. 12.50 à Zurich", "12.50", "CHF"),  # not on the hour: an amount
        # A sign that ends in a point, glued to its amount, as South Asian shops write it.
        ("Rs.499", "499", "Rs"),
        ("MRP: Rs.1,09,999", "109999", "Rs"),
        ("Ksh.1,200", "1200", "KES"),
        ("Kr.499", "499", "kr"),
        ("B/.25.00", "25.00", "PAB"),
        ("₹ 2,499", "2499", "INR"),
        ("₨ 750", "750", "Rs"),
        # The Sinhala rupee's letters: Sri Lanka's alone.
        ("රු 4,500", "4500", "LKR"),
        ("රු.1,250.00", "1250.00", "LKR"),
        # Devanagari's and Tamil's rupee letters, India's or Nepal's, India's or Sri Lanka's.
        ("रु. 1,299", "1299", "Rs"),
        ("ரூ. 1,299", "1299", "Rs"),
        ("249,90 TL", "249.90", "TRY"),
        ("₺249,90", "249.90", "TRY"),
        ("89,99 lei", "89.99", "lei"),  # Romania's leu, or Moldova's: the page says
        ("1 199 грн", "1199", "UAH"),
        # A plain space and no decimals: one amount where only the price's words follow it.
        ("₴1 199 people", "1", "UAH"),
        ("₴1 199", "1199", "UAH"),
        ("R 1 299 per month", "1299", "ZAR"),
        ("R1 299 incl. VAT", "1299", "ZAR"),
        ("CHF 12 900 / Jahr", "12900", "CHF"),
        ("€1 298 (HT)", "1298", "EUR"),
        ("$19 100 GB", "19", "$"),
        ("$5 100%", "5", "$"),
        ("79,99 zł", "79.99", "PLN"),
        ("79,99 pln", "79.99", "PLN"),
        ("12 eur", "12", "EUR"),
        ("19,- zł", "19", "PLN"),
        ("Rp 149.000", "149000", "IDR"),
        ("RM 39.90", "39.90", "MYR"),
        ("₱1,250.00", "1250.00", "PHP"),
        ("PHP 1,250.00", "1250.00", "PHP"),
        # the peso's code written as a word, as Filipino shops do
        ("Php 1,299.00", "1299.00", "PHP"),
        ("Php 599.00/mo", "599.00", "PHP"),
        ("Php. 1,299.00", "1299.00", "PHP"),
        ("Php1,299", "1299", "PHP"),
        ("₩12,900", "12900", "KRW"),
        ("12,900원", "12900", "KRW"),
        ("4 990 Kč", "4990", "CZK"),
        ("12 990 Ft", "12990", "HUF"),
        ("39,00 лв.", "39.00", "BGN"),
        ("12 500 դրամ", "12500", "AMD"),  # the dram's name, as well as its sign
        ("690 сом", "690", "KGS"),  # Kyrgyzstan's som
        ("1.290,00 МКД", "1290.00", "MKD"),  # the code in Cyrillic
        ("2.499 РСД", "2499", "RSD"),
        ("150 сомонӣ", "150", "TJS"),
        ("฿1,290", "1290", "THB"),
        ("₪ 89", "89", "ILS"),
        # The shekel's abbreviation with a keyboard's quote or two apostrophes, or its name.
        ('149 ש"ח', "149", "ILS"),
        ("149 ש''ח", "149", "ILS"),
        ("149 ש״ח", "149", "ILS"),
        ("49 שקלים בחודש", "49", "ILS"),
        # The afghani: its sign, and its name in Pashto and in Dari.
        ("؋۱۲۰", "120", "AFN"),
        ("۴۹۹ افغانۍ", "499", "AFN"),
        ("1,450 افغانی", "1450", "AFN"),
        ("Afs 500", "500", "AFN"),
        # A multiple after the amount its sign leads.
        ("$4k/month", "4000", "$"),
        ("$1.5k/mo", "1500", "$"),
        ("Rp49rb/bulan", "49000", "IDR"),
        ("Rp 1,5 juta/tahun", "1500000", "IDR"),
        ("Rp1,2jt", "1200000", "IDR"),
        ("฿1.2K", "1200", "THB"),
        ("₱12.5k", "12500", "PHP"),
        # Spanish and Portuguese write a thousand as "mil": "Envío gratis sobre $39 mil".
        ("$39 mil", "39000", "$"),
        ("R$ 1,2 mil", "1200.0", "BRL"),
        ("R$ 1,20 por milhão", "1.20", "BRL"),  # a million of what follows, not a multiple
        ("$39 millas", "39", "$"),
        # ... or before the sign that trails it, in a few languages' words.
        ("149k ₫/tháng", "149000", "VND"),
        ("149K đ", "149000", "VND"),
        ("1,5 triệu đ/tháng", "1500000", "VND"),
        ("2tr đ", "2000000", "VND"),
        ("5k eur", "5000", "EUR"),
        ("₹1.2 lakh per year", "120000", "INR"),
        ("₹2 crore", "20000000", "INR"),
        ("Rs 3.5 cr", "35000000", "Rs"),
        # The lakh's capital glued to a rupee amount; spaced, or after another sign, no lakh.
        ("₹1.5L per year", "150000.0", "INR"),
        ("INR 2L", "200000", "INR"),
        ("Rs. 45L", "4500000", "Rs"),
        ("₹499 L size", "499", "INR"),
        ("₹499 XL", "499", "INR"),
        ("₹99.5L", "9950000.0", "INR"),
        ("₹999L", "999", "INR"),  # a price then its size, glued: a crore is written "Cr"
        ("Rs.1,499L", "1499", "Rs"),
        ("€2L", "2", "EUR"),
        ("$3L", "3", "$"),
        # ... and in the scripts of India: a term plan's cover, a flat's price.
        ("₹1 करोड़", "10000000", "INR"),
        ("₹1 करो\u095c", "10000000", "INR"),  # the nukta's letter precomposed
        ("₹1.5 लाख", "150000.0", "INR"),
        ("₹1 கோடி", "10000000", "INR"),
        ("₹50 లక్షలు", "5000000", "INR"),
        ("₹૧ કરોડ", "10000000", "INR"),
        ("₹85 ലക്ഷം", "8500000", "INR"),
        ("₹1,29,999 लाखों ग्राहकों की पसंद", "129999", "INR"),  # "lakhs of": no multiple
        ("$5 kits", "5", "$"),
        # Russian, Kazakh and Uzbek thousands and millions, abbreviated with a dot or not.
        ("150 тыс. ₸", "150000", "KZT"),
        ("от 25 тыс. ₽", "25000", "RUB"),
        ("150 тыс ₸", "150000", "KZT"),
        ("1,2 млн сум", "1200000.0", "UZS"),
        ("150 мың ₸", "150000", "KZT"),
        ("120 минг сўм", "120000", "UZS"),  # Uzbek in Cyrillic
        ("$25 Ming dynasty style", "25", "$"),  # Uzbek's Latin thousand is a name too
        ("1,5 mln so'm", "1500000.0", "UZS"),
        ("4,5 milyon TL", "4500000.0", "TRY"),
        ("$5 bin bags", "5", "$"),  # Turkish's thousand is an English word: not read
        ("5 шт. 150 ₽", "150", "RUB"),  # an abbreviation's dot that ends no multiple
        # East Asian amounts counted in myriads, with the groups of larger units before.
        ("12万円", "120000", "JPY"),
        ("1.2万元", "12000", "元"),
        ("月額1万2800円", "12800", "JPY"),
        ("3万9800円（税込）", "39800", "JPY"),  # noqa: RUF001
        ("1億2000万円", "120000000", "JPY"),
        ("¥12万", "120000", "¥"),
        # A sign first: the groups of smaller units after the first.
        ("¥1万2800", "12800", "¥"),
        ("￥1億2000万", "120000000", "¥"),  # the full-width yen
        ("₩12만 9천", "129000", "KRW"),
        ("¥1万 20 items", "10000", "¥"),  # a bare count after a space: another number
        ("12만원", "120000", "KRW"),
        ("월 12만 9천원", "129000", "KRW"),
        ("3千円", "3000", "JPY"),
        ("2024年 9800円", "9800", "JPY"),  # a year, no group: its unit is no myriad's
        ("5000万2800円", "50002800", "JPY"),
        ("2万12800円", "12800", "JPY"),  # a group no larger than what follows: none
        # A thousand or a hundred myriads is one unit, not a thousand then a myriad.
        ("1억 2천만원", "120000000", "KRW"),
        ("1억2천만원", "120000000", "KRW"),
        ("3천만 원", "30000000", "KRW"),
        ("₩1억 2천만", "120000000", "KRW"),
        ("5백만원", "5000000", "KRW"),
        ("1千万円", "10000000", "JPY"),
        ("1億2千万円", "120000000", "JPY"),
        ("3百万元", "3000000", "元"),
        ("3万円", "30000", "JPY"),
        ("5천원", "5000", "KRW"),  # a thousand alone stays a thousand
        # Usage rates of more than four decimals.
        ("$0.0000166667", "0.0000166667", "$"),
        ("0.00002400 USD", "0.00002400", "USD"),
        ("0,000012 €", "0.000012", "EUR"),
        # Digits and separators of other scripts: full-width, Arabic-Indic, Persian.
        ("￥３，９８０", "3980", "¥"),  # noqa: RUF001 - JPY or CNY: the page says which
        ("１２，８００円", "12800", "JPY"),  # noqa: RUF001
        ("٤٩٫٩٩ ر.س", "49.99", "SAR"),  # noqa: RUF001
        ("١٬٢٩٩ ر.س", "1299", "SAR"),  # noqa: RUF001
        # The Arabic comma typed between digits, where the thousands sign is not at hand.
        ("١،٨٥٠ ر.ق", "1850", "QAR"),  # noqa: RUF001
        ("١،٢٥٠،٠٠٠ ل.ل", "1250000", "LBP"),  # noqa: RUF001
        # Three decimals where the currency has them: the Arabic decimal sign, or a point.
        ("١٨٩٫٥٠٠ ر.ع.", "189.500", "OMR"),  # noqa: RUF001
        ("12.500 KWD", "12.500", "KWD"),
        ("د.ك 1,250.750", "1250.750", "KWD"),
        ("12.500 ر.س", "12500", "SAR"),
        # The riyal's sign of 2025 (U+20C1), before or after the amount.
        ("\u20c1 1,299.00", "1299.00", "SAR"),
        ("٤٩ \u20c1", "49", "SAR"),
        ("۴۹٫۰۰ €", "49.00", "EUR"),  # noqa: RUF001 - Persian digits, as Persian writes them
        ("₫250.000", "250000", "VND"),
        ("199.000đ", "199000", "VND"),
        ("199.000 VNĐ", "199000", "VND"),
        ("KSh 2,500", "2500", "KES"),
        # Africa, Latin America, Asia and the Caucasus.
        ("GH₵ 120.00", "120.00", "GHS"),
        ("TSh 25,000", "25000", "TZS"),
        ("USh 50,000", "50000", "UGX"),
        ("RWF 10,000", "10000", "RWF"),
        ("25.500 DT", "25.500", "TND"),
        # The Gulf's and the Levant's signs in Arabic.
        ("١٠٫٥٠٠ د.ب", "10.500", "BHD"),  # noqa: RUF001
        ("١٢٫٥٠٠ ر.ع", "12.500", "OMR"),  # noqa: RUF001 - the rial Omani without its last point
        ("250,000 د.ع", "250000", "IQD"),
        ("1,250.000 ل.د", "1250.000", "LYD"),
        ("1,500,000 ل.ل", "1500000", "LBP"),
        ("٢٥٠٠ دج", "2500", "DZD"),
        ("١٢٫٥٠٠ دينار", "12.500", "دينار"),  # noqa: RUF001 - a dinar: the page says whose
        ("55 دينار أردني", "55", "JOD"),
        ("Q 199.00", "199.00", "GTQ"),
        ("₲ 150.000", "150000", "PYG"),
        ("B/. 25.00", "25.00", "PAB"),
        ("RD$ 1,500", "1500", "DOP"),
        ("₼ 25", "25", "AZN"),
        ("֏ 5000", "5000", "AMD"),
        ("₮ 45,000", "45000", "MNT"),
        ("₭ 50,000", "50000", "LAK"),
        ("600 ден.", "600", "MKD"),
        ("24.990 ден.", "24990", "MKD"),  # dots group a denar's thousands
        ("1.200 Lekë", "1200", "ALL"),
        ("២០,០០០៛", "20000", "KHR"),  # Khmer digits
        ("២០,០០០ រៀល", "20000", "KHR"),  # the riel's name
        ("1200 Lek", "1200", "ALL"),  # the lek in the singular, as older shops write it
        ("1.500 leke", "1500", "ALL"),  # without the diaeresis
        ("Ks 15,000", "15000", "MMK"),
        ("15,000 Ks", "15000", "MMK"),
        ("၁၅,၀၀၀ ကျပ်", "15000", "MMK"),  # noqa: RUF001 - Myanmar digits, the kyat's name
        ("5 000 FCFA", "5000", "FCFA"),  # West or Central African: the page's region says
        ("Ksh. 2,499", "2499", "KES"),  # Kenyan shops write the abbreviation's point too
        ("199,00 DH", "199.00", "MAD"),  # as Morocco writes its dirham
        ("1 299,00 Dh", "1299.00", "MAD"),
        ("199,00 Dhs", "199.00", "Dhs"),  # the Emirati or the Moroccan dirham: the page says
        ("٤٩٩ درهم", "499", "درهم"),
        ("12 990 тг", "12990", "KZT"),
        ("4 990 тенге", "4990", "KZT"),
        ("129 000 сум", "129000", "UZS"),
        ("129 000 so‘m", "129000", "UZS"),  # noqa: RUF001 - Uzbek's typographic apostrophe
        ("129 000 сўм", "129000", "UZS"),  # and its Cyrillic
        ("oyiga 530 000 so'mdan", "530000", "UZS"),  # "from": the ablative ending
        ("ойига 530 000 сўмдан", "530000", "UZS"),
        ("Gs. 150.000", "150000", "PYG"),  # Paraguay's guaraní on either side
        ("₡15 000 i.v.i.", "15000", "CRC"),  # thousands spaced before a tax note
        ("₡15 000 IVA incluido", "15000", "CRC"),
        ("150.000 Gs.", "150000", "PYG"),
        ("29,900 төг", "29900", "MNT"),
        ("1 250 төгрөг", "1250", "MNT"),
        ("250 Birr", "250", "ETB"),
        ("Tk 1,250", "1250", "BDT"),
        ("روپے 4,999", "4999", "PKR"),  # the rupee in Urdu, before or after the amount
        ("4,999 روپے", "4999", "PKR"),
        ("১,২৫০ টাকা", "1250", "BDT"),
        ("۲۹۹٬۰۰۰ تومان", "299000", "IRT"),  # noqa: RUF001 (the toman, by its usual code)
        ("۱٬۲۹۰٬۰۰۰ ریال", "1290000", "IRR"),  # noqa: RUF001
        ("۲۹۹ هزار تومان", "299000", "IRT"),  # in thousands, as Persian shops write it
        ("1,5 میلیون تومان", "1500000", "IRT"),
        ("৳৯৯৯", "999", "BDT"),
        ("₱4,990", "4990", "PHP"),
        ("29 ლარი", "29", "GEL"),
        ("1.299 din", "1299", "RSD"),  # Serbian without the abbreviation's point
        ("1.299 дин", "1299", "RSD"),
        ("1,299 جنيه", "1299", "جنيه"),
        ("120 جنيه إسترليني", "120", "GBP"),  # the pound sterling, not Egypt's
        ("4.30 دولار", "4.30", "USD"),  # Arabic's dollar alone is the US dollar
        ("15 دولار كندي", "15", "CAD"),
        ("S/ 59.90", "59.90", "PEN"),
        ("R$ 49,90", "49.90", "BRL"),
        ("R249", "249", "ZAR"),
        ("99元", "99", "元"),
        ("SFr. 49.-", "49", "CHF"),
        ("Rs. 1,499/-", "1499", "Rs"),
        ("Fr. 49.-", "49", "CHF"),
        ("Fr. 1'299.–", "1299", "CHF"),  # noqa: RUF001 - the Swiss en dash
        ("Fr 49.90", "49.90", "CHF"),
        ("29.90 Fr./Monat", "29.90", "CHF"),  # after the amount, as Swiss shops write it too
        ("1'299.– Fr.", "1299", "CHF"),  # noqa: RUF001 - the Swiss en dash
        # A currency's hundredth, as energy and telephone tariffs write a unit's price.
        ("Arbeitspreis: 32,45 ct/kWh", "0.3245", "EUR"),
        ("11,2 Cent pro kWh", "0.112", "EUR"),
        ("Anrufe 9 ct./Min.", "0.09", "EUR"),
        ("9 Ct./Min. ins dt. Festnetz", "0.09", "EUR"),
        ("29 Cent pro SMS", "0.29", "EUR"),
        ("28 cent per kWh", "0.28", "EUR"),
        ("Unit rate: 24.50p per kWh", "0.245", "GBP"),
        ("Standing charge 53p per day", "0.53", "GBP"),
        ("11.0p per 100g", "0.11", "GBP"),  # a shop's unit price, per a count of a measure
        ("45p/10 ct", "0.45", "GBP"),
        ("Elpris 89,5 öre/kWh", "0.895", "SEK"),
        ("49 öre/min", "0.49", "SEK"),
        ("Strøm 45 øre pr. kWh", "0.45", "kr"),  # Danish or Norwegian: the page decides
        ("Netz 8,5 Rappen/kWh", "0.085", "CHF"),
        # A hundred hundredths or more, per a unit of energy: a dear winter's tariff.
        ("Elpris 109,90 öre/kWh", "1.099", "SEK"),
        ("Arbeitspreis 120,5 ct/kWh", "1.205", "EUR"),
        ("Gas 105p per therm", "1.05", "GBP"),
        ("Strøm 180 øre pr. kWh", "1.8", "kr"),
        ("Biogas 112,90 öre/m³", "1.129", "SEK"),
        ("Calls 25 cents per minute", "0.25", "$"),
        ("5¢/min", "0.05", "$"),
        ("Only 99¢", "0.99", "$"),  # a sign needs nothing after it
        # Quebec names whose dollar after the sign.
        ("29,99 $ CA", "29.99", "CAD"),
        ("29,99 $ CAN / mois", "29.99", "CAD"),
        ("29,99 $CA", "29.99", "CAD"),
        ("29,99 $ US", "29.99", "USD"),
        # Cents in an element of their own after a line break of the markup: "19" and ",90"
        # in a flex box read "19 ,90" (read 90 before, or 59 without its cents).
        ("19 ,90 € al mese", "19.90", "EUR"),
        ("R$ 59 ,99/mês", "59.99", "BRL"),
        ("$ 12 .99 /mo", "12.99", "$"),
        ("R$ 1.799 ,00", "1799.00", "BRL"),
    ],
)
def test_amounts_and_currencies_as_the_world_writes_them(
    text: str, amount: str, currency: str
) -> None:
    [found] = find_prices(text)
    assert (found.amount, found.currency) == (Decimal(amount), currency)


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("1.2万円", "12000"),
        ("Rp 1,5 juta", "1500000"),
        ("$1.5k", "1500"),
        ("₹1.2 lakh", "120000"),
        ("$1.25k", "1250"),
        ("\u20ac1.2345k", "1234.5"),  # a fraction the multiple leaves stays
    ],
)
def test_a_multiple_leaves_no_zero_cents(text: str, written: str) -> None:
    [found] = find_prices(text)
    assert str(found.amount) == written


# Bidirectional marks and isolates a right-to-left page writes around an amount or its sign
# (an element's text, an attribute, read on its own with them): invisible, the price reads
# as a reader sees it, found where it stands in the text as written.
@pytest.mark.parametrize(
    ("line", "amount", "currency", "written"),
    [
        ("\u200f₪\u200e89.90\u200f לחודש", "89.90", "ILS", "₪\u200e89.90"),
        ("89.90\u200f₪", "89.90", "ILS", "89.90\u200f₪"),
        ("\u2067₪\u2069\u206659\u2069 לחודש", "59", "ILS", "₪\u2069\u206659"),
        ("\u202b₪\u200f119.90\u202c", "119.90", "ILS", "₪\u200f119.90"),
        ("\u200f٣٬٢٠٠ ر.ق\u200f / شهرياً", "3200", "QAR", "٣٬٢٠٠ ر.ق"),
        ("QAR\u200f ٩٩٫٥٠", "99.50", "QAR", "QAR\u200f ٩٩٫٥٠"),  # noqa: RUF001
        ("\u061c٤٩\u061c ر.ق", "49", "QAR", "٤٩\u061c ر.ق"),
        ("Basic \u200e$\u200e19 / mo", "19", "$", "$\u200e19"),
    ],
)
def test_bidirectional_marks_in_a_price_are_invisible(
    line: str, amount: str, currency: str, written: str
) -> None:
    [found] = prices_by_line(["Plans", line])[1]
    assert (found.amount, found.currency) == (Decimal(amount), currency)
    assert line[found.start : found.end] == written


@pytest.mark.parametrize(
    "line",
    [
        "\u200f₪\u200f לחודש",  # a sign between marks, no amount
        "\u200e49\u200e לחודש",  # an amount between marks, no currency
        "\u2067עד 500 מגה\u2069",
    ],
)
def test_bidirectional_marks_make_no_price(line: str) -> None:
    assert not find_prices(line)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # The Arabic comma after an amount and a space separates two prices, as a comma does.
        ("٥٠ ر.ق، ٣٠ ر.ق", [("50", "QAR"), ("30", "QAR")]),  # noqa: RUF001
        ("السعر ٢٥٠ ر.ق، شامل الضريبة", [("250", "QAR")]),
        # "weight" holds the shekel's name: no price.
        ("מארז 12 משקל 500 גרם", []),
    ],
)
def test_words_near_the_new_spellings_read_as_before(
    line: str, expected: list[tuple[str, str]]
) -> None:
    assert [(str(found.amount), found.currency) for found in find_prices(line)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "PHP 8.2 and 8.3 supported",  # a code that is a word needs an amount written as money
        "Php 8.3 with OPcache",  # the same, written as a word
        "Hosting with Php 8 and 2 GB",
        "Tcl/Tk 8.6 bindings",
        "Fr.29",  # "Fr." is also Friday's: only beside an amount written as money
        "Mo. bis Fr. 8.00\u201318.00 Uhr",  # Friday's opening hours
        "Mo.\u2013Fr. 8.30 - 17.45",
        "Fr. 9.00 Uhr",
        "Spara 20 din tid",
        "TRY 14 days free",
        "COP 28 summit",
        "Windows Server 2019 R2",
        "R2-D2",
        "per lei 5",  # "lei" only after an amount
        "ron 5 años",  # lower case "ron" is rum, not Romanian lei
        "cad 3d models 5",
        "the 4 try",  # lower case codes that are words are not codes
        "krone",
        "Kčs",
        "USDT 5",
        "EURO 5",
        "Euro 6 engine",  # the euro's name only after an amount
        "EURO 2024",
        "Eurovision 2024",
        "Fr. 12. Dezember",  # Friday
        "2 Br / 1 Ba",  # a flat's bedrooms, no Belarusian roubles
        "Fr. 5",
        # A hundredth in letters is a price before what it is per, and below a hundred.
        "Ring 18ct gold",  # carats
        "0,25 ct Brillant",
        "1080p/60fps video",  # a resolution, and a count after its slash
        "Full HD 1080p",
        "720p per eye",
        "1440p per second",  # per a unit that is no energy's
        "150 Cent pro Minute",
        "250 ct/kWhx",
        "20 Prozent",
        "5 centimetres",
        "only 3 cents",
        "Nur 99 Cent",  # a slogan
        # Beside a rate only where it is added to it, in its cell: a jeweller's gold beside
        # its share in the next cell, a resolution beside a rate it is none of.
        "18ct | 0,75 %",
        "20% + 150 Cent",
        "1080p + 10%",
        "Gold 18ct 0,5 %",
        # A letter c is a temperature's or a chip's cores but beside a rate or before a unit
        # a price is per.
        "Max 30c",
        "4c/8t, 3.2 GHz",
        "8c per socket",
        "Intel 4c + 10% faster",
        "Water 30c + 2c per day",
        # A ratio's second term before a Korean word that starts with the won's "원":
        # one-to-one with a native speaker, a 3:1 principle.
        "1:1 원어민 회화",
        "1:2 원어민 그룹 수업",
        "3:1 원칙",
    ],
)
def test_words_that_look_like_currencies_are_not_prices(text: str) -> None:
    assert find_prices(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A currency that is also a word or a letter, before a whole amount that a period
        # follows: money, as a period says ("R2" alone is a droid's, "TND 49" a code's).
        ("R49 per month", [("49", "ZAR")]),
        ("R 49 p/m", [("49", "ZAR")]),
        ("TND 49 / mois", [("49", "TND")]),
        ("49 MAD par mois", [("49", "MAD")]),
        ("49 TRY / ay", [("49", "TRY")]),
        ("TRY 14 DAYS FREE", []),  # a count of days is no period
        ("R2 unit", []),
        ("COP 28 summit", []),
    ],
)
def test_a_currency_that_is_a_word_before_a_period_is_money(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert [(str(price.amount), price.currency) for price in find_prices(text)] == expected


@pytest.mark.parametrize(
    ("text", "amounts"),
    [
        ("수강료:50,000원", ["50000"]),  # after a word's colon, an amount
        ("1:2 원어민 수업 45,000원", ["45000"]),
        ("Preis:49 €", ["49"]),
        ("12:30 Uhr 15 €", ["15"]),
    ],
)
def test_an_amount_after_a_colon_is_one_unless_a_ratio_has_it(
    text: str, amounts: list[str]
) -> None:
    assert [str(price.amount) for price in find_prices(text)] == amounts


@pytest.mark.parametrize(
    ("text", "found"),
    [
        # A code after an amount is its currency ...
        ("$1,190.00 AUD", [("1190.00", "AUD")]),
        ("EUR 29 EUR", [("29", "EUR")]),
        # ... unless it leads the next amount: a struck price, then the one paid.
        ("EUR 20.500 EUR 18.900 IVA esposta", [("20500", "EUR"), ("18900", "EUR")]),
        ("RRP GBP32.97 GBP24.99", [("32.97", "GBP"), ("24.99", "GBP")]),
        ("USD 20 USD 18", [("20", "USD"), ("18", "USD")]),
        # A code naming an ambiguous sign's currency is its, before any number: a count.
        ("$99 USD 12 months access", [("99", "USD")]),
        ("Team $49 AUD 5 users", [("49", "AUD")]),
        ("$1,190.00 AUD 2 seats", [("1190.00", "AUD")]),
    ],
)
def test_a_code_that_leads_the_next_amount_is_not_the_last_ones(
    text: str, found: list[tuple[str, str]]
) -> None:
    assert [(str(m.amount), m.currency) for m in find_prices(text)] == found


def test_a_sign_inside_a_word_is_only_the_sign_it_ends_with() -> None:
    assert [(m.amount, m.currency) for m in find_prices("xCA$5")] == [(Decimal(5), "$")]


def test_where_a_price_starts_and_ends_includes_its_code() -> None:
    [found] = find_prices("Team $1,190.00 AUD/mo")
    assert (found.start, found.end) == (5, 18)
    assert period_after("Team $1,190.00 AUD/mo", found.end) == "month"


@pytest.mark.parametrize(
    ("written", "code"),
    [
        ("USD", "USD"),
        ("usd", "USD"),
        (" EUR ", "EUR"),
        ("€", "EUR"),
        ("$", "$"),
        ("kr.", "kr"),
        ("￥", "¥"),
        ("try", "TRY"),
        ("XOF", "XOF"),  # not in the table: as written
        ("", None),
        (None, None),
    ],
)
def test_a_currency_given_as_data_is_named_by_its_code(
    written: str | None, code: str | None
) -> None:
    assert currency_code(written) == code


def test_a_short_text_reads_as_its_first_price() -> None:
    found = read_price("$121.95")
    assert found is not None
    assert (found.amount, found.currency) == (Decimal("121.95"), "$")
    assert read_price("free") is None


def test_every_price_in_a_line_is_found_in_order() -> None:
    found = find_prices("CX22 | 2 vCPU | €0.0060/h | €3.79/mo | was $5")
    assert [(m.amount, m.currency) for m in found] == [
        (Decimal("0.0060"), "EUR"),
        (Decimal("3.79"), "EUR"),
        (Decimal("5"), "$"),
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # Two prices side by side in blocks with nothing between them (minified markup): the
        # second's amount is glued to the first's sign.
        ("199,00 DH249,00 DH TTC", [("199.00", "MAD"), ("249.00", "MAD")]),
        ("1.299 kr1.499 kr", [("1299", "kr"), ("1499", "kr")]),
        ("13.490 ден.14.990 ден.", [("13490", "MKD"), ("14990", "MKD")]),
        ("3.49 Fr.4.99 Fr.", [("3.49", "CHF"), ("4.99", "CHF")]),
        # A word's end before an amount, with no price before it, is still none.
        ("5 Tage12 €", []),
        ("Modell XL2 29 €", [("29", "EUR")]),
    ],
)
def test_a_price_glued_to_the_sign_of_the_price_before_it(
    line: str, expected: list[tuple[str, str]]
) -> None:
    with language.reading(["mk"] if "ден" in line else ["de"]):
        found = find_prices(line)
    assert [(str(m.amount), m.currency) for m in found] == expected


@pytest.mark.parametrize(
    ("after", "period"),
    [
        ("/mo", "month"),
        (" / month", "month"),
        (" per month", "month"),
        (" per user/month", "month per user"),
        (" USD/month", "month"),  # the price's currency, on the line below it: no unit
        (" eur / mo", "month"),
        ("/user/mo", "month per user"),
        (" pro Monat", "month"),
        (" par mois", "month"),
        ("/yr", "year"),
        (" per year", "year"),
        (" / Jahr", "year"),
        ("/h", "hour"),
        (" per hour", "hour"),
        ("/day", "day"),
        ("/week", "week"),
        (" one-time", "once"),
        (" per seat / year", "year per seat"),
        # The period written twice (a wide screen's words beside a narrow one's): once.
        (" pro Monat/Mt.", "month"),
        ("/Mt. pro Monat", "month"),
        (" per month /mo", "month"),
        (" /month/year", "year per month"),  # two periods: not the same one twice
        # "extra" before what it is per is no part of it.
        (" per additional user / month", "month per user"),
        (" pro weitere Benutzer/Monat", "month per benutzer"),
        (" per extra gebruiker per maand", "month per gebruiker"),
        (" za dodatkowego użytkownika / mies.", "month per użytkownika"),
        ("/month", "month"),  # not "per mont / h"
        (" per employee / month", "month per employee"),  # any one word is what a price is per
        (" pr. medarbejder pr. md.", "month per medarbejder"),
        # Two-word units of the table: the period after them is the price's, before any
        # "billed annually" later in its sentence.
        (" per staff member/month, billed annually", "month per staff member"),
        (" per team member / month", "month per team member"),
        (" per team members per month", "month per team members"),
        (" per employee / pay run", None),
        (" per user per month", "month per user"),
        (" per active user, per month", "month per active user"),
        (" / user / month", "month per user"),
        (" per 1,000 requests / month", "month per 1,000 requests"),
        (" per GB", None),
        (" (per month)", "month"),
        # A note in brackets before the period is passed over; one with an amount is no note.
        (" (excl. VAT) / month", "month"),
        ("\uff08税込\uff09/月", "month"),
        (" (HT) / mois", "month"),
        (" [zzgl. MwSt.] pro Monat", "month"),
        (" (billed $288) / year", None),
        (" (2 users)", None),
        (" \u2013 billed annually", "year"),
        (" billed yearly", "year"),
        (" monthly", "month"),
        (" excl. VAT per month", "month"),
        (" per quarter", "quarter"),
        (" a week", "week"),
        (" an hour", "hour"),
        (" an item", None),
        (" and month", None),
        (" monthly limit", None),
        ("", None),
        (" and more", None),
    ],
)
def test_the_period_written_after_a_price(after: str, period: str | None) -> None:
    assert period_after(after) == period


@pytest.mark.parametrize(
    ("value", "period"),
    [
        ("month", "month"),
        ("MONTHLY", "month"),
        ("P1M", "month"),
        ("annual", "year"),
        ("year", "year"),
        ("P1Y", "year"),
        ("hour", "hour"),
        ("", None),
        (None, None),
        ("lifetime", None),
        ("P3M", "quarter"),
        # schema.org's billingDuration, any ISO 8601 duration of one unit
        ("P2Y", "2 years"),
        ("P6M", "half-year"),
        ("P12M", "year"),
        ("P18M", "18 months"),
        ("P1Y6M", "18 months"),
        ("P2W", "2 weeks"),
        ("P7D", "week"),
        ("P30D", "30 days"),
        ("PT1H", "hour"),
        ("P", None),
        ("P1M2D", None),
        # and its unitCode, a UN/CEFACT code
        ("WEE", "week"),
        ("QAN", "quarter"),
        ("HUR", "hour"),
        ("Jährlich", "year"),  # a toggle's words, in any language of the table
        ("Mensuel", "month"),
        ("Maand", "month"),
        ("年額", "year"),
        ("Pro", None),
        ("one_time", "once"),
        ("quarterly", "quarter"),
        # "min" in data is a minimum, minutes an allowance: a minute is a period only
        # written right after a price.
        ("min", None),
        ("Min.", None),
        ("minutes", None),
        ("Minuten", None),
        ("per minute", None),
        # A weekday or a verb starts as the code "MON" does: a timetable's row, a repair's.
        ("Montag", None),
        ("Monday", None),
        ("Montag\u2013Freitag", None),
        ("Montere sk\u00e6rme", None),
        ("Montaggio", None),
        ("MON", "month"),
        ("Mon.", "month"),
        ("Monatsabo", "month"),
        ("monthly", "month"),
    ],
)
def test_a_period_given_as_data(value: object, period: str | None) -> None:
    assert period_from_words(value) == period


@pytest.mark.parametrize(
    ("name", "period"),
    [
        ("yearly", "year"),
        # Written for code, without diacritics: Czech ročně, měsíčně, Polish miesięcznie.
        ("rocne", "year"),
        ("mesicne", "month"),
        ("miesiecznie", "month"),
        ("cena rocne", "year"),
        ("eves", "year"),
        # German umlauts as code writes them without: jährlich, wöchentlich
        ("jaehrlich", "year"),
        ("woechentlich", "week"),
        ("pro", None),
    ],
)
def test_a_period_named_for_code(name: str, period: str | None) -> None:
    assert period_from_name(name) == period
    assert name == "yearly" or period_from_words(name) is None  # only a name is read so


@pytest.mark.parametrize(
    ("value", "state"),
    [
        ("https://schema.org/InStock", "InStock"),
        ("http://schema.org/OutOfStock/", "OutOfStock"),
        ("SoldOut", "SoldOut"),
    ],
)
def test_schema_org_availability_is_its_last_path_part(value: str, state: str) -> None:
    assert schema_availability(value) == state


@pytest.mark.parametrize(
    ("amount", "currency", "period", "shown"),
    [
        ("19", "$", "month", "$19.00/mo"),
        ("3.79", "EUR", "month", "€3.79/mo"),
        ("0.0072", "EUR", "hour", "€0.0072/h"),
        ("1099.00", "CHF", "year", "CHF 1099.00/yr"),
        ("1099.00", "kr", None, "1099.00 kr"),
        ("5", None, None, "5.00"),
        ("1200", "¥", "month", "¥1200.00/mo"),
        ("300", "USD", "quarter", "$300.00/qtr"),
        ("99", "EUR", "once", "€99.00 one-time"),
        ("10", "$", "month per seat", "$10.00/mo per seat"),
        ("8", "$", "month billed year", "$8.00/mo billed year"),
        ("2.5", "$", "1m tokens", "$2.50"),
        (None, None, None, "contact sales"),
    ],
)
def test_prices_are_shown_the_way_people_write_them(
    amount: str | None, currency: str | None, period: str | None, shown: str
) -> None:
    value = Decimal(amount) if amount is not None else None
    assert format_price(value, currency, period) == shown


@pytest.mark.parametrize("at", range(4088, 4100))
def test_a_spelling_after_a_digit_is_found_across_the_scans_chunks(at: int) -> None:
    line = ("x " * 3000)[:at] + " 9 pln and 5 pln " + "y " * 2500 + " 7 pln"
    found = [(found.amount, found.start) for found in find_prices(line)]
    assert found == [
        (Decimal(9), line.index("9 pln")),
        (Decimal(5), line.index("5 pln")),
        (Decimal(7), line.index("7 pln")),
    ]


@pytest.mark.parametrize(
    ("line", "amounts"),
    [
        ("Gói Cơ bản — 99k/tháng", ["99000"]),
        ("Gói Doanh nghiệp — 1.499k/tháng", ["1499000"]),  # three digits: a thousands group
        ("Paket Bisnis 1,5jt/bulan", ["1500000"]),  # two decimals at most: a fraction
        ("Team 2,500k/mo", ["2500000"]),
        ("Pro 1.5k/mo", ["1500"]),
        ("Up to 5.000 emails/month", []),  # no multiple: no price
    ],
)
def test_an_amount_with_a_multiple_before_its_period(line: str, amounts: list[str]) -> None:
    found = with_bare_multiples([line], {})
    assert [price.amount for price in found.get(0, [])] == [Decimal(a) for a in amounts]


@pytest.mark.parametrize(
    ("line", "amounts"),
    [
        # "Fr." before a day and a month (the German date's points) is Friday, not francs.
        ("Voraussichtliche Lieferung: Fr. 05.12.", []),
        ("Lieferung Fr. 5.12. \u2013 Mo. 8.12.", []),
        ("Zustellung am Fr. 05.12.2026", []),
        ("Lieferung Fr. 05.12", []),  # a day with a leading zero: no amount is written so
        ("Fr. 5.12.\u2013Mo. 8.12. \u00b7 Fr. 129.00", ["129.00"]),  # a range of days
        ("Fr. 49.\u2013 statt Fr. 59.-", ["49", "59"]),
        ("Fr. 12.50", ["12.50"]),
        ("Fr. 5.05", ["5.05"]),
        ("Fr. 10.20 inkl. MwSt.", ["10.20"]),
        ("Preis: Fr. 1'299.00", ["1299.00"]),
        ("Fr. 49.\u2013", ["49"]),
        ("CHF 05.12", ["5.12"]),  # a code is no weekday
    ],
)
def test_a_date_after_a_currency_that_is_a_weekday_is_no_price(
    line: str, amounts: list[str]
) -> None:
    assert [str(found.amount) for found in find_prices(line)] == amounts


@pytest.mark.parametrize(
    ("lines", "languages", "amounts"),
    [
        # The page groups thousands with points: the space before a size's price is none.
        (["Laufschuh 1.299,00 €", "Größe 42 129,95 €"], (), ["1299.00", "129.95"]),
        (["Pack of 12: $1,299.00", "Size 10 129.95 €"], (), ["1299.00", "129.95"]),
        (["Set 1'299.00 CHF", "Grösse 42 129.95 CHF"], (), ["1299.00", "129.95"]),
        # Without a grouped price, the page's language decides.
        (["Größe 42 129,95 €"], ("de",), ["129.95"]),
        (["Maat 42 129,95 €"], ("nl",), ["129.95"]),
        (["Taglia 42 129,95 €"], ("it",), ["129.95"]),
        # Where spaces group thousands, they still do.
        (["Pointure 42", "1 299,00 €"], ("fr",), ["1299.00"]),
        (["1 299,00 €", "Canapé 2 199 €"], ("fr",), ["1299.00", "2199"]),
        (["1 299 kr"], ("sv",), ["1299"]),
        (["1 299,00 zł"], ("pl",), ["1299.00"]),
        (["1 299,00 €"], (), ["1299.00"]),
        (["1 299 kr"], ("en",), ["1299"]),  # English is written for every market
        # The Maghreb's Arabic groups them as French does; the Gulf's does not.
        (["\u0627\u0634\u062a\u0631\u0627\u0643 2 500,00 \u062f\u062c"], ("ar-DZ",), ["2500.00"]),
        (["2 500,00 \u062f\u0631\u0647\u0645"], ("ar-MA",), ["2500.00"]),
        (
            ["2 500,00 \u062f\u0631\u0647\u0645", "1.200,00 \u062f\u0631\u0647\u0645"],
            ("ar-MA",),
            ["2500.00", "1200.00"],
        ),
        (["2 500,00 \u062f\u0631\u0647\u0645"], ("ar-AE",), ["500.00"]),
        # A page that writes both: a group after a space that starts with a zero is one.
        (["Tömés 15 000 Ft", "Röntgen 12.000 Ft"], ("hu",), ["15000", "12000"]),
        (["Röntgen 12.000 Ft", "Korona 12 500 Ft", "Híd 2 050 Ft"], (), ["12000", "12500", "2050"]),
        (["Laufschuh 1.299,00 €", "Set 1 000 €"], ("de",), ["1299.00", "1000"]),
        (["Paket 1.299,00 €", "Gr. 42 099,95 €"], (), ["1299.00", "42099.95"]),
        # No such group: the mark still decides ("42 129,95", "4 0,95" are no groups).
        (["1.299,00 €", "Größe 42 129,95 €", "Gr. 4 0,95 €"], (), ["1299.00", "129.95", "0.95"]),
        # A language that groups with spaces keeps them beside a point, unless points win.
        (["Kávéfőző 39 990 Ft", "Daráló 12.990 Ft"], ("hu",), ["39990", "12990"]),
        (["Kávovar 39 990 Kč", "Mlýnek 1.290,- Kč"], ("cs",), ["39990", "1290"]),
        (["Чайник 1 299 грн", "Тостер 1.499 грн"], ("uk",), ["1299", "1499"]),
        (["Kurtka 1 299,00 zł", "Buty 1.499,00 zł"], ("pl",), ["1299.00", "1499.00"]),
        (["Kaffee 1 299 €", "Mühle 1.290,- €"], ("de",), ["299", "1290"]),
        (["1.299,00 €", "1.499 €", "Taille 42 129,95 €"], ("fr",), ["1299.00", "1499", "129.95"]),
        (["Kaffee 1 299 €", "Mühle 1.290,- €"], (), ["299", "1290"]),
    ],
)
def test_a_space_groups_thousands_only_where_the_page_groups_them_so(
    lines: list[str], languages: tuple[str, ...], amounts: list[str]
) -> None:
    with language.reading(languages):
        found = prices_by_line(lines)
    assert [str(money.amount) for line in found.values() for money in line] == amounts


@pytest.mark.parametrize(
    ("line", "locales", "amount"),
    [
        # A comma before the last three digits of a dinar is its decimal sign where the page
        # writes decimal commas: French, or the Maghreb's Arabic.
        ("29,900 DT / mois", ("fr-TN",), "29.900"),
        ("29,900 DT", ("fr",), "29.900"),
        ("29,900 د.ت", ("ar-TN",), "29.900"),
        ("Abonnement 19,900 DT HT", ("ar",), "19900"),  # the Gulf's Arabic writes a point
        ("KD 1,249", ("en-KW",), "1249"),  # English: a thousand
        ("1,249 د.ك", ("ar-KW",), "1249"),
        ("1,249 KWD", ("fr",), "1.249"),
        # Thousands grouped otherwise before it: the comma can only be the decimal sign.
        ("1 290,500 DT", ("fr-TN",), "1290.500"),
        ("1 290,500 DT", ("en",), "1290.500"),
        ("1.290,500 DT", (), "1290.500"),
        ("3 490,000 DT HT / an", ("fr-TN",), "3490.000"),
        # A currency of two decimals is read as before.
        ("29,900 €", ("de",), "29900"),
        ("1 290,50 €", ("fr",), "1290.50"),
        ("١٬٢٥٠ دينار ليبي", ("ar-LY",), "1250"),  # noqa: RUF001 - the Arabic thousands sign
    ],
)
def test_a_dinars_thousandths_after_a_decimal_comma(
    line: str, locales: tuple[str, ...], amount: str
) -> None:
    with language.reading(locales):
        [found] = prices_by_line([line])[0]
    assert str(found.amount) == amount


@pytest.mark.parametrize(
    ("locales", "text", "expected"),
    [
        # A code that is also a word, after its amount on a page of its own country.
        (["en-SA"], "Basic 49 SAR / month", [("49", "SAR")]),
        (["fr-MA"], "Starter 99 MAD / mois", [("99", "MAD")]),
        (["tr-TR"], "Temel 29 TRY / ay", [("29", "TRY")]),
        (["en-PH"], "Starter 99 PHP / month", [("99", "PHP")]),
        # Elsewhere a period after it says it is money; without one, or before the number,
        # it stays the word.
        (["en"], "Basic 49 SAR / month", [("49", "SAR")]),
        (["en"], "Basic 49 SAR", []),
        (["en-US"], "Radar 12 SAR", []),
        (["en-PH"], "Supports PHP 8 and 7", []),
        (["es-CO"], "COP 28 en Dubái", []),
    ],
)
def test_a_code_that_is_a_word_is_a_currency_after_an_amount_at_home(
    locales: list[str], text: str, expected: list[tuple[str, str]]
) -> None:
    with language.reading(locales):
        found = find_prices(text)
    assert [(str(price.amount), price.currency) for price in found] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A payment fee: a percentage plus the amount, as processors and banks write it.
        ("1.5% + 20p per transaction for UK cards", [("0.2", "1.5%")]),
        ("2,9 % + 0,30 € pro Transaktion", [("0.30", "2.9%")]),
        ("Carte : 1,40 % + 0,25 €", [("0.25", "1.4%")]),
        ("0,5 % + 3,00 zł", [("3.00", "0.5%")]),
        ("Tarjeta 3,49% + $3.00 MXN", [("3.00", "3.49%")]),
        # An amount with no percentage added to it, or one of two amounts added.
        ("€ 5 + 2 € Versand", [("5", None), ("2", None)]),
        ("Fee £4.20 (0.5% of the amount)", [("4.20", None)]),
    ],
)
def test_a_fee_s_percentage_before_its_amount(
    text: str, expected: list[tuple[str, str | None]]
) -> None:
    found = find_prices(text)
    assert [(str(p.amount), percent_plus(text, p.start)) for p in found] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A fee's rate after its fixed amount, on its line or in the next cell of its row.
        ("\u20ac 2,50 + 0,5% pro Transaktion", [("2.50", "0.5%")]),
        ("Transfer | \u20ac 2,50 | + 0,5%", [("2.50", "0.5%")]),
        ("Virement SEPA | 0,50 \u20ac | 0,2 %", [("0.50", "0.2%")]),
        ("Card $0.25 +1.4%", [("0.25", "1.4%")]),
        ("Przelew | 1,50 z\u0142 | + 0,35 % | natychmiast", [("1.50", "0.35%")]),
        # Near-misses: a discount, a cell that says more than the rate, an amount after it.
        ("$49.99 | -20%", [("49.99", None)]),
        ("0,50 \u20ac | 0,2 % p.a.", [("0.50", None)]),
        ("\u20ac 5 + 2 \u20ac Versand", [("5", None), ("2", None)]),
        ("\u20ac 5 + 2%ige Steuer", [("5", None)]),
        ("$19.99 | 125% of list", [("19.99", None)]),
        # A whole percentage alone in the next cell is a discount column's, not a rate.
        ("Shoe | \u20ac99 | 20%", [("99", None)]),
        ("Hat | 19,00 \u20ac | 15 %", [("19.00", None)]),
        ("Tee | $20 | 5%", [("20", None)]),
        ("Card | $0.25 | 1.4%", [("0.25", "1.4%")]),
        ("Card | $0.25 | +2%", [("0.25", "2%")]),
        ("Card $0.25 + 2%", [("0.25", "2%")]),
        # A whole percentage with words after it: a tax or an offer, not the fee's rate.
        ("Pro \u00a399 + 20% VAT", [("99", None)]),
        ("$49 + 10% off with code SAVE", [("49", None)]),
        ("29 \u20ac + 5 % Cashback", [("29", None)]),
        ("Pro | 99 \u20ac | + 19 % MwSt.", [("99", None)]),
    ],
)
def test_a_fee_s_percentage_after_its_amount(
    text: str, expected: list[tuple[str, str | None]]
) -> None:
    found = find_prices(text)
    assert [(str(p.amount), plus_percent(text, p.end)) for p in found] == expected


@pytest.mark.parametrize(
    ("locales", "line", "expected"),
    [
        # A currency's name after an amount with its period, its multiple, its thousands or
        # cents, or three digits.
        (["pl-PL"], "Start 49 złotych miesięcznie", [("49", "PLN")]),
        (["pl-PL"], "Pakiet 2 złote za dzień", [("2", "PLN")]),
        (["ru-RU"], "Базовый 200 рублей в месяц", [("200", "RUB")]),
        (["ru-RU"], "Тариф 1 рубль в день", [("1", "RUB")]),
        (["uk-UA"], "Старт 99 гривень на місяць", [("99", "UAH")]),
        (["cs-CZ"], "Základ 149 korun měsíčně", [("149", "CZK")]),
        (["ro-RO"], "Abonament 25 lei pe lună", [("25", "lei")]),
        (["pt-BR"], "Plano 15 reais por mês", [("15", "BRL")]),
        (["vi-VN"], "Gói A 1,2 triệu đồng/tháng", [("1200000", "VND")]),
        (["vi-VN"], "Mũ bảo hiểm 890 nghìn đồng", [("890000", "VND")]),
        (["es-CO"], "Plan Pro 89 mil pesos al mes", [("89000", "pesos")]),
        (["es-CO"], "Inscripción: 5 mil pesos", [("5000", "pesos")]),
        (["es-AR"], "Cuota 49.900 pesos", [("49900", "pesos")]),
        (["en-IN"], "Gold 1.5 lakh rupees per year", [("150000", "rupees")]),
        (["en-US"], "Basic 49 dollars a month", [("49", "dollars")]),
        (["en-US"], "Lifetime 12.50 dollars", [("12.50", "dollars")]),
        (["en-JP"], "Lite 3000 yen per month", [("3000", "JPY")]),
        (["de-CH"], "Basis 20 Franken pro Monat", [("20", "CHF")]),
        (["fr-CH"], "Basic 49 francs par mois", [("49", "francs")]),
        (["en-AE"], "Day pass 100 dirhams", [("100", "dirhams")]),
        # A shared name with the adjective after it that says whose.
        (["es"], "Básico 499 pesos mexicanos al mes", [("499", "MXN")]),
        (["fr"], "Solo 49 dollars canadiens par mois", [("49", "CAD")]),
        (["es"], "Pro 20 dólares estadounidenses al mes", [("20", "USD")]),
        (["es"], "Pro 20 pesos extra al mes", [("20", "pesos")]),
        # Two digits alone: a price where a word says so, after a label's colon, or alone on
        # its line.
        (["es-CO"], "Solo 99 pesos", [("99", "pesos")]),
        (["es-CO"], "El pase vale 15 pesos", [("15", "pesos")]),
        (["en-US"], "Get it for 49 dollars!", [("49", "dollars")]),
        (["pl-PL"], "Cena: 49 złotych", [("49", "PLN")]),
        (["pl-PL"], "49 złotych", [("49", "PLN")]),
        (["vi-VN"], "chỉ 45 nghìn đồng", [("45000", "VND")]),
        # No price: a count, a weight, a year, a difference, a sum of something, a name.
        (["en-US"], "We won 3 awards in 2025", []),
        (["en-KR"], "Team 3 won the final", []),
        (["en-US"], "5 pounds of coffee", []),
        (["en-GB"], "Lose 100 pounds safely", []),
        (["en-US"], "a million dollars of revenue processed", []),
        (["en-US"], "1,200 dollars of revenue processed", []),
        (["en-US"], "2 dollars cheaper than the rest", []),
        (["en-US"], "it is 200 dollars cheaper", []),
        (["es-MX"], "valores en 2024 pesos constantes", []),
        (["pl-PL"], "Nawet 50 złotych taniej", []),
        (["ru-RU"], "На 300 рублей дешевле", []),  # noqa: RUF001 - Cyrillic
        (["en-ZA"], "Rand Corporation, 12 analysts", []),
        (["en-US"], "Mark Twain wrote 28 books", []),
        (["vi-VN"], "Top 10 đồng hồ tốc độ", []),
        (["es-CO"], "ganamos 3 pesos pesados", []),
        # A sum saved, earned or over which something applies, even with its period.
        (["vi-VN"], "Chúng tôi tiết kiệm được 42 triệu đồng mỗi năm", []),
        (["es-CO"], "Ahorra 20 mil pesos al año", []),
        (["en-US"], "We raised 5 million dollars", []),
        (["en-US"], "Free shipping over 500 dollars", []),
        # A price read aloud before the same price in signs is that one, read once.
        (["de-CH"], "Preis: 29 Franken CHF29.- pro Monat", [("29", "CHF")]),
        (["pl-PL"], "49 złotych 49,00 zł miesięcznie", [("49.00", "PLN")]),
    ],
)
def test_a_currencys_name_after_an_amount_that_is_a_price(
    locales: list[str], line: str, expected: list[tuple[str, str]]
) -> None:
    with language.reading(locales):
        found = find_prices(line)
    assert [(str(price.amount), price.currency) for price in found] == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("4 290 ₽8 990 ₽", [("4290", "RUB"), ("8990", "RUB")]),
        ("1 299 ₴2 499 ₴", [("1299", "UAH"), ("2499", "UAH")]),
        ("12 990 ₸15 990 ₸", [("12990", "KZT"), ("15990", "KZT")]),
        ("4 290 ₽ 8 990 ₽", [("4290", "RUB"), ("8990", "RUB")]),
        ("Цена 149 ₽99", [("149.99", "RUB")]),  # the kopecks after the sign, as in "49 €99"
    ],
)
def test_prices_grouped_by_spaces_glued_side_by_side(
    line: str, expected: list[tuple[str, str]]
) -> None:
    # A price and the struck-out one after it in inline elements (a Russian, Ukrainian or
    # Kazakh shop's card): the sign that may lead is the first's, not the second's.
    with language.reading(["ru"]):
        found = find_prices(line)
    assert [(str(m.amount), m.currency) for m in found] == expected


@pytest.mark.parametrize(
    ("line", "languages", "amounts"),
    [
        # A size, a model's number or a count before a price is no group of its thousands,
        # even where spaces group them.
        ("Rozmiar 42 129,95 zł", ("pl",), ["129.95"]),
        ("Rozmiar 42 129,95 zł Rozmiar 43 139,95 zł", ("pl",), ["129.95", "139.95"]),
        ("Taille 38 149,90 €", ("fr",), ["149.90"]),
        ("Pointure : 44 189,00 €", ("fr",), ["189.00"]),
        ("Größe 44 189,95 €", ("de",), ["189.95"]),
        ("Storlek 42 899 kr", ("sv",), ["899"]),
        ("Str. 42 899 kr", ("da",), ["899"]),
        ("Размер 42 990 ₽", ("ru",), ["990"]),
        ("Beden 42 899,90 TL", ("tr",), ["899.90"]),
        ("EU 44 899 kr", ("sv",), ["899"]),
        ("Lot de 6 249,00 €", ("fr",), ["249.00"]),
        ("Modèle 55 1 299,00 €", ("fr",), ["1299.00"]),
        # Near misses: a group after a word that names no size, a group that starts with a
        # zero, and a size's own digits glued to a word are read as before.
        ("Cena 2 499 zł", ("pl",), ["2499"]),
        ("Prix 1 299,00 €", ("fr",), ["1299.00"]),
        ("Gr. 42 099,95 €", ("fr",), ["42099.95"]),
        ("Velikost 42 1 299 Kč", ("cs",), ["1299"]),
        ("Sizes 12 990 ₸", ("kk",), ["990"]),
        ("Resize 12 990 ₸", ("kk",), ["12990"]),
        # A region's letters name a size in capitals only: in lower case they are words
        # (Portuguese's and Romanian's "eu", English's "us"); a set's price follows its word.
        ("UK 9 1 299 kr", ("sv",), ["1299"]),
        ("Eu 1 299,00 €", ("pt",), ["1299.00"]),
        ("eu 1 299,00 €", ("pt",), ["1299.00"]),
        ("Join us 2 499 kr", ("sv",), ["2499"]),
        ("Zestaw: 1 299 zł", ("pl",), ["1299"]),
        ("Cena za zestaw 2 199 zł", ("pl",), ["2199"]),
        ("Rozm. 42 199 zł", ("pl",), ["199"]),
    ],
)
def test_a_size_before_a_price_is_no_group_of_its_thousands(
    line: str, languages: tuple[str, ...], amounts: list[str]
) -> None:
    with language.reading(languages):
        found = find_prices(line)
    assert [str(money.amount) for money in found] == amounts


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # A fee's fixed part in a currency's hundredths, with the rate it is added to: no
        # price before (a hundredth in letters was one only before what it is per), and the
        # fee's fixed part changing went unseen.
        ("1.4% + 20p", [("0.2", "GBP")]),
        ("1.4%+20p", [("0.2", "GBP")]),
        ("20p + 1.4%", [("0.2", "GBP")]),
        ("1,5 % + 25 Cent", [("0.25", "EUR")]),
        ("1,5%+25 ct", [("0.25", "EUR")]),
        ("0,9 % + 10 Rappen", [("0.1", "CHF")]),
        ("1,9 % + 35 öre", [("0.35", "SEK")]),
        # A cent in one letter, beside its rate or before what it is per.
        ("2.9% + 30c", [("0.3", "$")]),
        ("2.9%+30c per transaction", [("0.3", "$")]),
        ("30c + 1.75%", [("0.3", "$")]),
        ("Online | 1.75% + 30c", [("0.3", "$")]),
        ("30c per transaction", [("0.3", "$")]),
    ],
)
def test_a_hundredth_in_letters_beside_its_fees_rate_is_a_price(
    line: str, expected: list[tuple[str, str]]
) -> None:
    assert [(str(found.amount), found.currency) for found in find_prices(line)] == expected


@pytest.mark.parametrize(
    ("text", "sized"),
    [
        ("UK 2", True),
        ("EU 42,5", True),
        ("Gr. 38", True),
        ("Größe: 42", True),
        ("Storlek 42", True),
        ("Size 10", True),
        # A name's number, a size's word alone, a region in lower case (a word).
        ("Nike Air 2", False),
        ("iPhone 15", False),
        ("Size", False),
        ("eu 2", False),
    ],
)
def test_a_text_that_ends_in_a_size(text: str, sized: bool) -> None:
    assert money.ends_in_size(text) is sized
