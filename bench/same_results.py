"""Whether extraction still gives the same result for every file of the corpus: the check
that a change meant to make extraction faster (or tidier) changed nothing it reads.

Run, before the change: python bench/same_results.py record /tmp/digests.json
then after it:          python bench/same_results.py check /tmp/digests.json [--every 5]

``record`` writes the digest (or the error code) of every file of every family of
``tests/data/pages`` in each mode, about 20,000; ``check`` reads them again and lists the
files whose result differs, and fails if any does. ``--every N`` reads every Nth family only,
for a quick look while working; the whole corpus takes a few minutes on both cores. A
digest covers the snapshot's text and its price table, so any record read otherwise shows.
"""

import argparse
import json
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.unit.test_corpus_score import FAMILIES, MODES, outcome
from tests.unit.test_pages import PAGES

SHOWN = 30  # differences printed; the count says how many more


def results(family: str) -> dict[str, str]:
    """``family/file/mode`` → the digest or error of each of the family's files."""
    files = sorted(path.name for path in (PAGES / family).iterdir())
    return {
        f"{family}/{file}/{mode}": outcome(family, file, mode)[0]
        for file in files
        if file != "expected.json"
        for mode in MODES
    }


def read_all(families: list[str]) -> dict[str, str]:
    found: dict[str, str] = {}
    with Pool(2) as pool:
        for read in pool.imap_unordered(results, families, chunksize=4):
            found.update(read)
    return found


def check(recorded: dict[str, str], found: dict[str, str]) -> int:
    differing = sorted(key for key, result in found.items() if recorded.get(key) != result)
    for key in differing[:SHOWN]:
        print(f"{key}: {recorded.get(key, 'not recorded')} -> {found[key]}")
    print(f"{len(differing)} of {len(found)} results differ")
    return 1 if differing else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("record", "check"))
    parser.add_argument("digests", type=Path)
    parser.add_argument("--every", type=int, default=1, help="read every Nth family only")
    arguments = parser.parse_args()
    started = time.perf_counter()
    found = read_all(FAMILIES[:: arguments.every])
    print(f"{len(found)} results read in {time.perf_counter() - started:.0f} s")
    if arguments.action == "record":
        arguments.digests.write_text(json.dumps(found, indent=0, sort_keys=True))
        return 0
    return check(json.loads(arguments.digests.read_text()), found)


if __name__ == "__main__":
    sys.exit(main())
