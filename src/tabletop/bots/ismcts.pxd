# Compiled layout of ismcts.py: the search tree's node as an extension type with typed fields,
# so that a playout's walk and update read and count in C. Rewards stay C doubles, which add
# exactly as Python's floats do.

cdef class _Node:
    cdef public int actor, visits, avail
    cdef public double reward
    cdef public dict children
