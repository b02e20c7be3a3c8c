"""``recommended.titled_in`` lowers a source mostly of ASCII as bytes: the phrases it finds
are those of the source lowered as a string."""

import pytest

from monitor.extract import recommended
from monitor.extract.phrases import lower


def _reference(source: str) -> frozenset[str]:
    return frozenset(
        recommended._PHRASE_LIST[index] for index, _ in recommended._PHRASES.starts(lower(source))
    )


@pytest.mark.parametrize(
    "source",
    [
        "<h2>You May Also LIKE</h2>" + "x" * 200,
        "<h2>Ähnliche Produkte</h2><p>\u00dcber uns</p>" + "x" * 400,
        "<h2>SİMİLAR PRODUCTS</h2>" + "x" * 400,  # a dotted capital I lowers to an i
        "<h2>Similar \u212aits</h2><p>simi\u0307lar items</p>" + "x" * 400,
        "<h2>ΣΧΕΤΙΚΆ ΠΡΟΪΌΝΤΑ</h2>" + "x" * 400,  # a capital sigma: lowered as a string
        "<h2>Похожие товары</h2>",  # mostly not ASCII
        "<h2>Related items</h2>\ud800" + "x" * 400,  # a lone surrogate
        "nothing here" * 50,
    ],
)
def test_titled_in_as_lowered_text(source: str) -> None:
    assert recommended.titled_in(source) == _reference(source)


def test_lowered_as_bytes() -> None:
    source = "<h2>You May Also LIKE \u00c4\u00e4 \u0130</h2>" + "x" * 400
    lowered = recommended._lowered_utf8(source)
    assert lowered is not None
    assert lowered[0] == lower(source).encode()
