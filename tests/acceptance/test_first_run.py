"""The first run on a machine with no network: the daemon says so once, rather than quarantining
one target after another in silence.

The daemon runs in a network namespace of its own (``unshare``), which has no interface up: a
lookup finds no name server to ask and fails at once, as on a machine that has no network, and
nothing it sends leaves the namespace. Its database is a file there too: SQLite's, or the
PostgreSQL server's Unix socket.
"""

import json
import os
import subprocess
from pathlib import Path
from urllib.parse import quote

import psycopg
from psycopg.conninfo import conninfo_to_dict

from monitor.pipeline.firstrun import NO_NETWORK
from tests.acceptance.backend import Backend
from tests.acceptance.daemon import DaemonProcess
from tests.helpers import MONITOR, write_config

# As root, a network namespace alone: a user namespace would hide root's right to open the
# PostgreSQL server's socket, which belongs to nobody. Anyone else needs one, and then owns
# the server's socket too.
OFFLINE = (
    ("unshare", "--net") if os.getuid() == 0 else ("unshare", "--user", "--map-root-user", "--net")
)


def offline_database(backend: Backend) -> str:
    """What ``database:`` says for a daemon without network: SQLite's file, or the PostgreSQL
    database by the server's Unix socket, which a network namespace does not hide."""
    if backend.sqlite:
        return backend.database
    with psycopg.connect(backend.database) as conn:
        row = conn.execute("SELECT current_setting('unix_socket_directories')").fetchone()
    assert row is not None
    given = conninfo_to_dict(backend.database)
    socket = str(row[0]).split(",")[0].strip()
    query = f"host={quote(socket, safe='')}&port={given['port']}"
    return f"postgresql://{quote(str(given['user']), safe='')}@/{given['dbname']}?{query}"


def pricing_pages(count: int) -> list[dict[str, object]]:
    return [
        {"id": f"vendor{n}", "url": f"https://pricing.vendor{n}.example/", "interval": "1h"}
        for n in range(count)
    ]


def run_once_offline(config: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*OFFLINE, MONITOR, "run", "--once", "--config", str(config)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def events(log: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in log.splitlines()]


def test_run_once_says_once_that_the_machine_may_have_no_network(
    tmp_path: Path, backend: Backend
) -> None:
    off = {"id": "off", "url": "https://off.example/", "interval": "1h", "enabled": False}
    config = write_config(tmp_path, [*pricing_pages(3), off], database=offline_database(backend))
    once = run_once_offline(config)
    assert once.returncode == 0, once.stderr
    assert once.stderr == f"monitor: {NO_NETWORK}\n"
    logged = events(once.stdout)
    failed = [e for e in logged if e["event"] == "check.failed"]
    assert sorted(str(e["target_id"]) for e in failed) == ["vendor0", "vendor1", "vendor2"]
    assert {e["error_class"] for e in failed} == {"dns"}  # no name server: try again later
    [said] = [e for e in logged if e["event"] == "fetch.no_network"]
    assert (said["level"], said["targets"], said["hint"]) == ("warning", 3, NO_NETWORK)


def test_the_daemon_says_it_once_however_often_the_checks_fail(
    tmp_path: Path, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = write_config(
        tmp_path,
        pricing_pages(2),
        database=offline_database(backend),
        tick_interval="1s",
        retry_base_delay="1s",
        retry_max_delay="1s",
    )
    daemon = DaemonProcess(config, wrapper=OFFLINE)
    daemons.append(daemon)
    daemon.wait_for("check.failed", lambda e: e["attempt"] == 3, timeout=60)
    assert daemon.stop() == 0
    assert len(daemon.named("check.failed")) >= 5
    [said] = daemon.named("fetch.no_network")
    assert said["targets"] == 2


def test_a_target_whose_name_resolves_rules_the_hint_out(tmp_path: Path, backend: Backend) -> None:
    """localhost resolves from /etc/hosts; its connection fails (the namespace's loopback is
    down), and the other target's lookup alone says nothing about the network."""
    local = {"id": "local", "url": "http://localhost:9/", "interval": "1h"}
    config = write_config(tmp_path, [local, *pricing_pages(1)], database=offline_database(backend))
    once = run_once_offline(config)
    assert (once.returncode, once.stderr) == (0, "")
    logged = events(once.stdout)
    failed = {e["target_id"]: e["error_class"] for e in logged if e["event"] == "check.failed"}
    assert failed == {"local": "connect", "vendor0": "dns"}
    assert not [e for e in logged if e["event"] == "fetch.no_network"]
