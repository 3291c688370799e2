# Compiled layout of board.py (Cython's augmenting .pxd; the .py stays plain Python): Layout as
# an extension type with typed fields, squares and coordinates as C ints. Bitmasks stay Python
# ints, and so does every operand of a left shift (compiled, ``1 << square`` with a C-typed
# square would be a C int's shift), but in bits() and _spread(), which only shift the mask right
# by one: there it is a C unsigned 64-bit int (24 squares).
cimport cython

cpdef int square_of(int side, int coord)
cpdef int coord_of(int side, int square)
@cython.locals(out=list, square=cython.int)
cpdef list bits(unsigned long long mask)


cdef class Layout:
    cdef public str name
    cdef public int columns, rows
    cdef public tuple territory, neighbours
    cdef public dict row_coords

    cpdef int row(self, int side, int square)
    cpdef int column(self, int square)
    @cython.locals(row=cython.int, col=cython.int, dr=cython.int, dc=cython.int)
    cpdef int shifted(self, int side, int square, int direction)
    @cython.locals(out=cython.ulonglong, square=cython.int)
    cpdef unsigned long long _spread(self, unsigned long long mask)
    @cython.locals(step=cython.int)
    cpdef reachable(self, start, allowed, int least, int most)
    @cython.locals(step=cython.int, layer=set, found=set, nxt=set)
    cpdef set crossings(self, start, end, allowed, int least, int most, danger)
