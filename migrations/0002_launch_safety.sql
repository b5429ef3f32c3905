-- Unsubscribe links name a lead by a random key, not its sequential id.
ALTER TABLE leads ADD COLUMN unsubscribe_key TEXT;
UPDATE leads SET unsubscribe_key = lower(hex(randomblob(16))) WHERE unsubscribe_key IS NULL;
CREATE UNIQUE INDEX IF NOT EXISTS leads_unsubscribe_key ON leads (unsubscribe_key);

-- One prize address per spin, and a daily spin limit per (hashed) visitor IP.
ALTER TABLE wheel_spins ADD COLUMN ip_hash TEXT;
ALTER TABLE wheel_spins ADD COLUMN day TEXT;
ALTER TABLE wheel_spins ADD COLUMN prize_email TEXT;
CREATE INDEX IF NOT EXISTS wheel_spins_ip_day ON wheel_spins (ip_hash, day);
