import { DomainError, type RouteDef } from '@esgkit/core';
import type { RequestHandler } from 'express';

/** Tags of the routes that read the dataset snapshot (docs/architecture.md, Scale: 503 datasetLoading until it is ready). */
export const DATA_TAGS: ReadonlySet<string> = new Set(['views', 'chain', 'lookup', 'exports', 'screening']);

export const isDataRoute = (def: RouteDef): boolean => DATA_TAGS.has(def.tag);

export const requireDataset =
  (isReady: () => boolean): RequestHandler =>
  (_req, _res, next) => {
    if (!isReady()) throw new DomainError('datasetLoading');
    next();
  };
