"""A year of weekly runs over 1,000 targets checked daily, 5% of them changing each week: the
retention cleanup keeps the database bounded (``bench/retention.py`` prints the figures)."""

from pathlib import Path

import pytest

from monitor.config import Settings
from tests.conftest import BACKENDS
from tests.yearsim import retention_settings, simulate


@pytest.mark.parametrize("database", BACKENDS, indirect=True)
async def test_the_database_levels_off_over_a_year(tmp_path: Path, settings: Settings) -> None:
    sizes = await simulate(retention_settings(settings, days=90), 1000, 52, 0.05)
    # 90 days of daily checks are kept, the rest goes: after 13 weeks, no more rows...
    assert {size.checks for size in sizes[13:]} == {90 * 1000}
    assert max(size.outbox for size in sizes[13:]) < 1000
    # ...and the finished runs' own records age out too: a run is kept for the retention.
    assert {size.runs for size in sizes[13:]} == {13}
    # No more live bytes once they have (on PostgreSQL: the rows' own sizes).
    settled = sizes[30].live_bytes
    assert all(size.live_bytes <= settled * 1.02 for size in sizes[30:])
    assert sizes[-1].live_bytes < sizes[12].live_bytes * 1.4
    if isinstance(settings.database, Path):
        # SQLite's file reuses its free pages. PostgreSQL's files grow and shrink as its
        # autovacuum runs, whenever that is: no figure to hold them to.
        assert sizes[-1].file_bytes <= sizes[30].file_bytes * 1.05
