"""What the numbers were measured on: the machine, the libraries and the code."""

import os
import platform
import sqlite3
import subprocess
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

LIBRARIES = ("httpx", "httpcore", "aiohttp", "aiosqlite", "sniffio", "selectolax")
ROOT = Path(__file__).resolve().parent.parent


def cpu_model() -> str:
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return platform.processor() or "unknown"


def ram_gb() -> float:
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemTotal:"):
            return int(line.split()[1]) / 1024**2
    return 0.0


def library_versions() -> str:
    def one(name: str) -> str:
        try:
            return f"{name} {version(name)}"
        except PackageNotFoundError:
            return f"{name} (not installed)"

    return ", ".join([*map(one, LIBRARIES), f"sqlite3 {sqlite3.sqlite_version}"])


def code_version() -> str:
    """The commit measured, and whether the tree differed from it."""

    def git(*args: str) -> str:
        done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)
        return done.stdout.strip()

    commit = git("rev-parse", "--short", "HEAD") or "unknown"
    dirty = git("status", "--porcelain", "--untracked-files=no")
    return f"{commit} ({git('rev-parse', '--abbrev-ref', 'HEAD')})" + (
        ", with uncommitted changes" if dirty else ""
    )


def description() -> list[str]:
    return [
        f"CPU: {cpu_model()}, {os.cpu_count()} cores; RAM {ram_gb():.1f} GiB",
        f"Kernel: {platform.system()} {platform.release()}",
        f"Python {platform.python_version()}; {library_versions()}",
        f"Code: {code_version()}",
    ]
