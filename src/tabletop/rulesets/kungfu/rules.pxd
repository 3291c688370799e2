# Compiled layout of rules.py: KungFuState's fields typed (counters and seats as C ints, per-seat
# facts as lists, card collections as tuples), its clone() and closure-free rule methods cpdef,
# so that they call each other in C. ``used`` is a C int: its bits are slots 3p + k, at most 14
# with 5 seats, so a C shift gives what Python's does. Methods with a generator expression or
# **kwargs stay def (a cpdef function takes no closure).
cimport cython

from tabletop.engine.contract cimport Action as CAction  # (the .py imports the name Action)
from tabletop.engine.phased cimport PhasedState
from tabletop.rulesets.kungfu.actions cimport ActionTable
from tabletop.rulesets.kungfu.cards cimport CardSet

# The constants this module imports, as C globals (no module imports them from here): a phase
# compares by a pointer test first, without a lookup of the name.
cdef str ATTACK, AVO, CHOOSE, DEFEND, DRAFT, HIT, OVER, PLACE
cdef int CARDS_PER_ROUND, ROUNDS, MAX_DICE
cdef tuple AVO_DOWN, AVO_UP, HIT_DOWN, HIT_UP


cdef class KungFuState(PhasedState):
    cdef public CardSet card_set
    cdef public ActionTable acts
    cdef public object rng  # an engine Rng, or interop's ChanceRng
    cdef public int n, round
    cdef public str phase
    cdef public tuple movers
    cdef public list symbols, hp, max_hp, atk, dfn, hit, hit_max, avo, avo_max, out_at
    cdef public list hand, chosen, spent
    cdef public tuple box, next_roll
    cdef public list roll, pool, dice_on
    cdef public int used
    cdef public list initiative
    cdef public tuple order, rolloff
    cdef public int turn, attacker, atk_slot, target, def_slot, exchanges
    cdef public dict last
    cdef public list packs
    cdef public int step
    cdef public tuple taken
    cdef public str reason
    cdef public tuple ending
    cdef public list marks

    @cython.locals(twin=KungFuState)  # its fields set in C, not by name
    cpdef clone(self)
    cpdef bint _may_act(self, player)
    @cython.locals(card_set=CardSet)
    cpdef list _seat_actions(self, int player)
    @cython.locals(pool=tuple, put=tuple, capacity=tuple, dice_on=list, out=list,
                   slot=cython.int, card=cython.int, face=cython.int, last=cython.int)
    cpdef list _placements(self, int p)
    @cython.locals(card_set=CardSet, t=cython.int)
    cpdef list _attacks(self, int p)
    @cython.locals(out=list, face=cython.int, last=cython.int)
    cpdef list _shifts(self, int slot, tuple up, tuple down)
    @cython.locals(used=cython.int, out=list, slot=cython.int)
    cpdef list _unused(self, int p)
    @cython.locals(kind=str)
    cpdef _apply(self, player, CAction action)
    cpdef int _slot(self, int p, card)
    cpdef _submitted(self, int p)
    cpdef _keep(self, int p, card)
    cpdef _pass_packs(self)
    @cython.locals(picks=cython.int, marks=list)
    cpdef _choose(self, int p, card)
    @cython.locals(n=cython.int, standing=list, init=tuple, marks=list, order=list, tied=list,
                   group=list)
    cpdef reveal_cards(self)
    @cython.locals(slot=cython.int, capacity=tuple)
    cpdef bint _can_place(self, int p)
    @cython.locals(slot=cython.int, pool=tuple, i=cython.Py_ssize_t, marks=list)
    cpdef _put(self, int p, card, face)
    cpdef _start_attacks(self)
    @cython.locals(m=cython.int, i=cython.int, at=cython.int, p=cython.int)
    cpdef _next_attacker(self)
    cpdef bint _any_unused(self, int p, tuple shows)
    cpdef _use(self, int p, card, int target)
    cpdef bint _can_shift(self, int slot, points)
    @cython.locals(slot=cython.int, p=cython.int, points=list, dice=list, marks=list)
    cpdef _shift(self, face, delta)
    @cython.locals(d=cython.int)
    cpdef _strike(self)
    cpdef bint met(self, int slot)
    @cython.locals(card_set=CardSet, hp=list, marks=list, a=cython.int, d=cython.int, slot=cython.int,
                   dslot=cython.int, card=cython.int, dcard=cython.int)
    cpdef _resolve(self)
    cpdef _end_round(self)
    cpdef mark_all(self)
    cpdef start_round(self)
