import type { RouteHandlers } from '../context.ts';

export const systemHandlers = (deps: {
  version: string;
  snapshotVersion: () => string | null;
}): Pick<RouteHandlers, 'system.version' | 'system.health'> => ({
  'system.version': async () => ({ data: { version: deps.version, apiVersion: 'v1' } }),
  'system.health': async () => {
    const snapshotVersion = deps.snapshotVersion();
    return { data: { status: snapshotVersion === null ? 'loading' : 'ok', snapshotVersion } };
  },
});
