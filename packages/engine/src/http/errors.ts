import type { Issue, UpgradeHint } from '@esgkit/core';
import { type ErrorBody, type ErrorCode, errorStatus, translateMessage } from '@esgkit/core';
import type { Response } from 'express';

/** Writes core's `ErrorBody` (`{ error: { code, message, params?, issues?, requestId, upgrade? } }`) with the status of core's table. */
export const sendError = (
  res: Response,
  code: ErrorCode,
  options: {
    requestId: string;
    issues?: Issue[] | undefined;
    upgrade?: UpgradeHint;
    message?: string;
    params?: Record<string, string | number> | undefined;
  },
): void => {
  const body: ErrorBody = {
    error: {
      code,
      message: options.message ?? translateMessage('en-US', code, options.params),
      ...(options.params ? { params: options.params } : {}),
      ...(options.issues && options.issues.length > 0 ? { issues: options.issues } : {}),
      requestId: options.requestId,
      ...(options.upgrade ? { upgrade: options.upgrade } : {}),
    },
  };
  res.status(errorStatus[code]).json(body);
};
