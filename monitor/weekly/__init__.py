"""The weekly run: a digest of the period that just ended, then the retention cleanup, every
stage recorded under the run's id.

``run`` (the run and its stages) and ``cleanup`` (the cleanup's batches, each claimed and
completed in one transaction). The digest's content is ``notify.digest``; its period
arithmetic ``monitor.period``.
"""

__all__ = ["cleanup", "run"]
