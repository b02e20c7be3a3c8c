"""A page's price table, and the prices written in its visible text.

A record is one plan (or product) at one period. Text prices are labelled by their table row
(the row's first cell without a price), else by the nearest heading before them, else by the
words before them on their line.
"""

import bisect
import itertools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Any

from monitor.extract import (
    currencies,
    domains,
    instalments,
    language,
    metal_rates,
    money,
    page,
    phrases,
    recommended,
    sellers,
    words,
)
from monitor.extract.page import CARD, CELL, CHOICE, GRID_END, ROW, heading_level
from monitor.extract.signed_columns import signed_columns


@dataclass(frozen=True, slots=True, kw_only=True)
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

    def canonical(self) -> tuple[str, str, str, str, str]:
        """What the hash sees, in the order the table is sorted by: ``12`` and ``12.00`` are
        one amount. (A tuple of strings: the hash of a hundred records costs a tenth of a
        millisecond less than of dictionaries.)"""
        amount = "" if self.amount is None else format(self.amount.normalize(), "f")
        return (self.label, amount, self.currency or "", self.period or "", self.availability or "")

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "PriceRecord":
        amount = data.get("amount")
        return cls(
            label=data["label"],
            amount=None if amount is None else Decimal(amount),
            currency=data.get("currency"),
            period=data.get("period"),
            availability=data.get("availability"),
        )

    def shown(self) -> str:
        """``$19.00/mo``, with the availability when there is one."""
        price = money.format_price(self.amount, self.currency, self.period)
        return f"{price} ({self.availability})" if self.availability else price


def of_plan(label: str, name: str) -> bool:
    """Whether a record's label is the plan's name, or its name with what tells its prices
    apart ("Basic (Renew)", a column of its table; "Basic (renews)", its renewal price)."""
    return label == name or (label.startswith(name) and label.startswith(" (", len(name)))


@dataclass
class _Section:
    """The lines under one heading (level 0: before the first heading)."""

    label: str
    level: int
    lines: list[int] = field(default_factory=list)


def from_lines(lines: list[str], texts: list[str], markup: bool = True) -> list[PriceRecord]:
    """``located``'s records, without their lines."""
    return [record for _, record in located(lines, texts, markup=markup)]


def located(
    lines: list[str],
    texts: list[str],
    found: dict[int, list[money.Money]] | None = None,
    markup: bool = True,
) -> list[tuple[int, PriceRecord]]:
    """The prices in marked lines of visible text (see ``monitor.extract.page``), given
    with their ``texts`` as a reader sees them.

    A section under a heading that names no price but says "contact sales" is a plan without
    an amount, if its heading is at the level of the headings of priced plans (so that an
    FAQ's "contact us" is not a plan). Lines of ``markup`` may hold a price its blocks split
    (``joined_signs``, ``joined_cents``); a text body's are as written.
    """
    joined = signed_columns(lines, joined_cents(joined_signs(texts))) if markup else texts
    if found is None or joined is not texts:  # else the caller's own scan of these texts
        found = money.prices_by_line(joined)
    texts = joined
    found = money.with_bare_multiples(texts, money.with_dashed_wholes(texts, found))
    found = _with_range_starts(texts, found)
    mentioned = money.priced_mentions([texts[i] for i in found])
    found = _offered(lines, texts, found, "approximation" in mentioned)
    shares = _instalments(lines, texts, found)
    states = money.availability_by_line(texts, _near(found, len(texts))) if found else {}
    # A disabled choice's state ("XL - ausverkauft") is that choice's price's, if it has one,
    # and none of the product's other lines.
    offered = _not_choices(states, lines) if states else states
    sections = _sections(lines, texts, found)
    plan_levels = {s.level for s in sections if any(i in found for i in s.lines)}
    # Once for all priced lines: most pages name nothing free, and a search per priced line
    # (a row of a table of tens) cost a sixtieth of a typical page's extraction.
    free, renews = "free" in mentioned, "renewal" in mentioned
    below = _below(texts, found)
    # A trial may be written under its price too ("$34.90/month" over "First month free").
    trials = free or "trial" in mentioned or not money.priced_mentions(below).isdisjoint(_TRIAL)
    terms = money.may_name_terms([*(texts[i] for i in found), *below])
    # Whether any priced line may name a kind of price: a line of the joined text (one
    # scan) is one of them, lower-cased alike.
    kinds = phrases.may_name_kinds("\n".join(texts[i] for i in found))
    leases = money.mentions_contract_terms(texts)
    records: list[tuple[int, PriceRecord]] = []  # each with the line it was read from
    tables: dict[int, tuple[int, int]] | None = None  # found when a row is first priced
    by_columns: set[int] = set()  # priced rows whose prices the table's columns name
    billing: set[int] | None = None  # the tables whose rows are billings, found with them
    all_names = [
        _card_names(s, _off_rows(s, found, lines), texts, found, offered) for s in sections
    ]
    repeated = _repeated_names(sections, all_names, texts)
    row_labels = {i: _row_label(texts[i], found[i]) for i in found if lines[i].startswith(ROW)}
    repeated_rows = _repeated_rows(sections, row_labels)
    heads = _states_from_above(sections, found, (offered, texts)) if offered else {}
    for n, (section, names) in enumerate(zip(sections, all_names, strict=True)):
        priced = _in(section, found)
        named = _line_names(section, (lines, texts), found, priced, names)
        # Under a heading with one product (no cards, no table, or its prices listed by their
        # terms), a state anywhere there is its, unless a price has its own below it (one of
        # several sellers' offers).
        # A state beside an item's name right above its price is that item's, in a list of
        # items each named over its price alone (a menu's), not the heading's one product's.
        marked = _name_states(priced, texts, found, (section, offered))
        items = bool(marked) and len(_named_over(priced, texts, found, section)) > 1
        others = items or any(_other_offer(i, lines, texts) for i in priced)
        alone = section.label and (not names or _term_list(priced, names)) and not others
        shared = _first_state(section, _unpriced(offered, priced), texts) if alone else None
        # A list of the product's options' own states ("S Dostępny", "XL Niedostępny") below
        # its price is none of the price's.
        own = _without_options(section, offered, texts) if shared else offered
        own = {j: state for j, state in own.items() if j + 1 not in marked} if marked else own
        whole_card = shared or _top_state(section, lines, offered) or heads.get(n)
        for k, i in enumerate(priced):
            row = lines[i].startswith(ROW)  # a table's row is a product of its own
            if row and tables is None:
                tables = _tables(lines, found)
            if row:
                own_label = row_labels[i]
                label = _card_name(section.label, own_label, repeated_rows)
            else:
                label = _label(section, (names, named, repeated), texts, found[i], i)
            # A row is a product of its own, unless every row is one of the heading's one
            # product's quantity tiers: then the state under that heading is the rows' too.
            state = states.get(i) or (
                shared
                if row
                else marked.get(i) or _card_state(i, k, priced, section, names, own) or whole_card
            )
            following = _around((lines, texts), found, i, row)
            base = label if i in names else section.label
            labels = None if row else _pair_labels(base, texts[i], found[i])
            labels = labels or [label] * len(found[i])
            line_records = _records(
                texts[i], found[i], labels, following, state, (free, terms, kinds)
            )
            line_records = _dual_periods(texts[i], found[i], line_records)
            line_records = _in_row_period(line_records, own_label) if row else line_records
            line_records = _as_instalments(line_records, found[i], shares.get(i))
            line_records = _as_renewals(line_records, texts[i], found[i], renews)
            line_records = _with_contract_term(line_records, texts, found, (section, i), leases)
            if trials:
                under = i + 1 in section.lines and i + 1 not in names.values()
                line_records = _after_free_term(line_records, texts, found, (i, under))
            if row and tables:
                billing = billing if billing is not None else _billing_tops(tables, row_labels)
                line_records = _by_columns(
                    line_records, (lines, texts, states), i, found, (tables, billing), by_columns
                )
            records += [(i, record) for record in line_records]
        if (
            section.level in plan_levels
            and _a_name(section.label)
            and _only_notes(priced, texts)
            and not _heads_priced(sections, n, found)
        ):
            records += [(section.lines[0], record) for record in _unpriced_plan(section, texts)]
        records = _with_unpriced_cards(records, section, names, texts, (found, offered))
        records += _unpriced_rows(section, lines, texts, found, by_columns)
        records += _listed_rates(section, lines, texts, found)
    return _by_card_leads(records, sections, (lines, texts), found)


def _line_names(
    section: _Section,
    read: tuple[list[str], list[str]],
    found: dict[int, list[money.Money]],
    priced: list[int],
    names: dict[int, int],
) -> dict[int, str]:
    """The names a section's priced lines give them, on their lines (``_named_lines``) or by
    their sellers (``_offer_names``): read only for a line outside a table, so none where
    each is a table's row (a row is named by its cells)."""
    lines, texts = read
    if all(lines[i].startswith(ROW) for i in priced):
        return {}
    named = _named_lines(priced, texts, found) if section.label and not names else {}
    return {**_offer_names(section, texts, priced, names), **named}


def _offer_names(
    section: _Section, texts: list[str], priced: list[int], names: dict[int, int]
) -> dict[int, str]:
    """Under a heading of the product's offers from other sellers, each priced line's offer
    by its seller and condition (``sellers``), where no card names it: else every offer is
    named by the heading alone, and a seller's grade changing at one price is no change.
    Under a title set in no heading, what reads as a card's name is the line over its price
    (the button of the offer before it, "Add to cart"): the seller names the offer."""
    if not priced:
        return {}
    headed = recommended.other_offers(section.label)
    own = section.lines if headed else _under_offers(section, texts)
    if not own:
        return {}
    # A card's name yields to its seller's only where it names no product: the title
    # itself, or a line each offer repeats (its button). A grid of other products, each
    # sold by a seller, keeps its cards' names ("Red Kettle", "Blue Kettle").
    counts = Counter(texts[i].strip() for i in own)

    def _no_name(i: int) -> bool:
        written = texts[names[i]].strip()
        return not headed and (counts[written] > 1 or recommended.other_offers(written))

    offers = sellers.offer_names(texts, own, [i for i in priced if own[0] <= i <= own[-1]])
    return {i: name for i, name in offers.items() if i not in names or _no_name(i)}


def _under_offers(section: _Section, texts: list[str]) -> list[int]:
    """The lines of a section after its line that titles other sellers' offers ("Weitere
    Angebote", "Other sellers on Amazon") to one that recommends other products ("Customers
    also bought"): titles set in no heading (a ``<div>``) that head and end them as headings
    would; none without such a line. A sentence that mentions the offers is no title."""
    # The lines short enough for a title, picked out without a step of Python for each of
    # the others (a long page's section holds thousands of them).
    lengths = map(len, map(str.strip, map(texts.__getitem__, section.lines)))
    short = itertools.compress(enumerate(section.lines), map(_LONGEST_OFFERS_TITLE.__ge__, lengths))
    start = next((k for k, i in short if recommended.other_offers(texts[i])), None)
    if start is None:
        return []
    own = section.lines[start + 1 :]
    return list(itertools.takewhile(lambda i: not recommended.recommends(texts[i]), own))


_LONGEST_OFFERS_TITLE = 40


_TRIAL = frozenset({"free", "trial"})  # what ``priced_mentions`` says a trial's words are


# How many lines of its section after a rate its offer's facts fill at most (a lease's
# deposit, term, mileage and totals as a definition list: a line per term and per value).
_OFFER_FACTS = 10
_TERMED_PERIODS = frozenset({"week", "month"})
_NO_RATE = frozenset({None, "once"})  # what a price that is no rate says after it


def _with_contract_term(
    records: list[PriceRecord],
    texts: list[str],
    found: dict[int, list[money.Money]],
    line: tuple[_Section, int],
    leases: bool,
) -> list[PriceRecord]:
    """``records`` of line ``i``, a weekly or monthly rate named with the term of its lease or
    loan where its offer's facts below it give one ("349 €/Monat" over "Laufzeit" and "48
    Monate", "Rata da 229 €/mese · Anticipo 3.000 € · 48 rate"): the same rate for another
    term is another offer. The facts end at the next rate. ``line``: the section and ``i``;
    ``leases``: whether the page may name a term at all (most do not)."""
    if not leases:
        return records
    section, i = line
    # Not a rate whose label names its term already ("(for 12 meses)", "(Depois dos 24
    # meses)": the price after a promotion's months).
    termed = [
        k
        for k, r in enumerate(records)
        if r.period in _TERMED_PERIODS
        and "(for " not in r.label
        and not money.counts_periods(r.label)
    ]
    if not termed:  # most lines
        return records
    term = money.contract_term("\n".join(_facts_below(texts, found, section, i)))
    if term is None and _only_rate(texts, found, section, i):
        term = money.contract_term("\n".join(_facts_above(texts, section, i)))
    if term is None or _after_term(texts, found, (section, i), term):
        return records
    return [
        replace(r, label=f"{r.label} (for {term})") if k in termed else r
        for k, r in enumerate(records)
    ]


def _after_term(
    texts: list[str], found: dict[int, list[money.Money]], line: tuple[_Section, int], term: str
) -> bool:
    """Whether the words before rate ``i`` on its line, or the unpriced line right above it,
    count the contract's ``term`` already ("Depois dos 24 meses: 29,99 €/mês" beside
    "Fidelização 24 meses"): the price after a promotion as long as the contract, which is
    not that term's. ``line``: the section and ``i``."""
    section, i = line
    said = [texts[i][: found[i][0].start]]
    if i - 1 not in found and i - 1 in section.lines:
        said.append(texts[i - 1])
    return any(
        term in " ".join(text.lower().split()) and money.contract_term(text) is None
        for text in said
    )


def _facts_below(
    texts: list[str], found: dict[int, list[money.Money]], section: _Section, i: int
) -> list[str]:
    """The facts of the offer whose rate is on line ``i``: its line's own after its prices,
    and the section's lines below it up to the next rate (a one-off fee, "Alta 0 € (pago
    único)", is one of its facts)."""
    facts = [texts[i][found[i][-1].end :]]
    for j in section.lines[section.lines.index(i) + 1 :][:_OFFER_FACTS]:
        if j in found and _holds_rate(texts[j], found[j]):
            break
        facts.append(texts[j])
    return facts


def _only_rate(
    texts: list[str], found: dict[int, list[money.Money]], section: _Section, i: int
) -> bool:
    """Whether line ``i`` holds the only rate of its section: a plan's card whose features
    (its minimum term among them) stand above its price, where no other rate could own them
    (a one-off activation fee is none; a yearly price beside a monthly one's equivalent is
    one, and "Laufzeit: 1 Jahr" above them is the year's)."""
    return not any(_holds_rate(texts[j], found[j]) for j in section.lines if j != i and j in found)


def _holds_rate(text: str, prices: list[money.Money]) -> bool:
    """Whether one of a line's ``prices`` is a rate: a period follows it, not "once"."""
    return any(money.period_after(text, price.end) not in _NO_RATE for price in prices)


def _facts_above(texts: list[str], section: _Section, i: int) -> list[str]:
    """The lines of its section above line ``i``, nearest last: a card's features listed
    over its price ("Umowa na 24 miesiące" over "36,90 zł/mies.")."""
    return [texts[j] for j in section.lines[: section.lines.index(i)][-_OFFER_FACTS:]]


def _below(texts: list[str], found: dict[int, list[money.Money]]) -> list[str]:
    """The unpriced lines right below priced ones, and those below them (where a price's
    term may be written, under its price or under its period's own line)."""
    return [texts[j] for i in found for j in (i + 1, i + 2) if j < len(texts) and j not in found]


def _after_free_term(
    records: list[PriceRecord],
    texts: list[str],
    found: dict[int, list[money.Money]],
    line: tuple[int, bool],
) -> list[PriceRecord]:
    """``records`` of line ``i`` (``line``), the first one after the free trial written before
    it on its line, or on the short unpriced line above where this one says it comes "then"
    ("Erste 4 Wochen gratis" over "danach 12,99 €/Monat"; not a card's "Free for 14 days"
    button above a note after the cards); else the trial written after the line's last price
    ("$34.90/month, first month free") or on the short unpriced line below it, where that line
    is of the price's section and names no card (``below``), and the price is by the day,
    week or month (after a year's, "2 mois offerts" is what paying for the year saves): the
    trial's term is part of the offer, whose price is paid after it."""
    i = line[0]
    before = texts[i][: found[i][0].start]
    term = money.free_term(before) if before.strip() else None
    above = texts[i - 1] if i and i - 1 not in found else ""
    if term is None and len(above) <= _SHORT_LINE and money.starts_then(texts[i]):
        term = money.free_term(above)
    if term is None and records and records[0].period in _TRIAL_PERIODS:
        term = _free_term_after(texts, found, line)
    if term is None or not records:
        return records
    first = records[0]
    return [replace(first, label=f"{first.label} (after {_counted(term)} free)"), *records[1:]]


_TRIAL_PERIODS = frozenset({"day", "week", "month"})


def _free_term_after(
    texts: list[str], found: dict[int, list[money.Money]], line: tuple[int, bool]
) -> str | None:
    """The free trial written after line ``i``'s last price, else on the short unpriced line
    below it, where ``below`` says that line is the price's: "$34.90/month" over "First month
    free"."""
    i, below = line
    after = texts[i][found[i][-1].end :]
    term = money.free_term(after) if after.strip() else None
    if term is None and below and i + 1 not in found and len(texts[i + 1]) <= _SHORT_LINE:
        term = money.free_term(texts[i + 1])
    return term


def _counted(term: str) -> str:
    """A term as read with its count: "12 weeks", and "1 year" for a bare "year"."""
    return term if " " in term else f"1 {term}"


def _instalments(
    lines: list[str], texts: list[str], found: dict[int, list[money.Money]]
) -> dict[int, dict[int, str]]:
    """``instalments.shares`` of the priced lines, asked only where one may name some."""
    if not found or not instalments.mentioned([texts[i] for i in found]):
        return {}
    rows = {i for i in found if lines[i].startswith(ROW)}
    return instalments.shares(texts, found, rows)


def _as_instalments(
    records: list[PriceRecord], prices: list[money.Money], counts: dict[int, str] | None
) -> list[PriceRecord]:
    """A line's records, those of its ``prices`` that are instalments named so."""
    if not counts:  # most lines
        return records
    return [
        replace(r, label=instalments.named(r.label, counts[p.start])) if p.start in counts else r
        for r, p in zip(records, prices, strict=True)
    ]


_CLAUSE_ENDS = re.compile(r"[.!?;\u3002](?:\s|$)")


def _as_renewals(
    records: list[PriceRecord], text: str, prices: list[money.Money], renews: bool
) -> list[PriceRecord]:
    """A line's records, those of its ``prices`` that a word for renewal introduces in their
    clause ("$2.99/mo for the first 12 months, renews at $10.99/mo") named so: the price
    a plan renews at is not its introductory one. ``renews``: whether any priced line may
    name a renewal (most pages name none)."""
    if not renews:
        return records
    return [
        replace(record, label=f"{record.label} (renews)")
        if _renewal_price(text, prices, k)
        else record
        for k, record in enumerate(records)
    ]


def _renewal_price(text: str, prices: list[money.Money], k: int) -> bool:
    """Whether the words of price ``k``'s clause between it and its neighbours say it is
    a renewal's: before it ("renews at $10.99"), or after it ("$10.99 at renewal")."""
    before = text[prices[k - 1].end if k else 0 : prices[k].start]
    ends = [end.end() for end in _CLAUSE_ENDS.finditer(before)]
    if money.renewal_in(before[ends[-1] if ends else 0 :]):
        return True
    after = text[prices[k].end : prices[k + 1].start if k + 1 < len(prices) else len(text)]
    end = _CLAUSE_ENDS.search(after)
    return money.renewal_after(after[: end.start() if end else len(after)])


def _heads_priced(sections: list[_Section], n: int, found: dict[int, list[money.Money]]) -> bool:
    """Whether the headings right under the ``n``th section's (deeper, up to the next at its
    level or above) head two or more priced sections: it titles a listing or a grid of cards,
    and a "Free" under it is a filter's chip or a tab's, not the price of a plan of its own."""
    level, priced = sections[n].level, 0
    # Walked by index: a slice of the sections after it copied the rest of a page of
    # thousands of headings once per heading.
    for k in range(n + 1, len(sections)):
        section = sections[k]
        if section.level <= level:
            break
        priced += any(i in found for i in section.lines)
    return priced >= 2


def _only_notes(priced: list[int], texts: list[str]) -> bool:
    """Whether a section's priced lines, if any, are only notes of two sentences or more
    ("Prices in MXN, plus VAT. Extra stamps from $0.90 each."): a grid's note below its last
    card, which gives none of that card's prices."""
    return all(len(texts[i]) > _SHORT_LINE and ". " in texts[i].rstrip() for i in priced)


_QUESTION_MARKS = ("?", "\uff1f", "\u061f", ";")  # Latin, full-width, Arabic, Greek


def _a_name(label: str) -> bool:
    """Whether a heading may name a plan: an FAQ's question ("Discounts for nonprofits?"
    over "On request") names none."""
    return bool(label) and not label.rstrip().endswith(_QUESTION_MARKS)


def _without_terms(
    lines: list[str], texts: list[str], found: dict[int, list[money.Money]]
) -> dict[int, list[money.Money]]:
    """``found`` without the order values that earn free shipping or a discount, and the
    discounts (``money.order_terms``): no record, and no state or name of a line's is given
    to them. A layout table's row of one cell is a line as any other (a banner's
    "5,500円以上のご注文で送料無料"); in a row of cells, see ``_row_terms``."""
    kept: dict[int, list[money.Money]] = {}
    for i, prices in found.items():
        if not lines[i].startswith(ROW) or lines[i].count(CELL) < 2:
            prices = [p for p in prices if not money.order_terms(texts[i], p.start, p.end)]
        else:  # a spec table's row: "Energiekosten pro Jahr | ca. 45,60 €"
            prices = [
                p
                for p in prices
                if not money.energy_cost(texts[i], p.start) and not _row_terms(texts[i], p)
            ]
        if prices:
            kept[i] = prices
    return kept


def _row_terms(text: str, price: money.Money) -> bool:
    """Whether an amount of a table row of cells is an order value or a discount: judged in
    its own cell's clause (``_cell_clause``), past the row's head. An amount in the head is
    the row's tier or bracket ("5,500円以上のご注文で送料無料 | 適用"), as it always was."""
    head = text.find(_CELL)
    return 0 <= head < price.start and money.order_terms(*_cell_clause(text, price))


def _cell_clause(text: str, price: money.Money) -> tuple[str, int, int]:
    """The clause of a table row's amount, with the amount's span in it: its own cell
    ("3,000원 (50,000원 이상 무료배송)" beside "배송비"), after the row's head where it is the
    second cell ("적립금 390원", a buy box's table of label and value); not the row as one
    text, whose cells would run into one clause ("Ab 50 € | kostenlos")."""
    head = text.find(_CELL)
    start = text.rfind(_CELL, 0, price.start)
    start = 0 if start < 0 else start + len(_CELL)
    end = text.find(_CELL, price.end)
    end = len(text) if end < 0 else end
    if start and start == head + len(_CELL):  # the head's label, then the amount's cell
        clause = f"{text[:head]} {text[start:end]}"
        shift = start - head - 1
        return clause, price.start - shift, price.end - shift
    return text[start:end], price.start - start, price.end - start


def _offered(
    lines: list[str], texts: list[str], found: dict[int, list[money.Money]], approximate: bool
) -> dict[int, list[money.Money]]:
    """``found`` without what is no price of an offer: order values and discounts,
    conversions into another currency and exchange rates; each asked only of pages whose
    priced lines may write one (``approximate``: an approximate amount)."""
    priced = [texts[i] for i in found]
    if priced and money.mentions_terms(priced):
        found = _without_terms(lines, texts, found)
    if found and money.mentions_cover([*priced, *(texts[i - 1] for i in found if i)]):
        found = _without_cover(lines, texts, found)
    if found and money.mentions_limit(priced):
        found = _without_limits(lines, texts, found)
    if found and money.mentions_insured(priced):
        found = _without_insured_caps(texts, found)
    if found and approximate:
        found = _without_conversions(texts, found)
    if any("=" in texts[i] or "\u2248" in texts[i] for i in found) or (
        found and money.mentions_rate("\n".join(texts[i] for i in found))
    ):
        found = _without_quotes(texts, found, money.exchange_rates)
    if any(lines[i].startswith(ROW) for i in found):
        found = _without_brackets(lines, texts, found)
    if found and metal_rates.mentions_metal("\n".join(texts[i] for i in found)):
        found = _without_quotes(texts, found, metal_rates.metal_rates)
    return found


# A row's head that opens with a bound of a bracket ("fino a 22.000 €", "da 22.000,01 € a
# 30.000 €", "Up to $50,000"), is a range of amounts ("22.000 € - 30.000 €"), or opens with
# an amount whose bound follows it ("1万円未満", "1万円以上3万円未満"), its multiple (万) and
# currency (円) written between.
_BRACKET_HEAD = re.compile(
    rf"\s*(?:(?:{phrases.bounded(b for bs in words.BRACKET_BOUNDS.values() for b in bs)})"
    r"\s*:?\s*(?=[^\s\w]{0,3}\s?\d)|[^\s\d]{0,3}\s?\d[\d.,\u00a0\u202f ]*[^\s\d]{0,3}\s?"
    r"(?:[-\u2013\u2014]\s?[^\s\d]{0,3}\s?\d|"
    rf"(?:{phrases.alternation(b for bs in words.BRACKET_BOUNDS_AFTER.values() for b in bs)})))",
    re.IGNORECASE,
)


def bracket_head(cell: str) -> bool:
    """Whether a table row's head ``cell`` is a bracket of amounts (``_BRACKET_HEAD``)."""
    return _BRACKET_HEAD.match(cell) is not None


def _without_brackets(
    lines: list[str], texts: list[str], found: dict[int, list[money.Money]]
) -> dict[int, list[money.Money]]:
    """``found`` without the amounts of a table row's head that is a bracket (an income's, an
    order's, a turnover's) where a later cell holds the row's price: "da 22.000,01 € a
    30.000,00 € | 450,00 €" is a contribution of 450 € for that bracket, which names it."""
    kept: dict[int, list[money.Money]] = {}
    for i, prices in found.items():
        if lines[i].startswith(ROW) and lines[i].count(CELL) >= 2:
            head = len(texts[i].split(_CELL, 1)[0])
            if prices[-1].start > head and _BRACKET_HEAD.match(texts[i], 0, head):
                prices = [price for price in prices if price.start > head]
        kept[i] = prices
    return kept


def _without_quotes(
    texts: list[str],
    found: dict[int, list[money.Money]],
    quoted: Callable[[str, list[money.Money]], frozenset[int]],
) -> dict[int, list[money.Money]]:
    """``found`` without the amounts each line's ``quoted`` starts at: an exchange rate ("1
    EUR = 4,3187 PLN", "Tipo de cambio: S/ 3.752"; ``money.exchange_rates``) or a precious
    metal's rate of the moment ("Gold 22KT: ₹6,420/g"; ``metal_rates.metal_rates``), a
    market's quote of the day, no price of the page's offers."""
    kept: dict[int, list[money.Money]] = {}
    for i, prices in found.items():
        starts = quoted(texts[i], prices)
        if len(starts) < len(prices):
            kept[i] = [p for p in prices if p.start not in starts]
    return kept


def _without_cover(
    lines: list[str], texts: list[str], found: dict[int, list[money.Money]]
) -> dict[int, list[money.Money]]:
    """``found`` without the amounts labelled as an insurance's excess or sum insured: terms
    of the cover, which the premium beside them is the price of. A table's row is named by
    its head ("Selbstbehalt | - | € 300 | € 500") and each cell by its column's head
    ("Annual benefit limit"); elsewhere a list of alternatives ("$0, $100 or $250") by the
    words before it on its line, by the name right after it ("a $100 excess"), or, for a
    line's first amounts, by the short unpriced line above (a definition list's term:
    "Udział własny w szkodzie AC" over "500 zł"), which names a column of such lines (the
    buttons of "Choose your excess") and every amount of a short line under it."""
    columns = _cover_columns(lines, texts, found)
    kept: dict[int, list[money.Money]] = {}
    covered: set[int] = set()  # lines of nothing but amounts, each a term of the cover
    for i, prices in found.items():
        above = texts[i - 1] if i and i - 1 not in found else ""
        if lines[i].startswith(ROW) and lines[i].count(CELL) >= 2:
            prices = _uncovered_cells(texts[i], prices, above, columns.get(i, set()))
        else:
            under_cover = i - 1 in covered and _only_amounts(texts[i], prices)
            prices = _uncovered(texts[i], prices, above, under_cover)
            if not prices and _only_amounts(texts[i], found[i]):
                covered.add(i)
        if prices:
            kept[i] = prices
    return kept


def _uncovered_cells(
    text: str, prices: list[money.Money], above: str, columns: set[int]
) -> list[money.Money]:
    """A table row's ``prices`` but those its head, their column's head or the words before
    them name an excess or a sum insured."""
    head = text.split(_CELL, 1)[0]
    if len(head) <= _SHORT_LINE and money.names_cover(head):
        return []
    return [
        p
        for p in prices
        if _column(text, p) not in columns
        and not _labels_cover(text[: p.start], above)
        and not money.caps_cover(text[: p.start], text[p.end :])
    ]


def _uncovered(
    text: str, prices: list[money.Money], above: str, under_cover: bool
) -> list[money.Money]:
    """``prices`` of a line ``text`` but those its labels name an excess or a sum insured."""
    if under_cover or (len(text) <= _SHORT_LINE and _names_cover_above(above)):
        return []
    kept: list[money.Money] = []
    for run in _alternatives(text, prices):
        before, after = text[: run[0].start], text[run[-1].end :]
        if not (
            _labels_cover(before, above)
            or money.cover_after(after)
            or money.caps_cover(before, after)
        ):
            kept += run
    return kept


def _names_cover_above(above: str) -> bool:
    return bool(above) and len(above) <= _SHORT_LINE and money.names_cover(above)


def _alternatives(text: str, prices: list[money.Money]) -> list[list[money.Money]]:
    """A line's ``prices`` in runs, each a list of alternatives ("$0, $100 or $250")."""
    runs: list[list[money.Money]] = []
    for price in prices:
        if runs and money.alternatives_between(text[runs[-1][-1].end : price.start]):
            runs[-1].append(price)
        else:
            runs.append([price])
    return runs


def _only_amounts(text: str, prices: list[money.Money]) -> bool:
    """Whether a line holds nothing but its ``prices`` (a button's "$100")."""
    runs = _alternatives(text, prices)
    return (
        len(runs) == 1
        and not text[: prices[0].start].strip()
        and not text[prices[-1].end :].strip()
    )


def _cover_columns(
    lines: list[str], texts: list[str], found: dict[int, list[money.Money]]
) -> dict[int, set[int]]:
    """For each priced row of a table whose header names a column an excess or a sum insured
    ("Cover | Annual benefit limit | Excess options"), those columns' indexes in its cells."""
    columns: dict[int, set[int]] = {}
    for top, end in page.tables(lines):
        if top in found or not any(j in found for j in range(top + 1, end)):
            continue
        header = [cell for cell, _ in _cells(texts[top])]
        named = {c for c, cell in enumerate(header) if _names_cover_above(cell)}
        if not named or len(named) == len(header):
            continue
        for j in range(top + 1, end):
            offset = len(_cells(texts[j])) - len(header)  # an empty corner cell is no cell
            if j in found and offset in (0, 1):
                columns[j] = {c + offset for c in named}
    return columns


def _column(text: str, price: money.Money) -> int:
    """The index of the cell of a row's ``text`` that ``price`` stands in."""
    return text.count(_CELL, 0, price.start)


def _without_limits(
    lines: list[str], texts: list[str], found: dict[int, list[money.Money]]
) -> dict[int, list[money.Money]]:
    """``found`` without the amounts a label names as a limit of an account or a card: a
    table row's head names every cell's ("Dzienny limit wypłat z bankomatu | 5 000 zł |
    10 000 zł"); elsewhere the words before a line's first amount ("Daily payout limit:
    £50,000"). Not a line above: a list's "SMS pa limit" (unlimited texts) over a price."""
    kept: dict[int, list[money.Money]] = {}
    for i, prices in found.items():
        if lines[i].startswith(ROW) and lines[i].count(CELL) >= 2:
            head = texts[i].split(" | ", 1)[0]
            limited = len(head) <= _SHORT_LINE and money.names_limit(head)
            prices = [] if limited else prices
        else:
            before = texts[i][: prices[0].start]
            if len(before) <= _SHORT_LINE and money.names_limit(before):
                prices = prices[1:]
        if prices:
            kept[i] = prices
    return kept


def _without_insured_caps(
    texts: list[str], found: dict[int, list[money.Money]]
) -> dict[int, list[money.Money]]:
    """``found`` without the amounts an insurance's cap names in their clause, on any page
    (``money.insured_cap``): a carrier's tariff says what a parcel is insured for beside
    its price ("Haftung bis 500 € inklusive", "Versicherung | bis 2.500 € | 3,00 €"). A
    table's cell is read after its row's head, which may name the insurance."""
    kept: dict[int, list[money.Money]] = {}
    for i, prices in found.items():
        text = texts[i]
        prices = [p for p in prices if not money.insured_cap(_clause(text, p), text[p.end :])]
        if prices:
            kept[i] = prices
    return kept


def _clause(text: str, price: money.Money) -> str:
    """The words before ``price`` in its cell, after its row's head if it has one."""
    cells = text[: price.start].split(_CELL)
    return cells[-1] if len(cells) == 1 else f"{cells[0]} {cells[-1]}"


def _labels_cover(before: str, above: str) -> bool:
    """Whether the words ``before`` an amount on its line, or where there are none the short
    line ``above`` it, name an excess or a sum insured."""
    if before.strip():
        return money.names_cover(before)
    return len(above) <= _SHORT_LINE and money.names_cover(above)


def _without_conversions(
    texts: list[str], found: dict[int, list[money.Money]]
) -> dict[int, list[money.Money]]:
    """``found`` without the amounts written as approximate beside a price in another
    currency, on their line or the line above ("$29.99 (≈ €27.31)", "US $29.99" over
    "Approximately EUR 27.31"): a conversion, which moves with the exchange rate each day.
    An approximate amount alone ("approx. $500 a month" for a usage estimate) is kept."""
    kept: dict[int, list[money.Money]] = {}
    for i, prices in found.items():
        approximate = [p for p in prices if money.approximated(texts[i], p.start)]
        exact = {p.currency for p in prices if p not in approximate}
        exact |= {p.currency for p in found.get(i - 1, [])}
        dropped = [p for p in approximate if exact - {p.currency}]
        if len(dropped) < len(prices):
            kept[i] = [p for p in prices if p not in dropped]
    return kept


def _unpriced_rows(
    section: _Section,
    lines: list[str],
    texts: list[str],
    found: dict[int, list[money.Money]],
    by_columns: set[int],
) -> list[tuple[int, PriceRecord]]:
    """The rows of a table of plans, one a row, whose price cell says "Free" or "Contact
    sales": plans too, so that one coming or going is a change; and a fee table's rows that
    charge a rate alone ("International cards | +1.5%"), their rates in their names, so that
    one moving is a change. Only beside rows with a price, and not in a table whose columns
    are the plans (its rows are features)."""
    rows = [i for i in section.lines if lines[i].startswith(ROW)]
    if not any(i in found for i in rows) or any(i in by_columns for i in rows):
        return []
    records = []
    fees = any("%" in texts[i] for i in rows if i in found)
    for i in rows:
        if i in found:
            continue
        name, *cells = [cell.strip() for cell in texts[i].split(" | ")]
        if not name or not cells:
            continue
        if any(phrases.free_alone(cell) for cell in cells):
            records.append((i, PriceRecord(label=name, amount=Decimal(0))))
        elif any(money.CONTACT_SALES.search(cell) for cell in cells):
            records.append((i, PriceRecord(label=name, amount=None)))
        elif rates := _rates_alone(cells, fees):
            records.append((i, PriceRecord(label=f"{name} ({rates})", amount=None)))
    return records


def _rates_alone(cells: list[str], fees: bool) -> str:
    """The rates a row's ``cells`` charge where they say nothing else (a dash is a column it
    leaves out), as a fee's rate beside its fixed part is labelled: "+ 1.5%" for "+1,5 %".
    Only a surcharge's ("+1.5%") or in a table of ``fees``, whose priced rows hold a rate
    too: a spec's share beside a product's price ("Alcohol | 13.5%") charges nothing."""
    said = [cell for cell in cells if cell not in _NO_CHARGE]
    rates = [_PLUS_RATE.fullmatch(cell) for cell in said]
    if not said or not all(rates) or not (fees or all(found and found[1] for found in rates)):
        return ""
    return " | ".join(_said_rate(found) for found in rates if found)


def _said_rate(rate: re.Match[str]) -> str:
    """A ``_PLUS_RATE`` as a label says it: "+ 1.5%" for "+1,5 %"."""
    return f"{'+ ' if rate[1] else ''}{money.percent(rate[2])}"


_RATE_FIGURE = r"\d{1,3}(?:[.,]\d{1,4})?"  # a rate's number: "1.5", "0,25", "13"
_PLUS_RATE = re.compile(rf"(\+ ?)?({_RATE_FIGURE}) ?%")
_NO_CHARGE = frozenset({"", "-", "\u2013", "\u2014"})


def _listed_rates(
    section: _Section, lines: list[str], texts: list[str], found: dict[int, list[money.Money]]
) -> list[tuple[int, PriceRecord]]:
    """The fees of a list or a definition list (not a table: ``_unpriced_rows``) that charge
    a rate alone ("Vipps" over "1,5 %", "Kort: 2,9 %" under "Gebühren",
    "Transaktionsgebühr: 1,4 %"): records without an amount named with their rates, as a fee
    table's rate-only rows are, so that one moving is a change. Only a fee's, named so by its
    heading or its own name: a discount, a tax, a loan's interest or a wine's alcohol is
    no fee."""
    # A line's rate ends it (``_named_rate``): most sections have no such line to name.
    rated = [i for i in section.lines if texts[i].endswith("%") and i not in found]
    if not rated:
        return []
    fees = _names_rate_fee(section.label)
    records = []
    for i in rated:
        if lines[i].startswith(ROW):
            continue
        name, rate = _named_rate((lines, texts), i, section)
        said = texts[i] if texts[i].startswith(name) else f"{name} {texts[i]}"
        if rate and (fees or _names_rate_fee(name)) and not _no_fee(name, said):
            label = f"{section.label} ({name})" if section.label else name
            records.append((i, PriceRecord(label=f"{label} ({rate})", amount=None)))
    return records


def _named_rate(read: tuple[list[str], list[str]], i: int, section: _Section) -> tuple[str, str]:
    """A line's fee name and its rate ("Kort: 2,9 %"), or a rate alone under its name on the
    line above (a definition list's ``<dt>`` and ``<dd>``, not the heading); empty strings
    otherwise."""
    lines, texts = read
    text = texts[i]
    rate = _PLUS_RATE.search(text)  # the caller's lines end in "%"
    if rate is None or rate.end() != len(text):
        return "", ""
    name = text[: rate.start()].rstrip(" :\uff1a\u2013\u2014-")
    if not name and rate.start() == 0 and i - 1 in section.lines and _unheaded(lines, i - 1):
        name = texts[i - 1]
    if not _RATE_NAME.fullmatch(name):
        return "", ""
    return name, _said_rate(rate)


# A fee's name: a few words without a digit nor a sign ("Kort", "Transaktionsgebühr").
_RATE_NAME = re.compile(r"[^\W\d_][^\d%$€£¥:]{0,39}")


def _names_rate_fee(text: str) -> bool:
    return _holds(text, _RATE_FEES)


def _holds(text: str, names: frozenset[str]) -> bool:
    """Whether a word of ``text`` is one of ``names``, or ends with one of five letters or
    more (a compound's end: "Transaktionsgebühr", "Jahresrabatt")."""
    return any(
        word in names or any(len(name) >= _COMPOUND_END and word.endswith(name) for name in names)
        for word in _WORDS.findall(text.lower())
    )


_RATE_FEES = frozenset(fee for fees in words.RATE_FEES.values() for fee in fees)
_RATE_NOT_FEES = frozenset(word for said in words.RATE_NOT_FEES.values() for word in said)
_COMPOUND_END = 5


def _no_fee(name: str, text: str) -> bool:
    """Whether a rate's line says it is a saving, a discount, a loan's interest or a tax's
    ("Spare 15 %", "Rabatt: 20 %", "Sollzins: 3,9 %", "MwSt.: 19 %"), no fee."""
    bare = name.lower().strip(" .")
    return (
        phrases.saving_mark(text)
        or _holds(name, _RATE_NOT_FEES)
        or bare in _TAX_NAMES
        or phrases.tax_note(name)
    )


_TAX_NAMES = frozenset(noun.lower() for noun in words.TAX_NOUNS)


# A price split over two blocks by its markup (a page builder's price widget: the integer
# part in one element, the cents in a block beside it, drawn as a superscript): a line that is
# only a whole amount, with or without its currency, then a line that starts with the cents.
_WHOLE_LINE = re.compile(r"[^\d\s]{0,4} ?\d{1,3}(?:[ .,'\u00a0\u2019]\d{3})*(?: ?[^\d\s]{1,4})?")
_CENTS_LINE = re.compile(r"([^\d\s]{0,4}?) ?([.,]?)(\d\d)(?![\d.,])\s*(.*)")
_LONGEST_WHOLE, _LONGEST_CENTS = 16, 40
# _CENTS_LINE's start alone: one anchored match, before the whole line's.
_CENTS_START = re.compile(r"[^\d\s]{0,4} ?[.,]?\d\d(?![\d.,])")
# A currency's letters before its cents ("EUR .90", "kr ,50"); not an abbreviation's before a
# number of its own ("Gr.38", a size; "No.12").
_LETTERS_CENTS = re.compile(r"([^\W\d_]{1,4}) ?[.,]\d\d(?![\d.,])")
_DIGIT = re.compile(r"\d")
_LETTER_OR_SIGN = re.compile(r"[^\d\s.,'\u00a0\u2019]")


# An amount alone on its line: 29, 29.99, 1.299, 1 299,00.
_AMOUNT_LINE = re.compile(
    r"\d{1,3}(?:[ .,'\u00a0\u2019]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?"
)
_LONGEST_SIGN = 4


def joined_signs(texts: list[str]) -> list[str]:
    """``texts`` with a currency alone on its line joined to the amount on the line after it
    ("$" then "29" reads "$29"; "€" then "29 / Monat") or, for a sign that may follow its
    amount, to the amount alone on the line before it ("29" then "€" reads "29 €"; "29" then
    "€ HT / mois", "1 299" then "Kč / měsíc"): a card may set each in a block of its own. The
    price stands on the later line, and the earlier is emptied (the cents and the period may
    follow)."""
    joined = texts
    for i, line in enumerate(texts):
        if not line or line[0].isdigit():
            continue
        written = _sign_alone(line) if len(line) <= _LONGEST_SIGN else None  # most lines
        if written is not None and written.leads and _leads_next(joined, i):
            after = joined[i + 1].strip()
            joined = joined if joined is not texts else list(texts)
            joined[i], joined[i + 1] = "", f"{line.strip()} {after}"
        elif i and _number_first(joined[i - 1]) and _trailing_sign(line):
            amount = _amount_before(joined, i)
            if amount is not None:
                joined = joined if joined is not texts else list(texts)
                first, amount_text = amount
                joined[first:i] = [""] * (i - first)
                joined[i] = f"{amount_text} {line.strip()}"
    return joined


def _leads_next(texts: list[str], i: int) -> bool:
    """Whether the sign alone on line ``i`` leads the amount on the line after it: not
    between two amounts where the later one has the same sign after it too ("11,90" / "€" /
    "9,50" / "€", a struck and a current price, each with its sign after it)."""
    after = texts[i + 1].strip() if i + 1 < len(texts) else ""
    if not _amount_first(after):
        return False
    if not (i and _NUMBER_START.match(texts[i - 1]) and i + 2 < len(texts)):
        return True
    return texts[i + 2].strip() != texts[i].strip()


def _amount_before(texts: list[str], i: int) -> tuple[int, str] | None:
    """The amount the lines just before line ``i`` write, with the first of them: a whole
    amount over its cents ("29" then "99" or ",99", each a block of its own), or an amount
    alone."""
    before = texts[i - 1].strip()
    cents = _CENTS_ALONE.fullmatch(money.ascii_digits(before))  # of any script
    whole = money.ascii_digits(texts[i - 2].strip()) if cents and i > 1 else ""
    if cents and whole[:1].isdigit() and _WHOLE_DIGITS.fullmatch(whole):
        mark = cents.group(1) or ("," if "." in whole else ".")  # "1.299" groups by dots
        return i - 2, f"{texts[i - 2].strip()}{mark}{cents.group(2)}"
    return (i - 1, before) if _AMOUNT_LINE.fullmatch(money.ascii_digits(before)) else None


_CENTS_ALONE = re.compile(r"([.,]?)(\d\d)")
_WHOLE_DIGITS = re.compile(r"\d{1,3}(?:[ .'\u00a0\u2019]\d{3})+|\d+")


def _sign_alone(line: str) -> currencies.Written | None:
    """The currency ``line`` is, if it is only a currency's sign or code (not a word that is
    a currency only beside money: "R", "ALL")."""
    if len(line) > _LONGEST_SIGN:
        return None
    written = currencies.SPELLINGS.get(line.strip())
    return None if written is None or written.word else written


def _amount_first(line: str) -> bool:
    """Whether ``line`` is an amount, alone or before what a price's amount has after it
    ("29 / Monat", "29.99*"), not before words of another kind ("29 users")."""
    found = _AMOUNT_LINE.match(money.ascii_digits(line))
    if found is None:
        return False
    rest = line[found.end() :]
    if not rest:
        return True
    first = rest.lstrip()[:1]
    return not first.isdigit() and (not first.isalnum() or phrases.period_after(rest) is not None)


# A currency's sign or code at the start of a line, before what follows it ("€/mois", "zł
# netto", "kr/mån", "€*").
_SIGN_HEAD = re.compile(r"([^\s/*\d]{1,6})(?=[\s/*]|\Z)")


def _trailing_sign(line: str) -> bool:
    """Whether ``line`` starts with a currency written after its amount, and holds no amount
    or cents of its own right after it ("€ HT / mois", not "€45")."""
    head = _SIGN_HEAD.match(line)
    if head is None:
        return False
    written = currencies.SPELLINGS.get(head.group(1))
    if written is None or written.word or not written.trails:
        return False
    return _NUMBER_START.match(line[head.end() :].lstrip()) is None


# An amount or its cents, in a digit of any script ("€ .90 /mois": ``joined_cents``'s).
_NUMBER_START = re.compile(r"[.,]?\d")
_NUMBER_FIRST = frozenset(".,0123456789")  # a character ``_NUMBER_START`` may start with


def _number_first(line: str) -> bool:
    """Whether ``line`` starts with ``_NUMBER_START``: most lines start with a letter, past
    at once (a digit of another script is searched for)."""
    first = line[:1]
    if first not in _NUMBER_FIRST and (first.isascii() or not first.isdecimal()):
        return False
    return _NUMBER_START.match(line) is not None


def joined_cents(texts: list[str]) -> list[str]:
    """``texts`` with each price split so joined on the cents' line ("39" then "€ .90 /mois"
    reads "39.90 € /mois"; the whole amount's line is emptied). Only where the joined text
    reads as a price with cents, and the cents are written as such (after a separator) or
    followed by a period or nothing: "€5" then "10 GB storage" stays apart."""
    joined = texts
    for i in range(1, len(texts)):
        whole, line = texts[i - 1], texts[i]
        # Most lines follow one that is no whole amount, or are too long for cents: at once
        # past them, before any search. Else most start with a word, or are no cents; a
        # currency's code or letters may lead the cents as its sign does ("EUR .90", "kr ,50").
        if not whole or len(whole) > _LONGEST_WHOLE or len(line) > _LONGEST_CENTS:
            continue
        if (line[:1].isalpha() and not _code_cents(line)) or not _CENTS_START.match(line):
            continue
        merged = _merged(whole, line) if _whole_amount(whole) else None
        if merged is not None:
            joined = joined if joined is not texts else list(texts)
            joined[i - 1], joined[i] = "", merged
    return joined


def _code_cents(line: str) -> bool:
    """Whether ``line`` starts with a currency's letters, then cents ("EUR .90")."""
    found = _LETTERS_CENTS.match(line)
    return found is not None and found.group(1) in currencies.SPELLINGS


def _whole_amount(line: str) -> bool:
    """Whether ``line`` is only a whole amount: digits, or digits beside their currency. A
    heading that ends in a number ("Tier 2", "Plan 1") is none, though its word is as short
    as a currency's."""
    if not _WHOLE_LINE.fullmatch(line):
        return False
    if not _LETTER_OR_SIGN.search(line):
        return True
    found = money.read_price(line)
    return found is not None and found.currency is not None


def _merged(whole: str, line: str) -> str | None:
    cents = _CENTS_LINE.fullmatch(line)
    if cents is None:
        return None
    sign, separator, digits, rest = cents.groups()
    if sign and not separator:
        return None  # "$29/mo" is a price of its own, not the cents of the line before
    if not separator and rest[:1] not in ("", "/", "*") and not money.period_in(rest):
        return None
    # A whole amount with its sign after it ("19 €" then ".90"): the cents go before the sign.
    amount = whole.strip()
    number = _AFTER_DIGITS.sub("", amount)
    trailing = amount[len(number) :]
    if trailing and _sign_alone(trailing) is None:  # "€179/mån" has its period already
        number, trailing = amount, ""
    separator = separator or ("," if "." in number[-4:] else ".")
    merged = " ".join(f"{number}{separator}{digits} {trailing} {sign} {rest}".split())
    found = money.read_price(merged)
    if found is None or found.amount is None or found.amount * 100 % 100 != int(digits):
        return None
    return merged


_AFTER_DIGITS = re.compile(r"\D+\Z")


_CUSTOM = frozenset(word for words_ in words.CUSTOM_PRICE.values() for word in words_)


def _unpriced_plan(section: _Section, texts: list[str]) -> list[PriceRecord]:
    """A plan's card without an amount: free, if a line of its is only the word for it
    ("Free", "Gratis", "無料"), else a plan whose price is on request ("contact sales", or a
    line that is only "Custom")."""
    if any(phrases.free_alone(texts[i]) for i in section.lines):
        return [PriceRecord(label=section.label, amount=Decimal(0))]
    on_request = any(texts[i].strip(" .!*").casefold() in _CUSTOM for i in section.lines)
    if on_request or any(_asks_to_contact(texts[i]) for i in section.lines):
        return [PriceRecord(label=section.label, amount=None)]
    return []


# How far under a page's title its state or "on request" is looked for: a product's details
# come first, a shop's other lines (reviews, delivery, recommendations) after.
_PRODUCT_LINES = 12
# The states in which a shop hides a product's price: none can be bought.
_WITHHELD = frozenset({"OutOfStock", "SoldOut", "Discontinued", "PreOrder", "BackOrder"})


def unpriced_product(lines: list[str], texts: list[str]) -> list[PriceRecord]:
    """A page that shows no price at all: its product (its first top heading) without an
    amount, if the lines under it say it cannot be bought ("Currently unavailable",
    "Ausverkauft"). A shop that hides a sold-out product's price is a change of availability
    to report, not a check that fails. A page that says it is on sale, or asks to contact
    sales, with no price is drawn by a script: the check's failure says so (render it in a
    browser), where a record without an amount would hide it."""
    levels = [(i, level) for i, line in enumerate(lines) if (level := heading_level(line))]
    if not levels:
        return []
    top = min(level for _, level in levels)
    first = next(i for i, level in levels if level == top)
    end = next((i for i, level in levels if i > first and level <= top), len(lines))
    under = list(range(first + 1, min(end, first + 1 + _PRODUCT_LINES)))
    states = money.availability_by_line(texts, under)
    state = states[min(states)] if states else None
    if state not in _WITHHELD:
        return []
    return [PriceRecord(label=texts[first].strip(), amount=None, availability=state)]


# A card's price slot or button that asks to contact sales says so in a sentence of a few
# words ("Contact sales", "Let's talk about volume pricing", "お問い合わせください"); a longer
# sentence that says so is a notice ("For wheelchair spaces please contact us on 020 7946
# 0148 before booking"), no plan on request, unless it asks for a quote: a slot may say that
# at length, and Vietnamese spaces each syllable ("Liên hệ với bộ phận kinh doanh để được tư
# vấn và nhận báo giá theo quy mô").
_ASK_WORDS = 8
_QUOTE_WORDS = 20
_ASK_CHARS = 32


def _asks_to_contact(text: str) -> bool:
    """Whether a line asks to contact sales in a short sentence of its own ("Contact us for
    a quote", "Need more than 100 seats? Contact sales."): a plan's price slot, not a notice
    that sends a reader to a phone number ("For wheelchair spaces please contact us on …",
    "…、事務局 (03-5555-0148) までお問い合わせください")."""
    phrase = money.CONTACT_SALES.search(text)
    if phrase is None:
        return False
    clause = _sentence_of(text, text.lower().find(phrase), len(phrase))
    if len(_DIGIT.findall(clause)) >= _PHONE_DIGITS:  # "…までお問い合わせください (03-5555-0148)"
        return False
    spaced = clause.split()
    most = _QUOTE_WORDS if phrases.QUOTE_REQUEST.search(clause) else _ASK_WORDS
    return len(spaced) <= most and (len(spaced) > 1 or len(clause) <= _ASK_CHARS)


_PHONE_DIGITS = 6  # a phone number's, which a plan's price slot does not give


def _sentence_of(text: str, start: int, length: int) -> str:
    """The sentence of ``text`` (or a clause of a script without spaces) that holds the
    words at ``start``; all of it where they are not found as written."""
    if start < 0:
        return text
    ends = [end.end() for end in _CLAUSE_END.finditer(text, 0, start)]
    after = _CLAUSE_END.search(text, start + length)
    return text[ends[-1] if ends else 0 : after.start() if after else len(text)].strip()


# Where a sentence, or a clause of a script without spaces, ends.
_CLAUSE_END = re.compile(r"[.!?;\u3001\u3002\uff01\uff1f](?:\s|$)|[\u3001\u3002\uff01\uff1f]")


def _with_unpriced_cards(
    records: list[tuple[int, PriceRecord]],
    section: _Section,
    names: dict[int, int],
    texts: list[str],
    read: tuple[dict[int, list[money.Money]], dict[int, str]],
) -> list[tuple[int, PriceRecord]]:
    """``records`` and, in their lines' order, the section's ``_unpriced_cards``."""
    cards = _unpriced_cards(section, names, texts, *read) if names else []
    return sorted(records + cards, key=lambda located: located[0]) if cards else records


def _unpriced_cards(
    section: _Section,
    names: dict[int, int],
    texts: list[str],
    found: dict[int, list[money.Money]],
    states: dict[int, str],
) -> list[tuple[int, PriceRecord]]:
    """The card before or after a grid of named priced ones that says, where they give their
    price, only that it is free or on request ("Enterprise" / "Contact us"), or else says so
    further down its lines ("Custom" over its button's "Contact sales"): a plan too. Only
    where every card of the grid sets its price the same number of lines below its name, and
    this card's name stands there too, where a card may start; at most one on each side, the
    nearest. A badge ("Save 20%", "Most popular") that only some cards wear counts for no
    line. The grid is each run of two cards or more that give their price alike, or the one
    card: rows named over their price under it ("Extra seat" / "$5 / mo"), with no heading
    of their own, are no cards of the grid."""
    firsts: dict[int, int] = {}  # each card's first price (a second one may follow it)
    for i, name in sorted(names.items()):
        firsts.setdefault(name, i)
    runs = [
        (offset, [name for name, _ in run])
        for offset, run in itertools.groupby(
            sorted(firsts.items()), key=lambda card: _steps(texts, *card)
        )
    ]
    grids = [run for run in runs if len(run[1]) > 1 or len(runs) == 1]
    # A card between two grids is after one and before the other: one plan.
    by_line = {
        card[0]: card
        for grid in grids
        for card in _beside_grid(section, grid, texts, found, states)
    }
    return list(by_line.values())


def _beside_grid(
    section: _Section,
    grid: tuple[int, list[int]],
    texts: list[str],
    found: dict[int, list[money.Money]],
    states: dict[int, str],
) -> list[tuple[int, PriceRecord]]:
    """``_unpriced_cards`` beside one grid: its cards' names (``starts``), each ``offset``
    lines over its price."""
    offset, starts = grid
    before_names, after_names = _card_windows(starts, texts)
    # A card has as many lines as the shortest of the grid's at most.
    shortest = min((b - a for a, b in itertools.pairwise(starts)), default=_LONE_SPANS[0])
    # What the grid's cards write (their button's "Try it") names none; nor does a price or a
    # state.
    repeated = {texts[k] for k in range(starts[0], min(after_names[0], section.lines[-1] + 1))}
    cards: list[tuple[int, PriceRecord]] = []
    for window in (before_names, after_names):
        candidates = [
            name
            for name in window
            if name in section.lines
            and name not in found
            and name not in states
            and texts[name] not in repeated
        ]
        found_cards = (
            _unpriced_card(section, texts, name, (offset, reach))
            for reach in (1, shortest - offset)
            for name in candidates
            # Where only the badges' lines let a card start (within the last card's span,
            # its own "For teams"), it must say so where the cards give their price.
            if reach == 1 or name < starts[0] or name >= starts[-1] + shortest
        )
        cards += itertools.islice(filter(None, found_cards), 1)  # the nearest
    return cards


def _unpriced_card(
    section: _Section, texts: list[str], name: int, lines: tuple[int, int]
) -> tuple[int, PriceRecord] | None:
    """The unpriced plan of a card named at line ``name``, if its line where the grid's
    cards give their price (``offset`` below its name, not counting badges) or one of the
    ``reach`` lines from there says it is free or on request."""
    offset, reach = lines
    j = _ahead(texts, name, offset)
    if j not in section.lines or len(texts[j]) > _LABEL_CHARS:
        return None
    if not _name_like(texts[name]) or _DIGIT.search(texts[name]):
        return None
    card = _Section(texts[name], section.level, [k for k in section.lines if j <= k < j + reach])
    record = _unpriced_plan(card, texts)
    return (j, record[0]) if record else None


# One priced card's neighbour names itself this many lines from its name: a card has a few
# lines (its price, a feature or two, its button), and a page's other text is further off.
_LONE_SPANS = (3, 12)


def _card_windows(starts: list[int], texts: list[str]) -> tuple[list[int], list[int]]:
    """Where the name of a card right before and right after a grid of cards that start at
    ``starts`` may stand, the likeliest first. A card spans about as many lines as its
    neighbours, but the badges one wears ("Most popular" over its name): the next one starts
    no sooner than the shortest of them ends, and one further off than the longest is the
    page around them; the one before starts the shortest's span before the first."""
    first, last = starts[0], starts[-1]
    if len(starts) == 1:
        low, high = _LONE_SPANS
        return list(range(first - low, first - high - 1, -1)), list(
            range(first + low, first + high + 1)
        )
    spans = [_steps(texts, a, b) for a, b in itertools.pairwise(starts)]
    shortest, longest = min(spans), max(b - a for a, b in itertools.pairwise(starts))
    expected = first - shortest
    before = sorted(range(first - longest, first), key=lambda name: (abs(name - expected), -name))
    after = range(_ahead(texts, last, shortest - 1) + 1, last + 2 * longest + 1)
    return before, list(after)


def _steps(texts: list[str], name: int, i: int) -> int:
    """The lines from a card's name down to its line ``i``, but its badges."""
    return sum(1 for j in range(name + 1, i + 1) if not _worn(texts[j]))


def _ahead(texts: list[str], i: int, steps: int) -> int:
    """The line ``steps`` lines below line ``i``, not counting badges; -1 past the end."""
    while steps and i + 1 < len(texts):
        i += 1
        steps -= not _worn(texts[i])
    return -1 if steps else i


def _worn(text: str) -> bool:
    """Whether a line is a badge some cards of a grid wear and others not ("Save 20%", "Most
    popular"): it shifts no card's lines."""
    return phrases.saving_mark(text) or phrases.badge(text) is not None


def _in(section: _Section, found: dict[int, list[money.Money]]) -> list[int]:
    """The section's priced lines."""
    return [i for i in section.lines if i in found]


def _off_rows(
    section: _Section, found: dict[int, list[money.Money]], lines: list[str]
) -> list[int]:
    """The section's priced lines but a table's rows, which their own cells name: the cards
    above a table (a disclosure's yearly prices under the monthly cards, "Plus | 1 490
    kr/år") keep their names, which the rows would otherwise stand between."""
    return [i for i in _in(section, found) if not lines[i].startswith(ROW)]


def _term_list(priced: list[int], names: dict[int, int]) -> bool:
    """Whether the priced lines are a list of terms each right before its price, and each
    right after the price before it ("Nájem", "od 18 500 Kč", "Zápisné", "3 000 Kč"): one
    thing's prices, as a ``<dl>`` lists them, not cards with lines of their own."""
    return all(names.get(i) == i - 1 for i in priced) and all(
        names[later] == earlier + 1 for earlier, later in itertools.pairwise(priced)
    )


def _repeated_names(
    sections: list[_Section], names: list[dict[int, int]], texts: list[str]
) -> set[str]:
    """The card names that stand under two or more headings ("Register", "Renew" under ".com"
    and again under ".net"): what each heading's thing is priced for, not a plan of its own."""
    seen = Counter(
        name
        for section, of_section in zip(sections, names, strict=True)
        if section.label
        for name in {texts[j] for j in of_section.values()}
    )
    return {name for name, count in seen.items() if count >= 2}


def _repeated_rows(sections: list[_Section], row_labels: dict[int, str]) -> set[str]:
    """Of the labels of priced table rows (``row_labels``, by line), those that stand under two
    or more headings ("Flexible rate" in the table of each room of a hotel): the rates of
    each heading's thing, as ``_repeated_names`` finds a card's."""
    if not row_labels:
        return set()
    seen = Counter(
        label
        for section in sections
        if section.label
        for label in {row_labels[i] for i in section.lines if i in row_labels}
    )
    return {label for label, count in seen.items() if label and count >= 2}


def _by_card_leads(
    records: list[tuple[int, PriceRecord]],
    sections: list[_Section],
    read: tuple[list[str], list[str]],
    found: dict[int, list[money.Money]],
) -> list[tuple[int, PriceRecord]]:
    """``records`` with the prices of each card of a list of alike cards named by the line
    that tells that card from the others, where each card holds the same headed boxes (a
    flight's fares "Light", "Clasic", "Flex" under its times "06:15 OTP"): the same fare of
    two flights would otherwise be one record, and a flight added or gone a fare changed."""
    runs = _card_runs(sections, read, found)
    if not runs:  # most pages
        return records
    titles = _lead_titles([_lead(sections[run[0]], read, found) for run in runs], read)
    if not titles:
        return records
    title_of = {
        i: title
        for run, title in zip(runs, titles, strict=True)
        for n in run
        for i in sections[n].lines
    }
    return [
        (i, replace(r, label=_card_name(title_of[i], r.label, {r.label})) if i in title_of else r)
        for i, r in records
    ]


def _card_runs(
    sections: list[_Section], read: tuple[list[str], list[str]], found: dict[int, list[money.Money]]
) -> list[list[int]]:
    """The runs of sections whose headings recur at one level and head a price somewhere, by
    index: a run ends where a heading it already holds comes again (the next card's first
    box, priced or sold out). The part of an outer heading after a grid is none."""
    lines = read[0]
    headed = [
        n
        for n, s in enumerate(sections)
        if s.label and s.lines and not lines[s.lines[0]].startswith(GRID_END)
    ]
    seen = Counter((sections[n].label, sections[n].level) for n in headed)
    priced = {sections[n].label for n in headed if any(i in found for i in sections[n].lines)}
    runs: list[list[int]] = []
    held: set[str] = set()
    for n in headed:
        label = sections[n].label
        if seen[label, sections[n].level] < 2 or label not in priced:
            continue
        if not runs or label in held:
            runs.append([])
            held = set()
        runs[-1].append(n)
        held.add(label)
    return runs if len(runs) >= 2 else []


def _lead(
    section: _Section, read: tuple[list[str], list[str]], found: dict[int, list[money.Money]]
) -> list[int]:
    """The lines right above a card's first heading, up to a price, a heading or the start of
    the card (its mark, or the line after a grid of cards): what the card says of itself
    before its boxes. A card's top (``_card_top``) is already its first box's."""
    lines, texts = read
    if lines[section.lines[0]].startswith(CARD):  # the card's top, taken above its heading
        return list(itertools.takewhile(lambda j: heading_level(lines[j]) is None, section.lines))
    j = section.lines[0] - 1
    j -= j >= 0 and heading_level(lines[j]) is not None and texts[j] == section.label
    lead: list[int] = []
    while j >= 0 and j not in found:
        lead.insert(0, j)
        if lines[j][:1] in (CARD, GRID_END) or heading_level(lines[j]) is not None:
            break
        j -= 1
    return lead


def _lead_titles(leads: list[list[int]], read: tuple[list[str], list[str]]) -> list[str]:
    """Each card's title, if every card has one and they all differ: the first line of a lead
    that starts where its card does, and in a lead above its boxes alone (the first card's,
    under the list's heading) the line as far above them as the shortest such lead's first;
    where no lead starts a card, the topmost line at one place above the boxes of all."""
    lines, texts = read
    starts = [len(lead) for lead in leads if _starts_card(lead, lines)]
    depths = [min(starts)] if starts else range(min(map(len, leads)), 0, -1)
    for depth in depths:
        picked = [
            lead[0] if _starts_card(lead, lines) else lead[-depth]
            for lead in leads
            if len(lead) >= depth
        ]
        titles = [texts[j] for j in picked]
        if len(titles) == len(leads) == len(set(titles)) and all(map(_name_like, titles)):
            return titles
    return []


def _starts_card(lead: list[int], lines: list[str]) -> bool:
    return bool(lead) and lines[lead[0]][:1] in (CARD, GRID_END)


def _card_name(heading: str, name: str, repeated: set[str]) -> str:
    """A card's name; one that stands under each of several headings is its heading's
    ("Register" under ".com" is ".com (Register)")."""
    return f"{heading} ({name})" if heading and name in repeated else name


def _card_names(
    section: _Section,
    priced: list[int],
    texts: list[str],
    found: dict[int, list[money.Money]],
    states: dict[int, str],
) -> dict[int, int]:
    """Plan cards under one heading ("Simple pricing": Starter $9, Team $19, ...): each price
    is named by the nearest short line before it, after the price before it, that is not a
    stock state ("Sold out") nor a saving's badge ("Save 20%"). A price right after another
    one is that card's too (a plan's monthly price under its yearly one, a shop tile's price
    per kg under its price), where two cards or more are named, or no heading is: one name
    and prices under it are one plan with several prices, named by its heading. By the
    price's line, the line of its name."""
    if len(priced) < 2:
        return _lone_card(section, priced, texts, (found, states))
    names: dict[int, int] = {}
    previous, inherited = section.lines[0] - 1, False
    for i in priced:
        name = _nearest_name(i, previous, texts, (found, states))
        if name is None:
            name, inherited = names.get(previous), True
        if name is None:
            return {}
        names[i], previous = name, i
    if inherited and _named_lines(priced, texts, found):
        return {}  # a list's items, each named on its line, under a title ("Coafor")
    if inherited and section.label and not _alike_cards(names, texts):
        return {}
    return _over_durations(names, texts, (found, states))


def _over_durations(
    names: dict[int, int],
    texts: list[str],
    read: tuple[dict[int, list[money.Money]], dict[int, str]],
) -> dict[int, int]:
    """``names`` with each service's duration between its name and its price ("Manikúra" /
    "60 min" / "450 Kč") given up for that name, where every duration among them has a
    service's name right above it; durations that name cards of their own ("Bike hire",
    "1 hour", "£10", "2 hours", "£18") have a price above some."""
    found, states = read
    durations = {j for j in names.values() if phrases.duration_only(texts[j])}
    lines = set(names.values())
    if not durations or any(
        j - 1 in lines or j - 1 in found or j - 1 in states or not _service_name(texts[j - 1])
        for j in durations
    ):
        return names
    return {i: j - 1 if j in durations else j for i, j in names.items()}


def _nearest_name(
    i: int, stop: int, texts: list[str], read: tuple[dict[int, list[money.Money]], dict[int, str]]
) -> int | None:
    """The nearest line above line ``i`` and below ``stop`` that may name its card: a few
    words without a price, a stock state, a saving's badge ("Save 20%"), a badge's words
    ("Most popular") or a price's period set on a line of its own under it ("HT / mois" under
    "99 MAD", over "ou 990 MAD HT / an"; a card named "Monthly" names its card)."""
    found, states = read
    return next(
        (
            j
            for j in range(i - 1, stop, -1)
            if j not in found
            and j not in states
            and _name_like(texts[j])
            and not phrases.saving_mark(texts[j])
            and not phrases.badge(texts[j])
            and not (j - 1 in found and _only_period(texts[j]))
        ),
        None,
    )


def _only_period(text: str) -> bool:
    """Whether a line is nothing but a price's period written as it follows one, with its
    tax note ("HT / mois", "per month, excl. VAT", "every four weeks", "/mese"); a period's
    one word ("Monthly", "Yearly") may name a card of a billing toggle, but not one written
    with the slash that only follows an amount."""
    end = phrases.period_end(text)
    after_amount = len(text.split()) > 1 or text.startswith("/")
    return end > 0 and not text[end:].strip(" .,)") and after_amount


def _alike_cards(names: dict[int, int], texts: list[str]) -> bool:
    """Whether the prices named by ``names`` (a name's first price, then those that follow it
    unnamed) are two cards or more, each of as many prices, each named in words, no figure:
    plans that each show two ("$12/mo billed annually", "$15 billed monthly"), not one
    product's prices under the lines that happen to stand before some of them (its rating,
    "92% de 100"; its SKU)."""
    counts = Counter(names.values())
    worded = all(_worded(texts[name]) for name in counts)
    return len(counts) > 1 and len(set(counts.values())) == 1 and worded


def _worded(name: str) -> bool:
    """Whether a card's name is words first, a figure after them at most ("Fibra 500", "VPS
    4 GB"), not a rating ("92% de 100", "4.8 ★") nor a code ("EAN 4006381333931")."""
    figures = sum(map(str.isdigit, name))
    letters = sum(map(str.isalpha, name))
    return name[:1].isalpha() and "%" not in name and figures <= letters


def _lone_card(
    section: _Section,
    priced: list[int],
    texts: list[str],
    read: tuple[dict[int, list[money.Money]], dict[int, str]],
) -> dict[int, int]:
    """One priced card beside one that is free or on request ("Basic" / "Free" beside "Pro" /
    "$12/mo"): its price is named by its card's name, where ``_unpriced_cards`` finds the
    other card the same number of lines below its own name; else by the section's heading.
    A sentence with a price ("Extra stamps from $0.90 each.") is a note, no card's price."""
    if len(priced) != 1 or not section.label or len(texts[priced[0]]) > _SHORT_LINE:
        return {}
    [i] = priced
    name = _nearest_name(i, section.lines[0] - 1, texts, read)
    if name is None or _DIGIT.search(texts[name]):
        return {}
    names = {i: name}
    return names if _unpriced_cards(section, names, texts, *read) else {}


# Lines after a price that still belong to its product ("$129" then "Out of stock").
_STATE_REACH = 3


def _card_state(
    i: int,
    k: int,
    priced: list[int],
    section: _Section,
    names: dict[int, int],
    states: dict[int, str],
) -> str | None:
    """The stock state of the lines after the price on line ``i`` (the ``k``-th priced line)
    and before the next price or its card's name, at most ``_STATE_REACH``; else of those
    between its own card's name and the price (a badge: "Sold out")."""
    following = k + 1  # the next price of another card
    while following < len(priced) and i in names and names.get(priced[following]) == names[i]:
        following += 1
    later = priced[following] if following < len(priced) else section.lines[-1] + 1
    after = range(i + 1, min(names.get(later, later), i + 1 + _reach(i, k, priced, names)))
    badge = range(names.get(i, i) + 1, i)
    return next((states[j] for j in (*after, *badge) if j in states), None)


def _named_over(
    priced: list[int], texts: list[str], found: dict[int, list[money.Money]], section: "_Section"
) -> list[int]:
    """The priced lines that are a price alone under a line of their section without one:
    its name's, as a menu or a ticket list writes an item over its price."""
    return [
        i
        for i in priced
        if i - 1 in section.lines and i - 1 not in found and _alone(texts[i], found[i])
    ]


def _alone(text: str, prices: list[money.Money]) -> bool:
    """Whether a line is one price and nothing else."""
    return len(prices) == 1 and text.strip() == text[prices[0].start : prices[0].end].strip()


def _name_states(
    priced: list[int],
    texts: list[str],
    found: dict[int, list[money.Money]],
    read: tuple["_Section", dict[int, str]],
) -> dict[int, str]:
    """By priced line, the stock state of the line right above a price written alone on its
    line, where that line is its name's: a menu's or a ticket list's mark beside the name
    ("Fideuà de sípia Esgotat" over "13,40", "Visita guidata — Esaurito" over "€ 7,00")."""
    section, states = read
    if not states:
        return {}
    return {i: states[i - 1] for i in _named_over(priced, texts, found, section) if i - 1 in states}


def _reach(i: int, k: int, priced: list[int], names: dict[int, int]) -> int:
    """How many lines after the price on line ``i`` may state its stock: ``_STATE_REACH``,
    or in a grid of named cards as far as a card goes (a card's specs may come between its
    price and its stock): from its name to the next card's, or for the last, as many lines as
    the card before it spans."""
    if i not in names or len(priced) < 2:
        return _STATE_REACH
    neighbour = priced[k + 1] if k + 1 < len(priced) else priced[k - 1]
    if neighbour not in names or names[neighbour] == names[i]:
        return _STATE_REACH
    span = abs(names[neighbour] - names[i])
    return max(_STATE_REACH, min(span - (i - names[i]), _NEAR))


def _other_offer(i: int, lines: list[str], texts: list[str]) -> bool:
    """Whether a priced line is a table's row of an offer of its own (another seller's), not
    one of the product's quantity tiers ("Ab 10 Paar | 98,28 €", "10+ | 3,90 €"), nor the
    prices of tiers set in columns under a row of their quantities (nopCommerce's "Menge |
    10+ | 50+" over "Preis | 4,99 € | 4,49 €")."""
    if not lines[i].startswith(ROW):
        return False
    first, _, rest = texts[i].partition(" | ")
    return not rest or not (_QUANTITY.fullmatch(first) or _under_quantities(i, lines, texts))


def _under_quantities(i: int, lines: list[str], texts: list[str]) -> bool:
    """Whether the row above line ``i`` names each of its columns but the first by a
    quantity, as a table of tiers set in columns does ("10+", "ab 50", "1-9", "100 Stk."):
    not a capacity's "16 GB" nor a year's "2023"."""
    if i == 0 or not lines[i - 1].startswith(ROW):
        return False
    cells = [cell for cell, _ in _cells(texts[i - 1])[1:]]
    return (
        len(cells) > 1
        and all(_QUANTITY.fullmatch(cell) for cell in cells)
        and any(_TIER_CUE.search(cell) for cell in cells)
    )


# What makes a count a tier's: a bound's sign or word, a range, or a unit of pieces.
_TIER_CUE = re.compile(
    r"[+\u2013-]|^[^\W\d_]|(?<![^\W\d_])(?:st(?:k|\u00fcck)|pcs|pieces|szt|units?|uds?|pz"
    r"|pezzi|pi\u00e8ces|stuks|kpl|ks|qty)(?![^\W\d_])",
    re.IGNORECASE,
)
# A tier's first cell: a count, with a bound's word or sign and a unit of a few letters.
_QUANTITY = re.compile(
    r"(?:[^\W\d_]{1,10}\.? ){0,3}\d{1,6}(?: ?[-\u2013+] ?\d{0,6})?\+?(?: [^\W\d_]{1,10}\.?)?"
)


def _not_choices(states: dict[int, str], lines: list[str]) -> dict[int, str]:
    """``states`` but those of lines that hold a disabled choice ("XL - ausverkauft"): that
    choice's, not the product's."""
    if not any(CHOICE in lines[i] for i in states):
        return states
    return {i: state for i, state in states.items() if CHOICE not in lines[i]}


# How far from a price its product's stock state may be written, in lines either way.
_NEAR = 12


def _states_from_above(
    sections: list[_Section],
    found: dict[int, list[money.Money]],
    read: tuple[dict[int, str], list[str]],
) -> dict[int, str]:
    """By section's index, the stock state of the product whose heading heads it from a
    level above: a product's name, its state ("Skladem", "Sold out") and no price under it,
    then its packs or sizes priced under headings of their own ("Choose your pack"). Each
    section after such a heading and deeper than it, until the next heading as high. Only a
    state among the first lines under the name is the product's: a listing's filters further
    down ("Elfogyott termékek elrejtése": hide the sold-out ones) are no product's, and only
    a line that is a state, not a sentence: a page's lead under its title ("… e la rete 5G
    inclusa dove disponibile": where it is available) says nothing of its plans' stock, nor
    does a short one ("Disponibile in 7.000 comuni") of the rates a service's plans charge."""
    states, texts = read
    states = {j: state for j, state in states.items() if len(texts[j]) <= _STATE_LINE}
    inherited: dict[int, str] = {}
    holder: tuple[int, str] | None = None  # the heading's level, and its state
    for n, section in enumerate(sections):
        if holder is not None and section.level <= holder[0]:
            holder = None
        if holder is not None:
            if not any(_holds_rate(texts[i], found[i]) for i in section.lines if i in found):
                inherited[n] = holder[1]  # a plan's rate: a service's, whose lead is no stock
        elif section.level and not any(i in found for i in section.lines):
            top = _Section(section.label, section.level, section.lines[:_UNDER_NAME])
            state = _first_state(top, states, texts)
            holder = (section.level, state) if state else None
    return inherited


_UNDER_NAME = 3  # lines under a product's name that say its state: a lead, then the state
_STATE_LINE = 40  # at most so many characters: "Skladem, odesíláme do 24 hodin"


def _near(found: dict[int, list[money.Money]], count: int) -> list[int] | None:
    """The lines within ``_NEAR`` of a priced line: only there is a stock state a price's.
    None for all of them, when that is most (a price list, not a long page)."""
    if len(found) * (2 * _NEAR + 1) >= count:
        return None
    near: set[int] = set()
    for i in found:
        near.update(range(max(0, i - _NEAR), min(count, i + _NEAR + 1)))
    return sorted(near)


def _first_state(section: _Section, states: dict[int, str], texts: list[str]) -> str | None:
    """The product's state under its heading: the first that is not one of a list of its
    options' states ("S Dostępny", "XL Niedostępny": size buttons), else the first."""
    stated = [j for j in section.lines if j in states]
    if not stated:
        return None
    listed = _options(stated, states, texts)
    return next((states[j] for j in stated if j not in listed), states[stated[0]])


def _unpriced(states: dict[int, str], priced: list[int]) -> dict[int, str]:
    """``states`` but, where several lines are priced, those of priced lines: a state beside
    one of several prices is that price's ("M — $12 (sold out)"), not the product's."""
    if len(priced) < 2 or not states:
        return states
    return {j: state for j, state in states.items() if j not in priced}


def _without_options(section: _Section, states: dict[int, str], texts: list[str]) -> dict[int, str]:
    """``states`` but for the section's lists of its options' states."""
    listed = _options([j for j in section.lines if j in states], states, texts)
    return {j: state for j, state in states.items() if j not in listed}


def _options(stated: list[int], states: dict[int, str], texts: list[str]) -> set[int]:
    """The lines of ``stated`` that list an option's state beside another's."""
    return {j for j in stated if (j - 1 in states or j + 1 in states) and _named(texts[j])}


def _named(text: str) -> bool:
    """Whether a line's state follows a name ("XL Niedostępny", "Size M: Out of stock"), not
    starts it ("Out of stock", "Dostępny · Wysyłka w 24 h")."""
    name, _, rest = text.partition(" ")
    return bool(rest) and len(name) <= _OPTION_NAME and money.availability_in(rest) is not None


_OPTION_NAME = 12


def _name_like(text: str) -> bool:
    """A few words: a dash or a dot between them ("Pro - Monthly", "Pro · Annual") is none,
    and nor is a line of no letter or digit, a card's icon ("🌱", "★", "→"), nor a tax note
    on the price above ("+ VAT", "zzgl. MwSt."), nor a count in brackets (a rating's
    "(38)", which changes with each review)."""
    named = [word for word in text.split() if word not in _BETWEEN_WORDS]
    short = len(text) <= _LABEL_CHARS and _few_words(named) and text[-1:] not in ".:!?"
    worded = short and _WORD_CHARACTER.search(text) is not None
    return worded and not phrases.tax_note(text) and not _COUNT.fullmatch(text)


def _few_words(named: list[str]) -> bool:
    """Whether a line's words are as few as a name's: three, or up to five that each start as
    a name's words do, with a capital or a figure ("Small Business Plus Plan", "Plan Empresa
    Avanzado Anual"); a tagline's or a feature's words are in lower case ("Best for small
    teams", "Everything in Pro, plus")."""
    count = _words(named)
    return count <= _NAME_WORDS or (
        count <= _TITLED_NAME_WORDS
        and all(word[:1].isupper() or word[:1].isdigit() for word in named)
    )


_TITLED_NAME_WORDS = 5


def _words(spaced: list[str]) -> int:
    """How many words a line's ``spaced`` parts are: two syllables to a word in a language
    that spaces its syllables (``words.SYLLABLE_SPACED``)."""
    if any(code in words.SYLLABLE_SPACED for code in language.current()):
        return (len(spaced) + 1) // 2
    return len(spaced)


_WORD_CHARACTER = re.compile(r"[^\W_]")
# A count in brackets under a product's name, its reviews' ("(38)", "[12]"): no name.
_COUNT = re.compile(r"[(\[]\s*\d[\d.,\s]*[)\]]")


def _service_name(text: str) -> bool:
    """A line that may name a service above its duration: a short line of words, no
    sentence ("Лечение пульпита под микроскопом", "Manicure with gel polish")."""
    return _name_like(text) or (
        len(text) <= _SERVICE_CHARS and text[-1:] not in ".:!?" and _worded(text)
    )


_SERVICE_CHARS = 80


_BETWEEN_WORDS = frozenset({"-", "\u2013", "\u2014", "\u00b7", "|", "/"})


def _sections(
    lines: list[str], texts: list[str], found: dict[int, list[money.Money]]
) -> list[_Section]:
    sections = [_Section("", 0)]
    for index, line in enumerate(lines):
        if line[:1] not in _HEADING_MARKS and GRID_END not in line[:2]:  # most lines
            sections[-1].lines.append(index)
            continue
        level = heading_level(line)
        if level is not None and _offer_grade(sections[-1], (lines, texts, found), index, level):
            sections[-1].lines.append(index)
        elif level is not None and index not in found:  # "$19/mo" set as a heading is a price
            top = _card_top(sections[-1], (lines, texts), found)
            sections.append(_Section(texts[index], level, top))
        elif level is not None and _priced_title(name := _prefix(texts[index], found[index])):
            # A title that names a product and its price (a deal feed's "Air fryer for £89.99
            # at Argos"): the lines under it are that product's, named as its own price is,
            # not the section's above (a bare "$19/mo" heading is a price of that one; a
            # teaser's "Plans from $9/mo" heads the plans it is the least of).
            sections.append(_Section(name, level, [index]))
        elif GRID_END in line[:2] and sections[-1].level:
            sections.append(_above(sections, index))
        else:
            sections[-1].lines.append(index)
    return sections


_HEADING_MARKS = frozenset(page.HEADINGS)  # what a heading's line starts with


def _offer_grade(
    section: _Section,
    read: tuple[list[str], list[str], dict[int, list[money.Money]]],
    index: int,
    level: int,
) -> bool:
    """Whether the heading on line ``index`` is a line of the offer under the heading above
    it, not a section: an offer's condition (each offer's ``<h5>`` "Used - Like New" in a
    marketplace's list) under the heading of the product's offers from other sellers, or
    the name of the product's member price in its buy box ("<h3>Club price</h3>" under its
    ``<h1>``), which would take the member price from the product, and the product's state
    from its price. A member's price titling a card beside other priced cards ("Member
    price", "Guest price") is a card of its own."""
    text = read[1][index]
    if level <= section.level or not section.label:
        return False
    if phrases.kind_alone(text) == "member":
        return not _priced_sibling(read, index, level)
    return sellers.condition_of(text) is not None and recommended.other_offers(section.label)


def _priced_sibling(
    read: tuple[list[str], list[str], dict[int, list[money.Money]]], index: int, level: int
) -> bool:
    """Whether the next heading after line ``index`` as high as its ``level`` is at that
    level, names no kind of price and has a price under it: the next of a row of cards."""
    lines, texts, found = read
    sibling = None
    for j in range(index + 1, len(lines)):
        at = heading_level(lines[j])
        if at is not None and sibling is not None:
            return False
        if at is not None and (at < level or phrases.kind_alone(texts[j])):
            return False
        if at is not None:
            sibling = j
        elif sibling is not None and j in found:
            return True
    return False


def _above(sections: list[_Section], index: int) -> _Section:
    """The section of line ``index``, right after a grid of cards, each under its heading:
    that of the heading above the grid (the last card's is that card's alone)."""
    level = sections[-1].level
    outer = next((s for s in reversed(sections) if s.level < level), sections[0])
    return _Section(outer.label, outer.level, [index])


_CARD_TOP = 3  # lines of a card above its heading: a mark or two ("Sale", "Sold out")


def _card_top(
    section: _Section, read: tuple[list[str], list[str]], found: dict[int, list[money.Money]]
) -> list[int]:
    """The last lines of ``section`` that are the top of the next heading's card (its marks,
    above its name; its price, where a card shows it first), taken from it: at most
    ``_CARD_TOP``, none with a price before the card's start. Marks and a price are short:
    a sentence before the heading in the same box (a page builder's text module, a paragraph
    then the next part's heading: "Einmalige Aufnahmegebühr: CHF 150.-. Alle Preise inkl.
    MWST.") is its section's, whatever twin boxes stand beside it."""
    lines, texts = read
    tail = section.lines[-_CARD_TOP:]
    for k in range(len(tail) - 1, -1, -1):
        if lines[tail[k]].startswith(CARD):
            top = tail[k:]
            if any(len(texts[j]) > _SHORT_LINE for j in top):
                return []
            del section.lines[len(section.lines) - len(top) :]
            return top
        if tail[k] in found:
            return []
    return []


def _top_state(section: _Section, lines: list[str], states: dict[int, str]) -> str | None:
    """The stock state marked on the top of a card, above its name ("Reserved" on a car's
    photo, ``_card_top``): the whole card's, though its prices are named by their own lines
    ("Cash price", "PCP from")."""
    if not section.lines or not lines[section.lines[0]].startswith(CARD):
        return None
    for j in section.lines[:_CARD_TOP]:
        if heading_level(lines[j]):
            return None
        if j in states:
            return states[j]
    return None


# A period word elsewhere on a line ("billed annually") is the price's only on a short line
# with one price; in a sentence it may be about something else ("up to the monthly cap").
_SHORT_LINE = 60
_LABEL_CHARS = 40
_NAME_WORDS = 3


def _label(
    section: _Section,
    naming: tuple[dict[int, int], dict[int, str], set[str]],
    texts: list[str],
    prices: list[money.Money],
    i: int,
) -> str:
    """The label of line ``i``'s prices, outside a table: its card's name, the name its
    line gives it under its heading, else its heading (or its words, without one)."""
    names, named, repeated = naming
    name = _card_name(section.label, texts[names[i]], repeated) if i in names else ""
    if i in named:
        name = f"{section.label} ({named[i]})" if section.label else named[i]
    return name or _line_label(section.label, texts[i], prices)


def _pair_labels(base: str, text: str, prices: list[money.Money]) -> list[str] | None:
    """Each price's label where its line is a row of names, each before its price (see
    ``_pair_names``): its card's or heading's name ``base``, and its own."""
    pairs = _pair_names(text, prices)
    if pairs is None:
        return None
    return [f"{base} ({name})" if base else name for name in pairs]


def _records(
    text: str,
    prices: list[money.Money],
    labels: list[str],
    following: "_Around",
    availability: str | None,
    anywhere: tuple[bool, bool, bool],
) -> list[PriceRecord]:
    """The records of one line's prices; ``following``, the lines around it;
    ``anywhere``, whether any priced line names something free, whether one (or a line
    below one) may name an introductory term, and whether one may name a kind of price."""
    free_anywhere, terms, kinds_anywhere = anywhere
    alone = len(prices) == 1 and len(text) <= _SHORT_LINE
    records = []
    # Once a line, and only where a digit comes before a price: most have no allowance.
    last = prices[-1].start
    free = (
        free_anywhere
        and bool(last)
        and _DIGIT.search(text, 0, last) is not None
        and money.mentions_free(text)
    )
    starts, ends = [found.start for found in prices], [found.end for found in prices]
    # Once a line, where any may: most name no kind of price.
    kinds = kinds_anywhere and phrases.may_name_kinds(text)
    marked = kinds or "%" in text  # what ``_with_kind`` reads: most lines have neither
    carried = _carried_units(text, prices)
    for k, found in enumerate(prices):
        short = terms and _ends_short(text, prices, k)  # the lines below may be its
        # "$59.88 for the first year": an introductory price, for the term it names.
        term = _term(text, prices, k, following.next if short else None) if terms else None
        period, term = _period_or_term(_stated_period(text, found, term), term)
        if period is None and (upper := _upper_bound(text, prices, k)):  # $19-$49/mo
            period = money.period_after(text, upper.end)
        if period is None:  # 月額 ¥1,200, Monthly: $10, 30分 330円
            period = money.period_before(text, found.start) or money.counted_before(
                text, found.start
            )
        period = money.with_unit_before(period, text, found.start, ends[k - 1] if k else 0)
        period = _per_carried(period, carried[k])
        # How it is billed ("$8 /mo" over "billed annually": a year's commitment).
        billing = _billing(text, found.end, k == len(prices) - 1, following.next)
        # <p>$49</p><p>per user / month</p>, then how it is billed: <p>billed yearly</p>
        if period is None and _ends_line(text, found.end):
            period = _period_below(*billing[1])
            term = term or (_term_under(following) if period and short else None)
            if period:
                billing = (billing[1][0], following.then)  # "per month, paid yearly" too
        if alone:
            period = _alone_period(text, found, period, following)
        if period is None:  # "$2.50 / 1M tokens": per a count of a unit
            period = (
                money.per_count(text, found.end)
                or money.set_off_count(text, found.end)
                or money.measure_before(text, found.start)
            )
            if period is None and text.startswith(_CELL, found.end):  # "0,45 | per 1 000 SMS"
                period = _unit_cell(text, found.end + len(_CELL))
        else:
            period = _billed(period, *billing)
        # "The first 10,000 requests are free, then $0.002": the price of what is over them.
        allowance = money.free_allowance(text, found.start) if free and found.start else None
        label = labels[k]
        named = f"{label} (over {allowance})" if allowance else label
        named = f"{named} (for {_counted(term)})" if term else named  # "£1 a week for 12 weeks"
        if marked:  # else no percentage and no kind: the label as it is
            named = _with_kind(named, text, (starts, ends), k, kinds)
        named = _kind_over(named, following.over) if k == 0 and following.over else named
        currency = found.currency or None  # a dashed whole amount writes none
        records.append(
            PriceRecord(
                label=named,
                amount=found.amount,
                currency=currency,
                period=period,
                availability=availability,
            )
        )
    return records


def _stated_period(text: str, found: money.Money, term: str | None) -> str | None:
    """The period written right after a price, or its introductory term's; where a term is
    written and no period after the price, the period right before it ("初年度 月額990円":
    a month's price for the first year, not a year's)."""
    period = money.period_after(text, found.end) or money.intro_term(text, found.end)
    if period is None and term is not None:
        return money.period_before(text, found.start)
    return period


def _billing(text: str, end: int, last: bool, below: "_Line") -> tuple[str, "_Line"]:
    """Where a price ending at ``end`` may say how it is billed: the rest of its line and the
    line ``below``, if it is the line's ``last`` price (else the words before the next price
    may be that one's: "$15/mo or billed yearly at $144")."""
    return (text[end:], below) if last else ("", ("", None))


def _ends_line(text: str, end: int) -> bool:
    """Whether a price ending at ``end`` ends its line, but for a tax note ("€49 excl. VAT"
    over "per month, paid yearly"): the period under it is its own. (The rest is looked at,
    not copied: a line of a text body may hold megabytes of prices.)"""
    if _NOT_BLANK.search(text, end) is None:
        return True
    return len(text) - end <= _TAX_NOTE and phrases.tax_note(text[end:])


_TAX_NOTE = 40  # characters of a tax note after a price: "excl. VAT", "zzgl. MwSt."
_NOT_BLANK = re.compile(r"\S")


def _with_kind(
    label: str, text: str, spans: tuple[list[int], list[int]], k: int, kinds: bool
) -> str:
    """``label`` with what the words beside the ``k``-th of a line's prices (where they are,
    ``spans``: their starts and ends) say it is: a percentage's fixed part ("1.5% + 20p per
    transaction"), or a product's other price ("Clubcard Price £1.35", "2 voor € 5",
    "zzgl. 0,25 € Pfand"), which changes apart from its shelf price, where the line
    ``kinds`` (may name one)."""
    starts, ends = spans
    if percent := money.percent_plus(text, starts[k]):
        label = f"{label} ({percent} +)"
    elif "%" not in label and (percent := money.plus_percent(text, ends[k])):
        label = f"{label} (+ {percent})"  # unless the row's bare rates name it already
    kind = phrases.price_kind(text, starts, ends, k) if kinds else None
    if kind and not label.endswith(f"({kind})"):  # a list's item named by its count alone
        label = f"{label} ({kind})"
    return label


def _kind_over(label: str, over: str) -> str:
    """``label`` with the kind of price the label right over its line's first price names
    alone ("Club price" over "€ 24,99", in a block or a heading of its own): the
    product's member price, apart from its shelf price under the product's name."""
    kind = phrases.kind_alone(over)
    if kind is None or label.endswith(f"({kind})") or label == over.strip():
        return label
    return f"{label} ({kind})"


# Two prices in different currencies joined by a slash or a bar: one price shown in both, as
# a country adopting the euro shows it ("19,90 лв. / 10,17 € месечно").
_DUAL_JOIN = re.compile(r"\s*[/|]\s*")


def _dual_periods(
    text: str, prices: list[money.Money], records: list[PriceRecord]
) -> list[PriceRecord]:
    """``records`` (one per price of the line), the first of each price shown in two
    currencies given the period written after the second: the period is both's."""
    if len(records) != len(prices) or all(p.currency == prices[0].currency for p in prices):
        return records  # one price, or all in one currency: most lines
    dated = list(records)
    for k, (first, second) in enumerate(itertools.pairwise(prices)):
        if (
            dated[k].period is None
            and dated[k + 1].period is not None
            and first.currency != second.currency
            and _DUAL_JOIN.fullmatch(text, first.end, second.start)
        ):
            dated[k] = replace(dated[k], period=dated[k + 1].period)
    return dated


def _carried_units(text: str, prices: list[money.Money]) -> list[str | None]:
    """What each of a line's prices is per as written before the price it is an alternative
    of, with only that one's period and an "or" between them ("per seat $10 / month or $100
    / year": the year's price is per seat too); None for one with no such price before it."""
    carried: list[str | None] = [None]
    ends = [0, *(found.end for found in prices)]
    for k, (before, found) in enumerate(itertools.pairwise(prices)):
        written = phrases.unit_before(text, before.start, ends[k])
        unit = written[0] if written else carried[-1]
        if not unit:  # most lines: nothing to carry, and the gap is not read
            carried.append(None)
            continue
        gap = text[money.period_end(text, before.end) : found.start]
        carried.append(unit if phrases.alternatives_between(gap) else None)
    return carried


def _per_carried(period: str | None, unit: str | None) -> str | None:
    """``period`` per ``unit``, carried from an earlier price, unless it is per something of
    its own already."""
    if period is None or unit is None or " per " in period:
        return period
    return f"{period} per {unit}"


def _alone_period(
    text: str, found: money.Money, period: str | None, following: "_Around"
) -> str | None:
    """The period of a short line's one price, ``period`` as read so far: else set off from
    it, and per what a line right over it says, as if written on its line ("per user" over
    "$12" over "/month")."""
    if period is None:
        period = _period_set_off(text, found, following.over)
    if found.start or not following.per:
        return period
    return phrases.with_unit_over(period, following.per)


def _period_set_off(text: str, found: money.Money, over: str) -> str | None:
    """The period of a short line's one price, written apart from it: in the price's own
    sentence ("na co dzień. Już od 4 299 zł"), or in a label set over it in a block of its
    own ("Składka roczna" over "1 249 zł"), read as if it were on the price's line."""
    sentence = _sentence_start(text, found.start)
    period = money.sentence_period(text[sentence:], found.end - sentence)
    if period is None and over and not found.start:
        period = money.period_before(f"{over} ", len(over) + 1)
    return period


def _ends_short(text: str, prices: list[money.Money], k: int) -> bool:
    """Whether ``prices[k]`` is the price a short line ends with, the line below being its:
    the line's one price, or the one paid after higher ones struck through ("<s>24,99 €</s>
    14,99 €/mois" over "la 1re année, puis 24,99 €/mois")."""
    paid = prices[k]
    return (
        len(text) <= _SHORT_LINE
        and k == len(prices) - 1
        and all(struck.amount > paid.amount for struck in prices[:k])
    )


def _period_or_term(period: str | None, term: str | None) -> tuple[str | None, str | None]:
    """A price's period and the introductory term it names besides it: the term is the
    period of a price with none ("1 € pour 3 mois"), and nothing besides a period it is,
    in any language's words ("€ 24,99 per 4 weken": a price per 4 weeks, not for them)."""
    if period is None:
        return term, None
    return period, None if term is None or phrases.term_period(term) == period else term


def _term(
    text: str,
    prices: list[money.Money],
    k: int,
    following: tuple[str, list[money.Money] | None] | None,
) -> str | None:
    """The introductory term written around ``prices[k]``, between its neighbours, else at
    the start of the ``following`` line ("£3 a week" over "for your first 8 weeks", or over
    "for 12 weeks, then £4.50 a week"; given only for a short line's one price)."""
    start = prices[k - 1].end if k else 0
    end = prices[k + 1].start if k + 1 < len(prices) else len(text)
    term = money.term_around(text, prices[k].start, prices[k].end, (start, end))
    if term is None and following is not None:
        term = money.term_below(following[0], priced=bool(following[1]))
    return term


_SENTENCE_ENDS = (". ", "! ", "? ", "。")
# Between the two ends of a price range: a dash, or a word for "to".
_RANGE = re.compile(r"\s*(?:[-\u2013\u2014~\u301c\uff5e]|to|bis|à|a|tot|till|до)\s*", re.IGNORECASE)


# A range's lower end written bare, before the currency of its upper end ("7 500 -
# 12 000 ₽", "450-900 грн", "8 000 - 12 000 Ft"): a number just before the range's dash
# or word. A number after a slash, or after a colon after a digit, is the end of a ratio or
# a time ("Paczkomaty 24/7 \u2013 11,99 zł", "Support 24/7 - 9,99 €", "8:30 - 12 €"): no
# range starts there; after a label's colon one does ("Preis:100 - 200 €").
_RANGE_START = re.compile(
    rf"(?<![\w.,\u00a0\u202f/])(?<!\d:)(\d(?:[\d.,\u00a0\u202f ]{{0,12}}\d)?)"
    rf"(?:{_RANGE.pattern})\Z",
    re.IGNORECASE,
)
_LONGEST_RANGE_START = 24


def _with_range_starts(
    texts: list[str], found: dict[int, list[money.Money]]
) -> dict[int, list[money.Money]]:
    """``found`` with the lower end of each range whose upper end alone has its currency, in
    that currency: a price list's "from … to …" is two prices, and its lower end changes as
    its upper one does."""
    added: dict[int, list[money.Money]] | None = None
    for i, prices in found.items():
        starts = [
            start for k, price in enumerate(prices) if (start := _range_start(texts[i], prices, k))
        ]
        if starts:
            added = added if added is not None else dict(found)
            added[i] = sorted([*prices, *starts], key=lambda price: price.start)
    return found if added is None else added


def _range_start(text: str, prices: list[money.Money], k: int) -> money.Money | None:
    """The bare lower end of the range that ``prices[k]`` ends, if it ends one: a plausible
    one, below it, after the price before it."""
    upper = prices[k]
    # An upper end whose sign comes first would have its lower end signed too ("₹10 -
    # ₹40"): a bare number before "- ₹47,980" is a size's or a model's ("Size 10").
    if not upper.currency or not text[upper.start].isdigit():
        return None
    earliest = max(prices[k - 1].end if k else 0, upper.start - _LONGEST_RANGE_START)
    match = _RANGE_START.search(text, earliest, upper.start)
    amount = money.parse_amount(match.group(1)) if match else None
    if match is None or amount is None or not 0 < amount < upper.amount:
        return None
    return money.Money(amount, upper.currency, match.start(1), match.end(1))


def _upper_bound(text: str, prices: list[money.Money], k: int) -> money.Money | None:
    """The price that ends the range ``prices[k]`` starts ("$19.99 to $49.99/mo"), if it does."""
    if k + 1 >= len(prices):
        return None
    upper = prices[k + 1]
    return upper if _RANGE.fullmatch(text, prices[k].end, upper.start) else None


def _sentence_start(text: str, position: int) -> int:
    """Where the sentence holding ``position`` starts (after the last full stop before it).
    A stop only after it is none: "Jährlich abgerechnet: 948,00 € zzgl. MwSt." starts at 0,
    not a letter in (its first word cut, its period lost)."""
    ends = [at + len(end) for end in _SENTENCE_ENDS if (at := text.rfind(end, 0, position)) >= 0]
    return max(ends, default=0)


_CELL = " | "  # between a row's cells (``page``)


def _unit_cell(text: str, start: int) -> str | None:
    """The period or the count of a unit the table's next cell gives a price (a usage table's
    "Unit" column: ``per 1 000 e-mails``, ``/ month``), or the count of periods it lasts (a
    prepaid pack's validity: ``28 days``)."""
    return (
        money.period_after(text, start)
        or money.per_count(text, start)
        or money.counted_cell(text, start)
    )


def _billed(period: str, rest: str, following: tuple[str, list[money.Money] | None]) -> str:
    """``period``, and how it is billed where that is another period: the rest of the price's
    line says so, else the next line, unless that line has a price of its own or is a sentence
    (a note under a table: "Bei jährlicher Zahlung wird der Jahresbetrag im Voraus fällig")."""
    below, priced = following
    billed = money.billed_in(rest) or (
        None if priced or len(below) > _SHORT_LINE else money.billed_in(below)
    )
    return period if billed is None or period.startswith(billed) else f"{period} billed {billed}"


def _term_under(following: "_Around") -> str | None:
    """The introductory term of a price whose period the line below it gives: after that
    period ("595 kr" over "/ månad i 12 månader"), else starting the line under it ("£1"
    over "a week" over "for 12 weeks")."""
    unit, (then, priced) = following.next[0], following.then
    return money.term_around(unit, 0, 0, (0, len(unit))) or money.term_below(
        then, priced=bool(priced)
    )


def _period_below(text: str, prices: list[money.Money] | None) -> str | None:
    """The period, or what the price is per, that the line after a price starts with
    ("per passenger, taxes included"), unless it is that line's own price's ("年額 ¥24000")."""
    if prices and (money.period_before(text, prices[0].start) or text[:1].isalpha()):
        return None
    # A line that starts with a count is a limit ("100 SMS per month"), no price's unit.
    if text[:1].isdigit():
        return None
    return money.period_after(text) or _period_for_a_term(text) or money.per_count_below(text)


def _period_for_a_term(text: str) -> str | None:
    """The period word a line starts with, where a term follows it ("monthly for 24
    months", "miesięcznie przez 24 miesiące", "mensual durante 12 meses"): said of the price
    above, as "per month" is, not of a noun after it ("monthly limit")."""
    word, _, rest = text.partition(" ")
    if not rest or money.term_below(rest, priced=False) is None:
        return None
    return money.period_from_words(word.rstrip(",:"))


def _tables(lines: list[str], found: dict[int, list[money.Money]]) -> dict[int, tuple[int, int]]:
    """For each row's line, its table's first line and how many of the table's rows have a
    price (``page.tables``)."""
    tables: dict[int, tuple[int, int]] = {}
    for top, end in page.tables(lines):
        rows = sum(1 for j in range(top, end) if j in found)
        tables.update(dict.fromkeys(range(top, end), (top, rows)))
    return tables


def _column_labels(
    texts: list[str],
    i: int,
    found: dict[int, list[money.Money]],
    tabled: tuple[dict[int, tuple[int, int]], set[int]],
) -> list[str] | None:
    """The labels of a row's prices by their columns, where the plans are the columns (a
    comparison table: "Price | $15 | $39 | $89" under "Plan | Basic | Plus | Premium"): when
    most of the row's cells after the first are prices, and the table has fewer priced rows
    than the row has priced columns or the row is a period's ("Monthly"), each is named by
    its column's cell in the table's first row, if that row has no price. None otherwise:
    each row is a plan (".fr | 7,99 € | 9,99 €", ".com | …" under "Extension | Création |
    Renouvellement"). A row names a period only in a table of billings (``_billing_tops``):
    a fare table's "Monatskarte" is a ticket, a row as its "Einzelfahrt" is."""
    tables, billing = tabled
    top, rows = tables[i]
    if top == i or top in found or len(found[i]) < 2:  # no header row, or fewer prices
        return None
    cells = _cells(texts[i])
    columns = _price_columns(cells, found[i])
    priced = set(columns)
    if len(priced) < 2 or 0 in priced or 2 * len(priced) <= len(cells) - 1:
        return None
    by_period = top in billing and money.period_from_words(cells[0][0]) is not None
    # A row headed by a domain's extension is that extension's prices however few the
    # table's rows (".es | 4,99 € | 9,99 € | 9,99 €" under "Extensión | Registro | …").
    if (rows >= len(priced) and not by_period) or domains.extension(cells[0][0]):
        return None
    header = [text for text, _ in _cells(texts[top])]
    offset = len(cells) - len(header)  # a header's empty corner cell is no cell of its line
    if offset not in (0, 1):
        return None
    names = [header[c - offset] if c - offset >= 0 else "" for c in columns]
    if not all(names) or len(set(names)) != len(names):
        return None
    # Columns headed by periods ("Plan | Monthly | Yearly" over one row "Pro | $29 | $290")
    # are the row's prices for each, not plans.
    return None if all(map(money.period_from_words, names)) else names


def _column_headers(
    lines: list[str],
    texts: list[str],
    i: int,
    found: dict[int, list[money.Money]],
    tables: dict[int, tuple[int, int]],
) -> list[str] | None:
    """The header of each of a row's prices' columns, where the row is a plan priced in the
    columns its table's first row names (".com | 7,99 € | 14,49 € | 12,99 €" under
    "Extension | Création | Renouvellement | Transfert"): each price is that column's, so
    that a change moving an amount from one column to another is a change. None under a
    header that does not name each column."""
    top, _ = tables[i]
    if top == i or top in found:
        return None
    cells = _cells(texts[i])
    columns = _price_columns(cells, found[i])
    if 0 in columns:
        return None
    header = _header_cells(lines, found, top, len(cells))
    if header is None:
        return None
    names = [header[c] for c in columns]
    distinct = {c: n for c, n in zip(columns, names, strict=True)}
    if not all(names) or len(set(distinct.values())) < len(distinct):
        return None
    return names


def _header_cells(
    lines: list[str], found: dict[int, list[money.Money]], top: int, width: int
) -> list[str] | None:
    """The header over each of a table's ``width`` columns: its first row's cells (the marked
    line keeps a header's empty cells, a corner or above a column of buttons, which its text
    drops), else, under a header of two rows, the second row's, each after the group of the
    first row it falls in where the groups are as wide ("Strefa I normalny", "Strefa I
    ulgowy" under "Strefa I | Strefy I+II" over "normalny | ulgowy | normalny | ulgowy"; a
    fare, an admission or a lift pass table by zone or season, then by age)."""
    header = _marked_cells(lines[top])
    below = top + 1 < len(lines) and top + 1 not in found and lines[top + 1].startswith(ROW)
    lower = _marked_cells(lines[top + 1]) if below else None
    if len(header) == width:
        # A group's cell spanning its columns is written into each of them ("Strefa I |
        # Strefa I"): the row below names them one by one.
        if lower is None or len(lower) != width or not _spans_columns(header):
            return header
        return [_joined(*pair) for pair in zip(header, lower, strict=True)]
    if lower is None:
        return None
    if len(lower) == width - 1:
        lower = ["", *lower]  # a corner spanning both rows
    groups = header[1:]
    if len(lower) == width and not groups:  # under a title row ("Calls within the UK")
        return lower
    if len(lower) != width or not all(groups) or (width - 1) % len(groups):
        return None
    span = (width - 1) // len(groups)
    return [lower[0]] + [f"{groups[(c - 1) // span]} {lower[c]}" for c in range(1, width)]


def _spans_columns(header: list[str]) -> bool:
    """Whether a column's header but the first is its neighbour's again: one cell spans them."""
    return any(cell and cell == after for cell, after in itertools.pairwise(header[1:]))


def _joined(group: str, name: str) -> str:
    """A column's name under its group's ("Strefa I normalny"); once where a cell spans both
    rows and so is written in each ("Bilet")."""
    return group if group == name or not name else f"{group} {name}".strip()


def _marked_cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.split(CELL)[1:]]


def _by_columns(
    records: list[PriceRecord],
    marked: tuple[list[str], list[str], dict[int, str]],
    i: int,
    found: dict[int, list[money.Money]],
    tabled: tuple[dict[int, tuple[int, int]], set[int]],
    by_columns: set[int],
) -> list[PriceRecord]:
    """A table row's records named by the table's columns; the row joins ``by_columns`` where
    the columns are the plans (each record a column's, the row a feature of them) rather
    than its rows, and each takes its column's state from a row of states (``states``).
    ``tabled``: the page's tables by row, and those whose rows are billings (by top row)."""
    lines, texts, states = marked
    tables, billing = tabled
    if i in states and len(found[i]) > 1 and len(records) == len(found[i]):
        records = _cell_states(records, texts[i], found[i])
    columns = _row_columns(texts, i, found, tabled)
    if columns:
        by_columns.add(i)
        rows = tables[i][1] if tables[i][0] not in billing else 0
        named = [
            replace(r, label=_column_and_row(c, r.label, rows))
            for r, c in zip(records, columns, strict=True)
        ]
        named += _unpriced_cells(texts[i], found[i], columns)
        return _with_column_states(named, (lines, texts), tables[i][0], (found, states))
    headers = _column_headers(lines, texts, i, found, tables)
    fares = headers is not None and len(headers) == 1 and _priced_elsewhere(texts, i, found, tables)
    if headers and (len(set(headers)) > 1 or fares):
        named = [_in_column(r, h) for r, h in zip(records, headers, strict=True)]
        named = _own_cell_state(named, texts[i], found[i]) if fares else named
        return _told_apart(named, texts[i], found[i])
    # One column of prices: named by its rows; a header that names a period ("Monthly",
    # "月額", "Price per month") is that column's prices' period.
    period = phrases.heading_period(headers[0]) if headers else None
    return [_dated(r, period) for r in records] if period else records


def _priced_elsewhere(
    texts: list[str],
    i: int,
    found: dict[int, list[money.Money]],
    tables: dict[int, tuple[int, int]],
) -> bool:
    """Whether row ``i`` prices one column and says a state in others that other rows of its
    table price ("18:20 | Epuizat | 429 lei | Epuizat" under "Ora | Light | Clasic | Flex"):
    its price is its column's fare, as its table's other rows' are, and the states are the
    other fares', not the row's; a stock column no row prices is the row's."""
    cells = _cells(texts[i])
    own = _price_columns(cells, found[i])
    stated = {
        c for c, (cell, _) in enumerate(cells) if c not in own and money.availability_in(cell)
    }
    if not stated:
        return False
    top = tables[i][0]
    rows = itertools.takewhile(lambda j: tables.get(j, (None,))[0] == top, range(top, len(texts)))
    priced: set[int] = set()
    for j in itertools.islice((j for j in rows if j in found and j != i), _FARE_ROWS):
        priced.update(_price_columns(_cells(texts[j]), found[j]))
        if stated <= priced:
            return True
    return False


# Rows read for the columns they price: a fare table's day is some tens; a long table with a
# stock column (each row's state, no row's price) is not read whole for each of its rows.
_FARE_ROWS = 32


def _own_cell_state(
    records: list[PriceRecord], text: str, prices: list[money.Money]
) -> list[PriceRecord]:
    """A row's ``records``, each with the state its own cell says, or none."""
    cells = _cells(text)
    columns = _price_columns(cells, prices)
    return [
        replace(r, availability=money.availability_in(cells[c][0]))
        for r, c in zip(records, columns, strict=True)
    ]


def _billing_tops(tables: dict[int, tuple[int, int]], row_labels: dict[int, str]) -> set[int]:
    """The tables, by their top row, whose every priced row names a period ("Monthly | $10 |
    $20" over "Yearly | $100 | $200"): their rows are the plans' billings, and name no plan.
    A table of products some of whose names hold a period ("Monatskarte", "Monthly pass"
    under "Single ticket", "Day ticket") is none: a fare table's rows are its tickets. A
    one-off fee's row beside the billings says no period, and none is asked of it. Two rows
    of one period are no billings but two prices of it ("Havidíj 2 év hűségidővel" over
    "Havidíj hűségidő nélkül": the monthly fee with and without a contract), which only
    their rows tell apart."""
    named: dict[int, list[str | None]] = {}
    unperiodic: set[int] = set()  # tables with a row that names no period: none of them
    for i, label in row_labels.items():
        if i not in tables or tables[i][0] in unperiodic:  # the rest of such a table unread
            continue
        if not phrases.names_fee(label):  # "Setup fee | $50 | $50" is a fee
            period = money.period_from_words(label)
            named.setdefault(tables[i][0], []).append(period)
            if period is None:
                unperiodic.add(tables[i][0])
    return {
        top
        for top, periods in named.items()
        if None not in periods and len(set(periods)) == len(periods)
    }


def _column_and_row(column: str, row: str, rows: int) -> str:
    """A price named by its column, where the columns are the plans, and by its row where the
    table prices several: a print shop's matrix of two quantities by three turnarounds
    ("250 ex. | 19,90 € | 23,88 € | 0,08 €") reads as a plan table, and its rows named
    nothing, so that two rows trading their prices was no change. A row that names a period
    ("Monthly") dates its prices instead (``_in_row_period``); the one priced row of a plan
    table ("Price") names nothing more."""
    if rows < 2 or not row or row == column:
        return column
    return f"{column} ({row})"


def _with_column_states(
    records: list[PriceRecord],
    marked: tuple[list[str], list[str]],
    top: int,
    read: tuple[dict[int, list[money.Money]], dict[int, str]],
) -> list[PriceRecord]:
    """A comparison table's records (plans as columns), each without a state of its own
    given the state its column's cell says in a row without prices (a row of buttons where
    one plan's says "Derzeit nicht verfügbar" and the others "Jetzt berechnen")."""
    lines, texts = marked
    found, states = read
    header = [cell for cell, _ in _cells(texts[top])]
    by_name: dict[str, str] = {}
    j = top + 1
    while j < len(lines) and lines[j].startswith(ROW):
        if j not in found and j in states:
            cells = [cell for cell, _ in _cells(texts[j])]
            offset = len(cells) - len(header)  # an empty corner cell is no cell of its line
            for c, cell in enumerate(cells):
                state = money.availability_in(cell) if 0 <= c - offset < len(header) else None
                if state is not None:
                    by_name.setdefault(header[c - offset], state)
        j += 1
    if not by_name:
        return records
    return [
        replace(r, availability=by_name[r.label])
        if r.availability is None and r.label in by_name
        else r
        for r in records
    ]


# What the price before is per, where no period says it ("0,1790 €/kWh"): no name of the next.
_UNIT_AFTER = re.compile(r"^/\S*\s*")


def _cell_states(
    records: list[PriceRecord], text: str, prices: list[money.Money]
) -> list[PriceRecord]:
    """A row's ``records``, one per price, each with the state its own cell says where a
    cell with a price says one ("Good | \u00a3309 In stock | \u00a3359 Only 2 left" under
    "128GB | 256GB": a grade's stock per storage size, which the row's first state would
    give every size); a price whose cell says none takes the state of the row's cells
    without a price (a stock column), else none. A state alone in a cell between two priced
    ones is its own column's, the price that cell would hold ("10:40 | \u00a359 | Sold out |
    \u00a3139" under "Flight | Basic | Standard | Flex": the standard fare is sold out, not
    the others); one before or after them all may be the row's stock column."""
    cells = _cells(text)
    columns = _price_columns(cells, prices)
    own = [money.availability_in(cells[c][0]) for c in columns]
    amid = {c for c in range(min(columns) + 1, max(columns)) if c not in columns}
    amid = {c for c in amid if money.availability_in(cells[c][0])}
    if not any(own) and not amid:
        return records  # the row's state is said apart from its prices: every price's
    priced = set(columns) | amid
    rest = _CELL.join(cell for c, (cell, _) in enumerate(cells) if c not in priced)
    shared = money.availability_in(rest) if rest else None
    return [replace(r, availability=state or shared) for r, state in zip(records, own, strict=True)]


def _told_apart(
    records: list[PriceRecord], text: str, prices: list[money.Money]
) -> list[PriceRecord]:
    """A row's ``records``, each whose price shares its cell with another named besides by
    the words before it in the cell ("Fora de vazio: 0,1790 €/kWh Vazio: 0,1080 €/kWh"
    under "Energia": a peak and an off-peak rate, told apart so that a swap is a change)."""
    cells = _cells(text)
    columns = _price_columns(cells, prices)
    told = list(records)
    for k, price in enumerate(prices):
        if columns.count(columns[k]) < 2:
            continue
        start = cells[columns[k]][1]
        if k and columns[k - 1] == columns[k]:  # after the cell's price before it, its period
            start = money.period_end(text, prices[k - 1].end)
        words = _cell_name(_UNIT_AFTER.sub("", text[start : price.start]))
        if words and _name_like(words):
            told[k] = replace(records[k], label=f"{records[k].label} ({words})")
    return told


def _in_column(record: PriceRecord, header: str) -> PriceRecord:
    """A row's price named by its column: a column headed by a period ("月額", "Prix
    annuel", "Price per month") is told apart by that period, which it gives the price
    where its cell gives none; any other by its header ("Renouvellement")."""
    period = phrases.heading_period(header)
    if period is not None:
        return _dated(record, period)
    return replace(record, label=f"{record.label} ({header})")


def _dated(record: PriceRecord, period: str) -> PriceRecord:
    """``record`` with ``period`` where it has none of its own: a price's own period wins
    over its row's or column's."""
    return record if record.period else replace(record, period=period)


def _row_columns(
    texts: list[str],
    i: int,
    found: dict[int, list[money.Money]],
    tabled: tuple[dict[int, tuple[int, int]], set[int]],
) -> list[str] | None:
    """The labels of a row's prices by their columns: the table's first row's cells, else
    the row's own cells' names."""
    return _column_labels(texts, i, found, tabled) or _cell_names(texts[i], found[i])


def _cell_names(text: str, prices: list[money.Money]) -> list[str] | None:
    """The names before the prices of a row whose cells each name a plan and its price
    ("Basic $10/mo | Pro $30/mo | Enterprise Contact us": a comparison table's header),
    when two or more prices each stand in a cell of their own, each after another name."""
    if len(prices) < 2:
        return None
    first = _cell_name(_before_in_cell(text, prices[0].start))
    if not first or not _name_like(first):  # blank: no name (``_name_like``'s "no letter")
        return None  # most rows: their first price opens its cell
    cells = _cells(text)
    columns = _price_columns(cells, prices)
    if len(set(columns)) < len(columns):
        return None
    names = [_cell_name(text[cells[c][1] : p.start]) for c, p in zip(columns, prices, strict=True)]
    return names if all(map(_name_like, names)) and len(set(names)) == len(names) else None


def _cell_name(text: str) -> str:
    return text.strip(" :\u2013\u2014-")


def _before_in_cell(text: str, position: int) -> str:
    """The text of a row's cell before ``position``."""
    separator = text.rfind(_CELL, 0, position)
    return text[0 if separator < 0 else separator + len(_CELL) : position]


def _unpriced_cells(text: str, prices: list[money.Money], names: list[str]) -> list[PriceRecord]:
    """Beside the cells that name a plan and its price (``names``), those that name one and
    say it is priced on request ("Enterprise Contact us"): plans too."""
    records = []
    for cell, start in _cells(text):
        if any(start <= price.start < start + len(cell) for price in prices):
            continue
        phrase = money.CONTACT_SALES.search(cell)
        name = _cell_name(cell[: cell.lower().find(phrase)]) if phrase else ""
        if name and _name_like(name) and name not in names:
            records.append(PriceRecord(label=name, amount=None))
    return records


def _price_columns(cells: list[tuple[str, int]], prices: list[money.Money]) -> list[int]:
    """The index of the cell each of a row's ``prices`` stands in."""
    starts = [start for _, start in cells]
    return [bisect.bisect_right(starts, price.start) - 1 for price in prices]


def _cells(text: str) -> list[tuple[str, int]]:
    """A row's cells as a reader sees them, each with where it starts."""
    cells, start = [], 0
    for cell in text.split(" | "):
        cells.append((cell, start))
        start += len(cell) + len(" | ")
    return cells


# A cell that is a bare rate ("0.40%", "0,25 %", and with the sign first as Turkish writes
# it, "%0,08"): a fee schedule's tier (its bounds the row's amounts: "$0 - $50,000 | 0.40% |
# 0.60%", "über 250.000 € | 0,12 %") charges each of its rates, and one of them changing is a
# change of that row's price.
_RATE = re.compile(rf"{_RATE_FIGURE}\s?%|%\s?{_RATE_FIGURE}")


def _row_label(text: str, prices: list[money.Money]) -> str:
    """A table row is labelled by its first cell that says something but its ``prices``:
    one without a price, or the words before a price in its cell ("Plancha 60 cm 1 299,00 €
    HT | En stock": the product, not its state in the next cell). A row whose amounts are
    all in one cell before cells of bare rates is a fee tier, those amounts its bounds, in
    its head cell or after the tier's name ("VIP 1 | 100 000 \u2013 1 000 000 kr | 0,08 % |
    0,16 %"): the rates are what it charges, all of them in its label (``_RATE``)."""
    label = _named_cell(text, prices)
    if "%" not in text:  # no rate: no tier (most rows), and a row of megabytes is not split
        return label
    cells = _cells(text)
    bounds = _tier_bounds(text, cells, prices)
    if bounds is None:
        return label
    rates = [cell for cell, _ in cells[bounds + 1 :] if _RATE.fullmatch(cell)]
    if not rates:
        return label
    charged = " | ".join(rates)
    return charged if label in rates else f"{label} ({charged})"


def _tier_bounds(text: str, cells: list[tuple[str, int]], prices: list[money.Money]) -> int | None:
    """Which of a row's cells holds all its amounts as a tier's bounds: the head cell, or a
    later one that is more than one bare amount (a range, "Over 50 000 000 kr"); a lone
    amount after the name is a fixed fee, a rate beside it added to it ("Virement SEPA |
    0,50 € | 0,2 %")."""
    ends = [start + len(cell) for cell, start in cells]
    bounds = bisect.bisect_left(ends, prices[0].end)
    if prices[-1].end > ends[bounds]:  # amounts in two cells: prices
        return None
    cell = cells[bounds][0].strip()
    lone = len(prices) == 1 and cell == text[prices[0].start : prices[0].end].strip()
    return None if bounds and lone else bounds


def _named_cell(text: str, prices: list[money.Money]) -> str:
    start = 0
    for cell in text.split(" | "):
        end = start + len(cell)
        first = next((price.start for price in prices if start <= price.start < end), None)
        if first is None and cell:
            return cell
        named = _cell_name(text[start:first]) if first is not None else ""
        if _LETTER.search(named):
            return named
        start = end + len(" | ")
    return ""


_Line = tuple[str, list[money.Money] | None]  # a line's text and its prices, if any


@dataclass(frozen=True, slots=True)
class _Around:
    """The lines around a priced line that may note a period or a term of its price: the
    next, and the one after it (how the price is billed, under its period's own line), unless
    that one heads something else; and the label right over it, where it is short and no
    heading or price, and that label again where it may say what the price is per: no
    price right over it, whose note it would be ("$10" "per user" "$100"). Blank where there
    is none."""

    next: _Line = ("", None)
    then: _Line = ("", None)
    over: str = ""
    per: str = ""


def _around(
    read: tuple[list[str], list[str]], found: dict[int, list[money.Money]], i: int, row: bool
) -> _Around:
    """The lines around line ``i`` (of ``read``'s marked lines and texts); a row's next line is
    another row, which notes nothing on this one's prices."""
    lines, texts = read
    j = _said(texts, i + 1)
    if row:
        return _Around()
    over = _label_over(read, found, i)
    per = over if over and _said_before(texts, _said_before(texts, i)) not in found else ""
    if (
        not _in_grid(lines, j)
        or _titles_the_next(read, found, (i, j))
        or _labels_the_next(texts, found, (over, j))
    ):
        return _Around(over=over, per=per)
    below: _Line = (texts[j], found.get(j))
    # The price's currency code set in a block of its own ("$0.21" then "MXN" then "/hora"),
    # or the slash before its unit ("21 990 Ft" then "/" then "hó"): what follows it is the
    # price's too.
    k = _said(texts, j + 1)
    if _unheaded(lines, k) and k not in found and (_sign_alone(texts[j]) or _slash(texts[j])):
        below, k = (f"{texts[j]} {texts[k]}", found.get(k)), _said(texts, k + 1)
    then = (texts[k], found.get(k)) if _unheaded(lines, k) and _in_grid(lines, k) else ("", None)
    return _Around(below, then, over, per)


_TITLE_REACH = 6  # lines up from a price to its card's title: title, badge, subtitle, price


def _titles_the_next(
    read: tuple[list[str], list[str]], found: dict[int, list[money.Money]], at: tuple[int, int]
) -> bool:
    """Whether line ``j`` below the price on line ``i`` (``at``) is the next card's title: a
    heading at the level of the one over the price, with a price under it ("Lifetime" "$79",
    then "Monthly" "$4.99"). Its period word is that price's, not the one above it."""
    (lines, texts), (i, j) = read, at
    level = heading_level(lines[j]) if j < len(lines) else None
    if level is None or _said(texts, j + 1) not in found:
        return False
    above = (heading_level(lines[k]) for k in range(i - 1, max(-1, i - _TITLE_REACH), -1))
    return next((over for over in above if over is not None), None) == level


def _labels_the_next(
    texts: list[str], found: dict[int, list[money.Money]], at: tuple[str, int]
) -> bool:
    """Whether line ``j`` below a price is the next option's label as ``over``, the label
    right over the price, is this one's: both a period ("Monthly" over "€29", then
    "Quarterly" over "€79", options titled in boxes of their own), a price under it. Its
    period is that price's, not the one above it."""
    over, j = at
    if not over or j >= len(texts) or j in found or _said(texts, j + 1) not in found:
        return False
    return all(money.period_from_words(label.strip()) for label in (over, texts[j]))


def _in_grid(lines: list[str], j: int) -> bool:
    """Whether there is a line ``j`` and it is not the first after a grid of cards: the note
    after the cards ("Prices exclude VAT. Billed annually.") is the last card's no more than
    the first's."""
    return j < len(lines) and GRID_END not in lines[j][:2]


def _label_over(
    read: tuple[list[str], list[str]], found: dict[int, list[money.Money]], i: int
) -> str:
    """The short label set in a block of its own right over line ``i`` ("Składka roczna"
    over "1 249 zł"), if there is one: a line of its own is no heading and holds no price."""
    lines, texts = read
    j = _said_before(texts, i)
    if j < 0 or j in found or len(texts[j]) > _PERIOD_LABEL:
        return ""
    # A heading is a card's title, but one that only names a kind of price or a period
    # ("<h3>Monthly</h3>" over "€29", options titled by their terms) labels the price.
    if not (_unheaded(lines, j) or _price_heading(texts[j])):
        return ""
    if phrases.tax_note(texts[j]) or _among_periods(texts, found, j):
        return ""
    return texts[j].strip()


def _price_heading(text: str) -> bool:
    return phrases.kind_alone(text) is not None or phrases.period_word_only(text)


def _among_periods(texts: list[str], found: dict[int, list[money.Money]], j: int) -> bool:
    """Whether the period on line ``j`` is the last of a row of periods without prices (a
    toggle's or a tab list's "Monthly" "Quarterly" over the shown panel's prices): which
    of them the price is for, the words do not say."""
    k = _said_before(texts, j)
    return (
        k >= 0
        and k not in found
        and phrases.period_word_only(texts[j])
        and phrases.period_word_only(texts[k])
    )


def _slash(line: str) -> bool:
    """Whether ``line`` is only the slash that reads "per"."""
    return line.strip() in _SLASHES


_SLASHES = frozenset({"/", "\uff0f"})  # and the fullwidth one


def _said(texts: list[str], i: int) -> int:
    """The first line from ``i`` on that shows something: a block of a price's emptied by
    ``joined_signs`` or holding only a direction mark (U+200F) shows nothing between it and
    the price's other blocks."""
    while i < len(texts) and not texts[i].strip(_UNSEEN):
        i += 1
    return i


def _said_before(texts: list[str], i: int) -> int:
    """The last line before ``i`` that shows something (``_said``'s way back); -1 if none."""
    i -= 1
    while i >= 0 and not texts[i].strip(_UNSEEN):
        i -= 1
    return i


_UNSEEN = f" \u200b\ufeff{money.BIDI_MARKS}"  # and zero-width spaces


def _unheaded(lines: list[str], k: int) -> bool:
    """Whether there is a line ``k`` and it is no heading."""
    return k < len(lines) and heading_level(lines[k]) is None


def _in_row_period(records: list[PriceRecord], label: str) -> list[PriceRecord]:
    """A row's records, those without a period given the one its label names: a table of
    plans by column and billing by row (``Monthly | $10 | $20``, ``Jährlich | 100 € | 200 €``)."""
    if all(r.period for r in records):  # most rows
        return records
    # A row that names a fee paid once ("Setup fee | $29", "工事費\uff08戸建て\uff09 | 19,800円")
    # prices it once, as the fee's name right before its amount does.
    if phrases.names_fee(label):
        period: str | None = "once"
    else:
        period = None if len(label) > _PERIOD_LABEL else phrases.heading_period(label)
    if period is None:
        return records
    return [_dated(record, period) for record in records]


_PERIOD_LABEL = 24  # a row label that is a period is a word or two ("Billed annually")


_LETTER = re.compile(r"[^\W\d_]")


def _named_lines(
    priced: list[int], texts: list[str], found: dict[int, list[money.Money]]
) -> dict[int, str]:
    """Plans named on their own lines under one heading ("Starter: $5/mo", "Pro: $9/mo"
    under "Pricing"): by each priced line, the words before its colon, when there are two or
    more such lines and each names another plan. (One such line is a note on its heading's
    plan, "Launch offer: $19", unless a count makes it a tier: see ``_line_label``.)"""
    if len(priced) < 2:
        return {}
    named = {i: prefix for i in priced if (prefix := _named_prefix(texts[i], found[i]))}
    if found_domains := _domain_lines(priced, texts):  # and a cart's add-ons, by their names
        return {**named, **found_domains}
    named = {**_surcharge_names(priced, texts, found), **named}
    each = _each_periodic(priced, texts, found) or _each_surcharge(priced, texts, found)
    listed = len(priced) >= _LIST_ITEMS or (
        not named and (each or _two_items(priced, texts, found))
    )
    if len(named) < len(priced) and listed:
        # A price list ("Theme pack  $4.99"), or plans one a line ("Starter $9/mo"); some
        # items of a list may end their name with a colon, others with a dash ("Tuns damă —
        # de la 120 lei", "Vopsit rădăcină: 150 lei").
        items = _list_items(priced, texts, found)
        named = items if items is not None else named
    if named and len(named) < len(priced):
        named = _with_periodic_names(named, priced, texts, found)
    if len(named) < 2 or len(set(named.values())) < len(named):
        return {}
    return named


def _with_periodic_names(
    named: dict[int, str], priced: list[int], texts: list[str], found: dict[int, list[money.Money]]
) -> dict[int, str]:
    """``named`` (the lines named before a colon) with the other priced lines' names, where
    each of those is a name and a price for a period ("Flexible rate $249 per night",
    "Non-refundable $219 per night" over "Total for 2 nights: $498"): a room's rates one a
    line, which the total's colon would otherwise leave named by the heading alone, two
    prices of one name, so that a rate's price moving to another is no change. One such
    line is a note on the heading's plan ("Launch offer: $19/mo" over "Then $29/mo")."""
    rest = [i for i in priced if i not in named]
    if len(rest) < 2 or not _each_periodic(rest, texts, found):
        return named
    names = {i: _prefix(texts[i], found[i]) for i in rest}
    # "Monthly $29/mo", "Annually $290/yr": one plan's terms, named by their periods alone.
    if any(phrases.period_word_only(name) or _price_role(name) for name in names.values()):
        return named
    return {**named, **names}


def _domain_lines(priced: list[int], texts: list[str]) -> dict[int, str]:
    """A domain search's results, each priced line started by the name it prices
    ("example.shop Available €2.99 for the first year, then €34.99/year", "sakura-kissa.com
    取得可能 1円 2年目以降 1,408円/年"): by each such line, its name, where two or more lines
    name two or more names. Else every result is named by the heading alone, and which name
    costs what is lost (a price moving from one name to another)."""
    named = {i: name for i in priced if (name := domains.leading(texts[i]))}
    return named if len(set(named.values())) > 1 else {}


def _list_items(
    priced: list[int], texts: list[str], found: dict[int, list[money.Money]]
) -> dict[int, str] | None:
    """By each priced line that is an item of a list (``_listed_name``: a name and its
    price), its name, where the items make a price list; None otherwise. A list is all of
    the lines, or at least ``_LIST_ITEMS`` and most, each other line's words before its price
    a sentence with a price (a top-up page's packs, "1.060 Diamantes + 106 de bônus  R$
    49,90", over "Pacote especial: 1.200 Diamantes por R$ 24,90 \u2013 limitado a 1 por
    conta"). A price without words before it is the product's own, and the lines with a name
    beside it notes on it (its price without tax, its instalment): told at the first line
    that rules a list out (most sections' first), the rest go unread."""
    items: dict[int, str] = {}
    others = 0
    for i in priced:
        if prefix := _listed_name(texts[i], found[i]):
            items[i] = prefix
            continue
        others += 1
        if not _LETTER.search(texts[i][: found[i][0].start]) or 2 * others >= len(priced):
            return None
    return items if not others or len(items) >= _LIST_ITEMS else None


# What may follow an item's price on its line: nothing, or a short note in brackets without
# a number ("(Out of stock)", "(inkl. MwSt.)"), or its period alone ("/mo", "per month").
_NOTE_ONLY = re.compile(r"\s*(?:[(\[][^\d()\[\]]{1,32}[)\]]\s*)?")
_PERIOD_ONLY = 24
# Two lines under a heading, each a few words and a price, are mostly one offer's pair of
# prices ("Regular price", "Sale price"; "月額", "年額"); three or more, a list of items. Two
# that each give their price a period after a name are two plans ("Starter $9/mo", "Pro
# $29/mo"); not an offer's two steps ("Les 3 premiers mois à 5 €/mois", "ensuite 29,99 €").
_LIST_ITEMS = 3


def _two_items(priced: list[int], texts: list[str], found: dict[int, list[money.Money]]) -> bool:
    """Whether two priced lines are a short list's items, each a name and its price ("Karten
    0,25 \u20ac", "SEPA 0,35 \u20ac"): each its own record, so that their prices swapping is a
    change. Not where a name only says which of one offer's prices it is ("Normalpreis",
    "Angebot"; ``_price_role``, ``phrases.kind_alone``), nor an offer's steps ("Heute 19 \u20ac",
    "Danach 29 \u20ac"); the caller also leaves out a pair with a colon on one line, a note on
    the heading's plan ("発売記念\uff1a\u00a51,900", "通常\u00a52,900")."""
    if len(priced) != _LIST_ITEMS - 1:
        return False
    names = [_listed_name(texts[i], found[i]) for i in priced]
    return (
        all(names)
        and len(set(names)) == len(names)
        and not any(_offer_step(name) for name in names)
    )


def _offer_step(name: str) -> bool:
    return _price_role(name) or bool(phrases.kind_alone(name)) or phrases.starts_then(name)


def _each_periodic(
    priced: list[int], texts: list[str], found: dict[int, list[money.Money]]
) -> bool:
    return all(
        money.period_after(texts[i], found[i][0].end) and _proper(_prefix(texts[i], found[i]))
        for i in priced
    )


def _each_surcharge(
    priced: list[int], texts: list[str], found: dict[int, list[money.Money]]
) -> bool:
    """Whether each priced line is a name and a surcharge its plus signs ("Express + 9,95 €",
    "Datencheck + 4,95 €"): two options added to the product, each its own price, no pair of
    one offer's prices (those are no sums added to anything)."""
    return all(_surcharge(texts[i][: found[i][0].start]) for i in priced)


def _surcharge_names(
    priced: list[int], texts: list[str], found: dict[int, list[money.Money]]
) -> dict[int, str]:
    """By each line that is a name and a surcharge, its name, where two or more are: a
    product's options under its title beside its own price ("in L-BOXX 136 + 24,90 \u20ac",
    "Gravur (+ 7,50 \u20ac)"), each option its own record rather than the title's."""
    names = {
        i: name
        for i in priced
        if _surcharge(texts[i][: found[i][0].start]) and (name := _prefix(texts[i], found[i]))
    }
    return names if len(names) >= _PRICED_OPTIONS else {}


_PRICED_OPTIONS = 2  # one line with a plus is a note on the title's price ("Versand + 4,95 \u20ac")


def _surcharge(before: str) -> bool:
    """Whether the words ``before`` a price are a name, then the plus (apart from it, or in
    a bracket: "Gravur (+ 7,50 \u20ac)") that makes the price an amount added to the
    product's."""
    head, plus, tail = before.rpartition("+")
    head = head.removesuffix("(").removesuffix("[")
    return bool(plus) and not tail.strip() and head[-1:].isspace() and bool(_LETTER.search(head))


def _proper(name: str) -> bool:
    """Whether ``name`` is written as a name: no count, and not starting in lower case. A
    figure in brackets says what the item holds ("Extra storage (100 GB)"), no count of it,
    and so does a data volume or speed a telco's pack is named by ("Asia roaming 6GB",
    "Extra 20 GB")."""
    unbracketed = _DATA_SIZE.sub("", _IN_BRACKETS.sub("", name))
    return bool(name) and not name[0].islower() and not _DIGIT.search(unbracketed)


_IN_BRACKETS = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
_DATA_SIZE = re.compile(r"(?<![\d.,])\d+(?:[.,]\d+)? ?(?:[KMGT]B|[MG]bps|[MG]bit/s)(?![^\W\d_])")


def _listed_name(text: str, prices: list[money.Money]) -> str:
    """``_prefix`` of a line that is a name and one price (or range) after it, nothing more:
    an item of a price list (an app's in-app purchases, a shop's add-ons). A period's word alone
    ("Monthly") is the price's period, and a saving's badge ("Save 20%") the offer's, no
    item's name."""
    # A deposit's amount after the item's ("0,33 l 2,50 € zzgl. 0,25 € Pfand") is none of
    # its sizes, and what follows is that deposit's words.
    own = _without_bracketed(text, _item_prices(text, prices))
    # One price, or a range's two ends ("150-220 lei"), or the price it was struck through
    # before the one paid, or one a size ("0,3 l 3,20 € | 0,5 l 4,60 €", "S 420円 M 480円"):
    # the item's prices.
    one = (
        len(own) == 1
        or (len(own) == 2 and _upper_bound(text, own, 0) is not None)
        or _was_and_paid(text, own)
        or _in_sizes(text, own)
    )
    rest = text[own[-1].end :] if one and len(own) == len(prices) else ""  # none set aside
    if not one or not (_items_own(rest) or _items_own(_before_its_state(rest))):
        return ""
    named = _prefix(text, prices)
    alone = phrases.period_word_only(named)
    badge = phrases.saving_mark(named)
    return named if _LETTER.search(named) and not alone and not badge else ""


def _was_and_paid(text: str, prices: list[money.Money]) -> bool:
    """Whether a line's two prices are one item's, the price it was struck through and the
    lower one paid, side by side ("Värnet Plus <s>599 kr</s> 449 kr / år"): nothing between
    them, as a plan's two terms have ("29 € / 290 €") and a cheaper item after a dearer one
    does not."""
    return (
        len(prices) == _PAIR
        and prices[0].amount > prices[1].amount
        and not text[prices[0].end : prices[1].start].strip()
    )


_PAIR = 2


def _items_own(rest: str) -> bool:
    """Whether ``rest``, after an item's price, is the item's own: nothing, a short note, its
    period ("/mo"), or the unit it is per ("/ ședință", "/ lekce"), or its stock alone."""
    short = len(rest) <= _PERIOD_ONLY and not _DIGIT.search(rest)
    periodic = short and (money.period_after(rest) or rest.lstrip().startswith("/"))
    periodic = periodic or _period_alone(rest)
    return bool(_NOTE_ONLY.fullmatch(rest) or periodic or _said_of_item(rest))


def _before_its_state(rest: str) -> str:
    """``rest``, after an item's price, without the stock state that ends it: an add-on's
    period and then its state in a column of its own ("one-time  In stock", "/ hó  Elérhető")
    are the item's own as either alone is."""
    lowered = rest.lower()
    said = phrases.availability_phrase(lowered)
    at = lowered.rfind(said) if said else -1
    return rest[:at] if at > 0 and _said_of_item(rest[at:]) else rest


def _period_alone(rest: str) -> bool:
    """Whether ``rest``, after an item's price, is its period and nothing more, whatever the
    unit it is per counts ("Extra storage \u2013 $5 per 100 GB/month"): a count there is no
    second item's, and the line is an item of a list as "Guest seats \u2013 $2 per guest/month"
    beside it is."""
    if not rest.strip() or money.period_after(rest) is None:
        return False
    return not rest[phrases.period_end(rest) :].strip(" .,;")


def _item_prices(text: str, prices: list[money.Money]) -> list[money.Money]:
    """``prices`` without those at the end of the line its words name another kind of (a
    deposit, "zzgl. 0,25 € Pfand"): an item's own."""
    if len(prices) < 2 or not phrases.may_name_kinds(text):
        return prices
    starts, ends = [price.start for price in prices], [price.end for price in prices]
    count = len(prices)
    while count > 1 and phrases.price_kind(text, starts, ends, count - 1) is not None:
        count -= 1
    return prices if count == len(prices) else prices[:count]


def _without_bracketed(text: str, prices: list[money.Money]) -> list[money.Money]:
    """``prices`` without those in brackets right after the first, where only the item's
    state may follow: the item's price again, with its tax ("980円 (税込1,078円)", "£10 (inc.
    VAT £12)") or per unit ("8,99 € (1 kg = 17,98 €)"), no other item's."""
    if len(prices) < 2:
        return prices
    bracket = _BRACKETED.match(text, prices[0].end)
    if bracket is None or bracket.end() < prices[-1].end:
        return prices
    after = text[bracket.end() :]
    return prices[:1] if _NOTE_ONLY.fullmatch(after) or _said_of_item(after) else prices


_BRACKETED = re.compile(r"\s*[(\[\uff08][^()\[\]\uff08\uff09]{1,60}[)\]\uff09]")


def _in_sizes(text: str, prices: list[money.Money]) -> bool:
    """Whether a line's several prices are one item's sizes: each after the first follows a
    size's few words ("0,3 l 3,20 € | 0,5 l 4,60 €", "Klein 3,50 € Groß 4,90 €", "S 420円 M
    480円"), and none has a period (those are a plan's terms: "$9/mo, $90/yr")."""
    if len(prices) < 2:
        return False
    for before, after in itertools.pairwise(prices):
        size = text[before.end : after.start].strip(_SIZE_MARKS)
        if not _SIZE.fullmatch(size):  # not "Espresso 2,20 € Cappuccino 3,40 €": two items
            return False
        if money.period_after(text, before.end) is not None:
            return False
    return True


# The marks around a size's words between two of an item's prices.
_SIZE_MARKS = " \u00a0|/\u00b7\u2022,;"
# A size: a measure ("0,5 l", "250 g", a pizza's or a screen's '14"'), letters ("S", "XL"),
# or a size's word (``words.ITEM_SIZES``).
_SIZE = re.compile(
    r"\d{1,4}(?:[.,]\d{1,2})?\s?(?:\"|''|\u201d|\u2033|(?:l|cl|ml|dl|g|kg|cm|oz|lb)\b\.?)"
    r"|X{0,3}[SML]|X{1,3}L|"
    + phrases.alternation(word for sizes in words.ITEM_SIZES.values() for word in sizes),
    re.IGNORECASE,
)


def _said_of_item(rest: str) -> bool:
    """Whether what follows an item's price is its stock alone, unbracketed ("2 kg  69,00 €
    Ausverkauft", "XL $24.90 - Sold out"), its lead time ("160 x 200 cm 16 995 kr Leveranstid
    4\u20136 veckor"), or that the price is each unit's ("2 bags $18.05 each"): the item's
    own, not a sentence about it."""
    said = " ".join(rest.split()).strip(_STOCK_DECOR).lower()
    if not said:
        return False
    stock = phrases.availability_phrase(said) == said
    return said in _EACH_ITEM or stock or phrases.lead_time(said)


_EACH_ITEM = frozenset(word for words_ in words.EACH_ITEM.values() for word in words_)


_STOCK_DECOR = " -\u2013\u2014:\u00b7|/()[]!"


def _priced_title(name: str) -> bool:
    """Whether a priced heading's words before its price name what is sold: not a teaser's
    "Plans from", nor only which price it is ("Tuition: $1,200", "Học phí: 8.900.000đ" under
    the course's own heading). A price's role that is also what is sold, alone, is a name:
    who pays it ("Member: $10" beside "Guest: $15"), a size ("Regular: $12" beside "Large:
    $16"), a menu's dish of the day ("Special")."""
    said = set(_WORDS.findall(name.lower()))
    sold = bool(said) and said <= _OFFER_ROLES
    return bool(name) and not phrases.ends_in_from(name) and (sold or not _price_role(name))


# A price's role words that name an offer when they stand alone: who pays, a size, a dish.
_OFFER_ROLES = frozenset({"member", "regular", "normal", "special"})


def _pair_names(text: str, prices: list[money.Money]) -> list[str] | None:
    """Each price's own name, where a line is two or more names each before its price and
    apart from the one before by a mark ("PK 1: 59,90 € · PK 2: 49,90 €", "Adults:
    £12, Children: £6", "Erwachsene 12 € | Kinder 6 €"): a reader reads each
    price by the name before it, not every one by the line's first. None where the line is
    anything else: a price and its period, its sale price, an item's sizes."""
    if len(prices) < 2:
        return None
    names = [_pair_name_before(text[: prices[0].start])]
    for before, price in itertools.pairwise(prices):
        gap = text[phrases.period_end(text, before.end) : price.start].lstrip()
        names.append(_pair_name_before(gap) if gap[:1] in _PAIR_SEPARATORS else "")
    if not all(map(_pair_name, names)) or len(set(names)) < len(names):
        return None
    # Asked last: most lines of several prices name no pairs, and these read every price's
    # period and kind again.
    return None if _in_sizes(text, prices) or _one_offers(text, prices) else names


def _one_offers(text: str, prices: list[money.Money]) -> bool:
    """Whether a line's prices are one offer's: any of them with a period or a unit after it
    (a plan's terms, a unit's price), or of a kind (a member's, a deposit)."""
    if any(money.period_after(text, price.end) for price in prices):
        return True
    if not phrases.may_name_kinds(text):
        return False
    starts, ends = [price.start for price in prices], [price.end for price in prices]
    return any(phrases.price_kind(text, starts, ends, k) for k in range(len(prices)))


def _pair_name_before(before: str) -> str:
    """A pair's name: the words right before its price, after the last mark or the colon
    that ends what comes before it ("Eintritt: Erwachsene 12 €", "Saison Herbst ·
    Adults £12")."""
    name = before.strip(_PAIR_MARKS).rpartition(": ")[2]
    return _LAST_MARK.split(name)[-1].strip(_PAIR_MARKS)


def _pair_name(name: str) -> bool:
    """Whether a pair's words are a name: a few words, written as a name (no lower-case
    start: "or", "statt", "then" join one offer's prices), not a period, a saving or a
    price's role alone."""
    return (
        0 < len(name) <= _PAIR_NAME_CHARS
        and len(name.split()) <= _PAIR_NAME_WORDS
        and not name[0].islower()
        and _LETTER.search(name) is not None
        and not phrases.period_word_only(name)
        and not phrases.saving_mark(name)
        and not _price_role(name)
    )


def _price_role(name: str) -> bool:
    """Whether a pair's name says only which of one offer's prices it is ("Was", "Regular
    price", "Excl. VAT", "Grundpreis", "通常価格"), not what is offered."""
    return all(
        word in _PRICE_ROLES or word.endswith(words.PRICE_ROLE_ENDINGS)
        for word in _WORDS.findall(name.lower())
    )


_PRICE_ROLES = frozenset(word for roles in words.PRICE_ROLES.values() for word in roles)
_WORDS = re.compile(r"[^\W\d_]+")


# What parts one name-and-price pair from the next on a line, and what is no name's part.
_PAIR_SEPARATORS = "\u00b7|,;/\u2013\u2014\u2022\u30fb\uff0f\uff5c"
_PAIR_MARKS = " \u00a0:-" + _PAIR_SEPARATORS
# A mark that parts two pairs: spaced, or one of a script without spaces ("\u30fb").
_LAST_MARK = re.compile(r"\s[\u00b7|,;/\u2013\u2014\u2022]\s|[\u00b7|\u2022\u30fb\uff0f\uff5c]")
_PAIR_NAME_CHARS = 32
_PAIR_NAME_WORDS = 4


def _line_label(heading: str, text: str, prices: list[money.Money]) -> str:
    """A price's label from its heading, else the words before it on its line. A line that
    names its price with a count ("First 1M requests: $0.40", "Over 10,000 GB: $0.05") is a
    tier, told apart by its bound: its words join the heading's, so that a bound moving is a
    change."""
    named = _colon_prefix(text, prices)
    if heading and _DIGIT.search(named):
        return f"{heading} ({named})"
    return heading or _prefix(text, prices)


def _colon_prefix(text: str, prices: list[money.Money]) -> str:
    """``_prefix`` when a colon ends it ("Starter: $5/mo", or full-width): the line names its
    price."""
    named = _before_first(text, prices).rstrip().endswith(words.COLONS)
    return _prefix(text, prices) if named else ""


def _named_prefix(text: str, prices: list[money.Money]) -> str:
    """``_colon_prefix``, or ``_prefix`` when a spaced dash ends it ("Starter \u2014 $9/month:
    up to 5,000 emails", "Gói Cơ bản \u2013 99k/tháng"): a plan one a line, named before a dash
    as before a colon."""
    dashed = _NAME_DASH.search(_before_first(text, prices)) is not None
    return _prefix(text, prices) if dashed else _colon_prefix(text, prices)


# A spaced dash that ends the words before a price.
_NAME_DASH = re.compile(r"\S\s+[-\u2013\u2014]\s*$")


def _prefix(text: str, prices: list[money.Money]) -> str:
    """Without a heading, the words before the first price (``Starter  $3.99/mo``), if they
    are few enough to be a name rather than a sentence."""
    words = _LEADER.sub("", _before_first(text, prices))
    # A plus apart from the name is its price's sign (a surcharge, "Express + 9,95 €"), no part
    # of it; one written onto the name is ("Disney+").
    words = _PLUS_SIGN.sub("", words).strip(" :\uff1a-\u2013\u2014|\u00b7").strip()
    words = _without_price_role(words)
    return words if len(words) <= _LABEL_CHARS else ""


def _before_first(text: str, prices: list[money.Money]) -> str:
    """The words before a line's first price and the rate it is added to, if any ("Karten:
    1,9%+0,35 €"): the rate is no part of the fee's name."""
    return text[: money.percent_plus_start(text, prices[0].start)]


def _without_price_role(name: str) -> str:
    """``name`` without the words after it that only say which of its prices follows ("2 bags
    Regular price", "Basis Preis"): a theme writes them for screen readers before every price,
    and a reader sees the name alone. Kept where they are the whole name."""
    kept = name.split()
    cut = len(kept)
    while cut and _LETTER.search(kept[cut - 1]) and _price_role(kept[cut - 1]):
        cut -= 1
    said = " ".join(kept[cut:]).lower()
    if not cut or not _PRICE_WORD.search(said) or _sets_apart(said):
        return name
    return " ".join(kept[:cut])


def _sets_apart(said: str) -> bool:
    """Whether role words ``said`` after a name tell its price from another of the same name,
    so that the name without them would be two prices' ("Adult Member Price" beside "Adult
    Price", "Box of 12 unit price" beside "Box of 12", "Pro Prix HT" beside "Pro Prix TTC"):
    a kind of buyer's price, a unit's, or one without tax (a price with it is the usual)."""
    if phrases.kind_alone(said) is not None or phrases.kind_alone(said.split()[0]) is not None:
        return True
    return any(
        word in _SET_APART or word.endswith(_SET_APART_ENDINGS) for word in _WORDS.findall(said)
    )


# Role words of a price beside the name's usual one: a member's, a unit's, one without tax.
_SET_APART = frozenset(
    {"member", "members", "unit", "per", "net", "netto", "excl", "exkl", "ekskl", "ex", "ht",
     "zzgl", "sin", "sem", "bez", "total", "summe", "totale", "totaal", "razem", "celkem",
     "yhteensä"}
)  # fmt: skip
_SET_APART_ENDINGS = ("grundpreis", "stückpreis", "einzelpreis", "mitgliederpreis", "税抜")


# The word that makes trailing role words a price's ("Sale price", not a name's "New").
_PRICE_WORD = re.compile(
    "|".join((r"pri[cxjs]e?s?\b", "preis", "precio", "prezzo", "preço", "cena", "hinta"))
    + "|"
    + "|".join(map(re.escape, words.PRICE_ROLE_ENDINGS))
)


# The dots that lead a menu's or a price list's eye from a name to its price ("Margherita
# ........ 7.50", "Espresso . . . 1,40", "Latte …… 3.20"); one dot ends a word ("Co.").
_PLUS_SIGN = re.compile(r"\s[(\[]?\+\s*$")
_LEADER = re.compile(r"\s*(?:[.\u2026_\u00b7]\s*){2,}$")
