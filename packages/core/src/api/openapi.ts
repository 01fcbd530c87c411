import { z } from 'zod';
import { contract } from './contract.ts';
import { Envelope } from './envelope.ts';
import { ErrorBody, type ErrorCode } from './errors.ts';
import { errorResponses, routeErrorCodes } from './openapi-errors.ts';
import { pathParamNames, type RouteDef } from './route.ts';
import { type RouteDoc, routeDocs, tagDocs } from './route-docs.ts';

type JsonSchema = Record<string, unknown>;
type ToSchema = (schema: z.ZodType, io: 'input' | 'output') => JsonSchema;

const contentTypes = { pdf: 'application/pdf', csv: 'text/csv', image: 'image/*' } as const;

/**
 * Schemas with a `.meta({ id })` become `$defs` of each generated JSON Schema; an OpenAPI document keeps them once,
 * under components/schemas. Input and output shapes can differ (defaults), so inputs that differ get an `Input` name.
 */
const createSchemaCollector = () => {
  const components: Record<string, JsonSchema> = {};
  const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const generated = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const { $schema: _ignored, $defs = {}, ...root } = generated;
    const rename = new Map<string, string>();
    const rewrite = (value: JsonSchema): JsonSchema =>
      JSON.parse(
        JSON.stringify(value).replace(
          /"#\/\$defs\/([^"]+)"/g,
          (_, id: string) => `"#/components/schemas/${rename.get(id) ?? id}"`,
        ),
      );
    // A definition is the same as the one kept when it is equal once its references are renamed: one whose nested
    // definition differs differs too, so names settle over a few rounds (at most the depth of nesting).
    for (let round = 0, changed = true; changed && round <= Object.keys($defs).length; round++) {
      changed = false;
      for (const [id, def] of Object.entries($defs)) {
        const existing = components[id];
        const same =
          existing === undefined ||
          JSON.stringify(existing) === JSON.stringify(enumKeysAsProperties(rewrite(def)));
        const name = same ? id : `${id}Input`;
        if (rename.get(id) !== name) changed = true;
        rename.set(id, name);
      }
    }
    for (const [id, def] of Object.entries($defs))
      components[rename.get(id) as string] ??= enumKeysAsProperties(rewrite(def));
    return enumKeysAsProperties(rewrite(root));
  };
  return { toSchema, components };
};

/**
 * A record over an enumeration (`z.record(z.enum([...]), …)`) comes out as `propertyNames` + `required` without
 * `properties`, which OpenAPI tools read as required properties that are not defined (redocly's
 * no-required-schema-properties-undefined). The same object spelt with one property per key.
 */
const enumKeysAsProperties = (schema: JsonSchema): JsonSchema => {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)])) as JsonSchema;
    const keys = (out.propertyNames as { enum?: string[] } | undefined)?.enum;
    if (keys && out.properties === undefined && out.additionalProperties !== undefined) {
      const { propertyNames: _keys, additionalProperties, ...rest } = out;
      return {
        ...rest,
        properties: Object.fromEntries(keys.map((key) => [key, additionalProperties])),
        additionalProperties: false,
      };
    }
    return out;
  };
  return walk(schema) as JsonSchema;
};

const objectProperties = (
  toSchema: ToSchema,
  schema: z.ZodType | undefined,
): Array<[string, JsonSchema, boolean]> => {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, prop]) => [
    name,
    prop,
    (json.required ?? []).includes(name),
  ]);
};

const securityOf = (def: RouteDef): Array<Record<string, string[]>> => {
  const schemes: Array<Record<string, string[]>> = [];
  if (def.auth.includes('anyone')) return [];
  if (def.auth.includes('session') || def.auth.includes('apiKey')) schemes.push({ bearer: [] });
  if (def.auth.includes('share')) schemes.push({ shareToken: [] });
  return schemes;
};

/** The OpenAPI 3.1 document of the whole API, generated from the contract (served at /api/openapi.json). */
export const buildOpenApiDocument = (options: {
  version: string;
  serverUrl?: string;
  /** Error codes the server adds to a route beyond what the contract declares (its rate limits, its dataset). */
  serverErrors?: (id: string, def: RouteDef) => readonly ErrorCode[];
}): JsonSchema => {
  const paths: Record<string, Record<string, unknown>> = {};
  const { toSchema, components } = createSchemaCollector();
  components.ErrorBody = toSchema(ErrorBody, 'output');
  const errorBodyRef = '#/components/schemas/ErrorBody';
  const errorResponse = {
    description: '`anErrorHasOccurred`, or another message key of the spec (see docs/api-calls.md)',
    content: { 'application/json': { schema: { $ref: errorBodyRef } } },
  };
  for (const [id, def] of Object.entries(contract) as Array<[string, RouteDef]>) {
    // A route without docs does not compile (route-docs.ts); until it does, it is documented by its summary alone.
    const doc: Partial<RouteDoc<unknown>> =
      (routeDocs as Partial<Record<string, RouteDoc<unknown>>>)[id] ?? {};
    const example = (doc.example ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const openApiPath = def.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');
    const paramProps = new Map(objectProperties(toSchema, def.params).map(([n, s]) => [n, s]));
    const parameters = [
      ...pathParamNames(def.path).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: paramProps.get(name) ?? { type: 'string' },
        example: example.params?.[name],
      })),
      ...objectProperties(toSchema, def.query).map(([name, schema, required]) => ({
        name,
        in: 'query',
        required,
        schema,
        ...(example.query?.[name] === undefined ? {} : { example: example.query[name] }),
      })),
    ];
    const success =
      def.response === 'json'
        ? {
            description: 'OK',
            content: {
              'application/json': { schema: toSchema(Envelope(def.data ?? z.unknown()), 'output') },
            },
          }
        : {
            description: 'The file',
            content: {
              [contentTypes[def.response]]: {
                schema: { type: 'string', contentMediaType: contentTypes[def.response] },
              },
            },
          };
    const operation: Record<string, unknown> = {
      operationId: id,
      summary: def.summary,
      ...(doc.description ? { description: doc.description } : {}),
      tags: [def.tag],
      parameters,
      security: securityOf(def),
      responses: {
        '200': success,
        ...errorResponses(
          routeErrorCodes(def, [...(options.serverErrors?.(id, def) ?? []), ...(doc.errors ?? [])]),
          errorBodyRef,
        ),
        default: errorResponse,
      },
      ...(def.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: toSchema(def.body, 'input'), example: example.body },
              },
            },
          }
        : {}),
    };
    paths[openApiPath] = { ...(paths[openApiPath] ?? {}), [def.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'esgkit engine API',
      version: options.version,
      description:
        'Sustainable-investing analytics: portfolios, ESG, impact, controversies, EU Taxonomy, SFDR PAI, performance. ' +
        'Every answer is a JSON envelope `{ data, meta, warnings }`; every error is `{ error: { code, message } }`, ' +
        '`code` being one of the spec’s message keys. Call with `Authorization: Bearer <API key>` (docs/api.md).',
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    tags: Object.entries(tagDocs).map(([name, description]) => ({ name, description })),
    servers: [{ url: options.serverUrl ?? '/' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A session token from auth.login, or an API key',
        },
        shareToken: {
          type: 'apiKey',
          in: 'header',
          name: 'x-esgkit-share-token',
          description: 'A share-link token: read-only, one client',
        },
      },
    },
  };
};
