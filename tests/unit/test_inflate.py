"""Content-Encoding decoded a bounded step at a time, however the body is split or nested."""

import gzip
import itertools
import zlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from monitor import errors
from monitor.fetch.inflate import STEP, BodyDecoder

PAGE = b"<html><p>Pro: $12/mo</p>" + b"<p>plan</p>" * 5_000 + b"</html>"
ENCODED = {
    "gzip": gzip.compress(PAGE),
    "deflate": zlib.compress(PAGE),
    "raw-deflate": zlib.compress(PAGE, wbits=-zlib.MAX_WBITS),
    "gzip, deflate": zlib.compress(gzip.compress(PAGE)),
}


def decode(encoding: str, pieces: list[bytes]) -> list[bytes]:
    decoder = BodyDecoder(encoding.replace("raw-", "").split(", "))
    out = [step for piece in pieces for step in decoder.feed(piece)]
    return out + list(decoder.finish())


@given(st.sampled_from(sorted(ENCODED)), st.lists(st.integers(0, 60_000), max_size=8))
def test_any_split_of_the_body_decodes_to_the_page(encoding: str, cuts: list[int]) -> None:
    body = ENCODED[encoding]
    edges = [0, *sorted(cut % (len(body) + 1) for cut in cuts), len(body)]
    steps = decode(encoding, [body[a:b] for a, b in itertools.pairwise(edges)])
    assert b"".join(steps) == PAGE
    assert max(len(step) for step in steps) <= STEP


def test_a_chunk_that_inflates_a_thousandfold_comes_out_a_step_at_a_time() -> None:
    chunk = gzip.compress(b"\0" * 64 * 1024 * 1024)[: 64 * 1024]
    steps = BodyDecoder(["gzip"]).feed(chunk)
    assert [len(next(steps)) for _ in range(3)] == [STEP] * 3  # and nothing more is inflated


def test_nested_layers_inflate_only_what_is_asked_for() -> None:
    inner = gzip.compress(b"\0" * 64 * 1024 * 1024)
    steps = BodyDecoder(["gzip", "gzip"]).feed(gzip.compress(inner))
    assert len(next(steps)) <= STEP


def test_an_unknown_encoding_is_refused_before_any_byte() -> None:
    with pytest.raises(errors.BadResponse) as caught:
        BodyDecoder(["gzip", "br"])
    assert str(caught.value) == "Content-Encoding br is not supported (we ask for gzip, deflate)"
