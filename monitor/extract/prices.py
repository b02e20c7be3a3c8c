"""A page's price table, and the prices written in its visible text.

A record is one plan (or product) at one period. Text prices are labelled by their table row
(the row's first cell without a price) or else by the nearest heading before them; a section
under a heading that names no price but says "contact sales" is a plan with no amount.
"""

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from monitor.extract import money
from monitor.extract.page import CELL, HEADING, ROW, plain


@dataclass(frozen=True, slots=True)
class PriceRecord:
    label: str
    amount: Decimal | None
    currency: str | None = None
    period: str | None = None
    availability: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "amount": None if self.amount is None else str(self.amount),
            "currency": self.currency,
            "period": self.period,
            "availability": self.availability,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "PriceRecord":
        amount = data.get("amount")
        return cls(
            data["label"],
            None if amount is None else Decimal(amount),
            data.get("currency"),
            data.get("period"),
            data.get("availability"),
        )

    def shown(self) -> str:
        """``$19.00/mo``, with the availability when there is one."""
        price = money.format_price(self.amount, self.currency, self.period)
        return f"{price} ({self.availability})" if self.availability else price


def from_lines(lines: list[str]) -> list[PriceRecord]:
    """The prices in marked lines of visible text (see ``monitor.extract.page``)."""
    records: list[PriceRecord] = []
    heading, priced, contact = "", False, False
    for line in lines:
        if line.startswith(HEADING) and not money.find_prices(line):
            if heading and contact and not priced:
                records.append(PriceRecord(heading, None))
            heading, priced, contact = plain(line), False, False
            continue
        found = _row_prices(line) if line.startswith(ROW) else _line_prices(line, heading)
        records += found
        priced = priced or bool(found)
        contact = contact or bool(money.CONTACT_SALES.search(line))
    if heading and contact and not priced:
        records.append(PriceRecord(heading, None))
    return records


def _line_prices(line: str, label: str) -> list[PriceRecord]:
    text = plain(line)
    availability = money.availability_in(text)
    return [
        PriceRecord(
            label,
            found.amount,
            found.currency,
            money.period_after(text[found.end :]) or money.period_in(text),
            availability,
        )
        for found in money.find_prices(text)
    ]


def _row_prices(line: str) -> list[PriceRecord]:
    """A table row: labelled by its first cell that is not a price."""
    cells = [cell.strip() for cell in line.lstrip(ROW).split(CELL) if cell.strip()]
    label = next((cell for cell in cells if not money.find_prices(cell)), "")
    return _line_prices(line, label)
