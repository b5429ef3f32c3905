import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../../worker/index';

/** One request through the whole worker, waiting for its background work; `vars` override the environment. */
export async function request(path: string, init: RequestInit = {}, vars: Partial<typeof env> = {}) {
  const ctx = createExecutionContext();
  const response = await app.request(path, init, { ...env, ...vars }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body, status: response.status };
}

export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

export function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
}

export const articleCount = (html: string) => html.match(/<article/g)?.length ?? 0;

export const postJson = (path: string, body: unknown) =>
  request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
