import { readFile } from 'node:fs/promises';
import { gunzip } from 'node:zlib';

/** Reads a dataset file as UTF-8 text: `.gz` is decompressed, a leading BOM dropped. */
export const readDatasetText = async (path: string): Promise<{ text: string; bytes: Buffer }> => {
  const raw = await readFile(path);
  const bytes = path.endsWith('.gz')
    ? await new Promise<Buffer>((resolve, reject) =>
        gunzip(raw, (error, out) => (error ? reject(error) : resolve(out))),
      )
    : raw;
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return { text, bytes: raw };
};

/** A row without quotes as positions in the text: field i is `text.slice(start[i], end[i])`; reused between rows. */
export interface CsvSpans {
  count: number;
  start: Int32Array;
  end: Int32Array;
}

/**
 * Calls `onRow(fields, line)` for every non-blank line of a CSV text (RFC 4180: `"` quotes, `""` escapes, quoted
 * fields may hold commas and line breaks). `line` is the 1-based line where the row starts, so the header is line
 * 1. `fields` is reused between calls. Returns false from `onRow` to stop. Lines without a quote take a fast path
 * (indexOf), which is what makes the big numeric files (prices, indicators) quick; with `onPlainRow`, those rows
 * come as field positions instead of strings (no string per cell: the importer parses numbers in place).
 * Returns the line of an unterminated quote, or 0.
 */
export const forEachCsvRow = (
  text: string,
  onRow: (fields: string[], line: number) => boolean | undefined,
  onPlainRow?: (spans: CsvSpans, line: number) => boolean | undefined,
): number => {
  const fields: string[] = [];
  const spans: CsvSpans = { count: 0, start: new Int32Array(64), end: new Int32Array(64) };
  const n = text.length;
  let pos = 0;
  let line = 1;
  // Position of the next quote at or after pos (n when none): found once, not once per line.
  let nextQuote = -1;
  while (pos < n) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = n;
    const rowLine = line;
    if (nextQuote < pos) {
      nextQuote = text.indexOf('"', pos);
      if (nextQuote < 0) nextQuote = n;
    }
    if (nextQuote >= end) {
      const stop = end > pos && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
      if (stop === pos) {
        pos = end + 1;
        line++;
        continue;
      }
      let start = pos;
      if (onPlainRow) {
        let count = 0;
        for (;;) {
          if (count === spans.start.length) {
            const grown = { start: new Int32Array(count * 2), end: new Int32Array(count * 2) };
            grown.start.set(spans.start);
            grown.end.set(spans.end);
            spans.start = grown.start;
            spans.end = grown.end;
          }
          const comma = text.indexOf(',', start);
          spans.start[count] = start;
          if (comma < 0 || comma >= stop) {
            spans.end[count++] = stop;
            break;
          }
          spans.end[count++] = comma;
          start = comma + 1;
        }
        spans.count = count;
        pos = end + 1;
        line++;
        if (onPlainRow(spans, rowLine) === false) return 0;
        continue;
      }
      fields.length = 0;
      for (;;) {
        const comma = text.indexOf(',', start);
        if (comma < 0 || comma >= stop) {
          fields.push(text.slice(start, stop));
          break;
        }
        fields.push(text.slice(start, comma));
        start = comma + 1;
      }
      pos = end + 1;
      line++;
    } else {
      // Slow path: a quoted field somewhere on this row, possibly spanning lines.
      fields.length = 0;
      let field = '';
      let i = pos;
      let isQuoted = false;
      for (;;) {
        if (i >= n) {
          if (isQuoted) return rowLine;
          fields.push(field);
          pos = n;
          break;
        }
        const c = text.charCodeAt(i);
        if (isQuoted) {
          if (c === 34) {
            if (text.charCodeAt(i + 1) === 34) {
              field += '"';
              i += 2;
            } else {
              isQuoted = false;
              i++;
            }
          } else {
            if (c === 10) line++;
            field += text[i];
            i++;
          }
        } else if (c === 34) {
          isQuoted = true;
          i++;
        } else if (c === 44) {
          fields.push(field);
          field = '';
          i++;
        } else if (c === 10 || (c === 13 && text.charCodeAt(i + 1) === 10)) {
          fields.push(field);
          pos = c === 10 ? i + 1 : i + 2;
          line++;
          break;
        } else {
          field += text[i];
          i++;
        }
      }
    }
    if (onRow(fields, rowLine) === false) return 0;
  }
  return 0;
};
