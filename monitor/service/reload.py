"""SIGHUP: read the settings file again, then the targets file with the new settings' channels;
apply what applies live, and say which keys wait for a restart (``monitor.config.reconfigure``).

A broken file, either one, changes nothing: the daemon runs on as it was. The settings are
applied only once the targets are synced with them, so that no target names a channel the
deliverer does not know, nor the other way round.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from monitor.config.model import Settings, listed_targets, load_settings
from monitor.config.reconfigure import reconfigure
from monitor.errors import ConfigError
from monitor.logs import get_logger, log_failure
from monitor.notify.deliver import Deliverer
from monitor.schedule import Clock
from monitor.service.supervisor import Service
from monitor.store import Store, SyncReport

log = get_logger()


class Reconfigurable(Protocol):
    def reconfigure(self, settings: Settings) -> None:
        """Take a reload's settings; what needs a restart is as it was in them."""


@dataclass(kw_only=True)
class Reloader:
    config: Path
    settings: Settings
    """What the daemon runs on: the last reload's, else the start's."""
    store: Store
    deliverer: Deliverer
    holders: Sequence[Reconfigurable]
    """Everything but the deliverer that holds settings."""
    service: Service
    clock: Clock

    async def reload(self) -> bool:
        """Both files read again and the targets synced; False when nothing changed."""
        try:
            read = load_settings(self.config)
        except ConfigError as error:
            _invalid(self.config, error)
            return False
        change = reconfigure(self.settings, read)
        async with self.deliverer.paused():
            report = await self._sync(change.settings)
            if report is None:
                return False
            for holder in (self.deliverer, *self.holders):
                holder.reconfigure(change.settings)
        self.settings = change.settings
        log.info("config.reloaded", **report.logged(), applied=list(change.applied))
        if change.restart_needed:
            log.warning(
                "config.restart_needed", file=str(self.config), keys=list(change.restart_needed)
            )
        await self.service.restart_needed(self.store, change.restart_needed)
        return True

    async def _sync(self, settings: Settings) -> SyncReport | None:
        """The targets file synced, read with ``settings``' channels; None when it was not."""
        try:
            targets = listed_targets(settings)
            return await self.store.sync_targets(targets, self.clock())
        except ConfigError as error:
            _invalid(settings.targets, error)
        except Exception as error:  # the database refused the sync, or a bug
            log_failure(log, "config.reload_failed", error, file=str(settings.targets))
        return None


def _invalid(path: Path, error: ConfigError) -> None:
    log.error("config.invalid", file=str(path), problems=[str(p) for p in error.problems])
