"""The states a check, an alert, a weekly run, a cleanup batch and a quarantine entry can be in.

Each value is the string the database stores (the schema's ``CHECK`` constraints name the same
set) and the JSON, the logs and the command lines show: a member is that string, compares
equal to it and prints as it, so nothing stored or shown depends on which of the two a value
is. The records the store reads are built with their members (``store.base.from_row``).
"""

from enum import StrEnum


class CheckStatus(StrEnum):
    """A check's result (``source_checks.status``)."""

    BASELINE = "baseline"
    """The first result, or the first under new extraction settings: nothing to compare."""
    UNCHANGED = "unchanged"
    CHANGED = "changed"
    FAILED = "failed"


class RunStage(StrEnum):
    """How far a weekly run got (``runs.stage``), in the order it goes."""

    CREATED = "created"
    DIGEST_SENT = "digest_sent"
    CLEANUP_ENQUEUED = "cleanup_enqueued"
    CLEANUP_DONE = "cleanup_done"


class CleanupState(StrEnum):
    """Where a weekly run's cleanup batch stands (``cleanup_messages.state``)."""

    PENDING = "pending"
    DONE = "done"
    QUARANTINED = "quarantined"


class AlertEvent(StrEnum):
    """What an alert in the outbox tells (``outbox.event``): a digest is one too."""

    CHANGED = "changed"
    QUARANTINED = "quarantined"
    RECOVERED = "recovered"
    DIGEST = "digest"


class AlertState(StrEnum):
    """Where an alert in the outbox stands (``outbox.state``)."""

    PENDING = "pending"
    DELIVERED = "delivered"
    QUARANTINED = "quarantined"


class QuarantineKind(StrEnum):
    """What a quarantine entry holds (``quarantine.kind``): a check's slot, an alert, a
    digest's delivery or a cleanup batch."""

    CHECK = "check"
    NOTIFICATION = "notification"
    DIGEST = "digest"
    CLEANUP = "cleanup"
