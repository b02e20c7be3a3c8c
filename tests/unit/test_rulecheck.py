"""The rules on a sequence of results, as the commit runs them: each result is evaluated
against the snapshot the state confirmed, and the state carried on (``run``)."""

from decimal import Decimal
from typing import Any

import pytest

from monitor.changes.rules import (
    RuleState,
    Verdict,
    evaluate,
    mixed_currencies,
    price_moves,
    unmatched_globs,
)
from monitor.config.alert_rules import Alerting, AlertRule
from monitor.extract import Plan, PriceRecord, Snapshot, extract
from monitor.extract import Rules as ExtractRules


def prices(*records: tuple[str, str | None] | PriceRecord) -> Snapshot:
    """A price table of (plan, amount) in USD a month, or of records as they are."""
    table = tuple(
        r
        if isinstance(r, PriceRecord)
        else PriceRecord(
            label=r[0],
            amount=None if r[1] is None else Decimal(r[1]),
            currency="USD",
            period="month",
        )
        for r in records
    )
    return Snapshot(mode="prices", text="", prices=table)


def stocked(availability: str) -> Snapshot:
    """Pro at 1 USD, in that stock state."""
    record = PriceRecord(
        label="Pro", amount=Decimal(1), currency="USD", period=None, availability=availability
    )
    return prices(record)


def rules(*when: Any, confirm: int = 1, on_first_check: bool = True) -> Alerting:
    parsed = tuple(AlertRule.model_validate(rule) for rule in when)
    return Alerting(when=parsed, confirm=confirm, on_first_check=on_first_check)


def run(alerting: Alerting, *results: Snapshot) -> list[list[str]]:
    """What each result fired, as ``rule plan old→new``, the state carried from one to the
    next as the store carries it (rows written, read back)."""
    state, by_hash, fired = RuleState(), {}, []
    for n, current in enumerate(results):
        by_hash[current.digest] = current
        previous = by_hash.get(state.confirmed or "")
        verdict = evaluate(alerting, previous, current, current.digest, f"t:{n}", state)
        fired.append([_shown(verdict, f) for f in verdict.fired])
        state = RuleState.from_rows(verdict.state.rows())
    return fired


def _shown(verdict: Verdict, fired: Any) -> str:
    old = "" if fired.old is None else str(fired.old.amount)
    new = "" if fired.new is None else str(fired.new.amount)
    seen = f" (first seen {verdict.first_seen})" if verdict.first_seen else ""
    return f"{fired.rule} {fired.plan or ''} {old}→{new}{seen}".replace("  ", " ")


A, B = prices(("Pro", "20.00")), prices(("Pro", "18.00"))


@pytest.mark.parametrize(
    ("alerting", "results", "expected"),
    [
        # a drop of at least 10%: 20 → 18 is exactly 10%; 18 → 17 is 5.5%
        (
            rules({"price_drop": "10%"}),
            (A, B, prices(("Pro", "17.00"))),
            [[], ["price_drop: 10% Pro 20.00→18.00"], []],
        ),
        # any rise; a fall raises nothing
        (rules({"price_rise": "any"}), (B, A, B), [[], ["price_rise: any Pro 18.00→20.00"], []]),
        # a drop by an amount: 2.00 is enough, 1.00 is not
        (
            rules({"price_drop": "2.00"}),
            (A, B, prices(("Pro", "17.00"))),
            [[], ["price_drop: 2.00 Pro 20.00→18.00"], []],
        ),
        # below: holds on the first check → once; holds again → nothing; stops, crosses → again
        (
            rules({"below": {"plan": "Pro*", "amount": 19}}),
            (B, prices(("Pro", "18.50")), A, B),
            [["below: Pro* 19 Pro →18.00"], [], [], ["below: Pro* 19 Pro →18.00"]],
        ),
        # ... and not on the first check when it should not
        (
            rules({"below": {"amount": 19}}, on_first_check=False),
            (B, A, B),
            [[], [], ["below: * 19 Pro →18.00"]],
        ),
        # above, in one currency only: a price in EUR is not above a USD line
        (
            rules({"above": {"amount": 100, "currency": "USD"}}),
            (
                A,
                prices(
                    PriceRecord(label="Pro", amount=Decimal(150), currency="EUR", period="month")
                ),
                prices(("Pro", "150")),
            ),
            [
                [],
                ["currency_changed Pro 20.00→150"],
                ["above: * 100 USD Pro →150", "currency_changed Pro 150→150"],
            ],
        ),
        # a currency or period change is its own event, never a 100% rise
        (
            rules({"price_rise": "any"}),
            (
                A,
                prices(
                    PriceRecord(label="Pro", amount=Decimal(200), currency="USD", period="year")
                ),
            ),
            [[], ["period_changed Pro 20.00→200"]],
        ),
        # plans added and removed; the first result adds nothing
        (
            rules("plan_added", "plan_removed"),
            (A, prices(("Pro", "20.00"), ("Team", "49")), A),
            [[], ["plan_added Team →49"], ["plan_removed Team 49→"]],
        ),
        # a record moved into a stock state; on the first check, shown in it
        (
            rules({"availability": ["InStock"]}),
            (
                stocked("OutOfStock"),
                stocked("InStock"),
            ),
            [[], ["availability: InStock Pro 1→1"]],
        ),
        (
            rules({"availability": ["InStock"]}),
            (stocked("InStock"),),
            [["availability: InStock Pro →1"]],
        ),
        # contact sales to a price is no move
        (rules({"price_rise": "any"}), (prices(("Pro", None)), A), [[], []]),
        # without rules but confirm: any change, once confirmed
        (rules(confirm=2), (A, A, B, B), [[], [], [], ["changed → (first seen t:2)"]]),
    ],
)
def test_rules_fire_on_what_changed(
    alerting: Alerting, results: tuple[Snapshot, ...], expected: list[list[str]]
) -> None:
    assert run(alerting, *results) == expected


DROP = rules({"price_drop": "any"}, confirm=2)


@pytest.mark.parametrize(
    ("results", "expected"),
    [
        # seen on two slots: alerts on the second, naming the first
        ((A, A, B, B, B), [[], [], [], ["price_drop: any Pro 20.00→18.00 (first seen t:2)"], []]),
        # a flicker: B once, then A again, raises nothing either way
        ((A, A, B, A, A), [[], [], [], [], []]),
        # B, then C: C is compared with the confirmed A once it is seen twice
        (
            (A, A, B, prices(("Pro", "15.00")), prices(("Pro", "15.00"))),
            [[], [], [], [], ["price_drop: any Pro 20.00→15.00 (first seen t:3)"]],
        ),
    ],
)
def test_confirm_holds_a_change_until_seen_on_consecutive_slots(
    results: tuple[Snapshot, ...], expected: list[list[str]]
) -> None:
    assert run(DROP, *results) == expected


def page(price: str) -> Snapshot:
    """The snapshot of a page that writes Pro at ``price`` a month, as extraction makes it."""
    body = f"<table><tr><td>Pro</td><td>{price}/mo</td></tr></table>"
    return extract(body.encode(), "text/html", ExtractRules(extract="prices"))


@pytest.mark.parametrize(
    ("price", "currency", "fires"),
    [
        ("$19", "USD", True),  # "$" stands for US dollars among others
        ("$19", "CAD", True),  # and for Canadian ones: the page does not say which
        ("$19", "EUR", False),  # never for euros
        ("$20", "USD", False),  # not below 20
        ("US$19", "USD", True),
        ("C$19", "USD", False),  # a sign that names its currency is that currency only
        ("€19", "EUR", True),
        ("€19", "USD", False),
        ("¥1900", "JPY", True),
        ("¥19", "USD", False),
    ],
)
def test_a_threshold_in_a_currency_matches_a_sign_that_can_stand_for_it(
    price: str, currency: str, fires: bool
) -> None:
    below = rules({"below": {"amount": 2000 if currency == "JPY" else 20, "currency": currency}})
    assert bool(run(below, page(price))[0]) is fires


def test_a_rule_added_later_never_alerts_about_a_change_from_before_it() -> None:
    """The state is empty: nothing was judged yet, so nothing is compared."""
    verdict = evaluate(rules({"price_drop": "any"}), None, B, B.digest, "t:9", RuleState())
    assert verdict.fired == ()
    assert verdict.state.confirmed == B.digest


def test_limits_name_the_plans_whose_lines_changed() -> None:
    def plans(storage: str) -> Snapshot:
        pro = Plan("Pro", (), (f"{storage} storage",))
        return Snapshot(mode="plans", text="", prices=(), plans=(pro, Plan("Team", (), ("SSO",))))

    assert run(rules("limits"), plans("25 GB"), plans("50 GB")) == [[], ["limits Pro →"]]


def test_a_thousand_records_are_judged_in_bounded_time() -> None:
    many = prices(*((f"Plan {n}", f"{n}.00") for n in range(1000)))
    moved = prices(*((f"Plan {n}", f"{n + 1}.00") for n in range(1000)))
    fired = run(rules({"price_rise": "any"}, {"above": {"amount": 500}}), many, moved)
    assert len(fired[1]) == 1000  # every rise; the threshold held already
    assert len(fired[0]) == 499  # above 500 on the first check: 501.00 to 999.00


def test_price_moves_in_one_currency_and_period() -> None:
    before = prices(
        ("Pro", "20.00"),
        ("Team", "0"),
        PriceRecord(label="Max", amount=Decimal(5), currency="EUR", period=None),
    )
    after = prices(
        ("Pro", "18.00"),
        ("Team", "5"),
        PriceRecord(label="Max", amount=Decimal(6), currency="USD", period=None),
    )
    assert price_moves(before, after) == [
        {
            "plan": "Pro",
            "currency": "USD",
            "period": "month",
            "old": "20.00",
            "new": "18.00",
            "change": "-2.00",
            "relative_percent": "-10.00",
        },
        {
            "plan": "Team",
            "currency": "USD",
            "period": "month",
            "old": "0",
            "new": "5",
            "change": "5",
            "relative_percent": None,
        },
    ]


def test_a_threshold_glob_matching_no_plan_of_the_latest_result_is_named() -> None:
    alerting = rules(
        {"below": {"plan": "Basic*", "amount": 5}},
        {"above": {"plan": "pro", "amount": 5}},
        {"below": {"amount": 1}},
        "plan_added",
    )
    assert unmatched_globs(alerting, A) == ["below: Basic* 5"]


def priced(label: str, amount: str | None, currency: str | None) -> PriceRecord:
    amount_ = None if amount is None else Decimal(amount)
    return PriceRecord(label=label, amount=amount_, currency=currency, period="month")


TWO_CURRENCIES = prices(
    priced("Pro", "20", "USD"), priced("Pro EU", "19", "EUR"), priced("Team", "49", "USD")
)


@pytest.mark.parametrize(
    ("rule", "snapshot", "expected"),
    [
        ({"below": {"amount": 20}}, TWO_CURRENCIES, [(1, "below: * 20", ["EUR", "USD"])]),
        (
            {"above": {"plan": "Pro*", "amount": 5}},
            TWO_CURRENCIES,
            [(1, "above: Pro* 5", ["EUR", "USD"])],
        ),
        ({"below": {"amount": 20, "currency": "USD"}}, TWO_CURRENCIES, []),  # it names one
        ({"below": {"plan": "Team", "amount": 20}}, TWO_CURRENCIES, []),  # its plans: one
        ({"below": {"amount": 20}}, A, []),  # one currency on the page
        ({"price_drop": "10%"}, TWO_CURRENCIES, []),  # compares within a currency already
        # A record without an amount (contact sales) or without a currency weighs nothing.
        (
            {"below": {"amount": 20}},
            prices(priced("Pro", "20", "USD"), priced("Ent", None, "EUR")),
            [],
        ),
        (
            {"below": {"amount": 20}},
            prices(priced("Pro", "20", "USD"), priced("Ent", "9", None)),
            [],
        ),
    ],
)
def test_a_threshold_without_a_currency_over_several_currencies_is_named(
    rule: Any, snapshot: Snapshot, expected: list[tuple[int, str, list[str]]]
) -> None:
    found = mixed_currencies(rules("plan_added", rule), snapshot)
    assert [(position, rule.name, currencies) for position, rule, currencies in found] == expected
