"""Volatile text in the languages of ``monitor.extract.volatile_further``, as
``test_volatile``'s tables have it for the others: what is removed from a line, per kind
(``REMOVED``: line → what is left), when a page says it was updated (``TIMESTAMPS``), and
the real content that must stay (``KEPT``: plan limits, trial lengths, a notice period)."""

# Cyrillic letters that look like Latin ones are what these words are.
# ruff: noqa: RUF001

from monitor.extract.volatile import Kind

Cases = dict[Kind, list[tuple[str, str]]]

REMOVED: dict[str, Cases] = {
    "sk": {
        "relative": [
            ("Aktualizované pred 5 minútami", ""),
            ("pred 3 hodinami", ""),
            ("pred chvíľou", ""),
        ],
        "countdown": [
            ("Akcia končí za 02:14:33", ""),
            ("Ponuka končí o 2 dni", ""),
            ("Zostáva už len 3 dni!", ""),
            ("Zostávajúci čas: 4 h 12 min", ""),
        ],
        "counter": [
            ("27 ľudí si práve prezerá tento produkt", ""),
            ("1 204 predaných dnes", ""),
            ("Posledné 3 kusy skladom", "Posledné \u2026 kusy skladom"),
            ("Zostávajú len 2 ks", ""),
        ],
        "rating": [
            ("4,8 z 5 hviezdičiek", ""),
            ("4,8 (1 203 hodnotení)", ""),
            ("128 recenzií", ""),
        ],
        "number": [
            ("Ste 1 234. návštevník", ""),
            ("Objednávka č. 10432", ""),
            ("Číslo objednávky: 10432", ""),
        ],
    },
    "hr": {
        "relative": [
            ("Ažurirano prije 5 minuta", ""),
            ("prije 3 sata", ""),
            ("prije nekoliko minuta", ""),
            ("Akcija završava u nedjelju", ""),
        ],
        "countdown": [
            ("Ponuda završava za 2 dana", ""),
            ("Akcija ističe za 02:14:33", ""),
            ("Preostalo je još 3 dana", ""),
            ("Preostalo vrijeme: 4 h 12 min", ""),
        ],
        "counter": [
            ("27 osoba trenutno gleda ovaj proizvod", ""),
            ("Središnji tečaj: 7,53450 HRK", ""),  # a rate of the day, its label's
            ("1.204 prodano danas", ""),
            ("Još samo 3 komada na zalihi", "na zalihi"),
            ("12 osoba kupilo je ovo u zadnjih sat vremena", ""),
            ("Pregledano 1,2k puta", ""),
        ],
        "rating": [("4,8 od 5 zvjezdica", ""), ("4,8 (1.203 recenzije)", ""), ("128 ocjena", "")],
        "number": [
            ("Vi ste 1.234. posjetitelj", ""),
            ("Narudžba br. 10432", ""),
            ("Broj narudžbe: 10432", ""),
        ],
    },
    "sr": {
        "relative": [
            ("Ажурирано пре 5 минута", ""),
            ("pre 3 sata", ""),
            ("пре неколико минута", ""),
        ],
        "countdown": [
            ("Акција истиче за 2 дана", ""),
            ("Popust završava se za 02:14:33", ""),
            ("Преостало још 3 дана", ""),
        ],
        "counter": [
            ("27 особа тренутно гледа овај производ", ""),
            ("Srednji kurs: 117,17 din.", ""),
            ("Данас се претплатило 37 корисника", ""),
            ("Još samo 3 komada", ""),
        ],
        "rating": [("4,8 од 5 звездица", ""), ("4,8 (1.203 ocena)", "")],
        "number": [("Ви сте 1.234. посетилац", ""), ("Broj porudžbine: 10432", "")],
    },
    "sl": {
        "relative": [
            ("Posodobljeno pred 5 minutami", ""),
            ("pred 3 urami", ""),
            ("pred nekaj minutami", ""),
            ("posodobljeno pravkar", ""),
        ],
        "countdown": [
            ("Ponudba se izteče čez 2 dni", ""),
            ("Akcija se konča čez 02:14:33", ""),
            ("Preostali čas: 4 h 12 min", ""),
            ("Še 3 dni do konca!", ""),
        ],
        "counter": [
            ("Trenutno si ta izdelek ogleduje 5 oseb", ""),  # the verb first
            ("27 ljudi si trenutno ogleduje ta izdelek", ""),
            ("1.204 prodanih danes", ""),
            ("Samo še 3 kosi na zalogi", "na zalogi"),
        ],
        "rating": [("4,8 od 5 zvezdic", ""), ("4,8 (1.203 mnenj)", ""), ("128 ocen", "")],
        "number": [
            ("Ste 1.234. obiskovalec", ""),
            ("Naročilo št. 10432", ""),
            ("Številka naročila: 10432", ""),
        ],
    },
    "bg": {
        "relative": [("Обновено преди 5 минути", ""), ("преди 3 часа", ""), ("преди малко", "")],
        "countdown": [
            ("Офертата изтича след 2 дни", ""),
            ("Промоцията приключва след 02:14:33", ""),
            ("Остават само 3 дни!", ""),
            ("Оставащо време: 4 ч 12 мин", ""),
        ],
        "counter": [
            ("27 души разглеждат този продукт", ""),
            ("Валутен курс: 1,95583 BGN", ""),
            ("1 204 продадени днес", ""),
            ("Само 3 броя в наличност", "в наличност"),
            ("Остават само 2 бр.", ""),
        ],
        "rating": [("4,8 от 5 звезди", ""), ("4,8 (1 203 отзива)", ""), ("128 оценки", "")],
        "number": [
            ("Вие сте посетител № 1234", ""),
            ("Поръчка № 10432", ""),
            ("Номер на поръчка: 10432", ""),
        ],
    },
    "kk": {
        "relative": [("Жаңартылды 5 минут бұрын", ""), ("3 сағат бұрын", ""), ("жаңа ғана", "")],
        "countdown": [
            ("Акция 2 күн кейін аяқталады", ""),
            ("Аяқталуына 02:14:33 қалды", ""),
            ("Қалған уақыт: 4 сағ 12 мин", ""),
        ],
        "counter": [
            ("12 адам қарап отыр", ""),
            ("Валюта бағамы: 512,40 ₸", ""),
            ("Онлайн операторлар: 7", ""),
            ("3 оператор онлайн", ""),
            ("Қазір сайтта 41 адам", ""),
            ("Бүгін 18 рет сатып алынды", ""),
        ],
        "rating": [("4,8 / 5 жұлдыз", ""), ("4,8 (1 203 пікір)", ""), ("128 баға", "")],
        "number": [("Сіз 1234-келушісіз", ""), ("Тапсырыс № 10432", "")],
    },
    "lt": {
        "relative": [
            ("Atnaujinta prieš 5 minutes", ""),
            ("prieš 3 valandas", ""),
            ("prieš kelias minutes", ""),
            ("Atnaujinta ką tik", ""),
        ],
        "countdown": [
            ("Pasiūlymas baigiasi po 2 dienų", ""),
            ("Akcija baigsis po 02:14:33", ""),
            ("Liko tik 3 dienos!", ""),
            ("Likęs laikas: 4 val. 12 min.", ""),
        ],
        "counter": [
            ("27 žmonės šiuo metu žiūri šią prekę", ""),
            ("12 pirkėjų dabar žiūri", ""),
            # The verb first, as Lithuanian also orders it.
            ("Šiuo metu šią kategoriją žiūri 12 pirkėjų", ""),
            ("Šią prekę peržiūri 3 lankytojai", ""),
            ("1 204 parduota šiandien", ""),
            ("Liko tik 3 vnt.", ""),
        ],
        "rating": [
            ("4,8 iš 5 žvaigždučių", ""),
            ("4,8 (1 203 atsiliepimai)", ""),
            ("128 įvertinimų", ""),
        ],
        "number": [
            ("Jūs esate 1234-asis lankytojas", ""),
            ("Užsakymo nr. 10432", ""),
            ("Užsakymas #10432", ""),
        ],
    },
    "lv": {
        "relative": [
            ("Atjaunināts pirms 5 minūtēm", ""),
            ("pirms 3 stundām", ""),
            ("pirms dažām minūtēm", ""),
            ("Atjaunināts tikko", ""),
            ("Akcija beidzas svētdien", ""),
        ],
        "countdown": [
            ("Piedāvājums beidzas pēc 2 dienām", ""),
            ("Akcija beigsies pēc 02:14:33", ""),
            ("Atlikušas tikai 3 dienas!", ""),
            ("Atlikušais laiks: 4 st. 12 min.", ""),
        ],
        "counter": [
            ("Šobrīd šo preci skatās 5 cilvēki", ""),  # the verb first
            ("27 cilvēki pašlaik skatās šo produktu", ""),
            ("1 204 pārdoti šodien", ""),
            ("Palikuši tikai 3 gab.", ""),
            ("12 cilvēki nopirka šo pēdējās stundas laikā", ""),
            ("Skatīts 1,2k reizes", ""),
        ],
        "rating": [
            ("4,8 no 5 zvaigznēm", ""),
            ("4,8 (1 203 atsauksmes)", ""),
            ("128 vērtējumi", ""),
        ],
        "number": [
            ("Jūs esat 1234. apmeklētājs", ""),
            ("Pasūtījuma nr. 10432", ""),
            ("Pasūtījums #10432", ""),
        ],
    },
    "et": {
        "relative": [
            ("Uuendatud 5 minutit tagasi", ""),
            ("3 tundi tagasi", ""),
            ("mõni minut tagasi", ""),
            ("Uuendatud äsja", ""),
        ],
        "countdown": [
            ("Pakkumine lõpeb 2 päeva pärast", ""),
            ("Aega jäänud: 02:14:33", ""),
            ("Lõpuni 4 t 12 min", ""),
        ],
        "counter": [
            ("Praegu vaatab seda toodet 5 inimest", ""),  # the verb first
            ("27 inimest vaatab praegu seda toodet", ""),
            ("1204 müüdud täna", ""),
            ("Laos ainult 3 tk", "Laos"),
        ],
        "rating": [("4,8 / 5 tärni", ""), ("4,8 (1203 arvustust)", ""), ("128 hinnangut", "")],
        "number": [
            ("Oled 1234. külastaja", ""),
            ("Tellimuse nr 10432", ""),
            ("Tellimus #10432", ""),
        ],
    },
    "is": {
        "relative": [
            ("Uppfært fyrir 5 mínútum", ""),
            ("fyrir 3 klukkustundum síðan", ""),
            ("Uppfært rétt í þessu", ""),
        ],
        "countdown": [
            ("Tilboðið rennur út eftir 2 daga", ""),
            ("Tími eftir: 02:14:33", ""),
            ("3 dagar eftir!", ""),
        ],
        "counter": [
            ("27 manns eru að skoða þetta", ""),
            ("1.204 seld í dag", ""),
            ("Aðeins 3 eftir á lager", "á lager"),
        ],
        "rating": [("4,8 af 5 stjörnum", ""), ("4,8 (1.203 umsagnir)", ""), ("128 einkunnir", "")],
        "number": [
            ("Þú ert gestur nr. 1234", ""),
            ("Pöntun nr. 10432", ""),
            ("Pöntunarnúmer: 10432", ""),
        ],
    },
    "ca": {
        "relative": [("Actualitzat fa 5 minuts", ""), ("fa 3 hores", ""), ("fa uns segons", "")],
        "countdown": [
            ("Obert ara · tanquem a les 20:00", ""),
            ("Tancat ara · obrim demà a les 7:30", ""),
            ("L'oferta acaba en 2 dies", ""),
            ("La promoció finalitza en 02:14:33", ""),
            ("Només queden 3 dies!", ""),
            ("Temps restant: 4 h 12 min", ""),
        ],
        "counter": [
            ("27 persones estan veient això", ""),
            ("1.204 venuts avui", ""),
            ("Només queden 3 unitats", ""),
        ],
        "rating": [
            ("4,8 de 5 estrelles", ""),
            ("4,8 (1.203 ressenyes)", ""),
            ("Basat en 128 valoracions", ""),
        ],
        "number": [
            ("Ets el visitant número 1234", ""),
            ("Comanda núm. 10432", ""),
            ("Número de comanda: 10432", ""),
        ],
    },
    "ms": {
        "relative": [
            ("Dikemas kini 5 minit yang lalu", ""),
            ("3 jam lepas", ""),
            ("Dikemas kini baru sahaja", ""),
        ],
        "countdown": [
            ("Promosi berakhir dalam 2 hari", ""),
            ("Tamat dalam: 02:14:33", ""),
            ("Baki masa: 4 jam 12 minit", ""),
            ("3 hari lagi!", ""),
        ],
        "counter": [
            ("27 orang sedang melihat produk ini", ""),
            ("1.2k terjual", ""),
            ("Telah terjual 1,204 unit hari ini", ""),
            ("Hanya tinggal 3 unit", "Hanya tinggal \u2026 unit"),
            ("12 orang membeli produk ini hari ini", ""),
        ],
        "rating": [("4.8 / 5 bintang", ""), ("4.8 (1,203 ulasan)", ""), ("128 penilaian", "")],
        "number": [
            ("Anda pelawat ke-1234", ""),
            ("Nombor pesanan: 10432", ""),
            ("Pesanan #10432", ""),
        ],
    },
    "hi": {
        "relative": [("5 मिनट पहले अपडेट किया गया", ""), ("3 घंटे पहले", ""), ("अपडेट: अभी अभी", "")],
        "countdown": [
            ("ऑफ़र समाप्त होने में 02:14:33", ""),
            ("सेल खत्म होने में 2 दिन", ""),
            ("बचा समय: 4 घंटे 12 मिनट", ""),
            ("3 दिन बाकी!", ""),
        ],
        "counter": [
            ("27 लोग अभी इसे देख रहे हैं", ""),
            ("आज 1,204 बिके", ""),
            ("केवल 3 स्टॉक में बचे हैं", "केवल \u2026 स्टॉक में बचे हैं"),
        ],
        "rating": [("5 में से 4.8 स्टार", ""), ("4.8 (1,203 रेटिंग)", ""), ("128 समीक्षाएं", "")],
        "number": [("आप विज़िटर नंबर 1234 हैं", ""), ("ऑर्डर नंबर: 10432", ""), ("ऑर्डर #10432", "")],
    },
}
TIMESTAMPS: dict[str, list[tuple[str, str]]] = {
    "sk": [("Aktualizované 02.12.2026 o 07:31", "")],
    "hr": [("Ažurirano 02.12.2026. u 07:31", "")],
    "sr": [
        ("Ценовник ажуриран 05.12.2026. у 09:14", "Ценовник"),
        ("Poslednji put ažurirano 02.12.2026. u 07:31", ""),
    ],
    "sl": [("Posodobljeno 02.12.2026 ob 07:31", "")],
    "bg": [("Обновено на 02.12.2026 07:31", "")],
    "kk": [("Жаңартылды 02.12.2026 07:31", "")],
    "lt": [
        ("Atnaujinta 2026-12-02 07:31", ""),
        ("Kainos atnaujintos 2026-12-05 09:14", "Kainos"),  # the participle agrees with it
    ],
    "lv": [("Atjaunināts 02.12.2026 plkst. 07:31", "")],
    "et": [("Uuendatud 02.12.2026 kell 07:31", "")],
    "is": [("Uppfært 02.12.2026 kl. 07:31", "")],
    "ca": [("Actualitzat el 02/12/2026 a les 07:31", "")],
    "ms": [("Dikemas kini pada 02/12/2026 07:31", "")],
    "hi": [
        ("अपडेट किया गया: 02/12/2026 07:31", ""),
        ("शुक्रवार, 6 दिसंबर तक डिलीवरी", ""),
        ("डिलीवरी: 6-9 दिसंबर", ""),
        ("मुफ़्त डिलीवरी 6 Dec तक", "मुफ़्त तक"),
    ],
}
KEPT: dict[str, list[str]] = {
    "sk": [
        "Až 5 používateľov",
        "30-dňová skúšobná verzia zdarma",
        "Podpora 24/7",
        "Dostupnosť 99,9 %",
        "1 000 volaní API / mesiac",
        "Ušetrite 20 %",
        "3 projekty",
        "Ceny platia od 1. marca",
        "Skúšobná doba končí o 14 dní",
        "Zrušenie najneskôr 30 dní pred koncom",
    ],
    "hr": [
        "Do 5 korisnika",
        "Besplatna proba od 30 dana",
        "Podrška 24/7",
        "Dostupnost 99,9 %",
        "1.000 API poziva / mjesečno",
        "Uštedite 20 %",
        "3 projekta",
        "Cijene vrijede od 1. ožujka",
        "Otkaz najkasnije 30 dana prije isteka",
    ],
    "sr": [
        "До 5 корисника",
        "Besplatna proba od 30 dana",
        "Подршка 24/7",
        "Dostupnost 99,9 %",
        "1.000 API позива / месечно",
        "Уштедите 20 %",
        "3 projekta",
        "Цене важе од 1. марта",
        "Уговорна обавеза 24 месеца",
        "Прва 3 месеца 999 дин./мес.",
        "Пробни период истиче после 14 дана",
    ],
    "sl": [
        "Do 5 uporabnikov",
        "30-dnevni brezplačni preizkus",
        "Podpora 24/7",
        "Razpoložljivost 99,9 %",
        "1.000 klicev API / mesec",
        "Prihranite 20 %",
        "3 projekti",
        "Cene veljajo od 1. marca",
        "Preizkusno obdobje se izteče čez 14 dni",
    ],
    "bg": [
        "До 5 потребители",
        "30-дневен безплатен пробен период",
        "Поддръжка 24/7",
        "Наличност 99,9%",
        "1 000 API заявки / месец",
        "Спестете 20%",
        "3 проекта",
        "Цените са валидни от 1 март",
        "Пробният период изтича след 14 дни",
    ],
    "kk": [
        "Жылдам 100: 6 990 ₸/ай",
        "100 Мбит/с дейін",
        "180 ТВ арнасы",
        "5 құрылғыға дейін",
        "Операторлар тәулік бойы көмектеседі",
        "12 ай бойы бағасы өзгермейді",
        "Алғашқы ай тегін",
        "Демалысқа 90 күнге дейін бұғаттау",
        "Шебер 24 сағат ішінде келеді",
    ],
    "lt": [
        "Iki 5 naudotojų",
        "Žiūri 12 valandų per parą",  # a count of hours it is watched, no viewers
        "30 dienų nemokamas bandomasis laikotarpis",
        "Pagalba 24/7",
        "99,9 % veikimo laikas",
        "1 000 API užklausų / mėn.",
        "Sutaupykite 20 %",
        "3 projektai",
        "Kainos galioja nuo kovo 1 d.",
        "Bandomasis laikotarpis baigiasi po 14 dienų",
    ],
    "lv": [
        "Līdz 5 lietotājiem",
        "30 dienu bezmaksas izmēģinājums",
        "Atbalsts 24/7",
        "99,9 % pieejamība",
        "1 000 API izsaukumu / mēnesī",
        "Ietaupiet 20 %",
        "3 projekti",
        "Cenas spēkā no 1. marta",
        "Izmēģinājuma periods beidzas pēc 14 dienām",
    ],
    "et": [
        "Kuni 5 kasutajat",
        "30-päevane tasuta prooviperiood",
        "Tugi 24/7",
        "99,9% kättesaadavus",
        "1000 API päringut / kuus",
        "Säästa 20%",
        "3 projekti",
        "Hinnad kehtivad alates 1. märtsist",
        "Prooviperiood lõpeb 14 päeva pärast",
    ],
    "is": [
        "Allt að 5 notendur",
        "30 daga ókeypis prufutímabil",
        "Þjónusta 24/7",
        "99,9% uppitími",
        "1.000 API köll / mánuði",
        "Sparaðu 20%",
        "3 verkefni",
        "Verð gilda frá 1. mars",
        "Prufutímabilið rennur út eftir 14 daga",
        "Verð fyrir 3 daga",
    ],
    "ca": [
        "Obert de dilluns a divendres de 7:30 a 20:00",
        "Fins a 5 usuaris",
        "Prova gratuïta de 30 dies",
        "Suport 24/7",
        "Disponibilitat del 99,9 %",
        "1.000 crides a l'API / mes",
        "Estalvia un 20 %",
        "3 projectes",
        "Preus vàlids a partir de l'1 de març",
        "Confien en nosaltres des de fa 10 anys",
        "La prova acaba en 14 dies",
    ],
    "ms": [
        "Sehingga 5 pengguna",
        "Percubaan percuma 30 hari",
        "Sokongan 24/7",
        "Masa aktif 99.9%",
        "1,000 panggilan API / bulan",
        "Jimat 20%",
        "3 projek",
        "Harga sah mulai 1 Mac",
        "Tempoh percubaan tamat dalam 14 hari",
        "Hanya tinggal 3 langkah",
    ],
    "hi": [
        "5 उपयोगकर्ताओं तक",
        "30 दिन का निःशुल्क ट्रायल",
        "24/7 सहायता",
        "99.9% अपटाइम",
        "1,000 API कॉल / माह",
        "20% बचाएं",
        "3 प्रोजेक्ट",
        "कीमतें 1 मार्च से लागू",
        "नवीनीकरण से 7 दिन पहले सूचना",
    ],
}
