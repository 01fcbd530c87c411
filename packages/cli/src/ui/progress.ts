import type { Runtime } from '../runtime.ts';

/** One line of progress: a portfolio (or task), the step it is at, and its percentage. */
export interface ProgressLine {
  name: string;
  step: string;
  progress: number;
  isDone?: boolean;
}

/** Live progress: Ink on a TTY, plain lines on stderr otherwise (issue 10). */
export interface ProgressReporter {
  update(line: ProgressLine): void;
  stop(): Promise<void>;
}

/** The plain-text twin: one stderr line per change, so logs of cron jobs read as a history. */
export const plainProgress = (runtime: Pick<Runtime, 'note' | 'describe'>): ProgressReporter => ({
  update: (line) =>
    runtime.note(
      runtime.describe('cli.lookup.step', { name: line.name, step: line.step, progress: line.progress }),
    ),
  stop: async () => undefined,
});

const BAR_WIDTH = 20;

/** The bar of the Ink view, also used by its test: `[#####...............]`. */
export const progressBar = (progress: number): string => {
  const filled = Math.round((Math.min(100, Math.max(0, progress)) / 100) * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}]`;
};

/**
 * The Ink `ChainProgress` view on stderr: one bar per portfolio, redrawn in place. Ink and React are loaded only
 * here, so commands that never draw (and `--help`) stay fast.
 */
export const inkProgress = async (
  runtime: Pick<Runtime, 'streams' | 'hasColor'>,
): Promise<ProgressReporter> => {
  const [{ render, Box, Text }, { createElement: h }] = await Promise.all([import('ink'), import('react')]);
  const lines = new Map<string, ProgressLine>();
  const view = () =>
    h(
      Box,
      { flexDirection: 'column' },
      ...[...lines.values()].map((line) =>
        h(
          Box,
          { key: line.name },
          h(
            Text,
            { color: runtime.hasColor ? (line.isDone ? 'green' : 'cyan') : undefined },
            progressBar(line.progress),
          ),
          h(Text, null, ` ${String(line.progress).padStart(3)}%  ${line.name}  `),
          h(Text, { dimColor: true }, line.step),
        ),
      ),
    );
  const instance = render(view(), {
    stdout: runtime.streams.stderr as NodeJS.WriteStream,
    patchConsole: false,
    exitOnCtrlC: false,
  });
  return {
    update(line) {
      lines.set(line.name, line);
      instance.rerender(view());
    },
    async stop() {
      instance.rerender(view());
      instance.unmount();
      await instance.waitUntilExit().catch(() => undefined);
    },
  };
};

/** Ink when stderr is a terminal, plain lines otherwise. */
export const createProgress = async (runtime: Runtime): Promise<ProgressReporter> =>
  runtime.streams.stderr.isTTY && runtime.isTty ? inkProgress(runtime) : plainProgress(runtime);
