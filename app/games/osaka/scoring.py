"""Scoring: the six Shogunate options, location bonuses, final scoring and the outcome.

Every scorer takes the grid of visible blocks (photobook.blocks) and returns (points, reason).
Columns and rows are numbered from 1 in reasons: column 1 is the leftmost, row 1 the ground.
"""

from __future__ import annotations

from app.engine import ranking
from app.engine.grid import orth_components

from .content import BACKGROUNDS, BUILDINGS, NAMES
from .photobook import Pos, building_types, icon_counts, largest_zone, neighbours, weight, zone_size, zones

Grid = dict[Pos, dict]


def _with(grid: Grid, icon: str) -> list[Pos]:
    return sorted(p for p, b in grid.items() if b["icon"] == icon)


def _explain(parts: list[str], total: int, nothing: str) -> str:
    return f"{'; '.join(parts)} = {total}" if parts else f"{nothing} = 0"


def shukyo(grid: Grid) -> tuple[int, str]:
    """1 point per visible white flag in the column of each Shūkyō-machi."""
    total, parts = 0, []
    for c in sorted({p[0] for p in _with(grid, "shukyo")}):
        n = sum(1 for p in _with(grid, "shukyo") if p[0] == c)
        flags = sum(1 for p in _with(grid, "flag") if p[0] == c)
        total += n * flags
        parts.append(f"column {c + 1}: {n} Shūkyō-machi x {flags} white flags")
    return total, _explain(parts, total, "no Shūkyō-machi")


def samurai(grid: Grid) -> tuple[int, str]:
    """1 point per Chōnin-chi on rows below each Samurai-machi, in any column."""
    chonin = _with(grid, "chonin")
    total, parts = 0, []
    for c, r in _with(grid, "samurai"):
        n = sum(1 for p in chonin if p[1] < r)
        total += n
        parts.append(f"Samurai-machi in column {c + 1} row {r + 1}: {n} Chōnin-chi below")
    return total, _explain(parts, total, "no Samurai-machi")


def yokujo(grid: Grid) -> tuple[int, str]:
    """1 point per Chōnin-chi or Teien in the row of each Yokujō; a group of 3+ adjacent
    Yokujō scores its size."""
    baths = _with(grid, "yokujo")
    total, parts = 0, []
    for r in sorted({p[1] for p in baths}):
        n = sum(1 for p in baths if p[1] == r)
        ch = sum(1 for p, b in grid.items() if p[1] == r and b["icon"] == "chonin")
        te = sum(1 for p, b in grid.items() if p[1] == r and b["icon"] == "teien")
        total += n * (ch + te)
        parts.append(f"row {r + 1}: {n} Yokujō x ({ch} Chōnin-chi + {te} Teien)")
    for group in sorted(orth_components(baths), key=lambda g: sorted(g)):
        if len(group) >= 3:
            total += len(group)
            parts.append(f"{len(group)} adjacent Yokujō: {len(group)}")
    return total, _explain(parts, total, "no Yokujō")


TEIEN_POINTS = {0: 0, 1: 3, 2: 2}


def teien(grid: Grid) -> tuple[int, str]:
    """3 / 2 / 1 points for a Teien next to 1 / 2 / 3+ Samurai-machi or Shūkyō-machi."""
    total, parts = 0, []
    for pos in _with(grid, "teien"):
        n = sum(1 for q in neighbours(grid, pos) if grid[q]["icon"] in ("samurai", "shukyo"))
        pts = TEIEN_POINTS.get(n, 1)
        total += pts
        parts.append(f"Teien in column {pos[0] + 1} row {pos[1] + 1} next to {n}: {pts}")
    return total, _explain(parts, total, "no Teien")


def chonin(grid: Grid) -> tuple[int, str]:
    """1 point per different other building type in the zone of each Chōnin-chi."""
    zone_of = {p: z for z in zones(grid) for p in z}
    total, parts = 0, []
    for pos in _with(grid, "chonin"):
        kinds = building_types(grid, zone_of[pos])
        total += len(kinds)
        names = ", ".join(NAMES[k] for k in kinds) or "none"
        parts.append(f"Chōnin-chi in column {pos[0] + 1} row {pos[1] + 1}: {len(kinds)} types ({names})")
    return total, _explain(parts, total, "no Chōnin-chi")


def large_zones(grid: Grid) -> tuple[int, str]:
    """3 points per zone of 4 or more blocks."""
    sizes = sorted((zone_size(grid, z) for z in zones(grid)), reverse=True)
    big = [s for s in sizes if s >= 4]
    total = 3 * len(big)
    if not big:
        return 0, "no zone of 4 or more blocks = 0"
    return total, f"{len(big)} large zones ({', '.join(map(str, big))} blocks) x 3 = {total}"


OPTIONS = {
    "shukyo": shukyo, "samurai": samurai, "yokujo": yokujo,
    "teien": teien, "chonin": chonin, "large_zones": large_zones,
}


def score_option(option: str, grid: Grid) -> tuple[int, str]:
    return OPTIONS[option](grid)


# ----- location bonus ---------------------------------------------------------------------------

def tier_bonus(column: list[dict]) -> tuple[int, str]:
    """The bonus of a column of 3, 4 or 5 blocks, taken at its best (the choice only sets points)."""
    tier = len(column)
    # The rulebook's icons are the five buildings; the white flag is the sky, not an icon.
    icons = [b["icon"] for b in column if b["icon"] in BUILDINGS]
    if tier == 5:
        distinct = len(set(icons))
        if 2 * distinct > 5:
            return 2 * distinct, f"5-tier: {distinct} different icons x 2 = {2 * distinct}"
        return 5, f"5-tier: 5 points (rather than {distinct} different icons x 2)"
    if tier == 4:
        if not icons:
            return 0, "4-tier: no building icon = 0"
        best = max(BUILDINGS, key=lambda i: (icons.count(i), -BUILDINGS.index(i)))
        n = icons.count(best)
        return 2 * n, f"4-tier: {n} {NAMES[best]} x 2 = {2 * n}"
    if tier == 3:
        count = {bg: sum(weight(b) for b in column if b["bg"] == bg) for bg in BACKGROUNDS}
        best = max(BACKGROUNDS, key=lambda bg: (count[bg], -BACKGROUNDS.index(bg)))
        return 2 * count[best], f"3-tier: {count[best]} {best} blocks x 2 = {2 * count[best]}"
    return 0, "no tier bonus"


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


def final_bonus(grid: Grid, option: str | None) -> tuple[int, str]:
    if option is None:
        sets = icon_sets(grid)
        return 4 * sets, f"bonus marker unmoved: {sets} sets of 5 different icons x 4 = {4 * sets}"
    pts, why = score_option(option, grid)
    return pts, f"bonus marker on {NAMES[option]}: {why}"


def largest(grid: Grid) -> tuple[int, str]:
    size = largest_zone(grid)
    return size, f"largest zone: {size} blocks = {size}"


def outcome(state: dict) -> dict:
    seats = state["seats"]
    return ranking.outcome(
        [s["score"] for s in seats],
        [s["breakdown"] for s in seats],
        [[s["largest_zone"]] for s in seats],
        "a tie goes to the tied player with the larger largest zone",
    )

