"""The site shell in two languages: plural forms, the header's language menu (remembered, followed
by <html lang>), the browser's preference when nothing was chosen, and a Russian lobby and room
with no English text of ui.json and no missing key."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.browser.conftest import PHONE

UI = Path(__file__).resolve().parents[2] / "static" / "i18n"
EN = json.loads((UI / "en" / "ui.json").read_text(encoding="utf-8"))
RU = json.loads((UI / "ru" / "ui.json").read_text(encoding="utf-8"))
NUMBERS = [1, 2, 5, 11, 21, 22]
# Texts that come from the games' catalogs and options (English until a board's Russian file has them).
FROM_CATALOGS = ".gtitle, .gblurb, .options, .game-choice input, .help-panel, .legend-panel, #board, #log"


@pytest.fixture
def contexts(browser, server):
    made, errors = [], []

    def make(locale=None, viewport=None):
        ctx = browser.new_context(base_url=server.url, bypass_csp=True, locale=locale,
                                  viewport=viewport or {"width": 1280, "height": 800})
        ctx.set_default_timeout(15000)
        made.append(ctx)
        page = ctx.new_page()
        page.on("pageerror", lambda err: errors.append(str(err)))
        return page

    yield make
    for ctx in made:
        ctx.close()
    assert not errors, errors[:3]


def plural_forms(page) -> list[str]:
    return page.evaluate("""async (numbers) => {
        const { t } = await import("/static/js/core/i18n.js");
        return numbers.map((n) => t("points", { n }));
    }""", NUMBERS)


def english_patterns() -> list[re.Pattern]:
    """Every English text of ui.json that Russian words differently, as a pattern (a {parameter}
    matches any words)."""
    texts = []
    for key, value in EN.items():
        if key.startswith("language.") or RU.get(key) == value:
            continue
        texts += list(value.values()) if isinstance(value, dict) else [value]
    out = []
    for text in set(texts):
        parts = re.split(r"\{[a-z_0-9]+\}", text)
        if not "".join(parts).strip(" .,:;·()–-→←▶♪"):
            continue
        body = ".+?".join(re.escape(p) for p in parts)
        out.append(re.compile(rf"(?<![A-Za-z]){body}(?![A-Za-z])"))
    return out


def shown_texts(page) -> list[str]:
    """Every text node and every aria-label, title and placeholder, outside the catalogs' texts."""
    return page.evaluate("""(skip) => {
        const out = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
            const node = walker.currentNode;
            if (node.parentElement.closest(skip) || node.parentElement.closest("script")) continue;
            if (node.textContent.trim()) out.push(node.textContent.trim());
        }
        for (const el of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
            if (el.closest(skip)) continue;
            for (const a of ["aria-label", "title", "placeholder"]) if (el.getAttribute(a)) out.push(el.getAttribute(a));
        }
        out.push(document.title);
        return out;
    }""", FROM_CATALOGS)


def assert_all_russian(page) -> None:
    texts = shown_texts(page)
    assert not [t for t in texts if "⟦" in t], "a missing key"
    english = [(p.pattern, t) for t in texts for p in english_patterns() if p.search(t)]
    assert english == [], english[:5]


def test_plural_forms_in_russian_and_english(contexts):
    ru = contexts(locale="ru-RU")
    ru.goto("/")
    assert plural_forms(ru) == ["1 очко", "2 очка", "5 очков", "11 очков", "21 очко", "22 очка"]
    en = contexts(locale="en-GB")
    en.goto("/")
    assert plural_forms(en) == ["1 point", "2 points", "5 points", "11 points", "21 points", "22 points"]


def test_the_browser_preference_decides_when_nothing_was_chosen(contexts):
    page = contexts(locale="ru-RU")
    page.goto("/")
    assert page.locator("html").get_attribute("lang") == "ru"
    page.wait_for_selector("#create")
    assert page.locator("h1").inner_text() == RU["lobby.heading"]
    assert page.locator("#create").inner_text() == RU["lobby.create"]
    assert page.locator("#lang-switch").input_value() == "ru"


def test_the_menu_switches_the_language_and_it_is_remembered(contexts, artifacts):
    page = contexts(locale="en-US")
    page.goto("/")
    page.wait_for_selector("#create")
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.locator("#create").inner_text() == "Create the room"
    with page.expect_navigation():
        page.locator("#lang-switch").select_option("ru")
    page.wait_for_selector("#create")
    assert page.locator("html").get_attribute("lang") == "ru"
    assert page.locator("#create").inner_text() == RU["lobby.create"]
    page.wait_for_selector("#open-tables li")
    page.wait_for_selector("#my-games li")
    assert_all_russian(page)
    page.screenshot(path=str(artifacts / "i18n-lobby-ru-1280.png"), full_page=True)

    # The next page (a room made from the Russian lobby) is Russian without choosing again.
    page.fill("#name", "Аня")
    page.locator("#create").click()
    page.wait_for_url("**/rooms/*")
    page.wait_for_selector("#share-link")
    assert page.locator("html").get_attribute("lang") == "ru"
    assert page.locator("#lang-switch").input_value() == "ru"
    assert page.get_by_role("button", name=RU["waiting.add_bot"]).is_visible()
    assert_all_russian(page)
    page.screenshot(path=str(artifacts / "i18n-room-waiting-ru-1280.png"), full_page=True)

    # And back to English from the room's own menu.
    with page.expect_navigation():
        page.locator("#lang-switch").select_option("en")
    page.wait_for_selector("#share-link")
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.get_by_role("button", name="Add a bot").is_visible()


def test_a_russian_game_at_phone_and_desktop_sizes(contexts, artifacts):
    for size, viewport in (("390", PHONE), ("1280", {"width": 1280, "height": 800})):
        page = contexts(locale="ru-RU", viewport=viewport)
        page.goto("/")
        page.wait_for_selector("#create")
        assert_all_russian(page)
        page.screenshot(path=str(artifacts / f"i18n-lobby-ru-{size}.png"), full_page=True)
        page.fill("#name", "Аня")
        page.locator("#create").click()
        page.wait_for_selector("#share-link")
        page.get_by_role("button", name=RU["waiting.add_bot"]).click()
        page.wait_for_selector("#seats li.taken >> nth=1")
        no_overflow(page)
        page.screenshot(path=str(artifacts / f"i18n-room-waiting-ru-{size}.png"), full_page=True)
        page.get_by_role("button", name=RU["waiting.start"]).click()
        page.wait_for_selector("#board svg")
        page.wait_for_selector("#conn[data-conn=live]")
        assert page.locator("#help-button").inner_text() == RU["help.button"]
        no_overflow(page)
        page.screenshot(path=str(artifacts / f"i18n-room-game-ru-{size}.png"), full_page=True)


def no_overflow(page) -> None:
    """Nothing of the shell is wider than the window or cut inside its own box."""
    cut = page.evaluate("""() => {
        const out = [];
        if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push("the page scrolls sideways");
        for (const el of document.querySelectorAll("header.top *, .room-head *, .waiting *, .actionbar *, .side-tabs *, .card h2, .card h3, button, label")) {
            if (el.closest(".board, .scroll-x, .chart-box") || !el.offsetParent) continue;
            const style = getComputedStyle(el);
            if (style.overflow === "visible" && style.textOverflow !== "ellipsis") {
                const r = el.getBoundingClientRect();
                if (r.right > window.innerWidth + 1) out.push(`${el.tagName}.${el.className}: ${el.textContent.slice(0, 40)}`);
            } else if (el.scrollWidth > el.clientWidth + 1 && el.tagName !== "INPUT" && el.tagName !== "SELECT") {
                out.push(`${el.tagName}.${el.className} is cut: ${el.textContent.slice(0, 40)}`);
            }
        }
        return out;
    }""")
    assert cut == [], cut[:5]
