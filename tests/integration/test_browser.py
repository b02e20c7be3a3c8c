"""``render: browser`` against real servers on 127.0.0.1: a page built by its script is read
as the browser shows it, with the target's headers and cookies, in a context of its own; a
selector that never appears, a page that never settles and the bad inputs of issue 22 each
end within the render timeout with their class, and the browser survives or is replaced.

One browser serves the whole module, as one serves a daemon (launching one per test would
cost more than the tests)."""

import asyncio
import contextlib
import os
import re
import signal
import time
from collections.abc import AsyncIterator, Iterator
from datetime import timedelta

import pytest
import pytest_asyncio
from pydantic import ByteSize

from monitor import errors
from monitor.config.model import BrowserSettings, Settings
from monitor.config.request import RequestOptions
from monitor.extract import Rules, extract
from monitor.fetch.browser import chromium
from monitor.fetch.browser.pool import CLOSE_TIMEOUT
from monitor.fetch.browser.render import Renderer
from monitor.fetch.fetcher import Fetcher, Page
from tests.botwalls import WALLS
from tests.chromium import require_chromium
from tests.pageserver import Page as Served
from tests.pageserver import PageServer

pytestmark = pytest.mark.asyncio(loop_scope="module")
HTML = {"Content-Type": "text/html"}
PRICE_PAGE = b"""<!doctype html><html><head><title>Pricing</title></head><body>
<div id="plans">Loading plans...</div><img src="/logo.png"><link rel="stylesheet" href="/f.woff2">
<script>fetch('/api/plans').then(r => r.json()).then(plans => {
  document.getElementById('plans').innerHTML = plans.map(
    p => '<div class="plan"><h2>' + p.name + '</h2><p class="price">$' + p.price
      + '/month</p></div>'
  ).join('');
});</script></body></html>"""
PLANS = b'[{"name": "Starter", "price": 19}, {"name": "Business", "price": 79}]'


def rendered(**options: object) -> RequestOptions:
    return RequestOptions(render="browser", **options)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def chromium_installed() -> None:
    require_chromium()


@pytest.fixture(scope="module")
def module_pages() -> Iterator[PageServer]:
    server = PageServer()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def served(module_pages: PageServer) -> PageServer:
    module_pages.pages.clear()
    module_pages.first.clear()
    module_pages.hits.clear()
    module_pages.request_headers.clear()
    return module_pages


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def fetcher(chromium_installed: None) -> AsyncIterator[Fetcher]:
    settings = Settings(
        allow_private_networks=False,  # the guard is on; the local pages opt in per request
        fetch_timeout=timedelta(seconds=8),
        max_body_bytes=ByteSize(5 * 1024 * 1024),
    )
    client = Fetcher(settings)
    yield client
    await client.aclose()
    assert chromium.of_daemon(os.getpid()) == []  # no process of the browser is left


def ended_in_time(started: float, deadline: float) -> bool:
    """What the renderer promises: the deadline, then at most CLOSE_TIMEOUT to close the
    context under the requests still in flight (a second more for a machine the rest of the
    suite loads too)."""
    return time.monotonic() - started < deadline + CLOSE_TIMEOUT + 1


def renderer(fetcher: Fetcher) -> Renderer:
    assert fetcher._renderer is not None
    return fetcher._renderer


async def render(
    fetcher: Fetcher, url: str, headers: dict[str, str] | None = None, **options: object
) -> Page:
    return await fetcher.fetch(url, headers or {}, allow_private=True, request=rendered(**options))


async def test_a_page_built_by_its_script_is_read_as_rendered(
    fetcher: Fetcher, served: PageServer
) -> None:
    served.pages["/pricing"] = Served(body=PRICE_PAGE, headers=HTML)
    served.pages["/api/plans"] = Served(body=PLANS, headers={"Content-Type": "application/json"})
    page = await render(fetcher, served.url("/pricing"), wait_for=".price")
    assert page.status_code == 200
    snapshot = extract(page.body, page.content_type, Rules(extract="prices", selector="#plans"))
    assert [(p.label, str(p.amount), p.period) for p in snapshot.prices] == [
        ("Starter", "19", "month"),
        ("Business", "79", "month"),
    ]
    # Images and fonts are not loaded.
    network = renderer(fetcher).last_network
    assert network is not None
    assert served.hits["/logo.png"] == 0
    assert (served.url("/logo.png"), "image") in network.refused


async def test_headers_user_agent_and_cookies_are_sent_in_a_fresh_context(
    fetcher: Fetcher, served: PageServer
) -> None:
    other_origin = served.base_url.replace("127.0.0.1", "localhost")
    served.pages["/p"] = Served(
        body=b"<p>$10</p><script>document.body.dataset.before = String(localStorage.getItem('k'));"
        b"document.cookie = 'seen=1'; localStorage.setItem('k', 'v');</script>"
        + f'<script src="{other_origin}/third-party.js"></script>'.encode(),
        headers=HTML,
    )
    served.pages["/third-party.js"] = Served(body=b"", headers={"Content-Type": "text/javascript"})
    headers = {"X-Api-Key": "k1", "User-Agent": "pricing-monitor-test", "Cookie": "session=1"}
    await render(fetcher, served.url("/p"), headers, cookies={"region": "eu"})
    first_sent, third_party = (
        {name.lower(): value for name, value in sent.items()} for sent in served.request_headers
    )
    served.request_headers.clear()
    served.pages["/p"] = Served(body=served.pages["/p"].body.split(b"<script src")[0], headers=HTML)
    second = await render(fetcher, served.url("/p"))
    [second_sent] = ({k.lower(): v for k, v in sent.items()} for sent in served.request_headers)
    # The target's headers and cookies go to its page's origin only.
    assert "x-api-key" not in third_party
    assert "cookie" not in third_party
    assert first_sent["x-api-key"] == "k1"
    assert first_sent["user-agent"] == "pricing-monitor-test"
    assert first_sent["cookie"] == "session=1; region=eu"  # its own header, then `cookies`
    # Nothing of the first check is carried into the next: no cookie, no storage.
    assert "cookie" not in second_sent
    assert second_sent["user-agent"].startswith("pricing-monitor/")
    assert b'data-before="null"' in second.body


WORKER_AND_PERMISSIONS = b"""<!doctype html><p>Pro: $9</p><div id=r></div>
<iframe id=f src="about:blank"></iframe><script>
const out = (k, v) => { const e = document.createElement('p'); e.className = k;
  e.textContent = k + '=' + v; document.getElementById('r').append(e); };
// Registered directly, and with another realm's register (a page getting round a stub).
const other = document.getElementById('f').contentWindow.ServiceWorkerContainer.prototype;
const worker = Promise.all([navigator.serviceWorker.register('/sw.js'),
                            other.register.call(navigator.serviceWorker, '/sw.js')])
  .then(() => navigator.serviceWorker.getRegistrations()).then(found => found.length);
const located = new Promise(done => navigator.geolocation.getCurrentPosition(
  () => done('located'), error => done('error ' + error.code)));
const states = Promise.all(['geolocation', 'notifications', 'camera', 'clipboard-read'].map(
  name => navigator.permissions.query({name}).then(status => status.state)));
Promise.all([worker, located, Notification.requestPermission(), states])
  .then(([registered, geo, notify, asked]) => {
    out('workers', registered); out('geo', geo); out('notify', notify);
    out('states', asked.join(',')); return fetch('/api');
  }).then(answer => answer.text()).then(text => out('api', text), e => out('failed', e));
</script>"""


async def test_service_workers_and_permissions_do_not_work(
    fetcher: Fetcher, served: PageServer
) -> None:
    """A service worker would answer the page's requests itself, out of the interception's
    sight, and outlive the page; a permission would give a page what a server has no
    business knowing. Neither works: nothing registers, every permission is denied."""
    served.pages["/p"] = Served(body=WORKER_AND_PERMISSIONS, headers=HTML)
    served.pages["/sw.js"] = Served(
        body=b"self.addEventListener('fetch',"
        b" e => e.respondWith(new Response('from the worker')));",
        headers={"Content-Type": "text/javascript"},
    )
    served.pages["/api"] = Served(body=b"from the server", headers={"Content-Type": "text/plain"})
    page = await render(fetcher, served.url("/p"), wait_for=".api, .failed")
    found = dict(re.findall(rb'<p class="(\w+)">\w+=([^<]*)</p>', page.body))
    assert found == {
        b"workers": b"0",
        b"geo": b"error 1",  # PERMISSION_DENIED
        b"notify": b"denied",
        b"states": b"denied,denied,denied,denied",
        b"api": b"from the server",
    }
    assert served.hits["/sw.js"] == 0


async def test_the_targets_cookie_header_and_cookies_are_sent_as_a_fetch_sends_them(
    fetcher: Fetcher, served: PageServer
) -> None:
    """The target's Cookie header, then its ``cookies``, on both paths; a rendered page's
    script sees its ``cookies`` and adds its own, sent after them."""
    served.pages["/p"] = Served(
        body=b"<p>$10</p><script>document.cookie = 'seen=' + document.cookie.length;"
        b"fetch('/api').then(() => document.body.append(Object.assign("
        b"document.createElement('i'), {className: 'done'})))</script>",
        headers=HTML,
    )
    served.pages["/api"] = Served(body=b"{}", headers={"Content-Type": "application/json"})
    headers = {"cookie": "session=1; theme=dark"}
    cookies = {"region": "eu", "currency": "EUR"}
    await render(fetcher, served.url("/p"), headers, cookies=cookies, wait_for=".done")
    await fetcher.fetch(
        served.url("/p"), headers, allow_private=True, request=RequestOptions(cookies=cookies)
    )
    sent = [{k.lower(): v for k, v in h.items()}.get("cookie") for h in served.request_headers]
    assert sent == [
        "session=1; theme=dark; region=eu; currency=EUR",  # rendered: the page
        "session=1; theme=dark; region=eu; currency=EUR; seen=23",  # its script's fetch
        "session=1; theme=dark; region=eu; currency=EUR",  # fetched
    ]


async def test_a_wait_for_that_never_appears_is_the_permanent_selector_not_found(
    fetcher: Fetcher, served: PageServer
) -> None:
    served.pages["/p"] = Served(body=b"<p>no table here</p>", headers=HTML)
    started = time.monotonic()
    with pytest.raises(errors.RegionNotFound, match="did not appear within 2s") as missing:
        await render(fetcher, served.url("/p"), wait_for=".price", render_timeout_ms=2000)
    assert missing.value.code == "selector_not_found"
    assert ended_in_time(started, 2)


@pytest.mark.parametrize(
    ("name", "body"),
    [
        (
            "never stops loading",
            b"<p>$1</p><script>setInterval(() => fetch('/tick'), 100)</script>",
        ),
        (
            "redirects in a loop through JavaScript",
            b"<script>location.href = location.pathname == '/p' ? '/q' : '/p'</script>",
        ),
    ],
)
async def test_a_page_that_never_settles_is_render_failed_within_the_timeout(
    fetcher: Fetcher, served: PageServer, name: str, body: bytes
) -> None:
    served.pages["/p"] = served.pages["/q"] = Served(body=body, headers=HTML)
    served.pages["/tick"] = Served(body=b"{}")
    started = time.monotonic()
    with pytest.raises(errors.RenderFailed, match="within 2s"):
        await render(fetcher, served.url("/p"), render_timeout_ms=2000)
    assert ended_in_time(started, 2)


async def test_a_wall_is_blocked_and_an_error_status_is_its_status(
    fetcher: Fetcher, served: PageServer
) -> None:
    _, status, headers, body = WALLS[0]
    served.pages["/wall"] = Served(body=body.encode(), status=status, headers=HTML | headers)
    with pytest.raises(errors.Blocked) as blocked:
        await render(fetcher, served.url("/wall"), render_timeout_ms=3000)
    assert blocked.value.status_code == 403
    served.pages["/gone"] = Served(body=b"<h1>Not here</h1>", status=404, headers=HTML)
    with pytest.raises(errors.HTTPStatusError) as refused:
        await render(fetcher, served.url("/gone"))
    assert refused.value.code == "http_404"


async def test_a_dom_of_50_mb_ends_within_the_timeout_and_the_browser_lives(
    fetcher: Fetcher, served: PageServer
) -> None:
    """Too large to read (over max_body_bytes), or too slow to lay out: either way a class."""
    served.pages["/big"] = Served(
        body=b"<div id=d></div><script>document.getElementById('d').textContent ="
        b" 'x'.repeat(50 * 1024 * 1024)</script>",
        headers=HTML,
    )
    started = time.monotonic()
    with pytest.raises((errors.BodyTooLarge, errors.RenderFailed)):
        await render(fetcher, served.url("/big"), render_timeout_ms=6000)
    assert ended_in_time(started, 6)
    served.pages["/ok"] = Served(body=b"<p>$3</p>", headers=HTML)
    assert b"$3" in (await render(fetcher, served.url("/ok"))).body


async def test_a_page_of_1000_subresources_ends_within_the_timeout(
    fetcher: Fetcher, served: PageServer
) -> None:
    tags = "".join(f'<script src="/s/{n}.js"></script>' for n in range(1000))
    served.pages["/many"] = Served(body=f"<p>$5</p>{tags}".encode(), headers=HTML)
    for n in range(1000):
        served.pages[f"/s/{n}.js"] = Served(body=b"", headers={"Content-Type": "text/javascript"})
    started = time.monotonic()
    try:
        page = await render(fetcher, served.url("/many"), render_timeout_ms=6000)
        assert b"$5" in page.body
    except errors.RenderFailed:
        pass
    assert ended_in_time(started, 6)


async def test_popups_and_downloads_are_refused_and_the_page_read(
    fetcher: Fetcher, served: PageServer
) -> None:
    served.pages["/p"] = Served(
        body=b"<p>Pro: $9</p><a id=d href='/file.zip' download>get</a><script>"
        b"for (let i = 0; i < 5; i++) window.open('/pop?' + i);"
        b"document.getElementById('d').click();</script>",
        headers=HTML,
    )
    served.pages["/pop"] = Served(body=b"<p>popup</p>", headers=HTML)
    served.pages["/file.zip"] = Served(
        body=b"PK\x03\x04", headers={"Content-Type": "application/zip"}
    )
    page = await render(fetcher, served.url("/p"), render_timeout_ms=15000)
    assert b"Pro: $9" in page.body
    # A download that goes to the monitor's fetcher is not kept anywhere: nothing to assert
    # but that the page was read and no popup outlived its check.
    browser = renderer(fetcher).pool._current
    assert browser is not None
    assert all(not context.pages for context in browser.browser.contexts)


async def test_a_tab_that_allocates_until_it_crashes_is_render_failed_and_the_browser_lives(
    fetcher: Fetcher, served: PageServer
) -> None:
    served.pages["/hog"] = Served(
        body=b"<script>const a = []; while (true) a.push(new Array(1e6).fill(1));</script>",
        headers=HTML,
    )
    with pytest.raises(errors.RenderFailed):
        await render(fetcher, served.url("/hog"), render_timeout_ms=7000)
    served.pages["/ok"] = Served(body=b"<p>$3</p>", headers=HTML)
    assert b"$3" in (await render(fetcher, served.url("/ok"))).body


async def test_a_hung_browser_is_killed_and_the_next_page_gets_a_new_one(
    fetcher: Fetcher, served: PageServer
) -> None:
    served.pages["/ok"] = Served(body=b"<p>$3</p>", headers=HTML)
    await render(fetcher, served.url("/ok"))
    pool = renderer(fetcher).pool
    assert pool._current is not None
    processes, launches = pool._current.processes, pool._launches
    assert len(processes.pids()) > 3  # the browser, its zygotes, a renderer, its helpers
    for pid in processes.pids():
        os.kill(pid, signal.SIGSTOP)
    with pytest.raises(errors.RenderFailed):
        await render(fetcher, served.url("/ok"), render_timeout_ms=1500)
    assert processes.pids() == []  # killed, every process
    assert b"$3" in (await render(fetcher, served.url("/ok"))).body
    assert pool._launches == launches + 1


async def test_the_browser_is_restarted_after_max_pages_and_over_max_memory(
    served: PageServer, chromium_installed: None
) -> None:
    served.pages["/ok"] = Served(body=b"<p>$3</p>", headers=HTML)
    settings = Settings(allow_private_networks=True)
    for limits, launches in [({"max_pages_per_browser": 2}, 3), ({"max_memory": "1MiB"}, 5)]:
        browser = BrowserSettings.model_validate(limits)
        client = Fetcher(settings.model_copy(update={"browser": browser}))
        try:
            for _ in range(5):
                await client.fetch(served.url("/ok"), {}, request=rendered())
            assert renderer(client).pool._launches == launches
        finally:
            await client.aclose()
        assert renderer(client).pool.processes.pids() == []


async def test_pages_render_at_most_concurrency_at_once(
    fetcher: Fetcher, served: PageServer
) -> None:
    served.pages["/slow"] = Served(body=b"<p>$1</p>", headers=HTML, delay=0.3)
    await asyncio.gather(*(render(fetcher, served.url("/slow")) for _ in range(6)))
    assert served.max_in_flight == 2


def driver_pids() -> list[int]:
    """Playwright's driver: the node process this process started."""
    found = []
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat") as stat:
                parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{entry.name}/cmdline", "rb") as cmdline:
                command = cmdline.read()
        except OSError:
            continue
        if parent == os.getpid() and b"playwright" in command:
            found.append(int(entry.name))
    return found


async def test_a_dead_driver_is_replaced_and_the_next_page_renders(
    fetcher: Fetcher, served: PageServer
) -> None:
    served.pages["/ok"] = Served(body=b"<p>$3</p>", headers=HTML)
    await render(fetcher, served.url("/ok"))
    [driver] = driver_pids()
    os.kill(driver, signal.SIGKILL)
    with contextlib.suppress(errors.RenderFailed):  # the page in flight, if any, fails
        await render(fetcher, served.url("/ok"))
    assert b"$3" in (await render(fetcher, served.url("/ok"))).body
    assert driver_pids() != [driver]
