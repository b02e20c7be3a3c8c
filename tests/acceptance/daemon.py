"""Drive ``monitor`` as a real process: start it, read its JSON log, signal it, kill it."""

import json
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers import MONITOR

Event = dict[str, Any]


def run_cli(
    *args: str, timeout: float = 60, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [MONITOR, *args], capture_output=True, text=True, timeout=timeout, check=False, env=env
    )


def start_cli(*args: str) -> "subprocess.Popen[bytes]":
    """A command left running, for a test that kills it half-way."""
    return subprocess.Popen([MONITOR, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


class DaemonProcess:
    def __init__(
        self,
        config: Path,
        *extra: str,
        name: str = "daemon",
        env: dict[str, str] | None = None,
        wrapper: tuple[str, ...] = (),
    ) -> None:
        """``wrapper`` runs the daemon (``unshare ...``), exec'ing it: signals reach it."""
        self.log_path = config.parent / f"{name}.log"
        with self.log_path.open("w") as log:  # the child keeps its own descriptor
            self.process = subprocess.Popen(
                [*wrapper, MONITOR, "run", "--config", str(config), *extra],
                stdout=log,
                stderr=subprocess.STDOUT,
                env=env,
            )

    def events(self) -> list[Event]:
        found = []
        for line in self.log_path.read_text().splitlines():
            try:
                found.append(json.loads(line))
            except json.JSONDecodeError:
                found.append({"event": "<not json>", "line": line})
        return found

    def named(self, event: str) -> list[Event]:
        return [e for e in self.events() if e.get("event") == event]

    def wait_for(
        self, event: str, where: Callable[[Event], bool] = lambda e: True, timeout: float = 20
    ) -> Event:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for found in self.named(event):
                if where(found):
                    return found
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        raise AssertionError(f"no {event} within {timeout}s; log:\n{self.log_path.read_text()}")

    def signal(self, signum: signal.Signals) -> None:
        self.process.send_signal(signum)

    def stop(self, timeout: float = 30) -> int:
        """SIGTERM and wait; returns the exit status."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout)

    def kill(self) -> None:
        self.process.kill()
        self.process.wait(10)
