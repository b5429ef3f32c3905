import { Hono } from 'hono';
import { promotionState } from '../../domain/promotion';
import type { AppEnv } from '../app-env';
import { shopClaims } from '../loaders/claims';
import { exitOfferStillOpen, homeMeta, loadHome } from '../loaders/home';
import { functionsFor, renderPage } from '../render/render-page';

export const homeRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const promotion = promotionState(c.var.config.promotion, Date.now());
  // HALLOWEEN15 belongs to the promotion: once it has ended the popup is not offered at all.
  // The page's components load with its first request in an isolate, not at the isolate's start (issue 34).
  const [{ HomePage }, { critical, deferred }, exitOfferOpen, claims] = await Promise.all([
    import('../../client/pages/home-page'),
    loadHome(c.var.storefront),
    promotion.phase === 'running' ? exitOfferStillOpen(c.env.DB) : false,
    shopClaims(c),
  ]);
  return renderPage(c, {
    meta: homeMeta(c, critical.hero),
    children: (
      <HomePage
        hero={critical.hero}
        products={deferred.products}
        functions={functionsFor(c)}
        promotion={promotion}
        exitOfferOpen={exitOfferOpen}
        claims={claims}
      />
    ),
  });
});
