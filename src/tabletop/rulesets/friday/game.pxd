# Compiled layout of game.py: the preparation takes a typed FridayState, so that it sets the
# state's fields in C.
from tabletop.rulesets.friday.rules cimport FridayState


cpdef _prepare(FridayState state, dict options, dict setup)
cpdef list _rest(cards, set placed)
