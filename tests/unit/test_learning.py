"""What the operator sees of learned volatile content, and how a confirmed check is classified
again: pure functions, table-driven."""

import json
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest

from monitor.changes import set_aside as learning
from monitor.config.model import load_settings
from monitor.extract import Snapshot
from monitor.extract.learned import Pattern, SetAside
from monitor.ops.status import status_json, status_lines
from monitor.pipeline.confirm import reclassified
from monitor.states import CheckStatus
from monitor.store import Claim, Signals, Slot
from tests.helpers import IDLE, T0, checked, write_config


def aside(count: int, kept: int) -> str | None:
    lines = tuple(f"Reading {n}" for n in range(count))
    return SetAside(lines, (), kept).to_json()


# set aside, kept → warned
WARNINGS = [
    pytest.param(0, 5, False, id="nothing set aside"),
    pytest.param(1, 9, False, id="a counter among nine lines"),
    pytest.param(9, 1, True, id="nine lines in ten"),
    pytest.param(8, 0, True, id="every line"),
    pytest.param(17, 3, False, id="eighty-five percent: not yet"),
]


@pytest.mark.parametrize(("count", "kept", "warned"), WARNINGS)
def test_status_warns_when_a_check_set_aside_nearly_everything(
    tmp_path: Path, count: int, kept: int, warned: bool
) -> None:
    state = replace(
        IDLE,
        id="pro",
        last_slot=T0,
        last_status=CheckStatus.UNCHANGED,
        last_checked_at=T0,
        set_aside=aside(count, kept),
    )
    report = status_json(
        load_settings(write_config(tmp_path, [])), [state], Signals(0, 0, {}, 0), [], {}, [], T0
    )
    expected = [{"target_id": "pro", "set_aside": count, "kept": kept}] if warned else []
    assert report["mostly_volatile"] == expected
    lines = [line for line in status_lines(report, False) if line.startswith("volatile:")]
    assert len(lines) == int(warned)
    if warned and not kept:
        assert "set aside every line and price as volatile" in lines[0]


def test_patterns_are_listed_oldest_first_and_clearing_says_how_many() -> None:
    patterns = (
        Pattern("line", "# viewing"),
        Pattern("line", "#", "Sold today"),
        Pattern("record", "Widget X", "month"),
    )
    assert learning.patterns_lines("pro", patterns) == [
        "pro: 3 learned volatile patterns, oldest first",
        "  # viewing",
        "  #  (after: Sold today)",
        "  price of Widget X /month",
    ]
    assert learning.patterns_lines("pro", ()) == ["pro: no learned volatile patterns"]
    assert learning.cleared_line("pro", 1) == "pro: cleared 1 learned volatile pattern"
    assert learning.cleared_line("pro", 0).endswith("nothing to clear")


def test_the_set_aside_lines_of_a_check_with_what_is_not_shown_counted() -> None:
    assert learning.set_aside_lines(aside(5, 2), shown=2) == [
        "    set aside as volatile: 5 of 7 lines and prices",
        "      ~ Reading 0",
        "      ~ Reading 1",
        "      (+3 more)",
    ]
    assert learning.set_aside_lines(None, shown=2) == []


@dataclass(frozen=True)
class Extracted:
    digest: str
    snapshot: Snapshot | None
    set_aside: SetAside = field(default_factory=SetAside)


def page(*lines: str) -> Snapshot:
    return Snapshot(mode="text", text="\n".join(lines))


def claim_of(*recent: Snapshot, learned: tuple[Pattern, ...] = ()) -> Claim:
    return Claim(
        slot=Slot("pro", T0),
        token="t",
        url="https://example.com/",
        headers={},
        interval_ms=60_000,
        previous_attempts=0,
        recent=tuple(s.digest for s in recent),
        rules=None,  # type: ignore[arg-type]
        compare_last=len(recent) or 1,
        learned=learned,
    )


BEFORE = page("Pro", "$19/mo", "27 viewing")
# first fetch, second fetch → the status, and whether anything is learned
CONFIRMED = [
    pytest.param(
        page("Pro", "$19/mo", "31 viewing"),
        page("Pro", "$19/mo", "33 viewing"),
        "unchanged",
        True,
        id="a counter alone: unchanged once learned",
    ),
    pytest.param(
        page("Pro", "$24/mo", "31 viewing"),
        page("Pro", "$24/mo", "35 viewing"),
        "changed",
        True,
        id="a price and a counter: changed, the counter learned",
    ),
    pytest.param(
        page("Pro", "$19/mo", "27 viewing"),
        page("Pro", "$24/mo", "27 viewing"),
        "changed",
        False,
        id="an edit between the fetches: the first result stands",
    ),
    pytest.param(
        page("Pro", "$24/mo", "27 viewing"),
        page("Pro", "$24/mo", "27 viewing"),
        "changed",
        False,
        id="a confirmed change",
    ),
]


@pytest.mark.parametrize(("first", "second", "status", "taught"), CONFIRMED)
def test_a_confirmed_check_is_classified_on_what_the_fetches_agree_on(
    first: Snapshot, second: Snapshot, status: str, taught: bool
) -> None:
    claim = claim_of(BEFORE)
    changed = checked(T0, first.digest, CheckStatus.CHANGED)
    outcome = replace(changed, recent=(first.digest, BEFORE.digest))
    stored = {BEFORE.digest: BEFORE.compressed()}
    result = reclassified(claim, outcome, Extracted(first.digest, first), second, stored)
    assert result.status == status
    assert (result.learned is not None) == taught
    if taught:
        assert result.result_hash != first.digest
        assert result.recent == (result.result_hash,)
        assert "# viewing" in json.loads(result.learned or "")[0]["text"]
        assert json.loads(result.set_aside or "")["set_aside"] == 1
    else:
        assert result == outcome


def test_a_previous_snapshot_no_longer_stored_leaves_the_first_result() -> None:
    first = page("Pro", "$19/mo", "31 viewing")
    outcome = checked(T0, first.digest, CheckStatus.CHANGED)
    result = reclassified(
        claim_of(BEFORE),
        outcome,
        Extracted(first.digest, first),
        page("Pro", "$19/mo", "40 viewing"),
        {},
    )
    assert result == outcome
