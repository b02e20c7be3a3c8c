"""The one results table: a row per measurement, medians of runs, ratios to the floors."""

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from harness import Run

COLUMNS = (
    "section", "case", "N", "wall s", "per s", "µs/op", "CPU s", "CPU ms/op", "peak RSS MB",
    "DB B/op", "vs httpx floor", "vs aiohttp floor", "vs extract floor", "pages CPU s", "notes",
)  # fmt: skip


@dataclass(kw_only=True)
class Row:
    """One line of the table; a number left None is shown empty."""

    section: str
    case: str
    n: int | None = None
    wall: float | None = None
    per_s: float | None = None
    us_per_op: float | None = None
    cpu: float | None = None
    cpu_ms_per_op: float | None = None
    rss_mb: float | None = None
    bytes_per_op: float | None = None
    vs_httpx: float | None = None
    vs_aiohttp: float | None = None
    vs_extract: float | None = None
    server_cpu: float | None = None
    notes: list[str] = field(default_factory=list)

    def cells(self) -> list[str]:
        numbers = [
            (self.n, "{:,}"), (self.wall, "{:.2f}"), (self.per_s, "{:,.0f}"),
            (self.us_per_op, "{:,.0f}"), (self.cpu, "{:.2f}"), (self.cpu_ms_per_op, "{:.2f}"),
            (self.rss_mb, "{:.0f}"), (self.bytes_per_op, "{:,.0f}"), (self.vs_httpx, "{:.2f}"),
            (self.vs_aiohttp, "{:.2f}"), (self.vs_extract, "{:.2f}"), (self.server_cpu, "{:.2f}"),
        ]  # fmt: skip
        shown = ["" if value is None else form.format(value) for value, form in numbers]
        return [self.section, self.case, *shown, "; ".join(self.notes)]


def markdown(rows: Sequence[Row]) -> str:
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + " --- |" * len(COLUMNS)]
    lines += ["| " + " | ".join(row.cells()) + " |" for row in rows]
    return "\n".join(lines)


def process_row(section: str, case: str, runs: Sequence[Run], count: int) -> Row:
    """Medians over runs of a whole process that did ``count`` checks (or fetched pages)."""
    wall = statistics.median(r.wall for r in runs)
    cpu = statistics.median(r.cpu for r in runs)
    row = Row(
        section=section,
        case=case,
        n=count,
        wall=wall,
        per_s=count / wall,
        us_per_op=None,
        cpu=cpu,
        cpu_ms_per_op=cpu / count * 1000,
        rss_mb=statistics.median(r.rss_mb for r in runs),
        bytes_per_op=statistics.median(r.grown for r in runs) / count or None,
        server_cpu=statistics.median(r.server_cpu for r in runs),
    )
    if len(runs) > 1:
        slowest, fastest = count / max(r.wall for r in runs), count / min(r.wall for r in runs)
        row.notes.append(f"{len(runs)} runs, {slowest:,.0f}-{fastest:,.0f}/s")
    row.notes += result_notes(runs, count)
    return row


def result_notes(runs: Sequence[Run], count: int) -> list[str]:
    """What the passes recorded, when they recorded anything: a check per target, each
    its expected kind; anything else is shown, not hidden in a median."""
    notes = []
    for run in runs:
        if not run.results:
            continue  # a floor: it records no results
        recorded = sum(run.results.values())
        if recorded != count or run.results.get("failed"):
            notes.append(f"recorded {dict(run.results)} of {count}")
    return notes


def compare(row: Row, ours: Sequence[Run], floors: Mapping[str, Sequence[Run]]) -> None:
    """Our throughput as a ratio of each floor's, from medians; run by run in the notes.
    Each floor ran right after our run of the same round, so rounds compare in pairs."""
    for kind, runs in floors.items():
        if not runs:
            continue
        ratio = statistics.median(r.wall for r in runs) / statistics.median(r.wall for r in ours)
        setattr(row, f"vs_{kind}", ratio)
        if len(runs) > 1:
            pairs = sorted(f.wall / o.wall for o, f in zip(ours, runs, strict=True))
            row.notes.append(f"vs {kind} run by run {pairs[0]:.2f}-{pairs[-1]:.2f}")
