"""A page server for benchmarks: ~20 KB pricing pages on 127.0.0.1, fast enough not to matter.

Run: python bench/pages.py PORT [typical|dense]   (see pagegen.py)
"""

import sys

from aiohttp import web
from pagegen import KINDS

BODY = KINDS[sys.argv[2] if len(sys.argv) > 2 else "typical"](20_000)


async def page(request: web.Request) -> web.Response:
    return web.Response(body=BODY, content_type="text/html")


def main() -> None:
    app = web.Application()
    app.router.add_get("/p/{n}", page)
    web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=None, access_log=None)


if __name__ == "__main__":
    main()
