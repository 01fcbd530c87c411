// Buffered file writing (a few large writes per file, never one per row) and the CSV cells of the demo files.
import { closeSync, openSync, writeSync } from 'node:fs';

export interface Out {
  line(text: string): void;
  close(): void;
}
export const openOut = (path: string): Out => {
  const fd = openSync(path, 'w');
  let parts: string[] = [];
  let size = 0;
  const flush = () => {
    if (parts.length) writeSync(fd, parts.join(''));
    parts = [];
    size = 0;
  };
  return {
    line(text) {
      parts.push(text, '\n');
      size += text.length + 1;
      if (size > 1 << 22) flush();
    },
    close() {
      flush();
      closeSync(fd);
    },
  };
};

/** A CSV cell: numbers with at most `digits` decimals, text quoted when it needs it, missing as empty. */
export const num = (x: number | undefined, digits = 2): string => {
  if (x === undefined || Number.isNaN(x)) return '';
  const f = 10 ** digits;
  return String(Math.round(x * f) / f);
};
export const txt = (s: string | undefined): string =>
  s === undefined ? '' : /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
