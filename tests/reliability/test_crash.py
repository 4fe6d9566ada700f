"""Crash safety: `kill -9` of the server in the middle of games under load, then a restart.

A real server process (`python -m app serve`) plays several games at once for clients in threads.
Every move is sent with an Idempotency-Key; a request whose answer is lost in the crash is sent
again with the same key after the restart, as a client would. After each kill and restart:

- every acknowledged move is in the log, at the version it was acknowledged with, and the log
  holds nothing else: no move is lost and none is applied twice;
- replaying setup(seed) and the log gives the stored snapshot and every view the server serves;
- the start-up replay check reported no problem.

At the end every game is played on to its end.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import httpx
import pytest
from sqlalchemy import create_engine

from app.db import repository as repo
from app.db.session import normalize_url
from app.engine import games
from app.engine.playout import replay
from tests.conftest import PG_URL
from tests.reliability.helpers import ServerProcess, auth, open_room, read_log
from tests.security import figures

ROOT = Path(__file__).resolve().parents[2]
KILLS = 3
ROOMS = [("camargue", 2, None), ("camargue", 3, None), ("provence", 3, None), ("osaka", 2, None),
         ("sunset", 3, None), ("phototour", 2, {"mode": "basic"}), ("sunset", 2, None), ("osaka", 3, None)]
RARE = {"refresh": 0.05, "refresh_row": 0.05, "cancel": 0.05, "discard_item": 0.2, "discard_token": 0.1,
        "end_turn": 0.2, "rent": 0.3}


def choose(rng: random.Random, legal: list[dict]) -> dict:
    return rng.choices(legal, [RARE.get(m.get("type"), 1.0) for m in legal])[0]


# ----- the database ------------------------------------------------------------------------------

@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.skipif(
    not PG_URL, reason="TEST_DATABASE_URL unset"))])
def crash_db(request, tmp_path):
    """A database of its own: the server's start-up check then looks at these games only."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'crash.db'}"
        return
    import psycopg

    name = f"panorama_crash_{uuid.uuid4().hex[:10]}"
    admin = normalize_url(PG_URL).replace("postgresql+psycopg://", "postgresql://")
    try:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
    except psycopg.Error:
        yield PG_URL  # no right to create a database: share the test database
        return
    yield admin.rsplit("/", 1)[0] + "/" + name
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


# ----- the server process ----------------------------------------------------------------------

def migrate(database_url: str) -> None:
    env = {**os.environ, "DATABASE_URL": database_url}
    subprocess.run([sys.executable, "-m", "app", "migrate"], cwd=ROOT, env=env, check=True,
                   capture_output=True, timeout=120)


# ----- clients ---------------------------------------------------------------------------------

class Player:
    """Plays every seat of one room with random moves; remembers every acknowledged version."""

    def __init__(self, room: str, tokens: list[str], seed: int) -> None:
        self.room, self.tokens = room, tokens
        self.rng = random.Random(seed)
        self.acked: dict[int, tuple[int, dict]] = {}
        self.pending: tuple[int, dict, str] | None = None  # (seat, body, key) sent, answer lost
        self.finished = False
        self.retried = 0

    def send(self, http: httpx.Client, seat: int, body: dict, key: str) -> None:
        self.pending = (seat, body, key)
        r = http.post(f"/api/rooms/{self.room}/moves", json=body,
                      headers={"Idempotency-Key": key, **auth(self.tokens[seat])})
        self.pending = None
        if r.status_code == 200:
            answer = r.json()
            assert answer["seat"] == seat
            assert self.acked.get(answer["version"], (seat, body["move"])) == (seat, body["move"])
            self.acked[answer["version"]] = (seat, body["move"])
            self.finished = answer["status"] == "finished"
        else:
            assert r.status_code == 409 and r.json()["error"]["code"] in ("stale_version", "game_over"), r.text

    def resend(self, http: httpx.Client) -> None:
        """After a restart: the request whose answer was lost goes again, with the same key."""
        if self.pending is not None:
            seat, body, key = self.pending
            self.retried += 1
            self.send(http, seat, body, key)

    def step(self, http: httpx.Client) -> None:
        st = http.get(f"/api/rooms/{self.room}/state").json()
        if st["status"] == "finished":
            self.finished = True
            return
        seat = self.rng.choice(st["actors"])
        moves = http.get(f"/api/rooms/{self.room}/moves", headers=auth(self.tokens[seat])).json()
        if not moves["moves"]:
            return
        self.send(http, seat, {"version": moves["version"], "move": choose(self.rng, moves["moves"])},
                  uuid.uuid4().hex)

    def run(self, url: str, stop: threading.Event, errors: list) -> None:
        try:
            with httpx.Client(base_url=url, timeout=10) as http:
                while not stop.is_set() and not self.finished:
                    self.step(http)
        except httpx.TransportError:
            return  # the server died under us
        except Exception as exc:  # noqa: BLE001
            errors.append(exc)


def drive(players: list[Player], url: str):
    """Play every room at once, one thread per room, until stopped, the server dies or the games end."""
    stop, errors = threading.Event(), []
    threads = [threading.Thread(target=p.run, args=(url, stop, errors), daemon=True) for p in players]
    for t in threads:
        t.start()
    return stop, threads, errors


# ----- checks ----------------------------------------------------------------------------------

def check_rooms(database_url: str, url: str, players: list[Player]) -> int:
    """Every acknowledged move is in the log once, nothing else is, and replay equals the state."""
    engine = create_engine(normalize_url(database_url))
    checked = 0
    try:
        with engine.connect() as conn, httpx.Client(base_url=url, timeout=30) as http:
            for p in players:
                room = repo.get_room(conn, p.room)
                records = repo.moves_after(conn, p.room, 0)
                versions = [r["version"] for r in records]
                assert versions == list(range(1, len(records) + 1)), f"{p.room}: a gap or a duplicate"
                log = {r["version"]: (r["seat"], r["move"]) for r in records}
                for version, seat_move in p.acked.items():
                    assert log.get(version) == seat_move, f"{p.room}: acknowledged move {version} lost"
                    checked += 1
                assert set(log) == set(p.acked), f"{p.room}: moves applied that nobody was told of"
                rest_log = read_log(http, p.room, p.tokens[0])
                assert [e["version"] for e in rest_log] == versions

                game = games()[room["game"]]
                moves = [(r["seat"], r["move"]) for r in records]
                replayed = replay(game, room["players"], room["options"], room["seed"], moves)
                snapshot = replay(game, room["players"], room["options"], room["seed"],
                                  moves[:room["state_version"]])
                assert snapshot == room["state"], f"{p.room}: the snapshot is not the replay of its log"
                for seat in [*range(room["players"]), None]:
                    headers = auth(p.tokens[seat]) if seat is not None else {}
                    served = http.get(f"/api/rooms/{p.room}/state", headers=headers).json()
                    assert served["version"] == len(records)
                    assert served["view"] == game.view(replayed, seat), f"{p.room}: served state != replay"
    finally:
        engine.dispose()
    return checked


def test_kill_nine_under_load_loses_no_acknowledged_move(crash_db, tmp_path):
    migrate(crash_db)
    server = ServerProcess(crash_db, tmp_path / "server-0.log")
    rng = random.Random(2024)
    players = []
    with httpx.Client(base_url=server.url, timeout=30) as http:
        for i, (game, n, options) in enumerate(ROOMS):
            room, tokens = open_room(http, game, n, options)
            players.append(Player(room, tokens, 100 + i))
    total_checked = 0
    for kill in range(1, KILLS + 1):
        stop, threads, errors = drive(players, server.url)
        time.sleep(rng.uniform(1.5, 3.0))
        server.kill()  # kill -9, with requests in flight
        for t in threads:
            t.join(30)
        assert not errors, errors
        output = server.output()
        server = ServerProcess(crash_db, tmp_path / f"server-{kill}.log")
        with httpx.Client(base_url=server.url, timeout=30) as http:
            for p in players:
                p.resend(http)
        figures.add("kill -9 survived")
        total_checked += check_rooms(crash_db, server.url, players)
        assert "is not served" not in server.output(), server.output()
        assert "Traceback" not in output, output
    # Every game plays on to its end after the last restart.
    stop, threads, errors = drive(players, server.url)
    for t in threads:
        t.join(300)
    assert not errors, errors
    assert all(p.finished for p in players)
    total_checked += check_rooms(crash_db, server.url, players)
    with httpx.Client(base_url=server.url, timeout=30) as http:
        for p in players:
            assert http.get(f"/api/rooms/{p.room}/state").json()["outcome"] is not None
    server.kill()
    figures.add("acknowledged moves checked after kills", total_checked)
    figures.add("distinct acknowledged moves in crash games", sum(len(p.acked) for p in players))
    print(f"{KILLS} kills, {total_checked} acknowledged move checks, "
          f"{sum(len(p.acked) for p in players)} moves, {sum(p.retried for p in players)} lost answers retried")
