import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { CONSENT_TEXT_VERSION, offers, wheelSegments } from '../../content/wheel';
import type { AppEnv } from '../app-env';
import { EmailField, INVALID_EMAIL_MESSAGE } from '../leads/email';
import { enqueue } from '../leads/outbox';
import { countLeads, ensureSchema, findSpin, hasLead, type LeadSource, recordLead, recordSpin } from '../leads/store';

export const MAX_BODY_BYTES = 8 * 1024;
export const GENERIC_ERROR = 'A apărut o eroare. Te rog încearcă din nou.';
export const RATE_LIMITED = 'Prea multe încercări de pe această conexiune. Te rugăm să aștepți un minut și să încerci din nou.';
export const OFFER_CLOSED = 'Oferta HALLOWEEN15 s-a încheiat: primii 100 de abonați au primit deja codul.';
export const WRONG_CODE = 'Codul nu corespunde premiului câștigat de tine la ruletă.';
export const SPIN_FIRST = 'Te rog învârte ruleta mai întâi!';
export const VISITOR_COOKIE = 'verdana_wheel';

const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, x-region';

class FunctionError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 424 | 429,
    message: string,
  ) {
    super(message);
  }
}

const EmailBody = z.object({ email: EmailField }).strict();
const WheelPrizeBody = z
  .object({ email: EmailField, prize: z.string().max(100), code: z.string().max(32) })
  .strict();

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.path[0] === 'email' || issue?.message === INVALID_EMAIL_MESSAGE ? INVALID_EMAIL_MESSAGE : `Câmp invalid: ${issue?.path.join('.') || 'corpul cererii'}`;
  throw new FunctionError(400, message);
}

/** Visitor id for the one-spin rule: a first-party cookie set when the visitor spins. */
type Ctx = Context<AppEnv>;

function visitorId(c: Ctx, create: boolean): string | null {
  const existing = getCookie(c, VISITOR_COOKIE);
  if (existing && /^[0-9a-f-]{36}$/.test(existing)) return existing;
  if (!create) return null;
  const id = crypto.randomUUID();
  setCookie(c, VISITOR_COOKIE, id, { httpOnly: true, secure: new URL(c.req.url).protocol === 'https:', sameSite: 'Lax', path: '/functions/v1', maxAge: 400 * 24 * 3600 });
  return id;
}

function randomSegment() {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return wheelSegments[(n ?? 0) % wheelSegments.length]!;
}

/**
 * Supabase-functions-style backend: POST /functions/v1/{name} with the anon key, JSON only, ≤ 8 KB.
 * Answers {ok: true} (or the spin) on success and a 4xx {error} for anything a caller can send.
 */
/** The shop's own pages may call the functions from another origin (FUNCTIONS_URL set elsewhere). */
function allowShopOrigin(c: Ctx): void {
  const origin = c.req.header('Origin');
  c.header('Vary', 'Origin');
  if (origin && (origin === c.var.origin || origin === new URL(c.req.url).origin)) {
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Allow-Credentials', 'true');
  }
}

export const functionRoutes = new Hono<AppEnv>()
  .use('/functions/v1/*', async (c, next) => {
    allowShopOrigin(c);
    await next();
  })
  .options('/functions/v1/:name', (c) => {
    c.header('Access-Control-Allow-Methods', 'POST, OPTIONS');
    c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    c.header('Access-Control-Max-Age', '86400');
    return c.body(null, 204);
  })
  .post(
    '/functions/v1/:name',
    // Enforced while reading, so a body without Content-Length cannot grow past the limit.
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: 'Cererea este prea mare.' }, 413) }),
    async (c) => {
    try {
      const key = c.req.header('apikey') ?? c.req.header('Authorization')?.replace(/^Bearer\s+/i, '');
      if (!key || key !== c.var.config.functions.anonKey) throw new FunctionError(401, 'Cheie de acces lipsă sau invalidă.');
      if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) throw new FunctionError(415, 'Trimite datele ca JSON.');
      const declared = Number(c.req.header('Content-Length') ?? 0);
      if (declared > MAX_BODY_BYTES) throw new FunctionError(413, 'Cererea este prea mare.');
      const raw = await c.req.text();
      if (new TextEncoder().encode(raw).byteLength > MAX_BODY_BYTES) throw new FunctionError(413, 'Cererea este prea mare.');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        throw new FunctionError(400, 'Corpul cererii nu este JSON valid.');
      }
      const handler = HANDLERS[c.req.param('name')];
      if (!handler) throw new FunctionError(404, 'Funcția nu există.');
      const ip = c.req.header('CF-Connecting-IP') ?? 'local';
      const { success } = await c.env.LEAD_LIMITER.limit({ key: ip });
      if (!success) throw new FunctionError(429, RATE_LIMITED);
      try {
        await ensureSchema(c.env.DB);
        return c.json(await handler(c, body));
      } catch (error) {
        if (error instanceof FunctionError) throw error;
        // Storage failures: nothing was half-written (one transaction); the form shows a retry message.
        console.error(`function ${c.req.param('name')} failed`, error);
        throw new FunctionError(424, GENERIC_ERROR);
      }
    } catch (error) {
      if (error instanceof FunctionError) {
        if (error.status === 429) c.header('Retry-After', '60');
        return c.json({ error: error.message }, error.status);
      }
      throw error;
    }
    },
  );

type Handler = (c: Ctx, body: unknown) => Promise<Record<string, unknown>>;

async function signup(c: Ctx, email: string, source: LeadSource, code: string) {
  const lead = await recordLead(c.env.DB, { email, source, code, consentVersion: CONSENT_TEXT_VERSION, origin: c.var.origin });
  // A repeat sign-up does not send a second e-mail; a still-pending one is nudged again.
  if (lead.outboxStatus === 'pending') {
    const job = enqueue(c.env.EMAIL_QUEUE, lead.outboxId);
    try {
      c.executionCtx.waitUntil(job);
    } catch {
      await job;
    }
  }
  return { ok: true };
}

const HANDLERS: Record<string, Handler> = {
  'send-newsletter-email': async (c, body) => {
    const { email } = parse(EmailBody, body);
    return signup(c, email, 'newsletter', offers.newsletter.code);
  },
  'send-exit-popup-email': async (c, body) => {
    const { email } = parse(EmailBody, body);
    const already = await hasLead(c.env.DB, email, 'exit-popup');
    if (!already && (await countLeads(c.env.DB, 'exit-popup')) >= offers.exitPopup.limit) throw new FunctionError(409, OFFER_CLOSED);
    return signup(c, email, 'exit-popup', offers.exitPopup.code);
  },
  'spin-wheel': async (c, body) => {
    if (body && typeof body === 'object' && Object.keys(body).length) throw new FunctionError(400, 'spin-wheel nu primește câmpuri.');
    const visitor = visitorId(c, true)!;
    const existing = await findSpin(c.env.DB, visitor);
    const chosen = existing ?? (() => {
      const s = randomSegment();
      return { segmentId: s.id, code: s.emailCode };
    })();
    const spin = existing ? { ...existing, isNew: false } : await recordSpin(c.env.DB, visitor, chosen);
    const segment = wheelSegments.find((s) => s.id === spin.segmentId)!;
    return { segmentId: segment.id, label: segment.label, discount: segment.discount, code: segment.emailCode, repeated: !spin.isNew };
  },
  'send-wheel-prize-email': async (c, body) => {
    const { email, code } = parse(WheelPrizeBody, body);
    const visitor = visitorId(c, false);
    const spin = visitor ? await findSpin(c.env.DB, visitor) : null;
    if (!spin) throw new FunctionError(403, SPIN_FIRST);
    if (spin.code !== code) throw new FunctionError(403, WRONG_CODE);
    return signup(c, email, 'wheel', spin.code);
  },
};
