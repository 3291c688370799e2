"""Tabletop games as OpenSpiel Python games: call :func:`register`, then ``pyspiel.load_game``.

``tabletop_friday``, ``tabletop_gunrain`` and ``tabletop_kungfu`` take every option of their
game as a parameter (an option whose default is None is "" there), and ``chance_mode``,
``seed`` and ``fixed_deal`` too.

``chance_mode="explicit"`` (the default of a game whose rules support it) makes every card that
comes to light and every die a chance node with its exact outcomes (:mod:`.chance`): the game
is ``EXPLICIT_STOCHASTIC``, the initial state is the deal's first chance node, and no state holds
a future outcome. ``chance_mode="sampled"`` keeps chance inside the engine's ``apply`` (the state
owns its seeded generator): ``SAMPLED_STOCHASTIC``, no chance nodes, faster, but a clone carries
the real future. There each new initial state is a new deal, the next of a sequence that ``seed``
makes reproducible; with ``fixed_deal=True`` (either mode) every one is the deal of engine seed
``seed``. A state draws its deal when it is first used, so the states pyspiel makes only to
overwrite (clones, unpickling) or to learn a tensor's shape from Python draw none. Games pickle,
with where their sequence stands. IS-MCTS resamples worlds through ``resample_from_infostate``,
which is the engine's ``determinize`` (fresh generator included).
Simultaneous phases are sequentialised in ``to_move`` order; views hide pending choices.

Actions are the fixed ids of ``State.action_id``; observation tensors are ``State.observation``
and observation strings the seat's view as JSON. Information-state strings add the seat's own
past actions to that view, and information-state tensors their ids (see :mod:`.recall`; the
``recall`` parameter caps how many).
States serialize through pickle of their engine record, replayed on load.
"""

from __future__ import annotations

import functools
import json
import random
from typing import Any

import numpy as np
import pyspiel

import tabletop
from tabletop.engine import Game, State

from .arrays import ListObserver, Observer
from .chance import ChanceMoves, Outcomes, chance_moves
from .moves import LegalCache, pick
from .recall import DEFAULT_RECALL, FALLBACK_RECALL, Recall

TERMINAL = int(pyspiel.PlayerId.TERMINAL)
CHANCE = int(pyspiel.PlayerId.CHANCE)
# Above every chance outcome id (card ids, dice, seats): Friday's 69 cards are the most
MAX_CHANCE_OUTCOMES = 128
CHANCE_MODES = ("explicit", "sampled")
_NOWHERE = object()  # a history node no state has
MAX_GAME_LENGTH = 5000  # a generous bound: random games last at most a few hundred actions
_Spec = tuple[str, str, dict[str, Any], int, int, Any]


def _games() -> list[_Spec]:
    """Every registered game as its descriptor presents it to research: short name, engine
    name, parameters (every option, with its default, and ``recall``), min and max players,
    utility."""
    utility = pyspiel.GameType.Utility
    return [
        (
            f"tabletop_{name}",
            name,
            {
                **{o.name: "" if o.default is None else o.default for o in described.options},
                "recall": DEFAULT_RECALL.get(name, FALLBACK_RECALL),
                "chance_mode": "explicit" if described.research.explicit_chance else "sampled",
            },
            described.min_players,
            described.max_players,
            utility.ZERO_SUM if described.research.zero_sum else utility.GENERAL_SUM,
        )
        for name, described in tabletop.engine.descriptors().items()
    ]


_CLASSES: list[type] = []  # the registered game classes, alive as long as the module
_DEAL_PARAMETERS = {"seed": 0, "fixed_deal": False}  # every game's, beside its own
_NOT_OPTIONS = {*_DEAL_PARAMETERS, "recall", "chance_mode"}  # the parameters no engine option


class _Engine:
    """Holds the engine state inside a pyspiel state.

    pyspiel clones a Python state by deep-copying its attributes and serializes it by pickling
    them; this holder makes the first an engine ``clone()`` and the second an engine record.
    It also remembers what OpenSpiel asks for several times per position (the player to act
    and the legal ids), keyed by the position's history node: every ``apply`` makes a new
    node, so nothing outlives its position (a clone starts afresh). Tensors come from the
    engine game's per-seat observers, which it shares.

    A new game's holder deals (``dealer.next_deal()``, unless it was handed a fixed initial
    state) and copies its initial state only when first asked for it: pyspiel makes a
    throw-away initial state on every clone and unpickling, and whenever C++ asks for a tensor
    (to learn its shape); ``ViewObserver`` reads such a state's position without copying it.
    """

    __slots__ = (
        "_to_move",
        "_state",
        "_initial",
        "_dealer",
        "legal",
        "_at",
        "_player",
        "_observers",
    )

    def __init__(
        self,
        state: State | None,
        initial: State | None = None,
        observers: list[ListObserver] | None = None,
        dealer: TabletopGame | None = None,
    ) -> None:
        self._state = state
        self._initial = initial  # copied on first use when ``state`` is None
        self._dealer = dealer  # deals ``_initial`` on first use when both are None
        # Tensors per seat, shared by the holders of one engine game (``_observers``).
        self._observers = observers
        self.legal = LegalCache()
        self._at: object = _NOWHERE  # the history node ``_player`` belongs to
        self._player = TERMINAL
        self._to_move: tuple[int, ...] = ()  # ``state.to_move`` at ``_at``

    @property
    def state(self) -> State:
        if self._state is None:
            self._state = self._first().clone()
        return self._state

    def _first(self) -> State:
        """The initial position, dealt now if it was not yet."""
        if self._initial is None:
            self._initial = self._dealer.next_deal()
            self._dealer = None
        return self._initial

    @property
    def pristine(self) -> bool:
        """Never handed out, so still exactly the initial position."""
        return self._state is None

    def seen(self) -> tuple[State, tuple[int, ...] | None]:
        """The state to read and its players to move (None: not worked out), without copying
        the initial state of a pristine holder: for readers that change nothing."""
        if self._state is None:
            return self._first(), None
        self.player()  # brings ``_to_move`` up to date
        return self._state, self._to_move

    def player(self) -> int:
        """OpenSpiel's current player: the seat asked next (``seat``), or ``TERMINAL``."""
        state = self._state
        if state is None:
            state = self.state
        if state.history is not self._at:
            self._to_move = to_move = () if state.is_over else state.to_move
            self._player = to_move[0] if to_move else TERMINAL
            self._at = state.history
        return self._player

    def legal_ids(self, player: int) -> list[int]:
        """``player``'s legal ids in increasing order (a new list: callers may change it)."""
        self.player()  # brings ``_to_move`` up to date
        return self.legal.sorted_ids(self.state, player, self._to_move)[:]

    def tensor(self, player: int) -> list[float] | None:
        """``player``'s observation of the position as a new list; None if not a seat."""
        observers = self._observers
        if observers is None:  # a holder from a record
            observers = self._observers = _observers(self.state.game)
        if not 0 <= player < len(observers):  # one per seat
            return None
        self.player()  # brings ``_to_move`` up to date (and makes ``_state``)
        return observers[player].observe(self._state, self._to_move)

    def apply(self, action: int) -> None:
        """The current seat's action ``action`` (an id), played in the engine state."""
        player = self.player()  # brings ``_to_move`` up to date (and makes ``_state``)
        self.legal.play(self._state, player, action, self._to_move)

    def chance_outcomes(self) -> Outcomes:
        return []  # sampled chance: no chance nodes

    def pending(self, player: int) -> list[str]:
        """``player``'s move whose chance is still being drawn, as notation (none here)."""
        return []

    def world(self, state: State) -> _Engine:
        """A holder of ``state``, a world sampled from this position (``determinize``)."""
        return _Engine(state, None, self._observers)

    def __deepcopy__(self, memo: dict) -> _Engine:
        if self._state is None:  # a twin of a new state: the same deal
            return _Engine(None, self._first(), self._observers)
        return _Engine(self._state.clone(), None, self._observers)

    def __reduce__(self) -> tuple:
        return _from_record, (json.dumps(self.state.record()),)


def _from_record(text: str) -> _Engine:
    return _Engine(tabletop.replay(json.loads(text)))


_WORLD = object()  # the steps of a sampled world: it has no record to replay


class _ChanceEngine(_Engine):
    """The holder of a game with explicit chance (:mod:`.chance`).

    It is settled at a seat's decision (or the end), or waits for chance: in the deal (no engine
    state yet: ``state`` is None) or in a seat's move (``state`` is the position before it, which
    the views and tensors show). ``_feed`` holds the outcomes chance chose so far in that deal or
    move (None when settled), ``_outcomes`` the next chance node's. Every action and outcome
    since the deal is kept (``_steps``) to pickle the position by replaying them.
    """

    __slots__ = ("_moves", "_seed", "_move", "_feed", "_outcomes", "_steps")

    def __init__(
        self,
        moves: ChanceMoves,
        observers: list[ListObserver] | None,
        seed: int | None = None,
        initial: State | None = None,
    ) -> None:
        super().__init__(None, initial, observers)
        self._moves = moves
        self._seed = seed  # the engine seed of a fixed deal; None: chance deals
        self._move: tuple[int, Any] | None = None  # (seat, Action) waiting for chance
        self._steps: Any = None  # the actions and outcomes so far, a cons list (last first)
        self._feed: list[int] | None = None
        self._outcomes: Outcomes | None = None
        if initial is None:  # the deal's first chance node, the same for every deal
            first = moves.first
            if isinstance(first, list):
                self._feed, self._outcomes = [], first
            else:  # a deal without chance
                self._initial = first

    @property
    def state(self) -> State | None:
        """The engine state (the position before the move while chance is pending in one);
        None during the deal."""
        if self._state is None and self._initial is not None:
            self._state = self._initial.clone()
        return self._state

    @property
    def dealing(self) -> bool:
        return self._state is None and self._initial is None

    def seen(self) -> tuple[State | None, tuple[int, ...] | None]:
        if self.dealing:
            return None, None
        return super().seen()

    def player(self) -> int:
        if self._feed is None:
            return super().player()
        if not self.dealing:
            super().player()  # keeps ``_to_move`` up to date for the tensors
        return CHANCE

    def chance_outcomes(self) -> Outcomes:
        return self._outcomes if self._feed is not None else []

    def pending(self, player: int) -> list[str]:
        move = self._move
        return [move[1].notation] if move is not None and move[0] == player else []

    def tensor(self, player: int) -> list[float] | None:
        if not self.dealing:
            return super().tensor(player)
        engine = self._moves.engine
        if not 0 <= player < engine.num_players:
            return None
        return [0.0] * engine.observation_size  # nothing is dealt yet

    def apply(self, action: int) -> None:
        """A seat's action id, or a chance outcome at a chance node."""
        if self._feed is None:
            player = self.player()
            legal = self.legal.get(self._state, player, self._to_move)
            move = legal.get(action) if type(action) is int else None
            self._move = (player, move or pick(legal, player, action))
            feed = []
        else:
            if not any(action == o for o, _ in self._outcomes):
                raise ValueError(
                    f"chance outcome {action!r} is not one of {[o for o, _ in self._outcomes]}"
                )
            feed = [*self._feed, int(action)]
        if self._steps is not _WORLD:
            self._steps = (self._steps, int(action))
        if self._move is None:
            reached = self._moves.deal(feed)
        else:
            reached = self._moves.play(self._state, *self._move, feed)
        if isinstance(reached, list):
            self._feed, self._outcomes = feed, reached
            if reached[-1][0] >= MAX_CHANCE_OUTCOMES:
                raise ValueError(f"chance outcome {reached[-1][0]} >= {MAX_CHANCE_OUTCOMES}")
        else:
            self._state, self._move, self._feed, self._outcomes = reached, None, None, None

    def world(self, state: State) -> _ChanceEngine:
        twin = _ChanceEngine(self._moves, self._observers, None, ChanceMoves.world(state))
        twin._state, twin._initial, twin._steps = twin._initial, None, _WORLD
        return twin

    def __deepcopy__(self, memo: dict) -> _ChanceEngine:
        twin = _ChanceEngine.__new__(_ChanceEngine)
        _Engine.__init__(twin, None, self._initial, self._observers)
        if self._state is not None:
            twin._state = self._state.clone()
        twin._moves, twin._seed, twin._move = self._moves, self._seed, self._move
        twin._feed, twin._outcomes, twin._steps = self._feed, self._outcomes, self._steps
        return twin

    def __reduce__(self) -> tuple:
        if self._steps is _WORLD:
            raise tabletop.ConfigError(
                "a sampled world (from resample_from_infostate) has no record: its hidden cards"
                " were not dealt by the game's chance nodes"
            )
        steps, node = [], self._steps
        while node is not None:
            node, step = node
            steps.append(step)
        return _replayed, (self._moves, self._seed, steps[::-1])


def _replayed(moves: ChanceMoves, seed: int | None, steps: list[int]) -> _ChanceEngine:
    """The holder that ``steps`` (actions and outcomes) reach from the deal."""
    initial = None if seed is None else moves.fixed(seed)
    holder = _ChanceEngine(moves, _observers(moves.engine), seed, initial)
    for step in steps:
        holder.apply(step)
    return holder


@functools.lru_cache(maxsize=64)
def _engine_game(name: str, options: tuple[tuple[str, Any], ...]) -> Game:
    """The configured engine game, made once per option set: a deal is one OpenSpiel game (its
    ``seed``), so a loop loads a game per episode, and Kung Fu's card set takes 0.4 ms to load.
    An engine ``Game`` is configuration only, so games with equal options can share one."""
    return tabletop.make(name, **dict(options))


@functools.lru_cache(maxsize=64)
def _view_observers(engine: Game) -> tuple[list[Observer], list[Observer]]:
    """``ViewObserver``'s per-seat observers of an engine game, for positions handed out and
    for pristine initial states: shared by all its observers (each copies into its own tensor;
    a Kung Fu set takes 0.1 ms to make, and a loop may load a game per deal)."""
    seats = range(engine.num_players)
    return [Observer(engine, p) for p in seats], [Observer(engine, p) for p in seats]


@functools.lru_cache(maxsize=64)
def _observers(engine: Game) -> list[ListObserver]:
    """The tensors' observers of an engine game, one per seat: shared by all its deals (each
    observer compares what it reads with what it last wrote, so any state may ask)."""
    return [ListObserver(engine, p) for p in range(engine.num_players)]


class TabletopGame(pyspiel.Game):
    """One tabletop game with fixed options, dealing a seeded sequence of deals to OpenSpiel.

    :func:`register` makes one subclass per game, setting ``game_type`` and ``engine_name``.
    """

    game_type: pyspiel.GameType
    engine_name: str

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**self.game_type.parameter_specification, **(params or {})}
        # OpenSpiel has no None: an option whose default is None (Kung Fu's cards) is "" there
        unset = {
            o.name
            for o in tabletop.engine.descriptor(self.engine_name).options
            if o.default is None
        }
        options = tuple(
            sorted(
                (k, None if k in unset and v == "" else v)
                for k, v in params.items()
                if k not in _NOT_OPTIONS
            )
        )
        mode = params["chance_mode"]
        if mode not in CHANCE_MODES:
            raise tabletop.ConfigError(
                f"chance_mode must be one of {', '.join(CHANCE_MODES)}, got {mode!r}"
            )
        seed = int(params["seed"])
        # Explicit chance plays the rules with chance nodes (``self.chance``); sampled chance
        # deals a sequence of seeded games, each state on first use.
        self.chance = chance_moves(self.engine_name, options) if mode == "explicit" else None
        if self.chance is None:
            self.engine = _engine_game(self.engine_name, options)
            self._initial = self.engine.new_game(seed=seed) if params["fixed_deal"] else None
        else:
            self.engine = self.chance.engine
            self._initial = self.chance.fixed(seed) if params["fixed_deal"] else None
        self._seed = seed if params["fixed_deal"] else None
        engine = self.engine
        self.recall = Recall(engine.observation_size, engine.num_distinct_actions, params["recall"])
        self._deals = random.Random(seed)
        self._observers = _observers(self.engine)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.engine.num_distinct_actions,
            max_chance_outcomes=0 if self.chance is None else MAX_CHANCE_OUTCOMES,
            num_players=self.engine.num_players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0
            if self.game_type.utility == pyspiel.GameType.Utility.ZERO_SUM
            else None,
            max_game_length=MAX_GAME_LENGTH,
        )
        game_type = self.game_type
        if mode != game_type.parameter_specification["chance_mode"]:
            game_type = _game_type(
                game_type.short_name,
                game_type.parameter_specification,
                game_type.min_num_players,
                game_type.max_num_players,
                game_type.utility,
                mode,
            )
        super().__init__(game_type, info, params)

    def new_initial_state(self) -> TabletopState:
        if self.chance is not None:
            holder = _ChanceEngine(self.chance, self._observers, self._seed, self._initial)
            return TabletopState(self, holder)
        dealer = None if self._initial is not None else self
        return TabletopState(self, _Engine(None, self._initial, self._observers, dealer))

    def next_deal(self) -> State:
        """The next deal of the sequence ``seed`` starts (an engine state)."""
        return self.engine.new_game(seed=self._deals.getrandbits(62))

    # The sizes straight from the engine: pyspiel's would deal a throw-away state to learn them.
    def observation_tensor_shape(self) -> list[int]:
        return [self.engine.observation_size]

    def observation_tensor_size(self) -> int:
        return self.engine.observation_size

    def information_state_tensor_shape(self) -> list[int]:
        return [self.recall.size]

    def information_state_tensor_size(self) -> int:
        return self.recall.size

    def __reduce__(self) -> tuple:
        """A pickle loads the game again with the same parameters, at the same point of its
        sequence of deals (so workers sent one game deal alike: give each its own ``seed``)."""
        params = dict(self.get_parameters())
        return _load_game, (self.game_type.short_name, params, self._deals.getstate())

    def make_py_observer(
        self, iig_obs_type: pyspiel.IIGObservationType | None = None, params: Any = None
    ) -> ViewObserver:
        return ViewObserver(self.engine, iig_obs_type, params, self.recall)


def _load_game(short_name: str, params: dict[str, Any], deals: tuple) -> TabletopGame:
    register()
    game = pyspiel.load_game(short_name, params)
    game._deals.setstate(deals)
    return game


class TabletopState(pyspiel.State):
    """An engine state behind OpenSpiel's sequential-game interface."""

    def __init__(self, game: TabletopGame, holder: _Engine) -> None:
        super().__init__(game)
        self._engine = holder

    @property
    def engine(self) -> State | None:
        """The engine state (None while an explicit deal waits for chance)."""
        return self._engine.state

    def current_player(self) -> int:
        return self._engine.player()

    def legal_actions(self, player: int | None = None) -> list[int]:
        """pyspiel's ``legal_actions`` without the round trip through C++ (four calls back
        into Python) for the usual question: the current player's ids."""
        holder = self._engine
        current = holder.player()  # brings ``_to_move`` up to date (and makes ``_state``)
        if player is not None and player != current:
            return super().legal_actions(player)
        if current < 0:
            return [o for o, _ in holder.chance_outcomes()]  # none when terminal
        return holder.legal.sorted_ids(holder._state, current, holder._to_move)[:]

    def observation_tensor(self, player: int | None = None) -> list[float]:
        """pyspiel's ``observation_tensor`` without its round trip through C++, which builds a
        throw-away initial state to learn the shape and copies the tensor twice. The values
        are the engine's observation (C++ callers get them rounded to float32)."""
        holder = self._engine
        if player is None:
            player = holder.player()
        tensor = holder.tensor(player)
        if tensor is None:
            return super().observation_tensor(player)  # pyspiel's own error
        return tensor

    def information_state_tensor(self, player: int | None = None) -> list[float]:
        """The observation and the seat's own past action ids (:mod:`.recall`), answered on
        the Python side as ``observation_tensor`` is."""
        holder = self._engine
        if player is None:
            player = holder.player()
        observation = holder.tensor(player)
        if observation is None:
            return super().information_state_tensor(player)  # pyspiel's own error
        return self.get_game().recall.as_list(observation, _own_actions(self, player))

    def _legal_actions(self, player: int) -> list[int]:
        return self._engine.legal_ids(player)

    def chance_outcomes(self) -> Outcomes:
        """The next chance node's outcomes (card ids, die faces 0-5, ...) and their exact
        probabilities, in increasing order; empty at a seat's decision."""
        return list(self._engine.chance_outcomes())

    def _apply_action(self, action: int) -> None:
        self._engine.apply(action)

    def _action_to_string(self, player: int, action: int) -> str:
        """The notation: of a legal action now, or of any id where ids are fixed (so a past
        move of the history reads too); ``#id`` where only the position could tell."""
        if player == CHANCE:
            return f"chance:{action}"
        holder = self._engine
        legal = holder.legal.get(holder.state, player) if player >= 0 else {}
        if action in legal:
            return legal[action].notation
        return holder.state.game.action_notation(action) or f"#{action}"

    def is_terminal(self) -> bool:
        return self._engine.player() == TERMINAL

    def returns(self) -> list[float]:
        engine = self.engine
        if engine is None or not engine.is_over:
            return [0.0] * self.get_game().num_players()
        return [float(r) for r in engine.result.returns]

    def resample_from_infostate(self, player: int, sampler: Any) -> TabletopState:
        """A world consistent with ``player``'s information: the engine's ``determinize``."""
        if self.is_chance_node():
            raise ValueError("a world is resampled at a seat's decision, not at a chance node")
        rng = random.Random(int(sampler() * (1 << 53)))
        twin = self.clone()
        twin._engine = self._engine.world(self.engine.determinize(player, rng))
        return twin

    def __str__(self) -> str:
        engine = self.engine
        return "{}" if engine is None else json.dumps(engine.view(None), sort_keys=True)

    def __reduce__(self) -> tuple:
        """Pickled as the game and ``serialize()`` (the engine record): pyspiel's own pickle
        goes through ``serialize_game_and_state``, which no Python game with sampled chance
        can pass (it asks the game for ``GetRNGState``, which pybind does not expose)."""
        return _load_state, (self.get_game(), self.serialize())


def _load_state(game: TabletopGame, text: str) -> TabletopState:
    return game.deserialize_state(text)


def _own_actions(state: TabletopState, player: int) -> list[int]:
    """``player``'s action ids so far, in order (pyspiel's history: a resampled world's too)."""
    return [step.action for step in state.full_history() if step.player == player]


class ViewObserver:
    """OpenSpiel's observer interface over views: a seat's own observation, with its own past
    actions for perfect recall (the information state, laid out by :class:`.recall.Recall`).

    ``set_from`` rewrites ``tensor`` (OpenSpiel's observers do: copy it to keep it) from
    per-seat observers kept up to date between calls, as the adapters' are, which all the
    observers of an engine game share (``_view_observers``). pyspiel's C++
    tensors (``random_sim_test``, C++ algorithms) come through here too, and read a throw-away
    initial state between two reads of the real one: that state has observers of its own, so
    that neither set keeps switching between the two positions.
    """

    def __init__(
        self,
        engine: Game,
        iig_obs_type: pyspiel.IIGObservationType | None,
        params: Any,
        recall: Recall,
    ) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        private = iig_obs_type.private_info if iig_obs_type else None
        if private not in (None, pyspiel.PrivateInfoType.SINGLE_PLAYER):
            raise ValueError("only a single seat's observation exists (its view)")
        self.perfect_recall = bool(iig_obs_type and iig_obs_type.perfect_recall)
        self._recall = recall if self.perfect_recall else None
        self.tensor = np.zeros(
            recall.size if self.perfect_recall else engine.observation_size, np.float32
        )
        # C++ reads the tensor block by block, in this order
        self.dict = (
            recall.views(self.tensor) if self.perfect_recall else {"observation": self.tensor}
        )
        self._seats, self._initial_seats = _view_observers(engine)

    def set_from(self, state: TabletopState, player: int) -> None:
        holder = state._engine
        seats = self._initial_seats if holder.pristine else self._seats
        position, to_move = holder.seen()
        if position is None:  # an explicit deal waiting for chance: nothing seen yet
            if holder.tensor(player) is None:
                raise tabletop.ConfigError(f"no seat {player!r} in this game")
            self.tensor.fill(0.0)
            return
        seat = position.check_seat(player)  # a ConfigError for a seat that does not exist
        observation = seats[seat].update(position, to_move)
        if self._recall is None:
            np.copyto(self.tensor, observation)
        else:
            self._recall.into(self.tensor, observation, _own_actions(state, seat))

    def string_from(self, state: TabletopState, player: int) -> str:
        engine = state.engine
        if engine is None:  # an explicit deal waiting for chance: nothing seen yet
            return ""
        text = json.dumps(engine.view(player), sort_keys=True)
        if self.perfect_recall:  # a move still drawing its chance is the seat's already
            mine = [n for p, n in engine.actions_taken() if p == player]
            mine += state._engine.pending(player)
            text = f"{text}\n{json.dumps(mine)}"
        return text


def _game_type(
    short_name: str, params: dict, low: int, high: int, utility: Any, mode: str | None = None
) -> Any:
    """The game's type; ``mode`` is its chance mode (the ``chance_mode`` default if None)."""
    explicit = (mode or params["chance_mode"]) == "explicit"
    return pyspiel.GameType(
        short_name=short_name,
        long_name=f"tabletop {short_name.removeprefix('tabletop_')}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        if explicit
        else pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high,
        min_num_players=low,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={**params, **_DEAL_PARAMETERS},
    )


def register() -> None:
    """Register the games with pyspiel (again is harmless)."""
    known = set(pyspiel.registered_names())
    for short_name, name, params, low, high, utility in _games():
        if short_name in known:
            continue
        game_type = _game_type(short_name, params, low, high, utility)
        # A class, not a closure: pyspiel keeps the creator until after Python has shut down,
        # and a closure freed then crashes the interpreter on exit.
        cls = type(
            f"{name.title()}Game",
            (TabletopGame,),
            {"game_type": game_type, "engine_name": name, "__module__": __name__},
        )
        _CLASSES.append(cls)
        globals()[cls.__name__] = cls  # found by name, as pickle looks classes up
        pyspiel.register_game(game_type, cls)
