import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatasetIssue } from '../importer/issues.ts';
import { tempPathFor } from '../temp-path.ts';
import type { SnapshotData } from './snapshot-data.ts';

/** What the cache keeps of an import: the columns and the warnings it reported. */
export interface CachedSnapshot {
  data: SnapshotData;
  warnings: DatasetIssue[];
}

/**
 * The snapshot cache: `<cacheDir>/snapshots/<version>.bin`, one file per snapshot version.
 * Format: 8 bytes magic `ESGKSNP1`, a uint32 header length, the JSON header, padding to 8 bytes, then every typed
 * array's bytes (each 8-byte aligned). In the header a typed array is `{ "$ta": "f64" | "i32", "o": offset, "n":
 * length }`; everything else (manifest, string columns) is plain JSON. A warm start reads the file once and makes
 * views on it: no CSV is parsed.
 */
const MAGIC = 'ESGKSNP1';

type Encoded = { $ta: 'f64' | 'i32'; o: number; n: number };

const cachePath = (cacheDir: string, version: string) => join(cacheDir, 'snapshots', `${version}.bin`);

export const writeSnapshotCache = async (
  cacheDir: string,
  version: string,
  cached: CachedSnapshot,
): Promise<void> => {
  const chunks: Uint8Array[] = [];
  let offset = 0;
  const header = JSON.stringify(cached, (_key, value: unknown) => {
    if (value instanceof Float64Array || value instanceof Int32Array) {
      const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      const encoded: Encoded = {
        $ta: value instanceof Float64Array ? 'f64' : 'i32',
        o: offset,
        n: value.length,
      };
      chunks.push(bytes);
      const pad = (8 - (value.byteLength % 8)) % 8;
      if (pad) chunks.push(new Uint8Array(pad));
      offset += value.byteLength + pad;
      return encoded;
    }
    return value;
  });
  const headerBytes = Buffer.from(header, 'utf8');
  const prefix = Buffer.alloc(12);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(headerBytes.length, 8);
  const headerPad = (8 - ((12 + headerBytes.length) % 8)) % 8;
  const path = cachePath(cacheDir, version);
  await mkdir(join(cacheDir, 'snapshots'), { recursive: true });
  const tmp = tempPathFor(path);
  const handle = await open(tmp, 'w');
  try {
    await handle.writev([prefix, headerBytes, new Uint8Array(headerPad)]);
    // writev in batches: a few large writes, not one per column.
    for (let i = 0; i < chunks.length; i += 256) await handle.writev(chunks.slice(i, i + 256));
  } finally {
    await handle.close();
  }
  await rename(tmp, path);
};

/** The cached columns of a version, or undefined when there is no usable cache file. */
export const readSnapshotCache = async (
  cacheDir: string,
  version: string,
): Promise<CachedSnapshot | undefined> => {
  // Read into one ArrayBuffer (8-aligned) so the columns are views on it, without a copy.
  let buffer: ArrayBuffer;
  try {
    const handle = await open(cachePath(cacheDir, version), 'r');
    try {
      const { size } = await handle.stat();
      buffer = new ArrayBuffer(size);
      let done = 0;
      while (done < size) {
        const { bytesRead } = await handle.read(
          new Uint8Array(buffer, done, Math.min(size - done, 1 << 30)),
          0,
        );
        if (bytesRead === 0) break;
        done += bytesRead;
      }
    } finally {
      await handle.close();
    }
  } catch {
    return undefined;
  }
  const file = Buffer.from(buffer);
  if (file.length < 12 || file.toString('latin1', 0, 8) !== MAGIC) return undefined;
  const headerLength = file.readUInt32LE(8);
  const headerEnd = 12 + headerLength;
  const base = headerEnd + ((8 - (headerEnd % 8)) % 8);
  try {
    return JSON.parse(file.toString('utf8', 12, headerEnd), (_key, value: unknown) => {
      if (value && typeof value === 'object' && '$ta' in value) {
        const e = value as Encoded;
        return e.$ta === 'f64'
          ? new Float64Array(buffer, base + e.o, e.n)
          : new Int32Array(buffer, base + e.o, e.n);
      }
      return value;
    }) as CachedSnapshot;
  } catch {
    await rm(cachePath(cacheDir, version), { force: true });
    return undefined;
  }
};
