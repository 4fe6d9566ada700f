""""What would you do?" at the table: the expert's move is named in the prompt and glows on the
board; once its first step is taken the step's own prompt comes back, and the hint's next target
still glows."""

from __future__ import annotations

import pytest

from .conftest import DESKTOP
from .helpers import add_bots_and_start, create_room

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
    # The card is picked: the prompt asks for the order of the two others, and the hint's order
    # is the button that glows.
    page.wait_for_function("() => !document.getElementById('prompt').textContent.startsWith('The expert')")
    assert "order" in page.locator("#prompt").inner_text()
    assert page.locator("#actions .move-button.hinted").count() == 1


def test_the_legend_says_what_the_worth_badges_mean_on_a_phone(phone, artifacts):
    page = phone
    create_room(page, "camargue", 2, "Ann")
    add_bots_and_start(page, 1)
    page.locator("button[role=tab][data-tab=legend]").tap()
    key = page.locator("#legend .worth-key")
    key.scroll_into_view_if_needed()
    assert key.is_visible()
    rows = key.locator(".worth-legend li").all_inner_texts()
    assert [r.split()[0] for r in rows] == ["+3", "\u2264", "\u2248"], rows
    assert "next steps this turn" in rows[1] and "expectation" in rows[2]
    assert "hold a finger" in key.inner_text()
    page.screenshot(path=str(artifacts / "legend-worth-phone.png"))
