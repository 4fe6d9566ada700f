"""Sunset Over Water: hike, paint and sell landscapes over six days; Wanderlust for one player."""

from .game import SunsetOverWater

GAME = SunsetOverWater()
