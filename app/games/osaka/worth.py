"""What a move is worth, in words: the lines Osaka adds to the platform's previews
(app/engine/preview.py), and their order.

The platform words a preview by the move's score events, then by the changes of the standing that
no event explains. In Osaka two categories change with no event until the end: the largest zone
and the bonus marker's scoring, which the standing counts "if the game ended now". Every move that
changes them says how here ("Largest zone 5 → 7 blocks: +2"), and the end's own score events (the
last move of the game brings them) are left out of the words, since the standing counted them
already. The Shogun's move scores for everyone: its first line names the option with the mover's
points, and every other seat's change follows, 0 included.
"""

from __future__ import annotations

from typing import Any

from app.engine.preview import Preview

from . import scoring

# The categories the final scoring adds, which the standing already counts before the end.
END_CATEGORIES = ("largest_zone", "bonus")

Line = dict[str, Any]


def preview_lines(game, state: dict, seat: int, move: dict, events: list[dict]) -> list[Line]:
    """The lines in front of a move's score events: the Shogun's option, the bonus marker's new
    option, and how the largest zone and the bonus marker's scoring change. `state` is the deal
    the move was valued on, `events` what the move made there."""
    after = game.copy(state)
    game._apply(after, seat, move)
    out: list[Line] = []
    if move["type"] == "shogunate":
        mine = sum(e["points"] for e in events
                   if e.get("type") == "score" and e.get("seat") == seat and e.get("category") == "shogunate")
        out.append({"code": "shogunate_choice", "option": move["option"], "points": mine})
    zone0, bonus0 = scoring.end_scoring(state["seats"][seat]["book"], scoring.bonus_option(state, seat))
    zone1, bonus1 = scoring.end_scoring(after["seats"][seat]["book"], scoring.bonus_option(after, seat))
    if zone1.points != zone0.points:
        out.append({"code": "zone_change", "was": zone0.points, "blocks": zone1.points,
                    "points": zone1.points - zone0.points})
    change = bonus1.points - bonus0.points
    if move["type"] == "bonus":
        out.append({"code": "bonus_choice" if change else "bonus_choice_same", "option": move["option"], "now": bonus1.points, "was": bonus0.points,
                    "points": change})
        out.append({"code": bonus1.code, "points": bonus1.points, **bonus1.params})
    elif change:
        option = scoring.bonus_option(after, seat)
        if option is None:
            out.append({"code": "sets_change", "was": bonus0.params["sets"], "sets": bonus1.params["sets"],
                        "points": change})
        else:
            out.append({"code": "option_bonus_change", "option": option, "was": bonus0.points, "now": bonus1.points,
                        "points": change})
    if after["phase"] == "over":
        out.append({"code": "game_ends"})
    return out


def tidy(preview: Preview, move: dict, seat: int) -> Preview:
    """The platform's lines without those the lines above explain (the end's categories), and for
    the Shogun's move every seat's change right after the option."""
    lines = [x for x in preview.lines if x.get("category") not in END_CATEGORIES]
    if move["type"] == "shogunate":
        first = [x for x in lines if x.get("code") == "shogunate_choice"]
        rest = [x for x in lines if x.get("code") not in ("shogunate_choice", "preview.others")]
        others = [{"code": "preview.others", "seat": s, "points": _number(d)}
                  for s, d in enumerate(preview.seats) if s != seat]
        lines = first + others + rest
    # the end of the game is said last, after what the move itself does
    lines = [x for x in lines if x.get("code") != "game_ends"] + [x for x in lines if x.get("code") == "game_ends"]
    preview.lines = [x for x in lines if x.get("code") != "preview.nothing"] or [{"code": "preview.nothing"}]
    return preview


def _number(v: float) -> float | int:
    r = round(v, 2)
    return int(r) if r == int(r) else r
