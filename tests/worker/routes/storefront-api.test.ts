import { describe, expect, it } from 'vitest';
import { products } from '../../../content/catalog';
import { messages } from '../../../domain/contract/messages';
import { request } from '../helpers';

/** POST /api/{version}/graphql.json on the embedded store, as a Storefront client would send it. */
async function graphql(
  body: unknown,
  {
    version = '2026-04',
    host = 'http://localhost',
    vars = {},
    headers = {},
  }: { version?: string; host?: string; vars?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const response = await request(
    `${host}/api/${version}/graphql.json`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': 'any-public-token',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    vars,
  );
  return {
    ...response,
    json: () =>
      JSON.parse(response.body) as {
        data?: Record<string, unknown> | null;
        errors?: { message: string; extensions?: { code?: string } }[];
      },
  };
}

// BEST_SELLING is the catalogue's own order; Shopify's default sort key is ID.
const PRODUCTS =
  'query P($first: Int!, $after: String) { products(first: $first, after: $after, sortKey: BEST_SELLING) { nodes { handle } pageInfo { hasNextPage endCursor } } }';

describe('the embedded store as a Storefront API endpoint', () => {
  it('answers a query with {data}, the version it served, and CORS for a Storefront client on this machine', async () => {
    const { status, response, json } = await graphql(
      { query: PRODUCTS, variables: { first: 2 } },
      { headers: { Origin: 'http://localhost:3000' } },
    );
    expect(status).toBe(200);
    expect(response.headers.get('X-Shopify-API-Version')).toBe('2026-04');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:3000');
    const { data, errors } = json();
    expect(errors).toBeUndefined();
    expect((data!.products as { nodes: { handle: string }[] }).nodes.map((n) => n.handle)).toEqual(
      products.slice(0, 2).map((p) => p.handle),
    );
  });

  it('pages with cursors and keeps the 250 cap', async () => {
    const first = (await graphql({ query: PRODUCTS, variables: { first: 3 } })).json().data!.products as {
      nodes: { handle: string }[];
      pageInfo: { endCursor: string; hasNextPage: boolean };
    };
    const next = (await graphql({ query: PRODUCTS, variables: { first: 3, after: first.pageInfo.endCursor } })).json()
      .data!.products as { nodes: { handle: string }[] };
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(next.nodes.map((n) => n.handle)).toEqual(products.slice(3, 6).map((p) => p.handle));
    const tooMany = (await graphql({ query: PRODUCTS, variables: { first: 251 } })).json();
    expect(tooMany.errors?.[0]?.message).toMatch(/between 0 and 250/);
  });

  it('serves 2025-07 as itself, falls forward from a retired or unknown version as Shopify does, and 404s what is not a version', async () => {
    for (const [asked, served] of [
      ['2025-07', '2025-07'],
      ['2024-01', '2026-04'],
      ['unstable', '2026-04'],
      ['2030-01', '2026-04'],
    ]) {
      const { status, response } = await graphql({ query: PRODUCTS, variables: { first: 1 } }, { version: asked });
      expect(status, asked).toBe(200);
      expect(response.headers.get('X-Shopify-API-Version'), asked).toBe(served);
    }
    for (const bad of ['latest', '2025-13', 'constructor'])
      expect((await graphql({ query: PRODUCTS }, { version: bad })).status, bad).toBe(404);
  });

  it('names a field it does not implement in a GraphQL error, never a silent null', async () => {
    const { status, json } = await graphql({ query: '{ customer(customerAccessToken: "x") { id } }' });
    expect(status).toBe(200);
    const { data, errors } = json();
    // The field is null *with* an error saying why (a nullable field; a non-null one nulls its parent).
    expect(data).toEqual({ customer: null });
    expect(errors?.[0]).toMatchObject({
      message: 'QueryRoot.customer is not implemented by the embedded storefront',
      extensions: { code: 'NOT_IMPLEMENTED' },
    });
    // A field of an object the store does implement, too.
    const nested = (
      await graphql({
        query:
          '{ products(first: 1) { nodes { handle media(first: 1) { nodes { id } } sellingPlanGroups(first: 1) { nodes { name } } } } }',
      })
    ).json();
    expect(nested.errors?.[0]?.message).toBe('Product.sellingPlanGroups is not implemented by the embedded storefront');
  });

  it('reports invalid documents, bodies and types the way Shopify does, never a 5xx', async () => {
    const invalid = (await graphql({ query: '{ products(first: 1) { nodes { priceInLei } } }' })).json();
    expect(invalid.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(invalid.errors?.[0]?.message).toContain('priceInLei');
    for (const [body, message] of [
      ['{not json', 'The request body is not valid JSON'],
      [[], 'The request body must be a JSON object'],
      [{ variables: {} }, 'No query string was present'],
      [{ query: PRODUCTS, variables: [1] }, 'Variables must be a JSON object'],
      [{ query: PRODUCTS, operationName: 5 }, 'operationName must be a string'],
    ] as const) {
      const answer = await graphql(body);
      expect(answer.status, message).toBe(400);
      expect(answer.json().errors?.[0]?.message).toBe(message);
    }
    // Past 256 KB: 413, in the shop's language, in Shopify's shape (tests/worker/routes/bounded-bodies.test.ts).
    const huge = await graphql({ query: `{ ${'products(first: 1) { nodes { id } } '.repeat(20_000)} }` });
    expect(huge.status).toBe(413);
    expect(huge.json().errors?.[0]).toMatchObject({
      message: messages.tooLarge,
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    const plain = await graphql(JSON.stringify({ query: PRODUCTS }), { headers: { 'Content-Type': 'text/plain' } });
    expect(plain.status).toBe(400);
    const raw = await graphql('{ products(first: 1) { nodes { handle } } }', {
      headers: { 'Content-Type': 'application/graphql' },
    });
    expect(raw.json().data).toMatchObject({ products: { nodes: [{ handle: products[0]!.handle }] } });
  });

  it('runs the operation named by operationName', async () => {
    const query =
      'query A { products(first: 1) { nodes { handle } } } query B { collections(first: 1) { nodes { handle } } }';
    const { data } = (await graphql({ query, operationName: 'B' })).json();
    expect(Object.keys(data!)).toEqual(['collections']);
  });

  it('runs mutations: cartCreate answers a cart with a checkout URL', async () => {
    const variant = `gid://shopify/ProductVariant/${products[0]!.variants[0]!.id}`;
    const { data } = (
      await graphql({
        query:
          'mutation C($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id checkoutUrl totalQuantity } userErrors { message } } }',
        variables: { lines: [{ merchandiseId: variant, quantity: 2 }] },
      })
    ).json();
    expect(data).toMatchObject({ cartCreate: { cart: { totalQuantity: 2 }, userErrors: [] } });
  });

  it('is served only to this machine unless STOREFRONT_API_PUBLIC, and never when a real store is configured', async () => {
    expect((await graphql({ query: PRODUCTS, variables: { first: 1 } }, { host: 'https://shop.example' })).status).toBe(
      404,
    );
    expect(
      (
        await graphql(
          { query: PRODUCTS, variables: { first: 1 } },
          { host: 'https://shop.example', vars: { STOREFRONT_API_PUBLIC: 'true' } },
        )
      ).status,
    ).toBe(200);
    const real = await graphql(
      { query: PRODUCTS, variables: { first: 1 } },
      { vars: { STOREFRONT_ENDPOINT: 'https://real-store.example' } },
    );
    expect(real.status).toBe(404);
  });

  it('a deployed worker (not ENVIRONMENT=development) serves it to no Host that claims to be this machine', async () => {
    for (const host of ['http://localhost', 'http://127.0.0.1', 'http://127.1', 'http://0x7f000001', 'http://[::1]']) {
      const answer = await graphql(
        { query: PRODUCTS, variables: { first: 1 } },
        { host, vars: { ENVIRONMENT: 'production' } },
      );
      expect(answer.status, host).toBe(404);
    }
    expect(
      (
        await graphql(
          { query: PRODUCTS, variables: { first: 1 } },
          { host: 'http://127.1', vars: { ENVIRONMENT: 'production', STOREFRONT_API_PUBLIC: 'true' } },
        )
      ).status,
    ).toBe(200);
  });

  it('stands hostile names and a burst: prototype names as operation, version and variables, 150 requests at once, never a 5xx', async () => {
    for (const operationName of ['constructor', '__proto__', 'toString']) {
      const answer = await graphql({ query: PRODUCTS, variables: { first: 1 }, operationName });
      expect(answer.status, operationName).toBe(200);
      expect(answer.json().errors?.[0]?.message, operationName).toMatch(/Unknown operation named/);
    }
    expect((await graphql({ query: PRODUCTS, variables: { first: 1 } }, { version: '__proto__' })).status).toBe(404);
    const polluted = await graphql(
      '{"query":"query P($first: Int!) { products(first: $first) { nodes { handle } } }","variables":{"first":1,"__proto__":{"first":250},"constructor":{"x":1}}}',
    );
    expect(polluted.status).toBe(200);
    expect((polluted.json().data!.products as { nodes: unknown[] }).nodes).toHaveLength(1);
    const burst = await Promise.all(
      Array.from({ length: 150 }, (_, i) => graphql({ query: PRODUCTS, variables: { first: (i % 5) + 1 } })),
    );
    expect(burst.map((b) => b.status).filter((s) => s !== 200)).toEqual([]);
    expect(burst.every((b, i) => (b.json().data!.products as { nodes: unknown[] }).nodes.length === (i % 5) + 1)).toBe(
      true,
    );
  });

  it('answers the CORS preflight', async () => {
    const { status, response } = await request('http://localhost/api/2026-04/graphql.json', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:3000');
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('X-Shopify-Storefront-Access-Token');
  });
});

describe('CORS: only pages on this machine may read the answers', () => {
  const ONE_PRODUCT = '{ products(first: 1) { nodes { handle } } }';
  /** A query that would run: the 403 comes before it. */
  const NESTED = '{ products(first: 250) { nodes { collections(first: 250) { nodes { title } } } } }';

  it('echoes a localhost origin, with Vary: Origin', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8787', 'http://[::1]:5173']) {
      const { status, response } = await graphql({ query: ONE_PRODUCT }, { headers: { Origin: origin } });
      expect(status, origin).toBe(200);
      expect(response.headers.get('Access-Control-Allow-Origin'), origin).toBe(origin);
      expect(response.headers.get('Vary'), origin).toContain('Origin');
    }
  });

  it('gives a foreign page no allow-origin, and refuses its query before it runs', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example',
      'null',
      'http://192.168.1.10:3000',
    ]) {
      const { status, response, json } = await graphql({ query: NESTED }, { headers: { Origin: origin } });
      expect(status, origin).toBe(403);
      expect(response.headers.get('Access-Control-Allow-Origin'), origin).toBeNull();
      expect(json()).toEqual({ errors: [{ message: 'Forbidden', extensions: { code: 'ACCESS_DENIED' } }] });
      const preflight = await request('http://localhost/api/2026-04/graphql.json', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.response.headers.get('Access-Control-Allow-Origin'), origin).toBeNull();
    }
  });

  it('answers any origin with * when STOREFRONT_API_PUBLIC=true', async () => {
    const { status, response } = await graphql(
      { query: ONE_PRODUCT },
      { headers: { Origin: 'https://hydrogen.example' }, vars: { STOREFRONT_API_PUBLIC: 'true' } },
    );
    expect(status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});
