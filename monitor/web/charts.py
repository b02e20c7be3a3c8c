"""A plan's prices over time as an SVG step chart: one line per record, a step at each
change, and a point per recorded price (the first, then each change) with its exact amount
and slot as ``<title>``.

Written here rather than taken from a chart library: the maintained ones (matplotlib,
pygal, plotly) either draw with JavaScript in the browser, which the Content-Security-Policy
and the no-JavaScript rule exclude, or bring a plotting stack ten times the size of the
monitor for a few lines and circles. The markup is written as text, each text in it through
``html.escape``: ElementTree's serializer took most of a target page's time (bench/WEB.md).
"""

from collections.abc import Sequence
from decimal import Decimal
from html import escape

from monitor.schedule import iso
from monitor.web.views import Point, Series, price_steps

WIDTH, HEIGHT = 640, 220
LEFT, RIGHT, TOP, BOTTOM = 64, 16, 12, 28  # room for the axes' labels
COLOURS = 6  # series-0 … series-5 in the stylesheet, for dark and light schemes

Span = tuple[float, float]


def chart(plan: str, series: Series, number: int) -> str:
    """The SVG element of one plan's chart, the page's ``number``th."""
    points = [point for line in series.values() for point in line]
    slots = _span([point.slot for point in points])
    amounts = _span([point.amount for point in points], floor=Decimal(0))
    lines = [
        _line(f"{plan} {name}", line, index, (slots, amounts))
        for index, (name, line) in enumerate(series.items())
    ]
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" role="img"'
        f' class="chart" aria-labelledby="chart-{number}">'
        f'<title id="chart-{number}">{escape(plan)}: prices over time</title>'
        f"{_axes(slots, amounts)}{''.join(lines)}</svg>"
    )


def _line(title: str, line: list[Point], index: int, spans: tuple[Span, Span]) -> str:
    """One record's step line and a focusable point at each price it recorded; the
    results between two changes draw nothing the line does not already show."""
    steps = price_steps(line)
    coordinates = [_at(point, *spans) for point in steps]
    points = "".join(
        f'<circle cx="{_n(x)}" cy="{_n(y)}" r="3" class="point" tabindex="0">'
        f"<title>{escape(f'{title}: {point.shown} at {iso(point.slot)}')}</title></circle>"
        for point, (x, y) in zip(steps, coordinates, strict=True)
    )
    return (
        f'<g class="series series-{index % COLOURS}"><title>{escape(title)}</title>'
        f'<path d="{_steps(coordinates, WIDTH - RIGHT)}" fill="none"/>{points}</g>'
    )


def _span(values: Sequence[int | Decimal], floor: Decimal | None = None) -> Span:
    low = float(min(values)) if values else 0.0
    high = float(max(values)) if values else 1.0
    if floor is not None:
        low = min(low, float(floor))
    return (low, high) if high > low else (low - 1, high + 1)


def _at(point: Point, slots: Span, amounts: Span) -> tuple[float, float]:
    x = LEFT + (point.slot - slots[0]) / (slots[1] - slots[0]) * (WIDTH - LEFT - RIGHT)
    y = (
        HEIGHT
        - BOTTOM
        - (float(point.amount) - amounts[0]) / (amounts[1] - amounts[0]) * (HEIGHT - TOP - BOTTOM)
    )
    return x, y


def _steps(coordinates: list[tuple[float, float]], right: float) -> str:
    """A step line: level until the next change, then up or down to it; on to the right
    edge after the last, the price as it still stands."""
    if not coordinates:
        return ""
    (x, y), *rest = coordinates
    path = [f"M{_n(x)} {_n(y)}"]
    for x, y in rest:
        path.append(f"H{_n(x)} V{_n(y)}")
    path.append(f"H{_n(right)}")
    return " ".join(path)


def _axes(slots: Span, amounts: Span) -> str:
    bottom, right = HEIGHT - BOTTOM, WIDTH - RIGHT
    labels = [
        (str(LEFT - 6), _n(y + 4), "end", f"{amount:g}")
        for amount, y in ((amounts[0], bottom), (amounts[1], TOP))
    ] + [
        (_n(x), str(HEIGHT - 8), anchor, iso(int(slot))[:10])
        for slot, x, anchor in ((slots[0], LEFT, "start"), (slots[1], right, "end"))
    ]
    texts = "".join(
        f'<text x="{x}" y="{y}" class="{c}">{escape(t)}</text>' for x, y, c, t in labels
    )
    return (
        f'<g class="axes" aria-hidden="true">'
        f'<path d="M{LEFT} {TOP} V{bottom} H{right}" fill="none"/>{texts}</g>'
    )


def _n(value: float) -> str:
    return f"{value:.1f}"
