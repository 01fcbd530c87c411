import type { MessagePort } from 'node:worker_threads';
import {
  type ApiClient,
  ApiError,
  type CallInput,
  clientErrorOf,
  contract,
  type RouteDef,
  type RouteId,
} from '@esgkit/core';

/** A call to the engine thread: the route and its input (the abort signal stays on this side). */
export interface ThreadCall {
  callId: number;
  id: RouteId;
  input: { params?: unknown; query?: unknown; body?: unknown };
}

/** The engine thread's answer: the envelope or file as the in-process client gave it, or the error's parts. */
export type ThreadAnswer =
  | { callId: number; ok: true; value: unknown }
  | { callId: number; ok: false; status: number; body: unknown; requestId: string | undefined };

/**
 * core's ApiClient over a MessagePort to the engine thread (connect.ts `engineThread`: the engine's analytics on one
 * core, the command on the other). Answers cross as structured clones: no JSON text, no second validation.
 */
export const createThreadClient = (port: MessagePort, baseUrl: string): ApiClient => {
  let nextCallId = 1;
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; def: RouteDef }
  >();
  port.on('message', (answer: ThreadAnswer) => {
    const waiting = pending.get(answer.callId);
    if (!waiting) return;
    pending.delete(answer.callId);
    if (pending.size === 0) port.unref();
    if (answer.ok) waiting.resolve(answer.value);
    else waiting.reject(clientErrorOf(waiting.def, answer.status, answer.body, answer.requestId));
  });
  port.unref();
  const call = (id: RouteId, input: Partial<CallInput<RouteId>> = {}): Promise<unknown> => {
    if (input.signal?.aborted) return Promise.reject(input.signal.reason);
    const callId = nextCallId++;
    const def = contract[id] as RouteDef;
    return new Promise((resolve, reject) => {
      pending.set(callId, { resolve, reject, def });
      port.ref();
      const { signal: _signal, ...plain } = input;
      port.postMessage({ callId, id, input: plain } satisfies ThreadCall);
    });
  };
  return { call: call as ApiClient['call'], baseUrl };
};

/** The engine thread's side: each call through the engine's in-process client, each error as its status and body. */
export const serveThreadCalls = (port: MessagePort, client: ApiClient): void => {
  port.on('message', async ({ callId, id, input }: ThreadCall) => {
    try {
      const value = await (client.call as (id: RouteId, input: unknown) => Promise<unknown>)(id, input);
      port.postMessage({ callId, ok: true, value } satisfies ThreadAnswer);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError('anErrorHasOccurred', 500);
      port.postMessage({
        callId,
        ok: false,
        status: apiError.status,
        body: {
          error: {
            code: apiError.code,
            message: apiError.message,
            ...(apiError.params ? { params: apiError.params } : {}),
            issues: apiError.issues,
            ...(apiError.upgrade ? { upgrade: apiError.upgrade } : {}),
          },
        },
        requestId: apiError.requestId,
      } satisfies ThreadAnswer);
    }
  });
};
