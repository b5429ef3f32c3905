import { Hono } from 'hono';
import { ShopPage } from '../../client/pages/shop-page';
import { categories } from '../../content/categories';
import { type CategoryId, parseShopFilters, renamedCategory } from '../../domain/shop-filters';
import type { AppEnv } from '../app-env';
import { loadShop, shopMeta } from '../loaders/shop';
import { renderPage } from '../render/render-page';

const filterCategories = categories
  .filter((c) => c.id !== 'toate')
  .map((c) => ({ id: c.id as CategoryId, name: c.name }));

export const shopRoutes = new Hono<AppEnv>().get('/shop', async (c) => {
  const url = new URL(c.req.url);
  // A former category id (it named a condition) moves for good to the current one; the rest of the query stays.
  const renamed = renamedCategory(url.searchParams.get('category'));
  if (renamed) {
    url.searchParams.set('category', renamed);
    return c.redirect(`${url.pathname}?${url.searchParams}`, 301);
  }
  const filters = parseShopFilters(url.searchParams);
  const result = loadShop(c.var.storefront, filters);
  return renderPage(c, {
    meta: shopMeta(filters),
    children: <ShopPage result={result} filters={filters} categories={filterCategories} />,
  });
});
