# Compiled layout of moves.py: the legal-ids cache as an extension type over the engine's
# typed State, so that an adapter's step asks the rules (legal_actions, apply_legal) in C.
cimport cython

from tabletop.engine.contract cimport State as CState  # (the .py imports the name State)


cpdef dict legal_by_id(CState state, player, to_move=*)


cdef class LegalCache:
    cdef public object _state, _history
    cdef public object _player
    cdef public dict _legal
    cdef public object _sorted

    cpdef dict get(self, CState state, player, to_move=*)
    cpdef list sorted_ids(self, CState state, player, to_move=*)
    @cython.locals(legal=dict)
    cpdef play(self, CState state, player, action_id, to_move=*)
