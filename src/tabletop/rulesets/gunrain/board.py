"""The board's geometry (G1, G3): layouts, seat coordinates, neighbours and walks.

Squares are ints 0..23, row by row from the south edge, each row left to right as the south
player sees it. The north half is the same picture turned 180 degrees, so a player's coordinate
c (1-12 their own territory, 13-24 the opponent's, counted on from their own seat, G3) is square
c - 1 for the south player and 24 - c for the north player. Sets of squares are int bitmasks.
"""

from __future__ import annotations

SQUARES = 24
SOUTH, NORTH = 0, 1
SIDE_NAMES = ("south", "north")
# Directions from a player's own seat (G6 heavy-gun shift): ahead = toward the opponent.
DIRECTIONS = ("ahead", "back", "left", "right")
AHEAD = 0
_DELTAS = ((1, 0), (-1, 0), (0, -1), (0, 1))  # (rows, columns) in the player's own frame


def square_of(side: int, coord: int) -> int:
    """The square at a player's coordinate (1-24 from their seat, G3)."""
    return coord - 1 if side == SOUTH else SQUARES - coord


def coord_of(side: int, square: int) -> int:
    """A square's coordinate from a player's seat (G3)."""
    return square + 1 if side == SOUTH else SQUARES - square


def bits(mask: int) -> list[int]:
    """The squares of a bitmask of the board, lowest first. The mask only ever shifts right:
    compiled, it is a C unsigned 64-bit int (a board has 24 squares), and the loop makes no
    Python ints."""
    out = []
    square = 0
    while mask:
        if mask & 1:
            out.append(square)
        mask >>= 1
        square += 1
    return out


class Layout:
    """A board shape: ``columns`` x ``rows``; each territory is the half nearest its owner (G1)."""

    __slots__ = ("name", "columns", "rows", "territory", "neighbours", "row_coords")

    def __init__(self, name: str, columns: int, rows: int) -> None:
        self.name = name
        self.columns = columns
        self.rows = rows
        half = (1 << (SQUARES // 2)) - 1
        self.territory = (half, half << (SQUARES // 2))  # by side
        self.neighbours = tuple(self._neighbours(square) for square in range(SQUARES))
        names = ("back", "middle", "front") if rows == 6 else ("back", "front")
        self.row_coords = {
            name: tuple(range(i * columns + 1, (i + 1) * columns + 1))
            for i, name in enumerate(names)
        }

    def _neighbours(self, square: int) -> int:
        row, col = divmod(square, self.columns)
        mask = 0
        for dr, dc in _DELTAS:
            r, c = row + dr, col + dc
            if 0 <= r < self.rows and 0 <= c < self.columns:
                mask |= 1 << (r * self.columns + c)
        return mask

    def row(self, side: int, square: int) -> int:
        """Rows ahead of the side's back edge: 0 = back row (G3; the voltage bonus, G8)."""
        return (coord_of(side, square) - 1) // self.columns

    def column(self, square: int) -> int:
        return square % self.columns

    def shifted(self, side: int, square: int, direction: int) -> int:
        """The square one step in ``direction`` from the side's seat; -1 off the board."""
        row, col = divmod(coord_of(side, square) - 1, self.columns)
        dr, dc = _DELTAS[direction]
        row += dr
        col += dc
        if 0 <= row < self.rows and 0 <= col < self.columns:
            return square_of(side, row * self.columns + col + 1)
        return -1

    def _spread(self, mask: int) -> int:
        out = 0
        square = 0
        while mask:  # bits(mask) without building its list
            if mask & 1:
                out |= self.neighbours[square]
            mask >>= 1
            square += 1
        return out

    def reachable(self, start: int, allowed: int, least: int, most: int) -> int:
        """Squares where a walk of ``least``..``most`` orthogonal steps on ``allowed`` can end.

        Walks may come back over their own squares (G7: each step is onto a movement square).
        """
        here = 1 << start
        ends = 0
        for step in range(1, most + 1):
            here = self._spread(here) & allowed
            if step >= least:
                ends |= here
        return ends

    def crossings(
        self, start: int, end: int, allowed: int, least: int, most: int, danger: int
    ) -> set[int]:
        """For every walk as in :meth:`reachable` ending on ``end``: the ``danger`` squares it
        enters (a bitmask). Used to find the route a mover takes through bullets (G6)."""
        layer = {(start, 0)}
        found: set[int] = set()
        for step in range(1, most + 1):
            nxt = set()
            for square, crossed in layer:
                for to in bits(self.neighbours[square] & allowed):
                    nxt.add((to, crossed | (danger & (1 << to))))
            layer = nxt
            if step >= least:
                for square, crossed in layer:
                    if square == end:
                        found.add(crossed)
        return found


LAYOUTS = {"4x6": Layout("4x6", 4, 6), "6x4": Layout("6x4", 6, 4)}
