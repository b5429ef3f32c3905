import { Hono } from 'hono';
import { homeFaq } from '../../content/faq';
import { site } from '../../content/site';
import { HomePage } from '../../client/pages/home-page';
import type { AppEnv } from '../app-env';
import { loadHome } from '../loaders/home';
import { absoluteUrl, renderPage } from '../render/render-page';

export const homeRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { critical, deferred } = await loadHome(c.var.storefront);
  const origin = c.var.origin;
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
          name: site.legalName,
          url: origin,
          logo: absoluteUrl(c, '/favicon.svg'),
          email: c.var.config.supportEmail,
          foundingDate: String(site.foundedYear),
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: site.name,
          url: origin,
          inLanguage: 'ro-RO',
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${origin}/shop?q={search_term_string}` },
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
    children: <HomePage hero={critical.hero} products={deferred.products} />,
  });
});
