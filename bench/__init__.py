"""Load benchmark of a running Panorama server: `python -m app bench` (see bench/README.md)."""
