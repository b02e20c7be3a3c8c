"""``monitor web`` from the outside: a real process on a database real checks filled, read
with an HTTP client over 127.0.0.1: its pages, its headers, its answers to bad requests, and
that nothing secret and nothing hostile gets through."""

import asyncio
import contextlib
import json
import os
import re
import socket
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree as ET

import httpx
import pytest

from monitor.cli import open_existing
from monitor.config.model import load_settings
from monitor.errors import StoreUnavailable
from monitor.web.security import CSP, password_hash
from tests.acceptance.backend import Backend, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_daemon import start
from tests.acceptance.web import HOSTILE, PRICES, SECRETS, WebProcess, filled, serving
from tests.pageserver import Page, PageServer

ATOM = "{http://www.w3.org/2005/Atom}"
TOKEN = "t" * 40


@pytest.fixture
def config(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> Path:
    return filled(tmp_path, pages, daemons)


@pytest.fixture
def web(config: Path) -> Iterator[WebProcess]:
    with serving(config) as served:
        yield served
    assert served.named("web.started")
    assert served.named("web.stopped")


def cli_json(config: Path, *args: str) -> object:
    result = run_cli(*args, "--json", "--config", str(config))
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_pages_list_chart_and_explain_what_the_checks_found(web: WebProcess, config: Path) -> None:
    with httpx.Client(base_url=web.base) as client:
        overview = client.get("/")
        assert overview.status_code == 200
        assert 'href="/targets/acme"' in overview.text
        assert 'href="/targets/quiet"' in overview.text
        assert "Starter: $12.00/mo → $15.00/mo" in overview.text  # the last change, in a line
        assert 'href="/targets/acme"' not in client.get("/", params={"q": "qui"}).text
        listed = client.get("/api/targets", params={"status": "changed"}).json()
        assert [row["id"] for row in listed["targets"]] == ["acme"]
        assert listed["pages"]["total"] == 1

        target = client.get("/targets/acme").text
        starter = re.findall(r"<circle [^>]*><title>Starter month: ([^<]*)</title>", target)
        assert len(starter) == len(PRICES)  # one point per recorded price
        for price in PRICES:
            assert f"${price}.00/mo at " in target
        assert SECRETS[0] not in target

        feed = ET.fromstring(client.get("/feed.atom").content)
        entries = feed.findall(f"{ATOM}entry")
        assert len(entries) == 2  # two changes; the baseline is none
        link = entries[0].find(f"{ATOM}link")
        assert link is not None
        change = client.get(link.attrib["href"]).text
        assert '<span class="changed">Starter: $12.00/mo → $15.00/mo</span>' in change
        assert '<span class="added">+$15/mo</span>' in change
        assert '<span class="removed">-$12/mo</span>' in change
        target_feed = ET.fromstring(client.get("/targets/acme/feed.atom").content)
        assert len(target_feed.findall(f"{ATOM}entry")) == 2
        assert (
            ET.fromstring(client.get("/targets/quiet/feed.atom").content).find(f"{ATOM}entry")
            is None
        )

        # The API answers what the CLI's --json prints.
        history = client.get("/api/targets/acme/history").json()
        assert history == cli_json(config, "history", "acme")
        assert client.get("/api/quarantine").json() == cli_json(config, "quarantine", "list")
        assert client.get("/api/runs").json() == cli_json(config, "runs")
        shown = client.get("/api/status").json()
        assert [row["id"] for row in shown["targets"]] == ["acme", "gone", "quiet"]
        held = client.get("/api/targets", params={"status": "quarantined"}).json()["targets"]
        assert [(row["id"], row["quarantined"] > 0) for row in held] == [("gone", True)]
        entry = client.get("/api/quarantine").json()[0]
        show = cli_json(config, "quarantine", "show", str(entry["id"]))
        assert client.get(f"/api/quarantine/{entry['id']}").json() == show
        assert entry["work_id"] in client.get(f"/quarantine/{entry['id']}").text
        assert f'href="/quarantine/{entry["id"]}"' in client.get("/targets/gone").text
        for page in ("/quarantine", "/quarantine?all=1", "/runs"):
            assert client.get(page).status_code == 200


def test_nothing_secret_or_hostile_gets_through_and_bad_requests_are_4xx(web: WebProcess) -> None:
    pages = [
        "/",
        "/?status=changed",
        "/targets/acme",
        "/targets/quiet",
        "/quarantine",
        "/runs",
        "/feed.atom",
        "/targets/acme/feed.atom",
        "/api/status",
        "/api/targets",
        "/api/targets/acme/history",
        "/api/quarantine",
        "/api/runs",
        "/targets/gone",
        "/quarantine/1",
        "/api/quarantine/1",
    ]
    with httpx.Client(base_url=web.base) as client:
        feed = ET.fromstring(client.get("/feed.atom").content)
        changes = [entry.find(f"{ATOM}link") for entry in feed.findall(f"{ATOM}entry")]
        pages += [link.attrib["href"] for link in changes if link is not None]
        for page in pages:
            answer = client.get(page, headers={"Host": "evil.example"})
            assert answer.status_code == 200, page
            assert answer.headers["Content-Security-Policy"] == CSP
            assert answer.headers["X-Content-Type-Options"] == "nosniff"
            assert answer.headers["Referrer-Policy"] == "no-referrer"
            for secret in SECRETS:
                assert secret not in answer.text, (page, secret)
            if page.startswith("/api/"):  # data as it is, never read as a page
                assert answer.headers["Content-Type"].startswith("application/json")
            else:
                assert HOSTILE not in answer.text, page  # escaped wherever it shows
            assert "evil.example" not in answer.text, page
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in client.get("/targets/acme").text

        for bad, status in [
            ("/targets/nobody", 404),
            ("/targets/acme/changes/acme:1970-01-01T00:00:00.000Z", 404),
            ("/targets/nobody/feed.atom", 404),
            ("/api/targets/nobody/history", 404),
            ("/quarantine/999", 404),
            ("/quarantine/x", 404),
            ("/quarantine/99999999999999999999999", 404),
            ("/?page=abc", 400),
            ("/?page=0", 400),
            (f"/?page={10**12}", 400),
            ("/?status=bogus", 400),
            ("/?q=" + "x" * 201, 400),
            ("/api/runs?limit=-1", 400),
            ("/api/targets/acme/history?limit=x", 400),
        ]:
            answer = client.get(bad)
            assert answer.status_code == status, (bad, answer.status_code)
            assert answer.headers["X-Content-Type-Options"] == "nosniff"
        assert client.post("/").status_code == 405  # nothing is written through it
        # without --allow-actions there is no action to post to
        assert client.post("/quarantine/1/drop", data={"reason": "x"}).status_code == 404
    for path in ("/static/../../etc/passwd", "/static/%2e%2e/%2e%2e/etc/passwd"):
        assert _raw_status(web.port, path) == 404, path
    assert _raw_status(web.port, "/static/style.css") == 200
    assert _raw_status(web.port, "/?q=" + "x" * 10_000_000) in (400, 414)  # aiohttp's limit


def _raw_status(port: int, path: str) -> int:
    """A request sent as written: a client would resolve the dots first."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as conn:
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # it answered early
            conn.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        return int(conn.recv(1024).split()[1])


def test_the_web_process_cannot_write(web: WebProcess, config: Path) -> None:
    async def write() -> None:
        store = await open_existing(load_settings(config), writing=False)
        try:
            await store._read("UPDATE monitor_targets SET enabled = 0")
        finally:
            await store.close()

    with pytest.raises(StoreUnavailable):
        asyncio.run(write())


@pytest.mark.sqlite_only  # refused before any database is opened, or none is there to open
def test_another_address_without_auth_is_refused_in_one_line(tmp_path: Path) -> None:
    config = write_config(tmp_path, [])
    result = run_cli("web", "--config", str(config), "--listen", "0.0.0.0:8780")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1
    assert "needs web.auth" in result.stderr
    bad = run_cli("web", "--config", str(config), "--listen", "localhost")
    assert (bad.returncode, "must be host:port" in bad.stderr) == (2, True)
    acting = run_cli("web", "--config", str(config), "--allow-actions")
    assert (acting.returncode, acting.stderr) == (
        2,
        "monitor: web: --allow-actions needs web.auth in the settings\n",
    )
    missing = run_cli("web", "--config", str(config))  # the daemon never ran: no database
    assert (missing.returncode, "does not exist yet" in missing.stderr) == (1, True)


def test_auth_by_token_or_password(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    pages.pages["/quiet"] = Page(body=b"<html><p>Pro: $10/month</p></html>")
    target = {"id": "quiet", "url": pages.url("/quiet"), "interval": "1h"}
    hashed = password_hash("correct horse", "somesalt1", 10_000)
    env = os.environ | {"WEB_TOKEN": TOKEN, "WEB_HASH": hashed}
    for auth, good, bad in [
        ({"token": "${WEB_TOKEN}"}, f"Bearer {TOKEN}", "Bearer " + "x" * 40),
        (
            {"user": "ops", "password_hash": "${WEB_HASH}"},
            httpx.BasicAuth("ops", "correct horse")._auth_header,
            httpx.BasicAuth("ops", "wrong")._auth_header,
        ),
    ]:
        config = write_config(tmp_path, [target], web={"auth": auth})
        assert start(daemons, config, "--once").process.wait(30) == 0
        with serving(config, env=env) as served:
            assert httpx.get(served.base + "/").status_code == 401
            assert httpx.get(served.base + "/", headers={"Authorization": bad}).status_code == 401
            answer = httpx.get(served.base + "/api/status", headers={"Authorization": good})
            assert answer.status_code == 200
            assert TOKEN not in answer.text


def test_allowed_actions_replay_and_drop_with_auth_and_a_csrf_token(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = filled(tmp_path, pages, daemons, web={"auth": {"token": "${WEB_TOKEN}"}})
    env = os.environ | {"WEB_TOKEN": TOKEN}
    signed = {"Authorization": f"Bearer {TOKEN}"}
    with (
        serving(config, "--allow-actions", env=env) as served,
        httpx.Client(base_url=served.base, headers=signed) as client,
    ):
        entry = client.get("/api/quarantine").json()[0]  # gone, quarantined at each check
        page = client.get(f"/quarantine/{entry['id']}").text
        found = re.search(r'name="csrf" value="([^"]+)"', page)
        assert found is not None
        token = found[1]
        drop = f"/quarantine/{entry['id']}/drop"
        assert (
            httpx.post(served.base + drop, data={"csrf": token, "reason": "x"}).status_code == 401
        )
        assert client.post(drop, data={"reason": "gone for good"}).status_code == 403
        assert client.post(drop, data={"csrf": "x" + token, "reason": "x"}).status_code == 403
        assert client.post(drop, data={"csrf": token}).status_code == 400  # a reason, please
        unknown = client.post("/quarantine/999/drop", data={"csrf": token, "reason": "x"})
        assert unknown.status_code == 404, unknown.text
        replayed = client.post(f"/quarantine/{entry['id']}/replay", data={"csrf": token})
        assert "failed again" in replayed.text  # still a 404
        dropped = client.post(drop, data={"csrf": token, "reason": "gone for good"})
        assert f"entry {entry['id']} dropped" in dropped.text
        assert 'name="csrf"' not in client.get(f"/quarantine/{entry['id']}").text
    shown = cli_json(config, "quarantine", "show", str(entry["id"]))
    assert isinstance(shown, dict)
    assert (shown["resolution"], shown["resolution_note"]) == ("dropped", "gone for good")
