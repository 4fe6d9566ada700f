# Panorama: `make run` serves on http://127.0.0.1:8000, `make test` runs every test.
# Both install exactly the versions in requirements/dev.txt (see "Dependencies" in README.md).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8000
LOCKS := requirements/app.txt requirements/dev.txt requirements/tools.txt

.PHONY: run test install migrate clean bench simulate lock upgrade lock-check _compile_into

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# The lock first, every package checked against its hash; then the project itself and its client
# package (clients/python, which `python -m app play` uses), which need nothing more (their build
# backend, setuptools, is in the lock; the client's httpx and websockets are the server's too).
$(STAMP): requirements/dev.txt pyproject.toml clients/python/pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements/dev.txt
	$(BIN)/python -m pip install --quiet --no-deps --no-build-isolation -e . -e clients/python
	touch $(STAMP)

install: $(STAMP)

migrate: $(STAMP)
	$(BIN)/python -m app migrate

run: migrate
	$(BIN)/python -m app serve --host $(HOST) --port $(PORT)

# Two workers (pytest-xdist); TEST_WORKERS=0 runs the suite in this process, one test at a time.
TEST_WORKERS ?= 2
test: $(STAMP)
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadgroup $(PYTEST_ARGS)

bench: $(STAMP)
	$(BIN)/python -m app bench

# --- the lock --------------------------------------------------------------------------------
# uv resolves for every platform (--universal) from Python 3.11 on; without --upgrade it keeps
# the versions already in the output file, so `make lock` changes only what pyproject.toml or
# the .in files ask for, and `make upgrade` moves everything to the newest releases.
UV := $(BIN)/uv
UV_COMPILE = $(UV) pip compile --quiet --universal --python-version 3.11 --generate-hashes \
	--custom-compile-command "make lock"

$(UV): requirements/tools.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements/tools.txt
	touch $(UV)

# $(1): the folder to write app.txt, dev.txt and tools.txt into; $(2): extra uv options.
define compile_locks
	$(UV_COMPILE) $(2) pyproject.toml requirements/build.in -o $(1)/app.txt
	$(UV_COMPILE) $(2) pyproject.toml requirements/build.in --extra dev -o $(1)/dev.txt
	$(UV_COMPILE) $(2) requirements/tools.in -o $(1)/tools.txt
endef

lock: | $(UV)
	$(call compile_locks,requirements)

# `make upgrade PACKAGE=fastapi` moves only that package (and what it needs moved).
upgrade: | $(UV)
	$(call compile_locks,requirements,$(if $(PACKAGE),--upgrade-package $(PACKAGE),--upgrade))
	@echo "Lock moved to the newest releases: review 'git diff requirements/', then 'make test'."

# Fails when the lock is not what `make lock` would write now, e.g. when pyproject.toml gained,
# lost or re-bounded a dependency and nobody ran `make lock`.
lock-check: | $(UV)
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && cp $(LOCKS) "$$tmp"/ && \
	$(MAKE) --no-print-directory _compile_into DIR="$$tmp" && \
	for f in $(notdir $(LOCKS)); do \
	  diff -u requirements/$$f "$$tmp"/$$f || { echo "requirements/$$f is out of date with pyproject.toml: run 'make lock'" >&2; exit 1; }; \
	done && echo "lock: requirements/ agrees with pyproject.toml"

_compile_into: | $(UV)
	$(call compile_locks,$(DIR))

clean:
	rm -rf $(VENV) *.egg-info .pytest_cache
