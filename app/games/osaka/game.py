"""Walking in Osaka wired to the rules protocol."""

from __future__ import annotations

from typing import ClassVar

from app.engine import Game, IllegalMove, NoOptions

from . import bots, legality, rules, scoring, state, view, worth


class WalkingInOsaka(Game):
    id: ClassVar[str] = "osaka"
    title: ClassVar[str] = "Walking in Osaka"
    # Solo play is one human against bot seats, which the platform provides.
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    Options = NoOptions
    # The last Shogunate scoring, kept since 2026-12-01 (rules.py move_shogun), and a tile left
    # for the sandal at the end of travel, since 2026-12-06 (rules.py _sandal).
    added_state_keys: ClassVar[frozenset[str]] = frozenset({"last_shogunate", "claim_forgone"})

    def _setup(self, players, options, seed):
        return state.setup(players, seed)

    def _actors(self, st):
        return rules.actors(st)

    def _legal_moves(self, st, seat):
        return legality.legal_moves(st, seat)

    def _apply(self, st, seat, move):
        return rules.apply(st, seat, move)

    def _public_view(self, st):
        return view.public_view(st)

    def _private_view(self, st, seat):
        return {}

    def _outcome(self, st):
        return scoring.outcome(st) if st["phase"] == "over" else None

    def hidden_ids(self, st, seat):
        return view.hidden_ids(st, seat)

    def refusal(self, st, seat, move) -> IllegalMove | None:
        return legality.refusal(st, seat, move)

    def determinize(self, view, seat, seed):
        return bots.determinize(view, seat, seed)

    def scores_now(self, st):
        return bots.scores_now(st)

    def standing(self, st):
        return scoring.standing(st)

    def preview_lines(self, st, seat, move, events):
        return worth.preview_lines(self, st, seat, move, events)

    def previews_of_view(self, view, seat, moves):
        return [worth.tidy(p, m, seat) for p, m in zip(super().previews_of_view(view, seat, moves), moves)]
