"""The Apprise channel through Apprise's json:// service to a receiver on 127.0.0.1."""

import json

import pytest

from monitor import errors
from monitor.config.channels import AppriseChannel
from monitor.notify import apprise_channel
from tests.helpers import alert
from tests.pageserver import Page, PageServer

KEY = "chat:acme:2026-08-05T08:00:00.000Z"


def content() -> dict[str, object]:
    return alert(KEY)


def channel(pages: PageServer) -> AppriseChannel:
    port = pages.base_url.rsplit(":", 1)[1]
    return AppriseChannel(type="apprise", urls=(f"json://127.0.0.1:{port}/notify",))


async def test_the_message_carries_the_changes_and_the_key(pages: PageServer) -> None:
    assert await apprise_channel.send(channel(pages), content()) == 200
    [(path, _, body)] = pages.posts
    assert path == "/notify"
    sent = json.loads(body)
    assert sent["title"] == "acme changed: 1 price line(s)"
    assert "Team: $19.00/mo → $24.00/mo" in sent["message"]
    assert sent["message"].endswith(f"key {KEY}")


async def test_a_service_that_refuses_is_a_transient_failure(pages: PageServer) -> None:
    pages.pages["/notify"] = Page(body=b"down", status=503)
    with pytest.raises(errors.ConnectionFailed):
        await apprise_channel.send(channel(pages), content())
