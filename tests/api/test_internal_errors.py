"""A failure inside the server answers 500 with the JSON error body, on the move path and off it."""

from __future__ import annotations

from fastapi.testclient import TestClient

from app.main import create_app
from tests.conftest import make_settings

from .test_rooms import auth, started_room


def test_unexpected_failures_answer_json_500(database_url, monkeypatch):
    with TestClient(create_app(make_settings(database_url)), raise_server_exceptions=False) as client:
        room, tokens = started_room(client)
        service = client.app.state.service

        async def broken(*args, **kwargs):
            raise RuntimeError("boom")

        monkeypatch.setattr(service, "submit", broken)
        monkeypatch.setattr(service, "scores", broken)
        r = client.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": {"type": "take", "n": 1}},
                        headers=auth(tokens[0]))
        assert r.status_code == 500
        assert r.json() == {"error": {"code": "internal_error", "message": "the server failed"}}
        r = client.get(f"/api/rooms/{room}/scores")
        assert r.status_code == 500 and r.json()["error"]["code"] == "internal_error"
        assert "boom" not in r.text
