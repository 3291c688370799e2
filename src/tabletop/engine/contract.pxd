# Compiled layout of contract.py (Cython's augmenting .pxd; the .py stays plain Python):
# Action and State as extension types with typed fields, and the rule hooks a compiled game
# overrides as cpdef, so that the engine calls them in C.
cimport cython


cdef class Action:
    cdef public str kind
    cdef public object card  # a Python int: compiled, 1 << card must not be a C shift
    cdef public tuple args
    cdef public str notation


cdef class State:
    cdef public object game
    cdef public object seed
    cdef public dict setup
    cdef public tuple history
    cdef public int reveal_count
    cdef public int legal_seat
    cdef public tuple legal_memo

    cpdef list legal_actions(self, player=*)
    cpdef bint _may_act(self, player)  # any int: 10**30 is no seat, not an overflow
    cpdef list _seat_actions(self, int player)
    cpdef _apply(self, player, Action action)
    cpdef clone(self)
    @cython.locals(memo=tuple, listed=Action)  # the memo's actions read in C
    cpdef apply(self, player, action)
    cpdef apply_legal(self, player, Action action)
    cpdef _copy_base_into(self, State twin)
