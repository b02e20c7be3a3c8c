"""Adding a target to the targets file (``monitor try URL --add ID``) as a person would: the
file's text kept as it is, comments, order and formatting, and the new entry written after
the last one in the same indentation.

The entry is appended as text where the parsed document says the ``targets:`` list ends, so
that nothing else in the file is read back and written again. The whole file is validated
before (a broken file stays broken, and is not touched) and after (the new file is read as the
daemon will read it), and replaces the old one by a rename: a reader sees the old file or the
new one, never half of either.
"""

import codecs
import contextlib
import json
import os
import stat
import tempfile
from collections.abc import Collection
from pathlib import Path
from typing import Any

import yaml

from monitor.config.model import read_targets
from monitor.errors import UsageError


def append_target(
    path: Path, entry: dict[str, Any], channels: Collection[str], chromium: str
) -> None:
    """Append ``entry`` (a valid target) to the targets file at ``path``, or change nothing:
    ``ConfigError`` when the file is broken, ``UsageError`` when the id is taken,
    ``PermissionError`` when the file may not be written."""
    # A link's target is the file to change: renaming over the link would leave it behind.
    path = path.resolve()
    check_appendable(path, entry["id"], channels, chromium)
    raw = path.read_bytes()
    text = raw.decode("utf-8-sig")
    added = appended(text, entry)
    if text.count("\n") == text.count("\r\n") > 0:  # the entry in the file's own line ends
        added = added.replace("\r\n", "\n").replace("\n", "\r\n")
    bom = "\ufeff" if raw.startswith(codecs.BOM_UTF8) else ""
    _replace(path, bom + added, channels, chromium)


def check_appendable(path: Path, target_id: str, channels: Collection[str], chromium: str) -> None:
    """Whether a target ``target_id`` may be appended: the file valid, the id free, the file
    writable; else the error ``append_target`` would raise."""
    ids = {target.id for target in read_targets(path, channels, chromium)}
    if target_id in ids:
        raise UsageError(f"target {target_id!r} is already in {path}")
    _require_writable(path)


def _require_writable(path: Path) -> None:
    """The file and its directory writable by us, and the file not marked read-only by its
    mode (which root, whom ``os.access`` always lets write, would otherwise overwrite)."""
    mode = path.stat().st_mode
    directory = path.parent
    if not (mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)) or not os.access(path, os.W_OK):
        raise PermissionError(f"{path} is not writable")
    if not os.access(directory, os.W_OK | os.X_OK):
        raise PermissionError(f"{directory} is not writable (the new file is written beside)")


def _replace(path: Path, text: str, channels: Collection[str], chromium: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, validate it, and rename it over
    ``path``; on any failure the temporary file goes and ``path`` is as it was."""
    original = path.stat()
    handle, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    temporary = Path(name)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as written:
            written.write(text)
            written.flush()
            os.fsync(written.fileno())
        os.chmod(temporary, stat.S_IMODE(original.st_mode))
        with contextlib.suppress(PermissionError):  # only root may give the file back
            os.chown(temporary, original.st_uid, original.st_gid)
        for _ in read_targets(temporary, channels, chromium):
            pass
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    _sync_directory(path.parent)


def _sync_directory(directory: Path) -> None:
    """The rename made durable: a crash now leaves the new file, not an empty name."""
    descriptor = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def appended(text: str, entry: dict[str, Any]) -> str:
    """``text`` (a targets file) with ``entry`` added as the last item of its ``targets:``
    list; the rest of the text as it was. A block list gets a block item in its own
    indentation, a flow list (``targets: []``) a flow mapping."""
    targets = _targets_node(text)
    if targets.flow_style:
        closing = targets.end_mark.index - 1  # the "]"
        separator = ", " if targets.value else ""
        flow = json.dumps(entry, ensure_ascii=False)
        return text[:closing] + separator + flow + text[closing:]
    indent = _dash_column(text, targets.value[0])
    block = yaml.safe_dump(
        [entry], sort_keys=False, allow_unicode=True, default_flow_style=False, width=10_000
    )
    item = "".join(" " * indent + line for line in block.splitlines(keepends=True))
    at = _line_end(text, _last_end(targets))
    before = text[:at] if not at or text[at - 1] == "\n" else text[:at] + "\n"
    return before + item + text[at:]


def _targets_node(text: str) -> yaml.SequenceNode:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    if isinstance(root, yaml.MappingNode):
        for key, value in root.value:
            named = isinstance(key, yaml.ScalarNode) and key.value == "targets"
            if named and isinstance(value, yaml.SequenceNode):
                return value
    raise ValueError("the targets file has no list under targets:")


def _last_end(node: yaml.Node) -> int:
    """Where the last value written in ``node`` ends (a mapping or list ends at what comes
    after it, comments included: its last scalar ends where it is written)."""
    if isinstance(node, yaml.MappingNode) and node.value:
        return _last_end(node.value[-1][1])
    if isinstance(node, yaml.SequenceNode) and node.value:
        return _last_end(node.value[-1])
    return int(node.end_mark.index)


def _line_end(text: str, index: int) -> int:
    """The start of the line after ``index`` (a block scalar ends at a line's start)."""
    if index == 0 or text[index - 1] == "\n":
        return index
    newline = text.find("\n", index)
    return len(text) if newline < 0 else newline + 1


def _dash_column(text: str, item: yaml.Node) -> int:
    """The column of the ``-`` that starts ``item``, on its line or the line before."""
    mark = item.start_mark
    lines = text.splitlines()
    line = lines[mark.line]
    dash = line.rfind("-", 0, mark.column)
    if dash < 0 and mark.line > 0:  # "-" alone on its line, the item below it
        dash = lines[mark.line - 1].rfind("-")
    return max(dash, 0)
