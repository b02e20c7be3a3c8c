"""The test-only fault variables: what each accepts, and a one-line refusal of anything else."""

from collections.abc import Callable

import pytest

from monitor.faults import _armed, _offset


@pytest.mark.parametrize(
    ("value", "armed"),
    [("", None), ("after_claim", ("after_claim", 1)), ("after_send:3", ("after_send", 3))],
)
def test_crash_points_read(value: str, armed: tuple[str, int] | None) -> None:
    assert _armed(value) == armed


@pytest.mark.parametrize(
    ("value", "offset"), [("", 0), ("0", 0), ("3600000", 3_600_000), ("-5", -5)]
)
def test_clock_offsets_read(value: str, offset: int) -> None:
    assert _offset(value) == offset


@pytest.mark.parametrize(
    ("read", "value", "message"),
    [
        (_armed, "after_lunch", "MONITOR_CRASH_AT=after_lunch: not one of after_claim"),
        (_armed, "after_claim:x", "MONITOR_CRASH_AT=after_claim:x: not one of"),
        (_offset, "1h", "MONITOR_CLOCK_OFFSET_MS=1h: not a whole number"),
    ],
)
def test_anything_else_is_refused_in_one_line(
    read: Callable[[str], object], value: str, message: str
) -> None:
    with pytest.raises(SystemExit, match=message):
        read(value)
