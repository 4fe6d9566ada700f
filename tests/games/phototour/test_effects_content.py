"""Effects are data: any effect of the vocabulary works on any card and in any timing, so a
different card list replaces the content without code changes."""

import random

import pytest

from app.engine.playout import playout, random_policy
from app.games.phototour import GAME
from app.games.phototour import content
from app.games.phototour.effects import ACTION_EFFECTS, EFFECTS, REACTION_EFFECTS
from app.games.phototour.texts import bonus_text

from .helpers import empty_hands, place, play, started, turn_of, types


@pytest.fixture
def sights(monkeypatch):
    """Replace the sight table for one test (the rules read only content's structures)."""
    table = dict(content.SIGHTS)
    monkeypatch.setattr(content, "SIGHTS", table)
    for mod in ("state", "bots"):
        monkeypatch.setattr(f"app.games.phototour.{mod}.SIGHTS", table, raising=False)
    return table


def _with_bonus(table, n, bonus):
    table[n] = table[n]._replace(bonus=bonus)


def _st(players=2):
    return turn_of(empty_hands(started(players, "strategic")), 0)


def test_a_reacting_seat_refreshes_for_itself(sights):
    _with_bonus(sights, 46, {"timing": "opponent", "on": "rent", "effect": "refresh"})
    st = _st()
    place(st, 1, 46, 0)
    st, _ = play(st, 0, {"type": "rent", "token": next(t for t in st["board"] if t)})
    st, _ = play(st, 1, {"type": "use", "card": "sight:46"})
    assert GAME.actors(st) == [1] and st["turn"]["pending"] is None
    assert types(GAME.legal_moves(st, 1)) == {"refresh_row"}  # free: no cancel
    st, _ = play(st, 1, {"type": "refresh_row", "row": "dice"}, {"type": "discard_item", "index": 0},
                 {"type": "refill"})
    assert st["reaction"] is None and GAME.actors(st) == [0]


def test_a_reroll_reaction_ends_the_seat_answer_at_once(sights):
    _with_bonus(sights, 46, {"timing": "opponent", "on": "rent", "effect": "reroll"})
    st = _st()
    place(st, 1, 46, 0)
    st, _ = play(st, 0, {"type": "rent", "token": next(t for t in st["board"] if t)})
    st, events = play(st, 1, {"type": "use", "card": "sight:46"})
    assert events[-1]["type"] == "dice_rolled" and st["reaction"] is None and GAME.actors(st) == [0]


def test_every_effect_has_a_text_in_every_timing_it_allows():
    for name in ACTION_EFFECTS:
        assert bonus_text({"timing": "action", "effect": name, **EFFECTS[name].example})
    for name in REACTION_EFFECTS:
        assert bonus_text({"timing": "opponent", "on": "plan", "effect": name, **EFFECTS[name].example})


def _second_content(table, seed):
    """A differently-numbered card list: every bonus moved to another card, and every action and
    reaction effect of the vocabulary on some card."""
    rng = random.Random(seed)
    bonuses = [s.bonus for s in table.values()]
    rng.shuffle(bonuses)
    numbers = sorted(table)
    for n, b in zip(numbers, bonuses):
        _with_bonus(table, n, b)
    ons = ["plan", "rent", "move", "photo"]
    extra = ([{"timing": "action", "effect": e, **EFFECTS[e].example} for e in ACTION_EFFECTS]
             + [{"timing": "opponent", "on": ons[i % 4], "effect": e, **EFFECTS[e].example}
                for i, e in enumerate(REACTION_EFFECTS)])
    for n, b in zip(rng.sample(numbers, len(extra)), extra):
        _with_bonus(table, n, b)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playouts_with_a_second_content_set(sights, seed):
    _second_content(sights, seed)
    used = set()

    def on_step(state, seat, move, new_state, events):
        legal = GAME.legal_moves(state, seat)
        assert move in legal
        for m in legal[:30]:
            assert GAME.refusal(state, seat, m) is None
        if move["type"] == "use":
            used.add(sights[int(move["card"].split(":")[1])].bonus["effect"])
        if GAME.outcome(new_state) is None:
            assert GAME.actors(new_state)

    for players in (2, 3, 4):
        final, _ = playout(GAME, players, {"mode": "strategic"}, 900 + seed * 10 + players, on_step=on_step)
        assert GAME.outcome(final) is not None
    assert used  # reactions were played
