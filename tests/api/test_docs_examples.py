"""Every shell example of docs/api.md, extracted from the doc and run in order, in one shell,
against a live server on 127.0.0.1: each answer is JSON, an error exactly where the doc shows
one (with the doc's code), and the move it makes is one chosen from GET .../moves."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import LiveServer, make_settings, migrated
from tests.reliability.helpers import NO_LIMITS

DOC = Path(__file__).resolve().parents[2] / "docs" / "api.md"
BLOCK = re.compile(r"```(sh|json)\n(.*?)```", re.S)
MARK = "@@@ example {} @@@"


def examples() -> list[tuple[str, str | None]]:
    """(shell text, the JSON the doc shows after it or None), for every shell block but the
    `play` command's and the client package's install (tests/client runs those)."""
    out: list[tuple[str, str | None]] = []
    for kind, text in BLOCK.findall(DOC.read_text()):
        if kind == "sh":
            if "python -m app play" not in text and "pip install" not in text:
                out.append((text, None))
        elif out and out[-1][1] is None:
            out[-1] = (out[-1][0], text)
    return out


def json_values(text: str) -> list:
    decoder, values, i = json.JSONDecoder(), [], 0
    while i < len(text):
        if text[i].isspace():
            i += 1
            continue
        value, i = decoder.raw_decode(text, i)
        values.append(value)
    return values


def shown_error(doc_json: str | None) -> str | None:
    try:
        shown = json_values(doc_json or "")
    except ValueError:
        return None  # an answer shortened with "..."
    return shown[0]["error"]["code"] if shown and isinstance(shown[0], dict) and "error" in shown[0] else None


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('docs-examples') / 'p.db'}")
    with LiveServer(make_settings(url, **NO_LIMITS)) as live:
        yield live


@pytest.mark.skipif(shutil.which("curl") is None, reason="curl is not installed")
def test_every_example_of_the_api_doc_runs_as_written(server, tmp_path):
    blocks = examples()
    assert len(blocks) >= 15 and sum("curl" in b for b, _ in blocks) >= 15
    script = ["set -euo pipefail"]
    for i, (text, _) in enumerate(blocks):
        script += [f"echo '{MARK.format(i)}'", text, "echo"]
    done = subprocess.run(["bash", "-c", "\n".join(script)], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120, env={"PATH": "/usr/bin:/bin", "S": server.url})
    assert done.returncode == 0, done.stderr[-2000:]
    outputs = re.split(r"@@@ example (\d+) @@@\n", done.stdout)[1:]
    answers = dict(zip(map(int, outputs[0::2]), outputs[1::2]))
    assert sorted(answers) == list(range(len(blocks)))
    moved = False
    for i, (text, doc_json) in enumerate(blocks):
        output = answers[i].strip()
        last = text.strip().splitlines()[-1]
        if "curl" not in text or "| python3" in last or "field" in last:
            continue  # an assignment, or an answer read by a helper
        values = json_values(output)
        assert values, f"example {i} answered nothing:\n{text}"
        expected = shown_error(doc_json)
        for value in values:
            got = value.get("error", {}).get("code") if isinstance(value, dict) else None
            assert got == expected, f"example {i} answered {value!r:.300}, the doc shows {expected}:\n{text}"
        if "Idempotency-Key" in text:
            moved = True
            assert values[0]["version"] == 1 and values[0]["seat"] == 0
            assert values[0]["events"][0]["seat"] == 0
    assert moved, "the doc's move example did not run"
