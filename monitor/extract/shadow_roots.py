"""Declarative shadow DOM: a ``<template shadowrootmode="open">`` is the shadow root of the
element that holds it, and a browser renders its content there, as a web component rendered
on the server (Lit, Stencil, Astro) ships its cards. To the HTML parser it is a template,
whose content no reader sees; opened into a plain element first, it is read as it is shown.
"""

import re

from monitor.extract import clues

_CLUES = clues.words("shadowroot", "shadowRoot", "ShadowRoot", "SHADOWROOT")
_TEMPLATE_TAG = re.compile(r"<(/?)template\b([^>]*)>", re.IGNORECASE)
_SHADOW_ROOT = re.compile(r"\sshadowroot(?:mode)?\s*=", re.IGNORECASE)
_MAX_TAGS = 10_000  # template tags read: a page with more is no product's


def opened(text: str) -> str:
    """``text`` with each declarative shadow root's template written as a ``<div>`` (its
    closing tag too, nested templates counted); ``text`` itself where there is none."""
    if not clues.holds(text, *_CLUES):
        return text
    parts, written, shadows = [], 0, []  # shadows: for each open template, whether a root's
    for count, tag in enumerate(_TEMPLATE_TAG.finditer(text)):
        if count == _MAX_TAGS:
            break
        if not tag.group(1):
            shadows.append(_SHADOW_ROOT.search(tag.group(2)) is not None)
            replacement = "<div data-shadow-root>" if shadows[-1] else None
        else:
            replacement = "</div>" if shadows and shadows.pop() else None
        if replacement is not None:
            parts += [text[written : tag.start()], replacement]
            written = tag.end()
    return "".join([*parts, text[written:]]) if parts else text
