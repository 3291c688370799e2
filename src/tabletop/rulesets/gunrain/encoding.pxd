# Compiled layout of encoding.py: the observer as an extension type that reads a typed
# GunRainState and the seats' typed Settings, so that the per-step comparisons read their
# fields in C. (The package imports the rules before the game: cimported here, setting.py
# would otherwise begin before the rules it imports.)
# The buffer writers and the block entries are called in C (cimported: imported, each call
# would go through Python).
cimport cython

from tabletop.engine.encoding cimport clip, set_entries, set_many, set_one
from tabletop.rulesets.gunrain.rules cimport GunRainState
from tabletop.rulesets.gunrain.setting cimport Setting


@cython.locals(ones=list)
cpdef list _head_ones(GunRainState state, int me, str phase, int south, bint north, to_move)
@cython.locals(ones=list)
cpdef list _board_ones(tuple key)
@cython.locals(ones=list)
cpdef list _token_ones(tuple key)
@cython.locals(ones=list)
cpdef list _act_ones(base, acts, costs, dest, north)
@cython.locals(ones=list)
cpdef list _revealed_ones(tuple key)


cdef class Observer:
    cdef public object buf
    cdef public int me
    cdef public list _entries, _many
    cdef public tuple _scalars, _head, _board
    cdef public list _faces
    cdef public tuple _tokens, _setting, _revealed

    @cython.locals(
        entries=list, south=int, frame=int, north=bint, setting=bint, hands=list,
        settings=list, held=list, scalars=tuple, head=tuple, last=tuple, tokens=tuple,
        many=list, mine=Setting, first=Setting, second=Setting, key=tuple,
        ones=list,
    )
    cpdef write(self, GunRainState state, to_move=*)
    @cython.locals(faces=list, square=Py_ssize_t, at=Py_ssize_t)
    cpdef _clear_faces(self)
    @cython.locals(faces=list, at=Py_ssize_t)
    cpdef _write_faces(self, list board, face_up, bint north, squares)
    @cython.locals(base=Py_ssize_t, p=Py_ssize_t)
    cpdef _write_scalars(self, GunRainState state, list held)
    @cython.locals(ones=list)
    cpdef _write_head(self, GunRainState state, str phase, int south, bint north, to_move)
