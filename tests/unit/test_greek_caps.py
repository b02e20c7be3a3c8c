"""Greek in capitals, written without its accents, read as the word tables write it."""

# Greek capitals that look like Latin ones are what these words are.
# ruff: noqa: RUF001

import pytest

from monitor.extract import Rules, extract, greek_caps


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ΕΞΑΝΤΛΗΘΗΚΕ", "ΕΞΑΝΤΛΉΘΗΚΕ"),
        ("19,90 € /ΜΗΝΑ", "19,90 € /ΜΉΝΑ"),
        ("<b>ΑΜΕΣΑ ΔΙΑΘΕΣΙΜΟ</b>", "<b>ΆΜΕΣΑ ΔΙΑΘΈΣΙΜΟ</b>"),
        ("ΚΑΤΟΠΙΝ ΠΑΡΑΓΓΕΛΙΑΣ", "ΚΑΤΌΠΙΝ ΠΑΡΑΓΓΕΛΊΑΣ"),
        # Words no table knows (a product's name), words already accented or in lower case,
        # a single capital, Latin capitals: as written.
        ("ΚΑΦΕΤΙΕΡΑ ESPRESSO", "ΚΑΦΕΤΙΕΡΑ ESPRESSO"),
        ("ΔΙΑΘΈΣΙΜΟ", "ΔΙΑΘΈΣΙΜΟ"),
        ("διαθεσιμο", "διαθεσιμο"),
        ("Α. Παπαδόπουλος", "Α. Παπαδόπουλος"),
        ("SOLD OUT", "SOLD OUT"),
        # A capital word inside a longer one is no table's word.
        ("ΜΗΝΑΣΙΟΣ", "ΜΗΝΑΣΙΟΣ"),
        # Written as numeric references, decimal or hexadecimal: the same capitals.
        ("&#917;&#926;&#913;&#925;&#932;&#923;&#919;&#920;&#919;&#922;&#917;", "ΕΞΑΝΤΛΉΘΗΚΕ"),
        ("/&#x39C;&#x397;&#x39d;&#x391;", "/ΜΉΝΑ"),
        # Other references are left to the parser: markup's, Latin letters', a year's.
        (
            "&#60;b&#62; &#228; &#8364; &#1999; &#x20AC;",
            "&#60;b&#62; &#228; &#8364; &#1999; &#x20AC;",
        ),
        # A longer reference that starts as a Greek letter's is none: a star, an arrow, a dot.
        ("&#9733;&#9733; &#9654; &#9679; &#x3B10;", "&#9733;&#9733; &#9654; &#9679; &#x3B10;"),
        ("&#937;&#x3A9; &#937", "\u03a9\u03a9 \u03a9"),
    ],
)
def test_capitals_a_table_knows_get_their_accents_back(text: str, expected: str) -> None:
    assert greek_caps.accented(text) == expected


def _records(body: str) -> list[tuple[str, str | None, str | None, str | None]]:
    html = f'<html lang="el"><body><main>{body}</main></body></html>'
    found = extract(html.encode(), "text/html; charset=utf-8", Rules(extract="prices")).prices
    return [
        (r.label, None if r.amount is None else str(r.amount), r.period, r.availability)
        for r in found
    ]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # A shop's badge in capitals: sold out, in stock, on order.
        (
            "<h2>Καφετιέρα</h2><p>89,90 €</p><p>ΕΞΑΝΤΛΗΘΗΚΕ</p>",
            [("Καφετιέρα", "89.90", None, "SoldOut")],
        ),
        (
            "<h2>Καφετιέρα</h2><p>89,90 €</p><p>ΑΜΕΣΑ ΔΙΑΘΕΣΙΜΟ</p>",
            [("Καφετιέρα", "89.90", None, "InStock")],
        ),
        (
            "<h2>ΚΑΦΕΤΙΕΡΑ</h2><p>89,90 €</p><p>ΚΑΤΟΠΙΝ ΠΑΡΑΓΓΕΛΙΑΣ</p>",
            [("ΚΑΦΕΤΙΕΡΑ", "89.90", None, "BackOrder")],
        ),
        # A plan's period in capitals, after a slash or its article.
        ("<h2>Pro</h2><p>19,90 € /ΜΗΝΑ</p>", [("Pro", "19.90", "month", None)]),
        ("<h2>Pro</h2><p>199 € ΤΟ ΧΡΟΝΟ</p>", [("Pro", "199", "year", None)]),
        ("<h2>Pro</h2><p>19,90 € ΑΝΑ ΕΤΟΣ</p>", [("Pro", "19.90", "year", None)]),
        (
            "<h2>Pro</h2><p>19,90 &#8364; /&#924;&#919;&#925;&#913;</p>",
            [("Pro", "19.90", "month", None)],
        ),
        # A capital word that only looks like a table's: no state, no period.
        ("<h2>Pro</h2><p>19,90 € ΜΗΝΑΣΙΟΣ</p>", [("Pro", "19.90", None, None)]),
    ],
)
def test_capitals_are_read_as_the_tables_words(
    body: str, expected: list[tuple[str, str | None, str | None, str | None]]
) -> None:
    assert _records(body) == expected
