"""requirements/*.txt, the lock: it must agree with pyproject.toml, and the tests must run on it.

`make lock-check` (in .ci/run) proves the same by regenerating the lock with uv, which needs
the network; these tests need none. The lock's dependency closure is walked through the
metadata of the installed packages, which `make install` took from requirements/dev.txt (the
last test here checks that it did).
"""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path
from typing import NamedTuple

import pytest
from packaging.requirements import Requirement
from packaging.utils import NormalizedName, canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
LOCKS = ROOT / "requirements"


class Pin(NamedTuple):
    requirement: Requirement
    version: Version
    hashes: tuple[str, ...]

    def applies(self) -> bool:
        """Whether the pin's environment marker (e.g. sys_platform == 'win32') holds here."""
        marker = self.requirement.marker
        return marker is None or marker.evaluate({"extra": ""})


def read_lock(name: str) -> dict[NormalizedName, Pin]:
    text = (LOCKS / name).read_text().replace("\\\n", " ")
    pins: dict[NormalizedName, Pin] = {}
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        spec, *hashes = line.split("--hash=")
        requirement = Requirement(spec.strip())
        (specifier,) = requirement.specifier
        assert specifier.operator == "==", f"{name}: {line.split()[0]} is not pinned"
        pins[canonicalize_name(requirement.name)] = Pin(
            requirement, Version(specifier.version), tuple(h.strip() for h in hashes)
        )
    return pins


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


def roots(*, dev: bool) -> list[Requirement]:
    """What the lock is compiled from: the project's dependencies and its build backend."""
    project = pyproject()
    wanted = project["project"]["dependencies"] + project["build-system"]["requires"]
    if dev:
        wanted += project["project"]["optional-dependencies"]["dev"]
    return [Requirement(r) for r in wanted]


def applies(requirement: Requirement, extras: set[str]) -> bool:
    marker = requirement.marker
    return marker is None or any(marker.evaluate({"extra": e}) for e in extras | {""})


def check_closure(lock: dict[NormalizedName, Pin], wanted: list[Requirement]) -> list[str]:
    """Problems with the lock as the full, exact dependency set of `wanted` on this machine."""
    problems: list[str] = []
    reached: dict[NormalizedName, set[str]] = {}
    queue = [r for r in wanted if applies(r, set())]
    while queue:
        requirement = queue.pop()
        name = canonicalize_name(requirement.name)
        pin = lock.get(name)
        if pin is None:
            problems.append(f"{requirement} is needed but not in the lock")
            continue
        if not requirement.specifier.contains(pin.version, prereleases=True):
            problems.append(f"{requirement} is needed but the lock pins {name}=={pin.version}")
        extras = reached.get(name)
        if extras is not None and set(requirement.extras) <= extras:
            continue
        reached[name] = (extras or set()) | set(requirement.extras)
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            problems.append(f"{name} is not installed: run `make install`")
            continue
        queue += [
            dependency
            for dependency in map(Requirement, dist.requires or [])
            if applies(dependency, reached[name])
        ]
    for name, pin in lock.items():
        if pin.applies() and name not in reached:
            problems.append(f"the lock pins {name}=={pin.version}, which nothing here needs")
    return problems


@pytest.mark.parametrize("name", ["app.txt", "dev.txt", "tools.txt"])
def test_every_package_in_the_lock_is_pinned_with_hashes(name):
    pins = read_lock(name)
    assert pins
    assert [n for n, pin in pins.items() if not pin.hashes] == []
    assert all(h.startswith("sha256:") for pin in pins.values() for h in pin.hashes)


def test_the_app_lock_is_exactly_the_dependency_set_of_pyproject():
    assert check_closure(read_lock("app.txt"), roots(dev=False)) == []


def test_the_dev_lock_is_exactly_the_dependency_set_of_pyproject_with_the_dev_extra():
    assert check_closure(read_lock("dev.txt"), roots(dev=True)) == []


def test_the_build_backend_in_the_lock_is_the_one_pyproject_builds_with():
    locked_input = [
        line for line in (LOCKS / "build.in").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert locked_input == pyproject()["build-system"]["requires"]


def test_the_app_and_dev_locks_pin_the_same_versions_of_what_they_share():
    app, dev = read_lock("app.txt"), read_lock("dev.txt")
    assert set(app) <= set(dev)
    assert {n: app[n].version for n in app} == {n: dev[n].version for n in app}


def test_the_installed_packages_are_the_locked_ones():
    wrong = {}
    for name, pin in read_lock("dev.txt").items():
        if not pin.applies():
            continue
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            installed = None
        if installed is None or Version(installed) != pin.version:
            wrong[name] = (installed, str(pin.version))
    assert wrong == {}, "run `make install` (installed, locked): " + repr(wrong)


def test_the_closure_check_catches_a_dependency_missing_from_the_lock_and_a_stale_pin():
    lock = read_lock("app.txt")
    wanted = roots(dev=False)
    assert check_closure(lock, wanted + [Requirement("pytest>=8")]) == [
        "pytest>=8 is needed but not in the lock"
    ]
    fastapi = lock["fastapi"].version
    raised = [r if r.name != "fastapi" else Requirement(f"fastapi>{fastapi}") for r in wanted]
    assert check_closure(lock, raised) == [
        f"fastapi>{fastapi} is needed but the lock pins fastapi=={fastapi}"
    ]
    without_orjson = [r for r in wanted if r.name != "orjson"]
    assert check_closure(lock, without_orjson) == [
        f"the lock pins orjson=={lock['orjson'].version}, which nothing here needs"
    ]


def test_the_image_installs_from_the_app_lock_with_hashes():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "pip install --require-hashes -r requirements/app.txt" in dockerfile
    assert "pip install --no-deps --no-build-isolation ." in dockerfile
