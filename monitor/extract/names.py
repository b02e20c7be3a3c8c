"""Names a build tool writes, told from the names a person writes: pure.

A class or id that a person wrote says what an element is (``pricing-table``, ``plan-card``);
one a build tool wrote (a CSS-in-JS or CSS-module hash, an auto-numbered id) changes with
every deploy, so it can name neither a region nor a variant.
"""

import re

# What a build tool writes: CSS-in-JS (css-1x2y3z, sc-aXZVg, jsx-123, svelte-xyz12,
# emotion-0, makeStyles-root-12), CSS modules (Pricing_card__x7Yq2), auto-numbered ids
# (ember123, react-select-4, :r1:, mui-12345) and hashes.
_GENERATED_PREFIX = re.compile(
    r"^(?:css|sc|jsx|svelte|emotion|tw|astro|styles?|module|chakra|mantine|ember|react|mui"
    r"|radix|headlessui|data-v|v|ng)-|^_|__(?=[\w-]*\d|[a-z-]*[A-Z])[\w-]{5,}$"
    r"|^[a-f0-9]{6,}$|:"
)
_CAMEL_HASH = re.compile(r"[a-z][A-Z]{2}|[A-Z]{2}[a-z][A-Z]|\d[a-zA-Z]\d|[a-zA-Z]\d{1,2}[a-zA-Z]")
# A name's words in camel case: a run of capitals (an acronym) or a capital and what follows.
_CAMEL_SEGMENT = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[^A-Z]+")
_NUMBERED = re.compile(r"\d{3,}")
_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_-]*$")


def generated(name: str) -> bool:
    """Whether a class or id reads as a build tool's or a counter's, not a person's."""
    if not _NAME.match(name) or _GENERATED_PREFIX.search(name) or _NUMBERED.search(name):
        return True
    return any(
        _CAMEL_HASH.search(part) or _case_flips(part)
        for part in re.split(r"[-_]+", name)
        if len(part) >= 4
    ) and not _camel_words(name)


def _case_flips(part: str) -> bool:
    """Whether ``part`` flips its letter case every letter or two, as styled-components' and
    Gatsby's hashes do (``iRbCjD``, ``bYxTrz``, ``3xYzQ``): most of its camel-case words are
    one or two characters long, where a person's words are longer."""
    segments = _CAMEL_SEGMENT.findall(part)
    return len(segments) >= 3 and sum(len(s) <= 2 for s in segments) * 2 > len(segments)


def _camel_words(name: str) -> bool:
    """``ProductCard``, ``pricingTable``: words in camel case, which a hash seldom reads as
    (a hash mixes digits in, or capitals that start no word)."""
    return (
        not any(char.isdigit() for char in name)
        and re.fullmatch(
            r"[A-Za-z][a-z]+(?:[A-Z][a-z]+)*(?:[-_][A-Za-z][a-z]+(?:[A-Z][a-z]+)*)*", name
        )
        is not None
    )
