"""Read a YAML file together with the line of every key, so errors can say where they are.

Hostile files get a ConfigError, never a crash: unreadable bytes, values the YAML types cannot
hold (``2026-02-30``), duplicate keys, non-string keys, aliases that refer to themselves,
alias "bombs" that would expand to millions of nodes, and files too large to parse.

The file is parsed as it is read, a chunk at a time. ``load`` builds the whole document (the
settings); ``stream`` hands out the items of one top-level list as they are built (the
targets), so that memory does not grow with the length of that list.
"""

import codecs
import io
import os
import stat
from collections.abc import Generator, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, NoReturn

import yaml

from monitor.errors import ConfigError, Problem

Location = tuple[str | int, ...]

# Aliases may add this many values to a document, and one more per byte of it: a targets
# file that merges defaults into each target (a few values per line) stays far below, while
# an alias "bomb" of a few hundred bytes exceeds it at once.
MAX_EXPANDED_NODES = 1_000_000
# A file built whole (the settings) holds about 50 times its size while it is validated.
MAX_FILE_BYTES = 10 * 1024**2
# A file whose long list is streamed (the targets) costs memory by its longest item, not by
# its size, and about 0.5 s per MB to read and validate. 64 MiB: about 500,000 targets of a
# few lines each, or half a minute; a runaway file is still refused unread.
MAX_STREAMED_BYTES = 64 * 1024**2

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
    """A parsed YAML document, or the part of it at ``at``, and the 1-based line of each
    mapping key and list item in it (by their location in the whole document)."""

    def __init__(
        self, path: Path, data: Any, lines: dict[Location, int], at: Location = ()
    ) -> None:
        self.path = path
        self.data = data
        self._lines = lines
        self.at = at

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
    with _reading(path, MAX_FILE_BYTES) as builder:
        return builder.document()


def stream(path: Path, key: str) -> Iterator[YamlFile]:
    """Parse ``path`` as ``load`` does, but yield each item of the document's top-level list
    ``key`` on its own, with its location, as soon as it is built; last, the rest of the
    document, with an empty list in the place of ``key``'s. A ConfigError can come at any
    point, after items were yielded."""
    with _reading(path, MAX_STREAMED_BYTES) as builder:
        yield from builder.stream(key)


@contextmanager
def _reading(path: Path, max_bytes: int) -> Iterator["_Builder"]:
    """A builder reading ``path``; what goes wrong while it reads is a ConfigError."""
    try:
        with _open(path, max_bytes) as binary:
            text = _Text(path, binary, max_bytes)
            loader = _Loader(text)
            try:
                yield _Builder(path, loader, text)
            except (yaml.YAMLError, RecursionError) as error:
                raise _invalid(path, text, error) from None
            finally:
                loader.dispose()
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) else "not UTF-8 text"
        raise ConfigError([Problem(str(path), None, "", f"cannot read: {reason}")]) from None


@contextmanager
def _open(path: Path, max_bytes: int) -> Iterator[IO[bytes]]:
    """The file, refused unread when it is over ``max_bytes``. A file that is not regular (a
    pipe, /dev/zero) has no size to see beforehand: it is read whole, one byte past the
    limit at most, and parsed from memory."""
    with path.open("rb") as file:
        status = os.fstat(file.fileno())
        if stat.S_ISREG(status.st_mode):
            if status.st_mode & stat.S_IWOTH:
                raise _unsafe(path, status.st_mode)
            if status.st_size > max_bytes:
                raise _too_large(path, f"{status.st_size:,} bytes", max_bytes)
            yield file
            return
        data = file.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise _too_large(path, f"over {max_bytes:,} bytes", max_bytes)
    yield io.BytesIO(data)


class _Text:
    """The file's text as the parser asks for it, a chunk at a time: UTF-8, with universal
    newlines (as reading in text mode would give), and refused once it runs past the limit
    (a file still growing)."""

    def __init__(self, path: Path, binary: IO[bytes], max_bytes: int) -> None:
        self._path = path
        self._binary = binary
        self._max_bytes = max_bytes
        utf8 = codecs.getincrementaldecoder("utf-8")()
        self._decoder = io.IncrementalNewlineDecoder(utf8, translate=True)
        self.size = 0
        """Bytes read so far."""
        self._newlines = 0
        self._last = ""

    def read(self, size: int) -> str:
        data = self._binary.read(size)
        self.size += len(data)
        if self.size > self._max_bytes:
            raise _too_large(self._path, f"over {self._max_bytes:,} bytes", self._max_bytes)
        text = self._decoder.decode(data, final=not data)
        self._newlines += text.count("\n")
        self._last = text[-1:] or self._last
        return text

    @property
    def lines(self) -> int:
        """Lines read so far, the last one counted even without its line break."""
        return self._newlines + (self._last not in ("", "\n"))

    def line_at(self, position: int) -> int:
        """The line of the parser's ``position``, read again from the start (for an error)."""
        self._binary.seek(0)
        again = _Text(self._path, self._binary, self._max_bytes)
        text = ""
        while len(text) < position and (chunk := again.read(position - len(text))):
            text += chunk
        return text[:position].count("\n") + 1


def _unsafe(path: Path, mode: int) -> ConfigError:
    """Anyone on the host could point the monitor at any address, or add headers to requests:
    refused, as sshd refuses a key others can write."""
    reason = f"writable by every user (mode {stat.S_IMODE(mode):04o}); run: chmod o-w {path}"
    return ConfigError([Problem(str(path), None, "", reason)])


def _too_large(path: Path, size: str, max_bytes: int) -> ConfigError:
    limit = f"at most {max_bytes // 1024**2} MiB"
    return ConfigError([Problem(str(path), None, "", f"too large to load: {size} ({limit})")])


# A regular expression in double quotes is the usual way to meet this: "\d" is no YAML escape.
_ESCAPE_HINT = (
    "; in double quotes a backslash starts an escape: write the value in single quotes"
    " ('\\d+ min ago'), where a backslash is itself"
)


def _invalid(path: Path, text: _Text, error: yaml.YAMLError | RecursionError) -> ConfigError:
    line = None
    if isinstance(error, yaml.MarkedYAMLError):
        # "found unexpected end of stream" points past the last line; the context (where the
        # unclosed quote or bracket opened) is where the operator has to look.
        mark = error.problem_mark
        if mark is None or (error.context_mark and mark.line >= text.lines):
            mark = error.context_mark
        reason = ": ".join(part for part in (error.context, error.problem) if part) or "malformed"
        reason += _ESCAPE_HINT if "escape character" in (error.problem or "") else ""
        line = mark.line + 1 if mark else None
    elif isinstance(error, yaml.reader.ReaderError):
        line = text.line_at(error.position)
        reason = f"unacceptable character #x{error.character:04x}"
    else:
        reason = "nested too deeply" if isinstance(error, RecursionError) else str(error)
    return ConfigError([Problem(str(path), line, "", f"invalid YAML: {reason}")])


Event = Any  # PyYAML's events are untyped


class _Builder:
    """Builds the document straight from the parser's events, recording the line of every key
    and item on the way. PyYAML's composer would first build a node, with two marks, for
    every value: for 100,000 targets, 7 s and 280 MB before the first value is constructed.

    Each value counts how many values it expands to, aliases included. Each alias adds its
    value's count to the document's, which stops an alias "bomb" without expanding it; an
    alias inside the value it refers to is refused rather than looping.
    """

    def __init__(self, path: Path, loader: "_Loader", text: _Text) -> None:
        self._path = path
        self._loader = loader
        self._text = text
        self._lines: dict[Location, int] = {}
        self._anchors: dict[str, tuple[Any, int]] = {}
        self._open: set[str] = set()
        self._aliased = 0

    def document(self) -> YamlFile:
        """The stream's single document (its data None when there is none)."""
        data = None
        if self._start():
            data, _ = self._value(())
            self._end()
        return YamlFile(self._path, data, self._lines)

    def stream(self, key: str) -> Iterator[YamlFile]:
        """The items of the top-level list ``key``, each as it is built, then the rest."""
        data = None
        if self._start():
            if self._plain_next(yaml.MappingStartEvent, _MAPPING_TAG):
                data = yield from self._top(key)
            else:
                data, _ = self._value(())
            self._end()
        if isinstance(data, dict) and isinstance(data.get(key), list):
            # not written out in place (merged, or behind an anchor): built with the rest
            for index, item in enumerate(data[key]):
                yield YamlFile(self._path, item, self._lines, (key, index))
            data = data | {key: []}
        yield YamlFile(self._path, data, self._lines)

    def _start(self) -> bool:
        """Past the stream's and the document's start; False when the stream is empty."""
        self._loader.get_event()  # the stream's start
        if self._loader.check_event(yaml.StreamEndEvent):
            return False
        self._loader.get_event()  # the document's start
        return True

    def _end(self) -> None:
        loader = self._loader
        loader.get_event()  # the document's end
        if not loader.check_event(yaml.StreamEndEvent):
            raise yaml.composer.ComposerError(
                "expected a single document in the stream",
                None,
                "but found another document",
                loader.get_event().start_mark,
            )

    def _plain_next(self, kind: type[Any], tag: str) -> bool:
        """Whether the next event starts a plain ``kind`` (no tag of its own, no anchor)."""
        event: Event = self._loader.peek_event()
        return isinstance(event, kind) and event.anchor is None and event.tag in (None, "!", tag)

    def _top(self, key: str) -> Generator[YamlFile, None, dict[Any, Any]]:
        """The top-level mapping; the items of its list ``key`` are yielded, not kept."""
        start = self._loader.get_event()
        self._lines[()] = _line(start)
        explicit: dict[str, Any] = {}
        merged: dict[Any, Any] = {}
        while not self._loader.check_event(yaml.MappingEndEvent):
            event = self._loader.get_event()
            if self._is_key(event, key) and self._plain_next(
                yaml.SequenceStartEvent, _SEQUENCE_TAG
            ):
                self._key(event, ())
                yield from self._items((key,))
                explicit[key] = []
            else:
                self._entry(start, event, (), explicit, merged)
        self._loader.get_event()
        return merged | explicit

    def _items(self, loc: Location) -> Iterator[YamlFile]:
        """Each item of the list at ``loc``, with the lines of its own keys alone."""
        self._loader.get_event()  # the list's start; its line is its key's
        outer, index = self._lines, 0
        while not self._loader.check_event(yaml.SequenceEndEvent):
            self._lines = {}
            item, _ = self._value((*loc, index))
            yield YamlFile(self._path, item, self._lines, (*loc, index))
            index += 1
        self._loader.get_event()
        self._lines = outer

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
        value, size = self._anchors[event.anchor]
        self._aliased += size
        if self._aliased > MAX_EXPANDED_NODES + self._text.size:
            self._fail(event, loc, "aliases expand to too many values")
        return value, size

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
            size += self._entry(start, self._loader.get_event(), loc, explicit, merged)
        self._loader.get_event()
        return merged | explicit, size

    def _entry(
        self,
        start: Event,
        key_event: Event,
        loc: Location,
        explicit: dict[str, Any],
        merged: dict[Any, Any],
    ) -> int:
        """One key and its value into the mapping at ``loc``; how many values it added."""
        if isinstance(key_event, yaml.ScalarEvent) and self._tag(key_event) == _MERGE_TAG:
            # `<<: *defaults`: its keys count unless the mapping sets them itself
            value, count = self._value((*loc, "<<"))
            self._merge(merged, value, start, key_event)
        else:
            key = self._key(key_event, loc)
            value, count = self._value((*loc, key))
            explicit[key] = value
        return count

    def _is_key(self, event: Event, key: str) -> bool:
        return (
            isinstance(event, yaml.ScalarEvent)
            and event.value == key
            and (self._tag(event) == _STRING_TAG)
        )

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
                    "while constructing a mapping",
                    start.start_mark,
                    "expected a mapping or list of mappings for merging",
                    key.start_mark,
                )
            for name, item in part.items():
                merged.setdefault(name, item)

    def _plain(self, start: Event, default: str) -> None:
        """Only plain lists and mappings: ``!!set``, ``!!omap`` and the like have no place in
        a settings or targets file."""
        if start.tag not in (None, "!", default):
            raise yaml.constructor.ConstructorError(
                None,
                None,
                f"could not determine a constructor for the tag {start.tag!r}",
                start.start_mark,
            )

    def _fail(self, event: Event, loc: Location, message: str) -> NoReturn:
        raise ConfigError([Problem(str(self._path), _line(event), field_path(loc), message)])


def _line(event: Event) -> int:
    return int(event.start_mark.line) + 1


_STRING_TAG = "tag:yaml.org,2002:str"
_MERGE_TAG = "tag:yaml.org,2002:merge"
_SEQUENCE_TAG = "tag:yaml.org,2002:seq"
_MAPPING_TAG = "tag:yaml.org,2002:map"
