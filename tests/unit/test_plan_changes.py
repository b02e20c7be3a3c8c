"""The changelog of two snapshots of plans: plan by plan, one line per change."""

from decimal import Decimal

import pytest

from monitor.extract import Plan, PriceRecord, Snapshot
from monitor.extract.compare import changes, plan_changes


def plan(name: str, amount: str | None, *lines: str) -> Plan:
    price = PriceRecord(
        label=name, amount=None if amount is None else Decimal(amount), currency="$", period="month"
    )
    return Plan(
        name, (price,) if amount is not None else (PriceRecord(label=name, amount=None),), lines
    )


BEFORE = (
    plan("Free", "0", "Up to 4 seats", "✓ Community support"),
    plan("Pro", "12", "25 GB storage", "✗ Priority support"),
    plan("Scale", "49", "Unlimited projects", "✓ Audit log"),
    plan("Starter", "5", "1 project"),
)


@pytest.mark.parametrize(
    ("after", "lines"),
    [
        (BEFORE, []),
        (tuple(reversed(BEFORE)), []),  # the same plans, in another order
        (
            (plan("Free", "0", "Up to 2 seats", "✓ Community support"), *BEFORE[1:]),
            ["Free: Up to 4 seats → Up to 2 seats"],
        ),
        (
            (BEFORE[0], plan("Pro", "12", "50 GB storage", "✗ Priority support"), *BEFORE[2:]),
            ["Pro: 25 GB storage → 50 GB storage"],
        ),
        (
            (
                *BEFORE[:2],
                plan("Scale", "49", "Unlimited projects", "✓ Audit log", "✓ SAML SSO"),
                BEFORE[3],
            ),
            ["Scale: + ✓ SAML SSO"],
        ),
        (
            (BEFORE[0], plan("Pro", "12", "25 GB storage", "✓ Priority support"), *BEFORE[2:]),
            ["Pro: ✗ Priority support → ✓ Priority support"],
        ),
        (
            (*BEFORE[:2], plan("Scale", "49", "Unlimited projects"), BEFORE[3]),
            ["Scale: - ✓ Audit log"],
        ),
        (
            (BEFORE[0], plan("Pro", "15", "25 GB storage", "✗ Priority support"), *BEFORE[2:]),
            ["Pro: $12.00/mo → $15.00/mo"],
        ),
        ((*BEFORE, plan("Enterprise", None, "✓ SSO")), ["+ Enterprise: contact sales"]),
        (BEFORE[:3], ["- Starter"]),
    ],
    ids=[
        "same",
        "reordered",
        "limit",
        "unit-limit",
        "feature-added",
        "mark-flipped",
        "feature-removed",
        "price",
        "plan-added",
        "plan-removed",
    ],
)
def test_plan_changes_read_like_a_changelog(after: tuple[Plan, ...], lines: list[str]) -> None:
    assert plan_changes(BEFORE, after) == lines


def test_two_lines_about_one_thing_each_side_are_not_paired() -> None:
    before = (plan("Pro", "12", "10 GB storage", "5 GB storage"),)
    after = (plan("Pro", "12", "20 GB storage", "6 GB storage"),)
    assert plan_changes(before, after) == [
        "Pro: - 10 GB storage",
        "Pro: - 5 GB storage",
        "Pro: + 20 GB storage",
        "Pro: + 6 GB storage",
    ]


def test_monitor_diff_of_plans_adds_the_prices_outside_them() -> None:
    addon = PriceRecord(label="Extra seat", amount=Decimal(5), currency="$", period="month")
    before = Snapshot(mode="plans", text="", prices=(*BEFORE[0].prices, addon), plans=BEFORE[:1])
    after_addon = PriceRecord(label="Extra seat", amount=Decimal(6), currency="$", period="month")
    after = Snapshot(
        mode="plans", text="", prices=(*BEFORE[0].prices, after_addon), plans=BEFORE[:1]
    )
    assert changes(before, after) == ["Extra seat: $5.00/mo → $6.00/mo"]


def test_a_fallback_compares_prices_and_the_lines_with_a_number() -> None:
    before = Snapshot(mode="plans", text="Ships in 2 days", prices=(), fallback=True)
    after = Snapshot(mode="plans", text="Ships in 3 days", prices=(), fallback=True)
    assert changes(before, after)[-2:] == ["-Ships in 2 days", "+Ships in 3 days"]


def test_a_sentence_offering_a_plan_on_request_is_compared_beside_the_plans() -> None:
    before = Snapshot(mode="plans", text="", prices=BEFORE[0].prices, plans=BEFORE[:1])
    offer = "Need more? Our Scale plan adds audit logs: contact sales."
    after = Snapshot(mode="plans", text=offer, prices=BEFORE[0].prices, plans=BEFORE[:1])
    assert changes(before, after)[-1] == f"+{offer}"
