"""Chat in the room page: a message with markup and control characters shows as the text it is
(no element made from it), quick phrases, the host's switch for spectators, and on a phone the
"Chat" side tab counts what came while another tab was shown."""

from __future__ import annotations

import httpx
import pytest

from .conftest import DESKTOP, PHONE
from .helpers import check_screen
from .test_social import auth, seated, started_toy

pytestmark = pytest.mark.browser

NASTY = '<img src=x onerror="window.pwned=1"><b>bold</b> & <script>window.pwned=2</script>\x07\x1b[2J\u202eend'


def test_chat_renders_markup_as_text_and_offers_quick_phrases(new_page, server, artifacts):
    with httpx.Client(base_url=server.url, timeout=10) as http:
        room, ann_token, bea_token = started_toy(http)
        ann = seated(new_page, room, 0, ann_token, "Ann")
        ann.locator("#chat-panel").wait_for()
        r = http.post(f"/api/rooms/{room}/chat", json={"text": NASTY}, headers=auth(bea_token))
        assert r.status_code == 201
        message = ann.locator("#chat-list .chat-message").last
        message.wait_for()
        shown = message.locator(".chat-text").text_content()
        assert shown == '<img src=x onerror="window.pwned=1"><b>bold</b> & <script>window.pwned=2</script>[2Jend'
        assert message.locator(".chat-text *").count() == 0, "no element is made from a message"
        assert ann.evaluate("window.pwned") is None
        assert message.locator(".chat-who").text_content() == "Bea"
        ann.get_by_role("button", name="Your turn!").click()
        ann.locator("#chat-list .chat-message.mine").wait_for()
        ann.locator("#chat-input").fill("Shall we?\tyes")
        ann.locator("#chat-input").press("Enter")
        ann.wait_for_function("document.querySelectorAll('#chat-list .chat-message').length === 3")
        texts = [m["text"] for m in http.get(f"/api/rooms/{room}/chat").json()["messages"]]
        assert texts[-2:] == ["Your turn!", "Shall we? yes"]
        # A spectator reads but may not write until the host allows it.
        watcher = new_page()
        watcher.goto(f"/rooms/{room}?watch=1")
        watcher.wait_for_function("document.querySelectorAll('#chat-list .chat-message').length === 3")
        assert watcher.locator("#chat-closed").is_visible() and not watcher.locator("#chat-input").is_visible()
        ann.locator("#chat-spectators").check()
        watcher.locator("#chat-input").wait_for()
        watcher.locator("#chat-name").fill("Sue")
        watcher.locator("#chat-input").fill("hello from the rail")
        watcher.get_by_role("button", name="Send").click()
        ann.get_by_text("hello from the rail").wait_for()
        assert ann.locator("#chat-list .chat-message").last.locator(".chat-who").text_content() == "Sue (watching)"
        check_screen(ann, artifacts, "chat", {"desktop": DESKTOP})


def test_phone_chat_tab_counts_unread_messages(new_page, server, artifacts):
    with httpx.Client(base_url=server.url, timeout=10) as http:
        room, ann_token, bea_token = started_toy(http)
        page = seated(new_page, room, 0, ann_token, "Ann", viewport=PHONE)
        tab = page.locator('.side-tabs [data-tab="chat-panel"]')
        tab.wait_for()
        page.locator('.side-tabs [data-tab="players"]').click()
        for text in ("One moment", "Good game"):
            http.post(f"/api/rooms/{room}/chat", json={"text": text}, headers=auth(bea_token))
        page.wait_for_function("document.querySelector('.side-tabs [data-tab=\"chat-panel\"]').dataset.unread === '2'")
        assert tab.text_content() == "Chat (2)"
        tab.click()
        assert tab.text_content() == "Chat"
        assert page.locator("#chat-panel").is_visible() and not page.locator("#players").is_visible()
        http.post(f"/api/rooms/{room}/chat", json={"text": "seen at once"}, headers=auth(bea_token))
        page.get_by_text("seen at once").wait_for()
        assert tab.text_content() == "Chat"
        check_screen(page, artifacts, "chat", {"phone": PHONE})
