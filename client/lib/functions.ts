import { FunctionsClient, FunctionsHttpError } from '@supabase/functions-js';
import { messages } from '../../domain/contract/messages';

export interface FunctionsConfig {
  /** Origin (or base URL) serving /functions/v1/*; empty = the page's own origin. */
  url: string;
  anonKey: string;
}

export const GENERIC_FORM_ERROR = messages.generic;

let client: { key: string; client: FunctionsClient } | null = null;

function functionsClient({ url, anonKey }: FunctionsConfig): FunctionsClient {
  const key = `${url}|${anonKey}`;
  if (client?.key !== key) {
    client = {
      key,
      // functions-js needs an absolute URL; an empty one means this page's own origin.
      client: new FunctionsClient(`${(url || window.location.origin).replace(/\/+$/, '')}/functions/v1`, {
        headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
      }),
    };
  }
  return client.client;
}

export type InvokeResult<T> = { ok: true; data: T } | { ok: false; status: number | null; message: string };

/**
 * Calls a backend function the Supabase way (functions.invoke). Errors come back as the server's
 * Romanian message when it sent one (a 4xx {error}), else the generic retry message.
 */
export async function invokeFunction<T>(
  config: FunctionsConfig,
  name: string,
  body: Record<string, unknown>,
): Promise<InvokeResult<T>> {
  try {
    const { data, error } = await functionsClient(config).invoke<T>(name, { body });
    if (!error) return { ok: true, data: data as T };
    if (error instanceof FunctionsHttpError) {
      const response = error.context as Response;
      const answer = (await response.json().catch(() => null)) as { error?: string } | null;
      const usable = response.status < 500 && typeof answer?.error === 'string';
      return { ok: false, status: response.status, message: usable ? answer!.error! : GENERIC_FORM_ERROR };
    }
    return { ok: false, status: null, message: GENERIC_FORM_ERROR };
  } catch {
    return { ok: false, status: null, message: GENERIC_FORM_ERROR };
  }
}

/** SPEC §5: non-empty and containing '@'. The server checks more strictly. */
export const looksLikeEmail = (value: string) => value.trim() !== '' && value.includes('@');
export const INVALID_EMAIL = messages.invalidEmail;
