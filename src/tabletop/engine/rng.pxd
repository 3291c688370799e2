# Compiled layout of rng.py: splitmix64 in C's unsigned 64-bit arithmetic, which wraps exactly
# as the .py's ``& _MASK``.
cimport cython

cdef unsigned long long _MASK, _GAMMA, _MIX1, _MIX2


cdef class Rng:
    cdef public unsigned long long state

    @cython.locals(twin=Rng)
    cpdef Rng copy(self)

    @cython.locals(z=cython.ulonglong)
    cpdef unsigned long long next64(self)

    cpdef randrange(self, n)

    @cython.locals(state=cython.ulonglong, z=cython.ulonglong, i=cython.Py_ssize_t, j=cython.Py_ssize_t)
    cpdef shuffle(self, list items)

    cpdef shuffle_pile(self, list pile)
    cpdef draw(self, list pile, unseen_from=*)
    cpdef reveal(self, list items, index, unseen)
