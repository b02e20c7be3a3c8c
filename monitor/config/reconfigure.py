"""What a SIGHUP changes of a running daemon's settings: the keys that differ between the
settings it runs on and the file as it reads now, which of them apply live, and which wait for
a restart. Pure functions of two ``Settings``.

A key is dotted (``concurrency``, ``digest.weekday``, ``channels.ops``). A channel is one key:
what in it changed is not said, since it may be a secret.
"""

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from monitor.config.model import Settings

# Read where they are used, or handed anew to what holds them (monitor.service.reload):
LIVE = frozenset({
    "targets",  # the file the reload reads
    "tick_interval",  # the tick's job rescheduled, the health rule retimed
    "shutdown_grace",  # read when stopping
    "retry_base_delay", "retry_max_delay", "retry_max_attempts",  # the next failure's decision
    "confirm_delay",  # the worker's, at the next change it confirms
    "channels",  # the deliverer's channels, and the targets that notify every channel
    "digest",  # the next run's period and the next digest's channels
    "retention", "cleanup_batch_size",  # the next run's cleanup plan
    "alert_when", "confirm", "on_first_check",  # the targets' defaults, synced with the file
    "web",  # monitor web's alone: the daemon reads none of it
})  # fmt: skip

# Built into what the daemon made at start; swapping them would mean rebuilding it under work
# in flight:
RESTART_ONLY = frozenset({
    "database", "busy_timeout",  # the store, opened once
    "concurrency",  # the consumers and the queue's size
    "per_host_concurrency", "fetch_timeout", "max_body_bytes", "user_agent",
    "allow_private_networks",  # the fetcher's clients, connection pools and host limits
    "lease",  # sized with fetch_timeout: a send, a fetch, fits in its lease
    "metrics_listen",  # the socket, bound before anything else
    "browser",  # the one Chromium per daemon and its page limits, started on first use
    "proxy",  # the settings-wide proxy, in the fetcher's transports
})  # fmt: skip


@dataclass(frozen=True, slots=True)
class Reconfiguration:
    settings: Settings
    """What the daemon runs on from now: the file's settings, but what needs a restart as it
    was. Compared with the file at the next reload, it still names those keys."""
    applied: tuple[str, ...]
    restart_needed: tuple[str, ...]


def changed_keys(old: BaseModel, new: BaseModel, prefix: str = "") -> list[str]:
    """The dotted keys whose values differ, in the model's field order; a mapping's members
    (channels) each a key, in name order."""
    keys = []
    for name in type(old).model_fields:
        before, after = getattr(old, name), getattr(new, name)
        if before == after:
            continue
        key = prefix + name
        if isinstance(before, BaseModel) and type(before) is type(after):
            keys += changed_keys(before, after, key + ".")
        elif isinstance(before, dict) and isinstance(after, dict):
            keys += [f"{key}.{member}" for member in _changed_members(before, after)]
        else:
            keys.append(key)
    return keys


def _changed_members(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    names = sorted(before.keys() | after.keys())
    return [name for name in names if before.get(name) != after.get(name)]


def reconfigure(running: Settings, read: Settings) -> Reconfiguration:
    """What the daemon running on ``running`` does with the settings file's ``read``."""
    changed = changed_keys(running, read)
    live = tuple(key for key in changed if _field(key) in LIVE)
    restart = tuple(key for key in changed if _field(key) not in LIVE)  # a new field: restart
    kept = {_field(key): getattr(running, _field(key)) for key in restart}
    return Reconfiguration(read.model_copy(update=kept), live, restart)


def _field(key: str) -> str:
    return key.split(".", 1)[0]
