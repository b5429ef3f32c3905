// Issued codes and the orders that use them, in D1.
import type { D1Database } from '@cloudflare/workers-types';
import type { CodeLookup, IssuedCode } from '../../packages/embedded-storefront';
import { ensureSchema } from '../db/migrations';
import { canonicalCode } from './codes';

/** The embedded store's view of the issued codes: one indexed read per cart answer. */
export function d1CodeLookup(db: D1Database | undefined): CodeLookup {
  return async (codes) => {
    const found = new Map<string, IssuedCode>();
    if (!db || !codes.length) return found;
    await ensureSchema(db);
    const { results } = await db
      .prepare(`SELECT code, offer, used_at FROM discount_codes WHERE code IN (${codes.map(() => '?').join(', ')})`)
      .bind(...codes)
      .all<{ code: string; offer: string; used_at: string | null }>();
    for (const row of results) found.set(row.code, { code: row.code, offer: row.offer, usedAt: row.used_at });
    return found;
  };
}

/** What the shop knows of a typed code: issued and unused, issued and used, or not one of ours. */
export async function codeState(db: D1Database | undefined, typed: string): Promise<'unused' | 'used' | 'unknown'> {
  const canonical = canonicalCode(typed);
  if (!db || !canonical) return 'unknown';
  const issued = (await d1CodeLookup(db)([canonical.code])).get(canonical.code);
  if (!issued) return 'unknown';
  return issued.usedAt ? 'used' : 'unused';
}

/** One line of an order as it is stored: the product's title and, when it has several, its variant's. */
export interface OrderLine {
  variantId: string;
  title: string;
  /** The variant's own title ("10 ml", "Mentă rece"); absent when the product has one variant. */
  variant?: string;
  quantity: number;
  /** The unit price. */
  amount: number;
}

export interface OrderInput {
  cartToken: string;
  /** The applied code in its canonical form, or null for an order without one. */
  code: string | null;
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
}

export type PlaceOrderResult =
  | { kind: 'placed'; orderId: number }
  | { kind: 'already-placed'; orderId: number }
  | { kind: 'code-used' }
  | { kind: 'code-unknown' };

/**
 * Records an order and its code's use in one transaction. `orders.cart_token` and `orders.discount_code` are
 * UNIQUE: a second order of the same cart, or a second order with the same code (two tabs racing, two carts),
 * fails inside its transaction and changes nothing. A code that is not issued, or already used, is refused
 * before any write.
 */
export async function placeOrder(db: D1Database, order: OrderInput): Promise<PlaceOrderResult> {
  await ensureSchema(db);
  const at = new Date().toISOString();
  const insert = db
    .prepare(
      `INSERT INTO orders (cart_token, discount_code, lines, subtotal, discount, total, currency, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE ? IS NULL OR EXISTS (SELECT 1 FROM discount_codes WHERE code = ? AND used_at IS NULL)`,
    )
    .bind(
      order.cartToken,
      order.code,
      JSON.stringify(order.lines),
      order.subtotal.toFixed(2),
      order.discount.toFixed(2),
      order.total.toFixed(2),
      order.currency,
      at,
      order.code,
      order.code,
    );
  const use = db
    .prepare(
      'UPDATE discount_codes SET used_at = ?, order_id = (SELECT id FROM orders WHERE cart_token = ?) WHERE code = ? AND used_at IS NULL',
    )
    .bind(at, order.cartToken, order.code);
  try {
    const [inserted] = await db.batch(order.code ? [insert, use] : [insert]);
    if ((inserted?.meta.changes ?? 0) === 0)
      return (await codeState(db, order.code ?? '')) === 'used' ? { kind: 'code-used' } : { kind: 'code-unknown' };
    return { kind: 'placed', orderId: Number(inserted?.meta.last_row_id) };
  } catch (error) {
    // A UNIQUE constraint: this cart was ordered already, or another order took the code first.
    const existing = await findOrder(db, order.cartToken);
    if (existing) return { kind: 'already-placed', orderId: existing.id };
    if (order.code && (await codeState(db, order.code)) === 'used') return { kind: 'code-used' };
    throw error;
  }
}

export async function findOrder(
  db: D1Database,
  cartToken: string,
): Promise<{ id: number; total: string; currency: string; discount_code: string | null } | null> {
  await ensureSchema(db);
  return db
    .prepare('SELECT id, total, currency, discount_code FROM orders WHERE cart_token = ?')
    .bind(cartToken)
    .first();
}
