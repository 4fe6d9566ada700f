"""What each legal move is worth to its mover (the engine's `Preview`, app/engine/preview.py),
with the words a player needs to choose: what a hike lets the artist paint, what a landscape adds
to the unsold paintings and which commission it opens, what a sale nets once the paintings it
takes are counted, the daily goal won or lost, and what a planning card's trek could make.

Everything is worked out on a deal of the mover's own view (`bots.determinize`), never on the
real state. The change of `scoring.standing` that a move makes is exact there; `upto`, the most
the rest of the turn reaches, is searched exactly too (app/games/sunset/outlook.py) instead of the
engine's bounded look-ahead, which cannot see a turn's sales.
"""

from __future__ import annotations

from typing import Any

from app.engine import Game, Move, State, View
from app.engine.preview import PREVIEW_SEEDS, Preview, summarise, value_on

from . import outlook
from .bots import determinize
from .content import COMMISSIONS, LANDSCAPES
from .names import MoveType, Step
from .outlook import Outlook, best, plan_outlook, trekking
from .scoring import can_complete, standing
from .trek import for_sale

# The end-of-game scoring lines: a move that ends the game says so once instead of listing them
# (they add nothing to "if the game ended now", which counted them already).
_FINAL_CODES = {"goals_scored", "no_goals", "features_scored", "inspiration_scored", "home", "away_from_home"}


def previews(game: Game, view: View, seat: int, moves: list[Move]) -> list[Preview]:
    deal = determinize(view, seat, PREVIEW_SEEDS[0])
    before = standing(deal)
    base = sum(before[seat].values())
    plans: dict[str, Outlook | None] = {}
    memo: dict = {}  # the sales searched so far, shared by the planning cards' outlooks
    out = []
    for move in moves:
        valued = value_on(game, deal, before, seat, move)
        preview = summarise(game, deal, seat, move, [valued], certain=True)
        head: list[dict[str, Any]] = []
        upto: float | None = None
        kind = move["type"]
        if kind == MoveType.PLAN:
            if move["card"] not in plans:
                plans[move["card"]] = plan_outlook(deal, seat, move["card"], memo)
            seen = plans[move["card"]]
            if seen is not None:
                upto = seen.total - base
                head.append({"code": "plan_outlook_solo" if deal["solo"] else "plan_outlook", "points": upto})
        elif kind in (MoveType.HIKE, MoveType.STAY):
            seen = outlook.after_hike(deal, seat, move)
            head.append(_hike_line(move, seen))
            upto = seen.total - base
        else:
            head += _step_lines(deal, seat, move, base)
            if kind != MoveType.CANCEL_SALE and trekking(valued.state, seat):
                upto = best(valued.state, seat).total - base
        lines = head + _own_lines(preview.lines, deal)
        said = head[0].get("net", preview.points) if kind == MoveType.SELL else preview.points
        if upto is not None and abs(upto - said) > 1e-9 and kind != MoveType.PLAN:
            lines.append({"code": "preview.upto", "points": upto})
        preview.lines = [line for line in lines if line["code"] != "preview.nothing"] or [{"code": "preview.nothing"}]
        preview.upto = upto
        out.append(preview)
    return out


def _hike_line(move: Move, seen: Outlook) -> dict[str, Any]:
    where = {"distance": move["distance"], "dir": move["dir"]} if move["type"] == MoveType.HIKE else {}
    code = ("hike" if where else "stay") + ("_paint" if seen.cards else "_nothing")
    line: dict[str, Any] = {"code": f"preview_{code}", **where, "cards": list(seen.cards)}
    if seen.unknown:
        line["unknown"] = seen.unknown
    return line


def _features(cards: list[str]) -> int:
    return sum(len(LANDSCAPES[c]) for c in cards)


def _step_lines(deal: State, seat: int, move: Move, base: int) -> list[dict[str, Any]]:
    """The words of a paint, sale or frame move, on the deal before it."""
    paintings = deal["seats"][seat]["paintings"]
    kind = move["type"]
    if kind == MoveType.PAINT:
        card = move["card"]
        after = paintings + [card]
        opens = [c for c in for_sale(deal) if not can_complete(COMMISSIONS[c]["frames"], [], paintings)
                 and can_complete(COMMISSIONS[c]["frames"], [], after)]
        line = {"code": "preview_paint", "card": card, "features": len(LANDSCAPES[card]), "total": _features(after)}
        return [line] + ([{"code": "preview_opens", "commissions": opens}] if opens else [])
    if kind == MoveType.SELL:
        cid = move["commission"]
        trial = {**deal, "sale": {"commission": cid, "landscapes": []}, "step": Step.FRAME}
        now = standing(deal)[seat]
        after = outlook.best_single_sale(trial, seat) or now
        change = {k: after[k] - now[k] for k in now}
        renown = COMMISSIONS[cid]["renown"]
        return [{"code": "preview_sale", "commission": cid, "renown": renown, "cost": change["landscapes"],
                 "goal": change.get("goals", 0), "bonus": change.get("inspiration", 0), "net": sum(change.values())}]
    if kind == MoveType.FRAME:
        sale = deal["sale"]
        if len(sale["landscapes"]) + 1 < len(COMMISSIONS[sale["commission"]]["frames"]):
            return [{"code": "preview_frame", "card": move["landscape"], "features": len(LANDSCAPES[move["landscape"]])}]
    return []


def _own_lines(lines: list[dict[str, Any]], deal: State) -> list[dict[str, Any]]:
    """The engine's lines with the daily goal named and the final scoring said once."""
    out = []
    ends = False
    for line in lines:
        code = line.get("code")
        if code in _FINAL_CODES:
            ends = True
            continue
        if code == "preview.category" and line.get("category") == "goals" and deal.get("goal"):
            line = {"code": "preview_goal_won" if line["points"] > 0 else "preview_goal_lost",
                    "goal": deal["goal"], "points": line["points"]}
        out.append(line)
    if ends:
        out.append({"code": "preview_game_ends"})
    return out
