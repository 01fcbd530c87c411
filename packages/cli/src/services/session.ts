import { type Connection, connect } from '../connect/connect.ts';
import type { ExitCode } from '../errors.ts';
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
