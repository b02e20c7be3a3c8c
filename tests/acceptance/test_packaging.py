"""A plain, non-editable install carries the migrations (SQLite's and PostgreSQL's) and the
dashboard's templates and static files, and runs without the source tree."""

import os
import subprocess
import sys
import zipfile
from pathlib import Path

from tests.acceptance.backend import Backend, database_of, write_config
from tests.helpers import rows
from tests.pageserver import Page, PageServer

ROOT = Path(__file__).parents[2]


def test_a_built_wheel_installs_and_migrates_outside_the_checkout(
    tmp_path: Path, pages: PageServer, backend: Backend
) -> None:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path / "dist"),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    [wheel] = (tmp_path / "dist").glob("*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    shipped = sorted(n for n in names if n.startswith("monitor/migrations/"))
    migrations = ROOT / "migrations"
    assert shipped == sorted(
        f"monitor/migrations/{p.relative_to(migrations)}" for p in migrations.rglob("*.sql")
    )
    # monitor web's templates and static files, which its pages and stylesheet are read from
    web = ROOT / "monitor" / "web"
    for part in ("templates", "static"):
        assert {f"monitor/web/{p.relative_to(web)}" for p in (web / part).iterdir()} <= set(names)
    own = "monitor/migrations/" if backend.sqlite else "monitor/migrations/postgresql/"
    versions = [n for n in shipped if n.startswith(own) and "/" not in n.removeprefix(own)]
    site = tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--no-deps",
            "-q",
            "--target",
            str(site),
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    pages.pages["/p"] = Page()
    work = tmp_path / "elsewhere"
    work.mkdir()
    config = write_config(work, [{"id": "acme", "url": pages.url("/p"), "interval": "1h"}])
    env = dict(os.environ, PYTHONPATH=str(site))
    where = subprocess.run(
        [sys.executable, "-c", "import monitor; print(monitor.__file__)"],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert where.stdout.startswith(str(site))
    run = subprocess.run(
        [sys.executable, "-m", "monitor", "run", "--once", "--config", str(config)],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    database = database_of(config)
    shipped_versions = [(n,) for n in range(1, len(versions) + 1)]
    assert rows(database, "SELECT version FROM schema_migrations ORDER BY version") == (
        shipped_versions
    )
    assert rows(database, "SELECT status FROM source_checks") == [("baseline",)]
