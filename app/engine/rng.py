"""A small seeded generator whose whole state is one integer stored in the game state.

Games never use the `random` module: replaying setup(seed) plus the move log must reproduce the
state exactly, on any Python version. The generator is SplitMix64, which is tiny, fast and
well-distributed; its state lives in ``state["rng"]`` and never appears in a view.
"""

from __future__ import annotations

from typing import Any, MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
RNG_KEY = "rng"


def seed_state(seed: int) -> int:
    """The generator state for a seed (any int)."""
    return (seed * 0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D) & _MASK


class Rng:
    """Reads and writes the generator state held in a game state dict."""

    __slots__ = ("_holder",)

    def __init__(self, holder: dict[str, Any]) -> None:
        if RNG_KEY not in holder:
            raise KeyError("state has no generator; call Rng.attach(state, seed) in setup")
        self._holder = holder

    @staticmethod
    def attach(holder: dict[str, Any], seed: int) -> "Rng":
        holder[RNG_KEY] = seed_state(seed)
        return Rng(holder)

    def next64(self) -> int:
        s = (self._holder[RNG_KEY] + 0x9E3779B97F4A7C15) & _MASK
        self._holder[RNG_KEY] = s
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in [lo, hi], both ends included."""
        return lo + self.below(hi - lo + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]
