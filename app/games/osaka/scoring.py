"""Scoring: the six Shogunate options, location bonuses, final scoring and the outcome.

Every scorer takes the grid of visible blocks (photobook.blocks) and returns (points, reason).
Columns and rows are numbered from 1 in reasons: column 1 is the leftmost, row 1 the ground.
"""

from __future__ import annotations

from functools import lru_cache

from app.engine import ranking
from app.engine.grid import orth_components

from .content import BACKGROUNDS, BUILDINGS, NAMES
from .photobook import Pos, blocks, building_types, icon_counts, largest_zone, neighbours, weight, zone_size, zones

Grid = dict[Pos, dict]


class Scored(tuple):
    """(points, reason) as before, plus the event code and parameters that the catalog words
    (the client writes the log and the end page from these; REST clients keep the reason)."""

    code: str
    params: dict

    def __new__(cls, points: int, reason: str, code: str, **params):
        obj = super().__new__(cls, (points, reason))
        obj.code = code
        obj.params = params
        return obj

    @property
    def points(self) -> int:
        return self[0]

    @property
    def reason(self) -> str:
        return self[1]


def _with(grid: Grid, icon: str) -> list[Pos]:
    return sorted(p for p, b in grid.items() if b["icon"] == icon)


def _n(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else many or one + 's'}"


def _explain(parts: list[str], total: int, nothing: str) -> str:
    return f"{'; '.join(parts)} = {total}" if parts else f"{nothing} = 0"


def shukyo(grid: Grid) -> Scored:
    """1 point per visible white flag in the column of each Shūkyō-machi."""
    total, parts, flags_seen = 0, [], 0
    for c in sorted({p[0] for p in _with(grid, "shukyo")}):
        n = sum(1 for p in _with(grid, "shukyo") if p[0] == c)
        flags = sum(1 for p in _with(grid, "flag") if p[0] == c)
        total += n * flags
        flags_seen += flags
        parts.append(f"column {c + 1}: {n} Shūkyō-machi x {_n(flags, 'white flag')}")
    # `seen`: the white flags each shrine sees, added up (a flag seen by two shrines of its column
    # counts twice), which is the points; `flags` counts each flag once, as records always kept it
    return Scored(total, _explain(parts, total, "no Shūkyō-machi"), "shukyo_scored",
                  shrines=len(_with(grid, "shukyo")), flags=flags_seen, seen=total)


def samurai(grid: Grid) -> Scored:
    """1 point per Chōnin-chi on rows below each Samurai-machi, in any column."""
    chonin = _with(grid, "chonin")
    total, parts = 0, []
    for c, r in _with(grid, "samurai"):
        n = sum(1 for p in chonin if p[1] < r)
        total += n
        parts.append(f"Samurai-machi in column {c + 1} row {r + 1}: {n} Chōnin-chi below")
    return Scored(total, _explain(parts, total, "no Samurai-machi"), "samurai_scored",
                  samurai=len(_with(grid, "samurai")))


def yokujo(grid: Grid) -> Scored:
    """1 point per Chōnin-chi or Teien in the row of each Yokujō; a group of 3+ adjacent
    Yokujō scores its size."""
    baths = _with(grid, "yokujo")
    total, parts, joined = 0, [], 0
    for r in sorted({p[1] for p in baths}):
        n = sum(1 for p in baths if p[1] == r)
        ch = sum(1 for p, b in grid.items() if p[1] == r and b["icon"] == "chonin")
        te = sum(1 for p, b in grid.items() if p[1] == r and b["icon"] == "teien")
        total += n * (ch + te)
        parts.append(f"row {r + 1}: {n} Yokujō x ({ch} Chōnin-chi + {te} Teien)")
    for group in sorted(orth_components(baths), key=lambda g: sorted(g)):
        if len(group) >= 3:
            total += len(group)
            joined += len(group)
            parts.append(f"{len(group)} adjacent Yokujō: {len(group)}")
    return Scored(total, _explain(parts, total, "no Yokujō"), "yokujo_scored",
                  baths=len(baths), rows=total - joined, joined=joined)


TEIEN_POINTS = {0: 0, 1: 3, 2: 2}


def teien(grid: Grid) -> Scored:
    """3 / 2 / 1 points for a Teien next to 1 / 2 / 3+ Samurai-machi or Shūkyō-machi."""
    total, parts, scoring = 0, [], 0
    for pos in _with(grid, "teien"):
        n = sum(1 for q in neighbours(grid, pos) if grid[q]["icon"] in ("samurai", "shukyo"))
        pts = TEIEN_POINTS.get(n, 1)
        total += pts
        scoring += pts > 0
        parts.append(f"Teien in column {pos[0] + 1} row {pos[1] + 1} next to {n}: {pts}")
    # `gardens` counts every garden, those next to no Samurai or Shrine too (records of the
    # Shogun's last scoring kept it so); the words name `scoring`, the gardens that scored
    return Scored(total, _explain(parts, total, "no Teien"), "teien_scored", gardens=len(_with(grid, "teien")),
                  scoring=scoring)


def chonin(grid: Grid) -> Scored:
    """1 point per different other building type in the zone of each Chōnin-chi."""
    zone_of = {p: z for z in zones(grid) for p in z}
    total, parts = 0, []
    for pos in _with(grid, "chonin"):
        kinds = building_types(grid, zone_of[pos])
        total += len(kinds)
        names = ", ".join(NAMES[k] for k in kinds) or "none"
        parts.append(f"Chōnin-chi in column {pos[0] + 1} row {pos[1] + 1}: {_n(len(kinds), 'type')} ({names})")
    return Scored(total, _explain(parts, total, "no Chōnin-chi"), "chonin_scored", chonin=len(_with(grid, "chonin")))


def large_zones(grid: Grid) -> Scored:
    """3 points per zone of 4 or more blocks."""
    sizes = sorted((zone_size(grid, z) for z in zones(grid)), reverse=True)
    big = [s for s in sizes if s >= 4]
    total = 3 * len(big)
    if not big:
        return Scored(0, "no zone of 4 or more blocks = 0", "large_zones_scored", zones=0)
    return Scored(total, f"{_n(len(big), 'large zone')} ({', '.join(map(str, big))} blocks) x 3 = {total}",
                  "large_zones_scored", zones=len(big))


OPTIONS = {
    "shukyo": shukyo, "samurai": samurai, "yokujo": yokujo,
    "teien": teien, "chonin": chonin, "large_zones": large_zones,
}


def score_option(option: str, grid: Grid) -> Scored:
    return OPTIONS[option](grid)


# ----- location bonus ---------------------------------------------------------------------------

def tier_bonus(column: list[dict]) -> Scored:
    """The bonus of a column of 3, 4 or 5 blocks, taken at its best (the choice only sets points)."""
    tier = len(column)
    # The rulebook's icons are the five buildings; the white flag is the sky, not an icon.
    icons = [b["icon"] for b in column if b["icon"] in BUILDINGS]
    if tier == 5:
        distinct = len(set(icons))
        if 2 * distinct > 5:
            return Scored(2 * distinct, f"5-tier: {_n(distinct, 'different icon')} x 2 = {2 * distinct}",
                          "tier5_icons", icons=distinct)
        return Scored(5, f"5-tier: 5 points (rather than {_n(distinct, 'different icon')} x 2)", "tier5_flat", icons=distinct)
    if tier == 4:
        if not icons:
            return Scored(0, "4-tier: no building icon = 0", "tier4_none")
        best = max(BUILDINGS, key=lambda i: (icons.count(i), -BUILDINGS.index(i)))
        n = icons.count(best)
        return Scored(2 * n, f"4-tier: {n} {NAMES[best]} x 2 = {2 * n}", "tier4_icon", icon=best, count=n)
    if tier == 3:
        count = {bg: sum(weight(b) for b in column if b["bg"] == bg) for bg in BACKGROUNDS}
        best = max(BACKGROUNDS, key=lambda bg: (count[bg], -BACKGROUNDS.index(bg)))
        return Scored(2 * count[best], f"3-tier: {_n(count[best], best + ' block')} x 2 = {2 * count[best]}",
                      "tier3_background", bg=best, count=count[best])
    return Scored(0, "no tier bonus", "tier_none", blocks=tier)


def requirement_met(requires: list[dict], column: list[dict]) -> bool:
    for cond in requires:
        if "icon" in cond:
            have = sum(1 for b in column if b["icon"] == cond["icon"])
        else:
            have = sum(weight(b) for b in column if b["bg"] == cond["bg"])
        if have < cond["count"]:
            return False
    return True


# ----- final scoring ----------------------------------------------------------------------------

def icon_sets(grid: Grid) -> int:
    """How many sets of 5 different icons the visible icons make: a set is one of each of the
    five buildings (the white flag is no icon), so it is the count of the scarcest building."""
    counts = icon_counts(grid)
    return min(counts.get(b, 0) for b in BUILDINGS)


def final_bonus(grid: Grid, option: str | None) -> Scored:
    if option is None:
        sets = icon_sets(grid)
        return Scored(4 * sets, f"bonus marker unmoved: {_n(sets, 'set')} of 5 different icons x 4 = {4 * sets}",
                      "icon_sets", sets=sets)
    got = score_option(option, grid)
    return Scored(got.points, f"bonus marker on {NAMES[option]}: {got.reason}", got.code, **got.params)


def largest(grid: Grid) -> Scored:
    size = largest_zone(grid)
    return Scored(size, f"largest zone: {size} blocks = {size}", "largest_zone", blocks=size)


# ----- if the game ended now --------------------------------------------------------------------

def bonus_option(state: dict, seat: int) -> str | None:
    """The option the seat's bonus marker stands on; None while it waits on the Final Score Area."""
    b = state["bonus"][seat]
    return None if b is None else state["options"][b]


def end_scoring(book: list[dict], option: str | None) -> tuple[Scored, Scored]:
    """A photobook's final scoring: its largest zone, and the bonus of a marker on `option`."""
    grid = blocks(book)
    return largest(grid), final_bonus(grid, option)


@lru_cache(maxsize=8192)
def _end_points(cards: tuple[tuple[str, ...], ...], option: str | None) -> tuple[int, int]:
    zone, bonus = end_scoring([{"cards": list(ids)} for ids in cards], option)
    return zone.points, bonus.points


def standing(state: dict) -> list[dict[str, int]]:
    """Each seat's points by category if the game ended now: what it has scored, plus the final
    scoring of its photobook as it stands (once the game is over, the final table itself)."""
    if state["phase"] == "over":
        return [dict(s["breakdown"]) for s in state["seats"]]
    out = []
    for seat, s in enumerate(state["seats"]):
        b = s["breakdown"]
        zone, bonus = _end_points(tuple(tuple(col["cards"]) for col in s["book"]), bonus_option(state, seat))
        out.append({**b, "largest_zone": b["largest_zone"] + zone, "bonus": b["bonus"] + bonus})
    return out


def outcome(state: dict) -> dict:
    table = standing(state)
    return ranking.outcome(
        [sum(t.values()) for t in table],
        table,
        [[s["largest_zone"]] for s in state["seats"]],
        "a tie goes to the tied player with the larger largest zone",
    )
