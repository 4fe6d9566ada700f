"""Sunset's "How to play" is the one for the table: a one-player room gets Wanderlust's own rules
(ranger stations, wake-up actions, no cards under the deck), a table of 2 to 4 the game's, and the
lobby, where the table is not known yet, both."""

from __future__ import annotations

import pytest

from .helpers import add_bots_and_start, create_room

pytestmark = pytest.mark.browser


def open_help(page) -> str:
    page.locator("#help-button").click()
    page.wait_for_selector("#help[open]")
    return page.locator("#help .help-panel").inner_text()


def test_a_solo_room_explains_wanderlust_and_a_table_of_two_the_game(new_page):
    page = new_page()
    create_room(page, "sunset", 1, "Ann")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#board svg")
    solo = open_help(page)
    assert page.locator("#help .help-panel").get_attribute("data-variant") == "solo"
    assert "Wanderlust (solo)" in solo and "ranger station" in solo and "nothing goes under the deck" in solo
    assert "under their deck" not in solo and "Daily goal:" not in solo
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    table = open_help(page)
    assert "under their deck" in table and "Daily goal:" in table and "ranger station" not in table


def test_the_lobby_shows_the_game_and_wanderlust(new_page):
    page = new_page()
    page.goto("/")
    page.locator("#game-sunset-help").click()
    page.wait_for_selector("#game-sunset-dialog[open]")
    assert page.locator("#game-sunset-dialog .help-variant").all_inner_texts() == ["Wanderlust (solo)"]
    text = page.locator("#game-sunset-dialog .help-panel").inner_text()
    assert "under their deck" in text and "Return-home bonus" in text
