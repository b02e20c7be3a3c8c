"""PostgreSQL's plans for the statements whose cost must not grow with the database, as
test_store.py reads SQLite's: each finds its rows by the index made for it.

On tables this small the planner rightly prefers to read them whole; with sequential scans
(and, where it says so, hash and merge joins) priced out, a plan still without the index is
one whose statement the index cannot serve.
"""

import json
from collections.abc import Iterator
from typing import Any

import psycopg
import pytest

from monitor.config.fields import PostgresURL
from monitor.config.model import Target
from monitor.store import PostgresStore
from tests.helpers import T0, rows

pytestmark = pytest.mark.postgresql


@pytest.fixture
async def migrated(postgres_dsn: str) -> str:
    await (await PostgresStore.open(PostgresURL(postgres_dsn), T0, 5)).close()
    return postgres_dsn


def plan(database: str, statement: str, params: dict[str, Any], *disabled: str) -> list[Any]:
    """Every node of the statement's plan, outermost first, with ``disabled`` (and sequential
    scans) priced out. The statement is planned, not run."""
    with psycopg.connect(database) as conn:
        for method in ("seqscan", *disabled):
            conn.execute(f"SET enable_{method} = off")
        [(found,)] = conn.execute("EXPLAIN (FORMAT JSON) " + statement, params).fetchall()
    return list(_nodes(found[0]["Plan"]))


def _nodes(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield node
    for child in node.get("Plans", []):
        yield from _nodes(child)


def scans(nodes: list[Any], relation: str) -> list[tuple[str, str | None]]:
    """How the plan reads ``relation``: (node type, index name) for each scan of it."""
    return [
        (node["Node Type"], node.get("Index Name"))
        for node in nodes
        if node.get("Relation Name") == relation
    ]


async def test_a_batched_claim_finds_each_target_by_primary_key(postgres_dsn: str) -> None:
    """After a first sync every target is due at one slot, and nothing has been analysed yet:
    guessing, the planner would read every target of the slot through the schedule index,
    or all of them, for each batch. Three thousand targets, a batch of fifty."""
    store = await PostgresStore.open(PostgresURL(postgres_dsn), T0, 5)
    try:
        listed = [
            Target.model_validate(
                {"id": f"t{n:04d}", "url": f"https://example.com/{n}", "interval": "1h"}
            )
            for n in range(3_000)
        ]
        await store.sync_targets(listed, T0)
    finally:
        await store.close()
    [(slot, slots)] = rows(
        PostgresURL(postgres_dsn),
        "SELECT MIN(next_check_at), COUNT(DISTINCT next_check_at) FROM monitor_targets",
    )
    assert slots == 1
    requests = json.dumps(
        [[f"t{n:04d}", slot, f"token-{n}", T0, T0 + 60_000] for n in range(0, 3_000, 60)]
    )
    with psycopg.connect(postgres_dsn) as conn:
        [(found,)] = conn.execute(
            "EXPLAIN (FORMAT JSON) " + PostgresStore.q.CLAIM, {"requests": requests}
        ).fetchall()
    nodes = list(_nodes(found[0]["Plan"]))
    reads = [
        node
        for node in nodes
        if node.get("Relation Name") == "monitor_targets" and node["Node Type"] != "ModifyTable"
    ]
    assert len(reads) == 2  # the lease's, and the lock's
    # A bitmap scan names its index and condition in the node under it.
    lookups = [
        (node["Index Name"], node["Index Cond"])
        for node in nodes
        if node["Node Type"] in ("Index Scan", "Bitmap Index Scan")
        and node["Index Name"].startswith("monitor_targets")
    ]
    assert [index for index, _ in lookups] == ["monitor_targets_pkey"] * 2
    assert all(condition.startswith("(id = ") for _, condition in lookups)


def test_the_cleanup_finds_a_snapshots_checks_by_the_hash_prefix_index(migrated: str) -> None:
    """The 16-character prefix is indexed, not the whole hash: the statement must name it as
    the index does, or every snapshot the cleanup looks at reads all checks."""
    nodes = plan(
        migrated, PostgresStore.rq.DELETE_SNAPSHOTS, {"hashes": "[]"}, "hashjoin", "mergejoin"
    )
    [(kind, index)] = scans(nodes, "source_checks")
    assert (kind, index) == ("Index Scan", "source_checks_hash_prefix_idx")
    [condition] = [node["Index Cond"] for node in nodes if node.get("Index Name") == index]
    assert condition == "(substr(result_hash, 1, 16) = substr(snapshots.hash, 1, 16))"


@pytest.mark.parametrize("share_of", [1, 3], ids=["alone", "a share"])
def test_the_tick_reads_due_targets_straight_from_the_schedule_index(
    migrated: str, share_of: int
) -> None:
    """In (slot, id) order with nothing to sort: a page costs its own rows, not every target
    that shares its slot; a daemon's share is a filter on the same scan."""
    params = {"now": T0, "after_slot": -1, "after_id": "", "limit": 500,
              "share_index": 0, "share_of": share_of}  # fmt: skip
    nodes = plan(migrated, PostgresStore.q.DUE_SLOTS, params)
    assert [node["Node Type"] for node in nodes] == ["Limit", "Index Scan"]
    assert nodes[1]["Index Name"] == "monitor_targets_due_idx"
    assert nodes[1]["Index Cond"] == (
        "((enabled = 1) AND (next_check_at <= '1785916800000'::bigint)"
        " AND (ROW(next_check_at, id) > ROW('-1'::bigint, ''::text)))"
    )


@pytest.mark.parametrize(
    ("statement", "params"),
    [
        (PostgresStore.rq.ELIGIBLE_CHECKS, {"cutoff": T0}),
        (PostgresStore.rq.DELETE_CHECKS, {"ids": "[]", "run_id": "digest:2026-08-23"}),
    ],
    ids=["eligible", "delete"],
)
def test_the_cleanup_finds_the_alerts_naming_a_check_by_their_indexes(
    migrated: str, statement: str, params: dict[str, Any]
) -> None:
    """An alert names a check as its result or as what it is shown against: each is looked up
    by its own index, not by comparing every alert with every check."""
    nodes = plan(migrated, statement, params, "hashjoin", "mergejoin")
    assert sorted(index or kind for kind, index in scans(nodes, "outbox")) == [
        "outbox_before_idx",
        "outbox_work_idx",
    ]
    assert [node for node in nodes if " OR " in node.get("Join Filter", "")] == []


def test_the_wake_up_reads_the_earliest_slot_ahead_from_the_schedule_index(migrated: str) -> None:
    """One row from the front of the index, however many targets there are."""
    nodes = plan(migrated, PostgresStore.q.NEXT_DUE, {"now": T0})
    assert [node["Node Type"] for node in nodes] == ["Limit", "Index Only Scan"]
    assert nodes[1]["Index Name"] == "monitor_targets_due_idx"
    assert nodes[1]["Index Cond"] == (
        "((enabled = 1) AND (next_check_at > '1785916800000'::bigint))"
    )


@pytest.mark.parametrize(
    ("statement", "params"),
    [
        (PostgresStore.q.HELD, {"requests": "[]"}),
        (PostgresStore.q.MOVE_TO_NOW, {"moves": "[]", "slot": T0, "now": T0}),
    ],
    ids=["held leases", "move to now"],
)
def test_named_targets_are_found_by_primary_key(
    migrated: str, statement: str, params: dict[str, Any]
) -> None:
    """A claim's leases held, a command's targets moved: each by its id, never every target
    due at (or ahead of) a slot through the schedule index."""
    nodes = plan(migrated, statement, params, "hashjoin", "mergejoin")
    lookups = [
        (node["Index Name"], node.get("Index Cond", ""))
        for node in nodes
        if "Index" in node["Node Type"]
    ]
    assert lookups
    assert all(index == "monitor_targets_pkey" for index, _ in lookups)
    assert all(condition.startswith("(id = ") for _, condition in lookups)
