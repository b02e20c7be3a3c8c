from collections.abc import Iterator

import pytest

from tests.acceptance.daemon import DaemonProcess


@pytest.fixture
def daemons() -> Iterator[list[DaemonProcess]]:
    """Every daemon a test starts is stopped, whatever the test did."""
    started: list[DaemonProcess] = []
    yield started
    for daemon in started:
        if daemon.process.poll() is None:
            daemon.kill()
