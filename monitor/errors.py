"""Every error the monitor raises on purpose, in one tree.

::

    MonitorError
    ├── ConfigError              a settings or targets file is wrong; names file, line and field
    ├── DatabaseError            the database cannot be used by this version of the monitor
    ├── StoreUnavailable         the database refused a write (busy past the timeout, full, I/O)
    ├── LeaseLost                our lease on a slot was taken over; our result must not count
    └── FetchError               fetching a page did not produce a usable response
        ├── FetchTimeout         no complete response within the total deadline
        ├── ConnectionFailed     could not connect, or the connection broke mid-response
        ├── BlockedAddress       the host resolves to a private or local address
        ├── InvalidRequest       the URL or the headers cannot be sent
        ├── TooManyRedirects     the redirect chain is longer than allowed
        ├── BodyTooLarge         the body is larger than ``max_body_bytes``
        ├── BadResponse          the response could not be decoded
        └── HTTPStatusError      the final response is not a 2xx

Each class's docstring is its default message. Which of these are worth retrying is decided in
one place, the retry policy, not where they are raised.
"""

from dataclasses import dataclass


class MonitorError(Exception):
    """The monitor failed."""

    def __init__(self, message: str | None = None) -> None:
        super().__init__(message or (self.__doc__ or "").strip())


@dataclass(frozen=True)
class Problem:
    """One mistake in a configuration file, located as precisely as the file allows."""

    file: str
    line: int | None
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where} {self.field}: {self.message}" if self.field else f"{where}: {self.message}"


class ConfigError(MonitorError):
    """The configuration is invalid."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(problem) for problem in problems))


class DatabaseError(MonitorError):
    """The database cannot be used by this version of the monitor."""


class StoreUnavailable(MonitorError):
    """The database refused a write: busy past the timeout, full, or failing."""


class LeaseLost(MonitorError):
    """The lease on this slot expired and was claimed by another worker."""


class FetchError(MonitorError):
    """The page could not be fetched."""


class FetchTimeout(FetchError):
    """No complete response within the fetch timeout."""


class ConnectionFailed(FetchError):
    """The connection could not be made or broke during the response."""


class BlockedAddress(FetchError):
    """The host resolves to a private or local address and allow_private_networks is off."""


class InvalidRequest(FetchError):
    """The URL or the headers cannot be sent."""


class TooManyRedirects(FetchError):
    """The page redirected too many times."""


class BodyTooLarge(FetchError):
    """The response body is larger than max_body_bytes."""


class BadResponse(FetchError):
    """The response could not be decoded."""


class HTTPStatusError(FetchError):
    """The server answered with a status that is not a success."""

    def __init__(self, status_code: int, reason: str) -> None:
        self.status_code = status_code
        super().__init__(f"HTTP {status_code} {reason}".rstrip())
