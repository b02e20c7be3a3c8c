"""``render: browser``: pages rendered by the system's Chromium through Playwright, under the
same SSRF guard, proxy, deadlines and failure classes as fetched ones.

``render`` (the renderer), ``pool`` (the browser's lifecycle), ``network`` (every request the
page makes, made by the monitor) and ``chromium`` (the executable and its processes). Only
``chromium`` is imported without Playwright: the settings check for the executable with it.
"""
