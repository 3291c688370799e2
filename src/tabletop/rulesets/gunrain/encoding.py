"""Gun Rain's fixed action ids and observation vector (docs/research.md has the tables).

Every Gun Rain action is one of the shared objects of ``actions.py``, and squares in them are
in the acting player's own coordinates, so an id is simply that object's place in one fixed
list. The observation is from the seat's side: "me" first, then the opponent.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine import Action
from tabletop.engine.encoding import (
    Features,
    clip,
    index_of,
    scaler,
    set_entries,
    set_many,
    set_one,
)

from . import actions as A
from .board import DIRECTIONS, bits
from .cards import BOARD_NAMES, DECK_NAMES
from .rules import MAX_HP, GunRainState

ALL_ACTIONS: tuple[Action, ...] = (
    *A.SIDES,
    *A.AT.values(),
    A.USE_JOKER,
    A.PASS,
    A.DONE,
    *A.ACT,
    *A.ACT_BONUS.values(),
    *A.PAY,
    *A.KEEP,
    *A.FLIP.values(),
    *A.SWAP.values(),
    *A.TO.values(),
    *(shift for shifts in A.SHIFT.values() for shift in shifts),
)
_ID = {a.notation: i for i, a in enumerate(ALL_ACTIONS)}
NUM_ACTIONS = len(ALL_ACTIONS)


def action_id(action: Action) -> int:
    return _ID[action.notation]


def action_notation(action_id: int) -> str | None:
    return ALL_ACTIONS[action_id].notation if 0 <= action_id < NUM_ACTIONS else None


def action_ids(actions: list[Action]) -> list[int]:
    # A comprehension, not map over attrgetter: Python 3.11 specialises its slot reads (2x).
    return [_ID[a.notation] for a in actions]


SQUARES = 24
DECK = len(DECK_NAMES)
DECK_CARD = index_of(DECK_NAMES)
BOARD_CARD = index_of(BOARD_NAMES)
PHASES = index_of(("side", "place", "joker", "set", "aim", "over"))
SHIFTS = index_of((*DIRECTIONS, "none"))


def _square(f: Features, coord: int | None) -> None:
    f.one_hot(None if coord is None else coord - 1, SQUARES)


def _deck(f: Features, names: list[str]) -> None:
    f.multi_hot((DECK_CARD[n] for n in names), DECK)


def encode(view: dict[str, Any]) -> list[float]:
    return features(view).out


def features(view: dict[str, Any]) -> Features:
    f = Features()
    me = view["seat"]
    seats = (me, 1 - me)
    f.section("game")
    f.flag(view["layout"] == "6x4")
    f.one_of(view["phase"], PHASES)
    f.scaled(view["turn"], view["max_turns"])
    f.flag(view["turn_player"] == me)
    for p, who in zip(seats, ("me", "opponent"), strict=True):
        f.section(f"seat_{who}")
        f.flag(p in view["to_move"])
        f.flag(view["sides"][p] == "south")
        f.flag(view["sides"][p] == "north")
        f.scaled(view["hp"][p], MAX_HP)
        f.flag(view["jokers_used"][p])
        _square(f, view["positions"][p])
        _square(f, view["starts"][p])
        f.scaled(view["hand_sizes"][p], 10)
        f.flag(view["ready"] and view["ready"][p])
    f.section("board")
    _board(f, view["board"], me)
    f.section("tokens")
    _tokens(f, view["tokens"], me)
    f.section("deck")
    f.scaled(view["deck"], DECK)
    _deck(f, view["discard"])
    f.section("hand")
    _deck(f, view["hand"] or [])
    f.section("setting")
    _setting(f, view["setting"])
    f.section("aiming")
    _aiming(f, view["aiming"])
    revealed = view["revealed"]
    for p, who in zip(seats, ("me", "opponent"), strict=True):
        f.section(f"revealed_{who}")
        _acts(f, revealed[p] if revealed else None)
    f.section("over")
    f.flag(view["result"] is not None)
    return f


def _board(f: Features, board: list[dict[str, Any]], me: int) -> None:
    """Per square: mine, the opponent's, the face-up card (written sparsely: the hot loop)."""
    index, value = f.index, f.value
    other, stride, base = 1 - me, 2 + len(BOARD_NAMES), f.size
    for k, square in enumerate(board):
        at = base + k * stride
        owner, card = square["owner"], square["card"]
        if owner == me:
            index.append(at)
            value.append(1.0)
        if owner == other:
            index.append(at + 1)
            value.append(1.0)
        if card is not None:
            index.append(at + 2 + BOARD_CARD[card])
            value.append(1.0)
    f.size = base + len(board) * stride


def _tokens(f: Features, tokens: list[dict[str, Any]], me: int) -> None:
    """Per deck card: on the board, mine, its square (sparsely, as ``_board``)."""
    index, value = f.index, f.value
    stride, base = 2 + SQUARES, f.size
    for name, token in {t["card"]: t for t in tokens}.items():
        at = base + DECK_CARD[name] * stride
        index.append(at)
        value.append(1.0)
        if token["owner"] == me:
            index.append(at + 1)
            value.append(1.0)
        square = token["at"]
        if square is not None:
            if not 1 <= square <= SQUARES:
                raise IndexError(f"square {square} out of range")
            index.append(at + 1 + square)
            value.append(1.0)
    f.size = base + DECK * stride


def _acts(f: Features, part: dict[str, Any] | None) -> None:
    """Actions, costs and destination of a setting: one's own, or a revealed one."""
    part = part or {}
    acts = part.get("actions", [])
    _deck(f, [a["card"] for a in acts])
    _deck(f, [a["card"] for a in acts if a["bonus"]])
    f.multi_hot((c - 1 for a in acts for c in a.get("squares", []) if c is not None), SQUARES)
    _deck(f, part.get("costs", []))
    _square(f, part.get("to"))


def _setting(f: Features, setting: dict[str, Any] | None) -> None:
    _acts(f, setting)
    setting = setting or {}
    for key in ("keep", "pending"):
        card = setting.get(key)
        f.one_hot(None if card is None else DECK_CARD[card], DECK)
    f.scaled(setting.get("required"), 30)
    f.scaled(setting.get("paid"), 30)
    f.flag(setting.get("done"))


def _aiming(f: Features, aiming: dict[str, Any] | None) -> None:
    aiming = aiming or {}
    _deck(f, aiming.get("cards", []))
    f.multi_hot(
        (DECK_CARD[c["card"]] * len(SHIFTS) + SHIFTS[c["shift"]] for c in aiming.get("chosen", [])),
        DECK * len(SHIFTS),
    )


# --- the same vector read straight off the state ------------------------------------------
# ``state_features`` is what adapters call on every step; ``features(view)`` above is the
# reference it must equal (tests/interop/test_fast_paths.py), so it reads only what the view
# shows. Offsets follow the block order of ``features``; the board, the tokens and the last
# reveal change only when a turn resolves, so their entries are kept with the values they were
# computed from and reused while those stay equal.
_SEAT = 9  # after layout, phase, turn and turn player
_SEAT_SIZE = 5 + 2 * SQUARES + 2  # to move, sides, hp, joker, position, start, hand, ready
_BOARD = _SEAT + 2 * _SEAT_SIZE
_SQUARE_SIZE = 2 + len(BOARD_NAMES)
_TOKENS = _BOARD + SQUARES * _SQUARE_SIZE
_TOKEN_SIZE = 2 + SQUARES
_DECK_SIZE = _TOKENS + DECK * _TOKEN_SIZE
_DISCARD, _HAND, _SETTING = _DECK_SIZE + 1, _DECK_SIZE + 1 + DECK, _DECK_SIZE + 1 + 2 * DECK
_ACTS_SIZE = 3 * DECK + 2 * SQUARES  # actions, bonuses, squares, costs, to
_KEEP = _SETTING + _ACTS_SIZE
_PENDING, _REQUIRED = _KEEP + DECK, _KEEP + 2 * DECK
_PAID, _DONE, _AIM = _REQUIRED + 1, _REQUIRED + 2, _REQUIRED + 3
_SHIFTS = _AIM + DECK
_REVEALED = _SHIFTS + DECK * len(SHIFTS)
_OVER = _REVEALED + 2 * _ACTS_SIZE
_SIZE = _OVER + 1
# The last key and entries of each remembered block, by block and viewer.
_last: dict[tuple[str, int], tuple[tuple, list[int]]] = {}


def _entries(block: str, key: tuple, compute: Callable[[tuple], list[int]]) -> list[int]:
    """``compute(key)``, or the entries it gave last time for the same block, viewer and key."""
    last = _last.get((block, key[0]))
    if last is not None and last[0] == key:
        return last[1]
    ones = compute(key)
    _last[block, key[0]] = key, ones
    return ones


def state_features(state: GunRainState, me: int) -> Features:
    """``features(view(me))`` computed from the state without building the view."""
    phase = state.phase
    south = state.south
    frame = (0 if me == south else 1) if south >= 0 else 0  # the view's frame (SOUTH = 0)
    north = frame == 1
    at, scaled, scale = scaler()

    ones = _head_ones(state, me, phase, south, north, state.to_move)
    scale(7, state.turn / state.max_turns)
    for k, p in enumerate((me, 1 - me)):
        base = _SEAT + k * _SEAT_SIZE
        scale(base + 3, state.hp[p] / MAX_HP)
        held = len(state.hands[p])
        if phase == "set":
            held += state.settings[p].placed_count()
        scale(base + 5 + 2 * SQUARES, held / 10)
    board = tuple(state.board)
    key = (me, south, state.face_up, board)
    ones += _entries("board", key, _board_ones)
    key = (me, frame, tuple(state.tokens))
    ones += _entries("tokens", key, _token_ones)
    scale(_DECK_SIZE, len(state.deck) / DECK)
    ones += [_DISCARD + c for c in state.discard]
    ones += [_HAND + c for c in state.hands[me]]
    if phase == "set":
        _setting_ones(state.settings[me], north, ones, scale)
    elif phase == "aim":
        ones += [_AIM + c for c in state.aims[me]]
        mine = {act[0] for act in state.revealed[me][0]}
        ones += [_SHIFTS + c * len(SHIFTS) + d for c, d in state.shifts if c in mine]
    if state.revealed is not None:
        key = (me, north, state.revealed)
        ones += _entries("revealed", key, _revealed_ones)
    if phase == "over":
        ones.append(_OVER)
    return Features.of(_SIZE, ones, at, scaled)


def _head_ones(
    state: GunRainState, me: int, phase: str, south: int, north: bool, to_move: tuple[int, ...]
) -> list[int]:
    """The phase, the layout, whose turn, and each seat's flags and squares (the viewer's
    frame): the head's entries, for the encoder and for the observer alike."""
    ones = [1 + PHASES[phase]]
    if state.layout.name == "6x4":
        ones.append(0)
    if state.turn_player == me:
        ones.append(8)
    ready = phase == "set" or phase == "aim"
    for base, p in ((_SEAT, me), (_SEAT + _SEAT_SIZE, 1 - me)):
        if p in to_move:
            ones.append(base)
        elif ready:
            ones.append(base + _SEAT_SIZE - 1)
        if south >= 0:
            ones.append(base + 1 if p == south else base + 2)
        if state.jokers_used[p]:
            ones.append(base + 4)
        for offset, square in ((5, state.pos[p]), (5 + SQUARES, state.start[p])):
            if square >= 0:
                ones.append(base + offset + (23 - square if north else square))
    return ones


def _board_ones(key: tuple) -> list[int]:
    """Per square in the viewer's coordinates: mine, the opponent's, the face-up card."""
    me, south, face_up, board = key
    north = south >= 0 and me != south
    ones = []
    for square, card in enumerate(board):
        at = _BOARD + (23 - square if north else square) * _SQUARE_SIZE
        if south >= 0:
            owner = south if square < SQUARES // 2 else 1 - south  # the south half: squares 0-11
            ones.append(at if owner == me else at + 1)
        if face_up >> square & 1:
            ones.append(at + 2 + card)
    return ones


def _token_ones(key: tuple) -> list[int]:
    me, frame, tokens = key
    ones = []
    for owner, square, card in tokens:
        at = _TOKENS + card * _TOKEN_SIZE
        ones.append(at)
        if owner == me:
            ones.append(at + 1)
        if square >= 0:
            ones.append(at + 2 + (23 - square if frame else square))
    return ones


def _act_ones(base: int, acts: Any, costs: Any, dest: int, north: bool) -> list[int]:
    """The ``_acts`` block of ``features`` for a setting's actions, costs and destination."""
    ones = []
    squares = base + 2 * DECK
    for card, bonus, a, b in acts:
        ones.append(base + card)
        if bonus:
            ones.append(base + DECK + card)
        for square in (a, b) if a >= 0 else ():
            if square >= 0:
                ones.append(squares + (23 - square if north else square))
    ones += [squares + SQUARES + c for c in costs]
    if dest >= 0:
        ones.append(squares + SQUARES + DECK + (23 - dest if north else dest))
    return ones


def _setting_ones(setting: Any, north: bool, ones: list[int], scale: Any) -> None:
    ones += _act_ones(_SETTING, setting.acts, setting.costs, setting.dest, north)
    if setting.keep >= 0:
        ones.append(_KEEP + setting.keep)
    if setting.pending >= 0:
        ones.append(_PENDING + setting.pending)
    scale(_REQUIRED, setting.required / 30)
    scale(_PAID, setting.paid / 30)
    if setting.done:
        ones.append(_DONE)


def _revealed_ones(key: tuple) -> list[int]:
    me, north, revealed = key
    ones = []
    for k, p in enumerate((me, 1 - me)):
        acts, costs, dest = revealed[p]
        ones += _act_ones(_REVEALED + k * _ACTS_SIZE, acts, costs, dest, north)
    return ones


# --- the same vector kept in a buffer (see ``set_one`` in tabletop.engine.encoding) -----------
_E_HEAD, _E_BOARD, _E_TOKENS, _E_SETTING, _E_AIM, _E_REVEALED = range(6)  # entry slots
_M_DISCARD, _M_HAND = range(2)  # multi-hot slots


class Observer:
    """``state_features(state, me)`` written into ``buf``, rewriting only what changed.

    The scalars, the head, the board, the tokens, the seat's setting and the last reveal are
    rewritten only when the state fields they read differ from the ones they were last written
    from (kept as copies); of the board, only the squares whose face-up card changed.
    """

    __slots__ = (
        "buf",
        "me",
        "_entries",
        "_many",
        "_scalars",
        "_head",
        "_board",
        "_faces",
        "_tokens",
        "_setting",
        "_revealed",
    )

    def __init__(self, me: int, buf: Any) -> None:
        self.buf = buf  # zeroed by the caller
        self.me = me
        self._entries: list[list[int]] = [[] for _ in range(6)]
        self._many: list[list[int]] = [[], []]
        self._scalars: tuple = ()  # the inputs each block was last written from
        self._head: tuple = ()
        self._board: tuple = ()
        self._faces = [-1] * SQUARES  # the face-up card's entry per square, -1: none
        self._tokens: tuple = ()
        self._setting: tuple = ()
        self._revealed: tuple = ()

    def write(self, state: GunRainState, to_move: tuple[int, ...] | None = None) -> None:
        """Bring ``buf`` up to date; ``to_move`` is ``state.to_move`` if the caller has it."""
        buf, entries, me = self.buf, self._entries, self.me
        phase = state.phase
        south = state.south
        frame = (0 if me == south else 1) if south >= 0 else 0
        north = frame == 1
        if to_move is None:
            to_move = state.to_move
        setting = phase == "set"
        hands, settings = state.hands, state.settings
        held = [len(hands[0]), len(hands[1])]
        if setting:
            first, second = settings[0], settings[1]
            held[0] += first.placed_count()
            held[1] += second.placed_count()
        # The scalars, then the flags and squares: each written only when what it shows changed
        # (a step changes a few of them, mostly none).
        scalars = (state.turn, state.max_turns, *state.hp, *held, len(state.deck))
        if scalars != self._scalars:
            self._scalars = scalars
            self._write_scalars(state, held)
        head = (phase, south, state.turn_player, to_move, *state.jokers_used, *state.pos)
        head += (*state.start, state.layout)
        if head != self._head:
            self._head = head
            self._write_head(state, phase, south, north, to_move)
        board, face_up = state.board, state.face_up
        last = self._board
        if not last or last[0] != board or last[1] != face_up or last[2] != south:
            self._board = (board[:], face_up, south)
            if not last or last[2] != south:  # the owners, and where every square lies
                set_entries(buf, entries, _E_BOARD, _board_ones((me, south, 0, board)))
                self._clear_faces()  # the frame may have turned: squares swap their entries
                squares: Any = range(SQUARES)
            elif last[0] != board:
                squares = range(SQUARES)
            else:  # cards turned up or down: only those
                squares = bits(face_up ^ last[1])
            self._write_faces(board, face_up, north, squares)
        tokens = state.tokens
        last = self._tokens
        if not last or last[0] != tokens or last[1] != frame:
            self._tokens = (tokens[:], frame)
            set_entries(buf, entries, _E_TOKENS, _token_ones((me, frame, tokens)))
        many = self._many
        if state.discard != many[_M_DISCARD]:
            set_many(buf, many, _M_DISCARD, _DISCARD, state.discard)
        if hands[me] != many[_M_HAND]:
            set_many(buf, many, _M_HAND, _HAND, hands[me])
        if setting:
            mine = settings[me]
            key = (mine.acts, mine.costs, mine.dest, mine.keep, mine.pending, mine.done, north)
            if key != self._setting:
                self._setting = (mine.acts[:], mine.costs[:], *key[2:])
                ones = _act_ones(_SETTING, mine.acts, mine.costs, mine.dest, north)
                if mine.keep >= 0:
                    ones.append(_KEEP + mine.keep)
                if mine.pending >= 0:
                    ones.append(_PENDING + mine.pending)
                if mine.done:
                    ones.append(_DONE)
                set_entries(buf, entries, _E_SETTING, ones)
            buf[_REQUIRED] = clip(mine.required / 30)
            buf[_PAID] = clip(mine.paid / 30)
        elif self._setting:
            self._setting = ()
            set_entries(buf, entries, _E_SETTING, [])
            buf[_REQUIRED] = buf[_PAID] = 0.0
        if phase == "aim":
            ones = [_AIM + c for c in state.aims[me]]
            mine_cards = {act[0] for act in state.revealed[me][0]}
            ones += [_SHIFTS + c * len(SHIFTS) + d for c, d in state.shifts if c in mine_cards]
            set_entries(buf, entries, _E_AIM, ones)
        elif entries[_E_AIM]:
            set_entries(buf, entries, _E_AIM, [])
        revealed = state.revealed
        last = self._revealed
        if not last or last[0] is not revealed or last[1] != north:
            self._revealed = (revealed, north)  # a tuple of tuples: never changed
            ones = [] if revealed is None else _revealed_ones((me, north, revealed))
            set_entries(buf, entries, _E_REVEALED, ones)

    def _clear_faces(self) -> None:
        buf, faces = self.buf, self._faces
        for square, at in enumerate(faces):
            if at >= 0:
                buf[at] = 0.0
                faces[square] = -1

    def _write_faces(self, board: list[int], face_up: int, north: bool, squares: Any) -> None:
        """The face-up card of each of ``squares`` (``_board_ones`` writes the owners)."""
        buf, faces = self.buf, self._faces
        for square in squares:
            if face_up >> square & 1:
                at = _BOARD + (23 - square if north else square) * _SQUARE_SIZE + 2 + board[square]
            else:
                at = -1
            set_one(buf, faces, square, at)

    def _write_scalars(self, state: GunRainState, held: list[int]) -> None:
        """The turn, each seat's HP and cards held, and the deck's size."""
        buf, me = self.buf, self.me
        buf[7] = clip(state.turn / state.max_turns)
        for base, p in ((_SEAT, me), (_SEAT + _SEAT_SIZE, 1 - me)):
            buf[base + 3] = clip(state.hp[p] / MAX_HP)
            buf[base + 5 + 2 * SQUARES] = clip(held[p] / 10)
        buf[_DECK_SIZE] = clip(len(state.deck) / DECK)

    def _write_head(
        self, state: GunRainState, phase: str, south: int, north: bool, to_move: tuple[int, ...]
    ) -> None:
        """The head's entries (``_head_ones``) and the end."""
        ones = _head_ones(state, self.me, phase, south, north, to_move)
        if phase == "over":
            ones.append(_OVER)
        set_entries(self.buf, self._entries, _E_HEAD, ones)


def observer(game: Any, player: int, buf: Any) -> Observer:
    """The seat's observer over ``buf``: ``observation_size`` zeros to start with."""
    return Observer(player, buf)
