"""Live updates over websockets."""
