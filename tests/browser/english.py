"""What a page in Russian must not show: the fixed English words of a game's catalog and board.

`english_phrases(game)` gives the words of five letters or more and the two-word phrases of the
game's English board texts and catalog texts whose Russian translation differs (a text both
languages spell alike, such as a number or a symbol, is left out); `english_left(text, game)`
the ones found in a page's text.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from app import i18n
from app.engine import games

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{[^{}]*\}|\[\[|\]\]")
WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
DATA_KEYS = {"colour", "color", "symbol", "pattern", "key", "icon", "art", "id"}


def texts(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key not in DATA_KEYS:
                yield from texts(value)
    elif isinstance(node, list):
        for value in node:
            yield from texts(value)
    elif isinstance(node, str):
        yield node


def _pairs(en, ru):
    """(English, Russian) of every text at the same place in two trees."""
    if isinstance(en, dict) and isinstance(ru, dict):
        for key, value in en.items():
            if key not in DATA_KEYS and key in ru:
                yield from _pairs(value, ru[key])
    elif isinstance(en, list) and isinstance(ru, list):
        for a, b in zip(en, ru):
            yield from _pairs(a, b)
    elif isinstance(en, str) and isinstance(ru, str):
        yield en, ru


@cache
def english_phrases(game: str) -> frozenset[str]:
    board_en = json.loads((ROOT / f"static/i18n/en/{game}.json").read_text(encoding="utf-8"))["board"]
    board_ru = json.loads((ROOT / f"static/i18n/ru/{game}.json").read_text(encoding="utf-8"))["board"]
    catalog_en = games()[game].catalog()
    sources = [en for en, ru in _pairs(board_en, board_ru) if en != ru]
    sources += [en for en, ru in _pairs(catalog_en, i18n.catalog(game, "ru")) if en != ru]
    out: set[str] = set()
    for text in sources:
        for piece in PLACEHOLDER.split(text):
            words = WORD.findall(piece)
            out.update(w for w in words if len(w) >= 5)
            out.update(f"{a} {b}" for a, b in zip(words, words[1:]))
    return frozenset(out)


def english_left(text: str, game: str, names: tuple[str, ...] = ()) -> list[str]:
    """The English words and phrases of `game` in `text`, the players' `names` left out."""
    for name in names:
        text = text.replace(name, " ")
    return sorted(p for p in english_phrases(game) if re.search(rf"(?<![A-Za-z]){re.escape(p)}(?![A-Za-z])", text))
