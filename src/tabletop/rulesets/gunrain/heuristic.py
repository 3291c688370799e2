"""A sensible Gun Rain player that reads only what ``view(player)`` shows and the legal notations.

Every card not set is discarded at the end of the turn (but the one kept), so each turn is
spent in full: the planner tries every mix of ♥ flips, ♦ steps, ♠ shots and ♣ heavy guns the
hand can pay for on top of what is set already, every end of the walk, and keeps the best
card left over; values are in expected HP. It plays the plan's first step and plans again at
the next call: the plan it follows stays the best of the completions left, so the steps add
up to it, and a setting somebody else began (a search's random rollout step) is completed
as well as it can be. There is no randomness: one view and one set of legal actions always
give one action.

Speed: a search asks at every move of its playouts, so the setting, the joker and the aim read
the state's open parts and the seat's own cards instead of building the view, and planning
remembers what it worked out by board, hand and setting (pure functions of what the seat
sees, so a remembered answer is the one it would work out again).

Strategy:
- shots: a ♠ only pays off in the opponent's column, twice from a ♠ square; the opponent is
  assumed to stay where they are most of the time;
- heavy guns: a token in the opponent's column just ahead of them hits unless they move at
  once, and a token further up the column still threatens them; with the bonus on a ♣
  square the shift, chosen when both moves are known, puts the token on them or right in
  front of them;
- dodging: never walk onto or through an enemy token, never end on the square a token enters
  next turn (it hits before anyone moves) or where the opponent can drop a token on us;
  leave the opponent's column when not shooting; keep away from tokens coming down our
  column;
- room and cards: ♥ flips spend spare cash on hidden squares near us; moving forward earns
  the voltage bonus (more cards every turn); ♠, ♦ and ♣ squares are good ground; keep a ♠,
  then a ♣, the higher the better;
- joker: redraw a hand that adds little to standing still;
- setup: the half with the better face-up squares; start on the back row (the most voltage
  to earn) on a ♦ or ♠ square with an open square ahead.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from tabletop.bots.heuristics import Estimate
from tabletop.engine import Action, State

from . import actions
from .actions import DONE, PASS, USE_JOKER
from .board import SOUTH, coord_of
from .cards import BOARD_SUIT, CLUB, DECK_NAMES, DECK_SUIT, DIAMOND, SPADE, SUIT_LETTERS
from .phases import AIM, JOKER, SET, SIDE
from .setting import Setting as SetCards
from .setting import apply_setting
from .value import evaluate_value, quiet_value

if TYPE_CHECKING:
    from .rules import GunRainState

STAY = 0.7  # how often the opponent ends the turn where they stood (both move at once)
TOKEN = 2  # a heavy-gun token's damage
OPP_SHOT = 0.35  # chance the opponent fires a ♠ when we stand in their column
OPP_GUN = 0.35  # tokens the opponent is expected to drop in front of them
VOLTAGE = 0.35  # one more card every turn
FLIP = 0.15  # more room to dodge and advance, and a square's suit learned
APPROACH = {1: 1.0, 2: 0.3}  # share of an enemy token's damage by rows still to come
GROUND = {"S": 0.25, "D": 0.15, "C": 0.1}  # shots double, walks double, guns shift
KEEP = {"S": 0.4, "C": 0.3, "D": 0.2, "H": 0.1}  # what a kept card is worth next turn
START = {"D": 0.6, "S": 0.5, "C": 0.3}  # a good initial square: mobility or shots
HALF = {"S": 1.0, "D": 0.8, "C": 0.6, "H": 0.3}  # a half of the board by its squares
JOKER_BAR = 0.6  # a hand adding less than this to standing still is redrawn
MAX_FLIPS = 2  # more ♥ flips in one turn buy little room
COST = {"S": 10, "C": 5, "D": 0, "H": 5}
BONUS = 5
NUMBER = {f"{n}{s}": n for n in range(4, 11) for s in "SCDH"}  # a deck card's cost value


def choose(state: State, player: int) -> Action:
    """``player``'s action, decided from what their view shows and the legal notations only.

    The setting, the joker and the aim read the state's open parts (the board's face-up
    squares, positions, tokens) and the seat's own hand and setting, as ``view(player)``
    shows them, instead of building the view: a search's playouts ask at every move."""
    phase = state.phase
    if phase == SET:
        return _setting_action(state, player)
    if phase == JOKER:
        return _joker(state, player)
    if phase == AIM:
        legal = {a.notation: a for a in state.legal_actions(player)}
        return legal[_aim(_seat_table(state, player), legal)]
    view = state.view(player)
    legal = {a.notation: a for a in state.legal_actions(player)}
    if phase == SIDE:
        return legal[_side(view)]
    return legal[_place(view, legal)]


class Table(NamedTuple):
    """The board from our seat: squares 0-23 are view coordinates minus 1, so row 0 is our
    back row and our tokens fly up the rows, the opponent's down. (A tuple: planning looks
    boards up by it, and tuples are quick to build and hash.)"""

    columns: int
    suits: tuple[str | None, ...]  # None: face down, or not known yet
    opened: frozenset[int]  # our face-up squares, and those our ♥ cards set will flip
    me: int
    opp: int
    start: int
    enemy: tuple[int, ...]  # enemy tokens where they will be after this turn's step 1

    def neighbours(self, square: int) -> tuple[int, ...]:
        return _neighbours(self.columns)[square]

    def row(self, square: int) -> int:
        return square // self.columns

    def col(self, square: int) -> int:
        return square % self.columns


@cache
def _neighbours(columns: int) -> tuple[tuple[int, ...], ...]:
    """Each square's orthogonal neighbours on the 24-square board."""
    out = []
    for square in range(24):
        col = square % columns
        near = [square - columns, square + columns]
        if col > 0:
            near.append(square - 1)
        if col < columns - 1:
            near.append(square + 1)
        out.append(tuple([s for s in near if 0 <= s < 24]))
    return tuple(out)


_SUITS = tuple([SUIT_LETTERS[suit] for suit in BOARD_SUIT])  # a board card's suit letter
_SETTING_ACTIONS = {  # every setting step by its notation (shared, as setting_actions offers)
    action.notation: action
    for action in (
        *actions.ACT,
        *actions.ACT_BONUS.values(),
        *actions.PAY,
        *actions.KEEP,
        *actions.TO.values(),
    )
} | {DONE.notation: DONE}


def _seat_table(state: GunRainState, seat: int) -> Table:
    """The board as ``view(seat)`` shows it (its coordinates minus 1, face-down squares
    unknown), read from the state's open parts."""
    columns = state.layout.columns
    south = state.side_of(seat) == SOUTH
    suits, opened = _seen_board(state.board, state.face_up, south)

    def seen(square: int) -> int:
        return square if south else 23 - square

    me = seen(state.pos[seat])
    enemy = []
    for owner, square, _ in state.tokens:
        ahead = seen(square) - columns  # enemy tokens come down toward our back row
        if owner != seat and ahead >= 0 and ahead != me:  # on us: it hits, then is gone
            enemy.append(ahead)
    return Table(
        columns=columns,
        suits=suits,
        opened=opened,
        me=me,
        opp=seen(state.pos[1 - seat]),
        start=seen(state.start[seat]),
        enemy=tuple(enemy),
    )


def _seen_board(board: list[int], face_up: int, south: bool) -> tuple[tuple, frozenset[int]]:
    """The squares' suits from a seat (None: face down) and its own face-up squares, worked
    out once per board (a playout's moves mostly leave it as it was)."""
    key = (south, face_up, tuple(board))
    seen = _BOARDS.get(key)
    if seen is None:
        squares = range(24) if south else range(23, -1, -1)  # table square -> state square
        suits = tuple([_SUITS[board[q]] if face_up >> q & 1 else None for q in squares])
        if len(_BOARDS) >= _KEPT:
            _BOARDS.clear()
        seen = _BOARDS[key] = suits, frozenset([s for s in range(12) if suits[s] is not None])
    return seen


# --- setup -------------------------------------------------------------------------------


def _side(view: dict) -> str:
    """The half with the better face-up squares (the view shows the south half as 1-12)."""
    suits = [square["suit"] for square in view["board"]]

    def worth(half: list[str | None]) -> float:
        return sum([HALF.get(suit or "", 0.0) for suit in half])

    return "side south" if worth(suits[:12]) >= worth(suits[12:]) else "side north"


def _place(view: dict, legal: dict[str, Action]) -> str:
    """Back row first (voltage to earn), on a ♦ or ♠ square, with an open square ahead."""
    columns = view["columns"]
    suits = [square["suit"] for square in view["board"]]
    half_rows = view["rows"] // 2

    def worth(notation: str) -> float:
        square = int(notation.split()[1]) - 1
        ahead = square + columns
        value = (half_rows - 1 - square // columns) * 0.5 + START.get(suits[square], 0.0)
        if ahead < 12 and suits[ahead] is not None:
            value += 0.3
        return value

    return max(sorted(legal), key=worth)


def _joker(state: GunRainState, player: int) -> Action:
    """Redraw when the best plan for this hand is little better than doing nothing."""
    table = _seat_table(state, player)
    hand = [DECK_NAMES[card] for card in state.hands[player]]
    gain = _plan(table, hand, Setting()).score - _ground(table, table.me, 0)
    return USE_JOKER if gain < JOKER_BAR else PASS


# --- step 4: the heavy-gun shift -----------------------------------------------------------


def _aim(table: Table, legal: dict[str, Action]) -> str:
    """Both moves are known now: put the token on the opponent, or right in front of them."""
    base = table.me + table.columns
    shifted = {
        "ahead": base + table.columns,
        "back": table.me,
        "left": base - 1,
        "right": base + 1,
        "none": base,
    }

    def worth(notation: str) -> float:
        return _token_value(table, shifted[notation.split()[2]], stay=1.0)

    return max(sorted(legal), key=worth)


def _token_value(table: Table, square: int, stay: float = STAY) -> float:
    """A token of ours placed on ``square``: it flies up its column toward the opponent."""
    if table.col(square) != table.col(table.opp):
        return 0.15  # it may still catch a careless walk
    gap = table.row(table.opp) - table.row(square)
    if gap < 0:
        return 0.05  # past them already
    if gap <= 1:  # on them now, or on them at the next step 1 before they can move
        return TOKEN * stay + (0.1 if gap == 0 else 0.0)
    return TOKEN * (0.35 if gap == 2 else 0.2)


# --- the secret setting ----------------------------------------------------------------------


class Setting(NamedTuple):
    """Counts of what is set this turn, by us or by whoever began the setting."""

    shots: int = 0
    guns: int = 0
    bonus: int = 0  # heavy guns with the bonus paid
    moves: int = 0
    flips: int = 0
    required: int = 0
    paid: int = 0
    kept: bool = False


class End(NamedTuple):
    """One square where our walk can end: how good the ground is, and what each action
    fired from it is worth."""

    square: int
    ground: float
    shot: float  # one ♠
    gun: float  # one ♣ placed straight ahead
    shifted: float  # one ♣ with the bonus paid (the shift works from a ♣ square only)

    def value(self, shots: int, guns: int, bonus: int) -> float:
        return self.ground + shots * self.shot + (guns - bonus) * self.gun + bonus * self.shifted


@dataclass(frozen=True)
class Plan:
    """The best completion of a setting: its next step and its value in expected HP."""

    step: str
    score: float


def _setting_action(state: GunRainState, player: int) -> Action:
    """The next step of the best completion of the setting so far. Its steps come in a
    legal order: ♥ cards before the ♦ cards that may walk onto their squares, actions
    before payment, and only what the rest of the hand can pay for."""
    own = state.settings[player]
    table, setting = _with_setting(_seat_table(state, player), own, state.side_of(player))
    if own.pending >= 0:
        legal = {a.notation: a for a in state.legal_actions(player)}
        return legal[_heart_target(table, legal)]
    hand = [DECK_NAMES[card] for card in state.hands[player]]
    return _SETTING_ACTIONS[_plan(table, hand, setting).step]


def _with_setting(table: Table, own: SetCards, side: int) -> tuple[Table, Setting]:
    """The board as the ♥ cards set so far will leave it, and the counts of what is set."""
    suits = opened = None  # changed copies, once a ♥ card changes them
    counts = [0, 0, 0, 0]  # by suit: ♠ ♣ ♦ ♥
    bonus = flips = 0
    for card, paid_bonus, a, b in own.acts:
        suit = DECK_SUIT[card]
        counts[suit] += 1
        if suit == CLUB and paid_bonus:
            bonus += 1
        elif b >= 0:  # a swap: an unknown card stays unknown wherever it goes
            a, b = coord_of(side, a) - 1, coord_of(side, b) - 1
            suits = list(table.suits) if suits is None else suits
            suits[a], suits[b] = suits[b], suits[a]
        elif a >= 0:
            opened = set(table.opened) if opened is None else opened
            opened.add(coord_of(side, a) - 1)
            flips += 1
    setting = Setting(
        shots=counts[SPADE],
        guns=counts[CLUB],
        bonus=bonus,
        moves=counts[DIAMOND],
        flips=flips,
        required=own.required,
        paid=own.paid,
        kept=own.keep >= 0,
    )
    if suits is not None:
        table = table._replace(suits=tuple(suits))
    if opened is not None:
        table = table._replace(opened=frozenset(opened))
    return table, setting


def _heart_target(table: Table, legal: dict[str, Action]) -> str:
    """The nearest hidden square (as the plan counted on); with none left to flip, the swap
    that brings the best ground under us."""
    for square in _flip_targets(table):
        if f"flip {square + 1}" in legal:
            return f"flip {square + 1}"

    def ground(notation: str) -> float:
        a, b = (int(x) - 1 for x in notation.split()[1:])
        under = b if a == table.me else a if b == table.me else None
        return GROUND.get(table.suits[under] or "", 0.0) if under is not None else 0.0

    return max(sorted(legal), key=ground)


def _plan(table: Table, hand: list[str], setting: Setting) -> Plan:
    """The best completion: every count of each action from the hand, the walk's best end,
    paid for, with the most useful card the rest can spare kept. Shots are tried only when a
    walk ends in the opponent's column, bonuses only when one ends on a ♣ square: elsewhere
    they cost and bring nothing. Planned once for each board, hand and setting (playouts
    meet the same ones again and again)."""
    terrain = _terrain(table)
    cards = tuple(hand)
    key = (cards, setting)
    plan = terrain.plans.get(key)
    if plan is None:
        held = _HANDS.get(cards)
        if held is None:
            if len(_HANDS) >= _KEPT:
                _HANDS.clear()
            held = _HANDS[cards] = _Hand(cards)
        plan = terrain.plans[key] = _best_plan(terrain, held, setting)
    return plan


def _best_plan(terrain: _Terrain, hand: _Hand, setting: Setting) -> Plan:
    """``_plan`` worked out: the counts are tried in a fixed order (♥, ♦, ♠, ♣, bonuses) and
    the first best kept, each scored with sums and the board's cached walks; only the best
    is spelled out. Counts the hand cannot pay for are skipped: more of an action or a bonus
    only costs more and leaves less to pay with."""
    by_suit, spent = hand.by_suit, hand.spent
    hearts_set, moves_set, guns_set = setting.flips, setting.moves, setting.guns
    shots_set, bonus_set = setting.shots, setting.bonus
    most_guns = len(by_suit["C"])
    keepers = () if setting.kept else hand.keepers
    top = keepers[0][3] if keepers else 0.0  # the most a kept card adds
    funds_all = setting.paid + hand.total
    values = terrain.values
    best_score = float("-inf")
    best = None
    flips = max(0, min(len(by_suit["H"]), len(terrain.downs), MAX_FLIPS - hearts_set))
    for hearts in range(flips + 1):
        flipped = FLIP * hearts
        for moves in range(len(by_suit["D"]) + 1):
            walked = terrain.ends(hearts, moves_set + moves)
            if walked is None:
                continue  # no open square next to us: ♦ cards cannot be set
            ends, shoots, shifts = walked
            funds_hm = funds_all - spent[0][hearts] - spent[1][moves]
            required_hm = setting.required + COST["H"] * hearts
            for shots in range(len(by_suit["S"]) + 1 if shoots else 1):
                funds_s = funds_hm - spent[2][shots]
                required_s = required_hm + COST["S"] * shots
                for guns in range(most_guns + 1):
                    funds = funds_s - spent[3][guns]
                    required = required_s + COST["C"] * guns
                    for bonus in range(guns + 1 if shifts else 1):
                        cost = required + BONUS * bonus
                        if funds < cost:
                            break
                        shooting = (
                            moves_set + moves,
                            shots_set + shots,
                            guns_set + guns,
                            bonus_set + bonus,
                        )
                        value = values.get((hearts, shooting))
                        if value is None:
                            value = terrain.value(hearts, shooting)
                        reach = value + flipped
                        if reach + top <= best_score:
                            continue  # no card kept lifts it above the best (sums are monotone)
                        keep, worth = None, 0.0
                        if keepers:
                            used = (hearts, moves, shots, guns)
                            spare = funds - cost
                            for suit, rank, number, card_worth, card in keepers:
                                if number <= spare and rank >= used[suit]:
                                    keep, worth = card, card_worth
                                    break
                        score = reach + worth
                        if score > best_score:
                            best_score = score
                            best = (hearts, moves, shots, guns, bonus, keep, cost, ends)
                    if funds < required:
                        break  # more guns cost more and leave less to pay with
                if funds_s < required_s:
                    break  # so do more shots
    if best is None:
        return Plan("done", best_score)
    return Plan(_first_step(hand, setting, best), best_score)


def _first_step(hand: _Hand, setting: Setting, best: tuple) -> str:
    """The best completion's next step: its first action (♥, ♦, ♠, then ♣), else a payment
    (the highest card not kept), else the card kept, else the commit (to the walk's best end)."""
    hearts, moves, shots, guns, bonus, keep, required, ends = best
    by_suit = hand.by_suit
    for count, suit in ((hearts, "H"), (moves, "D"), (shots, "S")):
        if count:
            return f"act {by_suit[suit][0]}"
    if guns:
        return f"act {by_suit['C'][0]}{'+' if bonus else ''}"
    if setting.paid < required:
        payment = max([c for c in hand.cards if c != keep], key=lambda c: (NUMBER[c], c))
        return f"pay {payment}"
    if keep is not None:
        return f"keep {keep}"
    if not setting.moves:
        return "done"
    shooting = (setting.shots, setting.guns, setting.bonus)
    end = max(ends, key=lambda e: (e.value(*shooting), -e.square))
    return f"to {end.square + 1}"


class _Hand:
    """A hand as planning reads it, worked out once for every board and setting it is
    planned with: its cards by suit (cheapest first: those are the ones set), what the first
    cards of each suit add up to, the cards in the order a plan would keep them, the total."""

    __slots__ = ("cards", "by_suit", "spent", "keepers", "total")

    def __init__(self, cards: tuple[str, ...]) -> None:
        self.cards = cards
        self.by_suit = by_suit = {
            s: sorted([c for c in cards if c[-1] == s], key=NUMBER.__getitem__) for s in "SCDH"
        }
        self.spent = [_spent(by_suit[s]) for s in "HDSC"]  # by ♥ ♦ ♠ ♣, a plan's order
        self.keepers = _keepers(by_suit)
        self.total = sum([NUMBER[c] for c in cards])


def _spent(cards: list[str]) -> list[int]:
    """The numbers the first 0, 1, 2... of ``cards`` add up to."""
    out = [0]
    for card in cards:
        out.append(out[-1] + NUMBER[card])
    return out


def _keepers(by_suit: dict[str, list[str]]) -> list[tuple[int, int, int, float, str]]:
    """The cards, most useful to keep first (by name among equals), each as its suit (0-3:
    ♥ ♦ ♠ ♣), its place in that suit's cheapest-first order (a plan sets the first ones),
    number, worth and name: a plan keeps the first one it has not set and can spare."""
    places = {
        card: (suit, rank)
        for suit, letter in enumerate("HDSC")
        for rank, card in enumerate(by_suit[letter])
    }
    return [
        (*places[card], NUMBER[card], _KEEP_WORTH[card], card)
        for card in sorted(places, key=_KEEP_ORDER.__getitem__)
    ]


class _Terrain:
    """What planning needs of one board alone, worked out once for every hand planned on it
    (a search's playouts plan on the same few boards thousands of times): the squares to
    flip, the walks' ends by ♥ flips and ♦ steps, the best end's value by action counts, and
    the plans made on it."""

    __slots__ = ("table", "downs", "spots", "walked", "values", "plans")

    def __init__(self, table: Table) -> None:
        self.table = table
        self.downs = _flip_targets(table)
        self.spots: dict[int, End] = {}  # each square valued once, whatever the walk
        self.walked: dict[tuple[int, int], tuple[list[End], bool, bool] | None] = {}
        self.values: dict[tuple[int, tuple[int, int, int, int]], float] = {}
        self.plans: dict[tuple[tuple[str, ...], Setting], Plan] = {}  # by hand and setting

    def ends(self, hearts: int, moves: int) -> tuple[list[End], bool, bool] | None:
        """The walk's ends after flipping the first ``hearts`` hidden squares with ``moves``
        ♦ cards set, and whether a shot, or a bonus shift, pays off from any of them."""
        key = (hearts, moves)
        if key not in self.walked:
            walks = _walks(self.table, self.downs[:hearts], moves)
            ends = [
                _end(self.table, self.spots, square, crossed) for square, crossed in walks.items()
            ]
            self.walked[key] = (
                (ends, any(e.shot for e in ends), any(e.shifted > e.gun for e in ends))
                if ends
                else None
            )
        return self.walked[key]

    def value(self, hearts: int, shooting: tuple[int, int, int, int]) -> float:
        """The best end's value with these actions fired from it (the walk is known):
        ``shooting`` is the setting's ♦ cards, ♠ shots, ♣ guns and bonuses."""
        moves, shots, guns, bonus = shooting
        ends = self.walked[hearts, moves][0]
        value = self.values[hearts, shooting] = max([e.value(shots, guns, bonus) for e in ends])
        return value


_TERRAINS: dict[Table, _Terrain] = {}
_HANDS: dict[tuple[str, ...], _Hand] = {}
_BOARDS: dict[tuple[bool, int, tuple[int, ...]], tuple[tuple, frozenset[int]]] = {}
_WALKS: dict[tuple, dict[int, int]] = {}
_KEPT = 1024  # boards, hands... remembered, then forgotten at once (a decision meets hundreds)


def _terrain(table: Table) -> _Terrain:
    """The board's remembered planning, made on its first use."""
    terrain = _TERRAINS.get(table)
    if terrain is None:
        if len(_TERRAINS) >= _KEPT:
            _TERRAINS.clear()
        terrain = _TERRAINS[table] = _Terrain(table)
    return terrain


def _end(table: Table, spots: dict[int, End], square: int, crossed: int) -> End:
    """The walk's end on ``square`` after crossing ``crossed`` enemy tokens."""
    spot = spots.get(square)
    if spot is None:
        base = square + table.columns
        gun = _token_value(table, base)
        spot = spots[square] = End(
            square=square,
            ground=_ground(table, square, 0),
            shot=_shot_value(table, square),
            gun=gun,
            shifted=max(gun, *_shift_values(table, square, base)),
        )
    return spot._replace(ground=spot.ground - TOKEN * crossed) if crossed else spot


def _keep_value(card: str) -> float:
    """A kept card next turn: its action by suit, and a high number pays for a ♠ alone."""
    return KEEP[card[-1]] + NUMBER[card] / 50


_KEEP_WORTH = {card: _keep_value(card) for card in NUMBER}
_KEEP_ORDER = {  # every deck card's place in the order a plan keeps them: most useful first
    card: place for place, card in enumerate(sorted(NUMBER, key=lambda c: (-_KEEP_WORTH[c], c)))
}


def _flip_targets(table: Table) -> list[int]:
    """Our face-down squares, nearest first: they open room where we stand."""
    downs = [s for s in range(12) if s not in table.opened]
    me_row, me_col = divmod(table.me, table.columns)

    def distance(square: int) -> tuple[int, int]:
        row, col = divmod(square, table.columns)
        return abs(row - me_row) + abs(col - me_col), square

    return sorted(downs, key=distance)


def _walks(table: Table, flips: list[int], moves: int) -> dict[int, int]:
    """Where ``moves`` ♦ cards can take us (1 step each, 2 from a ♦ square) on our face-up
    squares and those flipped first -> the fewest enemy tokens crossed on the way there.
    Worked out once for each start, open ground and tokens (boards differing elsewhere
    share them); the answer is shared, so not to be changed."""
    if moves == 0:
        return {table.me: 0}
    allowed = table.opened.union(flips)
    most = moves * (2 if table.suits[table.me] == "D" else 1)
    key = (table.columns, table.me, allowed, most, moves, table.enemy)
    ends = _WALKS.get(key)
    if ends is None:
        if len(_WALKS) >= _KEPT:
            _WALKS.clear()
        ends = _WALKS[key] = _walk(table, allowed, most, moves)
    return ends


def _walk(table: Table, allowed: frozenset[int], most: int, moves: int) -> dict[int, int]:
    """``_walks`` worked out, layer by layer."""
    tokens = Counter(table.enemy)
    layer = {table.me: 0}
    ends: dict[int, int] = {}
    for step in range(1, most + 1):
        nxt: dict[int, int] = {}
        for square, crossed in layer.items():
            for to in table.neighbours(square):
                if to in allowed:
                    hits = crossed + tokens[to]
                    nxt[to] = min(hits, nxt.get(to, hits))
        layer = nxt
        if step >= moves:
            for square, crossed in layer.items():
                ends[square] = min(crossed, ends.get(square, crossed))
    return ends


def _ground(table: Table, square: int, crossed: int) -> float:
    """How good it is to end the turn on ``square``: safety, voltage, the square's suit."""
    voltage = max(0, table.row(square) - table.row(table.start))
    return (
        VOLTAGE * voltage
        + GROUND.get(table.suits[square] or "", 0.0)
        - TOKEN * crossed
        - _danger(table, square)
    )


def _danger(table: Table, square: int) -> float:
    """Expected damage from standing on ``square``: tokens coming down the column, the
    opponent's light gun and heavy gun."""
    risk = 0.0
    for token in table.enemy:
        gap = table.row(token) - table.row(square)
        if table.col(token) == table.col(square) and gap > 0:
            risk += TOKEN * APPROACH.get(gap, 0.1)
    if table.col(square) == table.col(table.opp):
        risk += OPP_SHOT * (2 if table.suits[table.opp] == "S" else 1)
    return risk + _gun_threat(table, square)


def _gun_threat(table: Table, square: int) -> float:
    """A token the opponent drops this turn hits us on its square now, or on the square
    below it at the next step 1, before we can move away."""
    drop = table.opp - table.columns
    if square in (drop, drop - table.columns):
        return TOKEN * OPP_GUN
    if table.suits[table.opp] == "C":  # their bonus can shift the token beside the drop
        near = table.neighbours(drop)
        if square in near or square + table.columns in near:
            return TOKEN * OPP_GUN / 3
    return 0.0


def _shot_value(table: Table, square: int) -> float:
    """One ♠ fired from ``square``: it hits only down the opponent's column."""
    if table.col(square) != table.col(table.opp):
        return 0.0
    return STAY * (2 if table.suits[square] == "S" else 1)


def _shift_values(table: Table, square: int, base: int) -> list[float]:
    """The tokens a paid bonus can place, if we stand on a ♣ square (else it is wasted)."""
    if table.suits[square] != "C":
        return [0.0]
    targets = [base + table.columns] if base + table.columns < len(table.suits) else []
    if table.col(base) > 0:
        targets.append(base - 1)
    if table.col(base) < table.columns - 1:
        targets.append(base + 1)
    return [_token_value(table, t) for t in targets]


HP_SCALE = 2.0  # an HP lead of this much reads as an 88% chance to win (0.5 + tanh(1) / 2)


def evaluate(state: State) -> Estimate:
    """A sampled world's outlook: the HP difference, squashed to a win chance.

    HP is public, so this reads nothing a player could not see; a search calls it on the
    worlds it samples, to cut its rollouts short.
    """
    hp = state.hp
    lead = math.tanh((hp[0] - hp[1]) / HP_SCALE) / 2
    return Estimate((0.5 + lead, 0.5 - lead), (float(hp[0]), float(hp[1])))


def guess(world: GunRainState, player: int) -> None:
    """Remake, in a world a search sampled for ``player``, the setting the opponent committed:
    ``determinize`` deals it at random from the sampled hand, which models an opponent who
    shoots and dodges at random this turn, so the seat that sets second would search against
    a far weaker opponent than the first. Here it is the setting this strategy makes from the
    same cards (``ismcts:...:guess=1``). Reads the sampled world only."""
    other = 1 - player
    if world.phase != SET or not world.settings[other].done:
        return
    world.hands[other] = sorted(world.hands[other] + world.settings[other].placed())
    world.settings[other] = SetCards()
    while not world.settings[other].done:
        apply_setting(world, other, _setting_action(world, other))


# The fitted estimate a search asks for by name (``ismcts:...:depth=D:leaf=value``), scored at
# the start of a turn; the levels measured before keep ``evaluate`` (value.py says why).
LEAVES = {"value": (evaluate_value, quiet_value)}
