import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderApiCallsMarkdown, specCallsWithoutRoute } from './api-calls-doc.ts';
import { contract } from './contract.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { pathParamNames, type RouteDef } from './route.ts';

const repoFile = (path: string) => new URL(`../../../../${path}`, import.meta.url);
const routes = Object.entries(contract) as Array<[string, RouteDef]>;

const specCalls = readFileSync(new URL('../../test/fixtures/spec-calls.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

describe('the contract', () => {
  it('declares each method and path once, under /api/v1', () => {
    const keys = routes.map(([, def]) => `${def.method} ${def.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [id, def] of routes) expect(def.path, id).toMatch(/^\/api\/v1\//);
  });

  it('has a params schema naming exactly the path parameters', () => {
    for (const [id, def] of routes) {
      const names = pathParamNames(def.path);
      if (names.length === 0) {
        expect(def.params, id).toBeUndefined();
        continue;
      }
      const shape = (def.params as unknown as { shape: Record<string, unknown> }).shape;
      expect(Object.keys(shape).sort(), id).toEqual([...names].sort());
    }
  });

  it('leaves no response schema unknown or any anywhere inside (part 8)', () => {
    const loose: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) {
        node.forEach((child, i) => {
          walk(child, `${where}[${i}]`);
        });
        return;
      }
      if (node === null || typeof node !== 'object') return;
      const keys = Object.keys(node);
      if (keys.length === 0 || (keys.length === 1 && 'description' in node)) loose.push(where);
      for (const [key, child] of Object.entries(node)) {
        // Only positions that hold schemas: property maps hold schemas as values, `enum`/`const`/`required` hold data.
        if (['enum', 'const', 'required', 'examples', 'default', 'description', 'id'].includes(key)) continue;
        walk(child, `${where}.${key}`);
      }
    };
    for (const [id, def] of routes) {
      if (def.response !== 'json') continue;
      walk(z.toJSONSchema(def.data as z.ZodType, { io: 'output', unrepresentable: 'any' }), id);
    }
    expect(loose).toEqual([]);
  });

  it('gives every JSON route a data schema and no body to GET routes', () => {
    for (const [id, def] of routes) {
      if (def.response === 'json') expect(def.data, id).toBeDefined();
      if (def.method === 'GET') expect(def.body, id).toBeUndefined();
    }
  });

  it('lets share tokens reach only reads and the PDF of a shared client, never writes to accounts', () => {
    const shared = routes.filter(([, def]) => def.auth.includes('share')).map(([id]) => id);
    for (const id of shared)
      expect(id, id).toMatch(
        /^(views\.|exports\.(csv|report|reportJob|job|jobs|jobPdf)$|portfolios\.get$|profile\.image$|explain\.(figure|figures|figureCsv)$)/,
      );
  });
});

describe('docs/api-calls.md', () => {
  it('maps every call named in spec doc 2 §7 to a route or says why not', () => {
    const mapped = new Set([
      ...routes.flatMap(([, def]) => def.specCalls),
      ...Object.keys(specCallsWithoutRoute),
    ]);
    const missing = specCalls.filter((call) => !mapped.has(call));
    expect(missing).toEqual([]);
    expect(specCalls.length).toBeGreaterThan(140);
  });

  it('is up to date with the contract (regenerate with `npm run docs`)', () => {
    const onDisk = readFileSync(repoFile('docs/api-calls.md'), 'utf8');
    expect(onDisk).toBe(renderApiCallsMarkdown());
    for (const call of specCalls) expect(onDisk, call).toContain(`\`${call.replaceAll('|', '\\|')}\``);
  });
});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document covering every route', async () => {
    const document = buildOpenApiDocument({ version: '0.0.0-test' });
    const validator = new Validator();
    const result = await validator.validate(document as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const operations = Object.values(
      document.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(operations.sort()).toEqual(routes.map(([id]) => id).sort());
  });

  it('documents path parameters, the envelope and the error codes', () => {
    const document = buildOpenApiDocument({ version: '1' }) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { schemas: Record<string, unknown> };
    };
    const holdings = document.paths['/api/v1/portfolios/{portfolioId}/holdings']?.get as {
      parameters: Array<{ name: string; in: string }>;
      responses: Record<
        string,
        { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
      >;
    };
    expect(holdings.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining([
        'path:portfolioId',
        'query:page',
        'query:perPage',
        'query:find',
        'query:limited',
      ]),
    );
    expect(
      Object.keys(holdings.responses['200']?.content['application/json']?.schema.properties ?? {}),
    ).toEqual(['data', 'meta', 'warnings']);
    // every error answer is the one error envelope, whose code is any code of the errors table
    expect(JSON.stringify(holdings.responses.default)).toContain('#/components/schemas/ErrorBody');
    expect(JSON.stringify(document.components.schemas.ErrorBody)).toContain('sessionExpired');
  });
});

// docs/security.md "Input": the 1 MiB body limit alone lets a list carry 100,000 values, which a route then stores or
// repeats in its answer. So every list a request carries has a most, and so has every map whose keys the caller
// chooses (a map keyed by an enum is bounded by it).
type Walked = { _zod: { def: Record<string, unknown> & { type: string; checks?: unknown[] } } };
const unboundedLists = (schema: Walked, path: string, found: string[]): string[] => {
  const def = schema._zod.def;
  const checks = (def.checks ?? []).map((c) => (c as Walked)._zod.def.check);
  const inner = (key: string, at = path) => unboundedLists(def[key] as Walked, at, found);
  if (def.type === 'array') {
    if (!checks.includes('max_length') && !checks.includes('length_equals')) found.push(path);
    inner('element', `${path}[]`);
  } else if (def.type === 'record') {
    const keyType = (def.keyType as Walked)._zod.def.type;
    if (keyType !== 'enum' && checks.length === 0) found.push(path);
    inner('valueType', `${path}{}`);
  } else if (def.type === 'object') {
    for (const [key, value] of Object.entries(def.shape as Record<string, Walked>))
      unboundedLists(value, `${path}.${key}`, found);
  } else if (def.type === 'union') {
    for (const [i, option] of (def.options as Walked[]).entries())
      unboundedLists(option, `${path}|${i}`, found);
  } else if (def.type === 'pipe') inner('in');
  else if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type))
    inner('innerType');
  return found;
};

describe('the data limits of requests', () => {
  it('bounds every list and every caller-keyed map a route accepts', () => {
    const found: string[] = [];
    for (const [id, def] of routes)
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = def[part];
        if (schema) unboundedLists(schema as unknown as Walked, `${id} ${part}`, found);
      }
    expect(found).toEqual([]);
  });
});
