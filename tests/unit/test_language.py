"""A word two languages write alike reads as the page's language means it: Bulgarian
"година" is a year, Ukrainian an hour; Ukrainian "год." is an hour, Russian "год" a year."""

import pytest

from monitor.extract import Rules, extract, language, money


def periods(html: str) -> list[str | None]:
    snapshot = extract(html.encode(), "text/html; charset=utf-8", Rules(extract="prices"))
    return [record.period for record in snapshot.prices]


def page(head: str, price: str) -> str:
    return f"<!doctype html><html {head}><body><h3>Pro</h3><p>{price}</p></body></html>"


@pytest.mark.parametrize(
    ("head", "price", "period"),
    [
        ('lang="bg"', "99 лв. / година", "year"),
        ('lang="bg-BG"', "99 лв. на година", "year"),
        ('lang="bg"', "49 € / год.", "year"),
        ('lang="uk"', "20 грн / година", "hour"),
        ('lang="uk-UA"', "20 грн/год.", "hour"),
        ('lang="uk"', "20 грн за годину", "hour"),
        ('lang="ru"', "1 200 ₽/год", "year"),
        ('lang="ru-RU"', "1 200 ₽ в год", "year"),
        # The language named only by the page's og:locale.
        ('><head><meta property="og:locale" content="bg_BG"></head', "99 лв. / година", "year"),
        # A page that names no language reads a word as the table's first language does.
        ("", "20 грн / година", "hour"),
        ("", "1 200 ₽/год", "year"),
    ],
)
def test_the_pages_language_decides_what_a_shared_word_means(
    head: str, price: str, period: str
) -> None:
    assert periods(page(head, price)) == [period]


def column(head: str, header: str) -> str:
    rows = "".join(f"<tr><td>{name}</td><td>{price}</td></tr>" for name, price in _ROWS)
    return (
        f"<!doctype html><html {head}><body><table><thead><tr><th>Kezelés</th>"
        f"<th>{header}</th></tr></thead><tbody>{rows}</tbody></table></body></html>"
    )


_ROWS = (("Tömés", "25 000 Ft"), ("Korona", "68 000 Ft"))


@pytest.mark.parametrize(
    ("head", "header", "period"),
    [
        # Hungarian "Ár" over a column of prices is "price"; Icelandic "ár" a year.
        ('lang="hu"', "Ár", None),
        ('lang="hu-HU"', "ár", None),
        ('lang="is"', "Ár", "year"),
        ("", "Ár", "year"),  # no language named: the table's reading
        # A Hungarian period word over the column still is one.
        ('lang="hu"', "Havi díj", "month"),
        ('lang="hu"', "Éves díj", "year"),
    ],
)
def test_a_word_that_names_no_period_in_the_pages_language_heads_no_period(
    head: str, header: str, period: str | None
) -> None:
    assert periods(column(head, header)) == [period, period]


@pytest.mark.parametrize(
    ("tags", "word", "period"),
    [
        (["hu"], "Ár", None),
        (["is"], "Ár", "year"),
        (["en", "hu"], "Ár", "year"),
        ([], "ár", "year"),
    ],
)
def test_a_false_friend_is_read_by_the_documents_first_language(
    tags: list[str], word: str, period: str | None
) -> None:
    with language.reading(tags):
        assert money.period_from_words(word) == period


def test_the_language_holds_only_while_a_document_is_read() -> None:
    with language.reading(["bg-BG"]):
        assert money.period_after(" / година") == "year"
        with language.reading([]):  # a part that names none reads as its document
            assert money.period_after(" / година") == "year"
        with language.reading(["uk"]):
            assert money.period_after(" / година") == "hour"
    assert money.period_after(" / година") == "hour"
    assert language.current() == ()


@pytest.mark.parametrize(
    ("tags", "languages"),
    [
        (["bg-BG"], ("bg",)),
        (["bg_BG", "bg"], ("bg",)),
        (["nb-NO", "en_US"], ("no", "en")),
        (["  UK  "], ("uk",)),
        (["", "x-klingon"], ("x",)),
        (["*"], ()),
    ],
)
def test_a_tag_names_its_language(tags: list[str], languages: tuple[str, ...]) -> None:
    assert language.languages_of(tags) == languages


def test_only_words_read_differently_are_ambiguous() -> None:
    table: dict[str, dict[str, tuple[str, ...]]] = {
        "uk": {"hour": ("година",), "year": ("рік",)},
        "bg": {"year": ("Година", "рік")},  # letter case is no difference; "рік" agrees
    }
    assert language.ambiguous(table) == {"година": {"uk": "hour", "bg": "year"}}


@pytest.mark.parametrize(
    ("tags", "regions"),
    [
        (["en-NG"], ("NG",)),
        (["en_NG", "en-NG", "fr-CI"], ("NG", "CI")),
        (["zh-Hant-TW"], ("TW",)),  # a script is no region
        (["en", "de"], ()),
    ],
)
def test_the_regions_locale_tags_name(tags: list[str], regions: tuple[str, ...]) -> None:
    assert language.regions_of(tags) == regions
    with language.reading(tags):
        assert language.regions() == regions


@pytest.mark.parametrize(
    ("lang", "price", "expected"),
    [
        ("en-NG", "N5,000 / 30 days", ("5000", "NGN", "30 days")),
        ("fr-SN", "2 500 F / semaine", ("2500", "XOF", "week")),
        ("fr-CM", "15 000 F par mois", ("15000", "XAF", "month")),
    ],
)
def test_a_letter_sign_of_a_place_reads_as_its_currency(
    lang: str, price: str, expected: tuple[str, str, str]
) -> None:
    html = f'<html lang="{lang}"><body><h3>Pass</h3><p>{price}</p></body></html>'
    [found] = extract(html.encode(), "text/html", Rules(extract="prices")).prices
    assert (str(found.amount), found.currency, found.period) == expected
