"""Every error the monitor raises on purpose, in one tree.

::

    MonitorError
    ├── ConfigError              a settings or targets file is wrong; names file, line and field
    ├── UsageError               a command's argument names nothing there is, or cannot be done
    ├── DatabaseError            the database cannot be used by this version of the monitor
    ├── StoreUnavailable         the database refused a statement (a constraint, or a fault below)
    │   └── DatabaseFault        the database refuses every write for now; the subclass says why
    │       ├── DatabaseLocked   another process held the write lock past the busy timeout
    │       ├── DatabaseFull     the disk, or the process's file size limit, has no room left
    │       ├── DatabaseReadOnly the file or its directory cannot be written
    │       ├── DatabaseIOFailed the disk failed to read or write
    │       └── DatabaseUnreachable  the PostgreSQL server cannot be reached (down, network)
    ├── CommandError             an operator command cannot be done now (an entry busy, no database)
    ├── LeaseLost                our lease on a slot was taken over; our result must not count
    └── WorkFailed               a unit of work (a check, a send, a cleanup batch) failed
        ├── FetchError           the page could not be fetched
        │   ├── FetchTimeout     no complete response within the total deadline
        │   ├── ConnectionFailed could not connect, or the connection broke mid-response
        │   ├── DNSFailure       the name server did not answer (try again later)
        │   ├── UnknownHost      the host name does not exist
        │   ├── TLSCertificateError  the server's certificate does not verify
        │   ├── BlockedAddress   the host resolves to a private or local address
        │   ├── InvalidRequest   the URL or the headers cannot be sent
        │   ├── TooManyRedirects the redirect chain is longer than allowed
        │   ├── BodyTooLarge     the body is larger than ``max_body_bytes``
        │   ├── UnsupportedContent  the response is not a page (an image, a PDF, a download)
        │   ├── BadResponse      the response could not be decoded
        │   ├── HTTPStatusError  the final response is not a 2xx
        │   ├── Blocked          a bot wall (challenge, block or CAPTCHA page) came instead
        │   ├── ProxyFailed      the target's proxy refused, failed or could not be reached
        │   └── RenderFailed     the browser's page crashed or hung, or the browser did
        ├── MailRefused          the mail server answered an SMTP error (4xx: try again later)
        ├── ChannelUnsupported   the receiving server lacks what the channel needs (STARTTLS)
        ├── SendCrashed          a send failed unforeseen; only the exception's type is kept
        ├── StaleMessage         a cleanup message does not match its run: it deletes nothing
        ├── MalformedMessage     a cleanup message cannot be read
        ├── DatabaseBusy         the database refused a cleanup batch's statement (not a fault)
        └── ExtractionError      the page came, but the target's rules find nothing in it
            ├── RegionNotFound   the ``selector`` (or a render's ``wait_for``) matches nothing
            ├── EmptyPage        the page (or its region) shows no text at all
            └── NoPrices         ``extract: prices`` found no price

Each class's docstring is its default message and ``code`` its short name in logs, metrics and the
quarantine. Which of these are worth retrying is decided in one place, ``monitor.pipeline.retry``,
not where they are raised. A ``DatabaseFault`` is no unit of work's failure and counts no attempt:
the work is left as it was (a slot stays due, an alert pending, a lease runs out) and taken up
again once the fault clears. At start it stops the daemon with one line naming it.
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


class UsageError(MonitorError):
    """The command asks for what is not there: an argument names no channel, target, result,
    entry or run, or a period not over yet. The command line is wrong, not the work: it exits 2,
    as a usage or configuration error does."""


class DatabaseError(MonitorError):
    """The database cannot be used by this version of the monitor."""


class StoreUnavailable(MonitorError):
    """The database refused a statement."""

    code = "database_failed"


class DatabaseFault(StoreUnavailable):
    """The database refuses every write for now."""

    code = "database_fault"


class DatabaseLocked(DatabaseFault):
    """Another process held the database's write lock for longer than the busy timeout."""

    code = "database_locked"


class DatabaseFull(DatabaseFault):
    """The disk holding the database is full, or the database reached the file size limit."""

    code = "database_full"


class DatabaseReadOnly(DatabaseFault):
    """The database file, or its directory, is read-only."""

    code = "database_read_only"


class DatabaseIOFailed(DatabaseFault):
    """The disk failed to read or write the database."""

    code = "database_io"


class DatabaseUnreachable(DatabaseFault):
    """The PostgreSQL server cannot be reached: it is down, restarting, or the network is."""

    code = "database_unreachable"


class CommandError(MonitorError):
    """An operator command cannot be carried out now (the entry is being worked on, the database
    does not exist yet or refuses): printed as one line, exit status 1, as a failed work is."""


class LeaseLost(MonitorError):
    """The lease on this slot expired and was claimed by another worker."""


class WorkFailed(MonitorError):
    """A unit of work failed."""

    code = "work_failed"


class FetchError(WorkFailed):
    """The page could not be fetched."""

    code = "fetch"


class FetchTimeout(FetchError):
    """No complete response within the fetch timeout."""

    code = "timeout"


class ConnectionFailed(FetchError):
    """The connection could not be made or broke during the response."""

    code = "connect"


class DNSFailure(FetchError):
    """The host name could not be resolved right now."""

    code = "dns"


class UnknownHost(FetchError):
    """The host name does not exist."""

    code = "unknown_host"


class TLSCertificateError(FetchError):
    """The server's TLS certificate could not be verified."""

    code = "tls_certificate"


class BlockedAddress(FetchError):
    """The host resolves to a private or local address and allow_private_networks is off."""

    code = "blocked_address"


class InvalidRequest(FetchError):
    """The URL or the headers cannot be sent."""

    code = "invalid_request"


class TooManyRedirects(FetchError):
    """The page redirected too many times."""

    code = "too_many_redirects"


class BodyTooLarge(FetchError):
    """The response body is larger than max_body_bytes."""

    code = "body_too_large"


class UnsupportedContent(FetchError):
    """The response is not a page: an image, a PDF or a download."""

    code = "unsupported_content"


class BadResponse(FetchError):
    """The response could not be decoded."""

    code = "bad_response"


class HTTPStatusError(FetchError):
    """The server answered with a status that is not a success."""

    def __init__(self, status_code: int, reason: str, retry_after: str | None = None) -> None:
        self.status_code = status_code
        self.retry_after = retry_after  # the raw header, parsed by the retry policy
        self.code = f"http_{status_code}"
        super().__init__(f"HTTP {status_code} {reason}".rstrip())


class Blocked(FetchError):
    """A bot wall answered instead of the page: a challenge, block or CAPTCHA page."""

    code = "blocked"

    def __init__(self, reason: str, status_code: int, retry_after: str | None = None) -> None:
        self.status_code = status_code
        self.retry_after = retry_after  # a 429 wall's, parsed by the retry policy as any
        super().__init__(f"bot wall: {reason} (HTTP {status_code})")


class ProxyFailed(FetchError):
    """The target's proxy refused the connection, failed, or could not be reached."""

    code = "proxy_failed"


class RenderFailed(FetchError):
    """The browser could not render the page: the page crashed or hung, or the browser did."""

    code = "render_failed"


class MailRefused(WorkFailed):
    """The mail server refused the message."""

    def __init__(self, smtp_code: int, message: str) -> None:
        self.smtp_code = smtp_code
        self.code = f"smtp_{smtp_code}"
        super().__init__(message)


class ChannelUnsupported(WorkFailed):
    """The receiving server lacks what the channel asks for (STARTTLS, AUTH)."""

    code = "channel_unsupported"


class SendCrashed(WorkFailed):
    """Sending failed in a way nothing above describes: a bug, or a value the library cannot
    encode. Only the exception's type is kept: its text may hold a credential."""

    code = "send_crashed"


class StaleMessage(WorkFailed):
    """The cleanup message does not match the run it names."""

    code = "stale_message"


class MalformedMessage(WorkFailed):
    """The cleanup message cannot be read."""

    code = "malformed_message"


class DatabaseBusy(WorkFailed):
    """The database refused the cleanup batch's write."""

    code = "database_busy"


class ExtractionError(WorkFailed):
    """The page was fetched, but the target's extraction rules find nothing in it."""

    code = "extraction"


class RegionNotFound(ExtractionError):
    """The target's selector matches nothing on the page."""

    code = "selector_not_found"


class EmptyPage(ExtractionError):
    """The page, or its region, shows no text at all."""

    code = "empty_page"


class NoPrices(ExtractionError):
    """The target extracts prices, and the page has none."""

    code = "no_prices"
