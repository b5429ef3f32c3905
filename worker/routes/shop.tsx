import { Hono } from 'hono';
import { ShopPage } from '../../client/pages/shop-page';
import { categories } from '../../content/categories';
import { type CategoryId, parseShopFilters } from '../../domain/shop-filters';
import type { AppEnv } from '../app-env';
import { loadShop, shopMeta } from '../loaders/shop';
import { renderPage } from '../render/render-page';

const filterCategories = categories
  .filter((c) => c.id !== 'toate')
  .map((c) => ({ id: c.id as CategoryId, name: c.name }));

export const shopRoutes = new Hono<AppEnv>().get('/shop', async (c) => {
  const filters = parseShopFilters(new URL(c.req.url).searchParams);
  const result = loadShop(c.var.storefront, filters);
  return renderPage(c, {
    meta: shopMeta(filters),
    children: <ShopPage result={result} filters={filters} categories={filterCategories} />,
  });
});
