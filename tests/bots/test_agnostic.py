"""The bots are game-agnostic: everything a game knows reaches them through the rules protocol."""

from __future__ import annotations

import ast
from pathlib import Path

BOTS = Path(__file__).resolve().parents[2] / "app" / "bots"


def test_app_bots_imports_nothing_from_the_games():
    offenders = []
    for path in sorted(BOTS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n == "app.games" or n.startswith("app.games.")]
    assert offenders == []
