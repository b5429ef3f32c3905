import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { DEFAULT_ANON_KEY } from '../../worker/env';
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
 * A code the shop issued, as a confirmed sign-up makes it: a lead of the offer's form, confirmed, with its own
 * code (`SPIN20-…`). Offers: NEWSLETTER10, HALLOWEEN15, SPIN5, SPIN10, SPIN15, SPIN20, SPINFREE.
 */
export async function issueCode(offer: string): Promise<string> {
  const { confirmLead, ensureSchema, recordLead } = await import('../../worker/leads/store');
  await ensureSchema(env.DB);
  const source = offer === 'NEWSLETTER10' ? 'newsletter' : offer === 'HALLOWEEN15' ? 'exit-popup' : 'wheel';
  const email = `issued.${Date.now()}.${issuedSeq++}@exemplu.ro`;
  const lead = await recordLead(env.DB, {
    email,
    source,
    code: offer,
    consentVersion: 'test',
    marketingConsent: false,
    origin: 'http://localhost',
    ip: '192.0.2.1',
  });
  if (!lead) throw new Error(`no lead for ${offer}`);
  const key = await env.DB.prepare('SELECT unsubscribe_key AS k FROM leads WHERE id = ?')
    .bind(lead.leadId)
    .first<{ k: string }>();
  const confirmed = await confirmLead(env.DB, key!.k, { ip: '192.0.2.1' });
  if (confirmed.state !== 'confirmed') throw new Error(`${offer}: not confirmed (${confirmed.state})`);
  return confirmed.code;
}

export const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

export interface FunctionCall {
  headers?: Record<string, string>;
  /** Configuration for this call (promotionVars.running() for HALLOWEEN15…). */
  vars?: Partial<typeof env>;
  /** The anonymous key (null: none sent). */
  key?: string | null;
  ip?: string;
  cookie?: string;
  contentType?: string;
}

/**
 * POST /functions/v1/{name} as the shop's pages call it: JSON, the anonymous key, a visitor of its own; a body
 * that is a string is sent as it is, an object as JSON with the 18+ box ticked where the form has one.
 */
export function callFunction(
  name: string,
  body: unknown,
  {
    headers = {},
    vars = {},
    key = DEFAULT_ANON_KEY,
    ip = freshIp(),
    cookie,
    contentType = 'application/json',
  }: FunctionCall = {},
) {
  return request(
    `/functions/v1/${name}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': contentType,
        'CF-Connecting-IP': ip,
        ...(key ? { apikey: key, Authorization: `Bearer ${key}` } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(asAdult(name, body)),
    },
    vars,
  );
}

/** The visitor cookie a spin-wheel answer set ("verdana_wheel=…"). */
export const cookieOf = (response: Response) => response.headers.get('Set-Cookie')!.split(';')[0]!;

/**
 * The last e-mail of `kind` to the lead of `email` on `source`, as the dev mailbox holds it: delivered now if the
 * queue has not yet (delivering twice sends once). Null when there is none.
 */
export async function mailTo(
  email: string,
  source: string,
  kind: 'confirm' | 'code',
  vars: Partial<typeof env> = {},
): Promise<{ subject: string; text: string; html: string } | null> {
  const { deliver } = await import('../../worker/leads/outbox');
  const { normaliseEmail } = await import('../../worker/leads/address');
  const row = await env.DB.prepare(
    `SELECT o.id FROM outbox o JOIN leads l ON l.id = o.lead_id
     WHERE l.email_norm = ? AND l.source = ? AND o.kind = ? ORDER BY o.id DESC LIMIT 1`,
  )
    .bind(normaliseEmail(email), source, kind)
    .first<{ id: number }>();
  if (!row) return null;
  await deliver({ ...env, ...vars }, row.id);
  return env.DB.prepare('SELECT subject, text, html FROM mailbox WHERE outbox_id = ?')
    .bind(row.id)
    .first<{ subject: string; text: string; html: string }>();
}

/** The confirmation link of the last confirmation e-mail to `email` on `source` (its path and query). */
export async function confirmationLink(email: string, source: string, vars: Partial<typeof env> = {}) {
  const mail = await mailTo(email, source, 'confirm', vars);
  const link = /\/confirmare\?t=[0-9a-f.]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation e-mail to ${email} (${source})`);
  return link;
}

/** The code a page shows in its code box, if any. */
export const shownCode = (html: string) => /data-testid="offer-code"[^>]*>([^<]+)</.exec(html)?.[1] ?? null;

/**
 * Opens a confirmation link as the shopper's browser does: the page posts itself (same origin), the answer
 * redirects to the page that shows the code. Answers that page (its status, HTML and code).
 */
export async function openConfirmation(link: string, vars: Partial<typeof env> = {}) {
  const asked = await request(`http://localhost${link}`, {}, vars);
  if (!asked.body.includes('>Confirmă adresa</button>')) return { ...asked, code: shownCode(asked.body) };
  const posted = await request(
    `http://localhost${link}`,
    {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': '192.0.2.9' },
      redirect: 'manual',
    },
    vars,
  );
  if (posted.status !== 303) return { ...posted, code: shownCode(posted.body) };
  const page = await request(`http://localhost${posted.response.headers.get('Location')}`, {}, vars);
  return { ...page, code: shownCode(page.body) };
}

/** A sign-up through the function, confirmed by its e-mail's link: the code the shopper then holds. */
export async function signUpAndConfirm(
  name: 'send-newsletter-email' | 'send-exit-popup-email' | 'send-wheel-prize-email',
  body: Record<string, unknown>,
  call: FunctionCall = {},
): Promise<string> {
  const answer = await callFunction(name, body, call);
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.body}`);
  const source =
    name === 'send-newsletter-email' ? 'newsletter' : name === 'send-exit-popup-email' ? 'exit-popup' : 'wheel';
  const page = await openConfirmation(await confirmationLink(String(body.email), source, call.vars), call.vars);
  if (!page.code) throw new Error(`${name}: the confirmation page showed no code (${page.status})`);
  return page.code;
}

/** The functions whose forms carry their own 18+ box (all three): a caller who ticked it, unless the test says otherwise. */
export function asAdult(name: string, body: unknown): unknown {
  const confirms = name.startsWith('send-') && name.endsWith('-email');
  return confirms && body && typeof body === 'object' && !Array.isArray(body) && !('adult' in body)
    ? { ...body, adult: true }
    : body;
}
