import { expect } from 'vitest';
import { DEFAULT_ANON_KEY } from '../../../worker/env';
import { freshIp, request } from '../helpers';

export type Message = { role: string; content: unknown };

/** POST /functions/v1/wellness-chatbot with the given history (or any body). */
export function chat(
  history: Message[] | unknown,
  { ip = freshIp(), vars = {} }: { ip?: string; vars?: Record<string, string> } = {},
) {
  return request(
    '/functions/v1/wellness-chatbot',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: DEFAULT_ANON_KEY, 'CF-Connecting-IP': ip },
      body: JSON.stringify(Array.isArray(history) ? { messages: history } : history),
    },
    vars,
  );
}

export interface ChatReply {
  response: string;
  products?: { handle: string; title: string }[];
}

/** The whole answer to `question` after the shopper's earlier messages `before` (strings are user turns). */
export async function askFull(question: string, before: (Message | string)[] = []): Promise<ChatReply> {
  const history = before.map((m) => (typeof m === 'string' ? { role: 'user', content: m } : m));
  const answer = await chat([...history, { role: 'user', content: question }]);
  expect(answer.status, question).toBe(200);
  return JSON.parse(answer.body) as ChatReply;
}

/** The reply text to `question`. */
export const ask = async (question: string, before: (Message | string)[] = []) =>
  (await askFull(question, before)).response;

/** The paths a reply links to. */
export const linksOf = (text: string) => [...text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map((m) => m[2]!);
