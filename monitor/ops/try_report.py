"""``monitor try``'s command line and screen: the target its arguments describe, validated as
the targets file's are, and the try's report laid out as lines. Pure functions."""

from typing import Any

from pydantic import ValidationError

from monitor.config.model import Target
from monitor.errors import UsageError

TRY_ID = "try"  # the id of a try that names no target: never stored, only validated
_OPTIONS = {
    "url": "URL",
    "id": "--add",
    "interval": "--interval",
    "selector": "--selector",
    "ignore": "--ignore",
    "ignore_text": "--ignore-text",
    "extract": "--extract",
    "render": "--render",
    "headers": "--header",
}
# A failure's class → what to do about it, for the one line that reports it.
_HINTS = {
    "blocked_address": "the address is not public: set allow_private_networks: true in the"
    " settings (or on the target) to reach it",
    "body_too_large": "the page is larger than the settings' max_body_bytes",
    "unsupported_content": "the URL answers with something that is not a page",
    "empty_page": "nothing visible is left: check --ignore, or try --render browser for a"
    " page that scripts build",
    "no_prices": "no price in the region: try --extract text, or --render browser",
    "timeout": "the page did not answer within fetch_timeout",
    "blocked": "a bot wall answered: the page may need --render browser, or cookies",
}


def headers(written: list[str]) -> dict[str, str]:
    """``--header 'Name: value'`` options as a mapping; a malformed one is a usage error."""
    found: dict[str, str] = {}
    for header in written:
        name, colon, value = header.partition(":")
        if not colon or not name.strip():
            raise UsageError(f"--header: must be 'Name: value', not {header!r}")
        found[name.strip()] = value.strip()
    return found


def target_of(values: dict[str, Any], base: Target | None = None) -> Target:
    """The target ``values`` (fields as the targets file names them) describe, over
    ``base``'s own settings; a value it refuses is a usage error naming its option."""
    given = {name: value for name, value in values.items() if value not in (None, [], {})}
    fields = (base.model_dump(exclude_defaults=True) if base is not None else {}) | given
    fields.setdefault("id", TRY_ID)
    fields.setdefault("interval", "24h")
    try:
        return Target.model_validate(fields)
    except ValidationError as error:
        raise UsageError(_first_problem(error)) from None


def _first_problem(error: ValidationError) -> str:
    problem = error.errors()[0]
    field = str(problem["loc"][0]) if problem["loc"] else ""
    message = str(problem["msg"]).removeprefix("Value error, ")
    return f"{_OPTIONS.get(field, field)}: {message}"


def hint(error_class: str, proposals: list[dict[str, Any]]) -> str | None:
    if error_class == "selector_not_found":
        if not proposals:
            return "the selector matched nothing, and no element with prices has a stable name"
        found = ", ".join(proposal["selector"] for proposal in proposals)
        return f"these match elements with prices: {found}"
    if error_class.startswith("http_"):
        return "the server refused the page"
    return _HINTS.get(error_class)


def failure_line(shown: dict[str, Any]) -> str:
    """The one line a failed try ends with, on stderr."""
    error = shown["error"]
    found = f"{error['class']}: {error['message']}"
    return f"try {shown['url']}: {found}" + (f"; {error['hint']}" if error.get("hint") else "")


def lines(shown: dict[str, Any]) -> list[str]:
    """The report as the operator reads it."""
    status = shown["status"] if shown["status"] is not None else "no response"
    timing = f"{shown['total_ms']} ms"
    if shown["fetch_ms"] is not None:
        timing += f": fetch {shown['fetch_ms']} ms, extract {shown['extract_ms']} ms"
    out = [f"{shown['final_url'] or shown['url']}  HTTP {status}  ({timing})"]
    if shown["final_url"] and shown["final_url"] != shown["url"]:
        out.append(f"  (asked for {shown['url']})")
    out += _section("prices", shown["price_lines"])
    out += _section("plans", shown["plan_lines"], counted=False)
    count = shown["text_line_count"]
    first = f"first {len(shown['text'])} of {count} lines" if count > len(shown["text"]) else ""
    out += _section(f"text{f' ({first})' if first else ''}", shown["text"], counted=False)
    out += _section("set aside as volatile", shown["volatile"])
    out += _section("set aside as learned for this target", shown["learned"])
    if shown["fetch_ms"] is not None:  # a page came: what region to choose in it
        out += _proposals(shown["proposals"], shown["rules"]["selector"])
    if "compared" in shown:
        out += _compared(shown["compared"])
    return out


def _section(title: str, items: list[str], counted: bool = True) -> list[str]:
    if not items:
        return []
    return [f"{title} ({len(items)}):" if counted else f"{title}:", *(f"  {i}" for i in items)]


def _proposals(proposals: list[dict[str, Any]], selector: str | None) -> list[str]:
    if not proposals:
        return [] if selector else ["no region proposed: no element with prices has a stable name"]
    out = ["proposed regions (--selector), smallest first:"]
    for number, proposal in enumerate(proposals, 1):
        held = f"{proposal['prices_shown']} of {proposal['prices_on_page']} prices shown"
        if proposal["plans"]:
            held += f", plans {', '.join(proposal['plans'])}"
        sample = "; ".join(proposal["prices"][:3])
        if sample:
            held += f": {sample}" + (", …" if len(proposal["prices"]) > 3 else "")
        out.append(f"  {number}. {proposal['selector']}  ({held})")
    return out


def _compared(compared: dict[str, Any] | None) -> list[str]:
    if compared is None:
        return ["against the latest result: none yet (a check now would be a baseline)"]
    head = f"against the latest result ({compared['against']}): {compared['status']}"
    return [head, *(f"  {line}" for line in compared["changes"])]
