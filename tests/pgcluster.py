"""A throwaway PostgreSQL server for tests, and a fresh empty database per test.

Fixtures (registered with ``pytest_plugins = ["tests.pgcluster"]``):

- ``postgres_server`` (session): the admin DSN of a server the tests may CREATE and DROP
  databases on. ``MONITOR_TEST_POSTGRES_DSN`` names one (its user needs CREATEDB); without it
  a cluster is started from the PostgreSQL binaries (``MONITOR_TEST_POSTGRES_BIN``, else PATH,
  else the newest ``/usr/lib/postgresql/*/bin``) and stopped at the end of the session. With
  neither, the tests are skipped, or fail when ``MONITOR_TEST_POSTGRES_REQUIRED=1`` (CI).
- ``postgres_dsn`` (function): a ``postgresql://`` DSN of a new empty database, dropped after.

Scripts use ``Cluster``, ``create_database`` and ``drop_database``; ``.ci/run`` starts one
cluster for the whole run with ``python -m tests.pgcluster start --dir DIR``.
"""

import argparse
import atexit
import contextlib
import os
import pwd
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType
from typing import NoReturn, Self
from urllib.parse import quote, urlencode

import psycopg
import pytest
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict

DSN_ENV = "MONITOR_TEST_POSTGRES_DSN"
REQUIRED_ENV = "MONITOR_TEST_POSTGRES_REQUIRED"
BIN_ENV = "MONITOR_TEST_POSTGRES_BIN"
NO_SERVER = (
    f"PostgreSQL tests skipped: no {DSN_ENV} and no PostgreSQL binaries (initdb, pg_ctl) found"
)
SUPERUSER = "postgres"
DIR_PREFIX = "monitor-pg-"
START_TIMEOUT = 60  # seconds; a start that takes longer is a broken machine, not a slow one

# Durability buys nothing in a cluster deleted after the run; each setting here saves an fsync
# or a page image per commit. max_connections leaves room for several daemons' pools at once.
SETTINGS = {
    "listen_addresses": "'127.0.0.1'",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "max_connections": "200",
    "shared_buffers": "64MB",
}


def find_bindir() -> Path | None:
    """The directory holding initdb and pg_ctl, or None."""
    override = os.environ.get(BIN_ENV)
    if override is not None:
        candidates = [Path(override)]
    else:
        on_path = shutil.which("initdb")
        candidates = [Path(on_path).parent] if on_path else []
        candidates += sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=_version, reverse=True)
    for directory in candidates:
        if all(os.access(directory / tool, os.X_OK) for tool in ("initdb", "pg_ctl")):
            return directory
    return None


def _version(bindir: Path) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", bindir.parent.name))


def _bindir() -> Path:
    found = find_bindir()
    if found is None:
        raise FileNotFoundError(NO_SERVER)
    return found


def _run_as(owner: int, argv: list[str], cwd: Path) -> None:
    """Run a PostgreSQL tool as the data directory's owner: initdb and postgres refuse root.

    subprocess switches user in the forked child: neither runuser nor setpriv (nor a PAM
    session) is needed, and a non-root caller keeps its own groups.
    """
    switch = os.getuid() != owner
    # Not the caller's environment: a PGDATA, PGPORT or PGOPTIONS there would steer pg_ctl.
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LC_ALL": "C"}
    done = subprocess.run(
        argv,
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=START_TIMEOUT + 30,
        check=False,
        user=owner if switch else None,
        group=pwd.getpwuid(owner).pw_gid if switch else None,
        extra_groups=[] if switch else None,
    )
    if done.returncode != 0:
        raise RuntimeError(f"{argv[0]} failed ({done.returncode}): {done.stdout}{done.stderr}")


def _server_owner() -> int:
    """Our own uid, or nobody's when we are root."""
    return pwd.getpwnam("nobody").pw_uid if os.getuid() == 0 else os.getuid()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _initdb(directory: Path, owner: int, overrides: dict[str, str]) -> Path:
    os.chown(directory, owner, pwd.getpwuid(owner).pw_gid)
    directory.chmod(0o700)
    data = directory / "data"
    initdb = str(_bindir() / "initdb")
    options = f"-U {SUPERUSER} -A trust -E UTF8 --no-locale --no-sync --no-instructions".split()
    _run_as(owner, [initdb, "-D", str(data), *options], directory)
    settings = {**SETTINGS, "unix_socket_directories": f"'{directory}'", **overrides}
    with (data / "postgresql.conf").open("a") as conf:
        conf.writelines(f"{name} = {value}\n" for name, value in settings.items())
    return data


def _pg_ctl_start(directory: Path, data: Path, port: int) -> None:
    pg_ctl = str(_bindir() / "pg_ctl")
    log = directory / "server.log"
    argv = [pg_ctl, "start", "-w", "-t", str(START_TIMEOUT), "-D", str(data), "-l", str(log)]
    argv += ["-o", f"-p {port}"]
    try:
        _run_as(data.stat().st_uid, argv, directory)
    except RuntimeError as error:
        raise RuntimeError(f"{error}\n{log}:\n{log.read_text()}") from error


def _start_on_free_port(directory: Path, data: Path, attempts: int = 3) -> int:
    # Another process may take the port between our probe and the server's bind.
    for _ in range(attempts - 1):
        port = _free_port()
        with contextlib.suppress(RuntimeError):
            _pg_ctl_start(directory, data, port)
            return port
    port = _free_port()
    _pg_ctl_start(directory, data, port)
    return port


def start_cluster(directory: Path, creator: int, overrides: dict[str, str] | None = None) -> str:
    """initdb into `directory` (empty or new) and start a server there; its admin DSN.

    Nothing stops it when we exit: `Cluster` does, or the caller with stop_cluster(), or
    sweep_stale_clusters() once the process `creator` has died.
    """
    directory.mkdir(mode=0o700, exist_ok=True)
    (directory / "creator").write_text(str(creator))
    data = _initdb(directory, _server_owner(), overrides or {})
    port = _start_on_free_port(directory, data)
    return f"postgresql://{SUPERUSER}@127.0.0.1:{port}/postgres"


def stop_cluster(directory: Path) -> None:
    """Stop the server in `directory`, if one runs, and remove the directory."""
    data = directory / "data"
    # Removing the directory is the fallback when pg_ctl fails or is gone: a postmaster whose
    # postmaster.pid vanished shuts itself down within a minute.
    if (data / "postmaster.pid").exists():
        argv = [str(_bindir() / "pg_ctl"), "stop", "-w", "-m", "immediate", "-D", str(data)]
        with contextlib.suppress(FileNotFoundError, RuntimeError, subprocess.TimeoutExpired):
            _run_as(data.stat().st_uid, argv, directory)
    shutil.rmtree(directory, ignore_errors=True)


def sweep_stale_clusters() -> None:
    """Stop the clusters whose creating process died without stopping them (SIGKILL, a CI
    timeout): atexit does not run then, and each would hold a port and memory until reboot."""
    for directory in Path(tempfile.gettempdir()).glob(f"{DIR_PREFIX}*"):
        try:
            creator = int((directory / "creator").read_text())
        except (OSError, ValueError):
            continue
        if not _alive(creator):
            stop_cluster(directory)


def _alive(pid: int) -> bool:
    """Whether `pid` runs. A zombie does not: a killed CI job's shell may wait a while for
    init to reap it."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] != "Z"
    except (OSError, IndexError):
        return True  # no /proc: os.kill has to do


def _children(parent: int) -> list[int]:
    """The processes whose parent is ``parent``, from /proc."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, IndexError, ValueError):
            if int(stat.read_text().rpartition(")")[2].split()[1]) == parent:
                found.append(int(stat.parent.name))
    return found


class Cluster:
    """A throwaway cluster in a new temporary directory, stopped and removed by stop(), by
    the end of a `with` block or, failing both, at interpreter exit."""

    def __init__(self, overrides: dict[str, str] | None = None) -> None:
        """``overrides``: postgresql.conf settings instead of the tests' (a benchmark's)."""
        self.overrides = overrides or {}
        self.directory = Path(tempfile.mkdtemp(prefix=DIR_PREFIX))
        self.dsn = ""
        atexit.register(self.stop)

    @property
    def data(self) -> Path:
        return self.directory / "data"

    def start(self) -> str:
        try:
            self.dsn = start_cluster(self.directory, os.getpid(), self.overrides)
        except BaseException:
            self.stop()
            raise
        return self.dsn

    def stop(self) -> None:
        atexit.unregister(self.stop)
        stop_cluster(self.directory)

    def pause(self) -> None:
        """Shut the server down, as an outage does, keeping its data for resume()."""
        argv = [str(_bindir() / "pg_ctl"), "stop", "-w", "-m", "fast", "-D", str(self.data)]
        _run_as(self.data.stat().st_uid, argv, self.directory)

    def freeze(self, sent: int = signal.SIGSTOP) -> None:
        """Stop (or with SIGCONT, continue) the postmaster and every server process: a
        frozen host keeps its connections open, and the kernel still acknowledges them."""
        postmaster = int((self.data / "postmaster.pid").read_text().split()[0])
        for pid in [postmaster, *_children(postmaster)]:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, sent)

    def resume(self) -> None:
        """Start the paused server again, on its port."""
        port = conninfo_to_dict(self.dsn)["port"]
        _pg_ctl_start(self.directory, self.data, int(str(port)))

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


def create_database(server: str) -> str:
    """A new empty database on `server` (an admin DSN); its DSN.

    template0 rather than template1: nobody may connect to it, so concurrent creates never
    fail with "source database is being accessed by other users", and what someone added to
    template1 of a shared server does not leak in.
    """
    name = f"monitor_test_{secrets.token_hex(6)}"
    with psycopg.connect(server, autocommit=True, connect_timeout=10) as admin:
        admin.execute(sql.SQL("CREATE DATABASE {} TEMPLATE template0").format(sql.Identifier(name)))
    return _url({**conninfo_to_dict(server), "dbname": name})


def drop_database(server: str, dsn: str) -> None:
    """Drop the database `dsn` names, closing what a test left connected to it."""
    name = str(conninfo_to_dict(dsn)["dbname"])
    with psycopg.connect(server, autocommit=True, connect_timeout=10) as admin:
        admin.execute(
            sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
        )


@contextlib.contextmanager
def fresh_database(server: str) -> Iterator[str]:
    """A new empty database for the length of a `with` block."""
    dsn = create_database(server)
    try:
        yield dsn
    finally:
        drop_database(server, dsn)


def _url(params: dict[str, str | int | None]) -> str:
    """A postgresql:// URL of libpq keywords: the store may tell its backend by the scheme."""
    rest = {key: str(value) for key, value in params.items() if value is not None}
    dbname = quote(rest.pop("dbname", ""), safe="")
    userinfo = quote(rest.pop("user", ""), safe="")
    if "password" in rest:
        userinfo += ":" + quote(rest.pop("password"), safe="")
    netloc = f"{userinfo}@" if userinfo else ""
    # A socket directory, several hosts or an IPv6 address have no plain URL form; libpq
    # takes them as query parameters like any other keyword.
    if re.fullmatch(r"[\w.-]+", rest.get("host", "")):
        netloc += rest.pop("host") + (f":{rest.pop('port')}" if "port" in rest else "")
    query = f"?{urlencode(rest)}" if rest else ""
    return f"postgresql://{netloc}/{dbname}{query}"


def skip_or_fail(reason: str) -> NoReturn:
    """Skip, or fail where PostgreSQL tests must run (CI sets MONITOR_TEST_POSTGRES_REQUIRED=1)."""
    if os.environ.get(REQUIRED_ENV) == "1":
        pytest.fail(reason, pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The admin DSN of the session's PostgreSQL server."""
    given = os.environ.get(DSN_ENV)
    if given:
        yield given
        return
    if find_bindir() is None:
        skip_or_fail(NO_SERVER)
    sweep_stale_clusters()
    with Cluster() as cluster:
        yield cluster.dsn


@pytest.fixture
def postgres_dsn(postgres_server: str) -> Iterator[str]:
    """A new empty database for one test, dropped after it."""
    with fresh_database(postgres_server) as dsn:
        yield dsn


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.pgcluster", description=__doc__)
    parser.add_argument("action", choices=["start", "stop"])
    parser.add_argument("--dir", type=Path, required=True, help="the cluster's directory")
    parser.add_argument(
        "--creator",
        type=int,
        default=os.getppid(),
        help="the pid whose death lets a later run sweep the cluster away (default: our parent)",
    )
    args = parser.parse_args(argv)
    if args.action == "stop":
        stop_cluster(args.dir)
        return 0
    sweep_stale_clusters()
    try:
        print(start_cluster(args.dir, args.creator))
    except BaseException:
        stop_cluster(args.dir)
        raise
    return 0


if __name__ == "__main__":
    sys.exit(main())
