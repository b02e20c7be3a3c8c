"""One, two and three daemons on one PostgreSQL database against the local page server,
beside one daemon on SQLite, in one run; with what each check costs the database.

    .venv/bin/python bench/postgres.py [--targets 5000] [--runs 3] [--concurrency 16]

Each round loads the targets into a fresh database (not timed), then starts the daemons
together (``monitor run``, as a service runs, so that they see each other's heartbeats and
share the due slots) and times them until every slot due is recorded: each is checked once,
by whichever daemon wins its lease. The PostgreSQL server is a
throwaway cluster with durable commits (fsync, synchronous_commit, full page writes: as SQLite
runs with synchronous=FULL) and pg_stat_statements, which counts the statements and the
transactions each check took. A psycopg ``executemany`` is pipelined, so the round trips are
fewer than the statements: they are counted as the data segments the daemons' connections
sent to the server (``ss``: every request the client writes and then waits on is one).
"""

import argparse
import asyncio
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import psycopg
import yaml
from psycopg.conninfo import conninfo_to_dict

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests.pgcluster, tests.dbconn

from harness import MONITOR, PageServer, process_cpu, scratch, write_config

from monitor.config.fields import PostgresURL
from monitor.config.model import load_settings, read_targets
from monitor.store import open_store
from tests.dbconn import connect
from tests.pgcluster import Cluster, create_database

DURABLE = {
    "fsync": "on",
    "synchronous_commit": "on",
    "full_page_writes": "on",
    "shared_buffers": "256MB",
    "shared_preload_libraries": "'pg_stat_statements'",
    "pg_stat_statements.track_utility": "on",  # BEGIN and COMMIT count too
}
SETUPS = (("sqlite", 1), ("postgresql", 1), ("postgresql", 2), ("postgresql", 3))


@dataclass(kw_only=True)
class Round:
    wall: float
    cpu: float
    """The daemons' CPU seconds, all of them."""
    server_cpu: float
    """The PostgreSQL server's CPU seconds meanwhile (its processes)."""
    checks: int
    statements: int = 0
    transactions: int = 0
    round_trips: int = 0


def server_cpu(cluster: Cluster) -> float:
    """CPU seconds of the cluster's processes now alive: its postmaster and its children
    (another server on the machine is not ours to count)."""
    postmaster = int((cluster.data / "postmaster.pid").read_text().split()[0])
    total = process_cpu(postmaster)
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == postmaster:
                total += process_cpu(int(stat.parent.name))
        except (OSError, ValueError, IndexError):
            continue  # it ended meanwhile
    return total


def counters(admin: str, dbname: str) -> tuple[int, int]:
    """Statements run and transactions committed in ``dbname`` so far."""
    with psycopg.connect(admin, autocommit=True) as conn:
        statements = conn.execute(
            "SELECT COALESCE(SUM(calls), 0) FROM pg_stat_statements AS s"
            " JOIN pg_database AS d ON d.oid = s.dbid WHERE d.datname = %s",
            (dbname,),
        ).fetchone()
        commits = conn.execute(
            "SELECT xact_commit FROM pg_stat_database WHERE datname = %s", (dbname,)
        ).fetchone()
    assert statements is not None
    assert commits is not None
    return int(statements[0]), int(commits[0])


async def load(config: Path) -> None:
    """The targets into the database, as a daemon's start syncs them."""
    settings = load_settings(config)
    store = await open_store(settings.database, time.time_ns() // 1_000_000, 30)
    try:
        await store.sync_targets(read_targets(settings.targets, settings.channels), 0)
    finally:
        await store.close()


def sent_to(port: int) -> int:
    """Data segments sent so far on the open connections to ``port`` on 127.0.0.1."""
    listing = subprocess.run(
        ["ss", "-tinH", "state", "established", f"( dport = :{port} )"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return sum(int(n) for n in re.findall(r"\bdata_segs_out:(\d+)", listing))


def daemons(config: Path, count: int, targets: int, port: int) -> tuple[float, float, int]:
    """``count`` daemons started together: wall seconds until every target has its result,
    the daemons' CPU seconds by then, and the requests they sent to PostgreSQL (``port``)."""
    database = load_settings(config).database
    command = [str(MONITOR), "run", "--config", str(config)]
    started = time.monotonic()
    running = [subprocess.Popen(command, stdout=subprocess.DEVNULL) for _ in range(count)]
    try:
        while recorded(database) < targets:
            if any(process.poll() is not None for process in running):
                raise SystemExit("a daemon exited")
            time.sleep(0.05)
        wall = time.monotonic() - started
        cpu = sum(process_cpu(process.pid) for process in running)
        sent = sent_to(port)
    finally:
        for process in running:
            process.terminate()
        statuses = [process.wait(60) for process in running]
    if any(statuses):
        raise SystemExit(f"a daemon stopped with {statuses}")
    return wall, cpu, sent


def one_round(
    server: PageServer, cluster: Cluster, backend: str, count: int, targets: int, concurrency: int
) -> Round:
    with scratch() as tmp:
        config = write_config(tmp, server.base_url, targets, concurrency).path
        dbname = ""
        if backend == "postgresql":
            url = create_database(cluster.dsn)
            dbname = url.rsplit("/", 1)[1]
            settings = yaml.safe_load(config.read_text()) | {"database": url}
            config.write_text(yaml.safe_dump(settings))
        asyncio.run(load(config))
        before = counters(cluster.dsn, dbname) if dbname else (0, 0)
        pg_before = server_cpu(cluster)
        port = int(str(conninfo_to_dict(cluster.dsn)["port"]))
        wall, cpu, sent = daemons(config, count, targets, port)
        pg_cpu = server_cpu(cluster) - pg_before
        after = counters(cluster.dsn, dbname) if dbname else (0, 0)
        checks = recorded(load_settings(config).database)
    statements, commits = after[0] - before[0], after[1] - before[1]
    return Round(
        wall=wall,
        cpu=cpu,
        server_cpu=pg_cpu,
        checks=checks,
        statements=statements,
        transactions=commits,
        round_trips=sent if dbname else 0,
    )


def recorded(database: Path | PostgresURL) -> int:
    with connect(database) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM source_checks")[0][0])


# What the table gives per check: the daemons' and the server's CPU (ms), round trips,
# statements and transactions.
PER_CHECK: list[Callable[[Round], float]] = [
    lambda r: 1000 * r.cpu,
    lambda r: 1000 * r.server_cpu,
    lambda r: r.round_trips,
    lambda r: r.statements,
    lambda r: r.transactions,
]


def table(results: dict[str, list[Round]], targets: int) -> str:
    baseline = statistics.median(r.checks / r.wall for r in results["sqlite x1"])
    lines = [
        "| setup | checks/s | vs SQLite | daemons' CPU ms/check | PostgreSQL CPU ms/check"
        " | round trips/check | statements/check | transactions/check |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name, rounds in results.items():
        cells = [statistics.median(r.checks / r.wall for r in rounds)]
        cells.append(cells[0] / baseline)
        for per_check in PER_CHECK:
            cells.append(statistics.median(per_check(r) / r.checks for r in rounds))
        shown = [f"{cells[0]:,.0f}", *(f"{cell:.2f}" for cell in cells[1:])]
        if name.startswith("sqlite"):  # no server, no round trips: calls into its thread
            shown[3:] = ["-"] * len(shown[3:])
        lines.append(f"| {name} | " + " | ".join(shown) + " |")
    assert all(r.checks == targets for rounds in results.values() for r in rounds), "lost checks"
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--targets", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--concurrency", type=int, default=16)
    args = parser.parse_args()
    results: dict[str, list[Round]] = {f"{b} x{n}": [] for b, n in SETUPS}
    with PageServer() as server, Cluster(DURABLE) as cluster:
        with psycopg.connect(cluster.dsn, autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
        for run in range(args.runs):
            for backend, count in SETUPS:  # interleaved: the machine's drift hits each alike
                found = one_round(server, cluster, backend, count, args.targets, args.concurrency)
                results[f"{backend} x{count}"].append(found)
                print(f"round {run + 1}: {backend} x{count}: {found}", flush=True)
    print(
        f"\n{args.targets:,} targets, every slot due, concurrency {args.concurrency} per daemon,"
        f" medians of {args.runs}:\n"
    )
    print(table(results, args.targets))
    return 0


if __name__ == "__main__":
    sys.exit(main())
