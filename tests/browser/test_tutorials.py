"""Every guided first game, completed at phone size by touch in English and Russian by following
the coach only: its Next buttons and the targets it marks. A move the lesson does not ask for is
refused with a kind word and nothing is sent."""

from __future__ import annotations

import time

import pytest

from app.engine import games
from app.engine.tutorial import load
from tests.browser.helpers import FAILURES

pytestmark = pytest.mark.browser

GAMES = [g for g in sorted(games()) if g != "toy" and load(games()[g]) is not None]


def follow(page, deadline: float) -> int:
    """Tap what the coach shows until it says the guided game is done; the lessons taken."""
    lessons = 0
    while page.locator("#room-root[data-coach='done']").count() == 0:
        assert time.time() < deadline, f"the guided game did not end; coach: {page.locator('#room-root').get_attribute('data-coach')}"
        if page.locator("#coach-next").count():
            page.locator("#coach-next").tap()
            continue
        if page.locator("#confirm").count():
            page.locator("#confirm").tap()
            continue
        pointed = page.locator(".coach-point")
        if page.locator("#room-root[data-coach='asking'][data-ready='1']").count() and pointed.count():
            try:
                pointed.first.tap(timeout=2000)
                lessons += 1
            except Exception:
                pass  # drawn again under the finger
            continue
        page.wait_for_timeout(50)
    return lessons


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", GAMES)
def test_a_guided_game_is_completed_by_following_the_coach(phone, game, lang):
    page = phone
    page.goto(f"/learn/{game}?lang={lang}")
    page.wait_for_url("**/rooms/*")
    page.wait_for_selector("#room-root[data-tutorial='1']")
    assert page.evaluate("document.documentElement.lang") == lang
    tutorial = load(games()[game])
    room_url = page.url
    room = room_url.split("/rooms/")[1].split("?")[0]
    if lang == "en":
        # While it is played the lobby lists it as a guided game, a tap away from where it was left.
        page.goto("/")
        row = page.locator(f"#my-games li[data-room='{room}']")
        row.wait_for()
        assert row.locator(".rstatus").inner_text() == "guided first game"
        page.goto(room_url)
        page.wait_for_selector("#room-root[data-tutorial='1']")
    follow(page, time.time() + 180)
    page.screenshot(path=str(FAILURES.parent / "browser" / f"tutorial-{game}-{lang}-end.png"))
    assert page.locator("#coach-real-game").is_visible()
    assert page.locator("#coach-real-game").get_attribute("href") == f"/?game={game}"
    assert len(tutorial.lessons) >= 6
    if lang == "en":
        # Once played through it leaves "Your games" (it would only be a finished row to clear).
        page.goto("/")
        page.locator("#my-games li").first.wait_for()
        assert page.locator(f"#my-games li[data-room='{room}']").count() == 0
        assert page.evaluate(f"localStorage.getItem('panorama.seat.{room}')") is None


def test_a_refusal_goes_once_the_asked_move_is_chosen(phone):
    """Provence's lesson asks for one placement: a wrong one is refused with a kind word, and
    once the asked one is chosen the question to confirm it stands alone (the refusal used to
    stay beside it)."""
    page = phone
    page.goto("/learn/provence?lang=en")
    page.wait_for_selector("#room-root[data-tutorial='1']")
    deadline = time.time() + 120
    refused, refused_at = False, None
    while True:
        assert time.time() < deadline, "no lesson asked for a move with a confirmation"
        if page.locator("#coach-next").count():
            page.locator("#coach-next").tap()
            continue
        asking = page.locator("#room-root[data-coach='asking'][data-ready='1']").count()
        pointed = page.locator(".coach-point")
        if refused and page.locator("#confirm").count():
            break
        if page.locator("#confirm").count():
            page.locator("#cancel").tap()  # not yet: first a refusal, on a step that confirms
            continue
        if asking and pointed.count():
            others = page.locator("#board [data-target]:not(.coach-point), #tray [data-target]:not(.coach-point)")
            if not refused and others.count():
                try:
                    others.first.tap(timeout=2000)
                except Exception:
                    continue
                page.wait_for_timeout(300)
                refused = page.locator("#bar-message").is_visible() and "Not quite" in page.locator("#bar-message").inner_text()
                refused_at = page.locator("#room-root").get_attribute("data-version")
                continue
            if refused and page.locator("#room-root").get_attribute("data-version") != refused_at:
                refused = False  # the asked move went without a confirmation: try on a later lesson
            try:
                pointed.first.tap(timeout=2000)
            except Exception:
                pass
            continue
        page.wait_for_timeout(50)
    assert not page.locator("#bar-message").is_visible(), page.locator("#bar-message").inner_text()
