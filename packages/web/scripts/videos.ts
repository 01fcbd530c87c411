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
import { addClientChain, paiChain } from '@esgkit/core';
import type { Page } from 'playwright-core';
import { linkPath } from '../src/app/navigation.ts';
import { clientPaths } from '../src/app/paths.ts';
import { type VideoClipId, videoClipIds } from '../src/features/documentation/video-clips.ts';
import { launchChromium, openPage } from '../test/helpers/browser.ts';
import { askChat, chatAnswers, chatPoll } from '../test/helpers/chat.ts';
import { openSignedInPage } from '../test/helpers/chromium-suite.ts';
import { fillLookupRow, runLookupToResults } from '../test/helpers/lookup.ts';
import { answerQuestionnaire, MATCHING_RESEARCH, runMatchingToResults } from '../test/helpers/matching.ts';
import { pick, runScreen, SCREENING_PATH } from '../test/helpers/screening.ts';
import { demoPortfolio as portfolio, startDemoHost } from './demo-host.ts';

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

const host = await startDemoHost('videos');
const { session, run } = host;
/** A client with its PAI calculated (so sharing and the PDF need not wait for it). */
const addClient = async () => {
  const added = await run(addClientChain, {
    newClient: { firstname: 'Ada', lastname: 'Rossi', email: 'ada.rossi@example.com', portfolio },
  });
  await run(paiChain, { portfolioId: added.portfolioId ?? '' });
  return clientPaths(added.clientId ?? '');
};

/** The stage a step plays on: the filmed page, and a way to film a fresh signed-out one instead. */
interface Stage {
  page: Page;
  /** A new browser context without a session (a client opening a shared link); the camera follows it. */
  signedOut: () => Promise<Page>;
}

/** One step of a journey: its caption in both languages, then what it does on the page. */
interface Step {
  en: string;
  it: string;
  act: (page: Page, stage: Stage) => Promise<void>;
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
    const client = await addClient();
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
  sharing: async () => {
    const client = await addClient();
    let link = '';
    return [
      {
        en: "Portfolio Hub: open a client's Share page",
        it: 'Portfolio Hub: apri la pagina Condividi di un cliente',
        act: async (page) => {
          await page.goto(`${host.url}${client.share}`);
          await page.getByRole('heading', { name: 'Share client', level: 1 }).waitFor();
        },
      },
      {
        en: 'Share: a read-only link to the client’s results, copied for you to send',
        it: 'Condividi: un link in sola lettura ai risultati del cliente, copiato per te da inviare',
        act: async (page) => {
          await page.getByTestId('share-button').click();
          const field = page.getByTestId('share-link').getByRole('textbox');
          await field.waitFor();
          link = await field.inputValue();
        },
      },
      {
        en: 'The client opens the link without an account: the same views, read-only',
        it: 'Il cliente apre il link senza account: le stesse viste, in sola lettura',
        act: async (_page, stage) => {
          const shared = await stage.signedOut();
          await shared.goto(link);
          await shared.getByText('Read-only view', { exact: true }).waitFor({ timeout: 30_000 });
          await shared
            .getByRole('main')
            .getByLabel('Loading…')
            .first()
            .waitFor({ state: 'detached', timeout: 30_000 });
          await shared.waitForLoadState('networkidle');
        },
      },
    ];
  },
  matching: async () => [
    {
      en: 'Matching: open the questionnaire in the Data Hub',
      it: 'Matching: apri il questionario nel Data Hub',
      act: async (page) => {
        await page.goto(`${host.url}${MATCHING_RESEARCH}`);
        await page.getByTestId('sdg-6').waitFor();
      },
    },
    {
      en: 'Pick at least 3 SDGs, a risk level, your goal, horizon and amount',
      it: 'Scegli almeno 3 SDG, un livello di rischio, il tuo obiettivo, orizzonte e importo',
      act: async (page) => {
        await answerQuestionnaire(page, 'Retirement');
      },
    },
    {
      en: 'Find matching funds: the proposal, each fund with its weight and why it fits',
      it: 'Trova i fondi adatti: la proposta, ogni fondo con il suo peso e perché è adatto',
      act: async (page) => {
        await runMatchingToResults(page, 'Find matching funds');
        await page.getByTestId('matching-funds').scrollIntoViewIfNeeded();
      },
    },
  ],
  chat: async () => [
    {
      en: 'AI chat: ask about a fund, a company or an indicator',
      it: 'Chat AI: chiedi di un fondo, di una società o di un indicatore',
      act: async (page) => {
        await page.goto(`${host.url}${linkPath('chat')}`);
        await page.getByTestId('chat-input').waitFor();
      },
    },
    {
      en: 'A suggested question: the answer comes with a chart and its sources',
      it: 'Una domanda suggerita: la risposta arriva con un grafico e le sue fonti',
      act: async (page) => {
        await page.getByRole('button', { name: 'Top 5 companies by scope 1 emissions' }).click();
        await chatAnswers(page).first().getByTestId('chat-chart').locator('svg').first().waitFor(chatPoll);
      },
    },
    {
      en: 'Or type your own question',
      it: 'Oppure scrivi la tua domanda',
      act: async (page) => {
        const answer = await askChat(page, 'scope 1 emissions of Yarrow Oil in 2024');
        await answer.scrollIntoViewIfNeeded();
      },
    },
  ],
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
  const opened = [{ context, errors }];
  const stage: Stage = {
    page,
    signedOut: async () => {
      const fresh = await openPage(browser, { viewport });
      opened.push(fresh);
      stage.page = fresh.page;
      return fresh.page;
    },
  };
  const shots: { file: string; at: number }[] = [];
  const start = Date.now();
  let recording = true;
  const camera = (async () => {
    while (recording) {
      const file = join(frames, `${String(shots.length).padStart(5, '0')}.jpg`);
      await stage.page.screenshot({ path: file, type: 'jpeg', quality: 70 }).catch(() => undefined);
      shots.push({ file, at: Date.now() - start });
      await pause(150);
    }
  })();
  const cues: { at: number; en: string; it: string }[] = [];
  for (const step of steps) {
    cues.push({ at: Date.now() - start, en: step.en, it: step.it });
    await pause(HOLD_MS);
    await step.act(stage.page, stage);
    await pause(HOLD_MS * 2);
  }
  recording = false;
  await camera;
  const end = Date.now() - start;
  for (const each of opened) await each.context.close();
  // a console error or a failed request (a chunk rebuilt under the recording) would be filmed: refuse the clip
  const logged = opened.flatMap((each) => each.errors);
  if (logged.length > 0)
    throw new Error(`${id}: the journey logged errors, no clip written: ${logged.join('; ')}`);
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
}
