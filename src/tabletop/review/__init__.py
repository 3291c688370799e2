"""Game review: where a finished game was won or lost, and what would have done better."""

from .analysis import Decision, Estimate, Review, review

__all__ = ["Decision", "Estimate", "Review", "review"]
