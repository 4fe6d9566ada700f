"""The names of Phototour's move types and pending steps: each is spelled here once.

The values are plain strings because moves and states are JSON data.
"""


class Mv:
    """Move types."""

    CHOOSE = "choose"  # the start: one of the 3 dealt cards
    # main actions
    PLAN = "plan"
    RENT = "rent"
    DIE = "die"
    PHOTO = "photo"
    # follow-up steps
    GO = "go"
    EQUIP = "equip"
    EQUIP_DONE = "equip_done"
    DISCARD_TOKEN = "discard_token"
    TAKE_CARD = "take_card"
    TAKE_TOKEN = "take_token"
    SET_DIE = "set_die"
    # the refresh
    REFRESH = "refresh"
    REFRESH_ROW = "refresh_row"
    DISCARD_ITEM = "discard_item"
    REFILL = "refill"
    PAY = "pay"
    CANCEL = "cancel"
    # Strategic bonuses and reactions
    SIGHT_BONUS = "sight_bonus"
    DIARY = "diary"
    USE = "use"
    PASS = "pass"
    END_TURN = "end_turn"


class Step:
    """Kinds of pending step (`pending["kind"]` on the turn or the reaction window)."""

    GO = "go"
    EQUIP = "equip"
    DISCARD_TOKEN = "discard_token"
    TAKE_CARD = "take_card"
    TAKE_TOKEN = "take_token"
    SET_DIE = "set_die"
    REFRESH_ROW = "refresh_row"
    REFRESH_DISCARD = "refresh_discard"
    REFRESH_PAY = "refresh_pay"


class Action:
    """Main actions as opponents' reactions name them (a trip by die is a `move`)."""

    PLAN = "plan"
    RENT = "rent"
    MOVE = "move"
    PHOTO = "photo"
