// The `esgkit` process: the only place that touches process.exit and signals (docs/conventions.md §8).
import { enableCompileCache } from 'node:module';

// V8's compiled code of the CLI's and the engine's modules kept between runs (Node's own cache in the temp folder,
// checked against each file's contents): about 0.15 s of CPU off every command's start (docs/benchmarks.md, "Part
// 5: start-up"). Enabled before the rest loads, hence the dynamic import.
enableCompileCache();
const { main } = await import('./main.ts');

const controller = new AbortController();
let interrupts = 0;
process.on('SIGINT', () => {
  interrupts++;
  // The first Ctrl-C cancels the run and lets it close the engine; a second one leaves at once, quietly.
  if (interrupts > 1) process.exit(130);
  controller.abort(new Error('interrupted'));
});
process.on('SIGTERM', () => controller.abort(new Error('terminated')));

const code = await main({ argv: process.argv.slice(2), signal: controller.signal });
// Pooled sockets and log streams would keep the loop alive; the run is over, so leave with its code.
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
