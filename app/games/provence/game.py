"""The Walking in Provence rules wired to the protocol."""

from __future__ import annotations

from app.engine import Game, IllegalMove

from . import bots, legality, previews, rules, scoring, state, view


class Provence(Game):
    id = "provence"
    title = "Walking in Provence"
    back_steps = frozenset({"back"})  # placing -> orienting -> passing a card
    # The last seat to lay its card or to walk brings out everyone's (app/games/provence/previews.py
    # says which placements depend on the others' secret cards: it decides `certain` move by move).
    resolves_secrets = frozenset({"place", "drone", "stay"})
    min_players = 2
    max_players = 5

    def _setup(self, players, options, seed):
        return state.setup(players, seed)

    def _actors(self, st):
        return state.waiting(st)

    def _legal_moves(self, st, seat):
        return legality.legal_moves(st, seat)

    def _apply(self, st, seat, move):
        return rules.apply(st, seat, move)

    def copy(self, st):
        return state.copy_for_move(st)

    def _public_view(self, st):
        return view.public_view(st)

    def _private_view(self, st, seat):
        return view.private_view(st, seat)

    def _outcome(self, st):
        return scoring.outcome(st) if st["phase"] == "over" else None

    def hidden_ids(self, st, seat):
        return view.hidden_ids(st, seat)

    def refusal(self, st, seat, move) -> IllegalMove | None:
        return legality.refusal(st, seat, move)

    def determinize(self, view_, seat, seed):
        return bots.determinize(view_, seat, seed)

    def scores_now(self, st):
        return [float(sum(cats.values())) for cats in scoring.standing(st)]

    def standing(self, st):
        return scoring.standing(st)

    def previews_of_view(self, view_, seat, moves):
        return previews.previews(self, view_, seat, moves)
