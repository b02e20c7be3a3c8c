"""The words around prices, per language: periods and stock states as pages write them, and
every word of the tables in ``monitor.extract.words`` read as what it stands for."""

# Words of Cyrillic and Turkish, whose letters look like Latin ones: that is what they are.
# ruff: noqa: RUF001

import re
from pathlib import Path

import pytest

from monitor.extract import language, money, phrases, words
from monitor.extract.phrases import (
    CONTACT_SALES,
    alternation,
    availability_by_line,
    availability_in,
    billed_in,
    heading_period,
    period_after,
    period_before,
    period_in,
)

PAGES = Path(__file__).parent.parent / "data" / "pages"

# (language, what follows the amount, period): as pricing pages write them.
PERIODS_AFTER = [
    ("en", "/mo", "month"),
    ("en", "/mo per user", "month per user"),  # what it is per, after the period
    ("en", " per seat / year", "year per seat"),
    ("en", " per agent per month, billed annually", "month per agent"),
    ("en", " per member / quarter", "quarter per member"),
    ("en", " per GB per month", "month per gb"),
    ("en", " per 1M requests / day", "day per 1m requests"),
    ("en", " a week", "week"),
    ("en", "/hr", "hour"),
    ("en", " one-time", "once"),
    ("en", " perpetual license", "once"),  # a licence bought once
    ("en", " perpetual", "once"),
    ("en", " billed yearly", "year"),
    ("en", " pcm", "month"),
    ("en", " pw", "week"),
    ("en", " p/w", "week"),
    ("en", " pwd", None),
    # A holiday let's two weeks.
    ("en", " / fortnight", "2 weeks"),
    ("fr", " / quinzaine", "2 weeks"),
    ("es", " por quincena", "2 weeks"),
    ("pt", " por quinzena", "2 weeks"),
    # A connector elided before its noun's vowel, with either apostrophe.
    ("it", " all'anno", "year"),
    ("it", " all’ora", "hour"),
    ("fr", " l'an", "year"),
    ("fr", " HT l’année", "year"),
    ("fr", " l'abonnement", None),
    ("de", " / mtl.", "month"),
    ("en", " per user, billed annually", "year per user"),
    ("en", "/seat billed monthly", "month per seat"),
    # How it is billed before the connector is no unit the price is per.
    ("en", " billed every month", "month"),
    ("en", " charged every 2 years", "2 years"),
    ("en", " billed per user per month", "month per user"),
    ("fr", " facturés chaque mois", "month"),
    ("de", " abgerechnet pro Jahr", "year"),
    ("pt", " cobrado a cada mês", "month"),
    ("es", " facturados cada año", "year"),
    ("it", " fatturati ogni 2 anni", "2 years"),
    ("pt", " faturados a cada ano", "year"),
    ("de", " pro Nutzer und Monat", "month per nutzer"),
    ("de", " / Jahr", "year"),
    ("de", " zzgl. MwSt. pro Monat", "month"),
    ("de", " je Stunde", "hour"),
    ("de", " einmalig", "once"),
    ("de", " Einmalzahlung", "once"),
    ("de", " Kauflizenz", "once"),
    ("de", " einmalige Zahlung", "once"),
    ("de", " pro Quartal", "quarter"),
    ("fr", " HT par mois", "month"),
    ("fr", " par utilisateur et par an", "year per utilisateur"),
    ("fr", " /an", "year"),
    ("fr", " par semaine", "week"),
    ("fr", " paiement unique", "once"),
    ("fr", " HT achat unique", "once"),
    ("es", " al mes", "month"),
    ("es", " por usuario/año", "year per usuario"),
    ("es", " + IVA al año", "year"),
    ("es", " pago único", "once"),
    ("it", " al mese", "month"),
    ("it", " per utente all'anno", "year per utente"),  # the connector elided
    ("it", " IVA esclusa / anno", None),
    ("it", " /anno", "year"),
    ("it", " una tantum", "once"),
    ("pt", " por mês", "month"),
    ("pt", " /usuário/mês", "month per usuário"),
    ("pt", " ao ano", "year"),
    ("pt", " compra única", "once"),
    ("pt", " vitalício", "once"),
    ("nl", " per maand", "month"),
    ("nl", " p/m", "month"),
    ("nl", " per gebruiker per jaar", "year per gebruiker"),
    ("nl", " eenmalig", "once"),
    ("pl", " /mies.", "month"),
    ("pl", " za miesiąc", "month"),
    # An hour or a minute paid whole once begun: a parking's, a court's, a pool's overstay.
    ("pl", " za każdą rozpoczętą godzinę", "hour"),
    ("pl", " za każdą godzinę", "hour"),
    ("cs", " za každou započatou minutu", "minute"),
    ("cs", " za každou hodinu", "hour"),
    ("cs", " za každou další osobu", None),
    ("de", " pro angefangene Stunde", "hour"),
    ("de", " je angefangene Stunde", "hour"),
    ("pl", " na rok", "year"),
    ("pl", " miesięcznie", "month"),
    ("pl", " opłata jednorazowa", "once"),
    ("sv", " /mån", "month"),
    ("sv", " per användare och månad", "month per användare"),
    ("sv", " i månaden", "month"),
    ("sv", " per år", "year"),
    ("sv", " /halvår", "half-year"),
    # A currency's code after words is no abbreviation of a second ("sek"); right after the
    # price it is the price's.
    ("sv", " Alla priser i SEK", None),
    ("sv", " SEK/mån", "month"),
    ("no", " per halvår", "half-year"),
    ("sv", " engångskostnad", "once"),
    ("sv", " livstid", "once"),
    ("da", " pr. md.", "month"),
    ("da", " om året", "year"),
    ("da", " pr. bruger pr. måned", "month per bruger"),
    ("no", " pr. mnd.", "month"),
    ("no", " per bruker per år", "year per bruker"),
    ("no", " i timen", "hour"),
    ("fi", " /kk", "month"),
    ("fi", " /käyttäjä/kk", "month per käyttäjä"),
    ("fi", " /kk/hlö", "month per hlö"),
    ("fi", " /kk/laite", "month per laite"),
    ("fi", " vuodessa", "year"),
    ("fi", " kuussa", "month"),
    ("cs", " /měsíc", "month"),
    ("cs", " za uživatele a měsíc", "month per uživatele"),
    ("cs", " ročně", "year"),
    ("ja", "/月", "month"),
    ("ja", "/ユーザー/月", "month per ユーザー"),
    ("ja", "/年", "year"),
    ("ja", "／泊", "night"),
    ("zh", "/晚", "night"),
    ("ko", "/박", "night"),
    ("zh", "/月", "month"),
    ("zh", "/用户/年", "year per 用户"),
    ("zh", " 每月", "month"),
    ("zh", " 年繳", "year"),  # Taiwan: paid by the year
    ("zh", " 月缴", "month"),
    ("ko", "/월", "month"),
    ("ko", "/사용자/월", "month per 사용자"),
    ("ko", " 연간", "year"),
    # An app's lifetime unlock, paid once: "₩59,000 (1회 결제)".
    ("ko", " (1회 결제)", "once"),
    # ... but paid once a month or a year is by the month or the year.
    ("ko", " (월 1회 결제)", "month"),
    ("ko", " (연 1회 결제)", "year"),
    ("ko", " 단건 결제", "once"),
    ("tr", "/ay", "month"),
    ("tr", " kullanıcı başına / ay", "month per kullanıcı"),  # the connector after the unit
    ("tr", " yıllık", "year"),
    ("tr", " /ay KDV dahil", "month"),
    ("ru", " в месяц", "month"),
    ("ru", " за пользователя в месяц", "month per пользователя"),
    ("ru", "/год", "year"),
    ("uk", " на місяць", "month"),
    ("uk", " за годину", "hour"),
    ("uk", "/год.", "hour"),  # Ukrainian's hour, Russian's and Bulgarian's year
    ("uk", " щорічно", "year"),
    ("hu", "/hó", "month"),
    ("hu", " havonta", "month"),
    ("hu", " + ÁFA / év", "year"),
    # A tax note between the price and its period, in the languages' own words for the tax
    # and for "including" and "excluding" (the period was lost behind them).
    ("he", ' + מע"מ לחודש', "month"),
    ("he", " לא כולל מע\u05f4מ לחודש", "month"),
    ("ar", " + ضريبة القيمة المضافة / شهر", "month"),
    ("ar", " شامل الضريبة شهريًا", "month"),
    ("th", " ไม่รวม VAT /เดือน", "month"),
    ("th", " ไม่รวมภาษี /เดือน", "month"),
    ("hi", " + जीएसटी /माह", "month"),
    ("ko", " VAT 별도 /월", "month"),
    ("ko", " 부가세 포함 /월", "month"),
    ("vi", " chưa gồm VAT/tháng", "month"),
    ("id", " belum termasuk PPN /bulan", "month"),
    # Near misses: a tax note alone is no period.
    ("he", ' + מע"מ', None),
    ("ko", " VAT 별도", None),
    ("id", " termasuk PPN", None),
    ("ro", " / lună", "month"),
    ("ro", " pe utilizator pe lună", "month per utilizator"),
    ("ro", " anual", "year"),
    # The plurals a count takes, in Romanian, Ukrainian and Russian.
    ("ro", " / 3 luni", "quarter"),
    ("ro", " / 6 luni", "half-year"),
    ("ro", " / 2 ani", "2 years"),
    ("uk", " / 3 місяці", "quarter"),
    ("uk", " / 6 місяців", "half-year"),
    ("uk", " / 2 роки", "2 years"),
    ("ru", " / 3 месяца", "quarter"),
    ("ru", " / 6 месяцев", "half-year"),
    ("ru", " / 2 года", "2 years"),
    ("el", " το μήνα", "month"),
    ("el", "/έτος", "year"),
    # "Every" and the feminine periods' article; a half-year; a price per device or portion.
    ("el", " κάθε μήνα", "month"),
    ("el", " κάθε 2 μήνες", "2 months"),
    ("el", " την ημέρα", "day"),
    ("el", " την εβδομάδα", "week"),
    # Its form without the final n before most consonants: "τη μέρα", "τη βδομάδα".
    ("el", " τη μέρα", "day"),
    ("el", " το εξάμηνο", "half-year"),
    ("el", " ανά συσκευή / μήνα", "month per συσκευή"),
    ("el", " ανά μερίδα / εβδομάδα", "week per μερίδα"),
    # Not a period: a weekday after the same article, "every" before no period.
    ("el", " την Τρίτη", None),
    ("el", " τη Δευτέρα", None),
    ("el", " κάθε φορά", None),
    ("he", " לחודש", "month"),
    ("he", " למשתמש לשנה", "year per משתמש"),
    ("ar", " شهريًا", "month"),
    ("ar", " / سنة", "year"),
    ("ar", " في الشهر", "month"),
    ("id", "/bulan", "month"),
    ("id", " per pengguna per tahun", "year per pengguna"),
    ("vi", "/tháng", "month"),
    ("vi", " mỗi năm", "year"),
    ("th", "/เดือน", "month"),
    ("th", " รายปี", "year"),
    ("ms", " sebulan", "month"),
    ("ms", "/tahun", "year"),
    ("ms", " setiap bulan", "month"),
    ("hi", " प्रति माह", "month"),
    ("hi", "/वर्ष", "year"),
    ("hi", " /महीना", "month"),
    ("hi", " प्रति उपयोगकर्ता प्रति साल", "year per उपयोगकर्ता"),
    ("bn", " /মাস", "month"),
    ("bn", " প্রতি বছর", "year"),
    ("bn", " মাসিক", "month"),
    ("ur", " / ماہ", "month"),
    ("ur", " ماہانہ", "month"),
    ("ur", " سالانہ", "year"),
    ("ne", " प्रति महिना", "month"),
    ("ne", "/वर्ष", "year"),
    ("si", " / මාසයකට", "month"),
    ("si", " වාර්ෂිකව", "year"),
    ("si", " මසකට", "month"),  # the dative alone: "for a month"
    ("si", " වසරකට", "year"),
    ("hi", " दरमहा", "month"),
    ("hi", " प्रतिमाह", "month"),
    # India's other languages: a noun after "/", "per" before it, or a dative joined to it.
    ("ta", " / மாதம்", "month"),
    ("ta", " மாதத்திற்கு", "month"),
    ("ta", " / ஆண்டு", "year"),
    ("ta", " மாதம்", None),  # the noun alone is "a month": a plan's term, no price's period
    ("te", " నెలకు", "month"),
    ("te", " ప్రతి నెల", "month"),
    ("te", " / సంవత్సరం", "year"),
    ("kn", " ತಿಂಗಳಿಗೆ", "month"),
    ("kn", " ಪ್ರತಿ ವರ್ಷ", "year"),
    ("ml", " പ്രതിമാസം", "month"),
    ("ml", " / വർഷം", "year"),
    ("mr", " दरमहा", "month"),
    ("mr", " / महिना", "month"),
    ("mr", " दर महिन्याला", "month"),
    ("gu", " પ્રતિ મહિને", "month"),
    ("gu", " / વર્ષ", "year"),
    ("pa", " ਪ੍ਰਤੀ ਮਹੀਨਾ", "month"),
    ("pa", " ਸਾਲਾਨਾ", "year"),
    ("or", " ପ୍ରତି ମାସ", "month"),
    ("or", " / ବର୍ଷ", "year"),
    # A recharge pack's validity, named in the page's language or in its letters.
    ("hi", " वैधता: 28 दिन", "28 days"),
    ("te", " వ్యాలిడిటీ 84 రోజులు", "84 days"),
    ("ta", " வேலிடிட்டி 28 நாட்கள்", "28 days"),
    ("kn", " ವ್ಯಾಲಿಡಿಟಿ: 56 ದಿನಗಳು", "56 days"),
    ("uz", " / oy", "month"),  # Uzbek, in Latin letters and in Cyrillic
    ("uz", " oyiga", "month"),
    ("uz", " / kun", "day"),
    ("uz", " yillik", "year"),
    ("uz", "/ой", "month"),
    ("az", " / ay", "month"),  # Azerbaijani
    ("az", " aylıq", "month"),
    ("az", " illik", "year"),
    ("hy", " / ամիս", "month"),  # Armenian
    ("hy", " ամսական", "month"),
    ("hy", " / տարի", "year"),
    ("mn", " / сар", "month"),  # Mongolian
    ("mn", " сард", "month"),
    ("mn", " / долоо хоног", "week"),
    ("am", " በወር", "month"),  # Amharic
    ("am", " / ዓመት", "year"),
    ("sq", " / muaj", "month"),  # Albanian
    ("sq", " në muaj", "month"),
    ("sq", " / javë", "week"),
    ("sq", " në vit", "year"),
    ("sq", " mujore", "month"),
    ("sq", " për përdorues / muaj", "month per përdorues"),
    ("mk", " / месец", "month"),  # Macedonian
    ("mk", " месечно", "month"),
    ("mk", " годишно", "year"),
    ("mk", " / ден", "day"),  # the denar's name is a day's too: after the currency, a day
    ("mk", " по корисник / месец", "month per корисник"),  # "по": per
    ("mk", " по месец", "month"),
    ("km", "/ខែ", "month"),  # Khmer, without spaces between words
    ("km", " ក្នុងមួយខែ", "month"),
    ("km", " ប្រចាំឆ្នាំ", "year"),
    ("km", "/សប្តាហ៍", "week"),
    ("km", "/សប្ដាហ៍", "week"),  # the same word with a subscript d
    ("km", " បង់តែម្តង", "once"),
    ("my", " / လ", "month"),  # Burmese: a month is one letter
    ("my", " / ၁၂ လ", "year"),  # a count in Myanmar digits
    ("my", " / ၃ လ", "quarter"),
    ("my", " လစဉ်", "month"),
    ("my", " / နှစ်", "year"),
    ("my", " တစ်ကြိမ်သာ", "once"),
    ("my", " လာမည့်အပတ်", None),  # "next week": the letter starts a word, no month
    ("ps", " میاشتنۍ", "month"),  # Pashto, the adjective in either gender
    ("ps", " میاشتنی", "month"),
    ("ps", " / میاشت", "month"),
    ("ps", " هره میاشت", "month"),  # "every" before a feminine noun
    ("ps", " اونیزه", "week"),
    ("ps", " / اونۍ", "week"),
    ("ps", " ورځنۍ", "day"),
    ("ps", " کلنی", "year"),
    ("ps", " یو ځل", "once"),
    ("ps", " د میاشتې په پای کې", None),  # "at the month's end": a noun without "per"
    # Arabic joins "for" and "by" to the noun: "لليلة" is "ل" and "الليلة" with one alif.
    ("ar", " لليلة", "night"),
    ("ar", " / ليلة", "night"),
    ("ar", " للشهر", "month"),
    ("ar", " بالشهر", "month"),
    ("ar", " لليوم", "day"),
    ("ar", " للأسبوع", "week"),
    ("ar", " للسنة", "year"),
    ("ar", " الليلة فقط", None),  # "tonight only": no period
    ("sk", " / mesiac", "month"),
    ("sk", " mesačne", "month"),
    ("sk", " za používateľa a mesiac", "month per používateľa"),
    ("sk", " ročne", "year"),
    ("hr", " / mj.", "month"),
    ("hr", " mjesečno", "month"),
    ("hr", " po korisniku mjesečno", "month per korisniku"),
    ("hr", " godišnje", "year"),
    ("hr", " + PDV / godina", "year"),
    ("sr", " / мес.", "month"),  # Serbian in Cyrillic
    ("sr", " месечно", "month"),
    ("sr", " по кориснику месечно", "month per кориснику"),
    ("sr", " годишње", "year"),
    ("sr", " / година", "year"),  # a year in Serbian, as in Bulgarian (an hour in Ukrainian)
    ("sr", " godišnje", "year"),  # and in Latin
    ("sr", " / mesec", "month"),
    ("kk", " / ай", "month"),  # Kazakh
    ("kk", " айына", "month"),
    ("kk", " айлық", "month"),  # the adjective, monthly
    ("kk", " жылдық", "year"),
    ("kk", " айлык", "month"),  # Kyrgyz, read with Kazakh
    ("kk", " / жыл", "year"),
    ("kk", " пайдаланушыға / ай", "month per пайдаланушыға"),
    ("ka", " / თვე", "month"),  # Georgian
    ("ka", " თვეში", "month"),
    ("ka", " წელიწადში", "year"),
    ("tl", "/buwan", "month"),  # Filipino
    ("tl", " kada buwan", "month"),
    ("tl", "/taon", "year"),
    ("tl", " taunan", "year"),
    ("tl", " bawat gumagamit / buwan", "month per gumagamit"),
    ("fa", " ماهانه", "month"),  # Persian
    ("fa", " در ماه", "month"),
    ("fa", " سالانه", "year"),
    ("fa", " سه\u200cماهه", "quarter"),
    ("fa", " هر ۳ ماه", "quarter"),
    ("sw", " kwa mwezi", "month"),  # Swahili
    ("sw", " kwa mwaka", "year"),
    ("sw", " kila wiki", "week"),
    ("sw", " kwa siku 30", "30 days"),  # Swahili's count after the noun
    ("sw", " kwa siku 7", "week"),
    ("sw", " kila miezi 3", "quarter"),
    ("sw", " muda: siku 7", "week"),  # how long a bundle lasts is its period
    ("en", " valid for 30 days", "30 days"),
    ("fr", " validité : 7 jours", "week"),
    ("fr", " valable 30 jours", "30 days"),
    ("es", " vigencia: 30 días", "30 days"),
    ("pt", " válido por 7 dias", "week"),
    ("th", " ใช้ได้ 30 วัน", "30 days"),  # a prepaid pack usable for 30 days
    ("th", " ใช้ได้ 7 วัน", "week"),
    ("th", " ใช้ได้ทุกเครือข่าย", None),  # usable on every network: no count, no period
    ("id", " masa aktif 30 hari", "30 days"),
    ("id", " masa aktif kartu", None),
    ("ms", " sah selama 30 hari", "30 days"),
    ("vi", " thời hạn 30 ngày", "30 days"),
    ("vi", " thời hạn sử dụng: 30 ngày", "30 days"),
    ("vi", " hạn sử dụng 12 tháng", None),  # a food's shelf life, not what it is priced for
    ("th", " อายุการใช้งาน 6 เดือน", None),  # a filter's lifetime
    ("th", " ระยะเวลาใช้งาน 30 วัน", "30 days"),
    ("he", " בתוקף ל-30 יום", "30 days"),
    ("he", " לחודשיים", "2 months"),  # Hebrew's dual: a count of two in the noun
    ("he", " כל שבועיים", "2 weeks"),
    ("he", " לדקה", "minute"),
    ("he", " 100 דקות", None),  # an allowance of minutes
    ("th", "/นาที", "minute"),  # a call's overage rate
    ("th", " โทรฟรี 200 นาที", None),  # free calls: an allowance
    ("sw", " kwa mtumiaji / mwezi", "month per mtumiaji"),
    ("bn", "/মাস", "month"),  # Bengali
    ("bn", "/বছর", "year"),
    ("bn", " প্রতি মাসে", "month"),
    ("bn", " বার্ষিক", "year"),
    ("ur", " ماہانہ", "month"),  # Urdu
    ("ur", " سالانہ", "year"),
    ("ur", " / ماہ", "month"),
    ("ur", " فی مہینہ", "month"),
    ("sl", " na mesec", "month"),
    ("sl", " letno", "year"),
    ("bg", "/месец", "month"),
    ("bg", " на месец", "month"),
    ("bg", " годишно", "year"),
    ("bg", " / година", "year"),  # Bulgarian's year, Ukrainian's hour
    ("bg", " на година", "year"),
    ("bg", " с ДДС / мес.", "month"),
    ("lt", " / mėn.", "month"),
    ("lt", " per mėnesį", "month"),
    ("lt", " / metus", "year"),
    ("lv", " mēnesī", "month"),
    ("lv", " gadā", "year"),
    ("lv", " par lietotāju mēnesī", "month per lietotāju"),
    ("et", " kuus", "month"),
    ("et", " / kuu", "month"),
    ("et", " aastas", "year"),
    ("is", " á mánuði", "month"),
    ("is", "/mán.", "month"),
    ("is", " á ári", "year"),
    ("is", " á notanda á mánuði", "month per notanda"),
    ("ca", " al mes", "month"),
    ("ca", " a l'any", "year"),
    ("ca", " a l’any", "year"),
    ("ca", " per usuari i mes", "month per usuari"),
    ("ca", " anualment", "year"),
    ("fr", " tous les mois", "month"),
    ("fr", " toutes les semaines", "week"),
    ("fi", " joka kuukausi", "month"),
    ("cs", " každý měsíc", "month"),
    # Per minute: a usage price's (calls, transcription, build minutes).
    ("en", "/min", "minute"),
    ("en", " per minute", "minute"),
    ("en", " min. order", None),  # a minimum, with no "per" before it
    ("de", "/Min.", "minute"),
    ("es", " por minuto", "minute"),
    ("no", " /min", "minute"),
    ("en", " / minute", "minute"),
    ("de", " pro Minute", "minute"),
    ("de", "/Min. ins dt. Festnetz", "minute"),
    ("fr", " la minute", "minute"),
    ("fr", "/min TTC", "minute"),
    ("it", " al minuto", "minute"),
    ("pl", "/min", "minute"),
    ("pl", " za minutę", "minute"),
    ("sv", " i minuten", "minute"),
    ("sv", " per minut", "minute"),
    ("en", " min. 12 months", None),  # a minimum term
    ("de", " Min. Laufzeit 24 Monate", None),
    # A count of periods, after "/" or a word for every, with what the price is per before it.
    ("en", " / delivery, every 2 weeks", "2 weeks per delivery"),
    ("en", " every 3 months", "quarter"),
    ("en", " every 12 months", "year"),
    ("de", " / Lieferung, alle 2 Wochen", "2 weeks per lieferung"),
    ("fr", " toutes les 2 semaines", "2 weeks"),
    ("es", " cada 2 meses", "2 months"),
    ("it", " ogni 4 settimane", "4 weeks"),
    ("pl", " / paczka, co 2 tygodnie", "2 weeks per paczka"),
    ("zh", "/3年", "3 years"),
    ("ar", " كل 3 أشهر", "quarter"),  # Arabic counts in the plural: months, weeks, years
    ("ar", " كل ٦ شهور", "half-year"),
    ("ar", " / 2 أسابيع", "2 weeks"),
    ("ar", " كل 3 سنوات", "3 years"),
    ("en", " / 30 days", "30 days"),
    # A bundle's validity in Arabic and in Pashto, in their digits.
    ("ar", " الصلاحية: ٣٠ يوم", "30 days"),
    ("ar", " صالحة لمدة 7 أيام", "week"),
    ("ps", " اعتبار: ۳۰ ورځې", "30 days"),
    ("ps", " اعتبار: ۷ ورځې", "week"),
    # "Per" before a count says it comes round again too: a gym's "per 4 weeks".
    ("en", " per 4 weeks", "4 weeks"),
    ("en", " per 3 months", "quarter"),
    ("de", " pro 4 Wochen", "4 weeks"),
    ("nl", " per 4 weken", "4 weeks"),
    ("da", " pr. 4 uger", "4 weeks"),
    ("no", " per 4 uker", "4 weeks"),
    ("sv", " per 4 veckor", "4 weeks"),
    ("el", " ανά 3 μήνες", "quarter"),
    ("hu", " per 4 hét", "4 weeks"),
    # A count in words, or an ordinal ("every fourth week": every 4 weeks).
    ("en", " every four weeks", "4 weeks"),
    ("en", " every other week", "2 weeks"),
    ("de", " alle vier Wochen", "4 weeks"),
    ("da", " hver fjerde uge", "4 weeks"),
    ("da", " hver 4. uge", "4 weeks"),
    ("nl", " elke twee maanden", "2 months"),
    # "Every" after the count (a pet food subscription's interval), or Swedish "var" before
    # an ordinal.
    ("ja", " 30日ごと", "30 days"),
    ("ja", "(税込)・30日ごとにお届け", "30 days"),
    ("ja", " 2ヶ月毎にお届け", "2 months"),
    ("ko", " 4주마다", "4 weeks"),
    ("fi", " 4 viikon välein", "4 weeks"),
    ("sv", " var 4:e vecka", "4 weeks"),
    ("sv", " var fjärde vecka", "4 weeks"),
    ("sv", " var tredje månad", "quarter"),
    # A count without "every" is a time or a term, and Swedish "var" alone is "was".
    ("ja", " 30日以内", None),
    ("sv", " var 4 veckor", None),
    # Québec's "aux" with a count, Dutch "om de" and its adjective: every other or every n.
    ("fr", " aux deux semaines", "2 weeks"),
    ("fr", " aux 3 mois", "quarter"),
    ("fr", " aux six mois", "half-year"),
    ("fr", " aux membres", None),
    ("fr", " aux 3 premiers clients", None),
    ("nl", " tweewekelijks", "2 weeks"),
    ("nl", " om de twee weken", "2 weeks"),
    ("nl", " om de week", "2 weeks"),
    ("nl", " om 3 uur", None),
    ("es", " cada tres meses", "quarter"),
    # A case ending joined to the amount ("from 12 990 Ft") is no unit of the period.
    ("hu", "-tól / hó", "month"),
    ("hu", "-ért/hó", "month"),
    ("fi", ":sta / kk", "month"),
    ("tr", "'den / ay", "month"),
    ("zh", "起/月", "month"),
    ("zh", "起 / 年", "year"),
    ("ja", "\u301c/月", "month"),
    # A hotel's rate is per night, and may be per guest too.
    ("en", " / night", "night"),
    ("en", " nightly", "night"),
    ("de", " pro Nacht", "night"),
    ("de", " pro Person / Nacht", "night per person"),
    ("it", " a notte", "night"),
    ("pt", " por noite", "night"),
    ("es", " / noche", "night"),
    ("es", " x mes", "month"),  # Latin America's "x" for "por"
    ("es", " IVA incluido / mes", "month"),  # a tax note named before it says included
    ("es", " ITBIS incluido al mes", "month"),
    ("es", " i.v.i. al mes", "month"),
    ("az", " ƏDV daxil / ay", "month"),
    # Elsewhere a number after the period is another: a count of something else.
    ("en", " / month 2", "month"),
    ("nl", " per nacht", "night"),
    ("tr", " / gece", "night"),
    ("tr", " gecelik", "night"),
    # Paid at once, then the period: no unit called "vista".
    ("pt", " à vista por ano", "year"),
    ("pt", " à vista", None),
    ("pt", " por mês", "month"),
    ("vi", " / đêm", "night"),
    ("id", " / malam", "night"),
    ("ms", " semalam", None),  # "last night", no connector: no period
    ("id", " malam ini", None),  # "tonight"
    ("th", "/คืน", "night"),
    ("th", " คืนเงิน", None),  # a refund: no connector, and a word after it
    ("sk", " / noc", "night"),
    ("fi", " / yö", "night"),
    ("uk", " за ніч", "night"),
    ("bg", " на нощувка", "night"),
    ("vi", " / 2 đêm", "2 nights"),
    # With a count, "in", "za" and "om" name a time or a term, no period.
    ("de", " Lieferbar in 3 Wochen", None),
    ("pl", " za 2 tygodnie", None),
    ("sv", " om 3 veckor", None),
    # The cases a price's period takes: Finnish ablative (billed by), Lithuanian dative (for).
    ("fi", " kuukaudelta", "month"),
    ("fi", " vuodelta", "year"),
    ("lt", " mėnesiui", "month"),
    ("lt", " metams", "year"),
    # A count of periods in the case it takes, after the word for every.
    ("lt", " kas 2 savaites", "2 weeks"),
    ("lt", " kas 3 mėnesius", "quarter"),
    ("lv", " ik 2 nedēļas", "2 weeks"),
    ("lv", " ik 3 mēnešus", "quarter"),
    ("lv", " ik mēnesi", "month"),
    ("lv", " / 12 mēnešus", "year"),
    # The locative a Latvian shop writes after a slash.
    ("lv", " / mēnesī", "month"),
    ("lv", "/gadā", "year"),
    ("lv", " / nedēļā", "week"),
    # And the inessive an Estonian one writes there.
    ("et", " / kuus", "month"),
    ("et", "/aastas", "year"),
    ("et", " / päevas", "day"),
    ("et", " iga 2 nädala järel", "2 weeks"),
    ("et", " / 12 kuud", "year"),
    ("is", " á 2 vikna", None),  # "á 2 vikna fresti" is every 2 weeks; its circumfix is not read
    # Luxembourgish "am Mount" (in the month), Faroese "um mánaðin", Basque's inessive.
    ("lb", " am Mount", "month"),
    ("lb", " / Mount", "month"),
    ("lb", " am Joer", "year"),
    ("lb", " pro Woch", "week"),
    ("lb", " eemoleg", "once"),
    ("fo", " um mánaðin", "month"),
    ("fo", " um árið", "year"),
    ("fo", " hvønn mánað", "month"),
    ("fo", " um ársfjórðingin", "quarter"),
    ("eu", " hilean", "month"),
    ("eu", " / hilean", "month"),
    ("eu", " urtean", "year"),
    ("eu", " / 12 hilabete", "year"),
    ("eu", " astean", "week"),
    # Galician "ao mes", Welsh "y mis" (the month), Maltese "fix-xahar" (in the month),
    # Belarusian "in a month", Irish "in aghaidh na míosa" (per month).
    ("gl", " ao mes", "month"),
    ("gl", " ao ano", "year"),
    ("cy", " y mis", "month"),
    ("cy", " y flwyddyn", "year"),
    ("cy", " bob wythnos", "week"),
    ("mt", " fix-xahar", "month"),
    ("mt", " fis-sena", "year"),
    ("mt", " / xahar", "month"),
    ("be", " у месяц", "month"),
    ("be", " / год", "year"),
    ("be", " штомесяц", "month"),
    ("ga", " in aghaidh na míosa", "month"),
    ("ga", " sa bhliain", "year"),
    ("ga", " / mí", "month"),
    # Without a count or a connector, a period noun in these cases is no period.
    ("lt", " savaites", None),
    ("lv", " nedēļas", None),
    ("et", " kuud", None),
    ("et", " kuus kuud", None),  # "six months": a count in words, no period
    ("fi", " kuukausilaskutus", None),
    # Turkish's locative after a price ("a year", "a month"), and a dotted capital I that
    # str.lower() writes as an i with a combining dot.
    ("tr", " yılda", "year"),
    ("tr", " YILDA", "year"),
    ("tr", " ayda", "month"),
    ("tr", " haftada", "week"),
    ("tr", " yıldız", None),  # a star, not a year
    ("tr", " günde", None),  # same-day shipping ("... günde kargo"), no daily price
    ("az", " İLLİK", "year"),
    ("az", " HƏFTƏLİK", "week"),
    ("tr", " TEK SEFERLİK", "once"),
    ("uz", " ҳафтасига", "week"),  # Uzbek in Cyrillic, as in Latin "haftasiga"
    ("uz", " кунига", "day"),
    # A Polish gym's four-weekly card, its week abbreviated.
    ("pl", " / 4 tyg.", "4 weeks"),
    ("pl", " / tydz.", "week"),
    # Czech and Slovak counts from five take the genitive plural; before 2 to 4 the plural.
    ("cs", " / 14 dn\u00ed", "14 days"),
    ("cs", " / 30 dn\u016f", "30 days"),
    ("cs", " / 3 dny", "3 days"),
    ("cs", " / 6 t\u00fddn\u016f", "6 weeks"),
    ("cs", " / 12 m\u011bs\u00edc\u016f", "year"),
    ("cs", " / 5 noc\u00ed", "5 nights"),
    ("cs", " / 10 hodin", "10 hours"),
    ("sk", " / 14 dn\u00ed", "14 days"),
    ("sk", " / 6 mesiacov", "half-year"),
    ("sk", " / 5 t\u00fd\u017ed\u0148ov", "5 weeks"),
    # Near misses: a delivery time is no period ("Dod\u00e1n\u00ed do 14 dn\u00ed").
    ("cs", " do 14 dn\u00ed", None),
    ("cs", " dod\u00e1n\u00ed za 5 dn\u00ed", None),
    # A half year, and a quarter, where the tables had only the year and the month.
    ("he", " לחצי שנה", "half-year"),
    ("ru", " / полгода", "half-year"),
    ("uk", " за півроку", "half-year"),
    ("hu", " / félév", "half-year"),
    ("hu", " félévente", "half-year"),
    ("ro", " / semestru", "half-year"),
    ("hr", " / pola godine", "half-year"),
    ("sk", " polročne", "half-year"),
    ("zh", " /半年", "half-year"),
    ("th", "/ครึ่งปี", "half-year"),
    ("th", " รายไตรมาส", "quarter"),
    ("vi", " /nửa năm", "half-year"),
    ("vi", " hàng quý", "quarter"),
    ("hi", " / छमाही", "half-year"),
    ("ar", " نصف سنوي", "half-year"),
    # Near misses: the year alone, and half of something else.
    ("hr", " / godine", "year"),
    ("vi", " /năm", "year"),
    ("zh", " /年", "year"),
    ("hu", " / fél óra", None),
]


@pytest.mark.parametrize(("code", "after", "period"), PERIODS_AFTER)
def test_the_period_after_a_price_in_each_language(
    code: str, after: str, period: str | None
) -> None:
    with language.reading([code]):  # on a page in that language
        assert period_after(after) == period


@pytest.mark.parametrize(
    ("code", "text", "start", "end"),
    [
        ("en", "$29/mo Pro", 3, 6),
        ("en", "$29 per seat / month Team", 3, 20),
        ("en", "$29 billed annually Pro", 3, 19),
        ("de", "29 € / Monat Business", 4, 12),
        ("fr", "19,90 € par mois Essentiel", 7, 16),
        # No period after the price: where it ends.
        ("en", "£45 Basic", 3, 3),
        ("en", "$29 Monthly Planner", 3, 3),  # a name that starts with a period word
    ],
)
def test_where_the_period_after_a_price_ends(code: str, text: str, start: int, end: int) -> None:
    with language.reading([code]):
        assert phrases.period_end(text, start) == end


def test_every_language_is_covered() -> None:
    assert {language for language, _, _ in PERIODS_AFTER} == set(words.LANGUAGES)
    tables = (words.PERIOD_NOUNS, words.CONNECTORS, words.UNITS, words.AVAILABILITY, words.BADGES)
    for table in tables:
        assert set(table) == set(words.LANGUAGES)


# (what follows the amount, period): a period word or noun after what the price is per, where
# a language writes "per" after the unit (Turkish, "ユーザーあたり", "사용자당") or
# the period as an adverb ("per user monthly").
PERIOD_AFTER_UNIT = [
    (" kullanıcı başına aylık", "month per kullanıcı"),
    (" kullanıcı başına yıllık", "year per kullanıcı"),
    (" kişi başı aylık, KDV hariç", "month per kişi"),
    (" ユーザーあたり月額", "month per ユーザー"),
    (" 1ユーザー当たり年額", "year per 1ユーザー"),
    (" 사용자당 월", "month per 사용자"),
    (" 1인당 연", "year per 1인"),
    (" käyttäjää kohden kuukaudessa", "month per käyttäjää"),
    (" per user monthly", "month per user"),
    (" per user, annually", "year per user"),
    (" za użytkownika miesięcznie", "month per użytkownika"),
    (" pro Nutzer monatlich", "month per nutzer"),
    (" per user monthly or $80 per user yearly", "month per user"),
    (" kullanıcı başına aylık veya", "month per kullanıcı"),
    (" monthly limit", None),  # alone, an adjective of what follows
    # An abbreviation with its dot is no adjective: a finance teaser's monthly rate goes on
    # with its term ("ab 54,13 € mtl. bei 24 Monaten Laufzeit").
    (" mtl. bei 24 Monaten Laufzeit", "month"),
    (" monatl. für 36 Monate", "month"),
    (" jährl. zzgl. MwSt. für alle Nutzer", "year"),
    (" p.a. bei Zahlung per Lastschrift", "year"),
    (" monatlich kündbar", None),  # a word, not its abbreviation: as it was
    (" kullanıcı başına", None),
    # Turkish capitals: "I" lowers to a dotted i, "İ" to an i with a combining dot; the same
    # unit and period however a page writes them.
    (" KULLANICI BAŞINA AYLIK", "month per kullanıcı"),
    (" Kullanıcı Başına Yıllık", "year per kullanıcı"),
    (" / KULLANICI / AY", "month per kullanıcı"),
    (" LİSANS BAŞINA YILLIK", "year per lisans"),
    (" KİŞİ BAŞI AYLIK", "month per kişi"),
    (" ÜYE BAŞI AYLIK", "month per üye"),
    (" KULLANICI BAŞINA", None),  # no period after it, as in lower case
    # The unit and its postposed "per" after the period.
    ("/ay kullanıcı başına", "month per kullanıcı"),
    ("/AY KULLANICI BAŞINA", "month per kullanıcı"),
    ("/월 사용자당", "month per 사용자"),
    ("/月 1ユーザーあたり", "month per ユーザー"),
    ("/ay kullanıcı", "month"),  # no "per": a word of what follows
    (" / KOLTUK", None),
    # A unit whose word says its own "per" (a Hungarian suffix, an Arabic prefix).
    (" felhasználónként havonta", "month per felhasználónként"),
    (" felhasználónként / hó", "month per felhasználónként"),
    (" للمستخدم شهرياً", "month per للمستخدم"),
    (" للمستخدم سنوياً", "year per للمستخدم"),
    (" felhasználónként", None),  # no period after it
    (" havonta", "month"),  # a flat price stays flat
    (" شهرياً", "month"),
    (" للمستخدمين", None),  # a longer word: "for the users", no unit of this table
    # Chinese joins the unit to the "per" of the period after it, and a slash may come first.
    (" 每人每月", "month per 人"),
    (" / 每人每年", "year per 人"),
    (" 每位使用者每月", "month per 使用者"),
    (" 每个用户每月", "month per 用户"),
    # Thai spaces no words either: its unit runs into the "per" of the period.
    (" ต่อผู้ใช้ต่อเดือน", "month per ผู้ใช้"),
    (" ต่อคนต่อเดือน", "month per คน"),
    (" ต่อบัญชีต่อปี", "year per บัญชี"),
    (" ต่อคนต่อครั้ง", None),  # per person per visit: no period
    (" ต่อคนงาน", None),
    # A word such a script joins to the period: "from", "only", a unit after it.
    ("/月起", "month"),
    ("/人/月起", "month per 人"),
    ("/月から", "month"),
    ("/เดือนเท่านั้น", "month"),
    ("/ปีขึ้นไป", "year"),
    (" ต่อเดือนต่อคน", "month per คน"),
    # Near misses: any other word the period's letters start.
    ("/日本語", None),
    (" 每周一更新", None),
    (" 每日限定", None),
    (" ต่อวันที่ 5", None),
    (" / 每月", "month"),
    (" / per month", "month"),
    # A connector is no unit: "per un anno" is for a year, not per "per" a year.
    (" per un anno", None),
    (" per un mese", None),
    # A period and the price's noun made one word, alone after the price.
    (" Jahresgebühr", "year"),
    (" månadsavgift", "month"),
    (" 月額料金", "month"),
    (" Jahresgebühr entfällt", None),
]


@pytest.mark.parametrize(("after", "period"), PERIOD_AFTER_UNIT)
def test_a_period_word_after_what_the_price_is_per(after: str, period: str | None) -> None:
    assert period_after(after) == period


@pytest.mark.parametrize(
    ("after", "period"),
    [
        # A noun of two letters after a word of another language's: a French megabyte and
        # kilobyte, a German "Mo." (Monat) after a French article, an English "wk" after one.
        (" le Mo", None),
        (" le Mo.", None),
        (" par Mo", None),
        (" la Mo", None),
        (" le wk", None),
        # Near misses: the connector of the noun's language, or a slash, every language's.
        (" per mo", "month"),
        (" a mo", "month"),
        (" /mo", "month"),
        (" / Mo.", "month"),
        (" pro Mo.", "month"),
        (" per user / mo", "month per user"),
        (" par an", "year"),
        (" HT par an", "year"),
        (" pe an", "year"),
        (" per \u00e5r", "year"),
        (" om \u00e5r", "year"),
        (" pr. md.", "month"),
        (" per h\u00f3", "month"),
        (" al gg", "day"),
        (" le mois", "month"),
        (" per ms", "millisecond"),
    ],
)
def test_a_short_period_noun_is_read_after_a_connector_of_its_language(
    after: str, period: str | None
) -> None:
    assert period_after(after) == period


@pytest.mark.parametrize(
    ("code", "after", "period"),
    [
        # A page that names no language: Swahili's connector says the count is the period's.
        (None, " kwa siku 7", "week"),
        (None, " kila miezi 3", "quarter"),
        (None, " kwa siku 30", "30 days"),
        ("sw", " kwa siku 7", "week"),
        # Near misses: no count, a slash that every language writes, a page in English.
        (None, " kwa siku", "day"),
        (None, " / siku 30", "day"),
        ("en", " kwa siku 7", "day"),
    ],
)
def test_a_count_after_the_noun_is_read_after_a_connector_of_a_language_that_writes_it(
    code: str | None, after: str, period: str
) -> None:
    with language.reading([code] if code else []):
        assert period_after(after) == period


@pytest.mark.parametrize(
    ("text", "end", "period"),
    [
        ("月額 ¥1,200", 3, "month"),
        ("年額 ¥12,000", 3, "year"),
        ("Monthly: $10", 9, "month"),
        ("Jährlich 99 €", 9, "year"),
        ("월 9,900원", 2, "month"),
        ("3월 9,900원", 3, None),  # March, not "per month"
        ("Plan 9,900원", 5, None),
        ("$10", 0, None),
        # "Only" between the period and the amount.
        ("每月仅需¥99", 4, "month"),
        ("年付低至¥999", 4, "year"),
        ("月額わずか980円", 5, "month"),
        ("Monatlich nur 9 €", 14, "month"),
        ("Monthly: only $9", 14, "month"),
        ("월 단돈 9,900원", 5, "month"),
        ("Only $9", 5, None),
        # A spaced dash between them, as a select's options and old price lists write it.
        ("Monthly - $19.00", 10, "month"),
        ("Mensual - $199.00 MXN", 10, "month"),
        ("Jährlich – 99,00 €", 11, "year"),
        ("Annuel — 299,00 $", 9, "year"),
        ("Premium - $19.00", 10, None),
        ("Halb-$9", 5, None),
        ("永久ライセンス 9,800円", 8, "once"),
        ("永久授权 ¥999", 5, "once"),
        # A period's adjective after the noun it qualifies, as a premium's label writes it.
        ("Składka roczna 1 249 zł", 15, "year"),
        ("Składka półroczna: 689 zł", 19, "half-year"),
        ("Opłata miesięczna 49 zł", 18, "month"),
        ("Pojistné roční 4 990 Kč", 15, "year"),
        ("Premio annuale 189 €", 15, "year"),
        ("Składka 1 249 zł", 8, None),
        # A fee paid once, by its name right before its amount.
        ("Costo di attivazione: 39,99 €", 22, "once"),
        ("Frais de mise en service : 48 €", 27, "once"),
        ("Setup fee: $29", 11, "once"),
        ("Einrichtungsgebühr 19 €", 19, "once"),
        ("Cuota de alta: 30 €", 15, "once"),
        # A gym's, a club's or a coworking space's joining fee, beside its monthly price.
        ("Joining fee £25", 12, "once"),
        ("Enrolment fee: $49", 15, "once"),
        ("Aufnahmegebühr 29 €", 15, "once"),
        ("Frais d'inscription : 30 €", 22, "once"),
        ("Matrícula: 20 €", 11, "once"),
        ("Inschrijfgeld € 25", 14, "once"),
        ("Wpisowe 49 zł", 8, "once"),
        ("Startavgift 200 kr", 12, "once"),
        ("Indmeldelsesgebyr 199 kr", 18, "once"),
        ("Innmeldingsavgift 299 kr", 18, "once"),
        ("Avausmaksu 9,90 €", 11, "once"),
        ("Liittymismaksu: 49 €", 16, "once"),
        ("Toimitusmaksu 4,90 €", 14, None),  # delivery, charged on every order
        ("Medlemsavgift 200 kr", 14, None),
        # Not a fee paid once, or not right before it.
        ("Frais de résiliation : 59 €", 23, None),
        ("Late fee: $15", 10, None),
        ("Setup fee waived, then $29", 23, None),
        # A joining or connection fee in Chinese, Japanese, Korean, Mongolian, Azerbaijani.
        ("入會費 HK$ 800", 4, "once"),
        ("入会金 11,000円", 4, "once"),
        ("가입비 30,000원", 4, "once"),
        ("Холболтын төлбөр 30,000₮", 17, "once"),
        ("Qoşulma haqqı: 20 ₼", 15, "once"),
        ("月會費 HK$ 800", 4, None),
        # A line's opening or installation, and a deposit, paid up front beside the monthly.
        ("初期費用 3,300円", 5, "once"),
        ("契約事務手数料 3,300円", 8, "once"),
        ("开通费 ¥200", 4, "once"),
        ("개통비 7,700원", 4, "once"),
        ("Eenmalige opstartkosten € 49", 24, "once"),
        ("Jednorázový poplatek 990 Kč", 21, "once"),
        ("Zřizovací poplatek: 1 490 Kč", 20, "once"),
        ("Zriaďovací poplatok 29 €", 20, "once"),
        ("Biaya pasang Rp 150.000", 13, "once"),
        ("Security deposit: $200", 18, "once"),
        ("Kaution 100 €", 8, "once"),
        ("Dépôt de garantie : 150 €", 20, "once"),
        ("工事費 月々550円", 6, "month"),  # the installation paid by the month
        ("Ongkos kirim Rp 15.000", 13, None),  # shipping, charged on every order
        ("Deposit Rp 500.000", 8, None),  # a bank's deposit, not one paid for a line
        ("Poplatek 990 Kč", 9, None),
        # The period word closing the label's brackets, half or full width.
        ("Setup fee (one-time) $99", 21, "once"),
        ("入會費（一次性） HK$ 800", 9, "once"),
        ("Pro (monthly): $19", 15, "month"),
        # Brackets that close on no period word, or a period word not last in them.
        ("Pro (best value) $19", 17, None),
        ("Locker (monthly plans only) $5", 28, None),
        ("Locker (12) $5", 12, None),
        # Capitals with a dotted I, which str.lower() writes as two characters (no crash).
        ("İllik 99 ₼", 6, "year"),
        ("İLLİK: 99 ₼", 7, "year"),
        ("GECELİK 1.450 TL", 8, "night"),
        ("SAATLİK ₺90", 8, "hour"),
        ("İLK 99 ₼", 4, None),
        # A period and the price's noun made one word, or one term.
        ("Jahrespreis: 99 €", 13, "year"),
        ("Monatsbeitrag 19,90 €", 14, "month"),
        ("Årspris 990 kr", 8, "year"),
        ("Månedspris: 99 kr", 12, "month"),
        ("Kuukausihinta 9,90 €", 14, "month"),
        ("Maandbedrag € 12,50", 12, "month"),
        ("プラン月額料金 980円", 8, "month"),
        ("年会費 1,100円", 4, "year"),
        ("年费 ¥990", 3, "year"),
        ("월 요금 9,900원", 5, "month"),
        ("연회비 99,000원", 4, "year"),
        # The price of the day, or of the week's offer: no period.
        ("Tagespreis 1.899 €", 11, None),
        ("Wochenpreis: 49 €", 13, None),
        # An estimated monthly payment, "about" between its period and its amount.
        ("soit une mensualité d'environ 62 €", 30, "month"),
        ("48 mensualités de 62 €", 18, None),
        ("Monatsabschlag ca. 84 €", 19, "month"),
        ("Abschlag ca. 84 €", 13, None),
        ("Månadskostnad ca 412 kr", 17, "month"),
        ("Cuota mensual aprox. 62 €", 21, "month"),
        ("Monthly: approx. £62", 17, "month"),
        ("Approx. £62", 8, None),
        ("Inkl. MwSt. 84 €", 12, None),
        # An example cost, the use it is worked out for between its period and its amount.
        ("Jahreskosten bei 2.500 kWh: 889,55 €", 28, "year"),
        ("Coût annuel pour 2 500 kWh : 742 €", 29, "year"),
        ("Årskostnad vid 2 500 kWh/år: 4 870 kr", 29, "year"),
        ("Jahresbeitrag für 3.500 kWh 1.204 €", 28, "year"),
        ("Neljännesvuosimaksu 79,00 €", 20, "quarter"),
        ("Kosten bei 2.500 kWh: 889 €", 22, None),
        ("Jahreskosten bei 2 Personen: 889 €", 29, None),
    ],
)
def test_the_period_written_before_a_price(text: str, end: int, period: str | None) -> None:
    assert period_before(text, end) == period


@pytest.mark.parametrize(
    ("heading", "period"),
    [
        ("Monthly price", "month"),
        ("Price / year", "year"),
        ("Preis / Monat", "month"),
        ("Prix par an", "year"),
        ("Price / user / month", "month per user"),
        # What a price is per and its period, then how it is billed: a volume table's
        # monthly prices per seat billed yearly, no yearly prices.
        ("Price per seat / month (billed annually)", "month per seat billed year"),
        ("Per seat per month, billed annually", "month per seat billed year"),
        ("Prix HT par utilisateur / mois (annuel)", "month per utilisateur billed year"),
        ("Preis pro Nutzer/Monat (jährlich)", "month per nutzer billed year"),
        ("Preço por usuário/mês (cobrado anualmente)", "month per usuário billed year"),
        ("Prijs per gebruiker / maand (jaarlijks)", "month per gebruiker billed year"),
        ("Price per seat / month (monthly)", "month per seat"),
        ("Jahrespreis", "year"),
        ("Monatspreis (inkl. MwSt.)", "month"),
        ("年額料金", "year"),
        ("月費", "month"),
        ("vuosimaksu", "year"),
        # A count before a Turkish or Azerbaijani period adjective counts the periods: a
        # three-month column is no monthly one. Elsewhere the count is of something else.
        ("Aylık", "month"),
        ("3 aylık", "quarter"),
        ("12 Aylık Paket", "year"),
        ("6 aylıq", "half-year"),
        ("30 günlük hacim", "30 days"),
        ("12 monthly payments", "month"),
        ("12 havi részlet", "month"),
        # What heads no period.
        ("Price", None),
        ("Price per user", None),
        ("Setup fee", None),
        ("Tagespreis", None),
        ("Renouvellement", None),
        ("Price in all the currencies we sell in, per region and year", None),
    ],
)
def test_the_period_a_heading_names(heading: str, period: str | None) -> None:
    assert heading_period(heading) == period


@pytest.mark.parametrize(
    ("line", "period"),
    [
        ("$96 billed annually", "year"),
        ("Abrechnung monatlich: 12 €", "month"),
        ("12 € par mois", "month"),
        ("Paid yearly", "year"),
        ("Servers are billed by the hour", None),  # no period word: "by the hour" is prose
        # A minute is a period only right after a price: elsewhere in a line it is a time.
        ("Ready in a minute. From $5", None),
        ("Calls per minute: 500 included, $9", None),
        ("A lot of users", None),
        # A column's head with the adjective for monthly or yearly.
        ("Abonament miesięczny", "month"),
        ("Mesečna naročnina", "month"),
        ("Месечна претплата", "month"),
        ("Měsíční poplatek", "month"),
        ("Щомісячна плата", "month"),
        ("Ежемесячная плата", "month"),
        ("Havidíj", "month"),
        ("Taxa lunară", "month"),
        ("Kuutasu", "month"),
        ("Roczny abonament", "year"),
        ("Mėnesio akcija", None),  # "offer of the month"
        ("Akcija galioja iki 2026. gada 31. decembra", None),  # a date's year
    ],
)
def test_a_period_named_anywhere_in_a_line(line: str, period: str | None) -> None:
    assert period_in(line) == period


# (a price's sentence, the price in it, the period it is billed by): a period that closes a
# count is a limit's, on either side of the price.
SENTENCE_PERIODS = [
    ("$6.49 per serving, 3 meals per week", "$6.49", None),
    ("3 recipes per week $6.49 per serving", "$6.49", None),
    ("6,90 € la portion, 4 repas par semaine", "6,90 €", None),
    ("3 Rezepte pro Woche 5,49 € pro Portion", "5,49 €", None),
    ("2 h měsíčně za 450 Kč", "450 Kč", None),
    ("10 GB al mese a 4,99 €", "4,99 €", None),
    # a period no count comes before is the price's
    ("$9 per user billed monthly", "$9", "month"),
    ("Billed monthly $9 per user", "$9", "month"),
    ("$99 for 12 months, billed annually", "$99", "year"),
    ("12 € par mois, 3 utilisateurs inclus", "12 €", "month"),
    ("Abrechnung monatlich: 12 €", "12 €", "month"),
    # A one-off service in Japanese, sold once; a course of three sessions says no period.
    ("導入支援パック ¥150,000\uff081回限り\uff09・受付中", "¥150,000", "once"),
    ("¥150,000\uff08一回限り\uff09", "¥150,000", "once"),
    ("¥150,000\uff08全3回\uff09", "¥150,000", None),
    # A sum paid at once is one-off; a year's paid at once is the year's.
    ("一括 8,800円", "8,800円", "once"),
    ("8,800円\uff08一括\uff09", "8,800円", "once"),
    ("1回払い 8,800円", "8,800円", "once"),
    ("年額一括 9,800円", "9,800円", "year"),
    ("年間一括 9,800円", "9,800円", "year"),
    ("12ヶ月一括 9,800円", "9,800円", "year"),
    ("6か月一括 5,400円", "5,400円", "half-year"),
    ("分割 月々 980円", "980円", "month"),
]


# (a line or a row, the price in it, the time its rate is per): a count of minutes or hours
# that starts the line or its cell, right before the price.
COUNTED_BEFORE = [
    ("30分 330円", "330円", "30 minutes"),
    ("昼間 8:00〜20:00 | 15分間 220円", "220円", "15 minutes"),
    ("1時間 600円", "600円", "hour"),
    ("30분 1,000원", "1,000원", "30 minutes"),
    ("1小时 15元", "15元", "hour"),
    ("Strefa A | 30 min 2,50 zł", "2,50 zł", "30 minutes"),
    # inside a line, a delivery's time; months and grams are no rate's
    ("25\u201335 min 1,99 €", "1,99 €", None),
    ("Liefergebühr 30 min 2,99 €", "2,99 €", None),
    ("Lahjakortti 3 kk 35,97 €", "35,97 €", None),
    ("12か月 9,800円", "9,800円", None),
    ("250 г 1.290,00 дин.", "1.290,00 дин.", None),
]


@pytest.mark.parametrize(("line", "price", "period"), COUNTED_BEFORE)
def test_a_count_of_minutes_or_hours_that_starts_a_cell_is_its_rates_time(
    line: str, price: str, period: str | None
) -> None:
    assert phrases.counted_before(line, line.index(price)) == period


# (page's language, a line, the price in it, the period read): a stay's count of nights right
# before its total, perhaps said to be the total, is what the total is for; nights inside a
# line, a count of days and a count with no price right after it are none.
STAYS = [
    ("ro", "3 nopți: 1.470 lei", "1.470 lei", "3 nights"),
    ("cs", "3 noci celkem 4 350 Kč", "4 350 Kč", "3 nights"),
    ("tr", "3 gece toplam 4.500 TL", "4.500 TL", "3 nights"),
    ("vi", "Tổng 3 đêm: 3.750.000 ₫", "3.750.000 ₫", "3 nights"),
    ("pt", "3 noites: R$ 1.470", "R$ 1.470", "3 nights"),
    ("pl", "Razem 2 noce: 980 zł", "980 zł", "2 nights"),
    ("en", "Deluxe | 3 nights total $747", "$747", "3 nights"),
    ("en", "Check in after 3 nights: $747", "$747", None),
    ("ro", "3 zile: 1.470 lei", "1.470 lei", None),
    ("cs", "3 noci, snídaně 4 350 Kč", "4 350 Kč", None),
    ("tr", "Toplam 4.500 TL", "4.500 TL", None),
]


@pytest.mark.parametrize(("code", "line", "price", "period"), STAYS)
def test_a_stays_count_of_nights_right_before_its_total_is_its_period(
    code: str, line: str, price: str, period: str | None
) -> None:
    with language.reading([code]):
        assert phrases.counted_before(line, line.index(price)) == period


# (page's language, a line, whether it is only a service's duration): minutes or hours, with a
# fraction, a range or said to be approximate; "год" is an hour in Ukrainian, a year in Russian.
DURATIONS = [
    ("uk", "60 хв", True),
    ("uk", "1,5 год", True),
    ("uk", "4\u20136 год", True),
    ("ru", "45 мин", True),
    ("ru", "около 60 минут", True),
    ("hu", "kb. 45 perc", True),
    ("hu", "kb. 1,5 óra", True),
    ("cs", "cca 30 min", True),
    ("pl", "1 godz. 30 min", True),
    ("en", "1 h 30 min", True),
    ("en", "~ 2 hours", True),
    # a year, days or visits are no service's length; nor is a name
    ("ru", "1 год", False),
    ("en", "28 days", False),
    ("uk", "5 візитів", False),
    ("cs", "Manikúra 45 min", False),
    ("en", "60", False),
]


@pytest.mark.parametrize(("code", "line", "duration"), DURATIONS)
def test_a_line_that_is_only_a_services_duration(code: str, line: str, duration: bool) -> None:
    with language.reading([code]):
        assert phrases.duration_only(line) is duration


@pytest.mark.parametrize(("sentence", "price", "period"), SENTENCE_PERIODS)
def test_a_period_that_closes_a_count_is_a_limits_not_the_prices(
    sentence: str, price: str, period: str | None
) -> None:
    end = sentence.index(price) + len(price)
    assert phrases.sentence_period(sentence, end) == period


@pytest.mark.parametrize(
    ("label", "names"),
    [
        ("Anual — ", True),
        ("Jährlich: ", True),
        ("Bienal - ", True),
        ("Biennially ", True),
        ("12 meses — ", True),
        ("24 Monate (", True),
        ("1 yıl ", True),
        ("Półrocznie ", True),
        # A period word's adjective, as an option of a select writes it.
        ("Roczna – ", True),
        ("Roční: ", True),
        ("Ежемесячная - ", True),
        ("年払い ", True),
        ("月払い ", True),
        # A price filter's bound, a shipping method and a plan's name name no term.
        ("Hasta ", False),
        ("Envío express — ", False),
        ("Hobby – ", False),
        ("", False),
    ],
)
def test_an_options_words_before_its_price_name_a_billing_term(label: str, names: bool) -> None:
    assert phrases.names_term(label) is names


# (language, a line under or after a price, the period it is billed by): word order varies.
BILLED = [
    ("en", "billed annually", "year"),
    ("de", "jährlich abgerechnet", "year"),
    ("fr", "facturé annuellement", "year"),
    ("es", "facturado anualmente", "year"),
    ("it", "fatturato annualmente", "year"),
    ("pt", "faturado mensalmente", "month"),
    ("nl", "jaarlijks gefactureerd", "year"),
    ("pl", "płatne rocznie", "year"),
    ("sv", "faktureras årsvis", "year"),
    ("da", "faktureres årligt", "year"),
    ("no", "faktureres årlig", "year"),
    ("fi", "laskutetaan vuosittain", "year"),
    ("cs", "účtováno ročně", "year"),
    ("tr", "Yıllık faturalandırılır", "year"),
    ("ru", "оплачивается ежегодно", "year"),
    ("uk", "оплачується щорічно", "year"),
    ("hu", "évente számlázva", "year"),
    ("ro", "facturat anual", "year"),
    ("el", "χρεώνεται ετησίως", "year"),
    ("id", "ditagih tahunan", "year"),
    ("en", "Save 20% on annual plans", None),  # a period word, but nothing billed
    # The billing named as a noun, its period an adjective, inflected as the language does.
    ("en", "with annual billing", "year"),
    ("en", "per user, monthly payment", "month"),
    ("de", "bei jährlicher Abrechnung", "year"),
    ("de", "monatliche Zahlweise", "month"),
    ("fr", "facturation annuelle", "year"),
    ("es", "con facturación anual", "year"),
    ("it", "con fatturazione annuale", "year"),
    ("pt", "pagamento anual", "year"),
    ("nl", "bij jaarlijkse facturering", "year"),
    ("pl", "przy płatności rocznej", "year"),
    ("pl", "roczne rozliczenie", "year"),
    ("sv", "vid årlig fakturering", "year"),
    ("da", "ved årlig betaling", "year"),
    ("no", "med månedlig fakturering", "month"),
    ("fi", "vuosittainen laskutus", "year"),
    ("cs", "při roční platbě", "year"),
    ("ja", "（年間払い）", "year"),
    ("zh", "按年付费", "year"),
    # The period glued to the payment's word, and to the sentence's.
    ("ja", "$25/月（年払い）", "year"),
    ("ja", "年払いの場合", "year"),
    ("ja", "（月払い）", "month"),
    ("zh", "¥30/月（年付）", "year"),
    ("zh", "按月付", "month"),
    ("ja", "3年保証", None),
    ("ko", "연간 결제", "year"),
    ("tr", "Yıllık ödemede", "year"),
    ("ru", "при ежегодной оплате", "year"),
    ("uk", "при щорічній оплаті", "year"),
    ("hu", "éves számlázással", "year"),
    ("ro", "cu facturare anuală", "year"),
    ("el", "με ετήσια χρέωση", "year"),
    ("id", "pembayaran tahunan", "year"),
    ("en", "Annual plans include priority support", None),
    ("de", "Abrechnung per Rechnung", None),
]


@pytest.mark.parametrize(("language", "line", "period"), BILLED)
def test_how_a_price_is_billed_in_each_language(language: str, line: str, period: str) -> None:
    assert billed_in(line) == period


def entries(table: dict[str, dict[str, tuple[str, ...]]]) -> list[tuple[str, str, str]]:
    """(language, what it stands for, word) for every word of a table by language."""
    return [
        (code, answer, word)
        for code, by_answer in table.items()
        for answer, written in by_answer.items()
        for word in written
    ]


# Each word on a page of its own language: a word two languages write alike (Bulgarian's
# year "година", Ukrainian's hour) means what the page's language says.
@pytest.mark.parametrize(("code", "period", "word"), entries(words.PERIOD_NOUNS))
def test_every_period_noun_of_the_table_reads_after_a_connector(
    code: str, period: str, word: str
) -> None:
    with language.reading([code]):
        assert period_after(f"/{word}") == period


@pytest.mark.parametrize(("code", "period", "word"), entries(words.PERIOD_AFTER_ONLY))
def test_every_period_word_read_only_after_a_price_reads_there_and_not_before(
    code: str, period: str, word: str
) -> None:
    with language.reading([code]):
        assert period_after(f" {word}") == period
        assert period_before(f"{word} 10", len(word) + 1) is None


@pytest.mark.parametrize(("code", "period", "word"), entries(words.PERIOD_WORDS))
def test_every_period_word_of_the_table_reads_alone(code: str, period: str, word: str) -> None:
    with language.reading([code]):
        assert period_after(f" {word}") == period


# (language, line, schema.org state): as shops write them.
STATES = [
    ("en", "Out of stock", "OutOfStock"),
    ("en", "Only a few left!", "LimitedAvailability"),
    ("en", "In stock, ships today", "InStock"),
    ("en", "Available for backorder", "BackOrder"),
    ("de", "Nicht auf Lager", "OutOfStock"),
    ("de", "Auf Lager", "InStock"),
    ("de", "Ausverkauft", "SoldOut"),
    ("de", "Nur noch wenige verfügbar", "LimitedAvailability"),
    ("fr", "Épuisé", "SoldOut"),
    ("fr", "En stock", "InStock"),
    ("fr", "Rupture de stock", "OutOfStock"),
    # "Available" alone says in stock; beside a negation, a date or "soon" it does not.
    ("en", "Only 2 left in stock", "LimitedAvailability"),
    ("de", "Sofort verfügbar, Lieferzeit 1-3 Werktage", "InStock"),
    ("de", "Derzeit nicht verfügbar", "OutOfStock"),
    ("de", "Nicht mehr verfügbar", "Discontinued"),
    ("de", "Verfügbar ab 12.01.", "PreOrder"),
    ("fr", "Disponible", "InStock"),
    ("fr", "Indisponible", "OutOfStock"),
    ("fr", "Bientôt disponible", "PreOrder"),
    ("es", "Disponible", "InStock"),
    ("es", "No disponible", "OutOfStock"),
    ("it", "Disponibile", "InStock"),
    ("it", "Non disponibile", "OutOfStock"),
    ("pt", "Disponível", "InStock"),
    ("pt", "Indisponível", "OutOfStock"),
    ("es", "Agotado", "SoldOut"),
    ("es", "Sin stock", "OutOfStock"),
    ("es", "Disponible", "InStock"),
    ("es", "Producto no disponible", "OutOfStock"),
    ("it", "Esaurito", "SoldOut"),
    ("it", "Disponibilità immediata", "InStock"),
    ("pt", "Esgotado", "SoldOut"),
    ("pt", "Em estoque", "InStock"),
    ("nl", "Niet op voorraad", "OutOfStock"),
    ("nl", "Op voorraad", "InStock"),
    ("pl", "Brak w magazynie", "OutOfStock"),
    ("pl", "Produkt dostępny", "InStock"),
    ("pl", "Dostępny", "InStock"),
    ("pl", "Niedostępny", "OutOfStock"),
    ("sv", "Slut i lager", "OutOfStock"),
    ("sv", "Finns i lager", "InStock"),
    ("da", "Ikke på lager", "OutOfStock"),
    ("da", "Udsolgt", "SoldOut"),
    ("no", "Utsolgt", "SoldOut"),
    ("no", "På lager", "InStock"),
    ("fi", "Ei varastossa", "OutOfStock"),
    ("fi", "Tilapäisesti loppunut", "OutOfStock"),
    ("fi", "Tuote on loppunut varastosta", "OutOfStock"),
    ("fi", "Ei saatavilla", "OutOfStock"),  # an in-app purchase or a plan no longer sold
    ("fi", "Varastossa", "InStock"),
    ("cs", "Není skladem", "OutOfStock"),
    ("cs", "Skladem", "InStock"),
    ("cs", "U dodavatele", "BackOrder"),
    ("cs", "Dostupnost: u dodavatele", "BackOrder"),
    ("cs", "Objednávky u dodavatele vyřizujeme do 3 dnů", None),
    # IdoSell's stock levels after their label.
    ("pl", "Dostępność: mała ilość", "LimitedAvailability"),
    ("pl", "Dostępność: średnia ilość", "InStock"),
    ("pl", "Ostatnia sztuka!", "LimitedAvailability"),
    ("ja", "在庫切れ", "OutOfStock"),
    ("ja", "在庫あり", "InStock"),
    ("zh", "缺货", "OutOfStock"),
    ("zh", "现货", "InStock"),
    ("zh", "供應中", "InStock"),
    ("ko", "일시품절", "OutOfStock"),  # out for now, though it ends in 품절 (sold out)
    ("ja", "ただいま品切れ中", "OutOfStock"),
    ("ko", "품절", "SoldOut"),
    ("ko", "재고 있음", "InStock"),
    # A class's enrolment: taking students, nearly full, full with a waiting list, closed.
    ("ko", "모집중", "InStock"),
    ("ko", "접수 중", "InStock"),
    ("ko", "마감임박", "LimitedAvailability"),
    ("ko", "정원마감 (대기접수)", "SoldOut"),
    ("ko", "정원 마감", "SoldOut"),
    ("ko", "모집 마감", "Discontinued"),
    ("tr", "Stokta yok", "OutOfStock"),
    ("tr", "Stokta", "InStock"),
    ("ru", "Нет в наличии", "OutOfStock"),
    ("ru", "В наличии", "InStock"),
    ("uk", "Немає в наявності", "OutOfStock"),
    ("uk", "В наявності", "InStock"),
    ("hu", "Nincs raktáron", "OutOfStock"),
    ("hu", "Raktáron", "InStock"),
    ("ro", "Stoc epuizat", "OutOfStock"),
    ("ro", "În stoc", "InStock"),
    ("el", "Εξαντλήθηκε", "SoldOut"),
    ("el", "Σε απόθεμα", "InStock"),
    ("el", "Περιορισμένη διαθεσιμότητα", "LimitedAvailability"),
    ("el", "Τελευταία τεμάχια", "LimitedAvailability"),
    ("el", "Κατόπιν παραγγελίας", "BackOrder"),
    ("he", "אזל מהמלאי", "OutOfStock"),
    ("he", "נגמר המלאי", "OutOfStock"),
    ("he", "לא זמין", "OutOfStock"),
    ("he", "במלאי", "InStock"),
    ("ar", "غير متوفر", "OutOfStock"),
    ("ar", "متوفر", "InStock"),
    # "small" ends in the letters of "not": a small size in stock.
    ("ar", "صغير متوفر", "InStock"),
    ("ar", "صغير - متاح", "InStock"),
    ("ar", "صغير غير متوفر", "OutOfStock"),
    ("ar", "نفدت", "SoldOut"),  # ran out
    ("ar", "نفدت الكمية", "OutOfStock"),
    ("ar", "اكتمل العدد", "SoldOut"),  # a course, full
    ("ar", "متوفر قريباً", "PreOrder"),  # available soon: not in stock
    ("ar", "يتوفر قريبًا", "PreOrder"),
    ("ar", "متوفر عند الطلب", "BackOrder"),
    ("fr", "En arrivage", "BackOrder"),
    ("id", "Stok habis", "OutOfStock"),
    ("id", "Tersedia", "InStock"),
    ("vi", "Hết hàng", "OutOfStock"),
    ("vi", "Còn hàng", "InStock"),
    ("vi", "Có hàng", "InStock"),
    ("vi", "Không có hàng", "OutOfStock"),
    ("vi", "Báo khi có hàng", "OutOfStock"),
    ("vi", "Chưa có hàng", "OutOfStock"),
    ("vi", "Sắp có hàng", "PreOrder"),
    ("vi", "Hết phòng", "SoldOut"),  # a hotel's room: none left
    ("vi", "Hết vé", "SoldOut"),  # a flight's or a show's tickets
    ("vi", "Phòng trống", None),  # a vacant room says nothing of stock
    ("de", "Benachrichtige mich, wenn der Artikel wieder verfügbar ist", "OutOfStock"),
    ("th", "สินค้าหมด", "OutOfStock"),
    ("th", "มีสินค้า", "InStock"),
    ("th", "ขายหมดแล้ว", "SoldOut"),
    ("el", "Διαθέσιμο", "InStock"),
    ("el", "Μη διαθέσιμο", "OutOfStock"),
    ("el", "Εξαντλημένο", "SoldOut"),
    ("vi", "Ngừng kinh doanh", "Discontinued"),
    ("vi", "Đã bán hết", "SoldOut"),
    ("ms", "Dalam stok", "InStock"),
    ("ms", "Kehabisan stok", "OutOfStock"),
    ("ms", "Habis dijual", "SoldOut"),
    ("hi", "स्टॉक में है", "InStock"),
    ("hi", "स्टॉक में नहीं है", "OutOfStock"),
    ("hi", "अनुपलब्ध", "OutOfStock"),
    ("bn", "স্টকে নেই", "OutOfStock"),
    ("bn", "স্টকে আছে", "InStock"),
    ("ur", "اسٹاک ختم", "OutOfStock"),
    ("ur", "دستیاب نہیں", "OutOfStock"),
    ("ne", "स्टकमा छैन", "OutOfStock"),
    ("ne", "उपलब्ध छैन", "OutOfStock"),
    ("si", "තොගයේ නැත", "OutOfStock"),
    ("si", "තොගයේ ඇත", "InStock"),
    ("ta", "கையிருப்பில் இல்லை", "OutOfStock"),
    ("ta", "கையிருப்பில் உள்ளது", "InStock"),
    ("te", "స్టాక్\u200cలో ఉంది", "InStock"),  # with the non-joiner before the case ending
    ("te", "స్టాక్\u200cలో లేదు", "OutOfStock"),
    ("te", "స్టాక్ లో లేదు", "OutOfStock"),
    ("te", "స్టాక్లో లేదు", "OutOfStock"),  # without the non-joiner
    ("kn", "ಸ್ಟಾಕ್ನಲ್ಲಿಲ್ಲ", "OutOfStock"),
    ("kn", "ಸ್ಟಾಕ್ ಇಲ್ಲ", "OutOfStock"),
    ("kn", "ಲಭ್ಯವಿದೆ", "InStock"),
    ("ml", "സ്റ്റോക്കില്ല", "OutOfStock"),
    ("ml", "ലഭ്യമാണ്", "InStock"),
    ("mr", "स्टॉकमध्ये नाही", "OutOfStock"),
    ("mr", "स्टॉकमध्ये आहे", "InStock"),
    ("gu", "સ્ટોકમાં નથી", "OutOfStock"),
    ("gu", "સ્ટોકમાં છે", "InStock"),
    ("pa", "ਸਟਾਕ ਵਿੱਚ ਨਹੀਂ", "OutOfStock"),
    ("pa", "ਸਟਾਕ ਵਿੱਚ ਹੈ", "InStock"),
    ("or", "ଷ୍ଟକରେ ନାହିଁ", "OutOfStock"),
    ("or", "ଷ୍ଟକରେ ଅଛି", "InStock"),
    ("sq", "Në stok", "InStock"),  # Albanian
    ("sq", "Jashtë stoku", "OutOfStock"),
    ("sq", "Nuk është në stok", "OutOfStock"),  # not the "në stok" it ends with
    ("mk", "На залиха", "InStock"),  # Macedonian
    ("mk", "Нема на залиха", "OutOfStock"),  # not the "на залиха" it ends with
    ("mk", "Достапно по нарачка", "BackOrder"),  # available yields to what it qualifies
    ("mk", "Распродадено", "SoldOut"),
    ("km", "មានក្នុងស្តុក", "InStock"),  # Khmer, its words unspaced
    ("km", "ផលិតផលនេះអស់ពីស្តុក", "OutOfStock"),
    ("km", "គ្មានស្តុក", "OutOfStock"),  # "no stock": not the "has stock" inside it
    ("km", "មិនមានស្តុក", "OutOfStock"),
    ("my", "လက်ကျန်ရှိ", "InStock"),  # Burmese
    ("my", "လက်ကျန်မရှိ", "OutOfStock"),  # its negation, no substring of it
    ("my", "ပစ္စည်းပြတ်နေသည်", "OutOfStock"),
    ("my", "ရောင်းကုန်ပါပြီ", "SoldOut"),
    ("uz", "Sotuvda mavjud", "InStock"),
    ("uz", "Sotuvda yo'q", "OutOfStock"),
    ("uz", "Mavjud emas", "OutOfStock"),
    ("uz", "Tugagan", "OutOfStock"),
    ("az", "Stokda var", "InStock"),
    ("az", "Stokda yoxdur", "OutOfStock"),
    ("hy", "Առկա է", "InStock"),
    ("hy", "Առկա չէ", "OutOfStock"),
    ("hy", "Սպառված է", "OutOfStock"),
    ("mn", "Бэлэн байгаа", "InStock"),
    ("mn", "Дууссан", "OutOfStock"),
    ("am", "ይገኛል", "InStock"),
    ("am", "አልቋል", "OutOfStock"),
    ("sk", "Na sklade", "InStock"),
    ("sk", "Nie je na sklade", "OutOfStock"),
    ("sk", "Vypredané", "SoldOut"),
    ("hr", "Dostupno odmah", "InStock"),
    ("hr", "Nije dostupno", "OutOfStock"),
    ("hr", "Na zalihi", "InStock"),
    ("hr", "Rasprodano", "SoldOut"),
    ("sr", "На стању", "InStock"),
    ("sr", "Нема на стању", "OutOfStock"),
    ("sr", "Распродато", "SoldOut"),
    ("sr", "Rasprodato", "SoldOut"),
    ("sr", "Последњи комади", "LimitedAvailability"),
    ("kk", "Қоймада бар", "InStock"),
    ("kk", "Қоймада жоқ", "OutOfStock"),
    ("kk", "Сатылымда жоқ", "OutOfStock"),
    ("kk", "Таусылды", "OutOfStock"),
    ("kk", "Кампада бар", "InStock"),  # Kyrgyz, read with Kazakh
    ("kk", "Сатыкта жок", "OutOfStock"),
    ("az", "Satışda var", "InStock"),
    ("az", "SATILIB", "SoldOut"),
    ("hy", "Վաճառված է", "SoldOut"),
    ("mn", "Нөөцөд байхгүй", "OutOfStock"),
    ("ka", "ამოიწურა", "OutOfStock"),
    ("kk", "Сатылып кетті", "SoldOut"),
    ("ka", "მარაგშია", "InStock"),
    ("ka", "მარაგში არ არის", "OutOfStock"),
    ("ka", "გაყიდულია", "SoldOut"),
    ("tl", "May stock", "InStock"),
    ("tl", "Ubos na", "OutOfStock"),
    ("tl", "Walang stock", "OutOfStock"),
    ("fa", "موجود", "InStock"),
    ("fa", "ناموجود", "OutOfStock"),
    ("fa", "نا\u200cموجود", "OutOfStock"),
    ("fa", "موجود نیست", "OutOfStock"),
    ("sw", "Inapatikana", "InStock"),
    ("sw", "Imeisha", "OutOfStock"),
    ("bn", "স্টকে আছে", "InStock"),
    ("bn", "স্টক শেষ", "OutOfStock"),
    ("bn", "স্টকে নেই", "OutOfStock"),
    ("ur", "دستیاب", "InStock"),
    ("ur", "دستیاب نہیں", "OutOfStock"),
    ("ur", "اسٹاک ختم", "OutOfStock"),
    ("ps", "موجود دی", "InStock"),  # Pashto
    ("ps", "موجود نه دی", "OutOfStock"),  # its negation, which holds Persian's "موجود"
    ("ps", "موجوده نه ده", "OutOfStock"),
    ("ps", "په ګدام کې نشته", "OutOfStock"),
    ("ps", "ټول پلورل شوي", "SoldOut"),
    ("sl", "Na zalogi", "InStock"),
    ("sl", "Ni na zalogi", "OutOfStock"),
    ("bg", "В наличност", "InStock"),
    ("bg", "Няма наличност", "OutOfStock"),
    ("bg", "Изчерпан", "SoldOut"),
    ("lt", "Yra sandėlyje", "InStock"),
    ("lt", "Prekės nėra", "OutOfStock"),
    ("lt", "Išparduota", "SoldOut"),
    ("lt", "Nėra sandėlyje", "OutOfStock"),
    ("lt", "Sandėlyje nėra", "OutOfStock"),
    ("lv", "Ir noliktavā", "InStock"),
    ("lv", "Nav noliktavā", "OutOfStock"),
    ("et", "Laos", "InStock"),
    ("et", "Pole laos", "OutOfStock"),
    ("is", "Til á lager", "InStock"),
    ("is", "Ekki til á lager", "OutOfStock"),
    ("is", "Uppselt", "SoldOut"),
    ("lb", "Op Lager", "InStock"),
    ("lb", "Net op Lager", "OutOfStock"),
    ("lb", "Ausverkaaft", "SoldOut"),
    ("fo", "Á goymslu", "InStock"),
    ("fo", "Ikki á goymslu", "OutOfStock"),
    ("fo", "Útselt", "SoldOut"),
    ("eu", "Stockean", "InStock"),
    ("eu", "Stockik gabe", "OutOfStock"),
    ("eu", "Ez dago eskuragarri", "OutOfStock"),
    ("eu", "Agortuta", "SoldOut"),
    ("gl", "Dispoñible", "InStock"),
    ("gl", "Non dispoñible", "OutOfStock"),
    ("gl", "Esgotado", "SoldOut"),
    ("cy", "Mewn stoc", "InStock"),
    ("cy", "Allan o stoc", "OutOfStock"),
    ("cy", "Wedi gwerthu allan", "SoldOut"),
    ("mt", "Disponibbli", "InStock"),
    ("mt", "Mhux disponibbli", "OutOfStock"),
    ("mt", "Mibjugħ kollu", "SoldOut"),
    ("be", "У наяўнасці", "InStock"),
    ("be", "Няма ў наяўнасці", "OutOfStock"),
    ("be", "Распрададзена", "SoldOut"),
    ("ga", "Ar stoc", "InStock"),
    ("ga", "As stoc", "OutOfStock"),
    ("ga", "Díolta amach", "SoldOut"),
    ("ca", "En estoc", "InStock"),
    ("ca", "Sense estoc", "OutOfStock"),
    ("ca", "Esgotat", "SoldOut"),
    # A ticket's, a course's or a class's states: on sale, full, a waiting list, sales over.
    ("en", "Class full", "SoldOut"),
    ("en", "Only a few places left", "LimitedAvailability"),
    ("en", "Sales ended", "Discontinued"),
    ("en", "Registration closed", "Discontinued"),
    # A comparison site's (and Austria's) word for a shop's stock.
    ("de", "Lagernd, Versand in 24h", "InStock"),
    ("de", "nicht lagernd", "OutOfStock"),
    # A deal feed's deal past its end: no longer offered.
    ("en", "Expired", "Discontinued"),
    ("en", "Deal expired", "Discontinued"),
    ("de", "Abgelaufen", "Discontinued"),
    ("fr", "Offre expirée", "Discontinued"),
    ("es", "Oferta caducada", "Discontinued"),
    ("it", "Scaduto", "Discontinued"),
    ("nl", "Verlopen", "Discontinued"),
    ("pl", "Oferta wygasła", "Discontinued"),
    ("sv", "Utgången", "Discontinued"),
    ("cs", "Nabídka vypršela", "Discontinued"),
    ("el", "Έληξε", "Discontinued"),
    ("sv", "Fullsatt \u2013 reservplats", "SoldOut"),
    ("sv", "Inga platser kvar", "SoldOut"),
    ("sv", "Få platser kvar", "LimitedAvailability"),
    ("pl", "Ostatnie miejsca", "LimitedAvailability"),
    ("ko", "판매 중", "InStock"),
    ("ko", "판매 예정", "PreOrder"),
    ("ko", "대기 신청", "SoldOut"),
    ("ko", "매진 임박", "LimitedAvailability"),
    ("ko", "판매 중단", "Discontinued"),
    ("ja", "販売中", "InStock"),
    ("ja", "受付終了", "Discontinued"),
    ("ja", "受付中", "InStock"),
    ("ja", "予約受付中", "PreOrder"),
    # A line or a plan not taken on for now, on its card or its disabled button.
    ("ja", "受付停止中", "OutOfStock"),
    ("ja", "現在、新規のお申し込みを一時停止しています", "OutOfStock"),
    ("ja", "お申し込み受付を停止しています", "OutOfStock"),
    ("ja", "お取り扱いを一時停止しています", "OutOfStock"),
    ("ja", "販売停止中", "OutOfStock"),
    ("pt", "Últimas vagas", "LimitedAvailability"),
    # A bootcamp's batch in Indonesian: its queue for the next one, its seats, its sign-ups.
    ("id", "Kuota penuh \u2013 daftar antrean batch berikutnya", "SoldOut"),
    ("id", "Kursi penuh", "SoldOut"),
    ("id", "Kursi terbatas", "LimitedAvailability"),
    ("id", "Pendaftaran ditutup", "Discontinued"),
    ("id", "Kuota penuh 24 jam", None),  # a data plan's whole quota, at any hour
    ("id", "Antrean layanan pelanggan: 3 menit", None),
    ("pt", "Inscrições encerradas", "Discontinued"),
    ("tr", "Kontenjan doldu", "SoldOut"),
    ("tr", "Satış sona erdi", "Discontinued"),
    ("da", "Få pladser tilbage", "LimitedAvailability"),
    # "unavailable" as one word, as a docs page's plan row says it
    ("no", "Midlertidig utilgjengelig", "OutOfStock"),
    ("no", "Utilgjengelig", "OutOfStock"),
    ("sv", "Tillfälligt otillgänglig", "OutOfStock"),
    ("da", "Utilgængelig", "OutOfStock"),
    # A ticket shop's badge on a category or a seat zone, in the words of its trade.
    ("en", "Tickets on sale soon", "PreOrder"),
    ("de", "Restkarten", "LimitedAvailability"),
    ("de", "Wenige Restplätze", "LimitedAvailability"),
    ("fr", "Dernières places", "LimitedAvailability"),
    ("es", "Entradas agotadas", "SoldOut"),
    ("es", "Ocultar tallas agotadas", None),  # a shop's filter
    ("es", "Pocas entradas", "LimitedAvailability"),
    ("it", "Posti limitati", "LimitedAvailability"),
    ("nl", "Nog maar enkele tickets", "LimitedAvailability"),
    ("nl", "Laatste kaarten", "LimitedAvailability"),
    ("pl", "Brak biletów", "SoldOut"),
    ("cs", "Poslední vstupenky", "LimitedAvailability"),
    ("ja", "予定枚数終了", "SoldOut"),
    ("ja", "発売前", "PreOrder"),
    ("ko", "매진임박", "LimitedAvailability"),
    # A class's or a bootcamp's seats taken, or only a waiting list for the next batch; a
    # course's "full access" is no state.
    ("id", "Batch 14 penuh \u00b7 daftar tunggu batch 15", "SoldOut"),
    ("id", "Kuota sudah penuh", "SoldOut"),
    ("id", "Maaf, kelas sudah penuh", "SoldOut"),
    ("id", "Kuota kelas penuh", "SoldOut"),
    ("id", "Akses penuh ke semua kelas", None),
    # A mobile data plan's whole quota, at any hour, and a course's whole class: no state.
    ("id", "Kuota penuh 24 jam", None),
    ("id", "Kuota penuh tanpa bagi waktu", None),
    ("id", "Akses kelas penuh selamanya", None),
    ("vi", "Hết chỗ", "SoldOut"),
    ("vi", "Lớp đã đủ học viên", "SoldOut"),
    ("vi", "Hết suất ưu đãi", "SoldOut"),
    ("vi", "Chỗ ngồi rộng rãi, lớp tối đa 12 học viên", None),
]


@pytest.mark.parametrize(
    ("line", "state"),
    [
        ("\ue5caBrak w magazynie", "OutOfStock"),  # an icon font's glyph, private use
        ("\ue5caW magazynie", "InStock"),
        ("✔In stock", "InStock"),
        ("🟢Auf Lager", "InStock"),
        ("→Out of stock", "OutOfStock"),
        ("\u2009Épuisé", "SoldOut"),
        ("£39.99Sold out", "SoldOut"),  # two blocks side by side, no space between them
        ("19,90 €2 Auf Lager", "InStock"),
        # a swatch's price and state in spans side by side: the sign ends the one block
        ("749,99 €Rupture de stock", "OutOfStock"),
        ("$129.00Sold out", "SoldOut"),
        ("£24Out of stock", "OutOfStock"),
        ("¥12,800In stock", "InStock"),
        ("1.299 ₺Stokta yok", "OutOfStock"),
        ("2 490 ₴Немає в наявності", "OutOfStock"),
    ],
)
def test_a_symbol_glued_to_a_stock_word_is_a_boundary(line: str, state: str) -> None:
    assert availability_in(line) == state


@pytest.mark.parametrize(
    ("line", "state"),
    [
        # Spanish opens an exclamation or a question with its own mark, glued to the word.
        ("\u00a1Agotado!", "SoldOut"),
        ("L \u00a1\u00daltimas unidades!", "LimitedAvailability"),
        ("\u00bfSin stock? Te avisamos", "OutOfStock"),
        ("\u00a1Disponible ya!", "InStock"),
        # A letter before the word is still no boundary.
        ("\u00a1Superagotado!", None),
        ("\u00a1Indisponibles!", None),
    ],
)
def test_a_spanish_opening_mark_is_a_boundary(line: str, state: str | None) -> None:
    assert availability_in(line) == state


@pytest.mark.parametrize(
    ("line", "state"),
    [
        ("Vagas\u00a0esgotadas", "SoldOut"),
        ("Sold\u00a0out", "SoldOut"),
        ("Out\u202fof\u00a0stock", "OutOfStock"),
        ("Nicht\u00a0auf\u00a0Lager", "OutOfStock"),
        ("Rupture\u00a0de\u00a0stock", "OutOfStock"),
        ("En\u2009stock", "InStock"),
        ("Stock\u00a0market news", None),
    ],
)
def test_words_kept_together_by_a_no_break_space_read_as_spaced(
    line: str, state: str | None
) -> None:
    """A page writes ``&nbsp;`` between the words of a badge to keep them on one line."""
    assert availability_in(line) == state
    assert availability_by_line([line]).get(0) == state


@pytest.mark.parametrize(
    ("line", "state"),
    [
        # Nearly sold out is stock that is low, not gone: the "sold out" inside it is no
        # state of its own, else the day it sells out reads as no change.
        ("Almost sold out", "LimitedAvailability"),
        ("Nearly sold out in your size", "LimitedAvailability"),
        ("Fast ausverkauft", "LimitedAvailability"),
        ("Bald ausverkauft", "LimitedAvailability"),
        ("Presque épuisé", "LimitedAvailability"),
        ("Bientôt épuisée", "LimitedAvailability"),
        ("Quasi esaurito", "LimitedAvailability"),
        ("Casi agotado", "LimitedAvailability"),
        ("Quase esgotado", "LimitedAvailability"),
        ("Bijna uitverkocht", "LimitedAvailability"),
        ("Snart slutsåld", "LimitedAvailability"),
        ("Prawie wyprzedane", "LimitedAvailability"),
        ("まもなく完売", "LimitedAvailability"),
        # The last piece of a size or a colour, on a fashion shop's tile or size picker;
        # "available" after it qualifies it.
        ("Dernière pièce", "LimitedAvailability"),
        ("Dernières pièces disponibles", "LimitedAvailability"),
        ("Ultimo pezzo disponibile", "LimitedAvailability"),
        ("Ultime taglie", "LimitedAvailability"),
        ("Última unidad", "LimitedAvailability"),
        ("Letzter Artikel", "LimitedAvailability"),
        ("Wenige Artikel verfügbar", "LimitedAvailability"),
        ("Sista exemplaret", "LimitedAvailability"),
        ("Laatste stuk", "LimitedAvailability"),
        ("Stock faible", "LimitedAvailability"),
        ("在庫わずか", "LimitedAvailability"),
        ("Last one", "LimitedAvailability"),
        ("Last item in stock", "LimitedAvailability"),
        # A size to be told of when it is back is out of stock, whatever word follows.
        ("Benachrichtige mich, wenn der Artikel wieder verfügbar ist", "OutOfStock"),
        ("Nur im Geschäft erhältlich", "OutOfStock"),
        ("M'avertir de son retour", "OutOfStock"),
        # Gone for good is still gone.
        ("Sold out", "SoldOut"),
        ("Ausverkauft", "SoldOut"),
        ("Épuisé", "SoldOut"),
        # "last one" in a sentence is no badge.
        ("The last one you will ever need", None),
    ],
)
def test_stock_nearly_gone_is_limited_in_each_language(line: str, state: str | None) -> None:
    assert availability_in(line) == state


@pytest.mark.parametrize(("language", "line", "state"), STATES)
def test_the_stock_state_a_line_announces_in_each_language(
    language: str, line: str, state: str
) -> None:
    assert availability_in(line) == state


def test_every_language_has_stock_states() -> None:
    assert {language for language, _, _ in STATES} == set(words.LANGUAGES)


@pytest.mark.parametrize(("code", "state", "phrase"), entries(words.AVAILABILITY))
def test_every_stock_phrase_of_the_table_reads_as_its_state(
    code: str, state: str, phrase: str
) -> None:
    with language.reading([code]):
        assert availability_in(f"({phrase.upper()})") == state


@pytest.mark.parametrize(
    "line",
    [
        "Stockholm office",
        "Restocked weekly",
        "Soldering iron",
        "Unavailability",
        "Backorders",
        "آفر ختم",  # Urdu: an offer that ended, not a product
        "Tarjous on loppunut",  # Finnish: the same; "loppunut" alone is no stock word
        "一時停止ボタンで再生を止められます",  # Japanese: a player's pause button
        "自動更新の停止はマイページから",  # Japanese: stopping the renewal
        "Қолжетімді бағалар",  # Kazakh: affordable prices, "to be had" as in a price
    ],
)
def test_words_that_contain_stock_words_are_no_state(line: str) -> None:
    assert availability_in(line) is None


@pytest.mark.parametrize(
    ("code", "line", "state"),
    [
        # A booking, not a pre-order: a coworking's day pass, a room, a table.
        ("es", "De 8:00 a 20:00, sin reserva previa", None),
        ("es", "Reserva tu visita", None),
        ("pt", "Reserva a tua sala de reuniões", None),
        ("gl", "Reserva de salas por horas", None),
        ("ca", "Reserva de sales per hores", None),
        # Still a pre-order where the phrase says so.
        ("gl", "Reserva xa", "PreOrder"),
        ("es", "Reserva ya", "PreOrder"),
        ("es", "Preventa", "PreOrder"),
    ],
)
def test_a_booking_is_no_pre_order(code: str, line: str, state: str | None) -> None:
    with language.reading([code]):
        assert availability_in(line) == state


@pytest.mark.parametrize(
    "line",
    [
        # A product's description says how it is made, not whether it can be had now.
        "Each table is handcrafted and made to order.",
        "Jeder Tisch wird auf Bestellung in unserer Werkstatt gefertigt.",
        "Пробный период закончился? Продлите подписку.",
    ],
)
def test_how_a_product_is_made_is_no_state(line: str) -> None:
    assert availability_in(line) is None


@pytest.mark.parametrize(
    ("line", "state"),
    [
        ("Closed to new customers", "Discontinued"),
        ("Tillfälligt stängt för nya kunder", "Discontinued"),
        ("Offre fermée à la souscription", "Discontinued"),
        ("Tarif für Neukunden geschlossen", "Discontinued"),
        ("Tarifa cerrada a nuevas contrataciones", "Discontinued"),
        ("Gesloten voor nieuwe klanten", "Discontinued"),
        ("Non pi\u00f9 sottoscrivibile", "Discontinued"),
        ("Offerta chiusa a nuovi clienti", "Discontinued"),
        ("Nicht mehr bestellbar", "Discontinued"),
        ("Plano fechado a novos clientes", "Discontinued"),
        ("Taryfa zamkni\u0119ta dla nowych klient\u00f3w", "Discontinued"),
        ("Lukket for nye kunder", "Discontinued"),
        ("Stengt for nye kunder", "Discontinued"),
        ("Ei en\u00e4\u00e4 tilattavissa", "Discontinued"),
        ("No longer available to order", "Discontinued"),
        ("Ya no se comercializa", "Discontinued"),
        ("Offre plus commercialis\u00e9e", "Discontinued"),
        # Taking no orders for now is out of stock, not gone.
        ("Derzeit nicht bestellbar", "OutOfStock"),
        ("Zurzeit nicht buchbar", "OutOfStock"),
        # Open to new customers, or a note for them: whether it can be had is not said.
        ("Öppet för nya kunder", None),
        ("Erbjudande för nya kunder", None),
        ("Offre réservée aux nouveaux clients", None),
        ("Bonus für Neukunden", None),
        ("Souscription fermée le dimanche", None),
        ("Jederzeit bestellbar", None),
        ("Sottoscrivibile online", None),
        ("Voor nieuwe klanten: eerste maand gratis", None),
        ("Available to new customers only", None),
    ],
)
def test_a_tariff_closed_to_new_customers_is_discontinued(line: str, state: str | None) -> None:
    assert availability_in(line) == state


@pytest.mark.parametrize(
    ("line", "state"),
    [
        ("Not yet available in your area", "OutOfStock"),
        ("Pas encore disponible dans votre ville", "OutOfStock"),
        ("Non ancora disponibile nella tua zona", "OutOfStock"),
        ("Belum tersedia di area Anda", "OutOfStock"),
        ("Tersedia di area Anda", "InStock"),
        ("Disponibile", "InStock"),
    ],
)
def test_not_yet_available_is_unavailable(line: str, state: str) -> None:
    # "Not yet" before the word for available: it cannot be had now (a telco's plan in an
    # area its network does not reach yet), not in stock.
    assert availability_in(line) == state


@pytest.mark.parametrize(
    ("line", "state"),
    [
        # Hungarian "elérhető" (available) from a date or expected is not in stock yet (before:
        # InStock), and the word for what a product offers or when a desk answers is no
        # stock (before: InStock, for a product that says nothing of its stock).
        ("Március 15-től elérhető", "BackOrder"),
        ("Április 3-tól elérhető", "BackOrder"),
        ("Várhatóan elérhető: március", "BackOrder"),
        ("Elérhető méretek: 40, 41, 42", None),
        ("Elérhető színek: fekete, fehér", None),
        ("Ügyfélszolgálat elérhető hétköznap 9-17", None),
        # Near misses: the word alone, or after a product's price in its column, is in
        # stock; the offered sizes beside a stock word say that word's state.
        ("Elérhető", "InStock"),
        ("Online fizetés 2 490 Ft / hó Elérhető", "InStock"),
        ("Elérhető méretek: 40, 41 Raktáron", "InStock"),
        ("Elérhető méretek: 40 Elfogyott", "SoldOut"),
        ("Jelenleg nem elérhető", "OutOfStock"),
        ("Hamarosan elérhető", "PreOrder"),
    ],
)
def test_the_hungarian_word_for_available_is_stock_only_alone(line: str, state: str | None) -> None:
    assert availability_in(line) == state


@pytest.mark.parametrize(
    ("line", "state"),
    [
        ("Available for pre-order", "PreOrder"),
        ("Disponible en précommande", "PreOrder"),
        ("Disponible sur commande", "BackOrder"),
        ("Verfügbar als Vorbestellung", "PreOrder"),
        ("Disponible bajo pedido", "BackOrder"),
        ("Disponibile in preordine", "PreOrder"),
        ("Disponível sob encomenda", "BackOrder"),
        ("Dostępny w przedsprzedaży", "PreOrder"),
        ("Low in stock", "LimitedAvailability"),
        ("Selling fast", "LimitedAvailability"),
        ("Last one left!", "LimitedAvailability"),
        ("Restocking soon", "OutOfStock"),
        ("Entrega inmediata", "InStock"),
        ("Pronta entrega", "InStock"),
        ("Pronta consegna", "InStock"),
        ("Victime de son succès", "OutOfStock"),
        ("Available to order", "BackOrder"),
        ("Bestellartikel", "BackOrder"),
        ("Leverbaar op bestelling", "BackOrder"),
        ("Restordre", "BackOrder"),
        ("In stock - only a few left", "LimitedAvailability"),
        ("Out of stock online, available in store", "OutOfStock"),  # the first, not generic
        ("Disponible", "InStock"),
    ],
)
def test_the_word_for_available_yields_to_the_state_it_qualifies(line: str, state: str) -> None:
    # "Available" also qualifies another state: the line's state is that one, where it has one.
    assert availability_in(line) == state
    assert availability_by_line(["$49", line]) == {1: state}


@pytest.mark.parametrize(
    ("line", "state"),
    [
        ("Vermietet", "SoldOut"),
        ("● Reserviert", "OutOfStock"),
        ("RÉSERVÉ !", "OutOfStock"),
        ("Complet", "SoldOut"),
        ("Let", "SoldOut"),
        ("SOLD", "SoldOut"),
        ("Affittato", "SoldOut"),
        ("Prenotata", "OutOfStock"),  # a dealer's car on hold for a buyer
        ("Reservado", "OutOfStock"),
        ("Verhuurd", "SoldOut"),
        ("Onder optie", "OutOfStock"),
        ("Wynajęte", "SoldOut"),
        # A table row's cell: a season's state beside its rates.
        ("Haute saison | 1 290 € / semaine | 7 nuits minimum | Complet", "SoldOut"),
        ("Agosto | 1.150 € / settimana | Occupato", "SoldOut"),
        # The badge with how long it holds after it: a meal kit's box, a class, a flat.
        ("Complet cette semaine", "SoldOut"),
        ("COMPLET POUR LE MOMENT !", "SoldOut"),
        ("Booked today", "SoldOut"),
        ("Vermietet, derzeit", "SoldOut"),
        ("Réservé pour l\u2019instant", "OutOfStock"),
        ("Verhuurd voor deze week", "SoldOut"),
        ("Box familiale | 65,94 $ | Complet cette semaine", "SoldOut"),
        # Phrases read anywhere, in a sentence too.
        ("Let agreed – viewings paused", "SoldOut"),
        ("This car is under offer", "OutOfStock"),
        ("Die Wohnung ist bereits vermietet.", "SoldOut"),
        ("Verkocht onder voorbehoud", "SoldOut"),
        ("Appartement déjà loué", "SoldOut"),
        ("Piso ya alquilado", "SoldOut"),
        ("Trattativa in corso", "OutOfStock"),
        # A class or a membership whose places are taken, alone on its card.
        ("已滿", "SoldOut"),
        ("額滿", "SoldOut"),
        ("名額已滿，請加入輪候名單", "SoldOut"),
        # A Mongolian package unavailable, alone or for now.
        ("Боломжгүй", "OutOfStock"),
        ("Түр боломжгүй", "OutOfStock"),
        ("Turime", "InStock"),  # a Lithuanian shop's tile: "we have it"
        ("Sandėlyje", "InStock"),  # "in the warehouse"
        # IdoSell's stock level alone on a product card.
        ("Duża ilość", "InStock"),
        ("mała ilość", "LimitedAvailability"),
        # 1C-Bitrix's relative stock level alone on a product card.
        ("Мало", "LimitedAvailability"),
        ("Багато", "InStock"),
        ("Много", "InStock"),
        # A Thai tile's "out" (all gone), alone.
        ("หมด", "SoldOut"),
        ("หมดแล้ว", "SoldOut"),
    ],
)
def test_a_listings_badge_alone_is_its_state(line: str, state: str) -> None:
    assert availability_in(line) == state
    assert availability_by_line(["€ 845", line]) == {1: state}


@pytest.mark.parametrize(
    "line",
    [
        # The same words in a sentence are a verb or an adjective, no state.
        "Die Wohnung wird möbliert vermietet",
        "© 2026 Gîtes du Gardon. Tous droits réservés.",
        "Pension complète 85 € par jour",
        "Sold by Fenbridge Motors",
        "Reserved seating | £45",
        "Let us know your dates",
        "Appartamento affittato a studenti fino a giugno",
        "Kitchen | Booked via the calendar",
        # Thai's "out" in a sentence: a date that expires, a promotion that is over.
        "หมดอายุ 12/2027",
        "โปรโมชั่นหมดแล้ว",
        # A spell of time after a word that is no badge, or alone.
        "Repas complet cette semaine",
        "Pension complète cette semaine",
        "Cette semaine",
        "Booked this week: 12 classes",
        # An age reached, no class full; a thing impossible, no package unavailable.
        "會員須已滿 18 歲",
        "Гэрээг цуцлах боломжгүй тохиолдолд",
        "Turime 20 metų patirtį",
        "Sandėlyje: 0 vnt.",
        # An amount of anything in a plan's or a product's copy.
        "Duża ilość miejsca na dane",
        "Mała ilość cukru w składzie",
        "Мало кто знает, что чайник кипятит за минуту",
        "Много функций в одном устройстве",
        # A trial's or a session's end, a journey that went well, the way out.
        "We will email you before your trial has expired.",
        "Ihre Sitzung ist abgelaufen",
        "Quando il periodo è scaduto, il piano si rinnova",
        "Alles is goed verlopen",
        "Vid utgången finns taxi",
        # A price alert, not a size back in stock.
        "Benachrichtige mich, wenn der Preis sinkt",
    ],
)
def test_a_badges_word_in_a_sentence_is_no_state(line: str) -> None:
    assert availability_in(line) is None


def test_a_long_rows_badge_is_read_as_far_as_a_line_is() -> None:
    # A huge row (a hostile page's millions of cells) is read in its first whole cells only.
    assert availability_in("Sold | " + "x | " * 2000) == "SoldOut"
    assert availability_in("x | " * 2000 + "Sold") is None
    assert availability_in("x | " * 499 + "Sold | x") is None  # cut inside its cell


@pytest.mark.parametrize(("code", "state", "word"), entries(words.AVAILABILITY_ALONE))
def test_every_badge_word_of_the_table_reads_alone(code: str, state: str, word: str) -> None:
    with language.reading([code]):
        assert availability_in(f"– {word.upper()} –") == state
        assert availability_in(f"The {word} one") is None


@pytest.mark.parametrize(("code", "state", "word"), entries(words.STOCK_LEVEL_ALONE))
def test_a_stock_level_reads_alone_on_its_line_and_not_in_a_tables_cell(
    code: str, state: str, word: str
) -> None:
    with language.reading([code]):
        assert availability_in(word.capitalize()) == state
        assert availability_in(f"Рекламы | {word.capitalize()} | x") is None


def test_stock_states_by_line_in_one_scan() -> None:
    lines = ["Lamp", "$49", "Out of stock", "Desk", "Sold out - 在庫切れ", "Chair"]
    assert availability_by_line(lines) == {2: "OutOfStock", 4: "SoldOut"}


def _every_match(phrases_: phrases.Phrases, lowered: str) -> list[tuple[int, str]]:
    if phrases_._mask is not None:  # words that hold a phrase but say something else
        lowered = phrases_._mask.sub(lambda found: " " * len(found[0]), lowered)
    patterns = (phrases_._spaced, phrases_._others)
    return sorted((m.start(1), m.group(1)) for p in patterns for m in p.finditer(lowered))


@pytest.mark.parametrize("kind", [phrases._AVAILABILITY, money.CONTACT_SALES])
def test_the_phrases_found_are_what_their_patterns_find_everywhere(
    kind: phrases.Phrases,
) -> None:
    # Each pattern is tried only where the scan says a phrase starts: on every corpus page's
    # source, in every script and language, that misses none and adds none.
    pages = sorted(PAGES.glob("*/page.html"))
    assert len(pages) > 40
    for page in pages:
        lowered = "\n" + page.read_text(errors="replace")[:30_000].lower()
        assert kind._found(lowered) == _every_match(kind, lowered), page.parent.name


@pytest.mark.parametrize(
    ("line", "found"),
    [
        ("Enterprise: Contact sales", True),
        ("Talk to sales", True),
        ("Speak to sales", True),
        ("Talk to us", True),
        ("Talk to your accountant", False),
        ("Preis auf Anfrage", True),
        # A B2B shop's product whose price its sales team quotes.
        ("Prix sur demande", True),
        ("Cena na zapytanie", True),
        ("Pris på förfrågan", True),
        # A luxury house's piece: no price, ask for it.
        ("Price upon request", True),
        ("Price on application", True),
        ("contactless", False),
        ("Цена по запитване", True),
        ("Cijena na upit", True),
        ("Cena na vyžiadanie", True),
        ("Preu a consultar", True),
        ("Hafðu samband", True),
        ("聯絡我們", True),
        ("联系销售", True),
        ("영업팀 문의", True),
        ("تواصل معنا", True),
        ("Skontaktuj się z nami", True),
        ("Individuální nabídka", True),
        ("Vegye fel velünk a kapcsolatot", True),
        ("Razılaşma ilə", True),
        ("Satış komandası ilə əlaqə", True),
        ("Razılaşma müddəti 12 ay", False),
        ("Үнэ: тохиролцоно", True),
        ("Бидэнтэй холбогдоорой", True),
        ("मूल्यका लागि सम्पर्क गर्नुहोस्", True),
        # A B2B plan quoted only, in the words of a seat-priced SaaS page.
        ("Liên hệ để nhận báo giá", True),
        ("Yêu cầu báo giá", True),
        ("Báo giá sẽ gửi qua email", False),
        ("Individuelles Angebot", True),
        ("Angebot anfordern", True),
        ("Plus de 50 utilisateurs : nous consulter", True),
        ("Demander un devis", True),
        ("Offerte op maat", True),
        ("Vraag een offerte aan", True),
        ("個別見積もり", True),
        ("お見積り依頼はこちら", True),
        ("Angebotsanfrage erhalten wir täglich", False),
        # Turkish and Azerbaijani capitals, whose "I" and "İ" lower to other letters.
        ("BİZE ULAŞIN", True),
        ("Bize Ulaşın", True),
        ("TEKLİF ALIN", True),
        ("SATIŞ EKİBİYLE İLETİŞİME GEÇİN", True),
        ("RAZILAŞMA İLƏ", True),
        ("BİZE ULAŞTI", False),
    ],
)
def test_contact_sales(line: str, found: bool) -> None:
    assert (CONTACT_SALES.search(line) is not None) == found


@pytest.mark.parametrize(
    ("phrases", "matches", "misses"),
    [
        (["mo", "mon", "month", "months"], ["mo", "mon", "month", "months"], ["m", "mont"]),
        (["kr", "kr.", "Kr"], ["kr", "kr.", "Kr"], ["k", "KR"]),
    ],
)
def test_an_alternation_is_a_trie_of_its_phrases(
    phrases: list[str], matches: list[str], misses: list[str]
) -> None:
    pattern = re.compile(alternation(phrases, lower=False))
    assert all(pattern.fullmatch(text) for text in matches)
    assert not any(pattern.fullmatch(text) for text in misses)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("$2.50 / 1M tokens", "1m tokens"),
        ("$2.50 / 1K tokens", "1k tokens"),
        ("$10.00 / 1K calls", "1k calls"),
        ("$0.40 per 1,000 requests", "1,000 requests"),
        ("$1 per 1 million tokens", "1million tokens"),
        ("19 € pro 1.000 Anfragen", "1.000 anfragen"),
        ("$3 / 100 GB", "100 gb"),
        ("kr 0,45 per 1 000 e-poster", "1000 e-poster"),  # spaced thousands, a hyphened unit
        ("0,45 € pro 10\u00a0000 Anfragen", "10000 anfragen"),
        # "Each" or "additional" before the count as well as after it.
        ("$6 per additional 1,000 contacts", "1,000 contacts"),
        ("6 € je weitere 1.000 Kontakte", "1.000 kontakte"),
        ("5 € por cada 1.000 contactos", "1.000 contactos"),
        ("0,50 € per ogni 1.000 contatti", "1.000 contatti"),
        ("2 € par tranche de 1 000 contacts", "1000 contacts"),
        ("$6 per additional 1,000 emails", "1,000 emails"),
        ("$9 per additional month", None),  # a period, which the period reader reads
        ("9 € por cada mes", None),
        # A multiple in words, without a digit: per one of it.
        ("$3.00 per million tokens", "1million tokens"),
        ("$3.00 per thousand tokens", "1thousand tokens"),
        ("3,00 € pro Million Token", "1million token"),
        ("3,00 € par million de jetons", "1million jetons"),
        ("$3.00 per Million input tokens", "1million input"),
        # A shop's unit price, per a count of a measure or per one.
        ("1,60 € / 100 g", "100 g"),
        ("1,60 € / kg", "1 kg"),
        ("$24.99 per lb", "1 lb"),
        ("2,49 €/l", "1 l"),
        ("9,00 € a l'hora", None),  # an elided article, then the hour: no litre
        ("12 € per l’unitat", None),
        ("349 ₽ за 1 кг", "1 кг"),
        ("$0.42 / Fl Oz", "1 fl oz"),
        ("$0.12 / 100 ct", "100 ct"),
        ("$1.89 per sq ft", "1 sq ft"),
        ("11.0p per 100g", "100 g"),
        ("72.6p per litre", "1 litre"),
        ("12.5p per wash", "1 wash"),
        # A usage price's unit, counted one by one: a message, data, a call.
        ("0,09 €/SMS", "1 sms"),
        ("$0.0079 per message", "1 message"),
        ("4,99 €/MB", "1 mb"),
        ("10 € / 20 GB", "20 gb"),
        ("5 € per 100 SMS", "100 sms"),
        ("0,39 €/Verbindung", "1 verbindung"),
        ("0,35 zł za połączenie", "1 połączenie"),
        ("0,05 kr/samtal", "1 samtal"),
        ("0,19 € a chiamata", "1 chiamata"),
        ("2 บาท/ข้อความ", "1 ข้อความ"),  # a telco's overage rates in Thai and Hungarian
        ("25 Ft/üzenet", "1 üzenet"),
        ("25 Ft/hívás", "1 hívás"),
        ("2 €/Gt", "1 gt"),  # Finnish data in gigatavu, and a text message
        ("0,07 €/tekstiviesti", "1 tekstiviesti"),
        ("2 บาท ข้อความ", None),  # no "per": a word after the price, no unit of it
        # "extra" before the unit, where the language puts it there: per that unit all the same.
        ("€ 0,01 per extra bericht", "1 bericht"),
        ("CHF 0.05 pro zusätzliche SMS", "1 sms"),
        ("0,02 zł za dodatkową wiadomość", "1 wiadomość"),
        ("0,02 kr per extra meddelande", "1 meddelande"),
        ("$0.01 per additional message", "1 message"),
        ("R$ 0,02 por mensagem extra", "1 mensagem"),
        ("€ 0,02 per messaggio aggiuntivo", "1 messaggio"),
        # A unit that starts with a multiple's letter is the unit, whole.
        ("$99 / 3 months", "3 months"),
        ("$99 every 3 months", "3 months"),
        ("$49 billed every 6 months", "6 months"),
        ("59 € facturado cada 3 meses", "3 meses"),
        # "Every" as other languages say it, before the count: a subscription's delivery.
        ("12,00 € alle 2 Wochen", "2 wochen"),
        ("12,00 € toutes les 2 semaines", "2 semaines"),
        ("59 € tous les 3 mois", "3 mois"),
        ("290 Kč každých 14 dní", "14 dní"),
        ("9,99 € alle Preise inkl. MwSt.", None),  # "all prices": no count follows
        ("$5 / 10 minutes", "10 minutes"),
        # A tax note between the price and its count of a period, as before a period.
        ("139,98 € HT/2 ans", "2 ans"),
        ("$139.98 excl. VAT / 2 years", "2 years"),
        # What a price is per besides time (``words.UNITS``), without a count: per one. A
        # price per seat is not a flat one, nor one per contact.
        ("$9 per seat", "1 seat"),
        ("$0.002 / request", "1 request"),
        ("$0.30 per transaction", "1 transaction"),
        ("$12 per contact", "1 contact"),
        ("29 € pro Mitarbeiter", "1 mitarbeiter"),
        ("29 € par requête", "1 requête"),
        ("0,50 € por pedido", "1 pedido"),
        ("10 € per dipendente", "1 dipendente"),
        ("€ 4 per medewerker", "1 medewerker"),
        ("49 zł za użytkownika", "1 użytkownika"),
        ("49 zł za urządzenie", "1 urządzenie"),
        ("490 kr per enhet", "1 enhet"),
        ("49 € pro Arbeitsplatz", "1 arbeitsplatz"),
        # A pharmacy's price per dose of a pack: per tablet, capsule, sachet.
        ("soit 0,27 € / comprimé", "1 comprimé"),
        ("0,30 € par gélule", "1 gélule"),
        ("$0.21 per capsule", "1 capsule"),
        ("$0.08/tablet", "1 tablet"),
        ("0,12 € pro Tablette", "1 tablette"),
        ("0,45 € je Beutel", "1 beutel"),
        ("0,19 € por comprimido", "1 comprimido"),
        ("0,25 € a compressa", "1 compressa"),
        ("0,40 € per bustina", "1 bustina"),
        ("2,10 kr/tablett", "1 tablett"),
        # A fee or a price per pack ("honoraire de dispensation 1,02 € par boîte").
        ("1,02 € par boîte", "1 boîte"),
        ("$4.99 per pack", "1 pack"),
        ("0,50 € pro Packung", "1 packung"),
        ("1,20 € a confezione", "1 confezione"),
        ("€ 0,99 per verpakking", "1 verpakking"),
        # A wholesaler's unit of sale: a piece, a pack, a roll, a running metre, a pallet, a
        # sack, a pair. A price per pack of ten is not one per piece.
        ("14,90 Kč / ks", "1 ks"),
        ("8,40 Kč / bal.", "1 bal."),
        ("3,20 zł / szt.", "1 szt."),
        ("120 Ft/db", "1 db"),
        ("$4.50 por pieza", "1 pieza"),
        ("12 € a pezzo", "1 pezzo"),
        ("29,90 Kč / role", "1 role"),
        ("€ 23,40 al rotolo", "1 rotolo"),
        ("7,90 Kč / bm", "1 bm"),
        ("€ 1,34 al metro", "1 metro"),
        ("5 940 Kč / paleta", "1 paleta"),
        ("189 € HT / palette", "1 palette"),
        ("1 299,00 zł netto za karton", "1 karton"),
        ("$12 per roll", "1 roll"),
        ("9,50 € pro Sack", "1 sack"),
        ("24 € per paio", "1 paio"),
        # A subscription box's bag of coffee, a florist's bouquet.
        ("€ 12,90 per zak", "1 zak"),
        ("€ 11,61 / zak · elke 2 weken", "1 zak"),
        ("$65 per bouquet", "1 bouquet"),
        ("€ 39 per boeket", "1 boeket"),
        ("39 € pro Strauß", "1 strauß"),
        ("25 € por ramo", "1 ramo"),
        ("€ 12,90 per zakenpakket", None),  # a longer word that starts with one
        ("45 kr/st", "1 st"),
        # A meal kit's serving, meal or delivery.
        ("$9.99 per serving", "1 serving"),
        ("$12.90 / delivery", "1 delivery"),
        ("ab 4,99 € pro Portion", "1 portion"),
        ("€ 5,49 per maaltijd", "1 maaltijd"),
        ("5,25 € por ración", "1 ración"),
        ("6,49 € a porzione", "1 porzione"),
        ("49 zł za posiłek", "1 posiłek"),
        # A school's lesson, a university's credit.
        ("$45 per lesson", "1 lesson"),
        ("$350 per credit hour", "1 credit hour"),
        ("35,00 € per CFU", "1 cfu"),
        ("42 € por crédito", "1 crédito"),
        ("32 € pro Einheit", "1 einheit"),
        ("45 € par séance", "1 séance"),
        ("55,000원 / 수업", "1 수업"),
        # After a tax note, in brackets or not, as before a period.
        ("4,980円（税込）/ 1ライセンス", "1 ライセンス"),
        ("499 zł netto za stanowisko", "1 stanowisko"),
        ("49 € HT par licence", "1 licence"),
        ("2,99 € (inkl. MwSt.) / kg", "1 kg"),
        ("$0.50 (excl. VAT) per 1,000 emails", "1,000 emails"),
        ("500円/人", "1 人"),
        ("$9 per great feature", None),  # a word the table does not know
        # A fare's or a tour's traveller, in the languages that sell them.
        ("$89 per passenger", "1 passenger"),
        ("289 lei per persoană", "1 persoană"),
        ("R$ 389,90 por passageiro", "1 passageiro"),
        ("1 290 Kč za osobu", "1 osobu"),
        ("899 kr per reisende", "1 reisende"),
        ("1.290.000 ₫/người", "1 người"),
        ("Rp 1.250.000/pax", "1 pax"),
        ("149 € pro Erwachsenen", "1 erwachsenen"),
        # Turkish puts its "per" after the traveller, with no period after it.
        ("1.899 TL kişi başı", "1 kişi"),
        ("2.499 TL yolcu başına, vergiler dahil", "1 yolcu"),
        ("1.899 TL başına", None),
        # A multiple in words alone ends a usage rate whose label names the unit.
        ("Requêtes : 0,40 € par million", "1million"),
        ("Requisições: R$ 1,20 por milhão", "1milhão"),
        ("Solicitudes $3.20 MXN por millón", "1millón"),
        ("Requests: $0.20 per million", "1million"),
        ("$0.20 per million requests", "1million requests"),
        ("$0.20 per million-token batch", None),
        # A model API's rates: a Chinese multiple with no digit, glued to its unit, and a
        # multiple glued to an abbreviated unit; per image, per call.
        ("输入 2元/百万tokens", "1百万 tokens"),
        ("0.0008元/千tokens", "1千 tokens"),
        ("2元 / 百万 Tokens", "1百万 tokens"),
        ("2元每千Token", "1千 token"),
        ("$3 / MTok", "1m tok"),
        ("$15 per MTok", "1m tok"),
        ("$0.04 / image", "1 image"),
        ("0.2元/张", "1 张"),
        ("0.008元/次", "1 次"),
        ("$3 / Mtoken", "1m token"),
        ("$3 / mobile token", None),
        ("Input: $2 /M tokens", "1m tokens"),
        ("Entrée : 0,40 $ /M de tokens", "1m tokens"),
        ("$15.00 / K characters", "1k characters"),
        # A period, or a count that is no unit's: not this.
        ("$5/mo", None),
        ("$5 a 12-month plan", None),
        ("$5 for 3 months", None),
    ],
)
def test_a_price_per_a_count_of_a_unit(text: str, expected: str | None) -> None:
    price = money.read_price(text)
    assert price is not None
    assert money.per_count(text, price.end) == expected


@pytest.mark.parametrize(
    ("locales", "text", "expected"),
    [
        (["bg"], " / 19,90 лв. на месец", "month"),
        (["bg"], " / 8.18 EUR на месец", "month"),
        (["hr-HR"], " / 120,00 kn mjesečno", "month"),
        (["bs-BA"], " / 49,90 KM mjesečno", "month"),
        # A unit that is no currency in the page's language, or none at all.
        (["de"], " / 100 KM monatlich", "month per 100 km"),
        (["en"], " / 10 kn per month", "month per 10 kn"),
        (["en"], " per 100 km / month", "month per 100 km"),
        (["en"], " / 10 users / month", "month per 10 users"),
    ],
)
def test_a_price_in_another_currency_is_no_unit_of_its_period(
    locales: list[str], text: str, expected: str
) -> None:
    with language.reading(locales):
        assert phrases.period_after(text) == expected


@pytest.mark.parametrize(
    ("locales", "text", "expected"),
    [
        # The same price in another currency after a slash, as a country adopting the euro
        # shows both: no rate per 15,99 leva.
        ([], "8,18 € / 15,99 лв.", None),
        (["bg-BG"], "€8,18 / 15,99 лв.", None),
        ([], "8.18 EUR / 15.99 BGN", None),
        (["hr-HR"], "15,93 € / 120,00 kn", None),
        (["bs-BA"], "25,56 € / 49,99 KM", None),
        # A unit that is no currency there, or no currency at all, is still what it is per.
        (["en"], "€0.50 / 100 KM", "100 km"),
        (["de"], "0,30 € / 100 km", "100 km"),
        (["en-GB"], "£4 / 10 kn", "10 kn"),
        ([], "$2.50 / 1M tokens", "1m tokens"),
    ],
)
def test_a_price_in_another_currency_after_a_slash_is_no_count(
    locales: list[str], text: str, expected: str | None
) -> None:
    with language.reading(locales):
        price = money.read_price(text)
        assert price is not None
        assert money.per_count(text, price.end) == expected


@pytest.mark.parametrize(
    ("text", "price", "expected"),
    [
        ("1 l = 3,98 €", "3,98 €", "1 l"),
        ("(100 g = 1,29 €)", "1,29 €", "100 g"),
        ("Grundpreis: 1 kg = € 7,49", "€ 7,49", "1 kg"),
        ("1 kg = 79,80 Kč", "79,80 Kč", "1 kg"),
        ("100 ml = 4,95 zł", "4,95 zł", "100 ml"),
        ("Prix au kilo : 1 kg = 12,90 €", "12,90 €", "1 kg"),
        # A measure before a price without the sign is the pack's, and a sum is no unit.
        ("250 g 12,90 €", "12,90 €", None),
        ("6 x 1,5 l 4,49 €", "4,49 €", None),
        ("2 x 4,99 = 9,98 €", "9,98 €", None),
        # A label that names the measure after "per", before a colon.
        ("cena za 1 kg: 259,98 zł", "259,98 zł", "1 kg"),
        ("Cena za 1 l: 89 Kč", "89 Kč", "1 l"),
        ("Preis pro kg: 7,49 €", "7,49 €", "1 kg"),
        ("Preis/kg: 19,96 €", "19,96 €", "1 kg"),  # the slash glued to the label
        ("Grundpreis/100 g: 3,99 €", "3,99 €", "100 g"),
        ("Price per 100 g: £3.99", "£3.99", "100 g"),
        # A label without "per" names the pack; a measure no unit.
        ("Inhalt 500 g: 12,90 €", "12,90 €", None),
        # A multipack's count and pack, before its price: the pack's price, per none.
        ("Sparpaket 2 x 12 kg: 99,90 €", "99,90 €", None),
        ("Pack 6x400 g: 14,99 €", "14,99 €", None),
        ("Precio x kg: S/ 12.90", "S/ 12.90", "1 kg"),
        ("Versand pro Paket: 4,90 €", "4,90 €", None),
        # "Per" written after the measure, as Japanese, Korean and Turkish put it.
        ("100gあたり 209円", "209円", "100 g"),
        ("1kgあたり:1,760円", "1,760円", "1 kg"),
        ("(100g당 1,290원)", "1,290원", "100 g"),
        ("1 kg başına 45 TL", "45 TL", "1 kg"),
        # Per a user is no measure, and a pack's size alone names the pack.
        ("ユーザーあたり 1,200円", "1,200円", None),
        ("2kg 4,180円", "4,180円", None),
        # An overage per a count of a usage unit, "per" after it (MAU, events, messages).
        ("1,000 MAUごとに \uffe5300", "\uffe5300", "1,000 mau"),
        ("1,000イベントあたり 30円", "30円", "1,000 イベント"),
        ("超過分は1,000件につき 50円", "50円", "1,000 件"),
        ("1,000건당 500원", "500원", "1,000 건"),
        ("1.000 kişi başına 50 TL", "50 TL", "1.000 kişi"),
        # An instalment's share, a period's count and a person are no usage unit.
        ("10回払い\uff081回あたり 16,900円\uff09", "16,900円", None),
        ("30日ごと 3,980円", "3,980円", None),
        ("1名あたり 24,200円", "24,200円", None),
    ],
)
def test_a_unit_price_written_measure_first(text: str, price: str, expected: str | None) -> None:
    assert money.measure_before(text, text.index(price)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The first 10,000 requests each month are free, then $0.002 / request", "10,000"),
        ("First 10k free, then $0.002 / request", "10k"),
        ("1 000 Anfragen gratis, danach 0,01 € pro Anfrage", "1 000"),
        ("Los primeros 500 GB son gratis, luego 0,02 € / GB", "500"),
        ("Up to 3 users free, then $5 per user", "3"),
        # A trial's length, a threshold after the price, no count: no allowance.
        ("14-day free trial, then $9/mo", None),
        ("30 Tage kostenlos testen, danach 9 €", None),
        ("Try 1 month free, then $5/mo", None),
        ("Free shipping over $50", None),
        ("Pro $19/mo", None),
        # What a compound says something is free of: no allowance.
        ("or 4 interest-free payments of $30.00 with Afterpay", None),
        ("Pay in 3 interest-free instalments of £40.00 with Clearpay", None),
        ("2 fee-free transfers, then $1.50 each", None),
    ],
)
def test_a_usage_prices_free_allowance_before_it(text: str, expected: str | None) -> None:
    price = money.read_price(text)
    assert price is not None
    assert money.free_allowance(text, price.start) == expected


@pytest.mark.parametrize(
    ("text", "price", "terms"),
    [
        ("Free shipping on orders over $50", "$50", True),
        ("Versandkostenfrei ab 50 €", "50 €", True),
        ("Livraison offerte dès 50 € d'achat", "50 €", True),
        ("Envío gratis a partir de 39 €", "39 €", True),
        ("Envío gratis en pedidos mayores a $5,000", "$5,000", True),
        ("Envío gratis en compras arriba de $999", "$999", True),
        ("Frete grátis acima de R$ 199", "R$ 199", True),
        # A lease's worked example: the employee's gross pay, no price.
        ("Beispielrechnung bei 3.500 \u20ac brutto Monatsgehalt", "3.500 \u20ac", True),
        ("bij een bruto maandsalaris van \u20ac 3.500, looptijd 36 maanden", "\u20ac 3.500", True),
        ("pour un salaire brut de 2800 \u20ac", "2800 \u20ac", True),
        ("with a gross monthly salary of \u00a33,000", "\u00a33,000", True),
        ("Ejemplo con un salario bruto de 2.500 \u20ac", "2.500 \u20ac", True),
        # Gross prices and the lease's own rate are prices.
        ("Bruttopreis 3.500 \u20ac", "3.500 \u20ac", False),
        ("Leasingrate 62 \u20ac brutto pro Monat", "62 \u20ac", False),
        ("Prix brut 2800 \u20ac", "2800 \u20ac", False),
        ("Salary: $5,000", "$5,000", False),  # a job's pay may be what its page is about
        # A job's gross pay, a label of its own: what its page is about.
        ("Gross salary: \u20ac3,500 per month", "\u20ac3,500", False),
        ("Bruttogehalt: 4.000 \u20ac", "4.000 \u20ac", False),
        ("Bruttojahresgehalt 55.000 \u20ac", "55.000 \u20ac", False),
        ("Salaire brut : 2 800 \u20ac par mois", "2 800 \u20ac", False),
        ("Bruto maandsalaris: \u20ac 3.500", "\u20ac 3.500", False),
        ("4.000 \u20ac Bruttomonatsgehalt", "4.000 \u20ac", False),
        ("Entwickler (m/w/d), Bruttogehalt 4.000 \u20ac", "4.000 \u20ac", False),
        # In a sentence, after the words that lead it, still an example's.
        ("bei einem Bruttogehalt von 3.500 \u20ac", "3.500 \u20ac", True),
        ("Rekenvoorbeeld bij 3.500 \u20ac bruto maandsalaris", "3.500 \u20ac", True),
        # Dutch says "to the door" in one word with the delivery.
        ("Gratis thuisbezorgd vanaf \u20ac 750", "\u20ac 750", True),
        ("Gratis thuislevering vanaf 50 \u20ac", "50 \u20ac", True),
        ("Thuisbezorgd voor \u20ac 29,95", "\u20ac 29,95", False),  # a delivery's charge
        ("5,000円以上で送料無料", "5,000円", True),
        # The order's value named after its amount.
        ("Free shipping with $35 orders*", "$35", True),
        ("Free shipping on $35+ orders", "$35", True),
        ("Free standard delivery on £40 or more", "£40", True),
        ("Free shipping with $50 purchase", "$50", True),
        ("Versandkostenfrei ab 50 € Bestellwert", "50 €", True),
        ("Get $10 off orders over $100", "$10", True),
        ("Get $10 off orders over $100", "$100", True),
        ("Mindestbestellwert 20 €", "20 €", True),
        # A sale's voucher: what it takes off and the spend it needs, each no offer.
        ("Black Week: Ab 50 € Einkaufswert 10 € Rabatt", "50 €", True),
        ("3,000円以上で500円OFFクーポン配布中", "3,000円", True),
        ("Przy zakupie za 200 zł rabat 30 zł", "30 zł", True),
        ("Black Friday : 20 € offerts dès 100 € d'achat", "20 €", True),
        ("€ 10 korting bij besteding vanaf € 75", "€ 75", True),
        ("Cena po rabacie 30 zł", "30 zł", False),
        ("Pfanne 28 cm 39,99 €", "39,99 €", False),
        # The region's minimum order, after a colon or a dash.
        ("Мінімальна сума замовлення \u2014 1 000 грн", "1 000 грн", True),
        ("Valoarea minimă a comenzii: 50 lei", "50 lei", True),
        ("Minimali užsakymo suma 20 €", "20 €", True),
        ("Minimālā pasūtījuma summa 15 €", "15 €", True),
        ("Minimaalne tellimus 10 €", "10 €", True),
        ("Minimalni znesek naročila - 20 €", "20 €", True),
        ("Minimális rendelés: 5 000 Ft", "5 000 Ft", True),
        ("Spend $75 and save", "$75", True),
        ("Fri frakt över 499 kr", "499 kr", True),
        ("满99元包邮", "99元", True),
        ("Frí heimsending þegar pantað er fyrir 15.000 kr.", "15.000 kr.", True),
        ("Enviament gratuït a partir de 60 €", "60 €", True),
        ("Besplatna dostava iznad 50 €", "50 €", True),
        ("Безплатна доставка над 100 лв.", "100 лв.", True),
        ("Бесплатна достава за нарачки над 3.000 ден.", "3.000 ден.", True),
        ("Transport falas për porosi mbi 5.000 Lekë", "5.000 Lekë", True),
        ("ដឹកជញ្ជូនឥតគិតថ្លៃសម្រាប់ការបញ្ជាទិញលើសពី $50", "$50", True),
        ("Smart M 1.900 Lekë / muaj · transport falas", "1.900 Lekë", False),
        # A saving named before its amount: the discount on a price, no price.
        ("Economize R$ 199,10", "R$ 199,10", True),
        ("Você economiza R$ 50,00", "R$ 50,00", True),
        ("Ahorrás $3.000", "$3.000", True),
        ("You save $20.00", "$20.00", True),
        ("Sie sparen 50 €", "50 €", True),
        # A repeat delivery's program named with a discount's word: its price follows.
        ("Autoship & Save $68.86", "$68.86", False),
        ("Subscribe & Save: $68.86", "$68.86", False),
        ("Abo & Spare 61,74 €", "61,74 €", False),
        ("Prenumerera & spara 944 kr", "944 kr", False),
        # A saving still, when no such program names it.
        ("Buy 2 & Save $10", "$10", True),
        ("Vous économisez 30 €", "30 €", True),
        ("Sleva 4 000 Kč", "4 000 Kč", True),
        ("Zľava 20 €", "20 €", True),
        ("Выгода 2 000 ₽", "2 000 ₽", True),
        ("Знижка 500 грн", "500 грн", True),
        ("Ušteda 150 €", "150 €", True),
        ("Zbritje 500 Lekë", "500 Lekë", True),
        ("Sutaupote 30 €", "30 €", True),
        ("Kazancınız 250 TL", "250 TL", True),
        ("Hemat Rp50.000", "Rp50.000", True),
        # a marketplace's voucher, in Malay
        ("Potongan RM10 untuk pembelian pertama", "RM10", True),
        ("Jimat RM130", "RM130", True),
        ("Harga diskaun RM99.00", "RM99.00", False),  # the price after it: an offer
        ("Giảm 50.000₫", "50.000₫", True),
        ("ส่วนลด 500 บาท", "500 บาท", True),
        ("خصم 50 ر.س", "50 ر.س", True),
        ("立减20元", "20元", True),
        ("쿠폰할인 3,000원", "3,000원", True),
        ("100 TL indirim", "100 TL", True),
        ("300 Kč sleva", "300 Kč", True),
        ("50 € popusta", "50 €", True),
        # The price after the discount, its noun inflected or compounded: an offer.
        ("Cena po slevě 999 Kč", "999 Kč", False),
        ("Цена со скидкой 990 ₽", "990 ₽", False),
        ("할인가 9,900원", "9,900원", False),
        ("Harga diskon Rp 99.000", "Rp 99.000", False),
        ("السعر بعد الخصم 45 ر.س", "45 ر.س", False),
        # A company's share capital, in a footer's legal line.
        ("Lumia Mobile S.p.A. – Capitale sociale 10.000.000 € i.v.", "10.000.000 €", True),
        ("Kapitał zakładowy: 5 000 000 zł", "5 000 000 zł", True),
        ("SAS au capital de 1 000 000 €", "1 000 000 €", True),
        ("Stammkapital 25.000 €", "25.000 €", True),
        ("Capital social 3.000 €", "3.000 €", True),
        # A share the price already includes: a recycling levy, no offer of its own.
        ("dont 2,50 € d'éco-participation", "2,50 €", True),
        ("dont 0,50 € d’éco-part.", "0,50 €", True),
        ("Dont éco-participation : 12,00 €", "12,00 €", True),
        ("écotaxe 1,20 €", "1,20 €", True),
        ("di cui contributo RAEE 3,50 €", "3,50 €", True),
        ("Incluye 5,45 € de canon digital", "5,45 €", True),
        ("549,00 € dont 10,00 € d'éco-participation", "549,00 €", False),  # the price itself
        # Offers: a price from, a price beside a shipping note, a price per delivery.
        ("Plans from $29/mo", "$29", False),
        ("Pro $29/mo · free shipping on hardware", "$29", False),
        ("Ab 49 € im Monat, Versand inklusive", "49 €", False),
        ("Delivery: $4.99", "$4.99", False),
        ("$129.00 with free delivery", "$129.00", False),
        ("Save time: Pro $29/mo", "$29", False),
        ("Plan Ahorro $ 12.999", "$ 12.999", False),  # a plan named "savings"
        # A discount or a worth joined to the words after it, as Japanese and Korean write.
        ("最大500円OFFクーポン", "500円", True),
        ("500円引き", "500円", True),
        ("39ポイント（39円相当）", "39円", True),
        ("5,000원 할인쿠폰", "5,000원", True),
        ("3,900원 상당 사은품", "3,900원", True),
        # What a purchase earns back: points or cash back.
        ("최대 1,495원 적립", "1,495원", True),
        ("1,000원 캐시백", "1,000원", True),
        ("990円分ポイント還元", "990円", True),
        ("200円キャッシュバック", "200円", True),
        ("10元返现", "10元", True),
        ("Get $20 cash back", "$20", True),
        # An appliance's estimated running cost, a label's estimate of the electricity bill.
        ("Energiekosten pro Jahr: ca. 45,60 €", "45,60 €", True),
        ("Estimated Yearly Energy Cost $21", "$21", True),
        ("Coût énergétique annuel estimé : 46 €", "46 €", True),
        ("Energiekosten per jaar: € 46", "€ 46", True),
        ("Roczny koszt energii: 180 zł", "180 zł", True),
        ("年間電気代 約4,650円", "4,650円", True),
        ("연간 에너지비용 42,000원", "42,000원", True),
        # What an electronics shop pays for the old device traded in.
        ("Altes Gerät eintauschen und bis zu 300 € Eintauschprämie sichern", "300 €", True),
        ("Get up to $450 for your trade-in", "$450", True),
        ("Jusqu'à 200 € de prime de reprise", "200 €", True),
        ("Inruilen: tot € 150,- extra voor je oude tv", "€ 150,-", True),
        ("Nawet 500 zł za stary sprzęt", "500 zł", True),
        ("Až 3 000 Kč bonus za výkup", "3 000 Kč", True),
        ("+ 2 Jahre Garantieverlängerung 79,00 €", "79,00 €", False),  # a service's price
        ("Mitnahme: 19,99 € für Ihr Altgerät", "19,99 €", False),  # a fee for taking it away
        # A trade-in's credit, named before or after it, in more languages.
        ("Trade-in value: up to $630", "$630", True),
        ("Estimated trade-in: $410", "$410", True),
        ("Supervalutazione dell'usato fino a 200 €", "200 €", True),
        ("Fino a 200 € per il tuo vecchio smartphone", "200 €", True),
        ("Hasta 300 € por tu dispositivo antiguo", "300 €", True),
        ("Bono Plan Renove: hasta 150 €", "150 €", True),
        ("Precio con Plan Renove: 399 €", "399 €", False),  # the price paid
        ("Inruilwaarde tot € 250", "€ 250", True),
        ("Wartość odkupu: do 900 zł", "900 zł", True),
        ("최대 80만원 추가 보상", "80만원", True),
        ("반납 시 최대 700,000원 보상", "700,000원", True),
        ("보상판매 최대 500,000원", "500,000원", True),
        ("Tot € 250 inruilwaarde", "€ 250", True),
        # A card's interest-free instalments from a payment's amount on.
        ("삼성카드 2~24개월 무이자, 5만원 이상 결제 시", "5만원", True),
        # A clause that goes on past the trade-in names the new device's price.
        ("Trade in your old phone and take the new one home for $999", "$999", False),
        ("삼성케어플러스 파손 보상 1년형 189,000원", "189,000원", False),
        ("Jusqu'à 50 € remboursés", "50 €", True),
        ("정가 129,000원 할인가 89,000원", "129,000원", False),  # the sale price follows
        ("$10 offer", "$10", False),
        # A percent discount's cap, and a cashback: what a bank offer saves, no price.
        ("10% Instant Discount on HDFC Bank Credit Cards, up to ₹1,500", "₹1,500", True),
        ("5% Unlimited Cashback on Axis Bank Card, upto Rs.750", "Rs.750", True),
        ("20 % Rabatt mit dem Code HERBST, max. 50 €", "50 €", True),
        ("15 % de réduction, jusqu'à 30 €", "30 €", True),
        ("Get ₹50 cashback on UPI payments", "₹50", True),
        ("Flat ₹1,250 Instant Discount on ICICI cards", "₹1,250", True),
        ("Storage up to 2 TB for $9.99", "$9.99", False),  # no percent: a price
        ("Plans up to $49/mo", "$49", False),
        ("आप बचाते हैं ₹4,000", "₹4,000", True),
        ("₹1,500 की छूट HDFC कार्ड पर", "₹1,500", True),
        ("সাশ্রয় ৳ ৪,০০০".replace("য়", "য\u09bc"), "৳ ৪,০০০", True),
        ("Rs. 500 کی رعایت", "Rs. 500", True),
        # A threshold in Hungarian, Romanian and Greek; a saving and a discount there.
        ("Ingyenes szállítás 20 000 Ft felett", "20 000 Ft", True),
        ("Transport gratuit la comenzi peste 200 Lei", "200 Lei", True),
        ("Livrare gratuită peste 150 Lei", "150 Lei", True),
        ("Δωρεάν μεταφορικά για αγορές άνω των 49 €", "49 €", True),
        ("Megtakarítás: 40 000 Ft", "40 000 Ft", True),
        ("Reduceri de până la 10 lei la fiecare tarif", "10 lei", True),
        ("Reducere de 200 lei la plata online", "200 lei", True),
        ("Preț redus: 199 lei", "199 lei", False),  # the sale's price itself
        ("Economisești 600,00 Lei", "600,00 Lei", True),
        ("Κερδίζετε 130,00 €", "130,00 €", True),
        ("40 000 Ft kedvezmény", "40 000 Ft", True),
        ("-600,00 Lei reducere", "600,00 Lei", True),
        ("20,000円お得", "20,000円", True),
        ("Include taxa verde: 17,50 Lei", "17,50 Lei", True),
        ("Τιμή με έκπτωση 719,00 €", "719,00 €", False),  # the sale price
        ("Kedvezményes ár 289 990 Ft", "289 990 Ft", False),
        # A threshold and its free shipping in one clause, whichever comes first.
        ("Ab 50 € versandkostenfrei", "50 €", True),
        ("Versandkostenfrei innerhalb Dtl. ab 50 €", "50 €", True),
        ("Free delivery, over £40", "£40", True),
        # A "from" price beside a shipping note in another clause: an offer.
        ("ab 19,99 € · versandkostenfrei", "19,99 €", False),
        ("Vanaf € 19,99 per maand, gratis verzending", "€ 19,99", False),
        ("Från 199 kr/mån – fri frakt", "199 kr", False),
        ("Fra 149 kr. - fri fragt", "149 kr.", False),
        ("od 399 Kč, doprava zdarma", "399 Kč", False),
        ("Gratis verzending. Vanaf € 19,99", "€ 19,99", False),
        ("Spedizione gratuita | da 19,90 €", "19,90 €", False),
        # Free shipping and its threshold as other shops write them; a coupon's amount.
        ("Fraktfritt över 499 kr", "499 kr", True),
        ("Fri levering over 399 kr.", "399 kr.", True),
        ("Gratis verzonden vanaf € 25", "€ 25", True),
        ("Spedizione gratuita sopra i 49 €", "49 €", True),
        # A free-shipping banner that says where and how before the amount, in one clause.
        ("Ókeypis sending í Føroyum tá ið keypt verður fyri meira enn 500 kr.", "500 kr.", True),
        ("Bidalketa doan Euskal Herri osoan 50 € gorako", "50 €", True),
        ("Gratis Liwwerung bannent Lëtzebuerg fir all Bestellungen ab 60 €", "60 €", True),
        ("Ókeypis sending í Føroyum. Garnpakki fyri meira enn 500 kr.", "500 kr.", False),
        ("Apply $20 coupon", "$20", True),
        # What a cart's note says is left to spend for free shipping.
        ("You're $25.01 away from free shipping", "$25.01", True),
        ("Add $25.01 more to get free shipping", "$25.01", True),
        ("Only $25.01 left until free shipping", "$25.01", True),
        ("Noch 25,01 € bis zum kostenlosen Versand", "25,01 €", True),
        ("Plus que 12,00 € avant la livraison offerte", "12,00 €", True),
        ("Encore 25,01 € pour profiter de la livraison gratuite", "25,01 €", True),
        ("Te faltan 25,01 € para el envío gratis", "25,01 €", True),
        ("Ti mancano 25,01 € per la spedizione gratuita", "25,01 €", True),
        ("Faltam R$ 25,01 para frete grátis", "R$ 25,01", True),
        ("Nog € 25,01 tot gratis verzending", "€ 25,01", True),
        ("Brakuje 25,01 zł do darmowej dostawy", "25,01 zł", True),
        ("Handla för 371 kr till för fri frakt", "371 kr", True),
        # A welcome popup's coupon and the first order it needs.
        ("Get $10 off your first order of $50+", "$50", True),
        ("Take $15 off your first purchase over $75", "$75", True),
        ("Du har 371 kr kvar till fri frakt", "371 kr", True),
        ("Køb for 200 kr. mere for at få fri fragt", "200 kr.", True),
        ("Du mangler 200 kr. til fri fragt", "200 kr.", True),
        ("Du er 200 kr unna gratis frakt", "200 kr", True),
        ("Osta vielä 20,00 € ja saat ilmaisen toimituksen", "20,00 €", True),
        ("Vielä 20,00 € ilmaiseen toimitukseen", "20,00 €", True),
        ("Do darmowej dostawy brakuje Ci jeszcze 61,00 zł", "61,00 zł", True),
        # Polish free shipping with "gratis" or "za darmo" after its noun: a print shop's bar.
        ("Wysyłka gratis od 300 zł netto", "300 zł", True),
        ("Dostawa za darmo od 199 zł", "199 zł", True),
        ("Bezpłatna wysyłka od 250,00 zł", "250,00 zł", True),
        ("Nur noch 12,00 € bis zum Gratisversand", "12,00 €", True),
        ("Dir fehlen noch 12,00 € für kostenlosen Versand", "12,00 €", True),
        ("Bestel nog voor € 12,00 en ontvang gratis verzending", "€ 12,00", True),
        # and in those languages a price beside free shipping, in another clause: an offer
        ("Linneskjorta 449 kr – fri frakt", "449 kr", False),
        ("Hørskjorte 449 kr. · fri fragt", "449 kr.", False),
        # A sale's price beside free shipping, in the words of a sale: an offer.
        ("Nur noch 49 € \u2013 versandkostenfrei", "49 €", False),
        ("Jetzt nur noch 49 € mit kostenlosem Versand", "49 €", False),
        ("Only $9.99 with free shipping", "$9.99", False),
        ("Plus que 49 € ! Livraison gratuite", "49 €", False),
        ("Add to cart $49 free shipping", "$49", False),
        # A money transfer's or an exchange's worked example: the sums it moves, not its fee.
        ("Sie senden 1.000 €, der Empfänger erhält 1.084,12 CHF", "1.000 €", True),
        ("Sie senden 1.000 €, der Empfänger erhält 1.084,12 CHF", "1.084,12 CHF", True),
        ("You send £1,000 · they receive €1,152.34 · fee £4.20", "€1,152.34", True),
        ("You send £1,000 · they receive €1,152.34 · fee £4.20", "£4.20", False),
        ("Przykład: wymieniasz 500 EUR, otrzymujesz 2 150,00 zł", "2 150,00 zł", True),
        ("Envías $5,000 MXN y el destinatario recibe 251,20 USD", "$5,000 MXN", True),
        ("Vous envoyez 500 € : le bénéficiaire reçoit 8 612 MAD", "8 612 MAD", True),
        ("Frais d'envoi : 2,50 € par virement", "2,50 €", False),
        # A usage example's or a calculator's estimate from the rates the page lists, and a
        # grant of credit to spend on them: no offer.
        ("A 1,000-word essay costs roughly $0.002 to generate", "$0.002", True),
        ("Summarizing a 20-page report would cost about $0.03", "$0.03", True),
        ("Une traduction de 10 pages coûte environ 0,03 €", "0,03 €", True),
        ("Ein Chat mit 50 Nachrichten kostet etwa 0,02 €", "0,02 €", True),
        ("示例：翻译一篇约 1000 字的文章，费用约 0.003 元", "0.003 元", True),
        ("New API accounts get $5 in free credits", "$5", True),
        ("Get $300 in credits for 90 days", "$300", True),
        ("新用户赠送 50 元免费额度", "50 元", True),
        ("例：1,000文字の要約の料金は約$0.001です", "$0.001", True),
        ("Output costs $10.00 per 1M tokens", "$10.00", False),
        ("Prepaid: $10 credit, valid 30 days", "$10", False),
        # A free allowance's cap: a bank plan's limit, not its price.
        ("Bargeld abheben: kostenlos bis 200 € pro Monat, danach 2 %", "200 €", True),
        ("Kostenlose Abhebungen bis 200 € im Monat", "200 €", True),
        ("Darmowe wypłaty z bankomatów do 1 000 zł miesięcznie", "1 000 zł", True),
        ("Free ATM withdrawals up to £200 a month, then 2%", "£200", True),
        ("Fee-free transfers up to €1,000, then 0.5%", "€1,000", True),
        ("Retiradas gratuitas en cajeros hasta 300 € al mes", "300 €", True),
        ("Retraits gratuits jusqu’à 200 € par mois", "200 €", True),
        # Free shipping's threshold, in languages that name the order after the amount, or
        # where free shipping is named on a line of its own above it.
        ("20 000 Ft feletti rendelésnél, GLS futárral.", "20 000 Ft", True),
        ("500 TL üzeri siparişlerde kargo bedava", "500 TL", True),
        ("5,000円以上のご注文で送料無料", "5,000円", True),
        # A tax note in brackets between the amount and its words.
        ("2,000円（税込）以上のご注文で送料無料", "2,000円", True),
        ("5,000円(税込)以上お買い上げで送料無料", "5,000円", True),
        ("プレミアム 980円（税込）", "980円", False),
        ("Бесплатная доставка от 3000 ₽", "3000 ₽", True),
        ("Безкоштовна доставка від 1500 грн", "1500 грн", True),
        ("Gratis ongkir min. belanja Rp 100.000", "Rp 100.000", True),
        ("Penghantaran Percuma min. belanja RM40", "RM40", True),
        ("Pos percuma untuk belanja melebihi RM150", "RM150", True),
        ("Penghantaran Standard RM4.90", "RM4.90", False),  # a delivery's fee: an offer
        ("Miễn phí vận chuyển cho đơn từ 300.000đ", "300.000đ", True),
        # The order named before the amount, free shipping said further before it.
        ("Безплатна доставка до офис на куриер за поръчки над 100 лв.", "100 лв.", True),
        ("Besplatna dostava na kućnu adresu za narudžbe iznad 50 €", "50 €", True),
        ("Доставка курьером по городу бесплатно при заказе от 3000 ₽", "3000 ₽", True),
        ("Комплект от 3 тенджери 89,90 лв.", "89,90 лв.", False),
        ("Поръчка по телефон: тостер 45,99 лв.", "45,99 лв.", False),
        ("3 000 Ft feletti kávédaráló", "3 000 Ft", False),
        ("Kahve değirmeni 500 TL", "500 TL", False),
        # A range of prices, a price beside a free plan's limit, a plan named "Free…": offers.
        ("Versand gratis, Artikel von 9 € bis 19 €", "19 €", False),
        # A financing offer's eligible basket, both bounds: no price of the product.
        ("Raty 0% dostępne przy zakupie od 300 zł do 30 000 zł.", "300 zł", True),
        ("Raty 0% dostępne przy zakupie od 300 zł do 30 000 zł.", "30 000 zł", True),
        ("0% APR financing on purchases of $300 to $30,000.", "$30,000", True),
        ("0% APR on purchases from $300 to $30,000", "$300", True),
        ("Orders from $49", "$49", False),  # a starting price: no range follows
        ("0%-Finanzierung für Einkäufe von 300 € bis 30.000 € Warenwert.", "300 €", True),
        ("0%-Finanzierung für Einkäufe von 300 € bis 30.000 € Warenwert.", "30.000 €", True),
        ("Paiement en 4x sans frais pour tout achat de 100 € à 3 000 €.", "3 000 €", True),
        ("Splátky pro nákupy od 3 000 Kč do 200 000 Kč", "200 000 Kč", True),
        ("Gespreid betalen bij aankopen vanaf € 250 tot € 10.000", "€ 10.000", True),
        ("Gutschein im Warenwert von 50 €", "50 €", False),  # a voucher's own price
        ("Kurs od 300 zł do 900 zł", "900 zł", False),  # a range of prices
        ("Free plan: up to 3 users, $0", "$0", False),
        ("Freelancer plan up to $49", "$49", False),
        # the store credit a purchase earns, named before its amount (before: a price)
        ("\uc801\ub9bd\uae08 390\uc6d0 (1%)", "390\uc6d0", True),
        ("\uc608\uc0c1 \uc801\ub9bd\uae08: 1,200\uc6d0", "1,200\uc6d0", True),
        ("\u9084\u5143\u984d 120\u5186", "120\u5186", True),
        ("Store credit earned: $3.90", "$3.90", True),
        ("\uc801\ub9bd\uae08 \ucda9\uc804 \uc0c1\ud488 10,000\uc6d0", "10,000\uc6d0", False),
    ],
)
def test_an_order_value_or_a_discount_is_no_offer(text: str, price: str, terms: bool) -> None:
    start = text.index(price)
    assert phrases.mentions_terms([text]) or not terms
    assert phrases.order_terms(text, start, start + len(price)) is terms


@pytest.mark.parametrize(
    ("after", "period"),
    [
        # A connector that is a word ends where its word does: "na" + "v" is no "nav".
        (" Nav noliktavā", None),  # Latvian "not in stock"
        (" nav", None),
        (" na v", "year"),
        (" perm", None),
        # Connectors written joined to their noun stay so.
        ("/v", "year"),
        (" pr.md.", "month"),
        (" 毎月", "month"),
        (" לחודש", "month"),
    ],
)
def test_a_word_connector_is_a_whole_word(after: str, period: str | None) -> None:
    assert period_after(after) == period


@pytest.mark.parametrize(
    "line",
    [
        "Benachrichtigen, wenn verfügbar",
        "E-Mail, wenn verfügbar",
        "M'avertir quand disponible",
        "Avísame cuando esté disponible",
        "Avvisami quando disponibile",
        "Mail mij als het product weer op voorraad is",
        "Powiadom o dostępności",
        "Meddela mig när varan finns i lager",
        "Giv mig besked, når varen er på lager",
        "Ilmoita kun saatavilla",
        "Hlídat dostupnost",
        "再入荷通知",
        "到货通知",
        "재입고 알림",
    ],
)
def test_a_notify_me_when_available_button_says_the_product_is_out(line: str) -> None:
    # Shown in place of "add to cart": "available" in it is what the product is not.
    assert availability_in(line) == "OutOfStock"


@pytest.mark.parametrize(
    ("code", "line"),
    [
        ("en", "This cohort is fully booked"),
        ("en", "Sold out – join the waitlist"),
        ("de", "Kurs ausgebucht"),
        ("es", "Cupos agotados"),
        ("es", "Cupo lleno"),  # Mexico's word for a class or a plan with no place left
        ("es", "Cupo agotado"),
        ("pt", "Turma lotada"),
        ("nl", "Volzet"),
        ("pl", "Brak wolnych miejsc"),
        ("cs", "Plně obsazeno"),
        ("da", "Fuldt booket – skriv dig på venteliste"),
        ("hu", "Betelt – jelentkezz várólistára"),
        ("el", "Λίστα αναμονής"),
        ("ja", "満席"),
        ("ja", "満員"),  # a creator's plan whose member slots are all taken
    ],
)
def test_a_class_or_course_with_no_place_left_is_sold_out(code: str, line: str) -> None:
    # A service sells places: when none is left, or only the waiting list is, none can be bought.
    with language.reading([code]):
        assert availability_in(line) == "SoldOut"


@pytest.mark.parametrize(
    ("after", "period"),
    [
        # Half a year and two weeks are periods of their own, not a year or a week.
        (" semi-annually", "half-year"),
        (" biannually", "half-year"),
        (" halbjährlich", "half-year"),
        (" semestriel", "half-year"),
        (" semestral", "half-year"),
        (" półrocznie", "half-year"),
        (" biweekly", "2 weeks"),
        (" fortnightly", "2 weeks"),
        # A lifetime deal is paid once.
        (" lifetime", "once"),
    ],
)
def test_half_years_fortnights_and_lifetimes_after_a_price(after: str, period: str) -> None:
    assert period_after(after) == period


# Tuition is billed per semester (a half-year, as the Romance languages' "semestre" says) or
# per academic year: "65 000 kr per termin", "€ 2.314 per collegejaar", "₩4,500,000 / 학기".
@pytest.mark.parametrize(
    ("code", "after", "period"),
    [
        ("sv", " per termin", "half-year"),
        ("sv", " per läsår", "year"),
        ("en", " per semester", "half-year"),
        ("en", " per academic year", "year"),
        ("de", " pro Semester", "half-year"),
        ("nl", " per collegejaar", "year"),
        ("pl", " za semestr", "half-year"),
        ("cs", " za semestr", "half-year"),
        ("it", " / semestre", "half-year"),
        ("pt", " por semestre", "half-year"),
        ("fi", " / lukukausi", "half-year"),
        ("da", " pr. semester", "half-year"),
        ("ko", " / 학기", "half-year"),
        ("ja", "／学期", "half-year"),
        ("tr", " / dönem", "half-year"),
    ],
)
def test_a_semester_and_an_academic_year_after_a_price(code: str, after: str, period: str) -> None:
    with language.reading([code]):
        assert period_after(after) == period


# A school's tuition and a club's dues are named by their period, before the price: "月謝"
# (monthly tuition), "年会費" (yearly dues), "半期" (a half-year), "월회비".
@pytest.mark.parametrize(
    ("code", "line", "period"),
    [
        ("ja", "月謝 11,000円（税込）", "month"),
        ("ja", "月会費 8,800円", "month"),
        ("ja", "年会費 5,500円", "year"),
        ("ja", "教材費 半期 6,600円", "half-year"),
        ("ko", "월회비 55,000원", "month"),
        ("ko", "연회비 120,000원", "year"),
    ],
)
def test_a_fee_named_by_its_period(code: str, line: str, period: str) -> None:
    with language.reading([code]):
        assert period_in(line) == period


@pytest.mark.parametrize("line", ["Lifetime warranty on every $49 plan"])
def test_lifetime_elsewhere_is_no_period(line: str) -> None:
    assert period_in(line) is None


@pytest.mark.parametrize(
    ("after", "period"),
    [(" pm", "month"), ("pm", "month"), (" pa", "year"), (" pm incl. VAT", "month")],
)
def test_a_period_abbreviated_right_after_a_price(after: str, period: str) -> None:
    assert period_after(after) == period


@pytest.mark.parametrize(
    "line", ["Open until 5 pm, fees from $10", "Calls after 6 pm: $0.10", "Pa. residents: $20"]
)
def test_an_abbreviation_read_only_after_a_price_is_no_period_elsewhere(line: str) -> None:
    assert period_in(line) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("$59.88 for the first year", "year"),
        ("$0.99 for the first 3 months", "3 months"),
        ("$59.88 excl. VAT for the first year", "year"),
        ("59,88 € für das erste Jahr", "year"),
        ("83,76 € für die ersten 2 Jahre", "2 jahre"),
        ("4,99 € HT la 1re année", "year"),
        ("4,99 € la première année", "year"),
        ("9,99 € el primer año", "year"),
        ("4,99 € il primo anno", "year"),
        ("€ 4,99 het eerste jaar", "year"),
        # "First" as a numeral: a registrar's or a host's first year or month.
        ("0,49 € 1. Jahr", "year"),
        ("0,49 € im 1. Jahr", "year"),
        ("0,99 € im 1. Monat", "month"),
        ("$0.99 1st year", "year"),
        ("$0.99 for the 1st year", "year"),
        ("R$ 9,90 no 1º ano", "year"),
        ("R$ 1,00 no 1º mês", "month"),
        ("0,99 € la 1re année", "year"),
        ("0,99 € el 1er año", "year"),
        ("0,99 € il 1° anno", "year"),
        ("€ 0,99 het 1e jaar", "year"),
        ("9 zł za 1. rok", "year"),
        # Not a term: a first user, a first order; nor "for" alone.
        ("$5 for the first user", None),
        ("$5 for 3 months", None),
        ("10 € für die erste Bestellung", None),
        ("9,99 € 1. Platz", None),
        ("9,99 € 1. Bestellung", None),
        ("$5 1st order", None),
    ],
)
def test_the_term_an_introductory_price_pays_for(text: str, expected: str | None) -> None:
    price = money.read_price(text)
    assert price is not None
    assert money.intro_term(text, price.end) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("11,99 € jeden Monat", "month"),
        ("99 € jedes Jahr", "year"),
        ("5 € jede Woche", "week"),
        ("9,99 € alle Preise inkl. MwSt.", None),
    ],
)
def test_every_period_in_german(text: str, expected: str | None) -> None:
    price = money.read_price(text)
    assert price is not None
    assert money.period_after(text, price.end) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("14,49 € HT/an au renouvellement", "year"),
        ("14,49 € /an au total", "year"),
        ("9 € par poste et par mois", "month per poste"),
        ("99 Kč za uživatele a měsíc", "month per uživatele"),
    ],
)
def test_a_joiner_is_a_whole_word(text: str, expected: str) -> None:
    price = money.read_price(text)
    assert price is not None
    assert money.period_after(text, price.end) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # After the price, its period between them or not.
        ("1 € pour 3 mois, puis 9,99 €/mois", "3 mois"),
        ("£1 a week for 12 weeks", "12 weeks"),
        ("$2.99/mo for the first 36 months", "36 months"),
        ("dès CHF 19.–/mois les 6 premiers mois", "6 mois"),
        ("4,50 €/mês durante 24 meses", "24 meses"),
        ("0,99 € pro Monat für 3 Monate", "3 monate"),
        ("€ 1 per 3 mesi", "3 mesi"),
        # Before the price, a short word between them at most.
        ("Les 3 premiers mois à 5 €/mois", "3 mois"),
        ("Die ersten 4 Wochen für 0,99 €", "4 wochen"),
        ("The first 3 months: £1 a week", "3 months"),
        ("Il primo mese a 1 €", "month"),
        # Finnish: the count's case ("3 kuukautta", "3 kuukauden").
        ("Ensimmäiset 3 kuukautta 0,99 €/kk", "3 kuukautta"),
        ("Den första månaden 1 kr", "month"),
        # "First" in Turkish (also after a capital İ, which lowers to i and a dot), Greek
        # and Korean.
        ("İlk 3 ay 49,99 TL", "3 ay"),
        ("İLK 6 AY 49,99 TL", "6 ay"),
        ("Οι πρώτοι 3 μήνες 9,90 €", "3 μήνες"),
        ("첫 3개월 4,900원", "3 개월"),
        # Japanese joins the term to the words around it.
        ("最初の3か月は月額100円", "3 か月"),
        ("12 weeks for £12", "12 weeks"),
        ("1 € al mese per 3 mesi", "3 mesi"),
        # A count's "at" right before the price: Spanish, Italian, Portuguese, French, Polish.
        ("12 meses a 25 €/mes y luego 35 €/mes", "12 meses"),
        ("Fibra: 6 mesi a 9,99 €/mese", "6 mesi"),
        ("3 meses a 10 € por mês", "3 meses"),
        ("3 mois à 1 €", "3 mois"),
        ("3 miesiące za 1 zł", "3 miesiące"),
        # Not with a word between them, nor "a" for "per" after a count of days a week.
        ("3 days a week £10/month", None),
        ("24 meses a 0% TAE: 15 €/mes", None),
        ("49 kr. Levering i 3 dage", None),
        # Swedish "i" with a count is how long (a subscription's length); Norwegian's and
        # Danish's nouns are none, nor is "i månaden" (a period: a month) without a count.
        ("595,00 kr / månad i 12 månader", "12 månader"),
        ("449 kr/mån i 6 månader och en anmälningsavgift på 199 kr", "6 månader"),
        ("99 kr/vecka i 8 veckor", "8 veckor"),
        ("199 kr i månaden", None),
        ("149 kr. Levering i 3 dager", None),
        # Not a term: no count after a bare "for", no period noun, a term after a free offer
        # and its "then" (the price is what follows the term).
        ("$5 for month", None),
        ("$5 for 3 users", None),
        ("Erste 4 Wochen gratis, danach 12,99 €/Monat", None),
        ("First 3 months free, then £9.99 a month", None),
        ("9,99 €/mois, sans engagement", None),
    ],
)
def test_the_term_around_an_introductory_price(text: str, expected: str | None) -> None:
    price = money.read_price(text)
    assert price is not None
    assert money.term_around(text, price.start, price.end, (0, len(text))) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A term around the second of two prices is the first one's ("then", "or" between).
        ("£1 a week for 12 weeks then £4.50 a week", None),
        ("4,50 €/mês durante 24 meses ou 99,00 € a pronto", None),
    ],
)
def test_a_term_between_two_prices_is_the_first_ones(text: str, expected: str | None) -> None:
    first = money.read_price(text)
    assert first is not None
    second = money.read_price(text[first.end :])
    assert second is not None
    start, end = first.end + second.start, first.end + second.end
    assert money.term_around(text, start, end, (first.end, len(text))) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("for your first 8 weeks", "8 weeks"),
        ("  pour les 6 premiers mois", "6 mois"),
        ("für die ersten 2 Jahre", "2 jahre"),
        ("Billed every four weeks", None),
        ("Digital access for 3 devices", None),
        # "First" as a numeral, with its article or without.
        ("the 1st year", "year"),
        ("la 1re année", "year"),
        ("il 1° anno", "year"),
        ("im 1. Jahr", "year"),
        ("1st month", "month"),
        # Not a first: a later numeral, a date, a list's first item.
        ("21. Jahr", None),
        ("1. Januar 2027", None),
        ("1st floor", None),
    ],
)
def test_the_term_on_the_line_below_a_price(text: str, expected: str | None) -> None:
    assert money.term_below(text) == expected


@pytest.mark.parametrize(
    ("texts", "expected"),
    [
        (["$2.99/mo", "the 1st year, then $10.99/mo"], True),
        (["14,99 €/mois", "la 1re année, puis 24,99 €/mois"], True),
        (["22,90 €/mese", "il 1° anno"], True),
        (["4,99 €", "im 1. Jahr"], True),
        (["$9.99/mo", "for the first 3 months"], True),
        # A numeral that is no first's: a later one, an amount, inside a word.
        (["1.299 €", "21. Jahr"], False),
        (["$10/mo", "Model X1st"], False),
        (["9,99 €/mois", "sans engagement"], False),
    ],
)
def test_lines_that_may_name_an_introductory_term(texts: list[str], expected: bool) -> None:
    assert money.may_name_terms(texts) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("for 12 months, then £29.90/month", "12 months"),
        ("per 12 mesi, poi 29,90 €/mese", "12 mesi"),
        ("durante 6 meses, después 35 €/mes", "6 meses"),
        ("die ersten 6 Monate, danach 44,99 €", "6 monate"),
        ("les 3 premiers mois, puis 9,99 €", "3 mois"),
        ("la 1re année, puis 24,99 €/mois", "year"),
        # A word for renewing, not "then", after the term.
        ("for the first year, renews at $10.99/mo", "year"),
        ("for the first 2 years, renewal $10.99/mo", "2 years"),
        ("pendant 12 mois, se renouvelle à 34,99 €/mois", "12 mois"),
        ("per i primi 6 mesi, si rinnova a 29,90 €/mese", "6 mesi"),
        ("renews at $10.99/mo for 12 months", None),
        ("the 1st year, then $10.99/mo", "year"),
        ("il 1° anno, poi 29,90 €/mese", "year"),
        # No "then": the term is the line's own price's.
        ("for 12 months £29.90/month", None),
        ("3 months for £1", None),
    ],
)
def test_the_term_before_then_on_a_priced_line_below_a_price(
    text: str, expected: str | None
) -> None:
    assert money.term_below(text, priced=True) == expected


@pytest.mark.parametrize(
    ("label", "expected"),
    [
        ("Udział własny w szkodzie AC", True),
        ("Suma ubezpieczenia AC: ", True),
        ("Voluntary excess: ", True),
        ("Comprehensive | Excess | ", True),
        ("Selbstbeteiligung ", True),
        ("Franchigia | ", True),
        ("Eigen risico per jaar ", True),
        ("Självrisk ", True),
        ("Annual benefit limit", True),
        ("Excess options", True),
        # The name last, after words of the label's own.
        ("Choose your excess", True),
        ("Haushaltshaftpflicht mit Deckungssumme ", True),
        ("with an excess of ", True),
        ("Montant de la franchise : ", True),
        # Japanese: the name ends a compound, or the words before the amount.
        ("入院給付金", True),
        ("手術給付金：", True),
        ("がんと診断されたとき 一時金", True),
        ("보험금 ", True),
        # The excess an add-on brings it down to.
        ("Reduces your excess to ", True),
        ("Reduced excess: ", True),
        ("Reduzierung der Selbstbeteiligung auf ", True),
        # A sentence of its own after another on the line.
        ("Alle Fahrzeuge sind vollkaskoversichert. Selbstbeteiligung pro Schadensfall: ", True),
        ("Every hire is insured. Excess per incident: ", True),
        # A premium, or a cover word inside another label: prices.
        ("Składka roczna ", False),
        ("Annual premium ", False),
        ("Zonder eigen risico, pechhulp ", False),
        ("Excess baggage fee: ", False),
        ("Annual premium with £250 excess: ", False),  # a figure: the premium's label
        ("Zero excess: ", False),  # an add-on's price
        ("Ohne Selbstbehalt ", False),
        ("月額保険料 ", False),
        ("Reduzierung der Selbstbeteiligung auf 300 €: ", False),  # the reduction's price
        ("Model 2. Excess baggage: ", False),
        # An add-on that buys the excess down, named before it: its price.
        ("Rachat de franchise : ", False),
        ("Reducción de franquicia: ", False),
        ("Afkoop eigen risico ", False),
        ("Reduzierung der Selbstbeteiligung: ", False),
        ("Reduce your excess: ", False),
    ],
)
def test_a_label_naming_an_excess_or_a_sum_insured(label: str, expected: bool) -> None:
    assert money.names_cover(label) is expected


@pytest.mark.parametrize(
    ("after", "expected"),
    [
        (" excess per condition", True),
        (" excess. A", True),
        (" Selbstbehalt je Schadensfall", True),
        (" de franchise", True),
        (" eigen risico", True),
        ("の免責金額", True),
        # A product named with the word, or no name at all: prices.
        (" excess baggage", False),
        (" excess waiver per day", False),
        (" per month", False),
        (" Selbstbehaltversicherung", False),
    ],
)
def test_the_name_of_an_excess_right_after_an_amount(after: str, expected: bool) -> None:
    assert money.cover_after(after) is expected


@pytest.mark.parametrize(
    ("before", "after", "expected"),
    [
        ("Tick paralysis covered up to ", " per year", True),
        ("Glasbruch bis ", "", True),
        ("Frais dentaires jusqu'à ", " par an", True),
        ("Gastos de óptica hasta ", "", True),
        ("通算", "まで", True),
        ("1回につき", "を限度", True),
        # A rental's extra, capped per rental.
        ("Silla infantil: 5 € al día (máximo ", ")", True),
        ("Seggiolino 6 € al giorno, massimo ", " a noleggio", True),
        ("Child seat $15/day (max ", " per rental)", True),
        # A range's second bound, a cap with nothing capped named, a price: none.
        ("€ 10 bis ", " monatlich", False),
        ("Up to ", "", False),
        ("Monthly premium ", "", False),
        ("月額", "", False),
    ],
)
def test_a_benefits_cap_around_an_amount(before: str, after: str, expected: bool) -> None:
    assert money.caps_cover(before, after) is expected


@pytest.mark.parametrize(
    ("before", "after", "expected"),
    [
        ("Haftung bis ", " inklusive", True),
        ("Höherversicherung bis ", ": 3,00 €", True),
        ("Insured up to ", "", True),
        ("Compensation for loss or damage up to ", " included", True),
        ("Assurance jusqu'à ", " incluse", True),
        ("Assicurazione fino a ", "", True),
        ("Verzekerd tot ", "", True),
        ("Ubezpieczenie do ", " w cenie", True),
        ("Seguro de envío hasta ", " incluido", True),
        ("Sendungen sind bis ", " versichert", True),
        ("Contrassegno fino a ", "", True),
        ("補償額 ", "まで", True),
        ("1配送につき", "まで補償いたします", True),
        # No insurance named, a range's second bound, a price from a bound, another clause.
        ("Pakete bis ", "", False),
        ("Up to ", "", False),
        ("Versicherung 5 € bis ", "", False),
        ("Transportversicherung ab ", "", False),
        ("Versichert. Paket bis ", "", False),
        ("送料 ", "まで", False),
        # A stem inside another word, a secure payment, a premium with its period.
        ("Discover our Pro plan for up to ", "/mo", False),
        ("Data recovery – maximum ", "", False),
        ("iPhone 15 Cover Leder – max. ", "", False),
        ("Pago seguro con tarjeta hasta ", "", False),
        ("Handyversicherung Basis: bis ", " monatlich", False),
        ("Pet insurance Basic — up to ", "/month", False),
    ],
)
def test_an_insurances_cap_on_any_page(before: str, after: str, expected: bool) -> None:
    assert money.insured_cap(before, after) is expected


@pytest.mark.parametrize(
    ("between", "expected"),
    [(", ", True), (" or ", True), (", or ", True), (" / ", True), (" oder ", True),
     ("、", True), (" ou ", True),
     (" and ", False), (" per month, then ", False), (" | ", False), (" to ", False)],
)  # fmt: skip
def test_amounts_listed_as_alternatives(between: str, expected: bool) -> None:
    assert money.alternatives_between(between) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Erste 4 Wochen gratis", "4 wochen"),
        ("Start your 30-day free trial", "30 day"),
        ("1 mois offert", "month"),
        ("Les 2 premiers mois offerts, puis", "2 mois"),
        ("Free for the first 3 months", "3 months"),
        ("gratis für die ersten 2 Wochen", "2 wochen"),
        ("30 días gratis", "30 días"),
        # The count right after the word for free, as a trial's button writes it.
        ("Prueba gratis 7 días, luego", "7 días"),
        ("Prova gratuita 14 giorni, poi", "14 giorni"),
        ("Testa gratis 14 dagar", "14 dagar"),
        ("Essai gratuit 7 jours, puis", "7 jours"),
        ("Try it free 30 days", "30 days"),
        ("I primi 3 mesi in omaggio", "3 mesi"),
        ("1 kk ilmaiseksi", "month"),
        ("Den första månaden gratis", "month"),
        ("Første måned gratis", "month"),
        ("Ensimmäiset 14 päivää maksutta", "14 päivää"),
        ("İlk ay ücretsiz", "month"),
        ("1 ay ücretsiz", "month"),
        ("14 gün ücretsiz deneme", "14 gün"),
        ("Δωρεάν ο πρώτος μήνας", "month"),
        ("Δωρεάν για 3 μήνες", "3 μήνες"),
        ("첫 달 무료", "month"),
        ("1개월 무료 체험", "month"),
        ("1개월간 무료", "month"),
        ("初月無料", "month"),
        ("31日間無料トライアル、その後", "31 日"),
        ("初回30日間無料", "30 日"),
        # A date is no term: "free until 31 March".
        ("3月31日まで無料", None),
        # Not a trial: no term, or a term that is not said to be free.
        ("Kostenlos testen", None),
        ("3 Monate für 1 €", None),
        ("Free shipping on orders over 30 days", None),
        ("Free plan for 3 users", None),
        ("Gratis 2 GB extra", None),  # a count of no period
        ("Free 5 users", None),
    ],
)
def test_the_term_of_a_free_trial(text: str, expected: str | None) -> None:
    assert money.free_term(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sonra aylık 229,99 TL", True),
        ("ardından 149,99 TL/ay", True),
        ("μετά 12,99 €/μήνα", True),
        ("이후 월 10,900원", True),
        ("その後月額1,080円", True),
        ("Sonrası için bize yazın", False),
    ],
)
def test_a_price_line_that_says_it_comes_then(text: str, expected: bool) -> None:
    assert money.starts_then(text) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A table's cell that is only a count of periods: a prepaid pack's validity.
        ("28 days", "28 days"),
        ("30 ημέρες | Αγορά", "30 ημέρες"),
        ("4 Wochen", "4 wochen"),
        # Anything more is no validity: a delivery time, a data allowance, a count alone.
        ("Lieferbar in 3 Wochen", None),
        ("12 GB", None),
        ("300", None),
    ],
)
def test_a_cell_that_counts_periods(text: str, expected: str | None) -> None:
    assert money.counted_cell(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "per" (it) and "por" (es) are "for" too: a term after the period leaves it be.
        ("1 € al mese per 3 mesi", "month"),
        ("1 € al mes por 3 meses", "month"),
        ("9 € per utente al mese", "month per utente"),
        ("5 € pro Lieferung, alle 2 Wochen", "2 weeks per lieferung"),
    ],
)
def test_a_period_before_a_term(text: str, expected: str | None) -> None:
    price = money.read_price(text)
    assert price is not None
    assert money.period_after(text, price.end) == expected


@pytest.mark.parametrize(
    ("after", "period"),
    [
        # A usage rate per second or millisecond: a period of its own, right after a price.
        (" per second", "second"),
        ("/sec", "second"),
        (" / ms", "millisecond"),
        (" pro Sekunde", "second"),
        ("/秒", "second"),
        # What it is per joined to its period: "GB-month" is "per GB per month".
        (" per GB-second", "second per gb"),
        (" per GB-s", "second per gb"),
        ("/vCPU-hour", "hour per vcpu"),
        (" per GiB-hr", "hour per gib"),
        (" per GB-month", "month per gb"),
        (" per GB-mo", "month per gb"),
        (" je GB-Sekunde", "second per gb"),
        ("/vCPU-Stunde", "hour per vcpu"),
        (" per 1M GB-seconds", "second per 1m gb"),
        # Spanish, Portuguese and Italian name a serverless rate's second too.
        (" por GB-segundo", "second per gb"),
        (" por GB-seg", "second per gb"),
        ("/GB-segundo", "second per gb"),
        (" por milissegundo", "millisecond"),
        (" al secondo", "second"),
        (" per GB-secondo", "second per gb"),
        (" cada segundo mes", "2 months"),
        # Japanese joins a Latin unit to its period, or writes a middle dot between them.
        ("/GB秒", "second per gb"),
        ("/vCPU時間", "hour per vcpu"),
        ("/GB・月", "month per gb"),
        ("/GB月額", None),  # 月額 is a word of its own, not the noun 月
        ("/ユーザー月", None),  # a unit written in kana is no Latin unit joined to it
        # "second" before a period is its ordinal: every second month is every two.
        (" every second month", "2 months"),
        (" every second week", "2 weeks"),
        # "s" is a second only in a compound unit.
        ("/s", None),
        (" per GB-day-pass", None),
        # A tariff's power term: per kW, its period after a space or a middle dot.
        ("/kW día", "day per kw"),
        ("/kW año", "year per kw"),
        ("/kW\u00b7día", "day per kw"),
        ("/kW/día", "day per kw"),
        (" /kVA mês", None),  # a unit that is no energy's: the space joins nothing
        ("/user month", None),
        ("/kW", None),
        # "kW h" and "kW\u00b7h" are a kilowatt-hour written apart, no period per kW.
        ("/kW h", None),
        ("/kW\u00b7h", None),
        ("/kW hour", None),
        ("/kW Stunde", None),
        ("/kW min", None),
        ("/kW mes", "month per kw"),
        # A unit of energy takes no period after it: the next word is another rate's.
        ("/kWh Night", None),
        ("/kWh d\u00eda", None),
        ("/MWh year", None),
        ("/therm day", None),
        ("/MW a\u00f1o", "year per mw"),
        ("/kW Noche: 0,05 \u20ac", None),  # the next price's label
        ("/kWh Night: 14.20p", None),
    ],
)
def test_seconds_and_a_unit_joined_to_its_period(after: str, period: str | None) -> None:
    assert period_after(after) == period


@pytest.mark.parametrize(
    ("line", "period"),
    [
        # In a line, seconds are a time, never the period of a price ("ready in 30 seconds").
        ("Deploys in 30 seconds", None),
        ("Ergebnis in 200 ms", None),
    ],
)
def test_seconds_in_a_line_are_a_time(line: str, period: str | None) -> None:
    assert phrases.period_in(line) == period


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A count of periods set off after a price, ending its line or its brackets: the
        # validity of a prepaid bundle.
        (" - 30 days", "30 days"),
        (" – 7 days", "7 days"),
        (" (30 days)", "30 days"),
        (" (valid for 30 days)", "30 days"),
        (", 28 días", "28 días"),
        ("（30日間）", "30 日"),
        # A recharge list's facts set off by middle dots or bars, the validity among them.
        (" · 28 दिन · 2GB/दिन", "28 दिन"),
        (" · 84 రోజులు", "84 రోజులు"),
        (" | 56 days | 1.5GB/day", "56 days"),
        (" • வேலிடிட்டி 28 நாட்கள்", "28 நாட்கள்"),
        (" · 2GB/day", None),
        (" | 30 days delivery", None),
        # Anything after it, or no mark setting it off, is no validity.
        (" - 30 days delivery", None),
        (" 30 days", None),
        (" (2-3 days)", None),
        (" - 12 GB", None),
    ],
)
def test_a_count_of_periods_set_off_after_a_price(text: str, expected: str | None) -> None:
    assert money.set_off_count(text) == expected


@pytest.mark.parametrize(
    ("line", "state"),
    [
        ("Ashen Tides — Season Pass Pre-Purchase", "PreOrder"),
        ("Pre-purchase now and play 3 days early", "PreOrder"),
        ("This item is currently unavailable in your region", "OutOfStock"),
        ("Nicht in Ihrer Region verfügbar", "OutOfStock"),
        ("Dieser Artikel ist in Ihrer Region derzeit nicht verfügbar", "OutOfStock"),
        # "erhältlich" as "verfügbar": a licence a software shop stopped selling for now.
        ("Derzeit nicht erhältlich", "OutOfStock"),
        ("Nicht erhältlich", "OutOfStock"),
        ("Vorübergehend nicht erhältlich", "OutOfStock"),
        ("Niedostępne w Twoim regionie", "OutOfStock"),
        ("Pré-compra", "PreOrder"),
        # Decoys: the plain words for available stay in stock.
        ("Sofort verfügbar", "InStock"),
        ("Dostępne od ręki", "InStock"),
        ("Available now", "InStock"),
    ],
)
def test_a_digital_stores_pre_purchase_and_region_lock(line: str, state: str) -> None:
    assert availability_in(line) == state


@pytest.mark.parametrize(
    ("line", "state"),
    [
        # A pharmacy's drug its maker cannot supply for now, in the words of each country's
        # medicines agency: none can be ordered.
        ("Lieferengpass beim Hersteller", "OutOfStock"),
        ("Derzeit Lieferengpass", "OutOfStock"),
        ("Rupture d'approvisionnement", "OutOfStock"),
        ("Rupture d\u2019approvisionnement du laboratoire", "OutOfStock"),
        ("Problemas de suministro", "OutOfStock"),
        # Decoys: a pharmacy's ordinary states.
        ("Lieferbar", "InStock"),
        ("Disponible", "InStock"),
    ],
)
def test_a_pharmacys_supply_shortage_is_out_of_stock(line: str, state: str) -> None:
    assert availability_in(line) == state


@pytest.mark.parametrize(
    ("line", "state"),
    [
        # A reward compared with the retail price planned after the campaign: no pre-order.
        ("一般販売予定価格より約20%お得な早割です。", None),
        ("発売予定価格 8,800円（税込）", None),
        ("一般販売予定価格より30%OFF 完売", "SoldOut"),
        # Decoys: what is planned for sale is a pre-order.
        ("2027年2月販売予定", "PreOrder"),
        ("発売予定日 3月1日", "PreOrder"),
    ],
)
def test_a_planned_retail_price_is_no_state(line: str, state: str | None) -> None:
    assert availability_in(line) == state


@pytest.mark.parametrize(
    ("line", "state"),
    [
        # A hotel's button books a stay: no pre-order, and a state beside it is still read.
        ("このプランで予約する", None),
        ("空室を確認・予約する", None),
        ("お部屋を予約する 満室", "SoldOut"),
        # Full for the dates, or nearly full.
        ("満室", "SoldOut"),
        ("空室なし", "SoldOut"),
        ("満室間近", "LimitedAvailability"),
        ("満席間近", "LimitedAvailability"),
        # Decoy: a shop's button alone is its pre-order.
        ("予約する", "PreOrder"),
    ],
)
def test_a_hotels_booking_button_and_full_rooms(line: str, state: str | None) -> None:
    assert availability_in(line) == state


@pytest.mark.parametrize(
    ("line", "state"),
    [
        # A shop's holiday notice stops its desk, not its sales.
        (
            "\u5e74\u672b\u5e74\u59cb\u306e\u96fb\u8a71\u53d7\u4ed8\u505c\u6b62\u306e\u304a\u77e5\u3089\u305b",
            None,
        ),
        (
            "\u203b12/29\u301c1/3\u306f\u304a\u554f\u3044\u5408\u308f\u305b\u306e\u53d7\u4ed8\u3092\u505c\u6b62\u3057\u307e\u3059",
            None,
        ),
        ("\u53d7\u4ed8\u505c\u6b62\u671f\u9593\uff1a12\u670829\u65e5\u301c1\u67083\u65e5", None),
        # Decoys: a plan or an option closed to new applications.
        ("\u53d7\u4ed8\u505c\u6b62\u4e2d", "OutOfStock"),
        (
            "\u65b0\u898f\u306e\u304a\u7533\u3057\u8fbc\u307f\u3092\u4e00\u6642\u505c\u6b62\u3057\u3066\u3044\u307e\u3059",
            "OutOfStock",
        ),
        ("\u8ca9\u58f2\u505c\u6b62", "OutOfStock"),
    ],
)
def test_a_desks_notice_is_no_state(line: str, state: str | None) -> None:
    assert availability_in(line) == state


@pytest.mark.parametrize(
    ("text", "amount", "tally"),
    [
        ("68% celu · zebrano 21 820 zł z 30 000 zł miesięcznie", "21 820 zł", True),
        ("$12,340 pledged of $20,000 goal", "$12,340", True),
        ("$8,200 raised of $10,000", "$8,200", True),
        ("Raised so far: $8,200", "$8,200", True),
        ("R$ 4.210 arrecadados", "R$ 4.210", True),
        ("Bereits gesammelt: 3.120 €", "3.120 €", True),
        ("Vybráno 12 340 Kč", "12 340 Kč", True),
        ("Toplanan: ₺5.400", "₺5.400", True),
        ("現在の支援総額 4,521,000円", "4,521,000円", True),
        ("応援購入総額 12,800,000円", "12,800,000円", True),
        # What customers saved or were paid, a landing page's live statistic.
        ("$4,382,120 saved by our customers this year", "$4,382,120", True),
        ("Unsere Abo-Kunden haben bereits 184.220 € gespart", "184.220 €", True),
        ("Plus de 1 200 000 € économisés par nos clients", "1 200 000 €", True),
        ("Más de 1.200.000 € ahorrados por nuestros clientes", "1.200.000 €", True),
        ("Ponad 2 400 000 zł wypłaconych twórcom", "2 400 000 zł", True),
        ("€ 1.204.000 uitbetaald aan makers", "€ 1.204.000", True),
        # Decoys: the goal after a tally, a tier's pledge, a price that was raised.
        ("$12,340 pledged of $20,000 goal", "$20,000", False),
        ("Pledge $5 or more per month", "$5", False),
        ("Prices raised to $12/month", "$12", False),
        ("Kawa dla ekipy 10 zł miesięcznie", "10 zł", False),
        ("Save $20 a month on the Pro plan: $49", "$49", False),
        ("Spare 10 % – jetzt 184,20 € im Jahr", "184,20 €", False),
    ],
)
def test_a_tally_of_what_supporters_gave_is_no_price(text: str, amount: str, tally: bool) -> None:
    start = text.index(amount)
    end = start + len(amount)
    assert phrases.raised(text, start, end) is tally
    assert phrases.order_terms(text, start, end) is tally


@pytest.mark.parametrize(
    ("text", "amount", "threshold"),
    [
        ("Unlocked at US$ 45,000: linen-finish cards", "US$ 45,000", True),
        ("Unlocks at $80K: a sixth keeper", "$80K", True),
        ("Stretch goal: $50,000", "$50,000", True),
        ("Débloqué à 20 000 € : couverture toilée", "20 000 €", True),
        ("Freigeschaltet bei 15.000 €: Leinenkarten", "15.000 €", True),
        ("ストレッチゴール 5,000,000円", "5,000,000円", True),
        # Decoys: a reward's pledge, an add-on unlocked for a price.
        ("Pledge $25 or more", "$25", False),
        ("Deluxe unlocked at checkout for $5", "$5", False),
        ("Palier Collector 149 €", "149 €", False),
        # A pricing tier is a "palier", and a plan may be unlocked with its price.
        ("Palier de 29 € par mois jusqu'à 1 000 contacts", "29 €", False),
        ("Palier à 59 € / mois : 5 000 contacts", "59 €", False),
        ("Desbloqueado con 29 €/mes", "29 €", False),
    ],
)
def test_a_stretch_goals_threshold_is_no_price(text: str, amount: str, threshold: bool) -> None:
    start = text.index(amount)
    assert phrases.order_terms(text, start, start + len(amount)) is threshold


@pytest.mark.parametrize(
    ("text", "amount", "worth"),
    [
        ("Earn 189 points (worth €1.89) with this order", "€1.89", True),
        ("Earn 189 points worth £1.89", "£1.89", True),
        ("Με αυτή την αγορά κερδίζεις 189 πόντους (αξίας 0,95 € για την επόμενη)", "0,95 €", True),
        ("Sammle 189 Punkte im Wert von 0,95 €", "0,95 €", True),
        ("Ganhe 120 pontos no valor de R$ 6,00", "R$ 6,00", True),
        ("Spaar 50 punten ter waarde van € 2,50", "€ 2,50", True),
        ("Zbierz 300 punktów o wartości 3 zł", "3 zł", True),
        # The points' rate, written with an equals sign (a pet shop's note under its table).
        ("ポイントは会員様のみ付与されます(1pt=1円)", "1円", True),
        ("1pt\uff1d1円", "1円", True),
        ("1ポイント=1円としてご利用いただけます", "1円", True),
        ("100 points = $1 off your next order", "$1", True),
        ("Treuepunkte: 1 Punkt = 0,01 €", "0,01 €", True),
        ("적립 1,000포인트 = 1,000원", "1,000원", True),
        # A sum or a unit price is no rate of points.
        ("2 x 4,99 = 9,98 €", "9,98 €", False),
        ("1 kg = 7,49 €", "7,49 €", False),
        ("Vanilla 1 pt = $5.99", "$5.99", False),  # a pint's
        # Decoys: a gift's worth, points in another clause, a plan that counts points.
        ("Free gift worth €30 with every order", "€30", False),
        ("Earn 189 points. Worth €1.89 alone: the sample pack", "€1.89", False),
        ("Earn 189 points; worth €1.89", "€1.89", False),
        ("Earn 189 points with the Pro plan at €19", "€19", False),
        ("Analytics for 10,000 data points worth tracking: $49 per month", "$49", False),
        ("Der Preis: 0,95 € pro Stück", "0,95 €", False),
    ],
)
def test_what_loyalty_points_are_worth_is_no_price(text: str, amount: str, worth: bool) -> None:
    start = text.index(amount)
    end = start + len(amount)
    assert phrases.points_worth(text, start) is worth
    assert phrases.order_terms(text, start, end) is worth


@pytest.mark.parametrize(
    ("text", "amount", "other_sellers"),
    [
        ("2 New from $12.80", "$12.80", True),
        ("Other sellers: 12 used & new from £6.40", "£6.40", True),
        ("2 neu ab 24,80 €, 5 gebraucht ab 11,40 €", "11,40 €", True),
        ("3 neufs à partir de 18,50 €", "18,50 €", True),
        ("7 d'occasion dès 4,20 €", "4,20 €", True),
        ("4 usados desde 9,50 €", "9,50 €", True),
        ("5 usati da 7,90 €", "7,90 €", True),
        ("2 nieuw vanaf € 22,50", "€ 22,50", True),
        # A bookshop counts copies: "12 used & new copies from £3.49".
        ("12 used & new copies from £3.49", "£3.49", True),
        ("4 used copies from $3.99", "$3.99", True),
        ("3 gebrauchte Exemplare ab 6,50 €", "6,50 €", True),
        ("5 exemplaires d'occasion dès 3,20 €", "3,20 €", True),
        ("6 ejemplares usados desde 4,10 €", "4,10 €", True),
        ("2 copie usate da 5,00 €", "5,00 €", True),
        ("3 tweedehands exemplaren vanaf € 6,95", "€ 6,95", True),
        ("4 begagnade från 59 kr", "59 kr", True),
        ("Voir les 7 offres d'occasion dès 18,50 €", "18,50 €", True),
        ("7 offres neuves et d'occasion dès 18,50 €", "18,50 €", True),
        ("Other sellers: 7 offers from £3.49", "£3.49", True),
        ("Box set of 3 copies from £24.99", "£24.99", False),
        # Decoys: the offer's own "from" price, a count of something else, a figure.
        ("Pro: new from $9 a month", "$9", False),
        ("Team for 3 users, new from $49", "$49", False),
        ("Version 1.2 new from $49", "$49", False),
        ("Taschenbuch neu ab 14,00 €", "14,00 €", False),
        # A product's name that ends in a number: no count of copies.
        ("PlayStation 5 neu ab 449,00 €", "449,00 €", False),
        ("iPhone 15 new from $699", "$699", False),
        ("Golf 8 neu ab 29.990 €", "29.990 €", False),
        ("Modell 2024 neu ab 1.299 €", "1.299 €", False),
    ],
)
def test_the_least_of_other_sellers_copies_is_no_price(
    text: str, amount: str, other_sellers: bool
) -> None:
    start = text.index(amount)
    assert phrases.marketplace_offer(text, start) is other_sellers
    assert phrases.order_terms(text, start, start + len(amount)) is other_sellers


@pytest.mark.parametrize(
    ("text", "amount", "quoted"),
    [
        ("For comparison: an NHS prescription in England costs £9.90 per item", "£9.90", True),
        ("By comparison, a private room elsewhere costs €120 a night", "€120", True),
        ("Zum Vergleich: eine Zahnreinigung bei der Kasse kostet 45 €", "45 €", True),
        ("À titre de comparaison, une séance en cabinet coûte 60 €", "60 €", True),
        ("Összehasonlításképp: egy állami rendelőben a röntgen 8 000 Ft", "8 000 Ft", True),
        ("Για σύγκριση, στο νοσοκομείο η εξέταση κοστίζει 40 €", "40 €", True),
        # Decoys: a plan's own saving, a comparison that ended before the price.
        ("Save 20% compared to monthly billing: €96/year", "€96", False),
        ("For comparison. Our price is €12", "€12", False),
        ("See our comparison table: Pro $49 per month", "$49", False),
        ("Comparatively cheap at €19", "€19", False),
        ("Compared with last year, the Basic plan now costs €9", "€9", False),
    ],
)
def test_another_price_quoted_for_comparison_is_no_price(
    text: str, amount: str, quoted: bool
) -> None:
    start = text.index(amount)
    end = start + len(amount)
    assert phrases.compared(text, start) is quoted
    assert phrases.order_terms(text, start, end) is quoted


@pytest.mark.parametrize(
    ("text", "amount", "notified"),
    [
        ("Sarah from Austin just bought the Pro plan for $49", "$49", True),
        ("Kevin in Denver just upgraded to Scale for $129 · 12 minutes ago", "$129", True),
        ("Jan aus Köln hat vor 5 Minuten Kaffee Crema für 12,90 € gekauft", "12,90 €", True),
        ("Lena aus Hamburg hat Espresso für 12,90 € bestellt", "12,90 €", True),
        ("Marie (Lyon) a acheté la formule Cabinet pour 59.00 CHF il y a 2 h", "59.00 CHF", True),
        ("Julien vient d’acheter le pack Solo pour 29 €", "29 €", True),
        ("Carlos de Madrid compró el plan Pro por 49 € hace 3 minutos", "49 €", True),
        ("Giulia da Roma ha acquistato il piano Pro a 49 €", "49 €", True),
        ("Ana do Porto acabou de comprar o plano Pro por 49 €", "49 €", True),
        ("Anna z Krakowa kupiła Plan Pro za 49 zł 3 minuty temu", "49 zł", True),
        ("Sanne uit Utrecht heeft Koffie voor € 12,90 gekocht", "€ 12,90", True),
        # A plain past tense names a purchase when how long ago follows the amount.
        ("Priya from Austin, TX bought Pro for $79 4 minutes ago", "$79", True),
        ("Someone in Leeds purchased Starter (£29) 8 mins ago", "£29", True),
        ("Tom signed up for Team at $12/seat just now", "$12", True),
        ("Sanne uit Utrecht kocht Koffie voor € 12,90, 3 minuten geleden", "€ 12,90", True),
        ("Erik i Malmö köpte Kaffe för 129 kr för 5 minuter sedan", "129 kr", True),
        ("Mette fra Aarhus købte Kaffe til 129 kr. for 5 minutter siden", "129 kr.", True),
        # The amount set after the clause by a dash, and an order told by its number.
        ("Alex from Leeds just bought Pro \u2013 $79", "$79", True),
        ("Alex bought Pro - $79 \u00b7 4 minutes ago", "$79", True),
        ("Marie (Lyon) vient d'acheter la formule Pro \u2014 59 €", "59 €", True),
        ("Jan aus Köln kaufte gerade Kaffee Crema \u2013 12,90 €", "12,90 €", True),
        ("Order #4411 \u2013 $79 \u2013 2 min ago", "$79", True),
        ("Booking no. 88213: £120 \u00b7 just now", "£120", True),
        ("Beställning nr 4411 \u2013 129 kr \u2013 för 3 minuter sedan", "129 kr", True),
        ("Bestelling #4411 \u2013 € 12,90 \u2013 3 minuten geleden", "€ 12,90", True),
        # What the last buyer paid.
        ("Last sold for $74", "$74", True),
        ("Zuletzt verkauft für 74,00 €", "74,00 €", True),
        ("Laatst verkocht voor € 74", "€ 74", True),
        # Decoys: the offer itself, a buy button, a purchase verb in another clause.
        ("Buy the Pro plan for $49 per month", "$49", False),
        ("Jetzt Kaffee Crema für 12,90 € kaufen", "12,90 €", False),
        ("Acheter la formule Cabinet pour 59 CHF", "59 CHF", False),
        ("Sarah just bought it. The Pro plan is $49", "$49", False),
        ("Comprar el plan Pro por 49 €", "49 €", False),
        ("Already bought a licence? Upgrade for $29", "$29", False),
        # A plain past tense without how long ago: a bundle's heading, a plan's words.
        ("Frequently bought together: all three for $49", "$49", False),
        ("Licences ordered yearly: $49 per seat", "$49", False),
        ("Most purchased plan $29/mo", "$29", False),
        # How long ago in another clause than the purchase's.
        ("Bought by teams. Pro $79 since 2 years ago", "$79", False),
        ("Teams who upgraded to Growth pay $49 per month, the same as two years ago", "$49", False),
        ("Most ordered plan: Pro at $49/mo since launch 3 years ago", "$49", False),
        # A dash before the amount with no purchase before it, or after a clause that ended.
        ("Pro \u2013 $79", "$79", False),
        ("Sarah just bought it. Pro \u2013 $49", "$49", False),
        ("Order online \u2013 $79 \u2013 ships in 2 days", "$79", False),
        # An order's or an article's number without how long ago: a catalogue's line.
        ("Order #4411 \u2013 $79", "$79", False),
        ("Bestellnr. 4411 \u2013 79 €", "79 €", False),
        ("Order no. 12 \u2013 $79 per seat, billed yearly", "$79", False),
        # Sold, but not what the last buyer paid.
        ("Sold for $74 per seat", "$74", False),
        ("Last chance \u2013 $74", "$74", False),
        # A dash after a verb that does not say it just happened sets a condition's price.
        ("Tarif fidélité : tout client qui a souscrit avant 2025 \u2013 19 €/mois", "19 €", False),
        ("Para quem assinou até 2024 \u2013 R$ 19/mês", "R$ 19", False),
        ("Si contrató antes de 2025 \u2013 19 €/mes", "19 €", False),
    ],
)
def test_what_a_purchase_notification_says_someone_paid_is_no_price(
    text: str, amount: str, notified: bool
) -> None:
    start = text.index(amount)
    end = start + len(amount)
    assert phrases.bought(text, start, end) is notified
    assert phrases.order_terms(text, start, end) is notified


@pytest.mark.parametrize(
    ("text", "deal"),
    [
        ("Deal of the day: Grinder X for $89", True),
        ("★ Angebot des Tages: Mühle X für 89 € statt 99 €", True),
        ("Offre du jour : le terminal à 199.00 CHF", True),
        ("Oferta del día: Molinillo por 89 €", True),
        ("Offerta del giorno – Macinacaffè a 89 €", True),
        ("Deal van de dag: Molen voor € 89", True),
        ("Okazja dnia: młynek za 89 zł", True),
        # Decoys: a deal of the day named further on, a plan called so.
        ("Grinder X for $89, our deal of the day", False),
        ("Daily dealer licence: $89 per month", False),
    ],
)
def test_a_banners_deal_of_the_day_is_told_by_its_opening_words(text: str, deal: bool) -> None:
    assert phrases.daily_deal(text) is deal


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("In-App Purchases", True),
        ("Top In-App Purchases", True),
        ("Uygulama İçi Satın Almalar", True),
        ("In-App-Käufe:", True),
        ("Compras no app (6)", True),
        ("Zakupy w aplikacji", True),
        ("Nákupy v aplikaci", True),
        ("アプリ内課金", True),
        # A store's own words in Japan's, Korea's and China's storefronts, and India's.
        ("App内課金", True),
        ("인앱 상품", True),
        ("应用内购买", True),
        ("इन-ऐप खरीदारी", True),
        ("Pembelian dalam aplikasi", True),
        # Decoys: a note that an app has some, a sentence about them.
        ("인앱 구매 포함", False),
        ("Contains in-app purchases", False),
        ("Uygulama İçi Satın Alma İçerir", False),
        ("In-app purchases can be turned off in your settings", False),
    ],
)
def test_the_title_of_an_apps_in_app_purchases(text: str, titles: bool) -> None:
    assert phrases.titles_in_app_purchases(text) is titles


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("In-App Purchases", True),
        ("Editions", True),
        ("Add-ons (5)", True),
        ("DLC & Add-ons", True),
        ("Physical Editions", True),
        ("Erweiterungen", True),
        ("Edições:", True),
        ("Ek İçerikler", True),
        ("Дополнения", True),
        ("追加コンテンツ", True),
        # Decoys: a sentence about them, an edition's own name, other products.
        ("Add-ons are billed monthly", False),
        ("Deluxe Edition", False),
        ("Includes 3 add-ons", False),
        ("More like this", False),
        ("Gift cards", False),
    ],
)
def test_the_title_of_a_list_of_a_products_own_offers(text: str, titles: bool) -> None:
    assert phrases.titles_own_offers(text) is titles


@pytest.mark.parametrize(
    ("line", "state"),
    [
        ("Bu uygulama şu anda ülkenizde veya bölgenizde kullanılamıyor.", "OutOfStock"),
        ("Bu ürün satın alınamıyor", "OutOfStock"),
        ("Stokta var", "InStock"),  # a decoy: in stock stays so
    ],
)
def test_a_turkish_region_lock_is_out_of_stock(line: str, state: str) -> None:
    assert availability_in(line) == state


@pytest.mark.parametrize(
    ("facts", "expected"),
    [
        # A lease's or a loan's term named among its facts: a definition list's term and
        # value on lines of their own, a table's cells, a colon.
        ("Sonderzahlung\n2.500 €\nLaufzeit\n48 Monate\nJährliche Fahrleistung", "48 monate"),
        ("Duration of agreement | 36 months", "36 months"),
        ("Term: 48 months", "48 months"),
        ("Durée : 37 mois", "37 mois"),
        ("Plazo | 36 meses", "36 meses"),
        ("Durata del contratto: 48 mesi", "48 mesi"),
        ("Looptijd\n60 maanden", "60 maanden"),
        ("Okres leasingu: 36 miesięcy", "36 miesięcy"),
        # A mobile or broadband plan's minimum term, on a line or set off by a comma or a dot.
        ("Permanencia 12 meses\nAlta 0 €", "12 meses"),
        ("/mes, permanencia de 12 meses", "12 meses"),
        ("Modem incluso \u00b7 Vincolo di 24 mesi", "24 mesi"),
        ("20 GB\nRozmowy bez limitu\nUmowa na 24 miesiące", "24 miesiące"),
        ("Engagement 12 mois", "12 mois"),
        ("Minimum term: 24 months", "24 months"),
        ("Fidelização de 24 meses", "24 meses"),
        ("Mindestvertragslaufzeit 24 Monate", "24 monate"),
        # Its count of payments set off as a fact of its own.
        (" · Anticipo 3.000 € · 48 rate · TAN 6,99%", "48 payments"),
        ("36 Raten, Sollzins 3,9 %", "36 payments"),
        ("Apport 0 € | 37 loyers", "37 payments"),
        # The named term first, wherever the count of payments stands.
        ("35 monthly payments\nDuration of agreement\n36 months", "36 months"),
        # Not a term: a share's price after its count, a count without its name, a rate's
        # name, a term inside a word, a mileage.
        ("10 Raten à 99 €", None),
        ("12 rate da 49 €", None),
        ("36 months · £1,500 customer deposit", None),
        ("Fixed rate of interest | 4.05%", None),
        ("Determinazione 12 mesi", None),
        ("Jährliche Fahrleistung\n10.000 km", None),
        # No count (a plan without a minimum term), a count before the name, a name inside a
        # sentence, a comma before words that name no term.
        ("Sin permanencia", None),
        ("Nessun vincolo, disdici quando vuoi", None),
        ("Umowa na czas nieokreślony", None),
        ("Po 24 miesiącach umowa przechodzi na czas nieokreślony", None),
        ("Router incluido, 12 meses de garantía", None),
        ("La permanencia de 12 meses aplica al router", None),
    ],
)
def test_the_term_of_a_lease_or_a_loan_among_its_facts(facts: str, expected: str | None) -> None:
    assert money.contract_term(facts) == expected


# One state per phrasing in every language the shops of the corpus and the issue name: in
# stock, out of stock, sold out, pre-order, back-order (with its date), discontinued, a count
# of what is left (low stock, whatever the count), "notify me", "temporarily unavailable",
# "coming soon", in stock in a shop but not online.
STOCK_PHRASINGS = [
    ("en", "In stock", "InStock"),
    ("en", "Out of stock", "OutOfStock"),
    ("en", "Sold out", "SoldOut"),
    ("en", "Pre-order now", "PreOrder"),
    ("en", "Discontinued", "Discontinued"),
    ("en", "Only 3 left", "LimitedAvailability"),
    ("en", "Only 3 left in stock", "LimitedAvailability"),
    ("en", "Notify me when available", "OutOfStock"),
    ("en", "Temporarily unavailable", "OutOfStock"),
    ("en", "Coming soon", "PreOrder"),
    ("en", "In stock at 3 stores", "InStock"),
    ("en", "Not available online", "OutOfStock"),
    ("en", "Back-ordered", "BackOrder"),
    ("de", "Auf Lager", "InStock"),
    ("de", "Ausverkauft", "SoldOut"),
    ("de", "Nicht auf Lager", "OutOfStock"),
    ("de", "Vorbestellen", "PreOrder"),
    ("de", "Lieferbar ab 12.01.", "BackOrder"),
    ("de", "Nicht mehr erhältlich", "Discontinued"),
    ("de", "Nur noch 3 auf Lager", "LimitedAvailability"),
    ("de", "Nur noch 3 Stück verfügbar", "LimitedAvailability"),
    ("de", "Benachrichtigen, wenn verfügbar", "OutOfStock"),
    ("de", "Vorübergehend nicht verfügbar", "OutOfStock"),
    ("de", "Demnächst erhältlich", "PreOrder"),
    ("de", "In 3 Filialen verfügbar", "InStock"),
    ("de", "Online nicht verfügbar", "OutOfStock"),
    ("fr", "En stock", "InStock"),
    ("fr", "Rupture de stock", "OutOfStock"),
    ("fr", "Épuisé", "SoldOut"),
    ("fr", "Précommander", "PreOrder"),
    ("fr", "Plus que 3 en stock", "LimitedAvailability"),
    ("fr", "Il ne reste que 3 articles", "LimitedAvailability"),
    ("fr", "Temporairement indisponible", "OutOfStock"),
    ("fr", "Bientôt disponible", "PreOrder"),
    ("fr", "Disponible en magasin", "InStock"),
    ("es", "En stock", "InStock"),
    ("es", "Agotado", "SoldOut"),
    ("es", "Sin stock", "OutOfStock"),
    ("es", "Solo quedan 3", "LimitedAvailability"),
    ("es", "Quedan 3 unidades", "LimitedAvailability"),
    ("es", "Temporalmente agotado", "OutOfStock"),
    ("es", "Próximamente", "PreOrder"),
    ("es", "Descatalogado", "Discontinued"),
    ("it", "Disponibile", "InStock"),
    ("it", "Esaurito", "SoldOut"),
    ("it", "Solo 3 rimasti", "LimitedAvailability"),
    ("it", "Ne restano solo 3", "LimitedAvailability"),
    ("it", "Temporaneamente non disponibile", "OutOfStock"),
    ("it", "Preordina", "PreOrder"),
    ("pt", "Em estoque", "InStock"),
    ("pt", "Esgotado", "SoldOut"),
    ("pt", "Restam apenas 3", "LimitedAvailability"),
    ("pt", "Últimas 3 unidades", "LimitedAvailability"),
    ("pt", "Temporariamente indisponível", "OutOfStock"),
    ("pt", "Pré-venda", "PreOrder"),
    ("pt", "Avise-me", "OutOfStock"),
    ("nl", "Op voorraad", "InStock"),
    ("nl", "Uitverkocht", "SoldOut"),
    ("nl", "Nog 3 op voorraad", "LimitedAvailability"),
    ("nl", "Tijdelijk niet leverbaar", "OutOfStock"),
    ("nl", "Voorbestellen", "PreOrder"),
    ("pl", "Dostępny", "InStock"),
    ("pl", "Wyprzedany", "SoldOut"),
    ("pl", "Zostały tylko 3 sztuki", "LimitedAvailability"),
    ("pl", "Ostatnie 3 sztuki", "LimitedAvailability"),
    ("pl", "Chwilowo niedostępny", "OutOfStock"),
    ("pl", "Przedsprzedaż", "PreOrder"),
    ("sv", "I lager", "InStock"),
    ("sv", "Slutsåld", "SoldOut"),
    ("sv", "Endast 3 kvar", "LimitedAvailability"),
    ("sv", "3 kvar i lager", "LimitedAvailability"),
    ("sv", "Tillfälligt slut", "OutOfStock"),
    ("sv", "Förboka", "PreOrder"),
    ("da", "På lager", "InStock"),
    ("da", "Udsolgt", "SoldOut"),
    ("da", "Kun 3 tilbage", "LimitedAvailability"),
    ("da", "Kun 3 på lager", "LimitedAvailability"),
    ("da", "Midlertidigt udsolgt", "OutOfStock"),
    ("no", "På lager", "InStock"),
    ("no", "Utsolgt", "SoldOut"),
    ("no", "Kun 3 igjen", "LimitedAvailability"),
    ("no", "Kun 3 på lager", "LimitedAvailability"),
    ("no", "Midlertidig utsolgt", "OutOfStock"),
    ("fi", "Varastossa", "InStock"),
    ("fi", "Loppuunmyyty", "SoldOut"),
    ("fi", "Vain 3 jäljellä", "LimitedAvailability"),
    ("fi", "Tilapäisesti loppu", "OutOfStock"),
    ("fi", "Myyty loppuun", "SoldOut"),
    ("fi", "Ennakkomyynnissä", "PreOrder"),
    ("fi", "Vähissä", "LimitedAvailability"),
    ("fi", "Vähän varastossa", "LimitedAvailability"),
    ("cs", "Skladem", "InStock"),
    ("cs", "Vyprodáno", "SoldOut"),
    ("cs", "Poslední 3 kusy", "LimitedAvailability"),
    ("cs", "Skladem 3 ks", "InStock"),
    ("cs", "Dočasně nedostupné", "OutOfStock"),
    ("cs", "Předobjednávka", "PreOrder"),
    ("cs", "Hlídat dostupnost", "OutOfStock"),
    ("cs", "Dostupné od 12.01.", "BackOrder"),
    ("cs", "Na cestě", "BackOrder"),
    ("ja", "在庫あり", "InStock"),
    ("ja", "在庫切れ", "OutOfStock"),
    ("ja", "売り切れ", "SoldOut"),
    ("ja", "残り3点", "LimitedAvailability"),
    ("ja", "残りわずか", "LimitedAvailability"),
    ("ja", "予約受付中", "PreOrder"),
    # A release's states on a game's, a record's or a book's page.
    ("ja", "好評発売中", "InStock"),
    ("ja", "配信中", "InStock"),
    ("ja", "2027年3月12日配信予定", "PreOrder"),
    ("ja", "予約締切", "SoldOut"),
    ("ja", "予約締切日：2027年3月1日", "PreOrder"),  # a deadline: pre-orders are taken
    ("ja", "予約締切：2027年3月1日", "PreOrder"),
    ("ja", "予約締切間近！", "PreOrder"),
    ("ja", "発売中止", "Discontinued"),  # not "発売中" (on sale)
    ("ja", "販売中止のお知らせ", "Discontinued"),  # not "販売中"
    ("de", "Erscheint am 12.03.2027", "PreOrder"),
    ("de", "Erscheint voraussichtlich im März", "PreOrder"),
    ("fr", "À paraître le 12 mars", "PreOrder"),
    ("ja", "入荷待ち", "BackOrder"),
    ("ja", "一時的に品切れ", "OutOfStock"),
    ("ja", "再入荷のお知らせ", "OutOfStock"),
    ("ja", "販売終了", "Discontinued"),
    ("ja", "在庫残り3点", "LimitedAvailability"),
    ("ja", "近日発売", "PreOrder"),
    ("zh", "有货", "InStock"),
    ("zh", "缺货", "OutOfStock"),
    ("zh", "仅剩3件", "LimitedAvailability"),
    ("zh", "预售", "PreOrder"),
    ("ko", "재고 있음", "InStock"),
    ("ko", "품절", "SoldOut"),
    ("ko", "3개 남음", "LimitedAvailability"),
    ("ko", "일시품절", "OutOfStock"),
    ("ko", "재입고 알림 신청", "OutOfStock"),
    ("ko", "예약 판매", "PreOrder"),
    ("ko", "단종", "Discontinued"),
    ("ko", "남은 수량 3개", "LimitedAvailability"),
    ("ko", "출시 예정", "PreOrder"),
    # A game store's pre-purchase button, and a release announced, in each storefront.
    ("ko", "사전 구매", "PreOrder"),
    ("ko", "사전구매", "PreOrder"),
    ("ko", "곧 출시", "PreOrder"),
    ("ja", "予約購入", "PreOrder"),
    ("ja", "近日配信", "PreOrder"),
    ("zh", "预购", "PreOrder"),
    ("zh", "即将推出", "PreOrder"),
    ("tr", "Ön satışta", "PreOrder"),
    ("tr", "Çok yakında", "PreOrder"),
    ("de", "Vorab kaufen", "PreOrder"),
    ("fr", "Pré-commander", "PreOrder"),
    ("es", "Precompra", "PreOrder"),
    ("ru", "Скоро в продаже", "PreOrder"),
    ("pl", "Wkrótce dostępne", "PreOrder"),
    ("hi", "जल्द आ रहा है", "PreOrder"),
    ("tr", "Stokta", "InStock"),
    ("tr", "Tükendi", "SoldOut"),
    ("tr", "Son 3 ürün", "LimitedAvailability"),
    ("tr", "Stokta yok", "OutOfStock"),
    ("tr", "Gelince haber ver", "OutOfStock"),
    ("tr", "Ön sipariş", "PreOrder"),
    # Capitals with a dotted I, which str.lower() writes as an i and a combining dot.
    ("tr", "ÖN SİPARİŞ", "PreOrder"),
    ("tr", "Geçici olarak temin edilemiyor", "OutOfStock"),
    ("tr", "TEMİN EDİLEMİYOR", "OutOfStock"),
    ("tr", "SATIŞTA DEĞİL", "OutOfStock"),
    ("tr", "SATIŞ SONA ERDİ", "Discontinued"),
    ("az", "MÖVCUD DEYİL", "OutOfStock"),
    ("ru", "В наличии", "InStock"),
    ("ru", "Нет в наличии", "OutOfStock"),
    ("ru", "Осталось 3 шт.", "LimitedAvailability"),
    ("ru", "Сообщить о поступлении", "OutOfStock"),
    ("ru", "Предзаказ", "PreOrder"),
    ("ru", "Временно нет в наличии", "OutOfStock"),
    ("ru", "Ожидается поступление", "BackOrder"),
    ("ru", "Снят с производства", "Discontinued"),
    ("ru", "Нет в продаже", "OutOfStock"),
    ("ru", "Товар закончился", "OutOfStock"),
    ("ru", "Мало на складе", "LimitedAvailability"),
    ("uk", "Готовий до відправки", "InStock"),
    ("uk", "Знятий з виробництва", "Discontinued"),
    ("ar", "متوفر", "InStock"),
    ("ar", "نفد من المخزون", "OutOfStock"),
    ("ar", "تبقى 3 فقط", "LimitedAvailability"),
    ("ar", "أعلمني عند التوفر", "OutOfStock"),
    ("ar", "طلب مسبق", "PreOrder"),
    ("he", "במלאי", "InStock"),
    ("he", "אזל מהמלאי", "OutOfStock"),
    ("he", "נותרו 3 בלבד", "LimitedAvailability"),
    ("he", "עדכנו אותי כשיחזור למלאי", "OutOfStock"),
    ("el", "Διαθέσιμο", "InStock"),
    ("el", "Εξαντλήθηκε", "SoldOut"),
    ("el", "Μόνο 3 τεμάχια", "LimitedAvailability"),
    ("el", "Απομένουν 3", "LimitedAvailability"),
    ("el", "Ειδοποίησέ με", "OutOfStock"),
    ("ro", "În stoc", "InStock"),
    ("ro", "Stoc epuizat", "OutOfStock"),
    ("ro", "Ultimele 3 produse", "LimitedAvailability"),
    ("ro", "Doar 3 bucăți în stoc", "LimitedAvailability"),
    ("ro", "Anunță-mă când revine în stoc", "OutOfStock"),
    ("ro", "Precomandă", "PreOrder"),
    ("ro", "Disponibil din 12.01", "BackOrder"),
    ("ro", "Momentan indisponibil", "OutOfStock"),
    ("ro", "Stoc limitat", "LimitedAvailability"),
    ("ro", "Nu mai este disponibil", "Discontinued"),
    ("hu", "Raktáron", "InStock"),
    ("hu", "Elfogyott", "SoldOut"),
    ("hu", "Már csak 3 db", "LimitedAvailability"),
    ("hu", "Utolsó 3 db", "LimitedAvailability"),
    ("hu", "Értesítést kérek", "OutOfStock"),
    ("hu", "Előrendelhető", "PreOrder"),
    ("hu", "Átmenetileg nem elérhető", "OutOfStock"),
    ("hu", "Elérhető", "InStock"),
    ("hu", "Jelenleg nem elérhető", "OutOfStock"),
    ("hu", "Beszerzés alatt", "BackOrder"),
    ("hu", "Kifutott termék", "Discontinued"),
    ("hu", "Hamarosan", "PreOrder"),
    ("uk", "В наявності", "InStock"),
    ("uk", "Немає в наявності", "OutOfStock"),
    ("uk", "Залишилось 3 шт.", "LimitedAvailability"),
    ("uk", "Повідомити про наявність", "OutOfStock"),
    ("uk", "Передзамовлення", "PreOrder"),
    ("uk", "Закінчився", "OutOfStock"),
    ("uk", "Очікується", "BackOrder"),
    ("id", "Stok tersedia", "InStock"),
    ("id", "Stok habis", "OutOfStock"),
    ("id", "Sisa 3", "LimitedAvailability"),
    ("id", "Tersisa 3", "LimitedAvailability"),
    ("id", "Pre-order", "PreOrder"),
    ("vi", "Còn hàng", "InStock"),
    ("vi", "Hết hàng", "OutOfStock"),
    ("vi", "Chỉ còn 3 sản phẩm", "LimitedAvailability"),
    ("vi", "Đặt trước", "PreOrder"),
    ("th", "มีสินค้า", "InStock"),
    ("th", "สินค้าหมด", "OutOfStock"),
    ("th", "เหลือ 3 ชิ้น", "LimitedAvailability"),
    ("th", "พรีออเดอร์", "PreOrder"),
    ("hi", "स्टॉक में", "InStock"),
    ("hi", "स्टॉक में नहीं", "OutOfStock"),
    ("hi", "केवल 3 बचे", "LimitedAvailability"),
    ("hi", "प्री-ऑर्डर", "PreOrder"),
    ("hi", "आउट ऑफ स्टॉक", "OutOfStock"),
    ("th", "สินค้าใกล้หมด", "LimitedAvailability"),
    ("bg", "Очаквайте скоро", "PreOrder"),
    ("bg", "Очаквайте доставка до 3 дни", None),  # "expect delivery within 3 days"
    # A book or a record out on a date to come: available from that date, so not yet.
    ("fr", "Disponible le jour même en magasin", "InStock"),
    ("fr", "Disponible le lendemain", "InStock"),
    ("fr", "Disponible à partir du 12 mars 2027", "PreOrder"),
    ("it", "Disponibile dal 12 marzo 2027", "PreOrder"),
    ("es", "Disponible a partir del 12 de marzo", "PreOrder"),
    ("nl", "Verschijnt op 12 maart 2027", "PreOrder"),
    ("nl", "Verwacht op 12 maart 2027", "PreOrder"),
    ("sv", "Utkommer 2027-03-12", "PreOrder"),
    ("sv", "Förhandsbeställ", "PreOrder"),
    ("it", "Prenota ora", None),  # a massage's, a hotel room's booking
    ("en", "Out of print", "Discontinued"),
    ("de", "Verfügbar", "InStock"),  # the bare word is still in stock
    ("fr", "Disponible", "InStock"),
    # A download's state: there to download now.
    ("en", "Instant download", "InStock"),
    ("fr", "Téléchargement immédiat", "InStock"),
    ("es", "Descarga inmediata", "InStock"),
    ("it", "Download immediato", "InStock"),
    ("sv", "Direkt nedladdning", "InStock"),
    ("nl", "Direct beschikbaar", "InStock"),
    ("nl", "Direct te downloaden", "InStock"),
    ("nl", "Binnenkort beschikbaar", "PreOrder"),
]


@pytest.mark.parametrize(("language", "line", "state"), STOCK_PHRASINGS)
def test_each_stock_phrasing_reads_as_one_state_in_every_language(
    language: str, line: str, state: str
) -> None:
    assert availability_in(line) == state


@pytest.mark.parametrize(
    "line",
    [
        "Only 3 users",  # a plan's limit
        "Only 10 GB",
        "Nur noch 3 Tage",  # a countdown in days
        "Noch 3 Stunden",
        "Nur noch 19,99 €",  # a price
        "Only 3 € per month",
        "Csak 3 990 Ft",
        "Doar 3 zile",
        "Son 3 gün",
        "Sisa 3 hari",
        "残り3日",
        "Plus que 3 jours",
        "Only 3, 5 or 10 seats",
        "Last 3",
        "The last 2 weeks",
        "終了まであと 02:14:33",  # a clock
        "Kampanya bitimine 02:14:33 kaldı",
        "Free delivery over 3 items",
    ],
)
def test_a_count_that_is_no_stock_left_is_no_state(line: str) -> None:
    assert availability_in(line) is None


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Only 3 left", "Only 2 left"),
        ("Nur noch 3 auf Lager", "Nur noch 12 auf Lager"),
        ("Plus que 3 en stock", "Plus que 1 en stock"),
        ("Már csak 3 db raktáron", "Már csak 2 db raktáron"),
        ("Doar 3 bucăți în stoc", "Doar 1 bucăți în stoc"),
        ("残り3点", "残り2点"),
        ("3개 남음", "1개 남음"),
        ("Осталось 3 шт.", "Осталось 2 шт."),
        ("Endast 3 kvar", "Endast 2 kvar"),
    ],
)
def test_only_a_count_of_what_is_left_changing_is_no_change(before: str, after: str) -> None:
    assert phrases.hidden_stock_counts(before) == phrases.hidden_stock_counts(after)
    assert availability_in(phrases.hidden_stock_counts(before)) == "LimitedAvailability"


@pytest.mark.parametrize(
    "line",
    [
        "Only 3 users",
        "Nur noch 19,99 €",
        "Up to 3 left-handed models",
        "Sale ends 12.01.",
        # Money left, its sign glued to it: a price (it had been hidden, its reading lost).
        "You have $12 left to spend",
        "€12left",
    ],
)
def test_a_line_that_counts_no_stock_keeps_its_figures(line: str) -> None:
    assert phrases.hidden_stock_counts(line) == line


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("+ VAT", True),
        ("+ IVA", True),
        ("(zzgl. MwSt.)", True),
        ("excl. VAT", True),
        ("incl. tax*", True),
        ("HT", True),
        ("\u7a0e\u8fbc", True),  # Japanese: tax included
        ("VAT", False),  # a noun alone: a column's or a section's name
        ("plus VAT per month", False),  # more than a note
        ("Pro", False),
        ("Team plan", False),
    ],
)
def test_tax_note(text: str, expected: bool) -> None:
    assert phrases.tax_note(text) is expected


def kinds(text: str) -> list[tuple[str, str | None]]:
    """Each of the line's amounts with the kind of price its words say it is."""
    found = [p for p in money.prices_by_line([text]).get(0, []) if p.amount is not None]
    starts, ends = [p.start for p in found], [p.end for p in found]
    return [(str(p.amount), phrases.price_kind(text, starts, ends, k)) for k, p in enumerate(found)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A card holder's or a member's price, its words before or after it.
        (
            "£3.85 | (96.3p per 100g) | £3.25 Clubcard Price",
            [("3.85", None), ("0.963", None), ("3.25", "member")],
        ),
        ("Mit Karte 1,29 € statt 1,49 €", [("1.29", "member"), ("1.49", None)]),
        ("2,10 € Prix carte", [("2.10", "member")]),
        ("Bonusprijs met Wijkkaart € 1,19", [("1.19", "member")]),
        ("Medlemspris 24,90 kr", [("24.90", "member")]),
        ("Member price $4.49 | $4.99", [("4.49", "member"), ("4.99", None)]),
        # Words between two prices name the later one, unless they follow the earlier at once
        # and stand apart from the later.
        ("Prijs € 1,69 Bonusprijs € 1,19", [("1.69", None), ("1.19", "member")]),
        ("£1.50 Clubcard Price | £2.00", [("1.50", "member"), ("2.00", None)]),
        # A container deposit.
        (
            "1,49 € zzgl. 0,25 € Pfand (2,98 €/l)",
            [("1.49", None), ("0.25", "deposit"), ("2.98", None)],
        ),
        ("excl. € 0,15 statiegeld", [("0.15", "deposit")]),
        ("+ 0,20 € de consigne", [("0.20", "deposit")]),
        ("$5.99 + $0.60 CRV", [("5.99", None), ("0.60", "deposit")]),
        # A multibuy's count, where it starts its line or cell or follows a multibuy's word.
        ("Any 2 for £3.50", [("3.50", "2 for")]),
        ("£2.10 | Any 3 for £5", [("2.10", None), ("5", "3 for")]),
        ("2 voor € 5,00", [("5.00", "2 for")]),
        ("Koop 2 voor € 5", [("5", "2 for")]),
        ("3 pour 5 €", [("5", "3 for")]),
        ("Nimm 2 für 3 €", [("3", "2 for")]),
        # A quantity tier's count, before the amount or a multibuy's with each unit's after.
        ("Achetez 3 pour 1 249,00 € chacun et économisez 4%", [("1249.00", "from 3")]),
        ("Koop 3 voor € 84,95 per stuk en bespaar 6%", [("84.95", "from 3")]),
        ("Buy 2 for £50 on selected bedding", [("50", "2 for")]),
        ("Homestead Club price £32.40 Join for free", [("32.40", "member")]),
        ("ab 3 Stück je 2,75 €", [("2.75", "from 3")]),
        ("Ab 2 Stk. 1,99 €", [("1.99", "from 2")]),
        ("vanaf 2 stuks € 1,99", [("1.99", "from 2")]),
        # Japanese, Chinese and Korean members' prices and multibuys, written without spaces
        # among other letters: each read as the product's plain price before.
        ("会員価格 ¥12,980(税込)", [("12980", "member")]),
        ("プレミアム会員価格 3,580円", [("3580", "member")]),
        ("通常価格 ¥3,980 会員特価 ¥3,580", [("3980", None), ("3580", "member")]),
        ("会员价 ¥359", [("359", "member")]),
        ("회원가 35,900원", [("35900", "member")]),
        # A non-member's price and a sign-up's coupon are no member's.
        ("非会員価格 ¥14,800", [("14800", None)]),
        ("非会员价 ¥129", [("129", None)]),
        ("비회원가 39,000원", [("39000", None)]),
        ("회원가입 쿠폰 3,000원", [("3000", None)]),
        ("よりどり2点で ¥7,000(税込)", [("7000", "2 for")]),
        ("3個で1,000円", [("1000", "3 for")]),
        ("まとめ買い 3点で 9,900円", [("9900", "3 for")]),
        # Decoys: a product's name with a number, a term, one for one, a payment by card, a
        # word that holds the deposit's, a threshold.
        ("Windows 11 for $99", [("99", None)]),
        ("Office 365 for $6.99/mo", [("6.99", None)]),
        ("Get 3 months for $9", [("9", None)]),
        ("1 for £2", [("2", None)]),
        ("Zahlung mit Karte: 0,50 €", [("0.50", None)]),
        ("Pfandflasche 0,25 €", [("0.25", None)]),
        ("ab 39 €", [("39", None)]),
        ("Kaution 1.500 €", [("1500", None)]),
        ("福袋 3点セット 10,800円", [("10800", None)]),
        ("カード払いで 1,000円", [("1000", None)]),
        # A ticket's booking fee on top of it, its words after or before the amount; the
        # ticket's price that includes the fee is no fee.
        ("Standing £15.00 + £1.80 booking fee", [("15.00", None), ("1.80", "fee")]),
        ("Stehplatz 17,00 € zzgl. 1,50 € Vorverkaufsgebühr", [("17.00", None), ("1.50", "fee")]),
        ("Pista 45,00 € + 4,50 € gastos de gestión", [("45.00", None), ("4.50", "fee")]),
        ("Fosse 45 € + 2,50 € frais de location", [("45", None), ("2.50", "fee")]),
        ("Diritti di prevendita: € 2,00", [("2.00", "fee")]),
        ("€ 49,50 excl. € 2,50 servicekosten", [("49.50", None), ("2.50", "fee")]),
        ("システム利用料 330円", [("330", "fee")]),
        ("Stehplatz inkl. VVK-Gebühr 18,50 €", [("18.50", None)]),
        ("General admission incl. booking fee £16.80", [("16.80", None)]),
        ("£16.80 incl. booking fee", [("16.80", None)]),
        # After a price, "inkl." names the fee's own amount; "dont" and "w tym" always do.
        ("18,50 € inkl. VVK-Gebühr 1,50 €", [("18.50", None), ("1.50", "fee")]),
        ("Tarif 35 € dont frais de location 2,50 €", [("35", None), ("2.50", "fee")]),
    ],
)
def test_which_of_a_products_prices_an_amount_is(
    text: str, expected: list[tuple[str, str | None]]
) -> None:
    assert kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Club price", "member"),
        ("Mitgliederpreis:", "member"),
        ("Prix membre", "member"),
        ("Clubprijs", "member"),
        ("会員価格", "member"),
        ("Pfand", "deposit"),
        # Near-misses: a label with more than a kind's words, a non-member's, a payment's.
        ("Club price members save 5", None),
        ("Non-member price", None),
        ("非会員価格", None),
        ("Zahlung mit Karte", None),
        ("Barista Mini", None),
    ],
)
def test_a_label_of_a_kinds_words_alone_names_that_kind(text: str, expected: str | None) -> None:
    assert phrases.kind_alone(text) == expected


@pytest.mark.parametrize(
    ("text", "price", "fee"),
    [
        # A shop's delivery charge, named right before its amount with a "from".
        ("Bezorgkosten vanaf € 3,95 per bestelling", "€ 3,95", True),
        ("Delivery charge from £1.50", "£1.50", True),
        ("Frais de livraison à partir de 4,90 €", "4,90 €", True),
        # Named alone, it may be a plan's own charge or the only price of a delivery offer;
        # a total that includes it is a price.
        ("Versandkosten: 4,95 €", "4,95 €", False),
        ("Vaste leveringskosten € 6,99 per maand", "€ 6,99", False),
        ("Delivery fee: $5.99", "$5.99", False),
        ("Gesamtpreis inkl. Versandkosten: 249,00 €", "249,00 €", False),
        ("Price inc. P&P £35.00", "£35.00", False),
        # The charge below a free-shipping threshold in one clause.
        ("Versandkostenfrei ab 39 € Bestellwert, sonst 3,95 €", "3,95 €", True),
        ("Free delivery over £40, otherwise £3.50", "£3.50", True),
        ("Livraison offerte dès 49 €, sinon 4,90 €", "4,90 €", True),
        # Not a service's own price, nor a price with "otherwise" and no free shipping.
        ("Versand 4,99 €", "4,99 €", False),
        ("Paket S: 4,99 €", "4,99 €", False),
        ("Basic $9/mo, otherwise $12", "$12", False),
    ],
)
def test_a_delivery_charge_is_no_products_price(text: str, price: str, fee: bool) -> None:
    start = text.index(price)
    assert phrases.mentions_terms([text]) or not fee
    assert phrases.order_terms(text, start, start + len(price)) is fee


@pytest.mark.parametrize(
    ("text", "period", "count"),
    [
        # A German shop's footnote star between the amount and what it is per.
        ("39,98 €* / 1 Liter", None, "1 liter"),
        ("7,49 €*/kg", None, "1 kg"),
        ("17,98 € * / 1 Kilogramm", None, "1 kilogramm"),
        ("9,99 €* / Monat", "month", None),
        ("99,00 €** / Jahr", "year", None),
    ],
)
def test_a_footnote_mark_after_the_amount_is_no_part_of_its_unit(
    text: str, period: str | None, count: str | None
) -> None:
    price = money.read_price(text)
    assert price is not None
    assert period_after(text, price.end) == period
    assert money.per_count(text, price.end) == count


@pytest.mark.parametrize(
    ("line", "free"),
    [
        ("Free", True),
        ("Free forever", True),
        ("Free. Forever.", True),
        ("Always free", True),
        ("Gratis für immer", True),
        ("Für immer kostenlos", True),
        ("Dauerhaft kostenlos", True),
        ("Gratuit pour toujours", True),
        ("Gratis para siempre", True),
        ("Gratis per sempre", True),
        ("Voor altijd gratis", True),
        ("Za darmo na zawsze", True),
        ("Gratis för alltid", True),
        ("Ikuisesti ilmainen", True),
        ("Navždy zdarma", True),
        ("ずっと無料", True),
        ("永久免费", True),
        ("평생 무료", True),
        ("Free trial", False),
        ("Free shipping", False),
        ("Start for free", False),
        ("Forever", False),
        ("Kostenlos testen", False),
    ],
)
def test_a_free_plans_price_in_words(line: str, free: bool) -> None:
    assert phrases.free_alone(line) is free


@pytest.mark.parametrize(
    ("text", "lead"),
    [
        ("Lieferzeit: 6\u20138 Wochen", True),
        ("lieferbar in 3 Wochen", True),
        ("Leveranstid 4\u20136 veckor", True),
        ("Leveringstid 4-6 uker", True),
        ("Leveringstid 2-3 uger", True),
        ("Levertijd: 8-10 weken", True),
        ("Toimitusaika 3\u20135 viikkoa", True),
        ("D\u00e9lai de livraison : 6 \u00e0 8 semaines", True),
        ("Ships in 3-5 business days", True),
        # More than the lead time: a sentence, no item's note.
        ("Lieferzeit 6 Wochen, Aufbau gegen Aufpreis", False),
        # A time with no word for delivery, or a term.
        ("6\u20138 Wochen", False),
        ("Laufzeit 36 Monate", False),
    ],
)
def test_a_lead_time_alone(text: str, lead: bool) -> None:
    assert phrases.lead_time(text) is lead


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A period's word alone: the price's period, no item's name.
        ("Monthly", True),
        ("月額:", True),
        ("Einmalig", True),
        # A one-off fee's name of one word is an item of a price list, as one of two words
        # is ("Setup fee"): a club's joining fee beside its passes.
        ("Startavgift", False),
        ("Wpisowe:", False),
        ("Aufnahmegebühr", False),
        ("Inschrijfgeld", False),
        ("入会金", False),
        ("Setup fee", False),
        ("Premium Monthly", False),
    ],
)
def test_a_period_word_alone(text: str, expected: bool) -> None:
    assert phrases.period_word_only(text) is expected


@pytest.mark.parametrize(
    ("term", "period"),
    [
        ("4 weken", "4 weeks"),
        ("4 veckor", "4 weeks"),
        ("3 mois", "quarter"),
        ("12 monate", "year"),
        # Words that name no period, or no count: as written.
        ("4 tyg", "4 tyg"),
        ("first year", "first year"),
    ],
)
def test_the_period_a_term_is(term: str, period: str) -> None:
    assert phrases.term_period(term) == period


@pytest.mark.parametrize(
    ("lang", "line", "expected"),
    [
        # "Per" and a unit before the price, as many languages write a plan's card.
        ("en", "Per user: $12/mo", ("user", None)),
        ("de", "Pro Nutzer 9 \u20ac / Monat", ("nutzer", None)),
        ("fr", "Par utilisateur 8 \u20ac/mois", ("utilisateur", None)),
        ("es", "Por usuario: 9 \u20ac/mes", ("usuario", None)),
        ("pl", "Za u\u017cytkownika 29 z\u0142/mies.", ("u\u017cytkownika", None)),
        # A unit and its postposed "per", or a unit that says its own.
        ("ko", "1\uc778\ub2f9 \u20a95,000/\uc6d4", ("1\uc778", None)),
        ("tr", "KULLANICI BA\u015eINA \u20ba99/ay", ("kullan\u0131c\u0131", None)),
        (
            "hu",
            "Felhaszn\u00e1l\u00f3nk\u00e9nt 990 Ft/h\u00f3",
            ("felhaszn\u00e1l\u00f3nk\u00e9nt", None),
        ),
        # With the period the same words give after a price.
        ("de", "Pro Nutzer und Monat: 9 \u20ac", ("nutzer", "month per nutzer")),
        ("fr", "Par utilisateur et par mois : 8 \u20ac", ("utilisateur", "month per utilisateur")),
        ("en", "Per user / month: $12", ("user", "month per user")),
        (
            "zh",
            "\u6bcf\u4f4d\u4f7f\u7528\u8005\u6bcf\u6708 NT$199",
            ("\u4f7f\u7528\u8005", "month per \u4f7f\u7528\u8005"),
        ),
        (
            "zh",
            "\u4e13\u4e1a\u7248\u6bcf\u4eba\u6bcf\u6708 \u00a599",
            ("\u4eba", "month per \u4eba"),
        ),
        (
            "ko",
            "\uc0ac\uc6a9\uc790\ub2f9 \uc6d4 \u20a95,000",
            ("\uc0ac\uc6a9\uc790", "month per \uc0ac\uc6a9\uc790"),
        ),
        (
            "tr",
            "Kullan\u0131c\u0131 ba\u015f\u0131na ayl\u0131k \u20ba99",
            ("kullan\u0131c\u0131", "month per kullan\u0131c\u0131"),
        ),
        # Near misses: a plan's name in another language's "per", words between the unit and
        # the price, no unit of the table, and the previous price's own unit.
        ("en", "Pro Member $9/mo", None),
        ("en", "Per user from $12/mo", None),
        ("en", "Per project $12/mo", ("project", None)),
        ("en", "Per bundle $12/mo", None),
        ("en", "Team $12/mo", None),
        ("en", "$5 per user $8/mo", None),
        # A plan's name and its tier's count of users: no "per 10 users".
        ("de", "Pro 10 Nutzer \u2013 149 \u20ac / Monat", None),
        ("en", "Per 5 users $49/mo", None),
    ],
)
def test_what_a_price_is_per_written_before_it(
    lang: str, line: str, expected: tuple[str, str | None] | None
) -> None:
    *before, price = re.finditer(
        r"(?:NT)?[$\u20a9\u20ba\u00a5]|(?<!\w)\d+ (?:\u20ac|Ft|z\u0142)", line
    )
    taken = before[-1].end() + 1 if before else 0  # the previous price's end
    with language.reading((lang,)):
        assert phrases.unit_before(line, price.start(), taken) == expected
