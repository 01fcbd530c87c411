import { parseDay } from '@esgkit/core';
import type { z } from 'zod';
import { NO_DAY } from '../snapshot/snapshot-data.ts';
import { type CsvSpans, forEachCsvRow } from './csv.ts';
import type { IssueLog } from './issues.ts';

/**
 * How one column is read and checked. Validation is vectorised per column: every cell of a column goes through the
 * same small parser, enumerations through their zod schema once per distinct value.
 */
export type ColumnKind =
  /** `check` depends on the value only: the importer asks it once per distinct value */
  | { kind: 'text'; check?: (value: string) => string | undefined }
  | { kind: 'number'; min?: number; max?: number; isInteger?: boolean; isPositive?: boolean }
  | { kind: 'flag' }
  | { kind: 'date' }
  | { kind: 'ref'; resolve: (value: string) => number | undefined; what: string }
  | { kind: 'enum'; schema: z.ZodType; values: readonly (string | number)[] };

/** `cell`: the column must be present and every cell filled; `column`: present, cells may be empty. */
export type ColumnSpec = ColumnKind & { name: string; need?: 'cell' | 'column' };

export interface TableSpec {
  file: string;
  columns: readonly ColumnSpec[];
}

type Text = (string | null)[];

/** A parsed file: one array per column, row i of each is data row i; `line` gives its line in the file. */
export interface Table {
  rows: number;
  line: Int32Array;
  /** 1-based position of each known column in the header (0 when absent) */
  position: Map<string, number>;
  has(name: string): boolean;
  num(name: string): Float64Array;
  int(name: string): Int32Array;
  str(name: string): Text;
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

type Store = Float64Array | Int32Array | Text;

interface Active {
  spec: ColumnSpec;
  field: number;
  store: Store;
  /** enum: index per distinct cell */
  cache?: Map<string, number>;
  /** ref: the previous row's cell and its index (prices and indicators come in runs of one security or company) */
  lastRef?: string;
  lastIndex?: number;
  /** text: distinct cells seen so far with their check's verdict, by a hash of their characters */
  seen?: Map<number, { value: string; reason: string | undefined }[]>;
  seenCount?: number;
}

/** Distinct texts a column remembers (indicator codes, currencies, countries); beyond, cells are read one by one. */
const SEEN_LIMIT = 1024;
/** Remembered texts with the same key (an FNV-style hash); beyond, cells are read one by one. */
const SEEN_PER_KEY = 8;

const POW10 = Array.from({ length: 16 }, (_, k) => 10 ** k);

/**
 * A cell of the plain form `-?digits[.digits]` with at most 15 digits, read in place: m / 10^k of two exact doubles
 * is correctly rounded, the same double as Number(cell) (Clinger's fast path). NaN for any other form (the caller
 * then takes the string path, which also words the error).
 */
const plainNumber = (text: string, start: number, end: number): number => {
  let i = start;
  const isNegative = text.charCodeAt(i) === 45;
  if (isNegative) i++;
  let m = 0;
  let digits = 0;
  let decimals = 0;
  let isFraction = false;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      digits++;
      if (isFraction) decimals++;
    } else if (c === 46 && !isFraction) isFraction = true;
    else return Number.NaN;
  }
  if (digits === 0 || digits > 15) return Number.NaN;
  const v = decimals === 0 ? m : m / POW10[decimals]!;
  return isNegative ? -v : v;
};

/** A printable ASCII character other than space: a cell that starts and ends with one needs no trim. */
const isPlainEdge = (c: number): boolean => c > 32 && c < 127;

/** Whether `value` stands in `text` at `start` (a loop: cheaper than startsWith for these short cells). */
const isAt = (text: string, start: number, value: string): boolean => {
  for (let i = 0; i < value.length; i++) if (text.charCodeAt(start + i) !== value.charCodeAt(i)) return false;
  return true;
};

/** `yyyy-mm-dd` of digits at `start` as the number yyyymmdd (a cache key), or -1 for any other form. */
const dateKey = (text: string, start: number): number => {
  let key = 0;
  for (let i = 0; i < 10; i++) {
    const c = text.charCodeAt(start + i);
    if (i === 4 || i === 7) {
      if (c !== 45) return -1;
    } else if (c >= 48 && c <= 57) key = key * 10 + (c - 48);
    else return -1;
  }
  return key;
};

/** What a cell's reading needs beside the cell: the text (for in-place cells), where to log, the date caches. */
interface CellContext {
  text: string;
  file: string;
  log: IssueLog;
  dateCache: Map<string, number>;
  dayByKey: Map<number, number>;
}

/** The columns a header names, each with its store; unknown and repeated columns are logged (and none on an error). */
const headerColumns = (
  fields: string[],
  lineNo: number,
  context: {
    spec: TableSpec;
    byName: Map<string, ColumnSpec>;
    extraColumn: ((name: string) => ColumnSpec | undefined) | undefined;
    capacity: number;
    position: Map<string, number>;
    log: IssueLog;
  },
): Active[] => {
  const { spec, byName, extraColumn, capacity, position, log } = context;
  const { file } = spec;
  let active: Active[] = [];
  fields.forEach((raw, i) => {
    const name = raw.trim();
    const column = byName.get(name) ?? extraColumn?.(name);
    if (!column) {
      log.warn(file, lineNo, i + 1, `unknown column "${name}" is ignored`);
      return;
    }
    if (position.has(name)) {
      log.error(file, lineNo, i + 1, `column "${name}" appears twice`);
      return;
    }
    position.set(name, i + 1);
    const store: Store =
      column.kind === 'text'
        ? new Array<string | null>(capacity).fill(null)
        : column.kind === 'number' || column.kind === 'flag'
          ? new Float64Array(capacity)
          : new Int32Array(capacity);
    active.push({
      spec: column,
      field: i,
      store,
      ...(column.kind === 'enum' ? { cache: new Map() } : {}),
      ...(column.kind === 'text' ? { seen: new Map(), seenCount: 0 } : {}),
    });
  });
  for (const c of spec.columns)
    if (c.need && !position.has(c.name)) log.error(file, lineNo, 0, `required column "${c.name}" is missing`);
  if (log.errors.some((e) => e.file === file)) active = [];
  return active;
};

/** Reads a trimmed cell into row `r` of its column, logging what is wrong with it. */
const storeCell = (ctx: CellContext, a: Active, r: number, cell: string, lineNo: number): void => {
  const { file, log, dateCache } = ctx;
  {
    const c = a.spec;
    const col = a.field + 1;
    if (cell === '') {
      if (c.need === 'cell') log.error(file, lineNo, col, `${c.name} is required`);
      if (c.kind === 'number' || c.kind === 'flag') (a.store as Float64Array)[r] = Number.NaN;
      else if (c.kind === 'date') (a.store as Int32Array)[r] = NO_DAY;
      else if (c.kind !== 'text') (a.store as Int32Array)[r] = -1;
      return;
    }
    switch (c.kind) {
      case 'text': {
        const reason = c.check?.(cell);
        if (reason) log.error(file, lineNo, col, `${c.name}: ${reason}`);
        (a.store as Text)[r] = cell;
        break;
      }
      case 'number': {
        const v = Number(cell);
        const store = a.store as Float64Array;
        store[r] = v;
        if (!NUMBER.test(cell) || !Number.isFinite(v)) {
          store[r] = Number.NaN;
          log.error(file, lineNo, col, `${c.name}: "${cell}" is not a number`);
        } else if (c.isInteger && !Number.isInteger(v))
          log.error(file, lineNo, col, `${c.name}: ${cell} is not a whole number`);
        else if (c.isPositive && v <= 0) log.error(file, lineNo, col, `${c.name}: ${cell} must be above 0`);
        else if ((c.min !== undefined && v < c.min) || (c.max !== undefined && v > c.max))
          log.error(file, lineNo, col, `${c.name}: ${cell} is outside ${c.min ?? '−∞'}–${c.max ?? '∞'}`);
        break;
      }
      case 'flag': {
        const v = cell === '1' || cell === 'true' ? 1 : cell === '0' || cell === 'false' ? 0 : Number.NaN;
        if (Number.isNaN(v)) log.error(file, lineNo, col, `${c.name}: "${cell}" is not 1/0 or true/false`);
        (a.store as Float64Array)[r] = v;
        break;
      }
      case 'date': {
        let day = dateCache.get(cell);
        if (day === undefined) {
          day = parseDay(cell);
          if (day !== undefined) dateCache.set(cell, day);
        }
        if (day === undefined) log.error(file, lineNo, col, `${c.name}: "${cell}" is not a yyyy-mm-dd date`);
        (a.store as Int32Array)[r] = day ?? NO_DAY;
        break;
      }
      case 'ref': {
        const index = c.resolve(cell);
        if (index === undefined) log.error(file, lineNo, col, `${c.name}: unknown ${c.what} "${cell}"`);
        (a.store as Int32Array)[r] = index ?? -1;
        break;
      }
      case 'enum': {
        const cache = a.cache!;
        let index = cache.get(cell);
        if (index === undefined) {
          const typed = typeof c.values[0] === 'number' ? Number(cell) : cell;
          index = c.schema.safeParse(typed).success ? c.values.indexOf(typed) : -1;
          cache.set(cell, index);
        }
        if (index < 0)
          log.error(file, lineNo, col, `${c.name}: "${cell}" is not one of ${c.values.join(', ')}`);
        (a.store as Int32Array)[r] = index;
        break;
      }
    }
  }
};

/**
 * The in-place path for a plain cell that passes every check (numbers, dates, a ref equal to the previous row's):
 * the same value storeCell would store, without a string per cell. False: take storeCell (which also logs).
 */
const storeValidCell = (ctx: CellContext, a: Active, r: number, start: number, end: number): boolean => {
  const { text, dayByKey } = ctx;
  if (end <= start || !isPlainEdge(text.charCodeAt(start)) || !isPlainEdge(text.charCodeAt(end - 1)))
    return false;
  const c = a.spec;
  switch (c.kind) {
    case 'number': {
      const v = plainNumber(text, start, end);
      if (
        Number.isNaN(v) ||
        (c.isInteger && !Number.isInteger(v)) ||
        (c.isPositive && v <= 0) ||
        (c.min !== undefined && v < c.min) ||
        (c.max !== undefined && v > c.max)
      )
        return false;
      (a.store as Float64Array)[r] = v;
      return true;
    }
    case 'date': {
      const key = end - start === 10 ? dateKey(text, start) : -1;
      if (key < 0) return false;
      let day = dayByKey.get(key);
      if (day === undefined) {
        day = parseDay(text.slice(start, end));
        if (day === undefined) return false;
        dayByKey.set(key, day);
      }
      (a.store as Int32Array)[r] = day;
      return true;
    }
    case 'ref': {
      const last = a.lastRef;
      if (last !== undefined && end - start === last.length && isAt(text, start, last)) {
        (a.store as Int32Array)[r] = a.lastIndex!;
        return true;
      }
      const cell = text.slice(start, end);
      const index = c.resolve(cell);
      if (index === undefined) return false;
      a.lastRef = cell;
      a.lastIndex = index;
      (a.store as Int32Array)[r] = index;
      return true;
    }
    case 'text': {
      // Repeated texts (5 M indicator codes of ~40 kinds) become one string each, checked once.
      const length = end - start;
      let key = length;
      for (let i = start; i < end; i++) key = Math.imul(key ^ text.charCodeAt(i), 16777619);
      const seen = a.seen!;
      let same = seen.get(key);
      if (same)
        for (const t of same)
          if (t.value.length === length && isAt(text, start, t.value)) {
            if (t.reason !== undefined) return false;
            (a.store as Text)[r] = t.value;
            return true;
          }
      if (a.seenCount! >= SEEN_LIMIT || (same && same.length >= SEEN_PER_KEY)) return false;
      const value = text.slice(start, end);
      const reason = c.check?.(value);
      if (!same) {
        same = [];
        seen.set(key, same);
      }
      same.push({ value, reason });
      a.seenCount!++;
      if (reason !== undefined) return false;
      (a.store as Text)[r] = value;
      return true;
    }
    default:
      return false;
  }
};

/** Parses a CSV text against a spec; problems go to the log as `file:line:column`. */
export const parseTable = (
  text: string,
  spec: TableSpec,
  log: IssueLog,
  extraColumn?: (name: string) => ColumnSpec | undefined,
): Table | undefined => {
  const { file } = spec;
  let capacity = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) capacity++;
  const byName = new Map(spec.columns.map((c) => [c.name, c]));
  const position = new Map<string, number>();
  let active: Active[] = [];
  const line = new Int32Array(capacity);
  let rows = 0;
  let isHeader = true;
  let width = 0;
  const dateCache = new Map<string, number>();
  const dayByKey = new Map<number, number>();
  const onRow = (fields: string[], lineNo: number): boolean => {
    if (isHeader) {
      isHeader = false;
      width = fields.length;
      active = headerColumns(fields, lineNo, { spec, byName, extraColumn, capacity, position, log });
      return !log.isFull() && active.length > 0;
    }
    const r = rows++;
    line[r] = lineNo;
    if (fields.length !== width)
      log.error(file, lineNo, 0, `expected ${width} fields as in the header, found ${fields.length}`);
    for (const a of active) storeCell(ctx, a, r, (fields[a.field] ?? '').trim(), lineNo);
    return !log.isFull();
  };
  const ctx: CellContext = { text, file, log, dateCache, dayByKey };
  const onPlainRow = (spans: CsvSpans, lineNo: number): boolean => {
    const { count, start, end } = spans;
    if (isHeader)
      return onRow(
        Array.from({ length: count }, (_, i) => text.slice(start[i], end[i])),
        lineNo,
      );
    const r = rows++;
    line[r] = lineNo;
    if (count !== width)
      log.error(file, lineNo, 0, `expected ${width} fields as in the header, found ${count}`);
    for (const a of active) {
      const f = a.field;
      if (f >= count) storeCell(ctx, a, r, '', lineNo);
      else if (!storeValidCell(ctx, a, r, start[f]!, end[f]!))
        storeCell(ctx, a, r, text.slice(start[f], end[f]).trim(), lineNo);
    }
    return !log.isFull();
  };
  const unterminated = forEachCsvRow(text, onRow, onPlainRow);
  if (unterminated) log.error(file, unterminated, 0, 'a quoted field is never closed');
  if (isHeader) {
    log.error(file, 1, 0, 'the file has no header row');
    return undefined;
  }
  const stores = new Map(active.map((a) => [a.spec.name, a]));
  const fill = <T extends Store>(name: string, kind: 'f64' | 'i32' | 'str', make: () => T): T => {
    const a = stores.get(name);
    if (!a) return make();
    const stored = Array.isArray(a.store) ? 'str' : a.store instanceof Float64Array ? 'f64' : 'i32';
    if (stored !== kind) throw new TypeError(`column ${name} of ${file} is stored as ${stored}, not ${kind}`);
    return (Array.isArray(a.store) ? a.store.slice(0, rows) : a.store.subarray(0, rows)) as T;
  };
  return {
    rows,
    line: line.subarray(0, rows),
    position,
    has: (name) => stores.has(name),
    num: (name) => fill(name, 'f64', () => new Float64Array(rows).fill(Number.NaN)),
    int: (name) =>
      fill(name, 'i32', () => new Int32Array(rows).fill(byName.get(name)?.kind === 'date' ? NO_DAY : -1)),
    str: (name) => fill(name, 'str', () => new Array<string | null>(rows).fill(null)),
  };
};
