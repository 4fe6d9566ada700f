"""Persistence: models, engines, the batching writer and the repository."""
