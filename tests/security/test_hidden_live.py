"""Hidden information over the wire: whole games on a live server, every payload scanned.

Every seat is a person played by the test, which keeps its own copy of the game (setup from the
room's seed, read from the database, then every acknowledged move), so it knows at each version
what each viewer must not see. Scanned: every state answer (each seat and a spectator, each
version), every list of legal moves, every move answer, the log and the score history as each
viewer may read them, every error answer (moves by the wrong seat, stale moves, moves forged with
another seat's hidden ids), and every websocket frame pushed to each seat and to a spectator.
After the end, the log may reveal everything but the seed and the generator states.
"""

from __future__ import annotations

import json
import random
import threading

import httpx
import pytest
from sqlalchemy import create_engine
from websockets.sync.client import connect

from app.db import repository as repo
from app.db.session import normalize_url
from app.engine import games
from tests.conftest import LiveServer, make_settings, migrated
from tests.reliability.helpers import NO_LIMITS, auth, open_room, read_log
from tests.security import figures
from tests.security.leaks import NUMBER_RE, Leak, Scanner, as_bytes, ids_in

RARE = {"refresh": 0.05, "refresh_row": 0.05, "cancel": 0.05, "discard_item": 0.2, "discard_token": 0.2}
GAMES = [("camargue", 3, None), ("provence", 3, None), ("osaka", 3, None), ("phototour", 2, {"mode": "strategic"}),
         ("sunset", 3, None), ("sunset", 1, None)]


@pytest.fixture(scope="module")
def leak_server(tmp_path_factory):
    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('leaks') / 'leaks.db'}")
    with LiveServer(make_settings(url, **NO_LIMITS)) as server:
        server.database_url = url
        yield server


class Socket(threading.Thread):
    """Collects every frame pushed to one viewer until the game is over."""

    def __init__(self, url: str, token: str | None) -> None:
        super().__init__(daemon=True)
        self.url, self.token = url, token
        self.frames: list[dict] = []
        self.ready = threading.Event()

    def run(self) -> None:
        from websockets.exceptions import ConnectionClosed

        with connect(self.url, max_size=2**23) as ws:
            ws.send(json.dumps({"type": "hello", **({"token": self.token} if self.token else {})}))
            self.ready.set()
            while True:
                try:
                    frame = json.loads(ws.recv(timeout=120))
                except (ConnectionClosed, TimeoutError):
                    return  # the server stopped (a game abandoned by a failed scan)
                self.frames.append(frame)
                if frame["type"] == "state" and frame["status"] == "finished":
                    return


class Shadow:
    """The test's own copy of the game, version by version, and what each viewer must not see."""

    def __init__(self, game, players: int, options, seed: int) -> None:
        self.game, self.players = game, players
        self.states = [game.setup(players, options, seed)]
        self.secrets = {seed, self.states[0]["rng"]}

    def apply(self, seat: int, move: dict) -> None:
        state, _ = self.game.apply(self.states[-1], seat, move)
        self.states.append(state)
        self.secrets.add(state["rng"])

    def hidden(self, version: int, viewer: int | None) -> set[str]:
        state = self.states[version]
        return set() if self.game.outcome(state) is not None else self.game.hidden_ids(state, viewer)

    def hidden_across(self, version: int, viewer: int | None) -> set[str]:
        """Hidden from the viewer before the move that made `version` and still after it."""
        if version == 0:
            return self.hidden(0, viewer)
        return self.hidden(version, viewer) & self.hidden(version - 1, viewer)


class Checker:
    def __init__(self, shadow: Shadow) -> None:
        self.shadow = shadow
        self.scanner = Scanner()

    def secrets(self, payload, where: str) -> None:
        found = {int(m) for m in NUMBER_RE.findall(as_bytes(payload))} & self.shadow.secrets
        if found:
            raise Leak(f"{where}: the seed or a generator state {found}")

    def state(self, answer: dict, viewer: int | None, where: str) -> None:
        """A state answer or frame: view and moves at its version, events across its move."""
        v = answer["version"]
        self.scanner.check({"view": answer["view"], "moves": answer.get("moves"), "actors": answer["actors"],
                            "outcome": answer.get("outcome")}, self.shadow.hidden(v, viewer), where=where)
        self.scanner.check(answer.get("events", []), self.shadow.hidden_across(v, viewer), where=where + " events")
        self.secrets(answer, where)

    def log(self, entries: list[dict], viewer: int | None, where: str) -> None:
        if self.shadow.game.outcome(self.shadow.states[-1]) is None:  # after the end all may be shown
            for e in entries:
                self.scanner.check(e, self.shadow.hidden_across(e["version"], viewer),
                                   where=f"{where} v{e['version']}")
        self.secrets(entries, where)

    def scores(self, rows: list[dict], where: str) -> None:
        if self.shadow.game.outcome(self.shadow.states[-1]) is None:
            for row in rows:
                self.scanner.check(row, self.shadow.hidden_across(row["version"], None), where=where)
        self.secrets(rows, where)

    def error(self, r: httpx.Response, viewer: int, sent: dict, where: str) -> None:
        assert r.status_code >= 400, where
        version = len(self.shadow.states) - 1
        self.scanner.check(r.content, self.shadow.hidden(version, viewer), where=where, allowed=ids_in(sent))
        self.secrets(r.content, where)


def forged(move: dict, hidden: list[str], rng: random.Random) -> dict | None:
    """The move with one of its component ids replaced by an id the mover may not see."""
    keys = [k for k, v in move.items() if isinstance(v, str) and ":" in v and k != "type"]
    if not keys or not hidden:
        return None
    return {**move, rng.choice(keys): rng.choice(hidden)}


@pytest.mark.timeout(600)
@pytest.mark.parametrize("gid,players,options", GAMES, ids=[f"{g}-{p}p" for g, p, _ in GAMES])
def test_nothing_hidden_leaves_the_server(leak_server, gid, players, options):
    scan_game(leak_server, gid, players, options)


def test_a_server_that_sends_secrets_to_everyone_is_caught(leak_server, monkeypatch):
    """The scan can fail: with event secrets no longer filtered, seat 0's secret pick reaches seat 1."""
    import app.services.match as match_module

    monkeypatch.setattr(match_module, "event_for", lambda event, viewer, revealed=False: event)
    with pytest.raises(Leak, match="events"):
        scan_game(leak_server, "toy", 2, None)


def scan_game(leak_server, gid: str, players: int, options) -> None:
    game = games()[gid]
    rng = random.Random(77)
    with httpx.Client(base_url=leak_server.url, timeout=30) as http:
        room, tokens = open_room(http, gid, players, options, start=False)
        ws_base = f"ws://127.0.0.1:{leak_server.port}/ws/rooms/{room}"
        sockets = [Socket(ws_base, t) for t in tokens] + [Socket(ws_base, None)]
        for s in sockets:
            s.start()
            assert s.ready.wait(10)
        r = http.post(f"/api/rooms/{room}/start", headers=auth(tokens[0]))
        assert r.status_code == 200
        engine = create_engine(normalize_url(leak_server.database_url))
        with engine.connect() as conn:
            stored = repo.get_room(conn, room)
        engine.dispose()
        shadow = Shadow(game, players, stored["options"], stored["seed"])
        assert shadow.states[0] == stored["state"]
        check = Checker(shadow)
        viewers = [*range(players), None]
        for step in range(5000):
            version = len(shadow.states) - 1
            for viewer in viewers:
                h = auth(tokens[viewer]) if viewer is not None else {}
                st = http.get(f"/api/rooms/{room}/state", headers=h).json()
                assert st["version"] == version
                check.state(st, viewer, f"{gid} state v{version} for {viewer}")
                if viewer is not None:
                    moves = http.get(f"/api/rooms/{room}/moves", headers=h).json()
                    check.scanner.check(moves, shadow.hidden(version, viewer), where=f"{gid} moves v{version}")
                if step % 10 == 0:
                    check.log(read_log(http, room, tokens[viewer] if viewer is not None else None), viewer,
                              f"{gid} log v{version}")
            if step % 10 == 0:
                check.scores(http.get(f"/api/rooms/{room}/scores").json(), f"{gid} scores v{version}")
            if st["status"] == "finished":
                break
            mover = rng.choice(st["actors"])
            legal = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[mover])).json()["moves"]
            move = rng.choices(legal, [RARE.get(m["type"], 1.0) for m in legal])[0]
            if step % 5 == 0:  # refused requests: their error answers are scanned too
                others = [s for s in range(players) if s not in st["actors"]]
                tries = [(mover, {"version": version, "move": forged(move, sorted(shadow.hidden(version, mover)), rng)}),
                         (mover, {"version": version + 7, "move": move}),
                         (mover, {"version": version, "move": {**move, "extra": "card:none"}})]
                if others:
                    tries.append((others[0], {"version": version, "move": move}))
                for seat, body in tries:
                    if body["move"] is None:
                        continue
                    r = http.post(f"/api/rooms/{room}/moves", json=body, headers=auth(tokens[seat]))
                    check.error(r, seat, body, f"{gid} error for seat {seat} v{version}")
            r = http.post(f"/api/rooms/{room}/moves", json={"version": version, "move": move},
                          headers=auth(tokens[mover]))
            assert r.status_code == 200, r.text
            shadow.apply(mover, move)
            check.state(r.json(), mover, f"{gid} move answer v{version + 1}")
        else:
            raise AssertionError("the game did not end")
        for s in sockets:
            s.join(120)
        for viewer, s in zip(viewers, sockets):
            states = [f for f in s.frames if f["type"] == "state"]
            assert [f["version"] for f in states] == list(range(len(shadow.states)))
            for f in s.frames:
                if f["type"] == "state":
                    check.state(f, viewer, f"{gid} frame v{f['version']} for {viewer}")
                else:
                    check.scanner.check(f, shadow.hidden(0, viewer), where=f"{gid} {f['type']} frame")
                    check.secrets(f, "frame")
        for viewer in viewers:  # after the end: the whole log may be revealed, never the seed
            full = read_log(http, room, tokens[viewer] if viewer is not None else None)
            assert len(full) == len(shadow.states) - 1
            check.secrets(full, f"{gid} final log")
    figures.add("live games scanned for leaks")
    figures.add("live payloads scanned for leaks", check.scanner.payloads)
    print(f"{gid} {players}p: {len(shadow.states) - 1} moves, {check.scanner.payloads} payloads scanned")
