"""Alert rules as configured: ``alert_when:`` (a target's, or the settings' default for every
target), ``confirm:`` and ``on_first_check:``. Validated at load time, so that a rule with a
mistake is a problem of the file (``targets.yaml:14 targets[3].alert_when[1].below.amount``),
never of a check; stored with the target as ``Alerting.to_json``.
"""

import fnmatch
import json
import re
from decimal import Decimal, InvalidOperation
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BeforeValidator, Field, model_validator

from monitor.config.fields import Frozen, not_bool
from monitor.extract.currencies import BY_CODE

# schema.org's stock states, as the extraction names them (extract/words.py AVAILABILITY).
StockState = Literal[
    "InStock",
    "OutOfStock",
    "SoldOut",
    "PreOrder",
    "BackOrder",
    "LimitedAvailability",
    "Discontinued",
]

MAX_RULES = 20  # per target: more is a rule file, not a page's alert conditions
MAX_CONFIRM = 100  # consecutive slots: with daily checks, over three months
MAX_GLOB = 200  # characters: a plan name is a line of a pricing page, not a program


def _decimal(value: object) -> Decimal:
    """A number as written (``20``, ``19.99``, ``"5.00"``), exact; never yes/no, NaN or
    infinite."""
    if isinstance(value, bool) or not isinstance(value, int | float | str | Decimal):
        raise ValueError("must be a number, such as 20 or 19.99")
    try:
        number = Decimal(str(value).strip())
    except InvalidOperation:
        raise ValueError(f"must be a number, such as 20 or 19.99, not {value!r}") from None
    if not number.is_finite():
        raise ValueError("must be a finite number")
    return number


def _amount(value: object) -> Decimal:
    number = _decimal(value)
    if number < 0:
        raise ValueError("must not be negative")
    return number


def _currency(value: object) -> object:
    if isinstance(value, str) and value not in BY_CODE:
        known = ", ".join(sorted(BY_CODE)[:8])
        raise ValueError(f"{value!r} is not an ISO 4217 code the monitor reads ({known}, …)")
    return value


def _glob(value: object) -> object:
    if isinstance(value, str):
        plan_matcher(value)  # its length is bounded (ValueError)
    return value


def plan_matcher(glob: str | None) -> re.Pattern[str] | None:
    """A plan-name glob (``Pro*``) as the expression it means, in any letter case; None for
    every plan. A glob is bounded in length (fnmatch's expression matches in linear time)."""
    if glob is None:
        return None
    if len(glob) > MAX_GLOB:
        raise ValueError(f"a plan glob is at most {MAX_GLOB} characters, not {len(glob)}")
    return re.compile(fnmatch.translate(glob.casefold()))


def _some(states: tuple[str, ...]) -> tuple[str, ...]:
    if not states:
        raise ValueError("must name at least one stock state, such as [InStock]")
    return states


Amount = Annotated[Decimal, BeforeValidator(_amount)]
Currency = Annotated[str, BeforeValidator(_currency)]
PlanGlob = Annotated[str, AfterValidator(_glob), Field(min_length=1)]


class Change(Frozen):
    """How far an amount must move: ``by`` (None: any move) in the currency, or in percent."""

    by: Decimal | None = None
    percent: bool = False

    def __str__(self) -> str:
        if self.by is None:
            return "any"
        return f"{self.by}%" if self.percent else str(self.by)


def _change(value: object) -> object:
    """``any``, ``10%`` or an amount (``5.00``) as a ``Change``."""
    if value == "any" or isinstance(value, Change | dict):
        return {} if value == "any" else value
    percent = isinstance(value, str) and value.strip().endswith("%")
    text = value.strip()[:-1] if percent and isinstance(value, str) else value
    try:
        number = _decimal(text)
    except ValueError:
        message = f"must be any, a percentage (10%) or an amount (5.00), not {value!r}"
        raise ValueError(message) from None
    if number <= 0:
        raise ValueError("must be above 0: a percentage (10%) or an amount (5.00)")
    if percent and number > 1000:
        raise ValueError("must be at most 1000%")
    return {"by": number, "percent": percent}


class Threshold(Frozen):
    """A line an amount crosses: the plans it is about (a glob; every plan without one), in
    one currency (any without one)."""

    amount: Amount
    plan: PlanGlob | None = None
    currency: Currency | None = None

    def __str__(self) -> str:
        named = [self.plan or "*", str(self.amount), self.currency or ""]
        return " ".join(part for part in named if part)


Flag = Literal[True]
# The conditions written as a bare name (``- plan_added``).
FLAGS = ("plan_added", "plan_removed", "limits", "currency_changed", "period_changed")


class AlertRule(Frozen):
    """One condition; an item of ``alert_when:`` names exactly one."""

    price_drop: Annotated[Change, BeforeValidator(_change)] | None = None
    price_rise: Annotated[Change, BeforeValidator(_change)] | None = None
    below: Threshold | None = None
    above: Threshold | None = None
    plan_added: Flag | None = None
    plan_removed: Flag | None = None
    availability: Annotated[tuple[StockState, ...], AfterValidator(_some)] | None = None
    limits: Flag | None = None
    currency_changed: Flag | None = None
    period_changed: Flag | None = None

    @model_validator(mode="before")
    @classmethod
    def _named(cls, value: object) -> object:
        """A bare name is a flag: ``- plan_added`` is ``{plan_added: true}``."""
        if isinstance(value, str):
            return {value: True}
        return value

    @model_validator(mode="after")
    def _one(self) -> "AlertRule":
        if len(self.model_fields_set) != 1:
            raise ValueError("each item names one condition (write two items for two)")
        return self

    @property
    def kind(self) -> str:
        [name] = self.model_fields_set
        return name

    @property
    def value(self) -> Any:
        return getattr(self, self.kind)

    @property
    def name(self) -> str:
        """How the rule is named in an alert and its state: ``price_drop: 10%``,
        ``below: Pro* 20 USD``, ``availability: InStock``, ``plan_added``."""
        value = self.value
        if value is True:
            return self.kind
        if isinstance(value, tuple):
            return f"{self.kind}: {', '.join(value)}"
        return f"{self.kind}: {value}"


Rules = Annotated[tuple[AlertRule, ...], Field(max_length=MAX_RULES)]
Confirm = Annotated[int, BeforeValidator(not_bool), Field(ge=1, le=MAX_CONFIRM)]


class Alerting(Frozen):
    """A target's rules, as resolved against the settings' defaults and stored with it.
    No rules: every change alerts, as without ``alert_when``."""

    when: tuple[AlertRule, ...] = ()
    confirm: int = 1
    on_first_check: bool = True

    def to_json(self) -> str:
        if not self.when:
            return "{}"  # as before rules existed: nothing to evaluate
        return json.dumps(self.model_dump(mode="json", exclude_defaults=True), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "Alerting":
        return cls.model_validate(json.loads(text))


NO_RULES = Alerting()
