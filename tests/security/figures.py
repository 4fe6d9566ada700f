"""Figures the reliability and security tests gather, printed at the end of the run."""

from __future__ import annotations

from collections import Counter

FIGURES: Counter[str] = Counter()
_printed = {"done": False}


def add(name: str, amount: int = 1) -> None:
    FIGURES[name] += amount


def summary(terminalreporter) -> None:
    if _printed["done"] or not FIGURES:
        return
    _printed["done"] = True
    terminalreporter.section("reliability and security figures")
    for name in sorted(FIGURES):
        terminalreporter.write_line(f"{name}: {FIGURES[name]}")
