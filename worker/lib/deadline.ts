/**
 * Settles with `promise`, or rejects with `onAbort()` as soon as `signal` aborts, even when the work behind
 * the promise ignores its signal (a transport or a binding that cannot be cancelled).
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal, onAbort: () => Error): Promise<T> {
  if (signal.aborted) {
    // The work's own failure, if it comes, has nobody left to tell.
    promise.catch(() => {});
    return Promise.reject(onAbort());
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(onAbort());
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', abort);
        reject(signal.aborted ? onAbort() : error);
      },
    );
  });
}

/**
 * `promise` within `ms`, or as long as it takes when `ms` is null: work that runs in this isolate (the embedded
 * store) is not a network peer, and a busy machine only makes it slower, never lost.
 */
export function withinDeadline<T>(promise: Promise<T>, ms: number | null, onTimeout: () => Error): Promise<T> {
  return ms === null ? promise : untilAborted(promise, AbortSignal.timeout(ms), onTimeout);
}
