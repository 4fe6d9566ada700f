import pytest

from tests.conftest import LiveServer, make_settings
from tests.reliability.helpers import NO_LIMITS


@pytest.fixture
def server(database_url):
    """A live server (uvicorn in a thread) without room and join limits."""
    with LiveServer(make_settings(database_url, **NO_LIMITS)) as live:
        yield live


@pytest.fixture
def app_client(database_url):
    """The app in process (TestClient) without room and join limits."""
    from fastapi.testclient import TestClient

    from app.main import create_app

    with TestClient(create_app(make_settings(database_url, **NO_LIMITS))) as c:
        yield c
