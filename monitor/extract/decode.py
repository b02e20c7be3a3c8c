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


# In Japanese encodings byte 0x5C is the yen sign on screen; Python decodes it as "\".
_YEN_AT_BACKSLASH = {
    "shift_jis",
    "cp932",
    "euc_jp",
    "shift_jisx0213",
    "euc_jisx0213",
    "shift_jis_2004",
    "euc_jis_2004",
}


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
        if charset is not None and charset.startswith("utf-16"):
            charset = "utf-8"  # a page that can say so in ASCII is not UTF-16 (HTML standard)
    charset = charset or _guess(body)
    if charset in ("latin-1", "iso8859-1", "ascii"):
        charset = "cp1252"
    try:
        text = body.decode(charset, errors="replace")
    except (LookupError, UnicodeError):  # "hex", "idna": codecs, but not for pages
        charset = _guess(body)
        text = body.decode(charset, errors="replace")
    if charset in _YEN_AT_BACKSLASH:
        text = text.replace("\\", "\u00a5")
    return text


def _guess(body: bytes) -> str:
    """UTF-8 if it decodes, else the detector's guess, unless windows-1252 is as good a guess.

    Browsers in most locales read an undeclared single-byte page as windows-1252, and the
    statistics cannot do better on the few accented letters of a pricing page: a French page
    ties with windows-1250, and a page whose only non-ASCII character is "€" comes out as a
    DOS code page. Detection is kept when it has evidence of a language windows-1252 cannot
    write (Cyrillic, Greek, a multi-byte Asian encoding).
    """
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        sample = body[:65536]
        matches = from_bytes(sample)
        best = matches.best()
        if best is None:
            return "cp1252"
        tied = any(
            match.encoding == "cp1252"
            and (match.chaos, match.coherence) == (best.chaos, best.coherence)
            for match in matches
        )
        weak = _weak(best.encoding, best.coherence) and not _multibyte(best.encoding, best.chaos)
        if _western(sample) and (tied or weak):
            return "cp1252"
        return _known(best.encoding) or "cp1252"
    return "utf-8"


def _western(sample: bytes) -> bool:
    try:
        sample.decode("cp1252")
    except UnicodeDecodeError:
        return False
    return True


# Code pages of terminals and old Macs, never what a web page is written in.
_NOT_WEB = re.compile(r"cp(437|737|775|85\d|86\d|1125)|mac_\w+|hp_roman8")
_WINDOWS_1252_PEERS = {"cp1252", "latin_1", "iso8859_15"}


def _weak(encoding: str, coherence: float) -> bool:
    """A guess not worth more than windows-1252: no language evidence, a near twin, or a
    code page no page is written in."""
    return coherence < 0.2 or encoding in _WINDOWS_1252_PEERS or bool(_NOT_WEB.fullmatch(encoding))


# East Asian multi-byte encodings: a sample decodes cleanly in one only if its bytes pair as
# that encoding pairs them, which a page in a single-byte encoding does not do for long. Their
# language statistics are weak on a short page, so a clean decoding is the evidence.
_MULTIBYTE = re.compile(r"euc_\w+|shift_jis\w*|cp93[26]|cp949|cp950|gb\w+|big5\w*|johab")
_CLEAN = 0.05


def _multibyte(encoding: str, chaos: float) -> bool:
    return chaos <= _CLEAN and bool(_MULTIBYTE.fullmatch(encoding))


# Codecs Python has that no page is written in (browsers do not know them either).
_NOT_FOR_PAGES = {"utf-7", "idna", "punycode", "unicode-escape", "raw-unicode-escape", "undefined"}


def _known(name: str | None) -> str | None:
    """Python's name for a charset a page may declare, or None."""
    try:
        known = codecs.lookup(name or "").name
    except LookupError:
        return None
    return None if known in _NOT_FOR_PAGES else known
