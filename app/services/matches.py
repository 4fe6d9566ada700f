"""The match service: rooms and seats, and moves applied one at a time per match.

A move goes: lock -> (load) -> common checks -> rules.apply -> commit -> update memory -> publish.
The move log in the database is the truth; memory holds the current state under the one-writer
rule, and a compare-and-set on (room, version) catches a writer in another process.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import re
import secrets
import time
import unicodedata
from typing import Any, Callable

import orjson
from pydantic import ValidationError
from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError

from app.bots import LEVELS
from app.db import repository as repo
from app.db.writer import Append, Writer
from app.engine import IllegalMove, get_game
from app.settings import Settings

from .errors import ServiceError, from_illegal, not_found
from .gamelog import LOG_PAGE, GameLogs, log_frame, page
from .hub import EventHub
from .inputs import is_room_id, name_key, name_problem
from .limits import RateLimiter
from .match import Match, Step
from .rebuilds import Rebuilds
from .replay import replay_stored
from .sync import RemoteSync, seat_info
from .tokens import hash_token, new_room_id, new_token

log = logging.getLogger("panorama.matches")

MAX_NAME = 40
# Refusals that a process whose memory is behind the database may give wrongly.
STALE_REFUSALS = ("not_your_turn", "stale_version")
FINISHED_REST = 60.0
# When to ask again after too_many_bot_rooms: no clock frees a room, a game finishing does.
BOT_ROOM_RETRY_SECONDS = 60
# The background replay check rests this many times as long as each game took: at most a tenth
# of the time goes to it.
BACKGROUND_REST = 9.0


def clean_name(name: str) -> str:
    name = " ".join(unicodedata.normalize("NFC", name or "").split())
    if not 1 <= len(name) <= MAX_NAME:
        raise ServiceError(422, "bad_name", f"a name has 1 to {MAX_NAME} characters")
    problem = name_problem(name)
    if problem is not None:
        raise ServiceError(422, "bad_name", problem)
    return name


def request_digest(version: int, move: Any) -> str:
    return hashlib.sha256(json.dumps([version, move], sort_keys=True).encode()).hexdigest()


class MatchService:
    def __init__(self, engine: Engine, writer: Writer, hub: EventHub, settings: Settings) -> None:
        self.engine = engine
        self.writer = writer
        self.hub = hub
        self.settings = settings
        self._matches: dict[str, Match] = {}
        self._loading: dict[str, asyncio.Future] = {}
        # Games whose stored state and replay disagree are not served (room -> problem), and
        # the same in the order they were found (on a first load or by the background pass).
        self.corrupt: dict[str, str] = {}
        self.problems: list[dict[str, str]] = []
        self.on_change: list[Callable[[Match], None]] = []  # bot runner and timers listen here
        self.move_limit = RateLimiter(settings.moves_per_minute, settings.moves_burst)
        # Replaying a log and reading whole logs run off the event loop, a few at a time.
        self.rebuilds = Rebuilds()
        self.logs = GameLogs(engine, self.rebuilds)
        # What other processes change reaches this one's memory through the database.
        self.sync = RemoteSync(engine, hub, self._matches.get, self.loaded, self.on_change)

    # ----- loading ---------------------------------------------------------------------------

    async def get(self, room_id: str) -> Match:
        match = self._matches.get(room_id)
        if match is not None:
            return match
        if not is_room_id(room_id):
            raise not_found("room")
        if room_id in self.corrupt:
            raise ServiceError(503, "corrupt_game",
                               "this game's stored state does not match its move log; the host has been told")
        pending = self._loading.get(room_id)
        if pending is not None:
            return await asyncio.shield(pending)
        fut = asyncio.get_running_loop().create_future()
        self._loading[room_id] = fut
        try:
            try:
                match = await self.rebuilds.run(self._load, room_id)
            except ServiceError:
                raise
            except SQLAlchemyError:
                log.warning("room %s could not be read from the database", room_id, exc_info=True)
                raise ServiceError(503, "unavailable", "the database cannot be reached; try again") from None
            except Exception as exc:  # a log that does not replay to what is stored: never serve it
                self._found_corrupt(room_id, f"{type(exc).__name__}: {exc}")
                raise ServiceError(503, "corrupt_game", "this game's move log cannot be replayed") from None
            self._matches[room_id] = match
            fut.set_result(match)
            return match
        except BaseException as exc:
            fut.set_exception(exc)
            fut.exception()  # mark retrieved
            raise
        finally:
            del self._loading[room_id]

    def _load(self, room_id: str) -> Match:
        """The match as stored, verified: its log is replayed from setup(seed), and the replay
        must meet the stored snapshot on its way (else the game is corrupt and not served)."""
        with self.engine.connect() as conn:
            room = repo.get_room(conn, room_id)
            if room is None:
                raise not_found("room")
            seat_rows = repo.get_seats(conn, room_id)
            records = repo.moves_after(conn, room_id, 0) if room["state"] is not None else []
        match = Match(
            room_id=room_id, game=get_game(room["game"]), players=room["players"], options=room["options"],
            status=room["status"], seats=[seat_info(r) for r in seat_rows], seed=room["seed"],
            turn_seconds=room["turn_seconds"], created_by=room.get("created_by"), created_at=room["created_at"],
            public=room["public"],
            rematch=room["rematch"], rematch_of=room["rematch_of"], spectator_chat=room["spectator_chat"],
            hints=room.get("hints"),
        )
        if room["state"] is not None:
            state, version = replay_stored(match.game, room, records)
            match.reset(state, version, records[-1] if records else None)
        return match

    def _found_corrupt(self, room_id: str, problem: str) -> None:
        log.error("room %s is not served: %s", room_id, problem)
        self._matches.pop(room_id, None)
        if room_id not in self.corrupt:
            self.corrupt[room_id] = problem
            self.problems.append({"room": room_id, "problem": problem})

    def loaded(self) -> list[Match]:
        return list(self._matches.values())

    def sweep(self, now: float | None = None) -> int:
        """Free the memory of matches at rest; return how many were dropped.

        A finished match keeps only its last version once it has rested `FINISHED_REST` seconds.
        A match that rested `idle_match_seconds` with nobody subscribed, no bot thinking and no
        turn timer running is dropped altogether: the database holds it, `get` loads it again.
        """
        now = time.monotonic() if now is None else now
        dropped = []
        for room_id, match in self._matches.items():
            rest = now - match.last_active
            if match.status == "finished" and rest >= FINISHED_REST and len(match.history) > 1:
                match.trim()
            if rest < self.settings.idle_match_seconds or match.lock.locked() or match.bot_tasks \
                    or self.hub.has_subscribers(room_id):
                continue
            if match.status == "playing" and (match.turn_seconds or any(s.played_by_bot for s in match.seats)):
                continue  # its timer or its bots may act on it without anyone asking
            dropped.append(room_id)
        for room_id in dropped:
            del self._matches[room_id]
        return len(dropped)

    # ----- rooms and seats ---------------------------------------------------------------

    async def create_room(self, game_id: str, players: int, options: dict[str, Any] | None, name: str,
                          turn_seconds: int | None = None, created_by: str | None = None,
                          public: bool = False, hints: bool | None = None) -> dict[str, Any]:
        try:
            game = get_game(game_id)
        except IllegalMove as err:
            raise ServiceError(422, err.code, err.message) from None
        if not game.min_players <= players <= game.max_players:
            raise ServiceError(422, "bad_player_count",
                               f"{game.title} is for {game.min_players} to {game.max_players} players")
        try:
            opts = game.parse_options(options).model_dump(mode="json")
        except ValidationError as err:
            raise ServiceError(422, "bad_options", _validation_message(err)) from None
        name = clean_name(name)
        low = self.settings.min_turn_seconds
        if turn_seconds is not None and not low <= turn_seconds <= 86400:
            raise ServiceError(422, "bad_turn_timer", f"a turn timer is {low} to 86400 seconds")
        room_id, token = new_room_id(), new_token()

        def job(conn):
            repo.insert_room(conn, room_id, game.id, players, opts, turn_seconds, created_by, public, hints=hints)
            repo.take_seat(conn, room_id, 0, name, "human", None, hash_token(token))
            repo.set_seat_flags(conn, room_id, 0, host=True)

        await self.writer.write(job)
        return {"room": room_id, "seat": 0, "token": token}

    async def join(self, room_id: str, name: str) -> dict[str, Any]:
        name = clean_name(name)
        token = new_token()
        seat = await self._take_free_seat(room_id, lambda _match: name, "human", None, hash_token(token))
        return {"seat": seat, "token": token}

    async def add_bot(self, room_id: str, caller: int, level: str | None) -> dict[str, Any]:
        match = await self.get(room_id)
        self.require_host(match, caller)
        level = check_bot_level(level or "greedy")
        seat = await self._take_free_seat(room_id, lambda m: f"Bot {bot_number(m)} ({level})", "bot", level, None)
        return {"seat": seat}

    async def _take_free_seat(self, room_id: str, naming: Callable[[Match], str], kind: str, level: str | None,
                              token_hash: str | None) -> int:
        """Seat someone in the first free seat, under a name `naming` gives from the room as it is."""
        match = await self.get(room_id)
        async with match.lock:
            if match.status != "open":
                raise ServiceError(409, "already_started", "the game has started; you can watch it")
            for info in match.seats:
                if info.taken:
                    continue
                name = naming(match)
                require_unique_name(match, name)
                ok = await self.writer.write(
                    lambda conn, s=info.seat: repo.take_seat(conn, room_id, s, name, kind, level, token_hash))
                if ok:
                    info.name, info.kind, info.bot_level, info.token_hash, info.taken = name, kind, level, token_hash, True
                    await self._publish(match, "room")
                    return info.seat
                await self.sync.catch_up(match)
            raise ServiceError(409, "room_full", "every seat is taken")

    async def start(self, room_id: str, caller: int, seed: int | None = None) -> dict[str, Any]:
        """The host starts the game; `seed` deals a given game (a tutorial's), else a fresh one."""
        match = await self.get(room_id)
        self.require_host(match, caller)
        async with match.lock:
            if match.status != "open":
                raise ServiceError(409, "already_started", "the game has already started")
            if not all(s.taken for s in match.seats):
                raise ServiceError(409, "seats_open", "every seat must be taken before the start")
            invited = [s.name for s in match.seats if s.invited]
            if invited:
                raise ServiceError(409, "seats_open", f"waiting for {', '.join(invited)} to take their seat "
                                   "(or remove it)")
            seed = secrets.randbits(62) if seed is None else seed
            options = match.options
            if match.game.plays_colours:
                options = {**(options or {}), "colours": match.colours()}
            state = match.game.setup(match.players, options, seed)
            ok = await self.writer.write(lambda conn: repo.start_room(
                conn, room_id, seed, state, options if options is not match.options else None))
            if not ok:
                await self.sync.catch_up(match)
                raise ServiceError(409, "already_started", "the game has already started")
            match.seed, match.status, match.options = seed, "playing", options
            match.reset(state, 0)
        await self._publish(match, "state")
        return match.room_info()

    async def set_away(self, room_id: str, seat: int, away: bool) -> dict[str, Any]:
        """A player leaves (a bot plays their seat) or comes back (and takes it back). The last
        person to leave a room makes it a room of bots alone, which are capped per address."""
        match = await self.get(room_id)
        async with match.lock:
            if match.status != "playing":
                raise ServiceError(409, "not_playing", "seats can be left and taken back only during a game")
            if away and not match.seats[seat].away:
                await self._check_bot_room_cap(match, seat)
            await self._set_away_locked(match, seat, away)
        return match.room_info()

    async def _check_bot_room_cap(self, match: Match, leaving: int) -> None:
        if match.created_by is None or any(not s.played_by_bot for s in match.seats if s.seat != leaving):
            return  # someone still plays here

        def count():
            with self.engine.connect() as conn:
                return repo.bot_only_rooms(conn, match.created_by, match.room_id)

        cap = self.settings.bot_rooms_per_address
        if await asyncio.to_thread(count) >= cap:
            raise ServiceError(429, "too_many_bot_rooms",
                               f"at most {cap} rooms played by bots alone may run for one address; "
                               "stay, or let one of them finish", retry_after=BOT_ROOM_RETRY_SECONDS)

    async def _set_away_locked(self, match: Match, seat: int, away: bool) -> None:
        info = match.seats[seat]
        if info.kind == "bot":
            raise ServiceError(409, "bot_seat", "a bot's seat cannot be left or taken back")
        if info.away == away:
            return
        await self.writer.write(lambda conn: repo.set_seat_flags(conn, match.room_id, seat, away=away, deadline=None))
        info.away, info.deadline = away, None
        await self._publish(match, "room")

    async def save_deadlines(self, match: Match, seats: list[int]) -> None:
        values = {s: match.seats[s].deadline for s in seats}
        await self.writer.write(lambda conn: [repo.set_deadline(conn, match.room_id, s, d) for s, d in values.items()])
        await self._publish(match, "room")

    @staticmethod
    def require_host(match: Match, caller: int) -> None:
        if not match.seats[caller].host:
            raise ServiceError(403, "not_host", "only the host may do this")

    def authenticate(self, match: Match, token: str | None) -> int | None:
        """The seat a token belongs to; None without a token; 401 for a token that fits no seat."""
        if token is None:
            return None
        digest = hash_token(token)
        found = None
        for info in match.seats:  # no early exit: the time taken does not depend on which seat
            if info.token_hash is not None and hmac.compare_digest(digest, info.token_hash):
                found = info.seat
        if found is not None:
            return found
        raise ServiceError(401, "bad_token", "this token does not belong to a seat of this room")

    # ----- moves --------------------------------------------------------------------------------

    async def submit(self, room_id: str, seat: int, version: Any, move: Any,
                     idempotency_key: str | None = None, by_bot: bool = False) -> bytes:
        """Apply one move; return the mover's new state answer, serialized."""
        if not by_bot:
            self.move_limit.check(f"{room_id}:{seat}", "moves from this seat")
        match = await self.get(room_id)
        digest = request_digest(version, move) if idempotency_key else ""
        async with match.lock:
            if idempotency_key:
                earlier = await self._idempotent_answer(match, seat, idempotency_key, digest)
                if earlier is not None:
                    return earlier
            # A player who moves is back, but only once the move is applied: a refused move
            # changes nothing, not even who plays the seat.
            returning = not by_bot and match.seats[seat].away
            caught_up = None
            for _attempt in range(5):
                # A bot plays a seat only while its player is away: the append checks the seats
                # table too, and a catch-up after a refused one brings the seats as they are.
                if by_bot and not match.seats[seat].played_by_bot:
                    raise ServiceError(409, "seat_returned", "the player took this seat back")
                for_away = by_bot and match.seats[seat].kind == "human"
                try:
                    new_state, events = self._check_and_apply(match, seat, version, move)
                except ServiceError as err:
                    # Another process may have moved on while this one was not told (Redis down):
                    # a refusal that depends on the version is checked against the database.
                    if err.code not in STALE_REFUSALS or not self.hub.shared or caught_up is not None:
                        raise
                    caught_up = await self.sync.catch_up_changed(match)
                    if caught_up is None:
                        raise
                    if idempotency_key:  # the very request may be among what it missed
                        earlier = await self._idempotent_answer(match, seat, idempotency_key, digest, memory=False)
                        if earlier is not None:
                            self.sync.tell_local(match, caught_up)
                            return earlier
                    try:
                        new_state, events = self._check_and_apply(match, seat, version, move)
                    except ServiceError:
                        self.sync.tell_local(match, caught_up)
                        raise
                step = match.make_step(match.version + 1, seat, move, events, new_state)
                finished = match.game.outcome(new_state) is not None
                every = self.settings.snapshot_every
                snapshot = new_state if finished or step.version % every == 0 else None
                answer = match.payload(seat, step)
                idem = (idempotency_key, digest, orjson.loads(answer)) if idempotency_key else None
                ok = await self.writer.write(Append(room_id, step.version, seat, move, events, snapshot, finished, idem,
                                                    for_away))
                if ok:
                    match.advance(step)
                    if idempotency_key:
                        match.idempotency[(seat, idempotency_key)] = (digest, answer)
                    break
                await self.sync.catch_up(match)  # another process wrote this version first
                if idempotency_key:  # ... perhaps with this very request, sent to it as well
                    earlier = await self._idempotent_answer(match, seat, idempotency_key, digest, memory=False)
                    if earlier is not None:
                        return earlier
            else:
                raise ServiceError(503, "busy", "the match is changing too fast; try again")
            if returning and match.seats[seat].away:
                await self._set_away_locked(match, seat, False)
        if caught_up == "room":
            self.hub.deliver({"room": room_id, "kind": "room", "version": match.version})
        await self._publish(match, "state")
        return answer

    def _check_and_apply(self, match: Match, seat: int, version: Any, move: Any):
        if match.status == "open":
            raise ServiceError(409, "not_started", "the game has not started yet")
        if match.status == "finished":
            raise ServiceError(409, "game_over", "the game is over")
        if self.at_version_limit(match):
            raise ServiceError(409, "version_limit", f"this game reached {self.settings.max_versions} versions, the "
                               "most a game may have; it stays as it is")
        if seat not in match.actors:
            raise ServiceError(403, "not_your_turn", "it is not your turn to move", params={"actors": list(match.actors)})
        if not isinstance(version, int) or isinstance(version, bool):
            raise ServiceError(422, "malformed_request", "version must be an integer")
        if version > match.version or version < match.moves_version[seat]:
            raise ServiceError(409, "stale_version",
                               f"your moves changed since version {version}; the game is at {match.version}",
                               params={"version": match.version})
        try:
            return match.game.apply(match.state, seat, move, match.legal.get(seat, []))
        except IllegalMove as err:
            raise from_illegal(err, match.game.id) from None

    def at_version_limit(self, match: Match) -> bool:
        """Whether the game reached the most versions a game may have (no move is applied then,
        and neither bots nor turn timers act on it)."""
        return match.version >= self.settings.max_versions

    async def _idempotent_answer(self, match: Match, seat: int, key: str, digest: str,
                                 memory: bool = True) -> bytes | None:
        found = match.idempotency.get((seat, key)) if memory else None
        if found is None:
            def read():
                with self.engine.connect() as conn:
                    return repo.get_idempotent(conn, match.room_id, seat, key)

            row = await asyncio.to_thread(read)
            if row is not None:
                found = (row["request_hash"], row["response"])
        if found is None:
            return None
        if found[0] != digest:
            raise ServiceError(422, "idempotency_key_reused", "this Idempotency-Key was used for a different move")
        answer = found[1]
        return answer if isinstance(answer, bytes) else orjson.dumps(answer)

    async def _publish(self, match: Match, kind: str) -> None:
        # A note says only that a room changed and to which version: other processes read what
        # changed from the database. It carries no move (a forged note must not become one, and
        # a move may be a secret choice).
        note: dict[str, Any] = {"room": match.room_id, "kind": kind, "version": match.version}
        match.last_active = time.monotonic()
        await self.hub.publish(note)
        for listener in self.on_change:
            listener(match)

    # ----- reading ------------------------------------------------------------------------

    async def resume(self, match: Match, seat: int | None, since: int) -> tuple[list[str], list[Step]]:
        """What a socket that saw version `since` is sent to catch up: every later version memory
        keeps, as state frames. A socket further behind gets one log frame, the log entries of the
        versions it missed (the last LOG_PAGE of them: GET /log has the others), shared with GET
        /log and never rebuilt, and then the current state: what a resume costs does not grow
        with the game."""
        if match.state is None or since >= match.version:
            return [], []
        if since >= match.history[0].version - 1:
            return [], [s for s in match.history if s.version > since]
        current = match.history[-1]
        before = current.version - 1
        after = max(since, before - LOG_PAGE)
        entries = await self.logs.entries(match.room_id, seat, match.status == "finished", after, before, before)
        return [log_frame(entries)], [current]

    async def scores(self, room_id: str) -> list[dict[str, Any]]:
        await self.get(room_id)

        def read():
            with self.engine.connect() as conn:
                return repo.score_history(conn, room_id)

        return await asyncio.to_thread(read)

    async def log(self, room_id: str, viewer: int | None, after: int = 0, limit: int = LOG_PAGE) -> tuple[bytes, bool]:
        """A page of the log as `viewer` may see it: the entries of the versions after `after`, at
        most `limit` of them; and whether later ones follow."""
        match = await self.get(room_id)
        known = None if self.hub.shared else match.version  # another process may have written more
        entries = await self.logs.entries(room_id, viewer, match.status == "finished", after, after + limit + 1, known)
        return page(entries[:limit]), len(entries) > limit

    async def resume_active(self) -> int:
        """Load (and so verify) the games this process must act on without being asked: those
        with a bot or a player who left, or a turn timer. Other stored games load when first
        asked for, so start-up does not grow with the number of stored games."""
        def rooms():
            with self.engine.connect() as conn:
                return repo.rooms_to_resume(conn)

        loaded = 0
        for room_id in await asyncio.to_thread(rooms):
            try:
                await self.get(room_id)
                loaded += 1
            except ServiceError:
                pass  # reported by get; the other games are served
        return loaded

    async def verify_stored(self, delay: float = 0.0, pause: float = 0.005, clock=time.perf_counter) -> int:
        """The background pass: replay every unfinished game not in memory and compare it with
        what is stored, one at a time, so that a corrupt game is reported even if nobody asks for
        it. Returns how many were checked.

        After each game it rests `BACKGROUND_REST` times as long as that game took (and at least
        `pause`): the replays run on a thread that shares the interpreter with the event loop, and
        back to back they slowed every move while they ran. With several processes each one finds
        the games the others play (not in its own memory): hundreds at once."""
        def rooms():
            with self.engine.connect() as conn:
                return repo.unfinished_rooms(conn)

        await asyncio.sleep(delay)  # let start-up traffic (reconnecting clients) go first
        checked = 0
        for room_id in await asyncio.to_thread(rooms):
            if room_id in self._matches or room_id in self.corrupt:
                continue  # verified when it was loaded
            began = clock()
            try:
                await self.rebuilds.run(self._verify_stored, room_id)
            except SQLAlchemyError:
                log.warning("the background replay check could not read room %s", room_id, exc_info=True)
            except Exception as exc:
                self._found_corrupt(room_id, f"{type(exc).__name__}: {exc}")
            checked += 1
            await asyncio.sleep(max(pause, BACKGROUND_REST * (clock() - began)))
        return checked

    def _verify_stored(self, room_id: str) -> None:
        with self.engine.connect() as conn:
            room = repo.get_room(conn, room_id)
            records = repo.moves_after(conn, room_id, 0) if room and room["state"] is not None else []
        if room is not None and room["state"] is not None:
            replay_stored(get_game(room["game"]), room, records)


def require_unique_name(match: Match, name: str) -> None:
    """Names are unique in a room (a joiner took the host's exact name): no two taken seats'
    names look alike (inputs.name_key)."""
    key = name_key(name)
    if any(info.taken and name_key(info.name) == key for info in match.seats):
        raise ServiceError(409, "name_taken", f"someone at this table is already called {name}; choose another name")


def bot_number(match: Match) -> int:
    """The smallest number no bot of the room is named with ("Bot 2 (greedy)")."""
    taken = {int(m.group(1)) for info in match.seats if info.kind == "bot" and info.taken
             for m in [re.match(r"Bot (\d+) ", info.name)] if m}
    return next(n for n in range(1, len(taken) + 2) if n not in taken)


def check_bot_level(level: Any) -> str:
    if level not in LEVELS:
        raise ServiceError(422, "bad_bot_level", f"bot levels are {', '.join(LEVELS)}")
    return level


def _validation_message(err: ValidationError) -> str:
    parts = []
    for e in err.errors()[:5]:
        where = ".".join(str(p) for p in e["loc"]) or "options"
        parts.append(f"{where}: {e['msg']}")
    return "; ".join(parts)
