// Importable-type declarations for the workerd test runtime (the package's own file needs global Workers types).
declare module 'cloudflare:test' {
  import type { ExecutionContext, Fetcher } from '@cloudflare/workers-types';
  import type { Env } from '../worker/env';
  export const env: Env;
  export const SELF: Fetcher;
  export function createExecutionContext(): ExecutionContext;
  export function waitOnExecutionContext(ctx: ExecutionContext): Promise<void>;
}
