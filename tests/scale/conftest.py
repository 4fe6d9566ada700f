from tests.security.figures import summary


def pytest_terminal_summary(terminalreporter):
    summary(terminalreporter)
