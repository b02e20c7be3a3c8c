"""A saving's badge on a plan's card ("Save 20%", "-20%", "20% off") marks its yearly
billing: it names no plan, so a card wearing one is named as one without it, and the badge
coming or going changes no price."""

import pytest

from monitor.extract import Rules, extract, phrases


@pytest.mark.parametrize(
    ("line", "mark"),
    [
        ("Save 20%", True),
        ("save 20 %", True),
        ("-20%", True),
        ("\u221215 %", True),
        ("20% off", True),
        ("Ahorra 15%", True),
        ("Économisez 10%", True),
        ("Bespaar 25%", True),
        ("Spare 20%", True),
        ("Spara 20%", True),
        ("Säästä 15%", True),
        ("Ušetříte 10 %", True),
        ("Pro", False),
        ("Team 20", False),
        ("Save on every seat", False),
        ("Save 20% with yearly billing", False),
    ],
)
def test_a_saving_in_percent_is_a_mark(line: str, mark: bool) -> None:
    assert phrases.saving_mark(line) is mark


def card(name: str, price: str, badge: str = "") -> str:
    mark = f"<div class='badge'><p>{badge}</p></div>" if badge else ""
    return (
        f"<div class='card'><div><p>{name}</p></div>{mark}<div><p>For growing teams.</p></div>"
        f"<div><p>{price}</p></div><div><p>per seat/month</p></div>"
        "<div><p>Unlimited boards</p></div><div><p>Email support</p></div></div>"
    )


def grid(badge: str) -> str:
    cards = (
        card("Hobby", "Free")
        + card("Pro", "$12", badge)
        + card("Team", "$29", badge)
        + card("Enterprise", "Custom")
    )
    return f"<html lang='en'><body><main><h2>Plans</h2>{cards}</main></body></html>"


def prices(html: str) -> list[str]:
    snapshot = extract(html.encode(), "text/html; charset=utf-8", Rules(extract="prices"))
    return [f"{record.label}: {record.amount}" for record in snapshot.prices]


@pytest.mark.parametrize("badge", ["Save 20%", "-20%", "20% off", "Save 25%"])
def test_a_badge_names_no_card_and_hides_no_unpriced_one(badge: str) -> None:
    assert (
        prices(grid(badge))
        == prices(grid(""))
        == [
            "Hobby: 0",
            "Pro: 12",
            "Team: 29",
            "Enterprise: None",
        ]
    )
