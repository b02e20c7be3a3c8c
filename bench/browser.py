"""``render: browser`` (issue 22) in one command: checks/s against a floor, peak memory with
and without ``max_memory``, and the first render's start-up cost.

    .venv/bin/python bench/browser.py [--pages 200] [--concurrency 2] [--wait networkidle]
                                      [--caps 512MiB,300MiB]

On --pages local pricing pages whose plans only their script builds (a shell, a script, a
JSON call), each pass renders every page once:
  floor     bench/browser_floor.py: Playwright alone, same Chromium, concurrency and wait
  monitor   ``monitor run --once`` on a fresh database, every target ``render: browser``
  capped    the same with each of --caps as ``browser.max_memory``
Peak RSS is of the process and every descendant (Playwright's driver, every Chromium
process), sampled every 50 ms. Start-up: the first check's duration against the median of
the later ones (it launches the browser). Nothing is contacted but 127.0.0.1. The table is
printed and written to bench/RESULTS-browser.md with the date and the commit.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import yaml

from monitor.fetch.browser.chromium import find_executable

ROOT = Path(__file__).parents[1]
MONITOR = str(Path(sys.executable).parent / "monitor")
SHELL = """<!doctype html><html><head><title>Pricing {n}</title></head><body>
<h1>Plans</h1><div id="plans">Loading…</div><script src="/app.js"></script></body></html>"""
APP = b"""fetch('/api/' + location.pathname.split('/').pop() + '.json').then(r => r.json())
.then(plans => { document.getElementById('plans').innerHTML = plans.map(p =>
  '<div class="plan"><h2>' + p.name + '</h2><p class="price">$' + p.price + '/month</p></div>'
).join(''); });"""


def serve() -> tuple[ThreadingHTTPServer, str]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:
            name = self.path.rsplit("/", 1)[-1]
            if self.path.startswith("/p/"):
                body, kind = SHELL.format(n=name).encode(), "text/html"
            elif self.path == "/app.js":
                body, kind = APP, "text/javascript"
            elif self.path.startswith("/api/"):
                n = int(name.split(".")[0])
                plans = [{"name": "Starter", "price": 10 + n % 7}, {"name": "Pro", "price": 49}]
                body, kind = json.dumps(plans).encode(), "application/json"
            else:
                body, kind = b"", "text/plain"
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


@dataclass
class Peak:
    """The largest memory seen of a process tree: all of it, and its Chromium processes
    alone, both as PSS (shared pages counted once, as ``max_memory`` is measured)."""

    tree: int = 0
    browser: int = 0

    def sample(self, root: int) -> None:
        tree = browser = 0
        for pid, command in descendants(root):
            size = pss(pid)
            tree += size
            browser += size if b"chrom" in command else 0
        self.tree, self.browser = max(self.tree, tree), max(self.browser, browser)


def descendants(root: int) -> list[tuple[int, bytes]]:
    """``root`` and every process below it, with its command line."""
    parents: dict[int, int] = {}
    commands: dict[int, bytes] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry.name}/stat").read_text()
            commands[int(entry.name)] = Path(f"/proc/{entry.name}/cmdline").read_bytes()
        except OSError:
            continue
        parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    members, grew = {root}, True
    while grew:
        found = {pid for pid, parent in parents.items() if parent in members} - members
        members |= found
        grew = bool(found)
    return [(pid, commands.get(pid, b"")) for pid in members]


def pss(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        pass
    return 0


def measured(command: list[str], log: Path) -> tuple[float, Peak]:
    """Wall seconds and peak memory of ``command``, its output to ``log``."""
    started = time.monotonic()
    with log.open("w") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
    peak = Peak()
    while process.poll() is None:
        peak.sample(process.pid)
        time.sleep(0.05)
    wall = time.monotonic() - started
    if process.returncode != 0:
        raise SystemExit(f"{command[:3]} exited {process.returncode}: see {log}")
    return wall, peak


Pass = tuple[float, Peak, list[dict[str, Any]]]


def monitor_pass(base: str, pages: int, directory: Path, browser: dict[str, object]) -> Pass:
    directory.mkdir()
    targets = [
        {
            "id": f"p{n}",
            "url": f"{base}/p/{n}",
            "interval": "1h",
            "render": "browser",
            "extract": "prices",
            "wait_for": ".price",
        }
        for n in range(pages)
    ]
    (directory / "targets.yaml").write_text(yaml.safe_dump({"targets": targets}))
    settings = {"database": "monitor.sqlite3", "allow_private_networks": True,
                "concurrency": 4, "per_host_concurrency": 8, "browser": browser}  # fmt: skip
    (directory / "monitor.yaml").write_text(yaml.safe_dump(settings))
    log = directory / "daemon.log"
    config = str(directory / "monitor.yaml")
    wall, peak = measured([MONITOR, "run", "--once", "--config", config], log)
    events = [json.loads(line) for line in log.read_text().splitlines() if line.startswith("{")]
    committed = [e for e in events if e.get("event") == "check.committed"]
    if len(committed) != pages:
        raise SystemExit(f"{len(committed)} of {pages} checks committed: see {log}")
    return wall, peak, events


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=int, default=200)
    parser.add_argument("--concurrency", type=int, default=2)
    parser.add_argument("--wait", default="networkidle")
    parser.add_argument("--caps", default="512MiB,300MiB", help="max_memory of the capped passes")
    parser.add_argument(
        "--rounds", type=int, default=1, help="floor and monitor passes, alternated (noise)"
    )
    args = parser.parse_args()
    executable = find_executable("auto")
    if executable is None:
        raise SystemExit("no Chromium: apt-get install chromium")
    server, base = serve()
    urls = [f"{base}/p/{n}" for n in range(args.pages)]
    browser = {"concurrency": args.concurrency, "wait": args.wait}
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        floor_cmd = [
            sys.executable,
            str(ROOT / "bench" / "browser_floor.py"),
            str(executable),
            str(args.concurrency),
            args.wait,
            *urls,
        ]
        ratios = []
        for round_ in range(args.rounds):
            floor = measured(floor_cmd, work / f"floor-{round_}.log")
            plain = monitor_pass(base, args.pages, work / f"monitor-{round_}", browser)
            ratios.append(floor[0] / plain[0])
        passes = {"monitor": plain}
        for cap in [cap for cap in args.caps.split(",") if cap]:
            capped = browser | {"max_memory": cap}
            passes[f"max_memory {cap}"] = monitor_pass(base, args.pages, work / cap, capped)
    server.shutdown()
    text = report(args, executable, floor, passes)
    if args.rounds > 1:
        each = ", ".join(f"{ratio:.2f}" for ratio in ratios)
        text += (
            f"\nmonitor vs floor, round by round: {each}; median {statistics.median(ratios):.2f}\n"
        )
    load = "/".join(f"{value:.1f}" for value in os.getloadavg())
    text += f"\nload average at the end (1/5/15 min): {load}\n"
    print(text)
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    ).stdout.strip()
    command = " ".join(["bench/browser.py", *sys.argv[1:]])
    header = (
        f"# render: browser\n\n{when}, commit {commit}, {os.cpu_count()} cores: `{command}`\n\n"
    )
    (ROOT / "bench" / "RESULTS-browser.md").write_text(header + text)


def report(
    args: argparse.Namespace, executable: Path, floor: tuple[float, Peak], passes: dict[str, Pass]
) -> str:
    n, mib = args.pages, 1024 * 1024
    lines = [
        f"{n} pages, concurrency {args.concurrency}, wait {args.wait}, {executable}",
        "",
        "| pass | wall s | checks/s | vs floor | peak PSS MiB, all | of it Chromium | restarts |",
        "|---|---|---|---|---|---|---|",
    ]
    rows: list[tuple[str, float, Peak, str]] = [("floor (Playwright alone)", *floor, "-")]
    for name, (wall, peak, events) in passes.items():
        count = sum(1 for event in events if event.get("event") == "browser.restarted")
        rows.append((name, wall, peak, str(count)))
    for name, wall, peak, restarts in rows:
        ratio = floor[0] / wall
        line = f"| {name} | {wall:.1f} | {n / wall:.2f} | {ratio:.2f} | {peak.tree / mib:.0f} |"
        lines.append(f"{line} {peak.browser / mib:.0f} | {restarts} |")
    events = passes["monitor"][2]
    durations = [int(e["duration_ms"]) for e in events if e.get("event") == "check.committed"]
    first, later = durations[0], statistics.median(durations[1:])
    lines += ["", f"start-up: first rendered check {first} ms, later ones {later:.0f} ms (median)"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
