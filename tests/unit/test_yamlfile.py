"""The YAML built from the parser's events is the document PyYAML's own safe loader reads,
with the line of every key and item beside it."""

from pathlib import Path
from typing import Any

import pytest
import yaml

from monitor.config import yamlfile
from monitor.config.yamlfile import Location
from monitor.errors import ConfigError

DOCUMENTS = {
    "scalars": "a: 1\nb: 1.5\nc: true\nd: ~\ne: '1'\nf: 2026-11-30\ng: !!str 3\nh: !!int '4'\n",
    "nested": "targets:\n  - id: a\n    headers: {X-A: '1'}\n  - [1, [2, [3]]]\n",
    "anchors": "base: &b {interval: 1h, enabled: false}\nuses: [*b, *b]\n",
    "merge": "base: &b {interval: 1h, enabled: false}\nt: {<<: *b, enabled: true, id: x}\n",
    "merge-list": "a: &a {k: 1, m: 1}\nb: &b {k: 2, n: 2}\nc: {<<: [*a, *b], z: 0}\n",
    "explicit-first": "a: &a {k: 1}\nc: {k: 0, <<: *a}\n",
    "empty-document": "---\n",
    "empty-file": "",
    "block-scalars": "a: |\n  two\n  lines\nb: >\n  folded\n  text\n",
    "quoted-merge-key": "a: {'<<': 1}\n",
}


@pytest.mark.parametrize("text", DOCUMENTS.values(), ids=DOCUMENTS.keys())
def test_the_document_is_what_pyyaml_reads(tmp_path: Path, text: str) -> None:
    path = tmp_path / "f.yaml"
    path.write_text(text)
    assert yamlfile.load(path).data == yaml.safe_load(text)


def test_every_key_and_item_has_its_line(tmp_path: Path) -> None:
    path = tmp_path / "f.yaml"
    path.write_text("base: &b\n  interval: 1h\ntargets:\n  - id: a\n\n  - <<: *b\n    id: b\n")
    source = yamlfile.load(path)
    problems = {
        loc: source.problem(loc, "x").line
        for loc in [
            ("base",),
            ("base", "interval"),
            ("targets",),
            ("targets", 0),
            ("targets", 0, "id"),
            ("targets", 1),
            ("targets", 1, "<<"),
            ("targets", 1, "id"),
            ("targets", 1, "interval"),
        ]
    }
    assert list(problems.values()) == [1, 2, 3, 4, 4, 6, 6, 7, 6]


STREAMED = DOCUMENTS | {
    "targets-list": "a: 1\ntargets:\n  - {id: a}\n  - [1, 2]\n  - ~\nb: 2\n",
    "targets-empty": "targets: []\n",
    "targets-not-a-list": "targets: {id: a}\n",
    "targets-merged": "<<: {targets: [{id: a}, {id: b}]}\n",
    "targets-aliased": "x: &t [{id: a}]\ntargets: *t\n",
    "targets-anchored": "targets: &t [{id: a}, {id: b}]\n",
    "targets-tagged": "targets: !!seq [{id: a}]\n",
    "top-level-list": "- targets\n- 1\n",
    "top-level-anchored": "&top {targets: [{id: a}]}\n",
}


def assembled(path: Path) -> tuple[Any, list[Location]]:
    """The document ``stream`` hands out, put back together, and where each item was."""
    *items, rest = yamlfile.stream(path, "targets")
    assert rest.at == ()
    if items:
        rest.data["targets"] = [item.data for item in items]
    return rest.data, [item.at for item in items]


@pytest.mark.parametrize("text", STREAMED.values(), ids=STREAMED.keys())
def test_a_streamed_document_is_the_loaded_one(tmp_path: Path, text: str) -> None:
    path = tmp_path / "f.yaml"
    path.write_text(text)
    data, places = assembled(path)
    assert data == yaml.safe_load(text)
    listed = data.get("targets") if isinstance(data, dict) else None
    count = len(listed) if isinstance(listed, list) else 0
    assert places == [("targets", index) for index in range(count)]


def test_every_streamed_item_has_the_lines_of_its_keys(tmp_path: Path) -> None:
    path = tmp_path / "f.yaml"
    path.write_text("base: &b\n  interval: 1h\ntargets:\n  - id: a\n\n  - <<: *b\n    id: b\n")
    first, second, rest = yamlfile.stream(path, "targets")
    where = {
        loc: part.problem(loc, "x").line
        for part, loc in [
            (rest, ("base", "interval")),
            (rest, ("targets",)),
            (first, ("targets", 0)),
            (first, ("targets", 0, "id")),
            (second, ("targets", 1)),
            (second, ("targets", 1, "id")),
            (second, ("targets", 1, "interval")),
        ]
    }
    assert list(where.values()) == [2, 3, 4, 4, 6, 7, 6]


def test_aliases_may_merge_defaults_into_every_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each merge adds its defaults' values to what the file expands to: with a budget of
    1,000 values, 500 targets merging three each (1,500) pass, as the budget grows with the
    file, while a bomb of the same size does not."""
    monkeypatch.setattr(yamlfile, "MAX_EXPANDED_NODES", 1_000)
    path = tmp_path / "f.yaml"
    item = "  - {<<: *d, id: t%d}\n"
    path.write_text(
        "d: &d {interval: 1h, url: x}\ntargets:\n" + "".join(item % n for n in range(500))
    )
    assert len(list(yamlfile.stream(path, "targets"))) == 501
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{n}: &a{n} [{', '.join([f'*a{n - 1}'] * 10)}]" for n in range(1, 9)]
    path.write_text("\n".join(lines) + "\n" + "#" * 10_000 + "\n")
    with pytest.raises(ConfigError, match="aliases expand to too many values"):
        list(yamlfile.stream(path, "targets"))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("a: !!set {x, y}\n", "could not determine a constructor for the tag"),
        ("a: !!omap [x: 1]\n", "could not determine a constructor for the tag"),
        ("a: {<<: 1}\n", "expected a mapping or list of mappings for merging"),
        ("a: 1\n---\nb: 2\n", "expected a single document"),
    ],
)
def test_what_a_settings_file_has_no_use_for_is_refused(
    tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "f.yaml"
    path.write_text(text)
    with pytest.raises(ConfigError, match=message):
        yamlfile.load(path)
