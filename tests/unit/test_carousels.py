"""A carousel's slides, dealt in another order at each load, read the same in text mode; what
they say, and which there are, still counts."""

import pytest

from monitor.extract import Rules, extract

HTML = "text/html; charset=utf-8"
SLIDES = ["First month free online", "WiFi 6 router in every plan", "Installed within 72 hours"]

# (the carousel around its slides, one slide's markup)
CAROUSELS = [
    pytest.param(  # Bootstrap: the first slide is the active one, whichever it is
        '<div id="promo" class="carousel slide" data-bs-ride="carousel">'
        '<div class="carousel-inner">{slides}</div>'
        '<button class="carousel-control-next" type="button">Next</button></div>',
        '<div class="carousel-item">{text}</div>',
        id="bootstrap",
    ),
    pytest.param(
        '<div class="swiper"><div class="swiper-wrapper">{slides}</div>'
        '<div class="swiper-pagination"></div></div>',
        '<div class="swiper-slide"><p>{text}</p></div>',
        id="swiper",
    ),
    pytest.param(  # WAI-ARIA's carousel pattern, whatever the classes
        '<section aria-roledescription="carousel" aria-label="Offers">'
        '<div class="track">{slides}</div></section>',
        '<div role="group" aria-roledescription="slide">{text}</div>',
        id="aria",
    ),
    pytest.param(  # WAI-ARIA's pattern in French: the role said in the reader's words
        '<section aria-roledescription="carrousel" aria-label="À la une">'
        '<div class="piste">{slides}</div></section>',
        '<div role="group" aria-roledescription="diapositive">{text}</div>',
        id="aria-french",
    ),
    pytest.param(  # and in German, the container saying nothing
        '<div class="buehne">{slides}</div>',
        '<div role="group" aria-roledescription="Folie">{text}</div>',
        id="aria-german",
    ),
    # and in the Nordic languages: a shop's tips bar, a hero, an announcement strip
    pytest.param(
        '<div class="tips" aria-roledescription="karrusel">{slides}</div>',
        '<span aria-roledescription="dias">{text}</span>',
        id="aria-danish",
    ),
    pytest.param(
        '<div class="hero" aria-roledescription="karusell">{slides}</div>',
        '<div role="group" aria-roledescription="bild">{text}</div>',
        id="aria-swedish",
    ),
    pytest.param(
        '<div class="nosto" aria-roledescription="karuselli">{slides}</div>',
        '<div role="group" aria-roledescription="dia">{text}</div>',
        id="aria-finnish",
    ),
    pytest.param(
        '<div class="stripe" aria-roledescription="karusell">{slides}</div>',
        '<p aria-roledescription="lysbilde">{text}</p>',
        id="aria-norwegian",
    ),
    pytest.param(  # and in Mongolian (Cyrillic), an Alpine.js carousel
        '<div x-data="{{ active: 0 }}" aria-roledescription="карусель">{slides}</div>',
        '<div role="group" aria-roledescription="слайд" x-show="active === 0">{text}</div>',
        id="aria-cyrillic",
    ),
    pytest.param(  # and in Azerbaijani
        '<div class="rəylər" aria-roledescription="karusel">{slides}</div>',
        '<figure role="group" aria-roledescription="slayd">{text}</figure>',
        id="aria-azerbaijani",
    ),
    pytest.param(  # and in Chinese
        '<div class="promo">{slides}</div>',
        '<div role="group" aria-roledescription="幻燈片">{text}</div>',
        id="aria-chinese",
    ),
    pytest.param(  # Webflow's slider, right to left
        '<div class="w-slider" dir="rtl"><div class="w-slider-mask">{slides}</div>'
        '<div class="w-slider-arrow-left"></div></div>',
        '<div class="w-slide"><h4>{text}</h4></div>',
        id="webflow",
    ),
    pytest.param(  # Owl Carousel as fetched, before its script wraps each slide in owl-item
        '<div class="banners owl-carousel owl-theme" id="banner_slider_41">{slides}</div>',
        '<div class="ty-banner__item"><p>{text}</p></div>',
        id="owl-unwrapped",
    ),
    pytest.param(  # Slick as fetched: its settings on the container, slides unmarked
        '<section class="hero-strip" data-slick=\'{{"autoplay": true}}\'>{slides}</section>',
        '<a class="promo-tile" href="/promo">{text}</a>',
        id="slick-unwrapped",
    ),
    pytest.param(  # AMP's carousel: an element of its own, whose children are the slides
        '<amp-carousel type="slides" layout="responsive" width="400" height="140" autoplay>'
        "{slides}</amp-carousel>",
        '<div class="hero-slide"><h3>{text}</h3></div>',
        id="amp-carousel",
    ),
    pytest.param(  # and its newer base carousel, slides as images with captions
        '<amp-base-carousel layout="responsive" width="4" height="1" loop>{slides}'
        "</amp-base-carousel>",
        "<figure><figcaption>{text}</figcaption></figure>",
        id="amp-base-carousel",
    ),
    pytest.param(  # a LadiPage landing page's carousel, absolutely placed in its element
        '<div id="CAROUSEL12" class="ladi-element"><div class="ladi-carousel">'
        '<div class="ladi-carousel-content">{slides}</div></div></div>',
        '<div class="ladi-carousel-item"><p>{text}</p></div>',
        id="ladipage",
    ),
]

PAGE = (
    "<html><body><main><h1>Fiber plans</h1>{carousel}"
    "<div class='plan'><h3>Fiber 300</h3><p>$39/mo</p></div></main>"
    "<footer><p>Terms</p></footer></body></html>"
)


def page(carousel: str, slide: str, order: list[int], texts: list[str] = SLIDES) -> bytes:
    slides = "".join(slide.format(text=texts[i]) for i in order)
    return PAGE.format(carousel=carousel.format(slides=slides)).encode()


def text(body: bytes) -> str:
    return extract(body, HTML, Rules(extract="text")).text


@pytest.mark.parametrize(("carousel", "slide"), CAROUSELS)
def test_a_carousels_slides_in_another_order_read_the_same(carousel: str, slide: str) -> None:
    assert text(page(carousel, slide, [0, 1, 2])) == text(page(carousel, slide, [2, 0, 1]))


@pytest.mark.parametrize(("carousel", "slide"), CAROUSELS)
def test_a_slide_added_removed_or_reworded_is_a_change(carousel: str, slide: str) -> None:
    shown = text(page(carousel, slide, [0, 1, 2]))
    assert shown != text(page(carousel, slide, [0, 1]))
    assert shown != text(page(carousel, slide, [0, 1, 2, 2]))
    reworded = [SLIDES[0], SLIDES[1], "Installed within 48 hours"]
    assert shown != text(page(carousel, slide, [0, 1, 2], reworded))


@pytest.mark.parametrize("order", [[0, 1, 2], [2, 0, 1]])
def test_every_slide_is_read_once_with_the_rest_of_the_page_in_place(order: list[int]) -> None:
    carousel, slide = CAROUSELS[0].values
    lines = text(page(str(carousel), str(slide), order)).splitlines()
    assert lines[0] == "Fiber plans"
    assert sorted(lines[1:4]) == sorted(SLIDES)
    assert lines[-3:] == ["Fiber 300", "$39/mo", "Terms"]


@pytest.mark.parametrize(
    "block",
    [
        # A list that is no carousel: its order is the page's.
        "<ul class='promo-list'>{slides}</ul>",
        # A class that only names a carousel's container, not its slides.
        "<div class='carousel-wrapper'>{slides}</div>",
        # A role description that names no slide: a pricing page's cards in their order.
        "<div class='grille'>{slides}</div>",
        # A class that names Owl's theme, not its container; settings of no carousel.
        "<div class='owl-theme'>{slides}</div>",
        "<div data-slicker='on'>{slides}</div>",
        # AMP's list and accordion: their children's order is the page's.
        "<amp-accordion>{slides}</amp-accordion>",
        "<amp-list layout='fixed-height' height='80'>{slides}</amp-list>",
    ],
)
def test_a_list_in_another_order_outside_a_carousel_is_a_change(block: str) -> None:
    slide = "<li>{text}</li>" if "<ul" in block else "<div class='promo'>{text}</div>"
    if "grille" in block:
        slide = '<article aria-roledescription="offre">{text}</article>'
    assert text(page(block, slide, [0, 1, 2])) != text(page(block, slide, [2, 0, 1]))


def test_the_other_modes_read_a_carousels_prices_as_before() -> None:
    carousel, slide = CAROUSELS[1].values
    priced = ["Router $99", "Mesh kit $149", "Installation $49"]
    one = page(str(carousel), str(slide), [0, 1, 2], priced)
    two = page(str(carousel), str(slide), [2, 0, 1], priced)
    for mode in ("prices", "plans"):
        rules = Rules(extract=mode)
        assert extract(one, HTML, rules).digest == extract(two, HTML, rules).digest
    amounts = sorted(str(r.amount) for r in extract(one, HTML, Rules(extract="prices")).prices)
    assert amounts == ["149", "39", "49", "99"]


QUOTES = [
    ("\u201cWe closed the month in two days.\u201d", "Ana, Studio Verde"),
    ("\u201cSupport answered on a Saturday.\u201d", "Luis, Taller Sur"),
    ("\u201cOur accountant logs in herself.\u201d", "Mia, Bottega Nord"),
]
# (the block around the testimonials, one testimonial's markup)
TESTIMONIALS = [
    pytest.param(
        '<div class="quotes">{items}</div>',
        "<figure><blockquote>{words}</blockquote><figcaption>{who}</figcaption></figure>",
        id="figure-blockquote",
    ),
    pytest.param(  # a figure whose words open with a quotation mark, its caption who said them
        '<section class="reviews-strip">{items}</section>',
        "<figure><p>{words}</p><figcaption>{who}</figcaption></figure>",
        id="figure-quoted",
    ),
    pytest.param(  # bare blockquotes in a list of their own
        "<div>{items}</div>",
        "<blockquote><p>{words}</p><cite>{who}</cite></blockquote>",
        id="blockquotes",
    ),
]


def quoted(
    block: str, item: str, order: list[int], quotes: list[tuple[str, str]] = QUOTES
) -> bytes:
    items = "".join(item.format(words=quotes[i][0], who=quotes[i][1]) for i in order)
    return PAGE.format(carousel=block.format(items=items)).encode()


@pytest.mark.parametrize(("block", "item"), TESTIMONIALS)
def test_testimonials_in_another_order_read_the_same(block: str, item: str) -> None:
    assert text(quoted(block, item, [0, 1, 2])) == text(quoted(block, item, [2, 0, 1]))


@pytest.mark.parametrize(("block", "item"), TESTIMONIALS)
def test_a_testimonial_added_removed_or_reworded_is_a_change(block: str, item: str) -> None:
    shown = text(quoted(block, item, [0, 1, 2]))
    assert shown != text(quoted(block, item, [0, 1]))
    reworded = [*QUOTES[:2], ("\u201cOur accountant logs in alone.\u201d", QUOTES[2][1])]
    assert shown != text(quoted(block, item, [0, 1, 2], reworded))


@pytest.mark.parametrize(
    ("block", "item"),
    [
        # An article that quotes between its paragraphs: its order is the article's.
        (
            "<article>{items}</article>",
            "<p>As the report says:</p><blockquote>{words}</blockquote><p>{who}</p>",
        ),
        # Figures of pictures with captions, no quotation: a gallery in the page's order.
        (
            '<div class="gallery">{items}</div>',
            "<figure><img alt=''><figcaption>{who}</figcaption></figure>",
        ),
    ],
)
def test_quotations_among_other_blocks_keep_their_order(block: str, item: str) -> None:
    assert text(quoted(block, item, [0, 1, 2])) != text(quoted(block, item, [2, 0, 1]))


ANNOUNCEMENTS = ["Free shipping over $75", "Free returns within 30 days", "New: the winter knits"]
# (a rotating bar around its messages, one message's markup: {hidden} marks all but the
# first as the site does, which a bar picks anew at each load)
BARS = [
    pytest.param(  # Shopify's Dawn: a role description per message, a rule hiding the rest
        "<style>.slideshow__slide[aria-hidden=true]{{visibility:hidden}}</style>"
        '<slideshow-component aria-roledescription="Carousel"><div class="slider">{slides}'
        "</div></slideshow-component>",
        '<div class="slideshow__slide" role="group" aria-roledescription="Announcement"'
        "{hidden}><p>{text}</p></div>",
        ' aria-hidden="true"',
        id="dawn-announcement",
    ),
    pytest.param(  # and in German
        "<style>.slideshow__slide[aria-hidden=true]{{visibility:hidden}}</style>"
        '<div aria-roledescription="Karussell">{slides}</div>',
        '<div class="slideshow__slide" role="group" aria-roledescription="Ankündigung"'
        "{hidden}><p>{text}</p></div>",
        ' aria-hidden="true"',
        id="dawn-announcement-german",
    ),
    pytest.param(  # Flatsome's top bar as fetched: Flickity's settings on the container
        '<div class="top-bar-slider" data-flickity-options=\'{{"autoPlay": 4000}}\'>{slides}</div>',
        '<div class="slide"{hidden}><span>{text}</span></div>',
        ' aria-hidden="true"',
        id="flickity",
    ),
    pytest.param(  # Bootstrap: the stylesheet hides every item but the active one
        "<style>.carousel-item{{display:none}}.carousel-item.active{{display:block}}</style>"
        '<div class="carousel slide"><div class="carousel-inner">{slides}</div></div>',
        '<div class="carousel-item{hidden}"><p>{text}</p></div>',
        "",
        id="bootstrap-active",
    ),
]


def bar(carousel: str, slide: str, hidden: str, order: list[int], texts: list[str]) -> bytes:
    slides = "".join(
        slide.format(text=texts[i], hidden=(" active" if not hidden else "") if n == 0 else hidden)
        for n, i in enumerate(order)
    )
    return PAGE.format(carousel=carousel.format(slides=slides)).encode()


@pytest.mark.parametrize(("carousel", "slide", "hidden"), BARS)
def test_a_rotating_bar_that_shows_another_message_first_reads_the_same(
    carousel: str, slide: str, hidden: str
) -> None:
    one = text(bar(carousel, slide, hidden, [0, 1, 2], ANNOUNCEMENTS))
    assert one == text(bar(carousel, slide, hidden, [1, 2, 0], ANNOUNCEMENTS))
    assert all(message in one for message in ANNOUNCEMENTS)


@pytest.mark.parametrize(("carousel", "slide", "hidden"), BARS)
def test_a_rotating_bars_message_reworded_is_a_change(
    carousel: str, slide: str, hidden: str
) -> None:
    reworded = [*ANNOUNCEMENTS[:2], "New: the spring linens"]
    one = text(bar(carousel, slide, hidden, [0, 1, 2], ANNOUNCEMENTS))
    assert one != text(bar(carousel, slide, hidden, [0, 1, 2], reworded))


@pytest.mark.parametrize(
    "clone",
    ['<div class="swiper-slide swiper-slide-duplicate">', '<div class="slick-slide slick-cloned">'],
)
def test_a_looping_carousels_copies_of_slides_are_read_once(clone: str) -> None:
    # A browser's render holds the copies a library adds to loop: each slide said again.
    slide = clone.split('"')[1].split()[0]
    slides = f'{clone}Team $99</div><div class="{slide}">Pro $49</div>'
    slides += f'<div class="{slide}">Team $99</div>{clone}Pro $49</div>'
    page = f"<html><body><h1>Plans</h1><div class='track'>{slides}</div></body></html>"
    text = extract(page.encode(), HTML, Rules(extract="text")).text
    assert (text.count("$99"), text.count("$49")) == (1, 1), text
