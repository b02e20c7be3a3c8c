"""Real-looking pages in ``tests/data/pages/<name>/``, each with ``expected.json``:

- ``content_type``: the response's Content-Type (its charset is part of the case);
- ``rules``: the target's extraction settings (``extract``, ``selector``, ``ignore``,
  ``ignore_text``);
- ``prices``: the exact price table ``page.html`` must give (amounts as strings);
- ``text_contains`` / ``text_excludes``: lines the normalised text must have / must not have;
- ``equal``: variant files that must give the same hash (noise: tokens, scripts, attribute
  order, whitespace, counters);
- ``different``: variant file → ``{"prices": [...], "text": [...]}``: exactly the price lines
  ``monitor diff`` prints for it, and lines its text diff must contain (``-old``, ``+new``);
- ``error``: instead of a snapshot, the error code extraction must fail with;
- ``score``: the labels ``tests/unit/test_corpus_score.py`` scores the family with. A family
  with neither ``prices`` nor ``error`` is only scored: its exact table is not pinned here.

A large page's files may be stored gzipped (``page.html.gz``); they are read as the bytes
inside.
"""

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from monitor import errors
from monitor.extract import Rules, Snapshot, extract
from monitor.extract.compare import changes, price_changes

PAGES = Path(__file__).parent.parent / "data" / "pages"
CASES = sorted(path.parent.name for path in PAGES.glob("*/expected.json"))


def load(name: str) -> tuple[dict[str, Any], Rules]:
    expected = json.loads((PAGES / name / "expected.json").read_text(encoding="utf-8"))
    raw = expected.get("rules", {})
    rules = Rules(
        extract=raw.get("extract", "text"),
        selector=raw.get("selector"),
        ignore=tuple(raw.get("ignore", ())),
        ignore_text=tuple(raw.get("ignore_text", ())),
    )
    return expected, rules


def body(name: str, file: str = "page.html") -> bytes:
    path = PAGES / name / file
    return (
        path.read_bytes()
        if path.exists()
        else gzip.decompress(path.with_suffix(path.suffix + ".gz").read_bytes())
    )


def snapshot(name: str, file: str = "page.html") -> Snapshot:
    expected, rules = load(name)
    return extract(body(name, file), expected.get("content_type", "text/html"), rules)


TABLES = [name for name in CASES if {"prices", "error"} & load(name)[0].keys()]


def test_there_are_enough_pages() -> None:
    assert len(TABLES) >= 15


@pytest.mark.parametrize("name", TABLES)
def test_page_gives_its_price_table(name: str) -> None:
    expected = load(name)[0]
    if "error" in expected:
        with pytest.raises(errors.ExtractionError) as raised:
            snapshot(name)
        assert raised.value.code == expected["error"]
        return
    found = snapshot(name)
    assert [record.to_json() for record in found.prices] == expected["prices"]
    lines = found.text.splitlines()
    for line in expected.get("text_contains", []):
        assert line in lines
    for fragment in expected.get("text_excludes", []):
        assert fragment not in found.text


@pytest.mark.parametrize(
    ("name", "variant"),
    [(name, variant) for name in CASES for variant in load(name)[0].get("equal", [])],
)
def test_noise_does_not_change_the_hash(name: str, variant: str) -> None:
    assert snapshot(name, variant).digest == snapshot(name).digest


@pytest.mark.parametrize(
    ("name", "variant"),
    [(name, variant) for name in CASES for variant in load(name)[0].get("different", {})],
)
def test_a_real_change_is_named(name: str, variant: str) -> None:
    before, after = snapshot(name), snapshot(name, variant)
    assert after.digest != before.digest
    expected = load(name)[0]["different"][variant]
    assert price_changes(before.prices, after.prices) == expected.get("prices", [])
    printed = changes(before, after)
    for line in expected.get("text", []):
        assert line in printed
