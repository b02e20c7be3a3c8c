"""The command line from the outside: one exit-code rule for every command (0 done, 1 the work
failed or must be retried, 2 usage or configuration), the read-only commands in a shell that has
none of the service's secrets, and the details an operator reads."""

import json
import os
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

import pytest
import yaml

from monitor import __version__
from tests.acceptance.backend import Backend, write_config
from tests.acceptance.daemon import DaemonProcess, run_cli
from tests.acceptance.test_digest import last_day
from tests.pageserver import Page, PageServer

SECRET = "hmac-secret-value"
SERVICE = os.environ | {"HOOK_SECRET": SECRET}  # the daemon's environment file
SHELL = {name: value for name, value in os.environ.items() if name != "HOOK_SECRET"}
UNREACHABLE = "postgresql://monitor@127.0.0.1:1/none"  # nothing listens on port 1


@dataclass
class World:
    """A database the daemon wrote: ``acme`` checked, ``gone`` quarantined (a 404) and its
    alert quarantined too (channel ``down`` answers 410); the settings beside it."""

    config: Path
    names: dict[str, str]  # what the cases' {placeholders} stand for

    def run(self, env: str, args: tuple[str, ...]) -> "Ran":
        filled = [arg.format(**self.names) for arg in args]
        if "--config" not in filled:
            filled += ["--config", str(self.config)]
        result = run_cli(*filled, env=SERVICE if env == "service" else SHELL)
        return Ran(result.returncode, result.stdout, result.stderr)


@dataclass
class Ran:
    code: int
    stdout: str
    stderr: str


def build_world(tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess]) -> World:
    pages.pages["/acme"] = Page(body=b"<p>Pro: $10/month</p>")
    pages.pages["/gone"] = Page(body=b"gone", status=404)
    pages.pages["/down"] = Page(body=b"gone for good", status=410)
    channels = {
        "ops": {"type": "webhook", "url": pages.url("/hook"), "secret": "${HOOK_SECRET}"},
        "down": {"type": "webhook", "url": pages.url("/down")},
    }
    targets = [
        {"id": "acme", "url": pages.url("/acme"), "interval": "24h", "notify": []},
        {
            "id": "gone",
            "url": pages.url("/gone"),
            "interval": "1h",
            "notify": ["down"],
            "notify_on": ["quarantined"],
        },
    ]
    config = write_config(tmp_path, targets, channels=channels, digest={"channels": ["ops"]})
    settings = yaml.safe_load(config.read_text())
    names = {"config": str(config), "acme_url": pages.url("/acme"), "gone_url": pages.url("/gone")}
    for name, changed in [
        ("down", {"digest": {"channels": ["down"]}}),
        ("unreachable", {"database": UNREACHABLE}),
        ("invalid", {"concurrency": 0}),
    ]:
        (tmp_path / f"{name}.yaml").write_text(yaml.safe_dump(settings | changed))
        names[name] = str(tmp_path / f"{name}.yaml")
    daemon = DaemonProcess(config, "--once", env=SERVICE)
    daemons.append(daemon)
    assert daemon.process.wait(60) == 0
    listed = run_cli("quarantine", "list", "--json", "--config", str(config), env=SHELL)
    entries = {entry["kind"]: str(entry["id"]) for entry in json.loads(listed.stdout)}
    day = date.fromisoformat(last_day(config))
    names |= {
        "check": entries["check"],
        "alert": entries["notification"],
        "day": day.isoformat(),
        "earlier": (day - timedelta(days=7)).isoformat(),
        "saturday": (day - timedelta(days=1)).isoformat(),
    }
    return World(config, names)


Case = tuple[int, str, tuple[str, ...]]  # the exit code, whose environment, the arguments

# Every command's documented codes that can be provoked here, in order, on one world. "shell"
# runs without HOOK_SECRET, as an operator's shell would; "service" with it.
EXIT_CODES: dict[str, list[Case]] = {
    "run": [
        (2, "service", ("run", "--bogus")),
        (2, "service", ("run", "--once", "--config", "{invalid}")),
        (2, "shell", ("run", "--once")),  # it sends: an unset variable is the refusal
        (1, "service", ("run", "--once", "--config", "{unreachable}")),
        (0, "service", ("run", "--once")),
    ],
    "check-config": [
        (2, "shell", ("check-config", "--config", "{invalid}")),
        (0, "shell", ("check-config",)),
    ],
    "status": [
        (2, "shell", ("status", "--config", "{invalid}")),
        (1, "shell", ("status", "--config", "{unreachable}")),
        (0, "shell", ("status",)),
    ],
    "history": [
        (2, "shell", ("history", "nope")),
        (2, "shell", ("history", "acme", "--limit", "0")),
        (1, "shell", ("history", "acme", "--config", "{unreachable}")),
        (0, "shell", ("history", "acme")),
    ],
    "diff": [
        (2, "shell", ("diff", "nope")),
        (2, "shell", ("diff", "acme", "acme:2001-01-01T00:00:00.000Z")),
        (1, "shell", ("diff", "acme", "--config", "{unreachable}")),
        (0, "shell", ("diff", "acme")),
    ],
    "volatile": [
        (2, "shell", ("volatile", "nope")),
        (2, "shell", ("volatile", "nope", "--clear")),
        (2, "shell", ("volatile", "acme", "--config", "{invalid}")),
        (1, "shell", ("volatile", "acme", "--config", "{unreachable}")),
        (0, "shell", ("volatile", "acme")),
        (0, "shell", ("volatile", "acme", "--clear")),  # nothing learned: nothing to clear
    ],
    "notifications": [
        (2, "shell", ("notifications", "--limit", "none")),
        (1, "shell", ("notifications", "--config", "{unreachable}")),
        (0, "shell", ("notifications",)),
    ],
    "notify-test": [
        (2, "service", ("notify-test", "nope")),
        (2, "shell", ("notify-test", "ops")),
        (1, "service", ("notify-test", "down")),
        (0, "service", ("notify-test", "ops")),
    ],
    "quarantine list": [
        (2, "shell", ("quarantine", "list", "--config", "{invalid}")),
        (1, "shell", ("quarantine", "list", "--config", "{unreachable}")),
        (0, "shell", ("quarantine", "--config", "{config}", "list")),
    ],
    "quarantine show": [
        (2, "shell", ("quarantine", "show", "99")),
        (2, "shell", ("quarantine", "show", "first")),
        (1, "shell", ("quarantine", "show", "{check}", "--config", "{unreachable}")),
        (0, "shell", ("quarantine", "show", "{check}")),
    ],
    "quarantine replay": [
        (2, "shell", ("quarantine", "replay", "99")),
        (2, "shell", ("quarantine", "replay", "{alert}")),  # an alert's replay sends
        (1, "service", ("quarantine", "replay", "{alert}", "--config", "{unreachable}")),
        (0, "service", ("quarantine", "drop", "{check}", "--reason", "gone for good")),
        (0, "shell", ("quarantine", "replay", "{check}")),  # resolved: nothing to do
    ],
    "quarantine drop": [
        (2, "shell", ("quarantine", "drop", "99", "--reason", "x")),
        (2, "shell", ("quarantine", "drop", "{check}")),  # no --reason
        (1, "shell", ("quarantine", "drop", "{check}", "--reason", "x", "--config",
                      "{unreachable}")),
        (0, "shell", ("quarantine", "drop", "{check}", "--reason", "gone for good")),
        (0, "shell", ("quarantine", "drop", "{check}", "--reason", "again")),
    ],
    "runs": [
        (2, "shell", ("runs", "--limit", "-1")),
        (1, "shell", ("runs", "--config", "{unreachable}")),
        (0, "shell", ("runs",)),
    ],
    "runs replay": [
        (2, "service", ("runs", "replay", "digest:2001-01-07")),
        (2, "shell", ("runs", "replay", "digest:{day}")),  # a digest's replay sends
        (1, "service", ("digest", "--period-end", "{earlier}", "--config", "{down}")),
        (1, "service", ("runs", "--config", "{down}", "replay", "digest:{earlier}")),
        (0, "service", ("digest", "--period-end", "{day}")),
        (0, "service", ("runs", "replay", "digest:{day}")),
    ],
    "try": [
        (2, "shell", ("try", "nope")),
        (2, "shell", ("try", "{acme_url}", "--selector", "div[")),
        (2, "shell", ("try", "acme", "--config", "{invalid}")),
        (1, "shell", ("try", "{gone_url}")),  # a 404
        (1, "shell", ("try", "acme", "--config", "{unreachable}")),
        (0, "shell", ("try", "{acme_url}")),
        (0, "shell", ("try", "acme")),
    ],
    "digest": [
        (2, "service", ("digest", "--period-end", "{saturday}")),
        (2, "service", ("digest", "--period-end", "2099-12-27")),  # not over
        (2, "service", ("digest",)),
        (2, "shell", ("digest", "--period-end", "{day}")),
        (1, "service", ("digest", "--period-end", "{earlier}", "--config", "{down}")),
        (1, "service", ("digest", "--period-end", "{day}", "--config", "{unreachable}")),
        (0, "service", ("digest", "--period-end", "{day}")),
    ],
}  # fmt: skip


@pytest.mark.parametrize("command", EXIT_CODES)
def test_every_command_exits_by_the_one_rule(
    tmp_path: Path,
    pages: PageServer,
    daemons: list[DaemonProcess],
    backend: Backend,
    command: str,
) -> None:
    world = build_world(tmp_path, pages, daemons)
    for code, env, args in EXIT_CODES[command]:
        ran = world.run(env, args)
        assert ran.code == code, (args, ran)
        if code and not ran.stdout:  # it failed to do anything: the reason, in one line
            assert ran.stderr.count("\n") == 1, (args, ran)
        assert SECRET not in ran.stdout + ran.stderr


def test_a_command_that_sends_names_the_unset_variable_and_the_rest_need_none(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    world = build_world(tmp_path, pages, daemons)
    unset = f"{world.config}:7 channels.ops.secret: environment variable HOOK_SECRET is not set\n"
    for args in [("run", "--once"), ("notify-test", "down"), ("quarantine", "replay", "{alert}")]:
        assert world.run("shell", args).stderr == unset
    checked = world.run("shell", ("check-config",))
    assert checked.stdout.endswith(
        "2 channels (reading HOOK_SECRET from the environment when sending)\n"
    )
    pages.pages["/gone"] = Page(body=b"<p>back</p>")
    replayed = world.run("shell", ("quarantine", "replay", "{check}"))  # a check sends nothing
    assert replayed.code == 0
    assert replayed.stdout.startswith(f"entry {world.names['check']} replayed: gone:")
    assert replayed.stdout.endswith(" is now baseline\n")


def test_version_and_help_read_as_plain_text() -> None:
    version = run_cli("--version")
    assert (version.returncode, version.stdout) == (0, f"monitor {__version__}\n")
    for args in (["--help"], ["quarantine", "--help"], ["run", "--help"]):
        shown = run_cli(*args)
        assert shown.returncode == 0
        assert "``" not in shown.stdout
    assert "Run the pricing monitor's daemon" in run_cli("--help").stdout


def test_empty_lists_say_so(tmp_path: Path, daemons: list[DaemonProcess], backend: Backend) -> None:
    later = {"id": "later", "url": "https://example.com/", "interval": "24h",
             "start_at": "2099-01-01T00:00:00Z"}  # fmt: skip
    config = write_config(tmp_path, [later])
    daemon = DaemonProcess(config, "--once")
    daemons.append(daemon)
    assert daemon.process.wait(60) == 0
    for args, said in [
        (["notifications"], "no alerts yet"),
        (["runs"], "no weekly runs yet"),
        (["quarantine", "list"], "no unresolved quarantine entries"),
        (["quarantine", "list", "--all"], "no quarantine entries"),
        (["history", "later"], "later: no checks yet"),
    ]:
        shown = run_cli(*args, "--config", str(config))
        assert (shown.returncode, shown.stdout) == (0, f"{said}\n"), args
        listed = run_cli(*args, "--json", "--config", str(config))
        assert json.loads(listed.stdout) == [], args


def test_quarantine_show_is_text_unless_json_and_counts_attempts_as_list_does(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    world = build_world(tmp_path, pages, daemons)
    entry = world.names["check"]
    world.run("shell", ("quarantine", "replay", entry))  # the 404 again: a second attempt
    pages.pages["/gone"] = Page(body=b"<p>back</p>")
    assert world.run("shell", ("quarantine", "replay", entry)).code == 0  # the third, a success
    [listed] = [
        line
        for line in world.run("shell", ("quarantine", "list", "--all")).stdout.splitlines()
        if line.split()[0] == entry
    ]
    shown = world.run("shell", ("quarantine", "show", entry)).stdout.splitlines()
    assert shown[0] == listed
    assert "replayed  check" in listed
    assert "attempts=3" in listed
    assert shown[2].startswith("  replayed ")
    assert [line.split()[:2] for line in shown[3:]] == [["attempt", "1"], ["attempt", "2"]]
    as_json = json.loads(world.run("shell", ("quarantine", "show", entry, "--json")).stdout)
    assert (as_json["attempts"], len(as_json["history"])) == (3, 2)
    [slot] = json.loads(world.run("shell", ("history", "gone", "--json")).stdout)
    assert slot["attempt_count"] == 3


def test_status_spells_intervals_as_written_and_a_disabled_target_is_never_due(
    tmp_path: Path, pages: PageServer, daemons: list[DaemonProcess], backend: Backend
) -> None:
    pages.pages["/a"] = Page()
    targets: list[dict[str, object]] = [
        {"id": "daily", "url": pages.url("/a"), "interval": "24h"},
        {"id": "off", "url": pages.url("/a"), "interval": "1w", "enabled": False},
    ]
    config = write_config(tmp_path, targets)
    daemon = DaemonProcess(config, "--once")
    daemons.append(daemon)
    assert daemon.process.wait(60) == 0
    report = json.loads(run_cli("status", "--json", "--config", str(config)).stdout)
    by_id = {row["id"]: row for row in report["targets"]}
    assert (by_id["daily"]["interval"], by_id["off"]["interval"]) == ("24h", "168h")
    assert by_id["daily"]["next_due"] is not None
    assert by_id["off"]["next_due"] is None
    lines = run_cli("status", "--all", "--config", str(config)).stdout.splitlines()
    [daily] = [line for line in lines if line.startswith("daily ")]
    [off] = [line for line in lines if line.startswith("off ")]
    assert daily.split()[1:3] == ["on", "24h"]
    assert "next " in daily
    assert off.split()[1:5] == ["off", "168h", "never", "disabled"]
