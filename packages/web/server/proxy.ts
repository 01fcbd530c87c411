import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { RequestHandler } from 'express';

// Hop-by-hop headers (RFC 9110 §7.6.1) are the connection's own and are not forwarded.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Forwards a request to a remote engine (ENGINE_URL) and streams the answer back, body and status unchanged.
 * An engine that cannot be reached answers 502 with the API's error body, so the client shows its generic error.
 */
export const proxyToEngine = (engineUrl: string): RequestHandler => {
  const base = new URL(engineUrl);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  const prefix = base.pathname.replace(/\/+$/, '');
  return (req, res) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !hopByHop.has(name)) headers[name] = value;
    }
    headers.host = base.host;
    const forwardedFor = req.headers['x-forwarded-for'];
    const clientIp = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${clientIp}` : clientIp;
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = req.protocol;
    const upstream = send(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: prefix + req.originalUrl,
        headers,
      },
      (answer) => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !hopByHop.has(name)) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.status(502).json({
        error: { code: 'anErrorHasOccurred', message: `the engine at ${base.origin} cannot be reached` },
      });
    });
    req.pipe(upstream);
  };
};
