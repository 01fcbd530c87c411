import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// Rendered PDFs as files under ESGKIT_REPORTS_DIR (issue 32): shared storage that every engine and worker mounts at
// the same path, so a worker's file is served by any engine. The row keeps the path (services/pdf-jobs.ts).

/**
 * Writes the render's PDF (or a CSV job's file, `extension` csv) as `<dir>/<render id>.<extension>` and answers its
 * path. Atomic: a temporary file in the same folder, then a rename, so no engine ever serves half a file (a retried
 * job's rename replaces the same file).
 */
export const writeRenderFile = async (
  dir: string,
  renderId: string,
  bytes: Uint8Array,
  extension: 'pdf' | 'csv' = 'pdf',
): Promise<string> => {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${renderId}.${extension}`);
  const temp = join(dir, `.${renderId}.${randomUUID()}.tmp`);
  try {
    await writeFile(temp, bytes);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return path;
};

export const readRenderFile = async (path: string): Promise<Uint8Array> =>
  new Uint8Array(await readFile(path));

/** Removes an expired render's file; one already gone is fine (another worker's expiry job may have run). */
export const removeRenderFile = (path: string): Promise<void> => rm(path, { force: true });
