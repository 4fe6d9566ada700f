"""Names cannot rearrange the page. The issue's right-to-left name, "אבג 100", turned the "+2" of
its score line into "2+ 100 אבג" and moved its hand size before the name, and a chat message's
words could appear before its sender. Every name (and message) is isolated: a <bdi> in HTML,
U+2068…U+2069 in SVG text. Each check reads where the browser drew the characters."""

from __future__ import annotations

import httpx
import pytest

from .test_social import auth, seated

pytestmark = pytest.mark.browser

RTL = "אבג 100"

# The left and right edges of the first occurrence of each part in an element's rendered text.
BOXES = """([selector, parts]) => {
  const el = document.querySelector(selector);
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const nodes = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
  return parts.map((part) => {
    for (const n of nodes) {
      const i = n.data.indexOf(part);
      if (i < 0) continue;
      const range = document.createRange();
      range.setStart(n, i);
      range.setEnd(n, i + part.length);
      const box = range.getBoundingClientRect();
      return [box.left, box.right];
    }
    return null;
  });
}"""


def boxes(page, selector: str, parts: list[str]) -> list[tuple[float, float]]:
    found = page.evaluate(BOXES, [selector, parts])
    assert all(found), (selector, parts, found)
    return found


def in_order(found) -> bool:
    """Each part drawn wholly right of the one before it (a left-to-right page)."""
    return all(a[1] <= b[0] + 0.5 for a, b in zip(found, found[1:]))


def test_a_right_to_left_name_keeps_its_plus_two_and_its_hand_size_in_place(new_page, server):
    with httpx.Client(base_url=server.url, timeout=10) as http:
        # The toy game's score line: "<name> +2 (pile): took 2".
        ann = http.post("/api/rooms", json={"game": "toy", "players": 2, "name": "Ann"}).json()
        room = ann["room"]
        rtl = http.post(f"/api/rooms/{room}/join", json={"name": RTL}).json()
        tokens = [ann["token"], rtl["token"]]
        assert http.post(f"/api/rooms/{room}/start", headers=auth(tokens[0])).status_code == 200
        for seat in (0, 1):
            st = http.get(f"/api/rooms/{room}/state", headers=auth(tokens[seat])).json()
            http.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                      json={"version": st["version"], "move": st["moves"][0]})
        for seat, n in ((0, 1), (1, 2)):
            st = http.get(f"/api/rooms/{room}/state").json()
            r = http.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                          json={"version": st["version"], "move": {"type": "take", "n": n}})
            assert r.status_code == 200, r.text
        r = http.post(f"/api/rooms/{room}/chat", json={"text": "שלום 42"}, headers=auth(tokens[1]))
        assert r.status_code == 201
        page = seated(new_page, room, 0, tokens[0], "Ann")
        line = page.locator("#log li.log-score", has_text="+2")
        line.wait_for()
        line.evaluate("el => el.id = 'rtl-score'")
        assert in_order(boxes(page, "#rtl-score", [RTL, "+", "2"])), "the name, then +2"
        message = page.locator("#chat-list .chat-message").last
        message.wait_for()
        message.evaluate("el => el.id = 'rtl-chat'")
        assert in_order(boxes(page, "#rtl-chat", [RTL, "שלום 42"])), "the sender, then the words"

        # Camargue's seat panel: "<name> · 3 in hand".
        ann = http.post("/api/rooms", json={"game": "camargue", "players": 2, "name": "Ann"}).json()
        room = ann["room"]
        rtl = http.post(f"/api/rooms/{room}/join", json={"name": RTL}).json()
        assert http.post(f"/api/rooms/{room}/start", headers=auth(ann["token"])).status_code == 200
    page = seated(new_page, room, 0, ann["token"], "Ann")
    panel = page.locator(".seat-name", has_text="in hand").filter(has_text="100")
    panel.first.wait_for()
    panel.first.evaluate("el => el.id = 'rtl-hand'")
    count = page.locator("#rtl-hand").inner_text().split("·")[1].strip().split()[0]
    assert in_order(boxes(page, "#rtl-hand", [RTL, "·", count, "in hand"])), "the name, then its hand size"


def test_svg_text_isolates_a_name_too(new_page, server):
    page = new_page()
    page.goto("/")
    starts = page.evaluate("""async (name) => {
      const { s } = await import('/static/js/core/dom.js');
      const { isolate } = await import('/static/js/core/names.js');
      const svg = s("svg", { width: 400, height: 40 }, [s("text", { x: 10, y: 20, text: `${isolate(name)} +2` })]);
      document.body.append(svg);
      const text = svg.querySelector("text");
      const data = text.textContent;
      const at = (ch) => text.getStartPositionOfChar(data.indexOf(ch)).x;
      return { name: [...name].filter((c) => c !== " ").map(at), plus: at("+"), two: at("2") };
    }""", RTL)
    assert starts["plus"] < starts["two"], "+2, not 2+"
    assert all(x < starts["plus"] for x in starts["name"]), "the whole name before +2"
