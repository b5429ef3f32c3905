import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { loadIslandProduct, loadSearchIndex } from '../loaders/catalogue';

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

/** Under /api: the product an island asks for, and the shop search's index. */
export const catalogueApiRoutes = new Hono<AppEnv>()
  .get('/products/:handle', async (c) => {
    const handle = c.req.param('handle');
    if (!HANDLE.test(handle)) return c.json({ error: 'Identificator de produs invalid.' }, 400);
    const product = await loadIslandProduct(c.var.storefront, handle);
    if (!product) return c.json({ error: 'Produs negăsit' }, 404);
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
    return c.json({ product });
  })
  .get('/search-index', async (c) => {
    const products = await loadSearchIndex(c.var.storefront);
    c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
    return c.json({ products });
  });
