"""Currencies as the world writes them: one table, in order of use.

Each currency has its ISO 4217 code and minor-unit exponent, the signs written on either side
of an amount, the local spellings written only before it (``Rs 499``) or only after it
(``499 грн``), and the regions (ISO 3166) and languages whose currency it is. A sign several
currencies write (``$``, ``kr``, ``¥``) is ambiguous: it stays a sign until a context names
the currency, and when none does it is most likely the first currency here that writes it
(the table is in order of foreign-exchange turnover, BIS 2022, then by use on the web).
"""

import functools
from dataclasses import KW_ONLY, dataclass
from typing import NamedTuple


@dataclass(frozen=True, slots=True)
class Currency:
    code: str
    exponent: int
    signs: tuple[str, ...] = ()
    _: KW_ONLY  # a row of the table below names its code, exponent and signs; the rest by name
    before: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    regions: tuple[str, ...] = ()
    languages: tuple[str, ...] = ()
    """Languages spoken mostly where this is the currency (``nb``, not ``en``)."""
    lowercase: bool = True
    """Whether the code written in lower case (``pln``) is this currency; ``ron`` is rum."""
    word: bool = False
    """The code is also a word or a name (``TRY``, ``PHP 8.2``, ``COP 28``): it is a currency
    only before or after an amount written as money (see ``money``)."""


_KR = ("kr", "kr.", "Kr", "Kr.")
# The rupee abbreviated in the letters of Telugu, Kannada, Malayalam, Gujarati and Punjabi.
_INDIC_RUPEE = ("రూ", "రూ.", "ರೂ", "ರೂ.", "രൂ", "രൂ.", "રૂ", "રૂ.", "ਰੁ", "ਰੁ.")
_SOM = ("so'm", "soʻm", "so‘m", "so’m")  # noqa: RUF001 - the o's mark, typographic or not
_UZS_AFTER = ("сум", "сўм", "сўмдан", *_SOM, *(som + "dan" for som in _SOM))
_XOF = ("SN", "CI", "ML", "BF", "BJ", "TG", "NE", "GW")
_XAF = ("CM", "GA", "CG", "TD", "CF", "GQ")
_EURO = ("AT", "BE", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV",
         "MT", "NL", "PT", "SI", "SK", "AD", "MC", "SM", "VA", "ME", "XK")  # fmt: skip

CURRENCIES: tuple[Currency, ...] = (
    Currency(
        "USD",
        2,
        ("$", "US$", "U$S"),
        before=("US $",),
        # Arabic's "dollar" alone is the US dollar; another's says whose ("دولار كندي").
        after=("دولار", "دولار أمريكي", "دولار امريكي", "$ US", "$US"),
        # Cambodia prices in dollars beside its riel ("$4.99" over "២០,០០០៛"), which has a
        # sign of its own: a "$" on a Cambodian page is the US dollar.
        regions=("US", "EC", "SV", "PR", "PA", "TL", "KH"),
    ),
    # The Baltic shops' "Eur" (capitalised as a word), and the euro's name where a page writes
    # it out, in the case a count takes: "9,99 Euro im Monat", "49 euros par mois", "10 euro al
    # mese", Finnish "29,90 euroa kuukaudessa", Estonian "9,99 eurot kuus", Latvian "9,99 eiro
    # mēnesī", Lithuanian "9,99 eurų per mėnesį".
    Currency(
        "EUR",
        2,
        ("€",),
        after=("Eur", "euro", "euros", "euroa", "eurot", "eiro", "eurų", "e"),
        regions=_EURO,
    ),
    Currency("JPY", 0, ("¥", "￥", "JP¥"), after=("円",), regions=("JP",), languages=("ja",)),
    Currency("GBP", 2, ("£",), after=("جنيه إسترليني",), regions=("GB", "UK", "IM", "JE", "GG")),
    Currency(
        "CNY", 2, ("¥", "￥", "CN¥", "RMB"), after=("元",), regions=("CN",), languages=("zh",)
    ),
    Currency("AUD", 2, ("A$", "AU$", "$"), after=("دولار أسترالي",), regions=("AU",)),
    Currency(
        "CAD",
        2,
        ("C$", "CA$", "CAN$", "$"),
        # Quebec writes whose dollar after the sign: "29,99 $ CA".
        after=("دولار كندي", "$ CA", "$CA", "$ CAN", "$CAN"),
        regions=("CA",),
        lowercase=False,
    ),
    # Swiss shops write the franc on either side: "Fr. 29.90", "29.90 Fr.".
    Currency("CHF", 2, ("SFr.", "Fr.", "Fr"), regions=("CH", "LI")),
    Currency("HKD", 2, ("HK$", "$"), regions=("HK",)),
    Currency("SGD", 2, ("S$", "SG$", "$"), regions=("SG",)),
    # The crowns' names a count takes, written out after an amount ("99 kronor i månaden").
    Currency("SEK", 2, _KR, after=("kronor",), regions=("SE",), languages=("sv",)),
    Currency("KRW", 0, ("₩",), after=("원",), regions=("KR",), languages=("ko",)),
    Currency("NOK", 2, _KR, after=("kroner",), regions=("NO", "SJ"), languages=("nb", "nn", "no")),
    Currency("NZD", 2, ("NZ$", "$"), regions=("NZ",)),
    # Hindi writes the rupee "रु", Tamil "ரூ" (in India and in Sri Lanka): the page says whose.
    # Devanagari spells it with the short or the long vowel sign ("रु", "रू"), Nepal mostly
    # with the long one. India's other scripts write it with their own letters: Telugu "రూ",
    # Kannada "ರೂ", Malayalam "രൂ", Gujarati "રૂ", Punjabi "ਰੁ"; a page in Marathi, Gujarati or
    # any of them is India's, where "Rs" and "रु" are the Indian rupee.
    Currency(
        "INR",
        2,
        ("₹",),
        before=("Rs", "Rs.", "₨", "रु", "रु.", "रू", "रू.", "ரூ", "ரூ.", *_INDIC_RUPEE),
        regions=("IN",),
        languages=("hi", "ta", "te", "kn", "ml", "mr", "gu", "pa", "or"),
    ),
    Currency("MXN", 2, ("MX$", "Mex$", "$"), regions=("MX",)),
    Currency("TWD", 2, ("NT$", "$"), after=("元",), regions=("TW",)),
    Currency("ZAR", 2, before=("R",), regions=("ZA",), languages=("af", "zu", "xh")),
    Currency("BRL", 2, ("R$",), regions=("BR",)),
    Currency("DKK", 2, _KR, after=("kroner",), regions=("DK", "GL", "FO"), languages=("da", "fo")),
    Currency("PLN", 2, after=("zł",), regions=("PL",), languages=("pl",)),
    Currency("THB", 2, ("฿",), after=("บาท",), regions=("TH",), languages=("th",)),
    # Hebrew abbreviates the shekel with a gershayim, which a keyboard types as a straight
    # double quote or two apostrophes ("149 ש"ח", "149 ש''ח"), or names it ("49 שקלים").
    Currency(
        "ILS",
        2,
        ("₪",),
        after=("ש״ח", 'ש"ח', "ש''ח", "שקלים", "שקל"),
        regions=("IL",),
        languages=("he", "iw"),
        lowercase=False,
    ),
    Currency("IDR", 2, before=("Rp", "Rp."), regions=("ID",), languages=("id",)),
    Currency("CZK", 2, after=("Kč",), regions=("CZ",), languages=("cs",)),
    Currency("AED", 2, ("د.إ", "Dhs"), after=("درهم",), regions=("AE",)),
    Currency(
        "TRY",
        2,
        ("₺",),
        after=("TL",),
        regions=("TR",),
        languages=("tr",),
        lowercase=False,
        word=True,
    ),
    Currency("HUF", 2, after=("Ft",), regions=("HU",), languages=("hu",)),
    Currency("CLP", 0, ("$",), regions=("CL",)),
    # "ريال" (riyal, rial) is the Saudi, Qatari and Omani currency's name alike.
    # U+20C1 is the riyal's sign of 2025.
    Currency(
        "SAR", 2, ("﷼", "ر.س", "\u20c1"), after=("ريال", "ريال سعودي"), regions=("SA",), word=True
    ),
    # Filipino shops write the code as a word too: "Php 1,299.00", "Php1,299", and the peso
    # sign without its strokes, "P1,299", as the naira's "N" (read only on a Philippine page).
    Currency(
        "PHP",
        2,
        ("₱",),
        before=("Php", "Php.", "P"),
        regions=("PH",),
        languages=("fil", "tl"),
        lowercase=False,
        word=True,
    ),
    Currency("MYR", 2, before=("RM",), regions=("MY",), languages=("ms",)),
    Currency("COP", 2, ("$", "COL$"), regions=("CO",), lowercase=False, word=True),
    Currency(
        "RUB",
        2,
        ("₽",),
        after=("руб.", "руб", "р."),  # noqa: RUF001 - Cyrillic, as Russian writes them
        regions=("RU",),
        languages=("ru",),
        lowercase=False,
    ),
    Currency("RON", 2, after=("lei",), regions=("RO",), languages=("ro",), lowercase=False),
    Currency("PEN", 2, before=("S/", "S/."), regions=("PE",), lowercase=False, word=True),
    # The Gulf's and the Levant's dinars: each its sign ("د.ك", "KD"), its name with its
    # country's adjective ("دينار كويتي"), and "دينار" alone, which the page's region decides.
    Currency("BHD", 3, ("BD", "د.ب"), after=("دينار", "دينار بحريني"), regions=("BH",)),
    Currency("BGN", 2, after=("лв", "лв."), regions=("BG",), languages=("bg",)),
    Currency("ARS", 2, ("$",), regions=("AR",), lowercase=False),
    Currency("UAH", 2, ("₴",), after=("грн", "грн."), regions=("UA",), languages=("uk",)),
    Currency("VND", 0, ("₫",), after=("đ", "VNĐ", "vnđ"), regions=("VN",), languages=("vi",)),
    # "جنيه" (pound) alone is the Egyptian pound (``AT_HOME``): the pound sterling is
    # "جنيه إسترليني".
    Currency("EGP", 2, ("E£", "ج.م"), after=("جنيه", "جنيه مصري"), regions=("EG",)),
    # Nigeria writes its naira's sign as a plain "N" where a keyboard lacks "₦": "N5,000".
    Currency("NGN", 2, ("₦",), before=("N",), regions=("NG",), languages=("ha", "yo", "ig")),
    Currency("KES", 2, before=("KSh", "Ksh", "KSh.", "Ksh."), regions=("KE",)),
    # Urdu writes the rupee's name on either side of the amount: "روپے 4,999", "4,999 روپے".
    Currency("PKR", 2, ("روپے",), before=("Rs", "Rs.", "₨"), regions=("PK",), languages=("ur",)),
    Currency(
        "BDT", 2, ("৳",), before=("Tk", "Tk."), after=("টাকা",), regions=("BD",), languages=("bn",)
    ),
    # Iran writes its prices in tomans ("299,000 تومان"), ten rials each, a unit ISO 4217 does
    # not list: they are recorded as "IRT", the code Iran's payment gateways and shop platforms
    # give the toman, with the amount as written. A shop that switches from tomans to rials
    # then reads as a currency change, not as a price ten times higher.
    Currency("IRR", 2, after=("ریال",), regions=("IR",), languages=("fa",)),
    Currency("IRT", 0, after=("تومان",), regions=("IR",), languages=("fa",)),
    # Afghanistan's afghani: its sign "؋" on either side, its name after the amount as Pashto
    # ("افغانۍ") and Dari ("افغانی") write it, "Afs" before.
    Currency(
        "AFN",
        2,
        ("؋",),
        before=("Afs", "Afs."),
        after=("افغانۍ", "افغانی"),
        regions=("AF",),
        languages=("ps",),
    ),
    Currency(
        "LKR",
        2,
        before=("Rs", "Rs.", "₨", "රු", "රු.", "ரூ", "ரூ."),
        regions=("LK",),
        languages=("si",),
    ),
    Currency("ISK", 0, _KR, after=("krónur",), regions=("IS",), languages=("is",)),
    Currency(
        "KZT",
        2,
        ("₸",),
        after=("тг", "тг.", "тенге", "теңге"),
        regions=("KZ",),
        languages=("kk",),
    ),
    Currency("QAR", 2, ("ر.ق", "QR"), after=("ريال", "ريال قطري"), regions=("QA",)),
    Currency("KWD", 3, ("د.ك", "KD"), after=("دينار", "دينار كويتي"), regions=("KW",)),
    # Oman writes "RO" (rial Omani) before an amount: "RO 12.500".
    Currency(
        "OMR", 3, ("ر.ع.", "ر.ع"), before=("RO",), after=("ريال", "ريال عماني"), regions=("OM",)
    ),
    Currency("JOD", 3, ("JD", "د.أ"), after=("دينار", "دينار أردني"), regions=("JO",)),
    Currency("IQD", 3, ("د.ع", "ع.د"), after=("دينار", "دينار عراقي"), regions=("IQ",)),
    Currency("LYD", 3, ("ل.د", "LD"), after=("دينار", "دينار ليبي"), regions=("LY",)),
    # Yemen's rial, the same word as the Saudi riyal: only a Yemeni page says it is this.
    Currency("YER", 2, ("ر.ي",), after=("ريال", "ريال يمني"), regions=("YE",)),
    # The Lebanese and Syrian pounds: "ليرة" (lira) alone is Lebanon's, the more used online.
    Currency(
        "LBP", 2, ("ل.ل", "L.L."), after=("ليرة", "ليرة لبنانية"), regions=("LB",), lowercase=False
    ),
    Currency("SYP", 2, ("ل.س",), after=("ليرة", "ليرة سورية"), regions=("SY",)),
    # "Dhs" and "درهم" (dirham) are the Emirati and the Moroccan dirham's alike; "DH" is
    # how Morocco writes its own.
    Currency(
        "MAD",
        2,
        ("Dhs",),
        after=("DH", "Dh", "درهم"),
        regions=("MA",),
        lowercase=False,
        word=True,
    ),
    Currency(
        "GEL",
        2,
        ("₾",),
        after=("ლარი",),
        regions=("GE",),
        languages=("ka",),
        lowercase=False,
        word=True,
    ),
    Currency("CRC", 2, ("₡",), regions=("CR",), lowercase=False, word=True),
    # Uruguay and the Dominican Republic write their pesos with a bare "$" at home too.
    Currency("UYU", 2, ("$U", "$"), regions=("UY",)),
    # Serbian and Macedonian write their codes in Cyrillic too: "2.499 РСД", "1.290,00 МКД".
    Currency(
        "RSD", 2, after=("дин.", "din.", "дин", "din", "РСД"), regions=("RS",), languages=("sr",)
    ),
    # Belarus writes "Br" on either side of an amount ("Br 59,90", "59,90 Br"), and its
    # rouble in Cyrillic after it, abbreviated as Russia abbreviates its own: the page
    # decides which rouble, as it decides a "$".
    Currency(
        "BYN",
        2,
        ("Br",),
        after=("бел. руб.", "руб.", "руб", "р."),  # noqa: RUF001 - Cyrillic
        regions=("BY",),
        # Most Belarusian shops are in Russian: a Russian page's "Br" is Belarus's; its
        # rouble's abbreviation stays Russia's, the first currency of the language.
        languages=("be", "ru"),
    ),
    # Uzbek writes its Latin "som" with a turned comma after the o, or an apostrophe (straight
    # or typographic), and its Cyrillic "сўм" with a short u; Russian writes "сум". A price
    # from an amount takes the ablative ending: "oyiga 530 000 so'mdan" (from ... a month).
    Currency(
        "UZS",
        2,
        after=_UZS_AFTER,
        regions=("UZ",),
        languages=("uz",),
    ),
    # Africa: West and Central Africa's two CFA francs are written alike ("5 000 FCFA"), and
    # the page's region decides which.
    Currency("GHS", 2, ("GH₵", "GH¢", "₵"), regions=("GH",)),
    Currency("TZS", 2, before=("TSh", "TSh.", "Tsh"), regions=("TZ",)),
    Currency("UGX", 0, before=("USh", "USh.", "Ush"), regions=("UG",)),
    Currency("RWF", 0, before=("FRw",), after=("Frw", "FRw"), regions=("RW",)),
    Currency("ETB", 2, before=("Br",), after=("ብር", "birr"), regions=("ET",), languages=("am",)),
    Currency(
        "XOF",
        0,
        after=("FCFA", "F CFA", "CFA", "F", "francs CFA", "franc CFA"),
        regions=_XOF,
        lowercase=False,
    ),
    Currency(
        "XAF", 0, after=("FCFA", "F CFA", "CFA", "F", "francs CFA", "franc CFA"), regions=_XAF
    ),
    Currency(
        "TND",
        3,
        ("د.ت",),
        after=("DT", "دينار", "دينار تونسي"),
        regions=("TN",),
        lowercase=False,
        word=True,
    ),
    # Algeria's "دج" (dinar jazaïri) is written without its point too.
    Currency(
        "DZD",
        2,
        ("د.ج", "دج"),
        after=("DA", "دينار جزائري"),
        regions=("DZ",),
        lowercase=False,
        word=True,
    ),
    # Latin America: "Q 199", "₲ 150.000", "B/. 25", "Bs. 250", "RD$ 1,500".
    Currency("GTQ", 2, before=("Q",), regions=("GT",), lowercase=False),
    # Paraguay writes its guaraní's "Gs." on either side: "Gs. 150.000", "150.000 Gs.".
    Currency("PYG", 0, ("₲", "Gs.", "Gs"), regions=("PY",), lowercase=False),
    Currency("PAB", 2, before=("B/.",), regions=("PA",), lowercase=False),
    Currency("BOB", 2, before=("Bs.", "Bs"), regions=("BO",), lowercase=False),
    Currency("VES", 2, before=("Bs.", "Bs", "Bs.S"), regions=("VE",), lowercase=False),
    Currency("DOP", 2, ("RD$", "$"), regions=("DO",), lowercase=False),
    Currency("JMD", 2, ("J$",), regions=("JM",), lowercase=False),
    Currency("TTD", 2, ("TT$",), regions=("TT",), lowercase=False),
    Currency("HNL", 2, regions=("HN",), lowercase=False),
    Currency("NIO", 2, regions=("NI",), lowercase=False),
    # Asia and the Caucasus.
    Currency("AZN", 2, ("₼",), after=("manat",), regions=("AZ",), languages=("az",)),
    # Armenian writes the dram's sign, its abbreviation or its name: "9 900 ֏", "12 500 դրամ".
    Currency("AMD", 2, ("֏",), after=("դր.", "դրամ"), regions=("AM",), languages=("hy",)),
    # Mongolian writes the tögrög's name, or its first syllable, after an amount: "29,900 төг".
    Currency(
        "MNT",
        2,
        ("₮",),
        after=("төг", "төг.", "төгрөг"),
        regions=("MN",),
        languages=("mn",),
        lowercase=False,
    ),
    # Khmer writes the riel's sign or its name after an amount: "២០,០០០៛", "២០,០០០ រៀល".
    Currency("KHR", 2, ("៛",), after=("រៀល",), regions=("KH",), languages=("km",)),
    # Myanmar's kyat: "Ks" on either side, or its name after Myanmar digits ("၁၂,၅၉၉ ကျပ်").
    Currency(
        "MMK", 2, ("Ks",), after=("Ks.", "ကျပ်"), regions=("MM",), languages=("my",), lowercase=False
    ),
    Currency("LAK", 2, ("₭",), after=("ກີບ",), regions=("LA",), languages=("lo",)),
    Currency(
        "NPR", 2, before=("Rs", "Rs.", "रु", "रु.", "रू", "रू."), regions=("NP",), languages=("ne",)
    ),
    Currency("MKD", 2, after=("ден", "ден.", "den", "МКД"), regions=("MK",), languages=("mk",)),
    # Bosnia's convertible mark, "KM" on either side ("49,90 KM", "KM 49,90"): a kilometre's
    # capitals elsewhere, so read only on a page of Bosnia or its languages
    # (``_LETTER_SIGN_PLACES``).
    Currency("BAM", 2, ("KM",), regions=("BA",), languages=("bs",), lowercase=False),
    Currency("MDL", 2, regions=("MD",), lowercase=False),
    # Kyrgyzstan's som ("690 сом/ай") and Tajikistan's somoni, after the amount. The som's
    # code is also kilograms' plural ("Weight: 1.48 KGS"): read only on a Kyrgyz page.
    Currency("KGS", 2, ("⃀",), after=("сом",), regions=("KG",), languages=("ky",), lowercase=False),
    Currency("TJS", 2, after=("сомонӣ", "сомони", "смн"), regions=("TJ",), languages=("tg",)),
    # Croatia's kuna, which its shops showed beside the euro through 2023 ("120,00 kn /
    # 15,93 €"); a knot's abbreviation elsewhere, so read only on a Croatian page.
    Currency("HRK", 2, after=("kn", "kn."), regions=("HR",), lowercase=False),
    # The lek's plural "lekë", also written without its diaeresis or in the singular ("Lek").
    Currency(
        "ALL", 2, after=("lekë", "leke", "lek"), regions=("AL",), languages=("sq",), word=True
    ),
    # Currencies whose name others share ("جنيه", "francs", "shillings", "rupees"): where
    # the page's region is theirs, the name is theirs.
    Currency("SDG", 2, ("ج.س",), after=("جنيه سوداني",), regions=("SD",)),
    Currency("CDF", 2, regions=("CD",), lowercase=False),
    Currency("GNF", 0, regions=("GN",), lowercase=False),
    Currency("BIF", 0, ("FBu",), regions=("BI",), lowercase=False),
    Currency("DJF", 0, ("Fdj",), regions=("DJ",), lowercase=False),
    Currency("XPF", 0, after=("F CFP", "FCFP"), regions=("PF", "NC", "WF"), lowercase=False),
    Currency("SOS", 2, regions=("SO",), lowercase=False),
    Currency("MUR", 2, before=("Rs", "Rs."), regions=("MU",), lowercase=False),
    Currency("SCR", 2, regions=("SC",), lowercase=False),
)


# Each currency's name in words, in the forms a count takes ("złoty", "złote", "złotych";
# "рубль", "рубля", "рублей"), as a page writes it after an amount: "49 złotych miesięcznie",
# "1,2 triệu đồng/tháng", "500 rupees per month". A name is a word first ("Rand Corporation",
# "5 pounds of coffee"): it is a currency only beside an amount read as a price (``money``).
# A name several currencies share ("dollars", "pesos", "francs", "dinars") is their sign,
# decided by the page as "$" is, most likely the first of them in the table's order. The
# names already written as local spellings ("kronor", "kroner", "euro", "lei") are those.
NAMES: dict[str, tuple[str, ...]] = {
    "USD": (
        "dollar",
        "dollars",
        "dólar",
        "dólares",
        "dolar",
        "dolary",
        "dolarów",
        "доллар",
        "доллара",
        "долларов",
        "đô la",
    ),
    "EUR": ("евро",),
    "JPY": ("yen",),
    "GBP": ("pound", "pounds"),
    "CNY": ("yuan", "юань", "юаня", "юаней"),
    "AUD": ("dollar", "dollars"),
    "CAD": ("dollar", "dollars"),
    "CHF": ("franc", "francs", "franken", "franchi"),
    "HKD": ("dollar", "dollars"),
    "SGD": ("dollar", "dollars"),
    "SEK": ("krona",),
    "KRW": ("won",),
    "NOK": ("krone",),
    "NZD": ("dollar", "dollars"),
    "INR": ("rupee", "rupees", "रुपये", "रुपए", "रुपया"),
    "MXN": ("peso", "pesos"),
    "ZAR": ("rand",),
    "BRL": ("reais",),
    "DKK": ("krone",),
    "PLN": ("złoty", "złote", "złotych", "zloty", "zlotych"),
    "THB": ("baht",),
    "ILS": ("shekel", "shekels"),
    "IDR": ("rupiah",),
    "CZK": ("koruna", "koruny", "korun"),
    "AED": ("dirham", "dirhams"),
    "TRY": ("lira",),
    "HUF": ("forint",),
    "CLP": ("peso", "pesos"),
    "SAR": ("riyal", "riyals"),
    "PHP": ("peso", "pesos", "piso"),
    "MYR": ("ringgit",),
    "COP": ("peso", "pesos"),
    "RUB": ("рубль", "рубля", "рублей", "ruble", "rubles", "rouble", "roubles"),
    "RON": ("leu",),
    "PEN": ("soles",),
    "BHD": ("dinar", "dinars"),
    "BGN": ("лев", "лева"),
    "ARS": ("peso", "pesos"),
    "UAH": ("гривня", "гривні", "гривень", "гривна", "гривны", "гривен", "hryvnia", "hryvnias"),
    "VND": ("đồng",),
    "EGP": ("pound", "pounds"),
    "NGN": ("naira",),
    "KES": ("shilling", "shillings"),
    "PKR": ("rupee", "rupees"),
    "BDT": ("taka",),
    "LKR": ("rupee", "rupees"),
    "QAR": ("riyal", "riyals"),
    "KWD": ("dinar", "dinars"),
    "OMR": ("rial", "rials"),
    "JOD": ("dinar", "dinars"),
    "IQD": ("dinar", "dinars"),
    "LYD": ("dinar", "dinars"),
    "MAD": ("dirham", "dirhams"),
    "UYU": ("peso", "pesos"),
    "RSD": ("dinar", "dinara", "динар", "динара"),
    "GHS": ("cedi", "cedis"),
    "TZS": ("shilling", "shillings"),
    "UGX": ("shilling", "shillings"),
    "RWF": ("franc", "francs"),
    "XOF": ("franc", "francs"),
    "XAF": ("franc", "francs"),
    "TND": ("dinar", "dinars"),
    "DZD": ("dinar", "dinars"),
    "GTQ": ("quetzal", "quetzales"),
    "PYG": ("guaraníes", "guaranies"),
    "BOB": ("bolivianos",),
    "VES": ("bolívares",),
    "DOP": ("peso", "pesos"),
    "CRC": ("colones",),
    "HNL": ("lempiras",),
    "NIO": ("córdobas",),
    "NPR": ("rupee", "rupees"),
    "SDG": ("pound", "pounds"),
    "CDF": ("franc", "francs"),
    "GNF": ("franc", "francs"),
    "BIF": ("franc", "francs"),
    "DJF": ("franc", "francs"),
    "XPF": ("franc", "francs"),
    "SOS": ("shilling", "shillings"),
    "MUR": ("rupee", "rupees"),
    "SCR": ("rupee", "rupees"),
}
# Spellings one currency writes everywhere and another only at home: "lei" is Romania's leu but
# on a Moldovan page Moldova's, "جنيه" Egypt's pound but on a Sudanese page Sudan's. The page's
# region decides, as for any shared sign; where nothing does, they are the first's (``usual``).
AT_HOME: dict[str, tuple[str, ...]] = {
    "MDL": ("lei", "leu"),
    "SDG": ("جنيه",),
    "DZD": ("دينار",),  # the Gulf's, Iraq's, Libya's and Tunisia's elsewhere
}
# Names that also weigh: "lose 100 pounds", "a 300 pound limit". Three digits alone do not
# make such an amount money; cents, a period or a word before it do ("100 pounds a month").
WEIGHT_NAMES = frozenset({"pound", "pounds"})

BY_CODE = {currency.code: currency for currency in CURRENCIES}
_REGIONS = {currency.code: currency.regions for currency in CURRENCIES}
# Spellings of one sign: "kr." and "￥" are the same signs as "kr" and "¥".
# The rupee's letters in Devanagari and Tamil are spellings of "Rs" too.
SAME_SIGN = {
    "kr.": "kr",
    "Kr": "kr",
    "Kr.": "kr",
    "￥": "¥",
    "Rs.": "Rs",
    "₨": "Rs",
    "रु": "Rs",
    "रु.": "Rs",
    "रू": "Rs",
    "रू.": "Rs",
    "ரூ": "Rs",
    "ரூ.": "Rs",
    **{letters: "Rs" for letters in _INDIC_RUPEE},
}


class Written(NamedTuple):
    """How one spelling reads: the currency (an ISO code, or the sign itself when several
    currencies write it), and on which side of the amount it may stand; ``minor``, whether it
    names the currency's hundredth (``ct``, ``öre``)."""

    currency: str
    leads: bool
    trails: bool
    word: bool
    minor: bool = False
    named: bool = False
    """A currency's name in words (``NAMES``)."""
    weight: bool = False
    """A name that is also a unit of weight (``pounds``)."""


# A currency's one letter is read only on a page in a language that writes it so, or in no
# language it names: in a Turkish page, "ECE R129" is a child seat's standard, not rand.
_LETTER_SIGN_LANGUAGES = {"R": frozenset({"en", "af", "zu", "xh"}), "Q": frozenset({"es"})}
# Nigeria's "N" (the naira's sign without its strokes: "N5,000"), a letter English writes
# before numbers for much else, is read only on a page whose locale says Nigeria (``en-NG``)
# or one of its languages (Hausa, Yoruba, Igbo).
# So is the CFA franc's "F" ("2 500 F / semaine"), on a page of West or Central Africa.
# So are the two letters the Gulf and the Levant write their dinars and rials with ("KD
# 12.500", "RO 9.900"), elsewhere a postcode's ("BD1 5SG"), an identifier's ("sms_01JD3W"),
# Romania's VAT number ("RO 12345678"): on a page of their country, or in Arabic.
_ARABIC_LETTERS = {"KD": "KW", "BD": "BH", "JD": "JO", "QR": "QA", "RO": "OM", "LD": "LY"}
_LETTER_SIGN_PLACES = {
    "N": (frozenset({"NG"}), frozenset({"ha", "yo", "ig"})),
    "P": (frozenset({"PH"}), frozenset({"fil", "tl"})),
    "F": (frozenset((*_XOF, *_XAF)), frozenset({"wo"})),
    # Finnish abbreviates the euro to its letter after the amount ("19,90 e/kk", "149 e"),
    # which elsewhere is a word ("e" is "and" in Italian and Portuguese) or a unit.
    "e": (frozenset({"FI"}), frozenset({"fi"})),
    **{sign: (frozenset({region}), frozenset({"ar"})) for sign, region in _ARABIC_LETTERS.items()},
    # Bosnia's shops write Croatian and Serbian as much as Bosnian, and tag their pages so.
    "KM": (frozenset({"BA"}), frozenset({"bs", "hr", "sr"})),
    "KGS": (frozenset({"KG"}), frozenset({"ky"})),
    **{
        kuna: (frozenset({"HR"}), frozenset({"hr"}))
        for kuna in ("kn", "Kn", "KN", "kn.", "Kn.", "KN.")
    },
}


def _capitals() -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Each sign written in small letters, in capitals as shops also write it ("KR 199", "KSH
    1,200", "RP 150.000", "1 290 KČ"), with the regions and languages of the currencies that
    write the sign. Only there: elsewhere capitals beside a number are a unit's or a
    standard's ("6 FT", "RS 485", "BS 5750", "KS 66044")."""
    places: dict[str, tuple[set[str], set[str]]] = {}
    # Capitals a currency writes itself ("DH"), or its code, are read as they are; so is a
    # local spelling after the amount in small letters, ``_cased`` already ("LEI").
    written = {*BY_CODE, *(form for c in CURRENCIES for form in (*c.signs, *c.before))}
    written.update(form for c in CURRENCIES for sign in c.after for form in _cased(sign))
    for currency in CURRENCIES:
        for sign in (*currency.signs, *currency.before, *currency.after):
            capitals = sign.upper()
            if capitals in written or not any(map(str.isalpha, sign)):
                continue
            if len(sign) == 1 and sign.isascii():  # as ``_cased``: "E" is no euro
                continue
            regions, languages = places.setdefault(capitals, (set(), set()))
            regions.update(currency.regions)
            languages.update(currency.languages)
            SAME_SIGN.setdefault(capitals, SAME_SIGN.get(sign, sign))
    return {sign: (frozenset(r), frozenset(lang)) for sign, (r, lang) in places.items()}


def read_in(spelling: str, languages: tuple[str, ...], regions: tuple[str, ...] = ()) -> bool:
    """Whether ``spelling`` is a currency on a page in ``languages`` (its document's), of
    ``regions`` (its locale's)."""
    places = _LETTER_SIGN_PLACES.get(spelling)
    if places is not None:
        return not places[0].isdisjoint(regions) or not places[1].isdisjoint(languages)
    allowed = _LETTER_SIGN_LANGUAGES.get(spelling)
    return allowed is None or not languages or not allowed.isdisjoint(languages)


def candidates(sign: str) -> tuple[str, ...]:
    """The ISO codes of the currencies that write ``sign``, most used first."""
    return _CANDIDATES.get(SAME_SIGN.get(sign, sign), ())


def usual(sign: str) -> str | None:
    """The currency a shared ``sign`` stands for where the page does not say: the first of
    its currencies, where the others write it only at home (``AT_HOME``)."""
    return _USUAL.get(sign)


def exponent(code: str) -> int | None:
    """ISO 4217's minor-unit exponent (``JPY`` 0, ``USD`` 2, ``KWD`` 3), for amounts given in
    minor units; None for a code not in the table."""
    currency = BY_CODE.get(code.upper())
    return None if currency is None else currency.exponent


@functools.cache  # asked of every price read: a page's few currencies, answered once
def thousandths(currency: str, regions: tuple[str, ...] = ()) -> bool:
    """Whether amounts in ``currency`` (a code, or a sign several currencies write) on a page
    of ``regions`` have three decimals: a sign where the currencies of those regions that
    write it all do, else where all that write it beyond their home do ("دينار", the dinar
    of Kuwait, Bahrain, Jordan, Iraq, Libya and Tunisia, but on an Algerian page Algeria's,
    of two; not "dinar", which Serbia writes too)."""
    codes = candidates(currency) or (currency,)
    local = [code for code in codes if not set(_REGIONS.get(code, ())).isdisjoint(regions)]
    abroad = [code for code in codes if currency.lower() not in AT_HOME.get(code, ())]
    return all(exponent(code) == 3 for code in local or abroad or codes)


def of_locale(tag: str) -> str | None:
    """The currency a language tag names (``nb-NO``, ``sv_SE``, ``ja``): its region's, else
    the currency of a language spoken mostly where it is used; ``en`` names none."""
    return next(iter(of_locale_all(tag)), None)


def of_language(code: str) -> tuple[str, ...]:
    """The currencies of the countries where a language (``nb``) is mostly spoken."""
    return _OF_LANGUAGE.get(code.lower(), ())


def of_region(region: str) -> str | None:
    """The currency of a region (``FI``: the euro), if known."""
    return _BY_REGION.get(region.upper())


def of_locale_all(tag: str) -> tuple[str, ...]:
    """The currencies a language tag may name, likeliest first: its region's, else those
    of a country where its language is mostly spoken (``ru``: the Russian rouble, then the
    Belarusian one)."""
    parts = tag.replace("_", "-").split("-")
    regions = [part.upper() for part in parts[1:] if len(part) == 2 and part.isalpha()]
    for region in regions:
        if region in _BY_REGION:
            return (_BY_REGION[region],)
    return of_language(parts[0])


def _candidates() -> dict[str, tuple[str, ...]]:
    """Each sign several currencies write, with their codes in the table's order."""
    found: dict[str, list[str]] = {}
    for currency in CURRENCIES:
        written = (*currency.after, *NAMES.get(currency.code, ()), *AT_HOME.get(currency.code, ()))
        for sign in (*currency.signs, *currency.before, *(f for w in written for f in _cased(w))):
            codes = found.setdefault(SAME_SIGN.get(sign, sign), [])
            if currency.code not in codes:
                codes.append(currency.code)
    return {sign: tuple(codes) for sign, codes in found.items() if len(codes) > 1}


def _spellings() -> dict[str, Written]:
    """Every spelling: codes (and lower-case codes), signs, local spellings, and a code
    written with an ambiguous sign (``SGD$``, ``NZD $``), which names the code."""
    sides: dict[str, tuple[str, bool, bool]] = {}
    for currency in CURRENCIES:
        code = currency.code
        spelled = [(code, True, True), *((sign, True, True) for sign in currency.signs)]
        spelled += [(sign, True, False) for sign in currency.before]
        spelled += [(form, False, True) for sign in currency.after for form in _cased(sign)]
        spelled += [
            (form.upper(), lead, trail)
            for form, lead, trail in spelled
            if form.upper() in _CAPITALS
        ]
        spelled += [(form, False, True) for name in NAMES.get(code, ()) for form in _cased(name)]
        if currency.lowercase:
            spelled.append((code.lower(), True, True))
        for written, leads, trails in spelled:
            sign = SAME_SIGN.get(written, written)
            name = sign if sign in _CANDIDATES else code
            _, led, trailed = sides.get(written, (name, False, False))
            sides[written] = (name, led or leads, trailed or trails)
    spellings = {
        written: Written(name, leads, trails, _needs_money(written))
        for written, (name, leads, trails) in sides.items()
    }
    for written, (name, _, _) in sides.items():
        if written in _NAME_FORMS:  # "dollars" is written alone, not "USD dollars"
            weight = written.lower() in WEIGHT_NAMES
            spellings[written] = spellings[written]._replace(word=True, named=True, weight=weight)
            continue
        for code in _CANDIDATES.get(name, ()):
            for space in ("", " "):
                spellings[code + space + written] = Written(code, True, False, False)
    for written, whole in MINOR_UNITS.items():
        spellings[written] = Written(whole, False, True, _needs_money(written), minor=True)
    return spellings


# A currency's hundredth, written after an amount: how energy and telephone tariffs give a
# unit's price ("32,45 ct/kWh", "53.35p per day", "89,5 öre/kWh", "28 cent per kWh", "43¢").
# The currency is the sign's where a sign is shared (øre: Danish or Norwegian kroner; cents:
# a dollar), decided by the page as the sign is. A letter's hundredth is a price only before
# what it is per (``money``): "18ct gold" is carats, "1080p" a resolution.
MINOR_UNITS = {
    "ct": "EUR",
    "Ct": "EUR",
    "ct.": "EUR",
    "Ct.": "EUR",
    "Cent": "EUR",
    "cent": "EUR",
    "Rappen": "CHF",
    "öre": "SEK",
    "øre": "kr",
    "p": "GBP",
    "cents": "$",
    "¢": "$",
    # A card fee's cents in one letter ("2.9% + 30c", "30c per transaction"); also a
    # temperature's or a chip's cores ("30c", "4c/8t"), so ``money`` reads it more narrowly.
    "c": "$",
}


def _cased(spelling: str) -> tuple[str, ...]:
    """A local spelling in lower case as shops also write it: capitalised (``1.279,90 Lei``,
    ``499 Грн``) and in capitals (``LEI``). Not a Latin letter alone: Finland's euro "e" in
    capitals is an energy class's or a count's word ("1.284.512 E-Mails")."""
    if not spelling[0].islower() or (len(spelling) == 1 and spelling.isascii()):
        return (spelling,)
    return tuple(dict.fromkeys((spelling, spelling[0].upper() + spelling[1:], spelling.upper())))


# Spellings that are also abbreviations or words: "Fr." is a franc, and Friday ("Fr. 12.") or
# Frau; "Tk 8.6" is a toolkit's version; "din" is "your" in Danish, Norwegian and Swedish;
# "2 Br / 1 Ba" is a flat's bedrooms; "Php 8.2" is a language's version.
_ABBREVIATIONS = frozenset({"Fr.", "Fr", "Tk", "Tk.", "din", "Br", "Php", "Php."})


def _needs_money(written: str) -> bool:
    """A code that is also a word, a one-letter sign (``R``) and an abbreviation are a
    currency only beside an amount written as money."""
    currency = BY_CODE.get(written)
    return (
        (currency is not None and currency.word)
        or (len(written) == 1 and written.isascii() and written.isalpha())
        or written in _ABBREVIATIONS
    )


_CAPITALS = _capitals()
_LETTER_SIGN_PLACES.update(_CAPITALS)
LETTER_SIGNS = frozenset(_LETTER_SIGN_LANGUAGES) | frozenset(_LETTER_SIGN_PLACES)
NO_SPELLING = Written("", leads=False, trails=False, word=False)
_NAME_FORMS = frozenset(form for names in NAMES.values() for name in names for form in _cased(name))
_CANDIDATES = _candidates()
_USUAL = {
    sign: codes[0]
    for sign, codes in _CANDIDATES.items()
    if all(sign.lower() in AT_HOME.get(code, ()) for code in codes[1:])
}
SPELLINGS = _spellings()
_BY_REGION = {region: c.code for c in reversed(CURRENCIES) for region in c.regions}
_OF_LANGUAGE = {  # each language's currencies in the table's order
    language: tuple(c.code for c in CURRENCIES if language in c.languages)
    for language in {language for c in CURRENCIES for language in c.languages}
}
