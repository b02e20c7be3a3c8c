"""The words around prices, per language: periods and stock states as pages write them, and
every word of the tables in ``monitor.extract.words`` read as what it stands for."""

# Words of Cyrillic and Turkish, whose letters look like Latin ones: that is what they are.
# ruff: noqa: RUF001

import re

import pytest

from monitor.extract import money, words
from monitor.extract.phrases import (
    CONTACT_SALES,
    alternation,
    availability_by_line,
    availability_in,
    period_after,
    period_before,
    period_in,
)

# (language, what follows the amount, period): as pricing pages write them.
PERIODS_AFTER = [
    ("en", "/mo", "month"),
    ("en", " per seat / year", "year"),
    ("en", " per agent per month, billed annually", "month"),
    ("en", " per member / quarter", "quarter"),
    ("en", " per GB per month", "month"),
    ("en", " per 1M requests / day", "day"),
    ("en", " a week", "week"),
    ("en", "/hr", "hour"),
    ("en", " one-time", "once"),
    ("en", " billed yearly", "year"),
    ("de", " pro Nutzer und Monat", "month"),
    ("de", " / Jahr", "year"),
    ("de", " zzgl. MwSt. pro Monat", "month"),
    ("de", " je Stunde", "hour"),
    ("de", " einmalig", "once"),
    ("de", " pro Quartal", "quarter"),
    ("fr", " HT par mois", "month"),
    ("fr", " par utilisateur et par an", "year"),
    ("fr", " /an", "year"),
    ("fr", " par semaine", "week"),
    ("fr", " paiement unique", "once"),
    ("es", " al mes", "month"),
    ("es", " por usuario/año", "year"),
    ("es", " + IVA al año", "year"),
    ("es", " pago único", "once"),
    ("it", " al mese", "month"),
    ("it", " per utente all'anno", None),  # elided "all'": not read, and not misread
    ("it", " IVA esclusa / anno", None),
    ("it", " /anno", "year"),
    ("it", " una tantum", "once"),
    ("pt", " por mês", "month"),
    ("pt", " /usuário/mês", "month"),
    ("pt", " ao ano", "year"),
    ("nl", " per maand", "month"),
    ("nl", " p/m", "month"),
    ("nl", " per gebruiker per jaar", "year"),
    ("nl", " eenmalig", "once"),
    ("pl", " /mies.", "month"),
    ("pl", " za miesiąc", "month"),
    ("pl", " na rok", "year"),
    ("pl", " miesięcznie", "month"),
    ("sv", " /mån", "month"),
    ("sv", " per användare och månad", "month"),
    ("sv", " i månaden", "month"),
    ("sv", " per år", "year"),
    ("da", " pr. md.", "month"),
    ("da", " om året", "year"),
    ("da", " pr. bruger pr. måned", "month"),
    ("no", " pr. mnd.", "month"),
    ("no", " per bruker per år", "year"),
    ("no", " i timen", "hour"),
    ("fi", " /kk", "month"),
    ("fi", " /käyttäjä/kk", "month"),
    ("fi", " vuodessa", "year"),
    ("cs", " /měsíc", "month"),
    ("cs", " za uživatele a měsíc", "month"),
    ("cs", " ročně", "year"),
    ("ja", "/月", "month"),
    ("ja", "/ユーザー/月", "month"),
    ("ja", "/年", "year"),
    ("zh", "/月", "month"),
    ("zh", "/用户/年", "year"),
    ("zh", " 每月", "month"),
    ("ko", "/월", "month"),
    ("ko", "/사용자/월", "month"),
    ("ko", " 연간", "year"),
    ("tr", "/ay", "month"),
    ("tr", " yıllık", "year"),
    ("tr", " /ay KDV dahil", "month"),
    ("ru", " в месяц", "month"),
    ("ru", " за пользователя в месяц", "month"),
    ("ru", "/год", "year"),
    ("uk", " на місяць", "month"),
    ("uk", " щорічно", "year"),
    ("hu", "/hó", "month"),
    ("hu", " havonta", "month"),
    ("hu", " + ÁFA / év", "year"),
    ("ro", " / lună", "month"),
    ("ro", " pe utilizator pe lună", "month"),
    ("ro", " anual", "year"),
    ("el", " το μήνα", "month"),
    ("el", "/έτος", "year"),
    ("he", " לחודש", "month"),
    ("he", " למשתמש לשנה", "year"),
    ("ar", " شهريًا", "month"),
    ("ar", " / سنة", "year"),
    ("ar", " في الشهر", "month"),
    ("id", "/bulan", "month"),
    ("id", " per pengguna per tahun", "year"),
    ("vi", "/tháng", "month"),
    ("vi", " mỗi năm", "year"),
    ("th", "/เดือน", "month"),
    ("th", " รายปี", "year"),
]


@pytest.mark.parametrize(("language", "after", "period"), PERIODS_AFTER)
def test_the_period_after_a_price_in_each_language(
    language: str, after: str, period: str | None
) -> None:
    assert period_after(after) == period


def test_every_language_is_covered() -> None:
    assert {language for language, _, _ in PERIODS_AFTER} == set(words.LANGUAGES)
    for table in (words.PERIOD_NOUNS, words.CONNECTORS, words.UNITS, words.AVAILABILITY):
        assert set(table) == set(words.LANGUAGES)


@pytest.mark.parametrize(
    ("text", "end", "period"),
    [
        ("月額 ¥1,200", 3, "month"),
        ("年額 ¥12,000", 3, "year"),
        ("Monthly: $10", 9, "month"),
        ("Jährlich 99 €", 9, "year"),
        ("월 9,900원", 2, "month"),
        ("3월 9,900원", 3, None),  # March, not "per month"
        ("Plan 9,900원", 5, None),
        ("$10", 0, None),
    ],
)
def test_the_period_written_before_a_price(text: str, end: int, period: str | None) -> None:
    assert period_before(text, end) == period


@pytest.mark.parametrize(
    ("line", "period"),
    [
        ("$96 billed annually", "year"),
        ("Abrechnung monatlich: 12 €", "month"),
        ("12 € par mois", "month"),
        ("Paid yearly", "year"),
        ("Servers are billed by the hour", None),  # no period word: "by the hour" is prose
        ("A lot of users", None),
    ],
)
def test_a_period_named_anywhere_in_a_line(line: str, period: str | None) -> None:
    assert period_in(line) == period


def entries(table: dict[str, dict[str, tuple[str, ...]]]) -> list[tuple[str, str]]:
    """(what it stands for, word) for every word of a table by language."""
    return [
        (answer, word)
        for by_answer in table.values()
        for answer, written in by_answer.items()
        for word in written
    ]


@pytest.mark.parametrize(("period", "word"), entries(words.PERIOD_NOUNS))
def test_every_period_noun_of_the_table_reads_after_a_connector(period: str, word: str) -> None:
    assert period_after(f"/{word}") == period


@pytest.mark.parametrize(("period", "word"), entries(words.PERIOD_WORDS))
def test_every_period_word_of_the_table_reads_alone(period: str, word: str) -> None:
    assert period_after(f" {word}") == period


# (language, line, schema.org state): as shops write them.
STATES = [
    ("en", "Out of stock", "OutOfStock"),
    ("en", "Only a few left!", "LimitedAvailability"),
    ("en", "In stock, ships today", "InStock"),
    ("en", "Available for backorder", "BackOrder"),
    ("de", "Nicht auf Lager", "OutOfStock"),
    ("de", "Auf Lager", "InStock"),
    ("de", "Ausverkauft", "SoldOut"),
    ("de", "Nur noch wenige verfügbar", "LimitedAvailability"),
    ("fr", "Épuisé", "SoldOut"),
    ("fr", "En stock", "InStock"),
    ("fr", "Rupture de stock", "OutOfStock"),
    ("es", "Agotado", "SoldOut"),
    ("es", "Sin stock", "OutOfStock"),
    ("it", "Esaurito", "SoldOut"),
    ("it", "Disponibilità immediata", "InStock"),
    ("pt", "Esgotado", "SoldOut"),
    ("pt", "Em estoque", "InStock"),
    ("nl", "Niet op voorraad", "OutOfStock"),
    ("nl", "Op voorraad", "InStock"),
    ("pl", "Brak w magazynie", "OutOfStock"),
    ("pl", "Produkt dostępny", "InStock"),
    ("pl", "Dostępny", "InStock"),
    ("pl", "Niedostępny", "OutOfStock"),
    ("sv", "Slut i lager", "OutOfStock"),
    ("sv", "Finns i lager", "InStock"),
    ("da", "Ikke på lager", "OutOfStock"),
    ("da", "Udsolgt", "SoldOut"),
    ("no", "Utsolgt", "SoldOut"),
    ("no", "På lager", "InStock"),
    ("fi", "Ei varastossa", "OutOfStock"),
    ("fi", "Varastossa", "InStock"),
    ("cs", "Není skladem", "OutOfStock"),
    ("cs", "Skladem", "InStock"),
    ("ja", "在庫切れ", "OutOfStock"),
    ("ja", "在庫あり", "InStock"),
    ("zh", "缺货", "OutOfStock"),
    ("zh", "现货", "InStock"),
    ("ko", "품절", "SoldOut"),
    ("ko", "재고 있음", "InStock"),
    ("tr", "Stokta yok", "OutOfStock"),
    ("tr", "Stokta", "InStock"),
    ("ru", "Нет в наличии", "OutOfStock"),
    ("ru", "В наличии", "InStock"),
    ("uk", "Немає в наявності", "OutOfStock"),
    ("uk", "В наявності", "InStock"),
    ("hu", "Nincs raktáron", "OutOfStock"),
    ("hu", "Raktáron", "InStock"),
    ("ro", "Stoc epuizat", "OutOfStock"),
    ("ro", "În stoc", "InStock"),
    ("el", "Εξαντλήθηκε", "SoldOut"),
    ("el", "Σε απόθεμα", "InStock"),
    ("he", "אזל מהמלאי", "OutOfStock"),
    ("he", "במלאי", "InStock"),
    ("ar", "غير متوفر", "OutOfStock"),
    ("ar", "متوفر", "InStock"),
    ("id", "Stok habis", "OutOfStock"),
    ("id", "Tersedia", "InStock"),
    ("vi", "Hết hàng", "OutOfStock"),
    ("vi", "Còn hàng", "InStock"),
    ("th", "สินค้าหมด", "OutOfStock"),
    ("th", "มีสินค้า", "InStock"),
]


@pytest.mark.parametrize(
    ("line", "state"),
    [
        ("\ue5caBrak w magazynie", "OutOfStock"),  # an icon font's glyph, private use
        ("\ue5caW magazynie", "InStock"),
        ("✔In stock", "InStock"),
        ("🟢Auf Lager", "InStock"),
        ("→Out of stock", "OutOfStock"),
        ("\u2009Épuisé", "SoldOut"),
    ],
)
def test_a_symbol_glued_to_a_stock_word_is_a_boundary(line: str, state: str) -> None:
    assert availability_in(line) == state


@pytest.mark.parametrize(("language", "line", "state"), STATES)
def test_the_stock_state_a_line_announces_in_each_language(
    language: str, line: str, state: str
) -> None:
    assert availability_in(line) == state


def test_every_language_has_stock_states() -> None:
    assert {language for language, _, _ in STATES} == set(words.LANGUAGES)


@pytest.mark.parametrize(("state", "phrase"), entries(words.AVAILABILITY))
def test_every_stock_phrase_of_the_table_reads_as_its_state(state: str, phrase: str) -> None:
    assert availability_in(f"({phrase.upper()})") == state


@pytest.mark.parametrize(
    "line",
    ["Stockholm office", "Restocked weekly", "Soldering iron", "Unavailability", "Backorders"],
)
def test_words_that_contain_stock_words_are_no_state(line: str) -> None:
    assert availability_in(line) is None


def test_stock_states_by_line_in_one_scan() -> None:
    lines = ["Lamp", "$49", "Out of stock", "Desk", "Sold out - 在庫切れ", "Chair"]
    assert availability_by_line(lines) == {2: "OutOfStock", 4: "SoldOut"}


@pytest.mark.parametrize(
    ("line", "found"),
    [("Enterprise: Contact sales", True), ("Preis auf Anfrage", True), ("contactless", False)],
)
def test_contact_sales(line: str, found: bool) -> None:
    assert (CONTACT_SALES.search(line) is not None) == found


@pytest.mark.parametrize(
    ("phrases", "matches", "misses"),
    [
        (["mo", "mon", "month", "months"], ["mo", "mon", "month", "months"], ["m", "mont"]),
        (["kr", "kr.", "Kr"], ["kr", "kr.", "Kr"], ["k", "KR"]),
    ],
)
def test_an_alternation_is_a_trie_of_its_phrases(
    phrases: list[str], matches: list[str], misses: list[str]
) -> None:
    pattern = re.compile(alternation(phrases, lower=False))
    assert all(pattern.fullmatch(text) for text in matches)
    assert not any(pattern.fullmatch(text) for text in misses)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("$2.50 / 1M tokens", "1m tokens"),
        ("$2.50 / 1K tokens", "1k tokens"),
        ("$10.00 / 1K calls", "1k calls"),
        ("$0.40 per 1,000 requests", "1,000 requests"),
        ("$1 per 1 million tokens", "1million tokens"),
        ("19 € pro 1.000 Anfragen", "1.000 anfragen"),
        ("$3 / 100 GB", "100 gb"),
        # A unit that starts with a multiple's letter is the unit, whole.
        ("$99 / 3 months", "3 months"),
        ("$99 every 3 months", "3 months"),
        ("$5 / 10 minutes", "10 minutes"),
        # A period, a unit without a count, or a count that is no unit's: not this.
        ("$5/mo", None),
        ("$9 per seat", None),
        ("$0.002 / request", None),
        ("$5 a 12-month plan", None),
        ("$5 for 3 months", None),
    ],
)
def test_a_price_per_a_count_of_a_unit(text: str, expected: str | None) -> None:
    price = money.read_price(text)
    assert price is not None
    assert money.per_count(text, price.end) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The first 10,000 requests each month are free, then $0.002 / request", "10,000"),
        ("First 10k free, then $0.002 / request", "10k"),
        ("1 000 Anfragen gratis, danach 0,01 € pro Anfrage", "1 000"),
        ("Los primeros 500 GB son gratis, luego 0,02 € / GB", "500"),
        ("Up to 3 users free, then $5 per user", "3"),
        # A trial's length, a threshold after the price, no count: no allowance.
        ("14-day free trial, then $9/mo", None),
        ("30 Tage kostenlos testen, danach 9 €", None),
        ("Try 1 month free, then $5/mo", None),
        ("Free shipping over $50", None),
        ("Pro $19/mo", None),
    ],
)
def test_a_usage_prices_free_allowance_before_it(text: str, expected: str | None) -> None:
    price = money.read_price(text)
    assert price is not None
    assert money.free_allowance(text, price.start) == expected
