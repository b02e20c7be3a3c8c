"""The floor: only fetch each page at the same concurrency, hash it, insert one row.

Same stack and the same durability as the daemon (httpx, aiosqlite, WAL, synchronous=FULL,
one transaction per page), none of its schedule, leases or logs.
Run: python bench/floor.py BASE_URL COUNT CONCURRENCY DATABASE
"""

import asyncio
import hashlib
import sys

import aiosqlite
import httpx


async def main(base_url: str, count: int, concurrency: int, database: str) -> None:
    async with aiosqlite.connect(database, isolation_level=None) as db:
        await db.execute("PRAGMA journal_mode = WAL")
        await db.execute("PRAGMA synchronous = FULL")
        await db.execute("CREATE TABLE checks (url TEXT PRIMARY KEY, hash TEXT NOT NULL)")
        lock = asyncio.Lock()
        slots = asyncio.Semaphore(concurrency)
        limits = httpx.Limits(max_connections=None, max_keepalive_connections=100)
        async with httpx.AsyncClient(limits=limits) as client:

            async def one(n: int) -> None:
                url = f"{base_url}/p/{n}"
                async with slots:
                    response = await client.get(url)
                    digest = hashlib.sha256(response.content).hexdigest()
                    async with lock:
                        await db.execute("INSERT INTO checks VALUES (?, ?)", (url, digest))

            await asyncio.gather(*(one(n) for n in range(count)))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]))
