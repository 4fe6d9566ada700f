"""Panorama: a self-hosted online table for five scenic tabletop games."""

__version__ = "0.1.0"
