"""Checks on what clients send, before anything acts on it: JSON nesting depth, names people
see, and the shape of room ids and idempotency keys.

Each check is cheap on ordinary input; they exist because small inputs reached code that
recursed (deep JSON), strings the database refuses (NUL) or text that misleads readers
(direction overrides, names made of invisible characters)."""

from __future__ import annotations

import re
import unicodedata

from .errors import ServiceError

# No request of the contract nests deeper than a handful of levels (a move, its fields, a list of
# ids). 32 leaves room for any game while no rule, hash or encoder comes near a recursion limit.
MAX_JSON_DEPTH = 32
_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.S)
_BRACKETS = re.compile(rb"[\[\]{}]")


def json_too_deep(data: bytes | str, limit: int = MAX_JSON_DEPTH) -> bool:
    """True when the JSON text nests arrays and objects more than `limit` deep (brackets inside
    strings do not count). Text that is not JSON is left to the parser to refuse."""
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    if data.count(b"[") + data.count(b"{") <= limit:
        return False  # the common case: too few brackets to nest that deep
    depth = 0
    for bracket in _BRACKETS.findall(_STRING.sub(b"", data)):
        if bracket in b"[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


def check_json_depth(data: bytes | str) -> None:
    if json_too_deep(data):
        raise ServiceError(422, "malformed_request", f"JSON nests at most {MAX_JSON_DEPTH} levels deep")


# Bidirectional controls reorder what follows them on screen ("Bob\u202eevil" shows as "Boblive").
_BIDI = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Characters that show nothing although Unicode does not class them as format or space.
_BLANK = set("\u115f\u1160\u3164\uffa0\u2800\u180e\u034f\u17b4\u17b5")
_INVISIBLE_CATEGORIES = {"Cc", "Cf", "Mn", "Me", "Zs", "Zl", "Zp"}
# Combining marks stacked on one character (after NFC, which composes the usual accented
# letters): scripts that stack them use up to three or four; hundreds ("Zalgo" text) spill over
# the lines above and below.
MAX_MARKS = 4
# The names the server gives bots ("Bot 2 (greedy)"): a person may not take one.
BOT_NAME = re.compile(r"Bot \d+ \([a-z]+\)")


def visible(text: str) -> bool:
    """Whether `text` has a character that shows: not a control, format, combining or space
    character, nor a blank letter (Hangul fillers, the Braille blank)."""
    return any(ch not in _BLANK and unicodedata.category(ch) not in _INVISIBLE_CATEGORIES for ch in text)


def too_many_marks(text: str) -> bool:
    run = 0
    for ch in text:
        if unicodedata.category(ch) in ("Mn", "Me"):
            run += 1
            if run > MAX_MARKS:
                return True
        else:
            run = 0
    return False


def name_problem(name: str) -> str | None:
    """Why a display name is refused, or None. Control characters (NUL included), surrogates and
    direction overrides anywhere; a name of nothing but invisible characters; more than
    MAX_MARKS combining marks on a character; a bot's name."""
    for ch in name:
        category = unicodedata.category(ch)
        if category in ("Cc", "Cs"):
            return "a name cannot contain control characters"
        if ch in _BIDI:
            return "a name cannot contain text-direction controls"
    if not visible(name):
        return "a name needs at least one visible character"
    if too_many_marks(name):
        return f"a name has at most {MAX_MARKS} combining marks on a character"
    if BOT_NAME.fullmatch(name):
        return "names like “Bot 1 (greedy)” are the bots'"
    return None


def name_key(name: str) -> str:
    """What two names that look alike have in common: compatibility forms folded (NFKC), case
    folded, invisible characters dropped. Names are unique in a room by this key."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    return " ".join("".join(ch for ch in folded if ch not in _BLANK and unicodedata.category(ch) != "Cf").split())


# The largest integer a query or path parameter may carry: the database's integer columns (chat
# ids, versions, seats) are 32 bits on PostgreSQL, and a larger value sent to SQLite or PostgreSQL
# as a bound answered 500 instead of an empty page.
MAX_INT = 2**31 - 1

_ROOM_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")


def is_room_id(room_id: str) -> bool:
    """Room ids are short URL-safe strings (see tokens.new_room_id); nothing else is looked up."""
    return _ROOM_ID.fullmatch(room_id) is not None


def check_idempotency_key(key: str) -> None:
    if not 1 <= len(key) <= 128 or not (key.isascii() and key.isprintable()) or key != key.strip():
        raise ServiceError(422, "malformed_request",
                           "Idempotency-Key has 1 to 128 printable ASCII characters, no surrounding spaces")
