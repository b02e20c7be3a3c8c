"""A year of weekly runs over 200 targets checked daily, 5% of them changing each week: the
retention cleanup keeps the database bounded. 30 days' retention, so that it levels off
early; ``bench/retention.py`` prints the figures for 1,000 targets and 90 days."""

from pathlib import Path

import pytest

from monitor.config.model import Settings
from tests.conftest import BACKENDS
from tests.yearsim import retention_settings, simulate


@pytest.mark.parametrize("database", BACKENDS, indirect=True)
async def test_the_database_levels_off_over_a_year(tmp_path: Path, settings: Settings) -> None:
    sizes = await simulate(retention_settings(settings, days=30), 200, 52, 0.05)
    # 30 days of daily checks are kept, the rest goes: after 5 weeks, no more rows...
    assert {size.checks for size in sizes[5:]} == {30 * 200}
    assert max(size.outbox for size in sizes[5:]) < 200
    # ...and the finished runs' own records age out too: a run is kept for the retention.
    assert {size.runs for size in sizes[5:]} == {5}
    # No more live bytes once they have (on PostgreSQL: the rows' own sizes).
    settled = sizes[30].live_bytes
    assert all(size.live_bytes <= settled * 1.02 for size in sizes[30:])
    assert sizes[-1].live_bytes < sizes[4].live_bytes * 1.4
    if isinstance(settings.database, Path):
        # SQLite's file reuses its free pages. PostgreSQL's files grow and shrink as its
        # autovacuum runs, whenever that is: no figure to hold them to.
        assert sizes[-1].file_bytes <= sizes[30].file_bytes * 1.05
