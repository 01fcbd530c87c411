import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { type ApiClient, paiChain, runChain } from '@esgkit/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, horizontalOverflow, openPage, phone390, shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';
import { RESULT_VIEWS_SETUP_MS, signedInLookup } from './helpers/lookup.ts';

// Issue 28, Company info and brand: the advisor sets the company name, logo and colour on Customization → Company
// info; the client PDF's cover names the company and carries the colour; the shared client page shows the logo.

const poll = { timeout: 15_000 };

/** A solid-colour RGB PNG, written by hand (signature, IHDR, one IDAT, IEND) so the test needs no image library. */
const solidPng = (width: number, height: number, rgb: [number, number, number]): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** How many pixels of a binary PPM (pdftoppm's output) are within 3 of the colour on every channel. */
const countPixels = (ppm: Buffer, rgb: [number, number, number]): number => {
  // header: P6 <width> <height> <max>, each followed by one whitespace byte
  let offset = 0;
  for (let fields = 0; fields < 4; fields++) {
    while (/\s/.test(String.fromCharCode(ppm[offset] ?? 0))) offset++;
    while (!/\s/.test(String.fromCharCode(ppm[offset] ?? 32))) offset++;
  }
  offset++;
  let count = 0;
  for (let i = offset; i + 2 < ppm.length; i += 3)
    if (rgb.every((c, k) => Math.abs((ppm[i + k] ?? 0) - c) <= 3)) count++;
  return count;
};

describe.runIf(shouldRunBrowserTests())('Company info and brand, in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  let workDir: string;
  let client: ApiClient;
  let token: string;
  let shareToken: string;

  hostAndChromium((started) => ({ host, browser } = started));
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'esgkit-brand-'));
    let portfolioId: string;
    ({ client, token, portfolioId } = await signedInLookup(host, {
      investmentDay: '2024-10-01',
      names: { firstName: 'Bruna', lastName: 'Brand' },
    }));
    const { data: saved } = await client.call('clients.createFromLookup', {
      body: { firstname: 'Carla', lastname: 'Cliente', portfolioId },
    });
    expect((await runChain(paiChain, { client, portfolioId: saved.portfolio?.id ?? '' })).status).toBe(
      'completed',
    );
    shareToken = (await client.call('shares.create', { params: { clientId: saved.id }, body: {} })).data
      .token;
  }, RESULT_VIEWS_SETUP_MS);
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('sets name, colour (taking the compliant shade) and logo; the PDF cover and the shared page show them', async () => {
    const { context, page, errors } = await openSignedInPage(browser, host.url, { token });
    await page.goto(`${host.url}/platform/customization/company_info`);
    await page.getByTestId('company-form').waitFor();
    expect(await page.getByText('Coming soon').count()).toBe(0);

    // the default #00A0FF gives white text 2.81:1: the page warns and offers #007BC4 (WCAG AA 4.5:1)
    await page.getByTestId('contrast-low').getByText('2.81:1').waitFor();
    await page.getByRole('button', { name: 'Use #007BC4' }).click();
    await page.getByTestId('contrast-ok').getByText('#007BC4').waitFor();
    await page.getByLabel('Company name').fill('Rossi Advisory Srl');
    await page.getByLabel('City').fill('Milano');
    await page.getByTestId('company-save').click();
    await page.getByText('Changes saved').first().waitFor();

    // a GIF is refused before sending; a PNG logo is stored and shown
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('logo-upload').click();
    await (await chooser).setFiles({
      name: 'logo.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await page.getByText('The image must be a PNG, JPG, JPEG or SVG file.').waitFor();
    const logoPath = join(workDir, 'logo.png');
    // the logo is green, a colour nothing else on the cover has
    await writeFile(logoPath, solidPng(120, 60, [0x22, 0xaa, 0x44]));
    const chooser2 = page.waitForEvent('filechooser');
    await page.getByTestId('logo-upload').click();
    await (await chooser2).setFiles(logoPath);
    await page.getByTestId('logo').waitFor(poll);
    const saved = (await client.call('company.get')).data;
    expect(saved).toMatchObject({ legalName: 'Rossi Advisory Srl', city: 'Milano', color: '#007BC4' });
    expect(saved.logo).toMatch(/^\/api\/v1\/images\//);
    expect(errors).toEqual([]);
    await context.close();

    // the shared client page: the logo and the company's name
    const shared = await openPage(browser, {});
    await shared.page.goto(`${host.url}/shareClient/${encodeURIComponent(shareToken)}`);
    // the shared page loads the result views' bundle and data first: a slow start on 2 shared cores
    await shared.page.getByTestId('shared-logo').waitFor({ timeout: 90_000 });
    expect(await shared.page.getByTestId('shared-brand-name').textContent()).toBe('Rossi Advisory Srl');
    expect(await shared.page.getByTestId('shared-logo').getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );

    // the client PDF from the shared page: "Prepared by Rossi Advisory Srl" on the cover, the colour as its band
    const button = shared.page.getByRole('button', { name: 'Export PDF' });
    await expect.poll(() => button.isEnabled(), poll).toBe(true);
    await button.click();
    const dialog = shared.page.getByRole('dialog', { name: 'Export PDF' });
    await dialog.getByLabel('All sections').uncheck();
    await dialog.getByLabel('Country allocation', { exact: true }).check();
    const download = shared.page.waitForEvent('download', { timeout: 120_000 });
    await dialog.getByRole('button', { name: 'Create PDF' }).click();
    const pdf = join(workDir, 'client.pdf');
    await (await download).saveAs(pdf);
    const cover = execFileSync('pdftotext', ['-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' });
    expect(cover.replace(/\s+/g, ' ')).toContain('Prepared by Rossi Advisory Srl');
    execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '50', pdf, join(workDir, 'cover')]);
    const ppm = await readFile(join(workDir, 'cover-1.ppm'));
    // at 50 dpi the A4 cover's 14 pt band alone is about 413 × 9 pixels of the chosen colour
    expect(countPixels(ppm, [0x00, 0x7b, 0xc4])).toBeGreaterThan(2000);
    expect(countPixels(ppm, [0x00, 0xa0, 0xff])).toBe(0);
    // the logo is on the cover: 120 × 60 px drawn at 110 × 55 pt is about 76 × 38 pixels at 50 dpi
    expect(countPixels(ppm, [0x22, 0xaa, 0x44])).toBeGreaterThan(1000);
    expect(shared.errors).toEqual([]);
    await shared.context.close();
  }, 240_000);

  it.each([
    ['en-US', desktop, 'Company name', '4.54:1'],
    ['en-US', phone390, 'Company name', '4.54:1'],
    ['it-IT', desktop, 'Ragione sociale', '4,54:1'],
    ['it-IT', phone390, 'Ragione sociale', '4,54:1'],
  ] as const)('reads in %s and fits %o', async (locale, viewport, nameLabel, ratio) => {
    const { context, page, errors } = await openSignedInPage(
      browser,
      host.url,
      { token },
      { locale, viewport },
    );
    await page.goto(`${host.url}/platform/customization/company_info`);
    await page.getByTestId('company-form').waitFor();
    expect(await page.getByLabel(nameLabel).inputValue()).toBe('Rossi Advisory Srl');
    await page.getByTestId('contrast-ok').getByText(ratio).waitFor();
    await page.getByTestId('logo').waitFor(poll);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    if (process.env.ESGKIT_SCREENSHOTS)
      await page.screenshot({
        path: join(process.env.ESGKIT_SCREENSHOTS, `company-${locale}-${viewport.width}.png`),
        fullPage: true,
      });
    expect(errors).toEqual([]);
    await context.close();
  });
});
