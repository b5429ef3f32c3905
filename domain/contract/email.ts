// An e-mail address as the shop accepts it, without the request schemas (and their validator) that also read it:
// the checkout and the data-rights commands need only this.
import { MAX_EMAIL_LENGTH } from './limits';

// Stricter than the forms (SPEC §5 asks only for '@'): one @, a dotted domain with a real TLD, no spaces or quotes.
const SHAPE = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Lower-cased, trimmed, NFC; null when it is not a deliverable-looking address. */
export function normalizeEmail(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const email = input.normalize('NFC').trim().toLowerCase();
  if (email.length < 6 || email.length > MAX_EMAIL_LENGTH) return null;
  const [local, domain] = email.split('@');
  if (!local || !domain || local.length > 64 || email.split('@').length !== 2) return null;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..') || domain.includes('..')) return null;
  return SHAPE.test(email) ? email : null;
}
