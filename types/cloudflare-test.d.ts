// Importable-type declarations for the workerd test runtime (the package's own file needs global Workers types).
declare module 'cloudflare:test' {
  import type { ExecutionContext, Fetcher, MessageBatch, ServiceBindingQueueMessage } from '@cloudflare/workers-types';
  import type { Env } from '../worker/env';
  export const env: Env;
  export const SELF: Fetcher;
  export function createExecutionContext(): ExecutionContext;
  export function waitOnExecutionContext(ctx: ExecutionContext): Promise<void>;
  export function createMessageBatch<Body = unknown>(
    queueName: string,
    messages: ServiceBindingQueueMessage<Body>[],
  ): MessageBatch<Body>;
  export interface QueueResult {
    outcome: string;
    ackAll: boolean;
    retryBatch: { retry: boolean; delaySeconds?: number };
    explicitAcks: string[];
    retryMessages: { msgId: string; delaySeconds?: number }[];
  }
  export function getQueueResult(batch: MessageBatch, ctx: ExecutionContext): Promise<QueueResult>;
}
