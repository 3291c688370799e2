# Compiled layout of arrays.py: the mask written through a typed bytearray, in C.
cimport cython


@cython.locals(mask=bytearray, i=Py_ssize_t)
cpdef mask_array(ids, Py_ssize_t size)
