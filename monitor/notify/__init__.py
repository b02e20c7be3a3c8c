"""Alerts and the digest: what a delivery says, and the channels that carry it.

``deliver`` (the outbox's deliveries, retried and quarantined like checks), ``content``
(what an alert says), ``digest`` (what the weekly digest says), and one module per channel:
``webhook``, ``email``, ``apprise_channel``.
"""

__all__ = ["apprise_channel", "content", "deliver", "digest", "email", "webhook"]
