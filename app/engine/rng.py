"""A small seeded generator whose whole state is one integer stored in the game state.

Games never use the `random` module: replaying setup(seed) plus the move log must reproduce the
state exactly, on any Python version. The generator is SplitMix64, which is tiny, fast and
well-distributed; its state lives in ``state["rng"]`` and never appears in a view.

A seed is hashed into the first state (`seed_state`), so seeds 1, 2, 3 ... start unrelated
streams. Before revision 0008 the first state was `seed * GAMMA + c` (mod 2**64), which made
neighbouring seeds one stream shifted by a draw; that migration rewrote every stored seed so that
each stored game deals as it did (docs/engine.md, "Seeds").
"""

from __future__ import annotations

from typing import Any, MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
RNG_KEY = "rng"


GAMMA = 0x9E3779B97F4A7C15


def mix64(x: int) -> int:
    """SplitMix64's output function: a bijection of 64-bit integers that scatters neighbours."""
    z = x & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def seed_state(seed: int) -> int:
    """The generator state for a seed (any int): the seed hashed, so nearby seeds share nothing."""
    return mix64(seed + GAMMA)


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
        s = (self._holder[RNG_KEY] + GAMMA) & _MASK
        self._holder[RNG_KEY] = s
        return mix64(s)

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
