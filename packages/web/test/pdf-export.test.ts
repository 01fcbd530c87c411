import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiClient, paiChain, runChain } from '@esgkit/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, shouldRunBrowserTests } from './helpers/browser.ts';
import { holdPaiStep } from './helpers/chain-jobs.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';
import { signedInLookup } from './helpers/lookup.ts';

// Issue 26, "PDF from every result": the one export dialog on the lookup results and on the shared client page
// (the client Information page's is in portfolio-hub.test.ts), in a real Chromium against the real host and engine.

// CI shares 2 cores: polls wait up to 15 s (Vitest's default is 1 s)
const poll = { timeout: 15_000 };

describe.runIf(shouldRunBrowserTests())('The PDF export dialog from every result, in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  let workDir: string;
  let client: ApiClient;
  let token: string;
  let portfolioId: string;

  hostAndChromium((started) => ({ host, browser } = started));
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'esgkit-pdf-'));
    ({ client, token, portfolioId } = await signedInLookup(host, {
      investmentDay: '2024-10-01',
      names: { firstName: 'Ada', lastName: 'Lovelace' },
    }));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  /** Picks two sections in the open dialog, creates the PDF and answers its text (pdftotext). */
  const exportTwoSections = async (
    page: Page,
    labels: { dialog: string; all: string; create: string; sections: [string, string]; derivations?: string },
    file: string,
    options: { timeoutFirst?: string[] } = {},
  ): Promise<string> => {
    const dialog = page.getByRole('dialog', { name: labels.dialog });
    await dialog.getByLabel(labels.all).uncheck();
    for (const section of labels.sections) await dialog.getByLabel(section, { exact: true }).check();
    if (labels.derivations) await dialog.getByLabel(labels.derivations).check();
    if (options.timeoutFirst) {
      // a 504 sets the timeout flag (doc 1 §4); the render is a job (issue 32), which then ends failed with the
      // pdfTimeout key: both chosen sections' readiness flags say so, the rest are not listed
      await page.route(
        '**/api/v1/jobs/*',
        async (route) => {
          const response = await route.fetch();
          const answer = (await response.json()) as { data: Record<string, unknown> };
          const error = { key: 'pdfTimeout', message: 'the report took longer than 60000 ms to render' };
          const json = { ...answer, data: { ...answer.data, state: 'failed', progress: 0, error } };
          await route.fulfill({ response, json });
        },
        { times: 1 },
      );
      await dialog.getByRole('button', { name: labels.create }).click();
      await dialog.getByTestId('pdf-error').waitFor();
      expect(await dialog.getByTestId('pdf-error').getAttribute('data-flag')).toBe('pdfTimeout');
      const flags = await dialog
        .getByTestId('pdf-readiness')
        .locator('[data-section]')
        .evaluateAll((items) =>
          items.map((i) => `${i.getAttribute('data-section')}:${i.getAttribute('data-state')}`),
        );
      expect(flags).toEqual(options.timeoutFirst);
    }
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await dialog.getByRole('button', { name: labels.create }).click();
    // issue 32: the dialog follows the render's job (queued, then rendering with its progress) until the download
    const job = dialog.getByTestId('pdf-job');
    await job.waitFor();
    expect(['queued', 'rendering', 'ready']).toContain(await job.getAttribute('data-state'));
    const path = join(workDir, file);
    await (await download).saveAs(path);
    return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  };

  it('exports the chosen sections from the lookup results, waiting while PAI calculates', async () => {
    // a PAI job under way, followed by this tab (its session marker, as after a reload mid-run): the button waits
    const { context, page, errors, allow } = await openSignedInPage(browser, host.url, { token });
    allow(/status of 504/);
    const held = holdPaiStep(host, 1, 1);
    const { data: job } = await client.call('chain.start', {
      params: { portfolioId },
      body: { from: 'pai' },
    });
    await context.addInitScript(
      ([id, jobId]) => sessionStorage.setItem(`esgkit.pai.${id}`, jobId!),
      [portfolioId, job.jobId],
    );
    await page.goto(`${host.url}/platform/datahub/lookup/results?p=${encodeURIComponent(portfolioId)}`);
    const button = page.getByRole('button', { name: 'Export PDF' });
    await page.getByTestId('pdf-reason').getByText('PDF export waits: PAI being calculated — 0%').waitFor();
    expect(await button.isDisabled()).toBe(true);
    // the calculation goes on and ends: the button opens the dialog
    held.release();
    await expect.poll(() => button.isDisabled(), { timeout: 60_000 }).toBe(false);
    expect(await page.getByTestId('pdf-reason').count()).toBe(0);
    await button.click();
    const text = await exportTwoSections(
      page,
      {
        dialog: 'Export PDF',
        all: 'All sections',
        create: 'Create PDF',
        sections: ['Country allocation', 'EU Taxonomy'],
      },
      'lookup.pdf',
      { timeoutFirst: ['countriesAllocation:failed', 'taxonomy:failed'] },
    );
    expect(text).toContain('Country allocation');
    expect(text).toContain('EU Taxonomy');
    expect(text).not.toContain('Principal adverse impacts');
    expect(text).not.toContain('Impact indicators');
    // the Derivations appendix is off unless its box is ticked
    expect(text).not.toContain('Derivations');
    await page.getByText('The PDF has been downloaded.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('exports the chosen sections from a shared client link, without login, in Italian', async () => {
    const { data: saved } = await client.call('clients.createFromLookup', {
      body: { firstname: 'Grace', lastname: 'Hopper', portfolioId },
    });
    const clientPortfolio = saved.portfolio?.id ?? '';
    const pai = await runChain(paiChain, { client, portfolioId: clientPortfolio });
    expect(pai.status).toBe('completed');
    const { data: link } = await client.call('shares.create', { params: { clientId: saved.id }, body: {} });

    const { context, page, errors } = await openPage(browser, { locale: 'it-IT' });
    await context.addCookies([{ name: 'lang', value: 'it-IT', url: host.url }]);
    await page.goto(`${host.url}/shareClient/${encodeURIComponent(link.token)}`);
    await page.getByTestId('shared-client').waitFor();
    expect(await page.getByTestId('profile-menu').count()).toBe(0);
    const button = page.getByRole('button', { name: 'Esporta PDF' });
    await expect.poll(() => button.isEnabled(), poll).toBe(true);
    await button.click();
    const text = await exportTwoSections(
      page,
      {
        dialog: 'Esporta PDF',
        all: 'Tutte le sezioni',
        create: 'Crea PDF',
        sections: ['Allocazione per paese', 'Tassonomia UE'],
        derivations: 'Aggiungi le derivazioni: metodo, versione e principali contributi di ogni valore',
      },
      'shared.pdf',
    );
    // part 12: the chosen section's figures derived, in Italian (the taxonomy's method and its version)
    expect(text).toContain('Derivazioni');
    expect(text).toContain('(taxonomy-turnover-aligned,');
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Allocazione per paese');
    expect(text).toContain('Tassonomia UE');
    expect(text).not.toContain('Principali effetti negativi');
    await page.getByText('Il PDF è stato scaricato.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
