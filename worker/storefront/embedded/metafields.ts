import type { CatalogAnalysis, CatalogProduct } from '../../../content/catalog/types';
import { shopReviews } from '../../../content/product-page';
import { demoShopFigures } from '../../../content/site';

/** Namespace of the shop's own product metafields. */
export const METAFIELD_NAMESPACE = 'verdana';

/** Where the embedded store's certificate of analysis for a lot lives (a path: cached answers serve every host). */
export const certificatePath = (lotNumber: string) => `/certificat-analiza/${encodeURIComponent(lotNumber)}`;

/** The lab's report file for a lot (a PDF the worker draws from the lot's data), served at this path. */
export const reportFilePath = (lotNumber: string) => `${certificatePath(lotNumber)}/raport.pdf`;

interface MetafieldValue {
  key: string;
  type: string;
  value: string;
}

/** The label facts as metafields: the product's form, use, warnings, ingredients or INCI list, maker. */
function infoValues(product: CatalogProduct): MetafieldValue[] {
  const info = product.info;
  if (!info) return [];
  const text = (key: string, value: string | undefined): MetafieldValue[] => (value ? [{ key, type: 'multi_line_text_field', value }] : []);
  return [
    { key: 'form', type: 'single_line_text_field', value: product.kind },
    ...text('usage', info.usage),
    ...text('warnings', info.warnings),
    ...text('ingredients', info.ingredients),
    ...(info.allergens ? [{ key: 'allergens', type: 'list.single_line_text_field', value: JSON.stringify(info.allergens) }] : []),
    ...text('inci', info.inci),
    ...text('manufacturer', info.manufacturer),
    ...text('responsible_person', info.responsiblePerson),
  ];
}

/**
 * The shop's own metafields (verdana.*) with the spec's figures: the embedded store's demo data. A merchant
 * defines the same on a real store (Settings → Custom data → Shop), or the shop shows none of these claims.
 */
function shopMetafieldValues(): MetafieldValue[] {
  const f = demoShopFigures;
  const decimal = (n: number) => n.toFixed(1);
  return [
    // Shopify's rating type: a JSON object of decimal strings.
    { key: 'rating', type: 'rating', value: JSON.stringify({ value: decimal(f.rating.value), scale_min: decimal(f.rating.scaleMin), scale_max: decimal(f.rating.scaleMax) }) },
    { key: 'rating_count', type: 'number_integer', value: String(f.ratingCount) },
    { key: 'customers', type: 'number_integer', value: String(f.customers) },
    { key: 'subscribers', type: 'number_integer', value: String(f.subscribers) },
    { key: 'quiz_users', type: 'number_integer', value: String(f.quizUsers) },
    { key: 'free_guide_orders', type: 'number_integer', value: String(f.freeGuideOrders) },
    { key: 'testimonials', type: 'json', value: JSON.stringify(shopReviews) },
  ];
}

/**
 * The product's metafields as a merchant would define them: lot, analysis (JSON) and the certificate's URL,
 * then the label facts.
 */
function metafieldValues(product: CatalogProduct): MetafieldValue[] {
  const lot: MetafieldValue[] = [];
  if (product.lot) {
    const { number, ...analysis } = product.lot;
    lot.push(
      { key: 'lot', type: 'single_line_text_field', value: number },
      { key: 'analysis', type: 'json', value: JSON.stringify(analysis satisfies CatalogAnalysis) },
      { key: 'coa_url', type: 'url', value: certificatePath(number) },
      { key: 'coa_file', type: 'url', value: reportFilePath(number) },
    );
  }
  return [...lot, ...infoValues(product)];
}

export interface MetafieldIdentifier {
  namespace?: string | null;
  key: string;
}

/**
 * Product.metafield and Product.metafields resolvers. As on Shopify, an identifier the product does not
 * have answers null (and a missing namespace means the app's own, which this store has none of).
 */
export function productMetafields(product: CatalogProduct, productId: string, parent: () => unknown) {
  const updatedAt = product.lot ? `${product.lot.analysedAt}T12:00:00Z` : product.publishedAt;
  return metafieldResolvers(metafieldValues(product), productId, updatedAt, parent);
}

/** Shop.metafield and Shop.metafields: the demo figures, or none at all (`demo` false: a store that states none). */
export function shopMetafields(parent: () => unknown, { demo = true }: { demo?: boolean } = {}) {
  return metafieldResolvers(demo ? shopMetafieldValues() : [], '9', '2025-01-28T09:00:00Z', parent);
}

function metafieldResolvers(values: MetafieldValue[], ownerId: string, updatedAt: string, parent: () => unknown) {
  const byKey = new Map(
    values.map((m, i) => [
      m.key,
      {
        __typename: 'Metafield',
        id: `gid://shopify/Metafield/${ownerId}${i + 1}`,
        namespace: METAFIELD_NAMESPACE,
        key: m.key,
        type: m.type,
        value: m.value,
        description: null,
        createdAt: updatedAt,
        updatedAt,
        reference: null,
        references: null,
        parentResource: parent,
      },
    ]),
  );
  const find = ({ namespace, key }: MetafieldIdentifier) => (namespace === METAFIELD_NAMESPACE ? byKey.get(key) ?? null : null);
  return {
    metafield: find,
    metafields: ({ identifiers }: { identifiers: MetafieldIdentifier[] }) => identifiers.map(find),
  };
}
