"""A bot wall is never content: retried with backoff, quarantined once it keeps coming, and
never a baseline, a change or a snapshot."""

import time
from pathlib import Path

from tests.acceptance.backend import Backend, database_of
from tests.acceptance.daemon import DaemonProcess
from tests.acceptance.test_daemon import one_target, start
from tests.acceptance.test_retries import FAST_RETRIES, checks, quarantined
from tests.botwalls import WALLS
from tests.helpers import rows
from tests.pageserver import Page, PageServer

CF_HEADERS, CF_CHALLENGE = WALLS[0][2], WALLS[0][3]
CAPTCHA = next(case[3] for case in WALLS if case[0] == "recaptcha form, English")


def snapshots(config: Path) -> int:
    return int(rows(database_of(config), "SELECT COUNT(*) FROM snapshots")[0][0])


def test_a_wall_that_stays_is_quarantined_as_exhausted_without_a_snapshot(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    wall = Page(body=CF_CHALLENGE.encode(), status=403, headers=CF_HEADERS)
    config = one_target(tmp_path, pages, "acme", wall, **FAST_RETRIES)
    daemon = start(daemons, config)
    daemon.wait_for("check.quarantined", timeout=40)
    time.sleep(1.5)
    assert daemon.stop() == 0
    assert pages.hits["/acme"] == 5
    assert checks(config) == [("failed", 5, "blocked")]
    assert quarantined(config) == [("exhausted", "blocked", 403)]
    assert snapshots(config) == 0
    assert len(daemon.named("check.retry_scheduled")) == 4


def test_walls_that_lift_leave_one_baseline_of_the_real_page(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    config = one_target(tmp_path, pages, "acme", Page(), **FAST_RETRIES)
    pages.first["/acme"] = [
        Page(body=CF_CHALLENGE.encode(), status=403, headers=CF_HEADERS),
        Page(body=CAPTCHA.encode()),  # a CAPTCHA served with 200 is a wall all the same
    ]
    daemon = start(daemons, config)
    daemon.wait_for("check.committed", timeout=30)
    assert daemon.stop() == 0
    assert checks(config) == [("baseline", 3, None)]
    assert snapshots(config) == 1
    failed = daemon.named("check.failed")
    assert [event["error_class"] for event in failed] == ["blocked", "blocked"]
