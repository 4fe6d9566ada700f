"""Command-line tools: simulation, the reference REST client, the benchmark."""
