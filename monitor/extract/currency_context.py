"""The currency of an ambiguous sign (``kr``, ``$``, ``¥``) from what the page says about it.

First that says: the record's own data (``priceCurrency``), a currency switcher's selected
value, words on the page (``Preise in DKK``, ``All prices in CAD``, else the one candidate
code written there, ``USD``), the document's language and locale (``<html lang="nb-NO">``,
``og:locale`` ``sv_SE``); otherwise the sign's most common currency, marked as inferred
unless the others write it only at home (``currencies.AT_HOME``: "lei" is Romania's).
``resolve`` decides from a ``Context``; the rest of the module reads one from a page.
"""

import dataclasses
import functools
import itertools
import re
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, currencies, language, words
from monitor.extract.phrases import alternation
from monitor.extract.prices import PriceRecord


def _flat_words() -> list[str]:
    return [word for entries in words.PRICES_IN.values() for word in entries]


@dataclasses.dataclass(frozen=True, slots=True)
class Context:
    selected: str | None = None
    """The ISO code a currency switcher has selected."""
    named: tuple[str, ...] = ()
    """Codes the page says its prices are in (``Preise in DKK``), in page order."""
    written: tuple[str, ...] = ()
    """Every code written alone on the page, in page order."""
    locales: tuple[str, ...] = ()
    """Language tags: ``<html lang>``, then ``og:locale``."""
    stated: tuple[str, ...] = ()
    """Codes the page's other records state in their data (a headless shop's variants'
    ``currencyCode`` beside the ``$`` its markup draws)."""


class Resolved(NamedTuple):
    code: str
    inferred: bool
    """No context said which: the sign's most common currency."""


def resolve(sign: str, context: Context, data: str | None = None) -> Resolved | None:
    """The ISO code ``sign`` stands for, or None for a sign that names no currency."""
    options = currencies.candidates(sign)
    if not options:
        spelled = currencies.SPELLINGS.get(sign)
        return Resolved(spelled.currency, False) if spelled else None
    if data:  # the record's own data is the record's, whatever the sign
        return Resolved(data, False)
    written = dict.fromkeys(code for code in context.written if code in options)
    stated = dict.fromkeys(code for code in context.stated if code in options)
    for found in (
        context.selected,
        next((code for code in context.named if code in options), None),
        next(iter(written)) if len(written) == 1 else None,
        *(code for tag in context.locales for code in currencies.of_locale_all(tag)),
        # Last: a locale that names the country is surer ("US$" records beside "$" pesos
        # on an es-MX page are no pesos' code), but a bare language ("en") names none.
        next(iter(stated)) if len(stated) == 1 else None,
    ):
        if found in options:
            return Resolved(found, False)
    return Resolved(options[0], currencies.usual(sign) is None)


_PRICES_IN = re.compile(rf"(?<![^\W\d_])(?:{alternation(_flat_words())})")
_NAMING_REACH = 40  # characters between "Preise in" and the code it names
_MAX_CODES = 10_000  # codes written: a page with more is no price list


def page_codes(text: str, codes: Iterable[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Of ``codes``, those ``text`` names as its prices' currency (``Preise in DKK``, ``All
    prices in Canadian dollars``), and those it writes at all, whole and in capitals or named
    in words; each in page order."""
    wanted = frozenset(codes)
    found = _codes_at(text, wanted) + _names_at(text, wanted)
    named, written = [], []
    for at, code in sorted(found):
        written.append(code)
        start = max(text.rfind("\n", 0, at) + 1, at - _NAMING_REACH)
        if _PRICES_IN.search(text[start:at].lower()):
            named.append(code)
    return tuple(named), tuple(written)


def stated_code(text: str) -> str | None:
    """The one currency ``text`` says its prices are in ("All prices in USD", "Preise in
    Euro"), if it says one."""
    named, _ = page_codes(text, currencies.BY_CODE)
    return named[0] if len(set(named)) == 1 else None


def _codes_at(text: str, codes: frozenset[str]) -> list[tuple[int, str]]:
    """Where ``text`` writes each of ``codes`` whole, in capitals."""
    found = []
    for match in itertools.islice(_codes_pattern(codes).finditer(text), _MAX_CODES):
        code, at = match.group(), match.start()
        if not (text[at - 1 : at].isalpha() or text[at + 3 : at + 4].isalpha()):
            found.append((at, code))
    return found


def _names_at(text: str, codes: frozenset[str]) -> list[tuple[int, str]]:
    """Where ``text`` names one of ``codes`` in words (``words.CURRENCY_NAMES``); asked only
    of a text that names a currency at all (one Aho-Corasick scan)."""
    lowered = text.lower()  # the names are not longer or shorter in lower case
    starts = _NAMES.starts(lowered)
    if not starts or len(lowered) != len(text):
        return []
    found = []
    for index, at in starts:
        code = _NAMED[index][1]
        end = at + len(_NAMED[index][0])
        if code in codes and _whole(lowered, at, end):
            found.append((at, code))
    return found[:_MAX_CODES]


def _whole(text: str, start: int, end: int) -> bool:
    """Whether the name at ``start:end`` is a word of its own: a letter beside it makes it part
    of another ("euros" in "eurostar"), but a script written without spaces sets its words
    against their neighbours ("価格は日本円" names the yen)."""
    return not (
        _joined(text[start - 1 : start], text[start : start + 1])
        or _joined(text[end : end + 1], text[end - 1 : end])
    )


def _joined(beside: str, edge: str) -> bool:
    return beside.isalpha() and not (_unspaced(beside) or _unspaced(edge))


def _unspaced(letter: str) -> bool:
    """Whether ``letter`` is of a script written without spaces between words (Han, kana,
    Thai, Lao, Khmer, Myanmar); Hangul is spaced."""
    return any(low <= letter <= high for low, high in _UNSPACED)


_UNSPACED = (
    ("\u0e00", "\u0eff"),  # Thai, Lao
    ("\u1000", "\u109f"),  # Myanmar
    ("\u1780", "\u17ff"),  # Khmer
    ("\u3040", "\u30ff"),  # kana
    ("\u3400", "\u9fff"),  # Han
    ("\uf900", "\ufaff"),  # Han compatibility
)


_NAMED = [(name, code) for code, names in words.CURRENCY_NAMES.items() for name in names]
_NAMES = clues.Needles(name for name, _ in _NAMED)


@functools.lru_cache(maxsize=64)
def _codes_pattern(codes: frozenset[str]) -> re.Pattern[str]:
    """The codes as one pattern that starts with their first letters: a scan skips in one set
    test to the next of those capitals (a lookbehind first would stop at every character)."""
    return re.compile(alternation(sorted(codes), lower=False) if codes else "(?!)")


def locales(tree: LexborHTMLParser) -> tuple[str, ...]:
    """The document's language tags, read before ``<head>`` is removed."""
    tags = []
    root = tree.root
    if root is not None:
        tags += [root.attributes.get("lang"), root.attributes.get("xml:lang")]
    meta = (tree.head or tree).css_first('meta[property="og:locale" i]')
    if meta is not None:
        tags.append(meta.attributes.get("content"))
    found = tuple(dict.fromkeys(tag.strip() for tag in tags if tag and tag.strip()))
    return found or named_region((tree.body or tree.root or tree).text(separator=" "))


_REGION_NAMES = [(name, region) for region, names in words.REGION_NAMES.items() for name in names]
_REGION_NEEDLES = clues.Needles(name for name, _ in _REGION_NAMES)
_NAMED_AT_LEAST = 2  # once is a mention ("we also ship to Norway"); a page's own is repeated
# A name right after a word that makes it a destination ("til Sverige", "ships to Oman").
_DESTINATION = re.compile(
    rf"(?<!\w)(?:{alternation(w for ws in words.DESTINATION_BEFORE.values() for w in ws)})\s+$",
    re.IGNORECASE,
)
_DESTINATION_REACH = 12  # characters before a name in which its destination's word is looked for


def named_region(text: str) -> tuple[str, ...]:
    """The locale (``und-SN``) of the one region ``text`` names, by country or city, at least
    twice and more than twice as often as any other, each time not as a destination ("til
    Sverige"); else none. For a page whose document names no locale: its letters and signs
    are read as its region writes them ("2 500 F" in Dakar)."""
    counts: dict[str, int] = {}
    for index, at in _REGION_NEEDLES.starts(text):
        name, region = _REGION_NAMES[index]
        end = at + len(name)
        bounded = not text[at - 1 : at].isalnum() and not text[end : end + 1].isalnum()
        if bounded and not _DESTINATION.search(text, max(0, at - _DESTINATION_REACH), at):
            counts[region] = counts.get(region, 0) + 1
    ranked = [*sorted(counts.items(), key=lambda item: -item[1]), ("", 0), ("", 0)]
    (region, most), (_, next_most) = ranked[:2]
    if most < _NAMED_AT_LEAST or most <= 2 * next_most:
        return ()
    return (f"{language.UNDETERMINED}-{region}",)


_CODE = re.compile(r"(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])")
_LONGEST_CHOICE = 40  # characters of a switcher's choice: "Euro (EUR)", "€ EUR", "SEK kr"
_MAX_CHOICES = 64
# A chosen element, by the attribute or the state class a switcher sets on it.
_CHOSEN = (
    '[aria-pressed="true"], [aria-selected="true"], [aria-checked="true"], '
    '[aria-current="true"], .is-active, .active, .selected, .is-selected, .is-checked, '
    "input[checked]"
)


def choice_currency(text: str) -> str | None:
    """The one currency a switcher's choice names: by its code (``Euro (EUR)``), or by a sign
    only one currency writes (``€``, ``£``)."""
    text = text.strip()
    if not text or len(text) > _LONGEST_CHOICE:
        return None
    codes = {code for code in _CODE.findall(text) if currencies.exponent(code) is not None}
    if codes:
        return codes.pop() if len(codes) == 1 else None
    spelled = currencies.SPELLINGS.get(text)
    return spelled.currency if spelled and not currencies.candidates(text) else None


def selected_option(tree: LexborHTMLParser) -> str | None:
    """The currency a ``<select>`` of currencies has selected; read before the form controls
    are removed."""
    for option in tree.css("option[selected]")[:_MAX_CHOICES]:
        chosen = _switched(option, option.attributes.get("value") or "")
        if chosen is not None:
            return chosen
    return None


def switched_toggle(tree: LexborHTMLParser) -> str | None:
    """The currency a row of toggles (buttons, tabs, radios) has chosen: the chosen one is
    pressed, selected, checked or current, or has a state class (``is-active``)."""
    for node in tree.css(_CHOSEN)[:_MAX_CHOICES]:
        value = node.attributes.get("value") or node.attributes.get("data-currency") or ""
        chosen = _switched(node, value)
        if chosen is not None:
            return chosen
    return None


def _switched(node: LexborNode, value: str) -> str | None:
    """The currency ``node`` chooses, if it is one of two or more choices of currency (its
    parent's children): a lone "EUR" badge switches nothing."""
    chosen = choice_currency(value) or choice_currency(node.text(deep=True))
    parent = node.parent
    if chosen is None or parent is None:
        return None
    others = 0
    for sibling in itertools.islice(parent.iter(), _MAX_CHOICES):
        if sibling.mem_id == node.mem_id:
            continue
        named = choice_currency(sibling.attributes.get("value") or "") or choice_currency(
            sibling.text(deep=True)
        )
        others += named is not None and named != chosen
    return chosen if others else None


# A currency switcher, by what its markup calls it: a shop's header holds one ("CAD $" on a
# button over its hidden list), and the header is no part of the offer that is read.
_SWITCHERS = (
    '[class*="currency" i], [id*="currency" i], [name*="currency" i], '
    '[aria-label*="currency" i], [class*="localization" i], [id*="localization" i]'
)
SWITCHER_WORDS = clues.words("currency", "Currency", "CURRENCY", "localization")
_UNSHOWN = (
    '[hidden], [aria-hidden="true"], [style*="none"], template, '
    'option:not([selected]), [aria-expanded="false"] ~ *'
)


def switcher_choice(tree: LexborHTMLParser) -> str | None:
    """The currency a switcher anywhere on the page shows as chosen: the one code its shown
    text names, or its chosen toggle's; read before the page's chrome is removed."""
    for node in tree.css(_SWITCHERS)[:_MAX_CHOICES]:
        codes: set[str] = set(_CODE.findall(_shown_text(node))) & currencies.BY_CODE.keys()
        if len(codes) == 1:
            return codes.pop()
        for chosen in node.css(_CHOSEN)[:_MAX_CHOICES] if codes else ():
            found = _switched(chosen, chosen.attributes.get("value") or "")
            if found is not None:
                return found
    return None


def _shown_text(node: LexborNode) -> str:
    """``node``'s text but for what it hides: a closed list, an unselected option."""
    text = node.text(deep=True, separator=" ")
    for hidden in node.css(_UNSHOWN)[:_MAX_CHOICES]:
        text = text.replace(hidden.text(deep=True, separator=" "), " ", 1)
    return text[:_LONGEST_SWITCHER]


_LONGEST_SWITCHER = 400


def codes_for(
    records: list[PriceRecord],
    texts: list[str],
    tags: tuple[str, ...],
    option: str | None = None,
    toggle: Callable[[], str | None] = lambda: None,
    data: Sequence[PriceRecord] = (),
) -> dict[str, str]:
    """The code the page's context names for each ambiguous sign of ``records``; a sign no
    context names stays as written (a record has no place yet to say that its currency is
    inferred). A currency switcher's choice is a selected ``option``'s, else the
    ``toggle``'s, asked only when a sign is ambiguous and the page writes a code it may stand
    for (a row of toggles writes its choices). ``data``: the records the page's data states
    (structured data, a shop's or a framework's state), whose one code names a sign; not a
    price its text writes with a sign of its own ("Also in Australia from A$79")."""
    if not any(currencies.candidates(record.currency or "") for record in records):
        return {}
    signs = {record.currency for record in records if record.currency}
    codes = {code for sign in signs for code in currencies.candidates(sign)}
    named, written = page_codes("\n".join(texts), sorted(codes))
    chosen = option or (toggle() if written else None)
    stated = _stated(data, codes)
    context = Context(selected=chosen, named=named, written=written, locales=tags, stated=stated)
    codes_of = {}  # a page has few signs and many prices
    for sign in signs:
        found = resolve(sign, context)
        if found is not None and not found.inferred and found.code != sign:
            codes_of[sign] = found.code
    return codes_of


def _stated(records: Sequence[PriceRecord], codes: set[str]) -> tuple[str, ...]:
    """The one code the page's records state (a headless shop's variants' ``currencyCode``
    beside the ``$`` its markup draws), if it is one of ``codes`` and they state no other:
    a currency switcher's alternatives state several (``$49`` shown, ``CAD 66`` and ``EUR
    45`` hidden), none of which is the shown price's."""
    stated = {record.currency for record in records if record.currency in currencies.BY_CODE}
    return tuple(stated) if len(stated) == 1 and stated <= codes else ()


def with_stated(records: list[PriceRecord], texts: list[str]) -> list[PriceRecord]:
    """``records`` with the amounts written with no currency in the one the page says its
    prices are in ("Semua harga dalam Rupiah" over "149rb/bulan"), where no record's is
    another; a plan without an amount ("Contact sales") has no currency to take."""
    if not any(_bare(record) for record in records):
        return records
    code = stated_code("\n".join(texts))
    if code is None or any(record.currency not in (None, code) for record in records):
        return records
    return [dataclasses.replace(r, currency=code) if _bare(r) else r for r in records]


def _bare(record: PriceRecord) -> bool:
    return record.currency is None and record.amount is not None


def with_codes(records: list[PriceRecord], codes_of: dict[str, str]) -> list[PriceRecord]:
    """``records`` with each sign in ``codes_of`` written as its code."""
    if not codes_of:
        return records
    return [
        dataclasses.replace(record, currency=codes_of[record.currency])
        if record.currency in codes_of
        else record
        for record in records
    ]
