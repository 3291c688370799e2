"""The phases of a game of Friday and the kinds of ability awaiting an answer: rules.py moves
through them, the view reports them, the encoding, the heuristic and the words read them."""

from tabletop.engine.phased import OVER as OVER  # every game's last phase

HAZARD_PHASE = "hazard"  # choose one of the two hazards offered (or skip the last one)
FIGHT_PHASE = "fight"  # draw free cards, pay life for more, use abilities, end the fight
ZERO_PHASE = "zero"  # tied highest cards, the player picks the one "highest card = 0" hits
REMOVE_PHASE = "remove"  # a lost fight, remove fighting cards up to the life paid
PIRATE_PHASE = "pirate"  # the hazards are over, choose the pirate ship to fight first
PHASES = (HAZARD_PHASE, FIGHT_PHASE, ZERO_PHASE, REMOVE_PHASE, PIRATE_PHASE, OVER)

# What an ability in progress waits for (state.pending[0], the view's fight.pending.kind).
PENDING_COPY = "copy"  # copy: the card whose ability to repeat
PENDING_EXCHANGE = "exchange"  # exchange x2: an optional second exchange
PENDING_MORE = "more"  # +2 cards: the optional second card
PENDING_REPLACE = "replace"  # below the pile: the optional free replacement
PENDING_SORT = "sort"  # sort 3 cards: the order to put them back, one dropped
PENDING_TARGET = "target"  # destroy, double, exchange...: the card it acts on
PENDING_KINDS = (
    PENDING_COPY,
    PENDING_EXCHANGE,
    PENDING_MORE,
    PENDING_REPLACE,
    PENDING_SORT,
    PENDING_TARGET,
)
