"""A response body's Content-Encoding, decoded here with every step's output bounded.

httpx inflates each chunk it receives in one call, without a bound: 64 KB of gzip read from
the socket can become 64 MB in memory before any size check sees it (a decompression bomb).
Here each step yields at most ``STEP`` bytes, and generators yield only when asked, so the
caller that stops pulling once the body is over its cap never holds more than the cap and one
step, however many layers of encoding the body is wrapped in.

Only gzip and deflate are asked for and decoded. Servers send those to a client that asks for
nothing else; br or zstd would each be one more decompressor to bound (and a dependency).
"""

import zlib
from collections.abc import Iterator, Sequence

from monitor import errors

ACCEPT_ENCODING = "gzip, deflate"
STEP = 64 * 1024
# A server may encode twice by mistake ("gzip, gzip"); each layer costs a zlib state and a
# step of output, so a header listing hundreds of layers must not be obeyed.
MAX_LAYERS = 3


class _Inflater:
    """One layer of gzip or deflate, decoded a bounded step at a time."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._zlib: zlib._Decompress | None = None
        self._head = b""  # deflate: the first bytes, until they tell zlib from raw deflate
        if name == "gzip":
            self._zlib = zlib.decompressobj(zlib.MAX_WBITS | 16)

    def feed(self, data: bytes) -> Iterator[bytes]:
        if self._zlib is None:  # deflate, its wrapping not yet known
            self._head += data
            if len(self._head) < 2:
                return
            self._zlib = zlib.decompressobj(_deflate_wbits(self._head))
            data, self._head = self._head, b""
        yield from self._inflate(self._zlib, data)

    def finish(self) -> Iterator[bytes]:
        """What is still held: a deflate body shorter than two bytes, or pending output."""
        if self._zlib is None:
            if self._head:
                self._zlib = zlib.decompressobj(-zlib.MAX_WBITS)
                yield from self._inflate(self._zlib, self._head)
            return
        yield from self._inflate(self._zlib, b"")

    def _inflate(self, inflater: "zlib._Decompress", data: bytes) -> Iterator[bytes]:
        # After the end of the stream zlib keeps whatever follows in unused_data, without a
        # bound; like httpx, we ignore it, and do not even hand it to zlib.
        while not inflater.eof:
            try:
                out = inflater.decompress(data, STEP)
            except zlib.error as error:
                raise errors.BadResponse(
                    f"Content-Encoding {self._name}, but the body is not {self._name} data"
                    f" ({error})"
                ) from None
            if out:
                yield out
            data = inflater.unconsumed_tail
            # A full step may leave output pending inside zlib even with no input left.
            if not data and len(out) < STEP:
                return


def _deflate_wbits(head: bytes) -> int:
    """Deflate is meant to be zlib-wrapped, but many servers send it raw: the two-byte zlib
    header (compression method 8, a check that is a multiple of 31) tells them apart."""
    wrapped = head[0] & 0x0F == 8 and head[0] >> 4 <= 7 and (head[0] << 8 | head[1]) % 31 == 0
    return zlib.MAX_WBITS if wrapped else -zlib.MAX_WBITS


class BodyDecoder:
    """The layers a Content-Encoding header lists, undone in reverse order."""

    def __init__(self, encodings: Sequence[str]) -> None:
        names = [name.strip().lower() for name in encodings]
        names = [name for name in names if name and name != "identity"]
        unknown = [name for name in names if name not in ("gzip", "deflate", "x-gzip")]
        if unknown:
            raise errors.BadResponse(
                f"Content-Encoding {unknown[0]} is not supported (we ask for {ACCEPT_ENCODING})"
            )
        if len(names) > MAX_LAYERS:
            raise errors.BadResponse(
                f"Content-Encoding lists {len(names)} encodings; at most {MAX_LAYERS} are decoded"
            )
        self._layers = [_Inflater("gzip" if name == "x-gzip" else name) for name in names[::-1]]

    def feed(self, data: bytes) -> Iterator[bytes]:
        """The decoded bytes ``data`` completes, a step at a time."""
        return _through(self._layers, data)

    def finish(self) -> Iterator[bytes]:
        """The decoded bytes still held once the body has ended."""
        return _finish(self._layers)


def _through(layers: list[_Inflater], data: bytes) -> Iterator[bytes]:
    if not layers:
        if data:
            yield data
        return
    for piece in layers[0].feed(data):
        yield from _through(layers[1:], piece)


def _finish(layers: list[_Inflater]) -> Iterator[bytes]:
    if not layers:
        return
    for piece in layers[0].finish():
        yield from _through(layers[1:], piece)
    yield from _finish(layers[1:])
