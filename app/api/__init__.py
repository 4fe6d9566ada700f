"""REST routes."""
