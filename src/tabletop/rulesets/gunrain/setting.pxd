# Compiled layout of setting.py: Setting as an extension type with typed fields, and the
# setting's rules (a Gun Rain game's hottest loop) cpdef on a typed GunRainState, so that they
# read its fields in C. Costs, suits and numbers are C ints; bitmasks stay Python ints.
cimport cython
from tabletop.engine.contract cimport Action as CAction  # (the .py imports the name Action)
from tabletop.rulesets.gunrain.board cimport bits, coord_of, square_of
from tabletop.rulesets.gunrain.rules cimport GunRainState

# The card tables and constants this module imports from cards.py, as C globals: compared with
# the C-typed suits without making Python ints.
cdef tuple ACTION_COST, BOARD_SUIT, DECK_SUIT, DECK_VALUE, _CARD, _FLIP, _TO, _SWAP
cdef int BONUS_COST, CLUB, DIAMOND, HEART, SPADE


cdef class Setting:
    cdef public list acts, costs
    cdef public int keep, dest, required, paid, pending
    cdef public bint done

    @cython.locals(twin=Setting)  # its fields set in C, not by name
    cpdef Setting copy(self)
    cpdef list placed(self)
    cpdef int placed_count(self)


@cython.locals(
    s=Setting, hand=list, out=list, slack=cython.int, side=cython.int, keeping=cython.bint,
    card=cython.int, value=cython.int, suit=cython.int, cost=cython.int, left=cython.int,
)
cpdef list setting_actions(GunRainState state, int player)
@cython.locals(s=Setting, kind=str, suit=cython.int, side=cython.int)
cpdef apply_setting(GunRainState state, int player, CAction action)
cpdef bint _moves(Setting s)
cpdef bint _on_heart(GunRainState state, int player)
cpdef _planned_face_up(GunRainState state, Setting s)
cpdef list _heart_targets(GunRainState state, int player, int side, Setting s, int slack)
@cython.locals(diamonds=cython.int, source=cython.int, suit=cython.int, swaps=list)
cpdef list _destinations(GunRainState state, int player, int side, Setting s)
