"""Match service, hub, bots and timers."""
