import type { ExecutionContext, MessageBatch, ScheduledController } from '@cloudflare/workers-types';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import type { Env } from './env';
import { functionRoutes } from './functions';
import { consumeEmailBatch, type EmailJob, redriveOnStart, redrivePending } from './leads/outbox';
import { purgeExpired } from './leads/store';
import { shellLoader } from './loaders/shell';
import { createPageCache } from './middleware/page-cache';
import { securityHeaders } from './middleware/security-headers';
import { storefrontContext } from './middleware/storefront';
import { serverTiming } from './middleware/timing';
import { trimTrailingSlash } from './middleware/trailing-slash';
import { recordTodaysPrices } from './pricing/daily';
import { apiRoutes } from './routes/api';
import { blogRoutes } from './routes/blog';
import { cartPageRoutes } from './routes/cart-page';
import { certificateRoutes, movedCertificateRoutes } from './routes/certificates';
import { checkoutRoutes } from './routes/checkout';
import { collectionRoutes } from './routes/collections';
import { contentPageRoutes } from './routes/content-pages';
import { notFound, onError } from './routes/errors';
import { favoritesRoutes } from './routes/favorites';
import { homeRoutes } from './routes/home';
import { leadPageRoutes } from './routes/leads-pages';
import { policyRoutes } from './routes/policies';
import { productRoutes } from './routes/product';
import { seoRoutes } from './routes/seo';
import { shopRoutes } from './routes/shop';
import { webhookRoutes } from './routes/webhooks';

export const app = new Hono<AppEnv>();

// A stale page in the colo is served while the app renders it again in the background.
const pages = createPageCache({
  render: (request, env, ctx) => app.fetch(request as never, env, ctx as never) as Promise<Response>,
});

// After a crash or a deploy, pending e-mails leave at once: the isolate's first request schedules one re-drive.
app.use(async (c, next) => {
  let ctx: { waitUntil: (promise: Promise<unknown>) => void } | null = null;
  try {
    ctx = c.executionCtx;
  } catch {
    // No execution context (plain app.request in tests): nothing is scheduled.
  }
  if (ctx) redriveOnStart(c.env, (promise) => ctx.waitUntil(promise));
  await next();
});
app.use(serverTiming());
app.use(securityHeaders());
app.use(trimTrailingSlash());
app.use(pages.middleware);
app.use(storefrontContext());
app.use(shellLoader());

// Each sub-app under the prefix its URLs share; the shop's Romanian pages and their aliases sit at the root.
app.route('/api', apiRoutes);
app.route('/functions', functionRoutes);
app.route('/webhooks', webhookRoutes);
app.route('/checkout', checkoutRoutes);
app.route('/products', productRoutes);
app.route('/produs', productRoutes);
app.route('/buletin-analiza', certificateRoutes);
app.route('/certificat-analiza', movedCertificateRoutes);
app.route('/blog', blogRoutes);
app.route('/', homeRoutes);
app.route('/', shopRoutes);
app.route('/', collectionRoutes);
app.route('/', cartPageRoutes);
app.route('/', favoritesRoutes);
app.route('/', policyRoutes);
app.route('/', contentPageRoutes);
app.route('/', seoRoutes);
app.route('/', leadPageRoutes);

app.notFound(notFound);
app.onError(onError);

/**
 * A page this isolate holds leaves before the middleware chain, with the headers the chain would give it: a hit
 * costs a lookup and a copy. Anything else (and any failure of that lookup) goes through the app.
 */
export async function fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const held = await pages.answerFromMemory(request, env).catch((error: unknown) => {
    console.error('page cache: memory answer failed', error);
    return null;
  });
  return held ?? app.fetch(request as never, env, ctx as never);
}

export default {
  fetch,
  /** E-mail outbox consumer (lead-emails queue). */
  async queue(batch: MessageBatch<EmailJob>, env: Env) {
    await consumeEmailBatch(batch, env);
  },
  /** Re-drives pending e-mails, deletes what the privacy policy does not keep, records today's prices once a day (cron). */
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(redrivePending(env).catch((error) => console.error('re-drive of pending e-mails failed', error)));
    ctx.waitUntil(purgeExpired(env.DB).catch((error) => console.error('purge of expired leads failed', error)));
    ctx.waitUntil(
      recordTodaysPrices(env).catch((error) => {
        // Not recorded: the day stays open and the next tick tries again.
        console.error('daily price record failed', error);
      }),
    );
  },
};
