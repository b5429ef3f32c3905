import type { Env } from '../env';
import { isLocalOrigin } from '../lib/origin';
import { sign, verify } from './signing';

/** How long a link in an e-mail keeps working; after that the page says how else to unsubscribe. */
export const UNSUBSCRIBE_TTL_DAYS = 365;
/** How long the link that confirms an address (and so releases its code) keeps working. */
export const CONFIRM_TTL_DAYS = 3;

let localSecret: string | null = null;
let warned = false;

/**
 * The key that signs the links of lead e-mails (unsubscribe, confirm). There is no built-in default: without UNSUBSCRIBE_SECRET only a
 * localhost shop gets one, random to this isolate (links die with it); anywhere else none (null), so links
 * are neither signed nor accepted.
 */
export function unsubscribeSecret(env: Pick<Env, 'UNSUBSCRIBE_SECRET'>, origin: string | null): string | null {
  const configured = env.UNSUBSCRIBE_SECRET?.trim();
  if (configured) return configured;
  if (origin && isLocalOrigin(origin)) {
    localSecret ??= [...crypto.getRandomValues(new Uint8Array(32))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    return localSecret;
  }
  if (!warned) {
    warned = true;
    console.error(
      'UNSUBSCRIBE_SECRET is not set: lead e-mails are held and unsubscribe links refused until it is (wrangler secret put UNSUBSCRIBE_SECRET).',
    );
  }
  return null;
}

/** What a signed link in an e-mail does, and how long it keeps working. */
const LINKS = {
  unsubscribe: { version: 'unsubscribe:v2', ttlSeconds: UNSUBSCRIBE_TTL_DAYS * 24 * 3600 },
  // The one-click link that confirms an address: short-lived, since it stands for a consent given just now.
  confirm: { version: 'confirm:v1', ttlSeconds: CONFIRM_TTL_DAYS * 24 * 3600 },
} as const;
export type LinkPurpose = keyof typeof LINKS;

const payload = (purpose: LinkPurpose, key: string, expires: number) => `${LINKS[purpose].version}:${key}:${expires}`;

/** `{random lead key}.{expiry, unix seconds}.{HMAC}`: a link of one purpose, which no other purpose accepts. */
export async function createLinkToken(
  secret: string,
  purpose: LinkPurpose,
  key: string,
  now = Date.now(),
): Promise<string> {
  const expires = Math.floor(now / 1000) + LINKS[purpose].ttlSeconds;
  return `${key}.${expires}.${await sign(secret, payload(purpose, key, expires))}`;
}

export const createUnsubscribeToken = (secret: string, key: string, now = Date.now()) =>
  createLinkToken(secret, 'unsubscribe', key, now);

export type TokenCheck = { ok: true; key: string } | { ok: false; reason: 'invalid' | 'expired'; key?: string };

/** A link's token checked: its lead key, or why not (an expired one still names its key: the page can say more). */
export async function checkLinkToken(
  secret: string | null,
  purpose: LinkPurpose,
  token: string,
  now = Date.now(),
): Promise<TokenCheck> {
  const match = /^([0-9a-f]{32})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!secret || !match) return { ok: false, reason: 'invalid' };
  const [, key, expiresText, signature] = match as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  // One spelling per token: the expiry exactly as it was signed.
  if (String(expires) !== expiresText) return { ok: false, reason: 'invalid' };
  if (!(await verify(secret, payload(purpose, key, expires), signature))) return { ok: false, reason: 'invalid' };
  if (expires * 1000 < now) return { ok: false, reason: 'expired', key };
  return { ok: true, key };
}

export const checkUnsubscribeToken = (secret: string | null, token: string, now = Date.now()) =>
  checkLinkToken(secret, 'unsubscribe', token, now);
