"""``run --once --target``: which named targets are checked, moved to now, or refused."""

from pathlib import Path

import pytest

from monitor.errors import UsageError
from monitor.pipeline.targeted import Plan, Refusal, check_named, plan
from monitor.store import HeldLease, Slot, TargetSlot

NOW = 1_785_916_800_000
LATER = NOW + 60_000
LIVE = HeldLease(LATER, "h:1:5")
EXPIRED = HeldLease(NOW, "h:1:5")

DUE = TargetSlot(id="due", enabled=True, next_check_at=NOW - 1, retry_at=None, lease=None)
AHEAD = TargetSlot(id="ahead", enabled=True, next_check_at=LATER, retry_at=None, lease=None)
LEASED = TargetSlot(id="leased", enabled=True, next_check_at=NOW - 1, retry_at=None, lease=LIVE)
LEASED_AHEAD = TargetSlot(
    id="replayed", enabled=True, next_check_at=LATER, retry_at=None, lease=LIVE
)  # a replay holds it
STALE = TargetSlot(
    id="stale", enabled=True, next_check_at=LATER, retry_at=None, lease=EXPIRED
)  # its holder died: not held
BACKING = TargetSlot(id="backing", enabled=True, next_check_at=NOW - 1, retry_at=LATER, lease=None)
RETRIED = TargetSlot(
    id="retried", enabled=True, next_check_at=NOW - 1, retry_at=NOW, lease=None
)  # its retry is due now


@pytest.mark.parametrize(
    ("target", "due_now", "expected"),
    [
        (DUE, False, Plan(propose=[Slot("due", NOW - 1)])),
        (DUE, True, Plan(propose=[Slot("due", NOW - 1)])),  # checked as it is, not skipped
        (AHEAD, False, Plan()),  # nothing due: the run says when it will be
        (AHEAD, True, Plan(move=[Slot("ahead", LATER)])),
        (LEASED, False, Plan(propose=[Slot("leased", NOW - 1)])),  # the claim decides
        (LEASED, True, Plan(refused=[Refusal(LEASED, "leased", LATER)])),
        (LEASED_AHEAD, True, Plan(refused=[Refusal(LEASED_AHEAD, "leased", LATER)])),
        (STALE, True, Plan(move=[Slot("stale", LATER)])),
        (BACKING, False, Plan(propose=[Slot("backing", NOW - 1)])),  # the claim decides
        (BACKING, True, Plan(refused=[Refusal(BACKING, "backing_off", LATER)])),
        (RETRIED, True, Plan(propose=[Slot("retried", NOW - 1)])),
    ],
    ids=lambda value: value.id if isinstance(value, TargetSlot) else None,
)
def test_plan(target: TargetSlot, due_now: bool, expected: Plan) -> None:
    assert plan([target], NOW, due_now) == expected


@pytest.mark.parametrize(
    ("asked", "message"),
    [
        (["due", "nope", "gone"], "--target: no target 'nope', 'gone' in targets.yaml"),
        (["off"], "--target: 'off' disabled (or no longer listed) in targets.yaml"),
    ],
)
def test_a_target_the_file_does_not_list_enabled_is_a_usage_error(
    asked: list[str], message: str
) -> None:
    found = [DUE, TargetSlot(id="off", enabled=False, next_check_at=NOW, retry_at=None, lease=None)]
    with pytest.raises(UsageError) as raised:
        check_named(asked, found, Path("targets.yaml"))
    assert str(raised.value) == message


def test_listed_enabled_targets_pass() -> None:
    check_named(["due", "ahead"], [DUE, AHEAD], Path("targets.yaml"))
