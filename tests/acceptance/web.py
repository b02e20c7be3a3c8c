"""A real ``monitor web`` process, on a database that real checks of local pages filled."""

import json
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import httpx

from tests.acceptance.backend import write_config
from tests.acceptance.daemon import DaemonProcess
from tests.acceptance.test_daemon import start
from tests.acceptance.test_explain import check_again
from tests.helpers import MONITOR
from tests.pageserver import Page, PageServer

SECRETS = ("s3cr3t-header-value", "s3cr3t-cookie-value", "s3cr3t-channel-token", "s3cr3t-hmac")
HOSTILE = "<script>alert(1)</script>"
PAGE = """<!doctype html><html><body><section id="pricing">
<div class="plan"><h3>Starter</h3><p>${starter}/mo</p></div>
<div class="plan"><h3>Team</h3><p>$29/mo</p></div>
<div class="plan"><h3>&lt;script&gt;alert(1)&lt;/script&gt;</h3><p>$5/mo</p></div>
<p>Support: {support}</p>
</section></body></html>"""
PRICES = ("9", "12", "15")  # Starter's price at each of the three checks


def pricing(starter: str, support: str = "email") -> Page:
    body = PAGE.format(starter=starter, support=support).encode()
    return Page(body=body, headers={"Content-Type": "text/html; charset=utf-8"})


def targets(pages: PageServer) -> list[dict[str, object]]:
    return [
        {
            "id": "acme",
            "url": pages.url("/acme"),
            "interval": "1h",
            "selector": "#pricing",
            "headers": {"X-Api-Key": SECRETS[0]},
            "cookies": {"session": SECRETS[1]},
        },
        {"id": "quiet", "url": pages.url("/quiet"), "interval": "1h"},
        {"id": "gone", "url": pages.url("/gone"), "interval": "1h"},  # 404: quarantined
    ]


def settings() -> dict[str, object]:
    hook = f"http://127.0.0.1:9/hook?token={SECRETS[2]}"  # nothing listens: alerts wait
    return {"channels": {"ops": {"type": "webhook", "url": hook, "secret": SECRETS[3]}}}


def filled(
    directory: Path, pages: PageServer, daemons: list[DaemonProcess], **extra: object
) -> Path:
    """The settings of a database with three checks of acme (Starter 9, 12, 15), one of quiet
    and a quarantined one of gone, on the test's backend."""
    config = write_config(directory, targets(pages), **settings(), **extra)
    pages.pages["/acme"] = pricing(PRICES[0])
    pages.pages["/quiet"] = Page(body=b"<html><p>Pro: $10/month</p></html>")
    pages.pages["/gone"] = Page(body=b"gone", status=404)
    assert start(daemons, config, "--once").process.wait(30) == 0
    for number, price in enumerate(PRICES[1:]):
        pages.pages["/acme"] = pricing(price, support=f"chat {number}")
        check_again(config, daemons)
    return config


@contextmanager
def serving(config: Path, *extra: str, env: dict[str, str] | None = None) -> Iterator["WebProcess"]:
    """``monitor web`` on ``config`` until the block ends; it must then exit 0 on SIGTERM."""
    served = WebProcess(config, *extra, env=env)
    try:
        served.wait_ready()
        yield served
    finally:
        assert served.stop() == 0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class WebProcess:
    def __init__(self, config: Path, *extra: str, env: dict[str, str] | None = None) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log_path = config.parent / "web.log"
        with self.log_path.open("w") as log:
            self.process = subprocess.Popen(
                [
                    MONITOR,
                    "web",
                    "--config",
                    str(config),
                    "--listen",
                    f"127.0.0.1:{self.port}",
                    "--log-format",
                    "json",
                    *extra,
                ],
                stdout=log,
                stderr=subprocess.STDOUT,
                env=env,
            )

    def wait_ready(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"monitor web exited:\n{self.log_path.read_text()}")
            try:
                httpx.get(self.base + "/static/style.css", timeout=2)
                return
            except httpx.TransportError:
                time.sleep(0.05)
        raise AssertionError(f"monitor web did not answer:\n{self.log_path.read_text()}")

    def named(self, event: str) -> list[dict[str, object]]:
        """The events of its JSON log with this name."""
        found = []
        for line in self.log_path.read_text().splitlines():
            with suppress(json.JSONDecodeError):
                found.append(json.loads(line))
        return [logged for logged in found if logged.get("event") == event]

    def rss_kib(self) -> int:
        """Its resident memory now (VmRSS)."""
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise AssertionError(f"no VmRSS for {self.process.pid}")

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.terminate()
        return self.process.wait(30)
