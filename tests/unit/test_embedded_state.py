"""A framework's state beside what the server rendered: the prices of the toggle's other state
(the annual ones only the state holds) are records too; those the page shows are not repeated."""

import json
from typing import Any

from monitor.extract import Rules, extract

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
    return extract(body, "text/html", Rules("prices", "main"))


def test_a_price_only_the_state_holds_is_a_record() -> None:
    found = snapshot(state(490))
    assert [(r.label, str(r.amount), r.period) for r in found.prices] == [
        ("Team", "49", "month"), ("Pro", "99", "month"), ("Team", "490", "year")
    ]  # fmt: skip
    assert snapshot(state(450)).digest != found.digest


def test_a_price_the_page_shows_is_not_repeated_from_the_state() -> None:
    assert len(snapshot(state(490)).prices) == 3
