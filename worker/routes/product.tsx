import { Hono } from 'hono';
import { ProductNotFoundPage, ProductPage } from '../../client/pages/product-page';
import { ErrorPage } from '../../client/pages/error-page';
import { Island } from '../../client/components/island';
import { LoadErrorToast } from '../../client/islands/load-error-toast';
import { oldPrice } from '../../client/lib/pricing';
import { productPath } from '../../client/lib/product-item';
import type { AppEnv } from '../app-env';
import { isPaymentRequired } from '../loaders/degrade';
import { loadProduct } from '../loaders/product';
import { absoluteUrl, renderPage } from '../render/render-page';
import { breadcrumbList } from '../render/structured-data';
import { site } from '../../content/site';


/** /products/{handle} is canonical; /produs/{handle} is its Romanian alias. */
export const productRoutes = new Hono<AppEnv>().on('GET', ['/products/:handle', '/produs/:handle'], async (c) => {
  const handle = c.req.param('handle').toLowerCase();
  let data: Awaited<ReturnType<typeof loadProduct>>;
  try {
    data = await loadProduct(c.var.storefront, handle);
  } catch (error) {
    // A frozen shop gets the spec's payment toast on the error page, as on every page.
    if (isPaymentRequired(error)) throw error;
    console.error(`product ${handle} failed to load`, error);
    return renderPage(c, {
      status: 503,
      meta: { title: 'Eroare la încărcarea produsului', description: 'Produsul nu a putut fi încărcat.', noindex: true },
      children: (
        <>
          <ErrorPage description="Produsul nu a putut fi încărcat acum. Te rugăm să reîncerci în câteva momente." />
          <Island
            name="load-error-toast"
            component={LoadErrorToast}
            props={{ title: 'Eroare la încărcarea produsului', description: 'Te rugăm să încerci din nou în câteva momente.' }}
          />
        </>
      ),
    });
  }
  const { product, related } = data;
  if (!product) {
    return renderPage(c, {
      status: 404,
      meta: { title: 'Produs negăsit', description: 'Produsul căutat nu există.', noindex: true },
      children: <ProductNotFoundPage />,
    });
  }
  const url = absoluteUrl(c, productPath(product.handle));
  const image = product.images[0] ? absoluteUrl(c, product.images[0].url) : undefined;
  return renderPage(c, {
    meta: {
      title: `${product.title} – ${site.name}`,
      description: product.description.slice(0, 155),
      path: productPath(product.handle),
      type: 'product',
      image,
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.title,
          description: product.description,
          image: product.images.map((i) => absoluteUrl(c, i.url)),
          sku: product.variants[0]?.id.split('/').pop(),
          brand: { '@type': 'Brand', name: site.name },
          offers: product.variants.map((v) => ({
            '@type': 'Offer',
            url,
            price: v.price.amount.toFixed(2),
            priceCurrency: v.price.currencyCode,
            priceValidUntil: c.var.config.priceValidUntil,
            availability: v.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
            ...(v.title !== 'Default Title' ? { name: v.title } : {}),
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: oldPrice(v.price).amount.toFixed(2),
              priceCurrency: v.price.currencyCode,
            },
          })),
          aggregateRating: { '@type': 'AggregateRating', ratingValue: site.rating.value, reviewCount: site.rating.reviews, bestRating: 5 },
        },
        breadcrumbList(c, [
          ['Acasă', '/'],
          ['Magazin', '/shop'],
          [product.title, productPath(product.handle)],
        ]),
      ],
    },
    children: <ProductPage product={product} related={related} />,
  });
});
