# Compiled layout of actions.py: the action table as an extension type, so that the rules read
# its per-card tables as C fields.

cdef class ActionTable:
    cdef public tuple keep, choose, use, use_on, defend, put
