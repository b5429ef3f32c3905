import { Hono } from 'hono';
import { Island } from '../../client/components/island';
import { LoadErrorToast } from '../../client/islands/load-error-toast';
import { ErrorPage } from '../../client/pages/error-page';
import { productRedirects } from '../../content/catalog/redirects';
import type { AppEnv } from '../app-env';
import { shopClaims } from '../loaders/claims';
import { loadProduct, productMeta } from '../loaders/product';
import { renderPage } from '../render/render-page';
import { isPaymentRequired } from '../storefront/errors';

/** Mounted at /products (canonical) and /produs (its Romanian alias). */
export const productRoutes = new Hono<AppEnv>().get('/:handle', async (c) => {
  const handle = c.req.param('handle').toLowerCase();
  // A renamed product of the embedded catalogue: its old address moves for good to the new one, same path family.
  const renamed = c.var.config.storefront.endpoint ? undefined : productRedirects.get(handle);
  if (renamed) {
    const { pathname, search } = new URL(c.req.url);
    return c.redirect(`${pathname.startsWith('/produs/') ? '/produs/' : '/products/'}${renamed}${search}`, 301);
  }
  // The page's components load with its first request in an isolate, not at the isolate's start (issue 34).
  const page = import('../../client/pages/product-page');
  let data: Awaited<ReturnType<typeof loadProduct>>;
  // The shop's figures are asked for alongside the product (a failure of theirs only leaves them out).
  const claims = shopClaims(c);
  try {
    data = await loadProduct(c.var.storefront, handle);
  } catch (error) {
    // A frozen shop gets the spec's payment toast on the error page, as on every page.
    if (isPaymentRequired(error)) throw error;
    console.error(`product ${handle} failed to load`, error);
    return renderPage(c, {
      status: 503,
      meta: {
        title: 'Eroare la încărcarea produsului',
        description: 'Produsul nu a putut fi încărcat.',
        noindex: true,
      },
      children: (
        <>
          <ErrorPage description="Produsul nu a putut fi încărcat acum. Te rugăm să reîncerci în câteva momente." />
          <Island
            name="load-error-toast"
            component={LoadErrorToast}
            props={{
              title: 'Eroare la încărcarea produsului',
              description: 'Te rugăm să încerci din nou în câteva momente.',
            }}
          />
        </>
      ),
    });
  }
  const { product, related } = data;
  const { ProductNotFoundPage, ProductPage } = await page;
  if (!product) {
    return renderPage(c, {
      status: 404,
      meta: { title: 'Produs negăsit', description: 'Produsul căutat nu există.', noindex: true },
      children: <ProductNotFoundPage />,
    });
  }
  return renderPage(c, {
    meta: productMeta(c, product),
    children: (
      <ProductPage
        product={product}
        related={related}
        simulatedSocialProof={c.var.config.simulatedSocialProof}
        claims={await claims}
        maker={c.var.config.productMaker}
      />
    ),
  });
});
