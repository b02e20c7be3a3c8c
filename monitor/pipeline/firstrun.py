"""The first run's hint: when the first check of every target fails to resolve its host name,
the machine more likely has no network (or no DNS) than every URL is wrong. The daemon says so
once, instead of quarantining one target after another in silence.

Pure: the daemon names the targets at start and reports each committed outcome.
"""

from collections.abc import Iterable

from monitor import errors

LOOKUP_FAILURES = frozenset({errors.DNSFailure.code, errors.UnknownHost.code})
NO_NETWORK = (
    "every target's first check failed to resolve its host name: this machine may have no"
    " network or no DNS (try: getent hosts example.com); once it has, replay what"
    " 'monitor quarantine list' shows"
)


class FirstRun:
    """Watches the first check of each of ``targets`` (the enabled ones at start)."""

    def __init__(self, targets: Iterable[str]) -> None:
        self._waiting = set(targets)
        self.targets = len(self._waiting)
        self._possible = bool(self._waiting)

    def observe(self, target_id: str, baseline: bool, error_class: str | None) -> bool:
        """One committed check: ``baseline`` when its target had no successful result yet.
        True exactly once, for the last of the targets' first checks, when every one of them
        failed to resolve. Any other first check (a success, another failure, a target that
        had a result, so a network, before) rules the hint out for good."""
        if not self._possible or target_id not in self._waiting:
            return False  # a retry of a target already seen, or one added since the start
        if not baseline or error_class not in LOOKUP_FAILURES:
            self._possible = False
            return False
        self._waiting.discard(target_id)
        if self._waiting:
            return False
        self._possible = False
        return True
