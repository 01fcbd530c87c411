import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contract } from './contract.ts';
import { buildOpenApiDocument } from './openapi.ts';
import type { RouteDef } from './route.ts';
import { routeDocs, tagDocs } from './route-docs.ts';

const routes = Object.entries(contract) as Array<[string, RouteDef]>;
const docs = routeDocs as Record<
  string,
  { description: string; example: Record<string, unknown> } | undefined
>;

type Operation = {
  description?: string;
  tags: string[];
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
};
const operations = (): Record<string, Operation> => {
  const doc = buildOpenApiDocument({ version: '0.0.0' }) as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.fromEntries(
    Object.values(doc.paths).flatMap((byMethod) =>
      Object.values(byMethod).map((op) => [(op as unknown as { operationId: string }).operationId, op]),
    ),
  );
};

describe('the API reference (route-docs.ts)', () => {
  it('describes every route, and each example is a request the route accepts', () => {
    for (const [id, def] of routes) {
      const doc = docs[id];
      expect(doc?.description, id).toMatch(/\w{3}/);
      for (const part of ['params', 'query', 'body'] as const) {
        const example = doc?.example[part];
        if (example === undefined) continue;
        const schema = def[part] as z.ZodType | undefined;
        expect(schema, `${id} has no ${part}`).toBeDefined();
        expect(schema?.safeParse(example).error, `${id} ${part}`).toBeUndefined();
      }
    }
  });

  it('gives every operation a described tag and the errors its declaration implies', () => {
    const ops = operations();
    // a read of a portfolio, also through a share link, its feature checked: 401, 403, 404 (a portfolio or a link
    // not found), 410 (the link expired) and 422
    const view = ops['views.holdings'];
    expect(view?.description).toBe(docs['views.holdings']?.description);
    expect(Object.keys(view?.responses ?? {}).sort()).toEqual([
      '200',
      '401',
      '403',
      '404',
      '410',
      '422',
      'default',
    ]);
    expect(Object.keys(view?.responses['404']?.content?.['application/json']?.examples ?? {}).sort()).toEqual(
      ['notFound', 'sharingLinkInvalid'],
    );
    const forbidden = view?.responses['403']?.content?.['application/json']?.examples;
    expect(Object.keys(forbidden ?? {})).toEqual(['notEnoughCapability', 'noAccessToFeature']);
    // a write an API key may make: a read-only key is refused (403)
    expect(
      Object.keys(ops['clients.create']?.responses['403']?.content?.['application/json']?.examples ?? {}),
    ).toContain('readOnlyApiKey');
    // anyone may sign up: no 401; a body: 400 (unreadable JSON), 413 and 422, and its own accountExists (409)
    expect(Object.keys(ops['auth.signUp']?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '409',
      '413',
      '422',
      'default',
    ]);
    expect(
      ops['auth.signUp']?.responses['409']?.content?.['application/json']?.examples?.accountExists?.value,
    ).toEqual({
      error: { code: 'accountExists', message: expect.stringMatching(/account/i), requestId: 'req_5f2c' },
    });
    for (const [id, op] of Object.entries(ops)) expect(Object.keys(tagDocs), id).toContain(op.tags[0]);
  });
});
