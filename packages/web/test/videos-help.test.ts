import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, Locale } from '@esgkit/core';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { captionsUrl, videoClipIds, videoUrl } from '../src/features/documentation/video-clips.ts';
import { shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';

// Issue 30 "Videos" and "FAQ and help", in Chromium against the real host: documentation/videos plays the committed
// clips (npm run videos) with captions in both languages, on a Starter plan too (doc 1 §6); every entry of the
// header's help menu (doc 1 §2) leads to a real page; /legal#faq points to the documentation's FAQ.

const VIDEOS = join(import.meta.dirname, '..', 'public', 'videos');

describe('the committed clips', () => {
  it('are small WebM files with captions in en-US and it-IT (≤ 3 MB each, ≤ 20 MB in all)', () => {
    const files = readdirSync(VIDEOS);
    // the six walkthroughs of issue 30: lookup, client and PDF, sharing, screening, matching, chat
    expect([...videoClipIds].sort()).toEqual([
      'chat',
      'client',
      'lookup',
      'matching',
      'screening',
      'sharing',
    ]);
    for (const clip of videoClipIds) {
      expect(files).toContain(`${clip}.webm`);
      expect(files).toContain(`${clip}.en-US.vtt`);
      expect(files).toContain(`${clip}.it-IT.vtt`);
    }
    const sizes = files.filter((f) => f.endsWith('.webm')).map((f) => statSync(join(VIDEOS, f)).size);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(3 * 1024 * 1024);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(20 * 1024 * 1024);
  });
});

describe.runIf(shouldRunBrowserTests())('Videos and help pages in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  hostAndChromium((started) => {
    ({ host, browser } = started);
  });

  const signedIn = async (plan: 'starter' | 'premium', locale: Locale) => {
    const user = await host.createUser(plan, { firstName: 'Hedy', lastName: 'Lamarr' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
    const { data: session } = await anonymous.call('auth.login', { body: user });
    return openSignedInPage(browser, host.url, session, { locale });
  };

  /** Waits for the page's <h1> to read `title` (the lazy page rendered), with no "Coming soon" instead. */
  const showsPage = async (page: Page, title: string) => {
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(await page.getByTestId('coming-soon').count()).toBe(0);
  };

  it('a Starter user opens the videos page, every clip and its captions answer, and one plays to its end, English captions showing', async () => {
    const { context, page, errors } = await signedIn('starter', 'en-US');
    await page.goto(`${host.url}/platform/documentation/videos`);
    await showsPage(page, 'Videos');
    expect(await page.locator('video').count()).toBe(videoClipIds.length);
    await page.getByRole('heading', { name: 'Share a client’s results', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Match funds to a client', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Ask the AI chat', level: 2 }).waitFor();
    // each clip the page lists: its WebM and both caption files, as the host serves them
    for (const id of videoClipIds) {
      expect(await page.getByTestId(`video-${id}`).getAttribute('src')).toBe(videoUrl(id));
      const webm = await page.request.get(`${host.url}${videoUrl(id)}`);
      expect(webm.status(), id).toBe(200);
      for (const locale of Locale.options) {
        const vtt = await page.request.get(`${host.url}${captionsUrl(id, locale)}`);
        expect(vtt.status(), `${id} ${locale}`).toBe(200);
        expect(await vtt.text()).toMatch(/^WEBVTT\n/);
      }
    }
    const video = page.getByTestId('video-sharing');
    const tracks = await video
      .locator('track')
      .evaluateAll((all) =>
        all.map(
          (t) => `${t.getAttribute('srclang')}:${t.getAttribute('label')}:${t.hasAttribute('default')}`,
        ),
      );
    expect(tracks).toEqual(['en:English:true', 'it:Italiano:false']);
    // muted and fast: headless Chromium plays it through; `ended` is what a viewer reaches at the last frame
    const played = await video.evaluate(
      (element) =>
        new Promise<{ ended: boolean; duration: number; cue: string }>((resolve, reject) => {
          const v = element as HTMLVideoElement;
          let cue = '';
          const showing = [...v.textTracks].find((t) => t.mode === 'showing');
          showing?.addEventListener('cuechange', () => {
            const active = showing.activeCues?.[0] as VTTCue | undefined;
            if (active && !cue) cue = active.text;
          });
          v.muted = true;
          v.addEventListener('ended', () => resolve({ ended: v.ended, duration: v.duration, cue }));
          v.addEventListener('error', () => reject(new Error(`video error ${v.error?.code}`)));
          v.playbackRate = 4;
          v.play().catch(reject);
        }),
    );
    expect(played.ended).toBe(true);
    expect(played.duration).toBeGreaterThan(3);
    expect(played.cue).toBe("Portfolio Hub: open a client's Share page");
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('in Italian, the Italian captions are the default track and answer from the host', async () => {
    const { context, page, errors } = await signedIn('starter', 'it-IT');
    await page.goto(`${host.url}/platform/documentation/videos`);
    await showsPage(page, 'Video');
    const tracks = page.getByTestId('video-lookup').locator('track');
    expect(
      await tracks.evaluateAll((all) =>
        all.map((t) => `${t.getAttribute('srclang')}:${t.hasAttribute('default')}`),
      ),
    ).toEqual(['it:true', 'en:false']);
    for (const locale of ['it-IT', 'en-US']) {
      const response = await page.request.get(`${host.url}/videos/lookup.${locale}.vtt`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/^WEBVTT\n/);
    }
    const vtt = await (await page.request.get(`${host.url}/videos/lookup.it-IT.vtt`)).text();
    expect(vtt).toContain('Lookup: apri la scheda Portafoglio');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('every help-menu entry leads to a real page: methodologies, videos, indicators, FAQ, and support by mail', async () => {
    const { context, page, errors } = await signedIn('starter', 'en-US');
    await page.goto(`${host.url}/platform/documentation/Indicators`);
    await page.getByTestId('desktop-bar').getByTestId('help-menu').click();
    const items = page.getByRole('menuitem');
    await items.first().waitFor();
    const entries = await items.evaluateAll((all) =>
      all.map((a) => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
    );
    expect(entries.map((e) => e.name)).toEqual([
      'Contact support',
      'Methodologies',
      'Videos',
      'Indicators',
      'FAQ',
    ]);
    expect(entries[0]?.href).toMatch(/^mailto:/);
    const headings: Record<string, string> = {
      Methodologies: 'Methodologies',
      Videos: 'Videos',
      Indicators: 'Indicators',
      FAQ: 'Frequently asked questions',
    };
    for (const entry of entries.slice(1)) {
      expect(entry.href, entry.name).toMatch(/^\/platform\/documentation\//);
      const response = await page.goto(`${host.url}${entry.href}`);
      expect(response?.status(), entry.name).toBe(200);
      await showsPage(page, headings[entry.name] ?? entry.name);
    }
    // the FAQ answers a new user's questions
    await page.getByText('How do I analyse a portfolio?').waitFor();
    await page.getByText('What does the Starter plan include?').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('/legal#faq links to the FAQ in the documentation, which answers in Italian too', async () => {
    const { context, page, errors } = await signedIn('starter', 'it-IT');
    await page.goto(`${host.url}/legal#faq`);
    await page.locator('#faq').getByRole('link', { name: 'Domande frequenti' }).click();
    await page.waitForURL((url) => url.pathname === '/platform/documentation/faq');
    await showsPage(page, 'Domande frequenti');
    await page.getByText('Come analizzo un portafoglio?').waitFor();
    await page.getByText('Un cliente può vedere i suoi risultati senza un account?').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
