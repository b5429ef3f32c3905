import { Hono } from 'hono';
import { CertificatePage } from '../../client/pages/certificate-page';
import { lotsByNumber } from '../../content/catalog';
import type { AppEnv } from '../app-env';
import { renderPage } from '../render/render-page';
import { notFound } from './errors';

/** GET /certificat-analiza/{lot}: the certificate of analysis of one lot of the embedded catalogue. */
export const certificateRoutes = new Hono<AppEnv>().get('/certificat-analiza/:lot', (c) => {
  // A real store links its lab's own documents (verdana.coa_url); these pages describe the embedded catalogue only.
  const entry = c.var.config.storefront.endpoint ? undefined : lotsByNumber.get(c.req.param('lot').toUpperCase());
  if (!entry) return notFound(c);
  const { product, lot } = entry;
  return renderPage(c, {
    meta: {
      title: `Certificat de analiză, lotul ${lot.number} – ${product.title}`,
      description: `Rezumatul raportului de analiză pentru lotul ${lot.number} de ${product.title}: CBD măsurat față de cel declarat, THC, metale grele, pesticide și solvenți.`.slice(0, 160),
      noindex: true,
    },
    children: <CertificatePage product={product} lot={lot} supportEmail={c.var.config.supportEmail} />,
  });
});
