"""A floor: only fetch each page at the same concurrency, hash it, insert one row.

Same durability as the daemon (aiosqlite, WAL, synchronous=FULL, one transaction per page),
none of its schedule, leases or logs; with httpx (the daemon's client) or aiohttp. The third
kind, ``extract``, is the aiohttp floor doing the work every first check must: the page's
snapshot extracted, hashed and stored, so that what is left of our time is orchestration.
Run: python bench/floor.py BASE_URL COUNT CONCURRENCY DATABASE [httpx|aiohttp|extract]
"""

import asyncio
import hashlib
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

import aiohttp
import aiosqlite
import httpx

from monitor.extract import Rules, extract

Get = Callable[[str], Awaitable[bytes]]


@asynccontextmanager
async def client(kind: str) -> AsyncIterator[Get]:
    """A GET returning the body, on a pool without a connection limit, as the daemon's."""
    if kind in ("aiohttp", "extract"):
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as session:

            async def get_aiohttp(url: str) -> bytes:
                async with session.get(url) as response:
                    return await response.read()

            yield get_aiohttp
        return
    limits = httpx.Limits(max_connections=None, max_keepalive_connections=100)
    async with httpx.AsyncClient(limits=limits) as pool:

        async def get_httpx(url: str) -> bytes:
            return (await pool.get(url)).content

        yield get_httpx


def raw_hash(body: bytes) -> tuple[str, None]:
    return hashlib.sha256(body).hexdigest(), None


def snapshot_of(body: bytes) -> tuple[str, bytes]:
    snapshot = extract(body, "text/html; charset=utf-8", Rules())
    return snapshot.digest, snapshot.compressed()


async def main(base_url: str, count: int, concurrency: int, database: str, kind: str) -> None:
    async with aiosqlite.connect(database, isolation_level=None) as db:
        await db.execute("PRAGMA journal_mode = WAL")
        await db.execute("PRAGMA synchronous = FULL")
        await db.execute("CREATE TABLE checks (url TEXT PRIMARY KEY, hash TEXT, snapshot BLOB)")
        digest_of = snapshot_of if kind == "extract" else raw_hash
        lock = asyncio.Lock()
        slots = asyncio.Semaphore(concurrency)
        async with client(kind) as get:

            async def one(n: int) -> None:
                url = f"{base_url}/p/{n}"
                async with slots:
                    digest, snapshot = digest_of(await get(url))
                    async with lock:
                        await db.execute(
                            "INSERT INTO checks VALUES (?, ?, ?)", (url, digest, snapshot)
                        )

            await asyncio.gather(*(one(n) for n in range(count)))


if __name__ == "__main__":
    kind = sys.argv[5] if len(sys.argv) > 5 else "httpx"
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], kind))
