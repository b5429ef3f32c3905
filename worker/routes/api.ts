import { Hono } from 'hono';
import { cartItemFor, defaultVariant } from '../../client/lib/product-item';
import type { AppEnv } from '../app-env';

/** Largest list the search panel filters (SPEC §9: search runs on up to 100 products). */
const SEARCH_LIMIT = 100;
const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

export const apiRoutes = new Hono<AppEnv>()
  .get('/api/products/:handle', async (c) => {
    const handle = c.req.param('handle');
    if (!HANDLE.test(handle)) return c.json({ error: 'Identificator de produs invalid.' }, 400);
    const product = await c.var.storefront.product(handle);
    if (!product) return c.json({ error: 'Produs negăsit' }, 404);
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
    return c.json({ product });
  })
  .get('/api/search-index', async (c) => {
    const products = await c.var.storefront.products({ first: SEARCH_LIMIT });
    c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
    return c.json({
      products: products.map((p) => ({
        id: p.id,
        handle: p.handle,
        title: p.title,
        description: p.description,
        price: p.price,
        ...(p.reduction ? { reduction: p.reduction } : {}),
        image: p.images[0] ? { url: p.images[0].url, altText: p.images[0].altText } : null,
        availableForSale: p.availableForSale,
        item: defaultVariant(p) ? cartItemFor(p, defaultVariant(p)!) : null,
      })),
    });
  });
