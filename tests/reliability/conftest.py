import pytest

from tests.conftest import LiveServer, make_settings
from tests.reliability.helpers import NO_LIMITS


@pytest.fixture
def server(database_url):
    """A live server (uvicorn in a thread) without room and join limits."""
    with LiveServer(make_settings(database_url, **NO_LIMITS)) as live:
        yield live
