-- Leads from the newsletter, exit popup and spin wheel, the e-mails sent to them, and wheel spins.
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('newsletter', 'exit-popup', 'wheel')),
  code TEXT NOT NULL,
  consent_version TEXT NOT NULL,
  created_at TEXT NOT NULL,
  unsubscribed_at TEXT,
  UNIQUE (email, source)
);
CREATE INDEX IF NOT EXISTS leads_email ON leads (email);

CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  idempotency_key TEXT NOT NULL UNIQUE,
  -- Shop origin at signup, for links in the e-mail (the queue consumer has no request).
  origin TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead', 'skipped')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  sent_at TEXT,
  provider_id TEXT
);
CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (status, updated_at);

-- The local dev mailbox: what the dev e-mail provider "sent".
CREATE TABLE IF NOT EXISTS mailbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  outbox_id INTEGER NOT NULL UNIQUE,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  headers TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS wheel_spins (
  visitor_id TEXT PRIMARY KEY,
  segment_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  created_at TEXT NOT NULL
);
