"""A plan's limit and feature lines: marks, normalised lines and what a line is about."""

import pytest

from monitor.extract import features


@pytest.mark.parametrize(
    ("cell", "mark"),
    [
        ("✓", "✓"),
        ("✔", "✓"),
        ("✅", "✓"),
        ("✗", "✗"),
        ("×", "✗"),  # noqa: RUF001
        ("❌", "✗"),
        ("Yes", "✓"),
        ("Included", "✓"),
        ("Da", "✓"),  # Croatian
        ("Tidak", "✗"),  # Malay, Indonesian
        ("Áno", "✓"),  # Slovak
        ("नहीं", "✗"),  # Hindi
        ("No", "✗"),
        ("—", "✗"),
        ("-", "✗"),
        ("n/a", "✗"),
        ("Ja", "✓"),
        ("Nein", "✗"),
        ("Inklusive", "✓"),
        ("Oui", "✓"),
        ("Non", "✗"),
        ("Inclus", "✓"),
        ("Sí", "✓"),
        ("Incluido", "✓"),
        ("Sì", "✓"),
        ("Sim", "✓"),
        ("Não", "✗"),
        ("Nee", "✗"),
        ("Tak", "✓"),
        ("Nie", "✗"),
        ("Ingår", "✓"),
        ("Nej", "✗"),
        ("Inkluderet", "✓"),
        ("Nei", "✗"),
        ("Kyllä", "✓"),
        ("Ei", "✗"),
        ("Ano", "✓"),
        ("Ne", "✗"),
        ("○", "✓"),
        ("なし", "✗"),
        ("支持", "✓"),
        ("不支持", "✗"),
        ("포함", "✓"),
        ("미포함", "✗"),
        ("✓ Included", "✓"),
        ("✗ No incluido", "✗"),
        ("10 GB", None),
        ("Email and chat", None),
        ("", None),
        ("✓ SSO", None),
    ],
)
def test_a_cell_says_included_or_not(cell: str, mark: str | None) -> None:
    assert features.cell_mark(cell) == mark


@pytest.mark.parametrize(
    ("description", "mark"),
    [
        ("icon icon-check", "✓"),
        ("Uključeno", "✓"),
        ("Nije uključeno", "✗"),
        ("ikon tidak termasuk", "✗"),
        ("fa fa-times", "✗"),
        ("lucide-x-mark", "✗"),
        ("Included", "✓"),
        ("Not included", "✗"),
        ("not-included", "✗"),
        ("tick", "✓"),
        ("Nicht enthalten", "✗"),
        ("Inclus", "✓"),
        ("#icon-check", "✓"),
        ("#i-minus", "✗"),
        ("h-4 w-4 text-emerald-500", None),
        ("logo", None),
    ],
)
def test_an_icon_says_included_or_not(description: str, mark: str | None) -> None:
    assert features.icon_mark(description) == mark


@pytest.mark.parametrize(
    ("line", "listed", "normalised"),
    [
        ("Up to 4 seats", False, "Up to 4 seats"),
        ("25GB storage", False, "25 GB storage"),
        ("  50k   API calls / month ", False, "50k API calls / month"),
        ("Unlimited projects", False, "Unlimited projects"),
        ("Projets illimités", False, "Projets illimités"),
        ("Neobmedzené faktúry", False, "Neobmedzené faktúry"),  # words for unlimited
        ("Sınırsız kullanıcı", False, "Sınırsız kullanıcı"),  # noqa: RUF001
        ("Pengguna tanpa had", False, "Pengguna tanpa had"),
        ("असीमित उपयोगकर्ता", False, "असीमित उपयोगकर्ता"),
        ("Không giới hạn người dùng", False, "Không giới hạn người dùng"),
        ("✓ SAML SSO", False, "✓ SAML SSO"),
        ("SAML SSO ✔", False, "✓ SAML SSO"),
        ("× Priority support", False, "✗ Priority support"),  # noqa: RUF001
        ("✓ Up to 10 users", False, "Up to 10 users"),  # a limit with a tick is the limit
        ("Priority support", True, "✓ Priority support"),  # a card's list item
        ("Priority support", False, None),  # a sentence of a card is no feature
        ("For teams that ship every week.", False, None),
        ("x" * 200 + " 5 GB", False, None),
        ("•", True, None),
    ],
)
def test_a_feature_line_is_normalised(line: str, listed: bool, normalised: str | None) -> None:
    assert features.normalised(line, listed) == normalised


@pytest.mark.parametrize(
    ("one", "other", "same"),
    [
        ("Up to 4 seats", "Up to 2 seats", True),
        ("Up to 4 seats", "Unlimited seats", True),
        ("25 GB storage", "1 TB storage", True),
        ("✓ SAML SSO", "✗ SAML SSO", True),
        ("Bis zu 5 Nutzer", "Unbegrenzte Nutzer", True),
        ("25 GB storage", "25 GB bandwidth", False),
        ("✓ SAML SSO", "✓ Audit log", False),
    ],
)
def test_a_line_is_keyed_by_what_it_is_about(one: str, other: str, same: bool) -> None:
    assert (features.key(one) == features.key(other)) is same


@pytest.mark.parametrize(
    ("line", "prices", "found"),
    [
        # A plan worded as a sentence: each clause with a quantity, the price cut out.
        (
            "Basic costs $9 per month for 3 users, 10 GB storage.",
            [(12, 14)],
            ["per month for 3 users", "10 GB storage"],
        ),
        (
            "Gói Cơ bản — 99k/tháng: gửi tối đa 5.000 email mỗi tháng, 1 người dùng.",
            [],
            ["99k/tháng", "gửi tối đa 5.000 email mỗi tháng", "1 người dùng"],
        ),
        # A price with its unit or its saving is no sentence.
        ("$0.40 per 1,000 requests", [(0, 5)], []),
        ("Rp 99.000 Hemat 50%", [(0, 9)], []),
        ("$12 /month", [(0, 3)], []),
        # A sentence's clauses without a quantity state no limit.
        ("Team is $29 a month, billed yearly, cancel any time", [(8, 11)], []),
        # Scripts without spaces between words: their words counted by length, their clauses
        # parted at their own commas and colons.
        (
            "基础版每月¥99，包含3个用户、10GB存储空间和邮件支持。",  # noqa: RUF001 - full-width marks
            [(5, 8)],
            ["包含3个用户", "10GB存储空间和邮件支持"],
        ),
        (
            "ライトは月額¥980で、ユーザー3人、ストレージ10GBまでご利用いただけます。",
            [(6, 10)],
            ["ユーザー3人", "ストレージ10GBまでご利用いただけます"],
        ),
        (
            "แพ็กเกจเริ่มต้น ฿299 ต่อเดือน รวมผู้ใช้ 3 คน",
            [(16, 20)],
            ["ต่อเดือน รวมผู้ใช้ 3 คน"],
        ),
        # ... and still no sentence where they are a price's unit or its saving.
        ("¥980（税込）/月", [(0, 4)], []),  # noqa: RUF001 - full-width marks
        ("¥99/月，立省20%", [(0, 3)], []),  # noqa: RUF001 - full-width marks
        ("฿299 ต่อเดือน", [(0, 4)], []),
    ],
)
def test_a_sentence_states_its_limits_beside_its_price(
    line: str, prices: list[tuple[int, int]], found: list[str]
) -> None:
    assert features.besides(line, prices) == found


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Basic costs $9 per month", 4),
        ("包含3个用户", 3),  # 包含 / 个用 户: two characters a word
        ("ご利用いただけます", 5),
        ("ราคาต่อเดือน", 3),  # four characters a word
        ("Pro 版", 2),
    ],
)
def test_words_are_counted_by_length_where_a_script_puts_no_spaces(text: str, count: int) -> None:
    assert features.words(text) == count


@pytest.mark.parametrize(
    ("line", "sentence"),
    [
        ("Enterprise: contact sales", False),
        ("Our Enterprise plan adds SSO: contact sales", True),
        ("企业版提供单点登录，请联系销售", True),  # noqa: RUF001 - full-width marks
        ("联系销售", False),
        ("エンタープライズはお問い合わせください", True),
    ],
)
def test_a_sentence_has_five_words_however_its_script_parts_them(line: str, sentence: bool) -> None:
    assert features.sentence(line) is sentence
