-- The order confirmation e-mail (kind 'order') leaves through the same outbox and queue as the leads' e-mails:
-- one row per order (its idempotency key is 'order:' and the order's id), sent once. An order's row names the
-- order and the address typed at the checkout, not a lead; a lead's row names its lead, as before. SQLite cannot
-- change a column's NOT NULL or a CHECK in place, so the table is copied into its new shape, rows and ids kept.
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER REFERENCES leads (id),
  idempotency_key TEXT NOT NULL UNIQUE,
  origin TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead', 'skipped')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  sent_at TEXT,
  provider_id TEXT,
  kind TEXT NOT NULL DEFAULT 'code' CHECK (kind IN ('confirm', 'code', 'order')),
  order_id INTEGER REFERENCES orders (id),
  to_address TEXT,
  CHECK (
    (kind = 'order' AND lead_id IS NULL AND order_id IS NOT NULL AND to_address IS NOT NULL)
    OR (kind <> 'order' AND lead_id IS NOT NULL AND order_id IS NULL AND to_address IS NULL)
  )
);
INSERT INTO outbox_new (id, lead_id, idempotency_key, origin, status, attempts, last_error, created_at, updated_at, sent_at, provider_id, kind)
  SELECT id, lead_id, idempotency_key, origin, status, attempts, last_error, created_at, updated_at, sent_at, provider_id, kind FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (status, updated_at);
-- One confirmation e-mail per order.
CREATE UNIQUE INDEX IF NOT EXISTS outbox_order ON outbox (order_id) WHERE order_id IS NOT NULL;
