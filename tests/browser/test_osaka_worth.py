"""Walking in Osaka: every target of a decision carries what it is worth, the API's own preview
(issue "Every move knows its worth"): the street spaces of a walk, the bonus marker's option, the
town cards, the photobook's places, a claim's columns and the Shogun's options, which show every
player's change; while the Shogun's option is chosen, your photobook is in sight with them. At
390×844 and 1366×900."""

from __future__ import annotations

import random

import pytest

from .conftest import DESKTOP, PHONE
from .test_osaka_board import ready, start, tap_targets

pytestmark = pytest.mark.browser
PlaywrightTimeout = pytest.importorskip("playwright.sync_api").TimeoutError

STATE = """async (room) => {
  const seat = JSON.parse(localStorage.getItem('panorama.seat.' + room));
  const r = await fetch('/api/rooms/' + room + '/state?preview=true', {headers: {authorization: 'Bearer ' + seat.token}});
  return await r.json();
}"""


def worth(preview) -> str:
    """The value a target shows: what its following steps of the turn reach at best, as JS
    writes a number."""
    value = preview["upto"] if preview.get("upto") is not None else preview["points"]
    return str(int(value)) if float(value).is_integer() else str(value)


def on_board(page, selector: str):
    """A target's own worth badge, and its aria-label (on a phone a choice off the town is in the
    pinned bar's tray, and the ring of options on the page is drawn without targets)."""
    target = page.locator(f"#tray {selector}")
    if not target.count():
        target = page.locator(f"#board {selector}")
    assert target.count() == 1, selector
    assert "target" in (target.get_attribute("class") or ""), selector
    return target


def check_decision(page, room, st) -> str:
    """The targets of seat 0's decision against the API's previews; returns what was checked."""
    pub = st["view"]["public"]
    moves, previews = st["moves"], st["previews"]
    assert len(previews) == len(moves)
    try:
        page.wait_for_selector(f"#room-root[data-ready='1'][data-version='{st['version']}']", timeout=8000)
    except PlaywrightTimeout:
        # a tap of the test's own went in meanwhile (the page moved on): this step is gone
        assert page.evaluate(STATE, room)["version"] != st["version"], "the page never drew the step"
        return ""
    kinds = set()
    for move, preview in zip(moves, previews):
        kind = move["type"]
        if kind in ("travel", "pawn"):
            el = on_board(page, f"[data-street='{move['to']}']")
            assert el.locator(".worth-svg").get_attribute("data-worth") == worth(preview), (move, preview)
        elif kind == "take":
            el = on_board(page, f"[data-board=town] [data-card='{move['card']}']")
            assert el.locator(".worth-svg").get_attribute("data-worth") == worth(preview), (move, preview)
        elif kind == "claim":
            el = on_board(page, f"[data-board='book-0'] [data-claim='{move['column']}']")
            assert el.locator(".worth-svg").get_attribute("data-worth") == worth(preview), (move, preview)
        elif kind == "bonus":
            chip = page.locator(f"#tray .osaka-bonus-chip[data-option='{move['to']}']")
            if chip.count():  # on a phone, beside a walk: one small chip with its badge
                el = chip
                assert "target" in (el.get_attribute("class") or "")
                assert el.locator(".worth").get_attribute("data-worth") == str(preview["points"])
            else:
                el = on_board(page, f".osaka-opt[data-option='{move['to']}']")
                assert el.locator(".osaka-gains").get_attribute("data-gains") == str(preview["points"])
        elif kind == "shogunate":
            el = on_board(page, f".osaka-opt[data-option='{move['to']}']")
            # the option scores for everyone: every seat's change is written beside it
            gains = el.locator(".osaka-gains")
            assert gains.get_attribute("data-gains") == ",".join(map(str, preview["seats"]))
            assert gains.locator(".osaka-gain.mine .worth").get_attribute("data-worth") == str(preview["points"])
            for seat, change in enumerate(preview["seats"]):
                if seat != 0:
                    text = gains.locator(f".osaka-gain[data-seat='{seat}']").inner_text()
                    assert text.startswith(("+" if change > 0 else "") + str(change)), text
        else:
            continue
        # the words of the move's preview are the target's words (hover, long press, screen readers)
        assert preview["text"] in el.get_attribute("aria-label"), (move, preview["text"])
        kinds.add(kind)
    if "place" in {m["type"] for m in moves}:
        shown = sorted(page.locator(", ".join(f"{x} [data-board='book-0'] [data-slot].target .worth-svg" for x in ("#board", "#tray"))).evaluate_all(
            "els => els.map((e) => e.dataset.worth)"))
        assert shown == sorted(worth(p) for m, p in zip(moves, previews) if m["type"] == "place")
        kinds.add("place")
    return pub["phase"] if kinds else ""


def in_sight(page, selector: str, whole: bool) -> bool:
    box = page.locator(selector).first.bounding_box()
    height = page.viewport_size["height"]
    bar = page.locator("#actionbar").bounding_box()  # pinned: at the top on a desktop, the bottom on a phone
    # (a phone's bar, its tray full of choices, may be taller than half the screen)
    top, bottom = (0, bar["y"]) if bar["y"] + bar["height"] >= height - 1 else (bar["y"] + bar["height"], height)
    return box["y"] >= top - 1 and (box["y"] + box["height"] <= bottom + 1 if whole else box["y"] + 40 <= bottom)


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_every_target_shows_the_worth_the_api_previews(new_page, size, artifacts):
    page = new_page(size)
    room = start(page)
    ready(page)
    checked: set[str] = set()
    seen_versions: set[int] = set()

    def step():
        st = page.evaluate(STATE, room)
        if st["status"] != "playing":
            return True
        if 0 in st["actors"] and st["version"] not in seen_versions:
            seen_versions.add(st["version"])
            checked.add(check_decision(page, room, st))
        return "shogunate" in checked

    tap_targets(page, random.Random(11), step, limit_s=240, prefer=("Claim", "Walk to", "Take the", "Put the card on top"))
    assert {"setup_pawn", "travel", "sightsee", "place", "shogunate"} <= checked, checked
    # choosing the Shogun's option, your photobook is in sight with the options
    page.wait_for_timeout(900)  # the step's own scroll to its targets is over
    page.screenshot(path=str(artifacts / f"osaka-worth-shogun-{size['width']}.png"))
    assert in_sight(page, "#board [data-board='book-0']", whole=True)
    if size == PHONE:  # the options are the pinned bar's tray, under your photobook
        box = page.locator("#tray .osaka-opt.target").last.bounding_box()
        assert box["y"] >= page.locator("#actionbar").bounding_box()["y"] and box["y"] + box["height"] <= page.viewport_size["height"] + 1
    else:
        assert in_sight(page, "#board .osaka-opt.target", whole=False)
