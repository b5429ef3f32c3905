// Product.metafield(s) and Shop.metafield(s): the metafields the app defines, answered as Shopify answers them.
import type { CatalogProduct, MetafieldValue } from './types';

export interface MetafieldIdentifier {
  namespace?: string | null;
  key: string;
}

/**
 * Product.metafield and Product.metafields resolvers. As on Shopify, an identifier the product does not
 * have answers null (and a missing namespace means the app's own, which this store has none of).
 */
export function productMetafields(product: CatalogProduct, productId: string, parent: () => unknown) {
  return metafieldResolvers(
    product.metafields ?? [],
    productId,
    product.metafieldsUpdatedAt ?? product.publishedAt,
    parent,
  );
}

/** Shop.metafield and Shop.metafields. */
export function shopMetafields(values: readonly MetafieldValue[], parent: () => unknown) {
  return metafieldResolvers(values, '9', '2025-01-28T09:00:00Z', parent);
}

const keyOf = (namespace: string, key: string) => `${namespace}\n${key}`;

function metafieldResolvers(
  values: readonly MetafieldValue[],
  ownerId: string,
  updatedAt: string,
  parent: () => unknown,
) {
  const byKey = new Map(
    values.map((m, i) => [
      keyOf(m.namespace, m.key),
      {
        __typename: 'Metafield',
        id: `gid://shopify/Metafield/${ownerId}${i + 1}`,
        namespace: m.namespace,
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
  const find = ({ namespace, key }: MetafieldIdentifier) =>
    namespace ? (byKey.get(keyOf(namespace, key)) ?? null) : null;
  return {
    metafield: find,
    metafields: ({ identifiers }: { identifiers: MetafieldIdentifier[] }) => identifiers.map(find),
  };
}
