"""Appending a target to the targets file (``monitor.config.targets_edit``): the file's own text
kept byte for byte, the new entry last in the list's own indentation, and a file that is broken,
already names the id, or may not be written left exactly as it was."""

import os
from pathlib import Path

import pytest
import yaml

from monitor.config.targets_edit import append_target, appended
from monitor.errors import ConfigError, UsageError

ENTRY = {"id": "new", "url": "https://example.com/pricing", "interval": "24h",
         "selector": "#plans"}  # fmt: skip
BLOCK = (
    "- id: new\n"
    "{i}  url: https://example.com/pricing\n"
    "{i}  interval: 24h\n"
    "{i}  selector: '#plans'\n"
)


@pytest.mark.parametrize(
    ("text", "inserted_at", "indent"),
    [
        # indented list, comments kept, a comment after the last item stays after it
        (
            "# ours\ntargets:\n  - id: a  # first\n    url: https://a.example/\n"
            "    interval: 1h\n# the end\n",
            "    interval: 1h\n",
            "  ",
        ),
        # a list at column 0, no newline at the end
        ("targets:\n- id: a\n  url: https://a.example/\n  interval: 1h", "  interval: 1h", ""),
        # targets: first, other settings after it
        (
            "targets:\n  - id: a\n    url: https://a.example/\n    interval: 1h\n\nextra: 1\n",
            "    interval: 1h\n",
            "  ",
        ),
        # the last item ends in a block scalar and a nested list
        (
            "targets:\n  - id: a\n    url: https://a.example/\n    interval: 1h\n"
            "    ignore:\n      - header\n      - footer\n",
            "      - footer\n",
            "  ",
        ),
        # the dash alone on its line
        (
            "targets:\n  -\n    id: a\n    url: https://a.example/\n    interval: 1h\n",
            "    interval: 1h\n",
            "  ",
        ),
    ],
)
def test_a_block_list_gets_the_entry_after_its_last_item(
    text: str, inserted_at: str, indent: str
) -> None:
    result = appended(text, ENTRY)
    cut = text.index(inserted_at) + len(inserted_at)
    head, tail = text[:cut], text[cut:]
    head = head if head.endswith("\n") else head + "\n"
    assert result == head + indent + BLOCK.format(i=indent) + tail
    parsed = yaml.safe_load(result)["targets"]
    assert parsed[-1] == ENTRY
    assert [target["id"] for target in parsed] == ["a", "new"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("targets: []\n", 'targets: [{"id": "new"}]\n'),
        ("targets: [{id: a}]  # one\n", 'targets: [{id: a}, {"id": "new"}]  # one\n'),
    ],
)
def test_a_flow_list_gets_a_flow_mapping(text: str, expected: str) -> None:
    assert appended(text, {"id": "new"}) == expected


def _file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "targets.yaml"
    path.write_text(text)
    return path


GOOD = "# mine\ntargets:\n  - id: a  # keep\n    url: https://a.example/\n    interval: 1h\n"


def test_the_file_is_replaced_whole_and_keeps_its_mode(tmp_path: Path) -> None:
    path = _file(tmp_path, GOOD)
    path.chmod(0o640)
    append_target(path, ENTRY, (), "auto")
    assert path.read_text().startswith(GOOD)
    assert yaml.safe_load(path.read_text())["targets"][-1] == ENTRY
    assert path.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["targets.yaml"]  # no temporary left


def test_a_linked_file_is_changed_where_it_lies_and_the_link_stays(tmp_path: Path) -> None:
    real = _file(tmp_path, GOOD)
    link = tmp_path / "linked.yaml"
    link.symlink_to(real)
    append_target(link, ENTRY, (), "auto")
    assert link.is_symlink()
    assert yaml.safe_load(real.read_text())["targets"][-1] == ENTRY


def test_the_file_keeps_its_byte_order_mark_and_its_line_ends(tmp_path: Path) -> None:
    written = "\ufeff" + GOOD.replace("\n", "\r\n")
    path = tmp_path / "targets.yaml"
    path.write_bytes(written.encode())
    append_target(path, ENTRY, (), "auto")
    text = path.read_bytes().decode()
    assert text.startswith(written)
    assert text.count("\n") == text.count("\r\n")
    assert yaml.safe_load(text.lstrip("\ufeff"))["targets"][-1] == ENTRY


@pytest.mark.parametrize(
    ("text", "mode", "error", "said"),
    [
        (
            "targets:\n  - id: a\n    url: ftp://a.example/\n    interval: 1h\n",
            0o644,
            ConfigError,
            "targets.yaml:3 targets[0].url",
        ),
        ("targets: [\n", 0o644, ConfigError, "targets.yaml"),
        (GOOD.replace("id: a", "id: new"), 0o644, UsageError, "'new' is already in"),
        (GOOD, 0o444, PermissionError, "is not writable"),
    ],
)
def test_a_refused_append_changes_nothing(
    tmp_path: Path, text: str, mode: int, error: type[Exception], said: str
) -> None:
    path = _file(tmp_path, text)
    path.chmod(mode)
    before = path.read_bytes()
    with pytest.raises(error) as raised:
        append_target(path, ENTRY, (), "auto")
    assert said in str(raised.value)
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["targets.yaml"]
