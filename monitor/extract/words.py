"""The words written around prices, per language: billing periods, what a price is per, stock
states, and the words that say which currency a page's prices are in.

Data only; ``monitor.extract.phrases`` builds its patterns from these tables. Words are
matched whole and in any letter case (``Per Month``); words of scripts written without
spaces (Japanese, Chinese) or with prefixes joined to them (Hebrew, Arabic) anywhere.
Turkish words with a dotless i are also listed with a dotted one, which is what
lower-casing their capitals gives ("AYLIK" → "aylik"); the tables ``phrases`` flattens
(``phrases._flat``) are read so without the listing. Periods are ``millisecond``,
``second``, ``minute``, ``hour``, ``day``, ``week``, ``month``, ``quarter``, ``year`` and
``once`` (a one-time price); one shorter than an hour only right after a price
(``monitor.extract.phrases``); availability
states are schema.org's. A word two languages write alike but mean differently by is listed
under both: the page's language decides (``monitor.extract.language``), else the language
listed first.
"""

# Cyrillic, Greek and Turkish letters that look like Latin ones are what these words are.
# ruff: noqa: RUF001

LANGUAGES = ("en", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "da", "no", "fi", "cs", "ja",
             "zh", "ko", "tr", "ru", "uk", "hu", "ro", "el", "he", "ar", "id", "vi",
             "th", "ms", "hi", "sk", "hr", "sl", "bg", "lt", "lv", "et", "is",
             "ca", "sr", "kk", "ka", "tl", "fa", "sw", "bn", "ur", "ne", "si",
             "uz", "az", "hy", "mn", "am", "sq", "mk", "km", "my", "ps",
             "ta", "te", "kn", "ml", "mr", "gu", "pa", "or",
             "lb", "fo", "eu", "gl", "cy", "mt", "be", "ga")  # fmt: skip

# What ends a label before its value: a colon, and the full-width one that Japanese and
# Chinese write ("ファミリーパック\uff1a\u00a535,200").
COLONS = (":", "\uff1a")

# What joins a price to its period or unit: "$9/mo", "9 € pro Monat", "99 kr i månaden".
CONNECTORS: dict[str, tuple[str, ...]] = {
    "en": ("/", "per", "a", "an", "every", "each"),
    # "alle 2 Wochen": every two weeks; "jeden Monat", "jedes Jahr": every month, year.
    # "pro angefangene Stunde": a parking or a court's hour, paid whole once begun.
    "de": (
        "/",
        "pro",
        "je",
        "im",
        "alle",
        "jeden",
        "jede",
        "jedes",
        "pro angefangene",
        "je angefangene",
    ),
    # Elided before a vowel, with a straight or a typographic apostrophe: "l'an", "all'anno".
    "fr": ("/", "par", "le", "la", "l'", "l’", "chaque", "tous les", "toutes les"),
    # Latin America writes "por" as an "x": "S/69.90 x mes", "Q 150 x 30 días".
    "es": ("/", "por", "al", "a la", "cada", "x"),
    "it": ("/", "al", "alla", "all'", "all’", "a", "per", "ogni"),
    "pt": ("/", "por", "ao", "à", "a cada", "cada"),
    "nl": ("/", "per", "elke"),
    "pl": ("/", "za", "na", "co", "za każdą", "za każdą rozpoczętą"),
    "sv": ("/", "per", "i", "om", "varje"),
    "da": ("/", "pr.", "per", "om", "i", "hver"),
    "no": ("/", "pr.", "per", "i", "hver"),
    "fi": ("/", "per", "joka"),
    "cs": ("/", "za", "na", "každý", "každé", "každých", "za každou", "za každou započatou"),
    "ja": ("/", "\uff0f", "毎"),  # the full-width slash, as Japanese text writes it
    "zh": ("/", "\uff0f", "每", "每个", "每個", "每位"),
    "ko": ("/", "매"),
    "tr": ("/", "başına", "her"),
    "ru": ("/", "в", "за", "на"),
    "uk": ("/", "на", "за"),
    "hu": ("/", "per"),
    "ro": ("/", "pe", "per"),
    # "κάθε μήνα", "κάθε 2 μήνες" (every); "την" is the article of the feminine periods
    # ("την ημέρα", "την εβδομάδα": a day, a week), "τη" before most consonants ("τη μέρα").
    "el": ("/", "ανά", "το", "τον", "την", "τη", "κάθε"),
    "he": ("/", "ל", "לכל", "בכל"),
    "ar": ("/", "في", "لكل", "كل"),
    "id": ("/", "per", "setiap"),
    "vi": ("/", "mỗi", "một"),
    "th": ("/", "ต่อ"),
    "ms": ("/", "per", "setiap"),
    "hi": ("/", "प्रति", "हर"),
    "sk": ("/", "za", "na", "každý"),
    "hr": ("/", "po", "na", "za", "svaki"),
    "sr": ("/", "по", "на", "за", "сваки", "сваког", "po", "na", "za", "svaki", "svakog"),
    "kk": ("/", "әр"),
    "ka": ("/", "ყოველ"),
    "tl": ("/", "kada", "bawat"),
    "fa": ("/", "در", "هر"),
    "sw": ("/", "kwa", "kila"),
    "bn": ("/", "প্রতি"),
    "ur": ("/", "فی", "ہر"),
    "sl": ("/", "na", "za", "vsak"),
    "bg": ("/", "на", "за", "всеки"),
    "lt": ("/", "per", "už", "kas"),
    "lv": ("/", "par", "uz", "katru", "ik"),
    "et": ("/", "iga"),
    "is": ("/", "á", "fyrir", "hvern"),
    "ca": ("/", "per", "al", "a l'", "a l’", "cada"),
    "ne": ("/", "प्रति"),
    "si": ("/",),
    # India's other scripts: "ప్రతి నెల", "ಪ್ರತಿ ತಿಂಗಳು", "ਪ੍ਰਤੀ ਮਹੀਨਾ", "ପ୍ରତି ମାସ" (per month);
    # Marathi and Gujarati also "दर" / "દર" (every): "दर महिन्याला", "દર મહિને".
    "ta": ("/",),
    "te": ("/", "ప్రతి"),
    "kn": ("/", "ಪ್ರತಿ"),
    "ml": ("/",),
    "mr": ("/", "प्रति", "दर"),
    "gu": ("/", "પ્રતિ", "દર"),
    "pa": ("/", "ਪ੍ਰਤੀ", "ਹਰ"),
    "or": ("/", "ପ୍ରତି"),
    # Uzbek "har oy", Azerbaijani "hər ay" and Armenian "ամեն ամիս": every month.
    "uz": ("/", "har", "ҳар"),
    "az": ("/", "hər"),
    "hy": ("/", "ամեն"),
    "mn": ("/",),
    "am": ("/",),
    # Albanian "në muaj" (in a month), "për përdorues" (per user); Macedonian's "по" (per:
    # "по корисник"); Khmer joins "per one" to its noun without a space: "ក្នុងមួយខែ".
    "sq": ("/", "në", "për", "çdo"),
    "mk": ("/", "по", "на", "за", "секој", "секоја", "секое"),
    "km": ("/", "ក្នុងមួយ", "រៀងរាល់"),
    # Burmese writes the period after a slash or as a word of its own ("လစဉ်": monthly).
    "my": ("/",),
    # Pashto "هره میاشت" (every month: "هر" before a feminine noun is "هره").
    "ps": ("/", "هر", "هره", "فی"),
    # Luxembourgish "am Mount" (in the month), "pro Joer"; Faroese "um mánaðin" (a month),
    # "um árið"; Basque writes the period as a case ending ("hilean"), after a slash or not.
    "lb": ("/", "am", "pro", "all"),
    "fo": ("/", "um", "fyri", "hvønn", "hvørt"),
    "eu": ("/",),
    # Galician "ao mes" (a month), Welsh "y mis" (the month: a month), "bob mis" (every),
    # Maltese joins its article to the noun ("fix-xahar", a words table's), Belarusian
    # "in a month" before its noun, Irish "in aghaidh na míosa" (against the month: per month).
    "gl": ("/", "ao", "á", "por", "cada"),
    "cy": ("/", "y", "yr", "bob", "fesul", "am"),
    "mt": ("/", "kull", "għal"),
    "be": ("/", "у", "ў", "за", "на"),
    "ga": ("/", "in aghaidh na", "in aghaidh an", "sa", "gach"),
}

# The connectors that say a count of periods comes round again ("every 2 weeks", "alle 2
# Wochen", "co 2 tygodnie", "per 4 weeks", "pr. 4 uger"), as "/" does ("¥99/3年"). Not "in",
# "za", "om", "i" or "por": with a count they name a time or a term ("Lieferbar in 3 Wochen",
# "za 2 tygodnie").
EVERY: dict[str, tuple[str, ...]] = {
    "en": ("every", "each", "per"),
    "de": ("alle", "pro", "je"),
    "fr": ("tous les", "toutes les", "chaque"),
    "es": ("cada",),
    "it": ("ogni",),
    "pt": ("a cada", "cada"),
    "nl": ("elke", "per"),
    "pl": ("co",),
    "sv": ("varje", "per"),
    "da": ("hver", "pr.", "per"),
    "no": ("hver", "pr.", "per"),
    "fi": ("joka", "per"),
    "cs": ("každý", "každé", "každých"),
    "ja": ("毎",),
    "zh": ("每",),
    "ko": ("매",),
    "tr": ("her",),
    "ru": (),
    "uk": (),
    "hu": ("per",),
    "ro": (),
    "el": ("ανά", "κάθε"),
    "he": ("בכל", "לכל"),
    "ar": ("كل", "لكل"),
    "id": ("setiap",),
    "vi": ("mỗi",),
    "th": ("ต่อ",),
    "ms": ("setiap",),
    "hi": ("हर", "प्रति"),
    "sk": ("každý",),
    "hr": ("svaki",),
    "sr": ("сваки", "сваке", "svaki", "svake"),
    "kk": ("әр",),
    "ka": ("ყოველ",),
    "tl": ("bawat", "kada"),
    "fa": ("هر",),
    "sw": ("kila",),
    "bn": ("প্রতি",),
    "ur": ("ہر", "فی"),
    "sl": ("vsak",),
    "bg": ("всеки",),
    "lt": ("kas",),
    "lv": ("katru", "ik"),
    "et": ("iga",),
    "is": ("hvern",),
    "ca": ("cada",),
    "ne": ("प्रति", "हरेक"),
    "sq": ("çdo",),
    "mk": ("секој", "секоја", "секое", "секои"),
    "km": ("រៀងរាល់",),
    "ps": ("هر", "هره"),
}

# What says how long a price's allowance lasts, before that count of periods: a telephone
# bundle's "valid for 30 days", "Validité : 7 jours", "Vigencia: 30 días" is its period, as
# "/ 30 days" is.
VALIDITY: dict[str, tuple[str, ...]] = {
    "en": ("valid for", "validity", "validity:"),
    "fr": ("valable", "valable pendant", "validité", "validité :", "validité:"),
    "es": ("válido por", "valido por", "vigencia", "vigencia:", "vigencia de"),
    "pt": ("válido por", "validade", "validade:", "validade de"),
    "sw": ("muda wa matumizi", "muda wa matumizi:", "muda", "muda:", "inadumu"),
    # A bundle's validity in Arabic and in Pashto: "الصلاحية: ٣٠ يوم", "اعتبار: ۳۰ ورځې".
    "ar": ("صالحة لمدة", "صالح لمدة", "الصلاحية", "الصلاحية:", "صلاحية"),
    "ps": ("اعتبار", "اعتبار:", "د اعتبار موده"),
    # India's and Sri Lanka's recharge packs: the native word, or "validity" in its letters.
    "hi": ("वैधता", "वैधता:", "वैलिडिटी", "वैलिडिटी:"),
    "mr": ("वैधता", "वैधता:", "व्हॅलिडिटी", "व्हॅलिडिटी:"),
    "te": ("వ్యాలిడిటీ", "వ్యాలిడిటీ:", "చెల్లుబాటు", "చెల్లుబాటు:"),
    "ta": ("வேலிடிட்டி", "வேலிடிட்டி:", "செல்லுபடி", "செல்லுபடி:", "செல்லுபடியாகும்"),
    "kn": ("ವ್ಯಾಲಿಡಿಟಿ", "ವ್ಯಾಲಿಡಿಟಿ:", "ಮಾನ್ಯತೆ", "ಮಾನ್ಯತೆ:"),
    "ml": ("വാലിഡിറ്റി", "വാലിഡിറ്റി:", "കാലാവധി", "കാലാവധി:"),
    "gu": ("વેલિડિટી", "વેલિડિટી:", "માન્યતા", "માન્યતા:"),
    "pa": ("ਵੈਧਤਾ", "ਵੈਧਤਾ:", "ਵੈਲੀਡਿਟੀ", "ਵੈਲੀਡਿਟੀ:"),
    "or": ("ବୈଧତା", "ବୈଧତା:"),
    "bn": ("মেয়াদ", "মেয়াদ:", "ভ্যালিডিটি", "ভ্যালিডিটি:"),
    "si": ("වලංගු කාලය", "වලංගු කාලය:"),
    # Thai, Indonesian, Malay, Vietnamese and Hebrew prepaid packs: "ใช้ได้ 30 วัน" (usable
    # for 30 days), "masa aktif 30 hari", "sah selama 30 hari", "thời hạn 30 ngày", "בתוקף
    # ל-30 יום".
    # No product's lifetime or shelf life: a bulb's or a filter's "อายุการใช้งาน 6 เดือน",
    # a food's "hạn sử dụng 12 tháng" (its expiry) say nothing of what the price is for.
    "th": ("ใช้ได้", "ใช้งานได้", "ระยะเวลาใช้งาน"),
    "id": ("masa aktif", "masa aktif:", "berlaku selama"),
    "ms": ("sah selama", "tempoh sah", "tempoh sah:"),
    "vi": ("thời hạn", "thời hạn:", "thời hạn sử dụng", "thời hạn sử dụng:"),
    "he": ("בתוקף ל-", "בתוקף למשך", "תוקף", "תוקף:"),
}

# Languages that put a space between syllables, not words: most Vietnamese words are two of
# them ("Doanh nghiệp", "truyền hình"), so a product's name of three words ("Bộ giải mã truyền
# hình 4K") is spaced as six.
SYLLABLE_SPACED = ("vi",)

# Languages that write a count of periods after the period's noun: Swahili's "kwa siku 30"
# (for 30 days), "kila miezi 3" (every 3 months).
COUNT_AFTER_NOUN = ("sw",)

# A case ending a language joins to an amount or its sign ("12 990 Ft-tól", "29 €:sta", "299
# TL'den": from 12 990 Ft): part of the amount's word, not a unit its period is per.
AMOUNT_ENDINGS: dict[str, tuple[str, ...]] = {
    "hu": ("-tól", "-től", "-ért", "-ig", "-os", "-es", "-ös", "-as"),
    "fi": (":sta", ":stä", ":n", ":lla", ":llä"),
    "tr": ("'den", "'dan", "'ten", "'tan", "’den", "’dan", "’ten", "’tan"),
    # "from" glued to the amount: "¥98起/月", "980円〜/月".
    "zh": ("起",),
    "ja": ("\u301c", "\uff5e"),
}

# Words that a script spacing no words joins to a period after a price: "from" ("¥99/月起",
# "980円/月から"), "only" and "and up" ("฿299/เดือนเท่านั้น"), and the "per" of a unit after
# the period ("฿149 ต่อเดือนต่อคน").
PERIOD_ENDINGS: dict[str, tuple[str, ...]] = {
    "zh": ("起",),
    "ja": ("から", "より"),
    "th": ("เท่านั้น", "ขึ้นไป", "ต่อ"),
}

# Small counts of periods written as words ("every four weeks", "alle vier Wochen"), and as
# ordinals where a language counts so ("hver fjerde uge": every fourth week, every 4 weeks).
COUNTS: dict[str, dict[int, tuple[str, ...]]] = {
    "en": {
        2: ("two", "second", "other"),
        3: ("three", "third"),
        4: ("four", "fourth"),
        6: ("six",),
        12: ("twelve",),
    },
    "de": {
        2: ("zwei", "zweite"),
        3: ("drei", "dritte"),
        4: ("vier", "vierte"),
        6: ("sechs",),
        12: ("zwölf",),
    },
    "fr": {2: ("deux",), 3: ("trois",), 4: ("quatre",), 6: ("six",), 12: ("douze",)},
    "es": {2: ("dos",), 3: ("tres",), 4: ("cuatro",), 6: ("seis",), 12: ("doce",)},
    "it": {2: ("due",), 3: ("tre",), 4: ("quattro",), 6: ("sei",), 12: ("dodici",)},
    "pt": {2: ("dois", "duas"), 3: ("três",), 4: ("quatro",), 6: ("seis",), 12: ("doze",)},
    "nl": {2: ("twee",), 3: ("drie",), 4: ("vier",), 6: ("zes",), 12: ("twaalf",)},
    "da": {
        2: ("to", "anden", "andet"),
        3: ("tre", "tredje"),
        4: ("fire", "fjerde"),
        6: ("seks",),
        12: ("tolv",),
    },
    "no": {
        2: ("to", "annen", "annet"),
        3: ("tre", "tredje"),
        4: ("fire", "fjerde"),
        6: ("seks",),
        12: ("tolv",),
    },
    "sv": {2: ("två",), 3: ("tre", "tredje"), 4: ("fyra", "fjärde"), 6: ("sex",), 12: ("tolv",)},
    "pl": {2: ("dwa", "dwie"), 3: ("trzy",), 4: ("cztery",)},
    "cs": {2: ("dva", "dvě"), 3: ("tři",), 4: ("čtyři",)},
    "el": {2: ("δύο",), 3: ("τρεις",), 4: ("τέσσερις",)},
}

# Period adjectives that a count right before makes a count of periods, not "every": Turkish
# "3 ayl\u0131k" (three-month: a quarter), "12 ayl\u0131k" (a year), "30 günlük" (thirty-day),
# Azerbaijani "6 ayl\u0131q". Not Hungarian "12 havi részlet": twelve monthly instalments.
COUNTED_PERIOD_WORDS: dict[str, tuple[str, ...]] = {
    "tr": ("günlük", "haftalık", "aylık", "yıllık"),
    "az": ("günlük", "həftəlik", "aylıq", "illik"),
}

# "Per" written after what a price is per, by languages whose grammar puts it there: Turkish
# (user per), Japanese "ユーザーあたり", Korean "사용자당" (joined to its noun), Finnish
# "käyttäjää kohden". A period word or noun follows: "ユーザーあたり月額", "사용자당 월".
PER_AFTER: dict[str, tuple[str, ...]] = {
    "tr": ("başına", "başı"),
    "ja": ("あたり", "当たり", "当り"),
    "ko": ("당",),
    "fi": ("kohden", "kohti"),
    "et": ("kohta",),
}

# "Per" before what a price is per, where a page writes both before the price ("Per user:
# $12/mo", "Pro Nutzer 9 € / Monat", "Par utilisateur 8 €/mois", "每位使用者每月 NT$199"): the
# words for "per" alone, not the connectors that are articles or say "every" ("a", "le").
PER_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("per",), "de": ("pro", "je"), "fr": ("par",), "es": ("por",), "it": ("per",),
    "pt": ("por",), "nl": ("per",), "pl": ("za", "na"), "sv": ("per",), "da": ("pr.", "per"),
    "no": ("pr.", "per"), "fi": ("per",), "cs": ("za", "na"), "sk": ("za", "na"),
    "zh": ("每", "每个", "每個", "每位"), "ru": ("за", "на"), "uk": ("за", "на"),
    "ro": ("pe", "per"), "el": ("ανά",), "hu": ("per",), "id": ("per",), "ms": ("per",),
    "vi": ("mỗi",), "th": ("ต่อ",), "bg": ("на", "за"), "lt": ("per", "už"), "ca": ("per",),
    "sq": ("për",), "mk": ("по",),
}  # fmt: skip

# What a price is per, the "per" part of the word itself: a Hungarian unit's "-nként" suffix
# ("felhasználónként havonta"), an Arabic one's prefixed "for the" ("للمستخدم شهرياً").
# No connector stands before it, and a period follows it. (Hebrew's "ל" is a connector.)
UNITS_WITH_PER: dict[str, tuple[str, ...]] = {
    "hu": ("felhasználónként", "licencenként", "helyenként", "tagonként", "eszközönként",
           "ügynökönként", "főnként", "munkatársanként"),
    "ar": ("للمستخدم", "للمقعد", "للعضو", "للوكيل", "للترخيص", "للموظف", "للجهاز"),
}  # fmt: skip

# "Per" after a count of a usage unit, where it is no period's "every": an overage's "1,000
# MAUごとに ¥300", "1,000件につき 50円" (besides ``PER_AFTER``'s "あたり").
COUNT_PER_AFTER: dict[str, tuple[str, ...]] = {
    "ja": ("ごとに", "毎に", "につき"),
}

# "Every" written after a count of periods, by languages whose grammar puts it there: a pet
# food subscription's "30日ごと", "4주마다", "4 viikon välein"; and what Swedish writes before
# an ordinal of the period ("var 4:e vecka", "var fjärde vecka": every fourth week).
EVERY_AFTER: dict[str, tuple[str, ...]] = {
    "ja": ("ごと", "毎に", "毎"),
    "ko": ("마다",),
    "fi": ("välein",),
}
EVERY_ORDINAL: dict[str, tuple[str, ...]] = {
    "sv": ("var",),
}

# Between what a price is per and its period: "pro Nutzer und Monat", "par poste et par mois".
JOINERS: dict[str, tuple[str, ...]] = {
    "en": ("and",),
    "de": ("und",),
    "fr": ("et",),
    "es": ("y",),
    "it": ("e",),
    "pt": ("e",),
    "nl": ("en",),
    "pl": ("i",),
    "sv": ("och",),
    "da": ("og",),
    "no": ("og",),
    "fi": ("ja",),
    "cs": ("a",),
    "ja": (),
    "zh": (),
    "ko": (),
    "tr": ("ve",),
    "ru": ("и",),
    "uk": ("і", "та"),
    "hu": ("és",),
    "ro": ("și", "si"),
    "el": ("και",),
    "he": (),
    "ar": ("و",),
    "id": ("dan",),
    "vi": ("và",),
    "th": (),
    "ms": ("dan",),
    "hi": ("और",),
    "sk": ("a",),
    "hr": ("i",),
    "sr": ("и", "i"),
    "kk": ("және",),
    "ka": ("და",),
    "tl": ("at",),
    "fa": ("و",),
    "sw": ("na",),
    "bn": ("এবং", "ও"),
    "ur": ("اور",),
    "sl": ("in",),
    "bg": ("и",),
    "lt": ("ir",),
    "lv": ("un",),
    "et": ("ja",),
    "is": ("og",),
    "ca": ("i",),
    "ps": ("او",),
}

# Periods named after a connector: "per month", "/Monat", "par an". A noun of one or two
# letters ("h", "an", "mo") is a period only after one.
PERIOD_NOUNS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        # A usage rate's: "$0.0000166667 per GB-second", "$0.0000000021 per ms".
        "millisecond": ("millisecond", "milliseconds", "ms"),
        "second": ("second", "seconds", "sec", "secs"),
        "minute": ("minute", "minutes", "min", "mins"),
        "hour": ("hour", "hours", "hr", "hrs", "h"),
        "day": ("day", "days"),
        "night": ("night", "nights"),
        "week": ("week", "weeks", "wk", "wks"),
        # A holiday let's or a pay cycle's two weeks: "£1,450 / fortnight".
        "2 weeks": ("fortnight", "fortnights"),
        "month": ("month", "months", "mo", "mos", "mon", "mth", "mths", "mnth"),
        "quarter": ("quarter", "quarters", "qtr"),
        "half-year": ("semester", "semesters"),
        "year": ("year", "years", "yr", "yrs", "annum", "academic year", "school year"),
    },
    "de": {
        "millisecond": ("Millisekunde", "Millisekunden", "ms"),
        "second": ("Sekunde", "Sekunden", "Sek.", "Sek"),
        "minute": ("Minute", "Minuten", "Min.", "Min"),
        "hour": ("Stunde", "Stunden", "Std.", "Std"),
        "day": ("Tag", "Tage"),
        "night": ("Nacht", "Nächte", "Übernachtung", "Übernachtungen"),
        "week": ("Woche", "Wochen", "Wo."),
        "month": ("Monat", "Monate", "Mon.", "Mo.", "Mt.", "mtl."),
        "quarter": ("Quartal", "Quartale"),
        "half-year": ("Semester",),
        "year": ("Jahr", "Jahre", "J.", "Jhr.", "Studienjahr", "Schuljahr"),
    },
    "fr": {
        "millisecond": ("milliseconde", "millisecondes", "ms"),
        "second": ("seconde", "secondes"),
        "minute": ("minute", "minutes", "min"),
        "hour": ("heure", "heures"),
        "day": ("jour", "jours", "j"),
        "night": ("nuit", "nuits", "nuitée", "nuitées"),
        "week": ("semaine", "semaines", "sem."),
        "2 weeks": ("quinzaine", "quinzaines"),
        "month": ("mois",),
        "quarter": ("trimestre", "trimestres"),
        "half-year": ("semestre", "semestres"),
        "year": ("an", "ans", "année", "années", "année scolaire", "année universitaire"),
    },
    "es": {
        "millisecond": ("milisegundo", "milisegundos", "ms"),
        "second": ("segundo", "segundos", "seg"),
        "minute": ("minuto", "minutos", "min"),
        "hour": ("hora", "horas"),
        "day": ("día", "días", "dia"),
        "night": ("noche", "noches"),
        "week": ("semana", "semanas"),
        "2 weeks": ("quincena", "quincenas"),
        "month": ("mes", "meses"),
        "quarter": ("trimestre",),
        "half-year": ("semestre", "semestres"),
        "year": ("año", "años", "curso académico", "año académico"),
    },
    "it": {
        "millisecond": ("millisecondo", "millisecondi", "ms"),
        "second": ("secondo", "secondi"),
        "minute": ("minuto", "minuti", "min"),
        "hour": ("ora", "ore"),
        "day": ("giorno", "giorni", "gg"),
        "night": ("notte", "notti"),
        "week": ("settimana", "settimane"),
        "month": ("mese", "mesi"),
        "quarter": ("trimestre",),
        "half-year": ("semestre", "semestri"),
        "year": ("anno", "anni", "anno accademico", "anno scolastico"),
    },
    "pt": {
        "millisecond": ("milissegundo", "milissegundos", "ms"),
        "second": ("segundo", "segundos", "seg"),
        "minute": ("minuto", "minutos", "min"),
        "hour": ("hora", "horas"),
        "day": ("dia", "dias"),
        "night": ("noite", "noites"),
        "week": ("semana", "semanas"),
        "2 weeks": ("quinzena", "quinzenas"),
        "month": ("mês", "mes", "meses"),
        "quarter": ("trimestre",),
        "half-year": ("semestre", "semestres"),
        "year": ("ano", "anos", "ano letivo", "ano lectivo"),
    },
    "nl": {
        "minute": ("minuut", "minuten", "min"),
        "hour": ("uur", "u"),
        "day": ("dag", "dagen"),
        "night": ("nacht", "nachten", "overnachting"),
        "week": ("week", "weken"),
        "month": ("maand", "maanden", "mnd", "mnd."),
        "quarter": ("kwartaal",),
        "half-year": ("semester",),
        "year": ("jaar", "jr", "jr.", "studiejaar", "collegejaar", "schooljaar"),
    },
    "pl": {
        "minute": ("minuta", "minutę", "min"),
        "hour": ("godzina", "godzinę", "godz.", "godz"),
        "day": ("dzień", "dni", "dobę", "doba"),
        "night": ("noc", "noce", "nocleg"),
        "week": ("tydzień", "tygodnie", "tygodni", "tyg.", "tydz."),
        "month": ("miesiąc", "miesiące", "miesięcy", "mies.", "mies", "mc", "m-c"),
        "quarter": ("kwartał",),
        "half-year": ("semestr",),
        "year": ("rok", "lata", "r.", "rok akademicki", "rok szkolny"),
    },
    "sv": {
        "minute": ("minut", "minuten", "minuter", "min"),
        "hour": ("timme", "timmen", "tim"),
        "day": ("dag", "dagen", "dygn", "dagar"),
        "night": ("natt", "nätter"),
        "week": ("vecka", "veckan", "veckor"),
        "month": ("månad", "månaden", "månader", "mån", "mån."),
        "quarter": ("kvartal", "kvartalet"),
        "half-year": ("termin", "terminen", "terminer", "halvår", "halvåret"),
        "year": ("år", "året", "läsår", "läsåret"),
    },
    "da": {
        "minute": ("minut", "minutter", "min"),
        "hour": ("timen",),  # not "time" (English) nor "t" (a tonne)
        "day": ("dag", "døgn", "dage"),
        "night": ("nat", "nætter"),
        "week": ("uge", "ugen", "uger"),
        "month": ("måned", "måneden", "måneder", "md.", "md", "mdr."),
        "quarter": ("kvartal", "kvartalet", "kvt.", "kvt"),  # "149 kr./kvt.", as "md." is
        "half-year": ("semester", "halvår", "halvåret"),
        "year": ("år", "året", "studieår", "skoleår"),
    },
    "no": {
        "minute": ("minutt", "minutter", "min"),
        "hour": ("timen",),
        "day": ("dag", "døgn", "dager"),
        "night": ("natt", "netter"),
        "week": ("uke", "uken", "uker"),
        "month": ("måned", "måneden", "måneder", "mnd.", "mnd", "md."),
        "quarter": ("kvartal",),
        "half-year": ("semester", "halvår", "halvåret"),
        "year": ("år", "året", "studieår", "skoleår"),
    },
    "fi": {  # with the cases a count takes: "3 kuukautta", "3 kuukauden ajan", "vuodeksi"
        "minute": ("minuutti", "min"),
        "hour": ("tunti", "h"),
        "day": ("päivä", "pv", "päivää", "päivän", "päiväksi"),
        "night": ("yö", "yöltä", "yötä"),
        "week": ("viikko", "vko", "viikkoa", "viikon", "viikoksi"),
        "month": ("kuukausi", "kk", "kuukautta", "kuukauden", "kuukaudeksi"),
        "quarter": ("neljännes", "vuosineljännes", "neljännesvuosi"),
        "half-year": ("lukukausi", "lukukaudelta"),
        "year": ("vuosi", "v", "vuotta", "vuoden", "vuodeksi", "lukuvuosi", "lukuvuodelta"),
    },
    # A count from five takes the genitive plural: "499 Kč / 14 dní", "za 6 měsíců".
    "cs": {
        "minute": ("minuta", "minutu", "min"),
        "hour": ("hodina", "hodinu", "hodin", "hod.", "hod"),
        "day": ("den", "dny", "dní", "dnů"),
        "night": ("noc", "noci", "nocí"),
        "week": ("týden", "týdny", "týdnů"),
        "month": ("měsíc", "měsíce", "měsíců", "měs.", "měs"),
        "quarter": ("čtvrtletí",),
        "half-year": ("semestr",),
        "year": ("rok", "roky", "r.", "akademický rok", "školní rok"),
    },
    "ja": {
        "millisecond": ("ミリ秒",),
        "second": ("秒",),
        # a parking or rental rate's unit of time ("30分 330円", "15分間 220円")
        "minute": ("分", "分間"),
        "hour": ("時間",),
        "day": ("日",),
        "night": ("泊",),  # a room's rate: "12,000円/泊"
        "week": ("週",),
        "month": ("月", "ヶ月", "か月", "カ月"),
        "quarter": ("四半期",),
        "half-year": ("学期",),
        "year": ("年", "年度"),
    },
    "zh": {
        "minute": ("分钟", "分鐘"),
        "hour": ("小时", "小時"),
        "day": ("天", "日"),
        "night": ("晚",),
        "week": ("周", "週"),
        "month": ("月", "个月", "個月"),
        "quarter": ("季度", "季"),
        "half-year": ("半年",),
        "year": ("年",),
    },
    "ko": {
        "minute": ("분",),
        "hour": ("시간",),
        "day": ("일",),
        "night": ("박",),
        "week": ("주",),
        "month": ("월", "개월", "달"),
        "quarter": ("분기",),
        "half-year": ("학기",),
        "year": ("년", "연", "학년도"),
    },
    "tr": {
        "minute": ("dakika", "dk"),
        "hour": ("saat",),
        "day": ("gün",),
        "night": ("gece",),
        "week": ("hafta",),
        "month": ("ay",),
        "quarter": ("çeyrek",),
        "half-year": ("dönem", "yarıyıl"),
        "year": ("yıl", "yil", "sene", "eğitim yılı", "akademik yıl"),
    },
    "ru": {
        "minute": ("минута", "минуту", "минуты", "минут", "мин", "мин."),
        "hour": ("час", "часа", "часов", "ч", "ч."),
        "day": ("день", "сутки", "дн", "дн."),
        "night": ("ночь", "ночи"),
        "week": ("неделю", "неделя", "нед", "нед."),
        # With the forms a count takes: "за 3 месяца", "6 месяцев", "2 года", "5 лет".
        "month": ("месяц", "месяца", "месяцев", "мес", "мес."),
        "quarter": ("квартал",),
        "half-year": ("полгода", "полугодие"),
        "year": ("год", "года", "лет", "г", "г."),
    },
    "uk": {
        # "год." is Russian's and Bulgarian's year too: the page's language decides.
        "minute": ("хвилина", "хвилину", "хвилини", "хвилин", "хв", "хв."),
        "hour": ("година", "годину", "години", "годин", "год.", "год"),
        "day": ("день", "добу"),
        "night": ("ніч", "ночі"),
        "week": ("тиждень",),
        # With the forms a count takes: "3 місяці", "за 6 місяців", "2 роки", "5 років".
        "month": ("місяць", "місяці", "місяців", "міс", "міс."),
        "quarter": ("квартал",),
        "half-year": ("півроку", "пів року", "півріччя"),
        "year": ("рік", "роки", "років", "р", "р."),
    },
    "hu": {
        "minute": ("perc",),
        "hour": ("óra",),
        "day": ("nap",),
        "night": ("éjszaka", "éj"),
        "week": ("hét",),
        "month": ("hó", "hó.", "hónap"),
        "quarter": ("negyedév",),
        "half-year": ("félév",),
        "year": ("év",),
    },
    "ro": {
        "minute": ("minut",),
        "hour": ("oră", "ora"),
        "day": ("zi",),
        "night": ("noapte", "nopți", "nopti"),
        "week": ("săptămână", "saptamana"),
        # With the plurals a count takes: "139 lei / 3 luni", "2 ani".
        "month": ("lună", "luna", "luni", "lun", "lun."),
        "quarter": ("trimestru",),
        "half-year": ("semestru",),
        "year": ("an", "ani"),
    },
    "el": {
        "hour": ("ώρα",),
        "day": ("ημέρα", "μέρα", "ημέρες"),
        "night": ("βράδυ", "διανυκτέρευση"),
        "week": ("εβδομάδα", "εβδομάδες"),
        "month": ("μήνα", "μήνας", "μήνες", "μήν.", "μην."),
        "quarter": ("τρίμηνο",),
        "half-year": ("εξάμηνο",),
        "year": ("έτος", "χρόνο", "έτ."),
    },
    "he": {
        "minute": ("דקה",),
        "hour": ("שעה",),
        "day": ("יום",),
        "night": ("לילה",),
        "week": ("שבוע",),
        "month": ("חודש", "חוד'"),
        "quarter": ("רבעון",),
        "half-year": ("חצי שנה",),
        "year": ("שנה",),
    },
    "ar": {
        # With the plurals a count takes: "كل 3 أشهر" (every 3 months), "كل ٦ شهور".
        "hour": ("ساعة", "الساعة", "ساعات"),
        "day": ("يوم", "اليوم", "أيام"),
        "night": ("ليلة", "الليلة", "ليال", "ليالي"),
        "week": ("أسبوع", "الأسبوع", "أسابيع"),
        "month": ("شهر", "الشهر", "أشهر", "شهور"),
        "quarter": ("ربع سنة",),
        "half-year": ("نصف سنة",),
        "year": ("سنة", "السنة", "عام", "العام", "سنوات", "أعوام"),
    },
    "id": {
        "hour": ("jam",),
        "day": ("hari",),
        "night": ("malam",),
        "week": ("minggu",),
        "month": ("bulan", "bln", "bln."),
        "quarter": ("kuartal",),
        "half-year": ("semester",),
        "year": ("tahun", "thn", "thn."),
    },
    "vi": {
        "hour": ("giờ",),
        "day": ("ngày",),
        "night": ("đêm",),
        "week": ("tuần",),
        "month": ("tháng",),
        "quarter": ("quý",),
        "half-year": ("nửa năm",),
        "year": ("năm",),
    },
    "th": {
        "minute": ("นาที",),  # a call's overage rate: "1.50 บาท/นาที"
        "hour": ("ชั่วโมง",),
        "day": ("วัน",),
        "night": ("คืน",),
        "week": ("สัปดาห์",),
        "month": ("เดือน",),
        "quarter": ("ไตรมาส",),
        "half-year": ("ครึ่งปี",),
        "year": ("ปี",),
    },
    "ms": {
        "hour": ("jam",),
        "day": ("hari",),
        "night": ("malam",),
        "week": ("minggu",),
        "month": ("bulan", "bln"),
        "quarter": ("suku tahun",),
        "year": ("tahun", "thn"),
    },
    "hi": {
        "hour": ("घंटा", "घंटे"),
        "day": ("दिन",),
        "night": ("रात",),
        "week": ("सप्ताह", "हफ़्ता", "हफ्ता"),
        "month": ("माह", "महीना", "महीने", "मास"),
        "quarter": ("तिमाही",),
        "half-year": ("छमाही",),
        "year": ("वर्ष", "साल"),
    },
    "sk": {
        "hour": ("hodina", "hodinu", "hod.", "hod"),
        "day": ("deň", "dni", "dní"),
        "night": ("noc", "noci"),
        "week": ("týždeň", "týždne", "týždňov"),
        "month": ("mesiac", "mesiace", "mesiacov", "mes.", "mes"),
        "quarter": ("štvrťrok",),
        "half-year": ("polrok",),
        "year": ("rok", "roky", "r."),
    },
    "hr": {
        "hour": ("sat", "sata"),
        "day": ("dan", "dana"),
        "night": ("noć", "noćenje"),
        "week": ("tjedan", "tjedna"),
        "month": ("mjesec", "mjeseca", "mj.", "mj", "mjes."),
        "quarter": ("tromjesečje",),
        "half-year": ("pola godine", "polugodište"),
        "year": ("godina", "godinu", "godine", "god.", "god"),
    },
    # Serbian in both its scripts, Cyrillic and Latin (the ekavian forms: "mesec", not "mjesec").
    "sr": {
        "hour": ("сат", "сата", "sat", "sata"),
        "day": ("дан", "дана", "dan", "dana"),
        "week": ("недеља", "недељу", "недеље", "nedelja", "nedelju", "nedelje"),
        "month": ("месец", "месеца", "мес.", "мес", "mesec", "meseca", "mes.", "mes"),
        "quarter": ("тромесечје", "tromesečje", "квартал", "kvartal"),
        "half-year": ("pola godine", "пола године"),
        "year": ("година", "годину", "године", "год.", "god.", "godina", "godinu", "godine"),
    },
    # Kazakh, as Kazakhstan's pages write it in Cyrillic.
    "kk": {
        "hour": ("сағат",),
        "day": ("күн", "тәулік"),
        "week": ("апта",),
        "month": ("ай",),
        "quarter": ("тоқсан",),
        "year": ("жыл",),
    },
    # Georgian.
    "ka": {
        "hour": ("საათი", "საათში"),
        "day": ("დღე", "დღეში"),
        "week": ("კვირა", "კვირაში"),
        "month": ("თვე", "თვეში"),
        "quarter": ("კვარტალი",),
        "year": ("წელი", "წელიწადი", "წელიწადში", "წელში"),
    },
    # Filipino (Tagalog): "₱499/buwan", "₱4,990 kada taon".
    "tl": {
        "hour": ("oras",),
        "day": ("araw",),
        "week": ("linggo",),
        "month": ("buwan",),
        "year": ("taon",),
    },
    # Persian: "299,000 تومان در ماه" (a month), "هر 3 ماه" (every 3 months).
    "fa": {
        "hour": ("ساعت",),
        "day": ("روز",),
        "week": ("هفته",),
        "month": ("ماه",),
        "year": ("سال",),
    },
    # Swahili: "KSh 999 kwa mwezi", "kila miezi 3" writes its count after the noun.
    "sw": {
        "hour": ("saa",),
        "day": ("siku",),
        "week": ("wiki",),
        "month": ("mwezi", "miezi"),
        "year": ("mwaka", "miaka"),
    },
    # Bengali: "৳৯৯৯/মাস", and the locative "মাসে" (in a month).
    "bn": {
        "hour": ("ঘণ্টা",),
        "day": ("দিন",),
        "week": ("সপ্তাহ",),
        "month": ("মাস", "মাসে"),
        "year": ("বছর", "বছরে"),
    },
    # Urdu: "Rs 999 / ماہ", "فی مہینہ".
    "ur": {
        "hour": ("گھنٹہ", "گھنٹے"),
        "day": ("دن",),
        "week": ("ہفتہ", "ہفتے"),
        "month": ("ماہ", "مہینہ", "مہینے"),
        "year": ("سال",),
    },
    "sl": {
        "hour": ("uro", "ura"),
        "day": ("dan",),
        "night": ("noč", "nočitev"),
        "week": ("teden",),
        "month": ("mesec", "mes."),
        "quarter": ("četrtletje",),
        "year": ("leto",),
    },
    "bg": {
        "hour": ("час",),
        "day": ("ден", "денонощие"),
        "night": ("нощ", "нощувка"),
        "week": ("седмица",),
        "month": ("месец", "мес.", "мес"),
        "quarter": ("тримесечие",),
        # "година" is Ukrainian's hour too: the page's language decides (``language``).
        "half-year": ("полугодие",),
        "year": ("година", "год.", "год"),
    },
    # With the cases a count takes: "kas 2 savaites", "už 3 mėnesius", "12 mėnesių".
    "lt": {
        "hour": ("valandą", "valanda", "val."),
        "day": ("dieną", "diena", "dienas", "dienų"),
        "night": ("naktis", "naktį"),
        "week": ("savaitę", "savaitė", "sav.", "savaites", "savaičių"),
        "month": ("mėnesį", "mėnuo", "mėn.", "mėn", "mėnesius", "mėnesių"),
        "quarter": ("ketvirtį",),
        "year": ("metus", "metai", "met.", "metų"),
    },
    # With the cases a count takes: "ik 2 nedēļas", "par 3 mēnešiem", "12 mēnešus"; and the
    # locative a shop writes after a slash ("14,90 € / mēnesī", "/ gadā").
    "lv": {
        "hour": ("stundu", "stunda", "stundā"),
        "day": ("dienu", "diena", "dienas", "dienām", "dienā"),
        "night": ("nakts", "nakti"),
        "week": ("nedēļu", "nedēļa", "nedēļas", "nedēļām", "nedēļā"),
        "month": ("mēnesi", "mēnesis", "mēn.", "mēn", "mēnešus", "mēnešiem", "mēnešu", "mēnesī"),
        "quarter": ("ceturksni", "ceturksnī"),
        "year": ("gadu", "gads", "gadus", "gadiem", "gadā"),
    },
    # With the cases a count takes: "iga 2 nädala järel", "3 kuu eest", "12 kuud"; and the
    # inessive a shop writes after a slash ("19,99 € / kuus", "/ aastas").
    "et": {
        "hour": ("tund", "tunnis"),
        "day": ("päev", "päeva", "päevas"),
        "week": ("nädal", "nädala", "nädalat", "nädalas"),
        "month": ("kuu", "kuud", "kuus"),
        "quarter": ("kvartal", "kvartalis"),
        "year": ("aasta", "aastat", "aastas"),
    },
    # With the cases a count takes: "á 4 vikna fresti", "í 3 mánuði".
    "is": {
        "hour": ("klukkustund", "klst.", "klst"),
        "day": ("dag", "sólarhring", "daga"),
        "night": ("nótt", "nóttina"),
        "week": ("viku", "vikna", "vikur"),
        "month": ("mánuði", "mánuð", "mán.", "mán", "mánaða"),
        "quarter": ("ársfjórðung",),
        "year": ("ári", "árið", "ár"),
    },
    "ca": {
        "hour": ("hora", "hores"),
        "day": ("dia", "dies"),
        "night": ("nit", "nits"),
        "week": ("setmana", "setmanes"),
        "month": ("mes", "mesos"),
        "quarter": ("trimestre",),
        "year": ("any", "anys"),
    },
    "ne": {
        "hour": ("घण्टा",),
        "day": ("दिन",),
        "week": ("हप्ता",),
        "month": ("महिना",),
        "year": ("वर्ष", "बर्ष", "साल"),
    },
    "si": {
        "hour": ("පැයකට",),
        "day": ("දිනකට",),
        "week": ("සතියකට",),
        "month": ("මාසයකට", "මසකට", "මාසය"),
        "year": ("වසරකට", "අවුරුද්දකට"),
    },
    # The Dravidian languages join their case to the noun: Tamil "மாதத்திற்கு", Telugu "నెలకు",
    # Kannada "ತಿಂಗಳಿಗೆ", Malayalam "മാസത്തേക്ക്" (for a month); after "/" either form.
    "ta": {
        "day": ("நாள்", "நாட்கள்", "நாளுக்கு", "நாளைக்கு"),
        "week": ("வாரம்", "வாரத்திற்கு"),
        "month": ("மாதம்", "மாதங்கள்", "மாதத்திற்கு", "மாதத்துக்கு"),
        "year": ("ஆண்டு", "ஆண்டுக்கு", "வருடம்", "வருடத்திற்கு"),
    },
    "te": {
        "day": ("రోజు", "రోజులు", "రోజుకు"),
        "week": ("వారం", "వారానికి"),
        "month": ("నెల", "నెలలు", "నెలకు"),
        "year": ("సంవత్సరం", "సంవత్సరానికి", "ఏడాది", "ఏడాదికి"),
    },
    "kn": {
        "day": ("ದಿನ", "ದಿನಗಳು", "ದಿನಕ್ಕೆ"),
        "week": ("ವಾರ", "ವಾರಕ್ಕೆ"),
        "month": ("ತಿಂಗಳು", "ತಿಂಗಳಿಗೆ"),
        "year": ("ವರ್ಷ", "ವರ್ಷಕ್ಕೆ"),
    },
    "ml": {
        "day": ("ദിവസം", "ദിവസത്തേക്ക്"),
        "week": ("ആഴ്ച", "ആഴ്ചയ്ക്ക്"),
        "month": ("മാസം", "മാസത്തേക്ക്", "മാസത്തിന്"),
        "year": ("വർഷം", "വർഷത്തേക്ക്", "വർഷത്തിന്"),
    },
    "mr": {
        "day": ("दिवस",),
        "week": ("आठवडा",),
        "month": ("महिना", "महिने", "महिन्याला", "माह", "मास"),
        "year": ("वर्ष", "वर्षाला"),
    },
    "gu": {
        "day": ("દિવસ",),
        "week": ("અઠવાડિયું", "અઠવાડિયે"),
        "month": ("મહિનો", "મહિને", "મહિના", "માસ"),
        "year": ("વર્ષ", "વર્ષે"),
    },
    "pa": {
        "day": ("ਦਿਨ",),
        "week": ("ਹਫ਼ਤਾ", "ਹਫ਼ਤੇ", "ਹਫਤਾ"),
        "month": ("ਮਹੀਨਾ", "ਮਹੀਨੇ"),
        "year": ("ਸਾਲ",),
    },
    "or": {
        "day": ("ଦିନ",),
        "week": ("ସପ୍ତାହ",),
        "month": ("ମାସ", "ମାସକୁ"),
        "year": ("ବର୍ଷ", "ବର୍ଷକୁ"),
    },
    # Uzbek in Latin letters and in Cyrillic: "89 000 so'm / oy", "45 000 сўм / ой".
    "uz": {
        "hour": ("soat", "соат"),
        "day": ("kun", "кун"),
        "week": ("hafta", "ҳафта"),
        "month": ("oy", "ой"),
        "quarter": ("chorak", "чорак"),
        "year": ("yil", "йил"),
    },
    # Azerbaijani: "19,90 ₼ / ay".
    "az": {
        "hour": ("saat",),
        "day": ("gün",),
        "night": ("gecə",),
        "week": ("həftə",),
        "month": ("ay",),
        "quarter": ("rüb",),
        "year": ("il",),
    },
    # Armenian: "4 900 ֏ / ամիս".
    "hy": {
        "hour": ("ժամ",),
        "day": ("օր",),
        "week": ("շաբաթ",),
        "month": ("ամիս",),
        "quarter": ("եռամսյակ",),
        "year": ("տարի",),
    },
    # Mongolian, in Cyrillic: a month after the tögrög's sign ("29,900₮ / sar"), and a week
    # written as seven days ("doloo khonog").
    "mn": {
        "hour": ("цаг",),
        "day": ("өдөр", "хоног"),
        "week": ("долоо хоног",),
        "month": ("сар",),
        "quarter": ("улирал",),
        "year": ("жил",),
    },
    # Amharic: "250 ብር / ወር".
    "am": {
        "hour": ("ሰዓት",),
        "day": ("ቀን",),
        "week": ("ሳምንት",),
        "month": ("ወር",),
        "year": ("ዓመት", "አመት"),
    },
    # Albanian: "1.200 Lekë / muaj", a week "javë", a year "vit" (its plural "vjet").
    "sq": {
        "hour": ("orë", "ore"),
        "day": ("ditë", "dite"),
        "night": ("natë",),
        "week": ("javë", "jave"),
        "month": ("muaj",),
        "quarter": ("tremujor", "tremujori"),
        "year": ("vit", "vjet", "vite"),
    },
    # Macedonian: a day is "ден", the denar's name too ("100 ден. / ден"): a currency is read
    # before its period.
    "mk": {
        "hour": ("час",),
        "day": ("ден", "денови"),
        "week": ("недела", "седмица"),
        "month": ("месец", "мес.", "мес"),
        "quarter": ("квартал", "тромесечје"),
        "year": ("година", "год.", "год"),
    },
    # Khmer, written without spaces between words: "$4.99/ខែ", "ក្នុងមួយខែ"; a week is spelt
    # with either subscript t or d ("សប្តាហ៍", "សប្ដាហ៍").
    "km": {
        "hour": ("ម៉ោង",),
        "day": ("ថ្ងៃ",),
        "week": ("សប្តាហ៍", "សប្ដាហ៍"),
        "month": ("ខែ",),
        "quarter": ("ត្រីមាស",),
        "year": ("ឆ្នាំ",),
    },
    # Burmese: a month is the one letter "လ" ("၃၅,၅၉၉ ကျပ် / လ", "/ ၁၂ လ"), read only after a
    # slash or a count, as every noun is; a year "နှစ်" is also "two".
    "my": {
        "hour": ("နာရီ",),
        "day": ("ရက်", "နေ့"),
        "week": ("ပတ်", "အပတ်"),
        "month": ("လ",),
        "year": ("နှစ်",),
    },
    # Pashto, with the plurals a count takes ("۳۰ ورځې", "۳ میاشتې"); "هفته" as Dari has it.
    "ps": {
        "hour": ("ساعت", "ساعته"),
        "day": ("ورځ", "ورځې", "ورځو"),
        "week": ("اونۍ", "اونی", "هفته"),
        "month": ("میاشت", "میاشتې", "میاشتو"),
        "year": ("کال", "کلونه", "کلونو"),
    },
    "lb": {
        "hour": ("Stonn", "Stonnen"),
        "day": ("Dag", "Deeg"),
        "week": ("Woch", "Wochen"),
        "month": ("Mount", "Méint"),
        "quarter": ("Trimester",),
        "year": ("Joer", "Joren"),
    },
    # With the accusative a price takes after "um" (a month: "um mánaðin") and "hvønn".
    "fo": {
        "hour": ("tíma", "tíman", "tímar"),
        "day": ("dag", "dagin", "dagar"),
        "week": ("viku", "vikuna", "vikur"),
        "month": ("mánað", "mánaðin", "mánaðir", "mánaðar"),
        "quarter": ("ársfjórðing", "ársfjórðingin"),
        "year": ("árið", "ár"),
    },
    # The absolutive with a count ("12 hilabete"), and the inessive a shop writes after a
    # slash ("9,99 € / hilean").
    "eu": {
        "hour": ("ordu", "orduko", "orduan"),
        "day": ("egun", "eguneko", "egunean"),
        "week": ("aste", "asteko", "astean"),
        "month": ("hilabete", "hilabeteko", "hile", "hileko", "hilean", "hilabetean"),
        "quarter": ("hiruhileko",),
        "year": ("urte", "urteko", "urtean"),
    },
    "gl": {
        "hour": ("hora", "horas"),
        "day": ("día", "días"),
        "week": ("semana", "semanas"),
        "month": ("mes", "meses"),
        "quarter": ("trimestre",),
        "year": ("ano", "anos"),
    },
    # With the soft mutation a noun takes after "y" or "bob" ("y flwyddyn", "bob wythnos").
    "cy": {
        "hour": ("awr", "oriau"),
        "day": ("diwrnod", "dydd", "ddiwrnod", "niwrnod"),
        "week": ("wythnos", "wythnosau"),
        "month": ("mis", "misoedd", "fis"),
        "quarter": ("chwarter",),
        "year": ("flwyddyn", "blwyddyn", "blynedd", "mlynedd"),
    },
    "mt": {
        "hour": ("siegħa", "sigħat"),
        "day": ("jum", "ġranet"),
        "week": ("ġimgħa", "ġimgħat"),
        "month": ("xahar", "xhur"),
        "year": ("sena", "snin"),
    },
    "be": {
        "hour": ("гадзіну", "гадзіна", "гадз."),
        "day": ("дзень", "дні", "дзён"),
        "week": ("тыдзень", "тыдні", "тыдняў"),
        "month": ("месяц", "месяцы", "месяцаў", "мес."),
        "quarter": ("квартал",),
        "year": ("год", "гады", "гадоў"),
    },
    # The genitive after "in aghaidh na" and the lenited forms after "sa" and "gach".
    "ga": {
        "hour": ("huaire", "uair"),
        "day": ("lae", "lá"),
        "week": ("seachtaine", "seachtain"),
        "month": ("míosa", "mhí", "mí"),
        "year": ("bliana", "bhliain", "bliain"),
    },
}

# Words that name a period in another language of the tables but something else in the
# page's own, where they stand alone (a price column's header, a toggle's label): the
# Hungarian "Ár" over a column of prices is "price", the Icelandic "ár" a year.
NOT_PERIODS: dict[str, tuple[str, ...]] = {
    "hu": ("ár",),
}

# Periods written on their own: "$9 monthly", "99 € jährlich", "billed annually", "月額".
# Abbreviations of a period read only right after a price ("R299 pm", "£1,200 pa", South
# African and British): anywhere else in a line "5 pm" is an afternoon.
# A lifetime licence's word is a period only there too: "79 € à vie", "349,90 R$ vitalício";
# before a price it names a plan ("Lifetime", "Livstid"), or what a guarantee lasts.
PERIOD_AFTER_ONLY: dict[str, dict[str, tuple[str, ...]]] = {
    # "$35 month-to-month": billed monthly, with no commitment (beside a yearly plan's price).
    "en": {
        "month": ("pm", "month-to-month", "month to month"),
        "year": ("pa",),
        "once": ("lifetime", "perpetual"),
    },
    "de": {"once": ("lebenslang", "lebenslänglich", "auf Lebenszeit")},
    "fr": {"once": ("à vie",)},
    "es": {"once": ("de por vida", "vitalicio", "vitalicia")},
    "it": {"once": ("a vita",)},
    "pt": {"once": ("vitalício", "vitalícia", "vitalício(a)")},
    "nl": {"once": ("levenslang",)},
    "pl": {"once": ("dożywotnio", "bezterminowo")},
    "sv": {"once": ("livstid", "på livstid")},
    "da": {"once": ("livstid",)},
    "no": {"once": ("livstid",)},
}
PERIOD_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "hour": ("hourly",),
        "day": ("daily",),
        "night": ("nightly",),
        "week": ("weekly", "pw", "p/w", "p.w."),  # a British rent's or wage's "£90 pw"
        "month": ("monthly", "p/m", "p.m.", "pcm"),
        "quarter": ("quarterly",),
        "half-year": (
            "semi-annually",
            "semi-annual",
            "semiannually",
            "semiannual",
            "biannually",
            "bi-annually",
            "half-yearly",
        ),
        "2 weeks": ("biweekly", "bi-weekly", "fortnightly"),
        "year": ("yearly", "annually", "annual", "p.a."),
        "2 years": ("biennially", "biennial"),
        "once": (
            "one-time",
            "one time",
            "once",
            "one-off",
            "perpetual license",
            "perpetual licence",
        ),
    },
    "de": {
        "hour": ("stündlich",),
        "day": ("täglich",),
        "week": ("wöchentlich",),
        "month": ("monatlich", "mtl.", "monatl."),
        "quarter": ("vierteljährlich", "quartalsweise"),
        "half-year": ("halbjährlich", "halbjährl."),
        "year": ("jährlich", "jährl.", "p.a."),
        "2 years": ("zweijährlich",),
        "once": (
            "einmalig",
            "einmalige Zahlung",
            "Einmalzahlung",
            "Einmalkauf",
            "Kauflizenz",
            "Dauerlizenz",
        ),
    },
    "fr": {
        "day": ("quotidien",),
        "week": ("hebdomadaire",),
        # Québec's "aux" with a count is every ("49,90 $ aux deux semaines"); as a connector
        # it would take "aux membres" and "aux 3 premiers clients" for periods.
        "2 weeks": ("aux deux semaines", "aux 2 semaines"),
        "4 weeks": ("aux quatre semaines", "aux 4 semaines"),
        "month": ("mensuel", "mensuelle", "mensuellement"),
        "2 months": ("aux deux mois", "aux 2 mois"),
        "quarter": ("trimestriel", "trimestrielle", "aux trois mois", "aux 3 mois"),
        "half-year": (
            "semestriel",
            "semestrielle",
            "semestriellement",
            "aux six mois",
            "aux 6 mois",
        ),
        "year": ("annuel", "annuelle", "annuellement"),
        "2 years": ("bisannuel", "bisannuelle"),
        "once": (
            "paiement unique",
            "une fois",
            "achat unique",
            "paiement en une fois",
            "licence perpétuelle",
        ),
    },
    "es": {
        "day": ("diario",),
        "week": ("semanal",),
        "month": ("mensual", "mensuales", "mensualmente"),
        "quarter": ("trimestral",),
        "half-year": ("semestral", "semestrales", "semestralmente"),
        "year": ("anual", "anuales", "anualmente"),
        "2 years": ("bienal",),
        "once": ("pago único", "único pago", "una vez", "compra única", "licencia perpetua"),
    },
    "it": {
        "day": ("giornaliero",),
        "week": ("settimanale",),
        "month": ("mensile", "mensili", "mensilmente"),
        "quarter": ("trimestrale",),
        "half-year": ("semestrale", "semestrali"),
        "year": ("annuale", "annuali", "annuo", "annualmente"),
        "2 years": ("biennale",),
        "once": ("una tantum", "pagamento unico", "acquisto unico", "licenza perpetua"),
    },
    "pt": {
        "day": ("diário",),
        "week": ("semanal",),
        "month": ("mensal", "mensais", "mensalmente"),
        "quarter": ("trimestral",),
        "half-year": ("semestral", "semestrais", "semestralmente"),
        "year": ("anual", "anuais", "anualmente"),
        "2 years": ("bienal",),
        "once": (
            "pagamento único",
            "uma vez",
            "compra única",
            "pagamento em parcela única",
            "licença perpétua",
        ),
    },
    "nl": {
        "day": ("dagelijks",),
        "week": ("wekelijks",),
        # "om de" with a count is every other ("om de twee weken"); alone ("om 3 uur") a time.
        "2 weeks": ("tweewekelijks", "om de twee weken", "om de 2 weken", "om de week"),
        "month": ("maandelijks", "p/m", "p.m.", "p/mnd"),
        "quarter": ("per kwartaal",),
        "half-year": ("halfjaarlijks", "per half jaar"),
        "year": ("jaarlijks", "p/j", "p.j."),
        "once": ("eenmalig", "eeuwigdurende licentie"),
    },
    "pl": {
        "day": ("dziennie",),
        "week": ("tygodniowo",),
        # The adjective too, in each gender, as a table's head names its column ("Abonament
        # miesięczny"), here and in the other Slavic languages, Romanian and the Baltic ones.
        "month": ("miesięcznie", "miesięczny", "miesięczna", "miesięczne"),
        "quarter": ("kwartalnie",),
        "half-year": ("półrocznie",),
        "year": ("rocznie", "roczny", "roczna", "roczne"),
        "once": (
            "jednorazowo",
            "opłata jednorazowa",
            "jednorazowa opłata",
            "płatność jednorazowa",
            "jednorazowa płatność",
            "licencja wieczysta",
        ),
    },
    "sv": {
        "day": ("dagligen",),
        "week": ("veckovis",),
        "month": ("månadsvis", "månatligen"),
        "quarter": ("kvartalsvis",),
        "half-year": ("halvårsvis",),
        "year": ("årsvis", "årligen"),
        "once": (
            "engångsavgift",
            "engångsbelopp",
            "evig licens",
            "engång",
            "engångskostnad",
            "engångsbetalning",
            "engångsköp",
        ),
    },
    "da": {
        "day": ("dagligt",),
        "week": ("ugentligt",),
        "month": ("månedligt", "månedlig"),
        "quarter": ("kvartalsvis",),
        "half-year": ("halvårligt", "halvårlig"),
        "year": ("årligt", "årlig"),
        "once": ("engangsbeløb", "engangsbetaling", "engangskøb"),
    },
    "no": {
        "day": ("daglig",),
        "week": ("ukentlig",),
        "month": ("månedlig", "månedlige"),
        "quarter": ("kvartalsvis",),
        "half-year": ("halvårlig", "halvårlige"),
        "year": ("årlig", "årlige"),
        "once": ("engangsbeløp", "engangsbetaling", "engangskjøp"),
    },
    "fi": {
        "hour": ("tunnissa",),  # "in an hour": per hour
        "day": ("päivittäin", "päivässä"),
        "week": ("viikoittain", "viikossa"),
        # And the ablative a bill is charged by: "laskutetaan 29,90 € kuukaudelta".
        # And the colloquial "in a month" an advert writes: "24,90 € kuussa".
        "month": ("kuukausittain", "kuukaudessa", "kuukaudelta", "kuussa"),
        "quarter": ("neljännesvuosittain",),
        "half-year": ("puolivuosittain",),
        "year": ("vuosittain", "vuodessa", "vuodelta"),
        "once": ("kertamaksu",),
    },
    "cs": {
        "day": ("denně",),
        "week": ("týdně",),
        "month": ("měsíčně", "měsíční"),
        "quarter": ("čtvrtletně",),
        "half-year": ("pololetně",),
        "year": ("ročně", "roční"),
        "once": ("jednorázově", "jednorázová platba"),
    },
    "ja": {
        "day": ("日額",),
        # A school's monthly tuition and a club's dues are named by their period.
        "month": ("月額", "毎月", "月々", "月払い", "月謝", "月会費"),
        # A year or half of one paid in one sum is the year's, not a one-off's ("年額一括",
        # "12ヶ月一括").
        "half-year": ("半期", *(f"6{months}一括" for months in ("ヶ月", "か月", "カ月", "ヵ月"))),
        "year": (
            "年額",
            "毎年",
            "年間",
            "年払い",
            "年会費",
            "年額一括",
            "年間一括",
            "年一括",
            *(f"12{months}一括" for months in ("ヶ月", "か月", "カ月", "ヵ月")),
        ),
        # A one-off service's "1回限り" (once only), as a workshop or an onboarding pack is sold;
        # a sum paid at once ("一括 8,800円") beside the same in instalments ("分割").
        "once": (
            "買い切り",
            "一括払い",
            "永久ライセンス",
            "1回限り",
            "一回限り",
            "一括",
            "1回払い",
            "一回払い",
        ),
    },
    "zh": {
        "hour": ("每小时", "每小時"),
        "day": ("每天", "每日"),
        "week": ("每周", "每週"),
        # Taiwan writes paying by the month or year with 繳 ("月繳", "年繳").
        "month": ("每月", "月付", "按月", "月繳", "月缴"),
        "quarter": ("每季度", "季付", "每季", "季繳", "季缴"),
        "half-year": ("每半年", "半年付", "半年繳", "半年缴"),
        "year": ("每年", "年付", "按年", "年繳", "年缴"),
        "once": ("一次性", "买断", "買斷", "永久授权", "永久授權"),
    },
    "ko": {
        "hour": ("시간당",),
        "day": ("매일", "일간"),
        "week": ("매주", "주간"),
        # Paid once a month or a year: "₩9,900 (월 1회 결제)".
        "month": ("매월", "월간", "월회비", "월 1회 결제", "매월 1회 결제"),
        "quarter": ("분기별",),
        "year": ("매년", "연간", "연회비", "연 1회 결제", "년 1회 결제", "매년 1회 결제"),
        # An app's lifetime unlock or a program bought once: "₩59,000 (1회 결제)".
        "once": ("일회성", "영구 라이선스", "1회 결제", "단건 결제", "평생 이용권"),
    },
    # Turkish's adjectives (monthly, yearly) and its locative, which a price is written
    # before as the adjective ("99 TL ayda", "49 TL haftada": a month, a week).
    "tr": {
        "hour": ("saatlik",),
        # Not "günde": same-day shipping ("... günde kargo") beside a price is no daily rate.
        "day": ("günlük",),
        "night": ("gecelik",),
        "week": ("haftalık", "haftada"),
        "month": ("aylık", "aylik", "ayda", "her ay"),
        "quarter": ("üç aylık", "üç aylik"),
        "year": ("yıllık", "yillik", "yılda", "yilda", "senede", "her yıl", "her yil"),
        "once": ("tek seferlik", "bir kerelik"),
    },
    "ru": {
        "day": ("ежедневно",),
        "week": ("еженедельно",),
        "month": ("ежемесячно", "ежемесячная", "ежемесячный", "ежемесячные"),
        "quarter": ("ежеквартально",),
        "year": ("ежегодно", "ежегодная", "ежегодный"),
        "once": ("единоразово", "однократно", "разово"),
    },
    "uk": {
        "day": ("щодня",),
        "week": ("щотижня",),
        "month": ("щомісяця", "щомісячно", "щомісячна", "щомісячний", "щомісячні"),
        "quarter": ("щокварталу",),
        "year": ("щороку", "щорічно", "щорічна", "щорічний"),
        "once": ("одноразово",),
    },
    "hu": {
        "hour": ("óránként",),
        "day": ("naponta",),
        "week": ("hetente",),
        "month": ("havonta", "havi", "havidíj"),
        "quarter": ("negyedévente",),
        "half-year": ("félévente", "féléves"),
        "year": ("évente", "éves"),
        "once": ("egyszeri",),
    },
    "ro": {
        "day": ("zilnic",),
        "week": ("săptămânal",),
        "month": ("lunar", "lunară", "lunara", "lunare"),
        "quarter": ("trimestrial",),
        "half-year": ("semestrial", "semestrială"),
        "year": ("anual", "anuală", "anuala", "anuale"),
        "once": ("o singură dată", "plată unică"),
    },
    "el": {
        "month": ("μηνιαία", "μηνιαίως", "το μήνα", "τον μήνα"),
        "year": ("ετήσια", "ετησίως", "το χρόνο", "τον χρόνο"),
        "once": ("εφάπαξ",),
    },
    "he": {
        "minute": ("לדקה",),
        "hour": ("לשעה",),
        "day": ("ליום",),
        "week": ("לשבוע",),
        "month": ("לחודש", "בחודש", "חודשי"),
        "quarter": ("לרבעון",),
        "half-year": ("לחצי שנה", "חצי שנתי"),
        "year": ("לשנה", "בשנה", "שנתי"),
        "once": ("חד פעמי", "חד-פעמי", "תשלום חד פעמי"),
        # Hebrew's dual is a count of two in the noun: "לחודשיים" (per two months).
        "2 days": ("ליומיים", "כל יומיים"),
        "2 weeks": ("לשבועיים", "כל שבועיים"),
        "2 months": ("לחודשיים", "כל חודשיים"),
        "2 years": ("לשנתיים",),
    },
    # Arabic joins "ل" (for) and "ب" (by) to the noun, "ل" swallowing the article's alif:
    # "لليلة" (a night), "للشهر", "بالشهر"; "الليلة" alone is tonight.
    "ar": {
        "hour": ("بالساعة", "للساعة"),
        "day": ("يوميًا", "يومياً", "يوميا", "لليوم", "باليوم"),
        "night": ("لليلة", "بالليلة", "في الليلة"),
        "week": ("أسبوعيًا", "أسبوعياً", "أسبوعيا", "للأسبوع", "بالأسبوع"),
        "month": ("شهريًا", "شهرياً", "شهريا", "شهري", "للشهر", "بالشهر"),
        "quarter": ("ربع سنوي",),
        "half-year": ("نصف سنوي", "نصف سنويًا", "نصف سنوياً"),
        "year": ("سنويًا", "سنوياً", "سنويا", "سنوي", "للسنة", "للعام", "بالسنة"),
        "once": ("لمرة واحدة", "دفعة واحدة"),
    },
    "id": {
        "month": ("bulanan", "sebulan"),
        "year": ("tahunan", "setahun"),
        "once": ("sekali bayar",),
    },
    "vi": {
        "month": ("hàng tháng", "mỗi tháng"),
        "half-year": ("mỗi nửa năm",),
        "quarter": ("hàng quý", "mỗi quý"),
        "year": ("hàng năm", "mỗi năm"),
        "once": ("một lần",),
    },
    "th": {
        "month": ("รายเดือน",),
        "half-year": ("รายครึ่งปี",),
        "quarter": ("รายไตรมาส",),
        "year": ("รายปี",),
        "once": ("ครั้งเดียว",),
    },
    "ms": {
        "month": ("bulanan", "sebulan"),
        "year": ("tahunan", "setahun"),
        "once": ("bayaran sekali", "sekali bayar"),
    },
    "hi": {
        "month": ("मासिक", "प्रति माह", "प्रति महीना", "प्रतिमाह", "दरमहा", "हर महीने"),
        "half-year": ("अर्धवार्षिक",),
        "quarter": ("त्रैमासिक",),
        "year": ("वार्षिक", "प्रति वर्ष", "सालाना"),
        "once": ("एकमुश्त", "एक बार"),
    },
    "sk": {
        "week": ("týždenne",),
        "month": ("mesačne", "mesačný", "mesačná", "mesačné"),
        "quarter": ("štvrťročne",),
        "half-year": ("polročne",),
        "year": ("ročne", "ročný", "ročná", "ročné"),
        "once": ("jednorazovo", "jednorazová platba"),
    },
    "hr": {
        "day": ("dnevno",),
        "week": ("tjedno",),
        "month": ("mjesečno", "mesečno", "mjesečna", "mjesečni"),
        "quarter": ("tromjesečno",),
        "half-year": ("polugodišnje",),
        "year": ("godišnje", "godišnja", "godišnji"),
        "once": ("jednokratno",),
    },
    "sr": {
        "day": ("дневно", "dnevno"),
        "week": ("недељно", "nedeljno"),
        "month": ("месечно", "mesečno", "месечна", "месечни", "mesečna", "mesečni"),
        "quarter": ("тромесечно", "tromesečno"),
        "half-year": ("polugodišnje", "полугодишње"),
        "year": ("годишње", "godišnje", "годишња", "годишњи", "godišnja", "godišnji"),
        "once": ("једнократно", "jednokratno"),
    },
    # Kazakh, with Kyrgyz, which writes its periods alike but for a letter: the dative
    # ("айына", a month) and the adjective ("айлық", Kyrgyz "айлык": monthly), as a tariff's
    # price is written beside either.
    "kk": {
        "day": ("күніне", "күн сайын", "күнүнө"),
        "week": ("аптасына",),
        "month": ("айына", "ай сайын", "айлық", "айлык"),
        "year": ("жылына", "жыл сайын", "жылдық", "жылдык"),
        "once": ("бір реттік",),
    },
    "ka": {
        "day": ("დღიურად",),
        "week": ("ყოველკვირეულად",),
        "month": ("თვეში", "ყოველთვიურად", "თვიურად"),
        "year": ("წელიწადში", "წლიურად", "ყოველწლიურად"),
        "once": ("ერთჯერადად",),
    },
    "tl": {
        "day": ("araw-araw",),
        "week": ("lingguhan",),
        "month": ("buwanan",),
        "year": ("taunan",),
    },
    # Persian, with or without the zero-width non-joiner Persian writes inside a word.
    "fa": {
        "day": ("روزانه",),
        "week": ("هفتگی",),
        "month": ("ماهانه", "ماهیانه", "یک ماهه", "یک\u200cماهه"),
        "quarter": ("سه ماهه", "سه\u200cماهه"),
        "half-year": ("شش ماهه", "شش\u200cماهه"),
        "year": ("سالانه", "یک ساله", "یک\u200cساله", "یکساله"),
    },
    "sw": {
        "day": ("kila siku",),
        "week": ("kila wiki",),
        "month": ("kila mwezi",),
        "year": ("kila mwaka",),
    },
    "bn": {
        "day": ("দৈনিক",),
        "week": ("সাপ্তাহিক",),
        "month": ("মাসিক", "প্রতি মাসে"),
        "quarter": ("ত্রৈমাসিক",),
        "year": ("বার্ষিক", "প্রতি বছর", "বাৎসরিক"),
        "once": ("এককালীন",),
    },
    "ur": {
        "day": ("روزانہ",),
        "week": ("ہفتہ وار",),
        "month": ("ماہانہ",),
        "year": ("سالانہ",),
        "once": ("یکمشت", "ایک بار"),
    },
    "sl": {
        "week": ("tedensko",),
        "month": ("mesečno", "mesečna", "mesečni"),
        "quarter": ("četrtletno",),
        "year": ("letno", "letna", "letni"),
        "once": ("enkratno",),
    },
    "bg": {
        "day": ("дневно",),
        "week": ("седмично",),
        "month": ("месечно", "месечна", "месечен"),
        "quarter": ("тримесечно",),
        "half-year": ("шестмесечно",),
        "year": ("годишно", "годишна", "годишен"),
        "once": ("еднократно",),
    },
    "lt": {
        # And the dative a price is for: "9,99 € mėnesiui", "99 € metams".
        # Not the genitive ("mėnesio"): it is also "of the month" ("mėnesio akcija").
        "month": ("kas mėnesį", "kasmėnesį", "mėnesiui", "mėnesinis", "mėnesinė"),
        "year": ("kasmet", "metams", "metinis", "metinė"),
        "once": ("vienkartinis", "vienkartinė įmoka"),
    },
    "lv": {
        "day": ("dienā",),
        "week": ("nedēļā",),
        # Not the genitives "mēneša", "gada": "of the month", and a date's ("2026. gada").
        "month": ("mēnesī", "ik mēnesi", "ikmēneša"),
        "quarter": ("ceturksnī",),
        "year": ("gadā", "ikgadējā", "ikgadējais"),
        "once": ("vienreizēja maksa", "vienreizējs maksājums"),
    },
    "et": {
        "hour": ("tunnis",),
        "day": ("päevas",),
        "week": ("nädalas",),
        "month": ("kuus", "igakuine", "kuutasu"),
        "year": ("aastas", "iga-aastane", "aastatasu"),
        "once": ("ühekordne", "ühekordne makse"),
    },
    "is": {
        "day": ("daglega",),
        "week": ("vikulega",),
        "month": ("mánaðarlega",),
        "quarter": ("ársfjórðungslega",),
        "year": ("árlega",),
        "once": ("eingreiðsla",),
    },
    "ca": {
        "week": ("setmanal",),
        "month": ("mensual", "mensuals", "mensualment"),
        "quarter": ("trimestral",),
        "year": ("anual", "anuals", "anualment"),
        "once": ("pagament únic",),
    },
    "ne": {
        "month": ("मासिक", "प्रति महिना"),
        "year": ("वार्षिक", "प्रति वर्ष"),
        "once": ("एक पटक",),
    },
    "si": {
        "month": ("මාසිකව", "මාසික", "මසකට", "මාසයකට"),
        "year": ("වාර්ෂිකව", "වාර්ෂික", "වසරකට"),
    },
    # A dative right after a price is its period: "₹499 నెలకు", "₹199 ತಿಂಗಳಿಗೆ", "රු. 1,490
    # මසකට" (for a month) read as "/month" does.
    "ta": {
        "month": ("மாதத்திற்கு", "மாதத்துக்கு", "மாதாந்திர", "மாதந்தோறும்", "ஒரு மாதத்திற்கு"),
        "year": ("ஆண்டுக்கு", "வருடத்திற்கு", "ஆண்டுதோறும்", "வருடாந்திர"),
    },
    "te": {
        "day": ("రోజుకు",),
        "month": ("నెలకు", "నెలవారీ", "ప్రతి నెల"),
        "year": ("సంవత్సరానికి", "ఏడాదికి", "వార్షిక"),
    },
    "kn": {
        "day": ("ದಿನಕ್ಕೆ",),
        "month": ("ತಿಂಗಳಿಗೆ", "ಮಾಸಿಕ", "ಪ್ರತಿ ತಿಂಗಳು"),
        "year": ("ವರ್ಷಕ್ಕೆ", "ವಾರ್ಷಿಕ"),
    },
    "ml": {
        "day": ("പ്രതിദിനം",),
        "month": ("പ്രതിമാസം", "മാസത്തേക്ക്", "മാസംതോറും"),
        "year": ("പ്രതിവർഷം", "വർഷത്തേക്ക്", "വാർഷിക"),
    },
    "mr": {
        "month": ("दरमहा", "मासिक", "महिन्याला", "दर महिन्याला"),
        "year": ("वार्षिक", "दरवर्षी", "वर्षाला"),
    },
    "gu": {
        "month": ("માસિક", "પ્રતિ મહિને", "દર મહિને"),
        "year": ("વાર્ષિક", "પ્રતિ વર્ષ", "દર વર્ષે"),
    },
    "pa": {
        "month": ("ਮਾਸਿਕ", "ਮਹੀਨਾਵਾਰ"),
        "year": ("ਸਾਲਾਨਾ", "ਸਲਾਨਾ"),
    },
    "or": {
        "month": ("ମାସିକ", "ମାସକୁ"),
        "year": ("ବାର୍ଷିକ", "ବର୍ଷକୁ"),
    },
    # Uzbek's "-lik" (monthly) and dative "-ga" (a month): "oylik", "oyiga".
    "uz": {
        "day": ("kunlik", "kuniga", "кунлик", "кунига"),
        "week": ("haftalik", "haftasiga", "har hafta", "ҳафталик", "ҳафтасига", "ҳар ҳафта"),
        "month": ("oylik", "oyiga", "har oy", "ойлик", "ойига", "ҳар ой"),
        "year": ("yillik", "yiliga", "har yili", "йиллик", "йилига"),
        "once": ("bir martalik", "бир марталик"),
    },
    "az": {
        "day": ("gündəlik", "gündə"),
        "week": ("həftəlik", "həftədə"),
        "month": ("aylıq", "ayda", "hər ay"),
        "quarter": ("rüblük",),
        "year": ("illik", "ildə", "hər il"),
        "once": ("birdəfəlik",),
    },
    "hy": {
        "day": ("օրական",),
        "week": ("շաբաթական",),
        "month": ("ամսական",),
        "quarter": ("եռամսյակային",),
        "year": ("տարեկան",),
        "once": ("միանվագ",),
    },
    # Mongolian's dative ("sard": a month) and "bür" (every) after the noun.
    "mn": {
        "day": ("өдөрт", "өдөр бүр"),
        "week": ("долоо хоногт", "долоо хоног бүр"),
        "month": ("сард", "сар бүр", "сарын"),
        "year": ("жилд", "жил бүр", "жилийн"),
        "once": ("нэг удаагийн",),
    },
    # Amharic writes "per" as the prefix "በ": "በወር" (a month).
    "am": {
        "day": ("በቀን", "ዕለታዊ"),
        "week": ("በሳምንት", "ሳምንታዊ"),
        "month": ("በወር", "ወርሃዊ"),
        "year": ("በዓመት", "በአመት", "ዓመታዊ", "አመታዊ"),
    },
    # Albanian adjectives agree with their noun ("paketa mujore", "abonim mujor").
    "sq": {
        "day": ("në ditë", "ditore", "ditor"),
        "week": ("në javë", "javore", "javor"),
        "month": ("në muaj", "mujore", "mujor", "çdo muaj", "mujorisht"),
        "quarter": ("tremujore", "tremujor"),
        "year": ("në vit", "vjetore", "vjetor", "çdo vit", "vjetorisht"),
        "once": ("një herë", "njëherësh", "e njëhershme", "i njëhershëm"),
    },
    "mk": {
        "day": ("дневно",),
        "week": ("неделно",),
        "month": ("месечно",),
        "quarter": ("квартално", "тромесечно"),
        "year": ("годишно",),
        "once": ("еднократно",),
    },
    # Khmer's "ប្រចាំ" (each), "ក្នុងមួយ" (per one) and "រៀងរាល់" (every) before the noun.
    "km": {
        "day": ("ប្រចាំថ្ងៃ", "ក្នុងមួយថ្ងៃ", "រៀងរាល់ថ្ងៃ"),
        "week": ("ប្រចាំសប្តាហ៍", "ប្រចាំសប្ដាហ៍", "ក្នុងមួយសប្តាហ៍", "ក្នុងមួយសប្ដាហ៍"),
        "month": ("ប្រចាំខែ", "ក្នុងមួយខែ", "រៀងរាល់ខែ"),
        "quarter": ("ប្រចាំត្រីមាស",),
        "year": ("ប្រចាំឆ្នាំ", "ក្នុងមួយឆ្នាំ", "រៀងរាល់ឆ្នាំ"),
        "once": ("បង់តែម្តង", "បង់តែម្ដង", "តែម្តង", "តែម្ដង"),
    },
    # Burmese "စဉ်" (each) after the noun, and "တစ်" (one) before it.
    "my": {
        "day": ("နေ့စဉ်", "တစ်ရက်", "တစ်နေ့"),
        "week": ("အပတ်စဉ်", "တစ်ပတ်"),
        "month": ("လစဉ်", "တစ်လ", "တစ်လလျှင်"),
        "year": ("နှစ်စဉ်", "တစ်နှစ်", "တစ်နှစ်လျှင်"),
        "once": ("တစ်ကြိမ်သာ", "တစ်ကြိမ်တည်း", "တစ်ကြိမ်"),
    },
    # Pashto adjectives in either gender ("میاشتنی" plan, "میاشتنۍ" bundle) and "every".
    "ps": {
        "day": ("ورځنی", "ورځنۍ", "هره ورځ"),
        "week": ("اونیز", "اونیزه", "هره اونۍ"),
        "month": ("میاشتنی", "میاشتنۍ", "هره میاشت"),
        "year": ("کلنی", "کلنۍ", "هر کال"),
        "once": ("یو ځل", "یوځلي", "یو ځلي"),
    },
    "lb": {
        "month": ("monatlech", "all Mount"),
        "year": ("jäerlech", "all Joer"),
        "once": ("eemoleg",),
    },
    "fo": {
        "month": ("um mánaðin", "hvønn mánað", "mánaðarliga"),
        "year": ("um árið", "árliga"),
        "once": ("eina ferð",),
    },
    # The inessive: "9,99 € hilean" (in the month), "99 € urtean"; and "hilero" (monthly).
    "eu": {
        "day": ("egunean", "egunero"),
        "week": ("astean", "astero"),
        "month": ("hilean", "hilabetean", "hilero", "hilabetero"),
        "year": ("urtean", "urtero"),
        "once": ("behin bakarrik", "ordainketa bakarra"),
    },
    "gl": {
        "month": ("mensual", "mensuais", "ao mes"),
        "year": ("anual", "anuais", "ao ano"),
        "once": ("pagamento único",),
    },
    "cy": {
        "month": ("y mis", "bob mis", "misol"),
        "year": ("y flwyddyn", "bob blwyddyn", "blynyddol"),
        "week": ("yr wythnos", "bob wythnos", "wythnosol"),
        "once": ("taliad unigol",),
    },
    # The article joined to the noun: "fix-xahar" (in the month), "fis-sena" (in the year).
    "mt": {
        "day": ("kuljum", "fil-jum"),
        "week": ("fil-ġimgħa",),
        "month": ("fix-xahar", "kull xahar"),
        "year": ("fis-sena", "kull sena"),
        "once": ("darba biss",),
    },
    "be": {
        "month": ("штомесяц", "штомесячна"),
        "year": ("штогод",),
        "once": ("аднаразова",),
    },
    "ga": {
        "month": ("in aghaidh na míosa", "sa mhí", "gach mí", "míosúil"),
        "year": ("in aghaidh na bliana", "sa bhliain", "gach bliain", "bliantúil"),
        "week": ("in aghaidh na seachtaine", "sa tseachtain"),
    },
}

# Written only before an amount: "월 9,900원", "연 99,000원".
PERIOD_PREFIXES: dict[str, dict[str, tuple[str, ...]]] = {
    "ko": {"month": ("월",), "year": ("연",)},
}

# A period and the noun of a price made one word, or one term, that names the price after
# it or the column of prices under it: "Jahrespreis: 99 €", "Årspris 990 kr", "月額料金
# 980円", "年费 ¥990", "월 요금". Languages that write the period as an adjective beside the
# noun ("Prix annuel", "Cena roczna", "Monthly fee") are read by ``PERIOD_WORDS``. Not a
# German "Tagespreis" or "Wochenpreis": the price of the day or of the week's offer.
PERIOD_COMPOUNDS: dict[str, dict[str, tuple[str, ...]]] = {
    "de": {"year": ("jahrespreis", "jahresgebühr", "jahresbeitrag", "jahreskosten", "jahresabo",
                    "jahresmiete", "jahrespauschale", "jahresentgelt"),
           "month": ("monatspreis", "monatsgebühr", "monatsbeitrag", "monatskosten", "monatsabo",
                     "monatsmiete", "monatsrate", "monatspauschale", "monatsentgelt",
                     "monatsgrundgebühr", "monatsabschlag"),
           "quarter": ("quartalspreis", "quartalsbeitrag")},
    # A supplier's estimated monthly payment ("soit une mensualité d'environ 62 €").
    "fr": {"month": ("mensualité",)},
    "nl": {"year": ("jaarprijs", "jaarbedrag", "jaarkosten", "jaarabonnement", "jaartarief",
                    "jaarhuur", "jaarbijdrage", "jaarcontributie"),
           "month": ("maandprijs", "maandbedrag", "maandkosten", "maandabonnement", "maandtarief",
                     "maandhuur", "maandbijdrage", "maandtermijn", "maandcontributie")},
    "sv": {"year": ("årspris", "årsavgift", "årskostnad", "årshyra"),
           "month": ("månadspris", "månadsavgift", "månadskostnad", "månadshyra")},
    "da": {"year": ("årsafgift", "årsgebyr", "årskontingent", "årsleje"),
           "month": ("månedspris", "månedsafgift", "månedsgebyr", "månedskontingent",
                     "månedsleje", "månedsydelse")},
    "nb": {"year": ("årsavgift", "årsleie"),
           "month": ("månedsavgift", "månedsleie", "månedsbeløp")},
    "fi": {"year": ("vuosihinta", "vuosimaksu", "vuosivuokra"),
           "quarter": ("neljännesvuosimaksu", "neljännesvuosihinta"),
           "month": ("kuukausihinta", "kuukausimaksu", "kuukausivuokra", "kk-hinta", "kk-maksu")},
    "ja": {"month": ("月額料金", "月額利用料", "月額費用", "月額使用料", "月会費", "月謝",
                     "月間料金"),
           "year": ("年額料金", "年額利用料", "年額費用", "年会費", "年間料金", "年間費用",
                    "年間利用料")},
    "zh": {"month": ("月费", "月費", "月租", "包月"),
           "year": ("年费", "年費", "年租", "包年"),
           "quarter": ("季费", "季費")},
    "ko": {"month": ("월 요금", "월 이용료", "월정액", "월 회비", "월회비", "월 구독료"),
           "year": ("연 요금", "연 이용료", "연회비", "연간 회비", "연 구독료")},
}  # fmt: skip


# The name of a fee paid once, right before its amount: "Costo di attivazione: 39,99 €",
# "Frais de mise en service : 48 €", "Setup fee: $29", a gym's "Joining fee £25",
# "Aufnahmegebühr 29 €", "Wpisowe 49 zł". Such a fee is paid once, as
# "una tantum" after its amount says. Not a cancellation's or a late payment's: those are
# paid once too, but only if at all.
ONE_TIME_FEES: dict[str, tuple[str, ...]] = {
    "en": ("setup fee", "set-up fee", "activation fee", "installation fee", "connection fee",
           "joining fee", "enrolment fee", "enrollment fee", "sign-up fee", "signup fee",
           "security deposit", "refundable deposit"),
    "de": ("einrichtungsgebühr", "anschlussgebühr", "aktivierungsgebühr", "bereitstellungsentgelt",
           "bereitstellungspreis", "anschlusspreis", "einrichtungspreis", "aufnahmegebühr",
           "anmeldegebühr", "einschreibegebühr", "kaution"),
    "fr": ("frais de mise en service", "frais d'activation", "frais d’activation",
           "frais d'installation", "frais d’installation", "frais de raccordement",
           "frais d'ouverture", "frais d’ouverture", "frais d'inscription",
           "frais d’inscription", "dépôt de garantie"),
    "es": ("cuota de alta", "coste de alta", "costo de activación", "coste de activación",
           "costo de instalación", "coste de instalación", "cuota de instalación",
           "cuota de inscripción", "matrícula", "fianza"),
    "it": ("costo di attivazione", "contributo di attivazione", "costo di installazione",
           "contributo di installazione", "costo di allacciamento", "deposito cauzionale"),
    "pt": ("taxa de adesão", "taxa de ativação", "taxa de instalação", "taxa de inscrição",
           "taxa de matrícula", "caução"),
    "nl": ("aansluitkosten", "activatiekosten", "installatiekosten", "inschrijfgeld",
           "inschrijfkosten", "opstartkosten", "eenmalige kosten", "borg"),
    "pl": ("opłata aktywacyjna", "opłata instalacyjna", "wpisowe", "opłata wpisowa", "kaucja"),
    # A connection's setup in Czech and Slovak, and the adjective of a fee paid once.
    "cs": ("jednorázový poplatek", "aktivační poplatek", "zřizovací poplatek",
           "instalační poplatek", "poplatek za zřízení", "poplatek za aktivaci", "vratná kauce"),
    "sk": ("jednorazový poplatok", "aktivačný poplatok", "zriaďovací poplatok",
           "inštalačný poplatok", "poplatok za zriadenie"),
    "id": ("biaya pasang", "biaya pemasangan", "biaya instalasi", "biaya aktivasi",
           "biaya pendaftaran", "biaya registrasi", "uang jaminan"),
    # A gym's or a club's joining fee in the Nordic languages.
    "sv": ("startavgift", "anslutningsavgift"),
    "da": ("indmeldelsesgebyr", "oprettelsesgebyr"),
    "no": ("innmeldingsavgift", "innmeldingsgebyr", "etableringsgebyr"),
    # A Finnish line's or a gym's: opening, joining, installation and commissioning fees.
    "fi": ("avausmaksu", "aloitusmaksu", "liittymismaksu", "liittymämaksu", "asennusmaksu",
           "käyttöönottomaksu", "kytkentämaksu", "perustamismaksu"),
    # A gym's or a school's joining fee, a line's opening and its deposit, in Chinese,
    # Japanese, Korean, Mongolian and Azerbaijani: Japan's "初期費用" is what a contract costs
    # up front, "事務手数料" its paperwork, "工事費" the line's installation.
    "zh": ("入會費", "入会费", "開戶費", "开户费", "安裝費", "安装费", "开通费", "開通費", "初装费",
           "初裝費", "押金"),
    "ja": ("入会金", "入会費", "初期費用", "事務手数料", "契約事務手数料", "工事費", "開通工事費",
           "登録料", "保証金"),
    "ko": ("가입비", "입회비", "설치비", "개통비", "보증금"),
    "mn": ("холболтын төлбөр", "суурилуулалтын төлбөр"),
    "az": ("qoşulma haqqı", "quraşdırma haqqı"),
}  # fmt: skip


# Between a period written before the amount and the amount: "每月仅需¥99", "monatlich nur 9 €".
PERIOD_FILLERS: dict[str, tuple[str, ...]] = {
    "en": ("only", "just", "from"),
    "de": ("nur", "für nur", "ab"),
    "fr": ("seulement", "à partir de", "dès"),
    "es": ("solo", "sólo", "desde"),
    "it": ("solo", "soltanto", "da"),
    "pt": ("apenas", "só", "a partir de"),
    "nl": ("slechts", "maar", "vanaf"),
    "ja": ("わずか", "たったの", "なんと", "たった"),
    "zh": ("仅需", "只需", "仅", "只要", "低至", "僅需", "只要", "僅"),
    "ko": ("단", "단돈"),
}

# Between an introductory price and the term it pays for: "$59.88 for the first year",
# "59,88 € für das erste Jahr", "4,99 € la première année", "$0.99 for the first 3 months".
INTRO_TERM: dict[str, tuple[str, ...]] = {
    "en": ("for the first", "for your first", "for the 1st"),
    "de": ("für das erste", "für den ersten", "für die ersten", "im ersten", "in den ersten"),
    "fr": (
        "la première",
        "pour la première",
        "la 1re",
        "pour la 1re",
        "les premiers",
        "pour les premiers",
        "les premières",
        "pendant les premiers",
    ),
    "es": (
        "el primer",
        "por el primer",
        "durante el primer",
        "los primeros",
        "durante los primeros",
    ),
    "it": ("il primo", "per il primo", "i primi", "per i primi"),
    "pt": ("o primeiro", "no primeiro", "pelo primeiro", "os primeiros", "nos primeiros"),
    "nl": ("het eerste", "voor het eerste", "de eerste", "voor de eerste"),
}

# Before a count of a period an introductory price pays for: "1 € pour 3 mois", "£1 a week
# for 12 weeks". Only with a count: "$5 for month" says nothing.
TERM_FOR: dict[str, tuple[str, ...]] = {
    "en": ("for",),
    "de": ("für",),
    "fr": ("pour", "pendant"),
    "es": ("por", "durante"),
    "it": ("per",),
    "pt": ("por", "durante"),
    "nl": ("voor", "gedurende"),
    # Not "i" (sv, da, no) nor "za" (pl): "Levering i 3 dage", "dostawa za 3 dni" are times.
    "sv": ("för",),
    "da": ("for",),
    "no": ("for",),
    "pl": ("przez",),
    "el": ("για",),
}

# Between a count of periods and the price paid for them, right before the price: "12 meses
# a 25 €/mes", "6 mesi a 9,99 €", "3 mois à 1 €", "3 miesiące za 1 zł". Only after a count
# and right before a price: "3 days a week £10" has a word between.
TERM_AT: dict[str, tuple[str, ...]] = {
    "es": ("a",),
    "it": ("a",),
    "pt": ("a",),
    "fr": ("à",),
    "pl": ("za",),
}

# Swedish "i" with a count of periods is how long: "595 kr / månad i 12 månader" (a
# subscription's length, as WooCommerce Subscriptions writes it). Only before the Swedish
# nouns: Danish and Norwegian "Levering i 3 dage" is a time.
TERM_IN: dict[str, tuple[str, ...]] = {"sv": ("i",)}
TERM_IN_NOUNS: dict[str, tuple[str, ...]] = {
    "sv": ("månader", "månad", "veckor", "vecka", "dagar"),
}

# What names the length of a lease or a finance agreement among its facts, before its count
# of periods: "Laufzeit | 48 Monate", "Duration of agreement: 36 months", "Durée 37 mois";
# and a mobile or broadband plan's minimum term: "Permanencia 12 meses", "Vincolo di 24
# mesi", "Umowa na 24 miesiące", "Engagement 12 mois" ("sin permanencia" has no count).
# Its monthly rate is for that many months: a shorter term at the same rate is another offer.
CONTRACT_TERM: dict[str, tuple[str, ...]] = {
    "en": ("term", "duration", "duration of agreement", "agreement term", "contract term",
           "contract length", "length of agreement", "lease term", "finance term",
           "minimum term", "minimum contract", "minimum contract term"),
    "de": ("laufzeit", "vertragslaufzeit", "leasinglaufzeit", "mindestlaufzeit",
           "finanzierungslaufzeit", "leasingdauer", "vertragsdauer", "mindestvertragslaufzeit",
           "vertragsbindung"),
    "fr": ("durée", "durée du contrat", "durée de location", "durée du financement",
           "engagement", "engagement de", "durée d'engagement", "durée d’engagement"),
    "es": ("duración", "plazo", "duración del contrato", "plazo de financiación",
           "permanencia", "permanencia de", "permanencia mínima", "permanencia mínima de",
           "compromiso de permanencia", "compromiso de permanencia de"),
    "it": ("durata", "durata del contratto", "durata del noleggio", "durata del finanziamento",
           "vincolo", "vincolo di", "vincolo contrattuale", "vincolo contrattuale di",
           "durata minima", "durata minima di"),
    "pt": ("prazo", "duração", "prazo do contrato", "duração do contrato", "fidelização",
           "fidelização de", "período de fidelização", "período de fidelização de"),
    "nl": ("looptijd", "contractduur", "leaseduur", "minimale looptijd"),
    "pl": ("okres umowy", "okres leasingu", "okres finansowania", "czas trwania umowy",
           "umowa na", "umowa", "okres zobowiązania", "zobowiązanie na"),
    "sv": ("avtalstid", "löptid", "bindningstid"),
    "da": ("løbetid", "bindingsperiode"),
    "no": ("løpetid", "bindingstid"),
}  # fmt: skip

# A count of a finance offer's payments set off among its facts ("Anticipo 3.000 € · 48 rate
# · TAN 6,99%", "36 Raten", "48 mensualités"): as long a term as its monthly rate runs.
PAYMENTS: dict[str, tuple[str, ...]] = {
    "en": ("monthly payments", "monthly instalments", "monthly installments"),
    "de": ("raten", "monatsraten", "monatliche raten"),
    "fr": ("mensualités", "loyers"),
    "es": ("cuotas", "cuotas mensuales", "mensualidades"),
    "it": ("rate", "rate mensili"),
    "pt": ("prestações", "mensalidades"),
    "nl": ("termijnen", "maandtermijnen"),
    "pl": ("rat", "raty"),
}  # fmt: skip

# "First" after a count of a period, or before it: "les 3 premiers mois", "die ersten 4
# Wochen", "the first 12 weeks", "i primi 3 mesi": the term of an introductory price.
TERM_FIRST: dict[str, tuple[str, ...]] = {
    "en": ("first",),
    "de": ("ersten", "erste", "erster", "erstes"),
    "fr": ("premiers", "premières", "premier", "première"),
    "es": ("primeros", "primeras", "primer", "primera"),
    "it": ("primi", "prime", "primo", "prima"),
    "pt": ("primeiros", "primeiras", "primeiro", "primeira"),
    "nl": ("eerste",),
    "fi": ("ensimmäiset", "ensimmäisen", "ensimmäinen"),
    "sv": ("första",),
    "da": ("første",),
    "no": ("første",),
    "pl": ("pierwszy", "pierwsze", "pierwszych", "pierwszą"),
    # Turkish "İlk 3 ay", Greek "the first 3 months", Korean "첫 3개월", "첫 달 무료"
    "tr": ("ilk",),
    "el": ("πρώτοι", "πρώτους", "πρώτος", "πρώτο", "πρώτη", "πρώτες", "πρώτα", "πρώτων"),
    "ko": ("첫",),
    # "最初の3か月", "初月無料" (the first month), "初年度" (the first year)
    "ja": ("最初の", "初"),
}

# "First" as a numeral, before the one period an introductory price pays for: "0,49 € 1. Jahr",
# "$0.99 1st year", "R$ 9,90 no 1º ano", "9 zł w 1. roku", "0,99 € la 1re année". Only before
# a period's noun: "1." alone is a list's first item.
FIRST_ORDINAL: dict[str, tuple[str, ...]] = {
    "en": ("1st",),
    "de": ("1.",),
    "fr": ("1er", "1re", "1ère"),
    "es": ("1er", "1.er", "1º", "1.º", "1ª", "1.ª"),
    "it": ("1°", "1º"),
    "pt": ("1º", "1ª", "1.º", "1°"),
    "nl": ("1e", "1ste"),
    "pl": ("1.",),
    "cs": ("1.",),
    "da": ("1.",),
    "no": ("1.",),
}

# The words before such a numeral: "im 1. Jahr", "for the 1st year", "no 1º ano".
FIRST_ORDINAL_LEADS: dict[str, tuple[str, ...]] = {
    "en": ("for the", "in the", "the", "for your", "in your", "your"),
    "de": ("im", "für das", "für den", "das", "den", "ab dem", "bis zum"),
    "fr": ("la", "le", "pour la", "pour le", "pendant la", "pendant le"),
    "es": ("el", "en el", "por el", "durante el", "la", "en la"),
    "it": ("il", "nel", "per il", "la", "nella"),
    "pt": ("o", "no", "pelo", "durante o", "a", "na"),
    "nl": ("het", "in het", "voor het", "de", "in de"),
    "pl": ("w", "za", "przez", "na"),
    "cs": ("v", "za", "na"),
}

# The article before a count of first periods: "pour les 6 premiers mois", "die ersten 4
# Wochen", "los 3 primeros meses".
TERM_ARTICLES: dict[str, tuple[str, ...]] = {
    "en": ("the", "your"),
    "de": ("die", "der", "das", "den", "ihre"),
    "fr": ("les", "le", "la", "vos"),
    "es": ("los", "las", "el", "la", "sus"),
    "it": ("i", "il", "le", "la", "gli"),
    "pt": ("os", "as", "o", "a", "seus"),
    "nl": ("de", "het", "uw"),
    "sv": ("den", "de", "dina"),
    "da": ("den", "de", "dine"),
    "no": ("den", "de", "dine"),
    "el": ("οι", "ο", "η", "τους", "τον", "την", "τις", "το", "τα", "τους"),
}

# Words for "free" said of a trial's term, besides ``FREE``: "1 mois offert", "2 Wochen
# geschenkt", "primo mese in omaggio".
FREE_TERM: dict[str, tuple[str, ...]] = {
    "en": ("free trial", "on us"),
    "de": ("geschenkt", "gratis testen", "kostenlos testen"),
    "fr": ("offert", "offerts", "offerte", "offertes", "gratuits", "gratuite", "gratuites"),
    "es": ("gratuitos", "de regalo"),
    "it": ("gratuiti", "in omaggio", "in regalo"),
    "pt": ("gratuitos", "de oferta", "oferecidos"),
    "nl": ("cadeau",),
    "fi": ("ilmaiseksi", "maksutta", "veloituksetta", "ilmainen kokeilu"),
    "tr": ("ücretsiz deneme", "bedava"),
    "el": ("δωρεάν δοκιμή",),
    "ko": ("무료 체험",),
    "ja": ("無料トライアル", "無料体験", "無料お試し"),
}

# A fee that may be charged as a rate alone ("Vipps 1,5 %", "Transaktionsgebühr: 1,4 %"),
# named so by its heading or its own name; a word of five letters or more also ends a
# compound ("Transaksjonsgebyr", "Kartenprovision").
RATE_FEES: dict[str, tuple[str, ...]] = {
    "en": ("fee", "fees", "commission", "commissions", "surcharge", "surcharges"),
    "de": ("gebühr", "gebühren", "provision", "provisionen", "entgelt", "entgelte", "disagio"),
    "fr": ("frais", "commission", "commissions"),
    "es": ("comisión", "comisiones", "tarifa", "tarifas"),
    "it": ("commissione", "commissioni"),
    "pt": ("taxa", "taxas", "tarifa", "tarifas", "comissão"),
    "nl": ("transactiekosten", "provisie"),
    "pl": ("opłata", "opłaty", "prowizja", "prowizje"),
    "sv": ("avgift", "avgifter"),
    "da": ("gebyr", "gebyrer"),
    "no": ("gebyr", "gebyrer", "avgift", "avgifter"),
    "fi": ("maksu", "maksut", "palkkio", "palkkiot"),
    "cs": ("poplatek", "poplatky"),
    "tr": ("ücret", "ücreti", "ücretler", "komisyon", "komisyonu"),
    "ro": ("comision", "comisioane", "taxă", "taxe"),
    "hu": ("díj", "díjak", "jutalék"),
}

# What a rate alone under a heading of fees may be besides a fee: a discount or a loan's
# interest ("Rabatt: 20 %", "Jahresrabatt 15 %", "Sollzins: 3,9 %"); a word of five letters
# or more also ends a compound.
RATE_NOT_FEES: dict[str, tuple[str, ...]] = {
    "en": ("discount", "off", "promo", "interest", "apr", "cashback"),
    "de": (
        "rabatt",
        "nachlass",
        "skonto",
        "zins",
        "zinsen",
        "sollzins",
        "zinssatz",
        "effektivzins",
    ),
    "fr": ("remise", "réduction", "intérêt", "intérêts", "taeg"),
    "es": ("descuento", "interés", "tae", "tin"),
    "it": ("sconto", "interesse", "interessi", "taeg", "tan"),
    "pt": ("desconto", "juros"),
    "nl": ("korting", "rente"),
    "pl": ("rabat", "zniżka", "odsetki", "oprocentowanie", "rrso"),
    "sv": ("rabatt", "ränta"),
    "da": ("rabat", "rente"),
    "no": ("rabatt", "rente"),
    "fi": ("alennus", "korko"),
    "cs": ("sleva", "úrok", "rpsn"),
    "tr": ("indirim", "faiz"),
    "ro": ("reducere", "dobândă", "dobânda"),
    "hu": ("kedvezmény", "kamat", "thm"),
}

# A stay's total said to be one, before or after its count of nights: "Tổng 3 đêm: …", "3 noci
# celkem …", "3 gece toplam …".
STAY_TOTAL: dict[str, tuple[str, ...]] = {
    "en": ("total", "in total"),
    "de": ("gesamt", "insgesamt"),
    "fr": ("total", "au total"),
    "es": ("total", "en total"),
    "it": ("totale", "in totale"),
    "pt": ("total", "no total"),
    "nl": ("totaal", "in totaal"),
    "pl": ("razem", "łącznie"),
    "sv": ("totalt", "sammanlagt"),
    "da": ("i alt", "total"),
    "no": ("totalt", "til sammen"),
    "fi": ("yhteensä",),
    "cs": ("celkem",),
    "sk": ("spolu", "celkom"),
    "tr": ("toplam",),
    "ru": ("итого", "всего"),
    "hu": ("összesen",),
    "ro": ("total", "în total"),
    "el": ("σύνολο",),
    "id": ("total",),
    "vi": ("tổng", "tổng cộng"),
}

# What a price line starts with when its price follows an offer above it: "Erste 4 Wochen
# gratis" over "danach 12,99 €/Monat".
THEN: dict[str, tuple[str, ...]] = {
    "en": ("then", "after that", "thereafter", "afterwards"),
    "de": ("danach", "dann", "anschließend", "im anschluss"),
    "fr": ("puis", "ensuite", "après"),
    "es": ("después", "luego", "y después"),
    "it": ("poi", "dopo", "successivamente", "in seguito"),
    "pt": ("depois", "após", "em seguida"),
    "nl": ("daarna", "dan", "vervolgens"),
    "sv": ("därefter", "sedan", "sen"),
    "da": ("derefter", "herefter", "så"),
    "no": ("deretter", "etterpå", "så"),
    "fi": ("sitten", "sen jälkeen", "jonka jälkeen", "tämän jälkeen"),
    "pl": ("następnie", "potem", "później"),
    "tr": ("sonra", "ardından", "daha sonra", "sonrasında"),
    "el": ("μετά", "έπειτα", "στη συνέχεια", "κατόπιν"),
    "ko": ("이후", "그 후", "그다음"),
    "ja": ("その後", "以降"),
}

# Before a period word: "billed annually", "facturé annuellement".
BILLED: dict[str, tuple[str, ...]] = {
    "en": ("billed", "paid", "charged"),
    "de": ("abgerechnet", "bezahlt", "zahlbar"),
    "fr": ("facturé", "facturée", "facturés", "facturées", "payé", "payable"),
    "es": ("facturado", "facturada", "facturados", "facturadas", "pagado"),
    "it": ("fatturato", "fatturata", "fatturati", "fatturate", "pagato"),
    "pt": (
        "faturado",
        "faturados",
        "cobrado",
        "cobrada",
        "cobrados",
        "pago",
        # paid at once: "R$ 989,00 à vista por ano" is yearly, per no "vista"
        "à vista",
    ),
    "nl": ("gefactureerd", "betaald"),
    "pl": ("płatne", "płatny", "rozliczane"),
    "sv": ("faktureras", "betalas"),
    "da": ("faktureres", "faktureret", "betales"),
    "no": ("faktureres", "fakturert", "betales"),
    "fi": ("laskutetaan",),
    "cs": ("účtováno", "placeno"),
    "ja": (),
    "zh": (),
    "ko": (),
    "tr": ("faturalandırılır", "ödenir"),
    "ru": ("оплачивается", "оплата", "списывается"),
    "uk": ("оплачується", "оплата"),
    "hu": ("számlázva", "fizetendő"),
    "ro": ("facturat", "facturată", "plătit"),
    "el": ("χρεώνεται", "τιμολογείται"),
    "he": ("בחיוב",),
    "ar": ("يُدفع", "تدفع", "يدفع"),
    "id": ("ditagih", "dibayar"),
    "vi": ("thanh toán",),
    "th": ("เรียกเก็บ",),
    "ms": ("dibilkan", "dibayar"),
    "hi": (),
    "sk": ("účtované", "fakturované", "platené"),
    "hr": ("naplaćuje se", "naplaćeno", "plaćeno"),
    "sl": ("zaračunano", "plačano"),
    "bg": ("таксува се", "фактурира се", "плаща се"),
    "lt": ("apmokestinama", "mokama"),
    "lv": ("apmaksā", "maksā"),
    "et": ("arveldatakse", "makstakse"),
    "is": ("innheimt", "greitt"),
    "ca": ("facturat", "facturada", "pagat"),
    "sq": ("faturohet", "paguhet"),
    "mk": ("се наплаќа", "се плаќа", "фактурирано"),
    "km": ("គិតប្រាក់", "បង់"),
}

# The billing itself, named as a noun with its period an adjective before or after it: "with
# annual billing", "facturation annuelle", "bei jährlicher Abrechnung", "연간 결제".
BILLING: dict[str, tuple[str, ...]] = {
    "en": ("billing", "payment"),
    "de": ("Abrechnung", "Zahlung", "Zahlweise", "Bezahlung"),
    "fr": ("facturation", "paiement"),
    "es": ("facturación", "pago"),
    "it": ("fatturazione", "pagamento"),
    "pt": ("faturamento", "faturação", "pagamento", "cobrança"),
    "nl": ("facturering", "facturatie", "betaling"),
    "pl": ("płatność", "płatności", "płatnością", "rozliczenie", "rozliczeniu", "rozliczeniem"),
    "sv": ("fakturering", "betalning"),
    "da": ("fakturering", "betaling"),
    "no": ("fakturering", "betaling"),
    "fi": ("laskutus", "laskutuksella", "maksu", "maksulla"),
    "cs": ("fakturace", "fakturaci", "platba", "platbě", "platbou"),
    "ja": ("払い", "支払い", "請求"),
    "zh": ("付费", "付款", "计费", "計費"),
    "ko": ("결제", "청구"),
    "tr": ("ödeme", "ödemede", "ödemeli", "faturalandırma"),
    "ru": ("оплата", "оплате", "оплатой", "оплату"),
    "uk": ("оплата", "оплаті", "оплатою", "оплату"),
    "hu": ("számlázás", "számlázással", "fizetés", "fizetéssel"),
    "ro": ("facturare", "plată", "plata"),
    "el": ("χρέωση", "χρέωσης", "πληρωμή", "πληρωμής"),
    "id": ("tagihan", "pembayaran"),
    "ms": ("bil", "pembayaran"),
    "sk": ("fakturácia", "fakturácii", "platba", "platbe", "platbou"),
    "hr": ("naplata", "naplati", "naplatom", "plaćanje", "plaćanju"),
    "sl": ("plačilo", "plačilu", "obračun"),
    "bg": ("плащане", "таксуване"),
    "lt": ("mokėjimas", "atsiskaitymas"),
    "lv": ("maksājums", "norēķini"),
    "et": ("arveldus", "makse"),
    "is": ("greiðsla", "greiðslu"),
    "ca": ("facturació", "pagament"),
    "sq": ("pagesë", "pagesa", "faturim"),
    "mk": ("плаќање", "наплата"),
    "km": ("ការបង់ប្រាក់",),
}

# How a price is billed, written as one word with its period in scripts that join words:
# "$25/月" with "年払い" in brackets, "¥30/月" with "年付" (paid by the year). The period
# alone is no word of the table of periods ("年" is also a count's "3年"), only glued to
# the payment's.
BILLED_GLUED: dict[str, dict[str, tuple[str, ...]]] = {
    "ja": {"year": ("年払い", "年一括払い", "年額一括払い", "年間一括払い"), "month": ("月払い",)},
    "zh": {"year": ("年付", "按年付", "年缴", "年繳", "按年支付"),
           "month": ("月付", "按月付", "月缴", "月繳", "按月支付")},
}  # fmt: skip

# How a language makes the adjective of its period adverb (``PERIOD_WORDS``) to go with a noun:
# the adverb's ending it drops, then the endings it may take instead ("jährlich" → "jährlicher
# Abrechnung", "rocznie" → "płatności rocznej", "ročně" → "roční platbě").
ADJECTIVE_ENDINGS: dict[str, tuple[str, tuple[str, ...]]] = {
    "de": ("", ("e", "er", "en", "em", "es")),
    "nl": ("", ("e",)),
    "sv": ("en", ("", "a")),
    "da": ("", ("e",)),
    "no": ("", ("e",)),
    "fi": ("", ("en",)),
    "pl": ("ie", ("y", "a", "e", "ej", "ym", "ą")),
    "cs": ("ě", ("í", "ího", "ím")),
    "ru": ("о", ("ой", "ая", "ую", "ый", "ые", "ом", "ого")),
    "uk": ("о", ("а", "ій", "у", "ий", "і", "ої")),
    "ro": ("", ("ă", "e")),
    "sk": ("e", ("á", "é", "ý", "ej", "ou")),
    "hr": ("e", ("a", "i", "u", "oj", "om")),
    "sl": ("o", ("o", "i", "a", "em")),
}

# What a price is per besides time: "per seat / year" is a yearly price.
UNITS: dict[str, tuple[str, ...]] = {
    "en": ("user", "users", "active user", "seat", "seats", "agent", "agents", "member",
           "members", "staff member", "staff members", "team member", "team members",
           "license", "licence", "GB", "TB", "MB", "request", "requests", "contact", "contacts",
           "employee", "employees", "person", "device", "devices", "location", "site", "project",
           "workspace", "transaction", "order", "credit", "credits", "email", "emails", "event",
           "events", "instance", "server", "host", "node", "mailbox", "subscriber",
           # a meal kit's: "$9.99 per serving", "$12.90 / delivery"; a pharmacy's fee per pack
           "serving", "portion", "meal", "delivery", "box", "pack",
           # a school's or a university's: "$45 per lesson", "$350 per credit hour"
           "lesson", "lessons", "class", "session", "credit hour", "credit hours",
           "semester hour", "course", "module",
           # a fare's or a tour's: "$89 per passenger", "Rp 1.250.000/pax"; a room's guest
           "passenger", "traveller", "traveler", "adult", "guest", "pax"),
    "de": ("Nutzer", "Benutzer", "Nutzerin", "Anwender", "Platz", "Lizenz", "Agent", "Agenten",
           "Mitglied", "Mitglieder", "Anfrage", "Anfragen", "Kontakt", "Kontakte", "Mitarbeiter",
           "Mitarbeitende", "Person", "Gerät", "Geräte", "Standort", "Projekt", "Transaktion",
           "Bestellung", "Postfach", "Server", "Arbeitsplatz", "Portion", "Mahlzeit", "Gericht",
           "Lieferung", "Box", "Packung", "Einheit", "Unterrichtseinheit", "Lektion", "Kurs",
           "Modul", "ECTS-Punkt", "Leistungspunkt", "Credit", "Reisenden", "Reisender",
           "Passagier", "Erwachsenen", "Erwachsener"),
    "fr": ("utilisateur", "utilisateurs", "siège", "sièges", "poste", "licence", "agent",
           "agents", "membre", "membres", "requête", "requêtes", "Go", "contact", "contacts",
           "employé", "employés", "salarié", "salariés", "personne", "appareil", "site", "projet",
           "transaction", "commande", "serveur", "portion", "repas", "livraison", "box", "boîte",
           "crédit", "crédits ECTS", "séance", "leçon", "cours", "module", "passager", "voyageur",
           "adulte"),
    "es": ("usuario", "usuarios", "asiento", "puesto", "puestos", "licencia", "agente",
           "agentes", "miembro", "miembros", "solicitud", "solicitudes", "petición", "contacto",
           "contactos", "empleado", "empleados", "persona", "dispositivo", "sitio", "proyecto",
           "transacción", "pedido", "servidor", "ración", "porción", "comida", "entrega", "caja",
           "crédito", "créditos", "clase", "sesión", "lección", "asignatura", "módulo", "pasajero",
           "viajero", "adulto", "huésped"),
    "it": ("utente", "utenti", "postazione", "licenza", "agente", "agenti", "membro", "membri",
           "richiesta", "richieste", "contatto", "contatti", "dipendente", "dipendenti",
           "persona", "dispositivo", "sito", "progetto", "transazione", "ordine", "server",
           "porzione", "pasto", "consegna", "box", "confezione", "CFU", "credito", "crediti",
           "lezione", "esame", "modulo", "corso", "passeggero", "viaggiatore", "adulto"),
    "pt": ("usuário", "usuários", "utilizador", "utilizadores", "assento", "lugar", "licença",
           "agente", "agentes", "membro", "membros", "requisição", "requisições", "pedido",
           "contato", "contatos", "contacto", "funcionário", "colaborador", "pessoa",
           "dispositivo", "projeto", "transação", "servidor", "crédito", "aula", "sessão",
           "disciplina", "passageiro", "viajante", "adulto", "hóspede"),
    "nl": ("gebruiker", "gebruikers", "plek", "werkplek", "licentie", "agent", "agenten",
           "lid", "leden", "verzoek", "verzoeken", "aanvraag", "contact", "contacten",
           "medewerker", "medewerkers", "persoon", "apparaat", "locatie", "project", "transactie",
           "bestelling", "server", "portie", "maaltijd", "levering", "box", "verpakking",
           "passagier", "reiziger", "volwassene"),
    "pl": ("użytkownika", "użytkownik", "użytkowników", "stanowisko", "licencję", "agenta",
           "członka", "żądanie", "żądań", "zapytanie", "zapytań", "urządzenie", "porcję", "porcja",
           "posiłek", "dostawę", "dostawa", "lekcję", "lekcja", "zajęcia", "punkt ECTS", "osobę",
           "osoba", "pasażera", "dorosłego"),
    "sv": ("användare", "plats", "licens", "agent", "medlem", "förfrågan", "anrop", "enhet",
           "dator", "person", "resenär", "vuxen"),
    "da": ("bruger", "brugere", "plads", "licens", "agent", "medlem", "forespørgsel", "person",
           "rejsende", "voksen"),
    "no": ("bruker", "brukere", "plass", "lisens", "agent", "medlem", "forespørsel", "person",
           "reisende", "voksen"),
    "fi": ("käyttäjä", "käyttäjää", "käyttäjältä", "paikka", "lisenssi", "agentti", "jäsen",
           "pyyntö", "pyyntöä", "henkilö", "hlö", "matkustaja", "aikuinen", "laite",
           "liittymä"),
    "cs": ("uživatel", "uživatele", "uživatelů", "místo", "licence", "agent", "agenta",
           "člen", "člena", "požadavek", "požadavků", "osobu", "osoba", "cestujícího",
           "dospělého"),
    "ja": ("ユーザー", "ユーザ", "席", "シート", "ライセンス", "エージェント", "メンバー",
           "リクエスト", "人"),
    "zh": ("用户", "用戶", "使用者", "帳號", "账号", "席位", "座席", "坐席", "许可", "成员",
           "成員", "请求", "請求", "人"),
    "ko": ("사용자", "좌석", "시트", "라이선스", "상담원", "에이전트", "멤버", "회원", "요청",
           "인", "수업", "과목", "강좌"),
    "tr": ("kullanıcı", "koltuk", "lisans", "temsilci", "üye", "istek", "kişi", "yolcu",
           "yetişkin"),
    "ru": ("пользователя", "пользователь", "пользователей", "место", "лицензию", "агента",
           "оператора", "участника", "запрос", "запросов", "человека", "пассажира"),
    "uk": ("користувача", "користувач", "користувачів", "місце", "ліцензію", "агента",
           "оператора", "запит", "запитів"),
    "hu": ("felhasználó", "felhasználónként", "hely", "licenc", "ügynök", "tag", "kérés", "fő",
           "utas"),
    "ro": ("utilizator", "utilizatori", "loc", "licență", "agent", "membru", "cerere",
           "cereri", "persoană", "persoana", "pasager", "adult"),
    "el": ("χρήστη", "χρήστης", "θέση", "άδεια", "μέλος", "αίτημα", "συσκευή", "εργαζόμενο",
           "υπάλληλο", "επαφή", "έργο", "συναλλαγή", "παραγγελία", "αποστολή", "μερίδα",
           "μάθημα"),
    "he": ("משתמש", "למשתמש", "מושב", "רישיון", "נציג"),
    "ar": ("مستخدم", "للمستخدم", "مقعد", "ترخيص", "وكيل", "عضو", "طلب"),
    "id": ("pengguna", "kursi", "lisensi", "agen", "anggota", "permintaan", "orang",
           "penumpang"),
    "vi": ("người dùng", "thành viên", "giấy phép", "hành khách", "khách", "người"),
    "th": ("ผู้ใช้", "ที่นั่ง", "ใบอนุญาต", "คน", "ท่าน", "บัญชี", "เครื่อง"),
    "ms": ("pengguna", "kerusi", "lesen", "ejen", "ahli", "permintaan"),
    "hi": ("उपयोगकर्ता", "यूज़र", "सीट", "लाइसेंस", "सदस्य"),
    "sk": ("používateľa", "používateľ", "používateľov", "miesto", "licenciu", "agenta", "člena",
           "požiadavku", "požiadaviek"),
    "hr": ("korisniku", "korisnika", "korisnik", "mjesto", "licencu", "agentu", "agenta",
           "članu", "zahtjev", "zahtjeva"),
    "sr": ("кориснику", "корисника", "корисник", "лиценцу", "korisniku", "korisnika",
           "korisnik", "licencu"),
    "kk": ("пайдаланушыға", "пайдаланушы", "қолданушыға", "қолданушы"),
    "ka": ("მომხმარებელზე", "მომხმარებელი", "ლიცენზია"),
    "tl": ("gumagamit", "lisensya"),
    "fa": ("کاربر", "لایسنس"),
    "sw": ("mtumiaji", "watumiaji", "leseni"),
    "bn": ("ব্যবহারকারী", "লাইসেন্স", "সদস্য"),
    "ur": ("صارف", "لائسنس"),
    "sl": ("uporabnika", "uporabnik", "uporabnike", "mesto", "licenco", "agenta", "člana",
           "zahtevo", "zahtev"),
    "bg": ("потребител", "потребители", "място", "лиценз", "агент", "член", "заявка",
           "заявки"),
    "lt": ("naudotoją", "naudotojui", "vartotoją", "vartotojui", "vietą", "licenciją",
           "agentą", "narį", "užklausą", "užklausų"),
    "lv": ("lietotāju", "lietotājam", "lietotājs", "vietu", "licenci", "aģentu", "biedru",
           "pieprasījumu", "pieprasījumiem"),
    "et": ("kasutaja", "kasutajat", "koht", "litsents", "agent", "liige", "päring",
           "päringut"),
    "is": ("notanda", "notendur", "sæti", "leyfi", "fulltrúa", "meðlim", "beiðni",
           "beiðnir"),
    "ca": ("usuari", "usuaris", "seient", "llicència", "agent", "agents", "membre", "membres",
           "sol·licitud", "sol·licituds"),
    "ne": ("प्रयोगकर्ता",),
    "si": ("පරිශීලක",),
    "ta": ("பயனர்",),
    "te": ("వినియోగదారు",),
    "kn": ("ಬಳಕೆದಾರ",),
    "ml": ("ഉപയോക്താവ്",),
    "mr": ("वापरकर्ता",),
    "gu": ("વપરાશકર્તા",),
    "pa": ("ਵਰਤੋਂਕਾਰ",),
    "or": ("ବ୍ୟବହାରକାରୀ",),
    "uz": ("foydalanuvchi", "foydalanuvchiga", "фойдаланувчи"),
    "az": ("istifadəçi", "istifadəçiyə"),
    "hy": ("օգտատեր", "օգտատիրոջ"),
    "mn": ("хэрэглэгч", "хэрэглэгчид"),
    "am": ("ተጠቃሚ",),
    "sq": ("përdorues", "përdoruesi", "licencë", "linjë"),
    "mk": ("корисник", "корисници", "лиценца", "линија"),
    "km": ("អ្នកប្រើប្រាស់", "អ្នកប្រើ", "នាក់"),
    "my": ("အသုံးပြုသူ",),
    "ps": ("کاروونکی", "کارن", "جواز"),
    "lb": ("Benotzer", "Lizenz", "Member"),
    "fo": ("brúkara", "brúkari", "loyvi", "lim"),
    "eu": ("erabiltzaile", "erabiltzaileko", "lizentzia", "kide"),
    "gl": ("usuario", "usuarios", "licenza", "membro"),
    "cy": ("defnyddiwr", "ddefnyddiwr", "trwydded", "aelod"),
    "mt": ("utent", "utenti", "liċenzja", "membru"),
    "be": ("карыстальніка", "карыстальнік", "ліцэнзію"),
    "ga": ("úsáideoir", "úsáideora", "ceadúnas", "ball"),
}  # fmt: skip

# A tax note between a price and its period: "3,79 € HT par mois", "9 € zzgl. MwSt. / Monat".
# Costa Rica's "i.v.i." (impuesto de ventas incluido) is a tax note of its own.
TAX_WORDS = ("HT", "TTC", "net", "netto", "brutto", "税込", "税抜", "含税", "不含税", "KDV dahil",
             "KDV hariç", "bruttó", "nettó", "i.v.i.", "IVI")  # fmt: skip
TAX_PREFIXES = ("excl", "incl", "inkl", "zzgl", "exkl", "ex", "inc", "plus", "+", "sin",
                "con", "bez", "s", "eks", "ekskl", "ink", "hors", "sans", "avec", "ohne",
                "mit", "с", "без", "з", "cu", "fără", "με", "χωρίς", "sa", "uklj", "vklj",
                "z", "su", "be", "ar", "með", "án", "amb", "sense",
                # Hebrew, Arabic, Thai, Vietnamese and Indonesian: "including" and "excluding"
                # ("شامل الضريبة", "ไม่รวม VAT", "chưa gồm VAT",
                # "belum termasuk PPN").
                "כולל", "לא כולל", "شامل", "غير شامل", "รวม", "ไม่รวม", "chưa gồm",
                "chưa bao gồm", "đã gồm", "đã bao gồm", "termasuk", "belum termasuk",
                "sudah termasuk")  # fmt: skip
TAX_NOUNS = ("VAT", "MwSt", "USt", "tax", "taxes", "TVA", "IVA", "btw", "moms", "mva", "DPH",
             "ALV", "GST", "KDV", "НДС", "ПДВ", "ÁFA", "ΦΠΑ", "PDV", "DDV", "ДДС", "PVM", "PVN",
             "VSK", "ITBIS", "IGV", "ISV", "IVU", "QQS", "ƏDV", "ԱԱՀ", "НӨАТ",
             "ҚҚС", "PPN", "מע\"מ", "מע״מ", "जीएसटी",
             "ضريبة القيمة المضافة", "الضريبة", "ภาษีมูลค่าเพิ่ม", "ภาษี", "부가세")  # fmt: skip
# The words after a tax's name that say it is included or not, as Spanish, Portuguese,
# Turkish and Azerbaijani write them: "IVA incluido", "ITBIS incluido", "ƏDV daxil".
TAX_SUFFIXES = ("incluido", "incluida", "incluidos", "inc", "incl", "included", "incluso",
                "dahil", "hariç", "daxil", "daxildir",
                # Korean: "VAT 별도" (apart), "부가세 포함" (included)
                "별도", "포함", "미포함")  # fmt: skip

# Stock states, by schema.org name. A longer phrase wins over one it contains ("nicht auf
# Lager" over "auf Lager"), and an earlier one over a later. A shop's "notify me when it is
# available" button, shown in place of "add to cart", says the product is out: its words
# start before "available" does ("Benachrichtigen, wenn verfügbar" read as in stock before).
# A class, course or membership that is booked out ("fully booked", "ausgebucht", "betelt") or
# offers only its waiting list has no place left to buy: it is sold out, as a product is.
AVAILABILITY: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        # a download's state: "Instant download" beside an e-book's or an album's price
        "InStock": (
            "in stock",
            "available now",
            "ships today",
            "ready to ship",
            "instant download",
        ),
        "OutOfStock": (
            "out of stock",
            "unavailable",
            "not available",
            "not yet available",
            "not in stock",
            "notify me when available",
            "notify me when in stock",
            "notify me when back in stock",
            "email me when available",
            "email me when in stock",
            "email me when back in stock",
            "back in stock soon",
            "restocking soon",
            "under offer",
            "deposit taken",
            "temporarily out of stock",
            "not available online",
            "unavailable online",
        ),
        "SoldOut": (
            "class full",
            "course full",
            "event full",
            "registration full",
            "sold out",
            "fully booked",
            "booked out",
            "booked up",
            "join the waitlist",
            "join the waiting list",
            "waitlist only",
            "let agreed",
            "sale agreed",
        ),
        # A game store's "Pre-Purchase" is its pre-order.
        "PreOrder": (
            "pre-order",
            "preorder",
            "pre order",
            "pre-purchase",
            "prepurchase",
            "coming soon",
            "available soon",
            "available for pre-order",
            # A ticket category whose sale opens later.
            "on sale soon",
        ),
        "BackOrder": (
            "backorder",
            "back-order",
            "back order",
            "backordered",
            "back-ordered",
            "awaiting stock",
            "on backorder",
            "available to order",
        ),
        "LimitedAvailability": (
            "few places left",
            "few spots left",
            "limited places",
            "last places",
            "last few places",
            "limited stock",
            "low stock",
            "limited availability",
            "only a few left",
            "last tickets",
            "last few tickets",
            "few tickets left",
            "few left",
            "left in stock",
            "almost gone",
            "low in stock",
            "selling fast",
            "last one left",
            "only one left",
            "almost sold out",
            "nearly sold out",
            "last piece",
            "last item",
            "few items left",
        ),
        "Discontinued": (
            "sales ended",
            "sale ended",
            "registration closed",
            "enrolment closed",
            "enrollment closed",
            "discontinued",
            "no longer available",
            # A book its publisher no longer prints.
            "out of print",
            # A policy or a fund that takes no one new.
            "closed to new customers",
            "closed to new members",
            "closed to new business",
            "not available to new customers",
            "no longer available to order",
            "no longer offered",
            # A deal feed's deal past its end: no longer offered (the chip alone, "Expired",
            # is in AVAILABILITY_ALONE: in a sentence it is a trial's or a session's).
            "deal expired",
            "offer expired",
            "deal ended",
            "offer ended",
        ),
    },
    "de": {
        "InStock": (
            "auf Lager",
            "vorrätig",
            "lieferbar",
            "sofort lieferbar",
            "verfügbar",
            "sofort verfügbar",
            "versandfertig",
            "sofort versandfertig",
            "versandbereit",
            # Austria's word, and a comparison site's for each shop's offer ("lagernd,
            # Versand in 24h")
            "lagernd",
            "sofort lagernd",
        ),
        "OutOfStock": (
            "nicht auf Lager",
            "nicht lagernd",
            "derzeit nicht lagernd",
            "nicht vorrätig",
            # A pharmacy's drug the maker cannot supply for now: "Lieferengpass beim Hersteller".
            "lieferengpass",
            "nicht lieferbar",
            "nicht verfügbar",
            "derzeit nicht verfügbar",
            # "erhältlich" says what "verfügbar" does: a licence or a plan a shop stopped
            # selling for now reads "Derzeit nicht erhältlich" on its card and its button.
            "nicht erhältlich",
            "derzeit nicht erhältlich",
            "zurzeit nicht erhältlich",
            "vorübergehend nicht erhältlich",
            # A shop's or a provider's word for an item it takes no orders for now.
            "nicht bestellbar",
            "derzeit nicht bestellbar",
            "zurzeit nicht bestellbar",
            "momentan nicht bestellbar",
            "nicht buchbar",
            "derzeit nicht buchbar",
            # An insurance's tariff that takes no new contracts, or none online; with "ss" as
            # Switzerland writes it (and as "ß" reads in capitals).
            "nicht abschließbar",
            "nicht online abschließbar",
            "derzeit nicht abschließbar",
            "nicht abschliessbar",
            "nicht online abschliessbar",
            "derzeit nicht abschliessbar",
            # A digital store's item locked to other regions: "Nicht in Ihrer Region verfügbar"
            # (read as "verfügbar" before).
            "nicht in ihrer region verfügbar",
            "nicht in deiner region verfügbar",
            "nicht in ihrem land verfügbar",
            "nicht in deinem land verfügbar",
            "vergriffen",
            "benachrichtigen, wenn",
            "benachrichtigen wenn",
            "benachrichtigung, wenn",
            "benachrichtigung wenn",
            "benachrichtigung bei verfügbarkeit",
            "bei verfügbarkeit benachrichtigen",
            # a fashion shop's size: "Benachrichtige mich, wenn der Artikel wieder verfügbar
            # ist" (read as "verfügbar" before), not when the price drops; only in its
            # stores, not online
            "benachrichtige mich, wenn der artikel wieder verfügbar",
            "benachrichtige mich, wenn er wieder verfügbar",
            "benachrichtige mich, wenn wieder verfügbar",
            "benachrichtige mich wenn wieder verfügbar",
            "nur im geschäft erhältlich",
            "nur in der filiale erhältlich",
            "e-mail, wenn verfügbar",
            "e-mail bei verfügbarkeit",
            "bald wieder da",
            "bald wieder verfügbar",
            "bald wieder erhältlich",
            "vorübergehend nicht verfügbar",
            "online nicht verfügbar",
            "vorübergehend ausverkauft",
        ),
        "SoldOut": (
            "ausverkauft",
            "ausgebucht",
            "voll belegt",
            "warteliste",
            "bereits vermietet",
            "bereits verkauft",
        ),
        "PreOrder": (
            "vorbestellen",
            "vorbestellbar",
            # A book or a record not out yet: "Erscheint am 12.03.2027" (not "erschienen").
            "erscheint am",
            "erscheint voraussichtlich",
            "noch nicht erschienen",
            "vorbestellung",
            "verfügbar ab",
            "bald verfügbar",
            "demnächst verfügbar",
            "in Kürze verfügbar",
            "demnächst erhältlich",
            "bald erhältlich",
            # A game store's pre-purchase button: "Vorab kaufen".
            "vorab kaufen",
        ),
        "BackOrder": (
            "nachbestellt",
            "in Kürze lieferbar",
            "lieferbar ab",
            "wieder lieferbar ab",
            "wieder verfügbar ab",
            "im Zulauf",
            "Bestellartikel",
        ),
        "LimitedAvailability": (
            "nur noch wenige",
            "wenige auf Lager",
            "geringer Bestand",
            "letzte Tickets",
            "wenige Tickets",
            # A box office's last seats of a category: "Restkarten", "Restplätze".
            "Restkarten",
            "Restplätze",
            "fast ausverkauft",
            "bald ausverkauft",
            "letzter artikel",
            "letztes stück",
            "letzte stücke",
            "wenige artikel",
        ),
        "Discontinued": (
            "nicht mehr erhältlich",
            "nicht mehr verfügbar",
            "nicht mehr lieferbar",
            "ausgelaufen",
            "deal abgelaufen",
            "angebot abgelaufen",
            # A tariff that takes no one new.
            "für neukunden geschlossen",
            "nicht mehr bestellbar",
            "nicht mehr buchbar",
            "nicht mehr abschließbar",
            "nicht mehr abschliessbar",
            "für neukunden nicht mehr verfügbar",
        ),
    },
    "fr": {
        "InStock": (
            "en stock",
            "en stock magasin",
            "disponible",
            "disponible immédiatement",
            "téléchargement immédiat",
        ),
        "OutOfStock": (
            "rupture de stock",
            # A pharmacy's drug its maker cannot supply (the ANSM's word)
            "rupture d'approvisionnement",
            "rupture d\u2019approvisionnement",
            "en rupture",
            "indisponible",
            "non disponible",
            "pas encore disponible",
            "hors stock",
            "m'avertir quand",
            "m'avertir lorsque",
            "m'avertir de la disponibilité",
            "me prévenir quand",
            "me prévenir lorsque",
            "me prévenir de la disponibilité",
            "m'avertir de son retour",
            "m’avertir de son retour",
            "me prévenir de son retour",
            "m'avertir du retour",
            "m'alerter quand",
            "m'alerter lorsque",
            "prévenez-moi",
            "temporairement indisponible",
            "temporairement en rupture",
            "indisponible en ligne",
            "victime de son succès",
        ),
        "SoldOut": (
            "épuisé",
            "épuisée",
            "places épuisées",
            "liste d'attente",
            "liste d’attente",
            "déjà loué",
            "déjà louée",
            "sous compromis",
        ),
        "PreOrder": (
            "précommande",
            # A book not out yet: "À paraître le 12 mars".
            "à paraître",
            "pré-commande",
            "bientôt disponible",
            "précommander",
            "pré-commander",
            "précommandez",
            # A book out on a date to come ("Disponible à partir du 12 mars"): "du" takes a
            # date, where a price would take "dès" or "à partir de" ("disponible le" may be
            # "le jour même", "le lendemain": in stock).
            "disponible à partir du",
        ),
        "BackOrder": (
            "en réapprovisionnement",
            "sur commande",
            "en arrivage",
            "en cours d'approvisionnement",
        ),
        "LimitedAvailability": (
            "stock limité",
            "derniers articles",
            "plus que quelques",
            "presque épuisé",
            "presque épuisée",
            "bientôt épuisé",
            "bientôt épuisée",
            "dernière pièce",
            "dernières pièces",
            "dernier article",
            "stock faible",
            "quantité limitée",
            "quantités limitées",
            "dernières places",
        ),
        "Discontinued": (
            "n'est plus disponible",
            "plus disponible",
            "plus fabriqué",
            "fin de série",
            "offre expirée",
            # A tariff that takes no one new.
            "fermée à la souscription",
            "fermé à la souscription",
            "fermée aux nouveaux clients",
            "fermé aux nouveaux clients",
            "n'est plus commercialisé",
            "n'est plus commercialisée",
            "plus commercialisé",
            "plus commercialisée",
        ),
    },
    "es": {
        "InStock": (
            "en stock",
            "en existencia",
            "disponible",
            "entrega inmediata",
            "descarga inmediata",
        ),
        "OutOfStock": (
            "sin stock",
            # A pharmacy's drug its maker cannot supply (the AEMPS' words)
            "problemas de suministro",
            "no disponible",
            "fuera de stock",
            "sin existencias",
            "avísame cuando",
            "avisarme cuando",
            "notificarme cuando",
            "avísame si vuelve",
            "temporalmente agotado",
            "agotado temporalmente",
            "temporalmente sin stock",
        ),
        "SoldOut": (
            "agotado",
            "agotada",
            # A ticket zone's "Entradas agotadas" (not "agotadas" alone: a shop's filter,
            # "Ocultar tallas agotadas").
            "entradas agotadas",
            "localidades agotadas",
            "boletos agotados",
            "cupos agotados",
            "cupo agotado",
            "cupo lleno",
            "cupos llenos",
            "plazas agotadas",
            "sin cupos",
            "sin plazas",
            "lista de espera",
            "ya alquilado",
            "ya alquilada",
        ),
        "PreOrder": (
            "preventa",
            "preorden",
            "próximamente",
            "reserva ya",
            "resérvalo",
            "reservar ahora",
            # A game store's pre-purchase: "Precompra", "Precomprar".
            "precompra",
            "pre-compra",
            "precomprar",
            # A book out on a date to come: "del" takes a date, a price "desde".
            "disponible a partir del",
        ),
        "BackOrder": ("bajo pedido",),
        "LimitedAvailability": (
            "últimas unidades",
            "pocas unidades",
            "stock limitado",
            "últimas entradas",
            "últimas plazas",
            "pocas entradas",
            "casi agotado",
            "casi agotada",
            "última unidad",
            "últimas tallas",
        ),
        "Discontinued": (
            "descatalogado",
            "discontinuado",
            "oferta caducada",
            # A tariff that takes no one new.
            "cerrada a nuevos clientes",
            "cerrado a nuevos clientes",
            "cerrada a nuevas contrataciones",
            "cerrado a nuevas contrataciones",
            "ya no se comercializa",
            "no disponible para nuevos clientes",
        ),
    },
    "it": {
        "InStock": (
            "in magazzino",
            "disponibilità immediata",
            "disponibile",
            "pronta consegna",
            "download immediato",
        ),
        "OutOfStock": (
            "non disponibile",
            "non disponibili",
            "non ancora disponibile",
            "esaurito momentaneamente",
            "avvisami quando",
            "avvisami alla disponibilità",
            "avvisami se torna",
            "trattativa in corso",
            "temporaneamente non disponibile",
            "temporaneamente esaurito",
        ),
        "SoldOut": (
            "esaurito",
            "esaurita",
            "posti esauriti",
            "al completo",
            "lista d'attesa",
            "lista d’attesa",
        ),
        "PreOrder": (
            "preordine",
            "pre-ordine",
            "preordina",
            "prenotazione",
            "in arrivo",
            "prossimamente",
            # A book out on a date to come: "dal" takes a date, a price "a partire da".
            "disponibile dal",
            "disponibile a partire dal",
        ),
        "BackOrder": ("su ordinazione",),
        "LimitedAvailability": (
            "ultimi pezzi",
            "disponibilità limitata",
            "scorte limitate",
            "ultimi biglietti",
            "ultimi posti",
            "posti limitati",
            "quasi esaurito",
            "quasi esaurita",
            "ultimo pezzo",
            "ultimo articolo",
            "pochi pezzi",
            "ultime taglie",
        ),
        "Discontinued": (
            "fuori produzione",
            "non più disponibile",
            "offerta scaduta",
            # A tariff that takes no one new.
            "non più sottoscrivibile",
            "non più attivabile",
            "non più acquistabile",
            "non più ordinabile",
            "chiusa a nuovi clienti",
            "chiuso a nuovi clienti",
            "chiusa ai nuovi clienti",
            "chiuso ai nuovi clienti",
        ),
    },
    "pt": {
        "InStock": ("em estoque", "em stock", "disponível", "pronta entrega"),
        "OutOfStock": (
            "fora de estoque",
            "indisponível",
            "sem estoque",
            "sem stock",
            "não disponível",
            "avise-me quando chegar",
            "avise-me quando disponível",
            "temporariamente indisponível",
            "temporariamente esgotado",
            "avise-me",
        ),
        "SoldOut": (
            "esgotado",
            "esgotada",
            "vagas esgotadas",
            "turma lotada",
            "lotado",
            "lotada",
            "lista de espera",
        ),
        "PreOrder": ("pré-venda", "pré-encomenda", "pré-compra", "em breve"),
        "BackOrder": ("sob encomenda",),
        "LimitedAvailability": (
            "últimas vagas",
            "últimas unidades",
            "estoque limitado",
            "últimos bilhetes",
            "últimos ingressos",
            "últimos lugares",
            "quase esgotado",
            "quase esgotada",
            "última unidade",
        ),
        "Discontinued": (
            "inscrições encerradas",
            "vendas encerradas",
            "fora de linha",
            "descontinuado",
            # A tariff that takes no one new.
            "fechado a novos clientes",
            "fechada a novos clientes",
            "fechado para novos clientes",
            "fechada para novos clientes",
            "já não é comercializado",
        ),
    },
    "nl": {
        "InStock": (
            "op voorraad",
            "direct leverbaar",
            "leverbaar",
            # an e-book's or a download's: there to read or play now
            "direct beschikbaar",
            "direct te downloaden",
        ),
        "OutOfStock": (
            "niet op voorraad",
            "niet leverbaar",
            "tijdelijk uitverkocht",
            "niet beschikbaar",
            "tijdelijk niet beschikbaar",
            "mail mij als",
            "mail me als",
            "e-mail mij wanneer",
            "tijdelijk niet leverbaar",
            "tijdelijk uitverkocht",
        ),
        "SoldOut": (
            "uitverkocht",
            "volzet",
            "volgeboekt",
            "wachtlijst",
            "verhuurd onder voorbehoud",
            "verkocht onder voorbehoud",
        ),
        "PreOrder": (
            "voorbestellen",
            "pre-order",
            "binnenkort verkrijgbaar",
            "binnenkort beschikbaar",
            # A book or a record out on a date to come: "Verschijnt op 12 maart".
            "verschijnt op",
            "verschijnt binnenkort",
            "verwacht op",
        ),
        "BackOrder": ("nabestelling", "in bestelling", "op bestelling"),
        "LimitedAvailability": (
            "beperkte voorraad",
            "laatste exemplaren",
            "laatste tickets",
            "laatste kaarten",
            "nog maar enkele tickets",
            "nog enkele tickets",
            "bijna uitverkocht",
            "laatste stuk",
            "laatste exemplaar",
        ),
        "Discontinued": (
            "uit het assortiment",
            "niet meer leverbaar",
            "niet meer verkrijgbaar",
            "niet meer beschikbaar",
            # A tariff that takes no one new.
            "gesloten voor nieuwe klanten",
            "niet meer af te sluiten",
            "niet meer te bestellen",
            "niet meer bestelbaar",
            "deal verlopen",
            "aanbieding verlopen",
        ),
    },
    "pl": {
        "InStock": (
            "w magazynie",
            "na stanie",
            "produkt dostępny",
            "dostępny",
            "dostępna",
            "dostępne",
            # IdoSell's stock levels after their label ("Dostępność: duża ilość"); alone they
            # are badges (``AVAILABILITY_ALONE``): "duża ilość miejsca" is much space.
            "dostępność: duża ilość",
            "dostępność: średnia ilość",
        ),
        "OutOfStock": (
            "niedostępny",
            "niedostępna",
            "niedostępne",
            "brak w magazynie",
            "brak na stanie",
            "chwilowo niedostępny",
            "powiadom o dostępności",
            "powiadom mnie o dostępności",
            "powiadom mnie, gdy",
            "tymczasowo niedostępny",
            "tymczasowo niedostępna",
            "tymczasowo niedostępne",
        ),
        "SoldOut": (
            "wyprzedany",
            "wyprzedane",
            "wyprzedana",
            "brak miejsc",
            "brak wolnych miejsc",
            "brak biletów",
            "lista rezerwowa",
            "lista oczekujących",
        ),
        "PreOrder": ("przedsprzedaż", "w przedsprzedaży", "wkrótce dostępne", "już wkrótce"),
        "BackOrder": ("na zamówienie",),
        "LimitedAvailability": (
            "ostatnie miejsca",
            "ostatnie wolne miejsca",
            "ostatnie bilety",
            "ostatnie sztuki",
            "ograniczona ilość",
            "na wyczerpaniu",
            "dostępność: mała ilość",
            "ostatnia sztuka",
            "prawie wyprzedane",
            "niski stan",
        ),
        "Discontinued": (
            "wycofany",
            "wycofany z oferty",
            "oferta wygasła",
            "promocja wygasła",
            "promocja zakończona",
            "okazja wygasła",
            # A tariff that takes no one new.
            "zamknięty dla nowych klientów",
            "zamknięta dla nowych klientów",
            "niedostępny dla nowych klientów",
            "niedostępna dla nowych klientów",
        ),
    },
    "sv": {
        "InStock": ("i lager", "finns i lager", "direkt nedladdning"),
        "OutOfStock": (
            "ej i lager",
            "inte i lager",
            "slut i lager",
            "tillfälligt slut",
            "ej tillgänglig",
            "inte tillgänglig",
            "otillgänglig",
            "tillfälligt otillgänglig",
            "meddela mig när",
            "bevaka produkten",
        ),
        "SoldOut": (
            "fullsatt",
            "fulltecknad",
            "fulltecknat",
            "reservlista",
            "inga platser kvar",
            "slutsåld",
            "slutsålt",
            "slutsålda",
            "fullbokad",
            "fullbokat",
            "fullbokade",
            "väntelista",
            "kölista",
        ),
        "PreOrder": (
            "förbeställ",
            "förbeställning",
            "förboka",
            "kommer snart",
            "förhandsboka",
            "förhandsbeställ",
            # A book out on a date to come: "Utkommer 2027-03-12".
            "utkommer",
        ),
        "BackOrder": ("beställningsvara", "restnoterad"),
        "LimitedAvailability": (
            "få platser kvar",
            "sista platserna",
            "få biljetter kvar",
            "få kvar",
            "begränsat antal",
            "snart slutsåld",
            "nästan slutsåld",
            "sista exemplaret",
            "få exemplar kvar",
        ),
        "Discontinued": (
            "utgått",
            "erbjudandet har gått ut",
            # A contract that takes no one new.
            "stängt för nya kunder",
            "stängd för nya kunder",
            "stängt för nyteckning",
        ),
    },
    "da": {
        "InStock": ("på lager",),
        "OutOfStock": (
            "ikke på lager",
            "midlertidigt udsolgt",
            "ikke tilgængelig",
            "utilgængelig",
            "midlertidigt utilgængelig",
            "giv mig besked når",
            "giv mig besked, når",
        ),
        "SoldOut": ("udsolgt", "fuldt booket", "venteliste"),
        "PreOrder": ("forudbestil", "kommer snart"),
        "BackOrder": ("restordre", "bestillingsvare"),
        "LimitedAvailability": (
            "få pladser tilbage",
            "få billetter tilbage",
            "få på lager",
            "begrænset antal",
        ),
        "Discontinued": ("udgået", "lukket for nye kunder"),
    },
    "no": {
        "InStock": ("på lager",),
        "OutOfStock": (
            "ikke på lager",
            "ikke tilgjengelig",
            "midlertidig utsolgt",
            "utilgjengelig",
            "midlertidig utilgjengelig",
            "gi meg beskjed når",
            "varsle meg når",
        ),
        "SoldOut": ("utsolgt", "fullbooket", "venteliste"),
        "PreOrder": ("forhåndsbestill", "kommer snart"),
        "BackOrder": ("restordre", "bestillingsvare"),
        "LimitedAvailability": ("få igjen", "få på lager", "begrenset antall"),
        "Discontinued": ("utgått", "stengt for nye kunder"),
    },
    "fi": {
        "InStock": ("varastossa",),
        "OutOfStock": (
            "ei varastossa",
            "ei saatavilla",
            "ei saatavana",
            "tilapäisesti loppu",
            "tilapäisesti loppunut",
            "loppu varastosta",
            "loppunut varastosta",
            "ilmoita kun",
            "ilmoita, kun",
        ),
        # Sold out written as two words, and an event's or a course's fully booked.
        "SoldOut": ("loppuunmyyty", "myyty loppuun", "loppuun myyty", "täyteen varattu"),
        "PreOrder": (
            "ennakkotilaus",
            "ennakkotilattavissa",
            "ennakkotilaa",
            "ennakkomyynnissä",
            "tulossa pian",
        ),
        "BackOrder": ("tilaustuote", "jälkitoimitus"),
        "LimitedAvailability": (
            "vähän jäljellä",
            "rajoitettu määrä",
            "vähissä",
            "vähän varastossa",
        ),
        "Discontinued": (
            "poistunut valikoimasta",
            "poistuva tuote",
            "suljettu uusilta asiakkailta",
            "ei enää tilattavissa",
        ),
    },
    "cs": {
        "InStock": ("skladem", "na skladě"),
        "OutOfStock": (
            "není skladem",
            "nedostupné",
            "není k dispozici",
            "hlídat dostupnost",
            "upozornit na dostupnost",
            "dočasně nedostupné",
            "dočasně nedostupný",
            "dočasně vyprodáno",
            "momentálně nedostupné",
            "hlídací pes",
            "hlídat",
        ),
        "SoldOut": (
            "vyprodáno",
            "obsazeno",
            "plně obsazeno",
            "kapacita naplněna",
            "čekací listina",
        ),
        "PreOrder": (
            "předobjednávka",
            "připravujeme",
            "předprodej",
            "připravujeme",
        ),
        "BackOrder": (
            "na objednávku",
            "dostupné od",
            "skladem od",
            "na cestě",
            "naskladňujeme",
            "očekáváme",
            # A shop's "at the supplier", sent once the supplier delivers, after its label;
            # alone on its line, ``AVAILABILITY_ALONE``'s ("Objednávky u dodavatele
            # vyřizujeme do 3 dnů" is no state).
            "dostupnost: u dodavatele",
            "skladem u dodavatele",
        ),
        "LimitedAvailability": ("poslední kusy", "omezené množství", "poslední vstupenky"),
        "Discontinued": ("ukončený prodej", "nabídka vypršela", "akce skončila"),
    },
    "ja": {
        # A release on sale, a download being served: "好評発売中", "配信中".
        "InStock": ("販売中", "受付中", "在庫あり", "在庫有り", "発売中", "好評発売中", "配信中"),
        "OutOfStock": (
            "在庫切れ",
            "在庫なし",
            "在庫無し",
            "品切れ",
            "品切れ中",
            "入荷お知らせ",
            "再入荷通知",
            "再入荷お知らせ",
            "一時的に品切れ",
            "再入荷のお知らせ",
            "入荷通知",
            "在庫切れ中",
            # A line, a plan or an option not taken on for now: "受付停止中", "新規のお申し込み
            # を一時停止しています", as a telecom's or an insurer's card says it.
            "受付停止",
            "受付を停止",
            "受付を一時停止",
            "申し込みを一時停止",
            "申込みを一時停止",
            "取り扱いを一時停止",
            "取扱いを一時停止",
            "販売停止",
            "販売を一時停止",
        ),
        # Pre-orders closed when their allocation ran out: "予約締切", "予約受付終了".
        "SoldOut": (
            "売り切れ",
            "売切れ",
            "完売",
            "満席",
            # A creator's plan with no member slot left (pixivFANBOX, Ci-en): "満員".
            "満員",
            # A hotel's plan or room with none left for the dates: "満室", "空室なし".
            "満室",
            "空室なし",
            "キャンセル待ち",
            "予約締切",
            "予約締め切り",
            "予約終了",
            # A ticket site's seat type whose allotment is sold: "予定枚数終了".
            "予定枚数終了",
        ),
        "PreOrder": (
            "販売予定",
            "予約受付中",
            # A deadline for pre-orders is given while they are taken ("予約締切日 3月1日").
            "予約締切日",
            "予約締め切り日",
            # ... or its date after a colon, or that it is near ("予約締切間近").
            "予約締切：",
            "予約締切:",
            "予約締切間近",
            "予約締切まで",
            "予約締め切り：",
            "予約締め切り:",
            "予約締め切り間近",
            "配信予定",
            # A game or an app not out yet, bought ahead or announced: "予約購入", "近日配信".
            "予約購入",
            "近日配信",
            "予約注文",
            "予約販売",
            "近日発売",
            "発売予定",
            "発売前",
            "予約する",
        ),
        "BackOrder": (
            "お取り寄せ",
            "取り寄せ",
            "入荷待ち",
            "入荷予定",
            "取り寄せ中",
            "お取り寄せ中",
            "入荷次第発送",
        ),
        "LimitedAvailability": (
            "残りわずか",
            "在庫僅少",
            "在庫わずか",
            "まもなく完売",
            "完売間近",
            # Nearly full, not full: "満室間近", "満席間近".
            "満室間近",
            "満席間近",
        ),
        # A release or its sale called off holds the words of one on sale: "発売中止".
        "Discontinued": (
            "受付終了",
            "販売終了",
            "生産終了",
            "発売中止",
            "販売中止",
            "配信中止",
            "配信終了",
        ),
    },
    "zh": {
        "InStock": ("有货", "有貨", "现货", "現貨", "供應中", "供应中", "库存充足", "庫存充足"),
        "OutOfStock": (
            "缺货",
            "缺貨",
            "无货",
            "無貨",
            "暂时缺货",
            "到货通知",
            "到貨通知",
            "补货通知",
        ),
        "SoldOut": ("售罄", "已售完", "售完", "完售", "已抢光", "已搶光", "名額已滿", "名额已满"),
        # A game bought ahead or announced: "预购", "即将推出".
        "PreOrder": (
            "预售",
            "預售",
            "预订",
            "預訂",
            "预购",
            "預購",
            "预先购买",
            "預先購買",
            "即将推出",
            "即將推出",
            "即将上市",
            "即將上市",
        ),
        "BackOrder": ("补货中", "補貨中"),
        "LimitedAvailability": ("库存紧张", "庫存緊張", "仅剩", "僅剩"),
        "Discontinued": ("已停产", "停產", "已下架"),
    },
    "ko": {
        # A class or a course taking students: "모집중", "접수 중".
        "InStock": (
            "판매 중",
            "판매중",
            "재고 있음",
            "구매 가능",
            "모집 중",
            "모집중",
            "접수 중",
            "접수중",
        ),
        # Written with and without the space: "일시 품절", "일시품절" (out for now).
        "OutOfStock": (
            "재고 없음",
            "재고없음",
            "일시 품절",
            "일시품절",
            "재입고 알림",
            "입고 알림",
            "재입고 알림 신청",
            "재입고알림",
        ),
        # A class whose places are taken: "정원마감 (대기접수)".
        "SoldOut": (
            "대기 신청",
            "대기신청",
            "대기자 명단",
            "대기 접수",
            "대기접수",
            "품절",
            "매진",
            "정원 마감",
            "정원마감",
            "정원 초과",
        ),
        "PreOrder": (
            "판매 예정",
            "판매예정",
            "오픈 예정",
            "사전 예약",
            "예약 판매",
            "사전예약",
            "예약판매",
            "출시 예정",
            "출시예정",
            "예약 구매",
            "예약구매",
            # A game store's pre-purchase and pre-order, and a release announced: "곧 출시".
            "사전 구매",
            "사전구매",
            "사전 주문",
            "사전주문",
            "곧 출시",
        ),
        "BackOrder": (
            "입고 예정",
            "입고예정",
            "재입고 예정",
            "주문 후 제작",
        ),
        "LimitedAvailability": (
            "매진 임박",
            "매진임박",
            "마감 임박",
            "품절 임박",
            "한정 수량",
            "재고 부족",
            "마감임박",
        ),
        "Discontinued": (
            "판매종료",
            "판매 중단",
            "판매중단",
            "접수 마감",
            "신청 마감",
            "모집 마감",
            "모집마감",
            "단종",
            "판매 종료",
        ),
    },
    "tr": {
        "InStock": ("stokta", "stokta var", "stokta mevcut"),
        # An app or a game locked to other regions: "cannot be used in your country".
        "OutOfStock": (
            "stokta yok",
            "stok yok",
            "mevcut değil",
            "stoklarda yok",
            "kullanılamıyor",
            "kullanilamiyor",  # as capitals lower: "KULLANILAMIYOR"
            "satın alınamıyor",
            "satin alinamiyor",
            "gelince haber ver",
            "gelince haber al",
            "stoğa girince haber ver",
            "geçici olarak stokta yok",
            # "cannot be supplied (for now)", "not on sale": "Geçici olarak temin edilemiyor"
            "temin edilemiyor",
            "geçici olarak temin edilemiyor",
            "satışta değil",
            "satişta değil",  # as capitals lower: "SATIŞTA DEĞİL"
        ),
        "SoldOut": ("kontenjan doldu", "bekleme listesi", "tükendi", "satıldı", "satildi"),
        # A game store's pre-sale, and "very soon".
        "PreOrder": (
            "ön sipariş",
            "ön siparişte",
            "ön satış",
            "ön satışta",
            "çok yakında",
            # as capitals lower: "ÖN SATIŞTA", "ÇOK YAKINDA"
            "ön satiş",
            "ön satişta",
            "çok yakinda",
        ),
        "BackOrder": ("sipariş üzerine",),
        "LimitedAvailability": (
            "son kontenjan",
            "sınırlı stok",
            "sinirli stok",
            "son ürünler",
            "tükenmek üzere",
            "son biletler",
        ),
        "Discontinued": (
            "satış sona erdi",
            "satiş sona erdi",  # as capitals lower: "SATIŞ SONA ERDI"
            "kayıtlar kapandı",
            "kayitlar kapandi",
            "üretimi durduruldu",
            "satıştan kaldırıldı",
            "satiştan kaldirildi",
        ),
    },
    "ru": {
        "InStock": ("в наличии", "есть в наличии"),
        "OutOfStock": (
            "нет в наличии",
            "отсутствует",
            "недоступно",
            "нет на складе",
            "сообщить о поступлении",
            "временно нет в наличии",
            "временно отсутствует",
            "уведомить о поступлении",
            "нет в продаже",
            "товар закончился",
        ),
        "SoldOut": ("распродано", "раскуплено"),
        "PreOrder": ("предзаказ", "предварительный заказ", "скоро в продаже"),
        "BackOrder": (
            "под заказ",
            "ожидается поступление",
            "ожидается",
            "в пути",
        ),
        "LimitedAvailability": (
            "осталось мало",
            "заканчивается",
            "последние штуки",
            "мало на складе",
            "осталось немного",
        ),
        "Discontinued": ("снят с производства", "снято с продажи", "снят с продажи"),
    },
    "uk": {
        "InStock": ("в наявності", "є в наявності", "готовий до відправки", "готово до відправки"),
        "OutOfStock": (
            "немає в наявності",
            "відсутній",
            "недоступно",
            "повідомити про наявність",
            "тимчасово відсутній",
            "закінчився",
            "немає в продажу",
        ),
        "SoldOut": ("розпродано",),
        "PreOrder": ("передзамовлення",),
        "BackOrder": (
            "під замовлення",
            "очікується",
            "очікується надходження",
        ),
        "LimitedAvailability": ("закінчується", "залишилось мало", "мало на складі"),
        "Discontinued": (
            "знято з виробництва",
            "знято з продажу",
            "знятий з виробництва",
            "знятий з продажу",
        ),
    },
    "hu": {
        "InStock": (
            "raktáron",
            "készleten",
            "elérhető",
            "azonnal szállítható",
            "azonnal átvehető",
        ),
        "OutOfStock": (
            "nincs raktáron",
            "nincs készleten",
            "nem elérhető",
            "értesítést kérek",
            "átmenetileg nem elérhető",
            "jelenleg nem elérhető",
            "jelenleg nem kapható",
            "átmenetileg elfogyott",
        ),
        "SoldOut": ("elfogyott", "betelt", "megtelt", "várólista", "várólistára"),
        "PreOrder": (
            "előrendelés",
            "előrendelhető",
            "hamarosan",
            "hamarosan érkezik",
        ),
        "BackOrder": (
            "rendelésre",
            "beszerzés alatt",
            "beérkezés alatt",
            # Available from a date, or expected: "Március 15-től elérhető", "Várhatóan
            # elérhető" (read as "elérhető", in stock, before), as Romanian "Disponibil din".
            "várhatóan elérhető",
            "tól elérhető",
            "től elérhető",
        ),
        "LimitedAvailability": ("utolsó darabok", "korlátozott készlet"),
        "Discontinued": ("kifutott termék", "már nem kapható"),
    },
    "ro": {
        "InStock": ("în stoc", "in stoc"),
        "OutOfStock": (
            "stoc epuizat",
            "indisponibil",
            "nu este în stoc",
            "lipsă stoc",
            "anunță-mă când revine în stoc",
            "anunță-mă când",
            "anunta-ma cand",
            "momentan indisponibil",
            "temporar indisponibil",
            "stoc epuizat temporar",
        ),
        "SoldOut": ("epuizat",),
        "PreOrder": (
            "precomandă",
            "precomanda",
            "în curând",
            "curând în stoc",
        ),
        "BackOrder": (
            "la comandă",
            "disponibil din",
            "disponibil de la",
            "în curs de aprovizionare",
            "stoc furnizor",
        ),
        "LimitedAvailability": ("stoc limitat", "ultimele bucăți", "ultimele bucati"),
        "Discontinued": (
            "nu se mai fabrică",
            "scos din fabricație",
            "nu mai este disponibil",
            "nu se mai comercializează",
        ),
    },
    "el": {
        "InStock": ("σε απόθεμα", "άμεσα διαθέσιμο", "διαθέσιμο", "διαθέσιμα"),
        "OutOfStock": (
            "μη διαθέσιμο",
            "μη διαθέσιμα",
            "εκτός αποθέματος",
            "προσωρινά μη διαθέσιμο",
            "χωρίς απόθεμα",
            "ειδοποίησέ με",
            "ειδοποιήστε με",
            "προσωρινά εξαντλημένο",
        ),
        "SoldOut": (
            "εξαντλήθηκε",
            "εξαντλημένο",
            "εξαντλημένα",
            "λίστα αναμονής",
            "δεν υπάρχουν διαθέσιμες θέσεις",
        ),
        "PreOrder": (
            "προπαραγγελία",
            "έρχεται σύντομα",
        ),
        "BackOrder": ("κατόπιν παραγγελίας",),
        "LimitedAvailability": (
            "περιορισμένο απόθεμα",
            "περιορισμένη διαθεσιμότητα",
            "τελευταία τεμάχια",
        ),
        "Discontinued": ("καταργήθηκε", "η προσφορά έληξε"),
    },
    "he": {
        "InStock": ("במלאי", "זמין במלאי"),
        "OutOfStock": (
            "אזל מהמלאי",
            "לא במלאי",
            "חסר במלאי",
            "אינו זמין",
            "נגמר המלאי",
            "לא זמין",
            "עדכנו אותי כשיחזור למלאי",
            "עדכנו אותי כשיחזור",
            "אזל זמנית",
        ),
        "SoldOut": ("אזל",),
        "PreOrder": ("הזמנה מוקדמת",),
        "BackOrder": ("בהזמנה מיוחדת",),
        "LimitedAvailability": ("מלאי מוגבל", "נותרו יחידות אחרונות"),
        "Discontinued": ("הופסק ייצור",),
    },
    "ar": {
        "InStock": ("متوفر", "متوفر في المخزون", "متاح"),
        "OutOfStock": (
            "غير متوفر",
            "غير متاح",
            "نفد من المخزون",
            "نفذ من المخزون",
            "نفدت الكمية",
            "نفذت الكمية",
            "أعلمني عند التوفر",
            "أبلغني عند التوفر",
            "غير متوفر حالياً",
            "غير متوفر حاليًا",
        ),
        # "نفدت" (ran out) alone; a course or a class "اكتمل العدد" (its number is reached).
        "SoldOut": (
            "بيعت بالكامل",
            "نفدت",
            "نفذت",
            "اكتمل العدد",
            "اكتمل الحجز",
            "محجوز بالكامل",
        ),
        # Available soon, the tanween written before or after its alif.
        "PreOrder": (
            "طلب مسبق",
            "حجز مسبق",
            "متوفر قريباً",
            "متوفر قريبًا",
            "يتوفر قريباً",
            "يتوفر قريبًا",
            "قادم قريباً",
            "قادم قريبًا",
        ),
        "BackOrder": ("حسب الطلب", "متوفر عند الطلب"),
        "LimitedAvailability": ("كمية محدودة", "مخزون محدود"),
        "Discontinued": ("متوقف",),
    },
    "id": {
        "InStock": ("tersedia", "stok tersedia", "ada stok"),
        "OutOfStock": (
            "stok habis",
            "tidak tersedia",
            "belum tersedia",
            "habis",
            "stok kosong",
            "ingatkan saya",
        ),
        # A class or a bootcamp's batch whose seats are taken ("kuota sudah penuh"), or that
        # only takes names for the next one ("daftar tunggu", a waiting list). Not "kuota
        # penuh" nor "kelas penuh" alone: a mobile data plan's "Kuota penuh 24 jam" (the
        # whole quota, at any hour) and a course's "Akses kelas penuh" (the whole class).
        "SoldOut": (
            "terjual habis",
            "kuota sudah penuh",
            "kuota kelas penuh",
            "kelas sudah penuh",
            "daftar tunggu",
            # The queue for the next batch ("daftar antrean batch berikutnya"), and the seats.
            "daftar antrean",
            "daftar antrian",
            "kursi penuh",
            "kursi habis",
        ),
        "PreOrder": ("pra-pesan", "pre order"),
        "BackOrder": ("inden",),
        "LimitedAvailability": ("stok terbatas", "kursi terbatas"),
        "Discontinued": ("tidak dijual lagi", "pendaftaran ditutup"),
    },
    "vi": {
        "InStock": ("còn hàng", "sẵn hàng", "có sẵn", "có hàng"),
        "OutOfStock": (
            "hết hàng",
            "không có hàng",
            "chưa có hàng",  # "not in stock yet"
            "tạm hết hàng",
            "không có sẵn",
            "tạm hết",
            "báo khi có hàng",
        ),
        # A course whose places are taken ("hết chỗ", no places left; "đã đủ học viên",
        # enough students), as a shop's goods are sold out.
        # A hotel's rooms and a flight's tickets, none left: "hết phòng", "hết vé".
        "SoldOut": (
            "đã bán hết",
            "cháy hàng",
            "hết chỗ",
            "đã đủ học viên",
            "hết suất",
            "hết phòng",
            "hết vé",
        ),
        "PreOrder": ("đặt trước", "sắp có hàng"),
        "BackOrder": ("hàng đặt",),
        "LimitedAvailability": ("sắp hết hàng",),
        "Discontinued": ("ngừng kinh doanh", "ngừng bán"),
    },
    "th": {
        "InStock": ("มีสินค้า", "พร้อมส่ง"),
        "OutOfStock": (
            "สินค้าหมด",
            "หมดสต็อก",
            "ไม่มีสินค้า",
            "แจ้งเตือนเมื่อมีสินค้า",
            "สินค้าหมดชั่วคราว",
        ),
        "SoldOut": ("ขายหมดแล้ว",),
        "PreOrder": ("พรีออเดอร์",),
        "LimitedAvailability": ("เหลือน้อย", "ใกล้หมด"),
        "Discontinued": ("เลิกผลิต", "เลิกจำหน่าย"),
    },
    "ms": {
        "InStock": ("dalam stok", "ada stok", "stok ada"),
        "OutOfStock": ("kehabisan stok", "tiada stok", "stok habis", "tidak tersedia"),
        "SoldOut": ("habis dijual",),
        "PreOrder": ("pra-tempahan", "prapesanan"),
        "LimitedAvailability": ("stok terhad",),
        "Discontinued": ("tidak lagi dijual",),
    },
    "hi": {
        "InStock": ("स्टॉक में है", "स्टॉक में", "उपलब्ध है", "उपलब्ध"),
        "OutOfStock": (
            "स्टॉक में नहीं है",
            "स्टॉक में नहीं",
            "स्टॉक खत्म",
            "अनुपलब्ध",
            "उपलब्ध नहीं है",
            "उपलब्ध नहीं",
            "अस्थायी रूप से अनुपलब्ध",
            "उपलब्ध होने पर सूचित करें",
            "आउट ऑफ स्टॉक",
        ),
        "SoldOut": ("बिक गया", "बिक चुका है"),
        "PreOrder": ("प्री-ऑर्डर", "प्री ऑर्डर", "जल्द आ रहा है", "जल्द आ रहा"),
        "LimitedAvailability": ("सीमित स्टॉक",),
    },
    "sk": {
        "InStock": ("na sklade", "skladom", "ihneď k odoslaniu"),
        "OutOfStock": ("nie je na sklade", "nedostupný", "nedostupné", "momentálne nedostupné"),
        "SoldOut": ("vypredané", "vypredaný"),
        "PreOrder": ("predobjednávka", "pripravujeme"),
        "BackOrder": ("na objednávku", "na objednanie"),
        "LimitedAvailability": ("posledné kusy", "obmedzené množstvo"),
        "Discontinued": ("ukončený predaj",),
    },
    "hr": {
        "InStock": ("na zalihi", "na stanju", "dostupno odmah", "dostupno", "raspoloživo"),
        "OutOfStock": (
            "nije dostupno",
            "nije na zalihi",
            "nema na zalihi",
            "nema na stanju",
            "nedostupno",
            "trenutno nedostupno",
        ),
        "SoldOut": ("rasprodano",),
        "PreOrder": ("prednarudžba", "uskoro dostupno"),
        "BackOrder": ("po narudžbi",),
        "LimitedAvailability": ("ograničena količina", "zadnji komadi"),
        "Discontinued": ("više nije u ponudi",),
    },
    "sr": {
        "InStock": ("на стању", "на залихама", "доступно", "na zalihama"),
        "OutOfStock": (
            "нема на стању",
            "није доступно",
            "тренутно недоступно",
            "недоступно",
            "nema na zalihama",
        ),
        "SoldOut": ("распродато", "rasprodato"),
        "PreOrder": ("претпродаја", "pretprodaja"),
        "BackOrder": ("по поруџбини", "po porudžbini"),
        "LimitedAvailability": ("ограничена количина", "последњи комади", "poslednji komadi"),
        "Discontinued": ("више није у понуди",),
    },
    # Kazakh: in the warehouse or on sale, there is or is none; not to be had, though the
    # word for "to be had" alone is also "affordable" (prices), no stock; it ran out. With
    # Kyrgyz, which writes them alike but for a letter.
    "kk": {
        "InStock": ("қоймада бар", "бар болады", "сатылымда бар", "кампада бар", "сатыкта бар"),
        "OutOfStock": (
            "қоймада жоқ",
            "қолжетімсіз",
            "сатылымда жоқ",
            "қолжетімді емес",
            "таусылды",
            "кампада жок",
            "сатыкта жок",
        ),
        "SoldOut": ("сатылып кетті",),
        "PreOrder": ("алдын ала тапсырыс", "алдын ала буйрутма"),
    },
    "ka": {
        "InStock": ("მარაგშია", "ხელმისაწვდომია"),
        "OutOfStock": ("მარაგში არ არის", "არ არის მარაგში", "ამოწურულია", "ამოიწურა"),
        "SoldOut": ("გაყიდულია",),
        "PreOrder": ("წინასწარი შეკვეთა",),
    },
    "tl": {
        "InStock": ("may stock", "mayroong stock"),
        "OutOfStock": ("ubos na", "walang stock", "wala nang stock"),
        "SoldOut": ("naubos na",),
        "LimitedAvailability": ("kaunti na lang",),
    },
    # Persian: "ناموجود" (not available) is also written apart, or with a non-joiner.
    "fa": {
        "InStock": ("موجود", "موجود در انبار"),
        "OutOfStock": ("ناموجود", "نا موجود", "نا\u200cموجود", "موجود نیست", "اتمام موجودی"),
        "PreOrder": ("پیش\u200cفروش", "پیش فروش"),
        "LimitedAvailability": ("موجودی محدود",),
    },
    # Swahili: "Imeisha" (it has run out) and "Haipatikani" (not to be had).
    "sw": {
        "InStock": ("inapatikana",),
        "OutOfStock": ("imeisha", "haipatikani"),
    },
    "bn": {
        "InStock": ("স্টকে আছে", "স্টক আছে", "পাওয়া যাচ্ছে"),
        "OutOfStock": ("স্টক শেষ", "স্টকে নেই", "স্টক নেই", "স্টক আউট", "পাওয়া যাচ্ছে না"),
        "SoldOut": ("বিক্রি শেষ",),
        "PreOrder": ("প্রি-অর্ডার", "প্রি অর্ডার"),
        "LimitedAvailability": ("সীমিত স্টক",),
    },
    # Urdu: not "ختم" (ended) alone, which also ends an offer ("آفر ختم").
    "ur": {
        "InStock": (
            "دستیاب",
            "اسٹاک میں موجود",
            "اسٹاک میں دستیاب",
            "اسٹاک میں ہے",
            "اسٹاک میں",
            "دستیاب ہے",
        ),
        "OutOfStock": ("دستیاب نہیں", "غیر دستیاب", "اسٹاک ختم", "اسٹاک میں نہیں"),
        "PreOrder": ("پری آرڈر", "پیشگی آرڈر"),
        "SoldOut": ("فروخت ہو گیا", "سب فروخت"),
    },
    "sl": {
        "InStock": ("na zalogi", "takoj dobavljivo"),
        "OutOfStock": ("ni na zalogi", "ni dobavljivo", "trenutno ni na voljo"),
        "SoldOut": ("razprodano",),
        "PreOrder": ("prednaročilo",),
        "BackOrder": ("po naročilu",),
        "LimitedAvailability": ("zadnji kosi", "omejena zaloga"),
        "Discontinued": ("ni več v prodaji",),
    },
    "bg": {
        "InStock": ("в наличност", "наличен", "налична", "налично", "в наличие"),
        "OutOfStock": ("няма наличност", "не е наличен", "не е налично", "изчерпана наличност"),
        "SoldOut": ("изчерпан", "изчерпана", "изчерпано", "разпродаден"),
        "PreOrder": ("предварителна поръчка", "очаквайте скоро"),
        "BackOrder": ("по поръчка", "по заявка"),
        "LimitedAvailability": ("ограничено количество", "последни бройки"),
        "Discontinued": ("спрян от производство",),
    },
    "lt": {
        "InStock": ("yra sandėlyje", "turime sandėlyje", "prekė yra"),
        "OutOfStock": (
            "nėra sandėlyje",
            "sandėlyje nėra",
            "prekės nėra",
            "neturime",
            "šiuo metu nėra",
        ),
        "SoldOut": ("išparduota",),
        "PreOrder": ("išankstinis užsakymas",),
        "BackOrder": ("užsakoma", "pagal užsakymą"),
        "LimitedAvailability": ("liko nedaug", "paskutiniai vienetai"),
        "Discontinued": ("nebegaminama",),
    },
    "lv": {
        "InStock": ("ir noliktavā", "noliktavā", "pieejams", "pieejama"),
        "OutOfStock": ("nav noliktavā", "nav pieejams", "nav pieejama", "nav pieejamības"),
        "SoldOut": ("izpārdots", "izpārdota"),
        "PreOrder": ("priekšpasūtījums",),
        "BackOrder": ("pēc pasūtījuma",),
        "LimitedAvailability": ("ierobežots daudzums", "pēdējās preces"),
        "Discontinued": ("vairs netiek ražots",),
    },
    "et": {
        "InStock": ("laos", "on laos", "saadaval"),
        "OutOfStock": ("pole laos", "ei ole laos", "otsas", "ei ole saadaval", "pole saadaval"),
        "SoldOut": ("välja müüdud", "läbi müüdud"),
        "PreOrder": ("eeltellimus",),
        "BackOrder": ("tellimisel", "tellimuse alusel"),
        "LimitedAvailability": ("piiratud kogus", "viimased tooted"),
        "Discontinued": ("müügilt eemaldatud",),
    },
    "is": {
        "InStock": ("til á lager", "á lager", "til í verslun"),
        "OutOfStock": ("ekki til á lager", "ekki á lager", "ekki til", "uppselt í bili"),
        "SoldOut": ("uppselt",),
        "PreOrder": ("forpöntun", "væntanlegt"),
        "BackOrder": ("sérpöntun",),
        "LimitedAvailability": ("fá eintök eftir", "takmarkað magn"),
        "Discontinued": ("hætt í sölu",),
    },
    "ca": {
        "InStock": ("en estoc", "disponible en estoc"),
        "OutOfStock": ("sense estoc", "no disponible", "fora d'estoc", "fora d’estoc"),
        "SoldOut": ("esgotat", "esgotada", "exhaurit", "exhaurida"),
        "PreOrder": ("preventa", "pròximament"),
        "BackOrder": ("sota comanda",),
        "LimitedAvailability": ("últimes unitats", "estoc limitat"),
        "Discontinued": ("descatalogat",),
    },
    "ne": {
        "InStock": ("स्टकमा छ", "उपलब्ध छ"),
        "OutOfStock": ("स्टकमा छैन", "स्टक सकियो", "उपलब्ध छैन"),
        "SoldOut": ("बिक्री भइसक्यो",),
    },
    "si": {
        "InStock": ("තොගයේ ඇත",),
        "OutOfStock": ("තොගයේ නැත", "තොග අවසන්"),
    },
    # The shops' own transliterations of "stock", with or without the zero-width non-joiner
    # Telugu and Kannada write before a joined case ending ("స్టాక్‌లో").
    "ta": {
        "InStock": ("கையிருப்பில் உள்ளது", "ஸ்டாக் உள்ளது", "ஸ்டாக்கில் உள்ளது"),
        "OutOfStock": ("கையிருப்பில் இல்லை", "ஸ்டாக் இல்லை", "ஸ்டாக்கில் இல்லை"),
        "SoldOut": ("விற்றுத் தீர்ந்தது", "விற்றுத் தீர்ந்துவிட்டது"),
    },
    "te": {
        "InStock": ("స్టాక్\u200cలో ఉంది", "స్టాక్ లో ఉంది", "స్టాక్లో ఉంది", "అందుబాటులో ఉంది"),
        "OutOfStock": (
            "స్టాక్\u200cలో లేదు",
            "స్టాక్లో లేదు",
            "స్టాక్ లో లేదు",
            "స్టాక్ లేదు",
            "అందుబాటులో లేదు",
            "స్టాక్ అయిపోయింది",
        ),
    },
    "kn": {
        "InStock": ("ಸ್ಟಾಕ್\u200cನಲ್ಲಿದೆ", "ಸ್ಟಾಕ್ ನಲ್ಲಿದೆ", "ಸ್ಟಾಕ್ನಲ್ಲಿದೆ", "ಲಭ್ಯವಿದೆ"),
        "OutOfStock": (
            "ಸ್ಟಾಕ್\u200cನಲ್ಲಿಲ್ಲ",
            "ಸ್ಟಾಕ್ನಲ್ಲಿಲ್ಲ",
            "ಸ್ಟಾಕ್ ನಲ್ಲಿಲ್ಲ",
            "ಸ್ಟಾಕ್ ಇಲ್ಲ",
            "ಲಭ್ಯವಿಲ್ಲ",
        ),
    },
    "ml": {
        "InStock": ("സ്റ്റോക്കുണ്ട്", "സ്റ്റോക്കിൽ ഉണ്ട്", "ലഭ്യമാണ്"),
        "OutOfStock": ("സ്റ്റോക്കില്ല", "സ്റ്റോക്കിൽ ഇല്ല", "ലഭ്യമല്ല"),
    },
    "mr": {
        "InStock": ("स्टॉकमध्ये आहे", "स्टॉक मध्ये आहे", "उपलब्ध आहे"),
        "OutOfStock": ("स्टॉकमध्ये नाही", "स्टॉक मध्ये नाही", "उपलब्ध नाही", "स्टॉक संपला"),
    },
    "gu": {
        "InStock": ("સ્ટોકમાં છે", "ઉપલબ્ધ છે"),
        "OutOfStock": ("સ્ટોકમાં નથી", "ઉપલબ્ધ નથી", "સ્ટોક ખતમ", "સ્ટોક પૂરો"),
    },
    "pa": {
        "InStock": ("ਸਟਾਕ ਵਿੱਚ ਹੈ", "ਉਪਲਬਧ ਹੈ"),
        "OutOfStock": ("ਸਟਾਕ ਵਿੱਚ ਨਹੀਂ", "ਉਪਲਬਧ ਨਹੀਂ", "ਸਟਾਕ ਖਤਮ"),
    },
    "or": {
        "InStock": ("ଷ୍ଟକରେ ଅଛି", "ଉପଲବ୍ଧ ଅଛି"),
        "OutOfStock": ("ଷ୍ଟକରେ ନାହିଁ", "ଉପଲବ୍ଧ ନାହିଁ", "ଷ୍ଟକ ସରିଯାଇଛି"),
    },
    # Uzbek, with the apostrophe of "yo'q" (there is none) straight or turned.
    "uz": {
        "InStock": (
            "mavjud",
            "sotuvda mavjud",
            "sotuvda bor",
            "omborda bor",
            "мавжуд",
            "сотувда бор",
        ),
        "OutOfStock": (
            "mavjud emas",
            "sotuvda yo'q",
            "sotuvda yoʻq",
            "omborda yo'q",
            "omborda yoʻq",
            "tugagan",
            "мавжуд эмас",
            "сотувда йўқ",
            "тугаган",
        ),
        "PreOrder": ("oldindan buyurtma", "олдиндан буюртма"),
    },
    # On sale or not, sold, run out; a word with a dotless i also with the dotted one its
    # capitals lower to.
    "az": {
        "InStock": ("stokda var", "anbarda var", "mövcuddur", "satışda var", "satişda var"),
        "OutOfStock": (
            "stokda yoxdur",
            "anbarda yoxdur",
            "mövcud deyil",
            "bitib",
            "satışda yoxdur",
            "satişda yoxdur",
            "tükənib",
        ),
        "SoldOut": ("satılıb", "satilib"),
        "PreOrder": ("ön sifariş", "əvvəlcədən sifariş"),
    },
    "hy": {
        "InStock": ("առկա է", "պահեստում առկա է"),
        "OutOfStock": ("առկա չէ", "սպառված է", "վերջացել է"),
        "SoldOut": ("վաճառված է",),
        "LimitedAvailability": ("սահմանափակ քանակ",),
        "PreOrder": ("նախնական պատվեր",),
    },
    "mn": {
        "InStock": ("бэлэн байгаа", "нөөцөд байгаа", "үлдэгдэлтэй", "агуулахад байгаа"),
        # A package or a service not taken for now: temporarily unavailable, or closed; none
        # in stock or in the warehouse ("байхгүй", there is none).
        "OutOfStock": (
            "дууссан",
            "нөөц дууссан",
            "үлдэгдэлгүй",
            "түр боломжгүй",
            "түр хаагдсан",
            "нөөцөд байхгүй",
            "нөөц байхгүй",
            "агуулахад байхгүй",
        ),
        "PreOrder": ("урьдчилсан захиалга",),
    },
    "am": {
        "InStock": ("በክምችት ላይ", "ይገኛል"),
        "OutOfStock": ("አልቋል", "አይገኝም"),
    },
    "sq": {
        "InStock": ("në stok", "në gjendje", "e disponueshme", "i disponueshëm", "gjendet"),
        "OutOfStock": (
            "jashtë stoku",
            "jashtë stokut",
            "nuk ka stok",
            "nuk është në stok",
            "nuk ka në stok",
            "nuk ka gjendje",
            "e padisponueshme",
            "i padisponueshëm",
        ),
        "SoldOut": ("e shitur", "shitur plotësisht", "mbaruar"),
        "PreOrder": ("porosi paraprake", "para-porosi", "paraporosi"),
        "BackOrder": ("me porosi",),
        "LimitedAvailability": ("sasi e kufizuar", "copët e fundit"),
    },
    "mk": {
        "InStock": ("на залиха", "на лагер", "достапно", "достапен", "достапна", "има на залиха"),
        "OutOfStock": (
            "нема на залиха",
            "нема залиха",
            "не е достапно",
            "не е достапен",
            "недостапно",
            "недостапен",
        ),
        "SoldOut": ("распродадено", "распродаден", "распродадена"),
        "PreOrder": ("претходна нарачка", "предзакажи"),
        "BackOrder": ("по нарачка", "достапно по нарачка"),
        "LimitedAvailability": ("ограничена количина", "последни парчиња"),
    },
    # Khmer: "មាន" (has) and its negation "គ្មាន" / "មិនមាន" before "ស្តុក" (stock); the
    # longer phrase, starting first, is the one read.
    "km": {
        "InStock": ("មានក្នុងស្តុក", "មានស្តុក", "មានក្នុងស្ដុក", "មានស្ដុក"),
        "OutOfStock": (
            "អស់ពីស្តុក",
            "អស់ស្តុក",
            "គ្មានស្តុក",
            "មិនមានក្នុងស្តុក",
            "មិនមានស្តុក",
            "អស់ពីស្ដុក",
            "អស់ស្ដុក",
            "គ្មានស្ដុក",
        ),
        "SoldOut": ("លក់អស់",),
        "PreOrder": ("កម្ម៉ង់ជាមុន", "បញ្ជាទិញជាមុន"),
    },
    # Burmese: "ရှိ" (there is) and its negation "မရှိ", which is no substring of it.
    "my": {
        "InStock": ("လက်ကျန်ရှိ", "လက်ကျန်ရှိသည်", "ပစ္စည်းရှိသည်", "ပစ္စည်းရှိ"),
        "OutOfStock": ("လက်ကျန်မရှိ", "ပစ္စည်းမရှိ", "ပစ္စည်းပြတ်", "ပစ္စည်းပြတ်နေသည်", "ပစ္စည်းကုန်"),
        "SoldOut": ("ရောင်းကုန်", "ရောင်းကုန်ပါပြီ", "ရောင်းကုန်သွားပါပြီ"),
        "PreOrder": ("ကြိုတင်မှာယူ", "ကြိုတင်မှာယူနိုင်သည်"),
    },
    # Pashto: "موجود دی" (it is there) and its negation "موجود نه دی", in either gender;
    # not "نشته" (there is none) alone, which also says "no hidden fees".
    "ps": {
        "InStock": ("موجود دی", "موجوده ده", "په ګدام کې شته", "په زېرمه کې شته"),
        "OutOfStock": (
            "موجود نه دی",
            "موجوده نه ده",
            "په ګدام کې نشته",
            "په زېرمه کې نشته",
            "ختم شوی دی",
        ),
        "SoldOut": ("ټول پلورل شوي", "پلورل شوی"),
        "PreOrder": ("مخکې فرمایش", "دمخه فرمایش"),
    },
    "lb": {
        # Not "disponibel": Romansh writes it too, and its "betg disponibel" is out of stock.
        "InStock": ("op Lager", "verfügbar"),
        "OutOfStock": ("net op Lager", "net verfügbar", "net méi op Lager"),
        "SoldOut": ("ausverkaaft",),
        "PreOrder": ("virbestellen", "virbestellung"),
        "LimitedAvailability": ("nach just e puer",),
    },
    "fo": {
        "InStock": ("á goymslu", "á lager", "tøkt", "tøk"),
        "OutOfStock": ("ikki á goymslu", "ikki á lager", "ikki tøkt", "ikki tøk"),
        "SoldOut": ("útselt", "útseldur", "útseld"),
        "PreOrder": ("forútbíleging", "forbíleging"),
        "LimitedAvailability": ("fá eftir", "bert fá eftir"),
    },
    # "Stockean" (in stock), the loanword as shops write it, and the native "biltegian".
    "eu": {
        "InStock": ("stockean", "stock-ean", "biltegian", "eskuragarri"),
        "OutOfStock": ("stockik gabe", "stock-ik gabe", "ez dago eskuragarri", "ez dago stockean"),
        "SoldOut": ("agortuta", "agortua"),
        "PreOrder": ("aurrez eskatu", "aurreskaera"),
        "LimitedAvailability": ("azken unitateak",),
    },
    "gl": {
        "InStock": ("dispoñible", "en stock", "en existencias"),
        "OutOfStock": ("non dispoñible", "sen stock", "sen existencias", "fóra de stock"),
        "SoldOut": ("esgotado", "esgotada"),
        # Not "reserva" alone: read on every page, it is Spanish and Portuguese for a booking
        # ("sin reserva previa", "Reserva a tua sala"), no product bought ahead of its release.
        "PreOrder": ("reserva xa", "resérvao"),
        "LimitedAvailability": ("últimas unidades",),
    },
    "cy": {
        "InStock": ("mewn stoc", "ar gael"),
        "OutOfStock": ("allan o stoc", "ddim ar gael", "dim ar gael", "dim mewn stoc"),
        "SoldOut": ("wedi gwerthu allan", "wedi gwerthu i gyd"),
        "PreOrder": ("rhag-archebu", "rhag-archeb"),
        "LimitedAvailability": ("ychydig ar ôl",),
    },
    "mt": {
        "InStock": ("disponibbli", "fl-istokk", "għandna fl-istokk"),
        "OutOfStock": ("mhux disponibbli", "mhux fl-istokk", "m'hemmx stokk", "ma fadalx"),
        "SoldOut": ("mibjugħ kollu", "inbiegħ kollu"),
        "PreOrder": ("ordni minn qabel",),
        "LimitedAvailability": ("fadal ftit",),
    },
    "be": {
        "InStock": ("у наяўнасці", "ёсць у наяўнасці", "ў наяўнасці"),
        "OutOfStock": ("няма ў наяўнасці", "няма ў продажы", "чакаецца"),
        "SoldOut": ("распрададзена", "распрададзены"),
        "PreOrder": ("пад заказ", "перадзаказ"),
        "LimitedAvailability": ("засталося мала",),
    },
    "ga": {
        "InStock": ("ar stoc", "i stoc", "ar fáil"),
        "OutOfStock": ("as stoc", "níl sé ar fáil", "níl ar fáil", "níl sé i stoc"),
        "SoldOut": ("díolta amach", "díolta ar fad"),
        "PreOrder": ("réamhordú",),
        "LimitedAvailability": ("cúpla ceann fágtha",),
    },
}

# Stock as a shop's data writes it (a variant's "inventory_status": "low_stock"), once
# lower-cased and with spaces and hyphens as underscores, by schema.org's name.
# Words that hold a state's phrase (``AVAILABILITY``) but name a price it is compared with,
# not the offer's state: a crowdfunding reward's "一般販売予定価格より20%お得" (cheaper than
# the retail price planned after the campaign) is no pre-order.
# A hotel's or a ryokan's button books a stay ("このプランで予約する", "空室を確認・予約する"):
# the same verb as a shop's pre-order button ("予約する"), but a room is booked, not bought
# ahead of its release.
NOT_AVAILABILITY: dict[str, tuple[str, ...]] = {
    # Arabic's phrases are found inside words, and "small" ends in "not" ("غير"): a size
    # "صغير متوفر" (small, available) is no "غير متوفر" (not available).
    "ar": ("صغير",),
    # "Elérhető" (available) says what a product offers or when a desk answers, not only
    # its stock: "Elérhető méretek: 40, 41" (sizes), "Ügyfélszolgálat elérhető hétköznap".
    "hu": (
        "elérhető méret",
        "elérhető méretek",
        "elérhető szín",
        "elérhető színek",
        "elérhető változat",
        "elérhető változatok",
        "elérhető kiszerelések",
        "ügyfélszolgálat elérhető",
        "ügyfélszolgálatunk elérhető",
    ),
    "ja": (
        "販売予定価格",
        "発売予定価格",
        "販売予定額",
        "プランで予約する",
        "プランを予約する",
        "空室を確認・予約する",
        "空室確認・予約する",
        "空室を確認して予約する",
        "宿泊を予約する",
        "お部屋を予約する",
        "客室を予約する",
        # A desk's hours, not the offer's: a shop's holiday notice stops its phone or its
        # enquiries ("年末年始の電話受付停止のお知らせ", "お問い合わせの受付を停止します"),
        # and the products beside it are still sold.
        "電話受付",
        "電話の受付",
        "お電話の受付",
        "お問い合わせ受付",
        "お問い合わせの受付",
        "お問合せ受付",
        "お問合せの受付",
        "問い合わせの受付",
        "問合せの受付",
        "メール受付",
        "メールの受付",
        "窓口受付",
        "窓口の受付",
        "受付停止のお知らせ",
        "受付停止期間",
        "受付を停止する期間",
    ),
}

STOCK_CODES: dict[str, str] = {
    **dict.fromkeys(("in", "in_stock", "instock", "available", "on_hand"), "InStock"),
    **dict.fromkeys(
        (
            "low",
            "low_stock",
            "lowstock",
            "limited",
            "few",
            "few_left",
            "limitedavailability",
            "limited_availability",
            # a fashion chain's per-size codes ("low_on_stock", "back_soon")
            "low_on_stock",
            "low_in_stock",
        ),
        "LimitedAvailability",
    ),
    **dict.fromkeys(
        ("out", "out_of_stock", "outofstock", "unavailable", "not_available", "back_soon"),
        "OutOfStock",
    ),
    **dict.fromkeys(("sold_out", "soldout"), "SoldOut"),
    **dict.fromkeys(("preorder", "pre_order"), "PreOrder"),
    **dict.fromkeys(
        ("backorder", "back_order", "backordered", "onbackorder", "on_backorder"), "BackOrder"
    ),
    "discontinued": "Discontinued",
}

# A count of what is left ("Only 3 left", "Nur noch 3 auf Lager", "残り3点") says that stock
# is low, in every language alike: LimitedAvailability, whatever the count (which changes on
# its own, a live counter's). The words before a count that say only it remains, the words
# after it that say it is what is left, and the units it is counted in. Before a count, a
# word says nothing alone ("only 3 users" is a plan's limit): the count must end its phrase,
# or be followed by a unit, the words after or a phrase of stock on hand.
STOCK_LEFT_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("only", "just", "hurry, only"),
    "de": ("nur noch", "noch", "letzte", "nur"),
    "fr": ("plus que", "il ne reste que", "il reste", "reste", "seulement", "derniers"),
    "es": ("solo quedan", "sólo quedan", "quedan", "últimas", "solo"),
    "it": ("solo", "ne restano solo", "restano", "rimangono", "ultimi", "ultime"),
    "pt": ("restam apenas", "restam", "últimas", "últimos", "apenas"),
    "nl": ("nog maar", "nog", "slechts", "laatste"),
    "pl": ("zostały tylko", "zostało tylko", "zostały", "zostało", "tylko", "ostatnie"),
    "sv": ("endast", "bara", "sista"),
    "da": ("kun", "kun få", "sidste"),
    "no": ("kun", "bare", "siste"),
    "fi": ("vain", "enää", "viimeiset"),
    "cs": ("poslední", "už jen", "zbývá", "zbývají", "pouze"),
    "sk": ("posledné", "už len", "zostáva", "zostávajú"),
    "hu": ("már csak", "utolsó", "csak", "még"),
    "ro": ("doar", "mai sunt doar", "mai sunt", "ultimele", "ultimii", "au mai rămas"),
    "el": ("μόνο", "απομένουν", "τελευταία", "έμειναν"),
    "tr": ("son", "sadece", "yalnızca"),
    "ru": ("осталось", "остался", "осталась", "последние", "только"),
    "uk": ("залишилось", "залишилося", "лишилось", "останні", "тільки"),
    "bg": ("остават", "последни", "само"),
    "hr": ("samo još", "zadnja", "zadnjih"),
    "ar": ("تبقى", "بقي", "متبقي", "فقط"),
    "he": ("נותרו", "נשארו", "רק"),
    "id": ("sisa", "tersisa", "tinggal", "hanya"),
    "ms": ("baki", "tinggal", "hanya"),
    "vi": ("chỉ còn", "còn", "còn lại"),
    "th": ("เหลือ", "เหลืออีก", "เหลือเพียง"),
    "hi": ("केवल", "सिर्फ", "बस"),
    "ja": ("残り", "在庫残り", "あと", "残"),
    "zh": ("仅剩", "僅剩", "只剩", "剩余", "剩餘", "库存仅", "庫存僅"),
    "ko": ("남은 수량", "잔여", "잔여 수량"),
}
STOCK_LEFT_AFTER: dict[str, tuple[str, ...]] = {
    "en": ("left", "remaining"),
    "de": ("übrig",),
    "fr": ("restant", "restants", "restante", "restantes"),
    "es": ("restantes",),
    "it": ("rimasti", "rimaste", "restanti"),
    "pt": ("restantes",),
    "nl": ("over",),
    "pl": ("pozostało",),
    "sv": ("kvar",),
    "da": ("tilbage",),
    "no": ("igjen",),
    "fi": ("jäljellä",),
    "cs": ("zbývá",),
    "hu": ("maradt",),
    "ro": ("rămase", "rămas"),
    "el": ("απομένουν",),
    "tr": ("kaldı",),
    "ru": ("осталось",),
    "uk": ("залишилось",),
    "ar": ("متبقية", "فقط"),
    "he": ("בלבד", "נותרו"),
    "hi": ("बचे", "बचे हैं", "बाकी"),
    "ja": ("限り", "のみ"),
    "zh": ("剩余", "剩餘"),
    "ko": ("남음", "남았습니다", "남아 있습니다"),
    "vi": ("còn lại",),
    "id": ("lagi", "tersisa"),
}
# What a count of stock is counted in: pieces, items, units.
STOCK_COUNT_UNITS: dict[str, tuple[str, ...]] = {
    "en": ("items", "item", "units", "unit", "pieces", "pcs", "pcs.", "pc"),
    "de": ("Stück", "Stk.", "Stk", "Artikel", "Exemplare", "Teile"),
    "fr": ("articles", "article", "pièces", "pièce", "exemplaires", "unités"),
    "es": ("unidades", "unidad", "uds.", "ud.", "artículos", "piezas", "pzas."),
    "it": ("pezzi", "pezzo", "pz.", "articoli", "unità"),
    "pt": ("unidades", "unidade", "un.", "peças", "itens"),
    "nl": ("stuks", "stuk", "exemplaren", "artikelen"),
    "pl": ("sztuki", "sztuk", "sztuka", "szt.", "szt", "produkty"),
    "sv": ("st", "st.", "exemplar", "artiklar"),
    "da": ("stk", "stk.", "styk"),
    "no": ("stk", "stk."),
    "fi": ("kpl", "kpl."),
    "cs": ("ks", "ks.", "kusy", "kusů", "kus"),
    "hu": ("db", "db.", "darab", "termék"),
    "ro": ("bucăți", "bucati", "buc.", "buc", "produse", "produs"),
    "el": ("τεμάχια", "τεμ.", "τεμάχιο"),
    "tr": ("adet", "ürün"),
    "ru": ("шт.", "шт", "штук", "штуки", "товара"),
    "uk": ("шт.", "шт", "штук", "штуки"),
    "ar": ("قطع", "قطعة", "منتجات"),
    "he": ("יחידות", "פריטים"),
    "id": ("pcs", "buah", "unit", "stok"),
    "vi": ("sản phẩm", "cái", "chiếc"),
    "th": ("ชิ้น", "ชุด", "อัน"),
    "hi": ("पीस", "यूनिट"),
    "ja": ("点", "個", "本", "枚", "着", "台", "セット"),
    "zh": ("件", "个", "個", "台"),
    "ko": ("개", "점", "세트", "벌"),
}

# A listing's badge (a flat, a holiday home's week, a used car): a stock state only when it is
# the whole of its line. In a sentence the same word is a verb or an adjective ("wird möbliert
# vermietet", "tous droits réservés", "pension complète", "sold by"), so the words of
# ``AVAILABILITY``, read anywhere, cannot hold them. Rented, let, sold or fully booked is sold
# out; reserved or under option may come back, so it is out of stock.
AVAILABILITY_ALONE: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "SoldOut": ("sold", "let", "rented", "booked"),
        "OutOfStock": ("reserved", "on hold"),
        # A fashion shop's badge on a size or a tile; in a sentence, anything.
        "LimitedAvailability": ("last one",),
        # A deal feed's chip on a deal past its end; in a sentence, a trial's or a session's.
        "Discontinued": ("expired",),
    },
    "de": {
        "SoldOut": ("vermietet", "verkauft", "belegt", "vergeben"),
        "OutOfStock": ("reserviert",),
        "Discontinued": ("abgelaufen",),
    },
    "fr": {
        "SoldOut": ("complet", "loué", "louée", "vendu", "vendue"),
        "OutOfStock": ("réservé", "réservée", "sous option"),
        "Discontinued": ("expiré", "expirée"),
    },
    "it": {
        "SoldOut": ("affittato", "affittata", "venduto", "venduta", "completo", "occupato"),
        "OutOfStock": ("riservato", "riservata", "opzionato", "prenotato", "prenotata"),
        "Discontinued": ("scaduto", "scaduta"),
    },
    "es": {
        "SoldOut": ("alquilado", "alquilada", "vendido", "vendida", "completo", "ocupado"),
        "OutOfStock": ("reservado", "reservada"),
        "Discontinued": ("caducado", "caducada", "expirado", "expirada"),
    },
    "pt": {
        "SoldOut": ("alugado", "alugada", "vendido", "vendida", "ocupado"),
        "OutOfStock": ("reservado", "reservada"),
    },
    "cs": {"BackOrder": ("u dodavatele",)},
    "nl": {
        "SoldOut": ("verhuurd", "verkocht", "bezet"),
        "OutOfStock": ("gereserveerd", "onder optie", "onder bod"),
        "Discontinued": ("verlopen",),  # in a sentence, "gone" ("alles is goed verlopen")
    },
    "sv": {"Discontinued": ("utgången",)},  # in a sentence, "the exit" or "the outcome"
    "el": {"Discontinued": ("έληξε",)},
    "pl": {
        "SoldOut": ("wynajęte", "wynajęty", "wynajęta", "sprzedane", "sprzedany", "sprzedana"),
        "OutOfStock": ("zarezerwowane", "zarezerwowany", "zarezerwowana"),
        # IdoSell's stock levels on a card of their own; in a sentence, an amount of anything.
        "InStock": ("duża ilość", "średnia ilość"),
        "LimitedAvailability": ("mała ilość",),
    },
    # A class, a membership or a course whose places are taken: "已滿" (full), "額滿" (the
    # quota full). Only alone: "已滿 18 歲" is an age ("aged 18 or over").
    "zh": {"SoldOut": ("已滿", "已满", "額滿", "额满", "滿額", "满额", "爆滿", "爆满")},
    # Thai's "out" (all gone) on a tile or a size; in a sentence, an end of anything ("หมดอายุ",
    # expired; "โปรโมชั่นหมดแล้ว", the promotion is over).
    "th": {"SoldOut": ("หมด", "หมดแล้ว")},
    # "Боломжгүй" alone on a card is "unavailable"; in a sentence it is "impossible".
    "mn": {"OutOfStock": ("боломжгүй",)},
    # A Lithuanian shop's tile says "Turime" (we have it) or "Sandėlyje" (in the warehouse);
    # in a sentence they are "we have" ("Turime 20 metų patirtį") and where a count follows
    # ("Sandėlyje: 0 vnt.").
    "lt": {"InStock": ("turime", "sandėlyje")},
}

# A shop's stock level on a line of its own (1C-Bitrix's relative quantity: "много",
# "мало"), as ``AVAILABILITY_ALONE``'s but not in a table's cell: in a sentence "little" of
# anything, and in a table of plans how much of a feature ("Рекламы | Много | Мало").
STOCK_LEVEL_ALONE: dict[str, dict[str, tuple[str, ...]]] = {
    "ru": {"LimitedAvailability": ("мало",), "InStock": ("много", "достаточно")},
    "uk": {"LimitedAvailability": ("мало",), "InStock": ("багато", "достатньо")},
}

# How long a badge of ``AVAILABILITY_ALONE`` holds, said after it: a meal kit's box or a
# florist's bouquet is "Complet cette semaine", a class "Booked today", a flat "Vermietet
# derzeit". The badge with its spell is still the whole of its line; the same words after a
# word that is no badge ("repas complet cette semaine": a full meal) are no state.
BADGE_SPANS: dict[str, tuple[str, ...]] = {
    "en": ("this week", "for this week", "today", "for today", "tonight", "for now",
           "this month", "this season", "for the season", "at the moment"),
    "de": ("diese woche", "für diese woche", "heute", "für heute", "derzeit", "zurzeit",
           "momentan", "aktuell", "diesen monat"),
    "fr": ("cette semaine", "pour cette semaine", "aujourd'hui", "aujourd’hui",
           "pour aujourd'hui", "pour aujourd’hui", "ce soir", "pour le moment",
           "pour l'instant", "pour l’instant", "actuellement", "ce mois-ci",
           "cette saison", "pour la saison"),
    "it": ("questa settimana", "per questa settimana", "oggi", "per oggi", "per ora",
           "al momento", "questo mese"),
    "es": ("esta semana", "para esta semana", "hoy", "para hoy", "por ahora",
           "por el momento", "este mes"),
    "pt": ("esta semana", "para esta semana", "hoje", "para hoje", "por enquanto",
           "no momento", "este mês"),
    "nl": ("deze week", "voor deze week", "vandaag", "voor vandaag", "voorlopig",
           "op dit moment", "momenteel", "deze maand"),
    "pl": ("w tym tygodniu", "na ten tydzień", "dzisiaj", "dziś", "obecnie",
           "w tym miesiącu"),
}  # fmt: skip

# Words before a currency code that say the page's prices are in it: "Preise in DKK",
# "All prices in CAD", "Currency: EUR".
PRICES_IN: dict[str, tuple[str, ...]] = {
    "en": ("prices", "price", "pricing", "currency", "billed in", "amounts"),
    "de": ("Preise", "Preis", "Währung", "Beträge"),
    "fr": ("prix", "tarifs", "devise", "montants"),
    "es": ("precios", "precio", "moneda", "importes"),
    "it": ("prezzi", "prezzo", "valuta", "importi"),
    "pt": ("preços", "preço", "moeda", "valores"),
    "nl": ("prijzen", "prijs", "valuta", "bedragen"),
    "pl": ("ceny", "cena", "waluta", "kwoty"),
    "sv": ("priser", "pris", "valuta", "belopp"),
    "da": ("priser", "pris", "valuta", "beløb"),
    "no": ("priser", "pris", "valuta", "beløp"),
    "fi": ("hinnat", "hinta", "valuutta"),
    "cs": ("ceny", "cena", "měna", "částky"),
    "ja": ("価格", "料金", "通貨"),
    "zh": ("价格", "價格", "货币", "貨幣", "币种"),
    "ko": ("가격", "요금", "통화"),
    "tr": ("fiyatlar", "fiyat", "para birimi"),
    "ru": ("цены", "цена", "валюта"),
    "uk": ("ціни", "ціна", "валюта"),
    "hu": ("árak", "ár", "pénznem"),
    "ro": ("prețuri", "prețurile", "preț", "moneda", "monedă"),
    "el": ("τιμές", "τιμή", "νόμισμα"),
    "he": ("מחירים", "המחירים", "מטבע"),
    "ar": ("الأسعار", "السعر", "العملة"),
    "id": ("harga", "mata uang"),
    "vi": ("giá", "đơn vị tiền tệ"),
    "th": ("ราคา", "สกุลเงิน"),
    "ms": ("harga", "mata wang"),
    "hi": ("मूल्य", "कीमत", "मुद्रा"),
    "sk": ("ceny", "cena", "mena", "sumy"),
    "hr": ("cijene", "cijena", "valuta", "iznosi"),
    "sl": ("cene", "cena", "valuta", "zneski"),
    "bg": ("цени", "цена", "валута"),
    "lt": ("kainos", "kaina", "valiuta"),
    "lv": ("cenas", "cena", "valūta"),
    "et": ("hinnad", "hind", "valuuta"),
    "is": ("verð", "gjaldmiðill"),
    "ca": ("preus", "preu", "moneda", "imports"),
    "sq": ("çmimet", "çmimi", "monedha"),
    "mk": ("цени", "цена", "валута"),
    "km": ("តម្លៃ", "រូបិយប័ណ្ណ"),
    "my": ("ဈေးနှုန်း", "ငွေကြေး"),
    "ps": ("بیې", "بیه", "قیمتونه", "اسعار"),
}

# Currencies named in words, as a page says which one its ambiguous sign stands for ("All
# prices are in Canadian dollars", "Preise in Schweizer Franken"): by ISO code, lower case.
CURRENCY_NAMES: dict[str, tuple[str, ...]] = {
    "USD": (
        "us dollars",
        "u.s. dollars",
        "us dollar",
        "american dollars",
        "dollars us",
        "dollars américains",
        "dólares estadounidenses",
        "dólares americanos",
        "us-dollar",
        "dollari statunitensi",
        "amerikanske dollar",
        "amerikanska dollar",
    ),
    "CAD": (
        "canadian dollars",
        "canadian dollar",
        "dollars canadiens",
        "dólares canadienses",
        "kanadische dollar",
    ),
    "AUD": (
        "australian dollars",
        "australian dollar",
        "dollars australiens",
        "australische dollar",
        "dólares australianos",
    ),
    "NZD": ("new zealand dollars", "nz dollars"),
    "SGD": ("singapore dollars",),
    "HKD": ("hong kong dollars",),
    "MXN": ("mexican pesos", "pesos mexicanos", "peso mexicano"),
    "ARS": ("argentine pesos", "pesos argentinos"),
    "CLP": ("chilean pesos", "pesos chilenos"),
    "COP": ("colombian pesos", "pesos colombianos"),
    # The other pesos a bare "$" stands for at home ("Precios en pesos uruguayos", "$ 1.290").
    "UYU": ("uruguayan pesos", "pesos uruguayos", "peso uruguayo"),
    "DOP": ("dominican pesos", "pesos dominicanos", "peso dominicano"),
    "DKK": ("danish kroner", "danske kroner", "dänische kronen", "couronnes danoises"),
    "NOK": ("norwegian kroner", "norske kroner", "norwegische kronen"),
    "SEK": ("swedish kronor", "svenska kronor", "schwedische kronen"),
    "ISK": ("icelandic krónur", "íslenskar krónur"),
    "CHF": ("swiss francs", "schweizer franken", "francs suisses", "franchi svizzeri"),
    "JPY": ("japanese yen", "日本円"),
    "CNY": ("chinese yuan", "renminbi", "人民币"),
    # The currencies of one sign, named where a page states its prices' currency once and
    # writes its amounts bare ("Alle Preise in Euro", "Prices in pounds sterling").
    # Finnish names a currency by its case: "Hinnat euroina" (as euros), "euroissa" (in).
    "EUR": ("euro", "euros", "evro", "eura", "euroina", "euroissa"),
    "GBP": ("pounds sterling", "pound sterling", "british pounds"),
    "PLN": ("złotych", "zlotych", "złoty", "zloty"),
    "CZK": ("korun českých", "kč"),
    "INR": ("indian rupees",),
    # A page that writes its thousands "rb" ("149rb/bulan") names its currency once.
    "IDR": ("rupiah", "rupiah indonesia"),
    "MYR": ("ringgit", "ringgit malaysia"),
    "VND": ("việt nam đồng",),
    "BRL": ("reais", "real brasileiro"),
}

# What stands right before an amount whose currency is written in words, saying the amount is
# a price ("for 49 dollars", "por 2 mil pesos", "za 49 złotych", "chỉ 450 nghìn đồng"): such
# an amount needs no cents, thousands or period to be read as one (``money``).
NAMED_PRICE_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("for", "only", "just", "from", "costs", "cost", "price", "pay"),
    "es": ("por", "solo", "sólo", "desde", "cuesta", "cuestan", "vale", "valor", "precio",
           "pagas", "pagás", "pagan", "paga", "a partir de", "de"),
    "pt": ("por", "só", "apenas", "a partir de", "custa", "preço", "de"),
    "fr": ("pour", "seulement", "dès", "à partir de", "coûte", "prix", "à"),
    "de": ("für", "nur", "ab", "kostet", "preis", "um"),
    "it": ("per", "solo", "da", "costa", "prezzo"),
    "pl": ("za", "tylko", "już od", "od", "kosztuje", "cena"),
    "vi": ("chỉ", "chỉ từ", "từ", "giá", "chỉ còn", "còn"),
    "ru": ("за", "всего", "всего за", "от", "стоит", "цена"),
    "uk": ("за", "лише", "від", "коштує", "ціна"),
    "sv": ("för", "från", "bara", "endast", "kostar", "pris"),
    "cs": ("za", "jen", "od", "stojí", "cena"),
    "ro": ("pentru", "doar", "de la", "costă", "preț"),
}  # fmt: skip

# What stands right before an amount and a currency's name when the amount is no price but
# a sum saved, earned or raised, as a testimonial or a success story tells it ("we saved 42
# million đồng a year", "ahorramos 2 millones de pesos al año", "raised 5 million dollars").
NAMED_NOT_PRICE_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("saved", "save", "saves", "saving", "savings of", "earned", "earn", "raised",
           "processed", "won", "collected", "revenue of", "over", "more than"),
    "es": ("ahorra", "ahorras", "ahorró", "ahorré", "ahorramos", "ahorro de", "ahorrar",
           "ganamos", "ganó", "facturamos", "recaudamos", "más de"),
    "pt": ("economize", "economizamos", "economia de", "economizou", "faturamos", "mais de"),
    "fr": ("économisez", "économisé", "économie de", "plus de"),
    "de": ("sparen", "sparst", "gespart", "ersparnis von", "über", "mehr als"),
    "pl": ("oszczędzasz", "oszczędziliśmy", "oszczędność", "zaoszczędź", "ponad"),
    "vi": ("tiết kiệm", "tiết kiệm được", "tiết kiệm tới", "tiết kiệm đến", "hơn", "doanh thu"),
    "ru": ("экономия", "сэкономили", "сэкономьте", "более", "свыше"),
    "uk": ("економія", "заощадили", "понад"),
    "sv": ("spara", "sparade", "över"),
    "cs": ("ušetříte", "ušetřili", "přes"),
}  # fmt: skip

# What follows an amount and a currency's name when the amount is no price: a weight or a
# sum of something ("5 pounds of coffee", "a million dollars of revenue"), a difference
# between two prices ("2 dollars cheaper", "5 złotych taniej", "100 рублей дешевле").
NAMED_NOT_PRICE_AFTER: dict[str, tuple[str, ...]] = {
    "en": ("of", "cheaper", "less", "more", "lighter", "heavier", "worth of", "in savings",
           "in revenue", "in sales", "saved"),
    "es": ("menos", "más barato", "más barata", "más caro", "más cara", "de diferencia",
           "de ahorro", "en ventas"),
    "pt": ("a menos", "a mais", "mais barato", "mais barata", "de economia"),
    "fr": ("de moins", "de plus", "moins cher", "d'économie", "d’économie"),
    "de": ("günstiger", "billiger", "teurer", "weniger", "mehr", "gespart"),
    "pl": ("taniej", "drożej", "mniej", "więcej", "oszczędności"),
    "vi": ("rẻ hơn", "đắt hơn", "tiết kiệm"),
    "ru": ("дешевле", "дороже", "меньше", "больше", "экономии"),
    "uk": ("дешевше", "дорожче", "менше", "більше", "економії"),
    "sv": ("billigare", "dyrare", "mindre", "mer"),
    "cs": ("levněji", "dráž", "méně", "více"),
}  # fmt: skip

# A plan without a price: "Enterprise — contact sales".
CONTACT_SALES: dict[str, tuple[str, ...]] = {
    "en": ("contact sales", "contact us", "custom pricing", "custom quote", "get a quote",
           "request a quote", "let's talk", "lets talk", "talk to sales", "speak to sales",
           "talk to us", "on request",
           # a luxury house's piece without a price ("Price upon request")
           "upon request", "on application"),
    "de": ("auf Anfrage", "kontaktieren Sie uns", "Kontakt aufnehmen", "Vertrieb kontaktieren",
           "Sales kontaktieren", "kontaktiere uns", "Angebot anfordern", "individuelles Angebot"),
    "fr": ("sur devis", "nous contacter", "contactez-nous", "contacter les ventes",
           "sur demande", "nous consulter", "demander un devis"),
    "es": ("contáctanos", "contáctenos", "contactar a ventas", "contacta a ventas",
           "contactar con ventas", "habla con ventas", "hablar con ventas", "consultar precio",
           "precio a consultar", "solicita una cotización", "solicitar cotización",
           "pide presupuesto", "solicitar presupuesto", "a convenir", "contacta con ventas",
           "contacta con nosotros"),
    "sv": ("kontakta oss", "på begäran", "kontakta försäljning", "kontakta säljteamet",
           "på förfrågan"),
    "da": ("kontakt os", "kontakt salg", "på forespørgsel"),
    "no": ("kontakt oss", "kontakt salg", "på forespørsel"),
    "fi": ("ota yhteyttä", "pyydä tarjous"),
    "ja": ("お問い合わせ", "要見積", "個別見積", "お見積り依頼", "お見積もり依頼", "見積もり依頼"),
    "zh": ("联系我们", "聯絡我們", "聯繫我們", "联系销售", "聯絡業務", "洽詢", "詢價", "询价"),
    "ko": ("영업팀 문의", "도입 문의", "견적 문의", "문의하기", "상담 신청", "맞춤 견적",
           "별도 협의"),
    "it": ("su richiesta", "contattaci", "contatta le vendite", "contatta il team vendite",
           "contatta il commerciale"),
    "nl": ("op aanvraag", "offerte aanvragen", "neem contact op", "neem contact met ons op",
           "contact opnemen", "offerte op maat", "vraag een offerte aan"),
    "pt": ("sob consulta", "fale com vendas", "fale com um consultor", "fale conosco",
           "fale connosco", "entre em contato", "contacte-nos", "solicite um orçamento",
           "solicitar orçamento", "pedir orçamento", "preço sob consulta"),
    "pl": ("wycena indywidualna", "zapytaj o ofertę", "skontaktuj się z nami", "skontaktuj się",
           "cena do uzgodnienia", "na zapytanie"),
    "hu": ("egyedi ajánlat", "kérjen ajánlatot", "ajánlatkérés", "vegye fel velünk a kapcsolatot",
           "lépjen kapcsolatba velünk", "egyedi ár", "egyedi árazás", "ár megegyezés szerint",
           "kérjen árajánlatot"),
    "ro": ("la cerere", "cere o ofertă", "preț personalizat", "contactează-ne", "contactați-ne",
           "contactează vânzările", "solicită o ofertă", "preț la cerere"),
    "ru": ("по запросу", "индивидуальная цена", "договорная", "цена договорная",
           "свяжитесь с нами", "связаться с нами", "связаться с отделом продаж",
           "запросить предложение"),
    # Ukrainian writes its apostrophe straight or typographic (U+2019), as keyboards give it.
    "uk": ("за запитом", "ціна за запитом", "індивідуальна ціна", "договірна", "ціна договірна",
           "зв'яжіться з нами", "зв\u2019яжіться з нами", "зв'язатися з нами",
           "зв\u2019язатися з нами", "отримати пропозицію"),
    "tr": ("teklif alın", "fiyat teklifi", "bize ulaşın", "satış ekibiyle iletişime geçin",
           "özel fiyat", "fiyat için arayın"),
    "he": ("הצעת מחיר", "מחיר מותאם", "צרו קשר", "צור קשר", "דברו איתנו", "דברו עם מכירות"),
    "ar": ("عرض سعر", "سعر مخصص", "تواصل معنا", "اتصل بنا", "تواصل مع المبيعات"),
    "sk": ("kontaktujte nás", "na vyžiadanie", "cena na vyžiadanie", "cena dohodou",
           "individuálna cena"),
    "hr": ("kontaktirajte nas", "na upit", "cijena na upit", "cijena po dogovoru",
           "individualna cijena"),
    "sr": ("контактирајте нас", "на упит", "цена на упит", "cena na upit", "cena po dogovoru",
           "цена по договору", "individualna cena"),
    "kk": ("бізбен байланысыңыз", "сұраныс бойынша"),
    "ka": ("დაგვიკავშირდით", "შეთანხმებით"),
    "tl": ("makipag-ugnayan sa amin", "kontakin kami"),
    "fa": ("تماس بگیرید", "تماس با فروش", "استعلام قیمت"),
    "sw": ("wasiliana nasi",),
    "bn": ("যোগাযোগ করুন",),
    "ur": ("ہم سے رابطہ کریں", "رابطہ کریں"),
    "sl": ("pišite nam", "po povpraševanju", "cena po dogovoru"),
    "bg": ("свържете се с нас", "по запитване", "цена по запитване", "индивидуална цена",
           "цена по договаряне"),
    "lt": ("susisiekite su mumis", "kaina pagal užklausą"),
    "lv": ("sazinieties ar mums", "cena pēc pieprasījuma"),
    "et": ("võtke ühendust", "hind kokkuleppel"),
    "is": ("hafðu samband", "verð eftir samkomulagi"),
    "ca": ("contacta'ns", "contacta’ns", "sota pressupost", "preu a consultar"),
    "ms": ("hubungi jualan", "harga tersuai", "hubungi kami", "dapatkan sebut harga",
           "minta sebut harga"),
    "id": ("hubungi kami", "hubungi sales", "hubungi tim sales", "minta penawaran",
           "harga sesuai kebutuhan"),
    "vi": ("liên hệ với chúng tôi", "liên hệ báo giá", "liên hệ kinh doanh", "nhận báo giá",
           "yêu cầu báo giá"),
    "th": ("ติดต่อเรา", "ติดต่อฝ่ายขาย", "สอบถามราคา", "ขอใบเสนอราคา", "ติดต่อสอบถาม"),
    "cs": ("cena dohodou", "na vyžádání", "individuální cena", "individuální nabídka",
           "kontaktujte nás", "cena na dotaz"),
    "hi": ("बिक्री टीम से संपर्क", "कस्टम मूल्य", "संपर्क करें", "हमसे संपर्क करें",
           "कोटेशन प्राप्त करें"),
    "sq": ("na kontaktoni", "kontaktoni shitjet", "sipas kërkesës", "kërko ofertë"),
    "mk": ("контактирајте не", "контактирајте нè", "контактирај не", "по договор",
           "на барање", "побарајте понуда"),
    "km": ("ទាក់ទងមកយើង", "ទំនាក់ទំនងយើង", "ទំនាក់ទំនងផ្នែកលក់", "ទាក់ទងផ្នែកលក់"),
    "my": ("ဆက်သွယ်မေးမြန်းပါ", "အရောင်းဌာနသို့ဆက်သွယ်ပါ", "ဈေးနှုန်းမေးမြန်းရန်"),
    "ps": ("موږ سره اړیکه ونیسئ", "اړیکه ونیسئ", "له پلور سره اړیکه"),
    # Azerbaijani "by agreement", "contact us"; Mongolian "by agreement", "contact us";
    # Nepali "contact for the price".
    "az": ("razılaşma ilə", "razılaşma yolu ilə", "bizimlə əlaqə saxlayın",
           "satış komandası ilə əlaqə", "fərdi qiymət"),
    "mn": ("тохиролцоно", "тохиролцсоноор", "бидэнтэй холбогдоорой", "үнийн санал авах"),
    "ne": ("मूल्यका लागि सम्पर्क गर्नुहोस्", "हामीलाई सम्पर्क गर्नुहोस्"),
    # "Upon an offer", "upon contact", "ask for an offer", "personalised price".
    "el": ("επικοινωνήστε μαζί μας", "επικοινωνήστε με τις πωλήσεις", "επικοινωνία με πωλήσεις",
           "κατόπιν προσφοράς", "κατόπιν επικοινωνίας", "τιμή κατόπιν επικοινωνίας",
           "ζητήστε προσφορά", "εξατομικευμένη τιμή", "εξατομικευμένη προσφορά"),
}  # fmt: skip

# What a request to contact sales asks for when it is about the price itself: a quote. A
# card's price slot may say so at length ("Liên hệ với bộ phận kinh doanh để được tư vấn và
# nhận báo giá theo quy mô", "Contact our team to get a custom quote for your organisation"),
# where a notice that only sends the reader to us ("For group seats please contact us before
# booking") stays short to be a slot.
QUOTE_REQUEST: dict[str, tuple[str, ...]] = {
    "en": ("a quote", "custom quote", "custom pricing", "tailored pricing", "volume pricing"),
    "de": ("angebot", "individuelle preise"),
    "fr": ("devis", "tarif personnalisé"),
    "es": ("cotización", "presupuesto", "precio personalizado"),
    "it": ("preventivo", "prezzo personalizzato"),
    "nl": ("offerte", "prijs op maat"),
    "pt": ("orçamento", "cotação", "preço personalizado"),
    "pl": ("wycena", "wyceny", "wycenę", "ofertę cenową"),
    "ms": ("sebut harga", "harga tersuai"),
    "id": ("penawaran harga", "harga khusus", "harga sesuai kebutuhan"),
    "vi": ("báo giá",),
    "tl": ("presyo",),
}  # fmt: skip

# A plan's price written as a word: "Free", "Kostenlos", "無料". Read only as a whole line of a
# plan's card, so that "Free shipping" or "Start a free trial" are not plans. A classified ad
# given away says so in its price's place: "Zu verschenken", "À donner", "Отдам даром".
FREE: dict[str, tuple[str, ...]] = {
    "en": ("free",),
    "de": ("kostenlos", "gratis", "zu verschenken"),
    "fr": ("gratuit", "à donner"),
    "es": ("gratis", "gratuito", "se regala"),
    "it": ("gratis", "gratuito"),
    "pt": ("grátis", "gratuito", "gratuita"),
    "nl": ("gratis",),
    "pl": (
        "darmowy",
        "darmowe",
        "darmowa",
        "bezpłatny",
        "bezpłatne",
        "bezpłatna",
        "za darmo",
        "oddam za darmo",
    ),
    "sv": ("gratis", "kostnadsfritt"),
    "da": ("gratis",),
    "no": ("gratis",),
    "fi": ("ilmainen",),
    "cs": ("zdarma",),
    "ja": ("無料",),
    "zh": ("免费", "免費"),
    "ko": ("무료",),
    "tr": ("ücretsiz",),
    "ru": ("бесплатно", "даром", "отдам даром", "отдам бесплатно"),
    "uk": ("безкоштовно", "даром", "віддам безкоштовно", "віддам даром"),
    "hu": ("ingyenes",),
    "ro": ("gratuit",),
    "el": ("δωρεάν",),
    "he": ("חינם",),
    "ar": ("مجاني", "مجانًا", "مجانا"),
    "id": ("gratis",),
    "vi": ("miễn phí",),
    "th": ("ฟรี",),
    "ms": ("percuma",),
    "hi": ("मुफ़्त", "मुफ्त", "निःशुल्क"),
    "sk": ("zadarmo", "bezplatne"),
    "hr": ("besplatno",),
    "sr": ("бесплатно",),
    "kk": ("тегін",),
    "ka": ("უფასო",),
    "tl": ("libre", "walang bayad"),
    "fa": ("رایگان",),
    "sw": ("bure", "bila malipo"),
    "bn": ("বিনামূল্যে", "ফ্রি"),
    "ur": ("مفت",),
    "sl": ("brezplačno",),
    "bg": ("безплатно",),
    "lt": ("nemokamai", "nemokamas"),
    "lv": ("bezmaksas",),
    "et": ("tasuta",),
    "is": ("ókeypis",),
    "ca": ("gratis", "gratuït"),
    "sq": ("falas",),
    "mk": ("бесплатно", "бесплатен"),
    "km": ("ឥតគិតថ្លៃ",),
    "my": ("အခမဲ့",),
    "ps": ("وړیا",),
}

# A free plan's word with one saying it stays free, before or after it: "Free forever",
# "Für immer kostenlos", "Gratis para siempre", "ずっと無料", "永久免费".
FOREVER: dict[str, tuple[str, ...]] = {
    "en": ("forever", "for ever", "always", "for life"),
    "de": ("für immer", "dauerhaft", "immer"),
    "fr": ("pour toujours", "à vie", "toujours"),
    "es": ("para siempre", "siempre", "de por vida"),
    "it": ("per sempre", "sempre", "a vita"),
    "pt": ("para sempre", "sempre", "vitalício"),
    "nl": ("voor altijd", "altijd"),
    "pl": ("na zawsze", "zawsze", "dożywotnio"),
    "sv": ("för alltid", "alltid"),
    "da": ("for altid", "altid"),
    "no": ("for alltid", "alltid"),
    "fi": ("ikuisesti", "aina"),
    "cs": ("navždy", "vždy"),
    "sk": ("navždy", "vždy"),
    "hu": ("örökre", "mindig"),
    "ro": ("pentru totdeauna", "mereu"),
    "tr": ("sonsuza kadar", "her zaman", "ömür boyu"),
    "ru": ("навсегда", "всегда"),
    "uk": ("назавжди", "завжди"),
    "el": ("για πάντα", "πάντα"),
    "id": ("selamanya",),
    "vi": ("mãi mãi", "trọn đời"),
    "ja": ("ずっと", "永久", "永年"),
    "zh": ("永久", "终身", "終身"),
    "ko": ("평생", "영구", "영원히"),
}

# What a carousel's slide says it is (WAI-ARIA's ``aria-roledescription``), which a site
# writes in its reader's language, as a screen reader speaks it: "diapositive", "Folie".
# Only words for a slide: a role description of anything else is no carousel's.
# A shop's announcement bar describes each of its rotating messages as an announcement
# (Shopify's Dawn: ``aria-roledescription="Announcement"``, in the shop's language).
SLIDE_ROLES: dict[str, tuple[str, ...]] = {
    "en": ("slide", "announcement"),
    "fr": ("diapositive", "diapo", "annonce"),
    "de": ("folie", "ankündigung"),
    "es": ("diapositiva", "anuncio"),
    "it": ("diapositiva", "annuncio"),
    "pt": ("diapositivo", "slide", "anúncio"),
    "nl": ("dia", "aankondiging"),
    "sv": ("bild", "meddelande"),
    "da": ("dias", "meddelelse"),
    "no": ("lysbilde", "kunngjøring"),
    "fi": ("dia", "ilmoitus"),
    "pl": ("slajd", "ogłoszenie"),
    "cs": ("snímek",),
    "ca": ("diapositiva",),
    # Cyrillic "слайд" (Russian, Ukrainian, Mongolian, Kazakh), and the Turkic languages'.
    "ru": ("слайд",),
    "tr": ("slayt",),
    "az": ("slayd",),
    "zh": ("幻燈片", "幻灯片"),
    "ja": ("スライド",),
    "ko": ("슬라이드",),
}


# Before the price a plan renews at, after its introductory one: "$2.99/mo for the first 12
# months, renews at $10.99/mo", "Verlängert sich zu 89,88 € pro Jahr". That price is a record
# of its own, "Business (renews)". Not "then" or "danach" alone: "1 000 Anfragen gratis,
# danach 0,01 €" is a usage price over an allowance, and "14 days free, then $9" a trial's.
RENEWAL: dict[str, tuple[str, ...]] = {
    # A registrar's line names its price by the verb: "Renew $14.99/yr", "Verlängern 15 €".
    "en": ("renews at", "renews for", "renewal", "renewal price", "renewing at", "renews", "renew"),
    "de": (
        "verlängert sich",
        "verlängerung",
        "verlängerungspreis",
        "verlängerungsgebühr",
        "verlängern",
    ),
    "fr": ("renouvellement", "se renouvelle", "renouvelé à", "renouvelée à", "renouveler"),
    "es": ("se renueva", "renovación", "precio de renovación", "renueva a", "renovar"),
    "it": ("si rinnova", "rinnovo", "prezzo di rinnovo", "rinnovare"),
    "pt": ("renova por", "renova-se", "renovação", "preço de renovação", "renovar"),
    "nl": ("verlenging", "wordt verlengd", "verlengt voor", "verlengingsprijs", "verlengen"),
    "pl": ("odnowienie", "przedłużenie", "odnawia się"),
    "sv": ("förnyas", "förnyelse"),
    "da": ("fornyes", "fornyelse"),
    "no": ("fornyes", "fornyelse"),
    "fi": ("uusiutuu", "uusinta"),
    "cs": ("obnovení", "prodloužení", "obnovuje se"),
    # A Japanese registrar's or host's "from the second year on": the price after the first
    # year's ("1円 2年目以降 1,408円/年").
    "ja": ("更新時", "更新料金", "更新料", "2年目以降", "2年目から", "次年度以降"),
    "zh": ("续费", "續費", "续订"),
    "ko": ("갱신 시", "갱신가", "갱신"),
    "tr": ("yenileme",),
    "ru": ("продление", "продлевается"),
    "uk": ("продовження", "подовження"),
    "hu": ("megújítás", "megújul"),
    "ro": ("reînnoire", "se reînnoiește"),
    "id": ("perpanjangan", "diperpanjang"),
}


# After the price a plan renews at, in its clause: "$10.99/mo at renewal", "89,88 € bei
# Verlängerung", "14,49 € au renouvellement".
RENEWAL_AFTER: dict[str, tuple[str, ...]] = {
    "en": ("at renewal", "on renewal", "upon renewal", "when it renews", "when you renew"),
    "de": ("bei verlängerung", "bei der verlängerung", "ab der verlängerung"),
    "fr": ("au renouvellement", "lors du renouvellement", "à partir du renouvellement"),
    "es": ("al renovar", "en la renovación", "a la renovación"),
    "it": ("al rinnovo", "in fase di rinnovo"),
    "pt": ("na renovação", "ao renovar"),
    "nl": ("bij verlenging", "na verlenging"),
}


# What a plan's card shows, alone on its line, where a price would be when the price is made
# for each customer: the card is a plan on request, as "Contact sales" makes it. Alone only:
# in a sentence ("Custom domains") it is a feature.
CUSTOM_PRICE: dict[str, tuple[str, ...]] = {
    "en": ("custom", "custom price", "tailored", "bespoke", "flexible pricing"),
    "de": ("individuell", "individueller preis", "nach vereinbarung"),
    "fr": ("sur mesure", "personnalisé", "tarif personnalisé"),
    "es": (
        "personalizado",
        "a medida",
        "a la medida",
        "precio personalizado",
        "precio a medida",
        "precio a la medida",
    ),
    "it": ("su misura", "personalizzato", "prezzo personalizzato"),
    "pt": ("personalizado", "sob medida", "à medida", "preço personalizado", "sob orçamento"),
    "nl": ("op maat", "maatwerk"),
    "pl": ("indywidualnie", "cena indywidualna"),
    "sv": ("anpassat", "anpassat pris"),
    "da": ("tilpasset", "efter aftale"),
    "no": ("tilpasset", "etter avtale"),
    "fi": ("räätälöity", "sopimuksen mukaan"),
    "cs": ("individuálně", "na míru"),
    "ja": ("個別見積", "要相談", "カスタム"),
    "zh": ("定制", "定制价格", "定製"),
    "ko": ("맞춤형", "별도 문의"),
    "id": ("harga khusus", "sesuai kebutuhan"),
    "hu": ("egyedi", "egyedi ár"),
    "uk": ("індивідуально", "індивідуальна ціна"),
    "ru": ("индивидуально",),
    "ro": ("personalizat",),
    "bg": ("индивидуално", "по договаряне"),
    "hr": ("po dogovoru", "individualno"),
    "sk": ("individuálne", "na mieru"),
    "he": ("בהתאמה אישית", "מחיר מותאם אישית"),
    "ar": ("مخصص", "سعر مخصص"),
    "tr": ("özel fiyat", "kurumsal teklif"),
    # "Contact" alone where the price would be is how a Vietnamese card or shop asks for a
    # quote ("Giá: Liên hệ"); in a sentence it is an address's label.
    "vi": ("tùy chỉnh", "giá tùy chỉnh", "liên hệ", "giá liên hệ", "giá: liên hệ"),
}


# A multiple written with an amount: "$4k", "Rp 1,5 juta", "149k ₫", "1,5 triệu đ", "₹1.2 lakh".
MULTIPLES: dict[str, dict[int, tuple[str, ...]]] = {
    "en": {1000: ("k", "thousand"), 10**6: ("million",), 10**9: ("billion",)},
    "de": {1000: ("tsd", "tausend"), 10**6: ("mio", "million", "millionen")},
    "fr": {10**6: ("million", "millions")},
    # "Envío gratis sobre $39 mil", "Cashback de até R$ 1 mil": a thousand, as a word.
    "es": {1000: ("mil",), 10**6: ("millón", "millones")},
    "it": {10**6: ("milione", "milioni")},
    "pt": {1000: ("mil",), 10**6: ("milhão", "milhões")},
    "nl": {10**6: ("miljoen",)},
    "id": {1000: ("rb", "ribu"), 10**6: ("jt", "juta")},
    "vi": {1000: ("nghìn", "ngàn"), 10**6: ("triệu", "tr")},
    # A lakh and a crore in Latin letters and in each script's own, the nukta of "करोड़"
    # precomposed or not: "₹1 करोड़" (a term plan's cover) is ten million rupees, not one.
    "hi": {
        10**5: ("lakh", "lac", "lakhs", "लाख"),
        10**7: ("crore", "crores", "cr", "करो\u0921\u093c", "करो\u095c", "करोड"),
    },
    "mr": {10**5: ("लाख",), 10**7: ("कोटी",)},
    "ta": {10**5: ("லட்சம்", "இலட்சம்"), 10**7: ("கோடி",)},
    "te": {10**5: ("లక్ష", "లక్షలు"), 10**7: ("కోటి", "కోట్లు")},
    "kn": {10**5: ("ಲಕ್ಷ",), 10**7: ("ಕೋಟಿ",)},
    "ml": {10**5: ("ലക്ഷം",), 10**7: ("കോടി",)},
    "gu": {10**5: ("લાખ",), 10**7: ("કરોડ",)},
    "pa": {10**5: ("ਲੱਖ",), 10**7: ("ਕਰੋੜ",)},
    "or": {10**5: ("ଲକ୍ଷ",), 10**7: ("କୋଟି",)},
    "bn": {10**5: ("লাখ", "লক্ষ"), 10**7: ("কোটি",)},
    "ur": {10**5: ("لاکھ",), 10**7: ("کروڑ",)},
    # Persian shops write tomans in thousands: "۲۹۹ هزار تومان" is 299 000 tomans.
    "fa": {1000: ("هزار",), 10**6: ("میلیون",)},
    # Counted in myriads: "12万円" is 120 000 yen, "1万2800円" 12 800 (``money``).
    # A thousand or a hundred myriads is one unit: "3천만 원" is 30 000 000 won, not 3 000.
    "ja": {
        1000: ("千",),
        10**4: ("万", "萬"),
        10**6: ("百万", "百萬"),
        10**7: ("千万", "千萬"),
        10**8: ("億",),
    },
    "zh": {
        1000: ("千",),
        10**4: ("万", "萬"),
        10**6: ("百万", "百萬"),
        10**7: ("千万", "千萬"),
        10**8: ("亿", "億"),
    },
    "ko": {1000: ("천",), 10**4: ("만",), 10**6: ("백만",), 10**7: ("천만",), 10**8: ("억",)},
    # "150 тыс. ₸", "1,2 млн сум", Kazakh "150 мың ₸", Uzbek "120 минг сўм", "1,5 mln so'm",
    # Turkish "4,5 milyon TL": a thousand and a million as words, before the currency. Not
    # Uzbek's Latin "ming" (read on every page: "$25 Ming dynasty style" is 25 dollars), nor
    "ru": {1000: ("тыс",), 10**6: ("млн",)},
    "kk": {1000: ("мың",)},
    "uz": {1000: ("минг",), 10**6: ("mln",)},
    # Turkish "bin" (a thousand): "$5 bin bags" is a price of 5 dollars.
    "tr": {10**6: ("milyon",)},
}

# What a shop's unit price is per ("1,60 € / 100 g", "$24.99 per kg", "2,49 €/l"): units of
# weight, volume, length and count (a pharmacy's doses too), written after a connector, with
# or without a count; the US and British ones too ("$0.42 / Fl Oz", "$0.12/ct", "$1.89 per
# sq ft", "72.6p per litre", "12.5p per wash").
MEASURES = ("kg", "g", "mg", "lb", "lbs", "oz", "fl oz", "fl. oz", "fl. oz.", "floz", "qt",
            "gal", "l", "ml", "cl", "dl", "cm", "mm", "m²", "m2", "m³", "m3", "ft", "sq ft",
            "sq. ft.", "litre", "liter", "kilo", "metre", "meter", "ct", "count", "sheet",
            "sheets", "wash", "washes", "each", "St.", "Stk.", "Stück", "pc", "pcs", "piece",
            "unit", "шт", "шт.", "кг", "г", "л", "мл",
            # a pharmacy's: a pack's price per tablet, capsule, lozenge, sachet or dose
            # ("soit 0,27 € / comprimé", "0,12 € pro Tablette", "$0.21 per capsule")
            "tablet", "capsule", "softgel", "lozenge", "sachet", "dose", "ampoule", "pill",
            "comprimé", "gélule", "pastille", "Tablette", "Kapsel", "Dragee", "Beutel",
            "Dosis", "Ampulle", "comprimido", "cápsula", "pastilla", "compressa", "capsula",
            "bustina", "fiala", "pastilha", "saqueta", "ampola", "zakje", "tablett",
            "kapsel",
            # a wholesaler's units of sale: the piece, the pack, the roll, the running metre,
            # the pallet, the carton, the sack, the pair ("14,90 Kč / ks", "29,90 Kč / role",
            # "7,90 Kč / bm", "€ 1,34 al metro", "5 940 Kč / paleta", "$4.50 por pieza",
            # "3,20 zł / szt.", "120 Ft/db"): a price per roll is not one per pallet
            "ks", "kus", "bal.", "szt", "szt.", "sztuka", "sztukę", "op.", "db", "pz", "pz.",
            "pezzo", "pieza", "pza", "pza.", "pièce", "pce", "stuk", "stk", "stk.", "st",
            "unidad", "ud.", "unità", "unité", "bm", "lfm", "metro", "mètre", "metr", "roll",
            "rolle", "rouleau", "rollo", "rotolo", "rolka", "role", "rulle", "rol", "pallet",
            "palette", "palé", "palet", "paleta", "carton", "karton", "cartone", "sack", "sac",
            "saco", "sacco", "pytel", "worek", "bag", "pair", "paar", "paire", "paio",
            "pár",
            # a subscription box's: the roaster's bag of coffee, the florist's bouquet
            # ("€ 12,90 per zak", "$65 per bouquet", "39 € pro Strauß")
            "zak", "Tüte", "bolsa", "bouquet", "boeket", "Strauß", "ramo", "mazzo",
            "bukiet")  # fmt: skip

# A shop's price that only a loyalty card's holder or a member pays, written before or after
# the amount ("Clubcard Price £1.35", "Mit Karte 1,29 €", "Prix carte 2,10 €", "Bonusprijs
# € 1,19"): a product's second price, which changes apart from its shelf price. Not a card
# alone ("Zahlung mit Karte", a fee for paying by card), nor a gift card's value.
MEMBER_PRICE: dict[str, tuple[str, ...]] = {
    "en": ("clubcard price", "club price", "member price", "members price", "member's price",
           "members' price", "member pricing", "loyalty price", "card price",
           "with your card", "with loyalty card", "with rewards card", "rewards price",
           "app price", "with the app"),
    "de": ("mit karte", "mit kundenkarte", "mit der karte", "kartenpreis", "mit app",
           "app-preis", "app preis", "mitgliederpreis", "mitgliedspreis", "clubpreis",
           "treuepreis"),
    "nl": ("bonusprijs", "met kaart", "met klantenkaart", "met bonuskaart", "kaartprijs",
           "ledenprijs", "clubprijs", "voordeelprijs met kaart", "met de app"),
    "fr": ("prix carte", "avec la carte", "avec carte", "prix fidélité", "prix adhérent",
           "prix membre", "prix club", "avec l'appli"),
    "es": ("precio socio", "precio tarjeta", "con tarjeta", "precio club"),
    "it": ("prezzo carta", "con carta fedeltà", "prezzo soci", "prezzo socio"),
    "pt": ("preço cartão", "com cartão", "preço sócio"),
    "sv": ("medlemspris", "klubbpris", "med kort"),
    "da": ("medlemspris", "klubpris", "med kort"),
    "nb": ("medlemspris", "klubbpris", "med kort"),
    "pl": ("z kartą", "cena z kartą", "z aplikacją", "cena klubowa"),
    "cs": ("s kartou", "cena s kartou", "členská cena", "klubová cena"),
    # A Japanese, Chinese or Korean shop's price for its members, beside the regular one
    # ("会員価格 ¥12,980", "会员价 ¥99", "회원가 12,900원").
    "ja": ("会員価格", "会員様価格", "会員特価", "会員限定価格", "アプリ会員価格"),
    "zh": ("会员价", "會員價", "会员专享价", "會員專享價"),
    "ko": ("회원가", "회원 특가", "회원가격"),
}  # fmt: skip

# Paying, before a card's words that then name no card holder's price ("Zahlung mit Karte:
# 0,50 €", "paiement avec la carte", "betalen met kaart").
CARD_PAYMENT: dict[str, tuple[str, ...]] = {
    "en": ("payment", "paying", "pay"),
    "de": ("zahlung", "bezahlung", "zahlen", "bezahlen"),
    "nl": ("betaling", "betalen"),
    "fr": ("paiement", "payer", "règlement"),
    "es": ("pago", "pagar"),
    "it": ("pagamento", "pagare", "paghi"),
    "pt": ("pagamento", "pagar"),
    "sv": ("betalning", "betala"),
    "da": ("betaling", "betale"),
    "nb": ("betaling", "betale"),
    "pl": ("płatność", "płacąc", "zapłata"),
    "cs": ("platba", "platbu", "platit"),
}  # fmt: skip

# A drink's container deposit, written before or after its amount ("zzgl. 0,25 € Pfand",
# "excl. € 0,15 statiegeld", "+ 0,20 € de consigne", "pant 2 kr"): charged on top of the
# price and changed apart from it. Not a rent's or a lease's deposit, which a row names.
DEPOSIT: dict[str, tuple[str, ...]] = {
    "en": ("bottle deposit", "container deposit", "can deposit", "deposit return", "crv"),
    "de": ("pfand", "flaschenpfand", "dosenpfand", "einwegpfand", "mehrwegpfand"),
    "nl": ("statiegeld",),
    "fr": ("consigne",),
    "sv": ("pant",),
    "da": ("pant",),
    "nb": ("pant",),
    "fi": ("pantti",),
    "pl": ("kaucja", "kaucji"),
    "cs": ("záloha", "zálohu", "zálohou"),
    "sk": ("záloha", "zálohu"),
}  # fmt: skip

# A fee a ticket shop charges on top of each ticket, written beside its amount ("+ £1.80
# booking fee", "zzgl. 1,50 € Vorverkaufsgebühr", "+ 4,50 € gastos de gestión", "frais de
# location : 2,50 €"): not the ticket's price, and changed apart from it.
BOOKING_FEE: dict[str, tuple[str, ...]] = {
    "en": ("booking fee", "booking fees", "service fee", "service fees", "ticketing fee",
           "handling fee"),
    "de": ("vorverkaufsgebühr", "vvk-gebühr", "systemgebühr", "servicegebühr",
           "buchungsgebühr", "ticketgebühr"),
    "fr": ("frais de location", "frais de service", "frais de réservation"),
    "es": ("gastos de gestión", "gastos de distribución", "cargo por servicio"),
    "it": ("diritti di prevendita", "diritto di prevendita", "commissione di servizio"),
    "pt": ("taxa de serviço", "taxa de conveniência"),
    "nl": ("servicekosten", "boekingskosten", "reserveringskosten"),
    "pl": ("opłata serwisowa", "opłata rezerwacyjna"),
    "ja": ("システム利用料", "発券手数料", "特別販売利用料"),
    "ko": ("예매수수료", "예매 수수료"),
}  # fmt: skip

# The word of a multibuy between its count and the amount the count costs ("Any 3 for £4",
# "2 voor € 5", "2 für 5 €", "3 pour 5 €"): the amount is the count's, not one product's.
MULTIBUY_FOR: dict[str, tuple[str, ...]] = {
    "en": ("for",),
    "de": ("für",),
    "nl": ("voor",),
    "fr": ("pour",),
    "es": ("por",),
    "it": ("per",),
    "pt": ("por",),
    "sv": ("för",),
    "da": ("for",),
    "nb": ("for",),
    "pl": ("za",),
    "cs": ("za",),
    # the count's counter word and "for" in one ("2点で ¥7,000", "3個で1,000円")
    "ja": ("点で", "個で", "本で", "枚で", "点購入で", "個購入で"),
}  # fmt: skip

# The words a multibuy's count may follow on its line ("Any 3 for £4", "Mix & match 2 for
# £5", "Koop 2 voor € 5"); else its count starts the line or its cell: "Windows 11 for $99"
# and "Office 365 for $6.99" name a product, not a count of it.
MULTIBUY_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("any", "buy", "mix & match", "mix and match", "mix 'n' match", "only"),
    "de": ("nimm", "kaufe", "beliebige", "alle"),
    "nl": ("koop", "elke", "alle", "mix & match", "nu"),
    "fr": ("les", "achetez"),
    "es": ("lleva", "compra"),
    "it": ("prendi", "compra"),
    "sv": ("köp", "ta"),
    "da": ("køb", "tag"),
    "nb": ("kjøp", "ta"),
    "pl": ("kup",),
    "cs": ("kupte",),
    # "pick any", "bulk buy", "any of them": written without a space before the count
    "ja": ("よりどり", "まとめ買い", "どれでも", "選べる"),
}  # fmt: skip

# The word before a quantity tier's count, each unit's price after it ("ab 3 Stück je
# 2,75 €", "vanaf 2 stuks per stuk € 1,99", "from 4 items each £1.50"): the tier's price is
# the product's at that count (its count's words: ``STOCK_COUNT_UNITS``, ``EACH_ITEM``).
FROM_COUNT: dict[str, tuple[str, ...]] = {
    "en": ("from", "buy"),
    "de": ("ab",),
    "nl": ("vanaf", "bij"),
    "fr": ("à partir de", "dès"),
    "es": ("desde", "a partir de"),
    "it": ("da", "a partire da"),
    "pt": ("a partir de", "desde"),
    "sv": ("från",),
    "da": ("fra",),
    "no": ("fra",),
    "pl": ("od",),
    "cs": ("od",),
}  # fmt: skip

# A shop's delivery charge named right before its amount ("Versandkosten: 3,95 €",
# "Bezorgkosten vanaf € 3,95", "Delivery charge from £1.50", "frais de port 4,90 €"): the
# basket's, no product's price (a carrier's own offers are named by their service).
SHIPPING_FEE: dict[str, tuple[str, ...]] = {
    "en": ("delivery charge", "delivery charges", "delivery fee", "delivery fees",
           "shipping fee", "shipping cost", "shipping costs", "postage and packing",
           "p&p", "slot fee", "slot fees", "basket charge", "minimum basket charge"),
    "de": ("versandkosten", "versandkostenpauschale", "lieferkosten", "liefergebühr",
           "versandgebühr", "zustellgebühr", "servicegebühr"),
    "nl": ("bezorgkosten", "verzendkosten", "leveringskosten", "servicekosten"),
    "fr": ("frais de port", "frais de livraison", "frais de préparation"),
    "es": ("gastos de envío", "coste de envío", "costes de envío", "gastos de envio"),
    "it": ("spese di spedizione", "costi di spedizione", "spese di consegna"),
    "pt": ("portes de envio", "custo de envio", "taxa de entrega", "custos de envio"),
    "sv": ("fraktkostnad", "leveransavgift", "frakt"),
    "da": ("fragt", "leveringsgebyr", "fragtgebyr"),
    "no": ("frakt", "leveringsgebyr", "fraktkostnad"),
    "pl": ("koszt dostawy", "koszty dostawy", "koszt wysyłki"),
    "cs": ("poštovné", "dopravné", "cena dopravy"),
}  # fmt: skip

# A delivery charge after a free-shipping threshold in one clause ("Versandkostenfrei ab
# 39 €, sonst 3,95 €", "Free delivery over £40, otherwise £3.50"): the charge below it.
OTHERWISE: dict[str, tuple[str, ...]] = {
    "en": ("otherwise", "else", "or else"),
    "de": ("sonst", "ansonsten", "darunter"),
    "nl": ("anders", "daaronder"),
    "fr": ("sinon", "en dessous"),
    "es": ("si no", "de lo contrario"),
    "it": ("altrimenti",),
    "pt": ("caso contrário", "senão"),
    "sv": ("annars",),
    "da": ("ellers",),
    "no": ("ellers",),
    "pl": ("w przeciwnym razie",),
    "cs": ("jinak",),
}  # fmt: skip

# What a usage price is per, counted one by one ("0,09 €/SMS", "4,99 €/MB", "0,35 zł za
# połączenie", "$0.0079 per message"): messages, data and calls. A price per SMS is not one
# per minute, nor one per call: the unit is part of what the price means.
USAGE_UNITS: dict[str, tuple[str, ...]] = {
    "en": ("SMS", "MMS", "message", "MB", "GB", "call",
           # a model API's generated images ("$0.04 / image")
           "image", "images"),
    "de": ("Nachricht", "Gespräch", "Anruf", "Verbindung", "Bild"),
    "fr": ("message", "appel", "image"),
    "es": ("mensaje", "llamada", "imagen"),
    "it": ("messaggio", "chiamata"),
    "pt": ("mensagem", "chamada"),
    "nl": ("bericht", "gesprek"),
    "pl": ("wiadomość", "połączenie"),
    "sv": ("meddelande", "samtal"),
    "da": ("besked", "opkald"),
    "no": ("melding", "samtale"),
    # Finnish data in its own units, gigatavu and megatavu ("2 €/Gt"), and the text message.
    "fi": ("viesti", "puhelu", "tekstiviesti", "Gt", "Mt"),
    "cs": ("zpráva", "hovor"),
    # a telco's overage rates: "2 บาท/ข้อความ", "0,25 ₪ להודעה", "25 Ft/üzenet"
    "th": ("ข้อความ", "ครั้ง"),
    "he": ("הודעה", "להודעה", "שיחה", "לשיחה"),
    "hu": ("üzenet", "hívás"),
    # per image generated ("0.2元/张", "1枚あたり"), per call ("0.008元/次", "3円/回")
    "zh": ("张", "張", "次"),
    "ja": ("枚", "回"),
}  # fmt: skip

# A word for "extra" written before what a usage or seat price is per ("per extra bericht",
# "pro zusätzliche SMS", "za dodatkową wiadomość", "per additional user / month"): the price
# is per that unit all the same. Languages that put it after the noun ("por mensagem extra",
# "per messaggio aggiuntivo") need none: the unit ends where its word does.
EXTRA: dict[str, tuple[str, ...]] = {
    "en": ("additional", "extra", "each additional"),
    "de": ("zusätzliche", "zusätzlichen", "zusätzlicher", "zusätzliches", "weitere",
           "weiteren", "weiterer", "weiteres"),
    "fr": ("supplémentaire", "tranche de"),  # "par tranche de 1 000 contacts"
    "it": ("ulteriore", "ogni ulteriore"),
    "nl": ("extra", "aanvullende", "additionele", "elke extra"),
    "pl": ("dodatkową", "dodatkowe", "dodatkowy", "dodatkowa", "dodatkowego", "kolejną",
           "kolejny", "kolejnego"),
    "sv": ("extra", "ytterligare", "varje extra"),
    "da": ("ekstra", "yderligere"),
    "no": ("ekstra", "ytterligere"),
    "fi": ("ylimääräinen",),
    "cs": ("další", "dodatečnou", "dodatečný"),
}  # fmt: skip

# An order's value that earns free shipping ("Free shipping on orders over $50",
# "Versandkostenfrei ab 50 €", "5,000円以上で送料無料"): a threshold, no price of an offer. A
# shop's banner rotates it. The words for free shipping, and the words right before the
# amount, or right after it where the language puts them there.
FREE_SHIPPING: dict[str, tuple[str, ...]] = {
    "en": ("free shipping", "free delivery", "ships free", "ship free", "free postage",
           "free standard shipping", "free standard delivery", "free home delivery"),
    "de": ("versandkostenfrei", "kostenloser versand", "gratis versand", "kostenlose lieferung",
           "versandkostenfreie lieferung", "kostenlosen versand", "kostenlosen lieferung",
           "versandkostenfreien lieferung", "gratisversand"),
    "fr": ("livraison gratuite", "livraison offerte", "frais de port offerts", "port gratuit"),
    "es": ("envío gratis", "envío gratuito", "envio gratis"),
    "it": ("spedizione gratuita", "spedizione gratis", "consegna gratuita"),
    "pt": ("portes grátis", "frete grátis", "envio grátis", "entrega grátis", "portes gratuitos"),
    "nl": ("gratis verzending", "gratis bezorging", "gratis levering", "gratis verzonden",
           "gratis bezorgd",
           # to the door, one word ("Gratis thuisbezorgd vanaf \u20ac 750"; Flemish
           # "gratis thuislevering")
           "gratis thuisbezorgd", "gratis thuisbezorging", "gratis thuislevering",
           "gratis thuisgeleverd"),
    "pl": ("darmowa dostawa", "darmowa wysyłka", "bezpłatna dostawa", "darmowej dostawy",
           "darmowej wysyłki", "bezpłatnej dostawy", "darmową dostawę", "darmową wysyłkę",
           "bezpłatną dostawę",
           # written after its noun ("Wysyłka gratis od 300 zł")
           "wysyłka gratis", "dostawa gratis", "wysyłka za darmo", "dostawa za darmo",
           "bezpłatna wysyłka", "bezpłatnej wysyłki"),
    "sv": ("fri frakt", "fraktfritt", "fri leverans", "gratis leverans"),
    "da": ("fri fragt", "gratis fragt", "gratis levering", "fri levering"),
    "no": ("fri frakt", "gratis frakt", "fri levering", "gratis levering"),
    "fi": ("ilmainen toimitus", "ilmaiset toimituskulut", "ilmaisen toimituksen",
           "ilmaiseen toimitukseen"),
    "cs": ("doprava zdarma", "doručení zdarma"),
    "ja": ("送料無料",),
    "zh": ("包邮", "免运费"),
    "ko": ("무료배송", "무료 배송"),
    "sk": ("doprava zdarma", "doručenie zdarma", "poštovné zdarma"),
    "hr": ("besplatna dostava", "besplatna isporuka"),
    "sl": ("brezplačna dostava", "brezplačna poštnina"),
    "bg": ("безплатна доставка",),
    "lt": ("nemokamas pristatymas",),
    "lv": ("bezmaksas piegāde",),
    "et": ("tasuta tarne", "tasuta kohaletoimetamine"),
    "is": ("frí heimsending", "frí sending", "fríar sendingar"),
    "ca": ("enviament gratuït", "enviament gratis", "lliurament gratuït"),
    "hu": ("ingyenes szállítás", "ingyenes kiszállítás", "ingyen szállítás"),
    "ro": ("transport gratuit", "livrare gratuită", "livrare gratuita"),
    "el": ("δωρεάν μεταφορικά", "δωρεάν αποστολή", "δωρεάν παράδοση"),
    "sq": ("transport falas", "transporti falas", "dërgesë falas", "dërgesa falas"),
    "mk": ("бесплатна достава", "бесплатна испорака", "бесплатна достава до дома"),
    "km": ("ដឹកជញ្ជូនឥតគិតថ្លៃ", "ដឹកឥតគិតថ្លៃ"),
    "tr": ("ücretsiz kargo", "kargo bedava", "bedava kargo", "ücretsiz teslimat",
           "kargo ücretsiz"),
    "ru": ("бесплатная доставка", "бесплатной доставки", "доставка бесплатно"),
    "uk": ("безкоштовна доставка", "безкоштовної доставки", "доставка безкоштовно"),
    "ar": ("شحن مجاني", "توصيل مجاني", "الشحن مجاني", "التوصيل مجاني"),
    "he": ("משלוח חינם",),
    "id": ("gratis ongkir", "pengiriman gratis", "bebas ongkir", "free ongkir"),
    "ms": ("penghantaran percuma", "pos percuma", "penghantaran free"),
    "vi": ("miễn phí vận chuyển", "miễn phí giao hàng", "freeship"),
    "th": ("ส่งฟรี", "จัดส่งฟรี"),
    "lb": ("gratis Liwwerung", "fräi Liwwerung"),
    "fo": ("ókeypis sending", "ókeypis heimsending", "ókeypis flutningur"),
    "eu": ("bidalketa doan", "doako bidalketa", "bidalketa doakoa"),
}  # fmt: skip
# A cart's note of what is left to spend for it counts too, by the words that say so
# unambiguously ("Te faltan 25,01 € para el envío gratis", "Add $12 more for free shipping";
# after it, in ``THRESHOLD_AFTER``: "$25.01 away from free shipping"); not "noch", "encore",
# "only": "Nur noch 49 €, versandkostenfrei" is a sale's price.
THRESHOLD_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("over", "above", "of", "spend", "spend over", "orders over", "minimum", "min.",
           "add"),
    "de": ("ab", "über", "ab einem bestellwert von", "bestellwert", "fehlen noch",
           "fehlen dir noch", "fehlen ihnen noch"),
    "fr": ("dès", "à partir de", "au-delà de", "plus de"),
    # Mexico's "pedidos mayores a $5,000", "compras arriba de $999"
    "es": ("a partir de", "desde", "superiores a", "más de", "mayores a", "mayor a", "arriba de",
           "faltan", "te faltan", "añade"),
    "it": ("da", "sopra", "superiori a", "oltre", "sopra i", "oltre i", "sopra gli", "oltre gli",
           "mancano", "ti mancano", "aggiungi"),
    "pt": ("acima de", "a partir de", "superiores a", "faltam", "faltam apenas", "adicione"),
    "nl": ("vanaf", "boven", "bestel nog voor", "besteed nog"),
    "pl": ("od", "powyżej", "brakuje", "brakuje ci", "dodaj", "brakuje ci jeszcze",
           "brakuje jeszcze", "dodaj produkty za"),
    # what is left to spend, in a cart's bar: "Handla för 371 kr till för fri frakt", "Køb
    # for 200 kr. mere for at få fri fragt", "Osta vielä 20 € ja saat ilmaisen toimituksen"
    "sv": ("över", "från", "handla för"),
    "da": ("over", "fra", "køb for"),
    "no": ("over", "fra", "handle for"),
    "fi": ("yli", "alkaen", "osta vielä", "vielä"),
    "cs": ("od", "nad"),
    "zh": ("满",),
    "sk": ("od", "nad"),
    "hr": ("od", "iznad", "preko"),
    "sl": ("od", "nad"),
    "bg": ("от", "над"),
    "lt": ("nuo", "virš"),
    "lv": ("no", "virs"),
    "et": ("alates", "üle"),
    "is": ("fyrir", "yfir"),
    "ca": ("a partir de", "des de", "més de"),
    "ro": ("peste", "de la"),
    "el": ("άνω των", "πάνω από", "από"),
    "sq": ("mbi", "nga"),
    "mk": ("над", "од"),
    "km": ("លើសពី", "ចាប់ពី"),
    "ru": ("от", "свыше"),
    "uk": ("від", "понад"),
    "ar": ("فوق", "أكثر من", "عند الشراء بأكثر من"),
    "he": ("מעל", "בקנייה מעל"),
    "id": ("min. belanja", "minimal belanja", "di atas"),
    "ms": ("min. belanja", "minimum belanja", "belanja melebihi", "melebihi"),
    "vi": ("từ", "trên", "cho đơn từ", "đơn hàng từ"),
    "th": ("ขั้นต่ำ", "เมื่อซื้อครบ"),
    "lb": ("vun", "iwwer", "ab"),
    "fo": ("fyri", "yvir", "meira enn", "fyri meira enn"),
}  # fmt: skip
THRESHOLD_AFTER: dict[str, tuple[str, ...]] = {
    # "Free shipping with $35 orders", "on $35+ orders", "livraison offerte dès 50 € d'achat";
    # what is left to spend: "$25.01 away from free shipping", "25,01 € bis zum kostenlosen
    # Versand", "12,00 € avant la livraison offerte".
    "en": ("orders", "+", "or more", "and up", "and over", "purchase", "purchases",
           "away from", "left until", "left for", "more for", "more to"),
    "de": ("bestellwert", "einkaufswert", "bis zum kostenlosen", "bis zur kostenlosen",
           "bis zur versandkostenfreien", "bis zum gratisversand", "fehlen"),
    "fr": ("d'achat", "d'achats", "de commande", "d’achat", "d’achats", "avant la livraison",
           "pour la livraison", "pour bénéficier", "pour profiter"),
    "es": ("de compra", "en compras"),
    "it": ("di spesa", "di acquisto"),
    "ja": ("以上",),
    "zh": ("以上",),
    "ko": ("이상",),
    "nl": ("tot gratis", "voor gratis"),
    # "Du har 371 kr kvar till fri frakt", "Du mangler 200 kr til fri fragt", "Du er 200 kr
    # unna gratis frakt"
    "sv": ("kvar till", "kvar för", "till för", "till fri frakt"),
    "da": ("mere for", "til fri fragt", "til gratis fragt", "tilbage til"),
    "no": ("unna", "igjen til", "til fri frakt", "til gratis frakt", "mer for"),
    # "20 000 Ft felett ingyenes szállítás"
    "hu": ("felett", "fölött", "feletti", "fölötti"),
    # "500 TL üzeri siparişlerde kargo bedava"
    "tr": ("üzeri", "ve üzeri"),
    # Basque puts "and more" after the amount: "50 € gorako" (from 50 € up).
    "eu": ("gorako", "tik gora"),
}  # fmt: skip
# An order's value named after the amount, where the language puts it there: "20 000 Ft
# feletti rendelésnél" (free shipping named on a line of its own above), "500 TL üzeri
# siparişlerde", "5,000円以上のご注文で".
ORDER_VALUE_AFTER: dict[str, tuple[str, ...]] = {
    "hu": ("feletti rendelésnél", "feletti rendelés esetén", "feletti rendelésekre",
           "feletti vásárlásnál", "feletti vásárlás esetén", "fölötti rendelésnél",
           "fölötti vásárlásnál"),
    "tr": ("üzeri siparişlerde", "üzeri alışverişlerde", "ve üzeri siparişlerde",
           "ve üzeri alışverişlerde"),
    "ja": ("以上のご注文", "以上ご注文", "以上のお買い上げ", "以上お買い上げ", "以上ご購入",
           "以上のご購入",
           # a sale's coupon: "3,000円以上で500円OFF", "5,000円以上のお買い物で"
           "以上で", "以上のお買い物で", "以上お買い物で"),
    "ko": ("이상 구매 시", "이상 주문 시", "이상 구매시", "이상 주문시", "이상 결제 시",
           "이상 결제시"),
    "zh": ("以上订单", "以上的订单"),
}  # fmt: skip
# An order's value named without shipping: "10% off orders over $100", "Mindestbestellwert 20 €".
ORDER_VALUE: dict[str, tuple[str, ...]] = {
    "en": ("orders over", "orders above", "order over", "orders of", "purchases over",
           "purchases of", "when you spend", "spend", "spend over", "minimum order",
           "min. order", "minimum order value",
           # a welcome popup's coupon: "$10 off your first order of $50+"
           "first order of", "first order over", "first purchase of", "first purchase over"),
    "de": ("ab einem bestellwert von", "bestellwert", "mindestbestellwert", "einkaufswert ab",
           "einkäufe ab", "einkäufe von", "einkäufen von", "einkäufen ab", "warenwert ab",
           # not "Warenwert von" alone: a voucher's face value ("Gutschein im Warenwert von
           # 50 €") is its price
           "ab einem warenwert von", "ab einem einkaufswert von"),
    "fr": ("commandes de plus de", "commande minimum", "commande minimum de",
           "tout achat de", "pour un achat de", "tout achat à partir de",
           "un achat à partir de", "achats à partir de", "achats supérieurs à",
           "achat supérieur à"),
    "es": ("pedidos superiores a", "compras superiores a", "pedido mínimo", "pedido mínimo de"),
    "it": ("ordini superiori a", "ordine minimo", "ordine minimo di", "acquisti superiori a"),
    "pt": ("encomendas acima de", "compras acima de", "pedido mínimo", "pedido mínimo de"),
    "nl": ("bestellingen vanaf", "bestelwaarde", "minimale bestelwaarde", "aankopen vanaf",
           "aankoop vanaf", "aankopen boven", "aankoop boven", "bestellingen boven",
           # a sale's voucher: "€ 10 korting bij besteding vanaf € 75"
           "bij besteding van", "bij een besteding van", "besteding vanaf",
           "bij een minimale besteding van", "bestelbedrag", "bestelbedrag vanaf"),
    "pl": ("zamówienia powyżej", "zamówieniach powyżej", "minimalna wartość zamówienia",
           "przy zakupie od", "przy zakupach od", "przy zakupie powyżej", "zakupy od",
           "zamówienia od", "przy zamówieniu od"),
    "sv": ("köp över", "beställningar över"),
    "da": ("køb over", "ordrer over"),
    "no": ("kjøp over", "bestillinger over"),
    "fi": ("tilauksille yli", "ostoksille yli"),
    "cs": ("objednávky nad", "nákupu nad", "nákupy od", "nákup od", "nákupu od",
           "objednávky od"),
    "ro": ("comenzi peste", "comenzile peste", "comandă minimă", "comanda minimă",
           "valoarea minimă a comenzii", "valoare minimă a comenzii"),
    "hu": ("minimális rendelési érték", "minimum rendelési érték", "minimális rendelés",
           "minimális kosárérték"),
    "lt": ("minimali užsakymo suma", "užsakymams nuo", "užsakymui nuo"),
    "lv": ("minimālā pasūtījuma summa", "pasūtījumiem virs", "pasūtījumiem no"),
    "et": ("minimaalne tellimus", "minimaalne tellimuse summa", "tellimustele üle"),
    "sl": ("minimalni znesek naročila", "minimalno naročilo", "naročila nad", "naročilih nad"),
    "el": ("αγορές άνω των", "παραγγελίες άνω των", "ελάχιστη παραγγελία"),
    "sq": ("porosi mbi", "porositë mbi", "blerje mbi", "porosia minimale"),
    "mk": ("нарачки над", "нарачка над", "минимална нарачка", "купување над"),
    "km": ("ការបញ្ជាទិញលើសពី", "ការទិញលើសពី"),
    # Free shipping may be named further before it than ``FREE_SHIPPING`` reaches ("Безплатна
    # доставка до офис на куриер за поръчки над 100 лв."): the order named is enough.
    "bg": ("поръчки над", "поръчка над", "поръчки на стойност над", "покупки над",
           "минимална поръчка"),
    "hr": ("narudžbe iznad", "narudžbe preko", "narudžbu iznad", "kupnju iznad",
           "minimalna narudžba"),
    "sr": ("porudžbine preko", "porudžbine iznad", "поруџбине преко", "поруџбине изнад",
           "minimalna porudžbina"),
    "ru": ("заказе от", "заказов от", "заказе свыше", "заказов свыше", "минимальный заказ",
           "минимальная сумма заказа"),
    "uk": ("замовленні від", "замовлень від", "мінімальне замовлення",
           "мінімальна сума замовлення"),
}  # fmt: skip
# Words that name an order value only before a range of two ("on purchases from $300 to
# $30,000", a financing offer's eligible basket): alone, "Orders from $49" is a starting price.
ORDER_RANGE_FROM: dict[str, tuple[str, ...]] = {
    "en": ("purchases from", "purchases between", "orders from"),
}
# What joins an order value's lower bound to its upper one: a financing offer's eligible
# basket ("przy zakupie od 300 zł do 30 000 zł", "für Einkäufe von 300 € bis 30.000 €"),
# whose upper bound is no price either.
ORDER_VALUE_TO: dict[str, tuple[str, ...]] = {
    "en": ("to", "and", "up to"),
    "de": ("bis", "bis zu"),
    "fr": ("à", "jusqu'à", "jusqu’à"),
    "es": ("a", "hasta"),
    "it": ("a", "fino a"),
    "pt": ("a", "até"),
    "nl": ("tot", "tot en met"),
    "pl": ("do",),
    "cs": ("do", "až do"),
}  # fmt: skip
# What names an amount as a limit of an account or a card, in the label before it or in its
# row's head ("Dzienny limit wypłat z bankomatu | 5 000 zł", "Tageslimit Kartenzahlung",
# "Plafond de paiement", "Daily payout limit"): a term of the plan, not its price, unless the
# label names a fee as well ("Fee for exceeding the limit"). A word ending in "limit" is one
# too (German compounds: "Auszahlungslimit").
LIMIT_LABEL: dict[str, tuple[str, ...]] = {
    "en": ("limit", "limits", "spending cap", "maximum balance"),
    "de": ("limit", "limits", "verfügungsrahmen", "höchstbetrag", "kartenrahmen"),
    "fr": ("plafond", "plafonds", "limite", "limites"),
    "es": ("límite", "límites", "limite"),
    "it": ("limite", "limiti", "plafond", "massimale"),
    "pt": ("limite", "limites", "plafond"),
    "nl": ("limiet", "limieten", "bestedingslimiet"),
    "pl": ("limit", "limity", "limitu", "limitów"),
    "cs": ("limit", "limity", "limitu"),
    "sk": ("limit", "limity", "limitu"),
    "sv": ("gräns", "beloppsgräns", "limit"),
    "da": ("grænse", "beløbsgrænse", "limit"),
    "no": ("grense", "beløpsgrense"),
    "fi": ("raja", "nostoraja", "maksuraja"),
    "lt": ("limitas", "limitai"),
    "lv": ("limits", "limiti"),
    "et": ("limiit", "limiidid"),
    "ro": ("limită", "limita", "plafon"),
}  # fmt: skip

# What labels an exchange rate written as one amount ("Tipo de cambio referencial: S/ 3.752",
# "Cotización del dólar: $ 40,15", "Wechselkurs: 1,0841 CHF"): the price of a currency on
# the day, which moves with the market, no price of an offer.
EXCHANGE_RATE_LABEL: dict[str, tuple[str, ...]] = {
    "en": ("exchange rate", "fx rate", "conversion rate", "rate of exchange"),
    "es": ("tipo de cambio", "tasa de cambio", "cotización del dólar", "cotización dólar",
           "cotización u$s", "cotización us$", "t.c.", "t/c"),
    # Not "câmbio" alone: a car's gearbox ("Câmbio automático: R$ 5.000").
    "pt": ("taxa de câmbio", "câmbio do dia", "câmbio comercial", "cotação do dólar",
           "cotação dólar"),
    "de": ("wechselkurs", "devisenkurs", "umrechnungskurs"),
    "fr": ("taux de change", "taux de conversion", "cours du dollar"),
    "it": ("tasso di cambio", "cambio del giorno"),
    "nl": ("wisselkoers",),
    "pl": ("kurs wymiany", "kurs waluty", "kurs sprzedaży", "kurs kupna"),
    "tr": ("döviz kuru",),
    # A country adopting the euro states the fixed rate its shops convert by ("фиксиран
    # обменен курс 1 € = 1,95583 лв.", "fiksni tečaj konverzije 7,53450 kn"); "курс" alone
    # is also a course.
    "bg": ("обменен курс", "валутен курс", "фиксиран курс", "курс на превалутиране"),
    "hr": ("tečaj konverzije", "fiksni tečaj", "središnji tečaj"),
    "sr": ("srednji kurs", "средњи курс", "kurs evra", "курс евра"),
    "mk": ("девизен курс", "курс на еврото"),
    # And a named currency's or a central bank's rate of the day (the dollar's, the НБРБ's,
    # the НБУ's), which shops of Russia, Belarus, Kazakhstan and Ukraine show in their
    # header; the word for a rate alone is also a training course's, whose price it labels.
    "ru": ("обменный курс", "курс обмена", "курс валют", "курс доллара", "курс евро",
           "курс юаня", "курс рубля", "курс тенге", "курс цб", "курс цб рф", "курс нбрб",
           "курс нбрк", "курс нбу", "курс нацбанка"),
    "uk": ("обмінний курс", "курс валют", "курс долара", "курс євро", "курс нбу",
           "курс нацбанку"),
    "sq": ("kursi i këmbimit",),
    "kk": ("айырбастау бағамы", "валюта бағамы"),
    "ka": ("გაცვლითი კურსი",),
    "hy": ("փոխարժեք",),
    "az": ("valyuta məzənnəsi", "məzənnə"),
    "uz": ("valyuta kursi", "ayirboshlash kursi"),
    "mn": ("валютын ханш", "ханш"),
}  # fmt: skip

# What before a limit's word says there is none ("bez limitu", "SMS pa limit", "ohne Limit",
# "sans limite"): an unlimited allowance, often a plan's name ("Domowy Bez Limitu").
WITHOUT_LIMIT: dict[str, tuple[str, ...]] = {
    "en": ("no", "without"),
    "de": ("ohne", "kein", "keine"),
    "fr": ("sans",),
    "es": ("sin",),
    "it": ("senza",),
    "pt": ("sem",),
    "nl": ("zonder", "geen"),
    "pl": ("bez",),
    "cs": ("bez",),
    "sk": ("bez",),
    "sq": ("pa",),
    "sv": ("utan", "ingen"),
    "da": ("uden", "ingen"),
    "no": ("uten", "ingen"),
    "ro": ("fără", "fara"),
    "hr": ("bez",),
    "lt": ("be",),
    "lv": ("bez",),
    "et": ("ilma",),
}

# What a table's column head says when it names a field of each row, not a plan: a fee
# schedule's "Fee | Price | Notes", "Usługa | Opłata | Uwagi", "Leistung | Preis | Hinweis".
# Its rows are the priced things. Words that also name plans are left out ("Tarifa", "Basic").
FIELD_HEADS: dict[str, tuple[str, ...]] = {
    "en": ("price", "prices", "fee", "fees", "cost", "costs", "charge", "charges", "amount",
           "notes", "note", "details", "description", "conditions"),
    "de": ("preis", "preise", "gebühr", "gebühren", "kosten", "entgelt", "betrag", "hinweis",
           "hinweise", "anmerkungen", "beschreibung", "bedingungen"),
    "fr": ("prix", "frais", "coût", "montant", "remarques", "détails", "description",
           "conditions"),
    "es": ("precio", "comisión", "coste", "costo", "importe", "notas", "detalles",
           "descripción", "condiciones"),
    "it": ("prezzo", "commissione", "costo", "importo", "note", "dettagli", "descrizione",
           "condizioni"),
    "pt": ("preço", "taxa", "custo", "valor", "notas", "observações", "detalhes", "descrição",
           "condições"),
    "nl": ("prijs", "kosten", "bedrag", "opmerkingen", "toelichting", "omschrijving",
           "voorwaarden"),
    "pl": ("cena", "opłata", "prowizja", "koszt", "kwota", "uwagi", "opis", "warunki"),
    "cs": ("cena", "poplatek", "částka", "poznámka", "popis", "podmínky"),
    "sv": ("pris", "avgift", "kostnad", "belopp", "anmärkning", "beskrivning", "villkor"),
    "da": ("pris", "gebyr", "beløb", "bemærkning", "beskrivelse", "betingelser"),
    "no": ("pris", "gebyr", "beløp", "merknad", "beskrivelse", "vilkår"),
}  # fmt: skip

# What comes right before an amount that caps an allowance a word for free opens the clause
# of ("Bargeld abheben: kostenlos bis 200 € pro Monat", "Free ATM withdrawals up to £200 a
# month", "Darmowe wypłaty z bankomatów do 1 000 zł miesięcznie"): a plan's limit, as a
# bank's or a card's page gives it, no price. Not after an amount: "von 9 € bis 19 €" is a
# range of prices.
FREE_UP_TO: dict[str, tuple[str, ...]] = {
    "en": ("up to", "upto", "of up to"),
    "de": ("bis", "bis zu"),
    "fr": ("jusqu'à", "jusqu’à"),
    "es": ("hasta",),
    "it": ("fino a",),
    "pt": ("até",),
    "nl": ("tot", "tot maximaal"),
    "pl": ("do",),
    "cs": ("do",),
    "sk": ("do",),
    "sv": ("upp till",),
    "da": ("op til",),
    "no": ("opptil", "opp til"),
    "lt": ("iki",),
    "lv": ("līdz",),
    "et": ("kuni",),
    "ro": ("până la",),
}  # fmt: skip

# What opens a table row's head that is a bracket of amounts, the condition its row's price
# is for ("da 22.000,01 € a 30.000,00 € | 450,00 €", "Up to $50,000 | $120", "bis 1.000 €
# Umsatz | 9 €", "oltre 70.000 €"): an income, an order value or a turnover, no price. Words
# a bound starts with, before its amount.
BRACKET_BOUNDS: dict[str, tuple[str, ...]] = {
    "en": ("from", "up to", "over", "above", "below", "under", "between", "less than",
           "more than"),
    "de": ("ab", "bis", "von", "über", "unter", "zwischen", "mehr als", "weniger als"),
    "fr": ("de", "jusqu'à", "jusqu’à", "au-delà de", "plus de", "moins de", "entre",
           "à partir de", "supérieur à", "inférieur à"),
    "es": ("de", "desde", "hasta", "más de", "menos de", "entre", "a partir de",
           "superior a", "inferior a"),
    "it": ("da", "fino a", "oltre", "tra", "più di", "meno di", "superiore a", "inferiore a",
           "a partire da"),
    "pt": ("de", "até", "acima de", "mais de", "menos de", "entre", "a partir de"),
    "nl": ("van", "vanaf", "tot", "boven", "onder", "tussen", "meer dan", "minder dan"),
    "pl": ("od", "do", "powyżej", "poniżej", "ponad"),
    "sv": ("från", "upp till", "över", "under", "mellan"),
    "el": ("από", "έως", "μέχρι", "άνω των", "πάνω από", "κάτω από", "μεταξύ"),
}  # fmt: skip

# A bound of a bracket written right after its amount, in the languages that write it there
# ("1万円未満 | 330円", "1万円以上3万円未満 | 440円": a cash-on-delivery fee by the order's
# value, "10만원 이상 | 3,000원"), beside ``BRACKET_BOUNDS``.
BRACKET_BOUNDS_AFTER: dict[str, tuple[str, ...]] = {
    "ja": ("未満", "以上", "以下", "まで", "迄", "超", "を超える"),
    "zh": ("以上", "以下", "未滿", "未满", "以內", "以内", "起"),
    "ko": ("미만", "이상", "이하", "까지", "초과"),
}

# The sizes a menu prices one item in, one after the other on its line ("Klein 3,50 € Groß
# 4,90 €", "petit 3,20 € grand 4,50 €"), beside measures ("0,5 l") and letters ("S", "XL").
ITEM_SIZES: dict[str, tuple[str, ...]] = {
    "en": ("small", "medium", "large", "regular", "family", "single", "double", "half",
           "full", "mini", "tall", "kids"),
    "de": ("klein", "mittel", "groß", "gross", "familie", "normal", "halbe", "ganze"),
    "fr": ("petit", "petite", "moyen", "moyenne", "grand", "grande", "demi", "famille"),
    "it": ("piccola", "piccolo", "media", "medio", "grande", "doppio", "famiglia"),
    "es": ("pequeña", "pequeño", "mediana", "mediano", "grande", "familiar", "media"),
    "pt": ("pequena", "pequeno", "média", "médio", "grande", "família"),
    "nl": ("klein", "middel", "groot"),
    "ja": ("小", "中", "大", "並", "特大", "ショート", "トール", "グランデ", "ハーフ"),
}  # fmt: skip

# Words that name a size, a model's number or a count before it, the number then a price
# whose thousands a space would group: "Rozmiar 42 129,95 zł" is size 42 at 129,95 zł, not
# 42 129,95 zł; "EU 44 899 kr", "Lot de 6 249,00 €".
SIZE_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("size", "sizes", "model", "no.", "pack of", "set of", "EU", "UK", "US"),
    "de": ("Größe", "Grösse", "Gr.", "Modell", "Nr.", "Konfektionsgröße", "Schuhgröße"),
    "fr": ("taille", "pointure", "modèle", "n°", "lot de"),
    "es": ("talla", "talle", "número", "modelo", "pack de"),
    "it": ("taglia", "misura", "numero", "modello", "confezione da"),
    "pt": ("tamanho", "número", "modelo", "pack de"),
    "nl": ("maat", "model", "set van"),
    # no "zestaw" (a set) alone: a set's price is written after it ("Cena za zestaw: 1 299 zł")
    "pl": ("rozmiar", "rozm.", "model"),
    "cs": ("velikost", "vel.", "model"),
    "sk": ("veľkosť", "model"),
    "hu": ("méret", "modell"),
    "ro": ("mărime", "mărimea", "marime", "model"),
    "sv": ("storlek", "strl.", "modell"),
    "da": ("størrelse", "str.", "model"),
    "no": ("størrelse", "str.", "modell"),
    "fi": ("koko", "malli"),
    "et": ("suurus", "mudel"),
    "lv": ("izmērs", "modelis"),
    "lt": ("dydis", "modelis"),
    "ru": ("размер", "модель"),
    "uk": ("розмір", "модель"),
    "bg": ("размер", "модел"),
    "el": ("μέγεθος", "νούμερο"),
    "tr": ("beden", "numara", "model"),
}  # fmt: skip

# The words that name which of one offer's prices an amount is, not what is offered: a sale
# and its former price ("Was $20, Now $15", "Regular price", "statt"), with or without tax
# ("Excl. VAT", "TTC"), from what amount ("From", "ab"), a unit's price ("Grundpreis"). Names
# made of these alone are no pairs of offers on a line (``prices._pair_names``); a word that
# ends in a price's word ("Grundpreis", "通常価格") is one too (``PRICE_ROLE_ENDINGS``).
PRICE_ROLES: dict[str, tuple[str, ...]] = {
    "en": ("price", "prices", "was", "now", "sale", "regular", "list", "our", "rrp", "msrp",
           "retail", "original", "special", "offer", "from", "starting", "at", "only", "excl",
           "incl", "inc", "ex", "vat", "tax", "gst", "net", "gross", "unit", "member", "per",
           "you", "pay", "save", "today", "usual", "normal", "old", "new", "deal", "total",
           "tuition"),
    "de": ("preis", "statt", "jetzt", "nur", "uvp", "ab", "inkl", "zzgl", "mwst", "ust",
           "netto", "brutto", "bisher", "regulär", "angebot", "sie", "sparen", "summe", "unser"),
    "fr": ("prix", "barré", "avant", "maintenant", "dès", "à", "partir", "de", "ht", "ttc",
           "au", "lieu", "seulement", "promo", "conseillé", "public", "total"),
    "es": ("precio", "antes", "ahora", "desde", "oferta", "iva", "sin", "con", "solo",
           "rebajado", "normal", "total"),
    "it": ("prezzo", "prima", "ora", "da", "scontato", "listino", "iva", "offerta",
           "consigliato", "solo", "totale"),
    "pt": ("preço", "por", "agora", "a", "partir", "antes", "desde", "oferta", "com", "sem",
           "total"),
    "nl": ("prijs", "nu", "van", "voor", "vanaf", "btw", "incl", "excl", "adviesprijs",
           "aanbieding", "totaal"),
    "pl": ("cena", "teraz", "od", "przed", "brutto", "netto", "promocja", "regularna",
           "razem"),
    "sv": ("pris", "nu", "före", "från", "ord", "ordinarie", "moms", "inkl", "exkl"),
    "da": ("pris", "nu", "før", "fra", "normalpris", "moms", "inkl", "ekskl"),
    "no": ("pris", "nå", "før", "fra", "ordinær", "mva", "inkl", "ekskl"),
    "fi": ("hinta", "nyt", "alk", "norm", "ovh", "alv", "sis", "yhteensä"),
    "cs": ("cena", "nyní", "od", "dříve", "původní", "dph", "bez", "s", "celkem"),
    # "Học phí" (tuition, a study's fee), "Biaya kursus" (a course's fee).
    "vi": ("giá", "học", "phí", "chỉ", "còn", "từ", "ưu", "đãi", "gốc", "tổng"),
    "id": ("harga", "biaya", "kursus", "mulai", "dari", "hanya", "normal", "promo", "total"),
}  # fmt: skip
PRICE_ROLE_ENDINGS: tuple[str, ...] = (
    "preis", "prijs", "pris", "hinta", "価格", "価額", "値段", "定価", "売価", "特価", "税込",
    "税抜", "가격", "정가", "할인가", "판매가", "价格", "原价", "售价", "现价", "價格", "原價",
)  # fmt: skip

# What says after a quantity's price that it is each unit's ("2 bags  $18.05 each", "3 Dosen
# 4,50 € pro Stück", "3 boîtes 8,90 € l'unité"): a bundle's tier, named by its count.
EACH_ITEM: dict[str, tuple[str, ...]] = {
    "en": ("each", "ea", "ea.", "apiece", "per item", "per unit"),
    "de": ("je", "pro stück", "je stück", "pro stk.", "das stück", "pro einheit"),
    "fr": ("chacun", "chacune", "l'unité", "l’unité", "la pièce", "pièce"),
    "es": ("cada uno", "cada una", "c/u", "la unidad", "por unidad"),
    "it": ("cadauno", "cad.", "l'uno", "l’uno", "ciascuno", "al pezzo"),
    "pt": ("cada", "a unidade", "por unidade"),
    "nl": ("per stuk", "elk", "stuk"),
    "pl": ("za sztukę", "szt."),
    "sv": ("styck", "st", "per st", "/st"),
}  # fmt: skip

# A delivery lead time's words and units ("Lieferzeit: 6\u20138 Wochen", "Leveranstid 4\u20136
# veckor", "Ships in 3-5 days"): a furniture shop says it after each size's or fabric's
# price, as it says a stock state; the item's own note, no sentence about it.
LEAD_TIME_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("delivery time", "lead time", "delivery in", "ships in", "dispatched in", "delivery"),
    "de": ("lieferzeit", "lieferbar in", "lieferung in", "versand in"),
    "fr": ("délai de livraison", "livraison sous", "livraison en", "expédié sous"),
    "nl": ("levertijd", "leverbaar in", "geleverd in"),
    "sv": ("leveranstid", "levereras inom", "leverans inom"),
    "nb": ("leveringstid", "levering innen", "leveres innen"),
    "da": ("leveringstid", "levering inden for", "leveres inden for"),
    "fi": ("toimitusaika", "toimitus"),
}  # fmt: skip

LEAD_TIME_UNITS: dict[str, tuple[str, ...]] = {
    "en": ("weeks", "week", "days", "day", "business days", "working days", "months"),
    "de": ("wochen", "woche", "tage", "tagen", "werktage", "werktagen", "monate"),
    "fr": ("semaines", "semaine", "jours", "jours ouvrés", "mois"),
    "nl": ("weken", "week", "dagen", "werkdagen", "maanden"),
    "sv": ("veckor", "vecka", "dagar", "arbetsdagar", "månader"),
    "nb": ("uker", "uke", "dager", "virkedager", "måneder"),
    "da": ("uger", "uge", "dage", "hverdage", "måneder"),
    "fi": ("viikkoa", "viikko", "päivää", "arkipäivää", "kuukautta"),
}  # fmt: skip

# What joins or ends a price filter's bounds ("$25 to $50", "$100 & above", "50 € und mehr",
# "100 € et plus"), beside ``BRACKET_BOUNDS``: a listing's facet of price ranges, no offer.
RANGE_JOINERS: dict[str, tuple[str, ...]] = {
    "en": ("to", "and", "and up", "and above", "and over", "& up", "& above", "& over",
           "or more", "or less", "plus", "price", "any price", "all prices"),
    "de": ("bis", "und mehr", "und darüber", "oder mehr", "preis", "alle preise"),
    "fr": ("à", "et plus", "ou plus", "prix", "tous les prix"),
    "es": ("a", "y más", "o más", "precio", "todos los precios"),
    "it": ("a", "e oltre", "o più", "prezzo", "tutti i prezzi"),
    "pt": ("a", "ou mais", "e acima", "preço", "todos os preços"),
    "nl": ("tot", "en meer", "en hoger", "prijs", "alle prijzen"),
    "pl": ("i więcej", "cena"),
    "sv": ("till", "och uppåt", "eller mer", "pris", "alla priser"),
    "el": ("έως", "και άνω", "και πάνω", "τιμή", "όλες οι τιμές"),
    # "5,000円以上" (and over), "1,000円未満" (under), "3,000円まで" (up to)
    "ja": ("以上", "以下", "未満", "まで", "から", "価格"),
}  # fmt: skip

# What comes right before the amount a campaign's stretch goal is unlocked at ("Unlocked at
# US$ 45,000: linen-finish cards", "Débloqué à 20 000 € : couverture toilée",
# "ストレッチゴール 5,000,000円"): a threshold of the tally, no reward's price.
STRETCH_GOAL: dict[str, tuple[str, ...]] = {
    "en": ("unlocked at", "unlocks at", "stretch goal", "stretch goal at", "stretch goal of"),
    "de": ("stretch goal", "stretch goal bei", "freigeschaltet bei", "freigeschaltet ab"),
    # Not "palier": a pricing tier's own word ("Palier de 29 € par mois").
    "fr": ("débloqué à", "débloqué dès", "objectif bonus"),
    "es": ("meta adicional", "desbloqueado al llegar a"),
    "it": ("sbloccato a", "stretch goal"),
    "pt": ("meta estendida",),
    "ja": ("ストレッチゴール", "ネクストゴール"),
}

# What comes right before an amount that a money transfer's or a currency exchange's worked
# example sends or yields ("You send £1,000, they receive €1,152.34", "Sie senden 1.000 €,
# der Empfänger erhält 1.084,12 CHF", "wymieniasz 500 EUR, otrzymujesz 2 150,00 zł"): a sum
# the example moves at a rate of the day, no fee of the service.
TRANSFER_EXAMPLE: dict[str, tuple[str, ...]] = {
    "en": ("you send", "you exchange", "you convert", "you transfer", "they receive",
           "they get", "recipient gets", "recipient receives", "the recipient gets",
           "the recipient receives", "you receive"),
    "de": ("sie senden", "du sendest", "sie überweisen", "du überweist", "sie tauschen",
           "du tauschst", "empfänger erhält", "der empfänger erhält", "empfänger bekommt",
           "der empfänger bekommt", "sie erhalten", "du erhältst"),
    "fr": ("vous envoyez", "vous échangez", "vous convertissez", "le bénéficiaire reçoit",
           "bénéficiaire reçoit", "le destinataire reçoit", "destinataire reçoit",
           "vous recevez"),
    "es": ("envías", "tú envías", "usted envía", "cambias", "el destinatario recibe",
           "destinatario recibe", "el beneficiario recibe", "beneficiario recibe", "recibes",
           "recibirá"),
    "it": ("invii", "tu invii", "cambi", "il destinatario riceve", "destinatario riceve",
           "il beneficiario riceve", "beneficiario riceve", "ricevi"),
    "pt": ("você envia", "envias", "o destinatário recebe", "destinatário recebe",
           "o beneficiário recebe", "beneficiário recebe", "você recebe", "recebes"),
    "nl": ("je verstuurt", "u verstuurt", "je stuurt", "u stuurt", "je wisselt",
           "de ontvanger krijgt", "ontvanger krijgt", "de ontvanger ontvangt",
           "ontvanger ontvangt", "je ontvangt", "u ontvangt"),
    "pl": ("wysyłasz", "wymieniasz", "przelewasz", "odbiorca otrzyma", "odbiorca otrzymuje",
           "otrzymujesz", "otrzymasz"),
    "cs": ("posíláte", "pošlete", "směňujete", "příjemce obdrží", "příjemce dostane",
           "obdržíte"),
    "sv": ("du skickar", "du växlar", "mottagaren får", "mottagaren erhåller"),
    "da": ("du sender", "du veksler", "modtageren får", "modtageren modtager"),
    "no": ("du sender", "du veksler", "mottakeren får", "mottaker får"),
    "fi": ("lähetät", "vastaanottaja saa", "saat"),
    "lt": ("siunčiate", "jūs siunčiate", "gavėjas gaus", "gavėjas gauna", "gausite"),
    "lv": ("jūs sūtāt", "sūtāt", "saņēmējs saņems", "saņēmējs saņem", "jūs saņemsiet"),
    "et": ("saadate", "sina saadad", "saaja saab", "saaja saab kätte", "saate"),
    "ro": ("trimiți", "trimiteți", "beneficiarul primește", "destinatarul primește",
           "primești"),
    "hu": ("ön küld", "küldesz", "a kedvezményezett kap", "kedvezményezett kap"),
}  # fmt: skip

# What comes right before an amount that is a company's share capital, as a legal line in a
# footer gives it ("Capitale sociale 10.000.000 €", "Kapitał zakładowy 5 000 000 zł"): no
# offer's price.
SHARE_CAPITAL: dict[str, tuple[str, ...]] = {
    "en": ("share capital", "issued share capital"),
    "de": ("stammkapital", "grundkapital"),
    "fr": ("capital social", "au capital de", "au capital social de"),
    "es": ("capital social",),
    "it": ("capitale sociale",),
    "pt": ("capital social",),
    "nl": ("maatschappelijk kapitaal", "geplaatst kapitaal"),
    "pl": ("kapitał zakładowy",),
    "sv": ("aktiekapital",),
    "cs": ("základní kapitál",),
    "ro": ("capital social",),
}

# What labels an amount that is an insurance's excess or its sum insured, where the label
# starts the words before the amount ("Excess: £250", "Udział własny w szkodzie AC" over
# "500 zł", "Franchigia | 250 €"): a term of the cover, as its limits are, no price of it.
COVER_AMOUNT: dict[str, tuple[str, ...]] = {
    "en": ("excess", "voluntary excess", "compulsory excess", "total excess", "deductible",
           "annual deductible", "sum insured", "amount insured", "insured amount",
           "cover limit", "coverage limit", "benefit limit", "annual benefit limit",
           "annual limit", "overall limit", "excess options", "excess option"),
    "de": ("selbstbeteiligung", "selbstbehalt", "versicherungssumme", "deckungssumme"),
    "fr": ("franchise", "capital assuré", "plafond de garantie", "montant assuré"),
    "es": ("franquicia", "suma asegurada", "capital asegurado"),
    "it": ("franchigia", "scoperto", "massimale", "capitale assicurato", "somma assicurata"),
    "pt": ("franquia", "capital seguro", "capital segurado", "capital garantido"),
    "nl": ("eigen risico", "verzekerd bedrag", "verzekerde som"),
    "pl": ("udział własny", "franszyza", "suma ubezpieczenia", "suma gwarancyjna"),
    "sv": ("självrisk", "försäkringsbelopp"),
    "da": ("selvrisiko", "forsikringssum"),
    "no": ("egenandel", "forsikringssum"),
    "fi": ("omavastuu", "vakuutusmäärä"),
    "cs": ("spoluúčast", "pojistná částka", "limit pojistného plnění"),
    "ro": ("franșiză", "franșiza", "suma asigurată"),
    # The end of a compound: 入院給付金 (a stay's benefit), 死亡保険金 (the payout on death).
    "ja": ("給付金", "保険金", "保険金額", "一時金", "免責金額", "支払限度額", "限度額", "保障額",
           "保障内容"),
    "zh": ("保額", "保额", "理賠金", "理赔金", "自付額", "自付额", "免賠額", "免赔额"),
    "ko": ("보험금", "보장금액", "자기부담금", "가입금액"),
}  # fmt: skip

# What may follow an excess's or a sum insured's name before its amount: a word that starts
# what it applies to ("Udział własny w szkodzie AC", "Excess per claim", "Franquicia de 300
# €"); any other word makes another thing of it ("Excess baggage fee: £30" is a price).
COVER_OF: dict[str, tuple[str, ...]] = {
    "en": ("on", "in", "for", "per", "of"),
    "de": ("bei", "pro", "je", "für", "im", "in"),
    "fr": ("par", "sur", "en", "pour", "de", "du", "des"),
    "es": ("en", "por", "para", "de", "del"),
    "it": ("per", "su", "in", "di", "del", "della"),
    "pt": ("por", "em", "para", "de", "do", "da", "no", "na"),
    "nl": ("per", "bij", "voor", "op", "van"),
    "pl": ("w", "we", "na", "przy", "dla", "za"),
    "sv": ("per", "vid", "för", "på", "i"),
    "da": ("per", "pr.", "ved", "for", "på", "i"),
    "no": ("per", "pr.", "ved", "for", "på", "i"),
    "fi": ("per",),
    "cs": ("v", "ve", "při", "na", "za"),
    "ro": ("pe", "la", "pentru", "de"),
}

# What may join an excess's or a sum insured's name and its amount when the name comes last
# ("an excess of $250", "300 € de franchise"): a genitive's word.
COVER_LINK: dict[str, tuple[str, ...]] = {
    # The excess an add-on brings it down to: "Reduces your excess to $2,500",
    # "Reduzierung der Selbstbeteiligung auf 300 €".
    "en": ("of", "to"),
    "de": ("von", "auf"),
    "fr": ("de", "d'"),
    "es": ("de",),
    "it": ("di", "da"),
    "pt": ("de",),
    "nl": ("van",),
    "ja": ("の",),
}

# A word after an excess's name that makes a product of it, which has a price of its own
# ("£30 excess baggage", "€ 9 Selbstbehalt-Reduktion" is one word): the amount is that price.
COVER_PRODUCT: dict[str, tuple[str, ...]] = {
    "en": ("baggage", "luggage", "waiver", "reduction", "buy-back", "buyback", "protection",
           "cover", "insurance", "refund", "fee", "fees", "charge"),
    "de": ("versicherung", "schutz", "reduktion", "reduzierung", "gebühr"),
    "fr": ("rachat",),
    "es": ("reducida", "cero"),
    "it": ("ridotta",),
}  # fmt: skip

# A word before an excess's name that makes an add-on of it, which has a price of its own
# ("Rachat de franchise : 19 € par jour", "Reducción de franquicia: 12 € al día",
# "Afkoop eigen risico € 9 per dag"): the amount is that add-on's price, unless the excess
# is brought down to it ("Reduces your excess to $500", ``COVER_LINK``). Not "reduced",
# which names the excess left ("Reduced excess: $500").
# The links after an excess's words that name the amount it is brought down to, whatever
# the words before ("Reduces your excess to $2,500", "Selbstbeteiligung reduziert auf 300 €"):
# no price, as the excess is none (a subset of ``COVER_LINK``).
COVER_TARGET: dict[str, tuple[str, ...]] = {
    "en": ("to",),
    "de": ("auf",),
}

COVER_REDUCER: dict[str, tuple[str, ...]] = {
    "en": ("reduce", "reduces", "reduction", "waive", "waiver", "buy-back", "buyback"),
    "de": ("reduzierung", "reduktion", "senkung", "ausschluss"),
    "fr": ("rachat", "réduction", "suppression"),
    "es": ("reducción", "eliminación", "anulación"),
    "it": ("riduzione", "eliminazione", "azzeramento", "abbattimento"),
    "pt": ("redução", "eliminação"),
    "nl": ("afkoop", "verlaging", "verlagen"),
}  # fmt: skip

# The words that make a fee's words after them part of the price before which they stand
# ("Stehplatz inkl. VVK-Gebühr 18,50 €", "incl. booking fee £16.80"): the price holds the
# fee, it is none (``phrases.price_kind``).
INCLUDES: dict[str, tuple[str, ...]] = {
    "en": ("incl", "inc", "including", "inclusive"),
    "de": ("inkl", "inklusive", "einschl"),
    "nl": ("inclusief",),
    "es": ("incluido", "incluidos", "incluye"),
    "fr": ("compris",),
    "it": ("compreso", "inclusa", "incluso"),
}

# What caps a benefit right before its amount on an insurance's page ("Tick paralysis covered
# up to $3,000 per year", "Glasbruch bis € 1.000"): what the cover pays at most, no price.
COVER_CAP: dict[str, tuple[str, ...]] = {
    "en": ("up to", "capped at", "a maximum of", "maximum", "max.", "max", "limited to"),
    "de": ("bis", "bis zu", "maximal", "max.", "höchstens"),
    "fr": ("jusqu'à", "jusqu’à", "plafonné à", "dans la limite de"),
    "es": ("hasta", "máximo", "un máximo de", "como máximo"),
    "it": ("fino a", "fino ad", "entro", "massimo", "un massimo di"),
    "pt": ("até", "máximo", "no máximo"),
    "nl": ("tot", "tot maximaal", "maximaal"),
    "pl": ("do",),
    "sv": ("upp till", "högst"),
    "da": ("op til", "højst"),
    "no": ("opptil",),
}

# What caps a benefit right after its amount, in the languages that write it there
# ("通算2,000万円まで": up to 20 million yen in all).
COVER_CAP_AFTER: dict[str, tuple[str, ...]] = {
    "ja": ("まで", "迄", "を限度"),
    "zh": ("為限", "为限", "以內", "以内"),
    "ko": ("까지", "한도"),
}

# The start of a word (or of a compound's part) that names what a parcel, a letter or goods
# are insured or compensated for, in the clause of a cap ("Haftung bis 500 €", "Insured up
# to £1,000", "Assurance jusqu'à 500 €", "Sendungen sind bis 500 € versichert", "補償額
# 30,000円まで"): the amount is a cover's limit on a carrier's or a shop's page, no price.
INSURED: dict[str, tuple[str, ...]] = {
    "en": ("insur", "compensation", "liability", "indemnity"),
    "de": ("versich", "haftung", "haftpflicht", "entschädig"),
    "fr": ("assur", "indemnis", "responsabilité"),
    "es": ("seguro de", "asegura", "cobertura", "indemniza"),  # not "pago seguro": secure
    "it": ("assicura", "copertura", "risarcimento", "indennizzo"),
    "pt": ("seguro de", "segurad", "cobertura", "indemniza"),
    "nl": ("verzeker", "aansprakelijk", "dekking"),
    "pl": ("ubezpiecz", "odszkodowani", "odpowiedzialność"),
    "sv": ("försäkr", "ersättning"),
    "da": ("forsikr", "erstatning"),
    "no": ("forsikr", "erstatning"),
    "cs": ("pojišt", "pojist"),
    "ja": ("補償", "保険", "賠償"),
    "zh": ("保險", "保险", "賠償", "赔偿", "保價", "保价"),
    "ko": ("보험", "보상", "배상"),
}

# The start of a word that names cash on delivery, whose sum a carrier caps in the same way
# ("Nachnahmebetrag bis 3.500 €", "Contrassegno fino a 2.500 €", "代引き金額30万円まで"):
# the most a courier collects, no price (the fee is said apart).
COLLECTED: dict[str, tuple[str, ...]] = {
    "en": ("cash on delivery", "cod amount"),
    "de": ("nachnahme",),
    "fr": ("contre-remboursement", "contre remboursement"),
    "es": ("contra reembolso", "contrareembolso", "contrarreembolso"),
    "it": ("contrassegno",),
    "pt": ("à cobrança", "contra reembolso"),
    "nl": ("rembours",),
    "pl": ("pobrani",),
    "cs": ("dobírk",),
    "ja": ("代引", "代金引換"),
}

# The word "or" between amounts listed as alternatives ("$0, $100 or $250", "150 € oder 300
# €"): one label names them all.
ALTERNATIVE_OR: dict[str, tuple[str, ...]] = {
    "en": ("or",),
    "de": ("oder", "bzw."),
    "fr": ("ou",),
    "es": ("o", "u"),
    "it": ("o", "oppure"),
    "pt": ("ou",),
    "nl": ("of",),
    "pl": ("lub", "albo"),
    "cs": ("nebo",),
    "sv": ("eller",),
    "da": ("eller",),
    "no": ("eller",),
    "fi": ("tai",),
    "ro": ("sau",),
    "ja": ("または", "又は", "か"),
}

# What an app store titles the list of an app's in-app purchases with (a heading, or a
# definition list's term): the list's prices are the app's own, beside data that states only
# the free download ("In-App Purchases", "In-App-Käufe", "Compras no app").
IN_APP_PURCHASES: dict[str, tuple[str, ...]] = {
    "en": ("in-app purchases", "in app purchases", "top in-app purchases"),
    "de": ("in-app-käufe", "in-app käufe", "top in-app-käufe"),
    "fr": ("achats intégrés", "achats intégrés populaires", "achats via l'application"),
    "es": ("compras dentro de la app", "compras integradas", "compras en la app"),
    "it": ("acquisti in-app", "acquisti in app"),
    "pt": ("compras no app", "compras dentro do app", "compras no aplicativo", "compras na app",
           "compras integradas"),
    "nl": ("in-app aankopen", "in-app-aankopen", "aankopen in de app"),
    "pl": ("zakupy w aplikacji", "zakupy wewnątrz aplikacji"),
    "cs": ("nákupy v aplikaci", "nákupy v aplikacích"),
    "sv": ("köp inom appen", "köp i appen"),
    "tr": ("uygulama içi satın almalar", "uygulama içi satın alımlar",
           "uygulama içi satın alma işlemleri"),
    "ru": ("встроенные покупки", "покупки в приложении"),
    "ja": ("アプリ内課金", "アプリ内購入", "app内課金", "app 内課金"),
    "ko": ("앱 내 구입", "앱 내 구매", "인앱 상품", "인앱 구매"),
    "zh": ("app 内购买项目", "app内购买项目", "app 內購買項目", "應用程式內購買", "应用内购买",
           "應用程式內購"),
    "hi": ("इन-ऐप खरीदारी", "इन-ऐप ख़रीदारी", "ऐप में खरीदारी"),
    "id": ("pembelian dalam aplikasi",),
    "vi": ("mua hàng trong ứng dụng",),
    "th": ("การซื้อในแอป",),
}  # fmt: skip

# What a store titles the list of a product's own editions, bundles and add-ons with (a
# heading, with its count or not): the list's prices are the product's own offers, beside
# data that states one of them ("Editions", "Add-ons (5)", "Erweiterungen", "Edições"), as
# an app's in-app purchases are. Not what names other products ("More like this").
PRODUCT_EXTRAS: dict[str, tuple[str, ...]] = {
    "en": ("editions", "game editions", "choose your edition", "select your edition",
           "compare editions", "physical edition", "physical editions", "add-ons", "addons",
           "dlc", "dlcs", "dlc & add-ons", "add-ons & dlc", "downloadable content", "expansions",
           "expansions & add-ons", "bundles", "bundles including this game",
           "add-ons for this game"),
    "de": ("editionen", "wähle deine edition", "editionen vergleichen", "physische editionen",
           "erweiterungen", "zusatzinhalte", "add-ons", "dlc", "dlcs", "bundles"),
    "fr": ("éditions", "choisissez votre édition", "comparer les éditions", "extensions",
           "contenus additionnels", "contenu téléchargeable", "modules complémentaires", "dlc"),
    "es": ("ediciones", "elige tu edición", "comparar ediciones", "complementos",
           "contenido descargable", "expansiones", "dlc"),
    "it": ("edizioni", "scegli la tua edizione", "contenuti aggiuntivi", "espansioni",
           "componenti aggiuntivi", "dlc"),
    "pt": ("edições", "escolha sua edição", "escolha a sua edição", "comparar edições",
           "complementos", "conteúdo adicional", "conteúdo para download", "expansões", "dlc",
           "dlcs"),
    "nl": ("edities", "kies je editie", "uitbreidingen", "extra content", "add-ons", "dlc"),
    "pl": ("edycje", "wybierz edycję", "dodatki", "rozszerzenia", "zawartość do pobrania",
           "dlc"),
    "tr": ("sürümler", "sürümünü seç", "eklentiler", "ek içerikler", "indirilebilir içerik",
           "genişleme paketleri", "dlc"),
    "ru": ("издания", "выберите издание", "дополнения", "загружаемый контент", "dlc"),
    "ja": ("エディション", "エディション一覧", "追加コンテンツ", "ダウンロードコンテンツ"),
    "ko": ("에디션", "추가 콘텐츠", "다운로드 가능한 콘텐츠"),
    "zh": ("附加内容", "追加内容", "可下载内容", "版本选择"),
}  # fmt: skip

# What comes right before (``RAISED_BEFORE``) or after (``RAISED_AFTER``) an amount that
# supporters have given so far, a creator's or a campaign's tally, not an offer's price: it
# grows with every pledge ("zebrano 21 820 zł z 30 000 zł miesięcznie", "$12,340 pledged of
# $20,000 goal", "R$ 4.210 arrecadados", "Bereits gesammelt: 3.120 €").
RAISED_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("raised", "raised so far", "pledged", "pledged so far", "collected so far"),
    "de": ("gesammelt", "bereits gesammelt", "bisher gesammelt"),
    "fr": ("collecté", "collectés", "déjà collecté", "récoltés"),
    "es": ("recaudado", "recaudados", "ya recaudado"),
    "it": ("raccolti", "già raccolti"),
    "pt": ("arrecadado", "arrecadados", "arrecadamos", "já arrecadado"),
    "nl": ("opgehaald", "al opgehaald"),
    "pl": ("zebrano", "zebraliśmy", "zebrane", "już zebrano"),
    "cs": ("vybráno", "vybrali jsme", "již vybráno"),
    "tr": ("toplanan", "toplanan bağış"),
    # CAMPFIRE's and Makuake's totals, said before the amount: "現在の支援総額 4,521,000円".
    "ja": ("支援総額", "現在の支援総額", "応援購入総額", "現在の応援購入総額", "集まっている金額"),
}
RAISED_AFTER: dict[str, tuple[str, ...]] = {
    "en": ("raised", "pledged"),
    "de": ("gesammelt",),
    "fr": ("collectés", "collecté", "récoltés"),
    "es": ("recaudados", "recaudado"),
    "it": ("raccolti",),
    "pt": ("arrecadados", "arrecadado"),
    "nl": ("opgehaald",),
    "pl": ("zebrane", "zebrano"),
    "cs": ("vybráno",),
    "tr": ("toplandı",),
}
# The same of what a platform's customers have saved, been paid or run through it, a live
# statistic of a landing page ("$4,382,120 saved by our customers this year", "184.220 €
# gespart", "Plus de 1 200 000 € économisés"): said right after the amount, in the words that
# make it the customers' total, never a price.
TALLIED_AFTER: dict[str, tuple[str, ...]] = {
    "en": ("saved by", "saved for", "processed for", "processed by", "processed through",
           "paid out to", "paid to", "earned by", "invoiced by", "invoiced through"),
    "de": ("gespart", "eingespart", "ausgezahlt", "umgesetzt"),
    "fr": ("économisés", "économisé", "reversés", "encaissés par", "facturés via",
           "facturés avec"),
    "es": ("ahorrados", "ahorrado por", "facturados con", "procesados"),
    "it": ("risparmiati", "fatturati con", "elaborati"),
    "pt": ("economizados", "poupados", "faturados com", "processados"),
    "nl": ("bespaard", "uitbetaald", "verwerkt"),
    "pl": ("zaoszczędzone", "zaoszczędzonych", "wypłacone", "wypłaconych"),
}  # fmt: skip

# What a purchase notification says someone did, in the clause of the amount it quotes: a
# shop's or a SaaS page's live toast names another buyer, product and price at each load
# ("Sarah from Austin just bought the Pro plan for $49", "Marie (Lyon) a acheté … pour 59
# CHF", "Jan aus Köln hat Kaffee Crema für 12,90 € gekauft"). ``BOUGHT_BEFORE`` comes
# anywhere before the amount in its clause (a third person's purchase, not the offer's "buy
# now"), ``BOUGHT_AFTER`` right after it (a participle that ends the clause).
BOUGHT_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("just bought", "just purchased", "just ordered", "just booked", "just upgraded to",
           "just signed up for", "just subscribed to", "recently bought", "recently purchased",
           "has just bought", "has just purchased",
           # What the last buyer paid, another amount at each sale: "Last sold for $74".
           "last sold for", "last sold at", "recently sold for"),
    "de": ("kaufte gerade", "kaufte soeben", "bestellte gerade", "bestellte soeben",
           "zuletzt verkauft für", "zuletzt verkauft zu"),
    "fr": ("a acheté", "vient d'acheter", "vient d’acheter", "a commandé",
           "vient de commander", "a souscrit", "vient de souscrire", "dernière vente à"),
    "es": ("compró", "acaba de comprar", "ha comprado", "acaba de contratar", "contrató",
           "recargó", "acaba de recargar"),
    "it": ("ha acquistato", "ha appena acquistato", "ha comprato", "ha appena comprato"),
    "pt": ("comprou", "acabou de comprar", "acabou de assinar", "assinou", "recarregou",
           "acabou de recarregar"),
    "nl": ("kocht zojuist", "kocht net", "bestelde zojuist", "bestelde net",
           "laatst verkocht voor"),
    "pl": ("kupił", "kupiła", "właśnie kupił", "właśnie kupiła", "zamówił", "zamówiła"),
}  # fmt: skip
# The words of a ``BOUGHT_BEFORE`` verb that say it just happened: only then is an amount set
# after the clause by a dash the purchase's ("Alex just bought Pro \u2013 $79"); "tout client qui
# a souscrit avant 2025 \u2013 19 \u20ac/mois" is a loyalty rate's condition.
JUST_HAPPENED: dict[str, tuple[str, ...]] = {
    "en": ("just", "recently", "last"),
    "de": ("gerade", "soeben", "zuletzt"),
    "fr": ("vient", "dernière"),
    "es": ("acaba",),
    "it": ("appena",),
    "pt": ("acabou",),
    "nl": ("zojuist", "net", "laatst"),
    "pl": ("właśnie",),
}
BOUGHT_AFTER: dict[str, tuple[str, ...]] = {
    "de": ("gekauft", "bestellt"),
    "nl": ("gekocht", "besteld"),
}
# A purchase's verb that names a notification only with how long ago it was after the
# amount ("Priya from Austin bought Pro for $79 4 minutes ago"): without it, a bundle's
# "Frequently bought together" or a plan's "ordered yearly" is an offer.
BOUGHT_IF_AGO: dict[str, tuple[str, ...]] = {
    "en": ("bought", "purchased", "ordered", "booked", "subscribed to", "signed up for",
           "upgraded to", "enrolled in", "grabbed", "snagged", "picked up"),
    "nl": ("kocht", "bestelde", "boekte"),
    "sv": ("köpte", "beställde", "bokade"),
    "da": ("købte", "bestilte", "bookede"),
    "nb": ("kjøpte", "bestilte", "booket"),
}  # fmt: skip
# An order's number, which names a purchase notification with how long ago after the amount
# ("Order #4411 \u2013 $79 \u2013 2 min ago", "Beställning nr 4411 \u2013 129 kr \u2013 för 3
# minuter sedan"): the number is written right after the word, with its sign or abbreviation.
ORDER_NUMBERED: dict[str, tuple[str, ...]] = {
    "en": ("order", "booking"),
    "de": ("bestellung", "auftrag"),
    "fr": ("commande",),
    "es": ("pedido",),
    "it": ("ordine",),
    "pt": ("pedido", "encomenda"),
    "nl": ("bestelling", "order", "boeking"),
    "pl": ("zamówienie",),
    "sv": ("order", "beställning", "bokning"),
    "da": ("ordre", "bestilling", "booking"),
    "nb": ("ordre", "bestilling", "bestillingen"),
}
# How long ago, after the amount: "4 minutes ago", "3 min geleden", "för 5 minuter sedan".
AGO_AFTER: dict[str, tuple[str, ...]] = {
    "en": ("ago", "just now"),
    "nl": ("geleden", "zojuist"),
    "sv": ("sedan", "nyss"),
    "da": ("siden", "lige nu"),
    "nb": ("siden", "nettopp"),
}

# What a listing of other sellers' copies says between their count and the least of their
# prices, right before the amount: "2 new from $12.80", "5 gebraucht ab 11,40 €", "3
# d'occasion dès 4,50 €". Those are a marketplace's offers, another one at each load, not the
# shop's own price; without a count before it ("Pro: new from $9") the phrase is the offer's.
# Before a count of copies, no word of a product's name (a word of four letters or more, or a
# capitalised one: "PlayStation 5", "iPhone 15", "Golf 8 neu ab"); a conjunction may be ("2
# neu und 5 gebraucht ab", "y 6 usados desde"). Lookbehinds, as the searches are
# case-insensitive.
NOT_A_NAMES_NUMBER = r"(?<!\w{4} )(?<!(?-i:[A-Z]) )(?<!(?-i:[A-Z])\w )(?<!(?-i:[A-Z])\w\w )"
# A price's name in a class or an attribute, in the languages markup borrows: "price",
# "amount", "preis", "prix", "cena" (``data-price``, ``hs-pricing-card__amount``).
# A class's last word that calls its box a title or a heading (``page.titled_boxes``), in the
# languages whose words a theme's classes are written in ("produkt-titel", "titulo-seccion"
# ends in its qualifier and is not read).
TITLE_CLASS_WORDS = frozenset(
    {"title", "heading", "headline", "header", "titel", "titulo", "titre", "titolo", "otsikko"}
)

PRICE_NAME_WORDS = frozenset(
    {"price", "amount", "cost", "preis", "betrag", "prix", "montant", "tarif", "tarifa",
     "precio", "importe", "prezzo", "costo", "preco", "valor", "prijs", "bedrag", "cena",
     "kwota", "pris", "belopp", "hinta", "kaina", "fiyat"}
)  # fmt: skip

# What a listing's filter button says beside a stock state ("In stock only", "Nur verfügbare
# anzeigen"): the state is the filter's, no product's.
FILTER_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("only", "show", "hide"),
    "de": ("nur", "anzeigen", "ausblenden"),
    "fr": ("uniquement", "seulement", "afficher", "masquer"),
    "es": ("solo", "sólo", "mostrar", "ocultar"),
    "it": ("mostra", "nascondi"),
    "pt": ("apenas", "somente", "ocultar"),
    "nl": ("alleen", "toon", "verberg"),
    "pl": ("tylko", "pokaż", "ukryj"),
    "cs": ("pouze", "zobrazit", "skrýt"),
    "sv": ("endast", "visa", "dölj"),
}
# Today and yesterday, as a post's time names its day ("Heute, 09:12", "Yesterday at 11:40
# PM", "Wczoraj 14:05"): tomorrow the same post says "Gestern", then a date. Each with the
# words a time of day follows ("um", "at", "à", "alle").
DAY_AT: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en": (("today", "yesterday"), ("at",)),
    "de": (("heute", "gestern"), ("um",)),
    "fr": (("aujourd'hui", "aujourd\u2019hui", "hier"), ("à",)),
    "es": (("hoy", "ayer"), ("a las", "a la")),
    "it": (("oggi", "ieri"), ("alle", "all'", "all\u2019")),
    "pt": (("hoje", "ontem"), ("às", "as")),
    "nl": (("vandaag", "gisteren"), ("om",)),
    "pl": (("dzisiaj", "dziś", "wczoraj"), ("o",)),
    "sv": (("idag", "i dag", "igår", "i går"), ("kl.", "kl")),
    "da": (("i dag", "i går"), ("kl.", "kl")),
    "no": (("i dag", "i går"), ("kl.", "kl")),
    "cs": (("dnes", "včera"), ("v",)),
    "el": (("σήμερα", "χθες"), ("στις",)),
}  # fmt: skip

# What a count of a post's comments is of ("47 Kommentare", "Comments (12)", "23 reacties"):
# a deal feed's or a blog's count, one more with each reader who writes one.
COMMENTS: dict[str, tuple[str, ...]] = {
    "en": ("comments", "comment", "replies"),
    "de": ("kommentare", "kommentar", "antworten"),
    "fr": ("commentaires", "commentaire"),
    "es": ("comentarios", "comentario"),
    "it": ("commenti", "commento"),
    "pt": ("comentários", "comentário"),
    "nl": ("reacties", "reactie"),
    "pl": ("komentarzy", "komentarze", "komentarz"),
    "sv": ("kommentarer", "kommentar"),
    "da": ("kommentarer", "kommentar"),
    "no": ("kommentarer", "kommentar"),
    "fi": ("kommenttia", "kommentit", "kommentti"),
    "cs": ("komentářů", "komentáře", "komentář"),
    "sk": ("komentárov", "komentáre", "komentár"),
    "hu": ("hozzászólás", "komment"),
    "ro": ("comentarii", "comentariu"),
    "el": ("σχόλια", "σχόλιο"),
    "tr": ("yorum",),
    "ru": ("комментариев", "комментария", "комментарий", "комментарии"),
    "uk": ("коментарів", "коментарі", "коментар"),
}  # fmt: skip

MARKETPLACE_FROM: dict[str, tuple[str, ...]] = {
    "en": ("new from", "used from", "new & used from", "used & new from", "new and used from",
           "used and new from", "refurbished from", "collectible from", "new offers from",
           "used offers from",
           # a bookshop counts copies: "12 used & new copies from £3.49"
           "used copies from", "new copies from", "used & new copies from",
           "new & used copies from", "used and new copies from", "new and used copies from",
           "offers from"),
    "de": ("neu ab", "gebraucht ab", "neu und gebraucht ab", "gebraucht und neu ab",
           "neu & gebraucht ab", "gebrauchte ab", "neue ab", "angebote neu ab",
           "angebote gebraucht ab", "gebrauchte exemplare ab", "neue exemplare ab"),
    "fr": ("neuf à partir de", "neufs à partir de", "d'occasion à partir de",
           "d’occasion à partir de", "neuf dès", "neufs dès", "d'occasion dès", "d’occasion dès",
           "occasion dès", "occasions dès", "occasion à partir de", "occasions à partir de",
           "neufs et d'occasion à partir de", "neufs et d’occasion à partir de",
           "exemplaires d'occasion dès", "exemplaires d’occasion dès",
           "exemplaires d'occasion à partir de", "exemplaires d’occasion à partir de",
           "offres d'occasion dès", "offres d’occasion dès", "offres neuves dès",
           "offres neuves et d'occasion dès", "offres neuves et d’occasion dès",
           "offres d'occasion à partir de", "offres d’occasion à partir de"),
    "es": ("nuevo desde", "nuevos desde", "usado desde", "usados desde",
           "de segunda mano desde", "nuevos y usados desde", "usados y nuevos desde",
           "ejemplares usados desde", "ejemplares nuevos desde"),
    "it": ("nuovo da", "nuovi da", "usato da", "usati da", "nuovi e usati da",
           "usati e nuovi da", "copie usate da", "copie nuove da"),
    "pt": ("novo a partir de", "novos a partir de", "usado a partir de", "usados a partir de",
           "novos e usados a partir de", "novo desde", "novos desde", "usado desde",
           "usados desde"),
    "nl": ("nieuw vanaf", "tweedehands vanaf", "gebruikt vanaf", "nieuw en tweedehands vanaf",
           "tweedehands exemplaren vanaf", "nieuwe exemplaren vanaf"),
    "sv": ("begagnade från", "nya från", "begagnade exemplar från", "nya och begagnade från"),
}  # fmt: skip

# What a header's or a navigation bar's rotating banner opens with when it sells another
# product each day ("Deal of the day: Grinder X for $89", "Angebot des Tages: …", "Offre du
# jour : …"): none of the page's offers, and another one tomorrow or at the next load.
DAILY_DEAL: dict[str, tuple[str, ...]] = {
    "en": ("deal of the day", "today's deal", "today’s deal", "daily deal",
           "offer of the day"),
    "de": ("angebot des tages", "tagesangebot", "deal des tages", "tagesdeal"),
    "fr": ("offre du jour", "bon plan du jour", "affaire du jour", "promo du jour"),
    "es": ("oferta del día", "oferta del dia", "chollo del día"),
    "it": ("offerta del giorno", "affare del giorno"),
    "pt": ("oferta do dia", "promoção do dia"),
    "nl": ("deal van de dag", "aanbieding van de dag", "dagaanbieding", "dagdeal"),
    "pl": ("okazja dnia", "oferta dnia", "promocja dnia"),
}  # fmt: skip

# A repeat delivery's program, named with an ampersand before a discount's word: "Autoship &
# Save $68.86" (a pet shop's), "Subscribe & Save", "Abo & Spare". The amount after it is the
# subscription's price, not a saving ("Buy 2 & Save $10" is one).
SUBSCRIBE_AND: dict[str, tuple[str, ...]] = {
    "en": ("subscribe", "autoship", "auto-ship", "auto ship", "repeat delivery", "auto-delivery",
           "auto delivery", "auto-replenish", "subscription"),
    "de": ("abonnieren", "abo", "sparabo", "abonnement"),
    "fr": ("abonnez-vous", "abonnement"),
    "es": ("suscríbete", "suscripción", "suscribete"),
    "it": ("abbonati", "abbonamento"),
    "nl": ("abonneer", "abonnement"),
    "sv": ("prenumerera", "prenumeration"),
    "da": ("abonnér", "abonner", "abonnement"),
    "pl": ("subskrybuj", "subskrypcja"),
}  # fmt: skip

# What comes right before an amount that is the saving on a price, not a price: "Economize
# R$ 199,10", "Ahorrás $3.000", "You save $20", "Sie sparen 50 €".
DISCOUNT_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("you save", "save", "savings of", "saving of"),
    "de": ("sie sparen", "du sparst", "ersparnis", "spare", "spar"),
    "fr": ("vous économisez", "économisez", "économie de", "économisez jusqu'à"),
    "es": (
        "ahorra",
        "ahorrá",
        "ahorras",
        "ahorrás",
        "ahorre",
        "ahorro de",
        "tu ahorro",
        "te ahorras",
    ),
    "it": ("risparmi", "risparmia", "risparmio di"),
    "pt": ("economize", "você economiza", "economia de", "poupe", "poupa"),
    "nl": ("u bespaart", "je bespaart", "bespaar"),
    # "rabat" in the nominative: after a price it inflects ("Cena po rabacie")
    "pl": ("oszczędzasz", "oszczędź", "oszczędzasz aż", "rabat", "zniżka"),
    "sv": ("spara", "du sparar"),
    "da": ("spar", "du sparer"),
    "no": ("spar", "du sparer"),
    "fi": ("säästä", "säästät"),
    # A noun in the nominative only where the language inflects it after "with" or "after"
    # ("Cena po slevě", "Цена по скидке"): "Sleva 4 000 Kč" is a discount, while English,
    # Romance and Germanic nouns name a price too ("Price after discount $49").
    "cs": ("ušetříte", "ušetřete", "sleva"),
    "sk": ("ušetríte", "ušetrite", "zľava"),
    "ru": ("вы экономите", "экономия", "скидка", "выгода"),
    "uk": ("ви заощаджуєте", "економія", "знижка", "вигода"),
    "bg": ("спестявате", "спестете", "отстъпка"),
    "hr": ("uštedite", "ušteda", "popust"),
    "sr": ("uštedite", "ušteda", "уштедите", "уштеда", "попуст"),
    "sl": ("prihranite", "prihranek", "popust"),
    "mk": ("заштедете", "заштеда", "попуст"),
    "sq": ("kurseni", "zbritje"),
    "lt": ("sutaupote", "sutaupykite", "nuolaida"),
    "lv": ("ietaupiet", "ietaupi", "ietaupījums", "atlaide"),
    "et": ("säästad", "säästate", "sääst"),
    "tr": ("tasarruf", "kazancınız"),
    "ca": ("estalvia", "estalvieu", "t'estalvies"),
    "is": ("þú sparar", "sparaðu"),
    "hu": ("megtakarítás", "megtakarítasz", "spórolj", "spórolsz"),
    # "Reduceri de până la 10 lei la fiecare tarif": a club's discount on each fare.
    "ro": (
        "economisești",
        "economisesti",
        "economisiți",
        "economisiti",
        "economie de",
        "reducere de",
        "reduceri de",
        "reducere de până la",
        "reduceri de până la",
    ),
    "el": ("κερδίζετε", "κερδίζεις", "εξοικονομείτε", "γλιτώνετε"),
    "hi": ("आप बचाते हैं", "आपकी बचत", "बचत", "बचाएं", "बचाएँ"),
    "bn": ("সাশ্রয়", "আপনার সাশ্রয়", "বাঁচান"),
    "ur": ("آپ کی بچت", "بچت", "بچائیں"),
    "vi": ("tiết kiệm", "giảm"),
    "id": ("hemat", "potongan"),
    # Not "diskaun", "diskon": "Harga diskaun RM99" is the sale's price.
    "ms": ("jimat", "anda jimat", "potongan"),
    "th": ("ประหยัด", "ลด", "ส่วนลด"),
    "ar": ("وفر", "وفّر", "توفير", "خصم"),
    "he": ("חסכו", "חיסכון של", "הנחה של"),
    "sw": ("okoa", "punguzo la"),
    # Compounds only: "할인가" and "优惠价" are the sale price itself.
    "ja": ("割引額", "値引き額", "お得額"),
    "zh": ("立减", "立省", "节省", "節省", "优惠金额"),
    "ko": ("할인금액", "쿠폰할인", "즉시할인"),
}

# What comes right before the most a percent discount saves: "10% Instant Discount on HDFC
# Bank cards, up to ₹1,500", "20 % Rabatt, max. 50 €". No price: only where a percent is said
# before it on its line (``monitor.extract.phrases``).
DISCOUNT_CAP: dict[str, tuple[str, ...]] = {
    "en": ("up to", "upto", "max", "max.", "maximum", "maximum of", "capped at"),
    "de": ("bis zu", "max.", "maximal", "höchstens"),
    "fr": ("jusqu'à", "jusqu’à", "max.", "maximum"),
    "es": ("hasta", "máx.", "máximo"),
    "it": ("fino a", "max.", "massimo"),
    "pt": ("até", "máx.", "máximo"),
    "nl": ("tot maximaal", "maximaal", "max."),
    "hi": ("अधिकतम",),
}

# What an amount converted into another currency is written after: "$29.99 (≈ €27.31)",
# "US $29.99 / Approximately EUR 27.31", "29,99 € (ca. 32,50 $)", "$29.99 (約4,500円)". Such
# an amount moves with the exchange rate, not with the offer.
APPROXIMATELY: dict[str, tuple[str, ...]] = {
    "en": (
        "approx.",
        "approx",
        "approximately",
        "≈",
        "~",
        "ca.",
        "about",
        "around",
        "roughly",
        "est.",
        "estimated",
    ),
    "de": ("ca.", "circa", "etwa", "ungefähr", "rund"),
    "fr": ("environ", "d'environ", "d’environ", "env.", "approx.", "soit environ"),
    "es": ("aprox.", "aproximadamente", "aprox"),
    "it": ("circa", "ca.", "approssimativamente"),
    "pt": ("aprox.", "aproximadamente", "cerca de"),
    "nl": ("ca.", "circa", "ongeveer"),
    "pl": ("ok.", "około", "ok"),
    "sv": ("ca", "ca.", "cirka", "ungefär"),
    "da": ("ca.", "cirka", "omkring"),
    "no": ("ca.", "cirka", "omtrent"),
    "fi": ("n.", "noin"),
    "cs": ("cca", "cca.", "přibližně", "asi"),
    "ja": ("約",),
    "zh": ("约", "約", "大约", "大約"),
    "ko": ("약",),
    "tr": ("yaklaşık", "yak."),
    "ru": ("около", "прибл."),
    "uk": ("близько", "приблизно", "бл."),
    "hu": ("kb.", "körülbelül"),
    "ro": ("aprox.", "aproximativ"),
    "sk": ("cca", "cca.", "približne"),
    "hr": ("oko", "otprilike"),
    "bg": ("около", "приблизително"),
}

# What follows an amount that is a discount or an order's value: "$10 off", "5 € Rabatt",
# "dès 50 € d'achat".
DISCOUNT_AFTER: dict[str, tuple[str, ...]] = {
    "en": ("off", "cashback", "instant discount", "coupon"),
    # a sale's voucher's threshold: "Ab 50 € Einkaufswert 10 € Rabatt"
    "de": ("rabatt", "einkaufswert", "bestellwert"),
    # "20 € offerts dès 100 € d'achat": what the shop takes off
    "fr": (
        "de réduction",
        "de remise",
        "d'achat",
        "d’achat",
        "d'achats",
        "d’achats",
        "offertes",
        "offerte",
        "offerts",
        "offert",
    ),
    "es": ("de descuento",),
    "it": ("di sconto",),
    "pt": ("de desconto",),
    "nl": ("korting",),
    "pl": ("zniżki", "rabatu"),
    "sv": ("rabatt",),
    "da": ("rabat",),
    "no": ("rabatt",),
    "fi": ("alennus", "alennusta"),
    "cs": ("sleva", "slevu"),
    "hu": ("kedvezmény", "engedmény"),
    "ro": ("reducere",),
    "el": ("έκπτωση",),
    "hi": ("की छूट", "छूट", "की बचत"),
    "bn": ("ছাড়", "সাশ্রয়"),
    "ur": ("کی چھوٹ", "کی رعایت", "رعایت", "کی بچت"),
    "sk": ("zľava", "zľavu", "zľavy"),
    "ru": ("скидка", "скидки"),
    "uk": ("знижка", "знижки"),
    "bg": ("отстъпка",),
    "hr": ("popusta",),
    "sr": ("popusta", "попуста"),
    "sl": ("popusta",),
    "lt": ("nuolaida", "nuolaidos"),
    "lv": ("atlaide",),
    "et": ("soodustust", "allahindlust"),
    "tr": ("indirim",),
    "id": ("diskon",),
    "vi": ("giảm giá",),
    # Joined to what follows: "500円OFFクーポン", "5,000원 할인쿠폰".
    "ja": ("OFF", "オフ", "引き", "お得"),
    "zh": ("OFF", "折扣券", "优惠券", "優惠券", "折價券", "抵用券"),
    # Not "할인" alone: "할인가" (the sale price) follows the regular price.
    "ko": ("OFF", "할인쿠폰", "할인 쿠폰"),
}

# A share of a price that the price already includes, stated beside it: a recycling levy on
# an appliance ("dont 2,50 € d'éco-participation", "di cui contributo RAEE 1,50 €"). No
# offer: the price it is part of is. Words in lower case, right after the amount or ending
# right before it.
INCLUDED_SHARE_AFTER: dict[str, tuple[str, ...]] = {
    "fr": ("d'éco-participation", "d’éco-participation", "d'écoparticipation",
           "d’écoparticipation", "d'éco-part", "d’éco-part", "d'éco-contribution",
           "d’éco-contribution", "d'écotaxe", "d’écotaxe", "de participation environnementale"),
    "it": ("di contributo raee", "di eco-contributo raee", "di ecocontributo raee",
           "di eco contributo raee"),
    "es": ("de canon digital",),
}  # fmt: skip
INCLUDED_SHARE_BEFORE: dict[str, tuple[str, ...]] = {
    "fr": ("dont éco-participation", "dont écoparticipation", "dont éco-part.", "dont éco-part",
           "éco-participation", "écoparticipation", "éco-part.", "dont éco-contribution",
           "éco-contribution", "dont écotaxe", "écotaxe", "dont participation environnementale"),
    "it": ("contributo raee", "di cui contributo raee", "eco-contributo raee",
           "ecocontributo raee", "eco contributo raee", "di cui raee", "raee"),
    "es": ("canon digital", "incluye canon digital"),
    # Romania's recycling levy, which the price includes ("include taxa verde: 17,50 Lei").
    "ro": ("taxa verde", "taxa verde de", "taxă verde", "taxă verde de", "timbru verde",
           "timbrul verde", "taxa timbru verde"),
}  # fmt: skip

# What an amount is worth, not what anything costs: "39ポイント 39円相当" (points worth 39
# yen), "3,900원 상당" (a gift worth 3,900 won).
WORTH_AFTER: dict[str, tuple[str, ...]] = {
    "ja": ("相当",),
    "ko": ("상당",),
}

# What opens a sentence that quotes another's price to compare with, anywhere before the
# amount in its clause: "For comparison: an NHS prescription costs £9.90", "Zum Vergleich:
# eine Kassenleistung kostet 45 €". Not "compared to" nor "comparatively", which a plan's
# own saving or price states ("Save 20% compared to monthly: $96/year").
COMPARISON_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("for comparison", "by comparison"),
    "de": ("zum vergleich", "im vergleich dazu"),
    "fr": ("à titre de comparaison", "à titre comparatif", "par comparaison"),
    "es": ("a modo de comparación", "como comparación", "a título comparativo"),
    "it": ("a titolo di confronto", "per confronto", "a titolo di paragone"),
    "pt": ("para comparação", "a título de comparação", "a título comparativo"),
    "nl": ("ter vergelijking",),
    "pl": ("dla porównania",),
    "hu": ("összehasonlításképp", "összehasonlításképpen", "összehasonlításul",
           "összehasonlításként"),
    "el": ("για σύγκριση", "προς σύγκριση"),
    "sv": ("som jämförelse",),
    "cs": ("pro srovnání", "pro porovnání"),
    "ro": ("pentru comparație", "prin comparație"),
}  # fmt: skip

# What a shop counts loyalty points in, and what it writes between a count of them and their
# worth in money, right before the amount: "Earn 189 points (worth €1.89)", "κερδίζεις 189
# πόντους (αξίας 0,95 €)", "189 Punkte im Wert von 0,95 €"; or an equals sign, as a shop
# states the rate of its points ("1pt=1円", "100 points = $1"). The points' worth is a credit
# toward another purchase, not a price; "worth" alone ("a gift worth £30") is not enough.
LOYALTY_POINTS: dict[str, tuple[str, ...]] = {
    # Not "pt" apart from its count: "1 pt = $5.99" is a pint's price ("1pt=1円" is a
    # points rate: ``phrases._POINTS_EQUAL``).
    "en": ("points", "pts", "reward points", "loyalty points", "point"),
    "el": ("πόντους", "πόντοι", "πόντων", "πόντο"),
    "de": ("punkte", "treuepunkte", "bonuspunkte", "punkt"),
    "fr": ("points", "points fidélité"),
    "es": ("puntos",),
    "it": ("punti", "punti fedeltà"),
    "pt": ("pontos",),
    "nl": ("punten", "spaarpunten"),
    "pl": ("punktów", "punkty", "pkt"),
    "ro": ("puncte",),
    "cs": ("bodů", "body"),
    "ja": ("ポイント",),
    "ko": ("포인트",),
}  # fmt: skip
POINTS_WORTH: dict[str, tuple[str, ...]] = {
    "en": ("worth", "valued at", "equal to", "equivalent to"),
    "el": ("αξίας", "ισοδύναμους με", "που αντιστοιχούν σε"),
    "de": ("im wert von", "wert", "entspricht", "entsprechen"),
    "fr": ("d'une valeur de", "d’une valeur de", "soit", "valant"),
    "es": ("por valor de", "equivalentes a", "valorados en"),
    "it": ("del valore di", "pari a", "equivalenti a"),
    "pt": ("no valor de", "equivalentes a"),
    "nl": ("ter waarde van", "t.w.v.", "goed voor"),
    "pl": ("o wartości", "wartych"),
    "ro": ("în valoare de", "echivalentul a"),
    "cs": ("v hodnotě",),
}  # fmt: skip

# What an appliance's or a TV's estimated running cost is named by, before the amount
# ("Estimated Yearly Energy Cost $21" on a US EnergyGuide label, "Energiekosten pro Jahr: ca.
# 45,60 €", "年間電気代 約4,650円"): an estimate of the electricity bill, no price the page
# offers.
ENERGY_COST: dict[str, tuple[str, ...]] = {
    "en": ("estimated yearly energy cost", "yearly energy cost", "annual energy cost",
           "estimated annual energy cost", "estimated yearly operating cost",
           "estimated annual operating cost", "energy cost per year"),
    "de": ("energiekosten pro jahr", "stromkosten pro jahr", "jährliche energiekosten",
           "jährliche stromkosten", "energiekosten im jahr", "stromkosten im jahr"),
    "fr": ("coût énergétique annuel", "coût annuel d'électricité", "coût annuel d’électricité",
           "coût annuel de l'énergie", "coût annuel de l’énergie"),
    "nl": ("energiekosten per jaar", "jaarlijkse energiekosten", "stroomkosten per jaar"),
    "pl": ("roczny koszt energii", "roczny koszt zużycia energii", "roczny koszt prądu"),
    "cs": ("roční náklady na energii", "roční náklady na elektřinu"),
    "ja": ("年間電気代", "年間の電気代", "1年間の電気代", "電気代の目安"),
    "ko": ("연간 에너지비용", "연간 에너지 비용", "연간 전기요금", "연간 전기료"),
}  # fmt: skip

# An employee's pay in a bike or car lease's worked example ("bei 3.500 \u20ac brutto
# Monatsgehalt", "bij een bruto maandsalaris van \u20ac 3.500"): what the example earns, no
# price. Gross pay only: a job board's "Salary: $5,000" may be what its page is about.
GROSS_SALARY: dict[str, tuple[str, ...]] = {
    "en": ("gross salary", "gross monthly salary", "gross annual salary", "monthly gross salary",
           "gross monthly income", "gross pay"),
    "de": ("bruttogehalt", "brutto-monatsgehalt", "bruttomonatsgehalt", "brutto monatsgehalt",
           "monatsbruttogehalt", "bruttolohn", "bruttomonatslohn", "brutto-gehalt",
           "brutto gehalt", "bruttojahresgehalt"),
    "nl": ("bruto maandsalaris", "brutomaandsalaris", "bruto salaris", "brutosalaris",
           "bruto maandloon", "bruto jaarsalaris", "bruto maandinkomen"),
    "fr": ("salaire brut", "salaire mensuel brut", "salaire brut mensuel", "salaire annuel brut",
           "salaire brut annuel"),
    "es": ("salario bruto", "sueldo bruto", "salario bruto mensual", "sueldo bruto mensual"),
    "it": ("stipendio lordo", "retribuzione lorda", "stipendio lordo mensile"),
}  # fmt: skip

# What a purchase earns back, not what it costs: "최대 1,495원 적립" (up to 1,495 won of points
# accrued), "990円分ポイント還元", "200円キャッシュバック", "$20 cash back"; and what an
# electronics shop pays for the old device traded in ("bis zu 300 € Eintauschprämie", "Get
# up to $450 for your trade-in", "jusqu'à 200 € de prime de reprise").
REWARD_AFTER: dict[str, tuple[str, ...]] = {
    "en": (
        "cash back",
        "cashback",
        "back in rewards",
        "in rewards",
        "for your trade-in",
        "in trade-in credit",
        "trade-in credit",
        "trade-in bonus",
        "for your old device",
    ),
    "de": (
        "cashback",
        "eintauschprämie",
        "tauschprämie",
        "ankaufprämie",
        "wechselprämie",
        "umtauschprämie",
    ),
    "fr": (
        "remboursés",
        "de cashback",
        "de prime de reprise",
        "de bonus reprise",
        "de bonus de reprise",
        "pour votre ancien appareil",
    ),
    "nl": ("inruilpremie", "inruilvoordeel", "inruilwaarde", "extra voor je oude",
           "extra voor uw oude"),
    "pl": ("premii za wymianę", "za stary sprzęt", "za stary telefon"),
    "cs": ("bonus za výkup", "výkupní bonus", "za starý telefon", "za staré zařízení"),
    "ja": ("分ポイント", "分のポイント", "ポイント還元", "還元", "キャッシュバック"),
    "zh": ("返现", "返現", "现金回馈", "現金回饋"),
    # "최대 80만원 추가 보상": what a trade-in adds to the old device's value.
    "ko": ("적립", "캐시백", "보상", "추가 보상", "보상금"),
    "es": ("por tu dispositivo antiguo", "por tu antiguo dispositivo", "por tu móvil antiguo",
           "por tu dispositivo usado", "por tu móvil usado"),
    "it": ("per il tuo vecchio dispositivo", "per il tuo vecchio smartphone", "per il tuo usato",
           "di supervalutazione"),
}  # fmt: skip

# What a purchase earns back named right before its amount, as a shop's buy box labels it
# ("적립금 390원 (1%)": 390 won of store credit; "還元額 120円"): a credit toward another
# purchase, not what anything costs.
REWARD_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("store credit earned", "rewards earned", "you'll earn", "you will earn"),
    "ja": ("還元額", "ポイント還元額", "獲得予定ポイント"),
    "ko": ("적립금", "예상 적립금", "구매 적립금", "적립 예정 금액", "적립예정금액", "마일리지"),
    "zh": ("返现金额", "返現金額", "可返"),
}  # fmt: skip

# What a trade-in's credit is named with before its amount, a cap's words at most between:
# "Trade-in value: up to $630", "Supervalutazione dell'usato fino a 200 €", "보상판매 최대
# 80만원". The shop pays it for the old device, depending on its state: no price of an offer.
TRADE_IN_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("trade-in value", "trade-in credit", "trade-in bonus", "trade-in estimate",
           "estimated trade-in", "trade in value"),
    "de": ("eintauschprämie", "tauschprämie", "eintauschwert", "umtauschprämie"),
    "fr": ("prime de reprise", "bonus reprise", "bonus de reprise", "valeur de reprise"),
    # Not "Plan Renove" alone: "Precio con Plan Renove: 399 €" is the price paid.
    "es": ("valor de recompra", "valor de entrega", "bono plan renove",
           "descuento plan renove", "valor plan renove"),
    "it": ("supervalutazione", "valutazione dell'usato", "valutazione dell’usato"),
    "nl": ("inruilwaarde", "inruilpremie", "inruilvoordeel"),
    "pl": ("wartość odkupu", "premia za wymianę", "premia za oddanie"),
    "ko": ("보상판매", "보상 판매"),  # "반납 시" may say the price after the return
}  # fmt: skip

# What a usage example or a calculator writes right before the amount it works out ("A
# 1,000-word essay costs roughly $0.002", "Une traduction de 10 pages coûte environ 0,03 €",
# "费用约 0.002 元"): a cost estimated from a rate the page lists, no offer of its own.
ESTIMATED_COST: dict[str, tuple[str, ...]] = {
    "en": ("costs about", "costs roughly", "costs approximately", "costs around", "costs ~",
           "cost about", "cost roughly", "cost approximately", "cost around", "cost ~",
           "costs an estimated", "comes to about", "comes to roughly", "works out to about",
           "works out to roughly"),
    "de": ("kostet etwa", "kostet ca.", "kostet rund", "kostet ungefähr", "kosten etwa",
           "kosten ca.", "kosten rund", "kosten ungefähr"),
    "fr": ("coûte environ", "coûtent environ", "coûterait environ", "coûte à peu près",
           "revient à environ"),
    "es": ("cuesta aproximadamente", "cuesta unos", "cuesta alrededor de", "cuestan unos",
           "cuestan aproximadamente", "costaría unos", "costaría aproximadamente"),
    "it": ("costa circa", "costano circa", "costerebbe circa"),
    "pt": ("custa cerca de", "custa aproximadamente", "custam cerca de", "custaria cerca de"),
    "nl": ("kost ongeveer", "kost zo'n", "kosten ongeveer"),
    "ja": ("費用は約", "料金は約", "コストは約"),
    "zh": ("费用约", "费用大约", "花费约", "花费大约", "成本约", "成本大约", "約花費", "约花费"),
}  # fmt: skip

# What a grant of credit is written with right after its amount ("New accounts get $5 in
# free credits", "$300 in credits", "5 € de crédits offerts", "赠送 100 元免费额度"): money to
# spend on the offers, no price of one. Not "credit" alone: a prepaid top-up sells it.
FREE_CREDIT_AFTER: dict[str, tuple[str, ...]] = {
    "en": ("free credit", "free credits", "in free credit", "in free credits", "of free credit",
           "of free credits", "in credits", "in api credits", "in usage credits",
           "of credits"),
    "de": ("startguthaben", "gratis-guthaben", "kostenloses guthaben", "guthaben geschenkt"),
    "fr": ("de crédits offerts", "de crédit offert", "de crédits gratuits", "de crédit gratuit",
           "crédits offerts", "crédit offert"),
    "es": ("en créditos gratis", "de crédito gratis", "en créditos", "de créditos gratis"),
    "it": ("di crediti gratuiti", "di credito gratuito", "in crediti"),
    "pt": ("em créditos", "em créditos grátis", "de créditos grátis"),
    "ja": ("分の無料クレジット", "の無料クレジット", "無料クレジット", "分のクレジット"),
    "zh": ("免费额度", "赠送额度", "代金券", "体验金", "免費額度"),
}  # fmt: skip

# What stands between a count of instalments and the amount of each: "10x de R$ 129,99",
# "12 cuotas sin interés de $2.166", "4 payments of $25", "3 Raten à 33 €". Such an amount is
# a part of the product's price, not a price of its own (``monitor.extract.instalments``).
INSTALMENTS: dict[str, tuple[str, ...]] = {
    "en": (
        "payments of",
        "interest-free payments of",
        "monthly payments of",
        "installments of",
        "instalments of",
        "interest-free installments of",
        "monthly installments of",
        "emis of",
        "no cost emis of",
        "no-cost emis of",
        "monthly instalments of",
        "equal payments of",
        # British and Australian spellings and cadences: "Pay in 3 interest-free instalments
        # of £40.00 with Clearpay", "4 fortnightly payments of $30.00 with Afterpay"
        "interest-free instalments of",
        "interest free payments of",
        "interest free instalments of",
        "interest free installments of",
        "fortnightly payments of",
        "fortnightly instalments of",
        "interest-free fortnightly payments of",
        "weekly payments of",
        "bi-weekly payments of",
        "biweekly payments of",
    ),
    "de": (
        "raten à",
        "raten a",
        "raten von",
        "monatsraten à",
        "monatsraten von",
        "monatliche raten à",
        "monatliche raten von",
        # an adjective between the count and the rates: "in 3 zinsfreien Raten von 33,33 €"
        "zinsfreie raten à",
        "zinsfreie raten von",
        "zinsfreien raten à",
        "zinsfreien raten von",
        "monatlichen raten à",
        "monatlichen raten von",
        "zinsfreien monatsraten à",
        "zinsfreien monatsraten von",
    ),
    # A course's payment plan: "3 paiements mensuels de 179 €", "en 4 versements de 50 €".
    "fr": (
        "fois",
        "x",
        "mensualités de",
        "fois sans frais de",
        "paiements de",
        "paiements mensuels de",
        "versements de",
        "versements mensuels de",
        "échéances de",
    ),
    "es": (
        "x",
        "x de",
        "cuotas de",
        "cuotas sin interés de",
        "cuotas sin intereses de",
        "cuotas fijas de",
        "cuotas mensuales de",
        "pagos de",
        "pagos sin intereses de",
        "meses sin intereses de",
        "msi de",
        "mensualidades de",
        "cuotas s/interés de",
        "plazos de",
        "plazos sin intereses de",
        # Uruguay and Argentina say "without surcharge": "12 cuotas sin recargo de $ 1.083".
        "cuotas sin recargo de",
        "cuotas sin recargos de",
        "cuotas s/recargo de",
        "pagos sin recargo de",
        "cuotas fijas sin interés de",
        "cuotas mensuales sin interés de",
    ),
    "it": ("rate da", "rate di", "rate mensili da", "rate mensili di", "rate a tasso zero da"),
    "pt": (
        "x",
        "x de",
        "x sem juros de",
        "parcelas de",
        "parcelas sem juros de",
        "vezes de",
        "prestações de",
        "prestações sem juros de",
        # "sem acréscimo" (without surcharge), as "sem juros": "10x sem acréscimo de R$ 99,90".
        "x sem acréscimo de",
        "parcelas sem acréscimo de",
    ),
    "nl": (
        "termijnen van",
        "termijnen à",
        "betalingen van",
        "maandelijkse betalingen van",
        "rentevrije termijnen van",
        "rentevrije termijnen à",
        "maandelijkse termijnen van",
    ),
    "cs": (
        "splátky po",
        "splátek po",
        "splátkách po",
        "měsíční splátky po",
        "měsíčních splátek po",
        "bezúročné splátky po",
        "bezúročných splátek po",
        "bezúročných splátkách po",
        "měsíčních splátkách po",
    ),
    "da": (
        "rater à",
        "rater á",
        "rater af",
        "månedlige rater à",
        "månedlige rater af",
        "rentefrie rater à",
        "rentefrie rater á",
        "rentefrie rater af",
    ),
    "sv": (
        "delbetalningar à",
        "delbetalningar á",
        "räntefria delbetalningar à",
        "räntefria delbetalningar á",
        "räntefria delbetalningar om",
        "månadsbetalningar à",
    ),
    "no": ("avdrag à", "avdrag på", "rentefrie avdrag à", "rentefrie avdrag på"),
    "ro": (
        "rate x",
        "rate de",
        "rate lunare x",
        "rate lunare de",
        "rate fără dobândă de",
        "rate fara dobanda de",
    ),
    "hu": ("részletben", "havi részletben", "kamatmentes részletben", "részlet", "havi részlet"),
    "el": (
        "δόσεις των",
        "δόσεις από",
        "άτοκες δόσεις των",
        "άτοκες δόσεις από",
        "μηνιαίες δόσεις των",
        "μηνιαίες δόσεις από",
    ),
    "pl": (
        "rat po",
        "raty po",
        "ratach po",
        "rat 0% po",
        "raty 0% po",
        "ratach 0% po",
        "nieoprocentowanych rat po",
        "nieoprocentowanych ratach po",
    ),
    # "9 ay taksit: 144,33 TL", "9 taksit x 144,33 TL" (also with the multiplication sign).
    "tr": ("ay x", "taksit x", "taksitle", "ay taksit", "ay taksitle", "aylık taksit"),
    # "12 мес x 20 833 ₸" (the "x" typed as a Cyrillic kha too), and the split payments'
    # "4 платежа по 1 250 ₽", "12 платежей по 20 833 ₸".
    "ru": (
        "мес x",
        "мес. x",
        "мес х",
        "мес. х",
        "месяцев x",
        "месяцев х",
        "платежа по",
        "платежей по",
        "ежемесячных платежей по",
        # A card's instalments as Belarusian and Russian shops write them: the months, then
        # "по" (each) and the share.
        "мес. по",
        "мес по",
        "месяцев по",
        "месяца по",
    ),
    # "Оплата частинами: 4 платежі по 250 грн", "10 платежів по 499 грн", "12 міс. по 999 грн".
    "uk": ("платежі по", "платежів по", "міс. по", "міс по", "місяців по", "місяці по"),
    "kk": ("ай x", "ай х", "айға x", "айға х"),
    "uz": ("oy x", "ой x", "ой х", "oyga x"),
    "ka": ("თვე x",),
    "hy": ("ամիս x",),
    # Marketplaces' terms: "Cicilan 0% 12 bulan x Rp15.750", "Trả góp 12 tháng x 157.500 ₫",
    # "12 kỳ, mỗi kỳ 157.500đ", "ผ่อน 0% 10 เดือน เดือนละ ฿129".
    "id": ("bulan x", "kali cicilan", "x cicilan"),
    # "Ansuran 0%: 3 bayaran RM66.33", "6 bulan x RM33.17".
    "ms": ("bayaran", "kali bayaran", "bulan x", "ansuran"),
    "vi": ("tháng x", "kỳ x", "tháng, mỗi tháng", "kỳ, mỗi kỳ"),
    "th": ("เดือน x", "งวด x", "เดือน เดือนละ", "งวด งวดละ"),
    # An Israeli shop's card terms: "עד 12 תשלומים ללא ריבית של 207.50 ₪" (up to 12
    # interest-free payments of), "3 תשלומים בסך 99 ₪".
    "he": (
        "תשלומים של",
        "תשלומים ללא ריבית של",
        "תשלומים שווים של",
        "תשלומים חודשיים של",
        "תשלומים בסך",
        "תשלומים ללא ריבית בסך",
        "תשלומים שווים בסך",
    ),
    # A course's or a shop's split payments in East Asia: "3回払い 各16,900円", "3回払い (1回
    # あたり16,900円)" with full-width brackets, "分3期 每期 ¥1,299", "3개월 할부 월 16,900원".
    "ja": (
        "回払い 各",
        "回払い各",
        "回払い（1回あたり",
        "回払い(1回あたり",
        "回払い 1回あたり",
        "回払い 毎月",
        "回分割 各",
        "回払いで各",
    ),
    "zh": ("期 每期", "期，每期", "期,每期", "期免息 每期", "期免息，每期", "期 每月"),
    "ko": ("개월 할부 월", "개월 무이자 할부 월", "개월 무이자 월", "회 분할 회당"),
    # India's EMI (equated monthly instalment), in English and in Hindi: "or 6 No Cost EMIs of
    # ₹1,667", "3 आसान किस्तों में ₹1,667" (in 3 easy instalments).
    "hi": ("किस्तों में", "आसान किस्तों में", "मासिक किस्तों में", "ईएमआई में"),
}

# A badge a plan's heading holds beside its name ("Pro <small>Most popular</small>"): it moves
# from card to card and is renamed between loads, and names no plan.
BADGES: dict[str, tuple[str, ...]] = {
    "en": ("most popular", "popular", "recommended", "best value", "best deal", "new",
           "best for teams", "our pick", "top pick", "bestseller", "best seller"),
    "de": ("beliebt", "am beliebtesten", "beliebteste wahl", "empfohlen", "empfehlung",
           "bestseller", "neu", "preis-leistungs-sieger", "unsere empfehlung"),
    "fr": ("populaire", "le plus populaire", "le plus choisi", "recommandé", "meilleur choix",
           "nouveau", "meilleure offre"),
    "es": ("popular", "más popular", "el más popular", "recomendado", "mejor valor", "nuevo",
           "más vendido"),
    "it": ("popolare", "più popolare", "il più scelto", "consigliato", "nuovo",
           "più venduto"),
    "pt": ("popular", "mais popular", "mais escolhido", "recomendado", "melhor valor", "novo",
           "mais vendido"),
    "nl": ("populair", "meest populair", "meest gekozen", "aanbevolen", "nieuw",
           "beste keuze"),
    "pl": ("popularny", "najpopularniejszy", "polecany", "polecamy", "nowość",
           "najczęściej wybierany"),
    "sv": ("populär", "populärast", "mest populär", "rekommenderas", "rekommenderad", "ny",
           "mest vald"),
    "da": ("populær", "mest populær", "mest populære", "anbefalet", "ny", "mest valgt"),
    "no": ("populær", "mest populær", "mest populære", "anbefalt", "ny", "mest valgt"),
    "fi": ("suosittu", "suosituin", "suositeltu", "suosittelemme", "uusi"),
    "cs": ("oblíbený", "nejoblíbenější", "doporučujeme", "doporučeno", "nový",
           "nejprodávanější"),
    "ja": ("人気", "一番人気", "人気no.1", "おすすめ", "オススメ", "新登場"),
    "zh": ("热门", "熱門", "最受欢迎", "最受歡迎", "推荐", "推薦", "新"),
    "ko": ("인기", "가장 인기", "추천", "베스트", "신규"),
    "tr": ("popüler", "en popüler", "en çok tercih edilen", "önerilen", "tavsiye edilen",
           "yeni"),
    "ru": ("популярный", "популярно", "самый популярный", "рекомендуем", "хит", "новинка"),
    "uk": ("популярний", "найпопулярніший", "рекомендуємо", "хіт", "новинка"),
    "hu": ("népszerű", "legnépszerűbb", "ajánlott", "ajánljuk", "új"),
    "ro": ("popular", "cel mai popular", "cel mai ales", "recomandat", "nou"),
    "el": ("δημοφιλές", "πιο δημοφιλές", "προτεινόμενο", "νέο"),
    "he": ("פופולרי", "הכי פופולרי", "מומלץ", "חדש"),
    "ar": ("الأكثر شيوعًا", "الأكثر شعبية", "موصى به", "الأفضل قيمة", "جديد"),
    "id": ("populer", "terpopuler", "paling populer", "direkomendasikan", "rekomendasi",
           "baru"),
    "vi": ("phổ biến", "phổ biến nhất", "đề xuất", "khuyên dùng", "mới", "bán chạy"),
    "th": ("ยอดนิยม", "แนะนำ", "ใหม่", "คุ้มที่สุด"),
    "ms": ("popular", "paling popular", "disyorkan", "baru"),
    "hi": ("लोकप्रिय", "सबसे लोकप्रिय", "अनुशंसित", "नया", "popular"),
    "sk": ("obľúbený", "najobľúbenejší", "odporúčame", "odporúčané", "nový",
           "najpredávanejší"),
    "hr": ("popularno", "najpopularnije", "preporučeno", "preporučujemo", "novo"),
    "sr": ("популарно", "најпопуларније", "препоручено", "препоручујемо", "ново"),
    "kk": ("танымал", "ұсынылады", "жаңа"),
    "ka": ("პოპულარული", "რეკომენდებული", "ახალი"),
    "tl": ("pinakasikat", "sikat", "inirerekomenda", "bago"),
    "fa": ("محبوب", "محبوب\u200cترین", "پیشنهادی", "پیشنهاد ویژه", "جدید"),
    "sw": ("maarufu", "inapendekezwa", "mpya"),
    "bn": ("জনপ্রিয়", "সবচেয়ে জনপ্রিয়", "প্রস্তাবিত", "নতুন"),
    "ur": ("مقبول", "سب سے مقبول", "تجویز کردہ", "نیا"),
    "sl": ("priljubljeno", "najbolj priljubljeno", "priporočeno", "priporočamo", "novo"),
    "bg": ("популярен", "най-популярен", "препоръчан", "препоръчваме", "ново"),
    "lt": ("populiarus", "populiariausias", "rekomenduojame", "rekomenduojamas", "nauja"),
    "lv": ("populārs", "populārākais", "ieteicams", "iesakām", "jaunums"),
    "et": ("populaarne", "populaarseim", "soovitatud", "soovitame", "uus"),
    "is": ("vinsælt", "vinsælast", "mælum með", "nýtt"),
    "ca": ("popular", "més popular", "recomanat", "nou", "més venut"),
    "ne": ("लोकप्रिय", "नयाँ"),
    "si": ("ජනප්‍රිය", "නව"),
    "ta": ("பிரபலமானது", "புதியது"),
    "te": ("ప్రసిద్ధ", "కొత్తది"),
    "kn": ("ಜನಪ್ರಿಯ", "ಹೊಸದು"),
    "ml": ("ജനപ്രിയം", "പുതിയത്"),
    "mr": ("लोकप्रिय", "नवीन"),
    "gu": ("લોકપ્રિય", "નવું"),
    "pa": ("ਪ੍ਰਸਿੱਧ", "ਨਵਾਂ"),
    "or": ("ଲୋକପ୍ରିୟ", "ନୂଆ"),
    "uz": ("mashhur", "ommabop", "tavsiya etiladi", "yangi"),
    "az": ("populyar", "ən populyar", "tövsiyə olunur", "yeni"),
    "hy": ("ամենատարածված", "հանրաճանաչ", "առաջարկվում է", "նոր"),
    "mn": ("алдартай", "санал болгож буй", "шинэ"),
    "am": ("ታዋቂ", "የሚመከር", "አዲስ"),
    "sq": ("më i zgjedhuri", "më e zgjedhura", "më popullor", "i rekomanduar", "e re", "i ri"),
    "mk": ("најпопуларно", "најпопуларен", "препорачано", "ново"),
    "km": ("ពេញនិយមបំផុត", "ពេញនិយម", "ណែនាំ", "ថ្មី"),
    "my": ("လူကြိုက်အများဆုံး", "အကြံပြုထားသည်", "အသစ်"),
    "ps": ("تر ټولو مشهور", "مشهور", "وړاندیز شوی", "نوی"),
    "lb": ("populär", "beléiftsten", "am beléiftsten", "recommandéiert", "nei"),
    "fo": ("vinsælt", "vinsælast", "mælt við", "nýtt"),
    "eu": ("ezagunena", "gomendatua", "berria"),
    "gl": ("popular", "máis popular", "recomendado", "novo"),
    "cy": ("poblogaidd", "mwyaf poblogaidd", "argymhellir", "newydd"),
    "mt": ("popolari", "l-aktar popolari", "rakkomandat", "ġdid"),
    "be": ("папулярны", "самы папулярны", "рэкамендуем", "новы"),
    "ga": ("coitianta", "is coitianta", "molta", "nua"),
}  # fmt: skip

# The words of the keys a site's own data names its fields with, by language, under the
# English word the readers know (``{"nombre": "Básico", "precioMensual": 19, "moneda":
# "EUR"}``, ``{"preisInCent": 2900}``, ``{"価格": 980}``). A key is read word by word (camel
# case, ``_``, ``-``), or whole where its language writes no break between words
# (``paraBirimi``, ``価格``). Words that also name other things are left out (Spanish
# "tarifa" is a plan's name as often as its price; Turkish "ad" is an advert's key too).
DATA_KEYS: dict[str, dict[str, tuple[str, ...]]] = {
    "es": {
        "name": ("nombre",),
        "variants": ("variantes",),
        "price": ("precio", "importe"),
        "currency": ("moneda", "divisa"),
        "period": ("periodo", "periodicidad", "facturacion"),
        "monthly": ("mensual",),
        "annual": ("anual",),
        "renewal": ("renovacion", "renovación"),
        "cents": ("centimos", "céntimos", "centavos"),
        "available": ("disponible",),
        "stock": ("existencias",),
        "availability": ("disponibilidad",),
    },
    "de": {
        "name": ("bezeichnung",),
        "variants": ("varianten",),
        "plan": ("tarif", "paket"),
        "price": ("preis", "betrag"),
        "currency": ("waehrung", "währung"),
        "period": ("intervall", "zeitraum", "abrechnung", "laufzeit"),
        "monthly": ("monatlich",),
        "annual": ("jaehrlich", "jährlich"),
        "renewal": ("verlaengerung", "verlängerung"),
        "cents": ("cent",),
        "available": ("verfuegbar", "verfügbar", "lieferbar"),
        "inStock": ("lagernd", "auflager"),
        "stock": ("bestand", "lagerbestand"),
        "availability": ("verfuegbarkeit", "verfügbarkeit", "lieferstatus"),
    },
    "fr": {
        "name": ("nom", "libelle", "libellé"),
        # A French shop's variants are its "déclinaisons" (PrestaShop's word, and its devs').
        "variants": ("variantes", "declinaisons", "déclinaisons"),
        "plan": ("formule", "offre", "forfait"),
        "price": ("prix", "montant"),
        "currency": ("devise", "monnaie"),
        "period": ("periode", "période", "periodicite", "périodicité", "frequence", "fréquence"),
        "monthly": ("mensuel",),
        "annual": ("annuel",),
        "renewal": ("renouvellement",),
        "cents": ("centimes",),
        "available": ("disponible",),
        "inStock": ("enstock",),
        "availability": ("disponibilite", "disponibilité"),
    },
    "it": {
        "name": ("nome",),
        "variants": ("varianti",),
        "plan": ("piano",),
        "price": ("prezzo", "importo"),
        "currency": ("valuta",),
        "period": ("periodo", "periodicita", "periodicità", "fatturazione"),
        "monthly": ("mensile",),
        "annual": ("annuale",),
        "renewal": ("rinnovo",),
        "cents": ("centesimi",),
        "available": ("disponibile",),
        "stock": ("giacenza", "scorte"),
        "availability": ("disponibilita", "disponibilità"),
    },
    "pt": {
        "name": ("nome",),
        "variants": ("variacoes", "variações"),
        "plan": ("plano", "pacote"),
        "price": ("preco", "preço", "valor"),
        "currency": ("moeda",),
        "period": ("periodo", "período", "periodicidade", "ciclo"),
        "monthly": ("mensal",),
        "annual": ("anual",),
        "renewal": ("renovacao", "renovação"),
        "cents": ("centavos",),
        "available": ("disponivel", "disponível"),
        "stock": ("estoque",),
        "availability": ("disponibilidade",),
    },
    "pl": {
        "name": ("nazwa",),
        "plan": ("pakiet", "abonament"),
        "price": ("cena", "kwota"),
        "currency": ("waluta",),
        "period": ("okres", "rozliczenie"),
        "monthly": ("miesieczna", "miesięczna", "miesiecznie", "miesięcznie"),
        "annual": ("roczna", "rocznie"),
        "renewal": ("odnowienie",),
        "cents": ("grosze", "groszach"),
        "available": ("dostepny", "dostępny", "dostepne", "dostępne"),
        "stock": ("stan", "magazyn"),
        "availability": ("dostepnosc", "dostępność"),
    },
    "nl": {
        "name": ("naam",),
        "price": ("prijs", "bedrag"),
        "currency": ("valuta", "munteenheid"),
        "period": ("periode", "termijn"),
        "monthly": ("maandelijks",),
        "annual": ("jaarlijks",),
        "renewal": ("verlenging",),
        "available": ("beschikbaar",),
        "inStock": ("opvoorraad",),
        "stock": ("voorraad",),
        "availability": ("beschikbaarheid",),
    },
    "tr": {
        "name": ("isim", "adi", "adı"),
        "plan": ("paket", "tarife"),
        "price": ("fiyat", "fiyati", "fiyatı", "tutar"),
        "currency": ("parabirimi", "doviz", "döviz"),
        "period": ("donem", "dönem", "periyot"),
        "monthly": ("aylik", "aylık"),
        "annual": ("yillik", "yıllık"),
        "renewal": ("yenileme",),
        "cents": ("kurus", "kuruş"),
        "available": ("mevcut",),
        "inStock": ("stokta",),
        "stock": ("stok",),
        "availability": ("stokdurumu",),
    },
    "ja": {
        "name": ("名前", "名称", "プラン名", "商品名"),
        "plan": ("プラン",),
        "price": ("価格", "料金", "金額", "値段"),
        "currency": ("通貨",),
        "period": ("期間", "請求周期", "支払い周期"),
        "monthly": ("月額",),
        "annual": ("年額",),
        "inStock": ("在庫あり",),
        "stock": ("在庫", "在庫数"),
        "availability": ("在庫状況",),
    },
    "ko": {
        "name": ("이름", "명칭", "상품명", "요금제명"),
        "plan": ("요금제", "플랜"),
        "price": ("가격", "요금", "금액"),
        "currency": ("통화",),
        "period": ("기간", "결제주기"),
        "monthly": ("월간",),
        "annual": ("연간",),
        "stock": ("재고",),
        "availability": ("재고상태",),
    },
    # Southeast Asian shop builders' own keys ({"nama": "Hitam", "harga": 189000, "stok": 14},
    # {"ten": "6L", "gia": 1890000}, {"ชื่อ": "สีดำ", "ราคา": 1290}); Malay writes Indonesian's.
    "id": {
        "name": ("nama",),
        "variants": ("varian",),
        "price": ("harga",),
        "currency": ("matauang", "matawang"),
        "available": ("tersedia",),
        "stock": ("stok",),
    },
    "vi": {
        "name": ("ten",),
        "variants": ("bienthe",),
        "price": ("gia",),
        "currency": ("tiente",),
        "stock": ("tonkho",),
    },
    "th": {
        "name": ("ชื่อ", "ชื่อสินค้า"),
        "price": ("ราคา",),
        "currency": ("สกุลเงิน",),
        "stock": ("สต็อก", "คงเหลือ"),
    },
}

# The words of a class that calls an element a plan's or a product's name, by language, as a
# class is written (ASCII, lower case): ``card-title``, ``forfait__nom``, ``plan-naam``. Only
# the whole class word names: "username" and "subtitle" are no names.
NAME_CLASSES: dict[str, tuple[str, ...]] = {
    "en": ("name", "title"),
    "fr": ("nom", "titre"),
    "es": ("nombre", "titulo"),
    "it": ("nome", "titolo"),
    "pt": ("nome", "titulo"),
    "nl": ("naam", "titel"),
    "de": ("titel", "bezeichnung"),
    "sv": ("namn", "titel"),
    "pl": ("nazwa", "tytul"),
}


# The words of a class that calls an element a customer's review, by language, as a class is
# written (ASCII, lower case): ``review-item``, ``rezension``, ``avis-client``, ``resena``.
# A word of its own in the class only: "preview" and "avisos" are none.
REVIEW_CLASSES: dict[str, tuple[str, ...]] = {
    "en": ("review",),
    "de": ("rezension", "kundenrezension", "kundenbewertung"),
    # Not "avis" alone, nor Portuguese "avaliacao": a notice ("avis-promo") and a trial
    # ("plano-avaliacao") as often.
    "fr": ("avis-client", "avis-clients", "avis-produit", "avisclients"),
    "es": ("resena", "opinion"),
    "it": ("recensione",),
    "pt": ("avaliacoes", "avaliacao-cliente", "resenha"),
    "nl": ("recensie", "beoordeling"),
    "pl": ("opinia", "recenzja"),
    "sv": ("recension", "omdome"),
    "cs": ("recenze",),
}


# What a marketplace's listing writes alone on a tile it was paid to show ("Sponsored",
# "Gesponsert", "Patrocinado"): another seller's product in a slot that changes at every
# load, none of the listing's own results.
SPONSORED: dict[str, tuple[str, ...]] = {
    "en": ("sponsored", "sponsored product", "sponsored listing"),
    "de": ("gesponsert",),
    "fr": ("sponsorisé", "sponsorisée"),
    "es": ("patrocinado", "patrocinada", "promocionado"),
    "it": ("sponsorizzato", "sponsorizzata"),
    "pt": ("patrocinado", "patrocinada"),
    "nl": ("gesponsord",),
    "pl": ("sponsorowane", "sponsorowany"),
    "sv": ("sponsrad", "sponsrat"),
    "da": ("sponsoreret",),
    "no": ("sponset", "sponsa"),
    "fi": ("sponsoroitu",),
    "cs": ("sponzorováno", "sponzorované"),
    "tr": ("sponsorlu",),
    "ro": ("sponsorizat",),
    "hu": ("szponzorált",),
    "ru": ("спонсорский товар",),
    "ja": ("スポンサー", "スポンサー広告"),
    "zh": ("赞助", "贊助", "赞助商品"),
    "ko": ("스폰서", "광고 상품"),
}  # fmt: skip

# What names a marketplace offer's seller right before the name ("Verkauft von TechHaus",
# "Sold by Acme Outlet", "Vândut de: Digital Zone"; a bare "Verkäufer" only with its colon,
# not "Verkäuferbewertung"): one line per offer, in a list of the
# same product's offers from several sellers (``monitor.extract.sellers``).
SOLD_BY: dict[str, tuple[str, ...]] = {
    "en": ("sold by", "seller:", "sold and shipped by", "ships from and sold by"),
    "de": ("verkauft von", "verkäufer:", "verkauf durch", "verkauft und versendet von"),
    "fr": ("vendu par", "vendeur :", "vendeur:", "vendu et expédié par"),
    "es": ("vendido por", "vendedor:", "vendido y enviado por"),
    "it": ("venduto da", "venditore:", "venduto e spedito da"),
    "pt": ("vendido por", "vendedor:"),
    "nl": ("verkocht door", "verkoper:"),
    "pl": ("sprzedawca:", "sprzedaje"),
    "ro": ("vândut de", "vandut de", "vânzător:", "vanzator:"),
    # Written with or without a colon, full-width (U+FF1A) or not: "出品者: ガジェット堂",
    # "販売元 東京電機".
    "ja": ("出品者", "販売元", "販売者"),
}  # fmt: skip

# How a screen reader's label says an amount's cents after its currency's name ("1279 reais
# com 90 centavos", a marketplace's ``aria-label`` over the price it shows in boxes; "49
# pesos con 90 centavos", "12 dollars and 99 cents"): the words that join them, then the
# names of the cents (``monitor.extract.page``).
SPOKEN_CENTS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "pt": (("com", "e"), ("centavos", "centavo")),
    "es": (("con", "y"), ("centavos", "centavo", "céntimos", "céntimo", "centimos")),
    "en": (("and",), ("cents", "cent", "pence")),
    "de": (("und",), ("cent", "rappen")),
    "fr": (("et",), ("centimes", "centime", "cents")),
    "it": (("e",), ("centesimi", "centesimo")),
    "pl": (("i",), ("groszy", "grosze", "grosz")),
    "nl": (("en",), ("cent",)),
}  # fmt: skip

# What opens the condition an offer is sold in ("Gebraucht \u2013 Sehr gut", "Used - Like
# New", "Reconditionné \u2013 Très bon état", "Como nuevo"): a line of its own in a
# marketplace's list of offers, the offer's grade. Short words ("neu", "new") only as the
# whole of their line or before a dash (``monitor.extract.sellers``).
CONDITIONS: dict[str, tuple[str, ...]] = {
    "en": ("new", "used", "refurbished", "renewed", "open box", "pre-owned", "like new",
           "collectible", "certified refurbished"),
    "de": ("neu", "gebraucht", "generalüberholt", "wie neu", "b-ware", "neuwertig",
           "sehr gut", "refurbished"),
    "fr": ("neuf", "occasion", "reconditionné", "comme neuf", "très bon état", "bon état",
           "état correct", "parfait état"),
    "es": ("nuevo", "usado", "reacondicionado", "como nuevo", "seminuevo", "muy bueno"),
    "it": ("nuovo", "usato", "ricondizionato", "come nuovo"),
    "pt": ("novo", "usado", "recondicionado", "seminovo"),
    "nl": ("nieuw", "gebruikt", "refurbished", "als nieuw", "zo goed als nieuw", "tweedehands"),
    "pl": ("nowy", "używany", "odnowiony", "jak nowy", "powystawowy"),
    "ro": ("nou", "resigilat", "second hand", "recondiționat"),
    "ja": ("新品", "中古品", "中古", "整備済み品", "再生品", "未使用品", "ほぼ新品"),
}  # fmt: skip

# What a marketplace writes before an offer's condition on its line ("Staat: Zo goed als
# nieuw", "Stan: Używany", "Estado: Usado", "コンディション: 中古品 - 良い", its colon
# full-width): the condition is what follows.
CONDITION_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("condition",),
    "de": ("zustand",),
    "fr": ("état",),
    "es": ("estado", "condición"),
    "it": ("condizione", "condizioni"),
    "pt": ("estado", "condição"),
    "nl": ("staat", "conditie"),
    "pl": ("stan",),
    "ro": ("stare",),
    "ja": ("コンディション", "状態", "商品の状態"),
}  # fmt: skip

# A precious metal's name, which labels its rate of the moment on a jeweller's or a bullion
# dealer's page ("Today's Gold Rate 22KT: ₹6,420/g", "Gram Alt\u0131n: 2.978,52 ₺", "Goldpreis pro
# Gramm"). Not French "or" and "argent": a conjunction and money; not Chinese 金 alone: the
# sign of 金额, an amount.
PRECIOUS_METALS: dict[str, tuple[str, ...]] = {
    "en": ("gold", "silver", "platinum", "palladium", "bullion"),
    "de": ("gold", "feingold", "silber", "platin", "goldpreis", "silberpreis"),
    "tr": ("altın", "altin", "gümüş", "gumus", "platin"),
    "it": ("oro", "argento", "platino"),
    "es": ("oro", "plata", "platino"),
    "pt": ("ouro", "prata", "platina"),
    "ar": ("ذهب", "الذهب", "فضة", "الفضة", "عيار"),
    "zh": ("黄金", "金价", "足金", "千足金", "白银", "银价", "铂金", "金條", "金条"),
    "ja": ("金価格", "純金", "地金", "プラチナ"),
    "th": ("ทองคำ", "ราคาทอง", "ทองรูปพรรณ", "ทองแท่ง"),
    "hi": ("सोना", "सोने", "चांदी", "चाँदी"),
    "ru": ("золото", "золота", "серебро", "серебра"),
}

# A unit of weight a metal is priced by.
WEIGHT_UNITS: tuple[str, ...] = (
    "g", "gr", "gm", "gms", "gram", "grams", "gramme", "gramm", "grammo", "grammi", "gramo",
    "gramos", "grama", "gramas", "kg", "oz", "ozt", "tola", "tolas", "克", "公克", "グラム", "กรัม",
    "ग्राम", "جرام", "غرام", "грамм", "г",
)  # fmt: skip

# A car park's live count of its free spaces ("212 frei", "0 von 860 Plätzen frei", "Nog 34
# plekken vrij", "Posti liberi: 45"), with the word its board shows when none is left before it
# ("Vollbelegt 0 von 860 Plätzen frei"): it moves with each car in or out, while the tariff
# stays. By role: ``free`` the word that follows or leads the count, ``spaces`` the noun of a
# space ("" where the free word alone follows a count; English's "1 free" is a gift), ``of``
# the word before the capacity, ``full`` the board's word, ``bounds`` the words of a limit
# that stand before a count that is none ("Kinder bis 6 frei": children up to six go free).
FREE_SPACES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "free": ("free", "available"),
        "spaces": ("spaces", "spots", "bays", "parking spaces"),
        "of": ("of", "/"),
        "full": ("full",),
    },
    "de": {
        "free": ("frei", "freie"),
        "spaces": ("", "plätze", "plätzen", "stellplätze", "stellplätzen", "parkplätze"),
        "of": ("von", "/"),
        "full": ("vollbelegt", "voll", "besetzt"),
        "bounds": ("bis", "unter", "ab", "über", "bis zu"),
    },
    "nl": {
        "free": ("vrij", "vrije"),
        "spaces": ("", "plekken", "plaatsen", "parkeerplaatsen", "parkeerplekken"),
        "of": ("van", "/"),
        "full": ("vol", "bezet"),
        "bounds": ("t/m", "tot", "onder", "vanaf", "boven", "tot en met"),
    },
    "fr": {
        "free": ("libres", "libre"),
        "spaces": ("places", "places de parking"),
        "of": ("sur", "/"),
        "full": ("complet",),
    },
    "it": {
        "free": ("liberi", "libero"),
        "spaces": ("", "posti", "posti auto", "stalli"),
        "of": ("su", "di", "/"),
        "full": ("completo", "pieno"),
        "bounds": ("fino a", "sotto", "sotto i", "fino ai", "oltre"),
    },
}

# The units of energy a tariff prices in a currency's hundredths, however many of them: "109,90
# öre/kWh", "120,5 ct/kWh", "105p per therm"; and of power, whose price a Spanish tariff gives
# with its period after a space ("0,108 €/kW día").
ENERGY_UNITS = ("kWh", "MWh", "kW", "m³", "m3", "therm", "GJ")

# Before the use an example cost is worked out for: "Jahreskosten bei 2.500 kWh",
# "Årskostnad vid 2 500 kWh/år", "Coste anual para 2.500 kWh", "Annual cost for 2,900 kWh".
USAGE_AT: dict[str, tuple[str, ...]] = {
    "en": ("for", "at", "based on"),
    "de": ("bei", "für"),
    "fr": ("pour", "sur la base de"),
    "es": ("para", "con"),
    "it": ("per", "con"),
    "pt": ("para", "com"),
    "nl": ("bij", "voor"),
    "sv": ("vid", "för"),
    "da": ("ved",),
    "no": ("ved",),
}

# The words before a place's name that make it where a page ships or travels to, not where
# it sells from: a Norwegian shop's "Vi sender ogs\u00e5 til Sverige" names Sweden as often as a
# Swedish one does, and "Fri frakt til hele Norge" names its own after another word.
DESTINATION_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("to",),
    "de": ("nach",),
    "nl": ("naar",),
    "sv": ("till",),
    "no": ("til",),
    "da": ("til",),
}

# A page that names no locale still says where it sells: its country's name, or its capital
# or main city, in the country's languages and in English ("Dakar, S\u00e9n\u00e9gal"). Only
# the regions whose signs a region decides: a letter read only there ("2 500 F", "BD 6.500"),
# a sign two regions write alike ("FCFA"), a sign several currencies write ("kr", "Rs"). No
# dollar's country: a US page names Canada as often as its own ("ships to Canada"), and no
# name that is also a person's, another place's or a word ("Jordan", "Congo", "Split").
REGION_NAMES: dict[str, tuple[str, ...]] = {
    "SN": ("S\u00e9n\u00e9gal", "Senegal", "Dakar", "Thi\u00e8s"),
    "CI": (
        "C\u00f4te d'Ivoire",
        "C\u00f4te d\u2019Ivoire",
        "Cote d'Ivoire",
        "Ivory Coast",
        "Abidjan",
        "Yamoussoukro",
        "Bouak\u00e9",
    ),
    "ML": ("Mali", "Bamako"),
    "BF": ("Burkina Faso", "Ouagadougou"),
    "BJ": ("B\u00e9nin", "Benin", "Cotonou", "Porto-Novo"),
    "TG": ("Togo", "Lom\u00e9"),
    "NE": ("Niamey",),
    "CM": ("Cameroun", "Cameroon", "Yaound\u00e9", "Douala"),
    "GA": ("Gabon", "Libreville"),
    "TD": ("Tchad", "N'Djamena"),
    "NG": ("Nigeria", "Abuja"),
    "KW": ("Kuwait", "\u0627\u0644\u0643\u0648\u064a\u062a"),
    "BH": ("Bahrain", "Manama", "\u0627\u0644\u0628\u062d\u0631\u064a\u0646"),
    "QA": ("Qatar", "Doha", "\u0642\u0637\u0631"),
    "OM": ("Oman", "Muscat", "\u0639\u0645\u0627\u0646"),
    "LY": ("Libya", "\u0644\u064a\u0628\u064a\u0627"),
    "SE": ("Sverige", "Sweden", "Stockholm", "G\u00f6teborg", "Malm\u00f6"),
    "NO": ("Norge", "Norway", "Oslo", "Trondheim"),
    "DK": ("Danmark", "Denmark", "K\u00f8benhavn", "Copenhagen", "Aarhus"),
    "IS": ("\u00cdsland", "Iceland", "Reykjav\u00edk"),
    # Where the euro's "e" is read ("19,90 e/kk"): the country, and its cities where a shop or
    # an address names them ("Tampereella": in Tampere).
    "FI": (
        "Suomi",
        "Suomessa",
        "Finland",
        "Helsinki",
        "Helsingiss\u00e4",
        "Tampere",
        "Tampereella",
        "Turku",
        "Turussa",
        "Espoo",
        "Espoossa",
        "Oulu",
        "Oulussa",
    ),
    "IN": ("India", "Bharat", "Mumbai", "Delhi", "Bengaluru", "Chennai"),
    "PK": ("Pakistan", "Karachi", "Lahore", "Islamabad"),
    "LK": ("Sri Lanka", "Colombo"),
    "NP": ("Nepal", "Kathmandu"),
    "ZA": ("South Africa", "Suid-Afrika", "Johannesburg", "Cape Town", "Durban"),
    "HR": ("Hrvatska", "Croatia", "Zagreb", "Rijeka"),
    "BA": ("Bosna i Hercegovina", "Bosnia", "Sarajevo", "Banja Luka"),
    "KG": ("Kyrgyzstan", "\u041a\u044b\u0440\u0433\u044b\u0437\u0441\u0442\u0430\u043d", "Bishkek"),
}

# A word of a link's class that calls it a picker's choice (``page.shaped_names``): a swatch
# or a variant's tile written as a link to the variant's own address ("swatch-link",
# "product-detail-configurator-option", "variant-tile"); a card's link to another product
# says "product", "tile" or "card".
CHOICE_CLASS_WORDS = frozenset(
    {"swatch", "swatches", "variant", "variants", "variation", "option", "configurator",
     "variante", "wariant", "varianta", "opcion", "opzione", "optie"}
)  # fmt: skip
