"""Research adapters: tabletop games as OpenSpiel, PettingZoo and Gymnasium environments.

Each adapter is its own module so that importing one needs only its own library
(``pip install 'tabletop[rl]'`` or ``'tabletop[openspiel]'``). All of them work through the
engine contract only: fixed action ids from ``Game.action_ids`` and observations from
``State.observation_features`` (``State.observation`` in sparse form), which equal the encoding
of the seat's view (tests/interop/test_fast_paths.py), so no adapter leaks hidden information.
See docs/research.md.
"""
