import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  type ApiClient,
  type CsvDownload,
  type CsvFormat,
  defaultCsvFormat,
  type Locale,
} from '@esgkit/core';

/**
 * Fetches a CSV export through its signed link. The link is under ESGKIT_PUBLIC_URL, which may name a host this
 * machine cannot reach (a proxy's public name), so the token is taken from it and fetched from the engine we talk to.
 */
export const fetchDownload = async (
  client: ApiClient,
  download: CsvDownload,
  signal?: AbortSignal,
): Promise<Uint8Array> => {
  const token = new URL(download.urlDownload, client.baseUrl).pathname.split('/').filter(Boolean).pop();
  if (!token) throw new Error(`not a download link: ${download.urlDownload}`);
  const file = await client.call('exports.download', { params: { token }, ...(signal ? { signal } : {}) });
  return file.bytes;
};

/** The spreadsheet the command's CSV files are for: `--csv-format`, else the language's Excel. */
export const csvFormatOf = (flag: CsvFormat | undefined, locale: Locale): CsvFormat =>
  flag ?? defaultCsvFormat(locale);

/** Writes a file, creating its folder. */
export const writeFileIn = async (path: string, content: string | Uint8Array): Promise<void> => {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
};

/**
 * A portfolio or client name made safe as a file name (`Client: Rossi/2025` → `Client-Rossi-2025`): one entry inside
 * the output folder, never `.`, `..` or a hidden file (a leading dot or dash is dropped), whatever the name.
 */
export const fileSafe = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|-+$/g, '') || 'portfolio';
