"""The other products a whole page recommends: "You may also like", "Customers also bought",
"Recently viewed". A shop rotates them at every load, and each is priced on its own page: none
is this page's offer, so ``prices`` and ``plans`` mode leave them out of a whole page (a
``selector`` that takes them in keeps them). Found by the heading that names the block, from a
table of what shops write per language.
"""

# Cyrillic, Greek and Turkish letters that look like Latin ones are what these words are.
# ruff: noqa: RUF001

import itertools
import re

import ahocorasick_rs
from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, money, nodes, page, words
from monitor.extract.phrases import bounded, lower

# What a block of other products is headed with, an app store's other apps and games beside a
# listing among them ("Similar apps", "유사한 게임"). Not "Frequently bought together": a bundle
# with this product is one of its offers.
HEADINGS = {
    "en": (# a wine or food shop recommends by taste: "You may also enjoy", "Similar wines"
           "you may also enjoy", "you might also enjoy", "similar wines",
           "similar apps", "similar games", "related apps", "more apps to try", "more games to try",
           "you may also like", "you might also like", "you may also be interested in",
           "customers also bought", "customers also viewed", "customers who bought this",
           "customers who viewed this", "people also bought", "people also viewed",
           "recently viewed", "related products", "related items", "similar products",
           "similar items", "recommended for you", "more from this collection",
           "complete the look", "more from this brand", "more from this seller", "more like this",
           "you might be interested in", "customers also purchased", "shoppers also viewed",
           "others also bought", "our customers also love", "recommended products",
           "inspired by your browsing history", "shop similar", "style it with",
           # Odoo's block of a product's alternatives (and Solidus', Sylius' themes'), each
           # priced on its own page
           "alternative products",
           # whoever it names, "Guests also viewed", "Members also bought"
           "also viewed", "also bought", "also purchased", "also shopped", "sponsored products",
           # a dealer's or a broker's other cars, flats or deals
           "similar offers", "similar deals", "other deals",
           # a listing site's other flats, holiday homes or cars, near this one or like it
           "similar properties", "similar homes", "similar listings", "similar rentals",
           "similar cars", "similar vehicles", "nearby properties", "nearby rentals",
           "nearby stays", "more properties nearby",
           # a news site's lists of its other articles, re-ranked and rotated at each load
           "most read", "most viewed", "more news", "more stories", "related articles",
           "related stories", "top stories", "trending now", "you may have missed",
           "latest news", "breaking news",
           # a creator platform's other creators beside a creator's page
           "creators you might like", "similar creators", "recommended creators",
           "more creators like this"),
    "de": (# a wine or food shop recommends by taste ("Das könnte Ihnen auch schmecken")
           "das könnte ihnen auch schmecken", "das könnte dir auch schmecken", "ähnliche weine",
           "ähnliche apps", "ähnliche spiele", "weitere apps des entwicklers",
           "das könnte ihnen auch gefallen", "das könnte dir auch gefallen",
           "komplettiere den look", "vervollständige den look",
           "kunden kauften auch", "kunden, die diesen artikel gekauft haben",
           # a comparison site's other products ("Andere Nutzer sahen sich auch an")
           "sahen sich auch an", "sahen sich auch",
           "zuletzt angesehen", "ähnliche produkte", "ähnliche artikel", "passend dazu",
           "empfehlungen für sie", "empfehlungen für dich", "für sie empfohlen",
           "für dich empfohlen", "für sie ausgewählt", "für dich ausgewählt", "weitere produkte",
           "das könnte sie auch interessieren",
           "das könnte dich auch interessieren", "andere kunden kauften auch",
           "kunden interessierten sich auch für", "unsere empfehlungen",
           "mehr von dieser marke", "ebenfalls interessant", "ähnliche angebote",
           "alternative produkte", "alternative artikel",
           "ähnliche objekte", "ähnliche wohnungen", "ähnliche immobilien",
           "ähnliche fahrzeuge", "ähnliche unterkünfte", "unterkünfte in der nähe",
           "ferienwohnungen in der nähe", "ferienhäuser in der nähe",
           # a news site's lists of its other articles
           "meistgelesen", "meistgelesene artikel", "am meisten gelesen", "meistgesehen",
           "weitere nachrichten", "mehr nachrichten", "mehr zum thema", "lesen sie auch",
           "neueste artikel", "eilmeldungen",
           # a creator platform's other creators
           "ähnliche creator", "ähnliche kreative"),
    "fr": ("vins similaires", "applications similaires", "apps similaires", "jeux similaires",
           "vous aimerez aussi", "vous aimerez peut-être aussi", "vous pourriez aussi aimer",
           "complétez le look", "complétez votre look", "complète ton look",
           "les clients ont aussi acheté", "récemment consultés", "produits similaires",
           "produits associés", "articles similaires", "nos recommandations",
           "recommandé pour vous", "recommandés pour vous", "sélectionnés pour vous",
           "sélection pour vous",
           "vous aimerez peut-être", "vous pourriez aimer", "vous aimerez également",
           "vous pourriez également aimer", "ces produits pourraient vous intéresser",
           "ils ont aussi acheté", "dans la même catégorie", "produits recommandés",
           "les clients ont aussi consulté", "les clients ont également consulté",
           "les clients ont également acheté", "ils ont aussi consulté",
           "les internautes ont aussi consulté", "les internautes ont aussi acheté",
           # a refurbished shop's other devices, re-ordered at each load
           "les clients ont aussi regardé", "les clients ont également regardé",
           "ils ont aussi regardé", "vous avez aussi regardé",
           "offres similaires", "autres offres du moment", "nos autres offres",
           "logements similaires", "locations similaires", "annonces similaires",
           "biens similaires", "véhicules similaires", "gîtes à proximité",
           "produits alternatifs",
           "logements à proximité", "locations à proximité", "hébergements à proximité",
           # a news site's lists of its other articles
           "les plus lus", "les plus lues", "les plus consultés", "les plus partagés",
           "à lire aussi", "à lire également", "sur le même sujet", "plus d'actualités",
           "plus d’actualités", "dernières actualités",
           # a creator platform's other creators
           "créateurs similaires", "créateurs recommandés"),
    "es": ("vinos similares", "aplicaciones similares", "apps similares", "juegos similares",
           "también te puede gustar", "te puede interesar", "productos relacionados",
           "completa el look", "completa tu look",
           "productos alternativos",
           "productos similares", "vistos recientemente", "los clientes también compraron",
           "recomendado para ti", "recomendados para ti", "también te puede interesar",
           "quienes vieron este producto también vieron", "quienes compraron este producto",
           "los clientes también vieron", "otros clientes también compraron",
           "te podría gustar", "productos que te pueden interesar", "ofertas similares",
           "otras ofertas del momento", "anuncios similares", "inmuebles similares",
           "viviendas similares", "alojamientos similares", "alojamientos cercanos",
           "coches similares", "vehículos similares",
           # whoever it names: "Quienes vieron este producto también compraron"
           "también compraron", "también vieron",
           # a news site's or a streaming service's lists of its other articles and titles
           "lo más leído", "lo más visto", "más leídas", "más leídos", "más noticias",
           "noticias relacionadas", "lee también", "últimas noticias",
           # a creator platform's other creators
           "creadores similares", "creadores recomendados"),
    "it": ("vini simili", "app simili", "giochi simili",
           "potrebbe piacerti anche", "ti potrebbe interessare", "prodotti correlati",
           "completa il look", "completa il tuo look",
           "prodotti alternativi",
           "prodotti simili", "visti di recente",
           # whoever it names: "Chi ha acquistato questo prodotto ha acquistato anche"
           "hanno acquistato anche", "ha acquistato anche",
           "potrebbe interessarti", "potrebbero interessarti", "ti potrebbe piacere",
           "chi ha visto questo prodotto ha visto anche", "prodotti consigliati",
           "altri hanno visto anche", "hanno visto anche",
           "consigliati per te", "offerte simili", "annunci simili", "immobili simili",
           "alloggi simili", "alloggi nelle vicinanze", "strutture nelle vicinanze",
           "auto simili", "veicoli simili",
           # a news site's lists of its other articles
           "i più letti", "più letti", "le più lette", "più visti", "leggi anche",
           "altre notizie", "articoli correlati", "ultim'ora", "ultim’ora", "ultime notizie"),
    "pt": ("vinhos semelhantes", "apps semelhantes", "aplicativos semelhantes",
           "jogos semelhantes", "apps parecidos",
           "você também pode gostar", "também pode gostar", "produtos relacionados",
           "completa o look", "complete o look", "complete seu look",
           "produtos semelhantes", "vistos recentemente", "quem comprou também comprou",
           "quem viu, viu também", "quem viu também viu", "quem comprou, comprou também",
           "produtos similares", "recomendados para você", "poderá também gostar",
           "produtos alternativos",
           "também poderá gostar", "visto recentemente", "ofertas semelhantes",
           "ofertas similares", "outras ofertas do momento", "anúncios semelhantes",
           "imóveis semelhantes", "imóveis similares", "alojamentos próximos",
           "carros semelhantes",
           # whoever it names: "Quem viu este produto também comprou"
           "também comprou", "também compraram", "também viu", "também viram",
           # a creator platform's other creators
           "criadores semelhantes", "criadores parecidos", "criadores recomendados",
           # a news site's lists of its other articles
           "mais lidas", "mais lidos", "leia também", "mais notícias", "últimas notícias"),
    "nl": ("vergelijkbare apps", "vergelijkbare games",
           "misschien ook interessant", "dit vind je misschien ook leuk",
           "maak de look compleet", "maak je look compleet",
           "gerelateerde producten", "vergelijkbare producten", "recent bekeken",
           "alternatieve producten",
           "klanten kochten ook", "anderen bekeken ook", "anderen kochten ook",
           "misschien vind je dit ook leuk", "misschien vind je deze ook leuk",
           "misschien ook leuk", "klanten bekeken ook", "aanbevolen producten",
           # a shop of things chosen by their looks (bikes, furniture) says "mooi", not "leuk"
           "misschien vind je dit ook mooi", "dit vind je misschien ook mooi",
           "vergelijkbare woningen", "vergelijkbare huizen", "vergelijkbare objecten",
           "vergelijkbare vakantiehuizen", "vergelijkbare occasions", "woningen in de buurt",
           "vakantiehuizen in de buurt",
           # a news site's lists of its other articles
           "meest gelezen", "meest bekeken", "lees ook", "meer nieuws",
           "gerelateerde artikelen", "laatste nieuws"),
    "pl": ("podobne aplikacje", "podobne gry",
           "może cię zainteresować", "podobne produkty", "produkty powiązane",
           "ostatnio oglądane", "klienci kupili również", "polecane produkty",
           # a shop's picks for the visitor, re-drawn at each load
           "polecane dla ciebie", "polecamy dla ciebie", "wybrane dla ciebie",
           "rekomendowane dla ciebie", "specjalnie dla ciebie",
           "polecamy również", "inni kupili również", "klienci oglądali również",
           "może ci się spodobać", "zobacz również", "produkty podobne",
           "podobne ogłoszenia", "podobne oferty", "podobne mieszkania", "podobne samochody",
           "noclegi w pobliżu", "produkty alternatywne",
           # a comparison site's other products ("others also viewed"), "także" or "też"
           # as often as "również"
           "oglądali także", "oglądali również", "oglądali też", "kupili także",
           "kupili też", "oglądane także",
           # a news site's lists of its other articles
           "najczęściej czytane", "czytaj także", "czytaj też", "więcej wiadomości"),
    "sv": ("liknande viner", "du kanske också gillar", "liknande produkter", "relaterade produkter",
           # whoever it names: "Kunder som köpte detta köpte även"
           "senast visade", "köpte också", "köpte även", "tittade också på",
           "andra har också tittat på", "tittade även på",
           "rekommenderade produkter",
           # a news site's lists of its other articles
           "mest läst", "mest lästa", "mest lästa artiklar", "läs också", "fler nyheter",
           "senaste nytt", "relaterade artiklar"),
    "da": ("lignende vine", "du kan også lide", "relaterede produkter", "lignende produkter",
           "senest sete", "andre købte også", "andre kiggede også på", "kunder købte også",
           "andre kunder købte også", "du kan måske også lide", "måske kan du også lide",
           # a news site's lists of its other articles
           "mest læste", "mest læst", "læs også", "flere nyheder", "seneste nyt"),
    "no": ("du vil kanskje også like", "relaterte produkter", "lignende produkter",
           "nylig sett", "andre kjøpte også", "andre så også på", "kunder kjøpte også",
           # a news site's lists of its other articles
           "mest lest", "mest leste", "les også", "flere nyheter", "siste nytt"),
    "fi": ("saatat pitää myös", "saatat pitää myös näistä", "samankaltaiset tuotteet",
           "liittyvät tuotteet", "viimeksi katsotut", "muut ostivat myös",
           "asiakkaat ostivat myös", "asiakkaat katsoivat myös", "muut katsoivat myös",
           "suositellut tuotteet", "sinua voisi kiinnostaa",
           # a news site's or a help centre's lists of its other articles, ranked by reads
           "luetuimmat", "luetuimmat artikkelit", "luetuimmat oppaat", "lue myös",
           "uusimmat uutiset"),
    "et": ("viimati vaadatud", "sarnased tooted", "seotud tooted", "sulle võib meeldida ka",
           "teised ostsid ka", "soovitatud tooted", "võib-olla meeldib sulle ka"),
    "lv": ("nesen skatītās preces", "nesen skatītie produkti", "nesen skatītās",
           "līdzīgas preces", "līdzīgi produkti", "saistītās preces", "jums varētu patikt",
           "citi pirka arī", "ieteicamās preces"),
    "lt": ("neseniai peržiūrėtos prekės", "neseniai peržiūrėtos", "neseniai žiūrėtos prekės",
           "panašios prekės", "susijusios prekės", "jums taip pat gali patikti",
           "kiti taip pat pirko", "rekomenduojamos prekės", "jus taip pat gali sudominti"),
    "is": ("nýlega skoðað", "nýlega skoðaðar vörur", "svipaðar vörur", "tengdar vörur",
           "þér gæti einnig líkað", "aðrir keyptu einnig"),
    "cs": ("mohlo by vás zajímat", "podobné produkty", "související produkty",
           # whoever it names, either way round: "Zákazníci, kteří koupili …, koupili také"
           "naposledy prohlížené", "také koupili", "koupili také",
           # a comparison site's other products ("others also viewed")
           "zákazníci také prohlíželi", "ostatní si také prohlédli", "lidé si také prohlíželi",
           "lidé také prohlíželi"),
    "ja": ("類似のアプリ", "類似のゲーム", "関連アプリ", "このデベロッパの他のapp",
           "関連商品", "おすすめ商品", "おすすめのクリエイター",
           "この商品を見た人はこんな商品も見ています",
           "この商品を買った人はこんな商品も買っています", "最近チェックした商品",
           # a comparison site's: "people who viewed this product also viewed", "related"
           "この製品を見た人はこんな製品も見ています", "関連製品", "この製品を見た人は",
           "閲覧履歴", "こちらもおすすめ", "あなたへのおすすめ", "あなたにおすすめ",
           "おすすめアイテム",
           # a shop's best-seller ranking beside the product, re-ranked hour by hour
           "売れ筋ランキング", "人気ランキング", "売れ筋商品"),
    "zh": ("类似应用", "類似應用程式", "类似游戏", "類似遊戲", "相似应用",
           "相关商品", "相關商品", "相关产品", "相關產品", "猜你喜欢", "猜你喜歡", "為你推薦",
           "为你推荐", "推薦商品", "推荐商品", "你可能也喜歡", "您可能也喜歡", "你可能也喜欢",
           "最近浏览", "最近瀏覽", "看了又看", "買了又買"),
    "ko": ("유사한 앱", "유사한 게임", "비슷한 앱", "비슷한 게임", "이 개발자의 다른 앱",
           "관련 상품", "추천 상품", "최근 본 상품", "함께 본 상품", "비슷한 상품",
           "함께 비교한 상품", "다른 고객이 함께 본 상품"),
    "ru": ("похожие приложения", "похожие игры",
           "с этим товаром покупают", "с этим товаром также покупают", "похожие товары",
           "вы недавно смотрели", "недавно просмотренные", "рекомендуем также",
           "вам может понравиться"),
    "uk": ("з цим товаром купують", "з цим товаром також купують", "схожі товари",
           "ви нещодавно переглядали", "нещодавно переглянуті", "рекомендуємо також",
           "вам може сподобатися"),
    "ro": ("clienții care au cumpărat acest produs au mai cumpărat", "produse similare",
           "produse recomandate", "vizualizate recent", "s-ar putea să îți placă"),
    "hu": ("hasonló termékek", "ajánlott termékek", "legutóbb megtekintett",
           "a vásárlók ezt is megvették", "ez is érdekelhet"),
    "tr": ("benzer uygulamalar", "benzer oyunlar",
           "benzer ürünler", "bunlar da ilginizi çekebilir", "son görüntülenen ürünler",
           "bu ürünü alanlar bunları da aldı", "önerilen ürünler"),
    "el": ("σχετικά προϊόντα", "παρόμοια προϊόντα", "μπορεί επίσης να σας αρέσουν",
           "είδατε πρόσφατα", "πελάτες αγόρασαν επίσης",
           # a comparison site's other products ("others also viewed")
           "άλλοι είδαν επίσης", "είδαν επίσης", "αγόρασαν επίσης"),
    "he": ("מוצרים דומים", "מוצרים קשורים", "נצפו לאחרונה", "אולי יעניין אותך",
           "מוצרים שאולי יעניינו אותך", "אולי יעניינו אותך", "לקוחות שקנו מוצר זה קנו גם",
           # a news list of the site's other articles, re-ranked at each load
           "חדשות אחרונות", "הכי נקראים", "כתבות נוספות", "כתבות קשורות"),
    "ar": ("منتجات ذات صلة", "منتجات مشابهة", "قد يعجبك أيضا", "قد يعجبك أيضًا",
           "منتجات قد تعجبك", "قد تعجبك أيضا", "قد تعجبك أيضًا", "منتجات مقترحة",
           "شوهدت مؤخرا", "شوهدت مؤخرًا", "اشترى العملاء أيضا", "اشترى العملاء أيضًا",
           "آخر الأخبار", "الأكثر قراءة", "أخبار ذات صلة", "مقالات ذات صلة"),
    "fa": ("محصولات مرتبط", "محصولات مشابه", "آخرین اخبار", "پربازدیدترین", "اخبار مرتبط"),
    "ur": ("متعلقہ مصنوعات", "ملتی جلتی مصنوعات", "تازہ ترین خبریں", "متعلقہ خبریں"),
    "ps": ("اړوند محصولات", "ورته محصولات", "وروستي خبرونه", "اړوند خبرونه"),
    "id": ("produk terkait", "produk serupa", "terakhir dilihat", "mungkin anda juga suka"),
    "ms": ("produk berkaitan", "produk serupa", "anda mungkin juga suka", "baru dilihat",
           "terakhir dilihat", "dari kedai yang sama"),
    "tl": ("baka magustuhan mo rin", "mga kaugnay na produkto", "mga katulad na produkto"),
    "vi": ("sản phẩm liên quan", "sản phẩm tương tự", "sản phẩm đã xem",
           "có thể bạn cũng thích"),
    "th": ("สินค้าที่เกี่ยวข้อง", "สินค้าที่คล้ายกัน", "สินค้าที่ดูล่าสุด"),
    # India's, Nepal's and Sri Lanka's shops: "similar products", "you may also like",
    # "recently viewed" in Hindi, Marathi, Bengali, Tamil, Telugu, Kannada, Malayalam,
    # Gujarati, Punjabi, Nepali and Sinhala.
    "hi": ("समान उत्पाद", "मिलते-जुलते उत्पाद", "मिलते जुलते उत्पाद", "संबंधित उत्पाद",
           "आपको यह भी पसंद आ सकता है", "हाल ही में देखे गए", "आपके लिए सुझाव"),
    "mr": ("तुम्हाला हे देखील आवडू शकते", "तुम्हाला हेही आवडेल", "समान उत्पादने",
           "संबंधित उत्पादने", "अलीकडे पाहिलेली उत्पादने", "अलीकडे पाहिलेले"),
    "bn": ("একই ধরনের পণ্য", "সম্পর্কিত পণ্য", "আপনার পছন্দ হতে পারে", "সম্প্রতি দেখা পণ্য"),
    "ta": ("ஒத்த தயாரிப்புகள்", "தொடர்புடைய தயாரிப்புகள்", "உங்களுக்கு இதுவும் பிடிக்கலாம்",
           "சமீபத்தில் பார்த்தவை"),
    "te": ("సారూప్య ఉత్పత్తులు", "సంబంధిత ఉత్పత్తులు", "మీకు ఇవి కూడా నచ్చవచ్చు",
           "ఇటీవల చూసినవి"),
    "kn": ("ಇದೇ ರೀತಿಯ ಉತ್ಪನ್ನಗಳು", "ಸಂಬಂಧಿತ ಉತ್ಪನ್ನಗಳು", "ನಿಮಗೆ ಇದೂ ಇಷ್ಟವಾಗಬಹುದು",
           "ಇತ್ತೀಚೆಗೆ ವೀಕ್ಷಿಸಿದವು"),
    "ml": ("സമാന ഉൽപ്പന്നങ്ങൾ", "ബന്ധപ്പെട്ട ഉൽപ്പന്നങ്ങൾ", "നിങ്ങൾക്ക് ഇതും ഇഷ്ടപ്പെട്ടേക്കാം",
           "അടുത്തിടെ കണ്ടവ"),
    "gu": ("સમાન ઉત્પાદનો", "સંબંધિત ઉત્પાદનો", "તમને આ પણ ગમશે", "તાજેતરમાં જોયેલા"),
    "pa": ("ਮਿਲਦੇ-ਜੁਲਦੇ ਉਤਪਾਦ", "ਸੰਬੰਧਿਤ ਉਤਪਾਦ", "ਤੁਹਾਨੂੰ ਇਹ ਵੀ ਪਸੰਦ ਆ ਸਕਦਾ ਹੈ"),
    "ne": ("मिल्दाजुल्दा उत्पादनहरू", "सम्बन्धित उत्पादनहरू", "तपाईंलाई यो पनि मन पर्न सक्छ"),
    "si": ("සමාන නිෂ්පාදන", "අදාළ නිෂ්පාදන", "ඔබ කැමති විය හැකි"),
}  # fmt: skip
_PHRASE = re.compile(bounded(phrase for phrases in HEADINGS.values() for phrase in phrases))
_LONGEST_HEADING = 80
# Whether a page's text holds one of the phrases, in any letter case, from one scan of it.
_PHRASE_LIST = tuple(phrase for phrases in HEADINGS.values() for phrase in phrases)
_PHRASES = clues.Needles(_PHRASE_LIST)
# A source mostly of ASCII (most pages) is lowered as UTF-8 bytes: ``bytes.lower`` for its
# ASCII capitals (a third of ``str.lower``'s time), a replacement for each other capital it
# holds. Where it holds none of the letters of the phrases that are not ASCII, only the
# ASCII phrases may be there, searched for by a DFA of them (small for these few, where one
# of all the phrases is large; and faster).
_ASCII_PHRASES = tuple(phrase for phrase in _PHRASE_LIST if phrase.isascii())
_OTHER_LETTERS = frozenset(
    letter for phrase in _PHRASE_LIST for letter in phrase if not letter.isascii()
)
_ASCII = bytes(range(128))
_CAPITAL_SIGMA = "\u03a3"  # lowered by its neighbours: a final sigma ends a word
_COMBINING_DOT = "\u0307".encode()  # ``lower`` drops it after an "i"
_ALL, _ASCII_ONLY = 0, 1
_AUTOMATA: dict[int, ahocorasick_rs.BytesAhoCorasick] = {}  # built at the first page of each

# What a marketplace heads the same product's offers from other sellers with: they are this
# page's offers, as its own seller's is.
OFFER_HEADINGS = {
    "en": ("other sellers", "other offers", "more buying choices", "compare offers",
           "offers from other sellers", "more offers"),
    "de": ("weitere angebote", "andere verkäufer", "angebote anderer verkäufer",
           "weitere händler"),
    "fr": ("autres vendeurs", "autres offres", "offres d'autres vendeurs"),
    "es": ("otros vendedores", "otras ofertas", "más opciones de compra",
           "otras opciones de compra"),
    "it": ("altri venditori", "altre offerte"),
    "pt": ("outros vendedores", "outras ofertas", "outras opções de compra"),
    "nl": ("andere verkopers", "andere aanbiedingen", "meer aanbiedingen"),
    "pl": ("inne oferty", "pozostałe oferty", "oferty innych sprzedawców"),
    "sv": ("andra säljare", "fler erbjudanden"),
    "cs": ("další nabídky", "ostatní prodejci"),
    "ro": ("alte oferte", "alți vânzători", "alti vanzatori"),
    "hu": ("további ajánlatok", "más eladók"),
    "tr": ("diğer satıcılar", "diğer teklifler"),
    "ru": ("другие продавцы", "другие предложения"),
    "uk": ("інші продавці", "інші пропозиції"),
    "ja": ("その他の出品者", "他の出品者"),
}  # fmt: skip
_OFFER_PHRASE = re.compile(
    bounded(phrase for phrases in OFFER_HEADINGS.values() for phrase in phrases)
)


# What a shop heads the services it sells with the product itself with: a warranty
# extension, a protection or insurance plan (a refurbished phone's "Garantie" radios,
# "+24 Monate 49,00 €", beside its "Bruchschutz 4,99 € / Monat"), its "additional services"
# (a phone's setup and data transfer, ticked in a table of checkboxes). They are this page's
# offers, chosen in its buy box as its grade and storage are.
ADD_ON_HEADINGS = {
    "en": ("warranty", "extended warranty", "protection", "protection plan", "device protection",
           "insurance", "damage cover", "add protection", "add-ons", "care plan",
           "applecare", "additional services"),
    "de": ("garantie", "garantieverlängerung", "garantieerweiterung", "versicherung",
           "geräteschutz", "geräteversicherung", "schutzbrief", "bruchschutz",
           "garantie und schutz", "zusatzleistungen"),
    "fr": ("garantie", "extension de garantie", "assurance", "protection",
           "garantie et assurance", "services"),
    "it": ("garanzia", "estensione di garanzia", "assicurazione", "protezione",
           "servizi aggiuntivi"),
    "es": ("garantía", "extensión de garantía", "seguro", "protección", "servicios adicionales"),
    "pt": ("garantia", "garantia estendida", "seguro", "proteção", "serviços adicionais"),
    "nl": ("garantie", "garantieverlenging", "verzekering", "bescherming"),
    "pl": ("gwarancja", "przedłużona gwarancja", "ubezpieczenie", "ochrona",
           "usługi dodatkowe"),
    "sv": ("garanti", "förlängd garanti", "försäkring", "skydd"),
    "da": ("garanti", "forsikring"),
    "no": ("garanti", "forsikring"),
    "fi": ("takuu", "lisätakuu", "vakuutus"),
    "cs": ("záruka", "prodloužená záruka", "pojištění", "doplňkové služby"),
    "tr": ("garanti", "ek garanti", "sigorta", "koruma"),
    "ru": ("гарантия", "страховка", "дополнительные услуги"),
    "uk": ("гарантія", "страховка", "додаткові послуги"),
    "ja": ("延長保証", "保証"),
    # A maker's protection plan by its brand's suffix ("삼성케어플러스", "AppleCare+").
    "ko": ("보증 연장", "연장 보증", "보험", "파손 보험", "케어플러스", "부가 서비스",
           "부가서비스"),
    "zh": ("延保", "延长保修", "延長保固", "碎屏险"),
    "ms": ("waranti", "lanjutan waranti", "perlindungan", "perlindungan peranti", "insurans"),
    "id": ("garansi", "garansi tambahan", "perlindungan", "proteksi", "asuransi"),
    "vi": ("bảo hành", "bảo hành mở rộng", "bảo hiểm", "gói bảo vệ"),
    "th": ("ประกัน", "รับประกัน", "ประกันเพิ่มเติม"),
    "he": ("אחריות", "אחריות מורחבת", "הגנה", "ביטוח", "שירותים נוספים"),
}  # fmt: skip
# A subscription to what the product uses up, offered in its buy box: "Subscribe & Save",
# "Spar-Abo", an espresso machine's "מנוי קפסולות ופולים" (a subscription to capsules and
# beans). Its period is a term the customer takes, as a protection plan's is.
SUBSCRIPTION_HEADINGS = {
    "en": ("subscribe & save", "subscribe and save"),
    "de": ("spar-abo", "im abo"),
    "he": ("מנוי",),
    "ja": ("定期便", "定期購入", "定期お届け便"),
    "ko": ("정기배송", "정기구독"),
    "zh": ("定期购", "周期购", "訂閱購買"),
}
# The buy box's choice of how the product is bought, headed as such: once or by subscription
# ("구매방법" over "1회 구매" and "정기배송가 37,050원 / 2주마다", "Purchase options" over
# "One-time purchase" and "Subscribe: $18/month"). Both are this product's offers.
PURCHASE_HEADINGS = {
    "en": ("purchase options", "purchase type", "delivery options"),
    "de": ("kaufoptionen", "kaufart", "bestellart"),
    "fr": ("options d'achat", "mode d'achat", "type d'achat"),
    "es": ("opciones de compra", "tipo de compra", "modalidad de compra"),
    "it": ("opzioni di acquisto", "modalità di acquisto", "tipo di acquisto"),
    "pt": ("opções de compra", "tipo de compra", "forma de compra"),
    "nl": ("aankoopopties", "manier van kopen"),
    "ja": ("購入方法", "購入タイプ", "お届け方法"),
    "ko": ("구매방법", "구매 방법", "구매옵션", "구매 옵션", "구매유형", "구매 유형"),
    "zh": ("购买方式", "購買方式"),
}
_ADD_ON_PHRASE = re.compile(
    bounded(
        phrase
        for table in (ADD_ON_HEADINGS, SUBSCRIPTION_HEADINGS, PURCHASE_HEADINGS)
        for phrases in table.values()
        for phrase in phrases
    )
)
# The bundles of the product with its accessories, chosen in its buy box ("Výhodné sety": the
# TV with a wall mount; "Im Set günstiger"), when the heading opens with them: "Weitere Sets",
# "Popular bundles" are other products' bundles. What is "frequently bought together" is
# other products, each at its own price, picked anew for each visitor.
BUNDLE_HEADINGS = {
    "en": ("bundles", "bundle and save"),
    "de": ("sets", "im set", "im bundle"),
    "it": ("bundle", "in bundle"),
    "sv": ("paketerbjudanden", "köp som paket"),
    "cs": ("sety", "výhodné sety"),
}
_BUNDLE_PHRASE = re.compile(
    bounded(phrase for phrases in BUNDLE_HEADINGS.values() for phrase in phrases)
)


# A creator's or a store's other products, headed with its name after the words ("More from
# Kasboek", "Meer van Kasboek", "Mehr von Anna Berg"), as a creator platform's product page
# ends. The name is no phrase of the table, so the words must open the heading and a short
# name without a digit end it: "Get more from your team" opens otherwise, "Mehr von 3
# Nutzern" counts.
_MORE_FROM = re.compile(
    r"(?:more (?:from|by)|more products (?:from|by)|other products (?:from|by)|meer van"
    r"|meer producten van|andere producten van|mehr von|weitere produkte von"
    r"|autres produits de|plus de produits de|otros productos de|más productos de"
    r"|altri prodotti di|outros produtos de|mais produtos de|więcej od|inne produkty od"
    r"|fler produkter från|mer från)\s+[^\W\d_][^\d]{0,40}"
)


def recommends(heading: str) -> bool:
    """Whether a heading's text names a block of other products."""
    text = heading.strip()
    more_from = len(text) <= _LONGEST_HEADING and _MORE_FROM.fullmatch(lower(text)) is not None
    return more_from or _names(_PHRASE, heading)


def other_offers(heading: str) -> bool:
    """Whether a heading's text names the product's offers from other sellers: not one that
    names other products ("Autres offres du moment": a broker's other cars)."""
    return _names(_OFFER_PHRASE, heading) and not recommends(heading)


def adds_on(heading: str) -> bool:
    """Whether a heading's text names services sold with the product (its warranty, its
    protection plan), or opens with its bundles: not a block of other products."""
    text = heading.strip()
    bundled = len(text) <= _LONGEST_HEADING and _BUNDLE_PHRASE.match(lower(text)) is not None
    return (bundled or _names(_ADD_ON_PHRASE, heading)) and not recommends(heading)


def _names(phrases: re.Pattern[str], heading: str) -> bool:
    text = heading.strip()
    return len(text) <= _LONGEST_HEADING and phrases.search(lower(text)) is not None


_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
# A heading by its role counts as one by its tag: a shop writes "Related products" as
# <strong role="heading" aria-level="2"> (its level 2 when it says none, as ARIA has it).
_SUBHEADINGS = "h2, h3, h4, h5, h6, [role=heading]"
_ANY_HEADING = f"h1, {_SUBHEADINGS}"
_MAX_HEADINGS = 256
_MAX_SIBLINGS = 64
_MAX_WRAPPERS = 4  # elements around a heading that hold nothing but it
# Containers that hold a page's whole content, never one block of it.
_PAGE_CONTAINERS = ("body", "main", "html", "article")
# Whether a source writes a heading by its role, or tabs (a tab names the panel it shows:
# "Das könnte Sie auch interessieren" over a slider of other products); the heading tags are
# asked of ``page``.
ROLE_HEADING = clues.words('role="heading"', "role=heading", "role='heading'")
TABS = clues.words('role="tab"', "role=tab", "role='tab'")


# The recommendation widgets of the shop platforms most shops run on, known by their markup
# in any language, whatever their heading says ("Misschien vind je dit ook lekker"):
# Shopify's ``<product-recommendations>`` (Dawn and the themes built on it) and older themes'
# section that loads ``/recommendations/products``, WooCommerce's related products, up-sells
# and cross-sells, Magento's related, upsell and crosssell blocks, PrestaShop's accessories,
# nopCommerce's related and also-purchased grids (titled in a ``<div class="title">``, "Klienci,
# którzy kupili ten produkt, kupili również", which no phrase starts) and Shopware's
# cross-selling tabs.
WIDGETS = clues.words(
    "product-recommendations", "/recommendations/products", "related products", "up-sells",
    "cross-sells", "block related", "block upsell", "block crosssell", "product-accessories",
    "related-products-grid", "also-purchased-products-grid", "cms-element-cross-selling",
)  # fmt: skip
_WIDGETS = (
    "product-recommendations, [data-section-type=product-recommendations],"
    " [data-url*='/recommendations/products'], section.related.products, section.up-sells,"
    " .cross-sells, .block.related, .block.upsell, .block.crosssell,"
    " section.product-accessories, .related-products-grid, .also-purchased-products-grid,"
    " .cms-element-cross-selling"
)
_MAX_ANCESTORS = 64  # how far up a block is looked for in another


def blocks(
    tree: LexborHTMLParser, widgets: bool = False, titled: frozenset[str] = frozenset()
) -> list[LexborNode]:
    """The blocks a whole page's headings name as other products, and where the source holds
    a platform's widget (``widgets``, asked of ``WIDGETS``) the widgets, or phrases that may
    title one (``titled``) the blocks so titled, if a price stays outside them (a page whose
    only prices are recommended ones is read as it is)."""
    found = named(tree, widgets, titled)
    if not found or tree.body is None:
        return []
    inside = sum(_prices(node) for node in found)
    return found if _prices(tree.body) > inside else []


def named(
    tree: LexborHTMLParser, widgets: bool = False, titled: frozenset[str] = frozenset()
) -> list[LexborNode]:
    """The blocks a whole page's headings name as other products, and the platforms'
    widgets where ``widgets`` says the source holds one, whatever prices they hold: to put
    in order, which removes nothing, that costs no reading of the page's prices. Where
    the source holds phrases that may title one (``titled``, from ``titled_in``), the
    blocks that a title written without a heading's tag names too."""
    headed = [
        node
        for heading in page.select(tree, _SUBHEADINGS)[:_MAX_HEADINGS]
        if _level(heading) and recommends(heading.text(deep=True))
        for node in _block(heading)
    ]
    found = headed + _tab_panels(tree)
    if titled:
        found = _outermost(found + _titled_blocks(tree, titled))
    if not widgets:
        return found
    # A widget that is also headed so is one block: the outermost, read once.
    boxes = page.select(tree, _WIDGETS)[:_MAX_HEADINGS]
    return _outermost([*boxes, *found])


def titled_in(source: str) -> frozenset[str]:
    """The phrases that may title a block of other products which a page's ``source``
    holds, in any letter case."""
    lowered = _lowered_utf8(source)
    if lowered is None:
        return frozenset(_PHRASE_LIST[index] for index, _ in _PHRASES.starts(lower(source)))
    utf8, others = lowered
    which = _ALL if not _OTHER_LETTERS.isdisjoint(others) else _ASCII_ONLY
    listed = _PHRASE_LIST if which == _ALL else _ASCII_PHRASES
    found = _automaton(which, listed).find_matches_as_indexes(utf8, overlapping=True)
    return frozenset(listed[index] for index, _, _ in found)


def _automaton(which: int, listed: tuple[str, ...]) -> ahocorasick_rs.BytesAhoCorasick:
    if which not in _AUTOMATA:
        kind = ahocorasick_rs.Implementation.DFA if which == _ASCII_ONLY else None
        encoded = [phrase.encode() for phrase in listed]
        _AUTOMATA[which] = ahocorasick_rs.BytesAhoCorasick(encoded, implementation=kind)
    return _AUTOMATA[which]


def _lowered_utf8(source: str) -> tuple[bytes, str] | None:
    """``lower(source)`` as UTF-8, and its characters that are not ASCII; None where
    ``source`` holds a lone surrogate or a capital sigma, or is mostly not ASCII (lowered at
    once). A character's UTF-8 bytes are found only where it stands, and a character but
    the sigma lowers alone: each capital's bytes are replaced by its lower case's."""
    try:
        utf8 = source.encode()
    except UnicodeEncodeError:
        return None
    if len(utf8) > len(source) + len(source) // 16:
        return None
    others = utf8.translate(None, _ASCII).decode()  # whole characters, each of bytes >= 0x80
    if _CAPITAL_SIGMA in others:
        return None
    lowered = utf8.lower()  # ASCII capitals only
    for capital in sorted({letter for letter in others if letter.lower() != letter}):
        lowered = lowered.replace(capital.encode(), capital.lower().encode())
    if _COMBINING_DOT in lowered:
        lowered = lowered.replace(b"i" + _COMBINING_DOT, b"i")
    return lowered, others.lower()


# A title is a box's own text, not a link's or a button's (a "Similar products" link beside
# the product's price leads elsewhere, and titles nothing around it).
_NOT_TITLES = frozenset(("a", "button", "option", "label", "nav", "select"))
_TITLE_DEPTH = 3  # how far up a link or a button is looked for around a title
# Each phrase found is looked for in the whole tree once: a hostile page that writes them
# all costs no more than a few.
_MAX_TITLE_PHRASES = 8


def _titled_blocks(tree: LexborHTMLParser, phrases: frozenset[str]) -> list[LexborNode]:
    """The blocks that a title written as a box of text names: a theme writes "You might
    also like" as ``<p class="h5">`` or ``<div class="section-title">``, no heading's tag.
    Only a box whose text is one of the ``phrases`` titles a block: the box it opens, else
    the one element right after it (the slider it titles), as with no heading's level, how
    far its block runs is not known."""
    if tree.body is None:
        return []
    found: list[LexborNode] = []
    for phrase in sorted(phrases)[:_MAX_TITLE_PHRASES]:
        quoted = page.css_string(phrase)
        for title in tree.body.css(f'*:lexbor-contains("{quoted}" i)')[:_MAX_HEADINGS]:
            block = _titled_block(_outermost_wrapper(title)) if _is_title(title, phrase) else []
            found += block if _lists_products(block) else []
    return found


def _lists_products(block: list[LexborNode]) -> bool:
    """Whether ``block`` lists two or more priced items side by side (children of one tag
    under one parent): a plan's or a product's card that a badge opens ("Recommended for
    you", "Trending now") is one offer, the page's own."""
    for node in block:
        for parent in [node, *node.css("*")[:_MAX_ELEMENTS]]:
            by_tag: dict[str, int] = {}
            for child in itertools.islice(parent.iter(include_text=False), _MAX_ITEMS):
                if _prices(child):
                    by_tag[child.tag or ""] = by_tag.get(child.tag or "", 0) + 1
            if any(count > 1 for count in by_tag.values()):
                return True
    return False


def _is_title(node: LexborNode, phrase: str) -> bool:
    """Whether ``node`` says the ``phrase`` and nothing more than marks ("Related products
    (12)", "You may also like:"), perhaps after whom it names ("Guests also viewed"): a
    sentence that starts so ("Recently viewed items are kept for 30 days") is none, nor a
    heading (``named`` reads those by their level)."""
    text = lower(" ".join(_words(node)))
    at = text.find(phrase)
    # Whoever it names may come first ("Guests also viewed", "Members also bought"), as in a
    # heading (``recommends``): a word or two, not a sentence's start.
    who = text[:at].split() if at >= 0 else []
    if at < 0 or len(who) > _WHO_WORDS or (at and text[at - 1] != " "):
        return False
    rest = text[at + len(phrase) :]
    if any(char.isalpha() for char in rest) or _level(node) is not None:
        return False
    return not any(around.tag in _NOT_TITLES for around in nodes.lineage(node, _TITLE_DEPTH))


_WHO_WORDS = 2  # words a title may name its shoppers by before its phrase


def _titled_block(title: LexborNode) -> list[LexborNode]:
    parent = title.parent
    if parent is not None and _opens(parent, title):
        return [parent]
    following = _first_element(title.next)
    return [title] if following is None else [title, following]


def _opens(container: LexborNode, title: LexborNode) -> bool:
    """Whether ``title`` opens ``container``, a block of its own (no page's container, no
    heading's tag in it)."""
    first = _first_element(container.child)
    if first is None or first.mem_id != title.mem_id or container.tag in _PAGE_CONTAINERS:
        return False
    return not page.select(container, _ANY_HEADING)


def _first_element(node: LexborNode | None) -> LexborNode | None:
    """``node`` or the first element after it (past texts and comments)."""
    while node is not None and (node.tag or "").startswith("-"):
        node = node.next
    return node


def _outermost(nodes: list[LexborNode]) -> list[LexborNode]:
    """``nodes`` without those inside another of them, each once, in their order."""
    ids = {node.mem_id for node in nodes}
    kept: dict[int, LexborNode] = {}
    for node in nodes:
        parent, steps = node.parent, 0
        while parent is not None and parent.mem_id not in ids and steps < _MAX_ANCESTORS:
            parent, steps = parent.parent, steps + 1
        if parent is None or parent.mem_id not in ids:
            kept.setdefault(node.mem_id, node)
    return list(kept.values())


def _tab_panels(tree: LexborHTMLParser) -> list[LexborNode]:
    """The panels that tabs naming other products show (``aria-controls``, else the tab's
    link to the panel's id)."""
    panels = []
    for tab in page.select(tree, "[role=tab]")[:_MAX_HEADINGS]:
        if recommends(tab.text(deep=True)):
            panel = _controlled(tree, tab)
            if panel is not None:
                panels.append(panel)
    return panels


def _controlled(tree: LexborHTMLParser, tab: LexborNode) -> LexborNode | None:
    link = tab.attributes.get("href") or ""
    target = tab.attributes.get("aria-controls") or (link[1:] if link[:1] == "#" else "")
    if not target or not _PLAIN_ID.fullmatch(target):
        return None
    return tree.css_first(f'[id="{target}"]')


_PLAIN_ID = re.compile(r"[\w.:-]{1,128}")  # an id a selector can quote as it is


def _level(node: LexborNode) -> int | None:
    """A heading's level from 0 (``h1``) to 5 (``h6``), by its tag, else by its role; None
    for an element that is no heading."""
    tag = node.tag or ""
    if tag in _HEADINGS:
        return _HEADINGS.index(tag)
    if node.attributes.get("role") != "heading":
        return None
    return page.aria_level(node) - 1


def _prices(node: LexborNode) -> int:
    # Its texts apart: a page written without whitespace between its tags glues a name to
    # its price ("Teapot39,00 €"), which then counts as none.
    text = page.collapse(node.text(deep=True, separator=" "))
    return len(money.prices_by_line([text]).get(0, []))


def _block(heading: LexborNode) -> list[LexborNode]:
    """The heading's own container when it heads nothing else (``<section><h2>You may also
    like</h2>…</section>``), else the heading and the siblings after it up to the next
    heading of its level or above. A wrapper that holds nothing but the heading (``<div
    class="block-title"><strong role=heading>``) stands for it: the block is around it."""
    level = _level(heading) or 0
    heading = _outermost_wrapper(heading)
    parent = heading.parent
    if parent is not None and _heads_alone(parent, level):
        return [parent]
    nodes = [heading]
    sibling = heading.next
    while sibling is not None and len(nodes) < _MAX_SIBLINGS:
        sibling_level = _level(sibling)
        if sibling_level is not None and sibling_level <= level:
            break
        nodes.append(sibling)
        sibling = sibling.next
    return nodes


def _outermost_wrapper(heading: LexborNode) -> LexborNode:
    words = _words(heading)
    for _ in range(_MAX_WRAPPERS):
        parent = heading.parent
        if parent is None or parent.tag in _PAGE_CONTAINERS or _words(parent) != words:
            break
        heading = parent
    return heading


# The structure's markers (``page.HEADINGS``, ``page.BREAK``) around a heading once marked.
_MARKERS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")


def _words(node: LexborNode) -> list[str]:
    return _MARKERS.sub(" ", node.text(deep=True)).split()


def _heads_alone(container: LexborNode, level: int) -> bool:
    """Whether ``container`` is a block of its own with one heading at ``level`` or above."""
    if container.tag in _PAGE_CONTAINERS:
        return False
    headings = page.select(container, _ANY_HEADING)[:_MAX_HEADINGS]
    return sum(1 for node in headings if (_level(node) or 0) <= level) == 1


# A block of other products is searched for its items in at most this many elements, and at
# most this many items are put in order: a hostile page's huge block costs no more.
_MAX_ELEMENTS = 2048
_MAX_ITEMS = 256


def in_order(block: LexborNode, separator: str) -> None:
    """``block``'s items (the most children of one tag under one parent: its cards, its list
    items) moved to the end of their parent in the order of their text, each between two
    ``separator``: a shop shuffles them at every load, and which products it recommends,
    at what price, is what a reader can tell apart, not in which order."""
    parent, items = _items(block)
    if parent is None:
        return
    for marker in _rank_markers(items):
        marker.decompose()
    for item in sorted(items, key=nodes.read):
        parent.insert_child(separator)
        parent.insert_child(item, move=True)
        parent.insert_child(separator)


# A ranking's place written in each item ("1", "1位", "第1位", "No.1", "#1", "TOP1", "1.",
# "1st", "1º"): re-ranked, the same products read in another order only with their places
# taken out.
_RANK = re.compile(
    r"(?:no\.?\s*|#|top\s*|\u7b2c)?(\d{1,3})(?:\s*[\u4f4d\u540d]|\.|st|nd|rd|th|[\u00ba\u00aa])?",
    re.IGNORECASE,
)


def _rank_markers(items: list[LexborNode]) -> list[LexborNode]:
    """The elements that number ``items`` 1, 2, 3... in the page's order, each the element
    of its item's first text; none unless every item has its place so, as a quantity or a
    size written first is no rank."""
    markers = []
    for place, item in enumerate(items, 1):
        marker = _first_text_element(item)
        found = _RANK.fullmatch(marker.text(deep=True).strip()) if marker is not None else None
        if marker is None or found is None or int(found[1]) != place:
            return []
        markers.append(marker)
    return markers


def _first_text_element(item: LexborNode) -> LexborNode | None:
    """The element inside ``item`` around its first words, if they are not the item's own."""
    for node in item.traverse(include_text=True):
        if node.tag == "-text" and (node.text_content or "").strip():
            parent = node.parent
            return None if parent is None or parent.mem_id == item.mem_id else parent
    return None


def _items(block: LexborNode) -> tuple[LexborNode | None, list[LexborNode]]:
    best: tuple[LexborNode | None, list[LexborNode]] = (None, [])
    for parent in [block, *block.css("*")[:_MAX_ELEMENTS]]:
        by_tag: dict[str, list[LexborNode]] = {}
        for child in parent.iter(include_text=False):
            by_tag.setdefault(child.tag or "", []).append(child)
        for children in by_tag.values():
            if len(best[1]) < len(children) <= _MAX_ITEMS and not (
                parent.mem_id == block.mem_id and _headed(children)
            ):
                best = (parent, children)
    return best if len(best[1]) > 1 else (None, [])


def _headed(children: list[LexborNode]) -> bool:
    """Whether one of the block's own children holds the heading that names it: those are
    the block's title and its content (``<div class="block-title">`` beside ``<div
    class="block-content">``), not two of its items."""
    return any(recommends(child.text(deep=True)) for child in children)


# A paid tile's badge: the word alone in an element, maybe with the marks around it
# ("Sponsored ⓘ", "· Gesponsert").
_WORDS = frozenset(word for table in words.SPONSORED.values() for word in table)
SPONSORED = clues.words(
    *{form for word in _WORDS for form in (word, word.capitalize(), word.upper())}
)
_BADGE_MARKS = " \t\n\u00b7\u2022|()[]\u24d8\u2139:"
_MAX_BADGES = 256
_TILE_DEPTH = 6  # from a badge up to its tile: the tile's box, its link, its header
_TILE_SIBLINGS = 3  # a listing's tiles: the paid one among at least two others of its kind


def sponsored(tree: LexborHTMLParser, source: str) -> list[LexborNode]:
    """The tiles a listing was paid to show: each the nearest box around a sponsored badge
    that stands among at least two siblings of its tag and class (a grid's or a list's other
    results) and holds a digit (its price). Only the badge's words the ``source`` holds are
    looked for."""
    tiles: dict[int, LexborNode] = {}
    for form in (form for form in SPONSORED if clues.holds(source, form)):
        for element in page.select(tree, f'*:lexbor-contains("{form}")')[:_MAX_BADGES]:
            said = element.text(deep=True)
            if len(said) > _LONGEST_BADGE or lower(said.strip(_BADGE_MARKS)) not in _WORDS:
                continue
            tile = _tile_of(element)
            if tile is not None:
                tiles.setdefault(tile.mem_id, tile)
    return list(tiles.values())


_LONGEST_BADGE = 32


def _tile_of(badge: LexborNode) -> LexborNode | None:
    node = badge
    for _ in range(_TILE_DEPTH):
        parent = node.parent
        if parent is None or parent.tag in _PAGE_CONTAINERS:
            return None
        kind = (node.tag, node.attributes.get("class"))
        alike = sum(
            1
            for child in parent.iter(include_text=False)
            if (child.tag, child.attributes.get("class")) == kind
        )
        if alike >= _TILE_SIBLINGS:
            return node if _DIGIT.search(node.text(deep=True)) else None
        node = parent
    return None


_DIGIT = re.compile(r"\d")
