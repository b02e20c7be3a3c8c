"""``alert_when:``, ``confirm:`` and ``on_first_check:`` as an operator writes them: each
mistake a problem of the file at its line, and the settings' defaults under a target's own."""

from decimal import Decimal
from pathlib import Path

import pytest

from monitor.config.alert_rules import Alerting, AlertRule, Change, Threshold
from monitor.config.model import listed_targets, load_settings
from monitor.errors import ConfigError
from tests.helpers import load_targets

TARGET = """targets:
  - id: acme
    url: https://example.com/pricing
    interval: 24h
"""


def problems(tmp_path: Path, extra: str) -> list[str]:
    path = tmp_path / "targets.yaml"
    path.write_text(TARGET + extra)
    with pytest.raises(ConfigError) as caught:
        load_targets(path)
    return str(caught.value).splitlines()


@pytest.mark.parametrize(
    ("extra", "expected"),
    [
        (
            "    alert_when:\n      - price_fall: 10%\n",
            "targets.yaml:6 targets[0].alert_when[0].price_fall: unknown key",
        ),
        (
            "    alert_when:\n      - plan_add\n",
            "targets.yaml:6 targets[0].alert_when[0].plan_add: unknown key",
        ),
        (
            "    alert_when:\n      - price_drop: -10%\n",
            "targets.yaml:6 targets[0].alert_when[0].price_drop: must be above 0",
        ),
        (
            "    alert_when:\n      - price_drop: ten\n",
            "targets.yaml:6 targets[0].alert_when[0].price_drop: must be any, a percentage",
        ),
        (
            "    alert_when:\n      - below: {amount: twenty}\n",
            "targets.yaml:6 targets[0].alert_when[0].below.amount: must be a number, such as 20",
        ),
        (
            "    alert_when:\n      - above: {amount: -1}\n",
            "targets.yaml:6 targets[0].alert_when[0].above.amount: must not be negative",
        ),
        (
            "    alert_when:\n      - below: {amount: .nan}\n",
            "targets.yaml:6 targets[0].alert_when[0].below.amount: must be a finite number",
        ),
        (
            "    alert_when:\n      - below: {amount: 20, currency: USDX}\n",
            "targets.yaml:6 targets[0].alert_when[0].below.currency: 'USDX' is not an ISO 4217",
        ),
        (
            "    alert_when:\n      - below: {amount: 20, currency: usd}\n",
            "targets.yaml:6 targets[0].alert_when[0].below.currency: 'usd' is not an ISO 4217",
        ),
        (
            "    alert_when:\n      - below: {amount: 20, plan: '" + "*a" * 101 + "'}\n",
            "targets.yaml:6 targets[0].alert_when[0].below.plan: a plan glob is at"
            " most 200 characters",
        ),
        (
            "    alert_when:\n      - availability: [Gone]\n",
            "targets.yaml:6 targets[0].alert_when[0].availability[0]: Input should be 'InStock',",
        ),
        (
            "    alert_when:\n      - availability: []\n",
            "targets.yaml:6 targets[0].alert_when[0].availability: must name at least one",
        ),
        (
            "    alert_when:\n      - {plan_added: true, plan_removed: true}\n",
            "targets.yaml:6 targets[0].alert_when[0]: each item names one condition",
        ),
        (
            "    confirm: 0\n",
            "targets.yaml:5 targets[0].confirm: Input should be greater than or equal to 1",
        ),
        (
            "    confirm: 1000000\n",
            "targets.yaml:5 targets[0].confirm: Input should be less than or equal to 100",
        ),
        ("    confirm: yes\n", "targets.yaml:5 targets[0].confirm: must be a valid integer"),
    ],
)
def test_a_rule_with_a_mistake_is_a_problem_at_its_line(
    tmp_path: Path, extra: str, expected: str
) -> None:
    [found] = problems(tmp_path, extra)
    assert found.startswith(str(tmp_path / expected.split(" ", 1)[0]) + " ")
    assert expected.split(" ", 1)[1] in found


def test_every_condition_as_written_in_the_issue(tmp_path: Path) -> None:
    path = tmp_path / "targets.yaml"
    path.write_text(
        TARGET
        + """    alert_when:
      - price_drop: 10%
      - price_rise: any
      - price_drop: 5.00
      - below: {plan: "Pro*", amount: 20, currency: USD}
      - above: {amount: 100}
      - plan_added
      - plan_removed
      - availability: [InStock]
      - limits
      - currency_changed
    confirm: 2
    on_first_check: false
"""
    )
    [target] = load_targets(path)
    alerting = target.alerting()
    assert [rule.name for rule in alerting.when] == [
        "price_drop: 10%",
        "price_rise: any",
        "price_drop: 5.0",
        "below: Pro* 20 USD",
        "above: * 100",
        "plan_added",
        "plan_removed",
        "availability: InStock",
        "limits",
        "currency_changed",
    ]
    assert (alerting.confirm, alerting.on_first_check) == (2, False)
    assert alerting.when[3].below == Threshold(amount=Decimal(20), plan="Pro*", currency="USD")
    assert alerting.when[0].price_drop == Change(by=Decimal(10), percent=True)
    assert Alerting.from_json(alerting.to_json()) == alerting


def test_no_rules_are_stored_as_before_rules_existed() -> None:
    assert Alerting().to_json() == "{}"
    assert Alerting(confirm=3).to_json() == "{}"  # confirm alone confirms nothing


def test_the_settings_rules_are_every_targets_unless_it_sets_its_own(tmp_path: Path) -> None:
    (tmp_path / "monitor.yaml").write_text(
        "alert_when: [plan_added]\nconfirm: 3\ntargets: targets.yaml\n"
    )
    (tmp_path / "targets.yaml").write_text(
        TARGET
        + """  - id: own
    url: https://example.com/own
    interval: 24h
    alert_when: [{price_rise: any}]
    on_first_check: false
  - id: none
    url: https://example.com/none
    interval: 24h
    alert_when: []
"""
    )
    settings = load_settings(tmp_path / "monitor.yaml")
    acme, own, none = (t.alerting() for t in listed_targets(settings))
    assert acme == Alerting(when=(AlertRule(plan_added=True),), confirm=3)
    assert own == Alerting(
        when=(AlertRule.model_validate({"price_rise": "any"}),), confirm=3, on_first_check=False
    )
    assert none == Alerting(confirm=3)


def test_a_settings_rule_with_a_mistake_is_a_problem_of_the_settings(tmp_path: Path) -> None:
    (tmp_path / "monitor.yaml").write_text("alert_when:\n  - above: {amount: .inf}\n")
    (tmp_path / "targets.yaml").write_text(TARGET)
    with pytest.raises(ConfigError, match=r"monitor.yaml:2 alert_when\[0\].above.amount: "):
        load_settings(tmp_path / "monitor.yaml")
