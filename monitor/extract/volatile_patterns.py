"""The patterns of volatile text, per language and kind: the data ``volatile`` searches with.

Each kind names the text that changes on its own: ``relative`` times (``Updated 5 minutes
ago``), ``countdown`` clocks and durations (``Ends in 02:14:33``, ``3d 4h left``), live
``counter`` (``27 people are viewing this``, ``1,204 sold today``), ``rating`` and review
counts (``4.8 (1,203 reviews)``), visitor or order ``number`` (``You are visitor #1,234``),
and the ``timestamp`` of an update (``Prices updated 2 Dec 2026, 07:31 UTC``, ``Stand:
02.12.2026``), which every language with words for "updated" has from one pattern.
A pattern names every word a fragment must hold, so that a plan's limit (``Up to 5 users``)
or an offer (``30-day free trial``) is never one; ``tests/unit/test_volatile.py`` holds each
language's cases, and the real content each must keep.
"""

import re
import unicodedata
from collections.abc import Callable
from typing import Literal, NamedTuple

from monitor.extract import currencies, words

Kind = Literal["relative", "countdown", "counter", "rating", "number", "timestamp"]
KINDS: tuple[Kind, ...] = ("relative", "countdown", "counter", "rating", "number", "timestamp")


# "Updated: 2 Dec 2026, 07:31", "Stand: 02.12.2026", "mise à jour : 2 déc. 2026 à 07:31".
UPDATED_AT = r"{upd}\s*[:\uff1a]?\s*{when}"
# Japanese, Chinese and Korean also write the date first: "2026/12/03 04:00 更新", "12月3日更新".
UPDATED_AFTER = r"{when}\s*(?:に)?{upd}"
# A shop's delivery estimate, a day later every day: "Get it by Friday, December 5",
# "Lieferung bis Freitag, 5. Dezember", "お届け予定日 12月5日(金)".
DELIVERED_ON = r"\b(?:{dlv})\s*[:\uff1a]?\s*{day}"
# What a customer receives on a day, named between the verb and the day ("receive your flyers
# on", "ontvang je flyers met Spoed op"): a shop that makes what it sells promises its own
# goods. A few words, letters only: a sentence that goes on is no promise.
RECEIVED = r"(?:[^\W\d_]+\s+){0,4}?"
# Where words are not spaced, no \b before them; and the day may come first: "12月5日にお届け",
# "12월 5일 도착 예정".
DELIVERY_FIRST = r"(?:{dlv})\s*[:\uff1a]?\s*{day}"
DELIVERY_LAST = r"{day}\s*(?:に|까지|前)?\s*(?:{dlv})"
# A day named relative to today with its weekday, which moves daily: "내일(금) 도착 보장",
# "明日(金)お届け", "明天(周五)送达". Without a digit, so searched as a relative time.
RELATIVE_DELIVERY = r"{rel}\s?[(\uff08][^)\uff09\d]{{1,3}}[)\uff09]\s*(?:に|까지)?\s*(?:{dlv})"


def open_now(
    status: str, now: str, verbs: str, days: str, at: str, *, now_first: bool = False
) -> str:
    """A shop's, a café's or a museum's status from the clock ("Open now · Closes at 20:00",
    "Tancat ara · obrim demà a les 7:30"), which flips at each opening and closing: the
    language's words for open or closed, for now, for it closes or opens, for today or
    tomorrow and for "at". A schedule ("Closes at 22:00 on Thursdays") says no "now". Some
    languages say "now" first ("Jetzt geöffnet · schließt um 22:30 Uhr")."""
    clock = r"(?:{when}|\d{1,2}\s?[ap]\.?m\b\.?)"
    said = rf"(?:{now})\s+(?:{status})" if now_first else rf"(?:{status})\s+(?:{now})"
    return (
        rf"\b{said}\b(?:\s*[\u00b7\u2022,|\u2013-]?\s*(?:{verbs})"
        rf"(?:\s+(?:{days}))?\s+(?:(?:{at})\s*)?{clock})?"
    )


def multiples(language: str, *counted: str) -> str:
    """The words a count of ``language`` may be rounded to: those its amounts are written
    with (``words.MULTIPLES``: "rb", "jt", "mil"), and ``counted``, those only counts use."""
    by_factor = words.MULTIPLES.get(language, {})
    spelled = [*(word for spellings in by_factor.values() for word in spellings), *counted]
    return "|".join(map(re.escape, spelled))


def course_tally(students: str, limits: str) -> str:
    """A course's tally of its students, in a language's words for them (``students``):
    first in a listing card's line of facts, alone between its separators, or last after one
    in the hundreds ("12,483 students 22.5 total hours", "(1.2k learners)", "87 students
    \u00b7 2 hours", "8 lessons \u00b7 862 students"). A count without thousands and no
    separator after it is a plan's limit ("30 students", "Pro \u00b7 30 students"), and so is
    one the language's ``limits`` words follow ("2,000 students and 50 teachers"), or a last
    one in fifties ("Starter \u00b7 500 students", "School \u00b7 250 students"): a tally
    counts one by one, a plan's limit is round."""
    return (
        r"(?:^|(?<=[\u00b7\u2022|(])|(?<=[\u00b7\u2022|(] ))(?:(?=\d{1,3}[,.\u00a0\u202f ]\d{3}"
        rf"|\d+(?:[.,]\d)?\s?[kK])(?:{{n}})\s+(?:{students})(?!\s*(?:{limits})\b)"
        rf"|{{n}}\s+(?:{students})(?=\s*[\u00b7\u2022|])"
        rf"|(?<=[\u00b7\u2022|] )(?=\d{{3}})(?!\d*[05]0\s)(?:{{n}})\s+(?:{students})\s*$)"
    )


# The unit a stock count is in, if any: pieces, rolls, metres, in any language's short word
# ("2 480 ks", "864 rolí", "4.800 m", "3,450 pzas", "14 uds."): a word after a count.
STOCK_UNIT = r"(?:[^\W\d_]{1,8}\.?)?"
# A coupon code drawn for one visitor ("ELB-7QX2K9", "WELCOME-83KD"): letters, digits and
# dashes with a digit among them, after a language's words for a personal or unique code. A
# code all visitors share ("SAVE20") is said without them.
VISITOR_CODE = r"\s*:?\s*(?=[\w-]{0,24}\d)[a-z0-9][a-z0-9-]{3,24}(?![\w-])"


# Finnish sales told live: a passive participle (or "tilausta", orders) and the span it
# counts ("1 204 myyty tänään", "Tänään tilattu 184 liittymää").
_FI_SOLD = "myyty|ostettu|tilattu|varattu|tilausta"
_FI_TODAY = r"tänään|tällä viikolla|viimeisen\s+(?:{n}\s*)?(?:tunnin|vuorokauden)\s+aikana"


class Language(NamedTuple):
    """One language's patterns by kind. ``{n}`` is a count (``1,204``, ``1.204``, ``12k``),
    ``{r}`` a rating (``4.8``, ``4,8``), ``{unit}`` one of the language's ``unit`` (seconds to
    months), ``{dur}`` a duration in them or a clock (``3 days``, ``2 Std. 14 Min.``,
    ``02:14``), ``{upd}`` one of the language's ``updated`` words, with its colon, ``{of}``
    one of its ``out_of`` (the words between a rating and its 5: ``4,8 von 5``), ``{when}``
    a date, a time of day, or both (``2 Dec 2026, 07:31 UTC``, ``02.12.2026 um 7.31 Uhr``).

    ``delivers``: the words of a delivery promise a day without its year follows (``{dlv}``,
    ``{day}``: ``Lieferung bis``, ``Freitag, 5. Dezember``).

    ``multiples``: the words a marketplace rounds a large count to (``10RB+ terjual``, ``Đã
    bán 2,3k``, ``ขายแล้ว 1.2พัน``, ``+5mil vendidos``), which ``{n}`` may end in.

    ``words``: each fragment of the language holds one of them, as a word (or, where the
    language is not ``spaced``, as a part of the text); a line is searched for the kinds whose
    patterns name a word it holds."""

    words: str = ""
    out_of: str = "(?!)"
    unit: str = "(?!)"
    updated: str = "(?!)"
    delivers: str = "(?!)"
    multiples: str = "(?!)"
    relative: tuple[str, ...] = ()
    countdown: tuple[str, ...] = ()
    counter: tuple[str, ...] = ()
    rating: tuple[str, ...] = ()
    number: tuple[str, ...] = ()
    # A page's time of writing changes with every render; as a date, every day.
    timestamp: tuple[str, ...] = (UPDATED_AT,)
    spaced: bool = True


# A build's or a request's identifier a page prints (a footer's "Request 3f2a…", "build
# 9c1e5d2", "Trace ID 1DF06EF851FA"): a UUID, or a hexadecimal hash with a letter and a digit
# in it, of seven digits or more in lower case, or twelve or more in any case (a product
# code in capitals is shorter). Also a release's build metadata, joined to its dotted number
# ("Version 2026.48.3-9f2c1ab", "v2.14.0+9f2c1ab"): the same release rebuilt is another. So
# are the commits since the release that git's describe counts before its hash, "-g" and all
# ("Build 2026.12.04-1187-g3fa9c2e": the next commit is 1188).
IDENTIFIER = (
    r"(?:(?<=\d)-\d{1,6}-g[0-9a-f]{7,40}(?![\w-])|"
    r"(?:(?<![\w-])|(?<=\.\d[-+])|(?<=\.\d\d[-+])|(?<=\.\d\d\d[-+]))"
    r"(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
    r"|(?-i:(?=[0-9a-f]{0,63}[a-f])(?=[0-9a-f]{0,63}\d)[0-9a-f]{7,64})"
    r"|(?=[0-9a-f]{0,63}\d)(?=[0-9a-f]{0,63}[a-f])[0-9a-f]{12,64})(?![\w-]))"
)
# A ULID (a request's or an event's identifier minted from the clock and chance): 26
# characters of Crockford's base 32 (no I, L, O or U), the first at most 7 (128 bits), with a
# letter in it (digits alone are a number).
ULID = (
    r"(?<![\w-])(?=[0-9a-hjkmnp-tv-z]{0,25}[a-hjkmnp-tv-z])"
    r"[0-7][0-9a-hjkmnp-tv-z]{25}(?![\w-])"
)

# A session's or a form's token a page prints: twenty characters or more of base 64 (or its
# URL-safe form) with two digits, a lower- and an upper-case letter in it, as chance makes
# them; not words run together ("Omega-3MagnesiumProbiotika", a menu without its spaces),
# whose seven lower-case letters in a row chance seldom writes.
TOKEN = (
    r"(?<![\w+/=-])(?=(?:[\w+/-]{0,127}?\d){2})"
    r"(?-i:(?=[\w+/-]{0,127}[a-z])(?=[\w+/-]{0,127}[A-Z])(?![\w+/-]{0,127}?[a-z]{7}))"
    r"[\w+/-]{20,128}={0,2}(?![\w+/=-])"
)
# The year of a copyright notice, which a template writes from the clock: every page of a site
# changes with the new year ("© 2008-2026 Acme" is "Acme").
COPYRIGHT = r"(?:©|\(c\)|\bcopyright)\s*(?:(?:19|20)\d\d\s*[-\u2013\u2014]\s*)?(?:19|20)\d\d(?!\d)"
# A cache-busting query a page shows in a file's name ("pricing.pdf?v=1764661234"): a new one
# at every build or render.
CACHE_BUSTER = (
    r"(?<=[\w/.])\?(?:v|ver|version|cb|cache|cachebust|t|ts|_|rev|build|hash)=[\w.-]{4,}"
    r"(?:&[\w.-]+=[\w.-]*)*"
)

# An exchange rate quoted as an equation between two currencies, each side with its code or
# sign ("1 EUR = 4,3187 PLN", "£1 = €1.1523", "1 USD = R$ 5,5102"): a bank's or a transfer
# service's rate of the moment, which moves with the market. A sign may carry its country's
# letters on either side, as the Americas write theirs ("US$1 = S/3.75", "U$S 1 = $U 40,15",
# "US$1 = RD$58.90", "S/. 3.75").
_RATE_CURRENCY = (
    r"(?:(?-i:[A-Z]{3})|(?-i:[A-Z]{1,3})?[^\w\s=\u2248.,]{1,2}(?:(?-i:[A-Z])(?![^\W\d_])|\.)?"
    r"|zł|kr|kč|ft|lei)"
)
_RATE_SIDE = r"(?:{c}\s?{a}|{a}\s?{c})(?![\w.,]\d)"
EXCHANGE_RATE = (
    r"(?<![\w.,])"
    + _RATE_SIDE.format(c=_RATE_CURRENCY, a=r"1(?:0{1,3})?(?:[.,]0{1,4})?")
    + r"\s?[=\u2248]\s?"
    + _RATE_SIDE.format(c=_RATE_CURRENCY, a=r"\d{1,7}(?:[.,]\d{1,6})?")
    + r"(?!\w)"
)

# A deal feed's temperature, the sum of its readers' votes, on a line of its own but for its
# vote buttons' signs ("325°", "-12°", "+ 1.204° -"), which moves with every vote. A
# weather widget's is as volatile. With a letter beside it, it is a measure ("360° drehbar",
# "230 °C") or a number ("n° 5").
DEAL_TEMPERATURE = r"^[^\w\d]{0,4}?[-+\u2212]?\d{1,3}(?:[.,]\d{3})?\s?°(?![\w°])[^\w\d]{0,4}$"

# The counter word Japanese, Chinese and Korean write after a count of ratings, inside the
# parentheses after the rating: "4.5 (1,234件)", "4.8 (2,031건)", "4.9 (812条)".
_COUNTER_WORD = r"\s*(?:件|건|개|명|条|條|人)"
RATED_COUNT = rf"(?:{_COUNTER_WORD})?"
# A rating of one decimal before a count in brackets ("4.8 (1,203)"); one of two decimals only
# with the counter word ("満足度 4.52 (1,234件)"): "2,50 (1)" is a menu's price and allergen.
_ONE_DECIMAL = r"(?<![\d.,])[0-5][.,]\d(?!\d)"

# Text that changes on its own in any language: a running clock, a compact countdown, stars,
# an identifier, an exchange rate.
COMMON = Language(
    words="copyright",
    timestamp=(COPYRIGHT, CACHE_BUSTER),
    number=(IDENTIFIER, ULID, TOKEN),
    counter=(EXCHANGE_RATE, DEAL_TEMPERATURE),
    countdown=(
        r"(?<![\d:])\d{1,2}\s?:\s?[0-5]\d\s?:\s?[0-5]\d(?![\d:])",
        r"(?<![\w.,])\d{1,3}d\s*\d{1,2}h(?:\s*\d{1,2}m(?:in)?)?(?:\s*\d{1,2}s)?\b",
        r"(?<![\w.,])\d{1,2}h\s*\d{1,2}m(?:in)?(?:\s*\d{1,2}s)?\b",
        r"(?<![\w.,])\d{1,2}m(?:in)?\s*\d{1,2}s\b",
    ),
    rating=(
        r"(?:{r}\s*)?[★☆⭐✩✰]{1,5}\s*(?:{r}\s*(?:/\s*5)?)?(?:\s*[(\[\uff08]\s*{n}"
        + RATED_COUNT
        + r"\s*[)\]\uff09])?",
        r"{r}\s*/\s*5(?:[.,]0)?(?!\d|[.,]\d)(?:\s*[(\[\uff08]\s*{n}"
        + RATED_COUNT
        + r"\s*[)\]\uff09])?",
        rf"(?:{_ONE_DECIMAL}\s*[(\[\uff08]\s*(?!(?:19|20)\d\d\s*[)\]\uff09]){{n}}{RATED_COUNT}"
        rf"|{{r}}\s*[(\[\uff08]\s*{{n}}{_COUNTER_WORD})\s*[)\]\uff09]",
    ),
)

LANGUAGES: dict[str, Language] = {
    "en": Language(
        words=(
            "occupancy "
            "results "
            "watchers bids bid "
            "open closed now opens "
            "join ago just moments moment ends end expires expire ending closes left remaining go "
            "viewing position "
            "looking watching browsing checking online cart carts basket baskets bag bags sold "
            "bought purchased claimed orders bookings purchases sales signups ups downloads stock "
            "stars star rated rating reviews review ratings votes vote visitor order booking "
            "signed joined subscribed upgraded booked viewed downloaded ordered reviewers get "
            "arrives delivery arrival delivered ships close starts begins enrolled registered"
            " guaranteed followers patrons supporters backers players gamers curators positive"
            " negative mixed trusted raised pledged funded goal nearby near around within currently"
            " training saved shortlisted enquiries enquiry jobs listings vacancies ads compared"
            " switched quote processed paid earned invoiced personal unique exclusive wait waiting"
            " queue hold students learners enrollments enrolments launched deployed published"
            " searched searching response reply comparing"
            " playing wishlisted hours hrs shipped served dispatched quotes receive"
            " helpful useful members posts likes"
        ),
        delivers=(
            r"(?:get\s+it|arrives|guaranteed(?=\s+by)"
            r"|(?:estimated\s+|expected\s+|fastest\s+|guaranteed\s+)?(?:delivery|arrival)"
            r"(?:\s+date|\s+estimate)?|delivered|ships)(?:\s*:?\s+(?:by|on|between))?"
            # the goods named between ("receive your flyers on")
            rf"|receive\s+{RECEIVED}(?:by|on|between)"
        ),
        out_of="out of",
        unit=r"seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|wks?|w|months?|mos?",
        updated=r"(?:last\s+)?(?:updated|edited|posted|published|checked|refreshed|synced|seen"
        r"|active|modified|changed|sold|ordered|purchased|booked|generated"
        r"|(?:server|current|local)\s+time)(?:\s+today)?(?:\s+(?:on|at))?:?",
        relative=(
            r"\b(?:{upd}\s*)?(?:about\s+|over\s+|almost\s+|less than\s+)?{n}\s*(?:{unit})\.?"
            r"\s+ago\b",
            r"\b(?:{upd}\s*)?(?:about\s+|over\s+|almost\s+)?(?:a|an|one|a few|few|several)\s+"
            r"(?:seconds?|minutes?|hours?|days?|weeks?|months?)\s+ago\b",
            r"\b{upd}\s*just now\b|\b(?:{upd}\s*)?moments? ago\b",
            # A marketplace's seller card says how long ago without "ago": "Last delivery
            # about 2 hours", "Last order 3 days".
            r"\blast\s+(?:delivery|delivered|order|ordered)\s*:?\s*(?:about\s+|over\s+"
            r"|almost\s+|less than\s+)?(?:{n}|an?|one)\s*(?:{unit})\.?(?:\s+ago)?(?!\w)",
            # A sale that always ends soon: "Sale ends Sunday", then Monday's.
            r"\b(?:(?:the|this|our)\s+)?(?:offer|sale|deal|discount|promo(?:tion)?|price)\s+"
            r"(?:ends|expires)\s+(?:today|tonight|tomorrow|at midnight|(?:on\s+)?(?:monday"
            r"|tuesday|wednesday|thursday|friday|saturday|sunday))\b",
        ),
        countdown=(
            open_now("open|closed", "now", "closes|opens", "today|tomorrow", "at"),
            # "Order within 3 hrs", "Free if ordered within 3 hrs 12 mins": a delivery's cut-off.
            r"\b(?:order|ordered)\s+(?:in the next\s+|within(?:\s+the next)?\s+){dur}",
            r"\b(?:(?:this|the|our)\s+)?(?:(?:offer|sale|deal|discount|promo(?:tion)?|price"
            r"|pricing|early[- ]bird)\s+)?"
            r"(?:ends|expires|ending|closes|close)\s+in:?\s*{dur}",
            # "Deals end in 2 days, 4 hrs": the sale's many offers, the verb without its s (not
            # "Annual contracts end in 12 months", "Free trials end in 14 days").
            r"\b(?:deals|offers|sales|savings|discounts|promotions|promos|coupons|prices)"
            r"\s+(?:end|expire)\s+in:?\s*{dur}",
            # A cohort or a class that starts soon: "Next cohort starts in 12 days".
            r"\b(?:starts|begins)\s+in:?\s*{dur}",
            r"\b(?:time\s+)?(?:left|remaining):\s*{dur}",
            r"(?:\bonly\s+)?{dur}\s+(?:left|remaining|to go)\b",
            # A delivery cut-off ("Order within 6 hrs 17 mins"): the clock runs down.
            r"\border\s+within\s+{dur}",
        ),
        counter=(
            # A gym's or a pool's live occupancy in a share: "Gym occupancy: 40%".
            r"\b(?:live\s+|current\s+)?occupancy(?:\s+(?:now|right now))?\s*:?\s*{n}\s*%",
            # A search's tally of what it found, which moves as listings come and go: "1,190
            # results for 35mm film camera", "1-48 of 1,190 results"; "500 results" alone may
            # be a plan's allowance.
            r"{n}\+?\s+results\s+(?:for|found)\b|\bof\s+(?:over\s+)?{n}\+?\s+results\b",
            # An auction's live tallies, which move with every load while its current bid
            # stays: "23 watchers", "[18 bids]", "12 bids" (the bid is the price beside them).
            r"[(\[]?{n}\s*(?:watchers|bids?)(?![^\W\d_])[)\]]?",
            # A support line's queue or its chat's replies, told live in minutes: "Estimated
            # wait time: about 7 min", "Average response time: 4 min" (a wait or a response
            # of hours or days is a lead time or a plan's promise, and stays).
            r"\b(?:(?:current|estimated|average|expected)\s+)?(?:waiting|wait|queue|hold|response"
            r"|reply)\s+time"
            r"\s*(?:is\s+)?:?\s*(?:about\s+|approx\.?\s+|approximately\s+|around\s+|under\s+"
            r"|less than\s+)?{n}\s*(?:minutes?|mins?|min)\b\.?",
            # A marketplace seller's queue, counted live: "7 Orders in Queue".
            # A sharing fleet's vehicles near the rider, counted live: "87 scooters available
            # within 0.5 mi", "12 e-bikes nearby"; a plan's "Up to 5 cars" says no place.
            r"{n}\s*(?:e-?scooters?|scooters?|e-?bikes?|bikes?|bicycles?|mopeds?|cars?|vehicles?)"
            r"\s+(?:(?:are\s+)?(?:available|free|parked)\s+)?(?:nearby|near\s+you|around\s+you"
            r"|close\s+by|within\s+{n}\s*(?:mi|miles?|km|m|ft|feet|meters?|metres?|blocks?))\b",
            r"{n}\s+(?:orders?|projects?)\s+in\s+(?:the\s+)?queue\b",
            # A ticket shop's waiting room, one less at each admission: "1,204 people are in
            # the queue", "Your position in line: 318".
            r"{n}\s*(?:people|fans|users|visitors|others)\s+(?:are\s+)?(?:ahead of you"
            r"|in\s+(?:the\s+)?(?:queue|line|waiting room))\b",
            r"\byour\s+(?:position|place|number)\s+in\s+(?:the\s+)?(?:queue|line)\s*:?\s*#?{n}",
            # A gym's live occupancy, a club's name between: "Now in the gym Leeds: 42 people",
            # "42 people training right now".
            r"\b(?:currently|now|right now)\s+(?:in|at)\s+(?:the\s+)?(?:gym|club|studio)"
            r"(?:\s+[\w-]+)?\s*:?\s*{n}(?:\s*(?:people|members))?(?!\s*[^\W\d_])",
            r"{n}\s*(?:people|members)\s+(?:are\s+)?(?:training|working out)"
            r"(?:\s+(?:now|right now))?",
            # An event's audience looks too: "318 fans are viewing this match"; a SaaS page
            # counts the teams that compare its plans live: "312 teams are comparing plans
            # right now".
            r"{n}\s*(?:people|persons|shoppers|customers|users|visitors|others|buyers|guests"
            r"|fans|attendees|spectators|supporters|concertgoers|teams|companies)\s+"
            r"(?:are\s+)?(?:currently\s+|now\s+|right now\s+)?"
            r"(?:viewing|looking at|watching|browsing|checking out|comparing)"
            r"(?:\s+(?:this|it|now|right now|plans)(?:\s+(?:page|product|item|offer|deal|plan|topic"
            r"|course|class|category|listing))?(?:\s+(?:now|right now))?)?",
            # Who builds or configures one live, the product named between: "12 riders are
            # building a Kestrel right now"; "now" must close it ("5 users building apps" is a
            # plan's limit).
            r"{n}\s*(?:people|persons|shoppers|customers|users|visitors|others|buyers|riders"
            r"|drivers)\s+(?:are\s+)?(?:building|configuring|customi[sz]ing|designing|speccing)"
            r"\s+(?:(?:a|an|the|this|their|one)\s+)?(?:[\w-]+\s+){0,2}?(?:right now|now)\b",
            r"{n}\s*(?:people|persons|shoppers|users|visitors|members|traders|investors)\s+"
            r"(?:are\s+)?online"
            r"(?:\s+(?:now|right now))?",
            # Who follows or backs a game, a creator or a campaign, and who plays it now: they
            # come and go with every fetch ("1,204,331 followers", "412 patrons", "12,408
            # players in-game right now", "Recommended by 3,381 curators").
            r"{n}\s*(?:followers|patrons|supporters|backers)\b",
            r"\b(?:patrons|supporters|backers)\s*:?\s*{n}(?![\d.,])",
            # A creator's stats, which move with every member who joins and every post: "786
            # paid members", "312 posts", "148 likes". A plan limits members, not paid ones, and
            # its posts per month say per; a bare "1,204 members" is a tally only when written
            # in thousands ("5 members" may be a team plan's seats).
            r"{n}\s+(?:paid|free)\s+members\b|{n}\s+(?:posts|likes)\b",
            # A tip jar's feed of who gave: "Jana bought 3 coffees" ("a coffee", with no digit,
            # makes no candidate line).
            r"{who}\b(?:bought|sent)\s+{n}\s+(?:coffees?|teas?|beers?)\b(?:\s*[·•,]?\s*"
            r"(?:today|yesterday)\b)?",
            r"(?<![\d.,])\d{1,3}(?:,\d{3})+\s+members\b",
            r"{n}\s*(?:players|gamers)\s+(?:are\s+)?(?:in-game|in game|online|playing)"
            r"(?:\s+(?:now|right now))?",
            # A game store's live tallies: who plays it now ("23,184 playing now"), who wishes
            # for it ("Wishlisted by 1.2M"), how long friends and reviewers have played it
            # ("126.4 hours played", "312.7 hrs on record") and how many players earned an
            # achievement ("12.4% of players"): each moves between two loads.
            r"{n}\s+(?:playing|in-game|in game)\s+(?:now|right now)\b",
            r"\bwishlisted by\s+{n}\s*[mMbB]?(?![^\W\d_])",
            r"{n}\s*(?:hours?|hrs?\.?)\s+(?:played|on record)\b",
            r"{n}\s*%\s+of\s+(?:all\s+)?players\b",
            r"\brecommended by\s+{n}\s*(?:curators|players|users|people)\b",
            r"\btrusted by\s+(?:over\s+|more than\s+)?{n}\s*(?:customers|users|people|players"
            r"|teams|businesses|companies)\b",
            # A campaign's tally and how far it is to its goal: "$12,340 raised", "73% funded".
            r"(?:[$€£]\s?)?{n}\s*(?:[$€£]\s*)?(?:raised|pledged)\b",
            # What customers saved or were paid through a platform, a landing page's live
            # statistic: "$4,382,120 saved by our customers this year".
            r"(?:[$€£]\s?)?{n}\s*(?:[$€£]\s*)?(?:saved|processed|paid out|paid|earned"
            r"|invoiced)\s+(?:by|for|to|through)\b",
            # A purchase notification, the buyer and where they are before the verb: "Sarah
            # from Austin, TX just bought the Growth plan for $49".
            r"{who}\b(?:just|recently)\s+(?:bought|purchased|ordered|booked"
            r"|upgraded to|signed up for|subscribed to)\b[^!?·•|\n]{0,100}",
            r"{n}\s*%\s+(?:of\s+(?:the\s+|our\s+|its\s+)?goal|funded)\b",
            r"{n}\s*(?:(?:people|others|customers|shoppers)\s+)?(?:have|has)\s+(?:this|it)\s+in\s+"
            r"(?:their\s+)?(?:carts?|baskets?|bags?)",
            # A handmade marketplace's tally of the carts a listing is in: "In 20+ baskets".
            r"\bin\s+(?:over\s+)?{n}\+?\s+(?:people's\s+)?(?:carts|baskets|bags)\b",
            # A flash deal's bar counts in shares too: "72% claimed", "50% sold".
            r"{n}\s*%?\s*(?:sold|bought|purchased|claimed)\b(?!\s*out)(?:\s+(?:today|this week"
            r"|this month|recently|so far"
            r"|in (?:the\s+)?(?:last|past)\s+(?:{n}\s*)?(?:hours?|h|days?|week|month)))?",
            # What a shop delivered, shipped or served so far in the current day, week or
            # month, counted live: "12,480 boxes delivered this week"; "3 meals delivered
            # every week" is a plan.
            r"{n}\s*(?:[^\W\d_]+\s+){0,2}(?:delivered|shipped|served|dispatched)\s+"
            r"(?:today|this week|this month|this year)\b",
            r"{n}\s*(?:orders|bookings|purchases|sales|sign-ups|signups|downloads)\s+"
            r"(?:today|this week|so far"
            r"|in (?:the\s+)?(?:last|past)\s+(?:{n}\s*)?(?:hours?|h|days?|week))",
            r"\bonly\s+{n}\s+(?:[^\W\d_]+\s+)?"
            r"(?:left|remaining)(?:\s+in\s+stock|\s+at\s+this\s+price)?\b",
            r"{n}\s+(?:left|remaining)\s+in\s+stock\b",
            # The places of a class or a cohort, booked one by one: "12 spots remaining".
            r"{n}\s+(?:open\s+|free\s+)?(?:seats?|spots?|places?)\s+(?:left|remaining)"
            r"(?:\s+at\s+this\s+price)?\b",
            # A marketplace's stock bar counts what is left: "7 items left", "12 units remaining".
            r"{n}\s+(?:items?|units?|pieces|pcs)\s+(?:left|remaining)\b",
            # Who did it, then what: "27 people bought this plan today", "1,204 teams signed
            # up this week"; a verb must follow, so "Up to 5 users" is never one.
            r"{n}\s*(?:people|persons|customers|shoppers|users|teams|companies|businesses"
            r"|others|buyers|members)\s+(?:have\s+)?(?:bought|purchased|ordered|booked|joined"
            r"|signed up|subscribed|upgraded)\b(?:\s+(?:to\s+|for\s+)?(?:it|(?:this|the|our)\s+"
            r"(?:plan|product|item|offer|deal|package|course|tier)|this(?!\s+(?:week|month|year)\b)))?(?:\s+(?:today"
            r"|yesterday|this week|this month|recently|so far|in (?:the\s+)?(?:last|past)\s+"
            r"(?:{n}\s*)?(?:hours?|h|days?|week|month)))?",
            # A host's or a builder's tally of what its customers made, then when: "2,184
            # Canadian sites launched on HearthCloud this week". The when must be there: "10
            # websites" alone is a plan's limit.
            r"{n}\s+(?:[A-Z][\w-]{1,24}\s+)?(?:sites|websites|stores|shops|online stores|apps"
            r"|projects)\s+(?:(?:were|have been)\s+)?(?:launched|deployed|published)"
            r"(?:\s+(?:on|with)\s+[A-Z][\w.+-]{1,24})?\s+(?:today|yesterday|this week"
            r"|this month|so far this (?:week|month|year)|in (?:the\s+)?(?:last|past)\s+"
            r"(?:{n}\s*)?(?:hours?|h|days?|week|month))\b",
            r"\b(?:bought|purchased|ordered|booked|viewed|downloaded|sold)\s+{n}\s*(?:times|x)\b"
            r"(?:\s+(?:today|this week|this month|recently|so far|in (?:the\s+)?(?:last|past)\s+"
            r"(?:{n}\s*)?(?:hours?|h|days?|week|month)))?",
            r"{n}\s+(?:(?:seats?|spots?|licen[cs]es?|places?)\s+)?"
            r"(?:left|remaining)\s+at\s+this\s+price\b",
            r"{n}\s+(?:viewing|watching)\s+(?:now|right now|this(?:\s+(?:page|product|plan))?)\b",
            r"{n}\s*(?:students|learners|participants)\s+(?:have\s+)?(?:enrolled|registered|joined"
            r"|signed up)\b(?:\s+(?:today|this week|this month|so far))?",
            # The dots between aria-hidden; "Groups of 6 students", "6 students per class"
            # and "4-6 students" have a word or a range before them.
            course_tally(
                "students|learners|enrollments|enrolments",
                r"and|or|&|\+|/|per|each|max|maximum|in total",
            ),
            # A course platform's notification of a sign-up, who and where before the verb,
            # how long ago after it: "Priya from Austin, TX enrolled in SQL Basics 4 minutes
            # ago"; without the time ago it is no notification.
            r"{who}\bfrom\s+[^!?\u00b7\u2022|\n]{1,60}?\s+(?:enrolled in"
            r"|signed up for|registered for|joined|bought|purchased|booked)\s[^!?\u00b7\u2022|\n]"
            r"{1,100}?\s(?:{n}|an?|a few)\s*(?:{unit})\.?\s+ago\b",
            # An order's notification by its number, what was paid, how long ago: "Order
            # #4411 \u2013 $79 \u2013 2 min ago"; without the time ago it is no notification.
            r"\b(?:order|booking)\s?(?:#|no\.?\s?)\d{1,12}\b[^!?\u00b7\u2022|\n]{1,60}?"
            r"(?:(?:{n}|an?|a few)\s*(?:{unit})\.?\s+ago|just now)\b",
            # What the last buyer paid, another amount at each sale: "Last sold for $74".
            r"\b(?:last|recently)\s+sold\s+(?:for|at)\s+(?:[$\u20ac\u00a3]\s?)?{n}"
            r"(?:\s?(?:[$\u20ac\u00a3]|usd|eur|gbp|cad|aud)(?![^\W\d_]))?",
            # A sales ticker's last sale, another product and buyer at each load, how long
            # ago after it: "Last sold: Chateau Lestanque 2023 to a customer in Leeds, 4
            # minutes ago"; without the time ago it is no ticker.
            r"\b(?:last|recently)\s+(?:sold|bought|purchased|ordered)\s*:\s*[^!?\u00b7\u2022|\n]"
            r"{1,120}?\s(?:{n}|an?|a few)\s*(?:{unit})\.?\s+ago\b",
            r"(?:(?<=in stock: )|(?<=in stock ))\(?{n}\s*(?:units?|items?|pcs|available)?\)?"
            r"(?![\w.,])",
            # A school's tally of who enrolled, one more at each sign-up: "Join 1,284 students
            # learning with us"; "max 20 students" (no "join") is a course's limit.
            r"\bjoin\s+(?:over\s+|more than\s+)?{n}\s+(?:students|learners|members|participants)"
            r"(?:\s+(?:learning|studying|training|already))?(?:\s+with\s+us)?\b",
            # A listing's demand, counted live (a flat, a car): "412 people have viewed this
            # property", "Already 23 enquiries".
            r"{n}\s*(?:people|users|others|buyers)\s+(?:have\s+)?(?:viewed|saved|shortlisted)\s+"
            r"(?:this|it)(?:\s+(?:property|listing|home|flat|car|vehicle|ad|advert))?\b",
            r"\balready\s+{n}\s+(?:enquiries|enquiry)\b",
            # A job board's or a classifieds site's live tally: "Now live: 18,342 jobs".
            r"\b(?:now|currently)\s+(?:(?:live|online|on site)\s*:?\s*)?{n}\s+(?:live\s+|active\s+"
            r"|open\s+)?(?:jobs|listings|vacancies|ads)\b",
            r"\bjoin\s+{n}\s+(?:others|people|customers|teams|users)\s+who\s+(?:bought|purchased"
            r"|upgraded|signed up|joined|subscribed)\b(?:\s+(?:today|this week|this month))?",
            # A comparison site's tally of who compared or switched, counted live: "3,412
            # households compared energy deals today", "Today 1,284 people switched".
            r"{n}\s*(?:households|people|customers|drivers|visitors)\s+(?:have\s+)?(?:already\s+)?"
            r"(?:compared|switched)(?:\s+(?:energy|broadband|insurance|prices|deals|quotes"
            r"|tariffs|suppliers|providers)){0,2}\s+(?:today|this week|this month)\b",
            r"\b(?:today|this week)\s+(?:already\s+)?{n}\s*(?:households|people|customers"
            r"|drivers|visitors)\s+(?:have\s+)?(?:compared|switched)\b",
            # A registrar's or a marketplace's tally of its searches, counted live: "1,482
            # people searched for domains in the last hour", "312 people are searching now";
            # a rental's or a travel site's names what, with no "for" ("18 people are
            # searching Queensland campers right now"). The when must close it: "Searched by
            # 10,000 people" is no tally of a load.
            r"{n}\s*(?:people|persons|visitors|users|customers|shoppers|others)\s+(?:have\s+)?"
            r"(?:searched|are\s+searching)(?:(?:\s+for)?\s+(?:[\w.-]+\s+){0,3}?[\w.-]+)?\s+"
            r"(?:today|right now|now|this week|in (?:the\s+)?(?:last|past)\s+(?:{n}\s*)?"
            r"(?:minutes?|hours?|h|days?|week))\b",
            # An insurer's tally of the quotes it gave today, who got them named any way:
            # "1,284 Aussies got a quote today", "312 quotes requested this week".
            r"{n}\s+(?:[^\W\d_]+\s+){0,2}(?:got|requested|received|started)\s+(?:a\s+|their\s+)?"
            r"quotes?\s+(?:today|this week|this month)\b",
            r"{n}\s+quotes?\s+(?:given|requested|started|issued)\s+"
            r"(?:today|this week|this month)\b",
            # A paywall's count of the free articles left, one fewer at each article read:
            # "You have 2 free articles left this month"; "10 free articles a month" is a plan's.
            r"{n}\s+(?:more\s+)?free\s+(?:articles?|stories|reads)\s+(?:left|remaining)\b"
            r"(?:\s+(?:this|for this)\s+(?:month|week))?",
        ),
        rating=(
            r"(?:\brated\s+)?{r}\s*(?:/\s*5|{of}\s+5)(?:\s+stars)?\s+(?:by|from)\s+{n}\s+"
            r"(?:\w+\s+)?(?:customers|users|reviewers|people|buyers|clients|teams|companies"
            r"|shoppers)\b",
            # A rating out of 5 with its count after it, the count bare or in brackets, even
            # glued where an icon stood between them: "4.6 out of 5 stars12,408", "4.6/5 (1,203)".
            r"{r}\s*(?:/\s*5|{of}\s+5)(?:\s+stars?\d[\d,.]*|(?:\s+stars?)?\s*[(\[]?{n}[)\]]?)"
            r"(?![\w.,%]|\s+[^\W\d_])",
            # With the count after it in brackets, as pattern 2 reads it without the word
            # before (one search finds one of the two): "Rating: 4.7 out of 5 (2,318)".
            r"(?:\b(?:rated|rating:?)\s*)?{r}\s*(?:{of}\s+5(?:\s+stars)?|stars?)\b"
            r"(?:\s*[(\[]\s*{n}\s*[)\]])?",
            r"\brated\s+{r}\b",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*(?:based on\s+)?{n}\s*(?:customer\s+|user\s+"
            r"|verified\s+|global\s+)?(?:reviews?|ratings?|votes?)\b[)\]]?",
            # A store's summary of its reviews with their count: "Very Positive (18,422)".
            r"(?:(?<=positive)|(?<=negative)|(?<=mixed))\s*\(\s*{n}\s*\)",
            # A reviews tab or heading with its count after it: "Reviews (128)".
            r"\b(?:customer\s+)?(?:reviews|ratings)\s*[(\[]?\s*{n}\s*[)\]]?(?![\w.,])",
            # A review's votes, one more at each reader's click.
            r"\b(?:{n}|one|a)\s+(?:(?:other\s+)?(?:people|persons?|customers|users|players)\s+)?"
            r"found\s+this\s+(?:review\s+)?(?:helpful|useful)\b",
        ),
        number=(
            r"\b(?:you are\s+|you're\s+)?visitor\s*(?:count|counter|number|no\.?|nr\.?|#)\s*:?"
            r"\s*#?{n}",
            r"\byou(?: are|'re)\s+visitor\s+#?{n}",
            r"\byou(?: are|'re)\s+(?:the\s+)?{n}(?:st|nd|rd|th)?\s+visitor",
            r"\b(?:order|booking)\s*(?:number|no\.?|nr\.?|id|#)\s*:?\s*#?{n}",
            r"\byour\s+(?:personal|unique|exclusive|one-time)\s+(?:discount\s+|coupon\s+|promo\s+"
            r"|voucher\s+)?code" + VISITOR_CODE,
            # A comparison's or a quote's reference, a new one at each calculation: "Quote
            # reference: Q-2026-48213977".
            r"\bquote\s*(?:reference|ref\.?|number|no\.?|id)\s*:?\s*#?[\w/-]*\d[\w/-]*",
        ),
        timestamp=(
            UPDATED_AT,
            DELIVERED_ON,
            # How long the server took to render the page: "Page generated in 0.231 seconds".
            r"\b(?:page\s+)?(?:generated|rendered|served)\s+in\s+{n}\s*(?:ms|milliseconds?|s|secs?"
            r"|seconds?)\b",
        ),
    ),
    "de": Language(
        words=(
            "auslastung beigetreten angemeldet mitglied "
            "ergebnisse ergebnissen "
            "gebote gebot beobachter warenkörben "
            "lagerbestand lieferbar erhalten erhältst "
            "vor eben endet läuft gilt noch übrig innerhalb bestellen verbleibend restzeit "
            "gebucht reserviert "
            "verbleibende personen leute besucher kunden nutzer verkauft gekauft bestellt lager "
            "gespart eingespart ausgezahlt umgesetzt persönlicher einmaliger "
            "verfügbar vorrätig warenkorb angesehen aufgerufen sterne sternen bewertungen "
            "bewertung kundenbewertungen kundenrezensionen rezensionen stimmen besucherzähler "
            "besuchernummer bestellnummer bestell bestellung lieferung zustellung ankunft "
            "lieferdatum liefertermin geliefert zugestellt kundinnen vertrauen gesammelt "
            " aufträge bestellungen projekte warteschlange nähe umkreis aktuell gerade jetzt"
            " trainieren anfragen kontaktanfragen interessenten stellenangebote jobs inserate"
            " anzeigen verglichen gewechselt angebotsnummer berechnungsnummer vergleichsnummer"
            " angebots seitenaufrufe aufrufe planen"
            " hilfreich downloads installationen unterstützer unterstützende förderer follower"
            " mitglieder beiträge spendiert verschickt versendet ausgeliefert"
            " geöffnet geoeffnet geschlossen aktuelle derzeitige lieferzeit wartezeit abholzeit"
            " antwortzeit teams unternehmen firmen"
            " schon"
        ),
        delivers=(
            r"(?:voraussichtliche\s+|geschätzte\s+)?(?:lieferung|zustellung|ankunft|lieferdatum"
            r"|liefertermin)(?:\s*:?\s+(?:am|zwischen|voraussichtlich(?:\s+am)?"
            r"|bis(?=\s+[^\W\d_]{2,10}\.?,?\s+\d)))?|(?:geliefert|zugestellt)\s+(?:am|bis|zwischen)"
            rf"|(?:erhalten|erhältst)\s+{RECEIVED}(?:am|bis|zwischen)"
        ),
        out_of="von",
        # An auction's time left abbreviates days to a T: "Restzeit: 2T 4Std".
        unit=r"Sekunden?|Sek\.?|Minuten?|Min\.?|Stunden?|Std\.?|Tag(?:en|e)?|T|Wochen?"
        r"|Monat(?:en|e)?",
        # "geprüft", "abgeglichen", "synchronisiert" as English says "checked" and "synced": a
        # page whose prices a billing provider fills in stamps when it last fetched them
        # ("Preise zuletzt abgeglichen am 05.12.2026, 22:41 Uhr").
        updated=r"(?:zuletzt\s+)?(?:aktualisiert|geändert|bearbeitet|veröffentlicht|gesehen"
        r"|aktiv|verkauft|bestellt|gekauft|stand|preisstand|erstellt|geprüft|überprüft"
        r"|abgeglichen|synchronisiert|abgerufen)(?::?\s+heute,?)?"
        r"(?:\s+(?:am|um|vom))?:?",
        relative=(
            r"(?:\b{upd}\s*)?\bvor\s+(?:etwa\s+|über\s+|knapp\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?\bvor\s+(?:einer|einem|wenigen)\s+"
            r"(?:Sekunden?|Minuten?|Stunden?|Tag(?:en)?|Wochen?|Monat(?:en)?)\b",
            r"\b{upd}\s*gerade eben\b",
            r"\b(?:(?:das|die|der|unser|unsere)\s+)?(?:Angebot|Aktion|Rabatt|Sale|Preis)\s+endet\s+"
            r"(?:heute|morgen|(?:am\s+)?(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag"
            r"|Sonntag))\b",
        ),
        countdown=(
            open_now(
                "geöffnet|geoeffnet|offen|geschlossen",
                "jetzt|gerade|aktuell",
                r"schließt|schliesst|öffnet|oeffnet|(?:wir\s+)?(?:schließen|schliessen|öffnen)",
                "heute|morgen",
                "um|ab",
                now_first=True,
            ),
            # A delivery service's live estimate, longer at each rush: "Aktuelle Lieferzeit:
            # ca. 35 Min." (the current one; "Lieferzeit 30-45 Min." alone is a promise).
            r"\b(?:aktuelle|derzeitige)\s+(?:Lieferzeit|Wartezeit|Abholzeit|Antwortzeit)\s*:?\s*"
            r"(?:ca\.\s*|etwa\s+|circa\s+)?(?:{n}\s*[-\u2013]\s*)?{dur}",
            # A support chat's replies, averaged live in minutes: "Durchschnittliche
            # Antwortzeit: 4 Min." (a "Reaktionszeit 4 Stunden" is a plan's promise).
            r"\bdurchschnittliche\s+(?:Antwortzeit|Wartezeit)\s*:?\s*(?:ca\.\s*|etwa\s+"
            r"|unter\s+)?{n}\s*(?:Minuten|Min\.?)",
            r"\b(?:nur\s+|jetzt\s+)?noch\s+{dur}\s+(?:bestellen|ordern)\b",
            r"\binnerhalb\s+(?:von\s+|der nächsten\s+)?{dur}\s+bestellen\b",
            r"\b(?:bestellen sie|jetzt bestellen)\s+(?:innerhalb\s+(?:von\s+|der nächsten\s+)?"
            r"|in den nächsten\s+){dur}",
            r"\b(?:(?:das|die|der|unser|unsere)\s+)?(?:(?:Angebot|Aktion|Rabatt|Sale|Preis)\s+)?"
            r"(?:endet|läuft ab|gilt noch)\s+"
            r"(?:in|für):?\s+{dur}",
            r"\b(?:nur\s+)?noch\s+{dur}(?=\s*(?:[!.]|$|übrig|verbleibend))(?:\s*(?:übrig|verbleibend))?",
            r"{dur}\s+(?:übrig|verbleibend)\b",
            r"\b(?:Restzeit|verbleibende Zeit):\s*{dur}",
        ),
        counter=(
            # A sign-up notification, then how long ago: "Anna aus Köln ist gerade
            # beigetreten \u2013 Flex, vor 4 Minuten"; without the time ago it is none.
            r"{who}\b(?:ist|hat\s+sich)\s+(?:gerade|soeben|eben)\s+(?:beigetreten|angemeldet"
            r"|Mitglied\s+geworden)\b[^!?\u00b7\u2022|\n]{0,100}?\bvor\s+{n}\s*(?:{unit})(?!\w)",
            # A gym's live occupancy in a share: "Auslastung: 40 %".
            r"\b(?:aktuelle\s+)?auslastung(?:\s+(?:jetzt|aktuell|gerade))?\s*:?\s*{n}\s*%",
            # A search's tally of what it found: "1.190 Ergebnisse für Fahrrad", "1 - 25 von
            # 1.190 Ergebnissen"; "500 Ergebnisse" alone may be a plan's allowance.
            r"{n}\+?\s+Ergebnisse\s+(?:für|gefunden)\b|\bvon\s+(?:über\s+)?{n}\+?\s+Ergebnissen\b",
            # An auction's live tallies: "12 Gebote", "23 Beobachter".
            r"[(\[]?{n}\s*(?:Gebote|Gebot|Beobachter)(?![^\W\d_])[)\]]?",
            r"{n}\s+(?:Aufträge|Bestellungen|Projekte)\s+in\s+(?:der\s+)?Warteschlange\b",
            r"{n}\s*(?:E-Scooter|Scooter|Roller|E-Bikes?|Fahrräder|Räder|Autos|Fahrzeuge)\s+"
            r"(?:(?:sind\s+)?(?:verfügbar|frei)\s+)?(?:in\s+(?:deiner|Ihrer|der)\s+Nähe"
            r"|im\s+Umkreis\s+von\s+{n}\s*k?m)(?!\w)",
            # A gym's live occupancy: "Aktuell im Studio Mitte: 42 Personen", "42 Personen
            # trainieren gerade".
            r"\b(?:aktuell|gerade|jetzt)\s+im\s+(?:studio|club|fitnessstudio|gym)(?:\s+[\w-]+)?"
            r"\s*:?\s*{n}(?:\s*(?:personen|mitglieder|leute))?(?!\s*[^\W\d_])",
            r"{n}\s*(?:personen|mitglieder|leute)\s+trainieren\s+(?:gerade|aktuell|jetzt)",
            r"(?:(?<=auf lager: )|(?<=lagerbestand: )|(?<=vorrätig: )|(?<=lieferbar: ))"
            r"{n}\s*(?:stück|stk\.?|paar)?(?![\w,]|\.\d)",
            # A live tally of customers on a shop's hero: "Mehr als 4.218.770 Kundinnen und
            # Kunden vertrauen Schildwerk".
            r"(?:(?:mehr als|über|bereits)\s+)?{n}\s+(?:zufriedene[n]?\s+)?(?:Kundinnen und Kunden"
            r"|Kunden|Nutzerinnen und Nutzer|Nutzer|Anwender|Anlegerinnen und Anleger|Anleger"
            r"|Depots|Konten)\s+vertrauen\b",
            # A tally of who already uses the product, the verb of its use after it: "Über
            # 12.418 Teams planen bereits mit Taktwerk"; "bis 50 Teams" names no verb.
            r"(?:(?:mehr als|über)\s+){n}\s+(?:Teams|Betriebe|Unternehmen|Firmen|Kunden"
            r"|Nutzer)\s+(?:planen|arbeiten|nutzen|setzen|verwenden)\s+(?:bereits|schon)\b",
            r"(?:\bbereits\s+)?\bgesammelt:?\s+{n}\s*(?:€|eur)?|{n}\s*(?:€\s*)?gesammelt\b",
            # Who configures or compares it live, the verb first or last: "Gerade konfigurieren
            # 14 Personen dieses Modell", "14 Personen vergleichen gerade diesen Tarif", and on
            # a SaaS page the teams: "Jetzt 2.431 Teams vergleichen gerade Tarife".
            r"\b(?:gerade|jetzt|aktuell)\s+(?:konfigurieren|vergleichen|betrachten)\s+{n}\s*"
            r"(?:Personen|Leute|Besucher|Kunden|Nutzer|Interessenten|Teams|Unternehmen|Firmen)\b",
            r"{n}\s*(?:Personen|Leute|Besucher|Kunden|Nutzer|Interessenten|Teams|Unternehmen"
            r"|Firmen)\s+(?:konfigurieren"
            r"|vergleichen|betrachten)\s+(?:gerade|jetzt|aktuell)\b",
            # Who looks at it live, the reflexive verb first: "Gerade sehen sich 17 Personen
            # diesen Artikel an".
            r"\b(?:gerade|jetzt|aktuell)\s+(?:sehen|schauen)\s+sich\s+{n}\s*"
            r"(?:Personen|Leute|Besucher|Kunden|Nutzer|Interessenten|Fans|Zuschauer)\b",
            r"{n}\s*(?:€|eur|chf)?\s*(?:gespart|eingespart|ausgezahlt|umgesetzt)\b",
            # A purchase notification: "Jan aus Köln hat vor 5 Minuten Kaffee Crema für
            # 12,90 € gekauft".
            r"{who}\baus\s+[^!?·•|\n]{1,40}?\s+hat\s+[^!?·•|\n]{0,120}?"
            r"\b(?:gekauft|bestellt)\b",
            # An event's audience too: "318 Fans sehen sich dieses Spiel gerade an".
            r"{n}\s*(?:Personen|Leute|Besucher|Kunden|Nutzer|Fans|Zuschauer)\s+(?:sehen sich\s+"
            r"(?:das|dies|diesen"
            r"|dieses|diese)(?:\s+\w+)?\s+(?:gerade\s+)?an|schauen\s+(?:sich\s+)?(?:das\s+)?gerade"
            r"(?:\s+an)?|(?:sind\s+)?gerade\s+online|online)",
            # A shop's tally of a product's sales: "14-mal gekauft", "113 Stück verkauft".
            # A flash deal's bar in shares: "72 % verkauft".
            r"{n}\s*(?:-?(?:mal|x)\s+|(?:Stück|Stk\.)\s+|%\s*)?(?:verkauft|gekauft)"
            r"(?:\s+(?:heute|in den letzten\s+(?:{n}\s*)?(?:Stunden|Std\.?|Tagen)))?",
            r"\b(?:heute|bereits)\s+{n}\s*(?:(?:mal|x)\s+)?(?:verkauft|gekauft|bestellt)",
            # A delivery service's tally of the day's orders: "Heute schon 41 Bestellungen".
            r"\bheute\s+(?:schon|bereits)\s+{n}\s+(?:Bestellungen|Buchungen|Reservierungen)\b",
            # A carrier's or a shop's tally of the day's parcels, one more with each: "Heute
            # bereits 18.204 Sendungen verschickt" (a tariff's "Pakete bis 5 kg" says no verb);
            # a mailing service's of its messages, by whom: "Heute bereits 1.284.512 E-Mails
            # über Postfluss versendet".
            r"\b(?:heute|bereits)(?:\s+(?:bereits|schon))?\s+{n}\s*(?:Sendungen|Pakete|Päckchen"
            r"|Bestellungen|Briefe|E-Mails|Mails|Nachrichten|Newsletter|SMS|Kampagnen)"
            r"(?:\s+(?:über|mit|via)\s+[\w-]+)?\s+(?:verschickt|versendet|zugestellt|ausgeliefert)",
            # What the last buyer paid, another amount at each sale: "Zuletzt verkauft für 74 €".
            r"\bzuletzt\s+verkauft\s+(?:für|zu)\s+(?:(?:€|eur)\s?)?{n}(?:\s?(?:€|eur)(?![^\W\d_]))?",
            r"\b(?:nur\s+)?noch\s+{n}\s*(?:Stk\.?\s+|[^\W\d_]+\s+)?(?:auf Lager"
            r"|verfügbar|vorrätig|übrig|frei|da|Plätze)\b",
            r"{n}\s*(?:Personen\s+|Kunden\s+)?(?:haben\s+(?:das|dies)\s+)?im Warenkorb",
            r"\bin\s+(?:über\s+)?{n}\+?\s+Warenkörben\b",
            # What they bought may be named: "17 Kunden haben diesen Artikel in den letzten 24
            # Stunden gekauft".
            r"{n}\s*(?:Personen|Leute|Kunden|Nutzer)\s+haben\s+(?:das\s+|dies\s+"
            r"|diese[nsr]?\s+(?:[^\W\d_]+\s+)?)?(?:heute\s+"
            r"|in der letzten\s+(?:Stunde|Woche)\s+|in den letzten\s+(?:{n}\s*)?(?:Stunden|Tagen)"
            r"\s+)?(?:gekauft|bestellt|gebucht)",
            r"{n}\s*(?:Mal|x)\s+(?:angesehen|aufgerufen)",
            # A room's or a product's bookings, counted live: "Heute 5-mal gebucht", "In den
            # letzten 24 Stunden 7 Mal reserviert".
            r"{n}\s*-?\s*(?:Mal|x)\s+(?:gebucht|reserviert|gekauft|bestellt)\b",
            # A listing's demand, counted live (a flat, a car): "Bereits 23 Anfragen", "412
            # Personen haben sich diese Wohnung angesehen". "bereits" or a verb must be there:
            # "10 Anfragen" alone is a posting package's allowance.
            r"\bbereits\s+{n}\s+(?:Kontaktanfragen|Anfragen|Interessenten)\b",
            r"\b(?:aktuell|derzeit|jetzt)\s+(?:online\s*:?\s*)?{n}\s+(?:aktive\s+|aktuelle\s+)?"
            r"(?:Stellenangebote|Jobs|Inserate|Anzeigen)\b",
            # A shop's tally over a window that slides ("14 Personen haben sich diesen Artikel
            # in den letzten 24 Stunden angesehen") is as live.
            r"{n}\s*(?:Personen|Leute|Nutzer|Interessenten)\s+haben\s+(?:sich\s+)?(?:das|dies"
            r"|diese[sn]?)\s+(?:\w+\s+){0,2}(?:(?:heute|in der letzten\s+(?:Stunde|Woche)"
            r"|in den letzten\s+(?:{n}\s*)?(?:Stunden|Tagen))\s+)?(?:angesehen|angeschaut|gemerkt)",
            # A comparison site's tally of who compared or switched today: "Heute haben bereits
            # 3.412 Haushalte ihren Stromtarif verglichen".
            r"\bheute\s+(?:haben\s+)?(?:bereits\s+|schon\s+)?{n}\s*(?:Haushalte|Personen|Kunden"
            r"|Besucher|Nutzer|Autofahrer)\s+(?:(?:ihren|ihre|den|die)\s+\w+\s+)?(?:verglichen"
            r"|gewechselt)",
            # A site's page-view tally in its footer: "Seitenaufrufe heute: 4817".
            r"\b(?:Seitenaufrufe|Aufrufe|Besucher)\s+(?:heute|gestern|gesamt|insgesamt)\s*[:\uff1a]?"
            r"\s*{n}",
            r"{n}\s*(?:Haushalte|Personen|Kunden|Besucher|Nutzer|Autofahrer)\s+haben\s+heute\s+"
            r"(?:bereits\s+|schon\s+)?(?:(?:ihren|ihre|den|die)\s+\w+\s+)?(?:verglichen|gewechselt)",
            # A paywall's count of the free articles left, one fewer at each article read:
            # "Sie haben noch 2 kostenlose Artikel in diesem Monat".
            r"\bnoch\s+{n}\s+(?:kostenlose|kostenfreie|freie|gratis)\s+artikel\b"
            r"(?:\s+(?:in\s+diesem|diesen)\s+monat)?",
            # A program's downloads so far, counted up with each one: "über 128'400 Downloads";
            # "10 Downloads pro Monat" is a plan's limit, said without "über".
            r"\b(?:über|mehr als|bereits)\s+{n}\s*(?:Downloads|Installationen)\b",
            # A creator's stats and supporters' feed, moving with each one who joins, posts or
            # gives: "1.204 Unterstützer*innen", "312 Beiträge", "Jana hat 3 Kaffees spendiert".
            # Only thousands make bare members a tally ("5 Mitglieder" may be a plan's seats).
            r"{n}\s*(?:Unterstützer(?:\*innen|:innen|_innen|Innen|innen)?|Unterstützende"
            r"|Förderer|Förder\*innen|Follower(?:\*innen)?)(?![^\W\d_])",
            r"{n}\s+(?:zahlende|aktive)\s+Mitglieder\b|{n}\s+Beiträge\b",
            r"(?<![\d.,])\d{1,3}(?:\.\d{3})+\s+Mitglieder\b",
            r"{who}\bhat\s+{n}\s+Kaffees?\s+spendiert\b(?:\s*[·•,]?\s*(?:heute|gestern"
            r"|vorgestern)\b)?",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+Sternen)?|Sterne)\b",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*(?:basierend auf\s+)?{n}\s*"
            r"(?:Kundenbewertungen|Bewertungen|Bewertung|Kundenrezensionen|Rezensionen|Stimmen)\b[)\]]?",
            # A review's votes, one more at each reader's click.
            r"\b(?:{n}|eine)\s+(?:personen?|kund(?:en|innen)|nutzer(?:innen)?|leute)\s+fand(?:en)?"
            r"\s+(?:diese|das)\s*(?:rezension|bewertung|kundenrezension)?\s+hilfreich\b",
        ),
        number=(
            r"\b(?:Besucherzähler|Besuchernummer|Besucher\s*-?Nr\.?|Besucher\s*#)\s*:?\s*{n}",
            r"\bSie sind\s+(?:der\s+)?Besucher\s+(?:Nr\.?\s*)?{n}",
            r"\bSie sind\s+(?:der\s+)?{n}\.\s+Besucher",
            r"\b(?:Bestellnummer|Bestell-?Nr\.?|Bestellung\s*(?:Nr\.?|#))\s*:?\s*{n}",
            r"\b(?:ihr|dein)\s+(?:persönlicher|einmaliger)\s+(?:gutscheincode|rabattcode"
            r"|aktionscode|code)" + VISITOR_CODE,
            # A comparison's or a quote's reference, a new one at each calculation.
            r"\b(?:Angebotsnummer|Angebots-Nr\.?|Berechnungsnummer|Vergleichsnummer)\s*:?\s*"
            r"[\w/-]*\d[\w/-]*",
        ),
        timestamp=(UPDATED_AT, DELIVERED_ON),
    ),
    "fr": Language(
        words=(
            "affluence occupation inscrire inscrit inscrite rejoindre abonner "
            "enchères enchère paniers "
            "il instant termine terminent expire fin plus restant restante restants restantes "
            "temps personnes personne visiteurs visiteur clients client regardent consultent "
            "comparent équipes entreprises réponse attente "
            "voient ligne vendus vendu achetés acheté commandes commande stock disponibles "
            "disponible reste étoiles avis évaluations notes ventes compteur fois livraison "
            "réception arrivée livré reçu recevez recevrez commandez commander proximité près "
            "autour rayon"
            " acheter commandé souscrit souscrire économisés économisé reversés personnel"
            " rejoint adhéré consulté regardé visité vu livrés livrées expédiés expédiées servis"
            " envoyés envoyées"
            " servies préparés préparées cuisinés cuisinées collectés collecté récoltés"
            " utile tipeurs tipeuses soutiens mécènes publications"
            " ouvert ouverte fermé fermée maintenant actuellement"
        ),
        delivers=(
            r"(?:livraison|réception|arrivée)(?:\s+(?:estimée|prévue|standard|express))?"
            r"(?:\s*:?\s+(?:le|entre(?:\s+le)?|d[\u2019']ici\s+(?:le|au)|dès\s+le))?"
            r"|(?:livré|reçu|recevez-le)\s+(?:le|entre(?:\s+le)?|d[\u2019']ici\s+(?:le|au))"
            rf"|(?:recevez|recevrez)\s+{RECEIVED}(?:le|entre(?:\s+le)?|dès\s+le)"
        ),
        out_of="sur",
        unit=r"secondes?|sec\.?|s|minutes?|min\.?|heures?|h|jours?|j|semaines?|mois",
        # "Dernière mise à jour des tarifs : 04/12/2026 à 05:12": of what, before the date.
        updated=r"(?:dernière\s+)?(?:mis à jour|mise à jour|modifié|publié|vu|actif|vendu"
        r"|commandé|vérifié|vérifiés|vérifiée|vérifiées|synchronisé|synchronisés"
        r"|synchronisée|synchronisées|actualisé|actualisés|actualisée|actualisées)"
        r"(?:\s+(?:des|du|de la)\s+(?:tarifs|prix|offres|catalogue|stocks?))?"
        r"(?:\s+(?:le|à))?:?",
        relative=(
            r"(?:\b{upd}\s*)?\bil y a\s+(?:environ\s+|plus de\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?\bil y a\s+(?:une|un|quelques)\s+"
            r"(?:secondes?|minutes?|heures?|jours?|semaines?|mois)\b",
            r"\b{upd}\s*à l[\u2019']instant\b",
            r"\b(?:fin\s+(?:de\s+l[\u2019']offre|des\s+soldes|de\s+la\s+promo(?:tion)?)|(?:l[\u2019']"
            r"\s*)?offre\s+(?:se\s+termine|expire))\s+(?:aujourd[\u2019']hui|ce soir|demain"
            r"|(?:ce\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche))\b",
        ),
        countdown=(
            open_now(
                "ouvert|ouverte|fermé|fermée",
                "maintenant|actuellement",
                "ferme|ouvre|fermeture|ouverture",
                "aujourd[\u2019']hui|demain",
                "à",
            ),
            r"\b(?:commandez|commander)\s+(?:dans\s+les(?:\s+prochaines)?|dans|sous)\s+{dur}",
            r"\b(?:(?:l[\u2019']\s*|la\s+|le\s+|les\s+|cette\s+)?(?:offre|promo(?:tion)?|vente|soldes?)\s+)?"
            r"(?:se termine|se terminent|termine|expire|fin)"
            r"\s+dans\s+{dur}",
            r"\bplus que\s+{dur}",
            # "Fin de l'offre dans 2 jours 04:13:22", "Fin des soldes : 3 j 4 h"
            r"\bfin\s+(?:de\s+l[\u2019']\s*offre|de\s+la\s+(?:promo(?:tion)?|vente)|des\s+(?:soldes"
            r"|promos|offres))\s*:?\s*(?:dans\s+)?{dur}",
            r"{dur}\s+(?:restants|restantes|restant|restante)\b",
            r"\btemps restant\s*:\s*{dur}",
        ),
        counter=(
            # A sign-up notification, then how long ago: "Julie de Lyon vient de
            # s'inscrire \u2013 Premium, il y a 4 minutes"; without the time ago it is none.
            r"{who}\b(?:vient\s+de\s+(?:s['\u2019]inscrire|rejoindre|s['\u2019]abonner)"
            r"|s['\u2019]est\s+inscrite?|a\s+rejoint)[^!?\u00b7\u2022|\n]{0,100}?\bil y a\s+{n}\s*"
            r"(?:{unit})(?!\w)",
            # A gym's or a pool's live occupancy in a share: "Affluence actuelle : 40 %".
            r"\b(?:affluence|taux\s+d['\u2019]occupation)(?:\s+(?:actuelle|en direct|maintenant))?"
            r"\s*:?\s*{n}\s*%",
            # A creator's supporters and posts, counted live: "1 204 tipeurs", "312 publications".
            r"{n}\s*(?:tipeurs|tipeuses|soutiens|mécènes)\b|{n}\s+publications\b",
            # An auction's live tally: "3 enchères".
            r"[(\[]?{n}\s*(?:enchères|enchère)(?![^\W\d_])[)\]]?",
            # The carts a listing is in: "Dans 20 paniers".
            r"\bdans\s+(?:plus de\s+)?{n}\+?\s+paniers\b",
            # A campaign's tally: "12 450 € collectés sur 10 000 €", "Déjà collectés : 3 120 €".
            r"{n}\s*(?:€\s*)?(?:collectés|collecté|récoltés)\b",
            r"\b(?:déjà\s+)?(?:collectés|collecté|récoltés)\s*:?\s+{n}\s*(?:€|eur)?",
            r"{n}\s+commandes?\s+en\s+(?:file\s+d[\u2019\']attente|attente)\b",
            r"{n}\s*(?:trottinettes?|vélos?|scooters?|voitures?|véhicules?)\s+"
            r"(?:(?:sont\s+)?(?:disponibles?|libres?)\s+)?(?:à\s+proximité|près\s+de\s+"
            r"(?:vous|chez\s+vous)|autour\s+de\s+vous|dans\s+un\s+rayon\s+de\s+{n}\s*k?m)(?!\w)",
            r"(?:(?<=en stock : )|(?<=en stock: )|(?<=stock : )|(?<=stock: ))"
            r"{n}\s*(?:pièces?|unités?|pcs)?(?![\w,]|\.\d)",
            # On a SaaS page the teams compare its plans live: "312 équipes comparent nos
            # offres en ce moment"; an event's audience looks too.
            r"{n}\s*(?:personnes?|visiteurs?|clients?|fans|spectateurs?|supporters?|équipes"
            r"|entreprises)\s+(?:regardent|consultent|voient|comparent"
            r"|sont en train de regarder)(?:\s+(?:ce produit|cette offre|cet article|nos offres"
            r"|les offres|actuellement|en ce moment)){0,2}",
            # A support chat's replies, timed live in minutes: "Support en ligne : réponse
            # moyenne en 4 min" (a response within hours is a plan's promise).
            r"\b(?:temps\s+(?:d[\u2019']attente|de\s+réponse)(?:\s+(?:moyen|actuel|estimé))?"
            r"|réponse\s+moyenne)\s*:?\s*(?:en\s+|d[\u2019']environ\s+|environ\s+|de\s+"
            r"|moins\s+de\s+)?{n}\s*(?:minutes?|min)\b\.?",
            r"{n}\s*(?:personnes?|visiteurs?|utilisateurs?)\s+en ligne",
            # A shop's tally of a product's sales: "Déjà 113 vendus", "Acheté 14 fois ces
            # dernières 24 heures".
            r"\bdéjà\s+{n}\s*(?:exemplaires\s+)?(?:vendus?|achetés?)\b",
            # A flash deal's bar in shares: "72 % vendus".
            r"{n}\s*%\s*(?:vendus?|vendues?|réclamés?|écoulés?)(?![^\W\d_])",
            # And a room's bookings: "Réservée 5 fois aujourd'hui".
            r"\b(?:achetée?s?|vendue?s?|commandée?s?|réservée?s?)\s+{n}\s*fois\b(?:\s+"
            r"(?:aujourd[\u2019']hui|cette semaine|(?:au cours des|ces|les) dernières\s+"
            r"(?:{n}\s*)?heures))?",
            r"{n}\s*(?:vendus?|achetés?|commandes?)\s+(?:aujourd[\u2019']hui|cette semaine"
            r"|(?:ces|les) dernières\s+(?:{n}\s*)?heures)",
            # What a shop delivered, shipped or served so far in the current day, week or
            # month, counted live: "18 432 boîtes livrées cette semaine". "4 repas livrés
            # chaque semaine" is a plan, and says no current period.
            # A mailing service's messages too: "1 284 512 e-mails envoyés aujourd'hui".
            r"{n}\s*(?:[^\W\d_]+(?:-[^\W\d_]+)?\s+){0,2}(?:livrés|livrées|expédiés|expédiées"
            r"|servis|servies|préparés|préparées|cuisinés|cuisinées|envoyés|envoyées)\s+"
            r"(?:aujourd[\u2019']hui|cette semaine|ce mois(?:-ci)?|cette année)\b",
            r"\b(?:plus que|seulement|il reste)\s+{n}\s*(?:articles?\s+|exemplaires?\s+"
            r"|places?\s+|chambres?\s+|billets?\s+)?(?:en stock|disponibles?|restantes?)\b",
            r"\bil reste\s+(?:seulement\s+|encore\s+)?{n}\s*places?\b",
            # A date's or a slot's seats left, one fewer at each booking: "214 places
            # restantes" under each day of a museum's or a show's calendar.
            r"{n}\s*places?\s+restantes?\b",
            # Who is inside now, counted live: "1 284 visiteurs dans le musée en ce moment".
            r"{n}\s*(?:personnes?|visiteurs?)\s+(?:[^\W\d_]+\s+){0,4}?(?:en ce moment"
            r"|actuellement)\b",
            # Who bought or joined, then when: "12 personnes ont acheté ceci au cours de la
            # dernière heure", "1 284 personnes ont rejoint Clévia aujourd'hui".
            r"{n}\s*(?:personnes?|clients?|utilisateurs?|familles?)\s+(?:ont|a)\s+(?:acheté"
            r"|commandé|réservé|rejoint|souscrit|adhéré)"
            r"(?:\s+(?:ceci|ce produit|cette offre|ce forfait|[A-ZÀ-Ý][\w\u00c0-\u024f+-]{1,24}))?"
            r"(?:\s+(?:aujourd[\u2019']hui"
            r"|cette semaine|(?:au cours de|dans)\s+(?:la|les)\s+derni[èe]res?\s+(?:{n}\s*)?"
            r"(?:heures?|jours?|semaine)))?",
            r"\bvu\s+{n}\s*fois\b",
            # A page's demand, counted per day: "2 417 personnes ont consulté ces offres
            # aujourd'hui", "85 visiteurs ont vu cette page ces dernières 24 heures".
            r"{n}\s*(?:personnes?|visiteurs?|clients?|utilisateurs?)\s+(?:ont|a)\s+"
            r"(?:consulté|vu|regardé|visité)\s+(?:cette|ces|ce|cet)\s+[^\W\d_]+"
            r"(?:\s+(?:aujourd[\u2019']hui|cette semaine|(?:au cours de|dans|ces)\s+"
            r"(?:la\s+|les\s+)?derni[èe]res?\s+(?:{n}\s*)?(?:heures?|jours?|semaine)))?",
            # What customers saved, a live statistic: "Plus de 1 200 000 € économisés".
            r"(?:(?:chf|€|\$)\s?)?{n}\s*(?:chf|€|eur|\$|fr\.)?\s*(?:économisés|économisé"
            r"|reversés)\b",
            # A purchase notification: "Marie (Lyon) a acheté la formule Pro pour 59 CHF".
            r"{who}\b(?:a\s+acheté|vient\s+d['\u2019]acheter|a\s+commandé"
            r"|vient\s+de\s+commander|a\s+souscrit|vient\s+de\s+souscrire)\b[^!?·•|\n]{0,100}",
            # A paywall's count of the free articles left, one fewer at each article read:
            # "Il vous reste 2 articles gratuits ce mois-ci".
            r"\breste(?:nt)?\s+{n}\s+articles?\s+(?:gratuits?|offerts?)\b"
            r"(?:\s+ce\s+mois(?:-ci)?)?",
        ),
        rating=(
            # A seller's rating with the count of its sales, which grows with every order:
            # "4,6/5 (12 874 ventes)"; only after a rating, so "1 000 ventes / mois" is a limit.
            r"{r}\s*(?:/\s*5|{of}\s+5)\s*[·•|,(\[-]?\s*{n}\s*ventes\b[)\]]?",
            r"{r}\s*(?:/\s*5|{of}\s+5(?:\s+étoiles)?|étoiles)\b",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*(?:basé sur\s+)?{n}\s*"
            r"(?:avis(?:\s+clients|\s+vérifiés)?|évaluations|notes)\b[)\]]?",
            # A review's votes, one more at each reader's click.
            r"\b(?:{n}|une)\s+personnes?\s+(?:ont|a)\s+trouvé\s+(?:cet\s+avis|ce\s+commentaire"
            r"|cela|ceci)\s+utile\b",
        ),
        number=(
            r"\bvisiteur\s*(?:n°|no\.?|numéro|#)\s*{n}",
            r"\bvous êtes le\s+{n}\s*(?:e|ème)\s+visiteur",
            r"\b(?:commande\s*(?:n°|no\.?|numéro|#)|numéro de commande\s*:?)\s*{n}",
            r"\bcompteur de visites\s*:?\s*{n}",
            r"\bvotre\s+code\s+(?:promo\s+|de réduction\s+)?(?:personnel|unique)" + VISITOR_CODE,
        ),
        timestamp=(UPDATED_AT, DELIVERED_ON),
    ),
    "es": Language(
        words=(
            "ocupación aforo apuntar apuntarse inscribir inscribirse unir unirse apuntó inscribió "
            "unió alta "
            "abierto abierta cerrado cerrada ahora abre abren "
            "hace termina finaliza acaba expira quedan queda restantes tiempo personas persona "
            "visitantes visitante usuarios usuario clientes cliente viendo mirando línea vendidos "
            "enviado enviados enviadas vendido vendidas vendida ventas comprando comprados pedidos "
            "pedido unidades plazas "
            "pujas puja carritos carrito "
            "artículos stock "
            "existencia existencias distribuidores distribuidor compradores comprador "
            "estrellas reseñas opiniones valoraciones calificaciones votos contador veces recíbelo "
            "recibelo recibirás llega entrega llegada pide pídelo pidelo pida compra cómpralo "
            "compralo cierra cierran cerca alrededor menos unieron registraron suscribieron unido "
            "registrado recaudados recaudado"
            " útil mecenas seguidores publicaciones"
        ),
        delivers=(
            r"(?:recíbelo|recibelo|lo recibirás|llega|entrega(?:\s+(?:estimada|prevista))?"
            r"|llegada(?:\s+estimada)?)(?:\s*:?\s+(?:el|entre(?:\s+el)?|antes del))?"
        ),
        out_of="de|sobre",
        multiples=multiples("es"),
        unit=r"segundos?|seg\.?|s|minutos?|min\.?|horas?|h|días?|dias?|d|semanas?|mes(?:es)?",
        updated=r"(?:última\s+)?(?:actualizado|actualizados|actualizada|actualizadas|actualización|modificado|publicado|visto|activo"
        r"|vendido|pedido|verificado|verificados|verificada|verificadas|sincronizado"
        r"|sincronizados|sincronizada|sincronizadas|comprobado|comprobados)(?:\s+(?:el|a las))?:?",
        relative=(
            r"(?:\b{upd}\s*)?\bhace\s+(?:unos?\s+|más de\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?\bhace\s+(?:un|una|unos|unas|pocos|pocas)\s+"
            r"(?:segundos?|minutos?|horas?|días?|semanas?|mes(?:es)?|momentos?)\b",
            r"\b(?:la\s+)?(?:oferta|rebaja|promoción|venta|descuento)\s+(?:termina|finaliza|acaba"
            r"|expira)\s+(?:hoy|esta noche|mañana|(?:el\s+)?(?:lunes|martes|miércoles|jueves"
            r"|viernes|sábado|domingo))\b",
        ),
        countdown=(
            open_now(
                "abierto|abierta|cerrado|cerrada",
                "ahora",
                "cierra|cierran|abre|abren",
                "hoy|mañana",
                "a las",
            ),
            r"\b(?:pide|pídelo|pidelo|pida|compra|comprando|cómpralo|compralo|haz tu pedido"
            r"|realiza tu pedido)\s+(?:en\s+(?:las\s+)?(?:próximas|siguientes)"
            r"|dentro de(?:\s+las\s+próximas)?)\s+{dur}",
            r"\b(?:(?:la\s+|el\s+|esta\s+)?(?:oferta|promoción|venta|descuento)\s+)?"
            r"(?:termina|finaliza|acaba|expira|cierra|cierran)\s+"
            r"en\s+{dur}",
            r"\b(?:solo\s+|sólo\s+)?quedan\s+{dur}",
            r"{dur}\s+restantes\b",
            r"\btiempo restante\s*:\s*{dur}",
        ),
        counter=(
            # A sign-up notification, then how long ago: "Lucía de Sevilla se acaba de
            # apuntar \u2013 Premium, hace 4 minutos"; without the time ago it is none.
            r"{who}\b(?:se\s+acaba\s+de\s+(?:apuntar|inscribir|unir|dar\s+de\s+alta)"
            r"|acaba\s+de\s+(?:apuntarse|inscribirse|unirse)|se\s+(?:apuntó|inscribió|unió))\b"
            r"[^!?\u00b7\u2022|\n]{0,100}?\bhace\s+{n}\s*(?:{unit})(?!\w)",
            # A gym's live occupancy in a share: "Ocupación actual: 40 %", "Aforo: 40%".
            r"\b(?:ocupación|aforo)(?:\s+(?:actual|ahora))?\s*:?\s*{n}\s*%",
            # A creator's patrons and posts, counted live: "1.204 mecenas", "312 publicaciones".
            r"{n}\s*(?:mecenas|seguidores)\b|{n}\s+publicaciones\b",
            # A paywall's count of the free articles left, one fewer at each article read
            # (before a shop's "Quedan 3 artículos"): "Te quedan 2 artículos gratis este mes".
            r"\bquedan?\s+{n}\s+art[ií]culos?\s+(?:gratis|gratuitos?)\b(?:\s+este\s+mes)?",
            r"{n}\s+(?:pedidos|encargos)\s+en\s+(?:cola|espera)\b",
            # A campaign's tally: "12.450 € recaudados de 10.000 €", "Ya recaudado: 3.120 €".
            r"{n}\s*(?:€\s*)?(?:recaudados|recaudado)\b",
            r"\b(?:ya\s+)?(?:recaudados|recaudado)\s*:?\s+{n}\s*(?:€|eur)?",
            r"{n}\s*(?:patinetes?|bicis?|bicicletas?|motos?|coches?|vehículos?|scooters?)\s+"
            r"(?:(?:disponibles?|libres?)\s+)?(?:cerca\s+de\s+(?:ti|usted)|a\s+(?:tu|su)\s+"
            r"alrededor|a\s+menos\s+de\s+{n}\s*k?m)(?!\w)",
            r"{n}\s*(?:personas?|visitantes?|usuarios?|clientes?|aficionados?|fans|hinchas"
            r"|espectadores?)\s+(?:están\s+)?"
            r"(?:viendo|mirando)(?:\s+(?:esto|este producto|esta oferta|ahora))?",
            # The verb first: "Ahora mismo lo están viendo 12 personas".
            r"\b(?:(?:lo|la|los|las)\s+)?(?:están|estan)\s+(?:viendo|mirando)(?:\s+(?:esto"
            r"|este producto|esta oferta))?\s+(?:ahora\s+(?:mismo\s+)?)?{n}\s*(?:personas?"
            r"|visitantes?|usuarios?|clientes?)(?!\w)",
            r"{n}\s*(?:personas?|visitantes?|usuarios?|clientes?|distribuidores?|compradores?)\s+"
            r"en línea",
            # Who is doing it live, in a gerund or as connected, then now: "1,204 personas
            # entrenando ahora", "87 usuarios conectados en este momento".
            r"{n}\s*(?:personas?|visitantes?|usuarios?|clientes?|miembros?|alumnos?)\s+"
            r"(?:están\s+)?(?:[^\W\d_]{2,20}?(?:ando|iendo)|conectad[oa]s)\s+"
            r"(?:ahora(?:\s+mismo)?|en este momento)",
            # The same with the day or the moment before it: "Hoy hay 37 personas trabajando
            # en nuestras sedes" (a coworking's live head count).
            r"\b(?:hoy|ahora(?:\s+mismo)?|en este momento)\s+hay\s+{n}\s*(?:personas?|"
            r"usuarios?|miembros?|clientes?|alumnos?)\s+(?:[^\W\d_]{2,20}?(?:ando|iendo)"
            r"|conectad[oa]s)",
            # "En existencia: 3,450 pzas", "Existencias: 12 unidades", "En stock (14 uds.)"
            rf"(?:(?<=existencia: )|(?<=existencias: )|(?<=existencia )|(?<=en stock: )"
            rf"|(?<=en stock ))\(?{{n}}\s*{STOCK_UNIT}\)?(?![\w,]|\.\d)",
            # A mailing service's tally of the day's messages: "Hoy ya se han enviado
            # 1.284.512 correos", "1.284.512 correos enviados hoy" ("Envía 5.000 correos al
            # mes" is a plan's limit, and says no current day).
            r"\bhoy\s+(?:ya\s+)?(?:se\s+)?(?:han\s+)?enviado\s+{n}\s*(?:correos|e-?mails|mensajes"
            r"|SMS|newsletters|envíos)\b",
            r"{n}\s*(?:correos|e-?mails|mensajes|SMS|newsletters)\s+(?:enviados|enviadas)\s+hoy\b",
            r"{n}\s*(?:vendidos?|vendidas?|comprados?|pedidos)\s+(?:hoy|esta semana|en las "
            r"últimas\s+(?:{n}\s*)?horas)",
            # A marketplace's running total, rounded: "+5mil vendidos", "+500 vendidos".
            # And a flash deal's bar in shares: "72% vendido".
            # A seller's total: "+10mil ventas".
            r"\+?{n}\s*%?\s*(?:vendidos?|vendidas?|ventas)(?!\w)",
            # An auction's bids, and the carts a listing is in: "12 pujas", "En 20 carritos",
            # "3 personas lo tienen en su carrito".
            r"[(\[]?{n}\s*pujas?(?![^\W\d_])[)\]]?",
            r"\ben\s+(?:más de\s+)?{n}\+?\s+carritos\b",
            r"{n}\s*(?:personas|clientes|usuarios)\s+lo\s+tienen\s+en\s+su\s+carrito",
            # One left is said in the singular: "Solo queda 1 habitación".
            r"\b(?:solo\s+|sólo\s+)?quedan?\s+(?:solo\s+|sólo\s+)?{n}\s*(?:unidades|unidad"
            r"|plazas?|lugar(?:es)?|cupos?|vacantes?|artículos?|habitaci(?:ón|ones)|entradas?"
            r"|billetes?|boletos?|asientos?|coches?|vehículos?|en stock)(?!\w)",
            # A room's or a product's bookings, counted live: "Reservada 4 veces hoy".
            r"\b(?:reservad[oa]s?|comprad[oa]s?|vendid[oa]s?|pedid[oa]s?)\s+{n}\s*veces\b"
            r"(?:\s+(?:hoy|esta semana|en (?:la|las)\s+últimas?\s+(?:{n}\s*)?"
            r"(?:horas|hora|días)))?",
            r"{n}\s*(?:personas|clientes|usuarios|equipos)\s+(?:ya\s+)?han\s+(?:comprado|reservado"
            r"|contratado)(?:\s+(?:este|esta)\s+[^\W\d_]+)?(?:\s+(?:hoy|esta semana))?",
            # A sign-up tally, counted live: "1,284 empresas se unieron este mes".
            r"{n}\s*(?:personas|clientes|usuarios|empresas|negocios|equipos|pymes)\s+(?:ya\s+)?"
            r"(?:se\s+(?:unieron|registraron|suscribieron|han\s+unido|han\s+registrado))\s+"
            r"(?:hoy|esta semana|este mes)\b",
            r"{n}\s*(?:personas|clientes|usuarios)\s+(?:compraron|reservaron|contrataron)"
            r"(?:\s+(?:esto|(?:este|esta)\s+[^\W\d_]+))?(?:\s+(?:hoy|esta semana|en (?:la|las)"
            r"\s+últimas?\s+(?:{n}\s*)?(?:hora|horas|días|semana)))?",
            r"\bvisto\s+{n}\s*veces\b",
            # A page's demand, counted per day: "1 284 personas revisaron estos planes hoy",
            # "87 personas vieron este producto en las últimas 24 horas".
            r"{n}\s*(?:personas|visitantes|usuarios|clientes)\s+(?:vieron|revisaron|visitaron"
            r"|consultaron|miraron|han visto|han consultado)\s+(?:este|esta|estos|estas)\s+"
            r"[^\W\d_]+(?:\s+(?:hoy|esta semana|en las últimas\s+(?:{n}\s*)?horas))?",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+estrellas)?|estrellas)\b",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*(?:basado en\s+)?{n}\s*"
            r"(?:reseñas|opiniones|valoraciones|calificaciones|votos)\b[)\]]?",
            # A review's votes, one more at each reader's click.
            r"\b(?:a\s+)?(?:{n}|una)\s+personas?\s+(?:(?:les?\s+)?han?\s+parecido|encontr(?:aron|ó)"
            r"\s+(?:esta\s+reseña|este\s+comentario|esto))\s+útil\b"
            r"(?:\s+(?:esta\s+reseña|este\s+comentario|esto))?",
        ),
        number=(
            r"\beres el visitante\s*(?:n[º°o]\.?\s*|número\s*)?{n}",
            r"\bvisitante\s*(?:n\.?[º°o]\.?|número|#)\s*{n}",
            r"\b(?:pedido\s*(?:n\.?[º°o]\.?|número|#)|número de pedido\s*:?)\s*{n}",
            r"\bcontador de visitas\s*:?\s*{n}",
        ),
        timestamp=(UPDATED_AT, DELIVERED_ON),
    ),
    "it": Language(
        words=(
            "osservatori carrelli "
            "aperto aperta chiuso chiusa chiude apre disponibilità "
            "volte fa termina finisce scade mancano rimasti rimaste rimasto rimasta rimanente "
            "persone visitatori "
            "visitatore utenti clienti iscritti collegati connessi guardando visualizzando "
            "osservando online venduti vendute "
            "acquistati ordini ordine disponibili magazzino stelle recensioni valutazioni opinioni "
            "voti sono consegna arrivo ricevilo ricevi ricevete riceverai riceverete arriva "
            "ordina ordinalo acquista acquistalo "
            "compra compralo articoli articolo stanno"
        ),
        delivers=(
            r"(?:consegna|arrivo)(?:\s+(?:prevista|stimata))?(?:\s*:?\s+(?:il|entro(?:\s+il)?"
            r"|tra(?:\s+il)?|per))?|(?:ricevilo|lo ricevi|arriva)\s+(?:il|entro(?:\s+il)?"
            r"|tra(?:\s+il)?)"
            rf"|(?:ricevi|ricevete|riceverai|riceverete)\s+{RECEIVED}(?:il|entro(?:\s+il)?|tra(?:\s+il)?)"
        ),
        out_of="su",
        unit=r"secondi|secondo|sec\.?|s|minuti|minuto|min\.?|ore|ora|h|giorni|giorno|g"
        r"|settimane|settimana|mesi|mese",
        # The participle agrees with what was updated: "Prezzi aggiornati al 04/12/2026".
        updated=r"(?:ultimo\s+)?(?:aggiornato|aggiornata|aggiornati|aggiornate|aggiornamento"
        r"|modificato|pubblicato|visto|attivo|venduto|ordinato|verificato|verificati"
        r"|verificata|verificate|sincronizzato|sincronizzati|sincronizzata|sincronizzate"
        r"|controllato|controllati|controllata|controllate)(?:\s+(?:il|alle|al))?:?",
        relative=(
            r"(?:\b{upd}\s*)?(?:circa\s+)?{n}\s*(?:{unit})\s+fa\b",
            r"(?:\b{upd}\s*)?\b(?:un|un[\u2019']|una|qualche|pochi|poche)\s*"
            r"(?:secondi|secondo|minuti|minuto|ore|ora|giorni|giorno|settimane|settimana|mesi|mese)"
            r"\s+fa\b",
            r"\b(?:l[\u2019']\s*)?(?:offerta|promozione|saldi|sconto)\s+(?:termina|finisce|scade)"
            r"\s+(?:oggi|stasera|domani|(?:di\s+)?(?:lunedì|martedì|mercoledì|giovedì|venerdì"
            r"|sabato|domenica))(?!\w)",
        ),
        countdown=(
            open_now("aperto|aperta|chiuso|chiusa", "ora", "chiude|apre", "oggi|domani", "alle"),
            r"\b(?:ordina|ordinalo|acquista|acquistalo|compra|compralo)\s+(?:entro(?:\s+le\s+prossime)?"
            r"|nelle prossime)\s+(?!\d{1,2}[:.]\d){dur}",
            r"\b(?:(?:l[\u2019']\s*|la\s+|lo\s+|questa\s+)?(?:offerta|promozione|saldi|sconto)\s+)?"
            r"(?:termina|finisce|scade)\s+"
            r"(?:tra|fra|in)\s+{dur}",
            r"\bmancano\s+{dur}",
            r"{dur}\s+(?:rimasti|rimaste)\b",
            r"\btempo rimanente\s*:\s*{dur}",
        ),
        counter=(
            # An auction's watchers, and the carts a listing is in: "3 osservatori", "In 20
            # carrelli".
            r"[(\[]?{n}\s*osservatori(?![^\W\d_])[)\]]?",
            r"\bin\s+(?:oltre\s+)?{n}\+?\s+carrelli\b",
            r"(?:(?<=disponibili: )|(?<=disponibilità: )|(?<=in magazzino: ))"
            r"{n}\s*(?:pezzi|pz\.?)?(?![\w,]|\.\d)",
            r"(?:\bci sono\s+)?{n}\s*(?:persone|visitatori|utenti|clienti|tifosi|fan|spettatori)"
            r"\s+(?:che\s+)?"
            r"(?:stanno\s+)?(?:guardando|visualizzando|osservando)"
            r"(?:\s+(?:questo prodotto|questa offerta|ora))?",
            # The verb first: "Adesso lo stanno guardando 8 persone".
            r"\b(?:(?:lo|la|li|le)\s+)?stanno\s+(?:guardando|visualizzando|osservando)"
            r"(?:\s+(?:questo prodotto|questa offerta))?\s+(?:ora\s+|adesso\s+)?{n}\s*"
            r"(?:persone|visitatori|utenti|clienti)(?!\w)",
            r"{n}\s*(?:persone|visitatori|utenti)\s+online",
            # The same live, in a gerund or as connected, then now: "317 utenti collegati
            # ora", "42 persone stanno guardando adesso" (before: "online" alone).
            r"{n}\s*(?:persone|visitatori|utenti|clienti|iscritti)\s+(?:(?:stanno\s+)?"
            r"[^\W\d_]{2,20}?(?:ando|endo)|collegati|connessi|online)\s+"
            r"(?:ora|adesso|in questo momento)",
            # Whoever they are, a count that "stanno" doing a thing now is live: "2.318
            # professionisti stanno fatturando in questo momento" (a plan's "10 utenti" has no
            # progressive, and no "now").
            r"{n}\s*[^\W\d_]{3,20}\s+stanno\s+[^\W\d_]{2,20}?(?:ando|endo)\s+"
            r"(?:ora|adesso|in questo momento)\b",
            r"{n}\s*(?:venduti|vendute|acquistati|ordini)\s+(?:oggi|questa settimana|nelle ultime"
            r"\s+(?:{n}\s*)?ore)",
            # One left is said in the singular: "Solo 1 camera rimasta".
            r"\b(?:solo|ancora|ultimi|ultime|ultimo|ultima)\s+{n}\s*(?:(?:pezzi|pezzo|articoli"
            r"|articolo|camere|camera|stanze|stanza|biglietti|biglietto|posti|posto|auto)\s+)?"
            r"(?:disponibili|disponibile|rimasti|rimaste|rimasto|rimasta|in magazzino)\b",
            # A room's or a product's bookings, counted live: "Prenotata 5 volte nelle ultime
            # 24 ore", "Acquistato 14 volte oggi".
            r"\b(?:prenotat[aoie]|acquistat[aoie]|vendut[aoie]|ordinat[aoie])\s+{n}\s*volte\b"
            r"(?:\s+(?:oggi|questa settimana|nell[\u2019']ultima ora"
            r"|nelle ultime\s+(?:{n}\s*)?ore))?",
            # Who bought or signed up, then when: "1.248 persone hanno attivato un'offerta
            # Lumina oggi", "37 clienti hanno acquistato questo piano".
            r"{n}\s*(?:persone|clienti|utenti|famiglie)\s+(?:hanno\s+)?(?:acquistato|comprato"
            r"|prenotato|attivato|sottoscritto|scelto)"
            r"(?:\s+(?:questo\s+|questa\s+|quest[\u2019']|un[\u2019']|una\s+|un\s+)[^\W\d_]+"
            r"(?:\s+(?!oggi\b|questa\b|nell)[^\W\d_][\w+-]{1,24})?)?(?:\s+(?:oggi|questa settimana"
            r"|nell[\u2019']ultima ora|nelle ultime\s+(?:{n}\s*)?ore))?",
            r"\bvisto\s+{n}\s*volte\b",
            # A wholesaler's stock in its unit: "4.800 m a magazzino", "120 rotoli in magazzino".
            rf"{{n}}\s*{STOCK_UNIT}\s*(?:a|in)\s+magazzino\b",
            # A paywall's count of the free articles left, one fewer at each article read:
            # "Hai ancora 3 articoli gratuiti questo mese".
            r"{n}\s+(?:articoli|articolo)\s+(?:gratuiti|gratuito|gratis)\b(?:\s+questo\s+mese)?",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+stelle)?|stelle)\b",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*(?:basato su\s+)?{n}\s*"
            r"(?:recensioni|valutazioni|opinioni|voti)\b[)\]]?",
        ),
        number=(
            r"\bsei il visitatore\s*(?:n[°.º]?\s*|numero\s*)?{n}",
            r"\bvisitatore\s*(?:n[°.º]|numero|#)\s*{n}",
            r"\b(?:ordine\s*(?:n[°.º]?|numero|#)|numero d[\u2019']ordine\s*:?)\s*{n}",
        ),
        timestamp=(UPDATED_AT, DELIVERED_ON),
    ),
    "pt": Language(
        words=(
            "vezes há atrás termina acaba expira encerra faltam restantes tempo pessoas pessoa "
            "visitantes visitante usuários clientes vendo olhando visualizando online vendidos "
            "vendido vendidas comprados pedidos pedido estoque disponíveis estrelas avaliações "
            "comentários opiniões análises votos restam resta apenas receba chega entrega previsão "
            "compre comprando peça últimas ver consultar visualizar utilizadores comprou "
            "recarregou assinou vendas carrinhos "
            "adquiriu resgatou acabou"
            " útil apoiadores apoiadoras mecenas seguidores publicações"
            " aberto aberta fechado fechada agora"
        ),
        delivers=(
            r"(?:receba(?:-o)?|chega|entrega(?:\s+(?:prevista|estimada))?|previsão de entrega"
            r"|data de entrega(?:\s+estimada)?)(?:\s*:?\s+(?:até|em|no dia|entre|na|no))?"
        ),
        out_of="de",
        multiples=multiples("pt"),
        unit=r"segundos?|seg\.?|s|minutos?|min\.?|horas?|h|dias?|d|semanas?|m[eê]s(?:es)?",
        updated=r"(?:última\s+)?(?:atualizado|atualizados|atualizada|atualizadas|atualização|modificado"
        r"|publicado|visto|ativo"
        r"|vendido)(?:\s+(?:em|às))?:?",
        relative=(
            r"(?:\b{upd}\s*)?(?<!\w)há\s+(?:cerca de\s+|mais de\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?{n}\s*(?:{unit})\s+atrás\b",
            r"(?:\b{upd}\s*)?(?<!\w)há\s+(?:um|uma|alguns|algumas|poucos|poucas)\s+"
            r"(?:segundos?|minutos?|horas?|dias?|semanas?|m[eê]s(?:es)?|instantes?)\b",
            r"\b(?:a\s+)?(?:oferta|promoção|liquidação|desconto)\s+(?:termina|acaba|expira)\s+"
            r"(?:hoje|amanhã|(?:no|na)\s+(?:segunda|terça|quarta|quinta|sexta|sábado|domingo)"
            r"(?:-feira)?)\b",
        ),
        countdown=(
            open_now(
                "aberto|aberta|fechado|fechada", "agora", "fecha|abre", "hoje|amanhã", "às|as"
            ),
            # A marketplace's delivery cut-off: "Comprando dentro das próximas 3 h 12 min".
            r"\b(?:compre|comprando|peça|faça\s+(?:o\s+)?seu\s+pedido)\s+"
            r"(?:em até|dentro de|dentro das próximas|nas próximas)\s+"
            r"(?!\d{1,2}[:.]\d){dur}",
            r"\b(?:(?:a\s+|o\s+|esta\s+)?(?:oferta|promoção|desconto)\s+)?"
            r"(?:termina|acaba|expira|encerra)\s+em\s+{dur}",
            r"\b(?:só\s+|apenas\s+)?faltam\s+{dur}",
            r"{dur}\s+restantes\b",
            r"\btempo restante\s*:\s*{dur}",
        ),
        counter=(
            # A creator's supporters and posts, counted live: "1.204 apoiadores", "312
            # publicações".
            r"{n}\s*(?:apoiadores|apoiadoras|mecenas|seguidores)\b|{n}\s+publicações\b",
            r"{n}\s+(?:pedidos|encomendas)\s+na\s+fila\b",
            # European Portuguese says it with "a" and the infinitive: "57 pessoas estão a ver
            # esta página".
            r"{n}\s*(?:pessoas?|visitantes?|usuários?|utilizadores|clientes?)\s+(?:estão\s+)?"
            r"(?:vendo|olhando|visualizando|a ver|a consultar|a visualizar)(?:\s+(?:isto"
            r"|este produto|esta oferta|esta página))?(?:\s+agora)?",
            r"{n}\s*(?:pessoas?|visitantes?|usuários?)\s+online",
            r"{n}\s*(?:vendidos?|vendidas?|comprados?|pedidos)\s+(?:hoje|esta semana|nas últimas"
            r"\s+(?:{n}\s*)?horas)",
            # A marketplace seller's running total of sales, rounded: "+10mil vendas".
            r"\+?{n}\s*(?:vendidos?|vendidas?|vendas)(?!\w)",
            # The carts a listing is in: "Em 20 carrinhos".
            r"\bem\s+(?:mais de\s+)?{n}\+?\s+carrinhos\b",
            r"\b(?:apenas|só|somente|restam)\s+{n}\s*(?:unidades\s+)?(?:em estoque|restantes"
            r"|disponíveis)\b",
            # One left is said in the singular: "Só resta 1 quarto".
            r"\brestam?\s+(?:apenas\s+|só\s+|somente\s+)?{n}\s*(?:unidades?|vagas?|lugar(?:es)?"
            r"|quartos?|ingressos?|bilhetes?|entradas?|viaturas?|carros?)\b",
            # A room's or a product's bookings, counted live: "Reservado 5 vezes hoje".
            r"\b(?:reservad[oa]s?|comprad[oa]s?|vendid[oa]s?)\s+{n}\s*vezes\b"
            r"(?:\s+(?:hoje|esta semana|nas últimas\s+(?:{n}\s*)?horas))?",
            r"\búltimas\s+{n}\s*vagas\b",
            r"{n}\s*(?:pessoas|clientes)\s+(?:compraram|reservaram|assinaram)(?:\s+(?:isto"
            r"|(?:este|esta)\s+[^\W\d_]+))?(?:\s+(?:hoje|esta semana|na última hora"
            r"|nas últimas\s+(?:{n}\s*)?horas))?",
            # A purchase notification, a top-up's too, told with how long ago or "just": "Jo***o
            # recarregou 520 Diamantes por R$ 24,90 há 2 minutos", "Ana acabou de assinar o
            # Plano Pro"; without either it is no notification ("Quem comprou também levou").
            r"{who}\b(?:comprou|recarregou|assinou|adquiriu|resgatou)\b"
            r"[^!?\u00b7\u2022|\n]{0,120}?(?<!\w)há\s+(?:cerca de\s+|mais de\s+)?"
            r"(?:{n}\s*(?:{unit})|(?:um|uma|alguns|algumas|poucos|poucas)\s+[^\W\d_]+)(?!\w)",
            r"{who}\bacabou de\s+(?:comprar|recarregar|assinar|adquirir)\b"
            r"[^!?\u00b7\u2022|\n]{0,120}",
            r"\b(?:visto|visualizado)\s+{n}\s*vezes\b",
            r"{n}\s*(?:pessoas|visitantes|usuários|clientes)\s+(?:viram|visitaram|consultaram"
            r"|visualizaram)\s+(?:este|esta|estes|estas)\s+[^\W\d_]+(?:\s+(?:hoje|esta semana"
            r"|nas últimas\s+(?:{n}\s*)?horas))?",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+estrelas)?|estrelas)\b",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*(?:com base em\s+)?{n}\s*"
            r"(?:avaliações|comentários|opiniões|análises|votos)(?!\w)[)\]]?",
            # A review's votes, one more at each reader's click.
            r"\b(?:{n}|uma)\s+pessoas?\s+(?:acharam|achou|consideraram|considerou)\s+"
            r"(?:esta\s+avaliação|este\s+comentário|isso|isto)\s+útil\b",
        ),
        number=(
            r"\bvocê é o visitante\s*(?:n[º°o]\.?\s*|número\s*)?{n}",
            r"\bvisitante\s*(?:n[º°o]\.?|número|#)\s*{n}",
            r"\b(?:pedido\s*(?:n[º°o]\.?|número|#)|número do pedido\s*:?)\s*{n}",
        ),
        timestamp=(UPDATED_AT, DELIVERED_ON),
    ),
    "nl": Language(
        words=(
            "drukte bezetting lid ingeschreven "
            "biedingen bieding volgers winkelwagens winkelwagen "
            "keer geleden zojuist zonet eindigt verloopt stopt nog resterend gaan mensen personen "
            "bezoekers bezoeker klanten bekijken bekijkt kijken online verkocht gekocht besteld "
            "bestellingen voorraad beschikbaar over sterren beoordelingen reviews recensies "
            "stemmen bestelnummer bestelling bezoekersteller er bezorgd geleverd huis levering "
            "bezorging bezorgdatum leverdatum bestel vergeleken overgestapt verstuurd verzonden"
            " gebrand kocht bestelde boekte ontvang ontvangt ontvangen"
        ),
        delivers=(
            r"(?:bezorgd|geleverd|in huis|(?:verwachte\s+)?(?:levering|bezorging|bezorgdatum"
            r"|leverdatum))(?:\s*:?\s+(?:op|tussen))?"
            rf"|(?:ontvang|ontvangt|ontvangen)\s+{RECEIVED}(?:op|tussen)"
        ),
        out_of="van|uit",
        unit=r"seconden?|sec\.?|s|minuten|minuut|min\.?|uren|uur|u|dagen|dag|d|weken|week"
        r"|maanden|maand",
        updated=r"(?:laatst\s+)?(?:bijgewerkt|gewijzigd|geplaatst|gezien|actief|verkocht"
        r"|besteld)(?:\s+(?:op|om))?:?",
        relative=(
            r"(?:\b{upd}\s*)?(?:ongeveer\s+|ruim\s+)?{n}\s*(?:{unit})\s+geleden\b",
            r"(?:\b{upd}\s*)?\b(?:een|enkele|paar)\s+"
            r"(?:seconden?|minuten|minuut|uur|uren|dagen|dag|weken|week|maanden|maand)\s+geleden\b",
            r"\b{upd}\s*(?:zojuist|zonet)\b",
            r"\b(?:de\s+)?(?:aanbieding|actie|korting|sale)\s+(?:eindigt|stopt|verloopt)\s+"
            r"(?:vandaag|vanavond|morgen|(?:op\s+)?(?:maandag|dinsdag|woensdag|donderdag|vrijdag"
            r"|zaterdag|zondag))\b",
        ),
        countdown=(
            r"\bbestel\s+(?:binnen|in de komende)\s+{dur}",
            r"\b(?:(?:de\s+|deze\s+)?(?:aanbieding|actie|korting|sale)\s+)?(?:eindigt|verloopt|stopt)\s+"
            r"(?:over|in)\s+{dur}",
            r"\b(?:nog\s+maar|nog)\s+{dur}(?=\s*(?:[!.]|$|resterend|te gaan))(?:\s*(?:resterend"
            r"|te gaan))?",
            r"{dur}\s+(?:resterend|te gaan)\b",
        ),
        counter=(
            # A sign-up notification, then how long ago: "Sanne uit Utrecht is net lid
            # geworden \u2013 Flex, 4 minuten geleden"; without the time ago it is none.
            r"{who}\b(?:is\s+(?:net|zojuist)\s+lid\s+geworden|heeft\s+zich\s+(?:net|zojuist)\s+"
            r"ingeschreven|werd\s+(?:net|zojuist)\s+lid)\b[^!?\u00b7\u2022|\n]{0,100}?\s{n}\s*"
            r"(?:{unit})\s+geleden\b",
            # A gym's live occupancy in a share: "Drukte nu: 40%".
            r"\b(?:drukte|bezetting)(?:\s+(?:nu|op dit moment))?\s*:?\s*{n}\s*%",
            # An auction's live tallies: "12 biedingen", "23 volgers".
            r"[(\[]?{n}\s*(?:biedingen|bieding|volgers)(?![^\W\d_])[)\]]?",
            # The carts a listing is in: "In 20 winkelwagens", "20 mensen hebben dit in hun
            # winkelwagen".
            r"\bin\s+{n}\+?\s+winkelwagens\b",
            r"{n}\s*(?:mensen|klanten|personen)\s+hebben\s+(?:dit|het)\s+in\s+hun\s+winkelwagen",
            r"(?:(?<=op voorraad: )|(?<=voorraad: ))(?:{n})\s*(?:stuks|st\.)?(?![\w,]|\.\d)",
            r"{n}\s*(?:mensen|personen|bezoekers|klanten|fans|supporters|toeschouwers)\s+"
            r"(?:bekijken|kijken naar|bekijkt)"
            r"(?:\s+(?:dit product|deze aanbieding|dit|deze|nu))?",
            r"{n}\s*(?:mensen|personen|bezoekers|gebruikers)\s+online",
            # Who is in now, a coworking's live head count: "Nu 14 mensen aan het werk in
            # Amsterdam Oost", "Op dit moment zijn er 9 leden ingecheckt".
            r"\b(?:nu|op dit moment|momenteel)\s+(?:zijn\s+(?:er\s+)?)?{n}\s*(?:mensen|personen"
            r"|leden)\s+(?:aan het werk|aan het werken|ingecheckt|aanwezig)\b",
            # What a shop delivered, shipped or roasted so far this day, week or month, counted
            # live: "3.214 zakken gebrand deze week"; "2 zakken geleverd elke week" is a plan.
            r"{n}\s*(?:[^\W\d_]+\s+){0,2}(?:geleverd|bezorgd|verstuurd|verzonden|gebrand)\s+"
            r"(?:vandaag|deze week|deze maand|dit jaar)\b",
            r"{n}\s*(?:verkocht|gekocht|besteld|bestellingen)\s+(?:vandaag|deze week"
            r"|in de afgelopen\s+(?:{n}\s*)?uur)",
            # The same tally with the day first: "Vandaag al 143 bestellingen verzonden",
            # "Vandaag hebben we al 87 boeketten bezorgd".
            r"\b(?:vandaag|deze week)\s+(?:hebben\s+we\s+)?(?:al\s+)?{n}\s*(?:[^\W\d_]+\s+){0,2}"
            r"(?:geleverd|bezorgd|verstuurd|verzonden)\b",
            r"\bnog\s+(?:maar\s+)?{n}\s*(?:(?:stuks?|plekken|plek|plaatsen|plaats|kamers?"
            r"|tickets?|kaarten|kaart|stoelen|stoel|auto's|auto)\s+)?(?:op voorraad"
            r"|beschikbaar|over|vrij)\b",
            r"\ber\s+(?:kijken|bekijken)\s+(?:nu\s+)?{n}\s*(?:mensen|personen|bezoekers|klanten)"
            r"(?:\s+naar\s+(?:deze|dit)\s+[^\W\d_]+)?",
            # The verb after "now": "Nu bekijken 6 mensen dit product".
            r"\b(?:nu|op dit moment|momenteel)\s+(?:bekijken|kijken)\s+(?:er\s+)?{n}\s*(?:mensen"
            r"|personen|bezoekers|klanten)(?:\s+(?:naar\s+)?(?:dit|deze)(?:\s+[^\W\d_]+)?)?",
            r"{n}\s*(?:mensen|personen|klanten)\s+(?:hebben\s+)?(?:dit\s+|deze\s+)?(?:kochten"
            r"|gekocht|bestelden|besteld)(?:\s+(?:dit|deze))?(?:\s+(?:vandaag|deze week"
            r"|in het afgelopen uur|in de afgelopen\s+(?:{n}\s*)?uur))?",
            r"{n}\s*keer\s+bekeken\b",
            # A shop's tally of a product's sales: "14 keer gekocht in de afgelopen 24 uur",
            # "Al 113 verkocht".
            r"{n}\s*keer\s+(?:verkocht|gekocht|besteld|geboekt|gereserveerd)\b"
            r"(?:\s+in de afgelopen\s+(?:{n}\s*)?uur)?",
            r"\b(?:al|reeds)\s+{n}\s*(?:keer\s+|stuks\s+)?(?:verkocht|gekocht)\b",
            # A flash deal's bar in shares: "72% verkocht".
            r"{n}\s*%\s*(?:verkocht|geclaimd)\b",
            # A purchase notification, the buyer and where they are before the verb, as a
            # creator platform's product page shows another at each load: "Sanne uit Utrecht
            # kocht Persoonlijke licentie 4 minuten geleden", "Daan uit Gouda heeft net de
            # cursus gekocht".
            r"{who}\buit\s+[^!?\u00b7\u2022|\n]{1,40}?\s+(?:kocht|bestelde|boekte)\b"
            r"[^!?\u00b7\u2022|\n]{0,100}",
            r"{who}\buit\s+[^!?\u00b7\u2022|\n]{1,40}?\s+heeft\s+[^!?\u00b7\u2022|\n]{0,120}?"
            r"\b(?:gekocht|besteld|geboekt)\b",
            # A comparison site's tally of who compared or switched today: "Vandaag vergeleken
            # al 3.412 huishoudens", "1.284 mensen zijn vandaag overgestapt".
            r"\b(?:vandaag|deze week)\s+(?:hebben\s+)?(?:al\s+)?(?:vergeleken|overgestapt)\s+"
            r"(?:al\s+)?{n}\s*(?:huishoudens|mensen|klanten|bezoekers)",
            r"{n}\s*(?:huishoudens|mensen|klanten|bezoekers)\s+(?:hebben|zijn)\s+"
            r"(?:vandaag|deze week)\s+(?:al\s+)?(?:\w+\s+)?(?:vergeleken|overgestapt)",
            # A paywall's count of the free articles left, one fewer at each article read:
            # "Je hebt nog 2 gratis artikelen deze maand".
            r"\bnog\s+{n}\s+gratis\s+artikel(?:en)?\b(?:\s+deze\s+maand)?",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+sterren)?|sterren)\b",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*(?:gebaseerd op\s+)?{n}\s*"
            r"(?:beoordelingen|reviews|recensies|stemmen)\b[)\]]?",
        ),
        number=(
            r"\b(?:u|je) bent bezoeker\s*(?:nr\.?\s*|nummer\s*)?{n}",
            r"\bbezoeker\s*(?:nr\.?|nummer|#)\s*{n}",
            r"\b(?:bestelnummer|bestelling\s*(?:nr\.?|#))\s*:?\s*{n}",
            r"\bbezoekersteller\s*:?\s*{n}",
        ),
        timestamp=(UPDATED_AT, DELIVERED_ON),
    ),
    "pl": Language(
        words=(
            "oferty obserwuje obserwują licytuje licytują "
            "stanie magazynie magazynowy "
            "temu chwilą kończy końca koniec trwa wygasa upływa zostało pozostało zostały "
            "pozostały czas osób osoby "
            "razy osoba klientów użytkowników odwiedzających ogląda oglądają przegląda przeglądają "
            "online sprzedanych sprzedane sprzedano kupionych zamówień szt sztuk sztuki sztuka "
            "gwiazdek gwiazdki opinii opinie opinia recenzji recenzje ocen oceny głosów "
            "odwiedzający odwiedzającym zamówienie zamówienia licznik dostawa doręczenie "
            "dostarczymy otrzymasz zamów zamawiając patronów patronek patroni patronki "
            " wspierających obserwujących zebrano zebrane celu teraz obecnie aktualnie trenuje"
            " ćwiczy ofert ogłoszeń porównuje porównują porównało porównały sprawdziło kalkulacji"
            " wyceny ceny dnia zaufało dostępność dołączył dołączyła zapisał zapisała obłożenie"
            " zrealizowaliśmy wysłaliśmy dostarczyliśmy"
        ),
        delivers=(
            r"(?:(?:przewidywana\s+)?(?:dostawa|doręczenie)|dostarczymy|otrzymasz)"
            r"(?:\s+(?:w|we|dnia|między|od))?"
            rf"|otrzymasz\s+{RECEIVED}(?:w|we|dnia|między|od)"
        ),
        out_of="na|z",
        unit=r"sekund[ęy]?|sek\.?|s|minut[ęy]?|min\.?|godzin[ęy]?|godz\.?|h|dni|dzień|d"
        r"|tygodni[ae]?|tydzień|miesiąc[ea]?|miesięcy",
        updated=r"(?:ostatnio\s+)?(?:zaktualizowano|aktualizacja|zmieniono|opublikowano"
        r"|sprzedano|ceny z dnia)(?:\s+o)?:?",
        relative=(
            r"(?:\b{upd}\s*)?(?:około\s+|ponad\s+)?{n}\s*(?:{unit})\s+temu\b",
            r"(?:\b{upd}\s*)?\b(?:sekundę|minutę|godzinę|dzień|tydzień|miesiąc|kilka\s+\w+)\s+temu\b",
            r"(?:\b{upd}\s*)?\bprzed chwilą\b",
            r"\b(?:oferta|promocja|wyprzedaż|rabat)\s+kończy się\s+(?:dziś|dzisiaj|jutro"
            r"|w\s+(?:poniedziałek|wtorek|środę|czwartek|piątek|sobotę|niedzielę))(?!\w)",
        ),
        countdown=(
            r"\b(?:zamów|zamawiając)\s+(?:w ciągu|w przeciągu|przez)\s+"
            r"(?:najbliższych\s+|następnych\s+)?{dur}",
            r"\b(?:(?:oferta|promocja|wyprzedaż|rabat)\s+)?(?:kończy się|wygasa|upływa)\s+za"
            r"\s+{dur}",
            r"\b(?:zostało|pozostało|zostały|pozostały)(?:\s+(?:tylko|już tylko))?\s+{dur}",
            r"\bpozostały czas\s*:\s*{dur}",
            # A sale's banner: "Do końca promocji: 2 dni 04:13:22", "Koniec oferty za 3 godz."
            r"\b(?:do\s+końca|koniec)\s+(?:promocji|oferty|wyprzedaży|akcji|rabatu)"
            r"(?:\s+(?:zostało|pozostało|za))?\s*:?\s*{dur}",
            # "Black Week trwa jeszcze: 2 dni 04 godz. 13 min" (the sale lasts for so long yet)
            # (a sale's: not "Wdrożenie trwa tylko 15 minut", a fact of the offer).
            r"\b(?:promocja|wyprzeda\u017c|oferta|akcja|rabaty?|week|friday|monday|sale)"
            r"\s+trwa\s+(?:jeszcze|tylko)\s*:?\s*{dur}",
        ),
        counter=(
            # A sign-up notification, then how long ago: "Ostatnio dołączyła: Kasia z
            # Mokotowa \u2013 karnet Open, 4 min temu"; without the time ago it is none.
            r"{who}\b(?:dołączył|dołączyła|zapisał\s+się|zapisała\s+się)\b[^!?\u00b7\u2022|\n]{0,100}?"
            r"\s{n}\s*(?:{unit})\s+temu\b",
            # A gym's live occupancy in a share: "obłożenie 40%".
            r"\bobłożenie(?:\s+(?:teraz|obecnie|aktualnie))?\s*:?\s*{n}\s*%",
            # An auction's live tallies: "(5 ofert)", "12 osób obserwuje", "3 osoby licytują".
            # In brackets only: "Pakiet Start: 10 ofert" is a package's limit.
            r"[(\[]\s*{n}\s*ofert[y]?\s*[)\]]",
            r"{n}\s*(?:osób|osoby|osoba)\s+(?:obserwuje|obserwują|licytuje|licytują)\b",
            r"(?:(?<=na stanie: )|(?<=na stanie )|(?<=w magazynie: )|(?<=stan magazynowy: ))"
            r"{n}\s*(?:szt\.?|sztuk[ai]?)?(?![\w,]|\.\d)",
            r"{n}\s*(?:osób|osoby|osoba|klientów|użytkowników|kibiców|kibice|fanów|widzów)\s+"
            r"(?:teraz\s+)?(?:ogląda|oglądają"
            r"|przegląda|przeglądają)(?:\s+(?:ten produkt|tę ofertę|teraz))?",
            # The verb first, as Polish puts it after "now": "Teraz ogląda 14 osób", "Ten
            # produkt ogląda teraz 9 osób".
            r"\b(?:teraz|obecnie|aktualnie|właśnie|ten produkt|tę ofertę)(?:\s+(?:teraz|obecnie"
            r"|właśnie))?\s+(?:ogląda|oglądają|przegląda|przeglądają)(?:\s+(?:teraz|ten produkt"
            r"|tę ofertę))?\s+{n}\s*(?:osób|osoby|osoba|klientów|użytkowników)(?!\w)",
            r"{n}\s*(?:osób|osoby|użytkowników|odwiedzających)\s+online",
            # The verb first and "now" after it: "Przegląda obecnie 3 klientów" (a film's "ogląda
            # 3 osoby naraz" is a plan's limit).
            r"\b(?:ogląda|oglądają|przegląda|przeglądają)\s+(?:teraz|obecnie|właśnie)\s+"
            r"{n}\s*(?:osób|osoby|osoba|klientów|użytkowników)\b",
            # A flash deal's bar in shares: "Sprzedano 72%", "72% sprzedane".
            r"\bsprzedano\s*:?\s*{n}\s*%",
            r"{n}\s*%\s*(?:sprzedanych|sprzedane|sprzedano)(?!\w)",
            # A host's tally of its customers, and its uptime measured so far this month:
            # "Zaufało nam już 48 213 klientów", "Dostępność w tym miesiącu: 99,98%"; a plan's
            # "Gwarancja dostępności 99,9%" is no measure.
            r"\bzaufało\s+nam\s+(?:już\s+)?(?:ponad\s+)?{n}\s*(?:klientów|firm|użytkowników"
            r"|osób)\b",
            r"\bdostępność\s+(?:w\s+tym\s+miesiącu|w\s+ostatnich\s+30\s+dniach)\s*:?\s*"
            r"{n}\s*%",
            # A gym's live occupancy: "Teraz w klubie Wielicka: 42 osób", "42 osoby trenuje teraz".
            r"\b(?:teraz|obecnie|aktualnie)\s+(?:w\s+(?:klubie|siłowni)|na\s+siłowni)"
            r"(?:\s+[\w-]+)?\s*:?\s*{n}(?:\s*(?:osób|osoby|osoba))?(?!\s*[^\W\d_])",
            r"{n}\s*(?:osób|osoby|osoba)\s+(?:teraz\s+)?(?:trenuje|ćwiczy)(?:\s+teraz)?",
            # A job board's or a classifieds site's live tally of what it lists: "Teraz w
            # serwisie: 18 342 aktywnych ofert pracy". "teraz" or "obecnie" must be there: "do 10
            # aktywnych ogłoszeń" is a package's limit.
            r"\b(?:teraz|obecnie|aktualnie)\s+(?:(?:w serwisie|na portalu|online)\s*:?\s*)?{n}\s+"
            r"(?:aktywnych\s+)?(?:ofert(?:\s+pracy)?|ogłoszeń)\b",
            # A creator's patrons and followers, counted live: "412 patronów".
            r"{n}\s*(?:patronów|patronek|patroni|patronki|wspierających|obserwujących)\b",
            # A campaign's tally and how far it is to its goal: "zebrano 21 820 zł", "73% celu".
            r"\b(?:zebrano|zebrane|zebraliśmy):?\s+{n}\s*(?:zł|pln)?",
            r"{n}\s*%\s+celu\b",
            # A shop's tally of the day's orders, "today" and its verb first, which grows with
            # each: "Dziś zrealizowaliśmy już 143 zamówień", "Wysłaliśmy dziś 87 paczek".
            r"\b(?:(?:dziś|dzisiaj)\s+(?:zrealizowaliśmy|wysłaliśmy|dostarczyliśmy)"
            r"|(?:zrealizowaliśmy|wysłaliśmy|dostarczyliśmy)\s+(?:dziś|dzisiaj))\s+(?:już\s+)?"
            r"(?:ponad\s+)?{n}\s*(?:zamówie\w*|pacz\w*|przesył\w*|bukiet\w*)",
            r"{n}\s*(?:sprzedanych|sprzedane|sprzedano|kupionych|zamówień)\s+(?:dzisiaj|dziś"
            r"|w tym tygodniu|w ciągu ostatnich\s+(?:{n}\s*)?godzin)",
            r"\b(?:zostało|pozostało|zostały|pozostały)\s+(?:tylko\s+)?{n}\s*(?:szt\.?|sztuki|sztuka|sztuk"
            r"|(?:wolnych\s+|wolne\s+)?miejsc[ae]?)(?:\s+w magazynie)?",
            r"\b(?:sprzedano|kupiono)\s+(?:dziś|dzisiaj|w tym tygodniu)\s+{n}\s*"
            r"(?:sztuki|sztuk|szt\.?|razy)?",
            # A shop's tally of a flash deal's or a product's sales so far, which grows with
            # each: "Sprzedano 113 szt.", "Ostatnio kupione 14 razy w ciągu 24 godzin".
            r"\b(?:sprzedano|kupiono)\s+(?:już\s+)?{n}\s*(?:sztuki|sztuk|szt\.?|razy)",
            r"\b(?:ostatnio\s+)?(?:kupione|kupiony|kupiona|zamówione|zamówiony|zamówiona)\s+{n}"
            r"\s*(?:razy|x|\u00d7)(?:\s+w ciągu\s+(?:ostatnich\s+)?(?:{n}\s*)?(?:godzin|godz\.?|h"
            r"|dni))?",
            r"{n}\s*(?:osób|osoby|klientów)\s+(?:kupiło|kupiły|zamówiło)(?:\s+(?:to|ten produkt))?"
            r"(?:\s+(?:dziś|dzisiaj|w ciągu ostatniej godziny"
            r"|w ciągu ostatnich\s+(?:{n}\s*)?godzin))?",
            r"\bwyświetlono\s+{n}\s*razy\b",
            # A comparison site's live tally: "Teraz porównuje ceny 214 osób", "Dziś porównało
            # już 3 412 kierowców".
            r"\b(?:teraz|obecnie|aktualnie)\s+(?:porównuje|porównują)\s+(?:ceny\s+|oferty\s+)?{n}\s*"
            r"(?:osób|osoby|osoba|kierowców|klientów|użytkowników)",
            r"\b(?:dziś|dzisiaj)\s+(?:porównało|porównały|sprawdziło)\s+(?:już\s+)?(?:ceny\s+"
            r"|oferty\s+)?{n}\s*(?:osób|osoby|kierowców|klientów|użytkowników)",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+gwiazdek)?|gwiazdek|gwiazdki)(?!\w)",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*(?:na podstawie\s+)?{n}\s*"
            r"(?:opinii|opinie|opinia|recenzji|recenzje|ocen|oceny|głosów)(?!\w)[)\]]?",
        ),
        number=(
            r"\bodwiedzający\s*(?:nr|numer|#)\s*{n}",
            r"\bjesteś\s+{n}\.?\s+odwiedzającym",
            r"\b(?:zamówienie\s*(?:nr|numer|#)|numer zamówienia\s*:?)\s*{n}",
            r"\blicznik odwiedzin\s*:?\s*{n}",
            # A comparison's or a quote's reference, a new one at each calculation: "Numer
            # kalkulacji: KAL-2026-8F3A9C".
            r"\b(?:numer|nr\.?)\s+(?:kalkulacji|wyceny)\s*:?\s*[\w/-]*\d[\w/-]*",
        ),
        timestamp=(UPDATED_AT, DELIVERED_ON),
    ),
    "sv": Language(
        words=(
            "sedan nyss slutar går löper kvar personer besökare kunder användare online sålda "
            "gånger sålt köpta beställningar stjärnor recensioner omdömen betyg röster "
            "ordernummer order beställning besöksräknare beställ leverans leveransdatum levereras "
            "nu tränar väntetid väntetiden kötid kötiden blev gick anslöt beläggning"
        ),
        delivers=(
            r"(?:(?:beräknad\s+)?(?:leveransdatum|leverans)|levereras)(?:\s+(?:på|den|mellan|senast))?"
        ),
        out_of="av",
        unit=r"sekunder|sekund|sek\.?|s|minuter|minut|min\.?|timmar|timme|tim\.?|h|dagar|dag|d"
        r"|veckor|vecka|månader|månad",
        # Each participle in its three forms: "uppdaterad" (a common noun's), "uppdaterat"
        # (a neuter one's: "Lagersaldo uppdaterat 18:42"), "uppdaterade" (a plural's).
        updated=r"(?:senast\s+)?(?:uppdaterades|uppdaterade|uppdaterad|uppdaterat|ändrade|ändrad"
        r"|ändrat|publicerade|publicerad|publicerat|sedd|aktiv|såld)"
        r"(?:\s+(?:den|kl\.?))?:?",
        relative=(
            r"(?:\b{upd}\s*)?(?:\bför\s+)?(?:ungefär\s+|över\s+)?{n}\s*(?:{unit})\s+sedan\b",
            r"(?:\b{upd}\s*)?\bför\s+(?:en|ett|några)\s+"
            r"(?:sekunder|sekund|minuter|minut|timmar|timme|dagar|dag|veckor|vecka|månader|månad)"
            r"\s+sedan\b",
            r"\b{upd}\s*nyss\b",
            r"\b(?:(?:erbjudandet|kampanjen|rean)\s+)?(?:slutar|går ut)\s+(?:idag|i dag|ikväll"
            r"|i morgon|imorgon|på\s+(?:måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag))\b",
        ),
        countdown=(
            r"\bbeställ\s+inom\s+(?:de närmaste\s+)?{dur}",
            r"\b(?:(?:erbjudandet|kampanjen|rean)\s+)?(?:slutar|går ut|löper ut)\s+om\s+{dur}",
            r"{dur}\s+kvar\b",
            r"\btid kvar\s*:\s*{dur}",
        ),
        counter=(
            # A sign-up notification, then how long ago: "Anna från Malmö blev just medlem
            # \u2013 Månadskort, för 4 minuter sedan"; without the time ago it is none.
            r"{who}\b(?:blev\s+(?:just\s+)?medlem|gick\s+(?:just\s+)?med|anslöt\s+sig)\b"
            r"[^!?\u00b7\u2022|\n]{0,100}?\s{n}\s*(?:{unit})\s+sedan\b",
            # A gym's live occupancy in a share: "Beläggning just nu: 40 %".
            r"\bbeläggning(?:\s+just\s+nu)?\s*:?\s*{n}\s*%",
            # A support line's queue, told live: "Väntetid just nu: ca 7 min".
            r"\b(?:väntetiden|väntetid|kötiden|kötid)\s*(?:just nu\s*)?(?:är\s+)?:?\s*"
            r"(?:ca\.?\s+|cirka\s+|ungefär\s+|under\s+|över\s+)?{n}\s*(?:minuter|min)\b\.?",
            r"{n}\s*(?:personer|besökare|kunder)\s+(?:tittar|kollar)\s+på"
            r"(?:\s+(?:denna|detta|den här|det här)(?:\s+\w+)?|\s+just nu)?",
            # The verb after "now": "Just nu tittar 6 personer på den här".
            r"\bjust nu\s+(?:tittar|kollar)\s+{n}\s*(?:personer|besökare|kunder)(?:\s+på"
            r"(?:\s+(?:denna|detta|den här|det här)(?:\s+\w+)?)?)?",
            r"{n}\s*(?:personer|besökare|användare)\s+(?:är\s+)?online",
            # A gym's live occupancy: "Just nu på gymmet Haga: 42 personer", "42 tränar just nu";
            # a count that a noun of its own follows is what the gym has ("12 nya löpband").
            r"\b(?:just\s+)?nu\s+(?:på|i)\s+(?:gymmet|klubben|hallen|badet)(?:\s+[\w-]+)?\s*:?\s*{n}"
            r"(?:\s*(?:personer|medlemmar|klättrare|besökare|gäster|badgäster|simmare))?"
            r"(?!\s*[^\W\d_])",
            r"{n}\s*(?:personer|medlemmar)?\s*tränar\s+(?:just\s+)?nu",
            r"{n}\s*(?:sålda|sålt|köpta|beställningar)\s+(?:idag|i dag|den här veckan"
            r"|de senaste\s+(?:{n}\s*)?timmarna)",
            r"\b(?:bara|endast|enbart)\s+{n}\s*(?:st\s+)?kvar(?:\s+i lager)?",
            r"{n}\s*(?:personer|kunder)\s+(?:har\s+)?(?:köpt|köpte|beställt)(?:\s+(?:denna|detta"
            r"|den här|det här)(?:\s+[^\W\d_]+)?)?(?:\s+(?:idag|i dag|(?:den\s+)?senaste timmen"
            r"|de senaste\s+(?:{n}\s*)?timmarna))?",
            r"\bvisad\s+{n}\s*gånger\b",
            # A paywall's count of the free articles left, one fewer at each article read:
            # "Du har 2 gratisartiklar kvar den här månaden".
            r"{n}\s+(?:gratisartiklar|gratisartikel|(?:gratis|fria|kostnadsfria)\s+artiklar)\s+kvar\b"
            r"(?:\s+(?:den\s+här|denna)\s+(?:månaden|månad|veckan|vecka))?",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+stjärnor)?|stjärnor)\b",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*(?:baserat på\s+)?{n}\s*"
            r"(?:recensioner|omdömen|betyg|röster)\b[)\]]?",
        ),
        number=(
            r"\bdu är besökare\s*(?:nr\.?\s*|nummer\s*)?{n}",
            r"\bbesökare\s*(?:nr\.?|nummer|#)\s*{n}",
            r"\b(?:ordernummer|order\s*(?:nr\.?|#)|beställning\s*(?:nr\.?|#))\s*:?\s*{n}",
            r"\bbesöksräknare\s*:?\s*{n}",
        ),
        timestamp=(UPDATED_AT, DELIVERED_ON),
    ),
    "da": Language(
        words=(
            "siden nu slutter udløber tilbage personer besøgende kunder brugere online solgt købt "
            "ordrer stjerner anmeldelser bedømmelser stemmer ordrenummer ordre bestilling har "
            "bestil levering leveres modtag modtages ventetid ventetiden træner sendt afsendt"
        ),
        delivers=(
            r"(?:(?:forventet\s+)?levering|leveres|modtages|modtag)"
            r"(?:\s+(?:d\.|den|på|mellem|senest))?"
        ),
        out_of="ud af|af",
        unit=r"sekunder|sekund|sek\.?|s|minutter|minut|min\.?|timer|time|t|dage|dag|d|uger|uge"
        r"|måneder|måned",
        updated=r"(?:senest\s+)?(?:opdateret|ændret|offentliggjort|set|aktiv|solgt)"
        r"(?:\s+(?:den|kl\.?))?:?",
        relative=(
            r"(?:\b{upd}\s*)?(?:\bfor\s+)?(?:cirka\s+|over\s+)?{n}\s*(?:{unit})\s+siden\b",
            r"(?:\b{upd}\s*)?\bfor\s+(?:et|en|få)\s+"
            r"(?:sekunder|sekund|minutter|minut|timer|time|dage|dag|uger|uge|måneder|måned)"
            r"\s+siden\b",
            r"\b{upd}\s*lige nu\b",
        ),
        countdown=(
            r"\bbestil\s+(?:inden for|indenfor|inden)\s+(?:de næste\s+)?{dur}",
            r"\b(?:(?:tilbuddet|kampagnen|udsalget)\s+)?(?:slutter|udløber)\s+om\s+{dur}",
            r"{dur}\s+tilbage\b",
            r"\btid tilbage\s*:\s*{dur}",
        ),
        counter=(
            # A gym's live occupancy: "Lige nu i centret: 42 personer", "42 træner lige nu"; a
            # count that a noun of its own follows is what the gym has ("12 nye løbebånd").
            r"\b(?:lige\s+)?nu\s+(?:i|på)\s+(?:centret|centeret|centrene|klubben|hallen)"
            r"(?:\s+[\w-]+)?\s*:?\s*{n}(?:\s*(?:personer|medlemmer))?(?!\s*[^\W\d_])",
            r"{n}\s*(?:personer|medlemmer)?\s*træner\s+(?:lige\s+)?nu",
            # A support line's queue, told live: "Ventetid lige nu: ca. 7 min".
            r"\b(?:ventetiden|ventetid)\s*(?:lige nu\s*)?(?:er\s+)?(?:på\s+)?:?\s*"
            r"(?:ca\.?\s+|cirka\s+|omkring\s+|under\s+|over\s+)?{n}\s*(?:minutter|min)\b\.?",
            r"{n}\s*(?:personer|besøgende|kunder)\s+(?:kigger|ser)\s+på"
            r"(?:\s+(?:denne|dette|den her|det her)(?:\s+\w+)?|\s+lige nu)?",
            r"{n}\s*(?:personer|besøgende|brugere)\s+(?:er\s+)?online",
            r"{n}\s*(?:solgt|købt|ordrer)\s+(?:i dag|denne uge|de seneste\s+(?:{n}\s*)?timer)",
            # A shop's tally of what it sent off today, which grows with each order: "I dag har
            # vi sendt 143 buketter", "143 ordrer afsendt i dag".
            r"\bi dag har vi\s+(?:allerede\s+)?(?:sendt|afsendt|leveret|pakket)\s+(?:allerede\s+)?"
            r"{n}\s*(?:ordrer|pakker|buketter|bestillinger)\b",
            r"{n}\s*(?:ordrer|pakker|buketter|bestillinger)\s+(?:sendt|afsendt|leveret)\s+i dag\b",
            r"\b(?:kun|blot)\s+{n}\s*(?:stk\.?\s+|ledige\s+)?(?:pladser\s+|plads\s+)?tilbage"
            r"(?:\s+på lager)?",
            r"{n}\s*(?:personer|kunder|brugere)\s+har\s+(?:købt|bestilt|booket)"
            r"(?:\s+(?:denne|dette|den|det)\s+[^\W\d_]+)?(?:\s+(?:i dag|denne uge))?",
            # A paywall's count of the free articles left, one fewer at each article read:
            # "Du har 2 gratis artikler tilbage denne måned".
            r"{n}\s+gratis\s*artikler?\s+tilbage\b(?:\s+denne\s+måned)?",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+stjerner)?|stjerner)\b",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*(?:baseret på\s+)?{n}\s*"
            r"(?:anmeldelser|bedømmelser|stemmer)\b[)\]]?",
        ),
        number=(
            r"\b(?:du er\s+)?besøgende\s*(?:nr\.?|nummer|#)\s*{n}",
            r"\b(?:ordrenummer|ordre\s*(?:nr\.?|#)|bestilling\s*(?:nr\.?|#))\s*:?\s*{n}",
        ),
        timestamp=(UPDATED_AT, DELIVERED_ON),
    ),
    "no": Language(
        words=(
            "siden nå slutter utløper avsluttes igjen personer besøkende kunder brukere pålogget "
            "online solgt kjøpt bestillinger stjerner anmeldelser vurderinger omtaler stemmer "
            "ordrenummer ordre bestilling bestill levering leveres mottas ventetid ventetiden "
            "trener"
        ),
        delivers=(r"(?:(?:forventet\s+)?levering|leveres|mottas)(?:\s+(?:den|på|mellom|innen))?"),
        out_of="av",
        unit=r"sekunder|sekund|sek\.?|s|minutter|minutt|min\.?|timer|time|t|dager|dag|d|uker"
        r"|uke|måneder|måned",
        updated=r"(?:sist\s+)?(?:oppdatert|endret|publisert|sett|aktiv|solgt)"
        r"(?:\s+(?:den|kl\.?))?:?",
        relative=(
            r"(?:\b{upd}\s*)?(?:\bfor\s+)?(?:ca\.?\s+|over\s+)?{n}\s*(?:{unit})\s+siden\b",
            r"(?:\b{upd}\s*)?\bfor\s+(?:ett|et|en|noen)\s+"
            r"(?:sekunder|sekund|minutter|minutt|timer|time|dager|dag|uker|uke|måneder|måned)"
            r"\s+siden\b",
            r"\b{upd}\s*akkurat nå\b",
        ),
        countdown=(
            r"\bbestill\s+(?:innen|i løpet av)\s+(?:de neste\s+)?{dur}",
            r"\b(?:(?:tilbudet|kampanjen|salget)\s+)?(?:slutter|utløper|avsluttes)\s+om\s+{dur}",
            r"{dur}\s+igjen\b",
            r"\btid igjen\s*:\s*{dur}",
        ),
        counter=(
            # A gym's live occupancy: "Akkurat nå på senteret: 42 personer", "42 trener nå".
            r"\b(?:akkurat\s+)?nå\s+(?:på|i)\s+(?:senteret|klubben|hallen|gymmet)"
            r"(?:\s+[\w-]+)?\s*:?\s*{n}(?:\s*(?:personer|medlemmer))?(?!\s*[^\W\d_])",
            r"{n}\s*(?:personer|medlemmer)?\s*trener\s+(?:akkurat\s+)?nå",
            # A support line's queue, told live: "Ventetid akkurat nå: ca. 7 min".
            r"\b(?:ventetiden|ventetid)\s*(?:akkurat nå\s*|nå\s*)?(?:er\s+)?(?:på\s+)?:?\s*"
            r"(?:ca\.?\s+|cirka\s+|omtrent\s+|under\s+|over\s+)?{n}\s*(?:minutter|min)\b\.?",
            r"{n}\s*(?:personer|besøkende|kunder)\s+(?:ser|kikker)\s+på"
            r"(?:\s+(?:denne|dette|den her|det her)(?:\s+\w+)?|\s+akkurat nå)?",
            r"{n}\s*(?:personer|besøkende|brukere)\s+(?:er\s+)?(?:pålogget|online)",
            r"{n}\s*(?:solgt|kjøpt|bestillinger)\s+"
            r"(?:i dag|denne uken|de siste\s+(?:{n}\s*)?timene)",
            r"\b(?:bare|kun)\s+{n}\s*(?:stk\.?\s+)?igjen(?:\s+på lager)?",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+stjerner)?|stjerner)\b",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*(?:basert på\s+)?{n}\s*"
            r"(?:anmeldelser|vurderinger|omtaler|stemmer)\b[)\]]?",
        ),
        number=(
            r"\b(?:du er\s+)?besøkende\s*(?:nr\.?|nummer|#)\s*{n}",
            r"\b(?:ordrenummer|ordre\s*(?:nr\.?|#)|bestilling\s*(?:nr\.?|#))\s*:?\s*{n}",
        ),
        timestamp=(UPDATED_AT, DELIVERED_ON),
    ),
    "fi": Language(
        words=(
            "osti tilasi sitten nyt päättyy jäljellä henkilöä ihmistä kävijää asiakasta katselee "
            "katsoo selaa käyttäjää paikalla verkossa online myyty ostettu tilausta varastossa "
            "tähteä tähdestä arvostelua arvosteluun arvostelut arviota arviot ääntä kävijä "
            "tilausnumero tilaus kävijälaskuri toimitus toimitetaan perillä tilaa jonotusaika "
            "arvioitu tilattu varattu tänään"
        ),
        delivers=(r"(?:(?:arvioitu\s+)?toimitus|toimitetaan|perillä)(?:\s+(?:viimeistään|noin))?"),
        unit=r"sekuntia|sekunnin|sekunti|sek\.?|s|minuuttia|minuutin|minuutti|min\.?|tuntia"
        r"|tunnin|tunti|h|t|päivää|päivän|päivä|pv|viikkoa|viikon|viikko|vk|kuukautta|kuukauden"
        r"|kuukausi|kk",
        updated=r"(?:viimeksi\s+)?(?:päivitetty|päivitetty viimeksi|muokattu|julkaistu|nähty"
        r"|aktiivinen|myyty):?",
        relative=(
            r"(?:\b{upd}\s*)?(?:noin\s+|yli\s+)?{n}\s*(?:{unit})\s+sitten\b",
            r"(?:\b{upd}\s*)?\b(?:minuutti|tunti|päivä|viikko|kuukausi|hetki|muutama\s+\w+)"
            r"\s+sitten\b",
            r"\b{upd}\s*juuri nyt\b",
        ),
        countdown=(
            r"\btilaa\s+(?:seuraavan\s+)?{dur}\s+(?:kuluessa|aikana|sisällä)",
            r"\b(?:(?:tarjous|kampanja|ale)\s+)?päättyy\s+{dur}\s+(?:kuluttua|päästä)",
            r"\b(?:(?:tarjous|kampanja|ale)\s+)?päättyy\s*:?\s*{dur}",
            r"{dur}\s+jäljellä\b",
            r"\baikaa jäljellä\s*:?\s*{dur}",
        ),
        counter=(
            # A support line's queue, told live: "Arvioitu jonotusaika noin 7 min".
            r"\b(?:arvioitu\s+)?jonotusaika\s*(?:tällä hetkellä\s*)?(?:on\s+)?:?\s*"
            r"(?:noin\s+|n\.\s*|arviolta\s+|alle\s+|yli\s+)?{n}\s*(?:minuuttia|min)\b\.?",
            r"{n}\s*(?:henkilöä|ihmistä|kävijää|asiakasta)\s+(?:katselee|katsoo|selaa)"
            r"(?:\s+(?:tätä tuotetta|tätä|juuri nyt))?",
            r"{n}\s*(?:henkilöä|kävijää|käyttäjää)\s+(?:paikalla|verkossa|online)",
            rf"{{n}}\s*(?:[^\W\d_]+\s+)??(?:{_FI_SOLD})\s+(?:{_FI_TODAY})",
            # The day first, the passive participle before the count: "Tänään tilattu 184
            # liittymää", "Tällä viikolla myyty 1 204 kpl".
            rf"\b(?:{_FI_TODAY})\s+(?:on\s+)?(?:{_FI_SOLD})\s+{{n}}(?:\s*(?:kpl|kertaa))?",
            r"\b(?:vain|enää)\s+{n}\s*(?:kpl\s+)?(?:jäljellä|varastossa)\b",
            r"{n}\s*(?:henkilöä|ihmistä|asiakasta)\s+(?:osti|on ostanut|tilasi)(?:\s+tämän"
            r"(?:\s+tuotteen)?)?(?:\s+(?:tänään|viimeisen\s+(?:{n}\s*)?(?:tunnin|vuorokauden)"
            r"\s+aikana))?",
        ),
        rating=(
            r"{r}\s*(?:/\s*5(?:\s+tähteä)?|tähteä|tähdestä)(?!\w)",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*{n}\s*(?:arvostelua|arvosteluun|arvostelut|arviota"
            r"|arviot|ääntä)(?!\w)[)\]]?",
        ),
        number=(
            r"\bolet kävijä\s*(?:nro\.?\s*|numero\s*)?{n}",
            r"\bkävijä\s*(?:nro\.?|numero|#)\s*{n}",
            r"\b(?:tilausnumero|tilaus\s*(?:nro\.?|#))\s*:?\s*{n}",
            r"\bkävijälaskuri\s*:?\s*{n}",
        ),
        timestamp=(UPDATED_AT, DELIVERED_ON + r"(?![.\s]*(?:asti|saakka))"),
    ),
    "cs": Language(
        words=(
            "před končí vyprší skončí zbývá zbývají zbývajících zbývající lidí lidé osob osoby "
            "krát zákazníků uživatelů návštěvníků prohlíží prohlížejí sleduje sledují "
            "online prodáno prodaných koupeno objednávek ks kusů kusy kus hvězdiček "
            "hvězdičky hodnocení recenzí recenze recenzi hlasů návštěvník jste "
            "objednávka objednávky počítadlo doručení dodání doručíme objednejte skladem skladě"
            " někdo zákazník zákaznice areálu bazénu posilovně sauně"
        ),
        delivers=(
            r"(?:(?:předpokládané\s+|očekávané\s+)?(?:doručení|dodání)|doručíme)"
            r"(?:\s+(?:v|ve|dne|mezi|od))?"
        ),
        out_of="z",
        unit=r"sekundami|sekundou|sekund|sek\.?|s|minutami|minutou|minut|min\.?|hodinami|hodinou"
        r"|hodin|hod\.?|h|dny|dnem|dní|dnů|den|d|týdny|týdnem|týdnů|týden|měsíci|měsícem"
        r"|měsíců|měsíc",
        updated=r"(?:naposledy\s+)?(?:aktualizováno|aktualizovány|aktualizována|upraveno|zveřejněno"
        r"|viděno|aktivní|prodáno)"
        r"(?:\s+v)?:?",
        relative=(
            r"(?:\b{upd}\s*)?\bpřed\s+(?:asi\s+|více než\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?\bpřed\s+(?:minutou|hodinou|dnem|týdnem|měsícem|chvílí|okamžikem)\b",
            r"\b(?:(?:nabídka|akce|sleva|výprodej)\s+)?(?:končí|skončí)\s+(?:dnes|zítra"
            r"|v\s+(?:pondělí|úterý|středu|čtvrtek|pátek|sobotu|neděli))(?!\w)",
        ),
        countdown=(
            r"\bobjednejte\s+(?:do|během|v průběhu)\s+(?:následujících\s+)?(?!\d{1,2}[:.]\d){dur}",
            r"\b(?:(?:nabídka|akce|sleva|výprodej)\s+)?(?:končí|vyprší|skončí)\s+za\s+{dur}",
            r"\b(?:zbývá|zbývají|zbývajících)(?:\s+(?:už jen|jen|pouze))?\s+{dur}",
            r"\bzbývající čas\s*:\s*{dur}",
        ),
        counter=(
            r"{n}\s*(?:lidí|lidé|osob|osoby|zákazníků|uživatelů)\s+(?:si\s+)?(?:právě\s+)?"
            r"(?:prohlíží|prohlížejí|sleduje|sledují)(?:\s+(?:tento produkt|tuto nabídku|právě))?",
            r"{n}\s*(?:lidí|osob|uživatelů|návštěvníků)\s+online",
            r"{n}\s*(?:prodáno|prodaných|koupeno|objednávek)\s+(?:dnes|tento týden"
            r"|za posledních\s+(?:{n}\s*)?hodin)",
            r"\b(?:poslední|zbývá|zbývají|už jen|pouze)\s+(?:už\s+)?(?:jen\s+|pouze\s+)?"
            r"(?:posledních\s+|poslední\s+)?{n}\s*"
            r"(?:ks|kusů|kusy|kus|(?:volných\s+|volná\s+|volné\s+)?(?:míst|místa|místo))\b"
            r"(?:\s+skladem)?",
            r"\b(?:právě\s+)?(?:si\s+)?(?:prohlíží|prohlížejí|sleduje|sledují)\s+(?:právě\s+)?{n}\s*"
            r"(?:lidí|lidé|osob|osoby|zákazníků|uživatelů)",
            r"\bdnes\s+(?:prodáno|koupeno)\s+{n}\s*(?:ks|kusů|kusy|kus)?",
            # A shop's tally of a product's sales so far: "Prodáno 113 ks", "Koupeno 14x za
            # posledních 24 hodin".
            r"\b(?:prodáno|koupeno)\s+(?:už\s+|již\s+)?{n}\s*(?:ks|kusů|kusy|kus|x|\u00d7)"
            r"(?:\s+za posledních\s+(?:{n}\s*)?hodin)?",
            r"{n}\s*(?:lidí|zákazníků|osob)\s+(?:si\s+)?(?:koupilo|zakoupilo|objednalo)"
            r"(?:\s+(?:tento produkt|toto))?(?:\s+(?:dnes|za poslední hodinu"
            r"|za posledních\s+(?:{n}\s*)?hodin))?",
            r"\bzobrazeno\s+{n}\s*(?:krát|x)(?!\w)",
            # A pool's or a gym's live occupancy: "Aktuálně v areálu: 143 návštěvníků", "Právě
            # v bazénu 37 osob"; the moment's word says it is one (a capacity says none).
            r"\b(?:aktuálně|právě|nyní|teď)\s+(?:je\s+)?(?:v|ve|na)\s+"
            r"(?:areálu|bazénu|posilovně|fitness|centru|sauně|hale|klubu)\s*:?\s*(?:je\s+)?{n}\s*"
            r"(?:návštěvníků|návštěvníci|lidí|lidé|osob|osoby|plavců|cvičících)?(?!\s*[^\W\d_])",
            # A purchase notification: another buyer and product at each load ("Před 3
            # minutami si někdo koupil Káva Keňa AA", "Zákazník z Brna si právě objednal ...").
            # A buyer is one of the moment only when, where from or "just now" says so: "Co si
            # zákazník objednal, vracíme" is a shop's promise, "Co když si někdo koupil
            # špatnou velikost?" an FAQ's question.
            r"\bpřed\s+{n}\s*(?:minutami|minutou|hodinami|hodinou|sekundami|vteřinami)\s+"
            r"(?:si\s+)?(?:někdo|zákazník|zákaznice)(?:\s+z\s+[^!?·•|\n]{1,40}?)?\s+(?:si\s+)?"
            r"(?:koupil|koupila|objednal|objednala|zakoupil|zakoupila)\b[^!?·•|\n]{0,100}",
            r"\b(?:někdo|zákazník|zákaznice)(?:\s+z\s+[^!?·•|\n]{1,40}?\s+(?:si\s+)?(?:právě\s+)?"
            r"|\s+(?:si\s+)?právě\s+)"
            r"(?:koupil|koupila|objednal|objednala|zakoupil|zakoupila)\b[^!?·•|\n]{0,100}",
            # A wholesaler's stock count after its stock words: "Skladem (2 480 ks)", "Na skladě:
            # 14 ks", "Poslední kusy (180 ks)"; the count goes, the state stays.
            rf"(?:(?<=skladem )|(?<=skladem: )|(?<=na skladě )|(?<=na skladě: )"
            rf"|(?<=poslední kusy ))\(?{{n}}\s*{STOCK_UNIT}\)?(?![\w,]|\.\d)",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+hvězdiček)?|hvězdiček|hvězdičky)(?!\w)",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*(?:na základě\s+)?{n}\s*"
            r"(?:hodnocení|recenzí|recenze|recenzi|hlasů)(?!\w)[)\]]?",
        ),
        number=(
            r"\bnávštěvník\s*(?:č\.|číslo|#)\s*{n}",
            r"\bjste\s+{n}\.?\s+návštěvník",
            r"\b(?:objednávka\s*(?:č\.|číslo|#)|číslo objednávky\s*:?)\s*{n}",
            r"\bpočítadlo návštěv\s*:?\s*{n}",
        ),
        timestamp=(UPDATED_AT, DELIVERED_ON),
    ),
    "ja": Language(
        # An app store rounds its count of ratings to myriads: "1.2万件の評価".
        multiples=multiples("ja"),
        words=(
            "検索結果 該当 "
            "入札 ウォッチ "
            "過去 閲覧 表示 前 たった今 ついさっき まで 残り あと 人が 販売 売れ 購入 注文 件 取得 "
            "レビュー 評価 口コミ クチコミ 人目 番号 訪問者数 アクセス お届け 配送 到着 発送 "
            "支援者 サポーター 達成 支援総額 応援購入総額"
            " 役に立った 参考になった 出荷"
            " 営業中 準備中 休憩中 営業は終了 混雑状況 待機人数 待ち人数 順番"
        ),
        delivers=(r"(?:最短\s*)?(?:お届け|配送|到着|発送)(?:予定)?日?"),
        unit=r"秒|分|時間|日|週間|か月|ヶ月|カ月|ケ月",
        updated=r"(?:最終)?(?:更新|投稿|販売)(?:日時)?[:\uff1a]?",
        relative=(
            RELATIVE_DELIVERY.format(rel="(?:最短\\s*)?(?:今日|明日|明後日)", dlv="{dlv}"),
            r"(?:{upd}\s*)?(?:約\s*)?{n}\s*(?:{unit})\s*前(?!まで|から|の|に(?!更新))"
            r"(?:に更新(?:されました)?)?",
            r"{upd}\s*(?:たった今|ついさっき)",
            # A shop's status from the clock ("ただいま営業中", "本日の営業は終了しました")
            # and how full it is right now ("店内の混雑状況: やや混雑"), which flip through
            # the day. Without a digit, so searched here.
            r"(?:ただいま|現在)\s*(?:営業中|準備中|休憩中)|本日の営業は終了(?:しました|いたしました)?",
            r"(?:店内の|現在の|ただいまの)?混雑状況\s*[:\uff1a]?\s*(?:空いています|空いている"
            r"|やや混雑(?:しています)?|大変混雑(?:しています)?|混雑(?:しています)?|満席(?:です)?)",
        ),
        countdown=(
            r"(?:終了|締切|セール終了|キャンペーン終了)まで(?:あと)?\s*[:\uff1a]?\s*{dur}",
            r"(?:残り|あと)\s*{dur}",
            # A delivery's cut-off: "3 時間 12 分以内にご注文の場合".
            r"{dur}\s*以内にご?注文",
        ),
        counter=(
            # A search's tally of what it found: "検索結果 1,284件", "該当件数 1,284件".
            r"(?:検索結果|該当件数|該当)\s*[:\uff1a]?\s*{n}\s*件",
            # An auction's live tallies: "入札 5件", "ウォッチ 12".
            # Not a wristwatch's name ("アップルウォッチ 9"): the word starts its own.
            r"(?:入札|(?<![\u30a0-\u30ff])ウォッチ)(?:数)?\s*[:\uff1a]?\s*{n}\s*(?:件|人)?",
            # "この商品", or what a listing shows: a category, a shop
            r"(?:現在\s*)?{n}\s*人が(?:この(?:商品|ページ|プラン|カテゴリー?|アイテム|ショップ|公演|イベント"
            r"|チケット|試合)を)?"
            r"(?:閲覧中|見ています|閲覧しています|チェック中)",
            # A registrar's or a shop's searches, counted live: "ただいま1,284人がドメインを検索中".
            # And who is looking at a listing: "現在8人がこの宿を見ています", "12人が閲覧中".
            r"(?:ただいま|ただ今|現在)?\s*{n}\s*人が(?:[^\s\d、。]{1,12}を)?(?:検索中|検索しています"
            r"|見ています|閲覧中|閲覧しています|検討中|検討しています)",
            r"{n}\s*人が(?:オンライン|カートに入れています)",
            # A ticket shop's waiting room: "待機人数 1,204人", "あなたの順番 318番目".
            r"(?:待機人数|待ち人数|お待ちの人数)\s*[:\uff1a]?\s*{n}\s*人",
            r"(?:あなたの)?順番\s*[:\uff1a]?\s*{n}\s*番目",
            # A shop's tally of the day's sales, said done or going on, and a room's or a
            # plan's bookings: "本日58個販売", "この24時間で17個売れています" (a pet food shop's),
            # "直近3日間で42件注文", "本日5件の予約がありました", "24時間以内に5件予約".
            r"(?:本日|今日|(?:(?:過去|この|直近)\s*)?{n}\s*(?:時間|日間?)(?:で|以内に))\s*{n}\s*"
            r"(?:個|件|点|名|袋|本)?の?\s*(?:販売|売れ(?:ました|ています|てます)|購入|注文|予約"
            r"|ご予約)",
            # An insurer's or a school's tally of today's requests: "本日の資料請求 128件".
            # A shop's tally of the day's parcels: "本日の出荷件数 128件", "本日の発送 42件".
            r"(?:本日|今日)の?\s*(?:資料請求|お申(?:し)?込み?|申込|お見積り?|見積り?|ご相談|相談"
            r"|お問い合わせ|問い合わせ|出荷|発送|ご注文|注文|受注)(?:件数|数)?\s*[:\uff1a]?\s*{n}\s*"
            r"(?:件|名|人|個)",
            # A hotel's rooms left: "残り2室", "あと3部屋".
            r"残り\s*{n}\s*(?:個|点|枠|席|名様|室|部屋)",
            r"あと\s*{n}\s*(?:室|部屋)",
            r"過去\s*{n}\s*(?:時間|日)(?:で|以内に)\s*{n}\s*(?:人|名)が?(?:購入|注文)(?:しました)?",
            # A marketplace's rounded tally: "過去1か月で300点以上購入されました".
            r"過去\s*{n}\s*(?:{unit})で\s*{n}\s*(?:点|個|件|人)以上(?:購入|注文)(?:されました)?",
            r"{n}\s*回(?:閲覧|表示)(?:されました)?",
            # A campaign's backers and how far it is to its goal, which move with each pledge:
            # "支援者 245人", "サポーター数 1,204人", "達成率 150%", "150%達成".
            r"(?:支援者|サポーター)(?:数)?\s*[:\uff1a]?\s*{n}\s*(?:人|名)?",
            r"(?:現在の)?(?:支援総額|応援購入総額)\s*[:\uff1a]?\s*{n}\s*円?",
            r"{n}\s*(?:人|名)の(?:支援者|サポーター)",
            r"達成率\s*[:\uff1a]?\s*{n}\s*%",
            r"{n}\s*%\s*達成",
            # A time sale's bar in shares: "72%販売済み", "72%が取得済み".
            r"{n}\s*%\s*が?\s*(?:販売済み?|売れました|取得済み|購入済み)",
        ),
        rating=(
            r"{n}\s*(?:件|個)の(?:レビュー|評価|口コミ|クチコミ)",
            # A seller's share of good ratings, which moves with each: "98%の高い評価".
            r"{n}\s*%\s*の高い評価",
            r"(?:レビュー|評価|口コミ|クチコミ)\s*[(\uff08]?\s*{n}\s*件\s*[)\uff09]?",
            r"評価\s*[:\uff1a]?\s*{r}",
            # A review's votes, one more at each reader's click.
            r"{n}\s*人(?:の(?:お客様|方|ユーザー))?が(?:(?:これ|このレビュー)が役に立ったと考えています"
            r"|参考になったと(?:回答|答えています))",
        ),
        number=(
            r"(?:あなたは\s*)?{n}\s*人目の(?:訪問者|お客様)(?:です)?",
            r"(?:注文番号|ご注文番号)\s*[:\uff1a]?\s*#?{n}",
            r"(?:訪問者数|アクセス数|アクセスカウンター)\s*[:\uff1a]?\s*{n}",
        ),
        timestamp=(UPDATED_AT, UPDATED_AFTER, DELIVERY_FIRST, r"(?:最短\s*)?" + DELIVERY_LAST),
        spaced=False,
    ),
    "zh": Language(
        # An app store rounds its count of ratings to myriads: "1.2万个评分".
        multiples=multiples("zh"),
        words=(
            "购买 購買 前 刚刚 剛剛 结束 結束 倒计时 倒計時 剩余 剩餘 还剩 還剩 人正在 人在 "
            "售 卖出 賣出 成交 销 銷 仅剩 僅剩 只剩 评 評 论 論 您是第 订单 "
            "訂單 访问量 訪問量 访客数 訪客數 送达 送達 到达 到達 到货 到貨 发货 發貨 已有 "
            "调用量 調用量"
        ),
        delivers=(
            r"(?:(?:预计|預計)\s*)?(?:送达|送達|到达|到達|到货|到貨|发货|發貨)(?:时间|時間|日期)?"
        ),
        unit=r"秒钟|秒鐘|秒|分钟|分鐘|小时|小時|天|周|週|星期|个月|個月",
        updated=r"(?:最后|最後)?(?:更新|发布|發佈|发表|發表)(?:于|於|时间|時間)?[:\uff1a]?",
        relative=(
            RELATIVE_DELIVERY.format(
                rel="(?:(?:预计|預計)\\s*)?(?:今天|明天|后天|後天)", dlv="{dlv}"
            ),
            r"(?:{upd}\s*)?{n}\s*(?:{unit})\s*(?:前|以前)(?!通知|取消|告知|支付|付款)(?:更新)?",
            r"{upd}\s*(?:刚刚|剛剛)|(?:刚刚|剛剛)更新",
        ),
        countdown=(
            r"(?:距(?:离)?(?:活动|活動|优惠|優惠)?(?:结束|結束)(?:还有|還有)?|倒计时|倒計時)\s*[:\uff1a]?\s*{dur}",
            r"(?:剩余|剩餘|还剩|還剩)\s*{dur}",
        ),
        counter=(
            r"{n}\s*(?:人正在|人在)(?:浏览|瀏覽|查看|观看|觀看)",
            r"{n}\s*人在线",
            r"(?:今日|今天)\s*(?:已)?\s*(?:售出|卖出|賣出|成交)\s*{n}",
            r"(?:已售|已售出|月销|月銷|销量|銷量)\s*[:\uff1a]?\s*{n}\s*(?:件|个|個|份|单|單)?",
            r"(?:仅剩|僅剩|只剩)\s*{n}\s*(?:件|个|個|份)",
            # A gym's, a clinic's or a class's tally of the day: "今日已有 63 位會員打卡".
            r"(?:今日|今天)\s*已有\s*{n}\s*(?:位|名|个|個)?\s*(?:會員|会员|客人|學員|学员|人)?\s*"
            r"(?:打卡|報名|报名|預約|预约|登記|登记|到訪|到访|購買|购买)",
            r"(?:过去|過去|最近)\s*{n}\s*(?:小时|小時|天)(?:内|內)?\s*有?\s*{n}\s*人(?:购买|購買|下单|下單)"
            r"(?:了)?",
            # A model platform's tally of the day or in all: "今日平台调用量 1,284,337,920 tokens".
            r"(?:今日|今天|累计|累計)(?:平台|全网|全網)?\s*(?:调用量|調用量)\s*[:\uff1a]?\s*{n}"
            r"\s*(?:tokens?|次)?",
        ),
        rating=(
            r"{n}\s*(?:条|條|个|個)?\s*(?:评价|評價|评论|評論|点评|點評|评分|評分)",
            r"(?:评分|評分)\s*[:\uff1a]?\s*{r}",
        ),
        number=(
            r"您是第\s*{n}\s*位(?:访客|訪客|访问者|訪問者)",
            r"(?:订单号|訂單號|订单编号|訂單編號)\s*[:\uff1a]?\s*#?{n}",
            r"(?<!月)(?:访问量|訪問量|访客数|訪客數)\s*[:\uff1a]\s*{n}",
        ),
        timestamp=(
            UPDATED_AT,
            UPDATED_AFTER,
            DELIVERY_FIRST,
            r"(?:(?:预计|預計)\s*)?" + DELIVERY_LAST,
        ),
        spaced=False,
    ),
    "ko": Language(
        words=(
            "구매 전 방금 종료까지 마감까지 남은 남음 남았 종료 명 오늘 재고 개 리뷰 "
            "후기 평가 평점 별점 번째 주문 방문자 도착 배송 조회 어제 최대 전체 "
            "상품의견 상품평 구매평"
            " 유용"
        ),
        delivers=(r"(?:도착|배송)\s*예정일?|도착일|도착"),
        unit=r"초|분|시간|일|주|개월|달",
        # "기준" after a time is "as of": "14:32 기준 재고 정보", a shop's stock as of a time.
        updated=r"(?:(?:마지막\s*)?(?:업데이트|수정|게시|판매)(?:됨|일)?|기준)[:\uff1a]?",
        relative=(
            RELATIVE_DELIVERY.format(rel="(?:오늘|내일|모레)", dlv="{dlv}"),
            r"(?:{upd}\s*)?(?:약\s*)?{n}\s*(?:{unit})\s*전(?!에|까지|부터|\s*통지|\s*알림)",
            r"(?:{upd}\s*)?방금\s*전(?!에)|{upd}\s*방금",
        ),
        countdown=(
            r"(?:종료까지|마감까지|남은 시간\s*[:\uff1a]?)\s*{dur}",
            r"{dur}\s*(?:남음|남았습니다|후 종료)",
        ),
        counter=(
            # What they look at may be said between, its object particle after a vowel or a
            # consonant: "5명이 이 페이지를 보고 있습니다", "87명이 이 상품을 보고 있어요".
            r"{n}\s*명(?:이|의 고객이)?\s*(?:이\s*(?:페이지|상품|강의|과정|강좌)[을를]\s*)?"
            r"(?:지금\s*)?"
            r"(?:보고 있|조회 중|보는 중|구경 중)(?:습니다|어요|음)?",
            # A school's or a clinic's tally of today's consultations: "오늘 상담 신청 17건".
            r"오늘\s*(?:상담|수강|방문)?\s*(?:신청|문의|예약|접수)\s*{n}\s*(?:건|명)",
            # A board's view count and a site's visitor widget: "조회 4,812", "조회수 312",
            # "오늘 37 어제 112 전체 128,419".
            r"조회수?\s*[:\uff1a]?\s*{n}(?!\s*(?:개월|년|일|회))",
            r"(?:오늘|어제)\s*(?:방문자?)?\s*[:\uff1a]?\s*{n}(?:\s*명)?(?:\s*[,\u00b7|]?\s*"
            r"(?:어제|최대|전체)\s*[:\uff1a]?\s*{n}(?:\s*명)?)+",
            r"{n}\s*명\s*(?:접속 중|온라인)",
            r"오늘\s*{n}\s*(?:개|건|명)?\s*(?:판매|구매|주문)",
            r"(?:재고|남은 수량)\s*[:\uff1a]?\s*{n}\s*개|{n}\s*개\s*남음",
            r"(?:지난|최근)\s*{n}\s*(?:시간|일)\s*동안\s*{n}\s*명이?\s*구매(?:했습니다|했어요|함)?",
        ),
        rating=(
            # a comparison site's count of opinions ("상품의견 1,234건", "상품평 512")
            r"(?:리뷰|후기|평가|상품의견|상품평|구매평)\s*[(\uff08]?\s*{n}\s*(?:개|건)?\s*[)\uff09]?",
            r"{n}\s*(?:개|건)의?\s*(?:리뷰|후기|평가|상품의견|상품평|구매평)",
            r"(?:평점|별점)\s*[:\uff1a]?\s*{r}",
            # A review's votes, one more at each reader's click.
            r"{n}\s*명이\s*(?:이\s*)?(?:리뷰|후기|평가)(?:가|를)\s*유용하다고\s*(?:평가함|평가했습니다|생각함)",
        ),
        number=(
            r"{n}\s*번째 (?:방문자|고객)",
            r"주문\s*번호\s*[:\uff1a]?\s*#?{n}",
            r"방문자\s*수\s*[:\uff1a]?\s*{n}",
        ),
        timestamp=(UPDATED_AT, UPDATED_AFTER, DELIVERY_FIRST, DELIVERY_LAST),
        spaced=False,
    ),
}


# A currency after a label's colon: its code, or a currency symbol of the table's signs with
# its country's letters ("US$", "$U", "S/"); not any character, as the equation's sides
# may have (the label's colon is none).
_SIGN_CHARACTERS = "".join(
    sorted(
        {
            character
            for currency in currencies.CURRENCIES
            for sign in (*currency.signs, *currency.before, *currency.after)
            for character in sign
            if unicodedata.category(character) == "Sc"
        }
    )
)
_SIGNED_CURRENCY = (
    rf"(?:(?-i:[A-Z]{{3}})|(?-i:[A-Z]{{1,3}})?[{re.escape(_SIGN_CHARACTERS)}]"
    r"(?:(?-i:[A-Z])(?![^\W\d_]))?|(?-i:[A-Z]{1,3})/\.?|zł|kr|kč|ft|lei"
    # and the roubles, the hryvnia, the tenge and the som as their shops write them after
    # the amount (a Belarusian bank's rate of the day, "3,2714 Br")
    r"|руб\.?|р\.|грн\.?|тг|сум|сўм|so['\u02bb\u2018\u2019]m|br(?![^\W\d_])"  # noqa: RUF001
    r"|din\.?|дин\.?)"
)


def _spelled(phrases: tuple[str, ...]) -> str:
    """A pattern of any of ``phrases`` as written, the longest first."""
    return "|".join(re.escape(phrase) for phrase in sorted(phrases, key=len, reverse=True))


def _labelled_rate(labels: tuple[str, ...]) -> str:
    """An exchange rate written as one amount after its label, then at most three words of
    its own and a colon ("Tipo de cambio referencial: S/ 3.752", "Wechselkurs heute: 1,0841
    CHF"): the rate of the day, a counter as the equation's is."""
    spelled = _spelled(labels)
    # Its thousands grouped by spaces where a currency is worth little: "12 650 so'm".
    number = r"(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d{1,7})(?:[.,]\d{1,6})?"
    amount = _RATE_SIDE.format(c=_SIGNED_CURRENCY, a=number)
    # Not the first side of an equation: EXCHANGE_RATE takes it, and the label stays.
    return (
        rf"(?<![^\W\d_])(?:{spelled})(?:\s[^\W\d_][\w.$/]{{0,15}}){{0,3}}\s?[:=]?\s?{amount}"
        r"(?!\s?[=\u2248])"
    )


def _clue(label: str) -> str:
    """The longest word of a label: a line that holds the label holds it."""
    return max(re.findall(r"[^\W\d_]+", label), key=len, default="")


def _first_word(phrase: str) -> str:
    """A phrase's first word: "new" of "new from" (its longest, "from", is on most pages)."""
    return next(iter(re.findall(r"[^\W\d_]+", phrase)), "")


def _marketplace_offers(phrases: tuple[str, ...]) -> str:
    """Other sellers' copies, counted, then the least of their prices (``words.
    MARKETPLACE_FROM``: "2 neu ab 24,80 €", "5 used from $4.99"): another count and price as
    sellers come and go, none of the shop's own offers. The count is no word's number: the
    product's own name may end in one ("PlayStation 5 neu ab 449 €")."""
    spelled = _spelled(phrases)
    amount = _RATE_SIDE.format(c=_SIGNED_CURRENCY, a=r"\d{1,7}(?:[.,]\d{1,3})*")
    return rf"(?<![\w.,]){words.NOT_A_NAMES_NUMBER}\d{{1,4}}\s(?:{spelled})\s?:?\s?{amount}"


def _add_counters(
    languages: dict[str, Language],
    table: dict[str, tuple[str, ...]],
    pattern: Callable[[tuple[str, ...]], str],
    clue: Callable[[str], str],
) -> None:
    """Each language's phrases of ``table`` as a counter of its own, searched in the lines
    that hold one of their ``clue`` words."""
    for code, phrases in table.items():
        if code in languages:
            language = languages[code]
            clues = {found for found in map(clue, phrases) if len(found) >= 3}
            # a word the language's own patterns hold already ("comentários") once
            clues -= set(language.words.split())
            languages[code] = language._replace(
                words=" ".join([language.words, *sorted(clues)]),
                counter=(*language.counter, pattern(phrases)),
            )


def _comment_counts(phrases: tuple[str, ...]) -> str:
    """A post's count of comments, before or after its word ("47 Kommentare", "Comments
    (12)", "Komentarze: 8"): one more with each reader who writes one."""
    spelled = _spelled(phrases)
    return (
        rf"(?<![\w.,]){{n}}\s?(?:{spelled})(?![^\W\d_])"
        rf"|(?<![^\W\d_])(?:{spelled})\s?[:(\[]?\s?{{n}}[)\]]?(?![\w.,]\d|\s?%)"
    )


def _free_spaces(roles: dict[str, tuple[str, ...]]) -> str:
    """A car park's count of free spaces, its capacity and its board's word for none left
    perhaps beside it (``words.FREE_SPACES``): "212 frei", "0 von 860 Plätzen frei",
    "Vollbelegt 0 von 860 Plätzen frei", "Posti liberi: 45"."""
    free, of, full = (_spelled(roles[role]) for role in ("free", "of", "full"))
    noun = _spelled(tuple(filter(None, roles["spaces"])))
    spaces = rf"(?:\s+(?:{noun})){'?' if '' in roles['spaces'] else ''}"
    capacity = rf"(?:\s*(?:{of})\s*{{n}}(?:\s+(?:{noun}))?)?"
    board = rf"(?:(?<![^\W\d_])(?:{full})\s*[\u00b7:,|\u2013-]?\s*)?"
    label = rf"(?:(?:{free})\s+(?:{noun})|(?:{noun})\s+(?:{free}))"
    # Not a limit's bound: "Kinder bis 6 frei" is who goes free, no count of spaces.
    bounds = "".join(rf"(?<!\b{re.escape(bound)} )" for bound in roles.get("bounds", ()))
    return (
        rf"{board}(?<![\w.,]){bounds}{{n}}{capacity}(?:\s+(?:{free}){spaces}|{spaces}\s+(?:{free}))"
        rf"{capacity}(?![^\W\d_])|(?<![^\W\d_]){label}\s*:\s*{{n}}(?![\w.,])"
    )


def _add_free_spaces(languages: dict[str, Language]) -> None:
    """Each language's ``words.FREE_SPACES`` as a counter of its own, searched in the lines
    that hold one of its free words."""
    for code, roles in words.FREE_SPACES.items():
        if code in languages:
            language = languages[code]
            clues = set(roles["free"]) - set(language.words.split())
            languages[code] = language._replace(
                words=" ".join([language.words, *sorted(clues)]),
                counter=(*language.counter, _free_spaces(roles)),
            )


# The word between a span's two times: "9:00 bis 18:00", "9.30 to 17.00", "10:00 a 20:00".
_UNTIL = r"(?:bis|to|till|until|til|tot|do|a|à|al|alle|hasta|até|às)\s"


def _days_at(language: str) -> str:
    """A post's time of day after today or yesterday ("Heute, 09:12", "Yesterday at 11:40
    PM"): its day's word changes at midnight. Not a span of hours ("Heute 09:00\u201318:00",
    "Heute 9:00 bis 18:00 Uhr": a shop's opening), which ``open_now`` reads."""
    days, ats = words.DAY_AT[language]
    day, at = _spelled(days), _spelled(ats)
    return (
        rf"(?<![^\W\d_])(?:{day}),?\s*(?:(?:{at})\s*)?(?<![\d:.])\d{{1,2}}(?:[:.]|h(?=\d))[0-5]\d"
        r"(?:\s*(?:[ap]\.?m\.?|uhr|h)(?![^\W\d_]))?(?!\d|\s?(?:[-\u2013\u2014]|"
        + _UNTIL
        + r")\s?\d)"
    )


def _add_days(languages: dict[str, Language]) -> None:
    """Each language's ``words.DAY_AT`` as a relative time of its own."""
    for code in words.DAY_AT:
        if code in languages:
            language = languages[code]
            clues = {_clue(day) for day in words.DAY_AT[code][0]} - set(language.words.split())
            languages[code] = language._replace(
                words=" ".join([language.words, *sorted(clue for clue in clues if clue)]),
                relative=(*language.relative, _days_at(code)),
            )


def with_counters(languages: dict[str, Language]) -> dict[str, Language]:
    """``languages`` (every module's, merged: a Russian or a Kazakh rate's label is in the
    world's) with each one's labels of a rate (``words.EXCHANGE_RATE_LABEL``) and words of
    a marketplace's offers (``words.MARKETPLACE_FROM``) and words of a post's comments
    (``words.COMMENTS``) as counters of their own."""
    found = dict(languages)
    _add_counters(found, words.EXCHANGE_RATE_LABEL, _labelled_rate, _clue)
    _add_counters(found, words.MARKETPLACE_FROM, _marketplace_offers, _first_word)
    _add_counters(found, words.COMMENTS, _comment_counts, _clue)
    _add_days(found)
    _add_free_spaces(found)
    return found
