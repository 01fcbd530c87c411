// @esgkit/web's host: the Express server that serves the SPA and mounts the engine API (`npm start`, `esgkit serve`).
export { buildWebAppIfStale, isWebAppStale, webPackageRoot } from './build-app.ts';
export { defaultAppDir, loadWebHostConfig, WebHostConfig } from './config/env.ts';
export { createWebApp, startWebHost, type WebHost, type WebHostOptions } from './host.ts';
export { proxyToEngine } from './proxy.ts';
