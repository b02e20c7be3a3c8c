"""What a check compares, end to end: a real page server, a real database (each
backend), the worker."""

import pytest

from monitor.config.model import Settings
from monitor.extract import Rules, Snapshot, extract
from monitor.fetch.fetcher import Fetcher
from monitor.ops import quarantine
from monitor.pipeline.worker import Worker, attempt
from monitor.store import Claim, Outcome, Slot, Store
from tests.helpers import FakeClock, rows
from tests.integration.test_worker import DAY, checks, schedule, target
from tests.pageserver import Page, PageServer

PLANS = """<html><head><script>window.csrf = "{token}";</script></head><body>
<nav><a href="/">Home</a></nav>
<section id="pricing">
  <div class="plan" data-id="{token}"><h3>Starter</h3><p>${starter}/mo</p><p>Up to 3 users</p></div>
  <div class="plan"><h3>Team</h3><p>$29/mo</p><p>Up to 10 users</p></div>
</section>
<input type="hidden" name="csrf" value="{token}">
<footer>Rendered at {token}</footer></body></html>"""


def plans(starter: str = "9", token: str = "a1") -> Page:
    return Page(body=PLANS.format(starter=starter, token=token).encode(), headers=HTML)


HTML = {"Content-Type": "text/html; charset=utf-8"}


async def run(
    store: Store,
    worker: Worker,
    clock: FakeClock,
    settings: Settings,
    target_id: str = "acme",
) -> str:
    """Check the target's current slot at its due time."""
    slot = int(schedule(settings, target_id)[0])  # type: ignore[call-overload]
    clock.now = slot
    return await worker.check(Slot(target_id, slot))


def snapshot_count(settings: Settings) -> int:
    return int(rows(settings.database, "SELECT COUNT(*) FROM snapshots")[0][0])


async def test_noise_is_unchanged_and_a_price_is_changed(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages, selector="#pricing")], clock())
    outcomes = []
    for page in (plans(), plans(token="b2"), plans(token="c3"), plans("12", "d4")):
        pages.pages["/pricing"] = page
        outcomes.append(await run(store, worker, clock, settings))
    assert outcomes == ["baseline", "unchanged", "unchanged", "changed"]


async def test_an_unchanged_check_stores_no_new_snapshot(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages, selector="#pricing")], clock())
    for token in ("a", "b", "c", "d"):
        pages.pages["/pricing"] = plans(token=token)
        await run(store, worker, clock, settings)
    assert snapshot_count(settings) == 1
    pages.pages["/pricing"] = plans("12")
    await run(store, worker, clock, settings)
    assert snapshot_count(settings) == 2


async def test_a_304_is_unchanged_without_a_body(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages)], clock())
    pages.pages["/pricing"] = Page(body=b"<p>Pro: $10/month</p>", headers=HTML, etag='"v1"')
    assert await run(store, worker, clock, settings) == "baseline"
    assert await run(store, worker, clock, settings) == "unchanged"
    assert pages.not_modified == 1
    assert pages.request_headers[-1]["If-None-Match"] == '"v1"'
    hashes = rows(settings.database, "SELECT result_hash, http_status FROM source_checks")
    assert hashes[0][0] == hashes[1][0]
    assert [status for _, status in hashes] == [200, 304]
    # A new version with a new ETag is fetched whole and compared.
    pages.pages["/pricing"] = Page(body=b"<p>Pro: $12/month</p>", headers=HTML, etag='"v2"')
    assert await run(store, worker, clock, settings) == "changed"
    assert pages.not_modified == 1


async def test_last_modified_is_sent_back_as_if_modified_since(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    stamp = "Wed, 05 Aug 2026 08:00:00 GMT"
    await store.sync_targets([target(pages)], clock())
    pages.pages["/pricing"] = Page(body=b"<p>$10</p>", headers=HTML | {"Last-Modified": stamp})
    await run(store, worker, clock, settings)
    await run(store, worker, clock, settings)
    assert pages.request_headers[0].get("If-Modified-Since") is None
    assert pages.request_headers[1]["If-Modified-Since"] == stamp


async def test_compare_last_treats_alternating_variants_as_unchanged(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages, compare_last=2)], clock())
    outcomes = []
    for body in (
        b"<p>$10 A</p>",
        b"<p>$10 B</p>",
        b"<p>$10 A</p>",
        b"<p>$10 B</p>",
        b"<p>$10 C</p>",
        b"<p>$10 A</p>",
    ):
        pages.pages["/pricing"] = Page(body=body, headers=HTML)
        outcomes.append(await run(store, worker, clock, settings))
    # C pushed A out of the last two distinct results (C, B).
    assert outcomes == ["baseline", "changed", "unchanged", "unchanged", "changed", "changed"]


async def test_without_compare_last_an_alternation_is_a_change_each_time(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages)], clock())
    outcomes = []
    for body in (b"<p>A</p>", b"<p>B</p>", b"<p>A</p>"):
        pages.pages["/pricing"] = Page(body=body, headers=HTML)
        outcomes.append(await run(store, worker, clock, settings))
    assert outcomes == ["baseline", "changed", "changed"]


async def test_new_rules_start_a_new_baseline_and_forget_the_validators(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages)], clock())
    pages.pages["/pricing"] = plans()
    pages.pages["/pricing"].etag = '"v1"'
    assert await run(store, worker, clock, settings) == "baseline"
    await store.sync_targets([target(pages, selector="#pricing")], clock())
    assert await run(store, worker, clock, settings) == "baseline"
    assert pages.not_modified == 0  # the new rules need the body again
    assert await run(store, worker, clock, settings) == "unchanged"
    assert pages.not_modified == 1


@pytest.mark.parametrize(
    ("extra", "body", "error_class"),
    [
        ({"selector": "#gone"}, b"<p>$10</p>", "selector_not_found"),
        ({"extract": "prices"}, b"<p>No prices here</p>", "no_prices"),
    ],
)
async def test_a_redesigned_page_is_quarantined_at_once(
    store: Store,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
    extra: dict[str, str],
    body: bytes,
    error_class: str,
) -> None:
    await store.sync_targets([target(pages, **extra)], clock())
    pages.pages["/pricing"] = Page(body=body, headers=HTML)
    assert await run(store, worker, clock, settings) == "failed"
    assert rows(settings.database, "SELECT reason, error_class FROM quarantine") == [
        ("permanent", error_class)
    ]
    assert rows(settings.database, "SELECT http_status FROM source_checks") == [(200,)]
    assert checks(settings)[0][1] == "failed"


def target_state(settings: Settings) -> tuple[object, ...]:
    return rows(
        settings.database,
        "SELECT recent_hashes, etag, last_modified FROM monitor_targets WHERE id = 'acme'",
    )[0]


@pytest.mark.parametrize(
    ("path", "headers"),
    [("/moved", {}), ("/pricing", {"Accept-Language": "de"})],
    ids=["url", "headers"],
)
async def test_a_new_url_or_new_headers_forget_the_validators(
    store: Store,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
    path: str,
    headers: dict[str, str],
) -> None:
    """Found in review: the old URL's ETag made the new URL answer 304 for ever."""
    await store.sync_targets([target(pages)], clock())
    pages.pages["/pricing"] = Page(body=b"<p>Pro: $10/month</p>", headers=HTML, etag='"v1"')
    pages.pages["/moved"] = Page(body=b"<p>Pro: $12/month</p>", headers=HTML, etag='"v1"')
    await run(store, worker, clock, settings)
    await store.sync_targets([target(pages, path=path, headers=headers)], clock())
    await run(store, worker, clock, settings)
    assert "If-None-Match" not in pages.request_headers[-1]
    assert pages.not_modified == 0


async def test_a_result_extracted_under_rules_replaced_meanwhile_moves_nothing_it_compares(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages)], clock())
    pages.pages["/pricing"] = plans()
    await run(store, worker, clock, settings)
    pages.pages["/pricing"] = plans(starter="12")
    pages.pages["/pricing"].etag = '"v2"'
    slot = int(schedule(settings)[0])  # type: ignore[call-overload]
    claim = await store.claim(Slot("acme", slot), "token", slot, 60_000)
    assert isinstance(claim, Claim)
    outcome = await fetched(settings, clock, claim)
    await store.sync_targets([target(pages, selector="#pricing")], clock())  # a SIGHUP
    await store.finish(claim, outcome, slot + DAY)
    assert outcome.status == "changed"  # compared under the rules it was extracted with
    assert target_state(settings) == ("[]", None, None)  # ...but not what comes next
    assert await run(store, worker, clock, settings) == "baseline"


async def fetched(settings: Settings, clock: FakeClock, claim: Claim) -> Outcome:
    fetcher = Fetcher(settings)
    try:
        outcome, error = await attempt(fetcher, clock, claim)
    finally:
        await fetcher.aclose()
    assert error is None
    return outcome


async def test_an_unchanged_result_sends_no_snapshot_to_store(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    await store.sync_targets([target(pages)], clock())
    pages.pages["/pricing"] = plans()
    await run(store, worker, clock, settings)
    slot = int(schedule(settings)[0])  # type: ignore[call-overload]
    claim = await store.claim(Slot("acme", slot), "token", slot, 60_000)
    assert isinstance(claim, Claim)
    outcome = await fetched(settings, clock, claim)
    assert (outcome.status, outcome.snapshot) == ("unchanged", None)


async def test_a_replay_after_fixing_the_selector_is_a_baseline_with_its_snapshot(
    store: Store, worker: Worker, pages: PageServer, clock: FakeClock, settings: Settings
) -> None:
    """Found in review: the replay compared with a snapshot of the old selector."""
    await store.sync_targets([target(pages, selector="#pricing")], clock())
    pages.pages["/pricing"] = plans()
    await run(store, worker, clock, settings)
    pages.pages["/pricing"] = Page(
        body=PLANS.replace('id="pricing"', 'id="plans"').format(starter="9", token="q").encode(),
        headers=HTML,
    )
    assert await run(store, worker, clock, settings) == "failed"
    await store.sync_targets([target(pages, selector="#plans")], clock())
    [entry] = await store.quarantined(include_resolved=False)
    assert "is now baseline" in (await quarantine.replay(store, settings, clock, entry.id)).line
    [(replayed_hash,)] = rows(
        settings.database,
        "SELECT result_hash FROM source_checks WHERE work_id = ?",
        (entry.work_id,),
    )
    assert rows(
        settings.database, "SELECT COUNT(*) FROM snapshots WHERE hash = ?", (replayed_hash,)
    ) == [(1,)]


async def test_the_same_bytes_again_are_not_extracted_again(
    store: Store,
    worker: Worker,
    pages: PageServer,
    clock: FakeClock,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    extracted: list[bytes] = []

    def counting(body: bytes, content_type: str, rules: Rules) -> Snapshot:
        extracted.append(body)
        return extract(body, content_type, rules)

    monkeypatch.setattr("monitor.pipeline.attempt.extract", counting)
    await store.sync_targets([target(pages)], clock())
    pages.pages["/pricing"] = plans()
    outcomes = [await run(store, worker, clock, settings) for _ in range(3)]
    pages.pages["/pricing"] = plans(token="new")
    outcomes.append(await run(store, worker, clock, settings))
    assert outcomes == ["baseline", "unchanged", "unchanged", "changed"]
    assert len(extracted) == 2  # the baseline, and the page whose bytes changed
    await store.sync_targets([target(pages, selector="#pricing")], clock())
    assert await run(store, worker, clock, settings) == "baseline"  # new rules: parsed again
    assert len(extracted) == 3
