"""Real-shaped bot walls, and real-shaped pages that are not walls, for ``monitor.fetch.botwall``.

Each is (name, status, headers, body). The walls follow what vendors serve (markup trimmed to
what identifies them); the pages are pricing pages and error pages whose copy mentions access,
CAPTCHA, verification, security or bots, or which carry a vendor's sensor script.
"""

Case = tuple[str, int, dict[str, str], str]

_CF_CHALLENGE = """<!DOCTYPE html><html lang="{lang}"><head><title>{title}</title>
<meta http-equiv="refresh" content="390"><meta name="robots" content="noindex,nofollow">
</head><body><div class="main-wrapper" role="main"><div class="main-content">
<h1 class="zone-name-title h1">shop.example.com</h1><h2 class="h2" id="challenge-running">
{text}</h2><noscript><div class="h2">Enable JavaScript and cookies to continue</div></noscript>
</div></div><script>(function(){{window._cf_chl_opt={{cvId: '3',cZone: "shop.example.com",
cType: 'managed',cRay: '8a1b2c3d4e5f6a7b',cH: 'Xk9.', cUPMDTk: "\\/pricing?__cf_chl_tk=Q"}};
var cpo = document.createElement('script');
cpo.src = '/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8a1b2c3d4e5f6a7b';
document.getElementsByTagName('head')[0].appendChild(cpo);}}());</script></body></html>"""

WALLS: list[Case] = [
    (
        "cloudflare managed challenge, English",
        403,
        {"cf-mitigated": "challenge", "server": "cloudflare", "cf-ray": "8a1b2c3d4e5f6a7b-FRA"},
        _CF_CHALLENGE.format(
            lang="en-US", title="Just a moment...", text="Verifying you are human."
        ),
    ),
    (
        "cloudflare challenge without its header, French",
        403,
        {"server": "cloudflare"},
        _CF_CHALLENGE.format(
            lang="fr-FR",
            title="Un instant…",
            text="Vérification que vous êtes un humain. Cela peut prendre quelques secondes.",
        ),
    ),
    (
        "cloudflare challenge, German, rendered with status 200 by a browser",
        200,
        {},
        _CF_CHALLENGE.format(
            lang="de-DE",
            title="Einen Moment bitte…",
            text="Überprüfung, ob Sie ein Mensch sind.",
        ),
    ),
    (
        "cloudflare challenge, Japanese",
        503,
        {"server": "cloudflare"},
        _CF_CHALLENGE.format(
            lang="ja-JP", title="しばらくお待ちください...", text="人間であることを確認しています。"
        ),
    ),
    (
        "cloudflare legacy I'm Under Attack page",
        503,
        {"server": "cloudflare"},
        """<!DOCTYPE HTML><html lang="en-US"><head><title>Just a moment...</title></head>
<body><table width="100%" height="100%"><tr><td align="center" valign="middle">
<div class="cf-browser-verification cf-im-under-attack"><noscript><h1>Please turn
JavaScript on and reload the page.</h1></noscript><div id="cf-content"><h1>Checking your
browser before accessing shop.example.com.</h1><p>This process is automatic. Your browser will
redirect to your requested content shortly.</p><p>Please allow up to 5 seconds&hellip;</p>
</div></div><form id="challenge-form" action="/pricing?__cf_chl_jschl_tk__=abc" method="POST">
<input type="hidden" name="r" value="0d8c"></form></td></tr></table></body></html>""",
    ),
    (
        "cloudflare block (error 1020), Attention Required",
        403,
        {"server": "cloudflare"},
        """<!DOCTYPE html><html class="no-js" lang="en-US"><head>
<title>Attention Required! | Cloudflare</title></head><body><div id="cf-wrapper">
<div id="cf-error-details" class="cf-error-details-wrapper"><div class="cf-wrapper cf-header">
<h1 data-translate="block_headline">Sorry, you have been blocked</h1>
<h2 class="cf-subheadline"><span data-translate="unable_to_access">You are unable to
access</span> example.com</h2></div><div class="cf-section cf-wrapper"><h2
data-translate="blocked_why_headline">Why have I been blocked?</h2><p>This website is using a
security service to protect itself from online attacks.</p></div>
<span class="cf-footer-item">Cloudflare Ray ID: <strong>8a1b2c3d4e5f6a7b</strong></span>
</div></div></body></html>""",
    ),
    (
        "akamai access denied",
        403,
        {"server": "AkamaiGHost", "content-type": "text/html"},
        """<HTML><HEAD>
<TITLE>Access Denied</TITLE>
</HEAD><BODY>
<H1>Access Denied</H1>

You don't have permission to access "http&#58;&#47;&#47;www&#46;example&#46;com&#47;pricing"
on this server.<P>
Reference&#32;&#35;18&#46;2f0d1002&#46;1700000000&#46;3a6b1c2
<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;2f0d1002&#46;1700000000
</BODY>
</HTML>""",
    ),
    (
        "akamai-style access denied without the reference link",
        403,
        {"server": "AkamaiGHost"},
        """<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY><H1>Access Denied</H1>
You don't have permission to access this page on this server.</BODY></HTML>""",
    ),
    (
        "imperva incapsula",
        403,
        {"x-iinfo": "9-12345678-0 0NNN RT(1700000000000 0) q(0 -1 -1 0) r(0 -1)"},
        """<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW">
<meta name="format-detection" content="telephone=no"></head><body style="margin:0px;
height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?SWUDNSAI=31&xinfo=9-1234&
incident_id=1234-5678&edet=15&cinfo=04000000&rpinfo=0&mth=GET" frameborder=0 width="100%"
height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident
ID: 1234000560078-901234</iframe></body></html>""",
    ),
    (
        "datadome captcha",
        403,
        {"x-datadome": "protected", "x-dd-b": "1"},
        """<html lang="en"><head><title>example.com</title><style>#cmsg{animation: A 1.5s;}
</style></head><body style="margin:0"><p id="cmsg">Please enable JS and disable any ad
blocker</p><script data-cfasync="false">var dd={'rt':'c','cid':'AHrlqAAAAAMA','hsh':'ABCD',
't':'fe','s':17434,'e':'abc','host':'geo.captcha-delivery.com','cookie':'xyz'}</script>
<script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script>
</body></html>""",
    ),
    (
        "perimeterx press and hold",
        403,
        {},
        """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Access to this page has been denied</title></head><body>
<section class="container"><div class="px-captcha-error-header">Before we continue...</div>
<div class="px-captcha-message">Press &amp; Hold to confirm you are a human (and not a bot).
</div><div id="px-captcha"></div></section><script>window._pxAppId = 'PXabc123';
window._pxJsClientSrc = '/abc123/init.js';</script></body></html>""",
    ),
    (
        "aws waf challenge",
        202,
        {"x-amzn-waf-action": "challenge"},
        """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title></title>
<script type="text/javascript">window.awsWafCookieDomainList = [];
window.gokuProps = {"key":"AQIDAHjcYu","iv":"CgAHbC","context":"q4ePQ"};</script>
<script src="https://a1b2c3.token.awswaf.com/a1b2c3/d4e5f6/challenge.js"></script>
</head><body><div id="challenge-container"></div><noscript><h1>JavaScript is disabled</h1>
</noscript></body></html>""",
    ),
    (
        "aws waf challenge, body only",
        202,
        {},
        """<html><head><script>window.gokuProps = {"key":"AQ","iv":"Cg","context":"q4"};
</script></head><body><div id="challenge-container"></div></body></html>""",
    ),
    (
        "sucuri firewall",
        403,
        {"server": "Sucuri/Cloudproxy", "x-sucuri-id": "17001"},
        """<!DOCTYPE html><html lang="en"><head>
<title>Sucuri WebSite Firewall - Access Denied</title></head><body><div id="main-container">
<h2 style="color: #ab1212">Access Denied - Sucuri Website Firewall</h2>
<p>If you are the site owner, please contact Sucuri Support.</p></div></body></html>""",
    ),
    (
        "vercel security checkpoint",
        429,
        {"x-vercel-mitigated": "challenge", "server": "Vercel"},
        """<!DOCTYPE html><html lang="en"><head><title>Vercel Security Checkpoint</title>
</head><body><main><p>We're verifying your browser</p></main></body></html>""",
    ),
    (
        "ddos-guard check",
        403,
        {"server": "ddos-guard"},
        """<!doctype html><html><head><title>DDoS-Guard</title></head><body>
<div id="ddg-box"><h1>Checking your browser before accessing example.com</h1>
<script src="/.well-known/ddos-guard/check?context=free_splash"></script></div></body></html>""",
    ),
    (
        "recaptcha form, English",
        200,
        {},
        """<!doctype html><html><head><title>Security check</title>
<script src="https://www.google.com/recaptcha/api.js" async defer></script></head><body>
<h1>Please verify you are a human</h1><form action="/verify" method="POST">
<div class="g-recaptcha" data-sitekey="6Lc_aCMTAAAAABx7u2W0WPXnVbI_v6ZdbM6rYf16"></div>
<button type="submit">Continue</button></form></body></html>""",
    ),
    (
        "hcaptcha form, Spanish",
        200,
        {},
        """<!doctype html><html lang="es"><head><title>Verificación de seguridad</title>
</head><body><h1>Verificación de seguridad</h1><p>Completa el captcha para continuar.</p>
<form method="post"><div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001">
</div><input type="submit" value="Continuar"></form></body></html>""",
    ),
    (
        "turnstile form, Russian",
        200,
        {},
        """<html lang="ru"><head><title>Проверка безопасности</title></head><body>
<h1>Проверка безопасности</h1><form method="post"><div class="cf-turnstile"
data-sitekey="0x4AAAAAAA"></div><button>Продолжить</button></form></body></html>""",
    ),
    (
        "captcha form, Chinese",
        200,
        {},
        """<html lang="zh-CN"><head><title>安全验证</title></head><body><h1>请完成安全验证</h1>
<div id="captcha" class="geetest_holder geetest_wind"></div></body></html>""",
    ),
    (
        "generic 429 block page",
        429,
        {"retry-after": "120"},
        """<html><head><title>Request blocked</title></head><body><h1>Request blocked</h1>
<p>We have detected unusual traffic from your network.</p></body></html>""",
    ),
    (
        "generic 503 bot check",
        503,
        {},
        """<html><head><title>Pardon Our Interruption</title></head><body><h1>Pardon Our
Interruption</h1><p>As you were browsing something about your browser made us think you were
a bot.</p></body></html>""",
    ),
    (
        "generic 403 in German",
        403,
        {},
        """<html lang="de"><head><title>Zugriff verweigert</title></head><body>
<h1>Zugriff verweigert</h1><p>Ihre Anfrage wurde von unserem Sicherheitssystem blockiert.</p>
</body></html>""",
    ),
]

_PRICING = """<!doctype html><html lang="en"><head><title>{title}</title>{head}</head><body>
<header><nav><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/login">Log in</a>
</nav></header><main><h1>{h1}</h1><section class="plans">
<div class="plan"><h2>Starter</h2><p class="price">$19<span>/month</span></p><ul>
<li>Access to all core features</li><li>Email support</li></ul></div>
<div class="plan"><h2>Business</h2><p class="price">$79<span>/month</span></p><ul>
<li>SSO and role-based access control</li><li>Security review and SOC 2 report</li>
<li>Bot and spam protection included</li></ul></div></section>
<section class="faq"><h2>FAQ</h2><dl><dt>Why do I see "Access denied"?</dt>
<dd>Your administrator has not granted you access; ask them to add you.</dd>
<dt>Do you offer a CAPTCHA?</dt><dd>Yes: every form is protected by a CAPTCHA, and you can
verify your domain in one click. Just a moment of setup.</dd></dl></section>{extra}</main>
<footer>© Example Inc. · Security · Privacy · Status</footer></body></html>"""


def _pricing(title: str, h1: str = "Simple pricing", head: str = "", extra: str = "") -> str:
    return _PRICING.format(title=title, h1=h1, head=head, extra=extra)


PAGES: list[Case] = [
    (
        "a pricing page mentioning access, captcha, verify, security, bot",
        200,
        {},
        _pricing("Pricing — Example"),
    ),
    (
        "a pricing page behind Cloudflare, with its sensor script",
        200,
        {"server": "cloudflare", "cf-ray": "8a1b2c3d4e5f6a7b-FRA", "cf-cache-status": "HIT"},
        _pricing(
            "Pricing — Example",
            extra="""<script>(function(){function c(){var b=a.
contentDocument||a.contentWindow.document;if(b){var d=b.createElement('script');d.innerHTML=
"window.__CF$cv$params={r:'8a1b',t:'MTcw'};var a=document.createElement('script');a.src=
'/cdn-cgi/challenge-platform/scripts/jsd/main.js';document.getElementsByTagName('head')[0].
appendChild(a);";b.getElementsByTagName('head')[0].appendChild(d)}}}())</script>""",
        ),
    ),
    (
        "a pricing page with PerimeterX's sensor",
        200,
        {},
        _pricing(
            "Plans",
            head="<script>window._pxAppId='PXabc123';</script>"
            '<script src="//client.perimeterx.net/PXabc123/main.min.js"></script>',
        ),
    ),
    (
        "a pricing page with DataDome's tag",
        200,
        {"x-datadome": "protected"},
        _pricing("Plans", head='<script src="https://js.datadome.co/tags.js" async></script>'),
    ),
    (
        "a pricing page with the AWS WAF integration SDK",
        200,
        {},
        _pricing(
            "Plans", head='<script src="https://a1.token.awswaf.com/a1/b2/challenge.js"></script>'
        ),
    ),
    (
        "a pricing page whose contact form has reCAPTCHA",
        200,
        {},
        _pricing(
            "Pricing",
            h1="Are you a robot? Our bot plans start at $9",
            extra='<form id="contact"><div class="g-recaptcha" data-sitekey="6Lc_a">'
            "</div><button>Talk to sales</button></form>" + "<p>Plan details.</p>" * 120,
        ),
    ),
    (
        "a CAPTCHA-solving service's pricing page",
        200,
        {},
        _pricing(
            "CAPTCHA solving pricing — reCAPTCHA, hCaptcha, Turnstile",
            h1="CAPTCHA solving from $0.99 per 1,000",
            extra="<table><tr><td>reCAPTCHA v2</td><td>$2.99</td></tr><tr><td>hCaptcha"
            "</td><td>$2.99</td></tr><tr><td>Cloudflare Turnstile</td><td>$1.45</td></tr>"
            '</table><div class="h-captcha-demo">demo</div>',
        ),
    ),
    (
        "a bot-management vendor's pricing page",
        200,
        {},
        _pricing(
            "Bot Management pricing",
            h1="Stop bots: challenge pages, CAPTCHA alternatives",
            extra="<p>See an example of our 'Access denied' page and our security check.</p>",
        ),
    ),
    (
        "an access-control product named Access Denied",
        200,
        {},
        _pricing("Access Denied Pro — pricing", h1="Access Denied Pro"),
    ),
    (
        "a plain nginx 403",
        403,
        {"server": "nginx"},
        "<html><head><title>403 Forbidden</title></head><body><center><h1>403 Forbidden</h1>"
        "</center><hr><center>nginx</center></body></html>",
    ),
    (
        "a login-required 403",
        403,
        {},
        "<html><head><title>Sign in to see pricing</title></head><body><h1>Sign in</h1>"
        "<p>You need access to this workspace to see its plan.</p></body></html>",
    ),
    (
        "a 503 maintenance page that says just a moment",
        503,
        {"retry-after": "600"},
        "<html><head><title>Just a moment — we're upgrading</title></head><body><h1>Back in a "
        "moment</h1><p>Scheduled maintenance, about 10 minutes.</p></body></html>",
    ),
    ("a plain 429", 429, {"retry-after": "30"}, "Too Many Requests"),
    (
        "a Cloudflare 522 error page",
        522,
        {"server": "cloudflare"},
        "<html><head><title>example.com | 522: Connection timed out</title></head><body>"
        '<div id="cf-wrapper"><div id="cf-error-details" class="p-0"><h1>Connection timed out'
        "</h1><p>Error code 522</p></div></div></body></html>",
    ),
    (
        "a JSON price list",
        200,
        {"content-type": "application/json"},
        '{"plans":[{"name":"captcha-pack","price":"9.00","access":"all","verify":true}]}',
    ),
    (
        "a German pricing page about security",
        200,
        {},
        _pricing(
            "Preise — Sicherheit für Ihr Team",
            h1="Preise",
            extra="<p>Zugriff für alle Nutzer, Sicherheitsüberprüfung inklusive.</p>",
        ),
    ),
    ("a pricing page served by Akamai", 200, {"server": "AkamaiGHost"}, _pricing("Pricing")),
    (
        "a pricing page served by Vercel",
        200,
        {"server": "Vercel", "x-vercel-id": "fra1::abc"},
        _pricing("Pricing"),
    ),
    (
        "a security-audit firm's pricing, titled security check",
        200,
        {},
        _pricing("Security check packages", h1="Security check: from €990"),
    ),
    (
        "a French pricing page about access and verification",
        200,
        {},
        _pricing(
            "Tarifs",
            h1="Tarifs",
            extra="<p>Accès illimité, vérification en deux étapes, protection anti-bot.</p>",
        ),
    ),
    (
        "a Japanese pricing page about security",
        200,
        {},
        _pricing("料金プラン", h1="料金", extra="<p>セキュリティ対策とボット対策を含みます。</p>"),
    ),
    ("a Korean pricing page", 200, {}, _pricing("요금제", h1="요금제 — 보안 포함")),
    (
        "a hosting plan that includes a vendor's firewall and DDoS protection by name",
        200,
        {},
        _pricing(
            "WordPress hosting",
            extra="<ul><li>Sucuri Website Firewall included</li><li>DDoS-Guard protection</li>"
            "<li>Free SSL</li></ul>",
        ),
    ),
    (
        "a large page that names a vendor's marker in its docs",
        200,
        {},
        _pricing("Docs and pricing", extra="<pre>window._cf_chl_opt</pre>" + "<p>x</p>" * 70000),
    ),
]
