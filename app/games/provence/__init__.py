"""Walking in Provence: scene cards, a photographer and a drone, ten simultaneous rounds."""

from .game import Provence

GAME = Provence()
