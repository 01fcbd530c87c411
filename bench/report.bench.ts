import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  allocationChart,
  createTranslator,
  cumulativeReturnsChart,
  dailyPerformanceChart,
  esgPillarsChart,
  paiIndicatorChart,
  riskChart,
  taxonomyChart,
  trailingReturnsChart,
} from '@esgkit/core';
import { ReportInput, renderChartSvg, renderReport } from '@esgkit/report';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, test } from 'vitest';

// The PDF report (issue: "bench/report"): ms per full report on one core, reports/s for 200 clients on 2 cores, and
// the ratio to headless Chromium printing an equivalent HTML page with --print-to-pdf, all in the same run.
// Workers run the built packages (`tsc -b` first) in plain Node with production React, as the CLI and engine do.
const fixturePath = fileURLToPath(
  new URL('../packages/report/test/fixtures/report-input.json', import.meta.url),
);
const input = ReportInput.parse(JSON.parse(readFileSync(fixturePath, 'utf8')));
const now = new Date('2026-11-01T09:00:00Z');
const CLIENTS = 200;
const CHROMIUM = '/usr/bin/chromium';

const inWorkers = async (workers: number, perWorker: number, warmup: number): Promise<number> => {
  const started = performance.now();
  await Promise.all(
    Array.from(
      { length: workers },
      () =>
        new Promise<number>((resolve, reject) => {
          const worker = new Worker(new URL('./report-worker.ts', import.meta.url), {
            workerData: { fixture: fixturePath, count: perWorker, warmup },
            // plain Node flags: Vitest's process resolves @esgkit/* to TypeScript sources, the workers to dist/
            execArgv: [],
          });
          worker.once('message', (ms: number) => resolve(ms));
          worker.once('error', reject);
        }),
    ),
  );
  return performance.now() - started;
};

beforeAll(() => {
  const build = spawnSync('npx', ['tsc', '-b', 'packages/report'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  });
  if (build.status !== 0)
    throw new Error('tsc -b packages/report failed: the workers need the built packages');
}, 120_000);

test('report: one full report (15 sections, 11 charts, 15 pages) in this process', async ({ bench }) => {
  await bench('renderReport (Vitest, development React)', async () => {
    await renderReport(input, { now });
  }).run({ iterations: 8, warmupIterations: 2, time: 0 });
});

test('report: one core and two cores (plain Node, production React)', async () => {
  const perReport = (await inWorkers(1, 10, 3)) / 10;
  console.log(
    `one core: ${perReport.toFixed(0)} ms per full report (10 reports after 3 warm-up, worker start included)`,
  );
  const elapsed = await inWorkers(2, CLIENTS / 2, 2);
  console.log(
    `two cores: ${CLIENTS} clients in ${(elapsed / 1000).toFixed(1)} s = ${((CLIENTS / elapsed) * 1000).toFixed(2)} reports/s`,
  );
}, 600_000);

/** An HTML page with the same text (placed as in the PDF), the same 11 charts as SVG and the same embedded font. */
const equivalentHtml = async (pdf: Uint8Array): Promise<string> => {
  const t = createTranslator('en-US');
  const labels = { portfolio: t('nav.portfolio'), benchmark: t('fields.benchmark'), noData: 'n/a' };
  const base = { locale: 'en-US' as const, width: 480, height: 170 };
  const r = input.results;
  const specs = [
    trailingReturnsChart(r.performance!.data, {
      ...base,
      labels,
      rangeLabels: { ytd: 'YTD', y1: '1y', y3: '3y', y5: '5y' },
    }),
    riskChart(r.risk!.data, { ...base, labels, windowLabels: {} }),
    allocationChart(r.aggregates!.data.assets, { ...base, labels: { other: 'Other', unknown: 'Unknown' } }),
    allocationChart(r.aggregates!.data.countries, {
      ...base,
      labels: { other: 'Other', unknown: 'Unknown' },
    }),
    dailyPerformanceChart(r.dailyPerformance!.data, { ...base, labels }),
    cumulativeReturnsChart(r.dailyPerformance!.data, { ...base, labels }),
    esgPillarsChart(r.esg!.data, { ...base, labels, pillarLabels: { e: 'E', s: 'S', g: 'G' } }),
    ...[r.pai1, r.pai2, r.pai3].map((pai) =>
      paiIndicatorChart(pai!.data.indicators[0]!, { ...base, labels }),
    ),
    taxonomyChart(r.taxonomySummary!.data, {
      ...base,
      labels,
      kpiLabels: { turnover: 'Turnover', capex: 'CapEx', opex: 'OpEx' },
      measureLabels: { eligible: 'Eligible', aligned: 'Aligned' },
    }),
  ];
  const svgs = await Promise.all(specs.map((spec) => renderChartSvg(spec)));
  const document = await getDocument({ data: pdf.slice() }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    const spans = content.items
      .filter((item) => 'str' in item)
      .map((item) => {
        const i = item as { str: string; transform: number[]; height: number };
        const text = i.str.replace(/&/g, '&amp;').replace(/</g, '&lt;');
        return `<span style="left:${i.transform[4]}pt;bottom:${i.transform[5]}pt;font-size:${i.height || 8}pt">${text}</span>`;
      });
    pages.push(`<section>${svgs[n - 3] ?? ''}${spans.join('')}</section>`);
  }
  const font = (weight: number) =>
    `@font-face{font-family:Inter;font-weight:${weight};src:url(${import.meta.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)})}`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${font(400)}${font(600)}${font(700)}
@page{size:A4;margin:0}body{margin:0;font-family:Inter}section{position:relative;width:595pt;height:841pt;page-break-after:always;overflow:hidden}
section svg{position:absolute;left:40pt;top:120pt;transform:scale(.78);transform-origin:0 0}span{position:absolute;white-space:pre}</style></head>
<body>${pages.join('\n')}</body></html>`;
};

test('report: headless Chromium --print-to-pdf of an equivalent HTML page', async () => {
  const dir = tmpdir();
  const html = join(dir, 'esgkit-report-bench.html');
  const out = join(dir, 'esgkit-report-bench.pdf');
  writeFileSync(html, await equivalentHtml(await renderReport(input, { now })));
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const result = spawnSync(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-pdf-header-footer',
        `--print-to-pdf=${out}`,
        `file://${html}`,
      ],
      { stdio: 'ignore' },
    );
    if (result.status !== 0) throw new Error(`chromium exited with ${result.status}`);
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `chromium --print-to-pdf: median ${runs[2]!.toFixed(0)} ms (runs ${runs.map((r) => r.toFixed(0)).join(', ')})`,
  );
  const ours = (await inWorkers(1, 5, 2)) / 5;
  console.log(
    `renderReport in the same run: ${ours.toFixed(0)} ms per report → ${(runs[2]! / ours).toFixed(1)}× faster`,
  );
}, 600_000);
