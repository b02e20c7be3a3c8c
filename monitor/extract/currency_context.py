"""The currency of an ambiguous sign (``kr``, ``$``, ``¥``) from what the page says about it.

First that says: the record's own data (``priceCurrency``), a currency switcher's selected
value, words on the page (``Preise in DKK``, ``All prices in CAD``, else the one candidate
code written there, ``USD``), the document's language and locale (``<html lang="nb-NO">``,
``og:locale`` ``sv_SE``); otherwise the sign's most common currency, marked as inferred.
``resolve`` decides from a ``Context``; the rest of the module reads one from a page.
"""

import dataclasses
import re
from typing import NamedTuple

from selectolax.lexbor import LexborHTMLParser

from monitor.extract import currencies, words
from monitor.extract.phrases import alternation
from monitor.extract.prices import PriceRecord


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
    for found in (
        context.selected,
        next((code for code in context.named if code in options), None),
        next(iter(written)) if len(written) == 1 else None,
        *map(currencies.of_locale, context.locales),
    ):
        if found in options:
            return Resolved(found, False)
    return Resolved(options[0], True)


_CODE = re.compile(rf"(?<![^\W\d_])(?:{alternation(currencies.BY_CODE, lower=False)})(?![^\W\d_])")
_PRICES_IN = re.compile(
    rf"(?<![^\W\d_])(?:{alternation(w for ws in words.PRICES_IN.values() for w in ws)})",
)
_NAMING_REACH = 40  # characters between "Preise in" and the code it names


def page_codes(texts: list[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The codes the page's ``texts`` name as its prices' currency, and all it writes."""
    named, written = [], []
    for text in texts:
        for found in _CODE.finditer(text):
            code = found.group()
            written.append(code)
            lead = text[max(0, found.start() - _NAMING_REACH) : found.start()].lower()
            if _PRICES_IN.search(lead):
                named.append(code)
    return tuple(named), tuple(written)


def locales(tree: LexborHTMLParser) -> tuple[str, ...]:
    """The document's language tags, read before ``<head>`` is removed."""
    tags = []
    root = tree.root
    if root is not None:
        tags += [root.attributes.get("lang"), root.attributes.get("xml:lang")]
    meta = (tree.head or tree).css_first('meta[property="og:locale" i]')
    if meta is not None:
        tags.append(meta.attributes.get("content"))
    return tuple(dict.fromkeys(tag.strip() for tag in tags if tag and tag.strip()))


def with_currencies(
    records: list[PriceRecord], texts: list[str], tags: tuple[str, ...]
) -> list[PriceRecord]:
    """``records`` whose ambiguous sign the page's context names; a sign no context names
    stays as written (a record has no place yet to say that its currency is inferred)."""
    if not any(currencies.candidates(record.currency or "") for record in records):
        return records
    named, written = page_codes(texts)
    context = Context(named=named, written=written, locales=tags)
    resolved = []
    for record in records:
        found = resolve(record.currency or "", context)
        if found is not None and not found.inferred and found.code != record.currency:
            record = dataclasses.replace(record, currency=found.code)
        resolved.append(record)
    return resolved
