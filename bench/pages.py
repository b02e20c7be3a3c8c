"""A page server for benchmarks: ~20 KB pricing pages on 127.0.0.1, fast enough not to matter.

Run: python bench/pages.py PORT [typical|dense] [LATENCY_MS]   (see pagegen.py)
"""

import asyncio
import sys

from aiohttp import web
from pagegen import KINDS

BODY = KINDS[sys.argv[2] if len(sys.argv) > 2 else "typical"](20_000)
LATENCY = float(sys.argv[3]) / 1000 if len(sys.argv) > 3 else 0.0


async def page(request: web.Request) -> web.Response:
    if LATENCY:
        await asyncio.sleep(LATENCY)  # a remote server's think time, not this one's CPU
    return web.Response(body=BODY, content_type="text/html")


def main() -> None:
    app = web.Application()
    app.router.add_get("/p/{n}", page)
    web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=None, access_log=None)


if __name__ == "__main__":
    main()
