import { Hono } from 'hono';
import { homeFaq } from '../../content/faq';
import { site } from '../../content/site';
import { HomePage } from '../../client/pages/home-page';
import { promotionState } from '../../domain/promotion';
import type { AppEnv } from '../app-env';
import { shopClaims } from '../loaders/claims';
import { loadHome } from '../loaders/home';
import { offers } from '../../content/wheel';
import { countLeads, ensureSchema } from '../leads/store';
import { absoluteUrl, functionsFor, renderPage } from '../render/render-page';

export const homeRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const promotion = promotionState(c.var.config.promotion, Date.now());
  // HALLOWEEN15 belongs to the promotion: once it has ended the popup is not offered at all.
  const [{ critical, deferred }, exitOfferOpen, claims] = await Promise.all([
    loadHome(c.var.storefront),
    promotion.phase === 'running' ? exitOfferStillOpen(c.env.DB) : false,
    shopClaims(c),
  ]);
  return renderPage(c, {
    meta: {
      title: `${site.name} – CBD premium în România | Uleiuri, jeleuri, vape și creme CBD`,
      description: site.description,
      path: '/',
      image: critical.hero?.images[0] ? absoluteUrl(c, critical.hero.images[0].url) : undefined,
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: c.var.config.trader.name,
          url: absoluteUrl(c, '/'),
          logo: absoluteUrl(c, '/favicon.svg'),
          email: c.var.config.supportEmail,
          foundingDate: String(site.foundedYear),
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: site.name,
          url: absoluteUrl(c, '/'),
          inLanguage: 'ro-RO',
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(c, '/shop')}?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: homeFaq.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        },
      ],
    },
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

/** HALLOWEEN15 goes to the first 100 addresses; when D1 cannot answer, the offer stays visible. */
async function exitOfferStillOpen(db: Parameters<typeof countLeads>[0]): Promise<boolean> {
  try {
    await ensureSchema(db);
    return (await countLeads(db, 'exit-popup')) < offers.exitPopup.limit;
  } catch (error) {
    console.error('exit offer count failed', error);
    return true;
  }
}
