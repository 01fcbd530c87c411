import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const minimalDir = resolve(import.meta.dirname, '../../../../fixtures/datasets/minimal');

const made: string[] = [];

/** A fresh temp dir (removed by `cleanTempDirs`). */
export const tempDir = (prefix = 'esgkit-dataset-'): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

export const cleanTempDirs = (): void => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
};

/** A copy of the minimal fixture, optionally with edited files: `edit('holdings.csv', (text) => …)`. */
export const copyOfMinimal = (edits: Record<string, (text: string) => string> = {}): string => {
  const dir = tempDir();
  cpSync(minimalDir, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(dir, file);
    writeFileSync(path, edit(readFileSync(path, 'utf8')));
  }
  return dir;
};

/** Replaces line n (1-based) of a text. */
export const replaceLine = (n: number, line: string) => (text: string) => {
  const lines = text.split('\n');
  lines[n - 1] = line;
  return lines.join('\n');
};
