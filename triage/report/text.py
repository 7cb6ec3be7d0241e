"""Strings from logs made safe to show: bidi controls, other invisible controls
and lone surrogates become visible code points before any rendering escapes them."""

from __future__ import annotations

import re

from markupsafe import Markup

# Bidi embeddings, overrides and isolates (U+202E turns "exe.txt" into "txt.exe"
# on screen), the marks, and C0/C1 controls other than tab and newline.
_INVISIBLE = re.compile(
    "[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]"
)
_SURROGATE = re.compile("[\ud800-\udfff]")


def visible(text: str) -> str:
    """`text` with every bidi or control character shown as `‹U+202E›` and every
    lone surrogate (which no UTF-8 file can hold) as U+FFFD."""
    if text.isascii() and text.isprintable():
        return text
    text = _SURROGATE.sub("\ufffd", text)
    return _INVISIBLE.sub(lambda m: f"‹U+{ord(m.group()):04X}›", text)


def visible_value(value: object) -> object:
    """A Jinja `finalize` for HTML templates: every string from the data made `visible`
    before autoescape escapes it; markup built by the renderer (already safe) passes."""
    if isinstance(value, str) and not isinstance(value, Markup):
        return visible(value)
    return value
