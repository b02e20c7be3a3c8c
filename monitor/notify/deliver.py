"""The delivery worker: lease pending alerts, send each on its channel, record what happened.

Sending comes before marking, so a crash between the two sends again later under the same
key (at-least-once, with a key the receiver can deduplicate on). Failures follow the checks'
failure policy: transient ones back off durably, the rest, or the last attempt, quarantine.
Each channel is worked on its own task, so a slow or failing one never delays another.
"""

import asyncio
import json
import random
import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from typing import Any

import httpx

from monitor import errors
from monitor.changes.rules import price_moves
from monitor.changes.set_aside import without_learned
from monitor.config.channels import Channel, EmailChannel, WebhookChannel
from monitor.config.model import Settings
from monitor.extract.compare import plans_changes, price_changes
from monitor.faults import crash_point
from monitor.logs import get_logger, log_failure
from monitor.notify import apprise_channel, email, webhook
from monitor.notify.content import Failure, alert_body, text_excerpt
from monitor.pipeline.retry import RetryPolicy, parse_retry_after, work_failure
from monitor.schedule import Clock
from monitor.states import AlertEvent
from monitor.store import CheckRow, Delivery, QuarantineEntry, Store

log = get_logger()
MAX_BATCH = 50


class Sender:
    """Sends content on a channel; knows nothing of the outbox (`monitor notify-test`)."""

    def __init__(self, settings: Settings) -> None:
        if settings.unread_variables:  # a bug: it would send "${HOOK_URL}" as the URL
            raise RuntimeError("the settings were loaded without their secrets: nothing sends")
        self._timeout = settings.fetch_timeout.total_seconds()
        # A webhook's receiver sees who calls, as a page does; a channel's headers may say else.
        self._client = httpx.AsyncClient(
            timeout=self._timeout,
            follow_redirects=False,
            headers={"User-Agent": settings.user_agent},
        )

    async def aclose(self) -> None:
        await self._client.aclose()

    async def send(self, channel: Channel, content: dict[str, Any]) -> int:
        """Send ``content`` on ``channel`` within ``fetch_timeout`` in all: the receiver's
        status, else a ``WorkFailed``."""
        try:
            async with asyncio.timeout(self._timeout):
                return await self._send(channel, content)
        except TimeoutError:
            raise errors.FetchTimeout(f"no answer within {self._timeout:g}s") from None
        except errors.WorkFailed:
            raise
        except Exception as error:  # any other failure is this alert's to carry, not ours
            raise errors.SendCrashed(type(error).__name__) from None

    async def _send(self, channel: Channel, content: dict[str, Any]) -> int:
        if isinstance(channel, WebhookChannel):
            return await webhook.send(self._client, channel, content["key"], content)
        if isinstance(channel, EmailChannel):
            return await email.send(channel, content["key"], content, self._timeout)
        return await apprise_channel.send(channel, content)


class Deliverer(Sender):
    def __init__(self, store: Store, settings: Settings, clock: Clock) -> None:
        super().__init__(settings)
        self._store = store
        self._channels = settings.channels
        self._clock = clock
        self._policy = RetryPolicy.from_settings(settings)
        # A send takes fetch_timeout at most, and a batch's sends fit in half its lease: an
        # alert's lease does not run out while it is being sent.
        send_ms = int(self._timeout * 1000)
        self._lease_ms = max(int(settings.lease.total_seconds() * 1000), 2 * send_ms)
        self._batch = max(1, min(MAX_BATCH, self._lease_ms // (2 * send_ms)))
        self._unpaused = asyncio.Event()
        self._unpaused.set()

    def reconfigure(self, settings: Settings) -> None:
        """A reload's channels and retry policy, for the next alert sent (one being sent
        finishes on the channel it started on). An alert pending for a channel the settings
        no longer name is quarantined when its turn comes, as after a restart, for
        `monitor quarantine replay` once the channel is back."""
        self._channels = settings.channels
        self._policy = RetryPolicy.from_settings(settings)

    @asynccontextmanager
    async def paused(self) -> AsyncIterator[None]:
        """No alert starts sending meanwhile: while a reload syncs the targets with its new
        channels, an alert raised for a new channel must not meet the old ones."""
        self._unpaused.clear()
        try:
            yield
        finally:
            self._unpaused.set()

    async def deliver_pending(self) -> int:
        """Send every alert due now, once each, the channels side by side; how many went."""
        names = await self._store.pending_channels(self._clock())
        return sum(await asyncio.gather(*(self.deliver_channel(name) for name in names)))

    async def deliver_forever(self, period: float) -> None:
        """Look at the outbox every ``period`` seconds; a channel with alerts due and no task
        working on it gets one, which runs until that channel has nothing due."""
        working: dict[str, asyncio.Task[int]] = {}
        try:
            while True:
                try:
                    for name in await self._store.pending_channels(self._clock()):
                        if name not in working or working[name].done():
                            working[name] = asyncio.create_task(self._logged(name))
                except Exception as error:  # the database, or a bug: the next look tries again
                    log_failure(log, "notification.round_failed", error)
                await asyncio.sleep(period)
        finally:
            for task in working.values():
                task.cancel()
            await asyncio.gather(*working.values(), return_exceptions=True)

    async def _logged(self, name: str) -> int:
        try:
            return await self.deliver_channel(name)
        except Exception as error:
            log_failure(log, "notification.round_failed", error, channel=name)
            return 0

    async def deliver_channel(self, name: str) -> int:
        sent = 0
        token = secrets.token_hex(16)
        try:
            while batch := await self._store.claim_deliveries(
                name, token, self._clock(), self._lease_ms, self._batch
            ):
                for delivery in batch:
                    sent += await self.deliver(delivery)
        except errors.DatabaseFault:
            raise  # the release would be refused too: what we hold waits out its lease
        except BaseException:
            # Stopping, or a bug: what we hold goes back now rather than when its lease runs
            # out. One cut off mid-send is sent again, under its key.
            with suppress(errors.DatabaseFault):  # refused: the leases run out on their own
                await self._store.release_deliveries(token)
            raise
        return sent

    async def replay(self, entry: QuarantineEntry) -> bool | None:
        """Send a quarantined alert again now; None when its entry is resolved meanwhile."""
        delivery = await self._store.claim_quarantined_delivery(
            entry, secrets.token_hex(16), self._clock(), self._lease_ms
        )
        return None if delivery is None else await self.deliver(delivery)

    async def deliver(self, delivery: Delivery) -> bool:
        await self._unpaused.wait()
        channel = self._channels.get(delivery.channel)
        try:
            if channel is None:
                raise errors.InvalidRequest(f"no channel {delivery.channel!r} in the settings")
            status = await self.send(channel, await self._content(delivery))
        except errors.WorkFailed as error:
            await self._failed(delivery, error)
            return False
        crash_point("after_send")
        if await self._store.delivered(delivery, self._clock(), status):
            log.info("notification.delivered", http_status=status, **_context(delivery))
        else:  # another process sent it too, after our lease ran out: the key tells them apart
            log.warning("notification.sent_twice", http_status=status, **_context(delivery))
        return True

    async def _content(self, delivery: Delivery) -> dict[str, Any]:
        if delivery.run_id is not None:
            return await self._digest(delivery.run_id, delivery.key)
        row = None
        if delivery.target_id is not None and delivery.work_id is not None:
            row = await self._store.result(delivery.target_id, delivery.work_id)
        if row is None:
            raise errors.InvalidRequest(f"no result {delivery.work_id}")
        key, event, url = delivery.key, delivery.event, delivery.url
        if event == AlertEvent.CHANGED:
            prices, text, plans, moves = await self._diff(delivery, row)
            return alert_body(key, event, url, row, (prices, text), None, plans, moves)
        failed = row if event == AlertEvent.QUARANTINED else await self._store.previous_slot(row)
        failure = await self._failure(failed, delivery.created_at) if failed else None
        return alert_body(key, event, url, row, ([], []), failure)

    async def _digest(self, run_id: str, key: str) -> dict[str, Any]:
        run = await self._store.run(run_id)
        if run is None or run.digest_json is None:
            raise errors.InvalidRequest(f"no digest recorded for {run_id}")
        content: dict[str, Any] = json.loads(run.digest_json)
        return content | {"key": key}

    async def _failure(self, row: CheckRow, as_of: int) -> Failure | None:
        attempts = await self._store.attempts(row.work_id)
        failed = [attempt for attempt in attempts if attempt.attempted_at <= as_of]
        return Failure(row.work_id, failed[-1], len(failed)) if failed else None

    async def _diff(
        self, delivery: Delivery, row: CheckRow
    ) -> tuple[list[str], list[str], list[str], list[dict[str, Any]]]:
        """The price lines, the text diff, the plan lines and the price moves against the
        result chosen when the alert was raised, as `monitor diff` showed them then."""
        before_id = delivery.before_work_id
        previous = await self._store.result(row.target_id, before_id) if before_id else None
        before = previous.decoded_snapshot() if previous is not None else None
        after = row.decoded_snapshot()
        if before is None or after is None:
            return [], [], [], []
        known = await self._store.learned(row.target_id)
        before, after = without_learned(known, before, after)
        prices, moves = price_changes(before.prices, after.prices), price_moves(before, after)
        if after.mode == "plans" and not (after.fallback or before.fallback):
            return prices, [], plans_changes(before, after), moves
        if after.mode == "prices":
            return prices, [], [], moves
        text = await asyncio.to_thread(text_excerpt, before.text, after.text)
        return prices, text, [], moves

    async def _failed(self, delivery: Delivery, error: errors.WorkFailed) -> None:
        now = self._clock()
        attempt = delivery.previous_attempts + 1
        retry_after = parse_retry_after(getattr(error, "retry_after", None), now)
        failure = work_failure(error, attempt, self._policy, now, retry_after, random.random())
        await self._store.delivery_failed(delivery, now, failure)
        log.warning(
            "notification.failed",
            error_class=error.code,
            attempt=attempt,
            quarantined=failure.quarantine is not None,
            **_context(delivery),
        )


def _context(delivery: Delivery) -> dict[str, str | None]:
    """What every log line about an alert carries."""
    return {
        "key": delivery.key,
        "channel": delivery.channel,
        "work_id": delivery.work_id,
        "target_id": delivery.target_id,
    }
