# Compiled layout of heuristic.py: the moves a playout asks at every step and the evaluation
# of its cut worlds take a typed FridayState, so that they read its fields and call its rules
# in C.
from tabletop.rulesets.friday.rules cimport FridayState

cpdef _fight(FridayState state)
cpdef evaluate(FridayState state)
cpdef list _situation(FridayState state, list owned)
cpdef bint quiet(FridayState state)
