import type { Context } from 'hono';

/**
 * Lets `promise` finish after the response has gone (the request's execution context). Without one (a plain
 * app.request in tests) the promise simply runs on by itself.
 */
export function waitUntil(c: Context, promise: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(promise);
  } catch {
    // No execution context: nothing to register with.
  }
}
