import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

// core's own translate functions hold both languages: one import of them from the web puts every message of both
// languages back into the start-up bundle (issue 13's 300 KB shell; docs/benchmarks.md "The shell").
const bundledTranslators = new Set([
  'createI18n',
  'createTranslator',
  'translate',
  'translateMessage',
  'i18nResources',
]);

describe('the web translates with the language it loaded (app/i18n.ts)', () => {
  it("imports none of core's bundled translate functions", () => {
    const offenders = sourceFiles(src).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@esgkit\/core'/g),
      ].flatMap((match) =>
        (match[1] ?? '')
          .split(',')
          .map((name) => name.replace(/^\s*type\s+/, '').trim())
          .filter((name) => bundledTranslators.has(name))
          .map((name) => `${relative(src, file)}: ${name}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});

// The browser's own date field (<input type="date">) writes its day in the browser's language, not the page's: an
// it-IT page in an English Chromium shows mm/dd/yyyy. Date fields are text fields showing the format's letters in
// the page's language (shared/forms/DayInput.tsx; docs/decisions.md, "Date fields show the format's letters").
describe("the web's date fields speak the page's language", () => {
  it("uses no browser date input, which follows the browser's language", () => {
    const offenders = sourceFiles(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/type=["'{`]+(date|datetime-local|month|week|time)\b/g)].map(
        (match) => `${relative(src, file)}: type=${match[1]}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
