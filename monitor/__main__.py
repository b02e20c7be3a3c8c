"""The ``monitor`` command's entry point: signal handling from the first instant.

The daemon installs its own handlers once its event loop runs. Until then (imports, reading
the configuration, opening the database) nothing is claimed yet, so SIGTERM and SIGINT simply
end the process with status 0, and SIGHUP, which would otherwise kill it, is ignored. This
module imports nothing heavy so that the window without handlers stays a few milliseconds.
"""

import signal
import sys
from types import FrameType


def _stop_before_start(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(0)


def main() -> int:
    signal.signal(signal.SIGTERM, _stop_before_start)
    signal.signal(signal.SIGINT, _stop_before_start)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    from monitor.cli import main as cli_main  # after the handlers, on purpose

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
