// `npm run videos` (or `-w @esgkit/web`): the walkthrough clips of documentation/videos (issue 30 "Videos"),
// recorded from the real app. Each clip is a scripted journey in Chromium against the real host on a fresh data dir
// and the small demo, driven by the web tests' own steps (test/helpers), so a changed screen fails this script
// instead of leaving a stale video. Frames are JPEG screenshots taken back to back; ffmpeg (Debian) encodes them
// with their real durations into a small VP9 WebM, and each step's caption becomes a WebVTT cue in en-US and it-IT.
//
//   npm run videos                       # into packages/web/public/videos/<clip>.webm + <clip>.<locale>.vtt
//   npm run videos -- --only screening   # one clip
//
// Keep the clips small (issue 30: ≤ 3 MB each, ≤ 20 MB in all): CI does not re-encode them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { addClientChain, type ChainDefinition, createClient, paiChain, runChain } from '@esgkit/core';
import { createEngineLogger } from '@esgkit/engine';
import type { Page } from 'playwright-core';
import { startWebHost } from '../server/index.ts';
import { linkPath } from '../src/app/navigation.ts';
import { clientPaths } from '../src/app/paths.ts';
import { type VideoClipId, videoClipIds } from '../src/features/documentation/video-clips.ts';
import { launchChromium } from '../test/helpers/browser.ts';
import { openSignedInPage } from '../test/helpers/chromium-suite.ts';
import { fillLookupRow, runLookupToResults } from '../test/helpers/lookup.ts';
import { pick, runScreen, SCREENING_PATH } from '../test/helpers/screening.ts';

const { values: options } = parseArgs({
  options: { only: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
});
if (options.help) {
  console.log(`Usage: npm run videos [-- --only ${videoClipIds.join('|')}]`);
  process.exit(0);
}

const out = join(import.meta.dirname, '..', 'public', 'videos');
const MAX_CLIP_BYTES = 3 * 1024 * 1024;
const viewport = { width: 1280, height: 800 };
const portfolio = {
  investmentDay: '2024-10-01',
  investmentAmount: 100_000,
  portfolio: {
    items: [
      { input: 'URTH', weight: 60 },
      { input: 'US0001000001', weight: 30 },
    ],
    cash: 10,
  },
  benchmark: { items: [{ input: 'IAGG', weight: 100 }], cash: 0 },
};

const dataDir = mkdtempSync(join(tmpdir(), 'esgkit-videos-'));
const host = await startWebHost({
  port: 0,
  host: '127.0.0.1',
  env: {
    ESGKIT_DATA_DIR: dataDir,
    ESGKIT_DEMO_SIZE: 'small',
    ESGKIT_RATE_LIMIT_PDF: '100000',
    ESGKIT_RATE_LIMIT_CHAIN: '100000',
    ESGKIT_RATE_LIMIT_PAI: '100000',
    ESGKIT_NOTIFY_INTERVAL_MINUTES: '0',
  },
  engineOptions: { logger: createEngineLogger('warn'), print: () => undefined },
});
await host.ready;
const engine = host.engine;
if (!engine) throw new Error('the video host runs its engine in-process');
const user = { email: `videos-${Date.now()}@example.com`, password: 'Videos-Passw0rd' };
await engine.accounts.createUser({
  ...user,
  firstName: 'Laura',
  lastName: 'Bassi',
  plan: 'premium',
  isConfirmed: true,
});
const { data: session } = await createClient({ baseUrl: host.url, fetch, locale: 'en-US' }).call(
  'auth.login',
  {
    body: user,
  },
);
const api = createClient({ baseUrl: host.url, fetch, auth: { token: session.token }, locale: 'en-US' });
const run = async (chain: ChainDefinition, context: Omit<Parameters<typeof runChain>[1], 'client'>) => {
  const outcome = await runChain(chain, { client: api, ...context });
  if (outcome.status !== 'completed')
    throw new Error(`${chain.id}: ${outcome.status} ${String(outcome.error)}`);
  return outcome;
};

/** One step of a journey: its caption in both languages, then what it does on the page. */
interface Step {
  en: string;
  it: string;
  act: (page: Page) => Promise<void>;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const HOLD_MS = 1200;

const journeys: Record<VideoClipId, () => Promise<Step[]>> = {
  lookup: async () => [
    {
      en: 'Lookup: open the Portfolio tab',
      it: 'Lookup: apri la scheda Portafoglio',
      act: async (page) => {
        await page.goto(`${host.url}${linkPath('lookupResearch')}`);
        await page.getByRole('tab', { name: 'Portfolio' }).click();
      },
    },
    {
      en: 'Type each fund or company with its weight',
      it: 'Inserisci ogni fondo o società con il suo peso',
      act: async (page) => {
        await fillLookupRow(page, 1, 'URTH', '60');
        await fillLookupRow(page, 2, 'IAGG', '40');
      },
    },
    {
      en: 'Run the lookup: the results open on the sustainability views',
      it: 'Avvia il lookup: i risultati si aprono sulle viste di sostenibilità',
      act: runLookupToResults,
    },
    {
      en: 'Scroll through the figures; each view has its CSV and PDF export',
      it: 'Scorri i dati; ogni vista ha il suo export CSV e PDF',
      act: async (page) => {
        await page.mouse.wheel(0, 600);
      },
    },
  ],
  screening: async () => [
    {
      en: 'Screening: open company screening in the Data Hub',
      it: 'Screening: apri lo screening delle società nel Data Hub',
      act: async (page) => {
        await page.goto(`${host.url}${SCREENING_PATH}/company`);
        await page.getByRole('combobox', { name: 'Regions', exact: true }).waitFor();
      },
    },
    {
      en: 'Pick a region and a sector',
      it: 'Scegli una regione e un settore',
      act: async (page) => {
        await pick(page, 'Regions', 'Europe');
        await pick(page, 'Sectors', 'Information Technology');
      },
    },
    {
      en: 'Run the screen: the matching companies are listed, sortable',
      it: 'Avvia lo screening: le società che rispondono ai criteri sono elencate e ordinabili',
      act: async (page) => {
        await runScreen(page);
        await page.evaluate(() => window.scrollTo(0, 0));
      },
    },
  ],
  client: async () => {
    const added = await run(addClientChain, {
      newClient: { firstname: 'Ada', lastname: 'Rossi', email: 'ada.rossi@example.com', portfolio },
    });
    await run(paiChain, { portfolioId: added.portfolioId ?? '' });
    const client = clientPaths(added.clientId ?? '');
    return [
      {
        en: "Portfolio Hub: a client's sustainability results",
        it: 'Portfolio Hub: i risultati di sostenibilità di un cliente',
        act: async (page) => {
          await page.goto(`${host.url}${client.sustainable}`);
          await page.getByRole('navigation', { name: 'Result views' }).waitFor();
          await page
            .getByRole('main')
            .getByLabel('Loading…')
            .first()
            .waitFor({ state: 'detached', timeout: 30_000 });
        },
      },
      {
        en: 'Client information: Export PDF, then choose the sections of the report',
        it: 'Informazioni cliente: Esporta PDF, poi scegli le sezioni del report',
        act: async (page) => {
          await page.goto(`${host.url}${client.information}`);
          await page
            .getByTestId('pai-status')
            .getByText(/^PAI calculated on /)
            .waitFor();
          await page.getByRole('button', { name: 'Export PDF' }).click();
          const dialog = page.getByRole('dialog', { name: 'Export PDF' });
          await dialog.getByLabel('All sections').uncheck();
          await dialog.getByLabel('Portfolio', { exact: true }).check();
          await dialog.getByLabel('EU Taxonomy', { exact: true }).check();
        },
      },
      {
        en: "Create the PDF: it downloads with your company's brand",
        it: 'Crea il PDF: si scarica con il marchio della tua società',
        act: async (page) => {
          const download = page.waitForEvent('download', { timeout: 120_000 });
          await page
            .getByRole('dialog', { name: 'Export PDF' })
            .getByRole('button', { name: 'Create PDF' })
            .click();
          await download;
          await page.getByText('The PDF has been downloaded.').waitFor();
        },
      },
    ];
  },
};

const timestamp = (ms: number): string => {
  const pad = (n: number, width = 2) => String(Math.floor(n)).padStart(width, '0');
  return `${pad(ms / 3_600_000)}:${pad((ms / 60_000) % 60)}:${pad((ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** Plays `steps` on a fresh signed-in page while screenshots run back to back; writes the WebM and its captions. */
const record = async (
  id: VideoClipId,
  steps: Step[],
  browser: Awaited<ReturnType<typeof launchChromium>>,
) => {
  const frames = mkdtempSync(join(tmpdir(), `esgkit-frames-${id}-`));
  const { context, page, errors } = await openSignedInPage(browser, host.url, session, { viewport });
  await page.goto(`${host.url}/platform`);
  const shots: { file: string; at: number }[] = [];
  const start = Date.now();
  let recording = true;
  const camera = (async () => {
    while (recording) {
      const file = join(frames, `${String(shots.length).padStart(5, '0')}.jpg`);
      await page.screenshot({ path: file, type: 'jpeg', quality: 70 }).catch(() => undefined);
      shots.push({ file, at: Date.now() - start });
      await pause(150);
    }
  })();
  const cues: { at: number; en: string; it: string }[] = [];
  for (const step of steps) {
    cues.push({ at: Date.now() - start, en: step.en, it: step.it });
    await pause(HOLD_MS);
    await step.act(page);
    await pause(HOLD_MS * 2);
  }
  recording = false;
  await camera;
  const end = Date.now() - start;
  await context.close();
  // a console error or a failed request (a chunk rebuilt under the recording) would be filmed: refuse the clip
  if (errors.length > 0)
    throw new Error(`${id}: the journey logged errors, no clip written: ${errors.join('; ')}`);
  // ffmpeg's concat demuxer plays each frame for its real duration, so the captions' clock is the journey's
  const list = shots
    .map(
      (shot, i) =>
        `file '${shot.file}'\nduration ${(((shots[i + 1]?.at ?? end) - shot.at) / 1000).toFixed(3)}`,
    )
    .join('\n');
  writeFileSync(join(frames, 'list.txt'), `${list}\nfile '${shots.at(-1)?.file}'\n`);
  const webm = join(out, `${id}.webm`);
  execFileSync('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', join(frames, 'list.txt')],
    ...['-vf', 'fps=4,scale=960:-2', '-c:v', 'libvpx-vp9', '-crf', '42', '-b:v', '0', '-an'],
    ...['-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', webm],
  ]);
  for (const locale of ['en', 'it'] as const) {
    const body = cues
      .map(
        (cue, i) => `${i + 1}\n${timestamp(cue.at)} --> ${timestamp(cues[i + 1]?.at ?? end)}\n${cue[locale]}`,
      )
      .join('\n\n');
    writeFileSync(join(out, `${id}.${locale === 'en' ? 'en-US' : 'it-IT'}.vtt`), `WEBVTT\n\n${body}\n`);
  }
  rmSync(frames, { recursive: true, force: true });
  const bytes = statSync(webm).size;
  console.log(
    `${id}.webm: ${(bytes / 1024).toFixed(0)} KB, ${(end / 1000).toFixed(1)} s, ${shots.length} frames`,
  );
  if (bytes > MAX_CLIP_BYTES) throw new Error(`${id}.webm is over 3 MB (issue 30): shorten the journey`);
};

mkdirSync(out, { recursive: true });
const browser = await launchChromium();
try {
  for (const id of videoClipIds) {
    if (options.only && options.only !== id) continue;
    console.log(`Recording ${id}…`);
    await record(id, await journeys[id](), browser);
  }
} finally {
  await browser.close();
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
}
