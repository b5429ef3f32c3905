/**
 * The address that caps and one-per-address rules compare (issue 20 item 3): lower case, a `+tag` taken off the
 * local part, and for Gmail (gmail.com, googlemail.com → gmail.com) the dots too, since Gmail delivers
 * a.na+1@googlemail.com to ana@gmail.com. The original address is kept for sending. Matches the backfill of
 * migrations/0004 (the first '@' splits, as SQLite's instr() does).
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.indexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  // A local part that is all tag ('+x@…') stays as it is: there is nothing before the tag to compare.
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}
