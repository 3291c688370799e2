# Compiled layout of cards.py: CardSet's per-card tables typed as tuples, so that the rules read
# them as C fields. ``source`` stays an object: it may be a str subclass (a translated Term).

cdef class CardSet:
    cdef public tuple cards
    cdef public object source
    cdef public dict by_id
    cdef public tuple ids, symbol, initiative, condition, capacity, shiftable
    cdef public tuple atk, dfn, hit, hp, avo, counter, attacks, defends
