"""Languages. A language is one folder, `static/i18n/<code>/`: `ui.json` holds the texts of the
site around the boards, `<game>.json` the texts of that game's board (`"board"`) and, for every
language but English, the translation of the game's catalog (`"catalog"`, keyed as the catalog
itself; English catalogs are made from each game's content in `app/games/<g>/catalog.py`).

The server uses these files for three things: the page's `lang` and the few words of the HTML
templates, the catalog of `GET /api/games/{game}`, and the titles and descriptions of
`GET /api/games`. API error messages stay English: their codes are the contract, and the client
words each code it knows. See docs/i18n.md.
"""

from __future__ import annotations

import copy
from functools import cache
from pathlib import Path
from typing import Any

import orjson

ROOT = Path(__file__).resolve().parent.parent / "static" / "i18n"
DEFAULT = "en"
COOKIE = "lang"


@cache
def languages() -> tuple[str, ...]:
    """The codes of every language folder, English first."""
    codes = sorted(p.name for p in ROOT.iterdir() if p.is_dir() and (p / "ui.json").is_file())
    return tuple(sorted(codes, key=lambda c: c != DEFAULT))


@cache
def _file(lang: str, name: str) -> dict[str, Any]:
    path = ROOT / lang / f"{name}.json"
    if not path.is_file():
        return {}
    return orjson.loads(path.read_bytes())


def ui(lang: str) -> dict[str, Any]:
    return _file(lang, "ui")


def parse_accept_language(header: str | None) -> str | None:
    """The best of our languages in an Accept-Language header ("ru-RU,ru;q=0.9,en;q=0.8")."""
    if not header:
        return None
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if q > 0 and tag:
            ranked.append((-q, i, tag.strip().lower()))
    for _, _, tag in sorted(ranked):
        base = tag.split("-")[0]
        if base in languages():
            return base
    return None


def choose(query: str | None = None, cookie: str | None = None, header: str | None = None) -> str:
    """A request's language: an explicit `?lang=`, else the remembered choice (the `lang`
    cookie), else the browser's preference (Accept-Language), else English."""
    for code in (query, cookie):
        if code and code in languages():
            return code
    return parse_accept_language(header) or DEFAULT


def request_language(request: Any) -> str:
    return choose(request.query_params.get("lang"), request.cookies.get(COOKIE),
                  request.headers.get("accept-language"))


def text(lang: str, key: str, **params: Any) -> str:
    """One text of `ui.json` for the HTML templates, with `{name}` parameters filled in."""
    value = ui(lang).get(key)
    if not isinstance(value, str):
        value = ui(DEFAULT).get(key)
    if not isinstance(value, str):
        raise KeyError(key)
    for name, val in params.items():
        value = value.replace("{" + name + "}", str(val))
    return value


def overlay(base: Any, over: Any) -> Any:
    """`base` with every value `over` gives at the same path replaced; lists are matched by
    position. Keys `over` has that `base` lacks are ignored (the completeness test finds them)."""
    if isinstance(base, dict) and isinstance(over, dict):
        return {k: overlay(v, over[k]) if k in over else v for k, v in base.items()}
    if isinstance(base, list) and isinstance(over, list):
        return [overlay(b, over[i]) if i < len(over) else b for i, b in enumerate(base)]
    if over is None or isinstance(over, (dict, list)) != isinstance(base, (dict, list)):
        return base
    return over


def game_texts(lang: str, game_id: str) -> dict[str, Any]:
    return _file(lang, game_id)


@cache
def catalog(game_id: str, lang: str) -> dict[str, Any]:
    """The game's catalog in `lang`: the English catalog with the language's translation laid
    over it (an untranslated text stays English rather than missing)."""
    from app.engine import games

    base = games()[game_id].catalog()
    if lang == DEFAULT:
        return base
    return overlay(copy.deepcopy(base), game_texts(lang, game_id).get("catalog", {}))


def metadata(game_id: str, lang: str) -> dict[str, Any]:
    """A game's metadata with its title and description in `lang`."""
    from app.engine import games

    meta = games()[game_id].metadata()
    meta["description"] = catalog(game_id, lang).get("blurb", "")
    if lang != DEFAULT:
        texts = game_texts(lang, game_id)
        meta["title"] = texts.get("title") or meta["title"]
        props = meta["options"].get("properties", {})
        meta["options"]["properties"] = overlay(copy.deepcopy(props), texts.get("options", {}))
    meta["language"] = lang
    return meta
