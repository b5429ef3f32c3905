import type { CatalogAnalysis, CatalogProduct } from '../../../content/catalog/types';

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
  const byKey = new Map(
    metafieldValues(product).map((m, i) => [
      m.key,
      {
        __typename: 'Metafield',
        id: `gid://shopify/Metafield/${productId}${i + 1}`,
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
