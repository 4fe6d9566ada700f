"""Camargue: lay landscape tiles along paths and score areas times touched edges."""

from .game import Camargue

GAME = Camargue()
