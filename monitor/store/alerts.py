"""A result's alert rules, judged in its commit: the rule state read, ``changes.rules.evaluate``
run, the state's changed rows written (only while the commit holds the target's lease), and
the result's event set to what the rules decided, all in the transaction that records it. An
alert is then raised once, under the slot's key, as every alert is (tx.q.OUTBOX). The
snapshots are read and decompressed only for a change the rules must judge: most results are
the confirmed one again, and cost the commit one read of the rule state.
"""

import functools
import json
from typing import Any

from monitor.changes.rules import RuleState, Verdict, evaluate, unjudged
from monitor.config.alert_rules import Alerting
from monitor.extract import Snapshot
from monitor.store.tx import Tx

NO_RULES = "{}"


async def judged(tx: Tx, params: dict[str, Any]) -> dict[str, Any]:
    """The parameters of a result's commit with its rules' verdict: ``event`` ``changed``
    when a rule fired (else a change alerts nothing), ``alerts`` what fired. A target without
    rules, and a failed result, are left as they are."""
    if params["alerting"] == NO_RULES or params["hash"] is None:
        return params | {"alerts": None}
    rows = await tx.fetch(tx.q.RULE_STATE, {"id": params["id"]})
    stored = {row["rule"]: row["state_json"] for row in rows}
    state = RuleState.from_rows(stored)
    alerting = _alerting(params["alerting"])
    verdict = unjudged(alerting.confirm, params["hash"], params["work_id"], state)
    if verdict is None:
        verdict = await _judge(tx, params, alerting, state)
    await _put_changed(tx, params, stored, verdict.state)
    event = "changed" if verdict.fired else "success" if params["event"] == "changed" else None
    return params | {"event": event or params["event"], "alerts": alerts_json(verdict)}


# Most results are the confirmed one again: their commit parses the target's rules only for
# ``confirm``, and many targets share one ``alert_when`` default.
_alerting = functools.lru_cache(maxsize=1024)(Alerting.from_json)


async def _judge(tx: Tx, params: dict[str, Any], alerting: Alerting, state: RuleState) -> Verdict:
    """The rules on a change they must judge, against the confirmed result's snapshot."""
    wanted = sorted({params["hash"], state.confirmed} - {None})
    found = await tx.fetch(tx.q.SNAPSHOTS, {"hashes": json.dumps(wanted)})
    blobs = {row["hash"]: bytes(row["content"]) for row in found}
    current = params["snapshot"] or blobs[params["hash"]]
    confirmed = blobs.get(state.confirmed or "")
    return evaluate(
        alerting,
        Snapshot.decompressed(confirmed) if confirmed is not None else None,
        Snapshot.decompressed(current),
        params["hash"],
        params["work_id"],
        state,
    )


async def _put_changed(
    tx: Tx, params: dict[str, Any], stored: dict[str, str], state: RuleState
) -> None:
    """The rows of ``state`` that differ from the ``stored`` ones, written only while the
    commit holds the target's lease; a row keeps the work id of the result that last
    changed it."""
    changed = [
        {
            "id": params["id"],
            "token": params["token"],
            "work_id": params["work_id"],
            "rule": rule,
            "state": text,
        }
        for rule, text in state.rows().items()
        if rule not in stored or json.loads(stored[rule]) != json.loads(text)
    ]
    if changed:
        await tx.executemany(tx.q.PUT_RULE_STATE, changed)


def alerts_json(verdict: Verdict) -> str | None:
    """What the result's alert says of its rules (``source_checks.alerts_json``)."""
    if not verdict.fired:
        return None
    rules = [fired.to_json() for fired in verdict.fired]
    return json.dumps({"rules": rules, "first_seen": verdict.first_seen}, ensure_ascii=False)
