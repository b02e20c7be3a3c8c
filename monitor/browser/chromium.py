"""The system's Chromium: where it is, how it is started, and its processes.

Nothing is downloaded: Playwright drives the executable Debian installs (``chromium``, or
``chromium-headless-shell``). Every process of one browser carries an environment variable
naming it, so that its memory can be measured and, when it hangs or the daemon stops, every
one of them killed, renderers and zygotes included, whoever their parent is by then.
"""

import contextlib
import os
import shutil
import signal
import time
from pathlib import Path

INSTALL_HINT = "apt-get install chromium"
# Debian's /usr/bin/chromium is a shell script that reads /etc/chromium.d and execs this.
_DEBIAN_BINARY = Path("/usr/lib/chromium/chromium")
_NAMES = ("chromium-headless-shell", "chromium", "chromium-browser")
TAG = "PRICING_MONITOR_BROWSER"
"""The environment variable every process of a browser we started carries: its tag."""

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
    # A tab that allocates without end crashes at this heap size, not at the machine's.
    "--js-flags=--max-old-space-size=512",
)


def find_executable(setting: str) -> Path | None:
    """``auto``: the first of Debian's Chromium executables found; else the path given."""
    if setting != "auto":
        path = Path(setting)
        return path if path.is_file() and os.access(path, os.X_OK) else None
    if _DEBIAN_BINARY.is_file():
        return _DEBIAN_BINARY
    for name in _NAMES:
        if found := shutil.which(name):
            return Path(found)
    return None


POOL_TAG = f"{TAG}_POOL"
"""And the pool's tag, common to every browser one daemon started: ``<pid>-<random>``."""


def _tagged(name: str, value: str, exact: bool = True) -> list[int]:
    """The processes whose environment sets ``name`` to ``value`` (or, not ``exact``, to a
    value that starts with it)."""
    marker = f"\0{name}={value}".encode() + (b"\0" if exact else b"")
    found = []
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/environ", "rb") as environ:
                if marker in b"\0" + environ.read() + b"\0":
                    found.append(int(entry.name))
        except OSError:  # gone, or not ours to read
            continue
    return found


def of_daemon(pid: int) -> list[int]:
    """Every browser process a daemon (by its pid) started, alive or orphaned."""
    return _tagged(POOL_TAG, f"{pid}-", exact=False)


def resident_bytes(tag: str) -> int:
    """The resident memory of the browser's processes together (shared pages counted in
    each, so a little more than the machine gives them: a cap on this one holds)."""
    total = 0
    page = os.sysconf("SC_PAGE_SIZE")
    for pid in _tagged(TAG, tag):
        try:
            with open(f"/proc/{pid}/statm") as statm:
                total += int(statm.read().split()[1]) * page
        except (OSError, IndexError, ValueError):
            continue
    return total


def kill(tag: str, name: str = TAG) -> int:
    """SIGKILL every process of the browser (or, by ``POOL_TAG``, of the pool's browsers);
    how many there were."""
    pids = _tagged(name, tag)
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    # A killed process lingers while the kernel takes its memory back: gone when this returns.
    for _ in range(_KILL_POLLS):
        if not pids or not _tagged(name, tag):
            break
        time.sleep(_KILL_POLL_SECONDS)
    return len(pids)


_KILL_POLLS, _KILL_POLL_SECONDS = 100, 0.02
