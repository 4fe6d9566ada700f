"""Typed models of moves and views, and the JSON Schemas (2020-12) made from them.

Each game's `schema` module declares one model per move kind (`MoveModel` subclasses with a
`type` literal) and the two halves of its view (`ViewModel` subclasses). `GET /api/games/{game}`
serves the schemas made here from them, and the conformance suite checks every listed move and
every view against those schemas, so the models cannot drift from what the rules produce.
"""

from __future__ import annotations

from typing import Annotated, Any, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, create_model

DIALECT = "https://json-schema.org/draft/2020-12/schema"


class MoveModel(BaseModel):
    """A move kind: exactly these fields, no others (the rules refuse any extra field)."""

    model_config = ConfigDict(extra="forbid", strict=True)


class ViewModel(BaseModel):
    """A part of a view. Views carry only the fields declared; a new field needs its model."""

    model_config = ConfigDict(extra="forbid", strict=True)


class OpenRecord(BaseModel):
    """A record whose declared fields are always there and which may carry more, named by its
    `code` (a score line's parameters, for example): the catalog's wording says which."""

    model_config = ConfigDict(extra="allow", strict=True)


def no_default(schema: dict[str, Any]) -> None:
    schema.pop("default", None)


def optional(description: str) -> Any:
    """A field that is left out when it does not apply (never sent as null)."""
    return Field(default=None, description=description, json_schema_extra=no_default)


def move_schema(moves: tuple[type[MoveModel], ...], game_id: str) -> dict[str, Any]:
    """One move of the game: any of the kinds, told apart by `type`."""
    union = Annotated[Union[moves], Field(discriminator="type")] if len(moves) > 1 else moves[0]
    schema = TypeAdapter(union).json_schema(ref_template="#/$defs/{model}")
    return {"$schema": DIALECT, "title": f"{game_id} move",
            **schema}


def view_schema(public: type[ViewModel], private: type[ViewModel], game_id: str) -> dict[str, Any]:
    """A view: the public half every viewer sees and the seat's private half ({} for a spectator)."""

    view = create_model(
        "View", __config__=ConfigDict(extra="forbid"),
        public=(public, Field(description="what every viewer sees")),
        private=(Union[private, EmptyPrivate], Field(description="what only this seat sees; {} for a spectator")))
    schema = view.model_json_schema(ref_template="#/$defs/{model}")
    schema["title"] = f"{game_id} view"
    return {"$schema": DIALECT, **schema}


class EmptyPrivate(ViewModel):
    """A spectator's private half: nothing."""


def move_kinds(moves: tuple[type[MoveModel], ...]) -> list[str]:
    """The `type` of each move model, in order."""
    return [m.model_fields["type"].annotation.__args__[0] for m in moves]
