// Discount codes are bearer tokens (DESIGN §6a): one per lead, random, bound to its address, used once. The
// spec's names (NEWSLETTER10, HALLOWEEN15, SPIN5 …) are only the visible prefix; a bare name applies to nothing.
import { offers, wheelSegments } from '../../content/wheel';

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand has one spelling. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 characters of 5 bits: 50 random bits per code. */
export const CODE_SUFFIX_LENGTH = 10;
export const CODE_RANDOM_BITS = CODE_SUFFIX_LENGTH * 5;

/** Every prefix the shop issues: the offers' names from the spec. */
export const OFFER_PREFIXES: readonly string[] = [
  ...new Set([offers.newsletter.code, offers.exitPopup.code, ...wheelSegments.map((s) => s.emailCode)]),
];

/** A new code for `prefix`: `NEWSLETTER10-7KQ2X9M4TB`. 256 is a multiple of 32, so `byte & 31` is uniform. */
export function newCode(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_SUFFIX_LENGTH));
  return `${prefix}-${[...bytes].map((b) => CODE_ALPHABET[b & 31]).join('')}`;
}

const SHAPE = /^([A-Z0-9]{2,20})-([0-9A-Z]{10})$/;

/**
 * A typed code in the form it is stored: trimmed, upper case, and the suffix read as Crockford reads it
 * (O → 0, I and L → 1). Null when it cannot be one of ours (a bare name, another shape, an unknown prefix).
 */
export function canonicalCode(typed: string): { code: string; prefix: string } | null {
  const upper = typed.trim().toUpperCase();
  if (!/^[\x21-\x7e]+$/.test(upper)) return null;
  const match = SHAPE.exec(upper);
  if (!match) return null;
  const [, prefix, suffix] = match as unknown as [string, string, string];
  if (!OFFER_PREFIXES.includes(prefix)) return null;
  const read = suffix.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (/U/.test(read)) return null;
  return { code: `${prefix}-${read}`, prefix };
}
