"""Atom feeds of the changes (RFC 4287): every target's, or one's. ElementTree writes them,
so a plan's name or a diff line is text whatever it holds."""

import re
from dataclasses import dataclass
from urllib.parse import quote
from xml.etree import ElementTree as ET

from monitor.schedule import iso

ATOM = "http://www.w3.org/2005/Atom"
ID_PREFIX = "urn:pricing-monitor:"
# What XML 1.0 has no place for, even escaped: a page's text might hold it.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


@dataclass(frozen=True, slots=True)
class Entry:
    work_id: str
    target_id: str
    updated: int
    summary: str
    lines: list[str]


def change_path(target_id: str, work_id: str) -> str:
    return f"/targets/{quote(target_id, safe='')}/changes/{quote(work_id, safe='')}"


def feed(title: str, path: str, entries: list[Entry], now: int) -> bytes:
    """The feed at ``path``; links are relative to it, as the Host a request names is not
    to be trusted."""
    root = ET.Element("feed", {"xmlns": ATOM})
    ET.SubElement(root, "title").text = _text(title)
    ET.SubElement(root, "id").text = ID_PREFIX + quote(path, safe="/")
    ET.SubElement(root, "link", {"rel": "self", "href": path})
    updated = max((entry.updated for entry in entries), default=now)
    ET.SubElement(root, "updated").text = iso(updated)
    ET.SubElement(ET.SubElement(root, "author"), "name").text = "pricing-monitor"
    for entry in entries:
        item = ET.SubElement(root, "entry")
        ET.SubElement(item, "title").text = _text(f"{entry.target_id}: {entry.summary}")
        ET.SubElement(item, "id").text = ID_PREFIX + quote(entry.work_id, safe="")
        ET.SubElement(item, "updated").text = iso(entry.updated)
        ET.SubElement(item, "link", {"href": change_path(entry.target_id, entry.work_id)})
        ET.SubElement(item, "content", {"type": "text"}).text = _text("\n".join(entry.lines))
    written: bytes = ET.tostring(root, encoding="utf-8", xml_declaration=True)
    return written


def _text(text: str) -> str:
    return _NOT_XML.sub("\ufffd", text)
