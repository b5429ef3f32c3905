// With a real store, every issued code is added to a discount the owner created in Shopify (Admin GraphQL
// discountRedeemCodeBulkAdd), and a lead's e-mail leaves only once its code exists there.
import type { D1Database } from '@cloudflare/workers-types';
import { DEFAULT_ADMIN_API_VERSION, type Env } from '../env';

/** The discount each offer's codes are added to: the variable that names it, by the code's prefix. */
export const DISCOUNT_VARIABLES = new Map<string, keyof Env>([
  ['NEWSLETTER10', 'SHOPIFY_DISCOUNT_NEWSLETTER'],
  ['HALLOWEEN15', 'SHOPIFY_DISCOUNT_EXIT_POPUP'],
  ['SPIN5', 'SHOPIFY_DISCOUNT_WHEEL_SPIN5'],
  ['SPIN10', 'SHOPIFY_DISCOUNT_WHEEL_SPIN10'],
  ['SPIN15', 'SHOPIFY_DISCOUNT_WHEEL_SPIN15'],
  ['SPIN20', 'SHOPIFY_DISCOUNT_WHEEL_SPIN20'],
  ['SPINFREE', 'SHOPIFY_DISCOUNT_WHEEL_SPINFREE'],
]);

/** Deadline of one Admin API call; a late answer is an outage (the e-mail waits, the queue retries). */
const ADMIN_TIMEOUT_MS = 8000;

/** The code cannot be registered yet (configuration missing, Admin API down, bulk job still running): the e-mail waits. */
export class NotRegisteredError extends Error {}

/** `gid://shopify/DiscountCodeNode/123` from the variable (the admin URL's number, or the whole id); null when unset or malformed. */
export function discountGid(env: Partial<Env>, prefix: string): string | null {
  const name = DISCOUNT_VARIABLES.get(prefix);
  const value = name ? String(env[name] ?? '').trim() : '';
  if (/^\d{1,20}$/.test(value)) return `gid://shopify/DiscountCodeNode/${value}`;
  if (/^gid:\/\/shopify\/DiscountCodeNode\/\d{1,20}$/.test(value)) return value;
  return null;
}

const BULK_ADD = `mutation AddLeadCode($discountId: ID!, $codes: [DiscountRedeemCodeInput!]!) {
  discountRedeemCodeBulkAdd(discountId: $discountId, codes: $codes) {
    bulkCreation { id }
    userErrors { code field message }
  }
}`;

const BULK_STATUS = `query LeadCodeStatus($id: ID!) {
  discountRedeemCodeBulkCreation(id: $id) {
    done
    importedCount
    failedCount
    codes(first: 1) { nodes { code errors { code message } discountRedeemCode { id } } }
  }
}`;

interface AdminConfig {
  endpoint: string;
  token: string;
  version: string;
}

function adminConfig(env: Partial<Env>): AdminConfig | null {
  const endpoint = env.STOREFRONT_ENDPOINT?.trim().replace(/\/+$/, '');
  const token = env.SHOPIFY_ADMIN_TOKEN?.trim();
  if (!endpoint || !token) return null;
  return { endpoint, token, version: env.SHOPIFY_ADMIN_API_VERSION?.trim() || DEFAULT_ADMIN_API_VERSION };
}

async function admin<T>(
  config: AdminConfig,
  query: string,
  variables: Record<string, unknown>,
  fetcher: typeof fetch,
): Promise<T> {
  const response = await fetcher(`${config.endpoint}/admin/api/${config.version}/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Shopify-Access-Token': config.token },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(ADMIN_TIMEOUT_MS),
  });
  if (!response.ok) throw new NotRegisteredError(`Admin API answered ${response.status}`);
  const answer = (await response.json()) as {
    data?: T;
    errors?: { message?: string; extensions?: { code?: string } }[];
  };
  if (answer.errors?.length || !answer.data) {
    throw new NotRegisteredError(
      `Admin API error: ${answer.errors?.map((e) => e.extensions?.code ?? e.message).join(', ') ?? 'no data'}`,
    );
  }
  return answer.data;
}

interface CodeRow {
  code: string;
  offer: string;
  registered_at: string | null;
  bulk_creation_id: string | null;
}

/** True when the store needs its codes registered (a real store is configured). */
export const storeNeedsRegistration = (env: Partial<Env>) => Boolean(env.STOREFRONT_ENDPOINT?.trim());

/**
 * Makes sure `code` exists in the owner's Shopify discount before its e-mail leaves: adds it with
 * discountRedeemCodeBulkAdd (remembering the bulk job), then reads the job; registered once Shopify has
 * imported it (or says it already exists: an earlier attempt that timed out after it was made). Throws
 * NotRegisteredError while it cannot be sure; the caller holds the e-mail and the queue or re-drive retries.
 */
export async function ensureRegistered(
  env: Env,
  code: string,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  if (!storeNeedsRegistration(env)) return;
  const db: D1Database = env.DB;
  const row = await db
    .prepare('SELECT code, offer, registered_at, bulk_creation_id FROM discount_codes WHERE code = ?')
    .bind(code)
    .first<CodeRow>();
  if (!row) throw new NotRegisteredError(`code ${code} is not issued`);
  if (row.registered_at) return;
  const config = adminConfig(env);
  if (!config) throw new NotRegisteredError('SHOPIFY_ADMIN_TOKEN is not set: codes cannot be added to the store');
  const discountId = discountGid(env, row.offer);
  if (!discountId)
    throw new NotRegisteredError(
      `${DISCOUNT_VARIABLES.get(row.offer) ?? row.offer} is not set: codes of ${row.offer} cannot be added to the store`,
    );

  let bulkId = row.bulk_creation_id;
  if (!bulkId) {
    const data = await admin<{
      discountRedeemCodeBulkAdd: {
        bulkCreation: { id: string } | null;
        userErrors: { code?: string; message: string }[];
      } | null;
    }>(config, BULK_ADD, { discountId, codes: [{ code: row.code }] }, fetcher);
    const payload = data.discountRedeemCodeBulkAdd;
    if (!payload?.bulkCreation?.id) {
      throw new NotRegisteredError(
        `discountRedeemCodeBulkAdd refused: ${payload?.userErrors.map((e) => e.code ?? e.message).join(', ') || 'no bulk creation'}`,
      );
    }
    bulkId = payload.bulkCreation.id;
    await db.prepare('UPDATE discount_codes SET bulk_creation_id = ? WHERE code = ?').bind(bulkId, row.code).run();
  }
  const status = await admin<{
    discountRedeemCodeBulkCreation: {
      done: boolean;
      importedCount: number;
      failedCount: number;
      codes?: {
        nodes: {
          code: string;
          errors: { code?: string; message: string }[];
          discountRedeemCode: { id: string } | null;
        }[];
      };
    } | null;
  }>(config, BULK_STATUS, { id: bulkId }, fetcher);
  const job = status.discountRedeemCodeBulkCreation;
  if (!job) {
    // Shopify does not know the job: start again on the next attempt.
    await db.prepare('UPDATE discount_codes SET bulk_creation_id = NULL WHERE code = ?').bind(row.code).run();
    throw new NotRegisteredError(`bulk creation ${bulkId} is unknown`);
  }
  if (!job.done) throw new NotRegisteredError(`bulk creation ${bulkId} is still running`);
  const result = job.codes?.nodes.find((n) => n.code.toUpperCase() === row.code);
  const exists =
    job.importedCount > 0 ||
    Boolean(result?.discountRedeemCode) ||
    Boolean(result?.errors.some((e) => e.code === 'TAKEN'));
  if (!exists) {
    await db.prepare('UPDATE discount_codes SET bulk_creation_id = NULL WHERE code = ?').bind(row.code).run();
    throw new NotRegisteredError(
      `Shopify did not import ${row.code}: ${result?.errors.map((e) => e.code ?? e.message).join(', ') || 'failed'}`,
    );
  }
  await db
    .prepare('UPDATE discount_codes SET registered_at = ? WHERE code = ? AND registered_at IS NULL')
    .bind(new Date().toISOString(), row.code)
    .run();
}
