"""A page server for benchmarks: ~20 KB pricing pages on 127.0.0.1, fast enough not to matter.

Run: python bench/pages.py PORT [--page typical|dense] [--latency-ms 0] [--change-fraction 0]

``GET /p/{n}`` serves page n (see pagegen.py). ``POST /generation/{g}`` moves every page to
generation g: from one generation to the next, ``--change-fraction`` of the pages get a new
price (a visible change), the rest stay the same byte for byte. Generation 0 is the page as
generated; which pages change in a generation is fixed by n and g, so a pass is repeatable.
"""

import argparse
import asyncio
from dataclasses import dataclass, field

from aiohttp import web
from pagegen import KINDS

PRICE = b'tracking-tight">9</span>'  # the first plan's price in both kinds of page
ROW_PRICE = b"<td>CX0</td>"


def changes(n: int, generation: int, fraction: float) -> bool:
    """Whether page n gets a new price in ``generation``. Fibonacci hashing spreads
    consecutive pages evenly, so any N pages hold very nearly ``fraction`` of them."""
    return (n + generation * 7919) * 2654435761 % 2**32 < fraction * 2**32


@dataclass(kw_only=True)
class Pages:
    base: bytes
    fraction: float
    generation: int = 0
    bodies: dict[int, bytes] = field(default_factory=dict)
    served: int = 0
    """Pages served so far (``GET /served``): a pass's confirming fetches are those beyond
    one per target."""

    def version(self, n: int) -> int:
        """How many times page n has changed up to the current generation."""
        return sum(changes(n, g, self.fraction) for g in range(1, self.generation + 1))

    def body(self, n: int) -> bytes:
        version = self.version(n)
        if version not in self.bodies:
            self.bodies[version] = edited(self.base, version)
        return self.bodies[version]


def edited(base: bytes, version: int) -> bytes:
    """The page with its first price raised by ``version`` (the page itself at 0)."""
    if version == 0:
        return base
    if PRICE in base:
        return base.replace(PRICE, f'tracking-tight">{9 + version}</span>'.encode(), 1)
    return base.replace(ROW_PRICE, f"<td>CX0</td><td>${version}.00/mo</td>".encode(), 1)


def application(pages: Pages, latency: float) -> web.Application:
    async def page(request: web.Request) -> web.Response:
        if latency:
            await asyncio.sleep(latency)  # a remote server's think time, not this one's CPU
        pages.served += 1
        body = pages.body(int(request.match_info["n"]))
        return web.Response(body=body, content_type="text/html")

    async def served(request: web.Request) -> web.Response:
        return web.Response(text=str(pages.served))

    async def generation(request: web.Request) -> web.Response:
        pages.generation = int(request.match_info["g"])
        return web.Response(text=str(pages.generation))

    app = web.Application()
    app.router.add_get("/p/{n}", page)
    app.router.add_post("/generation/{g}", generation)
    app.router.add_get("/served", served)
    return app


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("port", type=int)
    parser.add_argument("--page", choices=sorted(KINDS), default="typical")
    parser.add_argument("--latency-ms", type=float, default=0.0)
    parser.add_argument("--change-fraction", type=float, default=0.0)
    args = parser.parse_args()
    pages = Pages(base=KINDS[args.page](20_000), fraction=args.change_fraction)
    app = application(pages, args.latency_ms / 1000)
    web.run_app(app, host="127.0.0.1", port=args.port, print=None, access_log=None)


if __name__ == "__main__":
    main()
