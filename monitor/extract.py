"""What a page's content is, for comparing one check with the previous one."""

import hashlib


def content_hash(body: bytes) -> str:
    """SHA-256 of the page body, hex-encoded."""
    return hashlib.sha256(body).hexdigest()


def classify_change(previous_hash: str | None, current_hash: str) -> str:
    """``baseline`` for a target's first result, else ``changed`` or ``unchanged``."""
    if previous_hash is None:
        return "baseline"
    return "unchanged" if previous_hash == current_hash else "changed"
