import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CONSENT_TEXT_VERSION, offers, weakerPrizes, wheelSegments } from '../../content/wheel';
import { FUNCTIONS_BODY_LIMIT } from '../../domain/contract/limits';
import { messages } from '../../domain/contract/messages';
import { promotionRunning } from '../../domain/promotion';
import type { AppEnv } from '../app-env';
import { enqueue } from '../leads/outbox';
import {
  claimPrize,
  countConfirmed,
  findSpin,
  type LeadSource,
  prizeClaimedBy,
  recordLead,
  recordSpin,
  SPIN_RETENTION_DAYS,
} from '../leads/store';
import { HttpError } from '../lib/http-error';
import { waitUntil } from '../lib/wait-until';
import { jsonBody, visitorOf } from '../middleware/request-guards';
import type { FunctionDefinition } from '.';

/** The request schemas, loaded with the first request that needs them (not at an isolate's start). */
const schemas = () => import('../../domain/contract/schemas');

export const VISITOR_COOKIE = 'verdana_wheel';

type Ctx = Context<AppEnv>;
const limits = { maxBytes: FUNCTIONS_BODY_LIMIT };

/** Visitor id for the one-spin rule: a first-party cookie set when the visitor spins. */
function visitorId(c: Ctx, create: boolean): string | null {
  const existing = getCookie(c, VISITOR_COOKIE);
  if (existing && /^[0-9a-f-]{36}$/.test(existing)) return existing;
  if (!create) return null;
  const id = crypto.randomUUID();
  setCookie(c, VISITOR_COOKIE, id, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Lax',
    path: '/functions/v1',
    maxAge: SPIN_RETENTION_DAYS * 24 * 3600,
  });
  return id;
}

function randomSegment() {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return wheelSegments[(n ?? 0) % wheelSegments.length]!;
}

/** The visitor's IP (its /64) is kept only as a hash, and only to count a day's spins. */
async function ipHash(ip: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`wheel:${ip}`));
  return [...new Uint8Array(digest)]
    .slice(0, 16)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}

/**
 * Stores the lead and queues its confirmation e-mail; null when `rules` refused a new lead. `marketingConsent`:
 * the address may also receive the newsletter (the newsletter form, or the popup's or wheel's ticked box), once
 * it confirms. The code is made only when the address confirms (the link in that e-mail).
 */
async function signup(
  c: Ctx,
  {
    email,
    source,
    code,
    marketingConsent,
  }: { email: string; source: LeadSource; code: string; marketingConsent: boolean },
  rules: Parameters<typeof recordLead>[2] = {},
) {
  const lead = await recordLead(
    c.env.DB,
    // Only a trusted origin is kept for the e-mail's links (SITE_URL or localhost); never a visitor's Host.
    {
      email,
      source,
      code,
      marketingConsent,
      consentVersion: CONSENT_TEXT_VERSION,
      origin: c.var.trustedOrigin ?? '',
      ip: c.req.header('CF-Connecting-IP') ?? 'local',
    },
    rules,
  );
  // The confirmation e-mail this request queued (or one still pending) leaves now.
  if (lead?.confirmationId) waitUntil(c, enqueue(c.env.EMAIL_QUEUE, lead.confirmationId));
  return lead;
}

/**
 * What every sign-up answers: that an e-mail is on its way, never a code, and the same whether the address is
 * new, waiting for its link or confirmed long ago (whoever types an address learns nothing of its owner).
 */
const SENT = { ok: true, confirm: true } as const;

const body = <T>(c: Ctx) => (c.req as unknown as { valid: (target: 'json') => T }).valid('json');

export const leadFunctions: [string, FunctionDefinition][] = [
  [
    'send-newsletter-email',
    {
      limiter: (env) => env.LEAD_LIMITER,
      validate: jsonBody(() => schemas().then((s) => s.EmailBody), limits),
      run: async (c) => {
        const { email } = body<{ email: string }>(c);
        // Double opt-in: the newsletter starts, and its code is made, when the address clicks its link.
        await signup(c, { email, source: 'newsletter', code: offers.newsletter.code, marketingConsent: true });
        return SENT;
      },
    },
  ],
  [
    'send-exit-popup-email',
    {
      limiter: (env) => env.LEAD_LIMITER,
      validate: jsonBody(() => schemas().then((s) => s.CodeRequestBody), limits),
      run: async (c) => {
        // HALLOWEEN15 is part of the promotion: not a code more once it has ended (or before it starts).
        if (!promotionRunning(c.var.config.promotion, Date.now()))
          throw new HttpError(409, messages.offerEnded, { code: 'OFFER_ENDED' });
        const { email, marketing } = body<{ email: string; marketing: boolean }>(c);
        // The cap counts confirmed addresses (the confirming click checks it atomically); once full, no one is
        // sent a link to an offer that has closed.
        if ((await countConfirmed(c.env.DB, 'exit-popup')) >= offers.exitPopup.limit)
          throw new HttpError(409, messages.offerClosed, { code: 'OFFER_CLOSED' });
        await signup(c, { email, source: 'exit-popup', code: offers.exitPopup.code, marketingConsent: marketing });
        return SENT;
      },
    },
  ],
  [
    'spin-wheel',
    {
      limiter: (env) => env.LEAD_LIMITER,
      validate: jsonBody(() => schemas().then((s) => s.SpinBody), limits),
      run: async (c) => {
        const visitor = visitorId(c, true)!;
        const chosen = randomSegment();
        const existing = await findSpin(c.env.DB, visitor);
        const spin =
          existing !== null
            ? { ...existing, isNew: false }
            : await recordSpin(c.env.DB, {
                visitorId: visitor,
                segmentId: chosen.id,
                code: chosen.emailCode,
                ipHash: await ipHash(visitorOf(c)),
                day: new Date().toISOString().slice(0, 10),
                perIpPerDay: c.var.config.wheelSpinsPerIpPerDay,
              });
        if (!spin)
          throw new HttpError(429, messages.spinLimit, { code: 'SPIN_LIMIT', headers: { 'Retry-After': '3600' } });
        const segment = wheelSegments.find((s) => s.id === spin.segmentId)!;
        // The prize, never a code: the code is made when an address claims the prize (send-wheel-prize-email).
        return { segmentId: segment.id, label: segment.label, discount: segment.discount, repeated: !spin.isNew };
      },
    },
  ],
  [
    'send-wheel-prize-email',
    {
      limiter: (env) => env.LEAD_LIMITER,
      validate: jsonBody(() => schemas().then((s) => s.WheelPrizeBody), limits),
      run: async (c) => {
        const { email, marketing } = body<{ email: string; marketing: boolean }>(c);
        // The server knows the spin by its cookie: the prize is the one it drew, whatever the body says.
        const visitor = visitorId(c, false);
        const spin = visitor ? await findSpin(c.env.DB, visitor) : null;
        if (!visitor || !spin) throw new HttpError(403, messages.spinFirst, { code: 'SPIN_FIRST' });
        // One spin, one prize address: the claim and the lead are written together or not at all.
        const lead = await signup(
          c,
          { email, source: 'wheel', code: spin.code, marketingConsent: marketing },
          {
            before: [claimPrize(c.env.DB, visitor, email)],
            condition: prizeClaimedBy(visitor, email),
            // Another spin's pending claim of this address keeps the better prize of the two.
            better: weakerPrizes(spin.code),
          },
        );
        if (!lead || lead.before[0]?.changes === 0)
          throw new HttpError(409, messages.prizeAlreadySent, { code: 'PRIZE_CLAIMED' });
        // The prize's code reaches the address only through its confirmation link: a spin cookie proves who
        // spun, not who owns the address (anyone may spin, then type a stranger's).
        return SENT;
      },
    },
  ],
];
