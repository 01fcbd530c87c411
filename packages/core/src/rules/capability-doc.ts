import { capabilityTable, type FeatureRule } from './capability.ts';

/** Marks the generated capability table in docs/rules.md. */
export const CAPABILITY_DOC_START =
  '<!-- capability-table:start (generated from rules/capability.ts; rules-doc.test.ts checks it) -->';
export const CAPABILITY_DOC_END = '<!-- capability-table:end -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

const blocked = (rule: FeatureRule): string => {
  if (rule.blockedCapabilities.length === 0) return '—';
  let text = rule.blockedCapabilities.join(', ');
  if (rule.blockedRedirect === 'accountInfo') text += ' → Account Info';
  if (rule.blockedExceptFullAccess) text += ' (not with full access)';
  return text;
};

/** The capability table as markdown, one row per feature, in table order. */
export const renderCapabilityMarkdown = (): string => {
  const lines = [
    '| feature | area | min capability | blocked capabilities | full access | limited at 7 | share link | spec | note |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [id, rule] of Object.entries(capabilityTable) as Array<[string, FeatureRule]>) {
    lines.push(
      `| \`${id}\` | ${rule.area} | ${rule.minCapability > 0 ? rule.minCapability : '—'} | ${blocked(rule)} | ${
        rule.requiresFullAccess ? 'yes' : 'no'
      } | ${rule.limited ? 'yes' : 'no'} | ${rule.shared ? 'yes' : 'no'} | ${cell(rule.specRef)} | ${cell(rule.note ?? '')} |`,
    );
  }
  return lines.join('\n');
};

/**
 * docs/rules.md with its capability table replaced by the current one (for `npm run docs`); the rest of the file,
 * written by hand, is kept.
 */
export const withCapabilityTable = (doc: string): string => {
  const start = doc.indexOf(CAPABILITY_DOC_START);
  const end = doc.indexOf(CAPABILITY_DOC_END);
  if (start < 0 || end < start) throw new Error('docs/rules.md lacks the capability-table markers');
  return `${doc.slice(0, start + CAPABILITY_DOC_START.length)}\n${renderCapabilityMarkdown()}\n${doc.slice(end)}`;
};
