"""The rules protocol every game provides, and the checks common to all games, written once.

A game is a subclass of `Game` registered under its id. Its state is plain JSON data (dicts with
string keys, lists, str, int, float, bool, None; no tuples or sets), so it round-trips through
JSON and the database unchanged. Rules are pure: no I/O, clock or logging.

Subclasses implement the underscored hooks; callers use the public methods, which add the common
checks (game over, not an actor, malformed, not listed) so that no game repeats them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import orjson
from pydantic import BaseModel, ConfigDict

from .errors import IllegalMove

if TYPE_CHECKING:
    from .preview import Preview

State = dict[str, Any]
Move = dict[str, Any]
Event = dict[str, Any]
View = dict[str, Any]
Outcome = dict[str, Any]


class NoOptions(BaseModel):
    """Options model for a game that has none."""

    model_config = ConfigDict(extra="forbid")


class Game:
    """Base class of a game's rules. One instance per game, stateless."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type[BaseModel]] = NoOptions
    # The seats' colours, one per seat at most, in the order seats get them by default; players
    # may choose another in the waiting room. A game whose rules give colours a meaning (a deck of
    # that colour) sets `plays_colours`: its options then get the seats' colours at the start.
    colours: ClassVar[tuple[str, ...]] = ("red", "blue", "green", "yellow", "purple", "pink")
    plays_colours: ClassVar[bool] = False
    # Top-level state keys the game began to keep after games of it were stored: a stored
    # snapshot without one of them is still the replay's (app/services/replay.py same_state).
    added_state_keys: ClassVar[frozenset[str]] = frozenset()

    # ----- hooks a game implements -------------------------------------------------------------

    def _setup(self, players: int, options: BaseModel, seed: int) -> State:
        raise NotImplementedError

    def _actors(self, state: State) -> list[int]:
        raise NotImplementedError

    def _legal_moves(self, state: State, seat: int) -> list[Move]:
        raise NotImplementedError

    def _apply(self, state: State, seat: int, move: Move) -> list[Event]:
        """Mutate `state` (already a private copy) by a move known to be legal; return events."""
        raise NotImplementedError

    def _view(self, state: State, seat: int | None) -> View:
        """By default the two halves below; a game implements either this or both of them."""
        return {"public": self._public_view(state),
                "private": {} if seat is None else self._private_view(state, seat)}

    def _public_view(self, state: State) -> dict[str, Any]:
        raise NotImplementedError

    def _private_view(self, state: State, seat: int) -> dict[str, Any]:
        raise NotImplementedError

    def _outcome(self, state: State) -> Outcome | None:
        raise NotImplementedError

    def hidden_ids(self, state: State, seat: int | None) -> set[str]:
        """Every component id that `seat` (None: a spectator) must not see in this state."""
        raise NotImplementedError

    def refusal(self, state: State, seat: int, move: Move) -> IllegalMove | None:
        """Why the rules refuse `move` for `seat`, an actor, now; None when they accept it.

        The legal-move list and this answer must come from the same checks (see
        `app.engine.checks`), so that a listed move is never refused and an unlisted one always
        is: the conformance suite tries both. The default derives the answer from the list.
        """
        if self.listed(state, seat, move):
            return None
        return IllegalMove("illegal_move", f"{move.get('type')!r} is not a legal move now")

    # ----- hooks for bots (they see only a view, never the state) -----------------------------

    def determinize(self, view: View, seat: int, seed: int) -> State:
        """A full state consistent with everything `seat` sees in `view`.

        Components the seat cannot see (other hands, the deck order, secret choices) are dealt at
        random from those unaccounted for, with a generator seeded by `seed`. Search bots plan on
        such states; they never read the real one.
        """
        raise NotImplementedError

    def scores_now(self, state: State) -> list[float]:
        """Each seat's points so far (what a greedy bot maximises)."""
        raise NotImplementedError

    # ----- hooks for previews (app/engine/preview.py) -----------------------------------------

    def standing(self, state: State) -> list[dict[str, int]]:
        """Each seat's points if the game ended now, by the categories of the final table (the
        outcome's `breakdown` once the game is over). The views' "if the game ended now", the
        final table and the previews read this one function."""
        raise NotImplementedError

    def round_of(self, state: State) -> int | None:
        """The round (or day) the game is in, for the score chart's marks: the standings are
        drawn at the end of each round. None (the default): at every version where a score moved."""
        return None

    # Move types whose worth to the mover may depend on what it cannot see or on chance (a card
    # drawn that scores at once): their previews are averaged over several deals and not certain.
    chance_moves: ClassVar[frozenset[str]] = frozenset()
    # Move types that may close a simultaneous step and so bring out other seats' secret choices
    # (the last answer to a reaction window): their preview tells the others' changes as far as
    # the mover can see, with every secret choice not made yet.
    resolves_secrets: ClassVar[frozenset[str]] = frozenset()

    def preview_lines(self, state: State, seat: int, move: Move, events: list[Event]) -> list[dict[str, Any]]:
        """Words a game adds in front of a certain preview's own (each `{"code", ...params}`,
        worded by the catalog's "previews" templates): what a move that scores for everyone
        chooses, say. `state` is the deal the move was valued on, `events` what it made there."""
        return []

    # Move types that return to the previous sub-step of a turn (or abandon one). Bots never take
    # them: each decision is judged on a fresh deal of the hidden components, so the best choice
    # may differ from one sub-step to the next, and going back and forth could last for ever.
    back_steps: ClassVar[frozenset[str]] = frozenset()

    def potential(self, state: State, seat: int) -> float:
        """An estimate, in points, of what `seat` can still make of the position beyond the
        points it has scored (a helper kept in hand, a photo half framed). Greedy adds its change
        to a move's points; the search adds it where it stops playing on. It reads only the
        state given, which bots deal from their own view. The default is 0: "best points now"."""
        return 0.0

    def has_potential(self) -> bool:
        return type(self).potential is not Game.potential

    @classmethod
    def option_variants(cls) -> list[dict[str, Any]]:
        """Option sets the conformance suite plays through; by default every enum/bool combination."""
        return _option_variants(cls.Options)

    # ----- the protocol --------------------------------------------------------------------

    def listed(self, state: State, seat: int, move: Any, legal: list[Move] | None = None) -> bool:
        """Whether `move` is exactly one of the seat's legal moves (same values, same types)."""
        if legal is None:
            legal = self._legal_moves(state, seat)
        return any(m == move and same_json(m, move) for m in legal)

    def parse_options(self, raw: dict[str, Any] | None) -> BaseModel:
        return self.Options.model_validate(raw or {})

    def setup(self, players: int, options: BaseModel | dict[str, Any] | None, seed: int) -> State:
        if not self.min_players <= players <= self.max_players:
            raise IllegalMove(
                "bad_player_count",
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {players}",
            )
        if not isinstance(options, BaseModel):
            options = self.parse_options(options)
        return self._setup(players, options, seed)

    def actors(self, state: State) -> list[int]:
        """Seats that may move now, ascending; empty once the game is over."""
        return sorted(self._actors(state))

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if seat not in self._actors(state):
            return []
        return self._legal_moves(state, seat)

    def apply(
        self, state: State, seat: int, move: Any, legal: list[Move] | None = None
    ) -> tuple[State, list[Event]]:
        """Return the new state and its events; `state` itself is never changed.

        `legal` may pass the seat's legal moves when the caller has them already.
        """
        self.check(state, seat, move, legal)
        new_state = self.copy(state)
        events = self._apply(new_state, seat, move)
        return new_state, events

    def copy(self, state: State) -> State:
        """A copy of `state` that `_apply` may change without touching `state`. The default is a
        deep copy; a game may share the parts its moves never change in place."""
        return copy_state(state)

    def check(self, state: State, seat: int, move: Any, legal: list[Move] | None = None) -> None:
        """Raise IllegalMove unless `move` is legal for `seat` now."""
        if self._outcome(state) is not None:
            raise IllegalMove("game_over", "the game is over")
        if not isinstance(seat, int) or seat not in self._actors(state):
            raise IllegalMove("not_your_turn", f"seat {seat} may not move now")
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise IllegalMove("malformed_move", 'a move is an object with a string "type"')
        if not self.listed(state, seat, move, legal):
            raise self.refusal(state, seat, move) or IllegalMove(
                "illegal_move", f"{move['type']!r} is not a legal move now")

    def view(self, state: State, seat: int | None, public: dict[str, Any] | None = None) -> View:
        """What `seat` (None: a spectator) may see. The public half is the same for every viewer;
        `public` may pass it in when it was computed already for this state."""
        if public is not None and self._halves():
            return {"public": public, "private": {} if seat is None else self._private_view(state, seat)}
        return self._view(state, seat)

    def private_view(self, state: State, seat: int | None) -> dict[str, Any]:
        """The private half of `seat`'s view (a spectator's is empty)."""
        if self._halves():
            return {} if seat is None else self._private_view(state, seat)
        return self._view(state, seat)["private"]

    def public_view(self, state: State) -> dict[str, Any]:
        return self._public_view(state) if self._halves() else self._view(state, None)["public"]

    def _halves(self) -> bool:
        return type(self)._view is Game._view

    def outcome(self, state: State) -> Outcome | None:
        return self._outcome(state)

    def previews(self, state: State, seat: int, moves: list[Move] | None = None) -> list["Preview"]:
        """What each of `moves` (default: the seat's legal moves now) is worth to `seat`, in the
        same order; worked out from the seat's own view only (`previews_of_view`)."""
        if moves is None:
            moves = self.legal_moves(state, seat)
        if not moves:
            return []
        return self.previews_of_view(self.view(state, seat), seat, moves)

    def previews_of_view(self, view: View, seat: int, moves: list[Move]) -> list["Preview"]:
        """The previews of `moves` for `seat` from its `view` alone: a game that words or values
        its moves its own way overrides this, never `previews`, so no preview can read the state
        (app/engine/preview.py is the default)."""
        from .preview import previews

        return previews(self, view, seat, moves)

    def preview(self, state: State, seat: int, move: Move) -> "Preview":
        """What one legal move is worth to `seat`; refused as `apply` would refuse it."""
        legal = self.legal_moves(state, seat)
        self.check(state, seat, move, legal)
        return self.previews(state, seat, [move])[0]

    def metadata(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "colours": list(self.colours),
            "options": self.Options.model_json_schema(),
        }

    def schemas(self) -> dict[str, Any]:
        """`move_schema` and `view_schema` (JSON Schema 2020-12), made from the typed models of
        the game package's `schema` module: `MOVES` (one model per move kind), `PublicView` and
        `PrivateView`."""
        from .schema import move_schema, view_schema

        module = self._package_module("schema")
        return {"move_schema": move_schema(module.MOVES, self.id),
                "view_schema": view_schema(module.PublicView, module.PrivateView, self.id)}

    def _package_module(self, name: str):
        import importlib

        return importlib.import_module(f"{type(self).__module__.rsplit('.', 1)[0]}.{name}")

    def catalog(self) -> dict[str, Any]:
        """What players read about the game's components, served once to clients: display names,
        descriptions, colours and symbols keyed by component id (views and events keep ids),
        log wording by event code, score category names, the legend and the "How to play" text.
        By default the `CATALOG` of the game package's `catalog` module, when it has one."""
        import importlib

        package = type(self).__module__.rsplit(".", 1)[0]
        try:
            module = importlib.import_module(f"{package}.catalog")
        except ModuleNotFoundError as err:
            if err.name != f"{package}.catalog":
                raise
            data: dict[str, Any] = {}
        else:
            data = getattr(module, "CATALOG", {})
        return {"components": {}, "events": {}, "categories": {}, "legend": [], "help": {}, **data}


def copy_state(state: State) -> State:
    """A deep copy of plain JSON data: an orjson round trip, several times faster than deepcopy."""
    return orjson.loads(orjson.dumps(state))


def same_json(a: Any, b: Any) -> bool:
    """Equal JSON values of the same types: 1, 1.0 and True are equal in Python, not here."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return all(same_json(v, b[k]) for k, v in a.items())
    if isinstance(a, list):
        return all(same_json(x, y) for x, y in zip(a, b))
    return True


def _option_variants(model: type[BaseModel]) -> list[dict[str, Any]]:
    variants: list[dict[str, Any]] = [{}]
    for name, field in model.model_fields.items():
        values: list[Any] | None = None
        ann = field.annotation
        if ann is bool:
            values = [False, True]
        else:
            args = getattr(ann, "__args__", None)
            if getattr(ann, "__origin__", None) is not None and args and all(
                isinstance(a, str) for a in args
            ):  # typing.Literal["a", "b"]
                values = list(args)
        if values:
            variants = [dict(v, **{name: value}) for v in variants for value in values]
    return variants
