import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The SPA's Content-Security-Policy: scripts only from this origin and never `unsafe-eval` (charts go through
 * vega-interpreter, DEPENDENCIES.md). Styles allow inline because Mantine sets its CSS variables and component
 * styles through `style` attributes and one <style> element; no script can run from them.
 */
export const spaSecurityHeaders = (): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
