"""The processes a benchmark times: the page server, ``monitor run --once`` and the floors.

Each is a whole process timed with ``os.wait4`` (wall time, CPU seconds of every thread, peak
RSS); the page server's CPU over the same span is read from /proc. Every command run is
remembered, with its temporary directory and port written as $TMP and $PORT, for the record.
"""

import os
import re
import shlex
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
MONITOR = Path(sys.executable).parent / "monitor"
INTERVALS = ("1h", "15m")  # every other target; the catch-up checks both cadences
FLOORS = ("httpx", "aiohttp", "extract")
COMMANDS: dict[str, None] = {}  # every command run, in order, as a template


@dataclass(kw_only=True)
class Run:
    wall: float
    cpu: float
    rss_mb: float
    grown: int = 0
    """Bytes the monitor's database grew by in this pass (WAL folded in)."""
    server_cpu: float = 0.0
    """CPU seconds the page server spent meanwhile."""
    results: Counter[str] = field(default_factory=Counter)
    """The results this pass recorded, by status."""


def remember(command: list[str], tmp: Path | None, port: int | None, note: str = "") -> None:
    text = shlex.join(command) + (f"  # {note}" if note else "").replace(
        f"{MONITOR.parent}/", ".venv/bin/"
    )
    text = text.replace(f"{HERE.parent}/", "")
    if tmp is not None:
        text = text.replace(str(tmp), "$TMP")
    if port is not None:
        text = re.sub(rf"\b{port}\b", "$PORT", text)
    COMMANDS.setdefault(text)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for_port(port: int) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise SystemExit("page server did not start")


def process_cpu(pid: int) -> float:
    """User and system CPU seconds of a running process, all its threads."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class PageServer:
    """``pages.py`` in its own process, for the length of a ``with`` block."""

    def __init__(
        self, page: str = "typical", latency_ms: float = 0.0, change_fraction: float = 0.0
    ) -> None:
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self._command = [
            sys.executable,
            str(HERE / "pages.py"),
            str(self.port),
            "--page",
            page,
            "--latency-ms",
            f"{latency_ms:g}",
            "--change-fraction",
            f"{change_fraction:g}",
        ]
        self._process: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> "PageServer":
        remember(self._command, None, self.port)
        self._process = subprocess.Popen(self._command)
        wait_for_port(self.port)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._process is not None:
            self._process.terminate()
            self._process.wait()

    def cpu(self) -> float:
        assert self._process is not None
        return process_cpu(self._process.pid)

    def served(self) -> int:
        """How many pages the server has served so far."""
        with urllib.request.urlopen(f"{self.base_url}/served", timeout=10) as response:
            return int(response.read())

    def set_generation(self, generation: int) -> None:
        """Serve every page as of ``generation`` (see pages.py)."""
        request = urllib.request.Request(f"{self.base_url}/generation/{generation}", b"", {})
        with urllib.request.urlopen(request, timeout=10) as response:
            response.read()


def timed(command: list[str], server: PageServer, tmp: Path, note: str = "") -> Run:
    remember(command, tmp, server.port, note)
    server_before = server.cpu()
    shim = [sys.executable, "-S", str(HERE / "measured.py")]  # for a peak RSS of its own
    answer = subprocess.run([*shim, *command], stdout=subprocess.PIPE, check=True, text=True)
    status, wall, cpu, rss_kib = answer.stdout.split()
    if status != "0":
        raise SystemExit(f"{shlex.join(command)} failed with status {status}")
    rss_mb = int(rss_kib) / 1024
    return Run(
        wall=float(wall), cpu=float(cpu), rss_mb=rss_mb, server_cpu=server.cpu() - server_before
    )


@dataclass(frozen=True)
class Config:
    """A monitor's settings file, next to its targets file and its database."""

    path: Path
    count: int
    concurrency: int

    @property
    def database(self) -> Path:
        return self.path.parent / "monitor.sqlite3"

    def describe(self) -> str:
        return f"{self.count:,} targets, concurrency {self.concurrency} (per host too)"


def write_config(
    directory: Path, base_url: str, count: int, concurrency: int, **extra: object
) -> Config:
    """N targets on the page server, every slot due at the first start."""
    # Written a line at a time: wait4's peak RSS of the monitor counts this process's own peak
    # at the time it started the monitor (Linux carries it over the exec), and a list of
    # 100,000 targets dumped at once would be 290 MB of it.
    with (directory / "targets.yaml").open("w") as file:
        file.write("targets:\n")
        for n in range(count):
            interval = INTERVALS[n % len(INTERVALS)]
            file.write(f"- id: t{n}\n  interval: {interval}\n  url: {base_url}/p/{n}\n")
    settings = {
        "database": "monitor.sqlite3",
        "allow_private_networks": True,
        "concurrency": concurrency,
        "per_host_concurrency": concurrency,  # every page is on one host here
        **extra,
    }
    (directory / "monitor.yaml").write_text(yaml.safe_dump(settings))
    return Config(directory / "monitor.yaml", count, concurrency)


def database_bytes(database: Path) -> int:
    """The file's size with its WAL folded in (0 before the first start)."""
    if not database.exists():
        return 0
    with sqlite3.connect(database) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return database.stat().st_size


def results(database: Path) -> Counter[str]:
    if not database.exists():
        return Counter()
    with sqlite3.connect(database) as conn:
        rows = conn.execute("SELECT status, count(*) FROM source_checks GROUP BY status")
        return Counter(dict(rows.fetchall()))


def monitor_pass(server: PageServer, config: Config) -> Run:
    """One ``monitor run --once``; what it added to the database, in bytes and results."""
    database = config.database
    bytes_before, results_before = database_bytes(database), results(database)
    command = [str(MONITOR), "run", "--once", "--config", str(config.path)]
    run = timed(command, server, config.path.parent, config.describe())
    run.grown = database_bytes(database) - bytes_before
    run.results = results(database) - results_before
    return run


def due_again(database: Path) -> None:
    """Make every target due again at a new slot a second after its last one (each keeps
    its cadence's length), as if a whole interval had passed since the previous pass."""
    with sqlite3.connect(database) as conn:
        conn.execute(
            "UPDATE monitor_targets SET next_check_at = next_check_at - interval_minutes * 60000"
            " + 1000"
        )
        latest = conn.execute("SELECT max(next_check_at) FROM monitor_targets").fetchone()[0]
    time.sleep(max(0.0, latest / 1000 - time.time()))  # only if the last pass took under 1 s


def floor_pass(server: PageServer, count: int, concurrency: int, kind: str) -> Run:
    """The floor script (fetch, hash, insert one row per page) on a fresh database."""
    with scratch() as tmp:
        database = str(tmp / "floor.sqlite3")
        command = [
            sys.executable,
            str(HERE / "floor.py"),
            server.base_url,
            str(count),
            str(concurrency),
            database,
            kind,
        ]
        return timed(command, server, tmp)


@contextmanager
def scratch() -> Iterator[Path]:
    """A temporary directory, as a Path."""
    with tempfile.TemporaryDirectory(prefix="bench-") as name:
        yield Path(name)
