"""A seat's visible squares sorted by terrain, and their orthogonal groups: what the scoring,
the goals and the photo checks read (each found once per tableau and kept)."""

from __future__ import annotations

from functools import lru_cache

from app.engine.grid import orth_components

from .geometry import church_partners, kept_visible, placed_key


class Survey:
    """One seat's visible squares sorted by terrain in one pass, and their orthogonal groups,
    each found once and only when asked for. Lavender is sorted by growth direction as
    "lavenderV" and "lavenderH"."""

    def __init__(self, vis: dict) -> None:
        self.vis = vis
        cells: dict[str, set] = {}
        facing: dict[str, int] = {}
        for p, sq in vis.items():
            t = sq["t"]
            cells.setdefault(t + sq["dir"] if t == "lavender" else t, set()).add(p)
            if sq.get("face") == "N":
                facing[t] = facing.get(t, 0) + 1
        self.cells = cells
        self.facing = facing
        self._groups: dict[str, list[set]] = {}
        self._largest: dict[str, int] = {}
        self._in_groups: dict[tuple[str, int], frozenset] = {}
        self._partners: dict | None = None

    @property
    def partners(self) -> dict:
        """Each visible church square mapped to the other square of its church."""
        if self._partners is None:
            self._partners = church_partners(self.vis)
        return self._partners

    def groups(self, terrain: str) -> list[set]:
        found = self._groups.get(terrain)
        if found is None:
            found = self._groups[terrain] = orth_components(self.cells.get(terrain, ()))
        return found

    def in_groups_of(self, terrain: str, size: int) -> frozenset:
        """The squares of `terrain` that lie in a group of `size` or more."""
        found = self._in_groups.get((terrain, size))
        if found is None:
            big = [g for g in self.groups(terrain) if len(g) >= size]
            found = self._in_groups[terrain, size] = frozenset().union(*big)
        return found

    def largest(self, terrain: str) -> int:
        """The largest group of a terrain; for lavender, of one growth direction."""
        size = self._largest.get(terrain)
        if size is None:
            if terrain == "lavender":
                size = max(self.largest("lavenderV"), self.largest("lavenderH"))
            else:
                size = max((len(g) for g in self.groups(terrain)), default=0)
            self._largest[terrain] = size
        return size


def survey(vis: dict | Survey) -> Survey:
    return vis if isinstance(vis, Survey) else Survey(vis)


def survey_of(tableau: list[dict]) -> Survey:
    """The survey of a tableau, kept by tableau: shared by every game and seat, never change it."""
    return _survey(placed_key(tableau))


@lru_cache(maxsize=4096)
def _survey(placed: tuple) -> Survey:
    return Survey(kept_visible(placed))


def groups(vis: dict, terrain: str, direction: str | None = None) -> list[set]:
    return survey(vis).groups(terrain + (direction or ""))


def largest(vis: dict, terrain: str, direction: str | None = None) -> int:
    return survey(vis).largest(terrain + (direction or ""))
