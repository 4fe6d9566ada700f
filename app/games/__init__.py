"""One package per game; each exposes GAME, an instance of app.engine.Game."""
