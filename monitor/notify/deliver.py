"""The delivery worker: lease pending alerts, send each on its channel, record what happened.

Sending comes before marking, so a crash between the two sends again later under the same
key (at-least-once, with a key the receiver can deduplicate on). Failures follow the checks'
failure policy: transient ones back off durably, the rest, or the last attempt, quarantine.
"""

import random
import secrets

import httpx

from monitor import errors
from monitor.channels import Channel, EmailChannel, WebhookChannel
from monitor.compare import price_changes, text_changes
from monitor.explain import snapshot_of
from monitor.logs import get_logger
from monitor.notify import apprise_channel, email, webhook
from monitor.notify.content import webhook_body
from monitor.retry import Quarantine, RetryPolicy, decide, parse_retry_after
from monitor.schedule import Clock
from monitor.store import Delivery, DeliveryFailure, Store

log = get_logger()
BATCH = 50
DAY_MS = 24 * 3600 * 1000


class Deliverer:
    def __init__(
        self,
        store: Store,
        channels: dict[str, Channel],
        clock: Clock,
        policy: RetryPolicy,
        lease_ms: int,
        timeout: float,
    ) -> None:
        self._store = store
        self._channels = channels
        self._clock = clock
        self._policy = policy
        self._lease_ms = lease_ms
        self._timeout = timeout
        self._client = httpx.AsyncClient(timeout=timeout, follow_redirects=False)

    async def aclose(self) -> None:
        await self._client.aclose()

    async def deliver_pending(self) -> int:
        """Send every alert due now, once each; how many were delivered."""
        sent = 0
        while batch := await self._store.claim_deliveries(
            secrets.token_hex(16), self._clock(), self._lease_ms, BATCH
        ):
            for delivery in batch:
                sent += await self.deliver(delivery)
        return sent

    async def deliver(self, delivery: Delivery) -> bool:
        bound = log.bind(key=delivery.key, work_id=delivery.work_id, target_id=delivery.target_id)
        channel = self._channels.get(delivery.channel)
        try:
            if channel is None:
                raise errors.InvalidRequest(f"no channel {delivery.channel!r} in the settings")
            status = await self._send(channel, delivery)
        except errors.FetchError as error:
            await self._failed(delivery, error)
            return False
        await self._store.delivered(delivery, self._clock(), status)
        bound.info("notification.delivered", channel=delivery.channel, http_status=status)
        return True

    async def _send(self, channel: Channel, delivery: Delivery) -> int:
        content = await self._content(delivery)
        if isinstance(channel, WebhookChannel):
            return await webhook.send(self._client, channel, delivery.key, content)
        if isinstance(channel, EmailChannel):
            return await email.send(channel, delivery.key, content, self._timeout)
        return await apprise_channel.send(channel, delivery.key, content)

    async def _content(self, delivery: Delivery) -> dict[str, object]:
        row = await self._store.result(delivery.target_id, delivery.work_id)
        if row is None:
            raise errors.InvalidRequest(f"no result {delivery.work_id}")
        previous = await self._store.previous_distinct(row)
        before = snapshot_of(previous) if previous is not None else None
        after = snapshot_of(row)
        prices, text = [], []
        if before is not None and after is not None:
            prices = price_changes(before.prices, after.prices)
            text = text_changes(before.text, after.text) if after.mode == "text" else []
        return webhook_body(
            delivery.key, delivery.event, delivery.target_id, delivery.url, delivery.work_id,
            row.scheduled_for, row.status, prices, text,
        )  # fmt: skip

    async def _failed(self, delivery: Delivery, error: errors.FetchError) -> None:
        now = self._clock()
        attempt = delivery.previous_attempts + 1
        retry_after = parse_retry_after(getattr(error, "retry_after", None), now)
        decision = decide(error, attempt, self._policy, random.random(), retry_after, DAY_MS)
        status = getattr(error, "status_code", None)
        message = f"{type(error).__name__}: {error}"
        if isinstance(decision, Quarantine):
            failure = DeliveryFailure(error.code, message, status, quarantine=decision.reason)
        else:
            failure = DeliveryFailure(error.code, message, status, retry_at=now + decision.delay_ms)
        await self._store.delivery_failed(delivery, now, failure)
        log.warning(
            "notification.failed",
            key=delivery.key,
            work_id=delivery.work_id,
            target_id=delivery.target_id,
            error_class=error.code,
            attempt=attempt,
            quarantined=isinstance(decision, Quarantine),
        )
