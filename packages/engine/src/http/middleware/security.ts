import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Security headers for an API that serves JSON and files only: a CSP that allows nothing (no scripts, frames or
 * forms), no framing, no MIME sniffing, no referrer. The web host serves the SPA under its own CSP.
 */
export const securityHeaders = (): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });

/**
 * CORS, closed by default: without configured origins no Access-Control-Allow-Origin is ever sent, so browsers on
 * other origins cannot read answers. Listed origins are echoed back (ESGKIT_CORS_ORIGINS).
 */
export const cors =
  (origins: readonly string[]): RequestHandler =>
  (req, res, next) => {
    const origin = req.get('origin');
    if (origins.length === 0 || !origin || !origins.includes(origin)) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      res.setHeader(
        'Access-Control-Allow-Headers',
        'authorization, content-type, accept-language, x-request-id, x-esgkit-share-token',
      );
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
