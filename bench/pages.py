"""A page server for benchmarks: ~20 KB pricing pages on 127.0.0.1, fast enough not to matter.

Run: python bench/pages.py PORT
"""

import sys

from aiohttp import web

ROW = "<tr><td>Plan {n}</td><td>{cpu} vCPU</td><td>{ram} GB</td><td>${price}/mo</td></tr>\n"
BODY = (
    "<html><head><title>Pricing</title></head><body><table>\n"
    + "".join(ROW.format(n=n, cpu=n % 16 + 1, ram=2 ** (n % 7), price=5 + n) for n in range(290))
    + "</table></body></html>\n"
).encode()


async def page(request: web.Request) -> web.Response:
    return web.Response(body=BODY, content_type="text/html")


def main() -> None:
    app = web.Application()
    app.router.add_get("/p/{n}", page)
    web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=None, access_log=None)


if __name__ == "__main__":
    main()
