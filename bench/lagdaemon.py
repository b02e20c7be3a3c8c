"""``monitor run`` with the wake-up for due slots turned off (retries still wake it): the lag
benchmark's "before", the same code with each slot left to the next tick.

Run: .venv/bin/python bench/lagdaemon.py SETTINGS_FILE
"""

import sys

from monitor.service import early_signals as early


def main() -> int:
    early.install()  # as monitor's own entry point: signals handled from the first instant
    import asyncio
    from pathlib import Path

    from monitor import logs
    from monitor.config.model import load_settings
    from monitor.service.daemon import Daemon

    logs.configure("json", sys.stdout)
    config = Path(sys.argv[1])
    daemon = Daemon(load_settings(config), config, wake_on_due=False)
    return asyncio.run(daemon.run(once=False))


if __name__ == "__main__":
    sys.exit(main())
