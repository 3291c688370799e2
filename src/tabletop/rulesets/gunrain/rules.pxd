# Compiled layout of rules.py: GunRainState's fields typed (seats, counters and squares as C
# ints, piles as lists), its clone() and closure-free rule methods cpdef, so that they call each
# other in C. ``face_up`` (a bitmask) and the card ints stay Python ints: compiled, a shift of a
# C-typed operand is a C int's shift. Methods with a generator expression, a lambda or **kwargs
# stay def (a cpdef function takes no closure).
cimport cython
from tabletop.engine.contract cimport Action as CAction  # (the .py imports the name Action)
from tabletop.engine.phased cimport PhasedState
from tabletop.rulesets.gunrain.board cimport Layout, bits, coord_of, square_of
from tabletop.rulesets.gunrain.setting cimport Setting

# The constants this module imports, as C globals (no module imports them from here).
cdef int AHEAD, SOUTH, NO_SHIFT, CLUB, DIAMOND, HEART, SPADE
cdef tuple BOARD_SUIT, DECK_SUIT
cdef str AIM, JOKER, OVER, PLACE, SET, SIDE


cdef class GunRainState(PhasedState):
    cdef public object rng  # an engine Rng, or interop's ChanceRng
    cdef public Layout layout
    cdef public int max_turns
    cdef public list board
    cdef public object face_up
    cdef public int south
    cdef public tuple pos, start, hp, tokens, jokers_used
    cdef public list hands, deck, discard
    cdef public str phase
    cdef public int actor, turn, turn_player, drawn, fresh
    cdef public list settings
    cdef public tuple aims, shifts, revealed, events, winners
    cdef public str reason
    cdef public tuple ending

    @cython.locals(twin=GunRainState, setting=Setting)  # fields set in C, copies called in C
    cpdef clone(self)
    @cython.locals(first=Setting, second=Setting)
    cpdef tuple _waiting(self)
    cpdef bint _may_act(self, player)
    cpdef list _seat_actions(self, int player)
    cpdef int side_of(self, int player)
    cpdef int forward(self, int player)
    cpdef list shift_options(self, int player)
    cpdef _apply(self, player, CAction action)
    cpdef _reveal(self)
    cpdef tuple _heavy_aims(self, int player)
    cpdef int _square_suit(self, int player)
    cpdef _advance_tokens(self)
    cpdef _token_hits(self, int owner, card, square, str how)
    cpdef _hurt(self, int player, int damage)
    cpdef _expand(self, int player)
    cpdef _move(self, int player)
    cpdef _best_route(self, int player, set routes)
    cpdef tuple _route_key(self, int player, crossed)
    cpdef _attack(self)
    @cython.locals(s=Setting)
    cpdef _discard_settings(self)
    cpdef _end_check(self)
    cpdef begin_draws(self)
    cpdef _next_draw(self)
    cpdef begin_setting(self)
    cpdef int voltage(self, int player)
    @cython.locals(hand=list, deck=list, _=cython.int)
    cpdef _draw(self, int player, int count)
    cpdef _use_joker(self, int player)


cpdef tuple replaced(tuple pair, int seat, value)
cpdef tuple _seats(bint first, bint second)
