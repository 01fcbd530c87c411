import { join } from 'node:path';
import {
  type ApiClient,
  addClientChain,
  type Client,
  type ClientInput,
  type CsvFormat,
  CsvSection,
  clientTestChain,
  paiChain,
  runChain,
  SHARE_LINK_DAYS,
  ShareLinkDays,
  toHoldings,
  validateSecurities,
} from '@esgkit/core';
import { resolveAmount } from '../config/settings.ts';
import { CliError, ExitCode, InvalidInputError, OptionError, UsageError } from '../errors.ts';
import { formatIssueLine, toCliIssue } from '../io/messages.ts';
import { type PortfolioSource, sourcesFromCsv } from '../io/portfolio-sources.ts';
import { readUserFile } from '../io/user-file.ts';
import type { Runtime } from '../runtime.ts';
import { renderTable } from '../ui/table.ts';
import { errorIssue } from './api-errors.ts';
import { defaultInvestmentDayOf } from './compute-lookup.ts';
import { csvFormatOf, fetchDownload, writeFileIn } from './downloads.ts';
import { withConnection } from './session.ts';

const fullName = (c: Pick<Client, 'firstname' | 'lastname'>): string => `${c.firstname} ${c.lastname}`.trim();

/** The client a user means: its id, or a name that matches exactly one client (case and accents aside). */
export const findClient = async (client: ApiClient, query: string, runtime: Runtime): Promise<Client> => {
  const { data } = await client.call('clients.list', { signal: runtime.signal });
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim();
  const byId = data.find((c) => c.id === query);
  if (byId) return byId;
  const matches = data.filter((c) => fold(fullName(c)) === fold(query) || fold(c.lastname) === fold(query));
  if (matches.length === 1 && matches[0]) return matches[0];
  if (matches.length > 1)
    throw new UsageError(
      runtime.describe('cli.clients.ambiguous', {
        query,
        names: matches.map((c) => `${fullName(c)} (${c.id})`).join(', '),
      }),
    );
  throw new CliError(ExitCode.invalidInput, runtime.describe('cli.clients.notFound', { query }));
};

export const listClients = (runtime: Runtime, options: { json: boolean }): Promise<ExitCode> =>
  withConnection(runtime, async ({ client }) => {
    const { data } = await client.call('clients.list', { signal: runtime.signal });
    if (options.json) {
      runtime.write(`${JSON.stringify(data, null, 2)}\n`);
      return ExitCode.ok;
    }
    if (data.length === 0) {
      runtime.note(runtime.describe('cli.notes.empty'));
      return ExitCode.ok;
    }
    const d = runtime.describe;
    runtime.write(
      renderTable({
        columns: [
          { header: d('cli.columns.id') },
          { header: d('cli.columns.name') },
          { header: d('cli.columns.email') },
          { header: d('cli.columns.holdings'), align: 'right' },
        ],
        rows: data.map((c) => [
          c.id,
          fullName(c),
          c.email ?? '',
          String(c.portfolio?.portfolio.items.length ?? 0),
        ]),
        hasColor: runtime.hasColor,
      }),
    );
    return ExitCode.ok;
  });

export const showClient = (runtime: Runtime, options: { client: string; json: boolean }): Promise<ExitCode> =>
  withConnection(runtime, async ({ client }) => {
    const found = await findClient(client, options.client, runtime);
    const { data } = await client.call('clients.get', {
      params: { clientId: found.id },
      signal: runtime.signal,
    });
    if (options.json) {
      runtime.write(`${JSON.stringify(data, null, 2)}\n`);
      return ExitCode.ok;
    }
    const d = runtime.describe;
    runtime.write(`${fullName(data)} (${data.id})${data.email ? ` <${data.email}>` : ''}\n`);
    if (!data.portfolio) {
      runtime.note(d('cli.clients.noPortfolio', { name: fullName(data) }));
      return ExitCode.ok;
    }
    runtime.write(
      renderTable({
        columns: [{ header: 'ISIN / Ticker' }, { header: d('cli.columns.value'), align: 'right' }],
        rows: [
          ...data.portfolio.portfolio.items.map((i) => [i.input, `${i.weight}%`]),
          ...(data.portfolio.portfolio.cash > 0 ? [['CASH', `${data.portfolio.portfolio.cash}%`]] : []),
        ],
        hasColor: runtime.hasColor,
      }),
    );
    return ExitCode.ok;
  });

export interface AddClientOptions {
  firstname: string;
  lastname: string;
  email?: string | undefined;
  portfolio?: string | undefined;
  since?: string | undefined;
  /** EUR, parsed by the command. */
  amount?: number | undefined;
}

const portfolioOf = async (
  client: ApiClient,
  source: PortfolioSource,
  runtime: Runtime,
  options: { since?: string | undefined; amount?: number | undefined },
): Promise<ClientInput['portfolio']> => {
  const issues = [...source.issues.filter((i) => i.severity === 'error')];
  if (issues.length === 0) {
    const ids = source.rows.map((r) => r.input).filter((i) => i.toUpperCase() !== 'CASH');
    const { data: resolved } = await client.call('securities.exist', {
      body: { ids },
      signal: runtime.signal,
    });
    for (const found of validateSecurities(source.rows, resolved)) {
      const index = typeof found.path[0] === 'number' ? found.path[0] : null;
      issues.push(
        toCliIssue(
          found,
          { file: source.file, line: index === null ? null : (source.lines[index] ?? null) },
          runtime.describe,
        ),
      );
    }
    if (!issues.some((i) => i.severity === 'error')) {
      const { amount } = resolveAmount(options.amount, runtime.env, runtime.conf);
      return {
        // without --since, the one default first-investment day (issue 21), not today: today is after the
        // dataset's last price, so the performance views and the report would have no data
        investmentDay: options.since ?? (await defaultInvestmentDayOf(client, null, runtime.signal)),
        investmentAmount: source.amountEur ?? amount,
        portfolio: toHoldings(source.rows, resolved),
      };
    }
  }
  throw new InvalidInputError(issues.map(formatIssueLine).join('\n'));
};

const computeClient = async (client: ApiClient, runtime: Runtime, input: ClientInput): Promise<string> => {
  const outcome = await runChain(addClientChain, { client, signal: runtime.signal, newClient: input });
  if (outcome.status !== 'completed' || !outcome.clientId) {
    if (outcome.clientId === null) throw outcome.error;
    const [issue] = errorIssue(outcome.error, '-', runtime.describe);
    throw new CliError(ExitCode.failure, issue?.message ?? runtime.describe('anErrorHasOccurred'));
  }
  return outcome.clientId;
};

export const addClient = async (runtime: Runtime, options: AddClientOptions): Promise<ExitCode> => {
  const [source] = options.portfolio
    ? sourcesFromCsv(await readUserFile(options.portfolio, runtime.describe, 'utf8'), {
        file: options.portfolio,
        describe: runtime.describe,
      })
    : [];
  if (options.portfolio && !source) throw new InvalidInputError(runtime.describe('cli.csv.noRows'));
  return withConnection(runtime, async ({ client }) => {
    const base: ClientInput = {
      firstname: options.firstname,
      lastname: options.lastname,
      ...(options.email ? { email: options.email } : {}),
    };
    let id: string;
    if (source) {
      id = await computeClient(client, runtime, {
        ...base,
        portfolio: await portfolioOf(client, source, runtime, options),
      });
    } else {
      id = (await client.call('clients.create', { body: base, signal: runtime.signal })).data.id;
    }
    runtime.note(
      runtime.describe('cli.clients.created', { name: `${options.firstname} ${options.lastname}`, id }),
    );
    runtime.write(`${id}\n`);
    return ExitCode.ok;
  });
};

/**
 * `esgkit clients import FILE.csv`: one client per value of the `portfolio` column, named "First Last"; each is
 * created and computed. A bad portfolio is reported and skipped; the others are imported (exit 3 at the end).
 */
export const importClients = async (
  runtime: Runtime,
  options: { file: string; since?: string | undefined; amount?: number | undefined },
): Promise<ExitCode> => {
  const sources = sourcesFromCsv(await readUserFile(options.file, runtime.describe, 'utf8'), {
    file: options.file,
    describe: runtime.describe,
  });
  return withConnection(runtime, async ({ client }) => {
    let exit: ExitCode = ExitCode.ok;
    let count = 0;
    for (const source of sources) {
      const [first, ...rest] = source.name.trim().split(/\s+/);
      try {
        const portfolio = await portfolioOf(client, source, runtime, options);
        const id = await computeClient(client, runtime, {
          firstname: first ?? source.name,
          lastname: rest.join(' ') || '-',
          portfolio,
        });
        runtime.write(`${id}\t${source.name}\n`);
        count++;
      } catch (error) {
        if (!(error instanceof CliError)) throw error;
        runtime.note(error.message);
        exit = error.exitCode;
      }
    }
    runtime.note(runtime.describe('cli.clients.imported', { count }));
    return exit;
  });
};

export const removeClient = (runtime: Runtime, options: { client: string }): Promise<ExitCode> =>
  withConnection(runtime, async ({ client }) => {
    const found = await findClient(client, options.client, runtime);
    await client.call('clients.delete', { params: { clientId: found.id }, signal: runtime.signal });
    runtime.note(runtime.describe('cli.clients.deleted', { name: fullName(found) }));
    return ExitCode.ok;
  });

/** Recomputes a client whose portfolio is outdated (spec doc 1 §4), then its PAI when it was never calculated. */
const ensureComputed = async (client: ApiClient, runtime: Runtime, found: Client): Promise<string> => {
  const portfolio = found.portfolio;
  if (!portfolio)
    throw new CliError(
      ExitCode.invalidInput,
      runtime.describe('cli.clients.noPortfolio', { name: fullName(found) }),
    );
  const context = { client, signal: runtime.signal, portfolioId: portfolio.id, clientId: found.id };
  if (portfolio.isOutdated) {
    const outcome = await runChain(clientTestChain, context);
    if (outcome.status !== 'completed') throw outcome.error;
  }
  if (!portfolio.paiUpdatedAt) {
    const outcome = await runChain(paiChain, context);
    if (outcome.status !== 'completed') throw outcome.error;
  }
  return portfolio.id;
};

/** `esgkit export`: the client's CSV sections, downloaded into DIR before the command exits. */
export const exportClient = (
  runtime: Runtime,
  options: {
    client: string;
    sections: readonly CsvSection[] | 'all';
    out: string;
    csvFormat?: CsvFormat | undefined;
  },
): Promise<ExitCode> => {
  const sections = options.sections === 'all' ? [...CsvSection.options] : options.sections;
  const format = csvFormatOf(options.csvFormat, runtime.locale);
  return withConnection(runtime, async ({ client }) => {
    const found = await findClient(client, options.client, runtime);
    const portfolioId = await ensureComputed(client, runtime, found);
    for (const section of sections) {
      const { data } = await client.call('exports.csv', {
        params: { portfolioId, section },
        query: { locale: runtime.locale, format },
        signal: runtime.signal,
      });
      const path = join(options.out, `${section}.csv`);
      await writeFileIn(path, await fetchDownload(client, data, runtime.signal));
      runtime.write(`${path}\n`);
    }
    runtime.note(runtime.describe('cli.notes.wroteFiles', { count: sections.length, dir: options.out }));
    return ExitCode.ok;
  });
};

/** `esgkit share`: a read-only link under ESGKIT_PUBLIC_URL; PAI is calculated first when it is not (spec doc 1 §4). */
export const shareClient = (
  runtime: Runtime,
  options: { client: string; days?: string | undefined },
): Promise<ExitCode> =>
  withConnection(runtime, async ({ client }) => {
    const found = await findClient(client, options.client, runtime);
    await ensureComputed(client, runtime, found);
    const days = options.days === undefined ? undefined : Number(options.days);
    if (days !== undefined && !ShareLinkDays.safeParse(days).success)
      throw new OptionError(
        'days',
        runtime.describe('cli.errors.wholeNumberRange', {
          value: options.days ?? '',
          min: SHARE_LINK_DAYS.min,
          max: SHARE_LINK_DAYS.max,
        }),
      );
    const { data } = await client.call('shares.create', {
      params: { clientId: found.id },
      body: days === undefined ? {} : { expiresInDays: days },
      signal: runtime.signal,
    });
    runtime.note(runtime.describe('cli.share.link', { name: fullName(found), url: data.url }));
    if (data.expiresAt)
      runtime.note(runtime.describe('cli.share.expires', { date: data.expiresAt.slice(0, 10) }));
    runtime.write(`${data.url}\n`);
    return ExitCode.ok;
  });
