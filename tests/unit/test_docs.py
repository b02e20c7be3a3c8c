"""The reference in ``docs/`` against the code it describes.

Every key the configuration models accept is a row of ``docs/configuration.md`` (settings,
channels and targets, walked recursively), and every log event the code emits is a row of
the log table in ``docs/operations.md``; a row for a key or an event that no longer exists
fails too. Both read files only: the events are found in the source, not by running it.
"""

import ast
import re
from pathlib import Path
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin

import pytest
from pydantic import BaseModel

from monitor.config.model import Settings, Target

ROOT = Path(__file__).resolve().parents[2]
CONFIGURATION = ROOT / "docs" / "configuration.md"
OPERATIONS = ROOT / "docs" / "operations.md"
PACKAGE = ROOT / "monitor"

EVENT = re.compile(r"[a-z_]+(?:\.[a-z_]+)+")
LOG_METHODS = frozenset({"debug", "info", "warning", "error", "exception", "critical"})
MAPPED = "<name>"  # how the docs write a mapping's key: channels.<name>.url


def _alternatives(annotation: Any) -> list[Any]:
    """``Annotated``, ``Optional`` and unions unwrapped."""
    origin = get_origin(annotation)
    if origin is Annotated:
        return _alternatives(get_args(annotation)[0])
    if origin in (Union, UnionType):
        return [alt for arg in get_args(annotation) for alt in _alternatives(arg)]
    return [annotation]


def _models(annotation: Any) -> list[type[BaseModel]]:
    return [
        alt
        for alt in _alternatives(annotation)
        if isinstance(alt, type) and issubclass(alt, BaseModel)
    ]


def accepted_keys(model: type[BaseModel], prefix: str = "") -> set[str]:
    """Every key ``model`` accepts, dotted: a nested model's keys under its own
    (``digest.weekday``), a mapping of models under ``<name>`` (``channels.<name>.url``, every
    member of a union); a key whose value is a model is documented by its keys alone."""
    keys: set[str] = set()
    for name, field in model.model_fields.items():
        key = prefix + (field.alias or name)
        nested = _models(field.annotation)
        mapped = [
            member
            for option in _alternatives(field.annotation)
            if get_origin(option) is dict
            for member in _models(get_args(option)[1])
        ]
        if not nested:
            keys.add(key)
        for member in nested:
            keys |= accepted_keys(member, f"{key}.")
        for member in mapped:
            keys |= accepted_keys(member, f"{key}.{MAPPED}.")
    return keys


def sections(markdown: str) -> dict[str, str]:
    """The text under each ``## `` heading (its ``###`` subsections included), by heading."""
    parts = re.split(r"^## (.+)$", markdown, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def section(markdown: str, naming: str) -> str:
    found = [text for heading, text in sections(markdown).items() if naming in heading]
    assert len(found) == 1, f"one section whose heading names {naming}, not {len(found)}"
    return found[0]


def first_column(text: str) -> set[str]:
    """The backticked names in the first cell of each table row (header rows have none)."""
    names: set[str] = set()
    for line in text.splitlines():
        if line.startswith("|") and not line.startswith("| ---"):
            names.update(re.findall(r"`([^`]+)`", line.split("|")[1]))
    return names


def _logged(call: ast.Call) -> ast.expr | None:
    """The event argument of a logging call: ``log.info("tick.finished", …)``, or
    ``log_failure(log, "tick.failed", error)``."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in LOG_METHODS and call.args:
        return call.args[0]
    if isinstance(func, ast.Name) and func.id == "log_failure" and len(call.args) > 1:
        return call.args[1]
    return None


def _literals(node: ast.expr) -> list[str] | None:
    """The strings an event argument may be (both sides of ``a if c else b``), or None when
    it is not written out (a variable)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        body, orelse = _literals(node.body), _literals(node.orelse)
        return None if body is None or orelse is None else body + orelse
    return None


def emitted_events(package: Path = PACKAGE) -> tuple[set[str], list[str]]:
    """The event names the package's logging calls write, and where an event is not a literal
    (``logs.log_failure`` itself passes its caller's on)."""
    events: set[str] = set()
    unreadable: list[str] = []
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if not isinstance(node, ast.Call) or (argument := _logged(node)) is None:
                continue
            strings = _literals(argument)
            if strings is None:
                if path != package / "logs.py":
                    unreadable.append(f"{path.relative_to(package.parent)}:{node.lineno}")
                continue
            events.update(s for s in strings if EVENT.fullmatch(s))  # parser.error("…") is no event
    return events, unreadable


@pytest.fixture(scope="module")
def configuration() -> str:
    return CONFIGURATION.read_text()


@pytest.mark.parametrize(
    ("model", "heading"), [(Settings, "`monitor.yaml`"), (Target, "`targets.yaml`")]
)
def test_every_key_the_models_accept_is_documented(
    configuration: str, model: type[BaseModel], heading: str
) -> None:
    documented = first_column(section(configuration, heading))
    missing = sorted(accepted_keys(model) - documented)
    assert not missing, f"docs/configuration.md, section {heading}, has no row for {missing}"


@pytest.mark.parametrize(
    ("model", "heading"), [(Settings, "`monitor.yaml`"), (Target, "`targets.yaml`")]
)
def test_every_documented_key_is_accepted(
    configuration: str, model: type[BaseModel], heading: str
) -> None:
    documented = first_column(section(configuration, heading))
    stale = sorted(documented - accepted_keys(model))
    assert not stale, f"docs/configuration.md, section {heading}, documents unknown keys {stale}"


def test_the_key_walk_reaches_nested_and_mapped_models() -> None:
    keys = accepted_keys(Settings)
    assert {"tick_interval", "digest.weekday", "browser.max_memory"} <= keys
    assert {"channels", "channels.<name>.secret", "channels.<name>.from"} <= keys
    assert "digest" not in keys  # documented by its keys
    assert {"id", "interval", "cookies"} <= accepted_keys(Target)


def test_every_event_the_code_emits_is_in_the_log_table() -> None:
    emitted, unreadable = emitted_events()
    assert not unreadable, (
        f"event names not written as literals, which this test cannot see: {unreadable}"
    )
    assert {"tick.finished", "check.committed", "config.invalid"} <= emitted  # the scan works
    documented = first_column(section(OPERATIONS.read_text(), "Logs"))
    missing = sorted(emitted - documented)
    assert not missing, f"docs/operations.md, section Logs, has no row for {missing}"
    stale = sorted(e for e in documented - emitted if EVENT.fullmatch(e))
    assert not stale, f"docs/operations.md, section Logs, lists events nothing emits: {stale}"


def test_the_event_scan_reads_conditional_and_failure_events(tmp_path: Path) -> None:
    package = tmp_path / "monitor"
    package.mkdir()
    (package / "a.py").write_text(
        "log.info('a.started', n=1)\n"
        "log.info('b.restarted' if again else 'b.closed')\n"
        "log_failure(log, 'c.failed', error)\n"
        "parser.error('--x goes with --y')\n"
        "log.warning(name)\n"
    )
    events, unreadable = emitted_events(package)
    assert events == {"a.started", "b.restarted", "b.closed", "c.failed"}
    assert unreadable == ["monitor/a.py:5"]
