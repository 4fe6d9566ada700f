"""Every text the client uses exists in every language, and no language has texts nobody uses.

Keys are read from the code: `t("key")` / `t('key')` / t(`key`) in static/js and `t("key")` in
the templates. A key family built at run time is declared where it is built, in a comment
`// i18n-keys: error.*` (`#` in Python); its keys count as used. Board texts live in static/i18n/<lang>/<game>.json
under "board" and are used as t("<game>.<key>").
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from app import i18n
from app.engine import games

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "static" / "i18n"
USE = re.compile(r"""\bt\(\s*(?:"([^"$]+)"|'([^'$]+)'|`([^`$]+)`)""")
FAMILY = re.compile(r"i18n-keys:\s*([A-Za-z0-9_.*, ]+)")
UNTRANSLATED = {"colour", "color", "key", "pattern", "symbol", "icon", "art", "id"}
GAMES = sorted(p.stem for p in (I18N / "en").glob("*.json") if p.stem != "ui")
PLURAL_FORMS = {"en": {"one", "other"}, "ru": {"one", "few", "many", "other"}}


def sources() -> list[Path]:
    return (sorted((ROOT / "static" / "js").rglob("*.js")) + sorted((ROOT / "templates").glob("*.html"))
            + [ROOT / "app" / "web.py", ROOT / "app" / "wording.py", ROOT / "app" / "services" / "advice.py"])


def used_keys() -> tuple[set[str], list[str]]:
    keys: set[str] = set()
    families: list[str] = []
    for path in sources():
        text = path.read_text(encoding="utf-8")
        for m in USE.finditer(text):
            keys.add(next(g for g in m.groups() if g))
        for m in FAMILY.finditer(text):
            families += [f.strip() for f in m.group(1).split(",") if f.strip()]
    return keys, families


def all_texts(lang: str) -> dict[str, object]:
    out = dict(json.loads((I18N / lang / "ui.json").read_text(encoding="utf-8")))
    for game in GAMES:
        board = json.loads((I18N / lang / f"{game}.json").read_text(encoding="utf-8")).get("board", {})
        out.update({f"{game}.{k}": v for k, v in board.items()})
    return out


def test_languages_are_english_and_russian():
    assert i18n.languages() == ("en", "ru")
    assert set(GAMES) == {"camargue", "osaka", "phototour", "provence", "sunset"}


@pytest.mark.parametrize("lang", ["ru"])
def test_every_language_has_the_same_keys_as_english(lang):
    en, other = all_texts("en"), all_texts(lang)
    assert sorted(set(en) - set(other)) == [], f"missing in {lang}"
    assert sorted(set(other) - set(en)) == [], f"only in {lang}"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_plural_texts_have_the_forms_of_their_language(lang):
    for key, value in all_texts(lang).items():
        if isinstance(value, dict):
            assert set(value) == PLURAL_FORMS[lang], key
            assert all("{n}" in form for form in value.values()), key


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_parameters_match_english(lang):
    names = re.compile(r"\{([a-z_0-9]+)\}")
    en, other = all_texts("en"), all_texts(lang)
    for key, value in other.items():
        a = set(names.findall(json.dumps(en[key], ensure_ascii=False)))
        b = set(names.findall(json.dumps(value, ensure_ascii=False)))
        assert a == b, f"{key}: {a} vs {b}"


def test_every_used_key_exists_and_every_key_is_used():
    keys, families = used_keys()
    texts = all_texts("en")
    assert sorted(k for k in keys if k not in texts) == [], "used in code but in no catalog"

    def used(key: str) -> bool:
        return key in keys or any(re.fullmatch(f.replace(".", r"\.").replace("*", r"[^.]+(\.[^.]+)*"), key)
                                  for f in families)

    assert sorted(k for k in texts if not used(k)) == [], "in the catalogs but used nowhere"


def translatable(node, path=()):
    """(path, text) of every text a player reads in a catalog."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k not in UNTRANSLATED:
                yield from translatable(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from translatable(v, path + (i,))
    elif isinstance(node, str) and re.search(r"[A-Za-z]", node):
        yield path, node


def at(node, path):
    for step in path:
        if isinstance(node, dict) and step in node:
            node = node[step]
        elif isinstance(node, list) and isinstance(step, int) and step < len(node):
            node = node[step]
        else:
            return None
    return node


@pytest.mark.parametrize("game", GAMES)
def test_russian_catalog_translates_every_text(game):
    english = games()[game].catalog()
    russian = json.loads((I18N / "ru" / f"{game}.json").read_text(encoding="utf-8"))
    missing = [".".join(map(str, p)) for p, _ in translatable(english) if not isinstance(at(russian["catalog"], p), str)]
    assert missing == []
    assert russian["title"], "a Russian title"
    extra = [".".join(map(str, p)) for p, _ in translatable(russian["catalog"]) if at(english, p) is None]
    assert extra == [], "translations of texts the catalog does not have"
    props = games()[game].metadata()["options"].get("properties", {})
    for p, _ in translatable(props):
        if p[-1] in ("title", "description") or "x-labels" in p:
            assert isinstance(at(russian.get("options", {}), p), str), ".".join(map(str, p))


@pytest.mark.parametrize("game", GAMES)
def test_russian_catalog_keeps_the_template_values(game):
    """A translated log template names the same values as the English one."""
    names = re.compile(r"\{([A-Za-z_.0-9]+)")
    english = games()[game].catalog()["events"]
    russian = i18n.catalog(game, "ru")["events"]
    for code, template in english.items():
        if isinstance(template, str):
            assert set(names.findall(template)) == set(names.findall(russian[code])), code


def test_accept_language_and_choice():
    assert i18n.parse_accept_language("ru-RU,ru;q=0.9,en;q=0.8") == "ru"
    assert i18n.parse_accept_language("de-DE,de;q=0.9,en;q=0.5") == "en"
    assert i18n.parse_accept_language("fr") is None
    assert i18n.parse_accept_language("en;q=0.2, ru;q=0.8") == "ru"
    assert i18n.choose(None, None, "fr") == "en"
    assert i18n.choose("ru", "en", "en") == "ru"
    assert i18n.choose(None, "ru", "en") == "ru"
    assert i18n.choose("xx", None, "ru") == "ru"
