"""What a seat at the table sees (``view``), and worlds consistent with it (``determinize``).

Hidden in Gun Rain: the order of the deck, the face-down board cards (hidden from everybody),
the opponent's hand, the opponent's setting until the reveal (G5) and the opponent's heavy-gun
shift until step 4 resolves. The discard pile, the tokens, HP and the jokers lie open.
Squares in a view are coordinates 1-24 from the viewer's seat (G3; 1-12 their own territory);
the spectator, and everybody before the sides are chosen, sees the board from the south.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine import Rng

from .board import DIRECTIONS, SIDE_NAMES, SOUTH, SQUARES, coord_of, square_of
from .cards import BOARD_NAMES, BOARD_SUIT, DECK_NAMES, SUIT_LETTERS
from .phases import AIM, OVER, SET
from .setting import Setting, apply_setting, setting_actions

if TYPE_CHECKING:
    from .rules import GunRainState

_SHIFT_WORDS = (*DIRECTIONS, "none")


def gunrain_view(state: GunRainState, player: int | None) -> dict[str, Any]:
    """A JSON-ready dict of everything ``player`` (None: a spectator) may see, and no more."""
    sides_known = state.south >= 0
    frame = state.side_of(player) if player is not None and sides_known else SOUTH

    def at(square: int) -> int | None:
        return coord_of(frame, square) if square >= 0 else None

    secret = state.phase == SET
    to_move = state.to_move
    ready = [p not in to_move for p in (0, 1)] if state.phase in (SET, AIM) else None
    view: dict[str, Any] = {
        "game": "gunrain",
        "layout": state.layout.name,
        "columns": state.layout.columns,
        "rows": state.layout.rows,
        "seat": player,
        "frame": SIDE_NAMES[frame],
        "phase": state.phase,
        "turn": state.turn,
        "max_turns": state.max_turns,
        "turn_player": state.turn_player,
        "to_move": list(to_move),
        "sides": [SIDE_NAMES[state.side_of(p)] if sides_known else None for p in (0, 1)],
        "hp": list(state.hp),
        "jokers_used": list(state.jokers_used),
        "positions": [at(state.pos[p]) for p in (0, 1)],
        "starts": [at(state.start[p]) for p in (0, 1)],
        "board": _board(state, frame),
        "tokens": [
            {"card": DECK_NAMES[card], "owner": owner, "at": at(square)}
            for owner, square, card in state.tokens
        ],
        "deck": len(state.deck),
        "discard": [DECK_NAMES[c] for c in state.discard],
        "hand_sizes": [
            len(state.hands[p]) + (state.settings[p].placed_count() if secret else 0)
            for p in (0, 1)
        ],
        "hand": None,
        "setting": None,
        "aiming": None,
        "ready": ready,
        "revealed": _revealed(state, at),
        "events": [_event(e, at) for e in state.events],
        "result": state.result.to_dict() if state.phase == OVER else None,
    }
    if player is not None:
        view["hand"] = [DECK_NAMES[c] for c in state.hands[player]]
        if secret:
            view["setting"] = _setting(state.settings[player], at)
        if state.phase == AIM:
            view["aiming"] = {
                "cards": [DECK_NAMES[c] for c in state.aims[player]],
                "chosen": [
                    {"card": DECK_NAMES[card], "shift": _SHIFT_WORDS[d]}
                    for card, d in state.shifts
                    if card in _set_cards(state, player)
                ],
            }
    return view


def _board(state: GunRainState, frame: int) -> list[dict[str, Any]]:
    """The 24 squares in ``frame``'s coordinates; a face-down card is hidden from everybody (G2).

    Every view sends the whole board, so this is one tight loop (the server's hot path).
    """
    board, face_up, south = state.board, state.face_up, state.south
    south_half = state.layout.territory[SOUTH]
    squares = []
    for coord in range(1, SQUARES + 1):
        square = square_of(frame, coord)
        owner = None
        if south >= 0:
            owner = south if south_half >> square & 1 else 1 - south
        if face_up >> square & 1:
            card = board[square]
            name, suit = BOARD_NAMES[card], SUIT_LETTERS[BOARD_SUIT[card]]
        else:
            name = suit = None
        squares.append({"coord": coord, "owner": owner, "card": name, "suit": suit})
    return squares


def _set_cards(state: GunRainState, player: int) -> set[int]:
    return {act[0] for act in state.revealed[player][0]}


def _act(act: tuple[int, bool, int, int], at: Any) -> dict[str, Any]:
    card, bonus, a, b = act
    out: dict[str, Any] = {"card": DECK_NAMES[card], "bonus": bonus}
    if a >= 0:
        out["squares"] = [at(a)] if b < 0 else [at(a), at(b)]
    return out


def _setting(s: Setting, at: Any) -> dict[str, Any]:
    """The viewer's own setting in progress."""
    return {
        "actions": [_act(act, at) for act in s.acts],
        "costs": [DECK_NAMES[c] for c in s.costs],
        "keep": DECK_NAMES[s.keep] if s.keep >= 0 else None,
        "pending": DECK_NAMES[s.pending] if s.pending >= 0 else None,
        "required": s.required,
        "paid": s.paid,
        "to": at(s.dest),
        "done": s.done,
    }


def _revealed(state: GunRainState, at: Any) -> list[dict[str, Any]] | None:
    """Both settings as turned face up at the last reveal (the kept card stays hidden)."""
    if state.revealed is None:
        return None
    return [
        {
            "actions": [_act(act, at) for act in acts],
            "costs": [DECK_NAMES[c] for c in costs],
            "to": at(dest),
        }
        for acts, costs, dest in state.revealed
    ]


def _event(event: tuple, at: Any) -> dict[str, Any]:
    """A public event of the last resolution, squares in the viewer's coordinates."""
    kind = event[0]
    if kind == "reshuffle":
        return {"event": kind}
    if kind == "joker":
        return {"event": kind, "player": event[1]}
    if kind == "flip":
        return {
            "event": kind,
            "player": event[1],
            "at": at(event[2]),
            "card": BOARD_NAMES[event[3]],
        }
    if kind == "swap":
        return {"event": kind, "player": event[1], "squares": [at(event[2]), at(event[3])]}
    if kind == "move":
        return {"event": kind, "player": event[1], "from": at(event[2]), "to": at(event[3])}
    if kind == "shot":
        return {"event": kind, "player": event[1], "card": DECK_NAMES[event[2]], "damage": event[3]}
    out = {"event": kind, "player": event[1], "card": DECK_NAMES[event[2]], "at": at(event[3])}
    if kind == "advance":
        out["to"] = at(event[4])
    elif kind == "hit":
        out["how"] = event[4]
    return out


def determinize(state: GunRainState, player: int, rng: Any) -> GunRainState:
    """A copy with everything hidden from ``player`` resampled, consistent with ``view(player)``.

    The face-down board cards are shuffled among their squares; the opponent's hand (with any
    set cards, before the reveal, or the card it kept, while aiming) and the deck are dealt
    again from their combined cards. A committed opponent setting is replaced by a random legal
    one built from the new hand; a kept card by one of the dealt cards; an opponent still
    aiming has chosen no shift yet, one done aiming random legal shifts. The sample depends
    only on the view and ``rng`` (which has ``shuffle`` and ``randrange``), so that worlds a
    seat cannot tell apart give the same samples; the copy gets a fresh generator, so its
    shuffles are not the real ones.
    """
    world = state.clone()
    world.rng = Rng(rng.randrange(1 << 62))
    down = [sq for sq in range(len(world.board)) if not world.face_up >> sq & 1]
    cards = sorted([world.board[sq] for sq in down])  # sorted: the world depends on the view only
    rng.shuffle(cards)
    for square, card in zip(down, cards, strict=True):
        world.board[square] = card
    other = 1 - player
    pool = world.deck + world.hands[other]
    # While aiming, the card the opponent kept is hidden (its card count tells that it kept one).
    kept = world.phase == AIM and world.settings[other].keep >= 0
    if kept:
        pool.append(world.settings[other].keep)
    committed = False
    if world.phase == SET:
        setting = world.settings[other]
        pool += setting.placed()
        committed = setting.done
        world.settings[other] = Setting()
    pool.sort()
    rng.shuffle(pool)
    held = len(pool) - len(world.deck)
    world.hands[other] = pool[:held]
    world.deck = pool[held:]
    if kept:
        world.settings[other].keep = world.hands[other].pop()
    if committed:
        while not world.settings[other].done:
            options = setting_actions(world, other)
            apply_setting(world, other, options[rng.randrange(len(options))])
    if world.phase == AIM:
        theirs = _set_cards(world, other)
        chosen = [card for card, _ in world.shifts if card in theirs]
        mine = [shift for shift in world.shifts if shift[0] not in theirs]  # in the seat's order
        sampled = []
        if world.aims[other]:  # still aiming: how far along is hidden, so nothing chosen yet
            queue = (*chosen, *world.aims[other])
            world.aims = tuple([queue if p == other else aims for p, aims in enumerate(world.aims)])
        else:
            options = [*world.shift_options(other), len(DIRECTIONS)]
            sampled = [(card, options[rng.randrange(len(options))]) for card in chosen]
        # The seat's own shifts in its view's order, then the opponent's (``chosen`` is in the
        # public order of its set cards): when each chose among the other's is hidden too.
        world.shifts = (*mine, *sampled)
    return world
