// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the strings are shell scripts, whose ${…} is the shell’s
import { Argument, Command, type CommandUnknownOpts } from '@commander-js/extra-typings';
import { examples } from './shared.ts';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** One command of the tree as completion sees it: its path, subcommands and flags. */
interface Node {
  /** `/templates/add`; the program is ``. */
  path: string;
  subcommands: { name: string; summary: string }[];
  flags: { flag: string; description: string; takesValue: boolean }[];
}

// commander keeps the help flag outside `options`; every command answers it (and the program --version).
const helpFlag = { flag: '--help', description: 'display help for command', takesValue: false };

const nodesOf = (program: CommandUnknownOpts): Node[] => {
  const nodes: Node[] = [];
  const visit = (command: CommandUnknownOpts, path: string) => {
    nodes.push({
      path,
      subcommands: command.commands.map((sub) => ({
        name: sub.name(),
        summary: sub.summary() || sub.description().split('\n')[0] || '',
      })),
      flags: [
        ...command.options
          .filter((option) => !option.hidden)
          .flatMap((option) =>
            [option.long, option.short]
              .filter((flag): flag is string => flag !== undefined)
              .map((flag) => ({
                flag,
                description: option.description,
                takesValue: option.required || option.optional,
              })),
          ),
        helpFlag,
      ],
    });
    for (const sub of command.commands) visit(sub, `${path}/${sub.name()}`);
  };
  visit(program, '');
  return nodes;
};

/** Flags of the program (global: commander accepts them before or after a subcommand), --version aside. */
const globalFlags = (nodes: Node[]): Node['flags'] =>
  (nodes.find((node) => node.path === '')?.flags ?? []).filter(
    (f) => f !== helpFlag && f.flag !== '--version' && f.flag !== '-V',
  );

const wordsAt = (node: Node, globals: Node['flags']): string[] => [
  ...node.subcommands.map((s) => s.name),
  ...new Set([...node.flags, ...(node.path === '' ? [] : globals)].map((f) => f.flag)),
];

const quoteSingle = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

const bash = (name: string, nodes: Node[]): string => {
  const globals = globalFlags(nodes);
  const paths = nodes.filter((n) => n.path !== '').map((n) => n.path);
  const fn = `_${name.replace(/\W/g, '_')}_completion`;
  return [
    `# ${name} completion for bash: source <(${name} completion bash)`,
    `${fn}() {`,
    '  local cur="${COMP_WORDS[COMP_CWORD]}" cmdpath="" w i words',
    '  for ((i = 1; i < COMP_CWORD; i++)); do',
    '    w="${COMP_WORDS[i]}"',
    '    case "${cmdpath}/${w}" in',
    `      ${paths.join('|')}) cmdpath="\${cmdpath}/\${w}" ;;`,
    '    esac',
    '  done',
    '  case "$cmdpath" in',
    ...nodes.map(
      (node) => `    ${quoteSingle(node.path)}) words=${quoteSingle(wordsAt(node, globals).join(' '))} ;;`,
    ),
    '  esac',
    '  COMPREPLY=($(compgen -W "$words" -- "$cur"))',
    '}',
    `complete -o default -F ${fn} ${name}`,
    '',
  ].join('\n');
};

const zsh = (name: string, nodes: Node[]): string => {
  const globals = globalFlags(nodes);
  const paths = nodes.filter((n) => n.path !== '').map((n) => n.path);
  const fn = `_${name.replace(/\W/g, '_')}`;
  // `_describe` entries are `word:description`; a colon in the word or the text must be escaped.
  const entry = (word: string, description: string) =>
    quoteSingle(`${word.replace(/:/g, '\\:')}:${description.replace(/\s+/g, ' ')}`);
  return [
    `#compdef ${name}`,
    `# ${name} completion for zsh: source <(${name} completion zsh), or save it as _${name} in your $fpath`,
    `${fn}() {`,
    '  local cmdpath="" w i',
    '  local -a entries',
    '  for ((i = 2; i < CURRENT; i++)); do',
    '    w="${words[i]}"',
    '    case "${cmdpath}/${w}" in',
    `      (${paths.join('|')}) cmdpath="\${cmdpath}/\${w}" ;;`,
    '    esac',
    '  done',
    '  case "$cmdpath" in',
    ...nodes.map((node) => {
      const flags = [...node.flags, ...(node.path === '' ? [] : globals)];
      const seen = new Set<string>();
      const items = [
        ...node.subcommands.map((s) => entry(s.name, s.summary)),
        ...flags
          .filter((f) => !seen.has(f.flag) && seen.add(f.flag))
          .map((f) => entry(f.flag, f.description)),
      ];
      return `    (${quoteSingle(node.path)}) entries=(${items.join(' ')}) ;;`;
    }),
    '  esac',
    `  _describe -t commands '${name}' entries`,
    '  _files',
    '}',
    `compdef ${fn} ${name}`,
    '',
  ].join('\n');
};

const fish = (name: string, nodes: Node[]): string => {
  const lines = [`# ${name} completion for fish: ${name} completion fish | source`];
  // A node's condition: its path's words were typed, and (for its subcommands) none of them yet.
  const condition = (node: Node): string => {
    const parts = node.path.split('/').filter(Boolean);
    if (parts.length === 0) return '__fish_use_subcommand';
    return parts.map((part) => `__fish_seen_subcommand_from ${part}`).join('; and ');
  };
  for (const node of nodes) {
    const here = condition(node);
    const notDeeper =
      node.subcommands.length > 0 && node.path !== ''
        ? `${here}; and not __fish_seen_subcommand_from ${node.subcommands.map((s) => s.name).join(' ')}`
        : here;
    for (const sub of node.subcommands)
      lines.push(
        `complete -c ${name} -n ${quoteSingle(notDeeper)} -a ${sub.name} -d ${quoteSingle(sub.summary)}`,
      );
    const flags = node.path === '' ? node.flags : node.flags.filter((f) => f !== helpFlag);
    for (const f of flags) {
      const switchOf = f.flag.startsWith('--') ? `-l ${f.flag.slice(2)}` : `-s ${f.flag.slice(1)}`;
      // program flags are global: offered everywhere
      const where = node.path === '' ? '' : `-n ${quoteSingle(here)} `;
      lines.push(
        `complete -c ${name} ${where}${switchOf}${f.takesValue ? ' -r' : ''} -d ${quoteSingle(f.description)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
};

/** The completion script of `program` for `shell`, from its command tree (a new command or flag is in it at once). */
export const completionScript = (program: CommandUnknownOpts, shell: Shell): string => {
  const nodes = nodesOf(program);
  const name = program.name();
  return shell === 'bash' ? bash(name, nodes) : shell === 'zsh' ? zsh(name, nodes) : fish(name, nodes);
};

/** `esgkit completion bash|zsh|fish`: prints the shell's completion script on stdout. */
export const completionCommand = () =>
  new Command('completion')
    .summary('print a shell completion script (bash, zsh or fish)')
    .description(
      'Print the completion script of a shell, generated from the commands and flags of this esgkit: load it in ' +
        'your shell’s startup file (bash: source <(esgkit completion bash); zsh: source <(esgkit completion zsh); ' +
        'fish: esgkit completion fish | source).',
    )
    .addArgument(new Argument('<shell>', 'the shell').choices(SHELLS))
    .addHelpText(
      'after',
      examples([
        'esgkit completion bash > /dev/null',
        '# in ~/.bashrc:  source <(esgkit completion bash)',
        'esgkit completion fish | head -n 3',
      ]),
    )
    .action((shell, _opts, command) => {
      let root: CommandUnknownOpts = command;
      while (root.parent) root = root.parent;
      const { writeOut } = command.configureOutput();
      writeOut?.(completionScript(root, shell));
    });
