// Hydrogen's skeleton template against the embedded store: its header and footer queries, and every link
// they give followed the way the skeleton does (the shop's primary domain stripped) to one of its own routes,
// and the resource the route would show asked for by handle. A link to one of the shop's own routes
// (/shop, /despre) is a 404 on any other front.
import { describe, expect, it } from 'vitest';
import { memoryCartStore } from '../../../packages/embedded-storefront';
import { shopEmbeddedStore } from '../../../worker/storefront/embedded-store';

const gql = String.raw;

// The skeleton's documents (app/lib/fragments.ts), written from the Storefront API schema.
const MENU_FRAGMENTS = gql`
  fragment MenuItem on MenuItem {
    id
    resourceId
    tags
    title
    type
    url
  }
  fragment ChildMenuItem on MenuItem {
    ...MenuItem
  }
  fragment ParentMenuItem on MenuItem {
    ...MenuItem
    items {
      ...ChildMenuItem
    }
  }
  fragment Menu on Menu {
    id
    items {
      ...ParentMenuItem
    }
  }
`;

const HEADER_QUERY = gql`
  fragment Shop on Shop {
    id
    name
    description
    primaryDomain {
      url
    }
    brand {
      logo {
        image {
          url
        }
      }
    }
  }
  query Header($country: CountryCode, $headerMenuHandle: String!, $language: LanguageCode) @inContext(language: $language, country: $country) {
    shop {
      ...Shop
    }
    menu(handle: $headerMenuHandle) {
      ...Menu
    }
  }
  ${MENU_FRAGMENTS}
`;

const FOOTER_QUERY = gql`
  query Footer($country: CountryCode, $footerMenuHandle: String!, $language: LanguageCode) @inContext(language: $language, country: $country) {
    menu(handle: $footerMenuHandle) {
      ...Menu
    }
  }
  ${MENU_FRAGMENTS}
`;

interface Item {
  id: string;
  resourceId: string | null;
  tags: string[];
  title: string;
  type: string;
  url: string | null;
  items?: Item[];
}

type Route = { route: string; params: Record<string, string> };

/** The skeleton's routes (app/routes), in the order React Router ranks them: a path's route, or null (a 404). */
function skeletonRoute(path: string): Route | null {
  const routes: [string, RegExp][] = [
    ['/', /^\/$/],
    ['/collections', /^\/collections$/],
    ['/collections/all', /^\/collections\/all$/],
    ['/collections/:handle', /^\/collections\/(?<handle>[^/]+)$/],
    ['/products/:handle', /^\/products\/(?<handle>[^/]+)$/],
    ['/blogs', /^\/blogs$/],
    ['/blogs/:blogHandle', /^\/blogs\/(?<blogHandle>[^/]+)$/],
    ['/blogs/:blogHandle/:articleHandle', /^\/blogs\/(?<blogHandle>[^/]+)\/(?<articleHandle>[^/]+)$/],
    ['/pages/:handle', /^\/pages\/(?<handle>[^/]+)$/],
    ['/policies', /^\/policies$/],
    ['/policies/:handle', /^\/policies\/(?<handle>[^/]+)$/],
    ['/search', /^\/search$/],
    ['/cart', /^\/cart$/],
    ['/account', /^\/account(?:\/.*)?$/],
  ];
  for (const [route, pattern] of routes) {
    const m = pattern.exec(path);
    if (m) return { route, params: { ...m.groups } };
  }
  return null;
}

/** The menu item types that name a resource, and the route each one's link must lead to. */
const ROUTE_OF_TYPE: Record<string, string> = {
  FRONTPAGE: '/',
  CATALOG: '/collections/all',
  COLLECTIONS: '/collections',
  COLLECTION: '/collections/:handle',
  PRODUCT: '/products/:handle',
  BLOG: '/blogs/:blogHandle',
  ARTICLE: '/blogs/:blogHandle/:articleHandle',
  PAGE: '/pages/:handle',
  SHOP_POLICY: '/policies/:handle',
  SEARCH: '/search',
};

for (const origin of ['https://verdana.test', 'http://localhost:8787']) {
  describe(`the skeleton's header and footer on the embedded store (${origin})`, () => {
    const store = shopEmbeddedStore({ carts: memoryCartStore(), origin });
    const ask = async (query: string, variables: Record<string, unknown> = {}) => {
      const { body } = await store({ query, variables });
      // biome-ignore lint/suspicious/noExplicitAny: one-off GraphQL answers, read field by field in each assertion
      const answer = body as { data: Record<string, any>; errors?: { message: string }[] };
      expect(answer.errors, answer.errors?.[0]?.message).toBeUndefined();
      return answer.data;
    };

    /** The id of the resource the skeleton's route shows for a path, asked back by handle; null: the route shows none. */
    async function resourceAt({ route, params }: Route): Promise<string | null> {
      switch (route) {
        case '/collections/all': {
          // The skeleton's catalogue route lists products, not a collection.
          const data = await ask('{ products(first: 1) { nodes { id } } }');
          expect(data.products.nodes.length).toBeGreaterThan(0);
          return null;
        }
        case '/collections/:handle':
          return (await ask('query($handle: String!) { collection(handle: $handle) { id } }', params)).collection?.id;
        case '/products/:handle':
          return (await ask('query($handle: String!) { product(handle: $handle) { id } }', params)).product?.id;
        case '/blogs/:blogHandle':
          return (await ask('query($blogHandle: String!) { blog(handle: $blogHandle) { id } }', params)).blog?.id;
        case '/blogs/:blogHandle/:articleHandle':
          return (
            await ask(
              'query($blogHandle: String!, $articleHandle: String!) { blog(handle: $blogHandle) { articleByHandle(handle: $articleHandle) { id } } }',
              params,
            )
          ).blog?.articleByHandle?.id;
        case '/pages/:handle':
          return (await ask('query($handle: String!) { page(handle: $handle) { id } }', params)).page?.id;
        case '/policies/:handle': {
          // As the skeleton's policy route does: the handle camelCased names the Shop field.
          const field = params.handle!.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
          expect(
            ['privacyPolicy', 'shippingPolicy', 'termsOfService', 'refundPolicy', 'subscriptionPolicy'],
            field,
          ).toContain(field);
          const policy = (await ask(`{ shop { ${field} { id handle } } }`)).shop[field];
          expect(policy?.handle).toBe(params.handle);
          return policy?.id;
        }
        default:
          return null;
      }
    }

    it("answers the skeleton's handles, main-menu and footer, with the shop and a menu each", async () => {
      const header = await ask(HEADER_QUERY, { headerMenuHandle: 'main-menu', country: 'RO', language: 'RO' });
      expect(header.shop).toMatchObject({ name: 'Verdana', primaryDomain: { url: origin } });
      expect(header.shop.brand.logo.image.url).toBe(`${origin}/favicon.svg`);
      expect(header.menu.items.length).toBeGreaterThan(0);
      const footer = await ask(FOOTER_QUERY, { footerMenuHandle: 'footer', country: 'RO', language: 'RO' });
      expect(footer.menu.items.length).toBeGreaterThan(0);
    });

    it("every link leads to one of the skeleton's routes, and the resource it names exists", async () => {
      const header = await ask(HEADER_QUERY, { headerMenuHandle: 'main-menu' });
      const footer = await ask(FOOTER_QUERY, { footerMenuHandle: 'footer' });
      const primary = header.shop.primaryDomain.url as string;
      const items = [...header.menu.items, ...footer.menu.items].flatMap((item: Item) => [item, ...(item.items ?? [])]);
      expect(items.length).toBe(7 + 3 + 11);
      for (const item of items) {
        const where = `${item.title} (${item.type}, ${item.url})`;
        // As Shopify's: absolute on the shop's domain; the skeleton strips it (Header's and Footer's menus).
        expect(item.url!.startsWith(`${primary}/`), where).toBe(true);
        const path = new URL(item.url!).pathname;
        const route = skeletonRoute(path);
        expect(route, where).not.toBeNull();
        expect(route!.route, where).toBe(ROUTE_OF_TYPE[item.type]);
        const id = await resourceAt(route!);
        // The item's resourceId is the resource its link shows; null for the types that name none.
        expect(item.resourceId, where).toBe(id);
        if (['COLLECTION', 'PRODUCT', 'BLOG', 'ARTICLE', 'PAGE', 'SHOP_POLICY'].includes(item.type))
          expect(id, where).toMatch(/^gid:\/\/shopify\/\w+\/\d+$/);
        expect(item.tags).toEqual([]);
      }
    });
  });
}
