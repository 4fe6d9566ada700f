"""Building Phototour states for tests: a started game, then cards and pawns moved by hand."""

from __future__ import annotations

from app.games.phototour import GAME


def started(players: int = 2, mode: str = "basic", seed: int = 1) -> dict:
    """A game past the start choice: each seat discarded its first dealt card."""
    st = GAME.setup(players, {"mode": mode}, seed)
    for s in range(players):
        st, _ = GAME.apply(st, s, {"type": "choose", "card": st["seats"][s]["dealt"][0]})
    return st


def empty_hands(st: dict) -> dict:
    """Put every hand back at the bottom of the deck, for tests that hand out cards themselves."""
    for me in st["seats"]:
        st["deck"][:0] = me["hand"]
        me["hand"], me["secret"] = [], []
    return st


def pull(st: dict, number: int) -> str:
    """Remove sight card `number` from wherever it is (keeping 50 cards in the game) and return its id."""
    card = f"sight:{number}"
    for key in ("deck", "sight_discard"):
        if card in st[key]:
            st[key].remove(card)
            return card
    if card in st["display"]:
        st["display"][st["display"].index(card)] = None
        return card
    for me in st["seats"]:
        for key in ("hand", "secret"):
            if card in me[key]:
                me[key].remove(card)
        for i, e in enumerate(me["diary"]):
            if e and e["card"] == card:
                me["diary"][i] = None
    return card


def give(st: dict, seat: int, number: int, secret: bool = False) -> str:
    card = pull(st, number)
    st["seats"][seat]["hand"].append(card)
    if secret:
        st["seats"][seat]["secret"].append(card)
    return card


def place(st: dict, seat: int, number: int, slot: int, tokens: list | None = None) -> str:
    """Put sight `number` into a diary slot, as if photographed earlier."""
    from app.games.phototour.state import sight
    card = pull(st, number)
    spaces = len(sight(card).spaces)
    st["seats"][seat]["diary"][slot] = {"card": card, "tokens": (tokens or [None] * spaces), "used": False}
    return card


def turn_of(st: dict, seat: int) -> dict:
    st["turn"] = {"seat": seat, "main_done": False, "sight_bonus_used": False, "mods": {}, "pending": None,
                  "cancels": 0}
    st["reaction"] = None
    return st


def play(st: dict, seat: int, *moves: dict) -> tuple[dict, list]:
    events = []
    for m in moves:
        st, ev = GAME.apply(st, seat, m)
        events += ev
    return st, events


def types(moves: list[dict]) -> set[str]:
    return {m["type"] for m in moves}
