/** Domains that deliver to one mailbox, by the one they are compared as. */
const SAME_MAILBOX = new Map([
  ['googlemail.com', 'gmail.com'],
  // Proton: every account's address works on each of its domains.
  ['protonmail.com', 'proton.me'],
  ['protonmail.ch', 'proton.me'],
  ['pm.me', 'proton.me'],
]);

/**
 * The address that caps and one-per-address rules compare: lower case, a `+tag` taken off the local part (Gmail,
 * Outlook, Hotmail, Proton and most others deliver ana+1@ to ana@), one domain for the domains of one mailbox
 * (googlemail.com is gmail.com; pm.me, protonmail.com and protonmail.ch are proton.me), and the characters the
 * provider leaves out of a name: Gmail delivers a.na@ to ana@, Proton also a-na@ and a_na@. The original address is kept for sending. Matches the backfills of
 * migrations/0004 and 0006 (the first '@' splits, as SQLite's instr() does).
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
  domain = SAME_MAILBOX.get(domain) ?? domain;
  // Gmail ignores dots in a name; Proton ignores dots, hyphens and underscores.
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  if (domain === 'proton.me') local = local.replace(/[._-]/g, '');
  return `${local}@${domain}`;
}
