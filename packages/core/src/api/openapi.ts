import { z } from 'zod';
import { contract } from './contract.ts';
import { Envelope } from './envelope.ts';
import { ErrorBody } from './errors.ts';
import { pathParamNames, type RouteDef } from './route.ts';

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
    for (const [id, def] of Object.entries($defs)) {
      const existing = components[id];
      const name =
        existing === undefined || JSON.stringify(existing) === JSON.stringify(def) ? id : `${id}Input`;
      rename.set(id, name);
    }
    const rewrite = (value: JsonSchema): JsonSchema =>
      JSON.parse(
        JSON.stringify(value).replace(
          /"#\/\$defs\/([^"]+)"/g,
          (_, id: string) => `"#/components/schemas/${rename.get(id) ?? id}"`,
        ),
      );
    for (const [id, def] of Object.entries($defs)) components[rename.get(id) as string] ??= rewrite(def);
    return rewrite(root);
  };
  return { toSchema, components };
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
export const buildOpenApiDocument = (options: { version: string; serverUrl?: string }): JsonSchema => {
  const paths: Record<string, Record<string, unknown>> = {};
  const { toSchema, components } = createSchemaCollector();
  const errorResponse = {
    description: 'An error; `error.code` is a message key of the spec (see docs/api-calls.md)',
    content: {
      'application/json': {
        schema: toSchema(ErrorBody, 'output'),
      },
    },
  };
  for (const [id, def] of Object.entries(contract) as Array<[string, RouteDef]>) {
    const openApiPath = def.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');
    const paramProps = new Map(objectProperties(toSchema, def.params).map(([n, s]) => [n, s]));
    const parameters = [
      ...pathParamNames(def.path).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: paramProps.get(name) ?? { type: 'string' },
      })),
      ...objectProperties(toSchema, def.query).map(([name, schema, required]) => ({
        name,
        in: 'query',
        required,
        schema,
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
      tags: [def.tag],
      parameters,
      security: securityOf(def),
      responses: { '200': success, default: errorResponse },
      ...(def.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(def.body, 'input') } },
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
        'Sustainable-investing analytics: portfolios, ESG, impact, controversies, EU Taxonomy, SFDR PAI, performance.',
    },
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
