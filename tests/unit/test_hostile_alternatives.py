"""Issue 19's bad input: what the page's CSS, its alternatives and its embedded data can be made
to cost. Each shape ends as a snapshot or an extraction failure within the budgets of
``test_extract_hostile``, measured the same way (in a child process)."""

import json
from collections.abc import Callable

import pytest

from monitor.extract import Rules
from tests.unit.test_extract_hostile import (
    HTML,
    MB,
    PRICES,
    SMALL,
    Budget,
    assert_within,
    fill,
)

# A 5 MB page that is nothing but hidden twins, conditions or price attributes walks and marks
# each of its 100,000 elements (about 2 s on an idle 2-core machine, in a thread of its own);
# the budget leaves room for a loaded CI machine running the suite on two workers.
FIVE_MB = Budget(8.0)


def card(inner: str) -> str:
    return f"<div class='card'><h3>Pro</h3>{inner}</div>"


def page(head: str = "", body: str = "") -> bytes:
    return f"<html><head>{head}</head><body>{body}{card('<p>$29/mo</p>')}</body></html>".encode()


def many_alternatives(count: int) -> bytes:
    twins = "".join(
        f"<p class='price'>${n % 90 + 10}/mo</p><p class='price' hidden>${n % 90 + 11}/yr</p>"
        for n in range(count)
    )
    return page(body=f"<div>{twins}</div>")


def nested_json(depth: int) -> bytes:
    document = "[" * depth + "]" * depth
    return page(body=f'<script type="application/json" id="s">{document}</script>')


SHAPES: list[tuple[str, Callable[[], bytes], Rules, Budget]] = [
    (
        "style-of-5mb-hiding-rules",
        lambda: page(
            head="<style>" + "".join(f".r{n}{{display:none}}" for n in range(250_000)) + "</style>"
        ),
        PRICES,
        FIVE_MB,
    ),
    (
        "style-of-5mb-generating-rules-over-5mb-of-their-elements",
        lambda: page(
            head="<style>"
            + "".join(f'.g{n}::before{{content:"$"}}' for n in range(60_000))
            + "</style>",
            body="<span class='g0 g1'>1</span>" * 120_000,
        ),
        PRICES,
        FIVE_MB,
    ),
    (
        "100k-currency-icons-and-images",
        lambda: page(body="<p><i class='fa fa-inr'></i>9 <img alt='₹' src=r.png>9</p>" * 50_000),
        PRICES,
        FIVE_MB,
    ),
    (
        "style-of-5mb-unparseable",
        lambda: page(head="<style>" + "{{;;}}@@" * 600_000 + "</style>"),
        PRICES,
        FIVE_MB,
    ),
    (
        "selectors-lexbor-cannot-run",
        lambda: page(
            head="<style>"
            + "".join(f":nth-child(({n}{{display:none}}" for n in range(5000))
            + "a:has(>b{display:none}</style>"
        ),
        PRICES,
        SMALL,
    ),
    ("100k-hidden-alternatives", lambda: many_alternatives(100_000), PRICES, FIVE_MB),
    (
        "one-parent-of-100k-hidden-twins",
        lambda: page(
            body="<div>" + "<p class='p'>$9</p>" + "<p class='p' hidden>$8</p>" * 100_000 + "</div>"
        ),
        PRICES,
        FIVE_MB,
    ),
    (
        "100k-tabs-each-naming-a-hidden-panel",
        lambda: page(
            body="".join(f"<b role='tab' aria-controls='p{n}'>T{n}</b>" for n in range(100_000))
            + "<div>"
            + "<p class='p' id='p0'>$9</p>"
            + "".join(f"<p class='p' id='p{n}' hidden>$8</p>" for n in range(1, 100_000))
            + "</div>"
        ),
        PRICES,
        FIVE_MB,
    ),
    (
        "50k-headings-after-marks-in-a-box-beside-its-twin",
        lambda: page(
            body="<div class='t'></div><div class='t'>"
            + "<p>Sold out</p><h2>Mug</h2><p>$9</p>" * 50_000
            + "</div>"
        ),
        PRICES,
        FIVE_MB,
    ),
    (
        "100k-conditional-twins",
        lambda: page(body="<div>" + "<p class='p' x-show='a'>$9</p>" * 100_000 + "</div>"),
        PRICES,
        FIVE_MB,
    ),
    (
        "100k-price-attributes",
        lambda: page(body=fill("<span data-price-yearly='$4' data-monthly='5'>$5</span>").decode()),
        PRICES,
        FIVE_MB,
    ),
    (
        "json-state-nested-10000-deep",
        lambda: nested_json(10_000),
        Rules(extract="prices", selector="#s"),
        SMALL,
    ),
    (
        "json-state-of-50mb-selected",
        lambda: page(
            body='<script type="application/json" id="s">['
            + ",".join(['{"name":"x","price":1}'] * 2_200_000)
            + "]</script>"
        ),
        Rules(extract="prices", selector="#s"),
        Budget(40.0, 3000),
    ),
    (
        "broken-json-in-data-attributes",
        lambda: page(
            body=fill('<div data-product=\'{"variants": [{"price": 1,\'>x</div>').decode()
        ),
        PRICES,
        FIVE_MB,
    ),
    (
        "variants-json-attribute-100k",
        lambda: page(
            body="<div data-product='"
            + json.dumps(
                {"title": "T", "variants": [{"title": str(n), "price": n} for n in range(100_000)]}
            ).replace("'", "&#39;")
            + "'></div>"
        ),
        PRICES,
        FIVE_MB,
    ),
]


@pytest.mark.parametrize(
    ("make", "rules", "budget"),
    [pytest.param(make, rules, budget, id=name) for name, make, rules, budget in SHAPES],
)
def test_hostile_css_alternatives_and_data_stay_within_budget(
    make: Callable[[], bytes], rules: Rules, budget: Budget
) -> None:
    assert_within(make, HTML, rules, budget)


def test_the_shapes_are_as_large_as_they_say() -> None:
    assert len(many_alternatives(100_000)) > 4 * MB
