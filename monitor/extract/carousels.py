"""Carousels: slides a page shows one at a time and turns on its own. A site deals them in
another order at each load (its promotions rotated in a hero, its restaurants shuffled in a
strip), so ``text`` mode reads each carousel's slides in an order of their own, as it reads
the other products a page recommends (``recommended.in_order``): which slides there are, and
what they say, is what a reader can tell apart, not which came first.

Found by WAI-ARIA's carousel pattern (``aria-roledescription="slide"``, in the page's
words) and by the slide classes of the carousel libraries most sites use (Bootstrap, Swiper,
Slick, Splide, Glide, Owl, Webflow's slider). Owl Carousel and Slick mark their slides only
once their script has run; the page as fetched has the container Owl requires
(``class="owl-carousel"``) or Slick's settings (``data-slick``), whose children are the slides.
AMP's carousels (``<amp-carousel>``, ``<amp-base-carousel>``) are elements of their own whose
children are the slides.
"""

from selectolax.lexbor import LexborHTMLParser, LexborNode

from monitor.extract import clues, nodes, page

CLUES = clues.words(
    "aria-roledescription", "carousel-item", "swiper-slide", "slick-slide", "splide__slide",
    "glide__slide", "owl-item", "w-slide", "owl-carousel", "data-slick", "<amp-carousel",
    "<amp-base-carousel", "data-flickity",
)  # fmt: skip
_SLIDES = page.SLIDES
# The classes a library gives the copies of slides it adds to loop (Slick, Swiper, Owl,
# Splide, Glide): each says again a slide that is there.
_CLONES = frozenset(
    {"slick-cloned", "swiper-slide-duplicate", "cloned", "splide__slide--clone",
     "glide__slide--clone"}
)  # fmt: skip
# Slides looked at: a hostile page's thousands of them cost no more than this.
_MAX_SLIDES = 512


def shown_in_turn(tree: LexborHTMLParser) -> None:
    """Each carousel's slides (two or more of one parent) shown, as a reader sees each in
    its turn: a site marks the one it shows first (``aria-hidden`` on the others, or a
    class its stylesheet hides), and a rotating bar picks another first at each load, so
    the slide shown is no part of what the page says."""
    groups: dict[int, list[LexborNode]] = {}
    for slide in page.select(tree, _SLIDES)[:_MAX_SLIDES]:
        if _CLONES.isdisjoint((slide.attributes.get("class") or "").split()):
            if slide.parent is not None:
                groups.setdefault(slide.parent.mem_id, []).append(slide)
        else:  # a looping carousel's copy of a slide (a browser's render has them): none
            slide.decompose()
    for slide in (slide for slides in groups.values() if len(slides) > 1 for slide in slides):
        for name in ("aria-hidden", "hidden"):
            if name in slide.attributes:
                del slide.attrs[name]
        # An inline style overrides the stylesheet's rule that hides all but the active one.
        slide.attrs["style"] = "display:block;visibility:visible"


def in_order(tree: LexborHTMLParser, separator: str) -> None:
    """Each carousel's slides (those of one parent) moved to the end of their parent in the
    order of their text, each between two ``separator``."""
    dealt(page.select(tree, _SLIDES)[:_MAX_SLIDES], separator)


def dealt(items: list[LexborNode], separator: str) -> None:
    """``items`` of one parent, two or more, moved to the end of their parent in the order of
    their text, each between two ``separator``: blocks a site deals in another order at each
    load (a carousel's slides, its testimonials)."""
    groups: dict[int, tuple[LexborNode, list[LexborNode]]] = {}
    for item in items:
        parent = item.parent
        if parent is not None:
            groups.setdefault(parent.mem_id, (parent, []))[1].append(item)
    for parent, kids in groups.values():
        if len(kids) < 2:
            continue
        for kid in sorted(kids, key=nodes.read):
            parent.insert_child(separator)
            parent.insert_child(kid, move=True)
            parent.insert_child(separator)
