"""Command-line tools: simulate (bots at scale), play (a reference REST client), bench."""
