# Compiled layout of board.py: symbol counting reads the typed card set in C.
cimport cython

from tabletop.rulesets.kungfu.cards cimport CardSet


@cython.locals(counts=list)
cpdef tuple symbol_counts(CardSet card_set, tuple cards)
