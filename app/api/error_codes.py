"""Every error code the server sends, in one catalog: what each means, the statuses it comes with
and the values a program can act on (`params`). docs/api.md ("Error codes") and the OpenAPI
document (an enum of codes per status) are made to agree with it, and a test checks it against
the codes the server's source can raise (tests/api/test_error_catalog.py).

A game's own refusals are not listed here: each game words its refusal codes in its catalog's
`refusals` table (`app/games/<g>/catalog.py`), and `game_refusals` reads them from there.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Code:
    statuses: tuple[int, ...]
    when: str
    params: str = ""  # the values `error.params` carries, in words


RETRY = "the answer's Retry-After header (seconds) says when to try again"

# The codes of HTTP answers, site-wide (a game's refusals come from its catalog).
REST: dict[str, Code] = {
    "bad_host": Code((400,), "the Host header names no host this server answers for"),
    "token_required": Code((401,), "the call needs the seat's token and none was sent"),
    "bad_token": Code((401,), "the token belongs to no seat of this room, or the Authorization header is not "
                              "`Bearer <token>`"),
    "not_your_turn": Code((403,), "the seat is not among the actors now", "`actors`: the seats that may move"),
    "not_host": Code((403,), "only the host may do this"),
    "chat_closed": Code((403,), "a spectator writes while the host does not let spectators chat"),
    "not_found": Code((404,), "no such room, seat or path"),
    "unknown_game": Code((404, 422), "no game of this id (404 for GET /api/games/{game}, 422 in a body)"),
    "method_not_allowed": Code((405,), "the path does not take this method"),
    "body_timeout": Code((408,), "the request body did not arrive in time"),
    "stale_version": Code((409,), "the seat's legal moves changed since the version the move names (or that "
                                  "version is in the future): fetch the state and choose again",
                          "`version`: the game's version now"),
    "game_over": Code((409,), "the game is over"),
    "not_started": Code((409,), "the game has not started"),
    "already_started": Code((409,), "the game has started: seats are fixed"),
    "room_full": Code((409,), "every seat is taken"),
    "seats_open": Code((409,), "a seat is free or kept for someone who has not taken it"),
    "not_playing": Code((409,), "the call needs a game being played: seats are left and taken back, and hints "
                                "given, only during a game"),
    "bot_seat": Code((409,), "a bot's seat cannot be left or taken back"),
    "host_seat": Code((409,), "the host's seat cannot be freed"),
    "seat_free": Code((409,), "the seat is already free"),
    "not_a_bot": Code((409,), "only a bot's level can be changed"),
    "colour_taken": Code((409,), "another seat chose this colour"),
    "not_finished": Code((409,), "the call needs a finished game"),
    "hints_off": Code((403,), "the host has not allowed hints at this table"),
    "name_taken": Code((409,), "someone at the table (or a spectator in its chat) already goes by that name"),
    "seat_kept": Code((409,), "a rematch's seat kept for a player cannot be freed for a while after the rematch is made",
                      RETRY),
    "version_limit": Code((409,), "the game reached the most versions a game may have (docs/security.md): no more "
                                  "moves"),
    "review_pending": Code((409,), "the finished game's review is being made", RETRY),
    "no_tutorial": Code((404,), "the game has no guided first game"),
    "already_joined": Code((409,), "the seat is taken already (a rematch's or an invitation's)"),
    "seat_removed": Code((409,), "the host freed the seat kept for you"),
    "seat_returned": Code((409,), "the seat was taken back by its player"),
    "bad_invite": Code((401,), "the invitation belongs to no seat kept for a bot in this room (used already, or "
                               "the seat was freed)"),
    "seated_here": Code((409,), "the token already holds a seat of this room"),
    "body_too_large": Code((413,), "the request body is over the size limit"),
    "unsupported_media_type": Code((415,), "the body is not sent as application/json"),
    "malformed_request": Code((422,), "the body, a query parameter or a header is not of the declared shape"),
    "bad_name": Code((422,), "a name is not 1 to 40 characters, or holds control or direction characters"),
    "bad_player_count": Code((422,), "the number of players is outside the game's"),
    "bad_options": Code((422,), "the options do not fit the game's options schema"),
    "bad_turn_timer": Code((422,), "the turn timer is outside its bounds"),
    "bad_bot_level": Code((422,), "no bot level of this name"),
    "bad_colour": Code((422,), "not one of the game's colours"),
    "bad_order": Code((422,), "a seat order that does not list every seat once"),
    "bad_status": Code((422,), "no room status of this name"),
    "private_rooms": Code((422,), "private rooms are never listed"),
    "bad_rooms": Code((422,), "no room id, more than 50, or a malformed one"),
    "bad_version": Code((422,), "a replay version outside 0 to the last"),
    "bad_key": Code((422,), "a bot's own token is not 32 to 128 characters of A-Z, a-z, 0-9, - and _"),
    "bad_message": Code((422,), "a chat message that is not text"),
    "empty_message": Code((422,), "a chat message with no visible character"),
    "message_too_long": Code((422,), "a chat message over its length limit"),
    "idempotency_key_reused": Code((422,), "the Idempotency-Key was sent before with another body"),
    "malformed_move": Code((422,), "the move is not an object with a known `type` and its fields"),
    "illegal_move": Code((422,), "the move is well formed but not among the legal moves (a game's more precise "
                                 "refusal code says why, when it has one)"),
    "rate_limited": Code((429,), "too many calls of this kind from one address, or moves from one seat", RETRY),
    "too_many_bot_rooms": Code((429,), "too many rooms played by bots alone for one address", RETRY),
    "internal_error": Code((500,), "the server failed (logged); any call can answer this"),
    "busy": Code((503,), "the match changed too fast to commit; try again"),
    "unavailable": Code((503,), "the database cannot be reached; try again"),
    "corrupt_game": Code((503,), "the game's stored state does not match its move log; it is not served"),
    "http_error": Code((400,), "any other refusal of the HTTP layer, with the status it came with"),
}

# A game's refusal of a move is always this status (the refusals above keep their own).
REFUSAL_STATUS = 422


def game_refusals() -> dict[str, tuple[str, ...]]:
    """Each game's own refusal codes, read from its catalog's `refusals` table."""
    from app.engine import games

    return {gid: tuple(sorted(game.catalog().get("refusals", {}))) for gid, game in sorted(games().items())}


def by_status() -> dict[int, list[str]]:
    """Every code an HTTP answer of each status can carry, every game's refusals included."""
    out: dict[int, set[str]] = {}
    for code, info in REST.items():
        for status in info.statuses:
            out.setdefault(status, set()).add(code)
    for codes in game_refusals().values():
        out.setdefault(REFUSAL_STATUS, set()).update(c for c in codes if c not in REST)
    return {status: sorted(codes) for status, codes in sorted(out.items())}
