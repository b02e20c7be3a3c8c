"""A lease kept while a check fetches (and waits for its confirming fetch): renewed every
third of its length, and the check cancelled if it was taken over meanwhile."""

import asyncio

from monitor.errors import LeaseLost
from monitor.logs import get_logger, log_failure, slot_context
from monitor.schedule import Clock
from monitor.store import Checks, Claim

log = get_logger()


class LeaseKeeper:
    """Renews a lease every third of its length while the block runs.

    If the lease was taken over meanwhile, the block is cancelled and ``LeaseLost`` raised,
    the way ``asyncio.timeout`` cancels; a check that ends in time costs one timer, no task.
    """

    def __init__(self, store: Checks, clock: Clock, claim: Claim, lease_ms: int) -> None:
        self._store = store
        self._clock = clock
        self._claim = claim
        self._lease_ms = lease_ms
        self._lost = False
        self._renewal: asyncio.Task[None] | None = None

    async def __aenter__(self) -> None:
        self._task = asyncio.current_task()
        self._schedule()

    def _schedule(self) -> None:
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(self._lease_ms / 3000, self._start_renewal)

    def _start_renewal(self) -> None:
        self._renewal = asyncio.get_running_loop().create_task(self._renew())

    async def _renew(self) -> None:
        try:
            renewed = await self._store.renew(self._claim, self._clock() + self._lease_ms)
        except Exception as error:
            # The database is busy or failing: try again, and let the lease decide.
            slot = self._claim.slot
            log_failure(
                log, "check.renew_failed", error, **slot_context(slot.target_id, slot.scheduled_for)
            )
            renewed = True
        if renewed:
            self._schedule()
        elif self._task is not None:
            self._lost = True
            self._task.cancel()

    async def __aexit__(self, kind: type[BaseException] | None, *_: object) -> None:
        self._timer.cancel()
        if self._renewal is not None:
            self._renewal.cancel()
        if self._lost and kind is asyncio.CancelledError and self._task is not None:
            self._task.uncancel()
            raise LeaseLost()
