"""Other products a whole page recommends are no offer of its own in prices and plans mode;
in text mode, their order is none of the page's text."""

# Cyrillic, Greek and Turkish letters that look like Latin ones are what these words are.
# ruff: noqa: RUF001

from decimal import Decimal

import pytest

from monitor.extract import Rules, extract, recommended
from monitor.extract.prices import PriceRecord

HTML = "text/html; charset=utf-8"


@pytest.mark.parametrize(
    "heading",
    [
        "You may also like",
        "Customers also bought",
        "Recently viewed",
        "Related products",
        "Das könnte Ihnen auch gefallen",
        "Kunden kauften auch",
        "Vous aimerez aussi",
        "También te puede gustar",
        "Potrebbe piacerti anche",
        # whoever bought it, named in the heading before what else they bought
        "Kunder som köpte detta köpte även",
        "Andra kunder köpte också",
        "Zákazníci, kteří koupili tento televizor, koupili také",
        "Zákazníci také koupili",
        "Chi ha acquistato questo prodotto ha acquistato anche",
        # a wine or food shop recommends by taste
        "Das könnte Ihnen auch schmecken",
        "You may also enjoy",
        "Similar wines",
        "Vins similaires",
        "Vini simili",
        "Liknande viner",
        "Lignende vine",
        "Você também pode gostar",
        "Misschien ook interessant",
        "Misschien vind je deze ook leuk",
        "Misschien vind je dit ook mooi",
        "Dit vind je misschien ook mooi",
        "Może Cię zainteresować",
        "Du kanske också gillar",
        "Du kan også lide",
        "Du vil kanskje også like",
        "Saatat pitää myös näistä",
        "Mohlo by vás zajímat",
        "関連商品",
        "猜你喜欢",
        "추천 상품",
        "С этим товаром покупают",
        "З цим товаром купують",
        "Clienții care au cumpărat acest produs au mai cumpărat",
        "Hasonló termékek",
        "Bunlar da ilginizi çekebilir",
        "Σχετικά προϊόντα",
        "מוצרים דומים",
        "منتجات ذات صلة",
        "منتجات قد تعجبك",
        "猜你喜歡",
        "你可能也喜歡",
        "Produk terkait",
        "Sản phẩm liên quan",
        "สินค้าที่เกี่ยวข้อง",
        "  Related Products  ",
        "Quem viu, viu também",
        # Odoo's alternatives of a product, in the languages its shops are written in
        "Alternative Products",
        "Produits alternatifs",
        "Alternative Produkte",
        "Productos alternativos",
        "Prodotti alternativi",
        "Produtos alternativos",
        "Alternatieve producten",
        "Produkty alternatywne",
        "Quem comprou, comprou também",
        "Recomendados para você",
        "Quienes vieron este producto también vieron",
        "Los clientes también vieron",
        "Quienes vieron este producto también compraron",
        "Quem viu este produto também comprou",
        "More from this brand",
        "Das könnte Sie auch interessieren",
        "Vous aimerez peut-être",
        "Les clients ont aussi consulté",
        "Les internautes ont aussi acheté",
        "Potrebbe interessarti anche",
        "Anderen bekeken ook",
        "Polecane produkty",
        # A shop's picks for the visitor, in the pharmacies of three languages.
        "Polecane dla Ciebie",
        "Für Sie empfohlen",
        "Recommandés pour vous",
        "Andra tittade också på",
        # Baltic and Icelandic shops.
        "Neseniai peržiūrėtos prekės",
        "Jums taip pat gali patikti",
        "Nesen skatītās preces",
        "Līdzīgas preces",
        "Viimati vaadatud tooted",
        "Sarnased tooted",
        "Nýlega skoðaðar vörur",
        "Svipaðar vörur",
        "Suositellut tuotteet",
        # Whoever it names as having viewed or bought them.
        "Guests also viewed",
        "Members also bought",
        "Shoppers also purchased",
        # Turkish capitals: "İ" lowers to an i with a combining dot, which no table writes.
        "Bunlar da İlginizi Çekebilir",
        "BUNLAR DA İLGİNİZİ ÇEKEBİLİR",
        "Son Görüntülenen Ürünler",
        # A dealer's, broker's or leasing site's other offers.
        "Autres offres du moment",
        "Nos autres offres",
        "Offres similaires",
        "Ähnliche Angebote",
        "Similar offers",
        "Other deals",
        "Ofertas similares",
        "Otras ofertas del momento",
        "Ofertas semelhantes",
        "Outras ofertas do momento",
        "Offerte simili",
        # A listing site's other flats, holiday homes and cars.
        "Similar properties",
        "Ähnliche Wohnungen",
        "Gîtes à proximité",
        "Annunci simili",
        "Alojamientos cercanos",
        "Vergelijkbare woningen",
        "Podobne ogłoszenia",
        "Imóveis semelhantes",
        # A Japanese shop's best-seller ranking beside the product, with its hourly stamp.
        "売れ筋ランキング（2026/12/04 05:00更新）",
        "人気ランキング",
        "生活家電の売れ筋商品",
        # A fashion chain's rail under its listing, dealt anew per visitor.
        "あなたへのおすすめ",
        "あなたにおすすめのアイテム",
        # A creator platform's other products, headed with the creator's or the store's name.
        "More from Kasboek",
        "More by Anna Berg",
        "Meer van Kasboek",
        "Mehr von Notizwerk",
        "Autres produits de Atelier Lune",
        "Altri prodotti di Studio Nove",
        # A comparison site's other products, "others also viewed", as each language says it.
        "Inni oglądali także",
        "Klienci kupili też",
        "Zákazníci také prohlíželi",
        "Άλλοι είδαν επίσης",
        "Andere Nutzer sahen sich auch an",
        "Andra har också tittat på",
        "Altri hanno visto anche",
        "この製品を見た人はこんな製品も見ています",
        "関連製品",
        "비슷한 상품",
        # A news site's or a streaming service's lists of its other articles and titles.
        "Most read",
        "Mest läst just nu",
        "Meistgelesen",
        "Les plus lus",
        "Lo más visto hoy en España",
        "I più letti",
        "Ultim’ora",
        "Meest gelezen",
        "Mest læste",
        "Leia também",
        "Fler nyheter",
        "Luetuimmat oppaat",
        "Lue myös",
        # A refurbished shop's other devices, "customers also looked at" in French.
        "Les clients ont aussi regardé",
        "Ils ont aussi regardé",
        # ... in the right-to-left languages.
        "חדשות אחרונות",
        "הכי נקראים",
        "آخر الأخبار",
        "الأكثر قراءة",
        "آخرین اخبار",
        "محصولات مشابه",
        "تازہ ترین خبریں",
        "متعلقہ مصنوعات",
        "وروستي خبرونه",
        "ورته محصولات",
        # ... in India's and Sri Lanka's scripts.
        "समान उत्पाद",
        "तुम्हाला हे देखील आवडू शकते",
        "সম্পর্কিত পণ্য",
        "ஒத்த தயாரிப்புகள்",
        "మీకు ఇవి కూడా నచ్చవచ్చు",
        "ಇದೇ ರೀತಿಯ ಉತ್ಪನ್ನಗಳು",
        "സമാന ഉൽപ്പന്നങ്ങൾ",
        "તમને આ પણ ગમશે",
        "ਸੰਬੰਧਿਤ ਉਤਪਾਦ",
        "සමාන නිෂ්පාදන",
        # an app store's other apps and games beside a listing
        "Similar apps",
        "Ähnliche Spiele",
        "Jeux similaires",
        "Apps semelhantes",
        "類似のアプリ",
        "유사한 게임",
        "类似应用",
        "Benzer uygulamalar",
        "Похожие игры",
        # a creator platform's other creators beside a creator's page
        "Creators you might like",
        "Similar creators",
        "Ähnliche Creator",
        "Créateurs similaires",
        "Creadores similares",
        "Criadores semelhantes",
        "おすすめのクリエイター",
        # Malaysian and Filipino marketplaces' rails beside a product (before: none, so the
        # rail reordered at each load was a text-mode change)
        "Anda Mungkin Juga Suka",
        "Produk Berkaitan",
        "Baru Dilihat",
        "Dari Kedai Yang Sama",
        "Baka Magustuhan Mo Rin",
        "Mga Kaugnay na Produkto",
        # A fashion shop's outfit rail under a garment (before: only in English)
        "Completa el look",
        "Completa o look",
        "Complétez le look",
        "Completa il tuo look",
        "Vervollständige den Look",
        "Maak de look compleet",
        # Hebrew's plural "may interest you" and "customers who bought this also bought"
        "מוצרים שאולי יעניינו אותך",
        "לקוחות שקנו מוצר זה קנו גם",
    ],
)
def test_a_heading_of_other_products_recommends(heading: str) -> None:
    assert recommended.recommends(heading)


@pytest.mark.parametrize(
    "heading",
    [
        "Frequently bought together",  # a bundle with this product: one of its offers
        "Pro",
        "Compare plans",
        "What customers say",
        "Unrelated productsX",
        "Nos offres du moment",  # this page's own current offers
        "Angebote",
        "Offres",
        "Commerces à proximité",  # what is near the holiday home, no other home
        "Wohnungen",
        "ランキング1位獲得モデル",  # a product's own award, no block of others
        "You may also like " + "x" * 80,  # a sentence of copy, not a heading
        "Most popular",  # a plan's badge
        "Suosituin",  # Finnish: the same badge
        "Oppaat",  # Finnish: guides, a docs site's own section
        "Ofertas de última hora",  # a travel site's own last-minute offers
        "الأسعار",  # the page's own prices
        "د انټرنیټ بنډلونه",  # Pashto: the internet bundles, this page's offer
        "חבילות האינטרנט שלנו",  # Hebrew: our internet packages
        "Get more from your team",  # a plan's pitch: "more from" opens no name
        "Mehr von 3 Nutzern",  # a count, no creator
        "Meer van alles voor 5 gebruikers",
        "Mooi en praktisch",  # Dutch: the product's own pitch, no block of others
        "Misschien ook mooi voor uw tuin: 5 kleuren",  # copy, not a heading
        "Köptes även i butik",  # Swedish: "was also bought in store", no one else's choice
        "Koupili jste také záruku?",  # Czech: "did you also buy a warranty?", an FAQ's
        "Acquistato anche in negozio",  # Italian: bought in store too
        "Penerangan Produk",  # Malay: the product's own description
        "Produk kami",  # Malay: our products, this page's own
        "Mga Produkto",  # Filipino: the products, a listing's own heading
        "El look de la temporada",  # a shop's own lookbook, no rail of others
        "Der Look für den Sommer",
    ],
)
def test_other_headings_do_not(heading: str) -> None:
    assert not recommended.recommends(heading)


PRODUCT = (
    "<html><body><main><div class=product><h1>Merino Hoodie</h1><p>$89.00</p>"
    "<button>Add to cart</button></div>{other}</main></body></html>"
)
SECTION = (
    "<section class=related><h2>You may also like</h2><ul><li>{a} <span>${pa}</span></li>"
    "<li>{b} <span>${pb}</span></li></ul></section>"
)
FLAT = "<h2>Kunden kauften auch</h2><div><p>{a}</p><p>{pa} €</p></div><h2>Details</h2><p>{b}</p>"
# A heading by its role, in a wrapper that holds only it (Magento's Luma theme).
ROLE = (
    "<div class='block upsell'><div class=block-title><strong role=heading aria-level=2>"
    "Misschien vind je deze ook leuk</strong></div><div class=block-content><ol>"
    "<li><a>{a}</a> <span>€ {pa}</span></li><li><a>{b}</a> <span>€ {pb}</span></li>"
    "</ol></div></div>"
)
# A heading's tag, in a wrapper of its own beside the list it heads.
WRAPPED = (
    "<div class=related><div class=title><div><h3>Produits associés</h3></div></div>"
    "<ul><li>{a} <b>{pa} €</b></li><li>{b} <b>{pb} €</b></li></ul></div>"
)
# A tab naming the panel it shows, by its link (Shopware's cross-selling) or by aria-controls.
TAB_LINK = (
    "<ul role=tablist><li><a role=tab href='#cs-0-pane' aria-selected=true>"
    "Das könnte Sie auch interessieren</a></li></ul><div class=tab-content>"
    "<div class='tab-pane active' id=cs-0-pane role=tabpanel><div class=slider>"
    "<div><a>{a}</a> <span>CHF {pa}*</span></div><div><a>{b}</a> <span>CHF {pb}*</span></div>"
    "</div></div></div>"
)
TAB_CONTROLS = (
    "<div role=tablist><button role=tab aria-controls=p-2>Du kanske också gillar</button></div>"
    "<div id=p-2 role=tabpanel><p>{a} {pa} kr</p><p>{b} {pb} kr</p></div>"
)


def table(body: str, mode: str = "prices", selector: str | None = None) -> list[PriceRecord]:
    return list(extract(body.encode(), HTML, Rules(extract=mode, selector=selector)).prices)  # type: ignore[arg-type]


@pytest.mark.parametrize("mode", ["prices", "plans"])
@pytest.mark.parametrize("other", [SECTION, FLAT, ROLE, WRAPPED, TAB_LINK, TAB_CONTROLS])
def test_rotated_recommendations_leave_the_table_as_it_was(mode: str, other: str) -> None:
    one = PRODUCT.format(other=other.format(a="Wool Cap", pa="25.00", b="Scarf", pb="39.00"))
    two = PRODUCT.format(other=other.format(a="Gloves", pa="19.00", b="Socks", pb="12.00"))
    assert table(one, mode) == table(two, mode)
    assert [str(record.amount) for record in table(one, mode)] == ["89.00"]


# A page written without whitespace between its tags (React's, a minifier's): each name is
# glued to the price after it, as the product's own is.
GLUED = (
    "<html lang=de><body><main><div class=product><h1>Teekanne</h1><p>39,00 €</p></div>"
    "<section><h2>Das könnte Ihnen auch gefallen</h2><ul><li><h3>{a}</h3><span>{pa} €</span>"
    "</li><li><h3>{b}</h3><span>{pb} €</span></li></ul></section></main></body></html>"
)


@pytest.mark.parametrize("mode", ["prices", "plans"])
def test_rotated_recommendations_glued_to_their_names_leave_the_table(mode: str) -> None:
    one = GLUED.format(a="Tasse", pa="12,90", b="Schale", pb="18,50")
    two = GLUED.format(a="Teller", pa="9,99", b="Becher", pb="7,49")
    assert table(one, mode) == table(two, mode)
    assert [str(record.amount) for record in table(one, mode)] == ["39.00"]


@pytest.mark.parametrize(
    "other",
    [
        # a tab of the product's own: its panel is the product's
        "<a role=tab href='#d'>Description</a><div id=d><p>Gift box: $5.00</p></div>",
        # a tab that names no panel, or one no selector can quote
        "<a role=tab>You may also like</a><div><p>Gift box: $5.00</p></div>",
        "<a role=tab aria-controls='x\"]'>You may also like</a><p>Gift box: $5.00</p>",
        # a heading by its role at the product's level heads no block of others
        "<b role=heading aria-level=1>Related products</b><p>Gift box: $5.00</p>",
    ],
)
def test_other_tabs_and_role_headings_keep_their_prices(other: str) -> None:
    assert [str(record.amount) for record in table(PRODUCT.format(other=other))] == [
        "89.00",
        "5.00",
    ]


def test_the_heading_after_the_block_is_read_again() -> None:
    body = PRODUCT.format(other=FLAT.format(a="Cap", pa="25,00", b="Wool, 100 % merino", pb=""))
    body = body.replace("<p>Wool, 100 % merino</p>", "<p>Gift box: $5.00</p>")
    assert [str(record.amount) for record in table(body)] == ["89.00", "5.00"]


def test_a_page_whose_only_prices_are_recommended_keeps_them() -> None:
    body = (
        "<html><body><h1>Sold out</h1>"
        + SECTION.format(a="Cap", pa="25.00", b="Scarf", pb="39.00")
        + "</body></html>"
    )
    assert [str(record.amount) for record in table(body)] == ["25.00", "39.00"]


def test_a_selector_that_takes_them_in_keeps_them() -> None:
    body = PRODUCT.format(other=SECTION.format(a="Cap", pa="25.00", b="Scarf", pb="39.00"))
    assert len(table(body, selector="main")) == 3


def text(body: str, selector: str | None = None) -> str:
    return extract(body.encode(), HTML, Rules(extract="text", selector=selector)).text


def shuffled(order: list[int], block: str = "<section><h2>Customers also bought</h2>{}") -> str:
    items = [("Wool Cap", "25.00"), ("Scarf", "39.00"), ("Gloves", "19.00")]
    cards = "".join(f"<li><a>{items[i][0]}</a> <span>${items[i][1]}</span></li>" for i in order)
    return PRODUCT.format(
        other=block.format(f"<ul>{cards}</ul><a>See all</a></section>")
        + "<footer><p>Shipping</p></footer>"
    )


@pytest.mark.parametrize(
    "block",
    [
        "<section><div class=block-title><strong role=heading>Related products</strong></div>{}",
        "<section><div class=title><h2>Gerelateerde producten</h2></div><div>{}</div>",
        "<a role=tab href='#r'>You may also like</a><section id=r role=tabpanel>{}",
    ],
)
def test_in_text_mode_recommendations_under_a_role_or_a_tab_read_the_same(block: str) -> None:
    one, two = shuffled([0, 1, 2], block), shuffled([2, 0, 1], block)
    assert text(one) == text(two)
    assert text(one) != text(shuffled([0, 1], block))


def test_in_text_mode_recommendations_in_another_order_read_the_same() -> None:
    one, two = shuffled([0, 1, 2]), shuffled([2, 0, 1])
    assert (
        extract(one.encode(), HTML, Rules()).digest == extract(two.encode(), HTML, Rules()).digest
    )
    lines = text(one).splitlines()
    # Each product stays one line, with its own price; the rest of the page as it was.
    products = ["Gloves $19.00", "Scarf $39.00", "Wool Cap $25.00"]
    assert lines[-6:] == ["Customers also bought", *products, "See all", "Shipping"]


def ranked(order: list[int], place: str, heading: str = "人気ランキング") -> str:
    items = [("Wool Cap", "25.00"), ("Scarf", "39.00"), ("Gloves", "19.00")]
    cards = "".join(
        f"<li>{place.format(n)}<a href='/p/{i}'>{items[i][0]}</a> <span>${items[i][1]}</span></li>"
        for n, i in enumerate(order, 1)
    )
    return PRODUCT.format(other=f"<aside><h3>{heading}</h3><ol>{cards}</ol></aside>")


@pytest.mark.parametrize(
    ("place", "heading"),
    [
        ("<span class=rank>{}</span>", "人気ランキング"),
        ("<span class=rank>{}位</span>", "売れ筋ランキング"),
        ("<b>No.{}</b> ", "Customers also bought"),
        ("<i>#{}</i>", "Most viewed"),
        ("<em>{}.</em> ", "Meistgelesen"),
        ("<span>\u7b2c{}\u4f4d</span>", "売れ筋ランキング"),
        ("<b>TOP{}</b>", "Customers also bought"),
        ("<sup>{}\u00ba</sup> ", "Most viewed"),
    ],
)
def test_in_text_mode_a_ranking_reranked_with_its_places_reads_the_same(
    place: str, heading: str
) -> None:
    # A best-seller list numbers its items in their own elements: re-ranked, each product
    # took another number, which read as another line for each.
    assert text(ranked([0, 1, 2], place, heading)) == text(ranked([2, 0, 1], place, heading))
    assert text(ranked([0, 1, 2], place, heading)) != text(ranked([0, 1], place, heading))


def test_a_number_that_is_no_place_stays() -> None:
    # "2 Stück" first in each card is no rank: 2, 2, 2 does not count the cards.
    one = ranked([0, 1, 2], "<span>2 pcs</span>", "Customers also bought")
    assert "2 pcs" in text(one)


@pytest.mark.parametrize(
    "other",
    [
        [0, 1],  # a product gone
        [0, 1, 1],  # one twice
    ],
)
def test_in_text_mode_another_product_recommended_is_a_change(other: list[int]) -> None:
    assert text(shuffled([0, 1, 2])) != text(shuffled(other))


def test_in_text_mode_another_price_of_a_recommended_product_is_a_change() -> None:
    body = shuffled([0, 1, 2])
    assert text(body) != text(body.replace("$39.00", "$35.00"))


NEWS_PAGE = (
    "<html><body><main><h1>{plans}</h1><p>{price}</p>{block}</main>"
    "<footer><p>Impressum</p></footer></body></html>"
)
NEWS_BLOCKS = [
    # An ordered list under a heading, its teasers re-ranked at each load.
    ("Digital", "139 kr/mån", "<section><h2>Mest läst just nu</h2><ol>{items}</ol></section>"),
    # A sidebar widget of a WordPress theme.
    (
        "Abbonamenti",
        "CHF 19.90 al mese",
        '<aside><section class="widget"><h2 class="widget-title">I più letti</h2><ul>{items}'
        "</ul></section></aside>",
    ),
    # A streaming service's row of titles, cards under a heading with the rest of its line.
    ("Planes", "10,99 €/mes", "<h2>Lo más visto hoy en España</h2><div>{items}</div>"),
    ("Abo", "14,99 € / Monat", "<div><h3>Meistgelesen</h3><ul>{items}</ul></div>"),
    # A Joomla module in a right-to-left sidebar.
    (
        "بنډلونه",
        "۴۹۹ افغانۍ میاشتنۍ",
        '<aside><div class="moduletable"><h3>وروستي خبرونه</h3><ul class="latestnews">{items}'
        "</ul></div></aside>",
    ),
]
TEASERS = ["Ny bro över Sundet", "Hockey: derbyt vändes", "Julmarknader i länet"]


def news_page(block: tuple[str, str, str], order: list[int], tag: str = "li") -> str:
    plans, price, markup = block
    items = "".join(f"<{tag}><a href=/a/{i}>{TEASERS[i]}</a></{tag}>" for i in order)
    return NEWS_PAGE.format(plans=plans, price=price, block=markup.format(items=items))


@pytest.mark.parametrize("block", NEWS_BLOCKS)
def test_in_text_mode_a_news_sites_rotated_teasers_read_the_same(
    block: tuple[str, str, str],
) -> None:
    tag = "div" if "<div>{items}" in block[2] else "li"
    assert text(news_page(block, [0, 1, 2], tag)) == text(news_page(block, [2, 0, 1], tag))
    assert text(news_page(block, [0, 1, 2], tag)) != text(news_page(block, [0, 1], tag))


def test_in_text_mode_a_selector_keeps_the_pages_order() -> None:
    one, two = shuffled([0, 1, 2]), shuffled([2, 0, 1])
    assert text(one, selector="main") != text(two, selector="main")


@pytest.mark.parametrize(
    ("heading", "offers"),
    [
        ("Other sellers on Amazon", True),
        ("Weitere Angebote (4)", True),
        ("Alte oferte pentru acest produs (3)", True),
        ("Autres vendeurs", True),
        ("Inne oferty", True),
        ("Autres offres", True),
        ("Otras ofertas", True),
        # A marketplace's offers of the same product from other sellers.
        ("Outras op\u00e7\u00f5es de compra", True),
        ("Otras opciones de compra", True),
        ("Autres offres du moment", False),  # other cars of a broker: recommended
        ("Otras ofertas del momento", False),
        ("その他の出品者", True),
        ("You may also like", False),
        ("Product description", False),
    ],
)
def test_a_heading_of_the_products_other_offers_is_known(heading: str, offers: bool) -> None:
    assert recommended.other_offers(heading) is offers


def test_a_whole_pages_other_sellers_offers_are_the_products() -> None:
    def digest(seller_price: str) -> str:
        page = (
            '<script type="application/ld+json">{"@type": "Product", "name": "Vento Air 14",'
            ' "offers": {"@type": "Offer", "price": "1249.99", "priceCurrency": "EUR"}}</script>'
            "<h1>Vento Air 14</h1><p>€1,249.99</p><h3>Other sellers (2)</h3>"
            f"<div><p>Sold by: Tech Hub</p><p>€{seller_price}</p><p>In stock</p></div>"
            "<h2>Description</h2><p>A light laptop.</p>"
        )
        return extract(page.encode(), HTML, Rules(extract="prices")).digest

    assert digest("1,279.90") != digest("1,299.90")


def comparison_page(name: str, shops: str) -> str:
    return (
        '<script type="application/ld+json">{"@type": "Product", "name": "' + name + '",'
        ' "offers": {"@type": "AggregateOffer", "lowPrice": "1249.00", "highPrice": "1399.00",'
        ' "priceCurrency": "PLN"}}</script>'
        f"<h1>{name}</h1><p>4,6 / 5</p>{shops}<h2>Opinie</h2><p>Polecam.</p>"
    )


def _shop(name: str, price: str, *lines: str) -> str:
    return f"<div class=offer><h3>{name}</h3><p>{price}</p>{''.join(lines)}</div>"


# A comparison site's shops, cards of one shape under a title set in no heading, the first
# at the data's lowest price: each shop's price is the product's.
_SHOPS = (
    "<div>Por\u00f3wnanie cen w sklepach</div>"
    + _shop(
        "ElektroMax.pl",
        "1 249,00 z\u0142",
        "<p>Dostawa 14,99 z\u0142</p>",
        "<a>Id\u017a do sklepu</a>",
    )
    + _shop("TechnoPunkt", "{second}", "<p>Darmowa dostawa</p>", "<a>Id\u017a do sklepu</a>")
    + _shop("MegaAGD24", "{third}", "<p>Dostawa 9,99 z\u0142</p>", "<a>Id\u017a do sklepu</a>")
)


# The second and the third shop's prices, each before and after it changes.
_ZLOTY = ("1 279,00 z\u0142", "1 259,00 z\u0142", "1 299,99 z\u0142", "1 319,99 z\u0142")
_GERMAN = ("1.279,00 PLN", "1.259,00 PLN", "1.299,99 PLN", "1.319,99 PLN")
_ENGLISH = ("PLN 1,279.00", "PLN 1,259.00", "PLN 1,299.99", "PLN 1,319.99")


@pytest.mark.parametrize(
    ("shops", "prices", "changed"),
    [
        (_SHOPS, _ZLOTY, True),
        # ... in German, each button a link
        (
            "<div>Preisvergleich</div>"
            + _shop(
                "Technikhaus",
                "1.249,00 PLN",
                "<p>Versand 4,99 PLN</p>",
                "<a href=/go/1>Zum Shop</a>",
            )
            + _shop("Elektro24", "{second}", "<a href=/go/2>Zum Shop</a>")
            + _shop("Medienwelt", "{third}", "<a href=/go/3>Zum Shop</a>"),
            _GERMAN,
            True,
        ),
        # ... in English, the rail after the last shop's button ends the run
        (
            "<p>Compare prices</p>"
            + _shop(
                "Store One",
                "PLN 1,249.00",
                "<p>PLN 14.99 delivery</p>",
                "<button>Go to store</button>",
            )
            + _shop("Store Two", "{second}", "<button>Go to store</button>")
            + _shop(
                "Store Three", "{third}", "<button>Go to store</button>", "<p>You may also like</p>"
            )
            + _shop("Krion AirChef M", "PLN 389.00"),
            _ENGLISH,
            True,
        ),
        # Decoys: tiles after the product's offer without its button (a rail of other
        # products), and tiles with its button after a line that recommends them.
        (
            _shop(
                "ElektroMax.pl",
                "1 249,00 z\u0142",
                "<p>Dostawa 14,99 z\u0142</p>",
                "<a>Id\u017a do sklepu</a>",
            )
            + _shop("Tefalux EasyCrisp", "{second}", "<a>Zobacz</a>")
            + _shop("Cosorin Dual", "{third}", "<a>Zobacz</a>"),
            _ZLOTY,
            False,
        ),
        # ... and a rail of other products after the product's buy box, each tile with its
        # button to this shop's cart, the box's own.
        (
            _shop(
                "Krion AirChef XL 8 l",
                "1 249,00 z\u0142",
                "<p>Dostawa 14,99 z\u0142</p>",
                "<button>Dodaj do koszyka</button>",
            )
            + _shop("Tefalux EasyCrisp", "{second}", "<button>Dodaj do koszyka</button>")
            + _shop("Cosorin Dual", "{third}", "<button>Dodaj do koszyka</button>"),
            _ZLOTY,
            False,
        ),
        # ... or each tile ending in the box's stock line: no button to a shop.
        (
            _shop(
                "Krion AirChef XL 8 l",
                "1 249,00 z\u0142",
                "<p>Dostawa 14,99 z\u0142</p>",
                "<p>Dost\u0119pny</p>",
            )
            + _shop("Tefalux EasyCrisp", "{second}", "<p>Dost\u0119pny</p>")
            + _shop("Cosorin Dual", "{third}", "<p>Dost\u0119pny</p>"),
            _ZLOTY,
            False,
        ),
        (
            _shop("Krion AirChef XL 8 l", "PLN 1,249.00", "<p>PLN 14.99</p>", "<p>In stock</p>")
            + _shop("Tefalux EasyCrisp", "{second}", "<p>In stock</p>")
            + _shop("Cosorin Dual", "{third}", "<p>In stock</p>"),
            _ENGLISH,
            False,
        ),
        (
            _shop("Krion AirChef XL 8 l", "PLN 1,249.00", "<a>Add to cart</a>")
            + _shop("Tefalux EasyCrisp", "{second}", "<a>Add to cart</a>")
            + _shop("Cosorin Dual", "{third}", "<a>Add to cart</a>"),
            _ENGLISH,
            False,
        ),
        (
            _shop("Store One", "PLN 1,249.00", "<p>PLN 14.99 delivery</p>", "<a>Buy now</a>")
            + _shop("Store Two", "{second}", "<p>Customers also bought</p>", "<a>Buy now</a>")
            + _shop("Store Three", "{third}", "<a>Buy now</a>"),
            _ENGLISH,
            False,
        ),
    ],
)
def test_a_comparison_sites_shops_are_the_products_offers(
    shops: str, prices: tuple[str, str, str, str], changed: bool
) -> None:
    def digest(second: str, third: str) -> str:
        page = comparison_page("Krion AirChef XL 8 l", shops.format(second=second, third=third))
        return extract(page.encode(), HTML, Rules(extract="prices")).digest

    second, second_changed, third, third_changed = prices
    before = digest(second, third)
    assert (before != digest(second_changed, third)) is changed
    assert (before != digest(second, third_changed)) is changed


def product_page(price: str, currency: str, section: str) -> str:
    return (
        '<script type="application/ld+json">{"@type": "Product", "name": "Volta e-City",'
        f' "offers": {{"@type": "Offer", "price": "{price}", "priceCurrency": "{currency}"}}}}'
        "</script><h1>Volta e-City</h1><p>Électrique, 5 places</p>"
        f"{section}<h2>Caractéristiques</h2><p>Autonomie 320 km</p>"
    )


@pytest.mark.parametrize(
    ("price", "currency", "section", "added"),
    [
        # A configurator's terms, one of whose rates is the data's offer.
        (
            "249",
            "EUR",
            "<h2>Composez votre loyer</h2><h3>Durée</h3><table><tr><td>24 mois</td>"
            "<td>289 €/mois</td></tr><tr><td>37 mois</td><td>249 €/mois</td></tr>"
            "<tr><td>49 mois</td><td>229 €/mois</td></tr></table>",
            {"289", "229"},
        ),
        # A print shop's quantities, the data's price one of them.
        (
            "24.90",
            "EUR",
            "<h2>Auflage wählen</h2><table><tr><td>100 Stück</td><td>19,90 €</td></tr>"
            "<tr><td>250 Stück</td><td>24,90 €</td></tr></table>",
            {"19.90"},
        ),
        # A gig's packages in English.
        (
            "45",
            "GBP",
            "<h2>Packages</h2><ul><li>Basic £45</li><li>Standard £120</li></ul>",
            {"120"},
        ),
        # The plans a phone is sold with, each a price by the month beside the device's.
        (
            "2399.00",
            "BRL",
            "<h2>Leve com um plano</h2><div><h3>Controle 25 GB</h3><p>R$ 59,99/mês</p>"
            "<p>Aparelho por R$ 1.799,00</p></div><div><h3>Pós 50 GB</h3><p>R$ 119,99/mês</p>"
            "<p>Aparelho por R$ 1.299,00</p></div>",
            {"59.99", "1799.00", "119.99", "1299.00"},
        ),
        # ... each price's sign, whole, cents and period in a block of its own
        (
            "2399.00",
            "BRL",
            "<h2>Leve com um plano</h2><div><h3>Controle 25 GB</h3><div>R$</div><div>59</div>"
            "<div>,99</div><div>/mês</div><div>Aparelho por R$ 1.799,00</div></div>"
            "<div><h3>Pós 50 GB</h3><div>R$</div><div>119</div><div>,99</div><div>/mês</div>"
            "<div>Aparelho por R$ 1.299,00</div></div>",
            {"59.99", "1799.00", "119.99", "1299.00"},
        ),
        (
            "999",
            "USD",
            "<h2>Add a protection plan</h2><ul><li>Monthly $9.99/mo</li>"
            "<li>Two years $199.99/2 years</li></ul>",
            {"9.99", "199.99"},
        ),
        # Decoys: a section of other products' prices, none the data's, and one that says the
        # data's price again alone (a sticky order bar); reviews that quote one amount a
        # month, and a single price by the month.
        (
            "249",
            "EUR",
            "<h2>Avis clients</h2><p>« Je paie 30 €/mois de moins qu'avant. »</p>"
            "<p>« Livré en 3 semaines, 5 étoiles. »</p>",
            set(),
        ),
        (
            "249",
            "EUR",
            "<h2>Accessoires</h2><ul><li>Câble 9,90 €</li><li>Borne 499 €</li></ul>",
            set(),
        ),
        ("249", "EUR", "<h2>Réserver</h2><p>249 €/mois</p>", set()),
    ],
)
def test_a_section_that_shows_the_datas_price_among_others_is_the_products(
    price: str, currency: str, section: str, added: set[str]
) -> None:
    page = product_page(price, currency, section)
    found = {str(r.amount) for r in table(page)} - {str(Decimal(price))}
    assert found == added


@pytest.mark.parametrize(
    ("price", "currency", "section", "added"),
    [
        # A pharmacy's pack sizes as tiles, each headed by its size, the first not the one the
        # data states: every tile is the product's.
        (
            "4.19",
            "EUR",
            "<h3>10 St</h3><p>2,99 \u20ac</p><p>AVP 4,48 \u20ac</p><p>Lieferbar</p>"
            "<h3>20 St</h3><p>4,19 \u20ac</p><p>AVP 6,47 \u20ac</p><p>Lieferbar</p>"
            "<h3>50 St</h3><p>8,95 \u20ac</p><p>Nicht lieferbar</p>",
            {"2.99", "4.48", "6.47", "8.95"},
        ),
        (
            "17.50",
            "EUR",
            "<h4>30 compresse</h4><p>\u20ac 9,90</p><p>\u20ac 0,33 a compressa</p>"
            "<h4>60 compresse</h4><p>\u20ac 17,50</p><p>\u20ac 0,29 a compressa</p>",
            {"9.90", "0.33", "0.29"},
        ),
        (
            "12.99",
            "USD",
            "<h3>50 ml</h3><p>$7.49</p><h3>100 ml</h3><p>$12.99</p><p>$16.99</p>",
            {"7.49", "16.99"},
        ),
        # Other products' tiles, named at length, one at the data's price: not its variants.
        (
            "4.19",
            "EUR",
            "<h3>Dolorex Paracetamol 500 mg Tabletten</h3><p>2,99 \u20ac</p>"
            "<h3>Nasivent Meerwasser Nasenspray</h3><p>4,19 \u20ac</p><p>UVP 5,99 \u20ac</p>",
            set(),
        ),
        # Short tiles, none at the data's price: not the product's.
        (
            "4.19",
            "EUR",
            "<h3>10 St</h3><p>2,99 \u20ac</p><h3>50 St</h3><p>8,95 \u20ac</p>",
            set(),
        ),
    ],
)
def test_sibling_tiles_one_of_which_shows_the_datas_price_are_its_variants(
    price: str, currency: str, section: str, added: set[str]
) -> None:
    page = product_page(price, currency, section)
    found = {str(r.amount) for r in table(page)} - {str(Decimal(price))}
    assert found == added


def test_a_configurators_rate_that_changes_is_a_change() -> None:
    section = (
        "<h2>Composez votre loyer</h2><table><tr><td>37 mois</td><td>249 €/mois</td></tr>"
        "<tr><td>49 mois</td><td>{rate} €/mois</td></tr></table>"
    )

    def digest(rate: str) -> str:
        page = product_page("249", "EUR", section.format(rate=rate))
        return extract(page.encode(), HTML, Rules(extract="prices")).digest

    assert digest("229") != digest("239")


def aggregate_page(cards: str, after: str = "") -> str:
    return (
        '<script type="application/ld+json">{"@type": "Product", "name": "Nimbus CRM",'
        ' "offers": {"@type": "AggregateOffer", "lowPrice": "12", "highPrice": "79",'
        ' "priceCurrency": "EUR"}}</script><h1>Nimbus CRM Preise</h1>'
        f"{cards}{after}<h2>Häufige Fragen</h2><p>Kann ich kündigen?</p>"
    )


def _cards(middle: str) -> str:
    return "".join(
        f'<div class="tier"><h3>{name}</h3><p>{price} € / Monat</p><h4>Enthalten</h4>'
        f"<p>{users} Nutzer</p></div>"
        for name, price, users in (
            ("Start", "12", "3"),
            ("Team", middle, "10"),
            ("Pro", "79", "50"),
        )
    )


@pytest.mark.parametrize(
    ("before", "after", "changes"),
    [
        # A plan between the aggregate's lowest and highest price, each plan its own card.
        ((_cards("39"), ""), (_cards("45"), ""), True),
        # Other products after the cards, under a heading above the cards' level, one at the
        # data's highest amount: no offer.
        (
            (
                _cards("39"),
                "<h2>Schulungen</h2><h3>Grundkurs</h3><p>49 €</p><h3>Intensiv</h3><p>79 €",
            ),
            (
                _cards("39"),
                "<h2>Schulungen</h2><h3>Grundkurs</h3><p>55 €</p><h3>Intensiv</h3><p>79 €",
            ),
            False,
        ),
        # A recommendation after the cards, in range but no card of the plans: no offer.
        (
            (_cards("39"), "<h2>Auch interessant</h2><h3>Nimbus Mail</h3><p>19 €</p>"),
            (_cards("39"), "<h2>Auch interessant</h2><h3>Nimbus Mail</h3><p>25 €</p>"),
            False,
        ),
    ],
)
def test_the_plans_an_aggregate_sums_up_are_the_products_each_under_its_heading(
    before: tuple[str, str], after: tuple[str, str], changes: bool
) -> None:
    def digest(parts: tuple[str, str]) -> str:
        return extract(aggregate_page(*parts).encode(), HTML, Rules(extract="prices")).digest

    assert (digest(before) != digest(after)) is changes


NAMED_PLANS = (
    '<html lang="fr"><script type="application/ld+json">{ld}</script><h1>{title}</h1>'
    '<div class="plan"><h3>Gratuit</h3><p>0 \u20ac</p></div>'
    '<div class="plan"><h3>{named}</h3><p>{pro} \u20ac / utilisateur / mois</p></div>'
    '<div class="plan"><h3>Entreprise</h3><p>{business} \u20ac / utilisateur / mois</p></div>'
    "<h2>Vous aimerez aussi</h2><h3>Notable Mail</h3><p>{other} \u20ac / mois</p>"
)
FREE_OFFER = (
    '{"@type": "SoftwareApplication", "name": "Notable", "offers": {"@type": "Offer",'
    ' "price": "0", "priceCurrency": "EUR"}}'
)
TWO_OFFERS = (
    '{"@type": "Product", "name": "Notable", "offers": [{"@type": "Offer", "name": "Pro",'
    ' "price": "8", "priceCurrency": "EUR"}, {"@type": "Offer", "name": "Gratuit",'
    ' "price": "0", "priceCurrency": "EUR"}]}'
)
ONE_PLAN = (
    '{"@type": "Product", "name": "Notable Pro", "offers": {"@type": "Offer", "price": "8",'
    ' "priceCurrency": "EUR"}}'
)


@pytest.mark.parametrize(
    ("ld", "title", "named"),
    [
        (FREE_OFFER, "Notable", "Pro"),
        (TWO_OFFERS, "Notable", "Pro"),
        # A heading that names no product, or a card named as the data's one product.
        (FREE_OFFER, "Des tarifs simples", "Pro"),
        (TWO_OFFERS, "Choisissez votre formule", "Pro"),
        (ONE_PLAN, "Tarifs", "Notable Pro"),
    ],
)
@pytest.mark.parametrize(
    ("before", "after", "changes"),
    [
        (("8", "16", "5"), ("8", "18", "5"), True),  # a plan the data does not name
        (("8", "16", "5"), ("8", "16", "6"), False),  # a recommended product's
    ],
)
def test_the_plans_beside_the_ones_the_data_names_are_the_products(
    ld: str,
    title: str,
    named: str,
    before: tuple[str, str, str],
    after: tuple[str, str, str],
    changes: bool,
) -> None:
    def digest(values: tuple[str, str, str]) -> str:
        pro, business, other = values
        page = NAMED_PLANS.format(
            ld=ld, title=title, named=named, pro=pro, business=business, other=other
        )
        return extract(page.encode(), HTML, Rules(extract="prices")).digest

    assert (digest(before) != digest(after)) is changes


def test_plans_the_data_names_by_the_year_shown_by_the_month_link_the_cards() -> None:
    """The data's yearly prices are none of the cards' monthly ones: its plans' names are."""
    page = (
        '<script type="application/ld+json">{{"@type": "Product", "name": "Fotoflow",'
        ' "offers": [{{"@type": "Offer", "name": "Basic", "price": "96", "priceCurrency": "EUR"}},'
        ' {{"@type": "Offer", "name": "Studio", "price": "192", "priceCurrency": "EUR"}}]}}'
        '</script><div class="title">Preise</div><div class="cards">'
        '<div class="card"><div class="name">Basic</div><div>8 \u20ac<span>/Monat</span></div>'
        '</div><div class="card"><div class="name">Studio</div><div>16 \u20ac<span>/Monat</span>'
        '</div></div><div class="card"><div class="name">Agentur</div><div>{agency} \u20ac'
        "<span>/Monat</span></div></div></div>"
    )

    def digest(agency: str) -> str:
        return extract(page.format(agency=agency).encode(), HTML, Rules(extract="prices")).digest

    assert digest("39") != digest("42")


def test_a_subscriptions_own_price_brings_in_no_other_boxes_nor_free_extras() -> None:
    """The product's own monthly price is under its title: its page's other boxes, under a
    heading of their own, and its free delivery are no plans of it."""
    page = (
        '<script type="application/ld+json">{{"@type": "Product", "name": "Coffee Box",'
        ' "offers": {{"@type": "Offer", "price": "24.00", "priceCurrency": "USD"}}}}</script>'
        "<h1>Coffee Box</h1><p>$24.00 / month</p><h2>Delivery</h2><p>Shipping: $0.00</p>"
        "<h2>Explore our other boxes</h2><h3>Espresso Box</h3><p>${espresso} / month</p>"
        "<h3>Tea Box</h3><p>$19.00 / month</p>"
    )

    def table(espresso: str) -> list[str]:
        found = extract(page.format(espresso=espresso).encode(), HTML, Rules(extract="prices"))
        return [record.label for record in found.prices]

    assert table("28.00") == table("29.00") == ["Coffee Box"]


def test_a_free_plan_the_data_states_brings_in_the_one_paid_plan_beside_it() -> None:
    page = (
        '<script type="application/ld+json">{{"@type": "SoftwareApplication", "name": "NoteApp",'
        ' "offers": {{"@type": "Offer", "price": "0", "priceCurrency": "USD"}}}}</script>'
        "<h1>NoteApp</h1><h2>Plans</h2><div><h3>Free</h3><p>$0</p></div><div><h3>Pro</h3>"
        "<p>${pro}/month</p></div>"
    )

    def digest(pro: str) -> str:
        return extract(page.format(pro=pro).encode(), HTML, Rules(extract="prices")).digest

    assert digest("8") != digest("9")


def test_a_carousels_instalments_beside_a_products_data_are_no_plans() -> None:
    """Other phones' monthly instalments recur but state none of the data's amounts."""
    page = (
        '<script type="application/ld+json">{{"@type": "Product", "name": "Phone X", "offers":'
        ' {{"@type": "Offer", "price": "999", "priceCurrency": "USD"}}}}</script><h1>Phone X</h1>'
        "<p>$999 or $41.62/mo. for 24 mo.</p><div><div><h3>Phone Y</h3><p>${y} or $33.29/mo."
        " for 24 mo.</p></div><div><h3>Phone Z</h3><p>$599 or ${z}/mo. for 24 mo.</p></div></div>"
    )

    def digest(y: str, z: str) -> str:
        return extract(page.format(y=y, z=z).encode(), HTML, Rules(extract="prices")).digest

    assert digest("799", "24.96") == digest("849", "26.12")


TITLED_BLOCK = (
    "<html><body><main><h1>Kavos aparatas</h1><p>329,00 Eur</p>"
    '<div class="block widget"><div class="block-title"><strong role="heading" aria-level="2">'
    '{heading}</strong></div><div class="block-content"><ol>{items}</ol></div></div>'
    "<p>Pristatymas</p></main></body></html>"
)


@pytest.mark.parametrize(
    "heading",
    ["Recently viewed", "Neseniai peržiūrėtos prekės", "Nesen skatītās preces", "Sarnased tooted"],
)
def test_in_text_mode_two_recommendations_beside_the_blocks_title_read_the_same(
    heading: str,
) -> None:
    # The block's own two children (its title and its content) are no two items: put in
    # order, they would leave the two products as they came.
    def body(names: list[str]) -> str:
        items = "".join(f"<li><a>{name}</a></li>" for name in names)
        return TITLED_BLOCK.format(heading=heading, items=items)

    one, two = ["Hario Mini", "Aero 3"], ["Aero 3", "Hario Mini"]
    assert text(body(one)) == text(body(two))
    assert text(body(one)) != text(body(["Hario Mini", "Bialettino"]))  # another product


# A shop platform's recommendation widget, whatever its heading says (a heading no table
# knows, or none): Shopify's element and the section that loads its recommendations,
# WooCommerce's related products and up-sells, Magento's crosssell block, nopCommerce's grids,
# Shopware's cross-selling.
WIDGETS = [
    "<product-recommendations class=related-products data-url='/recommendations/products"
    "?product_id=81'><h2>Misschien vind je dit ook lekker</h2><ul>{}</ul>"
    "</product-recommendations>",
    "<div data-section-type=product-recommendations><h2>Aus der Rösterei</h2>"
    "<div class=grid>{}</div></div>",
    "<div class=shopify-section data-url='/recommendations/products?section_id=r&amp;limit=4'>"
    "<ul>{}</ul></div>",
    "<section class='related products'><h2>Dal nostro forno</h2><ul class=products>{}</ul>"
    "</section>",
    "<section class='up-sells upsells products'><h2>Passend dazu</h2><ul>{}</ul></section>",
    "<div class='block crosssell'><div class=block-title><strong>Zum Kaffee</strong></div>"
    "<ol>{}</ol></div>",
    # nopCommerce's grids, titled by a sentence that no phrase starts
    "<div class='also-purchased-products-grid product-grid'><div class=title><strong>Klienci,"
    " którzy kupili ten produkt, kupili również</strong></div><div class=item-grid>{}</div>"
    "</div>",
    "<div class='related-products-grid product-grid'><div class=title><strong>Gerelateerde"
    " producten</strong></div><div class=item-grid>{}</div></div>",
    # Shopware's cross-selling tabs
    "<div class='cms-element-cross-selling'><ul class=nav><li>Passt dazu</li></ul>"
    "<div class=product-slider>{}</div></div>",
]
WIDGET_ITEMS = [("Kenia Nyeri AA", "15,90"), ("Decaf Mexico", "12,50"), ("Huisblend", "10,90")]


def widget_page(block: str, order: list[int], tag: str = "li") -> str:
    cards = "".join(
        f"<{tag}><a>{WIDGET_ITEMS[i][0]}</a> <span>€ {WIDGET_ITEMS[i][1]}</span></{tag}>"
        for i in order
    )
    return PRODUCT.format(other=block.format(cards))


@pytest.mark.parametrize("block", WIDGETS)
def test_a_platforms_widget_rotated_reads_the_same_in_text_mode(block: str) -> None:
    one, two = widget_page(block, [0, 1, 2]), widget_page(block, [2, 0, 1])
    assert text(one) == text(two)
    assert text(one) != text(widget_page(block, [0, 1]))


@pytest.mark.parametrize("mode", ["prices", "plans"])
@pytest.mark.parametrize("block", WIDGETS)
def test_a_platforms_widget_leaves_the_table(mode: str, block: str) -> None:
    one, two = widget_page(block, [0, 1, 2]), widget_page(block, [1, 2])
    assert table(one, mode) == table(two, mode)
    assert [str(record.amount) for record in table(one, mode)] == ["89.00"]


@pytest.mark.parametrize(
    "other",
    [
        # the same words in a class that names no widget: a product's own block
        "<div class='product-related-info'><p>Gift box: $5.00</p></div>",
        "<section class=related><p>Gift box: $5.00</p></section>",
        "<div class=block><p>Gift box: $5.00</p></div>",
        # a link to the recommendations page is no widget
        "<p><a href='/recommendations/products'>See more</a> Gift box: $5.00</p>",
    ],
)
def test_markup_that_is_no_platforms_widget_keeps_its_prices(other: str) -> None:
    assert [str(record.amount) for record in table(PRODUCT.format(other=other))] == [
        "89.00",
        "5.00",
    ]


def test_a_page_whose_only_prices_are_in_a_widget_keeps_them() -> None:
    body = widget_page(WIDGETS[3], [0, 1]).replace("<p>$89.00</p>", "<p>Sold out</p>")
    assert [str(record.amount) for record in table(body)] == ["15.90", "12.50"]


# A marketplace's listing: a paid tile first, beside the results; its badge as a shop writes
# it, in a box of its own.
LISTING = (
    "<html lang={lang}><body><main><h1>Mugs</h1><ul class=results>"
    "<li class=result><div class=tile>{badge}<h3>{a}</h3><span>{pa} €</span></div></li>"
    "<li class=result><div class=tile><h3>Cup</h3><span>7,49 €</span></div></li>"
    "<li class=result><div class=tile><h3>Bowl</h3><span>18,50 €</span></div></li>"
    "<li class=result><div class=tile><h3>Plate</h3><span>9,99 €</span></div></li>"
    "</ul></main></body></html>"
)


@pytest.mark.parametrize(
    ("lang", "badge"),
    [
        ("en", "<span class=badge>Sponsored</span>"),
        ("en", "<small>SPONSORED <i>\u24d8</i></small>"),
        ("de", "<p class=ad>Gesponsert</p>"),
        ("es", "<span>Patrocinado</span>"),
        ("pl", "<span>Sponsorowane</span>"),
        ("ja", "<span>スポンサー</span>"),
    ],
)
@pytest.mark.parametrize("mode", ["prices", "plans"])
def test_a_listings_paid_tile_rotated_leaves_the_table(lang: str, badge: str, mode: str) -> None:
    one = LISTING.format(lang=lang, badge=badge, a="Teapot", pa="44,00")
    two = LISTING.format(lang=lang, badge=badge, a="Vase", pa="31,00")
    assert table(one, mode) == table(two, mode)
    assert [record.label for record in table(one, "prices")] == ["Cup", "Bowl", "Plate"]


@pytest.mark.parametrize(
    "badge",
    [
        "<span>Sponsored by Northwind Traders</span>",  # a sentence, not a badge
        "<span>New</span>",
        "",
    ],
)
def test_a_tile_without_a_paid_badge_is_a_result(badge: str) -> None:
    one = LISTING.format(lang="en", badge=badge, a="Teapot", pa="44,00")
    assert [record.label for record in table(one)] == ["Teapot", "Cup", "Bowl", "Plate"]


def test_a_paid_badge_on_a_product_alone_keeps_its_price() -> None:
    # A product page's one product, shown as sponsored: no listing around it.
    one = (
        "<html><body><main><div class=product><span>Sponsored</span><h1>Teapot</h1>"
        "<p>44,00 €</p></div></main></body></html>"
    )
    assert [str(record.amount) for record in table(one)] == ["44.00"]


def test_in_text_mode_a_paid_tile_is_what_a_reader_sees() -> None:
    one = LISTING.format(lang="en", badge="<span>Sponsored</span>", a="Teapot", pa="44,00")
    assert "Teapot" in extract(one.encode(), HTML, Rules()).text


# Titled by a box of text, no heading's tag: PrestaShop's <p class="h5">, a theme's div.
TITLED_BOX = (
    "<section class=product-accessories><p class='h5 text-uppercase'>You might also like</p>"
    "<div class=products><div>{a} <span>${pa}</span></div><div>{b} <span>${pb}</span></div>"
    "</div></section>"
)
TITLED_FLAT = (
    "<div class=section-title>Kunder købte også</div><div class=slider><div>{a} {pa} kr.</div>"
    "<div>{b} {pb} kr.</div></div><p>Gift box: $5.00</p>"
)
TITLED_WRAPPED = (
    "<div class=recs><div class=hd><span>Asiakkaat ostivat myös (4)</span></div>"
    "<ul><li>{a} {pa} €</li><li>{b} {pb} €</li></ul></div>"
)
# Titled by whom it names first, as a heading may be: a box that opens its block, one right
# before its slider, one wrapped in a header.
TITLED_WHO_BOX = (
    "<section class=recs><p class=title>Guests also viewed</p>"
    "<div class=row><div>{a} <span>${pa}</span></div><div>{b} <span>${pb}</span></div>"
    "</div></section>"
)
TITLED_WHO_FLAT = (
    "<div class=t2>Members also bought:</div><ul class=carousel><li>{a} ${pa}</li>"
    "<li>{b} ${pb}</li></ul><p>Gift box: $5.00</p>"
)
TITLED_WHO_WRAPPED = (
    "<div class=recs><div class=hd><span>Andere Kunden kauften auch</span></div>"
    "<ul><li>{a} {pa} €</li><li>{b} {pb} €</li></ul></div>"
)


@pytest.mark.parametrize("mode", ["prices", "plans"])
@pytest.mark.parametrize(
    "other",
    [TITLED_BOX, TITLED_FLAT, TITLED_WRAPPED, TITLED_WHO_BOX, TITLED_WHO_FLAT, TITLED_WHO_WRAPPED],
)
def test_recommendations_titled_without_a_headings_tag_leave_the_table(
    mode: str, other: str
) -> None:
    one = PRODUCT.format(other=other.format(a="Wool Cap", pa="25.00", b="Scarf", pb="39.00"))
    two = PRODUCT.format(other=other.format(a="Gloves", pa="19.00", b="Socks", pb="12.00"))
    assert table(one, mode) == table(two, mode)
    amounts = [str(record.amount) for record in table(one, mode)]
    assert amounts[0] == "89.00"
    assert not {"25.00", "39.00"} & set(amounts)


@pytest.mark.parametrize(
    "other",
    [
        # a link that leads to other products titles nothing around it
        "<p><a href=/similar>Similar products</a></p><p>Gift box: $5.00</p>",
        "<div><button>You may also like</button><span>Gift box: $5.00</span></div>",
        # a sentence that starts with a title's words
        "<p>Recently viewed items are kept for 30 days.</p><p>Gift box: $5.00</p>",
        # a box the title does not open: the product's own, with the title further down
        "<div><p>Gift box: $5.00</p><p>You may also like</p></div>",
    ],
)
def test_other_boxes_that_say_a_titles_words_keep_their_prices(other: str) -> None:
    assert [str(record.amount) for record in table(PRODUCT.format(other=other))] == [
        "89.00",
        "5.00",
    ]


def test_a_sentence_that_ends_with_a_titles_words_titles_nothing() -> None:
    # Whom it names in more than a word or two: a sentence, not a title over a list.
    other = (
        "<p>See what all of our regular guests also viewed</p><ul><li>Gift box: $5.00</li>"
        "<li>Ribbon: $1.00</li></ul>"
    )
    amounts = [str(record.amount) for record in table(PRODUCT.format(other=other))]
    assert amounts == ["89.00", "5.00", "1.00"]


@pytest.mark.parametrize(
    "body",
    [
        # a plan's badge that says a title's words opens its card: the card is an offer
        "<section class=plans><div class=plan><div class=name>Basic</div><div>$9/mo</div></div>"
        "<div class=plan><span class=badge>Recommended for you</span><div class=name>Pro</div>"
        "<div>$29/mo</div></div><div class=plan><div class=name>Team</div><div>$59/mo</div>"
        "</div></section>",
        "<ul class=grid><li class=card><div class=name>Desk</div><span>$9</span></li>"
        "<li class=card><div class=ribbon>Trending now</div><div class=name>Floor Lamp</div>"
        "<span>$29</span></li><li class=card><div class=name>Chair</div><span>$59</span></li>"
        "</ul>",
    ],
)
def test_a_badge_in_a_titles_words_keeps_its_card(body: str) -> None:
    found = table(f"<html><body><main><h1>Shop</h1>{body}</main></body></html>")
    assert [str(record.amount) for record in found] == ["9", "29", "59"]


# A title written as a box of text, no heading's tag (SAP Commerce's accelerator writes
# ``<div class="headline">``, other themes a ``<p class="h5">``) over a list it shuffles.
BOXED_TITLE = (
    '<html><body><main><h1>{product}</h1><p class="price">{price}</p>'
    '<div class="recently-viewed"><div class="headline">{title}</div><ul>{items}</ul></div>'
    "</main><footer><p>Impressum</p></footer></body></html>"
)


@pytest.mark.parametrize(
    ("product", "price", "title", "names"),
    [
        (
            "Rotary hammer RH 18",
            "\u00a3289.00",
            "Recently viewed",
            ["Drill bit set", "Battery 5 Ah"],
        ),
        ("Drehmomentschl\u00fcssel", "189,00 \u20ac", "Zuletzt angesehen", ["Bit-Satz", "Knarre"]),
        (
            "Wiertarka udarowa",
            "499,00 z\u0142",
            "Ostatnio ogl\u0105dane",
            ["Wiert\u0142a", "Akumulator"],
        ),
    ],
)
def test_in_text_mode_a_boxed_titles_recommendations_in_another_order_read_the_same(
    product: str, price: str, title: str, names: list[str]
) -> None:
    def body(order: list[str]) -> str:
        items = "".join(f'<li><a href="/p/{n}">{n}</a><span>{price}</span></li>' for n in order)
        return BOXED_TITLE.format(product=product, price=price, title=title, items=items)

    assert text(body(names)) == text(body(names[::-1]))
    assert text(body(names)) != text(body([names[0], "Other"]))


@pytest.mark.parametrize(
    ("heading", "adds_on"),
    [
        ("Garantie", True),
        ("Extension de garantie", True),
        ("Extended warranty", True),
        ("Bruch- und Diebstahlschutz", False),  # no heading word of its own
        ("Geräteschutz", True),
        ("Estensione di garanzia", True),
        ("\uc0bc\uc131\ucf00\uc5b4\ud50c\ub7ec\uc2a4", True),  # a maker's care plan, in Korean
        ("\ud30c\uc190 \ubcf4\ud5d8", True),
        ("AppleCare+ coverage", True),
        ("\u5ef6\u4fdd\u670d\u52a1", True),
        ("Protección", True),
        # in Southeast Asian shops (before: none, so a device protection plan under its own
        # heading after the product was another product's and its change was missed)
        ("Perlindungan Peranti", True),
        ("Lanjutan Waranti", True),
        ("Garansi Tambahan", True),
        ("Proteksi", True),
        ("Bảo hành mở rộng", True),
        ("ประกันเพิ่มเติม", True),
        # the services sold with it, a table of checkboxes (before: none, so a service's
        # price under its own heading after the product was another product's)
        ("Дополнительные услуги", True),
        ("Додаткові послуги", True),
        ("Additional services", True),
        ("Usługi dodatkowe", True),
        ("Doplňkové služby", True),
        ("Servizi aggiuntivi", True),
        ("Услуги доставки и сборки для бизнеса и частных лиц по всей России", False),  # long
        ("Servicio técnico", False),
        ("Penerangan Produk", False),  # Malay: the product's description
        ("Ulasan Pembeli", False),  # Malay: the buyers' reviews
        ("Proteksinya", False),  # a word inside another is not the word
        ("Datenschutz", False),  # a word inside another is not the word
        ("Customers also viewed", False),
        ("Description", False),
        # the product bundled with its accessories, chosen in the same buy box
        ("Výhodné sety", True),
        ("Im Set günstiger", True),
        ("Bundle and save", True),
        ("Bundles", True),
        ("Sets & Zubehör", True),
        ("Köp som paket och spara", True),
        # other products: bundles of others, and what others bought with it
        ("Weitere Sets", False),
        ("Popular bundles", False),
        ("Andere Sets entdecken", False),
        ("Frequently bought together", False),
        ("Häufig zusammen gekauft", False),
        ("Spesso comprati insieme", False),
        ("Často kupováno společně", False),
        ("Datasets", False),  # a word inside another is not the word
        ("Setup", False),
        ("Zákazníci také koupili sety", False),  # other products whatever they are
        # in Hebrew (before: none, so an extended warranty's section was another product's)
        ("אחריות מורחבת", True),
        ("ביטוח", True),
        # a subscription to what the product uses up, in its buy box (before: another
        # product's, so its period's change was missed)
        ("מנוי קפסולות", True),
        ("Subscribe & Save", True),
        ("Spar-Abo", True),
        ("Subscribe to our newsletter", False),
        # the buy box's choice of buying once or by subscription, headed as such (before:
        # another product's block, so the subscription's price and period were not read)
        ("\uad6c\ub9e4\ubc29\ubc95", True),
        ("\uc815\uae30\ubc30\uc1a1", True),
        ("Purchase options", True),
        ("Kaufoptionen", True),
        ("Options d'achat", True),
        ("\u8cfc\u5165\u65b9\u6cd5", True),
        ("\u5b9a\u671f\u4fbf", True),
        ("\uc0c1\ud488\uad6c\ub9e4\uc548\ub0b4", False),  # the shop's buying guide
        ("Purchase history", False),
        ("מפרט טכני", False),  # the product's specifications
        ("Abo-Vorteile entdecken", False),
    ],
)
def test_a_heading_of_the_products_add_ons_is_known(heading: str, adds_on: bool) -> None:
    assert recommended.adds_on(heading) is adds_on


def refurbished_page(grades: str, warranty: str, rest: str = "") -> str:
    """A refurbished phone's buy box: JSON-LD with the selected grade's price, a grade
    picker, a colour picker without prices, a warranty section, then the rest."""
    return (
        '<script type="application/ld+json">{"@type": "Product", "name": "Novaphone 14",'
        ' "offers": {"@type": "Offer", "price": "629.00", "priceCurrency": "EUR"}}</script>'
        f"<h1>Novaphone 14</h1><p>629,00 \u20ac</p>{grades}"
        "<h2>Colour</h2><ul><li>Graphite</li><li>Silver</li><li>Gold</li></ul>"
        f"{warranty}{rest}<h2>Description</h2><p>A phone.</p>"
    )


GRADES_DE = (
    "<h2>Zustand</h2><ul><li>Wie neu 689,00 \u20ac</li><li>Sehr gut 629,00 \u20ac</li>"
    "<li>Gut 579,00 \u20ac</li></ul>"
)
GRADES_FR = (
    "<h2>État</h2><ul><li>Parfait état 689,00 \u20ac</li><li>Très bon état 629,00 \u20ac</li></ul>"
)


@pytest.mark.parametrize(
    ("grades", "warranty", "added"),
    [
        # The warranty after a colour picker without prices: the buy box's still.
        (
            GRADES_DE,
            "<h2>Garantie</h2><label><input type=radio> +24 Monate <b>+49,00 \u20ac</b></label>",
            "49.00",
        ),
        (
            GRADES_FR,
            "<h2>Extension de garantie</h2><label><input type=radio> 24 mois +39,00 \u20ac</label>",
            "39.00",
        ),
        (
            GRADES_DE,
            "<h2>Geräteschutz</h2><p>Bruch- und Diebstahlschutz 4,99 \u20ac / Monat</p>",
            "4.99",
        ),
        # A bundle with accessories, dearer than every grade: the product's still.
        (
            GRADES_DE,
            "<h2>Im Set</h2><label><input type=radio> Mit H\u00fclle 719,00 \u20ac</label>",
            "719.00",
        ),
        (
            GRADES_FR,
            "<h2>Bundles</h2><label><input type=radio> Avec coque 729,00 \u20ac</label>",
            "729.00",
        ),
    ],
)
def test_a_products_add_ons_after_an_unpriced_picker_are_its_offers(
    grades: str, warranty: str, added: str
) -> None:
    def amounts(extra: str) -> list[str]:
        found = extract(refurbished_page(grades, extra).encode(), HTML, Rules(extract="prices"))
        return [str(record.amount) for record in found.prices]

    assert added not in amounts("")
    assert added in amounts(warranty)


def purchase_type_page(picker: str) -> str:
    """A phone's buy box: JSON-LD with the base storage's price, a purchase type picker
    without prices (its ``picker``), then the storage sizes, each priced."""
    return (
        '<script type="application/ld+json">{"@type": "Product", "name": "Novaphone 15",'
        ' "offers": {"@type": "Offer", "price": "1698400", "priceCurrency": "KRW"}}</script>'
        f"<h1>Novaphone 15</h1><p>1,698,400\uc6d0</p>{picker}"
        "<h2>Storage</h2><ul><li>256GB 1,698,400\uc6d0</li><li>512GB 1,856,800\uc6d0</li></ul>"
        "<h2>Description</h2><p>A phone.</p>"
    )


@pytest.mark.parametrize(
    "picker",
    [
        # The options with a note that says what they mean, in Korean, English and German.
        "<h2>\uad6c\ub9e4 \ubc29\uc2dd</h2><ul><li>\uc790\uae09\uc81c (\uc5b8\ub77d\ud3f0)</li>"
        "<li>\ud1b5\uc2e0\uc0ac \uac1c\ud1b5 (SKT \u00b7 KT \u00b7 LG U+)</li></ul>"
        "<p>\uc790\uae09\uc81c\ud3f0\uc740 \uc6d0\ud558\ub294 \ud1b5\uc2e0\uc0ac "
        "\uc720\uc2ec\uc744 \ub07c\uc6cc \ubc14\ub85c \uc0ac\uc6a9\ud560 \uc218 "
        "\uc788\uc5b4\uc694.</p>",
        "<h2>Connectivity</h2><ul><li>Unlocked</li><li>Carrier (AT&amp;T, Verizon, T-Mobile)</li>"
        "</ul><p>An unlocked phone works with any carrier's SIM card, at home and abroad.</p>",
        "<h2>Kaufart</h2><ul><li>Ohne Vertrag</li><li>Mit Vertrag</li></ul>"
        "<p>Ohne Vertrag funktioniert das Ger\u00e4t mit jeder SIM-Karte.</p>",
        # Swatches drawn without text: the heading alone, its buttons named by aria-label.
        '<h2>Colour: Titanium Black</h2><ul><li><button aria-label="Titanium Black"></button>'
        '</li><li><button aria-label="Titanium Gray"></button></li></ul>',
    ],
)
def test_a_picker_with_a_note_does_not_end_the_products_offers(picker: str) -> None:
    found = extract(purchase_type_page(picker).encode(), HTML, Rules(extract="prices"))
    assert "1856800" in [str(record.amount) for record in found.prices]


@pytest.mark.parametrize(
    ("section", "added"),
    [
        # Accessories added to the purchase, each price a surcharge: the product's offers.
        ("<h2>Add accessories</h2><ul><li>Case +$29.00</li><li>Charger +$19.00</li></ul>", True),
        (
            "<h2>\ud568\uaed8 \uc0ac\uba74 \uc88b\uc740 \uc561\uc138\uc11c\ub9ac</h2>"
            "<ul><li>\ucf00\uc774\uc2a4 \ud568\uaed8 \uad6c\ub9e4 +29,000\uc6d0</li></ul>",
            True,
        ),
        ("<h2>Zubeh\u00f6r</h2><ul><li>H\u00fclle + 29,00 \u20ac</li></ul>", True),
        # Another product's own price, no plus: not the product's.
        ("<h2>More phones</h2><ul><li>Pixelon P8 $29.00</li></ul>", False),
    ],
)
def test_surcharges_after_the_product_are_its_offers(section: str, added: bool) -> None:
    page = (
        '<script type="application/ld+json">{"@type": "Product", "name": "Novaphone 15",'
        ' "offers": {"@type": "Offer", "price": "999.00", "priceCurrency": "USD"}}</script>'
        f"<h1>Novaphone 15</h1><p>$999.00</p>{section}<h2>Description</h2><p>A phone.</p>"
    )
    found = extract(page.encode(), HTML, Rules(extract="prices"))
    amounts = {record.amount for record in found.prices}
    assert bool(amounts & {Decimal("29.00"), Decimal("29000")}) is added


def test_a_description_alone_ends_the_products_offers() -> None:
    description = (
        "<h2>About</h2><p>Our store has sold phones since 1998 and ships to every region.</p>"
    )
    found = extract(purchase_type_page(description).encode(), HTML, Rules(extract="prices"))
    assert "1856800" not in [str(record.amount) for record in found.prices]


@pytest.mark.parametrize(
    "rest",
    [
        # Other products after the unpriced picker are no more the product's than before.
        "<h2>You may also like</h2><ul><li>Pixelon P8 319,00 \u20ac</li></ul>",
        "<h2>Trade in your old phone</h2><p>Get up to 310,00 \u20ac for your old phone.</p>",
    ],
)
def test_what_follows_an_unpriced_picker_is_not_the_products(rest: str) -> None:
    page = refurbished_page(GRADES_DE, "", rest)
    found = extract(page.encode(), HTML, Rules(extract="prices"))
    amounts = [str(record.amount) for record in found.prices]
    assert "689.00" in amounts
    assert not {"319.00", "310.00"} & set(amounts)
