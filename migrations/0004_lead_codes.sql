-- One address is one address (issue 20): caps and one-per-address rules compare a normalised address
-- (lower case, +tag removed, Gmail's dots removed, googlemail.com = gmail.com); `email` keeps the original.
ALTER TABLE leads ADD COLUMN email_norm TEXT;
UPDATE leads SET email_norm = lower(trim(email));
UPDATE leads SET email_norm = substr(email_norm, 1, instr(email_norm, '+') - 1) || substr(email_norm, instr(email_norm, '@'))
  WHERE instr(email_norm, '+') > 1 AND instr(email_norm, '+') < instr(email_norm, '@');
UPDATE leads SET email_norm = substr(email_norm, 1, instr(email_norm, '@')) || 'gmail.com'
  WHERE substr(email_norm, instr(email_norm, '@') + 1) = 'googlemail.com';
UPDATE leads SET email_norm = replace(substr(email_norm, 1, instr(email_norm, '@') - 1), '.', '') || '@gmail.com'
  WHERE substr(email_norm, instr(email_norm, '@') + 1) = 'gmail.com';
-- Addresses that were told apart before this rule (ana+1@, ana+2@) keep their rows under names of their own.
UPDATE leads SET email_norm = email_norm || '#' || id
  WHERE id NOT IN (SELECT MIN(id) FROM leads GROUP BY email_norm, source);
CREATE UNIQUE INDEX IF NOT EXISTS leads_email_norm_source ON leads (email_norm, source);

-- Every lead's own discount code (the offer's name is only its prefix), bound to the lead, used once.
-- registered_at: added to the owner's Shopify discount (real store only); the e-mail waits until then.
CREATE TABLE IF NOT EXISTS discount_codes (
  code TEXT PRIMARY KEY,
  lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id),
  offer TEXT NOT NULL,
  created_at TEXT NOT NULL,
  registered_at TEXT,
  bulk_creation_id TEXT,
  used_at TEXT,
  order_id INTEGER
);
CREATE INDEX IF NOT EXISTS discount_codes_unregistered ON discount_codes (registered_at);

-- Orders placed on the embedded store's local checkout page. One order per cart, one order per code: the
-- UNIQUE columns make a second tab's order with the same code fail inside its transaction.
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_token TEXT NOT NULL UNIQUE,
  discount_code TEXT UNIQUE,
  lines TEXT NOT NULL,
  subtotal TEXT NOT NULL,
  discount TEXT NOT NULL,
  total TEXT NOT NULL,
  currency TEXT NOT NULL,
  created_at TEXT NOT NULL
);
