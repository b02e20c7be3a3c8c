"""The chaos soak: many targets against a misbehaving page server, daemons killed with SIGKILL
at random moments (sometimes two on one database), simulated time jumping ahead between their
lives; then a drain and a checker that fails on any unit of work lost or done twice.

    .venv/bin/python -m tests.chaos.soak --kills 120 --seed 7
    .venv/bin/python -m tests.chaos.soak --kills 120 --postgresql postgresql://…/empty_db

The seed fixes the harness's choices: time jumps, kill moments, second daemons, price changes.
Which request meets which fault also depends on the order requests arrive in.
"""

import argparse
import asyncio
import os
import random
import signal
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from monitor.config.fields import PostgresURL
from monitor.store import open_store
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.chaos import audit
from tests.chaos.pages import CALM, ChaosServer, Received
from tests.dbconn import Conn, connect
from tests.helpers import write_config
from tests.invariants import received_keys, violations

MINUTE_MS = 60_000
FETCH_TIMEOUT = 2.0
MAX_ATTEMPTS = 4
SETTINGS = {
    "tick_interval": "2s",
    "concurrency": 16,
    "per_host_concurrency": 16,  # every page is on 127.0.0.1
    "lease": "30s",
    "fetch_timeout": f"{FETCH_TIMEOUT:.0f}s",
    "retry_base_delay": "1s",
    "retry_max_delay": "4s",
    "retry_max_attempts": MAX_ATTEMPTS,
    "shutdown_grace": "5s",
}
WAL_BOUND = 64 * 1024**2
DRAIN_REPLAYS = 3  # slots replayed while the drain runs, faults off: most of them succeed
DRAIN_REPLAY_BOUND = 20  # replays tried in the drain until one succeeds
LEASE_MS = 30_000
CRASH_POINTS = ("after_claim", "during_fetch", "after_fetch", "before_commit", "after_commit",
                "after_send")  # fmt: skip


@dataclass(kw_only=True)
class Tally:
    starts: int = 0
    kills: int = 0
    clean_stops: int = 0
    pairs: int = 0  # lives with a second daemon on the same database
    takeover_pairs: int = 0  # ... whose clock is past the first's leases: it takes them over
    crash_points: int = 0  # daemons armed to kill themselves at a named point
    price_changes: int = 0
    max_wal: int = 0
    drain_seconds: float = 0.0
    replayed_alerts: int = 0
    replayed_checks: int = 0  # quarantined slots replayed while daemons ran, with a result
    drain_replays: int = 0


@dataclass
class Report:
    tally: Tally
    counts: dict[str, int]
    violations: list[str] = field(default_factory=list)

    def table(self) -> str:
        rows = {**vars(self.tally), **self.counts, "violations": len(self.violations)}
        width = max(map(len, rows))
        lines = [f"{name:<{width}}  {value}" for name, value in rows.items()]
        return "\n".join([*lines, *(f"  {found}" for found in self.violations[:50])])


class Soak:
    def __init__(
        self,
        directory: Path,
        seed: int,
        targets: int,
        kills: int,
        skew_ms: int = 2000,
        postgresql: str | None = None,
    ) -> None:
        """``postgresql``: the URL of an empty PostgreSQL database to soak instead of SQLite."""
        self.directory = directory
        self.skew_ms = skew_ms
        self.database: Path | PostgresURL = (
            PostgresURL(postgresql) if postgresql else directory / "monitor.sqlite3"
        )
        self.kills = kills
        self.tally = Tally()
        self.offset = 0
        self._random = random.Random(seed)
        # Its own stream, so that replays leave the seed's kills, pairs and changes as they were.
        self._replays = random.Random(seed + 1)
        self.replays: Counter[str] = Counter()  # work id: how often the soak replayed it
        self.server = ChaosServer(seed, targets, hang_seconds=FETCH_TIMEOUT + 1)
        self._targets = targets

    def run(self) -> Report:
        self.server.start()
        try:
            self.config = write_config(
                self.directory,
                self._target_list(),
                database=str(self.database),
                **self._settings(),
            )
            self._prepare_database()
            while self.tally.kills < self.kills:
                self._life()
            drained = self._drain(timeout=180)
            return self._report(drained)
        finally:
            self.server.stop()

    def _target_list(self) -> list[dict[str, Any]]:
        intervals = ["15m"] * 6 + ["30m"] * 3 + ["1h"]
        pages = [
            {
                "id": f"t{n:03d}",
                "url": self.server.url(f"/p/{n}"),
                "interval": self._random.choice(intervals),
            }
            for n in range(self._targets)
        ]
        # Always 404: every slot a permanent failure, quarantined and alerted.
        gone = [
            {
                "id": f"gone{n}",
                "url": self.server.url(f"/gone/{n}"),
                "interval": "15m",
                "notify_on": ["changed", "quarantined"],
            }
            for n in range(3)
        ]
        # Mostly 503 while the faults are on: most slots run out of attempts, some recover.
        flaky = [
            {
                "id": f"flaky{n}",
                "url": self.server.url(f"/flaky/{n}"),
                "interval": "15m",
                "notify_on": ["changed", "quarantined", "recovered"],
            }
            for n in range(3)
        ]
        # 404 until the drain: its slots quarantined for good, which a replay then mends (odd:
        # the drain replays odd-numbered targets' slots), so that the soak always has a
        # replayed check to compare with the next one, however its faults fell.
        mended = [{"id": "mended1", "url": self.server.url("/mended/1"), "interval": "15m"}]
        return pages + gone + flaky + mended

    def _prepare_database(self) -> None:
        """The schema, then the audit triggers, before any daemon works on it."""

        async def create() -> None:
            store = await open_store(self.database, time.time_ns() // 1_000_000, 30)
            await store.close()

        asyncio.run(create())
        audit.install(self.database, LEASE_MS)

    def _settings(self) -> dict[str, Any]:
        hooks = {
            name: {"type": "webhook", "url": self.server.url(f"/hook/{name}")}
            for name in ("ops", "audit")
        }
        return SETTINGS | {"channels": hooks}

    def _start(self, name: str, offset: int, crash: bool = False) -> DaemonProcess:
        self.tally.starts += 1
        env = os.environ | {"MONITOR_CLOCK_OFFSET_MS": str(offset)}
        if crash and self._random.random() < 0.3:
            self.tally.crash_points += 1
            point = self._random.choice(CRASH_POINTS)
            env["MONITOR_CRASH_AT"] = f"{point}:{self._random.randint(1, 40)}"
        return DaemonProcess(self.config, "--log-format", "json", name=name, env=env)

    def _life(self) -> None:
        """Time jumps ahead; one or two daemons run a while and are killed (rarely stopped)."""
        self.offset += self._random.randint(2 * MINUTE_MS, 40 * MINUTE_MS)
        life = f"{self.tally.starts:03d}"  # every life keeps its log
        daemons = [self._start(f"{life}a", self.offset, crash=True)]
        if self._random.random() < 0.3:
            self.tally.pairs += 1  # its clock a little off, as on another host
            skew = self._random.randint(-self.skew_ms, self.skew_ms)
            # or far off, as if the first daemon had been paused: its leases lapse under it
            if not self.tally.takeover_pairs or self._random.random() < 0.5:
                self.tally.takeover_pairs += 1
                skew = LEASE_MS + self._random.randint(1000, 10_000)
                second = partial(self._start, f"{life}b", self.offset + skew, crash=True)
                daemons.append(self._paused_while_taken_over(daemons[0], second))
            else:
                daemons.append(self._start(f"{life}b", self.offset + skew, crash=True))
        for daemon in self._random.sample(daemons, len(daemons)):
            time.sleep(self._random.uniform(0.5, 3.5))
            self._change_prices()
            if self._replays.random() < 0.5:
                self._replay_quarantined_checks(limit=2)
            self._end(daemon)
        self.tally.max_wal = max(self.tally.max_wal, self._wal_size())

    def _paused_while_taken_over(
        self, first: DaemonProcess, start_second: Callable[[], DaemonProcess]
    ) -> DaemonProcess:
        """The first daemon stopped (SIGSTOP) while it holds leases, as a paused VM would be;
        the second takes them over; the first resumes and must find its commits refused.
        Timed by what the database shows, not by sleeps, so a slow machine still makes a
        loser reach its commit."""
        held = self._held_while_stopped(first, timeout=10)
        second = start_second()
        if held:
            self._wait_until(lambda: self._taken_over(held), timeout=15)
        first.signal(signal.SIGCONT)
        if held:
            self._wait_until(lambda: '"check.lease_lost"' in first.log_path.read_text(), 5)
        return second

    def _held_while_stopped(self, daemon: DaemonProcess, timeout: float) -> list[str]:
        """The daemon stopped with at least one lease held (the tokens), or running and none
        after ``timeout``."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and daemon.process.poll() is None:
            daemon.signal(signal.SIGSTOP)
            with connect(self.database) as conn:
                held = conn.execute(
                    "SELECT lease_token FROM monitor_targets WHERE lease_token IS NOT NULL"
                )
            if held:
                return [token for (token,) in held]
            daemon.signal(signal.SIGCONT)
            time.sleep(0.05)
        return []

    def _taken_over(self, tokens: list[str]) -> bool:
        with connect(self.database) as conn:
            found = conn.execute(
                f"SELECT 1 FROM soak_claims WHERE old_token IN ({', '.join('?' * len(tokens))})",
                tuple(tokens),
            )
        return bool(found)

    @staticmethod
    def _wait_until(condition: Callable[[], bool], timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and not condition():
            time.sleep(0.1)

    def _change_prices(self) -> None:
        changed = self._random.sample(range(self._targets), k=max(1, self._targets // 40))
        for n in changed:
            self.server.versions[n] += 1
        self.tally.price_changes += len(changed)

    def _end(self, daemon: DaemonProcess) -> None:
        if self._random.random() < 0.1:
            self.tally.clean_stops += 1
            daemon.signal(signal.SIGTERM)
            daemon.process.wait(30)
        else:
            self.tally.kills += 1
            daemon.kill()

    def _wal_size(self) -> int:
        """SQLite's WAL, which a checkpoint starved by readers would let grow without bound."""
        if isinstance(self.database, PostgresURL):
            return 0  # the server recycles its own
        wal = self.database.with_name(self.database.name + "-wal")
        return wal.stat().st_size if wal.exists() else 0

    def _drain(self, timeout: float) -> list[str]:
        """Faults off, one daemon, until nothing is due, leased or undelivered."""
        self.server.faults = CALM
        self.offset += 2 * MINUTE_MS  # past every lease the dead left behind
        started = time.monotonic()
        daemon = self._start("drain", self.offset)
        try:
            while time.monotonic() - started < timeout:
                time.sleep(0.5)
                self._replay_quarantined_alerts()
                if self._drain_replay_wanted():
                    self.tally.drain_replays += 1
                    self._replay_quarantined_checks(limit=1)
                if not self._unfinished() and not self._drain_replay_wanted(until_one=True):
                    break
            else:
                return [f"drain: work still due, leased or undelivered after {timeout:g} s"]
        finally:
            self.tally.drain_seconds = round(time.monotonic() - started, 1)
            self.tally.max_wal = max(self.tally.max_wal, self._wal_size())
            status = daemon.stop()
        return [] if status == 0 else [f"drain: the daemon exited {status} on SIGTERM"]

    def _drain_replay_wanted(self, until_one: bool = False) -> bool:
        """A few replays while the drain runs, most quarantined slots staying for the checker;
        more until one has succeeded, since those made while faults were on may all have failed
        (or met a slot backing off), and the checker needs a replayed slot to compare."""
        if not self.tally.replayed_checks and self.tally.drain_replays < DRAIN_REPLAY_BOUND:
            return True
        return not until_one and self.tally.drain_replays < DRAIN_REPLAYS

    def _unfinished(self) -> int:
        now = time.time_ns() // 1_000_000 + self.offset
        return unfinished(self.database, now)

    def _replay_quarantined_alerts(self) -> None:
        """What an operator does once the receiver is healthy again."""
        for entry, _, _ in self._quarantined("notification"):
            self.tally.replayed_alerts += 1
            self._replay(entry)

    def _replay_quarantined_checks(self, limit: int) -> None:
        """An operator replaying failed slots while daemons check the same targets: the next
        check of each target must be compared with the replay's result (the invariants).
        Mostly slots that can succeed; now and then one that fails again (a 404)."""
        # Only odd-numbered targets' slots: the even ones keep their failures, so that the
        # final state always holds recoveries after a failed slot for the checker to test.
        entries = [entry for entry in self._quarantined("check") if int(entry[2][-1]) % 2]
        hopeful = [entry for entry in entries if not entry[2].startswith("gone")]
        hopeless = [entry for entry in entries if entry[2].startswith("gone")]
        chosen = self._replays.sample(hopeful, min(limit, len(hopeful)))
        chosen += self._replays.sample(hopeless, min(1, len(hopeless)))
        for entry, work_id, _ in chosen:
            self.replays[work_id] += 1
            if "is now" in self._replay(entry):
                self.tally.replayed_checks += 1

    def _quarantined(self, kind: str) -> list[tuple[int, str, str]]:
        with connect(self.database) as conn:
            found = conn.execute(
                "SELECT id, work_id, COALESCE(target_id, '') FROM quarantine"
                " WHERE kind = ? AND resolved_at IS NULL ORDER BY id",
                (kind,),
            )
        return [(entry, work_id, target_id) for entry, work_id, target_id in found]

    def _replay(self, entry: int) -> str:
        env = os.environ | {"MONITOR_CLOCK_OFFSET_MS": str(self.offset)}
        replayed = run_cli(
            "quarantine", "replay", str(entry), "--config", str(self.config), env=env
        )
        return replayed.stdout

    def _report(self, drained: list[str]) -> Report:
        found = drained + check(self.database, self.server.received, self.replays)
        counts = self._counts()
        found += self._unexercised(counts)
        if self.tally.max_wal > WAL_BOUND:
            found.append(f"WAL reached {self.tally.max_wal} bytes")
        return Report(self.tally, counts, found)

    def _unexercised(self, counts: dict[str, int]) -> list[str]:
        wanted = {
            "slots_retried": counts["slots_retried"],
            "slots_changed": counts.get("slots_changed", 0),
            "quarantined_exhausted": counts["quarantined_exhausted"],
            "quarantined_permanent": counts["quarantined_permanent"],
            "recovered_alerts": counts["recovered_alerts"],
            "replayed_alerts": self.tally.replayed_alerts,
            "replayed_checks": self.tally.replayed_checks,
            **{path: counts[path] for path in audit.PATHS},
        }
        if self.tally.takeover_pairs:
            wanted["lease_lost_logged"] = counts["lease_lost_logged"]
        return [f"not exercised: {name}" for name, count in wanted.items() if not count]

    def _counts(self) -> dict[str, int]:
        with connect(self.database) as conn:
            statuses = dict(
                conn.execute("SELECT status, COUNT(*) FROM source_checks GROUP BY status")
            )
            [(slots, retried, quarantined, alerts, delivered)] = conn.execute(
                "SELECT (SELECT COUNT(*) FROM source_checks),"
                " (SELECT COUNT(*) FROM source_checks WHERE attempt_count > 1),"
                " (SELECT COUNT(*) FROM quarantine WHERE kind = 'check'),"
                " (SELECT COUNT(*) FROM outbox),"
                " (SELECT COUNT(*) FROM outbox WHERE state = 'delivered')"
            )
            reasons = dict(
                conn.execute(
                    "SELECT reason, COUNT(*) FROM quarantine WHERE kind = 'check' GROUP BY 1"
                )
            )
            [(recovered,)] = conn.execute("SELECT COUNT(*) FROM outbox WHERE event = 'recovered'")
            paths = audit.exercised(conn)
        posts = self.server.received.posts
        lost = sum(
            log.read_text().count('"check.lease_lost"') for log in self.directory.glob("*.log")
        )
        keys = [headers["Idempotency-Key"] for _, headers, _ in posts]
        return {
            "slots_checked": slots,
            **{f"slots_{status}": count for status, count in sorted(statuses.items())},
            "slots_retried": retried,
            "slots_quarantined": quarantined,
            "quarantined_exhausted": reasons.get("exhausted", 0),
            "quarantined_permanent": reasons.get("permanent", 0),
            "recovered_alerts": recovered,
            **paths,
            "lease_lost_logged": lost,
            "alerts": alerts,
            "alerts_delivered": delivered,
            "posts_received": len(posts),
            "posts_repeating_a_key": len(keys) - len(set(keys)),
            "page_requests": self.server.requests,
            "simulated_hours": self.offset // (60 * MINUTE_MS),
        }


def unfinished(database: Path | PostgresURL, now: int) -> int:
    """Slots due or leased, and alerts not yet delivered: work a drain still has to do."""
    with connect(database) as conn:
        [(count,)] = conn.execute(
            "SELECT (SELECT COUNT(*) FROM monitor_targets"
            "        WHERE enabled = 1 AND (next_check_at <= ? OR lease_token IS NOT NULL))"
            " + (SELECT COUNT(*) FROM outbox WHERE state = 'pending')",
            (now,),
        )
    return int(count)


def check(
    database: Path | PostgresURL, received: Received, replays: Mapping[str, int] | None = None
) -> list[str]:
    """The database's invariants, and the receiver's view: every alert marked delivered was
    answered 2xx, and no change arrived under two keys. ``replays``: how often each work id
    was replayed by hand, each one attempt more than the policy's."""
    with connect(database) as conn:
        delivered = {
            key for (key,) in conn.execute("SELECT key FROM outbox WHERE state = 'delivered'")
        }
        missing = sorted(delivered - received.accepted)
        found = [f"{key}: marked delivered, never accepted by the receiver" for key in missing]
        found += attempts_bounded(conn, replays or {})
        if audit.installed(conn):
            found += audit.findings(conn)
    return violations(database) + found + received_keys(received.posts)


def attempts_bounded(conn: Conn, replays: Mapping[str, int]) -> list[str]:
    """retry_max_attempts counts every fetch of a slot the daemon made; running out of them
    is exactly that. An operator's replay adds one each."""
    rows = conn.execute(
        "SELECT c.work_id, c.attempt_count, q.reason FROM source_checks AS c"
        " LEFT JOIN quarantine AS q ON q.work_id = c.work_id AND q.kind = 'check'"
        " WHERE c.status = 'failed'"
    )
    found = []
    for work_id, attempts, reason in rows:
        replayed = replays.get(work_id, 0)
        exhausted = attempts == MAX_ATTEMPTS
        if attempts > MAX_ATTEMPTS + replayed or (
            not replayed and reason != "permanent" and (reason == "exhausted") != exhausted
        ):
            found.append(f"{work_id}: {attempts} attempts, {reason or 'not quarantined'}")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=120, help="SIGKILLs before the drain")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--targets", type=int, default=300)
    parser.add_argument("--skew-ms", type=int, default=2000, help="a second daemon's clock error")
    parser.add_argument("--dir", type=Path, help="keep the database and logs here")
    parser.add_argument(
        "--postgresql", metavar="URL", help="soak this empty PostgreSQL database, not SQLite"
    )
    args = parser.parse_args()
    directory = args.dir or Path(tempfile.mkdtemp(prefix=f"monitor-soak-{args.seed}-"))
    directory.mkdir(parents=True, exist_ok=True)
    print(f"database and logs in {directory}", flush=True)
    soak = Soak(directory, args.seed, args.targets, args.kills, args.skew_ms, args.postgresql)
    report = soak.run()
    print(report.table())
    return 1 if report.violations else 0


if __name__ == "__main__":
    sys.exit(main())
