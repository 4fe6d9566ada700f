"""What each move is worth (issue "Every move knows its worth"): the standing "if the game ended
now" on constructed photobooks, and the previews of the Shogun's options, the bonus marker, a
claim and a placement, in figures and in words (English and Russian)."""

from __future__ import annotations

from app.engine.playout import playout
from app.wording import Wording

from .util import GAME, book, started

OPTIONS = ["shukyo", "samurai", "yokujo", "teien", "chonin", "large_zones"]
# The rulebook's Shūkyō-machi example as one column: five grass blocks, two Shūkyō-machi, three
# visible white flags (6 points on Shrine), and no Samurai-machi (no set of the five buildings).
SHRINES = ["card:t17", "card:t37", "card:t01", "card:t21"]


def with_book(state: dict, seat: int, *columns: list[str]) -> dict:
    """Give `seat` a photobook of these town cards, taken from the deck; its own town cards go
    back, so that every town card is still somewhere once (the view must account for all)."""
    old = [cid for col in state["seats"][seat]["book"] for cid in col["cards"] if cid.startswith("card:")]
    for col in columns:
        for cid in col:
            if cid in old:
                old.remove(cid)
            else:
                assert cid in state["deck"], f"{cid} is not in the deck"
                state["deck"].remove(cid)
    state["deck"] += old
    state["seats"][seat]["book"] = book(*columns)
    return state


def shrine_state(phase: str) -> dict:
    state = with_book(started(2), 0, SHRINES)
    state["options"] = list(OPTIONS)
    state["phase"], state["turn"] = phase, 0
    return state


def text(preview, lang: str = "en") -> str:
    return Wording("osaka", lang).preview(preview)["text"]


def preview_of(state: dict, move: dict):
    legal = GAME.legal_moves(state, 0)
    assert move in legal, (move, legal)
    return GAME.previews(state, 0, legal)[legal.index(move)]


def test_the_standing_adds_the_largest_zone_and_the_bonus_to_what_was_scored():
    state = shrine_state("travel")
    state["seats"][0]["breakdown"].update(location=4, shogunate=3)
    state["seats"][0]["score"] = 7
    assert GAME.standing(state)[0] == {"location": 4, "shogunate": 3, "largest_zone": 5, "bonus": 0}
    state["bonus"][0] = OPTIONS.index("shukyo")  # the bonus marker moved onto Shrine: 2 × 3 flags
    assert GAME.standing(state)[0] == {"location": 4, "shogunate": 3, "largest_zone": 5, "bonus": 6}
    # seat 1: a Shrine under a white flag, a Townsmen (2 stone blocks) under another flag
    assert GAME.standing(state)[1] == {"location": 0, "shogunate": 0, "largest_zone": 3, "bonus": 0}


def test_the_final_table_is_the_standing_before_the_last_move_plus_its_worth():
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        last = {}

        def on_step(state, seat, move, after, events):
            if GAME.outcome(after) is not None:
                last.update(before=GAME.standing(state), preview=GAME.previews(state, seat, [move])[0])

        final, _ = playout(GAME, players, None, seed, on_step=on_step)
        outcome = GAME.outcome(final)
        assert outcome["breakdown"] == GAME.standing(final)
        expected = [sum(t.values()) + d for t, d in zip(last["before"], last["preview"].seats)]
        assert outcome["scores"] == expected


def test_the_shoguns_options_name_the_option_and_every_players_change():
    state = shrine_state("shogunate")
    shrine = preview_of(state, {"type": "shogunate", "spaces": 1, "to": 0, "option": "shukyo", "sandals": 0})
    assert (shrine.points, shrine.now, shrine.seats, shrine.categories) == (6, 6, [6, 1], {"shogunate": 6})
    assert text(shrine) == ("Shogunate: Shrine — you +6; Seat 2 +1; "
                            "Shrine: 1 for each visible white flag in the column of a shrine (2 shrines seeing 6 white flags in all) = 6 points")
    assert text(shrine, "ru") == ("Сёгунат: «Храм» — вы +6; Место 2: +1; "
                                  "Храм: 1 за каждый видимый белый флаг в столбце храма (2 храма, всего видно 6 белых флагов) = 6 очков")
    samurai = preview_of(state, {"type": "shogunate", "spaces": 2, "to": 1, "option": "samurai", "sandals": 0})
    assert (samurai.points, samurai.seats) == (0, [0, 0])
    # no samurai in either photobook: the rule and its total, with no count of nothing
    assert text(samurai) == ("Shogunate: Samurai — you 0; Seat 2 0; "
                             "Samurai: 1 for each Townsmen on the rows below a samurai, in any column = 0 points")
    assert text(samurai, "ru") == ("Сёгунат: «Самурай» — вы 0; Место 2: 0; "
                                   "Самурай: 1 за каждый квартал горожан в рядах ниже самурая, в любом столбце = 0 очков")


def test_moving_the_bonus_marker_is_worth_its_option_at_the_end():
    state = shrine_state("travel")
    state["seats"][0]["sandals"] = 2
    moved = preview_of(state, {"type": "bonus", "spaces": 1, "to": 0, "option": "shukyo"})
    assert (moved.points, moved.now, moved.categories) == (6, 0, {"bonus": 6})
    assert text(moved) == ("Bonus marker to Shrine: 6 points at the end instead of 0; "
                           "Shrine: 1 for each visible white flag in the column of a shrine (2 shrines seeing 6 white flags in all) = 6 points; "
                           "up to +11 with your next steps this turn")  # a walk and a claim to follow
    assert moved.upto == 11
    assert text(moved, "ru").startswith("Бонусный маркер на «Храм»: в конце 6 очков вместо 0; Храм: ")


def test_a_claim_is_worth_its_location_bonus():
    state = shrine_state("claim")
    state["claim_stage"] = "travel"
    at = state["street"].index("loc:sumiyoshi")  # 1 Shūkyō-machi and 2 white flags in one column
    state["pawns"] = [at, (at + 6) % 12]
    claim = preview_of(state, {"type": "claim", "column": 0})
    assert (claim.points, claim.now, claim.categories) == (5, 5, {"location": 5})
    assert text(claim).startswith("Sumiyoshi Taisha, a column 5 blocks high: 5 points (better than 1 different icon × 2)")
    assert text(claim, "ru").startswith("Сумиёси-тайся, столбец из 5 блоков: 5 очков (больше, чем 1 разный значок × 2)")
    sandal = preview_of(state, {"type": "sandal"})
    assert sandal.points == 0 and sandal.upto is not None


def test_a_placement_says_how_the_largest_zone_grows():
    state = shrine_state("place")
    state["deck"].remove("card:t05")  # Teien on grass over Teien on grass
    state["pending"] = "card:t05"
    state["pawns"] = [state["street"].index("loc:osaka-jo"), state["pawns"][1]]
    right = preview_of(state, {"type": "place", "at": "right"})
    assert (right.points, right.categories) == (2, {"largest_zone": 2})
    assert text(right).startswith("Largest zone 5 → 7 blocks: +2")
    assert text(right, "ru").startswith("Крупнейшая зона 5 → 7 блоков: +2")


def test_a_bonus_move_that_changes_nothing_says_so_rather_than_instead_of_the_same():
    """Moving the bonus marker to an option worth what it is worth where it stands reads "as where
    it stands", never "0 points at the end instead of 0"."""
    import random

    rng = random.Random(7)
    state = GAME.setup(2, {}, 11)
    seen = 0
    for _ in range(200):
        if GAME._outcome(state) is not None:
            break
        seat = GAME.actors(state)[0]
        moves = GAME.legal_moves(state, seat)
        bonus = [m for m in moves if m["type"] == "bonus"]
        if bonus:
            for move, preview in zip(bonus, GAME.previews(state, seat, bonus)):
                words = {lang: Wording("osaka", lang).preview(preview)["text"] for lang in ("en", "ru")}
                choice = next(line for line in preview.lines if line["code"].startswith("bonus_choice"))
                if choice["now"] == choice["was"]:
                    seen += 1
                    assert "instead of" not in words["en"] and "as where it stands" in words["en"], words
                    assert "вместо" not in words["ru"], words
                else:
                    assert f"instead of {choice['was']}" in words["en"], words
        state, _ = GAME.apply(state, seat, rng.choice(moves))
    assert seen, "no bonus move of unchanged worth was met"
