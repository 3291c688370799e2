"""Blind Bid: a tabletop game that lives in a package of its own (see docs/engine.md)."""
