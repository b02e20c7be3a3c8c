"""The patterns of volatile text in the languages beyond ``volatile_world``'s: Slovak,
Croatian, Serbian, Slovenian, Bulgarian, Lithuanian, Latvian, Estonian, Icelandic, Catalan,
Malay and Hindi, the other languages whose words ``words`` knows. The same kinds and placeholders;
each pattern has its cases, and each language the real content it must keep, in
``tests/unit/test_volatile.py``.

Hindi's vowel signs are no word characters to ``re``: its patterns end a word at a space or
a punctuation mark, never at ``\\b``.
"""

# Cyrillic letters that look like Latin ones are what these words are.
# ruff: noqa: RUF001

from monitor.extract.volatile_patterns import UPDATED_AT, Language, open_now

# A rating and its count, before the language's words for reviews: "4,8 (1 203 recenzií)".
_RATED = r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*"

# A Hindi shop's delivery estimate, a day later every day: "शुक्रवार, 6 दिसंबर तक डिलीवरी",
# "डिलीवरी: 6-9 दिसंबर"; its months and weekdays in Devanagari, or in English as Indian shops
# also write them ("6 Dec तक डिलीवरी").
_HINDI_MONTH = (
    r"(?:जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|अप्रेल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर"
    r"|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर"
    r"|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
)
_HINDI_DAY = (
    r"(?:(?:सोमवार|मंगलवार|बुधवार|गुरुवार|बृहस्पतिवार|शुक्रवार|शनिवार|रविवार),?\s*)?"
    r"\d{1,2}(?:\s*[-–]\s*\d{1,2})?\s*" + _HINDI_MONTH
)
_HINDI_DELIVERY = r"(?:डिलीवरी|डिलिवरी|डिलेवरी)"

LANGUAGES: dict[str, Language] = {
    "sk": Language(
        words=(
            "pred končí skončí vyprší zostáva zostávajú zostávajúci ľudí osôb zákazníkov "
            "návštevníkov prezerá prezerajú sledujú predaných predané kúpených posledné "
            "posledných ks kusov kusy kus hviezdičiek hviezdičky hodnotení hodnotenia recenzií "
            "recenzie návštevník objednávka objednávky"
        ),
        out_of="z",
        unit=r"sekundami|sekundou|sekúnd|sek\.?|s|minútami|minútou|minút|min\.?|hodinami"
        r"|hodinou|hodín|hod\.?|h|dňami|dňom|dní|dni|deň|d|týždňami|týždňom|týždňov|týždne"
        r"|týždeň|mesiacmi|mesiacom|mesiacov|mesiace|mesiac",
        updated=r"(?:naposledy\s+)?(?:aktualizované|aktualizovaná|aktualizovaný|upravené"
        r"|zverejnené)(?:\s+o)?:?",
        relative=(
            r"(?:\b{upd}\s*)?\bpred\s+(?:asi\s+|viac ako\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?\bpred\s+(?:minútou|hodinou|dňom|týždňom|mesiacom|chvíľou"
            r"|okamihom)(?!\w)",
        ),
        countdown=(
            r"\b(?:(?:ponuka|akcia|zľava|výpredaj)\s+)?(?:končí|skončí|vyprší)\s+(?:o|za)\s+{dur}",
            r"\b(?:zostáva|zostávajú)(?:\s+(?:už len|len|iba))?\s+{dur}",
            r"\bzostávajúci čas\s*:\s*{dur}",
        ),
        counter=(
            r"{n}\s*(?:ľudí|osôb|zákazníkov|návštevníkov)\s+(?:si\s+)?(?:práve\s+)?"
            r"(?:prezerá|prezerajú|sledujú)(?:\s+(?:tento produkt|túto ponuku|práve))?",
            r"{n}\s*(?:predaných|predané|kúpených)\s+(?:dnes|tento týždeň"
            r"|za posledných\s+(?:{n}\s*)?hodín)",
            r"\b(?:posledné|posledných|zostáva|zostávajú)\s+(?:už\s+)?(?:len\s+|iba\s+)?{n}\s*"
            r"(?:ks|kusov|kusy|kus)\b(?:\s+skladom)?",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+hviezdičiek)?|hviezdičiek|hviezdičky)(?!\w)",
            _RATED + r"(?:na základe\s+)?{n}\s*(?:hodnotení|hodnotenia|recenzií|recenzie)(?!\w)"
            r"[)\]]?",
        ),
        number=(
            r"\bste\s+{n}\.?\s+návštevník",
            r"\b(?:objednávka\s*(?:č\.|číslo|#)|číslo objednávky\s*:?)\s*{n}",
        ),
    ),
    "hr": Language(
        words=(
            "prije završava ističe preostalo vrijeme osoba ljudi kupaca posjetitelja "
            "gleda gledaju pregledava prodano prodanih kupljeno samo kom komada komad "
            "zvjezdica zvjezdice recenzija recenzije ocjena ocjene posjetitelj narudžba "
            "narudžbe kupilo puta"
        ),
        out_of="od",
        unit=r"sekundi|sekunde|sek\.?|s|minuta|minute|min\.?|sati|sata|sat|h|dana|dan|d"
        r"|tjedana|tjedna|tjedan|mjeseci|mjeseca|mjesec",
        updated=r"(?:zadnje\s+|posljednje\s+)?(?:ažurirano|izmijenjeno|objavljeno)(?:\s+u)?:?",
        relative=(
            r"(?:\b{upd}\s*)?\bprije\s+(?:oko\s+|više od\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?\bprije\s+(?:minutu|sat|dan|tjedan|mjesec|nekoliko\s+\w+)(?!\w)",
            r"\b(?:(?:ponuda|akcija|popust|rasprodaja)\s+)?(?:završava|ističe)\s+(?:danas|sutra"
            r"|večeras|u\s+(?:ponedjeljak|utorak|srijedu|četvrtak|petak|subotu|nedjelju))\b",
        ),
        countdown=(
            r"\b(?:(?:ponuda|akcija|popust|rasprodaja)\s+)?(?:završava|ističe)\s+za\s+{dur}",
            r"\bpreostalo\s+(?:je\s+)?(?:još\s+)?(?:samo\s+)?{dur}",
            r"\bpreostalo vrijeme\s*:\s*{dur}",
        ),
        counter=(
            r"{n}\s*(?:osoba|ljudi|kupaca|posjetitelja)\s+(?:trenutno\s+|upravo\s+)?"
            r"(?:gleda|gledaju|pregledava)(?:\s+(?:ovaj proizvod|ovu ponudu|ovo))?",
            r"{n}\s*(?:prodano|prodanih|kupljeno)\s+(?:danas|ovaj tjedan|ovog tjedna"
            r"|u zadnjih\s+(?:{n}\s*)?sati)",
            r"\b(?:još\s+)?samo\s+(?:još\s+)?{n}\s*(?:kom\.?|komada|komad)(?!\w)"
            r"(?:\s+na (?:zalihi|skladištu))?",
            r"{n}\s*(?:osoba|ljudi|kupaca)\s+(?:je\s+)?(?:kupilo|kupila|naručilo)(?:\s+je)?"
            r"(?:\s+(?:ovo|ovaj proizvod))?(?:\s+(?:danas|ovaj tjedan|u zadnjih\s+(?:{n}\s*)?"
            r"(?:sat vremena|sati|sata|dana)))?",
            r"\bpregledano\s+{n}\s*puta\b",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+zvjezdica)?|zvjezdica|zvjezdice)(?!\w)",
            _RATED + r"{n}\s*(?:recenzija|recenzije|ocjena|ocjene)(?!\w)[)\]]?",
        ),
        number=(
            r"\bvi ste\s+{n}\.?\s+posjetitelj",
            r"\b(?:narudžba\s*(?:br\.|broj|#)|broj narudžbe\s*:?)\s*{n}",
        ),
    ),
    "sl": Language(
        words=(
            "pred pravkar izteče konča zaključi preostali še ljudi oseb kupcev obiskovalcev "
            "ogleduje ogledujejo gleda gledajo prodanih prodano naročil samo le kosov kosi kosa "
            "kos zvezdic mnenj mnenja ocen ocene obiskovalec naročilo naročila"
        ),
        out_of="od",
        unit=r"sekundami|sekundo|sekund|sek\.?|s|minutami|minuto|minut|min\.?|urami|uro|ur|h"
        r"|dnevi|dnevom|dni|dan|d|tedni|tednom|tednov|teden|meseci|mesecem|mesecev|mesec",
        updated=r"(?:nazadnje\s+)?(?:posodobljeno|spremenjeno|objavljeno)(?:\s+ob)?:?",
        relative=(
            r"(?:\b{upd}\s*)?\bpred\s+(?:približno\s+|več kot\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?\bpred\s+(?:minuto|uro|dnevom|tednom|mesecem|nekaj\s+\w+)(?!\w)",
            r"\b{upd}\s*pravkar\b",
        ),
        countdown=(
            r"\b(?:(?:ponudba|akcija|popust|razprodaja)\s+)?(?:se\s+)?(?:izteče|konča|zaključi)"
            r"\s+čez\s+{dur}",
            r"\bpreostali čas\s*:\s*{dur}",
            r"\bše\s+{dur}\s+do konca\b",
        ),
        counter=(
            r"{n}\s*(?:ljudi|oseb|kupcev|obiskovalcev)\s+(?:si\s+)?(?:trenutno\s+)?"
            r"(?:ogleduje|ogledujejo|gleda|gledajo)(?:\s+(?:ta izdelek|to ponudbo|to))?",
            # The verb first: "Trenutno si ta izdelek ogleduje 5 oseb".
            r"(?:\btrenutno\s+)?(?:\bsi\s+)?(?:\b(?:ta izdelek|to ponudbo)\s+)?"
            r"\b(?:ogleduje|ogledujejo|gleda|gledajo)\s+{n}\s*(?:ljudi|oseb|kupcev|obiskovalcev)"
            r"(?!\w)",
            r"{n}\s*(?:prodanih|prodano|naročil)\s+(?:danes|ta teden"
            r"|v zadnjih\s+(?:{n}\s*)?urah)",
            r"\b(?:samo|le)\s+(?:še\s+)?{n}\s*(?:kosov|kosi|kosa|kos)(?!\w)(?:\s+na zalogi)?",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+zvezdic)?|zvezdic)(?!\w)",
            _RATED + r"{n}\s*(?:mnenj|mnenja|ocen|ocene)(?!\w)[)\]]?",
        ),
        number=(
            r"\bste\s+{n}\.?\s+obiskovalec",
            r"\b(?:naročilo\s*(?:št\.|številka|#)|številka naročila\s*:?)\s*{n}",
        ),
    ),
    "bg": Language(
        words=(
            "преди изтича приключва свършва остават остава оставащо души човека клиенти "
            "посетители разглеждат гледат продадени купени само последни броя бр бройки "
            "звезди отзива отзиви оценки посетител поръчка"
        ),
        out_of="от",
        unit=r"секунди|секунда|сек\.?|минути|минута|мин\.?|часове|часа|час|ч\.?|дни|дена|ден"
        r"|д\.?|седмици|седмица|месеца|месеци|месец",
        updated=r"(?:последно\s+)?(?:обновено|актуализирано|променено)(?:\s+на)?:?",
        relative=(
            r"(?:\b{upd}\s*)?\bпреди\s+(?:около\s+|над\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?\bпреди\s+(?:минута|час|ден|седмица|месец|малко)(?!\w)",
        ),
        countdown=(
            r"\b(?:(?:офертата|промоцията|намалението|разпродажбата)\s+)?"
            r"(?:изтича|приключва|свършва)\s+след\s+{dur}",
            r"\b(?:остават|остава)\s+(?:само\s+)?{dur}",
            r"\bоставащо време\s*:\s*{dur}",
        ),
        counter=(
            r"{n}\s*(?:души|човека|клиенти|посетители)\s+(?:в момента\s+)?(?:разглеждат"
            r"|гледат)(?:\s+(?:този продукт|тази оферта|в момента))?",
            r"{n}\s*(?:продадени|купени)\s+(?:днес|тази седмица"
            r"|през последните\s+(?:{n}\s*)?часа)",
            r"\b(?:само|последни|остават(?:\s+само)?)\s+{n}\s*(?:броя|бройки|бр\.?)(?!\w)"
            r"(?:\s+в наличност)?",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+звезди)?|звезди)(?!\w)",
            _RATED + r"{n}\s*(?:отзива|отзиви|оценки)(?!\w)[)\]]?",
        ),
        number=(
            r"\bвие сте посетител\s*(?:№|#|номер)\s*{n}",
            r"\b(?:поръчка\s*(?:№|#)|номер на поръчка\s*:?)\s*{n}",
        ),
    ),
    # Serbian, in either of its scripts (a site often offers both): how long ago ("pre 5
    # minuta"), an offer's end, who looks or subscribed today ("Danas se pretplatilo 37
    # korisnika"), what is left, ratings, a visitor's or an order's number.
    "sr": Language(
        words=(
            "пре pre истиче ističe завршава završava преостало preostalo особа osoba људи ljudi "
            "купаца kupaca гледа gleda прегледа pregleda претплатило pretplatilo корисника "
            "korisnika ком kom комада komada звездица zvezdica оцена ocena рецензија recenzija "
            "посетилац posetilac поруџбине porudžbine"
        ),
        out_of="од|od",
        unit=r"секунди|секунде|сек\.?|минута|минуте|мин\.?|сати|сата|сат|дана|дан|недеља|недеље"
        r"|месеци|месеца|месец|sekundi|sekunde|sek\.?|minuta|minute|min\.?|sati|sata|sat|dana"
        r"|dan|nedelja|nedelje|meseci|meseca|mesec",
        updated=r"(?:последњи пут\s+|poslednji put\s+)?(?:ажурирано|ажуриран|ажурирана|ažurirano"
        r"|ažuriran|ažurirana|измењено|izmenjeno)(?:\s+(?:дана|dana))?:?",
        relative=(
            r"(?:\b{upd}\s*)?\b(?:пре|pre)\s+(?:око\s+|oko\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?\b(?:пре|pre)\s+(?:неколико|nekoliko)\s+(?:минута|сати|дана|minuta"
            r"|sati|dana)(?!\w)",
        ),
        countdown=(
            r"\b(?:(?:акција|понуда|попуст|akcija|ponuda|popust)\s+)?(?:истиче|ističe"
            r"|завршава се|završava se)\s+(?:за|za)\s+{dur}",
            r"\b(?:преостало|preostalo)(?:\s+(?:је|je))?(?:\s+(?:још|još))?\s*:?\s*{dur}",
        ),
        counter=(
            r"{n}\s*(?:особа|људи|купаца|osoba|ljudi|kupaca)\s+(?:тренутно\s+|trenutno\s+)?"
            r"(?:гледа|прегледа|gleda|pregleda)(?:\s+(?:овај производ|ovaj proizvod))?",
            # A provider's tally of the day's new subscribers.
            r"\b(?:данас\s+се|danas\s+se)\s+(?:већ\s+|već\s+)?(?:претплатило|pretplatilo)\s+{n}"
            r"\s*(?:корисника|korisnika)(?!\w)",
            r"\b(?:још\s+само|još\s+samo|само\s+још|samo\s+još)\s+{n}\s*(?:комада|ком\.?|komada"
            r"|kom\.?)(?!\w)",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+(?:звездица|zvezdica))?|звездица|zvezdica)(?!\w)",
            _RATED + r"{n}\s*(?:оцена|рецензија|ocena|recenzija)(?!\w)[)\]]?",
        ),
        number=(
            r"\b(?:ви сте|vi ste)\s+{n}\.?\s+(?:посетилац|posetilac)",
            r"\b(?:број поруџбине|broj porudžbine)\s*:?\s*{n}",
        ),
    ),
    # Kazakh: how long ago ("5 минут бұрын"), an offer's end ("аяқталуына 2 күн қалды"),
    # who looks now ("12 адам қарап отыр"), a support chat's operators online ("Онлайн
    # операторлар: 7"), ratings and reviews, a visitor's or an order's number.
    "kk": Language(
        words=(
            "бұрын жаңартылды жаңа аяқталады аяқталуына қалды қалған адам келуші қарап көріп "
            "сатылды сатып алынды онлайн оператор операторлар сайтта пікір пікірлер баға "
            "бағалар жұлдыз келушісіз тапсырыс"
        ),
        out_of="/",
        unit=r"секунд|сек\.?|минут|мин\.?|сағат|сағ\.?|күн|апта|ай",
        updated=r"(?:соңғы\s+)?жаңартылды\s*:?",
        relative=(
            r"(?:{upd}\s*)?{n}\s*(?:{unit})\s+бұрын(?!\w)",
            r"(?:{upd}\s*)?\bжаңа\s+ғана(?!\w)",
        ),
        countdown=(
            r"\b(?:акция|ұсыныс|жеңілдік)\s+{dur}\s+(?:кейін|соң)\s+аяқталады",
            r"\bаяқталуына\s+{dur}\s+қалды",
            r"\bқалған\s+уақыт\s*:\s*{dur}",
        ),
        counter=(
            r"{n}\s*(?:адам|келуші)\s+(?:қазір\s+)?(?:қарап|көріп)\s+отыр(?!\w)",
            r"\b(?:онлайн\s+)?операторлар(?:\s+онлайн)?\s*:\s*{n}(?!\w)",
            r"{n}\s*оператор\s+онлайн(?!\w)",
            r"\bқазір\s+сайтта\s*:?\s*{n}\s*(?:адам|келуші)(?!\w)",
            r"\bбүгін\s+{n}\s*(?:рет|дана)\s+(?:сатылды|сатып\s+алынды)",
        ),
        rating=(
            r"{r}\s*{of}\s*5(?:\s+жұлдыз)?(?!\w)",
            _RATED + r"{n}\s*(?:пікір|пікірлер|баға|бағалар)(?!\w)[)\]]?",
        ),
        number=(
            r"\bсіз\s+{n}\s*-?\s*келушісіз",
            r"\bтапсырыс\s*(?:№|#)\s*{n}",
        ),
    ),
    "lt": Language(
        words=(
            "prieš atnaujinta baigiasi baigsis liko beliko likęs žmonės žmonių lankytojai "
            "lankytojų pirkėjai žiūri peržiūri parduota nupirkta vnt vienetai vienetų žvaigždučių "
            "žvaigždutės atsiliepimų atsiliepimai įvertinimų įvertinimai esate užsakymo "
            "užsakymas"
        ),
        out_of="iš",
        unit=r"sekundžių|sekundės|sekundes|sekundę|sek\.?|s|minučių|minutės|minutes|minutę"
        r"|min\.?|valandų|valandos|valandas|valandą|val\.?|h|dienų|dienos|dienas|dieną|d\."
        r"|savaičių|savaitės|savaites|savaitę|sav\.?|mėnesių|mėnesius|mėnesį|mėn\.?",
        # The participle agrees with what was updated: "Kainos atnaujintos 2026-12-05".
        updated=r"(?:paskutinį kartą\s+)?(?:atnaujinta|atnaujintos|atnaujinti|pakeista"
        r"|paskelbta):?",
        relative=(
            r"(?:\b{upd}\s*)?\bprieš\s+(?:maždaug\s+|daugiau nei\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?\bprieš\s+(?:minutę|valandą|dieną|savaitę|mėnesį|kelias\s+\w+"
            r"|kelis\s+\w+)(?!\w)",
            r"\b{upd}\s*ką tik\b",
        ),
        countdown=(
            r"\b(?:(?:pasiūlymas|akcija|nuolaida|išpardavimas)\s+)?(?:baigiasi|baigsis)"
            r"\s+po\s+{dur}",
            r"\b(?:liko|beliko)\s+(?:tik\s+)?{dur}",
            r"\blikęs laikas\s*:\s*{dur}",
        ),
        counter=(
            r"{n}\s*(?:žmonės|žmonių|lankytojai|lankytojų|pirkėjai|pirkėjų)\s+(?:šiuo metu\s+"
            r"|dabar\s+)?(?:žiūri|peržiūri)(?:\s+(?:šią prekę|šį pasiūlymą|dabar))?",
            # The verb first, as Lithuanian also orders it: "Šiuo metu šią prekę žiūri 12
            # pirkėjų".
            r"\b(?:(?:šiuo metu|dabar)\s+)?(?:(?:šią prekę|šį pasiūlymą|šią kategoriją|šį puslapį)"
            r"\s+)?(?:žiūri|peržiūri)\s+{n}\s*(?:žmonės|žmonių|lankytojai|lankytojų|pirkėjai"
            r"|pirkėjų)(?!\w)",
            r"{n}\s*(?:parduota|nupirkta)\s+(?:šiandien|šią savaitę"
            r"|per paskutines\s+(?:{n}\s*)?valandas)",
            r"\b(?:liko|beliko)\s+(?:tik\s+)?{n}\s*(?:vnt\.?|vienetai|vienetų)(?!\w)",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+žvaigždučių)?|žvaigždutės|žvaigždučių)(?!\w)",
            _RATED + r"{n}\s*(?:atsiliepimų|atsiliepimai|įvertinimų|įvertinimai)(?!\w)[)\]]?",
        ),
        number=(
            r"\bjūs esate\s+{n}[-\s]?(?:asis|oji)?\s+lankytoja?s?",
            r"\b(?:užsakymo\s*(?:nr\.|numeris)|užsakymas\s*#)\s*:?\s*#?{n}",
        ),
    ),
    "lv": Language(
        words=(
            "pirms tikko beidzas beigsies atlikušas atlikuši atlikušais palikuši cilvēki "
            "cilvēku apmeklētāji pircēji skatās apskata pārdoti pārdots nopirkti gab "
            "zvaigznēm zvaigznes atsauksmes atsauksmju vērtējumi vērtējumu esat pasūtījuma "
            "pasūtījums nopirka skatīts"
        ),
        out_of="no",
        unit=r"sekundēm|sekundes|sekunde|sek\.?|s|minūtēm|minūtes|minūte|min\.?|stundām"
        r"|stundas|stunda|st\.?|h|dienām|dienas|diena|d\.?|nedēļām|nedēļas|nedēļa|mēnešiem"
        r"|mēneši|mēnesis|mēn\.?",
        updated=r"(?:pēdējoreiz\s+)?(?:atjaunināts|atjaunināta|atjaunots|mainīts|publicēts):?",
        relative=(
            r"(?:\b{upd}\s*)?\bpirms\s+(?:apmēram\s+|vairāk nekā\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?\bpirms\s+(?:minūtes|stundas|dienas|nedēļas|mēneša|dažām\s+\w+)"
            r"(?!\w)",
            r"\b{upd}\s*tikko\b",
            r"\b(?:(?:piedāvājums|akcija|atlaide|izpārdošana)\s+)?(?:beidzas|beigsies)\s+"
            r"(?:šodien|rīt|pirmdien|otrdien|trešdien|ceturtdien|piektdien|sestdien|svētdien)\b",
        ),
        countdown=(
            r"\b(?:(?:piedāvājums|akcija|atlaide|izpārdošana)\s+)?(?:beidzas|beigsies)"
            r"\s+pēc\s+{dur}",
            r"\b(?:atlikušas|atlikuši)\s+(?:tikai\s+)?{dur}",
            r"\batlikušais laiks\s*:\s*{dur}",
        ),
        counter=(
            r"{n}\s*(?:cilvēki|cilvēku|apmeklētāji|pircēji)\s+(?:pašlaik\s+|tagad\s+)?"
            r"(?:skatās|apskata)(?:\s+(?:šo produktu|šo piedāvājumu|tagad))?",
            # The verb first: "Šobrīd šo preci skatās 5 cilvēki".
            r"(?:\b(?:pašlaik|šobrīd|tagad)\s+)?(?:\bšo\s+(?:produktu|preci|piedāvājumu)\s+)?"
            r"\b(?:skatās|apskata)\s+{n}\s*(?:cilvēki|cilvēku|apmeklētāji|pircēji)(?!\w)",
            r"{n}\s*(?:pārdoti|pārdots|nopirkti)\s+(?:šodien|šonedēļ"
            r"|pēdējās\s+(?:{n}\s*)?stundās)",
            r"\b(?:palikuši|atlikuši)\s+(?:tikai\s+)?{n}\s*(?:gab\.?)(?!\w)",
            r"{n}\s*(?:cilvēki|cilvēku|pircēji)\s+(?:nopirka|iegādājās|pasūtīja)"
            r"(?:\s+šo(?:\s+produktu)?)?(?:\s+(?:šodien|pēdējās\s+(?:{n}\s*)?(?:stundas|dienas)"
            r"(?:\s+laikā)?))?",
            r"\bskatīts\s+{n}\s*(?:reizes|reizi)\b",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+zvaigznēm)?|zvaigznes)(?!\w)",
            _RATED + r"{n}\s*(?:atsauksmes|atsauksmju|vērtējumi|vērtējumu)(?!\w)[)\]]?",
        ),
        number=(
            r"\bjūs esat\s+{n}\.?\s+apmeklētājs",
            r"\b(?:pasūtījuma\s*(?:nr\.|numurs)|pasūtījums\s*#)\s*:?\s*#?{n}",
        ),
    ),
    "et": Language(
        words=(
            "tagasi mõni paar äsja lõpeb lõppeb aegub jäänud lõpuni inimest külastajat klienti "
            "vaatab vaatavad müüdud ostetud ainult vaid alles tk tükki tärni arvustust "
            "arvustused hinnangut oled tellimuse tellimus"
        ),
        unit=r"sekundit|sekund|sek\.?|s|minutit|minut|min\.?|tundi|tund|t|h|päeva|päev|p"
        r"|nädalat|nädal|kuud|kuu",
        updated=r"(?:viimati\s+)?(?:uuendatud|muudetud|avaldatud):?",
        relative=(
            r"(?:\b{upd}\s*)?(?:umbes\s+|üle\s+)?{n}\s*(?:{unit})\s+tagasi\b",
            r"(?:\b{upd}\s*)?\b(?:mõni|paar)\s+(?:sekundit|sekund|minutit|minut|tundi|tund"
            r"|päeva|päev|nädalat|nädal|kuud|kuu)\s+tagasi\b",
            r"\b{upd}\s*äsja\b",
        ),
        countdown=(
            r"\b(?:(?:pakkumine|kampaania|allahindlus|soodustus)\s+)?(?:lõpeb|lõppeb|aegub)"
            r"\s+{dur}\s+pärast",
            r"\b(?:aega jäänud|jäänud on|lõpuni)\s*:?\s*{dur}",
        ),
        counter=(
            r"{n}\s*(?:inimest|külastajat|klienti)\s+(?:praegu\s+)?(?:vaatab|vaatavad)"
            r"(?:\s+praegu)?(?:\s+(?:seda toodet|seda pakkumist))?",
            # The verb first: "Praegu vaatab seda toodet 5 inimest".
            r"(?:\bpraegu\s+)?\b(?:vaatab|vaatavad)\s+(?:praegu\s+)?(?:seda\s+(?:toodet|pakkumist)"
            r"\s+)?{n}\s*(?:inimest|külastajat|klienti)(?!\w)",
            r"{n}\s*(?:müüdud|ostetud)\s+(?:täna|sel nädalal"
            r"|viimase\s+(?:{n}\s*)?tunni jooksul)",
            r"\b(?:laos\s+)?(?:ainult|vaid|alles on|alles)\s+{n}\s*(?:tk|tükki)(?!\w)"
            r"(?:\s+laos)?",
        ),
        rating=(
            r"{r}\s*(?:/\s*5\s*)?tärni(?!\w)",
            _RATED + r"{n}\s*(?:arvustust|arvustused|hinnangut)(?!\w)[)\]]?",
        ),
        number=(
            r"\boled\s+{n}\.?\s+külastaja",
            r"\b(?:tellimuse\s*(?:nr\.?|number)|tellimus\s*#)\s*:?\s*#?{n}",
        ),
    ),
    "is": Language(
        words=(
            "fyrir uppfært rennur lýkur endar tími eftir manns gestir viðskiptavinir skoða seld "
            "selt seldar keypt aðeins bara stjörnum stjörnur umsagnir umsögnum einkunnir gestur "
            "pöntunarnúmer pöntun"
        ),
        out_of="af",
        unit=r"sekúndur|sekúndu|sek\.?|s|mínútur|mínútu|mín\.?|klukkustundir|klukkustund"
        r"|klst\.?|h|dagar|daga|dag|d|vikur|viku|mánuði|mánuð",
        updated=r"(?:síðast\s+)?(?:uppfært|breytt|birt):?",
        relative=(
            # "Ago" takes the dative ("fyrir 5 mínútum"), a length the accusative ("fyrir 3
            # daga": for three days, an offer's).
            r"(?:\b{upd}\s*)?\bfyrir\s+(?:um\s+)?{n}\s*(?:sekúndum|mínútum|klukkustundum"
            r"|klukkutímum|dögum|vikum|mánuðum)(?!\w)(?:\s+síðan)?",
            r"\b{upd}\s*rétt í þessu\b",
        ),
        countdown=(
            r"\b(?:(?:tilboðið|útsalan|afslátturinn)\s+)?(?:rennur út|lýkur|endar)\s+eftir"
            r"\s+{dur}",
            r"\btími eftir\s*:\s*{dur}",
            r"{dur}\s+eftir(?=\s*(?:[!.]|$))",
        ),
        counter=(
            r"{n}\s*(?:manns|gestir|viðskiptavinir)\s+(?:eru\s+)?(?:að skoða|skoða)"
            r"(?:\s+(?:þetta|þessa vöru|núna))?",
            r"{n}\s*(?:seld|selt|seldar|keypt)\s+(?:í dag|í þessari viku"
            r"|síðustu\s+(?:{n}\s*)?klukkustundir)",
            r"\b(?:aðeins|bara)\s+{n}\s*(?:stk\.?\s+)?eftir(?:\s+á lager)?",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+stjörnum)?|stjörnur)(?!\w)",
            _RATED + r"{n}\s*(?:umsagnir|umsögnum|einkunnir)(?!\w)[)\]]?",
        ),
        number=(
            r"\bþú ert gestur\s*(?:nr\.?|númer|#)\s*{n}",
            r"\b(?:pöntunarnúmer|pöntun\s*(?:nr\.?|#))\s*:?\s*{n}",
        ),
    ),
    "ca": Language(
        words=(
            "obert oberta tancat tancada ara tanquem tanca obrim obre "
            "fa acaba finalitza expira queden temps persones visitants usuaris clients veient "
            "mirant venuts venudes comprats comandes estrelles ressenyes opinions valoracions "
            "ets comanda"
        ),
        out_of="de|sobre",
        unit=r"segons|segon|seg\.?|s|minuts|minut|min\.?|hores|hora|h|dies|dia|d|setmanes"
        r"|setmana|mesos|mes",
        updated=r"(?:última\s+)?(?:actualitzat|actualitzada|actualització|modificat|publicat)"
        r"(?:\s+(?:el|a les))?:?",
        relative=(
            r"(?:\b{upd}\s*)?\bfa\s+(?:uns\s+|unes\s+|més de\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?\bfa\s+(?:un|una|uns|unes|pocs|poques)\s+"
            r"(?:segons|minuts|minut|hores|hora|dies|dia|setmanes|setmana|mesos|mes|moments?)\b",
        ),
        countdown=(
            open_now(
                "obert|oberta|tancat|tancada",
                "ara",
                "tanquem|tanca|obrim|obre",
                "avui|demà",
                "a les",
            ),
            r"\b(?:(?:l[\u2019']\s*|la\s+|aquesta\s+)?(?:oferta|promoció|rebaixa|descompte)\s+)?"
            r"(?:acaba|finalitza|expira)\s+(?:en|d[\u2019']aquí a)\s+{dur}",
            r"\b(?:només\s+)?queden\s+{dur}",
            r"\btemps restant\s*:\s*{dur}",
        ),
        counter=(
            r"{n}\s*(?:persones|visitants|usuaris|clients)\s+(?:estan\s+)?(?:veient|mirant)"
            r"(?:\s+(?:això|aquest producte|aquesta oferta|ara))?",
            r"{n}\s*(?:venuts|venudes|comprats|comandes)\s+(?:avui|aquesta setmana"
            r"|en les últimes\s+(?:{n}\s*)?hores)",
            r"\b(?:només\s+)?queden\s+(?:només\s+)?{n}\s*(?:unitats|places|articles|en estoc)\b",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+estrelles)?|estrelles)\b",
            _RATED + r"(?:basat en\s+)?{n}\s*(?:ressenyes|opinions|valoracions)\b[)\]]?",
        ),
        number=(
            r"\bets el visitant\s*(?:núm\.?\s*|número\s*)?{n}",
            r"\b(?:comanda\s*(?:núm\.?|número|#)|número de comanda\s*:?)\s*{n}",
        ),
    ),
    "ms": Language(
        words=(
            "membeli lalu lepas baru berakhir tamat baki lagi orang pelawat pembeli pelanggan "
            "melihat terjual tinggal bintang ulasan penilaian anda nombor pesanan"
        ),
        unit=r"saat|minit|min\.?|jam|hari|minggu|bulan",
        updated=r"(?:terakhir\s+)?dikemas\s*kini(?:\s+pada)?:?",
        relative=(
            r"(?:\b{upd}\s*)?{n}\s*(?:{unit})\s+(?:yang\s+)?(?:lalu|lepas)\b",
            r"\b{upd}\s*baru sahaja\b",
        ),
        countdown=(
            r"\b(?:(?:promosi|diskaun|tawaran)\s+)?(?:berakhir|tamat)\s+dalam\s*:?\s*{dur}",
            r"\bbaki masa\s*:?\s*{dur}",
            r"{dur}\s+lagi\b",
        ),
        counter=(
            r"{n}\s*(?:orang|pelawat|pembeli|pelanggan)\s+(?:sedang\s+)?melihat"
            r"(?:\s+(?:produk ini|ini))?(?:\s+sekarang)?",
            r"(?:\b(?:telah\s+)?terjual\s+{n}|{n}\s*terjual)(?:\s*(?:unit|pcs))?"
            r"(?:\s+(?:hari ini|minggu ini))?",
            r"\b(?:hanya\s+)?tinggal\s+{n}\s*(?:unit|pcs|helai|buah|lagi)(?!\w)"
            r"(?:\s+(?:lagi|dalam stok))?",
            r"{n}\s*(?:orang|pembeli|pelanggan)\s+(?:telah\s+)?membeli(?:\s+(?:ini|produk ini))?"
            r"(?:\s+(?:hari ini|dalam\s+{n}\s*(?:jam|hari)\s+terakhir))?",
        ),
        rating=(
            r"{r}\s*(?:/\s*5\s*)?bintang\b",
            _RATED + r"{n}\s*(?:ulasan|penilaian)(?!\w)[)\]]?",
        ),
        number=(
            r"\banda pelawat ke[-\s]?{n}",
            r"\b(?:nombor pesanan|pesanan\s*#)\s*:?\s*#?{n}",
        ),
    ),
    "hi": Language(
        words=(
            "पहले अपडेट अभी समाप्त ख़त्म खत्म बचा शेष बाकी लोग ग्राहक देख आज बिके केवल सिर्फ "
            "सिर्फ़ स्टार रेटिंग समीक्षाएं समीक्षाएँ रिव्यू विज़िटर ऑर्डर डिलीवरी डिलिवरी डिलेवरी"
        ),
        timestamp=(
            UPDATED_AT,
            _HINDI_DAY + r"\s*(?:तक\s*)?" + _HINDI_DELIVERY,
            _HINDI_DELIVERY + r"\s*(?:की तारीख़|की तारीख)?\s*:?\s*" + _HINDI_DAY,
        ),
        unit=r"सेकंड|सेकेंड|मिनट|घंटे|घंटा|दिन|हफ़्ते|हफ्ते|सप्ताह|महीने|महीना",
        updated=r"(?:अंतिम\s+)?अपडेट(?:\s+किया\s+गया)?(?:\s+(?:किया|हुआ))?\s*:?",
        relative=(
            # "पहले" is "ago" and "before" ("नवीनीकरण से 7 दिन पहले सूचना"): only at the end of
            # what is said.
            r"(?:{upd}\s*)?(?:लगभग\s+)?{n}\s*(?:{unit})\s+पहले(?:\s+अपडेट(?:\s+किया\s+गया)?)?"
            r"(?=\s*(?:[।.!,·|)]|$))",
            r"{upd}\s*अभी[ -]अभी",
        ),
        countdown=(
            r"(?:(?:ऑफ़र|ऑफर|सेल|डील)\s+)?(?:समाप्त|ख़त्म|खत्म)\s+होने\s+में\s*:?\s*{dur}"
            r"(?:\s+(?:बाकी|शेष))?",
            r"(?:बचा हुआ समय|बचा समय|शेष समय)\s*:?\s*{dur}",
            r"{dur}\s+(?:बाकी|शेष)(?=\s|[।.!,]|$)",
        ),
        counter=(
            r"{n}\s*(?:लोग|ग्राहक)\s+(?:अभी\s+)?(?:इसे\s+|यह\s+)?देख\s+रहे(?:\s+हैं)?",
            r"आज\s+{n}\s*(?:बिके|बिक चुके)",
            r"(?:केवल|सिर्फ़|सिर्फ)\s+{n}\s*(?:स्टॉक में\s+)?(?:बचे|बाकी|शेष)(?:\s+हैं|\s+है)?",
        ),
        rating=(
            r"(?:5\s+में से\s+)?{r}\s*(?:स्टार|★)",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*{n}\s*(?:रेटिंग|समीक्षाएं|समीक्षाएँ|रिव्यू)"
            r"(?=\s|[)\]।.,]|$)[)\]]?",
        ),
        number=(
            r"आप\s+विज़िटर\s+(?:नंबर|संख्या|#)\s*{n}(?:\s+हैं)?",
            r"ऑर्डर\s*(?:नंबर|संख्या|#|आईडी)\s*:?\s*#?{n}",
        ),
    ),
    # Luxembourgish: "Elo kucken 14 Leit dës Säit", "Präisser aktualiséiert: 06.12.2026".
    "lb": Language(
        words=(
            "aktualiséiert geännert publizéiert virun kucken leit clienten visiteuren verkaaft "
            "bestallt offer leeft nach stären bewäertungen bewäertung visiteur "
            "bestellung bestellnummer"
        ),
        out_of="vun",
        unit=r"sekonnen|sekonn|sek\.?|minutten|minutt|min\.?|stonnen|stonn|std\.?|deeg|dag"
        r"|wochen|woch|méint|mount",
        updated=r"(?:lescht\s+)?(?:aktualiséiert|geännert|publizéiert):?",
        relative=(r"(?:\b{upd}\s*)?\bvirun\s+{n}\s*(?:{unit})(?!\w)",),
        countdown=(
            r"\b(?:d'offer\s+)?(?:leeft|ass)\s+(?:nach\s+)?(?:{dur})\s+(?:of|gëlteg)",
            r"\bnach\s+{dur}(?=\s*(?:[!.]|$))",
        ),
        counter=(
            r"\b(?:elo\s+)?kucken\s+{n}\s*(?:leit|clienten|visiteuren)",
            r"{n}\s*(?:leit|clienten|visiteuren)\s+kucken",
            r"{n}\s*x?\s*(?:verkaaft|bestallt)\s+(?:haut|dës\s+woch)",
        ),
        rating=(
            r"{r}\s*{of}\s*5\s*stären",
            _RATED + r"{n}\s*bewäertungen?(?!\w)[)\]]?",
        ),
        number=(
            r"\bdir\s+sidd\s+(?:de\s+)?visiteur\s*(?:nr\.?|#)\s*{n}",
            r"\b(?:bestellnummer|bestellung\s*(?:nr\.?|#))\s*:?\s*{n}",
        ),
    ),
    # Faroese: "14 fólk hyggja at hesum savninum júst nú", "Dagført: 06-12-2026".
    "fo": Language(
        words=(
            "dagført broytt fyri síðan tilboðið endar gongur út eftir fólk kundar vitjandi "
            "hyggja seld keypt stjørnum metingar meting bílegging "
            "bíleggingarnummar"
        ),
        out_of="av",
        unit=r"sekund|sekundir|sek\.?|minutt|minuttir|min\.?|tíma|tímar|klst\.?|dag|dagar"
        r"|viku|vikur|mánað|mánaðir",
        updated=r"(?:seinast\s+)?(?:dagført|broytt):?",
        relative=(
            r"(?:\b{upd}\s*)?\bfyri\s+{n}\s*(?:sekundum|minuttum|tímum|døgum|vikum"
            r"|mánaðum|{unit})(?!\w)(?:\s+síðan)?",
        ),
        countdown=(
            r"\b(?:tilboðið\s+)?(?:endar|gongur út)\s+(?:um|eftir)\s+{dur}",
            r"{dur}\s+eftir(?=\s*(?:[!.]|$))",
        ),
        counter=(
            r"{n}\s*(?:fólk|kundar|vitjandi)\s+(?:hyggja|síggja)",
            r"{n}\s*(?:seld|keypt)\s+(?:í\s+dag|hesa\s+vikuna)",
        ),
        rating=(
            r"{r}\s*{of}\s*5\s*stjørnum?",
            _RATED + r"{n}\s*metingar(?!\w)[)\]]?",
        ),
        number=(
            r"\btú\s+ert\s+vitjandi\s*(?:nr\.?|#)\s*{n}",
            r"\b(?:bíleggingarnummar|bílegging\s*(?:nr\.?|#))\s*:?\s*{n}",
        ),
    ),
}
