import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ExclusionTypeId, ProductCategoryId } from '@esgkit/core';
import {
  CASH_INDEX,
  DatasetManifest,
  type SnapshotData,
  scoreColumns,
  securityTypes,
  taxonomyObjectiveCodes,
  taxonomyValueColumns,
} from '../snapshot/snapshot-data.ts';
import {
  companiesColumns,
  companyFactsColumns,
  companyFactsExtraColumn,
  countriesColumns,
  countryScoreColumns,
  factNumberColumns,
  factTextColumns,
  fundsColumns,
  fxColumns,
  holdingsColumns,
  indicatorsColumns,
  involvementColumns,
  pricesColumns,
  productsColumns,
  ratesColumns,
  scoresColumns,
  sdgColumns,
  securitiesColumns,
  taxonomyColumns,
} from './columns.ts';
import { readDatasetText } from './csv.ts';
import { createIssueLog, type DatasetIssue, type IssueLog } from './issues.ts';
import { offsetsOf, reorder, sortOrder } from './sort.ts';
import { type ColumnSpec, parseTable, type Table } from './table.ts';

/** Bumped whenever the importer would build a different snapshot from the same files (it is part of the version). */
export const IMPORTER_VERSION = '1';

/** The files of dataset-format.md, in import order (later files refer to earlier ones). */
export const datasetFiles = [
  'companies',
  'securities',
  'countries',
  'company_facts',
  'indicators',
  'scores',
  'involvement',
  'taxonomy',
  'products',
  'sdg',
  'funds',
  'holdings',
  'prices',
  'fx',
  'rates',
] as const;
export type DatasetFileName = (typeof datasetFiles)[number];

/** The extract stage's (read, decompress, hash) share of an import's progress; the rest is parsing and building. */
const EXTRACT_SHARE = 12;

export interface ImportProgress {
  /** the file being read, e.g. `prices.csv` */
  file: string;
  /** 0–100 over the whole import */
  percent: number;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
  /**
   * Content hashes already taken (loadDataset hashes the files to find a cached snapshot), by file name, with the
   * fileStamp they were taken at: a file with the same stamp is not hashed again (hundreds of MB on a cold start).
   */
  knownHashes?: ReadonlyMap<string, { hash: string; stamp: string }>;
}

/** What identifies a file's content without reading it: size, modification and change times, inode. */
export const fileStamp = (s: Stats): string => `${s.size}|${s.mtimeMs}|${s.ctimeMs}|${s.ino}`;

export type ImportResult =
  | { ok: true; data: SnapshotData; version: string; warnings: DatasetIssue[] }
  | { ok: false; errors: DatasetIssue[]; warnings: DatasetIssue[] };

/**
 * The snapshot version: sha-256 over the importer's version and every dataset file's name and content hash
 * (files in name order). Same files → same version; one changed cell → another version.
 */
export const snapshotVersionOf = (fileHashes: ReadonlyMap<string, string>): string => {
  const h = createHash('sha256').update(`esgkit-importer:${IMPORTER_VERSION}\n`);
  for (const name of [...fileHashes.keys()].sort()) h.update(`${name}\0${fileHashes.get(name)}\n`);
  return h.digest('hex').slice(0, 32);
};

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Finds `<name>.csv` or `<name>.csv.gz` for each dataset file; extra files are warnings, duplicates errors. */
export const locateDatasetFiles = async (
  dir: string,
  log: IssueLog,
): Promise<Map<DatasetFileName | 'manifest', string> | undefined> => {
  let entries: string[];
  try {
    entries = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    log.error(dir, 0, 0, 'the dataset folder cannot be read');
    return undefined;
  }
  const found = new Map<DatasetFileName | 'manifest', string>();
  const known = new Set<string>(datasetFiles);
  for (const name of entries.sort()) {
    if (name === 'manifest.json') {
      found.set('manifest', name);
      continue;
    }
    const base = name.endsWith('.csv.gz')
      ? name.slice(0, -7)
      : name.endsWith('.csv')
        ? name.slice(0, -4)
        : '';
    if (!known.has(base)) {
      if (!name.startsWith('.')) log.warn(name, 0, 0, 'not a file of the dataset format; ignored');
      continue;
    }
    const key = base as DatasetFileName;
    const previous = found.get(key);
    if (previous) log.error(name, 0, 0, `both ${previous} and ${name} are present; keep one`);
    else found.set(key, name);
  }
  for (const required of ['manifest', 'securities', 'companies'] as const)
    if (!found.has(required))
      log.error(
        required === 'manifest' ? 'manifest.json' : `${required}.csv`,
        0,
        0,
        'required file is missing',
      );
  return found;
};

const indexOf = (ids: readonly string[]): Map<string, number> => {
  const m = new Map<string, number>();
  ids.forEach((id, i) => {
    m.set(id, i);
  });
  return m;
};

const duplicates = (
  file: string,
  table: Table,
  ids: readonly (string | null)[],
  column: string,
  log: IssueLog,
) => {
  const seen = new Set<string>();
  const col = table.position.get(column) ?? 0;
  ids.forEach((id, r) => {
    if (id === null) return;
    if (seen.has(id)) log.error(file, table.line[r]!, col, `${column} "${id}" appears more than once`);
    seen.add(id);
  });
};

/** Sorts a per-company table and returns its columns in that order with `offsets` by company. */
const byCompany = (t: Table, companies: number, extraKeys: readonly Int32Array[]) => {
  const company = t.int('company_id');
  const order = sortOrder(t.rows, [company, ...extraKeys]);
  const sortedCompany = reorder(company, order);
  return { order, company: sortedCompany, offsets: offsetsOf(sortedCompany, companies) };
};

/**
 * Imports a dataset folder (dataset-format.md) into snapshot columns. Never throws on bad data: errors (at most
 * 100, as `file:line:column`) make `ok` false and nothing is built; warnings are reported either way.
 *
 * @example const result = await importDataset('fixtures/datasets/minimal');
 * if (!result.ok) console.error(result.errors.map(formatDatasetIssue).join('\n'));
 */
export const importDataset = async (dir: string, options: ImportOptions = {}): Promise<ImportResult> =>
  transformDataset(await extractDataset(dir, options), options);

/** The files of a dataset folder as read from disk: decoded texts and content hashes (the extract stage). */
export interface RawDataset {
  dir: string;
  located: Map<DatasetFileName | 'manifest', string>;
  manifestText: string | undefined;
  /** decoded text per file name; `transformDataset` releases each one once parsed */
  texts: Map<string, string>;
  hashes: Map<string, string>;
  log: IssueLog;
}

/** Extract stage: finds the dataset's files, reads and decodes them (gzip, BOM) and hashes their bytes. */
export const extractDataset = async (dir: string, options: ImportOptions = {}): Promise<RawDataset> => {
  const log = createIssueLog();
  const texts = new Map<string, string>();
  const hashes = new Map<string, string>();
  const located = (await locateDatasetFiles(dir, log)) ?? new Map();
  const raw: RawDataset = { dir, located, manifestText: undefined, texts, hashes, log };
  if (log.errors.length > 0) return raw;
  const manifestBytes = await readFile(join(dir, 'manifest.json'));
  hashes.set('manifest.json', sha256Hex(manifestBytes));
  raw.manifestText = manifestBytes.toString('utf8').replace(/^\uFEFF/, '');
  const present = datasetFiles.filter((f) => located.has(f));
  // Progress by bytes: prices and indicators are most of a dataset, and of its reading time.
  const stats = await Promise.all(
    present.map((name) =>
      stat(join(dir, located.get(name)!)).then(
        (s) => s,
        () => undefined,
      ),
    ),
  );
  const sizes = stats.map((s) => s?.size ?? 0);
  const totalSize = Math.max(
    1,
    sizes.reduce((sum, size) => sum + size, 0),
  );
  let readSize = 0;
  for (const [k, name] of present.entries()) {
    const file = located.get(name)!;
    options.signal?.throwIfAborted();
    options.onProgress?.({ file, percent: Math.round((EXTRACT_SHARE * readSize) / totalSize) });
    readSize += sizes[k]!;
    try {
      const read = await readDatasetText(join(dir, file));
      const known = options.knownHashes?.get(file);
      const s = stats[k];
      hashes.set(file, known && s && known.stamp === fileStamp(s) ? known.hash : sha256Hex(read.bytes));
      texts.set(file, read.text);
    } catch (error) {
      log.error(file, 0, 0, `cannot be read: ${(error as Error).message}`);
    }
  }
  return raw;
};

/**
 * Transform stage: validates every file against dataset-format.md and builds the snapshot columns. Errors (at
 * most 100) make the result `ok: false` and nothing is built.
 */
export const transformDataset = (raw: RawDataset, options: ImportOptions = {}): ImportResult => {
  const { log, located, hashes } = raw;
  const fail = (): ImportResult => ({ ok: false, errors: log.errors, warnings: log.warnings });
  if (log.errors.length > 0 || raw.manifestText === undefined) return fail();
  let manifest: DatasetManifest | undefined;
  try {
    const parsed = DatasetManifest.safeParse(JSON.parse(raw.manifestText));
    if (parsed.success) manifest = parsed.data;
    else
      for (const i of parsed.error.issues)
        log.error('manifest.json', 0, 0, `${i.path.join('.') || 'manifest'}: ${i.message}`);
  } catch (error) {
    log.error('manifest.json', 0, 0, `not valid JSON: ${(error as Error).message}`);
  }

  const present = datasetFiles.filter((f) => located.has(f));
  // Progress by text length: parsing time follows it (the texts are released as they are parsed).
  const textLength = (name: DatasetFileName) => raw.texts.get(located.get(name) ?? '')?.length ?? 0;
  const totalLength = Math.max(
    1,
    datasetFiles.reduce((sum, name) => sum + textLength(name), 0),
  );
  let parsedLength = 0;
  const load = (
    name: DatasetFileName,
    columns: readonly ColumnSpec[],
    extra?: (column: string) => ColumnSpec | undefined,
  ): Table | undefined => {
    const file = located.get(name);
    const text = file === undefined ? undefined : raw.texts.get(file);
    if (!file || text === undefined || log.isFull()) return undefined;
    options.signal?.throwIfAborted();
    options.onProgress?.({
      file,
      percent: EXTRACT_SHARE + Math.round(((100 - EXTRACT_SHARE) * parsedLength) / totalLength),
    });
    parsedLength += text.length;
    raw.texts.delete(file);
    return parseTable(text, { file, columns }, log, extra);
  };
  const fileOf = (name: DatasetFileName) => located.get(name) ?? `${name}.csv`;

  // companies.csv
  const co = load('companies', companiesColumns);
  const companyIds = (co?.str('company_id') ?? []) as string[];
  if (co) duplicates(fileOf('companies'), co, companyIds, 'company_id', log);
  const companyIndex = indexOf(companyIds);
  const nCompanies = companyIds.length;
  const resolveCompany = (id: string) => companyIndex.get(id);

  // securities.csv
  const se = load('securities', securitiesColumns(resolveCompany));
  const securityIds = (se?.str('security_id') ?? []) as string[];
  const nSecurities = securityIds.length;
  const securityIndex = indexOf(securityIds);
  const secType = se?.int('type') ?? new Int32Array(0);
  const secCompany = se?.int('company_id') ?? new Int32Array(0);
  const secCountry = se?.str('country') ?? [];
  if (se) {
    const f = fileOf('securities');
    duplicates(f, se, securityIds, 'security_id', log);
    duplicates(f, se, se.str('isin'), 'isin', log);
    duplicates(f, se, se.str('ticker'), 'ticker', log);
    for (let r = 0; r < se.rows; r++) {
      const type = securityTypes[secType[r]!];
      if ((type === 'equity' || type === 'corporate_bond') && secCompany[r]! < 0)
        log.error(f, se.line[r]!, se.position.get('company_id') ?? 0, `company_id is required for ${type}`);
      if (type === 'sovereign_bond' && secCountry[r] == null)
        log.error(f, se.line[r]!, se.position.get('country') ?? 0, 'country is required for sovereign_bond');
    }
  }
  const resolveSecurity = (id: string) => securityIndex.get(id);
  const fundTypeIndex = securityTypes.indexOf('fund');

  // countries.csv
  const cn = load('countries', countriesColumns);
  const countryCodes = (cn?.str('country') ?? []) as string[];
  if (cn) duplicates(fileOf('countries'), cn, countryCodes, 'country', log);

  // company_facts.csv
  const fa = load('company_facts', companyFactsColumns(resolveCompany), companyFactsExtraColumn);
  let facts: SnapshotData['facts'] = {
    offsets: new Int32Array(nCompanies + 1),
    company: new Int32Array(0),
    year: new Int32Array(0),
    numbers: {},
    texts: {},
  };
  if (fa) {
    const f = fileOf('company_facts');
    const year = Int32Array.from(fa.num('year'));
    const { order, company, offsets } = byCompany(fa, nCompanies, [year]);
    const sortedYear = reorder(year, order);
    for (let r = 1; r < fa.rows; r++)
      if (company[r] === company[r - 1] && sortedYear[r] === sortedYear[r - 1] && company[r]! >= 0) {
        const row = order ? order[r]! : r;
        log.error(
          f,
          fa.line[row]!,
          fa.position.get('year') ?? 0,
          'the same company_id and year appear twice',
        );
      }
    const numbers: Record<string, Float64Array> = {};
    for (const name of fa.position.keys()) {
      if (name === 'company_id' || name === 'year' || (factTextColumns as readonly string[]).includes(name))
        continue;
      numbers[name] = reorder(fa.num(name), order);
    }
    for (const [name, reason] of [
      ['evic_eur', 'evic_eur ≤ 0: holdings of this company cannot be attributed'],
      ['revenue_eur', 'revenue_eur ≤ 0: this company has no intensity'],
    ] as const) {
      if (!fa.has(name)) continue;
      const v = fa.num(name);
      for (let r = 0; r < fa.rows; r++)
        if (v[r]! <= 0) log.warn(f, fa.line[r]!, fa.position.get(name)!, reason);
    }
    if (fa.has('board_female_count') && fa.has('board_member_count')) {
      const female = fa.num('board_female_count');
      const members = fa.num('board_member_count');
      for (let r = 0; r < fa.rows; r++)
        if (female[r]! > members[r]!)
          log.error(
            f,
            fa.line[r]!,
            fa.position.get('board_female_count')!,
            'board_female_count exceeds board_member_count',
          );
    }
    const texts: Record<string, (string | null)[]> = {};
    for (const name of factTextColumns) if (fa.has(name)) texts[name] = reorder(fa.str(name), order);
    facts = { offsets, company, year: sortedYear, numbers, texts };
  }

  // indicators.csv
  const ind = load('indicators', indicatorsColumns(resolveCompany));
  let indicators: SnapshotData['indicators'] = {
    codes: [],
    offsets: new Int32Array(nCompanies + 1),
    company: new Int32Array(0),
    year: new Int32Array(0),
    code: new Int32Array(0),
    value: new Float64Array(0),
  };
  if (ind) {
    const codes: string[] = [];
    const codeIndex = new Map<string, number>();
    const codeStrings = ind.str('code');
    const code = new Int32Array(ind.rows);
    for (let r = 0; r < ind.rows; r++) {
      const s = codeStrings[r] ?? '';
      let k = codeIndex.get(s);
      if (k === undefined) {
        k = codes.length;
        codes.push(s);
        codeIndex.set(s, k);
      }
      code[r] = k;
    }
    const year = Int32Array.from(ind.num('year'));
    const { order, company, offsets } = byCompany(ind, nCompanies, [year]);
    indicators = {
      codes,
      offsets,
      company,
      year: reorder(year, order),
      code: reorder(code, order),
      value: reorder(ind.num('value'), order),
    };
  }

  // countries again: scores for countries may refer to countries.csv or to any ISO code
  const fundSecurity = (id: string) => {
    const s = securityIndex.get(id);
    return s !== undefined && secType[s] === fundTypeIndex ? s : undefined;
  };

  // scores.csv
  const sc = load('scores', scoresColumns);
  let scores: SnapshotData['scores'] = {
    entityType: new Int32Array(0),
    entityId: [],
    year: new Int32Array(0),
    columns: Object.fromEntries(
      scoreColumns.map((c) => [c, new Float64Array(0)]),
    ) as SnapshotData['scores']['columns'],
  };
  if (sc) {
    const f = fileOf('scores');
    const type = sc.int('entity_type');
    const ids = sc.str('entity_id');
    const countrySet = new Set(countryCodes);
    for (let r = 0; r < sc.rows; r++) {
      const id = ids[r] ?? '';
      const isKnown =
        type[r] === 0
          ? companyIndex.has(id)
          : type[r] === 1
            ? fundSecurity(id) !== undefined
            : type[r] === 2
              ? countrySet.has(id) || /^[A-Z]{2}$/.test(id)
              : true;
      if (!isKnown) log.error(f, sc.line[r]!, sc.position.get('entity_id')!, `unknown entity "${id}"`);
    }
    scores = {
      entityType: type,
      entityId: ids as string[],
      year: Int32Array.from(sc.num('year')),
      columns: Object.fromEntries(
        scoreColumns.map((c) => [c, sc.num(c)]),
      ) as SnapshotData['scores']['columns'],
    };
  }

  // involvement.csv
  const inv = load('involvement', involvementColumns(resolveCompany));
  let involvement: SnapshotData['involvement'] = {
    offsets: new Int32Array(nCompanies + 1),
    company: new Int32Array(0),
    type: [],
    revenueSharePct: new Float64Array(0),
    ownershipPct: new Float64Array(0),
  };
  if (inv) {
    const { order, company, offsets } = byCompany(inv, nCompanies, []);
    const typeNames = Array.from(inv.int('type'), (k) => involvementTypeName(k));
    involvement = {
      offsets,
      company,
      type: reorder(typeNames, order),
      revenueSharePct: reorder(inv.num('revenue_share_pct'), order),
      ownershipPct: reorder(inv.num('ownership_pct'), order),
    };
  }

  // taxonomy.csv
  const tx = load('taxonomy', taxonomyColumns(resolveCompany));
  let taxonomy: SnapshotData['taxonomy'] = {
    offsets: new Int32Array(nCompanies + 1),
    company: new Int32Array(0),
    year: new Int32Array(0),
    objective: new Int32Array(0),
    kpi: new Int32Array(0),
    columns: Object.fromEntries(
      taxonomyValueColumns.map((c) => [c, new Float64Array(0)]),
    ) as SnapshotData['taxonomy']['columns'],
  };
  if (tx) {
    const f = fileOf('taxonomy');
    const eligible = tx.num('eligible_pct');
    const aligned = tx.num('aligned_pct');
    const year = Int32Array.from(tx.num('year'));
    const objective = tx.int('objective');
    const kpi = tx.int('kpi');
    const txCompany = tx.int('company_id');
    const allIndex = taxonomyObjectiveCodes.indexOf('ALL');
    const sums = new Map<string, { eligible: number; aligned: number; line: number }>();
    for (let r = 0; r < tx.rows; r++) {
      // An aligned figure with no eligible one takes eligible = aligned (dataset-format.md, taxonomy.csv).
      if (Number.isNaN(eligible[r]!) && !Number.isNaN(aligned[r]!)) eligible[r] = aligned[r]!;
      if (aligned[r]! > eligible[r]!)
        log.error(
          f,
          tx.line[r]!,
          tx.position.get('aligned_pct')!,
          `aligned_pct ${aligned[r]} exceeds eligible_pct ${eligible[r]}`,
        );
      if (objective[r] === allIndex) continue;
      const key = `${companyIds[txCompany[r]!] ?? ''}\0${year[r]}\0${kpi[r]}`;
      const s = sums.get(key) ?? { eligible: 0, aligned: 0, line: 0 };
      s.eligible += Number.isNaN(eligible[r]!) ? 0 : eligible[r]!;
      s.aligned += Number.isNaN(aligned[r]!) ? 0 : aligned[r]!;
      s.line = tx.line[r]!;
      sums.set(key, s);
    }
    for (const [key, s] of sums) {
      const [company, y] = key.split('\0');
      if (s.eligible > 100 + 1e-9)
        log.error(
          f,
          s.line,
          tx.position.get('eligible_pct')!,
          `company ${company} ${y}: eligible shares of one KPI sum to ${round(s.eligible)} > 100`,
        );
      if (s.aligned > 100 + 1e-9)
        log.error(
          f,
          s.line,
          tx.position.get('aligned_pct')!,
          `company ${company} ${y}: aligned shares of one KPI sum to ${round(s.aligned)} > 100`,
        );
    }
    const { order, company, offsets } = byCompany(tx, nCompanies, [year]);
    taxonomy = {
      offsets,
      company,
      year: reorder(year, order),
      objective: reorder(objective, order),
      kpi: reorder(kpi, order),
      columns: Object.fromEntries(
        taxonomyValueColumns.map((c) => [c, reorder(tx.num(c), order)]),
      ) as SnapshotData['taxonomy']['columns'],
    };
  }

  // products.csv
  const pr = load('products', productsColumns(resolveCompany));
  let products: SnapshotData['products'] = {
    offsets: new Int32Array(nCompanies + 1),
    company: new Int32Array(0),
    category: [],
    revenueSharePct: new Float64Array(0),
    sustainableScore: new Float64Array(0),
  };
  if (pr) {
    const { order, company, offsets } = byCompany(pr, nCompanies, []);
    const names = Array.from(pr.int('category'), (k) => productCategoryName(k));
    products = {
      offsets,
      company,
      category: reorder(names, order),
      revenueSharePct: reorder(pr.num('revenue_share_pct'), order),
      sustainableScore: reorder(pr.num('sustainable_score'), order),
    };
  }

  // sdg.csv
  const sd = load('sdg', sdgColumns(resolveCompany));
  let sdg: SnapshotData['sdg'] = {
    offsets: new Int32Array(nCompanies + 1),
    company: new Int32Array(0),
    sdg: new Int32Array(0),
    score: new Float64Array(0),
  };
  if (sd) {
    const { order, company, offsets } = byCompany(sd, nCompanies, []);
    sdg = {
      offsets,
      company,
      sdg: reorder(Int32Array.from(sd.num('sdg')), order),
      score: reorder(sd.num('score'), order),
    };
  }

  // funds.csv
  const fu = load('funds', fundsColumns(resolveSecurity));
  const emptyText = (): (string | null)[] => [];
  let funds: SnapshotData['funds'] = {
    security: new Int32Array(0),
    category: emptyText(),
    globalCategory: emptyText(),
    fundType: new Int32Array(0),
    aumEur: new Float64Array(0),
    inceptionDay: new Int32Array(0),
    terPct: new Float64Array(0),
    domicile: emptyText(),
    provider: emptyText(),
    advisor: emptyText(),
    sfdrArticle: new Float64Array(0),
    registeredCountries: emptyText(),
    holdingsAsOfDay: new Int32Array(0),
    embargoed: new Float64Array(0),
  };
  if (fu) {
    const f = fileOf('funds');
    const security = fu.int('security_id');
    const ids = securityIds;
    duplicates(
      f,
      fu,
      Array.from(security, (s) => (s >= 0 ? ids[s]! : null)),
      'security_id',
      log,
    );
    const sfdr = fu.num('sfdr_article');
    for (let r = 0; r < fu.rows; r++) {
      if (security[r]! >= 0 && secType[security[r]!] !== fundTypeIndex)
        log.error(
          f,
          fu.line[r]!,
          fu.position.get('security_id')!,
          `security ${ids[security[r]!]} is not of type fund`,
        );
      if (!Number.isNaN(sfdr[r]!) && sfdr[r] !== 6 && sfdr[r] !== 8 && sfdr[r] !== 9)
        log.error(
          f,
          fu.line[r]!,
          fu.position.get('sfdr_article')!,
          `sfdr_article: ${sfdr[r]} is not 6, 8 or 9`,
        );
    }
    funds = {
      security,
      category: fu.str('category'),
      globalCategory: fu.str('global_category'),
      fundType: fu.int('fund_type'),
      aumEur: fu.num('aum_eur'),
      inceptionDay: fu.int('inception_date'),
      terPct: fu.num('ter_pct'),
      domicile: fu.str('domicile'),
      provider: fu.str('provider'),
      advisor: fu.str('advisor'),
      sfdrArticle: sfdr,
      registeredCountries: fu.str('registered_countries'),
      holdingsAsOfDay: fu.int('holdings_as_of'),
      embargoed: fu.num('embargoed'),
    };
  }

  // holdings.csv
  const ho = load(
    'holdings',
    holdingsColumns(resolveSecurity, (id) => (id === 'CASH' ? CASH_INDEX : securityIndex.get(id))),
  );
  let holdings: SnapshotData['holdings'] = {
    fund: new Int32Array(0),
    asOf: new Int32Array(0),
    holding: new Int32Array(0),
    weightPct: new Float64Array(0),
    offsets: new Int32Array(nSecurities + 1),
  };
  if (ho) {
    const f = fileOf('holdings');
    const fund = ho.int('fund_id');
    const asOfRaw = ho.int('as_of');
    const holding = ho.int('holding_id');
    const weight = ho.num('weight_pct');
    const colWeight = ho.position.get('weight_pct')!;
    for (let r = 0; r < ho.rows; r++) {
      if (fund[r]! >= 0 && secType[fund[r]!] !== fundTypeIndex)
        log.error(
          f,
          ho.line[r]!,
          ho.position.get('fund_id')!,
          `security ${securityIds[fund[r]!]} is not of type fund`,
        );
      // spec sfdr-pai-and-taxonomy.md §5.11: short positions are out of scope.
      if (weight[r]! < 0) log.error(f, ho.line[r]!, colWeight, `weight_pct ${weight[r]} is negative`);
    }
    const { order } = { order: sortOrder(ho.rows, [fund, asOfRaw]) };
    const sFund = reorder(fund, order);
    const sAsOf = reorder(asOfRaw, order);
    const sHolding = reorder(holding, order);
    const sWeight = reorder(weight, order);
    const sLine = reorder(Int32Array.from(ho.line), order);
    // Weights per fund and date: > 100.5 error; 100–100.5 scaled to 100; < 99.5 warning (dataset-format.md).
    for (let start = 0; start < ho.rows; ) {
      let end = start + 1;
      while (end < ho.rows && sFund[end] === sFund[start] && sAsOf[end] === sAsOf[start]) end++;
      let sum = 0;
      for (let r = start; r < end; r++) sum += Number.isNaN(sWeight[r]!) ? 0 : sWeight[r]!;
      const id = securityIds[sFund[start]!] ?? '?';
      const lastLine = Math.max(...Array.from(sLine.subarray(start, end)));
      if (sum > 100.5 + 1e-9)
        log.error(f, lastLine, colWeight, `fund ${id}: weights sum to ${round(sum)} > 100.5`);
      else if (sum > 100) for (let r = start; r < end; r++) sWeight[r] = (sWeight[r]! * 100) / sum;
      else if (sum < 99.5)
        log.warn(
          f,
          lastLine,
          colWeight,
          `fund ${id}: weights sum to ${round(sum)}; the remaining ${round(100 - sum)} % is "other"`,
        );
      start = end;
    }
    // A fund that holds itself, directly or through other funds, is an error.
    const children = new Map<number, { child: number; line: number }[]>();
    for (let r = 0; r < ho.rows; r++) {
      const h = sHolding[r]!;
      if (h >= 0 && secType[h] === fundTypeIndex && sFund[r]! >= 0) {
        const list = children.get(sFund[r]!) ?? [];
        list.push({ child: h, line: sLine[r]! });
        children.set(sFund[r]!, list);
      }
    }
    const state = new Map<number, 1 | 2>();
    const visit = (node: number, path: number[]): void => {
      state.set(node, 1);
      for (const { child, line } of children.get(node) ?? []) {
        if (state.get(child) === 1) {
          const cycle = [...path.slice(path.indexOf(child)), child].map((s) => securityIds[s]).join(' → ');
          log.error(f, line, ho.position.get('holding_id')!, `fund holdings form a cycle: ${cycle}`);
        } else if (!state.has(child)) visit(child, [...path, child]);
      }
      state.set(node, 2);
    };
    for (const node of [...children.keys()].sort((a, b) => a - b)) if (!state.has(node)) visit(node, [node]);
    holdings = {
      fund: sFund,
      asOf: sAsOf,
      holding: sHolding,
      weightPct: sWeight,
      offsets: offsetsOf(sFund, nSecurities),
    };
  }

  // prices.csv
  const pc = load('prices', pricesColumns(resolveSecurity));
  let prices: SnapshotData['prices'] = {
    offsets: new Int32Array(nSecurities + 1),
    day: new Int32Array(0),
    value: new Float64Array(0),
  };
  if (pc) {
    const f = fileOf('prices');
    const security = pc.int('security_id');
    const day = pc.int('date');
    const order = sortOrder(pc.rows, [security, day]);
    const sSec = reorder(security, order);
    const sDay = reorder(day, order);
    for (let r = 1; r < pc.rows; r++)
      if (sSec[r] === sSec[r - 1] && sDay[r] === sDay[r - 1] && sSec[r]! >= 0) {
        const row = order ? order[r]! : r;
        log.error(
          f,
          pc.line[row]!,
          pc.position.get('date')!,
          'a second price for the same security and date',
        );
        if (log.isFull()) break;
      }
    prices = { offsets: offsetsOf(sSec, nSecurities), day: sDay, value: reorder(pc.num('value'), order) };
  }

  // fx.csv
  const fx = load('fx', fxColumns);
  let fxData: SnapshotData['fx'] = {
    currencies: [],
    offsets: new Int32Array(1),
    day: new Int32Array(0),
    eurPerUnit: new Float64Array(0),
  };
  if (fx) {
    const names = fx.str('currency') as string[];
    const currencies = [...new Set(names)].sort();
    const ci = indexOf(currencies);
    const cur = Int32Array.from(names, (n) => ci.get(n) ?? -1);
    const day = fx.int('date');
    const order = sortOrder(fx.rows, [cur, day]);
    const sCur = reorder(cur, order);
    fxData = {
      currencies,
      offsets: offsetsOf(sCur, currencies.length),
      day: reorder(day, order),
      eurPerUnit: reorder(fx.num('eur_per_unit'), order),
    };
  }

  // rates.csv
  const ra = load('rates', ratesColumns);
  let rates: SnapshotData['rates'] = { day: new Int32Array(0), ratePct: new Float64Array(0) };
  if (ra) {
    const day = ra.int('date');
    const order = sortOrder(ra.rows, [day]);
    rates = { day: reorder(day, order), ratePct: reorder(ra.num('rate_annual_pct'), order) };
  }

  options.onProgress?.({ file: '', percent: 100 });
  if (log.errors.length > 0 || !manifest || !se || !co) return fail();

  const countries: SnapshotData['countries'] = {
    code: countryCodes,
    name: cn?.str('name') ?? [],
    region: cn?.str('region') ?? [],
    numbers: Object.fromEntries(countryScoreColumns.filter((c) => cn?.has(c)).map((c) => [c, cn!.num(c)])),
  };
  const data: SnapshotData = {
    manifest,
    files: ['manifest.json', ...present.map((p) => located.get(p)!)],
    securities: {
      id: securityIds,
      isin: se.str('isin'),
      ticker: se.str('ticker'),
      name: se.str('name') as string[],
      type: secType,
      company: secCompany,
      country: secCountry,
      currency: se.str('currency') as string[],
      assetClass: se.int('asset_class'),
      euGreenBond: se.num('eu_green_bond'),
    },
    companies: {
      id: companyIds,
      name: co.str('name') as string[],
      country: co.str('country') as string[],
      sector: co.str('sector') as string[],
      industry: co.str('industry'),
      nace: co.str('nace'),
      naceCode: co.str('nace_code'),
      marketCapEur: co.num('market_cap_eur'),
    },
    facts,
    indicators,
    scores,
    involvement,
    taxonomy,
    products,
    sdg,
    funds,
    holdings,
    prices,
    fx: fxData,
    countries,
    rates,
  };
  return { ok: true, data, version: snapshotVersionOf(hashes), warnings: log.warnings };
};

const round = (x: number): string => String(Math.round(x * 1000) / 1000);

const involvementTypeName = (k: number): string => ExclusionTypeId.options[k] ?? '';
const productCategoryName = (k: number): string => ProductCategoryId.options[k] ?? '';

export { factNumberColumns };
