"""Prices the page shows beside its data: a framework state's prices of the toggle's other state
(the annual ones only the state holds) are records too; those the page shows are not repeated."""

import html
import json
from decimal import Decimal
from typing import Any

import pytest

from monitor.extract import Rules, extract, structured
from monitor.extract.structured import lists_offers, summaries_only

PAGE = """<html lang="en"><body><main><h2>Team</h2><p>$49 / month</p><h2>Pro</h2><p>$99 / month</p>
</main><script id="ng-state" type="application/json">{state}</script></body></html>"""


def price(amount: int, interval: str) -> dict[str, Any]:
    return {"amount": amount, "currency": "USD", "interval": interval}


def state(team_yearly: int, pro_monthly: int = 99) -> dict[str, Any]:
    team = {"monthly": price(49, "month"), "yearly": price(team_yearly, "year")}
    pro = {"monthly": price(pro_monthly, "month")}
    return {"plans": [{"name": "Team", "prices": team}, {"name": "Pro", "prices": pro}]}


def snapshot(data: dict[str, Any]) -> Any:
    body = PAGE.format(state=json.dumps(data)).encode()
    return extract(body, "text/html", Rules(extract="prices", selector="main"))


def test_a_price_only_the_state_holds_is_a_record() -> None:
    found = snapshot(state(490))
    assert [(r.label, str(r.amount), r.period) for r in found.prices] == [
        ("Team", "49", "month"),
        ("Pro", "99", "month"),
        ("Team", "490", "year"),
    ]
    assert snapshot(state(450)).digest != found.digest


@pytest.mark.parametrize("form", ["JSON.parse('{held}')", "'{held}'"])
def test_a_price_only_a_state_kept_in_a_string_holds_is_a_record(form: str) -> None:
    def snapshot(team_yearly: int) -> Any:
        held = json.dumps(state(team_yearly)).replace('"', '\\"')
        script = "<script>window.__INITIAL_STATE__ = " + form.format(held=held) + ";</script>"
        body = PAGE.format(state="{}").replace("</body>", script + "</body>").encode()
        return extract(body, "text/html", Rules(extract="prices", selector="main"))

    found = snapshot(490)
    assert ("Team", "490", "year") in [(r.label, str(r.amount), r.period) for r in found.prices]
    assert snapshot(450).digest != found.digest


def test_a_price_the_page_shows_is_not_repeated_from_the_state() -> None:
    assert len(snapshot(state(490)).prices) == 3


def test_the_states_other_priced_objects_are_not_the_pages_plans() -> None:
    def with_recommendation(price: int) -> dict[str, Any]:
        return state(490) | {"recommended": [{"name": "Sticker pack", "price": price}]}

    assert snapshot(with_recommendation(5)).digest == snapshot(with_recommendation(6)).digest


PRODUCT = """<html><head><script type="application/ld+json">{"@type": "Product",
"name": "Wool jumper", "offers": {"@type": "AggregateOffer", "priceCurrency": "EUR",
"lowPrice": "89.95"}}</script></head><body><h1>Wool jumper</h1><label>S €89.95 In stock</label>
<label>L €@1 @2</label><h2>Recently viewed</h2><p>Hat €@3</p></body></html>"""


def whole_page(size_l: str, stock: str, hat: str) -> str:
    body = PRODUCT.replace("@1", size_l).replace("@2", stock).replace("@3", hat)
    return extract(body.encode(), "text/html", Rules(extract="prices")).digest


def test_a_whole_pages_product_sizes_beside_its_data_are_read_but_not_the_carousel() -> None:
    page = whole_page("94.95", "In stock", "24.95")
    assert whole_page("99.95", "In stock", "24.95") != page
    assert whole_page("94.95", "Sold out", "24.95") != page
    assert whole_page("94.95", "In stock", "29.95") == page


@pytest.mark.parametrize(
    ("tiers", "product"),
    [
        ("<tr><td>1\u20132 pcs</td><td>€89.95</td></tr><tr><td>3+ pcs</td><td>€@9</td></tr>", True),
        ("<tr><td>10-49 Stück</td><td>€89.95</td></tr><tr><td>50+ Stück</td><td>€@9</td></tr>",
         True),
        # A heading that heads other prices than a product's tiers ends the product.
        ("<tr><td>Hat</td><td>€@9</td></tr>", False),
    ],
)  # fmt: skip
def test_a_whole_pages_quantity_tiers_under_their_own_heading_are_the_products(
    tiers: str, product: bool
) -> None:
    def digest(price: str) -> str:
        table = f"<h2>Buy more</h2><table>{tiers.replace('@9', price)}</table>"
        body = PRODUCT.replace("<h2>Recently viewed</h2>", table + "<h2>Recently viewed</h2>")
        body = body.replace("@1", "94.95").replace("@2", "In stock").replace("@3", "24.95")
        return extract(body.encode(), "text/html", Rules(extract="prices")).digest

    assert (digest("79.95") != digest("74.95")) is product


@pytest.mark.parametrize(
    "heading", ["Wool jumper \u2013 Navy", "Acme Wool jumper", "Wool jumper, Merino"]
)
def test_a_heading_that_names_the_product_among_other_words_is_its_heading(heading: str) -> None:
    def digest(size_l: str, hat: str) -> str:
        body = PRODUCT.replace("<h1>Wool jumper</h1>", f"<h1>{heading}</h1>")
        body = body.replace("@1", size_l).replace("@2", "In stock").replace("@3", hat)
        return extract(body.encode(), "text/html", Rules(extract="prices")).digest

    assert digest("99.95", "24.95") != digest("94.95", "24.95")
    assert digest("94.95", "29.95") == digest("94.95", "24.95")


@pytest.mark.parametrize(
    ("documents", "expected"),
    [
        (
            [
                '{"@type": "SoftwareApplication", "offers": {"@type": "AggregateOffer",'
                ' "lowPrice": "0", "highPrice": "29", "offerCount": "4"}}'
            ],
            True,
        ),
        (['{"@type": "Product", "offers": {"@type": "Offer", "price": "9"}}'], False),
        (
            [
                '{"@type": "Product", "offers": {"@type": "AggregateOffer", "lowPrice": "9",'
                ' "offers": [{"@type": "Offer", "price": "9"}]}}'
            ],
            False,
        ),
        (
            [
                '{"@type": "Product", "offers": [{"@type": "AggregateOffer", "lowPrice": "9"},'
                ' {"@type": "Offer", "price": "12"}]}'
            ],
            False,
        ),
        (['{"@type": "BreadcrumbList"}'], False),
        (["not json"], False),
    ],
)
def test_data_that_only_sums_the_offers_up(documents: list[str], expected: bool) -> None:
    assert summaries_only(documents) is expected


def course(name: str, price: str) -> str:
    offer = f'{{"@type": "Offer", "price": "{price}"}}'
    return f'{{"@type": "Course", "name": "{name}", "offers": {offer}}}'


@pytest.mark.parametrize(
    ("documents", "expected"),
    [
        (
            [
                '{"@type": "ItemList", "itemListElement": [{"@type": "ListItem", "item": '
                + course("SQL", "14.99")
                + '}, {"@type": "ListItem", "item": '
                + course("Python", "17.99")
                + "}]}"
            ],
            True,
        ),
        (
            [
                '{"@graph": [{"@type": "WebPage"}, {"@type": "ItemList", "itemListElement": ['
                + course("SQL", "14.99")
                + ", "
                + course("Python", "17.99")
                + "]}]}"
            ],
            True,
        ),
        # one listed item is a product page's; a breadcrumb offers nothing
        (['{"@type": "ItemList", "itemListElement": [' + course("SQL", "14.99") + "]}"], False),
        (
            [
                '{"@type": "BreadcrumbList", "itemListElement": [{"@type": "ListItem", '
                '"name": "Courses"}, {"@type": "ListItem", "name": "SQL"}]}',
                course("SQL", "14.99"),
            ],
            False,
        ),
        # a product's own offers are no list of items
        (
            [
                '{"@type": "Product", "offers": [{"@type": "Offer", "price": "9"},'
                ' {"@type": "Offer", "price": "12"}]}'
            ],
            False,
        ),
        (["not json"], False),
    ],
)
def test_data_that_lists_items_with_offers(documents: list[str], expected: bool) -> None:
    assert lists_offers(documents) is expected


LISTING = """<html><head><script type="application/ld+json">{"@type": "ItemList",
"itemListElement": [{"@type": "ListItem", "position": 1, "item": {"@type": "Course", "name":
"SQL Basics", "offers": {"@type": "Offer", "price": "14.99", "priceCurrency": "USD"}}},
{"@type": "ListItem", "position": 2, "item": {"@type": "Course", "name": "Python Basics",
"offers": {"@type": "Offer", "price": "17.99", "priceCurrency": "USD"}}}]}</script></head>
<body><main><h3>SQL Basics</h3><p>$14.99</p><h3>Python Basics</h3><p>$17.99</p>
<h3>Live cohort</h3><p>$@1</p><h3>Bundle</h3><p>$@2</p></main></body></html>"""


def test_beside_a_listings_data_every_listed_price_is_read() -> None:
    def digest(cohort: str, bundle: str) -> str:
        body = LISTING.replace("@1", cohort).replace("@2", bundle).encode()
        return extract(body, "text/html", Rules(extract="prices")).digest

    assert digest("1,190", "49.99") != digest("1,290", "49.99")
    assert digest("1,190", "49.99") != digest("1,190", "59.99")


SOFTWARE = """<html><head><script type="application/ld+json">{"@type": "SoftwareApplication",
"name": "Tarea", "offers": {"@type": "AggregateOffer", "priceCurrency": "EUR", "lowPrice": "0",
"highPrice": "29"}}</script></head><body><h1>Pricing</h1><h3>Team</h3><p>@1 € per user / month</p>
<h3>Business</h3><p>29 € per user / month</p></body></html>"""


def test_beside_a_summary_a_whole_pages_plans_are_read() -> None:
    def digest(team: str) -> str:
        body = SOFTWARE.replace("@1", team).encode()
        return extract(body, "text/html", Rules(extract="prices")).digest

    assert digest("8") != digest("9")


CHROME = """<html><body><header><div class="bar">@1</div><nav><a href="/">Home</a></nav></header>
<main><article><header><h2>Team</h2><p>$19/mo</p></header></article><h2>Pro</h2><p>$@2/mo</p>
</main><footer><p>Cart: $@3</p></footer></body></html>"""


def chrome_page(bar: str, pro: str, cart: str) -> str:
    body = CHROME.replace("@1", bar).replace("@2", pro).replace("@3", cart).encode()
    return extract(body, "text/html", Rules(extract="prices")).digest


def test_a_whole_pages_header_and_footer_prices_are_its_chrome_not_its_offers() -> None:
    page = chrome_page("Free shipping over $50", "49", "0.00")
    assert chrome_page("Winter sale: 20% off", "49", "12.00") == page
    assert chrome_page("Free shipping over $50", "59", "0.00") != page


def test_a_cards_header_in_a_div_is_the_cards() -> None:
    body = (
        b"<html><body><div id=app><div class=plans><div class=plan><header><h3>Pro</h3>"
        b"<p>$19/mo</p></header></div></div></div></body></html>"
    )
    assert len(extract(body, "text/html", Rules(extract="prices")).prices) == 1


def test_a_header_holding_the_pricing_table_is_read() -> None:
    body = (
        b"<html><body><header><h1>Plans</h1><p>Basic $9</p><p>Team $19</p><p>Pro $49</p>"
        b"</header></body></html>"
    )
    assert len(extract(body, "text/html", Rules(extract="prices")).prices) == 3


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        ("monthly", "month"),
        ("yearly", "year"),
        ("annual", "year"),
        ("annualPrice", "year"),
        ("priceYearly", "year"),
        ("price_per_year", "year"),
        ("monthlyPrice", "month"),
        ("quarterly", "quarter"),
        # Counts and other numbers beside a period's word are no amount for it.
        ("month", None),
        ("days", None),
        ("months", None),
        ("trialDays", None),
        # A shop's range of prices, not a price per minute.
        ("price_min", None),
        ("minPrice", None),
        ("compare_at_price_min", None),
        # A minute spelled whole is a usage price's period; minutes are an allowance.
        ("pricePerMinute", "minute"),
        ("per_minute", "minute"),
        ("minutePrice", "minute"),
        ("includedMinutes", None),
        ("minutes", None),
        ("yearlyDiscount", None),
        ("price", None),
        ("id", None),
    ],
)
def test_the_period_a_plans_key_names(key: str, expected: str | None) -> None:
    assert structured.key_period(key) == expected


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        # A host's terms, each with the price it renews at.
        (
            {"name": "Starter", "terms": [{"months": 36, "price": 2.99, "renewalPrice": 10.99}]},
            [("Starter", "2.99"), ("Starter (renews)", "10.99")],
        ),
        (
            {
                "name": "Plus",
                "cycles": [{"cycle": "annually", "price": 59.88, "renewal_price": 131.88}],
            },
            [("Plus", "59.88"), ("Plus (renews)", "131.88")],
        ),
        # A registrar's extension, in the site's own words.
        (
            {"name": ".de", "price": "0.49", "renewal": "8.99"},
            [(".de", "0.49"), (".de (renews)", "8.99")],
        ),
        (
            {"nombre": "Básico", "precio": 3.99, "precioRenovacion": 9.99},
            [("Básico", "3.99"), ("Básico (renews)", "9.99")],
        ),
        (
            {"bezeichnung": ".shop", "preis": 1.99, "preis_verlaengerung": 34.99},
            [(".shop", "1.99"), (".shop (renews)", "34.99")],
        ),
        (
            {"nome": "Plano P", "preco": 9.99, "renovacao": 29.99},
            [("Plano P", "9.99"), ("Plano P (renews)", "29.99")],
        ),
        # A renewal's period, date or switch is no price.
        ({"name": "Giga", "price": 6.99, "renewal": "month"}, [("Giga", "6.99")]),
        ({"name": "Giga", "price": 6.99, "renewalDate": "2027-01-01"}, [("Giga", "6.99")]),
        ({"name": "Giga", "price": 6.99, "autoRenew": True}, [("Giga", "6.99")]),
    ],
)
def test_a_price_objects_renewal_price_is_a_record_of_its_own(
    data: dict[str, Any], expected: list[tuple[str, str]]
) -> None:
    found = structured.from_embedded([structured.load_json(json.dumps({"plans": [data]}))])
    assert [(record.label, str(record.amount)) for record in found] == expected


def test_a_plans_amounts_keyed_by_period_are_its_records() -> None:
    plan = {"name": "Team", "monthly": 29, "yearly": "290", "trialDays": 14, "currency": "EUR"}
    found = [(str(r.amount), r.currency, r.period) for r in structured.period_keyed(plan, "Team")]
    assert found == [
        ("29", "EUR", "month"),
        ("290", "EUR", "year"),
    ]


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (
            {"plans": [1, [[0, {"name": [0, "Team"], "yearly": [0, 290]}]]], "on": [0, True]},
            {"plans": [{"name": "Team", "yearly": 290}], "on": True},
        ),
        ({"when": [3, "2025-01-01"]}, {"when": "2025-01-01"}),  # another tag: its value
        ({"range": [0, 10]}, {"range": 10}),  # every value tagged: read as tagged
        # Plain data whose values merely look tagged in part stays as it is.
        ({"size": [1, 2], "name": "x"}, {"size": [1, 2], "name": "x"}),
        ([0, 1], [0, 1]),
        ({}, {}),
    ],
)
def test_props_with_a_type_tag_on_every_value_are_plain_data(data: Any, expected: Any) -> None:
    assert structured.unwrapped(data) == expected


def test_a_price_only_a_client_components_props_hold_is_a_record() -> None:
    def page(team_yearly: int) -> bytes:
        plan = {"name": [0, "Team"], "monthly": [0, 29], "yearly": [0, team_yearly]}
        props = {"plans": [1, [[0, {**plan, "currency": [0, "EUR"]}]]]}
        attribute = html.escape(json.dumps(props))
        return (
            f'<main><astro-island props="{attribute}"><h2>Team</h2><p>€ 29 per maand</p>'
            "</astro-island></main>"
        ).encode()

    one, other = (
        extract(page(n), "text/html", Rules(extract="prices", selector="main")) for n in (290, 310)
    )
    assert ("Team", "290", "year") in [(r.label, str(r.amount), r.period) for r in one.prices]
    assert one.digest != other.digest


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (
            [["ShallowReactive", 1], {"plans": 2}, [3], {"name": 4, "yearly": 5}, "Team", 290],
            {"plans": [{"name": "Team", "yearly": 290}]},
        ),
        ([{"a": 1, "b": -1}, "x"], {"a": "x", "b": None}),  # -1: undefined
        (
            [{"when": 1, "n": 2}, ["Date", "2025-01-01T00:00:00.000Z"], "x"],
            {"when": "2025-01-01T00:00:00.000Z", "n": "x"},
        ),
        # Plain JSON: objects with other values than indices, or no standalone string.
        (
            [{"id": 1, "name": "Team"}, {"id": 2, "name": "Pro"}],
            [{"id": 1, "name": "Team"}, {"id": 2, "name": "Pro"}],
        ),
        (
            [{"id": 1, "count": 1}, {"id": 0, "count": 0}],
            [{"id": 1, "count": 1}, {"id": 0, "count": 0}],
        ),
        ({"plans": []}, {"plans": []}),
        (["a", "b"], ["a", "b"]),
    ],
)
def test_devalues_flat_form_is_rebuilt(data: Any, expected: Any) -> None:
    assert structured.devalued(data) == expected


def test_a_devalue_payload_that_shares_values_exponentially_is_rebuilt_shared() -> None:
    data: list[Any] = [{"a": i + 1, "b": i + 1} for i in range(60)] + ["x"]
    rebuilt = structured.devalued(data)
    assert rebuilt["a"] is rebuilt["b"]  # 61 objects, not 2**60
    deepest = rebuilt
    for _ in range(59):
        deepest = deepest["a"]
    assert deepest == {"a": "x", "b": "x"}
    assert structured.from_embedded([rebuilt]) == []  # walked once each, in no time


def test_a_plan_the_payload_shares_is_one_record() -> None:
    # A Nuxt payload whose plan list and featured plan are the same object.
    data = [{"plans": 1, "featured": 3}, [3], "Pro", {"name": 2, "price": 4, "currency": 5}]
    found = structured.from_embedded([structured.devalued([*data, 29, "USD"])])
    assert [(r.label, str(r.amount), r.currency) for r in found] == [("Pro", "29", "USD")]


def _pushes(*chunks: str) -> str:
    return "".join(f"<script>self.__next_f.push([1,{json.dumps(c)}])</script>" for c in chunks)


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        (_pushes('8:["$","$L7",null,{"plans":[]}]\n'), [["$", "$L7", None, {"plans": []}]]),
        # A row split over two pushes; module references and text rows are no data.
        (_pushes('8:{"a"', ':1}\n7:I[12,["chunk.js"],"X"]\n9:T5,hello\n'), [{"a": 1}]),
        (_pushes("not a row\n"), []),
        ('<script>self.__next_f.push([1,"\\q"])</script>', []),  # no JSON string
        ("<p>no payload</p>", []),
    ],
)
def test_the_rows_of_a_server_components_payload(page: str, expected: list[Any]) -> None:
    assert structured.flight_rows(page) == expected


def test_a_plans_amounts_keyed_by_period_come_before_its_price_key() -> None:
    plan = {"name": "Pro", "monthlyPrice": 29, "annualPrice": 290, "currency": "USD"}
    found = [(str(r.amount), r.period) for r in structured.from_embedded([{"plans": [plan]}])]
    assert found == [("29", "month"), ("290", "year")]


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        ('<script>window.__remixContext = {"a": [1]};__remixContext.p = 1</script>', [{"a": [1]}]),
        ("<script>self.__STATE__=[1, 2]</script>", [[1, 2]]),
        ('<script>globalThis.__APOLLO_STATE__ = {"b": 2}</script>', [{"b": 2}]),
        # Nuxt 2's function called at once, a declaration, a literal, JSON.parse of a string.
        (
            '<script>window.__NUXT__=(function(a,b){return {p:[{n:"Pro",c:a,x:b}]}}("USD",null))'
            "</script>",
            [{"p": [{"n": "Pro", "c": "USD", "x": None}]}],
        ),
        ("<script>window.__NUXT__=(function(a){b.c=a;return {d:a,}})(1);</script>", [{"d": 1}]),
        (
            "<script>var __PRELOADED_STATE__ = {plans: ['Pro', void 0]};</script>",
            [{"plans": ["Pro", None]}],
        ),
        ("<script>const __INITIAL_STATE__=JSON.parse('{\\\"a\\\":1}')</script>", [{"a": 1}]),
        # SvelteKit's start script: its data as a const, or as a member of kit.start's options.
        (
            '<script>{ __sveltekit_x = { base: new URL(".", location).pathname }; const data = '
            '[null,{type:"data",data:{plans:[{name:"Pro",yearly:290}]},uses:{}}]; '
            "kit.start(app, element, { node_ids: [0, 2], data }); }</script>",
            [
                [
                    None,
                    {
                        "type": "data",
                        "data": {"plans": [{"name": "Pro", "yearly": 290}]},
                        "uses": {},
                    },
                ]
            ],
        ),
        (
            "<script>{ __sveltekit_x = {}; kit.start(app, element, { node_ids: [0], "
            'data: [null, {type: "data", data: {a: 1}}] }); }</script>',
            [[None, {"type": "data", "data": {"a": 1}}]],
        ),
        # Code, a property of another object, a name not of the convention, broken JSON.
        ("<script>window.__NUXT__=(function(a){return {b: f(a)}})(1)</script>", [{"b": None}]),
        ("<script>var __X = {a: 1 + 2}</script>", []),
        ('<script>app.window.__X = {"c": 1}</script>', []),
        # A property of window of any name, as a client-rendered page's script reads it.
        ('<script>window.config = {"c": 1}</script>', [{"c": 1}]),
        (
            "<script>window.pricing = {plans: [{name: 'Pro', price: 29,},],};</script>",
            [{"plans": [{"name": "Pro", "price": 29}]}],
        ),
        ("<script>window['__STATE__'] = {a: 1}</script>", [{"a": 1}]),
        ("<script>window.App.config = {a: 1}; window.x = y</script>", []),
        # A shared global made once, its members assigned by each module's script (a HubL
        # module's toggle data, a theme's settings by section).
        (
            "<script>window.hsPricing = window.hsPricing || {};"
            "hsPricing['widget_17'] = {plans: {team: {monthly: '19'}}};</script>",
            [{"plans": {"team": {"monthly": "19"}}}],
        ),
        (
            "<script>window.theme = window.theme || {}; window.theme.prices = {a: 1};"
            " theme.settings = [2]</script>",
            [{"a": 1}, [2]],
        ),
        # Decoys: a member of a global the code did not make as shared, code as the value.
        ("<script>window.ns = {}; ns.x = {a: 1}</script>", [{}]),
        ("<script>window.ns = window.ns || {}; ns.x = f({a: 1})</script>", []),
        ("<script>window.__X = {bad</script>", []),
        ("<script>window.__X = " + "[" * 100 + "]" * 100 + "</script>", []),  # too deep
        # JSON kept in a string for the page's own JSON.parse, in either quote.
        ("<script>window.__INITIAL_STATE__ = '{\\\"a\\\":[1]}';</script>", [{"a": [1]}]),
        ('<script>var __DATA__ = "[{\\u0022b\\u0022:2}]"</script>', [[{"b": 2}]]),
        ("<script>window.appState = '{\"c\": 3}'</script>", [{"c": 3}]),
        # A string that holds no JSON, or text after the document: no state.
        ("<script>window.__X = '{not json}'</script>", []),
        ("<script>window.__X = '[1] and more'</script>", []),
    ],
)
def test_state_a_page_assigns_to_a_global(page: str, expected: list[Any]) -> None:
    # The page as its own scripts' code: a window property's is looked for in the code only.
    assert structured.assigned_state(page, page) == expected


@pytest.mark.parametrize(
    "plan",
    [
        {"name": "Pro", "price": {"monthly": 29, "annual": 290}, "currency": "USD"},
        {
            "name": "Pro",
            "pricing": {"monthly": {"amount": 29}, "yearly": {"amount": 290}},
            "currency": "USD",
        },
        {
            "name": "Pro",
            "prices": {
                "monthly": {"amount": "29", "currency": "usd"},
                "yearly": {"amount": "290", "currency": "usd"},
            },
        },
        # the plan's own keys name the periods of its price objects
        {
            "name": "Pro",
            "monthly": {"amount": "29", "currency": "usd"},
            "yearly": {"amount": "290", "currency": "usd"},
        },
    ],
)
def test_a_plans_price_object_keyed_by_period_gives_a_record_per_period(
    plan: dict[str, Any],
) -> None:
    found = structured.from_embedded([{"plans": [plan]}])
    assert [(str(r.amount), r.currency, r.period) for r in found] == [
        ("29", "USD", "month"),
        ("290", "USD", "year"),
    ]


@pytest.mark.parametrize("key", ["pricing", "prices", "price"])
def test_a_plans_prices_by_currency_then_period_are_each_a_record(key: str) -> None:
    plan = {"name": "Pro", key: {"USD": {"monthly": 29, "annual": 290}, "EUR": {"monthly": 27}}}
    found = structured.from_embedded([{"plans": [plan]}])
    assert [(r.label, str(r.amount), r.currency, r.period) for r in found] == [
        ("Pro", "29", "USD", "month"),
        ("Pro", "290", "USD", "year"),
        ("Pro", "27", "EUR", "month"),
    ]


def test_a_shops_product_price_beside_its_price_ranges_is_in_cents() -> None:
    product = {"title": "Hoodie", "price": 4900, "price_min": 4900, "price_max": 5400}
    [record] = structured.from_embedded([product])
    assert (record.label, str(record.amount)) == ("Hoodie", "49.00")


SHOWN = "<h3>Pro</h3><p>$29 / month</p><h3>Team</h3><p>$79 / month</p>"


def in_attribute(name: str, value: Any, quote: str = '"') -> str:
    written = json.dumps(value)
    escaped = html.escape(written) if quote == '"' else written
    return f"{name}={quote}{escaped}{quote}"


def plans(pro_yearly: int) -> list[dict[str, Any]]:
    return [{"name": "Pro", "monthly": 29, "yearly": pro_yearly},
            {"name": "Team", "monthly": 79, "yearly": 790}]  # fmt: skip


@pytest.mark.parametrize(
    "holder",
    [
        # Inertia's page object, nothing rendered by the server.
        lambda y: (
            f'<div id="app" {in_attribute("data-page", {"props": {"plans": plans(y)}})}></div>'
        ),
        # Stimulus values beside the rendered monthly prices, single-quoted.
        lambda y: (
            f"<div {in_attribute('data-pricing-plans-value', plans(y), chr(39))}>{SHOWN}</div>"
        ),
        # Livewire's snapshot.
        lambda y: (
            f"<div {in_attribute('wire:snapshot', {'data': {'plans': plans(y)}})}>{SHOWN}</div>"
        ),
        # Alpine's object literal.
        lambda y: (
            "<div x-data=\"{ annual: false, plans: [{ name: 'Pro', monthly: 29, yearly: "
            f"{y} }}, {{ name: 'Team', monthly: 79, yearly: 790 }}] }}\">{SHOWN}</div>"
        ),
        # Alpine's component factory handed the state, and petite-vue's v-scope.
        lambda y: (
            "<div x-data=\"pricingTable({ annual: false, plans: [{ name: 'Pro', monthly: 29, "
            f'yearly: {y} }}] }})">{SHOWN}</div>'
        ),
        lambda y: f"<div v-scope='Pricing({json.dumps({'plans': plans(y)})})'>{SHOWN}</div>",
        # A JSON script of a type that is not code (Qwik's qwik/json).
        lambda y: f'{SHOWN}<script type="qwik/json">{json.dumps({"objs": plans(y)})}</script>',
    ],
    ids=[
        "inertia-data-page",
        "stimulus-value",
        "livewire-snapshot",
        "alpine-x-data",
        "alpine-factory",
        "petite-vue-factory",
        "qwik",
    ],
)
def test_state_in_an_attribute_or_a_data_script_is_read(holder: Any) -> None:
    def snapshot(pro_yearly: int) -> Any:
        body = f'<html lang="en"><body><main>{holder(pro_yearly)}</main></body></html>'
        return extract(body.encode(), "text/html", Rules(extract="prices"))

    found = snapshot(290)
    assert ("Pro", Decimal(290), "year") in [(r.label, r.amount, r.period) for r in found.prices]
    assert snapshot(270).digest != found.digest


@pytest.mark.parametrize(
    ("table", "read"),
    [
        ({"monthly": {"pro": "$29", "team": "$79"}, "yearly": {"pro": "$@", "team": "$790"}}, True),
        ({"monthly": {"Pro": "29 USD"}, "annual": {"Pro": "@ USD"}}, True),
        # Counts per period, or one period alone, are no table of prices.
        ({"monthly": {"pro": "5 users"}, "yearly": {"pro": "@ users"}}, False),
        ({"yearly": {"pro": "$@"}}, False),
    ],
)
def test_a_toggles_table_of_plans_prices_by_period_is_read(table: Any, read: bool) -> None:
    def snapshot(pro_yearly: int) -> str:
        value = json.loads(json.dumps(table).replace("@", str(pro_yearly)))
        held = in_attribute("data-pricing-prices-value", value)
        body = f'<html lang="en"><body><main><div {held}>{SHOWN}</div></main></body></html>'
        return extract(body.encode(), "text/html", Rules(extract="prices")).digest

    assert (snapshot(290) != snapshot(270)) is read


def test_an_attributes_priced_object_for_no_plan_the_page_shows_is_not_a_record() -> None:
    def snapshot(price: int) -> str:
        tracked = in_attribute("data-gtm", {"item": {"name": "Sticker pack", "price": price}})
        body = f'<html lang="en"><body><main>{SHOWN}<a {tracked}>Stickers</a></main></body></html>'
        return extract(body.encode(), "text/html", Rules(extract="prices")).digest

    assert snapshot(5) == snapshot(6)


@pytest.mark.parametrize(
    ("shown", "read"),
    [
        ("Pro", True),
        ("Pro plan", True),
        ("The Pro", True),
        ("PRO", True),
        ("Professional", False),
        ("Prospect", False),
    ],
)
def test_a_states_plan_is_the_card_whose_name_holds_its_name_in_whole_words(
    shown: str, read: bool
) -> None:
    def snapshot(pro_yearly: int) -> Any:
        state = {"plans": [{"name": "Pro", "monthly": 29, "yearly": pro_yearly}]}
        body = (
            f'<html lang="en"><body><main><h3>{shown}</h3><p>$29/mo</p></main><script>'
            f"window.__INITIAL_STATE__={json.dumps(state)}</script></body></html>"
        )
        return extract(body.encode(), "text/html", Rules(extract="prices"))

    found = snapshot(290)
    assert (Decimal(290) in [r.amount for r in found.prices]) is read
    assert (snapshot(270).digest != found.digest) is read


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        # Apollo: the root query's links, and the links inside the entities they name.
        ({"ROOT_QUERY": {"product": {"__ref": "Product:1"}},
          "Product:1": {"name": "Mug", "variants": [{"__ref": "V:1"}, {"__ref": "V:2"}]},
          "V:1": {"title": "Red", "price": 9}, "V:2": {"title": "Blue", "price": 10}},
         {"product": {"name": "Mug", "variants": [{"title": "Red", "price": 9},
                                                  {"title": "Blue", "price": 10}]}}),
        # Relay: lists of links, under the store's own root.
        ({"client:root": {"plans": {"__refs": ["a", "b", "gone"]}},
          "a": {"name": "Team"}, "b": {"name": "Pro"}},
         {"plans": [{"name": "Team"}, {"name": "Pro"}]}),
        # Without a root, the whole cache; a link to nothing stays as it is.
        ({"x": {"next": {"__ref": "y"}}, "y": {"n": 1}, "z": {"__ref": "nowhere"}},
         {"x": {"next": {"n": 1}}, "y": {"n": 1}, "z": {"__ref": "nowhere"}}),
        # A link back to an entity on its own path is not followed again.
        ({"ROOT_QUERY": {"a": {"__ref": "A"}}, "A": {"self": {"__ref": "A"}}},
         {"a": {"self": {"__ref": "A"}}}),
        # Links are resolved in the object that holds them, wherever it is nested.
        ({"props": {"apolloState": {"ROOT_QUERY": {"p": {"__ref": "P"}}, "P": {"n": 2}}}},
         {"props": {"apolloState": {"ROOT_QUERY": {"p": {"n": 2}}, "P": {"n": 2}}}}),
        ([{"__ref": "P"}], [{"__ref": "P"}]),
    ],
)  # fmt: skip
def test_a_normalised_caches_links_are_followed(data: Any, expected: Any) -> None:
    assert structured.linked(data) == expected


def test_a_cache_whose_links_share_entities_exponentially_is_cut_short() -> None:
    cache: dict[str, Any] = {f"E{i}": {"a": {"__ref": f"E{i + 1}"}, "b": {"__ref": f"E{i + 1}"}}
                             for i in range(60)}  # fmt: skip
    cache["ROOT_QUERY"] = {"e": {"__ref": "E0"}}
    assert structured.linked(cache) is not None  # within its budget, not 2**60 values


@pytest.mark.parametrize(
    ("state", "availability"),
    [
        ({"name": "Butter", "price": "39.90", "inStock": False}, "OutOfStock"),
        ({"name": "Butter", "price": "39.90", "availability": "https://schema.org/InStock"},
         "InStock"),
        ({"name": "Butter", "price": {"amount": "39.90"}, "stock": 0}, "OutOfStock"),
        ({"name": "Butter", "price": "39.90", "stock": {"quantity": 4, "unlimited": False}},
         "InStock"),
        ({"name": "Butter", "price": "39.90"}, None),
    ],
)  # fmt: skip
def test_a_states_product_keeps_the_stock_it_states(
    state: dict[str, Any], availability: str | None
) -> None:
    [record] = structured.from_embedded([{"products": [state]}])
    assert record.availability == availability


_PLANS = {
    "plans": [
        {
            "name": "Hobby",
            "prices": {
                "month": {"unit_amount": 1200, "currency": "aud"},
                "year": {"unit_amount": 11500, "currency": "aud"},
            },
        }
    ]
}
_READ = [("Hobby", "12.00", "AUD", "month"), ("Hobby", "115.00", "AUD", "year")]


@pytest.mark.parametrize(
    ("document", "expected"),
    [
        # A price object kept under a period noun: the noun is its period.
        (_PLANS, _READ),
        # JSON kept as a string in JSON (SvelteKit's data-sveltekit-fetched "body").
        ({"status": 200, "body": json.dumps(_PLANS)}, _READ),
        ([json.dumps(_PLANS)], _READ),
        # A string that only looks like JSON, or no price in it: nothing.
        ({"body": "{not json}"}, []),
        ({"body": "[1, 2, 3]"}, []),
    ],
)
def test_prices_in_json_a_string_holds_and_keyed_by_a_period_noun(
    document: Any, expected: list[tuple[str, str, str, str]]
) -> None:
    found = structured.from_embedded([document])
    assert [(r.label, str(r.amount), r.currency, r.period) for r in found] == expected


@pytest.mark.parametrize(
    ("tiers", "names"),
    [
        ([{"up_to": 10}, {"up_to": 50}, {"up_to": None}], ["1-10", "11-50", "51+"]),
        ([{"upTo": 5}, {"upTo": "inf"}], ["1-5", "6+"]),
        ([{"last_unit": 100}, {"last_unit": 1000}], ["1-100", "101-1000"]),
        ([{"up_to": None}, {"up_to": 10}], []),  # no end before the last tier
        ([{"up_to": 50}, {"up_to": 10}], []),  # bounds that fall are no tiers
        ([{"up_to": 10}], []),  # one tier is a price
        ([{"up_to": 10, "name": "Pro"}, {"up_to": None}], []),  # named: a plan of its own
        ([{"up_to": "ten"}, {"up_to": None}], []),
        ([{"price": 5}, {"price": 6}], []),
        # A usage slider's stops: a count of its unit beside the price of that many.
        (
            [{"contacts": 1000, "price": 19}, {"contacts": 5000, "price": 49}],
            ["1000 contacts", "5000 contacts"],
        ),
        (
            [
                {"monthlyActiveUsers": 10000, "amount": 0},
                {"monthlyActiveUsers": 50000, "amount": 99},
            ],
            ["10000 monthlyActiveUsers", "50000 monthlyActiveUsers"],
        ),
        ([{"price": 9, "seats": 3}, {"price": 29, "seats": 10}], ["3 seats", "10 seats"]),
        # Ids, positions, yearly prices and cents rise too, and count no unit.
        ([{"id": 1, "price": 9}, {"id": 2, "price": 19}], []),
        ([{"planId": 11, "price": 9}, {"planId": 12, "price": 19}], []),
        ([{"step": 1, "price": 9}, {"step": 2, "price": 19}], []),
        ([{"price": 9, "yearly": 90}, {"price": 19, "yearly": 190}], []),
        ([{"preis": 9, "jaehrlich": 90}, {"preis": 19, "jaehrlich": 190}], []),
        ([{"contacts": 5000, "price": 49}, {"contacts": 1000, "price": 19}], []),  # falling
        ([{"contacts": 1000}, {"contacts": 5000}], []),  # no price
        ([{"name": "Lite", "seats": 3, "price": 9}, {"name": "Pro", "seats": 9, "price": 19}], []),
        ([{"contacts": 1000, "price": 19}, {"up_to": None, "price": 49}], []),
        # A product's variants and reviews: their sizes, years, ratings and stock count no unit.
        ([{"size": 36, "price": 20}, {"size": 38, "price": 20}], []),
        ([{"shoeSize": 36, "price": 20}, {"shoeSize": 38, "price": 20}], []),
        ([{"year": 2019, "price": 10}, {"year": 2020, "price": 12}], []),
        ([{"rating": 3, "price": 50}, {"rating": 4, "price": 50}], []),
        ([{"price": 20, "stock": 3}, {"price": 20, "stock": 5}], []),
        ([{"price": 20, "product_sku": 1001}, {"price": 20, "product_sku": 1002}], []),
        # ... a unit whose word only holds one of theirs is still a unit
        (
            [{"storage": 100, "price": 5}, {"storage": 500, "price": 15}],
            ["100 storage", "500 storage"],
        ),
    ],
)
def test_a_volume_prices_tiers_are_named_by_their_quantities(
    tiers: list[Any], names: list[str]
) -> None:
    assert structured.tier_names(tiers) == names


TIERED = """<html lang="en"><body><main>
<article data-tiers='{tiers}'><h3>Team</h3><p>$9 per seat / month</p>
<input type="range" min="1" max="200" value="10"></article>
<article><h3>Pro</h3><p>$19 per seat / month</p></article></main></body></html>"""


def tiered(*cents: int) -> Any:
    rows = [{"up_to": 10, "unit_amount": cents[0], "currency": "usd"}]
    rows += [{"up_to": None, "unit_amount": amount, "currency": "usd"} for amount in cents[1:]]
    body = TIERED.format(tiers=json.dumps(rows)).encode()
    return extract(body, "text/html", Rules(extract="prices", selector="main"))


def test_a_plans_volume_tiers_in_its_attribute_are_its_prices() -> None:
    found = tiered(900, 700)
    assert [(r.label, str(r.amount)) for r in found.prices][2:] == [
        ("Team (1-10)", "9.00"),
        ("Team (11+)", "7.00"),
    ]
    assert tiered(900, 650).digest != found.digest


@pytest.mark.parametrize(
    ("states", "read"),
    [
        # An Alpine page's menus and accordions before the plans, each a state of its own
        # without a list: the plan's tiers after them are read all the same.
        ('<div x-data="{ open: false }"><button>Menu</button></div>' * 70, True),
        ('<div x-data="{ open: false, tab: 1 }"></div><div x-data></div>' * 70, True),
        # States with lists in them count, as many as a slider's page would hold.
        ('<div x-data="{ items: [1, 2] }"></div>' * 70, False),
    ],
)
def test_states_without_lists_do_not_crowd_out_a_plans_tiers(states: str, read: bool) -> None:
    rows = [{"up_to": 10, "unit_amount": 900, "currency": "usd"}]
    rows += [{"up_to": None, "unit_amount": 700, "currency": "usd"}]
    body = states + TIERED.format(tiers=json.dumps(rows)).replace('<html lang="en"><body>', "")
    html = f'<html lang="en"><body>{body}</body></html>'.encode()
    found = extract(html, "text/html", Rules(extract="prices")).prices
    assert ("Team (11+)" in [record.label for record in found]) is read


_SLIDER_TIERS = (
    '[{"upTo": 1000, "price": 9}, {"upTo": 5000, "price": 29}, {"upTo": null, "price": 99}]'
)


@pytest.mark.parametrize(
    ("slider", "expected"),
    [
        # A usage slider keeps its tiers in the range input itself, which holds no text.
        (
            f"<input type='range' min='1000' max='50000' data-tiers='{_SLIDER_TIERS}'>",
            ["Pro", "Pro (1-1000)", "Pro (1001-5000)", "Pro (5001+)"],
        ),
        (
            f"<label>Kontakte <input type='range' data-stufen='{_SLIDER_TIERS}'></label>",
            ["Pro", "Pro (1-1000)", "Pro (1001-5000)", "Pro (5001+)"],
        ),
        # Another input's list, or a slider's list that is no tiers, is no price.
        (f"<input type='hidden' data-tiers='{_SLIDER_TIERS}'>", ["Pro"]),
        ("<input type='range' data-steps='[1000, 5000, 10000]'>", ["Pro"]),
    ],
)
def test_a_usage_sliders_tiers_are_its_prices(slider: str, expected: list[str]) -> None:
    body = (
        f"<html lang='en'><body><div class='plan'><h3>Pro</h3>{slider}"
        "<p>$9/mo</p></div></body></html>"
    ).encode()
    found = extract(body, "text/html", Rules(extract="prices")).prices
    assert [record.label for record in found] == expected
    assert all(record.currency == "$" for record in found)


_STOPS = '[{"contacts": 1000, "price": 19}, {"contacts": 5000, "price": 49}]'


@pytest.mark.parametrize(
    ("lang", "card", "expected"),
    [
        # The slider in a box of its own under the card's heading, stops keyed by their unit.
        (
            "de",
            "<article><h3>Essential</h3><div class='regler'><label>Kontakte</label>"
            f"<input type='range' min='0' max='1' data-tiers='{_STOPS}'></div>"
            "<p>19 € / Monat</p></article>",
            [
                ("Essential", "19", "month"),
                ("Essential (1000 contacts)", "19", "month"),
                ("Essential (5000 contacts)", "49", "month"),
            ],
        ),
        # Alpine's state, an object literal, keeps the stops (a page priced in pesos).
        (
            "es",
            '<article x-data="{ i: 0, tramos: [{eventos: 100000, price: 19},'
            ' {eventos: 500000, price: 49}] }"><h3>Crecimiento</h3>'
            "<input type='range' x-model='i'><p>19 € /mes</p></article>",
            [
                ("Crecimiento", "19", "month"),
                ("Crecimiento (100000 eventos)", "19", "month"),
                ("Crecimiento (500000 eventos)", "49", "month"),
            ],
        ),
        # One state for the page's plans: each plan's stops are named by the plan.
        (
            "ja",
            "<section x-data=\"{ plans: [{name: 'Growth', stops: [{mau: 10000, price: 4980},"
            ' {mau: 50000, price: 19800}]}] }"><h2>料金</h2><article><h3>Growth</h3>'
            "<input type='range' x-model='i'><p>¥4,980 / 月</p></article></section>",
            [
                ("Growth", "4980", "month"),
                ("Growth (10000 mau)", "4980", "month"),
                ("Growth (50000 mau)", "19800", "month"),
            ],
        ),
        # An Alpine state without a list of stops is no tier.
        (
            "fr",
            '<article x-data="{ annuel: false, etapes: [1000, 5000] }"><h3>Essentiel</h3>'
            "<input type='range' x-model='i'><p>19 € / mois</p></article>",
            [("Essentiel", "19", "month")],
        ),
        (
            "fr",
            '<article x-data="{ i: 0, etapes: [{id: 1, price: 19}, {id: 2, price: 49}] }">'
            "<h3>Essentiel</h3><p>19 € / mois</p></article>",
            [("Essentiel", "19", "month")],
        ),
        # A plan shown by the month and by the year: its stops are by the period of the
        # price that is one of theirs, whichever comes first.
        (
            "de",
            "<article><h3>Essential</h3><div class='regler'><label>Kontakte</label>"
            f"<input type='range' min='0' max='1' data-tiers='{_STOPS}'></div>"
            "<p>19 € / Monat</p><p>oder 190 € / Jahr</p></article>",
            [
                ("Essential", "19", "month"),
                ("Essential (1000 contacts)", "19", "month"),
                ("Essential (5000 contacts)", "49", "month"),
            ],
        ),
        (
            "de",
            "<article><h3>Essential</h3><div class='regler'><label>Kontakte</label>"
            f"<input type='range' min='0' max='1' data-tiers='{_STOPS}'></div>"
            "<p>190 € / Jahr</p><p>oder 19 € / Monat</p></article>",
            [
                ("Essential", "19", "month"),
                ("Essential (1000 contacts)", "19", "month"),
                ("Essential (5000 contacts)", "49", "month"),
            ],
        ),
        # The same stops on a page without a slider: a list of priced objects whose number
        # rises is no usage's stops there.
        (
            "es",
            '<article x-data="{ i: 0, tramos: [{eventos: 100000, price: 19},'
            ' {eventos: 500000, price: 49}] }"><h3>Crecimiento</h3>'
            "<p>19 € /mes</p></article>",
            [("Crecimiento", "19", "month")],
        ),
        # A shop's variants or reviews in an attribute, beside a slider elsewhere: their
        # sizes, ratings and stock rise by chance and count no unit.
        (
            "de",
            "<article><h3>T-Shirt</h3><p>20,00 €</p><input type='range' name='menge'>"
            """<div data-variants='[{"size": 36, "price": 20, "stock": 3},"""
            """ {"size": 38, "price": 20, "stock": 5}, {"size": 40, "price": 22, "stock": 9}]'>"""
            "</div></article>",
            [("T-Shirt", "20.00", None)],
        ),
        (
            "en",
            "<article><h3>Widget</h3><p>$50.00</p><input type='range' name='qty'>"
            """<div data-reviews='[{"rating": 3, "price": 50, "votes": 2},"""
            """ {"rating": 4, "price": 50, "votes": 7}]'></div></article>""",
            [("Widget", "50.00", None)],
        ),
    ],
)
def test_a_usage_sliders_stops_are_its_plans_prices(
    lang: str, card: str, expected: list[tuple[str, str, str]]
) -> None:
    body = f"<html lang='{lang}'><body><main>{card}</main></body></html>".encode()
    found = extract(body, "text/html", Rules(extract="prices")).prices
    read = [(r.label, str(r.amount), r.period) for r in found]
    # The state's reader of named plans reads a plan's stops too, unnamed: not asked here.
    assert [record for record in read if record[0].endswith(")")] == [
        record for record in expected if record[0].endswith(")")
    ]
    assert expected[0] in read


def _read(data: Any) -> list[tuple[str, str | None, str | None, str | None, str | None]]:
    return [
        (r.label, None if r.amount is None else str(r.amount), r.currency, r.period, r.availability)
        for r in structured.from_embedded([data])
    ]


@pytest.mark.parametrize(
    ("plan", "expected"),
    [
        (
            {"name": "Team", "prices": {"USD": 29, "EUR": "27"}},
            [("Team", "29", "USD", None, None), ("Team", "27", "EUR", None, None)],
        ),
        (
            {"name": "Team", "price": {"usd": {"amount": 29}, "eur": {"amount": 27}}},
            [("Team", "29", "USD", None, None), ("Team", "27", "EUR", None, None)],
        ),
        (  # a map by currency of amounts by period, the plan's display currency beside it
            {"name": "Start", "currency": "PLN", "prices": {"PLN": {"monthly": 49, "yearly": 490}}},
            [("Start", "49", "PLN", "month", None), ("Start", "490", "PLN", "year", None)],
        ),
        (  # maps by currency under period keys: each currency's prices together
            {"name": "Pro", "monthly": {"USD": 29, "EUR": 27}, "yearly": {"USD": 290}},
            [
                ("Pro", "29", "USD", "month", None),
                ("Pro", "290", "USD", "year", None),
                ("Pro", "27", "EUR", "month", None),
            ],
        ),
        # Keys that are no currencies (regions, sizes) are no such map.
        ({"name": "Pro", "prices": {"eu1": 29, "us2": 31}}, []),
    ],
)
def test_prices_kept_per_currency_are_a_record_each(plan: Any, expected: list[Any]) -> None:
    assert _read({"plans": [plan]}) == expected


@pytest.mark.parametrize(
    ("product", "expected"),
    [
        (  # WooCommerce's Store API: minor units as strings, the exponent stated beside them
            {
                "name": "Kaffeemühle",
                "prices": {"price": "8990", "currency_code": "EUR", "currency_minor_unit": 2},
                "is_in_stock": False,
            },
            [("Kaffeemühle", "89.90", "EUR", None, "OutOfStock")],
        ),
        (  # a range over its variants: the dearest is a record beside the lowest
            {
                "name": "Espresso",
                "prices": {
                    "price": "1490",
                    "currency_code": "EUR",
                    "currency_minor_unit": 2,
                    "price_range": {"min_amount": "1490", "max_amount": "4890"},
                },
                "is_in_stock": True,
            },
            [
                ("Espresso", "14.90", "EUR", None, "InStock"),
                ("Espresso", "48.90", "EUR", None, "InStock"),
            ],
        ),
        (  # Shopify's GraphQL range, the lowest as the price
            {
                "title": "Beanie",
                "price": {"amount": "24.0", "currencyCode": "CAD"},
                "priceRange": {"maxVariantPrice": {"amount": "26.0", "currencyCode": "CAD"}},
            },
            [("Beanie", "24.0", "CAD", None, None), ("Beanie", "26.0", "CAD", None, None)],
        ),
        (  # a minor unit of none: the amount as it is
            {"name": "Sencha", "price": 1200, "currency": "JPY", "currency_minor_unit": 0},
            [("Sencha", "1200", "JPY", None, None)],
        ),
    ],
)
def test_a_shops_api_states_its_minor_unit_range_and_stock(
    product: Any, expected: list[Any]
) -> None:
    assert _read([product]) == expected


@pytest.mark.parametrize(
    ("price", "expected"),
    [
        (
            {"name": "Pro", "price": 2900, "currency": "USD", "period": 1, "period_unit": "month"},
            "month",
        ),
        (
            {"name": "Pro", "price": 29, "currency": "USD", "period": 3, "period_unit": "month"},
            "quarter",
        ),
        (
            {"name": "Pro", "price": 29, "billing_cycle": {"interval": "year", "frequency": 1}},
            "year",
        ),
        ({"name": "Pro", "price": 29, "interval": "month", "interval_count": 6}, "half-year"),
        ({"name": "Pro", "price": 29, "per": "miesiąc"}, "month"),
        # A prepaid pack's validity, keyed by the unit it counts.
        ({"name": "Unlimited", "price": 299, "currency": "INR", "validityDays": 28}, "28 days"),
        ({"name": "Annual", "price": 2999, "currency": "INR", "validity_days": 365}, "365 days"),
        ({"name": "OTT", "price": 149, "currency": "INR", "validityMonths": 1}, "month"),
        ({"name": "Pack", "price": 99, "currency": "INR", "validityDays": 0}, None),
        ({"name": "Pack", "price": 99, "currency": "INR", "validityDays": "28"}, "28 days"),
        ({"name": "Pack", "price": 99, "currency": "INR", "validityDays": "²"}, None),
    ],
)
def test_the_period_a_price_object_states_with_its_count(price: Any, expected: str | None) -> None:
    assert [r.period for r in structured.from_embedded([price])] == [expected]


@pytest.mark.parametrize(
    ("price", "expected"),
    [
        ("€9,99", ("9.99", "EUR")),
        ("9,00 zł", ("9.00", "PLN")),
        ("+€2,50", ("2.50", "EUR")),  # a surcharge's price
        ("-€5.00", None),  # a deduction is no price, as a negative number is none
        ("Gratis", None),
    ],
)
def test_a_state_price_written_with_its_currency(price: str, expected: Any) -> None:
    found = [
        (str(r.amount), r.currency)
        for r in structured.from_embedded([{"name": "A", "price": price}])
    ]
    assert found == ([expected] if expected else [])


def test_a_payment_apis_price_is_named_by_its_expanded_product() -> None:
    prices = {
        "object": "list",
        "data": [
            {
                "object": "price",
                "nickname": None,
                "unit_amount": 9900,
                "currency": "gbp",
                "recurring": {"interval": "year"},
                "product": {"id": "prod_1", "name": "Starter"},
            },
        ],
    }
    assert _read(prices) == [("Starter", "99.00", "GBP", "year", None)]


TEMPLATE_PAGE = """<html lang="pl"><body><main><h2>Start</h2><p>49 zł / mies.</p>
<section><h2>Dodatki</h2><div id="addons" aria-busy="true"></div>
<script type="text/template" id="addons-data">[{{"name": "Archiwum", "price": "{price}",
"per": "miesiąc"}}]</script></section></main></body></html>"""


def test_json_a_template_script_holds_is_what_the_page_renders() -> None:
    def snapshot(price: str) -> Any:
        body = TEMPLATE_PAGE.format(price=price).encode()
        return extract(body, "text/html", Rules(extract="prices"))

    found = snapshot("19,00 zł")
    assert ("Archiwum", Decimal("19.00"), "PLN", "month") in [
        (r.label, r.amount, r.currency, r.period) for r in found.prices
    ]
    assert snapshot("24,00 zł").digest != found.digest


def test_a_price_lists_unnamed_items_are_named_by_their_identifier() -> None:
    sizes = {
        "currency": "USD",
        "regions": [
            {
                "name": "Frankfurt",
                "sizes": [
                    {"slug": "s-1vcpu-1gb", "price_hourly": Decimal("0.00893"), "price_monthly": 6}
                ],
            }
        ],
    }
    assert _read(sizes) == [
        ("s-1vcpu-1gb", "0.00893", "USD", "hour", None),
        ("s-1vcpu-1gb", "6", "USD", "month", None),
    ]


GAME = """<html lang="@lang"><head><script type="application/ld+json">{"@type": "VideoGame",
"name": "Ashen Tides", "offers": {"@type": "Offer", "price": "35.99", "priceCurrency": "USD"}}
</script></head><body><div class="app-name">Ashen Tides</div>
<h2>@buy — Standard Edition</h2><div class="price">$35.99</div>
<h2>@buy — Deluxe Edition</h2><div class="price">$@deluxe</div>
<h2>@bundle</h2><div class="price">$@packprice</div>
<h2>@content</h2>
<a class="dlc"><div>Ashen Tides — Soundtrack</div><div>$@soundtrack</div></a>
<a class="dlc"><div>Ashen Tides — Season Pass @state</div><div>$29.99</div></a>
<h2>Gift cards</h2><p>Digital gift card</p><p>$@gift</p>
<h2>More like this</h2><ul><li>Saltmarsh Wardens $@other</li><li>Ironbloom $29.99</li></ul>
</body></html>"""
GAME_VALUES = {
    "deluxe": "47.99", "packprice": "95.09", "soundtrack": "9.99", "state": "Pre-Purchase",
    "gift": "25.00", "other": "12.49",
}  # fmt: skip
GAME_WORDS = {
    "en": {"buy": "Buy Ashen Tides", "bundle": "Buy Ashen Tides Complete Bundle",
           "content": "Content for this game"},
    "de": {"buy": "Ashen Tides kaufen", "bundle": "Ashen Tides Komplett-Bundle kaufen",
           "content": "Inhalte für dieses Spiel"},
    "pl": {"buy": "Kup Ashen Tides", "bundle": "Kup pakiet Ashen Tides Complete",
           "content": "Zawartość do tej gry"},
}  # fmt: skip


def filled_digest(template: str, lang: str, fields: dict[str, str]) -> str:
    """The prices-mode digest of ``template`` on a page in ``lang``, each ``@field`` filled."""
    body = template.replace("@lang", lang)
    for key, value in fields.items():
        body = body.replace(f"@{key}", value)
    return extract(body.encode(), "text/html", Rules(extract="prices")).digest


def game_digest(lang: str, **changed: str) -> str:
    return filled_digest(GAME, lang, GAME_WORDS[lang] | GAME_VALUES | changed)


@pytest.mark.parametrize("lang", sorted(GAME_WORDS))
@pytest.mark.parametrize(
    ("changed", "seen"),
    [
        # Each edition and bundle of the product is a block under a heading that names it.
        ({"deluxe": "39.99"}, True),
        ({"packprice": "98.57"}, True),
        # Its add-ons are listed under a heading of their own, each named for the product.
        ({"soundtrack": "12.99"}, True),
        ({"state": ""}, True),  # the season pass released
        # Decoys: an item that does not name the product, another product's carousel.
        ({"gift": "50.00"}, False),
        ({"other": "14.99"}, False),
    ],
)
def test_a_products_editions_and_add_ons_beside_its_data_are_its_offers(
    lang: str, changed: dict[str, str], seen: bool
) -> None:
    assert (game_digest(lang, **changed) != game_digest(lang)) is seen


LAUNCHER = """<html lang="@lang"><head><script type="application/ld+json">{"@type": "Product",
"name": "Starwake", "offers": {"@type": "AggregateOffer", "lowPrice": "44.99", "highPrice":
"74.99", "priceCurrency": "USD"}}</script></head><body><h1>Starwake</h1><p>Co-op survival</p>
<h2>@about</h2><p>Pilot a salvage crew through a ring of moons.</p>
<h2>@editions</h2>
<div><span>Edition</span><h3>Starwake Standard Edition</h3><s>$59.99</s><b>$44.99</b></div>
<div><span>Edition</span><h3>Starwake Deluxe Edition</h3><s>$@deluxe</s><b>$59.99</b></div>
<div><span>Edition</span><h3>Starwake Ultimate Edition</h3><s>$99.99</s><b>$74.99</b></div>
<h2>@addons (2)</h2>
<ul><li><span>Soundtrack</span><h4>Hollow Orbit Soundtrack</h4><b>$@soundtrack</b></li>
<li><span>Expansion</span><h4>Tidelock Expansion</h4><b>$24.99</b></li></ul>
<h2>Gift cards</h2><p>Digital gift card</p><p>$@gift</p>
<h2>@similar</h2><ul><li>Ember Protocol $@other</li><li>Kiln of Ashes $14.99</li></ul>
</body></html>"""
LAUNCHER_VALUES = {"deluxe": "79.99", "soundtrack": "9.99", "gift": "25.00", "other": "19.99"}
LAUNCHER_WORDS = {
    "en": {"about": "About the game", "editions": "Editions", "addons": "Add-ons",
           "similar": "You may also like"},
    "de": {"about": "Über das Spiel", "editions": "Editionen", "addons": "Erweiterungen",
           "similar": "Das könnte dir auch gefallen"},
    "pt": {"about": "Sobre o jogo", "editions": "Edições", "addons": "Complementos",
           "similar": "Você também pode gostar"},
}  # fmt: skip


def launcher_digest(lang: str, **changed: str) -> str:
    return filled_digest(LAUNCHER, lang, LAUNCHER_WORDS[lang] | LAUNCHER_VALUES | changed)


@pytest.mark.parametrize("lang", sorted(LAUNCHER_WORDS))
@pytest.mark.parametrize(
    ("changed", "seen"),
    [
        # The editions under a heading of their own, each a card with its own subheading.
        ({"deluxe": "89.99"}, True),
        # The add-ons under theirs, not named for the product.
        ({"soundtrack": "12.99"}, True),
        # Decoys: a section that is no list of the product's offers, another product's
        # carousel.
        ({"gift": "50.00"}, False),
        ({"other": "24.99"}, False),
    ],
)
def test_a_products_lists_of_editions_and_add_ons_beside_its_data_are_its_offers(
    lang: str, changed: dict[str, str], seen: bool
) -> None:
    assert (launcher_digest(lang, **changed) != launcher_digest(lang)) is seen


APP = """<html lang="@lang"><head><script type="application/ld+json">{"@type":
"SoftwareApplication", "name": "Harbour Quest", "offers": {"@type": "Offer", "price": 0,
"priceCurrency": "@code"}}</script></head><body><h1>Harbour Quest</h1><p>@free</p>
<h2>@info</h2><dl><dt>@title</dt><dd><ol><li><span>Premium</span><span>@sign@premium</span></li>
<li><span>Gems (500)</span><span>@sign@gems</span></li></ol></dd></dl>
<h2>@similar</h2><ul><li>Lighthouse Puzzle @sign@other</li><li>Tower Isle @sign 2,99</li></ul>
</body></html>"""
APP_VALUES = {"premium": "129,99", "gems": "49,99", "other": "19,99"}
APP_WORDS = {
    "en": {"free": "Free", "info": "Information", "title": "In-App Purchases",
           "similar": "You might also like", "sign": "$", "code": "USD"},
    "tr": {"free": "Ücretsiz", "info": "Bilgiler", "title": "Uygulama İçi Satın Almalar",  # noqa: RUF001 - Turkish
           "similar": "Bunlar da İlginizi Çekebilir", "sign": "₺", "code": "TRY"},
    "de": {"free": "Gratis", "info": "Informationen", "title": "In-App-Käufe",
           "similar": "Das könnte dir auch gefallen", "sign": "€", "code": "EUR"},
}  # fmt: skip


def app_digest(lang: str, template: str = APP, **changed: str) -> str:
    return filled_digest(template, lang, APP_VALUES | changed | APP_WORDS[lang])


@pytest.mark.parametrize("lang", sorted(APP_WORDS))
@pytest.mark.parametrize(
    ("changed", "seen"),
    [
        ({"premium": "149,99"}, True),
        ({"gems": "59,99"}, True),
        ({"other": "24,99"}, False),  # another app in the carousel
    ],
)
def test_a_free_apps_in_app_purchases_beside_its_data_are_its_prices(
    lang: str, changed: dict[str, str], seen: bool
) -> None:
    assert (app_digest(lang, **changed) != app_digest(lang)) is seen


@pytest.mark.parametrize("lang", sorted(APP_WORDS))
def test_a_free_apps_in_app_purchases_are_its_prices_under_a_title_in_no_heading(
    lang: str,
) -> None:
    """The app's name set in a styled box with its age rating, no heading: its list of
    in-app purchases is still its prices, another app's price is not."""
    boxed = APP.replace("<h1>Harbour Quest</h1>", '<div class="t">Harbour Quest 12+</div>')
    assert app_digest(lang, boxed, premium="149,99") != app_digest(lang, boxed)
    assert app_digest(lang, boxed, other="24,99") == app_digest(lang, boxed)


@pytest.mark.parametrize(
    ("plans", "expected"),
    [
        (
            {"currencySymbol": "NZ$", "plans": {"team": {"monthly": "19", "annually": "190"},
                                                "business": {"monthly": "39", "annually": "390"}}},
            [("team", "19", "NZD", "month"), ("team", "190", "NZD", "year"),
             ("business", "39", "NZD", "month"), ("business", "390", "NZD", "year")],
        ),
        (
            {"currency": "SEK", "tiers": {"plus": {"monthlyPrice": 149, "yearlyPrice": 1490},
                                          "salong": {"monthlyPrice": 99, "yearlyPrice": 990}}},
            [("plus", "149", "SEK", "month"), ("plus", "1490", "SEK", "year"),
             ("salong", "99", "SEK", "month"), ("salong", "990", "SEK", "year")],
        ),
        # Decoys: keys that name a price or a period, one amount a plan, counts.
        ({"currency": "EUR", "prices": {"monthly": "9", "yearly": "90"}}, []),
        ({"currency": "EUR", "pro": {"monthly": "9"}, "team": {"monthly": "19"}}, []),
        ({"limits": {"pro": {"users": 5, "projects": 10}, "team": {"users": 9, "projects": 20}}},
         []),
    ],
)  # fmt: skip
def test_a_map_of_plans_by_their_key_is_named_by_it(
    plans: dict[str, Any], expected: list[tuple[str, str, str, str]]
) -> None:
    found = structured.from_embedded([plans])
    assert [(r.label, str(r.amount), r.currency, r.period) for r in found] == expected


def _angular_escaped(data: Any) -> str:
    """``data`` as Angular's TransferState writes it into serverApp-state (escapeHtml)."""
    text = json.dumps(data, ensure_ascii=False).replace("&", "&a;").replace('"', "&q;")
    return text.replace("'", "&s;").replace("<", "&l;").replace(">", "&g;")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "{&q;plans&q;:[{&q;name&q;:&q;Pro&q;,&q;price&q;:29}]}",
            {"plans": [{"name": "Pro", "price": 29}]},
        ),
        # One pass, as Angular unescapes: "&a;q;" is the text "&q;", not a quote.
        ("{&q;note&q;:&q;A&a;q;B&q;}", {"note": "A&q;B"}),
        ("{&q;html&q;:&q;&l;b&g;Tom&s;s&l;/b&g;&q;}", {"html": "<b>Tom's</b>"}),
        (" {&q;a&q;:1} ", {"a": 1}),
        ("{&q;a&q;:1", None),  # cut short: still no JSON
        ("&q;a&q;", None),  # not an object's escaping
        ("{&x;a&x;:1}", None),
    ],
)
def test_angulars_escaped_transfer_state_is_json(text: str, expected: Any) -> None:
    assert structured.load_json(text) == expected


@pytest.mark.parametrize(
    ("language", "shown", "monthly", "currency"),
    [
        ("en", "$49 / month", 49, "USD"),
        ("da", "149 kr. / md.", 149, "DKK"),
        ("de", "49 € / Monat", 49, "EUR"),
    ],
)
def test_a_price_only_angulars_escaped_state_holds_is_a_record(
    language: str, shown: str, monthly: int, currency: str
) -> None:
    def page(yearly: int) -> bytes:
        plan = {"name": "Team", "monthlyPrice": monthly, "yearlyPrice": yearly}
        plans = {"currency": currency, "plans": [plan]}
        state = _angular_escaped({"G.https://api.example/pricing?a=1&b=2": {"body": plans}})
        return (
            f'<html lang="{language}"><body><main><h2>Team</h2><p>{shown}</p></main>'
            f'<script id="serverApp-state" type="application/json">{state}</script></body></html>'
        ).encode()

    one, other = (
        extract(page(n), "text/html", Rules(extract="prices", selector="main"))
        for n in (monthly * 10, monthly * 11)
    )
    found = [(r.label, r.amount, r.currency, r.period) for r in one.prices]
    assert ("Team", Decimal(monthly * 10), currency, "year") in found
    assert one.digest != other.digest


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        # A store and its plans: members are base-36 ids, a store's with "!".
        (
            {"ctx": {}, "objs": [{"plans": "1"}, ["2!"], {"name": "3", "yearly": "4"}, "Pro", 290]},
            [{"plans": [{"name": "Pro", "yearly": 290}]}],
        ),
        # Index 10 written "a"; Qwik's own values (undefined, a QRL) and an element are none.
        (
            {
                "refs": {},
                "objs": [
                    {"n": "a", "u": "1", "q": "2", "el": "#3"},
                    "\u0001",
                    "\u0002/build/q-1.js#s_x",
                    *range(3, 10),
                    "Team",
                ],
            },
            [{"n": "Team", "u": None, "q": None, "el": None}],
        ),
        # Two roots: every object no other holds.
        ({"objs": [{"a": "2"}, {"b": "2"}, "x"]}, [{"a": "x"}, {"b": "x"}]),
        # Not Qwik's form: members that are no ids stay as they are.
        (
            {"objs": [{"pacotes": ["Fibra 500", "Fibra 1 Giga"]}, "6b86b273"]},
            {"objs": [{"pacotes": ["Fibra 500", "Fibra 1 Giga"]}, "6b86b273"]},
        ),
        ({"objs": [{"name": "Pro plan"}]}, {"objs": [{"name": "Pro plan"}]}),
        ({"objs": ["a", "b"]}, {"objs": ["a", "b"]}),
        ({"plans": []}, {"plans": []}),
    ],
)
def test_qwiks_paused_state_is_rebuilt_from_its_ids(data: Any, expected: Any) -> None:
    assert structured.resumed(data) == expected


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        # turbo-stream: keys are indices too ("_1": the string at 1); -5 null, -7 undefined.
        (
            [
                {"_1": 2, "_5": -5},
                "plans",
                [3],
                {"_4": 6, "_7": 8},
                "name",
                "errors",
                "Pro",
                "annualPrice",
                290,
            ],
            {"plans": [{"name": "Pro", "annualPrice": 290}], "errors": None},
        ),
        ([{"_1": 2, "_3": -7}, "a", "x", "b"], {"a": "x", "b": None}),
        # A key that indexes no string stays as it is.
        ([{"_1": 2, "_2": 1}, "a", 5], {"a": 5, "_2": "a"}),
    ],
)
def test_turbo_streams_flat_form_is_rebuilt(data: Any, expected: Any) -> None:
    assert structured.devalued(data) == expected


def _enqueued(*chunks: str) -> str:
    context = "window.__reactRouterContext.streamController"
    return "".join(f"<script>{context}.enqueue({json.dumps(c)});</script>" for c in chunks)


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        (_enqueued('[{"_1":2},"plans",[]]\n'), [{"plans": []}]),
        # A line split over two chunks, a deferred value's line, Remix's context.
        (
            _enqueued('[{"_1":2},"a",', '"x"]\nP3:[{"_1":2},"b","y"]\n'),
            [{"a": "x"}, {"b": "y"}],
        ),
        (
            '<script>window.__remixContext.streamController.enqueue("[{\\"_1\\":2},\\"k\\",7]")'
            "</script>",
            [{"k": 7}],
        ),
        (_enqueued("not a payload\n"), []),
        ('<script>x.streamController.enqueue("\\q")</script>', []),
        ("<p>no stream</p>", []),
    ],
)
def test_the_values_of_a_streamed_loader_payload(page: str, expected: list[Any]) -> None:
    assert structured.streamed_state(page) == expected


_PLANS_PAGE = """<html lang="{language}"><body><main><h2>Team</h2><p>{shown}</p></main>
{state}</body></html>"""


def _qwik_state(monthly: int, yearly: int) -> str:
    objs = [{"plans": "1"}, ["2!"], {"name": "3", "monthly": "4", "yearly": "5"}, "Team", monthly]
    data = {"refs": {}, "ctx": {}, "objs": [*objs, yearly], "subs": []}
    return f'<script type="qwik/json">{json.dumps(data)}</script>'


def _stream_state(monthly: int, yearly: int) -> str:
    flat = [{"_1": 2}, "loaderData", {"_3": 4}, "plans", [5], {"_6": 7, "_8": 9, "_10": 11},
            "name", "Team", "monthlyPrice", monthly, "annualPrice", yearly]  # fmt: skip
    return _enqueued(json.dumps(flat) + "\n")


@pytest.mark.parametrize("state", [_qwik_state, _stream_state])
@pytest.mark.parametrize(
    ("language", "shown", "monthly"),
    [("en", "$49 / month", 49), ("sk", "24 € / mesiac", 24), ("es", "$29.990 /mes", 29990)],
)
def test_a_price_only_a_flat_state_holds_is_a_record(
    state: Any, language: str, shown: str, monthly: int
) -> None:
    def page(yearly: int) -> bytes:
        text = _PLANS_PAGE.format(language=language, shown=shown, state=state(monthly, yearly))
        return text.encode()

    one, other = (
        extract(page(n), "text/html", Rules(extract="prices", selector="main"))
        for n in (monthly * 10, monthly * 11)
    )
    found = [(r.label, r.amount, r.period) for r in one.prices]
    assert ("Team", Decimal(monthly * 10), "year") in found
    assert one.digest != other.digest


@pytest.mark.parametrize(
    ("key", "english"),
    [
        ("precioMensual", "priceMonthly"),
        ("precio_anual", "priceAnnual"),
        ("precioCentimos", "priceCents"),
        ("moneda", "currency"),
        ("preisInCent", "priceInCents"),
        ("Währung", "currency"),
        ("lagernd", "inStock"),
        ("prix", "price"),
        ("devise", "currency"),
        ("prezzo", "price"),
        ("valuta", "currency"),
        ("cena", "price"),
        ("waluta", "currency"),
        ("fiyat", "price"),
        ("paraBirimi", "currency"),
        ("preco", "price"),
        ("moeda", "currency"),
        ("価格", "price"),
        ("通貨", "currency"),
        ("가격", "price"),
        ("통화", "currency"),
        ("harga", "price"),
        ("hargaCoret", "priceCoret"),
        ("mataUang", "currency"),
        ("stok", "stock"),
        ("varian", "variants"),
        ("gia", "price"),
        ("bienThe", "variants"),
        ("ราคา", "price"),
        ("สกุลเงิน", "currency"),
        ("variantes", "variants"),
        # English keys and unknown words stay as they are
        ("unit_amount", "unit_amount"),
        ("monthlyPrice", "monthlyPrice"),
        ("buildId", "buildId"),
        ("ストレージ", "ストレージ"),
    ],
)
def test_a_key_in_the_sites_language_reads_as_the_english_one(key: str, english: str) -> None:
    assert structured.english_key(key) == english


def test_each_word_of_the_key_table_names_one_english_key() -> None:
    from monitor.extract import words

    meanings: dict[str, set[str]] = {}
    for table in words.DATA_KEYS.values():
        for english, spellings in table.items():
            for spelling in spellings:
                meanings.setdefault(spelling, set()).add(english)
    assert {word: found for word, found in meanings.items() if len(found) > 1} == {}


def test_a_key_the_object_also_has_in_english_is_not_overwritten() -> None:
    data = {"name": "Pro", "nombre": "Profesional", "price": 9}
    assert structured.in_english(data) == data


@pytest.mark.parametrize(
    ("plan", "expected"),
    [
        (
            {"nombre": "Básico", "precioMensual": 19, "precioAnual": 190, "moneda": "EUR"},
            [("Básico", "19", "EUR", "month", None), ("Básico", "190", "EUR", "year", None)],
        ),
        (
            {"nombre": "Básico", "precioMensual": 19, "moneda": "EUR", "disponible": False},
            [("Básico", "19", "EUR", "month", "OutOfStock")],
        ),
        (
            {
                "tarif": "Pro",
                "preis": 29,
                "waehrung": "EUR",
                "intervall": "jaehrlich",
                "lagernd": True,
            },
            [("Pro", "29", "EUR", "year", "InStock")],
        ),
        (
            {"bezeichnung": "Terminal", "preisInCent": 14900, "waehrung": "EUR"},
            [("Terminal", "149.00", "EUR", None, None)],
        ),
        (
            {"formule": "Essentiel", "prix": "9.90", "devise": "EUR", "periode": "mensuel"},
            [("Essentiel", "9.90", "EUR", "month", None)],
        ),
        (
            {"nome": "Base", "prezzo": "19,90 €", "periodo": "mensile"},
            [("Base", "19.90", "EUR", "month", None)],
        ),
        (
            {"nazwa": "Start", "cena": 49, "waluta": "PLN", "okres": "miesięcznie"},
            [("Start", "49", "PLN", "month", None)],
        ),
        (
            {"isim": "Temel", "fiyat": 99, "paraBirimi": "TRY", "donem": "aylik", "stokta": False},
            [("Temel", "99", "TRY", "month", "OutOfStock")],
        ),
        (
            {"nome": "Básico", "preco": "29.90", "moeda": "BRL", "periodo": "mensal"},
            [("Básico", "29.90", "BRL", "month", None)],
        ),
        (
            {"名前": "ライト", "価格": 980, "通貨": "JPY", "期間": "月額", "在庫": 0},
            [("ライト", "980", "JPY", "month", "OutOfStock")],
        ),
        (
            {"이름": "베이직", "가격": 9900, "통화": "KRW", "기간": "월"},
            [("베이직", "9900", "KRW", "month", None)],
        ),
        # a period-keyed price written as people read it, with its sign
        (
            {"tarif": "Team", "preisMonatlich": "29,90 €", "preisJaehrlich": "299,00 €"},
            [("Team", "29.90", "EUR", "month", None), ("Team", "299.00", "EUR", "year", None)],
        ),
        # the stock as the site's language words it
        (
            {"nombre": "Camiseta", "precio": 15, "moneda": "EUR", "disponibilidad": "agotado"},
            [("Camiseta", "15", "EUR", None, "SoldOut")],
        ),
        (
            {"bezeichnung": "Drucker", "preis": 89, "lieferstatus": "nicht lieferbar"},
            [("Drucker", "89", None, None, "OutOfStock")],
        ),
    ],
)
def test_plans_in_data_keyed_in_the_sites_language(
    plan: dict[str, Any], expected: list[tuple[str, str, str | None, str | None, str | None]]
) -> None:
    found = structured.from_embedded([{"planes": [plan]}])
    assert [
        (r.label, str(r.amount), r.currency, r.period, r.availability) for r in found
    ] == expected


# A page drawn in the browser from the plans its own script declares, under names of its own.
DECLARED = """<html lang="{lang}"><body><div id="root"></div><header><p>{shown}</p></header>
<script>var dataLayer = window.dataLayer || [];</script>
<script>{code}
render(document.getElementById('root'), PLANS);</script></body></html>"""


@pytest.mark.parametrize(
    ("lang", "code", "expected"),
    [
        (
            "en",
            "const PLANS = [{ name: 'Starter', monthly: 19, currency: 'USD' },"
            " { name: 'Pro', monthly: 49, currency: 'USD' },];",
            [("Starter", "19", "USD", "month"), ("Pro", "49", "USD", "month")],
        ),
        (
            "de",
            'let tarife = {"plans": [{"name": "Basis", "price": 9.9, "currency": "EUR",'
            ' "interval": "month"}]};',
            [("Basis", "9.9", "EUR", "month")],
        ),
        (
            "pl",
            "var cennik = [{nazwa: 'Mini', cena: 29, waluta: 'PLN', okres: 'miesiąc'}];",
            [("Mini", "29", "PLN", "month")],
        ),
        (  # handed to the code that draws them
            "en",
            "new Vue({el: '#app', data: {annual: false, plans: [{name: 'Basic', price: 9,"
            " currency: 'GBP', interval: 'month'}, {name: 'Team', price: 29, currency: 'GBP',"
            " interval: 'month'}]}});",
            [("Basic", "9", "GBP", "month"), ("Team", "29", "GBP", "month")],
        ),
        (
            "fr",
            "mount('#app', {offres: [{nom: 'Solo', prix: '12,00 €', periode: 'mois'}]});",
            [("Solo", "12.00", "EUR", "month")],
        ),
        (  # a component's object beside its methods, which a template renders
            "pt-PT",
            "Alpine.data('precos', () => ({ anual: false, planos: [{ nome: 'Essencial',"
            " preco: '9,90 €', periodo: 'mês' }], alternar() { this.anual = !this.anual },"
            " get rotulo() { return this.anual ? 'Anual' : 'Mensal' } }));",
            [("Essencial", "9.90", "EUR", "month")],
        ),
        (
            "cs",
            "function cenik() { return { plans: [{ name: 'Start', price: '290 Kč', period:"
            " 'měsíc' }], init() { this.$watch('rocne', v => v) } } }",
            [("Start", "290", "CZK", "month")],
        ),
    ],
)
def test_a_page_that_shows_no_price_is_read_from_the_plans_its_script_declares(
    lang: str, code: str, expected: list[tuple[str, str, str, str]]
) -> None:
    body = DECLARED.format(lang=lang, code=code, shown="").encode()
    found = extract(body, "text/html", Rules(extract="prices")).prices
    assert [(r.label, str(r.amount), r.currency, r.period) for r in found] == expected


def test_a_scripts_literals_beside_a_price_shown_are_not_read() -> None:
    code = "const PLANS = [{ name: 'Pro', monthly: 49, currency: 'USD' }];"
    body = DECLARED.format(lang="en", code=code, shown="Plans from $19/mo").encode()
    main = body.replace(b"<header>", b"<main>").replace(b"</header>", b"</main>")
    found = extract(main, "text/html", Rules(extract="prices")).prices
    assert [str(r.amount) for r in found] == ["19"]


# A toggle whose script writes the other side's prices in when clicked: the cards show the
# monthly ones, the script declares both.
TOGGLED = """<html lang="{lang}"><body><main><h1>{title}</h1>
<div class="plan"><h3>Hobby</h3><p><span id="hobby">{hobby}</span>{unit}</p></div>
<div class="plan"><h3>Pro</h3><p><span id="pro">{pro}</span>{unit}</p></div>
</main><script>{code}
document.querySelector('#toggle').onclick = () => render(PRICES);</script></body></html>"""


@pytest.mark.parametrize(
    ("page", "code", "expected"),
    [
        (  # a table by period, of bare numbers
            {"hobby": "$12", "pro": "$29", "unit": "/month", "title": "Monthly or yearly"},
            "const PRICES = {monthly: {hobby: 12, pro: 29}, yearly: {hobby: 115, pro: 278}};",
            [("Hobby", "115", "$", "year"), ("Pro", "278", "$", "year")],
        ),
        (  # the same, written with the currency, in another language
            {"hobby": "12 €", "pro": "29 €", "unit": " / Monat", "title": "Jährlich sparen"},
            "var preise = {monatlich: {Hobby: '12 €', Pro: '29 €'},"
            " jaehrlich: {Hobby: '115 €', Pro: '278 €'}};",
            [("Hobby", "115", "EUR", "year"), ("Pro", "278", "EUR", "year")],
        ),
        (  # a list of plans, each with its amounts by period
            {"hobby": "$12", "pro": "$29", "unit": "/mo", "title": "Annual billing"},
            "let PRICES = [{name: 'Hobby', monthly: 12, yearly: 115},"
            " {name: 'Pro', monthly: 29, yearly: 278}];",
            [("Hobby", "115", "$", "year"), ("Pro", "278", "$", "year")],
        ),
        (  # the script's amounts are not the shown ones: another table (a calculator's)
            {"hobby": "$12", "pro": "$29", "unit": "/mo", "title": "Annual billing"},
            "const PRICES = {monthly: {hobby: 10, pro: 25}, yearly: {hobby: 100, pro: 250}};",
            [],
        ),
        (  # of two plans shown, one said again is not enough
            {"hobby": "$12", "pro": "$29", "unit": "/mo", "title": "Annual billing"},
            "const PRICES = {monthly: {hobby: 12, team: 49}, yearly: {hobby: 115, team: 470}};",
            [],
        ),
        (  # counts by period are no prices
            {"hobby": "$12", "pro": "$29", "unit": "/mo", "title": "Annual billing"},
            "const LIMITS = {monthly: {hobby: 3, pro: 10}, yearly: {hobby: 36, pro: 120}};",
            [],
        ),
    ],
)
def test_a_toggles_other_prices_its_script_declares_beside_the_shown_ones_are_records(
    page: dict[str, str], code: str, expected: list[tuple[str, str, str, str]]
) -> None:
    body = TOGGLED.format(lang="en", code=code, **page).encode()
    found = extract(body, "text/html", Rules(extract="prices")).prices
    shown = {(r.label, str(r.amount)) for r in found[:2]}
    assert shown == {("Hobby", page["hobby"].strip("$ €")), ("Pro", page["pro"].strip("$ €"))}
    assert [(r.label, str(r.amount), r.currency, r.period) for r in found[2:]] == expected


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (
            {"prices": {"monthly": {"pro": 29}, "yearly": {"pro": 278}}},
            [("pro", 29, "month"), ("pro", 278, "year")],
        ),
        (
            [{"month": {"a": 1}, "year": {"a": Decimal("9.5")}}],
            [("a", 1, "month"), ("a", 9.5, "year")],
        ),
        ({"monthly": {"pro": 29}}, []),  # one period: no table
        ({"monthly": {"pro": "29"}, "yearly": {"pro": 278}}, []),  # a string: no bare table
        ({"monthly": {"pro": True}, "yearly": {"pro": False}}, []),  # flags
        ({"small": {"pro": 29}, "large": {"pro": 278}}, []),  # keys that name no period
    ],
)
def test_tables_of_bare_amounts_by_period(data: Any, expected: list[Any]) -> None:
    found = structured.counted_by_period([data])
    assert [(r.label, r.amount, r.period) for r in found] == [
        (label, Decimal(str(amount)), period) for label, amount, period in expected
    ]


def test_a_toggles_table_of_bare_amounts_in_an_attribute_beside_the_shown_prices_is_read() -> None:
    table = json.dumps(
        {"monthly": {"hobby": 12, "pro": 29}, "annually": {"hobby": 115, "pro": 278}}
    )
    page = TOGGLED.format(lang="en", code="", hobby="$12", pro="$29", unit="/month", title="Plans")
    body = page.replace("<main>", f"<main data-pricing='{table}'>").encode()
    found = extract(body, "text/html", Rules(extract="prices")).prices
    assert [(r.label, str(r.amount), r.period) for r in found[2:]] == [
        ("Hobby", "115", "year"),
        ("Pro", "278", "year"),
    ]


@pytest.mark.parametrize(
    ("stated", "state"),
    [
        # A shop's codes, as its variant data writes them: the same table as an option's.
        ("low_stock", "LimitedAvailability"),
        ("LOW-STOCK", "LimitedAvailability"),
        ("few_left", "LimitedAvailability"),
        ("on_backorder", "BackOrder"),
        ("pre-order", "PreOrder"),
        ("sold_out", "SoldOut"),
        ("in_stock", "InStock"),
        ("https://schema.org/LimitedAvailability", "LimitedAvailability"),
        ("残りわずか", "LimitedAvailability"),
        # Neither a code nor a phrase: kept as the data words it.
        ("blue", "blue"),
    ],
)
def test_a_variants_stock_code_is_named_as_schema_org_names_it(stated: str, state: str) -> None:
    assert structured.availability_of({"inventory_status": stated}) == state


@pytest.mark.parametrize(
    ("data", "state"),
    [
        # An object of stock that says the state by a flag alone, whichever flag its shop
        # names it by (Shoper's under "availability", beside the state's words).
        ({"availability": {"can_buy": False, "name": "Wyprzedane"}}, "OutOfStock"),
        ({"availability": {"can_buy": True, "name": "Dostępny"}}, "InStock"),
        ({"stock": {"is_in_stock": False, "qty": 0}}, "OutOfStock"),
        ({"inventory": {"in_stock": True}}, "InStock"),
        ({"can_buy": False}, "OutOfStock"),
        # A PHP shop system's flag as a letter (Cafe24's "is_selling": "F").
        ({"is_selling": "F", "stock_number": 3}, "OutOfStock"),
        ({"is_selling": "T"}, "InStock"),
        ({"can_buy": "N"}, "OutOfStock"),
        ({"stock_number": 0}, "OutOfStock"),
        ({"is_selling": "maybe"}, None),
        ({"stock": {"available": False, "on_stock": False, "level": 0}}, "OutOfStock"),
        # No flag, or a flag that is no boolean: nothing said.
        ({"availability": {"name": "Wyprzedane"}}, None),
        ({"availability": {"delivery_days": 2}}, None),
        ({"stock": {"available": "yes"}}, None),
    ],
)
def test_an_object_of_stocks_flag_is_its_state(data: dict[str, Any], state: str | None) -> None:
    assert structured.availability_of(data) == state


# A pricing page whose markup draws some of its plans (the rest a skeleton a client script
# fills in) and whose framework state lists them all.
PARTLY_SHOWN = """<html lang="{lang}"><body><main><div class="grid"><article><h3>Hobby</h3>
<p>{shown}</p></article><article class="skeleton" aria-busy="true"></article></div>{state}
</main></body></html>"""


def listed(team: int, hobby: int = 0, key: str = "price") -> list[dict[str, Any]]:
    return [{"name": "Hobby", key: hobby}, {"name": "Pro", key: 29}, {"name": "Team", key: team}]


def qwik_state(team: int) -> str:
    # Qwik's objs: every value once, an object's members base-36 ids into the list.
    objs = ["\u0002_#s_q", "Hobby", 0, "Pro", 29, "Team", team, "USD"]
    objs += [{"name": "1", "price": "2"}, {"name": "3", "price": "4"}, {"name": "5", "price": "6"}]
    objs += [["8", "9", "a"], {"plans": "b", "currency": "7"}]
    return f'<script type="qwik/json">{json.dumps({"refs": {}, "objs": objs})}</script>'


def initial_state(team: int) -> str:
    state = {"shop": {"currency": "EUR", "plans": listed(team)}, "csrf": "f81d4fae"}
    return f"<script>window.__INITIAL_STATE__={json.dumps(state)}</script>"


def stimulus_value(team: int) -> str:
    return f"<div {in_attribute('data-pricing-plans-value', listed(team, key='amount'))}></div>"


def next_data(team: int) -> str:
    props = {"props": {"pageProps": {"tiers": listed(team, key="monthlyPrice")}}}
    return f'<script id="__NEXT_DATA__" type="application/json">{json.dumps(props)}</script>'


def json_api(team: int) -> str:
    # JSON:API as Ember Data keeps it: each resource's attributes, keys dasherized.
    cents = {"Hobby": 0, "Pro": 2900, "Team": team * 100}
    data = [
        {"type": "plan", "id": str(n), "attributes": {"name": name, "price-cents": amount}}
        for n, (name, amount) in enumerate(cents.items())
    ]
    return f'<script type="fastboot/shoebox">{json.dumps({"data": data})}</script>'


def alpine_factory(team: int) -> str:
    # x-data="pricing()" and the function that returns the component's state.
    plans = json.dumps(listed(team))
    script = f"function pricing() {{ return {{ annual: false, plans: {plans} }} }}"
    return f'<div x-data="pricing()"></div><script>{script}</script>'


def elm_flags(team: int) -> str:
    flags = json.dumps({"plans": listed(team)})
    return (
        f"<script>Elm.Main.init({{ node: document.getElementById('p'), flags: {flags} }})</script>"
    )


@pytest.mark.parametrize(
    ("holder", "shown", "lang"),
    [
        (qwik_state, "$0 / month", "en"),
        (initial_state, "0 € / mois", "fr"),
        (stimulus_value, "US$0 al mes", "es"),
        (next_data, "$0/mo", "en"),
        (json_api, "$0 per month", "en"),
        (alpine_factory, "0 zł / miesiąc", "pl"),
        (elm_flags, "$0 a month", "en"),
    ],
    ids=["qwik", "initial-state", "stimulus", "next-data", "json-api", "alpine", "elm"],
)
def test_the_plans_a_state_lists_beside_one_the_page_shows_are_read(
    holder: Any, shown: str, lang: str
) -> None:
    def snapshot(team: int) -> Any:
        body = PARTLY_SHOWN.format(lang=lang, shown=shown, state=holder(team))
        return extract(body.encode(), "text/html", Rules(extract="prices"))

    found = snapshot(79)
    assert {"Pro", "Team"} <= {r.label for r in found.prices}
    assert snapshot(99).digest != found.digest


def test_a_plan_without_a_price_in_a_listed_state_is_read() -> None:
    def snapshot(team: int | None) -> Any:
        plans = [{"name": "Hobby", "price": 0}, {"name": "Pro", "price": 29}]
        state = {"plans": [*plans, {"name": "Enterprise", "price": team}]}
        script = f"<script>window.__INITIAL_STATE__={json.dumps(state)}</script>"
        body = PARTLY_SHOWN.format(lang="en", shown="$0 / month", state=script)
        return extract(body.encode(), "text/html", Rules(extract="prices"))

    assert ("Enterprise", None) in {(r.label, r.amount) for r in snapshot(None).prices}
    assert snapshot(None).digest != snapshot(499).digest


@pytest.mark.parametrize(
    "state",
    [
        # A cart's items, none of them a plan the page shows at its price.
        {"cart": {"items": [{"name": "Sticker pack", "price": 5}, {"name": "Mug", "price": 12}]}},
        # The page's plan by name, at another price: no sign the list is the page's offer.
        {"archive": [{"name": "Hobby", "price": 9}, {"name": "Legacy", "price": 12}]},
        # One named object is no list of plans.
        {"plans": [{"name": "Hobby", "price": 0}], "addon": {"name": "Extra seat", "price": 12}},
    ],
    ids=["cart", "shown-name-other-amount", "one-item"],
)
def test_a_states_list_the_page_shows_none_of_adds_nothing(state: dict[str, Any]) -> None:
    def snapshot(extra: int) -> Any:
        data = json.loads(json.dumps(state).replace("12", str(extra)))
        script = f"<script>window.__INITIAL_STATE__={json.dumps(data)}</script>"
        body = PARTLY_SHOWN.format(lang="en", shown="$0 / month", state=script)
        return extract(body.encode(), "text/html", Rules(extract="prices"))

    assert snapshot(12).digest == snapshot(14).digest


def test_a_products_also_viewed_list_that_holds_it_adds_nothing() -> None:
    # A product page's state lists other products beside this one, at its price: a
    # product is billed by no period, so the list is no list of plans.
    def snapshot(others: list[tuple[str, int]]) -> Any:
        listed = [{"name": "Trail Runner 2", "price": 129.0}]
        listed += [{"name": name, "price": price} for name, price in others]
        state = {"product": {"name": "Trail Runner 2", "price": 129.0}, "alsoViewed": listed}
        body = (
            "<html lang=en><body><div><h2>Trail Runner 2</h2><p>€129.00</p></div>"
            f"<script>window.__INITIAL_STATE__={json.dumps(state)}</script></body></html>"
        )
        return extract(body.encode(), "text/html", Rules(extract="prices"))

    one = snapshot([("Road Racer", 99), ("Hiking Boot X", 149)])
    assert one.digest == snapshot([("City Sneaker", 79), ("Sandal Pro", 49)]).digest
    assert [record.label for record in one.prices] == ["Trail Runner 2"]


def test_a_literal_a_script_returns_beside_no_price_shown_stays_unread() -> None:
    # Code's literals are read beside prices shown only through a list the page shows.
    def snapshot(extra: int) -> Any:
        script = f"<script>function cart() {{ return {{ total: {extra}, items: [] }} }}</script>"
        body = PARTLY_SHOWN.format(lang="en", shown="$0 / month", state=script)
        return extract(body.encode(), "text/html", Rules(extract="prices"))

    assert snapshot(12).digest == snapshot(14).digest


@pytest.mark.parametrize(
    ("documents", "expected"),
    [
        # The currency an object around the list states is its items'.
        (
            [{"currency": "GBP", "plans": [{"name": "A", "price": 1}, {"name": "B", "price": 2}]}],
            [[("A", "1", "GBP"), ("B", "2", "GBP")]],
        ),
        # A listed object's own lists are read with it, no group of their own.
        (
            [
                [
                    {"name": "Mug", "price": 9, "sizes": [{"name": "L"}, {"name": "XL"}]},
                    {"name": "Cup"},
                ]
            ],
            [[("Mug", "9", None)]],
        ),
        # A GraphQL connection's edges, each naming its node.
        (
            [
                {
                    "edges": [
                        {"node": {"title": "A", "price": 1}},
                        {"node": {"title": "B", "price": 2}},
                    ]
                }
            ],
            [[("A", "1", None), ("B", "2", None)]],
        ),
        # A list of one named object, or of values that are no objects, is none.
        ([{"plans": [{"name": "A", "price": 1}], "ids": [1, 2, 3]}], []),
    ],
    ids=["currency-around", "options-inside", "graphql-edges", "no-list"],
)
def test_the_records_of_each_list_of_named_objects(
    documents: list[Any], expected: list[list[tuple[str, str, str | None]]]
) -> None:
    groups = structured.listed_records(documents)
    assert [[(r.label, str(r.amount), r.currency) for r in group] for group in groups] == expected


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        ("price-cents", "priceCents"),
        ("billing-period", "billingPeriod"),
        ("unit-amount", "unitAmount"),
        # Not dasherized: as it is.
        ("price", "price"),
        ("data_id", "data_id"),
        ("x", "x"),
    ],
)
def test_a_dasherized_key_is_read_in_camel_case(key: str, expected: str) -> None:
    assert structured.english_key(key) == expected


def _store_page(variants: list[dict[str, Any]]) -> bytes:
    """A creator store's product page whose markup the client draws from Inertia's props."""
    props = {"product": {"name": "Kasboek Pro", "currency": "EUR", "variants": variants}}
    state = in_attribute("data-page", {"component": "Storefront/Product", "props": props})
    return f"<html><body><div id=app {state}></div></body></html>".encode()


@pytest.mark.parametrize(
    ("variant", "expected"),
    [
        # The number in cents beside the price written for people (a Lemon Squeezy store).
        ({"name": "Personal", "price": 2900, "price_formatted": "€29"}, ("29.00", None)),
        ({"name": "Personal", "price": 2999, "formattedPrice": "€29.99"}, ("29.99", None)),
        # A subscription variant's own interval is its period.
        (
            {"name": "Updates", "price": 900, "price_formatted": "€9", "interval": "month"},
            ("9.00", "month"),
        ),
        # The number written as it is stays: whole units.
        ({"name": "Personal", "price": 29, "price_formatted": "€29"}, ("29", None)),
        ({"name": "Personal", "price": 29}, ("29", None)),
    ],
)
def test_a_variants_formatted_price_tells_its_unit(
    variant: dict[str, Any], expected: tuple[str, str | None]
) -> None:
    other = {"name": "Commercial", "price": 7900, "price_formatted": "€79"}
    found = extract(_store_page([variant, other]), "text/html", Rules(extract="prices"))
    [record] = [r for r in found.prices if variant["name"] in r.label]
    assert (str(record.amount), record.period) == expected


@pytest.mark.parametrize(
    ("tally", "goal"),
    [
        ("pledged", "goal"),
        ("usdPledged", "goalAmount"),
        ("amount_raised", "funding_goal"),
        ("totalFunded", "goal"),
    ],
)
def test_a_campaigns_tally_and_goal_in_the_state_are_no_prices(tally: str, goal: str) -> None:
    # A campaign page drawn on the client: its rewards are only in the state, beside what
    # has been pledged so far and the goal, as price objects of the project's.
    def money_(amount: str) -> dict[str, str]:
        return {"amount": amount, "currency": "USD"}

    rewards = [
        {"name": "Early bird", "minimum": money_("29.0")},
        {"name": "Keeper", "minimum": money_("59.0")},
    ]
    project = {"name": "Lanternfall", tally: money_("187462.0"), goal: money_("30000.0")}
    data = {"props": {"pageProps": {"project": {**project, "rewards": rewards}}}}
    body = (
        '<html lang="en"><body><main><h1>Lanternfall</h1><div id="rewards">Loading</div></main>'
        f'<script id="__NEXT_DATA__" type="application/json">{json.dumps(data)}</script>'
        "</body></html>"
    ).encode()
    found = extract(body, "text/html", Rules(extract="prices"))
    assert [(r.label, str(r.amount)) for r in found.prices] == [
        ("Early bird", "29.0"),
        ("Keeper", "59.0"),
    ]


@pytest.mark.parametrize(
    ("lang", "keys", "shown"),
    [
        ("pt-BR", ("nome", "mensal", "anual"), "R$ 49/mês"),
        ("nl", ("naam", "maandelijks", "jaarlijks"), "€ 49 per maand"),
        ("it", ("nome", "mensile", "annuale"), "€ 49 al mese"),
    ],
)
def test_a_components_state_in_an_attribute_is_read_by_the_sites_own_keys(
    lang: str, keys: tuple[str, str, str], shown: str
) -> None:
    name, monthly, yearly = keys
    data = {"data": {"planos": [[{name: "Essencial", monthly: 49, yearly: 490}, {"s": "arr"}]]}}
    page = (
        f'<html lang="{lang}"><body><div wire:snapshot="{html.escape(json.dumps(data))}">'
        f"<h3>Essencial</h3><p>{shown}</p></div></body></html>"
    )
    snapshot = extract(page.encode(), "text/html; charset=utf-8", Rules(extract="prices"))
    assert Decimal(490) in {record.amount for record in snapshot.prices}
