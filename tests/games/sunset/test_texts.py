"""What Sunset tells its players is what the rules say (issue 34 §3): Wanderlust is named before
the end, the solo game has its own help and prompt, and the log tells a refill, a discard, a hike
or a frame as it happened, in English and in Russian."""

import json
from pathlib import Path

import pytest

from app import i18n
from app.games.sunset.rules import cleanup
from app.wording import RAW_ID, Wording

from .util import new, play, put, trek

ROOT = Path(__file__).resolve().parents[3]
EARLY, MID, LATE = "plan:blue-3", "plan:blue-4", "plan:blue-7"  # 7:00, 8:00, 11:00
ORTHO_4 = "plan:blue-7"
WANDERLUST = {"en": "Wanderlust", "ru": "Странствие"}


def board_texts(lang: str) -> dict:
    return json.loads((ROOT / "static" / "i18n" / lang / "sunset.json").read_text())["board"]


def said(lang: str, event: dict) -> str:
    """An event as the log words it: its code's template, else its type's."""
    w = Wording("sunset", lang)
    events = w.catalog["events"]
    template = events.get(event.get("code")) or events.get(event["type"])
    assert template, event
    text = w.fill(template, event)
    assert not RAW_ID.search(text) and "{" not in text, text
    return text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_wanderlust_is_named_in_the_description_the_room_and_the_prompt(lang):
    assert WANDERLUST[lang] in i18n.metadata("sunset", lang)["description"]
    board = board_texts(lang)
    assert WANDERLUST[lang] in board["status.wanderlust"]
    assert WANDERLUST[lang] in board["prompt.plan_solo"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_solo_planning_prompt_tells_the_wake_up_action_not_a_secret_trek_order(lang):
    prompt = board_texts(lang)["prompt.plan_solo"]
    secret, first = {"en": ("secret", "trek first"), "ru": ("тайн", "выходит первым")}[lang]
    assert secret not in prompt.lower() and first not in prompt
    assert "8:00" in prompt and "11:00" in prompt


HELP_WORDS = {  # what each help must say, and what the solo one must not
    "en": {"multi": ["under their deck", "daily goal", "Six days"],
           "solo": ["ranger station", "wake-up time", "day 8", "Inspiration bonus", "Return-home bonus", "face up",
                    "nothing goes under the deck", "True Artisan"],
           "not_solo": ["Daily goal:", "in secret"]},
    "ru": {"multi": ["под низ своей колоды", "Цель дня", "Шесть дней"],
           "solo": ["лесных кордона", "время подъёма", "день 8", "Бонус вдохновения", "Бонус возвращения",
                    "под колоду ничего не уходит", "Истинный мастер"],
           "not_solo": ["Цель дня:", "втайне"]},
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_how_to_play_has_its_own_text_for_wanderlust(lang):
    help_ = i18n.catalog("sunset", lang)["help"]
    solo = help_["variants"]["solo"]
    assert solo["players"] == [1] and WANDERLUST[lang] in solo["title"] and WANDERLUST[lang] in help_["goal"]
    multi_text = " ".join([help_["goal"], *help_["turn"], *help_["scoring"]])
    solo_text = " ".join([solo["goal"], *solo["turn"], *solo["scoring"]])
    words = HELP_WORDS[lang]
    for part in words["multi"]:
        assert part in multi_text, part
    for part in words["solo"]:
        assert part in solo_text, part
    for part in words["not_solo"]:
        assert part not in solo_text, part


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_discarded_commission_is_told_with_its_cause(lang):
    s = new(1)
    s["seats"][0]["hand"] = [MID, "plan:blue-1", "plan:blue-2"]
    _, events = play(s, 0, {"type": "plan", "card": MID})
    [ev] = [e for e in events if e["type"] == "discard_commission"]
    text = said(lang, ev)
    assert "8:00" in text and ("most renowned" in text if lang == "en" else "самый ценный" in text), text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_early_start_says_how_many_spaces_it_refilled_or_that_none_was_empty(lang):
    s = new(1)
    s["seats"][0]["hand"] = [EARLY, "plan:blue-1", "plan:blue-2"]
    _, events = play(s, 0, {"type": "plan", "card": EARLY})
    [ev] = [e for e in events if e["type"] == "early_morning"]
    assert ev["dealt"] == [] and ev["code"] == "early_morning_none"
    text = said(lang, ev)
    assert "7:00" in text and ("nothing to refill" in text if lang == "en" else "пополнять нечего" in text), text
    s = new(1)
    put(s, "0,0", None)
    s["seats"][0]["hand"] = [EARLY, "plan:blue-1", "plan:blue-2"]
    _, events = play(s, 0, {"type": "plan", "card": EARLY})
    [ev] = [e for e in events if e["type"] == "early_morning"]
    assert "code" not in ev
    assert ("1 empty space of" in said(lang, ev)) if lang == "en" else ("на 1 пустую клетку" in said(lang, ev))


def test_a_ranger_station_with_nothing_to_refill_is_not_logged():
    s = trek(new(1), 0, "plan:blue-5", "0,0")  # diagonals: through the station on 1,1
    _, events = play(s, 0, {"type": "hike", "dir": "SE", "distance": 2})
    assert not any(e["type"] == "ranger_station" for e in events)
    s = trek(new(1), 0, "plan:blue-5", "0,0")
    put(s, "1,0", None)
    put(s, "2,1", None)
    _, events = play(s, 0, {"type": "hike", "dir": "SE", "distance": 2})
    [ev] = [e for e in events if e["type"] == "ranger_station"]
    assert "2 empty spaces" in said("en", ev) and "2 пустые клетки" in said("ru", ev)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_end_of_day_refill_is_logged_only_when_a_space_was_refilled(lang):
    s = new(2)
    events = cleanup(s)
    assert not any(e["type"] == "refill" for e in events)  # the Wilderness was full
    s = new(2)
    put(s, "0,0", None)
    put(s, "1,0", None)
    [ev] = [e for e in cleanup(s) if e["type"] == "refill"]
    assert ("2 empty spaces" in said(lang, ev)) if lang == "en" else ("2 пустые клетки" in said(lang, ev))


def test_no_new_daily_goal_is_turned_up_at_a_cleanup_that_ends_the_game():
    s = new(2)
    goal_deck = list(s["goal_deck"])
    s["commission_row"][0] = None
    s["commission_preview"] = None
    s["commission_deck"] = []
    put(s, "0,0", None)
    events = cleanup(s)
    assert s["phase"] == "over" and s["end_reason"]
    assert [e["type"] for e in events if e["type"] in ("new_goal", "refill")] == []
    assert s["goal_deck"] == goal_deck and s["goal"] is None


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_hike_is_told_in_spaces(lang):
    s = trek(new(2), 0, ORTHO_4, "2,2", others={1: "4,4"})
    _, events = play(s, 0, {"type": "hike", "dir": "W", "distance": 2})
    [ev] = [e for e in events if e["type"] == "hike"]
    assert ("hiked 2 spaces west" in said(lang, ev)) if lang == "en" else ("2 клетки на запад" in said(lang, ev))
    _, events = play(s, 0, {"type": "hike", "dir": "W", "distance": 1})
    [ev] = [e for e in events if e["type"] == "hike"]
    assert ("hiked 1 space west" in said(lang, ev)) if lang == "en" else ("1 клетку на запад" in said(lang, ev))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_frame_that_names_no_feature_asks_for_features_of_any_kind(lang):
    components = i18n.catalog("sunset", lang)["components"]
    any_three = components["commission:12"]["description"]  # a single frame of 3 features of any kind
    assert ("3 features of any kind" in any_three) if lang == "en" else ("3 любых мотива" in any_three), any_three
    assert "other" not in any_three and "друг" not in any_three
    beside = components["commission:10"]["description"]  # coast, sunset and one more
    assert ("1 other feature" in beside) if lang == "en" else ("ещё 1 любой мотив" in beside), beside
