# Compiled layout of game.py: the deal and the board checks take a typed KungFuState, so that
# they read and set its fields in C. Arguments that come from a scenario (the setup, its seats)
# stay untyped: a typed dict or list argument refuses a subclass, which the checks accept.
# _prepare stays def: its nested comprehensions make a closure, which a cpdef function cannot
# hold.
from tabletop.rulesets.kungfu.cards cimport CardSet
from tabletop.rulesets.kungfu.rules cimport KungFuState


cpdef _deal(KungFuState state, seats, set placed)
cpdef bint _deal_once(KungFuState state, list dealt, list deck, int redeals)
cpdef bint _redeal(KungFuState state, int p, list deck, int redeals)
cpdef bint _fits(CardSet card_set, tuple hand)
cpdef _check_boards(KungFuState state)
