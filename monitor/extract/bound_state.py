"""The state a framework's binding names by path. A toggle's price is often bound to the
state that holds every variant's price, not written as a literal: Alpine's
``x-text="annual ? prices.pro.yearly : prices.pro.monthly"`` over the ``x-data`` object of
an ancestor, AMP's ``[text]="plans.annual ? plans.pro.annual : plans.pro.monthly"`` over
the JSON of ``<amp-state id="plans">``. The branch's path, looked up in that state, is the
price the other side of the toggle shows.
"""

import functools
import json
import re
from collections.abc import Iterator
from typing import Any

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, literals

_CLUES = clues.words("<amp-state", "<AMP-STATE")
_MAX_STATES = 64  # amp-state elements read: a page with more is no pricing page
_MAX_STATE = 256 * 1024  # characters of one state's JSON, or of one x-data literal
_MAX_SCOPES = 32  # ancestors looked at for an x-data scope
# A dotted path of two or more names (``prices.pro.yearly``), not a call's name nor a part
# of a literal string.
_PATH = re.compile(r"(?<![\w$.'\"])([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+)(?![\w$.('\"])")


def amp_states(tree: LexborHTMLParser, source: str) -> dict[str, Any]:
    """The page's ``<amp-state>`` JSON by id, read before its scripts are removed."""
    if not clues.holds(source, *_CLUES):
        return {}
    states: dict[str, Any] = {}
    for state in tree.css("amp-state[id]")[:_MAX_STATES]:
        value = _state_json(state)
        if value is not None:
            states[state.attributes.get("id") or ""] = value
    return states


def _state_json(state: LexborNode) -> Any:
    script = state.css_first("script")
    text = script.text(deep=True) if script is not None else ""
    if not text or len(text) > _MAX_STATE:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):  # nested deeper than the parser's recursion
        return None


def path_values(
    node: LexborNode, expression: str, states: dict[str, Any]
) -> Iterator[tuple[int, str]]:
    """(start, value as written) for each path of ``expression`` that names an amount or a
    text in the state of ``node``'s scope; a path to an object, a list or a flag is no
    text a binding writes."""
    for found in _PATH.finditer(expression):
        value = resolve(node, found[1].split("."), states)
        if isinstance(value, str) and value.strip():
            yield found.start(), value.strip()
        elif isinstance(value, int | float) and not isinstance(value, bool):
            yield found.start(), str(value)


def resolve(node: LexborNode, path: list[str], states: dict[str, Any]) -> Any:
    """The value at ``path``: in the nearest ``x-data`` object that has its first name, or
    else in the ``amp-state`` it names; None where neither holds it."""
    ancestor: LexborNode | None = node
    for _ in range(_MAX_SCOPES):
        if ancestor is None:
            break
        written = ancestor.attributes.get("x-data")
        scope = _object(written) if written else None
        if isinstance(scope, dict) and path[0] in scope:
            return at(scope, path)
        ancestor = ancestor.parent
    return at(states[path[0]], path[1:]) if path[0] in states else None


@functools.lru_cache(maxsize=256)  # each card's bindings ask for one scope again
def _object(written: str) -> Any:
    """An ``x-data`` object literal read as data; None for code (a component's call)."""
    if not written.lstrip().startswith("{") or len(written) > _MAX_STATE:
        return None
    return literals.value_at(written, 0)


def at(value: Any, path: list[str]) -> Any:
    """The value at a path of keys (or list indexes) of ``value``; None off it."""
    for key in path:
        if isinstance(value, dict):
            value = value.get(key)
        elif isinstance(value, list) and key.isdigit() and int(key) < len(value):
            value = value[int(key)]
        else:
            return None
    return value
