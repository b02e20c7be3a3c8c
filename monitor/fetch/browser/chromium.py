"""The system's Chromium: where it is, how it is started, and its processes.

Nothing is downloaded: Playwright drives the executable Debian installs (``chromium``, or
``chromium-headless-shell``). Every process of one browser can be told (``Processes``), so
that its memory can be measured and, when it hangs or the daemon stops, every one of them
killed, renderers, zygotes and crash handler included, whoever their parent is by then.
"""

import contextlib
import os
import shutil
import signal
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

INSTALL_HINT = "apt-get install chromium"
# Debian's /usr/bin/chromium is a shell script that reads /etc/chromium.d and execs this.
_DEBIAN_BINARY = Path("/usr/lib/chromium/chromium")
TAG = "PRICING_MONITOR_BROWSER"
"""The environment variable a browser we started carries: ``<daemon pid>-<random>-<n>-``."""

# Chromium's own traffic is off (updates, metrics, safe browsing, sync, translation), and
# every connection it would make itself goes to a proxy that is not there: each request of a
# page is made by the monitor (see network.py), under its SSRF guard, and fulfilled.
ARGS = (
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--disable-domain-reliability",
    "--disable-client-side-phishing-detection",
    "--disable-breakpad",
    "--disable-crash-reporter",
    "--metrics-recording-only",
    "--no-first-run",
    "--no-default-browser-check",
    "--no-pings",
    "--disable-gpu",
    "--disable-quic",
    "--disable-dev-shm-usage",
    "--dns-prefetch-disable",
    "--disable-features=Translate,OptimizationHints,MediaRouter,NetworkPrediction,"
    "InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,"
    "AutofillServerCommunication,PrivacySandboxSettings4",
    "--proxy-server=http://127.0.0.1:9",
    "--proxy-bypass-list=<-loopback>",
    # A page's WebRTC sends STUN over UDP, which no interception sees: it may only use the
    # proxy above, which goes nowhere.
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
    # A tab that allocates without end crashes at this heap size, not at the machine's.
    "--js-flags=--max-old-space-size=512",
)


def find_executable(setting: str) -> Path | None:
    """``auto``: the first of Debian's Chromium executables found; else the path given."""
    if setting != "auto":
        path = Path(setting)
        return path if path.is_file() and os.access(path, os.X_OK) else None
    # The headless shell is the lighter, when installed; then Debian's browser, without the
    # shell script in front of it (its pid would not be the browser's).
    if found := shutil.which("chromium-headless-shell"):
        return Path(found)
    if _DEBIAN_BINARY.is_file() and os.access(_DEBIAN_BINARY, os.X_OK):
        return _DEBIAN_BINARY
    for name in ("chromium", "chromium-browser"):
        if found := shutil.which(name):
            return Path(found)
    return None


PROFILES_PREFIX = "pricing-monitor-browser-"
"""The directory, under the temporary one, Playwright's driver makes the profiles of one
daemon's browsers in: ``pricing-monitor-browser-<pid>-<random>``."""


@dataclass(frozen=True, slots=True)
class Processes:
    """How to tell a browser's processes, whoever their parent is by then: the browser and
    its crash handler carry ``TAG=tag`` in their environment (Chromium gives its children a
    clean one), every other process has the profile directory on its command line."""

    tag: str
    """Matched as a prefix: every tag ends with "-", a pool's is the start of its browsers'."""
    profile: str
    """Matched as a prefix too: a browser's profile directory, or the pool's directory."""

    def pids(self) -> list[int]:
        marker = f"\0{TAG}={self.tag}".encode()
        profile = f"--user-data-dir={self.profile}".encode()
        return [
            pid for pid, environ, cmdline in _processes() if marker in environ or profile in cmdline
        ]


def _processes() -> Iterator[tuple[int, bytes, bytes]]:
    """Every process we may read: pid, environment and command line, NUL-framed."""
    with os.scandir("/proc") as entries:  # closed too when the caller stops early
        yield from _readable(entries)


def _readable(entries: Iterator[os.DirEntry[str]]) -> Iterator[tuple[int, bytes, bytes]]:
    for entry in entries:
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/cmdline", "rb") as cmdline:
                command = cmdline.read()
            if b"chrom" not in command:  # the cheap test first: most processes are not ours
                continue
            with open(f"/proc/{entry.name}/environ", "rb") as environ:
                yield int(entry.name), b"\0" + environ.read() + b"\0", command
        except OSError:  # gone, or not ours to read
            continue


def of_daemon(pid: int) -> list[int]:
    """Every browser process a daemon (by its pid) started, alive or orphaned."""
    marker = f"{PROFILES_PREFIX}{pid}-".encode()
    tag = f"\0{TAG}={pid}-".encode()
    return [
        found for found, environ, cmdline in _processes() if marker in cmdline or tag in environ
    ]


def profile_of(tag: str) -> str | None:
    """The profile directory of the browser tagged ``tag``, from its command line."""
    marker = f"\0{TAG}={tag}".encode()
    for _, environ, cmdline in _processes():
        if marker in environ:
            for argument in cmdline.split(b"\0"):
                if argument.startswith(b"--user-data-dir="):
                    return argument.split(b"=", 1)[1].decode(errors="replace")
    return None


def memory_bytes(processes: Processes) -> int:
    """The browser's memory, every process together, shared pages counted once (the sum of
    their proportional set sizes): what the machine gives it. Summed RSS would count the
    binary once per process, several hundred MB for an idle browser."""
    total = 0
    for pid in processes.pids():
        try:
            with open(f"/proc/{pid}/smaps_rollup") as rollup:
                for line in rollup:
                    if line.startswith("Pss:"):
                        total += int(line.split()[1]) * 1024
                        break
        except (OSError, ValueError):
            continue
    return total


def kill(processes: Processes) -> int:
    """SIGKILL every process of the browser; how many there were, once they are gone."""
    pids = processes.pids()
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    # A killed process lingers while the kernel takes its memory back: gone when this returns.
    for _ in range(_KILL_POLLS):
        if not pids or not processes.pids():
            break
        time.sleep(_KILL_POLL_SECONDS)
    return len(pids)


_KILL_POLLS, _KILL_POLL_SECONDS = 100, 0.02
