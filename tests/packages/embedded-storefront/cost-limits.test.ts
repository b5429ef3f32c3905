import schema202604 from 'virtual:storefront-schema/2026-04';
import { buildClientSchema, GraphQLError, getIntrospectionQuery, type IntrospectionQuery, parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '../../../content/catalog';
import { priceDocument } from '../../../packages/embedded-storefront/src/cost';
import { LIMITS, publicErrors } from '../../../packages/embedded-storefront/src/limits';
import { ALL_DOCUMENTS } from '../../../worker/storefront/documents';
import { request } from '../../worker/helpers';
import { COMMERCE_SHAPED } from './commerce-shaped-documents';

const schema = buildClientSchema(schema202604 as IntrospectionQuery);

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: unknown[] }[];
}

async function graphql(
  body: unknown,
  { headers = {}, vars = {} }: { headers?: Record<string, string>; vars?: Record<string, string> } = {},
) {
  const {
    status,
    body: text,
    response,
  } = await request(
    'http://localhost/api/2026-04/graphql.json',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    vars,
  );
  return { status, text, response, answer: JSON.parse(text) as Answer };
}

/** Text that describes us rather than the client's request. */
const INTERNAL =
  /Maximum call stack|Invalid regular expression|Stack overflow|RangeError|TypeError|SyntaxError: Invalid|\bat \w+ \(|\.ts:\d|\.js:\d|worker\/|node_modules|STOREFRONT_|SHOPIFY_|process\.env/;

/** products → collections → products …, `levels` connections of `first: 250`. */
function nestedConnections(levels: number): string {
  let inner = 'title';
  for (let i = levels; i > 0; i--)
    inner = i % 2 ? `products(first: 250) { nodes { ${inner} } }` : `collections(first: 250) { nodes { ${inner} } }`;
  return `{ ${inner} }`;
}

const LIST = 'products(first: 250) { nodes { id title variants(first: 20) { nodes { id price { amount } } } } }';

describe('the price of a query, computed before it runs', () => {
  it("refuses five levels of first: 250 with Shopify's MAX_COMPLEXITY_EXCEEDED and no data", async () => {
    const { status, answer } = await graphql({ query: nestedConnections(5) });
    expect(status).toBe(200);
    expect(answer).not.toHaveProperty('data');
    expect(answer.errors).toEqual([
      {
        message: 'Complexity exceeded',
        extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', cost: expect.any(Number), maxCost: LIMITS.maxCost },
      },
    ]);
    expect(answer.errors![0]!.extensions!.cost).toBeGreaterThan(250 ** 5);
    // Four levels (108 MB before) and three are refused the same way.
    for (const levels of [4, 3])
      expect(
        (await graphql({ query: nestedConnections(levels) })).answer.errors?.[0]?.extensions?.code,
        `${levels} levels`,
      ).toBe('MAX_COMPLEXITY_EXCEEDED');
  });

  it('prices as Shopify does: connections multiply, scalars are free, mutations cost 10', () => {
    const price = (query: string, variables = {}) => priceDocument(schema, parse(query), { variables }).cost;
    expect(price('{ shop { name } }')).toBe(1);
    expect(price('{ products(first: 10) { edges { node { title } } } }')).toBe(12);
    expect(price('{ products(first: 10) { nodes { title } pageInfo { hasNextPage } } }')).toBe(13);
    expect(price('query($n: Int!) { products(first: $n) { nodes { title } } }', { n: 100 })).toBe(102);
    expect(price('{ products(first: 10) { nodes { variants(first: 5) { nodes { id } } } } }')).toBe(
      2 + 10 * (1 + 2 + 5),
    );
    expect(price('mutation { cartCreate { cart { id } } }')).toBe(11);
    expect(price('{ nodes(ids: ["a", "b", "c"]) { id } }')).toBe(3);
    // Fragments, inline fragments and variables in `first` are spread before pricing.
    expect(
      price(
        'query($n: Int) { products(first: $n) { ...P } } fragment P on ProductConnection { nodes { ... on Product { title } } }',
        { n: 7 },
      ),
    ).toBe(9);
    // An interface costs its dearest possible selection.
    expect(
      price('{ node(id: "x") { ... on Product { variants(first: 5) { nodes { id } } } ... on Collection { title } } }'),
    ).toBe(1 + 7);
  });

  it('counts every alias: 50 aliases of a product list are refused, one is not', async () => {
    const one = priceDocument(schema, parse(`{ ${LIST} }`)).cost;
    const many = Array.from({ length: 50 }, (_, i) => `a${i}: ${LIST}`).join(' ');
    expect(priceDocument(schema, parse(`{ ${many} }`)).cost).toBe(50 * one);
    expect((await graphql({ query: `{ ${LIST} }` })).answer.errors).toBeUndefined();
    const { answer } = await graphql({ query: `{ ${many} }` });
    expect(answer).not.toHaveProperty('data');
    expect(answer.errors?.[0]?.extensions).toEqual({
      code: 'MAX_COMPLEXITY_EXCEEDED',
      cost: 50 * one,
      maxCost: LIMITS.maxCost,
    });
  });

  it('refuses a document deeper than the limit, and one with more fields than the limit', async () => {
    const menu = (levels: number) =>
      `{ menu(handle: "main-menu") { ${'items { '.repeat(levels)}title${' }'.repeat(levels)} } }`;
    expect((await graphql({ query: menu(LIMITS.maxDepth - 2) })).answer.errors).toBeUndefined();
    const deep = (await graphql({ query: menu(LIMITS.maxDepth) })).answer;
    expect(deep.errors).toEqual([
      {
        message: 'Query depth exceeded',
        extensions: { code: 'MAX_DEPTH_EXCEEDED', depth: LIMITS.maxDepth + 2, maxDepth: LIMITS.maxDepth },
      },
    ]);
    const wide = `{ shop { ${Array.from({ length: LIMITS.maxFields }, (_, i) => `f${i}: name`).join(' ')} } }`;
    expect((await graphql({ query: wide })).answer.errors?.[0]?.extensions).toEqual({
      code: 'MAX_FIELDS_EXCEEDED',
      fields: LIMITS.maxFields + 1,
      maxFields: LIMITS.maxFields,
    });
  });
});

describe('hostile documents never get internal text back', () => {
  const clean = ({ status, text, answer }: { status: number; text: string; answer: Answer }, code: string) => {
    expect(status).toBe(200);
    expect(text).not.toMatch(INTERNAL);
    expect(answer.errors?.[0]?.extensions?.code).toBe(code);
    expect(answer).not.toHaveProperty('data');
  };

  it('300 levels of nesting, in the text or through a chain of fragments', async () => {
    clean(await graphql({ query: nestedConnections(300) }), 'MAX_DEPTH_EXCEEDED');
    clean(
      await graphql({ query: `{ menu(handle: "x") { ${'items { '.repeat(300)}title${' }'.repeat(300)} } }` }),
      'MAX_DEPTH_EXCEEDED',
    );
    const chain = Array.from(
      { length: 300 },
      (_, i) =>
        `fragment F${i} on Product { collections(first: 1) { nodes { products(first: 1) { nodes { ...F${i + 1} } } } } }`,
    ).join(' ');
    clean(
      await graphql({
        query: `{ products(first: 1) { nodes { ...F0 } } } ${chain} fragment F300 on Product { title }`,
      }),
      'MAX_DEPTH_EXCEEDED',
    );
    // Fragments that only spread one another nest without adding depth.
    const spreads = Array.from({ length: 2_000 }, (_, i) => `fragment S${i} on Shop { ...S${i + 1} }`).join(' ');
    clean(
      await graphql({ query: `{ shop { ...S0 } } ${spreads} fragment S2000 on Shop { name }` }),
      'MAX_DEPTH_EXCEEDED',
    );
    // Deep lists and objects in an argument.
    clean(
      await graphql({ query: `{ nodes(ids: ${'['.repeat(5_000)}"x"${']'.repeat(5_000)}) { id } }` }),
      'MAX_DEPTH_EXCEEDED',
    );
    clean(
      await graphql({
        query:
          `{ products(first: 1, query: "x") { nodes { id } } x: menu(handle: "a") { title } y: product(handle: "z") { title } }`.replace(
            '"x"',
            `${'{a: '.repeat(3_000)}1${'}'.repeat(3_000)}`,
          ),
      }),
      'MAX_DEPTH_EXCEEDED',
    );
  });

  it('deeply nested lists and objects in variables', async () => {
    // Written as text: the test's own JSON.stringify would overflow on them.
    const deepList = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    // Within the body limit (256 KB), so the nesting itself is what the store meets.
    const deepObject = `${'{"merchandiseId":'.repeat(12_000)}{}${'}'.repeat(12_000)}`;
    for (const [query, variables] of [
      ['query($ids: [ID!]!) { nodes(ids: $ids) { id } }', `{"ids":${deepList}}`],
      ['query($ids: [ID!]!) { nodes(ids: $ids) { id } }', `{"ids":[${deepObject}]}`],
      [
        'mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id } } }',
        `{"lines":[${deepObject}]}`,
      ],
      ['query($q: String) { products(first: 1, query: $q) { nodes { id } } }', `{"q":${deepList}}`],
    ] as const) {
      const { status, text, answer } = await graphql(`{"query":${JSON.stringify(query)},"variables":${variables}}`);
      expect([200, 400], query).toContain(status);
      expect(text, query).not.toMatch(INTERNAL);
      expect(answer.errors?.length, query).toBeGreaterThan(0);
    }
  });

  it('long and regex-hostile strings in query: search arguments', async () => {
    const hostile = [
      'a'.repeat(200_000),
      '-'.repeat(200_000),
      '"'.repeat(100_000),
      '\\'.repeat(100_000),
      'tag:'.repeat(50_000),
      '(['.repeat(100_000),
      'a '.repeat(100_000),
      '*'.repeat(200_000),
      `${'a:'.repeat(60_000)}"`,
    ];
    for (const q of hostile) {
      const sent = await graphql({
        query:
          'query($q: String!) { products(first: 250, query: $q) { nodes { id } } search(query: $q, first: 10) { nodes { __typename } } predictiveSearch(query: $q) { products { id } pages { id } } a: products(first: 5, query: $q) { nodes { id } } }',
        variables: { q },
      });
      expect(sent.status).toBe(200);
      expect(sent.text, q.slice(0, 10)).not.toMatch(INTERNAL);
      if (sent.answer.errors) expect(sent.answer.errors[0]!.extensions?.code, q.slice(0, 10)).toMatch(/^MAX_/);
    }
  });

  it('a search of many terms, asked by many aliases, runs out of its work budget', async () => {
    const aliases = Array.from(
      { length: 200 },
      (_, i) => `a${i}: products(first: 250, query: $q) { nodes { id } }`,
    ).join(' ');
    const { answer, text } = await graphql({
      query: `query($q: String!) { ${aliases} }`,
      variables: { q: Array.from({ length: 2_000 }, (_, i) => `t${i % 10}`).join(' ') },
    });
    expect(answer).toEqual({
      errors: [{ message: 'Query took too much work to run', extensions: { code: 'MAX_WORK_EXCEEDED' } }],
    });
    expect(text).not.toMatch(INTERNAL);
  });

  it('an answer past the size cap is not sent: one clean error instead', async () => {
    const descriptions = Array.from({ length: 30 }, (_, i) => `d${i}: description`).join(' ');
    const query = `{ ${Array.from({ length: 30 }, (_, i) => `p${i}: products(first: 250) { nodes { ${descriptions} } }`).join(' ')} }`;
    const price = priceDocument(schema, parse(query));
    expect(price.cost).toBeLessThan(LIMITS.maxCost);
    expect(price.fields).toBeLessThanOrEqual(LIMITS.maxFields);
    const { answer, text } = await graphql({ query });
    expect(answer).toEqual({
      errors: [
        {
          message: 'Response too large',
          extensions: { code: 'MAX_RESPONSE_SIZE_EXCEEDED', maxBytes: LIMITS.maxResponseBytes },
        },
      ],
    });
    expect(text.length).toBeLessThan(200);
  });

  describe('an error raised by the runtime', () => {
    afterEach(() => vi.restoreAllMocks());
    it("reaches the client as Shopify's internal error and the log with its details", () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const overflow = new RangeError('Maximum call stack size exceeded');
      const [shown] = publicErrors([
        new GraphQLError(overflow.message, { originalError: overflow, path: ['products'] }),
      ]);
      expect(JSON.stringify(shown)).not.toMatch(INTERNAL);
      expect(shown).toMatchObject({
        message: expect.stringMatching(/^Internal error\. Looks like something went wrong on our end\./),
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
        path: ['products'],
      });
      expect(log).toHaveBeenCalledWith(
        expect.stringContaining((shown as { extensions: { requestId: string } }).extensions.requestId),
        overflow,
      );
      // Errors written for clients (ours and graphql-js's) pass as they are.
      const [ours] = publicErrors([
        new GraphQLError('QueryRoot.customer is not implemented by the embedded storefront', {
          extensions: { code: 'NOT_IMPLEMENTED' },
        }),
      ]);
      expect(ours).toMatchObject({
        message: 'QueryRoot.customer is not implemented by the embedded storefront',
        extensions: { code: 'NOT_IMPLEMENTED' },
      });
    });
  });
});

describe('every document a known client sends passes with room to spare', () => {
  /** The largest variables the shop sends with each of its documents. */
  const SHOP_VARIABLES: Record<string, Record<string, unknown>> = {
    PRODUCTS_QUERY: { first: 250 },
    COLLECTIONS_QUERY: { first: 50 },
    COLLECTION_QUERY: { handle: 'uleiuri-cbd', first: 50 },
    BLOG_QUERY: { blog: 'blog', first: 50 },
    VARIANTS_QUERY: { ids: Array.from({ length: 250 }, (_, i) => `gid://shopify/ProductVariant/${i}`) },
  };
  const roomy = (name: string, query: string, variables: Record<string, unknown>) => {
    const price = priceDocument(schema, parse(query), { variables });
    expect(price.cost, name).toBeLessThanOrEqual(LIMITS.maxCost / 3);
    expect(price.depth, name).toBeLessThanOrEqual(LIMITS.maxDepth - 5);
    expect(price.fields, name).toBeLessThanOrEqual(LIMITS.maxFields / 4);
    return price;
  };

  it("the shop's own documents", () => {
    for (const [name, query] of Object.entries(ALL_DOCUMENTS)) roomy(name, query, SHOP_VARIABLES[name] ?? {});
  });

  it('GraphiQL’s introspection query', async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    });
    const price = priceDocument(schema, parse(query), { variables: {} });
    expect(price.cost).toBeLessThanOrEqual(LIMITS.maxCost);
    const { answer } = await graphql({ query });
    expect(answer.errors).toBeUndefined();
    expect((answer.data!.__schema as { types: unknown[] }).types.length).toBeGreaterThan(100);
    // One per document: nine aliases of it took up to 1.8 s outside the execution budget.
    const twice = await graphql({
      query:
        '{ a: __schema { types { name fields { name type { name ofType { name } } } } } b: __schema { types { name } } }',
    });
    expect(twice.answer.data ?? null).toBeNull();
    expect(twice.answer.errors![0]!.extensions!.code).toBe('MAX_COMPLEXITY_EXCEEDED');
  });

  it('documents shaped like Next.js Commerce’s (100 products × 250 variants) answer without a limit error', async () => {
    for (const [name, [query, variables]] of Object.entries(COMMERCE_SHAPED)) {
      roomy(name, query, variables);
      const { answer } = await graphql({ query, variables });
      const codes = (answer.errors ?? []).map((e) => e.extensions?.code);
      expect(
        codes.filter((c) => /^MAX_|BUDGET|INTERNAL/.test(String(c))),
        name,
      ).toEqual([]);
    }
    const { answer } = await graphql({ query: COMMERCE_SHAPED.getProducts![0], variables: { query: '' } });
    expect((answer.data!.products as { edges: unknown[] }).edges).toHaveLength(products.length);
  });
});
