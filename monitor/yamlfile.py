"""Read a YAML file together with the line of every key, so errors can say where they are.

Hostile files get a ConfigError, never a crash: unreadable bytes, values the YAML types cannot
hold (``2026-02-30``), duplicate keys, non-string keys, aliases that refer to themselves,
alias "bombs" that would expand to millions of nodes, and files too large to parse.
"""

import os
import stat
from pathlib import Path
from typing import Any

import yaml

from monitor.errors import ConfigError, Problem

Location = tuple[str | int, ...]

# Far more than any real target list; an alias bomb of a few hundred bytes exceeds it at once.
MAX_EXPANDED_NODES = 1_000_000
# About 90,000 targets, far more than the daemon is built for (2,000 take 200 KB). Parsing
# holds about 50 times the file's size and takes 1.5 s per MB: a 50 MB file would take
# gigabytes and over a minute before its first mistake was found, so it is refused unread.
MAX_FILE_BYTES = 10 * 1024**2

# libyaml when PyYAML was built with it: four times faster on a long target list.
_Base: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Loader(_Base):  # type: ignore[valid-type,misc]
    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        """Turn a value the YAML type cannot hold (``!!int many``) into a located error."""
        try:
            return super().construct_object(node, deep)
        except (ValueError, TypeError, AttributeError, OverflowError) as error:
            raise yaml.constructor.ConstructorError(
                None, None, f"cannot read this value ({error})", node.start_mark
            ) from None


class YamlFile:
    """A parsed YAML document and the 1-based line of each mapping key and list item."""

    def __init__(self, path: Path, data: Any, lines: dict[Location, int]) -> None:
        self.path = path
        self.data = data
        self._lines = lines

    def problem(self, loc: Location, message: str) -> Problem:
        """A problem at ``loc``, placed at the line of the deepest part of it the file has."""
        line = None
        for depth in range(len(loc), -1, -1):
            line = self._lines.get(loc[:depth])
            if line is not None:
                break
        return Problem(str(self.path), line, field_path(loc), message)


def field_path(loc: Location) -> str:
    """``('targets', 3, 'interval')`` → ``targets[3].interval``."""
    text = ""
    for part in loc:
        if isinstance(part, str) and not part.isprintable():  # keep one problem on one line
            part = part.encode("unicode_escape").decode("ascii")
        text += f"[{part}]" if isinstance(part, int) else f".{part}"
    return text.lstrip(".")


def load(path: Path) -> YamlFile:
    """Parse ``path``; anything but a well-formed document is a ConfigError."""
    try:
        text = _read(path)
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) else "not UTF-8 text"
        raise ConfigError([Problem(str(path), None, "", f"cannot read: {reason}")]) from None
    try:
        return _parse(path, text)
    except yaml.MarkedYAMLError as error:
        raise _syntax_error(path, text, error) from None
    except yaml.reader.ReaderError as error:
        line = text[: error.position].count("\n") + 1
        reason = f"unacceptable character #x{error.character:04x}"
        raise ConfigError([Problem(str(path), line, "", f"invalid YAML: {reason}")]) from None
    except (yaml.YAMLError, RecursionError) as error:
        reason = "nested too deeply" if isinstance(error, RecursionError) else str(error)
        raise ConfigError([Problem(str(path), None, "", f"invalid YAML: {reason}")]) from None


def _read(path: Path) -> str:
    """The file's text, refused unread when it is over ``MAX_FILE_BYTES``; a file that is not
    regular (a pipe, /dev/zero) or still growing is read only one byte past the limit."""
    with path.open("rb") as file:
        status = os.fstat(file.fileno())
        if stat.S_ISREG(status.st_mode) and status.st_mode & stat.S_IWOTH:
            raise _unsafe(path, status.st_mode)
        size = status.st_size
        if size > MAX_FILE_BYTES:
            raise _too_large(path, f"{size:,} bytes")
        data = file.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise _too_large(path, f"over {MAX_FILE_BYTES:,} bytes")
    # Universal newlines, as reading in text mode would give.
    return data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")


def _unsafe(path: Path, mode: int) -> ConfigError:
    """Anyone on the host could point the monitor at any address, or add headers to requests:
    refused, as sshd refuses a key others can write."""
    reason = f"writable by every user (mode {stat.S_IMODE(mode):04o}); run: chmod o-w {path}"
    return ConfigError([Problem(str(path), None, "", reason)])


def _too_large(path: Path, size: str) -> ConfigError:
    limit = f"at most {MAX_FILE_BYTES // 1024**2} MiB"
    return ConfigError([Problem(str(path), None, "", f"too large to load: {size} ({limit})")])


def _parse(path: Path, text: str) -> YamlFile:
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        lines: dict[Location, int] = {}
        if node is None:
            return YamlFile(path, None, lines)
        _Indexer(path, lines).index(node, ())
        return YamlFile(path, loader.construct_document(node), lines)
    finally:
        loader.dispose()


def _syntax_error(path: Path, text: str, error: yaml.MarkedYAMLError) -> ConfigError:
    # "found unexpected end of stream" points past the last line; the context (where the
    # unclosed quote or bracket opened) is where the operator has to look.
    mark = error.problem_mark
    if mark is None or (error.context_mark and mark.line >= len(text.splitlines())):
        mark = error.context_mark
    reason = ": ".join(part for part in (error.context, error.problem) if part)
    line = mark.line + 1 if mark else None
    return ConfigError([Problem(str(path), line, "", f"invalid YAML: {reason or 'malformed'}")])


class _Indexer:
    """Records key lines; walks each node once, so aliases cannot loop or multiply the work."""

    def __init__(self, path: Path, lines: dict[Location, int]) -> None:
        self._path = path
        self._lines = lines
        self._sizes: dict[int, int] = {}
        self._open: set[int] = set()

    def index(self, node: yaml.Node, loc: Location) -> int:
        """Index ``node`` at ``loc``; returns how many nodes it expands to."""
        self._lines.setdefault(loc, node.start_mark.line + 1)
        if id(node) in self._open:
            self._fail(node, loc, "an alias refers to the value that contains it")
        if id(node) not in self._sizes:
            self._open.add(id(node))
            self._sizes[id(node)] = 1 + sum(
                self.index(child, child_loc) for child, child_loc in self._children(node, loc)
            )
            self._open.discard(id(node))
            if self._sizes[id(node)] > MAX_EXPANDED_NODES:
                self._fail(node, loc, "aliases expand to too many values")
        return self._sizes[id(node)]

    def _children(self, node: yaml.Node, loc: Location) -> list[tuple[yaml.Node, Location]]:
        if isinstance(node, yaml.SequenceNode):
            return [(item, (*loc, index)) for index, item in enumerate(node.value)]
        if not isinstance(node, yaml.MappingNode):
            return []
        children = []
        for key_node, value_node in node.value:
            if key_node.tag == _MERGE_TAG:  # `<<: *defaults`; its keys may be overridden
                children.append((value_node, (*loc, "<<")))
                continue
            if not isinstance(key_node, yaml.ScalarNode):
                self._fail(key_node, loc, "keys must be text")
            if key_node.tag != _STRING_TAG:
                self._fail(key_node, (*loc, str(key_node.value)), "keys must be text")
            here = (*loc, str(key_node.value))
            if here in self._lines:
                self._fail(key_node, here, f"duplicate key (first at line {self._lines[here]})")
            self._lines[here] = key_node.start_mark.line + 1
            children.append((value_node, here))
        return children

    def _fail(self, node: yaml.Node, loc: Location, message: str) -> None:
        line = node.start_mark.line + 1
        raise ConfigError([Problem(str(self._path), line, field_path(loc), message)])


_STRING_TAG = "tag:yaml.org,2002:str"
_MERGE_TAG = "tag:yaml.org,2002:merge"
