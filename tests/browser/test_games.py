"""Each game from the lobby to the end screen, the human seat played by clicking on the board."""

from __future__ import annotations

import random
import re
import time

import pytest

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, check_screen, click_some_target, create_room, play_until_end, prompt_in_view

pytestmark = pytest.mark.browser


def finish(page, artifacts, game, players):
    page.wait_for_selector("#end svg[data-chart=standings] polyline")
    headline = page.locator("#end .headline").inner_text()
    assert "win" in headline or "Wanderlust" in headline
    assert page.locator("#end table.final-scores tbody tr").count() == players
    assert page.locator("#end svg[data-chart=standings] polyline").count() == players
    assert page.locator("#end details[open] li").count() > 0  # how the winner scored, open
    # The pinned bar says who won and leads back to the lobby; the results were brought into view.
    assert re.search(r"The game is over: .+ (wins|share the win)", page.locator("#prompt").inner_text())
    assert page.get_by_role("link", name="Back to the lobby").count() == 1
    # ... to a lobby whose new-room form has this game chosen
    assert page.get_by_role("link", name="Back to the lobby").get_attribute("href") == f"/?game={game.split('-')[0]}"
    assert page.evaluate("() => document.getElementById('end').getBoundingClientRect().top < window.innerHeight")
    page.locator("#end").scroll_into_view_if_needed()
    check_screen(page, artifacts, f"{game}-end", {"desktop": DESKTOP, "phone": PHONE})
    # The replay draws this game's own board at the deal and at the end, as a spectator saw it.
    page.locator("#replay-link").click()
    # (until the replay page has come, the room page is still there: no replay root yet)
    page.wait_for_function("document.getElementById('replay-root')?.dataset.version === '0'")
    page.wait_for_selector("#board svg")
    assert page.locator("#board .error").count() == 0, page.locator("#board .error").first.inner_text()
    if game == "camargue":  # a replay is watched from no seat: every seat is a player, none "other"
        assert page.locator("#board .others-area h3").inner_text() == "Players"
    page.locator("#replay-slider").fill(page.locator("#replay-slider").get_attribute("max"))
    page.wait_for_function("document.getElementById('replay-root')?.dataset.version === document.getElementById('replay-slider')?.max")
    page.wait_for_selector("#board svg")
    assert page.locator("#board .error").count() == 0
    check_screen(page, artifacts, f"{game}-replay", {"desktop": DESKTOP, "phone": PHONE})


SMALLEST = {"sunset": 1}  # Wanderlust, the solo game; Sunset also runs for two (secret planning)
def photograph_until(page, rng, count: int, limit_s: float) -> None:
    """Play Ann's Phototour turns (travelling_photographer's way) until her diary holds `count`
    photographs."""
    deadline = time.time() + limit_s
    photos = page.locator("#board [data-board=diary-0] [data-slot] .pt-photo")
    while photos.count() < count:
        assert time.time() < deadline, f"fewer than {count} photographs in the diary"
        if not click_some_target(page, rng, prefer=travelling_photographer):
            page.wait_for_timeout(30)


def travelling_photographer(pool, page):
    """Random travel rarely fills a diary: photograph whenever possible, travel to the town of a
    sight in hand, use dice rather than planning once the hand is full, reroll the dice when none
    can be used for the main action, and otherwise never refresh. (The bots alone rarely end a
    game of Phototour, so the human seat has to fill its diary.)"""

    def named(*prefixes):
        return [x for x in pool if x[2].startswith(prefixes)]

    titles = page.locator("#board [data-board=hand] [data-card] > title").evaluate_all("els => els.map(e => e.textContent)")
    towns = {t.split("(", 1)[1].split(",", 1)[0] for t in titles if "(" in t}
    wanted = [x for x in pool if x[2].startswith("Travel to ") and x[2][len("Travel to "):].split(" — ")[0] in towns]
    for choice in (named("Confirm"), named("Photograph", "Put the photograph"), wanted, named("Refresh the dice"),
                   named("Reroll the", "Refill the row")):
        if choice:
            return choice
    if not named("Use the") and named("Plan", "Rent") and named("Refresh a row") and titles:
        return named("Refresh a row")
    pool = [x for x in pool if not x[2].startswith(("Refresh", "Discard the sight", "Discard the"))] or pool
    if len(titles) >= 3:
        return [x for x in pool if not x[2].startswith(("Plan", "Take the sight", "Rent"))] or pool
    return pool


POLICIES = {"phototour": travelling_photographer}

# The diary's slots to choose from, in the pinned bar's tray, inside the window.
# (Gone with the step it belonged to, when a bot's move came meanwhile: nothing to check.)
DIARY_WHOLE = """() => {
  const el = document.querySelector('#tray [data-board=diary-0]');
  if (!el) return !document.getElementById('prompt').textContent.startsWith('Click the diary slot');
  const r = el.getBoundingClientRect();
  return r.height > 0 && r.top >= -1 && r.bottom <= window.innerHeight + 1;
}"""


@pytest.mark.parametrize("game,options,players", [
    ("camargue", None, 2), ("provence", None, 2), ("osaka", None, 2), ("phototour", {"mode": "strategic"}, 2),
    ("sunset", None, 1), ("sunset", None, 2),
], ids=["camargue", "provence", "osaka", "phototour-strategic", "sunset-solo", "sunset-2"])
def test_a_whole_game_by_clicking(new_page, artifacts, game, options, players):
    page = new_page()
    shot = game if players == SMALLEST.get(game, 2) else f"{game}-{players}"
    create_room(page, game, players, "Ann", options)
    add_bots_and_start(page, players - 1)
    page.wait_for_selector("#board [data-target], #actions [data-target]", timeout=20000)
    if game in ("provence", "phototour") or shot == "sunset-2":
        # A simultaneous first phase: the panel says who is still choosing, never what was chosen.
        assert "choosing…" in page.locator("#players li[data-seat='0']").inner_text()
    unnamed = page.evaluate("""() => [...document.querySelectorAll('[data-target], button, input, select')]
        .filter(e => !((e.getAttribute('aria-label') || e.labels?.[0]?.textContent || e.textContent || '').trim()))
        .map(e => e.outerHTML.slice(0, 80))""")
    assert not unnamed, f"controls without an accessible name: {unnamed}"
    check_screen(page, artifacts, f"{shot}-board", {"desktop": DESKTOP, "phone": PHONE})
    page.set_viewport_size(DESKTOP)
    prompts_out = []

    slots_cut = []

    def prompt_stays(p):
        if not prompt_in_view(p):
            prompts_out.append(p.locator("#prompt").inner_text())
        if game == "phototour" and p.locator("#prompt").inner_text().startswith("Click the diary slot"):
            # The slots to choose from are seen whole, each with its bonus, in the pinned bar.
            p.wait_for_timeout(400)
            if not p.evaluate(DIARY_WHOLE):
                slots_cut.append(p.evaluate("() => (document.querySelector('#tray [data-board=diary-0]') || {getBoundingClientRect: () => ({})}).getBoundingClientRect().bottom"))

    # Bounded in time: a Phototour game takes 70 s of clicks on a quiet machine, more beside other work.
    clicks = play_until_end(page, random.Random(7), limit_s=300, prefer=POLICIES.get(game), after_click=prompt_stays)
    assert not prompts_out, f"the prompt left the window after {len(prompts_out)} clicks: {prompts_out[:3]}"
    assert not slots_cut, f"the diary was cut off while choosing a slot (its bottom at {slots_cut[:3]} px)"
    # The game is played on the board: a good share of the clicks land on board targets (the
    # rest are steps such as "End the turn" or "Pass", which are buttons).
    assert clicks["board"] * 3 >= clicks["board"] + clicks["button"] > 0, clicks
    finish(page, artifacts, shot, players)
