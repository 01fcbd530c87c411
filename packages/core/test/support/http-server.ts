import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Handler = (
  request: RecordedRequest,
  raw: { req: IncomingMessage; res: ServerResponse },
) => Promise<Reply | 'handled'> | Reply | 'handled';
export interface Reply {
  status?: number;
  json?: unknown;
  body?: Uint8Array | string;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** A real HTTP server on a loopback port, answering with `handler`, recording every request it got. */
export const startHttpServer = async (handler: Handler) => {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const reply = await handler(recorded, { req, res });
    if (reply === 'handled') return;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    const payload = reply.json === undefined ? (reply.body ?? '') : JSON.stringify(reply.json);
    res.writeHead(reply.status ?? 200, {
      'content-type': reply.json === undefined ? 'application/octet-stream' : 'application/json',
      ...reply.headers,
    });
    res.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** The envelope every JSON answer of the engine carries. */
export const envelope = (data: unknown) => ({
  data,
  meta: { snapshotVersion: 'test-snapshot', asOf: '2026-09-30', demo: true, coverage: null },
  warnings: [],
});

export const errorReply = (status: number, code: string, extra: Record<string, unknown> = {}): Reply => ({
  status,
  json: { error: { code, message: `${code} (test)`, ...extra } },
});
