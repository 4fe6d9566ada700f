"""A personal link does not silently replace a seat. The issue's attack: opening
`#seat=&token=<someone else's token>` overwrote the stored token of the victim's own seat in that
room. Now the page says whose seat the link is (as the server knows it, not the name the link
carries) and asks before replacing the seat it holds."""

from __future__ import annotations

import httpx
import pytest

from .test_social import seated, started_toy

pytestmark = pytest.mark.browser

STORED = "JSON.parse(localStorage.getItem(`panorama.seat.${location.pathname.split('/').pop()}`))"


def open_link(page, room: str, seat: int, token: str, name: str) -> None:
    """Open a personal link as a new visit (from the same page a fragment alone does not reload it)."""
    page.goto("about:blank")
    page.goto(f"/rooms/{room}#seat={seat}&token={token}&name={name}")


def test_a_link_to_another_seat_asks_and_names_whose_seat_it_is(new_page, server):
    with httpx.Client(base_url=server.url, timeout=10) as http:
        room, ann_token, bea_token = started_toy(http)
    ann = seated(new_page, room, 0, ann_token, "Ann")
    ann.locator(".who", has_text="You are Ann").wait_for()
    # Bea's token in a link that claims to be Ann's own.
    open_link(ann, room, 0, bea_token, "Ann")
    dialog = ann.locator("#seat-link-dialog")
    dialog.wait_for()
    assert "Bea" in ann.locator("#seat-link-whose").inner_text(), "the server's name of the seat, not the link's"
    assert "token=" not in ann.url
    ann.locator("#seat-link-keep").click()
    ann.locator(".who", has_text="You are Ann").wait_for()
    assert ann.evaluate(STORED)["token"] == ann_token, "the stored seat is kept"
    # Asked again, the person takes the linked seat.
    open_link(ann, room, 1, bea_token, "Bea")
    ann.locator("#seat-link-take").click()
    ann.locator(".who", has_text="You are Bea").wait_for()
    assert ann.evaluate(STORED)["token"] == bea_token
    # A browser that holds no seat here takes the link's at once: that is what the link is for.
    other = new_page()
    open_link(other, room, 1, bea_token, "Bea")
    other.locator(".who", has_text="You are Bea").wait_for()
    assert other.locator("#seat-link-dialog").count() == 0
    # The same token again asks nothing either.
    open_link(ann, room, 1, bea_token, "Bea")
    ann.locator(".who", has_text="You are Bea").wait_for()
    assert ann.locator("#seat-link-dialog").count() == 0
