"""The webhook channel: one POST per alert, signed, with the alert's key for the receiver to
deduplicate on (a crash between sending and marking sends again, under the same key)."""

import hashlib
import hmac
import json
from typing import Any

import httpx

from monitor import errors
from monitor.config.channels import WebhookChannel

SIGNATURE_HEADER = "X-Monitor-Signature"


def signature(secret: str, body: bytes) -> str:
    """``sha256=<hex>``: HMAC-SHA256 of the exact body bytes."""
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def request(
    client: httpx.AsyncClient, channel: WebhookChannel, key: str, content: dict[str, Any]
) -> httpx.Request:
    """The POST, with the client's User-Agent (the monitor's) unless the channel sets its own.
    Not the client's other defaults: a cookie one receiver set goes to no later alert."""
    body = json.dumps(content, sort_keys=True, ensure_ascii=False).encode()
    headers = httpx.Headers({"User-Agent": client.headers["User-Agent"]})
    headers.update(channel.headers)  # a name in any letter case replaces ours
    headers.update({"Content-Type": "application/json", "Idempotency-Key": key})
    if channel.secret is not None:
        headers[SIGNATURE_HEADER] = signature(channel.secret.get_secret_value(), body)
    return httpx.Request("POST", channel.url, headers=headers, content=body)


async def send(
    client: httpx.AsyncClient, channel: WebhookChannel, key: str, content: dict[str, Any]
) -> int:
    """POST the alert; its status on a 2xx, else the failure as a ``WorkFailed``."""
    try:
        response = await client.send(request(client, channel, key, content))
    except httpx.TimeoutException as error:
        raise errors.FetchTimeout(str(error) or "the webhook did not answer in time") from None
    except httpx.HTTPError as error:
        raise errors.ConnectionFailed(str(error) or type(error).__name__) from None
    if not response.is_success:
        reason = httpx.codes.get_reason_phrase(response.status_code)
        retry_after = response.headers.get("Retry-After")
        raise errors.HTTPStatusError(response.status_code, reason, retry_after)
    return response.status_code
