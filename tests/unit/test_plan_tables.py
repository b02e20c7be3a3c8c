"""A table's rows read as plans: where each cell is in a row's text, and how much the kinds of
cells agree along an axis."""

import pytest

from monitor.extract import page, plan_tables


@pytest.mark.parametrize(
    ("lead", "row", "spans"),
    [
        ("", [], []),
        ("", ["Pro"], [(0, 0, 3)]),
        ("", ["Pro", "$12/mo"], [(0, 0, 3), (1, 6, 12)]),
        # What the row holds before its first cell comes first, `` | `` after it.
        ("Plans", ["Pro", "$12"], [(0, 8, 11), (1, 14, 17)]),
        # An empty cell has no place in the text, but keeps its column.
        ("", ["", "Pro", "", "$12"], [(1, 0, 3), (3, 6, 9)]),
        ("", ["", ""], []),
    ],
)
def test_cell_spans(lead: str, row: list[str], spans: list[tuple[int, int, int]]) -> None:
    assert plan_tables.cell_spans(lead, row) == spans
    text = page.plain(page.CELL.join([lead, *row]))
    for column, start, end in spans:
        assert text[start:end] == row[column]


@pytest.mark.parametrize(
    ("group", "agreement"),
    [
        ((), None),
        (("price",), None),
        (("price", "empty", "empty"), None),  # one filled cell agrees with nothing
        (("price", "price"), 1.0),
        (("quantity", "price", "empty", "quantity"), 2 / 3),
        (("mark", "text", "quantity", "price"), 0.25),
    ],
)
def test_agreement(group: tuple[str, ...], agreement: float | None) -> None:
    assert plan_tables._agreement(group) == agreement


@pytest.mark.parametrize(
    ("groups", "uniformity"),
    [
        ([], 0.0),
        ([["price"], ["empty", "text"]], 0.0),
        # A repeated group counts each time it occurs.
        ([["price", "price"], ["price", "price"], ["price", "text"]], (1 + 1 + 0.5) / 3),
        ([["quantity", "mark", "mark"], ["price"]], 2 / 3),
    ],
)
def test_uniformity(groups: list[list[str]], uniformity: float) -> None:
    assert plan_tables._uniformity(groups) == pytest.approx(uniformity)


def test_a_row_of_cells_over_rows_of_one_cell_names_no_plans() -> None:
    """A rate card's table whose only row of two cells is its first, over notes of one cell
    each, has no plans (reading it as columns found no body row to take its width from)."""
    row, cell = page.ROW, page.CELL
    lines = [
        f"{row}{cell}Usługa{cell}Cena brutto",
        f"{row}{cell}Aktywacja usługi 49,00 zł",
        f"{row}{cell}Faktura papierowa 5,00 zł/mies.",
    ]
    assert plan_tables.read(plan_tables.Rows(lines=lines)) == []
