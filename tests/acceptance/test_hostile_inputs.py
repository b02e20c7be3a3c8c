"""The daemon as a process against hostile inputs: every kind of hostile page the issue names,
a decompression bomb, and a targets file far too large to load. Each ends in a clear error,
memory stays small, and the daemon keeps running on what it had."""

import signal
import time
from functools import partial
from pathlib import Path

from monitor.config import yamlfile
from tests.acceptance.backend import Backend, database_of, write_config
from tests.acceptance.daemon import DaemonProcess, Event, run_cli
from tests.helpers import rows
from tests.pageserver import GIB, MIB, Page, PageServer, bomb

HTML = {"Content-Type": "text/html"}


def peak_rss_mib(daemon: DaemonProcess) -> float:
    """The most memory the process has held so far (the kernel's high-water mark)."""
    status = Path(f"/proc/{daemon.process.pid}/status").read_text()
    line = next(line for line in status.splitlines() if line.startswith("VmHWM:"))
    return int(line.split()[1]) / 1024


def start(daemons: list[DaemonProcess], config: Path) -> DaemonProcess:
    daemon = DaemonProcess(config)
    daemons.append(daemon)
    return daemon


def test_a_decompression_bomb_is_quarantined_and_the_daemon_keeps_checking(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    pages.pages["/bomb"] = Page(
        body=bomb(10 * GIB), headers=HTML | {"Content-Encoding": "gzip"}, until_close=True
    )
    pages.pages["/fine"] = Page(body=b"<p>Pro: $12/mo</p>", headers=HTML)
    targets = [
        {"id": name, "url": pages.url(f"/{name}"), "interval": "1h"} for name in ("bomb", "fine")
    ]
    config = write_config(tmp_path, targets, tick_interval="1h", max_body_bytes="1MiB")
    daemon = start(daemons, config)
    quarantined = daemon.wait_for("check.quarantined", lambda e: e["target_id"] == "bomb")
    assert (quarantined["error_class"], quarantined["reason"]) == ("body_too_large", "permanent")
    daemon.wait_for("check.committed", lambda e: e["target_id"] == "fine")
    # The daemon alone peaks at about 60 MiB; inflating the bomb in one piece, at 186 MiB.
    assert peak_rss_mib(daemon) < PEAK_RSS_MIB[backend.name]
    assert daemon.process.poll() is None
    assert daemon.stop() == 0


PRICE = b"<p>Pro: $12/mo</p>"
# Each hostile page, and how its first check ends: its error class, or the result recorded.
GALLERY: dict[str, tuple[Page, str]] = {
    "trickle": (Page(body=PRICE * 100, headers=HTML, trickle=0.2), "timeout"),
    "endless": (Page(body=b"<p>" + b"x" * 8 * MIB, headers=HTML, chunked=True), "body_too_large"),
    "too-long": (Page(body=b"x" * 3 * MIB, headers=HTML), "body_too_large"),
    "loop": (Page(status=302, headers={"Location": "/loop"}), "too_many_redirects"),
    "redirect-chain": (Page(status=302, headers={"Location": "/hop/1"}), "too_many_redirects"),
    "not-gzip": (Page(body=PRICE, headers=HTML | {"Content-Encoding": "gzip"}), "bad_response"),
    "brotli": (Page(body=PRICE, headers=HTML | {"Content-Encoding": "br"}), "bad_response"),
    "mislabelled": (
        Page(
            body=b"<p>Pro: \x8012/mo caf\xe9</p>",
            headers={"Content-Type": "text/html; charset=utf-8"},
        ),
        "baseline",
    ),
    "one-line": (Page(body=b"<p>" + b"Pro: $12/mo " * 85_000 + b"</p>", headers=HTML), "baseline"),
    "pdf": (
        Page(body=b"%PDF-1.7", headers={"Content-Type": "application/pdf"}),
        "unsupported_content",
    ),
    "reset": (Page(body=PRICE * 500, headers=HTML, reset_after=3000), "connect"),
    "no-length": (Page(body=PRICE, headers=HTML, until_close=True), "baseline"),
    "ten-years": (Page(status=503, headers={"Retry-After": str(10 * 365 * 86400)}), "http_503"),
}


# The most the daemon may hold through the gallery: the PostgreSQL driver and its pool are
# about 11 MiB that a daemon on SQLite never loads.
PEAK_RSS_MIB = {"sqlite": 120, "postgresql": 132}


def of_target(target_id: str, event: Event) -> bool:
    return bool(event["target_id"] == target_id)


def test_every_hostile_page_ends_in_its_class_and_the_daemon_keeps_checking(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    for name, (page, _) in GALLERY.items():
        pages.pages[f"/{name}"] = page
    for hop in range(1, 13):  # twelve distinct hops: more than the limit of ten
        pages.pages[f"/hop/{hop}"] = Page(status=302, headers={"Location": f"/hop/{hop + 1}"})
    targets = [{"id": name, "url": pages.url(f"/{name}"), "interval": "1h"} for name in GALLERY]
    config = write_config(
        tmp_path, targets, tick_interval="1h", max_body_bytes="2MiB", fetch_timeout="2s"
    )
    daemon = start(daemons, config)
    for name, (_, expected) in GALLERY.items():
        succeeded = expected == "baseline"
        event = daemon.wait_for(
            "check.committed" if succeeded else "check.failed", partial(of_target, name)
        )
        assert (name, event["status" if succeeded else "error_class"]) == (name, expected)
    # A ten-year Retry-After waits no longer than the next slot, an hour away.
    retry = daemon.wait_for("check.retry_scheduled", lambda e: e["target_id"] == "ten-years")
    assert 0 < retry["delay_ms"] <= 3_600_000
    assert peak_rss_mib(daemon) < PEAK_RSS_MIB[backend.name]
    assert daemon.process.poll() is None
    assert daemon.stop() == 0


TARGET_COLUMNS = "SELECT id, url, interval_minutes, enabled, headers_json, rules_json"


def test_a_targets_file_too_large_to_load_is_refused_in_one_line_and_changes_nothing(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    pages.pages["/p"] = Page(body=b"<p>Pro: $12/mo</p>", headers=HTML)
    config = write_config(
        tmp_path, [{"id": "acme", "url": pages.url("/p"), "interval": "1h"}], tick_interval="1h"
    )
    database = database_of(config)
    daemon = start(daemons, config)
    daemon.wait_for("check.committed")
    before = rows(database, TARGET_COLUMNS + " FROM monitor_targets")
    peak_before = peak_rss_mib(daemon)
    targets = tmp_path / "targets.yaml"
    item = f"  - id: acme\n    url: {pages.url('/p')}\n    interval: 1h\n"
    targets.write_text("targets:\n" + item * (yamlfile.MAX_STREAMED_BYTES // len(item) + 1))
    expected = f"{targets}: too large to load: {targets.stat().st_size:,} bytes (at most 64 MiB)"
    asked = time.monotonic()
    daemon.signal(signal.SIGHUP)
    assert daemon.wait_for("config.invalid")["problems"] == [expected]
    assert time.monotonic() - asked < 5  # parsing it would take over a minute
    assert peak_rss_mib(daemon) - peak_before < 20  # parsing it, gigabytes
    assert daemon.process.poll() is None
    assert rows(database, TARGET_COLUMNS + " FROM monitor_targets") == before
    assert daemon.stop() == 0
    for command in ("check-config", "run"):
        result = run_cli(command, "--config", str(config), timeout=30)
        assert (result.returncode, result.stderr) == (2, expected + "\n")
    assert rows(database, TARGET_COLUMNS + " FROM monitor_targets") == before
