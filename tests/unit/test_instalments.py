"""An instalment is one share of a product's price: named so, in each language's words."""

import pytest

from monitor.extract import instalments, money
from tests.unit.test_extract import prices


@pytest.mark.parametrize(
    ("text", "price", "count"),
    [
        ("ou 10x de R$ 129,99 sem juros", "R$ 129,99", "10"),
        ("ou 10x R$ 129,99", "R$ 129,99", "10"),
        ("em até 12 parcelas de R$ 99,90", "R$ 99,90", "12"),
        ("6 cuotas sin interés de $2.166,50", "$2.166,50", "6"),
        ("o 12 cuotas de $23.333 sin interés", "$23.333", "12"),
        ("12 meses sin intereses de $416.58", "$416.58", "12"),
        ("Or 4 payments of R474.75 per month with PayFlex", "R474.75", "4"),
        ("Finanzierung: 3 Raten à 33,00 €", "33,00 €", "3"),
        ("ou 4x 112,50 € sans frais", "112,50 €", "4"),
        ("12 ay x ₺108,33 / ay taksit", "₺108,33", "12"),
        # The "x" written as the sign it stands for.
        ("9 taksit \u00d7 ₺2.055", "₺2.055", "9"),
        ("sau 12 rate \u00d7 416,67 Lei", "416,67 Lei", "12"),
        ("ou 10\u00d7 de R$ 129,99 sem juros", "R$ 129,99", "10"),
        ("Pagá en 6 cuotas s/interés de $ 24.999", "$ 24.999", "6"),
        ("12 cuotas sin recargo de $ 1.083", "$ 1.083", "12"),
        ("Hasta 6 cuotas s/recargo de $U 2.165", "$U 2.165", "6"),
        ("o 3 pagos sin recargo de $ 4.330", "$ 4.330", "3"),
        ("18 cuotas fijas sin interés de S/ 38.83", "S/ 38.83", "18"),
        ("ou 10x sem acréscimo de R$ 99,90", "R$ 99,90", "10"),
        ("em até 6 parcelas sem acréscimo de R$ 83,33", "R$ 83,33", "6"),
        # A surcharge that is a fee of its own, not a share: no count before it.
        ("Recargo por pago en cuotas: $ 250", "$ 250", None),
        ("o 3 plazos de 99 €", "99 €", "3"),
        ("or 6 monthly installments of $349", "$349", "6"),
        ("or 6 No Cost EMIs of ₹1,667", "₹1,667", "6"),
        ("3 EMIs of ₹16,667", "₹16,667", "3"),
        ("3 आसान किस्तों में ₹1,667", "₹1,667", "3"),
        ("Pay in 3 interest-free instalments of £40.00 with Clearpay", "£40.00", "3"),
        ("or 4 fortnightly payments of $30.00 with Afterpay", "$30.00", "4"),
        ("or 4 interest free payments of $12.50", "$12.50", "4"),
        ("of in 3 maandelijkse betalingen van € 170", "€ 170", "3"),
        ("nebo 3 splátky po 1 700 Kč", "1 700 Kč", "3"),
        ("nebo 10 bezúročných splátek po 499 Kč", "499 Kč", "10"),
        ("eller 3 rater à 1.665 kr.", "1.665 kr.", "3"),
        ("vagy 3 részletben 29 967 Ft", "29 967 Ft", "3"),
        ("vagy 6 kamatmentes részletben 14 990 Ft", "14 990 Ft", "6"),
        ("ή 3 άτοκες δόσεις των 199 €", "199 €", "3"),
        ("6 μηνιαίες δόσεις των 249 €", "249 €", "6"),
        ("Del betalingen op i 3 rentefrie rater á 99,67 kr.", "99,67 kr.", "3"),
        ("Dela upp i 3 räntefria delbetalningar à 333 kr", "333 kr", "3"),
        ("eller 12 rentefrie avdrag på 208 kr", "208 kr", "12"),
        ("sau 12 rate x 416,67 Lei fără dobândă", "416,67 Lei", "12"),
        ("în 10 rate lunare de 299,99 Lei", "299,99 Lei", "10"),
        # An adjective between the count and the word for the shares.
        ("Bezahle in 3 zinsfreien Raten von 33,33 € mit Klarna", "33,33 €", "3"),
        ("oder in 24 monatlichen Raten à 45,80 €", "45,80 €", "24"),
        ("Betaal in 3 rentevrije termijnen van € 33,33", "€ 33,33", "3"),
        ("Zaplaťte ve 3 bezúročných splátkách po 333 Kč", "333 Kč", "3"),
        ("lub 10 rat 0% po 99,90 zł", "99,90 zł", "10"),
        ("w 20 nieoprocentowanych ratach po 64,95 zł", "64,95 zł", "20"),
        # Southeast Asian marketplaces': the months, then "x" or "each month".
        ("Cicilan 0% 12 bulan x Rp15.750", "Rp15.750", "12"),
        ("Cicilan 0% 12x Rp15.750", "Rp15.750", "12"),
        ("atau 6 kali cicilan Rp 33.150", "Rp 33.150", "6"),
        ("Trả góp 0%: 12 tháng x 157.500 ₫", "157.500 ₫", "12"),
        ("Trả góp 12 kỳ, mỗi kỳ 157.500đ", "157.500đ", "12"),
        ("ผ่อน 0% 10 เดือน เดือนละ ฿129", "฿129", "10"),
        ("ผ่อนชำระ 6 งวด x ฿215", "฿215", "6"),
        ("Langganan 12 bulan Rp1.200.000", "Rp1.200.000", None),  # a term's price, no share
        ("Ansuran 0%: 3 bayaran RM66.33 dengan Atome", "RM66.33", "3"),
        ("Ansuran 0% 6 bulan x RM33.17", "RM33.17", "6"),
        ("atau 12 kali bayaran RM16.58", "RM16.58", "12"),
        ("Langganan 12 bulan RM199.00", "RM199.00", None),  # Malay: a term's price, no share
        ("Jumlah bayaran RM199.00", "RM199.00", None),  # the total to pay: no count
        # The product's price, even when instalments follow it or a count is near it.
        ("R$ 1.299,90 em até 10x sem juros", "R$ 1.299,90", None),
        ("por R$ 1.299,90", "R$ 1.299,90", None),
        ("Pack of 3: $12.99", "$12.99", None),
        ("Dimensions 85 x 59 cm, 449,99 €", "449,99 €", None),
        ("2024 x $19", "$19", None),
        # Turkish months of instalments without an "x", also in capitals with a dotted I.
        ("9 ay taksit 144,33 TL", "144,33 TL", "9"),
        ("9 AY TAKSİT: 144,33 TL", "144,33 TL", "9"),
        ("6 aylık taksit ₺216,50", "₺216,50", "6"),  # noqa: RUF001
        ("Peşin fiyatına 3 taksit 1.299,00 TL", "1.299,00 TL", None),  # noqa: RUF001 - cash price
        # Russian split payments and months, the "x" typed as a Cyrillic kha too; Kazakh,
        # Uzbek, Georgian and Armenian months.
        ("Долями: 4 платежа по 1 250 ₽", "1 250 ₽", "4"),
        ("12 платежей по 20 833 ₸", "20 833 ₸", "12"),
        ("Рассрочка 12 мес х 20 833 ₸", "20 833 ₸", "12"),  # noqa: RUF001
        ("12 ай x 20 833 ₸", "20 833 ₸", "12"),
        ("Muddatli to'lov: 12 oy x 350 000 so'm", "350 000 so'm", "12"),
        ("განვადება 12 თვე x 108 ₾", "108 ₾", "12"),
        ("12 ամիս x 10 900 ֏", "10 900 ֏", "12"),
        ("Гарантия 12 мес, 20 833 ₸", "20 833 ₸", None),  # a warranty's months, no share
        # A card's months with "по" (each), in Russian and Ukrainian.
        ("Рассрочка 12 мес. по 108,25 р.", "108,25 р.", "12"),  # noqa: RUF001
        ("Рассрочка на 10 месяцев по 84,90 руб.", "84,90 руб.", "10"),  # noqa: RUF001
        ("Оплата частинами: 4 платежі по 250 грн", "250 грн", "4"),
        ("Оплата частинами 10 платежів по 499 грн", "499 грн", "10"),
        ("Розстрочка 12 міс. по 999 грн", "999 грн", "12"),
        # A course's payment plan in French.
        ("ou 3 paiements mensuels de 179 €", "179 €", "3"),
        ("en 4 versements de 50,00 €", "50,00 €", "4"),
        # A course's split payments in Japanese, Chinese and Korean.
        ("分割払い 3回払い 各16,900円", "16,900円", "3"),
        ("3回払い（1回あたり16,900円）", "16,900円", "3"),  # noqa: RUF001
        ("分 3期 每期 ¥1,299", "¥1,299", "3"),
        ("分3期 每期 ¥1,299", "¥1,299", "3"),  # a word right before the count
        ("3개월 할부 월 16,900원", "16,900원", "3"),
        ("一括払い 49,800円", "49,800円", None),
        # An Israeli shop's card terms: "up to 12 interest-free payments of".
        ("או עד 12 תשלומים ללא ריבית של 207.50 ₪", "207.50 ₪", "12"),
        ("3 תשלומים בסך 99 ₪", "99 ₪", "3"),
        ("משלוח עד הבית 49 ₪", "49 ₪", None),
        ("אחריות 12 חודשים 149 ₪", "149 ₪", None),  # a term, no shares
        # The count after the amount, times it: a line's installation paid by the month.
        ("工事費は分割払いも可\uff08月々550円\u00d736回\uff09", "550円", "36"),
        ("開通工事費 月々 611円 \u00d7 36回", "611円", "36"),
        ("설치비 월 1,100원 x 36개월", "1,100원", "36"),
        ("安装费 每月¥50\u00d724期", "¥50", "24"),
        ("월 5,000원 \u00d7 12회", "5,000원", "12"),
        # Times that are sessions, not shares of a monthly amount: a pack of lessons.
        ("회당 45,000원 \u00d7 10회", "45,000원", None),
        ("1回 3,000円\u00d710回", "3,000円", None),
        ("体験レッスン 2,200円 x 4回", "2,200円", None),
        ("ヒカリ電話 月額 550円\u00d72回線まで", "550円", None),  # two lines, not two shares
        ("Wi-Fi 6 ルーター 8,800円 \u00d71台", "8,800円", None),
        ("Pack 3 \u00d7 10 pcs €9,90 x 2", "€9,90", None),
        ("по 20 833 ₸", "20 833 ₸", None),
    ],
)
def test_an_instalment_is_read_with_its_count(text: str, price: str, count: str | None) -> None:
    found = money.read_price(text[text.index(price) :])
    assert found is not None
    start = text.index(price)
    assert (
        instalments.count(text, start) or instalments.count_after(text, start + len(price))
    ) == count
    assert instalments.mentioned([text]) or count is None


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # The share is named as one; the prices beside it are the product's.
        (
            "<h1>Tênis Vento 3</h1><p>de R$ 1.499,00 por R$ 1.299,90</p>"
            "<p>ou 10x de <b>R$ 129,99</b> sem juros</p>",
            [
                ("Tênis Vento 3", "1499.00", "BRL", None),
                ("Tênis Vento 3", "1299.90", "BRL", None),
                ("Tênis Vento 3 (in 10 instalments)", "129.99", "BRL", None),
            ],
        ),
        # The count after the share: a fibre line's installation paid by the month is no
        # second monthly price of the plan.
        (
            '<html lang="ja"><h3>ホーム 1ギガ</h3><p>月額 5,720円</p>'
            "<p>工事費 19,800円\uff08月々550円\u00d736回\uff09</p></html>",
            [
                ("ホーム 1ギガ", "5720", "JPY", "month"),
                ("ホーム 1ギガ", "19800", "JPY", "once"),
                ("ホーム 1ギガ (in 36 instalments)", "550", "JPY", "month"),
            ],
        ),
        # A table's cells are prices of their own, whatever their row says.
        (
            "<table><tr><th>Plazo</th><th>Cuota</th></tr>"
            "<tr><td>12 cuotas de</td><td>$ 10.000 ARS</td></tr></table>",
            [("12 cuotas de", "10000", "ARS", None)],
        ),
    ],
)
def test_an_instalment_is_no_price_of_its_own(
    html: str, expected: list[tuple[str, str | None, str | None, str | None]]
) -> None:
    assert prices(html) == expected
