"""Recognise a bot wall: a challenge, block or CAPTCHA page served instead of the page.

One pure function of the response (status, headers, body), for the plain and the browser path
alike. A wall recorded as content would be a baseline, or a "change" when it comes and goes;
a page taken for a wall is a real page missed. So a page is a wall only on evidence a real
pricing page does not carry: a protection vendor's header, the markup of its interstitial
(language-independent, so a French Cloudflare challenge is caught as an English one), or a
CAPTCHA or "access denied" heading on a page that is nothing else. Words in a page's copy
("access", "captcha", "verify", "security", "bot") are never enough.
"""

import re
from collections.abc import Mapping

# Interstitials are small: a page larger than this is content, whatever it mentions.
MAX_WALL_BYTES = 256 * 1024
# A CAPTCHA widget on a page with more visible text than this is a form on a real page.
_MAX_WALL_TEXT = 1500
# The statuses a wall is served with, when it says so only in its heading.
WALL_STATUSES = frozenset({403, 429, 503})

# Response headers a vendor sets only on the challenge or block it served.
_HEADERS: tuple[tuple[str, str, str], ...] = (
    ("cf-mitigated", "challenge", "Cloudflare challenge (cf-mitigated: challenge)"),
    ("x-vercel-mitigated", "challenge", "Vercel security checkpoint"),
    ("x-amzn-waf-action", "captcha", "AWS WAF CAPTCHA"),
    ("x-amzn-waf-action", "challenge", "AWS WAF challenge"),
)

# Markup found only on a vendor's interstitial, never on the pages it protects (which may
# carry the vendor's sensor scripts: Cloudflare's /cdn-cgi/challenge-platform/scripts/jsd,
# PerimeterX's _pxAppId, DataDome's tags.js, and so are not markers).
_MARKERS: tuple[tuple[str, str], ...] = (
    ("window._cf_chl_opt", "Cloudflare challenge page"),
    ('id="challenge-form"', "Cloudflare challenge page"),
    ("cf-browser-verification", "Cloudflare browser check"),
    ("cf-error-details", "Cloudflare block page"),
    ("_incapsula_resource", "Imperva Incapsula block page"),
    ("incapsula incident id", "Imperva Incapsula block page"),
    ("captcha-delivery.com", "DataDome CAPTCHA"),
    ('id="px-captcha"', "PerimeterX (HUMAN) challenge"),
    ("window.gokuprops", "AWS WAF challenge page"),
    ("errors.edgesuite.net", "Akamai block page"),
    # Not the vendors' names alone: a hosting plan lists their protection among its features.
    ("access denied - sucuri website firewall", "Sucuri firewall block page"),
    ("vercel security checkpoint", "Vercel security checkpoint"),
    ("/.well-known/ddos-guard/", "DDoS-Guard check"),
)
# Cloudflare's error pages (a 522, a 1016) carry cf-error-details too: only as a 403 is it a
# block. Every other marker stands on its own.
_STATUS_BOUND = {"Cloudflare block page": frozenset({403})}

_CAPTCHA_WIDGETS = ("g-recaptcha", "h-captcha", "cf-turnstile", "frc-captcha", "geetest_")

# Headings of a wall, in the languages vendors localise their interstitials into. "Just a
# moment" is not one: a maintenance page says it too, and Cloudflare's has its markers.
_WALL_HEADINGS = re.compile(
    r"attention required|access denied|access to this page has been denied"
    r"|you have been blocked|request blocked|request unsuccessful|checking your browser"
    r"|verify(?:ing)? (?:you are|that you are) (?:a )?human|are you a robot|not a robot"
    r"|human verification|security check|bot (?:check|detected)|pardon our interruption"
    r"|accès refusé|vérification de sécurité|zugriff verweigert|sicherheitsüberprüfung"
    r"|acceso denegado|accesso negato|verificación de seguridad|acesso negado|доступ запрещ"
    r"|проверка безопасности|アクセスが拒否|セキュリティチェック|访问被拒绝|安全验证|人机验证"
    r"|접근이 거부",
    re.IGNORECASE,
)
_TITLE = re.compile(r"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)
_H1 = re.compile(r"<h1[^>]*>(.*?)</h1>", re.IGNORECASE | re.DOTALL)
_TAGS = re.compile(r"<script\b.*?</script>|<style\b.*?</style>|<[^>]+>", re.IGNORECASE | re.DOTALL)


def recognise(status: int, headers: Mapping[str, str], body: bytes | str) -> str | None:
    """What kind of wall this response is, or None for a page (any status, any content).

    ``headers`` is looked up case-insensitively by lowercase name, as httpx's and
    Playwright's headers are."""
    for name, value, reason in _HEADERS:
        if value in (headers.get(name) or "").lower():
            return reason
    if len(body) > MAX_WALL_BYTES:
        return None
    text = body.decode("utf-8", "replace") if isinstance(body, bytes) else body
    lowered = text.lower()
    for marker, reason in _MARKERS:
        if marker in lowered and status in _STATUS_BOUND.get(reason, (status,)):
            return reason
    heading = _heading(text)
    if heading and _WALL_HEADINGS.search(heading):
        if status in WALL_STATUSES:
            return f"HTTP {status} block page ({_clip(heading)})"
        if _is_captcha_page(lowered):
            return f"CAPTCHA page ({_clip(heading)})"
    return None


def _heading(text: str) -> str:
    """The page's title and first heading, where a wall says what it is."""
    found = [match[1] for pattern in (_TITLE, _H1) if (match := pattern.search(text))]
    return " / ".join(" ".join(_TAGS.sub(" ", part).split()) for part in found)


def _is_captcha_page(lowered: str) -> bool:
    """A CAPTCHA widget on a page that shows little else: the CAPTCHA is the page."""
    if not any(widget in lowered for widget in _CAPTCHA_WIDGETS):
        return False
    return len(" ".join(_TAGS.sub(" ", lowered).split())) <= _MAX_WALL_TEXT


def _clip(heading: str) -> str:
    return heading if len(heading) <= 80 else heading[:79] + "…"
