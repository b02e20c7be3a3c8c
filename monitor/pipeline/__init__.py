"""A check's way through the daemon, slot by slot.

``tick`` proposes the due slots it finds in the database; ``queue`` carries the proposals to
the consumers; ``worker`` claims a slot under a lease (``keeper`` renews it, ``leases`` says
whose it is), fetches and extracts it (``attempt``), confirms a change (``confirm``) and
commits the outcome with the next slot, or the retry or quarantine ``retry`` decides (the one
place that maps the error tree to retry classes, for alerts and the cleanup too).
``targeted`` proposes named targets for ``run --once``; ``firstrun`` says when a first run
cannot reach any host.
"""

__all__ = [
    "attempt",
    "confirm",
    "firstrun",
    "keeper",
    "leases",
    "queue",
    "retry",
    "targeted",
    "tick",
    "worker",
]
