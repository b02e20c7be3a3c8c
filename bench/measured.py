"""Run a command, its output to /dev/null, and print its exit code, wall seconds, CPU seconds
and peak RSS (KiB) on one line.

On Linux a child's peak RSS from ``wait4`` also counts the memory it had before its exec,
which is that of the process that forked it: forked from the bench, which grows to hundreds
of MB, every process would seem as large. This small process (``python -S``) forks it
instead. Run: python -S bench/measured.py COMMAND [ARG ...]
"""

import os
import sys
import time


def main() -> None:
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
        os.execvp(sys.argv[1], sys.argv[1:])
    _, status, usage = os.wait4(pid, 0)
    wall = time.monotonic() - started
    cpu = usage.ru_utime + usage.ru_stime
    print(os.waitstatus_to_exitcode(status), wall, cpu, usage.ru_maxrss)


if __name__ == "__main__":
    main()
