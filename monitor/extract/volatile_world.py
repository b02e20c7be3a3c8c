"""The patterns of volatile text in the languages beyond ``volatile_patterns``'s first
sixteen: Greek, Romanian, Hungarian, Turkish, Vietnamese, Indonesian (and Malay, which
writes its counters in the same words), Thai, Russian, Ukrainian, Hebrew and Arabic. The
same kinds and placeholders; each pattern has its cases, and each language the real content
it must keep, in ``tests/unit/test_volatile.py``.
"""

# Greek, Cyrillic and Turkish letters that look like Latin ones are what these words are.
# ruff: noqa: RUF001

from monitor.extract.volatile_patterns import UPDATED_AT, Language, course_tally, multiples

# Arabic's live viewers: who (people, visitors, in the accusative's two spellings), doing what
# (watching, browsing), to what (this product, this section, this page).
_AR_PEOPLE = "شخصًا|شخصاً|شخص|أشخاص|زائرًا|زائراً|زائرا|زائر|زوار|مستخدمًا|مستخدماً|مستخدم"
_AR_WATCH = "يشاهدون|يشاهد|يتصفحون|يتصفح"
_AR_WATCHED = "هذا المنتج|المنتج|هذا القسم|هذه الصفحة|هذا العرض"

# A Thai date with its month's name or abbreviation ("7 ธ.ค. 2569", "7 ธันวาคม 2569") and a
# clock with its "o'clock" ("10:32 น."), which the common date and clock do not read.
_TH_MONTHS = (
    "มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม"
    "|พฤศจิกายน|ธันวาคม|ม\\.ค\\.|ก\\.พ\\.|มี\\.ค\\.|เม\\.ย\\.|พ\\.ค\\.|มิ\\.ย\\.|ก\\.ค\\.|ส\\.ค\\."
    "|ก\\.ย\\.|ต\\.ค\\.|พ\\.ย\\.|ธ\\.ค\\."
)
_TH_DATE = rf"\d{{1,2}}\s*(?:{_TH_MONTHS})\s*\d{{4}}"
_TH_CLOCK = r"\d{1,2}[:.][0-5]\d(?:\s*น\.)?"

LANGUAGES: dict[str, Language] = {
    "el": Language(
        words=(
            "πριν μόλις ενημέρωση ενημερώθηκε λήγει τελειώνει απομένουν άτομα επισκέπτες "
            "πελάτες χρήστες πουλήθηκαν αγοράστηκαν πωλήσεις μόνο έμειναν αστέρια κριτικές "
            "αξιολογήσεις είστε παραγγελίας ενημερώθηκαν εμπιστεύονται"
        ),
        out_of="από|στα",
        unit=r"δευτερόλεπτα|δευτερόλεπτο|δευτ\.?|λεπτά|λεπτό|λεπ\.?|ώρες|ώρα|ημέρες|ημέρα|μέρες"
        r"|μέρα|εβδομάδες|εβδομάδα|μήνες|μήνα",
        # "Τελευταία ενημέρωση τιμών: 06/12/2026 08:14": of what, before the date; the plural
        # ("τιμές ενημερώθηκαν στις …"), "at" before the date.
        updated=r"(?:τελευταία\s+)?(?:ενημέρωση|ενημερώθηκε|ενημερώθηκαν)"
        r"(?:\s+(?:των\s+)?(?:τιμών|τιμοκαταλόγου|καταλόγου|αποθέματος|αποθεμάτων))?"
        r"(?:\s+(?:πριν|στις))?:?",
        relative=(
            r"(?:{upd}\s*)?\bπριν\s+(?:από\s+)?(?:περίπου\s+)?{n}\s*(?:{unit})(?!\w)",
            r"\b{upd}\s*μόλις τώρα\b",
        ),
        countdown=(
            r"\b(?:(?:η\s+)?(?:προσφορά|έκπτωση)\s+)?(?:λήγει|τελειώνει)\s+(?:σε|σε\s+)?{dur}",
            r"\bαπομένουν\s+{dur}",
        ),
        counter=(
            r"{n}\s*(?:άτομα|επισκέπτες|πελάτες|χρήστες)\s+(?:βλέπουν|κοιτάζουν)"
            r"(?:\s+(?:αυτό το προϊόν|αυτή την προσφορά|τώρα|αυτή τη στιγμή))?",
            r"\b(?:πουλήθηκαν|αγοράστηκαν)\s+{n}(?:\s+(?:τεμάχια|φορές))?(?:\s+σήμερα)?",
            r"{n}\s+(?:πωλήσεις|αγορές)\s+σήμερα",
            r"\bμόνο\s+{n}\s*(?:τεμάχια\s+)?(?:έμειναν|απομένουν|διαθέσιμα)(?!\w)",
            r"\b(?:έμειναν|απομένουν)\s+(?:μόνο\s+)?{n}\s*(?:τεμάχια|κομμάτια|(?:ελεύθερες\s+)?θέσεις)"
            r"(?!\w)",
            # A live tally of customers on a hero: "Εμπιστεύονται το Παραστατικό.gr 1.284
            # επιχειρήσεις αυτή τη στιγμή", "Μας εμπιστεύονται πάνω από 12.000 πελάτες".
            r"\bεμπιστεύονται\s+(?:(?:το|την|τον|μας)\s+(?:[^\s\d]+\s+)?)?"
            r"(?:(?:πάνω|περισσότερ[οα]ι|περισσότερες)\s+από\s+)?{n}\+?\s+"
            r"(?:επιχειρήσεις|εταιρείες|πελάτες|χρήστες|επαγγελματίες)"
            r"(?:\s+αυτή τη στιγμή)?(?!\w)",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+αστέρια)?|αστέρια)(?!\w)",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*{n}\s*(?:κριτικές|αξιολογήσεις)(?!\w)[)\]]?",
        ),
        number=(
            r"\bείστε\s+ο\s+{n}(?:ος)?\s+επισκέπτης",
            r"\bαριθμός\s+παραγγελίας\s*:?\s*#?{n}",
        ),
    ),
    "ro": Language(
        words=(
            "acum actualizat actualizare expiră încheie termină rămas rămase timp persoane "
            "vizitatori clienți utilizatori vândute comenzi cumpărate doar numai mai stele "
            "recenzii evaluări voturi sunteți comanda comenzii cumpărat comandat ori caută locuri"
        ),
        out_of="din",
        unit=r"secunde|secundă|sec\.?|minute|minut|min\.?|ore|oră|ora|h|zile|zi|săptămâni"
        r"|săptămână|luni|lună",
        updated=r"(?:ultima\s+)?(?:actualizare|actualizat)(?:\s+(?:la|pe))?:?",
        relative=(
            r"(?:\b{upd}\s*)?\bacum\s+(?:aproximativ\s+|peste\s+)?{n}\s*(?:{unit})(?!\w)",
            r"(?:\b{upd}\s*)?\bacum\s+(?:un|o|câteva)\s+(?:secunde|secundă|minute|minut|ore|oră"
            r"|zile|zi)\b",
        ),
        countdown=(
            r"\b(?:(?:oferta|promoția|reducerea)\s+)?(?:se încheie|se termină|expiră)\s+în\s+{dur}",
            r"\b(?:au mai rămas|mai sunt|timp rămas\s*:?)\s+{dur}",
        ),
        counter=(
            # A flight's searchers too: "17 persoane caută acum acest zbor".
            r"{n}\s*(?:de\s+)?(?:persoane|vizitatori|clienți|utilizatori)\s+"
            r"(?:văd|vizualizează|se uită la|caută)(?:\s+acum)?"
            r"(?:\s+(?:acest produs|această ofertă|acest zbor))?(?:\s+(?:acum|în acest moment))?",
            # A fare's seats left, one fewer at each booking: "Doar 4 locuri la acest preț".
            r"\b(?:doar|numai|mai sunt(?:\s+doar)?)\s+{n}\s*(?:de\s+)?locuri"
            r"(?:\s+(?:libere|disponibile))?(?:\s+la acest preț)?(?!\w)",
            # How often it sold: "Cumpărat de 37 de ori astăzi".
            r"\b(?:cumpărat|comandat)\s+de\s+{n}\s*(?:de\s+)?ori(?:\s+(?:azi|astăzi"
            r"|în ultimele\s+(?:{n}\s*)?ore))?(?!\w)",
            r"\bvândute\s+(?:azi|astăzi)\s*:?\s*{n}",
            r"{n}\s*(?:de\s+)?(?:vândute|comenzi|cumpărate)\s+(?:azi|astăzi|în ultimele\s+"
            r"(?:{n}\s*)?ore)",
            r"\b(?:doar|numai)\s+{n}\s*(?:de\s+)?(?:bucăți\s+|buc\.?\s+|produse\s+)?"
            r"(?:rămase|disponibile)"
            r"(?:\s+în stoc)?",
            r"\b(?:au mai rămas|mai sunt)\s+(?:doar\s+)?{n}\s*(?:de\s+)?(?:bucăți|buc\.?|produse)"
            r"(?!\w)"
            r"(?:\s+în stoc)?",
        ),
        rating=(
            r"{r}\s*(?:{of}\s+5(?:\s+stele)?|stele)(?!\w)",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*{n}\s*(?:de\s+)?(?:recenzii|evaluări|voturi)(?!\w)"
            r"[)\]]?",
        ),
        number=(
            r"\bsunteți vizitatorul\s*(?:nr\.?\s*|cu numărul\s*)?{n}",
            r"\b(?:comanda\s*(?:nr\.?|#)|numărul comenzii\s*:?)\s*{n}",
        ),
    ),
    "hu": Language(
        words=(
            "perce órája napja hete hónapja másodperce ezelőtt frissítve épp véget lejár hátra "
            "maradt hátralévő ember személy látogató vásárló nézi nézik ma csak még csillag "
            "értékelés vélemény ön rendelésszám vége frissítés módosítás foglalt jelentkezett "
            "vásárolták rendelték rendeltek nézték"
        ),
        unit=r"másodperc|mp\.?|perc|óra|ó\.?|nap|hét|hónap",
        # "Frissítve: …", and as a noun: "Utolsó frissítés: 2026. 12. 04. 08:12".
        updated=r"(?:(?:utoljára\s+)?(?:frissítve|módosítva)|(?:utolsó\s+)?(?:frissítés|módosítás)"
        r"(?:\s+dátuma)?):?",
        relative=(
            r"(?:{upd}\s*)?{n}\s*(?:másodperce|perce|órája|napja|hete|hónapja)(?!\w)",
            r"(?:{upd}\s*)?{n}\s*(?:másodperccel|perccel|órával|nappal|héttel|hónappal)\s+"
            r"ezelőtt\b",
            r"\b{upd}\s*épp most\b",
        ),
        countdown=(
            r"\b(?:(?:az\s+)?(?:ajánlat|akció|kedvezmény)\s+)?(?:véget ér|lejár)\s+{dur}\s+"
            r"(?:múlva|belül)",
            r"\b(?:még\s+)?{dur}\s+(?:van hátra|maradt)\b",
            r"\bhátralévő idő\s*:?\s*{dur}",
            r"(?:\b(?:az\s+)?(?:ajánlat|akció|kedvezmény)\s+)?{dur}\s+múlva\s+(?:véget ér|lejár)",
            r"\b(?:az\s+)?(?:ajánlat|akció|kedvezmény|jelentkezés)\s+vége\s*:?\s*{dur}",
        ),
        counter=(
            r"{n}\s*(?:ember|személy|látogató|vásárló)\s+(?:nézi|nézik)"
            r"(?:\s+(?:most|éppen|jelenleg))?(?:\s+(?:ezt a terméket|ezt az ajánlatot|ezt))?",
            # A count with its case ending: "17-en vásárolták", "Ma már 23-an rendeltek".
            r"(?:\bma\s+(?:már\s+)?)?{n}-[ae]n\s+(?:vásárolták meg|vásárolták|rendelték meg"
            r"|rendelték|rendeltek|nézik|nézték)(?!\w)",
            r"\bma\s+(?:már\s+)?{n}\s*(?:db|darab)?\s*(?:kelt el|fogyott|rendelés)",
            r"\b(?:már\s+)?csak\s+{n}\s*(?:db|darab|(?:szabad\s+)?hely)\s+(?:maradt|van raktáron"
            r"|elérhető)",
            r"\bmég\s+{n}\s*(?:(?:db|darab)\s+(?:maradt|van)|szabad\s+hely(?:\s+(?:maradt|van))?)\b",
            # A clinic's or a salon's tally of the day's bookings: "Ma már 7 páciens foglalt
            # időpontot online", "Ma 12 vendég foglalt időpontot".
            r"\bma\s+(?:már\s+)?{n}\s*(?:páciens|beteg|vendég|ügyfél)\s+(?:foglalt|jelentkezett)"
            r"(?:\s+időpontot)?(?:\s+(?:online|nálunk))?(?!\w)",
        ),
        rating=(
            r"{r}\s*(?:/\s*5\s*)?csillag(?!\w)",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*{n}\s*(?:értékelés|vélemény)(?!\w)[)\]]?",
        ),
        number=(
            r"\bön\s+a\s+{n}\.?\s+látogató",
            r"\b(?:rendelésszám|rendelés\s*(?:sz\.|#))\s*:?\s*{n}",
        ),
    ),
    "tr": Language(
        words=(
            "bitmesine satın önce az güncellendi bitimine sona kaldı kalan şu kişi ziyaretçi "
            "müşteri inceliyor görüntülüyor bakıyor bugün sadece yalnızca son stokta yıldız "
            "değerlendirme yorum sipariş ziyaretçisiniz birkaç puan aktif çalışan çevrimiçi "
            "online oyunda güncelleme güncellenme işletme şirket marka kullanıcı"
            " faydalı yararlı"
        ),
        unit=r"saniye|sn\.?|dakika|dk\.?|saat|sa\.?|gün|hafta|ay",
        # The update as a noun with its time or date: "Fiyat güncelleme tarihi: 05.12.2026".
        updated=r"(?:son\s+)?(?:güncellendi|güncelleme|güncellenme)(?:\s+(?:zamanı|tarihi|saati))?"
        r"(?:\s*:)?",
        relative=(
            r"(?:{upd}\s*)?(?:yaklaşık\s+)?{n}\s*(?:{unit})\s+önce\b",
            r"(?:{upd}\s*)?\b(?:birkaç|bir)\s+(?:saniye|dakika|saat|gün|hafta|ay)\s+önce\b",
            r"\b{upd}\s*az önce\b",
        ),
        countdown=(
            r"\b(?:(?:kampanya|indirim|fırsat)\s+)?(?:bitimine|sona ermesine)\s+{dur}"
            r"(?:\s+kaldı)?",
            r"\bkalan süre\s*:?\s*{dur}",
            r"\b(?:[^\W\d_]+\s+)?bitmesine\s+{dur}(?:\s+kaldı)?",
        ),
        counter=(
            # Whatever "this" they look at, in its case: "bu ürünü", "bu kategoriye", "bu
            # sayfaya"; "now" as "şu an" or "şu anda".
            r"(?:\bşu an(?:da)?\s+)?{n}\s*(?:kişi|ziyaretçi|müşteri)\s+(?:şu an(?:da)?\s+)?"
            r"(?:bu\s+[^\W\d_]{2,20}\s+)?(?:inceliyor|görüntülüyor|bakıyor)",
            r"\bbugün\s+{n}\s*(?:adet\s+)?(?:satıldı|sipariş verildi)",
            r"\b(?:sadece|yalnızca|son)\s+{n}\s*(?:adet|ürün)\s+(?:kaldı|stokta)",
            # A hotel's, an event's or a rental's last places: "Son 2 oda!" (2 rooms left).
            r"\b(?:sadece|yalnızca|son)\s+{n}\s*(?:oda|bilet|koltuk|araç|yer)\b(?:\s+kaldı)?",
            r"\bstokta\s+(?:sadece\s+|son\s+)?{n}\s*adet\s+(?:kaldı|var)",
            r"(?:\bson\s+{n}\s*(?:saatte|günde)\s+)?{n}\s*kişi\s+(?:bu ürünü\s+)?satın aldı",
            # A host's and a game's live tallies: "3.412 aktif sunucu", "18.207 oyuncu
            # çevrimiçi", "412 kişi şu an online"; a plan's "20 oyuncu" (its slots) says no
            # "now" nor "online".
            r"{n}\s*(?:aktif|çalışan)\s+(?:sunucu|oyun sunucusu)\b",
            r"{n}\s*(?:oyuncu|kişi|kullanıcı|üye)\s+(?:şu an\s+|şu anda\s+)?(?:çevrimiçi|online"
            r"|oyunda)\b",
            # A site's tally of its customers this week or month ("this month 12.480 firms
            # sent with us"), one more with each sign-up; a plan's monthly allowance ("Ayda
            # 10.000 kişi") says no "bu" (this).
            r"\bbu\s+(?:hafta|ay|yıl)\s+{n}\s*(?:işletme|şirket|marka|müşteri|kişi|kullanıcı)\b",
        ),
        rating=(
            r"{r}\s*(?:/\s*5\s*)?yıldız(?!\w)",
            # An app store counts its ratings in thousands and millions: "128,4 B Puan".
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*{n}\s*(?:(?:B|bin|Mn|milyon)\s+)?"
            r"(?:değerlendirme|yorum|puan)(?!\w)[)\]]?",
            # A review's votes, one more at each reader's click.
            r"\b{n}\s+kişi\s+(?:bu\s+(?:yorumu|değerlendirmeyi|incelemeyi)|bunu)\s+(?:faydalı|yararlı)"
            r"\s+buldu\b",
        ),
        number=(
            r"\bsipariş\s*(?:no|numarası|#)\s*:?\s*#?{n}",
            r"{n}\.\s+ziyaretçisiniz",
        ),
    ),
    "vi": Language(
        words=("trước vừa cập kết thời người khách đang đã chỉ còn sao đánh nhận bạn đơn mã học"),
        multiples=multiples("vi"),
        unit=r"giây|phút|giờ|tiếng|ngày|tuần|tháng",
        updated=r"(?:cập nhật)(?:\s+lúc)?:?",
        relative=(
            r"(?:{upd}\s*)?{n}\s*(?:{unit})\s+trước\b",
            r"\b(?:{upd}\s*)?vừa xong\b",
        ),
        countdown=(
            r"\b(?:(?:ưu đãi|khuyến mãi)\s+)?kết thúc sau\s*:?\s*{dur}",
            r"\bthời gian còn lại\s*:?\s*{dur}",
            r"\bcòn\s+{dur}\s+nữa\b",
        ),
        counter=(
            # Who is watching, by any of the nouns for a visitor: "27 khách hàng đang xem"; the
            # longer nouns only with "đang" (now), as "200 khách hàng xem demo mỗi tháng" is no
            # live count.
            r"{n}\s*(?:(?:người|khách)\s+(?:đang\s+)?|(?:người dùng|khách hàng)\s+đang\s+)"
            r"(?:xem|theo dõi)"
            r"(?:\s+(?:sản phẩm này|trang này|ưu đãi này))?",
            r"\bđã bán\s+{n}(?:\s*(?:sản phẩm|chiếc|cái))?(?:\s+hôm nay)?",
            r"\b(?:chỉ\s+)?còn\s+(?:lại\s+)?{n}\s*(?:sản phẩm|chiếc|cái|suất)(?!\w)",
            # A course's students, one more at each sign-up: "1.247 học viên \u00b7 36 buổi",
            # "1.247 học viên đã đăng ký"; "tối đa 12 học viên mỗi lớp" is a limit.
            r"{n}\s*(?:học viên|học sinh)\s+(?:đã\s+)?(?:đăng ký|tham gia|theo học)(?!\w)",
            course_tally("học viên|học sinh", r"và|hoặc|mỗi|một|tối đa"),
        ),
        rating=(
            r"{r}\s*(?:/\s*5\s*)?sao\b",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*{n}\s*(?:lượt\s+)?(?:đánh giá|nhận xét)(?!\w)"
            r"[)\]]?",
        ),
        number=(
            r"\bbạn là (?:khách|người) (?:truy cập )?thứ\s+{n}",
            r"\b(?:mã đơn hàng|đơn hàng\s*#)\s*:?\s*#?{n}",
        ),
    ),
    "id": Language(
        words=(
            "membeli lalu baru diperbarui berakhir sisa lagi orang pengunjung pembeli sedang "
            "melihat terjual tersisa hanya stok bintang ulasan penilaian anda nomor pesanan "
            "siswa peserta pelajar"
        ),
        multiples=multiples("id"),
        unit=r"detik|menit|jam|hari|minggu|bulan",
        updated=r"(?:terakhir\s+)?diperbarui(?:\s+pada)?:?",
        relative=(
            r"(?:\b{upd}\s*)?{n}\s*(?:{unit})\s+(?:yang\s+)?lalu\b",
            r"\b{upd}\s*baru saja\b",
        ),
        countdown=(
            r"\b(?:(?:promo|diskon|penawaran)\s+)?berakhir dalam\s*:?\s*{dur}",
            r"\bsisa waktu\s*:?\s*{dur}",
            r"{dur}\s+lagi\b",
        ),
        counter=(
            r"{n}\s*(?:orang|pengunjung|pembeli|pengguna)\s+(?:sedang\s+)?melihat"
            r"(?:\s+(?:produk ini|ini))?(?:\s+sekarang)?",
            # Who is on the site this minute: "318 orang sedang online".
            r"{n}\s*(?:orang|pengunjung|pengguna|siswa)\s+sedang\s+(?:online|aktif)(?!\w)",
            r"\bterjual\s+{n}(?:\s+(?:hari ini|minggu ini))?",
            r"{n}\s*terjual(?!\w)",
            r"\b(?:stok\s*:?\s*)?(?:tersisa|sisa)\s+(?:hanya\s+)?{n}\s*(?:lagi|unit|pcs|buah)?(?!\w)",
            r"\bhanya\s+{n}\s*(?:lagi|unit|pcs|buah)\b",
            r"{n}\s*(?:orang|pembeli|pelanggan)\s+(?:telah\s+)?membeli(?:\s+(?:ini|produk ini))?"
            r"(?:\s+(?:hari ini|dalam\s+{n}\s*(?:jam|hari)\s+terakhir))?",
            # A course's students, one more at each sign-up: "12.483 siswa \u00b7 22,5 jam
            # video", "8.921 peserta telah bergabung"; "maks. 20 peserta per kelas" is a limit.
            r"{n}\s*(?:siswa|peserta|pelajar)\s+(?:telah\s+|sudah\s+)?(?:terdaftar|bergabung"
            r"|mendaftar|belajar)\b",
            course_tally("siswa|peserta|pelajar", r"dan|atau|per|maks|maksimal|setiap"),
        ),
        rating=(
            r"{r}\s*(?:/\s*5\s*)?bintang\b",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*{n}\s*(?:ulasan|penilaian)(?!\w)[)\]]?",
        ),
        number=(
            r"\banda pengunjung ke[-\s]?{n}",
            r"\b(?:nomor pesanan|pesanan\s*#)\s*:?\s*#?{n}",
        ),
    ),
    "th": Language(
        words=(
            "ที่แล้ว ที่ผ่านมา เมื่อสักครู่ สิ้นสุดใน หมดเขตใน เหลือเวลา ผู้เข้าชม คนกำลัง "
            "ขายแล้ว ขายได้ เหลือ รีวิว คะแนน คุณเป็น คำสั่งซื้อ ผู้สมัคร ผู้ซื้อ"
        ),
        # A count rounded to thousands, ten or a hundred thousands, millions: "ขายแล้ว 1.2พัน".
        multiples=multiples("th", "พัน", "หมื่น", "แสน", "ล้าน"),
        unit=r"วินาที|นาที|ชั่วโมง|ชม\.?|วัน|สัปดาห์|เดือน",
        # "As of": "ข้อมูล ณ วันที่ 7 ธ.ค. 2569 เวลา 10:32 น." (a Buddhist-era year).
        updated=r"(?:(?:อัปเดต|อัพเดท)(?:ล่าสุด)?(?:เมื่อ)?|(?:ข้อมูล\s*)?ณ\s*วันที่)",
        relative=(
            r"(?:{upd}\s*)?{n}\s*(?:{unit})\s*(?:ที่แล้ว|ที่ผ่านมา)",
            r"(?:{upd}\s*)?เมื่อสักครู่",
        ),
        countdown=(r"(?:สิ้นสุดใน|หมดเขตใน|เหลือเวลา(?:อีก)?)\s*[:\uff1a]?\s*{dur}",),
        counter=(
            r"(?:มี)?ผู้เข้าชม\s*{n}\s*คน(?:ในขณะนี้|ตอนนี้)?",
            r"{n}\s*คนกำลัง(?:ดู|ชม)(?:สินค้านี้|อยู่)?",
            r"(?:ขายแล้ว|ขายได้)\s*{n}\s*(?:ชิ้น|รายการ)?(?:วันนี้)?",
            r"เหลือ(?:เพียง|อีก)?\s*{n}\s*(?:ชิ้น|ที่)",
            # A tally of the day's sign-ups or buyers: "วันนี้มีผู้สมัครแล้ว 1,284 คน".
            r"(?:วันนี้)?มี(?:ผู้สมัคร|ผู้ซื้อ)(?:แล้ว)?\s*{n}\s*(?:คน|ราย|ท่าน)",
        ),
        rating=(r"{n}\s*รีวิว", r"คะแนน\s*[:\uff1a]?\s*{r}"),
        number=(
            r"คุณเป็นผู้เข้าชมคนที่\s*{n}",
            r"(?:หมายเลข|เลขที่)คำสั่งซื้อ\s*[:\uff1a]?\s*#?{n}",
        ),
        timestamp=(UPDATED_AT, rf"{{upd}}\s*{_TH_DATE}(?:\s*(?:เวลา)?\s*{_TH_CLOCK})?"),
        spaced=False,
    ),
    "ru": Language(
        words=(
            "закончится заканчивается истекает просмотрено назад только обновлено конца осталось "
            "смотрят просматривают человек покупателей купили заказали отзывов отзыва отзывы "
            "отзыв оценок заказа посетитель онлайн сайте посетителей записались записалось "
            "записалися обновление обновлены состоянию актуальны"
        ),
        out_of="из",
        unit=r"секунды|секунду|секунд|сек\.?|минуты|минуту|минут|мин\.?|часа|часов|час|ч\.?"
        r"|дней|дня|день|недели|неделю|нед\.?|месяца|месяцев|месяц|мес\.?",
        # "Обновлено: …", and as a noun: "Последнее обновление: 04.12.2026 09:14".
        # "As of": "Цены по состоянию на 05.12.2026", "актуальны на 05.12.2026".
        updated=r"(?:обновлено|обновлены|обновлён|обновлен|(?:последнее\s+)?обновление"
        r"|по состоянию на|актуальны на)(?:\s*:)?",
        relative=(
            r"(?:{upd}\s*)?(?:около\s+|более\s+)?{n}\s*(?:{unit})\s+назад(?!\w)",
            r"(?:{upd}\s*)?\bтолько что(?!\w)",
        ),
        countdown=(
            r"\bдо\s+конца\s+(?:акции|распродажи|предложения)\s*:?\s*{dur}",
            r"\b(?:акция|распродажа|предложение|скидка)\s+(?:закончится|заканчивается"
            r"|истекает)\s+через\s+{dur}",
        ),
        counter=(
            r"(?:\bсейчас\s+)?(?:смотрят|просматривают)\s+{n}\s*(?:человек|покупателей)",
            # Who is on the site now: "Сейчас на сайте: 37 человек", "52 посетителя онлайн",
            # a shop's "Сейчас на сайте 23 покупателя".
            r"(?:\bсейчас\s+)?(?:на\s+сайте|онлайн)\s*:?\s*{n}\s*(?:человека|человек|посетителей"
            r"|посетителя|посетитель|покупателей|покупателя|покупатель|пользователей|пользователя"
            r"|пользователь|гостей|гостя|гость)(?!\w)",
            r"{n}\s*(?:человека|человек|посетителей|посетителя|посетитель|покупателей|покупателя"
            r"|покупатель|пользователей|пользователя|пользователь)\s+(?:сейчас\s+)?"
            r"(?:на\s+сайте|онлайн)(?!\w)",
            r"{n}\s*(?:человек|покупателей)\s+(?:сейчас\s+)?(?:смотрят|просматривают)"
            r"(?:\s+(?:этот товар|этот тариф|сейчас))?",
            r"\b(?:купили|заказали)\s+{n}\s*(?:раза|раз)(?:\s+(?:сегодня|за неделю))?",
            r"\bосталось\s+(?:всего\s+|только\s+)?{n}\s*(?:шт\.?|штуки|штук|единиц)(?!\w)",
            r"{n}\s*(?:человек|покупателей|клиентов)\s+(?:уже\s+)?(?:купили|заказали)"
            r"(?:\s+(?:это|этот товар))?(?:\s+(?:сегодня|за последний час|за неделю"
            r"|за последние\s+(?:{n}\s*)?(?:часа|часов|дня|дней)))?",
            r"\bпросмотрено\s+{n}\s*(?:раза|раз)(?!\w)",
            # A clinic's or a salon's tally of the day's bookings: "Сегодня записались 14
            # пациентов", "23 клиента уже записались сегодня".
            r"\bсегодня\s+(?:к\s+нам\s+|у\s+нас\s+)?(?:уже\s+)?(?:записались|записалось|записалися)"
            r"\s+{n}\s*(?:пациентов|пациента|клиентов|клиента|человек|человека)(?!\w)",
            r"{n}\s*(?:пациентов|пациента|клиентов|клиента|человек|человека)\s+(?:уже\s+)?"
            r"(?:записались|записалось|записалися)\s+(?:к\s+нам\s+)?сегодня(?!\w)",
        ),
        rating=(
            r"{r}\s*{of}\s+5(?:\s+звёзд|\s+звезд)?(?!\w)",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*{n}\s*(?:отзывов|отзыва|отзыв|оценок|оценки)(?!\w)"
            r"[)\]]?",
            r"\bотзывы(?:\s+(?:покупателей|клиентов))?\s*[(\[]?\s*{n}\s*[)\]]?(?![\w.,])",
        ),
        number=(
            r"\b(?:номер заказа|заказ\s*(?:№|#))\s*:?\s*{n}",
            r"\bвы\s+{n}[-\s]?(?:й\s+)?посетитель",
        ),
    ),
    "uk": Language(
        words=(
            "закінчиться закінчується тому щойно оновлено кінця залишилось залишилося "
            "переглядають дивляться осіб людей купили замовили відгуків відгуки відгук оцінок "
            "замовлення відвідувач записалися записалось записалося записались оновлення оновлені "
            "станом актуальні сайті онлайн"
        ),
        out_of="з",
        unit=r"секунди|секунду|секунд|сек\.?|хвилини|хвилину|хвилин|хв\.?|години|годину|годин"
        r"|год\.?|днів|дні|день|тижні|тижнів|тиждень|місяці|місяців|місяць|міс\.?",
        # "Оновлено: …", and as a noun: "Останнє оновлення: 04.12.2026 09:14".
        # "As of": "Ціни станом на 05.12.2026", "актуальні на 05.12.2026".
        updated=r"(?:оновлено|оновлені|змінено|(?:останнє\s+)?оновлення|станом на|актуальні на)"
        r"(?:\s*:)?",
        relative=(
            r"(?:{upd}\s*)?(?:близько\s+)?{n}\s*(?:{unit})\s+тому(?!\w)",
            r"(?:{upd}\s*)?\bщойно(?!\w)",
        ),
        countdown=(
            r"\bдо\s+кінця\s+(?:акції|розпродажу|пропозиції)\s*:?\s*{dur}",
            r"\b(?:акція|розпродаж|пропозиція|знижка)\s+(?:закінчиться|закінчується)\s+через"
            r"\s+{dur}",
        ),
        counter=(
            r"(?:\bзараз\s+)?(?:переглядають|дивляться)\s+{n}\s*(?:осіб|людей|покупців)",
            # Who is on the site now: "Зараз на сайті 23 покупці", "41 відвідувач онлайн".
            r"(?:\bзараз\s+)?(?:на\s+сайті|онлайн)\s*:?\s*{n}\s*(?:відвідувачів|відвідувачі"
            r"|відвідувач|покупців|покупці|покупець|користувачів|користувачі|користувач|людей|осіб"
            r"|особи)(?!\w)",
            r"{n}\s*(?:відвідувачів|відвідувачі|відвідувач|покупців|покупці|покупець|користувачів"
            r"|користувачі|користувач|людей|осіб|особи)\s+(?:зараз\s+)?(?:на\s+сайті|онлайн)(?!\w)",
            r"{n}\s*(?:осіб|людей|покупців)\s+(?:зараз\s+)?(?:переглядають|дивляться)"
            r"(?:\s+(?:цей товар|зараз))?",
            r"\b(?:купили|замовили)\s+{n}\s*(?:разів|рази|раз)(?:\s+(?:сьогодні|за тиждень))?",
            r"\b(?:залишилось|залишилося)\s+(?:лише\s+|всього\s+)?{n}\s*(?:шт\.?|штуки|штук"
            r"|одиниць)(?!\w)",
            r"{n}\s*(?:людей|осіб|покупців|клієнтів)\s+(?:вже\s+)?(?:купили|замовили)"
            r"(?:\s+(?:це|цей товар))?(?:\s+(?:сьогодні|за останню годину|за тиждень"
            r"|за останні\s+(?:{n}\s*)?(?:години|годин|дні|днів)))?",
            # A salon's or a clinic's tally of the day's bookings: "Сьогодні до нас записалися 17
            # клієнтів", "23 клієнти вже записалися сьогодні".
            r"\bсьогодні\s+(?:до\s+нас\s+)?(?:вже\s+)?(?:записалися|записалось|записалося|записались)"
            r"\s+{n}\s*(?:клієнтів|клієнти|клієнта|пацієнтів|пацієнти|людей|осіб|особи)(?!\w)",
            r"{n}\s*(?:клієнтів|клієнти|клієнта|пацієнтів|пацієнти|людей|осіб|особи)\s+(?:вже\s+)?"
            r"(?:записалися|записалось|записалося|записались)\s+(?:до\s+нас\s+)?сьогодні(?!\w)",
        ),
        rating=(
            r"{r}\s*{of}\s+5(?:\s+зірок)?(?!\w)",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*{n}\s*(?:відгуків|відгуки|відгук|оцінок)(?!\w)"
            r"[)\]]?",
            r"\bвідгуки(?:\s+(?:покупців|клієнтів))?\s*[(\[]?\s*{n}\s*[)\]]?(?![\w.,])",
        ),
        number=(
            r"\b(?:номер замовлення|замовлення\s*(?:№|#))\s*:?\s*{n}",
            r"\bви\s+{n}[-\s]?(?:й\s+)?відвідувач",
        ),
    ),
    "he": Language(
        words=(
            "לפני עודכן מסתיים נגמר צופים מסתכלים נמכרו נרכשו נותרו נשארו ביקורות דירוגים הזמנה "
            "המבקר"
        ),
        out_of="מתוך",
        unit=r"שניות|שנייה|דקות|דקה|שעות|שעה|ימים|יום|שבועות|שבוע|חודשים|חודש",
        updated=r"(?:עודכן|עודכנו)",
        relative=(
            r"(?:{upd}\s*)?לפני\s+(?:כ-?)?{n}\s*(?:{unit})",
            r"{upd}\s*לפני\s+(?:דקה|שעה|רגע)",
        ),
        countdown=(r"(?:המבצע\s+)?(?:מסתיים|נגמר)\s+בעוד\s+{dur}",),
        counter=(
            r"{n}\s*(?:אנשים|לקוחות|גולשים)\s+(?:צופים|מסתכלים)"
            r"(?:\s+(?:במוצר זה|במוצר|כעת|עכשיו))*",
            r"(?:נמכרו|נרכשו)\s+{n}(?:\s+(?:יחידות|פעמים))?(?:\s+(?:היום|השבוע))?",
            r"(?:נותרו|נשארו)\s+(?:רק\s+)?{n}\s*(?:יחידות|פריטים)(?:\s+במלאי)?",
        ),
        rating=(
            r"{r}\s*{of}\s+5(?:\s+כוכבים)?",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*{n}\s*(?:ביקורות|דירוגים)(?!\w)[)\]]?",
        ),
        number=(
            r"(?:מספר\s+הזמנה|הזמנה\s*#)\s*:?\s*#?{n}",
            r"המבקר\s+ה-?{n}",
        ),
    ),
    "ar": Language(
        words=(
            "منذ التحديث تحديث ينتهي المتبقي يشاهدون يشاهد يتصفح يتصفحون بيعت بيع تبقى متبقي "
            "تقييمات تقييم مراجعات الطلب الزائر"
        ),
        out_of="من",
        unit=r"ثوان|ثانية|دقائق|دقيقة|ساعات|ساعة|أيام|يوم|أسابيع|أسبوع|أشهر|شهر",
        # "تم التحديث", "آخر تحديث للأسعار:" (the last update of the prices), "... في" (on).
        updated=r"(?:تم\s+|آخر\s+)?(?:التحديث|تحديث)(?:\s+(?:للأسعار|الأسعار))?"
        r"(?:\s+(?:في|بتاريخ))?",
        relative=(
            r"(?:{upd}\s*)?منذ\s+{n}\s*(?:{unit})",
            r"{upd}\s*منذ\s+(?:دقيقة|ساعة|لحظات)",
        ),
        countdown=(
            r"(?:ينتهي\s+العرض|ينتهي)\s+(?:خلال|بعد)\s+{dur}",
            r"الوقت\s+المتبقي\s*:?\s*{dur}",
        ),
        counter=(
            rf"{{n}}\s*(?:{_AR_PEOPLE})\s+(?:{_AR_WATCH})(?:\s+(?:{_AR_WATCHED}|الآن))*",
            rf"(?:{_AR_WATCH})\s+(?:{_AR_WATCHED})\s+(?:الآن\s+)?{{n}}\s*(?:{_AR_PEOPLE})"
            r"(?:\s+الآن)?",
            r"(?:بيعت|تم\s+بيع)\s+{n}\s*(?:قطعة|قطع|مرة)?(?:\s+(?:اليوم|هذا الأسبوع))?",
            r"(?:تبقى|متبقي)\s+(?:فقط\s+)?{n}\s*(?:قطع|قطعة|وحدات)(?:\s+فقط)?",
        ),
        rating=(
            r"{r}\s*{of}\s+5(?:\s+نجوم)?",
            r"(?:{r}\s*[·•|,(\[-]?\s*)?[(\[]?\s*{n}\s*(?:تقييمات|تقييم|مراجعات)(?!\w)[)\]]?",
        ),
        number=(
            r"رقم\s+الطلب\s*:?\s*#?{n}",
            r"الزائر\s+رقم\s+{n}",
        ),
    ),
}
