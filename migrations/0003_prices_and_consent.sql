-- Every variant's price once a day: the lowest price of the last 30 days is shown beside any reduction
-- (HG 947/2000 art. 4^1). Amounts in minor units (bani).
CREATE TABLE IF NOT EXISTS price_history (
  variant_id TEXT NOT NULL,
  day TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  PRIMARY KEY (variant_id, day)
) WITHOUT ROWID;

-- Days whose prices were recorded in full, so the cron records each day once.
CREATE TABLE IF NOT EXISTS price_history_days (
  day TEXT PRIMARY KEY,
  variants INTEGER NOT NULL,
  recorded_at TEXT NOT NULL
);

-- Marketing consent is a choice of its own (GDPR art. 7(4)): the newsletter form is the opt-in; the exit
-- popup and the wheel send their code and add the address to the newsletter only with an unticked box.
-- Earlier popup and wheel leads were asked together with the code, which is not a valid consent: 0.
ALTER TABLE leads ADD COLUMN marketing_consent INTEGER NOT NULL DEFAULT 0;
UPDATE leads SET marketing_consent = 1 WHERE source = 'newsletter';
