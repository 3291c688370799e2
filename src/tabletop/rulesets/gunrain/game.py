"""Gun Rain as a configured game: options, the standard preparation (G1-G4, G9) and scenarios."""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action, ConfigError, Game, as_int, unknown_keys
from tabletop.engine.encoding import Features
from tabletop.engine.errors import Phrase
from tabletop.i18n.common import ERRORS

from . import encoding
from .board import LAYOUTS, NORTH, SIDE_NAMES, SOUTH, Layout, bits, square_of
from .cards import BOARD_NAMES, CLUB, DECK_NAMES, DECK_SUIT, board_card, deck_card
from .descriptor import DESCRIPTOR
from .phases import PLACE, SIDE
from .rules import MAX_HP, GunRainState

MAX_TURNS = 1000  # the turn limit's bound: far beyond any game played, yet a number for any client
_SETUP_KEYS = (
    "board",
    "face_down",
    "sides",
    "turn_player",
    "positions",
    "starts",
    "tokens",
    "hands",
    "deck",
    "discard",
    "hp",
    "jokers_used",
    "turn",
)
# a scenario key -> the key it needs
_NEEDS = {
    "positions": "sides",
    "starts": "positions",
    "tokens": "positions",
    "hands": "positions",
    "turn": "hands",
}


class GunRainGame(Game):
    """Gun Rain, a 2-player gunfight on a grid of playing cards. Options (G1, G2, turn limit):

    ``layout``: "4x6" (4 columns x 6 rows, 3 rows per territory) or "6x4" (6 x 4, 2 rows each).
    ``face_down``: the squares of each territory that start face down, by coordinate from the
    owner's seat: "front" (G2), "middle", "back", "none", or coordinates like "9,10,11,12".
    ``max_turns``: the game ends after this turn (more HP wins, equal HP draws), since two
    players who never shoot would otherwise play forever.
    """

    descriptor = DESCRIPTOR
    rules_version = "gunrain-1"

    def __init__(self, /, **options: Any) -> None:
        super().__init__(**options)
        self.layout = LAYOUTS[self.options["layout"]]
        self.face_down = face_down_coords(self.layout, self.options["face_down"])
        given = self.options["max_turns"]
        turns = self.options["max_turns"] = as_int(given)  # any integer type, kept as an int
        if turns is None or not 1 <= turns <= MAX_TURNS:
            values = {"given": repr(given), "most": MAX_TURNS}
            raise ConfigError(msgid=ERRORS["max_turns"], values=values)

    num_distinct_actions = encoding.NUM_ACTIONS

    def action_id(self, state: GunRainState, action: Action) -> int:
        return encoding.action_id(action)

    def action_ids(self, state: GunRainState, actions: list[Action]) -> list[int]:
        return encoding.action_ids(actions)

    def action_notation(self, action_id: int) -> str | None:
        return encoding.action_notation(action_id)

    def encode(self, view: dict) -> list[float]:
        return encoding.encode(view)

    def features(self, view: dict) -> Features:
        return encoding.features(view)

    def observation_features(self, state: GunRainState, player: int) -> Features:
        return encoding.state_features(state, player)

    def new_game(self, seed: int, setup: dict | None = None) -> GunRainState:
        state = self._blank_state(GunRainState, seed, setup)
        state.rng = self.make_rng(state.seed)
        state.layout = self.layout
        state.max_turns = self.options["max_turns"]
        _prepare(state, self.face_down, state.setup or {})
        return state


def face_down_coords(layout: Layout, spec: Any) -> tuple[int, ...]:
    """G2 option: a named row, "none", or coordinates (text "9,10" or a list); checked."""
    if isinstance(spec, str) and spec.strip().lower() in (*layout.row_coords, "none"):
        return layout.row_coords.get(spec.strip().lower(), ())
    if isinstance(spec, str):
        parts = [p for p in spec.replace(",", " ").split() if p]
        # ("²".isdigit(), but int("²") fails; int() refuses over 4,300 digits)
        if not all(p.isdecimal() and len(p) <= 9 for p in parts):
            values = {"spec": repr(spec), "rows": ", ".join(layout.row_coords)}
            raise ConfigError(msgid=ERRORS["face_down_form"], values=values)
        spec = [int(p) for p in parts]
    elif as_int(spec) is not None:
        spec = [spec]
    return _coords(spec, Phrase(ERRORS["where_option"], game="gunrain", key="face_down"))


def _coords(spec: Any, where: Phrase) -> tuple[int, ...]:
    coords = [as_int(c) for c in spec] if isinstance(spec, list | tuple) else [None]
    if not all(c is not None and 1 <= c <= 12 for c in coords):
        values = {"where": where, "spec": repr(spec)}
        raise ConfigError(msgid=ERRORS["coordinates_range"], values=values)
    if len(set(coords)) != len(coords):
        values = {"where": where, "spec": repr(spec)}
        raise ConfigError(msgid=ERRORS["coordinates_twice"], values=values)
    if len(coords) == 12:
        raise ConfigError(msgid=ERRORS["coordinates_all_down"], values={"where": where})
    return tuple(sorted(coords))


def _prepare(state: GunRainState, face_down: tuple[int, ...], setup: dict) -> None:
    """G1-G4, G9: the standard preparation; each scenario key replaces its part, and the
    setup steps it settles (sides, positions, the first draw) are skipped."""
    unknown = unknown_keys(setup, _SETUP_KEYS)
    if unknown:
        raise ConfigError(
            msgid=ERRORS["setup_unknown_key"],
            values={"key": repr(unknown[0]), "keys": ", ".join(_SETUP_KEYS)},
        )
    for key, needed in _NEEDS.items():
        if key in setup and needed not in setup:
            raise ConfigError(
                msgid=ERRORS["setup_needs"], values={"key": repr(key), "needed": repr(needed)}
            )
    if "board" in setup:
        state.board = _board(setup["board"])
    else:  # G1: the 24 board cards shuffled and laid out
        state.board = list(range(len(BOARD_NAMES)))
        state.rng.shuffle_pile(state.board)
    state.face_up = _face_up(setup, face_down)
    if "board" not in setup:  # the face-up squares come to light now, the others when flipped
        hidden = list(range(len(state.board)))
        for square in bits(state.face_up):
            state.rng.reveal(state.board, square, hidden)
            hidden.remove(square)
    _cards(state, setup)
    state.hp = _pair(setup, "hp", [MAX_HP, MAX_HP], lambda v: type(v) is int and 1 <= v <= MAX_HP)
    state.jokers_used = _pair(setup, "jokers_used", [False, False], lambda v: type(v) is bool)
    state.turn_player = state.actor = _turn_player(state, setup)
    state.south = _sides(setup)
    state.pos = (-1, -1)
    state.start = (-1, -1)
    state.tokens = ()
    state.turn = state.drawn = state.fresh = 0
    state.settings = []
    state.aims = ((), ())
    state.shifts = ()
    state.revealed = None
    state.events = ()
    state.winners = ()
    state.reason = ""
    state.ending = ("", ())
    if state.south < 0:
        state.phase = SIDE
    elif "positions" not in setup:
        state.phase = PLACE
    else:
        _positions(state, setup)
        _tokens(state, setup.get("tokens", []))
        if "hands" in setup:
            state.turn = _turn(setup, state.max_turns)
            state.begin_setting()
        else:
            state.begin_draws()


def _face_up(setup: dict, face_down: tuple[int, ...]) -> int:
    """G2: every square but the face-down ones (the option's, or the scenario's per side)."""
    downs = _per_side(setup["face_down"], "face_down") if "face_down" in setup else None
    mask = 0
    for side in (SOUTH, NORTH):
        if downs:
            where = Phrase(ERRORS["where_setup"], key=f"'face_down' {SIDE_NAMES[side]}")
            face_down = _coords(downs[side], where)
        for coord in range(1, 13):
            if coord not in face_down:
                mask |= 1 << square_of(side, coord)
    return mask


def _turn(setup: dict, max_turns: int) -> int:
    turn = setup.get("turn", 1)
    if type(turn) is not int or not 1 <= turn <= max_turns:
        raise ConfigError(
            msgid=ERRORS["setup_integer"],
            values={"key": "'turn'", "low": 1, "high": max_turns, "value": repr(turn)},
        )
    return turn


def _per_side(value: Any, key: str) -> tuple[Any, Any]:
    if not isinstance(value, dict) or set(value) != set(SIDE_NAMES):
        raise ConfigError(msgid=ERRORS["setup_per_side"], values={"key": repr(key)})
    return value["south"], value["north"]


def _board(value: Any) -> list[int]:
    """Each territory's 12 board cards by its owner's coordinates 1-12 (G3)."""
    board = [-1] * 24
    for side, names in enumerate(_per_side(value, "board")):
        where = f"'board' {SIDE_NAMES[side]}"
        if not isinstance(names, list) or len(names) != 12:
            raise ConfigError(msgid=ERRORS["setup_board_side"], values={"key": where})
        for coord, name in enumerate(names, start=1):
            board[square_of(side, coord)] = board_card(name, where)
    if len(set(board)) != 24:
        twice = next(c for c in board if board.count(c) > 1)
        raise ConfigError(msgid=ERRORS["setup_board_twice"], values={"card": BOARD_NAMES[twice]})
    return board


def _card_list(value: Any, where: str) -> list[int]:
    if not isinstance(value, list):
        raise ConfigError(msgid=ERRORS["setup_card_names"], values={"key": where})
    return [deck_card(name, where) for name in value]


def _cards(state: GunRainState, setup: dict) -> None:
    """G4: hands, deck (top first) and discard; every deck card in at most one place."""
    placed: dict[int, str] = {}

    def claim(cards: list[int], where: str) -> list[int]:
        for card in cards:
            if card in placed:
                raise ConfigError(
                    msgid=ERRORS["setup_twice"],
                    values={"card": DECK_NAMES[card], "first": placed[card], "second": where},
                )
            placed[card] = where
        return cards

    hands = setup.get("hands", [[], []])
    if not isinstance(hands, list) or len(hands) != 2:
        raise ConfigError(msgid=ERRORS["setup_hands"])
    state.hands = [claim(_card_list(h, f"'hands' {p}"), f"hands {p}") for p, h in enumerate(hands)]
    tokens = setup.get("tokens", [])
    for token in tokens if isinstance(tokens, list) else ():  # _tokens refuses a bad value
        if isinstance(token, dict) and "card" in token:
            claim([deck_card(token["card"], "'tokens'")], "tokens")
    deck = claim(_card_list(setup.get("deck", []), "'deck'"), "deck")
    discard = claim(_card_list(setup.get("discard", []), "'discard'"), "discard")
    rest = [c for c in range(len(DECK_NAMES)) if c not in placed]
    if "deck" in setup:  # a listed deck is exact: the cards listed nowhere are discarded
        state.deck = deck[::-1]
        state.discard = discard + rest
    else:  # G4: the deck shuffled
        state.rng.shuffle_pile(rest)
        state.deck = rest
        state.discard = discard


def _turn_player(state: GunRainState, setup: dict) -> int:
    if "turn_player" not in setup:
        return state.rng.randrange(2)  # G9: the first player is random
    value = setup["turn_player"]
    if type(value) is not int or value not in (0, 1):
        raise ConfigError(
            msgid=ERRORS["setup_player"], values={"key": "'turn_player'", "value": repr(value)}
        )
    return value


def _pair(setup: dict, key: str, default: list, ok: Any) -> tuple:
    value = setup.get(key, default)
    if not isinstance(value, list) or len(value) != 2 or not all(ok(v) for v in value):
        raise ConfigError(
            msgid=ERRORS["setup_pair"], values={"key": repr(key), "value": repr(value)}
        )
    return tuple(value)


def _sides(setup: dict) -> int:
    """The player who owns the south half, or -1 while the turn player has not chosen."""
    if "sides" not in setup:
        return -1
    sides = setup["sides"]
    if sides == ["south", "north"]:
        return 0
    if sides == ["north", "south"]:
        return 1
    raise ConfigError(msgid=ERRORS["setup_sides"], values={"value": repr(sides)})


def _positions(state: GunRainState, setup: dict) -> None:
    """G9: initial positions on face-up squares of one's own territory; ``starts`` for G8."""
    for key in ("positions", "starts"):
        value = setup.get(key, setup["positions"])
        if (
            not isinstance(value, list)
            or len(value) != 2
            or not all(type(c) is int and 1 <= c <= 12 for c in value)
        ):
            raise ConfigError(
                msgid=ERRORS["setup_two_coordinates"],
                values={"key": repr(key), "value": repr(value)},
            )
        squares = [square_of(state.side_of(p), c) for p, c in enumerate(value)]
        if key == "positions":
            for p, square in enumerate(squares):
                if not state.face_up >> square & 1:
                    raise ConfigError(
                        msgid=ERRORS["setup_face_down"],
                        values={"coordinate": value[p], "player": p},
                    )
            state.pos = tuple(squares)
        else:
            state.start = tuple(squares)


def _tokens(state: GunRainState, tokens: Any) -> None:
    """Heavy-gun tokens: {"card": "7C", "owner": 0, "at": 14}, ``at`` from the owner's seat."""
    if not isinstance(tokens, list):
        raise ConfigError(msgid=ERRORS["setup_tokens"])
    for token in tokens:
        if not isinstance(token, dict) or set(token) != {"card", "owner", "at"}:
            raise ConfigError(msgid=ERRORS["setup_token_keys"], values={"token": repr(token)})
        card = deck_card(token["card"], "'tokens'")
        owner, at = token["owner"], token["at"]
        if DECK_SUIT[card] != CLUB:
            raise ConfigError(msgid=ERRORS["setup_token_club"], values={"card": DECK_NAMES[card]})
        if type(owner) is not int or owner not in (0, 1):  # not True, nor 1.0
            raise ConfigError(msgid=ERRORS["setup_token_owner"], values={"card": DECK_NAMES[card]})
        if type(at) is not int or not 1 <= at <= 24:
            raise ConfigError(
                msgid=ERRORS["setup_token_at"], values={"card": DECK_NAMES[card], "value": repr(at)}
            )
        square = square_of(state.side_of(owner), at)
        if square == state.pos[1 - owner]:
            raise ConfigError(
                msgid=ERRORS["setup_token_on_player"],
                values={"card": DECK_NAMES[card], "player": 1 - owner},
            )
        state.tokens += ((owner, square, card),)
