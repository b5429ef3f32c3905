import type { D1Database, Message, MessageBatch, Queue } from '@cloudflare/workers-types';
import type { CatalogProduct } from '../../content/catalog/types';
import { roundMoney } from '../../domain/format';
import { productFormOf } from '../../domain/product-form';
import { promotionRunning } from '../../domain/promotion';
import { ensureRegistered } from '../codes/shopify-admin';
import type { OrderLine } from '../codes/store';
import { DEFAULT_EMAIL_FROM, type EmailJob, type Env, readConfig } from '../env';
import { isLocalOrigin } from '../lib/origin';
import { devMailbox, type EmailProvider, httpEmailApi } from './providers';
import { ensureSchema, issueCode, type LeadSource } from './store';
import { type RenderedEmail, renderConfirmationEmail, renderLeadEmail, renderOrderEmail } from './templates';
import { createLinkToken, type LinkPurpose, unsubscribeSecret } from './unsubscribe';

/** A queue message: which outbox row to deliver. */
export type { EmailJob } from '../env';

/** After this many failed attempts a row is dead; the queue's dead-letter queue keeps the message. */
export const MAX_ATTEMPTS = 8;
/** Pending rows older than this are re-driven by the scheduled handler. */
export const REDRIVE_AFTER_MS = 10 * 60 * 1000;

export function emailProvider(env: Env): EmailProvider {
  if (readConfig(env).emailProvider === 'http') {
    if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY)
      throw new Error('EMAIL_PROVIDER=http needs EMAIL_API_URL and EMAIL_API_KEY');
    return httpEmailApi({
      url: env.EMAIL_API_URL,
      apiKey: env.EMAIL_API_KEY,
      timeoutMs: readConfig(env).timeouts.emailMs,
    });
  }
  return devMailbox(env.DB);
}

/** The e-mail cannot be written yet (no trusted origin or no signing key): held, not failed. */
export class NotConfiguredError extends Error {}

/**
 * Where an e-mail's links point: SITE_URL, or the origin stored at sign-up only if it is localhost. A
 * Host header sent by a visitor never reaches an e-mail.
 */
export function emailOrigin(env: Env, storedOrigin: string): string | null {
  return readConfig(env).siteUrl ?? (isLocalOrigin(storedOrigin) ? storedOrigin : null);
}

/** A signed link of `purpose` to `path` on the shop's origin; held (NotConfiguredError) while no key can sign it. */
async function signedLink(env: Env, origin: string, path: string, purpose: LinkPurpose, leadKey: string) {
  const secret = unsubscribeSecret(env, origin);
  if (!secret) throw new NotConfiguredError('UNSUBSCRIBE_SECRET is not set');
  return `${origin}${path}?t=${await createLinkToken(secret, purpose, leadKey)}`;
}

export const unsubscribeUrl = (env: Env, origin: string, unsubscribeKey: string) =>
  signedLink(env, origin, '/dezabonare', 'unsubscribe', unsubscribeKey);

/** The one-click link that confirms the lead's address (signed like the unsubscribe link, and short-lived). */
export const confirmUrl = (env: Env, origin: string, leadKey: string) =>
  signedLink(env, origin, '/confirmare', 'confirm', leadKey);

interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  origin: string;
  idempotency_key: string;
  lead_id: number;
  unsubscribe_key: string;
  email: string;
  source: LeadSource;
  /** The offer's name (the code's prefix). */
  code: string;
  /** The lead's own code; null for a lead written before codes were per lead (made on delivery). */
  own_code: string | null;
  unsubscribed_at: string | null;
  /** 1: the address also asked for the newsletter. */
  marketing_consent: number;
  /** Which e-mail: the confirmation link, or the code that follows the confirmation. */
  kind: 'confirm' | 'code';
  confirmed_at: string | null;
  /** When the address asked: a code-only address's code lapses CODE_ONLY_RETENTION_DAYS later. */
  requested_at: string;
}

/** What `send` needs of a row: which row, its attempts so far, the recipient and the idempotency key. */
interface SendableRow {
  id: number;
  attempts: number;
  email: string;
  idempotency_key: string;
}

export type DeliveryResult = 'sent' | 'already-sent' | 'skipped' | 'missing';

/**
 * Delivers one outbox row. Safe to call again for the same row (a queue message delivered twice):
 * a sent row is not sent again, and providers get the same idempotency key every time.
 */
export async function deliver(
  env: Env,
  outboxId: number,
  provider: EmailProvider = emailProvider(env),
): Promise<DeliveryResult> {
  const db = env.DB;
  await ensureSchema(db);
  const what = await db.prepare('SELECT kind FROM outbox WHERE id = ?').bind(outboxId).first<{ kind: string }>();
  if (!what) return 'missing';
  if (what.kind === 'order') return deliverOrderEmail(env, outboxId, provider);
  const row = await db
    .prepare(
      `SELECT o.id, o.status, o.attempts, o.origin, o.idempotency_key, o.lead_id, o.kind, l.unsubscribe_key, l.email, l.source, l.code, d.code AS own_code, l.unsubscribed_at, l.marketing_consent, l.confirmed_at, l.created_at AS requested_at
       FROM outbox o JOIN leads l ON l.id = o.lead_id LEFT JOIN discount_codes d ON d.lead_id = l.id WHERE o.id = ?`,
    )
    .bind(outboxId)
    .first<OutboxRow>();
  if (!row) return 'missing';
  if (row.status === 'sent') return 'already-sent';
  // HALLOWEEN15 is worth nothing once the promotion has ended: a retry or a held e-mail released later is not sent.
  const offerEnded = row.source === 'exit-popup' && !promotionRunning(readConfig(env).promotion, Date.now());
  // A confirmation once the address has confirmed (its resend, late) says nothing new; a code never leaves
  // for an address that has not confirmed.
  const pointless = row.kind === 'confirm' ? row.confirmed_at !== null : row.confirmed_at === null;
  if (row.status === 'skipped' || row.unsubscribed_at || offerEnded || pointless) {
    await setStatus(db, row.id, 'skipped');
    return 'skipped';
  }
  const origin = emailOrigin(env, row.origin);
  if (!origin)
    throw await hold(
      db,
      row.id,
      new NotConfiguredError('SITE_URL is not set and the sign-up came from a host that is not localhost'),
    );
  const email = await (row.kind === 'confirm' ? confirmationFor(env, row, origin) : codeEmailFor(env, row, origin));
  return send(env, provider, row, email);
}

/** The confirmation e-mail of a row: its one-click link, and what confirming gives (held when it cannot be signed). */
async function confirmationFor(env: Env, row: OutboxRow, origin: string) {
  let link: string;
  try {
    link = await confirmUrl(env, origin, row.unsubscribe_key);
  } catch (error) {
    throw await hold(env.DB, row.id, error);
  }
  const config = readConfig(env);
  return renderConfirmationEmail({
    source: row.source,
    offer: row.code,
    marketingConsent: row.marketing_consent === 1,
    confirmUrl: link,
    shopUrl: origin,
    trader: config.trader,
    requestedAt: row.requested_at,
    promotion: config.promotion,
  });
}

/** The code e-mail of a confirmed lead (held while it cannot be signed, or the store does not know the code yet). */
async function codeEmailFor(env: Env, row: OutboxRow, origin: string) {
  const db = env.DB;
  let links: string;
  try {
    links = await unsubscribeUrl(env, origin, row.unsubscribe_key);
  } catch (error) {
    throw await hold(db, row.id, error);
  }
  // The lead's own code, and with a real store only once it exists there: an e-mail never carries a code
  // the store does not know. An Admin API outage holds the e-mail (no attempt counted); the queue's retry
  // or the cron's re-drive registers it and sends it later.
  const code = row.own_code ?? (await issueCode(db, row.lead_id));
  try {
    await ensureRegistered(env, code);
  } catch (error) {
    throw await hold(db, row.id, error);
  }
  const config = readConfig(env);
  return renderLeadEmail({
    source: row.source,
    offer: row.code,
    code,
    marketingConsent: row.marketing_consent === 1,
    unsubscribeUrl: links,
    shopUrl: origin,
    trader: config.trader,
    requestedAt: row.requested_at,
    promotion: config.promotion,
  });
}

/** An order's e-mail row with its order (orders: written by the checkout, worker/codes/store.ts placeOrder). */
interface OrderEmailRow extends SendableRow {
  status: string;
  origin: string;
  order_id: number;
  lines: string;
  subtotal: string;
  discount: string;
  total: string;
  currency: string;
  discount_code: string | null;
  created_at: string;
}

/** The catalogue's products by variant id, for the age check of an order's lines. */
let productsByVariant: Map<string, CatalogProduct> | null = null;

/**
 * Whether an order holds a vape (an e-cigarette product, Legea nr. 64/2024), whose courier checks the addressee's
 * age: by the catalogue's product of each line (the embedded store sells content/catalog), else by its title.
 */
export async function orderHasVape(lines: { variantId?: string; title: string }[]): Promise<boolean> {
  // The catalogue is read when an order's e-mail is made, not when an isolate starts (issue [19]).
  if (!productsByVariant) {
    const { products } = await import('../../content/catalog');
    productsByVariant = new Map(
      products.flatMap((p) => p.variants.map((v) => [`gid://shopify/ProductVariant/${v.id}`, p] as const)),
    );
  }
  return lines.some((line) => {
    const product = line.variantId ? productsByVariant!.get(line.variantId) : undefined;
    return product
      ? productFormOf(product.kind, product.productType) === 'vape'
      : productFormOf(null, line.title) === 'vape';
  });
}

/**
 * Delivers an order's confirmation e-mail (kind 'order'): sent once, like a lead's (the same idempotency key for
 * every attempt). Held, not failed, while no trusted origin is known for its links.
 */
async function deliverOrderEmail(env: Env, outboxId: number, provider: EmailProvider): Promise<DeliveryResult> {
  const db = env.DB;
  const row = await db
    .prepare(
      `SELECT o.id, o.status, o.attempts, o.origin, o.idempotency_key, o.to_address AS email, r.id AS order_id, r.lines,
              r.subtotal, r.discount, r.total, r.currency, r.discount_code, r.created_at
       FROM outbox o JOIN orders r ON r.id = o.order_id WHERE o.id = ?`,
    )
    .bind(outboxId)
    .first<OrderEmailRow>();
  if (!row) return 'missing';
  if (row.status === 'sent') return 'already-sent';
  if (row.status === 'skipped') return 'skipped';
  const origin = emailOrigin(env, row.origin);
  if (!origin)
    throw await hold(
      db,
      row.id,
      new NotConfiguredError('SITE_URL is not set and the order came from a host that is not localhost'),
    );
  const lines = parseLines(row.lines);
  const subtotal = Number(row.subtotal);
  const discount = Number(row.discount);
  const total = Number(row.total);
  const email = renderOrderEmail({
    order: {
      number: row.order_id,
      placedAt: row.created_at,
      lines,
      subtotal,
      discount,
      discountCode: row.discount_code,
      // The order keeps the products' amounts and the total with delivery: delivery is what lies between them.
      shipping: Math.max(0, roundMoney(total - (subtotal - discount))),
      total,
      currency: row.currency,
      ageCheck: await orderHasVape(lines),
      // Only the embedded store's test checkout writes orders (a real store's checkout is Shopify's own).
      test: true,
    },
    shopUrl: origin,
    trader: readConfig(env).trader,
  });
  return send(env, provider, row, email);
}

/** An order's lines as the checkout stored them (JSON); anything else reads as no line. */
function parseLines(json: string): (Omit<OrderLine, 'variantId'> & { variantId?: string })[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((line: Record<string, unknown>) =>
    line && typeof line.title === 'string' && Number.isFinite(line.quantity) && Number.isFinite(line.amount)
      ? [
          {
            variantId: typeof line.variantId === 'string' ? line.variantId : undefined,
            title: line.title,
            ...(typeof line.variant === 'string' && line.variant ? { variant: line.variant } : {}),
            quantity: Number(line.quantity),
            amount: Number(line.amount),
          },
        ]
      : [],
  );
}

/**
 * Queues the confirmation e-mail of order `orderId` to `email` (one outbox row per order: the first call writes
 * it, a repeat, a double submit or a retry finds it). `origin`: the shop's trusted origin at the checkout (SITE_URL
 * or localhost), '' when there was none (the e-mail then waits for configuration). Answers the row and whether it
 * is still to be sent (then it goes on the queue).
 */
export async function queueOrderEmail(
  db: D1Database,
  { orderId, email, origin }: { orderId: number; email: string; origin: string },
): Promise<{ outboxId: number; pending: boolean; email: string } | null> {
  await ensureSchema(db);
  const at = new Date().toISOString();
  await db
    .prepare(
      `INSERT OR IGNORE INTO outbox (order_id, to_address, idempotency_key, origin, status, attempts, created_at, updated_at, kind)
       SELECT id, ?, 'order:' || id, ?, 'pending', 0, ?, ?, 'order' FROM orders WHERE id = ?`,
    )
    .bind(email, origin, at, at, orderId)
    .run();
  return orderEmailOf(db, orderId);
}

/** The confirmation e-mail row of order `orderId`, if one was queued. */
export async function orderEmailOf(
  db: D1Database,
  orderId: number,
): Promise<{ outboxId: number; pending: boolean; email: string } | null> {
  await ensureSchema(db);
  const row = await db
    .prepare("SELECT id, status, to_address FROM outbox WHERE order_id = ? AND kind = 'order'")
    .bind(orderId)
    .first<{ id: number; status: string; to_address: string }>();
  return row ? { outboxId: row.id, pending: row.status === 'pending', email: row.to_address } : null;
}

/** Hands one rendered e-mail to the provider and records the outcome on its row. */
async function send(
  env: Env,
  provider: EmailProvider,
  row: SendableRow,
  email: RenderedEmail,
): Promise<DeliveryResult> {
  const db = env.DB;
  try {
    const { id } = await provider.send({
      ...email,
      to: row.email,
      from: env.EMAIL_FROM || DEFAULT_EMAIL_FROM,
      idempotencyKey: row.idempotency_key,
      outboxId: row.id,
    });
    await db
      .prepare(
        "UPDATE outbox SET status = 'sent', sent_at = ?, updated_at = ?, provider_id = ?, attempts = attempts + 1 WHERE id = ? AND status = 'pending'",
      )
      .bind(new Date().toISOString(), new Date().toISOString(), id, row.id)
      .run();
    return 'sent';
  } catch (error) {
    const attempts = row.attempts + 1;
    await db
      .prepare('UPDATE outbox SET attempts = ?, last_error = ?, updated_at = ?, status = ? WHERE id = ?')
      .bind(
        attempts,
        String(error).slice(0, 500),
        new Date().toISOString(),
        attempts >= MAX_ATTEMPTS ? 'dead' : 'pending',
        row.id,
      )
      .run();
    throw error;
  }
}

/** Keeps a row pending without counting an attempt: configuration, not the provider, is missing. */
async function hold(db: D1Database, id: number, error: unknown): Promise<unknown> {
  console.error(`e-mail ${id} held: ${String(error)}`);
  await db
    .prepare('UPDATE outbox SET last_error = ?, updated_at = ? WHERE id = ?')
    .bind(String(error).slice(0, 500), new Date().toISOString(), id)
    .run();
  return error;
}

async function setStatus(db: D1Database, id: number, status: string) {
  await db
    .prepare('UPDATE outbox SET status = ?, updated_at = ? WHERE id = ?')
    .bind(status, new Date().toISOString(), id)
    .run();
}

/** Retry delay for the n-th attempt: 10 s, 20 s, 40 s … capped at 10 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(600, 10 * 2 ** Math.max(0, attempts - 1));

/** Queue consumer: each message is one e-mail; failures retry with backoff, then go to the dead-letter queue. */
export async function consumeEmailBatch(
  batch: MessageBatch<EmailJob>,
  env: Env,
  provider?: EmailProvider,
): Promise<void> {
  for (const message of batch.messages as readonly Message<EmailJob>[]) {
    const outboxId = Number(message.body?.outboxId);
    if (!Number.isInteger(outboxId)) {
      message.ack();
      continue;
    }
    try {
      await deliver(env, outboxId, provider);
      message.ack();
    } catch (error) {
      console.error(`e-mail ${outboxId} failed (attempt ${message.attempts})`, error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** Puts a row on the queue; if the queue is unreachable the scheduled re-drive picks it up later. */
export async function enqueue(queue: Queue<EmailJob>, outboxId: number): Promise<boolean> {
  try {
    await queue.send({ outboxId });
    return true;
  } catch (error) {
    console.error(`could not enqueue e-mail ${outboxId}; the re-drive will retry`, error);
    return false;
  }
}

/** Rows one re-drive batch takes (a queue's sendBatch takes at most 100 messages). */
export const REDRIVE_BATCH = 100;
/** How long one re-drive may go on (a cron run may take 30 s of wall time; the rest is for the other jobs). */
export const REDRIVE_TIME_LIMIT_MS = 25_000;

/**
 * Rows still pending after REDRIVE_AFTER_MS go back on the queue, batch after batch, until none older than
 * that window is left or `timeLimitMs` has passed (after a crash, everything pending leaves in one run, not
 * 100 per cron tick). Each row's updated_at is moved on as it is re-driven, so no batch takes it twice.
 * Answers how many rows were put back on the queue.
 */
export async function redrivePending(
  env: Env,
  now = Date.now(),
  {
    timeLimitMs = REDRIVE_TIME_LIMIT_MS,
    touchedBefore = now - REDRIVE_AFTER_MS,
  }: { timeLimitMs?: number; touchedBefore?: number } = {},
): Promise<number> {
  await ensureSchema(env.DB);
  const started = Date.now();
  const before = new Date(touchedBefore).toISOString();
  const touched = new Date(now).toISOString();
  let sent = 0;
  while (Date.now() - started < timeLimitMs) {
    const { results } = await env.DB.prepare(
      "SELECT id FROM outbox WHERE status = 'pending' AND updated_at < ? AND attempts < ? ORDER BY id LIMIT ?",
    )
      .bind(before, MAX_ATTEMPTS, REDRIVE_BATCH)
      .all<{ id: number }>();
    if (!results.length) break;
    const ids = results.map((r) => r.id);
    await env.DB.batch(
      ids.map((id) => env.DB.prepare('UPDATE outbox SET updated_at = ? WHERE id = ?').bind(touched, id)),
    );
    sent += await enqueueAll(env.EMAIL_QUEUE, ids);
  }
  return sent;
}

/** Puts many rows on the queue in one call; one by one if the batch call fails. Answers how many went. */
async function enqueueAll(queue: Queue<EmailJob>, ids: number[]): Promise<number> {
  try {
    await queue.sendBatch(ids.map((outboxId) => ({ body: { outboxId } })));
    return ids.length;
  } catch (error) {
    console.error(`could not enqueue ${ids.length} e-mails in one batch; trying one by one`, error);
    let sent = 0;
    for (const id of ids) if (await enqueue(queue, id)) sent++;
    return sent;
  }
}

/** Answers whether any e-mail last touched before `touchedBefore` is still pending (one indexed read). */
export async function hasStalePending(env: Env, touchedBefore = Date.now() - REDRIVE_AFTER_MS): Promise<boolean> {
  await ensureSchema(env.DB);
  const row = await env.DB.prepare(
    "SELECT 1 AS x FROM outbox WHERE status = 'pending' AND updated_at < ? AND attempts < ? LIMIT 1",
  )
    .bind(new Date(touchedBefore).toISOString(), MAX_ATTEMPTS)
    .first<{ x: number }>();
  return row !== null;
}

let redriveScheduled = false;
/** A row pending longer than this is not on its way: a queue batch reaches its consumer within 2 s (max_batch_timeout). */
let startGraceMs = 5000;

/**
 * The first request an isolate serves schedules one re-drive in the background (after a crash or a deploy,
 * pending e-mails leave at once, not at the next cron tick): every row pending for more than a few seconds
 * goes back on the queue (a row another isolate queued a moment ago is left to its message). Once per isolate;
 * when nothing is pending it costs one indexed read.
 */
export function redriveOnStart(env: Env, waitUntil: (promise: Promise<unknown>) => void): void {
  if (redriveScheduled || !env.DB || !env.EMAIL_QUEUE) return;
  redriveScheduled = true;
  const touchedBefore = Date.now() - startGraceMs;
  waitUntil(
    hasStalePending(env, touchedBefore)
      .then((stale) => (stale ? redrivePending(env, Date.now(), { touchedBefore }) : 0))
      .catch((error) => console.error('re-drive at start failed; the cron will retry', error)),
  );
}

/** For tests: lets the next request schedule a re-drive again, as a fresh isolate would. */
export function resetRedriveOnStart({ graceMs = 5000 }: { graceMs?: number } = {}): void {
  redriveScheduled = false;
  startGraceMs = graceMs;
}
