# Compiled layout of rules.py: FridayState's fields typed (counters as C ints, piles as lists),
# its clone() and closure-free rule methods cpdef, so that they call each other in C. The
# fight's bitmasks and the card ints stay Python ints: compiled, ``1 << card`` with a C-typed
# card is a C int's shift (256 for card 40). Methods with a generator expression, a lambda or
# **kwargs stay def (a cpdef function takes no closure).
cimport cython

from tabletop.engine.contract cimport Action as CAction  # (the .py imports the name Action)
from tabletop.engine.phased cimport PhasedState


cdef class FridayState(PhasedState):
    cdef public object rng  # an engine Rng, or interop's ChanceRng
    cdef public int level, life, max_life, step
    cdef public list stack, discard, aging, hazard_stack, hazard_discard, removed, pirates
    cdef public int pirates_beaten
    cdef public str phase
    cdef public list offer
    cdef public object enemy
    cdef public int enemy_value
    cdef public list left, right
    cdef public object used, destroyed, doubled, double_spent, zeroed
    cdef public int free_left
    cdef public bint drew_free
    cdef public object stop_card
    cdef public int steps_down
    cdef public tuple pending
    cdef public int budget
    cdef public object seen_aging
    cdef public int known_top, known_bottom
    cdef public bint won
    cdef public tuple ending

    @cython.locals(twin=FridayState)  # its fields set in C, not by name
    cpdef clone(self)
    cpdef bint _may_act(self, player)
    cpdef list _seat_actions(self, int player)
    cpdef bint free_draw_open(self)
    cpdef int draw_cost(self)
    cpdef bint can_pay(self)
    cpdef bint can_end(self, best_total)
    cpdef bint may_end(self)
    cpdef bint can_use(self, card)
    cpdef list _fight_actions(self)
    cpdef bint _fight_stuck(self)
    cpdef list face_up(self, source=*)
    cpdef bint _usable(self, ability, source, chain)
    cpdef list _targets(self, ability, source)
    cpdef list _copyable(self, source, chain)
    cpdef list _pending_actions(self)
    cpdef list removable(self)
    @cython.locals(kind=str)
    cpdef _apply(self, player, CAction action)
    cpdef _resolve(self, ability, source)
    cpdef _on_target(self, target)
    cpdef _leave_play(self, card, list side)
    cpdef _draw_action(self)
    cpdef _draw(self)
    cpdef _look(self, k)
    cpdef bint _rebuild(self)
    cpdef _gain(self, amount)
    cpdef _arrange(self, tuple order, dropped)
    cpdef int hazard_value(self)
    cpdef int fight_total(self, best=*)
    cpdef int _zero_cards_pending(self)
    cpdef _judge(self)
    cpdef _settle_zeroes(self)
    cpdef _zero(self, card)
    cpdef _finish_fight(self, total)
    cpdef bint _lose_life(self, amount)
    cpdef _remove(self, card)
    cpdef _clear_fight(self)
    cpdef _reset_fight(self)
    cpdef _next_turn(self)
    cpdef _start_hazard(self, hazard)
    cpdef int aging_taken(self)
    cpdef _start_pirate(self, pirate)
