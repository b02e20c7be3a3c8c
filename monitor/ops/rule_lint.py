"""``monitor check-config``'s look at each target's alert rules against its latest result,
where there is a database: a threshold without a currency where the prices it is about carry
several is a mistake of the file, at the rule's line; a threshold whose plan glob matches no
plan, a warning (the plan may be back tomorrow)."""

from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from monitor.changes.rules import mixed_currencies, unmatched_globs
from monitor.config import yamlfile
from monitor.config.model import Target
from monitor.errors import Problem
from monitor.store import Results

LATEST = 5  # results read back for the latest with a snapshot (a failed check has none)


class Mistake(NamedTuple):
    """A rule of the target at ``position`` in the targets file, at ``alert_when[rule]``."""

    position: int
    rule: int
    kind: str
    message: str


async def findings(
    store: Results, targets: Sequence[tuple[int, Target]]
) -> tuple[list[str], list[Mistake]]:
    """The warnings and the mistakes of ``targets`` (each with its position in the file)."""
    warnings, mistakes = [], []
    for position, target in targets:
        rows = await store.history(target.id, LATEST)
        latest = next((row for row in rows if row.snapshot), None)
        snapshot = latest.decoded_snapshot() if latest is not None else None
        if snapshot is None:
            continue
        alerting = target.alerting()
        warnings += [
            f"warning: target {target.id}: alert_when {rule}: its plan glob"
            " matches no plan of the latest result"
            for rule in unmatched_globs(alerting, snapshot)
        ]
        mistakes += [
            Mistake(
                position,
                index,
                rule.kind,
                "a threshold needs a currency where its plans are priced in several:"
                f" target {target.id}'s latest result prices them in {', '.join(currencies)}",
            )
            for index, rule, currencies in mixed_currencies(alerting, snapshot)
        ]
    return warnings, mistakes


def located(settings_file: Path, targets_file: Path, mistakes: list[Mistake]) -> list[Problem]:
    """Each mistake at its line: in the targets file where the target sets ``alert_when``,
    else in the settings file, whose default it took."""
    by_position: dict[int, list[Mistake]] = {}
    for mistake in mistakes:
        by_position.setdefault(mistake.position, []).append(mistake)
    problems = []
    settings: yamlfile.YamlFile | None = None
    for item in yamlfile.stream(targets_file, "targets"):
        for mistake in by_position.get(int(item.at[-1]), []) if item.at else ():
            where: tuple[str | int, ...] = ("alert_when", mistake.rule, mistake.kind)
            if isinstance(item.data, dict) and "alert_when" in item.data:
                problems.append(item.problem((*item.at, *where), mistake.message))
            else:
                settings = settings or yamlfile.load(settings_file)
                problems.append(settings.problem(where, mistake.message))
    return problems
