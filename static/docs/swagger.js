// /docs: Swagger UI on this server's /openapi.json, every asset from this server.
window.ui = SwaggerUIBundle({
  url: "/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  validatorUrl: null, // no request to validator.swagger.io
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
});
