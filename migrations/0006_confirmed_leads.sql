-- A code costs a confirmed mailbox (issue 31): each form's lead waits for the one-click link of its
-- confirmation e-mail; only then is its code made and e-mailed, and only confirmed codes count against a cap.
-- The consent record keeps when and from where the address was given and confirmed (GDPR art. 7(1)).
ALTER TABLE leads ADD COLUMN requested_ip TEXT;
ALTER TABLE leads ADD COLUMN confirmed_at TEXT;
ALTER TABLE leads ADD COLUMN confirmed_ip TEXT;
-- Confirmation e-mails sent to the address for this form in the current day (the first and one resend), and when
-- the last one went: a stranger can send two a day at most, and never lock the owner out for longer than that.
ALTER TABLE leads ADD COLUMN confirmations_sent INTEGER NOT NULL DEFAULT 0;
ALTER TABLE leads ADD COLUMN confirmation_sent_at TEXT;
-- The last confirmation e-mail's own name (its outbox key), random per request.
ALTER TABLE leads ADD COLUMN confirmation_nonce TEXT;
-- Which e-mail an outbox row is: the confirmation link, or the code that follows it.
ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'code' CHECK (kind IN ('confirm', 'code'));
-- Leads from before had their code e-mailed on request: they stand as confirmed then, code and all.
UPDATE leads SET confirmed_at = created_at WHERE confirmed_at IS NULL;
CREATE INDEX IF NOT EXISTS leads_confirmed ON leads (source, confirmed_at);
-- Proton's four domains are one mailbox (alice@pm.me is alice@proton.me), whose name ignores '.', '-' and '_', as
-- worker/leads/address.ts compares them now. First, rows that become the same address as an earlier one keep names of
-- their own (as in 0004); then the rest take the one name.
UPDATE leads SET email_norm = replace(replace(replace(substr(email_norm, 1, instr(email_norm, '@') - 1), '.', ''), '-', ''), '_', '') || '@proton.me#' || id
  WHERE substr(email_norm, instr(email_norm, '@') + 1) IN ('proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me')
    AND id NOT IN (
      SELECT MIN(id) FROM leads
      WHERE substr(email_norm, instr(email_norm, '@') + 1) IN ('proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me')
      GROUP BY replace(replace(replace(substr(email_norm, 1, instr(email_norm, '@') - 1), '.', ''), '-', ''), '_', ''), source
    );
UPDATE leads SET email_norm = replace(replace(replace(substr(email_norm, 1, instr(email_norm, '@') - 1), '.', ''), '-', ''), '_', '') || '@proton.me'
  WHERE substr(email_norm, instr(email_norm, '@') + 1) IN ('proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me');
