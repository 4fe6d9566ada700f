"""Each game's moves and views as TypedDicts (generated: `python -m app client-types`).

    from panorama_client.games import camargue
    move: camargue.Move = {"type": "place", "tile": "tile:water-t-nes-2", "x": 0, "y": -1}
"""

from . import camargue, osaka, phototour, provence, sunset

__all__ = ["camargue", "osaka", "phototour", "provence", "sunset"]
