import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { reportFilePath } from '../lib/certificate-paths';
import { loadLot } from '../loaders/certificates';
import { renderPage } from '../render/render-page';
import { notFound } from './errors';

/** Mounted at /buletin-analiza. GET /{lot}: the analysis report (buletin de analiză) of one lot of the embedded catalogue. */
export const certificateRoutes = new Hono<AppEnv>()
  .get('/:lot/raport.pdf', async (c) => {
    const entry = await loadLot(c, c.req.param('lot'));
    if (!entry) return notFound(c);
    // The PDF writer (its font and layout) loads with the first report an isolate draws.
    const { labReportPdf, reportFileName } = await import('../lib/lab-report');
    // The lab's report file: drawn from the lot's data, the same for every shopper, kept a day by browsers and CDNs.
    return c.body(await labReportPdf(entry.product, entry.lot), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${reportFileName(entry.lot)}"`,
      'Cache-Control': 'public, max-age=86400',
    });
  })
  .get('/:lot', async (c) => {
    // The page's components load with its first request in an isolate, not at the isolate's start (issue 34).
    const [entry, { CertificatePage }] = await Promise.all([
      loadLot(c, c.req.param('lot')),
      import('../../client/pages/certificate-page'),
    ]);
    if (!entry) return notFound(c);
    const { product, lot } = entry;
    return renderPage(c, {
      meta: {
        title: `Buletin de analiză, lotul ${lot.number} – ${product.title}`,
        description:
          `Rezumatul raportului de analiză pentru lotul ${lot.number} de ${product.title}: CBD măsurat față de cel declarat, THC, metale grele, pesticide și solvenți.`.slice(
            0,
            160,
          ),
        noindex: true,
      },
      children: (
        <CertificatePage
          product={product}
          lot={lot}
          supportEmail={c.var.config.supportEmail}
          reportFileUrl={reportFilePath(lot.number)}
        />
      ),
    });
  });

/**
 * Mounted at /certificat-analiza, the reports' old address ("certificat": a lab's report certifies nothing): every
 * path moves for good to /buletin-analiza, same lot, same file, query kept.
 */
export const movedCertificateRoutes = new Hono<AppEnv>().get('/*', (c) => {
  const { pathname, search } = new URL(c.req.url);
  return c.redirect(`/buletin-analiza/${pathname.slice('/certificat-analiza/'.length)}${search}`, 301);
});
