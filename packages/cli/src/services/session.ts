import type { Engine } from '@esgkit/engine';
import { type Connection, connect } from '../connect/connect.ts';
import { type ExitCode, UsageError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';

/** Runs `work` with a connection to the engine (embedded or `--api`), and closes it whatever happens. */
export const withConnection = async (
  runtime: Runtime,
  work: (connection: Connection) => Promise<ExitCode>,
): Promise<ExitCode> => {
  const connection = await connect({
    settings: runtime.settings,
    describe: runtime.describe,
    onNote: runtime.note,
  });
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
};

/**
 * Runs an operator's `work` (`users …`) on the embedded engine's store, without making the local owner, and closes it
 * whatever happens; with `--api` the command is a usage error (embedded only). It waits for the dataset: serving the
 * demo's creates its accounts, so on a fresh data folder `users list` shows them and `users reset-password` finds
 * them (the import is cached by content hash, so only a first run pays for it).
 */
export const withEmbeddedEngine = async <T>(
  runtime: Runtime,
  work: (engine: Engine) => Promise<T>,
): Promise<T> => {
  if (runtime.settings.api) throw new UsageError(runtime.describe('cli.errors.embeddedOnly'));
  const connection = await connect({
    settings: runtime.settings,
    describe: runtime.describe,
    needsOwner: false,
  });
  try {
    const engine = connection.engine;
    if (!engine) throw new UsageError(runtime.describe('cli.errors.embeddedOnly'));
    return await work(engine);
  } finally {
    await connection.close();
  }
};
