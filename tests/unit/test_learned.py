"""Learned volatile content: what two fetches seconds apart disagree on, as patterns that
leave it out of a target's later snapshots, and never a price that really changed."""

import json
import time
from decimal import Decimal

import pytest

from monitor.extract import Snapshot
from monitor.extract.learned import (
    MAX_PATTERN_CHARS,
    MAX_PATTERNS,
    Pattern,
    SetAside,
    apply,
    from_json,
    learn,
    merged,
    to_json,
)
from monitor.extract.prices import PriceRecord


def text(*lines: str, prices: tuple[PriceRecord, ...] = ()) -> Snapshot:
    return Snapshot(mode="text", text="\n".join(lines), prices=prices)


def pro(amount: int, label: str = "Pro") -> PriceRecord:
    return PriceRecord(label=label, amount=Decimal(amount), currency="USD", period="month")


def line(template: str, context: str | None = None) -> Pattern:
    return Pattern("line", template, context)


def case(previous: str, first: str, second: str, *learned: Pattern, id: str) -> object:
    """One row: three pages, their lines ``|``-separated, and what is learned from them."""
    return pytest.param(
        previous.split("|"), first.split("|"), second.split("|"), list(learned), id=id
    )


# previous result, first fetch, second fetch → what is learned
LEARNING = [
    case(
        "Pro|$19/mo|27 people viewing",
        "Pro|$19/mo|31 people viewing",
        "Pro|$19/mo|33 people viewing",
        line("# people viewing"),
        id="a counter that moves at every fetch",
    ),
    case(
        "Pro|$19/mo|27 people viewing",
        "Pro|$19/mo|27 people viewing",
        "Pro|$24/mo|27 people viewing",
        id="a price edited between the two fetches: nothing learned, the next check sees it",
    ),
    case(
        "Pro|$19/mo",
        "Pro|$24/mo",
        "Pro|$24/mo",
        id="a price edited before the first fetch: both agree, it is the change",
    ),
    case(
        "Pro|$19/mo|Up to 4 seats",
        "Pro|$19/mo|Up to 2 seats",
        "Pro|$19/mo|Up to 2 seats",
        id="a limit edited: both agree",
    ),
    case(
        "Pro $19/mo · 27 viewing",
        "Pro $19/mo · 31 viewing",
        "Pro $19/mo · 35 viewing",
        line("Pro $19/mo · # viewing"),
        id="a counter beside a price: the price stays as written in the template",
    ),
    case(
        "Sold today|1,200",
        "Sold today|1,204",
        "Sold today|1,207",
        line("#", "Sold today"),
        id="a bare number is learned with the line before it",
    ),
    case(
        "Try our new dashboard",
        "Customers love our API",
        "Free shipping this week",
        line("Customers love our API"),
        id="a rotated banner without digits: learned as written",
    ),
    case(
        "Request a7f3c9 served",
        "Request 0b81e2 served",
        "Request 99ffd0 served",
        line("Request # served"),
        id="a token holding digits is generalised as a word",
    ),
    case(
        "Pro|$19/mo",
        "Pro|$19/mo|Only today: 2 left",
        "Pro|$19/mo",
        line("Only today: # left"),
        id="a line that came and went",
    ),
    case(
        "Pro|$19/mo",
        "Pro|$19/mo",
        "Pro|$19/mo|New: Enterprise",
        id="what only the second fetch shows is not learned: it may be an edit",
    ),
]


@pytest.mark.parametrize(("previous", "first", "second", "learned"), LEARNING)
def test_what_is_learned_from_two_fetches(
    previous: list[str], first: list[str], second: list[str], learned: list[Pattern]
) -> None:
    assert list(learn(text(*previous), text(*first), text(*second))) == learned


# previous, first, second price tables → what is learned
RECORDS = [
    pytest.param(
        (pro(19),),
        (pro(24),),
        (pro(19),),
        [Pattern("record", "Pro", "month")],
        id="a price the two fetches disagree on, away from the previous",
    ),
    pytest.param(
        (pro(19),),
        (pro(19),),
        (pro(24),),
        [],
        id="a price edited between the fetches: the first still agrees with before",
    ),
    pytest.param(
        (pro(19),),
        (pro(24),),
        (pro(24),),
        [],
        id="a price edited before the first fetch: both fetches agree",
    ),
    pytest.param(
        (pro(19),),
        (pro(19), pro(12, "Widget X")),
        (pro(19), pro(14, "Widget Y")),
        [Pattern("record", "Widget X", "month")],
        id="a carousel's product that came and went",
    ),
]


@pytest.mark.parametrize(("previous", "first", "second", "learned"), RECORDS)
def test_a_price_record_is_learned_only_when_the_two_fetches_disagree_on_it(
    previous: tuple[PriceRecord, ...],
    first: tuple[PriceRecord, ...],
    second: tuple[PriceRecord, ...],
    learned: list[Pattern],
) -> None:
    snapshots = (
        Snapshot(mode="prices", text="", prices=table) for table in (previous, first, second)
    )
    assert list(learn(*snapshots)) == learned


# learned patterns, a snapshot's lines → the lines kept
APPLYING = [
    pytest.param(
        [line("# people viewing")],
        ["Pro", "12 people viewing"],
        ["Pro"],
        id="the learned counter at another value",
    ),
    pytest.param(
        [line("Pro $19/mo · # viewing")],
        ["Pro $24/mo · 40 viewing"],
        ["Pro $24/mo · 40 viewing"],
        id="a learned line with another price is another line: kept",
    ),
    pytest.param(
        [line("Pro $19/mo · # viewing")],
        ["Pro $19/mo · 40 viewing"],
        [],
        id="a learned line with its price as learned",
    ),
    pytest.param(
        [line("#", "Sold today")],
        ["Sold today", "1,999", "Storage", "50"],
        ["Sold today", "Storage", "50"],
        id="a bare number only after the line it was learned after",
    ),
    pytest.param(
        [line("# people viewing")],
        ["Over 12 people viewing now"],
        ["Over 12 people viewing now"],
        id="whole lines only",
    ),
    pytest.param(
        [line("Up to # seats")],
        ["Up to 4 seats", "Up to 4 seats per team"],
        ["Up to 4 seats per team"],
        id="a template matches the whole line",
    ),
]


@pytest.mark.parametrize(("learned", "lines", "kept"), APPLYING)
def test_applying_learned_lines(learned: list[Pattern], lines: list[str], kept: list[str]) -> None:
    result, aside = apply(tuple(learned), text(*lines))
    assert (result.text.split("\n") if result.text else []) == kept
    assert aside.count == len(lines) - len(kept)
    assert aside.kept == len(kept)


def test_a_learned_line_never_takes_a_price_record_with_it() -> None:
    snapshot = text("Pro $19/mo · 31 viewing", prices=(pro(19),))
    result, aside = apply((line("Pro $19/mo · # viewing"),), snapshot)
    assert (result.text, result.prices) == ("", (pro(19),))
    assert aside.lines == ("Pro $19/mo · 31 viewing",)


def test_a_learned_plan_leaves_its_records_out_and_no_other() -> None:
    snapshot = Snapshot(
        mode="prices", text="", prices=(pro(24), pro(9, "Starter"), pro(12, "Widget X"))
    )
    result, aside = apply((Pattern("record", "Widget X", "month"),), snapshot)
    assert result.prices == (pro(24), pro(9, "Starter"))
    assert aside.records == (pro(12, "Widget X"),)


def test_after_learning_the_first_fetch_and_the_previous_result_compare_equal() -> None:
    previous = text("Pro", "$19/mo", "27 people viewing", "Ends in 02:14:33")
    first = text("Pro", "$19/mo", "31 people viewing", "Ends in 02:14:21")
    second = text("Pro", "$19/mo", "33 people viewing", "Ends in 02:14:16")
    learned = learn(previous, first, second)
    assert apply(learned, first)[0].digest == apply(learned, previous)[0].digest
    assert first.digest != previous.digest


def test_a_page_that_changes_every_line_is_set_aside_whole() -> None:
    def page(seed: int) -> Snapshot:
        return text(*(f"Line {n}: value {seed * 7 + n}" for n in range(50)))

    learned = learn(page(1), page(2), page(3))
    result, aside = apply(learned, page(4))
    assert result.text == ""
    assert (aside.count, aside.kept) == (50, 0)
    summary = json.loads(aside.to_json() or "")
    assert summary["set_aside"] == 50
    assert summary["kept"] == 0
    assert len(summary["shown"]) == 20


def test_the_learned_set_is_capped_oldest_first() -> None:
    old = tuple(line(f"old {n} #") for n in range(MAX_PATTERNS))
    new = (line("new #"), old[5])
    kept = merged(old, new)
    assert len(kept) == MAX_PATTERNS
    assert kept[-1] == line("new #")
    assert old[0] not in kept
    assert old[5] in kept


def test_a_page_teaching_thousands_of_patterns_keeps_the_cap() -> None:
    def page(seed: int) -> Snapshot:
        letters = "abcdefghijklmnopqrstuvwxyz"
        return text(
            *(
                f"Token {letters[seed % 26]}{letters[n % 26]}{letters[n // 26 % 26]}"
                f"{letters[n // 676 % 26]}"
                for n in range(5000)
            )
        )

    learned = learn(page(0), page(1), page(2))
    assert len(merged((), learned)) == MAX_PATTERNS


def test_a_long_line_is_learned_as_its_hash() -> None:
    words = " ".join(f"word{chr(97 + n % 26)}" for n in range(200))
    first, second = text(f"{words} 27 viewing"), text(f"{words} 31 viewing")
    [pattern] = learn(text("before"), first, second)
    assert pattern.text.startswith("sha256:")
    assert len(pattern.text) < MAX_PATTERN_CHARS
    assert apply((pattern,), text(f"{words} 45 viewing"))[0].text == ""
    assert apply((pattern,), text(f"{words} 45 viewers"))[0].text != ""


def test_patterns_read_back_from_their_json() -> None:
    learned = (line("# viewing"), line("#", "Sold"), Pattern("record", "Pro", None))
    assert from_json(to_json(learned)) == learned
    assert from_json(None) == ()
    assert from_json("[]") == ()


def test_nothing_learned_sets_nothing_aside() -> None:
    snapshot = text("Pro", "$19/mo", prices=(pro(19),))
    assert apply((), snapshot) == (snapshot, SetAside(kept=3))
    assert SetAside(kept=3).to_json() is None


def test_five_thousand_changing_cards_are_learned_and_set_aside_within_a_second_or_two() -> None:
    def page(seed: int) -> Snapshot:
        cards = (f"Card {n}: {seed * 7 + n} left, rated {seed}.{n % 10}" for n in range(5000))
        return text(*cards, prices=(pro(19),))

    pages = [page(seed) for seed in (1, 2, 3, 4)]
    started = time.perf_counter()
    learned = merged((), learn(*pages[:3]))
    result, aside = apply(learned, pages[3])
    assert time.perf_counter() - started < 5  # a loaded machine: about 0.2 s alone
    assert learned == (line("Card #: # left, rated #"),)  # digits generalised: one pattern
    assert (result.text, result.prices, aside.count) == ("", (pro(19),), 5000)


def test_a_wide_table_of_changing_cells_is_learned_row_by_row_as_hashes() -> None:
    def table(seed: int) -> Snapshot:
        rows = (
            " | ".join(str(seed * 100_003 + r * 1009 + c) for c in range(1000)) for r in range(300)
        )
        return text(*rows)

    tables = [table(seed) for seed in (1, 2, 3, 9)]
    started = time.perf_counter()
    learned = merged((), learn(*tables[:3]))
    result, _ = apply(learned, tables[3])
    assert time.perf_counter() - started < 5  # a loaded machine: about a second alone
    assert all(pattern.text.startswith("sha256:") for pattern in learned)
    assert result.text == ""
