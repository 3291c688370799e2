# Compiled layout of heuristic.py: the test of a roll against a condition, which pricing the
# cards runs over every roll of up to 7 dice, called in C.

cpdef bint _meetable(cond, tuple dice, tuple counts)
