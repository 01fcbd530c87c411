import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, NetworkError, SessionExpiredError, TimeoutError } from '../src/api/index.ts';
import { envelope, errorReply, type Handler, startHttpServer } from './support/http-server.ts';

// The real client over a real socket, with undici's pooled Agent passed as the `fetch` option (the CLI passes none:
// Node's global fetch).
const agent = new Agent({ keepAliveTimeout: 10_000, connections: 4 });
const nodeFetch = ((url: string | URL, init?: RequestInit) =>
  undiciFetch(url, { ...(init as object), dispatcher: agent })) as unknown as typeof fetch;

let handler: Handler = () => ({ status: 500 });
let server: Awaited<ReturnType<typeof startHttpServer>>;
beforeAll(async () => {
  server = await startHttpServer((request, raw) => handler(request, raw));
});
afterEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await server.close();
  await agent.close();
});

const aClient = { id: 'c1', firstname: 'Ada', lastname: 'Rossi', portfolio: null };

describe('createClient', () => {
  it('sends the session token and answers the validated envelope', async () => {
    handler = () => ({ json: envelope([aClient]) });
    const client = createClient({
      baseUrl: server.baseUrl,
      auth: { token: 'tok-1' },
      fetch: nodeFetch,
      locale: 'it-IT',
    });

    const answer = await client.call('clients.list');

    expect(answer.data).toEqual([aClient]);
    expect(answer.meta.snapshotVersion).toBe('test-snapshot');
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.path).toBe('/api/v1/clients');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(server.requests[0]?.headers['accept-language']).toBe('it-IT');
  });

  it('fills and encodes path parameters, serialises the query and sends the JSON body', async () => {
    handler = () => ({
      json: envelope({ step: 'impact0', portfolioId: 'p1', computedAt: '2026-11-22T10:00:00' }),
    });
    const client = createClient({ baseUrl: `${server.baseUrl}/`, auth: { token: 't' }, fetch: nodeFetch });

    await client.call('chain.impact', {
      params: { portfolioId: 'p 1' },
      query: { type: 2 },
      body: { indicators: ['PHY_SCOPE1'] },
    });

    const request = server.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/v1/portfolios/p%201/chain/impact');
    expect(request?.query.get('type')).toBe('2');
    expect(request?.body).toEqual({ indicators: ['PHY_SCOPE1'] });
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('rejects an answer that does not match the contract, naming the route', async () => {
    handler = () => ({ json: envelope([{ id: 'c1' }]) });
    const client = createClient({ baseUrl: server.baseUrl, auth: { token: 't' }, fetch: nodeFetch });

    const error = await client.call('clients.list').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('anErrorHasOccurred');
    expect((error as ApiError).message).toContain('clients.list');
  });

  it('turns 401 on an authenticated route into SessionExpiredError', async () => {
    handler = () => errorReply(401, 'sessionExpired');
    const client = createClient({ baseUrl: server.baseUrl, auth: { token: 'old' }, fetch: nodeFetch });

    await expect(client.call('clients.list')).rejects.toBeInstanceOf(SessionExpiredError);
  });

  it('keeps the server’s key for 401 on a public route (a failed login is not an expired session)', async () => {
    handler = () => errorReply(401, 'incorrectCredentials');
    const client = createClient({ baseUrl: server.baseUrl, fetch: nodeFetch });

    const error = await client
      .call('auth.login', { body: { email: 'a@b.co', password: 'x' } })
      .catch((e: unknown) => e);

    expect(error).not.toBeInstanceOf(SessionExpiredError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('incorrectCredentials');
    expect((error as ApiError).status).toBe(401);
  });

  it('turns 504 into TimeoutError', async () => {
    handler = () => ({ status: 504, body: 'gateway timeout' });
    const client = createClient({ baseUrl: server.baseUrl, auth: { token: 't' }, fetch: nodeFetch });

    await expect(client.call('chain.recalculate', { params: { portfolioId: 'p1' } })).rejects.toBeInstanceOf(
      TimeoutError,
    );
  });

  it('carries the server’s message key and issues on other errors, and falls back to anErrorHasOccurred', async () => {
    const issues = [
      { code: 'negativeWeight', path: [0, 'weight'], messageKey: 'negativeWeight', severity: 'error' },
    ];
    handler = () => errorReply(422, 'invalidInput', { issues });
    const client = createClient({ baseUrl: server.baseUrl, auth: { token: 't' }, fetch: nodeFetch });
    const body = { investmentDay: '2024-01-02', investmentAmount: 1000, portfolio: { items: [], cash: 0 } };

    const invalid = (await client.call('lookups.create', { body }).catch((e: unknown) => e)) as ApiError;
    expect(invalid.code).toBe('invalidInput');
    expect(invalid.status).toBe(422);
    expect(invalid.issues).toEqual(issues);

    handler = () => errorReply(500, 'somethingTheClientDoesNotKnow');
    const unknown = (await client.call('clients.list').catch((e: unknown) => e)) as ApiError;
    expect(unknown.code).toBe('anErrorHasOccurred');
    expect(unknown.status).toBe(500);
  });

  it('carries the upgrade hint of a 403 so the caller can offer the upgrade (doc 1 §6)', async () => {
    const upgrade = { feature: 'customization.api', reason: 'locked', redirect: 'plan' };
    handler = () => errorReply(403, 'noAccessToFeature', { upgrade });
    const client = createClient({ baseUrl: server.baseUrl, auth: { token: 't' }, fetch: nodeFetch });

    const refused = (await client.call('clients.list').catch((e: unknown) => e)) as ApiError;
    expect(refused.status).toBe(403);
    expect(refused.upgrade).toEqual(upgrade);

    handler = () => errorReply(403, 'noAccessToFeature', { upgrade: { feature: 7 } });
    const malformed = (await client.call('clients.list').catch((e: unknown) => e)) as ApiError;
    expect(malformed.upgrade).toBeUndefined();
  });

  it('sends a share token only to routes that allow it (the spec’s Shared variants)', async () => {
    handler = (request) =>
      request.headers.authorization || request.headers['x-esgkit-share-token']
        ? {
            json: envelope({
              data: [],
              page: 1,
              perPage: 20,
              total: 0,
              order: 'desc',
              orderBy: 'value',
              find: '',
              limited: false,
              currentValueEur: 0,
              currentCoveragePct: 0,
            }),
          }
        : errorReply(401, 'sessionExpired');
    const client = createClient({
      baseUrl: server.baseUrl,
      auth: { shareToken: 'share-abc' },
      fetch: nodeFetch,
    });

    const answer = await client
      .call('views.holdings', { params: { portfolioId: 'p1' }, query: { page: 2 } })
      .catch((e: unknown) => e);
    expect(server.requests[0]?.headers['x-esgkit-share-token']).toBe('share-abc');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.query.get('page')).toBe('2');
    expect(answer).not.toBeInstanceOf(Error);

    await expect(client.call('clients.list')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(server.requests[1]?.headers['x-esgkit-share-token']).toBeUndefined();
  });

  it('retries an idempotent GET once when the connection is reset', async () => {
    let attempts = 0;
    handler = (_request, { req }) => {
      attempts += 1;
      if (attempts === 1) {
        req.socket.destroy();
        return 'handled';
      }
      return { json: envelope([aClient]) };
    };
    const client = createClient({ baseUrl: server.baseUrl, auth: { token: 't' }, fetch: nodeFetch });

    const answer = await client.call('clients.list');

    expect(answer.data).toHaveLength(1);
    expect(attempts).toBe(2);
  });

  it('does not retry a POST on a connection reset', async () => {
    let attempts = 0;
    handler = (_request, { req }) => {
      attempts += 1;
      req.socket.destroy();
      return 'handled';
    };
    const client = createClient({ baseUrl: server.baseUrl, auth: { token: 't' }, fetch: nodeFetch });

    await expect(client.call('chain.recalculate', { params: { portfolioId: 'p1' } })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(attempts).toBe(1);
  });

  it('answers files as bytes with their name', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 test');
    handler = () => ({
      body: pdf,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="report.pdf"',
      },
    });
    const client = createClient({ baseUrl: server.baseUrl, auth: { token: 't' }, fetch: nodeFetch });

    const file = await client.call('exports.report', {
      params: { portfolioId: 'p1' },
      body: { sections: ['esg'] },
    });

    expect(new TextDecoder().decode(file.bytes)).toBe('%PDF-1.7 test');
    expect(file.contentType).toBe('application/pdf');
    expect(file.filename).toBe('report.pdf');
    expect(server.requests[0]?.body).toEqual({ sections: ['esg'] });
  });

  it('with retryAfter, waits out a 429 or 503 for its Retry-After and sends the call again; past the limit, throws', async () => {
    let calls = 0;
    handler = () => {
      calls += 1;
      if (calls === 1) return { ...errorReply(429, 'tooManyRequests'), headers: { 'retry-after': '1' } };
      if (calls === 2) return { ...errorReply(503, 'datasetLoading'), headers: { 'retry-after': '1' } };
      return { json: envelope([aClient]) };
    };
    const waits: Array<{ route: string; seconds: number }> = [];
    const patient = createClient({
      baseUrl: server.baseUrl,
      auth: { token: 't' },
      fetch: nodeFetch,
      retryAfter: { maxWaitSeconds: 5, onWait: (wait) => waits.push(wait) },
    });
    expect((await patient.call('clients.list')).data).toEqual([aClient]);
    expect(waits).toEqual([
      { route: 'clients.list', seconds: 1 },
      { route: 'clients.list', seconds: 1 },
    ]);
    expect(server.requests).toHaveLength(3);

    // a wait longer than the client allows, or no Retry-After, or a client without the option: the error as before
    handler = () => ({ ...errorReply(429, 'tooManyRequests'), headers: { 'retry-after': '30' } });
    const refused = await patient.call('clients.list').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('tooManyRequests');
    handler = () => errorReply(429, 'tooManyRequests');
    expect(((await patient.call('clients.list').catch((e: unknown) => e)) as ApiError).code).toBe(
      'tooManyRequests',
    );
    calls = 0;
    handler = () => ({ ...errorReply(429, 'tooManyRequests'), headers: { 'retry-after': '1' } });
    const plain = createClient({ baseUrl: server.baseUrl, auth: { token: 't' }, fetch: nodeFetch });
    expect(((await plain.call('clients.list').catch((e: unknown) => e)) as ApiError).code).toBe(
      'tooManyRequests',
    );
  });
});
