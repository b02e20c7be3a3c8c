"""The YAML built from the parser's events is the document PyYAML's own safe loader reads,
with the line of every key and item beside it."""

from pathlib import Path

import pytest
import yaml

from monitor import yamlfile
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
    problems = {loc: source.problem(loc, "x").line for loc in [
        ("base",), ("base", "interval"), ("targets",), ("targets", 0), ("targets", 0, "id"),
        ("targets", 1), ("targets", 1, "<<"), ("targets", 1, "id"), ("targets", 1, "interval"),
    ]}  # fmt: skip
    assert list(problems.values()) == [1, 2, 3, 4, 4, 6, 6, 7, 6]


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
