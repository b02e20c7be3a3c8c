"""A result's alert rules in its commit, on each backend: the rule state is written only when
it changes, and a result the rules need not judge reads no snapshot."""

from decimal import Decimal

from monitor.config.model import Settings
from monitor.extract import PriceRecord, Snapshot
from monitor.schedule import iso
from monitor.states import CheckStatus
from monitor.store import Outcome, Slot
from monitor.store.sqlstore import SQLStore
from tests.helpers import MINUTE, T0, FakeClock, execute, rows
from tests.integration.test_worker import DAY, target
from tests.pageserver import PageServer

BELOW_20 = {"below": {"amount": 20, "currency": "USD"}}


def pro(amount: str) -> Snapshot:
    record = PriceRecord(label="Pro", amount=Decimal(amount), currency="USD", period="month")
    return Snapshot(mode="prices", text="", prices=(record,))


async def commit(store: SQLStore, day: int, snapshot: Snapshot, status: CheckStatus) -> None:
    """The check of slot ``day``: the page showed ``snapshot``, its blob passed along as for a
    result that may be new."""
    slot = Slot("a", T0 + day * DAY)
    claim = await store.claim(slot, f"token-{day}", slot.scheduled_for, MINUTE)
    assert not isinstance(claim, str), claim
    outcome = Outcome(
        checked_at=slot.scheduled_for,
        duration_ms=1,
        status=status,
        http_status=200,
        result_hash=snapshot.digest,
        snapshot=snapshot.compressed(),
    )
    await store.finish(claim, outcome, slot.scheduled_for + DAY)


def rule_rows(settings: Settings) -> list[tuple[str, str]]:
    """Each rule's state row and the slot of the result that last wrote it."""
    sql = "SELECT rule, work_id FROM alert_rule_state ORDER BY rule"
    return [(rule, work_id[len("a:") :]) for rule, work_id in rows(settings.database, sql)]


def fired(settings: Settings) -> list[tuple[str, str | None]]:
    sql = "SELECT work_id, alerts_json FROM source_checks ORDER BY scheduled_for"
    return [(work_id[len("a:") :], alerts) for work_id, alerts in rows(settings.database, sql)]


async def test_the_rule_state_is_written_only_when_it_changes(
    store: SQLStore, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    await store.sync_targets([target(pages, "a", alert_when=[BELOW_20])], clock())
    await commit(store, 0, pro("25"), CheckStatus.BASELINE)
    assert rule_rows(settings) == [("", iso(T0)), ("below: * 20 USD", iso(T0))]
    await commit(store, 1, pro("25"), CheckStatus.UNCHANGED)
    assert rule_rows(settings) == [("", iso(T0)), ("below: * 20 USD", iso(T0))]
    await commit(store, 2, pro("15"), CheckStatus.CHANGED)
    assert rule_rows(settings) == [("", iso(T0 + 2 * DAY)), ("below: * 20 USD", iso(T0 + 2 * DAY))]
    assert [alerts is not None for _, alerts in fired(settings)] == [False, False, True]


async def test_the_confirmed_result_again_reads_no_snapshot(
    store: SQLStore, clock: FakeClock, settings: Settings, pages: PageServer
) -> None:
    """Its commit needs neither the current nor the confirmed snapshot: with both gone from
    the table (and the current one's blob not passed along), it still commits."""
    await store.sync_targets([target(pages, "a", alert_when=[BELOW_20])], clock())
    await commit(store, 0, pro("25"), CheckStatus.BASELINE)
    assert execute(settings.database, "DELETE FROM snapshots") == 1
    slot = Slot("a", T0 + DAY)
    claim = await store.claim(slot, "token-1", slot.scheduled_for, MINUTE)
    assert not isinstance(claim, str), claim
    again = Outcome(
        checked_at=slot.scheduled_for,
        duration_ms=1,
        status=CheckStatus.UNCHANGED,
        http_status=200,
        result_hash=pro("25").digest,
    )
    await store.finish(claim, again, slot.scheduled_for + DAY)
    assert [alerts for _, alerts in fired(settings)] == [None, None]
