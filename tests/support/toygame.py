"""A tiny game for platform tests: a secret simultaneous pick, then turns that take from a pile.

It has what the platform must handle (hidden ids, a simultaneous phase, scoring events with
secrets, an end) in a few lines, so platform tests do not depend on any real game's rules.
"""

from __future__ import annotations

from app.engine import Game, Rng
from app.engine.events import score
from app.engine.ranking import outcome


class ToyGame(Game):
    id = "toy"
    title = "Toy"
    min_players = 2
    max_players = 4

    def _setup(self, players, options, seed):
        state = {"players": players, "phase": "pick", "picks": [None] * players, "pile": 12,
                 "turn": 0, "scores": [0] * players,
                 "hands": [[f"card:toy-{s}-{i}" for i in range(3)] for s in range(players)]}
        rng = Rng.attach(state, seed)
        for hand in state["hands"]:
            rng.shuffle(hand)
        return state

    def _actors(self, state):
        if state["pile"] <= 0:
            return []
        if state["phase"] == "pick":
            return [s for s, p in enumerate(state["picks"]) if p is None]
        return [state["turn"]]

    def _legal_moves(self, state, seat):
        if state["phase"] == "pick":
            return [{"type": "pick", "card": c} for c in state["hands"][seat]]
        return [{"type": "take", "n": n} for n in (1, 2) if n <= state["pile"]]

    def _apply(self, state, seat, move):
        if move["type"] == "pick":
            state["picks"][seat] = move["card"]
            state["hands"][seat].remove(move["card"])
            events = [{"type": "picked", "seat": seat, "secret": {"card": move["card"]}}]
            if all(p is not None for p in state["picks"]):
                state["phase"] = "take"
                events.append({"type": "revealed", "picks": list(state["picks"])})
            return events
        state["pile"] -= move["n"]
        state["scores"][seat] += move["n"]
        state["turn"] = (seat + 1) % state["players"]
        return [score(seat, move["n"], f"took {move['n']}", "pile")]

    def _view(self, state, seat):
        picks = state["picks"] if state["phase"] == "take" else [p is not None for p in state["picks"]]
        public = {"phase": state["phase"], "pile": state["pile"], "scores": state["scores"], "picks": picks,
                  "hand_sizes": [len(h) for h in state["hands"]]}
        private = {"hand": state["hands"][seat]} if seat is not None else {}
        return {"public": public, "private": private}

    def _outcome(self, state):
        if state["pile"] > 0:
            return None
        return outcome(state["scores"], [{"pile": s} for s in state["scores"]])

    def hidden_ids(self, state, seat):
        hidden = {c for s, hand in enumerate(state["hands"]) if s != seat for c in hand}
        if state["phase"] == "pick":
            hidden |= {p for s, p in enumerate(state["picks"]) if p and s != seat}
        return hidden

    def determinize(self, view, seat, seed):
        pub, priv = view["public"], view["private"]
        players = len(pub["scores"])
        hands = [list(priv["hand"]) if s == seat else [f"card:toy-dealt-{s}-{i}" for i in range(n)]
                 for s, n in enumerate(pub["hand_sizes"])]
        picks = [p if isinstance(p, str) or p is None else (f"card:toy-dealt-pick-{s}" if p else None)
                 for s, p in enumerate(pub["picks"])]
        state = {"players": players, "phase": pub["phase"], "picks": picks, "pile": pub["pile"],
                 "turn": seat, "scores": list(pub["scores"]), "hands": hands}
        Rng.attach(state, seed)
        return state

    def scores_now(self, state):
        return list(state["scores"])

    def standing(self, state):
        return [{"pile": s} for s in state["scores"]]


TOY = ToyGame()
