"""What a person does in the browser: create a room from the lobby, fill seats, click targets."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

try:
    from playwright.sync_api import Page
    from playwright.sync_api import TimeoutError as PWTimeout
except ImportError:  # the tests skip without Playwright (see conftest.browser)
    Page = object
    PWTimeout = TimeoutError

FAILURES = Path(__file__).resolve().parents[2] / "test-results" / "browser"


def create_room(page: Page, game: str, players: int, name: str = "Ann", options: dict | None = None,
                turn_seconds: int | None = None) -> str:
    page.goto("/")
    page.get_by_role("radio", name=game_title(game), exact=True).check()
    page.get_by_label("Players", exact=True).select_option(str(players))
    for key, value in (options or {}).items():
        page.locator(f"#opt-{key}").select_option(value)
    if turn_seconds:
        page.get_by_label("Turn timer").select_option(str(turn_seconds))
    page.get_by_label("Your name", exact=True).fill(name)
    page.get_by_role("button", name="Create the room").click()
    page.wait_for_url("**/rooms/*")
    page.wait_for_selector("#share-link")
    return page.url.rsplit("/", 1)[1]


def game_title(game: str) -> str:
    return {"camargue": "Camargue", "provence": "Walking in Provence", "osaka": "Walking in Osaka",
            "phototour": "Phototour", "sunset": "Sunset Over Water"}[game]


def add_bots_and_start(page: Page, count: int) -> None:
    for i in range(count):
        page.get_by_role("button", name="Add a bot").click()
        page.wait_for_selector(f"#seats li.taken >> nth={i + 1}")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#board svg")


def ended(page: Page) -> bool:
    return page.locator("#room-root[data-ended='1']").count() > 0


def click_some_target(page: Page, rng: random.Random, prefer=None, still: bool = False) -> str | bool:
    """Click one highlighted target; "board" or "button" for what was clicked, False for nothing.
    `still` sends the click to the element without scrolling the page to it first (a test that
    looks at where the page itself scrolled must not move it with its own pointer)."""
    if page.locator("#room-root[data-ready='1']").count() == 0:
        return False
    # On a phone the decision's choices sit in the pinned bar's tray: they are the board's too.
    board = page.locator("#board [data-target], #tray [data-target]")
    buttons = page.locator("#actions [data-target]")
    nb, nbt = board.count(), buttons.count()
    if not nb and not nbt:
        return False
    labels = board.evaluate_all("els => els.map(e => e.getAttribute('aria-label') || '')")
    texts = buttons.all_inner_texts()
    named = [("board", i, x) for i, x in enumerate(labels)] + [("button", i, x) for i, x in enumerate(texts)]
    if not named:
        return False
    # Going back or cancelling only makes random play longer.
    pool = [x for x in named if not x[2].startswith(("Back", "Cancel"))] or named
    if prefer:
        pool = prefer(pool, page) or pool
    pool = [(w, i) for w, i, _ in pool]
    where, i = rng.choice(pool)
    loc = (board if where == "board" else buttons).nth(i)
    if still:
        try:
            loc.dispatch_event("click", timeout=800)
        except Exception:
            return False
        return where
    try:
        loc.click(timeout=800)
    except PWTimeout:
        # Crowded boards (Phototour's western towns) may put a neighbouring target over the middle
        # of this one, where a pointer click lands; a keyboard player reaches it by focus and Enter.
        try:
            loc.focus(timeout=600)
            page.keyboard.press("Enter")
        except Exception:
            return False
    except Exception:  # the page redrew under the pointer: try again
        return False
    return where


# Resolves once the page has drawn two frames with the same scroll position (at most ~1 s): the
# page's own scroll to a new decision is over.
SETTLED = """() => new Promise((done) => {
  let last = null, same = 0, frames = 0;
  const look = () => {
    const now = `${window.scrollX},${window.scrollY}`;
    same = now === last ? same + 1 : 0;
    last = now;
    if (same >= 2 || ++frames > 60) done(true); else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  setTimeout(() => done(false), 1200);  // a page that draws no frame (hidden) waits no longer
})"""


def settle(page: Page) -> None:
    page.evaluate(SETTLED)


def confirm_if_asked(page: Page) -> bool:
    """Click the bar's Confirm when it shows; True when it showed (the page may have redrawn
    under the click, and the caller looks again)."""
    if not page.locator("#confirm").count():
        return False
    try:
        page.locator("#confirm").click(timeout=1500)
    except Exception:
        pass
    return True


def tap(loc, force: bool = False) -> bool:
    """Tap a target on a touch screen, scrolled into view first; False when the page redrew
    under the finger (the caller tries again). `force` taps where the target is even when
    another element's hit area lies over it (a board that sends a tap to the nearest target)."""
    try:
        loc.scroll_into_view_if_needed(timeout=2000)
        loc.tap(timeout=2000, force=force)
        return True
    except Exception:
        return False


def tap_until(page: Page, loc, selector: str, touch: bool, tries: int = 5, timeout: int = 3000) -> None:
    """Tap (or click, on a desktop) until `selector` shows: a board redrawn by a push under the
    finger loses the tap, and the locator finds the new element on the next try. From the
    second try the tap goes where the target is even when a neighbour's hit area covers it:
    the boards that overlap hit areas send a tap to the target nearest to it, as a finger's."""
    for n in range(tries):
        if tap(loc, force=n > 0) if touch else _click(loc, force=n > 0):
            try:
                page.wait_for_selector(selector, timeout=timeout)
                return
            except PWTimeout:
                pass
    raise AssertionError(f"{selector} never showed after {tries} tries: {page.locator('#prompt').inner_text()!r}")


def _click(loc, force: bool = False) -> bool:
    try:
        loc.click(timeout=2000, force=force)
        return True
    except Exception:
        return False


def play_until_end(page: Page, rng: random.Random, limit_s: float = 150, prefer=None, after_click=None) -> dict:
    """Make every move of this seat by clicking highlighted targets until the end screen shows;
    answers how many clicks went to board targets and how many to buttons. `after_click(page)`
    runs after every click (a check of what the page shows then)."""
    deadline = time.time() + limit_s
    clicks = {"board": 0, "button": 0}
    while time.time() < deadline:
        if ended(page):
            return clicks
        where = click_some_target(page, rng, prefer)
        if where:
            clicks[where] += 1
            if after_click:
                after_click(page)
        else:
            page.wait_for_timeout(30)
    state = page.locator("#room-root").evaluate("el => JSON.stringify(el.dataset)")
    prompt = page.locator("#prompt").inner_text()
    page.screenshot(path=str(FAILURES / f"stuck-{int(time.time())}.png"), full_page=True)
    raise AssertionError(f"the game did not end in {limit_s} s ({clicks} clicks); {state}; prompt: {prompt}")


def let_a_bot_finish(page: Page, limit_s: float = 150) -> None:
    """Hand the seat to the server's bot ("Let a bot play for me") and wait for the end screen:
    for a test that looks at the end, not at the clicks that lead there (test_games clicks whole
    games)."""
    page.locator("#bot-toggle").dispatch_event("click")
    deadline = time.time() + limit_s
    while not ended(page):
        assert time.time() < deadline, f"the seat's bot did not finish the game in {limit_s} s"
        page.wait_for_timeout(200)


def preferring(first=(), avoid=()):
    """A choice policy: targets named with one of `first` when any, never `avoid` unless nothing else."""

    def choose(pool, page=None):
        best = [x for x in pool if x[2].startswith(tuple(first))] if first else []
        if best:
            return best
        return [x for x in pool if not x[2].startswith(tuple(avoid))]

    return choose


def click_until(page: Page, rng: random.Random, done, limit_s: float = 20) -> None:
    """Click highlighted targets until `done()` is true (a move may take several clicks)."""
    deadline = time.time() + limit_s
    while not done():
        if time.time() > deadline:
            raise AssertionError("the expected change did not happen after clicking")
        if not click_some_target(page, rng):
            page.wait_for_timeout(30)


# What an id looks like on screen: "photo:b-wheat-3", "forest-curve-es", "blue-7".
ID_PATTERN = re.compile(r"\b[a-z_]+:[a-z0-9][A-Za-z0-9_-]*|\b[a-z]+-[a-z]+-[a-z0-9]+\b|\b[a-z]+-\d+\b")

VISIBLE_TEXT = """() => {
  const parts = [document.body.innerText];
  for (const el of document.querySelectorAll('svg text, svg title')) parts.push(el.textContent);
  for (const el of document.querySelectorAll('[aria-label]')) parts.push(el.getAttribute('aria-label'));
  parts.push(document.title);
  return parts.join('\\n');
}"""


def visible_ids(page: Page) -> list[str]:
    """Every id-like word a player can read on the page (text, drawn labels, tooltips, labels)."""
    return sorted(set(ID_PATTERN.findall(page.evaluate(VISIBLE_TEXT))))


def overflow(page: Page) -> int:
    """How many pixels the page is wider than the window (0 when it fits)."""
    return page.evaluate("() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth")


def prompt_in_view(page: Page) -> bool:
    return page.evaluate("""() => {
      const r = document.getElementById('prompt').getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
    }""")


def check_screen(page: Page, artifacts: Path, name: str, sizes: dict) -> None:
    """At every size: the page fits the width, shows no id, and a full-page screenshot is saved."""
    for label, size in sizes.items():
        page.set_viewport_size(size)
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"{name}-{label}.png"), full_page=True)
        assert overflow(page) <= 0, f"{name} is {overflow(page)} px too wide at {size}"
        ids = visible_ids(page)
        assert not ids, f"{name} at {size} shows ids: {ids[:8]}"
