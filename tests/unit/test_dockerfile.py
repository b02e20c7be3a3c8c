"""The container image, without a container engine: hadolint, the instructions an operator
relies on, and the settings the image ends up with."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

from monitor.config.model import load_settings

ROOT = Path(__file__).parents[2]
DOCKERFILE = ROOT / "Dockerfile"


def instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments), continuation lines joined, comments dropped."""
    text = re.sub(r"\\\n\s*", " ", DOCKERFILE.read_text())
    lines = [line.strip() for line in text.splitlines()]
    return [
        (line.split(maxsplit=1)[0].upper(), line.split(maxsplit=1)[1])
        for line in lines
        if line and not line.startswith("#")
    ]


def test_hadolint_finds_nothing() -> None:
    hadolint = shutil.which("hadolint") or str(Path(sys.executable).parent / "hadolint")
    linted = subprocess.run(
        [hadolint, str(DOCKERFILE)], capture_output=True, text=True, check=False
    )
    assert (linted.returncode, linted.stdout) == (0, "")


def test_the_image_is_slim_multi_stage_unprivileged_and_checked() -> None:
    found = instructions()
    bases = [args for name, args in found if name == "FROM"]
    assert len(bases) == 2
    assert all(base.startswith("python:3.11-slim") for base in bases)
    last = {name: args for name, args in found}  # the runtime stage's, where it matters
    assert re.fullmatch(r"\d+:\d+", last["USER"])
    assert not last["USER"].startswith("0")
    assert last["VOLUME"] == '["/var/lib/pricing-monitor"]'
    assert last["STOPSIGNAL"] == "SIGTERM"
    assert last["ENTRYPOINT"] == '["monitor"]'
    assert last["CMD"] == '["run", "--log-format", "json"]'
    assert "/healthz" in last["HEALTHCHECK"]


def test_the_runtime_stage_installs_debians_chromium() -> None:
    """For ``render: browser``: Playwright's driver comes with the wheel, the browser not."""
    found = instructions()
    runtime = found[[name for name, _ in found].index("FROM", 1) :]
    [install] = [args for name, args in runtime if name == "RUN" and "chromium" in args]
    assert "apt-get install -y --no-install-recommends chromium" in install
    assert "rm -rf /var/lib/apt/lists/*" in install


def test_the_settings_baked_into_the_image_load(tmp_path: Path) -> None:
    """The image rewrites the bundled monitor.yaml; what it writes must still validate."""
    settings_text = (ROOT / "config" / "monitor.yaml").read_text()
    [run] = [args for name, args in instructions() if name == "RUN" and "monitor.yaml" in args]
    database = re.search(r"s\|\^database:\.\*\|(.*?)\|", run)
    listen = re.search(r"echo '(.*?)'", run)
    assert database is not None
    assert listen is not None
    text = re.sub(r"(?m)^database:.*", database[1], settings_text) + listen[1] + "\n"
    (tmp_path / "monitor.yaml").write_text(text)
    (tmp_path / "targets.yaml").write_text((ROOT / "config" / "targets.yaml").read_text())
    settings = load_settings(tmp_path / "monitor.yaml")
    assert settings.database == Path("/var/lib/pricing-monitor/monitor.sqlite3")
    assert settings.metrics_listen == ("0.0.0.0", 9464)
