"""The ``monitor`` command's entry point: signals are handled from the first instant.

Only ``monitor.early`` is imported before the handlers are in place, so the window in which a
signal still has its default effect (death) stays a few milliseconds.
"""

import sys

from monitor import early


def main() -> int:
    early.install()
    from monitor.cli import main as cli_main  # after the handlers, on purpose

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
