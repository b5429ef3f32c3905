import type { D1Database, Fetcher, KVNamespace, Queue, RateLimit } from '@cloudflare/workers-types';
import type { Promotion } from '../domain/promotion';
import type { Trader } from '../domain/trader';
import type { ProductForm } from '../domain/types';

/** A message on EMAIL_QUEUE: the outbox row to deliver (worker/leads/outbox.ts). */
export interface EmailJob {
  outboxId: number;
}

/** The Workers AI binding, as far as the assistant uses it. */
export interface WorkersAiBinding {
  run(model: string, inputs: Record<string, unknown>): Promise<unknown>;
}

/** The Workers AI model the assistant asks when ASSISTANT_PROVIDER=workers-ai names none. */
export const DEFAULT_WORKERS_AI_MODEL = '@cf/meta/llama-3.1-8b-instruct';

/** Which model the assistant asks, read from ASSISTANT_* (worker/assistant/model.ts). */
export interface ModelConfig {
  provider: 'offline' | 'workers-ai' | 'openai';
  model: string;
  url: string | null;
  timeoutMs: number;
}

/** Bindings and variables from wrangler.toml (and secrets). */
export interface Env {
  ASSETS: Fetcher;
  STOREFRONT_CACHE: KVNamespace;
  /** Leads, e-mail outbox, dev mailbox and wheel spins (migrations/). */
  DB: D1Database;
  EMAIL_QUEUE: Queue<EmailJob>;
  /** Per-visitor-IP limit for the lead functions. */
  LEAD_LIMITER: RateLimit;
  /** Public anonymous key the browser sends to /functions/v1/* (Supabase-style). */
  FUNCTIONS_ANON_KEY?: string;
  /** Where the browser calls the functions; empty = the shop's own origin. */
  FUNCTIONS_URL?: string;
  /** "dev-mailbox" (local default: kept in D1, shown at /dev/mailbox) or "http". */
  EMAIL_PROVIDER?: string;
  EMAIL_API_URL?: string;
  /** Secret: bearer token of the transactional e-mail API. */
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  /** Secret: signs unsubscribe links. */
  UNSUBSCRIBE_SECRET?: string;
  /** Store origin (https://x.myshopify.com). Empty: the embedded storefront. */
  STOREFRONT_ENDPOINT?: string;
  STOREFRONT_API_VERSION?: string;
  /** Handle of the store's blog that /blog shows (default "blog"; a new Shopify store's is "news"). */
  STOREFRONT_BLOG_HANDLE?: string;
  /**
   * Secret: Admin API access token of the shop's custom app (scope write_discounts). With a real store every
   * lead's code is added to the owner's discount with it; without it lead e-mails are held (never sent with a
   * code the store does not know).
   */
  SHOPIFY_ADMIN_TOKEN?: string;
  /** Admin API version for discountRedeemCodeBulkAdd (default 2026-04). */
  SHOPIFY_ADMIN_API_VERSION?: string;
  /** The owner's code discounts (the number in the admin URL, or gid://shopify/DiscountCodeNode/N), one per offer. */
  SHOPIFY_DISCOUNT_NEWSLETTER?: string;
  SHOPIFY_DISCOUNT_EXIT_POPUP?: string;
  SHOPIFY_DISCOUNT_WHEEL_SPIN5?: string;
  SHOPIFY_DISCOUNT_WHEEL_SPIN10?: string;
  SHOPIFY_DISCOUNT_WHEEL_SPIN15?: string;
  SHOPIFY_DISCOUNT_WHEEL_SPIN20?: string;
  SHOPIFY_DISCOUNT_WHEEL_SPINFREE?: string;
  /** Secret: signs Shopify's webhooks (X-Shopify-Hmac-Sha256); without it POST /webhooks/shopify refuses all. */
  SHOPIFY_WEBHOOK_SECRET?: string;
  /**
   * "development" (npm start and the tests set it): the dev mailbox and the embedded Storefront API on this
   * machine. Anything else (wrangler.toml says "production") never serves them, whatever Host a request claims.
   */
  ENVIRONMENT?: string;
  /** "true": the embedded store's POST /api/{version}/graphql.json answers on any host, not only localhost. */
  STOREFRONT_API_PUBLIC?: string;
  STOREFRONT_PUBLIC_TOKEN?: string;
  /** Secret: server-side token (wrangler secret put STOREFRONT_PRIVATE_TOKEN). */
  STOREFRONT_PRIVATE_TOKEN?: string;
  /** The site-wide promotion: when it starts and ends (ISO instants), its percent and its label. */
  PROMO_STARTS_AT?: string;
  PROMO_ENDS_AT?: string;
  PROMO_PERCENT?: string;
  PROMO_LABEL?: string;
  /**
   * The simulated figures (viewers, bought today, a stock the store does not state): "true" on, "false" off;
   * empty: on only with the embedded demo store, never with a real one (STOREFRONT_ENDPOINT set).
   */
  SIMULATED_SOCIAL_PROOF?: string;
  /**
   * Product forms withdrawn from sale, comma-separated: any of ulei, jeleuri, vape, topic (e.g. "ulei,jeleuri" while
   * ingestible CBD has no novel-food authorisation). Their products leave every list and page and cannot be bought.
   */
  WITHDRAWN_FORMS?: string;
  /** The trader's identity shown in the footer and on the contact page (Legea 365/2002). */
  TRADER_NAME?: string;
  TRADER_CUI?: string;
  TRADER_TRADE_REGISTER?: string;
  TRADER_ADDRESS?: string;
  TRADER_PHONE?: string;
  /** Name and address of the maker of the shop's own products, shown on product pages (a product's verdana.manufacturer metafield wins). */
  PRODUCT_MANUFACTURER?: string;
  /** The EU responsible person for the shop's cosmetics (Reg. (CE) nr. 1223/2009 art. 4); verdana.responsible_person wins. */
  COSMETICS_RESPONSIBLE_PERSON?: string;
  MESSAGING_NUMBER?: string;
  SUPPORT_EMAIL?: string;
  SITE_URL?: string;
  /** Per-IP limit for POST /api/cart. */
  API_LIMITER?: RateLimit;
  /** POST /api/cart/quote: the cart's discount code re-checked as its lines change. */
  QUOTE_LIMITER?: RateLimit;
  /** Per-IP limit for the assistant functions (chat and quiz). */
  ASSISTANT_LIMITER?: RateLimit;
  /** Milliseconds one storefront request may take (default 2500). */
  STOREFRONT_TIMEOUT_MS?: string;
  /** Milliseconds all storefront requests of one page may take together, retries included (default 4500). */
  STOREFRONT_BUDGET_MS?: string;
  /** Consecutive failures that open the storefront circuit breaker (default 5). */
  STOREFRONT_BREAKER_FAILURES?: string;
  /** Seconds the open breaker waits before one probe (default 30). */
  STOREFRONT_BREAKER_COOLDOWN_S?: string;
  /** Milliseconds one call to the e-mail API may take (default 10000). */
  EMAIL_TIMEOUT_MS?: string;
  /** Wheel spins one IP may make per day (a shared mobile IP must still allow a few; default 5). */
  WHEEL_SPINS_PER_IP_PER_DAY?: string;
  /** Optional model for the assistant: "" (offline, the default), "workers-ai" (needs the AI binding) or "openai". */
  ASSISTANT_PROVIDER?: string;
  /** Model id: a Workers AI model (default @cf/meta/llama-3.1-8b-instruct) or the OpenAI-compatible model name. */
  ASSISTANT_MODEL?: string;
  /** Base URL of an OpenAI-compatible API (…/chat/completions is appended). */
  ASSISTANT_API_URL?: string;
  /** Secret: bearer key of that API (wrangler secret put ASSISTANT_API_KEY). */
  ASSISTANT_API_KEY?: string;
  /** Milliseconds the model may take before the offline answer is sent (default 6000). */
  ASSISTANT_TIMEOUT_MS?: string;
  /** Workers AI binding (`[ai] binding = "AI"`), used when ASSISTANT_PROVIDER is "workers-ai". */
  AI?: WorkersAiBinding;
}

export interface SiteConfig {
  storefront: {
    endpoint: string | null;
    apiVersion: string;
    publicToken: string;
    privateToken: string;
    blogHandle: string;
  };
  promotion: Promotion;
  /** Random social-proof figures (SPEC §9) are shown; off, none is. */
  simulatedSocialProof: boolean;
  /** Product forms the owner has withdrawn from sale (WITHDRAWN_FORMS); a list, so the config's fingerprint sees it. */
  withdrawnForms: readonly ProductForm[];
  trader: Trader;
  /** The maker and the cosmetics' responsible person a product page names when its metafields do not; null: none is named. */
  productMaker: ProductMaker;
  /** Digits only, international format; null when not configured. */
  messagingNumber: string | null;
  supportEmail: string;
  /** Absolute origin for canonical URLs, or null to use the request's. */
  siteUrl: string | null;
  timeouts: {
    storefrontAttemptMs: number;
    storefrontBudgetMs: number;
    emailMs: number;
  };
  breaker: { failures: number; cooldownMs: number };
  wheelSpinsPerIpPerDay: number;
  /** The assistant's optional model (provider "offline" = none). */
  /** Where lead e-mails go: an HTTP e-mail API, or the local mailbox shown at /dev/mailbox. */
  emailProvider: 'http' | 'dev-mailbox';
  assistant: ModelConfig;
  functions: {
    /** Public anonymous key the browser sends. */
    anonKey: string;
    /** Base URL the browser calls (…/functions/v1 is appended); null = the shop's origin. */
    url: string | null;
  };
}

export interface ProductMaker {
  manufacturer: string | null;
  responsiblePerson: string | null;
}

// The variables' defaults: these constants and readConfig. wrangler.toml's [vars] does not repeat them; it sets only
// what a deployment changes (ENVIRONMENT, the demo company's identity). README lists every variable.

/** Local default anon key (public by design; set FUNCTIONS_ANON_KEY in production). */
export const DEFAULT_ANON_KEY = 'sb-local-anon-7f3c2a91d4e84b6fa0c1d2e3f4a5b6c7';

export const DEFAULT_PROMOTION: Promotion = {
  label: 'Halloween',
  percent: 25,
  startsAt: '2025-10-01T00:00:00+03:00',
  // SPEC §1: the countdown runs to the end of 31 October 2025 (EET).
  endsAt: '2025-10-31T23:59:59+02:00',
};

export const DEFAULT_SUPPORT_EMAIL = 'suport@verdana.ro';

export const DEFAULT_TRADER: Trader = {
  name: 'Verdana Wellness S.R.L.',
  cui: '',
  tradeRegister: '',
  address: '',
  phone: '',
  email: DEFAULT_SUPPORT_EMAIL,
};
/** The newest Storefront API version `@shopify/hydrogen-react` ships; Shopify no longer supports 2025-07 (it falls forward). */
export const DEFAULT_API_VERSION = '2026-04';
/** Admin API version of the discount calls (SHOPIFY_ADMIN_API_VERSION). */
export const DEFAULT_ADMIN_API_VERSION = '2026-04';
/** Sender of lead e-mails (EMAIL_FROM). */
export const DEFAULT_EMAIL_FROM = 'Verdana <salut@verdana.ro>';

/** A whole number within [min, max] from configuration, or the default. */
function intVar(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(value?.trim());
  return value?.trim() && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** An ISO instant from configuration, or the default when it is missing or not a date. */
function instantVar(value: string | undefined, fallback: string): string {
  const parsed = Date.parse(value?.trim() ?? '');
  return new Date(Number.isNaN(parsed) ? fallback : parsed).toISOString();
}

function readPromotion(env: Partial<Env>): Promotion {
  const startsAt = instantVar(env.PROMO_STARTS_AT, DEFAULT_PROMOTION.startsAt);
  const endsAt = instantVar(env.PROMO_ENDS_AT, DEFAULT_PROMOTION.endsAt);
  return {
    label: env.PROMO_LABEL?.trim().slice(0, 40) || DEFAULT_PROMOTION.label,
    percent: intVar(env.PROMO_PERCENT, DEFAULT_PROMOTION.percent, 1, 90),
    // A start after the end would make a promotion that never runs: the start is then the end.
    startsAt: Date.parse(startsAt) <= Date.parse(endsAt) ? startsAt : endsAt,
    endsAt,
  };
}

/**
 * Invented activity figures are a blacklisted practice (Legea 363/2007 art. 6; Omnibus guidance on fake urgency):
 * off by default with any store, the demo's included; only an explicit `true` shows them (a design review of the
 * spec's widget, never a live shop). Never on a vape or a sold-out variant (the product page decides).
 */
function simulatedSocialProof(env: Partial<Env>): boolean {
  return /^(true|1|on|yes)$/i.test(env.SIMULATED_SOCIAL_PROOF?.trim() ?? '');
}

const PRODUCT_FORMS: readonly ProductForm[] = ['ulei', 'jeleuri', 'vape', 'topic'];

/** WITHDRAWN_FORMS read leniently ("Ulei, jeleuri"; "crema" is a topical); unknown names are ignored, with a warning. */
function withdrawnForms(raw: string | undefined): readonly ProductForm[] {
  const forms = new Set<ProductForm>();
  for (const name of (raw ?? '').split(',')) {
    const value = name.trim().toLowerCase();
    if (!value) continue;
    const form = PRODUCT_FORMS.find((f) => f === (value === 'crema' || value === 'creme' ? 'topic' : value));
    if (form) forms.add(form);
    else console.warn(`WITHDRAWN_FORMS: unknown product form "${value}" ignored (ulei, jeleuri, vape, topic)`);
  }
  return [...forms].sort();
}

export function readConfig(env: Partial<Env>): SiteConfig {
  const assistantProvider =
    (['workers-ai', 'openai'] as const).find((p) => p === env.ASSISTANT_PROVIDER?.trim().toLowerCase()) ?? 'offline';
  const supportEmail = env.SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL;
  const digits = (env.MESSAGING_NUMBER ?? '').replace(/\D/g, '');
  return {
    storefront: {
      endpoint: env.STOREFRONT_ENDPOINT?.trim() || null,
      apiVersion: env.STOREFRONT_API_VERSION?.trim() || DEFAULT_API_VERSION,
      publicToken: env.STOREFRONT_PUBLIC_TOKEN ?? '',
      privateToken: env.STOREFRONT_PRIVATE_TOKEN ?? '',
      blogHandle: env.STOREFRONT_BLOG_HANDLE?.trim() || 'blog',
    },
    promotion: readPromotion(env),
    simulatedSocialProof: simulatedSocialProof(env),
    withdrawnForms: withdrawnForms(env.WITHDRAWN_FORMS),
    trader: {
      name: env.TRADER_NAME?.trim() || DEFAULT_TRADER.name,
      cui: env.TRADER_CUI?.trim() ?? '',
      tradeRegister: env.TRADER_TRADE_REGISTER?.trim() ?? '',
      address: env.TRADER_ADDRESS?.trim() ?? '',
      phone: env.TRADER_PHONE?.trim() ?? '',
      email: supportEmail,
    },
    productMaker: {
      manufacturer: env.PRODUCT_MANUFACTURER?.trim() || null,
      responsiblePerson: env.COSMETICS_RESPONSIBLE_PERSON?.trim() || null,
    },
    messagingNumber: digits.length >= 8 ? digits : null,
    supportEmail,
    siteUrl: env.SITE_URL?.trim().replace(/\/+$/, '') || null,
    functions: {
      anonKey: env.FUNCTIONS_ANON_KEY?.trim() || DEFAULT_ANON_KEY,
      url: env.FUNCTIONS_URL?.trim().replace(/\/+$/, '') || null,
    },
    timeouts: {
      storefrontAttemptMs: intVar(env.STOREFRONT_TIMEOUT_MS, 2500, 100, 60_000),
      // A little under 5 s, so a page whose calls use it all still answers within 5 s, rendering included.
      storefrontBudgetMs: intVar(env.STOREFRONT_BUDGET_MS, 4500, 100, 120_000),
      emailMs: intVar(env.EMAIL_TIMEOUT_MS, 10_000, 100, 120_000),
    },
    breaker: {
      failures: intVar(env.STOREFRONT_BREAKER_FAILURES, 5, 1, 1000),
      cooldownMs: intVar(env.STOREFRONT_BREAKER_COOLDOWN_S, 30, 1, 3600) * 1000,
    },
    wheelSpinsPerIpPerDay: intVar(env.WHEEL_SPINS_PER_IP_PER_DAY, 5, 1, 10_000),
    // Anything but 'http' writes to the local mailbox (D1), the default.
    emailProvider: env.EMAIL_PROVIDER === 'http' ? 'http' : 'dev-mailbox',
    assistant: {
      provider: assistantProvider,
      model: env.ASSISTANT_MODEL?.trim() || (assistantProvider === 'workers-ai' ? DEFAULT_WORKERS_AI_MODEL : ''),
      url: env.ASSISTANT_API_URL?.trim() || null,
      timeoutMs: intVar(env.ASSISTANT_TIMEOUT_MS, 6000, 100, 60_000),
    },
  };
}

/** Whether this worker runs as a developer's local server (ENVIRONMENT=development), never read from a request. */
export const isDevelopment = (env: Pick<Env, 'ENVIRONMENT'>) => env.ENVIRONMENT?.trim() === 'development';
