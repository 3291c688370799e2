# Compiled layout of phased.py: PhasedState as an extension type without a phase field of its
# own (a game's class declares it), so is_over reads phase by name.
from tabletop.engine.contract cimport State


cdef class PhasedState(State):
    pass
