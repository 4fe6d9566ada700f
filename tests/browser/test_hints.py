""""What would you do?" at the table: the expert's move is named in the prompt and glows on the
board; once its first step is taken the step's own prompt comes back, and the hint's next target
still glows."""

from __future__ import annotations

import pytest

from .conftest import DESKTOP
from .helpers import add_bots_and_start, confirm_if_asked, create_room

pytestmark = pytest.mark.browser

HINTED = ":is(#board, #tray) .target.hinted"


def test_a_hint_names_its_move_and_steps_aside_after_its_first_step(new_page, artifacts):
    page = new_page(DESKTOP)
    create_room(page, "sunset", 2, "Ann")  # a bot and no timer: hints are on
    add_bots_and_start(page, 1)
    page.locator("#hint-button").click()
    page.wait_for_function("() => document.getElementById('prompt').textContent.startsWith('The expert would choose ')",
                           timeout=60_000)
    prompt = page.locator("#prompt").inner_text()
    page.screenshot(path=str(artifacts / "hint-sunset-desktop.png"))
    hinted = page.locator(HINTED)
    assert hinted.count() == 1, hinted.count()  # one planning card
    name = hinted.first.get_attribute("aria-label").split(" — ")[0]
    assert name and name in prompt, (name, prompt)
    hinted.first.click()
    # The card is picked: the prompt asks which of the two others comes back first, and the
    # hint's order is the card that glows.
    page.wait_for_function("() => !document.getElementById('prompt').textContent.startsWith('The expert')")
    assert "comes back to your hand first" in page.locator("#prompt").inner_text()
    assert page.locator(HINTED).count() == 1
    assert page.locator(HINTED).first.get_attribute("aria-label").startswith("Under the deck")


def test_the_legend_says_what_the_worth_badges_mean_on_a_phone(phone, artifacts):
    page = phone
    create_room(page, "camargue", 2, "Ann")
    add_bots_and_start(page, 1)
    page.locator("button[role=tab][data-tab=legend]").tap()
    key = page.locator("#legend .worth-key")
    key.scroll_into_view_if_needed()
    assert key.is_visible()
    rows = key.locator(".worth-legend li").all_inner_texts()
    # Camargue's dashed badge (the best of several moves a target still leaves) has its own row
    assert [r.split()[0] for r in rows] == ["+3", "\u2264", "\u2248", "+2"], rows
    assert "next steps this turn" in rows[1] and "expectation" in rows[2] and "dashed" in rows[3]
    assert "hold a finger" in key.inner_text()
    page.screenshot(path=str(artifacts / "legend-worth-phone.png"))


def test_a_hinted_tile_and_spot_are_named_as_one_move(new_page):
    """A Camargue placement is picked on two targets (the tile, then its spot); the hint names it
    once, tile first ("Lay the Grain curve (south–west) 1 east of the start tile"), not as two
    labels joined."""
    page = new_page(DESKTOP)
    create_room(page, "camargue", 2, "Ann")
    add_bots_and_start(page, 1)
    # With a helper in hand the expert may rather play it (one target): then its move is made and
    # the next turn's hint is asked for, until one is a placement.
    for _ in range(4):
        page.wait_for_function("() => /^Lay a tile/.test(document.getElementById('prompt').textContent)", timeout=60_000)
        page.locator("#hint-button").click()
        page.wait_for_function("() => document.getElementById('prompt').textContent.startsWith('The expert would choose ')",
                               timeout=60_000)
        prompt = page.locator("#prompt").inner_text()
        if prompt.startswith("The expert would choose “Lay the "):
            break
        assert "helper" in prompt, prompt
        page.locator(HINTED).first.click()
        page.wait_for_selector("#confirm")
        confirm_if_asked(page)
        page.wait_for_function("() => !/^(Lay a tile|The expert)/.test(document.getElementById('prompt').textContent)")
    assert prompt.startswith("The expert would choose “Lay the ") and " and Lay" not in prompt, prompt
    assert "of the start tile" in prompt or "on the start tile" in prompt, prompt
