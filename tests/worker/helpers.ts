import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../../worker/index';

/** One request through the whole worker, waiting for its background work; `vars` override the environment. */
export async function request(path: string, init: RequestInit = {}, vars: Partial<typeof env> = {}) {
  const ctx = createExecutionContext();
  const response = await app.request(path, init, { ...env, ...vars }, ctx);
  // As text whatever its type (a lab report is a PDF): decoded here, as .text() would, without workerd's warning.
  const body = new TextDecoder().decode(await response.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { response, body, status: response.status };
}

// Random per module instance, then counted: files that share one workerd (isolate: false) never share a visitor.
let visitorSeq = crypto.getRandomValues(new Uint32Array(1))[0]!;
/**
 * A visitor no other call of the suite is: an IPv6 address in a /64 of its own (the unit every per-visitor
 * limit counts), so a rate limit or a daily cap never decides a test that is not about it.
 */
export function freshIp(): string {
  const n = visitorSeq++ >>> 0;
  return `2001:db8:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`;
}

export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

export function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]!),
  );
}

/** The text a reader sees: scripts and styles gone, each tag a space, the usual entities read, spaces collapsed. */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

export const articleCount = (html: string) => html.match(/<article/g)?.length ?? 0;

/** A caller who ticked the checkout's 18+ box (POST /api/cart), unless the body says otherwise. */
export const withCheckoutAdult = (path: string, body: unknown) =>
  path.endsWith('/api/cart') && body && typeof body === 'object' && !Array.isArray(body) && !('adult' in body)
    ? { ...body, adult: true }
    : body;

export const postJson = (path: string, body: unknown) =>
  request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(withCheckoutAdult(path, body)),
  });

const DAY_MS = 24 * 3600 * 1000;

/** Configuration of the promotion in each phase, relative to now (PROMO_STARTS_AT / PROMO_ENDS_AT). */
export const promotionVars = {
  running: () => ({
    PROMO_STARTS_AT: new Date(Date.now() - 5 * DAY_MS).toISOString(),
    PROMO_ENDS_AT: new Date(Date.now() + 9 * DAY_MS).toISOString(),
  }),
  ended: () => ({
    PROMO_STARTS_AT: new Date(Date.now() - 40 * DAY_MS).toISOString(),
    PROMO_ENDS_AT: new Date(Date.now() - 10 * DAY_MS).toISOString(),
  }),
  upcoming: () => ({
    PROMO_STARTS_AT: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    PROMO_ENDS_AT: new Date(Date.now() + 20 * DAY_MS).toISOString(),
  }),
};

let issuedSeq = 0;
/**
 * A code the shop issued, as a sign-up would make it: a lead of the offer's form with its own code
 * (`SPIN20-…`). Offers: NEWSLETTER10, HALLOWEEN15, SPIN5, SPIN10, SPIN15, SPIN20, SPINFREE.
 */
export async function issueCode(offer: string): Promise<string> {
  const { ensureSchema, recordLead } = await import('../../worker/leads/store');
  await ensureSchema(env.DB);
  const source = offer === 'NEWSLETTER10' ? 'newsletter' : offer === 'HALLOWEEN15' ? 'exit-popup' : 'wheel';
  const lead = await recordLead(env.DB, {
    email: `issued.${Date.now()}.${issuedSeq++}@exemplu.ro`,
    source,
    code: offer,
    consentVersion: 'test',
    marketingConsent: false,
    origin: 'http://localhost',
  });
  if (!lead) throw new Error(`no lead for ${offer}`);
  return lead.code;
}

/** The functions whose forms carry their own 18+ box: a caller who ticked it, unless the test says otherwise. */
export function asAdult(name: string, body: unknown): unknown {
  const confirms = name === 'send-exit-popup-email' || name === 'send-wheel-prize-email';
  return confirms && body && typeof body === 'object' && !Array.isArray(body) && !('adult' in body)
    ? { ...body, adult: true }
    : body;
}
