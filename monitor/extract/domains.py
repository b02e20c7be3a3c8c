"""Domain names and their extensions as a registrar's page writes them: pure.

A domain search lists each name it found with its prices on one line ("example.shop
Available $2.99 for the first year, then $34.99/yr"), and a price list's rows are headed by
an extension (".com", ".co.uk"): each names what its prices are the prices of, in any
language and any markup.
"""

import re

# A label of letters, digits and inner hyphens (an internationalised one in its own script:
# "müller", "例え"), in lower case as a domain is written, so that a product's name with a
# dot ("Node.js", "ASP.NET") is none.
_LABEL = r"[^\W_A-Z](?:(?:[^\W_A-Z]|-)*[^\W_A-Z])?"
# The last label, the extension's: letters only (no "1.5x", no "v2.0"), two or more, in
# ASCII (or its punycode) up to the first other character, so that a name the markup runs
# into its state ("sakura.com取得可能") ends where its script does; else in another
# script (".рф", ".みんな"). Not before a path, an address or a sentence's dot.
_TLD = r"(?:[a-z]{2,24}|xn--[a-z0-9-]{2,59}|[^\W\d_a-zA-Z]{2,24})(?![a-z0-9_./@-])"
_DOMAIN = re.compile(rf"(?:{_LABEL}\.)+{_TLD}")
_EXTENSION = re.compile(rf"\.(?:[^\W\d_A-Z]{{2,24}}\.)?{_TLD}")


def leading(text: str) -> str:
    """The domain name or the extension that starts ``text`` ("sakura-kissa.com 取得可能 1円",
    ".com $10.44 first year, renews at $20.44"), or ""."""
    stripped = text.lstrip()
    found = _DOMAIN.match(stripped) or _EXTENSION.match(stripped)
    return found.group() if found else ""


def extension(cell: str) -> bool:
    """Whether a table's cell starts with a domain's extension (".com", ".co.uk Sale"): the
    row is that extension's prices, not a feature a plan's columns share."""
    return _EXTENSION.match(cell.lstrip()) is not None
