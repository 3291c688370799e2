"""Research adapters: tabletop games as OpenSpiel, PettingZoo and Gymnasium environments.

Each adapter is its own module so that importing one needs only its own library
(``pip install 'tabletop[rl]'`` or ``'tabletop[openspiel]'``). All of them work through the
engine contract only: fixed action ids from ``State.action_id`` and observations from
``State.observation_features`` (``State.observation`` in sparse form), which are built from
views, so no adapter can leak hidden information.
See docs/research.md.
"""
