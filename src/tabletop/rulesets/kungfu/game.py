"""Kung Fu as a configured game: options, the deal (K3) or draft, and scenarios.

A scenario (``new_game(seed, setup={...})``) may fix any seat's hand, spent cards, the
round's chosen cards, board values and HP, the first roll and the round; whatever it
leaves open is dealt as in a normal game. docs/kungfu.md ("Scenarios") has the format.
"""

from __future__ import annotations

from os import PathLike, fspath
from typing import Any

from tabletop.engine import Action, ConfigError, Game, unknown_keys
from tabletop.engine.encoding import Features
from tabletop.i18n.common import ERRORS

from .actions import ActionTable
from .board import BASE_HP, BOARD_KEYS, MAX_PER_SYMBOL, set_boards, symbol_counts
from .cards import MAX_DICE, SYMBOLS, CardSet, load_cards
from .descriptor import DESCRIPTOR
from .encoding import Codec
from .phases import CARDS_PER_ROUND, DRAFT, ROUNDS
from .rules import KungFuState

HAND = 10  # K3
REDEALS = 10_000  # K3 re-deals per seat in the first deal
WHOLE_DEALS = 2_000  # K3 whole deals tried after a seat's re-deals run out (see _deal)
RETRY_REDEALS = 10  # K3 re-deals per seat within each of those whole deals
_SETUP_KEYS = ("round", "dice", "players")
_SEAT_KEYS = ("hand", "spent", "chosen", *BOARD_KEYS)


class KungFuGame(Game):
    """Kung Fu, the 2-5 player dice-and-card battle. Options: players, draft, refresh, cards.

    ``draft=True`` drafts the hands (keep 1, pass left) instead of dealing them (K3);
    ``refresh=True`` restores HIT and AVO at the end of each round (K2); ``cards`` is the
    path of another card file with the same schema (K1).
    """

    descriptor = DESCRIPTOR
    rules_version = "kungfu-1"

    def __init__(self, /, **options: Any) -> None:
        super().__init__(**options)
        path = self.options["cards"]
        if path is not None and not isinstance(path, str | PathLike):
            raise ConfigError(msgid=ERRORS["cards_path"], values={"value": repr(path)})
        if path is not None:
            self.options["cards"] = fspath(path)  # records stay JSON
        self.cards: CardSet = load_cards(self.options["cards"])
        self.actions = ActionTable(self.cards)
        _check_dealable(self.cards, self.num_players)
        self.codec = Codec(self.actions, self.cards.ids, self.num_players)

    @property
    def num_distinct_actions(self) -> int:
        return self.codec.num_actions

    def action_id(self, state: KungFuState, action: Action) -> int:
        return self.codec.action_id(action)

    def action_ids(self, state: KungFuState, actions: list[Action]) -> list[int]:
        return self.codec.action_ids(actions)

    def action_notation(self, action_id: int) -> str | None:
        return self.codec.action_notation(action_id)

    def encode(self, view: dict) -> list[float]:
        return self.codec.encode(view)

    def features(self, view: dict) -> Features:
        return self.codec.features(view)

    def observation_features(self, state: KungFuState, player: int) -> Features:
        return self.codec.state_features(state, player)

    @property
    def num_players(self) -> int:
        return self.options["players"]

    def catalog(self) -> dict[str, dict[str, Any]]:
        return {
            card.id: {
                "name": card.name,
                "initiative": card.initiative,
                "symbol": card.symbol,
                "condition": card.condition.label(),
                "box": dict(card.box),
                "box_label": card.box_label(),
            }
            for card in self.cards.cards
        }

    def new_game(self, seed: int, setup: dict | None = None) -> KungFuState:
        state = self._blank_state(KungFuState, seed, setup)
        state.card_set = self.cards
        state.acts = self.actions
        state.rng = self.make_rng(state.seed)
        n = state.n = self.num_players
        state.round = 1
        state.out_at = [-1] * n
        state.hand = [()] * n
        state.chosen = [()] * n
        state.spent = [()] * n
        state.next_roll = None
        state.roll = [()] * n
        state.pool = [()] * n
        state.dice_on = [()] * (3 * n)
        state.used = 0
        state.initiative = [0] * n
        state.order = state.rolloff = ()
        state.turn = state.attacker = state.atk_slot = state.target = state.def_slot = -1
        state.exchanges = 0
        state.last = None
        state.packs = []
        state.step = 0
        state.taken = ()
        state.reason = ""
        state.ending = ("", ())
        state.mark_all()
        _prepare(state, state.setup or {})
        return state


def _check_dealable(card_set: CardSet, n: int) -> None:
    """K3 needs 10 cards per seat, and hands with at most 5 of each symbol must exist."""
    if len(card_set) < HAND * n:
        values = {"source": card_set.source, "count": len(card_set), "players": n, "need": HAND * n}
        raise ConfigError(msgid=ERRORS["cards_too_few"], values=values)
    if not _can_deal(symbol_counts(card_set, tuple(range(len(card_set)))), n):
        values = {"source": card_set.source, "players": n, "hand": HAND, "most": MAX_PER_SYMBOL}
        raise ConfigError(msgid=ERRORS["cards_undealable"], values=values)


def _can_deal(counts: tuple[int, ...], seats: int) -> bool:
    """Whether cards with these symbol counts hold ``seats`` hands of 10 with at most 5 of
    each symbol (K3).

    Exact, not just necessary: no more than 5 per seat of a symbol can be used, and any
    choice of that many cards, laid out symbol by symbol and dealt round the seats one at a
    time, gives every seat at most 5 of each. It says such hands exist, not that random deals
    find them quickly: _deal's bounded retries can still fail for a very tight card set.
    """
    return sum(min(c, MAX_PER_SYMBOL * seats) for c in counts) >= HAND * seats


def _prepare(state: KungFuState, setup: dict) -> None:
    """K3 deal (or draft) and boards; a scenario's fixed parts replace the dealt ones."""
    card_set = state.card_set
    n = state.n
    unknown = unknown_keys(setup, _SETUP_KEYS)
    if unknown:
        raise ConfigError(
            msgid=ERRORS["setup_unknown_key"],
            values={"key": repr(unknown[0]), "keys": ", ".join(_SETUP_KEYS)},
        )
    seats = _seats(setup, n)
    round_ = setup.get("round", 1)
    if type(round_) is not int or round_ not in range(1, ROUNDS + 1):  # not True, nor 2.0
        raise ConfigError(
            msgid=ERRORS["setup_range"],
            values={"key": "'round'", "low": 1, "high": ROUNDS, "value": repr(round_)},
        )
    state.round = round_
    if "dice" in setup:
        state.next_roll = _dice(setup["dice"], n)
    if state.game.options["draft"]:
        fixed = sorted({k for seat in seats for k in seat} | ({"round"} & set(setup)))
        if fixed:
            raise ConfigError(msgid=ERRORS["setup_draft"], values={"key": repr(fixed[0])})
        _deal_packs(state)
        return
    placed: dict[int, str] = {}
    for p, seat in enumerate(seats):
        for key in ("hand", "spent", "chosen"):
            cards = _card_list(card_set, seat, key, p, placed)
            getattr(state, key)[p] = cards
    _check_chosen(state, seats)
    _deal(state, seats, set(placed))
    set_boards(state, [{k: seat[k] for k in BOARD_KEYS if k in seat} for seat in seats])
    _check_boards(state)
    state.out_at = [-1 if hp > 0 else 0 for hp in state.hp]
    if sum(1 for hp in state.hp if hp > 0) < 2:
        raise ConfigError(msgid=ERRORS["setup_two_alive"])
    if any(state.chosen):
        state.reveal_cards()
    else:
        state.start_round()


def _seats(setup: dict, n: int) -> list[dict]:
    seats = setup.get("players", [{}] * n)
    if not isinstance(seats, list) or len(seats) != n:
        raise ConfigError(msgid=ERRORS["setup_players"], values={"count": n})
    for p, seat in enumerate(seats):
        if not isinstance(seat, dict):
            raise ConfigError(msgid=ERRORS["setup_seat_object"], values={"seat": p})
        unknown = unknown_keys(seat, _SEAT_KEYS)
        if unknown:
            raise ConfigError(
                msgid=ERRORS["setup_seat_unknown_key"],
                values={"seat": p, "key": repr(unknown[0]), "keys": ", ".join(_SEAT_KEYS)},
            )
        for key in BOARD_KEYS:
            value = seat.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 999:
                raise ConfigError(
                    msgid=ERRORS["setup_seat_integer"],
                    values={"seat": p, "key": key, "low": 0, "high": 999},
                )
    return seats


def _card_list(
    card_set: CardSet, seat: dict, key: str, p: int, placed: dict[int, str]
) -> tuple[int, ...]:
    ids = seat.get(key, [])
    where = f"players[{p}].{key}"
    if not isinstance(ids, list):
        raise ConfigError(msgid=ERRORS["setup_card_ids"], values={"key": where})
    out = []
    for cid in ids:
        if not isinstance(cid, str) or cid not in card_set.by_id:
            raise ConfigError(
                msgid=ERRORS["setup_unknown_card"], values={"key": where, "card": repr(cid)}
            )
        card = card_set.by_id[cid]
        if card in placed:
            raise ConfigError(
                msgid=ERRORS["setup_twice"],
                values={"card": cid, "first": placed[card], "second": where},
            )
        placed[card] = where
        out.append(card)
    return tuple(out)


def _check_chosen(state: KungFuState, seats: list[dict]) -> None:
    """Chosen cards start the game at the dice placement: every seat in play needs 3."""
    if not any(state.chosen):
        return
    for p, seat in enumerate(seats):
        if len(state.chosen[p]) != CARDS_PER_ROUND and seat.get("hp", 1) > 0:
            raise ConfigError(
                msgid=ERRORS["setup_chosen"], values={"seat": p, "count": CARDS_PER_ROUND}
            )


def _dice(value: Any, n: int) -> tuple[tuple[int, ...], ...]:
    if not isinstance(value, list) or len(value) != n:
        raise ConfigError(msgid=ERRORS["setup_dice"], values={"count": n})
    rolls = []
    for p, roll in enumerate(value):
        if (
            not isinstance(roll, list)
            or len(roll) != MAX_DICE
            or not all(type(f) is int and 1 <= f <= 6 for f in roll)
        ):
            raise ConfigError(
                msgid=ERRORS["setup_roll"],
                values={"seat": p, "count": MAX_DICE, "value": repr(roll)},
            )
        rolls.append(tuple(sorted(roll)))
    return tuple(rolls)


def _deal(state: KungFuState, seats: list[dict], placed: set[int]) -> None:
    """K3: 10 random cards to each seat without a fixed hand, re-dealt while a symbol
    exceeds 5; in a later round, 3 per finished round of them are already spent.

    A seat re-dealt from the cards left may never get a fitting hand, because earlier seats
    hold the cards it needs (with 50 cards and 5 players nothing is left at all). Then all
    the dealt cards go back and the whole deal starts again, at most WHOLE_DEALS times.
    The first deal is the one games always had, so every seed that dealt before deals
    the same hands (stored records replay from their seeds).
    """
    card_set = state.card_set
    rng = state.rng
    deck = [c for c in range(len(card_set)) if c not in placed]
    rng.shuffle_pile(deck)
    dealt = [p for p, seat in enumerate(seats) if not {"hand", "spent", "chosen"} & set(seat)]
    if len(deck) < HAND * len(dealt):
        raise ConfigError(msgid=ERRORS["setup_too_few"], values={"count": HAND, "seats": dealt})
    # (without fixed cards the deck is the whole set, which _check_dealable has passed)
    if placed and not _can_deal(symbol_counts(card_set, tuple(deck)), len(dealt)):
        raise ConfigError(
            msgid=ERRORS["setup_left_undealable"],
            values={
                "source": card_set.source,
                "seats": dealt,
                "count": HAND,
                "most": MAX_PER_SYMBOL,
            },
        )
    if _deal_once(state, dealt, deck, REDEALS):
        state.box = tuple(sorted(deck))
        return
    for _ in range(WHOLE_DEALS):
        for p in dealt:  # K3: the whole deal again, from all the cards it used
            deck.extend(state.hand[p] + state.spent[p])
            state.hand[p] = state.spent[p] = ()
        rng.shuffle_pile(deck)
        if _deal_once(state, dealt, deck, RETRY_REDEALS):
            state.box = tuple(sorted(deck))
            return
    values = {
        "source": card_set.source,
        "players": len(dealt),
        "hand": HAND,
        "most": MAX_PER_SYMBOL,
        "deals": WHOLE_DEALS + 1,
    }
    raise ConfigError(msgid=ERRORS["deal_failed"], values=values)


def _deal_once(state: KungFuState, dealt: list[int], deck: list[int], redeals: int) -> bool:
    """One K3 deal from the shuffled ``deck``: 10 cards to each seat in ``dealt``, then each
    unfit hand re-dealt in turn from the cards left; False when a seat is left unfit."""
    card_set = state.card_set
    rng = state.rng
    for p in dealt:
        state.hand[p] = tuple([rng.draw(deck) for _ in range(HAND)])  # (cpdef: no generator)
    for p in dealt:
        if not _fits(card_set, state.hand[p]) and not _redeal(state, p, deck, redeals):
            return False
        gone = CARDS_PER_ROUND * (state.round - 1)
        if gone:
            hand = list(state.hand[p])
            rng.shuffle(hand)
            state.spent[p], state.hand[p] = tuple(hand[:gone]), tuple(hand[gone:])
    return True


def _redeal(state: KungFuState, p: int, deck: list[int], redeals: int) -> bool:
    """K3: seat p's hand goes back and a new one is dealt, until it fits or ``redeals``
    re-deals are spent; at once False if the cards left cannot make a fitting hand."""
    card_set = state.card_set
    if not _can_deal(symbol_counts(card_set, tuple(deck) + state.hand[p]), 1):
        return False
    for _ in range(redeals):
        deck.extend(state.hand[p])
        state.rng.shuffle_pile(deck)
        state.hand[p] = tuple([state.rng.draw(deck) for _ in range(HAND)])
        if _fits(card_set, state.hand[p]):
            return True
    return False


def _fits(card_set: CardSet, hand: tuple[int, ...]) -> bool:
    """K3: at most 5 cards of each symbol."""
    return max(symbol_counts(card_set, hand)) <= MAX_PER_SYMBOL


def _check_boards(state: KungFuState) -> None:
    """Values within their tracks' meaning; 5 symbols at most (K3); enough cards to play."""
    need = CARDS_PER_ROUND * (ROUNDS - state.round + 1)
    for p in range(state.n):
        where = f"players[{p}]"
        for cur, top, name in (
            (state.hp, state.max_hp, "hp"),
            (state.hit, state.hit_max, "hit"),
            (state.avo, state.avo_max, "avo"),
        ):
            if cur[p] > top[p]:
                raise ConfigError(
                    msgid=ERRORS["setup_above_maximum"],
                    values={"key": f"{where}.{name}", "value": cur[p], "most": top[p]},
                )
        for symbol, count in zip(SYMBOLS, state.symbols[p], strict=True):
            if count > MAX_PER_SYMBOL:
                raise ConfigError(
                    msgid=ERRORS["setup_symbols"],
                    values={
                        "seat": where,
                        "count": count,
                        "symbol": repr(symbol),
                        "most": MAX_PER_SYMBOL,
                    },
                )
        held = len(state.hand[p]) + len(state.chosen[p])
        if state.hp[p] > 0 and held < need:
            raise ConfigError(
                msgid=ERRORS["setup_held"],
                values={"seat": where, "count": held, "round": state.round, "need": need},
            )


def _deal_packs(state: KungFuState) -> None:
    """K3 option: one random pack of 10 per seat; seat p starts with pack p."""
    n = state.n
    deck = list(range(len(state.card_set)))
    state.rng.shuffle_pile(deck)
    for place in range(HAND * n):  # the packs are dealt; the rest stays in the box unseen
        state.rng.reveal(deck, place, range(place, len(deck)))
    state.packs = [tuple(sorted(deck[HAND * j : HAND * (j + 1)])) for j in range(n)]
    state.box = tuple(sorted(deck[HAND * n :]))
    state.taken = (-1,) * (HAND * n)
    state.step = 0
    state.phase = DRAFT
    state.movers = tuple(range(n))
    # The boards are set from the drafted hands when the draft ends (set_boards).
    state.symbols = [(0,) * len(SYMBOLS)] * n
    state.hp = [BASE_HP[n]] * n
    state.max_hp = [BASE_HP[n]] * n
    state.atk, state.dfn, state.hit, state.hit_max, state.avo, state.avo_max = (
        [0] * n for _ in range(6)
    )
