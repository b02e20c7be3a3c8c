"""The daemon as a service: what it tells systemd, its watchdog, its metrics and ``/healthz``.

``WATCHDOG=1`` goes out at half of ``WATCHDOG_USEC``, but only while the schedule is healthy
(``monitor.service.health``): a wedged scheduler stops feeding the watchdog and systemd restarts it.
"""

import asyncio
import os
import socket
import time
from contextlib import suppress
from dataclasses import replace
from typing import Any
from wsgiref.simple_server import WSGIServer

from monitor.config.model import Settings
from monitor.errors import DatabaseFault, MonitorError
from monitor.logs import get_logger, log_failure
from monitor.pipeline.queue import SlotQueue
from monitor.pipeline.tick import Ticker
from monitor.schedule import Clock
from monitor.service.health import Health
from monitor.service.metrics import Metrics, serve
from monitor.service.systemd import Notifier
from monitor.store import DaemonBeat, Pulse

log = get_logger()
REFRESH = 5.0  # seconds between readings of the database for STATUS= and the gauges


class Service:
    def __init__(self, settings: Settings, clock: Clock, notifier: Notifier | None = None) -> None:
        self._settings = settings
        self._clock = clock
        self.notifier = notifier or Notifier()
        self.health = Health(
            tick_interval=settings.tick_interval.total_seconds(), started=time.monotonic()
        )
        self.metrics = Metrics()
        self._server: WSGIServer | None = None
        self._status = "starting"
        self._fault: tuple[str, float] | None = None
        """The database fault the last refresh met, and since when (monotonic seconds)."""
        started = clock()
        self._beat = DaemonBeat(
            id=f"{socket.gethostname()}:{os.getpid()}:{started}",
            host=socket.gethostname(),
            pid=os.getpid(),
            started_at=started,
            beat_at=started,
            last_tick_at=None,
            queue_depth=0,
            healthy=True,
            reasons=(),
        )

    @property
    def daemon_id(self) -> str:
        return self._beat.id

    def start_http(self) -> None:
        """Serve the metrics, if asked; before anything else, so that an address in use is
        a one-line error at start."""
        if self._settings.metrics_listen is None:
            return
        host, port = self._settings.metrics_listen
        try:
            self._server = serve(host, port, self.metrics, self.health)
        except OSError as error:
            raise MonitorError(f"metrics_listen {host}:{port}: {error.strerror or error}") from None
        log.info("metrics.listening", address=f"{host}:{port}")

    def ready(self) -> None:
        self.notifier.notify("READY=1", f"STATUS={self._status}")

    def reloading(self) -> None:
        self.notifier.notify("RELOADING=1", f"MONOTONIC_USEC={time.monotonic_ns() // 1000}")

    def reconfigure(self, settings: Settings) -> None:
        """A reload's settings: the health rule follows the tick's new interval."""
        self.health.retime(settings.tick_interval.total_seconds(), time.monotonic())

    async def restart_needed(self, store: Pulse, keys: tuple[str, ...]) -> None:
        """Say in the heartbeat, at once and then at every beat, which keys a restart applies;
        a refused write is the next refresh's to repeat."""
        if keys == self._beat.restart_needed:
            return
        self._beat = replace(self._beat, restart_needed=keys)
        try:
            await self._write_beat(store)
        except DatabaseFault as fault:
            self._faulted(fault)
        except Exception as error:  # a bug: the next refresh tries again
            log_failure(log, "service.refresh_failed", error)

    async def stopping(self) -> None:
        self.notifier.notify("STOPPING=1", "STATUS=stopping")
        if self._server is not None:
            # shutdown() waits for the serving loop's next turn: never for long, but off the
            # event loop, and bounded all the same.
            with suppress(TimeoutError):
                await asyncio.wait_for(asyncio.to_thread(self._server.shutdown), 5)
            self._server.server_close()

    async def pulse(self, ticker: Ticker) -> None:
        """Beat, and feed the watchdog while healthy. Touches no database: a busy one must not
        look like a dead loop."""
        watchdog = self.notifier.watchdog_seconds
        fed = 0.0
        withheld: list[str] = []
        while True:
            now = time.monotonic()
            self.health.beat(now)
            if ticker.last_progress is not None:
                self.health.tick_progressed(ticker.last_progress)
            why = self.health.verdict(now)
            if watchdog is not None and now - fed >= watchdog / 2:
                if not why:
                    self.notifier.notify("WATCHDOG=1")
                    fed = now
                elif why != withheld:
                    log.error("watchdog.withheld", reasons=why)
            withheld = why
            await asyncio.sleep(min(1.0, watchdog / 4) if watchdog else 1.0)

    async def refresh_forever(self, store: Pulse, queue: SlotQueue, ticker: Ticker) -> None:
        """Every few seconds: this daemon's heartbeat in the database, STATUS=, the gauges."""
        while True:
            await self._refresh(store, queue, ticker)
            await asyncio.sleep(REFRESH)

    async def farewell(self, store: Pulse) -> None:
        """The last pulse, saying this daemon stopped on purpose."""
        await self._write_beat(store, stopped_at=self._clock())

    async def _write_beat(self, store: Pulse, **changes: Any) -> None:
        self._beat = replace(self._beat, beat_at=self._clock(), **changes)
        await store.beat(self._beat)

    async def _refresh(self, store: Pulse, queue: SlotQueue, ticker: Ticker) -> None:
        why = self.health.verdict(time.monotonic())
        last_tick = ticker.last_finished[1] if ticker.last_finished is not None else None
        if ticker.last_finished is not None:
            self.metrics.last_tick.set(ticker.last_finished[1] / 1000)
        try:
            await self._write_beat(
                store,
                last_tick_at=last_tick,
                queue_depth=len(queue),
                healthy=not why,
                reasons=tuple(why),
            )
            signals = await store.signals(self._clock())
            counts = await store.counts(self._clock())
        except DatabaseFault as fault:  # the next refresh tries again
            self._faulted(fault)
            return
        except Exception as error:  # a bug: the next refresh tries again
            log_failure(log, "service.refresh_failed", error)
            return
        self._recovered()
        self.metrics.refresh(signals, counts.targets_enabled, counts.outbox_pending, len(queue))
        self._status = (
            f"{counts.targets_enabled} targets, {counts.due} due,"
            f" {signals.quarantine_depth} quarantined, {counts.outbox_pending} alerts pending"
        )
        if self._beat.restart_needed:
            self._status += "; restart needed: " + ", ".join(self._beat.restart_needed)
        self.notifier.notify(f"STATUS={self._status}")

    def _faulted(self, fault: DatabaseFault) -> None:
        """The heartbeat is the daemon's one regular write: its refusal is where a fault of the
        database is announced, once, however many checks and rounds it fails meanwhile."""
        self.notifier.notify(f"STATUS=database {fault.code}: {fault}")
        self.health.database_failed(f"{fault.code}: {fault}", time.monotonic())
        if self._fault is not None and self._fault[0] == fault.code:
            return
        self._fault = (fault.code, time.monotonic())
        log.error(
            "store.unavailable",
            database=str(self._settings.database),
            fault=fault.code,
            error=str(fault),
        )

    def _recovered(self) -> None:
        self.health.database_recovered()
        if self._fault is None:
            return
        code, since = self._fault
        self._fault = None
        log.info(
            "store.recovered",
            database=str(self._settings.database),
            fault=code,
            seconds=round(time.monotonic() - since, 1),
        )
