import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createProgram, main } from '../main.ts';
import { completionScript } from './completion.ts';

const noRun = (async () => undefined) as never;

/** What bash completes for a command line typed so far (the last word being completed). */
const bashCompletes = (script: string, typed: readonly string[]): string[] => {
  const file = join(mkdtempSync(join(tmpdir(), 'esgkit-completion-')), 'esgkit.bash');
  writeFileSync(file, script);
  const words = typed.map((w) => `'${w}'`).join(' ');
  const out = execFileSync(
    'bash',
    [
      '-c',
      `source "${file}"; COMP_WORDS=(${words}); COMP_CWORD=${typed.length - 1}; _esgkit_completion; printf '%s\\n' "\${COMPREPLY[@]}"`,
    ],
    { encoding: 'utf8' },
  );
  return out.split('\n').filter(Boolean);
};

describe('esgkit completion', () => {
  it('prints a bash script that names every top-level command', async () => {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    let printed = '';
    stdout.on('data', (chunk) => {
      printed += String(chunk);
    });
    const code = await main({
      argv: ['completion', 'bash'],
      signal: new AbortController().signal,
      streams: { stdout, stderr, stdin: new PassThrough() },
      env: {},
    });
    expect(code).toBe(0);
    const topLevel = createProgram(noRun).commands.map((c) => c.name());
    expect(topLevel).toContain('lookup');
    expect(topLevel).toContain('completion');
    for (const name of topLevel) expect(printed).toMatch(new RegExp(`words='[^']*\\b${name}\\b`));
    expect(bashCompletes(printed, ['esgkit', ''])).toEqual(expect.arrayContaining(topLevel));
  });

  it('completes subcommands and the flags of the command typed so far, global flags too', () => {
    const script = completionScript(createProgram(noRun), 'bash');
    expect(bashCompletes(script, ['esgkit', 'lo'])).toEqual(['lookup', 'login', 'logout']);
    expect(bashCompletes(script, ['esgkit', 'templates', 'ad'])).toEqual(['add']);
    expect(bashCompletes(script, ['esgkit', '--lang', 'it-IT', 'lookup', '--ri'])).toEqual(['--risk-free']);
    expect(bashCompletes(script, ['esgkit', 'screen', 'funds', '--verb'])).toEqual(['--verbose']);
  });

  it('refuses an unknown shell as a usage error (exit 2)', async () => {
    const stderr = new PassThrough();
    const code = await main({
      argv: ['completion', 'powershell'],
      signal: new AbortController().signal,
      streams: { stdout: new PassThrough(), stderr, stdin: new PassThrough() },
      env: {},
    });
    expect(code).toBe(2);
  });

  it('writes zsh and fish scripts from the same tree', () => {
    const program = createProgram(noRun);
    const zsh = completionScript(program, 'zsh');
    expect(zsh.startsWith('#compdef esgkit')).toBe(true);
    expect(zsh).toContain("'--risk-free:annual risk-free rate");
    const fish = completionScript(program, 'fish');
    expect(fish).toContain("complete -c esgkit -n '__fish_use_subcommand' -a lookup");
    expect(fish).toContain(
      "complete -c esgkit -n '__fish_seen_subcommand_from templates; and not __fish_seen_subcommand_from list add edit rm upload' -a add",
    );
  });
});
