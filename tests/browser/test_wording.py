"""Every event and score line of whole games, worded in the browser from the games' catalogs:
no id, no raw template, no "undefined" reaches the log."""

from __future__ import annotations

import pytest

from app.engine import games
from app.engine.playout import playout

from .helpers import ID_PATTERN

pytestmark = pytest.mark.browser

WORD_ALL = """async ([game, events]) => {
  const { loadCatalog } = await import('/static/js/core/catalog.js');
  const { eventText } = await import('/static/js/core/log.js');
  const catalog = await loadCatalog(game);
  const names = (s) => ['Ann', 'Bea', 'Cid', 'Dee', 'Eve'][s] || '?';
  return events.map((ev) => { const t = eventText(ev, names, catalog, null); return t === false ? null : t; });
}"""


@pytest.mark.parametrize("game_id", ["camargue", "provence", "osaka", "phototour", "sunset"])
def test_every_event_of_a_game_is_worded_without_ids(new_page, game_id):
    game = games()[game_id]
    events: list[dict] = []
    seen_types: set[str] = set()

    def on_step(state, seat, move, new_state, evs):
        for e in evs:
            key = (e.get("type"), tuple(sorted(e)))
            if key not in seen_types or e.get("type") == "score":
                seen_types.add(key)
                events.append(e)

    for seed, players in ((3, 2), (4, 3)):
        options = {"mode": "strategic"} if game_id == "phototour" and seed == 4 else None
        playout(game, players, options, seed, on_step=on_step)
    page = new_page()
    page.goto("/")
    page.wait_for_selector("#create")
    lines = page.evaluate(WORD_ALL, [game_id, events])
    bad = [(e, line) for e, line in zip(events, lines)
           if line is not None and (ID_PATTERN.search(line) or "{" in line or "undefined" in line or "NaN" in line)]
    assert not bad, f"{len(bad)} lines show ids or raw wording, e.g. {bad[:3]}"
    assert sum(1 for line in lines if line) >= len(events) // 2
