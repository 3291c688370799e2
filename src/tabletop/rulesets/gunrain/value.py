"""Gun Rain's fitted value estimate: a search's cut playouts scored by more than the HP lead.

``evaluate`` (heuristic.py) reads only the HP difference, so a search cut a turn or two ahead
cannot see a heavy-gun token one square in front of a player (it hits at the next step 1,
before anyone moves), a token further up the column, the voltage bonus, the cards in hand or
the joker left. ``evaluate_value`` scores a sampled world at the start of a turn (``quiet_value``:
both settings untouched, the hands just drawn) as a logistic model of the seats' difference in
the ``FEATURES`` below, fitted on the results of heuristic self-play games by
``tools/fit_gunrain_value.py`` (weights in ``data/value.json``). The model has no intercept and
reads ``features(seat 0) - features(seat 1)``, so a position and its mirror get complementary
values and equal seats read as an even game; a draw is half a win, as the search counts it.

It reads the sampled world's public parts and both hands: a search calls it on worlds it
sampled, never on the real state.
"""

from __future__ import annotations

import json
import math
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.bots.heuristics import Estimate

from .cards import BOARD_SUIT, CLUB, DECK_SUIT, DECK_VALUE, DIAMOND, HEART, SPADE
from .phases import SET

if TYPE_CHECKING:
    from .rules import GunRainState

FEATURES = (
    "hp",  # HP left
    "hp 1",  # 1 if exactly 1 HP is left: any hit ends the game
    "hp 2 or less",  # 1 if at most 2 HP are left: a token's hit ends the game
    "sure hits",  # enemy tokens right in front of the seat: they hit at the next step 1
    "tokens 2 ahead",  # enemy tokens 2 rows up the seat's column: they hit unless it moves
    "tokens further",  # enemy tokens 3 or more rows up the seat's column
    "shot",  # in the opponent's column, the damage one ♠ would deal (2 from a ♠ square)
    "on diamond",  # standing on a ♦ square: 2 steps a ♦ card
    "on club",  # standing on a ♣ square: heavy guns can shift
    "open neighbours",  # face-up squares of its own next to the seat: room to dodge
    "voltage",  # rows ahead of the initial position: cards drawn beyond 5 each turn
    "cards",  # cards in hand
    "money",  # the numbers of the cards in hand added up (what pays for actions)
    "spades",  # ♠ cards in hand
    "clubs",  # ♣ cards in hand
    "diamonds",  # ♦ cards in hand
    "hearts",  # ♥ cards in hand
    "joker",  # 1 while the joker is unused
    "hp late",  # HP times the share of the turn limit played: a lead weighs more near it
)
WEIGHTS_FILE = Path(str(resources.files(__package__).joinpath("data/value.json")))


def seat_features(state: GunRainState, seat: int) -> list[float]:
    """What the position says about ``seat``'s chances, in the order of ``FEATURES``."""
    layout = state.layout
    columns = layout.columns
    side = state.side_of(seat)
    here = state.pos[seat]
    there = state.pos[1 - seat]
    row = layout.row(side, here)
    column = here % columns
    sure = near = far = 0
    for owner, square, _ in state.tokens:
        if owner != seat and square % columns == column:
            gap = layout.row(side, square) - row  # enemy tokens fly down toward our back row
            if gap == 1:
                sure += 1
            elif gap == 2:
                near += 1
            elif gap > 2:
                far += 1
    board = state.board
    under = BOARD_SUIT[board[here]]
    shot = 0
    if column == there % columns:
        shot = 2 if under == SPADE else 1
    own = state.face_up & layout.territory[side]
    hand = state.hands[seat]
    suits = [0, 0, 0, 0]
    for card in hand:
        suits[DECK_SUIT[card]] += 1
    hp = state.hp[seat]
    return [
        hp,
        1.0 if hp == 1 else 0.0,
        1.0 if hp <= 2 else 0.0,
        sure,
        near,
        far,
        shot,
        1.0 if under == DIAMOND else 0.0,
        1.0 if under == CLUB else 0.0,
        (layout.neighbours[here] & own).bit_count(),
        max(0, row - layout.row(side, state.start[seat])),
        len(hand),
        sum([DECK_VALUE[card] for card in hand]),
        suits[SPADE],
        suits[CLUB],
        suits[DIAMOND],
        suits[HEART],
        0.0 if state.jokers_used[seat] else 1.0,
        hp * state.turn / state.max_turns,
    ]


def value_features(state: GunRainState) -> list[float]:
    """Seat 0's features minus seat 1's: what the fitted weights multiply."""
    mine, theirs = seat_features(state, 0), seat_features(state, 1)
    return [a - b for a, b in zip(mine, theirs, strict=True)]


def _load_weights() -> tuple[float, ...]:
    """The fitted weights, in the order of ``FEATURES`` (a file of other features is refused
    at import, so a stale fit cannot be read by the wrong names)."""
    table = json.loads(WEIGHTS_FILE.read_text("utf-8"))
    if list(table) != list(FEATURES):
        raise ValueError(f"{WEIGHTS_FILE} holds other features: run tools/fit_gunrain_value.py")
    return tuple([float(w) for w in table.values()])


WEIGHTS = _load_weights()


def evaluate_value(state: GunRainState) -> Estimate:
    """Seat 0's chance to win (a draw half) as the fitted logistic model reads the world."""
    score = sum([w * x for w, x in zip(WEIGHTS, value_features(state), strict=True)])
    win = 1.0 / (1.0 + math.exp(-score))
    hp = state.hp
    return Estimate((win, 1.0 - win), (float(hp[0]), float(hp[1])))


def quiet_value(state: GunRainState) -> bool:
    """The start of a turn: the hands drawn (jokers decided), nothing set yet. Where the
    weights were fitted, and where no setting is half made."""
    if state.phase != SET:
        return False
    first, second = state.settings
    return _untouched(first) and _untouched(second)


def _untouched(setting) -> bool:
    """Nothing set: no action (a ♥ card waiting for its target included), payment or kept card."""
    return (
        not (setting.acts or setting.costs or setting.done)
        and setting.keep < 0
        and setting.pending < 0
    )
