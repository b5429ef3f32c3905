// Probes the embedded Storefront API of a running shop as an attacker would, and prints what each hostile
// document gets back and how long it takes (median and slowest of several tries). Not a test: figures for
// SECURITY.md and DESIGN §7 ("a Storefront API query over its cost is refused in < 50 ms").
//   npm start   (in another shell)   then   node scripts/probe-storefront-api.mjs [http://localhost:8787]
const base = process.argv[2] ?? 'http://localhost:8787';
const endpoint = `${base}/api/2026-04/graphql.json`;
const INTERNAL =
  /Maximum call stack|Invalid regular expression|Stack overflow|RangeError|TypeError|\bat \w+ \(|\.ts:\d|\.js:\d|worker\/|node_modules|STOREFRONT_|SHOPIFY_/;

function nestedConnections(levels) {
  let inner = 'title';
  for (let i = levels; i > 0; i--)
    inner = i % 2 ? `products(first: 250) { nodes { ${inner} } }` : `collections(first: 250) { nodes { ${inner} } }`;
  return `{ ${inner} }`;
}
const times = (n, make) => Array.from({ length: n }, (_, i) => make(i)).join(' ');
const menu = (k, d) => (d === 0 ? 'title' : times(k, () => `a: items { ${menu(k, d - 1)} }`));

const HOSTILE = {
  'baseline: { shop { name } } (the round trip itself)': { query: '{ shop { name } }' },
  'five levels of first: 250': { query: nestedConnections(5) },
  'four levels (108 MB before)': { query: nestedConnections(4) },
  'three levels': { query: nestedConnections(3) },
  '300 levels of nesting': { query: nestedConnections(300) },
  '300 levels through fragments': {
    query: `{ products(first: 1) { nodes { ...F0 } } } ${times(300, (i) => `fragment F${i} on Product { collections(first: 1) { nodes { products(first: 1) { nodes { ...F${i + 1} } } } } }`)} fragment F300 on Product { title }`,
  },
  '2,000 fragments spreading one another': {
    query: `{ shop { ...S0 } } ${times(2000, (i) => `fragment S${i} on Shop { ...S${i + 1} }`)} fragment S2000 on Shop { name }`,
  },
  '5,000 nested brackets in an argument': { query: `{ nodes(ids: ${'['.repeat(5000)}"x"${']'.repeat(5000)}) { id } }` },
  '50 aliases of a product list': {
    query: `{ ${times(50, (i) => `a${i}: products(first: 250) { nodes { id title variants(first: 20) { nodes { id price { amount } } } } }`)} }`,
  },
  '1,001 fields': { query: `{ shop { ${times(1000, (i) => `f${i}: name`)} } }` },
  'validation bomb (767 same-named fields, two by two)': { query: `{ menu(handle: "main-menu") { ${menu(2, 8)} } }` },
  'response-size bomb (30 × 30 descriptions × 28 products)': {
    query: `{ ${times(30, (i) => `p${i}: products(first: 250) { nodes { ${times(30, (j) => `d${j}: description`)} } }`)} }`,
  },
  'work bomb (200 aliases × 2,000 search terms)': {
    query: `query($q: String!) { ${times(200, (i) => `a${i}: products(first: 250, query: $q) { nodes { id } }`)} }`,
    variables: { q: times(2000, (i) => `t${i % 10}`) },
  },
  'one 200,000-character search term, 300 aliases': {
    query: `query($q: String!) { ${times(300, (i) => `a${i}: products(first: 1, query: $q) { nodes { id } }`)} }`,
    variables: { q: 'a'.repeat(200_000) },
  },
  'regex-hostile search strings': {
    query:
      'query($q: String!) { products(first: 250, query: $q) { nodes { id } } search(query: $q, first: 10) { nodes { __typename } } predictiveSearch(query: $q) { products { id } } }',
    variables: { q: `${'a:'.repeat(30_000)}"${'-'.repeat(30_000)}` },
  },
  'deeply nested variables': {
    raw: `{"query":"query($ids: [ID!]!) { nodes(ids: $ids) { id } }","variables":{"ids":${'['.repeat(50_000)}${']'.repeat(50_000)}}}`,
  },
};

const LEGIT = {
  "shop's catalogue (250 product cards)": {
    query:
      'query { products(first: 250, sortKey: BEST_SELLING) { nodes { id handle title description tags priceRange { minVariantPrice { amount currencyCode } } images(first: 5) { nodes { url altText } } variants(first: 10) { nodes { id title price { amount } availableForSale selectedOptions { name value } } } } pageInfo { hasNextPage endCursor } } }',
  },
  'Commerce-shaped product list (100 × 250 variants × 20 images)': {
    query:
      'query { products(first: 100) { edges { node { id handle title descriptionHtml options { name values } priceRange { maxVariantPrice { amount } minVariantPrice { amount } } variants(first: 250) { edges { node { id title availableForSale selectedOptions { name value } price { amount currencyCode } } } } featuredImage { url altText width height } images(first: 20) { edges { node { url altText width height } } } seo { title description } tags updatedAt } } } }',
  },
};

async function send({ query, variables, raw }, headers = {}) {
  const start = performance.now();
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: raw ?? JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { ms: performance.now() - start, status: response.status, text, headers: response.headers };
}

async function measure(name, body, tries = 15) {
  const runs = [];
  for (let i = 0; i < tries; i++) runs.push(await send(body));
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const last = runs.at(-1);
  let code = 'data';
  try {
    const answer = JSON.parse(last.text);
    code = answer.errors?.[0]?.extensions?.code ?? (answer.data ? 'data' : '?');
  } catch {
    code = 'not JSON';
  }
  const leak = INTERNAL.test(last.text) ? '  LEAKS INTERNAL TEXT' : '';
  console.log(
    `${name.padEnd(58)} ${String(last.status).padEnd(4)} ${code.padEnd(28)} median ${ms[ms.length >> 1].toFixed(1).padStart(7)} ms  slowest ${ms.at(-1).toFixed(1).padStart(7)} ms  ${String(last.text.length).padStart(8)} B${leak}`,
  );
}

console.log(`Probing ${endpoint}\n`);
for (let i = 0; i < 5; i++) await send({ query: '{ shop { name } }' }); // a warm isolate, as in use
for (const [name, body] of Object.entries(HOSTILE)) await measure(name, body);
console.log('');
for (const [name, body] of Object.entries(LEGIT)) await measure(name, body);

console.log('\nCORS');
for (const origin of ['http://localhost:3000', 'https://evil.example']) {
  const { status, headers } = await send({ query: '{ shop { name } }' }, { Origin: origin });
  console.log(
    `  Origin ${origin.padEnd(24)} → ${status}, Access-Control-Allow-Origin: ${headers.get('access-control-allow-origin') ?? '(none)'}`,
  );
}

console.log('\nGET / while 20 five-level and 20 response-size bombs are sent at once');
const quiet = performance.now();
await fetch(`${base}/`).then((r) => r.text());
const alone = performance.now() - quiet;
const bombs = [
  ...Array.from({ length: 20 }, () => send(HOSTILE['five levels of first: 250'])),
  ...Array.from({ length: 20 }, () => send(HOSTILE['response-size bomb (30 × 30 descriptions × 28 products)'])),
];
const busy = performance.now();
await fetch(`${base}/`).then((r) => r.text());
const during = performance.now() - busy;
const answered = await Promise.all(bombs);
console.log(
  `  GET / alone ${alone.toFixed(0)} ms, during the burst ${during.toFixed(0)} ms; bombs answered ${answered
    .map((a) => a.status)
    .join(',')
    .replace(/(200,)+200/, '200 × 40')}, slowest ${Math.max(...answered.map((a) => a.ms)).toFixed(0)} ms`,
);
