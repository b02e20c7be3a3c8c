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
from tests.helpers import rows, write_targets
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


# An ordinary page, checked first: the daemon's own footprint (its word tables compiled, its
# database open) is what hostile pages are measured against, as it grows with what it reads.
ORDINARY = b"<h2>Pro</h2><p>$12/mo, billed annually. 14-day free trial. In stock.</p>"


def warmed(
    daemons: list[DaemonProcess], tmp_path: Path, pages: PageServer, **settings: str
) -> tuple[DaemonProcess, float]:
    """A daemon that has checked an ordinary page, and the most memory it has held so far."""
    pages.pages["/ordinary"] = Page(body=ORDINARY, headers=HTML)
    ordinary = {"id": "ordinary", "url": pages.url("/ordinary"), "interval": "1h"}
    daemon = start(daemons, write_config(tmp_path, [ordinary], tick_interval="1h", **settings))
    daemon.wait_for("check.committed", lambda e: e["target_id"] == "ordinary")
    return daemon, peak_rss_mib(daemon)


def add_targets(daemon: DaemonProcess, tmp_path: Path, pages: PageServer, names: list[str]) -> None:
    """The daemon's targets and one of each of ``names``' pages, loaded on SIGHUP."""
    ordinary = [{"id": "ordinary", "url": pages.url("/ordinary"), "interval": "1h"}]
    added = [{"id": name, "url": pages.url(f"/{name}"), "interval": "1h"} for name in names]
    write_targets(tmp_path / "targets.yaml", ordinary + added)
    daemon.signal(signal.SIGHUP)


def test_a_decompression_bomb_is_quarantined_and_the_daemon_keeps_checking(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    pages.pages["/bomb"] = Page(
        body=bomb(10 * GIB), headers=HTML | {"Content-Encoding": "gzip"}, until_close=True
    )
    pages.pages["/fine"] = Page(body=b"<p>Pro: $12/mo</p>", headers=HTML)
    daemon, peak_before = warmed(daemons, tmp_path, pages, max_body_bytes="1MiB")
    add_targets(daemon, tmp_path, pages, ["bomb", "fine"])
    quarantined = daemon.wait_for("check.quarantined", lambda e: e["target_id"] == "bomb")
    assert (quarantined["error_class"], quarantined["reason"]) == ("body_too_large", "permanent")
    daemon.wait_for("check.committed", lambda e: e["target_id"] == "fine")
    # Inflating the bomb in one piece would hold over a hundred megabytes more.
    assert peak_rss_mib(daemon) - peak_before < 16
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


def of_target(target_id: str, event: Event) -> bool:
    return bool(event["target_id"] == target_id)


def test_every_hostile_page_ends_in_its_class_and_the_daemon_keeps_checking(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    for name, (page, _) in GALLERY.items():
        pages.pages[f"/{name}"] = page
    for hop in range(1, 13):  # twelve distinct hops: more than the limit of ten
        pages.pages[f"/hop/{hop}"] = Page(status=302, headers={"Location": f"/hop/{hop + 1}"})
    daemon, peak_before = warmed(
        daemons, tmp_path, pages, max_body_bytes="2MiB", fetch_timeout="2s"
    )
    add_targets(daemon, tmp_path, pages, list(GALLERY))
    for name, (_, expected) in GALLERY.items():
        succeeded = expected == "baseline"
        event = daemon.wait_for(
            "check.committed" if succeeded else "check.failed", partial(of_target, name)
        )
        assert (name, event["status" if succeeded else "error_class"]) == (name, expected)
    # A ten-year Retry-After waits no longer than the next slot, an hour away.
    retry = daemon.wait_for("check.retry_scheduled", lambda e: e["target_id"] == "ten-years")
    assert 0 < retry["delay_ms"] <= 3_600_000
    # Bodies of at most 2 MiB each, and a line of a megabyte read through: about 22 MiB more.
    assert peak_rss_mib(daemon) - peak_before < 32
    assert daemon.process.poll() is None
    assert daemon.stop() == 0


TARGET_COLUMNS = "SELECT id, url, interval_minutes, enabled, headers_json, rules_json"


def test_a_targets_file_too_large_to_load_is_refused_in_one_line_and_changes_nothing(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    daemon, peak_before = warmed(daemons, tmp_path, pages)
    config = tmp_path / "monitor.yaml"
    database = database_of(config)
    before = rows(database, TARGET_COLUMNS + " FROM monitor_targets")
    targets = tmp_path / "targets.yaml"
    item = f"  - id: ordinary\n    url: {pages.url('/ordinary')}\n    interval: 1h\n"
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
