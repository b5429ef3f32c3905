import { z } from 'zod';

/** What the forms accept (SPEC §5): non-empty and containing '@'. Shown as the Romanian message. */
export const INVALID_EMAIL_MESSAGE = 'Te rog introdu o adresă de email validă';

// Stricter on the server: RFC 5321 length, one @, a dotted domain with a real TLD, no spaces or quotes.
const SHAPE = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Lower-cased, trimmed, NFC; null when it is not a deliverable-looking address. */
export function normalizeEmail(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const email = input.normalize('NFC').trim().toLowerCase();
  if (email.length < 6 || email.length > 254) return null;
  const [local, domain] = email.split('@');
  if (!local || !domain || local.length > 64 || email.split('@').length !== 2) return null;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..') || domain.includes('..')) return null;
  return SHAPE.test(email) ? email : null;
}

export const EmailField = z.unknown().transform((value, ctx) => {
  const email = normalizeEmail(value);
  if (!email) {
    ctx.addIssue({ code: 'custom', message: INVALID_EMAIL_MESSAGE });
    return z.NEVER;
  }
  return email;
});
