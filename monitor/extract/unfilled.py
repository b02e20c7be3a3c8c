"""Prices a billing provider's script writes into a page: ``<span data-paddle-price-id=
"pri_01h…">$0.00</span>``, which Paddle.js fills with the visitor's localised price
(``Paddle.PricePreview``). A zero the server wrote there is a placeholder until the script
runs, no price anyone is offered: read as one, every plan of the page would be free. A
default price the server wrote (``49 €``) is what the page offers without its script, and
stays.
"""

from selectolax.lexbor import LexborHTMLParser

from monitor.extract import clues, money, page

HOOKS = clues.words("data-paddle-price")
_SELECTOR = "[data-paddle-price-id], [data-paddle-price]"
_MAX_HOOKS = 256
_LONGEST = 24  # a placeholder is an amount alone ("$0.00"), not a card around one


def drop_placeholders(tree: LexborHTMLParser, source: str, mode: str) -> None:
    """Remove the elements a provider's script fills whose text is a zero amount alone, in
    the modes that compare offers (``text`` mode shows what the page writes)."""
    if mode == "text" or not clues.holds(source, *HOOKS):
        return
    for hook in page.select(tree, _SELECTOR)[:_MAX_HOOKS]:
        if _zero(" ".join(hook.text().split())):
            hook.decompose()


def _zero(written: str) -> bool:
    found = money.read_price(written) if len(written) <= _LONGEST else None
    return found is not None and found.amount == 0
