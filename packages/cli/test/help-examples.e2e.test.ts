import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandUnknownOpts as Command } from '@commander-js/extra-typings';
import { execa } from 'execa';
import { beforeAll, describe, expect, it } from 'vitest';
import { localizeHelp } from '../src/commands/localize-help.ts';
import { createProgram } from '../src/main.ts';
import { repoRoot, type Sandbox, sandbox, text } from './helpers.ts';

// Issue 22 item 11: every example of every `--help` (en-US and it-IT) and every command line of the code blocks of
// docs/cli.md, the README and CONTRIBUTING.md runs as written against the small demo universe and succeeds (exit 0,
// or the `# exit N` its comment gives).
// The examples are read from the real help texts and the doc, so a new example is tested without touching this file.
// They run in order in ONE sandbox, as a user would follow them: `clients --help` adds the client `export`,
// `report` and `share` then name.

const bin = join(repoRoot, 'packages/cli/bin/esgkit.js');
const node = join(repoRoot, 'node_modules/.bin/node');

/** Examples that cannot run here, each with why (a remote engine, a server that runs until stopped). */
const skipped: readonly [RegExp, string][] = [
  [/--api |ESGKIT_API=/, 'needs a remote engine at --api'],
  [/esgkit login\b/, 'signs in to a remote engine'],
  [/esgkit (--data \S+ )?serve\b/, 'starts a server that runs until stopped'],
  [/esgkit (--data \S+ )?worker\b/, 'runs jobs until stopped'],
];
// No placeholder (`01HXYZ…`) is skipped: an example a user copies must run as written, so it names a client by the
// name an earlier example gave it (`clients import` makes "Maria Rossi" and "Luca Bianchi").

/** The `$ …` lines of the text after each command's options, for every command and subcommand. */
const helpExamples = (locale: 'en-US' | 'it-IT'): { command: string; line: string }[] => {
  const program = createProgram(async () => {});
  localizeHelp(program, locale);
  const out: { command: string; line: string }[] = [];
  const visit = (command: Command, path: string) => {
    const parts: string[] = [];
    command.configureOutput({ writeOut: (s) => parts.push(s), writeErr: (s) => parts.push(s) });
    command.outputHelp();
    const help = parts.join('');
    for (const match of help.matchAll(/^ {2}\$ (.+)$/gm)) out.push({ command: path, line: match[1]! });
    for (const sub of command.commands) visit(sub, `${path} ${sub.name()}`);
  };
  visit(program, 'esgkit');
  return out;
};

/** The lines of the code blocks of docs/cli.md, the README and CONTRIBUTING.md that are esgkit command lines. */
const docExamples = (): string[] =>
  ['docs/cli.md', 'README.md', 'CONTRIBUTING.md'].flatMap((file) => {
    const doc = readFileSync(join(repoRoot, file), 'utf8');
    return [...doc.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].flatMap((block) =>
      block[1]!.split('\n').filter((line) => /^(npx )?esgkit /.test(line)),
    );
  });

/** One command line however it is written: `npx esgkit` is `esgkit`, and a trailing comment does not count. */
const normalized = (line: string): string =>
  line
    .replace(/^npx esgkit /, 'esgkit ')
    .replace(/\s{2,}#(?!\s*exits? \d).*$/, '')
    .trim();

const english = helpExamples('en-US');
const examples = [
  ...new Set([
    ...english.map((e) => normalized(e.line)),
    ...helpExamples('it-IT').map((e) => normalized(e.line)),
    ...docExamples().map(normalized),
  ]),
];

/** `# exit N` after an example is the exit code it is meant to show; else 0. */
const expectedExit = (line: string): number => Number(/#\s*exits? (\d+)\b/.exec(line)?.[1] ?? 0);

let box: Sandbox;
beforeAll(() => {
  box = sandbox();
  // The examples' paths: the repository's sample portfolios, and the files they take as the user's own — a CSV of
  // several portfolios, four quarter-end portfolios, a one-column list of funds, a provider dataset folder.
  symlinkSync(join(repoRoot, 'fixtures'), join(box.dir, 'fixtures'));
  const portfolios = join(repoRoot, 'fixtures/portfolios');
  cpSync(join(portfolios, 'many.csv'), join(box.dir, 'clients.csv'));
  for (const q of ['q1', 'q2', 'q3', 'q4'])
    cpSync(join(portfolios, 'balanced.csv'), join(box.dir, `${q}.csv`));
  writeFileSync(join(box.dir, 'funds.csv'), 'Ticker\nURTH\nIAGG\n');
  cpSync(join(repoRoot, 'fixtures/datasets/minimal'), join(box.dir, 'my-dataset'), { recursive: true });
});

/** Runs one example in bash, where `esgkit` and `npx esgkit` are this checkout's binary. */
const runExample = (line: string) =>
  execa(
    'bash',
    [
      '-c',
      [
        'set -o pipefail',
        `esgkit() { "${node}" "${bin}" "$@"; }`,
        'npx() { if [ "$1" = esgkit ]; then shift; esgkit "$@"; else command npx "$@"; fi; }',
        line,
      ].join('\n'),
    ],
    {
      cwd: box.dir,
      reject: false,
      timeout: 120_000,
      stdin: 'ignore',
      env: box.env,
      extendEnv: true,
    },
  );

describe('the examples of --help and docs/cli.md', () => {
  it('are found: every command with examples, both languages, and the doc', () => {
    // the Italian help translates the comments only: its command lines are the English ones
    expect(helpExamples('it-IT').map((e) => e.line)).toEqual(english.map((e) => e.line));
    expect(english.length).toBeGreaterThan(30);
    expect(new Set(english.map((e) => e.command))).toContain('esgkit screen');
    expect(docExamples()).toContain('npx esgkit lookup fixtures/portfolios/balanced.csv');
    // the README's, run right after `npm ci`
    expect(docExamples().map(normalized)).toContain(
      'esgkit explain fixtures/portfolios/balanced.csv --figure pai2',
    );
  });

  for (const line of examples) {
    const skip = skipped.find(([pattern]) => pattern.test(line));
    if (skip) {
      it.skip(`${line} (skipped: ${skip[1]})`, () => {});
      continue;
    }
    it(line, async () => {
      const run = await runExample(line);
      expect(
        run.exitCode,
        `${line}\nstdout: ${text(run.stdout).slice(0, 2000)}\nstderr: ${text(run.stderr).slice(-2000)}`,
      ).toBe(expectedExit(line));
    });
  }
});
