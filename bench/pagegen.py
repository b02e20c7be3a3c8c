"""Generated pricing pages for the benchmarks, deterministic for a given size.

- ``typical``: what pricing pages are made of: most bytes are markup, inline CSS and scripts
  (class-heavy markup, analytics, framework state); the visible text is a fraction, with four
  plan cards and a comparison table of thirty priced rows;
- ``dense``: a worst case for extraction, a price table and nothing else (a priced row per
  70 bytes).
"""

CARD = (
    '<div class="plan rounded-2xl border border-gray-200 p-8 shadow-sm" data-plan="{n}">'
    '<h3 class="text-lg font-semibold leading-8 text-gray-900">Plan {n}</h3>'
    '<p class="mt-6 flex items-baseline gap-x-1"><span class="text-4xl font-bold">$</span>'
    '<span class="text-4xl font-bold tracking-tight">{price}</span>'
    '<span class="text-sm font-semibold leading-6 text-gray-600">/mo</span></p>'
    '<ul role="list" class="mt-8 space-y-3 text-sm leading-6 text-gray-600">'
    '<li class="flex gap-x-3"><svg class="h-6 w-5 flex-none" viewBox="0 0 20 20"><path d="M16'
    ' 5L8 13 4 9"/></svg>Up to {users} users</li><li class="flex gap-x-3">{gb} GB storage</li>'
    '</ul><a href="/signup?plan={n}&amp;utm=abc" class="mt-8 block rounded-md px-3 py-2">Start'
    "</a></div>"
)
ROW = (
    "<tr><td>CX{n}</td><td>{cpu} vCPU</td><td>{ram} GB</td><td>€0.0060/h</td>"
    "<td>€{month}/mo</td></tr>"
)
FILLER = (
    '<div class="relative isolate overflow-hidden bg-white px-6 py-24 sm:py-32 lg:px-8" '
    'data-reactid="{n}"><div class="mx-auto max-w-2xl lg:max-w-4xl"><figure class="mt-10">'
    '<blockquote class="text-center text-xl font-semibold leading-8 text-gray-900">'
    "<p>We moved forty services in a weekend and never looked back.</p></blockquote>"
    '<figcaption class="mt-10"><img class="mx-auto h-10 w-10 rounded-full" src="/a/{n}.jpg" '
    'alt=""></figcaption></figure></div></div><script>window.__analytics.push({{"e":"v",'
    '"n":{n},"s":"0f8fad5b-d9cb-469f-a165-70867728950e","t":1764489600}})</script>\n'
)
STYLE = "<style>" + ".c{n}{{margin:{n}px;padding:0 {n}px;color:#{n:06x}}}" * 1 + "</style>"


def typical(size: int) -> bytes:
    head = "<!doctype html><html><head><meta charset=utf-8><title>Pricing</title>"
    parts = [head, *(STYLE.format(n=n) for n in range(200)), "</head><body>"]
    parts.append(
        "<nav>"
        + "".join(f'<a class="px-3 py-2" href="/p{n}">Link {n}</a>' for n in range(30))
        + "</nav>"
    )
    cards = "".join(
        CARD.format(n=n, price=9 + 10 * n, users=5 * n + 5, gb=10 * n + 10) for n in range(4)
    )
    rows = "".join(
        ROW.format(n=n, cpu=n % 16 + 1, ram=2 ** (n % 7), month=f"{3 + n}.79") for n in range(30)
    )
    parts.append(f'<section id="pricing">{cards}<table>{rows}</table></section>')
    n = 0
    while sum(map(len, parts)) < size:
        parts.append(FILLER.format(n=n))
        n += 1
    return "".join(parts).encode()


def dense(size: int) -> bytes:
    parts = ["<html><body><table>"]
    n = 0
    while sum(map(len, parts)) < size:
        parts.append(ROW.format(n=n, cpu=n % 16 + 1, ram=2 ** (n % 7), month=f"{3 + n % 40}.79"))
        n += 1
    return "".join([*parts, "</table></body></html>"]).encode()


KINDS = {"typical": typical, "dense": dense}
