"""The ``tabletop`` command: terminal play, replays, benchmarks.

Only the engine contract is used here, so every registered game works; a game looks
better once it has a screen module (see :mod:`tabletop.present.screens`).
"""
