"""The daemon as a well-behaved Unix service.

``early_signals`` (signals handled from the first instant, before the event loop), ``daemon``
(the lifecycle: open, sync, tick, consume, stop), ``reload`` (SIGHUP), ``supervisor`` (what
it tells systemd, its watchdog, metrics and ``/healthz``), ``systemd`` (the notification
protocol), ``health`` (one rule for whether the schedule is healthy) and ``metrics``
(Prometheus). Nothing heavy is imported here: ``early_signals`` must load in milliseconds.
"""

__all__ = ["daemon", "early_signals", "health", "metrics", "reload", "supervisor", "systemd"]
