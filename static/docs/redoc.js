// /redoc: ReDoc on this server's /openapi.json, every asset from this server.
Redoc.init("/openapi.json", { hideDownloadButton: false }, document.getElementById("redoc"));
