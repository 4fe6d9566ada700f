"""The language of a request: `?lang=`, else the `lang` cookie, else Accept-Language, else English;
`/api/games` and `/api/games/{game}` answer in it and the pages carry it on <html lang>.

The Russian game files are the boards' to fill, so these tests serve a language folder of their own
(static/i18n/ copied, with a Russian Camargue file written here): the mechanism is tested, not
whichever translations have landed."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from app import i18n
from app.api import catalog as catalog_api
from app.engine import games

RU_CAMARGUE = {
    "title": "Камарг",
    "board": {},
    "options": {},
    "catalog": {
        "blurb": "Выкладывайте плитки тропинок в общем пейзаже.",
        "components": {"tile:village-curve-ne": {"name": "Деревня, поворот"}},
    },
}
ENGLISH_BLURB = games()["camargue"].catalog()["blurb"]


def clear_caches() -> None:
    for fn in (i18n.languages, i18n._file, i18n.catalog, catalog_api.catalog_bytes):
        fn.cache_clear()


@pytest.fixture(scope="module")
def languages(tmp_path_factory):
    root = tmp_path_factory.mktemp("i18n")
    shutil.copytree(i18n.ROOT, root, dirs_exist_ok=True)
    (root / "ru" / "camargue.json").write_text(json.dumps(RU_CAMARGUE, ensure_ascii=False), encoding="utf-8")
    saved = i18n.ROOT
    i18n.ROOT = root
    clear_caches()
    yield root
    i18n.ROOT = saved
    clear_caches()


@pytest.fixture(scope="module")
def client(languages, tmp_path_factory):
    from app.main import create_app
    from tests.conftest import make_settings, migrated

    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('languages') / 'p.db'}")
    with TestClient(create_app(make_settings(url))) as c:
        yield c


def camargue(answer) -> dict:
    assert answer.status_code == 200, answer.text
    return next(g for g in answer.json() if g["id"] == "camargue")


def test_the_game_list_is_english_by_default(client):
    game = camargue(client.get("/api/games"))
    assert (game["title"], game["description"], game["language"]) == ("Camargue", ENGLISH_BLURB, "en")


def test_accept_language_gives_russian_titles_and_descriptions(client):
    game = camargue(client.get("/api/games", headers={"Accept-Language": "ru-RU,ru;q=0.9,en;q=0.8"}))
    assert (game["title"], game["description"], game["language"]) == ("Камарг", RU_CAMARGUE["catalog"]["blurb"], "ru")


def test_the_query_overrides_the_header_and_the_cookie(client):
    game = camargue(client.get("/api/games?lang=en", headers={"Accept-Language": "ru", "Cookie": "lang=ru"}))
    assert game["title"] == "Camargue"
    game = camargue(client.get("/api/games?lang=ru", headers={"Accept-Language": "en"}))
    assert game["title"] == "Камарг"


def test_the_cookie_overrides_the_header(client):
    assert camargue(client.get("/api/games", headers={"Accept-Language": "en", "Cookie": "lang=ru"}))["title"] == "Камарг"


def test_an_unknown_language_falls_back_to_english(client):
    assert camargue(client.get("/api/games?lang=xx"))["title"] == "Camargue"
    assert camargue(client.get("/api/games", headers={"Accept-Language": "de-DE,fr;q=0.8"}))["title"] == "Camargue"


def test_one_game_carries_the_russian_catalog(client):
    answer = client.get("/api/games/camargue?lang=ru")
    assert answer.status_code == 200
    data = answer.json()
    assert data["title"] == "Камарг" and data["language"] == "ru"
    assert data["catalog"]["blurb"] == RU_CAMARGUE["catalog"]["blurb"]
    assert data["catalog"]["components"]["tile:village-curve-ne"]["name"] == "Деревня, поворот"
    # An untranslated text stays English rather than missing.
    english = games()["camargue"].catalog()["components"]["tile:village-curve-es"]["name"]
    assert data["catalog"]["components"]["tile:village-curve-es"]["name"] == english
    assert "Accept-Language" in answer.headers["vary"]
    assert client.get("/api/games/camargue").json()["catalog"]["blurb"] == ENGLISH_BLURB


def page_lang(answer) -> str:
    assert answer.status_code == 200
    return re.search(r'<html lang="([a-z]+)"', answer.text).group(1)


@pytest.mark.parametrize("path", ["/", "/rooms/x", "/rooms/x/replay"])
def test_pages_follow_the_cookie_and_the_browser(client, path):
    assert page_lang(client.get(path)) == "en"
    assert page_lang(client.get(path, headers={"Cookie": "lang=ru"})) == "ru"
    assert page_lang(client.get(path, headers={"Accept-Language": "ru-RU,ru;q=0.9"})) == "ru"
    assert page_lang(client.get(path, headers={"Accept-Language": "ru", "Cookie": "lang=en"})) == "en"
    assert page_lang(client.get(f"{path}?lang=ru")) == "ru"


def test_a_russian_page_is_worded_in_russian_with_its_menu(client):
    answer = client.get("/", headers={"Cookie": "lang=ru"})
    ui = json.loads((i18n.ROOT / "ru" / "ui.json").read_text(encoding="utf-8"))
    assert ui["lobby.heading"] in answer.text and "Play a scenic game" not in answer.text
    assert re.search(r'<option value="ru" lang="ru" selected>Русский</option>', answer.text)
    assert re.search(r'<option value="en" lang="en">English</option>', answer.text)
    assert answer.headers["content-language"] == "ru"
    assert "Cookie" in answer.headers["vary"]
