"""Read a YAML file together with the line of every key, so errors can say where they are.

Hostile files get a ConfigError, never a crash: unreadable bytes, values the YAML types cannot
hold (``2026-02-30``), duplicate keys, non-string keys, aliases that refer to themselves,
alias "bombs" that would expand to millions of nodes, and files too large to parse.
"""

import os
import stat
from pathlib import Path
from typing import Any, NoReturn

import yaml

from monitor.errors import ConfigError, Problem

Location = tuple[str | int, ...]

# Far more than any real target list; an alias bomb of a few hundred bytes exceeds it at once.
MAX_EXPANDED_NODES = 1_000_000
# About 140,000 short targets (100,000 take 7.2 MB). Loading and validating holds about 50
# times the file's size and takes about 0.75 s per MB: a 50 MB file would take gigabytes
# before its first mistake was found, so it is refused unread.
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
        lines: dict[Location, int] = {}
        return YamlFile(path, _Builder(path, loader, lines).document(), lines)
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


Event = Any  # PyYAML's events are untyped


class _Builder:
    """Builds the document straight from the parser's events, recording the line of every key
    and item on the way. PyYAML's composer would first build a node, with two marks, for
    every value: for 100,000 targets, 7 s and 280 MB before the first value is constructed.

    Each value counts how many values it expands to, aliases included, so an alias "bomb"
    stops at ``MAX_EXPANDED_NODES`` without being expanded, and an alias inside the value it
    refers to is refused rather than looping.
    """

    def __init__(self, path: Path, loader: "_Loader", lines: dict[Location, int]) -> None:
        self._path = path
        self._loader = loader
        self._lines = lines
        self._anchors: dict[str, tuple[Any, int]] = {}
        self._open: set[str] = set()

    def document(self) -> Any:
        """The stream's single document; None when it has none."""
        loader = self._loader
        loader.get_event()  # the stream's start
        if loader.check_event(yaml.StreamEndEvent):
            return None
        loader.get_event()  # the document's start
        data, _ = self._value(())
        loader.get_event()  # the document's end
        if not loader.check_event(yaml.StreamEndEvent):
            raise yaml.composer.ComposerError(
                "expected a single document in the stream", None,
                "but found another document", loader.get_event().start_mark,
            )  # fmt: skip
        return data

    def _value(self, loc: Location) -> tuple[Any, int]:
        """The value at ``loc`` and how many values it expands to."""
        event = self._loader.get_event()
        self._lines.setdefault(loc, _line(event))
        if isinstance(event, yaml.AliasEvent):
            return self._alias(event, loc)
        anchor = event.anchor
        if anchor is not None:
            self._open.add(anchor)
        if isinstance(event, yaml.ScalarEvent):
            value, size = self._scalar(event), 1
        elif isinstance(event, yaml.SequenceStartEvent):
            value, size = self._sequence(event, loc)
        else:
            value, size = self._mapping(event, loc)
        if size > MAX_EXPANDED_NODES:
            self._fail(event, loc, "aliases expand to too many values")
        if anchor is not None:
            self._open.discard(anchor)
            self._anchors[anchor] = (value, size)
        return value, size

    def _alias(self, event: Event, loc: Location) -> tuple[Any, int]:
        if event.anchor in self._open:
            self._fail(event, loc, "an alias refers to the value that contains it")
        if event.anchor not in self._anchors:
            raise yaml.composer.ComposerError(
                None, None, f"found undefined alias {event.anchor!r}", event.start_mark
            )
        return self._anchors[event.anchor]

    def _scalar(self, event: Event) -> Any:
        node = yaml.ScalarNode(
            self._tag(event), event.value, event.start_mark, event.end_mark, event.style
        )
        try:
            return self._loader.construct_object(node, deep=True)
        finally:
            self._loader.constructed_objects.pop(node, None)  # nothing else asks for it

    def _tag(self, event: Event) -> str:
        if event.tag not in (None, "!"):
            return str(event.tag)
        return str(self._loader.resolve(yaml.ScalarNode, event.value, event.implicit))

    def _sequence(self, start: Event, loc: Location) -> tuple[list[Any], int]:
        self._plain(start, _SEQUENCE_TAG)
        items: list[Any] = []
        size = 1
        while not self._loader.check_event(yaml.SequenceEndEvent):
            item, count = self._value((*loc, len(items)))
            items.append(item)
            size += count
        self._loader.get_event()
        return items, size

    def _mapping(self, start: Event, loc: Location) -> tuple[dict[str, Any], int]:
        self._plain(start, _MAPPING_TAG)
        explicit: dict[str, Any] = {}
        merged: dict[Any, Any] = {}
        size = 1
        while not self._loader.check_event(yaml.MappingEndEvent):
            key_event = self._loader.get_event()
            if isinstance(key_event, yaml.ScalarEvent) and self._tag(key_event) == _MERGE_TAG:
                # `<<: *defaults`: its keys count unless the mapping sets them itself
                value, count = self._value((*loc, "<<"))
                self._merge(merged, value, start, key_event)
            else:
                key = self._key(key_event, loc)
                value, count = self._value((*loc, key))
                explicit[key] = value
            size += count
        self._loader.get_event()
        return merged | explicit, size

    def _key(self, event: Event, loc: Location) -> str:
        if not isinstance(event, yaml.ScalarEvent):
            self._fail(event, loc, "keys must be text")
        if self._tag(event) != _STRING_TAG:
            self._fail(event, (*loc, str(event.value)), "keys must be text")
        here = (*loc, str(event.value))
        if here in self._lines:
            self._fail(event, here, f"duplicate key (first at line {self._lines[here]})")
        self._lines[here] = _line(event)
        return str(event.value)

    @staticmethod
    def _merge(merged: dict[Any, Any], value: Any, start: Event, key: Event) -> None:
        """PyYAML's rule: a mapping, or a list of them where the earlier ones win."""
        for part in value if isinstance(value, list) else [value]:
            if not isinstance(part, dict):
                raise yaml.constructor.ConstructorError(
                    "while constructing a mapping", start.start_mark,
                    "expected a mapping or list of mappings for merging", key.start_mark,
                )  # fmt: skip
            for name, item in part.items():
                merged.setdefault(name, item)

    def _plain(self, start: Event, default: str) -> None:
        """Only plain lists and mappings: ``!!set``, ``!!omap`` and the like have no place in
        a settings or targets file."""
        if start.tag not in (None, "!", default):
            raise yaml.constructor.ConstructorError(
                None, None, f"could not determine a constructor for the tag {start.tag!r}",
                start.start_mark,
            )  # fmt: skip

    def _fail(self, event: Event, loc: Location, message: str) -> NoReturn:
        raise ConfigError([Problem(str(self._path), _line(event), field_path(loc), message)])


def _line(event: Event) -> int:
    return int(event.start_mark.line) + 1


_STRING_TAG = "tag:yaml.org,2002:str"
_MERGE_TAG = "tag:yaml.org,2002:merge"
_SEQUENCE_TAG = "tag:yaml.org,2002:seq"
_MAPPING_TAG = "tag:yaml.org,2002:map"
