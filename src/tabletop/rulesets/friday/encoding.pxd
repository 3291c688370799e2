# Compiled layout of encoding.py: the observer as an extension type that reads a typed
# FridayState, so that the per-step comparisons read the state's fields in C, and calls the
# buffer writers in C (cimported: imported, each call would go through Python).
cimport cython

from tabletop.engine.encoding cimport clip, set_many, set_one
from tabletop.rulesets.friday.rules cimport FridayState


cdef class Observer:
    cdef public object buf
    cdef public list _hot, _many
    cdef public tuple _head
    cdef public object _pirates
    cdef public int _taken, _discard_aging
    cdef public tuple _fight
    cdef public bint _flagged
    cdef public int _size, _life, _owned, _free_left

    @cython.locals(
        many=list, stack=list, discard=list, size=Py_ssize_t, head=tuple, top=Py_ssize_t,
        pile=list, hazards=bint, owned=Py_ssize_t, pirates=list, taken=int, hot=list,
        k=Py_ssize_t,
    )
    cpdef write(self, FridayState state, to_move=*)
    @cython.locals(hot=list)
    cpdef _write_head(self, FridayState state)
    @cython.locals(pirates=list, k=Py_ssize_t, base=Py_ssize_t)
    cpdef _write_pirates(self, FridayState state)
    @cython.locals(
        hot=list, many=list, left=list, right=list, pending=tuple, masks=tuple, cards=bint,
        k=Py_ssize_t, last=tuple, foe=tuple, rest=tuple,
    )
    cpdef _write_fight(self, FridayState state)
    @cython.locals(many=list, k=Py_ssize_t)
    cpdef _write_flags(self, tuple masks, list both)
