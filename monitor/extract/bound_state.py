"""The state a framework's binding names by path. A toggle's price is often bound to the
state that holds every variant's price, not written as a literal: Alpine's
``x-text="annual ? prices.pro.yearly : prices.pro.monthly"`` over the ``x-data`` object of
an ancestor (or the object its factory returns: ``x-data="pricing()"`` beside ``function
pricing() { return {…} }`` or ``Alpine.data('pricing', () => ({…}))``), AMP's
``[text]="plans.annual ? plans.pro.annual : plans.pro.monthly"`` over the JSON of
``<amp-state id="plans">``. The branch's path, looked up in that state, is the price the
other side of the toggle shows.
"""

import functools
import json
import re
from collections.abc import Iterator
from typing import Any

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, literals

_CLUES = clues.words("<amp-state", "<AMP-STATE")
_FACTORY_CLUES = clues.words("x-data=", "X-DATA=")
_MAX_STATES = 64  # amp-state elements read: a page with more is no pricing page
_MAX_STATE = 256 * 1024  # characters of one state's JSON, or of one x-data literal
_MAX_SCOPES = 32  # ancestors looked at for an x-data scope
# A path of two or more names (``prices.pro.yearly``, ``plans[1].yearly``,
# ``plans['pro'].yearly``), not a call's name nor a part of a literal string.
_PATH = re.compile(
    r"(?<![\w$.'\"\]])([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\]|\[(['\"])[\w$-]+\2\])+)"
    r"(?![\w$.(\['\"])"
)
_STEP = re.compile(r"[\w$-]+")
# A component named in x-data, by its factory's call or its registered name (``pricing()``,
# ``pricing``).
_FACTORY_NAME = re.compile(r"\s*([A-Za-z_$][\w$]{0,60})\s*(?:\(\s*\))?\s*")
_MAX_FACTORIES = 16
_MAX_SCRIPTS = 64


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


def factory_states(tree: LexborHTMLParser, source: str) -> dict[str, Any]:
    """The objects the factories of the page's Alpine components return, each by its call
    (``pricing()``), read in the page's inline scripts before they are removed: the
    component's data beside its methods, which are left out."""
    if not clues.holds(source, *_FACTORY_CLUES):
        return {}
    called = (_factory_name(node.attributes.get("x-data") or "") for node in tree.css("[x-data]"))
    names = [name for name in dict.fromkeys(called) if name][:_MAX_FACTORIES]
    if not names:
        return {}
    code = [node.text(deep=True) for node in tree.css("script:not([src])")[:_MAX_SCRIPTS]]
    states: dict[str, Any] = {}
    for name in names:
        value = _returned(name, code)
        if isinstance(value, dict):
            states[f"{name}()"] = value
    return states


def _factory_name(written: str) -> str | None:
    """The component an ``x-data`` names, if it is a factory's call or a registered name."""
    found = _FACTORY_NAME.fullmatch(written)
    return found[1] if found else None


def _returned(name: str, code: list[str]) -> Any:
    """The object literal ``name``'s factory returns in one of the scripts of ``code``: a
    function of that name (``function pricing() { return {…} }``, ``window.pricing =
    function () {…}``, ``const pricing = () => ({…})``) or a component registered so
    (``Alpine.data('pricing', () => ({…}))``)."""
    escaped = re.escape(name)
    definition = re.compile(
        rf"(?:\bfunction\s+{escaped}\s*\([^)]*\)\s*\{{|(?<![\w$]){escaped}\s*=\s*"
        rf"|\bAlpine\.data\(\s*(['\"]){escaped}\1\s*,\s*)"
    )
    for script in code:
        for found in definition.finditer(script):
            body = _RETURNED.match(script, found.end())
            if body is not None:
                return literals.value_at(script, body.end(), methods=True)
    return None


# After the definition's head: where the returned literal starts, in a function's body
# (``return {`` after statements without blocks), an arrow's (``() => ({``) or a function's
# written in full.
_RETURNED = re.compile(
    r"(?:(?:async\s+)?(?:function\s*\([^)]*\)|\([^)]*\)\s*=>)\s*(?:\{\s*return\s*|\(\s*)"
    r"|[^{}]*?\breturn\s*)(?=\{)"
)


def path_values(
    node: LexborNode, expression: str, states: dict[str, Any]
) -> Iterator[tuple[int, str]]:
    """(start, value as written) for each path of ``expression`` that names an amount or a
    text in the state of ``node``'s scope; a path to an object, a list or a flag is no
    text a binding writes."""
    for found in _PATH.finditer(expression):
        value = resolve(node, _STEP.findall(found[1]), states)
        if isinstance(value, str) and value.strip():
            yield _written_at(expression, found), value.strip()
        elif isinstance(value, int | float) and not isinstance(value, bool):
            yield _written_at(expression, found), str(value)


# A call given one argument, a path: a formatter's (``fmt(plans.pro.yearly)``,
# ``$filters.currency(…)``), which writes the value as money.
_CALL_BEFORE = re.compile(r"[A-Za-z_$][\w$.]{0,60}\(\s*$")
_CALL_AFTER = re.compile(r"\s*\)")


def _written_at(expression: str, path: re.Match[str]) -> int:
    """Where the branch of ``expression`` starts that writes the value at ``path``: the path,
    or a call that formats it alone (whose result is that value as money, where a sum or a
    product of it is another amount)."""
    call = _CALL_BEFORE.search(expression, 0, path.start())
    return call.start() if call and _CALL_AFTER.match(expression, path.end()) else path.start()


def resolve(node: LexborNode, path: list[str], states: dict[str, Any]) -> Any:
    """The value at ``path``: in the nearest ``x-data`` object that has its first name, or
    else in the ``amp-state`` it names; None where neither holds it."""
    ancestor: LexborNode | None = node
    for _ in range(_MAX_SCOPES):
        if ancestor is None:
            break
        written = ancestor.attributes.get("x-data")
        scope = _object(written) if written else None
        if written and scope is None:
            scope = states.get(f"{_factory_name(written)}()")
        if isinstance(scope, dict) and path[0] in scope:
            return at(scope, path)
        ancestor = ancestor.parent
    return at(states[path[0]], path[1:]) if path[0] in states else None


@functools.lru_cache(maxsize=256)  # each card's bindings ask for one scope again
def _object(written: str) -> Any:
    """An ``x-data`` object literal read as data; None for code (a component's call)."""
    if not written.lstrip().startswith("{") or len(written) > _MAX_STATE:
        return None
    return literals.value_at(written, 0, methods=True)


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
