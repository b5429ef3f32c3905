-- Shopify webhook deliveries seen in the last 48 hours, by X-Shopify-Webhook-Id and by body signature: a
-- captured delivery replayed (even under another id or topic) is acknowledged without purging anything.
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  key TEXT PRIMARY KEY,
  received_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS webhook_deliveries_received ON webhook_deliveries (received_at);
