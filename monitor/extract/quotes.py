"""Live market quotes beside a page's prices: a ticker's items, a market table's rows.

An exchange's, a broker's or a bullion dealer's page shows the market of the moment next to
its own fees: ``BTC $97,412.55 +2.1%`` in a strip over the header, ``DAX 19.842,31 \u22120,42 %``,
a table of pairs with their last price and 24-hour change. Their figures differ at every
load; none is the price of anything the page offers. What tells a quote is its change: a
signed percentage with decimals (``+2.1%``, ``\u22120,42 %``, ``▲ 1.05%``) in an element of its
own, beside a figure written to the cent or finer. A quote is one of several side by side
(a strip, a table's rows): ``drop`` removes each such group, with the siblings of the same
kind that quote a figure without a change (``EUR/USD 1,0842``), before the page is read.

A shop's discount badge (``-20%``) has no decimals, a plan's ``+0.5% cashback`` no figure
beside it, and a lone change may be a product's own: none of them is removed.
"""

import itertools
import re
from collections.abc import Iterator

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, nodes, page
from monitor.extract.volatile_patterns import EXCHANGE_RATE

# A change in an element of its own ends right before a tag ("+2.1%</span>"), or before the
# line break and indentation a template writes there.
_CLUES = clues.words("%<", "%\n", "% <", "%\r")
# A change as the source writes it, searched only in a page that holds the clue. A
# framework may write its parts apart: React's empty comments between the expressions
# (``+<!-- -->0.42<!-- -->%``), a box around the figure (``+<span>0,42</span> %``), its
# decimals raised (``+0<sup>,42</sup>%``).
_SOURCE_TAGS = r"(?:<[^<>]{0,40}>)*"
_SOURCE_CHANGE = re.compile(
    rf"(?:[+\-\u2212\u25b2\u25bc\u2191\u2193]|&minus;){_SOURCE_TAGS}\s?"
    rf"\d{{1,4}}{_SOURCE_TAGS}[.,]\d{{1,3}}{_SOURCE_TAGS}(?:\s|&nbsp;|&#160;|\u00a0|\u202f)?%\s*\)?\s*<"
)
# The whole text of a change's element: a sign or an arrow, a percentage with decimals, in
# parentheses or not. A plus spaced from its figure adds a rate to the amount before it (a
# fee table's "€ 2,50 | + 0,5 %"): a market writes its change's sign against the figure.
_FIGURE_PERCENT = r"\d{1,4}[.,]\d{1,3}\s?%\)?"
_CHANGE = re.compile(rf"\(?(?:\+|[\-\u2212\u25b2\u25bc\u2191\u2193]\s?){_FIGURE_PERCENT}")
# So with a plus spaced as well, on a page whose changes fall as well as rise (a minus or an
# arrow, which a fee table does not write): a market written "+ 2,1 %" beside "- 0,8 %".
_SPACED_CHANGE = re.compile(rf"\(?[+\-\u2212\u25b2\u25bc\u2191\u2193]\s?{_FIGURE_PERCENT}")
_FALL = re.compile(rf"\(?[\-\u2212\u25bc\u2193]\s?{_FIGURE_PERCENT}")
# A quoted figure: grouped thousands, or decimals to the cent or finer ("97,412.55",
# "19.842,31", "1,0842", "0.41207"), not a year or a count.
_FIGURE = re.compile(
    r"(?<![\d.,])(?:\d{1,3}(?:[,.\u00a0\u202f' ]\d{3})+(?:[.,]\d{1,6})?|\d+[.,]\d{2,6})(?![\d])"
)
_NAME_WORDS = 6  # a quote's name, a currency sign, a column's few words
_CLIMB = 4  # from a change's element up to its quote: a cell, its row
_SHORT = 160  # a quote's text: a symbol, a figure or two, a change
_GROUP = 2  # quotes side by side
_MAX_CHANGES = 512
_MAX_SIBLINGS = 1024  # a strip's or a market table's quotes, read no further


def drop(tree: LexborHTMLParser, source: str) -> None:
    """Every group of live quotes removed from ``tree``, and the sums a calculator works out
    from a quoted rate."""
    _drop_quotes(tree, source)
    _drop_converted(tree, source)


def _drop_quotes(tree: LexborHTMLParser, source: str) -> None:
    """Only a page whose ``source`` writes a signed percentage with decimals right before a
    tag pays for the search."""
    if not clues.holds(source, *_CLUES) or _SOURCE_CHANGE.search(source) is None:
        return
    groups: dict[int, tuple[LexborNode, list[LexborNode]]] = {}
    strips: list[LexborNode] = []
    texts: dict[int, str] = {}
    changes = page.select(tree, '*:lexbor-contains("%")')[:_MAX_CHANGES]
    change = _SPACED_CHANGE if any(_a_change(found, _FALL) for found in changes) else _CHANGE
    for quote in _quotes(changes, texts, change):
        if len(change.findall(texts[quote.mem_id])) >= _GROUP:
            strips.append(quote)  # a strip of quotes without an element per quote
        elif quote.parent is not None:
            groups.setdefault(quote.parent.mem_id, (quote.parent, []))[1].append(quote)
    dropped = list(strips)
    for parent, quotes in groups.values():
        if len(quotes) >= _GROUP:
            dropped += _alike(parent, quotes)
    for node in {node.mem_id: node for node in dropped}.values():
        node.decompose()


def _quotes(
    changes: list[LexborNode], texts: dict[int, str], change: re.Pattern[str]
) -> Iterator[LexborNode]:
    """The quote of each change: the nearest element around it that also writes a figure,
    each once. ``texts`` keeps each ancestor's text, read once however many changes it
    holds."""
    seen: set[int] = set()
    for element in changes:
        if not _a_change(element, change):
            continue
        quote = _quote_of(element, texts, change)
        if quote is not None and quote.mem_id not in seen and not _a_products_tile(quote):
            seen.add(quote.mem_id)
            yield quote


def _a_change(element: LexborNode, change: re.Pattern[str]) -> bool:
    """Whether ``element`` writes a change: its own text, or, when it writes the percent sign
    and boxes the figure (``+<span>0,42</span> %``), its whole text."""
    own = " ".join(element.text(deep=False).split())
    if change.fullmatch(own):
        return True
    return "%" in own and change.fullmatch(nodes.read(element, "")) is not None


def _quote_of(
    element: LexborNode, texts: dict[int, str], change: re.Pattern[str]
) -> LexborNode | None:
    node = element.parent
    for _ in range(_CLIMB):
        if node is None or node.tag in ("body", "html"):
            return None
        text = texts.get(node.mem_id)
        if text is None:
            text = texts[node.mem_id] = nodes.read(node, " ")
        if len(text) > _SHORT:
            return None
        if _FIGURE.search(change.sub(" ", text)):
            return _item(node, text, texts) if _named_briefly(text, change) else None
        node = node.parent
    return None


def _item(quote: LexborNode, text: str, texts: dict[int, str]) -> LexborNode:
    """A page builder's box around a quote's words (``<li><div>BTC $97,412.55
    +2.1%</div></li>``) is not the strip's item, but what wraps it alone is: beside the
    other items."""
    item, _ = nodes.outermost(quote, page.MAX_WRAPPERS)
    texts[item.mem_id] = text  # nothing but the box, so its text
    return item


def _a_products_tile(quote: LexborNode) -> bool:
    """Whether what reads as a quote is a product's tile: its name a heading, or its old
    price struck beside its discount ("-12,5 %", "-12<sup>,5</sup> %"), which a strip or a
    market table does not write. A shop's grid of such tiles was dropped as a strip, and
    the page had no prices."""
    return bool(page.select(quote, _TILE_PARTS))


_TILE_PARTS = "h1, h2, h3, h4, h5, h6, del, s, strike"


def _named_briefly(text: str, change: re.Pattern[str] = _CHANGE) -> bool:
    """Whether a quote's words, its figures and changes aside, are a name's few: a symbol,
    a pair, an index ("BTC", "EUR/USD", "Euro Stoxx 50"), not a sentence around a rate."""
    words = _FIGURE.sub(" ", change.sub(" ", text)).split()
    return len(words) <= _NAME_WORDS


def _alike(parent: LexborNode, quotes: list[LexborNode]) -> list[LexborNode]:
    """``quotes`` and their siblings of the same tag and class that quote a figure: the
    quotes of the same strip or table that show no change (not a header row's "24h")."""
    kinds = {(quote.tag, quote.attributes.get("class")) for quote in quotes}
    found = list(quotes)
    for child in itertools.islice(parent.iter(include_text=False), _MAX_SIBLINGS):
        if (child.tag, child.attributes.get("class")) in kinds:
            text = nodes.read(child, " ")
            quoted = len(text) <= _SHORT and _FIGURE.search(text) and _named_briefly(text)
            if quoted and not _a_products_tile(child):
                found.append(child)
    return found


# A calculator that quotes the rate of the moment ("1 USD = R$ 5,5102") and works out a sum
# from it in an <output> ("Você paga R$ 5.520,10", "The recipient gets €921.40"): the sum
# moves with the rate, as the rate does; the fee the form names beside it stays.
_OUTPUT = clues.words("<output")
_RATE = re.compile(EXCHANGE_RATE, re.IGNORECASE)
_MAX_OUTPUTS = 32


def _drop_converted(tree: LexborHTMLParser, source: str) -> None:
    """The outputs of every form in ``tree`` that quotes an exchange rate, emptied."""
    if not clues.holds(source, *_OUTPUT) or "=" not in source:
        return
    quoting: dict[int, bool] = {}  # whether a form quotes a rate, read once per form
    for output in page.select(tree, "output")[:_MAX_OUTPUTS]:
        form = _form_of(output)
        if form is None:
            continue
        if form.mem_id not in quoting:
            quoting[form.mem_id] = _RATE.search(nodes.read(form, " ")) is not None
        if quoting[form.mem_id]:
            for child in list(output.iter(include_text=True)):
                child.decompose()


def _form_of(output: LexborNode) -> LexborNode | None:
    node = output.parent
    while node is not None and node.tag != "form":
        node = node.parent
    return node
