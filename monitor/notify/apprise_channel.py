"""The Apprise channel: one message per alert to every URL of the channel (ntfy, Slack,
Discord, Telegram, Matrix and the rest), with the alert's key in the text for the receiving
side to deduplicate on. Apprise says only whether every service took it, so a failure sends
to all of them again, under the same key."""

import asyncio
from typing import Any

from monitor import errors
from monitor.config.channels import AppriseChannel
from monitor.notify.content import text_lines


def text(content: dict[str, Any]) -> tuple[str, str]:
    """(title, body) of the message; the body ends with the key."""
    title, *body = text_lines(content)
    return title, "\n".join(body).strip("\n")


async def send(channel: AppriseChannel, content: dict[str, Any]) -> int:
    title, body = text(content)
    if not await asyncio.to_thread(_notify, channel, title, body):
        raise errors.ConnectionFailed("an Apprise service did not take the message")
    return 200


def _notify(channel: AppriseChannel, title: str, body: str) -> bool:
    import apprise  # a tenth of a second to import: only where an apprise channel is used

    services = apprise.Apprise()
    for url in channel.urls:
        services.add(url)
    return bool(services.notify(body=body, title=title))
