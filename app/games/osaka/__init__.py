"""Walking in Osaka: travel around the town, take photos, build a panoramic photobook."""

from .game import WalkingInOsaka

GAME = WalkingInOsaka()
