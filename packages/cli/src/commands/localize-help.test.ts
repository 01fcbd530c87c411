import type { EventEmitter } from 'node:events';
import type { CommandUnknownOpts as Command } from '@commander-js/extra-typings';
import { describe, expect, it } from 'vitest';
import { helpLocaleOf } from '../config/help-locale.ts';
import { createProgram } from '../main.ts';
import { HELP_IT } from './help-it.ts';
import { localizeHelp } from './localize-help.ts';

const noRun = (async () => undefined) as never;

// Every text a user can read in `--help`, command by command: summary, description, arguments, options, and the
// `#` comments of the examples.
const textsOf = (command: Command): string[] => {
  const parts: string[] = [];
  for (const listener of (command as unknown as EventEmitter).listeners('afterHelp'))
    listener({ error: false, command, write: (text: string) => parts.push(text) });
  const comments = parts
    .join('')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('#'));
  return [
    command.summary(),
    command.description(),
    ...command.registeredArguments.map((a) => a.description),
    ...command.options.map((o) => o.description),
    ...comments,
    ...command.commands.flatMap(textsOf),
  ].filter((t) => t !== '' && t !== 'output the version number');
};

describe('Italian --help', () => {
  it('has an Italian text for every English one the commands declare', () => {
    const missing = textsOf(createProgram(noRun)).filter((text) => HELP_IT[text] === undefined);
    expect(missing).toEqual([]);
  });

  it('shows the lookup command in Italian, commander’s titles included', () => {
    const program = createProgram(noRun);
    localizeHelp(program, 'it-IT');
    const lookup = program.commands.find((c) => c.name() === 'lookup') as Command;
    const help = lookup.helpInformation().replace(/\s+/g, ' ');
    expect(help).toContain('Uso: esgkit lookup');
    expect(help).toContain('Opzioni:');
    expect(help).toContain('salta la catena PAI e le viste PAI');
    expect(help).toContain('(valori: "all", "covered", "both", predefinito: "all")');
    expect(help).not.toContain('Options:');
  });

  it('follows --lang, then ESGKIT_LANG, then LC_ALL / LANG', () => {
    expect(helpLocaleOf(['--help'], {})).toBe('en-US');
    expect(helpLocaleOf(['--help'], { LANG: 'it_IT.UTF-8' })).toBe('it-IT');
    expect(helpLocaleOf(['--help'], { LC_ALL: 'C', LANG: 'it_IT.UTF-8' })).toBe('en-US');
    expect(helpLocaleOf(['--help'], { ESGKIT_LANG: 'it-IT', LANG: 'en_US.UTF-8' })).toBe('it-IT');
    expect(helpLocaleOf(['--lang', 'en-US', '--help'], { ESGKIT_LANG: 'it-IT' })).toBe('en-US');
    expect(helpLocaleOf(['lookup', '--lang=it-IT', '--help'], {})).toBe('it-IT');
  });
});
