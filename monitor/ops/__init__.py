"""The operator's commands, read from the database alone.

``status`` (the one screen), ``quarantine`` (list, show, replay, drop), ``weekly_runs`` (the
weekly runs, their replay, a digest now), ``history`` (``monitor history`` and ``diff``),
``prices`` (``monitor prices`` and ``export``), ``rule_lint`` (``check-config``'s look at
the alert rules against the latest results), and ``monitor try`` in three parts:
``try_command`` (the command), ``try_page`` (one fetch and extraction, as a check would do
them) and ``try_report`` (its arguments and its screen).
"""

__all__ = [
    "history",
    "prices",
    "quarantine",
    "rule_lint",
    "status",
    "try_command",
    "try_page",
    "try_report",
    "weekly_runs",
]
