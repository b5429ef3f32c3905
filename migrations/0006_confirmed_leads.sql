-- A code costs a confirmed mailbox (issue 31): each form's lead waits for the one-click link of its
-- confirmation e-mail; only then is its code made and e-mailed, and only confirmed codes count against a cap.
-- The consent record keeps when and from where the address was given and confirmed (GDPR art. 7(1)).
ALTER TABLE leads ADD COLUMN requested_ip TEXT;
ALTER TABLE leads ADD COLUMN confirmed_at TEXT;
ALTER TABLE leads ADD COLUMN confirmed_ip TEXT;
-- Confirmation e-mails sent to the address for this form: the first and at most one resend.
ALTER TABLE leads ADD COLUMN confirmations_sent INTEGER NOT NULL DEFAULT 0;
-- Which e-mail an outbox row is: the confirmation link, or the code that follows it.
ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'code' CHECK (kind IN ('confirm', 'code'));
-- Leads from before had their code e-mailed on request: they stand as confirmed then, code and all.
UPDATE leads SET confirmed_at = created_at WHERE confirmed_at IS NULL;
CREATE INDEX IF NOT EXISTS leads_confirmed ON leads (source, confirmed_at);
-- Proton's four domains are one mailbox (alice@pm.me is alice@proton.me), as worker/leads/address.ts compares
-- them now. First, rows that become the same address as an earlier one keep names of their own (as in 0004);
-- then the rest take the one domain.
UPDATE leads SET email_norm = substr(email_norm, 1, instr(email_norm, '@')) || 'proton.me#' || id
  WHERE substr(email_norm, instr(email_norm, '@') + 1) IN ('proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me')
    AND id NOT IN (
      SELECT MIN(id) FROM leads
      WHERE substr(email_norm, instr(email_norm, '@') + 1) IN ('proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me')
      GROUP BY substr(email_norm, 1, instr(email_norm, '@')), source
    );
UPDATE leads SET email_norm = substr(email_norm, 1, instr(email_norm, '@')) || 'proton.me'
  WHERE substr(email_norm, instr(email_norm, '@') + 1) IN ('protonmail.com', 'protonmail.ch', 'pm.me');
