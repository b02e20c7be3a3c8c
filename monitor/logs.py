"""structlog set-up: JSON lines on stdout for journald and Docker, a console view on a TTY.

Event names are stable and part of the interface: docs/operations.md lists them all (a test
checks it). Every check event carries ``target_id``, ``work_id`` and ``scheduled_for``. Header
values never reach a log line.
"""

import logging
import sys
from collections.abc import MutableMapping
from typing import Any, Literal, TextIO

import structlog

from monitor.errors import StoreUnavailable
from monitor.schedule import iso, work_id

LogFormat = Literal["auto", "json", "console"]
BoundLogger = structlog.typing.FilteringBoundLogger

_SECRET_KEYS = frozenset({"headers", "authorization", "cookie", "password", "secret", "token"})


def redact_secrets(_: Any, __: str, event: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """Keep header names, drop anything that could carry a credential."""
    for key in _SECRET_KEYS.intersection(event):
        value = event[key]
        event[key] = sorted(value) if isinstance(value, dict) else "[redacted]"
    return event


def configure(log_format: LogFormat = "auto", stream: TextIO = sys.stdout) -> None:
    """Log to ``stream``: stdout for the daemon, stderr for commands whose stdout is output."""
    use_json = log_format == "json" or (log_format == "auto" and not stream.isatty())
    renderer: structlog.typing.Processor = (
        structlog.processors.JSONRenderer() if use_json else structlog.dev.ConsoleRenderer()
    )
    shared: list[structlog.typing.Processor] = [
        structlog.contextvars.merge_contextvars,
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
        redact_secrets,
    ]
    structlog.configure(
        processors=[*shared, structlog.processors.format_exc_info, renderer],
        logger_factory=structlog.PrintLoggerFactory(stream),
        wrapper_class=structlog.make_filtering_bound_logger(logging.INFO),
        cache_logger_on_first_use=True,
    )
    # Libraries (APScheduler, asyncio) log through the standard library: same format, same place.
    handler = logging.StreamHandler(stream)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            foreign_pre_chain=shared,
            processors=[
                structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                structlog.processors.format_exc_info,
                renderer,
            ],
        )
    )
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(logging.WARNING)
    # psycopg's pool warns at every failed reconnection, in prose; the store says it once, as
    # store.unavailable with the reason, and store.recovered when the server is back.
    logging.getLogger("psycopg.pool").setLevel(logging.CRITICAL)


def slot_context(target_id: str, scheduled_for: int) -> dict[str, str]:
    """The keys every check event carries."""
    return {
        "target_id": target_id,
        "work_id": work_id(target_id, scheduled_for),
        "scheduled_for": iso(scheduled_for),
    }


def log_failure(logger: BoundLogger, event: str, error: BaseException, **context: Any) -> None:
    """A failure a loop survives and tries again. The database refusing is one line naming the
    fault: it is expected, may last for minutes, and a traceback per try would bury the log.
    Anything else is a bug, logged with its traceback."""
    if isinstance(error, StoreUnavailable):
        logger.error(event, fault=error.code, error=str(error), **context)
    else:
        logger.error(event, exc_info=error, **context)


def get_logger() -> BoundLogger:
    logger: BoundLogger = structlog.get_logger()
    return logger
