"""What an alert says: built from the durable result when it is sent, so that a re-send under
the same key says the same thing. Pure functions."""

from typing import Any

import httpx

from monitor.schedule import iso

SCHEMA_VERSION = 1
MAX_TEXT_LINES = 40  # of the text diff: an alert is a summary, `monitor diff` has the rest


def webhook_body(
    key: str,
    event: str,
    target_id: str,
    url: str,
    work_id: str,
    scheduled_for: int,
    status: str,
    price_changes: list[str],
    text_diff: list[str],
) -> dict[str, Any]:
    """The JSON a webhook receives, ``version`` 1: the plan lines of `monitor diff`, and its
    text diff cut to ``MAX_TEXT_LINES``."""
    return {
        "version": SCHEMA_VERSION,
        "key": key,
        "event": event,
        "target": {"id": target_id, "url": str(httpx.URL(url).copy_with(userinfo=b""))},
        "work_id": work_id,
        "scheduled_for": iso(scheduled_for),
        "status": status,
        "price_changes": price_changes,
        "text_diff": text_diff[:MAX_TEXT_LINES],
        "text_diff_truncated": len(text_diff) > MAX_TEXT_LINES,
    }
