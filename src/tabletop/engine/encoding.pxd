# Compiled layout of encoding.py: the observers' buffer writers with C-int slots and indices,
# so that a game's compiled observer calls them in C. ``buf`` stays untyped: it is a numpy
# array's memoryview or a list (OpenSpiel's tensors), whichever the adapter hands in.
cimport cython


@cython.locals(j=Py_ssize_t)
cpdef set_one(buf, list last, Py_ssize_t k, Py_ssize_t i)
@cython.locals(old=list)
cpdef bint set_many(buf, list last, Py_ssize_t k, Py_ssize_t base, items) except -1
@cython.locals(old=list)
cpdef set_entries(buf, list last, Py_ssize_t k, list ones)
cpdef double clip(double x)
