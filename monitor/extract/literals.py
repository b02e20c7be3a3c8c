"""JavaScript values a page's scripts write as code, read as data.

Pages ship their state as JSON, but not always: Nuxt 2 assigns the result of a function
whose arguments are the values it repeats (``window.__NUXT__=(function(a,b){return {plans:
[{name:"Pro",currency:a}]}}("USD",null))``), stores keep a product as an object literal with
bare keys (``var meta = {product: {variants: [...]}}``), and Redux pages hand the state to
``JSON.parse("…")``. This reads those forms: object and array literals (bare or quoted keys,
single- or double-quoted strings, ``void 0``, trailing commas), a function's parameters bound
to the arguments it is called with, a string ``JSON.parse`` is given, and a string literal
whose content is a JSON document (a Cafe24 shop's ``var option_stock_data = '{\\"1\\":…}'``,
kept as a string for the page's own ``JSON.parse`` later). A member only code
knows (a variable, a call) is None; anything else (an operator, a template string) makes the
whole value code: None, never a guess.
"""

import json
import re
from decimal import Decimal
from typing import Any

_MAX_DEPTH = 64
_MAX_TOKENS = 500_000  # a state of 50 MB is refused before it costs seconds
_TOKEN = re.compile(
    r"""\s*(?:
      (?P<string>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')
    | (?P<number>-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)
    | (?P<name>[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)
    | (?P<punct>[{}\[\]:,()])
    )""",
    re.VERBOSE,
)
# No amount is written with more digits: Python reads no integer of over 4,300 (a page's
# "99…9" of 100,000 digits raised ValueError out of the reader).
_LONGEST_NUMBER = 64


def _number(text: str) -> int | Decimal:
    if len(text) > _LONGEST_NUMBER:
        raise _NotData
    return Decimal(text) if any(c in text for c in ".eE") else int(text)


_CONSTANTS: dict[str, Any] = {"true": True, "false": False, "null": None, "undefined": None,
                              "NaN": None, "Infinity": None}  # fmt: skip
# In a string, what JSON writes otherwise: \x41, \' and (in a single-quoted one) a bare
# double quote (other escapes are JSON's own).
_SINGLE_QUOTED = re.compile(r"\\x([0-9A-Fa-f]{2})|\\(')|(\")|(\\.)")
_DECODER = json.JSONDecoder(parse_float=Decimal)
_BRACKETS = re.compile(r"[\[\]{}]")


class _NotData(Exception):
    """The source at this point is code, not a value."""


class _Reader:
    def __init__(
        self, source: str, position: int, names: dict[str, Any], methods: bool = False
    ) -> None:
        self.source = source
        self.position = position
        self.names = names
        self.budget = _MAX_TOKENS
        self.methods = methods

    def token(self) -> tuple[str, str]:
        self.budget -= 1
        found = _TOKEN.match(self.source, self.position)
        if found is None or self.budget < 0:
            raise _NotData
        self.position = found.end()
        kind = found.lastgroup or ""
        return kind, found.group(kind)

    def peek(self) -> str:
        found = _TOKEN.match(self.source, self.position)
        return found.group(found.lastgroup or "") if found is not None else ""

    def expect(self, wanted: str) -> None:
        if self.token() != ("punct", wanted):
            raise _NotData

    def value(self, depth: int = 0) -> Any:
        if depth > _MAX_DEPTH:
            raise _NotData
        kind, text = self.token()
        if kind == "string":
            return _string(text)
        if kind == "number":
            return _number(text)
        if kind == "name":
            return self.name(text)
        if text == "{":
            return self.object(depth)
        if text == "[":
            return self.array(depth)
        raise _NotData

    def name(self, text: str) -> Any:
        if text == "void":
            self.token()  # void 0
            return None
        if text == "JSON.parse" and self.peek() == "(":
            self.token()
            kind, quoted = self.token()
            self.expect(")")
            if kind != "string":
                raise _NotData
            try:
                return _DECODER.decode(_string(quoted))
            except (ValueError, RecursionError):
                raise _NotData from None
        if text in self.names:
            return self.names[text]
        if text in _CONSTANTS:
            return _CONSTANTS[text]
        # A value only code knows: a variable of the page's, a call (Array(3), or new
        # Date("…") as devalue writes it). None, and the literal around it is still read.
        if text == "new":
            self.token()
        if self.peek() == "(":
            self.skip_arguments()
        return None

    def skip_arguments(self) -> None:
        depth = 0
        while True:
            kind, text = self.token()
            if kind == "punct" and text in "([{":
                depth += 1
            elif kind == "punct" and text in ")]}":
                depth -= 1
                if depth == 0:
                    return

    def object(self, depth: int) -> dict[str, Any]:
        found: dict[str, Any] = {}
        while True:
            kind, key = self.token()
            if key == "}" and kind == "punct":
                return found
            if kind == "string":
                key = _string(key)
            elif kind not in ("name", "number"):
                raise _NotData
            if self.methods:
                self.member(found, key, depth)
            else:
                self.expect(":")
                found[key] = self.value(depth + 1)
            if not self.more("}"):
                return found

    def member(self, found: dict[str, Any], key: str, depth: int) -> None:
        """A component's member: a value, or code (a method, a getter, a function, an
        expression) passed over to the member's end, as the component's data is the rest."""
        start = self.position
        if self.peek() == ":":
            self.token()
            try:
                found[key] = self.value(depth + 1)
                if self.peek() in (",", "}"):
                    return
            except _NotData:
                pass
            found.pop(key, None)
        self.position = _member_end(self.source, start)

    def array(self, depth: int) -> list[Any]:
        found: list[Any] = []
        while True:
            if self.peek() == "]":
                self.token()
                return found
            found.append(self.value(depth + 1))
            if not self.more("]"):
                return found

    def more(self, closing: str) -> bool:
        """After a member: True at a comma, False at ``closing``."""
        text = self.token()[1]  # a string's token has its quotes: never "," or a bracket
        if text == closing:
            return False
        if text != ",":
            raise _NotData
        return True


_CODE_CHARACTER = re.compile(r"""[\\"'`()\[\]{},]""")
_CLOSING = {"(": ")", "[": "]", "{": "}"}


def _member_end(source: str, position: int) -> int:
    """Where the member of an object literal that starts at ``position`` ends: at the comma
    or the closing brace of its object, outside strings and brackets."""
    open_brackets: list[str] = []
    quote = ""
    found = _CODE_CHARACTER.search(source, position)
    while found is not None:
        character, after = found.group(), found.end()
        if quote and character == "\\":
            after += 1  # an escaped character, a quote among them
        elif quote:
            quote = "" if character == quote else quote
        elif character in "\"'`":
            quote = character
        elif character in _CLOSING:
            open_brackets.append(_CLOSING[character])
        elif open_brackets and character == open_brackets[-1]:
            open_brackets.pop()
        elif not open_brackets and character in ",}":
            return found.start()
        elif character in ")]}":
            break
        found = _CODE_CHARACTER.search(source, after)
    raise _NotData


def _string(quoted: str) -> str:
    inner = quoted[1:-1]
    if quoted[0] == "'" or "\\" in inner:  # "it\'s" is JavaScript's, not JSON's
        inner = _SINGLE_QUOTED.sub(_as_json, inner)
    try:
        text: str = json.loads(f'"{inner}"')
    except ValueError:
        raise _NotData from None
    return text


def _as_json(found: re.Match[str]) -> str:
    hexadecimal, quote, double, other = found.groups()
    if hexadecimal:
        return json.dumps(chr(int(hexadecimal, 16)))[1:-1]
    return quote or ('\\"' if double else other)


# A component's factory called with its state in an attribute (Alpine's x-data="pricing({
# plans: […]})", petite-vue's v-scope): the literal it is given is the state.
_FACTORY_CALL = re.compile(r"\s*[A-Za-z_$][\w$.]{0,60}\(\s*(?=[\[{])")


def argument_at(source: str) -> int | None:
    """Where the literal starts that ``source``, a call, is given first (``pricing({…})``: at
    its brace); None for any other source."""
    found = _FACTORY_CALL.match(source) if source.rstrip()[-1:] == ")" else None
    return found.end() if found is not None else None


def value_at(source: str, position: int, methods: bool = False) -> Any:
    """The value written at ``position`` in ``source`` (a literal, a ``JSON.parse`` of a
    string, a string that holds JSON (``json_string_at``), or a function called at once that
    returns one), or None if it is code or nests deeper than ``_MAX_DEPTH``. With ``methods``,
    an object is a component's (Alpine's ``{annual: false, toggle() {…}}``): its members that
    are code are left out, not all of it."""
    if source[position : position + 1] in _QUOTED:  # a value, not a member: state or nothing
        return json_string_at(source, position)
    if source[position : position + 1] in ("{", "["):
        try:  # JSON, at C speed, most often
            value, end = _DECODER.raw_decode(source, position)
        except (ValueError, RecursionError):
            pass
        else:
            return None if _too_deep(source, position, end) else value
    try:
        if source.startswith("(function", position) or source.startswith("function", position):
            return _called(source, position)
        return _Reader(source, position, {}, methods).value()
    except (_NotData, RecursionError):
        return None


# A string literal of either quote (no line break: JavaScript's strings have none unescaped),
# of at most _LONGEST_STRING characters: a state of 50 MB is no string read here. Possessive,
# so that a run of plain characters is one step: a megabyte's scan costs milliseconds, where
# a character at a time cost a quarter of a second.
_QUOTED = {
    '"': re.compile(r'"(?:[^"\\\n]++|\\.)*+"'),
    "'": re.compile(r"'(?:[^'\\\n]++|\\.)*+'"),
}
_LONGEST_STRING = 1_000_000


def json_string_at(source: str, position: int) -> Any:
    """The JSON document a string literal at ``position`` holds, its JavaScript escapes
    decoded (``'{\\"a\\":1}'``, ``"[\\u0022x\\u0022]"``): pages keep state so for their own
    ``JSON.parse`` later. None where no quote opens there, the string does not close within
    ``_LONGEST_STRING``, or its content is no object or array of JSON (a word, a number, a
    document with text after it)."""
    pattern = _QUOTED.get(source[position : position + 1])
    opening = source[position + 1 : position + 9].lstrip()[:1]  # "\\u007b" too
    if pattern is None or opening not in ("{", "[", "\\"):
        return None
    found = pattern.match(source, position, position + _LONGEST_STRING)
    if found is None:
        return None
    try:
        text = _string(found.group())
    except _NotData:
        return None
    start = len(text) - len(text.lstrip())
    if text[start : start + 1] not in ("{", "["):
        return None
    try:
        value, end = _DECODER.raw_decode(text, start)
    except (ValueError, RecursionError):
        return None
    return None if text[end:].strip() or _too_deep(text, start, end) else value


def _too_deep(text: str, start: int, end: int) -> bool:
    """Whether the brackets of ``text[start:end]`` nest deeper than ``_MAX_DEPTH`` (those in
    strings count too: an overestimate). How deep json.loads can go depends on the caller's
    stack, and the same bytes must always give the same snapshot: the reader here stops at
    that depth, and JSON that parsed is held to it after (a check before would scan what
    never closes, once per assignment)."""
    if text.count("[", start, end) + text.count("{", start, end) <= _MAX_DEPTH:
        return False
    depth = 0
    for bracket in _BRACKETS.finditer(text, start, end):
        depth += 1 if bracket.group() in "[{" else -1
        if depth > _MAX_DEPTH:
            return True
    return False


_FUNCTION = re.compile(r"\(?function\s*\(([\w$,\s]*)\)\s*\{")
_RETURN = re.compile(r"[;{}]\s*return(?=[\s{\[])")
_CALL = re.compile(r"\s*\}\s*\)?\s*\(")


def _called(source: str, position: int) -> Any:
    """Nuxt 2's ``(function(a,b){…return {…}}(1,"x"))``: the returned literal with each
    parameter bound to its argument (statements before the return are skipped)."""
    head = _FUNCTION.match(source, position)
    if head is None:
        raise _NotData
    params = [name.strip() for name in head.group(1).split(",") if name.strip()]
    returned = _RETURN.search(source, head.end() - 1)
    if returned is None:
        raise _NotData
    body = _Reader(source, returned.end(), {})
    body.budget = _MAX_TOKENS
    # The arguments follow the returned literal: read it once unbound to find its end.
    names = dict.fromkeys(params)
    body.names = names
    body.value()
    call = _CALL.match(source, body.position)
    if call is None:
        raise _NotData
    arguments = _Reader(source, call.end(), {})
    values: list[Any] = []
    while arguments.peek() not in (")", ""):
        values.append(arguments.value())
        if arguments.peek() == ",":
            arguments.token()
    names.update(zip(params, values, strict=False))
    return _Reader(source, returned.end(), names).value()
