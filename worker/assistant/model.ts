// The optional language model behind the assistant: one adapter over the Workers AI binding or any
// OpenAI-compatible chat-completions endpoint, chosen by configuration. It only ever rephrases what the
// offline assistant already found (see phrase.ts); any error or a missed deadline means the offline answer.
import { DEFAULT_WORKERS_AI_MODEL, type Env, type ModelConfig, type WorkersAiBinding } from '../env';

export type { ModelConfig, WorkersAiBinding } from '../env';

import { untilAborted } from '../lib/deadline';
import type { ToolCall, ToolSpec } from './tools';

export interface ModelMessage {
  role: 'system' | 'user';
  content: string;
}

export interface CompleteOptions {
  signal: AbortSignal;
  maxTokens: number;
  /** Ask for a JSON object (where the provider supports it; the answer is validated either way). */
  json?: boolean;
}

export interface ChatModel {
  /** Provider and model, for logs. */
  readonly name: string;
  /** The model's text answer; throws on any failure, including the signal's deadline. */
  complete(messages: ModelMessage[], options: CompleteOptions): Promise<string>;
  /** The tools the model picks for the messages (none: an empty list); throws on any failure or the deadline. */
  chooseTools(messages: ModelMessage[], tools: ToolSpec[], options: CompleteOptions): Promise<ToolCall[]>;
}

/** The picks in a model's answer, in either shape ({name, arguments} or OpenAI's {function: {…}}), arguments as text. */
export function toolCallsIn(raw: unknown): ToolCall[] {
  if (!Array.isArray(raw)) return [];
  return raw.slice(0, 8).flatMap((item: unknown) => {
    const call = (item as { function?: unknown } | null)?.function ?? item;
    const { name, arguments: args } = (call ?? {}) as { name?: unknown; arguments?: unknown };
    if (typeof name !== 'string') return [];
    const text = typeof args === 'string' ? args : args && typeof args === 'object' ? JSON.stringify(args) : '';
    return [{ name, arguments: text }];
  });
}

/** The Workers AI binding as far as we use it (`[ai] binding = "AI"` in wrangler.toml). */

export class ModelError extends Error {
  override name = 'ModelError';
}

/** Longest model answer read (a chat reply is at most 1,000 characters; JSON for 3 products far less). */
const MAX_ANSWER_BYTES = 64 * 1024;

export function workersAiModel(ai: WorkersAiBinding, model: string): ChatModel {
  return {
    name: `workers-ai:${model}`,
    async complete(messages, { signal, maxTokens, json }) {
      // The binding takes no signal: the deadline is enforced around it.
      const out = await untilAborted(
        ai.run(model, {
          messages,
          max_tokens: maxTokens,
          temperature: 0.2,
          ...(json ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal,
        () => new ModelError('model deadline'),
      );
      const response = (out as { response?: unknown } | null)?.response;
      if (typeof response === 'string') return response;
      // Some models answer a JSON request with the object itself.
      if (json && response && typeof response === 'object') return JSON.stringify(response);
      throw new ModelError('Workers AI answered without a text response');
    },
    async chooseTools(messages, tools, { signal, maxTokens }) {
      const out = await untilAborted(
        ai.run(model, { messages, max_tokens: maxTokens, temperature: 0, tools }),
        signal,
        () => new ModelError('model deadline'),
      );
      return toolCallsIn((out as { tool_calls?: unknown } | null)?.tool_calls);
    },
  };
}

export function openAiCompatibleModel({
  url,
  apiKey,
  model,
  fetcher = fetch,
}: {
  /** Base URL, e.g. https://api.openai.com/v1 (…/chat/completions is appended). */
  url: string;
  apiKey: string;
  model: string;
  fetcher?: typeof fetch;
}): ChatModel {
  const endpoint = `${url.replace(/\/+$/, '')}/chat/completions`;
  /** The first choice's message of one request, read within the size limit. */
  const message = (body: Record<string, unknown>, signal: AbortSignal) =>
    untilAborted(
      (async () => {
        const response = await fetcher(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify({ model, ...body }),
          signal,
        });
        if (!response.ok) throw new ModelError(`model API answered ${response.status}`);
        const declared = Number(response.headers.get('Content-Length') ?? 0);
        if (declared > MAX_ANSWER_BYTES) throw new ModelError('model answer too large');
        const text = await response.text();
        if (text.length > MAX_ANSWER_BYTES) throw new ModelError('model answer too large');
        const first = (JSON.parse(text) as { choices?: { message?: Record<string, unknown> }[] }).choices?.[0];
        if (!first?.message) throw new ModelError('model API answered without a message');
        return first.message;
      })(),
      signal,
      () => new ModelError('model deadline'),
    );
  return {
    name: `openai:${model}`,
    async complete(messages, { signal, maxTokens, json }) {
      const { content } = await message(
        {
          messages,
          max_tokens: maxTokens,
          temperature: 0.2,
          ...(json ? { response_format: { type: 'json_object' } } : {}),
        },
        signal,
      );
      if (typeof content !== 'string') throw new ModelError('model API answered without message content');
      return content;
    },
    async chooseTools(messages, tools, { signal, maxTokens }) {
      const { tool_calls } = await message(
        {
          messages,
          max_tokens: maxTokens,
          temperature: 0,
          tools: tools.map((tool) => ({ type: 'function', function: tool })),
          tool_choice: 'auto',
        },
        signal,
      );
      return toolCallsIn(tool_calls);
    },
  };
}

export { DEFAULT_WORKERS_AI_MODEL } from '../env';

/** The configured model, or null for the offline assistant (the default, and any incomplete configuration). */
export function modelFor(env: Partial<Env>, config: ModelConfig): ChatModel | null {
  if (config.provider === 'workers-ai') {
    if (env.AI) return workersAiModel(env.AI, config.model || DEFAULT_WORKERS_AI_MODEL);
    warnOnce('ASSISTANT_PROVIDER=workers-ai but no [ai] binding named AI: the assistant answers offline.');
  }
  if (config.provider === 'openai') {
    if (config.url && config.model)
      return openAiCompatibleModel({ url: config.url, apiKey: env.ASSISTANT_API_KEY ?? '', model: config.model });
    warnOnce('ASSISTANT_PROVIDER=openai needs ASSISTANT_API_URL and ASSISTANT_MODEL: the assistant answers offline.');
  }
  return null;
}

const warned = new Set<string>();
function warnOnce(message: string) {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
