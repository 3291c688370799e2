"""The game-agnostic contract every game implements (see docs/engine.md).

A game package subclasses :class:`Game` (options, setup) and :class:`State` (rules).
The base class owns what is the same for every game: checking who may act, turning
notation into actions, refusing illegal actions without touching the state, and the
action history that makes records.
"""

from __future__ import annotations

import copy
import functools
import operator
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, ClassVar, TypeVar

from tabletop.i18n.common import ERRORS

from .descriptor import GameDescriptor
from .encoding import Features, sparse
from .errors import ConfigError, Error, IllegalAction, OptionError
from .rng import Rng


class Action:
    """One legal move. ``notation`` is its stable text form; equality is by notation."""

    __slots__ = ("kind", "card", "args", "notation")

    def __init__(self, kind: str, notation: str, card: int = -1, args: tuple = ()) -> None:
        self.kind = kind
        self.card = card
        self.args = args
        self.notation = notation

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return f"Action({self.notation!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and other.notation == self.notation

    def __hash__(self) -> int:
        return hash(self.notation)


@dataclass(frozen=True)
class Result:
    """How a finished game ended.

    ``returns`` is +1 for a win, -1 for a loss and 0 for a draw, per player;
    ``scores`` is the game's own score; ``details`` explains it (e.g. a score breakdown).
    ``reason`` says why it ended, in English; ``reason_code`` names the same ending without
    words (e.g. ``"no_hp"``) and ``reason_values`` holds its numbers (``{"player": 1}``), so a
    presentation layer words it in any language without reading the English ("" and {} for a
    game that gives no code).
    """

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    returns: tuple[float, ...]
    reason: str
    details: dict[str, Any] = field(default_factory=dict)
    reason_code: str = ""
    reason_values: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "scores": list(self.scores),
            "returns": list(self.returns),
            "reason": self.reason,
            "details": self.details,
            "reason_code": self.reason_code,
            "reason_values": self.reason_values,
        }


_COMMA = re.compile(r" ?, ?")


def normalize_notation(text: str) -> str:
    """Notation is case-insensitive and whitespace-tolerant: 'Use  h07' == 'use H07', and
    'put R02, R03' == 'put R02,R03' (notation lists never hold a space after a comma)."""
    return _COMMA.sub(",", " ".join(text.split())).lower()


S = TypeVar("S", bound="State")


def as_int(value: object) -> int | None:
    """``value`` as an int if it is an integer of any type (numpy's too), else None: a bool,
    2.0 or "2" is no number of a seat, a seed, an option or an action id."""
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None


def unknown_keys(given: dict, known: Iterable[str]) -> list[Any]:
    """The keys of ``given`` not in ``known``, sorted: strings first, then any other key by
    repr, since a setup built in Python may mix key types that do not sort together."""
    if not given:  # the usual new game: no setup at all
        return []
    return sorted(set(given) - set(known), key=lambda k: (0, k) if type(k) is str else (1, repr(k)))


_NOT_ALLOWED = object()


# seat -> (a real history, the same with the other seats' moves blanked): the last one made,
# since a search samples worlds from one position many times over.
_SEAT_HISTORIES: dict[int, tuple[tuple | None, tuple | None]] = {}


def _seat_history(history: tuple | None, seat: int) -> tuple | None:
    """``history`` with every move but ``seat``'s blanked to None (itself if it has none)."""
    last = _SEAT_HISTORIES.get(seat)
    if last is not None and last[0] is history:
        return last[1]
    moves, node, others = [], history, False
    while node is not None:
        node, player, notation = node
        others = others or player != seat
        moves.append((player, notation if player == seat else None))
    if others:
        for player, notation in reversed(moves):
            node = (node, player, notation)
    else:  # nothing to blank: share it
        node = history
    _SEAT_HISTORIES[seat] = (history, node)
    return node


def _choice(value: Any, allowed: tuple) -> Any:
    """The allowed value ``value`` stands for, or ``_NOT_ALLOWED``. Equality is not enough:
    ``True == 1`` and ``2.0 == 2``, but neither is a level. Any integer type (numpy's too)
    stands for an int choice; a bool only for a bool."""
    for choice in allowed:
        if isinstance(choice, bool) or isinstance(value, bool):
            if value is choice:
                return choice
        elif isinstance(choice, int):
            if as_int(value) == choice:
                return choice
        elif type(value) is type(choice) and value == choice:
            return choice
    return _NOT_ALLOWED


class Game:
    """A configured game: validated options, and a factory of initial states.

    A subclass sets ``descriptor`` (its :class:`GameDescriptor`); its name, seat range and
    options are read from there, so they are declared once.
    """

    descriptor: ClassVar[GameDescriptor]
    name: ClassVar[str]
    rules_version: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        described = cls.__dict__.get("descriptor")
        if described is not None:
            cls.name = described.name
            cls.min_players, cls.max_players = described.min_players, described.max_players

    def __init__(self, /, **options: Any) -> None:  # (an option named "self" is unknown)
        specs = self.descriptor.options
        unknown = sorted(set(options) - {spec.name for spec in specs})
        if unknown:
            known = ", ".join(sorted(spec.name for spec in specs)) or "none"
            values = {"game": self.name, "option": repr(unknown[0]), "options": known}
            raise ConfigError(msgid=ERRORS["option_unknown"], values=values)
        resolved = {}
        for spec in specs:
            given = options.get(spec.name, spec.default)
            value = given if spec.choices is None else _choice(given, spec.choices)
            if value is _NOT_ALLOWED:
                raise OptionError(self.name, spec.name, given, spec.choices)
            resolved[spec.name] = value
        self.options: dict[str, Any] = resolved

    @property
    def num_players(self) -> int:
        return self.min_players

    def new_game(self, seed: int, setup: dict | None = None) -> State:
        raise NotImplementedError

    def make_rng(self, seed: int) -> Rng:
        """The generator a new state shuffles and rolls with (``new_game`` calls it). OpenSpiel's
        explicit chance sets its own on a game object of its own, to answer the rules' chance
        hooks with chance nodes (engine/chance.py)."""
        return Rng(seed)

    def catalog(self) -> dict[str, dict[str, Any]]:
        """Public facts of every card by id, for front ends that draw cards a view names."""
        return {}

    # --- fixed spaces for research adapters (docs/research.md) ------------------
    @property
    def num_distinct_actions(self) -> int:
        """Size of the fixed action space: every ``State.action_id`` lies in ``range`` of it."""
        raise NotImplementedError

    @cached_property
    def observation_size(self) -> int:
        """Length of every vector ``encode`` returns, measured once on a fresh game.

        Encoders write fixed-width blocks whatever the view holds (tests check this over
        random playthroughs), so one measurement holds for every state.
        """
        return len(self.encode(self.new_game(0).view(0)))

    def action_id(self, state: State, action: Action) -> int:
        """The game's side of :meth:`State.action_id` (a game may need the position)."""
        raise NotImplementedError

    def action_ids(self, state: State, actions: list[Action]) -> list[int]:
        """``action_id`` of each action, in one call: adapters number every legal action."""
        return [self.action_id(state, a) for a in actions]

    def action_notation(self, action_id: int) -> str | None:
        """The action an id always stands for, in notation, where ids are fixed whatever the
        position (Gun Rain, Kung Fu); None where the position decides (Friday's sort)."""
        return None

    def encode(self, view: dict) -> list[float]:
        """A view as ``observation_size`` floats in [0, 1]; it reads nothing but the view."""
        raise NotImplementedError

    def features(self, view: dict) -> Features:
        """``encode(view)`` as :class:`Features` (its nonzero entries), for filling arrays fast.

        A game whose encoder writes through ``Features`` returns that object (``encode`` is then
        its ``out``); the default derives it from ``encode``.
        """
        return sparse(self.encode(view))

    def observation_slices(self) -> list[tuple[str, int, int]]:
        """What each range of the observation stands for: (name, start, stop), in order and
        covering the vector, as the reference encoder's sections mark them (the layout is
        fixed, so any view gives it; empty for an encoder that marks none)."""
        return self.features(self.new_game(seed=0).view(0)).slices

    def observation_features(self, state: State, player: int) -> Features:
        """The game's side of :meth:`State.observation_features`: ``features(view(player))``.

        That default cannot leak what the view hides. A game may read the state directly
        instead, for speed, provided the result equals ``features(state.view(player))`` in
        every position: tests/interop/test_fast_paths.py checks it over random games.
        """
        return self.features(state.view(player))

    def _blank_state(self, cls: type[S], seed: int, setup: dict | None) -> S:
        """A state of ``cls`` with the engine's fields set, after checking seed and setup types.

        The seed may be any integer type (numpy's too), kept as an int. The setup is copied:
        the caller may change its dict afterwards, and ``record()`` must still replay this
        game (games build the position from ``state.setup``)."""
        given, seed = seed, as_int(seed)
        if seed is None:
            raise ConfigError(msgid=ERRORS["seed_integer"], values={"seed": repr(given)})
        if setup is not None and not isinstance(setup, dict):
            raise ConfigError(msgid=ERRORS["setup_object"])
        try:
            setup = copy.deepcopy(setup)
        except RecursionError:
            raise ConfigError(msgid=ERRORS["setup_too_deep"]) from None
        state = cls.__new__(cls)
        state.game = self
        state.seed = seed
        state.setup = setup
        state.history = None
        state.reveal_count = 0
        state.legal_seat = -1
        state.legal_memo = None
        return state


def _remembered(rules: Callable[[State, int], list[Action]]) -> Callable[..., list[Action]]:
    """A game's own ``legal_actions`` that also keeps its answer, as :meth:`State.legal_actions`
    does for a game that writes ``_seat_actions`` instead."""

    @functools.wraps(rules)
    def legal_actions(self: State, player: int = 0) -> list[Action]:
        out = rules(self, player)
        if out and type(player) is int:  # (an empty answer has nothing to keep)
            self.legal_seat = player
            self.legal_memo = tuple(out)
        return out

    legal_actions.remembers = True  # type: ignore[attr-defined]
    return legal_actions


def _remember_legal_actions(cls: type[State], **kwargs: Any) -> None:
    """``State.__init_subclass__``: a subclass's own ``legal_actions`` is wrapped by
    :func:`_remembered` (a compiled class, which takes no attribute once made, is never passed
    here: it writes ``_seat_actions``)."""
    super(State, cls).__init_subclass__(**kwargs)
    rules = cls.__dict__.get("legal_actions")
    if rules is not None and not getattr(rules, "remembers", False):
        cls.legal_actions = _remembered(rules)  # type: ignore[method-assign]


class State:
    """A game position. Subclasses implement the ``_``-prefixed rule hooks."""

    __slots__ = ("game", "seed", "setup", "history", "reveal_count", "legal_seat", "legal_memo")

    # Assigned rather than defined: a compiled State (an extension type) keeps a class
    # attribute, but refuses a ``def __init_subclass__``.
    __init_subclass__ = classmethod(_remember_legal_actions)

    game: Game
    seed: int | None  # None in a sampled world (determinize): it was not dealt from a seed
    setup: dict | None
    # Actions taken so far as a cons list (previous, player, notation), so that clone() shares
    # it instead of copying a long list.
    history: tuple | None
    # Times hidden information was revealed (a card drawn, a shuffle seen, a secret
    # choice shown). Undo may go back to any earlier state with the same count.
    reveal_count: int
    # The legal actions of seat ``legal_seat`` as ``legal_actions`` last answered in this
    # position, or None: ``apply`` checks against them. Every move clears it; so must any code
    # that changes a state by other means (a determinization, a search's guess of a foe's
    # secret choice). Two fields, not a pair: a step then builds one tuple less.
    legal_seat: int
    legal_memo: tuple[Action, ...] | None

    # --- rule hooks -------------------------------------------------------------
    @property
    def to_move(self) -> tuple[int, ...]:
        raise NotImplementedError

    def legal_actions(self, player: int = 0) -> list[Action]:
        """``player``'s legal actions, kept in ``legal_memo``: a loop asks for them and then
        applies one, and ``apply`` checks the move against them instead of running the rules
        twice a step. A game writes :meth:`_seat_actions` (and :meth:`_may_act` if asking
        ``to_move`` costs), or its own ``legal_actions``, which the engine wraps to keep it."""
        if type(player) is not int:
            return self._idle_actions(player)
        if not self._may_act(player):
            return []  # (nothing to keep: no move of this seat's is legal)
        out = self._seat_actions(player)
        self.legal_seat = player
        self.legal_memo = tuple(out)
        return out

    def _may_act(self, player: int) -> bool:
        """Whether seat ``player`` (an int) is to move, so that its legal actions are worth
        working out."""
        return player in self.to_move

    def _seat_actions(self, player: int) -> list[Action]:
        """The legal actions of ``player``, a seat :meth:`_may_act` lets act."""
        raise NotImplementedError

    def _apply(self, player: int, action: Action) -> None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def result(self) -> Result | None:
        raise NotImplementedError

    def view(self, player: int | None = 0) -> dict:
        raise NotImplementedError

    def public_picture(self) -> tuple:
        """What everybody sees: the spectator's view and who is to move. A move that leaves it
        unchanged was a secret step (a Kung Fu pick, a Gun Rain setting move): front ends
        announce and count only moves that change it, so nobody can count another's secrets."""
        return self.view(None), self.to_move

    def clone(self) -> State:
        raise NotImplementedError

    def _determinize(self, player: int, rng: Any) -> State:
        raise NotImplementedError

    def determinize(self, player: int, rng: Any) -> State:
        """A copy in which everything hidden from ``player`` is resampled, consistently with
        what the player saw, with a fresh generator drawn from ``rng`` (a ``random.Random``).

        It is a sampled world, not a dealt game: it has no seed, so it has no record either
        (a record would replay the real game, secrets and all). Nor does it keep what the
        seat did not see of the real game's making: its history names only the seat's own
        moves (the others' are None, which may have been secret picks), and its setup only
        which parts a scenario fixed, not their contents (a scenario's hands and dice)."""
        seat = self.check_seat(player)
        if not (hasattr(rng, "randrange") and hasattr(rng, "shuffle")):
            raise ConfigError(
                f"determinize needs a random.Random (randrange, shuffle), got {type(rng).__name__}"
            )
        world = self._determinize(seat, rng)
        world.legal_memo = None
        world.seed = None
        world.history = _seat_history(self.history, seat)
        if self.setup is not None:
            world.setup = dict.fromkeys(self.setup)
        return world

    def action_id(self, action: Action) -> int:
        """The action's number in the game's fixed action space (docs/research.md).

        Unique among the legal actions of one player in this state, stable across games, and
        computed from what that player sees, so ids never hint at hidden information.
        """
        if not isinstance(action, Action):
            raise ConfigError(f"action_id takes an Action of legal_actions, got {action!r}")
        try:
            return self.game.action_id(self, action)
        except (LookupError, TypeError):  # a game looks actions up in its own tables only
            raise ConfigError(
                f"action_id takes an Action of legal_actions, got {action!r}, which is no"
                f" {self.game.name} action here"
            ) from None

    def observation(self, player: int) -> list[float]:
        """``player``'s view as a fixed-length vector: ``game.encode(view(player))``."""
        return self.observation_features(player).out

    def observation_features(self, player: int) -> Features:
        """:meth:`observation` as :class:`Features`: its size and nonzero entries."""
        return self.game.observation_features(self, self.check_seat(player))

    def _idle_actions(self, player: object) -> list[Action]:
        """``legal_actions`` of anything but a plain int seat to move. An int has none (an idle
        seat, or no seat at all, has nothing to do); an integer of another type (numpy's) is
        that seat; anything else is a ConfigError, since ``0.0 in to_move`` and ``True == 1``
        would pass it for a seat."""
        if type(player) is int:
            return []
        seat = as_int(player)
        if seat is None:
            raise self._no_seat(player)
        return self.legal_actions(seat)

    def _no_seat(
        self, player: object, spectator: bool = False, error: type[Error] = ConfigError
    ) -> Error:
        """The one wording of "no such seat", for every method that takes a player."""
        n = self.game.num_players
        values = {"player": repr(player), "seats": "0" if n == 1 else f"0-{n - 1}"}
        msgid = ERRORS["no_seat_spectator"] if spectator else ERRORS["no_seat"]
        return error(msgid=msgid, values=values)

    def check_seat(
        self, player: object, spectator: bool = False, error: type[Error] = ConfigError
    ) -> int | None:
        """``player`` as a seat number (an int, or an integer such as numpy's; None for a
        spectator when ``spectator``), or ``error``: a view or a sampled world for a seat that
        does not exist is a mistake, and must not fall back on another seat's secrets
        (``hands[-1]`` is the last player's)."""
        if player is None and spectator:
            return None
        seat = as_int(player)
        if seat is None or not 0 <= seat < self.game.num_players:
            raise self._no_seat(player, spectator, error)
        return seat

    def describe_phase(self) -> str:
        """A few words on what the game waits for, used in error messages."""
        return ""

    # --- shared behaviour -------------------------------------------------------
    def apply(self, player: int, action: Action | str) -> None:
        """Play ``action`` for ``player``; an illegal one raises and changes nothing."""
        memo = self.legal_memo
        if memo is not None and type(player) is int and self.legal_seat == player:
            for listed in memo:  # one of the actions just listed: the usual loop's move
                if listed is action:  # apply_legal's body, without a call on the hot path
                    self.legal_memo = None
                    self._apply(player, listed)
                    self.history = (self.history, player, listed.notation)
                    return
        if type(player) is not int or player not in self.to_move:  # (True == 1, 1.0 == 1)
            if self.is_over:
                raise IllegalAction(msgid=ERRORS["over_no_actions"])
            player = self.check_seat(player, error=IllegalAction)  # no such seat: say so
            if player not in self.to_move:
                waiting = ", ".join([str(p) for p in self.to_move])
                values = {"player": player, "waiting": waiting}
                raise IllegalAction(msgid=ERRORS["turn_of_others"], values=values)
        memo = self.legal_memo
        legal = (
            memo if memo is not None and self.legal_seat == player else self.legal_actions(player)
        )
        chosen = self._find(action, legal)
        if chosen is None:
            shown = str(action) if isinstance(action, Action | str) else repr(action)
            where = self.describe_phase()
            values = {"move": repr(shown), "moves": ", ".join([a.notation for a in legal])}
            english = ERRORS["not_legal"].format(**values)
            if where:  # the game's own English hint, for Python callers only
                english = f"{values['move']} is not legal now ({where}); legal: {values['moves']}"
            raise IllegalAction(english, msgid=ERRORS["not_legal"], values=values)
        self.apply_legal(player, chosen)

    def apply_legal(self, player: int, action: Action) -> None:
        """:meth:`apply` without the legality check, for an action just taken from
        ``legal_actions(player)`` of this very position (search playouts, adapters that
        numbered those actions): the check would only repeat that call. Anything else,
        and above all user input, goes through :meth:`apply`."""
        self.legal_memo = None
        self._apply(player, action)
        self.history = (self.history, player, action.notation)

    @staticmethod
    def _find(action: Action | str, legal: Sequence[Action]) -> Action | None:
        if isinstance(action, Action):
            for candidate in legal:
                if candidate is action or candidate.notation == action.notation:
                    return candidate
            return None
        if isinstance(action, str):
            wanted = normalize_notation(action)
            for candidate in legal:
                if candidate.notation.lower() == wanted:
                    return candidate
        return None

    def actions_taken(self) -> list[tuple[int, str | None]]:
        """(player, notation) of every move so far; in a sampled world (``determinize``) the
        notation of another seat's move is None."""
        out = []
        node = self.history
        while node is not None:
            node, player, notation = node
            out.append((player, notation))
        out.reverse()
        return out

    def last_move(self) -> tuple[int, str | None] | None:
        """(player, notation) of the latest move, or None before the first."""
        node = self.history
        return None if node is None else (node[1], node[2])

    def record(self) -> dict:
        """Everything needed to rebuild this state: see :func:`tabletop.replay`."""
        if self.seed is None:
            raise ConfigError(
                "a sampled world (from determinize) has no record: its hidden cards were not "
                "dealt from a seed, and the real game's record would replay the real secrets"
            )
        return {
            "game": self.game.name,
            "rules_version": self.game.rules_version,
            "options": dict(self.game.options),
            "seed": self.seed,
            "setup": copy.deepcopy(self.setup),
            "actions": [[p, n] for p, n in self.actions_taken()],
        }

    def __getstate__(self) -> tuple[dict | None, dict[str, Any]]:
        """The attributes, for pickling, without the legal memo: a state sent to a worker or
        compared byte for byte is its position, not what was last asked of it."""
        attributes, slots = super().__getstate__()  # type: ignore[misc]
        return attributes, {**(slots or {}), "legal_seat": -1, "legal_memo": None}

    def _copy_base_into(self, twin: State) -> None:
        twin.game = self.game
        twin.seed = self.seed
        twin.setup = self.setup
        twin.history = self.history
        twin.reveal_count = self.reveal_count
        twin.legal_seat = self.legal_seat
        twin.legal_memo = self.legal_memo  # the same position: the same legal actions
