# Compiled layout of contract.py (Cython's augmenting .pxd; the .py stays plain Python):
# Action and State as extension types with typed fields, and the rule hooks a compiled game
# overrides as cpdef, so that the engine calls them in C.

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
    cdef public tuple legal_memo

    cpdef list legal_actions(self, player=*)
    cpdef _apply(self, player, action)
    cpdef clone(self)
    cpdef apply_legal(self, player, action)
    cpdef _copy_base_into(self, State twin)
