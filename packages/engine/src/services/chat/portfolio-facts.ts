import { DomainError, type Locale, type ParsedQuestion, translate } from '@esgkit/core';
import type { Kysely } from 'kysely';
import { findOwnedClient } from '../../store/repositories/clients.ts';
import {
  findClientPortfolio,
  findOwnedPortfolio,
  type PortfolioRow,
} from '../../store/repositories/portfolios.ts';
import type { UserRow } from '../../store/repositories/users.ts';
import type { Database } from '../../store/schema.ts';
import type { CalculationService } from '../calculations/index.ts';
import { portfolioSustainability, type ScoringService } from '../scoring.ts';
import { type PortfolioFacts, paiSetOf } from './answer-portfolio.ts';
import { SDG_PREFIX } from './answer-portfolio-scores.ts';
import { SCORE_PREFIX } from './figures.ts';

// Which portfolio a screen or portfolio question is about, and the stored results it reads (the views' figures).

/** "my portfolio" with several candidates names at most three of them back. */
const MAX_ASKED_PORTFOLIOS = 3;

interface ClientName {
  id: string;
  firstname: string;
  lastname: string;
}
const clientLabel = (c: ClientName): string => `${c.firstname} ${c.lastname}`.trim();

export interface PortfolioFactsOptions {
  db: Kysely<Database>;
  /**
   * The stored results a screen or portfolio question reads (exclusions watch list, PAI tables, sustainability and
   * aggregates views); a getter, as the calculation service is built after the advisor tools. Undefined: such
   * questions have no figure (flag 4).
   */
  calculations?:
    | (() => Pick<CalculationService, 'exclusionsWatchList' | 'pai' | 'sustainability' | 'aggregates'>)
    | undefined;
  scoring?: Pick<ScoringService, 'profileOf'> | undefined;
}

export const chatPortfolioFacts = (options: PortfolioFactsOptions) => {
  const { db } = options;

  /**
   * The caller's client or portfolio a screen or portfolio question names. "my portfolio" naming none is the most
   * recently created lookup (the Data Hub's last lookup), else the only client's portfolio; with several clients and
   * no lookup the answer asks which (docs/decisions.md).
   */
  const portfolioOf = async (
    user: UserRow,
    parsed: ParsedQuestion,
    lookups: PortfolioRow[],
    clients: ClientName[],
    locale: Locale,
  ): Promise<{ row: PortfolioRow; label: string } | { unresolved: string } | null> => {
    const named = parsed.entities.find((e) => e.kind === 'client' || e.kind === 'portfolio');
    if (named) {
      const row =
        named.kind === 'client'
          ? (await findOwnedClient(db, user.id, named.id)) && (await findClientPortfolio(db, named.id))
          : await findOwnedPortfolio(db, user.id, named.id);
      return row ? { row, label: named.label } : null;
    }
    if (lookups[0]) return { row: lookups[0], label: lookups[0].name };
    const withPortfolio: { client: ClientName; row: PortfolioRow }[] = [];
    for (const client of clients) {
      const row = await findClientPortfolio(db, client.id);
      if (row) withPortfolio.push({ client, row });
    }
    const [only] = withPortfolio;
    if (withPortfolio.length === 1 && only) return { row: only.row, label: clientLabel(only.client) };
    if (withPortfolio.length === 0) return { unresolved: translate(locale, 'chat.answerNoPortfolio') };
    const items = withPortfolio.slice(0, MAX_ASKED_PORTFOLIOS).map((p) => clientLabel(p.client));
    return { unresolved: translate(locale, 'chat.answerWhichPortfolio', { items: items.join(', ') }) };
  };

  /** The stored results a screen or portfolio question reads, of the portfolio it is about. */
  const portfolioFacts = async (
    user: UserRow,
    parsed: ParsedQuestion,
    locale: Locale,
    lookups: PortfolioRow[],
    clients: ClientName[],
  ): Promise<PortfolioFacts | null> => {
    if (parsed.flag !== 0 || (parsed.intent !== 'screen' && parsed.intent !== 'portfolio')) return null;
    const calculations = options.calculations?.();
    if (!calculations) return null;
    const found = await portfolioOf(user, parsed, lookups, clients, locale);
    if (!found || 'unresolved' in found) return found && { label: '', unresolved: found.unresolved };
    const { row, label } = found;
    const asks = (prefix: string) => parsed.indicators.some((i) => i.code.startsWith(prefix));
    const facts: PortfolioFacts = { label };
    try {
      if (parsed.intent === 'screen') facts.watchList = await calculations.exclusionsWatchList(row, locale);
      if (asks(SCORE_PREFIX) && options.scoring)
        facts.sustainability = await portfolioSustainability(options.scoring, calculations, row);
      if (asks(SDG_PREFIX))
        facts.goals = (await calculations.aggregates(row, false, locale)).goalsDistribution;
      const sets = [...new Set(parsed.indicators.flatMap((i) => paiSetOf(i.code) ?? []))];
      const pai: NonNullable<PortfolioFacts['pai']> = {};
      for (const set of sets) pai[set] = await calculations.pai(row, set, 'all', locale);
      if (sets.length > 0) facts.pai = pai;
    } catch (error) {
      // a result not stored yet (PAI calculating) is said as such, never computed another way
      if (error instanceof DomainError) return { ...facts, unavailable: error.code };
      throw error;
    }
    return facts;
  };

  return portfolioFacts;
};
