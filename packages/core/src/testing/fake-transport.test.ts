import { describe, expect, it } from 'vitest';
import { createClient } from '../api/client.ts';
import { ApiError, DomainError } from '../api/errors.ts';
import { createFakeTransport } from './fake-transport.ts';

describe('createFakeTransport', () => {
  it('answers a route through the real client, with its path parameters and body', async () => {
    const transport = createFakeTransport({
      'clients.update': ({ params, body }) => ({
        id: params.clientId,
        firstname: (body as { firstname: string }).firstname,
        lastname: 'Rossi',
        portfolio: null,
      }),
    });
    const client = createClient({
      baseUrl: 'http://fake.test',
      fetch: transport.fetch,
      auth: { token: 't' },
    });

    const { data } = await client.call('clients.update', {
      params: { clientId: 'c-7' },
      body: { firstname: 'Ada' },
    });

    expect(data).toEqual({ id: 'c-7', firstname: 'Ada', lastname: 'Rossi', portfolio: null });
    expect(transport.requests.map((r) => r.routeId)).toEqual(['clients.update']);
    expect(transport.requests[0]?.headers.get('authorization')).toBe('Bearer t');
  });

  it('answers a DomainError with its status and key, and unhandled routes with notImplemented', async () => {
    const transport = createFakeTransport({
      'clients.delete': () => {
        throw new DomainError('notFound');
      },
    });
    const client = createClient({
      baseUrl: 'http://fake.test',
      fetch: transport.fetch,
      auth: { token: 't' },
    });

    const missing = (await client
      .call('clients.delete', { params: { clientId: 'x' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(missing).toBeInstanceOf(ApiError);
    expect([missing.status, missing.code]).toEqual([404, 'notFound']);

    const unhandled = (await client.call('clients.list').catch((e: unknown) => e)) as ApiError;
    expect([unhandled.status, unhandled.code]).toEqual([501, 'notImplemented']);
  });
});
