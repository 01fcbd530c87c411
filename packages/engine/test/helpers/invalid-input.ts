import fc from 'fast-check';
import type { z } from 'zod';

// Invalid inputs for a route, derived from its zod schemas: a valid input (route-input.ts) with one to three
// mutations at places the schema describes (a wrong type, a missing required field, a number out of range, a string
// too long or in odd unicode, an unknown enum value, prototype-pollution keys). The schema itself is the oracle: a
// mutated input the schema still accepts is dropped, so every case sent is invalid by the contract.

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'];

/** The schema under optional/default/… wrappers (and the input side of a pipe). */
const unwrap = (schema: z.ZodType): z.ZodType => {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(s);
    if (WRAPPERS.includes(def.type)) s = def.innerType as z.ZodType;
    else if (def.type === 'pipe') s = def.in as z.ZodType;
    else if (def.type === 'lazy') s = (def.getter as () => z.ZodType)();
    else return s;
  }
  return s;
};

const isRequired = (schema: z.ZodType) => !schema.safeParse(undefined).success;

/** Keys whose lookup on a plain object finds something inherited. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', '__defineGetter__'];

/** Strings that trip naive handling: control characters, lone surrogates, bidi overrides, long graphemes. */
export const ODD_STRINGS = [
  '\u0000',
  '\uD800',
  'a\uDFFFb',
  '\u202Eevil\u202C',
  '\u200B',
  'Z\u0351\u0353\u0354\u0355\u0356\u0357\u0358',
  '👩‍👩‍👧‍👦',
  '\uFEFFbom',
  '../../etc/passwd',
  "' OR 1=1 --",
  '=cmd|"/c calc"!A1',
  '%00',
  ' ',
];

/** Own enumerable `key` even for `__proto__` (a literal would set the prototype), so JSON.stringify sends it. */
const withOwn = (target: Record<string, unknown>, key: string, value: unknown) => {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
};

const pollution = (): unknown =>
  JSON.parse('{"__proto__":{"polluted":"fuzz"},"constructor":{"prototype":{"polluted":"fuzz"}}}');

const lengthCheck = (schema: z.ZodType, check: 'max_length' | 'min_length'): number | undefined => {
  const checks = (defOf(schema).checks ?? []) as Array<{ _zod: { def: Record<string, unknown> } }>;
  const found = checks.map((c) => c._zod.def).find((d) => d.check === check);
  if (!found) return undefined;
  return (check === 'max_length' ? found.maximum : found.minimum) as number;
};

/** Replacement values for a value of this schema that are likely to be refused (the oracle decides). */
export const badValuesFor = (schema: z.ZodType, current: unknown): unknown[] => {
  const s = unwrap(schema);
  const def = defOf(s);
  const common: unknown[] = [null, { unexpected: true }, [], pollution()];
  switch (def.type) {
    case 'string':
    case 'template_literal': {
      const str = s as unknown as { minLength: number | null; maxLength: number | null };
      const out: unknown[] = [12345, true, ...common, ...ODD_STRINGS, ...PROTOTYPE_KEYS];
      if (str.maxLength !== null && str.maxLength < 100_000)
        out.push('x'.repeat(str.maxLength + 1), '€'.repeat(str.maxLength + 1));
      if (str.minLength !== null && str.minLength > 0) out.push('', 'x'.repeat(str.minLength - 1));
      if (typeof current === 'string') out.push(`${current}\u0000`, current.toUpperCase(), ` ${current}`);
      return out;
    }
    case 'number':
    case 'int': {
      const num = s as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
      const out: unknown[] = ['12', 'not-a-number', true, ...common, Number.MAX_SAFE_INTEGER * 4, -1e308];
      if (num.minValue !== null && Number.isFinite(num.minValue))
        out.push(num.minValue - 1, num.minValue - 1e-9);
      if (num.maxValue !== null && Number.isFinite(num.maxValue))
        out.push(num.maxValue + 1, num.maxValue * 10 + 1);
      if (num.isInt) out.push(0.5, 1.000001);
      return out;
    }
    case 'boolean':
      return ['true', 1, 0, ...common];
    case 'enum':
    case 'literal': {
      const options = def.type === 'enum' ? Object.values(def.entries as object) : (def.values as unknown[]);
      const first = String(options[0]);
      return ['NOT_AN_OPTION', first.toUpperCase(), `${first} `, ...PROTOTYPE_KEYS, 42, ...common];
    }
    case 'array': {
      const out: unknown[] = ['not-an-array', { 0: current }, [null], [pollution()], [{ unexpected: true }]];
      const max = lengthCheck(s, 'max_length');
      const first = Array.isArray(current) ? current[0] : undefined;
      if (max !== undefined && max <= 2_000 && first !== undefined)
        out.push(Array.from({ length: max + 1 }, () => first));
      const min = lengthCheck(s, 'min_length');
      if (min !== undefined && min > 0) out.push([]);
      return out;
    }
    case 'record':
    case 'object':
      return [
        'not-an-object',
        42,
        [],
        null,
        withOwn({ ...(current as object) }, '__proto__', 'not-an-object'),
        withOwn({}, 'constructor', 12),
        withOwn(withOwn({}, '', 1), '\uD800', 2),
      ];
    case 'union': {
      const out: unknown[] = [...common, 12345, 'not-a-member'];
      for (const option of def.options as z.ZodType[]) out.push(...badValuesFor(option, current).slice(0, 6));
      return out;
    }
    default:
      return common;
  }
};

/** A place in an input the schema describes: the path to it and the schema of the value there. */
interface Place {
  path: (string | number)[];
  schema: z.ZodType;
  isRequired: boolean;
}

/** The places of a valid value, walking its schema (objects, arrays' first items, the first matching union option). */
export const placesOf = (
  schema: z.ZodType,
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): Place[] => {
  const places: Place[] = [{ path, schema, isRequired: isRequired(schema) }];
  if (depth > 8) return places;
  const s = unwrap(schema);
  const def = defOf(s);
  if (def.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    const shape = def.shape as Record<string, z.ZodType>;
    for (const [key, field] of Object.entries(shape))
      if (key in (value as object))
        places.push(...placesOf(field, (value as Record<string, unknown>)[key], [...path, key], depth + 1));
      else places.push({ path: [...path, key], schema: field, isRequired: isRequired(field) });
  } else if (def.type === 'array' && Array.isArray(value) && value.length > 0) {
    places.push(...placesOf(def.element as z.ZodType, value[0], [...path, 0], depth + 1));
  } else if (def.type === 'union') {
    const option = (def.options as z.ZodType[]).find((o) => o.safeParse(value).success);
    if (option) places.push(...placesOf(option, value, path, depth + 1).slice(1));
  }
  return places;
};

const clone = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

const getAt = (root: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' && Object.hasOwn(v, k) ? (v as never)[k] : undefined),
    root,
  );

/** Sets (or, with `remove`, deletes) the value at `path`, creating nothing on the way; answers the new root. */
const setAt = (root: unknown, path: (string | number)[], value: unknown, remove = false): unknown => {
  if (path.length === 0) return value;
  const parent = getAt(root, path.slice(0, -1));
  if (!parent || typeof parent !== 'object') return root;
  const key = path[path.length - 1]!;
  if (remove) delete (parent as Record<string | number, unknown>)[key];
  else withOwn(parent as Record<string, unknown>, String(key), value);
  return root;
};

/** One mutation: at the place `at` (an index, reduced modulo), candidate `pick`, or removal of a required field. */
interface Mutation {
  at: number;
  pick: number;
  remove: boolean;
}

const mutation = fc.record({ at: fc.nat(), pick: fc.nat(), remove: fc.boolean() });

const applyMutations = (schema: z.ZodType, valid: unknown, mutations: Mutation[]): unknown => {
  let value = clone(valid);
  for (const m of mutations) {
    const places = placesOf(schema, value);
    const place = places[m.at % places.length]!;
    if (m.remove && place.isRequired && place.path.length > 0) {
      value = setAt(value, place.path, undefined, true);
      continue;
    }
    const candidates = badValuesFor(place.schema, getAt(value, place.path));
    value = setAt(value, place.path, clone(candidates[m.pick % candidates.length]));
  }
  return value;
};

/** JSON bodies the schema refuses, from `valid` by one to three mutations; sometimes not JSON at all. */
export const invalidBody = (schema: z.ZodType, valid: unknown): fc.Arbitrary<string> => {
  const mutated = fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((ms) => applyMutations(schema, valid, ms))
    .filter((v) => v !== undefined)
    .map((v) => JSON.stringify(v))
    .filter((text) => !schema.safeParse(JSON.parse(text)).success);
  // text that is not JSON is refused by the body parser; JSON text is refused when the schema refuses its value
  const isRefused = (text: string) => {
    try {
      // an empty body reaches the route as {} (Express's JSON parser)
      return !schema.safeParse(text.trim() === '' ? {} : JSON.parse(text)).success;
    } catch {
      return true;
    }
  };
  const notJson = fc.string({ unit: 'binary', maxLength: 40 }).filter(isRefused);
  const odd = fc.constantFrom('{"a":', 'null', '"text"', '[]', '1e400', '{"__proto__":{"polluted":"fuzz"}}');
  return fc.oneof(
    { weight: 8, arbitrary: mutated },
    { weight: 1, arbitrary: odd.filter(isRefused) },
    { weight: 1, arbitrary: notJson },
  );
};

/** Query strings values as Express's simple parser gives them: a string, or a list when a key repeats. */
export type QueryValues = Record<string, string | string[]>;

/** Queries the schema refuses: the valid query with a field set to a bad text, repeated, or a pollution key. */
export const invalidQuery = (
  schema: z.ZodType,
  valid: Record<string, unknown>,
): fc.Arbitrary<QueryValues> => {
  const shape = (defOf(unwrap(schema)).shape ?? {}) as Record<string, z.ZodType>;
  const base: QueryValues = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, String(v)]));
  const fields = Object.keys(shape);
  const texts = (field: string): string[] => [
    ...badValuesFor(shape[field]!, base[field])
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .map(String),
    '',
    '-1',
    '0',
    '1e400',
    'NaN',
    ...PROTOTYPE_KEYS,
    ...ODD_STRINGS,
  ];
  return fc
    .array(
      fc.record({
        field: fc.constantFrom(...fields),
        pick: fc.nat(),
        repeat: fc.boolean(),
        pollute: fc.constantFrom(undefined, ...PROTOTYPE_KEYS),
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map((ms) => {
      const query: QueryValues = { ...base };
      for (const m of ms) {
        const options = texts(m.field);
        const text = wellFormed(options[m.pick % options.length]!);
        query[m.field] = m.repeat ? [String(base[m.field] ?? text), text] : text;
        if (m.pollute) withOwn(query, m.pollute, text);
      }
      return query;
    })
    .filter((q) => !schema.safeParse(q).success);
};

/** Path parameters: refused by the schema, or (`unknownIds`) well-formed ids that name no row (prototype keys). */
export const invalidParams = (
  schema: z.ZodType,
  valid: Record<string, unknown>,
  unknownIds: readonly string[],
): fc.Arbitrary<Record<string, string>> => {
  const shape = (defOf(unwrap(schema)).shape ?? {}) as Record<string, z.ZodType>;
  const names = Object.keys(shape);
  const refused = fc
    .record({ name: fc.constantFrom(...names), pick: fc.nat() })
    .map(({ name, pick }) => {
      const options = [
        ...badValuesFor(shape[name]!, valid[name])
          .filter((v) => typeof v === 'string' || typeof v === 'number')
          .map(String),
        'x'.repeat(65),
        'a b',
        'é',
        // '.' and '..' are left out: a URL client resolves them as path segments, so they never reach the route
      ].filter((v) => v !== '' && !/^(\.|%2e){1,2}$/i.test(v));
      return { ...stringsOf(valid), [name]: wellFormed(options[pick % options.length]!) };
    })
    .filter((p) => !schema.safeParse(p).success);
  const idNames = names.filter((n) => unknownIds.length > 0 && /Id$/.test(n));
  if (idNames.length === 0) return refused;
  const unknown = fc
    .record({
      name: fc.constantFrom(...idNames),
      id: fc.oneof(
        fc.constantFrom(...PROTOTYPE_KEYS.filter((k) => /^[A-Za-z0-9_-]+$/.test(k))),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
      ),
    })
    .filter(({ id }) => !unknownIds.includes(id))
    .map(({ name, id }) => ({ ...stringsOf(valid), [name]: id }));
  return fc.oneof(refused, unknown);
};

const stringsOf = (o: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

/** A URL carries UTF-8: a lone surrogate arrives as U+FFFD, so the oracle judges that text. */
const wellFormed = (text: string): string => text.replace(/\p{Cs}/gu, '\uFFFD');
