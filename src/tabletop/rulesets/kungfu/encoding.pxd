# Compiled layout of encoding.py: the observer as an extension type that reads a typed
# KungFuState, so that the per-step comparisons of marks and keys read its fields in C.
# The buffer writers and the stats key are called in C (cimported: imported, each call would
# go through Python).
cimport cython

from tabletop.engine.encoding cimport clip, set_entries
from tabletop.rulesets.kungfu.rules cimport KungFuState


cpdef tuple _seat_stats(KungFuState s, int p, bint draft)
cpdef _mark_cards(buf, Py_ssize_t at, tuple was, tuple now)


cdef class Observer:
    cdef public object buf
    cdef public int me
    cdef public object codec
    cdef public list _order, _seats
    cdef public tuple _card
    cdef public Py_ssize_t _dice
    cdef public int _round
    cdef public object _box
    cdef public int _stage
    cdef public tuple _movers
    cdef public list _marks, _keys
    cdef public object _pack, _blank
    cdef public dict _counts
    cdef public list _entries
    cdef public object _phase
    cdef public tuple _turns
    cdef public bint _draft

    @cython.locals(
        stage=int, exchange=bint, marks=list, seen=list, seat=tuple, at=Py_ssize_t,
        turns=tuple,
    )
    cpdef write(self, KungFuState s, to_move=*)
    @cython.locals(seen=list)
    cpdef _restage(self, int stage)
    @cython.locals(was=tuple, waiting=bint)
    cpdef _write_movers(self, tuple movers, int stage)
    @cython.locals(seen=list, end=Py_ssize_t, old=list, new=list, keys=list, i=Py_ssize_t)
    cpdef _seat(
        self, KungFuState s, int stage, int k, int p, Py_ssize_t at, Py_ssize_t base,
        Py_ssize_t start,
    )
    @cython.locals(key=tuple, old=tuple, i=Py_ssize_t)
    cpdef _write_stats(self, KungFuState s, int p, int stage, Py_ssize_t at, Py_ssize_t base)
    @cython.locals(key=tuple, old=tuple, c=Py_ssize_t)
    cpdef _write_hand(
        self, KungFuState s, int k, int p, int stage, Py_ssize_t at, Py_ssize_t base
    )
    @cython.locals(chosen=tuple, slot=int, dice_shown=bint, key=tuple, was=tuple,
                   tail_at=Py_ssize_t, size=Py_ssize_t)
    cpdef _write_card(
        self, KungFuState s, int k, int p, int i, int stage, Py_ssize_t at, Py_ssize_t start
    )
    @cython.locals(key=tuple, old=tuple)
    cpdef _write_roll(self, KungFuState s, int p, int stage, Py_ssize_t at, Py_ssize_t dice)
    cpdef _face_counts(self, tuple dice)
    cpdef _write_phase(self, str phase)
    @cython.locals(ones=list, n=int)
    cpdef _write_turns(self, tuple turns)
    @cython.locals(ones=list, n=int)
    cpdef _write_exchange_and_draft(self, KungFuState s, bint exchange, bint draft)
