"""Seeded randomness owned by a game state.

A splitmix64 generator: its whole state is one int, so ``clone()`` copies it for free
(``random.Random`` carries 625 words, which would dominate the cost of a clone).
"""

_MASK = (1 << 64) - 1
_GAMMA, _MIX1, _MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def copy(self) -> "Rng":
        twin = Rng.__new__(Rng)
        twin.state = self.state
        return twin

    def next64(self) -> int:
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Uniform in 0..n-1 (the modulo bias is below 2**-50 for the small n games use)."""
        return self.next64() % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place, ``next64`` written out in the loop: shuffles are a tenth of
        a random game's time, and the call per card was most of theirs."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = (state + _GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = state
