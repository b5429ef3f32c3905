import { Hono } from 'hono';
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
  // A former category id named a condition ("anxietate", "durere"): its old links still work, but land on the list
  // of routines, not on products a condition's name would point to (Reg. (CE) 1924/2006 art. 10: no implied claim).
  if (renamedCategory(url.searchParams.get('category'))) return c.redirect('/categorii', 301);
  const filters = parseShopFilters(url.searchParams);
  const result = loadShop(c.var.storefront, filters);
  // The page's components load with its first request in an isolate, not at the isolate's start (issue 34).
  const { ShopPage } = await import('../../client/pages/shop-page');
  return renderPage(c, {
    meta: shopMeta(filters),
    children: <ShopPage result={result} filters={filters} categories={filterCategories} />,
  });
});
