"""The words a page's source holds, from one scan (monitor.extract.clues)."""

import pytest

from monitor.extract import clues

# Registered by the modules that ask for them, imported with monitor.extract.
HOLDS = [
    ("<select><option>Pro</option></select>", ("<option",), True),
    ("<select><OPTION>Pro</OPTION></select>", ("<option",), False),  # as written, no lowering
    ('<div x-show="yearly">', ("-show", "v-if"), True),
    ("<div>ça coûte 9 € <span class=sr-only>prix</span></div>", ("sr-only",), True),
    ("<p>Prix : 9 €</p>", ("sr-only", "visually-hidden"), False),
    ('<i data-icon="check">', ("data-icon",), True),  # beside "icon", which it holds too
    ('<i data-icon="check">', ("icon",), True),
    ("", ("badge",), False),
    ("<p>\ud800</p><select><option>", ("<option",), True),  # a lone surrogate, as JSON spells
]


@pytest.mark.parametrize(("source", "needles", "expected"), HOLDS)
def test_holds(source: str, needles: tuple[str, ...], expected: bool) -> None:
    assert clues.holds(source, *needles) is expected


def test_the_same_source_asked_again_gives_the_same_answers() -> None:
    source = "<p>badge</p>" + "x" * 10_000
    assert [clues.holds(source, "badge"), clues.holds(source, "<option")] == [True, False]
    assert [clues.holds(source, "badge"), clues.holds(source, "<option")] == [True, False]


def test_a_word_never_registered_is_an_error_not_a_silent_no() -> None:
    with pytest.raises(KeyError, match="not a registered clue"):
        clues.holds("<p>anything</p>", "a word no module registered")


def test_words_are_registered_at_import_only() -> None:
    clues.holds("<p></p>", "badge")  # the automaton is built
    with pytest.raises(RuntimeError, match="when their module is imported"):
        clues.words("too late")


STARTS = [
    ("in stock", ["in stock", "stock"], [(0, 0), (1, 3)]),  # overlapping ones too
    ("Sold out", ["sold out"], []),  # as written, no lowering
    ("épuisé, épuisé", ["épuisé"], [(0, 0), (0, 8)]),  # where in characters, not bytes
    ("\ud800 \U0001d518 stock", ["stock"], [(0, 4)]),  # a lone surrogate; an astral letter
    ("", ["stock"], []),
]


@pytest.mark.parametrize(("text", "needles", "expected"), STARTS)
def test_needles_start_where_the_text_has_them(
    text: str, needles: list[str], expected: list[tuple[int, int]]
) -> None:
    assert sorted(clues.Needles(needles).starts(text)) == expected
