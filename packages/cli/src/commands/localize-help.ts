import type { EventEmitter } from 'node:events';
import type { Argument, CommandUnknownOpts, Option } from '@commander-js/extra-typings';
import type { HelpLocale } from '../config/help-locale.ts';
import { COMMANDER_ERRORS_IT, HELP_IT, HELP_WORDS_IT } from './help-it.ts';

type Word = keyof typeof HELP_WORDS_IT;
const word = (w: Word): string => HELP_WORDS_IT[w];
const translate = (text: string): string =>
  HELP_IT[text] ?? (HELP_WORDS_IT as Record<string, string>)[text] ?? text;

// commander's optionDescription and argumentDescription, with its words (default, choices) in Italian.
const extras = (item: {
  argChoices?: readonly string[] | undefined;
  defaultValue?: unknown;
  defaultValueDescription?: string | undefined;
  showsDefault: boolean;
  envVar?: string | undefined;
}): string[] => {
  const extra: string[] = [];
  if (item.argChoices)
    extra.push(`${word('choices')}: ${item.argChoices.map((c) => JSON.stringify(c)).join(', ')}`);
  if (item.defaultValue !== undefined && item.showsDefault)
    extra.push(`${word('default')}: ${item.defaultValueDescription || JSON.stringify(item.defaultValue)}`);
  if (item.envVar !== undefined) extra.push(`env: ${item.envVar}`);
  return extra;
};
const withExtras = (description: string, extra: string[]): string =>
  extra.length === 0 ? description : `${description} (${extra.join(', ')})`.trim();

const optionDescription = (option: Option): string =>
  withExtras(
    option.description,
    extras({
      argChoices: option.argChoices,
      defaultValue: option.defaultValue,
      defaultValueDescription: option.defaultValueDescription,
      showsDefault:
        option.required ||
        option.optional ||
        (option.isBoolean() && typeof option.defaultValue === 'boolean'),
      envVar: option.envVar,
    }),
  );

const argumentDescription = (argument: Argument): string =>
  withExtras(
    argument.description,
    extras({
      argChoices: argument.argChoices,
      defaultValue: argument.defaultValue,
      defaultValueDescription: argument.defaultValueDescription,
      showsDefault: true,
    }),
  );

// The text after the options (shared.ts `examples`): header and `#` comments translated, commands as written.
const translateAfterHelp = (text: string): string =>
  text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === 'Examples:') return line.replace('Examples:', word('Examples:'));
      if (trimmed.startsWith('#')) return line.replace(trimmed, translate(trimmed));
      return line;
    })
    .join('\n');

/**
 * `--help` in the user's language (issue 10): with it-IT, every command's summary, description, arguments,
 * options, examples and commander's own titles in Italian (help-it.ts). English is what the command files declare.
 */
export const localizeHelp = (program: CommandUnknownOpts, locale: HelpLocale): void => {
  if (locale === 'en-US') return;
  const visit = (command: CommandUnknownOpts) => {
    const summary = command.summary();
    if (summary) command.summary(translate(summary));
    const description = command.description();
    if (description) command.description(translate(description));
    for (const argument of command.registeredArguments)
      if (argument.description) argument.description = translate(argument.description);
    for (const option of command.options)
      if (option.description) option.description = translate(option.description);
    command.helpOption('-h, --help', word('display help for command'));
    if (command.commands.length > 0) command.helpCommand('help [command]', word('display help for command'));
    // commander keeps addHelpText's text in an 'afterHelp' listener (a Command is an EventEmitter at run time).
    const events = command as unknown as EventEmitter;
    const parts: string[] = [];
    for (const listener of events.listeners('afterHelp'))
      listener({ error: false, command, write: (text: string) => parts.push(text) });
    const after = parts.join('');
    if (after) {
      events.removeAllListeners('afterHelp');
      command.addHelpText('after', translateAfterHelp(after.replace(/\n$/, '')));
    }
    command.configureHelp({
      styleTitle: (title: string) => translate(title),
      optionDescription,
      argumentDescription,
    });
    for (const sub of command.commands) visit(sub);
  };
  visit(program);
};

/** commander's usage error line in the user's language (help-it.ts's patterns; English as commander writes it). */
export const localizeCommanderError = (text: string, locale: HelpLocale): string =>
  locale === 'en-US'
    ? text
    : COMMANDER_ERRORS_IT.reduce((out, [pattern, italian]) => out.replace(pattern, italian), text);
