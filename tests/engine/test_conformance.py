"""Every registered game, every player count and option set: random playouts checked step by step."""

from __future__ import annotations

import json
import re

import pytest

from app.engine import IllegalMove, games
from app.engine.playout import playout, random_policy, replay
from app.wording import RAW_ID, Wording

SEEDS_PER_CASE = 2
BASE_SEED = 7_340_912_118_555  # large, so its digits cannot turn up in a view by chance


def cases():
    for gid, game in sorted(games().items()):
        for players in range(game.min_players, game.max_players + 1):
            for options in game.option_variants():
                for i in range(SEEDS_PER_CASE):
                    label = f"{gid}-{players}p-{json.dumps(options, sort_keys=True)}-{i}"
                    yield pytest.param(gid, players, options, BASE_SEED + 1000 * i + players, id=label)


def _dumps(obj) -> str:
    return json.dumps(obj, sort_keys=True)


def check_views(game, state, players: int, seed: int) -> None:
    secret_numbers = {str(seed), str(state["rng"])}
    public = game.public_view(state)
    for viewer in [*range(players), None]:
        view = game.view(state, viewer)
        assert set(view) == {"public", "private"}, "a view is {public, private}"
        assert view["public"] == public, "the public half is the same for every viewer"
        assert game.view(state, viewer, public=public) == view
        assert game.private_view(state, viewer) == view["private"]
        payloads = [_dumps(view)]
        if viewer is not None:
            payloads.append(_dumps(game.legal_moves(state, viewer)))
        hidden = game.hidden_ids(state, viewer)
        for text in payloads:
            for secret in secret_numbers:
                assert secret not in text, f"seed or generator state leaks to {viewer}"
            for hid in hidden:
                assert f'"{hid}"' not in text, f"{hid} leaks to viewer {viewer}"


def check_unlisted(game, state, players: int, seat: int, legal) -> None:
    before = _dumps(state)
    bogus = [{"type": "no-such-move"}, 42, {"notype": True}, {**legal[0], "extra_field": 1}]
    for move in bogus:
        with pytest.raises(IllegalMove):
            game.apply(state, seat, move)
    others = [s for s in range(players) if s not in game.actors(state)]
    for other in others[:1]:
        with pytest.raises(IllegalMove) as err:
            game.apply(state, other, legal[0])
        assert err.value.code == "not_your_turn"
    assert _dumps(state) == before, "a refused move changed the state"


def perturbed(legal, limit: int = 40):
    """Moves near the listed ones: one field of a listed move given another value that field
    takes in some listed move of the same type, or a value just past the ones seen."""
    values: dict[tuple[str, str], list] = {}
    for m in legal:
        for k, v in m.items():
            if k != "type" and v not in values.setdefault((m["type"], k), []):
                values[(m["type"], k)].append(v)
    out = []
    for m in legal:
        for k, v in m.items():
            if k == "type":
                continue
            seen = values[(m["type"], k)]
            extra = [max(seen) + 1, -1] if all(type(x) is int for x in seen) else []
            for other in [*seen, *extra]:
                if other != v:
                    out.append({**m, k: other})
            if len(out) >= limit:
                return out
    return out


def check_refusals(game, state, seat: int, legal) -> None:
    """The legal list and the refusal reason come from the same checks: a listed move is never
    refused, and a move that is not listed always is, with a precise reason, worded in every
    language from the catalog without an id, and telling nothing hidden."""
    for move in legal[:60]:
        assert game.refusal(state, seat, move) is None, f"listed move refused: {move}"
    hidden = game.hidden_ids(state, seat)
    words = [Wording(game.id, lang) for lang in ("en", "ru")]
    for move in perturbed(legal):
        if not game.listed(state, seat, move, legal):
            reason = game.refusal(state, seat, move)
            assert isinstance(reason, IllegalMove), f"unlisted move accepted: {move}"
            assert reason.code and reason.message
            said = json.dumps(reason.params)
            assert not any(f'"{h}"' in said for h in hidden if h not in json.dumps(move)), (move, reason)
            for w in words:
                text = w.refusal(reason.code, reason.params, fallback=reason.message)
                assert w.has_refusal(reason.code), f"{game.id}: no words for the refusal {reason.code!r}"
                assert text and not RAW_ID.search(text) and "⟦" not in text, (w.lang, move, text)


def check_previews(game, state, players: int, seat: int, legal, seed: int) -> None:
    """Previews: one for every listed move; a certain one is what the move really does to the
    scores "if the game ended now" (the real state, not the deal it was worked out on) and its
    `now` is the move's own score events; the words, in every language, name no id."""
    previews = game.previews(state, seat, legal)
    assert len(previews) == len(legal)
    before = game.standing(state)
    assert len(before) == players
    hidden = game.hidden_ids(state, seat)
    secrets = {str(seed), str(state["rng"])}
    for lang in ("en", "ru"):
        words = Wording(game.id, lang)
        for move, preview in zip(legal[:40], previews):
            answer = words.preview(preview)
            text = json.dumps(answer, ensure_ascii=False)
            assert not any(f'"{h}"' in text or h in answer["text"] for h in hidden), (move, answer)
            assert not any(s in text for s in secrets)
            assert not RAW_ID.search(answer["text"]), (move, answer["text"])
            assert answer["text"] and "⟦" not in answer["text"]
    for move, preview in list(zip(legal, previews))[:40]:
        after, events = game.apply(state, seat, move, legal)
        own = sum(e["points"] for e in events if e.get("type") == "score" and e.get("seat") == seat)
        if not preview.certain:
            continue
        assert preview.now == own, (move, preview, events)
        changed = game.standing(after)
        deltas = [sum(changed[s].values()) - sum(before[s].values()) for s in range(players)]
        assert preview.points == deltas[seat], (move, preview, deltas)
        if move["type"] not in game.resolves_secrets:
            assert preview.seats == deltas, (move, preview, deltas)
        cats = {k: changed[seat].get(k, 0) - before[seat].get(k, 0) for k in {*changed[seat], *before[seat]}}
        assert preview.categories == {k: v for k, v in cats.items() if v}, (move, preview, cats)


@pytest.mark.parametrize("gid,players,options,seed", list(cases()))
def test_random_playout(gid, players, options, seed):
    game = games()[gid]
    step = {"n": 0}

    kept = []  # (state, its JSON then): later moves must not change an earlier state

    def on_step(state, seat, move, new_state, events):
        step["n"] += 1
        if step["n"] % 7 == 1:
            kept.append((state, _dumps(state)))
        assert json.loads(_dumps(new_state)) == new_state, "state must round-trip through JSON"
        assert all(isinstance(e, dict) and isinstance(e.get("type"), str) for e in events)
        legal = game.legal_moves(state, seat)
        assert json.loads(_dumps(legal)) == legal, "legal moves must round-trip through JSON"
        if step["n"] % 5 == 1:
            check_previews(game, state, players, seat, legal, seed)
            check_views(game, state, players, seed)
            check_unlisted(game, state, players, seat, legal)
            check_refusals(game, state, seat, legal)
        if step["n"] % 11 == 1:
            before = _dumps(state)
            for other in legal[:60]:
                after, _ = game.apply(state, seat, other)  # every listed move applies ...
                assert game.copy(after) == after
            assert _dumps(state) == before, "applying a move changed the state it started from"
        if game.outcome(new_state) is None:
            assert game.actors(new_state), "actors are non-empty until the end"

    final, log = playout(game, players, options, seed, on_step=on_step)
    outcome = game.outcome(final)
    assert outcome is not None
    assert game.actors(final) == []
    assert len(outcome["scores"]) == players
    assert outcome["winners"], "someone wins"
    for viewer in [*range(players), None]:  # hidden ids may be revealed at the end, the seed never
        assert str(seed) not in _dumps(game.view(final, viewer))
    assert replay(game, players, options, seed, log) == final, "replay reproduces the state"
    assert all(_dumps(state) == then for state, then in kept), "a later move changed an earlier state"


def test_registry_finds_games_with_metadata():
    for gid, game in games().items():
        meta = game.metadata()
        assert meta["id"] == gid and meta["min_players"] <= meta["max_players"]
        assert meta["options"]["type"] == "object"


def test_a_move_must_match_a_listed_one_exactly():
    from tests.support.toygame import TOY

    state = TOY.setup(2, {}, 1)
    for seat in (0, 1):
        state, _ = TOY.apply(state, seat, TOY.legal_moves(state, seat)[0])
    for lookalike in ({"type": "take", "n": 1.0}, {"type": "take", "n": True}):
        with pytest.raises(IllegalMove):
            TOY.apply(state, 0, lookalike)
    TOY.apply(state, 0, {"type": "take", "n": 1})
