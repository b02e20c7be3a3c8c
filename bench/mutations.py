"""The corpus rewritten as other sites write the same pages, scored again in ``prices`` mode.

Run: python bench/mutations.py REWRITE... [--families a,b]

Each rewrite keeps what a reader sees (or nearly: ``indent`` puts a space between inline
elements, which a flex box hides and a plain line shows) and changes how the markup says it.
A family that scores worse under a rewrite points at a mechanism that depends on how a page
is written, not on what it says: the hidden scoring sets are written in markups nobody here
has seen. Prints one line per family that scores worse; nothing when all hold.
"""

import argparse
import hashlib
import re
import sys
from collections.abc import Callable
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.unit import test_corpus_score as corpus
from tests.unit import test_pages

Rewrite = Callable[[str], str]
_RAW = re.compile(r"(<(script|style|textarea|title)\b.*?</\2\s*>)", re.S | re.I)
_TEXT = re.compile(r">([^<]*)<")


def _outside_raw(html: str, rewrite: Rewrite) -> str:
    """``rewrite`` applied to the markup outside scripts, styles and text areas."""
    parts = _RAW.split(html)  # text, whole element, its tag name, text, ...
    kept = [rewrite(part) if k % 3 == 0 else part for k, part in enumerate(parts)]
    return "".join(part for k, part in enumerate(kept) if k % 3 != 2)


def _in_text(rewrite: Rewrite) -> Rewrite:
    """A rewrite of the text between tags, outside raw elements."""

    def text(chunk: str) -> str:
        return _TEXT.sub(lambda m: ">" + rewrite(m[1]) + "<", chunk)

    return lambda html: _outside_raw(html, text)


def _tags(*pairs: tuple[str, str]) -> Rewrite:
    """Tag names renamed (each pattern a regex of the name after ``<`` or ``</``)."""

    def rename(chunk: str) -> str:
        for old, new in pairs:
            chunk = re.sub(rf"<(/?)(?:{old})(?=[\s>/])", rf"<\1{new}", chunk, flags=re.I)
        return chunk

    return lambda html: _outside_raw(html, rename)


def _hashed(html: str) -> str:
    def token(name: str) -> str:
        return "c" + hashlib.md5(name.encode()).hexdigest()[:6]

    html = re.sub(
        r'(\bclass=(["\']))(.*?)\2',
        lambda m: m[1] + " ".join(token(t) for t in m[3].split()) + m[2],
        html,
    )
    return re.sub(
        r"<style\b.*?</style>",
        lambda m: re.sub(r"\.([A-Za-z_][\w-]*)", lambda n: "." + token(n[1]), m[0]),
        html,
        flags=re.S | re.I,
    )


def _heading_divs(html: str) -> str:
    """Headings as divs that keep their class (``tN`` when they had none)."""
    html = re.sub(r"<h([1-6])(?=[\s>])(?![^>]*\bclass=)", r'<div class="t\1"', html, flags=re.I)
    html = re.sub(r"<h[1-6](?=\s)", "<div", html, flags=re.I)
    return re.sub(r"</h[1-6]\s*>", "</div>", html, flags=re.I)


_BLOCK = (
    r"(?:div|p|li|ul|ol|section|article|header|footer|nav|main|aside|h[1-6]|tr|td|th|table"
    r"|tbody|thead|form|br|hr|option|select|dl|dt|dd|figure|template|noscript)"
)


def _minified(chunk: str) -> str:
    """White space beside block tags dropped, as an HTML minifier does (inline space kept)."""
    chunk = re.sub(rf"\s+(?=</?{_BLOCK}\b)", "", chunk, flags=re.I)
    return re.sub(rf"(</?{_BLOCK}\b[^>]*>)\s+", r"\1", chunk, flags=re.I)


_SIGN = re.compile("[\u20ac$\u00a3\u00a5\u20b9\u20a9\u20ba\u20bd]")


def _react_gaps(text: str) -> str:
    """An empty comment where a number meets other text, as React's server rendering marks
    the seams of a text's parts (``$<!-- -->29<!-- -->/mo``); references left whole."""
    parts = re.split(r"(&#?\w+;)", text)
    return "".join(
        part if k % 2 else re.sub(r"(?<=[^\d\s.,])(?=\d)|(?<=\d)(?=[^\d.,\s])", "<!-- -->", part)
        for k, part in enumerate(parts)
    )


def _ld_graph(html: str) -> str:
    """Each JSON-LD object inside an ``@graph`` list, as SEO plug-ins write it."""

    def graph(found: re.Match[str]) -> str:
        body = found[2].strip()
        if not body.startswith("{"):
            return found[0]
        return f'{found[1]}{{"@context": "https://schema.org", "@graph": [{body}]}}</script>'

    return re.sub(
        r"(<script[^>]*application/ld\+json[^>]*>)(.*?)</script>", graph, html, flags=re.S | re.I
    )


def _custom_tag(classes: str) -> str:
    """A custom element's name made of a class (``product-card``, ``x-price`` for ``price``)."""
    name = re.sub(r"[^a-z0-9]+", "-", classes.split()[0].lower()).strip("-")
    name = name if name[:1].isalpha() else "x" + name
    return name if "-" in name else "x-" + name


def _custom_elements(html: str) -> str:
    """Every div with a class a custom element named after it, as web-component sites write
    them (``<product-card class="product-card">``); divs inside raw elements left alone."""
    opened: list[str] = []  # across the raw elements, which may sit inside a div

    def rename(found: re.Match[str]) -> str:
        if found[1]:
            return f"</{opened.pop()}>" if opened else found[0]
        classes = re.search(r'\bclass=(["\'])\s*([^"\']*?\S[^"\']*?)\1', found[2])
        opened.append(_custom_tag(classes[2]) if classes else "div")
        return f"<{opened[-1]}{found[2]}>"

    return _outside_raw(html, lambda c: re.sub(r"<(/?)div\b([^>]*)>", rename, c, flags=re.I))


def _rotated_strikes(html: str) -> str:
    """``<s>``, ``<del>`` and ``<strike>`` each written as the next (all strike a price through)."""
    turn = {"s": "del", "del": "strike", "strike": "s"}
    return _outside_raw(
        html,
        lambda c: re.sub(
            r"<(/?)(s|del|strike)(?=[\s>])", lambda m: f"<{m[1]}{turn[m[2].lower()]}", c, flags=re.I
        ),
    )


def _line_through(chunk: str) -> str:
    """Struck elements as utility-class spans, the class's rule in a stylesheet not shipped."""
    chunk = re.sub(r"<(?:s|del|strike)(?=[\s>])", '<span class="line-through"', chunk, flags=re.I)
    return re.sub(r"</(?:s|del|strike)\s*>", "</span>", chunk, flags=re.I)


_AMOUNT = r"\d(?:[\d.,\u00a0\u2009\u202f ]*\d)?"
_SHOWN_PRICE = re.compile(  # with its sign: a surcharge's plus is the price's
    rf"(?:[+\u2212-]\s?)?(?:[$\u20ac\u00a3\u00a5\u20b9\u20a9\u20ba\u20bd\u20aa\u0e3f]\s?{_AMOUNT}"
    rf"|{_AMOUNT}\s?(?:[\u20ac\u20ba\u20bd\u20aa\u0e3f]|K\u010d|z\u0142|(?:kr|Ft|lei)\b))"
)


def _screen_reader_copy(text: str) -> str:
    """Each price shown to the eye only (``aria-hidden``) and said again to a reader in a
    clipped ``sr-only`` span, as accessible themes write a price set in styled pieces."""
    return _SHOWN_PRICE.sub(
        lambda m: f'<span aria-hidden="true">{m[0]}</span><span class="sr-only">{m[0]}</span>', text
    )


def _screen_reader_label(text: str) -> str:
    """A label for readers before each price (``Regular price``), clipped from the eye."""
    return _SHOWN_PRICE.sub(
        lambda m: f'<span class="visually-hidden">Regular price</span>{m[0]}', text
    )


def _heading_roles(html: str) -> str:
    """Headings as divs with the heading's ARIA role and level, as design systems write them."""
    html = re.sub(r"<h([1-6])(?=[\s>])", r'<div role="heading" aria-level="\1"', html, flags=re.I)
    return re.sub(r"</h[1-6]\s*>", "</div>", html, flags=re.I)


def _grid_table(html: str) -> str:
    """Tables as CSS grids of divs carrying the table's ARIA roles."""
    roles = (
        ("table", "table"), ("thead|tbody|tfoot", "rowgroup"), ("tr", "row"),
        ("th", "columnheader"), ("td", "cell"),
    )  # fmt: skip

    def rename(chunk: str) -> str:
        for old, role in roles:
            style = ' style="display:grid"' if role == "table" else ""
            chunk = re.sub(
                rf"<(?:{old})(?=[\s>/])", f'<div role="{role}"{style}', chunk, flags=re.I
            )
            chunk = re.sub(rf"</(?:{old})\s*>", "</div>", chunk, flags=re.I)
        return chunk

    return _outside_raw(html, rename)


def _br_lines(chunk: str) -> str:
    """Consecutive paragraphs as lines of one, parted by ``<br>``; not a paragraph that is
    hidden or styled, which a line of another could not be."""
    return re.sub(r"</p\s*>\s*<p(?:\s(?![^>]*(?:hidden|style=))[^>]*)?>", "<br>", chunk, flags=re.I)


def _grouped(text: str) -> str:
    """Digit groups parted by a narrow no-break space (thin after a comma group's decimal
    point), word hyphens non-breaking, as typographic CMSs write them."""
    text = re.sub(r"(?<=\d)[ \u00a0](?=\d{3}(?!\d))", "&#8239;", text)
    text = re.sub(
        r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?=\.\d|(?![\d,.]))",
        lambda m: m[0].replace(",", "&thinsp;"),
        text,
    )
    return re.sub(r"(?<=[^\W\d_])-(?=[^\W\d_])", "&#8209;", text)


REWRITES: dict[str, Rewrite] = {
    "nbsp": _in_text(lambda t: re.sub(r"(?<=\d) (?=\D)|(?<=\D) (?=\d)", "&nbsp;", t)),
    "entities": _in_text(lambda t: "".join(c if ord(c) < 128 else f"&#{ord(c)};" for c in t)),
    "codes": _in_text(lambda t: t.replace("\u20ac", "EUR").replace("\u00a3", "GBP")),
    "indent": lambda html: _outside_raw(html, lambda c: re.sub(r">\s*<", ">\n      <", c)),
    "minify": lambda html: _outside_raw(html, _minified),
    "signspan": _in_text(lambda t: _SIGN.sub(r'<span class="currency">\g<0></span>', t)),
    "centsup": _in_text(lambda t: re.sub(r"(?<=\d)([.,]\d\d)(?![\d.,])", r"<sup>\1</sup>", t)),
    "nodata": lambda html: _outside_raw(
        html,
        lambda c: re.sub(
            r"\sdata-[\w-]+(?:=(?:\"[^\"\d]*\"|'[^'\d]*'|[^\s>\d\"']+))?(?=[\s/>])", "", c
        ),
    ),
    "sections": _tags(("div", "section")),
    "crlf": lambda html: html.replace("\r\n", "\n").replace("\n", "\r\n"),
    "bom": lambda html: "\ufeff" + html,
    "reactgaps": _in_text(_react_gaps),
    "shy": _in_text(lambda t: re.sub(r"[^\W\d_]{12,}", lambda w: f"{w[0][:6]}&shy;{w[0][6:]}", t)),
    "ldgraph": _ld_graph,
    "brslash": _in_text(lambda t: re.sub(r"(?<=[\d\u20ac$\u00a3])\s*/\s*(?=[^\W\d_])", "<br>/", t)),
    "headdiv": _heading_divs,
    "tablediv": _tags(("table|tbody|thead|tr", "div"), ("t[dh]", "span")),
    "lists": _tags(("ul|ol|li", "div")),
    "btnlink": _tags(("button", 'a href="#"')),
    "hashclass": _hashed,
    "nold": lambda html: re.sub(
        r"<script[^>]*application/ld\+json[^>]*>.*?</script>", "", html, flags=re.S | re.I
    ),
    "nolang": lambda html: re.sub(
        r"<meta[^>]*og:locale[^>]*>",
        "",
        re.sub(r"(<html\b[^>]*?)\s(?:xml:)?lang=[\"']?[\w-]+[\"']?", r"\1", html, flags=re.I),
        flags=re.I,
    ),
    "custom": _custom_elements,
    "strikes": _rotated_strikes,
    "linethrough": lambda html: _outside_raw(html, _line_through),
    "srcopy": _in_text(_screen_reader_copy),
    "srlabel": _in_text(_screen_reader_label),
    "headrole": lambda html: _outside_raw(html, _heading_roles),
    "brlines": lambda html: _outside_raw(html, _br_lines),
    "thinsp": _in_text(_grouped),
    "gridtable": _grid_table,
}


def _worse(job: tuple[str, str]) -> str | None:
    """The family's misses under the rewrite, if any."""
    rewriting, family = job
    rewrite = REWRITES[rewriting]

    def rewritten(name: str, file: str = "page.html") -> bytes:
        raw = test_pages.body(name, file)
        if "html" not in corpus.expected(name).get("content_type", "text/html"):
            return raw
        try:
            return rewrite(raw.decode()).encode()
        except UnicodeDecodeError:  # a legacy charset's page is left as written
            return raw

    # The scorer reads each file through the ``body`` it imported; in a worker of its own.
    vars(corpus)["body"] = rewritten
    found = corpus.score(family, "prices")
    if not (found.fp or found.fn or found.failed):
        return None
    return f"{rewriting} {family} fp={found.fp} fn={found.fn} failed={found.failed}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rewrites", nargs="+", choices=sorted(REWRITES))
    parser.add_argument("--families", default="", help="comma-separated; all by default")
    args = parser.parse_args()
    only = [family for family in args.families.split(",") if family]
    jobs = [(name, f) for name in args.rewrites for f in corpus.FAMILIES if not only or f in only]
    with Pool(2) as pool:  # the machine's two cores
        for line in pool.imap_unordered(_worse, jobs, chunksize=4):
            if line:
                print(line, flush=True)


if __name__ == "__main__":
    main()
