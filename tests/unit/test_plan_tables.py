"""Where each cell of a table's row is in the row's text as a reader sees it."""

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
