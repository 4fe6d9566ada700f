"""The memo that views share across versions (app/engine/memo.py)."""

from __future__ import annotations

import threading
from collections import OrderedDict

from app.engine.memo import JsonMemo


def test_a_value_is_computed_once_and_every_read_is_a_fresh_copy():
    memo, calls = JsonMemo(size=2), []
    first = memo.get({"book": [1]}, lambda: calls.append(1) or {"zone": [3]})
    first["zone"].append(99)
    assert memo.get({"book": [1]}, lambda: calls.append(1) or {"zone": [0]}) == {"zone": [3]}
    assert calls == [1] and (memo.hits, memo.misses) == (1, 1)


def test_the_oldest_entry_goes_first():
    memo = JsonMemo(size=2)
    for k in (1, 2, 1, 3):  # 1 was read again after 2: 2 is the one to go
        memo.get(k, lambda k=k: k * 10)
    assert memo.get(1, lambda: "again") == 10
    assert memo.get(3, lambda: "again") == 30
    assert memo.get(2, lambda: "again") == "again"


class Vanishing(OrderedDict):
    """What another thread does between two steps of a read: the entry just found is let go."""

    def get(self, key, default=None):
        found = super().get(key, default)
        self.pop(key, None)
        return found


def test_an_entry_let_go_by_another_thread_meanwhile_is_no_error():
    memo = JsonMemo(size=2)
    memo._values = Vanishing()
    memo._values[b"1"] = b"10"
    assert memo.get(1, lambda: 0) == 10


def test_threads_reading_and_evicting_at_once_get_right_values():
    memo, wrong, errors = JsonMemo(size=4), [], []

    def reader(offset: int) -> None:
        try:
            for i in range(3000):
                k = (i * 7 + offset) % 9
                if memo.get(k, lambda k=k: [k, k * k]) != [k, k * k]:
                    wrong.append(k)
        except Exception as err:  # a KeyError before the fix
            errors.append(err)

    threads = [threading.Thread(target=reader, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors and not wrong
