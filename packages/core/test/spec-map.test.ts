import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/spec-map.md sends every "doc N §M" (and sfdr-pai-and-taxonomy.md / metrics.md §M) citation in the code to
// the page of docs/ that states the rule. A citation without a row, or a row pointing at a heading or a table row
// that does not exist, fails here.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const docsDir = join(root, 'docs');
const read = (path: string) => readFileSync(path, 'utf8');

/** Where code lives: each package's src, test and server, plus bench and scripts; never built or installed files. */
const sourceDirs = [
  ...readdirSync(join(root, 'packages')).flatMap((p) =>
    ['src', 'test', 'server'].map((d) => join(root, 'packages', p, d)),
  ),
  join(root, 'bench'),
  join(root, 'scripts'),
].filter((dir) => existsSync(dir));

const isSource = (name: string) => /\.(ts|tsx|mts|js|mjs)$/.test(name);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : isSource(entry.name) ? [path] : [];
  });

// "doc 1 §6", "spec doc 2 §3", "document 2 §7", "sfdr-pai-and-taxonomy.md §5.12", and lists that go on with the
// same document: "doc 1 §4, §9", "metrics.md §4–§10", "doc 2 §3/§4".
const SECTION = '§\\d+(?:\\.\\d+)*';
const citationPattern = new RegExp(
  `\\b(doc(?:ument)? [12]|sfdr-pai-and-taxonomy\\.md|metrics\\.md) (${SECTION}(?:\\s*(?:,|;|/|–|-|and|or)\\s*${SECTION})*)`,
  'g',
);

/** The citations of a text, each as "<document> §<section>" with the document named as the map names it. */
export const citationsIn = (text: string): string[] =>
  [...text.matchAll(citationPattern)].flatMap((m) => {
    const document = (m[1] as string).replace(/^document /, 'doc ');
    return [...(m[2] as string).matchAll(/§(\d+(?:\.\d+)*)/g)].map((s) => `${document} §${s[1]}`);
  });

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slugOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (markdown: string): Set<string> => {
  const anchors = new Set<string>();
  let isCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) isCode = !isCode;
    const heading = !isCode && /^#{1,6} (.+)$/.exec(line);
    if (heading) anchors.add(slugOf(heading[1] as string));
  }
  return anchors;
};

/** Table rows whose first cell is a backticked id: `| \`id\` | …`. */
const rowIdsOf = (markdown: string): Set<string> =>
  new Set([...markdown.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1] as string));

interface MapRow {
  citation: string;
  links: Array<{ file: string; anchor: string | undefined }>;
  rowIds: string[];
}

/** The rows of every table in spec-map.md whose first cell is a citation. */
export const mapRowsOf = (markdown: string): MapRow[] =>
  markdown
    .split('\n')
    .map((line) =>
      /^\| ((?:doc [12]|sfdr-pai-and-taxonomy\.md|metrics\.md) §[\d.]+) \| [^|]+ \| (.+) \|$/.exec(line),
    )
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => {
      const where = m[2] as string;
      return {
        citation: m[1] as string,
        links: [...where.matchAll(/\]\(([^)#\s]+)(?:#([^)\s]+))?\)/g)].map((l) => ({
          file: l[1] as string,
          anchor: l[2],
        })),
        rowIds: [...where.matchAll(/\brows? ((?:`[^`]+`(?:, )?)+)/g)].flatMap((r) =>
          [...(r[1] as string).matchAll(/`([^`]+)`/g)].map((id) => id[1] as string),
        ),
      };
    });

/** A citation is mapped by its own row or by the row of a section that contains it (§5 maps §5.12). */
const isMapped = (citation: string, mapped: Set<string>): boolean => {
  const [document, section] = citation.split(' §') as [string, string];
  const parts = section.split('.');
  return parts.some((_, i) => mapped.has(`${document} §${parts.slice(0, parts.length - i).join('.')}`));
};

const specMap = read(join(docsDir, 'spec-map.md'));
const rows = mapRowsOf(specMap);

describe('docs/spec-map.md', () => {
  it('reads citations as the code writes them', () => {
    expect(citationsIn('rules (spec doc 1 §4, §9; document 2 §7) and metrics.md §4–§10, not §3')).toEqual([
      'doc 1 §4',
      'doc 1 §9',
      'doc 2 §7',
      'metrics.md §4',
      'metrics.md §10',
    ]);
    expect(citationsIn('(sfdr-pai-and-taxonomy.md §5.12). Values')).toEqual([
      'sfdr-pai-and-taxonomy.md §5.12',
    ]);
    expect(isMapped('sfdr-pai-and-taxonomy.md §5.7', new Set(['sfdr-pai-and-taxonomy.md §5']))).toBe(true);
    expect(isMapped('sfdr-pai-and-taxonomy.md §13', new Set(['sfdr-pai-and-taxonomy.md §1']))).toBe(false);
  });

  it('has a row for every citation in the code', () => {
    const mapped = new Set(rows.map((r) => r.citation));
    const unmapped = new Map<string, string[]>();
    let count = 0;
    // this file's own examples are not citations
    const self = fileURLToPath(import.meta.url);
    for (const file of sourceDirs.flatMap(filesUnder).filter((f) => f !== self)) {
      for (const citation of citationsIn(read(file))) {
        count += 1;
        if (isMapped(citation, mapped)) continue;
        unmapped.set(citation, [...(unmapped.get(citation) ?? []), relative(root, file)]);
      }
    }
    // the code cites the spec some hundreds of times: a scanner that finds none is broken, not the code clean
    expect(count).toBeGreaterThan(500);
    expect(Object.fromEntries(unmapped)).toEqual({});
  });

  it('points every row at headings and table rows that exist', () => {
    expect(rows.length).toBeGreaterThan(30);
    const broken: string[] = [];
    for (const row of rows) {
      if (row.links.length === 0) broken.push(`${row.citation}: no link`);
      const linked: string[] = [];
      for (const { file, anchor } of row.links) {
        const path = join(docsDir, file);
        if (!existsSync(path)) {
          broken.push(`${row.citation}: ${file} does not exist`);
          continue;
        }
        const text = read(path);
        linked.push(text);
        if (anchor !== undefined && !anchorsOf(text).has(anchor))
          broken.push(`${row.citation}: ${file}#${anchor} is no heading`);
      }
      for (const id of row.rowIds) {
        if (!linked.some((text) => rowIdsOf(text).has(id)))
          broken.push(`${row.citation}: no row \`${id}\` in ${row.links.map((l) => l.file).join(', ')}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
