# Compiled layout of heuristic.py: planning's remembered hands and boards as extension types
# with typed fields, and the plan search's loops over action counts in C ints (costs and card
# numbers are small whole numbers) and C doubles (values, which add as Python's floats do).
cimport cython


cdef class _Hand:
    cdef public tuple cards
    cdef public dict by_suit
    cdef public list spent, keepers
    cdef public object total


cdef class _Terrain:
    cdef public object table
    cdef public list downs
    cdef public dict spots, walked, values, plans


@cython.locals(
    spent=list, keepers=object, values=dict, hearts=cython.long, moves=cython.long,
    shots=cython.long, guns=cython.long, bonus=cython.long, flips=cython.long,
    most_guns=cython.long, funds_all=cython.long, funds_hm=cython.long, funds_s=cython.long,
    funds=cython.long, required_hm=cython.long, required_s=cython.long, required=cython.long,
    cost=cython.long, spare=cython.long, top=cython.double, best_score=cython.double,
    flipped=cython.double, reach=cython.double, worth=cython.double, score=cython.double,
)
cpdef _best_plan(_Terrain terrain, _Hand hand, setting)
