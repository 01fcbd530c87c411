import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Express } from 'express';
import { stateOf } from './context.ts';

/** Where the API reference is served (issue 28): Scalar's viewer over /api/openapi.json, every file from this host. */
export const API_DOCS_PATH = '/api/docs';
const BUNDLE_PATH = `${API_DOCS_PATH}/scalar.js`;
const INIT_PATH = `${API_DOCS_PATH}/init.js`;

// The standalone build is one script with Scalar's styles inside; the package's exports do not list it, so it is
// found beside the package's entry point.
const scalarBundlePath = join(
  dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
  'browser',
  'standalone.js',
);

/**
 * The bundle as served: its stylesheet names Scalar's web fonts on fonts.scalar.com whatever `withDefaultFonts` says
 * (checked in Chromium, 1.72.1), so each such source becomes a local font no machine has and the text falls back to
 * the system fonts of the same stack. Read once, on the first request (4 MB).
 */
let scalarBundle: string | undefined;
const servedBundle = (): string => {
  scalarBundle ??= readFileSync(scalarBundlePath, 'utf8').replace(
    /url\(https:\/\/fonts\.scalar\.com\/([a-z0-9-]+)\.woff2\) format\("woff2"\)/g,
    'local("esgkit-no-web-font-$1")',
  );
  return scalarBundle;
};

/**
 * The viewer's settings: the document of this host, no request leaving it — no web fonts (fonts.scalar.com), no
 * telemetry, no hosted agent or proxy, and the download of the document from this host.
 */
const initScript = `Scalar.createApiReference('#api-reference', ${JSON.stringify({
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  hideClientButton: true,
  showDeveloperTools: 'never',
  documentDownloadType: 'json',
})});\n`;

/**
 * The page's own policy, in place of the API's `default-src 'none'` (middleware/security.ts): scripts from this host
 * only (no 'unsafe-eval', no inline script), the document and the "try it" calls to this host; styles may be inline
 * because the viewer injects its stylesheet at run time (docs/decisions.md, issue 28 API reference).
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>esgkit API reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<div id="api-reference"></div>
<script src="${BUNDLE_PATH}"></script>
<script src="${INIT_PATH}"></script>
</body>
</html>
`;

/** Mounts the API reference page and its two scripts (before the API's 404 for unknown /api paths). */
export const mountApiDocs = (app: Express): void => {
  app.get(API_DOCS_PATH, (_req, res) => {
    stateOf(res).routeId = 'openapi';
    res.setHeader('Content-Security-Policy', DOCS_CSP);
    res.type('html').send(page);
  });
  app.get(INIT_PATH, (_req, res) => {
    stateOf(res).routeId = 'openapi';
    res.type('text/javascript').send(initScript);
  });
  app.get(BUNDLE_PATH, (_req, res) => {
    stateOf(res).routeId = 'openapi';
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('text/javascript').send(servedBundle());
  });
};
