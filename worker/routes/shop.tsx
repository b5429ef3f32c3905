import { Hono } from 'hono';
import { ShopPage } from '../../client/pages/shop-page';
import { categories } from '../../content/categories';
import { shippingText } from '../../content/facts';
import { site } from '../../content/site';
import { type CategoryId, categoryName, parseShopFilters } from '../../domain/shop-filters';
import type { AppEnv } from '../app-env';
import { loadShop } from '../loaders/shop';
import { renderPage } from '../render/render-page';

const filterCategories = categories
  .filter((c) => c.id !== 'toate')
  .map((c) => ({ id: c.id as CategoryId, name: c.name }));

export const shopRoutes = new Hono<AppEnv>().get('/shop', async (c) => {
  const filters = parseShopFilters(new URL(c.req.url).searchParams);
  const result = loadShop(c.var.storefront, filters);
  const category = categoryName(filters.category);
  return renderPage(c, {
    meta: {
      title: category ? `${category} – produse CBD | Verdana` : 'Magazin – toate produsele CBD | Verdana',
      description: `Uleiuri CBD, jeleuri, vape, creme și produse topice cu ${site.thc}. Filtrează după nevoie și preț; livrare în ${shippingText.elsewhere}, gratuită de la ${shippingText.freeFrom}.`,
      // Filtered views share the unfiltered page's canonical.
      path: '/shop',
    },
    children: <ShopPage result={result} filters={filters} categories={filterCategories} />,
  });
});
