"""Price lists that name their currency once, in a column's header: "Price (USD/month)",
"Preis in EUR", "$/hour", "Prix HT (€)", "月額 (円)" over cells that hold an amount alone
("10", "0,12", "1,980"). A B2B price list, a cloud provider's table of rates and a Japanese
plan table write them so; the amounts are prices in that currency.
"""

import re

from monitor.extract import currencies, money, page

# A cell that is an amount alone: digits, with the separators of a grouped or decimal one.
# No amount starts with a zero before another digit: "06.30" is a time, as Swiss and German
# timetables write it.
_AMOUNT = re.compile(
    r"(?!0\d)(?:\d{1,3}(?:[,.'\u2019\u00a0\u202f ]\d{3})*(?:[.,]\d{1,6})?|\d+(?:[.,]\d+)?)"
)
# A header's words: what brackets, slashes and colons separate ("Price (USD/month)"), in
# Japanese also its full-width colon and middle dot ("料金（単位：円・税込）").  # noqa: RUF003
_WORD = re.compile(r"[^\s()\[\]/,:;|\uff08\uff09\uff0f\uff1a\u30fb]+")
_CELL = " | "


def signed_columns(lines: list[str], texts: list[str]) -> list[str]:
    """``texts`` with the currency each table column's header names written after every
    amount alone in that column ("10" reads "10 USD"). Only under a header row that holds no
    digit; ``texts`` itself where no table has such a column."""
    signed = texts
    for top, end in page.tables(lines):
        signs = (
            _header_signs(texts[top])
            or _lower_header_signs(texts, top, end)
            or _caption_signs(lines, texts, top, end)
        )
        # A table without a header (its currency in its caption) is signed from its top.
        first = min(top + 1, _first_priced(texts, top, end))
        for i in range(first, end) if signs else ():
            cells = texts[i].split(_CELL)
            for column, sign in signs.items():
                if column < len(cells) and amount_alone(cells[column]):
                    cells[column] = f"{cells[column].strip()} {sign}"
            row = _CELL.join(cells)
            if row != texts[i]:
                signed = signed if signed is not texts else list(texts)
                signed[i] = row
    return signed


def amount_alone(cell: str) -> bool:
    """Whether ``cell`` is an amount alone, as a column of prices under a header that names
    their currency writes it ("10", "1 250", "0,12")."""
    return _AMOUNT.fullmatch(cell.strip()) is not None


def _header_signs(header: str) -> dict[int, str]:
    """The currency each column's header cell names, by column: one currency, written as a
    code or a sign, in a cell without digits (a row of amounts is no header)."""
    if any(char.isdigit() for char in header):
        return {}
    signs = {}
    for column, cell in enumerate(header.split(_CELL)):
        named = {sign for word in _WORD.findall(cell) if (sign := _sign(word)) is not None}
        if len(named) == 1:
            sign = named.pop()
            signs[column] = f"{sign}{_period(cell, cell.find(sign) + len(sign))}"
    return signs


def _lower_header_signs(texts: list[str], top: int, end: int) -> dict[int, str]:
    """The currency each column's header names in the second row of a header of two (zones
    or durations over "Voll (\u20ac) | Erm\u00e4\u00dfigt (\u20ac)"), by the columns of the rows
    under it: that row may lack the corner cell its first row's spans over both."""
    if top + 2 >= end:
        return {}
    signs = _header_signs(texts[top + 1])
    shift = len(texts[top + 2].split(_CELL)) - len(texts[top + 1].split(_CELL))
    return {column + shift: sign for column, sign in signs.items()} if shift in (0, 1) else {}


def _caption_signs(lines: list[str], texts: list[str], top: int, end: int) -> dict[int, str]:
    """The currency a table's caption or title names for its columns of prices ("Ceny
    biletów (zł)", "Tarifs (€)", "Prices in USD"): each column whose cells below its header
    are amounts alone or a dash, one at least written as money (a count of seats or
    gigabytes is not); by column."""
    caption, sign = _caption_sign(lines, texts, top)
    if sign is None:
        return {}
    first = _first_priced(texts, top, end)
    rows = [texts[i].split(_CELL) for i in range(first, end) if _DIGIT.search(texts[i])]
    width = max(map(len, rows), default=0)
    # A currency without a minor unit (the yen, the won) writes no cents: its thousands
    # grouped say an amount ("6,500"), as cents say one of another currency.
    money_like = _GROUPED if _whole(sign) else _CENTS
    return {
        column: f"{sign}{_period(caption, caption.find(sign) + len(sign))}"
        for column in range(1, width)
        if _priced_column([row[column].strip() for row in rows if column < len(row)], money_like)
    }


def _caption_sign(lines: list[str], texts: list[str], top: int) -> tuple[str, str | None]:
    """The line above a table that names its prices' one currency, with that currency: the
    line right above (a caption, a title), or the heading above a caption that names none
    ("Fahrpreise (Preise in Euro)" over "Gültig ab 01.01.2027"), as a fare table's page
    titles its table and captions its validity."""
    above = [top - 1] if top < 2 or page.heading_level(lines[top - 1]) else [top - 1, top - 2]
    for i in (i for i in above if i >= 0):
        caption = texts[i]
        if not caption or _CELL in caption or len(caption.split()) > _CAPTION_WORDS:
            return caption, None
        named = {sign for word in _WORD.findall(caption) if (sign := _sign(word)) is not None}
        if len(named) == 1:
            return caption, named.pop()
        if named or i < top - 1 or i == 0 or not page.heading_level(lines[i - 1]):
            return caption, None
    return "", None


def _first_priced(texts: list[str], top: int, end: int) -> int:
    """A table's first row under its header, of one or two rows ("Zone 1 | Zone 2" over
    "2. Klasse | Halbtax"): the first that holds an amount written as money; its first row
    where it has no header (its currency in the caption above). A header of years ("Tarif |
    2025 | 2026") holds none."""
    for i in range(top, min(end, top + 3)):
        if any(map(written_as_money, texts[i].split(_CELL)[1:])):
            return i
    return top + 1


def written_as_money(cell: str) -> bool:
    """Whether ``cell`` is an amount alone written as money is: with its cents, or with its
    thousands grouped ("4.40", "1 250"; not "2025", "16")."""
    return amount_alone(cell) and _MONEY.search(cell.strip()) is not None


def _whole(sign: str) -> bool:
    """Whether every currency ``sign`` may stand for has no minor unit (``円``, ``원``)."""
    written = currencies.SPELLINGS.get(sign)
    codes = currencies.candidates(sign) or ((written.currency,) if written else (sign,))
    return all(currencies.exponent(code) == 0 for code in codes)


_CAPTION_WORDS = 8
_DASHES = frozenset({"-", "\u2013", "\u2014", ""})


def _priced_column(cells: list[str], money_like: re.Pattern[str]) -> bool:
    """Whether a column's cells are amounts alone or dashes, one at least written as money
    (``money_like``: with its cents, or its thousands grouped)."""
    written = [cell for cell in cells if cell not in _DASHES]
    return (
        bool(written)
        and all(_AMOUNT.fullmatch(cell) for cell in written)
        and any(money_like.search(cell) for cell in written)
    )


_CENTS = re.compile(r"[.,]\d{1,2}$")
_GROUPED = re.compile(r"\d[,.'\u2019\u00a0\u202f ]\d{3}$")
_DIGIT = re.compile(r"\d")
_MONEY = re.compile(f"{_CENTS.pattern}|{_GROUPED.pattern}")


def _period(cell: str, after: int) -> str:
    """The period a header cell names for its column ("USD/month", "$/hour", "月額",
    "Monthly price"), written as a price's is read after it (" /month"); else nothing."""
    period = money.period_after(cell, after) or money.period_in(cell)
    return f" /{period}" if period in _NOUNS else ""


_NOUNS = frozenset({"hour", "day", "night", "week", "month", "quarter", "year"})


def _sign(word: str) -> str | None:
    """``word`` as it names a currency: a code in capitals, or a sign that is no word ("R",
    "ALL": a currency only beside money); not two Latin letters but "kr" ("ft" is feet)."""
    if len(word) == 3 and word.isupper() and word in currencies.BY_CODE:
        return word
    written = currencies.SPELLINGS.get(word)
    if written is None or written.word:
        return None
    return None if len(word) == 2 and word.isascii() and word.isalpha() and word != "kr" else word
