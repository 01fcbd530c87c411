import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateMessageKeys } from '../chain/states/message-keys.ts';
import { stateRules } from '../chain/states/registry.ts';
import { withCapabilityTable } from './capability-doc.ts';
import { ruleMessageKeys } from './message-keys.ts';
import { permissionRules, type RuleEntry, validationRules } from './registry.ts';

const doc = readFileSync(new URL('../../../../docs/rules.md', import.meta.url), 'utf8');
const srcFile = (path: string) => new URL(`../${path}`, import.meta.url);

/** The body of a `## title` section, up to the next `## `. */
const section = (title: string): string => {
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`docs/rules.md has no section "## ${title}"`);
  const next = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, next < 0 ? undefined : next);
};

interface Row {
  id: string;
  codeCell: string;
  tests: Array<{ file: string; title: string }>;
}

/** Rows of a section's table whose first cell is a backticked rule id: `| \`id\` | spec | code | tests |`. */
const rows = (body: string): Row[] =>
  body
    .split('\n')
    .filter((line) => /^\| `[^`]+` \|/.test(line))
    .map((line) => {
      const cells = line.split(' | ');
      const testCell = (cells[3] ?? '').replace(/ \|$/, '');
      return {
        id: (cells[0] ?? '').replace(/^\| `|`$/g, ''),
        codeCell: cells[2] ?? '',
        tests: [...testCell.matchAll(/`([\w/.-]+\.test\.ts)` › ([^;]+)/g)].map((m) => ({
          file: m[1] as string,
          title: (m[2] as string).trim(),
        })),
      };
    });

const tables: Array<[string, readonly RuleEntry[]]> = [
  ['Validation rules', validationRules],
  ['Permission rules', permissionRules],
  ['State rules', stateRules],
];

describe('docs/rules.md', () => {
  it('has one row for every registry rule, and no row without one', () => {
    for (const [title, registry] of tables) {
      const ids = rows(section(title)).map((r) => r.id);
      expect(new Set(ids).size, title).toBe(ids.length);
      expect([...ids].sort(), title).toEqual(registry.map((r) => r.id).sort());
    }
    const all = tables.flatMap(([, registry]) => registry.map((r) => r.id));
    expect(new Set(all).size).toBe(all.length);
  });

  it('names in each row the message keys its rule can give', () => {
    for (const [title, registry] of tables) {
      const byId = new Map(rows(section(title)).map((r) => [r.id, r]));
      for (const rule of registry) {
        for (const key of rule.messageKeys)
          expect(byId.get(rule.id)?.codeCell, `${rule.id} ${key}`).toContain(`\`${key}\``);
      }
    }
  });

  it('names real tests in every row', () => {
    const everyRef = [...doc.matchAll(/`([\w/.-]+\.test\.ts)` › ([^;|\n]+)/g)];
    expect(everyRef.length).toBeGreaterThan(100);
    for (const [title] of tables) {
      for (const row of rows(section(title))) {
        expect(row.tests.length, row.id).toBeGreaterThan(0);
      }
    }
    const files = new Map<string, string>();
    for (const match of everyRef) {
      const file = match[1] as string;
      const title = (match[2] as string).trim();
      expect(existsSync(srcFile(file)), file).toBe(true);
      if (!files.has(file)) files.set(file, readFileSync(srcFile(file), 'utf8'));
      expect(files.get(file), `${file} › ${title}`).toContain(`it('${title}'`);
    }
  });

  it('keeps each rule to the message keys the i18n resources know', () => {
    const known = new Set<string>([
      ...ruleMessageKeys,
      ...stateMessageKeys,
      'notEnoughCapability',
      'noAccessToFeature',
    ]);
    for (const [, registry] of tables) {
      for (const rule of registry)
        for (const key of rule.messageKeys) expect(known.has(key), `${rule.id} ${key}`).toBe(true);
    }
  });

  it('shows the capability table as the code has it', () => {
    expect(doc).toContain('| `lookup.performance.esg` | dataHub | 2 |');
    expect(withCapabilityTable(doc)).toBe(doc);
  });
});
