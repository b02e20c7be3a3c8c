"""The daemon's lifecycle: open, sync targets, tick, consume, reload on SIGHUP, stop cleanly.

This is the only module that reads the real clock.
"""

import asyncio
import signal
import time
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from contextlib import AsyncExitStack, suppress
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any, NamedTuple

from apscheduler.schedulers.asyncio import AsyncIOScheduler

from monitor.config.model import Settings, listed_targets
from monitor.faults import CLOCK_OFFSET_MS
from monitor.fetch.fetcher import Fetcher
from monitor.logs import get_logger
from monitor.notify.deliver import Deliverer
from monitor.pipeline import targeted
from monitor.pipeline.firstrun import NO_NETWORK, FirstRun
from monitor.pipeline.leases import command_holder
from monitor.pipeline.queue import SlotQueue
from monitor.pipeline.retry import RetryPolicy
from monitor.pipeline.tick import Ticker
from monitor.pipeline.worker import Worker
from monitor.service import early_signals
from monitor.service.reload import Reloader
from monitor.service.supervisor import Service
from monitor.store import Claim, Outcome, Slot, Store, open_store
from monitor.weekly.cleanup import Cleaner
from monitor.weekly.run import Weekly

log = get_logger()


def system_clock() -> int:
    return time.time_ns() // 1_000_000 + CLOCK_OFFSET_MS


DELIVERY_PERIOD = 5.0  # seconds between looks at the outbox
# Seconds between two wake-ups at least: however dense the slots (100,000 targets an hour are
# 28 a second), the daemon ticks twice a second at most, each tick taking every slot due.
WAKE_GAP = 0.5
WEEKLY_PERIOD = 5.0  # seconds between looks for a due run, a stage to move, a batch to clean


async def _after_checks(deliverer: Deliverer, weekly: Weekly, cleaner: Cleaner) -> None:
    """``run --once``: what is due now, once; backoffs wait for a later run."""
    await deliverer.deliver_pending()
    await weekly.pass_once(cleaner, deliverer)


async def _deliver(deliverer: Deliverer) -> None:
    await deliverer.deliver_pending()


async def _tick_all(ticker: Ticker) -> int:
    await ticker.tick()
    return 0  # the tick proposes; it refuses nothing


def _ignore(at_ms: int) -> None:
    pass


class _Running(NamedTuple):
    """What proposes slots and what consumes them, once started."""

    queue: SlotQueue
    ticker: Ticker
    consumers: list[asyncio.Task[None]]


class Daemon:
    def __init__(self, settings: Settings, config: Path, *, wake_on_due: bool = True) -> None:
        """``settings`` as loaded from ``config``, which SIGHUP reads again.
        ``wake_on_due=False`` leaves each slot to the next tick (a retry still wakes the
        daemon): the lag benchmark's "before", not a setting."""
        self._wake_on_due = wake_on_due
        self._settings = settings
        self._config = config
        self._stop = asyncio.Event()
        self._reload_wanted = asyncio.Event()
        self._scheduler: AsyncIOScheduler | None = None  # only while running as a daemon
        self._ticker: Ticker | None = None
        self._wake: tuple[int, asyncio.TimerHandle] | None = None
        self._woken_at = float("-inf")  # the event loop's time of the last wake-up
        self._service = Service(settings, system_clock)
        self._first_run = FirstRun(())
        self.no_network = False
        """Whether this process said that the machine may have no network (``fetch.no_network``)."""

    async def run(self, once: bool, targets: Sequence[str] = (), due_now: bool = False) -> int:
        """Run until stopped (or, with ``once``, until every due slot was processed once: only
        ``targets``' when named, each first moved to now with ``due_now``)."""
        settings = self._settings
        self._install_signals(once)
        if early_signals.stop_requested():
            log.info("daemon.stopped", reason="stop requested before start")
            return 0
        if not once:
            self._service.start_http()
        ended: dict[Slot, str] = {}
        async with AsyncExitStack() as stack:
            busy_timeout = settings.busy_timeout.total_seconds()
            store = await open_store(settings.database, system_clock(), busy_timeout)
            stack.push_async_callback(store.close)
            listed = listed_targets(settings)
            report = await store.sync_targets(listed, system_clock())  # a broken file: no start
            if targets:
                targeted.check_named(targets, await store.target_slots(targets), settings.targets)
            self._first_run = FirstRun(t.id for t in await store.targets() if t.enabled)
            fetcher = Fetcher(settings)
            stack.push_async_callback(fetcher.aclose)
            queue = SlotQueue(settings.concurrency * 4, settings.concurrency)
            worker = self._worker(store, fetcher, once)
            consumers = [
                asyncio.create_task(worker.consume(queue, ended), name=f"consumer-{n}")
                for n in range(settings.concurrency)
            ]
            # Only a daemon that beats (not --once) is seen by the others to share the slots.
            daemon_id = None if once else self._service.daemon_id
            ticker = self._ticker = Ticker(
                store,
                queue,
                system_clock,
                self._wake_at,
                daemon_id,
                wake_for_slots=self._wake_on_due and not once,
            )
            deliverer = Deliverer(store, settings, system_clock)
            stack.push_async_callback(deliverer.aclose)
            weekly = Weekly(store, settings, system_clock)
            cleaner = Cleaner(store, settings, system_clock)
            log.info(
                "daemon.started",
                once=once,
                targets=report.listed,
                added=report.added,
                updated=report.updated,
                disabled=report.disabled,
            )
            running, followers = _Running(queue, ticker, consumers), (deliverer, weekly, cleaner)
            if once:
                named = (targets, due_now)
                died, refused = await self._check_once(store, running, followers, named)
            else:
                died, refused = await self._serve(store, running, followers, worker), 0
            await self._shut_down(queue, consumers)
        log.info("daemon.stopped", reason="task died" if died else "stop requested")
        undone = refused or any(result not in targeted.DONE for result in ended.values())
        return 1 if died or (targets and undone) else 0

    def _worker(self, store: Store, fetcher: Fetcher, once: bool) -> Worker:
        """A daemon's leases name its heartbeat; ``run --once``, which has none, a command."""
        settings = self._settings
        holder = command_holder("run-once") if once else self._service.daemon_id
        return Worker(
            store,
            fetcher,
            system_clock,
            settings.lease,
            RetryPolicy.from_settings(settings),
            self._wake_at,
            self._committed,
            holder=holder,
            on_next_slot=self._wake_at if self._wake_on_due else _ignore,
            confirm_delay=settings.confirm_delay,
            confirming=confirming_bound(settings.concurrency),
            # A render waiting for the browser costs a task and a lease as well.
            rendering=confirming_bound(settings.concurrency),
        )

    def _committed(self, claim: Claim, outcome: Outcome) -> None:
        self._service.metrics.observe(outcome)
        baseline = not claim.recent  # no successful result yet
        if self._first_run.observe(claim.slot.target_id, baseline, outcome.error_class):
            self.no_network = True
            log.warning("fetch.no_network", targets=self._first_run.targets, hint=NO_NETWORK)

    async def _check_once(
        self,
        store: Store,
        running: _Running,
        followers: tuple[Deliverer, Weekly, Cleaner],
        named: tuple[Sequence[str], bool],
    ) -> tuple[bool, int]:
        """``run --once``: the due slots (or the ``named`` targets', moved to now if asked),
        then the alerts, and the week's work unless targets were named."""
        targets, due_now = named
        deliverer, weekly, cleaner = followers
        if targets:
            queue = running.queue
            propose = partial(targeted.propose_named, store, queue, targets, due_now, system_clock)
            after = partial(_deliver, deliverer)  # their alerts; not the week's work
        else:
            propose = partial(_tick_all, running.ticker)
            after = partial(_after_checks, deliverer, weekly, cleaner)
        work = self._once(store, running.queue, propose, after, targets)
        return await self._run_once(work, running.consumers)

    async def _serve(
        self,
        store: Store,
        running: _Running,
        followers: tuple[Deliverer, Weekly, Cleaner],
        worker: Worker,
    ) -> bool:
        """The daemon until stopped, with its background work and reloads; whether a task
        died."""
        deliverer, weekly, cleaner = followers
        background = {
            "deliver": deliverer.deliver_forever(DELIVERY_PERIOD),
            "weekly": weekly.run_forever(cleaner, WEEKLY_PERIOD),
            "pulse": self._service.pulse(running.ticker),
            "refresh": self._service.refresh_forever(store, running.queue, running.ticker),
        }
        reloader = Reloader(
            config=self._config,
            settings=self._settings,
            store=store,
            deliverer=deliverer,
            holders=(worker, weekly, cleaner, self._service, self),
            service=self._service,
            clock=system_clock,
        )
        ticker, consumers = running.ticker, running.consumers
        return await self._run_forever(store, ticker, reloader, consumers, background)

    async def _run_once(
        self, work: Coroutine[Any, Any, int], consumers: list[asyncio.Task[None]]
    ) -> tuple[bool, int]:
        """Whether a task died, and how many named targets the work refused to move."""
        task = asyncio.create_task(work, name="once")
        died = await self._wait_for_stop(consumers, task)
        task.cancel()
        [refused] = await asyncio.gather(task, return_exceptions=True)  # alerts in hand released
        return died, refused if isinstance(refused, int) else 0

    async def _once(
        self,
        store: Store,
        queue: SlotQueue,
        propose: Callable[[], Awaitable[int]],
        after: Callable[[], Awaitable[None]],
        targets: Sequence[str],
    ) -> int:
        """Propose, wait for every check, then what follows them, and say what is due next;
        how many named targets ``propose`` refused to move."""
        refused = await propose()
        await queue.join()
        await after()
        await targeted.log_next_due(store, targets, system_clock())
        self._stop.set()
        return refused

    async def _run_forever(
        self,
        store: Store,
        ticker: Ticker,
        reloader: Reloader,
        consumers: list[asyncio.Task[None]],
        background: dict[str, Coroutine[Any, Any, None]],
    ) -> bool:
        scheduler = AsyncIOScheduler(timezone=UTC)
        scheduler.add_job(
            ticker.tick_logging_errors,
            "interval",
            seconds=self._settings.tick_interval.total_seconds(),
            next_run_time=datetime.now(UTC),
            id="tick",
            misfire_grace_time=None,  # a late tick still runs; the default 1 s would skip it
            coalesce=True,
            max_instances=1,
        )
        scheduler.start()
        self._scheduler = scheduler
        self._service.ready()  # migrated, configured, and the first tick scheduled
        reloading = asyncio.create_task(self._reload_on_request(reloader), name="reload")
        tasks = [asyncio.create_task(work, name=name) for name, work in background.items()]
        try:
            return await self._wait_for_stop(consumers, reloading, *tasks)
        finally:
            await self._service.stopping()
            for task in tasks:
                task.cancel()
            self._scheduler = None
            if self._wake is not None:
                self._wake[1].cancel()
            reloading.cancel()
            scheduler.shutdown(wait=False)  # cancels a tick in progress
            await asyncio.gather(*tasks, return_exceptions=True)  # what they hold released
            with suppress(Exception):  # `monitor status` then says it stopped, not went silent
                await self._service.farewell(store)

    async def _wait_for_stop(
        self, consumers: list[asyncio.Task[None]], *others: asyncio.Task[Any]
    ) -> bool:
        """Wait for a stop request; True when a consumer died first (a bug: exit non-zero)."""
        stop = asyncio.create_task(self._stop.wait(), name="stop")
        await asyncio.wait([stop, *consumers, *others], return_when=asyncio.FIRST_COMPLETED)
        stop.cancel()
        dead = [task for task in (*consumers, *others) if task.done() and not self._stop.is_set()]
        for task in dead:
            log.error(
                "daemon.task_died",
                task=task.get_name(),
                # the type alone: an exception's text may carry a credential
                error=type(task.exception()).__name__ if not task.cancelled() else "cancelled",
            )
        return bool(dead)

    async def _shut_down(self, queue: SlotQueue, consumers: list[asyncio.Task[None]]) -> None:
        """Stop taking work, let checks in flight finish within the grace, cancel the rest."""
        queue.close()
        grace = self._settings.shutdown_grace.total_seconds()
        _, late = await asyncio.wait(consumers, timeout=grace)
        for task in late:
            task.cancel()
        await asyncio.gather(*consumers, return_exceptions=True)

    def _install_signals(self, once: bool) -> None:
        """Before anything else, so that no signal finds the default action (death)."""
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(signum, self._request_stop, signum)
        loop.add_signal_handler(signal.SIGHUP, self._request_reload, once)

    def _request_stop(self, signum: int) -> None:
        log.info("daemon.stopping", signal=signal.Signals(signum).name)
        self._stop.set()

    def _request_reload(self, once: bool) -> None:
        if once:
            log.info("daemon.signal_ignored", signal="SIGHUP", reason="run --once")
        else:
            self._reload_wanted.set()  # served as soon as the daemon is up

    async def _reload_on_request(self, reloader: Reloader) -> None:
        while True:
            await self._reload_wanted.wait()
            self._reload_wanted.clear()
            self._service.reloading()
            reloaded = await reloader.reload()
            self._service.ready()  # a broken file changed nothing: ready as before
            if reloaded:
                self._tick_soon()

    def reconfigure(self, settings: Settings) -> None:
        """A reload's settings: the grace at the next stop, the tick's new interval."""
        interval = settings.tick_interval
        if self._scheduler is not None and interval != self._settings.tick_interval:
            # From now: the reload's own tick comes at once all the same (_tick_soon).
            self._scheduler.reschedule_job(
                "tick", trigger="interval", seconds=interval.total_seconds()
            )
        self._settings = settings

    def _tick_soon(self) -> None:
        """A tick now, or once more right after the one running (whose query is older)."""
        if self._ticker is None or self._scheduler is None:
            return
        self._ticker.tick_again()
        if not self._ticker.running:
            self._scheduler.modify_job("tick", next_run_time=datetime.now(UTC))

    def _wake_at(self, at_ms: int) -> None:
        """Tick when a retry or a slot falls due instead of at the next interval, one timer
        at a time, for the earliest; --once never waits."""
        if self._scheduler is None or (self._wake is not None and self._wake[0] <= at_ms):
            return
        if self._wake is not None:
            self._wake[1].cancel()
        loop = asyncio.get_running_loop()
        delay = max(0.0, (at_ms - system_clock()) / 1000) + 0.005  # land just after it
        delay = max(delay, self._woken_at + WAKE_GAP - loop.time())
        self._wake = (at_ms, loop.call_later(delay, self._woken))

    def _woken(self) -> None:
        self._wake = None
        self._woken_at = asyncio.get_running_loop().time()
        self._tick_soon()


def confirming_bound(concurrency: int) -> int:
    """How many checks may wait for their confirming fetch apart from the consumers: enough
    for every change of several seconds at full speed (at 800 checks/s, a tenth of them
    changed, 5 s of them are 400), each holding its lease and two snapshots of its page."""
    return max(256, concurrency * 64)
