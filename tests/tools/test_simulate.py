"""`python -m app simulate`: the figures, the JSON line and the seat rotation."""

from __future__ import annotations

import json

from app.cli import main
from app.tools.simulate import seats_for, simulate


def test_seats_rotate_so_every_bot_sits_everywhere():
    assert seats_for(["strong", "greedy"], 2, 0) == ["strong", "greedy"]
    assert seats_for(["strong", "greedy"], 2, 1) == ["greedy", "strong"]
    assert seats_for(["greedy", "random"], 4, 1) == ["random", "greedy", "random", "greedy"]


def test_simulate_prints_the_figures_and_a_json_last_line(capsys):
    code = main(["simulate", "--game", "camargue", "--players", "2", "--games", "4", "--bots", "greedy,random",
                 "--seed", "3", "--processes", "1", "--json", "--quiet"])
    assert code == 0
    out = capsys.readouterr().out.strip().splitlines()
    figures = json.loads(out[-1])
    assert figures["game"] == "camargue" and figures["games"] == 4
    assert set(figures["bots"]) == {"greedy", "random"}
    for b in figures["bots"].values():
        assert {"win_rate", "mean_score"} <= set(b) and 0 <= b["win_rate"] <= 1
    assert abs(sum(b["win_rate"] for b in figures["bots"].values()) - 1) < 1e-6
    assert figures["games_per_second"] > 0
    text = "\n".join(out[:-1])
    assert "win rate" in text and "mean score per category" in text and "landscape" in text


def test_simulate_in_two_processes_gives_the_same_figures():
    one = simulate("sunset", 2, 4, ["greedy", "random"], seed=5, processes=1)["json"]
    two = simulate("sunset", 2, 4, ["greedy", "random"], seed=5, processes=2)["json"]
    assert one["bots"]["greedy"]["mean_score"] == two["bots"]["greedy"]["mean_score"]
    assert one["seats"] == two["seats"]


def test_strong_with_fixed_iterations_is_repeatable():
    a = simulate("osaka", 2, 2, ["strong", "random"], seed=2, processes=1, iterations=8)["json"]
    b = simulate("osaka", 2, 2, ["strong", "random"], seed=2, processes=1, iterations=8)["json"]
    assert a["seats"] == b["seats"]
    assert {k: v["mean_score"] for k, v in a["bots"].items()} == {k: v["mean_score"] for k, v in b["bots"].items()}


def test_unknown_levels_are_refused(capsys):
    assert main(["simulate", "--game", "camargue", "--bots", "greedy,genius", "--games", "1"]) == 2
    assert "genius" in capsys.readouterr().err
