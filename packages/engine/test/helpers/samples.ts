import type { z } from 'zod';

// Builds a valid value for a contract schema by walking zod 4's definitions and keeping the first candidate the
// schema accepts. Used to reach past validation in the authorisation matrix and to derive bad inputs.

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

const STRING_CANDIDATES = [
  'Sample1',
  'a@example.com',
  '2024-01-31',
  '2024-01-31T00:00:00.000Z',
  'US',
  'EUR',
  '#00A0FF',
  'US0378331005',
  'AAPL',
  'https://example.com',
  'data:image/png;base64,iVBORw0KGgo=',
  'isin\nUS0378331005\n',
  'en-US',
  'abc',
  'x',
  '1',
  '2024',
];
const NUMBER_CANDIDATES = [1, 2, 3, 0, 10, 50, 100, 2024, 0.5, -1, 1000];

export const sampleOf = (schema: z.ZodType, depth = 0): unknown => {
  if (depth > 12) return undefined;
  const def = defOf(schema);
  const pick = (candidates: unknown[]) => candidates.find((c) => accepts(schema, c));
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return pick(STRING_CANDIDATES) ?? 'Sample1';
    case 'number':
    case 'int':
    case 'bigint':
      return pick(NUMBER_CANDIDATES) ?? 1;
    case 'boolean':
      return true;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'null':
      return null;
    case 'date':
      return new Date('2024-01-31');
    case 'any':
    case 'unknown':
      return 'x';
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleOf(def.innerType as z.ZodType, depth + 1);
    case 'lazy':
      return sampleOf((def.getter as () => z.ZodType)(), depth + 1);
    case 'pipe': {
      const fromIn = sampleOf(def.in as z.ZodType, depth + 1);
      if (accepts(schema, fromIn)) return fromIn;
      return pick([...STRING_CANDIDATES, ...NUMBER_CANDIDATES, true]) ?? fromIn;
    }
    case 'union': {
      for (const option of def.options as z.ZodType[]) {
        const value = sampleOf(option, depth + 1);
        if (accepts(schema, value)) return value;
      }
      return sampleOf((def.options as z.ZodType[])[0] as z.ZodType, depth + 1);
    }
    case 'intersection':
      return {
        ...(sampleOf(def.left as z.ZodType, depth + 1) as object),
        ...(sampleOf(def.right as z.ZodType, depth + 1) as object),
      };
    case 'array': {
      const item = sampleOf(def.element as z.ZodType, depth + 1);
      return (
        pick([[item], [], [item, sampleOf(def.element as z.ZodType, depth + 1)], [item, item, item]]) ?? [
          item,
        ]
      );
    }
    case 'tuple':
      return (def.items as z.ZodType[]).map((item) => sampleOf(item, depth + 1));
    case 'record':
      return {};
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const full: Record<string, unknown> = {};
      const required: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const value = sampleOf(field, depth + 1);
        if (value !== undefined) full[key] = value;
        if (!field.safeParse(undefined).success) required[key] = value;
      }
      return accepts(schema, full) ? full : required;
    }
    default:
      return undefined;
  }
};

/** The top-level fields of an object schema (after optional/default wrappers), else undefined. */
export const objectShape = (schema: z.ZodType): Record<string, z.ZodType> | undefined => {
  let def = defOf(schema);
  while (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type))
    def = defOf(def.innerType as z.ZodType);
  return def.type === 'object' ? (def.shape as Record<string, z.ZodType>) : undefined;
};

/** A value of another JSON type than `value`'s. */
export const wrongTypeFor = (value: unknown): unknown => {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'not-a-boolean';
  if (Array.isArray(value)) return 'not-an-array';
  if (value && typeof value === 'object') return 'not-an-object';
  return { unexpected: true };
};
