// The contract on the local API: GET /openapi.json (the document, built once from the app's own
// route table) and GET /docs, a Swagger UI page whose scripts and styles come from the
// swagger-ui-dist package through /docs/assets, so it works without a network and under a CSP
// that allows nothing from elsewhere.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { API_MESSAGES } from '../lib/messages.ts';
import type { OpenApiDocument } from './document.ts';

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const INIT_SCRIPT = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Enlista: contrato del backend</title>
    <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png" />
  </head>
  <body>
    <main id="swagger-ui"><p>Cargando el contrato del backend…</p></main>
    <script src="/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/docs/assets/docs-init.js"></script>
  </body>
</html>
`;

/** Everything from this API itself; Swagger UI sets inline styles and shows data: images. */
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ASSETS: Readonly<Record<string, { readonly type: string; readonly read: () => string | Uint8Array }>> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: () => readFileSync(join(SWAGGER_DIR, 'swagger-ui.css')) },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => readFileSync(join(SWAGGER_DIR, 'swagger-ui-bundle.js')),
  },
  'favicon-32x32.png': { type: 'image/png', read: () => readFileSync(join(SWAGGER_DIR, 'favicon-32x32.png')) },
  'docs-init.js': { type: 'text/javascript; charset=utf-8', read: () => INIT_SCRIPT },
};

/** `document(origin)` builds the contract with this API's own origin as every base URL. */
export function docsRoutes(document: (origin: string) => OpenApiDocument) {
  const cached = new Map<string, string>();
  const assets = new Map<string, string | Uint8Array>();
  return new Hono()
    .get('/openapi.json', (c) => {
      const origin = new URL(c.req.url).origin;
      const json = cached.get(origin) ?? JSON.stringify(document(origin));
      cached.set(origin, json);
      return c.body(json, 200, { 'content-type': 'application/json; charset=utf-8' });
    })
    .get('/docs', (c) => c.html(PAGE, 200, { 'content-security-policy': CSP }))
    .get('/docs/assets/:name', (c) => {
      const name = c.req.param('name');
      const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
      if (!asset) return c.json({ message: API_MESSAGES.notFound }, 404);
      const body = assets.get(name) ?? asset.read();
      assets.set(name, body);
      return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, {
        'content-type': asset.type,
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
      });
    });
}
