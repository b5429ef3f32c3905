import type { Env } from '../env';
import { isLocalOrigin } from '../lib/origin';
import { sign, verify } from './signing';

/** How long a link in an e-mail keeps working; after that the page says how else to unsubscribe. */
export const UNSUBSCRIBE_TTL_DAYS = 365;

let localSecret: string | null = null;
let warned = false;

/**
 * The key that signs unsubscribe links. There is no built-in default: without UNSUBSCRIBE_SECRET only a
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

const payload = (key: string, expires: number) => `unsubscribe:v2:${key}:${expires}`;

/** `{random lead key}.{expiry, unix seconds}.{HMAC}` */
export async function createUnsubscribeToken(secret: string, key: string, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + UNSUBSCRIBE_TTL_DAYS * 24 * 3600;
  return `${key}.${expires}.${await sign(secret, payload(key, expires))}`;
}

export type TokenCheck = { ok: true; key: string } | { ok: false; reason: 'invalid' | 'expired' };

export async function checkUnsubscribeToken(
  secret: string | null,
  token: string,
  now = Date.now(),
): Promise<TokenCheck> {
  const match = /^([0-9a-f]{32})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!secret || !match) return { ok: false, reason: 'invalid' };
  const [, key, expiresText, signature] = match as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  // One spelling per token: the expiry exactly as it was signed.
  if (String(expires) !== expiresText) return { ok: false, reason: 'invalid' };
  if (!(await verify(secret, payload(key, expires), signature))) return { ok: false, reason: 'invalid' };
  if (expires * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, key };
}
