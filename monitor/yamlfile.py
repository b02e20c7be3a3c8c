"""Read a YAML file together with the line of every key, so errors can say where they are."""

from pathlib import Path
from typing import Any

import yaml

from monitor.errors import ConfigError, Problem

Location = tuple[str | int, ...]

# libyaml when PyYAML was built with it: four times faster on a long target list.
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


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
        text += f"[{part}]" if isinstance(part, int) else f".{part}"
    return text.lstrip(".")


def load(path: Path) -> YamlFile:
    """Parse ``path``; unreadable files, syntax errors and duplicate keys are ConfigErrors."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) else "not UTF-8 text"
        raise ConfigError([Problem(str(path), None, "", f"cannot read: {reason}")]) from None
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        lines: dict[Location, int] = {}
        if node is not None:
            _index(path, node, (), lines)
        data = loader.construct_document(node) if node is not None else None
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else None
        reason = error.problem or error.context or "invalid YAML"
        raise ConfigError([Problem(str(path), line, "", f"invalid YAML: {reason}")]) from None
    except yaml.YAMLError as error:
        raise ConfigError([Problem(str(path), None, "", f"invalid YAML: {error}")]) from None
    finally:
        loader.dispose()
    return YamlFile(path, data, lines)


def _index(path: Path, node: yaml.Node, loc: Location, lines: dict[Location, int]) -> None:
    lines.setdefault(loc, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            key = str(key_node.value)
            here = (*loc, key)
            if here in lines:
                line = key_node.start_mark.line + 1
                message = f"duplicate key (first at line {lines[here]})"
                raise ConfigError([Problem(str(path), line, field_path(here), message)])
            lines[here] = key_node.start_mark.line + 1
            _index(path, value_node, here, lines)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _index(path, item, (*loc, index), lines)
