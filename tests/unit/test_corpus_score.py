"""The corpus's score: per family of ``tests/data/pages`` and per mode, the noise that
extraction takes for a change (false positives), the labelled changes it misses (false
negatives) and the files it cannot read (failures).

Each family's ``expected.json`` holds a ``score`` object:

- ``language``: the page's language (``<html lang>``, where the page has one, must agree);
- ``currencies``: the ISO 4217 codes of the prices the page offers;
- ``rules`` (optional): the target's rules to score with, else the family's ``rules``; the
  mode (``extract``) is each run's;
- ``errors`` (optional): mode → the error code the page is meant to fail with in that mode
  (a selector that matches nothing); failing so is not a failure, and two such failures are
  equal;
- ``noise``: variant files whose digest must be the page's;
- ``changes``: variant file → the kinds of change it makes (``KINDS``). In ``prices`` mode a
  change of any kind but ``text`` (a copy edit) and ``limit`` (a plan's limit or feature)
  must change the digest; in ``plans`` mode any kind but ``text``; in ``text`` mode every
  change must. Missed limit changes are also counted apart (``limit_fn``).

The totals of each mode may not exceed ``SCORE.json``: a ratchet that fails when extraction
gets worse. When it gets better, lower the numbers there (the test prints the totals to
write). The tables are printed with ``pytest -n0 -s tests/unit/test_corpus_score.py``, and
shown whenever the ratchet fails.
"""

import json
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal

import pytest

from monitor import errors
from monitor.extract import Rules, extract
from tests.unit.test_pages import PAGES, body

Mode = Literal["prices", "text", "plans"]
FAMILIES = sorted(path.parent.name for path in PAGES.glob("*/expected.json"))
MODES: tuple[Mode, ...] = ("prices", "text", "plans")
KINDS = frozenset(
    {"price", "plan_added", "plan_removed", "currency", "period", "availability", "text",
     "limit"}
)  # fmt: skip
# Written before the corpus had a size range: small on purpose, and one page of 1 MB.
LEGACY = frozenset(
    {
        "aggregate-offer", "cloud-vps-table", "contact-sales", "ecommerce-jsonld",
        "european-format", "hidden-decoys", "japanese-yen", "json-api", "large-page",
        "microdata-product", "nextjs-state", "no-prices", "plain-text", "saas-tiers-toggle",
        "scandinavian-kr", "selector-missing", "split-spans", "swiss-format", "windows-1252",
    }
)  # fmt: skip
KB = 1024
_HTML_LANG = re.compile(rb"<html\b[^>]*?(?<![\w:-])lang=[\"']?([A-Za-z-]+)", re.IGNORECASE)


@cache
def expected(family: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((PAGES / family / "expected.json").read_text("utf-8"))
    return data


def score_of(family: str) -> dict[str, Any]:
    labels: dict[str, Any] = expected(family)["score"]
    return labels


def rules(family: str, mode: Mode) -> Rules:
    raw = score_of(family).get("rules", expected(family).get("rules", {}))
    return Rules(
        extract=mode,
        selector=raw.get("selector"),
        ignore=tuple(raw.get("ignore", ())),
        ignore_text=tuple(raw.get("ignore_text", ())),
    )


def outcome(family: str, file: str, mode: Mode) -> tuple[str, bool]:
    """The file's digest, or its error code, with whether that counts as a failure."""
    content_type = expected(family).get("content_type", "text/html")
    try:
        return extract(body(family, file), content_type, rules(family, mode)).digest, False
    except errors.ExtractionError as error:
        return f"error:{error.code}", error.code != score_of(family).get("errors", {}).get(mode)
    except Exception as error:  # a crash is scored (and shown) as a failure, not hidden
        return f"crash:{type(error).__name__}: {error}", True


@dataclass
class Score:
    fp: list[str] = field(default_factory=list)
    fn: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    limit_fn: list[str] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {
            "fp": len(self.fp),
            "fn": len(self.fn),
            "failed": len(self.failed),
            "limit_fn": len(self.limit_fn),
        }


def counted(kinds: list[str], mode: Mode) -> bool:
    """Whether a change of these kinds must be seen in this mode."""
    unseen = {"text"} if mode == "plans" else {"text", "limit"}
    return mode == "text" or any(kind not in unseen for kind in kinds)


def score(family: str, mode: Mode) -> Score:
    labels, result = score_of(family), Score()
    page, page_failed = outcome(family, "page.html", mode)
    if page_failed:
        result.failed.append(f"page.html ({page})")
    variants = [(file, False) for file in labels["noise"]] + [
        (file, True) for file, kinds in labels["changes"].items() if counted(kinds, mode)
    ]
    for file, is_change in variants:
        found, failed = outcome(family, file, mode)
        if failed:
            result.failed.append(f"{file} ({found})")
        elif page_failed:
            continue  # nothing to compare with
        elif is_change and found == page:
            result.fn.append(file)
            if "limit" in labels["changes"][file]:
                result.limit_fn.append(file)
        elif not is_change and found != page:
            result.fp.append(file)
    return result


def table(mode: Mode, scores: dict[str, Score]) -> str:
    lines = [
        f"corpus score, {mode} mode",
        f"{'family':32} {'fp':>3} {'fn':>3} {'limit':>5} {'failed':>6}  which",
    ]
    for family, found in scores.items():
        which = [f"FP {f}" for f in found.fp] + [f"FN {f}" for f in found.fn]
        which += [f"FAILED {f}" for f in found.failed]
        n = found.counts()
        line = (
            f"{family:32} {n['fp']:3} {n['fn']:3} {n['limit_fn']:5} {n['failed']:6}"
            f"  {'; '.join(which)}"
        )
        lines.append(line.rstrip())
    total = totals(scores)
    lines.append(
        f"{'total':32} {total['fp']:3} {total['fn']:3} {total['limit_fn']:5} {total['failed']:6}"
    )
    changes = sum(len(score_of(f)["changes"]) for f in scores)
    limits = sum("limit" in kinds for f in scores for kinds in score_of(f)["changes"].values())
    lines.append(f"(fn counts every missed change; limit: of the {limits} limit changes")
    lines.append(f" among {changes} labelled changes, those missed)")
    return "\n".join(lines)


def totals(scores: dict[str, Score]) -> dict[str, int]:
    total = {"fp": 0, "fn": 0, "failed": 0, "limit_fn": 0}
    for found in scores.values():
        for key, n in found.counts().items():
            total[key] += n
    return total


@pytest.mark.parametrize("mode", MODES)
def test_the_corpus_scores_no_worse_than_recorded(mode: Mode) -> None:
    scores = {family: score(family, mode) for family in FAMILIES}
    print("\n" + table(mode, scores))
    recorded = json.loads((PAGES / "SCORE.json").read_text("utf-8"))[mode]
    found = totals(scores)
    worse = {key: (n, recorded.get(key, 0)) for key, n in found.items() if n > recorded.get(key, 0)}
    assert not worse, f"{mode} mode scores worse than SCORE.json (found, recorded): {worse}"
    if found != recorded:
        print(f"better than SCORE.json: lower {mode} to {json.dumps(found)}")


def test_there_are_forty_families() -> None:
    assert len(FAMILIES) >= 40


@pytest.mark.parametrize("family", FAMILIES)
def test_every_family_is_labelled(family: str) -> None:
    labels = score_of(family)
    assert labels["noise"], "no noise variant"
    assert labels["changes"], "no change variant"
    assert not set(labels["noise"]) & set(labels["changes"])
    for file in ["page.html", *labels["noise"], *labels["changes"]]:
        assert body(family, file)
    for kinds in labels["changes"].values():
        assert kinds
        assert set(kinds) <= KINDS
    assert labels["currencies"]
    assert all(re.fullmatch("[A-Z]{3}", code) for code in labels["currencies"])
    assert set(labels.get("errors", {})) <= set(MODES)
    found = language(family)
    assert found == labels["language"], f"<html lang> says {found}"


def language(family: str) -> str:
    """The page's language from ``<html lang>``, else the one its labels declare."""
    found = _HTML_LANG.search(body(family)[:4096])
    if found is None:
        declared: str = score_of(family)["language"]
        return declared
    return found.group(1).decode().split("-")[0].lower()


@pytest.mark.parametrize("family", [family for family in FAMILIES if family not in LEGACY])
def test_pages_are_the_size_of_real_ones(family: str) -> None:
    labels = score_of(family)
    for file in ["page.html", *labels["noise"], *labels["changes"]]:
        assert 20 * KB <= len(body(family, file)) <= 80 * KB, file


def test_the_corpus_is_wide() -> None:
    languages = {language(family) for family in FAMILIES}
    currencies = {code for family in FAMILIES for code in score_of(family)["currencies"]}
    kinds = {kind for f in FAMILIES for kinds in score_of(f)["changes"].values() for kind in kinds}
    assert len(languages) >= 10, languages
    assert len(currencies) >= 6, currencies
    assert kinds == KINDS
