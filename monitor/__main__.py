"""The ``monitor`` command's entry point: signals are handled from the first instant.

Only ``monitor.service.early_signals`` is imported before the handlers are in place, so the window
in which a signal still has its default effect (death) stays a few milliseconds.
"""

import sys

from monitor.service import early_signals


def main() -> int:
    early_signals.install()
    from monitor.cli import main as cli_main  # after the handlers, on purpose

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
