"""Whether a result raises its target's alert: one pure function of the previous confirmed
snapshot, the current one and the target's rule state (``evaluate``), run in the commit's
transaction (``store.alerts``) so that an alert is raised once, under the slot's key.

- A threshold (``below``, ``above``) fires when it is crossed, and again only after it
  stopped holding (it re-arms); one that already holds when first evaluated fires once
  unless ``on_first_check`` is off.
- ``confirm: N`` holds a changed state back until it has been seen on N consecutive slots;
  a state that flips back to the confirmed one before raises nothing, either way. The
  alert then names the slot it was first seen in.
- Amounts are compared only within one currency and period: a currency or period change
  is its own event (``currency_changed``, ``period_changed``), never a 100% rise, and is
  raised whenever a rule about amounts is configured, as no such rule can judge it.
"""

import json
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Any

from monitor.changes.price_rows import exact, records
from monitor.config.alert_rules import Alerting, AlertRule, Change, Threshold, plan_matcher
from monitor.extract import PriceRecord, Snapshot
from monitor.extract.compare import pairs
from monitor.extract.currencies import candidates

CHANGED = "changed"  # the implicit rule of ``confirm`` without ``alert_when``: any change
AMOUNT_RULES = ("price_drop", "price_rise", "below", "above")
UNIT_RULES = ("currency_changed", "period_changed")


@dataclass(frozen=True, slots=True)
class RuleState:
    """What the rules remember of a target between its results: the result they last judged
    (``confirmed``), the changed one being confirmed (``pending``, seen ``seen`` times since
    ``first_seen``), and whether each threshold held at the confirmed result (a rule absent
    from ``holding`` was never evaluated)."""

    confirmed: str | None = None
    pending: str | None = None
    seen: int = 0
    first_seen: str | None = None
    holding: dict[str, bool] = field(default_factory=dict)

    def rows(self) -> dict[str, str]:
        """The state as stored, one row per rule (``""``: the confirmation's)."""
        confirming = {
            "confirmed": self.confirmed,
            "pending": self.pending,
            "seen": self.seen,
            "first_seen": self.first_seen,
        }
        return {"": json.dumps(confirming)} | {
            name: json.dumps({"holds": holds}) for name, holds in self.holding.items()
        }

    @classmethod
    def from_rows(cls, rows: dict[str, str]) -> "RuleState":
        confirming = json.loads(rows.get("", "{}"))
        holding = {name: bool(json.loads(text)["holds"]) for name, text in rows.items() if name}
        return cls(holding=holding, **confirming)


@dataclass(frozen=True, slots=True)
class Fired:
    """A rule that fired, about one record where it is about one."""

    rule: str
    plan: str | None = None
    old: PriceRecord | None = None
    new: PriceRecord | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "plan": self.plan,
            "old": None if self.old is None else _price_json(self.old),
            "new": None if self.new is None else _price_json(self.new),
        }


@dataclass(frozen=True, slots=True)
class Verdict:
    fired: tuple[Fired, ...]
    state: RuleState
    first_seen: str | None = None
    """With ``confirm``: the work id of the slot the change was first seen in."""


def evaluate(
    alerting: Alerting,
    previous: Snapshot | None,
    current: Snapshot,
    current_hash: str,
    work_id: str,
    state: RuleState,
) -> Verdict:
    """The rules that ``current`` (the result of ``work_id``) fires against ``previous``
    (the state's confirmed result; None when the rules judged nothing yet, so that rules
    added to a target never alert about a change from before them), and the new state."""
    waiting = unjudged(alerting.confirm, current_hash, work_id, state)
    if waiting is not None:
        return waiting
    fired, holding = judge(alerting, previous, current, state.holding)
    confirmed = RuleState(confirmed=current_hash, holding=holding)
    first_seen = _first_seen(current_hash, work_id, state)
    return Verdict(tuple(fired), confirmed, first_seen if alerting.confirm > 1 else None)


def unjudged(confirm: int, current_hash: str, work_id: str, state: RuleState) -> Verdict | None:
    """``evaluate``'s verdict when no rule can fire, which needs neither snapshot (so that
    the commit reads and decompresses none): the confirmed result again, a flicker back if
    anything was pending, or a change seen on fewer than ``confirm`` slots so far. None when
    the rules must judge the change."""
    if current_hash == state.confirmed:
        return Verdict((), replace(state, pending=None, seen=0, first_seen=None))
    seen = state.seen + 1 if current_hash == state.pending else 1
    if seen >= confirm:
        return None
    first_seen = _first_seen(current_hash, work_id, state)
    return Verdict((), replace(state, pending=current_hash, seen=seen, first_seen=first_seen))


def _first_seen(current_hash: str, work_id: str, state: RuleState) -> str:
    """The work id of the slot a change was first seen in: this one unless it is the
    pending change seen again."""
    return state.first_seen if current_hash == state.pending and state.first_seen else work_id


def judge(
    alerting: Alerting, previous: Snapshot | None, current: Snapshot, holding: dict[str, bool]
) -> tuple[list[Fired], dict[str, bool]]:
    """Each rule on a confirmed change from ``previous`` to ``current``."""
    after = records(current)
    matched, gone = pairs(records(previous), after) if previous is not None else ([], [])
    fired: list[Fired] = []
    holds = dict(holding)
    for rule in alerting.when:
        if isinstance(rule.value, Threshold):
            crossing, before = _crossings(rule, after), holding.get(rule.name)
            if crossing and (before is False or (before is None and alerting.on_first_check)):
                fired += crossing
            holds[rule.name] = bool(crossing)
        else:
            fired += _fires(rule, matched, gone, (previous, current), alerting.on_first_check)
    kinds = {rule.kind for rule in alerting.when}
    wanted = set(UNIT_RULES) if kinds & set(AMOUNT_RULES) else kinds & set(UNIT_RULES)
    fired += [unit for unit in _unit_changes(matched) if unit.rule in wanted]
    if not alerting.when and previous is not None:
        fired.append(Fired(CHANGED))
    return list(dict.fromkeys(fired)), holds


Matched = list[tuple[PriceRecord | None, PriceRecord]]


def _fires(
    rule: AlertRule,
    matched: Matched,
    gone: list[PriceRecord],
    snapshots: tuple[Snapshot | None, Snapshot],
    on_first_check: bool,
) -> list[Fired]:
    previous, current = snapshots
    if rule.kind in ("price_drop", "price_rise"):
        return [
            Fired(rule.name, new.label, old, new)
            for old, new, was, now in _comparable(matched)
            if _moved(rule.value, was, now, rising=rule.kind == "price_rise")
        ]
    if rule.kind == "plan_added":
        return [Fired(rule.name, new.label, None, new) for old, new in matched if old is None]
    if rule.kind == "plan_removed":
        return [Fired(rule.name, old.label, old, None) for old in dict.fromkeys(gone)]
    if rule.kind == "availability":
        if previous is None:  # the first result: the states it shows, if it should say so
            table = records(current) if on_first_check else ()
            return [
                Fired(rule.name, new.label, None, new)
                for new in table
                if new.availability in rule.value
            ]
        return [
            Fired(rule.name, new.label, old, new)
            for old, new in matched
            if new.availability in rule.value
            and (old is None or old.availability != new.availability)
        ]
    if rule.kind == "limits":
        return [Fired(rule.name, plan) for plan in _limits_changed(previous, current)]
    return []  # currency_changed, period_changed: _unit_changes


def _unit_changes(matched: Matched) -> list[Fired]:
    """A record priced in another currency or per another period: its own event."""
    fired = []
    for old, new in matched:
        if old is None or old.amount is None or new.amount is None:
            continue
        if old.currency != new.currency:
            fired.append(Fired("currency_changed", new.label, old, new))
        elif old.period != new.period:
            fired.append(Fired("period_changed", new.label, old, new))
    return fired


Comparable = tuple[PriceRecord, PriceRecord, Decimal, Decimal]


def _comparable(matched: Matched) -> list[Comparable]:
    """The pairs whose amounts can be compared (both known, in one currency and period),
    with their amounts."""
    return [
        (old, new, old.amount, new.amount)
        for old, new in matched
        if old is not None
        and old.amount is not None
        and new.amount is not None
        and (old.currency, old.period) == (new.currency, new.period)
    ]


def _moved(change: Change, old: Decimal, new: Decimal, rising: bool) -> bool:
    delta = (new - old) if rising else (old - new)
    if delta <= 0:
        return False
    if change.by is None:
        return True
    if change.percent:
        return old > 0 and delta * 100 >= change.by * old
    return delta >= change.by


def _crossings(rule: AlertRule, table: tuple[PriceRecord, ...]) -> list[Fired]:
    """The records on the far side of the rule's threshold."""
    threshold: Threshold = rule.value
    chosen = plan_matcher(threshold.plan)
    return [
        Fired(rule.name, record.label, None, record)
        for record in table
        if record.amount is not None
        and (chosen is None or chosen.match(record.label.casefold()))
        and (threshold.currency is None or _priced_in(record.currency, threshold.currency))
        and (
            record.amount < threshold.amount
            if rule.kind == "below"
            else record.amount > threshold.amount
        )
    ]


def _priced_in(written: str | None, code: str) -> bool:
    """Whether a record's currency can be the ISO ``code``: that code, or a sign that several
    currencies write, ``code`` among them (``$`` for USD, CAD, AUD...). The page does not say
    which it means, and a threshold that never fired on "$19" would be the worse mistake."""
    return written == code or (written is not None and code in candidates(written))


def _limits_changed(previous: Snapshot | None, current: Snapshot) -> list[str]:
    """The plans (in both results) whose limit and feature lines differ."""
    if previous is None:
        return []
    before = {plan.name.casefold(): set(plan.features) for plan in previous.plans}
    return [
        plan.name
        for plan in current.plans
        if plan.name.casefold() in before and before[plan.name.casefold()] != set(plan.features)
    ]


def unmatched_globs(alerting: Alerting, snapshot: Snapshot) -> list[str]:
    """The thresholds whose plan glob matches no record of ``snapshot`` (a typo, or a plan
    renamed since): ``below: Pro* 20``. A warning, not a mistake: the plan may come back."""
    return [
        rule.name
        for _, rule, matched in _thresholds_against(alerting, snapshot)
        if rule.value.plan is not None and not matched
    ]


def mixed_currencies(
    alerting: Alerting, snapshot: Snapshot
) -> list[tuple[int, AlertRule, list[str]]]:
    """The thresholds without a currency whose plans ``snapshot`` prices in several
    currencies, each with its position in ``alert_when`` and those currencies: an amount
    alone cannot say which it means, so that is a mistake of the file."""
    mixed = []
    for position, rule, matched in _thresholds_against(alerting, snapshot):
        currencies = sorted(
            {record.currency for record in matched if record.amount is not None and record.currency}
        )
        if rule.value.currency is None and len(currencies) > 1:
            mixed.append((position, rule, currencies))
    return mixed


def _thresholds_against(
    alerting: Alerting, snapshot: Snapshot
) -> list[tuple[int, AlertRule, list[PriceRecord]]]:
    """Each threshold, with its position in ``alert_when`` and the records of ``snapshot``
    its plan glob matches."""
    table = records(snapshot)
    found = []
    for position, rule in enumerate(alerting.when):
        if isinstance(rule.value, Threshold):
            chosen = plan_matcher(rule.value.plan)
            matched = [r for r in table if chosen is None or chosen.match(r.label.casefold())]
            found.append((position, rule, matched))
    return found


def price_moves(previous: Snapshot, current: Snapshot) -> list[dict[str, Any]]:
    """Each record whose amount moved within one currency and period: old, new, the change
    and the relative change in percent (two places; None from zero)."""
    matched, _ = pairs(records(previous), records(current))
    moves = []
    for _, new, was, now in _comparable(matched):
        if was == now:
            continue
        change = now - was
        relative = None if was == 0 else round(change * 100 / was, 2)
        moves.append(
            {
                "plan": new.label,
                "currency": new.currency,
                "period": new.period,
                "old": exact(was),
                "new": exact(now),
                "change": exact(change),
                "relative_percent": None if relative is None else exact(relative),
            }
        )
    return moves


def _price_json(record: PriceRecord) -> dict[str, Any]:
    return record.to_json() | {"amount": None if record.amount is None else exact(record.amount)}
