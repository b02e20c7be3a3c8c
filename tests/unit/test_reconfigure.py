"""What a SIGHUP makes of an edited settings file: the keys that changed, those applied live,
those that wait for a restart, and the settings the daemon runs on afterwards."""

from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from monitor.config.model import Settings
from monitor.config.reconfigure import LIVE, RESTART_ONLY, changed_keys, reconfigure


def hook(path: str, **more: Any) -> dict[str, Any]:
    return {"type": "webhook", "url": f"http://127.0.0.1:9/{path}", **more}


BASE: dict[str, Any] = {
    "database": "monitor.sqlite3",
    "channels": {"ops": hook("ops"), "sales": hook("sales")},
}


def settings(**edits: Any) -> Settings:
    return Settings.model_validate(BASE | edits)


@pytest.mark.parametrize(
    ("edits", "applied", "restart"),
    [
        ({}, (), ()),
        ({"concurrency": 4}, (), ("concurrency",)),
        ({"database": "other.sqlite3"}, (), ("database",)),
        ({"database": "postgresql://monitor@127.0.0.1/monitor"}, (), ("database",)),
        ({"metrics_listen": "127.0.0.1:9464"}, (), ("metrics_listen",)),
        ({"lease": "10m", "fetch_timeout": "5s"}, (), ("lease", "fetch_timeout")),
        (
            {"user_agent": "other/1", "allow_private_networks": True},
            (),
            ("user_agent", "allow_private_networks"),
        ),
        (
            {"per_host_concurrency": 1, "max_body_bytes": "1MiB", "busy_timeout": "5s"},
            (),
            ("per_host_concurrency", "busy_timeout", "max_body_bytes"),
        ),
        ({"tick_interval": "5m"}, ("tick_interval",), ()),
        ({"targets": "other.yaml"}, ("targets",), ()),
        ({"shutdown_grace": "5s"}, ("shutdown_grace",), ()),
        (
            {"retry_max_attempts": 2, "retry_base_delay": "1m", "retry_max_delay": "1h"},
            ("retry_base_delay", "retry_max_delay", "retry_max_attempts"),
            (),
        ),
        ({"retention": "30d", "cleanup_batch_size": 10}, ("retention", "cleanup_batch_size"), ()),
        ({"digest": {"weekday": "friday"}}, ("digest.weekday",), ()),
        (
            {"digest": {"time": "09:30", "timezone": "Europe/Berlin"}},
            ("digest.time", "digest.timezone"),
            (),
        ),
        ({"digest": {"channels": []}}, ("digest.channels",), ()),  # every channel, then none
        ({"digest": {"channels": ["ops", "sales"]}}, ("digest.channels",), ()),
        # Channels: one key each, added, removed, edited or renamed.
        ({"channels": BASE["channels"] | {"new": hook("new")}}, ("channels.new",), ()),
        ({"channels": {"ops": hook("ops")}}, ("channels.sales",), ()),
        ({"channels": {"ops": hook("elsewhere"), "sales": hook("sales")}}, ("channels.ops",), ()),
        (
            {"channels": {"ops": hook("ops", secret="s3cret"), "sales": hook("sales")}},
            ("channels.ops",),
            (),
        ),
        (
            {"channels": {"ops": hook("ops"), "leads": hook("sales")}},
            ("channels.leads", "channels.sales"),
            (),
        ),
        (
            {
                "channels": {
                    "ops": {
                        "type": "email",
                        "host": "127.0.0.1",
                        "from": "m@example.com",
                        "to": "o@example.com",
                    },
                    "sales": hook("sales"),
                }
            },
            ("channels.ops",),
            (),
        ),
        ({"channels": {}}, ("channels.ops", "channels.sales"), ()),
        # Both kinds at once, each in the settings' own order.
        (
            {
                "concurrency": 2,
                "database": "b.sqlite3",
                "channels": BASE["channels"] | {"new": hook("new")},
                "digest": {"weekday": "sunday"},
            },
            ("channels.new", "digest.weekday"),
            ("database", "concurrency"),
        ),
    ],
)
def test_each_changed_key_is_applied_live_or_waits_for_a_restart(
    edits: dict[str, Any], applied: tuple[str, ...], restart: tuple[str, ...]
) -> None:
    change = reconfigure(settings(), settings(**edits))
    assert (change.applied, change.restart_needed) == (applied, restart)


def test_the_daemon_runs_on_the_files_live_keys_and_its_own_restart_only_ones() -> None:
    running = settings()
    read = settings(
        concurrency=2,
        database="b.sqlite3",
        tick_interval="5m",
        channels={"new": hook("new")},
        digest={"weekday": "sunday"},
    )
    now = reconfigure(running, read).settings
    assert (now.concurrency, now.database) == (running.concurrency, running.database)
    assert now.tick_interval == timedelta(minutes=5)
    assert list(now.channels) == ["new"]
    assert now.digest.weekday == "sunday"
    # The next SIGHUP with the same file: nothing more to apply, the restart still needed.
    again = reconfigure(now, read)
    assert (again.applied, again.restart_needed) == ((), ("database", "concurrency"))
    # The edit taken back: nothing is needed any more.
    back = reconfigure(
        now,
        settings(tick_interval="5m", channels={"new": hook("new")}, digest={"weekday": "sunday"}),
    )
    assert (back.applied, back.restart_needed) == ((), ())
    assert back.settings == now


def test_every_setting_is_decided_live_or_restart_only() -> None:
    """A new setting must be placed: left out, it would silently wait for a restart."""
    assert set(Settings.model_fields) == LIVE | RESTART_ONLY
    assert not LIVE & RESTART_ONLY


def test_a_key_nobody_decided_waits_for_a_restart(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("monitor.config.reconfigure.LIVE", LIVE - {"retention"})
    change = reconfigure(settings(), settings(retention="30d"))
    assert (change.applied, change.restart_needed) == ((), ("retention",))
    assert change.settings.retention == settings().retention


def test_nested_keys_are_dotted_and_mappings_name_their_members() -> None:
    old = settings(targets=Path("a.yaml"))
    new = settings(
        targets=Path("b.yaml"),
        digest={"timezone": "Asia/Tokyo"},
        channels={"ops": hook("ops"), "x": hook("x")},
    )
    assert changed_keys(old, new) == ["targets", "channels.sales", "channels.x", "digest.timezone"]
