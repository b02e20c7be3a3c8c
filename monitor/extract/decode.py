"""Bytes to text: the charset the server declares, then the document's own, then a guess."""

import codecs
import re

from charset_normalizer import from_bytes

# Where the HTML standard says to look for <meta charset> (the first 1024 bytes), with room.
_PRESCAN_BYTES = 2048
_META_CHARSET = re.compile(
    rb"""<meta[^>]+?charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)""", re.IGNORECASE
)
_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def media_type(content_type: str) -> str:
    return content_type.split(";", 1)[0].strip().lower()


def declared_charset(content_type: str) -> str | None:
    """``text/html; charset=ISO-8859-1`` → ``iso-8859-1``, if Python knows that codec."""
    for parameter in content_type.split(";")[1:]:
        name, _, value = parameter.partition("=")
        if name.strip().lower() == "charset":
            return _known(value.strip().strip("\"'"))
    return None


def decode(body: bytes, content_type: str, html: bool) -> str:
    """The body as text. A byte-order mark wins, as browsers do; latin-1 is read as
    windows-1252, as browsers do, so that a page's € is not a control character."""
    for bom, name in _BOMS:
        if body.startswith(bom):
            return body.decode(name, errors="replace")
    charset = declared_charset(content_type)
    if charset is None and html:
        found = _META_CHARSET.search(body[:_PRESCAN_BYTES])
        charset = _known(found.group(1).decode("ascii")) if found else None
    charset = charset or _guess(body)
    if charset in ("latin-1", "iso8859-1", "ascii"):
        charset = "cp1252"
    return body.decode(charset, errors="replace")


def _guess(body: bytes) -> str:
    """UTF-8 if it decodes, else the detector's best guess. On a tie, windows-1252 wins, as
    in browsers: the bytes of a French page are as likely windows-1250 as far as statistics
    can tell, but the web's undeclared single-byte pages are overwhelmingly windows-1252."""
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        matches = from_bytes(body[:65536])
        best = matches.best()
        if best is None:
            return "cp1252"
        tied = {
            match.encoding
            for match in matches
            if (match.chaos, match.coherence) == (best.chaos, best.coherence)
        }
        return "cp1252" if "cp1252" in tied else _known(best.encoding) or "cp1252"
    return "utf-8"


def _known(name: str | None) -> str | None:
    try:
        return codecs.lookup(name or "").name
    except LookupError:
        return None
