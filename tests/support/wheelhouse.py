"""Wheels of packages installed in this interpreter, made offline from what is installed (each
distribution's files as its RECORD lists them), so a test can fill a fresh virtual environment
without a package index: `pip install --no-index --find-links <folder>`."""

from __future__ import annotations

import zipfile
from importlib import metadata
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name


def closure(names: list[str]) -> list[metadata.Distribution]:
    """The installed distributions `names` need, themselves included (extras left out)."""
    env = {**default_environment(), "extra": ""}
    seen: dict[str, metadata.Distribution] = {}
    todo = list(names)
    while todo:
        name = canonicalize_name(todo.pop())
        if name in seen:
            continue
        dist = seen[name] = metadata.distribution(name)
        for line in dist.requires or []:
            req = Requirement(line)
            if req.marker is None or req.marker.evaluate(env):
                todo.append(req.name)
    return list(seen.values())


def _tag(dist: metadata.Distribution) -> str:
    wheel = dist.read_text("WHEEL") or ""
    tags = [line.split(":", 1)[1].strip() for line in wheel.splitlines() if line.startswith("Tag:")]
    return tags[0] if tags else "py3-none-any"


def build_wheel(dist: metadata.Distribution, into: Path) -> Path:
    """One installed distribution back into a wheel (its scripts and compiled caches left out)."""
    name = dist.metadata["Name"].replace("-", "_")
    path = into / f"{name}-{dist.version}-{_tag(dist)}.whl"
    files = [f for f in dist.files or [] if not str(f).startswith("..") and "__pycache__" not in str(f)]
    records = [f for f in files if not str(f).endswith("RECORD")]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as whl:
        lines = []
        for f in records:
            whl.write(f.locate(), str(f))
            digest = f"{f.hash.mode}={f.hash.value}" if f.hash else ""
            lines.append(f"{f},{digest},{f.size or ''}")
        record = next(str(f) for f in files if str(f).endswith("RECORD"))
        whl.writestr(record, "\n".join(lines + [f"{record},,"]) + "\n")
    return path


def wheelhouse(names: list[str], into: Path) -> Path:
    into.mkdir(parents=True, exist_ok=True)
    for dist in closure(names):
        build_wheel(dist, into)
    return into
