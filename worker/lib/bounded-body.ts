import type { Context, MiddlewareHandler } from 'hono';
import { messages } from '../../domain/contract/messages';
import { HttpError } from './http-error';

const tooLarge = () => new HttpError(413, messages.tooLarge, { code: 'TOO_LARGE' });

/**
 * The body of `request`, counted while it is read: the read stops at the first chunk past `maxBytes` and the rest
 * is cancelled, never buffered, with or without Content-Length (a chunked body declares none; a declared one past
 * the limit is refused before any byte is read). Throws a 413 HttpError, or a 400 when the client stops sending.
 */
export async function readBounded(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('Content-Length');
  if (declared !== null && !(Number(declared) <= maxBytes)) {
    await request.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client stopped sending (an upload cut short): its request, not a failure of ours.
      throw new HttpError(400, messages.incompleteBody, { code: 'INCOMPLETE_BODY' });
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Middleware: the request's body read within `maxBytes` before the handler runs, which then reads it as usual
 * (c.req.json(), text(), parseBody()). Past the limit: `onTooLarge`, or a 413 HttpError (Romanian JSON for API
 * callers). Replaces Hono's bodyLimit, which trusts a declared Content-Length and reads on past a chunked limit.
 */
export function boundedBody<C extends Context>(
  maxBytes: number,
  { onTooLarge }: { onTooLarge?: (c: C) => Response | Promise<Response> } = {},
): MiddlewareHandler {
  return async (c, next) => {
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await readBounded(c.req.raw, maxBytes);
    } catch (error) {
      if (error instanceof HttpError && error.status === 413 && onTooLarge) return onTooLarge(c as C);
      throw error;
    }
    c.req.raw = new Request(c.req.raw, { body });
    await next();
  };
}
