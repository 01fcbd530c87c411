import type { DomainError, Issue, UpgradeHint } from '@esgkit/core';
import { type ErrorBody, type ErrorCode, errorStatus, translateMessage } from '@esgkit/core';
import type { Response } from 'express';

/** What an error answer carries besides its code. */
interface ErrorBodyOptions {
  requestId: string;
  issues?: Issue[] | undefined;
  upgrade?: UpgradeHint;
  message?: string;
  params?: Record<string, string | number> | undefined;
}

/** Core's `ErrorBody` for a code: the HTTP answer's body and what the in-process caller turns into its error. */
export const errorBody = (code: ErrorCode, options: ErrorBodyOptions): ErrorBody => ({
  error: {
    code,
    message: options.message ?? translateMessage('en-US', code, options.params),
    ...(options.params ? { params: options.params } : {}),
    ...(options.issues && options.issues.length > 0 ? { issues: options.issues } : {}),
    requestId: options.requestId,
    ...(options.upgrade ? { upgrade: options.upgrade } : {}),
  },
});

/** A DomainError's body: a 403 carrying a feature tells the client what to upgrade (UpgradeHint). */
export const domainErrorBody = (error: DomainError, requestId: string): ErrorBody => {
  const params = error.params;
  const upgrade =
    error.status === 403 && params && typeof params.feature === 'string'
      ? {
          feature: String(params.feature),
          reason: String(params.reason ?? error.code),
          ...(params.redirect ? { redirect: String(params.redirect) } : {}),
        }
      : undefined;
  return errorBody(error.code, {
    requestId,
    issues: error.issues,
    params: error.params,
    ...(upgrade ? { upgrade } : {}),
    ...(error.message !== error.code ? { message: error.message } : {}),
  });
};

/** Writes core's `ErrorBody` (`{ error: { code, message, params?, issues?, requestId, upgrade? } }`) with the status of core's table. */
export const sendError = (res: Response, code: ErrorCode, options: ErrorBodyOptions): void => {
  res.status(errorStatus[code]).json(errorBody(code, options));
};
