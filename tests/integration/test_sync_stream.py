"""A long targets file is synced as it is read, a chunk at a time: with the result of syncing
the whole list at once, and all or nothing, wherever in the file a problem is."""

from pathlib import Path
from typing import Any

import pytest

from monitor.config.model import Settings, Target, read_targets
from monitor.errors import ConfigError
from monitor.store import Store, SyncReport, sqlstore
from tests.helpers import MINUTE, T0, FakeClock, execute, rows

ALL_ROWS = "SELECT * FROM monitor_targets ORDER BY id"


def item(n: int, **extra: str) -> dict[str, str]:
    return {"id": f"t{n:05d}", "url": f"https://example.com/{n}", "interval": "1h"} | extra


def write(path: Path, targets: list[dict[str, str]]) -> Path:
    """One target per three lines: ``targets[i]`` starts at line 2 + 3i."""
    lines = ["targets:"]
    for target in targets:
        lines += [
            f"  - {key}: {value}" if key == "id" else f"    {key}: {value}"
            for key, value in target.items()
        ]
    path.write_text("\n".join(lines) + "\n")
    return path


def first_file(count: int) -> list[dict[str, str]]:
    """``count`` targets; every thirteenth disabled."""
    return [item(n, enabled="false") if n % 13 == 0 else item(n) for n in range(count)]


def second_file(count: int) -> tuple[list[dict[str, str]], tuple[int, int, int]]:
    """The first file edited across every chunk: every seventh target removed, every fifth
    left on a new interval, every thirteenth switched back on, and 150 targets added. With
    the (added, updated, disabled) counts that makes."""
    kept = [n for n in range(count) if n % 7]
    edited = [item(n, interval="6h") if n % 5 == 0 else item(n) for n in kept]
    added = [item(n) for n in range(count, count + 150)]
    updated = sum(1 for n in kept if n % 5 == 0 or n % 13 == 0)
    removed_enabled = sum(1 for n in range(count) if n % 7 == 0 and n % 13)
    return edited + added, (len(added), updated, removed_enabled)


async def sync_file(store: Store, path: Path, now: int) -> SyncReport:
    return await store.sync_targets(read_targets(path), now)


async def edit_in_two_syncs(
    store: Store, directory: Path, count: int, clock: FakeClock
) -> tuple[SyncReport, tuple[int, int, int]]:
    await sync_file(store, write(directory / "first.yaml", first_file(count)), clock())
    clock.advance(200 * MINUTE)
    listed, expected = second_file(count)
    return await sync_file(store, write(directory / "second.yaml", listed), clock()), expected


async def test_a_streamed_sync_is_the_sync_of_the_whole_list(
    store: Store,
    clock: FakeClock,
    settings: Settings,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """2,500 targets: in chunks of 1,000 as read, and (the former way) in one piece, each
    from an empty table at the same time."""
    results = []
    for chunk in (sqlstore.SYNC_CHUNK, 10**6):
        monkeypatch.setattr(sqlstore, "SYNC_CHUNK", chunk)
        directory = tmp_path / str(chunk)
        directory.mkdir()
        execute(settings.database, "DELETE FROM monitor_targets")
        clock.now = T0
        report, expected = await edit_in_two_syncs(store, directory, 2_500, clock)
        assert (report.added, report.updated, report.disabled) == expected
        assert report.listed == 2_500 - 2_500 // 7 - 1 + 150
        results.append((report, rows(settings.database, ALL_ROWS)))
    assert len(results[0][1]) == 2_500 + 150
    assert results[0] == results[1]


@pytest.mark.parametrize("broken", [0, 999, 1_000, 4_999])
async def test_a_problem_anywhere_in_a_long_file_changes_nothing(
    store: Store, clock: FakeClock, settings: Settings, tmp_path: Path, broken: int
) -> None:
    await sync_file(store, write(tmp_path / "first.yaml", first_file(4_000)), clock())
    before = rows(settings.database, ALL_ROWS)
    assert len(before) == 4_000
    listed = [item(n, interval="30m") for n in range(5_000)]  # 4,000 edits, 1,000 new
    listed[broken]["interval"] = "5m"
    path = write(tmp_path / "targets.yaml", listed)
    with pytest.raises(ConfigError) as caught:
        await sync_file(store, path, clock())
    line = 2 + 3 * broken + 2
    assert str(caught.value) == f"{path}:{line} targets[{broken}].interval: must be at least 15m"
    assert rows(settings.database, ALL_ROWS) == before
    listed[broken]["interval"] = "30m"  # fixed: the next sync starts from nothing staged
    report = await sync_file(store, write(path, listed), clock())
    assert (report.added, report.updated, report.disabled, report.listed) == (
        1_000,
        4_000,
        0,
        5_000,
    )


async def test_duplicates_across_chunks_are_found_and_change_nothing(
    store: Store, clock: FakeClock, settings: Settings, tmp_path: Path
) -> None:
    await sync_file(store, write(tmp_path / "first.yaml", first_file(100)), clock())
    before = rows(settings.database, ALL_ROWS)
    assert len(before) == 100
    listed: list[dict[str, Any]] = [item(n) for n in range(4_500)]
    listed[1_000]["id"] = listed[999]["id"]  # on both sides of the first chunk's end
    listed[4_000]["id"] = listed[5]["id"]  # four chunks apart
    path = write(tmp_path / "targets.yaml", listed)
    with pytest.raises(ConfigError) as caught:
        await sync_file(store, path, clock())
    assert str(caught.value).split("\n") == [
        f"{path}:3002 targets[1000].id: duplicate id (also targets[999])",
        f"{path}:12002 targets[4000].id: duplicate id (also targets[5])",
    ]
    assert rows(settings.database, ALL_ROWS) == before


async def test_targets_given_as_a_list_are_synced_alike(store: Store, clock: FakeClock) -> None:
    """What the tests and the benchmarks hand over: no file, the same chunks."""
    listed = [Target.model_validate(item(n)) for n in range(2_100)]
    report = await store.sync_targets(listed, clock())
    assert (report.added, report.listed) == (2_100, 2_100)
    assert len(await store.targets()) == 2_100
