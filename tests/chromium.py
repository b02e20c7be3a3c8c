"""Chromium for the browser tests: they skip without it on a developer's machine, and fail
without it in CI (``.ci/run`` installs it and sets MONITOR_TEST_BROWSER_REQUIRED=1)."""

import os

import pytest

from monitor.fetch.browser.chromium import INSTALL_HINT, find_executable


def require_chromium() -> None:
    if find_executable("auto") is not None:
        return
    message = f"Chromium is not installed ({INSTALL_HINT})"
    if os.environ.get("MONITOR_TEST_BROWSER_REQUIRED") == "1":
        pytest.fail(message)
    pytest.skip(message)
