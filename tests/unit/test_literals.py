"""Values a page's scripts write as code (an object literal, Nuxt 2's function called at once,
``JSON.parse`` of a string), read as data; anything else is code and reads as None."""

from decimal import Decimal
from typing import Any

import pytest

from monitor.extract.literals import argument_at, json_string_at, value_at


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ('{"a": [1, 2.5]}', {"a": [1, Decimal("2.5")]}),
        ("{a: 'it\\'s', 'b': \"x\", 3: true,}", {"a": "it's", "b": "x", "3": True}),
        (
            "['\\x41\"', void 0, null, undefined, -4, .5, []]",
            ['A"', None, None, None, -4, Decimal(".5"), []],
        ),
        ('JSON.parse(\'{"plans":[{"name":"Pro"}]}\')', {"plans": [{"name": "Pro"}]}),
        ('JSON.parse("[1,\\"\\u00e9\\"]")', [1, "é"]),
        (
            '(function(a,b,c){return {x:a,y:[b,c],z:{c:c}}}(1,"two",null))',
            {"x": 1, "y": ["two", None], "z": {"c": None}},
        ),
        ("(function(a,b){a.self=a;return {p:b}})({}, 'Pro')", {"p": "Pro"}),
        ("(function(a,b){return {p:a,q:b}}(1))", {"p": 1, "q": None}),  # fewer arguments
        # A member only code knows: None, the rest read.
        (
            '{a: f(1, [2]), b: new Date("2026-01-01"), c: someVariable, d: Date.now(), e: 4}',
            {"a": None, "b": None, "c": None, "d": None, "e": 4},
        ),
        # Code, not data: an operator, a template, an unclosed object or call.
        ("{a: 1 + 2}", None),
        ("{a: f(1}", None),
        ("{a: `tpl`}", None),
        ("{a: 1", None),
        ("(function(a){return {b: g(a)}})(1)", {"b": None}),
        ("JSON.parse(text)", None),
        ("[" * 100 + "]" * 100, None),  # nested too deep
    ],
)
def test_literals(code: str, expected: Any) -> None:
    assert value_at("x = " + code + ";", 4) == expected


def test_a_huge_literal_is_refused_within_its_budget() -> None:
    code = "{a: [" + "1," * 600_000 + "1]}"
    assert value_at(code, 0) is None


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("pricing({ annual: false })", {"annual": False}),
        (" Alpine.tarifs([{nom: 'Pro'}]) ", [{"nom": "Pro"}]),
        ("$store_1( {a: 1} )", {"a": 1}),
        # No call handed a literal: none.
        ("pricing()", None),
        ("pricing(plans)", None),
        ("{ annual: false }", None),
        ("open = !open", None),
    ],
)
def test_the_literal_a_factory_call_is_given(source: str, expected: Any) -> None:
    start = argument_at(source)
    assert (value_at(source, start) if start is not None else None) == expected


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        # An Alpine component's object: its methods, getters, functions and expressions are
        # left out, its data kept.
        (
            "{annual: false, plans: {pro: {m: 29, y: 290}}, toggle() { this.annual ="
            " !this.annual }, get label() { return this.annual ? 'a}' : 'b\\'' },"
            " init: function () { f({x: 1}) }, fmt: (v) => v + ' \u20ac', total: 3 * 4,"
            " async load() { await g() }, currency: 'EUR'}",
            {"annual": False, "plans": {"pro": {"m": 29, "y": 290}}, "currency": "EUR"},
        ),
        ("{ open: false, close() { this.open = false } }", {"open": False}),
        ("[{roczna: 490, cena() { return 1 }}]", [{"roczna": 490}]),
        # Still code: an unclosed member, a stray closing bracket.
        ("{a: 1, f() { x(", None),
        ("{a: 1, f() { x) }", None),
    ],
)
def test_a_components_data_without_its_methods(code: str, expected: Any) -> None:
    assert value_at("x = " + code + ";", 4, methods=True) == expected


@pytest.mark.parametrize(
    "code",
    ["{annual: false, toggle() { this.annual = !this.annual }}", "{a: 1, b: 2 * 3}"],
)
def test_outside_a_component_an_object_with_code_is_code(code: str) -> None:
    assert value_at(code, 0) is None


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        # A Cafe24 shop's option stock: JSON in a single-quoted string, its quotes escaped.
        (
            '\'{\\"P0A\\":{\\"option_price\\":39000,\\"option_value\\":\\"\\\\uc0c9\\"}}\'',
            {"P0A": {"option_price": 39000, "option_value": "\uc0c9"}},
        ),
        ('"{\\"plans\\":[{\\"price\\":9.5}]}"', {"plans": [{"price": Decimal("9.5")}]}),
        ('\'[{"name":"Pro"}]\'', [{"name": "Pro"}]),  # a bare double quote in single ones
        ('"\\u007b\\u0022a\\u0022:1\\u007d"', {"a": 1}),  # every character escaped
        ('"{\\"it\\\'s\\":\\x31}"', {"it's": 1}),  # JavaScript's escapes: \\' and \\x31
        ("'{\"it\\'s\": 1}'", {"it's": 1}),
        ('"  [1, 2] "', [1, 2]),
        # No JSON document: a word, a number, a document and more, an unclosed string.
        ('"Pro"', None),
        ('"42"', None),
        ('"{a: 1}"', None),
        ('"{\\"a\\":1} and more"', None),
        ('"{\\"a\\":1}', None),
        ("'{\"a\":\n1}'", None),
        ('"' + "[" * 100 + "]" * 100 + '"', None),  # nested too deep
        ("{}", None),  # no string
    ],
)
def test_json_held_in_a_string_literal(code: str, expected: Any) -> None:
    assert json_string_at("x = " + code + ";", 4) == expected


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("'{\"a\": [1]}'", {"a": [1]}),
        ('JSON.parse("{\\u0022a\\u0022: 2}")', {"a": 2}),
        ('"Pro"', None),  # a string that holds no JSON is no state
        ("{a: 'Pro'}", {"a": "Pro"}),  # but a member's string is the string it is
    ],
)
def test_a_value_may_be_json_in_a_string(code: str, expected: Any) -> None:
    assert value_at("x = " + code + ";", 4) == expected
