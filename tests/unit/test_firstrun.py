"""The first run's hint: said once, when the first check of every target failed to resolve."""

import pytest

from monitor.pipeline.firstrun import FirstRun

DNS, UNKNOWN = "dns", "unknown_host"

# (target, baseline, error_class) observed in order, and what each observation answers.
Seen = list[tuple[str, bool, str | None]]


@pytest.mark.parametrize(
    ("targets", "seen", "said"),
    [
        pytest.param(
            ["a", "b"],
            [("a", True, UNKNOWN), ("b", True, DNS)],
            [False, True],
            id="every-first-check-failed-to-resolve",
        ),
        pytest.param(["a"], [("a", True, DNS)], [True], id="one-target"),
        pytest.param(
            ["a", "b"],
            [("a", True, DNS), ("a", True, DNS), ("b", True, DNS)],
            [False, False, True],
            id="a-retry-counts-once",
        ),
        pytest.param(
            ["a", "b"],
            [("a", True, DNS), ("b", True, DNS), ("a", True, DNS)],
            [False, True, False],
            id="said-once",
        ),
        pytest.param(
            ["a", "b"], [("a", True, DNS), ("b", True, None)], [False, False], id="one-succeeded"
        ),
        pytest.param(
            ["a", "b"],
            [("a", True, "connect"), ("b", True, DNS)],
            [False, False],
            id="another-failure",
        ),
        pytest.param(
            ["a", "b"],
            [("a", False, DNS), ("b", True, DNS)],
            [False, False],
            id="a-target-resolved-before",
        ),
        pytest.param(
            ["a"],
            [("new", True, DNS), ("a", True, DNS)],
            [False, True],
            id="a-target-added-since-is-not-waited-for",
        ),
        pytest.param([], [("a", True, DNS)], [False], id="no-targets-at-start"),
    ],
)
def test_the_hint_comes_once_when_every_first_check_failed_to_resolve(
    targets: list[str], seen: Seen, said: list[bool]
) -> None:
    first_run = FirstRun(targets)
    assert [first_run.observe(*observed) for observed in seen] == said
