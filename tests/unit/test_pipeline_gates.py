"""The cheap tests that stand for a pattern or a pass in ``monitor.extract``: each answers
as the pattern or the pass it spares does."""

import random

import monitor.extract as extract_module
from monitor.extract import phrases

_PIECES = (
    *extract_module._FOUND_KEYS,
    *("variant", "sku", "option", "OFFER", "x", "_", "-", ",", "{", '"', "'", ":", " "),
    *("&quot;", "&#34;", "&quot", "\u00a0", "\u2003", "\x1c", "\n", "\t", "é", "9", "="),
    *("[", "\u017f"),
)


def _texts(count: int) -> list[str]:
    chooser = random.Random(20261207)
    return ["".join(chooser.choices(_PIECES, k=chooser.randint(1, 12))) for _ in range(count)]


def test_variant_keys_found_as_the_patterns_find_them() -> None:
    for text in _texts(20_000):
        expected = bool(
            extract_module._VARIANTS.search(text) or extract_module._CODE_VARIANTS.search(text)
        )
        found = any(
            extract_module._keyed_at(text, at, len(key))
            for key in extract_module._FOUND_KEYS
            for at in extract_module._occurrences(text, key)
        )
        assert found == expected, text


def test_every_variant_key_ends_with_a_word_character() -> None:
    assert all(extract_module._word_character(key[-1]) for key in extract_module._FOUND_KEYS)


def test_a_tally_caption_is_looked_for_in_lines_with_its_words() -> None:
    lines = ["$12,340", "pledged of $30,000 goal", "Zebrano 21 820 zł", "現在の支援総額"]
    assert phrases._may_tally("\n".join(lines).lower())
    assert list(phrases.tally_captions(lines))
    assert not phrases._may_tally("pro\n$19 / month")
    for line in lines:
        assert phrases._may_tally(line.lower()) == bool(list(phrases.tally_captions([line])))
