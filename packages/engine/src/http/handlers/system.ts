import type { DatasetLoading } from '@esgkit/core';
import type { RouteHandlers } from '../context.ts';

export const systemHandlers = (deps: {
  version: string;
  snapshotVersion: () => string | null;
  /** the loading stage and percent until the snapshot is served, then null */
  loading: () => DatasetLoading | null;
}): Pick<RouteHandlers, 'system.version' | 'system.health'> => ({
  'system.version': async () => ({ data: { version: deps.version, apiVersion: 'v1' } }),
  'system.health': async () => {
    const snapshotVersion = deps.snapshotVersion();
    return {
      data: {
        status: snapshotVersion === null ? 'loading' : 'ok',
        snapshotVersion,
        loading: snapshotVersion === null ? deps.loading() : null,
      },
    };
  },
});
