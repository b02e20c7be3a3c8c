"""The throwaway PostgreSQL server and the per-test databases of tests/pgcluster.py.

Its fixtures come from the root conftest's pytest_plugins (or `-p tests.pgcluster`).
"""

import json
import os
import pwd
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from tests.pgcluster import (
    BIN_ENV,
    DSN_ENV,
    NO_SERVER,
    REQUIRED_ENV,
    Cluster,
    create_database,
    drop_database,
    find_bindir,
    fresh_database,
    skip_or_fail,
)

ROOT = Path(__file__).resolve().parent.parent
INNER_TEST = """
import json, os, pathlib, psycopg

def test_inner(postgres_dsn):
    with psycopg.connect(postgres_dsn) as conn:
        row = conn.execute("SELECT current_setting('data_directory'), current_database()")
        pathlib.Path(os.environ["REPORT"]).write_text(json.dumps(row.fetchone()))
"""
_SEEN: list[str] = []


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    """A cluster of this module's own, whatever server the session's fixtures use."""
    if find_bindir() is None:
        skip_or_fail(NO_SERVER)
    with Cluster() as started:
        yield started


def _databases(server: str) -> set[str]:
    with psycopg.connect(server) as admin:
        return {name for (name,) in admin.execute("SELECT datname FROM pg_database")}


def test_a_fresh_database_is_empty_and_ours_to_write(postgres_dsn: str) -> None:
    assert postgres_dsn.startswith("postgresql://")
    with psycopg.connect(postgres_dsn) as conn:
        relations = conn.execute(
            "SELECT count(*) FROM pg_class JOIN pg_namespace n ON n.oid = relnamespace"
            " WHERE nspname NOT IN ('pg_catalog', 'information_schema')"
            " AND nspname NOT LIKE 'pg_toast%'"
        ).fetchone()
        conn.execute("CREATE TABLE checks (id int PRIMARY KEY)")
        conn.execute("INSERT INTO checks VALUES (1)")
        assert conn.execute("SELECT id FROM checks").fetchall() == [(1,)]
    assert relations == (0,)


@pytest.mark.parametrize("turn", [1, 2])
def test_each_test_gets_its_own_database(
    postgres_server: str, postgres_dsn: str, turn: int
) -> None:
    with psycopg.connect(postgres_dsn) as conn:
        # A database shared with the other turn would already have the table: DuplicateTable.
        conn.execute("CREATE TABLE claimed (turn int)")
        conn.execute("INSERT INTO claimed VALUES (%s)", (turn,))
        row = conn.execute("SELECT current_database()").fetchone()
    assert row is not None
    assert row[0] not in _SEEN
    _SEEN.append(row[0])
    assert not _databases(postgres_server) & set(_SEEN[:-1]), "an earlier test's database is left"


def test_a_database_is_dropped_with_what_is_still_connected_to_it(postgres_server: str) -> None:
    with fresh_database(postgres_server) as dsn:
        forgotten = psycopg.connect(dsn)
        name = conninfo_to_dict(dsn)["dbname"]
        assert name in _databases(postgres_server)
    assert name not in _databases(postgres_server)
    with pytest.raises(psycopg.OperationalError):
        forgotten.execute("SELECT 1")
    forgotten.close()


@pytest.mark.parametrize("via", ["keywords", "socket"])
def test_an_admin_dsn_of_keywords_gives_a_url(cluster: Cluster, via: str) -> None:
    params = conninfo_to_dict(cluster.dsn)
    if via == "socket":
        params["host"] = str(cluster.directory)
    dsn = create_database(make_conninfo("", **params))
    try:
        assert dsn.startswith("postgresql://postgres@")
        with psycopg.connect(dsn) as conn:
            assert conn.info.dbname == conninfo_to_dict(dsn)["dbname"] != "postgres"
            assert conn.info.host == params["host"]
    finally:
        drop_database(cluster.dsn, dsn)


def _listening(port: int) -> set[str]:
    """The addresses a TCP socket listens on at `port`, from /proc/net (all processes)."""
    found = set()
    for name, family in (("tcp", socket.AF_INET), ("tcp6", socket.AF_INET6)):
        table = Path("/proc/net") / name
        lines = table.read_text().splitlines()[1:] if table.exists() else []
        for line in lines:
            local, state = line.split()[1], line.split()[3]
            address, hex_port = local.split(":")
            if state == "0A" and int(hex_port, 16) == port:  # 0A: LISTEN
                raw = bytes.fromhex(address)  # 32-bit words in host (little-endian) order
                words = [raw[i : i + 4][::-1] for i in range(0, len(raw), 4)]
                found.add(socket.inet_ntop(family, b"".join(words)))
    return found


def test_the_server_listens_on_loopback_only(cluster: Cluster) -> None:
    if not Path("/proc/net/tcp").exists():
        pytest.skip("needs Linux's /proc/net/tcp")
    port = int(str(conninfo_to_dict(cluster.dsn)["port"]))
    assert _listening(port) == {"127.0.0.1"}


def test_the_server_does_not_run_as_root(cluster: Cluster) -> None:
    expected = pwd.getpwnam("nobody").pw_uid if os.getuid() == 0 else os.getuid()
    pid = int((cluster.data / "postmaster.pid").read_text().split()[0])
    status = Path(f"/proc/{pid}/status").read_text().splitlines()
    uids = next(line for line in status if line.startswith("Uid:")).split()[1:]
    assert expected != 0
    assert set(uids) == {str(expected)}  # real, effective, saved and filesystem
    assert cluster.data.stat().st_uid == expected


def _inner_pytest(directory: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """pytest in a subprocess on one test that takes postgres_dsn, with only our plugin."""
    (directory / "pytest.ini").write_text("[pytest]\n")
    (directory / "test_inner.py").write_text(INNER_TEST)
    clean = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("MONITOR_TEST_POSTGRES")
    }
    argv = [sys.executable, "-m", "pytest", "-p", "tests.pgcluster", "-p", "no:cacheprovider"]
    return subprocess.run(
        [*argv, "-rA", "-vv", str(directory)],
        cwd=ROOT,
        env={**clean, "REPORT": str(directory / "report.json"), **env},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_a_server_named_by_the_environment_is_used(cluster: Cluster, tmp_path: Path) -> None:
    done = _inner_pytest(tmp_path, {DSN_ENV: cluster.dsn})
    assert done.returncode == 0, done.stdout + done.stderr
    data_directory, database = json.loads((tmp_path / "report.json").read_text())
    assert data_directory == str(cluster.data)
    assert database.startswith("monitor_test_")
    assert database not in _databases(cluster.dsn)


@pytest.mark.parametrize(
    ("required", "returncode", "outcome"), [(None, 0, "1 skipped"), ("1", 1, "1 error")]
)
def test_without_a_server_the_tests_skip_unless_required(
    tmp_path: Path, required: str | None, returncode: int, outcome: str
) -> None:
    empty = tmp_path / "bin"
    empty.mkdir()
    env = {"PATH": str(empty), BIN_ENV: str(empty)} | ({REQUIRED_ENV: required} if required else {})
    done = _inner_pytest(tmp_path, env)
    assert done.returncode == returncode, done.stdout + done.stderr
    assert outcome in done.stdout
    assert NO_SERVER in done.stdout
