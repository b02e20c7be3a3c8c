"""Price history as data: a result's records as rows, the rows that changed, plan globs, the
columns' spelling, and ``--since``/``--until`` as the command line reads them."""

import subprocess
import sys
from decimal import Decimal

import pytest

from monitor.arguments import parse
from monitor.changes import price_rows as pricedata
from monitor.changes.price_rows import PriceRow
from monitor.config.alert_rules import plan_matcher
from monitor.extract import Plan, PriceRecord, Snapshot
from monitor.states import CheckStatus
from monitor.store import CheckRow
from tests.helpers import T0

DAY = 24 * 3600 * 1000


def price(
    label: str,
    amount: str | None,
    currency: str = "USD",
    period: str = "month",
    availability: str | None = None,
) -> PriceRecord:
    return PriceRecord(
        label=label,
        amount=None if amount is None else Decimal(amount),
        currency=currency,
        period=period,
        availability=availability,
    )


def check(day: int, status: str = "unchanged") -> CheckRow:
    slot = T0 + day * DAY
    result = None if status == CheckStatus.FAILED else "h"
    return CheckRow(
        work_id=f"t:{slot}",
        target_id="t",
        scheduled_for=slot,
        checked_at=slot,
        status=CheckStatus(status),
        attempt_count=1,
        result_hash=result,
        error_message=None,
        http_status=200,
        duration_ms=5,
    )


def results(*tables: tuple[PriceRecord, ...] | None) -> list[list[PriceRow]]:
    return [
        pricedata.rows_of(check(day, "failed" if table is None else "unchanged"), table)
        for day, table in enumerate(tables)
    ]


def changed(*tables: tuple[PriceRecord, ...] | None) -> list[tuple[int, str, str, str | None]]:
    """(day, change, plan, amount) of each row --changes-only writes."""
    return [
        (
            (row.scheduled_for - T0) // DAY,
            row.change or "",
            row.record.label,
            row.values()["amount"],
        )
        for row in pricedata.changes_only(results(*tables))
        if row.record is not None
    ]


PRO, TEAM = price("Pro", "20.00"), price("Team", "49.00")


@pytest.mark.parametrize(
    ("tables", "expected"),
    [
        # the first result's records are all new
        (((PRO, TEAM),), [(0, "added", "Pro", "20.00"), (0, "added", "Team", "49.00")]),
        # the same records again: nothing; 20 and 20.00 are one amount
        (((PRO,), (PRO,), (price("Pro", "20"),)), [(0, "added", "Pro", "20.00")]),
        # a new amount, then back: two changes
        (
            ((PRO,), (price("Pro", "18.00"),), (PRO,)),
            [
                (0, "added", "Pro", "20.00"),
                (1, "changed", "Pro", "18.00"),
                (2, "changed", "Pro", "20.00"),
            ],
        ),
        # a failed slot between changes nothing, neither removes nor re-adds
        (((PRO,), None, (PRO,)), [(0, "added", "Pro", "20.00")]),
        # removed with the values it had, then added again
        (
            ((PRO, TEAM), (PRO,), (PRO, TEAM)),
            [
                (0, "added", "Pro", "20.00"),
                (0, "added", "Team", "49.00"),
                (1, "removed", "Team", "49.00"),
                (2, "added", "Team", "49.00"),
            ],
        ),
        # another currency or stock state is a change of the record
        (
            (
                (PRO,),
                (price("Pro", "20.00", "EUR"),),
                (price("Pro", "20.00", "EUR", "month", "OutOfStock"),),
            ),
            [
                (0, "added", "Pro", "20.00"),
                (1, "changed", "Pro", "20.00"),
                (2, "changed", "Pro", "20.00"),
            ],
        ),
        # a plan priced monthly and yearly is two records; one listed twice at one period,
        # by its turn
        (
            (
                (PRO, price("Pro", "200.00", period="year")),
                (price("Pro", "22.00"), price("Pro", "200.00", period="year")),
            ),
            [
                (0, "added", "Pro", "20.00"),
                (0, "added", "Pro", "200.00"),
                (1, "changed", "Pro", "22.00"),
            ],
        ),
        (
            ((PRO, price("Pro", "30.00")), (PRO, price("Pro", "35.00"))),
            [
                (0, "added", "Pro", "20.00"),
                (0, "added", "Pro", "30.00"),
                (1, "changed", "Pro", "35.00"),
            ],
        ),
        # contact sales: no amount
        (
            ((price("Enterprise", None),), (price("Enterprise", "999.00"),)),
            [(0, "added", "Enterprise", None), (1, "changed", "Enterprise", "999.00")],
        ),
    ],
)
def test_changes_only_writes_a_row_per_change_of_a_record(
    tables: tuple[tuple[PriceRecord, ...] | None, ...], expected: list[tuple[int, str, str, str]]
) -> None:
    assert changed(*tables) == expected


def test_a_failed_slot_is_one_row_without_a_record() -> None:
    [row] = pricedata.rows_of(check(0, "failed"), None)
    assert row.values() | {"scheduled_for": "-"} == {
        "target_id": "t",
        "work_id": f"t:{T0}",
        "scheduled_for": "-",
        "plan": None,
        "amount": None,
        "currency": None,
        "period": None,
        "availability": None,
        "status": "failed",
    }


@pytest.mark.parametrize(
    ("amount", "written"),
    [
        ("19.00", "19.00"),
        ("19", "19"),
        ("1E+3", "1000"),
        ("0.0000166667", "0.0000166667"),
        ("1099.999", "1099.999"),
    ],
)
def test_amounts_are_written_exactly_as_decimals(amount: str, written: str) -> None:
    [row] = pricedata.rows_of(check(0), (price("Pro", amount),))
    values = row.values()
    assert (values["amount"], values["scheduled_for"]) == (written, "2026-08-05T08:00:00.000Z")


def test_a_plans_records_are_named_by_their_plan() -> None:
    monthly, annual = price("Pro", "20.00"), price("annual", "200.00", period="year")
    loose = price("Add-on", "5.00")
    snapshot = Snapshot(
        mode="plans",
        text="",
        prices=(monthly, annual, loose),
        plans=(Plan("Pro", (monthly, annual)),),
    )
    assert [r.label for r in pricedata.records(snapshot)] == ["Pro", "Pro / annual", "Add-on"]
    fallback = Snapshot(mode="plans", text="", prices=(monthly,), fallback=True)
    assert pricedata.records(fallback) == (monthly,)


@pytest.mark.parametrize(
    ("glob", "plan", "chosen"),
    [
        (None, "Anything", True),
        ("Pro*", "Pro", True),
        ("Pro*", "pro / annual", True),
        ("Pro*", "Team Pro", False),
        ("*pro*", "Team Pro", True),
        ("Team", "Team / annual", False),
        ("[TS]*", "Starter", True),
        ("(a+)+$", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", False),
    ],
)
def test_a_plan_glob_matches_whole_names_in_any_case(
    glob: str | None, plan: str, chosen: bool
) -> None:
    [row] = pricedata.rows_of(check(0), (price(plan, "1"),))
    assert pricedata.matches(row, plan_matcher(glob)) is chosen


def test_a_failed_slot_is_kept_whatever_the_glob() -> None:
    [row] = pricedata.rows_of(check(0, "failed"), None)
    assert pricedata.matches(row, plan_matcher("Pro"))


def test_a_glob_bomb_is_refused_by_its_length() -> None:
    with pytest.raises(ValueError, match="at most 200 characters"):
        plan_matcher("*a" * 101)


def test_the_table_aligns_its_columns() -> None:
    rows = pricedata.rows_of(check(0), (PRO, price("Enterprise", None, "", "")))
    assert pricedata.table_lines(rows) == [
        "scheduled for             status     plan        price              availability  change",
        "2026-08-05T08:00:00.000Z  unchanged  Pro         20.00 USD / month",
        "2026-08-05T08:00:00.000Z  unchanged  Enterprise  contact sales",
    ]


@pytest.mark.parametrize(
    ("since", "until", "window"),
    [
        ("2026-08-05", "2026-08-05", (T0 - 8 * 3600_000, T0 + 16 * 3600_000)),
        ("2026-08-05T08:00Z", "2026-08-05T09:00:00+01:00", (T0, T0)),
        ("2026-08-05T08:00", "2026-08-05T08:00:00.001", (T0, T0 + 1)),
    ],
)
def test_since_and_until_are_utc_and_a_bare_until_day_is_included(
    since: str, until: str, window: tuple[int, int]
) -> None:
    args = parse(["prices", "t", "--since", since, "--until", until])
    assert (args.since, args.until) == window


def test_a_date_that_is_not_iso_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        parse(["export", "--since", "05/08/2026"])
    assert exited.value.code == 2
    assert "must be an ISO 8601 date or time" in capsys.readouterr().err


@pytest.mark.parametrize(
    "module", ["ops.prices", "changes.price_rows", "changes.rules", "config.alert_rules"]
)
def test_each_module_imports_first_in_a_fresh_process(module: str) -> None:
    """The store's commit judges rules with these modules, which read the store's records:
    whichever a command imports first, no import goes round in a circle."""
    found = subprocess.run(
        [sys.executable, "-c", f"import monitor.{module}"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert found.returncode == 0, found.stderr
