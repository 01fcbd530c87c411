import type { CliDataInfo } from '@esgkit/core';
import { connect } from '../connect/connect.ts';
import { ExitCode, UsageError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';

/**
 * `esgkit data demo|import DIR|info`: loads the dataset the embedded engine would use (generating the demo
 * universe into ESGKIT_CACHE_DIR, or importing DIR into the snapshot cache) and prints what it is. A folder that
 * does not import exits 3 with its `file:line:column` list.
 */
export const loadData = async (
  runtime: Runtime,
  options: { dir?: string | undefined; json: boolean },
): Promise<ExitCode> => {
  if (runtime.settings.api) throw new UsageError(runtime.describe('cli.errors.embeddedOnly'));
  const settings = options.dir ? { ...runtime.settings, dataset: options.dir } : runtime.settings;
  const connection = await connect({
    settings,
    describe: runtime.describe,
    onNote: runtime.note,
    needsOwner: false,
  });
  try {
    const snapshot = connection.engine?.snapshot();
    const info: CliDataInfo = {
      dataset: settings.dataset ?? 'demo',
      snapshotVersion: snapshot?.version ?? null,
      asOf: snapshot?.asOf ?? null,
      demo: snapshot?.demo ?? false,
      cacheDir: connection.engineConfig?.cacheDir ?? null,
      dataDir: connection.engineConfig?.dataDir ?? null,
    };
    if (options.json) runtime.write(`${JSON.stringify(info, null, 2)}\n`);
    else
      runtime.write(
        `${runtime.describe('cli.data.ready', { name: info.dataset, date: info.asOf ?? '-', version: (info.snapshotVersion ?? '-').slice(0, 12) })}\n`,
      );
    return ExitCode.ok;
  } finally {
    await connection.close();
  }
};
