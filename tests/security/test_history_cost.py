"""Work that grows with a game's history is bounded and shared: websocket resumes from version 0,
`/log` and `/replay` need no token, and each used to rebuild the whole game. The issue's figures:
32 resumes of a 352-version game stalled the server 3.8 s; 8 clients reading `/log` moved the
health check to a median of 368 ms; 16 resumes of a 5,000-version room took the server from 118
to 815 MB and blocked it for up to 19.7 s.

Each test runs a real server (`python -m app serve`) over games written straight into its
database, attacks it from a process of its own, and probes its health meanwhile. Besides the
health check's latency, which a loaded machine blurs, each test bounds what the attack cost the
server in CPU time per request (the server's own work, which the machine's load does not change
much): rebuilding a game's history on every request is what made it large."""

from __future__ import annotations

import os

import httpx

from tests.conftest import migrated
from tests.reliability.helpers import ServerProcess
from tests.security import figures
from tests.security.availability import HealthProbe, bound, history_attack, idle_median, run_elsewhere
from tests.support.stored import store_game

ATTACK_SECONDS = 8.0
# A resume or a history request that shares what was built costs the server about 2 ms of CPU;
# one that rebuilt a 300-version game cost 36 ms.
CPU_MS_PER_REQUEST = 10.0


def cpu_seconds(pid: int) -> float:
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


def attack(server: ServerProcess, sockets: list, readers: list, seconds: float = ATTACK_SECONDS) -> tuple:
    """The attack, from a process of its own, under the health probe: (idle median, probe, counts,
    server CPU seconds it took)."""
    idle = idle_median(server.url)
    before = cpu_seconds(server.proc.pid)
    with HealthProbe(server.url) as probe:
        done = run_elsewhere(history_attack, server.url, server.port, sockets, readers, seconds)
    return idle, probe, done, cpu_seconds(server.proc.pid) - before


def test_health_holds_while_32_sockets_resume_from_zero_and_8_clients_read_log_and_replay(tmp_path):
    url = migrated(f"sqlite:///{tmp_path / 'history.db'}")
    playing, tokens, last = store_game(url, "camargue", 6, versions=300, seed=3)
    finished, _, end = store_game(url, "camargue", 5, seed=11)
    with ServerProcess(url, tmp_path / "server.log", {"LOG_LEVEL": "warning"}) as server:
        with httpx.Client(base_url=server.url, timeout=30) as http:  # both rooms loaded, as in play
            assert http.get(f"/api/rooms/{playing}/state").json()["status"] == "playing"
            assert http.get(f"/api/rooms/{finished}/state").json()["status"] == "finished"
        sockets = [(playing, tokens[i % 6] if i % 2 else None, last) for i in range(32)]
        readers = [(playing, False)] * 4 + [(finished, True)] * 4
        idle, probe, done, cpu = attack(server, sockets, readers)
    requests = done["resumes"] + done["history_requests"]
    print(f"health: idle median {idle:.1f} ms, under the history readers {probe.median:.1f} ms (max "
          f"{max(probe.latencies):.0f} ms over {len(probe.latencies)} probes); {done['resumes']} resumes from 0 of "
          f"{last} versions, {done['history_requests']} log and replay requests; server CPU {cpu:.2f} s, "
          f"{1000 * cpu / requests:.1f} ms a request")
    figures.add("websocket resumes from version 0 under the health probe", done["resumes"])
    figures.add("log and replay requests under the health probe", done["history_requests"])
    assert not done["gaps"], done["gaps"][:3]
    assert done["resumes"] >= 32 and done["history_requests"] >= 8
    assert probe.failures == 0
    assert probe.median <= bound(idle), f"health {probe.median:.1f} ms under the history readers, {idle:.1f} ms at rest"
    assert 1000 * cpu / requests <= CPU_MS_PER_REQUEST


def test_resumes_of_a_5000_version_room_take_little_memory_and_block_nothing(tmp_path):
    url = migrated(f"sqlite:///{tmp_path / 'long.db'}")
    room, tokens, last = store_game(url, "phototour", 4, versions=5000, seed=1)
    assert last == 5000
    with ServerProcess(url, tmp_path / "server.log", {"LOG_LEVEL": "warning"}) as server:
        with httpx.Client(base_url=server.url, timeout=60) as http:
            assert http.get(f"/api/rooms/{room}/state").json()["version"] == 5000
        before = rss_mb(server.proc.pid)
        sockets = [(room, tokens[i % 4] if i % 2 else None, last) for i in range(16)]
        idle, probe, done, cpu = attack(server, sockets, [], seconds=4.0)
        grown = rss_mb(server.proc.pid) - before
    print(f"health: idle median {idle:.1f} ms, during 16 resumes of a 5,000-version room {probe.median:.1f} ms "
          f"(max {max(probe.latencies):.0f} ms); {done['resumes']} resumes; RSS {before:.0f} MB + {grown:.0f} MB; "
          f"server CPU {cpu:.2f} s")
    figures.add("resumes from version 0 of a 5,000-version room", done["resumes"])
    assert probe.failures == 0 and max(probe.latencies) < 1000, "nothing blocks the server for a second"
    assert grown < 100, f"the server grew by {grown:.0f} MB"
    assert not done["gaps"], done["gaps"][:3]
    assert done["resumes"] >= 16
    assert probe.median <= bound(idle)
    assert 1000 * cpu / done["resumes"] <= CPU_MS_PER_REQUEST
