"""Regular expressions compiled at their first use.

The period and stock patterns are built from word tables of hundreds of words in dozens of
languages; compiling them took about a sixth of a second at every import of
``monitor.extract``, which every ``monitor`` command pays, most of which never read a page
(``status``, ``quarantine list``). A ``Pattern`` compiles at its first search; from then on
its methods are the compiled pattern's own, so a search costs what it did.
"""

import re
import sys
from collections.abc import Callable, Iterator

# The methods of a compiled pattern that a ``Pattern`` stands for.
_METHODS = ("search", "match", "fullmatch", "finditer", "sub")


class Pattern:
    """``re.compile(source, flags)``, done when first searched with."""

    def __init__(self, source: str, flags: int = 0) -> None:
        self.pattern = source
        self.flags = flags

    def _compiled(self) -> re.Pattern[str]:
        compiled = re.compile(self.pattern, self.flags)
        for name in _METHODS:  # found on the instance before the class's, from now on
            setattr(self, name, getattr(compiled, name))
        return compiled

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self._compiled().search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self._compiled().match(string, pos, endpos)

    def fullmatch(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> re.Match[str] | None:
        return self._compiled().fullmatch(string, pos, endpos)

    def finditer(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return self._compiled().finditer(string, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self._compiled().sub(repl, string, count)
