// The store's menus as a merchant builds them in the Shopify admin: each item a link to one of the store's
// resources (by its type and handle), which the embedded store serves with Shopify's URLs, types and ids.
// The shop maps Shopify's paths to its own routes (worker/storefront/reshape-content), so its header and
// footer show content/site's mainNav and footerNav, the links they stand in with when the store fails.

import type { StoreMenu } from '../packages/embedded-storefront';

/** The header menu (`main-menu`, the handle Hydrogen's skeleton asks for too). */
const mainMenu: StoreMenu = {
  handle: 'main-menu',
  title: 'Meniul principal',
  items: [
    { title: 'Acasă', type: 'FRONTPAGE' },
    { title: 'Magazin', type: 'CATALOG' },
    { title: 'Colecții', type: 'COLLECTIONS' },
    { title: 'Categorii', type: 'PAGE', handle: 'categorii' },
    { title: 'Blog', type: 'BLOG', handle: 'blog' },
    { title: 'Despre', type: 'PAGE', handle: 'despre' },
    { title: 'Chestionar', type: 'PAGE', handle: 'quiz' },
  ],
};

/** The footer menu (`footer`): each top item a group, linking to its first link; its children the links. */
const footerMenu: StoreMenu = {
  handle: 'footer',
  title: 'Subsol',
  items: [
    {
      title: 'Magazin',
      type: 'CATALOG',
      items: [
        { title: 'Toate produsele', type: 'CATALOG' },
        { title: 'Colecții', type: 'COLLECTIONS' },
        { title: 'Categorii', type: 'PAGE', handle: 'categorii' },
      ],
    },
    {
      title: 'Despre noi',
      type: 'PAGE',
      handle: 'despre',
      items: [
        { title: 'Povestea noastră', type: 'PAGE', handle: 'despre' },
        { title: 'Blog și ghiduri', type: 'BLOG', handle: 'blog' },
        { title: 'Contact', type: 'PAGE', handle: 'contact' },
      ],
    },
    {
      title: 'Informații legale',
      type: 'SHOP_POLICY',
      handle: 'terms-of-service',
      items: [
        { title: 'Termeni și condiții', type: 'SHOP_POLICY', handle: 'terms-of-service' },
        { title: 'Politica de confidențialitate', type: 'SHOP_POLICY', handle: 'privacy-policy' },
        { title: 'Politica de livrare', type: 'SHOP_POLICY', handle: 'shipping-policy' },
        { title: 'Politica de retur', type: 'SHOP_POLICY', handle: 'refund-policy' },
        { title: 'Regulamentul ofertelor', type: 'PAGE', handle: 'regulament-oferte' },
      ],
    },
  ],
};

export const storeMenus: StoreMenu[] = [mainMenu, footerMenu];
