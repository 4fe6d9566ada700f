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
_INVISIBLE_CATEGORIES = {"Cf", "Mn", "Me", "Zs", "Zl", "Zp"}


def name_problem(name: str) -> str | None:
    """Why a display name is refused, or None. Control characters (NUL included), surrogates and
    direction overrides anywhere; a name of nothing but invisible characters."""
    for ch in name:
        category = unicodedata.category(ch)
        if category in ("Cc", "Cs"):
            return "a name cannot contain control characters"
        if ch in _BIDI:
            return "a name cannot contain text-direction controls"
    if all(ch in _BLANK or unicodedata.category(ch) in _INVISIBLE_CATEGORIES for ch in name):
        return "a name needs at least one visible character"
    return None


_ROOM_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")


def is_room_id(room_id: str) -> bool:
    """Room ids are short URL-safe strings (see tokens.new_room_id); nothing else is looked up."""
    return _ROOM_ID.fullmatch(room_id) is not None


def check_idempotency_key(key: str) -> None:
    if not 1 <= len(key) <= 128 or not (key.isascii() and key.isprintable()) or key != key.strip():
        raise ServiceError(422, "malformed_request",
                           "Idempotency-Key has 1 to 128 printable ASCII characters, no surrounding spaces")
