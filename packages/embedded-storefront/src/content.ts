// The shop's content as Storefront API objects: the shop and its policies, menus, pages, the blog and its
// articles, from the content the app gives (`StoreContent`), built once per store when first asked for.
import { type ConnectionArgs, connection } from './connection';
import { shopMetafields } from './metafields';
import { gid } from './nodes';
import { type SortArgs, sorted } from './sorting';
import { escapeHtml, plainText, summary } from './text';
import type {
  ShopPolicyField,
  StoreBlog,
  StoreContent,
  StoreMenu,
  StoreMenuLink,
  StorePage,
  StorePolicy,
} from './types';

/** Fixed dates of the static content (the catalogue's own publication dates stand for "when"). */
const CONTENT_DATE = '2025-01-28T09:00:00Z';

/** The Shop fields that answer a policy, in the order of their ids. */
export const SHOP_POLICY_FIELDS: ShopPolicyField[] = [
  'privacyPolicy',
  'refundPolicy',
  'shippingPolicy',
  'termsOfService',
];

function shopPolicy(field: ShopPolicyField, policy: StorePolicy, origin: string) {
  return {
    __typename: 'ShopPolicy',
    id: gid('ShopPolicy', SHOP_POLICY_FIELDS.indexOf(field) + 1),
    handle: policy.path.slice(1),
    title: policy.title,
    body: policy.body,
    url: new URL(policy.path, origin).toString(),
  };
}

export function shopNode(origin: string, content: Pick<StoreContent, 'shop' | 'policies' | 'shopMetafields'>) {
  const { shop } = content;
  const policies = content.policies();
  const logo = {
    __typename: 'Image',
    id: gid('ImageSource', 1),
    url: new URL('/favicon.svg', origin).toString(),
    altText: shop.name,
    width: 64,
    height: 64,
    thumbhash: null,
  };
  const node: Record<string, unknown> = {
    __typename: 'Shop',
    id: gid('Shop', 1),
    name: shop.name,
    description: shop.description,
    moneyFormat: '{{amount_with_comma_separator}} lei',
    primaryDomain: {
      __typename: 'Domain',
      url: origin,
      host: new URL(origin).host,
      sslEnabled: origin.startsWith('https:'),
    },
    brand: {
      __typename: 'Brand',
      shortDescription: shop.tagline,
      slogan: shop.tagline,
      logo: {
        __typename: 'MediaImage',
        id: gid('MediaImage', 1),
        alt: shop.name,
        image: logo,
        mediaContentType: 'IMAGE',
        previewImage: logo,
        presentation: null,
      },
      squareLogo: {
        __typename: 'MediaImage',
        id: gid('MediaImage', 2),
        alt: shop.name,
        image: logo,
        mediaContentType: 'IMAGE',
        previewImage: logo,
        presentation: null,
      },
      coverImage: null,
      colors: { __typename: 'BrandColors', primary: [], secondary: [] },
    },
    paymentSettings: {
      __typename: 'PaymentSettings',
      countryCode: 'RO',
      currencyCode: 'RON',
      acceptedCardBrands: ['VISA', 'MASTERCARD'],
      cardVaultUrl: new URL('/checkout', origin).toString(),
      enabledPresentmentCurrencies: ['RON'],
      supportedDigitalWallets: [],
      shopifyPaymentsAccountId: null,
    },
    shipsToCountries: ['RO'],
    privacyPolicy: shopPolicy('privacyPolicy', policies.privacyPolicy, origin),
    refundPolicy: shopPolicy('refundPolicy', policies.refundPolicy, origin),
    shippingPolicy: shopPolicy('shippingPolicy', policies.shippingPolicy, origin),
    termsOfService: shopPolicy('termsOfService', policies.termsOfService, origin),
    subscriptionPolicy: null,
  };
  return Object.assign(
    node,
    shopMetafields(content.shopMetafields, () => node),
  );
}

/** A resource a menu item names (its node, whose `id` the item carries), or null when the store has none. */
export type MenuResource = (
  link: Extract<StoreMenuLink, { handle: string }>,
) => ({ id: string } & Record<string, unknown>) | null;

/** Where Shopify serves what a menu item links to: the path of its type, on the shop's origin. */
function menuPath(link: StoreMenuLink): string {
  switch (link.type) {
    case 'FRONTPAGE':
      return '/';
    case 'CATALOG':
      return '/collections/all';
    case 'COLLECTIONS':
      return '/collections';
    case 'SEARCH':
      return '/search';
    case 'COLLECTION':
      return `/collections/${link.handle}`;
    case 'PRODUCT':
      return `/products/${link.handle}`;
    case 'BLOG':
      return `/blogs/${link.handle}`;
    case 'ARTICLE':
      return `/blogs/${link.blog}/${link.handle}`;
    case 'PAGE':
      return `/pages/${link.handle}`;
    case 'SHOP_POLICY':
      return `/policies/${link.handle}`;
    case 'HTTP':
      return link.url;
  }
}

function menuItem(link: StoreMenuLink, id: string, origin: string, resourceOf: MenuResource): Record<string, unknown> {
  const resource = 'handle' in link ? resourceOf(link) : null;
  // A menu item of Shopify's always links to a resource that exists (deleting one removes its items).
  if ('handle' in link && !resource)
    throw new Error(`menu item "${link.title}": the store has no ${link.type} "${link.handle}"`);
  return {
    __typename: 'MenuItem',
    id: gid('MenuItem', id),
    title: link.title,
    url: new URL(menuPath(link), origin).toString(),
    type: link.type,
    resourceId: resource?.id ?? null,
    resource,
    tags: [],
    items: (link.items ?? []).map((child, i) => menuItem(child, `${id}${i + 1}`, origin, resourceOf)),
  };
}

/** The store's menus by handle, links absolute on `origin`. */
export function menus(storeMenus: readonly StoreMenu[], origin: string, resourceOf: MenuResource) {
  return new Map(
    storeMenus.map((menu, n) => {
      const items = menu.items.map((link, i) => menuItem(link, `${n + 1}${i + 1}`, origin, resourceOf));
      return [
        menu.handle,
        {
          __typename: 'Menu',
          id: gid('Menu', n + 1),
          handle: menu.handle,
          title: menu.title,
          items,
          itemsCount: items.length,
        },
      ];
    }),
  );
}

function pageNode(id: number, { handle, title, body, description, updatedAt = CONTENT_DATE }: StorePage) {
  const text = plainText(body);
  return {
    __typename: 'Page',
    id: gid('Page', id),
    handle,
    title,
    body,
    bodySummary: summary(text, 150),
    createdAt: CONTENT_DATE,
    updatedAt,
    onlineStoreUrl: null,
    trackingParameters: null,
    seo: { __typename: 'SEO', title, description: description || summary(text, 160) },
  };
}

/** The Online Store's pages, in the order given (their ids), and by handle. */
export function pages(list: StorePage[]) {
  const nodes = list.map((page, i) => pageNode(i + 1, page));
  return { list: nodes, byHandle: new Map(nodes.map((p) => [p.handle, p])) };
}

/** The blog with its articles, newest first, and the articles alone; their images absolute on `origin`. */
export function blog(origin: string, content: StoreBlog) {
  const blogArticles = content.articles;
  const blogNode: Record<string, unknown> = {
    __typename: 'Blog',
    id: gid('Blog', 1),
    handle: content.handle,
    title: content.title,
    onlineStoreUrl: null,
    seo: { __typename: 'SEO', title: content.seo.title, description: content.seo.description },
    authors: [...new Set(blogArticles.map((a) => a.author))].map((name) => ({
      __typename: 'ArticleAuthor',
      name,
      firstName: name.split(' ')[0],
      lastName: name.split(' ').slice(1).join(' '),
      email: '',
      bio: null,
    })),
  };
  const articleNodes = blogArticles.map((a) => {
    const author = {
      __typename: 'ArticleAuthor',
      name: a.author,
      firstName: a.author.split(' ')[0],
      lastName: a.author.split(' ').slice(1).join(' '),
      email: '',
      bio: null,
    };
    const image = {
      __typename: 'Image',
      id: gid('ImageSource', `9${a.id}`),
      url: new URL(a.image, origin).toString(),
      altText: a.title,
      width: 1200,
      height: 630,
      thumbhash: null,
    };
    return {
      __typename: 'Article',
      id: gid('Article', a.id),
      handle: a.slug,
      title: a.title,
      content: plainText(a.content),
      contentHtml: a.content,
      excerpt: a.excerpt,
      excerptHtml: `<p>${escapeHtml(a.excerpt)}</p>`,
      publishedAt: `${a.date}T09:00:00Z`,
      author,
      authorV2: author,
      image,
      tags: [a.category, ...a.keywords],
      onlineStoreUrl: null,
      trackingParameters: null,
      seo: { __typename: 'SEO', title: a.title, description: a.metaDescription },
      blog: blogNode,
    };
  });
  const byHandle = new Map(articleNodes.map((a) => [a.handle, a]));
  blogNode.articles = (args: ConnectionArgs & SortArgs) => connection(sorted(articleNodes, args), args);
  blogNode.articleByHandle = ({ handle }: { handle: string }) => byHandle.get(handle) ?? null;
  return { blog: blogNode, articles: articleNodes, articleByHandle: byHandle };
}
