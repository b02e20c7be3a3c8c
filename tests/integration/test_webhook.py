"""The webhook channel against a real receiver on 127.0.0.1."""

import hashlib
import hmac
import json

import httpx
import pytest
from pydantic import SecretStr

from monitor import errors
from monitor.config.channels import WebhookChannel
from monitor.config.model import Settings
from monitor.notify import webhook
from monitor.notify.content import MAX_TEXT_LINES
from monitor.notify.deliver import Sender
from tests.helpers import alert
from tests.pageserver import Page, PageServer


def body(text_lines: int = 2) -> dict[str, object]:
    return alert(
        "ops:acme:2026-08-05T08:00:00.000Z",
        "https://user:pw@example.com/pricing",
        text_lines=tuple(f"+line {n}" for n in range(text_lines)),
    )


def channel(pages: PageServer, secret: str | None = "s3cret") -> WebhookChannel:
    return WebhookChannel(
        type="webhook",
        url=pages.url("/hook"),
        secret=SecretStr(secret) if secret else None,
        headers={"X-Team": "pricing"},
    )


async def test_a_delivery_is_signed_and_carries_its_key(pages: PageServer) -> None:
    async with httpx.AsyncClient() as client:
        status = await webhook.send(client, channel(pages), "ops:key", body())
    assert status == 200
    [(path, headers, sent)] = pages.posts
    assert path == "/hook"
    assert headers["Idempotency-Key"] == "ops:key"
    assert headers["X-Team"] == "pricing"
    expected = "sha256=" + hmac.new(b"s3cret", sent, hashlib.sha256).hexdigest()
    assert headers[webhook.SIGNATURE_HEADER] == expected
    content = json.loads(sent)
    assert content["version"] == 1
    assert content["target"] == {"id": "acme", "url": "https://example.com/pricing"}
    assert content["price_changes"] == ["Team: $19.00/mo → $24.00/mo"]
    assert "s3cret" not in sent.decode()


async def test_without_a_secret_there_is_no_signature(pages: PageServer) -> None:
    async with httpx.AsyncClient() as client:
        await webhook.send(client, channel(pages, secret=None), "k", body())
    assert webhook.SIGNATURE_HEADER not in pages.posts[0][1]


@pytest.mark.parametrize(("status", "code"), [(500, "http_500"), (404, "http_404")])
async def test_a_refusal_is_a_classified_failure(pages: PageServer, status: int, code: str) -> None:
    pages.pages["/hook"] = Page(body=b"no", status=status, headers={"Retry-After": "7"})
    async with httpx.AsyncClient() as client:
        with pytest.raises(errors.HTTPStatusError) as raised:
            await webhook.send(client, channel(pages), "k", body())
    assert (raised.value.code, raised.value.retry_after) == (code, "7")


def test_a_long_text_diff_is_cut() -> None:
    content = body(text_lines=MAX_TEXT_LINES + 5)
    assert len(content["text_diff"]) == MAX_TEXT_LINES  # type: ignore[arg-type]
    assert content["text_diff_truncated"] is True


@pytest.mark.parametrize(
    ("headers", "expected"),
    [({}, "pricing-monitor/test"), ({"user-AGENT": "ours/1"}, "ours/1")],
)
async def test_a_webhook_carries_the_monitors_user_agent_unless_the_channel_sets_one(
    pages: PageServer, settings: Settings, headers: dict[str, str], expected: str
) -> None:
    sender = Sender(settings.model_copy(update={"user_agent": "pricing-monitor/test"}))
    hook = channel(pages).model_copy(update={"headers": headers})
    try:
        assert await sender.send(hook, body()) == 200
    finally:
        await sender.aclose()
    [(_, sent, _)] = pages.posts
    assert {name.lower(): value for name, value in sent.items()}["user-agent"] == expected
