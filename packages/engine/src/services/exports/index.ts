import {
  type CountryScreeningCriteria,
  type CsvFormat,
  type CsvSection,
  DomainError,
  defaultCsvFormat,
  type Locale,
  type MatchingQuery,
  type ScreeningKind,
  type ScreeningQuery,
  type ScreeningView,
  toCsv,
  toIsoDate,
} from '@esgkit/core';
import type { Store } from '../../store/db.ts';
import { findOwnedPortfolio, type PortfolioRow } from '../../store/repositories/portfolios.ts';
import { accessScopeOf, requireAccess } from '../access.ts';
import type { CalculationService } from '../calculations/index.ts';
import { grantOf, principalOfGrant } from '../grants.ts';
import type { MatchingService } from '../matching.ts';
import type { Principal } from '../principal.ts';
import type { ScoringService } from '../scoring.ts';
import type { SnapshotSource } from '../securities.ts';
import {
  type DownloadClaim,
  type MatchingClaim,
  matchingFeatures,
  type PortfolioClaim,
  type ScreeningClaim,
  screeningFeatures,
  sectionFeatures,
} from './claims.ts';
import { CSV_CONTENT_TYPE, createDownloadLinks, DOWNLOAD_LINK_TTL_MS, linkIdOf } from './links.ts';
import { matchingTable } from './matching-table.ts';
import { screeningTable } from './screening-table.ts';
import { type Table, tableOf } from './sections.ts';

// CSV exports (spec doc 2 §7 "Answer: urlDownload"): an export answers a signed link under ESGKIT_PUBLIC_URL. The
// request (what to export, for whom, until when) is kept server-side under a random id (a screening request can
// name 10,000 securities, too long for a URL); the link carries the id and its HMAC, and the engine builds the CSV
// when the link is opened. The link is the credential (no login), so it is short-lived, and opening it checks again
// the grant it was made under (docs/decisions.md "Download links answer as their grant would now").

// claims.ts: what a link names; links.ts: signing and storing it; sections.ts and screening-table.ts: the tables.

export type ExportService = ReturnType<typeof createExportService>;

interface ExportDeps {
  store: Store;
  calculations: CalculationService;
  source: SnapshotSource;
  matching: MatchingService;
  scoring: Pick<ScoringService, 'profileOf'>;
  publicUrl: string;
  now: () => Date;
}

/**
 * A link's checks, and how to build its table: 404 notFound for a link not signed here, or whose portfolio is
 * gone; 410 sharedLinkExpired once it expired; the answer its grant's credential would get now.
 */
const authoriseLink = async (
  options: ExportDeps,
  claimOf: (token: string) => Promise<DownloadClaim>,
  token: string,
): Promise<{ claim: DownloadClaim; name: string; build: () => Promise<Table> | Table }> => {
  const { store, calculations: calc } = options;
  const claim = await claimOf(token);
  const principal = await principalOfGrant(store.db, claim.grant, options.now().toISOString());
  if (claim.kind === 'portfolio') {
    const owner = principal.kind === 'share' ? principal.share.ownerId : principal.user.id;
    const row = await findOwnedPortfolio(store.db, owner, claim.portfolioId);
    // a share link reaches its client's portfolio only
    if (!row || (principal.kind === 'share' && principal.share.portfolioId !== row.id))
      throw new DomainError('notFound');
    const { limited } = requireAccess(principal, sectionFeatures(claim.section), accessScopeOf(row));
    return {
      claim,
      name: claim.section,
      build: () => tableOf({ calc, scoring: options.scoring }, row, claim, limited),
    };
  }
  if (claim.kind === 'matching') {
    requireAccess(principal, matchingFeatures(), {});
    return {
      claim,
      name: 'matching',
      build: () => matchingTable(options.matching.run(claim.query, claim.locale), claim),
    };
  }
  requireAccess(principal, screeningFeatures(claim.screening), {});
  return {
    claim,
    name: `screening-${claim.screening}`,
    build: () => screeningTable(options.source, claim),
  };
};

export const createExportService = (options: ExportDeps) => {
  const { calculations: calc, now } = options;
  const { linkFor, claimOf, signedLinkId } = createDownloadLinks(options);

  const authorise = (token: string) => authoriseLink(options, claimOf, token);

  return {
    /**
     * A signed link to one section of a portfolio as CSV, if the caller may read the section's view (built once now,
     * so a link never leads to an error while its grant holds).
     */
    async portfolioLink(
      principal: Principal,
      row: PortfolioRow,
      request: {
        section: CsvSection;
        impactType?: 0 | 2 | undefined;
        locale: Locale;
        format?: CsvFormat | undefined;
      },
    ) {
      const { limited } = requireAccess(principal, sectionFeatures(request.section), accessScopeOf(row));
      const claim: PortfolioClaim = {
        kind: 'portfolio',
        grant: grantOf(principal),
        portfolioId: row.id,
        section: request.section,
        ...(request.impactType === undefined ? {} : { impactType: request.impactType }),
        locale: request.locale,
        format: request.format ?? defaultCsvFormat(request.locale),
        exp: now().getTime() + DOWNLOAD_LINK_TTL_MS,
      };
      await tableOf({ calc, scoring: options.scoring }, row, claim, limited);
      return linkFor(claim);
    },

    /** A signed link to a screening run's results as CSV, if the caller may run that screening. */
    async screeningLink(
      principal: Principal,
      request: {
        screening: ScreeningKind;
        query: ScreeningQuery | CountryScreeningCriteria;
        view?: ScreeningView;
        locale: Locale;
        format?: CsvFormat | undefined;
      },
    ) {
      requireAccess(principal, screeningFeatures(request.screening), {});
      const claim: ScreeningClaim = {
        kind: 'screening',
        grant: grantOf(principal),
        screening: request.screening,
        query: request.query,
        ...(request.view ? { view: request.view } : {}),
        locale: request.locale,
        format: request.format ?? defaultCsvFormat(request.locale),
        exp: now().getTime() + DOWNLOAD_LINK_TTL_MS,
      };
      screeningTable(options.source, claim);
      return linkFor(claim);
    },

    /** A signed link to a match as CSV (the answer is computed now, so the link never leads to an error). */
    matchingLink(
      principal: Principal,
      request: { query: MatchingQuery; locale: Locale; format?: CsvFormat | undefined },
    ) {
      requireAccess(principal, matchingFeatures(), {});
      const claim: MatchingClaim = {
        kind: 'matching',
        grant: grantOf(principal),
        query: request.query,
        locale: request.locale,
        format: request.format ?? defaultCsvFormat(request.locale),
        exp: now().getTime() + DOWNLOAD_LINK_TTL_MS,
      };
      options.matching.run(claim.query, claim.locale);
      return linkFor(claim);
    },

    /**
     * The CSV a link names: 404 notFound for a link not signed here, or whose portfolio is gone; 410
     * sharedLinkExpired once it expired. Its grant is checked again: the answer its credential would get now (share
     * link ended, API key revoked, user gone), the section refused under the user's current plan and capability,
     * and the current `limited` applied.
     */
    async download(token: string) {
      const { claim, name, build } = await authorise(token);
      return {
        bytes: new TextEncoder().encode(toCsv(await build(), claim.format ?? defaultCsvFormat(claim.locale))),
        contentType: CSV_CONTENT_TYPE,
        filename: `esgkit-${name}-${toIsoDate(now())}.csv`,
      };
    },

    /**
     * Every check `download` makes, without building the CSV (a CSV job's start and its file, issue 32): answers the
     * link's id and expiry, or throws what `download` would.
     */
    async check(token: string) {
      const { claim } = await authorise(token);
      return { linkId: linkIdOf(token), expiresAt: new Date(claim.exp) };
    },

    /** The id of a link signed here, expired or not (404 notFound otherwise): a CSV job's status reads by it. */
    signedLinkId,
  };
};
