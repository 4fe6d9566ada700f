"""Phototour (Фототур): travel across Russia, photograph sights, fill in your diary."""

from .game import Phototour

GAME = Phototour()
